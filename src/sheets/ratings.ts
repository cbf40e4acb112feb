/**
 * The rating list in a workbook (issue 9): the Ratings, History and Rated games sheets ⇄ the engine's
 * RatingBook (src/engine/ratings/list.ts). Pure: 2-D cell values in, a plan (preview rows + the 2-D values
 * and number formats of the sheets to write) out, so a host needs one read and one write:
 *
 *   read (1 sync): the used ranges of Results, Players (optional), Ratings, History, Rated games
 *   planRatingUpdate({ results, players?, ratings?, history?, games?, event, settings, locale? })
 *     → { ok: false, problems } (nothing to write) | { ok: true, preview, writes, problems (warnings) }
 *   planRatingUndo({ ratings, history, games?, event: { name, date? }, locale? }) → the same shape
 *   appliedEvents(history) → the events on the History, each with whether it can be undone now
 *   write (1 sync): each RatingSheetWrite (values at `topLeft`, formats first; clear what the old block
 *   covered beyond the new one: `rowsRead` × `columnsRead`)
 *
 * Sheets:
 * - **Ratings** (the user's list, updated in place): ID, Name, Rating, Games, Provisional, Last event, titled
 *   in English, Korean or Japanese, in any order, header row searched in the first rows; other columns and
 *   rows above the header are kept as they are. Missing columns are added at the right. A player's key is his
 *   ID, or his name when the ID cell is empty. Newcomers are appended at the bottom.
 * - **History** (written by Brightwell, rewritten whole): one row per player and applied event — Event, Date,
 *   ID, Name, Old, Expected, Points, Games, Change, New, Provisional, then what undo needs: Games before,
 *   Provisional before, Last event before (the list's cells exactly as they were), Newcomer, Method,
 *   Applied at (ISO 8601 from the host), Games key (identity of the event's games, see list.ts).
 * - **Rated games** (KBA; written by Brightwell): one row per rated game and player — Event, Date, Round, ID,
 *   Player, Opponent ID, Opponent, Opponent rating (the one the game was rated against), Result, Weight.
 *   Not named "Games": that name means the Results sheet.
 *
 * Matching the event's players to the list: by ID (the Players sheet's ID column), else by name, both compared as
 * sheets/results/names.ts compares them (nameIdentity: invisible characters, kinds of spaces and NFD accents aside).
 * A name matching two rows of the list is an error (give IDs); so is a name on the list only in another case,
 * width or spacing (nameKey), since it may be another person; a match by name where the event had another ID
 * is a warning. Keys (ID, else name) are kept as their nameIdentity on every sheet.
 *
 * Undo rule: an event can be undone only while it is the latest event of every one of its players (applied
 * order: Applied at, then row order); otherwise it is refused naming the later event to undo first. Undo
 * restores the Rating, Games, Provisional and Last event cells of its players exactly as they were, removes
 * the players it added, and removes its History and Rated games rows.
 */
import {
  eventGamesOf,
  eventKey,
  eventNameKey,
  isRatedGame,
  isIsoDate,
  lastEventLabel,
  RatingBook,
  RatingInputError,
  resolveRatingSettings,
  type GameRecord,
  type HistoryRecord,
  type ListPlayer,
  type RatingMethod,
  type RatingSettings,
  type RatingSettingsInput,
  type Player,
  PROVISIONAL_MAX_GAMES,
  type GameResult,
} from "../engine";
import { cellAddress, parseTopLeft, quoteSheetName } from "./address";
import { cellNumber, cellShown, readCell, unwrapCell, type Cell } from "./cells";
import { findHeaderRow, normalizeTitle } from "./headers";
import { nameIdentity, nameKey, parseResultsSheet } from "./results";
import { fillTemplate, problemMessage } from "../i18n/problems";
import {
  HISTORY_COLUMNS,
  HISTORY_TITLES,
  RATED_GAMES_COLUMNS,
  RATED_GAMES_TITLES,
  RATING_PROBLEM_TEMPLATES,
  RATING_SHEET_NAMES,
  RATING_WORDS,
  RATINGS_COLUMNS,
  RATINGS_TITLES,
  titleOf,
  type HistoryColumn,
  type RatedGamesColumn,
  type RatingProblemCode,
  type RatingsColumn,
} from "../i18n/ratings";
import type { Locale, ParseOptions, Problem, ProblemCode, SheetInput } from "./types";

/** What a cell of a written sheet holds. */
export type CellValue = string | number | boolean | null;

/** A problem of the rating sheets (or of the Results sheet it reads), tied to one cell. */
export interface RatingProblem extends Omit<Problem, "code"> {
  code: ProblemCode | RatingProblemCode;
}

/** One sheet to write. */
export interface RatingSheetWrite {
  /** The sheet read (or "Ratings" / "History" / "Rated games" when it is created). */
  sheetName: string;
  /** True when the sheet does not exist yet. */
  create: boolean;
  /** Address of values[0][0] inside the sheet ("A1" for History and Rated games, which are written whole). */
  topLeft: string;
  values: CellValue[][];
  /** Same shape as values; write them BEFORE the values ("@" keeps a name like "=x" as text). */
  numberFormats: string[][];
  /** 0-based index of the header row in values. */
  headerRow: number;
  columnWidths: number[];
  /** Size of the block read from the sheet before (0 × 0 when created): clear what `values` no longer covers. */
  rowsRead: number;
  columnsRead: number;
}

/** A preview line (pane and `rate`): one per player with a rated game in the event. */
export interface RatingPreviewRow {
  /** The player's key on the list: his ID, or his name when he has no ID. */
  id: string;
  name: string;
  /** Rating before (an Elo newcomer: the start rating; a KBA newcomer: null). */
  old: number | null;
  expected: number;
  points: number;
  games: number;
  delta: number | null;
  new: number;
  provisional: boolean;
  newcomer: boolean;
  /** How he was found on the list. */
  match: "id" | "name" | "new";
}

export interface RatingSheetsInput {
  /** The Ratings sheet (undefined: none yet, a new list is started). */
  ratings?: SheetInput;
  history?: SheetInput;
  games?: SheetInput;
  /** Language of the titles written and of the problems (default en). */
  locale?: Locale;
}

export interface RatingEventInput {
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  /** When the host applies it (ISO 8601, e.g. new Date().toISOString()). */
  appliedAt: string;
}

export interface RatingUpdateInput extends RatingSheetsInput {
  results: SheetInput;
  players?: SheetInput;
  event: RatingEventInput;
  settings: RatingSettingsInput;
  /** Options of the results parser (default: discs not adding to 64 are a warning; a pending last round is skipped). */
  resultsOptions?: ParseOptions;
}

export interface RatingWrites {
  ratings: RatingSheetWrite;
  history: RatingSheetWrite;
  /** Only when the sheet exists or the method is KBA. */
  games?: RatingSheetWrite;
}

export type RatingPlan =
  | { ok: false; problems: RatingProblem[] }
  | {
      ok: true;
      /** Warnings only (shown; nothing blocks). */
      problems: RatingProblem[];
      preview: RatingPreviewRow[];
      writes: RatingWrites;
      settings: RatingSettings;
    };

export interface UndoInput extends RatingSheetsInput {
  event: { name: string; date?: string };
}

export interface UndoPreviewRow {
  id: string;
  name: string;
  /** Rating now. */
  current: number;
  /** Rating restored; null when the player is removed (he was added by the event). */
  restored: number | null;
}

export type UndoPlan =
  | { ok: false; problems: RatingProblem[] }
  | {
      ok: true;
      problems: RatingProblem[];
      event: { name: string; date: string; appliedAt: string };
      preview: UndoPreviewRow[];
      writes: RatingWrites;
    };

/** An event on the History. */
export interface AppliedEventInfo {
  event: string;
  date: string;
  appliedAt: string;
  method: string;
  players: number;
  /** It is the latest event of each of its players (undo allowed now). */
  undoable: boolean;
}

// ---------------------------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------------------------

const RATING_CODES = new Set(Object.keys(RATING_PROBLEM_TEMPLATES.en));

function isRatingCode(code: string): code is RatingProblemCode {
  return RATING_CODES.has(code);
}

/** The message of a rating problem in a locale, without the address. */
export function ratingProblemMessage(problem: Pick<RatingProblem, "code" | "params">, locale: Locale = "en"): string {
  if (!isRatingCode(problem.code)) return problemMessage(problem.code, problem.params, locale);
  const words = RATING_WORDS[locale] ?? RATING_WORDS.en;
  const params: Record<string, string | number> = { ...(problem.params ?? {}) };
  const expected = params.expected;
  if (typeof expected === "string" && expected in words)
    params.expected = (words as unknown as Record<string, string>)[expected];
  if (problem.code === "undo-not-found")
    params.onDate = typeof params.date === "string" && params.date ? words.onDate(params.date) : "";
  const table = RATING_PROBLEM_TEMPLATES[locale] ?? RATING_PROBLEM_TEMPLATES.en;
  return fillTemplate(table[problem.code], params);
}

/** "Ratings!C5: …" in a locale. */
export function formatRatingProblem(problem: RatingProblem, locale: Locale = "en"): string {
  return `${problem.address}: ${ratingProblemMessage(problem, locale)}`;
}

class Sink {
  readonly origin: { row: number; col: number };
  constructor(
    readonly sheet: string,
    topLeft: string | undefined,
    private readonly out: RatingProblem[],
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
    code: RatingProblemCode,
    row: number,
    col: number,
    params: Record<string, string | number> = {},
  ): void {
    this.out.push({
      severity,
      sheet: this.sheet,
      cell: this.cell(row, col),
      address: this.address(row, col),
      code,
      message: ratingProblemMessage({ code, params }, "en"),
      params,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Cells
// ---------------------------------------------------------------------------------------------

/** A read cell as a plain value to write back (formula → its result, rich text → text, Date → YYYY-MM-DD). */
export function plainCell(raw: unknown): CellValue {
  const v = unwrapCell(raw);
  if (v === null || v === undefined) return null;
  if (typeof v === "string" || typeof v === "boolean") return v;
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  return cellShown(readCell(v));
}

/** A date cell: text YYYY-MM-DD, an Excel date serial number, or a Date. */
export function readDate(raw: unknown): string | undefined {
  const v = unwrapCell(raw);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString().slice(0, 10);
  if (typeof v === "number" && Number.isFinite(v) && v > 0 && v < 2958466) {
    // Excel's serial day (1900 system; 25569 = 1970-01-01).
    return new Date(Math.round((v - 25569) * 86400000)).toISOString().slice(0, 10);
  }
  if (typeof v === "string") {
    const t = v.normalize("NFKC").trim().replace(/[/.]/g, "-");
    const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
    if (m) {
      const iso = `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}`;
      return isIsoDate(iso) ? iso : undefined;
    }
  }
  return undefined;
}

const TRUE_WORDS = new Set([
  "true",
  "yes",
  "y",
  "1",
  "x",
  "✓",
  "provisional",
  "예",
  "네",
  "참",
  "잠정",
  "はい",
  "真",
  "暫定",
  "○",
]);

/** A TRUE/FALSE cell (also yes/no, 1/0, 예, はい …): empty and anything else is false. */
export function readFlag(raw: unknown): boolean {
  const v = unwrapCell(raw);
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  if (typeof v === "string") return TRUE_WORDS.has(v.normalize("NFKC").trim().toLowerCase());
  return false;
}

function buildLookup<K extends string>(titles: Record<K, Record<Locale, string[]>>): (title: unknown) => K | undefined {
  const map = new Map<string, K>();
  for (const key of Object.keys(titles) as K[]) {
    for (const list of Object.values(titles[key]) as string[][])
      for (const t of list) if (!map.has(normalizeTitle(t))) map.set(normalizeTitle(t), key);
  }
  return (title) => (typeof title === "string" ? map.get(normalizeTitle(title)) : undefined);
}

const ratingsColumnOf = buildLookup(RATINGS_TITLES);
const historyColumnOf = buildLookup(HISTORY_TITLES);
const gamesColumnOf = buildLookup(RATED_GAMES_TITLES);

const HISTORY_REQUIRED: HistoryColumn[] = [
  "event",
  "date",
  "name",
  "old",
  "new",
  "gamesBefore",
  "provisionalBefore",
  "lastEventBefore",
  "newcomer",
  "appliedAt",
];
const GAMES_REQUIRED: RatedGamesColumn[] = ["event", "date", "name", "opponentRating", "result", "weight"];

/** Which of the workbook's sheets hold the list, the History and the Rated games (by name, any locale). */
export function findRatingSheets(names: readonly string[]): { ratings?: string; history?: string; games?: string } {
  const find = (aliases: readonly string[]) =>
    names.find((n) => aliases.some((a) => normalizeTitle(a) === normalizeTitle(n)));
  return {
    ratings: find(RATING_SHEET_NAMES.ratings),
    history: find(RATING_SHEET_NAMES.history),
    games: find(RATING_SHEET_NAMES.games),
  };
}

/** True when a sheet name is one of the rating sheets (detectSheets leaves them out of Results / Players). */
export function isRatingSheetName(name: string): boolean {
  const n = normalizeTitle(name);
  return Object.values(RATING_SHEET_NAMES).some((list) => list.some((a) => normalizeTitle(a) === n));
}

// ---------------------------------------------------------------------------------------------
// Reading the three sheets
// ---------------------------------------------------------------------------------------------

interface ListRow {
  /** Row index in the block. */
  r: number;
  key: string;
  /** The ID cell as text ("" when empty). */
  id: string;
  name: string;
  rating: number;
  games: number;
  provisional: boolean;
  lastEvent: string;
  /** The cells as read (to store on History for an exact undo). */
  raw: { games: CellValue; provisional: CellValue; lastEvent: CellValue };
}

interface ListBlock {
  sheetName: string;
  exists: boolean;
  sink: Sink;
  /** Plain values of the block as read. */
  values: CellValue[][];
  rowsRead: number;
  columnsRead: number;
  topLeft: string;
  headerRow: number;
  cols: Partial<Record<RatingsColumn, number>>;
  rows: ListRow[];
}

function plainValues(values: unknown[][] | undefined): CellValue[][] {
  return (Array.isArray(values) ? values : []).map((row) => (Array.isArray(row) ? row.map(plainCell) : []));
}

function readList(input: SheetInput | undefined, method: RatingMethod, problems: RatingProblem[]): ListBlock {
  if (!input) {
    return {
      sheetName: RATING_SHEET_NAMES.ratings[0],
      exists: false,
      sink: new Sink(RATING_SHEET_NAMES.ratings[0], "A1", problems),
      values: [],
      rowsRead: 0,
      columnsRead: 0,
      topLeft: "A1",
      headerRow: 0,
      cols: {},
      rows: [],
    };
  }
  const sink = new Sink(input.sheetName, input.topLeft, problems);
  const values = plainValues(input.values);
  const start = parseTopLeft(input.topLeft);
  const block: ListBlock = {
    sheetName: input.sheetName,
    exists: true,
    sink,
    values,
    rowsRead: values.length,
    columnsRead: Math.max(0, ...values.map((r) => r.length)),
    topLeft: cellAddress(start, 0, 0),
    headerRow: 0,
    cols: {},
    rows: [],
  };
  const allEmpty = values.every((row) => row.every((v) => v === null || v === ""));
  if (allEmpty) return block; // an empty Ratings sheet: a new list, written from its top-left cell
  const header = findHeaderRow(values, ratingsColumnOf, ["name", "rating"]);
  if (!header) {
    sink.add("error", "ratings-no-header", 0, 0);
    return block;
  }
  block.headerRow = header.row;
  block.cols = header.columns;
  const col = header.columns;
  if (method === "kba" && col.games === undefined)
    sink.add("error", "ratings-missing-games", header.row, Math.max(...Object.values(col).map(Number)) + 1);
  const byKey = new Map<string, number>();
  for (let r = header.row + 1; r < values.length; r++) {
    const row = values[r];
    const get = (k: RatingsColumn): Cell => (col[k] === undefined ? { kind: "empty" } : readCell(row[col[k]!]));
    const raw = (k: RatingsColumn): CellValue => (col[k] === undefined ? null : (row[col[k]!] ?? null));
    const cells = RATINGS_COLUMNS.map(get);
    if (cells.every((c) => c.kind === "empty")) continue;
    const name = get("name");
    if (name.kind === "empty" || name.kind === "error") {
      sink.add("error", "ratings-name-missing", r, col.name!);
      continue;
    }
    const ratingCell = get("rating");
    const rating = cellNumber(ratingCell);
    if (rating === undefined) {
      sink.add("error", "ratings-rating-invalid", r, col.rating!, { value: cellShown(ratingCell) });
      continue;
    }
    const gamesCell = get("games");
    let games = 0;
    if (gamesCell.kind !== "empty" || (method === "kba" && col.games !== undefined)) {
      const n = cellNumber(gamesCell);
      if (n === undefined || !Number.isInteger(n) || n < 0) {
        sink.add("error", "ratings-games-invalid", r, col.games!, { value: cellShown(gamesCell) });
        continue;
      }
      games = n;
    }
    const id = cellShown(get("id"));
    const key = nameIdentity(id !== "" ? id : cellShown(name));
    const prev = byKey.get(key);
    if (prev !== undefined) {
      sink.add("error", "ratings-duplicate", r, col.id ?? col.name!, {
        key,
        otherAddress: sink.address(prev, col.id ?? col.name!),
      });
      continue;
    }
    byKey.set(key, r);
    block.rows.push({
      r,
      key,
      id,
      name: cellShown(name),
      rating,
      games,
      provisional: readFlag(raw("provisional")),
      lastEvent: cellShown(get("lastEvent")),
      raw: { games: raw("games"), provisional: raw("provisional"), lastEvent: raw("lastEvent") },
    });
  }
  return block;
}

/** A row of the Rating history sheet: the engine's record and the list's cells before the event, as they were. */
export interface HistoryRow {
  record: HistoryRecord;
  /** The list's cells before the event, exactly as they were. */
  raw: { games: CellValue; provisional: CellValue; lastEvent: CellValue };
  /** The ID cell ("" when the player had none). */
  id: string;
  /** Row in the block (-1 for rows added by this plan). */
  r: number;
}

interface HistoryBlock {
  sheetName: string;
  exists: boolean;
  sink: Sink;
  rowsRead: number;
  columnsRead: number;
  cols: Partial<Record<HistoryColumn, number>>;
  rows: HistoryRow[];
}

function readHistory(input: SheetInput | undefined, problems: RatingProblem[]): HistoryBlock {
  const sheetName = input?.sheetName ?? RATING_SHEET_NAMES.history[0];
  const sink = new Sink(sheetName, input?.topLeft ?? "A1", problems);
  const values = plainValues(input?.values);
  const block: HistoryBlock = {
    sheetName,
    exists: input !== undefined,
    sink,
    rowsRead: values.length,
    columnsRead: Math.max(0, ...values.map((r) => r.length)),
    cols: {},
    rows: [],
  };
  if (values.every((row) => row.every((v) => v === null || v === ""))) return block;
  const header = findHeaderRow(values, historyColumnOf, HISTORY_REQUIRED);
  if (!header) {
    sink.add("error", "history-no-header", 0, 0, {
      columns: HISTORY_REQUIRED.map((c) => titleOf(HISTORY_TITLES, c, "en")).join(", "),
    });
    return block;
  }
  const col = header.columns;
  block.cols = col;
  for (let r = header.row + 1; r < values.length; r++) {
    const row = values[r];
    const raw = (k: HistoryColumn): CellValue => (col[k] === undefined ? null : (row[col[k]!] ?? null));
    if (HISTORY_COLUMNS.every((k) => raw(k) === null || raw(k) === "")) continue;
    let bad = false;
    const fail = (k: HistoryColumn, expected: string) => {
      if (!bad)
        sink.add("error", "history-cell-invalid", r, col[k]!, {
          column: titleOf(HISTORY_TITLES, k, "en"),
          expected,
          value: cellShown(readCell(raw(k))),
        });
      bad = true;
    };
    const num = (k: HistoryColumn, optional: boolean): number | null => {
      const c = readCell(raw(k));
      if (c.kind === "empty") {
        if (!optional) fail(k, "number");
        return null;
      }
      const n = cellNumber(c);
      if (n === undefined) fail(k, "number");
      return n ?? null;
    };
    const event = cellShown(readCell(raw("event")));
    if (event === "") fail("event", "text");
    const date = readDate(raw("date"));
    if (!date) fail("date", "date");
    const name = cellShown(readCell(raw("name")));
    if (name === "") fail("name", "text");
    const old = num("old", true);
    const nw = num("new", false);
    const gamesBefore = num("gamesBefore", true);
    const expected = num("expected", true);
    const points = num("points", true);
    const games = num("games", true);
    const change = num("change", true);
    const methodText = cellShown(readCell(raw("method"))).toLowerCase();
    const method: RatingMethod = methodText.startsWith("kba") ? "kba" : "elo";
    if (bad) continue;
    const id = cellShown(readCell(raw("id")));
    const newcomer = readFlag(raw("newcomer"));
    const provBefore = raw("provisionalBefore");
    block.rows.push({
      r,
      id,
      raw: { games: raw("gamesBefore"), provisional: provBefore, lastEvent: raw("lastEventBefore") },
      record: {
        event,
        date: date!,
        key: nameIdentity(id !== "" ? id : name),
        name,
        old,
        expected: expected ?? 0,
        points: points ?? 0,
        games: games ?? 0,
        change: change ?? (old === null ? null : nw! - old),
        new: nw!,
        provisional: readFlag(raw("provisional")),
        gamesBefore: gamesBefore ?? 0,
        provisionalBefore: newcomer ? null : readFlag(provBefore),
        lastEventBefore: cellShown(readCell(raw("lastEventBefore"))),
        newcomer,
        method,
        appliedAt: cellShown(readCell(raw("appliedAt"))),
        gamesKey: cellShown(readCell(raw("gamesKey"))),
      },
    });
  }
  return block;
}

/** A row of the Rated games sheet. */
export interface GameRow {
  record: GameRecord;
  /** ID cells ("" when none) and names, to write back. */
  id: string;
  name: string;
  opponentId: string;
  opponentName: string;
}

interface GamesBlock {
  sheetName: string;
  exists: boolean;
  rowsRead: number;
  columnsRead: number;
  rows: GameRow[];
}

function readGames(input: SheetInput | undefined, problems: RatingProblem[]): GamesBlock {
  const sheetName = input?.sheetName ?? RATING_SHEET_NAMES.games[0];
  const sink = new Sink(sheetName, input?.topLeft ?? "A1", problems);
  const values = plainValues(input?.values);
  const block: GamesBlock = {
    sheetName,
    exists: input !== undefined,
    rowsRead: values.length,
    columnsRead: Math.max(0, ...values.map((r) => r.length)),
    rows: [],
  };
  if (values.every((row) => row.every((v) => v === null || v === ""))) return block;
  const header = findHeaderRow(values, gamesColumnOf, GAMES_REQUIRED);
  if (!header) {
    sink.add("error", "games-no-header", 0, 0, {
      columns: GAMES_REQUIRED.map((c) => titleOf(RATED_GAMES_TITLES, c, "en")).join(", "),
    });
    return block;
  }
  const col = header.columns;
  for (let r = header.row + 1; r < values.length; r++) {
    const row = values[r];
    const raw = (k: RatedGamesColumn): CellValue => (col[k] === undefined ? null : (row[col[k]!] ?? null));
    if (RATED_GAMES_COLUMNS.every((k) => raw(k) === null || raw(k) === "")) continue;
    const text = (k: RatedGamesColumn) => cellShown(readCell(raw(k)));
    const fail = (k: RatedGamesColumn, expected: string) =>
      sink.add("error", "games-cell-invalid", r, col[k]!, {
        column: titleOf(RATED_GAMES_TITLES, k, "en"),
        expected,
        value: text(k),
      });
    const date = readDate(raw("date"));
    if (!date) {
      fail("date", "date");
      continue;
    }
    const opp = cellNumber(readCell(raw("opponentRating")));
    if (opp === undefined) {
      fail("opponentRating", "number");
      continue;
    }
    const result = cellNumber(readCell(raw("result")));
    if (result !== 0 && result !== 0.5 && result !== 1) {
      fail("result", "result");
      continue;
    }
    const weight = cellNumber(readCell(raw("weight")));
    if (weight === undefined || weight <= 0) {
      fail("weight", "number");
      continue;
    }
    const id = text("id");
    const name = text("name");
    const opponentId = text("opponentId");
    const opponentName = text("opponent");
    block.rows.push({
      id,
      name,
      opponentId,
      opponentName,
      record: {
        event: text("event"),
        date,
        round: cellNumber(readCell(raw("round"))) ?? 0,
        player: nameIdentity(id !== "" ? id : name),
        opponent: nameIdentity(opponentId !== "" ? opponentId : opponentName),
        opponentRating: opp,
        result: result as GameResult,
        weight,
      },
    });
  }
  return block;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** Number formats of the Ratings sheet's columns (below the header). */
export const RATINGS_FORMATS: Record<RatingsColumn, string> = {
  id: "General",
  name: "@",
  rating: "0.00",
  games: "0",
  provisional: "General",
  lastEvent: "@",
};

const HISTORY_FORMATS: Record<HistoryColumn, string> = {
  event: "@",
  date: "@",
  id: "General",
  name: "@",
  old: "0.00",
  expected: "0.00",
  points: "General",
  games: "0",
  change: "0.00",
  new: "0.00",
  provisional: "General",
  gamesBefore: "General",
  provisionalBefore: "General",
  lastEventBefore: "@",
  newcomer: "General",
  method: "@",
  appliedAt: "@",
  gamesKey: "@",
};

const GAMES_FORMATS: Record<RatedGamesColumn, string> = {
  event: "@",
  date: "@",
  round: "0",
  id: "General",
  name: "@",
  opponentId: "General",
  opponent: "@",
  opponentRating: "0.00",
  result: "General",
  weight: "General",
};

function widths(values: CellValue[][]): number[] {
  const n = Math.max(0, ...values.map((r) => r.length));
  const out: number[] = [];
  for (let c = 0; c < n; c++) {
    let w = 6;
    for (const row of values) {
      const v = row[c];
      const s =
        v === null || v === undefined ? "" : typeof v === "number" && !Number.isInteger(v) ? v.toFixed(2) : String(v);
      w = Math.max(w, s.length);
    }
    out.push(Math.min(w + 2, 40));
  }
  return out;
}

/** A fresh sheet (header at A1) of records, in the locale's titles. */
function freshSheet<K extends string>(
  sheetName: string,
  exists: boolean,
  read: { rowsRead: number; columnsRead: number },
  columns: K[],
  titles: Record<K, Record<Locale, string[]>>,
  formats: Record<K, string>,
  rows: CellValue[][],
  locale: Locale,
): RatingSheetWrite {
  const values: CellValue[][] = [columns.map((c) => titleOf(titles, c, locale)), ...rows];
  const numberFormats = values.map((_, r) => columns.map((c) => (r === 0 ? "@" : formats[c])));
  return {
    sheetName,
    create: !exists,
    topLeft: "A1",
    values,
    numberFormats,
    headerRow: 0,
    columnWidths: widths(values),
    rowsRead: read.rowsRead,
    columnsRead: read.columnsRead,
  };
}

function historyValues(h: HistoryRow): CellValue[] {
  const x = h.record;
  const byCol: Record<HistoryColumn, CellValue> = {
    event: x.event,
    date: x.date,
    id: h.id === "" ? null : h.id,
    name: x.name,
    old: x.old,
    expected: x.expected,
    points: x.points,
    games: x.games,
    change: x.change,
    new: x.new,
    provisional: x.provisional,
    gamesBefore: h.raw.games,
    provisionalBefore: h.raw.provisional,
    lastEventBefore: h.raw.lastEvent,
    newcomer: x.newcomer,
    method: x.method,
    appliedAt: x.appliedAt,
    gamesKey: x.gamesKey,
  };
  return HISTORY_COLUMNS.map((c) => byCol[c]);
}

function gameValues(g: GameRow): CellValue[] {
  const x = g.record;
  const byCol: Record<RatedGamesColumn, CellValue> = {
    event: x.event,
    date: x.date,
    round: x.round,
    id: g.id === "" ? null : g.id,
    name: g.name,
    opponentId: g.opponentId === "" ? null : g.opponentId,
    opponent: g.opponentName,
    opponentRating: x.opponentRating,
    result: x.result,
    weight: x.weight,
  };
  return RATED_GAMES_COLUMNS.map((c) => byCol[c]);
}

/** The History sheet of these rows (rewritten whole). */
export function renderHistorySheet(
  rows: readonly HistoryRow[],
  locale: Locale = "en",
  read = { sheetName: RATING_SHEET_NAMES.history[0], exists: false, rowsRead: 0, columnsRead: 0 },
): RatingSheetWrite {
  return freshSheet(
    read.sheetName,
    read.exists,
    read,
    HISTORY_COLUMNS,
    HISTORY_TITLES,
    HISTORY_FORMATS,
    rows.map(historyValues),
    locale,
  );
}

/** The Rated games sheet of these rows (rewritten whole). */
export function renderRatedGamesSheet(
  rows: readonly GameRow[],
  locale: Locale = "en",
  read = { sheetName: RATING_SHEET_NAMES.games[0], exists: false, rowsRead: 0, columnsRead: 0 },
): RatingSheetWrite {
  return freshSheet(
    read.sheetName,
    read.exists,
    read,
    RATED_GAMES_COLUMNS,
    RATED_GAMES_TITLES,
    GAMES_FORMATS,
    rows.map(gameValues),
    locale,
  );
}

/** A change to one list row: its four cells as they are to be written. */
interface ListCells {
  rating: CellValue;
  games: CellValue;
  provisional: CellValue;
  lastEvent: CellValue;
}

/**
 * The Ratings block after the changes: `set` rewrites the four cells of existing rows (by block row), `append`
 * adds rows (ID, name and the four cells), `remove` deletes rows. Missing columns are added at the right of the
 * header; everything else of the block is kept.
 */
function updatedList(
  block: ListBlock,
  changes: {
    set?: Map<number, ListCells>;
    append?: { id: string; name: string; cells: ListCells }[];
    remove?: Set<number>;
  },
  locale: Locale,
): RatingSheetWrite {
  const values = block.values.map((row) => row.slice());
  const cols = { ...block.cols };
  let headerRow = block.headerRow;
  if (values.length === 0) {
    values.push([]);
    headerRow = 0;
  }
  const header = values[headerRow];
  for (const c of RATINGS_COLUMNS) {
    if (cols[c] !== undefined) continue;
    let at = header.length;
    while (at > 0 && (header[at - 1] === null || header[at - 1] === "")) at--;
    at = Math.max(at, ...Object.values(cols).map((x) => (x as number) + 1));
    cols[c] = at;
    header[at] = titleOf(RATINGS_TITLES, c, locale);
  }
  const width = Math.max(...values.map((r) => r.length), ...Object.values(cols).map((x) => (x as number) + 1));
  const put = (row: CellValue[], cells: ListCells) => {
    row[cols.rating!] = cells.rating;
    row[cols.games!] = cells.games;
    row[cols.provisional!] = cells.provisional;
    row[cols.lastEvent!] = cells.lastEvent;
  };
  for (const [r, cells] of changes.set ?? []) put(values[r], cells);
  let out = changes.remove && changes.remove.size > 0 ? values.filter((_, r) => !changes.remove!.has(r)) : values;
  // Appended rows go right below the last non-empty row of the list.
  while (out.length > headerRow + 1 && out[out.length - 1].every((v) => v === null || v === "")) out = out.slice(0, -1);
  for (const a of changes.append ?? []) {
    const row: CellValue[] = [];
    row[cols.id!] = a.id === "" ? null : a.id;
    row[cols.name!] = a.name;
    put(row, a.cells);
    out.push(row);
  }
  const rows = out.map((row) => Array.from({ length: width }, (_, c) => (row[c] === undefined ? null : row[c])));
  const formatOf = new Map<number, string>(RATINGS_COLUMNS.map((c) => [cols[c]!, RATINGS_FORMATS[c]]));
  const numberFormats = rows.map((_, r) =>
    rows[0].map((__, c) => (r < headerRow ? "General" : r === headerRow ? "@" : (formatOf.get(c) ?? "General"))),
  );
  return {
    sheetName: block.sheetName,
    create: !block.exists,
    topLeft: block.topLeft,
    values: rows,
    numberFormats,
    headerRow,
    columnWidths: widths(rows),
    rowsRead: block.rowsRead,
    columnsRead: block.columnsRead,
  };
}

/** A fresh Ratings sheet of the book's players (what `rate-history` writes). */
export function renderRatingsSheet(players: readonly ListPlayer[], locale: Locale = "en"): RatingSheetWrite {
  const empty = readList(undefined, "elo", []);
  return updatedList(empty, { append: players.map((p) => ({ id: p.key, name: p.name, cells: listCells(p) })) }, locale);
}

function listCells(p: Pick<ListPlayer, "rating" | "games" | "provisional" | "lastEvent">): ListCells {
  return { rating: p.rating, games: p.games, provisional: p.provisional, lastEvent: p.lastEvent };
}

/** History rows of a RatingBook built from scratch (`rate-history`): the before-values as the book had them. */
export function historyRowsOf(
  records: readonly HistoryRecord[],
  ids: (key: string) => string = (k) => k,
): HistoryRow[] {
  return records.map((record) => ({
    record,
    id: ids(record.key),
    r: -1,
    raw: record.newcomer
      ? { games: null, provisional: null, lastEvent: null }
      : { games: record.gamesBefore, provisional: record.provisionalBefore, lastEvent: record.lastEventBefore },
  }));
}

/** Rated games rows of a RatingBook (names looked up by key). */
export function gameRowsOf(
  records: readonly GameRecord[],
  nameOf: (key: string) => string,
  ids: (key: string) => string = (k) => k,
): GameRow[] {
  return records.map((record) => ({
    record,
    id: ids(record.player),
    name: nameOf(record.player),
    opponentId: ids(record.opponent),
    opponentName: nameOf(record.opponent),
  }));
}

// ---------------------------------------------------------------------------------------------
// Apply an event
// ---------------------------------------------------------------------------------------------

interface Matched {
  player: Player;
  key: string;
  /** ID to write for a newcomer ("" when he has none). */
  id: string;
  match: "id" | "name" | "new";
  listRow?: ListRow;
}

function historyRowAddress(block: HistoryBlock, row: HistoryRow): { r: number; c: number } {
  return { r: row.r, c: block.cols.event ?? 0 };
}

/**
 * Plan the update of the list by one event: read the sheets, rate, and return the preview and the sheets to
 * write. Nothing is planned when any input has an error (every problem listed with its cell), when the event
 * is already on the History, or when the results hold no rated game. Throws RangeError only for what the host
 * checks before calling: settings out of range (resolveRatingSettings), an event date that is not
 * YYYY-MM-DD, an empty event name.
 */
export function planRatingUpdate(input: RatingUpdateInput): RatingPlan {
  const locale = input.locale ?? "en";
  const settings = resolveRatingSettings(input.settings);
  if (!isIsoDate(input.event.date))
    throw new RangeError(`event date must be YYYY-MM-DD, got ${JSON.stringify(input.event.date)}.`);
  if (input.event.name.trim() === "") throw new RangeError("event name is empty: give the event's name.");
  const problems: RatingProblem[] = [];

  const parsed = parseResultsSheet({
    ...input.results,
    players: input.players,
    options: { discSum: "warn", pendingRound: "skip", ...input.resultsOptions },
  });
  problems.push(...parsed.problems);
  const list = readList(input.ratings, settings.method, problems);
  if (!input.ratings) list.sink.add("warning", "ratings-sheet-missing", 0, 0);
  const history = readHistory(input.history, problems);
  const gamesBlock = readGames(input.games, problems);
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };

  const t = parsed.tournament;
  const rated = t.games.filter(isRatedGame);
  if (rated.length === 0) {
    const sink = new Sink(input.results.sheetName, input.results.topLeft, problems);
    sink.add("error", "event-no-games", 0, 0);
    return { ok: false, problems };
  }

  // Match the event's players (those with a rated game) to the list.
  const inEvent = new Set<string>();
  for (const g of rated) {
    inEvent.add(g.black);
    inEvent.add(g.white!);
  }
  const byId = new Map<string, ListRow>();
  const byName = new Map<string, ListRow[]>();
  const byLoose = new Map<string, ListRow[]>();
  const byKey = new Map<string, ListRow>();
  const push = (map: Map<string, ListRow[]>, k: string, row: ListRow) => map.set(k, [...(map.get(k) ?? []), row]);
  for (const row of list.rows) {
    if (row.id !== "") byId.set(nameIdentity(row.id), row);
    byKey.set(row.key, row);
    push(byName, nameIdentity(row.name), row);
    push(byLoose, nameKey(nameIdentity(row.name)), row);
  }
  const nameCol = list.cols.name ?? 0;
  const matched = new Map<string, Matched>();
  const taken = new Map<string, Player>();
  for (const p of t.players) {
    if (!inEvent.has(p.id)) continue;
    const explicitId = p.id !== p.name ? nameIdentity(p.id) : "";
    let m: Matched;
    const idRow = byId.get(nameIdentity(p.id));
    const nameRows = byName.get(nameIdentity(p.name)) ?? [];
    const looseRows = byLoose.get(nameKey(nameIdentity(p.name))) ?? [];
    if (idRow) m = { player: p, key: idRow.key, id: idRow.id, match: "id", listRow: idRow };
    else if (nameRows.length === 1) {
      const row = nameRows[0];
      m = { player: p, key: row.key, id: row.id, match: "name", listRow: row };
      if (explicitId !== "" && row.id !== "" && nameIdentity(row.id) !== explicitId)
        list.sink.add("warning", "ratings-name-match", row.r, nameCol, {
          name: p.name,
          id: explicitId,
          listId: row.id,
        });
    } else if (nameRows.length > 1) {
      list.sink.add("error", "ratings-ambiguous-name", nameRows[0].r, nameCol, {
        name: p.name,
        otherAddress: nameRows.map((x) => list.sink.address(x.r, nameCol)).join(", "),
      });
      continue;
    } else if (looseRows.length > 0 && explicitId === "") {
      // Written like a listed player except for case, width or spaces: maybe him, maybe another person.
      list.sink.add("error", "ratings-name-close", looseRows[0].r, nameCol, { name: p.name, other: looseRows[0].name });
      continue;
    } else {
      const key = explicitId !== "" ? explicitId : nameIdentity(p.name);
      const clash = byKey.get(key);
      if (clash) {
        // His ID is another player's name on the list (a row without ID): writing him would make the key twice.
        const first = rated.find((x) => x.black === p.id || x.white === p.id);
        list.sink.add("error", "ratings-duplicate", clash.r, list.cols.id ?? nameCol, {
          key,
          otherAddress: first?.origin ?? input.results.sheetName,
        });
        continue;
      }
      m = { player: p, key, id: explicitId, match: "new" };
    }
    const other = taken.get(m.key);
    if (other) {
      const row = m.listRow;
      list.sink.add("error", "ratings-same-player", row ? row.r : 0, nameCol, { name: other.name, other: p.name });
      continue;
    }
    taken.set(m.key, p);
    matched.set(p.id, m);
  }
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };

  const games = eventGamesOf(rated, (id) => matched.get(id)!.key);

  const book = RatingBook.from({
    players: list.rows.map((r) => ({
      key: r.key,
      name: r.name,
      rating: r.rating,
      games: r.games,
      provisional: r.provisional,
      lastEvent: r.lastEvent,
    })),
    history: history.rows.map((h) => h.record),
    games: gamesBlock.rows.map((g) => g.record),
  });

  // Refuse an event already applied (same name and date, or the same games under the same name).
  const already = book.appliedAs(input.event.name, input.event.date, games);
  if (already) {
    const k = eventKey(already.event, already.date);
    const row = history.rows.find((h) => eventKey(h.record.event, h.record.date) === k)!;
    const at = historyRowAddress(history, row);
    history.sink.add(
      "error",
      already.match === "name-date" ? "event-already-applied" : "event-same-games",
      at.r,
      at.c,
      { event: already.event, date: already.date, appliedAt: already.appliedAt },
    );
    return { ok: false, problems };
  }

  // Warnings: an event dated before a player's latest event; a provisional player whose games are not all known.
  const latest = new Map<string, HistoryRecord>();
  for (const h of history.rows) {
    const prev = latest.get(h.record.key);
    if (!prev || h.record.date > prev.date) latest.set(h.record.key, h.record);
  }
  const perPlayerGames = new Map<string, number>();
  for (const g of games) for (const k of [g.a, g.b]) perPlayerGames.set(k, (perPlayerGames.get(k) ?? 0) + 1);
  for (const m of matched.values()) {
    if (!m.listRow) continue;
    const last = latest.get(m.key);
    if (last && last.date > input.event.date) {
      list.sink.add("warning", "event-before-last", m.listRow.r, nameCol, {
        name: m.listRow.name,
        last: lastEventLabel(last.event, last.date),
        date: input.event.date,
      });
    }
    const n = perPlayerGames.get(m.key) ?? 0;
    if (
      settings.method === "kba" &&
      m.listRow.games + n <= PROVISIONAL_MAX_GAMES &&
      book.knownGames(m.key) < m.listRow.games
    ) {
      list.sink.add("warning", "games-short", m.listRow.r, list.cols.games ?? nameCol, {
        name: m.listRow.name,
        games: m.listRow.games,
        known: book.knownGames(m.key),
        event: n,
      });
    }
  }

  const names = new Map<string, string>();
  for (const m of matched.values()) names.set(m.key, m.listRow?.name ?? m.player.name);
  let outcome;
  try {
    outcome = book.apply(
      { name: input.event.name, date: input.event.date, appliedAt: input.event.appliedAt, names, games },
      settings,
    );
  } catch (e) {
    if (!(e instanceof RatingInputError)) throw e;
    const row = list.rows.find((r) => r.key === e.key);
    list.sink.add("error", "event-not-rated", row ? row.r : 0, row ? nameCol : 0, { reason: e.message });
    return { ok: false, problems };
  }

  // Preview, in the order of the results' players.
  const byKeyUpdate = new Map(outcome.updates.map((u) => [u.key, u] as const));
  const preview: RatingPreviewRow[] = [];
  for (const p of t.players) {
    const m = matched.get(p.id);
    if (!m) continue;
    const u = byKeyUpdate.get(m.key)!;
    preview.push({
      id: m.key,
      name: u.name,
      old: u.old,
      expected: u.expected,
      points: u.points,
      games: u.games,
      delta: u.delta,
      new: u.new,
      provisional: u.provisional,
      newcomer: u.newcomer,
      match: m.match,
    });
  }

  // The sheets after the event.
  const set = new Map<number, ListCells>();
  const append: { id: string; name: string; cells: ListCells }[] = [];
  const newHistory: HistoryRow[] = [];
  const idOfKey = new Map<string, string>();
  const matchedByKey = new Map<string, Matched>();
  for (const m of matched.values()) {
    idOfKey.set(m.key, m.listRow ? m.listRow.id : m.id);
    matchedByKey.set(m.key, m);
  }
  for (const row of list.rows) idOfKey.set(row.key, row.id);
  for (const h of outcome.history) {
    const m = matchedByKey.get(h.key)!;
    const after = book.players.get(h.key)!;
    if (m.listRow) set.set(m.listRow.r, listCells(after));
    else append.push({ id: m.id, name: after.name, cells: listCells(after) });
    newHistory.push({
      record: h,
      id: idOfKey.get(h.key) ?? "",
      r: -1,
      raw: m.listRow ? { ...m.listRow.raw } : { games: null, provisional: null, lastEvent: null },
    });
  }
  for (const g of gamesBlock.rows) if (!idOfKey.has(g.record.player)) idOfKey.set(g.record.player, g.id);
  const nameOfKey = (k: string) => book.players.get(k)?.name ?? k;
  const writes: RatingWrites = {
    ratings: updatedList(list, { set, append }, locale),
    history: renderHistorySheet([...history.rows, ...newHistory], locale, history),
  };
  if (gamesBlock.exists || settings.method === "kba") {
    const added = gameRowsOf(outcome.games, nameOfKey, (k) => idOfKey.get(k) ?? "");
    writes.games = renderRatedGamesSheet([...gamesBlock.rows, ...added], locale, gamesBlock);
  }
  return { ok: true, problems, preview, writes, settings };
}

// ---------------------------------------------------------------------------------------------
// Undo
// ---------------------------------------------------------------------------------------------

/** Applied order of two History rows: Applied at, then row. */
function appliedAfter(a: HistoryRow, b: HistoryRow): boolean {
  if (a.record.appliedAt !== b.record.appliedAt) return a.record.appliedAt > b.record.appliedAt;
  return a.r > b.r;
}

interface EventGroup {
  key: string;
  rows: HistoryRow[];
}

function groupEvents(rows: readonly HistoryRow[]): EventGroup[] {
  const groups = new Map<string, EventGroup>();
  for (const h of rows) {
    const k = eventKey(h.record.event, h.record.date);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { key: k, rows: [] }));
    g.rows.push(h);
  }
  return [...groups.values()];
}

/** The first row of another event, applied after `group`, that involves one of its players (undefined: none). */
function laterEventOf(
  group: EventGroup,
  all: readonly HistoryRow[],
): { blocked: HistoryRow; later: HistoryRow } | undefined {
  const keys = new Map(group.rows.map((h) => [h.record.key, h] as const));
  const last = group.rows.reduce((a, b) => (appliedAfter(b, a) ? b : a));
  let found: { blocked: HistoryRow; later: HistoryRow } | undefined;
  for (const h of all) {
    if (eventKey(h.record.event, h.record.date) === group.key) continue;
    const mine = keys.get(h.record.key);
    // The event applied last (to undo first), at its first row involving one of our players.
    if (mine && appliedAfter(h, last) && (!found || h.record.appliedAt > found.later.record.appliedAt))
      found = { blocked: mine, later: h };
  }
  return found;
}

/** The events on the History, in applied order, each with whether it can be undone now. */
export function appliedEvents(history: SheetInput | undefined): AppliedEventInfo[] {
  const block = readHistory(history, []);
  const groups = groupEvents(block.rows);
  groups.sort((a, b) => (appliedAfter(a.rows[0], b.rows[0]) ? 1 : -1));
  return groups.map((g) => ({
    event: g.rows[0].record.event,
    date: g.rows[0].record.date,
    appliedAt: g.rows[0].record.appliedAt,
    method: g.rows[0].record.method,
    players: g.rows.length,
    undoable: laterEventOf(g, block.rows) === undefined,
  }));
}

/**
 * Plan the undo of one event (by name, and date when several events share the name): the list's cells as
 * they were before it, its newcomers removed, its History and Rated games rows removed. Refused (nothing to
 * write) when the event is not on the History, or is not the latest event of one of its players.
 */
export function planRatingUndo(input: UndoInput): UndoPlan {
  const locale = input.locale ?? "en";
  const problems: RatingProblem[] = [];
  const list = readList(input.ratings, "elo", problems);
  const history = readHistory(input.history, problems);
  const gamesBlock = readGames(input.games, problems);
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };

  const nameK = eventNameKey(input.event.name);
  const groups = groupEvents(history.rows).filter(
    (g) =>
      eventNameKey(g.rows[0].record.event) === nameK &&
      (!input.event.date || g.rows[0].record.date === input.event.date),
  );
  if (groups.length === 0) {
    history.sink.add("error", "undo-not-found", 0, history.cols.event ?? 0, {
      event: input.event.name,
      date: input.event.date ?? "",
    });
    return { ok: false, problems };
  }
  if (groups.length > 1) {
    const at = historyRowAddress(history, groups[0].rows[0]);
    history.sink.add("error", "undo-several-dates", at.r, at.c, {
      event: input.event.name,
      dates: groups.map((g) => g.rows[0].record.date).join(", "),
    });
    return { ok: false, problems };
  }
  const group = groups[0];
  const first = group.rows[0].record;
  const later = laterEventOf(group, history.rows);
  if (later) {
    const at = historyRowAddress(history, later.later);
    history.sink.add("error", "undo-not-latest", at.r, at.c, {
      event: first.event,
      date: first.date,
      name: later.blocked.record.name,
      later: later.later.record.event,
      laterDate: later.later.record.date,
    });
    return { ok: false, problems };
  }

  const byKey = new Map(list.rows.map((r) => [r.key, r] as const));
  const set = new Map<number, ListCells>();
  const remove = new Set<number>();
  const preview: UndoPreviewRow[] = [];
  for (const h of group.rows) {
    const row = byKey.get(h.record.key);
    if (!row) {
      const at = historyRowAddress(history, h);
      history.sink.add("error", "undo-player-missing", at.r, at.c, { key: h.record.key });
      continue;
    }
    if (h.record.newcomer) {
      remove.add(row.r);
      preview.push({ id: row.key, name: row.name, current: row.rating, restored: null });
    } else {
      set.set(row.r, {
        rating: h.record.old,
        games: h.raw.games,
        provisional: h.raw.provisional,
        lastEvent: h.raw.lastEvent,
      });
      preview.push({ id: row.key, name: row.name, current: row.rating, restored: h.record.old });
    }
  }
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };

  const eventRows = new Set(group.rows);
  const writes: RatingWrites = {
    ratings: updatedList(list, { set, remove }, locale),
    history: renderHistorySheet(
      history.rows.filter((h) => !eventRows.has(h)),
      locale,
      history,
    ),
  };
  if (gamesBlock.exists) {
    writes.games = renderRatedGamesSheet(
      gamesBlock.rows.filter((g) => eventKey(g.record.event, g.record.date) !== group.key),
      locale,
      gamesBlock,
    );
  }
  return {
    ok: true,
    problems,
    event: { name: first.event, date: first.date, appliedAt: first.appliedAt },
    preview,
    writes,
  };
}
