/** Where a Results or Players sheet's problems go: each at its cell, and sorted by sheet, row and column. */
import { columnLetters, parseTopLeft, quoteSheetName } from "../address";
import { problemMessage } from "../../i18n/problems";
import type { Problem, ProblemCode } from "../types";

/** Rows searched for the header row when the caller does not say. */
export const DEFAULT_SEARCH_ROWS = 30;

/** Collects problems for one sheet block, turning (row, col) inside the block into addresses. */
export class SheetCursor {
  readonly origin: { row: number; col: number };
  /** Number of errors (not warnings) this cursor added so far. */
  errors = 0;
  constructor(
    readonly sheet: string,
    topLeft: string | undefined,
    private readonly sink: Problem[],
  ) {
    this.origin = parseTopLeft(topLeft);
  }
  /** Column letters by column (an address is built for every game row). */
  private letters: string[] = [];
  cell(row: number, col: number): string {
    // = cellAddress(this.origin, row, col)
    return (this.letters[col] ??= columnLetters(this.origin.col + col)) + (this.origin.row + row + 1);
  }
  private prefix?: string;
  address(row: number, col: number): string {
    this.prefix ??= `${quoteSheetName(this.sheet)}!`;
    return this.prefix + this.cell(row, col);
  }
  add(
    severity: Problem["severity"],
    code: ProblemCode,
    row: number,
    col: number,
    params: Record<string, string | number> = {},
  ): void {
    const cell = this.cell(row, col);
    if (severity === "error") this.errors++;
    this.sink.push({
      severity,
      sheet: this.sheet,
      cell,
      address: this.address(row, col),
      code,
      message: problemMessage(code, params, "en"),
      params,
    });
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
