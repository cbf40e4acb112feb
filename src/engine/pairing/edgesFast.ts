/** The fast evaluator of a round's edges (PAPP rounds and round 1) and its lower bounds. */

import { reverseRoundSigned } from "./colours";
import { EdgeTable, RawEdge, RawEvaluator } from "./edges";
import { byePenalty, roundPenalties } from "./penalties";
import type { RoundContext } from "./prepare";

/**
 * The same numbers as `evalPair` (edges.ts: penalties.ts `gamePenalty`/`byePenalty`, tiers,
 * colour rule), computed without allocating, for PAPP rounds and round 1: the penalties from
 * penalties.ts `roundPenalties` (the reference formulas' flat twin, beside them), the earlier
 * meetings from compressed rows. Equality with `evalPair` is checked by a property test
 * (swiss.property.test.ts, `__edgeTablesForTest`). Also the lower bounds of `EdgeTable.low` /
 * `floatLow` for PAPP rounds.
 */
export function fastEvaluator(context: RoundContext): {
  evaluate: RawEvaluator;
  bounds(ruleUnit: number): EdgeTable["bounds"];
  floatLow(si: number, sj: number): number;
  maxima(): { maxPenalty: number; maxRuleTier: number } | null;
} {
  const settings = context.settings;
  const players = context.players;
  const n = players.length;
  const round = context.round;
  const firstRound = context.firstRound;
  const penalties = roundPenalties(players, round, settings);
  const { score, country, sameCountry, capBreakAsBlack, capBreakAsWhite } = penalties;
  const blackColourPenalty = penalties.asBlack;
  const whiteColourPenalty = penalties.asWhite;
  const floatPenalty = penalties.float;
  const { floatTableAt, elitism } = penalties;
  const sameDirection = penalties.floatSameDirection;
  const oppositeDirection = penalties.floatOppositeDirection;
  const { sameColourForbidden, reversedForbidden, sameColourRematch, reversedRematch, immediateRematch } = penalties;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) index.set(players[i].id, i);
  // Earlier games between two players, per player (compressed rows): the partner, and packed
  // (games this player had Black) | (games the partner had Black) << 8 | (met last round) << 16.
  const metPairs = new Map<number, number>(); // lo·n + hi → (lo had Black) | (hi had Black) << 8 | last << 16
  for (const [key, rounds] of context.history.meetingRounds()) {
    const bi = index.get(key[0]);
    const wi = index.get(key[1]);
    if (bi === undefined || wi === undefined) continue;
    const lo = Math.min(bi, wi);
    const k = lo * n + Math.max(bi, wi);
    let v = metPairs.get(k) ?? 0;
    const shift = bi === lo ? 0 : 8;
    v = (v & ~(255 << shift)) | (Math.min(255, ((v >> shift) & 255) + rounds.length) << shift);
    if (rounds.includes(round - 1)) v |= 1 << 16;
    metPairs.set(k, v);
  }
  const meetStart = new Int32Array(n + 1);
  for (const k of metPairs.keys()) {
    meetStart[Math.floor(k / n) + 1]++;
    meetStart[(k % n) + 1]++;
  }
  for (let i = 0; i < n; i++) meetStart[i + 1] += meetStart[i];
  const meetPartner = new Int32Array(meetStart[n]);
  const meetPacked = new Int32Array(meetStart[n]);
  const fillAt = meetStart.slice(0, n);
  for (const [k, v] of metPairs) {
    const lo = Math.floor(k / n);
    const hi = k % n;
    meetPartner[fillAt[lo]] = hi;
    meetPacked[fillAt[lo]++] = v;
    meetPartner[fillAt[hi]] = lo;
    meetPacked[fillAt[hi]++] = ((v >> 8) & 255) | ((v & 255) << 8) | (v & (1 << 16));
  }
  // Meetings of the current row's player with everyone (rows are scanned one player at a time).
  const anchorMeetings = new Int32Array(n);
  let anchor = -1;
  const setAnchor = (a: number): void => {
    if (anchor >= 0) for (let q = meetStart[anchor]; q < meetStart[anchor + 1]; q++) anchorMeetings[meetPartner[q]] = 0;
    anchor = a;
    for (let q = meetStart[a]; q < meetStart[a + 1]; q++) anchorMeetings[meetPartner[q]] = meetPacked[q] + 1;
  };
  /** Meetings of {i < j}: (i had Black) | (j had Black) << 8 | (last round) << 16. */
  const meetingsOf = (i: number, j: number): number => {
    if (meetPartner.length === 0) return 0;
    if (anchor !== i && anchor !== j) setAnchor(i);
    if (anchor === i) return anchorMeetings[j] === 0 ? 0 : anchorMeetings[j] - 1;
    if (anchorMeetings[i] === 0) return 0;
    const v = anchorMeetings[i] - 1;
    return ((v >> 8) & 255) | ((v & 255) << 8) | (v & (1 << 16));
  };

  // The bye edges, once: upper tiers (−1 forbidden) and penalty per player.
  const byeUpperTiers = new Int8Array(n);
  const byePenaltyOf = new Float64Array(n);
  if (context.hasBye) {
    for (let i = 0; i < n; i++) {
      const bp = byePenalty(players[i], context.byeScore, round, settings);
      if (bp.forbidden) byeUpperTiers[i] = -1;
      else if (firstRound) byeUpperTiers[i] = firstRound.rank[i] === n - 1 ? 0 : 1;
      else {
        byePenaltyOf[i] = bp.penalty;
        byeUpperTiers[i] = settings.byeToLowestGroup && players[i].score !== context.lowestByeGroup ? 1 : 0;
      }
    }
  }

  const evaluate: RawEvaluator = (i, j, out, colours) => {
    out.reversedRound = 0;
    out.orient = 0;
    if (j === n) {
      out.upperTiers = byeUpperTiers[i];
      out.penalty = byePenaltyOf[i];
      return;
    }
    const meetings = meetingsOf(i, j);
    const iHadBlack = meetings & 255;
    const jHadBlack = (meetings >> 8) & 255;
    // orientation A: i Black; B: j Black
    const forbiddenIBlack = (iHadBlack > 0 && sameColourForbidden) || (jHadBlack > 0 && reversedForbidden);
    const forbiddenJBlack = (jHadBlack > 0 && sameColourForbidden) || (iHadBlack > 0 && reversedForbidden);
    if (forbiddenIBlack && forbiddenJBlack) {
      out.upperTiers = -1;
      out.penalty = 0;
      return;
    }
    if (firstRound) {
      // Round 1 (evalPair's first-round branch): fold by rank, same country as tier 1.
      const d = Math.abs(firstRound.rank[i] - firstRound.rank[j]) - firstRound.half;
      out.penalty = d * d;
      out.upperTiers = firstRound.countryTier && country[i] >= 0 && country[i] === country[j] ? 1 : 0;
      out.orient = forbiddenIBlack ? 1 : forbiddenJBlack ? 0 : 2;
      return;
    }
    let base = floatPenalty(i, score[j], j);
    if (sameCountry !== 0 && country[i] >= 0 && country[i] === country[j]) base += sameCountry;
    const isRematch = iHadBlack + jHadBlack > 0;
    if (isRematch && meetings >> 16 === 1) base += immediateRematch;
    const penaltyIBlack =
      base +
      sameColourRematch * iHadBlack +
      reversedRematch * jHadBlack +
      blackColourPenalty[i] +
      whiteColourPenalty[j];
    const penaltyJBlack =
      base +
      sameColourRematch * jHadBlack +
      reversedRematch * iHadBlack +
      whiteColourPenalty[i] +
      blackColourPenalty[j];
    const rematchTier = settings.rematchLastResort && isRematch ? 1 : 0;
    const capBreaksIBlack = capBreakAsBlack[i] + capBreakAsWhite[j];
    const capBreaksJBlack = capBreakAsWhite[i] + capBreakAsBlack[j];
    let orient: 0 | 1 | 2;
    if (forbiddenIBlack) orient = 1;
    else if (forbiddenJBlack) orient = 0;
    else {
      const cmp = capBreaksIBlack - capBreaksJBlack || penaltyIBlack - penaltyJBlack;
      if (cmp < 0) orient = 0;
      else if (cmp > 0) orient = 1;
      else if (colours) {
        const r = reverseRoundSigned(players[i], players[j]);
        orient = r > 0 ? 0 : r < 0 ? 1 : 2;
        out.reversedRound = Math.abs(r);
      } else orient = 2; // same weight either way
    }
    out.penalty = orient === 1 ? penaltyJBlack : penaltyIBlack;
    out.upperTiers = rematchTier * 8 + (orient === 1 ? capBreaksJBlack : capBreaksIBlack);
    out.orient = orient;
  };

  // Lower bounds (PAPP rounds): the cheaper colour of each player (with its cap tier) plus the
  // float of the score gap with both players' best direction bonus; elitism only grows.
  const noNegative = score.every((x) => x >= 0);

  /**
   * Largest penalty and rule tier over the allowed pairs of a PAPP round without looking at every
   * pair: the pairs that met and the bye exactly; the rule tier of the others from four colour-cap
   * types; the penalty of the others block by block of two score runs, dearest blocks first, a
   * block skipped when its upper bound (float with both "same direction" extras, both players'
   * dearer colour, same country) cannot beat the maximum found so far.
   */
  const maxima = (): { maxPenalty: number; maxRuleTier: number } | null => {
    if (firstRound) return null;
    const out: RawEdge = { upperTiers: 0, penalty: 0, orient: 0, reversedRound: 0 };
    let maxPenalty = 0;
    let maxRuleTier = 0;
    const take = (): void => {
      if (out.upperTiers < 0) return;
      if (out.penalty > maxPenalty) maxPenalty = out.penalty;
      if ((out.upperTiers & 7) > maxRuleTier) maxRuleTier = out.upperTiers & 7;
    };
    // pairs that met, counted per pair of cap types (vb·2 + vw)
    const type = (i: number): number => capBreakAsBlack[i] * 2 + capBreakAsWhite[i];
    const metByType = new Float64Array(16);
    for (const k of metPairs.keys()) {
      const lo = Math.floor(k / n);
      const hi = k % n;
      evaluate(lo, hi, out, false);
      take();
      metByType[Math.min(type(lo), type(hi)) * 4 + Math.max(type(lo), type(hi))]++;
    }
    if (context.hasBye) {
      for (let i = 0; i < n; i++) {
        evaluate(i, n, out, false);
        take();
      }
    }
    // the rule tier of the pairs that never met: min over the two colourings of the cap violations
    const typeCount = new Float64Array(4);
    for (let i = 0; i < n; i++) typeCount[type(i)]++;
    for (let a = 0; a < 4; a++) {
      for (let b = a; b < 4; b++) {
        const all = a === b ? (typeCount[a] * (typeCount[a] - 1)) / 2 : typeCount[a] * typeCount[b];
        if (all - metByType[a * 4 + b] <= 0) continue;
        const ruleTier = Math.min((a >> 1) + (b & 1), (a & 1) + (b >> 1));
        if (ruleTier > maxRuleTier) maxRuleTier = ruleTier;
      }
    }
    // the penalty of every pair, block by block of score runs, dearest upper bound first
    const runs: { start: number; end: number; score: number; hi: number }[] = [];
    for (let v = 0; v < n; v++) {
      const hi = Math.max(blackColourPenalty[v], whiteColourPenalty[v]);
      const last = runs[runs.length - 1];
      if (last && last.score === score[v] && last.end === v) {
        last.end = v + 1;
        last.hi = Math.max(last.hi, hi);
      } else runs.push({ start: v, end: v + 1, score: score[v], hi });
    }
    const extra = Math.max(0, sameCountry);
    const blocks: { a: number; b: number; ub: number }[] = [];
    for (let a = 0; a < runs.length; a++) {
      for (let b = a; b < runs.length; b++) {
        const ra = runs[a];
        const rb = runs[b];
        const fl =
          ra.score === rb.score
            ? 0
            : floatTableAt(ra.score, rb.score) + 2 * sameDirection + elitism(ra.score, rb.score);
        blocks.push({ a, b, ub: fl + ra.hi + rb.hi + extra });
      }
    }
    blocks.sort((x, y) => y.ub - x.ub);
    for (const bl of blocks) {
      if (bl.ub <= maxPenalty) break;
      const ra = runs[bl.a];
      const rb = runs[bl.b];
      for (let i = ra.start; i < ra.end; i++) {
        for (let j = Math.max(rb.start, i + 1); j < rb.end; j++) {
          evaluate(i, j, out, false);
          take();
        }
      }
    }
    return { maxPenalty, maxRuleTier };
  };

  return {
    evaluate,
    maxima,
    bounds(ruleUnit: number): EdgeTable["bounds"] {
      if (firstRound) return null;
      const black = new Float64Array(n);
      const white = new Float64Array(n);
      const low = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        black[i] = capBreakAsBlack[i] * ruleUnit + blackColourPenalty[i];
        white[i] = capBreakAsWhite[i] * ruleUnit + whiteColourPenalty[i];
        low[i] = Math.min(black[i], white[i]);
      }
      return { black, white, low };
    },
    floatLow(si: number, sj: number): number {
      if (si === sj) return 0;
      return floatTableAt(si, sj) - 2 * oppositeDirection + (noNegative ? elitism(si, sj) : 0);
    },
  };
}
