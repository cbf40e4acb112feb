/**
 * The settings of a standings computation, as types: the preset ids, the tie-break ids, the
 * Brightwell constant, the bye and withdrawn rules, and StandingsSettings that holds them
 * (docs/rules.md §2, §3). Their own module so that presets.ts (the settings as data) and
 * standings.ts (the computation) both import them and neither imports the other's types.
 */

/** Built-in presets (see presets.ts). */
export type PresetId = "woc" | "ftd" | "papp" | "koa" | "joa";

/**
 * Tie-break ids, applied after points in the order a preset or the user gives.
 * - bq: Brightwell Quotient D + C x S (byes / withdrawn opponents per the settings)
 * - discs: disc total; discDiff: disc difference (石差)
 * - buchholz, buchholzCut1, medianBuchholz: opponents' scores (FIDE 2023 unplayed-round rule)
 * - sonnebornBerger, progressive, directEncounter, wins, aro (average rating of opponents),
 *   performance (linear 400 rule)
 * - name, id: final deterministic order (PAPP by name, FTD by id); only these break a tie by
 *   something other than results.
 */
export type TiebreakId =
  | "bq"
  | "discs"
  | "discDiff"
  | "buchholz"
  | "buchholzCut1"
  | "medianBuchholz"
  | "sonnebornBerger"
  | "progressive"
  | "directEncounter"
  | "wins"
  | "aro"
  | "performance"
  | "name"
  | "id";

/**
 * How the Brightwell constant is chosen from the planned number of rounds N (docs/rules.md §2.3):
 * "exact" 64/N, "even" the even number nearest 64/N, "papp" 6 from 8 rounds on, else 0. The one
 * vocabulary of the engine (OTHELLO.BRIGHTWELL_C's "EVEN", "EXACT", "PAPP" are read into it).
 */
export type ConstantMethod = "exact" | "even" | "papp";

/** The Brightwell constant: a number of discs per point, or a rule over the planned rounds N. */
export type ConstantSetting = number | ConstantMethod;

/**
 * How a bye (and a forfeit, which is treated like a bye) counts in BQ:
 * - "selfDraw": 32 + C x own score (WOF / FTD / PAPP: a draw against oneself)
 * - "zeroOpponent": 32 discs against an opponent with score 0 (Korean practice, SLIM)
 */
export type ByeRule = "selfDraw" | "zeroOpponent";

/**
 * How a game against a withdrawn opponent counts in BQ:
 * - "selfDraw": replaced by 32 + C x own score (WOF / FTD / PAPP); the real discs are ignored
 * - "real": the real discs plus C x the opponent's (frozen) score
 */
export type WithdrawnRule = "selfDraw" | "real";

/** Every setting a preset fixes; each is overridable. */
export interface StandingsSettings {
  /** Brightwell constant C. */
  constant: ConstantSetting;
  byeRule: ByeRule;
  withdrawnRule: WithdrawnRule;
  /** An opponent with no game in the last counted round counts as withdrawn (WOF/FTD/PAPP). */
  absentIsWithdrawn: boolean;
  /** A withdrawn player's own BQ is computed as at the round he left (FTD). */
  freezeWithdrawnBq: boolean;
  /** Discs a bye counts in the disc total and difference (32, 33, 40 …); a forfeit win the same. */
  byeDiscs: number;
  /** Discs on the board (64 for 8x8). */
  discsPerGame: number;
  /** "integer": BQ is rounded half up to an integer before ranking and shown so (FTD). */
  bqRounding: "none" | "integer";
  /** Tie-breaks after points, in order. */
  tiebreaks: TiebreakId[];
}
