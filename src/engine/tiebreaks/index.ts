/**
 * The tie-break registry: every tie-break id with its label and how it is computed.
 * One concept, one home: presets and the standings refer to tie-breaks by these ids.
 */

import type { TiebreakId } from "../settings";
import type { TiebreakContext } from "./context";
import { brightwellQuotient } from "./bq";
import { buchholz, buchholzCut1, medianBuchholz } from "./buchholz";
import { discDifference, discTotal } from "./discs";
import { averageOpponentRating, performanceRating } from "./ratings";
import { directEncounter, numberOfWins, progressiveScore } from "./results";
import { sonnebornBerger } from "./sonnebornBerger";

export type { TiebreakContext } from "./context";
export { brightwellParts, brightwellQuotient } from "./bq";
export type { BrightwellParts } from "./bq";
export { discTotal, discDifference, discStats } from "./discs";
export { buchholz, buchholzCut1, medianBuchholz } from "./buchholz";
export { sonnebornBerger } from "./sonnebornBerger";
export { progressiveScore, numberOfWins, directEncounter } from "./results";
export { averageOpponentRating, performanceRating } from "./ratings";

export interface TiebreakInfo {
  id: TiebreakId;
  /** Short English label (the i18n layer may translate by id). */
  label: string;
  description: string;
  /**
   * - "global": one value per player, higher is better (`compute`);
   * - "group": computed among the players still tied (`computeGroup`), higher is better;
   * - "order": a final deterministic order (name or id), ascending.
   */
  kind: "global" | "group" | "order";
  compute?: (ctx: TiebreakContext) => Map<string, number>;
  computeGroup?: (ctx: TiebreakContext, group: readonly string[]) => Map<string, number>;
}

export const TIEBREAKS: readonly TiebreakInfo[] = [
  {
    id: "bq",
    label: "BQ",
    kind: "global",
    compute: (c) => brightwellQuotient(c),
    description: "Brightwell Quotient: discs + C x opponents' scores (byes and withdrawn opponents per the preset).",
  },
  {
    id: "discs",
    label: "Discs",
    kind: "global",
    compute: discTotal,
    description: "Disc total (a bye counts the preset's bye discs).",
  },
  {
    id: "discDiff",
    label: "Disc diff.",
    kind: "global",
    compute: discDifference,
    description: "Disc difference: own discs minus opponents' discs.",
  },
  {
    id: "buchholz",
    label: "Buchholz",
    kind: "global",
    compute: buchholz,
    description: "Sum of opponents' scores; an unplayed round counts the player's own score (FIDE 2023).",
  },
  {
    id: "buchholzCut1",
    label: "Buchholz Cut-1",
    kind: "global",
    compute: buchholzCut1,
    description: "Buchholz without the lowest value.",
  },
  {
    id: "medianBuchholz",
    label: "Median Buchholz",
    kind: "global",
    compute: medianBuchholz,
    description: "Buchholz without the lowest and the highest value.",
  },
  {
    id: "sonnebornBerger",
    label: "Sonneborn-Berger",
    kind: "global",
    compute: sonnebornBerger,
    description: "Sum of opponent's score x points scored against him.",
  },
  {
    id: "progressive",
    label: "Progressive",
    kind: "global",
    compute: progressiveScore,
    description: "Sum of the running score after each round.",
  },
  {
    id: "directEncounter",
    label: "Direct encounter",
    kind: "group",
    computeGroup: directEncounter,
    description: "Points among the tied players, when all of them have met.",
  },
  { id: "wins", label: "Wins", kind: "global", compute: numberOfWins, description: "Games won over the board." },
  {
    id: "aro",
    label: "Avg. opp. rating",
    kind: "global",
    compute: averageOpponentRating,
    description: "Average rating of the rated opponents played.",
  },
  {
    id: "performance",
    label: "Performance",
    kind: "global",
    compute: performanceRating,
    description: "Linear 400 rule: (opponents' ratings + 400 x (wins − losses)) / games.",
  },
  { id: "name", label: "Name", kind: "order", description: "Alphabetical by name (PAPP's last resort)." },
  { id: "id", label: "ID", kind: "order", description: "By player id (FlipTheDisc's last resort)." },
];

const BY_ID = new Map(TIEBREAKS.map((t) => [t.id, t]));

/** The registry entry for an id, or undefined. */
export function tiebreakInfo(id: string): TiebreakInfo | undefined {
  return BY_ID.get(id as TiebreakId);
}
