/**
 * A worksheet part read as the 2-D values src/sheets/ takes (row 1 first, column A first, null for an empty cell).
 *
 * The part is scanned as bytes (sheetBytes.ts), never decoded into one string: SpreadsheetML's markup is ASCII, and a
 * cell's reference, type, style and number are read from the bytes where they are. Only what a cell shows as text of
 * its own (an inline string, a formula's text, an error) is decoded, and the shared strings come from their table.
 * A large part is inflated whole by Node's zlib and scanned once; a read of the first rows (sheet detection) or a part
 * too large to inflate at once is scanned piece by piece as it is inflated, and stops inflating after the rows asked for.
 *
 * What a cell gives (ECMA-376 Part 1 §18.3.1.4 c, §18.18.11 ST_CellType):
 *   number → number, or a Date when its number format is a date (the same Date exceljs gave: serial days since
 *            1899-12-30, or 1904-01-01 in the 1904 date system, at 00:00 UTC);
 *   s (shared string), inlineStr, str (a formula's text) → string (rich text runs joined, furigana left out);
 *   b → boolean; e → the error's text ("#N/A"); d (ISO 8601) → Date;
 *   a formula with its saved value → that value; a formula without one → { formula } (src/sheets/cells.ts reports it:
 *   "formula without calculated value").
 * Elements may carry a namespace prefix (`<x:row>`, `<x:c>`), as some writers (the Open XML SDK) emit them.
 * Merged cells: every cell of a merged area holds the area's top-left value (src/sheets/merged.ts, the pane's view).
 */
import { inflateChunks } from "./zip";
import type { XlsxPackage } from "./package";
import { SheetScanner, type CellSink } from "./sheetBytes";
import { columnOf, type SheetContext } from "./sheetCells";

export interface ReadSheetOptions {
  /** Stop after this many rows (1-based rows 1..maxRows); merged areas are not filled in such a partial read. */
  maxRows?: number;
  /** The part's bytes, inflated already (XlsxWorkbook.prefetch). */
  inflated?: Uint8Array;
}

/** Read a sheet's values (see the file comment). */
export function readSheetValues(pkg: XlsxPackage, sheetName: string, options: ReadSheetOptions = {}): unknown[][] {
  const sheet = pkg.sheet(sheetName);
  const entry = sheet?.part ? pkg.entry(sheet.part) : undefined;
  if (!entry) return [];
  const ctx: SheetContext = {
    strings: () => pkg.sharedStrings(),
    dates: pkg.cellFormats().date,
    date1904: pkg.date1904,
    shared: new Map(),
  };
  const maxRows = options.maxRows ?? Infinity;
  const rows: unknown[][] = [];
  const sink: CellSink = {
    ctx,
    row: (rowNumber, cells) => {
      while (rows.length < rowNumber - 1) rows.push([]);
      rows[rowNumber - 1] = cells;
    },
  };
  const scanner = new SheetScanner(sink, maxRows);
  if (options.inflated) scanner.push(options.inflated);
  else inflateChunks(entry, (chunk) => scanner.push(chunk), maxRows === Infinity);
  const tail = scanner.end();
  if (maxRows === Infinity) fillMerges(rows, tail);
  return rows;
}

/** Every cell of each merged area (`<mergeCell ref="A2:A5"/>`) gets the area's top-left value. */
function fillMerges(rows: unknown[][], tail: string): void {
  const re = /<(?:\w+:)?mergeCell\s[^>]*ref="([A-Za-z]+)(\d+):([A-Za-z]+)(\d+)"/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(tail)) !== null) {
    const c0 = columnOf(m[1]);
    const r0 = Number(m[2]) - 1;
    const c1 = columnOf(m[3]);
    const r1 = Number(m[4]) - 1;
    const v = rows[r0]?.[c0];
    if (v === null || v === undefined) continue;
    for (let r = r0; r <= r1; r++) {
      while (rows.length <= r) rows.push([]);
      const row = rows[r];
      for (let c = c0; c <= c1; c++) {
        while (row.length < c) row.push(null);
        row[c] = v;
      }
    }
  }
}
