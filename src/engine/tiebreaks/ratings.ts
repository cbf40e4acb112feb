/**
 * Rating tie-breaks over the games played over the board (played or adjudicated) against
 * opponents with a known rating; unrated opponents, byes, forfeits and absences are skipped.
 * A player with no rated opponent gets 0.
 *
 * - aro: average rating of the opponents.
 * - performance: the linear "400 rule": (sum of opponents' ratings + 400 x (wins − losses)) / n.
 *   Chosen over the FIDE dp table because it is defined for 0 % and 100 % and needs no table;
 *   it equals aro + 400 x (2p − 1) for a score fraction p.
 */

import type { TiebreakContext } from "./context";

function rated(ctx: TiebreakContext, perf: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of ctx.histories) {
    let n = 0;
    let sum = 0;
    for (const e of h.rounds) {
      if (e.kind !== "played" && e.kind !== "adjudicated") continue;
      const r = ctx.histories.get(e.opponent!)!.player.rating;
      if (r === undefined || !Number.isFinite(r)) continue;
      n++;
      sum += r;
      if (perf) {
        const g = e.game!;
        const op = e.opponent === g.white ? g.whitePoints : g.blackPoints;
        sum += e.points > op ? 400 : e.points < op ? -400 : 0;
      }
    }
    out.set(id, n === 0 ? 0 : sum / n);
  }
  return out;
}

export const averageOpponentRating = (ctx: TiebreakContext) => rated(ctx, false);
export const performanceRating = (ctx: TiebreakContext) => rated(ctx, true);
