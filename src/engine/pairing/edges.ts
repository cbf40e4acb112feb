/** One possible game (or bye) of the round as an edge: the reference evaluation and the edge table's shape. */

import { ColourReason, reverseLastDifferentRound } from "./colours";
import { byePenalty, gamePenalty } from "./penalties";
import type { RoundContext } from "./prepare";

/** Directed evaluation of one possible game/bye. */
interface EdgeEval {
  forbidden: boolean;
  /** Tier 2: 1 for a rematch when rematches are a last resort. */
  rematchTier: number;
  /** Tier 1: priority rules broken (colour cap, bye above the lowest group; round 1: same country). */
  ruleTier: number;
  /** Tier 0: the PAPP penalty sum. */
  penalty: number;
  /** 0: the lower vertex has Black; 1: the higher vertex; 2: equal → table parity. */
  orient: 0 | 1 | 2;
  colourRule: ColourReason;
}

/**
 * The reference evaluation of the pair {i, j} (either may be the BYE vertex): penalties.ts's
 * gamePenalty in both colour directions (or byePenalty), the tiers and the colour rule (colours.ts).
 * The fast evaluator (edgesFast.ts) computes the same numbers without allocating.
 */
export function evalPair(context: RoundContext, i: number, j: number): EdgeEval {
  const settings = context.settings;
  const playerCount = context.players.length;
  if (j === playerCount || i === playerCount) {
    // the BYE vertex
    const p = context.players[i === playerCount ? j : i];
    if (context.firstRound) {
      // Round 1: the lowest-ranked player gets the bye (tier 1 keeps it there when possible).
      const bye = byePenalty(p, context.byeScore, context.round, settings);
      const rank = context.firstRound.rank[i === playerCount ? j : i];
      return {
        forbidden: bye.forbidden,
        rematchTier: 0,
        ruleTier: rank === playerCount - 1 ? 0 : 1,
        penalty: 0,
        orient: 0,
        colourRule: { kind: "penalty" },
      };
    }
    const bye = byePenalty(p, context.byeScore, context.round, settings);
    const ruleTier = settings.byeToLowestGroup && p.score !== context.lowestByeGroup ? 1 : 0;
    return {
      forbidden: bye.forbidden,
      rematchTier: 0,
      ruleTier,
      penalty: bye.penalty,
      orient: 0,
      colourRule: { kind: "penalty" },
    };
  }
  const a = context.players[i];
  const b = context.players[j];
  if (context.firstRound) {
    const firstRound = context.firstRound;
    const d = Math.abs(firstRound.rank[i] - firstRound.rank[j]) - firstRound.half;
    const same =
      firstRound.countryTier &&
      !!a.country &&
      !!b.country &&
      a.country.trim().toUpperCase() === b.country.trim().toUpperCase();
    const aBlack = gamePenalty(a, b, context.history.meetingsOf(a.id, b.id), context.byeScore, context.round, settings);
    const bBlack = gamePenalty(b, a, context.history.meetingsOf(b.id, a.id), context.byeScore, context.round, settings);
    if (aBlack.forbidden && bBlack.forbidden)
      return { forbidden: true, rematchTier: 0, ruleTier: 0, penalty: 0, orient: 0, colourRule: { kind: "penalty" } };
    const orient = aBlack.forbidden ? 1 : bBlack.forbidden ? 0 : 2;
    return {
      forbidden: false,
      rematchTier: 0,
      ruleTier: same ? 1 : 0,
      penalty: d * d,
      orient,
      colourRule: { kind: "penalty" },
    };
  }
  const aBlack = gamePenalty(a, b, context.history.meetingsOf(a.id, b.id), context.byeScore, context.round, settings);
  const bBlack = gamePenalty(b, a, context.history.meetingsOf(b.id, a.id), context.byeScore, context.round, settings);
  const tuple = (g: typeof aBlack): [number, number, number] => [
    settings.rematchLastResort && g.rematch ? 1 : 0,
    g.colourCapViolations,
    g.penalty,
  ];
  if (aBlack.forbidden && bBlack.forbidden)
    return { forbidden: true, rematchTier: 0, ruleTier: 0, penalty: 0, orient: 0, colourRule: { kind: "penalty" } };
  const aBlackTiers = tuple(aBlack);
  const bBlackTiers = tuple(bBlack);
  let orient: 0 | 1 | 2;
  let rule: ColourReason = { kind: "penalty" };
  if (aBlack.forbidden) orient = 1;
  else if (bBlack.forbidden) orient = 0;
  else {
    const cmp = aBlackTiers[0] - bBlackTiers[0] || aBlackTiers[1] - bBlackTiers[1] || aBlackTiers[2] - bBlackTiers[2];
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
  const t = orient === 1 ? bBlackTiers : aBlackTiers;
  return { forbidden: false, rematchTier: t[0], ruleTier: t[1], penalty: t[2], orient, colourRule: rule };
}

/** One unordered pair {i < j} as `evalPair` sees it, in flat fields (no allocation per pair). */
export interface RawEdge {
  /** rematchTier · 8 + ruleTier, or −1 when the pair is forbidden. */
  upperTiers: number;
  /** The PAPP penalty sum (tier 0). */
  penalty: number;
  /** As EdgeEval.orient. */
  orient: 0 | 1 | 2;
  /** The round whose colours were reversed to break a colour tie; 0 when the penalty decided. */
  reversedRound: number;
}

/**
 * The edges of a round, evaluated on demand: memory O(n), never a table of all n² pairs (a 20,000
 * player field would need several GB). The matching only ever holds the sparse graph.
 */
export interface EdgeTable {
  /** Players to match, plus the BYE vertex when the field is odd. */
  vertexCount: number;
  /** Score of each vertex (the BYE: its virtual score), to tell floats from same-group games. */
  score: Float64Array;
  /** The BYE vertex (always the last), or −1. */
  bye: number;
  /** Combined tiered weight rematchTier·rematchUnit + ruleTier·ruleUnit + penalty of the pair {i < j}, or −1 when forbidden. */
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
