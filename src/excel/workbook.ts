/**
 * The only code that touches Office.js (Excel JavaScript API). Everything here is a thin, batched
 * bridge between a workbook and plain 2-D arrays; deciding WHAT to write is pure code elsewhere
 * (src/sheets/, src/engine/) or pure helpers at the bottom of this file.
 *
 * Batching rules (docs/excel/performance.md), kept whatever the tournament size:
 *  - a read phase queues every load it needs and runs ONE context.sync();
 *  - a write phase queues every write (values as one 2-D array, number formats as one 2-D array,
 *    tables.add over the written block, freeze panes, autofit, settings) and runs ONE sync;
 *  - never a sync inside a loop.
 *
 * Which sheets are ours, and the free names of new ones: src/sheets/ownership.ts (pure, shared with
 * the command line).
 *
 * Host functions take an `ExcelHost` (anything with Office's `run(batch)`): the real `Excel`
 * namespace in Office, the in-memory fake (test/fakes/fake-excel.js) in tests and browser tests.
 */

import { columnLetters } from "../sheets/address";
import { OWNED_SETTING_KEY, parseOwned } from "../sheets/ownership";
import type { MarkedSheetTarget, OwnedSheet, SheetInfo, SheetTarget, TableInfo, WorkbookName } from "../sheets/ownership";

/** The part of the `Excel` namespace used here. */
export interface ExcelHost {
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

/** The Excel namespace if this page runs inside Excel (or a fake was injected), else undefined. */
export function currentExcelHost(): ExcelHost | undefined {
  const g = globalThis as { Excel?: ExcelHost };
  return g.Excel && typeof g.Excel.run === "function" ? g.Excel : undefined;
}

/**
 * Whether the running Excel supports ExcelApi `version` ("1.9", "1.13"). Outside Office (tests,
 * the in-memory fake, a browser preview) there is nothing to ask: true.
 */
export function excelApiSupported(version: string): boolean {
  const office = (globalThis as { Office?: { context?: { requirements?: { isSetSupported?: (name: string, v?: string) => boolean } } } }).Office;
  const check = office?.context?.requirements?.isSetSupported;
  if (typeof check !== "function") return true;
  try {
    return check.call(office!.context!.requirements, "ExcelApi", version);
  } catch {
    return true;
  }
}

/** A block of cells: values and the sheet-qualified address of the block (Excel's `address`). */
export interface SheetBlock {
  sheetName: string;
  values: unknown[][];
  /** e.g. "Results!A1:H120" or "'My results'!C3:J40"; values[0][0] is its first cell. */
  address: string;
  /**
   * The merged areas touching the block, as Excel lists them (RangeAreas.address, e.g.
   * "Results!A2:A3,Results!A4:A5"): Office.js gives a merged area's value only in its top-left
   * cell, so the caller fills the rest (fillMergedAreas in src/sheets/merged.ts). null when the
   * block has no merged cells or this Excel cannot tell (no ExcelApi 1.13); absent when not asked
   * (scanWorkbook).
   */
  mergedAreas?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Read: scanning (pane start) and inputs (compute)
// ---------------------------------------------------------------------------------------------

/** How many rows/columns of each sheet the scan reads to recognise header rows. */
export const SCAN_ROWS = 30;
export const SCAN_COLUMNS = 30; // A..AD

export interface WorkbookScan {
  sheets: SheetInfo[];
  /** The top-left SCAN_ROWS x SCAN_COLUMNS block of every sheet, in tab order. */
  previews: SheetBlock[];
}

/**
 * List the sheets and read the top of each, to recognise the Results/Players sheets by their
 * headers. Two syncs whatever the number of sheets (the names are needed before ranges can be
 * asked for); this runs when the pane opens and on "Rescan", never inside "Compute standings".
 */
export async function scanWorkbook(host: ExcelHost): Promise<WorkbookScan> {
  return host.run(async (context) => {
    const sheets = context.workbook.worksheets;
    // Visibility (ExcelApi 1.1) in the same sync: a hidden stale "Results" sheet must not win over
    // the visible one holding the real games (src/sheets/detect.ts prefers visible sheets).
    sheets.load("items/name,items/position,items/visibility");
    await context.sync();
    const infos = sheets.items.map((s) => ({ name: s.name, position: s.position, visible: s.visibility === "Visible" }));
    const lastCell = `${columnLetters(SCAN_COLUMNS - 1)}${SCAN_ROWS}`;
    const ranges = sheets.items.map((s) => {
      const r = s.getRange(`A1:${lastCell}`);
      r.load("values,address");
      return r;
    });
    await context.sync();
    return {
      sheets: infos,
      previews: ranges.map((r, i) => ({ sheetName: infos[i].name, values: r.values, address: r.address })),
    };
  });
}

export interface InputsRequest {
  resultsSheet: string;
  /** Optional Players sheet. */
  playersSheet?: string;
  /**
   * Also read which tables hold the last used row of the Results sheet (Range.getTables, ExcelApi
   * 1.9). Used by "Pair round N".
   */
  forPairing?: boolean;
}

export interface WorkbookInputs {
  sheets: SheetInfo[];
  tables: TableInfo[];
  owned: OwnedSheet[];
  /** null when the sheet does not exist (any more). */
  results: SheetBlock | null;
  players: SheetBlock | null;
  /**
   * With forPairing: names of the tables that intersect the last used row of the Results sheet
   * (the table to grow when rows are appended; [] when the results are plain cells).
   */
  resultsLastRowTables?: string[];
  /**
   * Every workbook name (the ownership marks: STANDINGS_MARK, ROUND_MARK(n)). Always read by
   * readInputs; optional so callers may plan from a hand-built inputs object.
   */
  names?: WorkbookName[];
}

/**
 * Everything "Compute standings" needs, in ONE sync: the used ranges of the Results (and Players)
 * sheets, the sheet list, the tables (to prove ownership and pick free names) and the ownership
 * record. Missing sheets come back as null (getItemOrNullObject + isNullObject, no try/catch).
 * With ExcelApi 1.13 the merged areas of each used range are read in the same sync (mergedAreas);
 * an older Excel is not asked (the method does not exist there) and gives mergedAreas null.
 */
export async function readInputs(host: ExcelHost, request: InputsRequest): Promise<WorkbookInputs> {
  return host.run(async (context) => {
    const wb = context.workbook;
    wb.worksheets.load("items/name,items/position");
    wb.tables.load("items/name,items/worksheet/name");
    const owned = wb.settings.getItemOrNullObject(OWNED_SETTING_KEY);
    owned.load("value");

    const canReadMerges = excelApiSupported("1.13"); // Range.getMergedAreasOrNullObject
    const queueBlock = (name: string) => {
      const sheet = wb.worksheets.getItemOrNullObject(name);
      // On a null sheet the used range is a null object too (the fake models it so); both are
      // checked after the sync. Should a host reject the sync instead (ItemNotFound), the pane
      // reports the same thing: "the sheet does not exist any more".
      const used = sheet.getUsedRange(true);
      used.load("values,address");
      // Merged cells (e.g. the Round cell over a round's rows): a null object when there are none.
      const merged = canReadMerges ? used.getMergedAreasOrNullObject() : undefined;
      merged?.load("address");
      return { sheet, used, merged, name };
    };
    const results = queueBlock(request.resultsSheet);
    const players = request.playersSheet ? queueBlock(request.playersSheet) : undefined;
    // Pairing: a table's address cannot be loaded (getRange is a method, needing a second sync once
    // the names are known), so ask the other way round: which tables touch the last used row?
    const lastRowTables = request.forPairing ? results.used.getLastRow().getTables(false) : undefined;
    lastRowTables?.load("items/name");
    const names = wb.names;
    names.load("items/name,items/formula");

    await context.sync();

    const block = (q: typeof results | undefined): SheetBlock | null =>
      !q || q.sheet.isNullObject || q.used.isNullObject
        ? null
        : {
            sheetName: q.name,
            values: q.used.values,
            address: q.used.address,
            mergedAreas: q.merged && !q.merged.isNullObject ? q.merged.address : null,
          };

    return {
      sheets: wb.worksheets.items.map((s) => ({ name: s.name, position: s.position })),
      tables: wb.tables.items.map((t) => ({ name: t.name, sheet: t.worksheet.name })),
      owned: owned.isNullObject ? [] : parseOwned(owned.value),
      results: block(results),
      players: block(players),
      names: names.items.map((n) => ({ name: n.name, formula: String(n.formula) })),
      ...(request.forPairing ? { resultsLastRowTables: block(results) && lastRowTables ? lastRowTables.items.map((t) => t.name) : [] } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Write
// ---------------------------------------------------------------------------------------------

/** What to write: values and formats of the same shape, header rows on top (sheets/ renders it). */
export interface SheetContent {
  values: (string | number | boolean | null)[][];
  numberFormats: string[][];
  headerRowCount: number;
}

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
 * freeze the header rows, autofit the columns, record ownership (settings, and the workbook-name
 * mark when the target has one), and activate the sheet.
 */
export async function writeOwnedSheet(host: ExcelHost, target: SheetTarget, content: SheetContent): Promise<WriteResult> {
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
 *     frozen header, autofit, portrait, fit to pages, print area and title rows, the ownership
 *     mark (a workbook name, as the command line's `pair --out` marks its sheet), activated.
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
      const sheet = target.kind === "refresh" ? wb.worksheets.getItem(target.sheetName) : wb.worksheets.add(target.sheetName);
      if (target.kind === "refresh") sheet.getRange().clear("All");
      const { address } = blockAddresses(content);
      const range = sheet.getRange(address);
      range.numberFormat = content.numberFormats;
      range.values = asExcelText(content.values as unknown[][]);
      sheet.getRange(content.printArea).format.font.size = content.fontSize;
      sheet.freezePanes.freezeRows(content.headerRowCount);
      range.format.autofitColumns();
      const layout = sheet.pageLayout;
      layout.orientation = "Portrait";
      layout.zoom = { horizontalFitToPages: content.fitToPages.wide, verticalFitToPages: content.fitToPages.tall };
      layout.setPrintArea(content.printArea);
      layout.setPrintTitleRows(content.printTitleRows);
      if (target.kind === "create") {
        if (target.replaceMark) wb.names.getItem(target.mark).delete();
        wb.names.add(target.mark, sheet.getRange("A1"));
      }
      sheet.activate();
    }
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
    const added = sheets.map((s) => {
      const sheet = context.workbook.worksheets.add(s.sheetName);
      const { address } = blockAddresses(s.content);
      const range = sheet.getRange(address);
      range.numberFormat = s.content.numberFormats;
      range.values = asExcelText(s.content.values as unknown[][]);
      sheet.freezePanes.freezeRows(s.content.headerRowCount);
      range.format.autofitColumns();
      return sheet;
    });
    added[0].activate();
    await context.sync();
  });
}

/** The sheet names, in ONE sync (used by import to choose free names). */
export async function listSheets(host: ExcelHost): Promise<SheetInfo[]> {
  return host.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name,items/position");
    await context.sync();
    return sheets.items.map((s) => ({ name: s.name, position: s.position }));
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

// ---------------------------------------------------------------------------------------------
// Pure helpers (no Office calls): addresses
// (column letters and A1 parsing live in src/sheets/address.ts, shared with the CLI and sheets/)
// ---------------------------------------------------------------------------------------------

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

