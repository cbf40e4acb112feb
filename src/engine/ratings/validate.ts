/**
 * Argument checks shared by the rating formulas. They throw `RangeError` with a message that names the
 * argument and says what is expected; hosts (custom functions, CLI) turn that into their own error form.
 */

/** A game result from the player's side: 1 win, 0.5 draw, 0 loss. */
export type GameResult = 0 | 0.5 | 1;

export function requireFinite(value: number, name: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a number, got ${describe(value)}.`);
  }
  return value;
}

export function requirePositive(value: number, name: string): number {
  requireFinite(value, name);
  if (value <= 0) throw new RangeError(`${name} must be greater than 0, got ${value}.`);
  return value;
}

export function requireNonNegative(value: number, name: string): number {
  requireFinite(value, name);
  if (value < 0) throw new RangeError(`${name} must be 0 or more, got ${value}.`);
  return value;
}

export function requireResult(value: number, name: string): GameResult {
  if (value !== 0 && value !== 0.5 && value !== 1) {
    throw new RangeError(`${name} must be 1 (win), 0.5 (draw) or 0 (loss), got ${describe(value)}.`);
  }
  return value;
}

/** Checks two lists are aligned one-to-one (one result per opponent). */
export function requireSameLength(a: readonly unknown[], b: readonly unknown[], nameA: string, nameB: string): void {
  if (a.length !== b.length) {
    throw new RangeError(`${nameA} has ${a.length} value(s) but ${nameB} has ${b.length}; give one per game.`);
  }
}

function describe(value: unknown): string {
  if (typeof value === "string") return `the text "${value}"`;
  if (typeof value === "number") return String(value);
  return String(value);
}

/** An event the list cannot rate as it stands (e.g. a provisional player's opponent rated 0 or less). */
export class RatingInputError extends RangeError {
  constructor(
    /** The list key of the player the problem is about. */
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = "RatingInputError";
  }
}
