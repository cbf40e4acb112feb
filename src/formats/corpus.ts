/**
 * The corpus check: read many tournament files with the one loader (load.ts) and count what the
 * readers promise: files read, published scores reproduced, which rule wrote each event's last
 * column, events whose standings give the published order, and the most common notes. Pure: the
 * `corpus` command walks a folder and hands over the bytes; tests and the benchmark use it too.
 */

import { ruleId } from "./eloCheck";
import { readTournamentBytes, TournamentFileError } from "./load";

export interface CorpusEntry {
  /** The file's path as given (relative to the folder). */
  file: string;
  /** Null when read; the reason when refused. */
  refused: string | null;
  players: number;
  games: number;
  /** Players with a published score / whose computed points equal it. */
  scored: number;
  pointsMatch: number;
  /** Rule id of the last column ("discs", "papp", …); "none" when not reproduced; null when the file has no such column. */
  lastColumn: string | null;
  /** For "none": the closest rule and how many players it is off, of how many. */
  closest?: { rule: string; off: number; compared: number };
  /** The standings under the carried settings give the published order (null: nothing to compare). */
  orderMatches: boolean | null;
  /** Note codes with their counts, and the first message of each. */
  notes: Record<string, { count: number; first: string }>;
}

/** Read one file's bytes and check it. Never throws for a bad file (it is "refused", with the reason). */
export function corpusEntry(file: string, bytes: Uint8Array): CorpusEntry {
  const entry: CorpusEntry = {
    file,
    refused: null,
    players: 0,
    games: 0,
    scored: 0,
    pointsMatch: 0,
    lastColumn: null,
    orderMatches: null,
    notes: {},
  };
  let loaded;
  try {
    loaded = readTournamentBytes(bytes);
  } catch (e) {
    if (e instanceof TournamentFileError) return { ...entry, refused: e.message };
    return { ...entry, refused: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
  entry.players = loaded.tournament.players.length;
  entry.games = loaded.tournament.games.length;
  for (const n of loaded.notes) {
    const x = entry.notes[n.code];
    if (x) x.count++;
    else entry.notes[n.code] = { count: 1, first: `line ${n.line}: ${n.message}` };
  }
  const check = loaded.check;
  if (check) {
    entry.scored = check.scored;
    entry.pointsMatch = check.pointsMatch;
    const lc = check.lastColumn;
    if (lc.compared > 0) {
      entry.lastColumn = lc.rule ? ruleId(lc.rule) : "none";
      if (!lc.rule && lc.closest) entry.closest = { rule: ruleId(lc.closest), off: lc.off, compared: lc.compared };
    }
    entry.orderMatches = check.order.compared > 1 ? check.order.matches : null;
  }
  return entry;
}

function pct(a: number, b: number): string {
  return b === 0 ? "–" : `${((100 * a) / b).toFixed(2)}%`;
}

function n(x: number): string {
  return x.toLocaleString("en-US");
}

export interface CorpusTotals {
  files: number;
  read: number;
  scored: number;
  pointsMatch: number;
  withColumn: number;
  reproduced: number;
  byRule: Record<string, number>;
  orderCompared: number;
  orderMatches: number;
}

export function corpusTotals(entries: readonly CorpusEntry[]): CorpusTotals {
  const t: CorpusTotals = {
    files: entries.length,
    read: 0,
    scored: 0,
    pointsMatch: 0,
    withColumn: 0,
    reproduced: 0,
    byRule: {},
    orderCompared: 0,
    orderMatches: 0,
  };
  for (const e of entries) {
    if (e.refused !== null) continue;
    t.read++;
    t.scored += e.scored;
    t.pointsMatch += e.pointsMatch;
    if (e.lastColumn !== null) {
      t.withColumn++;
      t.byRule[e.lastColumn] = (t.byRule[e.lastColumn] ?? 0) + 1;
      if (e.lastColumn !== "none") {
        t.reproduced++;
        if (e.orderMatches !== null) {
          t.orderCompared++;
          if (e.orderMatches) t.orderMatches++;
        }
      }
    }
  }
  return t;
}

/** The report the `corpus` command prints (markdown-friendly plain text). */
export function corpusReport(
  entries: readonly CorpusEntry[],
  options: {
    folder?: string;
    top?: number;
    details?: boolean;
    /** What the folder walk could not take (a sub-folder not readable, a named pipe …), with why. */
    skipped?: readonly { file: string; reason: string }[];
  } = {},
): string {
  const t = corpusTotals(entries);
  const out: string[] = [];
  out.push(`Corpus${options.folder ? ` ${options.folder}` : ""}: ${n(t.files)} files`);
  out.push("");
  out.push(`- files read: ${n(t.read)} of ${n(t.files)} (${pct(t.read, t.files)}); refused: ${n(t.files - t.read)}`);
  out.push(
    `- players whose computed points equal the published score: ${n(t.pointsMatch)} of ${n(t.scored)} (${pct(t.pointsMatch, t.scored)})`,
  );
  out.push(
    `- events with a published last column: ${n(t.withColumn)}; reproduced exactly by a rule: ${n(t.reproduced)} (${pct(t.reproduced, t.withColumn)})`,
  );
  const rules = Object.entries(t.byRule).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [rule, count] of rules) {
    const label = rule === "none" ? "no rule reproduces it" : rule;
    out.push(`  - ${label}: ${n(count)} event(s)`);
  }
  out.push(
    `- events whose standings give the published order (of those whose last column is reproduced): ${n(t.orderMatches)} of ${n(t.orderCompared)} (${pct(t.orderMatches, t.orderCompared)})`,
  );

  const codes = new Map<string, { notes: number; files: number; first: string }>();
  for (const e of entries) {
    for (const [code, x] of Object.entries(e.notes)) {
      const c = codes.get(code) ?? { notes: 0, files: 0, first: `${e.file}, ${x.first}` };
      c.notes += x.count;
      c.files++;
      codes.set(code, c);
    }
  }
  const top = [...codes].sort((a, b) => b[1].files - a[1].files || (a[0] < b[0] ? -1 : 1)).slice(0, options.top ?? 15);
  out.push("");
  out.push("Most common notes (kind: files, notes; the first one met):");
  for (const [code, c] of top) out.push(`- ${code}: ${n(c.files)} files, ${n(c.notes)} notes; e.g. ${c.first}`);

  const refused = entries.filter((e) => e.refused !== null);
  if (refused.length > 0) {
    out.push("");
    out.push("Refused files:");
    for (const e of refused) out.push(`- ${e.file}: ${e.refused}`);
  }
  if (options.skipped && options.skipped.length > 0) {
    out.push("");
    out.push("Not read:");
    for (const x of options.skipped) out.push(`- ${x.file}: ${x.reason}`);
  }
  if (options.details) {
    out.push("");
    out.push("Files whose published scores are not all reproduced (players off / with a score):");
    for (const e of entries
      .filter((x) => x.refused === null && x.pointsMatch < x.scored)
      .sort((a, b) => b.scored - b.pointsMatch - (a.scored - a.pointsMatch))) {
      out.push(`- ${e.file}: ${e.scored - e.pointsMatch} / ${e.scored}`);
    }
    out.push("");
    out.push("Files whose last column no rule reproduces (closest rule, players off / compared):");
    for (const e of entries.filter((x) => x.lastColumn === "none"))
      out.push(`- ${e.file}: ${e.closest?.rule} ${e.closest?.off} / ${e.closest?.compared}`);
  }
  out.push("");
  return out.join("\n");
}
