/**
 * What every Office.js writer queues the same way: texts as Excel texts (asExcelText) and a sheet's page setup
 * (queuePageSetup). write.ts (the commands' writes) and spec.ts (sheet definitions) both use them, so they live
 * here rather than in either: one of them importing the other made an import cycle. Nothing here syncs.
 */
import { absoluteRows, type PageSetup } from "../sheets/standings/print";

/**
 * Queue a sheet's page setup (src/sheets/standings/print.ts, the data every printable sheet carries) on
 * Worksheet.pageLayout (ExcelApi 1.9): paper, orientation, centring, fit to pages, print area and the
 * rows repeated on every page. `fitToHeight` 0 ("as many pages as needed") sets only the width: Office.js
 * takes a page count of 1 or more, never 0. Nothing is synced here: the caller's one write sync applies it.
 */
export function queuePageSetup(sheet: Excel.Worksheet, setup: PageSetup, printArea?: string): void {
  const layout = sheet.pageLayout;
  layout.orientation = setup.orientation === "landscape" ? "Landscape" : "Portrait";
  layout.paperSize = setup.paperSize;
  layout.centerHorizontally = setup.horizontalCentered;
  layout.zoom =
    setup.fitToHeight > 0
      ? { horizontalFitToPages: setup.fitToWidth, verticalFitToPages: setup.fitToHeight }
      : { horizontalFitToPages: setup.fitToWidth };
  if (printArea) layout.setPrintArea(printArea);
  if (setup.printTitleRows) layout.setPrintTitleRows(absoluteRows(setup.printTitleRows));
}

/**
 * Values ready for Range.values: a text that Excel would read as a formula or lose a character of gets
 * Excel's text prefix, a leading apostrophe, which marks the cell as text and is not part of its value.
 *
 * Microsoft documents Range.values (ExcelApi 1.1) as: "If the returned value starts with a plus ("+"),
 * minus ("-"), or equal sign ("="), Excel interprets this value as a formula." It promises nothing for
 * cells formatted as text ("@"), so the "@" format written first is not relied on alone. "@" at the
 * start is prefixed too (Excel's UI starts a formula with it), and a text that itself begins with an
 * apostrophe ("'t Hooft") keeps it (the first apostrophe would otherwise be taken as the prefix).
 * Reading the cell back (values, formulas) gives the text without the prefix. Numbers, booleans and
 * null (leave the cell as it is) pass unchanged.
 */
export function asExcelText<T>(values: T[][]): T[][] {
  return values.map((row) => row.map((v) => (typeof v === "string" && /^[=+\-@']/.test(v) ? (`'${v}` as T) : v)));
}
