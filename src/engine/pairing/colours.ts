/**
 * Colour allocation once two players are paired (docs/rules.md §4.2, PAPP's chromatic optimisation).
 *
 * 1. The direction with the lower penalty wins (penalties.ts: a player with more blacks is due
 *    white; equal counts → the opposite of the last colour).
 * 2. On a tie, reverse the most recent round in which the two had different colours (PAPP's
 *    chromatic_optimisation; "no game" counts as a colour different from Black and White).
 * 3. If they always had the same colours (e.g. round 1), PAPP tosses a coin; we stay
 *    deterministic: the player listed first (higher score, then the sort order) gets Black on odd
 *    tables and White on even tables, so Black alternates down the boards.
 */

import { PlayerState } from "./penalties";

export type ColourReason =
  { kind: "penalty" } | { kind: "reverse-round"; round: number } | { kind: "table-parity"; table: number };

/**
 * Who gets Black between a and b when the two directions cost the same: +1 = a, −1 = b, 0 = no
 * history difference (then the table parity rule applies). Also the round that decided it.
 */
export function reverseLastDifferentRound(a: PlayerState, b: PlayerState): { sign: 1 | -1 | 0; round: number } {
  const r = reverseRoundSigned(a, b);
  return r === 0 ? { sign: 0, round: 0 } : r > 0 ? { sign: 1, round: r } : { sign: -1, round: -r };
}

/**
 * `reverseLastDifferentRound` as one number, without allocating (the pairing asks it for millions
 * of pairs): +round when a gets Black, −round when b does, 0 when no round differs.
 */
export function reverseRoundSigned(a: PlayerState, b: PlayerState): number {
  const ac = a.colours;
  const bc = b.colours;
  for (let i = Math.max(ac.length, bc.length) - 1; i >= 0; i--) {
    const ca = ac[i] ?? 0;
    const cb = bc[i] ?? 0;
    if (ca === cb) continue;
    // PAPP: if p1 had Black or p2 had White, p2 gets Black; else p1 gets Black.
    return ca === 1 || cb === 2 ? -(i + 1) : i + 1;
  }
  return 0;
}

/**
 * Why a player is due a colour: more blacks than whites (`by` more: due White), more whites than
 * blacks (due Black), or balanced counts and `colour` last round (due the other colour).
 */
export type ColourDueCause =
  | { kind: "more-blacks"; by: number }
  | { kind: "more-whites"; by: number }
  | { kind: "last-colour"; colour: "black" | "white" };

/** The colour a player is due, and why (null, null: no colour due). For the pair's reasons. */
export function colourDue(p: PlayerState): { due: "black" | "white" | null; cause: ColourDueCause | null } {
  if (p.colourDiff > 0) return { due: "white", cause: { kind: "more-blacks", by: p.colourDiff } };
  if (p.colourDiff < 0) return { due: "black", cause: { kind: "more-whites", by: -p.colourDiff } };
  if (p.lastColour === 1) return { due: "white", cause: { kind: "last-colour", colour: "black" } };
  if (p.lastColour === 2) return { due: "black", cause: { kind: "last-colour", colour: "white" } };
  return { due: null, cause: null };
}
