/**
 * Brightwell Quotient tie-break: BQ = D + C x S (docs/rules.md §2), with the preset's rules for
 * byes, forfeits and withdrawn opponents.
 *
 * Per round of player p (own final score P, round R):
 * - game against a present opponent o: D += own discs, S += o's score after R. An adjudicated
 *   game without discs counts `countedDiscs` (the bye convention) and o's score;
 * - game against an opponent counted as withdrawn (flag, or absent in round R when
 *   `absentIsWithdrawn`): withdrawnRule "selfDraw" → D += 32, S += P (the real discs are
 *   ignored); "real" → as a present opponent;
 * - bye, forfeit (won or lost): byeRule "selfDraw" → D += 32, S += P; "zeroOpponent" →
 *   D += 32, S += 0 (Korean / SLIM: the ideal last player);
 * - absent round: nothing.
 * "32" is discsPerGame / 2.
 *
 * freezeWithdrawnBq (FTD): a player who withdrew after round W < R gets his BQ as computed
 * after round W (opponents' scores and withdrawals as they were then).
 */

import { bqScore } from "../constant";
import type { PlayerHistory } from "../scoring";
import { countedDiscs, scoreAfter, TiebreakContext, withdrawnForOpponents } from "./context";

export interface BrightwellParts {
  /** D: discs counted in BQ. */
  discs: number;
  /** S: opponents' scores counted in BQ. */
  opponentScore: number;
  /** D + C x S, unrounded. */
  bq: number;
}

/** Per opponent, for one evaluation round: his score then and whether he counts as withdrawn. */
interface OpponentState {
  score: number;
  withdrawn: boolean;
}

function statesAt(ctx: TiebreakContext, r: number): Map<string, OpponentState> {
  const out = new Map<string, OpponentState>();
  for (const [id, h] of ctx.histories) {
    out.set(id, { score: scoreAfter(h, r), withdrawn: withdrawnForOpponents(h, r, ctx.settings.absentIsWithdrawn) });
  }
  return out;
}

function partsAt(
  ctx: TiebreakContext,
  h: PlayerHistory,
  r: number,
  states: Map<string, OpponentState>,
): BrightwellParts {
  const s = ctx.settings;
  const half = s.discsPerGame / 2;
  const selfDrawWithdrawn = s.withdrawnRule === "selfDraw";
  const selfDrawBye = s.byeRule === "selfDraw";
  const own = scoreAfter(h, r);
  let d = 0;
  let sum = 0;
  for (let i = 0; i < r && i < h.rounds.length; i++) {
    const e = h.rounds[i];
    switch (e.kind) {
      case "absent":
        break;
      case "bye":
      case "forfeit":
        d += half;
        if (selfDrawBye) sum += own;
        break;
      default: {
        const o = states.get(e.opponent!)!;
        if (selfDrawWithdrawn && o.withdrawn) {
          d += half;
          sum += own;
        } else {
          d += e.discs !== null ? e.discs : countedDiscs(e, s)[0];
          sum += o.score;
        }
      }
    }
  }
  return { discs: d, opponentScore: sum, bq: bqScore(d, sum, ctx.constant) };
}

/** D, S and BQ for every player (see the file comment for the rules). Linear in games. */
export function brightwellParts(ctx: TiebreakContext): Map<string, BrightwellParts> {
  const out = new Map<string, BrightwellParts>();
  // Opponents' states per evaluation round: R, plus each round a frozen player left (FTD).
  const states = new Map<number, Map<string, OpponentState>>();
  const at = (r: number) => {
    let m = states.get(r);
    if (!m) states.set(r, (m = statesAt(ctx, r)));
    return m;
  };
  for (const [id, h] of ctx.histories) {
    const w = h.player.withdrawnAfterRound;
    const r = ctx.settings.freezeWithdrawnBq && w !== undefined && w < ctx.round ? w : ctx.round;
    out.set(id, partsAt(ctx, h, r, at(r)));
  }
  return out;
}

/** BQ per player, rounded half up to an integer when settings.bqRounding is "integer". */
export function brightwellQuotient(ctx: TiebreakContext, parts = brightwellParts(ctx)): Map<string, number> {
  const round = ctx.settings.bqRounding === "integer";
  const out = new Map<string, number>();
  for (const [id, p] of parts) out.set(id, round ? Math.round(p.bq) : p.bq);
  return out;
}
