/**
 * Swiss pairing the World Othello Championship way (PAPP, domain.md §4): the whole round is one
 * minimum-penalty perfect matching over the present players, plus a BYE vertex when the field is
 * odd. Penalties and their defaults live in penalties.ts; the matching in matching.ts.
 *
 * Objective (lexicographic, highest first; "tiers" so each rule holds whenever it can):
 *   tier 2: number of rematches (only if settings.rematchLastResort),
 *   tier 1: players ending above settings.maxColourImbalance, + 1 if the bye is not in the lowest
 *           score group of the players without a bye (settings.byeToLowestGroup);
 *           in round 1 with foreignersMeetLocalsFirst: same-country pairs instead,
 *   tier 0: the PAPP penalty sum.
 * Each tier's unit exceeds the largest possible sum of the tiers below, so the combined integer
 * weight orders matchings exactly like the tuple. Per-edge weights stay below ~1e13 for 2,000
 * players (well inside matching.ts's 2^50 limit; PAPP penalties per game are ≤ ~1e7).
 *
 * Large fields (more than DENSE_LIMIT vertices): a sparse graph of each player's K cheapest
 * partners is solved first; the matching's dual solution is then checked against EVERY allowed
 * pair (matching.ts `slackOf`); pairs with negative slack are added and the graph re-solved. When
 * no pair violates the duals the sparse optimum is provably optimal for the full graph, so the
 * result is exactly the dense optimum's value. If the sparse graph has no perfect matching, or
 * after MAX_CERTIFICATE_ROUNDS, the dense graph is solved.
 *
 * Deterministic: players are ordered by score, rating, id; ties between equally good matchings
 * are broken by that order; the first-round random draw uses a seeded PRNG whose seed is returned.
 */

import { Tournament } from "../model";
import { isWithdrawnAt, lastRound, TournamentDataError } from "../scoring";
import { colourDue, ColourReason, reverseLastDifferentRound } from "./colours";
import { pairingHistory, PairingHistory } from "./history";
import {
  MAX_SAFE_EDGE_WEIGHT,
  maxWeightMatching,
  minCostPerfectMatchingWithDuals,
  WeightedEdge,
  MatchingResult,
} from "./matching";
import {
  byePenalty,
  gamePenalty,
  PairingSettings,
  PlayerState,
  resolveSettings,
  validateSettings,
} from "./penalties";
import { mulberry32 } from "../random";

/** A pair fixed by the tournament director before the automatic pairing (white null = a bye). */
export interface FixedPair {
  black: string;
  white: string | null;
}

export interface PairingOptions {
  /** Round to pair (1-based). Default: one after the last round with games. */
  round?: number;
  /** Changes to the WOC (PAPP default) settings. */
  settings?: Partial<PairingSettings>;
  /** Players absent this round (not withdrawn: they may come back). */
  absent?: readonly string[];
  /** Pairs made by hand: kept as given, the rest is completed around them. */
  fixedPairs?: readonly FixedPair[];
  /** Round 1 (or any round before which nobody has played): "rating" (default) or "random". */
  firstRound?: "rating" | "random";
  /** Seed of the round-1 random draw (default: derived from the player ids; always returned). */
  seed?: number;
  /** Round 1: avoid same-country pairs whenever possible, so foreigners meet locals first. */
  foreignersMeetLocalsFirst?: boolean;
  /** Force the dense graph (for tests and benchmarks); default: automatic. */
  dense?: boolean;
}

export type PairReason =
  | { kind: "fixed" }
  | { kind: "first-round"; method: "rating" | "random"; seed?: number }
  | { kind: "float"; up: string; down: string; upScore: number; downScore: number; gap: number }
  | {
      kind: "colour";
      player: string;
      got: "black" | "white";
      due: "black" | "white" | null;
      why: string;
      rule: ColourReason;
    }
  | { kind: "colour-imbalance"; player: string; imbalance: number }
  | { kind: "rematch"; rounds: number[]; reversedColours: boolean; forced: boolean }
  | { kind: "same-country"; country: string }
  | { kind: "bye"; player: string; score: number; reason: "lowest-group" | "fixed" | "forced" };

export interface Pairing {
  /** Board number, 1 = top (highest scores); the bye comes last. */
  table: number;
  black: string;
  /** null = the bye. */
  white: string | null;
  /** PAPP penalty of this game as played with these colours (m[black][white]). */
  penalty: number;
  reasons: PairReason[];
  /** The reasons in plain English. */
  explanation: string;
}

export interface PairingStats {
  /** Vertices of the matching (players not in fixed pairs, plus the BYE vertex). */
  vertices: number;
  /** Edges given to the final matching run. */
  edges: number;
  /** True when the full graph was solved. */
  dense: boolean;
  /** Number of sparse re-solves after the dual check (0 = dense or first sparse run optimal). */
  certificateRounds: number;
}

export interface PairingSuccess {
  ok: true;
  round: number;
  pairs: Pairing[];
  /** Sum of the PAPP penalties of all pairs (tier 0). */
  totalPenalty: number;
  /** Number of rematches, players above the colour cap, and whether the bye left the lowest group. */
  tiers: { rematches: number; colourCapViolations: number; byeAboveLowestGroup: boolean };
  method: "papp" | "rating" | "random";
  /** The seed used for a random first round. */
  seed?: number;
  stats: PairingStats;
}

export interface PairingFailure {
  ok: false;
  round: number;
  error: {
    code: "NO_COMPLETE_ROUND" | "INVALID_FIXED_PAIR" | "INVALID_SETTINGS" | "INVALID_DATA" | "NOBODY_TO_PAIR";
    message: string;
    /** Players who cannot be given an opponent under the current rules. */
    blockingPlayers: string[];
    /** Settings that would allow a complete round, each tried on this round. */
    wouldAllow: { setting: keyof PairingSettings; value: unknown; description: string }[];
    details: string[];
  };
}

export type PairingResult = PairingSuccess | PairingFailure;

/** Above this many vertices the sparse graph with dual certificate is used. */
export const DENSE_LIMIT = 120;
/** Cheapest partners per vertex in the sparse graph. */
export const SPARSE_K = 14;
/** Cheapest partners from another score group per vertex in the sparse graph. */
export const SPARSE_KF = 6;
/** Nearest vertices in the standings always kept in the sparse graph (each side). */
export const SPARSE_BAND = 6;
const MAX_CERTIFICATE_ROUNDS = 6;

/** Internal vertex: a player (index into `players`) or the BYE. */
interface Ctx {
  round: number;
  settings: PairingSettings;
  hist: PairingHistory;
  /** Players to match, in vertex order. */
  players: PlayerState[];
  hasBye: boolean;
  /** Bye vertex score (PAPP: half a point below the lowest present score). */
  byeScore: number;
  /** Lowest score among players eligible for a bye. */
  lowestByeGroup: number;
  firstRound: null | { method: "rating" | "random"; rank: number[]; half: number; countryTier: boolean };
}

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

function evalPair(ctx: Ctx, i: number, j: number): EdgeEval {
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

/** The tiered weights would leave the exact-integer range of matching.ts. */
class TooLargeError extends Error {}

/** Triangular index of the unordered pair i < j among nv vertices. */
function pairIndex(i: number, j: number, nv: number): number {
  return i * nv - (i * (i + 1)) / 2 + (j - i - 1);
}

interface EdgeTable {
  nv: number;
  /** Combined tiered weight per pair, or -1 when forbidden. */
  weight: Float64Array;
  orient: Uint8Array;
  t0: Float64Array;
  rule: (ColourReason | undefined)[];
  /** Score of each vertex (the BYE: its virtual score), to tell floats from same-group games. */
  score: Float64Array;
}

function buildEdgeTable(ctx: Ctx, fast = true): EdgeTable {
  const nv = ctx.players.length + (ctx.hasBye ? 1 : 0);
  const np = (nv * (nv - 1)) / 2;
  const t0 = new Float64Array(np);
  const t12 = new Int16Array(np); // t2 * 8 + t1, -1 forbidden
  const orient = new Uint8Array(np);
  const rule: (ColourReason | undefined)[] = new Array(np);
  if (fast && ctx.firstRound === null) {
    fillPappFast(ctx, nv, t0, t12, orient, rule);
  } else {
    for (let i = 0; i < nv; i++) {
      for (let j = i + 1; j < nv; j++) {
        const k = pairIndex(i, j, nv);
        const e = evalPair(ctx, i, j);
        if (e.forbidden) {
          t12[k] = -1;
          continue;
        }
        t0[k] = e.t0;
        t12[k] = e.t2 * 8 + e.t1;
        orient[k] = e.orient;
        if (e.colourRule.kind !== "penalty") rule[k] = e.colourRule;
      }
    }
  }
  let maxT0 = 0;
  let maxT1 = 0;
  for (let k = 0; k < np; k++) {
    if (t12[k] < 0) continue;
    if (t0[k] > maxT0) maxT0 = t0[k];
    if ((t12[k] & 7) > maxT1) maxT1 = t12[k] & 7;
  }
  // Tier units: W1 > (nv/2)·maxT0, W2 > (nv/2)·(maxT1·W1 + maxT0).
  const half = Math.ceil(nv / 2);
  const W1 = half * maxT0 + 1;
  const W2 = half * (maxT1 * W1 + maxT0) + 1;
  if (W2 + 2 * W1 + maxT0 > MAX_SAFE_EDGE_WEIGHT / 4) {
    throw new TooLargeError(
      `The penalties are too large to pair ${nv} players exactly (largest game penalty ${maxT0}); lower the rematch and float penalties.`,
    );
  }
  const weight = new Float64Array(np);
  for (let k = 0; k < np; k++) {
    if (t12[k] < 0) weight[k] = -1;
    else weight[k] = (t12[k] >> 3) * W2 + (t12[k] & 7) * W1 + t0[k];
  }
  const score = new Float64Array(nv);
  ctx.players.forEach((p, i) => (score[i] = p.score));
  if (ctx.hasBye) score[nv - 1] = ctx.byeScore;
  return { nv, weight, orient, t0, rule, score };
}

/**
 * The same numbers as `evalPair` (penalties.ts `gamePenalty`/`byePenalty`, tiers, colour rule) for
 * a PAPP round, computed from flat per-vertex arrays without allocating: O(n²) with a small
 * constant, so 2,000 players take tens of milliseconds. Equality with `evalPair` is checked by a
 * property test (swiss.property.test.ts).
 */
function fillPappFast(
  ctx: Ctx,
  nv: number,
  t0: Float64Array,
  t12: Int16Array,
  orient: Uint8Array,
  rule: (ColourReason | undefined)[],
): void {
  const s = ctx.settings;
  const P = ctx.players;
  const n = P.length;
  const round = ctx.round;
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
    const c = p.country ? p.country.trim().toUpperCase() : "";
    if (c === "") country[i] = -1;
    else {
      if (!countries.has(c)) countries.set(c, countries.size);
      country[i] = countries.get(c)!;
    }
  }
  // Earlier games between vertices: per pair index, counts of "lower vertex had Black" (ab) and
  // "higher vertex had Black" (ba), and whether the last one was in the previous round.
  const np = (nv * (nv - 1)) / 2;
  const metAB = new Uint8Array(np);
  const metBA = new Uint8Array(np);
  const metLast = new Uint8Array(np);
  for (const [key, rounds] of ctx.hist.meetingRounds()) {
    const bi = index.get(key[0]);
    const wi = index.get(key[1]);
    if (bi === undefined || wi === undefined) continue;
    const i = Math.min(bi, wi);
    const j = Math.max(bi, wi);
    const k = pairIndex(i, j, nv);
    const m = bi === i ? metAB : metBA;
    m[k] = Math.min(255, m[k] + rounds.length);
    if (rounds.includes(round - 1)) metLast[k] = 1;
  }
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
  const byeScore = ctx.byeScore;
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
  for (let i = 0; i < n; i++) {
    const cbI = cb[i];
    const cwI = cw[i];
    const vbI = vb[i];
    const vwI = vw[i];
    const rowBase = pairIndex(i, i + 1, nv) - (i + 1);
    for (let j = i + 1; j < n; j++) {
      const k = rowBase + j;
      const ab = metAB[k];
      const ba = metBA[k];
      let base = floatPen(i, score[j], j);
      if (sameCountry !== 0 && country[i] >= 0 && country[i] === country[j]) base += sameCountry;
      const isRematch = ab + ba > 0;
      if (isRematch && metLast[k] === 1) base += s.immediateRematch;
      // orientation A: i Black; B: j Black
      let forbA = false;
      let forbB = false;
      let remA = 0;
      let remB = 0;
      if (ab > 0) {
        if (s.sameColourRematch === "forbidden") forbA = true;
        else remA += s.sameColourRematch * ab;
        if (s.reversedColourRematch === "forbidden") forbB = true;
        else remB += s.reversedColourRematch * ab;
      }
      if (ba > 0) {
        if (s.sameColourRematch === "forbidden") forbB = true;
        else remB += s.sameColourRematch * ba;
        if (s.reversedColourRematch === "forbidden") forbA = true;
        else remA += s.reversedColourRematch * ba;
      }
      if (forbA && forbB) {
        t12[k] = -1;
        continue;
      }
      const penA = base + remA + cbI + cw[j];
      const penB = base + remB + cwI + cb[j];
      const t2 = s.rematchLastResort && isRematch ? 1 : 0;
      const vA = vbI + vw[j];
      const vB = vwI + vb[j];
      let o: 0 | 1 | 2;
      if (forbA) o = 1;
      else if (forbB) o = 0;
      else {
        const cmp = vA - vB || penA - penB;
        if (cmp < 0) o = 0;
        else if (cmp > 0) o = 1;
        else {
          const r = reverseLastDifferentRound(P[i], P[j]);
          o = r.sign === 1 ? 0 : r.sign === -1 ? 1 : 2;
          if (r.sign !== 0) rule[k] = { kind: "reverse-round", round: r.round };
        }
      }
      t0[k] = o === 1 ? penB : penA;
      t12[k] = t2 * 8 + (o === 1 ? vB : vA);
      orient[k] = o;
    }
  }
  if (ctx.hasBye) {
    for (let i = 0; i < n; i++) {
      const k = pairIndex(i, n, nv);
      const p = P[i];
      const bp = byePenalty(p, byeScore, round, s);
      if (bp.forbidden) {
        t12[k] = -1;
        continue;
      }
      t0[k] = bp.penalty;
      t12[k] = s.byeToLowestGroup && p.score !== ctx.lowestByeGroup ? 1 : 0;
      orient[k] = 0;
    }
  }
}

/** @internal Test hook: the fast and the reference edge tables of a round (null if not a PAPP round). */
export function __edgeTablesForTest(
  t: Tournament,
  options: PairingOptions,
): { fast: { weight: Float64Array; orient: Uint8Array; t0: Float64Array }; slow: { weight: Float64Array; orient: Uint8Array; t0: Float64Array } } | null {
  const prep = prepare(t, options);
  if ("ok" in prep || prep.ctx.firstRound !== null) return null;
  return { fast: buildEdgeTable(prep.ctx, true), slow: buildEdgeTable(prep.ctx, false) };
}

function solveDense(tab: EdgeTable): Int32Array | null {
  const edges: WeightedEdge[] = [];
  const { nv, weight } = tab;
  for (let i = 0; i < nv; i++) {
    for (let j = i + 1; j < nv; j++) {
      const w = weight[pairIndex(i, j, nv)];
      if (w >= 0) edges.push({ u: i, v: j, weight: w });
    }
  }
  const r = minCostPerfectMatchingWithDuals(nv, edges);
  return r === null ? null : r.mate;
}

/**
 * Keeps the `ws.length` cheapest candidates (w, j) in ascending order of w; among equal costs the one seen
 * first stays. Returns the new count.
 */
function keepCheapest(ws: Float64Array, js: Int32Array, count: number, w: number, j: number): number {
  const size = ws.length;
  if (size === 0 || (count === size && w >= ws[size - 1])) return count;
  let pos = count < size ? count++ : size - 1;
  while (pos > 0 && ws[pos - 1] > w) {
    ws[pos] = ws[pos - 1];
    js[pos] = js[pos - 1];
    pos--;
  }
  ws[pos] = w;
  js[pos] = j;
  return count;
}

/** The edge-table index of the pair {i, j} in either order. */
const pairIndexOf = (i: number, j: number, nv: number): number => (i < j ? pairIndex(i, j, nv) : pairIndex(j, i, nv));

/** Sparse solve with the dual certificate (see the module comment). */
function solveSparse(tab: EdgeTable, stats: PairingStats): Int32Array | null {
  const { nv, weight } = tab;
  const inGraph = new Uint8Array(weight.length);
  // K cheapest partners per vertex. Candidates are scanned outward from i in vertex order
  // (i+1, i−1, i+2, …) and only a strictly cheaper one displaces another, so among equal costs the
  // nearest in the standings win: a band around the diagonal, which (vertices being sorted by
  // score) almost always contains a perfect matching.
  const K = Math.min(SPARSE_K, nv - 1);
  const bestW = new Float64Array(K);
  const bestJ = new Int32Array(K);
  // A second short list per vertex: its cheapest partners from another score group (floats),
  // which the K cheapest overall (same group) rarely contain but the optimum often needs.
  const KF = Math.min(SPARSE_KF, nv - 1);
  const fW = new Float64Array(KF);
  const fJ = new Int32Array(KF);
  const score = tab.score;
  for (let i = 0; i < nv; i++) {
    let cnt = 0;
    let fcnt = 0;
    for (let step = 1; step < nv; step++) {
      const j = step & 1 ? i + ((step + 1) >> 1) : i - (step >> 1);
      if (j < 0 || j >= nv) {
        // past one end: keep scanning the other side only
        if (i + ((step + 1) >> 1) >= nv && i - (step >> 1) < 0) break;
        continue;
      }
      const w = weight[pairIndexOf(i, j, nv)];
      if (w < 0) continue;
      if (score[j] !== score[i]) fcnt = keepCheapest(fW, fJ, fcnt, w, j);
      cnt = keepCheapest(bestW, bestJ, cnt, w, j);
    }
    for (let q = 0; q < cnt; q++) inGraph[pairIndexOf(i, bestJ[q], nv)] = 1;
    for (let q = 0; q < fcnt; q++) inGraph[pairIndexOf(i, fJ[q], nv)] = 1;
    // Plus a band of the SPARSE_BAND nearest vertices in the standings whatever they cost: the K
    // cheapest alone can be one-sided (e.g. all of a group's "due white" players choosing the
    // "due black" ones) and then hold no perfect matching.
    for (let j = i + 1; j < nv && j <= i + SPARSE_BAND; j++) {
      const k = pairIndex(i, j, nv);
      if (weight[k] >= 0) inGraph[k] = 1;
    }
  }
  for (let round = 0; round <= MAX_CERTIFICATE_ROUNDS; round++) {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < nv; i++) {
      for (let j = i + 1; j < nv; j++) {
        const k = pairIndex(i, j, nv);
        if (inGraph[k]) edges.push({ u: i, v: j, weight: weight[k] });
      }
    }
    stats.edges = edges.length;
    const r = minCostPerfectMatchingWithDuals(nv, edges);
    if (r === null) return null;
    const added = certificateViolations(tab, inGraph, r.result, r.offset);
    if (added === 0) {
      stats.certificateRounds = round;
      return r.mate;
    }
  }
  return null;
}

/** Adds every allowed pair with negative slack to the graph; returns how many were added. */
function certificateViolations(tab: EdgeTable, inGraph: Uint8Array, res: MatchingResult, offset: number): number {
  const { nv, weight } = tab;
  const chains: (number[] | null)[] = new Array(nv).fill(null);
  for (let v = 0; v < nv; v++) {
    if (res.blossomParent[v] === -1) continue;
    const c: number[] = [];
    for (let b = res.blossomParent[v]; b !== -1; b = res.blossomParent[b]) c.push(b);
    chains[v] = c.reverse();
  }
  let added = 0;
  for (let i = 0; i < nv; i++) {
    const di = res.dual[i];
    const ci = chains[i];
    for (let j = i + 1; j < nv; j++) {
      const k = pairIndex(i, j, nv);
      if (inGraph[k] || weight[k] < 0) continue;
      let s = di + res.dual[j] - 2 * (offset - weight[k]);
      const cj = chains[j];
      if (ci !== null && cj !== null) {
        for (let t = 0; t < ci.length && t < cj.length && ci[t] === cj[t]; t++) s += 2 * res.dual[ci[t]];
      }
      if (s < 0) {
        inGraph[k] = 1;
        added++;
      }
    }
  }
  return added;
}

/** Does the allowed graph of `tab` have a perfect matching? Unmatched vertices when not. */
function unmatchable(tab: EdgeTable): number[] {
  const { nv, weight } = tab;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < nv; i++) {
    for (let j = i + 1; j < nv; j++) if (weight[pairIndex(i, j, nv)] >= 0) edges.push({ u: i, v: j, weight: 1 });
  }
  const r = maxWeightMatching(nv, edges, true);
  const out: number[] = [];
  for (let v = 0; v < nv; v++) if (r.mate[v] < 0) out.push(v);
  return out;
}

/** FNV-1a hash of a string, the default seed of a random first round. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function fail(
  round: number,
  code: PairingFailure["error"]["code"],
  message: string,
  extra: Partial<PairingFailure["error"]> = {},
): PairingFailure {
  return {
    ok: false,
    round,
    error: { code, message, blockingPlayers: [], wouldAllow: [], details: [], ...extra },
  };
}

/**
 * Pair one round. Never returns a partial round: either every present player is paired (or has
 * the bye) or a structured error says who blocks and which setting would allow a pairing.
 */
interface Prepared {
  ctx: Ctx;
  round: number;
  settings: PairingSettings;
  hist: PairingHistory;
  states: Map<string, PlayerState>;
  free: PlayerState[];
  fixed: readonly FixedPair[];
  method: "papp" | "rating" | "random";
  seed: number | undefined;
  rng: (() => number) | null;
  hasBye: boolean;
  lowestByeGroup: number;
  nv: number;
}

/** Everything before the matching: validation, present players, vertices, context. */
function prepare(t: Tournament, options: PairingOptions): Prepared | PairingFailure {
  const round = options.round ?? lastRound(t) + 1;
  if (!Number.isInteger(round) || round < 1) {
    return fail(NaN, "INVALID_DATA", `The round to pair must be a whole number ≥ 1, got ${String(options.round)}.`);
  }
  const settings = resolveSettings(options.settings);
  const problems = validateSettings(settings);
  if (problems.length > 0) {
    return fail(round, "INVALID_SETTINGS", `The pairing settings are not valid: ${problems[0]}`, { details: problems });
  }
  let hist: PairingHistory;
  try {
    hist = pairingHistory(t, round);
  } catch (e) {
    if (e instanceof TournamentDataError) return fail(round, "INVALID_DATA", e.message);
    throw e;
  }

  // Present players: not withdrawn, not marked absent (late entries simply have no history).
  const absent = new Set(options.absent ?? []);
  const known = new Set(t.players.map((p) => p.id));
  for (const id of absent) {
    if (!known.has(id)) return fail(round, "INVALID_DATA", `Absent player "${id}" is not in the player list; fix the id.`);
  }
  const present = t.players.filter((p) => !isWithdrawnAt(p, round) && !absent.has(p.id)).map((p) => p.id);
  const presentSet = new Set(present);
  if (present.length === 0) return fail(round, "NOBODY_TO_PAIR", `No player is present for round ${round}.`);

  // Fixed pairs from the director.
  const fixed = options.fixedPairs ?? [];
  const inFixed = new Set<string>();
  for (const fp of fixed) {
    for (const id of fp.white === null ? [fp.black] : [fp.black, fp.white]) {
      if (!presentSet.has(id)) {
        return fail(
          round,
          "INVALID_FIXED_PAIR",
          `Fixed pair ${fp.black} – ${fp.white ?? "bye"}: player "${id}" is ${known.has(id) ? "absent or withdrawn" : "not in the player list"} for round ${round}; remove the pair or fix the id.`,
          { blockingPlayers: [id] },
        );
      }
      if (inFixed.has(id)) {
        return fail(round, "INVALID_FIXED_PAIR", `Player "${id}" is in two fixed pairs; keep only one.`, {
          blockingPlayers: [id],
        });
      }
      inFixed.add(id);
    }
    if (fp.white === fp.black) {
      return fail(round, "INVALID_FIXED_PAIR", `Fixed pair: "${fp.black}" cannot play himself.`, { blockingPlayers: [fp.black] });
    }
  }

  const states = hist.states;
  const firstRound = present.every((id) => states.get(id)!.colours.every((c) => c === 0) && hist.histories.get(id)!.lastActiveRound === 0);
  const method: "papp" | "rating" | "random" = firstRound ? options.firstRound ?? "rating" : "papp";

  // Vertex order: score desc, rating desc, id (deterministic). Random first round: seeded shuffle.
  const free = present.filter((id) => !inFixed.has(id)).map((id) => states.get(id)!);
  free.sort(
    (a, b) =>
      b.score - a.score || (b.rating ?? -Infinity) - (a.rating ?? -Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  let seed: number | undefined;
  let rng: (() => number) | null = null;
  if (method === "random") {
    seed = options.seed ?? fnv1a(present.slice().sort().join("\u0000") + `#${round}`);
    rng = mulberry32(seed);
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      const tmp = free[i];
      free[i] = free[j];
      free[j] = tmp;
    }
  }
  const hasBye = free.length % 2 === 1;
  let minScore = Infinity;
  for (const id of present) minScore = Math.min(minScore, states.get(id)!.score);
  const eligible = free.filter((p) => p.byes === 0);
  const lowestByeGroup = Math.min(...(eligible.length > 0 ? eligible : free).map((p) => p.score));
  const nv = free.length + (hasBye ? 1 : 0);
  const ctx: Ctx = {
    round,
    settings,
    hist,
    players: free,
    hasBye,
    byeScore: minScore - 1,
    lowestByeGroup,
    firstRound:
      method === "papp"
        ? null
        : {
            method,
            rank: free.map((_, i) => i),
            // fold over the players without the bye: rank r meets rank r + half
            half: Math.floor(free.length / 2),
            countryTier: !!options.foreignersMeetLocalsFirst,
          },
  };
  return { ctx, round, settings, hist, states, free, fixed, method, seed, rng, hasBye, lowestByeGroup, nv };
}

export function pairRound(t: Tournament, options: PairingOptions = {}): PairingResult {
  const prep = prepare(t, options);
  if ("ok" in prep) return prep;
  const { ctx, round, settings, hist, states, free, fixed, method, seed, rng, hasBye, lowestByeGroup, nv } = prep;
  const stats: PairingStats = { vertices: nv, edges: 0, dense: true, certificateRounds: 0 };
  let tab: EdgeTable;
  try {
    tab = buildEdgeTable(ctx);
  } catch (e) {
    if (e instanceof TooLargeError) return fail(round, "INVALID_SETTINGS", e.message);
    throw e;
  }
  let mate: Int32Array | null = null;
  if (nv > 0) {
    if (!options.dense && nv > DENSE_LIMIT) {
      stats.dense = false;
      mate = solveSparse(tab, stats);
    }
    if (mate === null) {
      stats.dense = true;
      stats.edges = 0;
      for (let k = 0; k < tab.weight.length; k++) if (tab.weight[k] >= 0) stats.edges++;
      mate = solveDense(tab);
    }
  } else mate = new Int32Array(0);

  if (mate === null) return diagnose(t, options, round, ctx, tab);

  // Assemble pairs: matched vertices, then fixed pairs.
  type Raw = { a: PlayerState; b: PlayerState | null; orient: 0 | 1 | 2; rule?: ColourReason; penalty: number; fixed: boolean };
  const raws: Raw[] = [];
  for (let i = 0; i < nv; i++) {
    const j = mate[i];
    if (j < i) continue;
    const k = pairIndex(i, j, nv);
    const isBye = hasBye && j === free.length;
    raws.push({
      a: free[i],
      b: isBye ? null : free[j],
      orient: isBye ? 0 : (tab.orient[k] as 0 | 1 | 2),
      rule: tab.rule[k],
      penalty: 0,
      fixed: false,
    });
  }
  for (const fp of fixed) {
    raws.push({ a: states.get(fp.black)!, b: fp.white === null ? null : states.get(fp.white)!, orient: 0, penalty: 0, fixed: true });
  }
  // Boards from the top: higher scores first, bye last; ties by the vertex order.
  const orderOf = new Map<string, number>();
  free.forEach((p, i) => orderOf.set(p.id, i));
  const key = (r: Raw): [number, number, number] => {
    const hi = r.b === null ? r.a.score : Math.max(r.a.score, r.b.score);
    const lo = r.b === null ? r.a.score : Math.min(r.a.score, r.b.score);
    const ord = Math.min(orderOf.get(r.a.id) ?? -1, r.b ? orderOf.get(r.b.id) ?? -1 : Infinity);
    return [hi, lo, ord];
  };
  raws.sort((x, y) => {
    if ((x.b === null) !== (y.b === null)) return x.b === null ? 1 : -1;
    const kx = key(x);
    const ky = key(y);
    return ky[0] - kx[0] || ky[1] - kx[1] || kx[2] - ky[2];
  });

  const pairs: Pairing[] = [];
  let total = 0;
  let rematches = 0;
  let capViolations = 0;
  let byeAbove = false;
  raws.forEach((r, idx) => {
    const table = idx + 1;
    const reasons: PairReason[] = [];
    if (r.fixed) reasons.push({ kind: "fixed" });
    if (method !== "papp" && !r.fixed) reasons.push({ kind: "first-round", method, seed });
    if (r.b === null) {
      const bp = byePenalty(r.a, ctx.byeScore, round, settings);
      total += bp.penalty;
      const lowest = r.a.score === lowestByeGroup;
      if (!lowest && !r.fixed) byeAbove = true;
      reasons.push({ kind: "bye", player: r.a.id, score: r.a.score / 2, reason: r.fixed ? "fixed" : lowest ? "lowest-group" : "forced" });
      pairs.push({ table, black: r.a.id, white: null, penalty: bp.penalty, reasons, explanation: explain(r.a.id, null, reasons, table) });
      return;
    }
    let black: PlayerState;
    let white: PlayerState;
    let rule: ColourReason = r.rule ?? { kind: "penalty" };
    if (r.fixed) {
      black = r.a;
      white = r.b;
    } else {
      // a = the lower vertex index (placed higher), b = the other; orient 0 means a has Black.
      const hiP = r.a;
      const loP = r.b;
      if (r.orient === 0) {
        black = hiP;
        white = loP;
      } else if (r.orient === 1) {
        black = loP;
        white = hiP;
      } else if (rng !== null) {
        const coin = rng() < 0.5;
        black = coin ? hiP : loP;
        white = coin ? loP : hiP;
        rule = { kind: "table-parity", table };
      } else {
        black = table % 2 === 1 ? hiP : loP;
        white = table % 2 === 1 ? loP : hiP;
        rule = { kind: "table-parity", table };
      }
    }
    const met = hist.meetingsOf(black.id, white.id);
    const g = gamePenalty(black, white, met, ctx.byeScore, round, settings);
    const penalty = g.penalty;
    total += penalty;
    if (g.rematch) {
      rematches++;
      reasons.push({
        kind: "rematch",
        rounds: [...met.sameColour, ...met.reversed].sort((x, y) => x - y),
        reversedColours: met.sameColour.length === 0,
        forced: !r.fixed,
      });
    }
    if (black.score !== white.score) {
      const [up, down] = black.score < white.score ? [black, white] : [white, black];
      reasons.push({ kind: "float", up: up.id, down: down.id, upScore: up.score / 2, downScore: down.score / 2, gap: (down.score - up.score) / 2 });
    }
    if (rule.kind === "table-parity") {
      reasons.push({
        kind: "colour",
        player: black.id,
        got: "black",
        due: null,
        why: rng ? "drawn at random" : method === "papp" ? "same colours in every round so far, so table parity" : "table parity",
        rule,
      });
    } else if (method === "papp" || r.fixed) {
      for (const [p, got] of [
        [black, "black"],
        [white, "white"],
      ] as const) {
        const d = colourDue(p);
        reasons.push({ kind: "colour", player: p.id, got, due: d.due, why: d.why, rule: r.fixed ? { kind: "penalty" } : rule });
      }
    }
    if (settings.maxColourImbalance !== null) {
      for (const [p, after] of [
        [black, black.colourDiff + 1],
        [white, white.colourDiff - 1],
      ] as const) {
        if (Math.abs(after) > settings.maxColourImbalance) {
          capViolations++;
          reasons.push({ kind: "colour-imbalance", player: p.id, imbalance: after });
        }
      }
    }
    if (g.parts.country > 0 || (ctx.firstRound?.countryTier && black.country && black.country === white.country)) {
      reasons.push({ kind: "same-country", country: black.country ?? "" });
    }
    pairs.push({ table, black: black.id, white: white.id, penalty, reasons, explanation: explain(black.id, white.id, reasons, table) });
  });

  return {
    ok: true,
    round,
    pairs,
    totalPenalty: total,
    tiers: { rematches, colourCapViolations: capViolations, byeAboveLowestGroup: byeAbove },
    method,
    seed,
    stats,
  };
}

/** Plain-English explanation of a pair from its structured reasons. */
function explain(black: string, white: string | null, reasons: PairReason[], table: number): string {
  const parts: string[] = [white === null ? `Table ${table}: ${black} has the bye.` : `Table ${table}: ${black} (Black) vs ${white} (White).`];
  for (const r of reasons) {
    switch (r.kind) {
      case "fixed":
        parts.push("Paired by the director.");
        break;
      case "first-round":
        parts.push(r.method === "random" ? `First round drawn at random (seed ${r.seed}).` : "First round by rating: top half against bottom half.");
        break;
      case "float":
        parts.push(`${r.up} floats up ${r.gap} point${r.gap === 1 ? "" : "s"} (${r.upScore} vs ${r.downScore}).`);
        break;
      case "colour":
        if (r.rule.kind === "table-parity") parts.push(`${r.player} gets Black: ${r.why} (table ${r.rule.table}).`);
        else if (r.due !== null) {
          const ok = r.due === r.got;
          parts.push(`${r.player} ${ok ? "gets" : "does not get"} the ${r.due} due (${r.why})${r.rule.kind === "reverse-round" ? `; tie broken by reversing round ${r.rule.round}` : ""}.`);
        } else if (r.rule.kind === "reverse-round") {
          parts.push(`${r.player} gets ${r.got}: colours of round ${r.rule.round} reversed.`);
        }
        break;
      case "colour-imbalance":
        parts.push(`${r.player} ends with colour imbalance ${r.imbalance > 0 ? "+" : ""}${r.imbalance} (no pairing avoided it).`);
        break;
      case "rematch":
        parts.push(
          `Rematch of round${r.rounds.length > 1 ? "s" : ""} ${r.rounds.join(", ")}${r.reversedColours ? " with colours reversed" : ""}${r.forced ? ": no complete pairing without a rematch exists" : ""}.`,
        );
        break;
      case "same-country":
        parts.push(`Same country (${r.country}).`);
        break;
      case "bye":
        parts.push(
          r.reason === "fixed"
            ? "Bye given by the director."
            : r.reason === "lowest-group"
              ? `Lowest score group (${r.score} points), no earlier bye.`
              : `Bye above the lowest score group (${r.score} points): no complete pairing gave it lower.`,
        );
        break;
    }
  }
  return parts.join(" ");
}

/** No perfect matching: find the blocking players and the settings that would allow a round. */
function diagnose(t: Tournament, options: PairingOptions, round: number, ctx: Ctx, tab: EdgeTable): PairingFailure {
  const idOf = (v: number): string => (v === ctx.players.length ? "(bye)" : ctx.players[v].id);
  const blocking = unmatchable(tab).map(idOf);
  const wouldAllow: PairingFailure["error"]["wouldAllow"] = [];
  const s = ctx.settings;
  const tries: { setting: keyof PairingSettings; value: unknown; description: string }[] = [];
  if (s.reversedColourRematch === "forbidden") {
    tries.push({ setting: "reversedColourRematch", value: 5_000_000, description: "allow a rematch with colours reversed (PAPP: 5,000,000)" });
  }
  if (s.sameColourRematch === "forbidden") {
    tries.push({ setting: "sameColourRematch", value: 10_000_000, description: "allow a rematch with the same colours (penalty 10,000,000)" });
  }
  if (s.byeTwice === "forbidden") {
    tries.push({ setting: "byeTwice", value: 10_000_000, description: "allow a second bye for the same player (penalty 10,000,000)" });
  }
  for (const tr of tries) {
    const changed = { ...(options.settings ?? {}), [tr.setting]: tr.value } as Partial<PairingSettings>;
    const ctx2: Ctx = { ...ctx, settings: resolveSettings(changed) };
    try {
      if (unmatchable(buildEdgeTable(ctx2)).length === 0) wouldAllow.push(tr);
    } catch (e) {
      if (!(e instanceof TooLargeError)) throw e; // cannot tell for this setting
    }
  }
  const fixedNote = (options.fixedPairs ?? []).length > 0 ? " Removing or changing a fixed pair may also help." : "";
  const who = blocking.filter((x) => x !== "(bye)");
  const byeNote = blocking.includes("(bye)") ? " Every player who could take the bye already had one." : "";
  const allow = wouldAllow.length > 0 ? ` It would work if you ${wouldAllow.map((w) => w.description).join(", or ")}.` : "";
  void t;
  return fail(
    round,
    "NO_COMPLETE_ROUND",
    `No complete pairing exists for round ${round} under the current rules: ${who.length > 0 ? `no allowed opponent is left for ${who.join(", ")}` : "the bye cannot be given"}.${byeNote}${allow}${fixedNote}`,
    { blockingPlayers: who, wouldAllow },
  );
}

/** The PAPP penalty breakdown of a given round's pairing (e.g. PAPP's own), under `settings`. */
export interface PairingEvaluation {
  total: number;
  rematches: number;
  sameColourRematches: number;
  colourCapViolations: number;
  /** Largest score gap of a game, in points. */
  largestGap: number;
  /** Players meeting someone with a different score. */
  floaters: number;
  byeAboveLowestGroup: boolean;
}

/**
 * Score a complete round (black/white ids, white null = bye) with the same tables, from the true
 * history of rounds 1..round−1. Used to compare with PAPP's actual pairings.
 */
export function evaluatePairing(
  t: Tournament,
  round: number,
  pairs: readonly { black: string; white: string | null }[],
  settingsChanges?: Partial<PairingSettings>,
): PairingEvaluation {
  const s = resolveSettings(settingsChanges);
  const hist = pairingHistory(t, round);
  let minScore = Infinity;
  for (const p of pairs) {
    for (const id of p.white === null ? [p.black] : [p.black, p.white]) minScore = Math.min(minScore, hist.states.get(id)!.score);
  }
  const byeScore = minScore - 1;
  const eligible = pairs.flatMap((p) => (p.white === null ? [p.black] : [p.black, p.white])).map((id) => hist.states.get(id)!);
  const el = eligible.filter((p) => p.byes === 0);
  const lowest = Math.min(...(el.length > 0 ? el : eligible).map((p) => p.score));
  const ev: PairingEvaluation = { total: 0, rematches: 0, sameColourRematches: 0, colourCapViolations: 0, largestGap: 0, floaters: 0, byeAboveLowestGroup: false };
  for (const p of pairs) {
    const b = hist.states.get(p.black)!;
    if (p.white === null) {
      ev.total += byePenalty(b, byeScore, round, s).penalty;
      if (b.score !== lowest) ev.byeAboveLowestGroup = true;
      continue;
    }
    const w = hist.states.get(p.white)!;
    const met = hist.meetingsOf(b.id, w.id);
    const g = gamePenalty(b, w, met, byeScore, round, s);
    ev.total += g.penalty;
    if (g.rematch) ev.rematches++;
    if (met.sameColour.length > 0) ev.sameColourRematches++;
    ev.colourCapViolations += g.colourCapViolations;
    const gap = Math.abs(b.score - w.score) / 2;
    if (gap > 0) ev.floaters += 2;
    ev.largestGap = Math.max(ev.largestGap, gap);
  }
  return ev;
}
