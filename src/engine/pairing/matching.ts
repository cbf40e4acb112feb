/**
 * Exact maximum-weight matching on a general graph (Edmonds' weighted blossom algorithm, O(n^3)),
 * and the minimum-weight perfect matching the Swiss pairing needs on top of it.
 *
 * Why our own code: npm's `edmonds-blossom` is an unmaintained 2014 port with no tests for
 * degenerate cases and no dual certificate (not read, so no licence question). This is a
 * TypeScript port of the primal-dual method as described by Z. Galil, "Efficient algorithms for
 * finding maximum matching in graphs" (ACM Computing Surveys, 1986), with the structure of Joris
 * van Rantwijk's public-domain Python implementation (mwmatching.py): the same S/T labels, blossom
 * bookkeeping, least-slack edges per blossom (O(n^3) total) and the same four kinds of dual
 * update, re-expressed with typed arrays. Added here: a greedy warm start for the perfect-matching
 * case and the dual certificate (`slackOf`). Tested against brute force on all small graphs
 * (test/engine/pairing/matching.test.ts).
 *
 * Numeric limits. Weights must be integers. The algorithm keeps vertex duals doubled (slack =
 * y_i + y_j - 2 w), so with integer weights every quantity stays an integer and every operation is
 * exact in IEEE doubles as long as |values| < 2^53 ≈ 9.0e15. Duals stay within a small multiple of
 * the largest weight; `assertSafeWeights` rejects any weight above MAX_SAFE_EDGE_WEIGHT (2^50,
 * ~1.1e15), leaving a margin of 8 for those multiples. Pairing weights are ≤ ~1e13 even with
 * lexicographic tiers for 2,000 players (see swiss.ts and edgeTable.ts), so they are far inside the limit.
 */

/** An undirected edge with an integer weight. */
export interface WeightedEdge {
  u: number;
  v: number;
  weight: number;
}

/** The largest absolute edge weight accepted (2^50); see the module comment. */
export const MAX_SAFE_EDGE_WEIGHT = 2 ** 50;

export interface MatchingResult {
  /** mate[v] = the vertex matched to v, or -1. */
  mate: Int32Array;
  /**
   * Dual variables at the end: [0, n) are the (doubled) vertex duals, [n, 2n) the blossom duals.
   * With `blossomParent` they certify optimality: for every edge (i, j) of the graph,
   * dual[i] + dual[j] - 2 w(i,j) + 2 * Σ dual[B] over blossoms B containing both ≥ 0, with equality
   * on matched edges. `slackOf` computes it for any (i, j, w), even an edge not in the graph.
   */
  dual: Float64Array;
  /** blossomParent[x] = the blossom directly containing vertex/blossom x, or -1 (top level). */
  blossomParent: Int32Array;
}

function assertSafeWeights(edges: readonly WeightedEdge[], n: number): void {
  for (const e of edges) {
    if (!Number.isInteger(e.weight) || Math.abs(e.weight) > MAX_SAFE_EDGE_WEIGHT) {
      throw new RangeError(
        `Edge ${e.u}-${e.v}: weight ${e.weight} must be an integer with |w| ≤ 2^50 for exact matching.`,
      );
    }
    if (!Number.isInteger(e.u) || !Number.isInteger(e.v) || e.u < 0 || e.v < 0 || e.u >= n || e.v >= n || e.u === e.v) {
      throw new RangeError(`Edge ${e.u}-${e.v}: endpoints must be two different vertices in 0..${n - 1}.`);
    }
  }
}

/** `arr[i]`, counting from the end for a negative `i` (Python's `arr[i]`, as mwmatching.py indexes). */
function at<T>(arr: readonly T[], i: number): T {
  return arr[i < 0 ? i + arr.length : i];
}

/**
 * The even-length way round a blossom, from child index `i` (of `length`) back to its base at
 * index 0, as expandBlossom and augmentBlossom walk it (mwmatching.py's jstep / endptrick): an odd
 * `i` goes forwards from `i - length` (negative, read with `at`), an even `i` goes backwards.
 */
function evenWayRound(i: number, length: number): { j: number; jstep: 1 | -1; endptrick: 0 | 1 } {
  return i & 1 ? { j: i - length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };
}

/**
 * Maximum-weight matching. With `maxCardinality`, the maximum-weight matching among those of
 * maximum cardinality. Parallel edges: the last one given wins ties of the algorithm, so callers
 * should not pass duplicates.
 */
export function maxWeightMatching(
  n: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
  warmStart = false,
): MatchingResult {
  assertSafeWeights(edges, n);
  const nedge = edges.length;
  const mateOut = new Int32Array(n).fill(-1);
  const dualOut = new Float64Array(2 * n);
  const parentOut = new Int32Array(2 * n).fill(-1);
  if (nedge === 0 || n === 0) return { mate: mateOut, dual: dualOut, blossomParent: parentOut };

  const eu = new Int32Array(nedge);
  const ev = new Int32Array(nedge);
  const ew = new Float64Array(nedge);
  let maxWeight = 0;
  for (let k = 0; k < nedge; k++) {
    eu[k] = edges[k].u;
    ev[k] = edges[k].v;
    ew[k] = edges[k].weight;
    if (ew[k] > maxWeight) maxWeight = ew[k];
  }
  // endpoint p: edge p>>1, endpoint(p) = p even ? u : v.
  const endpoint = (p: number): number => ((p & 1) === 0 ? eu[p >> 1] : ev[p >> 1]);
  // neighbend[v] = endpoints p whose *other* end is v's neighbour (p is the remote endpoint).
  const degree = new Int32Array(n);
  for (let k = 0; k < nedge; k++) {
    degree[eu[k]]++;
    degree[ev[k]]++;
  }
  const nbStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) nbStart[v + 1] = nbStart[v] + degree[v];
  const nbList = new Int32Array(2 * nedge);
  const fill = nbStart.slice(0, n);
  for (let k = 0; k < nedge; k++) {
    nbList[fill[eu[k]]++] = 2 * k + 1; // remote endpoint is v
    nbList[fill[ev[k]]++] = 2 * k; // remote endpoint is u
  }

  const n2 = 2 * n;
  const mate = new Int32Array(n).fill(-1); // mate[v] = remote endpoint p of the matched edge, or -1
  const label = new Int32Array(n2); // 0 free, 1 S, 2 T (5 = S marked during scan)
  const labelEnd = new Int32Array(n2).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(n2).fill(-1);
  const blossomChilds: (number[] | null)[] = new Array(n2).fill(null);
  const blossomBase = new Int32Array(n2).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEndps: (number[] | null)[] = new Array(n2).fill(null);
  const bestEdge = new Int32Array(n2).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(n2).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = n2 - 1; b >= n; b--) unusedBlossoms.push(b);
  const dualVar = new Float64Array(n2);
  for (let v = 0; v < n; v++) dualVar[v] = maxWeight;
  const allowEdge = new Uint8Array(nedge);
  let queue: number[] = [];
  const bestEdgeTo = new Int32Array(n2).fill(-1); // scratch for addBlossom

  if (warmStart && maxCardinality) {
    // Greedy start (perfect-matching use only, see minCostPerfectMatching): vertex duals
    // y_v = max incident weight keep every slack y_u + y_v − 2w ≥ 0; then each still-free vertex
    // lowers its dual to the least feasible value, max_u (2w_uv − y_u), which makes an edge tight,
    // and takes that partner if it is free. Matched edges are tight and there are no blossoms,
    // which is all the primal-dual stages below need when the result is a perfect matching
    // (vertex duals of the perfect-matching LP are free in sign). Lowered duals 2w − y_u stay even.
    // Cuts the stages from n/2 to the
    // number of vertices the greedy left free.
    for (let v = 0; v < n; v++) dualVar[v] = -Infinity;
    for (let k = 0; k < nedge; k++) {
      if (ew[k] > dualVar[eu[k]]) dualVar[eu[k]] = ew[k];
      if (ew[k] > dualVar[ev[k]]) dualVar[ev[k]] = ew[k];
    }
    // Round up to even: all vertex duals then share one parity, as in the classic start (all
    // equal), which keeps every S–S slack even and so every dual an integer (exact arithmetic).
    for (let v = 0; v < n; v++) dualVar[v] = dualVar[v] === -Infinity ? 0 : 2 * Math.ceil(dualVar[v] / 2);
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1) continue;
      let best = -Infinity;
      let bestP = -1;
      for (let q = nbStart[v]; q < nbStart[v + 1]; q++) {
        const p = nbList[q];
        const u = endpoint(p);
        const need = 2 * ew[p >> 1] - dualVar[u];
        // prefer a free partner among equally tight ones
        if (need > best || (need === best && bestP >= 0 && mate[endpoint(bestP)] !== -1 && mate[u] === -1)) {
          best = need;
          bestP = p;
        }
      }
      if (bestP < 0) continue;
      dualVar[v] = best;
      const u = endpoint(bestP);
      if (mate[u] === -1) {
        mate[v] = bestP; // remote endpoint (u)
        mate[u] = bestP ^ 1; // remote endpoint (v)
      }
    }
  }

  const slack = (k: number): number => dualVar[eu[k]] + dualVar[ev[k]] - 2 * ew[k];

  const blossomLeaves = (b: number, out: number[]): number[] => {
    if (b < n) {
      out.push(b);
      return out;
    }
    const stack = [b];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (x < n) out.push(x);
      else {
        const ch = blossomChilds[x]!;
        for (let i = ch.length - 1; i >= 0; i--) stack.push(ch[i]);
      }
    }
    return out;
  };

  const assignLabel = (w0: number, t0: number, p0: number): void => {
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = inBlossom[w];
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = bestEdge[b] = -1;
      if (t === 1) {
        blossomLeaves(b, queue);
        return;
      }
      // t === 2: the base's mate becomes S.
      const base = blossomBase[b];
      const mb = mate[base];
      w = endpoint(mb);
      t = 1;
      p = mb ^ 1;
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = endpoint(labelEnd[b]);
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = eu[k];
    let w = ev[k];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint(labelEnd[bv]);
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint(labelEnd[bw]);
      bw = inBlossom[w];
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dualVar[b] = 0;
    for (const leaf of blossomLeaves(b, [])) {
      if (label[inBlossom[leaf]] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // Least-slack edges from the new blossom to each neighbouring S-blossom (scratch array
    // bestEdgeTo, reset through the `touched` list so a call costs O(edges seen), not O(n)).
    const touched: number[] = [];
    const consider = (kk: number): void => {
      let j = ev[kk];
      if (inBlossom[j] === b) j = eu[kk];
      const bj = inBlossom[j];
      if (bj !== b && label[bj] === 1) {
        const cur = bestEdgeTo[bj];
        if (cur === -1) {
          touched.push(bj);
          bestEdgeTo[bj] = kk;
        } else if (slack(kk) < slack(cur)) bestEdgeTo[bj] = kk;
      }
    };
    for (const sub of path) {
      const own = blossomBestEdges[sub];
      if (own === null) {
        for (const leaf of blossomLeaves(sub, [])) {
          for (let q = nbStart[leaf]; q < nbStart[leaf + 1]; q++) consider(nbList[q] >> 1);
        }
      } else {
        for (const kk of own) consider(kk);
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const list: number[] = [];
    for (const bj of touched) {
      list.push(bestEdgeTo[bj]);
      bestEdgeTo[bj] = -1;
    }
    blossomBestEdges[b] = list;
    bestEdge[b] = -1;
    for (const kk of list) {
      if (bestEdge[b] === -1 || slack(kk) < slack(bestEdge[b])) bestEdge[b] = kk;
    }
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b]!;
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dualVar[s] === 0) expandBlossom(s, endStage);
      else for (const leaf of blossomLeaves(s, [])) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      const endps = blossomEndps[b]!;
      const entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
      const way = evenWayRound(childs.indexOf(entryChild), childs.length);
      let j = way.j;
      const { jstep, endptrick } = way;
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(at(endps, j - endptrick) ^ endptrick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allowEdge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowEdge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint(p ^ 1)] = label[bv] = 2;
      labelEnd[endpoint(p ^ 1)] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const leaf of blossomLeaves(bv, [])) {
          if (label[leaf] !== 0) {
            found = leaf;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint(mate[blossomBase[bv]])] = 0;
          assignLabel(found, 2, labelEnd[found]);
        }
        j += jstep;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChilds[b] = blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b]!;
    const endps = blossomEndps[b]!;
    const i = childs.indexOf(t);
    const way = evenWayRound(i, childs.length);
    let j = way.j;
    const { jstep, endptrick } = way;
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n) augmentBlossom(t, endpoint(p));
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = blossomBase[blossomChilds[b]![0]];
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [eu[k], 2 * k + 1],
      [ev[k], 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint(labelEnd[bs]);
        const bt = inBlossom[t];
        s = endpoint(labelEnd[bt]);
        const j = endpoint(labelEnd[bt] ^ 1);
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < n2; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let q = nbStart[v]; q < nbStart[v + 1]; q++) {
          const p = nbList[q];
          const k = p >> 1;
          const w = endpoint(p);
          if (inBlossom[v] === inBlossom[w]) continue;
          let kslack = 0;
          if (!allowEdge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kslack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kslack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dualVar[v] < delta) delta = dualVar[v];
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < n2; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < n2; b++) {
        if (
          blossomBase[b] >= 0 &&
          blossomParent[b] === -1 &&
          label[b] === 2 &&
          (deltaType === -1 || dualVar[b] < delta)
        ) {
          delta = dualVar[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // No further improvement possible (max-cardinality mode): final dual adjustment.
        deltaType = 1;
        let mn = Infinity;
        for (let v = 0; v < n; v++) if (dualVar[v] < mn) mn = dualVar[v];
        delta = Math.max(0, mn);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dualVar[v] -= delta;
        else if (l === 2) dualVar[v] += delta;
      }
      for (let b = n; b < n2; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dualVar[b] += delta;
          else if (label[b] === 2) dualVar[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = eu[deltaEdge];
        if (label[inBlossom[i]] === 0) i = ev[deltaEdge];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(eu[deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < n2; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dualVar[b] === 0) {
        expandBlossom(b, true);
      }
    }
  }

  for (let v = 0; v < n; v++) mateOut[v] = mate[v] >= 0 ? endpoint(mate[v]) : -1;
  dualOut.set(dualVar);
  parentOut.set(blossomParent);
  return { mate: mateOut, dual: dualOut, blossomParent: parentOut };
}

/**
 * Slack of an edge (i, j) of weight w against the final duals of `res` (in the doubled units of the
 * algorithm). ≥ 0 for every edge means the matching is optimal for any graph containing those
 * edges: the check behind the sparse-graph certificate in `minWeightPerfectMatching`.
 */
export function slackOf(res: MatchingResult, n: number, i: number, j: number, w: number): number {
  let s = res.dual[i] + res.dual[j] - 2 * w;
  // Ancestors from the top, then add 2·z for each common blossom.
  const chain = (x: number): number[] => {
    const c: number[] = [];
    for (let b = res.blossomParent[x]; b !== -1; b = res.blossomParent[b]) c.push(b);
    return c.reverse();
  };
  if (res.blossomParent[i] === -1 || res.blossomParent[j] === -1) return s;
  const ci = chain(i);
  const cj = chain(j);
  for (let t = 0; t < ci.length && t < cj.length && ci[t] === cj[t]; t++) s += 2 * res.dual[ci[t]];
  void n;
  return s;
}

/**
 * `slackOf` for many pairs: the slack of (i, j) with weight w against the final duals of `res`, in
 * O(1) a pair after O(n log n) preparation. The blossom part, Σ dual[B] over the blossoms holding
 * both, is a prefix sum from their lowest common blossom up to the top (in large degenerate
 * rounds blossoms nest hundreds deep, too deep to walk for millions of pairs); the lowest common
 * blossom comes from an Euler tour of the blossom forest and a sparse table of depths.
 */
export function slackFunction(res: MatchingResult, n: number): (i: number, j: number, w: number) => number {
  const parent = res.blossomParent;
  const dual = res.dual;
  const nodes = 2 * n;
  const root = nodes; // virtual root above the top-level blossoms and free vertices
  const childStart = new Int32Array(nodes + 2);
  for (let x = 0; x < nodes; x++) childStart[(parent[x] === -1 ? root : parent[x]) + 1]++;
  for (let x = 0; x <= nodes; x++) childStart[x + 1] += childStart[x];
  const child = new Int32Array(nodes);
  const fill = childStart.slice(0, nodes + 1);
  for (let x = 0; x < nodes; x++) child[fill[parent[x] === -1 ? root : parent[x]]++] = x;
  // zSum[B] = dual[B] + zSum[parent of B]; depth and first visit of each node; the tour itself
  const zSum = new Float64Array(nodes + 1);
  const depth = new Int32Array(nodes + 1);
  const first = new Int32Array(nodes + 1);
  const tour: number[] = [root];
  const stack = [root];
  const next = childStart.slice(0, nodes + 1);
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (next[x] < childStart[x + 1]) {
      const c = child[next[x]++];
      depth[c] = depth[x] + 1;
      zSum[c] = c >= n ? dual[c] + (x === root ? 0 : zSum[x]) : 0;
      first[c] = tour.length;
      tour.push(c);
      stack.push(c);
    } else {
      stack.pop();
      if (stack.length > 0) tour.push(stack[stack.length - 1]);
    }
  }
  // levels[l][k] = the shallowest node of tour[k .. k + 2^l)
  const len = tour.length;
  const levels = [Int32Array.from(tour)];
  for (let span = 1; 2 * span <= len; span *= 2) {
    const prev = levels[levels.length - 1];
    const cur = new Int32Array(len - 2 * span + 1);
    for (let k = 0; k < cur.length; k++) cur[k] = depth[prev[k]] <= depth[prev[k + span]] ? prev[k] : prev[k + span];
    levels.push(cur);
  }
  return (i: number, j: number, w: number): number => {
    const s = dual[i] + dual[j] - 2 * w;
    if (parent[i] === -1 || parent[j] === -1) return s;
    let a = first[i];
    let b = first[j];
    if (a > b) [a, b] = [b, a];
    const level = 31 - Math.clz32(b - a + 1);
    const t = levels[level];
    const x = t[a];
    const y = t[b - (1 << level) + 1];
    const common = depth[x] <= depth[y] ? x : y;
    return common === root ? s : s + 2 * zSum[common];
  };
}

/** A perfect matching of minimum total cost, or null when the graph has no perfect matching. */
export interface PerfectMatching {
  /** mate[v] for every vertex. */
  mate: Int32Array;
  /** Sum of the costs of the matched edges (exact while < 2^53). */
  total: number;
}

/**
 * Minimum-cost perfect matching: edges absent from `edges` are forbidden. Returns null when no
 * perfect matching exists (never a partial one). Costs are non-negative or negative integers with
 * |cost| ≤ 2^49. Internally runs the maximum-cardinality maximum-weight matching on weights
 * C − cost with C = max cost + 1, which are all positive, so among the perfect matchings the
 * one of minimum total cost has maximum weight.
 */
export function minCostPerfectMatching(n: number, edges: readonly WeightedEdge[]): PerfectMatching | null {
  const r = minCostPerfectMatchingWithDuals(n, edges);
  return r === null ? null : { mate: r.mate, total: r.total };
}

/** As `minCostPerfectMatching`, also returning the duals and the weight offset C (for certificates). */
export function minCostPerfectMatchingWithDuals(
  n: number,
  edges: readonly WeightedEdge[],
): (PerfectMatching & { result: MatchingResult; offset: number }) | null {
  if (n % 2 === 1) return null;
  if (n === 0) {
    return { mate: new Int32Array(0), total: 0, result: maxWeightMatching(0, [], true), offset: 0 };
  }
  let maxCost = -Infinity;
  for (const e of edges) if (e.weight > maxCost) maxCost = e.weight;
  if (!Number.isFinite(maxCost)) return null;
  const offset = maxCost + 1;
  const weighted = edges.map((e) => ({ u: e.u, v: e.v, weight: offset - e.weight }));
  const result = maxWeightMatching(n, weighted, true, true);
  for (let v = 0; v < n; v++) if (result.mate[v] < 0) return null;
  // Total cost of the matched edges (the cheapest of any parallel edges).
  const best = new Float64Array(n).fill(Infinity);
  for (const e of edges) {
    if (result.mate[e.u] === e.v && e.weight < best[e.u]) {
      best[e.u] = e.weight;
      best[e.v] = e.weight;
    }
  }
  let total = 0;
  for (let v = 0; v < n; v++) if (v < result.mate[v]) total += best[v];
  return { mate: result.mate, total, result, offset };
}
