/**
 * "Pair next round" over the sheets (pure): the pairing input read from the Results (+ Players)
 * sheet, and the pairing written back as Results rows and as a printable "Round N" sheet.
 *
 *   pairingInputFromSheets({ results, players?, round?, options? })
 *       → { tournament, round, fixedPairs, fixedRows, absent, problems }
 *   renderPairingRows(result, tournament, { header?, skipFixed? }) → rows for the Results sheet
 *   roundLines(result, tournament, locale) → the round as lines (names, points, why) every host shows
 *   renderRoundSheet(result, tournament, { locale? }) → the printable "Round N" sheet + page hints
 *   explainPair(pair, tournament, locale) → the localized "Why" of one pair (the one explanation)
 *   pairingFailureText(failure, tournament, locale) → the localized message of a failed round
 *
 * Reading (issue 4): the round to pair is N (given, or found: the last round when none of its games
 * has a result yet, else the one after). Rows of rounds before N are parsed by parseResultsSheet
 * as usual (a game without a result there is an error, with its cell). Rows of round N are NOT
 * given to that parser (they would be "game without result" errors): they are pairs the director
 * fixed by hand, kept as written (colours included) while the rest is completed. Doing the split
 * here, by blanking those rows in a copy of the values, keeps every other row at its own address
 * and leaves results.ts untouched.
 *
 * Players sheet: players without games are late entries and join; withdrawn players are not
 * paired (the engine reads Player.withdrawnAfterRound); an optional "Absent rounds" column
 * (ABSENT_HEADER_ALIASES in src/i18n/pairing.ts: "5,6", "5-7", 결장 라운드, 欠場回戦) lists the rounds
 * a player will miss → `absent` for round N.
 *
 * Names in the output are the player names as written (plain text, number format "@" so a name
 * like "=1+1" or "<img …>" stays text). In Results rows a player is written by name when that name
 * reads back unambiguously (unique, not another player's ID, not a bye word), else by ID — the
 * same rule as tournamentToSheets, so the rows parse back to the same players.
 */
import type { ColourDueCause, FixedPair, Pairing, PairingFailure, PairingSuccess, Tournament } from "../engine";
import { cellAddress, columnLetters, parseTopLeft, quoteSheetName } from "./address";
import { cellErrorProblem, cellNumber, cellShown, readCell, type Cell } from "./cells";
import { playerLabels, RESULTS_TITLES } from "./export";
import {
  findPlayersHeader,
  findResultsHeader,
  normalizeTitle,
  resultsColumnOf,
  type HeaderMatch,
  type PlayersColumn,
  type ResultsColumn,
} from "./headers";
import { invisibleDifference, isByeWord, nameIdentity, nameKey, parsePlayersSheet, parseResultsSheet, sortProblems } from "./results";
import type { Locale, ParseOptions, Problem, ProblemCode, RenderedSheet, SheetInput } from "./types";
import { ONE_PAGE_ROWS, wallPageSetup, type PageSetup } from "./print";
import { problemMessage } from "../i18n/problems";
import {
  ABSENT_HEADER_ALIASES,
  failureText,
  pairingProblemText,
  reasonText,
  ROUND_LABELS,
  type PairingProblemCode,
} from "../i18n/pairing";

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** A Problem whose code may also be one of the pairing codes (templates in src/i18n/pairing.ts). */
export interface PairingProblem extends Omit<Problem, "code"> {
  code: ProblemCode | PairingProblemCode;
}

export interface PairingSheetsInput {
  results: SheetInput;
  players?: SheetInput;
  /** Round to pair; default: found from the sheet (see the file comment). */
  round?: number;
  options?: ParseOptions;
}

/** A row of round N typed by the director: kept as a fixed pair. */
export interface FixedRow {
  pair: FixedPair;
  /** 0-based row index inside results.values. */
  row: number;
  /** The table number typed in the row, if any. */
  table?: number;
  /** A1 address of the row's Table cell (undefined when the sheet has no Table column). */
  tableCell?: string;
}

export interface PairingInput {
  /** Players (late entries included) and the games of rounds 1..round−1. */
  tournament: Tournament;
  /** The round to pair. */
  round: number;
  /** Pairs fixed by the director (rows of round N without a result), in sheet order. */
  fixedPairs: FixedPair[];
  fixedRows: FixedRow[];
  /** Player ids absent in round N (Players sheet "Absent rounds"). */
  absent: string[];
  /** Every problem, sorted by sheet then cell. Pair only when there is no "error". */
  problems: PairingProblem[];
}

const DEFAULT_SEARCH_ROWS = 30;
const ABSENT_TITLES = new Set(ABSENT_HEADER_ALIASES.map(normalizeTitle));

/** Collects problems of one sheet block with sheet-qualified addresses. */
class Sink {
  private readonly origin: { row: number; col: number };
  constructor(
    private readonly sheet: string,
    topLeft: string | undefined,
    private readonly out: PairingProblem[],
  ) {
    this.origin = parseTopLeft(topLeft);
  }
  cell(row: number, col: number): string {
    return cellAddress(this.origin, row, col);
  }
  address(row: number, col: number): string {
    return `${quoteSheetName(this.sheet)}!${this.cell(row, col)}`;
  }
  add(
    severity: Problem["severity"],
    code: ProblemCode | PairingProblemCode,
    row: number,
    col: number,
    params: Record<string, string | number> = {},
  ): void {
    const cell = this.cell(row, col);
    const message = isPairingCode(code) ? pairingProblemText(code, params, "en") : problemMessage(code, params, "en");
    this.out.push({ severity, sheet: this.sheet, cell, address: `${quoteSheetName(this.sheet)}!${cell}`, code, message, params });
  }
}

const PAIRING_CODES = new Set<string>([
  "pair-round-invalid",
  "pair-round-gap",
  "pair-round-has-results",
  "pair-row-after-round",
  "absent-invalid",
  "absent-fixed",
  "pair-table-twice",
]);

function isPairingCode(code: string): code is PairingProblemCode {
  return PAIRING_CODES.has(code);
}

/** A pairing problem's message in a locale, without its address (for a list that shows it apart). */
export function pairingProblemMessage(problem: PairingProblem, locale: Locale = "en"): string {
  return isPairingCode(problem.code)
    ? pairingProblemText(problem.code, problem.params, locale)
    : problemMessage(problem.code, problem.params, locale);
}

/** A pairing problem's message in a locale, with the address in front ("Results!C14: …"). */
export function formatPairingProblem(problem: PairingProblem, locale: Locale = "en"): string {
  return `${problem.address}: ${pairingProblemMessage(problem, locale)}`;
}

/**
 * Absent rounds from a cell: a number (5), or text listing rounds and ranges separated by commas,
 * semicolons, spaces or "、": "5,6", "5-7", "５、６". Undefined when the text is not such a list.
 */
export function parseAbsentRounds(cell: Cell): number[] | undefined {
  if (cell.kind === "empty") return [];
  if (cell.kind === "number") return Number.isInteger(cell.value) && cell.value >= 1 ? [cell.value] : undefined;
  if (cell.kind !== "text") return undefined;
  const text = cell.value.normalize("NFKC").replace(/[\u2013\u2014\u2212\u30FC~]/g, "-");
  const out: number[] = [];
  for (const token of text.split(/[,;、，\s]+/)) {
    if (token === "") continue;
    const m = /^(\d+)(?:-(\d+))?$/.exec(token);
    if (!m) return undefined;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (a < 1 || b < a || b - a > 1000) return undefined;
    for (let r = a; r <= b; r++) out.push(r);
  }
  return out;
}

interface RowInfo {
  r: number;
  round: number;
  bye: boolean;
  /** A disc or result cell is filled. */
  hasResult: boolean;
}

/** Read the pairing input of round N from the sheets (see the file comment). Never throws. */
export function pairingInputFromSheets(input: PairingSheetsInput): PairingInput {
  const problems: PairingProblem[] = [];
  const searchRows = input.options?.headerSearchRows ?? DEFAULT_SEARCH_ROWS;
  const values = Array.isArray(input.results.values) ? input.results.values : [];
  const sink = new Sink(input.results.sheetName, input.results.topLeft, problems);
  const header = findResultsHeader(values, searchRows);

  if (!header) {
    // Let the results parser report the missing header (and read the Players sheet).
    const parsed = parseResultsSheet({ ...input.results, players: input.players, options: input.options });
    problems.push(...parsed.problems);
    return { tournament: parsed.tournament, round: input.round ?? 1, fixedPairs: [], fixedRows: [], absent: [], problems };
  }
  const col = header.columns as Record<ResultsColumn, number | undefined>;
  const get = (row: unknown[], k: ResultsColumn): Cell => (col[k] === undefined ? { kind: "empty" } : readCell(row[col[k]!]));

  // Classify the data rows that have a valid round number (the others are left to the parser).
  const rows: RowInfo[] = [];
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const n = cellNumber(get(row, "round"));
    if (n === undefined || !Number.isInteger(n) || n < 1) continue;
    const side = (k: ResultsColumn) => {
      const c = get(row, k);
      return c.kind === "text" && isByeWord(c.value);
    };
    const hasResult = (["blackDiscs", "whiteDiscs", "result"] as const).some((k) => get(row, k).kind !== "empty");
    rows.push({ r, round: n, bye: side("black") || side("white"), hasResult });
  }

  // The round to pair.
  let round: number;
  const lastWritten = rows.reduce((m, x) => Math.max(m, x.round), 0);
  if (input.round !== undefined) {
    if (!Number.isInteger(input.round) || input.round < 1) {
      sink.add("error", "pair-round-invalid", header.row, col.round!, { value: String(input.round) });
      const parsed = parseResultsSheet({ ...input.results, players: input.players, options: input.options });
      problems.push(...parsed.problems);
      sortProblems(problems as Problem[]);
      return { tournament: parsed.tournament, round: NaN, fixedPairs: [], fixedRows: [], absent: [], problems };
    }
    round = input.round;
  } else {
    // The last written round is still to be paired while none of its games has a result. A round
    // of bye rows only is pending (a bye fixed by the director) unless those byes seat every
    // player who could play it (e.g. one player left): then it is complete.
    const last = rows.filter((x) => x.round === lastWritten);
    const started = last.some((x) => !x.bye && x.hasResult);
    const games = last.filter((x) => !x.bye).length;
    const byesOnlyComplete = lastWritten > 0 && games === 0 && last.length >= eligibleCount(values, header, input, lastWritten);
    round = lastWritten === 0 ? 1 : started || byesOnlyComplete ? lastWritten + 1 : lastWritten;
  }
  const before = rows.filter((x) => x.round < round).reduce((m, x) => Math.max(m, x.round), 0);
  if (round > before + 1) {
    sink.add("error", "pair-round-gap", header.row, col.round!, { round, last: before, next: before + 1 });
  }

  // Blank the rows of round N and later in a copy, so the parser sees only earlier rounds.
  const pending = rows.filter((x) => x.round === round);
  const filtered = values.slice();
  // One problem per later round, at its first row (a whole played event would otherwise give
  // hundreds of lines); the count says how many rows it covers.
  const laterRounds = new Map<number, { r: number; count: number }>();
  for (const x of rows) {
    if (x.round < round) continue;
    filtered[x.r] = [];
    if (x.round > round) {
      const first = laterRounds.get(x.round);
      if (first) first.count++;
      else laterRounds.set(x.round, { r: x.r, count: 1 });
    }
  }
  for (const [n, { r, count }] of laterRounds) sink.add("error", "pair-row-after-round", r, col.round!, { rowRound: n, round, count });
  const parsed = parseResultsSheet({ ...input.results, values: filtered, players: input.players, options: input.options });
  problems.push(...parsed.problems);
  const tournament = parsed.tournament;

  // Players known so far, for resolving the fixed pairs.
  // Keyed by nameIdentity (src/sheets/results.ts): spellings that differ only invisibly are one player.
  const fromSheet = input.players !== undefined;
  const byId = new Map(tournament.players.map((p) => [nameIdentity(p.id), p] as const));
  const byName = new Map<string, string[]>();
  const byKey = new Map<string, string>();
  const addName = (id: string, name: string) => {
    byName.set(nameIdentity(name), [...(byName.get(nameIdentity(name)) ?? []), id]);
    if (!byKey.has(nameKey(nameIdentity(name)))) byKey.set(nameKey(nameIdentity(name)), name);
  };
  for (const p of tournament.players) addName(p.id, p.name);

  const resolve = (cell: Cell, r: number, c: number, side: "black" | "white"): string | "BYE" | undefined => {
    switch (cell.kind) {
      case "empty":
        sink.add("error", "player-missing", r, c, { side });
        return undefined;
      case "other":
        sink.add("error", "player-not-text", r, c, { value: cell.value });
        return undefined;
      case "error": {
        const p = cellErrorProblem(cell);
        sink.add("error", p.code, r, c, p.params);
        return undefined;
      }
    }
    const text = cellShown(cell);
    if (isByeWord(text)) return "BYE";
    const key = nameIdentity(text);
    const merged = (id: string, written: string): string => {
      if (written !== text) {
        const first = tournament.games.find((g) => g.black === id || g.white === id)?.origin;
        const otherAddress = first ?? (input.players ? quoteSheetName(input.players.sheetName) : sink.address(r, c));
        sink.add("warning", "name-merged", r, c, { name: text, other: written, otherAddress, difference: invisibleDifference(text, written) });
      }
      return id;
    };
    const known = byId.get(key);
    if (known) return merged(known.id, known.id);
    const ids = byName.get(key);
    if (ids && ids.length === 1) return merged(ids[0], tournament.players.find((p) => p.id === ids[0])?.name ?? ids[0]);
    if (ids && ids.length > 1) {
      sink.add("error", "ambiguous-player", r, c, { name: text, otherAddress: ids.join(", ") });
      return undefined;
    }
    if (fromSheet) {
      const near = byKey.get(nameKey(key));
      if (near) sink.add("error", "unknown-player-close", r, c, { name: text, suggestion: near });
      else sink.add("error", "unknown-player", r, c, { name: text });
      return undefined;
    }
    // No Players sheet: a new name in a fixed pair is a late entry (the name is the id).
    const p = { id: text, name: text };
    tournament.players.push(p);
    byId.set(key, p);
    addName(text, text);
    return text;
  };

  const fixedPairs: FixedPair[] = [];
  const fixedRows: FixedRow[] = [];
  const seen = new Map<string, string>(); // id → address of its fixed pair
  const tableAt = new Map<number, string>(); // table typed in a fixed row → its address
  // Rows of round N with a result: one problem at the first, counting them all.
  const withResult = pending.filter((x) => x.hasResult && !x.bye);
  if (withResult.length > 0) {
    const first = withResult[0];
    const k = (["blackDiscs", "whiteDiscs", "result"] as const).find((k) => get(values[first.r] as unknown[], k).kind !== "empty")!;
    sink.add("error", "pair-round-has-results", first.r, col[k]!, { round, next: round + 1, count: withResult.length });
  }
  for (const x of pending) {
    const row = values[x.r] as unknown[];
    if (x.hasResult && !x.bye) continue;
    if (x.bye && (get(row, "blackDiscs").kind !== "empty" || get(row, "whiteDiscs").kind !== "empty")) {
      const k = get(row, "blackDiscs").kind !== "empty" ? "blackDiscs" : "whiteDiscs";
      sink.add("error", "bye-with-discs", x.r, col[k]!, { value: cellShown(get(row, k)) });
      continue;
    }
    const black = resolve(get(row, "black"), x.r, col.black!, "black");
    const white = resolve(get(row, "white"), x.r, col.white!, "white");
    // Each resolved player once in the round, and not withdrawn (checked even when the other side
    // of the row is wrong, so every problem is reported at once).
    let ok = black !== undefined && white !== undefined;
    for (const [id, c] of [
      [black, col.black!],
      [white, col.white!],
    ] as const) {
      if (id === undefined || id === "BYE" || (id === black && id === white && c === col.white)) continue;
      const p = byId.get(nameIdentity(id))!;
      const first = seen.get(id);
      if (first) {
        sink.add("error", "player-twice-in-round", x.r, c, { name: p.name, round, otherAddress: first });
        ok = false;
      } else seen.set(id, sink.address(x.r, c));
      if (p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < round) {
        sink.add("error", "played-after-withdrawal", x.r, c, { name: p.name, round, withdrawn: p.withdrawnAfterRound });
        ok = false;
      }
    }
    if (black === undefined || white === undefined) continue;
    if (black === "BYE" && white === "BYE") {
      sink.add("error", "double-bye", x.r, col.white!);
      continue;
    }
    if (black === white) {
      sink.add("error", "self-game", x.r, col.white!, { name: byId.get(nameIdentity(black))!.name });
      continue;
    }
    const pair: FixedPair = black === "BYE" ? { black: white, white: null } : { black, white: white === "BYE" ? null : white };
    if (!ok) continue;
    const fr: FixedRow = { pair, row: x.r };
    const t = get(row, "table");
    const tn = cellNumber(t);
    if (tn !== undefined && Number.isInteger(tn) && tn >= 1) {
      const other = tableAt.get(tn);
      if (other) {
        sink.add("error", "pair-table-twice", x.r, col.table!, { table: tn, round, otherAddress: other });
        continue;
      }
      tableAt.set(tn, sink.address(x.r, col.table!));
      fr.table = tn;
    }
    if (col.table !== undefined) fr.tableCell = sink.cell(x.r, col.table);
    fixedPairs.push(pair);
    fixedRows.push(fr);
  }

  const absent = input.players ? readAbsent(input.players, round, searchRows, byId, seen, problems) : [];
  sortProblems(problems as Problem[]);
  return { tournament, round, fixedPairs, fixedRows, absent, problems };
}

/**
 * How many players could play `round`: the Players sheet's players neither withdrawn before it nor
 * absent in it, or, without a Players sheet, the distinct player cells of the results (bye words
 * excluded).
 */
function eligibleCount(values: unknown[][], header: HeaderMatch<ResultsColumn>, input: PairingSheetsInput, round: number): number {
  if (input.players) {
    const players = parsePlayersSheet(input.players).players;
    const byId = new Map(players.map((p) => [nameIdentity(p.id), p] as const));
    const absent = readAbsent(input.players, round, input.options?.headerSearchRows ?? DEFAULT_SEARCH_ROWS, byId, new Map(), []);
    return players.filter((p) => p.withdrawnAfterRound === undefined || p.withdrawnAfterRound >= round).length - absent.length;
  }
  const names = new Set<string>();
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    for (const k of ["black", "white"] as const) {
      const c = header.columns[k] === undefined ? ({ kind: "empty" } as Cell) : readCell(row[header.columns[k]!]);
      if (c.kind === "text" || c.kind === "number") {
        const text = cellShown(c);
        if (!isByeWord(text)) names.add(text);
      }
    }
  }
  return names.size;
}

/** The "Absent rounds" column of the Players sheet → ids absent in `round`. */
function readAbsent(
  input: SheetInput,
  round: number,
  searchRows: number,
  /** Players by nameIdentity of their id. */
  byId: Map<string, { id: string; name: string; withdrawnAfterRound?: number }>,
  fixed: Map<string, string>,
  problems: PairingProblem[],
): string[] {
  const values = Array.isArray(input.values) ? input.values : [];
  const header = findPlayersHeader(values, searchRows);
  if (!header) return []; // reported by the players parser
  const sink = new Sink(input.sheetName, input.topLeft, problems);
  const titles = (values[header.row] ?? []) as unknown[];
  const cols: number[] = [];
  titles.forEach((t, c) => {
    if (typeof t === "string" && ABSENT_TITLES.has(normalizeTitle(t))) cols.push(c);
  });
  if (cols.length === 0) return [];
  if (cols.length > 1) {
    sink.add("error", "duplicate-column", header.row, cols[1], {
      column: String(titles[cols[1]]).trim(),
      otherAddress: sink.address(header.row, cols[0]),
    });
  }
  const ac = cols[0];
  const pc = header.columns as Record<PlayersColumn, number | undefined>;
  const out: string[] = [];
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const name = readCell(row[pc.name!]);
    if (name.kind !== "text" && name.kind !== "number") continue; // reported by the players parser
    const idCell = pc.id === undefined ? name : readCell(row[pc.id]);
    const id = idCell.kind === "empty" ? cellShown(name) : cellShown(idCell);
    const cell = readCell(row[ac]);
    if (cell.kind === "error") {
      const p = cellErrorProblem(cell);
      sink.add("error", p.code, r, ac, p.params);
      continue;
    }
    const list = parseAbsentRounds(cell);
    if (list === undefined) {
      sink.add("error", "absent-invalid", r, ac, { value: cellShown(cell) });
      continue;
    }
    const p = byId.get(nameIdentity(id));
    if (!p || !list.includes(round)) continue;
    if (p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < round) continue; // not paired anyway
    const inPair = fixed.get(p.id);
    if (inPair) {
      sink.add("error", "absent-fixed", r, ac, { name: p.name, round, otherAddress: inPair });
      continue;
    }
    if (!out.includes(p.id)) out.push(p.id);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/**
 * The director's table numbers: a fixed row with a Table typed keeps that table; every other pair
 * takes the free numbers from 1 in the engine's board order (top scores first), the bye last.
 * Returns the result with the tables renumbered and the pairs sorted by table (nothing else changes).
 */
export function applyTypedTables(result: PairingSuccess, fixedRows: readonly FixedRow[]): PairingSuccess {
  const typed = new Map<string, number>();
  for (const fr of fixedRows) if (fr.table !== undefined) typed.set(`${fr.pair.black}\u0000${fr.pair.white}`, fr.table);
  if (typed.size === 0) return result;
  const used = new Set(typed.values());
  let next = 1;
  const free = () => {
    while (used.has(next)) next++;
    used.add(next);
    return next;
  };
  const key = (p: Pairing) => `${p.black}\u0000${p.white}`;
  const pairs = result.pairs.map((p) => ({ ...p }));
  for (const p of pairs) if (typed.has(key(p))) p.table = typed.get(key(p))!;
  for (const p of pairs) if (!typed.has(key(p)) && p.white !== null) p.table = free();
  for (const p of pairs) if (!typed.has(key(p)) && p.white === null) p.table = free();
  pairs.sort((a, b) => a.table - b.table);
  return { ...result, pairs };
}

export interface PairingRowsOptions {
  /**
   * The header row of the Results sheet (its titles, as read). Rows follow its column order;
   * columns it does not know are left empty. Default: the canonical titles RESULTS_TITLES.
   */
  header?: readonly unknown[];
  /** Leave out the pairs fixed by the director (their rows are already in the sheet). */
  skipFixed?: boolean;
}

export interface PairingRows {
  /** One row per table (no header row), as wide as the header. */
  values: (string | number | null)[][];
  /** Same shape: "0" for round/table, "@" (text) for players, "General" elsewhere. */
  numberFormats: string[][];
  /** What each column holds (undefined: a column this module does not fill). */
  columns: (ResultsColumn | undefined)[];
  /** The table of each row (same order as values). */
  tables: number[];
}

/**
 * The round's rows for the Results sheet: Round, Table, Black, empty disc cells, White ("BYE" for
 * the bye, which every locale's parser reads), empty Result, in the header's column order.
 */
export function renderPairingRows(result: PairingSuccess, t: Tournament, options: PairingRowsOptions = {}): PairingRows {
  const header = options.header ?? RESULTS_TITLES;
  const columns = header.map((title) => resultsColumnOf(title));
  // Only the first column of each kind is filled (a duplicate title is an input error anyway).
  const firstOf = new Map<ResultsColumn, number>();
  columns.forEach((k, i) => {
    if (k !== undefined && !firstOf.has(k)) firstOf.set(k, i);
  });
  const label = playerLabels(t);
  const values: (string | number | null)[][] = [];
  const numberFormats: string[][] = [];
  const tables: number[] = [];
  for (const p of result.pairs) {
    if (options.skipFixed && p.reasons.some((r) => r.kind === "fixed")) continue;
    const line: (string | number | null)[] = header.map(() => null);
    const fmts = header.map(() => "General");
    const put = (k: ResultsColumn, v: string | number, f: string) => {
      const i = firstOf.get(k);
      if (i === undefined) return;
      line[i] = v;
      fmts[i] = f;
    };
    put("round", result.round, "0");
    put("table", p.table, "0");
    put("black", label.get(p.black) ?? p.black, "@");
    put("white", p.white === null ? "BYE" : label.get(p.white) ?? p.white, "@");
    values.push(line);
    numberFormats.push(fmts);
    tables.push(p.table);
  }
  return { values, numberFormats, columns, tables };
}

/** Page setup of the printable round sheet: the PageSetup every printable sheet uses (./print.ts). */
export type RoundPageSetup = PageSetup;

export interface RoundSheet extends RenderedSheet {
  /** The sheet's name in the locale: "Round 5", "5라운드", "第5回戦". */
  name: string;
  /** The printed block: Table … White's points (the Why column is for the director, not printed). */
  printArea: string;
  pageSetup: RoundPageSetup;
  /** 0-based index of the Why column (outside the print area). */
  whyColumn: number;
}

/** Up to this many tables the round prints on one portrait page (the header row is the 61st). */
export const ROUND_SHEET_ONE_PAGE = ONE_PAGE_ROWS - 1;

/** Format a score in points for display: 3, 3.5. */
function pts(x: number): string {
  return String(x);
}

/** Names by id. */
function namesOf(t: Tournament): Map<string, string> {
  return new Map(t.players.map((p) => [p.id, p.name] as const));
}

/** One pair as every host shows it: names as written, points before the round, the why. */
export interface RoundLine {
  table: number;
  black: string;
  blackPoints: number;
  /** null = the bye. */
  white: string | null;
  whitePoints: number | null;
  /** The one explanation of the pair (explainPair), in the locale. */
  why: string;
  /** A pair the director fixed (kept as written). */
  fixed: boolean;
}

/**
 * The round as lines, from the model: the engine's pairs and reasons and the history it paired
 * from (points before the round). The Round sheet, the command line's table and the pane's list
 * are all formatted from these.
 */
export function roundLines(result: PairingSuccess, t: Tournament, locale: Locale = "en"): RoundLine[] {
  const states = result.history.states;
  const names = namesOf(t);
  const points = (id: string) => (states.get(id)?.score ?? 0) / 2;
  return result.pairs.map((p) => ({
    table: p.table,
    black: names.get(p.black) ?? p.black,
    blackPoints: points(p.black),
    white: p.white === null ? null : names.get(p.white) ?? p.white,
    whitePoints: p.white === null ? null : points(p.white),
    why: explainWith(p, names, locale),
    fixed: p.reasons.some((r) => r.kind === "fixed"),
  }));
}

/**
 * The printable "Round N" sheet: Table | Black | Pts | White | Pts | Why (roundLines). Points are
 * before the round. The bye row shows the localized bye word in the White column.
 */
export function renderRoundSheet(result: PairingSuccess, t: Tournament, options: { locale?: Locale } = {}): RoundSheet {
  const locale: Locale = options.locale && ROUND_LABELS[options.locale] ? options.locale : "en";
  const L = ROUND_LABELS[locale];
  const header = [L.table, L.black, L.score, L.white, L.score, L.why];
  const values: (string | number | null)[][] = [header];
  const numberFormats: string[][] = [header.map(() => "@")];
  for (const line of roundLines(result, t, locale)) {
    values.push([line.table, line.black, line.blackPoints, line.white ?? L.bye, line.whitePoints, line.why]);
    numberFormats.push(["0", "@", "General", "@", "General", "@"]);
  }
  const n = result.pairs.length;
  const pageSetup = wallPageSetup(n + 1);
  const width = (c: number, min: number, max: number) => {
    let w = min;
    for (const line of values) {
      const v = line[c];
      const s = v === null ? "" : String(v);
      let len = 0;
      for (const ch of s) len += /[\u1100-\u11FF\u2E80-\uA4CF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFF60]/.test(ch) ? 2 : 1;
      w = Math.max(w, len);
    }
    return Math.min(w + 2, max);
  };
  const columnWidths = [width(0, 5, 8), width(1, 10, 36), width(2, 4, 7), width(3, 10, 36), width(4, 4, 7), width(5, 20, 100)];
  return {
    name: L.sheetName(result.round),
    values,
    numberFormats,
    headerRowCount: 1,
    columnWidths,
    printArea: `A1:${columnLetters(4)}${n + 1}`,
    pageSetup,
    whyColumn: 5,
  };
}

/** Why a colour was due, in the locale. */
function causeText(cause: ColourDueCause | null, locale: Locale): string {
  if (cause === null) return "";
  switch (cause.kind) {
    case "more-blacks":
      return reasonText("whyMoreBlack", { n: cause.by }, locale);
    case "more-whites":
      return reasonText("whyMoreWhite", { n: cause.by }, locale);
    case "last-colour":
      return reasonText(cause.colour === "black" ? "whyLastBlack" : "whyLastWhite", {}, locale);
  }
}

/**
 * The localized "Why" of one pair: the one explanation, built from the engine's structured
 * reasons (player names, not ids; points, not half-points). Every host shows this text.
 */
export function explainPair(p: Pairing, t: Tournament, locale: Locale = "en"): string {
  return explainWith(p, namesOf(t), locale);
}

function explainWith(p: Pairing, names: Map<string, string>, locale: Locale): string {
  const L = ROUND_LABELS[locale] ?? ROUND_LABELS.en;
  const nm = (id: string) => names.get(id) ?? id;
  const colour = (c: "black" | "white") => L.colour[c];
  const random = p.reasons.some((r) => r.kind === "first-round" && r.method === "random");
  const fixedBye = p.reasons.some((r) => r.kind === "bye" && r.reason === "fixed");
  const parts: string[] = [];
  let reversedSaid = false;
  for (const r of p.reasons) {
    switch (r.kind) {
      case "fixed":
        if (!fixedBye) parts.push(reasonText("fixed", {}, locale));
        break;
      case "first-round":
        parts.push(r.method === "random" ? reasonText("firstRandom", { seed: r.seed ?? "" }, locale) : reasonText("firstRating", {}, locale));
        break;
      case "float":
        parts.push(reasonText("float", { up: nm(r.up), down: nm(r.down), gap: pts(r.gap), upScore: pts(r.upScore), downScore: pts(r.downScore) }, locale));
        break;
      case "colour": {
        if (r.rule.kind === "table-parity") {
          parts.push(random ? reasonText("colourRandom", {}, locale) : reasonText("colourTable", { table: r.rule.table }, locale));
        } else if (r.rule.kind === "reverse-round") {
          if (!reversedSaid && r.got === "black") {
            parts.push(reasonText("colourReversed", { player: nm(r.player), colour: colour(r.got), round: r.rule.round }, locale));
            reversedSaid = true;
          }
        } else if (r.due !== null) {
          const params = { player: nm(r.player), colour: colour(r.got), due: colour(r.due), why: causeText(r.cause, locale) };
          parts.push(reasonText(r.due === r.got ? "colourAsDue" : "colourNotDue", params, locale));
        }
        break;
      }
      case "colour-imbalance":
        parts.push(reasonText("imbalance", { player: nm(r.player), imbalance: `${r.imbalance > 0 ? "+" : ""}${r.imbalance}` }, locale));
        break;
      case "rematch": {
        const text = reasonText(r.reversedColours ? "rematchReversed" : "rematch", { rounds: r.rounds.join(", ") }, locale);
        parts.push(r.forced ? `${text}${L.sep}${reasonText("rematchForced", {}, locale)}` : text);
        break;
      }
      case "same-country":
        parts.push(reasonText("sameCountry", { country: r.country }, locale));
        break;
      case "bye":
        parts.push(
          reasonText(r.reason === "fixed" ? "byeFixed" : r.reason === "lowest-group" ? "byeLowest" : "byeForced", { score: pts(r.score) }, locale),
        );
        break;
    }
  }
  const text = parts.join(L.sep);
  return locale === "en" && text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * The localized message of a failed round: names (not ids) of the blocking players and the
 * settings that would allow a complete round (as the engine tried them on this round).
 */
export function pairingFailureText(failure: PairingFailure, t: Tournament, locale: Locale = "en"): string {
  const names = namesOf(t);
  const L = ROUND_LABELS[locale] ?? ROUND_LABELS.en;
  const e = failure.error;
  const players = e.blockingPlayers.map((id) => names.get(id) ?? id).join(", ");
  switch (e.code) {
    case "NO_COMPLETE_ROUND": {
      const parts = [
        e.blockingPlayers.length > 0
          ? failureText("noRound", { round: failure.round, players }, locale)
          : failureText("noRoundBye", { round: failure.round }, locale),
      ];
      const known = e.wouldAllow.filter((w) => ["reversedColourRematch", "sameColourRematch", "byeTwice"].includes(w.setting));
      if (known.length > 0) {
        const settings = known.map((w) => failureText(w.setting as "byeTwice", {}, locale)).join(L.or);
        parts.push(failureText("wouldAllow", { settings }, locale));
      } else parts.push(failureText("noSetting", {}, locale));
      if (/fixed pair/i.test(e.message)) parts.push(failureText("fixedHint", {}, locale));
      return parts.join(" ");
    }
    case "INVALID_FIXED_PAIR":
      return failureText("invalidFixed", { players, detail: e.message }, locale);
    case "INVALID_SETTINGS":
      return failureText("invalidSettings", { detail: e.message }, locale);
    case "NOBODY_TO_PAIR":
      return failureText("nobody", { round: failure.round }, locale);
    default:
      return failureText("invalidData", { detail: e.message }, locale);
  }
}
