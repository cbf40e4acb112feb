/**
 * The Ratings sheet written back in place: the block as read with its players' Rating, Games, Provisional and
 * Last event cells changed, newcomers appended, removed players taken out; missing columns are added at the
 * right of the header, everything else of the block (other columns, rows above the header) is kept.
 */
import type { ListPlayer } from "../../engine";
import { RATINGS_COLUMNS, RATINGS_TITLES, titleOf, type RatingsColumn } from "../../i18n/ratings";
import type { Locale } from "../types";
import { widestRow } from "./cells";
import { emptyList, type ListBlock } from "./readList";
import { columnWidths, RATINGS_FORMATS } from "./render";
import type { CellValue, RatingSheetWrite } from "./types";

/** A change to one list row: its four cells as they are to be written. */
export interface ListCells {
  rating: CellValue;
  games: CellValue;
  provisional: CellValue;
  lastEvent: CellValue;
}

/** A player added at the bottom of the list. */
export interface NewListRow {
  id: string;
  name: string;
  cells: ListCells;
}

/**
 * What changes on the list: `set` rewrites the four cells of existing rows (by block row), `append` adds rows
 * (ID, name and the four cells), `remove` deletes rows.
 */
export interface ListChanges {
  set?: Map<number, ListCells>;
  append?: NewListRow[];
  remove?: Set<number>;
}

type ListColumns = Partial<Record<RatingsColumn, number>>;

/** The four cells of a player as the book has him. */
export function listCells(p: Pick<ListPlayer, "rating" | "games" | "provisional" | "lastEvent">): ListCells {
  return { rating: p.rating, games: p.games, provisional: p.provisional, lastEvent: p.lastEvent };
}

/** The Ratings block after the changes. */
export function updatedList(block: ListBlock, changes: ListChanges, locale: Locale): RatingSheetWrite {
  const values = block.values.map((row) => row.slice());
  let headerRow = block.headerRow;
  if (values.length === 0) {
    values.push([]);
    headerRow = 0;
  }
  const cols = withEveryColumn(values[headerRow], block.cols, locale);
  const width = Math.max(widestRow(values), ...Object.values(cols).map((x) => (x as number) + 1));
  const changed = changedRows(values, headerRow, cols, changes);
  const rows = changed.map((row) => Array.from({ length: width }, (_, c) => (row[c] === undefined ? null : row[c])));
  return {
    sheetName: block.sheetName,
    create: !block.exists,
    topLeft: block.topLeft,
    values: rows,
    numberFormats: listFormats(rows, headerRow, cols),
    headerRow,
    columnWidths: columnWidths(rows),
    rowsRead: block.rowsRead,
    columnsRead: block.columnsRead,
  };
}

/** The list's columns, each one the header lacks titled at its right (the header row is written into). */
function withEveryColumn(header: CellValue[], found: ListColumns, locale: Locale): ListColumns {
  const cols = { ...found };
  for (const c of RATINGS_COLUMNS) {
    if (cols[c] !== undefined) continue;
    let at = header.length;
    while (at > 0 && (header[at - 1] === null || header[at - 1] === "")) at--;
    at = Math.max(at, ...Object.values(cols).map((x) => (x as number) + 1));
    cols[c] = at;
    header[at] = titleOf(RATINGS_TITLES, c, locale);
  }
  return cols;
}

/** The rows with the changes made: cells set, rows removed, newcomers right below the last non-empty row. */
function changedRows(values: CellValue[][], headerRow: number, cols: ListColumns, changes: ListChanges): CellValue[][] {
  const put = (row: CellValue[], cells: ListCells) => {
    row[cols.rating!] = cells.rating;
    row[cols.games!] = cells.games;
    row[cols.provisional!] = cells.provisional;
    row[cols.lastEvent!] = cells.lastEvent;
  };
  for (const [r, cells] of changes.set ?? []) put(values[r], cells);
  let out = changes.remove && changes.remove.size > 0 ? values.filter((_, r) => !changes.remove!.has(r)) : values;
  while (out.length > headerRow + 1 && out[out.length - 1].every((v) => v === null || v === "")) out = out.slice(0, -1);
  for (const a of changes.append ?? []) {
    const row: CellValue[] = [];
    row[cols.id!] = a.id === "" ? null : a.id;
    row[cols.name!] = a.name;
    put(row, a.cells);
    out.push(row);
  }
  return out;
}

/** Number formats: General above the header, text in the header, each list column's format below it. */
function listFormats(rows: CellValue[][], headerRow: number, cols: ListColumns): string[][] {
  const formatOf = new Map<number, string>(RATINGS_COLUMNS.map((c) => [cols[c]!, RATINGS_FORMATS[c]]));
  return rows.map((_, r) =>
    rows[0].map((__, c) => (r < headerRow ? "General" : r === headerRow ? "@" : (formatOf.get(c) ?? "General"))),
  );
}

/** A fresh Ratings sheet of the book's players (what `rate-history` writes). */
export function renderRatingsSheet(players: readonly ListPlayer[], locale: Locale = "en"): RatingSheetWrite {
  const append = players.map((p) => ({ id: p.key, name: p.name, cells: listCells(p) }));
  return updatedList(emptyList([], locale), { append }, locale);
}
