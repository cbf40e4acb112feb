/**
 * The Office.js writer of Brightwell's sheet definitions (src/sheets/workbook/spec.ts): the task pane's
 * counterpart of the command line's file writer (src/xlsx/spec.ts). Thin by design: every decision
 * (what goes where, which rule, which look) is in the pure definitions; this file maps them onto Office.js
 * and only QUEUES commands: the caller's one write sync applies them (src/excel/host.ts, batching rules).
 *
 * What each part needs (ExcelApi requirement sets, @types/office-js):
 *   values, formulas, numberFormat, font, fill, alignment, borders        1.1
 *   format.columnWidth / rowHeight (points), merge, columnHidden          1.2
 *   workbook.names.add                                                    1.4
 *   conditionalFormats.add("Custom")                                      1.6
 *   freezePanes.freezeRows                                                1.7
 *   dataValidation                                                        1.8
 *   pageLayout (paper, fit, print area, titles), horizontalPageBreaks     1.9
 * so a sheet definition needs ExcelApi 1.9 (Excel 2021, Microsoft 365): SPEC_EXCEL_API, checked by the pane
 * before it writes (excelApiSupported).
 */
import { columnLetters, parseReference, parseTopLeft } from "../sheets/address";
import {
  isFormulaCell,
  type CellStyle,
  type NameSpec,
  type SheetSpec,
  type ValidationSpec,
  type WorkbookSpec,
} from "../sheets/workbook/spec";
import type { ExcelHost } from "./host";
import { asExcelText, queuePageSetup } from "./queue";

/** The ExcelApi version every part of a sheet definition needs (see the table above). */
export const SPEC_EXCEL_API = "1.9";

/**
 * A column width in characters of the default font (Excel's own unit, the one the definitions use) as the
 * points Office.js takes (Range.format.columnWidth is in points: OfficeDev/office-js#187). Excel's default
 * font (Calibri 11) has a widest digit of 7 pixels and a column adds 5 pixels of padding; a pixel is 0.75
 * point at 96 dpi: 8.43 characters (Excel's default column) → 64 px → 48 pt.
 */
export function columnWidthPoints(chars: number): number {
  return Math.round(chars * 7 + 5) * 0.75;
}

/** "#RRGGBB", the colour form Office.js takes, from the definitions' "RRGGBB". */
const hex = (rgb: string) => `#${rgb.toUpperCase()}`;

/** A rows × cols block of one value (Office.js takes a 2-D array the size of the range). */
function fill<T>(range: string, value: T): T[][] {
  const [a, b] = range.split(":");
  const p = parseTopLeft(a);
  const q = b === undefined ? p : parseTopLeft(b);
  return Array.from({ length: q.row - p.row + 1 }, () => new Array<T>(q.col - p.col + 1).fill(value));
}

const H_ALIGN = { left: "Left", center: "Center", right: "Right" } as const;
const V_ALIGN = { top: "Top", middle: "Center", bottom: "Bottom" } as const;

/** Queue one style of a definition on a sheet (font, fill, alignment, borders). */
export function queueStyle(sheet: Excel.Worksheet, st: CellStyle): void {
  const f = sheet.getRange(st.range).format;
  if (st.bold !== undefined) f.font.bold = st.bold;
  if (st.italic !== undefined) f.font.italic = st.italic;
  if (st.fontSize !== undefined) f.font.size = st.fontSize;
  if (st.fontColor !== undefined) f.font.color = hex(st.fontColor);
  if (st.fill !== undefined) f.fill.color = hex(st.fill);
  if (st.horizontal) f.horizontalAlignment = H_ALIGN[st.horizontal];
  if (st.vertical) f.verticalAlignment = V_ALIGN[st.vertical];
  if (st.wrap) f.wrapText = true;
  if (st.border) {
    // "box": the frame; "grid": the frame and every inside line; "bottom": a line under it; "cut": a dashed one.
    const edges: `${Excel.BorderIndex}`[] =
      st.border === "grid"
        ? [EDGE.top, EDGE.bottom, EDGE.left, EDGE.right, EDGE.insideH, EDGE.insideV]
        : st.border === "box"
          ? [EDGE.top, EDGE.bottom, EDGE.left, EDGE.right]
          : [EDGE.bottom];
    for (const edge of edges) {
      const b = f.borders.getItem(edge);
      b.style = st.border === "cut" ? "Dash" : "Continuous";
      b.weight = "Thin";
      b.color = "#7F7F7F";
    }
  }
}

/** Border names as Office.js spells them (string values of Excel.BorderIndex). */
const EDGE = {
  top: "EdgeTop",
  bottom: "EdgeBottom",
  left: "EdgeLeft",
  right: "EdgeRight",
  insideH: "InsideHorizontal",
  insideV: "InsideVertical",
} as const satisfies Record<string, `${Excel.BorderIndex}`>;

/** A definition's validation rule as Office.js's DataValidationRule (formulas with their "="). */
export function validationRule(v: ValidationSpec): Excel.DataValidationRule {
  const r = v.rule;
  switch (r.kind) {
    case "whole":
    case "decimal": {
      const basic: Excel.BasicDataValidation =
        r.min !== undefined && r.max !== undefined
          ? { operator: "Between", formula1: r.min, formula2: r.max }
          : r.min !== undefined
            ? { operator: "GreaterThanOrEqualTo", formula1: r.min }
            : { operator: "LessThanOrEqualTo", formula1: r.max ?? 0 };
      return r.kind === "whole" ? { wholeNumber: basic } : { decimal: basic };
    }
    case "list":
      // Literal items: a comma-separated list; a source: a formula, as typed in Excel's Data Validation dialog.
      return { list: { inCellDropDown: true, source: "items" in r ? r.items.join(",") : `=${r.source}` } };
    case "custom":
      return { custom: { formula: `=${r.formula}` } };
  }
}

function queueValidation(sheet: Excel.Worksheet, v: ValidationSpec): void {
  const dv = sheet.getRange(v.range).dataValidation;
  dv.rule = validationRule(v);
  dv.ignoreBlanks = true;
  dv.errorAlert = {
    showAlert: true,
    style: v.errorStyle === "stop" ? "Stop" : v.errorStyle === "warning" ? "Warning" : "Information",
    title: v.error.title,
    message: v.error.message,
  };
  if (v.prompt) dv.prompt = { showPrompt: true, title: v.prompt.title, message: v.prompt.message };
}

/** The block of cell contents from A1 for Range.formulas: formulas as typed ("=…"), texts made safe, null = empty. */
export function specFormulas(spec: SheetSpec): { address: string; formulas: (string | number | null)[][] } | undefined {
  const rows = spec.values.length;
  const cols = Math.max(0, ...spec.values.map((r) => r.length));
  if (rows === 0 || cols === 0) return undefined;
  const formulas = spec.values.map((line) => {
    const out: (string | number | null)[] = line.map((v) => (isFormulaCell(v) ? v.formula : v));
    while (out.length < cols) out.push(null);
    return out;
  });
  // Texts that Excel would read as formulas get the text prefix; formula cells keep their "=".
  const safe = formulas.map((line, r) =>
    line.map((v, c) => (isFormulaCell(spec.values[r][c]) ? v : asExcelText([[v]])[0][0])),
  );
  return { address: `A1:${columnLetters(cols - 1)}${rows}`, formulas: safe };
}

/**
 * Queue everything a sheet definition holds onto `sheet` (new or cleared): number formats first (so "@"
 * keeps a name like "=1+1" as typed), then the cells (Range.formulas: values and live formulas in one
 * array), column widths and row heights, merges, looks, data validation, conditional formats, hidden
 * columns, frozen header rows, and the print setup with its page breaks. Nothing is synced here.
 */
export function queueSheetSpec(sheet: Excel.Worksheet, spec: SheetSpec): void {
  for (const f of spec.formats) sheet.getRange(f.range).numberFormat = fill(f.range, f.format);
  const cells = specFormulas(spec);
  if (cells) sheet.getRange(cells.address).formulas = cells.formulas;
  spec.columnWidths.forEach((w, c) => {
    const letter = columnLetters(c);
    sheet.getRange(`${letter}:${letter}`).format.columnWidth = columnWidthPoints(w);
  });
  for (const [row, h] of Object.entries(spec.rowHeights ?? {})) sheet.getRange(`${row}:${row}`).format.rowHeight = h;
  for (const m of spec.merges) sheet.getRange(m).merge(false);
  for (const st of spec.styles) queueStyle(sheet, st);
  for (const v of spec.validations) queueValidation(sheet, v);
  for (const cf of spec.conditionalFormats) {
    const format = sheet.getRange(cf.range).conditionalFormats.add("Custom");
    format.custom.rule.formula = `=${cf.formula}`;
    format.custom.format.fill.color = hex(cf.fill);
    if (cf.fontColor) format.custom.format.font.color = hex(cf.fontColor);
  }
  for (const c of spec.hiddenColumns ?? []) {
    const letter = columnLetters(c);
    sheet.getRange(`${letter}:${letter}`).columnHidden = true;
  }
  if (spec.frozenRows > 0) sheet.freezePanes.freezeRows(spec.frozenRows);
  if (spec.print) {
    queuePageSetup(sheet, spec.print.setup, spec.print.area);
    // A break after row r is a break before row r + 1.
    for (const r of spec.print.rowBreaks ?? []) sheet.horizontalPageBreaks.add(`A${r + 1}`);
  }
}

/**
 * Queue the workbook names of a definition ("Brightwell_Preset" → 'Tournament'!$B$5). `sheets` maps a sheet
 * name (as in the refs) to its proxy, for sheets created in the same batch; others are looked up by name.
 */
export function queueNames(
  workbook: Excel.Workbook,
  names: readonly NameSpec[],
  sheets: ReadonlyMap<string, Excel.Worksheet>,
): void {
  for (const n of names) {
    const ref = parseReference(n.ref);
    if (!ref || ref.sheet === undefined)
      throw new RangeError(`The name ${n.name} must refer to cells of a sheet, got "${n.ref}".`);
    const sheet = sheets.get(ref.sheet.toLowerCase()) ?? workbook.worksheets.getItem(ref.sheet);
    workbook.names.add(n.name, sheet.getRange(ref.range));
  }
}

/** Where the director starts after the sheets are written: this cell is selected (its sheet shown). */
export interface StartCell {
  sheet: string;
  cell: string;
}

/**
 * Add the sheets of a definition (names already made free: newTournamentSheetNames) and its workbook names,
 * in ONE sync. `replaceNames` are names left over from deleted sheets ("=#REF!"): deleted first, then added
 * again. Nothing existing is overwritten: worksheets.add refuses a taken sheet name, names.add a taken name.
 */
export async function addSheetSpecs(
  host: ExcelHost,
  spec: WorkbookSpec,
  options: { replaceNames?: readonly string[]; start?: StartCell } = {},
): Promise<void> {
  await host.run(async (context) => {
    const wb = context.workbook;
    const added = new Map<string, Excel.Worksheet>();
    for (const s of spec.sheets) {
      const sheet = wb.worksheets.add(s.name);
      queueSheetSpec(sheet, s);
      added.set(s.name.toLowerCase(), sheet);
    }
    for (const n of options.replaceNames ?? []) wb.names.getItem(n).delete();
    queueNames(wb, spec.names, added);
    if (options.start) {
      const sheet = added.get(options.start.sheet.toLowerCase()) ?? wb.worksheets.getItem(options.start.sheet);
      sheet.activate();
      sheet.getRange(options.start.cell).select();
    }
    await context.sync();
  });
}
