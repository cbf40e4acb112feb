/**
 * Write phases (src/excel/host.ts has the batching rules): each command's writes queued and sent in ONE
 * sync, after its plan was made in pure code (src/sheets/ownership.ts decides which sheet is written).
 */

import { parseReference } from "../sheets/address";
import { blockAddresses, type SheetContent } from "../sheets/content";
import type { CellRun } from "../sheets/sheetPatch";
import type { MarkedSheetTarget, SheetTarget } from "../sheets/ownership";
import { OWNED_SETTING_KEY } from "../sheets/ownership";
import type { SheetSpec } from "../sheets/workbook/spec";
import type { ImportSettingsPlan } from "../sheets/workbook/importSettings";
import { asExcelText, queuePageSetup } from "./queue";
import { queueNames, queueSheetSpec, queueStyle } from "./spec";
import type { ExcelHost } from "./host";

export interface WriteResult {
  sheetName: string;
  tableName: string;
  /** A1 address of the written block, e.g. "A1:K15". */
  address: string;
}

/**
 * Write an owned sheet (e.g. Standings) in ONE sync: create it or clear it, delete our old table,
 * write number formats then values (texts that Excel would read as formulas carry the text prefix:
 * asExcelText), make a table over the block (style TableStyleMedium2, header = the last header row),
 * freeze the header rows, the print setup when given (large type, A4, titles), autofit the columns, record
 * ownership (settings, and the workbook-name mark when the target has one), and activate the sheet.
 */
export async function writeOwnedSheet(
  host: ExcelHost,
  target: SheetTarget,
  content: SheetContent,
): Promise<WriteResult> {
  const { address, tableAddress } = blockAddresses(content);
  return host.run(async (context) => {
    const wb = context.workbook;
    const sheet =
      target.kind === "refresh" ? wb.worksheets.getItem(target.sheetName) : wb.worksheets.add(target.sheetName);
    for (const t of target.tablesToDelete) wb.tables.getItem(t).delete();
    if (target.kind === "refresh") sheet.getRange().clear("All");
    const range = sheet.getRange(address);
    range.numberFormat = content.numberFormats;
    range.values = asExcelText(content.values as unknown[][]);
    const table = sheet.tables.add(tableAddress, true);
    table.name = target.tableName;
    table.style = "TableStyleMedium2";
    sheet.freezePanes.freezeRows(content.headerRowCount);
    if (content.print) {
      if (content.print.area) sheet.getRange(content.print.area).format.font.size = content.print.setup.fontSize;
      queuePageSetup(sheet, content.print.setup, content.print.area);
    }
    range.format.autofitColumns();
    wb.settings.add(OWNED_SETTING_KEY, JSON.stringify(target.owned));
    if (target.mark && target.mark.action !== "keep") {
      if (target.mark.action === "replace") wb.names.getItem(target.mark.name).delete();
      wb.names.add(target.mark.name, sheet.getRange("A1"));
    }
    sheet.activate();
    await context.sync();
    return { sheetName: target.sheetName, tableName: target.tableName, address };
  });
}

/** The printable round sheet: cells from A1, the printed block, and the page setup. */
export interface RoundSheetContent extends SheetContent {
  /** A1 address of the printed block, e.g. "A1:E33" (the Why column is left out). */
  printArea: string;
  /** Rows repeated on every printed page, e.g. "$1:$1". */
  printTitleRows: string;
  /** Font size (points) of the printed block. */
  fontSize: number;
  /** Fit to this many pages wide and tall. */
  fitToPages: { wide: number; tall: number };
}

/** Everything "Pair round N" writes, in ONE sync (see writePairing). */
export interface PairingWrite {
  resultsSheet: string;
  /** The round's new rows: A1 address of the block right below the data, values and formats. */
  rows?: { address: string; values: (string | number | boolean)[][]; numberFormats: string[][] };
  /** The table of the Results sheet that grows to hold the new rows (undefined: none). */
  growTable?: string;
  /** Single cells to fill: the empty Table cells of the rows the director typed. */
  cells: { address: string; value: number }[];
  /** The printable sheet (undefined: not written, e.g. the round was already paired and printed). */
  round?: { target: MarkedSheetTarget; content: RoundSheetContent };
  /** The result slips ("Slips N", a sheet definition with its print setup): written after the Round sheet. */
  slips?: { target: MarkedSheetTarget; spec: SheetSpec };
}

/**
 * Write a paired round in ONE sync. Order matters: Office applies the commands queued before a
 * failing one, so the table resize (the only command that can fail on a good plan, e.g. when the
 * TD's table would overlap another) comes first and nothing else is applied after a failure.
 *
 *  1. the Results table grows from its own top-left corner to the bounding box of itself and the
 *     new rows (Table.resize, ExcelApi 1.13; the header stays in its row);
 *  2. the new rows: number formats first, then values (a name like "=1+1" with the text prefix: asExcelText);
 *  3. the director's rows: their empty Table cells get the table the round gave them;
 *  4. the Round sheet: created (or cleared, if ours), values, large font on the printed block,
 *     frozen header, autofit, A4 portrait centred, fit to pages, print area and title rows, the ownership
 *     mark (a workbook name, as the command line's `pair --out` marks its sheet), activated;
 *  5. with `slips`, the result slips sheet (src/sheets/workbook/slips.ts) through the definitions' writer
 *     (./spec.ts): values, looks, merges, A4 setup and a page break every five slips, its mark.
 */
export async function writePairing(host: ExcelHost, w: PairingWrite): Promise<void> {
  await host.run(async (context) => {
    const wb = context.workbook;
    const results = wb.worksheets.getItem(w.resultsSheet);
    if (w.rows && w.growTable) {
      const table = wb.tables.getItem(w.growTable);
      table.resize(table.getRange().getBoundingRect(results.getRange(w.rows.address)));
    }
    if (w.rows) {
      const range = results.getRange(w.rows.address);
      range.numberFormat = w.rows.numberFormats;
      range.values = asExcelText(w.rows.values as unknown[][]);
    }
    for (const c of w.cells) results.getRange(c.address).values = [[c.value]];
    if (w.round) {
      const { target, content } = w.round;
      const sheet =
        target.kind === "refresh" ? wb.worksheets.getItem(target.sheetName) : wb.worksheets.add(target.sheetName);
      if (target.kind === "refresh") sheet.getRange().clear("All");
      const { address } = blockAddresses(content);
      const range = sheet.getRange(address);
      range.numberFormat = content.numberFormats;
      range.values = asExcelText(content.values as unknown[][]);
      sheet.getRange(content.printArea).format.font.size = content.fontSize;
      sheet.freezePanes.freezeRows(content.headerRowCount);
      range.format.autofitColumns();
      queuePageSetup(
        sheet,
        {
          paperSize: "A4",
          orientation: "portrait",
          fitToWidth: content.fitToPages.wide,
          fitToHeight: content.fitToPages.tall,
          fontSize: content.fontSize,
          printTitleRows: content.printTitleRows,
          horizontalCentered: true,
        },
        content.printArea,
      );
      if (target.kind === "create") {
        if (target.replaceMark) wb.names.getItem(target.mark).delete();
        wb.names.add(target.mark, sheet.getRange("A1"));
      }
      sheet.activate();
    }
    if (w.slips) {
      // 5. the result slips: created (or cleared with their page breaks, if ours), the definition, the mark.
      const sheet = queueMarkedSheetSpec(wb, w.slips.target, w.slips.spec);
      if (!w.round) sheet.activate();
    }
    await context.sync();
  });
}

/**
 * Queue a sheet definition on the sheet a mark proves ours: created, or (a refresh) cleared with its page breaks;
 * the definition (src/excel/spec.ts); the mark when the sheet is new. Used for the result slips and the printable
 * rating list.
 */
function queueMarkedSheetSpec(wb: Excel.Workbook, target: MarkedSheetTarget, spec: SheetSpec): Excel.Worksheet {
  const sheet =
    target.kind === "refresh" ? wb.worksheets.getItem(target.sheetName) : wb.worksheets.add(target.sheetName);
  if (target.kind === "refresh") {
    sheet.getRange().clear("All");
    sheet.horizontalPageBreaks.removePageBreaks();
  }
  queueSheetSpec(sheet, { ...spec, name: target.sheetName });
  if (target.kind === "create") {
    if (target.replaceMark) wb.names.getItem(target.mark).delete();
    wb.names.add(target.mark, sheet.getRange("A1"));
  }
  return sheet;
}

/**
 * Write a sheet definition on the sheet its mark proves ours (e.g. the printable rating list), in ONE sync, and
 * show it. Needs ExcelApi 1.9 (SPEC_EXCEL_API: the page setup), as every sheet definition does.
 */
export async function writeMarkedSheetSpec(host: ExcelHost, target: MarkedSheetTarget, spec: SheetSpec): Promise<void> {
  await host.run(async (context) => {
    queueMarkedSheetSpec(context.workbook, target, spec).activate();
    await context.sync();
  });
}

/** A new sheet to add (never overwriting): name already made free by freeSheetName. */
export interface NewSheet {
  sheetName: string;
  content: SheetContent;
}

/**
 * Add new sheets (e.g. Results and Players from an imported file) in ONE sync: values, formats,
 * frozen header rows, autofit. The names must be free (see freeSheetName); the first is activated.
 */
export async function addSheets(host: ExcelHost, sheets: NewSheet[]): Promise<void> {
  if (sheets.length === 0) return;
  await host.run(async (context) => {
    const added = sheets.map((s) => queueNewSheet(context.workbook, s));
    added[0].activate();
    await context.sync();
  });
}

/** Queue one new sheet: values, formats, frozen header rows, autofit. */
function queueNewSheet(wb: Excel.Workbook, s: NewSheet): Excel.Worksheet {
  const sheet = wb.worksheets.add(s.sheetName);
  const { address } = blockAddresses(s.content);
  const range = sheet.getRange(address);
  range.numberFormat = s.content.numberFormats;
  range.values = asExcelText(s.content.values as unknown[][]);
  sheet.freezePanes.freezeRows(s.content.headerRowCount);
  range.format.autofitColumns();
  return sheet;
}

/**
 * An imported event in ONE sync: its new sheets (addSheets; the first is activated) and its settings on the
 * Tournament sheet (src/sheets/workbook/importSettings.ts): a new Tournament sheet with its names (names left from a
 * deleted sheet deleted first), or the cells of the one there, with the names of the rows added to it.
 */
export async function writeImport(
  host: ExcelHost,
  sheets: NewSheet[],
  settings: Exclude<ImportSettingsPlan, { kind: "other-event" }>,
): Promise<void> {
  await host.run(async (context) => {
    const wb = context.workbook;
    const added = sheets.map((s) => queueNewSheet(wb, s));
    const created = new Map<string, Excel.Worksheet>();
    if (settings.kind === "create") {
      const sheet = wb.worksheets.add(settings.sheet.name);
      queueSheetSpec(sheet, settings.sheet);
      created.set(settings.sheet.name.toLowerCase(), sheet);
      for (const n of settings.replaceNames) wb.names.getItem(n).delete();
    } else {
      for (const c of settings.cells) {
        const range = wb.worksheets.getItem(c.sheet).getRange(c.cell);
        range.numberFormat = [[c.format]];
        range.values = asExcelText([[c.value]]);
      }
      if (settings.styles.length > 0) {
        const sheet = wb.worksheets.getItem(settings.sheet);
        for (const st of settings.styles) queueStyle(sheet, st);
      }
    }
    queueNames(wb, settings.names, created);
    added[0]?.activate();
    await context.sync();
  });
}

/**
 * Sort the rows of `address` on `sheetName` below its header row (Range.sort.apply, ExcelApi 1.2): Excel moves
 * each row whole (values, formulas, formats), blanks last. `fields`: 0-based columns of the range. One sync.
 */
export async function sortRows(
  host: ExcelHost,
  sheetName: string,
  address: string,
  fields: { key: number; ascending: boolean }[],
): Promise<void> {
  await host.run(async (context) => {
    context.workbook.worksheets.getItem(sheetName).getRange(address).sort.apply(fields, false, true);
    await context.sync();
  });
}

/** Enter formulas again ("Sheet!A1" → "=OTHELLO.STANDINGS(…)": Range.formulas, as if typed), in ONE sync. */
export async function enterFormulas(
  host: ExcelHost,
  cells: readonly { address: string; formula: string }[],
): Promise<void> {
  if (cells.length === 0) return;
  await host.run(async (context) => {
    for (const c of cells) {
      const ref = parseReference(c.address);
      context.workbook.worksheets.getItem(ref?.sheet ?? "").getRange(ref?.range ?? c.address).formulas = [[c.formula]];
    }
    await context.sync();
  });
}

/** Select one cell (a problem's address) and show its sheet. One sync. */
export async function selectCell(host: ExcelHost, sheetName: string, cell: string): Promise<void> {
  await host.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem(sheetName);
    sheet.activate();
    sheet.getRange(cell).select();
    await context.sync();
  });
}

/** A sheet's changed cells (src/sheets/sheetPatch.ts changedRuns): the rating list, its History, its Rated games. */
export interface SheetRuns {
  sheetName: string;
  /** A new sheet: added, its header rows frozen and its columns fitted. */
  create: boolean;
  runs: CellRun[];
  /** Header rows to freeze on a new sheet. */
  headerRows?: number;
}

/**
 * Write the changed cells of several sheets in ONE sync: per run, the number formats then the values (texts
 * Excel would read as formulas with the text prefix: asExcelText), or, for cells the plan no longer covers, a
 * clear. Cells not in a run are not touched, so the user's own formulas and formats beside a list stay.
 */
export async function writeSheetRuns(host: ExcelHost, sheets: readonly SheetRuns[]): Promise<void> {
  if (sheets.every((s) => s.runs.length === 0 && !s.create)) return;
  await host.run(async (context) => {
    const wb = context.workbook;
    for (const s of sheets) {
      if (s.runs.length === 0 && !s.create) continue;
      const sheet = s.create ? wb.worksheets.add(s.sheetName) : wb.worksheets.getItem(s.sheetName);
      for (const run of s.runs) {
        const range = sheet.getRange(run.address);
        if (run.clear) {
          range.clear("All");
          continue;
        }
        range.numberFormat = run.numberFormats;
        range.values = asExcelText(run.values);
      }
      if (s.create) {
        if (s.headerRows) sheet.freezePanes.freezeRows(s.headerRows);
        sheet.getUsedRange().format.autofitColumns();
      }
    }
    await context.sync();
  });
}

/** The rating chart's sheet (src/sheets/ratingChart.ts): where it goes, its cells and its chart. */
export interface ChartSheetWrite {
  target: MarkedSheetTarget;
  content: SheetContent;
  chart: {
    /** A1 address of the chart's data on the sheet ("B1:C6"). */
    source: string;
    /** The chart's name (to find ours again). */
    name: string;
    title: string;
    /** Where it is drawn: top-left and bottom-right cells ("E2", "M20"). */
    from: string;
    to: string;
  };
  /** Our old charts on the sheet (a refresh): deleted first. */
  deleteCharts: readonly string[];
}

/**
 * Write the chart sheet in ONE sync: created (or, when ours, its old charts deleted and its cells cleared),
 * formats then values, frozen header, fitted columns, a line chart over the data (series by columns: the Event
 * column names the points, the Rating column is the line), the mark, and the sheet shown. ExcelApi 1.1
 * (charts) and 1.4 (names).
 */
export async function writeChartSheet(host: ExcelHost, w: ChartSheetWrite): Promise<void> {
  const { address } = blockAddresses(w.content);
  await host.run(async (context) => {
    const wb = context.workbook;
    const { target } = w;
    const sheet =
      target.kind === "refresh" ? wb.worksheets.getItem(target.sheetName) : wb.worksheets.add(target.sheetName);
    if (target.kind === "refresh") {
      for (const name of w.deleteCharts) sheet.charts.getItem(name).delete();
      sheet.getRange().clear("All");
    }
    const range = sheet.getRange(address);
    range.numberFormat = w.content.numberFormats;
    range.values = asExcelText(w.content.values as unknown[][]);
    sheet.freezePanes.freezeRows(w.content.headerRowCount);
    range.format.autofitColumns();
    // The enums' string values ("Line", "Columns"): the same in Office and in the in-memory workbook.
    const chart = sheet.charts.add("Line", sheet.getRange(w.chart.source), "Columns");
    chart.name = w.chart.name;
    chart.title.text = w.chart.title;
    chart.setPosition(w.chart.from, w.chart.to);
    if (target.kind === "create") {
      if (target.replaceMark) wb.names.getItem(target.mark).delete();
      wb.names.add(target.mark, sheet.getRange("A1"));
    }
    sheet.activate();
    await context.sync();
  });
}
