/** Which sheets the workbook has, and reading the input sheets of a command (see ./index.ts). */
import type { ExcelHost } from "../../src/excel/host";
import { readInputs, scanWorkbook } from "../../src/excel/read";
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
}

export async function scan(host: ExcelHost): Promise<ScanOutcome> {
  const { sheets, previews } = await scanWorkbook(host);
  const visible = new Map(sheets.map((s) => [s.name, s.visible !== false] as const));
  const found = detectSheets(previews.map((p) => ({ name: p.sheetName, values: p.values, visible: visible.get(p.sheetName) })));
  return { sheets, results: found.results, players: found.players, notes: found.notes };
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
