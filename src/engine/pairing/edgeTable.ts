/** The round's edge table: tier units, the fast or the reference evaluator, weights on demand. */

import { MAX_SAFE_EDGE_WEIGHT } from "./matching";
import { evalPair, EdgeTable, RawEdge, RawEvaluator } from "./edges";
import { fastEvaluator } from "./edgesFast";
import type { RoundContext } from "./prepare";

/** The tiered weights would leave the exact-integer range of matching.ts. */
export class TooLargeError extends Error {}

/**
 * The edge table of a round: the fast evaluator (edgesFast.ts) by default, the reference one
 * (edges.ts evalPair) with `fast` false (the property test compares the two).
 */
export function buildEdgeTable(context: RoundContext, fast = true): EdgeTable {
  const vertexCount = context.players.length + (context.hasBye ? 1 : 0);
  const fastEval = fast ? fastEvaluator(context) : null;
  const evaluate: RawEvaluator =
    fastEval?.evaluate ??
    ((i, j, out) => {
      const e = evalPair(context, i, j);
      out.upperTiers = e.forbidden ? -1 : e.rematchTier * 8 + e.ruleTier;
      out.penalty = e.forbidden ? 0 : e.penalty;
      out.orient = e.forbidden ? 0 : e.orient;
      out.reversedRound = !e.forbidden && e.colourRule.kind === "reverse-round" ? e.colourRule.round : 0;
    });
  const edge: RawEdge = { upperTiers: 0, penalty: 0, orient: 0, reversedRound: 0 };
  // Largest penalty and rule tier over every allowed pair (PAPP rounds: without looking at every pair).
  const maxima = fastEval?.maxima() ?? null;
  let maxPenalty = maxima?.maxPenalty ?? 0;
  let maxRuleTier = maxima?.maxRuleTier ?? 0;
  if (maxima === null) {
    for (let i = 0; i < vertexCount; i++) {
      for (let j = i + 1; j < vertexCount; j++) {
        evaluate(i, j, edge, false);
        if (edge.upperTiers < 0) continue;
        if (edge.penalty > maxPenalty) maxPenalty = edge.penalty;
        if ((edge.upperTiers & 7) > maxRuleTier) maxRuleTier = edge.upperTiers & 7;
      }
    }
  }
  // Tier units: ruleUnit > (vertexCount/2)·maxPenalty, rematchUnit > (vertexCount/2)·(maxRuleTier·ruleUnit + maxPenalty):
  // one step of a higher tier outweighs any sum of the lower tiers over a whole round.
  const half = Math.ceil(vertexCount / 2);
  const ruleUnit = half * maxPenalty + 1;
  const rematchUnit = half * (maxRuleTier * ruleUnit + maxPenalty) + 1;
  if (rematchUnit + 2 * ruleUnit + maxPenalty > MAX_SAFE_EDGE_WEIGHT / 4) {
    throw new TooLargeError(
      `The penalties are too large to pair ${context.players.length} players exactly (largest game penalty ${maxPenalty}); lower the rematch and float penalties, or pair the field in smaller sections.`,
    );
  }
  const score = new Float64Array(vertexCount);
  context.players.forEach((p, i) => (score[i] = p.score));
  if (context.hasBye) score[vertexCount - 1] = context.byeScore;
  return {
    vertexCount,
    score,
    bye: context.hasBye ? vertexCount - 1 : -1,
    edge,
    weight(i: number, j: number): number {
      evaluate(i, j, edge, false);
      const t = edge.upperTiers;
      return t < 0 ? -1 : (t >> 3) * rematchUnit + (t & 7) * ruleUnit + edge.penalty;
    },
    details(i: number, j: number): number {
      evaluate(i, j, edge, true);
      const t = edge.upperTiers;
      return t < 0 ? -1 : (t >> 3) * rematchUnit + (t & 7) * ruleUnit + edge.penalty;
    },
    bounds: fastEval?.bounds(ruleUnit) ?? null,
    floatLow: fastEval?.floatLow ?? (() => 0),
  };
}
