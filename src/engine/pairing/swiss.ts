/**
 * Swiss pairing the World Othello Championship way (PAPP, domain.md §4): the whole round is one
 * minimum-penalty perfect matching over the present players, plus a BYE vertex when the field is
 * odd. Penalties and their defaults live in penalties.ts; the matching in matching.ts.
 *
 * Objective (lexicographic, highest first; "tiers" so each rule holds whenever it can):
 *   tier 2: number of rematches (only if settings.rematchLastResort),
 *   tier 1: players ending above settings.maxColourImbalance (when a cap is set; the WOC preset
 *           has none, as PAPP), + 1 if the bye is not in the lowest score group of the players
 *           without a bye (settings.byeToLowestGroup);
 *           in round 1 with foreignersMeetLocalsFirst: same-country pairs instead,
 *   tier 0: the PAPP penalty sum.
 * Each tier's unit exceeds the largest possible sum of the tiers below, so the combined integer
 * weight orders matchings exactly like the tuple. The units grow with the field and the largest
 * game penalty (~n²/4 · 1e7 with two tiers in use); above matching.ts's exact-integer limit the
 * round is refused at once with a message (INVALID_SETTINGS): with the WOC preset from about
 * 10,000 players in an odd field (the bye rule is a tier), with a colour cap from about 6,000.
 *
 * Large fields (more than DENSE_LIMIT vertices): a sparse graph of each player's K cheapest
 * partners is solved first; the matching's dual solution is then checked against every allowed
 * pair (matching.ts `slackFunction`); pairs with negative slack are added and the graph re-solved.
 * When no pair violates the duals the sparse optimum is provably optimal for the full graph, so
 * the result is exactly the dense optimum's value. If the sparse graph has no perfect matching, or
 * after MAX_CERTIFICATE_ROUNDS, the dense graph is solved (up to DENSE_FALLBACK_LIMIT vertices;
 * larger fields re-solve until the certificate holds). Edge weights are computed on demand, never
 * stored for all n² pairs: memory grows with the sparse graph.
 *
 * Deterministic: players are ordered by score, rating, id; ties between equally good matchings
 * are broken by that order; the first-round random draw uses a seeded PRNG whose seed is returned.
 */

import { Tournament } from "../model";
import { isWithdrawnAt, lastRound, TournamentDataError } from "../scoring";
import { colourDue, ColourReason, reverseLastDifferentRound, reverseRoundSigned } from "./colours";
import { pairingHistory, PairingHistory } from "./history";
import {
  MAX_SAFE_EDGE_WEIGHT,
  maxWeightMatching,
  minCostPerfectMatchingWithDuals,
  slackFunction,
  WeightedEdge,
  MatchingResult,
} from "./matching";
import {
  byePenalty,
  gamePenalty,
  PairingSettings,
  PlayerState,
  resolvePairingSettings as resolveSettings,
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
/**
 * Above this many vertices the dense graph (n² edges, O(n³) matching) is never built: the sparse
 * solve re-solves until its certificate holds.
 */
export const DENSE_FALLBACK_LIMIT = 3000;
/**
 * Most players one round pairs (refused at once above). 20,000 (round 11 of a generated event)
 * take about 5 minutes and 1.8 GB on a 2-core machine; bench/pairing-scale.ts measures it.
 */
export const MAX_PAIRING_PLAYERS = 20_000;

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

/** Triangular index of the unordered pair i < j among nv vertices (the test hook's dense layout). */
function pairIndex(i: number, j: number, nv: number): number {
  return i * nv - (i * (i + 1)) / 2 + (j - i - 1);
}

/** One unordered pair {i < j} as `evalPair` sees it, in flat fields (no allocation per pair). */
interface RawEdge {
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
interface EdgeTable {
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
type RawEvaluator = (i: number, j: number, out: RawEdge, colours: boolean) => void;

function buildEdgeTable(ctx: Ctx, fast = true): EdgeTable {
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

/**
 * The same numbers as `evalPair` (penalties.ts `gamePenalty`/`byePenalty`, tiers, colour rule),
 * computed from flat per-vertex arrays without allocating, for PAPP rounds and round 1. Equality
 * with `evalPair` is checked by a property test (swiss.property.test.ts, `__edgeTablesForTest`).
 * Also the lower bounds of `EdgeTable.low` / `floatLow` for PAPP rounds.
 */
function fastEvaluator(
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

/** @internal Test hook: the fast and the reference edge tables of a round, all pairs (null if it cannot be prepared). */
export function __edgeTablesForTest(
  t: Tournament,
  options: PairingOptions,
): { fast: { weight: Float64Array; orient: Uint8Array; t0: Float64Array }; slow: { weight: Float64Array; orient: Uint8Array; t0: Float64Array } } | null {
  const prep = prepare(t, options);
  if ("ok" in prep) return null;
  const dense = (tab: EdgeTable) => {
    const np = (tab.nv * (tab.nv - 1)) / 2;
    const out = { weight: new Float64Array(np), orient: new Uint8Array(np), t0: new Float64Array(np) };
    for (let i = 0; i < tab.nv; i++) {
      for (let j = i + 1; j < tab.nv; j++) {
        const k = pairIndex(i, j, tab.nv);
        out.weight[k] = tab.details(i, j);
        if (out.weight[k] < 0) continue;
        out.orient[k] = tab.edge.orient;
        out.t0[k] = tab.edge.t0;
      }
    }
    return out;
  };
  return { fast: dense(buildEdgeTable(prep.ctx, true)), slow: dense(buildEdgeTable(prep.ctx, false)) };
}

/** Every allowed pair of the round as an edge (dense graph: small fields only). */
function allEdges(tab: EdgeTable, unit: boolean): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < tab.nv; i++) {
    for (let j = i + 1; j < tab.nv; j++) {
      const w = tab.weight(i, j);
      if (w >= 0) edges.push({ u: i, v: j, weight: unit ? 1 : w });
    }
  }
  return edges;
}

function solveDense(tab: EdgeTable, stats: PairingStats): Int32Array | null {
  const edges = allEdges(tab, false);
  stats.edges = edges.length;
  const r = minCostPerfectMatchingWithDuals(tab.nv, edges);
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

/**
 * The sparse graph's first edges: for each vertex its K cheapest partners, its KF cheapest
 * partners from another score group, and the SPARSE_BAND next vertices in the standings. Keys
 * i·nv + j (i < j).
 *
 * Candidates are taken in the order of the scan outward from i (i+1, i−1, i+2, …, the nv − 1
 * nearest positions) and only a strictly cheaper one displaces another, so among equal costs the
 * nearest in the standings win: a band around the diagonal, which (vertices being sorted by
 * score) almost always contains a perfect matching. A side of the scan stops once the lower
 * bound of everything further on it (EdgeTable.low, growing with the score gap) cannot beat the
 * list's dearest entry: those candidates would all be refused, so the lists are exactly those of
 * the full scan, at a fraction of its cost. The BYE (no bound) is always looked at.
 */
function sparseCandidates(tab: EdgeTable): Set<number> {
  const { nv, score, bye } = tab;
  const low = tab.bounds?.low ?? null;
  const nReal = bye >= 0 ? bye : nv;
  let sorted = low !== null;
  for (let v = 1; v < nReal && sorted; v++) if (score[v] > score[v - 1]) sorted = false;
  // min of `low` over [0, j] and over [j, nReal): the bound of everything beyond j on each side
  const preMin = new Float64Array(nReal);
  const sufMin = new Float64Array(nReal);
  if (sorted) {
    for (let v = 0; v < nReal; v++) preMin[v] = Math.min(low![v], v > 0 ? preMin[v - 1] : Infinity);
    for (let v = nReal - 1; v >= 0; v--) sufMin[v] = Math.min(low![v], v < nReal - 1 ? sufMin[v + 1] : Infinity);
  }
  // maximal runs of one score in the vertex order (the float list skips its own run)
  const runStart = new Int32Array(nReal);
  const runEnd = new Int32Array(nReal);
  for (let v = 0; v < nReal; v++) runStart[v] = v > 0 && score[v] === score[v - 1] ? runStart[v - 1] : v;
  for (let v = nReal - 1; v >= 0; v--) runEnd[v] = v < nReal - 1 && score[v] === score[v + 1] ? runEnd[v + 1] : v + 1;
  // the scan looks at right distances ≤ nv/2 and left distances ≤ (nv − 1)/2 (nv − 1 positions)
  const maxRight = nv >> 1;
  const maxLeft = (nv - 1) >> 1;

  const scan = (i: number, ws: Float64Array, js: Int32Array, otherGroup: boolean): number => {
    const size = ws.length;
    if (size === 0) return 0;
    let count = 0;
    const si = score[i];
    const prune = sorted && i !== bye;
    const li = prune ? low![i] : 0;
    const rEnd = Math.min(i === bye ? nv : nReal, i + maxRight + 1);
    const lEnd = Math.max(0, i - maxLeft) - 1;
    let jr = i + 1;
    let jl = i - 1;
    let byeDist = bye >= 0 && i !== bye && bye - i <= maxRight ? bye - i : Infinity;
    for (;;) {
      if (otherGroup) {
        if (jr < rEnd && jr < nReal && score[jr] === si) jr = runEnd[jr];
        if (jl > lEnd && score[jl] === si) jl = runStart[jl] - 1;
      }
      const dr = jr < rEnd ? jr - i : Infinity;
      const dl = jl > lEnd ? i - jl : Infinity;
      let j: number;
      if (dr <= dl && dr !== Infinity) j = jr++;
      else if (byeDist <= dl && byeDist !== Infinity) {
        j = bye;
        byeDist = Infinity;
      } else if (dl !== Infinity) j = jl--;
      else break;
      if (prune && count === size && j !== bye) {
        const bound = li + (j > i ? sufMin[j] : preMin[j]) + tab.floatLow(si, score[j]);
        if (bound >= ws[size - 1]) {
          // nothing further on this side can enter the list
          if (j > i) jr = rEnd;
          else jl = lEnd;
          continue;
        }
      }
      const w = j > i ? tab.weight(i, j) : tab.weight(j, i);
      if (w >= 0) count = keepCheapest(ws, js, count, w, j);
    }
    return count;
  };

  const inGraph = new Set<number>();
  const key = (i: number, j: number): number => (i < j ? i * nv + j : j * nv + i);
  const K = Math.min(SPARSE_K, nv - 1);
  const bestW = new Float64Array(K);
  const bestJ = new Int32Array(K);
  // A second short list per vertex: its cheapest partners from another score group (floats),
  // which the K cheapest overall (same group) rarely contain but the optimum often needs.
  const KF = Math.min(SPARSE_KF, nv - 1);
  const fW = new Float64Array(KF);
  const fJ = new Int32Array(KF);
  for (let i = 0; i < nv; i++) {
    const cnt = scan(i, bestW, bestJ, false);
    const fcnt = scan(i, fW, fJ, true);
    for (let q = 0; q < cnt; q++) inGraph.add(key(i, bestJ[q]));
    for (let q = 0; q < fcnt; q++) inGraph.add(key(i, fJ[q]));
    // Plus a band of the SPARSE_BAND nearest vertices in the standings whatever they cost: the K
    // cheapest alone can be one-sided (e.g. all of a group's "due white" players choosing the
    // "due black" ones) and then hold no perfect matching.
    for (let j = i + 1; j < nv && j <= i + SPARSE_BAND; j++) if (tab.weight(i, j) >= 0) inGraph.add(i * nv + j);
  }
  return inGraph;
}

/**
 * Sparse solve with the dual certificate (see the module comment). `maxRounds` re-solves at most
 * (then null: the caller solves the dense graph).
 */
function solveSparse(tab: EdgeTable, stats: PairingStats, maxRounds: number): Int32Array | null {
  const { nv } = tab;
  const inGraph = sparseCandidates(tab);
  for (let round = 0; round <= maxRounds; round++) {
    const keys = Float64Array.from(inGraph).sort();
    const edges: WeightedEdge[] = new Array(keys.length);
    for (let q = 0; q < keys.length; q++) {
      const i = Math.floor(keys[q] / nv);
      const j = keys[q] - i * nv;
      edges[q] = { u: i, v: j, weight: tab.weight(i, j) };
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

/**
 * Adds every allowed pair with negative slack to the graph; returns how many were added.
 *
 * Without looking at every pair: the slack of {i, j} is at least
 * dual[i] + dual[j] − 2·offset + 2·(lower bound of its weight) (blossom duals are ≥ 0). With
 * X = dual + 2·black and Y = dual + 2·white (EdgeTable.bounds), a pair of score runs A, B can only
 * hold a violation where X[i] + Y[j] < C or Y[i] + X[j] < C, C = 2·offset − 2·floatLow(A, B); each
 * run's players sorted by X and by Y give exactly those candidates, which are then checked
 * exactly. Rounds without bounds (round 1) check every pair.
 */
function certificateViolations(tab: EdgeTable, inGraph: Set<number>, res: MatchingResult, offset: number): number {
  const { nv, score, bye, bounds } = tab;
  const nReal = bye >= 0 ? bye : nv;
  const dual = res.dual;
  const slack = slackFunction(res, nv);
  let added = 0;
  const check = (i: number, j: number): void => {
    const w = tab.weight(i, j);
    if (w < 0) return;
    const s = slack(i, j, offset - w);
    const k = i * nv + j;
    if (s < 0 && !inGraph.has(k)) {
      inGraph.add(k);
      added++;
    }
  };
  // (the bound needs every blossom dual ≥ 0, which the blossom algorithm keeps; checked anyway)
  if (bounds === null || dual.subarray(nv).some((z) => z < 0)) {
    for (let i = 0; i < nv; i++) for (let j = i + 1; j < nv; j++) check(i, j);
    return added;
  }
  const X = new Float64Array(nReal);
  const Y = new Float64Array(nReal);
  for (let v = 0; v < nReal; v++) {
    X[v] = dual[v] + 2 * bounds.black[v];
    Y[v] = dual[v] + 2 * bounds.white[v];
  }
  const runs: { start: number; end: number; byX: Int32Array; byY: Int32Array }[] = [];
  for (let v = 0; v < nReal; v++) {
    if (v > 0 && score[v] === score[v - 1]) continue;
    let end = v + 1;
    while (end < nReal && score[end] === score[v]) end++;
    const byX = Int32Array.from({ length: end - v }, (_, q) => v + q).sort((p, q) => X[p] - X[q] || p - q);
    const byY = Int32Array.from({ length: end - v }, (_, q) => v + q).sort((p, q) => Y[p] - Y[q] || p - q);
    runs.push({ start: v, end, byX, byY });
  }
  for (let a = 0; a < runs.length; a++) {
    const ra = runs[a];
    for (let b = a; b < runs.length; b++) {
      const rb = runs[b];
      const C = 2 * offset - 2 * tab.floatLow(score[ra.start], score[rb.start]);
      if (X[ra.byX[0]] + Y[rb.byY[0]] >= C && Y[ra.byY[0]] + X[rb.byX[0]] >= C) continue;
      for (let i = ra.start; i < ra.end; i++) {
        let lim = C - X[i];
        for (let q = 0; q < rb.byY.length && Y[rb.byY[q]] < lim; q++) if (rb.byY[q] > i) check(i, rb.byY[q]);
        lim = C - Y[i];
        for (let q = 0; q < rb.byX.length && X[rb.byX[q]] < lim; q++) if (rb.byX[q] > i) check(i, rb.byX[q]);
      }
    }
  }
  if (bye >= 0) for (let i = 0; i < bye; i++) check(i, bye);
  return added;
}

/** Does the allowed graph of `tab` have a perfect matching? Unmatched vertices when not. */
function unmatchable(tab: EdgeTable): number[] {
  const r = maxWeightMatching(tab.nv, allEdges(tab, true), true);
  const out: number[] = [];
  for (let v = 0; v < tab.nv; v++) if (r.mate[v] < 0) out.push(v);
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
  if (free.length > MAX_PAIRING_PLAYERS) {
    return fail(
      round,
      "INVALID_DATA",
      `Round ${round} has ${free.length} players to pair; Brightwell pairs at most ${MAX_PAIRING_PLAYERS} in one round (an exact pairing of more takes too much time and memory). Pair the field in sections, each its own results file (for example by score or rating group).`,
    );
  }
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
    const large = nv > DENSE_FALLBACK_LIMIT;
    if (!options.dense && nv > DENSE_LIMIT) {
      stats.dense = false;
      // a large field cannot fall back to the dense graph: it re-solves until the certificate holds
      mate = solveSparse(tab, stats, large ? Infinity : MAX_CERTIFICATE_ROUNDS);
      if (mate === null && large) {
        return fail(
          round,
          "INVALID_DATA",
          `No complete pairing for round ${round} was found among each player's nearest candidates, and ${nv} players are too many to try every pair (at most ${DENSE_FALLBACK_LIMIT}). Check the absent and withdrawn players, or pair the field in smaller sections.`,
        );
      }
    }
    if (mate === null) {
      stats.dense = true;
      mate = solveDense(tab, stats);
    }
  } else mate = new Int32Array(0);

  if (mate === null) return diagnose(t, options, round, ctx, tab);

  // Assemble pairs: matched vertices, then fixed pairs.
  type Raw = { a: PlayerState; b: PlayerState | null; orient: 0 | 1 | 2; rule?: ColourReason; penalty: number; fixed: boolean };
  const raws: Raw[] = [];
  for (let i = 0; i < nv; i++) {
    const j = mate[i];
    if (j < i) continue;
    const isBye = hasBye && j === free.length;
    tab.details(i, j);
    const e = tab.edge;
    raws.push({
      a: free[i],
      b: isBye ? null : free[j],
      orient: isBye ? 0 : e.orient,
      rule: e.ruleRound > 0 ? { kind: "reverse-round", round: e.ruleRound } : undefined,
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
