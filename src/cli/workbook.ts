/**
 * The CLI's stand-in for src/excel/: read .xlsx / .csv files into 2-D cell values, write rendered
 * sheets into an .xlsx with exceljs. Only this file (and the commands) touch exceljs and the disk.
 *
 * Ownership: the CLI marks a sheet it writes with its role's workbook-level defined name
 * (Brightwell_Standings → 'Standings'!$A$1, Brightwell_Round_5 …; the rules are src/sheets/ownership.ts,
 * shared with the add-in). Excel keeps a defined name pointing at the sheet even when the sheet is
 * renamed, and the name survives any save. A sheet without its mark was made by someone else and is
 * never overwritten.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as path from "path";
import { decodeBytes } from "../formats/decode";
import { readCsv } from "../sheets/csv";
import { cellAddress, quoteSheetName } from "../sheets/address";
import { findMark, freeTableName, markFormula, STANDINGS_MARK, type WorkbookLayout } from "../sheets/ownership";
import { detectSheets } from "../sheets/detect";
import { detectionNoteText } from "../i18n/ui";
import type { RenderedSheet, SheetInput } from "../sheets/types";
import { tournamentToSheets } from "../sheets/standings/export";
import { readTournamentBytes, TournamentFileError, type LoadedTournament } from "../formats/load";
import { FileError, fsErrorText, writeAtomic } from "./files";
import { workbookBuffer } from "./dynamicArrays";
import { compactDataValidations } from "./validations";

export { FileError } from "./files";

export interface LoadedSheet {
  name: string;
  values: unknown[][];
  /** False for a sheet hidden in Excel (hidden or "very hidden"). */
  visible: boolean;
}

export interface LoadedFile {
  /** "tournament": a FlipTheDisc export or a WOF .ELO file, read by formats/load.ts into two sheets. */
  kind: "xlsx" | "csv" | "tournament";
  path: string;
  sheets: LoadedSheet[];
  /** The exceljs workbook for .xlsx input (to copy into --out). */
  workbook?: ExcelJS.Workbook;
  /** What may be wrong but did not stop the reading (e.g. a guessed text encoding), one line each, naming the file. */
  warnings: string[];
  /** A tournament file: the import summary, and the standings settings its published list follows. */
  tournament?: LoadedTournament;
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

/**
 * Read an .xlsx or .csv file. `shown` is the path as the user typed it (messages quote it). A file that
 * cannot be read, or a CSV with a quote that is never closed, throws a FileError naming the file (and
 * the cell) and what to do.
 */
export async function loadFile(file: string, shown = file): Promise<LoadedFile> {
  const ext = path.extname(file).toLowerCase();
  let data: Buffer;
  try {
    data = await fs.readFile(file);
  } catch (e) {
    throw new FileError(fsErrorText(e, shown, "read", file));
  }
  if (ext === ".csv" || ext === ".txt" || ext === ".tsv") {
    const decoded = decodeBytes(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const name = path.basename(file);
    const { rows, openQuote } = readCsv(decoded.text);
    if (openQuote) {
      const cell = `${quoteSheetName(name)}!${cellAddress({ row: 0, col: 0 }, openQuote.row, openQuote.col)}`;
      throw new FileError(
        `${cell} (line ${openQuote.line}): the quote " that opens this cell ("${openQuote.start}…) is never closed, so everything after it to the end of the file would be read into this one cell. Add the closing " at the end of the cell (a quote inside a cell is written twice: ""), or remove the opening one.`,
      );
    }
    return {
      kind: "csv",
      path: file,
      sheets: [{ name, values: rows, visible: true }],
      warnings: decoded.warnings.map((w) => `${shown} (line ${w.line}): ${w.message}`),
    };
  }
  if (ext === ".xlsx" || ext === ".xlsm") {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(data as unknown as ArrayBuffer);
    } catch (e) {
      throw new FileError(
        `${shown}: not a readable .xlsx workbook (${e instanceof Error ? e.message : String(e)}). Save it from Excel as .xlsx.`,
      );
    }
    return {
      kind: "xlsx",
      path: file,
      workbook: wb,
      sheets: wb.worksheets.map((ws) => ({
        name: ws.name,
        values: worksheetValues(ws),
        visible: ws.state === undefined || ws.state === "visible",
      })),
      warnings: [],
    };
  }
  if (ext === ".elo" || ext === ".json") {
    // The same loader as `import` and the task pane: Results and Players as import would write them.
    let tournament: LoadedTournament;
    try {
      tournament = readTournamentBytes(data);
    } catch (e) {
      if (e instanceof TournamentFileError) throw new FileError(`${shown}: ${e.message}`);
      throw e;
    }
    const sheets = tournamentToSheets(tournament.tournament);
    return {
      kind: "tournament",
      path: file,
      tournament,
      sheets: [
        { name: "Results", values: sheets.results, visible: true },
        { name: "Players", values: sheets.players, visible: true },
      ],
      // The import summary is printed by the command (it names lines of the file).
      warnings: [],
    };
  }
  throw new FileError(
    `${shown}: unsupported file type "${ext || "(none)"}". Give an .xlsx workbook, a .csv file, a WOF .ELO file or a FlipTheDisc .json export.`,
  );
}

/**
 * The results or players sheet of a loaded file, by name then by headers, visible sheets first (see
 * src/sheets/detect.ts). A one-sheet file given with --players is its players sheet; a one-sheet results
 * workbook has no players sheet (its only sheet is the results). `notes` (English) say when the sheet is
 * hidden in Excel or when other sheets look alike.
 */
function pickSheet(
  file: LoadedFile,
  role: "results" | "players",
  shown: string,
  separatePlayersFile = false,
): { sheet?: SheetInput; notes: string[] } {
  if (file.kind === "csv")
    return { sheet: { sheetName: file.sheets[0].name, values: file.sheets[0].values }, notes: [] };
  if (file.kind === "tournament") {
    const sheet = file.sheets[role === "results" ? 0 : 1];
    return { sheet: { sheetName: sheet.name, values: sheet.values }, notes: [] };
  }
  const found = detectSheets(file.sheets);
  const single = separatePlayersFile && file.sheets.length === 1 ? file.sheets[0].name : undefined;
  const name = role === "results" ? found.results : (found.players ?? single);
  const sheet = file.sheets.find((s) => s.name === name);
  const notes = found.notes.filter((n) => n.role === role).map((n) => `${shown}: ${detectionNoteText(n, "en")}`);
  return { sheet: sheet ? { sheetName: sheet.name, values: sheet.values } : undefined, notes };
}

/** What `standings` and `pair` read: the input file, its results sheet and the players sheet. */
export interface TournamentInput {
  file: LoadedFile;
  results: SheetInput;
  /** From the --players file if given, else an .xlsx input's own Players sheet (if any). */
  players?: SheetInput;
  /** Warnings about the files (a guessed encoding, a hidden or doubtful sheet), one line each, naming the file. */
  warnings: string[];
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
    file = await loadFile(path.resolve(cwd, input), input);
    if (playersFile !== undefined) playersLoaded = await loadFile(path.resolve(cwd, playersFile), playersFile);
  } catch (e) {
    if (e instanceof FileError) return { error: `error: ${e.message}\n` };
    throw e;
  }
  const results = pickSheet(file, "results", input);
  if (!results.sheet) {
    return {
      error: `error: ${input}: no sheet named Results (결과, 結果) and no sheet with a header row Round, Black, Black discs, White discs, White. Add such a sheet or name it "Results".\n`,
    };
  }
  const players = playersLoaded
    ? pickSheet(playersLoaded, "players", playersFile!, true)
    : file.kind !== "csv"
      ? pickSheet(file, "players", input)
      : { sheet: undefined, notes: [] };
  if (playersLoaded && !players.sheet) {
    return {
      error: `error: ${playersFile}: no sheet with a Players header (ID, Name, Country, Rating). Add a header row with at least "Name".\n`,
    };
  }
  const warnings = [...file.warnings, ...(playersLoaded?.warnings ?? []), ...results.notes, ...players.notes];
  return { file, results: results.sheet, players: players.sheet, warnings };
}

export function newWorkbook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Brightwell";
  return wb;
}

/** The sheets and workbook names of an exceljs workbook, as the ownership planners (src/sheets/ownership.ts) read them. */
export function layoutOf(wb: ExcelJS.Workbook): Pick<WorkbookLayout, "sheets" | "names"> {
  return {
    sheets: wb.worksheets.map((ws, position) => ({ name: ws.name, position })),
    // exceljs keeps a name's references without "=" ("'Round 5'!$A$1"), one per range.
    names: wb.definedNames.model.flatMap((d) => d.ranges.map((formula) => ({ name: d.name, formula }))),
  };
}

/** The existing sheet the workbook name `mark` points at (Brightwell's sheet of that role), if any. */
export function markedSheetName(wb: ExcelJS.Workbook, mark: string): string | undefined {
  return findMark(layoutOf(wb), mark).sheet?.name;
}

/** True when the workbook's mark (by default the Standings sheet's, STANDINGS_MARK) points at this sheet. */
export function ownsSheet(wb: ExcelJS.Workbook, sheetName: string, mark = STANDINGS_MARK): boolean {
  return markedSheetName(wb, mark)?.toLowerCase() === sheetName.toLowerCase();
}

/** The table names of the whole workbook (table names are workbook-global in Excel), but those on `ignoreSheet`. */
function tableNames(wb: ExcelJS.Workbook, ignoreSheet?: string): string[] {
  const used: string[] = [];
  for (const ws of wb.worksheets) {
    if (ws.name === ignoreSheet) continue;
    used.push(...Object.keys((ws as unknown as { tables?: Record<string, unknown> }).tables ?? {}));
  }
  return used;
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
  const tableName = freeTableName(tableBase, tableNames(wb, sheetName), "_");
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

/** Set (or replace: names compare case-insensitively, as in Excel) a workbook-scoped name referring to cells. */
export function setName(wb: ExcelJS.Workbook, name: string, ref: string): void {
  const model = wb.definedNames.model.filter((d) => d.name.toLowerCase() !== name.toLowerCase());
  model.push({ name, ranges: [ref] });
  wb.definedNames.model = model;
}

/** Mark `sheetName` as Brightwell's sheet of a role: the workbook name `mark` (roleMark) → its A1, replacing any old one. */
export function markSheet(wb: ExcelJS.Workbook, mark: string, sheetName: string): void {
  setName(wb, mark, markFormula(sheetName));
}

/**
 * Write the workbook to `file` atomically (see writeAtomic in ./files.ts: a crash mid-write leaves the
 * old file whole). `shown` is the path as the user typed it. Throws a FileError naming the real cause.
 */
export async function saveWorkbook(wb: ExcelJS.Workbook, file: string, shown = file): Promise<void> {
  // exceljs would write a range validation it read back as overlapping rules; and Brightwell's live
  // STANDINGS formula stays a dynamic array (exceljs drops the mark on reading).
  compactDataValidations(wb);
  const bytes = await workbookBuffer(wb);
  await writeAtomic(file, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), shown);
}
