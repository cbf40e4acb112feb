/**
 * The published list from the rating sheets (src/sheets/ratings/publish.ts, publishSheet.ts; docs/rules.md §8):
 * membership columns read in any language, the worked Elo example published as of the day before, the day of and
 * the day after the event with its changes, the printable sheet's layout and page setup, names kept as text,
 * the periodic lists side by side, and the printed list never taken for the Players sheet.
 */
import {
  detectSheets,
  periodicTable,
  planPublishedList,
  planRatingUpdate,
  publishedTable,
  type PublishPlan,
} from "../../src/sheets";
import { publishList, resolveListRules } from "../../src/engine";
import { ok, seedRatings, seedResults, written, type Book } from "./ratings-helpers";

const EVENT = { name: "Seed 002", date: "2024-05-01", appliedAt: "2024-05-02T09:30:00.000Z" };

/** The worked Elo example applied to the seed list: the Ratings and Rating history sheets after it. */
function rated(): Book {
  const before: Book = { ratings: { sheetName: "Ratings", values: seedRatings() } };
  const p = ok(
    planRatingUpdate({
      results: { sheetName: "Results", values: seedResults() },
      ...before,
      event: EVENT,
      settings: { method: "elo" },
    }),
  );
  return written(p.writes, before);
}

function published(plan: PublishPlan) {
  if (!plan.ok) throw new Error(plan.problems.map((p) => `${p.address}: ${p.message}`).join("\n"));
  return plan;
}

describe("the worked Elo example published (docs/rules.md §8.3, §8.4)", () => {
  test("the day before the event: the list as it was; the day of and after: 1902, 1675, 1664, 1651 with the changes", () => {
    const book = rated();
    const before = published(planPublishedList({ ...book, asOf: "2024-04-30" }));
    expect(before.list.rows.map((r) => [r.rank, r.name, r.rating, r.change])).toEqual([
      [1, "A", 1934, null],
      [2, "B", 1685, null],
      [3, "C", 1678, null],
      [4, "D", 1596, null],
    ]);
    expect(before.list.previousAsOf).toBeUndefined(); // no event by then: no last list

    for (const asOf of ["2024-05-01", "2024-05-02"]) {
      const on = published(planPublishedList({ ...book, asOf }));
      // The last list by default: the day before the latest event (what it changed): 1902 − 1934 = −32 …
      expect(on.list.previousAsOf).toBe("2024-04-30");
      expect(on.list.rows.map((r) => [r.rank, r.name, r.rating, r.change, r.games])).toEqual([
        [1, "A", 1902, -32, 16],
        [2, "C", 1675, -3, 6],
        [3, "B", 1664, -21, 9],
        [4, "D", 1651, 55, 13],
      ]);
    }
    // The changes of the printed numbers add up as printed (−32 − 3 − 21 + 55 = −1: rounding, not the engine's 0).
    const explicit = published(planPublishedList({ ...book, asOf: "2024-05-02", since: null }));
    expect(explicit.list.rows.every((r) => r.change === null)).toBe(true);
  });

  test("no date given: the latest event's; a list without History: the host's today", () => {
    expect(published(planPublishedList({ ...rated(), today: "2030-01-01" })).list.asOf).toBe("2024-05-01");
    const alone = { ratings: { sheetName: "Ratings", values: seedRatings() } };
    expect(published(planPublishedList({ ...alone, today: "2030-01-01" })).list.asOf).toBe("2030-01-01");
    expect(() => planPublishedList(alone)).toThrow(/YYYY-MM-DD/);
  });

  test("the table and the sheet in English, Korean and Japanese", () => {
    const book = rated();
    const en = published(planPublishedList({ ...book, asOf: "2024-05-01" }));
    expect(publishedTable(en.list, "en").values.slice(0, 2)).toEqual([
      ["Rank", "Name", "Country", "Rating", "Change", "Games", "Marks"],
      [1, "A", null, 1902, -32, 16, null],
    ]);
    const ko = published(planPublishedList({ ...book, asOf: "2024-05-01", locale: "ko" }));
    expect(ko.sheet.name).toBe("레이팅 순위");
    expect(ko.sheet.values.slice(0, 4).map((r) => r[0])).toEqual([
      "레이팅 순위",
      "2024-05-01 기준 · 2024-04-30 목록 대비 변동",
      "순위 4명, 순위 없이 표시 0명, 발표 제외 0명. 규칙: 잠정 → 순위 없이 표시; 비활동 → 순위 없이 표시",
      "순위",
    ]);
    const ja = published(planPublishedList({ ...book, asOf: "2024-05-01", locale: "ja", rules: { preset: "wof" } }));
    expect(ja.sheet.name).toBe("レーティング順位");
    expect(ja.sheet.values[2][0]).toBe(
      "順位あり 4人、順位なしで掲載 0人、掲載しない 0人。規則：暫定 → 順位なしで掲載、非活動（38か月レーティング対局なし） → 掲載しない",
    );
    expect(ja.sheet.values[3]).toEqual(["順位", "名前", "国", "レーティング", "変動", "対局数", "備考"]);
  });

  test("the printable sheet: title rows, A4 portrait fitted to the width, the top four rows on every page", () => {
    const plan = published(planPublishedList({ ...rated(), asOf: "2024-05-01", title: "KOA rating list, May 2024" }));
    const s = plan.sheet;
    expect(s.name).toBe("Published list");
    expect(s.values[0][0]).toBe("KOA rating list, May 2024");
    expect(s.values[1][0]).toBe("As of 2024-05-01 · Change since the list of 2024-04-30");
    expect(s.values).toHaveLength(4 + 4);
    expect(s.merges).toEqual(["A1:G1", "A2:G2", "A3:G3"]);
    // The date and rules lines wrap in their merged rows, each as tall as its text needs on the printed width.
    expect(s.styles).toContainEqual({ range: "A2:G3", italic: true, wrap: true, vertical: "top" });
    expect(Object.keys(s.rowHeights!)).toEqual(["2", "3"]);
    const long = published(
      planPublishedList({ ...rated(), asOf: "2024-05-01", locale: "ko", rules: { preset: "kba", minGames: 30 } }),
    ).sheet;
    const short = published(
      planPublishedList({
        ...rated(),
        asOf: "2024-05-01",
        rules: { marks: { provisional: "ignore", inactive: "ignore" } },
      }),
    ).sheet;
    expect(short.values[2][0]).toBe("Ranked: 4. Listed without a rank: 0. Not listed: 0.");
    expect(long.rowHeights![3]).toBeGreaterThan(short.rowHeights![3]); // the Korean kba rules take more lines
    expect(s.frozenRows).toBe(4);
    expect(s.print).toEqual({
      area: "A1:G8",
      setup: expect.objectContaining({
        paperSize: "A4",
        orientation: "portrait",
        fitToWidth: 1,
        fitToHeight: 1,
        printTitleRows: "1:4",
      }),
    });
    // Names and marks are text; ratings whole numbers; a change signed, or the text "new".
    expect(s.formats).toEqual(
      expect.arrayContaining([
        { range: "B5:B8", format: "@" },
        { range: "D5:D8", format: "0" },
        { range: "E5:E8", format: "+0;-0;0;@" },
      ]),
    );
  });
});

describe("membership columns, read in any language (docs/rules.md §8.2)", () => {
  test("a Korean list with 회원 / 외국인 / 아마추어 / 활동 columns under the kba and koa rules", () => {
    const ratings = {
      sheetName: "레이팅",
      values: [
        ["ID", "이름", "레이팅", "대국 수", "국가", "회원", "외국인", "아마추어", "활동"],
        ["1", "김", 9800, 120, "KOR", "예", null, null, null],
        ["2", "이", 9900, 40, "KOR", "회원", null, null, null], // 40 games: provisional under kba
        ["3", "王", 9950, 300, "CHN", "아니오", "예", null, null], // not a member
        ["4", "박", 9700, 80, "KOR", null, null, "아마", null], // Member empty: says nothing; an amateur
        ["5", "최", 9600, 90, "KOR", "○", null, null, "아니오"], // not active
      ],
    };
    const kba = published(planPublishedList({ ratings, asOf: "2024-05-01", rules: { preset: "kba" } }));
    expect(kba.list.rows.map((r) => [r.rank, r.name, r.country, r.marks])).toEqual([
      [1, "김", "KOR", []],
      [2, "박", "KOR", []],
      [null, "최", "KOR", ["inactive"]],
    ]);
    expect(kba.list.omitted.map((o) => [o.name, o.marks])).toEqual([
      ["王", ["nonMember"]],
      ["이", ["provisional"]],
    ]);
    const koa = published(planPublishedList({ ratings, asOf: "2024-05-01", rules: { preset: "koa" } }));
    expect(koa.list.rows.map((r) => r.name)).toEqual(["이", "김", "최"]);
    expect(koa.list.omitted.map((o) => [o.name, o.marks])).toEqual([
      ["王", ["foreign"]],
      ["박", ["amateur"]],
    ]);
  });

  test("Japanese titles and words (会員 はい, アマ); a name that looks like a formula or markup stays text", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const ratings = {
      sheetName: "レーティング",
      values: [
        ["名前", "レーティング", "対局数", "会員", "アマチュア"],
        [hostile, 2000, 60, "はい", null],
        ["=1+1", 1900, 60, "いいえ", "アマ"],
      ],
    };
    const plan = published(planPublishedList({ ratings, asOf: "2024-05-01", rules: { marks: { amateur: "mark" } } }));
    expect(plan.list.rows.map((r) => [r.rank, r.name, r.marks])).toEqual([
      [1, hostile, []],
      [null, "=1+1", ["amateur"]],
    ]);
    const names = plan.sheet.values.slice(4).map((r) => r[1]);
    expect(names).toEqual([hostile, "=1+1"]);
    expect(plan.sheet.formats).toContainEqual({ range: "B5:B6", format: "@" });
  });

  test("a list row that cannot be read stops the list (naming its cell): nobody is left out silently", () => {
    const ratings = {
      sheetName: "Ratings",
      values: [
        ["Name", "Rating"],
        ["A", 1700],
        ["B", "high"],
      ],
    };
    const plan = planPublishedList({ ratings, asOf: "2024-05-01" });
    expect(plan.ok).toBe(false);
    expect(plan.problems.map((p) => [p.address, p.code])).toEqual([["Ratings!B3", "ratings-rating-invalid"]]);
  });

  test("the printed list and the periodic lists are never taken for the Players sheet", () => {
    const plan = published(planPublishedList({ ...rated(), asOf: "2024-05-01" }));
    const sheets = [
      { name: "Published list", values: plan.sheet.values as unknown[][] },
      { name: "Results", values: seedResults() },
    ];
    expect(detectSheets(sheets)).toEqual({ results: "Results", players: undefined, notes: [] });
  });
});

describe("periodic lists side by side", () => {
  test("a column pair per period; players in the last list's order, then those no longer printed", () => {
    const rules = resolveListRules({ preset: "wof" });
    const p = (key: string, rating: number, lastDate: string) => ({
      key,
      name: key,
      rating,
      games: 10,
      provisional: false,
      lastEvent: "",
      lastDate,
    });
    const q1 = publishList([p("A", 1700, "2021-03-20"), p("B", 1650, "2024-01-10")], rules, "2024-03-31");
    const q2 = publishList(
      [p("A", 1700, "2021-03-20"), p("B", 1660, "2024-04-10"), p("C", 1660, "2024-04-10")],
      rules,
      "2024-06-30",
      q1,
    );
    const t = periodicTable([
      { label: "2024-Q1", list: q1 },
      { label: "2024-Q2", list: q2 },
    ]);
    expect(t.values).toEqual([
      [null, null, null, "2024-Q1", null, "2024-Q2", null],
      ["ID", "Name", "Country", "Rank", "Rating", "Rank", "Rating"],
      ["B", "B", null, 2, 1650, 1, 1660],
      ["C", "C", null, null, null, 1, 1660],
      // A: no rated game for 38 months by the end of Q2 (2021-03-20 + 38 months = 2024-05-20): not printed.
      ["A", "A", null, 1, 1700, null, null],
    ]);
  });
});
