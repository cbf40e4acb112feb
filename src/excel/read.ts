/**
 * Read phases (src/excel/host.ts has the batching rules): the pane's scan of every sheet, and the inputs of
 * a command (Results, Players, tables, names, ownership record), each in as few syncs as the API allows.
 */

import { columnLetters, parseReference } from "../sheets/address";
import { splitAreaList } from "../sheets/merged";
import { OWNED_SETTING_KEY, parseOwned } from "../sheets/ownership";
import type { SheetInfo, WorkbookLayout } from "../sheets/ownership";
import { excelApiSupported, type ExcelHost } from "./host";

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
  /** The workbook names asked for (ScanOptions.namedCells) that exist, with their cells' values. */
  namedCells: NamedCell[];
  /** With ScanOptions.errorFormulas: every formula cell showing an error, as "Sheet!A1" areas (ExcelApi 1.9). */
  errorFormulas: string[];
}

export interface ScanOptions {
  /** Workbook names to read with the value of the cell each refers to (e.g. the tournament's settings). */
  namedCells?: readonly string[];
  /** Also list the formula cells that show an error (Range.getSpecialCellsOrNullObject, ExcelApi 1.9). */
  errorFormulas?: boolean;
}

/** A workbook name, what it refers to ("='Tournament'!$B$5") and the value of its (first) cell. */
export interface NamedCell {
  name: string;
  formula: string;
  value: unknown;
}

/**
 * Queue the reading of some workbook names with the value of their cell, for the caller's next sync:
 * NamedItem.arrayValues (ExcelApi 1.7), loaded on getItemOrNullObject so that a missing name costs nothing
 * (a workbook without settings) and no second sync is needed to go from the name to its cell. An older
 * Excel is not asked: no names are read there. Returns what to call after the sync.
 */
function queueNamedCells(wb: Excel.Workbook, names: readonly string[] = []): () => NamedCell[] {
  if (names.length === 0 || !excelApiSupported("1.7")) return () => [];
  const items = names.map((n) => {
    const item = wb.names.getItemOrNullObject(n);
    item.load("name,formula,arrayValues/values");
    return item;
  });
  return () =>
    items
      .filter((item) => !item.isNullObject)
      .map((item) => ({ name: item.name, formula: String(item.formula), value: item.arrayValues.values?.[0]?.[0] }));
}

/** A sheet's used range (values, address) and, where Excel can tell, its merged areas: queued, read after the sync. */
interface QueuedBlock {
  sheet: Excel.Worksheet;
  used: Excel.Range;
  merged?: Excel.RangeAreas;
}

function queueUsedBlock(wb: Excel.Workbook, name: string, canReadMerges: boolean): QueuedBlock {
  const sheet = wb.worksheets.getItemOrNullObject(name);
  // On a null sheet the used range is a null object too (the fake models it so); both are
  // checked after the sync. Should a host reject the sync instead (ItemNotFound), the pane
  // reports the same thing: "the sheet does not exist any more".
  const used = sheet.getUsedRange(true);
  used.load("values,address");
  // Merged cells (e.g. the Round cell over a round's rows): a null object when there are none.
  const merged = canReadMerges ? used.getMergedAreasOrNullObject() : undefined;
  merged?.load("address");
  return { sheet, used, merged };
}

/** The block read (after the sync), named `sheetName`; null when the sheet or its used range is missing. */
function blockOf(q: QueuedBlock, sheetName: string): SheetBlock | null {
  if (q.sheet.isNullObject || q.used.isNullObject) return null;
  return {
    sheetName,
    values: q.used.values,
    address: q.used.address,
    mergedAreas: q.merged && !q.merged.isNullObject ? q.merged.address : null,
  };
}

/**
 * List the sheets and read the top of each, to recognise the Results/Players sheets by their
 * headers. Two syncs whatever the number of sheets (the names are needed before ranges can be
 * asked for); this runs when the pane opens and on "Rescan", never inside "Compute standings".
 */
export async function scanWorkbook(host: ExcelHost, options: ScanOptions = {}): Promise<WorkbookScan> {
  return host.run(async (context) => {
    const sheets = context.workbook.worksheets;
    // Visibility (ExcelApi 1.1) in the same sync: a hidden stale "Results" sheet must not win over
    // the visible one holding the real games (src/sheets/detect.ts prefers visible sheets).
    sheets.load("items/name,items/position,items/visibility");
    const namedCells = queueNamedCells(context.workbook, options.namedCells);
    await context.sync();
    const infos = sheets.items.map((s) => ({
      name: s.name,
      position: s.position,
      visible: s.visibility === "Visible",
    }));
    const lastCell = `${columnLetters(SCAN_COLUMNS - 1)}${SCAN_ROWS}`;
    const ranges = sheets.items.map((s) => {
      const r = s.getRange(`A1:${lastCell}`);
      r.load("values,address");
      return r;
    });
    // Formula cells showing an error (e.g. #NAME?: a Brightwell formula entered before the add-in's functions
    // were registered), in the same sync: only their addresses (usually none, so nothing more is read).
    const errors =
      options.errorFormulas && excelApiSupported("1.9")
        ? sheets.items.map((s) => {
            const special = s.getUsedRange(true).getSpecialCellsOrNullObject("Formulas", "Errors");
            special.load("address");
            return special;
          })
        : [];
    await context.sync();
    return {
      sheets: infos,
      previews: ranges.map((r, i) => ({ sheetName: infos[i].name, values: r.values, address: r.address })),
      namedCells: namedCells(),
      errorFormulas: errors.flatMap((special) => (special.isNullObject ? [] : splitAreaList(special.address))),
    };
  });
}

/** Formulas and values of some cells ("Sheet!A1" areas, as scanWorkbook lists them), in ONE sync. */
export async function readFormulaCells(
  host: ExcelHost,
  areas: readonly string[],
): Promise<{ address: string; formulas: unknown[][]; values: unknown[][] }[]> {
  if (areas.length === 0) return [];
  return host.run(async (context) => {
    const ranges = areas.map((a) => {
      const ref = parseReference(a);
      const r = context.workbook.worksheets.getItem(ref?.sheet ?? "").getRange(ref?.range ?? a);
      r.load("address,formulas,values");
      return r;
    });
    await context.sync();
    return ranges.map((r) => ({ address: r.address, formulas: r.formulas, values: r.values }));
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
  /** Workbook names to read with their cell's value (the tournament's settings), in the same sync. */
  namedCells?: readonly string[];
}

/** What a command read: the workbook's layout (for the ownership planners, src/sheets/ownership.ts) and its input sheets. */
export interface WorkbookInputs extends WorkbookLayout {
  /** null when the sheet does not exist (any more). */
  results: SheetBlock | null;
  players: SheetBlock | null;
  /**
   * With forPairing: names of the tables that intersect the last used row of the Results sheet
   * (the table to grow when rows are appended; [] when the results are plain cells).
   */
  resultsLastRowTables?: string[];
  /** The names asked for (InputsRequest.namedCells) that exist, with their cells' values. */
  namedCells: NamedCell[];
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
    const queueBlock = (name: string) => ({ ...queueUsedBlock(wb, name, canReadMerges), name });
    const results = queueBlock(request.resultsSheet);
    const players = request.playersSheet ? queueBlock(request.playersSheet) : undefined;
    // Pairing: a table's address cannot be loaded (getRange is a method, needing a second sync once
    // the names are known), so ask the other way round: which tables touch the last used row?
    const lastRowTables = request.forPairing ? results.used.getLastRow().getTables(false) : undefined;
    lastRowTables?.load("items/name");
    const names = wb.names;
    names.load("items/name,items/formula");
    const namedCells = queueNamedCells(wb, request.namedCells);

    await context.sync();

    const block = (q: typeof results | undefined): SheetBlock | null => (q ? blockOf(q, q.name) : null);

    return {
      sheets: wb.worksheets.items.map((s) => ({ name: s.name, position: s.position })),
      tables: wb.tables.items.map((t) => ({ name: t.name, sheet: t.worksheet.name })),
      owned: owned.isNullObject ? [] : parseOwned(owned.value),
      results: block(results),
      players: block(players),
      names: names.items.map((n) => ({ name: n.name, formula: String(n.formula) })),
      namedCells: namedCells(),
      ...(request.forPairing
        ? { resultsLastRowTables: block(results) && lastRowTables ? lastRowTables.items.map((t) => t.name) : [] }
        : {}),
    };
  });
}

/** The sheet names and the workbook names, in ONE sync ("New tournament": free names, a tournament already there). */
export async function readLayout(
  host: ExcelHost,
): Promise<{ sheets: SheetInfo[]; names: { name: string; formula: string }[] }> {
  return host.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name,items/position");
    const names = context.workbook.names;
    names.load("items/name,items/formula");
    await context.sync();
    return {
      sheets: sheets.items.map((s) => ({ name: s.name, position: s.position })),
      names: names.items.map((n) => ({ name: n.name, formula: String(n.formula) })),
    };
  });
}

/** The used range (values only) of one sheet, in ONE sync; null when the sheet does not exist. */
export async function readUsedRange(host: ExcelHost, sheetName: string): Promise<SheetBlock | null> {
  return host.run(async (context) => {
    // As readInputs: a null sheet gives a null used range, both checked after the one sync.
    const sheet = context.workbook.worksheets.getItemOrNullObject(sheetName);
    const used = sheet.getUsedRange(true);
    used.load("values,address");
    await context.sync();
    return sheet.isNullObject ? null : { sheetName, values: used.values, address: used.address };
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

export interface BlocksRequest {
  /** Sheets to read by name (their used range, with merged areas as readInputs reads them); missing ones are left out. */
  sheets: readonly string[];
  /** Workbook names to read with their cell's value (the tournament's settings), in the same sync. */
  namedCells?: readonly string[];
  /** Also the names of the charts on the sheet this workbook name (an ownership mark) points at. */
  chartsOfMark?: string;
  /** Also the used range of the sheet this workbook name points at (the Tournament sheet of Brightwell_Preset). */
  sheetOfName?: string;
}

/** What readBlocks read: the layout (for the ownership planners), the sheets found, names, charts. */
export interface WorkbookBlocks extends WorkbookLayout {
  /** The sheets asked for that exist, named as the workbook spells them (one block per sheet). */
  blocks: SheetBlock[];
  namedCells: NamedCell[];
  /** With chartsOfMark: the charts on the marked sheet ([] when the mark or its sheet is missing). */
  charts?: string[];
  /** With sheetOfName: the used range of the sheet the name points at (null when the name or its sheet is missing). */
  namedSheet?: SheetBlock | null;
}

/**
 * Several sheets by name (e.g. Results, Players and every name a rating sheet may have), the layout and the
 * settings' names in ONE sync. A sheet that does not exist costs a null object, nothing more. The charts of a
 * marked sheet are reached through the mark (NamedItem.getRangeOrNullObject → Range.worksheet → charts), so no
 * second sync is needed to learn the sheet's name first; a missing mark gives null objects all along the way.
 */
export async function readBlocks(host: ExcelHost, request: BlocksRequest): Promise<WorkbookBlocks> {
  return host.run(async (context) => {
    const wb = context.workbook;
    wb.worksheets.load("items/name,items/position");
    wb.tables.load("items/name,items/worksheet/name");
    const owned = wb.settings.getItemOrNullObject(OWNED_SETTING_KEY);
    owned.load("value");
    const names = wb.names;
    names.load("items/name,items/formula");
    const namedCells = queueNamedCells(wb, request.namedCells);
    const canReadMerges = excelApiSupported("1.13");
    const seen = new Set<string>();
    const queued = request.sheets
      .filter((n) => !seen.has(n.toLowerCase()) && (seen.add(n.toLowerCase()), true))
      .map((name) => {
        const q = queueUsedBlock(wb, name, canReadMerges);
        q.sheet.load("name");
        return q;
      });
    const marked = request.chartsOfMark
      ? wb.names.getItemOrNullObject(request.chartsOfMark).getRangeOrNullObject().worksheet
      : undefined;
    const charts = marked?.charts;
    charts?.load("items/name");
    const namedSheet = request.sheetOfName
      ? wb.names.getItemOrNullObject(request.sheetOfName).getRangeOrNullObject().worksheet
      : undefined;
    namedSheet?.load("name");
    const namedUsed = namedSheet?.getUsedRange(true);
    namedUsed?.load("values,address");

    await context.sync();

    const blocks: SheetBlock[] = queued.flatMap((q) => {
      const b = q.sheet.isNullObject ? null : blockOf(q, q.sheet.name);
      return b ? [b] : [];
    });
    return {
      sheets: wb.worksheets.items.map((s) => ({ name: s.name, position: s.position })),
      tables: wb.tables.items.map((t) => ({ name: t.name, sheet: t.worksheet.name })),
      owned: owned.isNullObject ? [] : parseOwned(owned.value),
      names: names.items.map((n) => ({ name: n.name, formula: String(n.formula) })),
      blocks,
      namedCells: namedCells(),
      ...(marked && charts ? { charts: marked.isNullObject ? [] : charts.items.map((c) => c.name) } : {}),
      ...(namedSheet && namedUsed
        ? {
            namedSheet:
              namedSheet.isNullObject || namedUsed.isNullObject
                ? null
                : { sheetName: namedSheet.name, values: namedUsed.values, address: namedUsed.address },
          }
        : {}),
    };
  });
}
