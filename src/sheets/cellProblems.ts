/**
 * Problems of one sheet block, each at its cell: (row, column) inside the block read become the sheet's address
 * from the block's top-left cell, the message is the code's English text (hosts translate from code and params).
 * The one collector behind the Results reader (results/cursor.ts), pairing (pairing/problems.ts) and the rating
 * sheets (ratings/problems.ts), which differ only in their codes and message tables.
 */
import { columnLetters, parseTopLeft, quoteSheetName } from "./address";
import type { Problem } from "./types";

/** A Problem whose code comes from a given table of codes. */
export type CodedProblem<C extends string> = Omit<Problem, "code"> & { code: C };

/** `O`: the codes of the list it adds to; `C`: the codes this collector adds (some of them). */
export class CellProblems<O extends string, C extends O = O> {
  readonly origin: { row: number; col: number };
  /** Number of errors (not warnings) added so far. */
  errors = 0;
  /** Column letters by column, and the quoted sheet prefix: an address is built for every game row. */
  private letters: string[] = [];
  private prefix?: string;
  constructor(
    readonly sheet: string,
    topLeft: string | undefined,
    private readonly out: CodedProblem<O>[],
    private readonly messageOf: (code: C, params: Record<string, string | number>) => string,
  ) {
    this.origin = parseTopLeft(topLeft);
  }
  cell(row: number, col: number): string {
    // = cellAddress(this.origin, row, col), with the letters cached
    return (this.letters[col] ??= columnLetters(this.origin.col + col)) + (this.origin.row + row + 1);
  }
  address(row: number, col: number): string {
    this.prefix ??= `${quoteSheetName(this.sheet)}!`;
    return this.prefix + this.cell(row, col);
  }
  add(
    severity: Problem["severity"],
    code: C,
    row: number,
    col: number,
    params: Record<string, string | number> = {},
  ): void {
    if (severity === "error") this.errors++;
    const cell = this.cell(row, col);
    this.out.push({
      severity,
      sheet: this.sheet,
      cell,
      address: this.address(row, col),
      code,
      message: this.messageOf(code, params),
      params,
    });
  }
}
