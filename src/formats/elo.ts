/**
 * The WOF results file (`.ELO`), as written by PAPP and sent to the world rating list
 * (domain.md §7). Pure text in, text out (no file system here).
 *
 *     %%Tournament: WOC 2010 (Roma)            header lines "%%Key: value"
 *     %        ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]   (a comment)
 *     %_%    5537, TAKANASHI, Yusuke, JPN, 10.5, 505[, 2445]                one line per player
 *     %Round: 1                                 then one block per round
 *        488 (64)>(00) 220001 B                 blackID (bd) >|<|= (wd) whiteID [extra tokens]
 *     %%Added results                           games after this line (play-offs) are not Swiss
 *
 * Conventions of the format we rely on (data/README.md):
 * - The player list is in the official final order; `publishedOrder` keeps it for tests.
 * - Byes and forfeits are not written as games: a present player with no game in a round got
 *   the point. The parser rebuilds them from the published score (see `parseEloFile`).
 * - Round labels that are not numbers (e.g. "SF", "F") and the "%%Added results" section are
 *   play-off games: kept in `extraGames`, not in the Swiss `Tournament`.
 */

import { BOARD_DISCS, Game, Player, Tournament } from "../engine/model";
import { playerHistories } from "../engine/scoring";

export interface EloPlayerLine {
  id: string;
  surname: string;
  firstname: string;
  country: string;
  /** Published final score. */
  score: number;
  /** Published disc count. */
  discs: number;
  rating?: number;
  /** 1-based line number in the file. */
  line: number;
}

export interface EloFile {
  tournament: Tournament;
  /** Header lines "%%Key: value" in file order (keys as written, e.g. "Tournament", "Date"). */
  header: Record<string, string>;
  /** Player ids in the order of the player list (PAPP: the official final standings). */
  publishedOrder: string[];
  /** The player lines as published (score, disc-count, rating). */
  players: EloPlayerLine[];
  /** Play-off / added games, not counted in the Swiss standings. */
  extraGames: Game[];
  /** Non-fatal findings: what was assumed and where (e.g. a bye rebuilt from the score). */
  warnings: string[];
}

/** A parse error naming the line and what was expected. */
export class EloFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EloFormatError";
  }
}

// WOF ids are numbers; other ids (e.g. names written by hand) are accepted as any token without
// spaces, commas or parentheses, so a file written from a sheet without WOF ids reads back.
const PLAYER_RE = /^%_%\s*([^\s,()]+)\s*,(.*)$/;
const GAME_RE = /^\s*([^\s,()]+)\s*\(\s*(\d+)\s*\)\s*([<>=])\s*\(\s*(\d+)\s*\)\s*([^\s,()]+)\s*(.*)$/;
const ROUND_RE = /^%\s*Round\s*:\s*(.*?)\s*$/i;
const HEADER_RE = /^%%\s*([^:]+?)\s*:\s*(.*?)\s*$/;

function num(text: string, what: string, line: number): number {
  const v = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(v)) {
    throw new EloFormatError(`Line ${line}: ${what} must be a number, got "${text.trim()}".`);
  }
  return v;
}

/**
 * Parse a WOF .ELO file.
 *
 * Missing games: for each player, `deficit` = published score − points of his listed games.
 * His rounds without a game become byes (1 point, kind "bye": the format cannot tell a bye from
 * a forfeit win) until the deficit is used up, earliest interior gaps first (a gap followed by a
 * later game means he was present), then trailing gaps in round order; the remaining gaps are
 * absences. A deficit that is not a whole number of points, or larger than the gaps, gives a
 * warning. Players without a score column are not completed.
 *
 * @throws EloFormatError naming the line for a malformed player or game line.
 */
export function parseEloFile(text: string): EloFile {
  const lines = text.split(/\r\n|\r|\n/);
  const header: Record<string, string> = {};
  const players: EloPlayerLine[] = [];
  const games: Game[] = [];
  const extraGames: Game[] = [];
  const warnings: string[] = [];
  let round: number | null = null; // null: before any round, or in a play-off section
  let inExtra = false;
  let roundLabel = "";

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i];
    const line = raw.trim();
    if (line === "") continue;
    if (line.startsWith("%_%")) {
      const m = PLAYER_RE.exec(line);
      if (!m) continue; // separators and remarks such as "%_%______" or "%_% Generated from …"
      const fields = m[2].split(",").map((f) => f.trim());
      if (fields.length < 5 || fields.length > 6) {
        throw new EloFormatError(
          `Line ${lineNo}: a player line needs "ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]", got "${line}".`,
        );
      }
      const [surname, firstname, country, score, discs, rating] = fields;
      players.push({
        id: m[1],
        surname,
        firstname,
        country,
        score: num(score, "score", lineNo),
        discs: num(discs, "disc-count", lineNo),
        rating: rating !== undefined && rating !== "" ? num(rating, "rating", lineNo) : undefined,
        line: lineNo,
      });
      continue;
    }
    const rm = ROUND_RE.exec(line);
    if (rm) {
      roundLabel = rm[1];
      const r = Number(roundLabel);
      inExtra = !(Number.isInteger(r) && r >= 1);
      round = inExtra ? null : r;
      continue;
    }
    if (line.startsWith("%%")) {
      if (/^%%\s*Added results/i.test(line)) {
        inExtra = true;
        round = null;
        roundLabel = "added results";
        continue;
      }
      const hm = HEADER_RE.exec(line);
      if (hm && !(hm[1] in header)) header[hm[1]] = hm[2];
      continue;
    }
    if (line.startsWith("%")) continue; // comment
    const gm = GAME_RE.exec(raw);
    if (!gm) {
      throw new EloFormatError(
        `Line ${lineNo}: expected a game "blackID (discs)>(discs) whiteID" (with >, < or =), got "${line}".`,
      );
    }
    if (round === null && !inExtra) {
      throw new EloFormatError(`Line ${lineNo}: a game before any "%Round: n" line; add the round header.`);
    }
    const bd = Number(gm[2]);
    const wd = Number(gm[4]);
    const sign = gm[3];
    const bp = sign === ">" ? 1 : sign === "<" ? 0 : 0.5;
    const extra = gm[6].trim();
    const g: Game = {
      round: round ?? 0,
      black: gm[1],
      white: gm[5],
      blackDiscs: bd,
      whiteDiscs: wd,
      blackPoints: bp,
      whitePoints: 1 - bp,
      kind: "played",
      origin: `line ${lineNo}${extra ? ` (${extra})` : ""}`,
    };
    if ((bd > wd && bp !== 1) || (bd < wd && bp !== 0) || (bd === wd && bp !== 0.5)) {
      warnings.push(`Line ${lineNo}: result sign "${sign}" disagrees with the discs ${bd}-${wd}; the sign was used.`);
    }
    if (bd + wd !== BOARD_DISCS) {
      warnings.push(`Line ${lineNo}: discs ${bd}+${wd} do not sum to ${BOARD_DISCS}.`);
    }
    if (inExtra) {
      extraGames.push({ ...g, origin: `${g.origin}, ${roundLabel}` });
    } else games.push(g);
  }

  // Players: those listed, plus any id met only in games (with a warning).
  const listed = new Set(players.map((p) => p.id));
  const tPlayers: Player[] = players.map((p) => ({
    id: p.id,
    name: joinName(p.surname, p.firstname),
    country: p.country || undefined,
    rating: p.rating,
  }));
  for (const g of games) {
    for (const id of [g.black, g.white!]) {
      if (!listed.has(id)) {
        listed.add(id);
        tPlayers.push({ id, name: id });
        warnings.push(`${g.origin}: player ${id} is not in the player list; added with his id as name.`);
      }
    }
  }

  let maxRound = 0;
  for (const g of games) if (g.round > maxRound) maxRound = g.round;
  const tournament: Tournament = {
    name: header["Tournament"],
    rounds: maxRound,
    players: tPlayers,
    games,
  };
  completeMissingGames(tournament, players, warnings);
  return { tournament, header, publishedOrder: players.map((p) => p.id), players, extraGames, warnings };
}

/** Rebuild byes from the published scores (see parseEloFile). Mutates t.games (appends byes). */
function completeMissingGames(t: Tournament, lines: EloPlayerLine[], warnings: string[]): void {
  const R = t.rounds ?? 0;
  if (R === 0) return;
  const hist = playerHistories(t, R);
  for (const pl of lines) {
    const h = hist.get(pl.id)!;
    let deficit = pl.score - h.points;
    if (deficit === 0) continue;
    const gaps = h.rounds.filter((e) => e.kind === "absent").map((e) => e.round);
    if (deficit < 0 || !Number.isInteger(deficit) || deficit > gaps.length) {
      warnings.push(
        `Line ${pl.line}: player ${pl.id} has score ${pl.score} but his games give ${h.points} with ` +
          `${gaps.length} round(s) without a game; the games were kept as listed.`,
      );
      if (deficit < 0 || !Number.isInteger(deficit)) continue;
      deficit = Math.min(deficit, gaps.length);
    }
    const interior = gaps.filter((r) => r < h.lastActiveRound);
    const trailing = gaps.filter((r) => r > h.lastActiveRound);
    for (const r of [...interior, ...trailing].slice(0, deficit).sort((a, b) => a - b)) {
      t.games.push({
        round: r,
        black: pl.id,
        white: null,
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 1,
        whitePoints: 0,
        kind: "bye",
        origin: `line ${pl.line} (round ${r}: no game listed, point from the published score)`,
      });
      warnings.push(`Line ${pl.line}: player ${pl.id} has no game in round ${r}; counted as a bye (1 point).`);
    }
  }
}

/** "SURNAME Firstname" (the WOF rating-list style; the by-name tie-break sorts on it). */
function joinName(surname: string, firstname: string): string {
  return [surname, firstname].filter((s) => s !== "").join(" ");
}

/**
 * Split a name for the player line: a "SURNAME, Firstname" comma wins; else the leading run of
 * all-capital words is the surname ("VAN DEN BIGGELAAR Nicky"); else the last word is.
 */
export function splitName(name: string): { surname: string; firstname: string } {
  const comma = name.indexOf(",");
  if (comma >= 0) return { surname: name.slice(0, comma).trim(), firstname: name.slice(comma + 1).trim() };
  const words = name.trim().split(/\s+/).filter((w) => w !== "");
  let k = 0;
  while (k < words.length && isCapitalWord(words[k])) k++;
  if (k === 0 || k === words.length) {
    if (words.length <= 1 || k === words.length) return { surname: words.join(" "), firstname: "" };
    return { surname: words[words.length - 1], firstname: words.slice(0, -1).join(" ") };
  }
  return { surname: words.slice(0, k).join(" "), firstname: words.slice(k).join(" ") };
}

function isCapitalWord(w: string): boolean {
  return w === w.toUpperCase() && w !== w.toLowerCase();
}

export interface EloWriteOptions {
  /** Header lines, written as "%%Key: value" in this order (default: Tournament only). */
  header?: Record<string, string>;
  /** Player ids in the order to list them (e.g. standings order); others follow in list order. */
  order?: string[];
  /** Write the rating column (default: when any player has a rating). */
  withRating?: boolean;
}

function fmtScore(x: number): string {
  return Number.isInteger(x) ? String(x) : String(x);
}

function pad2(x: number): string {
  return x < 10 ? `0${x}` : String(x);
}

/**
 * Write a WOF .ELO file: header, player list (in `order`, e.g. standings order, as PAPP does),
 * then one block per round with the played games. Score and disc-count are computed from the
 * games (a bye or forfeit adds its points to the score and no discs). Byes, forfeits and
 * adjudicated games without discs are not written as game lines: the format has no syntax for
 * them (their points appear in the score column only).
 */
export function writeEloFile(t: Tournament, options: EloWriteOptions = {}): string {
  const hist = playerHistories(t);
  const out: string[] = [];
  const header = options.header ?? (t.name ? { Tournament: t.name } : {});
  for (const [k, v] of Object.entries(header)) out.push(`%%${k}: ${v}`);
  out.push("");
  const withRating = options.withRating ?? t.players.some((p) => p.rating !== undefined);
  out.push(`%        ID, NAME, Firstname, COUNTRY, score, disc-count${withRating ? ", rating" : ""}`);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const ordered: Player[] = [];
  const seen = new Set<string>();
  for (const id of options.order ?? []) {
    const p = byId.get(id);
    if (p && !seen.has(id)) {
      ordered.push(p);
      seen.add(id);
    }
  }
  for (const p of t.players) if (!seen.has(p.id)) ordered.push(p);
  for (const p of ordered) {
    const h = hist.get(p.id)!;
    const { surname, firstname } = splitName(p.name);
    const fields = [p.id.padStart(7), surname, firstname, p.country ?? "", fmtScore(h.points), String(h.discs)];
    if (withRating) fields.push(p.rating !== undefined ? String(p.rating) : "");
    out.push(`%_% ${fields.join(", ")}`);
  }
  out.push("");
  const rounds = new Map<number, Game[]>();
  for (const g of t.games) {
    if (g.kind !== "played" || g.white === null || g.blackDiscs === null || g.whiteDiscs === null) continue;
    let list = rounds.get(g.round);
    if (!list) rounds.set(g.round, (list = []));
    list.push(g);
  }
  for (const r of [...rounds.keys()].sort((a, b) => a - b)) {
    out.push("", `%Round: ${r}`, "");
    for (const g of rounds.get(r)!) {
      const sign = g.blackPoints > g.whitePoints ? ">" : g.blackPoints < g.whitePoints ? "<" : "=";
      out.push(`${g.black.padStart(6)} (${pad2(g.blackDiscs!)})${sign}(${pad2(g.whiteDiscs!)}) ${g.white!.padStart(6)} B`);
    }
  }
  out.push("");
  return out.join("\n");
}
