/** Which sheets the workbook has, and reading the input sheets of a command (see ./index.ts). */
import type { ExcelHost } from "../../src/excel/host";
import { readFormulaCells, readInputs, scanWorkbook } from "../../src/excel/read";
import { enterFormulas } from "../../src/excel/write";
import { columnLetters, parseReference, parseTopLeft, quoteSheetName } from "../../src/sheets/address";
import { unresolvedBrightwellCells, userFormula, type ParsedSettings } from "../../src/sheets/workbook";
import { settingsOf, SETTING_NAME_LIST } from "./settings";
import type { InputsRequest, SheetBlock, WorkbookInputs } from "../../src/excel/read";
import { detectSheets, fillMergedAreas, type SheetInfo } from "../../src/sheets";
import type { DetectionNote } from "../../src/sheets/detect";

// ---------------------------------------------------------------------------------------------
// Scan: which sheets are there, which holds the results
// ---------------------------------------------------------------------------------------------

export interface ScanOutcome {
  sheets: SheetInfo[];
  /** Recognised by name or by headers, visible sheets first (src/sheets/detect.ts); undefined when none. */
  results?: string;
  players?: string;
  /** A hidden sheet was taken, or other sheets look alike (texts: detectionNoteText in src/i18n/ui.ts). */
  notes: DetectionNote[];
  /** The tournament's settings stored in the workbook (its Tournament sheet), if any. */
  settings: ParsedSettings;
  /** Formula cells showing an error ("Sheet!A1"), for reviveFormulas. */
  errorFormulas: string[];
}

/** The sheets, the recognised Results / Players, the workbook's settings and the formulas showing errors (2 read syncs). */
export async function scan(host: ExcelHost): Promise<ScanOutcome> {
  const { sheets, previews, namedCells, errorFormulas } = await scanWorkbook(host, {
    namedCells: SETTING_NAME_LIST,
    errorFormulas: true,
  });
  const visible = new Map(sheets.map((s) => [s.name, s.visible !== false] as const));
  const found = detectSheets(
    previews.map((p) => ({ name: p.sheetName, values: p.values, visible: visible.get(p.sheetName) })),
  );
  return {
    sheets,
    results: found.results,
    players: found.players,
    notes: found.notes,
    settings: settingsOf(namedCells),
    errorFormulas,
  };
}

// ---------------------------------------------------------------------------------------------
// Formulas showing #NAME? (entered before the add-in's functions were registered)
// ---------------------------------------------------------------------------------------------

/**
 * Enter again the Brightwell formulas among `areas` (formula cells showing an error, from the scan) that show
 * #NAME?, so that Excel resolves them now that the functions are registered (OfficeDev/Excel-Custom-Functions#108,
 * office-js#6611): one read sync (their formulas and values), and one write sync only when there is one to fix.
 * A formula stored in the file's form (=_xldudf_OTHELLO_STANDINGS(…)) is entered as the user types it.
 * Other errors (#DIV/0!, #VALUE! …) and other functions are left alone. Returns the cells entered again.
 */
export async function reviveFormulas(host: ExcelHost, areas: readonly string[]): Promise<string[]> {
  if (areas.length === 0) return [];
  const blocks = await readFormulaCells(host, areas);
  const fixes: { address: string; formula: string }[] = [];
  for (const b of blocks) {
    const ref = parseReference(b.address);
    if (!ref?.sheet) continue;
    const origin = parseTopLeft(ref.range.split(":")[0]);
    for (const { row, col } of unresolvedBrightwellCells(b.formulas, b.values)) {
      fixes.push({
        address: `${quoteSheetName(ref.sheet)}!${columnLetters(origin.col + col)}${origin.row + row + 1}`,
        formula: userFormula(String(b.formulas[row][col])),
      });
    }
  }
  if (fixes.length > 0) await enterFormulas(host, fixes);
  return fixes.map((f) => f.address);
}

// ---------------------------------------------------------------------------------------------
// Reading the input sheets (merged cells filled)
// ---------------------------------------------------------------------------------------------

/** A block whose merged areas hold their top-left value in every cell (as the command line reads it). */
export function withMergesFilled(block: SheetBlock | null): SheetBlock | null {
  if (!block || !block.mergedAreas) return block;
  return { ...block, values: fillMergedAreas(block.values, block.address, block.mergedAreas) };
}

/**
 * readInputs (ONE sync), then the Results and Players blocks with their merged areas filled:
 * directors (often in Korea and Japan) merge the Round cell over a round's rows, and Office.js
 * reads the round only in the first of them. An Excel without ExcelApi 1.13 cannot say which cells
 * are merged: the rows below the first then read as "round missing", each named at its cell.
 */
export async function readFilledInputs(host: ExcelHost, request: InputsRequest): Promise<WorkbookInputs> {
  const inputs = await readInputs(host, request);
  return { ...inputs, results: withMergesFilled(inputs.results), players: withMergesFilled(inputs.players) };
}
