/**
 * The Brightwell Quotient formula and the choice of its constant (docs/rules.md §2.1–2.3).
 *
 *     BQ = D + C * S
 *
 * D = the player's own discs in the counted games, S = the sum of the final scores of the
 * opponents met, C = the Brightwell constant in discs per (full) point.
 *
 * bqScore and brightwellConstant are the primitives behind the Excel custom functions and the BQ
 * tie-break (`tiebreaks/bq.ts`). They compute in full double precision; rounding is for display.
 * Invalid input throws a `RangeError` whose message says what was expected.
 *
 * parseConstantSetting is the one reader of a constant as a user gives it (a flag, a cell, a
 * function's argument, the pane's box): every host calls it and words its problems in its own way.
 */

import { EngineRangeError, words } from "./errors";
import { BOARD_DISCS, MAX_ROUNDS } from "./model";
import type { ConstantMethod, ConstantSetting } from "./settings";

/** The methods, in the order messages and menus list them. */
export const CONSTANT_METHODS: readonly ConstantMethod[] = ["exact", "even", "papp"];

/** The constant PAPP and the World Championship use (per full point). */
export const WOC_CONSTANT = 6;

/** PAPP uses its constant only from this many rounds on; below it BQ is the pure disc count. */
export const PAPP_MIN_ROUNDS = 8;

const NAMES = {
  "Discs (D)": "nameDiscsD",
  "Opponents' score sum (S)": "nameScoreSumS",
  "Brightwell constant (C)": "nameConstantC",
  Rounds: "nameRounds",
  "Discs per game": "nameDiscsPerGame",
} as const;

function assertFinite(value: number, what: keyof typeof NAMES): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new EngineRangeError(
      "notFinite",
      { name: words(NAMES[what]), value: String(value) },
      `${what} must be a finite number, got ${String(value)}.`,
    );
  }
}

function assertNotBelow0(value: number, what: keyof typeof NAMES): void {
  if (value < 0)
    throw new EngineRangeError(
      "notBelow0",
      { name: words(NAMES[what]), value },
      `${what} must be 0 or more, got ${value}.`,
    );
}

/**
 * BQ = discs + constant x opponentScoreSum.
 *
 * @param discs the player's own disc total D (>= 0).
 * @param opponentScoreSum S, the sum of the opponents' final scores (>= 0).
 * @param constant C, discs per point (>= 0). Use 6 for WOC, not PAPP's stored half-point value 3.
 * @throws RangeError when an argument is negative, NaN or infinite, or BQ itself would overflow.
 */
export function bqScore(discs: number, opponentScoreSum: number, constant: number): number {
  assertFinite(discs, "Discs (D)");
  assertFinite(opponentScoreSum, "Opponents' score sum (S)");
  assertFinite(constant, "Brightwell constant (C)");
  assertNotBelow0(discs, "Discs (D)");
  assertNotBelow0(opponentScoreSum, "Opponents' score sum (S)");
  assertNotBelow0(constant, "Brightwell constant (C)");
  const bq = discs + constant * opponentScoreSum;
  if (!Number.isFinite(bq)) {
    throw new EngineRangeError(
      "bqTooLarge",
      { d: discs, c: constant, s: opponentScoreSum },
      `BQ = D + C × S is too large to compute (beyond 1.8E+308) for D = ${discs}, C = ${constant}, S = ${opponentScoreSum}. D is a player's disc total (at most 64 per game) and S a sum of scores: check the arguments.`,
    );
  }
  return bq;
}

/**
 * The even integer nearest to x. Exact halfway cases (x an odd integer, e.g. 64/64 = 1 or
 * 36/12 = 3) go UP to the larger even number: the larger constant gives the opponents' scores
 * (the strength of the draw) more weight, which is the point of the Brightwell system, and it
 * never yields C = 0 for a positive x. No seed settles the tie; this is our documented choice.
 * For an 8x8 board 64/N is an odd integer only for N = 64.
 */
function nearestEven(x: number): number {
  const half = x / 2;
  const lower = Math.floor(half);
  // Compare distances on the halved scale: x/2 - floor(x/2) in [0, 1).
  return 2 * (half - lower >= 0.5 ? lower + 1 : lower);
}

/**
 * The Brightwell constant for an event of `rounds` Swiss rounds.
 *
 * - `exact`: discsPerGame / rounds (FlipTheDisc's default).
 * - `even`:  the even integer nearest discsPerGame / rounds, keeping BQ integral
 *            (64 discs: 5→12, 6→10, 7→10, 8→8, 9→8, 10→6, 11→6, 12→6, 13→4). Ties go up (see
 *            `nearestEven`).
 * - `papp`:  6 from 8 rounds on, else 0 (pure disc count). PAPP's 6 is for the 8x8 board; it is
 *            not rescaled for other board sizes (PAPP itself does not do so).
 *
 * @param rounds number of Swiss rounds, a whole number from 1 to MAX_ROUNDS (999).
 * @param method "exact" | "even" | "papp" (case-sensitive).
 * @param discsPerGame discs on the board, 64 for 8x8 (positive integer).
 * @throws RangeError for rounds not a whole number 1–999, an unknown method, or a bad disc count.
 */
export function brightwellConstant(rounds: number, method: ConstantMethod, discsPerGame: number = BOARD_DISCS): number {
  assertFinite(rounds, "Rounds");
  if (!Number.isInteger(rounds) || rounds <= 0 || rounds > MAX_ROUNDS) {
    // 1e300 is an integer to JavaScript: without the upper bound 64 / 1e300 rounded to the even C = 0.
    throw new EngineRangeError(
      "roundsRange",
      { max: MAX_ROUNDS, value: rounds },
      `Rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${rounds}.`,
    );
  }
  assertFinite(discsPerGame, "Discs per game");
  if (!Number.isInteger(discsPerGame) || discsPerGame <= 0) {
    throw new EngineRangeError(
      "discsPerGameBoard",
      { value: discsPerGame },
      `Discs per game must be a whole number of at least 1 (64 for 8x8), got ${discsPerGame}.`,
    );
  }
  switch (method) {
    case "exact":
      return discsPerGame / rounds;
    case "even":
      return nearestEven(discsPerGame / rounds);
    case "papp":
      return rounds >= PAPP_MIN_ROUNDS ? WOC_CONSTANT : 0;
    default:
      throw new EngineRangeError(
        "constantMethod",
        { methods: CONSTANT_METHODS.map((m) => `"${m}"`).join(", "), value: String(JSON.stringify(method)) },
        `Method must be ${CONSTANT_METHODS.map((m) => `"${m}"`).join(", ")}, got ${JSON.stringify(method)}.`,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// A constant as a user gives it
// ---------------------------------------------------------------------------------------------

/** The word meaning "the preset's own constant" (in a cell, the pane's box, a function's argument; blank means the same). */
export const PRESET_CONSTANT = "preset";

/** A constant the settings can hold: a finite number of 0 or more, or one of CONSTANT_METHODS. */
export function isConstantSetting(value: unknown): value is ConstantSetting {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0;
  return typeof value === "string" && (CONSTANT_METHODS as readonly string[]).includes(value);
}

/**
 * A constant as a host read it, parsed:
 * - `{ ok: true, constant }`: a number or a method;
 * - `{ ok: true, constant: undefined, blank }`: the preset's own, given as nothing (`blank`) or as
 *   the word "preset" (a host may treat the two differently, e.g. record the cell of the word);
 * - `{ ok: false, problem, text }`: "negative" (a number below 0) or "not-a-constant" (anything
 *   else); `text` is the input as given (trimmed), for the host's message.
 */
export type ParsedConstant =
  | { ok: true; constant: ConstantSetting }
  | { ok: true; constant: undefined; blank: boolean }
  | { ok: false; problem: "negative" | "not-a-constant"; text: string };

/**
 * A decimal number as people type it: digits with one decimal point or comma ("6", "9.14", "6,5",
 * ".5", "6."), a sign allowed. Not JavaScript's Number(): "0x10", "1e1", "Infinity" or "" are not
 * a constant anyone means.
 */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Read a Brightwell constant as a user gives it: a number, or text — a decimal number ("6", "6.5",
 * "6,5"; full-width digits too), a method in any case ("exact", "EVEN", "Papp"), or "preset" or
 * blank for the preset's own. See ParsedConstant for the answer; it never throws.
 */
export function parseConstantSetting(input: string | number | null | undefined): ParsedConstant {
  if (input === null || input === undefined) return { ok: true, constant: undefined, blank: true };
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, problem: "not-a-constant", text: String(input) };
    if (input < 0) return { ok: false, problem: "negative", text: String(input) };
    return { ok: true, constant: input + 0 }; // -0 → 0
  }
  const text = input.trim();
  // NFKC: full-width digits and letters as typed with an East Asian input method ("６", "ＥＸＡＣＴ").
  const t = text.normalize("NFKC").trim();
  if (t === "") return { ok: true, constant: undefined, blank: true };
  const word = t.toLowerCase();
  if (word === PRESET_CONSTANT) return { ok: true, constant: undefined, blank: false };
  if (isConstantSetting(word)) return { ok: true, constant: word };
  if (!DECIMAL.test(t)) return { ok: false, problem: "not-a-constant", text };
  const n = Number(t.replace(",", "."));
  if (!Number.isFinite(n)) return { ok: false, problem: "not-a-constant", text }; // 400 digits
  if (n < 0) return { ok: false, problem: "negative", text };
  return { ok: true, constant: n + 0 };
}
