/**
 * Disc tie-breaks (Korean and Japanese events): disc total and disc difference (石差).
 * Byes, forfeits and adjudications without discs count by `countedDiscs` (context.ts):
 * a bye is byeDiscs against discsPerGame − byeDiscs.
 */

import { countedDiscs, TiebreakContext } from "./context";

export function discTotal(ctx: TiebreakContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of ctx.histories) {
    let d = 0;
    for (const e of h.rounds) d += countedDiscs(e, ctx.settings)[0];
    out.set(id, d);
  }
  return out;
}

export function discDifference(ctx: TiebreakContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of ctx.histories) {
    let d = 0;
    for (const e of h.rounds) {
      const [own, opp] = countedDiscs(e, ctx.settings);
      d += own - opp;
    }
    out.set(id, d);
  }
  return out;
}
