import fc from "fast-check";
import { bqScore, brightwellConstant, isConstantSetting, parseConstantSetting } from "../../../src/engine/constant";

describe("brightwellConstant", () => {
  it("EVEN reproduces the even-constant table of docs/rules.md §2", () => {
    const table: Array<[number, number]> = [
      [5, 12],
      [6, 10],
      [7, 10],
      [8, 8],
      [9, 8],
      [10, 6],
      [11, 6],
      [12, 6],
      [13, 4],
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
  it("reproduces the MBS worked example (5 rounds): C=12 gives B > A > C, C=6 gives A > B > C", () => {
    const a = { d: 180, s: 4 + 2 + 2 + 1.5 + 1.5 };
    const b = { d: 155, s: 3 + 2 + 2 + 5 + 3 };
    const c = { d: 147, s: 4 + 1.5 + 1.5 + 1.5 + 3 };
    expect([bqScore(a.d, a.s, 12), bqScore(b.d, b.s, 12), bqScore(c.d, c.s, 12)]).toEqual([312, 335, 285]);
    expect([bqScore(a.d, a.s, 6), bqScore(b.d, b.s, 6), bqScore(c.d, c.s, 6)]).toEqual([246, 245, 216]);
  });

  it("reproduces the WOC column's example (C=6): 33 vs a 5-point player = 39 vs 4 points = 63 vs 0 points", () => {
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

describe("parseConstantSetting: the one reader of a constant as a user gives it", () => {
  const value = (input: string | number | null | undefined) => {
    const r = parseConstantSetting(input);
    return r.ok ? r.constant : `${r.problem}: ${r.text}`;
  };

  it("reads numbers and decimal text (docs/rules.md §2.3: usually 6; 64/7 = 9.14…)", () => {
    expect(value(6)).toBe(6);
    expect(value(0)).toBe(0);
    expect(value(9.142857)).toBe(9.142857);
    expect(value("6")).toBe(6);
    expect(value(" 6.5 ")).toBe(6.5);
    expect(value("9,14")).toBe(9.14); // a decimal comma, as some keyboards type it
    expect(value("12.")).toBe(12);
    expect(value(".5")).toBe(0.5);
    expect(value("+8")).toBe(8);
    expect(value("６")).toBe(6); // full-width, as an East Asian input method types it
    expect(Object.is(value("-0"), 0)).toBe(true);
  });

  it("reads the methods in any case, into the engine's one vocabulary", () => {
    expect(value("exact")).toBe("exact");
    expect(value("EXACT")).toBe("exact");
    expect(value(" Even ")).toBe("even");
    expect(value("PAPP")).toBe("papp");
    expect(value("ｅｖｅｎ")).toBe("even");
  });

  it("tells the preset's own as blank apart from the word preset", () => {
    for (const blank of [null, undefined, "", "   "])
      expect(parseConstantSetting(blank)).toEqual({ ok: true, constant: undefined, blank: true });
    for (const word of ["preset", "PRESET", " Preset "])
      expect(parseConstantSetting(word)).toEqual({ ok: true, constant: undefined, blank: false });
  });

  it("refuses what is not a decimal number or a method, as the command line always did (not JavaScript's Number())", () => {
    for (const bad of [
      "0x10",
      "1e1",
      "16abc",
      "six",
      "Infinity",
      "NaN",
      "6.5.1",
      "6,5,1",
      "1 000",
      ".",
      ",",
      "+",
      "exactly",
      "6 discs",
    ]) {
      expect(parseConstantSetting(bad)).toEqual({ ok: false, problem: "not-a-constant", text: bad });
    }
    expect(parseConstantSetting("9".repeat(400))).toMatchObject({ ok: false, problem: "not-a-constant" });
    expect(parseConstantSetting(NaN)).toEqual({ ok: false, problem: "not-a-constant", text: "NaN" });
    expect(parseConstantSetting(Infinity)).toEqual({ ok: false, problem: "not-a-constant", text: "Infinity" });
  });

  it("says when a number is below 0", () => {
    expect(parseConstantSetting(-1)).toEqual({ ok: false, problem: "negative", text: "-1" });
    expect(parseConstantSetting(" -6 ")).toEqual({ ok: false, problem: "negative", text: "-6" });
    expect(parseConstantSetting("-0,5")).toEqual({ ok: false, problem: "negative", text: "-0,5" });
  });

  it("reads back every non-negative number written in decimals, and every method however it is cased", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(99), fc.constantFrom(".", ","), (whole, cents, point) => {
        const text = `${whole}${point}${String(cents).padStart(2, "0")}`;
        const read = value(text);
        return typeof read === "number" && Math.abs(read - (whole + cents / 100)) < 1e-9 && value(whole) === whole;
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom("exact", "even", "papp"),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (m, upper) => {
          const typed = [...m].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join("");
          return value(typed) === m;
        },
      ),
    );
  });

  it("answers with a constant the settings can hold, or a problem: never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.constant(null)), (input) => {
        const r = parseConstantSetting(input);
        return r.ok
          ? r.constant === undefined || isConstantSetting(r.constant)
          : r.problem === "negative" || r.problem === "not-a-constant";
      }),
    );
  });
});

describe("isConstantSetting", () => {
  it("holds for the numbers of 0 or more and the three methods only", () => {
    for (const ok of [0, 6, 64 / 7, "exact", "even", "papp"]) expect(isConstantSetting(ok)).toBe(true);
    for (const bad of [-1, NaN, Infinity, "EXACT", "preset", "", "6", null, undefined, true])
      expect(isConstantSetting(bad)).toBe(false);
  });
});
