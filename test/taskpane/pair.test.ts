/**
 * "Pair round N" end to end on the in-memory workbook (taskpane/flow/pair.ts pairInWorkbook): the real
 * WOC 2014 event (rounds 1..r−1 as a director's Results and Players sheets) in, the round's rows
 * appended to Results and a printable "Round N" sheet out; exactly one read sync and one write
 * sync; the header's column order; an Excel table over the results grows; a foreign "Round 5"
 * sheet is never overwritten; the director's fixed pairs are kept; no complete round or bad input
 * writes nothing; a second click does not duplicate the round.
 */
import fc from "fast-check";
import { pairInWorkbook, PairOutcome, PairRequest, previewPairing } from "../../taskpane/flow";
import type { Tournament } from "../../src/engine/model";
import { pairRound } from "../../src/engine/pairing";
import {
  columnLetters,
  pairingInputFromSheets,
  renderRoundSheet,
  RESULTS_TITLES,
  ROUND_SHEET_ONE_PAGE,
  tournamentToSheets,
} from "../../src/sheets";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
import { generatedEvent } from "../helpers/tournaments";
import { hostOf, onExcelUpTo, typeInto, workbookOf } from "../helpers/workbooks";
import { roundRobinAfter3 } from "../fixtures/round-robin";
import { eloTournament } from "../helpers/fixtures";

// A generous limit for a shared 2-core machine (not a timed assertion: nothing checks speed).
jest.setTimeout(120_000);

const woc = eloTournament("20141106_WOC_2014.ELO");
/** The event as it stood before round r (games of rounds 1..r−1). */
const before = (t: Tournament, r: number): Tournament => ({ ...t, games: t.games.filter((g) => g.round < r) });
const request: PairRequest = { resultsSheet: "Results", playersSheet: "Players", locale: "en" };

/** Every sync of the run: did it load, did it write, was it Excel.run's implicit one. */
const syncShape = (fake: FakeExcel) =>
  fake.book.syncLog.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));
const READ = { loads: true, writes: false, implicit: false };
const WRITE = { loads: false, writes: true, implicit: false };

function written(o: PairOutcome): Extract<PairOutcome, { kind: "written" }> {
  if (o.kind !== "written") throw new Error(`expected written, got ${o.kind}: ${JSON.stringify(o).slice(0, 600)}`);
  return o;
}

/** Run a batch on the fake as the TD would (not counted: the log is reset afterwards). */
async function asUser(fake: FakeExcel, batch: (ctx: any) => void): Promise<void> {
  await fake.Excel.run(async (ctx) => {
    batch(ctx);
    await ctx.sync();
  });
  fake.book.resetLog();
}

const names = new Map(woc.players.map((p) => [p.id, p.name] as const));

describe("WOC 2014 after round 4: pair round 5", () => {
  let fake: FakeExcel;
  let out: Extract<PairOutcome, { kind: "written" }>;
  let resultsBefore: unknown[][];
  beforeAll(async () => {
    fake = workbookOf(before(woc, 5));
    resultsBefore = fake.book.values("Results");
    out = written(await pairInWorkbook(hostOf(fake), request));
  });

  it("reads in exactly one sync and writes in exactly one sync", () => {
    expect(syncShape(fake)).toEqual([READ, WRITE]);
  });

  it("appends 32 rows right below the data, in the header's order, leaving every earlier cell as it was", () => {
    const values = fake.book.values("Results");
    expect(resultsBefore).toHaveLength(1 + 4 * 32);
    expect(values.slice(0, resultsBefore.length)).toEqual(resultsBefore);
    expect(values).toHaveLength(resultsBefore.length + 32);
    expect(out.rowsAdded).toBe(32);
    expect(out.rowsAddress).toBe("Results!A130:G161");
    const added = values.slice(resultsBefore.length);
    expect(values[0]).toEqual(RESULTS_TITLES);
    // Round, Table, Black, empty discs, White, empty Result: the pane's list, row by row.
    expect(added).toEqual(out.lines.map((l) => [5, l.table, l.black, "", "", l.white, ""]));
    expect(added.map((r) => r[1])).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    // Every player of the event exactly once.
    expect(added.flatMap((r) => [r[2], r[5]]).sort()).toEqual([...names.values()].sort());
    // Names are text cells; round and table whole numbers.
    const formats = fake.book.numberFormats("Results")[129];
    expect(formats.slice(0, 3)).toEqual(["0", "0", "@"]);
    expect(formats[5]).toBe("@");
  });

  it("writes the engine's pairing: the same pairs as pairRound on the same sheets", () => {
    const s = tournamentToSheets(before(woc, 5));
    const input = pairingInputFromSheets({
      results: { sheetName: "Results", values: s.results },
      players: { sheetName: "Players", values: s.players },
    });
    expect(input.round).toBe(5);
    const res = pairRound(input.tournament, { round: 5 });
    if (!res.ok) throw new Error(res.error.message);
    expect(out.lines.map((l) => [l.table, l.black, l.white])).toEqual(
      res.pairs.map((p) => [p.table, names.get(p.black), p.white === null ? null : names.get(p.white)]),
    );
    // No rematch and no same-colour repeat in a 64-player event at round 5.
    expect(res.tiers.rematches).toBe(0);
  });

  it("the written rows read back as round 5's pairs fixed by the director (nothing lost on the way)", () => {
    const input = pairingInputFromSheets({
      results: { sheetName: "Results", values: fake.book.values("Results", "values") },
      players: { sheetName: "Players", values: fake.book.values("Players", "values") },
    });
    expect(input.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(input.round).toBe(5);
    expect(
      input.fixedRows.map((fr) => [fr.table, names.get(fr.pair.black), fr.pair.white && names.get(fr.pair.white)]),
    ).toEqual(out.lines.map((l) => [l.table, l.black, l.white]));
  });

  it("writes a printable 'Round 5' sheet: the rendered round, print area, portrait, one page, large font, marked as ours", () => {
    expect(out.roundSheet).toMatchObject({ kind: "create", sheetName: "Round 5", nameTakenByUser: false });
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Round 5"]);
    const s = tournamentToSheets(before(woc, 5));
    const input = pairingInputFromSheets({
      results: { sheetName: "Results", values: s.results },
      players: { sheetName: "Players", values: s.players },
    });
    const res = pairRound(input.tournament, { round: 5 });
    if (!res.ok) throw new Error(res.error.message);
    const sheet = renderRoundSheet(res, input.tournament, { locale: "en" });
    expect(fake.book.values("Round 5", "values")).toEqual(sheet.values.map((r) => r.map((v) => (v === null ? "" : v))));
    expect(fake.book.numberFormats("Round 5")).toEqual(sheet.numberFormats);
    expect(fake.book.pageLayout("Round 5")).toEqual({
      orientation: "Portrait",
      paperSize: "A4",
      centerHorizontally: true,
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 1 },
      printArea: "A1:E33",
      printTitleRows: "$1:$1",
    });
    // Large font on every printed cell (the why column is for the director, not printed).
    expect(sheet.pageSetup.fontSize).toBeGreaterThan(11);
    for (const a1 of ["A1", "B2", "E33", "D17"])
      expect(fake.book.fontSize("Round 5", a1)).toBe(sheet.pageSetup.fontSize);
    expect(fake.book.fontSize("Round 5", "F2")).toBe(11);
    expect(fake.book.frozenRows("Round 5")).toBe(1);
    expect(fake.book.namesList()).toEqual([{ name: "Brightwell_Round_5", formula: "='Round 5'!$A$1" }]);
    // The pane's why-list is the sheet's Why column.
    expect(out.lines.map((l) => l.why)).toEqual(sheet.values.slice(1).map((r) => r[5]));
    expect(out.lines.every((l) => l.why.length > 0)).toBe(true);
  });
});

describe("where the rows go", () => {
  it("follows the header's column order and position (results starting at C3 under a title, extra Notes column)", async () => {
    const s = tournamentToSheets(before(woc, 4));
    // Columns: Notes, White, White discs, Black discs, Black, Table, Round, Result — at C3.
    const order = [-1, 5, 4, 3, 2, 1, 0, 6];
    const block = s.results.map((row, r) => order.map((c) => (c < 0 ? (r === 0 ? "Notes" : "") : row[c])));
    const sheet = [["WOC 2014, results"], [], ...block.map((row) => ["", "", ...row])];
    const fake = createFakeExcel({ sheets: { Results: sheet, Players: s.players } });
    const before3 = fake.book.values("Results");
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(out.round).toBe(4);
    const values = fake.book.values("Results");
    const first = 2 + block.length; // 0-based row of the first new row
    expect(out.rowsAddress).toBe(`Results!A${first + 1}:J${first + 32}`);
    expect(values.slice(0, first)).toEqual(before3);
    expect(values.slice(first)).toEqual(out.lines.map((l) => ["", "", "", l.white, "", "", l.black, l.table, 4, ""]));
  });

  it("grows the Excel table holding the results (rows inside the table, header unchanged)", async () => {
    const fake = workbookOf(before(woc, 5));
    await asUser(fake, (ctx) => {
      ctx.workbook.worksheets.getItem("Results").tables.add("A1:G129", true).name = "WocResults";
    });
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(out.tableGrown).toBe("WocResults");
    expect(fake.book.tablesOn("Results")).toEqual([
      { name: "WocResults", address: "Results!A1:G161", hasHeaders: true, style: "TableStyleMedium2" },
    ]);
    expect(fake.book.values("Results")[0]).toEqual(RESULTS_TITLES);
  });

  it("on an Excel without Table.resize (before ExcelApi 1.13) appends the rows and names the table to extend by hand", async () => {
    const fake = workbookOf(before(woc, 5));
    await asUser(fake, (ctx) => {
      ctx.workbook.worksheets.getItem("Results").tables.add("A1:G129", true).name = "WocResults";
    });
    const out = written(await pairInWorkbook(hostOf(fake), { ...request, canResizeTables: false }));
    expect(out).toMatchObject({
      tableGrown: undefined,
      tableNotResizable: "WocResults",
      rowsAddress: "Results!A130:G161",
    });
    expect(fake.book.tablesOn("Results")[0].address).toBe("Results!A1:G129");
    expect(fake.book.values("Results")).toHaveLength(161);
  });

  it("without the pane's say, asks Excel: an Excel up to ExcelApi 1.12 gets the rows appended and the table named", async () => {
    const fake = workbookOf(before(woc, 5));
    await asUser(fake, (ctx) => {
      ctx.workbook.worksheets.getItem("Results").tables.add("A1:G129", true).name = "WocResults";
    });
    const { canResizeTables: _, ...unsaid } = { ...request, canResizeTables: undefined };
    const out = written(await onExcelUpTo(12, () => pairInWorkbook(hostOf(fake), unsaid)));
    expect(out).toMatchObject({ tableGrown: undefined, tableNotResizable: "WocResults" });
    expect(fake.book.tablesOn("Results")[0].address).toBe("Results!A1:G129");
  });

  it("fills a table that already has empty rows at its end, without leaving a gap", async () => {
    const fake = workbookOf(before(woc, 5));
    await asUser(fake, (ctx) => {
      ctx.workbook.worksheets.getItem("Results").tables.add("A1:G140", true).name = "Prepared";
    });
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(out.rowsAddress).toBe("Results!A130:G161");
    expect(fake.book.tablesOn("Results")[0].address).toBe("Results!A1:G161");
  });

  it("leaves tables alone when two of them share the last row, and says which", async () => {
    const s = tournamentToSheets(before(woc, 5));
    const sheet = s.results.map((row, r) => [...row, "", r === 0 ? "Memo" : r]);
    const fake = createFakeExcel({ sheets: { Results: sheet, Players: s.players } });
    await asUser(fake, (ctx) => {
      const ws = ctx.workbook.worksheets.getItem("Results");
      ws.tables.add("A1:G129", true).name = "Games";
      ws.tables.add("I1:I129", true).name = "Memo";
    });
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(out.tableGrown).toBeUndefined();
    expect(out.tablesNotGrown.sort()).toEqual(["Games", "Memo"]);
    expect(fake.book.tablesOn("Results").map((t) => t.address)).toEqual(["Results!A1:G129", "Results!I1:I129"]);
    expect(fake.book.values("Results")).toHaveLength(161);
  });
});

describe("the Round sheet is owned like Standings", () => {
  it("never overwrites a foreign 'Round 5' sheet: writes 'Round 5 (2)', and refreshes that one next time", async () => {
    const fake = workbookOf(before(woc, 5), {
      "Round 5": [
        ["Table", "Names the TD wrote"],
        [1, "by hand"],
      ],
    });
    const theirs = JSON.stringify(fake.book.values("Round 5"));
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(out.roundSheet).toMatchObject({
      kind: "create",
      sheetName: "Round 5 (2)",
      baseName: "Round 5",
      nameTakenByUser: true,
    });
    expect(JSON.stringify(fake.book.values("Round 5"))).toBe(theirs);
    expect(fake.book.pageLayout("Round 5").printArea).toBeNull();
    expect(fake.book.values("Round 5 (2)")).toHaveLength(33);
    expect(fake.book.namesList()).toEqual([{ name: "Brightwell_Round_5", formula: "='Round 5 (2)'!$A$1" }]);

    // The TD deletes the round's rows to pair again: the same sheet is refreshed in place.
    await asUser(fake, (ctx) => ctx.workbook.worksheets.getItem("Results").getRange("A130:G161").clear("All"));
    const again = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(again.roundSheet).toMatchObject({ kind: "refresh", sheetName: "Round 5 (2)" });
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Round 5", "Round 5 (2)"]);
    expect(again.lines).toEqual(out.lines); // deterministic: same input, same round
    expect(JSON.stringify(fake.book.values("Round 5"))).toBe(theirs);
  });

  it("follows its sheet when the TD renamed it; a deleted one is made again with a fresh mark", async () => {
    const fake = workbookOf(before(woc, 5));
    written(await pairInWorkbook(hostOf(fake), request));
    fake.book.renameSheet("Round 5", "R5 print");
    await asUser(fake, (ctx) => ctx.workbook.worksheets.getItem("Results").getRange("A130:G161").clear("All"));
    const again = written(await pairInWorkbook(hostOf(fake), request));
    expect(again.roundSheet).toMatchObject({ kind: "refresh", sheetName: "R5 print" });
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "R5 print"]);

    fake.book.deleteSheet("R5 print");
    expect(fake.book.namesList()).toEqual([{ name: "Brightwell_Round_5", formula: "=#REF!$A$1" }]);
    await asUser(fake, (ctx) => ctx.workbook.worksheets.getItem("Results").getRange("A130:G161").clear("All"));
    const third = written(await pairInWorkbook(hostOf(fake), request));
    expect(third.roundSheet).toMatchObject({ kind: "create", sheetName: "Round 5", replaceMark: true });
    expect(fake.book.namesList()).toEqual([{ name: "Brightwell_Round_5", formula: "='Round 5'!$A$1" }]);
  });

  it("names the sheet in Korean and Japanese", async () => {
    for (const [locale, name] of [
      ["ko", "5라운드"],
      ["ja", "第5回戦"],
    ] as const) {
      const fake = workbookOf(before(woc, 5));
      const out = written(await pairInWorkbook(hostOf(fake), { ...request, locale }));
      expect(out.roundSheet.sheetName).toBe(name);
      expect(fake.book.values(name)[0][0]).toBe(locale === "ko" ? "테이블" : "卓");
    }
  });
});

describe("pairs fixed by the director", () => {
  it("keeps the rows typed for round 5 (colours and a typed table), pairs the rest, fills the empty Table cell", async () => {
    const fake = workbookOf(before(woc, 5));
    const [a, b, c, d] = ["SUEKUNI Makoto", "OKAMOTO Kazuki", "HOBO Roel", "LEE Mikael"];
    // Row 130: Round 5, Table 7, a–b; row 131: Round 5, no table, c–d.
    await typeInto(fake, "Results", "A130", 5);
    await typeInto(fake, "Results", "B130", 7);
    await typeInto(fake, "Results", "C130", a);
    await typeInto(fake, "Results", "F130", b);
    await typeInto(fake, "Results", "A131", 5);
    await typeInto(fake, "Results", "C131", c);
    await typeInto(fake, "Results", "F131", d);
    const preview = await previewPairing(hostOf(fake), request);
    expect(preview).toMatchObject({ kind: "ready", round: 5, firstRound: false, present: 64, errors: 0 });
    if (preview.kind !== "ready") throw new Error();
    expect(preview.fixed).toEqual([
      { table: 7, black: a, white: b },
      { table: undefined, black: c, white: d },
    ]);

    fake.book.resetLog();
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    const values = fake.book.values("Results");
    expect(values).toHaveLength(161);
    const l7 = out.lines.find((l) => l.black === a)!;
    expect(l7).toMatchObject({ table: 7, white: b, fixed: true });
    expect(l7.why).toMatch(/^Fixed by the director/);
    const lcd = out.lines.find((l) => l.black === c)!;
    expect(lcd).toMatchObject({ white: d, fixed: true });
    // The director's rows: unchanged but for the empty Table cell, now the pair's table.
    expect(values[129]).toEqual([5, 7, a, "", "", b, ""]);
    expect(values[130]).toEqual([5, lcd.table, c, "", "", d, ""]);
    // The 30 new rows: the other 60 players, never the fixed four.
    const added = values.slice(131);
    expect(added).toHaveLength(30);
    expect(added.flatMap((r) => [r[2], r[5]]).filter((n) => [a, b, c, d].includes(n as string))).toEqual([]);
    expect(out.lines.map((l) => l.table).sort((x, y) => x - y)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  it("leaves a Table cell the director filled with something else than a table number as written", async () => {
    const fake = workbookOf(before(woc, 5));
    await typeInto(fake, "Results", "A130", 5);
    await typeInto(fake, "Results", "B130", "stage");
    await typeInto(fake, "Results", "C130", "HOBO Roel");
    await typeInto(fake, "Results", "F130", "LEE Mikael");
    const w = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(fake.book.values("Results")[129]).toEqual([5, "stage", "HOBO Roel", "", "", "LEE Mikael", ""]);
    expect(w.lines.find((l) => l.black === "HOBO Roel")).toMatchObject({ white: "LEE Mikael", fixed: true });
  });
});

describe("a second click on Pair", () => {
  it("does not add the round again: it reads the rows as the round, says so, and writes nothing", async () => {
    const fake = workbookOf(before(woc, 5));
    const first = written(await pairInWorkbook(hostOf(fake), request));
    const snapshot = fake.book.snapshot();
    fake.book.resetLog();
    const again = await pairInWorkbook(hostOf(fake), request);
    if (again.kind !== "already-paired") throw new Error(again.kind);
    expect(again).toMatchObject({
      round: 5,
      rows: 32,
      wroteSheet: false,
      wrote: false,
      roundSheet: { kind: "refresh", sheetName: "Round 5" },
    });
    expect(again.lines.map((l) => [l.table, l.black, l.white])).toEqual(
      first.lines.map((l) => [l.table, l.black, l.white]),
    );
    expect(syncShape(fake)).toEqual([READ]);
    expect(fake.book.snapshot()).toBe(snapshot);
  });

  it("makes the printable sheet when the round was typed by hand (or ours was deleted), still adding no row", async () => {
    const fake = workbookOf(before(woc, 5));
    written(await pairInWorkbook(hostOf(fake), request));
    const results = JSON.stringify(fake.book.values("Results"));
    fake.book.deleteSheet("Round 5");
    fake.book.resetLog();
    const again = await pairInWorkbook(hostOf(fake), request);
    if (again.kind !== "already-paired") throw new Error(again.kind);
    expect(again).toMatchObject({ wroteSheet: true, roundSheet: { kind: "create", sheetName: "Round 5" } });
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(JSON.stringify(fake.book.values("Results"))).toBe(results);
    expect(fake.book.values("Round 5")).toHaveLength(33);
  });
});

describe("nothing is written when there is no round or the input is bad", () => {
  // 4 players, 3 rounds of a round robin: round 4 is possible only as a rematch.
  const rr = roundRobinAfter3();
  const small: PairRequest = { resultsSheet: "Results", locale: "en" };

  it("no complete round without a rematch: names the players and the setting, writes nothing, offers the retry", async () => {
    const fake = createFakeExcel({ sheets: { Results: rr } });
    const snapshot = fake.book.snapshot();
    const out = await pairInWorkbook(hostOf(fake), { ...small, allowReversedRematch: false });
    if (out.kind !== "no-round") throw new Error(out.kind);
    expect(out.round).toBe(4);
    expect(out.retryReversed).toBe(true);
    expect(out.message).toMatch(
      /^No complete pairing exists for round 4 under the current rules: no allowed opponent is left for /,
    );
    for (const n of ["Alice", "Bora", "Chiyo", "Dmitri"]) expect(out.message).toContain(n);
    expect(out.message).toContain("allow a rematch with colours reversed");
    expect(syncShape(fake)).toEqual([READ]);
    expect(fake.book.snapshot()).toBe(snapshot);

    // The one-click retry: the same request with the rematch allowed (the WOC default).
    const retry = written(await pairInWorkbook(hostOf(fake), { ...small, allowReversedRematch: true }));
    expect(retry.lines).toHaveLength(2);
    for (const l of retry.lines) expect(l.why).toMatch(/rematch of round \d with colours reversed/i);
    expect(fake.book.values("Results")).toHaveLength(9);
  });

  it("lists every input problem at its cell and writes nothing", async () => {
    const s = tournamentToSheets(before(woc, 5));
    const results = s.results.map((r) => r.slice());
    results[3][3] = 70; // D4: discs out of range
    results[10][5] = "NOBODY Known"; // F11: not on the Players sheet
    const fake = createFakeExcel({ sheets: { Results: results, Players: s.players } });
    const snapshot = fake.book.snapshot();
    const out = await pairInWorkbook(hostOf(fake), request);
    if (out.kind !== "problems") throw new Error(out.kind);
    expect(
      out.problems
        .filter((p) => p.severity === "error")
        .map((p) => p.address)
        .sort(),
    ).toEqual(["Results!D4", "Results!F11"]);
    expect(syncShape(fake)).toEqual([READ]);
    expect(fake.book.snapshot()).toBe(snapshot);
  });

  it("says which sheet is missing", async () => {
    const fake = workbookOf(before(woc, 5));
    expect(await pairInWorkbook(hostOf(fake), { ...request, resultsSheet: "Gone" })).toEqual({
      kind: "missing-sheet",
      sheet: "Gone",
    });
    expect(await previewPairing(hostOf(fake), { resultsSheet: "Results", playersSheet: "Nope" })).toEqual({
      kind: "missing-sheet",
      sheet: "Nope",
    });
  });
});

describe("round 1 and large fields", () => {
  const entries = (n: number): Tournament => ({
    players: Array.from({ length: n }, (_, i) => ({
      id: `P${i + 1}`,
      name: `Player ${i + 1}`,
      rating: 2000 - i,
      country: i % 3 === 0 ? "JP" : "FR",
    })),
    games: [],
    rounds: 9,
  });

  it("65 tables print on two pages (one per 60 tables), the bye last", async () => {
    const fake = workbookOf(entries(131));
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(out.round).toBe(1);
    expect(out.lines).toHaveLength(66);
    expect(out.lines[65]).toMatchObject({ table: 66, white: null, whitePoints: null });
    expect(fake.book.values("Results")[66]).toEqual([1, 66, out.lines[65].black, "", "", "BYE", ""]);
    const layout = fake.book.pageLayout("Round 1");
    expect(layout.printArea).toBe("A1:E67");
    expect(layout.zoom).toEqual({ horizontalFitToPages: 1, verticalFitToPages: Math.ceil(66 / ROUND_SHEET_ONE_PAGE) });
    expect(layout.zoom.verticalFitToPages).toBe(2);
  });

  it("a generated 2,000-player event after 5 rounds: still one read sync and one write sync, 1,000 rows, 17 pages", async () => {
    const fake = workbookOf(generatedEvent(2000, 5, 3));
    const out = written(await pairInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(out).toMatchObject({ round: 6, rowsAdded: 1000, rowsAddress: "Results!A5002:G6001" });
    expect(fake.book.pageLayout("Round 6")).toMatchObject({
      printArea: "A1:E1001",
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 17 },
    });
  });

  it("a random round 1 returns its seed, and the same seed gives the same round", async () => {
    const a = written(await pairInWorkbook(hostOf(workbookOf(entries(20))), { ...request, firstRound: "random" }));
    expect(a.method).toBe("random");
    expect(typeof a.seed).toBe("number");
    const b = written(
      await pairInWorkbook(hostOf(workbookOf(entries(20))), { ...request, firstRound: "random", seed: a.seed }),
    );
    expect(b.lines).toEqual(a.lines);
    const c = written(
      await pairInWorkbook(hostOf(workbookOf(entries(20))), {
        ...request,
        firstRound: "random",
        seed: (a.seed! + 1) >>> 0,
      }),
    );
    expect(c.lines.map((l) => [l.black, l.white])).not.toEqual(a.lines.map((l) => [l.black, l.white]));
    expect(a.lines[0].why).toContain(`seed ${a.seed}`);
  });

  it("foreigners meet locals first in round 1 when asked (no JP–JP or FR–FR pair while both exist)", async () => {
    const out = written(
      await pairInWorkbook(hostOf(workbookOf(entries(12))), { ...request, foreignersMeetLocalsFirst: true }),
    );
    const country = new Map(entries(12).players.map((p) => [p.name, p.country]));
    const same = out.lines.filter((l) => l.white !== null && country.get(l.black) === country.get(l.white!));
    // 4 JP and 8 FR: 4 mixed pairs, the remaining 4 FR play each other (2 pairs).
    expect(same).toHaveLength(2);
  });

  it("player names that look like formulas or markup stay text in both sheets", async () => {
    const t = entries(6);
    t.players[0].name = "=1+1";
    t.players[1].name = "<img src=x onerror=alert(1)>";
    t.players[2].name = "+1-2";
    t.players[3].name = "@home";
    const fake = workbookOf(t);
    written(await pairInWorkbook(hostOf(fake), request));
    for (const sheet of ["Results", "Round 1"]) {
      const values = fake.book.values(sheet);
      expect(values.flat()).toEqual(expect.arrayContaining(["=1+1", "<img src=x onerror=alert(1)>", "+1-2", "@home"]));
      for (let r = 0; r < values.length; r++) {
        for (let c = 0; c < values[r].length; c++) {
          const a1 = `${columnLetters(c)}${r + 1}`;
          expect(fake.book.cell(sheet, a1).formula).toBeNull();
        }
      }
    }
  });
});

describe("property: pairing round after round in the workbook", () => {
  /** Type a result into every new row of the round (discs summing to 64), as the TD would. */
  async function playRound(fake: FakeExcel, rowsAddress: string, rand: () => number): Promise<void> {
    const m = /!A(\d+):G(\d+)$/.exec(rowsAddress)!;
    const values = fake.book.values("Results");
    await asUser(fake, (ctx) => {
      const ws = ctx.workbook.worksheets.getItem("Results");
      for (let r = Number(m[1]); r <= Number(m[2]); r++) {
        if (values[r - 1][5] === "BYE") continue; // a bye has no discs
        const b = Math.floor(rand() * 65);
        ws.getRange(`D${r}:E${r}`).values = [[b, 64 - b]];
      }
    });
  }

  it("each round: one read + one write sync, earlier cells untouched, every present player seated once", async () => {
    let paired = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        async (n, rounds, seed) => {
          const players = Array.from({ length: n }, (_, i) => ({
            id: `P${i + 1}`,
            name: `Player ${i + 1}`,
            rating: 1500 + ((i * 37) % 11),
          }));
          const fake = workbookOf({ players, games: [], rounds: 9 });
          let state = seed >>> 0;
          const rand = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
          for (let r = 1; r <= rounds; r++) {
            const beforeValues = fake.book.values("Results");
            fake.book.resetLog();
            const out = await pairInWorkbook(hostOf(fake), request);
            if (out.kind === "no-round") return; // tiny fields run out of opponents: nothing written
            const w = written(out);
            expect(w.round).toBe(r);
            expect(syncShape(fake)).toEqual([READ, WRITE]);
            const after = fake.book.values("Results");
            expect(after.slice(0, beforeValues.length)).toEqual(beforeValues);
            const added = after.slice(beforeValues.length);
            expect(added).toHaveLength(Math.ceil(n / 2));
            const seated = added.flatMap((row) => [row[2], row[5]]).filter((x) => x !== "BYE");
            expect(seated.sort()).toEqual(players.map((p) => p.name).sort());
            expect(fake.book.sheetNames()).toContain(`Round ${r}`);
            await playRound(fake, w.rowsAddress, rand);
            paired++;
          }
        },
      ),
      { numRuns: 15 },
    );
    expect(paired).toBeGreaterThanOrEqual(15); // the property ran on real rounds, not only refusals
  });
});
