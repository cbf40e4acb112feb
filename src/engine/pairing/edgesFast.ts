/** The fast evaluator of a round's edges (PAPP rounds and round 1) and its lower bounds. */

import { reverseRoundSigned } from "./colours";
import { EdgeTable, RawEdge, RawEvaluator } from "./edges";
import { byePenalty } from "./penalties";
import type { Ctx } from "./prepare";

/**
 * The same numbers as `evalPair` (penalties.ts `gamePenalty`/`byePenalty`, tiers, colour rule),
 * computed from flat per-vertex arrays without allocating, for PAPP rounds and round 1. Equality
 * with `evalPair` is checked by a property test (swiss.property.test.ts, `__edgeTablesForTest`).
 * Also the lower bounds of `EdgeTable.low` / `floatLow` for PAPP rounds.
 */
export function fastEvaluator(
  ctx: Ctx,
): {
  raw: RawEvaluator;
  bounds(W1: number): EdgeTable["bounds"];
  floatLow(si: number, sj: number): number;
  maxima(): { maxT0: number; maxT1: number } | null;
} {
  const s = ctx.settings;
  const P = ctx.players;
  const n = P.length;
  const round = ctx.round;
  const fr = ctx.firstRound;
  const score = new Float64Array(n);
  const cd = new Int32Array(n);
  const lastCol = new Uint8Array(n);
  const lfSign = new Int8Array(n);
  const compOk = new Uint8Array(n);
  const country = new Int32Array(n);
  const countries = new Map<string, number>();
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const p = P[i];
    index.set(p.id, i);
    score[i] = p.score;
    cd[i] = p.colourDiff;
    lastCol[i] = p.lastColour;
    lfSign[i] = Math.sign(p.lastFloat);
    compOk[i] =
      !s.floatCompensationNeedsResult ||
      (round > 2 && ((p.lastFloat < 0 && p.prevResult === 0) || (p.lastFloat > 0 && p.prevResult === 2)))
        ? 1
        : 0;
    // As penalties.ts countryPenalty: no country, no penalty; else compared trimmed, case-blind.
    if (!p.country) country[i] = -1;
    else {
      const c = p.country.trim().toUpperCase();
      if (!countries.has(c)) countries.set(c, countries.size);
      country[i] = countries.get(c)!;
    }
  }
  // Earlier games between two players, per player (compressed rows): the partner, and packed
  // (games this player had Black) | (games the partner had Black) << 8 | (met last round) << 16.
  const pairs = new Map<number, number>(); // lo·n + hi → (lo had Black) | (hi had Black) << 8 | last << 16
  for (const [key, rounds] of ctx.hist.meetingRounds()) {
    const bi = index.get(key[0]);
    const wi = index.get(key[1]);
    if (bi === undefined || wi === undefined) continue;
    const lo = Math.min(bi, wi);
    const k = lo * n + Math.max(bi, wi);
    let v = pairs.get(k) ?? 0;
    const shift = bi === lo ? 0 : 8;
    v = (v & ~(255 << shift)) | (Math.min(255, ((v >> shift) & 255) + rounds.length) << shift);
    if (rounds.includes(round - 1)) v |= 1 << 16;
    pairs.set(k, v);
  }
  const metStart = new Int32Array(n + 1);
  for (const k of pairs.keys()) {
    metStart[Math.floor(k / n) + 1]++;
    metStart[(k % n) + 1]++;
  }
  for (let i = 0; i < n; i++) metStart[i + 1] += metStart[i];
  const metTo = new Int32Array(metStart[n]);
  const metVal = new Int32Array(metStart[n]);
  const fillAt = metStart.slice(0, n);
  for (const [k, v] of pairs) {
    const lo = Math.floor(k / n);
    const hi = k % n;
    metTo[fillAt[lo]] = hi;
    metVal[fillAt[lo]++] = v;
    metTo[fillAt[hi]] = lo;
    metVal[fillAt[hi]++] = ((v >> 8) & 255) | ((v & 255) << 8) | (v & (1 << 16));
  }
  // Meetings of the current row's player with everyone (rows are scanned one player at a time).
  const mark = new Int32Array(n);
  let anchor = -1;
  const setAnchor = (a: number): void => {
    if (anchor >= 0) for (let q = metStart[anchor]; q < metStart[anchor + 1]; q++) mark[metTo[q]] = 0;
    anchor = a;
    for (let q = metStart[a]; q < metStart[a + 1]; q++) mark[metTo[q]] = metVal[q] + 1;
  };
  /** Meetings of {i < j}: (i had Black) | (j had Black) << 8 | (last round) << 16. */
  const metOf = (i: number, j: number): number => {
    if (metTo.length === 0) return 0;
    if (anchor !== i && anchor !== j) setAnchor(i);
    if (anchor === i) return mark[j] === 0 ? 0 : mark[j] - 1;
    if (mark[i] === 0) return 0;
    const v = mark[i] - 1;
    return ((v >> 8) & 255) | ((v & 255) << 8) | (v & (1 << 16));
  };

  const colTab = s.colourImbalance;
  const colLast = colTab.length - 1;
  const fTab = s.float;
  const fLast = fTab.length - 1;
  const elit = s.elitism.length > 0 ? s.elitism[Math.min(round - 1, s.elitism.length - 1)] : 0;
  const sameCountry = s.sameCountry[round - 1] ?? 0;
  const cap = s.maxColourImbalance;
  const rep = s.repeatedColour;
  const same = s.floatSameDirection;
  const opp = s.floatOppositeDirection;
  const sameForbidden = s.sameColourRematch === "forbidden";
  const revForbidden = s.reversedColourRematch === "forbidden";
  const samePen = sameForbidden ? 0 : (s.sameColourRematch as number);
  const revPen = revForbidden ? 0 : (s.reversedColourRematch as number);
  const colPen = (i: number, black: boolean): number => {
    const after = Math.abs(cd[i] + (black ? 1 : -1));
    return colTab[after < colLast ? after : colLast] + (lastCol[i] === (black ? 1 : 2) ? rep : 0);
  };
  const floatPen = (i: number, sj: number, j: number): number => {
    const si = score[i];
    const f = si - sj;
    if (f === 0) return 0;
    const af = Math.abs(f);
    let pen = fTab[af < fLast ? af : fLast];
    const dir = f > 0 ? 1 : -1;
    if (lfSign[i] === dir) pen += same;
    else if (lfSign[i] === -dir && compOk[i]) pen -= opp;
    if (j >= 0) {
      if (lfSign[j] === -dir) pen += same;
      else if (lfSign[j] === dir && compOk[j]) pen -= opp;
    }
    if (elit !== 0 && si >= 0 && sj >= 0) pen += Math.floor((elit * (si + sj) * af) / 2);
    return pen;
  };
  const cb = new Float64Array(n);
  const cw = new Float64Array(n);
  const vb = new Uint8Array(n);
  const vw = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    cb[i] = colPen(i, true);
    cw[i] = colPen(i, false);
    vb[i] = cap !== null && Math.abs(cd[i] + 1) > cap ? 1 : 0;
    vw[i] = cap !== null && Math.abs(cd[i] - 1) > cap ? 1 : 0;
  }
  // The bye edges, once: t12 (−1 forbidden) and t0 per player.
  const byeT12 = new Int8Array(n);
  const byeT0 = new Float64Array(n);
  if (ctx.hasBye) {
    for (let i = 0; i < n; i++) {
      const bp = byePenalty(P[i], ctx.byeScore, round, s);
      if (bp.forbidden) byeT12[i] = -1;
      else if (fr) byeT12[i] = fr.rank[i] === n - 1 ? 0 : 1;
      else {
        byeT0[i] = bp.penalty;
        byeT12[i] = s.byeToLowestGroup && P[i].score !== ctx.lowestByeGroup ? 1 : 0;
      }
    }
  }

  const raw: RawEvaluator = (i, j, out, colours) => {
    out.ruleRound = 0;
    out.orient = 0;
    if (j === n) {
      out.t12 = byeT12[i];
      out.t0 = byeT0[i];
      return;
    }
    const met = metOf(i, j);
    const ab = met & 255;
    const ba = (met >> 8) & 255;
    // orientation A: i Black; B: j Black
    const forbA = (ab > 0 && sameForbidden) || (ba > 0 && revForbidden);
    const forbB = (ba > 0 && sameForbidden) || (ab > 0 && revForbidden);
    if (forbA && forbB) {
      out.t12 = -1;
      out.t0 = 0;
      return;
    }
    if (fr) {
      // Round 1 (evalPair's first-round branch): fold by rank, same country as tier 1.
      const d = Math.abs(fr.rank[i] - fr.rank[j]) - fr.half;
      out.t0 = d * d;
      out.t12 = fr.countryTier && country[i] >= 0 && country[i] === country[j] ? 1 : 0;
      out.orient = forbA ? 1 : forbB ? 0 : 2;
      return;
    }
    let base = floatPen(i, score[j], j);
    if (sameCountry !== 0 && country[i] >= 0 && country[i] === country[j]) base += sameCountry;
    const isRematch = ab + ba > 0;
    if (isRematch && met >> 16 === 1) base += s.immediateRematch;
    const penA = base + samePen * ab + revPen * ba + cb[i] + cw[j];
    const penB = base + samePen * ba + revPen * ab + cw[i] + cb[j];
    const t2 = s.rematchLastResort && isRematch ? 1 : 0;
    const vA = vb[i] + vw[j];
    const vB = vw[i] + vb[j];
    let o: 0 | 1 | 2;
    if (forbA) o = 1;
    else if (forbB) o = 0;
    else {
      const cmp = vA - vB || penA - penB;
      if (cmp < 0) o = 0;
      else if (cmp > 0) o = 1;
      else if (colours) {
        const r = reverseRoundSigned(P[i], P[j]);
        o = r > 0 ? 0 : r < 0 ? 1 : 2;
        out.ruleRound = Math.abs(r);
      } else o = 2; // same weight either way

    }
    out.t0 = o === 1 ? penB : penA;
    out.t12 = t2 * 8 + (o === 1 ? vB : vA);
    out.orient = o;
  };

  // Lower bounds (PAPP rounds): the cheaper colour of each player (with its cap tier) plus the
  // float of the score gap with both players' best direction bonus; elitism only grows.
  const noNegative = score.every((x) => x >= 0);
  const elitism = (si: number, sj: number): number =>
    elit !== 0 && si >= 0 && sj >= 0 ? Math.floor((elit * (si + sj) * Math.abs(si - sj)) / 2) : 0;
  const floatTab = (si: number, sj: number): number => {
    const af = Math.abs(si - sj);
    return fTab[af < fLast ? af : fLast];
  };

  /**
   * Largest t0 and t1 over the allowed pairs of a PAPP round without looking at every pair: the
   * pairs that met and the bye exactly; t1 of the others from four colour-cap types; t0 of the
   * others block by block of two score runs, dearest blocks first, a block skipped when its upper
   * bound (float with both "same direction" extras, both players' dearer colour, same country)
   * cannot beat the maximum found so far.
   */
  const maxima = (): { maxT0: number; maxT1: number } | null => {
    if (fr) return null;
    const out: RawEdge = { t12: 0, t0: 0, orient: 0, ruleRound: 0 };
    let maxT0 = 0;
    let maxT1 = 0;
    const take = (): void => {
      if (out.t12 < 0) return;
      if (out.t0 > maxT0) maxT0 = out.t0;
      if ((out.t12 & 7) > maxT1) maxT1 = out.t12 & 7;
    };
    // pairs that met, counted per pair of cap types (vb·2 + vw)
    const type = (i: number): number => vb[i] * 2 + vw[i];
    const metByType = new Float64Array(16);
    for (const k of pairs.keys()) {
      const lo = Math.floor(k / n);
      const hi = k % n;
      raw(lo, hi, out, false);
      take();
      metByType[Math.min(type(lo), type(hi)) * 4 + Math.max(type(lo), type(hi))]++;
    }
    if (ctx.hasBye) {
      for (let i = 0; i < n; i++) {
        raw(i, n, out, false);
        take();
      }
    }
    // t1 of the pairs that never met: min over the two colourings of the cap violations
    const typeCount = new Float64Array(4);
    for (let i = 0; i < n; i++) typeCount[type(i)]++;
    for (let a = 0; a < 4; a++) {
      for (let b = a; b < 4; b++) {
        const all = a === b ? (typeCount[a] * (typeCount[a] - 1)) / 2 : typeCount[a] * typeCount[b];
        if (all - metByType[a * 4 + b] <= 0) continue;
        const t1 = Math.min((a >> 1) + (b & 1), (a & 1) + (b >> 1));
        if (t1 > maxT1) maxT1 = t1;
      }
    }
    // t0 of every pair, block by block of score runs, dearest upper bound first
    const runs: { start: number; end: number; score: number; hi: number }[] = [];
    for (let v = 0; v < n; v++) {
      const hi = Math.max(cb[v], cw[v]);
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
        const fl = ra.score === rb.score ? 0 : floatTab(ra.score, rb.score) + 2 * same + elitism(ra.score, rb.score);
        blocks.push({ a, b, ub: fl + ra.hi + rb.hi + extra });
      }
    }
    blocks.sort((x, y) => y.ub - x.ub);
    for (const bl of blocks) {
      if (bl.ub <= maxT0) break;
      const ra = runs[bl.a];
      const rb = runs[bl.b];
      for (let i = ra.start; i < ra.end; i++) {
        for (let j = Math.max(rb.start, i + 1); j < rb.end; j++) {
          raw(i, j, out, false);
          take();
        }
      }
    }
    return { maxT0, maxT1 };
  };

  return {
    raw,
    maxima,
    bounds(W1: number): EdgeTable["bounds"] {
      if (fr) return null;
      const black = new Float64Array(n);
      const white = new Float64Array(n);
      const low = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        black[i] = vb[i] * W1 + cb[i];
        white[i] = vw[i] * W1 + cw[i];
        low[i] = Math.min(black[i], white[i]);
      }
      return { black, white, low };
    },
    floatLow(si: number, sj: number): number {
      if (si === sj) return 0;
      return floatTab(si, sj) - 2 * opp + (noNegative ? elitism(si, sj) : 0);
    },
  };
}
