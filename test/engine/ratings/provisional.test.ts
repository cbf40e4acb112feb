/** The provisional rating's solved regime (10–50 games): the R it returns satisfies Σ E(R − o) = W. */
import fc from "fast-check";
import { kbaExpected, provisionalRating } from "../../../src/engine";

describe("provisional rating, 10 to 50 games, not all won or lost", () => {
  test("Σ E(R − opponent) equals the wins at the returned R (property, scales 400 and 800)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 500, max: 12000 }), { minLength: 10, maxLength: 50 }),
        fc.nat(),
        fc.constantFrom(400, 800),
        (opponents, seed, scale) => {
          const n = opponents.length;
          const wins = 1 + (seed % (2 * n - 3)) / 2; // 1, 1.5, …, n − 1 (draws count ½)
          const results = opponents.map((_, i) =>
            i < Math.floor(wins) ? 1 : i === Math.floor(wins) && wins % 1 ? 0.5 : 0,
          );
          const p = provisionalRating(opponents, results, scale);
          expect(p.regime).toBe("solved");
          const sum = opponents.reduce((s, o) => s + kbaExpected(p.rating - o, scale), 0);
          expect(sum).toBeCloseTo(wins, 8);
        },
      ),
    );
  });
  test("the seed's example: 10 games against 9000, 7 won → 9294.3814 (9000 + 800·log10(7/3))", () => {
    const r = provisionalRating(Array(10).fill(9000), [1, 1, 1, 1, 1, 1, 1, 0, 0, 0]).rating;
    expect(r).toBeCloseTo(9000 + 800 * Math.log10(7 / 3), 9);
    expect(r).toBeCloseTo(9294.3814, 4);
  });
});
