import fc from "fast-check";
import {
  kbaDelta,
  kbaExpected,
  kbaGameDelta,
  kbaWeight,
  NotProvisionalError,
  provisionalRating,
} from "../../../src/engine/ratings";

describe("KBA per game (docs/rules.md §6 examples, 800 scale, k 14, α 0.8)", () => {
  test("equal ratings, weight 1: winner +7.0, loser −6.2", () => {
    expect(kbaGameDelta(9000, 9000, 1)).toBeCloseTo(7.0, 12);
    expect(kbaGameDelta(9000, 9000, 0)).toBeCloseTo(-6.2, 12);
  });
  test("9700 beats 9500 in a grade-1 final (3.0): +15.1173 / −14.3173", () => {
    const w = kbaWeight(1, "final");
    expect(w).toBe(3.0);
    expect(kbaGameDelta(9700, 9500, 1, w)).toBeCloseTo(15.1173, 4);
    expect(kbaGameDelta(9500, 9700, 0, w)).toBeCloseTo(-14.3173, 4);
  });
  test("9000 beats 9800 in a grade-3 prelim: +12.7273 / −11.9273", () => {
    const w = kbaWeight(3, "prelim");
    expect(w).toBe(1.0);
    expect(kbaGameDelta(9000, 9800, 1, w)).toBeCloseTo(12.7273, 4);
    expect(kbaGameDelta(9800, 9000, 0, w)).toBeCloseTo(-11.9273, 4);
  });
  test("weights table", () => {
    expect([kbaWeight(1, "prelim"), kbaWeight(1, "main"), kbaWeight(1, "final")]).toEqual([1.5, 2.3, 3.0]);
    expect([kbaWeight(2, "prelim"), kbaWeight(2, "main"), kbaWeight(2, "final")]).toEqual([1.3, 1.9, 2.5]);
    expect([kbaWeight(3, "prelim"), kbaWeight(3, "main"), kbaWeight(3, "final")]).toEqual([1.0, 1.5, 2.0]);
    expect([
      kbaWeight("restricted", "prelim"),
      kbaWeight("restricted", "main"),
      kbaWeight("restricted", "final"),
    ]).toEqual([1.0, 1.0, 1.5]);
    expect(() => kbaWeight(4 as never, "main")).toThrow(/grade must be 1, 2, 3 or "restricted"/);
  });
  test("several games add up, each from the start-of-month rating", () => {
    const d = kbaDelta(9000, [9000, 9800], [1, 1], [1, 1]);
    expect(d).toBeCloseTo(kbaGameDelta(9000, 9000, 1) + kbaGameDelta(9000, 9800, 1), 12);
  });
  test("winner's gain minus loser's loss is exactly α per game (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12000 }),
        fc.integer({ min: 0, max: 12000 }),
        fc.constantFrom(1, 1.3, 2.3, 3),
        (a, b, w) => {
          expect(kbaGameDelta(a, b, 1, w) + kbaGameDelta(b, a, 0, w)).toBeCloseTo(0.8, 9);
          expect(kbaExpected(a - b) + kbaExpected(b - a)).toBeCloseTo(1, 12);
        },
      ),
    );
  });
});

describe("KBA provisional rating (all five regimes)", () => {
  test("n < 5: 3 games vs 9000/9100/9200, 2 W 1 L → 9250", () => {
    const p = provisionalRating([9000, 9100, 9200], [1, 1, 0]);
    expect(p.rating).toBeCloseTo(9250, 12);
    expect(p.regime).toBe("under5");
  });
  test("5 ≤ n ≤ 9: 6 games avg 9000, 4 W → 9277.6667", () => {
    const p = provisionalRating([8900, 9100, 9000, 9000, 8950, 9050], [1, 1, 1, 1, 0, 0]);
    expect(p.rating).toBeCloseTo(9277.6667, 4);
    expect(p.regime).toBe("5to9");
  });
  test("10 ≤ n ≤ 50: 10 games all vs 9000, 7 W → 9294.3814", () => {
    const p = provisionalRating(Array(10).fill(9000), [1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
    expect(p.rating).toBeCloseTo(9294.3814, 4);
    expect(p.regime).toBe("solved");
  });
  test("10–50 all won avg 9000 → 10170; all lost → 7830", () => {
    expect(provisionalRating(Array(12).fill(9000), Array(12).fill(1)).rating).toBe(10170);
    expect(provisionalRating(Array(12).fill(9000), Array(12).fill(0))).toMatchObject({
      rating: 7830,
      regime: "allLost",
    });
  });
  test("the solved rating satisfies Σ E(R − o) = W for mixed opponents (property)", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 5000, max: 12000 }), { minLength: 10, maxLength: 50 })
          .chain((opps) =>
            fc.tuple(
              fc.constant(opps),
              fc.array(fc.constantFrom(0, 0.5, 1), { minLength: opps.length, maxLength: opps.length }),
            ),
          ),
        ([opps, res]) => {
          const w = res.reduce((a: number, b) => a + b, 0);
          fc.pre(w > 0 && w < opps.length);
          const r = provisionalRating(opps, res).rating;
          const sumE = opps.reduce((s, o) => s + kbaExpected(r - o), 0);
          expect(sumE).toBeCloseTo(w, 6);
        },
      ),
    );
  });
  // Boundaries of the regimes ([KBA], 임시 점수 (1)–(8): "5 미만", "5에서 9까지", "10에서 50",
  // "50을 넘을 경우"). Every opponent rated 9000 (or 8800) so each figure is worked by hand:
  // under 5: avg + (W − L)·150; 5–9: avg + (W/n − 0.5)·1666; 10–50: n·E(R − avg) = W with
  // E(d) = 1/(1 + 10^(−d/800)), i.e. R = avg + 800·log10(W/(n − W)).
  test("exactly 5 games uses the 5–9 formula: 3 W of 5 → 9000 + 0.1·1666 = 9166.6 (not 9000 + 1·150)", () => {
    const p = provisionalRating(Array(5).fill(9000), [1, 1, 1, 0, 0]);
    expect(p.regime).toBe("5to9");
    expect(p.rating).toBeCloseTo(9166.6, 9);
    // 4 games is still under 5: 3 W 1 L → 9000 + 2·150; a draw counts ½ a win, ½ a loss.
    expect(provisionalRating(Array(4).fill(9000), [1, 1, 1, 0])).toMatchObject({ regime: "under5", rating: 9300 });
    expect(provisionalRating(Array(4).fill(9000), [1, 1, 0.5, 0])).toMatchObject({ regime: "under5", rating: 9150 });
  });
  test("exactly 9 games still uses the 5–9 formula: 6 W → 9000 + (2/3 − 1/2)·1666 = 9277.67 (solving would give 9240.82)", () => {
    const p = provisionalRating(Array(9).fill(9000), [1, 1, 1, 1, 1, 1, 0, 0, 0]);
    expect(p.regime).toBe("5to9");
    expect(p.rating).toBeCloseTo(9000 + 1666 / 6, 9);
    // all won in 9 games is still the formula (+833), not the 10–50 "all won" +1170
    expect(provisionalRating(Array(9).fill(9000), Array(9).fill(1))).toMatchObject({ regime: "5to9", rating: 9833 });
  });
  test("exactly 10 games is solved: 8 W → 9000 + 800·log10 4 = 9481.648 (the 5–9 formula would give 9499.8)", () => {
    const p = provisionalRating(Array(10).fill(9000), [1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(p.regime).toBe("solved");
    expect(p.rating).toBeCloseTo(9481.64799306, 6);
    expect(provisionalRating(Array(10).fill(9000), Array(10).fill(1))).toMatchObject({
      regime: "allWon",
      rating: 10170,
    });
    expect(provisionalRating(Array(10).fill(9000), Array(10).fill(0))).toMatchObject({
      regime: "allLost",
      rating: 7830,
    });
  });
  test("exactly 50 games is still provisional: 10 W vs 8800 → 8800 − 800·log10 4 = 8318.352; all lost → 7630", () => {
    const ten = Array.from({ length: 50 }, (_, i) => (i < 10 ? 1 : 0));
    const p = provisionalRating(Array(50).fill(8800), ten);
    expect(p.regime).toBe("solved");
    expect(p.rating).toBeCloseTo(8318.35200693763, 6);
    expect(provisionalRating(Array(50).fill(8800), Array(50).fill(0))).toMatchObject({
      regime: "allLost",
      rating: 7630,
    });
    // one game more: no longer provisional, whatever the results
    expect(() => provisionalRating(Array(51).fill(8800), [...ten, 1])).toThrow(NotProvisionalError);
  });
  test("over 50 games is no longer provisional", () => {
    expect(() => provisionalRating(Array(51).fill(9000), Array(51).fill(1))).toThrow(NotProvisionalError);
  });
  test("empty and misaligned input", () => {
    expect(() => provisionalRating([], [])).toThrow(/give at least one game/);
    expect(() => provisionalRating([9000], [1, 0])).toThrow(/has 1 value but results has 2/);
  });
});
