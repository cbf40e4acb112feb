/**
 * Reading single cells of any type, without throwing. Hosts hand us what they read: numbers, strings
 * (with stray spaces, full-width digits), "", null/undefined, booleans, Dates, Excel error strings
 * ("#N/A"), and exceljs cell objects ({ formula, result }, { richText }, { text, hyperlink }, { error }).
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

/** Unwrap exceljs's cell objects to a plain value (formula result, rich text, hyperlink text, error). */
export function unwrapCell(raw: unknown): unknown {
  if (raw === null || raw === undefined || typeof raw !== "object" || raw instanceof Date) return raw;
  const o = raw as Record<string, unknown>;
  if ("error" in o && typeof o.error === "string") return o.error;
  if ("richText" in o && Array.isArray(o.richText)) {
    return o.richText
      .map((part) => (part && typeof part === "object" ? String((part as { text?: unknown }).text ?? "") : ""))
      .join("");
  }
  if ("formula" in o || "sharedFormula" in o) return unwrapCell(o.result);
  if ("text" in o && typeof o.text === "string") return o.text;
  return raw;
}

/**
 * The formula of an exceljs formula cell saved without its calculated value (no cached result in the
 * file: written by a program, or saved with calculation off), as "=…"; undefined for anything else.
 */
export function uncalculatedFormula(raw: unknown): string | undefined {
  if (raw === null || typeof raw !== "object" || raw instanceof Date) return undefined;
  const o = raw as Record<string, unknown>;
  if (!("formula" in o || "sharedFormula" in o) || o.result !== undefined) return undefined;
  if (typeof o.formula === "string") return `=${o.formula}`;
  return `(the formula of ${String(o.sharedFormula)})`;
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

/** Classify a raw cell. Strings are trimmed; "" and whitespace-only are empty. */
export function readCell(raw: unknown): Cell {
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
