/**
 * "Update ratings" on the in-memory workbook (taskpane/flow/ratings.ts): the worked Elo example (docs/rules.md §5)
 * previewed, applied, refused the second time and undone, with the syncs counted; the same numbers as the
 * command line's `rate`; a KBA event with a newcomer; apply then undo restores every Ratings cell (fast-check);
 * the rating chart (created, refreshed, a user's sheet of that name left alone); the event as a .ELO text.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import fc from "fast-check";
import {
  applyRatings,
  exportEloText,
  listAppliedEvents,
  previewRatings,
  previewUndo,
  ratingChart,
  undoRatings,
  type RatingOutcome,
  type RatingRequest,
} from "../../taskpane/flow";
import { main } from "../../src/cli/main";
import { previewJson } from "../../src/cli/commands/rate";
import { parseEloFile } from "../../src/formats/elo";
import { exportRefusalText } from "../../src/i18n/files";
import { RATING_CHART_NAME } from "../../src/sheets/ratingChart";
import { ratingProblemMessage, type RatingProblem } from "../../src/sheets";
import { createFakeExcel, type FakeExcel } from "../fakes/fake-excel";
import { hostOf } from "../helpers/workbooks";
import { MEMBERSHIP_EN, RESULTS_HEADER, seedRatings, seedResults } from "../sheets/ratings-helpers";
import { arbEvent, arbList, type GenEvent } from "../sheets/ratings-property-gen";

jest.setTimeout(60_000); // file I/O on a shared machine (not a timing assertion)

const round2 = (x: number) => Number(x.toFixed(2));
const syncShape = (fake: FakeExcel) =>
  fake.book.syncLog.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));
const READ = { loads: true, writes: false, implicit: false };
const WRITE = { loads: false, writes: true, implicit: false };

const SEED: RatingRequest = {
  resultsSheet: "Results",
  settings: { method: "elo" },
  event: "Seed 002",
  date: "2024-05-01",
  locale: "en",
  appliedAt: "2024-05-01T18:00:00.000Z",
};

function seedBook(extra: Record<string, unknown[][]> = {}): FakeExcel {
  return createFakeExcel({ sheets: { Results: seedResults(), Ratings: seedRatings(), ...extra } });
}

function updated(o: RatingOutcome) {
  if (o.kind !== "preview" && o.kind !== "applied") throw new Error(`expected a plan, got ${JSON.stringify(o)}`);
  return o;
}

describe("Update ratings: the worked Elo example", () => {
  it("preview: 1902.26 / 1664.01 / 1675.30 / 1651.44, deltas sum to 0; one read sync and nothing written", async () => {
    const fake = seedBook();
    const before = fake.book.snapshot();
    const o = updated(await previewRatings(hostOf(fake), SEED));
    expect(o.kind).toBe("preview");
    expect(o.preview.map((p) => [p.id, p.name, p.old, p.points, round2(p.new), p.provisional])).toEqual([
      ["1", "A", 1934, 4, 1902.26, false],
      ["2", "B", 1685, 2, 1664.01, false],
      ["3", "C", 1678, 2.5, 1675.3, false],
      ["4", "D", 1596, 3.5, 1651.44, false],
    ]);
    expect(o.preview.reduce((s, p) => s + p.delta!, 0)).toBeCloseTo(0, 9);
    expect(o.sheets).toEqual(["Ratings", "Rating history"]);
    expect(syncShape(fake)).toEqual([READ]);
    expect(fake.book.snapshot()).toBe(before);
  });

  it("per round: 1903.28 / 1666.88 / 1673.64 / 1649.20", async () => {
    const o = updated(
      await previewRatings(hostOf(seedBook()), { ...SEED, settings: { method: "elo", perRound: true } }),
    );
    expect(o.preview.map((p) => round2(p.new))).toEqual([1903.28, 1666.88, 1673.64, 1649.2]);
    expect(o.preview.reduce((s, p) => s + p.delta!, 0)).toBeCloseTo(0, 9);
  });

  it("gives what the command line's `rate --json` gives on the same workbook (a real .xlsx)", async () => {
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-pane-rate-"));
    try {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet("Results").addRows(seedResults());
      wb.addWorksheet("Ratings").addRows(seedRatings());
      await wb.xlsx.writeFile(path.join(tmp, "seed.xlsx"));
      for (const perRound of [false, true]) {
        let out = "";
        const code = await main(
          ["rate", "seed.xlsx", "--date", "2024-05-01", "--json", ...(perRound ? ["--per-round"] : [])],
          {
            stdout: (t) => (out += t),
            stderr: () => undefined,
            cwd: tmp,
          },
        );
        expect(code).toBe(0);
        const pane = updated(
          await previewRatings(hostOf(seedBook()), { ...SEED, settings: { method: "elo", perRound } }),
        );
        expect(previewJson(pane.preview)).toEqual(JSON.parse(out));
      }
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  });

  it("apply: one read and one write sync; Ratings updated in place, Rating history added; Results untouched", async () => {
    const fake = seedBook();
    const results = fake.book.values("Results");
    const o = updated(await applyRatings(hostOf(fake), SEED));
    expect(o.kind).toBe("applied");
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    const list = fake.book.values("Ratings");
    expect(list.slice(1).map((r) => [r[0], r[1], round2(r[2] as number), r[3], r[4], r[5]])).toEqual([
      ["1", "A", 1902.26, 16, false, "2024-05-01 Seed 002"],
      ["2", "B", 1664.01, 9, false, "2024-05-01 Seed 002"],
      ["3", "C", 1675.3, 6, false, "2024-05-01 Seed 002"],
      ["4", "D", 1651.44, 13, false, "2024-05-01 Seed 002"],
    ]);
    const history = fake.book.values("Rating history");
    expect(history.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ["Seed 002", "2024-05-01", "A", 1934],
      ["Seed 002", "2024-05-01", "B", 1685],
      ["Seed 002", "2024-05-01", "C", 1678],
      ["Seed 002", "2024-05-01", "D", 1596],
    ]);
    expect(fake.book.frozenRows("Rating history")).toBe(1);
    expect(fake.book.values("Results")).toEqual(results);
  });

  it("applying the same event again is refused, saying when it was applied; nothing written", async () => {
    const fake = seedBook();
    await applyRatings(hostOf(fake), SEED);
    fake.book.resetLog();
    const before = fake.book.snapshot();
    const again = await applyRatings(hostOf(fake), { ...SEED, appliedAt: "2024-05-02T09:00:00.000Z" });
    expect(again.kind).toBe("problems");
    const problems = again.kind === "problems" ? again.problems : [];
    expect(problems.map((p) => [p.address, p.code, p.message])).toEqual([
      [
        "'Rating history'!A2",
        "event-already-applied",
        '"Seed 002" (2024-05-01) was already applied on 2024-05-01T18:00:00.000Z (this History row). Undo it first to apply it again.',
      ],
    ]);
    expect(syncShape(fake)).toEqual([READ]);
    expect(fake.book.snapshot()).toBe(before);
  });

  it("the same games under another name and date are refused, naming the earlier event, in the pane's language; nothing written", async () => {
    const fake = seedBook();
    await applyRatings(hostOf(fake), SEED);
    const before = fake.book.snapshot();
    const messages: string[] = [];
    for (const locale of ["en", "ko", "ja"] as const) {
      const again = await applyRatings(hostOf(fake), { ...SEED, event: "Seed 2", date: "2024-06-01", locale });
      expect(again.kind).toBe("problems");
      const problems = again.kind === "problems" ? again.problems : [];
      expect(problems.map((p) => [p.address, p.code])).toEqual([["'Rating history'!A2", "event-same-games"]]);
      messages.push(ratingProblemMessage(problems[0] as RatingProblem, locale));
    }
    expect(messages[0]).toBe(
      'These games are already on the Rating history as "Seed 002" (2024-05-01, applied 2024-05-01T18:00:00.000Z; this History row): the same games under another name or date, as a re-sent copy has them. Nothing was rated; if this really is another event with the same games, rate it with --allow-same-games (command line).',
    );
    expect(messages[1]).toContain('"Seed 002"(2024-05-01, 2024-05-01T18:00:00.000Z에 적용');
    expect(messages[2]).toContain("「Seed 002」（2024-05-01、2024-05-01T18:00:00.000Zに適用");
    expect(fake.book.snapshot()).toBe(before);
  });

  it("the user's own columns beside the list keep their formulas (only changed cells are written)", async () => {
    const fake = seedBook();
    fake.book.setFormula("Ratings", "G2", "=C2-1900", 34);
    fake.book.setFormula("Ratings", "G3", "=C3-1900", -215);
    await applyRatings(hostOf(fake), SEED);
    expect(fake.book.cell("Ratings", "G2").formula).toBe("=C2-1900");
    expect(fake.book.cell("Ratings", "G3").formula).toBe("=C3-1900");
  });

  it("event name and date from the workbook's Tournament sheet when the pane's fields are empty", async () => {
    const fake = seedBook({
      Tournament: [
        ["Event", "Korea Cup"],
        ["Date", "2024-06-02"],
      ],
    });
    fake.book.addName("Brightwell_Event", "Tournament", "B1").addName("Brightwell_Date", "Tournament", "B2");
    const o = updated(await previewRatings(hostOf(fake), { ...SEED, event: "", date: undefined }));
    expect(o.event).toEqual({ name: "Korea Cup", date: "2024-06-02" });
    const state = await listAppliedEvents(hostOf(fake));
    expect([state.event, state.date]).toEqual(["Korea Cup", "2024-06-02"]);
  });

  it("no date in the pane nor on the workbook: refused, never dated today (as `rate`)", async () => {
    const fake = seedBook();
    expect(await previewRatings(hostOf(fake), { ...SEED, date: "" })).toEqual({ kind: "no-event", field: "date" });
    expect(await previewRatings(hostOf(fake), { ...SEED, date: undefined })).toEqual({
      kind: "no-event",
      field: "date",
    });
    expect(fake.book.syncLog.every((e) => e.writes === 0)).toBe(true);
  });

  it("a workbook date that is no date (an imported file's text) is a problem at its cell; the pane's date wins", async () => {
    const fake = seedBook({
      Tournament: [
        ["Event", "WOC 2014"],
        ["Date", "06/11/2014 - 08/11/2014"],
      ],
    });
    fake.book.addName("Brightwell_Event", "Tournament", "B1").addName("Brightwell_Date", "Tournament", "B2");
    const o = await previewRatings(hostOf(fake), { ...SEED, event: "", date: "" });
    expect(o.kind).toBe("problems");
    if (o.kind !== "problems") return;
    expect(o.problems.map((p) => [p.address, p.code])).toEqual([["Tournament!B2", "event-date-invalid"]]);
    expect(updated(await previewRatings(hostOf(fake), { ...SEED, event: "", date: "2014-11-06" })).event).toEqual({
      name: "WOC 2014",
      date: "2014-11-06",
    });
  });

  it("no event name anywhere, or no date: said, nothing read beyond the one sync", async () => {
    const fake = seedBook();
    expect(await previewRatings(hostOf(fake), { ...SEED, event: " " })).toEqual({ kind: "no-event", field: "name" });
    expect(await previewRatings(hostOf(fake), { ...SEED, date: "2024-13-01" })).toEqual({
      kind: "no-event",
      field: "date",
      value: "2024-13-01",
    });
    expect(await previewRatings(hostOf(fake), { ...SEED, resultsSheet: "Gone" })).toEqual({
      kind: "missing-sheet",
      sheet: "Gone",
    });
    expect(fake.book.syncLog.every((e) => e.writes === 0)).toBe(true);
  });
});

describe("Undo the latest event", () => {
  it("lists the applied events, previews the undo (nothing written), then restores the list exactly", async () => {
    const fake = seedBook();
    const list = fake.book.values("Ratings");
    await applyRatings(hostOf(fake), SEED);
    const state = await listAppliedEvents(hostOf(fake));
    expect(state.events.map((e) => [e.event, e.date, e.players, e.undoable])).toEqual([
      ["Seed 002", "2024-05-01", 4, true],
    ]);
    expect(state.players.map((p) => [p.key, p.name, p.events])).toEqual([
      ["1", "A", 1],
      ["2", "B", 1],
      ["3", "C", 1],
      ["4", "D", 1],
    ]);

    fake.book.resetLog();
    const before = fake.book.snapshot();
    const preview = await previewUndo(hostOf(fake), { event: "Seed 002", locale: "en" });
    expect(preview.kind).toBe("preview");
    if (preview.kind !== "preview") return;
    expect(preview.preview.map((p) => [p.name, round2(p.current), p.restored])).toEqual([
      ["A", 1902.26, 1934],
      ["B", 1664.01, 1685],
      ["C", 1675.3, 1678],
      ["D", 1651.44, 1596],
    ]);
    expect(fake.book.snapshot()).toBe(before);

    fake.book.resetLog();
    const undone = await undoRatings(hostOf(fake), { event: "Seed 002", date: "2024-05-01", locale: "en" });
    expect(undone.kind).toBe("undone");
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    // Every cell as it was; the membership columns the update added (docs/rules.md §8.2) stay, titled and empty.
    const restored = fake.book.values("Ratings");
    expect(restored.map((r) => r.slice(0, 6))).toEqual(list);
    expect(restored[0].slice(6)).toEqual(MEMBERSHIP_EN);
    expect(restored.slice(1).every((r) => r.slice(6).every((v) => v === ""))).toBe(true);
    expect(fake.book.values("Rating history")).toHaveLength(1); // its header only
    expect((await listAppliedEvents(hostOf(fake))).events).toEqual([]);
    // And the event can be applied again.
    expect((await applyRatings(hostOf(fake), SEED)).kind).toBe("applied");
  });

  it("an event that is not on the History: refused at its cell, nothing written", async () => {
    const fake = seedBook();
    await applyRatings(hostOf(fake), SEED);
    const before = fake.book.snapshot();
    const o = await undoRatings(hostOf(fake), { event: "Other cup", locale: "en" });
    expect(o.kind === "problems" ? o.problems.map((p) => p.code) : o.kind).toEqual(["undo-not-found"]);
    expect(fake.book.snapshot()).toBe(before);
  });

  it("property: apply then undo restores every Ratings cell (random lists and events, Elo and KBA)", async () => {
    const discs = (s: number) => (s === 1 ? [40, 24] : s === 0.5 ? [32, 32] : [24, 40]);
    const resultsOf = (ev: GenEvent) => [
      RESULTS_HEADER,
      ...ev.games.map((g) => [g.round, g.black, ...discs(g.score), g.white]),
    ];
    await fc.assert(
      fc.asyncProperty(
        arbList().chain((list) =>
          fc.tuple(
            fc.constant(list),
            arbEvent(
              list.players.map((p) => p.name),
              2,
            ),
          ),
        ),
        fc.constantFrom<RatingRequest["settings"]>(
          { method: "elo" },
          { method: "elo", perRound: true },
          { method: "kba", grade: 2, stage: "main" },
        ),
        async ([list, ev], settings) => {
          const fake = createFakeExcel({ sheets: { Results: resultsOf(ev), Ratings: list.values } });
          const cells = fake.book.values("Ratings");
          const applied = await applyRatings(hostOf(fake), { ...SEED, settings });
          expect(applied.kind).toBe("applied");
          const undone = await undoRatings(hostOf(fake), { event: SEED.event!, locale: "en" });
          expect(undone.kind).toBe("undone");
          expect(fake.book.values("Ratings")).toEqual(cells);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a KBA event with a newcomer", () => {
  it("the newcomer is added, provisional; Rated games written; undo removes him", async () => {
    const fake = createFakeExcel({
      sheets: {
        Results: [
          RESULTS_HEADER,
          [1, "Cho", 40, 24, "Yi"],
          [1, "Kim", 40, 24, "Park"],
          [2, "Cho", 40, 24, "Kim"],
          [2, "Yi", 24, 40, "Park"],
        ],
        Ratings: [
          ["ID", "Name", "Rating", "Games"],
          ["1", "Cho", 9700, 120],
          ["2", "Yi", 9500, 300],
          ["3", "Park", 9100, 80],
        ],
      },
    });
    const list = fake.book.values("Ratings");
    const request: RatingRequest = { ...SEED, settings: { method: "kba", grade: 1, stage: "final" } };
    const o = updated(await applyRatings(hostOf(fake), request));
    expect(o.sheets).toEqual(["Ratings", "Rating history", "Rated games"]);
    const kim = o.preview.find((p) => p.name === "Kim")!;
    expect([kim.newcomer, kim.provisional, kim.old, kim.delta]).toEqual([true, true, null, null]);
    expect(o.preview.filter((p) => !p.newcomer).every((p) => !p.provisional)).toBe(true);
    const rows = fake.book.values("Ratings");
    expect(rows).toHaveLength(5);
    expect(rows[4].slice(1, 2)).toEqual(["Kim"]);
    expect(fake.book.values("Rated games")).toHaveLength(1 + 2 * 4);
    await undoRatings(hostOf(fake), { event: "Seed 002", locale: "en" });
    // Restored exactly; the columns the list lacked (added at the right by the update) stay, empty.
    const restored = fake.book.values("Ratings");
    expect(restored.map((r) => r.slice(0, 4))).toEqual(list);
    expect(restored[0].slice(4)).toEqual(["Provisional", "Last event", ...MEMBERSHIP_EN]);
    expect(restored.slice(1).every((r) => r.slice(4).every((v) => v === ""))).toBe(true);
  });
});

describe("Rating chart", () => {
  async function twoEvents(extra: Record<string, unknown[][]> = {}) {
    // The second event: the same results a month later, one game's discs different (the same games would be refused).
    const june = seedResults().map((row, r) => (r === 1 ? [1, "A", 41, 23, "B"] : row));
    const fake = seedBook({ "Results June": june, ...extra });
    await applyRatings(hostOf(fake), SEED);
    await applyRatings(hostOf(fake), {
      ...SEED,
      resultsSheet: "Results June",
      event: "Seed 002 again",
      date: "2024-06-01",
      appliedAt: "2024-06-01T18:00:00.000Z",
      settings: { method: "elo", k: 16 },
    });
    fake.book.resetLog();
    return fake;
  }

  it("writes the player's events and a line chart titled with his name; one read and one write sync", async () => {
    const fake = await twoEvents();
    const o = await ratingChart(hostOf(fake), { player: "4", locale: "en" });
    expect(o.kind).toBe("written");
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    const values = fake.book.values("Rating chart");
    expect(values.map((r) => [r[0], r[1], typeof r[2] === "number" ? round2(r[2]) : r[2]])).toEqual([
      ["Date", "Event", "Rating"],
      ["", "Old", 1596],
      ["2024-05-01", "Seed 002", 1651.44],
      ["2024-06-01", "Seed 002 again", values[3][2] as number],
    ]);
    expect(values[3][2]).toBeGreaterThan(1651.44); // D won 3.5 of 6 again, rated higher than expected
    // The rest of his card (docs/rules.md §8.6): rating before, change, rated games of each event.
    expect(values.map((r) => r.slice(3))).toEqual([
      ["Old", "Change", "Games"],
      ["", "", ""],
      [1596, 55.44, 6],
      [1651.44, round2((values[3][2] as number) - 1651.44), 6],
    ]);
    expect(fake.book.charts("Rating chart")).toEqual([
      {
        name: RATING_CHART_NAME,
        type: "Line",
        source: "'Rating chart'!B1:C4",
        seriesBy: "Columns",
        title: "D",
        position: "H2:P20", // right of the card's six columns
      },
    ]);
    expect(fake.book.namesList()).toContainEqual({ name: "Brightwell_RatingChart", formula: "='Rating chart'!$A$1" });
  });

  it("a second chart refreshes our sheet in place: our old chart deleted, one chart, the new player's", async () => {
    const fake = await twoEvents();
    await ratingChart(hostOf(fake), { player: "4", locale: "en" });
    fake.book.renameSheet("Rating chart", "Curve of D"); // ours whatever its name (the mark follows it)
    fake.book.resetLog();
    const o = await ratingChart(hostOf(fake), { player: "1", locale: "en" });
    expect(o.kind === "written" && [o.sheet, o.refreshed]).toEqual(["Curve of D", true]);
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(fake.book.charts("Curve of D").map((c) => [c.name, c.title])).toEqual([[RATING_CHART_NAME, "A"]]);
    expect(fake.book.sheetNames()).not.toContain("Rating chart");
  });

  it('a user\'s sheet named "Rating chart" is not touched: ours gets a free name', async () => {
    const mine = [["My notes"], ["keep me"]];
    const fake = await twoEvents({ "Rating chart": mine });
    fake.book.addChart("Rating chart", "My chart", "A1:A2");
    const before = { values: fake.book.values("Rating chart"), charts: fake.book.charts("Rating chart") };
    const o = await ratingChart(hostOf(fake), { player: "2", locale: "en" });
    expect(o.kind === "written" && [o.sheet, o.refreshed, o.nameTakenByUser]).toEqual([
      "Rating chart (2)",
      false,
      true,
    ]);
    expect({ values: fake.book.values("Rating chart"), charts: fake.book.charts("Rating chart") }).toEqual(before);
    expect(fake.book.charts("Rating chart (2)").map((c) => c.title)).toEqual(["B"]);
  });

  it("in the sheets' language: a Korean pane on a workbook without a language setting names it 레이팅 차트", async () => {
    const fake = seedBook();
    await applyRatings(hostOf(fake), { ...SEED, locale: "ko" });
    expect(fake.book.sheetNames()).toContain("레이팅 이력");
    const o = await ratingChart(hostOf(fake), { player: "4", locale: "ko" });
    expect(o.kind === "written" && [o.sheet, o.baseName]).toEqual(["레이팅 차트", "레이팅 차트"]);
    expect(fake.book.values("레이팅 차트")[0]).toEqual(["날짜", "대회", "레이팅", "이전 레이팅", "변동", "대국 수"]);
  });

  it("no History, or a player not on it: said, nothing written", async () => {
    const fake = seedBook();
    expect(await ratingChart(hostOf(fake), { player: "1", locale: "en" })).toEqual({ kind: "no-history" });
    await applyRatings(hostOf(fake), SEED);
    const before = fake.book.snapshot();
    expect(await ratingChart(hostOf(fake), { player: "99", locale: "en" })).toEqual({
      kind: "no-player",
      player: "99",
    });
    expect(fake.book.snapshot()).toBe(before);
  });
});

describe("Download .ELO", () => {
  it("the event as the canonical .ELO text: reads back to the same games; one read sync, nothing written", async () => {
    const fake = seedBook();
    const before = fake.book.snapshot();
    const o = await exportEloText(hostOf(fake), { resultsSheet: "Results", event: "Seed 002", date: "2024-05-01" });
    expect(o.kind).toBe("text");
    if (o.kind !== "text") return;
    expect([o.fileName, o.players, o.games, o.renumbered, o.forfeits, o.differ]).toEqual([
      "20240501_Seed_002.ELO",
      4,
      12,
      false,
      0,
      [],
    ]);
    const back = parseEloFile(o.text);
    expect(back.tournament.games).toHaveLength(12);
    expect(back.header["Tournament"]).toBe("Seed 002");
    expect(back.header["Date"]).toBe("01/05/2024");
    expect(syncShape(fake)).toEqual([READ]);
    expect(fake.book.snapshot()).toBe(before);
  });

  it("refuses a date that is no real date (said in the pane's language) and says how names and header values were written", async () => {
    const fake = seedBook();
    const bad = await exportEloText(hostOf(fake), { resultsSheet: "Results", event: "Seed 002", date: "2024-02-30" });
    expect(bad).toEqual({
      kind: "refused",
      refusal: { kind: "bad-date", value: "2024-02-30", source: "the pane's date" },
    });
    if (bad.kind === "refused") {
      expect(exportRefusalText(bad.refusal, "en")).toBe(
        "the date \"2024-02-30\" (from the pane's date) is not a real date: give the event's date as YYYY-MM-DD; nothing written",
      );
      expect(exportRefusalText(bad.refusal, "ko")).toContain('날짜 "2024-02-30"');
      expect(exportRefusalText(bad.refusal, "ja")).toContain("日付「2024-02-30」");
    }
    const o = await exportEloText(hostOf(fake), { resultsSheet: "Results", event: "Seed\n002", date: "2024-05-01" });
    expect(o.kind).toBe("text");
    if (o.kind !== "text") return;
    expect(o.cleaned).toEqual([{ field: "tournament", value: "Seed\n002" }]);
    expect(parseEloFile(o.text).header["Tournament"]).toBe("Seed 002");
    // The seed's one-letter names are written as they are: no split to show.
    expect(o.names).toEqual([]);
  });
});
