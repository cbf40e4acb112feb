/**
 * `rate-list` and `rate-history`'s published lists (docs/rules.md §8), in-process on real .xlsx and .ELO files:
 * the worked Elo example (docs/rules.md §5) printed in English, Korean and Japanese, as of the day before and the
 * day of the event, as JSON, and written as the printable sheet (A4, refreshed in place); the list rules on a
 * federation's membership columns; `rate-history --until` at event boundaries, `--every`, and ranks with ties.
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { eloText, sheetValuesOf, writeWorkbook } from "../helpers/ratingFiles";
import { inspectXlsx } from "../helpers/xlsx";
import { seedRatings, seedResults } from "../sheets/ratings-helpers";

// Generous per-test limit: file I/O on a shared 2-core machine (not a timing assertion).
jest.setTimeout(60_000);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-rate-list-"));
  await writeWorkbook(tmp, "seed.xlsx", { Results: seedResults(), Ratings: seedRatings() }, "Seed 002");
  const r = await runCli(["rate", "seed.xlsx", "--date", "2024-05-01", "--out", "rated.xlsx"], tmp);
  expect(r.code).toBe(0);
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("rate-list on the worked Elo example (A 1934 → 1902.26, B 1685 → 1664.01, C 1678 → 1675.30, D 1596 → 1651.44)", () => {
  test("English: ranked on the ratings as published, the change since the day before the event", async () => {
    const r = await runCli(["rate-list", "rated.xlsx", "--as-of", "2024-05-01"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toBe(
      [
        "Rating list",
        "As of 2024-05-01 · Change since the list of 2024-04-30",
        "Ranked: 4. Listed without a rank: 0. Not listed: 0. Rules: provisional → listed without a rank; inactive → listed without a rank",
        "",
        "Rank  Name  Country  Rating  Change  Games  Marks",
        "----  ----  -------  ------  ------  -----  -----",
        "   1  A                1902     -32     16",
        "   2  C                1675      -3      6",
        "   3  B                1664     -21      9",
        "   4  D                1651     +55     13",
        "",
      ].join("\n"),
    );
  });

  test("Korean and Japanese: the same list in the language, the day before the event (no earlier list)", async () => {
    const ko = await runCli(["rate-list", "rated.xlsx", "--as-of", "2024-04-30", "--locale", "ko"], tmp);
    expect(ko.out).toBe(
      [
        "레이팅 순위",
        "2024-04-30 기준 · 이전 목록이 없어 변동을 표시하지 않습니다",
        "순위 4명, 순위 없이 표시 0명, 발표 제외 0명. 규칙: 잠정 → 순위 없이 표시; 비활동 → 순위 없이 표시",
        "",
        "순위  이름  국가  레이팅  변동  대국 수  비고",
        "----  ----  ----  ------  ----  -------  ----",
        "   1  A             1934             10",
        "   2  B             1685              3",
        "   3  C             1678              0",
        "   4  D             1596              7",
        "",
      ].join("\n"),
    );
    const ja = await runCli(
      ["rate-list", "rated.xlsx", "--as-of", "2024-05-02", "--locale", "ja", "--rules", "wof"],
      tmp,
    );
    expect(ja.out.split("\n").slice(0, 7)).toEqual([
      "レーティング順位表",
      "2024-05-02現在 · 2024-04-30の表からの変動",
      "順位あり 4人、順位なしで掲載 0人、掲載しない 0人。規則：暫定 → 順位なしで掲載、非活動（38か月レーティング対局なし） → 掲載しない",
      "",
      "順位  名前  国  レーティング  変動  対局数  備考",
      "----  ----  --  ------------  ----  ------  ----",
      "   1  A                 1902   -32      16",
    ]);
  });

  test("without --as-of: the list as of the latest event on the Rating history (not today)", async () => {
    const r = await runCli(["rate-list", "rated.xlsx"], tmp);
    expect(r.out.split("\n")[1]).toBe("As of 2024-05-01 · Change since the list of 2024-04-30");
  });

  test("--json: rank, id, the rating as published and exact, change, marks; --since chooses the last list", async () => {
    const r = await runCli(
      ["rate-list", "rated.xlsx", "--as-of", "2024-06-30", "--since", "2024-05-01", "--json"],
      tmp,
    );
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out);
    expect([list.asOf, list.previousAsOf]).toEqual(["2024-06-30", "2024-05-01"]);
    expect(list.rows[0]).toEqual({
      rank: 1,
      id: "1",
      name: "A",
      country: "",
      rating: 1902,
      exact: expect.closeTo(1902.26, 2),
      change: 0,
      games: 16,
      provisional: false,
      marks: [],
    });
    expect(list.omitted).toEqual([]);
  });

  test("--out writes the printable sheet (A4 portrait, one page wide, title rows repeated) and refreshes it next time", async () => {
    const r = await runCli(["rate-list", "rated.xlsx", "--as-of", "2024-05-01", "--out", "printed.xlsx"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toBe('Wrote the printable list to the sheet "Published list" of printed.xlsx.\n');
    const wb = inspectXlsx(path.join(tmp, "printed.xlsx"));
    const setup = wb.pageSetup("Published list");
    expect([setup.paperSize, setup.orientation, setup.fitToPage, setup.fitToWidth ?? "1"]).toEqual([
      "9",
      "portrait",
      "1",
      "1",
    ]);
    expect(wb.localName("Published list", "_xlnm.Print_Titles")).toBe("'Published list'!$1:$4");
    const values = (await sheetValuesOf(tmp, "printed.xlsx", "Published list"))!;
    expect(values[0][0]).toBe("Rating list");
    expect(values[3]).toEqual(["Rank", "Name", "Country", "Rating", "Change", "Games", "Marks"]);
    expect(values[4].slice(0, 2)).toEqual([1, "A"]);
    // The other sheets are kept; the list is still readable as the rating list.
    expect(wb.sheetNames).toEqual(["Results", "Ratings", "Rating history", "Published list"]);
    // Again on its own output, in Korean: our sheet (its mark) is refreshed in place, not doubled.
    const again = await runCli(
      ["rate-list", "printed.xlsx", "--as-of", "2024-04-30", "--locale", "ko", "--out", "printed2.xlsx"],
      tmp,
    );
    expect(again.code).toBe(0);
    const wb2 = inspectXlsx(path.join(tmp, "printed2.xlsx"));
    expect(wb2.sheetNames).toEqual(["Results", "Ratings", "Rating history", "Published list"]);
    expect((await sheetValuesOf(tmp, "printed2.xlsx", "Published list"))![0][0]).toBe("레이팅 순위");
  });

  test("--out naming the workbook itself (the in-place form) adds the list to it, keeping the rest", async () => {
    await fs.copyFile(path.join(tmp, "rated.xlsx"), path.join(tmp, "own.xlsx"));
    const before = inspectXlsx(path.join(tmp, "own.xlsx"));
    const r = await runCli(["rate-list", "own.xlsx", "--as-of", "2024-05-01", "--out", "own.xlsx"], tmp);
    expect([r.code, r.err]).toEqual([0, 'Wrote the printable list to the sheet "Published list" of own.xlsx.\n']);
    const after = inspectXlsx(path.join(tmp, "own.xlsx"));
    expect(after.sheetNames).toEqual([...before.sheetNames, "Published list"]);
    expect(after.values("Ratings")).toEqual(before.values("Ratings"));
    expect(after.values("Published list")[4].slice(0, 2)).toEqual([1, "A"]);
    // The --csv export is never the workbook.
    const csv = await runCli(["rate-list", "own.xlsx", "--csv", "own.xlsx"], tmp);
    expect(csv.code).toBe(1);
    expect(csv.err).toMatch(/^--csv must name a \.csv file, got "own\.xlsx"\./);
  });

  test("bad flags are usage errors naming the flag", async () => {
    for (const [flags, message] of [
      [["--rules", "fide"], '--rules must be one of all, kba, koa, wof; got "fide".'],
      [["--as-of", "2024-02-30"], '--as-of must be a date YYYY-MM-DD, got "2024-02-30".'],
      [["--decimals", "9"], "--decimals must be 0 to 4, got 9."],
      [["--foreign", "hide"], '--foreign must be one of ignore, mark, omit; got "hide".'],
      [
        ["--as-of", "2024-05-01", "--since", "2024-05-01"],
        "--since (2024-05-01) must be before the list's date (2024-05-01).",
      ],
    ] as const) {
      const r = await runCli(["rate-list", "rated.xlsx", ...flags], tmp);
      expect(r.code).toBe(1);
      expect(r.err).toContain(message);
    }
  });
});

describe("rate-list: the list rules on a federation's membership columns", () => {
  beforeAll(async () => {
    await writeWorkbook(tmp, "kba.xlsx", {
      Ratings: [
        ["ID", "Name", "Rating", "Games", "Country", "Member", "Foreign"],
        ["1", "Lee", 9800, 51, "KOR", "yes", null],
        ["2", "Kim", 9900, 50, "KOR", "yes", null],
        ["3", "Wang", 9950, 300, "CHN", "no", "yes"],
        ["4", "Park", 9800.4, 80, "KOR", null, null],
      ],
    });
  });

  test("kba: members with more than 50 games; Lee 9800 and Park 9800.4 share rank 1 (both 9800 as published)", async () => {
    const r = await runCli(["rate-list", "kba.xlsx", "--as-of", "2024-05-01", "--rules", "kba", "--json"], tmp);
    const list = JSON.parse(r.out);
    expect(list.rows.map((x: { rank: number; name: string }) => [x.rank, x.name])).toEqual([
      [1, "Lee"],
      [1, "Park"],
    ]);
    expect(list.omitted.map((x: { name: string; marks: string[] }) => [x.name, x.marks])).toEqual([
      ["Wang", ["nonMember"]],
      ["Kim", ["provisional"]],
    ]);
    // One decimal: Park first. Kim marked rather than omitted: printed without a rank.
    const d1 = await runCli(
      ["rate-list", "kba.xlsx", "--as-of", "2024-05-01", "--rules", "kba", "--decimals", "1", "--provisional", "mark"],
      tmp,
    );
    expect(d1.out.split("\n").slice(6)).toEqual([
      "   1  Park  KOR      9800.4             80",
      "   2  Lee   KOR      9800.0             51",
      "      Kim   KOR      9900.0             50  provisional",
      "",
    ]);
  });

  test("a rating cell that cannot be read: the problem with its cell, exit 2, nothing written", async () => {
    await writeWorkbook(tmp, "bad.xlsx", {
      Ratings: [
        ["Name", "Rating"],
        ["A", "strong"],
      ],
    });
    const r = await runCli(["rate-list", "bad.xlsx", "--out", "bad-list.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: Ratings!B2: The rating must be a number, found "strong"\./);
    await expect(fs.stat(path.join(tmp, "bad-list.xlsx"))).rejects.toThrow();
  });
});

describe("rate-history: --until, --every and ranks with ties", () => {
  /*
   * 2020-01-05 "Club January": ALPHA (11) beats BETA (22), both new at 1600: 1616 / 1584.
   * 2020-02-02 "Club February": BETA beats ALPHA; GAMMA (33, new) beats ALPHA (rate.test.ts works it by hand):
   *   ALPHA 1581.7942, BETA 1601.4695, GAMMA 1616.7363.
   * 2020-03-07 "Club March": DELTA (44) and EPSILON (55), both new, draw: 1600 each, a tie.
   */
  beforeAll(async () => {
    const dir = path.join(tmp, "club");
    await fs.mkdir(dir, { recursive: true });
    const write = (file: string, text: string) => fs.writeFile(path.join(dir, file), text);
    await write(
      "20200105_Club_January.ELO",
      eloText("Club January", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
    );
    await write(
      "20200202_Club_February.ELO",
      eloText(
        "Club February",
        ["33, GAMMA, Cy, JPN, 1, 33", "22, BETA, Bo, KOR, 1, 40", "11, ALPHA, Ann, KOR, 0, 55"],
        [["22 (40)>(24) 11"], ["33 (33)>(31) 11"]],
      ),
    );
    await write(
      "20200307_Club_March.ELO",
      eloText("Club March", ["44, DELTA, Di, NLD, 0.5, 32", "55, EPSILON, Ed, NLD, 0.5, 32"], [["44 (32)=(32) 55"]]),
    );
  });

  const ratings = async (until: string) => {
    const r = await runCli(["rate-history", "club", "--until", until, "--json"], tmp);
    return {
      code: r.code,
      err: r.err,
      list: r.code === 0 ? (JSON.parse(r.out) as { id: string; rating: number }[]) : [],
    };
  };
  const shown = (list: { id: string; rating: number }[]) => list.map((p) => [p.id, Number(p.rating.toFixed(4))]);

  test("--until at event boundaries: the day before, the day of, the day after", async () => {
    const before = await ratings("2020-01-04");
    expect(before.code).toBe(2);
    expect(before.err).toContain("3 event files are dated after 2020-01-04 (--until).");
    for (const day of ["2020-01-05", "2020-01-06", "2020-02-01"])
      expect(shown((await ratings(day)).list)).toEqual([
        ["11", 1616],
        ["22", 1584],
      ]);
    const feb = await ratings("2020-02-02");
    expect(shown(feb.list)).toEqual([
      ["33", 1616.7363],
      ["22", 1601.4695],
      ["11", 1581.7942],
    ]);
    expect(feb.err).toContain("Left out 1 event file dated after 2020-02-02 (--until).");
    expect(shown((await ratings("2020-02-03")).list)).toEqual(shown(feb.list));
  });

  test("the printed list: DELTA and EPSILON tie at 1600 and share rank 3, ALPHA is 5th; countries from the player lines", async () => {
    const r = await runCli(["rate-history", "club"], tmp);
    expect(r.code).toBe(0);
    expect(r.out.split("\n").slice(6, 13)).toEqual([
      "Rank  Name        Country  Rating  Change  Games  Marks",
      "----  ----------  -------  ------  ------  -----  -----",
      "   1  GAMMA Cy    JPN        1617       0      1",
      "   2  BETA Bo     KOR        1601       0      2",
      "   3  DELTA Di    NLD        1600     new      1",
      "   3  EPSILON Ed  NLD        1600     new      1",
      "   5  ALPHA Ann   KOR        1582       0      3",
    ]);
  });

  test("--every month: one list per month end, side by side; as JSON each period's list with its changes", async () => {
    const r = await runCli(["rate-history", "club", "--every", "month", "--json"], tmp);
    const periods = JSON.parse(r.out) as {
      period: string;
      asOf: string;
      rows: { id: string; rank: number; change: number | null }[];
    }[];
    expect(periods.map((p) => [p.period, p.asOf])).toEqual([
      ["2020-01", "2020-01-31"],
      ["2020-02", "2020-02-29"],
      ["2020-03", "2020-03-31"],
    ]);
    expect(periods[1].rows.map((x) => [x.rank, x.id, x.change])).toEqual([
      [1, "33", null],
      [2, "22", 17], // 1601 − 1584
      [3, "11", -34], // 1582 − 1616
    ]);
    const out = await runCli(["rate-history", "club", "--every", "quarter", "--out", "periods.xlsx"], tmp);
    expect(out.code).toBe(0);
    const sheet = (await sheetValuesOf(tmp, "periods.xlsx", "Lists by period"))!;
    expect(sheet.slice(0, 3)).toEqual([
      [null, null, null, "2020-Q1", "2020-Q1"], // D1:E1 merged (the reader fills the label into both)
      ["ID", "Name", "Country", "Rank", "Rating"],
      ["33", "GAMMA Cy", "JPN", 1, 1617],
    ]);
    // The Ratings sheet carries the countries of the player lines.
    const list = (await sheetValuesOf(tmp, "periods.xlsx", "Ratings"))!;
    expect(list[0][6]).toBe("Country");
    expect(list.slice(1).map((row) => [row[0], row[6]])).toContainEqual(["44", "NLD"]);
  });
});
