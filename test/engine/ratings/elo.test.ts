import fc from "fast-check";
import { eloDelta, eloEvent, eloExpected, eloExpectedTotal, RatedGame } from "../../../src/engine/ratings";

// The worked Elo example [Elo-ko] (docs/rules.md §5, corrected): double round robin of A 1934, B 1685, C 1678, D 1596.
const seedRatings = new Map([
  ["A", 1934],
  ["B", 1685],
  ["C", 1678],
  ["D", 1596],
]);
const g = (round: number, a: string, b: string, scoreA: 0 | 0.5 | 1): RatedGame => ({ round, a, b, scoreA });
const seedGames: RatedGame[] = [
  g(1, "A", "B", 1),
  g(1, "C", "D", 0.5),
  g(2, "A", "C", 1),
  g(2, "B", "D", 1),
  g(3, "D", "A", 1),
  g(3, "C", "B", 1),
  g(4, "A", "B", 1),
  g(4, "C", "D", 1),
  g(5, "A", "C", 1),
  g(5, "D", "B", 1), // the seed prints "C vs D" here: a typo, B must meet D
  g(6, "D", "A", 1),
  g(6, "B", "C", 1),
];

describe("Elo expected score", () => {
  test("equal ratings give 0.5; a 400-point gap gives 10:1", () => {
    expect(eloExpected(1600, 1600)).toBe(0.5);
    expect(eloExpected(2000, 1600) / eloExpected(1600, 2000)).toBeCloseTo(10, 12);
  });
  test("total against a list is the sum of single expectations", () => {
    expect(eloExpectedTotal(1613, [1609, 1477])).toBeCloseTo(eloExpected(1613, 1609) + eloExpected(1613, 1477), 15);
  });
  test("expected scores of two players sum to 1 (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 4000, noNaN: true }),
        fc.double({ min: 0, max: 4000, noNaN: true }),
        (a, b) => {
          expect(eloExpected(a, b) + eloExpected(b, a)).toBeCloseTo(1, 12);
        },
      ),
    );
  });
  test("rejects a text and a zero scale", () => {
    expect(() => eloExpected("1600" as unknown as number, 1500)).toThrow(/rating must be a number/);
    expect(() => eloExpected(1600, 1500, 0)).toThrow(/scale must be greater than 0/);
  });
});

describe("Elo after a tournament (the worked example of docs/rules.md §5)", () => {
  test("scores are 4, 2, 2.5, 3.5", () => {
    const score = new Map<string, number>();
    for (const x of seedGames) {
      score.set(x.a, (score.get(x.a) ?? 0) + x.scoreA);
      score.set(x.b, (score.get(x.b) ?? 0) + 1 - x.scoreA);
    }
    expect(Object.fromEntries(score)).toEqual({ A: 4, B: 2, C: 2.5, D: 3.5 });
  });
  test("post ratings 1902.26, 1664.01, 1675.30, 1651.44 and deltas sum to 0", () => {
    const after = eloEvent(seedRatings, seedGames);
    expect(after.get("A")).toBeCloseTo(1902.26, 2);
    expect(after.get("B")).toBeCloseTo(1664.01, 2);
    expect(after.get("C")).toBeCloseTo(1675.3, 2);
    expect(after.get("D")).toBeCloseTo(1651.44, 2);
    let sum = 0;
    for (const [id, r] of after) sum += r - seedRatings.get(id)!;
    expect(sum).toBeCloseTo(0, 9);
  });
  test("per-round updating gives 1903.28, 1666.88, 1673.64, 1649.20", () => {
    const after = eloEvent(seedRatings, seedGames, { perRound: true });
    expect(after.get("A")).toBeCloseTo(1903.28, 2);
    expect(after.get("B")).toBeCloseTo(1666.88, 2);
    expect(after.get("C")).toBeCloseTo(1673.64, 2);
    expect(after.get("D")).toBeCloseTo(1649.2, 2);
  });
  test("per round, rounds are taken in numeric order past round 9 (1, 2, 10; never 1, 10, 2 as text)", () => {
    /*
     * A, B, C all 1600, K 32. Round 1: A beats B; round 2: A beats C; round 10: B beats A.
     *   R1: E = 0.5: A 1616, B 1584.
     *   R2: A 1616 vs C 1600: E = 1 / (1 + 10^(−16/400)) = 0.5230096; A +32 × 0.4769904 = +15.2636932 →
     *       A 1631.2636932, C 1584.7363068.
     *   R10: B 1584 vs A 1631.2636932: E_B = 1 / (1 + 10^(47.2636932/400)) = 0.4323986; B +32 × 0.5676014 =
     *       +18.1632458 → B 1602.1632458, A 1613.1004474.
     * Taken as text (1, 10, 2) round 10 would come second: A 1614.5982, B 1601.4695, C 1583.9323.
     */
    const games = [g(10, "B", "A", 1), g(1, "A", "B", 1), g(2, "A", "C", 1)];
    const start = new Map([
      ["A", 1600],
      ["B", 1600],
      ["C", 1600],
    ]);
    const after = eloEvent(start, games, { perRound: true });
    expect(after.get("A")).toBeCloseTo(1613.1004474, 6);
    expect(after.get("B")).toBeCloseTo(1602.1632458, 6);
    expect(after.get("C")).toBeCloseTo(1584.7363068, 6);
  });
  test("eloDelta of one player equals the event update of that player", () => {
    const mine = seedGames.filter((x) => x.a === "A" || x.b === "A");
    const opp = mine.map((x) => seedRatings.get(x.a === "A" ? x.b : x.a)!);
    const res = mine.map((x) => (x.a === "A" ? x.scoreA : 1 - x.scoreA));
    expect(1934 + eloDelta(1934, opp, res)).toBeCloseTo(eloEvent(seedRatings, seedGames).get("A")!, 10);
  });
  test("1613 (K=32) vs 1609 L, 1477 D, 1388 W, 1586 W, 1720 L gives 1601.27", () => {
    expect(1613 + eloDelta(1613, [1609, 1477, 1388, 1586, 1720], [0, 0.5, 1, 1, 0], 32)).toBeCloseTo(1601.27, 2);
  });
  test("newcomers start at 1600", () => {
    const after = eloEvent(new Map(), [g(1, "N", "M", 1)]);
    expect(after.get("N")).toBeCloseTo(1616, 12);
    expect(after.get("M")).toBeCloseTo(1584, 12);
  });
  test("rejects a result other than 1/0.5/0 and misaligned lists", () => {
    expect(() => eloDelta(1600, [1500], [2])).toThrow(/result 1 must be 1 \(win\), 0.5 \(draw\) or 0 \(loss\)/);
    expect(() => eloDelta(1600, [1500, 1400], [1])).toThrow(/opponent ratings has 2 values but results has 1/);
  });
});

describe("Elo properties", () => {
  const arbEvent = fc.integer({ min: 2, max: 8 }).chain((n) =>
    fc.record({
      ratings: fc.array(fc.integer({ min: 800, max: 2800 }), { minLength: n, maxLength: n }),
      games: fc.array(
        fc.record({
          round: fc.integer({ min: 1, max: 5 }),
          a: fc.nat(n - 1),
          d: fc.integer({ min: 1, max: n - 1 }),
          s: fc.constantFrom(0, 0.5, 1),
        }),
        { maxLength: 30 },
      ),
      perRound: fc.boolean(),
    }),
  );
  test("changes of a closed group sum to 0 for equal K", () => {
    fc.assert(
      fc.property(arbEvent, ({ ratings, games, perRound }) => {
        const n = ratings.length;
        const map = new Map(ratings.map((r, i) => [`p${i}`, r]));
        const gs = games.map((x) => g(x.round, `p${x.a}`, `p${(x.a + x.d) % n}`, x.s as 0 | 0.5 | 1));
        const after = eloEvent(map, gs, { perRound });
        let sum = 0;
        for (const [id, r] of after) sum += r - map.get(id)!;
        expect(Math.abs(sum)).toBeLessThan(1e-9);
      }),
    );
  });
  test("a win never lowers a rating and a loss never raises it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (r, o) => {
        expect(eloDelta(r, [o], [1])).toBeGreaterThan(0);
        expect(eloDelta(r, [o], [0])).toBeLessThan(0);
      }),
    );
  });
});
