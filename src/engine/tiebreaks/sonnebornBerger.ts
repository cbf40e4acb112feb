/**
 * Sonneborn-Berger: sum over rounds of (opponent's final score x points scored against him).
 * Unplayed rounds (bye, forfeit, absence): a dummy opponent with the player's own score, as in
 * Buchholz (FIDE C.07 2023), times the points the round gave (a bye: 1 x own score).
 */

import { isUnplayed, TiebreakContext } from "./context";

export function sonnebornBerger(ctx: TiebreakContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of ctx.histories) {
    let sb = 0;
    for (const e of h.rounds) {
      const opp = isUnplayed(e) ? h.points : ctx.histories.get(e.opponent!)!.points;
      sb += opp * e.points;
    }
    out.set(id, sb);
  }
  return out;
}
