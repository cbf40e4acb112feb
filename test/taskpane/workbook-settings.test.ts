/**
 * The pane's commands and the settings stored with the workbook (its Tournament sheet), result slips written
 * with the pairing, and Brightwell formulas showing #NAME? entered again: each on the in-memory workbook,
 * with the syncs counted.
 *
 * The tournament is the templates' example event (src/sheets/workbook/example.ts: seven players, rounds 1
 * and 2 of 5) typed into the sheets "New tournament" made, as a director would type it.
 */
import { computeInWorkbook, newTournamentInWorkbook, pairInWorkbook, reviveFormulas, scan } from "../../taskpane/flow";
import type { ComputeRequest, NewTournamentOutcome, TournamentSheets } from "../../taskpane/flow";
import { exampleEvent, SLIP_ROWS } from "../../src/sheets/workbook";
import { workbookTexts } from "../../src/i18n/workbook";
import { STANDINGS_LABELS, standingsPrint } from "../../src/sheets";
import type { Locale } from "../../src/i18n/locale";
import type { PresetId } from "../../src/engine";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
import { hostOf, onExcelUpTo } from "../helpers/workbooks";

const syncShape = (fake: FakeExcel) =>
  fake.book.syncLog.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));
const READ = { loads: true, writes: false, implicit: false };
const WRITE = { loads: false, writes: true, implicit: false };

/** A New tournament in `language`, then the example's players (and its games when `games`) typed in. */
async function tournament(language: Locale, preset: PresetId, options: { games?: boolean; rounds?: number } = {}) {
  const fake = createFakeExcel({ sheets: { Sheet1: [] } });
  const e = exampleEvent(language);
  const made: NewTournamentOutcome = await newTournamentInWorkbook(hostOf(fake), {
    name: e.name,
    date: e.date,
    rounds: options.rounds ?? e.rounds,
    preset,
    language,
  });
  if (made.kind !== "created") throw new Error(made.kind);
  const sheets = made.sheets as Required<Pick<TournamentSheets, "settings" | "players" | "results" | "standings">>;
  const name = new Map(e.players.map((p) => [p.id, p.name] as const));
  await fake.Excel.run(async (ctx) => {
    const ws = ctx.workbook.worksheets;
    ws.getItem(sheets.players).getRange(`A2:D${e.players.length + 1}`).values = e.players.map((p) => [
      p.id,
      p.name,
      p.country,
      p.rating,
    ]);
    if (options.games) {
      ws.getItem(sheets.results).getRange(`A2:F${e.games.length + 1}`).values = e.games.map((g) => [
        g.round,
        g.table,
        name.get(g.black)!,
        g.blackDiscs ?? "",
        g.whiteDiscs ?? "",
        g.white === null ? "BYE" : name.get(g.white)!,
      ]);
    }
    await ctx.sync();
  });
  fake.book.resetLog();
  return { fake, sheets, event: e };
}

describe("Compute standings takes the workbook's settings", () => {
  it("preset, constant, planned rounds and language from the Tournament sheet ('대회'), one read and one write sync", async () => {
    const { fake, sheets } = await tournament("ko", "koa", { games: true });
    // The pane still shows another preset (e.g. before it read the workbook): the workbook's wins in "workbook" mode.
    const request: ComputeRequest = {
      resultsSheet: sheets.results,
      playersSheet: sheets.players,
      preset: "woc",
      locale: "en",
      settingsFrom: "workbook",
    };
    const out = await computeInWorkbook(hostOf(fake), request);
    if (out.kind !== "written") throw new Error(JSON.stringify(out));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(out.preset).toBe("koa");
    // KOA's C is the even number nearest 64 / planned rounds: 64/5 = 12.8 → 12 (from the last round played, 2, it would be 32).
    expect(out.standings.plannedRounds).toBe(5);
    expect(out.standings.constant).toBe(12);
    expect(out.fromWorkbook).toEqual([
      { key: "preset", value: "koa", address: "'대회'!B5" },
      { key: "constant", value: "preset", address: "'대회'!B6" },
      { key: "rounds", value: "5", address: "'대회'!B7" },
      { key: "language", value: "ko", address: "'대회'!B8" },
    ]);
    // The sheet follows the workbook's language (Korean), whatever the pane's: its name and its titles.
    expect(fake.book.values("순위")[0][0]).toBe(STANDINGS_LABELS.ko.rank);
  });

  it("the computed table replaces the live standings and prints as the command line's: its own header repeated, rank to games", async () => {
    const { fake, sheets } = await tournament("en", "woc", { games: true });
    // New tournament's live Standings repeats its row 2 (below the line for readers without the add-in).
    expect(fake.book.pageLayout("Standings")).toMatchObject({ printTitleRows: "$2:$2", printArea: null });
    const out = await computeInWorkbook(hostOf(fake), {
      resultsSheet: sheets.results,
      playersSheet: sheets.players,
      preset: "woc",
      locale: "en",
      settingsFrom: "workbook",
    });
    if (out.kind !== "written") throw new Error(out.kind);
    const print = standingsPrint(out.standings);
    expect(fake.book.pageLayout("Standings")).toMatchObject({
      paperSize: "A4",
      orientation: "Portrait",
      printTitleRows: "$1:$1",
      printArea: print.printArea,
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 1 },
    });
    expect(print.printArea).toMatch(/^A1:G\d+$/);
    expect(fake.book.fontSize("Standings", "B2")).toBe(print.pageSetup.fontSize);
  });

  it("in 'pane' mode the pane's preset wins; planned rounds still come from the workbook", async () => {
    const { fake, sheets } = await tournament("en", "woc", { games: true });
    const out = await computeInWorkbook(hostOf(fake), {
      resultsSheet: sheets.results,
      playersSheet: sheets.players,
      preset: "ftd",
      locale: "en",
    });
    if (out.kind !== "written") throw new Error(out.kind);
    // FlipTheDisc: C = 64 / planned rounds, exactly: 64/5 = 12.8 (the results alone would say 2 rounds: 32).
    expect(out.preset).toBe("ftd");
    expect(out.standings.constant).toBeCloseTo(12.8, 12);
    expect(out.fromWorkbook.map((f) => f.key)).toEqual(["rounds", "language"]);
  });

  it("a wrong setting stops the command at its cell, in the pane's language, and writes nothing", async () => {
    const { fake, sheets } = await tournament("ja", "joa", { games: true });
    await fake.Excel.run(async (ctx) => {
      ctx.workbook.worksheets.getItem(sheets.settings).getRange("B7").values = [["五"]];
      await ctx.sync();
    });
    const snapshot = fake.book.snapshot();
    const out = await computeInWorkbook(hostOf(fake), {
      resultsSheet: sheets.results,
      playersSheet: sheets.players,
      preset: "joa",
      locale: "ja",
    });
    expect(out.kind).toBe("problems");
    if (out.kind !== "problems") return;
    expect(out.problems.map((p) => p.address)).toEqual([`'${workbookTexts("ja").sheet.settings}'!B7`]);
    expect(fake.book.snapshot()).toBe(snapshot);
  });
});

describe("Pair round N with result slips", () => {
  it("writes the round, the Round sheet and the Slips sheet in one write sync; slips print five to a page", async () => {
    // Twelve players: six tables, so the sixth slip starts a new page.
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    const made = await newTournamentInWorkbook(hostOf(fake), {
      name: "Club Open 2026",
      rounds: 7,
      preset: "woc",
      language: "en",
    });
    if (made.kind !== "created") throw new Error(made.kind);
    const names = ["Ada", "Ben", "Cor", "Dirk", "Eva", "Fay", "Gus", "Hana", "Ivo", "Jan", "Kim", "Lot"];
    await fake.Excel.run(async (ctx) => {
      ctx.workbook.worksheets.getItem("Players").getRange("A2:D13").values = names.map((n, i) => [
        String(i + 1),
        n,
        "NL",
        2000 - 10 * i,
      ]);
      await ctx.sync();
    });
    fake.book.resetLog();
    const out = await pairInWorkbook(hostOf(fake), {
      resultsSheet: "Results",
      playersSheet: "Players",
      locale: "en",
      slips: true,
    });
    if (out.kind !== "written") throw new Error(out.kind);
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(out.slipsSheet).toMatchObject({ kind: "create", sheetName: "Slips 1", mark: "Brightwell_Slips_1" });
    expect(out.fromWorkbook).toEqual([
      { key: "rounds", value: "7", address: "Tournament!B7" },
      { key: "language", value: "en", address: "Tournament!B8" },
    ]);
    expect(fake.book.sheetNames()).toEqual([
      "Sheet1",
      "Tournament",
      "Players",
      "Results",
      "Standings",
      "Round 1",
      "Slips 1",
    ]);
    // Round 1 by rating, top half against bottom half: table 1 is the top seed against number 7.
    const slips = fake.book.values("Slips 1", "values");
    expect(slips.length).toBe(6 * SLIP_ROWS); // six slips of SLIP_ROWS rows (the text format reaches the last gap row)
    expect(slips[0][0]).toBe("Club Open 2026 · Round 1");
    expect(slips[0][5]).toBe("Table 1");
    expect([slips[1][1], slips[2][1]].sort()).toEqual(["Ada", "Gus"]);
    // Print: A4 portrait, fitted to the width, a page break before the sixth slip, the merges of a slip.
    expect(fake.book.pageLayout("Slips 1")).toMatchObject({
      paperSize: "A4",
      orientation: "Portrait",
      printArea: "A1:F36",
      zoom: { horizontalFitToPages: 1 },
    });
    expect(fake.book.rowBreaks("Slips 1")).toEqual([5 * SLIP_ROWS + 1]);
    expect(fake.book.mergedAreas("Slips 1")).toContain("A1:E1");
    expect(fake.book.namesList()).toContainEqual({ name: "Brightwell_Slips_1", formula: "='Slips 1'!$A$1" });

    // A second click: the round is in the sheet, its slips too: nothing is written.
    fake.book.resetLog();
    const again = await pairInWorkbook(hostOf(fake), {
      resultsSheet: "Results",
      playersSheet: "Players",
      locale: "en",
      slips: true,
    });
    expect(again.kind === "already-paired" && again.wrote).toBe(false);
    expect(syncShape(fake)).toEqual([READ]);
  });

  it("the slips follow the workbook's language (日本語) and carry no slip for the bye", async () => {
    const { fake, sheets, event } = await tournament("ja", "joa");
    const out = await pairInWorkbook(hostOf(fake), {
      resultsSheet: sheets.results,
      playersSheet: sheets.players,
      locale: "en",
      slips: true,
    });
    if (out.kind !== "written") throw new Error(out.kind);
    const t = workbookTexts("ja");
    expect(out.slipsSheet!.sheetName).toBe(t.sheet.slips(1));
    const slips = fake.book.values(t.sheet.slips(1), "values");
    // Seven players: three games and a bye; three slips.
    expect(slips.filter((r) => r[0] === t.slip.black)).toHaveLength(3);
    expect(slips[0][0]).toBe(`${event.name} · ${t.slip.round(1)}`);
    // The pane's list stays in the pane's language.
    expect(out.lines.some((l) => l.why !== "" && /[\u3040-\u30ff]/.test(l.why))).toBe(false);
  });
});

describe("Brightwell formulas showing #NAME? are entered again when the pane starts", () => {
  function workbookWithErrors(): FakeExcel {
    const fake = createFakeExcel({
      sheets: { Results: [["Round", "Black", "Black discs", "White discs", "White"]], 대회: [["x"]], Other: [["y"]] },
    });
    // Opened before the add-in's functions loaded: the file's form and the typed form, both #NAME?.
    fake.book.setFormula("Results", "J1", '=_xldudf_OTHELLO_STANDINGS(Results!$A$1:$E$9,"woc")', "#NAME?");
    fake.book.setFormula("대회", "B2", "=OTHELLO.BQ_SCORE(180,{4;2;2;1.5;1.5},12)", "#NAME?");
    // Other errors are the director's business: left alone.
    fake.book.setFormula("Other", "A2", "=1/0", "#DIV/0!");
    fake.book.setFormula("Other", "A3", "=FOO(1)", "#NAME?");
    return fake;
  }

  it("the scan lists the error cells in its two read syncs; reviving costs one read sync and one write sync", async () => {
    const fake = workbookWithErrors();
    const found = await scan(hostOf(fake));
    expect(syncShape(fake)).toEqual([READ, READ]);
    expect(found.errorFormulas.sort()).toEqual(["'대회'!B2", "Other!A2", "Other!A3", "Results!J1"]);
    fake.book.resetLog();
    const revived = await reviveFormulas(hostOf(fake), found.errorFormulas);
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(revived.sort()).toEqual(["'대회'!B2", "Results!J1"]);
    // Entered as the user types them (the file's _xldudf_ form back to OTHELLO.): no longer #NAME?.
    expect(fake.book.cell("Results", "J1").formula).toBe('=OTHELLO.STANDINGS(Results!$A$1:$E$9,"woc")');
    expect(fake.book.values("Results", "values")[0][9]).not.toBe("#NAME?");
    expect(fake.book.values("대회", "values")[1][1]).not.toBe("#NAME?");
    // The others are untouched.
    expect(fake.book.values("Other", "values").map((r) => r[0])).toEqual(["y", "#DIV/0!", "#NAME?"]);
  });

  it("silent when there is nothing to fix: no read, no write; an Excel without ExcelApi 1.9 is not asked", async () => {
    const fake = createFakeExcel({ sheets: { Results: [["Round"]] } });
    const found = await scan(hostOf(fake));
    expect(found.errorFormulas).toEqual([]);
    fake.book.resetLog();
    expect(await reviveFormulas(hostOf(fake), found.errorFormulas)).toEqual([]);
    expect(fake.book.syncLog).toEqual([]);
    const old = await onExcelUpTo(8, () => scan(hostOf(workbookWithErrors())));
    expect(old.errorFormulas).toEqual([]);
  });
});
