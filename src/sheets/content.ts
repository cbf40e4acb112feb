/**
 * What a host writes into a sheet: a block of values and number formats from A1, header rows on top
 * (rendered by src/sheets/), the addresses of that block, and the conversions from rendered or
 * exported cells. Pure; the Excel adapter (src/excel/write.ts) writes it in one sync.
 */
import { columnLetters } from "./address";
import type { PageSetup } from "./standings/print";

/** What to write: values and formats of the same shape, header rows on top (sheets/ renders it). */
export interface SheetContent {
  values: (string | number | boolean | null)[][];
  numberFormats: string[][];
  headerRowCount: number;
  /**
   * How the sheet prints (writeOwnedSheet): large type on `area` and the page setup (e.g. the Standings:
   * sheets/standings/print.ts standingsPrint). Worksheet.pageLayout needs ExcelApi 1.9: check excelApiSupported("1.9")
   * before asking for it.
   */
  print?: { area?: string; setup: PageSetup };
}

/** Address of the written block and of the table inside it (its header is the last header row). */
export function blockAddresses(content: SheetContent): { address: string; tableAddress: string } {
  const rows = content.values.length;
  const cols = rows > 0 ? content.values[0].length : 0;
  if (rows === 0 || cols === 0) throw new RangeError("Nothing to write: the sheet content is empty.");
  content.values.forEach((row, r) => {
    if (row.length !== cols) throw new RangeError(`Row ${r + 1} has ${row.length} cells, expected ${cols}.`);
  });
  if (content.numberFormats.length !== rows || content.numberFormats.some((row) => row.length !== cols)) {
    throw new RangeError(`Number formats must be ${rows} x ${cols}, like the values.`);
  }
  const last = `${columnLetters(cols - 1)}${rows}`;
  const headerRow = Math.max(1, content.headerRowCount); // 1-based row of the table header
  return { address: `A1:${last}`, tableAddress: `A${headerRow}:${last}` };
}

/** One cell as written: numbers and booleans as they are, null (and undefined) "", anything else its text. */
function cellValue(v: unknown): string | number | boolean {
  return v === null || v === undefined ? "" : typeof v === "number" || typeof v === "boolean" ? v : String(v);
}

/** Rendered cells → what the adapter writes: null becomes "" so a refresh never keeps old text. */
export function toContent(
  values: readonly (readonly unknown[])[],
  numberFormats: readonly (readonly string[])[],
  headerRowCount: number,
): SheetContent {
  return {
    values: values.map((row) => row.map(cellValue)),
    numberFormats: numberFormats.map((row) => row.slice()),
    headerRowCount,
  };
}

/**
 * The length of the longest row. A loop, not Math.max(...rows.map(…)): spreading a sheet of 100,000 rows into
 * arguments exceeds the call stack (RangeError), which a whole rating archive reaches.
 */
export function widestRow(rows: readonly (readonly unknown[])[]): number {
  let widest = 0;
  for (const row of rows) if (row.length > widest) widest = row.length;
  return widest;
}

/** Text cells "@" (names stay text, even "=…"), numbers "General"; null → "". */
export function contentOf(values: unknown[][]): SheetContent {
  const cols = widestRow(values);
  const cells = values.map((row) => Array.from({ length: cols }, (_, c) => row[c]));
  return {
    values: cells.map((row) => row.map(cellValue)),
    numberFormats: cells.map((row) => row.map((v) => (typeof v === "string" ? "@" : "General"))),
    headerRowCount: 1,
  };
}
