import fc from "fast-check";
import { bqScore, brightwellConstant } from "../../../src/engine/constant";

describe("brightwellConstant", () => {
  it("EVEN reproduces the seed 001 table (domain.md §2)", () => {
    const table: Array<[number, number]> = [
      [5, 12], [6, 10], [7, 10], [8, 8], [9, 8], [10, 6], [11, 6], [12, 6], [13, 4],
    ];
    for (const [n, c] of table) expect(brightwellConstant(n, "even")).toBe(c);
  });

  it("EVEN breaks an exact halfway tie upwards (64/64 = 1 -> 2; 36/12 = 3 -> 4)", () => {
    expect(brightwellConstant(64, "even")).toBe(2);
    expect(brightwellConstant(12, "even", 36)).toBe(4);
  });

  it("EVEN is always an even integer within 1 of discs/rounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 400 }), (n, d) => {
        const c = brightwellConstant(n, "even", d);
        return Number.isInteger(c) && c % 2 === 0 && Math.abs(c - d / n) <= 1;
      }),
    );
  });

  it("EXACT is discs/rounds in full precision", () => {
    expect(brightwellConstant(7, "exact")).toBe(64 / 7);
    expect(brightwellConstant(13, "exact", 100)).toBe(100 / 13);
  });

  it("PAPP is 6 from 8 rounds, else 0", () => {
    expect(brightwellConstant(7, "papp")).toBe(0);
    expect(brightwellConstant(8, "papp")).toBe(6);
    expect(brightwellConstant(13, "papp")).toBe(6);
  });

  it("rejects bad input with a RangeError naming the argument", () => {
    expect(() => brightwellConstant(0, "even")).toThrow(/Rounds/);
    expect(() => brightwellConstant(-3, "exact")).toThrow(RangeError);
    expect(() => brightwellConstant(7.5, "exact")).toThrow(/whole number/);
    expect(() => brightwellConstant(NaN, "exact")).toThrow(RangeError);
    expect(() => brightwellConstant(7, "FOO" as never)).toThrow(/"even"/);
    expect(() => brightwellConstant(7, "even", 0)).toThrow(/Discs per game/);
  });
});

describe("bqScore", () => {
  it("reproduces seed 001 (5 rounds): C=12 gives B > A > C, C=6 gives A > B > C", () => {
    const a = { d: 180, s: 4 + 2 + 2 + 1.5 + 1.5 };
    const b = { d: 155, s: 3 + 2 + 2 + 5 + 3 };
    const c = { d: 147, s: 4 + 1.5 + 1.5 + 1.5 + 3 };
    expect([bqScore(a.d, a.s, 12), bqScore(b.d, b.s, 12), bqScore(c.d, c.s, 12)]).toEqual([312, 335, 285]);
    expect([bqScore(a.d, a.s, 6), bqScore(b.d, b.s, 6), bqScore(c.d, c.s, 6)]).toEqual([246, 245, 216]);
  });

  it("reproduces seed 003 (C=6): 33 vs a 5-point player = 39 vs 4 points = 63 vs 0 points", () => {
    expect(bqScore(33, 5, 6)).toBe(63);
    expect(bqScore(39, 4, 6)).toBe(63);
    expect(bqScore(63, 0, 6)).toBe(63);
  });

  it("is linear in C", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 200 }).map((x) => x / 2),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (d, s, c) => Math.abs(bqScore(d, s, c) - (bqScore(d, s, 0) + c * s)) <= 1e-9 * (1 + d + c * s),
      ),
    );
  });

  it("rejects negative or non-finite input", () => {
    expect(() => bqScore(-1, 3, 6)).toThrow(/Discs/);
    expect(() => bqScore(10, -1, 6)).toThrow(/score sum/);
    expect(() => bqScore(10, 3, -6)).toThrow(/constant/);
    expect(() => bqScore(Infinity, 3, 6)).toThrow(RangeError);
  });
});
