/**
 * The published list (src/engine/ratings/published.ts, docs/rules.md §8): ranks with ties on the ratings as
 * published, each listing rule and preset on hand-worked lists, the change since the last list, and the
 * properties (a rank is 1 + the number strictly above; every player printed or omitted exactly once).
 */
import fc from "fast-check";
import {
  competitionRanks,
  LIST_MARKS,
  LIST_RULES_PRESETS,
  marksOf,
  publishedRating,
  publishList,
  resolveListRules,
  type ListEntry,
  type ListRules,
  type MarkRule,
} from "../../../src/engine";

const entry = (key: string, rating: number, extra: Partial<ListEntry> = {}): ListEntry => ({
  key,
  name: key,
  rating,
  games: 60,
  provisional: false,
  lastEvent: "",
  lastDate: null,
  ...extra,
});

const table = (list: ReturnType<typeof publishList>) => list.rows.map((r) => [r.rank, r.name, r.rating, r.marks]);

describe("ranks: ties share the rank, taken on the rating as published (docs/rules.md §8.1)", () => {
  const four = [entry("A", 1800), entry("C", 1699.6), entry("B", 1700.4), entry("D", 1650)];

  test("whole numbers: 1700.4 and 1699.6 are both published as 1700 and share rank 2; the next is 4th", () => {
    const list = publishList(four, resolveListRules(), "2024-05-01");
    expect(table(list)).toEqual([
      [1, "A", 1800, []],
      [2, "B", 1700, []],
      [2, "C", 1700, []],
      [4, "D", 1650, []],
    ]);
  });

  test("one decimal: 1700.4 and 1699.6 differ, so 1, 2, 3, 4", () => {
    const list = publishList(four, resolveListRules({ decimals: 1 }), "2024-05-01");
    expect(list.rows.map((r) => [r.rank, r.name, r.rating])).toEqual([
      [1, "A", 1800],
      [2, "B", 1700.4],
      [3, "C", 1699.6],
      [4, "D", 1650],
    ]);
  });

  test("the worked Elo example's new ratings (seed 002) published as 1902, 1675, 1664, 1651", () => {
    const seed = [entry("A", 1902.26), entry("B", 1664.01), entry("C", 1675.3), entry("D", 1651.44)];
    const list = publishList(seed, resolveListRules(), "2024-05-01");
    expect(list.rows.map((r) => [r.rank, r.name, r.rating])).toEqual([
      [1, "A", 1902],
      [2, "C", 1675],
      [3, "B", 1664],
      [4, "D", 1651],
    ]);
  });

  test("competitionRanks: 1 + the number strictly above, for any values", () => {
    expect(competitionRanks([5, 7, 7, 3, 7])).toEqual([4, 1, 1, 5, 1]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 30 }), (values) => {
        const ranks = competitionRanks(values);
        values.forEach((v, i) => expect(ranks[i]).toBe(1 + values.filter((w) => w > v).length));
      }),
    );
  });
});

describe("who is listed: each rule (docs/rules.md §8.2)", () => {
  test("kba: only the association's members with more than 50 rated games are ranked; the others are still rated, not printed", () => {
    const list = publishList(
      [
        entry("Lee", 9800, { games: 51, member: true }),
        entry("Kim", 9900, { games: 50, member: true }), // 50 games: not more than 50
        entry("Wang", 9950, { games: 300, member: false }), // a foreign professional, not a member
        entry("Park", 9700, { games: 80, member: null }), // the Member cell left empty: says nothing
        entry("Cho", 9850, { games: 55, provisional: true, member: true }), // still provisional (the month he passed 50)
      ],
      resolveListRules({ preset: "kba" }),
      "2024-05-01",
    );
    expect(table(list)).toEqual([
      [1, "Lee", 9800, []],
      [2, "Park", 9700, []],
    ]);
    expect(list.omitted.map((o) => [o.name, o.marks])).toEqual([
      ["Wang", ["nonMember"]],
      ["Kim", ["provisional"]],
      ["Cho", ["provisional"]],
    ]);
  });

  test("koa: the professional list leaves out amateurs and foreigners (seed 002), who keep their ratings", () => {
    const list = publishList(
      [
        entry("Pro", 1900),
        entry("Amateur", 2000, { amateur: true }),
        entry("Visitor", 1950, { foreign: true, country: "JPN" }),
        entry("Pro2", 1800, { amateur: false, foreign: false }),
      ],
      resolveListRules({ preset: "koa" }),
      "2024-05-01",
    );
    expect(table(list)).toEqual([
      [1, "Pro", 1900, []],
      [2, "Pro2", 1800, []],
    ]);
    expect(list.omitted.map((o) => [o.name, o.rating, o.marks])).toEqual([
      ["Amateur", 2000, ["amateur"]],
      ["Visitor", 1950, ["foreign"]],
    ]);
  });

  test("wof: 38 months without a rated game is inactive: listed the day before, not listed on the day", () => {
    const players = [entry("Old", 2100, { lastDate: "2020-01-15" }), entry("Fresh", 2000, { lastDate: "2023-01-01" })];
    const rules = resolveListRules({ preset: "wof" });
    expect(publishList(players, rules, "2023-03-14").rows.map((r) => [r.rank, r.name])).toEqual([
      [1, "Old"],
      [2, "Fresh"],
    ]);
    const after = publishList(players, rules, "2023-03-15");
    expect(after.rows.map((r) => [r.rank, r.name])).toEqual([[1, "Fresh"]]);
    expect(after.omitted).toEqual([{ key: "Old", name: "Old", rating: 2100, marks: ["inactive"] }]);
    // A month without the day (2020-01-31 + 1 month is 2020-02-29): the last day of the month.
    const leap = [entry("Jan31", 2000, { lastDate: "2020-01-31" })];
    const oneMonth = resolveListRules({ inactiveMonths: 1, marks: { inactive: "omit" } });
    expect(publishList(leap, oneMonth, "2020-02-28").rows).toHaveLength(1);
    expect(publishList(leap, oneMonth, "2020-02-29").rows).toHaveLength(0);
  });

  test("the Active cell marks a player inactive whatever the dates; an unknown last date is never inactive", () => {
    const rules = resolveListRules({ preset: "wof" });
    const list = publishList(
      [entry("Retired", 2200, { active: false, lastDate: "2024-04-01" }), entry("Unknown", 2100)],
      rules,
      "2030-01-01",
    );
    expect(list.rows.map((r) => r.name)).toEqual(["Unknown"]);
    expect(list.omitted.map((o) => [o.name, o.marks])).toEqual([["Retired", ["inactive"]]]);
  });

  test("a minimum number of games, marked (printed after the ranked players, without a rank) rather than omitted", () => {
    const rules = resolveListRules({ minGames: 10 });
    const list = publishList(
      [entry("A", 1700, { games: 9 }), entry("B", 1650, { games: 10 }), entry("C", 1600, { games: 40 })],
      rules,
      "2024-05-01",
    );
    expect(table(list)).toEqual([
      [1, "B", 1650, []],
      [2, "C", 1600, []],
      [null, "A", 1700, ["provisional"]],
    ]);
    // The same rule set to omit: A is not printed; set to ignore: A is ranked first.
    expect(
      publishList(
        list.rows.map((r) => entry(r.key, r.exact, { games: r.games })),
        { ...rules, marks: { ...rules.marks, provisional: "omit" } },
        "2024-05-01",
      ).rows.map((r) => r.name),
    ).toEqual(["B", "C"]);
    expect(
      publishList(
        [entry("A", 1700, { games: 9 })],
        { ...rules, marks: { ...rules.marks, provisional: "ignore" } },
        "2024-05-01",
      ).rows[0].rank,
    ).toBe(1);
  });

  test("presets are settable one setting at a time", () => {
    const r = resolveListRules({ preset: "kba", minGames: 30, marks: { nonMember: "mark" } });
    expect(r).toEqual({
      ...LIST_RULES_PRESETS.kba,
      minGames: 30,
      marks: { ...LIST_RULES_PRESETS.kba.marks, nonMember: "mark" },
    });
    expect(() => resolveListRules({ decimals: 7 })).toThrow(/decimals/);
    expect(() => resolveListRules({ inactiveMonths: 0 })).toThrow(/inactivity months/);
    expect(() => resolveListRules({ minGames: 1.5 })).toThrow(/minimum number of games/);
    expect(() => resolveListRules({ marks: { foreign: "hide" as MarkRule } })).toThrow(/foreign/);
  });
});

describe("change since the last list (docs/rules.md §8.4)", () => {
  test("the difference of the published ratings; none for a player not printed on the last list", () => {
    const rules = resolveListRules();
    const last = publishList([entry("A", 1800.4), entry("B", 1700)], rules, "2024-03-31");
    const now = publishList([entry("A", 1812.6), entry("B", 1699.5), entry("C", 1600)], rules, "2024-04-30", last);
    expect(now.previousAsOf).toBe("2024-03-31");
    // A: 1813 − 1800 = +13 (not 12.2: the changes of the printed numbers); B: 1700 − 1700 = 0 (1699.5 rounds up).
    expect(now.rows.map((r) => [r.name, r.rating, r.change])).toEqual([
      ["A", 1813, 13],
      ["B", 1700, 0],
      ["C", 1600, null],
    ]);
  });
});

describe("properties", () => {
  const arbRule = fc.constantFrom<MarkRule>("ignore", "mark", "omit");
  const arbRules: fc.Arbitrary<ListRules> = fc
    .record({
      decimals: fc.integer({ min: 0, max: 2 }),
      minGames: fc.integer({ min: 0, max: 60 }),
      inactiveMonths: fc.option(fc.integer({ min: 1, max: 48 }), { nil: null }),
      marks: fc.record(
        Object.fromEntries(LIST_MARKS.map((m) => [m, arbRule])) as Record<string, fc.Arbitrary<MarkRule>>,
      ),
    })
    .map((r) => resolveListRules(r as unknown as ListRules));
  const flag = fc.option(fc.boolean(), { nil: null });
  const arbEntries = fc
    .array(
      fc.record({
        rating: fc.oneof(fc.integer({ min: 1000, max: 2600 }), fc.double({ min: 1000, max: 2600, noNaN: true })),
        games: fc.integer({ min: 0, max: 100 }),
        provisional: fc.boolean(),
        lastDate: fc.option(fc.constantFrom("2019-06-30", "2021-01-15", "2023-12-31"), { nil: null }),
        member: flag,
        foreign: flag,
        amateur: flag,
        active: flag,
      }),
      { maxLength: 25 },
    )
    .map((rows) => rows.map((r, i) => entry(`P${i}`, r.rating, r)));

  test("every player is printed or omitted exactly once; a rank is 1 + the ranked players published strictly higher", () => {
    fc.assert(
      fc.property(arbEntries, arbRules, (entries, rules) => {
        const list = publishList(entries, rules, "2024-06-30");
        const keys = [...list.rows.map((r) => r.key), ...list.omitted.map((o) => o.key)].sort();
        expect(keys).toEqual(entries.map((e) => e.key).sort());
        const ranked = list.rows.filter((r) => r.rank !== null);
        for (const r of ranked) {
          expect(r.marks).toEqual([]);
          expect(r.rating).toBe(publishedRating(r.exact, rules.decimals));
          expect(r.rank).toBe(1 + ranked.filter((o) => o.rating > r.rating).length);
        }
        // Ranked first (by rank), then the marked players; an omitted player has a mark the rules omit.
        const firstMarked = list.rows.findIndex((r) => r.rank === null);
        if (firstMarked >= 0)
          expect(list.rows.slice(firstMarked).every((r) => r.rank === null && r.marks.length > 0)).toBe(true);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i].rank!).toBeGreaterThanOrEqual(ranked[i - 1].rank!);
        for (const o of list.omitted) expect(o.marks.some((m) => rules.marks[m] === "omit")).toBe(true);
        for (const e of entries)
          expect(marksOf(e, rules, "2024-06-30").every((m) => rules.marks[m] !== "ignore")).toBe(true);
      }),
    );
  });
});
