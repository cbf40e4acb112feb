/**
 * A planned block of cells as the few writes that change a sheet: the runs of cells whose value differs from
 * what was read, row by row. Pure; the add-in's writer (src/excel/write.ts writeCellRuns) sends them in one
 * sync. Why not the whole block: a host that writes a value over every cell turns the user's own formulas
 * (in columns of a rating list that Brightwell does not own) into their results, and Office.js cannot leave
 * one cell of a written array as it is except through `null`, which also means "do not empty it". So a cell
 * whose value is unchanged is not written, and a cell to empty is written as "" (the command line does the
 * same cell by cell, src/cli/commands/rate.ts writeRatingSheet). Cells the plan no longer covers (rows an undo
 * removes) are cleared whole.
 */
import { cellAddress, parseTopLeft } from "./address";
import { plainCell, type CellValue } from "./ratings";

/** A block a plan wants on a sheet: values (and their number formats) from `topLeft`, over what was read there. */
export interface PlannedBlock {
  /** Address of values[0][0] ("A1", "C3"). */
  topLeft: string;
  values: readonly (readonly CellValue[])[];
  /** Same shape as values. */
  numberFormats: readonly (readonly string[])[];
  /** Size of the block read before from `topLeft` (0 × 0 for a new sheet): cells of it left out are emptied. */
  rowsRead: number;
  columnsRead: number;
}

/**
 * One write: a row's run of adjacent changed cells inside the planned block (formats to set before the values),
 * or a run of cells of the old block that the plan no longer covers (`clear`: emptied with their formats, as the
 * rows an undo removes were written by Brightwell with theirs).
 */
export type CellRun =
  | {
      /** A1 address inside the sheet ("C5:F5"). */
      address: string;
      values: (string | number | boolean)[][];
      numberFormats: string[][];
      clear?: undefined;
    }
  | { address: string; clear: true };

const empty = (v: CellValue) => v === null || v === "";

/**
 * The runs of cells of `planned` whose value differs from `read` (the values read from the same top-left cell,
 * as the host got them: formulas show their results), and the runs of cells of the old block the plan no longer
 * covers that still hold something (to clear). `read` may be shorter or narrower than the block (cells beyond it
 * count as empty).
 */
export function changedRuns(planned: PlannedBlock, read: readonly (readonly unknown[])[]): CellRun[] {
  const origin = parseTopLeft(planned.topLeft);
  const rows = Math.max(planned.values.length, planned.rowsRead);
  const cols = Math.max(planned.columnsRead, ...planned.values.map((r) => r.length));
  const runs: CellRun[] = [];
  for (let r = 0; r < rows; r++) {
    let start = -1;
    let kind: "write" | "clear" | "same" = "same";
    const values: (string | number | boolean)[] = [];
    const formats: string[] = [];
    const flush = (end: number) => {
      if (start >= 0) {
        const first = cellAddress(origin, r, start);
        const last = cellAddress(origin, r, end - 1);
        const address = first === last ? first : `${first}:${last}`;
        runs.push(
          kind === "clear"
            ? { address, clear: true }
            : { address, values: [values.slice()], numberFormats: [formats.slice()] },
        );
      }
      start = -1;
      values.length = 0;
      formats.length = 0;
    };
    for (let c = 0; c < cols; c++) {
      const inside = r < planned.values.length && c < planned.values[r].length;
      const want: CellValue = inside ? planned.values[r][c] : null;
      const now = plainCell(read[r]?.[c]);
      const cell = (empty(want) ? empty(now) : want === now) ? "same" : inside ? "write" : "clear";
      if (cell !== kind) {
        flush(c);
        kind = cell;
      }
      if (cell === "same") continue;
      if (start < 0) start = c;
      values.push(want === null ? "" : want);
      formats.push(planned.numberFormats[r]?.[c] ?? "General");
    }
    flush(cols);
  }
  return runs;
}
