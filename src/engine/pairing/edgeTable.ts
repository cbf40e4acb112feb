/** The round's edge table: tier units, the fast or the reference evaluator, weights on demand. */

import { MAX_SAFE_EDGE_WEIGHT } from "./matching";
import { evalPair, EdgeTable, RawEdge, RawEvaluator } from "./edges";
import { fastEvaluator } from "./edgesFast";
import type { Ctx } from "./prepare";

/** The tiered weights would leave the exact-integer range of matching.ts. */
export class TooLargeError extends Error {}

export function buildEdgeTable(ctx: Ctx, fast = true): EdgeTable {
  const nv = ctx.players.length + (ctx.hasBye ? 1 : 0);
  const fe = fast ? fastEvaluator(ctx) : null;
  const raw: RawEvaluator =
    fe?.raw ??
    ((i, j, out) => {
      const e = evalPair(ctx, i, j);
      out.t12 = e.forbidden ? -1 : e.t2 * 8 + e.t1;
      out.t0 = e.forbidden ? 0 : e.t0;
      out.orient = e.forbidden ? 0 : e.orient;
      out.ruleRound = !e.forbidden && e.colourRule.kind === "reverse-round" ? e.colourRule.round : 0;
    });
  const edge: RawEdge = { t12: 0, t0: 0, orient: 0, ruleRound: 0 };
  // Largest t0 and t1 over every allowed pair (PAPP rounds: without looking at every pair).
  const known = fe?.maxima() ?? null;
  let maxT0 = known?.maxT0 ?? 0;
  let maxT1 = known?.maxT1 ?? 0;
  if (known === null) {
    for (let i = 0; i < nv; i++) {
      for (let j = i + 1; j < nv; j++) {
        raw(i, j, edge, false);
        if (edge.t12 < 0) continue;
        if (edge.t0 > maxT0) maxT0 = edge.t0;
        if ((edge.t12 & 7) > maxT1) maxT1 = edge.t12 & 7;
      }
    }
  }
  // Tier units: W1 > (nv/2)·maxT0, W2 > (nv/2)·(maxT1·W1 + maxT0).
  const half = Math.ceil(nv / 2);
  const W1 = half * maxT0 + 1;
  const W2 = half * (maxT1 * W1 + maxT0) + 1;
  if (W2 + 2 * W1 + maxT0 > MAX_SAFE_EDGE_WEIGHT / 4) {
    throw new TooLargeError(
      `The penalties are too large to pair ${ctx.players.length} players exactly (largest game penalty ${maxT0}); lower the rematch and float penalties, or pair the field in smaller sections.`,
    );
  }
  const score = new Float64Array(nv);
  ctx.players.forEach((p, i) => (score[i] = p.score));
  if (ctx.hasBye) score[nv - 1] = ctx.byeScore;
  return {
    nv,
    score,
    bye: ctx.hasBye ? nv - 1 : -1,
    edge,
    weight(i: number, j: number): number {
      raw(i, j, edge, false);
      const t = edge.t12;
      return t < 0 ? -1 : (t >> 3) * W2 + (t & 7) * W1 + edge.t0;
    },
    details(i: number, j: number): number {
      raw(i, j, edge, true);
      const t = edge.t12;
      return t < 0 ? -1 : (t >> 3) * W2 + (t & 7) * W1 + edge.t0;
    },
    bounds: fe?.bounds(W1) ?? null,
    floatLow: fe?.floatLow ?? (() => 0),
  };
}
