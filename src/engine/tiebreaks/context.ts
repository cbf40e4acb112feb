/**
 * What every tie-break reads: the histories up to round R, the resolved settings and the
 * numeric Brightwell constant. Built once per standings computation (see standings.ts).
 */

import type { Tournament } from "../model";
import type { PlayerHistory, RoundEntry } from "../scoring";
import type { StandingsSettings } from "../settings";

export interface TiebreakContext {
  tournament: Tournament;
  /** The last counted round R. */
  round: number;
  histories: Map<string, PlayerHistory>;
  settings: StandingsSettings;
  /** The numeric Brightwell constant C. */
  constant: number;
}

/** Was the player counted as withdrawn at round `r` (for his opponents' BQ)? */
export function withdrawnForOpponents(h: PlayerHistory, r: number, absentIsWithdrawn: boolean): boolean {
  if (h.player.withdrawnAfterRound !== undefined && h.player.withdrawnAfterRound < r) return true;
  return absentIsWithdrawn && r >= 1 && r <= h.rounds.length && h.rounds[r - 1].kind === "absent";
}

/** A round where no game was played over the board: bye, forfeit or absence (FIDE "unplayed"). */
export function isUnplayed(e: RoundEntry): boolean {
  return e.kind === "bye" || e.kind === "forfeit" || e.kind === "absent";
}

/** The opponent's points in the entry's game (0 for a bye or absence). */
export function opponentPoints(e: RoundEntry): number {
  const g = e.game;
  if (g === null || g.white === null) return 0;
  return e.opponent === g.white ? g.whitePoints : g.blackPoints;
}

/**
 * Discs counted for the disc total and difference: [own, opponent's].
 * - known discs: as played;
 * - a bye: byeDiscs against discsPerGame − byeDiscs (32-32 by WOF, 40-24 by PAPP);
 * - a forfeit or an adjudication without discs: the winner byeDiscs, the loser
 *   discsPerGame − byeDiscs, a split half each (the bye convention, docs/rules.md §1);
 * - an absence: nothing.
 */
export function countedDiscs(e: RoundEntry, s: StandingsSettings): [number, number] {
  if (e.kind === "absent") return [0, 0];
  if (e.discs !== null && e.oppDiscs !== null) return [e.discs, e.oppDiscs];
  const win = s.byeDiscs;
  const lose = s.discsPerGame - s.byeDiscs;
  if (e.kind === "bye") return [win, lose];
  const op = opponentPoints(e);
  if (e.points > op) return [win, lose];
  if (e.points < op) return [lose, win];
  return [s.discsPerGame / 2, s.discsPerGame / 2];
}

/** Player's score after round r (0 for r <= 0). */
export function scoreAfter(h: PlayerHistory, r: number): number {
  if (r <= 0 || h.cumulative.length === 0) return 0;
  return h.cumulative[Math.min(r, h.cumulative.length) - 1];
}
