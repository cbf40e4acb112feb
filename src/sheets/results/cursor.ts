/** Where a Results or Players sheet's problems go: each at its cell, and sorted by sheet, row and column. */
import { CellProblems } from "../cellProblems";
import { parseTopLeft } from "../address";
import { problemMessage } from "../../i18n/problems";
import type { Problem, ProblemCode } from "../types";

/** Rows searched for the header row when the caller does not say. */
export const DEFAULT_SEARCH_ROWS = 30;

/** Collects problems for one sheet block, turning (row, col) inside the block into addresses. */
export class SheetCursor extends CellProblems<ProblemCode> {
  constructor(sheet: string, topLeft: string | undefined, out: Problem[]) {
    super(sheet, topLeft, out, (code, params) => problemMessage(code, params, "en"));
  }
}

/** Sort problems by sheet (in order of first appearance), then row, then column. Stable. */
export function sortProblems(problems: Problem[]): void {
  const sheetOrder = new Map<string, number>();
  for (const p of problems) if (!sheetOrder.has(p.sheet)) sheetOrder.set(p.sheet, sheetOrder.size);
  const pos = (cell: string) => {
    const { row, col } = parseTopLeft(cell);
    return [row, col];
  };
  const indexed = problems.map((p, i) => ({ p, i, s: sheetOrder.get(p.sheet)!, rc: pos(p.cell) }));
  indexed.sort((a, b) => a.s - b.s || a.rc[0] - b.rc[0] || a.rc[1] - b.rc[1] || a.i - b.i);
  indexed.forEach((x, k) => (problems[k] = x.p));
}
