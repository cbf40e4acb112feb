/**
 * Solving the round's matching: the dense graph, and the sparse graph with its dual certificate.
 *
 * Large fields (more than swiss.ts's DENSE_LIMIT vertices): a sparse graph of each player's K
 * cheapest partners is solved first; the matching's dual solution is then checked against every
 * allowed pair (matching.ts `slackFunction`); pairs with negative slack are added and the graph
 * re-solved. When no pair violates the duals the sparse optimum is provably optimal for the full
 * graph, so the result is exactly the dense optimum's value. Edge weights are computed on demand
 * (edgeTable.ts), never stored for all n² pairs: memory grows with the sparse graph.
 */

import { minCostPerfectMatchingWithDuals, MatchingResult, slackFunction, WeightedEdge } from "./matching";
import { EdgeTable } from "./edges";
import { PairingStats } from "./types";

/** Cheapest partners per vertex in the sparse graph. */
export const SPARSE_K = 14;
/** Cheapest partners from another score group per vertex in the sparse graph. */
export const SPARSE_KF = 6;
/** Nearest vertices in the standings always kept in the sparse graph (each side). */
export const SPARSE_BAND = 6;

/** Every allowed pair of the round as an edge (dense graph: small fields only). */
export function allEdges(edgeTable: EdgeTable, unit: boolean): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < edgeTable.vertexCount; i++) {
    for (let j = i + 1; j < edgeTable.vertexCount; j++) {
      const w = edgeTable.weight(i, j);
      if (w >= 0) edges.push({ u: i, v: j, weight: unit ? 1 : w });
    }
  }
  return edges;
}

export function solveDense(edgeTable: EdgeTable, stats: PairingStats): Int32Array | null {
  const edges = allEdges(edgeTable, false);
  stats.edges = edges.length;
  const r = minCostPerfectMatchingWithDuals(edgeTable.vertexCount, edges);
  return r === null ? null : r.mate;
}

/**
 * Keeps the `costs.length` cheapest candidates (w, j) in ascending order of w; among equal costs the one seen
 * first stays. Returns the new count.
 */
function keepCheapest(costs: Float64Array, partners: Int32Array, count: number, w: number, j: number): number {
  const size = costs.length;
  if (size === 0 || (count === size && w >= costs[size - 1])) return count;
  let pos = count < size ? count++ : size - 1;
  while (pos > 0 && costs[pos - 1] > w) {
    costs[pos] = costs[pos - 1];
    partners[pos] = partners[pos - 1];
    pos--;
  }
  costs[pos] = w;
  partners[pos] = j;
  return count;
}

/**
 * The sparse graph's first edges: for each vertex its K cheapest partners, its KF cheapest
 * partners from another score group, and the SPARSE_BAND next vertices in the standings. Keys
 * i·vertexCount + j (i < j).
 *
 * Candidates are taken in the order of the scan outward from i (i+1, i−1, i+2, …, the vertexCount − 1
 * nearest positions) and only a strictly cheaper one displaces another, so among equal costs the
 * nearest in the standings win: a band around the diagonal, which (vertices being sorted by
 * score) almost always contains a perfect matching. A side of the scan stops once the lower
 * bound of everything further on it (EdgeTable.low, growing with the score gap) cannot beat the
 * list's dearest entry: those candidates would all be refused, so the lists are exactly those of
 * the full scan, at a fraction of its cost. The BYE (no bound) is always looked at.
 */
function sparseCandidates(edgeTable: EdgeTable): Set<number> {
  const { vertexCount, score, bye } = edgeTable;
  const low = edgeTable.bounds?.low ?? null;
  const playerCount = bye >= 0 ? bye : vertexCount;
  let sorted = low !== null;
  for (let v = 1; v < playerCount && sorted; v++) if (score[v] > score[v - 1]) sorted = false;
  // min of `low` over [0, j] and over [j, playerCount): the bound of everything beyond j on each side
  const preMin = new Float64Array(playerCount);
  const sufMin = new Float64Array(playerCount);
  if (sorted) {
    for (let v = 0; v < playerCount; v++) preMin[v] = Math.min(low![v], v > 0 ? preMin[v - 1] : Infinity);
    for (let v = playerCount - 1; v >= 0; v--)
      sufMin[v] = Math.min(low![v], v < playerCount - 1 ? sufMin[v + 1] : Infinity);
  }
  // maximal runs of one score in the vertex order (the float list skips its own run)
  const runStart = new Int32Array(playerCount);
  const runEnd = new Int32Array(playerCount);
  for (let v = 0; v < playerCount; v++) runStart[v] = v > 0 && score[v] === score[v - 1] ? runStart[v - 1] : v;
  for (let v = playerCount - 1; v >= 0; v--)
    runEnd[v] = v < playerCount - 1 && score[v] === score[v + 1] ? runEnd[v + 1] : v + 1;
  // the scan looks at right distances ≤ vertexCount/2 and left distances ≤ (vertexCount − 1)/2
  // (vertexCount − 1 positions)
  const maxRight = vertexCount >> 1;
  const maxLeft = (vertexCount - 1) >> 1;

  const scan = (i: number, costs: Float64Array, partners: Int32Array, otherGroup: boolean): number => {
    const size = costs.length;
    if (size === 0) return 0;
    let count = 0;
    const si = score[i];
    const prune = sorted && i !== bye;
    const li = prune ? low![i] : 0;
    const rEnd = Math.min(i === bye ? vertexCount : playerCount, i + maxRight + 1);
    const lEnd = Math.max(0, i - maxLeft) - 1;
    let jr = i + 1;
    let jl = i - 1;
    let byeDist = bye >= 0 && i !== bye && bye - i <= maxRight ? bye - i : Infinity;
    for (;;) {
      if (otherGroup) {
        if (jr < rEnd && jr < playerCount && score[jr] === si) jr = runEnd[jr];
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
        const bound = li + (j > i ? sufMin[j] : preMin[j]) + edgeTable.floatLow(si, score[j]);
        if (bound >= costs[size - 1]) {
          // nothing further on this side can enter the list
          if (j > i) jr = rEnd;
          else jl = lEnd;
          continue;
        }
      }
      const w = j > i ? edgeTable.weight(i, j) : edgeTable.weight(j, i);
      if (w >= 0) count = keepCheapest(costs, partners, count, w, j);
    }
    return count;
  };

  const inGraph = new Set<number>();
  const key = (i: number, j: number): number => (i < j ? i * vertexCount + j : j * vertexCount + i);
  const K = Math.min(SPARSE_K, vertexCount - 1);
  const bestCosts = new Float64Array(K);
  const bestPartners = new Int32Array(K);
  // A second short list per vertex: its cheapest partners from another score group (floats),
  // which the K cheapest overall (same group) rarely contain but the optimum often needs.
  const KF = Math.min(SPARSE_KF, vertexCount - 1);
  const floatCosts = new Float64Array(KF);
  const floatPartners = new Int32Array(KF);
  for (let i = 0; i < vertexCount; i++) {
    const bestCount = scan(i, bestCosts, bestPartners, false);
    const floatCount = scan(i, floatCosts, floatPartners, true);
    for (let q = 0; q < bestCount; q++) inGraph.add(key(i, bestPartners[q]));
    for (let q = 0; q < floatCount; q++) inGraph.add(key(i, floatPartners[q]));
    // Plus a band of the SPARSE_BAND nearest vertices in the standings whatever they cost: the K
    // cheapest alone can be one-sided (e.g. all of a group's "due white" players choosing the
    // "due black" ones) and then hold no perfect matching.
    for (let j = i + 1; j < vertexCount && j <= i + SPARSE_BAND; j++)
      if (edgeTable.weight(i, j) >= 0) inGraph.add(i * vertexCount + j);
  }
  return inGraph;
}

/**
 * Sparse solve with the dual certificate (see the module comment). `maxRounds` re-solves at most
 * (then null: the caller solves the dense graph).
 */
export function solveSparse(edgeTable: EdgeTable, stats: PairingStats, maxRounds: number): Int32Array | null {
  const { vertexCount } = edgeTable;
  const inGraph = sparseCandidates(edgeTable);
  for (let round = 0; round <= maxRounds; round++) {
    const keys = Float64Array.from(inGraph).sort();
    const edges: WeightedEdge[] = new Array(keys.length);
    for (let q = 0; q < keys.length; q++) {
      const i = Math.floor(keys[q] / vertexCount);
      const j = keys[q] - i * vertexCount;
      edges[q] = { u: i, v: j, weight: edgeTable.weight(i, j) };
    }
    stats.edges = edges.length;
    const r = minCostPerfectMatchingWithDuals(vertexCount, edges);
    if (r === null) return null;
    const added = certificateViolations(edgeTable, inGraph, r.result, r.offset);
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
function certificateViolations(
  edgeTable: EdgeTable,
  inGraph: Set<number>,
  res: MatchingResult,
  offset: number,
): number {
  const { vertexCount, score, bye, bounds } = edgeTable;
  const playerCount = bye >= 0 ? bye : vertexCount;
  const dual = res.dual;
  const slack = slackFunction(res, vertexCount);
  let added = 0;
  const check = (i: number, j: number): void => {
    const w = edgeTable.weight(i, j);
    if (w < 0) return;
    const s = slack(i, j, offset - w);
    const k = i * vertexCount + j;
    if (s < 0 && !inGraph.has(k)) {
      inGraph.add(k);
      added++;
    }
  };
  // (the bound needs every blossom dual ≥ 0, which the blossom algorithm keeps; checked anyway)
  if (bounds === null || dual.subarray(vertexCount).some((z) => z < 0)) {
    for (let i = 0; i < vertexCount; i++) for (let j = i + 1; j < vertexCount; j++) check(i, j);
    return added;
  }
  const X = new Float64Array(playerCount);
  const Y = new Float64Array(playerCount);
  for (let v = 0; v < playerCount; v++) {
    X[v] = dual[v] + 2 * bounds.black[v];
    Y[v] = dual[v] + 2 * bounds.white[v];
  }
  const runs: { start: number; end: number; byX: Int32Array; byY: Int32Array }[] = [];
  for (let v = 0; v < playerCount; v++) {
    if (v > 0 && score[v] === score[v - 1]) continue;
    let end = v + 1;
    while (end < playerCount && score[end] === score[v]) end++;
    const byX = Int32Array.from({ length: end - v }, (_, q) => v + q).sort((p, q) => X[p] - X[q] || p - q);
    const byY = Int32Array.from({ length: end - v }, (_, q) => v + q).sort((p, q) => Y[p] - Y[q] || p - q);
    runs.push({ start: v, end, byX, byY });
  }
  for (let a = 0; a < runs.length; a++) {
    const ra = runs[a];
    for (let b = a; b < runs.length; b++) {
      const rb = runs[b];
      const C = 2 * offset - 2 * edgeTable.floatLow(score[ra.start], score[rb.start]);
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
