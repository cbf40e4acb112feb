/**
 * Reading the arguments Excel hands a custom function.
 *
 * Ranges arrive as 2-D arrays, a typed-in scalar as a plain value (or a 1x1 array), an omitted optional
 * argument as `null` (TypeScript default values never apply). Blank cells arrive as "" or null. Every
 * problem becomes an `ArgumentError` naming the argument, the position in the range and what is expected;
 * `functions.ts` turns it into `#VALUE!` with that message.
 */

export class ArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArgumentError";
  }
}

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

function describe(v: Cell): string {
  if (typeof v === "string") return `the text "${v.length > 30 ? v.slice(0, 30) + "…" : v}"`;
  if (typeof v === "boolean") return `the logical value ${v ? "TRUE" : "FALSE"}`;
  return String(v);
}

function position(index: number, total: number): string {
  return total > 1 ? ` (value ${index + 1} of the range)` : "";
}

/** A number cell; text, logical values and non-finite numbers are refused with a message. */
export function toNumber(v: Cell, name: string, index = 0, total = 1): number {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  throw new ArgumentError(`${name}${position(index, total)} must be a number, got ${describe(v)}.`);
}

/** All non-blank cells of a range (or one scalar) as numbers. */
export function numberList(arg: unknown, name: string, options: { min?: number; allowEmpty?: boolean } = {}): number[] {
  const cells = cellsOf(arg);
  const out: number[] = [];
  cells.forEach((c, i) => {
    if (isBlank(c)) return;
    const n = toNumber(c, name, i, cells.length);
    if (options.min !== undefined && n < options.min) {
      throw new ArgumentError(`${name}${position(i, cells.length)} must be ${options.min} or more, got ${n}.`);
    }
    out.push(n);
  });
  if (out.length === 0 && !options.allowEmpty) throw new ArgumentError(`${name} is empty: give at least one number.`);
  return out;
}

/** A single required number (a 1x1 range is accepted). */
export function requiredNumber(arg: unknown, name: string): number {
  const cells = cellsOf(arg).filter((c) => !isBlank(c));
  if (cells.length === 0) throw new ArgumentError(`${name} is missing: give a number.`);
  if (cells.length > 1)
    throw new ArgumentError(`${name} must be a single number, got a range of ${cells.length} values.`);
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
  if (cells.length > 1)
    throw new ArgumentError(`${name} must be a single value, got a range of ${cells.length} values.`);
  const v = cells[0];
  if (typeof v !== "string" && typeof v !== "number")
    throw new ArgumentError(`${name} must be a text, got ${describe(v)}.`);
  return String(v).trim();
}

/** A game result 1 / 0.5 / 0 (also "½"). */
export function toResult(v: Cell, name: string, index: number, total: number): 0 | 0.5 | 1 {
  const n = typeof v === "string" && v.trim() === "½" ? 0.5 : v;
  if (n === 1 || n === 0 || n === 0.5) return n;
  throw new ArgumentError(
    `${name}${position(index, total)} must be 1 (win), 0.5 (draw) or 0 (loss), got ${describe(v)}.`,
  );
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
      throw new ArgumentError(
        `${lists[i].name} has ${cells.length} cell(s) but ${lists[0].name} has ${n}; give one per game, in the same order (ranges of the same size).`,
      );
    }
  });
  const out: number[][] = lists.map(() => []);
  for (let j = 0; j < n; j++) {
    const blank = cellLists.map((cells) => isBlank(cells[j]));
    if (blank.every((b) => b)) continue;
    const missing = blank.findIndex((b) => b);
    if (missing >= 0) {
      const present = blank.findIndex((b) => !b);
      throw new ArgumentError(
        `Game ${j + 1}: ${lists[present].name} has a value but ${lists[missing].name} is blank; fill both or neither.`,
      );
    }
    lists.forEach((l, i) => {
      const v = cellLists[i][j];
      out[i].push(l.kind === "result" ? toResult(v, l.name, j, n) : toNumber(v, l.name, j, n));
    });
  }
  if (out[0].length === 0) throw new ArgumentError(`${lists[0].name} is empty: give at least one game.`);
  return out;
}
