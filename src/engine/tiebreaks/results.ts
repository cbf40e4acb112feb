/**
 * Tie-breaks from the player's own results: progressive (cumulative) score, number of wins,
 * and direct encounter among the tied players.
 */

import type { TiebreakContext } from "./context";

/** Progressive score: the sum of the running score after each round 1..R ([MBS-green], docs/rules.md §3). */
export function progressiveScore(ctx: TiebreakContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of ctx.histories) {
    let s = 0;
    for (const c of h.cumulative) s += c;
    out.set(id, s);
  }
  return out;
}

/** Games won over the board (played or adjudicated); byes and forfeit wins are not wins here. */
export function numberOfWins(ctx: TiebreakContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of ctx.histories) out.set(id, h.wins);
  return out;
}

/**
 * Direct encounter among a group of tied players: each one's points in the games (played,
 * adjudicated or forfeit) against the others of the group. Applied only when every pair of the
 * group has met at least once (a complete mini round robin, as FIDE C.07 requires in its basic
 * case); otherwise every member gets 0 and the tie stays for the next tie-break.
 */
export function directEncounter(ctx: TiebreakContext, group: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  const members = new Set(group);
  const met = new Set<string>();
  for (const id of group) {
    const h = ctx.histories.get(id)!;
    let pts = 0;
    for (const e of h.rounds) {
      if (e.opponent !== null && members.has(e.opponent)) {
        pts += e.points;
        met.add(id < e.opponent ? `${id}\u0000${e.opponent}` : `${e.opponent}\u0000${id}`);
      }
    }
    out.set(id, pts);
  }
  const pairs = (group.length * (group.length - 1)) / 2;
  if (met.size < pairs) for (const id of group) out.set(id, 0);
  return out;
}
