/**
 * The blossom matching against brute force on all small graphs (n ≤ 10), plus its dual
 * certificate and numeric range. Brute force enumerates every matching, so these tests prove the
 * optimum, not just a plausible answer.
 */
import fc from "fast-check";
import {
  maxWeightMatching,
  minCostPerfectMatching,
  minCostPerfectMatchingWithDuals,
  slackOf,
  WeightedEdge,
} from "../../../src/engine/pairing/matching";

// The machine is shared (2 cores, several jobs): a generous limit, not a timing assertion.
jest.setTimeout(180_000);

/** Every matching of the graph, as [weight sum, cardinality], by recursion on the first vertex. */
function bruteForce(n: number, edges: WeightedEdge[]): { maxW: number; maxCardW: number; maxCard: number; minPerfect: number | null } {
  const w = new Map<string, number>();
  for (const e of edges) {
    const key = `${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`;
    // parallel edges: keep the best for max-weight purposes and the best (lowest) for min cost
    w.set(key, Math.max(w.get(key) ?? -Infinity, e.weight));
  }
  let maxW = 0;
  let maxCard = 0;
  let maxCardW = 0;
  let minPerfect: number | null = null;
  const used = new Array<boolean>(n).fill(false);
  const rec = (i: number, sum: number, card: number): void => {
    while (i < n && used[i]) i++;
    if (i >= n) {
      if (sum > maxW) maxW = sum;
      if (card > maxCard || (card === maxCard && sum > maxCardW)) {
        maxCard = card;
        maxCardW = sum;
      }
      if (2 * card === n && (minPerfect === null || -sum < minPerfect)) minPerfect = 0 - sum + 0;
      return;
    }
    used[i] = true;
    rec(i + 1, sum, card); // i stays single
    for (let j = i + 1; j < n; j++) {
      const ww = w.get(`${i}-${j}`);
      if (!used[j] && ww !== undefined) {
        used[j] = true;
        rec(i + 1, sum + ww, card + 1);
        used[j] = false;
      }
    }
    used[i] = false;
  };
  rec(0, 0, 0);
  return { maxW, maxCardW, maxCard, minPerfect };
}

function checkValidMatching(n: number, edges: WeightedEdge[], mate: Int32Array): { sum: number; card: number } {
  const w = new Map<string, number>();
  for (const e of edges) w.set(`${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`, Math.max(w.get(`${Math.min(e.u, e.v)}-${Math.max(e.u, e.v)}`) ?? -Infinity, e.weight));
  let sum = 0;
  let card = 0;
  for (let v = 0; v < n; v++) {
    const m = mate[v];
    if (m === -1) continue;
    expect(mate[m]).toBe(v);
    expect(m).not.toBe(v);
    if (v < m) {
      const ww = w.get(`${v}-${m}`);
      expect(ww).toBeDefined();
      sum += ww!;
      card++;
    }
  }
  return { sum, card };
}

/** Random simple graph on n ≤ 10 vertices: a subset of pairs, integer weights in a range. */
const graphArb = (maxW: number) =>
  fc.integer({ min: 0, max: 10 }).chain((n) => {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
    return fc
      .tuple(
        fc.constant(n),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: -maxW, max: maxW })), {
          minLength: pairs.length,
          maxLength: pairs.length,
        }),
      )
      .map(([nn, picks]) => {
        const edges: WeightedEdge[] = [];
        picks.forEach(([keep, weight], idx) => {
          if (keep) edges.push({ u: pairs[idx][0], v: pairs[idx][1], weight });
        });
        return { n: nn, edges };
      });
  });

describe("maxWeightMatching vs brute force (all graphs n ≤ 10)", () => {
  it("finds the maximum weight (plain mode)", () => {
    fc.assert(
      fc.property(graphArb(20), ({ n, edges }) => {
        const r = maxWeightMatching(n, edges, false);
        const { sum } = checkValidMatching(n, edges, r.mate);
        expect(sum).toBe(bruteForce(n, edges).maxW);
      }),
      { numRuns: Number(process.env.MATCH_RUNS ?? 400) },
    );
  });

  it("finds the maximum weight among maximum-cardinality matchings", () => {
    fc.assert(
      fc.property(graphArb(20), ({ n, edges }) => {
        const r = maxWeightMatching(n, edges, true);
        const { sum, card } = checkValidMatching(n, edges, r.mate);
        const bf = bruteForce(n, edges);
        expect(card).toBe(bf.maxCard);
        expect(sum).toBe(bf.maxCardW);
      }),
      { numRuns: Number(process.env.MATCH_RUNS ?? 400) },
    );
  });

  it("stays exact with weights up to 1e9 (few distinct values force ties and blossoms)", () => {
    fc.assert(
      fc.property(graphArb(3), fc.integer({ min: 1, max: 1e9 }), ({ n, edges }, scale) => {
        const big = edges.map((e) => ({ ...e, weight: e.weight * scale + (e.u % 2) }));
        const r = maxWeightMatching(n, big, true);
        const { sum, card } = checkValidMatching(n, big, r.mate);
        const bf = bruteForce(n, big);
        expect(card).toBe(bf.maxCard);
        expect(sum).toBe(bf.maxCardW);
      }),
      { numRuns: 300 },
    );
  });
});

describe("minCostPerfectMatching", () => {
  it("returns the minimum-cost perfect matching or null exactly when none exists", () => {
    fc.assert(
      fc.property(graphArb(1000), ({ n, edges }) => {
        const costs = edges.map((e) => ({ ...e, weight: -e.weight }));
        const bf = bruteForce(n, edges); // max of -cost over perfect = -(min cost)
        const r = minCostPerfectMatching(n, costs);
        if (bf.minPerfect === null) {
          expect(r).toBeNull();
        } else {
          expect(r).not.toBeNull();
          const { card } = checkValidMatching(n, edges, r!.mate);
          expect(2 * card).toBe(n);
          // bruteForce's minPerfect is min of (-Σweight) = min Σcost
          expect(r!.total).toBe(bf.minPerfect);
        }
      }),
      { numRuns: Number(process.env.MATCH_RUNS ?? 400) },
    );
  });

  it("final duals certify optimality: every edge has slack ≥ 0, matched edges are tight", () => {
    fc.assert(
      fc.property(graphArb(50), ({ n, edges }) => {
        const r = minCostPerfectMatchingWithDuals(n, edges);
        if (r === null) return;
        for (const e of edges) {
          const s = slackOf(r.result, n, e.u, e.v, r.offset - e.weight);
          expect(s).toBeGreaterThanOrEqual(0);
          if (r.mate[e.u] === e.v) expect(s).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every dual an integer with integer weights (exact arithmetic, warm start included)", () => {
    fc.assert(
      fc.property(graphArb(1000), ({ n, edges }) => {
        const r = minCostPerfectMatchingWithDuals(n, edges);
        const cold = maxWeightMatching(n, edges, true, false);
        for (const d of cold.dual) expect(Number.isInteger(d)).toBe(true);
        if (r === null) return;
        for (const d of r.result.dual) expect(Number.isInteger(d)).toBe(true);
      }),
      { numRuns: Number(process.env.MATCH_RUNS ?? 400) },
    );
  });

  it("handles a known blossom case: odd cycle plus pendant", () => {
    // Triangle 0-1-2 with a pendant 3 on 2: the only perfect matchings use 2-3.
    const edges = [
      { u: 0, v: 1, weight: 5 },
      { u: 1, v: 2, weight: 1 },
      { u: 0, v: 2, weight: 1 },
      { u: 2, v: 3, weight: 7 },
    ];
    const r = minCostPerfectMatching(4, edges)!;
    expect(Array.from(r.mate)).toEqual([1, 0, 3, 2]);
    expect(r.total).toBe(12);
    expect(minCostPerfectMatching(3, edges.slice(0, 3))).toBeNull();
    expect(minCostPerfectMatching(4, edges.slice(0, 3))).toBeNull();
  });

  it("rejects unsafe weights with a clear message", () => {
    expect(() => maxWeightMatching(2, [{ u: 0, v: 1, weight: 2 ** 52 }], true)).toThrow(/2\^50/);
    expect(() => maxWeightMatching(2, [{ u: 0, v: 1, weight: 0.5 }], true)).toThrow(/integer/);
  });
});
