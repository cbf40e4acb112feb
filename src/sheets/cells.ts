/**
 * Reading single cells of any type, without throwing. Hosts hand us plain values: numbers, strings (with stray
 * spaces, full-width digits), "", null/undefined, booleans, Dates, Excel error strings ("#N/A"); and a formula cell
 * as a file holds it, `{ formula, result }` (FormulaValue: the file host, src/xlsx, gives `{ formula }` without a
 * result for a formula saved without its calculated value, which is reported, never read as empty).
 */

/** A cell boiled down to what the parser needs. */
export type Cell =
  | { kind: "empty" }
  | { kind: "number"; value: number; text: string }
  | { kind: "text"; value: string }
  // An Excel error like #N/A; or a formula saved without its calculated value (`formula` set, e.g. "=64-D2").
  | { kind: "error"; value: string; formula?: string }
  | { kind: "other"; value: string }; // boolean, Date, unknown object: shown as text in messages

const EXCEL_ERRORS = new Set([
  "#N/A",
  "#VALUE!",
  "#REF!",
  "#DIV/0!",
  "#NUM!",
  "#NAME?",
  "#NULL!",
  "#SPILL!",
  "#CALC!",
  "#GETTING_DATA",
  "#FIELD!",
  "#BLOCKED!",
  "#CONNECT!",
  "#BUSY!",
  "#UNKNOWN!",
]);

/**
 * A formula cell as a file holds it: the formula's text as stored (no "=") and the value saved with it. Without
 * `result` the file has no calculated value (written by a program, or saved with calculation off).
 */
export interface FormulaValue {
  formula: string;
  result?: unknown;
}

/** A formula cell saved without its calculated value (what the file host gives for it). */
export type UncalculatedFormula = Omit<FormulaValue, "result">;

function isFormulaValue(raw: unknown): raw is FormulaValue {
  return (
    typeof raw === "object" &&
    raw !== null &&
    !(raw instanceof Date) &&
    typeof (raw as FormulaValue).formula === "string"
  );
}

/** A cell as a plain value: a formula cell's saved result; anything else as it is. */
export function unwrapCell(raw: unknown): unknown {
  return isFormulaValue(raw) ? raw.result : raw;
}

/** The formula of a formula cell saved without its calculated value, as "=…"; undefined for anything else. */
export function uncalculatedFormula(raw: unknown): string | undefined {
  if (!isFormulaValue(raw) || raw.result !== undefined) return undefined;
  return raw.formula.startsWith("(") ? raw.formula : `=${raw.formula}`;
}

/** The problem an error cell gives: its Excel error, or a formula without a calculated value. */
export function cellErrorProblem(cell: { kind: "error"; value: string; formula?: string }): {
  code: "cell-error" | "formula-no-value";
  params: Record<string, string>;
} {
  return cell.formula !== undefined
    ? { code: "formula-no-value", params: { formula: cell.formula } }
    : { code: "cell-error", params: { value: cell.value } };
}

/** The empty cell (one shared, frozen object: sheets of 100,000 rows hold many). */
export const EMPTY_CELL: Cell = Object.freeze({ kind: "empty" });

/**
 * The cells of the whole numbers 0..1023 (rounds, tables, discs, ratings' digits…), made once and frozen: a 100,000-row
 * Results sheet holds 400,000 of them, and a new object and text for each were a tenth of its garbage.
 */
const SMALL_NUMBERS: readonly Cell[] = Array.from({ length: 1024 }, (_, n) =>
  Object.freeze({ kind: "number", value: n, text: String(n) }),
);

/** Classify a raw cell. Strings are trimmed; "" and whitespace-only are empty. */
export function readCell(raw: unknown): Cell {
  // Object.is: -0 is no small number (its text is "0" but its value is -0, as before).
  if (typeof raw === "number" && raw >= 0 && raw < 1024 && Number.isInteger(raw) && !Object.is(raw, -0))
    return SMALL_NUMBERS[raw];
  const formula = uncalculatedFormula(raw);
  if (formula !== undefined) return { kind: "error", value: formula, formula };
  const v = unwrapCell(raw);
  if (v === null || v === undefined) return EMPTY_CELL;
  if (typeof v === "number") {
    return Number.isFinite(v) ? { kind: "number", value: v, text: String(v) } : { kind: "other", value: String(v) };
  }
  if (typeof v === "string") {
    const t = v.trim();
    if (t === "") return EMPTY_CELL;
    // every Excel error starts with "#": other text skips the upper-casing (100,000-row sheets)
    if (t.charCodeAt(0) === 35 && EXCEL_ERRORS.has(t.toUpperCase())) return { kind: "error", value: t };
    return { kind: "text", value: t };
  }
  if (typeof v === "boolean") return { kind: "other", value: v ? "TRUE" : "FALSE" };
  if (v instanceof Date)
    return { kind: "other", value: Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString().slice(0, 10) };
  let shown: string;
  try {
    shown = JSON.stringify(v) ?? String(v);
  } catch {
    shown = String(v);
  }
  return { kind: "other", value: shown.length > 40 ? shown.slice(0, 37) + "..." : shown };
}

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number from a cell: a number, or text that is a plain decimal number ("33", " 33 ", "３３",
 * "33.0", "-2"). Anything else → undefined. Text like "1e3", "0x10" or "33 discs" is not a number.
 */
export function cellNumber(cell: Cell): number | undefined {
  if (cell.kind === "number") return cell.value;
  if (cell.kind === "text") {
    // Plain ASCII digits need no normalization (NFKC leaves ASCII as it is): the common case, and
    // the costly call on 100,000-row sheets. Full-width digits and the like go through NFKC.
    if (PLAIN_NUMBER.test(cell.value)) return Number(cell.value);
    const t = cell.value.normalize("NFKC").trim();
    if (PLAIN_NUMBER.test(t)) return Number(t);
  }
  return undefined;
}

/** How a cell is shown inside a message: the text as written (numbers as JS prints them). */
export function cellShown(cell: Cell): string {
  return cell.kind === "empty" ? "" : cell.kind === "number" ? cell.text : cell.value;
}
