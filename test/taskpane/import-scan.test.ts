/**
 * Import (FlipTheDisc JSON / WOF .ELO → new Results/Players sheets) and sheet detection. (Cell
 * selection: test/excel/write.test.ts; free names and the ownership record: test/sheets/ownership.test.ts.)
 */
import { computeInWorkbook, importTournament, parseTournamentFile, scan } from "../../taskpane/flow";
import { computeStandings } from "../../src/engine/standings";
import { parseEloFile } from "../../src/formats/elo";
import { createFakeExcel } from "../fakes/fake-excel";
import { fixture } from "../helpers/fixtures";
import { hostOf, marche, workbookOf } from "../helpers/workbooks";
import { detectionNoteText } from "../../src/i18n/ui";
import { englishRuns } from "../helpers/english";

describe("parseTournamentFile", () => {
  it("recognises a FlipTheDisc export and a WOF .ELO file", () => {
    const ftd = parseTournamentFile(fixture("tournament_579.json"));
    expect(ftd.kind).toBe("ftd");
    if (ftd.kind === "ftd") expect(ftd.tournament.players).toHaveLength(11);
    const elo = parseTournamentFile("\uFEFF" + fixture("20101111_WOC_2010.ELO"));
    expect(elo.kind).toBe("elo");
    if (elo.kind === "elo") expect(elo.tournament.players.length).toBeGreaterThan(50);
  });

  it("says 'unknown' for empty text, what other text is, and reports malformed files with the parser's place", () => {
    expect(parseTournamentFile("")).toEqual({ kind: "unknown" });
    expect(parseTournamentFile("Round,Black,White\n1,A,B")).toEqual({
      kind: "not-results",
      reason: { kind: "table", line: 1, text: "Round,Black,White" },
    });
    expect(parseTournamentFile('{"a": 1}')).toEqual({ kind: "not-results", reason: { kind: "json" } });
    // Random bytes chosen as a file: binary data, said in the pane's language (src/i18n/files.ts).
    const junk = parseTournamentFile(new Uint8Array([0x31, 0x20, 0x3e, 0x20, 0x32, 0x0a, 0x00, 0x01, 0x02]));
    expect(junk).toEqual({ kind: "not-results", reason: { kind: "binary", line: 2, code: 0 } });
    const bad = parseTournamentFile('{"players_list": [');
    expect(bad.kind).toBe("error");
    const badElo = parseTournamentFile("%_% 12, DOE, John, NED, x, 30\n");
    expect(badElo).toEqual({ kind: "error", message: expect.stringMatching(/Line 1/) });
  });

  it("gives the notes and the errors in the pane's language", () => {
    const woc = new Uint8Array(Buffer.from(fixture("20101111_WOC_2010.ELO")));
    const en = parseTournamentFile(woc, "20101111_WOC_2010.ELO");
    for (const l of ["ko", "ja"] as const) {
      const said = parseTournamentFile(woc, "20101111_WOC_2010.ELO", l);
      if (said.kind !== "elo" || en.kind !== "elo") throw new Error("not read");
      expect(said.notes).toHaveLength(en.notes.length);
      for (const line of said.notes) expect([l, line, englishRuns(line)]).toEqual([l, line, []]);
      const refused = parseTournamentFile("%_% 12, DOE, John, NED, 1, 30\n%_% 13, ROE, Jane, NED, 0, 34\n", "", l);
      expect(refused.kind).toBe("error");
      if (refused.kind === "error") expect([l, englishRuns(refused.message)]).toEqual([l, []]);
    }
    expect(en.kind === "elo" && en.notes[0]).toBe("points: all 64 published scores are reproduced by the games");
  });
});

describe("importTournament", () => {
  it("adds Results/Players with free names, never touching existing sheets, in one read and one write sync", async () => {
    const fake = createFakeExcel({ sheets: { Results: [["the TD's own results"]] } });
    const elo = parseEloFile(fixture("20141106_WOC_2014.ELO"));
    const before = JSON.stringify(fake.book.values("Results"));
    const out = await importTournament(hostOf(fake), elo.tournament);
    expect(out).toMatchObject({ resultsSheet: "Results (2)", playersSheet: "Players" });
    expect(out.games).toBe(elo.tournament.games.length);
    expect(JSON.stringify(fake.book.values("Results"))).toBe(before);
    expect(fake.book.syncLog.map((e) => e.writes > 0)).toEqual([false, true]);
    expect(fake.book.frozenRows("Results (2)")).toBe(1);
    // Player ids are text cells, so "0123"-like ids and names stay as written.
    expect(fake.book.cell("Players", "A2").numberFormat).toBe("@");
  });

  it("names Excel would take for formulas (=, +, -, @) are written as text", async () => {
    const t = structuredClone(marche().tournament);
    const odd = ['=HYPERLINK("http://x","y")', "+1-2", "-Kim", "@home"];
    odd.forEach((name, i) => (t.players[i].name = name));
    const fake = createFakeExcel();
    const out = await importTournament(hostOf(fake), t);
    for (const sheet of [out.resultsSheet, out.playersSheet]) {
      const values = fake.book.values(sheet);
      values.forEach((row, r) =>
        row.forEach((_, c) =>
          expect(fake.book.cell(sheet, `${String.fromCharCode(65 + c)}${r + 1}`).formula).toBeNull(),
        ),
      );
    }
    expect(fake.book.values(out.playersSheet).map((r) => r[1])).toEqual(expect.arrayContaining(odd));
  });

  it("round-trips: standings computed from the imported sheets equal the engine's on the file", async () => {
    const ftd = marche();
    const fake = createFakeExcel();
    const out = await importTournament(hostOf(fake), ftd.tournament);
    const outcome = await computeInWorkbook(hostOf(fake), {
      resultsSheet: out.resultsSheet,
      playersSheet: out.playersSheet,
      preset: "ftd",
      locale: "en",
    });
    if (outcome.kind !== "written") throw new Error(outcome.kind);
    const direct = computeStandings(ftd.tournament, { preset: "ftd" });
    expect(outcome.standings.rows.map((r) => [r.id, r.points, r.bq])).toEqual(
      direct.rows.map((r) => [r.id, r.points, r.bq]),
    );
  });
});

describe("scan", () => {
  it("finds the results and players sheets by their headers, whatever they are called", async () => {
    const ftd = marche();
    const fake = workbookOf(ftd.tournament);
    fake.book.renameSheet("Results", "Day 1");
    fake.book.renameSheet("Players", "Entrants list");
    fake.book.addSheet("Notes", [["Lunch at 12"]]);
    const found = await scan(hostOf(fake));
    expect(found.results).toBe("Day 1");
    expect(found.players).toBe("Entrants list");
    expect(found.sheets.map((s) => s.name)).toEqual(["Day 1", "Entrants list", "Notes"]);
    expect(fake.book.syncLog).toHaveLength(2); // names, then the top of every sheet: not one per sheet
  });

  it('prefers the visible sheet with the games over a hidden stale "Results" sheet, and says so', async () => {
    const ftd = marche();
    const fake = workbookOf(ftd.tournament);
    fake.book.renameSheet("Results", "Games 2026"); // the real games, visible
    fake.book.addSheet("Results", [
      ["Round", "Black", "Black discs", "White discs", "White"],
      [1, "Old", 40, 24, "Stale"],
    ]);
    fake.book.setVisibility("Results", "Hidden");
    const found = await scan(hostOf(fake));
    expect(found.results).toBe("Games 2026");
    expect(found.notes).toEqual([
      { code: "several-sheets", role: "results", sheet: "Games 2026", others: [{ name: "Results", hidden: true }] },
    ]);
    expect(detectionNoteText(found.notes[0], "en")).toBe(
      'The results were read from the sheet "Games 2026"; "Results" (hidden) also look like results and were not read. If they are on another sheet, pick it here (command line: make it the only visible sheet named "Results", renaming or deleting the stale one first), or delete the stale sheet.',
    );
    expect(found.sheets.find((s) => s.name === "Results")!.visible).toBe(false);
    expect(fake.book.syncLog).toHaveLength(2); // visibility comes with the names, in the same sync
    // Only hidden sheets hold results: the hidden one is read, and the note says it is hidden.
    fake.book.setVisibility("Games 2026", "VeryHidden");
    const hidden = await scan(hostOf(fake));
    expect(hidden.results).toBe("Results");
    expect(hidden.notes[0]).toEqual({ code: "hidden-sheet-used", role: "results", sheet: "Results" });
    expect(detectionNoteText(hidden.notes[0], "ja")).toContain("非表示のシート「Results」");
  });

  it("finds nothing in a workbook without results", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    const found = await scan(hostOf(fake));
    expect(found.results).toBeUndefined();
  });
});
