/**
 * Argument checks shared by the rating formulas. They throw `RangeError` with a message that names the
 * argument and says what is expected; hosts (custom functions, CLI) turn that into their own error form.
 */

import { describedValue, EngineRangeError, type EngineParam, type EngineWordKey, type EngineWords } from "../errors";

/** A game result from the player's side: 1 win, 0.5 draw, 0 loss. */
export type GameResult = 0 | 0.5 | 1;

/** The name of an argument, in words every language says (src/i18n/errors.ts). */
export type ArgName = EngineWords;

/** The English of a name, as the message says it (the same template's English, src/i18n/errors.ts). */
const ENGLISH: Partial<Record<EngineWordKey, (p: Record<string, EngineParam>) => string>> = {
  nameRating: () => "rating",
  nameOpponentRating: () => "opponent rating",
  nameOpponentRatingN: (p) => `opponent rating ${p.n}`,
  nameOpponentRatings: () => "opponent ratings",
  nameResult: () => "result",
  nameResultN: (p) => `result ${p.n}`,
  nameResultOfGame: (p) => `result of ${p.a} vs ${p.b} in round ${p.round}`,
  nameResults: () => "results",
  nameRatingDifference: () => "rating difference",
  nameScale: () => "scale",
  nameK: () => "k",
  nameAlpha: () => "alpha",
  nameWeight: () => "weight",
  nameWeights: () => "weights",
  nameWeightOf: (p) => `weight of grade ${p.grade}, ${p.stage}`,
};

/** The English name of an argument. */
export function englishName(name: ArgName): string {
  const f = ENGLISH[name.key];
  if (!f) throw new Error(`No English for the argument name ${name.key}`);
  return f(name.params ?? {});
}

export function requireFinite(value: number, name: ArgName): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new EngineRangeError(
      "notNumber",
      { name, value: describedValue(value) },
      `${englishName(name)} must be a number, got ${describe(value)}.`,
    );
  }
  return value;
}

export function requirePositive(value: number, name: ArgName): number {
  requireFinite(value, name);
  if (value <= 0)
    throw new EngineRangeError(
      "notAbove0",
      { name, value },
      `${englishName(name)} must be greater than 0, got ${value}.`,
    );
  return value;
}

export function requireNonNegative(value: number, name: ArgName): number {
  requireFinite(value, name);
  if (value < 0)
    throw new EngineRangeError("notBelow0", { name, value }, `${englishName(name)} must be 0 or more, got ${value}.`);
  return value;
}

export function requireResult(value: number, name: ArgName): GameResult {
  if (value !== 0 && value !== 0.5 && value !== 1) {
    throw new EngineRangeError(
      "notResult",
      { name, value: describedValue(value) },
      `${englishName(name)} must be 1 (win), 0.5 (draw) or 0 (loss), got ${describe(value)}.`,
    );
  }
  return value;
}

/** Checks two lists are aligned one-to-one (one result per opponent). */
export function requireSameLength(a: readonly unknown[], b: readonly unknown[], nameA: ArgName, nameB: ArgName): void {
  if (a.length !== b.length) {
    const values = a.length === 1 ? "value" : "values";
    throw new EngineRangeError(
      "sameLength",
      { nameA, count: a.length, nameB, other: b.length },
      `${englishName(nameA)} has ${a.length.toLocaleString("en")} ${values} but ${englishName(nameB)} has ${b.length.toLocaleString("en")}; give one per game.`,
    );
  }
}

function describe(value: unknown): string {
  if (typeof value === "string") return `the text "${value}"`;
  if (typeof value === "number") return String(value);
  return String(value);
}

/** An event the list cannot rate as it stands (e.g. a provisional player's opponent rated 0 or less). */
export class RatingInputError extends EngineRangeError {
  constructor(
    /** The list key of the player the problem is about. */
    readonly key: string,
    reason: EngineWords,
    message: string,
  ) {
    super(reason.key, { ...reason.params }, message);
    this.name = "RatingInputError";
  }
}
