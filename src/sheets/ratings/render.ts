/**
 * Rendering the rating sheets Brightwell writes whole (History, Rated games: header at A1 in the locale's titles,
 * number formats, column widths), and the rows they are made of when a RatingBook is built from scratch
 * (`rate-history`). The Ratings sheet, updated in place, is listSheet.ts.
 */
import type { GameRecord, HistoryRecord } from "../../engine";
import {
  HISTORY_COLUMNS,
  HISTORY_TITLES,
  RATED_GAMES_COLUMNS,
  RATED_GAMES_TITLES,
  RATING_SHEET_NAME,
  titleOf,
  type HistoryColumn,
  type RatedGamesColumn,
  type RatingsColumn,
} from "../../i18n/ratings";
import type { Locale } from "../types";
import { displayWidth } from "../displayWidth";
import { widestRow } from "./cells";
import type { GameRow } from "./readGames";
import type { HistoryRow } from "./readHistory";
import type { CellValue, RatingSheetWrite } from "./types";

/** Number formats of the Ratings sheet's columns (below the header). */
export const RATINGS_FORMATS: Record<RatingsColumn, string> = {
  id: "General",
  name: "@",
  rating: "0.00",
  games: "0",
  provisional: "General",
  lastEvent: "@",
  country: "@",
  member: "General",
  foreign: "General",
  amateur: "General",
  active: "General",
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
  sameGamesAs: "@",
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

/** Column widths in characters: the longest value as shown (fractions with 2 decimals) plus 2, from 8 to 40. */
export function columnWidths(values: CellValue[][]): number[] {
  const n = widestRow(values);
  const out: number[] = [];
  for (let c = 0; c < n; c++) {
    let w = 6;
    // A column as wide as the cap (38 + 2) is done: the rest of its 66,000 rows cannot change it.
    for (let r = 0; r < values.length && w < MAX_WIDTH - 2; r++) w = Math.max(w, shownLength(values[r][c]));
    out.push(Math.min(w + 2, MAX_WIDTH));
  }
  return out;
}

const MAX_WIDTH = 40;

/**
 * The columns a value takes as shown: String(v), a fraction as v.toFixed(2). Counted without making the string for a
 * whole number and for a fraction whose rounding cannot carry into its whole part (a rating history's million cells
 * made that many strings for nothing).
 */
function shownLength(v: CellValue | undefined): number {
  if (v === null || v === undefined) return 0;
  // East Asian wide characters and emoji take two columns, combining marks none (one measure: displayWidth).
  if (typeof v === "string") return displayWidth(v);
  if (typeof v !== "number") return String(v).length;
  const sign = v < 0 ? 1 : 0;
  const a = Math.abs(v);
  if (Number.isInteger(v)) return Number.isSafeInteger(v) ? sign + digitCount(a) : String(v).length;
  // toFixed(2) rounds to hundredths: below .99 the whole part stays (.99x may round up to the next whole number).
  const whole = Math.floor(a);
  if (a < 1e15 && a - whole < 0.99) return sign + digitCount(whole) + 3;
  return v.toFixed(2).length;
}

/** Decimal digits of a whole number from 0 to 2^53. */
function digitCount(n: number): number {
  let d = 1;
  for (let x = n; x >= 10; x = Math.floor(x / 10)) d++;
  return d;
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
    columnWidths: columnWidths(values),
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
    sameGamesAs: x.sameGamesAs ?? null,
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
  read = { sheetName: RATING_SHEET_NAME[locale].history, exists: false, rowsRead: 0, columnsRead: 0 },
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
  read = { sheetName: RATING_SHEET_NAME[locale].games, exists: false, rowsRead: 0, columnsRead: 0 },
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
