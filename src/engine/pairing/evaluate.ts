/** Scoring a given round (e.g. PAPP's own pairing) with the same penalty tables. */

import { Tournament } from "../model";
import { pairingHistory } from "./history";
import { byePenalty, gamePenalty, PairingSettings, resolvePairingSettings } from "./penalties";

/** The PAPP penalty breakdown of a given round's pairing (e.g. PAPP's own), under `settings`. */
export interface PairingEvaluation {
  total: number;
  rematches: number;
  sameColourRematches: number;
  colourCapViolations: number;
  /** Largest score gap of a game, in points. */
  largestGap: number;
  /** Players meeting someone with a different score. */
  floaters: number;
  byeAboveLowestGroup: boolean;
}

/**
 * Score a complete round (black/white ids, white null = bye) with the same tables, from the true
 * history of rounds 1..round−1. Used to compare with PAPP's actual pairings.
 */
export function evaluatePairing(
  t: Tournament,
  round: number,
  pairs: readonly { black: string; white: string | null }[],
  settingsChanges?: Partial<PairingSettings>,
): PairingEvaluation {
  const settings = resolvePairingSettings(settingsChanges);
  const history = pairingHistory(t, round);
  let minScore = Infinity;
  for (const p of pairs) {
    for (const id of p.white === null ? [p.black] : [p.black, p.white])
      minScore = Math.min(minScore, history.states.get(id)!.score);
  }
  const byeScore = minScore - 1;
  const eligible = pairs
    .flatMap((p) => (p.white === null ? [p.black] : [p.black, p.white]))
    .map((id) => history.states.get(id)!);
  const el = eligible.filter((p) => p.byes === 0);
  const lowest = (el.length > 0 ? el : eligible).reduce((m, p) => Math.min(m, p.score), Infinity);
  const ev: PairingEvaluation = {
    total: 0,
    rematches: 0,
    sameColourRematches: 0,
    colourCapViolations: 0,
    largestGap: 0,
    floaters: 0,
    byeAboveLowestGroup: false,
  };
  for (const p of pairs) {
    const b = history.states.get(p.black)!;
    if (p.white === null) {
      ev.total += byePenalty(b, byeScore, round, settings).penalty;
      if (b.score !== lowest) ev.byeAboveLowestGroup = true;
      continue;
    }
    const w = history.states.get(p.white)!;
    const met = history.meetingsOf(b.id, w.id);
    const g = gamePenalty(b, w, met, byeScore, round, settings);
    ev.total += g.penalty;
    if (g.rematch) ev.rematches++;
    if (met.sameColour.length > 0) ev.sameColourRematches++;
    ev.colourCapViolations += g.colourCapViolations;
    const gap = Math.abs(b.score - w.score) / 2;
    if (gap > 0) ev.floaters += 2;
    ev.largestGap = Math.max(ev.largestGap, gap);
  }
  return ev;
}
