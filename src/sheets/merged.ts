/**
 * Merged cells, as Office.js reads them. Pure.
 *
 * Korean and Japanese directors often merge the Round cell over all rows of a round. Excel's
 * `range.values` gives the value only in the top-left cell of a merged area; the others read as "".
 * The command line's reader (src/xlsx) gives the merged value to every cell. fillMergedAreas makes the
 * task pane's cells look like the command line's: every cell of a merged area holds the area's
 * top-left value, so the same parser sees the same rows from both hosts.
 */
import { columnIndex, parseTopLeft } from "./address";

/** A rectangle of sheet cells, 0-based and inclusive. Whole rows/columns reach to Infinity. */
export interface CellBox {
  r0: number;
  c0: number;
  r1: number;
  c1: number;
}

/**
 * Split Excel's list of areas ("Results!A2:A3,Results!A4:A5", "'대회 결과'!A2:A3, 'x'!B4:C5") at the
 * commas that are not inside a quoted sheet name ('' is an escaped quote inside one). Pieces are
 * trimmed; empty pieces are dropped.
 */
export function splitAreaList(addresses: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < addresses.length; i++) {
    const ch = addresses[i];
    if (ch === "'") {
      // Inside quotes, '' is one quote and the name goes on; a lone ' closes the name.
      if (quoted && addresses[i + 1] === "'") {
        cur += "''";
        i++;
        continue;
      }
      quoted = !quoted;
      cur += ch;
    } else if (ch === "," && !quoted) {
      if (cur.trim() !== "") out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  if (cur.trim() !== "") out.push(cur.trim());
  return out;
}

/** The cell part of one area ("Results!$A$2:$A$3" → "$A$2:$A$3"): after the sheet name, if any. */
function localRef(area: string): string {
  if (area.startsWith("'")) {
    // Find the closing quote (skipping '' escapes); the reference follows its "!".
    for (let i = 1; i < area.length; i++) {
      if (area[i] !== "'") continue;
      if (area[i + 1] === "'") {
        i++;
        continue;
      }
      return area[i + 1] === "!" ? area.slice(i + 2) : area.slice(i + 1);
    }
    return "";
  }
  const bang = area.lastIndexOf("!");
  return bang >= 0 ? area.slice(bang + 1) : area;
}

/** "B7" | "B" | "7" (with optional $) → the parts present; null when unreadable. */
function refPart(p: string): { row?: number; col?: number } | null {
  const m = /^\$?([A-Za-z]{1,3})?\$?([0-9]{1,7})?$/.exec(p.trim());
  if (!m || (!m[1] && !m[2])) return null;
  return { col: m[1] ? columnIndex(m[1]) : undefined, row: m[2] ? Number(m[2]) - 1 : undefined };
}

/**
 * One area ("'My sheet'!A2:C5", "A2", "A:B", "$3:$4") → its box; null when unreadable. The sheet
 * name is not checked: the areas come from the range being read, so they are on its sheet.
 */
export function parseArea(area: string): CellBox | null {
  const parts = localRef(area).split(":");
  if (parts.length > 2) return null;
  const a = refPart(parts[0]);
  const b = parts.length === 2 ? refPart(parts[1]) : a;
  if (!a || !b) return null;
  if ((a.row === undefined) !== (b.row === undefined) || (a.col === undefined) !== (b.col === undefined)) return null;
  const rows = a.row !== undefined && b.row !== undefined;
  const cols = a.col !== undefined && b.col !== undefined;
  return {
    r0: rows ? Math.min(a.row!, b.row!) : 0,
    r1: rows ? Math.max(a.row!, b.row!) : Infinity,
    c0: cols ? Math.min(a.col!, b.col!) : 0,
    c1: cols ? Math.max(a.col!, b.col!) : Infinity,
  };
}

/** Every readable area of Excel's `RangeAreas.address` (unreadable pieces are skipped). */
export function parseAreaList(addresses: string): CellBox[] {
  return splitAreaList(addresses)
    .map(parseArea)
    .filter((b): b is CellBox => b !== null);
}

/**
 * A copy of `values` (the block whose first cell is `topLeft`, e.g. "Results!A1:E20") in which
 * every cell of each merged area of `mergedAddresses` (Excel's RangeAreas.address, comma-separated
 * and sheet-qualified) holds the area's top-left value.
 *
 *  - Areas partly outside the block are clipped to it. When an area's top-left cell is outside the
 *    block its value is unknown here and the area's cells are left as they are (a used range starts
 *    at or before the first value, so this only happens to areas that hold nothing).
 *  - Cells outside every area, and rows shorter than the block, are left as they are.
 *  - `values` is not changed. An empty or unreadable `mergedAddresses` gives a plain copy.
 */
export function fillMergedAreas(values: unknown[][], topLeft: string, mergedAddresses: string): unknown[][] {
  const out = values.map((row) => (Array.isArray(row) ? row.slice() : row));
  const origin = parseTopLeft(topLeft);
  for (const area of parseAreaList(mergedAddresses)) {
    // Block-relative corners.
    const top = area.r0 - origin.row;
    const left = area.c0 - origin.col;
    if (top < 0 || left < 0 || top >= values.length) continue;
    const source = values[top];
    if (!Array.isArray(source) || left >= source.length) continue;
    const v = source[left];
    const bottom = Math.min(area.r1 - origin.row, out.length - 1);
    for (let r = top; r <= bottom; r++) {
      const row = out[r];
      if (!Array.isArray(row)) continue;
      const right = Math.min(area.c1 - origin.col, row.length - 1);
      for (let c = left; c <= right; c++) row[c] = v;
    }
  }
  return out;
}
