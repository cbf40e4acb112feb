/**
 * The file host's writer of the rating sheets a plan holds (src/sheets/ratings: RatingWrites): what `rate --out`,
 * `rate --undo --out` and `rate-history --out` write. Rating history and Rated games (Brightwell's) and a new Ratings
 * sheet are written whole as an Excel table; an existing Ratings sheet (the officer's list) is changed cell by cell,
 * only where a value changes, so the user's other columns, formulas, formats and rows above the header stay. The
 * pane's Office.js writer maps the same plan (src/excel/write.ts writeSheetRuns).
 */
import { freeTableName } from "../sheets/ownership";
import { parseTopLeft, plainCell, widestRow, type RatingSheetWrite, type RatingWrites } from "../sheets";
import { finish, tableSheet } from "./sheets";
import type { CellEdit, WorkbookWriter } from "./writer";

/** The current values of a sheet as read (for the Ratings list: which cells change). */
export type ReadValues = (sheetName: string) => unknown[][];

/** Put one planned sheet into the workbook (`tableBase`: the Excel table's name; "Ratings" is the user's list). */
export function writeRatingSheet(
  w: WorkbookWriter,
  write: RatingSheetWrite,
  tableBase: string,
  read: ReadValues,
): void {
  if (!w.hasSheet(write.sheetName) || write.create || tableBase !== "Ratings") {
    const name = freeTableName(tableBase, w.tableNames(write.sheetName), "_");
    const { draft, table } = tableSheet(w, write.sheetName, name, write);
    finish(w, draft, [table]);
    return;
  }
  const at = parseTopLeft(write.topLeft);
  const now = read(write.sheetName);
  const rows = Math.max(write.values.length, write.rowsRead);
  const cols = Math.max(write.columnsRead, widestRow(write.values));
  const edits: CellEdit[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const inside = r < write.values.length && c < write.values[r].length;
      const v = inside ? write.values[r][c] : null;
      // A cell whose value is unchanged is left alone, so a formula or rich text in the user's own columns stays.
      const old = plainCell(now[at.row + r]?.[at.col + c] ?? null);
      if (old === v || (old === null && v === "")) continue;
      const f = inside ? write.numberFormats[r][c] : undefined;
      edits.push({ row: at.row + r, col: at.col + c, value: v, ...(f && f !== "General" ? { numFmt: f } : {}) });
    }
  }
  if (edits.length > 0) w.editCells(write.sheetName, edits);
}

/** Every sheet of a plan: Ratings, History and (when planned) Rated games. */
export function writeRatingSheets(w: WorkbookWriter, writes: RatingWrites, read: ReadValues = () => []): void {
  writeRatingSheet(w, writes.ratings, "Ratings", read);
  writeRatingSheet(w, writes.history, "History", read);
  if (writes.games) writeRatingSheet(w, writes.games, "RatedGames", read);
}
