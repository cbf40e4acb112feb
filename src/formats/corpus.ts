/**
 * The corpus check: read many tournament files with the one loader (load.ts) and count what the
 * readers promise: files read, published scores reproduced, which rule wrote each event's last
 * column, events whose standings give the published order, and the most common notes. Pure: the
 * `corpus` command walks a folder and hands over the bytes; tests and the benchmark use it too.
 *
 * The report is in the caller's language (src/i18n/corpus.ts): an entry keeps the first note of each kind and the
 * refusal's words in every language, so that only what is printed is worded, and only once.
 */

import type { Locale } from "../i18n/locale";
import { corpusText } from "../i18n/corpus";
import { fileNoteText } from "../i18n/fileNotes";
import { ruleId } from "./eloCheck";
import { readTournamentBytes, TournamentFileError } from "./load";
import { noteText, type FileNote } from "./notes";

export interface CorpusEntry {
  /** The file's path as given (relative to the folder). */
  file: string;
  /** Null when read; the reason when refused (English). */
  refused: string | null;
  /** The reason in any language (the reader's refusal, a file that cannot be read); `refused` when absent. */
  refusedText?: (locale: Locale) => string;
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
  /** Note codes with their counts, and the first note of each (worded when the report is printed). */
  notes: Record<string, { count: number; first: FileNote }>;
}

/** An empty entry for a file. */
function blankEntry(file: string): CorpusEntry {
  return {
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
}

/** The entry of a refused file (or one that cannot be read): `text` says why, in any language. */
export function refusedEntry(file: string, text: (locale: Locale) => string): CorpusEntry {
  return { ...blankEntry(file), refused: text("en"), refusedText: text };
}

/** Read one file's bytes and check it. Never throws for a bad file (it is "refused", with the reason). */
export function corpusEntry(file: string, bytes: Uint8Array): CorpusEntry {
  let loaded;
  try {
    loaded = readTournamentBytes(bytes);
  } catch (e) {
    if (e instanceof TournamentFileError) return refusedEntry(file, e.text);
    const detail = e instanceof Error ? e.message : String(e);
    return refusedEntry(file, (l) => corpusText(l, "internalError", { detail }));
  }
  const entry = blankEntry(file);
  entry.players = loaded.tournament.players.length;
  entry.games = loaded.tournament.games.length;
  for (const n of loaded.notes) {
    const x = entry.notes[n.code];
    if (x) x.count++;
    else entry.notes[n.code] = { count: 1, first: n };
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

/** A refused entry's reason in `locale`. */
function refusedIn(e: CorpusEntry, locale: Locale): string {
  return e.refusedText ? e.refusedText(locale) : (e.refused ?? "");
}

/** The report the `corpus` command prints (markdown-friendly plain text), in `locale` (English by default). */
export function corpusReport(
  entries: readonly CorpusEntry[],
  options: {
    folder?: string;
    top?: number;
    details?: boolean;
    /** What the folder walk could not take (a sub-folder not readable, a named pipe …), with why (in `locale`). */
    skipped?: readonly { file: string; reason: string }[];
    locale?: Locale;
  } = {},
): string {
  const locale = options.locale ?? "en";
  const t = corpusTotals(entries);
  const numbers = new Intl.NumberFormat(locale);
  const n = (x: number) => numbers.format(x);
  const say = (key: Parameters<typeof corpusText>[1], params: Parameters<typeof corpusText>[2] = {}) =>
    corpusText(locale, key, params);
  const out: string[] = [];
  out.push(
    options.folder ? say("titleFolder", { folder: options.folder, files: t.files }) : say("title", { files: t.files }),
  );
  out.push("");
  out.push(
    say("filesRead", { read: n(t.read), files: n(t.files), pct: pct(t.read, t.files), refused: n(t.files - t.read) }),
  );
  out.push(say("points", { match: n(t.pointsMatch), scored: n(t.scored), pct: pct(t.pointsMatch, t.scored) }));
  out.push(
    say("lastColumn", { events: n(t.withColumn), reproduced: n(t.reproduced), pct: pct(t.reproduced, t.withColumn) }),
  );
  const rules = Object.entries(t.byRule).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [rule, count] of rules) out.push(say("rule", { rule: rule === "none" ? say("noRule") : rule, count }));
  out.push(
    say("order", { match: n(t.orderMatches), compared: n(t.orderCompared), pct: pct(t.orderMatches, t.orderCompared) }),
  );

  const codes = new Map<string, { notes: number; files: number; file: string; first: FileNote }>();
  for (const e of entries) {
    for (const [code, x] of Object.entries(e.notes)) {
      const c = codes.get(code) ?? { notes: 0, files: 0, file: e.file, first: x.first };
      c.notes += x.count;
      c.files++;
      codes.set(code, c);
    }
  }
  const top = [...codes].sort((a, b) => b[1].files - a[1].files || (a[0] < b[0] ? -1 : 1)).slice(0, options.top ?? 15);
  out.push("");
  out.push(say("notesTitle"));
  for (const [code, c] of top) {
    const first = fileNoteText("frameLine", locale, { line: c.first.line, message: noteText(c.first, locale) });
    out.push(say("note", { code, files: c.files, notes: c.notes, file: c.file, first }));
  }

  const refused = entries.filter((e) => e.refused !== null);
  if (refused.length > 0) {
    out.push("");
    out.push(say("refusedTitle"));
    for (const e of refused) out.push(`- ${e.file}: ${refusedIn(e, locale)}`);
  }
  if (options.skipped && options.skipped.length > 0) {
    out.push("");
    out.push(say("skippedTitle"));
    for (const x of options.skipped) out.push(`- ${x.file}: ${x.reason}`);
  }
  if (options.details) {
    out.push("");
    out.push(say("scoresTitle"));
    for (const e of entries
      .filter((x) => x.refused === null && x.pointsMatch < x.scored)
      .sort((a, b) => b.scored - b.pointsMatch - (a.scored - a.pointsMatch))) {
      out.push(`- ${e.file}: ${e.scored - e.pointsMatch} / ${e.scored}`);
    }
    out.push("");
    out.push(say("lastTitle"));
    for (const e of entries.filter((x) => x.lastColumn === "none"))
      out.push(`- ${e.file}: ${e.closest?.rule} ${e.closest?.off} / ${e.closest?.compared}`);
  }
  out.push("");
  return out.join("\n");
}
