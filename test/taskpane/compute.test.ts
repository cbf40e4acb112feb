/**
 * "Compute standings" end to end on the in-memory workbook: real event in, Standings sheet out,
 * one read sync + one write sync whatever the size, refresh in place, never overwrite a user's
 * sheet, write nothing on bad input.
 */
import { computeInWorkbook, ComputeRequest, pairInWorkbook, STANDINGS_ROLE } from "../../taskpane/flow";
import { OWNED_SETTING_KEY } from "../../src/sheets/ownership";
import { computeStandings } from "../../src/engine/standings";
import { columnLetters, parseResultsSheet, renderStandings, tournamentToSheets } from "../../src/sheets";
import { parseEloFile } from "../../src/formats/elo";
import type { Tournament } from "../../src/engine/model";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
import { fixture } from "../helpers/fixtures";
import { generatedEvent } from "../helpers/tournaments";
import { col, hostOf, marche, typeInto, workbookOf } from "../helpers/workbooks";

const ftdRequest: ComputeRequest = { resultsSheet: "Results", playersSheet: "Players", preset: "ftd", locale: "en" };

/** Every sync of the run: [did it load?, number of writes, implicit?]. */
const syncShape = (log: { loads: number; writes: number; implicit: boolean }[]) =>
  log.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));

describe("compute standings on a real event (Marche-en-Famenne 2026, 14 players, FTD preset)", () => {
  const ftd = marche();

  it("reads in one sync, writes in one sync, and the sheet holds the published standings", async () => {
    const fake = workbookOf(ftd.tournament);
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(outcome.kind).toBe("written");

    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);

    const values = fake.book.values("Standings", "values");
    expect(values).toHaveLength(1 + 14);
    // The published FlipTheDisc order, scores and (integer) mbq, player by player.
    const nameOf = new Map(ftd.tournament.players.map((p) => [p.id, p.name]));
    const body = values.slice(1);
    expect(body.map((r) => r[col(values, "Player")])).toEqual(ftd.published.map((p) => nameOf.get(p.id)));
    expect(body.map((r) => r[col(values, "Points")])).toEqual(ftd.published.map((p) => p.score));
    expect(body.map((r) => r[col(values, "BQ")])).toEqual(ftd.published.map((p) => p.mbq));
  });

  it("writes exactly what sheets/ renders, as a table with a frozen header, autofit, and records ownership", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), ftdRequest);

    const sheets = tournamentToSheets(ftd.tournament);
    const parsed = parseResultsSheet({
      sheetName: "Results",
      values: sheets.results,
      players: { sheetName: "Players", values: sheets.players },
    });
    const expected = renderStandings(computeStandings(parsed.tournament, { preset: "ftd" }), { locale: "en" });
    expect(fake.book.values("Standings", "values")).toEqual(
      expected.values.map((r) => r.map((v) => (v === null ? "" : v))),
    );
    expect(fake.book.numberFormats("Standings")).toEqual(expected.numberFormats);

    const last = columnLetters(expected.values[0].length - 1);
    expect(fake.book.tablesOn("Standings")).toEqual([
      { name: "BrightwellStandings", address: `Standings!A1:${last}15`, hasHeaders: true, style: "TableStyleMedium2" },
    ]);
    expect(fake.book.frozenRows("Standings")).toBe(1);
    expect(fake.book.autofitCalls("Standings")).toBe(1);
    expect(JSON.parse(fake.book.setting(OWNED_SETTING_KEY) as string)).toEqual([
      { role: STANDINGS_ROLE, table: "BrightwellStandings", sheet: "Standings" },
    ]);
    // The Results and Players sheets are untouched.
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Standings"]);
  });

  it("writes Korean and Japanese column titles for those locales, on a sheet named in that language", async () => {
    for (const [locale, title, sheet] of [
      ["ko", "순위", "순위"],
      ["ja", "順位", "順位"],
    ] as const) {
      const fake = workbookOf(ftd.tournament);
      await computeInWorkbook(hostOf(fake), { ...ftdRequest, locale });
      expect(fake.book.sheetNames()).toEqual(["Results", "Players", sheet]);
      expect(fake.book.values(sheet)[0][0]).toBe(title);
    }
  });
});

describe("a generated 2,000-player event", () => {
  it("still takes exactly one read sync and one write sync", async () => {
    const t = generatedEvent(2000, 9, 7);
    const fake = workbookOf(t);
    const outcome = await computeInWorkbook(hostOf(fake), { ...ftdRequest, preset: "woc" });
    expect(outcome.kind).toBe("written");
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    const values = fake.book.values("Standings", "values");
    expect(values).toHaveLength(2001);
    // Ranks never go down and points never go up, down the sheet.
    const pts = col(values, "Points");
    for (let r = 2; r < values.length; r++)
      expect(values[r][pts] as number).toBeLessThanOrEqual(values[r - 1][pts] as number);
  });
});

describe("refresh", () => {
  const ftd = marche();

  it("rewrites the same sheet: same table, same sheet count, new values", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), ftdRequest);
    const first = fake.book.values("Standings");

    // The TD corrects a result: round 1 table 1 was 8-56, now Black wins 40-24.
    expect(fake.book.values("Results")[1].slice(0, 6)).toEqual([1, 1, "VOLVERT Romain", 8, 56, "SCHOTTE Tom"]);
    await typeInto(fake, "Results", "D2", 40);
    await typeInto(fake, "Results", "E2", 24);

    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(outcome.kind === "written" && outcome.target.kind).toBe("refresh");
    expect(fake.book.syncLog).toHaveLength(2);
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Standings"]);
    expect(fake.book.tablesOn("Standings").map((t) => t.name)).toEqual(["BrightwellStandings"]);
    const second = fake.book.values("Standings");
    expect(second).not.toEqual(first);
    const volvert = second.find((r) => r[1] === "VOLVERT Romain")!;
    const before = first.find((r) => r[1] === "VOLVERT Romain")!;
    expect(volvert[3]).toBe((before[3] as number) + 1);
  });

  it("leaves no stale cells when the new standings are narrower (after round 3 instead of 7)", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), ftdRequest);
    const wide = fake.book.values("Standings")[0].length;
    await computeInWorkbook(hostOf(fake), { ...ftdRequest, round: 3 });
    const narrow = fake.book.values("Standings");
    expect(narrow[0].length).toBe(wide - 4); // crosstable columns R4..R7 gone
    expect(narrow[0].slice(-3)).toEqual(["R1", "R2", "R3"]);
    expect(fake.book.tablesOn("Standings")).toHaveLength(1);
  });

  it("follows its sheet when the TD renamed it, and leaves a new user 'Standings' sheet alone", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), ftdRequest);
    fake.book.renameSheet("Standings", "After R7");
    fake.book.addSheet("Standings", [["my own notes"]]);
    const before = fake.book.values("Standings");
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(outcome.kind === "written" && outcome.result.sheetName).toBe("After R7");
    expect(fake.book.values("Standings")).toEqual(before);
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "After R7", "Standings"]);
  });
});

describe("a 'Standings' sheet the add-in did not create", () => {
  const ftd = marche();

  it("is never overwritten: the standings go to 'Standings (2)' and the pane is told why", async () => {
    const fake = workbookOf(ftd.tournament, {
      Standings: [
        ["Rank", "Name"],
        [1, "written by the TD"],
      ],
    });
    const userSheet = JSON.stringify(fake.book.values("Standings"));
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    if (outcome.kind !== "written") throw new Error(outcome.kind);
    expect(outcome.target).toMatchObject({ kind: "create", sheetName: "Standings (2)", nameTakenByUser: true });
    expect(JSON.stringify(fake.book.values("Standings"))).toBe(userSheet);
    expect(fake.book.values("Standings (2)")).toHaveLength(15);

    // The next compute refreshes "Standings (2)" instead of adding "Standings (3)".
    const again = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(again.kind === "written" && again.target.kind).toBe("refresh");
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Standings", "Standings (2)"]);
  });

  it("is not overwritten even when the setting names it: the user deleted ours and made his own", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), ftdRequest);
    fake.book.deleteSheet("Standings");
    fake.book.addSheet("standings", [["mine"]]);
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(outcome.kind === "written" && outcome.result.sheetName).toBe("Standings (2)");
    expect(fake.book.values("standings")).toEqual([["mine"]]);
  });

  it("is not overwritten when the ownership setting is garbage", async () => {
    const sheets = tournamentToSheets(ftd.tournament);
    const fake = createFakeExcel({
      sheets: { Results: sheets.results, Players: sheets.players, Standings: [["x"]] },
      settings: { [OWNED_SETTING_KEY]: "{not json" },
    });
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(outcome.kind === "written" && outcome.result.sheetName).toBe("Standings (2)");
    expect(fake.book.values("Standings")).toEqual([["x"]]);
  });
});

describe("bad input writes nothing", () => {
  const ftd = marche();

  it("lists every problem with its cell address and leaves the workbook byte-identical", async () => {
    const fake = workbookOf(ftd.tournament);
    await typeInto(fake, "Results", "D3", 65); // discs out of range
    await typeInto(fake, "Results", "F5", "NOBODY Known"); // unknown player
    await typeInto(fake, "Results", "A9", "three"); // bad round
    const before = fake.book.snapshot();

    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    if (outcome.kind !== "problems") throw new Error(outcome.kind);
    const errors = outcome.problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => p.address).sort()).toEqual(
      expect.arrayContaining(["Results!A9", "Results!D3", "Results!F5"]),
    );
    for (const p of errors) expect(p).toMatchObject({ sheet: "Results", address: `Results!${p.cell}` });

    expect(fake.book.snapshot()).toBe(before);
    expect(fake.book.syncLog.map((e) => e.writes)).toEqual([0]); // one read, no write
  });

  it("names the real cells when the results do not start at A1", async () => {
    const sheets = tournamentToSheets(ftd.tournament);
    const shifted = [[], [], ...sheets.results.map((r) => ["", "", ...r])]; // table starts at C3
    shifted[4][5] = 99; // Black discs of the 2nd game → cell F5
    const fake = createFakeExcel({ sheets: { Results: shifted, Players: sheets.players } });
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    if (outcome.kind !== "problems") throw new Error(outcome.kind);
    expect(outcome.problems.filter((p) => p.severity === "error").map((p) => p.address)).toEqual(["Results!F5"]);
  });

  it("says which sheet is missing instead of failing", async () => {
    const fake = workbookOf(ftd.tournament);
    const outcome = await computeInWorkbook(hostOf(fake), { ...ftdRequest, resultsSheet: "Gone" });
    expect(outcome).toEqual({ kind: "missing-sheet", sheet: "Gone" });
    expect(fake.book.syncLog.map((e) => e.writes)).toEqual([0]);
  });
});

describe("settings the engine or the event cannot take", () => {
  const ftd = marche();

  it("refuses standings after a round without games, naming the last round, and writes nothing", async () => {
    const fake = workbookOf(ftd.tournament);
    expect(await computeInWorkbook(hostOf(fake), { ...ftdRequest, round: 8 })).toEqual({
      kind: "round-beyond",
      round: 8,
      last: 7,
    });
    expect(fake.book.sheetNames()).toEqual(["Results", "Players"]);
  });

  it("returns the engine's message for an invalid setting, and writes nothing", async () => {
    const fake = workbookOf(ftd.tournament);
    const outcome = await computeInWorkbook(hostOf(fake), { ...ftdRequest, overrides: { constant: -1 } });
    expect(outcome).toEqual({ kind: "engine-error", message: expect.stringContaining("-1") });
    expect(fake.book.syncLog.map((e) => e.writes)).toEqual([0]);
  });

  it("says the engine's message in the pane's language", async () => {
    const fake = workbookOf(ftd.tournament);
    const request = { ...ftdRequest, overrides: { constant: -1 } };
    expect(await computeInWorkbook(hostOf(fake), { ...request, locale: "en" })).toEqual({
      kind: "engine-error",
      message: "Constant must be a number of 0 or more, got -1.",
    });
    expect(await computeInWorkbook(hostOf(fake), { ...request, locale: "ko" })).toEqual({
      kind: "engine-error",
      message: "상수는 0 이상의 숫자여야 합니다. 받은 값: -1.",
    });
    expect(await computeInWorkbook(hostOf(fake), { ...request, locale: "ja" })).toEqual({
      kind: "engine-error",
      message: "定数は 0 以上の数でなければなりません(値: -1)。",
    });
  });
});

describe("discs that do not add up to 64: the TD chooses", () => {
  const ftd = marche();

  it("asks first and writes nothing; computes when accepted", async () => {
    const fake = workbookOf(ftd.tournament);
    await typeInto(fake, "Results", "E2", 55); // 8-55: sums to 63
    const before = fake.book.snapshot();
    const ask = await computeInWorkbook(hostOf(fake), ftdRequest);
    if (ask.kind !== "confirm") throw new Error(ask.kind);
    expect(ask.total).toBe(64);
    expect(ask.problems).toEqual([
      expect.objectContaining({ code: "discs-sum", severity: "warning", sheet: "Results" }),
    ]);
    expect(fake.book.snapshot()).toBe(before);

    const accepted = await computeInWorkbook(hostOf(fake), { ...ftdRequest, acceptDiscSum: true });
    if (accepted.kind !== "written") throw new Error(accepted.kind);
    expect(accepted.warnings.map((w) => w.code)).toEqual(["discs-sum"]);
    expect(fake.book.sheetNames()).toContain("Standings");
  });
});

describe("player names are text, never formulas or markup", () => {
  it("keeps '=HYPERLINK(…)', '+1-2', '-Kim', '@home', \"'t Hooft\" and '<img …>' names as text cells", async () => {
    const ftd = marche();
    const t = structuredClone(ftd.tournament);
    t.players[0].name = '=HYPERLINK("http://x","y")';
    t.players[1].name = "<img src=x onerror=alert(1)>";
    const odd = ["+1-2", "-Kim", "@home", "'t Hooft"];
    odd.forEach((name, i) => (t.players[2 + i].name = name));
    const fake = workbookOf(t);
    const outcome = await computeInWorkbook(hostOf(fake), ftdRequest);
    expect(outcome.kind).toBe("written");
    const values = fake.book.values("Standings");
    const names = values.map((r) => r[1]);
    expect(names).toContain('=HYPERLINK("http://x","y")');
    expect(names).toContain("<img src=x onerror=alert(1)>");
    for (const name of odd) expect(names).toContain(name);
    for (let r = 1; r < values.length; r++) {
      const cell = fake.book.cell("Standings", `B${r + 1}`);
      expect(cell.formula).toBeNull();
      expect(cell.numberFormat).toBe("@");
    }
  });
});

describe("standings right after pairing (the last round paired, no results yet)", () => {
  // WOC 2014 (64 players) as it stood after round 4; the pane pairs round 5, then the TD asks for
  // the standings before typing any result of round 5.
  const woc = parseEloFile(fixture("20141106_WOC_2014.ELO")).tournament;
  const after4: Tournament = { ...woc, games: woc.games.filter((g) => g.round <= 4) };
  const wocRequest: ComputeRequest = { resultsSheet: "Results", playersSheet: "Players", preset: "woc", locale: "en" };
  let fake: FakeExcel;
  beforeAll(async () => {
    fake = workbookOf(after4);
    const paired = await pairInWorkbook(hostOf(fake), {
      resultsSheet: "Results",
      playersSheet: "Players",
      locale: "en",
    });
    expect(paired.kind).toBe("written");
    expect(fake.book.values("Results")).toHaveLength(1 + 5 * 32); // round 5's 32 pairs are in the sheet
    fake.book.resetLog();
  });

  it("computes the standings after round 4 with a notice, in one read and one write sync", async () => {
    const outcome = await computeInWorkbook(hostOf(fake), wocRequest);
    if (outcome.kind !== "written") throw new Error(`${outcome.kind}: ${JSON.stringify(outcome).slice(0, 400)}`);
    expect(outcome.standings.round).toBe(4);
    // The notice: one warning at the first cell of round 5 (row 130: 1 header + 4 x 32 games + 1).
    expect(outcome.warnings).toEqual([
      expect.objectContaining({
        code: "round-pending",
        severity: "warning",
        address: "Results!A130",
        params: { round: 5 },
      }),
    ]);
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    // The same sheet as the standings of a workbook that never had round 5 (C = 6: the planned
    // rounds do not matter), and the WOC order after round 4 as the engine computes it.
    const clean = workbookOf(after4);
    const cleanOutcome = await computeInWorkbook(hostOf(clean), wocRequest);
    expect(cleanOutcome.kind).toBe("written");
    const values = fake.book.values("Standings");
    expect(values).toEqual(clean.book.values("Standings"));
    expect(values[0].slice(-2)).toEqual(["R3", "R4"]); // no crosstable column for round 5
    const engine = computeStandings(after4, { preset: "woc" });
    expect(values.slice(1).map((r) => r[col(values, "Player")])).toEqual(engine.rows.map((r) => r.name));
  });

  it("still blocks a round with some results typed and others missing (not pending: those cells are errors)", async () => {
    const partial = workbookOf(after4);
    await pairInWorkbook(hostOf(partial), { resultsSheet: "Results", playersSheet: "Players", locale: "en" });
    await typeInto(partial, "Results", "D130", 40); // table 1 of round 5: Black discs
    await typeInto(partial, "Results", "E130", 24);
    const before = partial.book.snapshot();
    const outcome = await computeInWorkbook(hostOf(partial), wocRequest);
    if (outcome.kind !== "problems") throw new Error(outcome.kind);
    const errors = outcome.problems.filter((p) => p.severity === "error");
    expect(errors.length).toBe(31); // the 31 other games of round 5, each at its row
    expect(new Set(errors.map((p) => p.code))).toEqual(new Set(["result-missing"]));
    expect(errors.map((p) => Number(p.cell.replace(/^[A-Z]+/, ""))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 31 }, (_, i) => 131 + i),
    );
    expect(partial.book.snapshot()).toBe(before);
  });
});
