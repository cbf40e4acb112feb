/**
 * The package layer: .xlsx/.xlsm files as the second host of a workbook, beside src/excel/ (Office.js), both fed by
 * src/sheets/. Reading (book.ts over package.ts and sheetReader.ts), writing only Brightwell's parts into a user's
 * workbook or building a new one (writer.ts, sheets.ts, spec.ts), and the zip and XML underneath (zip.ts, xml.ts,
 * styles.ts, sheetXml.ts). Used by the command line (src/cli) and scripts/templates.ts; it imports no host.
 */
export { openWorkbook, XlsxWorkbook, HEAD_ROWS } from "./book";
export { PackageError, openPackage, XlsxPackage, isDateFormat } from "./package";
export type { DefinedName, DocumentProperties, PackageSheet } from "./package";
export { readSheetValues } from "./sheetReader";
export { serialToDate } from "./sheetCells";
export { WorkbookWriter, type CellEdit, type TableOut } from "./writer";
export { SheetBuilder, type CellOut, type FormulaOut } from "./sheetXml";
export { StyleBook, type Look } from "./styles";
export {
  addLook,
  applyPageSetup,
  applyPrintFonts,
  finish,
  newDraft,
  tableSheet,
  tableTitles,
  type SheetDraft,
} from "./sheets";
export { specDraft, workbookFromSpec, writeOwnedSheetSpec } from "./spec";
export { writeRatingSheet, writeRatingSheets, type ReadValues } from "./ratings";
export { readZip, writeZip, entryBytes, isOleFile, ZipError, type ZipEntry } from "./zip";
