/**
 * The CLI's stand-in for src/excel/: read .xlsx / .csv files into 2-D cell values, write rendered
 * sheets into an .xlsx with exceljs. Only this file (and the commands) touch exceljs and the disk.
 *
 * Ownership of the Standings sheet: the CLI marks the sheet it writes with the workbook-level
 * defined name `Brightwell_Standings` (→ 'Standings'!$A$1). Excel keeps a defined name pointing at
 * the sheet even when the sheet is renamed, and the name survives any save. A Standings sheet
 * without that name was made by someone else and is never overwritten.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as path from "path";
import { parseCsv } from "../sheets/csv";
import { quoteSheetName } from "../sheets/address";
import { detectSheets } from "../sheets/detect";
import { findPlayersHeader, findResultsHeader } from "../sheets/headers";
import type { RenderedSheet, SheetInput } from "../sheets/types";
import { workbookBuffer } from "./dynamicArrays";
import { compactDataValidations } from "./validations";

export const OWNER_NAME = "Brightwell_Standings";

export interface LoadedSheet {
  name: string;
  values: unknown[][];
}

export interface LoadedFile {
  kind: "xlsx" | "csv";
  path: string;
  sheets: LoadedSheet[];
  /** The exceljs workbook for .xlsx input (to copy into --out). */
  workbook?: ExcelJS.Workbook;
}

/** A file that could not be read: the message says which file and what to do. */
export class FileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FileError";
  }
}

/** Dense 0-based values of a worksheet, starting at A1 (exceljs cell objects are kept as-is; sheets/ unwraps them). */
export function worksheetValues(ws: ExcelJS.Worksheet): unknown[][] {
  const sparse = ws.getSheetValues() as unknown[];
  const out: unknown[][] = [];
  for (let r = 1; r < sparse.length; r++) {
    const row = sparse[r];
    const dense: unknown[] = [];
    if (Array.isArray(row)) for (let c = 1; c < row.length; c++) dense.push(row[c] === undefined ? null : row[c]);
    out.push(dense);
  }
  return out;
}

export async function loadFile(file: string): Promise<LoadedFile> {
  const ext = path.extname(file).toLowerCase();
  let data: Buffer;
  try {
    data = await fs.readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new FileError(`${file}: cannot read the file (${code === "ENOENT" ? "no such file" : code ?? String(e)}). Check the path.`);
  }
  if (ext === ".csv" || ext === ".txt" || ext === ".tsv") {
    return { kind: "csv", path: file, sheets: [{ name: path.basename(file), values: decodeCsv(data) }] };
  }
  if (ext === ".xlsx" || ext === ".xlsm") {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(data as unknown as ArrayBuffer);
    } catch (e) {
      throw new FileError(`${file}: not a readable .xlsx workbook (${e instanceof Error ? e.message : String(e)}). Save it from Excel as .xlsx.`);
    }
    return { kind: "xlsx", path: file, workbook: wb, sheets: wb.worksheets.map((ws) => ({ name: ws.name, values: worksheetValues(ws) })) };
  }
  throw new FileError(`${file}: unsupported file type "${ext || "(none)"}". Give an .xlsx workbook or a .csv file.`);
}

/** The results / players sheet of a loaded file (by name, then by headers; a .csv is its one sheet). */
/**
 * The results or players sheet of a loaded file, by name then by headers. A one-sheet file given with
 * --players is its players sheet; a one-sheet results workbook has no players sheet (its only sheet is the
 * results).
 */
function pickSheet(file: LoadedFile, role: "results" | "players", separatePlayersFile = false): SheetInput | undefined {
  if (file.kind === "csv") return { sheetName: file.sheets[0].name, values: file.sheets[0].values };
  const found = detectSheets(file.sheets);
  const single = separatePlayersFile && file.sheets.length === 1 ? file.sheets[0].name : undefined;
  const name = role === "results" ? found.results : (found.players ?? single);
  const sheet = file.sheets.find((s) => s.name === name);
  return sheet ? { sheetName: sheet.name, values: sheet.values } : undefined;
}

/** What `standings` and `pair` read: the input file, its results sheet and the players sheet. */
export interface TournamentInput {
  file: LoadedFile;
  results: SheetInput;
  /** From the --players file if given, else an .xlsx input's own Players sheet (if any). */
  players?: SheetInput;
}

/**
 * Load a command's input file and, if given, its --players file (`input` and `playersFile` as the
 * user typed them, resolved against `cwd`). A file that cannot be read, or that has no results /
 * players sheet, gives `{ error }`: the line to print on stderr, naming the file and the fix.
 */
export async function loadTournamentInput(
  cwd: string,
  input: string,
  playersFile: string | undefined,
): Promise<TournamentInput | { error: string }> {
  let file: LoadedFile;
  let playersLoaded: LoadedFile | undefined;
  try {
    file = await loadFile(path.resolve(cwd, input));
    if (playersFile !== undefined) playersLoaded = await loadFile(path.resolve(cwd, playersFile));
  } catch (e) {
    if (e instanceof FileError) return { error: `error: ${e.message}\n` };
    throw e;
  }
  const results = pickSheet(file, "results");
  if (!results) {
    return { error: `error: ${input}: no sheet named Results (결과, 結果) and no sheet with a header row Round, Black, Black discs, White discs, White. Add such a sheet or name it "Results".\n` };
  }
  const players = playersLoaded ? pickSheet(playersLoaded, "players", true) : file.kind === "xlsx" ? pickSheet(file, "players") : undefined;
  if (playersLoaded && !players) {
    return { error: `error: ${playersFile}: no sheet with a Players header (ID, Name, Country, Rating). Add a header row with at least "Name".\n` };
  }
  return { file, results, players };
}

/**
 * CSV bytes → rows. UTF-8 (Excel's "CSV UTF-8", with a BOM) and UTF-16 with a BOM are read as such.
 * Bytes that are not valid UTF-8 come from Excel's plain "CSV" on an East Asian Windows: tried as
 * Shift_JIS (Japanese), then EUC-KR/CP949 (Korean), keeping the first whose rows hold a results or
 * players header; else Windows-1252 (the parser then reports the header it cannot find).
 */
export function decodeCsv(data: Buffer): string[][] {
  const bom = (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) || (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
  if (bom) return parseCsv(decodeText(data));
  try {
    return parseCsv(new TextDecoder("utf-8", { fatal: true }).decode(data));
  } catch {
    // not UTF-8: try the legacy encodings below
  }
  for (const encoding of ["shift_jis", "euc-kr"]) {
    let rows: string[][];
    try {
      rows = parseCsv(new TextDecoder(encoding).decode(data));
    } catch {
      continue; // encoding not available in this Node build
    }
    if (findResultsHeader(rows) || findPlayersHeader(rows)) return rows;
  }
  return parseCsv(data.toString("latin1"));
}

/** UTF-8 (with or without BOM) or UTF-16 with BOM. CSV from Excel "CSV UTF-8" has a BOM. */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return data.subarray(2).toString("utf16le");
  if (data[0] === 0xfe && data[1] === 0xff) {
    const swapped = Buffer.from(data.subarray(2));
    swapped.swap16();
    return swapped.toString("utf16le");
  }
  return data.toString("utf8");
}

export function newWorkbook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Brightwell";
  return wb;
}

/** True when the workbook's Standings-owner name points at this sheet. */
export function ownsSheet(wb: ExcelJS.Workbook, sheetName: string): boolean {
  const entry = wb.definedNames.model.find((d) => d.name === OWNER_NAME);
  if (!entry) return false;
  return entry.ranges.some((r) => {
    const bang = r.lastIndexOf("!");
    const s = r.slice(0, bang).replace(/^'(.*)'$/, "$1").replace(/''/g, "'");
    return s === sheetName;
  });
}

/** A table name free in the whole workbook (table names are workbook-global in Excel). */
function freeTableName(wb: ExcelJS.Workbook, base: string, ignoreSheet?: string): string {
  const used = new Set<string>();
  for (const ws of wb.worksheets) {
    if (ws.name === ignoreSheet) continue;
    for (const t of Object.keys((ws as unknown as { tables?: Record<string, unknown> }).tables ?? {})) used.add(t.toLowerCase());
  }
  if (!used.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}_${i}`.toLowerCase())) return `${base}_${i}`;
}

/**
 * Add `rendered` as a sheet holding one Excel table (header style, row stripes, filter buttons),
 * frozen header row, number formats and column widths. Replaces an existing sheet of that name.
 */
export function writeTableSheet(
  wb: ExcelJS.Workbook,
  sheetName: string,
  tableBase: string,
  rendered: Pick<RenderedSheet, "values" | "numberFormats" | "columnWidths">,
): ExcelJS.Worksheet {
  const old = wb.getWorksheet(sheetName);
  const tableName = freeTableName(wb, tableBase, sheetName);
  if (old) wb.removeWorksheet(old.id);
  const ws = wb.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  const [header, ...rows] = rendered.values;
  // Excel needs unique, non-empty column titles in a table.
  const seen = new Set<string>();
  const titles = header.map((h, i) => {
    let t = h === null || h === "" ? `Column${i + 1}` : String(h);
    while (seen.has(t.toLowerCase())) t += " ";
    seen.add(t.toLowerCase());
    return t;
  });
  ws.addTable({
    name: tableName,
    ref: "A1",
    headerRow: true,
    style: { theme: "TableStyleMedium2", showRowStripes: true },
    columns: titles.map((name) => ({ name, filterButton: true })),
    rows: rows.length > 0 ? rows.map((r) => r.map((v) => (v === null ? null : v))) : [titles.map(() => null)],
  });
  rendered.numberFormats.forEach((fmts, r) =>
    fmts.forEach((f, c) => {
      if (f && f !== "General") ws.getCell(r + 1, c + 1).numFmt = f;
    }),
  );
  ws.getRow(1).font = { bold: true };
  (rendered.columnWidths ?? []).forEach((w, c) => (ws.getColumn(c + 1).width = w));
  return ws;
}

/** Mark `sheetName` as the Standings sheet this tool owns. */
export function markOwned(wb: ExcelJS.Workbook, sheetName: string): void {
  const model = wb.definedNames.model.filter((d) => d.name !== OWNER_NAME);
  model.push({ name: OWNER_NAME, ranges: [`${quoteSheetName(sheetName)}!$A$1`] });
  wb.definedNames.model = model;
}

/** Write the workbook to `file` atomically (a temporary file renamed over the target). */
export async function saveWorkbook(wb: ExcelJS.Workbook, file: string): Promise<void> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    // exceljs would write a range validation it read back as overlapping rules; and Brightwell's live
    // STANDINGS formula stays a dynamic array (exceljs drops the mark on reading).
    compactDataValidations(wb);
    await fs.writeFile(tmp, await workbookBuffer(wb));
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw new FileError(`${file}: cannot write the file (${e instanceof Error ? e.message : String(e)}). Close it in Excel or choose another --out.`);
  }
}
