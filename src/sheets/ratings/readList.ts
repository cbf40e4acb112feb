/**
 * Reading the Ratings sheet (the user's list): ID, Name, Rating, Games, Provisional, Last event, titled in any
 * locale and in any order, the header row searched in the first rows. Every bad row is an error at its cell and
 * left out; the block is kept whole (values, header, columns) so the list can be written back in place.
 * A rating no list can hold (0 or less, 100,000 or more: src/engine/ratings/sanity.ts) is an error at its cell;
 * one outside the method's plausible range (Elo 0–3,500; KBA the list's median ± 3,500) a warning.
 */
import { isImpossibleRating, isPlausible, median, plausibleRatings, type RatingMethod } from "../../engine";
import { cellAddress, parseTopLeft } from "../address";
import { cellNumber, cellShown, readCell, type Cell } from "../cells";
import { findHeaderRow } from "../headers";
import { nameIdentity } from "../results";
import { RATING_SHEET_NAME, RATINGS_COLUMNS, type RatingsColumn } from "../../i18n/ratings";
import type { Locale } from "../../i18n/locale";
import type { SheetInput } from "../types";
import { isEmptyBlock, plainValues, readFlag, rowCells, widestRow } from "./cells";
import { SheetProblems } from "./problems";
import { ratingsColumnOf } from "./titles";
import type { CellValue, RatingProblem } from "./types";

/** A player of the list. */
export interface ListRow {
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

/** The Ratings sheet as read: its block (to write back in place), its columns and its players. */
export interface ListBlock {
  sheetName: string;
  exists: boolean;
  problems: SheetProblems;
  /** Plain values of the block as read. */
  values: CellValue[][];
  rowsRead: number;
  columnsRead: number;
  topLeft: string;
  headerRow: number;
  cols: Partial<Record<RatingsColumn, number>>;
  rows: ListRow[];
}

/** No Ratings sheet yet: a new list, written at A1 of a new sheet named in the sheets' language. */
export function emptyList(problems: RatingProblem[], locale: Locale = "en"): ListBlock {
  const sheetName = RATING_SHEET_NAME[locale].ratings;
  return {
    sheetName,
    exists: false,
    problems: new SheetProblems(sheetName, "A1", problems),
    values: [],
    rowsRead: 0,
    columnsRead: 0,
    topLeft: "A1",
    headerRow: 0,
    cols: {},
    rows: [],
  };
}

export function readList(
  input: SheetInput | undefined,
  method: RatingMethod,
  problems: RatingProblem[],
  locale: Locale = "en",
): ListBlock {
  if (!input) return emptyList(problems, locale);
  const values = plainValues(input.values);
  const block: ListBlock = {
    sheetName: input.sheetName,
    exists: true,
    problems: new SheetProblems(input.sheetName, input.topLeft, problems),
    values,
    rowsRead: values.length,
    columnsRead: widestRow(values),
    topLeft: cellAddress(parseTopLeft(input.topLeft), 0, 0),
    headerRow: 0,
    cols: {},
    rows: [],
  };
  if (isEmptyBlock(values)) return block; // an empty Ratings sheet: a new list, written from its top-left cell
  const header = findHeaderRow(values, ratingsColumnOf, ["name", "rating"]);
  if (!header) {
    block.problems.add("error", "ratings-no-header", 0, 0);
    return block;
  }
  block.headerRow = header.row;
  block.cols = header.columns;
  const col = header.columns;
  if (method === "kba" && col.games === undefined)
    block.problems.add("error", "ratings-missing-games", header.row, Math.max(...Object.values(col).map(Number)) + 1);
  const rowOfKey = new Map<string, number>();
  for (let r = header.row + 1; r < values.length; r++) {
    const row = readListRow(block, r, method);
    if (!row) continue;
    const prev = rowOfKey.get(row.key);
    if (prev !== undefined) {
      const keyCol = col.id ?? col.name!;
      block.problems.add("error", "ratings-duplicate", r, keyCol, {
        key: row.key,
        otherAddress: block.problems.address(prev, keyCol),
      });
      continue;
    }
    rowOfKey.set(row.key, r);
    block.rows.push(row);
  }
  warnImplausible(block, method);
  return block;
}

/** A warning at every rating outside the method's plausible range (for KBA, around the list's own median). */
function warnImplausible(block: ListBlock, method: RatingMethod): void {
  const center = method === "kba" ? median(block.rows.map((r) => r.rating)) : undefined;
  const range = plausibleRatings(method, center);
  for (const row of block.rows) {
    if (isPlausible(row.rating, range)) continue;
    block.problems.add("warning", "ratings-rating-implausible", row.r, block.cols.rating!, {
      value: row.rating,
      method: method === "elo" ? "Elo" : "KBA",
      low: range.low,
      high: range.high,
      ...(center === undefined ? {} : { median: Math.round(center * 100) / 100 }),
    });
  }
}

/** One row of the list below the header: undefined when it is empty or has an error (added to the problems). */
function readListRow(block: ListBlock, r: number, method: RatingMethod): ListRow | undefined {
  const col = block.cols;
  const raw = rowCells(block.values[r], col);
  const get = (k: RatingsColumn): Cell => readCell(raw(k));
  if (RATINGS_COLUMNS.every((k) => get(k).kind === "empty")) return undefined;
  const name = get("name");
  if (name.kind === "empty" || name.kind === "error") {
    block.problems.add("error", "ratings-name-missing", r, col.name!);
    return undefined;
  }
  const ratingCell = get("rating");
  const rating = cellNumber(ratingCell);
  if (rating === undefined) {
    block.problems.add("error", "ratings-rating-invalid", r, col.rating!, { value: cellShown(ratingCell) });
    return undefined;
  }
  if (isImpossibleRating(rating)) {
    block.problems.add("error", "ratings-rating-impossible", r, col.rating!, { value: cellShown(ratingCell) });
    return undefined;
  }
  const gamesCell = get("games");
  let games = 0;
  if (gamesCell.kind !== "empty" || (method === "kba" && col.games !== undefined)) {
    const n = cellNumber(gamesCell);
    if (n === undefined || !Number.isInteger(n) || n < 0) {
      block.problems.add("error", "ratings-games-invalid", r, col.games!, { value: cellShown(gamesCell) });
      return undefined;
    }
    games = n;
  }
  const id = cellShown(get("id"));
  return {
    r,
    key: nameIdentity(id !== "" ? id : cellShown(name)),
    id,
    name: cellShown(name),
    rating,
    games,
    provisional: readFlag(raw("provisional")),
    lastEvent: cellShown(get("lastEvent")),
    raw: { games: raw("games"), provisional: raw("provisional"), lastEvent: raw("lastEvent") },
  };
}
