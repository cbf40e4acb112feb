/**
 * "New tournament" on the in-memory workbook: the definition of src/sheets/workbook/ written through the
 * Office.js writer (src/excel/spec.ts) in one read sync and one write sync, with every entry aid, in three
 * languages; never replacing a sheet it does not own; refused when the workbook already holds a tournament;
 * the settings read back through the names as every later command reads them; "Sort players by rating".
 */
import { newTournamentInWorkbook, settingsOf, SETTING_NAME_LIST, sortPlayersByRating } from "../../taskpane/flow";
import type { NewTournamentRequest } from "../../taskpane/flow";
import { readInputs } from "../../src/excel/read";
import { columnWidthPoints } from "../../src/excel/spec";
import { parsePlayersSheet, parseResultsSheet } from "../../src/sheets";
import {
  HELPER_NAMES,
  newTournamentSheetNames,
  newTournamentWorkbook,
  resultsMarks,
  RESULT_ROWS,
  sheetOf,
} from "../../src/sheets/workbook";
import { workbookTexts } from "../../src/i18n/workbook";
import { findRatingSheets } from "../../src/sheets";
import { createFakeExcel } from "../fakes/fake-excel";
import { hostOf } from "../helpers/workbooks";
import type { Locale } from "../../src/i18n/locale";

const request: NewTournamentRequest = {
  name: "Club Open 2026",
  date: "2026-10-03",
  rounds: 7,
  preset: "woc",
  language: "en",
};

const syncShape = (log: { loads: number; writes: number; implicit: boolean }[]) =>
  log.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));

describe("New tournament in an empty workbook (English)", () => {
  it("writes the four sheets in one read sync and one write sync, and the settings read back", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    const outcome = await newTournamentInWorkbook(hostOf(fake), request);
    expect(outcome.kind).toBe("created");
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    expect(fake.book.sheetNames()).toEqual(["Sheet1", "Tournament", "Players", "Results", "Standings"]);
    if (outcome.kind !== "created") return;
    expect(outcome.sheets).toEqual({
      settings: "Tournament",
      players: "Players",
      results: "Results",
      standings: "Standings",
    });
    expect(outcome.renamed).toEqual([]);
    expect(outcome.settings.settings).toEqual({
      event: "Club Open 2026",
      date: "2026-10-03",
      preset: "woc",
      rounds: 7,
      language: "en",
    });

    // The director starts typing the first player.
    expect(fake.book.selection).toEqual({ sheet: "Players", address: "A2" });

    // Read back the way compute and pair read it (their one read sync): the names and their cells.
    fake.book.resetLog();
    const inputs = await readInputs(hostOf(fake), {
      resultsSheet: "Results",
      playersSheet: "Players",
      namedCells: SETTING_NAME_LIST,
    });
    expect(fake.book.syncLog).toHaveLength(1);
    const read = settingsOf(inputs.namedCells);
    expect(read.problems).toEqual([]);
    expect(read.settings).toEqual(outcome.settings.settings);
    expect(read.sources).toMatchObject({ preset: "Tournament!B5", rounds: "Tournament!B7", language: "Tournament!B8" });
  });

  it("writes exactly the definition: headers, formats, widths, frozen rows, validation, marks, names, print", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    await newTournamentInWorkbook(hostOf(fake), request);
    const book = fake.book;
    const spec = newTournamentWorkbook({ ...request, sheetNames: newTournamentSheetNames("en", ["Sheet1"]) });
    const t = workbookTexts("en");

    // Headers as the definition has them; the parsers recognise them.
    expect(book.values("Results")[0]).toEqual([
      "Round",
      "Table",
      "Black",
      "Black discs",
      "White discs",
      "White",
      "Result",
    ]);
    expect(book.values("Players")[0]).toEqual([
      "ID",
      "Name",
      "Country",
      "Rating",
      "Withdrawn after round",
      "Absent rounds",
    ]);
    // Number formats: text for names (a name like "=1+1" stays text), whole numbers for discs, a date.
    expect(book.cell("Results", "C500").numberFormat).toBe("@");
    expect(book.cell("Results", "D1001").numberFormat).toBe("0");
    expect(book.cell("Results", "D1002").numberFormat).toBe("General");
    expect(book.cell("Tournament", "B4")).toEqual({ value: 46298, numberFormat: "yyyy-mm-dd", formula: null });
    // Widths in points (Office.js) from the definition's characters: Players' Name column is 28 characters.
    expect(columnWidthPoints(8.43)).toBe(48);
    expect(book.columnWidth("Players", "B")).toBe(columnWidthPoints(28));
    expect(book.columnWidth("Players", "B")).toBe(150.75);
    expect(book.frozenRows("Players")).toBe(1);
    expect(book.frozenRows("Results")).toBe(1);
    expect(book.hiddenColumns("Tournament")).toEqual(["E"]);
    expect(book.look("Results", "C1")).toMatchObject({ bold: true, fill: "#DDEBF7" });
    expect(book.borders("Results")).toContainEqual({
      range: "A1:G1",
      edge: "EdgeBottom",
      style: "Continuous",
      color: "#7F7F7F",
      weight: "Thin",
    });

    // Data validation: discs whole 0–64 (stop), Black/White from the Players list (warning), rounds up to the setting.
    const validations = book.validations("Results");
    expect(validations.find((v) => v.range === "D2:E1001")).toEqual({
      range: "D2:E1001",
      rule: { wholeNumber: { operator: "Between", formula1: 0, formula2: 64 } },
      errorAlert: { showAlert: true, style: "Stop", title: t.titles.discs, message: t.validation.discs },
      prompt: null,
      ignoreBlanks: true,
    });
    const black = validations.find((v) => v.range === "C2:C1001")!;
    expect(black.rule).toEqual({
      list: {
        inCellDropDown: true,
        source: `=OFFSET(${HELPER_NAMES.entryList},0,0,MAX(1,COUNTIF(${HELPER_NAMES.entryList},"?*")),1)`,
      },
    });
    expect(black.errorAlert!.style).toBe("Warning");
    expect(validations.find((v) => v.range === "A2:A1001")!.rule!.custom!.formula).toBe(
      "=AND(ISNUMBER(A2),A2=INT(A2),A2>=1,A2<=Brightwell_Rounds)",
    );
    expect(validations).toHaveLength(sheetOf(spec, "results").validations.length);
    expect(book.validations("Tournament").find((v) => v.range === "B5")!.rule).toEqual({
      list: { inCellDropDown: true, source: "woc,ftd,papp,koa,joa" },
    });

    // Conditional formats: the three marks, formulas as the definition has them (with "="), colours as #RRGGBB.
    expect(book.conditionalFormats("Results")).toEqual(
      resultsMarks(RESULT_ROWS + 1).map((m) => ({
        range: m.range,
        type: "Custom",
        formula: `=${m.formula}`,
        fill: `#${m.fill}`,
        fontColor: m.fontColor ? `#${m.fontColor}` : null,
        bold: null,
      })),
    );

    // Names: the settings' cells and the helpers, each pointing where the definition says.
    const names = Object.fromEntries(book.namesList().map((n) => [n.name, n.formula]));
    expect(names).toMatchObject({
      Brightwell_Event: "=Tournament!$B$3",
      Brightwell_Preset: "=Tournament!$B$5",
      Brightwell_Rounds: "=Tournament!$B$7",
      Brightwell_PlayerNames: "=Players!$B$2:$B$501",
      Brightwell_EntryList: "=Tournament!$E$2:$E$502",
      Brightwell_Standings: "=Standings!$A$1",
    });
    expect(book.namesList()).toHaveLength(spec.names.length);

    // The live standings formula, as a user types it (Office.js takes the user form, not the file's _xldudf_),
    // below the line for readers without the add-in.
    expect(book.cell("Standings", "A1").value).toBe(t.share.standings({}));
    expect(book.cell("Standings", "A2").formula).toBe(
      "=OTHELLO.STANDINGS(Results!$A$1:$G$1001,Brightwell_Preset,Brightwell_Constant,Brightwell_Rounds,Brightwell_Language)",
    );
    // The drop-down's mirror of the Players names: formulas.
    expect(book.cell("Tournament", "E3").formula).toBe('=IF(Players!$B2="","",Players!$B2)');
    // Printing the standings for the wall: A4 portrait, one page wide, its header row repeated, large type.
    expect(book.pageLayout("Standings")).toEqual({
      orientation: "Portrait",
      paperSize: "A4",
      centerHorizontally: true,
      zoom: { horizontalFitToPages: 1 },
      printArea: null,
      printTitleRows: "$2:$2",
    });
    expect(book.fontSize("Standings", "B10")).toBe(14);
    // Every other sheet prints too: A4 portrait, one page wide, header row repeated; the Tournament sheet its
    // settings block only (the hidden drop-down list stays off paper).
    for (const sheet of ["Tournament", "Players", "Results"])
      expect([sheet, book.pageLayout(sheet)]).toEqual([
        sheet,
        {
          orientation: "Portrait",
          paperSize: "A4",
          centerHorizontally: false,
          zoom: { horizontalFitToPages: 1 },
          printArea: sheet === "Tournament" ? "A1:C13" : null,
          printTitleRows: "$1:$1",
        },
      ]);
  });

  it("names the Brightwell site the pane was loaded from in the line for readers without the add-in", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    const site = "https://othello-fed.github.io/brightwell/";
    await newTournamentInWorkbook(hostOf(fake), { ...request, site });
    expect(fake.book.cell("Standings", "A1").value).toBe(workbookTexts("en").share.standings({ site }));
    expect(String(fake.book.cell("Standings", "A1").value)).toContain(site);
  });

  it("a name a director types that Excel would take for a formula stays text (event name '=SUM(1)')", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    await newTournamentInWorkbook(hostOf(fake), { ...request, name: "=SUM(1)" });
    expect(fake.book.cell("Tournament", "B3")).toEqual({ value: "=SUM(1)", numberFormat: "@", formula: null });
  });
});

describe("never replacing a sheet it does not own", () => {
  it("takes free names next to the director's own Results / Players / Standings, leaving those untouched", async () => {
    const mine = { Results: [["my notes"]], Players: [["x"]], Standings: [["old table"]] };
    const fake = createFakeExcel({ sheets: mine });
    const before = Object.fromEntries(Object.keys(mine).map((s) => [s, fake.book.values(s)]));
    const outcome = await newTournamentInWorkbook(hostOf(fake), request);
    expect(outcome.kind === "created" && outcome.renamed).toEqual([
      { base: "Players", sheet: "Players (2)" },
      { base: "Results", sheet: "Results (2)" },
      { base: "Standings", sheet: "Standings (2)" },
    ]);
    expect(fake.book.sheetNames()).toEqual([
      "Results",
      "Players",
      "Standings",
      "Tournament",
      "Players (2)",
      "Results (2)",
      "Standings (2)",
    ]);
    for (const s of Object.keys(mine)) expect(fake.book.values(s)).toEqual(before[s]);
    // The formulas and names follow the free names.
    expect(fake.book.cell("Standings (2)", "A2").formula).toContain("'Results (2)'!$A$1:$G$1001");
    expect(fake.book.namesList().find((n) => n.name === "Brightwell_PlayerNames")!.formula).toBe(
      "='Players (2)'!$B$2:$B$501",
    );
  });

  it("refuses a second tournament in the same workbook, naming its sheets, and writes nothing", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    await newTournamentInWorkbook(hostOf(fake), request);
    const snapshot = fake.book.snapshot();
    fake.book.resetLog();
    const again = await newTournamentInWorkbook(hostOf(fake), { ...request, name: "Another" });
    expect(again.kind).toBe("exists");
    expect(again.kind === "exists" && again.taken).toContainEqual({ name: "Brightwell_Preset", sheet: "Tournament" });
    expect(fake.book.snapshot()).toBe(snapshot);
    expect(syncShape(fake.book.syncLog)).toEqual([{ loads: true, writes: false, implicit: false }]);
  });

  it("replaces names left over from deleted sheets (=#REF!) in the same write sync", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    await newTournamentInWorkbook(hostOf(fake), request);
    for (const s of ["Tournament", "Players", "Results", "Standings"]) fake.book.deleteSheet(s);
    expect(fake.book.namesList().every((n) => n.formula.startsWith("=#REF!"))).toBe(true);
    fake.book.resetLog();
    const outcome = await newTournamentInWorkbook(hostOf(fake), request);
    expect(outcome.kind).toBe("created");
    expect(fake.book.syncLog).toHaveLength(2);
    expect(fake.book.namesList().find((n) => n.name === "Brightwell_Preset")!.formula).toBe("=Tournament!$B$5");
  });
});

describe.each<Locale>(["en", "ko", "ja"])("in %s: headers in the language, read in any language", (language) => {
  it("the Results and Players sheets it wrote parse with a typed game, and the Ratings sheet is found", async () => {
    const fake = createFakeExcel({ sheets: { Sheet1: [] } });
    const outcome = await newTournamentInWorkbook(hostOf(fake), { ...request, language, preset: "koa", ratings: true });
    if (outcome.kind !== "created") throw new Error(outcome.kind);
    const s = outcome.sheets;
    const t = workbookTexts(language);
    expect([s.settings, s.players, s.ratings, s.results]).toEqual([
      t.sheet.settings,
      t.sheet.players,
      t.sheet.ratings,
      t.sheet.results,
    ]);
    expect(fake.book.values(s.results!)[0]).toEqual(Object.values(t.results));
    // The Ratings sheet: its name and header are ones every rating reader recognises.
    expect(findRatingSheets(fake.book.sheetNames()).ratings).toBe(s.ratings);
    // A director types two players and a game: the sheets read as a tournament, whatever the language.
    await fake.Excel.run(async (ctx) => {
      ctx.workbook.worksheets.getItem(s.players!).getRange("A2:D3").values = [
        ["1", "Kim", "KR", 2000],
        ["2", "Sato", "JP", 1900],
      ];
      ctx.workbook.worksheets.getItem(s.results!).getRange("A2:F2").values = [[1, 1, "Kim", 40, 24, "Sato"]];
      await ctx.sync();
    });
    const players = parsePlayersSheet({ sheetName: s.players!, values: fake.book.values(s.players!, "values") });
    expect(players.problems).toEqual([]);
    const parsed = parseResultsSheet({
      sheetName: s.results!,
      values: fake.book.values(s.results!, "values"),
      players: { sheetName: s.players!, values: fake.book.values(s.players!, "values") },
    });
    expect(parsed.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(parsed.tournament.games).toHaveLength(1);
    expect(parsed.tournament.games[0]).toMatchObject({ round: 1, blackDiscs: 40, whiteDiscs: 24, blackPoints: 1 });
    expect(outcome.settings.settings.language).toBe(language);
  });
});

describe("Sort players by rating", () => {
  it("sorts the Players rows highest rating first (blank ratings last, ties by name), one read and one write sync", async () => {
    const fake = createFakeExcel({
      sheets: {
        Players: [
          ["ID", "Name", "Country", "Rating"],
          ["1", "Dana", "NL", 1700],
          ["2", "Ahn", "KR", null],
          ["3", "Bram", "BE", 2010],
          ["4", "Carl", "DE", 1700],
          ["5", "Eve", "FR", 1888],
        ],
      },
    });
    const outcome = await sortPlayersByRating(hostOf(fake), "Players");
    expect(outcome).toEqual({ kind: "sorted", sheet: "Players", players: 5, address: "Players!A1:D6" });
    expect(fake.book.values("Players", "values").map((r) => r[1])).toEqual([
      "Name",
      "Bram",
      "Eve",
      "Carl",
      "Dana",
      "Ahn",
    ]);
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
  });

  it("says what is missing and writes nothing: no sheet, no header, no Rating column, one player", async () => {
    const fake = createFakeExcel({
      sheets: {
        Notes: [["hello"]],
        NoRating: [
          ["Name", "Country"],
          ["A", "NL"],
          ["B", "BE"],
        ],
        One: [
          ["Name", "Rating"],
          ["A", 1],
        ],
      },
    });
    const snapshot = fake.book.snapshot();
    expect(await sortPlayersByRating(hostOf(fake), "Gone")).toEqual({ kind: "missing-sheet", sheet: "Gone" });
    expect(await sortPlayersByRating(hostOf(fake), "Notes")).toEqual({ kind: "no-header", sheet: "Notes" });
    expect(await sortPlayersByRating(hostOf(fake), "NoRating")).toEqual({
      kind: "no-rating",
      sheet: "NoRating",
      header: "NoRating!A1:B1",
    });
    expect(await sortPlayersByRating(hostOf(fake), "One")).toEqual({ kind: "nothing", sheet: "One" });
    expect(fake.book.snapshot()).toBe(snapshot);
  });
});
