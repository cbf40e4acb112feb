/**
 * Data validations of a workbook read by exceljs, made safe to write again.
 *
 * exceljs 4.4 reads a validation over a range ("A2:A1001") as one entry per cell, and on writing
 * squeezes cells back into rectangles starting from the addresses sorted as TEXT: "A10" comes before
 * "A2", so it writes both "A10:A1001" and "A2:A1001", two overlapping rules for the same cells. Excel
 * reports overlapping validations as a problem with the file. This module turns the per-cell entries
 * back into non-overlapping rectangles (one per column run, merged across neighbouring columns) before
 * the command line writes a copy of a workbook. A validation is recognised by object identity: exceljs
 * gives every cell of one <dataValidation> element the same object.
 */
import type ExcelJS from "exceljs";
import { columnIndex, columnLetters } from "../sheets/address";

type Model = Record<string, object | undefined>;

function modelOf(ws: ExcelJS.Worksheet): { model: Model } | undefined {
  const dv = (ws as unknown as { dataValidations?: { model: Model } }).dataValidations;
  return dv && typeof dv.model === "object" ? dv : undefined;
}

/** Rectangles covering exactly these cells (0-based rows/columns), none overlapping. */
export function rectangles(cells: readonly { row: number; col: number }[]): string[] {
  const byCol = new Map<number, number[]>();
  for (const c of cells) byCol.set(c.col, [...(byCol.get(c.col) ?? []), c.row]);
  // Column runs: "r0:r1" → columns having that run.
  const runs = new Map<string, number[]>();
  for (const [col, rows] of [...byCol.entries()].sort((a, b) => a[0] - b[0])) {
    const sorted = [...new Set(rows)].sort((a, b) => a - b);
    let start = sorted[0];
    for (let i = 1; i <= sorted.length; i++) {
      if (i === sorted.length || sorted[i] !== sorted[i - 1] + 1) {
        const key = `${start}:${sorted[i - 1]}`;
        runs.set(key, [...(runs.get(key) ?? []), col]);
        start = sorted[i];
      }
    }
  }
  const out: string[] = [];
  for (const [key, cols] of runs) {
    const [r0, r1] = key.split(":").map(Number);
    let c0 = cols[0];
    for (let i = 1; i <= cols.length; i++) {
      if (i === cols.length || cols[i] !== cols[i - 1] + 1) {
        const a = `${columnLetters(c0)}${r0 + 1}`;
        const b = `${columnLetters(cols[i - 1])}${r1 + 1}`;
        out.push(a === b ? a : `${a}:${b}`);
        c0 = cols[i];
      }
    }
  }
  return out;
}

/** Rewrite every sheet's validations as non-overlapping ranges (see the file comment). */
export function compactDataValidations(wb: ExcelJS.Workbook): void {
  for (const ws of wb.worksheets) {
    const dv = modelOf(ws);
    if (!dv) continue;
    const groups = new Map<object, { row: number; col: number }[]>();
    const kept: Model = {};
    for (const [address, v] of Object.entries(dv.model)) {
      if (!v) continue;
      const m = /^([A-Z]{1,3})(\d+)$/.exec(address);
      if (!m) {
        kept[address] = v; // already a range (added by this tool, not read from a file)
        continue;
      }
      const list = groups.get(v) ?? [];
      list.push({ row: Number(m[2]) - 1, col: columnIndex(m[1]) });
      groups.set(v, list);
    }
    for (const [v, cells] of groups) for (const range of rectangles(cells)) kept[range] = v;
    dv.model = kept;
  }
}
