/**
 * The exceljs writer of the rating sheets a plan holds (src/sheets/ratings: RatingWrites): what `rate --out`,
 * `rate --undo --out` and `rate-history --out` write. Rating history and Rated games (Brightwell's) and a new
 * Ratings sheet are written whole as an Excel table; an existing Ratings sheet is updated cell by cell so the
 * user's other columns, formats and rows above the header stay. The pane's Office.js writer maps the same plan.
 */
import type ExcelJS from "exceljs";
import { parseTopLeft, plainCell, widestRow, type RatingSheetWrite, type RatingWrites } from "../sheets";
import { writeTableSheet } from "./workbook";

/** Put one planned sheet into the workbook (`tableName`: the Excel table's name; "Ratings" is the user's list). */
export function writeRatingSheet(wb: ExcelJS.Workbook, w: RatingSheetWrite, tableName: string): void {
  const ws = wb.getWorksheet(w.sheetName);
  if (!ws || w.create || tableName !== "Ratings") {
    writeTableSheet(wb, w.sheetName, tableName, w as unknown as Parameters<typeof writeTableSheet>[3]);
    return;
  }
  const at = parseTopLeft(w.topLeft);
  const rows = Math.max(w.values.length, w.rowsRead);
  const cols = Math.max(w.columnsRead, widestRow(w.values));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = ws.getCell(at.row + r + 1, at.col + c + 1);
      const inside = r < w.values.length && c < w.values[r].length;
      const f = inside ? w.numberFormats[r][c] : undefined;
      if (f && f !== "General") cell.numFmt = f;
      const v = inside ? w.values[r][c] : null;
      // A cell whose value is unchanged is left alone, so a formula or rich text in the user's own columns stays.
      // (exceljs, not Office.js: the office-addins rules mistake this read for a proxy object's.)
      // eslint-disable-next-line office-addins/call-sync-before-read, office-addins/load-object-before-read
      const now = plainCell(cell.value);
      if (now !== v) cell.value = v;
    }
  }
}

/** Every sheet of a plan: Ratings, History and (when planned) Rated games. */
export function writeRatingSheets(wb: ExcelJS.Workbook, writes: RatingWrites): void {
  writeRatingSheet(wb, writes.ratings, "Ratings");
  writeRatingSheet(wb, writes.history, "History");
  if (writes.games) writeRatingSheet(wb, writes.games, "RatedGames");
}
