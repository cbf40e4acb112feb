/**
 * What a host writes into a sheet: a block of values and number formats from A1, header rows on top
 * (rendered by src/sheets/), and the addresses of that block. Pure; the Excel adapter (src/excel/write.ts)
 * writes it in one sync.
 */
import { columnLetters } from "./address";

/** What to write: values and formats of the same shape, header rows on top (sheets/ renders it). */
export interface SheetContent {
  values: (string | number | boolean | null)[][];
  numberFormats: string[][];
  headerRowCount: number;
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
