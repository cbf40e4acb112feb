/**
 * The Results sheet's header row (its columns, in any order and language) and the round a director has
 * paired but not yet played (left out with one warning instead of an error per row).
 */
import { MAX_ROUNDS } from "../../engine";
import { cellNumber, EMPTY_CELL, readCell, type Cell } from "../cells";
import { findResultsHeader, type ResultsColumn } from "../headers";
import type { SheetCursor } from "./cursor";
import { isByeWord } from "./names";

/** Highest round number accepted (a typo like 1e6 must not make the gap check list a million rounds). */
export const MAX_ROUND = MAX_ROUNDS;

export type ResultsColumns = Record<ResultsColumn, number | undefined>;

/**
 * The header row: found in the first `searchRows` rows, no column twice, and discs in both disc
 * columns or a Result column. Undefined (with the problem at its cell) when the sheet cannot be read.
 */
export function readResultsHeader(
  values: unknown[][],
  cur: SheetCursor,
  searchRows: number,
): { row: number; col: ResultsColumns; hasDiscs: boolean } | undefined {
  const header = findResultsHeader(values, searchRows);
  if (!header) {
    cur.add("error", "no-header", 0, 0, { rows: Math.min(searchRows, Math.max(values.length, 1)) });
    return undefined;
  }
  const hr = header.row;
  for (const d of header.duplicates) {
    cur.add("error", "duplicate-column", hr, d.cols[1], {
      column: String(values[hr][d.cols[1]]).trim(),
      otherAddress: cur.address(hr, d.cols[0]),
    });
  }
  const col = header.columns as ResultsColumns;
  const hasDiscs = col.blackDiscs !== undefined || col.whiteDiscs !== undefined;
  const lastHeaderCol = Math.max(...Object.values(col).filter((c): c is number => c !== undefined));
  if (!hasDiscs && col.result === undefined) {
    cur.add("error", "missing-column", hr, lastHeaderCol + 1, { column: "Black discs" });
    cur.add("error", "missing-column", hr, lastHeaderCol + 1, { column: "White discs" });
    return undefined;
  }
  if (hasDiscs && (col.blackDiscs === undefined || col.whiteDiscs === undefined)) {
    cur.add("error", "missing-column", hr, lastHeaderCol + 1, {
      column: col.blackDiscs === undefined ? "Black discs" : "White discs",
    });
    return undefined;
  }
  return { row: hr, col, hasDiscs };
}

/**
 * The last round, when it holds pairings but no result yet: every row of it (other than byes) has
 * empty disc and Result cells. That is what a director has after pairing the next round; those rows
 * are left out (with one "round-pending" warning) instead of being a "game without result" each.
 * A round where some games have results and others not is NOT pending: the empty ones are errors.
 */
export function findPendingRound(
  values: unknown[][],
  headerRow: number,
  col: Partial<Record<ResultsColumn, number>>,
): { round: number; row: number } | undefined {
  const at = (row: unknown[], k: ResultsColumn) => (col[k] === undefined ? EMPTY_CELL : readCell(row[col[k]!]));
  const isBye = (c: Cell) => c.kind === "text" && isByeWord(c.value);
  let last = 0;
  let firstRow = -1;
  let games = 0;
  let withResult = 0;
  for (let r = headerRow + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const n = cellNumber(at(row, "round"));
    if (n === undefined || !Number.isInteger(n) || n < 1 || n > MAX_ROUND || n < last) continue;
    if (n > last) {
      last = n;
      firstRow = r;
      games = 0;
      withResult = 0;
    }
    // A round with a result is no pending round: its other rows need no reading unless a later round follows.
    if (withResult > 0) continue;
    if (isBye(at(row, "black")) || isBye(at(row, "white"))) continue;
    games++;
    if (
      at(row, "blackDiscs").kind !== "empty" ||
      at(row, "whiteDiscs").kind !== "empty" ||
      at(row, "result").kind !== "empty"
    )
      withResult++;
  }
  return last > 0 && games > 0 && withResult === 0 ? { round: last, row: firstRow } : undefined;
}
