/**
 * A sheet as DATA (pure): everything Brightwell writes into a sheet it creates, for two thin writers
 * to apply: the package layer on the command line and in `npm run templates` (src/xlsx/spec.ts), and
 * Office.js in the task pane (src/excel/, one write sync). Nothing here knows either API.
 *
 * Addresses are A1 ranges on the sheet itself ("A2:A1000"); references to other sheets go through
 * workbook names (WorkbookSpec.names), never "Players!B2" inside a validation or a conditional
 * format, because Excel 2007's file format has no place for a cross-sheet reference there (Excel
 * 2010 and later keep them in an extension; a name works in every version).
 *
 * Formulas are written as Office.js `Range.formulas` takes them and as a user types them in an
 * English Excel: a leading "=", English function names, commas between arguments
 * ("=OTHELLO.STANDINGS(Results!$A$1:$G$1000,Brightwell_Preset)"). Excel stores exactly that in the file
 * (less the "="), whatever the user's language, except for an add-in's custom function, which the
 * file stores as `_xldudf_OTHELLO_STANDINGS(…)`: the file writer converts (fileFormula).
 * Validation and conditional-format formulas are written without the "=" (as the file holds them).
 */
import type { PageSetup } from "../standings/print";

/** A formula cell. `cached` / `spill` is what the cell shows before Excel (or the add-in) calculates it. */
export interface FormulaCell {
  formula: string;
  /** The value saved with the formula (shown before calculation; read by the command line). */
  cached?: string | number;
  /**
   * A formula that spills (a dynamic array, e.g. OTHELLO.STANDINGS): its saved result, first row and
   * column being the formula's own cell. The file marks the formula as a dynamic array over this block.
   */
  spill?: (string | number)[][];
}

export type SpecValue = string | number | null | FormulaCell;

export function isFormulaCell(v: SpecValue | undefined): v is FormulaCell {
  return typeof v === "object" && v !== null && typeof (v as FormulaCell).formula === "string";
}

/** Look of a block of cells. Colours are RGB hex without "#" ("FFC7CE"). */
export interface CellStyle {
  range: string;
  bold?: boolean;
  italic?: boolean;
  fontSize?: number;
  fontColor?: string;
  fill?: string;
  /** "box": a thin frame around the range; "grid": thin lines around every cell; "bottom": a line under it (a signature line); "cut": a dashed line under it (where to cut). */
  border?: "box" | "grid" | "bottom" | "cut";
  horizontal?: "left" | "center" | "right";
  vertical?: "top" | "middle" | "bottom";
  wrap?: boolean;
}

/**
 * Data validation of a range. `whole`/`decimal` compare with `min`/`max` (numbers only: a name or
 * formula there would not survive exceljs, which reads whole/decimal bounds back as numbers); use
 * `custom` for a rule that depends on a workbook name. `list` takes literal items or a source formula.
 */
export type ValidationRule =
  | { kind: "whole" | "decimal"; min?: number; max?: number }
  | { kind: "list"; items: string[] }
  | { kind: "list"; source: string }
  | { kind: "custom"; formula: string };

export interface ValidationSpec {
  range: string;
  rule: ValidationRule;
  /** "stop" refuses the value; "warning" asks; "information" only tells. */
  errorStyle: "stop" | "warning" | "information";
  error: { title: string; message: string };
  prompt?: { title: string; message: string };
}

/** A conditional format: `formula` (relative to the range's top-left cell, no "=") true → the look. */
export interface ConditionalFormatSpec {
  range: string;
  formula: string;
  fill: string;
  fontColor?: string;
  /** What the rule marks, for tests and the pane's legend. */
  meaning: "disc-sum" | "twice-in-round" | "not-on-players";
}

/** A number format over a range ("@" text, "0" whole numbers, "yyyy-mm-dd" dates). */
export interface FormatSpec {
  range: string;
  format: string;
}

export interface PrintSpec {
  /** The printed block ("A1:E33"); undefined: what Excel finds used. */
  area?: string;
  setup: PageSetup;
  /** Page breaks after these 1-based rows. */
  rowBreaks?: number[];
}

/** What a sheet is for (also the key the pane and the CLI use to find it). */
export type SheetRole = "settings" | "players" | "ratings" | "results" | "standings" | "instructions" | "slips";

export interface SheetSpec {
  role: SheetRole;
  name: string;
  /** Cell values row by row from A1 (null: leave empty). */
  values: SpecValue[][];
  /** Written BEFORE the values, so "@" keeps a name like "=1+1" or "007" as typed. */
  formats: FormatSpec[];
  /** Column widths in characters (Excel's unit), from column A. */
  columnWidths: number[];
  /** Row heights in points, by 1-based row. */
  rowHeights?: Record<number, number>;
  /** Rows frozen at the top (0: none). */
  frozenRows: number;
  merges: string[];
  styles: CellStyle[];
  validations: ValidationSpec[];
  conditionalFormats: ConditionalFormatSpec[];
  /** 0-based columns to hide (helper lists). */
  hiddenColumns?: number[];
  print?: PrintSpec;
}

/** A workbook-scoped name and what it refers to ("'대회'!$B$4", "Players!$B$2:$B$500"). */
export interface NameSpec {
  name: string;
  ref: string;
}

export interface WorkbookSpec {
  /** The event's name (the file's title). */
  title: string;
  sheets: SheetSpec[];
  names: NameSpec[];
}

/** An empty sheet spec to fill in. */
export function emptySheet(role: SheetRole, name: string): SheetSpec {
  return {
    role,
    name,
    values: [],
    formats: [],
    columnWidths: [],
    frozenRows: 0,
    merges: [],
    styles: [],
    validations: [],
    conditionalFormats: [],
  };
}

/**
 * A spreadsheet formula as Excel stores it in a file: without the "=", and every Brightwell custom
 * function with the prefix Excel gives an add-in's JavaScript custom function, the namespace dot
 * becoming an underscore: "=OTHELLO.STANDINGS(A1:G9)" → "_xldudf_OTHELLO_STANDINGS(A1:G9)". Text in
 * double quotes is left alone.
 */
export function fileFormula(formula: string): string {
  const body = formula.startsWith("=") ? formula.slice(1) : formula;
  return body
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/(^|[^A-Za-z0-9_.])OTHELLO\.([A-Z][A-Z0-9_]*)\s*\(/g, "$1_xldudf_OTHELLO_$2("),
    )
    .join("");
}

/** The inverse of fileFormula: what the user sees in the formula bar once the add-in is loaded. */
export function userFormula(stored: string): string {
  const body = stored
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/_xldudf_OTHELLO_([A-Z][A-Z0-9_]*)\(/g, "OTHELLO.$1(")))
    .join("");
  return body.startsWith("=") ? body : `=${body}`;
}

/**
 * Cells whose Brightwell formula shows #NAME? (0-based row/column within the block): in a workbook opened
 * before the add-in's functions were registered, Excel may keep such a cell unresolved until the formula is
 * entered again (OfficeDev/Excel-Custom-Functions#108, office-js#6611). The pane reads `formulas` and `values`
 * of the used range in its read sync and writes Range.formulas back to these cells in its write sync.
 */
export function unresolvedBrightwellCells(
  formulas: readonly (readonly unknown[])[],
  values: readonly (readonly unknown[])[],
): { row: number; col: number }[] {
  const out: { row: number; col: number }[] = [];
  formulas.forEach((line, r) =>
    line.forEach((f, c) => {
      if (
        typeof f === "string" &&
        /^=/.test(f) &&
        /(^|[^A-Za-z0-9_.])(_xldudf_OTHELLO_|OTHELLO\.)[A-Z]/i.test(f) &&
        values[r]?.[c] === "#NAME?"
      )
        out.push({ row: r, col: c });
    }),
  );
  return out;
}
