/**
 * Elo ratings as the Korean Othello Association uses them (docs/rules.md §5, [Elo-ko]).
 *
 *   E(A vs B) = 1 / (1 + 10^((Rb − Ra) / scale)),   scale 400
 *   ΔR = K × (actual points − Σ expected),           K 32, all from the pre-tournament ratings
 *
 * Full double precision: nothing here rounds.
 */
import { GameResult, requireFinite, requirePositive, requireResult, requireSameLength } from "./validate";
import { words } from "../errors";

export const ELO_DEFAULTS = { k: 32, scale: 400, newcomerRating: 1600 } as const;

/** Expected score of a player rated `rating` against one opponent rated `opponent`. */
export function eloExpected(rating: number, opponent: number, scale: number = ELO_DEFAULTS.scale): number {
  requireFinite(rating, words("nameRating"));
  requireFinite(opponent, words("nameOpponentRating"));
  requirePositive(scale, words("nameScale"));
  return 1 / (1 + Math.pow(10, (opponent - rating) / scale));
}

/** Total expected score against each opponent in turn. */
export function eloExpectedTotal(
  rating: number,
  opponents: readonly number[],
  scale: number = ELO_DEFAULTS.scale,
): number {
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
  requireSameLength(opponents, results, words("nameOpponentRatings"), words("nameResults"));
  requirePositive(k, words("nameK"));
  let actual = 0;
  results.forEach((r, i) => (actual += requireResult(r, words("nameResultN", { n: i + 1 }))));
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

/** One player's part of an event: what a preview shows (old, expected, points, new). */
export interface EloPlayerOutcome {
  /** Rating before the event (the newcomer rating for a player missing from `ratings`). */
  old: number;
  /** Σ expected scores: from the pre-event ratings, or (per round) each round's from the ratings before it. */
  expected: number;
  /** Points scored in the rated games. */
  points: number;
  /** Number of rated games. */
  games: number;
  new: number;
}

/**
 * The event in detail: per player old rating, Σ expected, points, games and new rating (Map in order of first
 * appearance in `games`). Players not in `ratings` start at the newcomer rating.
 */
export function eloEventDetail(
  ratings: Pick<ReadonlyMap<string, number>, "get">,
  games: readonly RatedGame[],
  options: EloEventOptions = {},
): Map<string, EloPlayerOutcome> {
  const k = options.k ?? ELO_DEFAULTS.k;
  const scale = options.scale ?? ELO_DEFAULTS.scale;
  const newcomer = options.newcomerRating ?? ELO_DEFAULTS.newcomerRating;
  requirePositive(k, words("nameK"));
  const out = new Map<string, EloPlayerOutcome>();
  const entry = (id: string): EloPlayerOutcome => {
    let e = out.get(id);
    if (!e) {
      const old = ratings.get(id) ?? newcomer;
      out.set(id, (e = { old, expected: 0, points: 0, games: 0, new: old }));
    }
    return e;
  };
  for (const g of games) {
    requireResult(g.scoreA, words("nameResultOfGame", { a: g.a, b: g.b, round: g.round }));
    entry(g.a);
    entry(g.b);
  }
  const rounds = options.perRound ? [...new Set(games.map((g) => g.round))].sort((x, y) => x - y) : [null];
  rounds.forEach((round, step) => {
    // Expectations of this step come from the ratings before it: before the first, everyone's old rating (a map of
    // them is made only for the later steps of per-round rating).
    let base: Map<string, number> | undefined;
    if (step > 0) {
      base = new Map<string, number>();
      for (const [id, e] of out) base.set(id, e.new);
    }
    for (const g of games) {
      if (round !== null && g.round !== round) continue;
      const a = out.get(g.a)!;
      const b = out.get(g.b)!;
      const ea = base ? eloExpected(base.get(g.a)!, base.get(g.b)!, scale) : eloExpected(a.old, b.old, scale);
      a.expected += ea;
      b.expected += 1 - ea;
      a.points += g.scoreA;
      b.points += 1 - g.scoreA;
      a.games++;
      b.games++;
      a.new += k * (g.scoreA - ea);
      b.new += k * (1 - g.scoreA - (1 - ea));
    }
  });
  return out;
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
  const current = new Map(ratings);
  for (const [id, e] of eloEventDetail(ratings, games, options)) current.set(id, e.new);
  return current;
}
