/**
 * Reading the arguments Excel hands a custom function.
 *
 * Ranges arrive as 2-D arrays, a typed-in scalar as a plain value (or a 1x1 array), an omitted optional
 * argument as `null` (TypeScript default values never apply). Blank cells arrive as "" or null. Every
 * problem becomes an `ArgumentError` naming the argument, the position in the range and what is expected;
 * `functions.ts` turns it into `#VALUE!` with that message in Excel's display language. An argument is named as
 * Excel shows it (its parameter name, English in every language: Excel localizes only the descriptions).
 */
import { errorWordsText, type ErrorWordKey, type ErrorWords } from "../i18n/errors";

/** A bad argument: its words (src/i18n/errors.ts) and, as `message`, their English. */
export class ArgumentError extends Error {
  readonly reason: ErrorWords;
  constructor(key: ErrorWordKey, params: ErrorWords["params"] = {}) {
    const reason = { key, params };
    super(errorWordsText(reason, "en"));
    this.name = "ArgumentError";
    this.reason = reason;
  }
}

type Name = string | ErrorWords;

type Cell = unknown;

export function isBlank(v: Cell): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/** Row-major cells of a range or scalar argument, blanks included. */
export function cellsOf(arg: unknown): Cell[] {
  if (Array.isArray(arg)) {
    const out: Cell[] = [];
    for (const row of arg) {
      if (Array.isArray(row)) out.push(...row);
      else out.push(row);
    }
    return out;
  }
  return [arg];
}

function describe(v: Cell): string | ErrorWords {
  if (typeof v === "string") return { key: "theText", params: { text: v.length > 30 ? v.slice(0, 30) + "…" : v } };
  if (typeof v === "boolean") return { key: "argLogical", params: { value: v ? "TRUE" : "FALSE" } };
  return String(v);
}

/** The argument's name, with the position in the range when it is a range. */
function at(name: string, index: number, total: number): Name {
  return total > 1 ? { key: "argAt", params: { name, n: index + 1 } } : name;
}

/** A number cell; text, logical values and non-finite numbers are refused with a message. */
export function toNumber(v: Cell, name: string, index = 0, total = 1): number {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  throw new ArgumentError("notNumber", { name: at(name, index, total), value: describe(v) });
}

/** All non-blank cells of a range (or one scalar) as numbers. */
export function numberList(arg: unknown, name: string, options: { min?: number; allowEmpty?: boolean } = {}): number[] {
  const cells = cellsOf(arg);
  const out: number[] = [];
  cells.forEach((c, i) => {
    if (isBlank(c)) return;
    const n = toNumber(c, name, i, cells.length);
    if (options.min !== undefined && n < options.min) {
      throw new ArgumentError("argAtLeast", { name: at(name, i, cells.length), min: options.min, value: n });
    }
    out.push(n);
  });
  if (out.length === 0 && !options.allowEmpty) throw new ArgumentError("argEmpty", { name });
  return out;
}

/** A single required number (a 1x1 range is accepted). */
export function requiredNumber(arg: unknown, name: string): number {
  const cells = cellsOf(arg).filter((c) => !isBlank(c));
  if (cells.length === 0) throw new ArgumentError("argMissing", { name });
  if (cells.length > 1) throw new ArgumentError("argSingleNumber", { name, count: cells.length });
  return toNumber(cells[0], name);
}

/** An optional number: omitted (null) or blank gives the default. */
export function optionalNumber(arg: unknown, name: string, fallback: number): number {
  const cells = cellsOf(arg).filter((c) => !isBlank(c));
  if (cells.length === 0) return fallback;
  return requiredNumber(arg, name);
}

/** An optional text, trimmed and upper-cased; omitted or blank gives the default. */
export function optionalText(arg: unknown, name: string, fallback: string): string {
  const cells = cellsOf(arg).filter((c) => !isBlank(c));
  if (cells.length === 0) return fallback;
  if (cells.length > 1) throw new ArgumentError("argSingleValue", { name, count: cells.length });
  const v = cells[0];
  if (typeof v !== "string" && typeof v !== "number") throw new ArgumentError("argText", { name, value: describe(v) });
  return String(v).trim();
}

/** A game result 1 / 0.5 / 0 (also "½"). */
export function toResult(v: Cell, name: string, index: number, total: number): 0 | 0.5 | 1 {
  const n = typeof v === "string" && v.trim() === "½" ? 0.5 : v;
  if (n === 1 || n === 0 || n === 0.5) return n;
  throw new ArgumentError("notResult", { name: at(name, index, total), value: describe(v) });
}

/**
 * Lists that must line up one per game (opponents with results, and weights). Positions blank in every
 * list are skipped; a position blank in some lists only is an error, never a silent shift.
 */
export function alignedGames(
  lists: { arg: unknown; name: string; kind: "number" | "result"; optionalScalar?: boolean }[],
): number[][] {
  const cellLists = lists.map((l) => cellsOf(l.arg));
  const n = cellLists[0].length;
  cellLists.forEach((cells, i) => {
    if (cells.length !== n) {
      throw new ArgumentError("argSizes", { name: lists[i].name, count: cells.length, other: lists[0].name, n });
    }
  });
  const out: number[][] = lists.map(() => []);
  for (let j = 0; j < n; j++) {
    const blank = cellLists.map((cells) => isBlank(cells[j]));
    if (blank.every((b) => b)) continue;
    const missing = blank.findIndex((b) => b);
    if (missing >= 0) {
      const present = blank.findIndex((b) => !b);
      throw new ArgumentError("argGameBlank", {
        game: j + 1,
        present: lists[present].name,
        missing: lists[missing].name,
      });
    }
    lists.forEach((l, i) => {
      const v = cellLists[i][j];
      out[i].push(l.kind === "result" ? toResult(v, l.name, j, n) : toNumber(v, l.name, j, n));
    });
  }
  if (out[0].length === 0) throw new ArgumentError("argNoGame", { name: lists[0].name });
  return out;
}
