/**
 * Buchholz family: the sum of the opponents' scores (BQ with a very large C).
 *
 * Unplayed rounds (bye, forfeit, absence) follow FIDE C.07 (2023): they count as a game
 * against a dummy opponent whose score is the player's own score (the same idea as BQ's
 * draw against oneself). Simplification (documented deviation): opponents' scores are their
 * real scores; FIDE's adjustment of an opponent's own unplayed rounds is not applied.
 *
 * - buchholz: sum over rounds 1..R
 * - buchholzCut1: minus the lowest value
 * - medianBuchholz: minus the lowest and the highest value
 */

import { isUnplayed, TiebreakContext } from "./context";

/** The per-round values (opponent's score or the dummy's), for every player. */
function values(ctx: TiebreakContext, id: string): number[] {
  const h = ctx.histories.get(id)!;
  const out: number[] = new Array(h.rounds.length);
  for (let i = 0; i < h.rounds.length; i++) {
    const e = h.rounds[i];
    out[i] = isUnplayed(e) ? h.points : ctx.histories.get(e.opponent!)!.points;
  }
  return out;
}

function cut(ctx: TiebreakContext, low: number, high: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ctx.histories.keys()) {
    const v = values(ctx, id);
    let sum = 0;
    for (const x of v) sum += x;
    if (v.length > low + high) {
      const sorted = v.slice().sort((a, b) => a - b);
      for (let i = 0; i < low; i++) sum -= sorted[i];
      for (let i = 0; i < high; i++) sum -= sorted[sorted.length - 1 - i];
    } else sum = 0;
    out.set(id, sum);
  }
  return out;
}

export const buchholz = (ctx: TiebreakContext) => cut(ctx, 0, 0);
export const buchholzCut1 = (ctx: TiebreakContext) => cut(ctx, 1, 0);
export const medianBuchholz = (ctx: TiebreakContext) => cut(ctx, 1, 1);
