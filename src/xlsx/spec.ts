/**
 * The file host's writer of Brightwell's sheet definitions (src/sheets/workbook/spec.ts): what `npm run templates`
 * and `pair --out --slips` write; the task pane's Office.js writer (src/excel/spec.ts) maps the same data. Thin by
 * design: every decision is in the definitions; this maps them onto a worksheet part: values and formulas (as the file
 * stores them, with their saved values; a spilling formula as a dynamic array), number formats, looks, merges, column
 * widths and hidden columns, row heights, frozen rows, data validations, conditional formats, and the print setup
 * (page, print area, title rows, row breaks) of any sheet that has one.
 */
import { columnLetters, parseTopLeft } from "../sheets/address";
import { widestRow } from "../sheets/content";
import { planMarkedSheet, markFormula } from "../sheets/ownership";
import {
  fileFormula,
  isFormulaCell,
  type CellStyle,
  type SheetSpec,
  type ValidationSpec,
  type WorkbookSpec,
} from "../sheets/workbook/spec";
import { addLook, applyPageSetup, finish, newDraft, type SheetDraft } from "./sheets";
import type { ValidationOut } from "./sheetXml";
import type { BorderLine, Look } from "./styles";
import { WorkbookWriter } from "./writer";

/** Every cell of an A1 range ("A2:C4", "B5"), 0-based. */
function box(range: string): { r0: number; c0: number; r1: number; c1: number } {
  const [a, b] = range.split(":");
  const p = parseTopLeft(a);
  const q = b === undefined ? p : parseTopLeft(b);
  return { r0: p.row, c0: p.col, r1: q.row, c1: q.col };
}

const GREY = "7F7F7F";

/** The look one style of a definition gives the cell (row, col) of its range. */
function lookOf(st: CellStyle, row: number, col: number, b: ReturnType<typeof box>): Look {
  const look: Look = {};
  if (st.bold !== undefined) look.bold = st.bold;
  if (st.italic !== undefined) look.italic = st.italic;
  if (st.fontSize !== undefined) look.size = st.fontSize;
  if (st.fontColor !== undefined) look.color = st.fontColor;
  if (st.fill) look.fill = st.fill;
  if (st.horizontal) look.horizontal = st.horizontal;
  if (st.vertical) look.vertical = st.vertical;
  if (st.wrap) look.wrap = true;
  if (st.border) {
    const thin: BorderLine = { style: "thin", color: GREY };
    const border: NonNullable<Look["border"]> = {};
    if (st.border === "grid") Object.assign(border, { top: thin, left: thin, bottom: thin, right: thin });
    if (st.border === "box") {
      if (row === b.r0) border.top = thin;
      if (row === b.r1) border.bottom = thin;
      if (col === b.c0) border.left = thin;
      if (col === b.c1) border.right = thin;
    }
    if (st.border === "bottom" && row === b.r1) border.bottom = thin;
    if (st.border === "cut" && row === b.r1) border.bottom = { style: "dashed", color: GREY };
    look.border = border;
  }
  return look;
}

function validation(v: ValidationSpec): ValidationOut {
  const common = {
    sqref: v.range,
    errorStyle: v.errorStyle,
    errorTitle: v.error.title,
    error: v.error.message,
    ...(v.prompt ? { promptTitle: v.prompt.title, prompt: v.prompt.message } : {}),
  };
  const r = v.rule;
  switch (r.kind) {
    case "whole":
    case "decimal":
      if (r.min !== undefined && r.max !== undefined)
        return { ...common, type: r.kind, operator: "between", formula1: String(r.min), formula2: String(r.max) };
      if (r.min !== undefined)
        return { ...common, type: r.kind, operator: "greaterThanOrEqual", formula1: String(r.min) };
      return { ...common, type: r.kind, operator: "lessThanOrEqual", formula1: String(r.max ?? 0) };
    case "list":
      return { ...common, type: "list", formula1: "items" in r ? `"${r.items.join(",")}"` : r.source };
    case "custom":
      return { ...common, type: "custom", formula1: r.formula };
  }
}

/** A sheet definition as a draft of the workbook `w` (not yet put: `finish` does). */
export function specDraft(w: WorkbookWriter, spec: SheetSpec, name = spec.name): SheetDraft {
  const d = newDraft(name);
  const b = d.builder;
  b.frozenRows = spec.frozenRows;
  for (const f of spec.formats) {
    const x = box(f.range);
    for (let r = x.r0; r <= x.r1; r++) for (let c = x.c0; c <= x.c1; c++) addLook(d, r, c, { numFmt: f.format });
  }
  spec.values.forEach((line, r) =>
    line.forEach((v, c) => {
      if (v === null) return;
      if (!isFormulaCell(v)) return b.set(r, c, v);
      if (!v.spill) return b.set(r, c, { formula: fileFormula(v.formula), cached: v.cached ?? "" });
      // A spilling formula: the anchor holds the formula over the saved block, the other cells the saved values.
      const rows = v.spill.length;
      const cols = widestRow(v.spill);
      const spillRef = `${columnLetters(c)}${r + 1}:${columnLetters(c + cols - 1)}${r + rows}`;
      v.spill.forEach((sr, i) =>
        sr.forEach((sv, j) => {
          if (i > 0 || j > 0) b.set(r + i, c + j, sv);
        }),
      );
      b.set(r, c, { formula: fileFormula(v.formula), cached: v.spill[0]?.[0] ?? "", spillRef });
    }),
  );
  spec.columnWidths.forEach((width, c) => (b.cols[c] = { ...b.cols[c], width }));
  for (const [row, h] of Object.entries(spec.rowHeights ?? {})) b.rowHeights.set(Number(row), h);
  b.merges.push(...spec.merges);
  for (const st of spec.styles) {
    const x = box(st.range);
    for (let r = x.r0; r <= x.r1; r++) for (let c = x.c0; c <= x.c1; c++) addLook(d, r, c, lookOf(st, r, c, x));
  }
  b.validations.push(...spec.validations.map(validation));
  for (const cf of spec.conditionalFormats)
    b.conditionals.push({ sqref: cf.range, formula: cf.formula, dxfId: w.styles.dxf(cf.fill, cf.fontColor) });
  for (const c of spec.hiddenColumns ?? []) b.cols[c] = { ...b.cols[c], hidden: true };
  if (spec.print) {
    applyPageSetup(d, spec.print.setup, spec.print.area);
    b.rowBreaks.push(...(spec.print.rowBreaks ?? []));
  }
  return d;
}

/** A new workbook holding the whole definition (sheets in order, then the names, the title). */
export function workbookFromSpec(spec: WorkbookSpec): WorkbookWriter {
  const w = WorkbookWriter.create();
  w.setProps({ title: spec.title });
  for (const sheet of spec.sheets) finish(w, specDraft(w, sheet));
  for (const n of spec.names) w.setName(n.name, n.ref.replace(/^=/, ""));
  return w;
}

/**
 * Write a sheet the tool owns, marked by the workbook name `mark` (roleMark: Brightwell_Slips_5): the sheet the mark
 * points at is refreshed; otherwise the spec's name, or "name (2)" … when a sheet of that name is someone else's
 * (never overwritten; planMarkedSheet, src/sheets/ownership.ts). Returns the sheet's name.
 */
export function writeOwnedSheetSpec(w: WorkbookWriter, mark: string, spec: SheetSpec): string {
  const target = planMarkedSheet({ sheets: w.sheets(), names: w.names() }, mark, spec.name);
  finish(w, specDraft(w, spec, target.sheetName));
  w.setName(mark, markFormula(target.sheetName));
  return target.sheetName;
}
