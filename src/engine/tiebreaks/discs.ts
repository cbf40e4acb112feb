/**
 * Disc tie-breaks (Korean and Japanese events): disc total and disc difference (石差).
 * Byes, forfeits and adjudications without discs count by `countedDiscs` (context.ts):
 * a bye is byeDiscs against discsPerGame − byeDiscs.
 */

import { countedDiscs, TiebreakContext } from "./context";

/** Disc total and difference in one pass. */
export function discStats(ctx: TiebreakContext): { total: Map<string, number>; difference: Map<string, number> } {
  const total = new Map<string, number>();
  const difference = new Map<string, number>();
  for (const [id, h] of ctx.histories) {
    let own = 0;
    let opp = 0;
    for (const e of h.rounds) {
      if (e.discs !== null && e.oppDiscs !== null) {
        own += e.discs;
        opp += e.oppDiscs;
      } else {
        const [a, b] = countedDiscs(e, ctx.settings);
        own += a;
        opp += b;
      }
    }
    total.set(id, own);
    difference.set(id, own - opp);
  }
  return { total, difference };
}

export const discTotal = (ctx: TiebreakContext) => discStats(ctx).total;
export const discDifference = (ctx: TiebreakContext) => discStats(ctx).difference;
