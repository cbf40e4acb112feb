/**
 * The exceljs writer of Brightwell's sheet definitions (src/sheets/workbook/spec.ts) and page setups
 * (src/sheets/standings/print.ts): what `npm run templates`, `pair --out --slips` and `standings --out` write.
 * Thin by design: every decision (what goes where, which rule, which look) is in the pure definitions;
 * this file only maps them onto exceljs's model. The task pane's Office.js writer maps the same data.
 */
import ExcelJS from "exceljs";
import { columnLetters, parseTopLeft } from "../sheets/address";
import { absoluteRows, widthForFont, type PageSetup } from "../sheets/standings/print";
import { planMarkedSheet } from "../sheets/ownership";
import { widestRow } from "../sheets/content";
import { layoutOf, markSheet, setName } from "./workbook";
import {
  fileFormula,
  isFormulaCell,
  type CellStyle,
  type SheetSpec,
  type SpecValue,
  type ValidationSpec,
  type WorkbookSpec,
} from "../sheets/workbook/spec";

/** exceljs's code for A4 paper. */
const A4 = 9;

/** Every cell address of an A1 range ("A2:C4", "B5"), row by row. */
function cellsOf(range: string): { row: number; col: number }[] {
  const [a, b] = range.split(":");
  const p = parseTopLeft(a);
  const q = b === undefined ? p : parseTopLeft(b);
  const out: { row: number; col: number }[] = [];
  for (let r = p.row; r <= q.row; r++) for (let c = p.col; c <= q.col; c++) out.push({ row: r + 1, col: c + 1 });
  return out;
}

function box(range: string): { r0: number; c0: number; r1: number; c1: number } {
  const [a, b] = range.split(":");
  const p = parseTopLeft(a);
  const q = b === undefined ? p : parseTopLeft(b);
  return { r0: p.row + 1, c0: p.col + 1, r1: q.row + 1, c1: q.col + 1 };
}

const argb = (hex: string) => `FF${hex.toUpperCase()}`;

/** The page setup and print area of a sheet, as exceljs writes them (A4, fit to pages, print titles). */
export function applyPageSetup(ws: ExcelJS.Worksheet, setup: PageSetup, printArea?: string): void {
  ws.pageSetup = {
    ...ws.pageSetup,
    paperSize: setup.paperSize === "A4" ? A4 : undefined,
    orientation: setup.orientation,
    fitToPage: true,
    fitToWidth: setup.fitToWidth,
    fitToHeight: setup.fitToHeight,
    horizontalCentered: setup.horizontalCentered,
    ...(printArea ? { printArea } : {}),
    ...(setup.printTitleRows ? { printTitlesRow: absoluteRows(setup.printTitleRows).replace(/\$/g, "") } : {}),
  } as ExcelJS.PageSetup;
}

/**
 * Large type on a printed block: the font size of every cell of `area` (bold for the title rows), and
 * the columns of the block widened for it (`widths` in characters of the default font).
 */
export function applyPrintFonts(
  ws: ExcelJS.Worksheet,
  setup: PageSetup,
  area: string,
  widths: readonly number[] = [],
): void {
  const b = box(area);
  const titleRows = setup.printTitleRows ? Number(absoluteRows(setup.printTitleRows).split(":")[1].slice(1)) : 0;
  for (let r = b.r0; r <= b.r1; r++) {
    for (let c = b.c0; c <= b.c1; c++)
      ws.getCell(r, c).font = { size: setup.fontSize, ...(r <= titleRows ? { bold: true } : {}) };
  }
  for (let c = b.c0; c <= b.c1; c++) {
    const w = widths[c - 1];
    if (w !== undefined) ws.getColumn(c).width = widthForFont(w, setup.fontSize);
  }
}

/** The look of each cell after every style of the sheet, in order (later styles add to earlier ones). */
interface CellLook {
  font?: Partial<ExcelJS.Font>;
  fill?: ExcelJS.Fill;
  alignment?: Partial<ExcelJS.Alignment>;
  border?: Partial<ExcelJS.Borders>;
}

function looks(styles: readonly CellStyle[]): Map<string, { row: number; col: number; look: CellLook }> {
  const thin: ExcelJS.Border = { style: "thin", color: { argb: "FF7F7F7F" } };
  const out = new Map<string, { row: number; col: number; look: CellLook }>();
  for (const st of styles) {
    const b = box(st.range);
    for (const { row, col } of cellsOf(st.range)) {
      const key = `${row},${col}`;
      const entry = out.get(key) ?? { row, col, look: {} };
      const look = entry.look;
      if (st.bold !== undefined || st.italic !== undefined || st.fontSize !== undefined || st.fontColor !== undefined) {
        look.font = {
          ...look.font,
          ...(st.bold !== undefined ? { bold: st.bold } : {}),
          ...(st.italic !== undefined ? { italic: st.italic } : {}),
          ...(st.fontSize !== undefined ? { size: st.fontSize } : {}),
          ...(st.fontColor !== undefined ? { color: { argb: argb(st.fontColor) } } : {}),
        };
      }
      if (st.fill) look.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(st.fill) } };
      if (st.horizontal || st.vertical || st.wrap) {
        look.alignment = {
          ...look.alignment,
          ...(st.horizontal ? { horizontal: st.horizontal } : {}),
          ...(st.vertical ? { vertical: st.vertical } : {}),
          ...(st.wrap ? { wrapText: true } : {}),
        };
      }
      if (st.border) {
        const border: Partial<ExcelJS.Borders> = { ...look.border };
        if (st.border === "grid") Object.assign(border, { top: thin, left: thin, bottom: thin, right: thin });
        if (st.border === "box") {
          if (row === b.r0) border.top = thin;
          if (row === b.r1) border.bottom = thin;
          if (col === b.c0) border.left = thin;
          if (col === b.c1) border.right = thin;
        }
        if (st.border === "bottom" && row === b.r1) border.bottom = thin;
        if (st.border === "cut" && row === b.r1) border.bottom = { style: "dashed", color: { argb: "FF7F7F7F" } };
        look.border = border;
      }
      out.set(key, entry);
    }
  }
  return out;
}

function validation(v: ValidationSpec): ExcelJS.DataValidation {
  const common = {
    allowBlank: true,
    showErrorMessage: true,
    errorStyle: v.errorStyle,
    errorTitle: v.error.title,
    error: v.error.message,
    ...(v.prompt ? { showInputMessage: true, promptTitle: v.prompt.title, prompt: v.prompt.message } : {}),
  };
  const r = v.rule;
  switch (r.kind) {
    case "whole":
    case "decimal": {
      if (r.min !== undefined && r.max !== undefined)
        return { ...common, type: r.kind, operator: "between", formulae: [r.min, r.max] };
      if (r.min !== undefined) return { ...common, type: r.kind, operator: "greaterThanOrEqual", formulae: [r.min] };
      return { ...common, type: r.kind, operator: "lessThanOrEqual", formulae: [r.max ?? 0] };
    }
    case "list":
      return { ...common, type: "list", formulae: ["items" in r ? `"${r.items.join(",")}"` : r.source] };
    case "custom":
      return { ...common, type: "custom", formulae: [r.formula] };
  }
}

/** One cell of a spec: plain value, or a formula (in the file's form) with its saved result. */
function cellValue(v: SpecValue): ExcelJS.CellValue {
  if (!isFormulaCell(v)) return v;
  return { formula: fileFormula(v.formula), result: v.cached ?? "" } as ExcelJS.CellFormulaValue;
}

/** Add a sheet from its definition (the name must be free). */
export function addSheetSpec(wb: ExcelJS.Workbook, spec: SheetSpec): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(
    spec.name,
    spec.frozenRows > 0 ? { views: [{ state: "frozen", ySplit: spec.frozenRows }] } : {},
  );
  // Formats first: "@" keeps a name like "=1+1" as text.
  for (const f of spec.formats) for (const { row, col } of cellsOf(f.range)) ws.getCell(row, col).numFmt = f.format;
  spec.values.forEach((line, r) =>
    line.forEach((v, c) => {
      if (v === null) return;
      const cell = ws.getCell(r + 1, c + 1);
      if (isFormulaCell(v) && v.spill) {
        // A spilling formula: the anchor holds the formula over the saved block, the rest the saved values.
        const rows = v.spill.length;
        const cols = widestRow(v.spill);
        const ref = `${columnLetters(c)}${r + 1}:${columnLetters(c + cols - 1)}${r + rows}`;
        cell.value = {
          formula: fileFormula(v.formula),
          result: v.spill[0][0],
          shareType: "array",
          ref,
        } as unknown as ExcelJS.CellValue;
        v.spill.forEach((sr, i) =>
          sr.forEach((sv, j) => {
            if (i > 0 || j > 0) ws.getCell(r + 1 + i, c + 1 + j).value = sv;
          }),
        );
      } else cell.value = cellValue(v);
    }),
  );
  spec.columnWidths.forEach((w, c) => (ws.getColumn(c + 1).width = w));
  for (const [row, h] of Object.entries(spec.rowHeights ?? {})) ws.getRow(Number(row)).height = h;
  for (const m of spec.merges) ws.mergeCells(m);
  for (const { row, col, look } of looks(spec.styles).values()) {
    const cell = ws.getCell(row, col);
    if (look.font) cell.font = look.font;
    if (look.fill) cell.fill = look.fill;
    if (look.alignment) cell.alignment = look.alignment;
    if (look.border) cell.border = look.border;
  }
  // exceljs keeps a sheet's validations in `dataValidations` (not in its typings).
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;
  for (const v of spec.validations) validations.add(v.range, validation(v));
  spec.conditionalFormats.forEach((cf, i) =>
    ws.addConditionalFormatting({
      ref: cf.range,
      rules: [
        {
          type: "expression",
          priority: i + 1,
          formulae: [cf.formula],
          style: {
            fill: { type: "pattern", pattern: "solid", bgColor: { argb: argb(cf.fill) } },
            ...(cf.fontColor ? { font: { color: { argb: argb(cf.fontColor) } } } : {}),
          },
        },
      ],
    }),
  );
  for (const c of spec.hiddenColumns ?? []) ws.getColumn(c + 1).hidden = true;
  if (spec.print) {
    applyPageSetup(ws, spec.print.setup, spec.print.area);
    for (const r of spec.print.rowBreaks ?? []) ws.getRow(r).addPageBreak();
  }
  return ws;
}

/** A new workbook holding the whole definition (sheets in order, then the names). */
export function workbookFromSpec(spec: WorkbookSpec): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Brightwell";
  wb.title = spec.title;
  // Fixed dates: regenerating the templates gives the same file content.
  wb.created = new Date(Date.UTC(2026, 0, 1));
  wb.modified = wb.created;
  for (const sheet of spec.sheets) addSheetSpec(wb, sheet);
  for (const n of spec.names) setName(wb, n.name, n.ref);
  return wb;
}

/**
 * Write a sheet the tool owns, marked by the workbook name `mark` (roleMark: Brightwell_Slips_5): the
 * sheet the mark points at is replaced; otherwise the spec's name, or "name (2)" … when a sheet of
 * that name is someone else's (never overwritten; planMarkedSheet, src/sheets/ownership.ts). Returns the
 * sheet's name.
 */
export function writeOwnedSheetSpec(wb: ExcelJS.Workbook, mark: string, spec: SheetSpec): string {
  const target = planMarkedSheet(layoutOf(wb), mark, spec.name);
  if (target.kind === "refresh") wb.removeWorksheet(wb.getWorksheet(target.sheetName)!.id);
  addSheetSpec(wb, { ...spec, name: target.sheetName });
  markSheet(wb, mark, target.sheetName);
  return target.sheetName;
}
