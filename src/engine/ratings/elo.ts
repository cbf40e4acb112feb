/**
 * Elo ratings as the Korean Othello Association uses them (domain.md §5, seed 002).
 *
 *   E(A vs B) = 1 / (1 + 10^((Rb − Ra) / scale)),   scale 400
 *   ΔR = K × (actual points − Σ expected),           K 32, all from the pre-tournament ratings
 *
 * Full double precision: nothing here rounds.
 */
import { GameResult, requireFinite, requirePositive, requireResult, requireSameLength } from "./validate";

export const ELO_DEFAULTS = { k: 32, scale: 400, newcomerRating: 1600 } as const;

/** Expected score of a player rated `rating` against one opponent rated `opponent`. */
export function eloExpected(rating: number, opponent: number, scale: number = ELO_DEFAULTS.scale): number {
  requireFinite(rating, "rating");
  requireFinite(opponent, "opponent rating");
  requirePositive(scale, "scale");
  return 1 / (1 + Math.pow(10, (opponent - rating) / scale));
}

/** Total expected score against each opponent in turn. */
export function eloExpectedTotal(rating: number, opponents: readonly number[], scale: number = ELO_DEFAULTS.scale): number {
  let total = 0;
  for (const o of opponents) total += eloExpected(rating, o, scale);
  return total;
}

/**
 * Rating change over a set of games, every expectation from the same (pre-tournament) rating:
 * K × (Σ results − Σ expected).
 */
export function eloDelta(
  rating: number,
  opponents: readonly number[],
  results: readonly number[],
  k: number = ELO_DEFAULTS.k,
  scale: number = ELO_DEFAULTS.scale,
): number {
  requireSameLength(opponents, results, "opponent ratings", "results");
  requirePositive(k, "k");
  let actual = 0;
  results.forEach((r, i) => (actual += requireResult(r, `result ${i + 1}`)));
  return k * (actual - eloExpectedTotal(rating, opponents, scale));
}

/** One game between two rated players, from `a`'s side (`scoreA` 1, 0.5 or 0). */
export interface RatedGame {
  round: number;
  a: string;
  b: string;
  scoreA: GameResult;
}

export interface EloEventOptions {
  k?: number;
  scale?: number;
  /**
   * false (default): every expectation from the pre-tournament ratings (KOA practice).
   * true: ratings are updated after every round and the next round uses them (the seed's alternative).
   */
  perRound?: boolean;
  /** Rating given to a player missing from `ratings` (KOA: 1600). */
  newcomerRating?: number;
}

/**
 * New ratings of everyone after an event. Players not in `ratings` start at the newcomer rating.
 * With equal K for everyone the changes of a closed group sum to 0.
 */
export function eloEvent(
  ratings: ReadonlyMap<string, number>,
  games: readonly RatedGame[],
  options: EloEventOptions = {},
): Map<string, number> {
  const k = options.k ?? ELO_DEFAULTS.k;
  const scale = options.scale ?? ELO_DEFAULTS.scale;
  const newcomer = options.newcomerRating ?? ELO_DEFAULTS.newcomerRating;
  const current = new Map(ratings);
  for (const g of games) {
    requireResult(g.scoreA, `result of ${g.a} vs ${g.b} in round ${g.round}`);
    if (!current.has(g.a)) current.set(g.a, newcomer);
    if (!current.has(g.b)) current.set(g.b, newcomer);
  }
  const rounds = options.perRound ? [...new Set(games.map((g) => g.round))].sort((x, y) => x - y) : [null];
  for (const round of rounds) {
    const base = new Map(current); // expectations of this step come from the ratings before it
    for (const g of games) {
      if (round !== null && g.round !== round) continue;
      const ra = base.get(g.a)!;
      const rb = base.get(g.b)!;
      const ea = eloExpected(ra, rb, scale);
      current.set(g.a, current.get(g.a)! + k * (g.scoreA - ea));
      current.set(g.b, current.get(g.b)! + k * (1 - g.scoreA - (1 - ea)));
    }
  }
  return current;
}
