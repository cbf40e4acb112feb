/**
 * The command line's files: read .xlsx/.xlsm (through the package layer, src/xlsx), .csv, .ELO and FlipTheDisc .json
 * files into 2-D cell values, and write workbooks: a copy of the input workbook with only Brightwell's sheets and
 * cells changed (everything else kept byte for byte), or a new workbook. Only this file and the commands touch the disk.
 *
 * Ownership: the CLI marks a sheet it writes with its role's workbook-level defined name
 * (Brightwell_Standings → 'Standings'!$A$1, Brightwell_Round_5 …; the rules are src/sheets/ownership.ts,
 * shared with the add-in). Excel keeps a defined name pointing at the sheet even when the sheet is
 * renamed, and the name survives any save. A sheet without its mark was made by someone else and is
 * never overwritten.
 */
import { promises as fs } from "fs";
import * as path from "path";
import { decodeBytes } from "../formats/decode";
import { readCsv } from "../sheets/csv";
import { cellAddress, quoteSheetName } from "../sheets/address";
import { findMark, freeTableName, markFormula, STANDINGS_MARK, type WorkbookLayout } from "../sheets/ownership";
import { detectSheets } from "../sheets/detect";
import { detectionNoteText } from "../i18n/detection";
import { standingsText } from "../i18n/cliStandings";
import { packageRefusalText } from "../i18n/packages";
import type { Locale } from "../i18n/locale";
import { fileNoteText } from "../i18n/fileNotes";
import type { RenderedSheet, SheetInput } from "../sheets/types";
import type { PageSetup } from "../sheets/standings/print";
import { tournamentToSheets } from "../sheets/standings/export";
import { readTournamentBytes, TournamentFileError, type LoadedTournament } from "../formats/load";
import {
  applyPageSetup,
  applyPrintFonts,
  finish,
  openWorkbook,
  PackageError,
  tableSheet,
  WorkbookWriter,
  type XlsxWorkbook,
} from "../xlsx";
import { FileError, fsErrorText, writeAtomic } from "./files";

export { FileError } from "./files";

export interface LoadedSheet {
  name: string;
  /** The sheet's values from A1 (a workbook's sheet is read when first asked for). */
  readonly values: unknown[][];
  /** False for a sheet hidden in Excel (hidden or "very hidden"). */
  visible: boolean;
}

export interface LoadedFile {
  /** "xlsx": an .xlsx or .xlsm workbook (book.kind tells which); "tournament": a FlipTheDisc export or a WOF .ELO file, read by formats/load.ts into two sheets. */
  kind: "xlsx" | "csv" | "tournament";
  path: string;
  sheets: LoadedSheet[];
  /** The workbook of an .xlsx/.xlsm input: its sheets, names and properties (and the package to write a copy of). */
  book?: XlsxWorkbook;
  /** What may be wrong but did not stop the reading (e.g. a guessed text encoding), one line each, naming the file. */
  warnings: string[];
  /** A tournament file: the import summary, and the standings settings its published list follows. */
  tournament?: LoadedTournament;
}

/** File types handed to the package layer: it reads .xlsx/.xlsm and names what the others are (.xls, .xlsb, .ods). */
const WORKBOOK_TYPES = new Set([".xlsx", ".xlsm", ".xls", ".xlsb", ".ods", ".xltx", ".xltm"]);

/**
 * Read an .xlsx or .csv file. `shown` is the path as the user typed it (messages quote it). A file that
 * cannot be read, or a CSV with a quote that is never closed, throws a FileError naming the file (and
 * the cell) and what to do. A tournament file (.ELO, .json) is read with its summary in `locale`.
 */
export async function loadFile(file: string, shown = file, locale: Locale = "en"): Promise<LoadedFile> {
  const ext = path.extname(file).toLowerCase();
  let data: Buffer;
  try {
    data = await fs.readFile(file);
  } catch (e) {
    throw new FileError((l) => fsErrorText(e, shown, "read", file, undefined, l));
  }
  if (ext === ".csv" || ext === ".txt" || ext === ".tsv") {
    const decoded = decodeBytes(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const name = path.basename(file);
    const { rows, openQuote } = readCsv(decoded.text);
    if (openQuote) {
      const cell = `${quoteSheetName(name)}!${cellAddress({ row: 0, col: 0 }, openQuote.row, openQuote.col)}`;
      throw new FileError((l) =>
        standingsText(l, "csvOpenQuote", { cell, line: openQuote.line, start: openQuote.start }),
      );
    }
    return {
      kind: "csv",
      path: file,
      sheets: [{ name, values: rows, visible: true }],
      warnings: decoded.warnings.map((w) =>
        fileNoteText("fileLine", locale, { file: shown, line: w.line, message: w.text(locale) }),
      ),
    };
  }
  if (WORKBOOK_TYPES.has(ext)) {
    let book: XlsxWorkbook;
    try {
      book = openWorkbook(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), shown);
    } catch (e) {
      if (e instanceof PackageError) throw new FileError((l) => packageRefusalText(e.reason, e.file, l));
      throw e;
    }
    return {
      kind: "xlsx",
      path: file,
      book,
      sheets: book.sheets.map((s) => ({
        name: s.name,
        visible: s.visible,
        get values() {
          return book.values(s.name);
        },
      })),
      warnings: [],
    };
  }
  if (ext === ".elo" || ext === ".json") {
    // The same loader as `import` and the task pane: Results and Players as import would write them.
    let tournament: LoadedTournament;
    try {
      tournament = readTournamentBytes(data, locale);
    } catch (e) {
      if (e instanceof TournamentFileError) throw new FileError((l) => `${shown}: ${e.text(l)}`);
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
  throw new FileError((l) =>
    standingsText(l, "unsupportedType", { file: shown, ext: ext || standingsText(l, "noExtension") }),
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
  locale: Locale = "en",
): { sheet?: SheetInput; notes: string[] } {
  if (file.kind === "csv")
    return { sheet: { sheetName: file.sheets[0].name, values: file.sheets[0].values }, notes: [] };
  if (file.kind === "tournament") {
    const sheet = file.sheets[role === "results" ? 0 : 1];
    return { sheet: { sheetName: sheet.name, values: sheet.values }, notes: [] };
  }
  // Only the first rows of each sheet tell what it holds; the chosen sheets are read whole.
  const book = file.book;
  const found = detectSheets(
    file.sheets.map((s) => ({ name: s.name, visible: s.visible, values: book ? book.head(s.name) : s.values })),
  );
  const single = separatePlayersFile && file.sheets.length === 1 ? file.sheets[0].name : undefined;
  const name = role === "results" ? found.results : (found.players ?? single);
  const sheet = file.sheets.find((s) => s.name === name);
  const notes = found.notes.filter((n) => n.role === role).map((n) => `${shown}: ${detectionNoteText(n, locale)}`);
  // The values are read when first asked for (loadTournamentInput orders the reads).
  const input = sheet
    ? {
        sheetName: sheet.name,
        get values() {
          return sheet.values;
        },
      }
    : undefined;
  return { sheet: input, notes };
}

/** Read a sheet's values now (they are read when first asked for). */
function readNow(sheet: SheetInput | undefined): void {
  if (sheet) void sheet.values;
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
  locale: Locale = "en",
): Promise<TournamentInput | { error: string }> {
  let file: LoadedFile;
  let playersLoaded: LoadedFile | undefined;
  try {
    file = await loadFile(path.resolve(cwd, input), input, locale);
    if (playersFile !== undefined) playersLoaded = await loadFile(path.resolve(cwd, playersFile), playersFile, locale);
  } catch (e) {
    if (e instanceof FileError) return { error: `error: ${e.text(locale)}\n` };
    throw e;
  }
  const results = pickSheet(file, "results", input, false, locale);
  if (!results.sheet) return { error: standingsText(locale, "noResultsSheet", { file: input }) };
  const players = playersLoaded
    ? pickSheet(playersLoaded, "players", playersFile!, true, locale)
    : file.kind !== "csv"
      ? pickSheet(file, "players", input, false, locale)
      : { sheet: undefined, notes: [] };
  if (playersLoaded && !players.sheet)
    return { error: standingsText(locale, "noPlayersSheet", { file: playersFile! }) };
  if (file.book) {
    // The results sheet's part inflates in Node's thread pool while the players sheet is read here: on a
    // 100,000-row event its 0.14 s of inflating is hidden behind the players'.
    const ready = file.book.prefetch(results.sheet.sheetName);
    readNow(players.sheet);
    await ready;
  }
  const warnings = [...file.warnings, ...(playersLoaded?.warnings ?? []), ...results.notes, ...players.notes];
  return { file, results: results.sheet, players: players.sheet, warnings };
}

/** A new workbook to write. */
export function newWorkbook(): WorkbookWriter {
  return WorkbookWriter.create();
}

/** The workbook to write: a copy of the input workbook (every part kept unless Brightwell owns it), or a new one. */
export function outputWorkbook(file: LoadedFile): WorkbookWriter {
  return file.book ? WorkbookWriter.edit(file.book.pkg) : WorkbookWriter.create();
}

/** The sheets and workbook names of a workbook being written, as the ownership planners (src/sheets/ownership.ts) read them. */
export function layoutOf(w: WorkbookWriter): Pick<WorkbookLayout, "sheets" | "names"> {
  return { sheets: w.sheets(), names: w.names() };
}

/** The existing sheet the workbook name `mark` points at (Brightwell's sheet of that role), if any. */
export function markedSheetName(w: WorkbookWriter, mark: string): string | undefined {
  return findMark(layoutOf(w), mark).sheet?.name;
}

/** True when the workbook's mark (by default the Standings sheet's, STANDINGS_MARK) points at this sheet. */
export function ownsSheet(w: WorkbookWriter, sheetName: string, mark = STANDINGS_MARK): boolean {
  return markedSheetName(w, mark)?.toLowerCase() === sheetName.toLowerCase();
}

/**
 * Put `rendered` as a sheet holding one Excel table (header style, row stripes, filter buttons), frozen header row,
 * number formats and column widths, and with `print` the page setup and large type of the printed block. Replaces
 * (refreshes) an existing sheet of that name: the caller has checked that it is Brightwell's.
 */
export function writeTableSheet(
  w: WorkbookWriter,
  sheetName: string,
  tableBase: string,
  rendered: Pick<RenderedSheet, "values" | "numberFormats" | "columnWidths">,
  print?: { setup: PageSetup; area: string },
): void {
  const tableName = freeTableName(tableBase, w.tableNames(sheetName), "_");
  const { draft, table } = tableSheet(w, sheetName, tableName, rendered);
  if (print) {
    applyPageSetup(draft, print.setup, print.area);
    applyPrintFonts(draft, print.setup, print.area, rendered.columnWidths);
  }
  finish(w, draft, [table]);
}

/** Set (or replace: names compare case-insensitively, as in Excel) a workbook-scoped name referring to cells. */
export function setName(w: WorkbookWriter, name: string, ref: string): void {
  w.setName(name, ref);
}

/** Mark `sheetName` as Brightwell's sheet of a role: the workbook name `mark` (roleMark) → its A1, replacing any old one. */
export function markSheet(w: WorkbookWriter, mark: string, sheetName: string): void {
  setName(w, mark, markFormula(sheetName));
}

/**
 * Write the workbook to `file` atomically (see writeAtomic in ./files.ts: a crash mid-write leaves the old file
 * whole). `shown` is the path as the user typed it. The file keeps the workbook's kind: a macro-enabled workbook
 * (.xlsm) is written only to an .xlsm name. Throws a FileError naming the real cause, or what a refresh would lose.
 */
export async function saveWorkbook(w: WorkbookWriter, file: string, shown = file): Promise<void> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== `.${w.kind}`)
    throw new FileError((l) => standingsText(l, w.kind === "xlsm" ? "needsXlsm" : "needsXlsx", { file: shown }));
  let bytes: Uint8Array;
  try {
    bytes = w.toBytes();
  } catch (e) {
    if (e instanceof PackageError) throw new FileError((l) => packageRefusalText(e.reason, e.file, l));
    throw e;
  }
  await writeAtomic(file, bytes, shown);
}
