/**
 * Reading the rating sheets' cells: a cell as a plain value to write back, a date, a TRUE/FALSE flag; a block's
 * plain values, its widest row, whether it is empty, and one row's cells by column.
 */
import { cellShown, readCell, unwrapCell } from "../cells";
import { isIsoDate } from "../../engine";
import type { CellValue } from "./types";

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

/** The length of the longest row: one home, sheets/content.ts (a loop; a spread of 100,000 rows overflows the stack). */
export { widestRow } from "../content";

/** A block as read (a host's 2-D values, possibly ragged or missing) as plain values. */
export function plainValues(values: unknown[][] | undefined): CellValue[][] {
  return (Array.isArray(values) ? values : []).map((row) => (Array.isArray(row) ? row.map(plainCell) : []));
}

/** True when every cell of the block is empty (or the block has no rows). */
export function isEmptyBlock(values: readonly (readonly CellValue[])[]): boolean {
  return values.every((row) => row.every((v) => v === null || v === ""));
}

/** One row's cells by column key: null for a column the sheet does not have or a cell beyond the row. */
export function rowCells<K extends string>(
  row: readonly CellValue[],
  cols: Partial<Record<K, number>>,
): (column: K) => CellValue {
  return (column) => (cols[column] === undefined ? null : (row[cols[column]!] ?? null));
}
