/**
 * Korea Baduk Association rating (docs/rules.md §6, [KBA]).
 *
 * The seed's formula image is missing; the KBA's English summary says the assumed deviation is twice the
 * USCF's, and the provisional constants fit only that scale, so E(d) = 1 / (1 + 10^(−d/800)) with d = own −
 * opponent rating, the 800 being a setting.
 *
 * Per game: winner k·w·(1 − E); loser k·w·(0 − E) + α (α not weighted). k 14, α 0.8.
 */
import {
  GameResult,
  requireFinite,
  requireNonNegative,
  requirePositive,
  requireResult,
  requireSameLength,
} from "./validate";
import { RATING_LIMIT } from "./sanity";
import { EngineRangeError, words } from "../errors";

export const KBA_DEFAULTS = { k: 14, alpha: 0.8, weight: 1, scale: 800 } as const;

export type KbaGrade = 1 | 2 | 3 | "restricted";
export type KbaStage = "prelim" | "main" | "final";

/** A weight table: grade ("1", "2", "3", "restricted") → stage → weight. */
export type KbaWeightTable = Readonly<Record<string, Readonly<Record<KbaStage, number>>>>;

/** Game weights by event grade and stage ([KBA], docs/rules.md §6). Restricted events and special games: 1.0 / 1.0 / 1.5. */
export const KBA_WEIGHTS: KbaWeightTable = {
  "1": { prelim: 1.5, main: 2.3, final: 3.0 },
  "2": { prelim: 1.3, main: 1.9, final: 2.5 },
  "3": { prelim: 1.0, main: 1.5, final: 2.0 },
  restricted: { prelim: 1.0, main: 1.0, final: 1.5 },
};

/** Expected score for a rating difference d = own − opponent. */
export function kbaExpected(d: number, scale: number = KBA_DEFAULTS.scale): number {
  requireFinite(d, words("nameRatingDifference"));
  requirePositive(scale, words("nameScale"));
  return expectedOf(d, scale);
}

/** kbaExpected without the argument checks, for loops over numbers already checked (the provisional solve). */
export function expectedOf(d: number, scale: number): number {
  return 1 / (1 + Math.pow(10, -d / scale));
}

/** The KBA grades and stages, in table order. */
export const KBA_GRADES: readonly KbaGrade[] = [1, 2, 3, "restricted"];
export const KBA_STAGES: readonly KbaStage[] = ["prelim", "main", "final"];

/**
 * The weight table with some entries replaced (a federation's own table, §6 "editable"): every override
 * must be a number greater than 0 for a known grade and stage.
 */
export function kbaWeightTable(
  overrides: Readonly<Partial<Record<string, Partial<Record<KbaStage, number>>>>> = {},
): KbaWeightTable {
  const table: Record<string, Record<KbaStage, number>> = {};
  for (const g of KBA_GRADES) table[String(g)] = { ...KBA_WEIGHTS[String(g)] };
  for (const [grade, stages] of Object.entries(overrides)) {
    const row = table[grade];
    if (!row)
      throw new EngineRangeError(
        "weightTableGrade",
        { value: JSON.stringify(grade) },
        `weight table: grade must be 1, 2, 3 or "restricted", got ${JSON.stringify(grade)}.`,
      );
    for (const [stage, w] of Object.entries(stages ?? {})) {
      if (!(KBA_STAGES as readonly string[]).includes(stage))
        throw new EngineRangeError(
          "weightTableStage",
          { value: JSON.stringify(stage) },
          `weight table: stage must be "prelim", "main" or "final", got ${JSON.stringify(stage)}.`,
        );
      const weight = requirePositive(w as number, words("nameWeightOf", { grade, stage }));
      if (weight >= RATING_LIMIT)
        throw new EngineRangeError(
          "lessThan",
          { name: words("nameWeightOf", { grade, stage }), max: RATING_LIMIT, value: weight },
          `weight of grade ${grade}, ${stage} must be less than ${RATING_LIMIT}, got ${weight}.`,
        );
      row[stage as KbaStage] = weight;
    }
  }
  return table;
}

/** The weight of a game in an event of this grade and stage ([KBA]'s table, or `table`). */
export function kbaWeight(grade: KbaGrade, stage: KbaStage, table: KbaWeightTable = KBA_WEIGHTS): number {
  const row = table[String(grade)];
  if (!row)
    throw new EngineRangeError(
      "kbaGrade",
      { value: String(JSON.stringify(grade)) },
      `grade must be 1, 2, 3 or "restricted", got ${JSON.stringify(grade)}.`,
    );
  const w = row[stage];
  if (w === undefined)
    throw new EngineRangeError(
      "kbaStage",
      { value: String(JSON.stringify(stage)) },
      `stage must be "prelim", "main" or "final", got ${JSON.stringify(stage)}.`,
    );
  return w;
}

export interface KbaOptions {
  k?: number;
  alpha?: number;
  scale?: number;
}

/**
 * Change of one game. A draw (rare in Go) is taken as half a win and half a loss:
 * k·w·(s − E) + α·(1 − s), which gives the seed's two formulas at s = 1 and s = 0.
 */
export function kbaGameDelta(
  rating: number,
  opponent: number,
  result: number,
  weight: number = KBA_DEFAULTS.weight,
  options: KbaOptions = {},
): number {
  const k = options.k ?? KBA_DEFAULTS.k;
  const alpha = options.alpha ?? KBA_DEFAULTS.alpha;
  requireFinite(rating, words("nameRating"));
  requireFinite(opponent, words("nameOpponentRating"));
  const s: GameResult = requireResult(result, words("nameResult"));
  requirePositive(weight, words("nameWeight"));
  requirePositive(k, words("nameK"));
  requireNonNegative(alpha, words("nameAlpha"));
  const e = kbaExpected(rating - opponent, options.scale ?? KBA_DEFAULTS.scale);
  return k * weight * (s - e) + alpha * (1 - s);
}

/** Change over several games, all against the same (start-of-month) rating. `weights` is one per game. */
export function kbaDelta(
  rating: number,
  opponents: readonly number[],
  results: readonly number[],
  weights: readonly number[],
  options: KbaOptions = {},
): number {
  requireSameLength(opponents, results, words("nameOpponentRatings"), words("nameResults"));
  requireSameLength(opponents, weights, words("nameOpponentRatings"), words("nameWeights"));
  // KBA ratings are positive (about 7,000–10,000), as the provisional rating requires: a negative one is a typing
  // error. (The update itself needs only the difference, so the list's own per-game path does not check this.)
  requirePositive(rating, words("nameRating"));
  opponents.forEach((o, i) => requirePositive(o, words("nameOpponentRatingN", { n: i + 1 })));
  let total = 0;
  opponents.forEach((o, i) => (total += kbaGameDelta(rating, o, results[i], weights[i], options)));
  return total;
}
