/** One possible game (or bye) of the round as an edge: the reference evaluation and the edge table's shape. */

import { ColourReason, reverseLastDifferentRound } from "./colours";
import { byePenalty, gamePenalty } from "./penalties";
import type { Ctx } from "./prepare";

/** Directed evaluation of one possible game/bye. */
interface EdgeEval {
  forbidden: boolean;
  t2: number;
  t1: number;
  t0: number;
  /** 0: the lower vertex has Black; 1: the higher vertex; 2: equal → table parity. */
  orient: 0 | 1 | 2;
  colourRule: ColourReason;
}

export function evalPair(ctx: Ctx, i: number, j: number): EdgeEval {
  const s = ctx.settings;
  const nPlayers = ctx.players.length;
  if (j === nPlayers || i === nPlayers) {
    // the BYE vertex
    const p = ctx.players[i === nPlayers ? j : i];
    if (ctx.firstRound) {
      // Round 1: the lowest-ranked player gets the bye (tier 1 keeps it there when possible).
      const bp = byePenalty(p, ctx.byeScore, ctx.round, s);
      const rank = ctx.firstRound.rank[i === nPlayers ? j : i];
      return { forbidden: bp.forbidden, t2: 0, t1: rank === nPlayers - 1 ? 0 : 1, t0: 0, orient: 0, colourRule: { kind: "penalty" } };
    }
    const bp = byePenalty(p, ctx.byeScore, ctx.round, s);
    const t1 = s.byeToLowestGroup && p.score !== ctx.lowestByeGroup ? 1 : 0;
    return { forbidden: bp.forbidden, t2: 0, t1, t0: bp.penalty, orient: 0, colourRule: { kind: "penalty" } };
  }
  const a = ctx.players[i];
  const b = ctx.players[j];
  if (ctx.firstRound) {
    const fr = ctx.firstRound;
    const d = Math.abs(fr.rank[i] - fr.rank[j]) - fr.half;
    const same =
      fr.countryTier && !!a.country && !!b.country && a.country.trim().toUpperCase() === b.country.trim().toUpperCase();
    const ab = gamePenalty(a, b, ctx.hist.meetingsOf(a.id, b.id), ctx.byeScore, ctx.round, s);
    const ba = gamePenalty(b, a, ctx.hist.meetingsOf(b.id, a.id), ctx.byeScore, ctx.round, s);
    if (ab.forbidden && ba.forbidden) return { forbidden: true, t2: 0, t1: 0, t0: 0, orient: 0, colourRule: { kind: "penalty" } };
    const orient = ab.forbidden ? 1 : ba.forbidden ? 0 : 2;
    return { forbidden: false, t2: 0, t1: same ? 1 : 0, t0: d * d, orient, colourRule: { kind: "penalty" } };
  }
  const ab = gamePenalty(a, b, ctx.hist.meetingsOf(a.id, b.id), ctx.byeScore, ctx.round, s);
  const ba = gamePenalty(b, a, ctx.hist.meetingsOf(b.id, a.id), ctx.byeScore, ctx.round, s);
  const tuple = (g: typeof ab): [number, number, number] => [
    s.rematchLastResort && g.rematch ? 1 : 0,
    g.colourCapViolations,
    g.penalty,
  ];
  if (ab.forbidden && ba.forbidden) return { forbidden: true, t2: 0, t1: 0, t0: 0, orient: 0, colourRule: { kind: "penalty" } };
  const ta = tuple(ab);
  const tb = tuple(ba);
  let orient: 0 | 1 | 2;
  let rule: ColourReason = { kind: "penalty" };
  if (ab.forbidden) orient = 1;
  else if (ba.forbidden) orient = 0;
  else {
    const cmp = ta[0] - tb[0] || ta[1] - tb[1] || ta[2] - tb[2];
    if (cmp < 0) orient = 0;
    else if (cmp > 0) orient = 1;
    else {
      const r = reverseLastDifferentRound(a, b);
      if (r.sign === 1) orient = 0;
      else if (r.sign === -1) orient = 1;
      else orient = 2;
      rule = r.sign === 0 ? { kind: "penalty" } : { kind: "reverse-round", round: r.round };
    }
  }
  const t = orient === 1 ? tb : ta;
  return { forbidden: false, t2: t[0], t1: t[1], t0: t[2], orient, colourRule: rule };
}

/** One unordered pair {i < j} as `evalPair` sees it, in flat fields (no allocation per pair). */
export interface RawEdge {
  /** t2 · 8 + t1, or −1 when the pair is forbidden. */
  t12: number;
  t0: number;
  orient: 0 | 1 | 2;
  /** The round whose colours were reversed to break a colour tie; 0 when the penalty decided. */
  ruleRound: number;
}

/**
 * The edges of a round, evaluated on demand: memory O(n), never a table of all n² pairs (a 20,000
 * player field would need several GB). The matching only ever holds the sparse graph.
 */
export interface EdgeTable {
  nv: number;
  /** Score of each vertex (the BYE: its virtual score), to tell floats from same-group games. */
  score: Float64Array;
  /** The BYE vertex (always the last), or −1. */
  bye: number;
  /** Combined tiered weight t2·W2 + t1·W1 + t0 of the pair {i < j}, or −1 when forbidden. */
  weight(i: number, j: number): number;
  /** As `weight`, with the pair's details (colours included) in `edge`. */
  details(i: number, j: number): number;
  edge: RawEdge;
  /**
   * Lower bounds for pruning (null: none). For two players i ≠ j (not the BYE):
   * weight(i, j) ≥ min(black[i] + white[j], white[i] + black[j]) + floatLow(score[i], score[j]);
   * `low` = min(black, white). floatLow grows with the score gap (and with the distance in the
   * vertex order, the players being sorted by score).
   */
  bounds: { black: Float64Array; white: Float64Array; low: Float64Array } | null;
  floatLow(si: number, sj: number): number;
}

/** Evaluates {i < j} into `out`; `colours` false skips the colour tie-break (weight only). */
export type RawEvaluator = (i: number, j: number, out: RawEdge, colours: boolean) => void;
