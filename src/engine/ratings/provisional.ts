/**
 * KBA provisional rating for a player with few games (docs/rules.md §6, [KBA]).
 *
 * n games, W wins (a draw counts ½), L = n − W losses, avg = mean opponent rating:
 *   n < 5:            avg + (W − L) × 150
 *   5 ≤ n ≤ 9:        avg + (W/n − 0.5) × 1666
 *   10 ≤ n ≤ 50:      the R with Σ E(R − opponent_i) = W (unique: the sum rises strictly with R)
 *                     all won: avg + 1170; all lost: avg − 1170
 *   n > 50:           no longer provisional (NotProvisionalError), unless `overFifty`: the month in which a
 *                     player first passes 50 games is still rated by the provisional method (revision (3) of
 *                     2010), and so is a player whose games of three years never pass 50 (docs/rules.md §6.5): the
 *                     10–50 rule is the seed's only one for them, so it is used for any n ≥ 10.
 */
import { expectedOf, KBA_DEFAULTS } from "./kba";
import { requirePositive, requireResult, requireSameLength } from "./validate";
import { EngineRangeError, words, type EngineWords } from "../errors";

export type ProvisionalRegime = "under5" | "5to9" | "solved" | "allWon" | "allLost";

export const PROVISIONAL_MAX_GAMES = 50;

export class NotProvisionalError extends Error {
  /** The sentence in words every language says (src/i18n/errors.ts), as EngineRangeError's. */
  readonly reason: EngineWords;
  constructor(public readonly games: number) {
    super(
      `The player has ${games.toLocaleString("en")} games (more than ${PROVISIONAL_MAX_GAMES}): no longer provisional; use the normal rating update.`,
    );
    this.reason = words("notProvisional", { games, max: PROVISIONAL_MAX_GAMES });
    this.name = "NotProvisionalError";
  }
}

export interface ProvisionalResult {
  rating: number;
  regime: ProvisionalRegime;
  games: number;
  wins: number;
  averageOpponent: number;
}

export interface ProvisionalOptions {
  /** Apply the 10–50 rule to more than 50 games instead of refusing them (the rating list's use, see above). */
  overFifty?: boolean;
}

export function provisionalRating(
  opponents: readonly number[],
  results: readonly number[],
  scale: number = KBA_DEFAULTS.scale,
  options: ProvisionalOptions = {},
): ProvisionalResult {
  requireSameLength(opponents, results, words("nameOpponentRatings"), words("nameResults"));
  requirePositive(scale, words("nameScale"));
  const n = opponents.length;
  if (n === 0)
    throw new EngineRangeError("opponentRatingsEmpty", {}, "opponent ratings is empty: give at least one game.");
  if (n > PROVISIONAL_MAX_GAMES && !options.overFifty) throw new NotProvisionalError(n);
  let wins = 0;
  let sum = 0;
  opponents.forEach((o, i) => {
    // KBA ratings are positive (about 7,000–10,000): a negative one is a typing error, not a weak player.
    sum += requirePositive(o, words("nameOpponentRatingN", { n: i + 1 }));
    wins += requireResult(results[i], words("nameResultN", { n: i + 1 }));
  });
  const avg = sum / n;
  const base = { games: n, wins, averageOpponent: avg };
  if (n < 5) return { ...base, rating: avg + (wins - (n - wins)) * 150, regime: "under5" };
  if (n <= 9) return { ...base, rating: avg + (wins / n - 0.5) * 1666, regime: "5to9" };
  if (wins === n) return { ...base, rating: avg + 1170, regime: "allWon" };
  if (wins === 0) return { ...base, rating: avg - 1170, regime: "allLost" };
  return { ...base, rating: solveExpectedEquals(opponents, wins, scale), regime: "solved" };
}

/**
 * The R with Σ E(R − o_i) = target. f(R) = Σ E − target rises strictly from −target to n − target, so a root
 * exists and is unique when 0 < target < n. Bracket: within a scale of the opponents' range, widened until the
 * sign changes; then Newton steps (f′ = Σ E·(1 − E)·ln 10 / scale), each kept inside the bracket (a step that
 * leaves it is replaced by bisection), until the step is below 1e-12 of R: a few evaluations instead of the
 * ~40 of bisection alone, which matters when a whole archive is rated.
 */
function solveExpectedEquals(opponents: readonly number[], target: number, scale: number): number {
  const f = (r: number) => {
    let s = 0;
    for (const o of opponents) s += expectedOf(r - o, scale);
    return s - target;
  };
  let lo = Math.min(...opponents) - scale;
  let hi = Math.max(...opponents) + scale;
  while (f(lo) > 0) lo -= scale;
  while (f(hi) < 0) hi += scale;
  let r = (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    let sum = 0;
    let slope = 0;
    for (const o of opponents) {
      const e = expectedOf(r - o, scale);
      sum += e;
      slope += e * (1 - e);
    }
    const fr = sum - target;
    if (fr === 0) return r;
    if (fr < 0) lo = r;
    else hi = r;
    let next = r - fr / ((slope * Math.LN10) / scale);
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - r) <= 1e-12 * Math.max(1, Math.abs(r)) || hi - lo <= 1e-12 * Math.max(1, Math.abs(hi)))
      return next;
    r = next;
  }
  return r;
}
