/**
 * "Publish the rating list" on the in-memory workbook (taskpane/flow/ratingList.ts, docs/rules.md §8): the worked
 * Elo example's list written as the printable sheet (one read sync, one write sync; A4, one page wide, title rows
 * repeated; refreshed in place; a user's sheet of that name left alone; the workbook's language), as of the day
 * before the event; a player's card as SVG (nothing written); a federation's CSV list imported (all or nothing).
 */
import {
  applyRatings,
  importRatingList,
  publishRatingList,
  ratingCardSvg,
  type RatingListOutcome,
  type RatingRequest,
} from "../../taskpane/flow";
import { createFakeExcel, type FakeExcel } from "../fakes/fake-excel";
import { hostOf } from "../helpers/workbooks";
import { seedRatings, seedResults } from "../sheets/ratings-helpers";

const syncShape = (fake: FakeExcel) =>
  fake.book.syncLog.map((e) =>
    e.loads > 0 && e.writes === 0 ? "read" : e.writes > 0 && e.loads === 0 ? "write" : "mixed",
  );

const SEED: RatingRequest = {
  resultsSheet: "Results",
  settings: { method: "elo" },
  event: "Seed 002",
  date: "2024-05-01",
  locale: "en",
  appliedAt: "2024-05-01T18:00:00.000Z",
};

async function rated(extra: Record<string, unknown[][]> = {}): Promise<FakeExcel> {
  const fake = createFakeExcel({ sheets: { Results: seedResults(), Ratings: seedRatings(), ...extra } });
  expect((await applyRatings(hostOf(fake), SEED)).kind).toBe("applied");
  fake.book.resetLog();
  return fake;
}

function written(o: RatingListOutcome) {
  if (o.kind !== "written") throw new Error(`expected the list written, got ${JSON.stringify(o)}`);
  return o;
}

const request = { rules: { preset: "all" as const }, locale: "en" as const, today: "2024-07-01" };

describe("publish the rating list", () => {
  it("as of the latest event by default: the printable sheet, A4 one page wide, the top rows on every page", async () => {
    const fake = await rated();
    const o = written(await publishRatingList(hostOf(fake), request));
    expect(syncShape(fake)).toEqual(["read", "write"]);
    expect([o.sheet, o.list.asOf, o.list.previousAsOf, o.nameTakenByUser]).toEqual([
      "Published list",
      "2024-05-01",
      "2024-04-30",
      false,
    ]);
    const values = fake.book.values("Published list");
    expect(values[0][0]).toBe("Rating list");
    expect(values[3]).toEqual(["Rank", "Name", "Country", "Rating", "Change", "Games", "Marks"]);
    expect(values.slice(4).map((r) => r.slice(0, 5))).toEqual([
      [1, "A", "", 1902, -32],
      [2, "C", "", 1675, -3],
      [3, "B", "", 1664, -21],
      [4, "D", "", 1651, 55],
    ]);
    expect(fake.book.pageLayout("Published list")).toMatchObject({
      orientation: "Portrait",
      paperSize: "A4",
      printArea: "A1:G8",
      printTitleRows: "$1:$4",
      zoom: { horizontalFitToPages: 1 },
    });
    expect(fake.book.namesList()).toContainEqual({ name: "Brightwell_RatingList", formula: "='Published list'!$A$1" });
  });

  it("again, as of the day before the event: our sheet refreshed in place (no second sheet), the list as it was", async () => {
    const fake = await rated();
    await publishRatingList(hostOf(fake), request);
    const o = written(
      await publishRatingList(hostOf(fake), { ...request, asOf: "2024-04-30", rules: { preset: "wof" } }),
    );
    expect(o.sheet).toBe("Published list");
    expect(fake.book.sheetNames().filter((n) => n.startsWith("Published list"))).toEqual(["Published list"]);
    expect(
      fake.book
        .values("Published list")
        .slice(4)
        .map((r) => [r[0], r[1], r[3]]),
    ).toEqual([
      [1, "A", 1934],
      [2, "B", 1685],
      [3, "C", 1678],
      [4, "D", 1596],
    ]);
  });

  it("a user's sheet of that name is never touched: ours gets a free name", async () => {
    const mine = [["my notes"]];
    const fake = await rated({ "Published list": mine });
    const o = written(await publishRatingList(hostOf(fake), request));
    expect([o.sheet, o.nameTakenByUser]).toEqual(["Published list (2)", true]);
    expect(fake.book.values("Published list")).toEqual(mine);
  });

  it("no rating list: said, nothing written; a bad date: said; a list row in error: its cell", async () => {
    const empty = createFakeExcel({ sheets: { Results: seedResults() } });
    expect(await publishRatingList(hostOf(empty), request)).toEqual({ kind: "no-list" });
    const fake = await rated();
    expect(await publishRatingList(hostOf(fake), { ...request, asOf: "2024-02-30" })).toEqual({
      kind: "bad-date",
      value: "2024-02-30",
    });
    const bad = createFakeExcel({
      sheets: {
        Ratings: [
          ["Name", "Rating"],
          ["A", "high"],
        ],
      },
    });
    const o = await publishRatingList(hostOf(bad), request);
    expect(o.kind === "problems" ? o.problems.map((p) => p.address) : o.kind).toEqual(["Ratings!B2"]);
    expect(bad.book.sheetNames()).toEqual(["Ratings"]);
  });
});

describe("a player's card", () => {
  it("the SVG of the chosen player, escaped; nothing written", async () => {
    const fake = await rated();
    const o = await ratingCardSvg(hostOf(fake), { player: "4", locale: "ko" });
    if (o.kind !== "card") throw new Error(o.kind);
    expect([o.fileName, o.name, o.events]).toEqual(["rating-card-4.svg", "D", 1]);
    expect(o.svg).toContain("<title>레이팅 카드: D</title>");
    expect(syncShape(fake)).toEqual(["read"]);
    expect(await ratingCardSvg(hostOf(fake), { player: "99", locale: "en" })).toEqual({
      kind: "no-player",
      player: "99",
    });
  });
});

describe("import a federation's list", () => {
  const bytes = (text: string) => new TextEncoder().encode("\uFEFF" + text);

  it("a CSV list into a workbook without one: the Ratings sheet made (one read, one write)", async () => {
    const fake = createFakeExcel({ sheets: { Results: seedResults() } });
    const o = await importRatingList(hostOf(fake), {
      bytes: bytes("ID,이름,레이팅,대국 수,국가\n1,A,1934,10,KOR\n2,B,1685,3,KOR"),
      fileName: "koa.csv",
      merge: false,
      locale: "ko",
    });
    // A new list is named in the sheets' language (the workbook says none: the pane's, Korean).
    expect(o).toEqual({ kind: "imported", sheet: "레이팅", players: 2, games: 0, warnings: [] });
    expect(syncShape(fake)).toEqual(["read", "write"]);
    expect(
      fake.book
        .values("레이팅")
        .slice(0, 2)
        .map((r) => r.slice(0, 7)),
    ).toEqual([
      ["ID", "이름", "레이팅", "대국 수", "잠정", "최근 대회", "국가"],
      ["1", "A", 1934, 10, false, "", "KOR"],
    ]);
  });

  it("into a list that holds players: refused unless merging, nothing written", async () => {
    const fake = await rated();
    const before = fake.book.snapshot();
    const o = await importRatingList(hostOf(fake), {
      bytes: bytes("ID,Name,Rating,Games\n9,Z,1500,0"),
      fileName: "more.csv",
      merge: false,
      locale: "en",
    });
    expect(o.kind === "problems" ? o.problems.map((p) => [p.address, p.code]) : o.kind).toEqual([
      ["Ratings!A1", "import-list-not-empty"],
    ]);
    expect(fake.book.snapshot()).toBe(before);
    const merged = await importRatingList(hostOf(fake), {
      bytes: bytes("ID,Name,Rating,Games\n9,Z,1500,0"),
      fileName: "more.csv",
      merge: true,
      locale: "en",
    });
    expect(merged.kind).toBe("imported");
    expect(fake.book.values("Ratings").at(-1)!.slice(0, 4)).toEqual(["9", "Z", 1500, 0]);
  });
});
