/**
 * A new tournament workbook as data (src/sheets/workbook/): in each language the headers are read back
 * by the parsers of every language, the entry aids are there (validation, marks, formats, frozen
 * header), the settings round-trip through the workbook names, the example event parses without a
 * problem and its live standings are the hand-worked ones; result slips of a paired round; the
 * formula spelling Excel stores in a file.
 */
import fc from "fast-check";
import { pairRound } from "../../src/engine/pairing";
import {
  detectSheets,
  findPlayersHeader,
  findResultsHeader,
  parseResultsSheet,
  pairingInputFromSheets,
  ABSENT_HEADER_ALIASES,
  normalizeTitle,
  type Locale,
} from "../../src/sheets";
import { parseReference } from "../../src/sheets/address";
import { isValidSheetName } from "../../src/sheets/sheetNames";
import { bqExampleCell } from "../../src/sheets/workbook/instructions";
import {
  byeChoices,
  cachedValues,
  HELPER_NAMES,
  LIVE_STANDINGS_ROW,
  newTournamentSheetNames,
  newTournamentWorkbook,
  PLAYER_ROWS,
  RESULT_ROWS,
  sheetOf,
  standingsFormula,
  templateWorkbook,
} from "../../src/sheets/workbook/newTournament";
import { exampleEvent } from "../../src/sheets/workbook/example";
import {
  excelDateSerial,
  excelDateText,
  formatSettingProblem,
  parseSettings,
  settingEntriesFromNames,
  SETTING_NAMES,
} from "../../src/sheets/workbook/settings";
import {
  fileFormula,
  isFormulaCell,
  unresolvedBrightwellCells,
  userFormula,
  type SheetSpec,
  type WorkbookSpec,
} from "../../src/sheets/workbook/spec";
import { renderSlipsSheet, SLIP_ROWS, SLIPS_PER_PAGE } from "../../src/sheets/workbook/slips";

const LANGS: Locale[] = ["en", "ko", "ja"];

/** A cell of a spec sheet by A1 address. */
function at(sheet: SheetSpec, a1: string) {
  const m = /^([A-Z]+)(\d+)$/.exec(a1)!;
  const col = m[1].charCodeAt(0) - 65;
  return sheet.values[Number(m[2]) - 1]?.[col] ?? null;
}

/** What a host would read through a workbook name: the cell's value (a formula gives its saved value). */
function readThroughNames(spec: WorkbookSpec) {
  return settingEntriesFromNames(spec.names, (sheetName, cell) => {
    const sheet = spec.sheets.find((s) => s.name === sheetName)!;
    const v = at(sheet, cell);
    return isFormulaCell(v) ? v.cached : v;
  });
}

describe.each(LANGS)("new tournament workbook in %s", (language) => {
  const spec = templateWorkbook(language);
  const results = sheetOf(spec, "results");
  const players = sheetOf(spec, "players");
  const settings = sheetOf(spec, "settings");

  test("headers are read by the parsers (any language) and the sheets are found by name", () => {
    const r = findResultsHeader(results.values as unknown[][])!;
    expect(r.row).toBe(0);
    expect(r.columns).toEqual({ round: 0, table: 1, black: 2, blackDiscs: 3, whiteDiscs: 4, white: 5, result: 6 });
    const p = findPlayersHeader(players.values as unknown[][])!;
    expect(p.columns).toEqual({ id: 0, name: 1, country: 2, rating: 3, withdrawnAfterRound: 4 });
    const absent = new Set(ABSENT_HEADER_ALIASES.map(normalizeTitle));
    expect(absent.has(normalizeTitle(String(players.values[0][5])))).toBe(true);
    const found = detectSheets(spec.sheets.map((s) => ({ name: s.name, values: cachedValues(s) })));
    expect(found).toEqual({ results: results.name, players: players.name, notes: [] });
  });

  test("the example event parses without a problem: 7 players by rating, 8 rows, a bye each round", () => {
    const parsed = parseResultsSheet({
      sheetName: results.name,
      values: cachedValues(results),
      players: { sheetName: players.name, values: cachedValues(players) },
    });
    expect(parsed.problems).toEqual([]);
    expect(parsed.tournament.players.map((p) => p.rating)).toEqual([2050, 1980, 1875, 1760, 1690, 1600, 1550]);
    expect(parsed.tournament.games).toHaveLength(8);
    expect(parsed.tournament.games.filter((g) => g.white === null).map((g) => g.round)).toEqual([1, 2]);
  });

  test("entry aids: discs whole 0–64, rounds 1..Brightwell_Rounds, Black/White from the players plus the bye", () => {
    const last = RESULT_ROWS + 1;
    const byRange = new Map(results.validations.map((v) => [v.range, v]));
    expect(byRange.get(`D2:E${last}`)!.rule).toEqual({ kind: "whole", min: 0, max: 64 });
    expect(byRange.get(`D2:E${last}`)!.errorStyle).toBe("stop");
    expect(byRange.get(`A2:A${last}`)!.rule).toEqual({
      kind: "custom",
      formula: "AND(ISNUMBER(A2),A2=INT(A2),A2>=1,A2<=Brightwell_Rounds)",
    });
    for (const range of [`C2:C${last}`, `F2:F${last}`]) {
      expect(byRange.get(range)!.rule).toEqual({
        kind: "list",
        source: 'OFFSET(Brightwell_EntryList,0,0,MAX(1,COUNTIF(Brightwell_EntryList,"?*")),1)',
      });
      expect(byRange.get(range)!.errorStyle).toBe("warning"); // an ID may be typed instead
    }
    // The entry list: the bye words first, then one formula per Players row.
    const entry = parseReference(spec.names.find((n) => n.name === HELPER_NAMES.entryList)!.ref)!;
    expect(entry.sheet).toBe(settings.name);
    const byes = byeChoices(language);
    expect(byes).toContain("BYE");
    expect(entry.range).toBe(`E2:E${1 + byes.length + PLAYER_ROWS}`);
    byes.forEach((w, i) => expect(at(settings, `E${2 + i}`)).toBe(w));
    const first = at(settings, `E${2 + byes.length}`);
    expect(isFormulaCell(first) && first.formula).toMatch(/^=IF\('?[^!]+'?!\$B2="","",'?[^!]+'?!\$B2\)$/);
    expect(isFormulaCell(first) && first.cached).toBe(exampleEvent(language).players[0].name);
    expect(settings.hiddenColumns).toEqual([4]);
  });

  test("marks: discs not adding up to 64, a player twice in a round, a name not on the Players sheet", () => {
    const marks = results.conditionalFormats;
    expect(marks.map((m) => [m.meaning, m.range])).toEqual([
      ["disc-sum", `D2:E${RESULT_ROWS + 1}`],
      ["twice-in-round", `C2:C${RESULT_ROWS + 1}`],
      ["twice-in-round", `F2:F${RESULT_ROWS + 1}`],
      ["not-on-players", `C2:C${RESULT_ROWS + 1}`],
      ["not-on-players", `F2:F${RESULT_ROWS + 1}`],
    ]);
    expect(marks[0].formula).toBe("AND(ISNUMBER($D2),ISNUMBER($E2),$D2+$E2<>64)");
    // English function names, commas, names instead of other sheets (valid in any Excel locale and in Excel 2007's format).
    for (const m of marks) {
      expect(m.formula).not.toMatch(/;/);
      expect(m.formula).not.toMatch(/!/);
    }
    expect(marks[1].formula).toContain(
      "COUNTIFS($A$2:$A$1001,$A2,$C$2:$C$1001,$C2)+COUNTIFS($A$2:$A$1001,$A2,$F$2:$F$1001,$C2)>1",
    );
    expect(marks[3].formula).toContain(
      "ISNA(MATCH($C2,Brightwell_PlayerNames,0)),ISNA(MATCH($C2,Brightwell_PlayerIds,0))",
    );
    expect(marks[3].formula).toContain('{"bye","부전승","不戦勝"');
  });

  test("formats, frozen header rows and widths: names are text", () => {
    expect(results.formats).toContainEqual({ range: `C2:C${RESULT_ROWS + 1}`, format: "@" });
    expect(results.formats).toContainEqual({ range: `F2:G${RESULT_ROWS + 1}`, format: "@" });
    expect(results.formats).toContainEqual({ range: `D2:E${RESULT_ROWS + 1}`, format: "0" });
    expect(players.formats).toContainEqual({ range: `A2:C${PLAYER_ROWS + 1}`, format: "@" });
    expect(players.formats).toContainEqual({ range: `F2:F${PLAYER_ROWS + 1}`, format: "@" }); // "5,6" stays text
    expect([results.frozenRows, players.frozenRows]).toEqual([1, 1]);
    expect(results.columnWidths).toHaveLength(7);
  });

  test("the settings are cells named Brightwell_*, read back through the names as given", () => {
    const ex = exampleEvent(language);
    const parsed = parseSettings(readThroughNames(spec));
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings).toEqual({
      event: ex.name,
      date: "2026-09-12",
      preset: { en: "woc", ko: "koa", ja: "joa" }[language],
      rounds: 5,
      language,
    });
    expect(parsed.sources.rounds).toMatch(/!B7$/);
    expect(spec.names.find((n) => n.name === SETTING_NAMES.rounds)!.ref).toMatch(/!\$B\$7$/);
  });

  test("live standings: the STANDINGS formula over the Results sheet, saved with the hand-worked table", () => {
    const standings = sheetOf(spec, "standings");
    const cell = standings.values[LIVE_STANDINGS_ROW - 1][0];
    if (!isFormulaCell(cell)) throw new Error(`A${LIVE_STANDINGS_ROW} is not a formula`);
    expect(cell.formula).toBe(standingsFormula(results.name));
    expect(fileFormula(cell.formula)).toMatch(
      /^_xldudf_OTHELLO_STANDINGS\('?[^!]+'?!\$A\$1:\$G\$1001,Brightwell_Preset,Brightwell_Constant,Brightwell_Rounds,Brightwell_Language\)$/,
    );
    const byId = new Map(exampleEvent(language).players.map((p) => [p.name, p.id]));
    // Worked by hand (docs/rules.md §2.3): see test/templates/templates.test.ts for the arithmetic.
    const expected = {
      en: [
        ["1", 2, 78],
        ["5", 1.5, 82],
        ["3", 1.5, 80],
        ["7", 1, 80],
        ["6", 1, 78],
        ["2", 1, 75],
        ["4", 0, 71],
      ],
      ko: [
        ["1", 2, 84],
        ["5", 1.5, 97],
        ["3", 1.5, 95],
        ["7", 1, 86],
        ["2", 1, 84],
        ["6", 1, 81],
        ["4", 0, 89],
      ],
      ja: [
        ["1", 2, 16],
        ["5", 1.5, 6],
        ["3", 1.5, 2],
        ["2", 1, 4],
        ["6", 1, -2],
        ["7", 1, -4],
        ["4", 0, -22],
      ],
    }[language];
    expect(cell.spill!.slice(1).map((r) => [byId.get(String(r[1])), r[3], r[4]])).toEqual(expected);
    expect(cell.cached).toBe(cell.spill![0][0]);
    expect(standings.print!.setup).toMatchObject({
      paperSize: "A4",
      orientation: "portrait",
      fitToWidth: 1,
      printTitleRows: `${LIVE_STANDINGS_ROW}:${LIVE_STANDINGS_ROW}`,
    });
  });

  test("the Instructions sheet has the BQ worked example: 180 + 12 × 11 = 312", () => {
    const sheet = sheetOf(spec, "instructions");
    const bq = at(sheet, bqExampleCell(language));
    if (!isFormulaCell(bq)) throw new Error("no BQ formula");
    expect(bq.cached).toBe(312);
    const n = Number(bqExampleCell(language).slice(1));
    expect(bq.formula).toBe(`=OTHELLO.BQ_SCORE(B${n - 3},B${n - 2}:F${n - 2},B${n - 1})`);
    expect([
      at(sheet, `B${n - 3}`),
      [2, 3, 4, 5, 6].map((c) => sheet.values[n - 3][c - 1]),
      at(sheet, `B${n - 1}`),
    ]).toEqual([180, [4, 2, 2, 1.5, 1.5], 12]);
    // No row of the instructions looks like a results or players header.
    expect(findResultsHeader(cachedValues(sheet))).toBeUndefined();
  });
});

describe("new tournament: options and names", () => {
  test("no example: only the header rows; the pane's free sheet names flow into every formula and name", () => {
    const names = newTournamentSheetNames("en", ["Results", "Players", "Standings", "Tournament"]);
    expect(names).toMatchObject({
      results: "Results (2)",
      players: "Players (2)",
      standings: "Standings (2)",
      settings: "Tournament (2)",
    });
    const spec = newTournamentWorkbook({
      name: "Club night",
      rounds: 7,
      preset: "ftd",
      language: "en",
      sheetNames: names,
    });
    expect(spec.sheets.map((s) => s.name)).toEqual(["Tournament (2)", "Players (2)", "Results (2)", "Standings (2)"]);
    expect(sheetOf(spec, "results").values).toHaveLength(1);
    const formula = sheetOf(spec, "standings").values[LIVE_STANDINGS_ROW - 1][0];
    expect(isFormulaCell(formula) && formula.formula).toBe(
      "=OTHELLO.STANDINGS('Results (2)'!$A$1:$G$1001,Brightwell_Preset,Brightwell_Constant,Brightwell_Rounds,Brightwell_Language)",
    );
    expect(spec.names.find((n) => n.name === SETTING_NAMES.preset)!.ref).toBe("'Tournament (2)'!$B$5");
    expect(spec.names.find((n) => n.name === HELPER_NAMES.playerNames)!.ref).toBe("'Players (2)'!$B$2:$B$501");
    const parsed = parseSettings(readThroughNames(spec));
    expect(parsed.settings).toEqual({ event: "Club night", preset: "ftd", rounds: 7, language: "en" });
  });

  test("a constant given is stored; bad options are refused with the field named", () => {
    const spec = newTournamentWorkbook({ name: "X", rounds: 8, preset: "papp", constant: 6, language: "ja" });
    expect(parseSettings(readThroughNames(spec)).settings.constant).toBe(6);
    expect(() => newTournamentWorkbook({ name: "X", rounds: 0, preset: "woc", language: "en" })).toThrow(
      /rounds must be a whole number from 1 to 99/,
    );
    expect(() => newTournamentWorkbook({ name: "X", rounds: 5, preset: "fide" as "woc", language: "en" })).toThrow(
      /preset must be one of/,
    );
    expect(() =>
      newTournamentWorkbook({ name: "X", rounds: 5, preset: "woc", language: "en", date: "12/09/2026" }),
    ).toThrow(/yyyy-mm-dd/);
    expect(() =>
      newTournamentWorkbook({ name: "X", rounds: 5, preset: "woc", language: "en", sheetNames: { results: "a/b" } }),
    ).toThrow(/not a valid Excel sheet name/);
  });

  test("property: the sheet names are valid, distinct and never an existing sheet (case-insensitive)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Locale>("en", "ko", "ja"),
        fc.array(
          fc.constantFrom(
            "Results",
            "results",
            "Players",
            "Standings",
            "STANDINGS (2)",
            "대회",
            "結果",
            "Tournament",
            "Instructions",
          ),
          { maxLength: 12 },
        ),
        (lang, existing) => {
          const names = Object.values(newTournamentSheetNames(lang, existing));
          const taken = new Set(existing.map((e) => e.toLowerCase()));
          expect(names.every((n) => isValidSheetName(n) && !taken.has(n.toLowerCase()))).toBe(true);
          expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
        },
      ),
    );
  });
});

describe("settings read from the cells", () => {
  const entry = (
    key: "event" | "date" | "preset" | "constant" | "rounds" | "language",
    value: unknown,
    cell = "B5",
  ) => ({ key, value, address: `Tournament!${cell}` });

  test("values as a director types them", () => {
    const { settings, problems } = parseSettings([
      entry("preset", " KOA "),
      entry("constant", "preset"),
      entry("rounds", "7"),
      entry("language", "JA"),
      entry("date", 46277),
      entry("event", "Seoul Open"),
    ]);
    expect(problems).toEqual([]);
    expect(settings).toEqual({ preset: "koa", rounds: 7, language: "ja", date: "2026-09-12", event: "Seoul Open" });
    expect(parseSettings([entry("constant", 8)]).settings.constant).toBe(8);
    expect(parseSettings([entry("constant", "6.4")]).settings.constant).toBe(6.4);
    expect(parseSettings([entry("constant", "Exact")]).settings.constant).toBe("exact");
    expect(parseSettings([entry("constant", null), entry("rounds", "")]).settings).toEqual({});
    expect(parseSettings([entry("date", new Date(Date.UTC(2026, 8, 12)))]).settings.date).toBe("2026-09-12");
  });

  test("the Constant cell is read as every host reads a constant (the engine's parseConstantSetting)", () => {
    expect(parseSettings([entry("constant", "6,5")]).settings.constant).toBe(6.5);
    expect(parseSettings([entry("constant", "１２")]).settings.constant).toBe(12);
    expect(parseSettings([entry("constant", "PAPP")]).settings.constant).toBe("papp");
    // "preset" leaves the constant to the preset, and the cell is where that came from; a blank cell is not a setting
    expect(parseSettings([entry("constant", "preset", "B6")])).toEqual({
      settings: {},
      sources: { constant: "Tournament!B6" },
      problems: [],
    });
    expect(parseSettings([entry("constant", "  ", "B6")])).toEqual({ settings: {}, sources: {}, problems: [] });
    for (const bad of ["1e1", "0x10", "-2", "six"]) {
      expect(parseSettings([entry("constant", bad, "B6")]).problems.map((p) => [p.address, p.params?.value])).toEqual([
        ["Tournament!B6", bad],
      ]);
    }
  });

  test("wrong values are problems naming the cell, in the director's language", () => {
    const { settings, problems } = parseSettings([
      entry("preset", "fide", "B5"),
      entry("rounds", 2.5, "B7"),
      entry("constant", -1, "B6"),
      entry("language", "fr", "B8"),
    ]);
    expect(settings).toEqual({});
    expect(problems.map((p) => p.address)).toEqual([
      "Tournament!B5",
      "Tournament!B7",
      "Tournament!B6",
      "Tournament!B8",
    ]);
    expect(formatSettingProblem(problems[0])).toBe(
      'Tournament!B5: The setting "Preset" must be one of woc, ftd, papp, koa, joa, found "fide". Correct the cell.',
    );
    expect(formatSettingProblem(problems[1], "ko")).toBe(
      'Tournament!B7: 설정 "예정 라운드 수"은(는) 1부터 99까지의 정수이어야 하는데 "2.5"입니다. 셀을 고치세요.',
    );
    expect(formatSettingProblem(problems[3], "ja")).toContain("「言語」");
  });

  test("Excel date serials: 2026-09-12 is 46277 (2024-01-01 is 45292, plus 366 + 365 + 254 days)", () => {
    expect(excelDateSerial("2026-09-12")).toBe(46277);
    expect(excelDateText(46277)).toBe("2026-09-12");
    expect(excelDateSerial("2024-01-01")).toBe(45292);
  });
});

describe("the formula as a file stores it", () => {
  test("custom functions get Excel's _xldudf_ prefix, the namespace dot an underscore; text is left alone", () => {
    expect(fileFormula("=OTHELLO.BQ_SCORE(B2,B3:F3,12)")).toBe("_xldudf_OTHELLO_BQ_SCORE(B2,B3:F3,12)");
    expect(fileFormula('=ROUND(OTHELLO.ELO_DELTA(A1,B1,C1),2)&" OTHELLO.X(1)"')).toBe(
      'ROUND(_xldudf_OTHELLO_ELO_DELTA(A1,B1,C1),2)&" OTHELLO.X(1)"',
    );
    expect(fileFormula("=SUM(A1:A3)")).toBe("SUM(A1:A3)");
    expect(userFormula("_xldudf_OTHELLO_STANDINGS(Results!A1:G9)")).toBe("=OTHELLO.STANDINGS(Results!A1:G9)");
  });

  test("the cells to enter again when the add-in loads: a Brightwell formula showing #NAME?, nothing else", () => {
    const formulas = [
      ["=OTHELLO.STANDINGS(Results!A1:G9)", "=_xldudf_OTHELLO_BQ_SCORE(B2,B3:F3,12)", "=SUM(A1:A3)"],
      ["=OTHELLO.BQ_SCORE(1,2)", "=MYOTHELLO.X(1)", "OTHELLO.BQ_SCORE(1)"],
    ];
    const values = [
      ["#NAME?", "#NAME?", "#NAME?"],
      [312, "#NAME?", "#NAME?"],
    ];
    expect(unresolvedBrightwellCells(formulas, values)).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ]);
  });

  test("property: userFormula undoes fileFormula", () => {
    const fn = fc.constantFrom("BQ_SCORE", "BRIGHTWELL_C", "STANDINGS", "ELO_DELTA");
    const arg = fc.constantFrom("A1", "B2:F2", "12", '"woc"', "Brightwell_Rounds", '"OTHELLO.BQ_SCORE("');
    fc.assert(
      fc.property(fn, fc.array(arg, { minLength: 1, maxLength: 4 }), fc.boolean(), (name, args, wrap) => {
        const inner = `OTHELLO.${name}(${args.join(",")})`;
        const formula = `=${wrap ? `ROUND(${inner},2)` : inner}`;
        expect(userFormula(fileFormula(formula))).toBe(formula);
      }),
    );
  });
});

describe("result slips", () => {
  const spec = templateWorkbook("en");
  const results = sheetOf(spec, "results");
  const players = sheetOf(spec, "players");
  const input = pairingInputFromSheets({
    results: { sheetName: "Results", values: cachedValues(results) },
    players: { sheetName: "Players", values: cachedValues(players) },
  });
  const res = pairRound(input.tournament, { round: input.round });
  if (!res.ok) throw new Error(res.error.message);

  test("one slip per table with a game (no slip for the bye): round, table, names and colours, disc boxes, signatures", () => {
    expect(input.round).toBe(3);
    const slips = renderSlipsSheet(res, input.tournament, { locale: "en", event: "Example Open 2026" });
    const games = res.pairs.filter((p) => p.white !== null);
    expect(games).toHaveLength(3);
    expect(slips.name).toBe("Slips 3");
    expect(slips.values).toHaveLength(3 * SLIP_ROWS);
    const name = new Map(input.tournament.players.map((p) => [p.id, p.name]));
    games.forEach((p, i) => {
      const top = i * SLIP_ROWS;
      expect(slips.values[top][0]).toBe("Example Open 2026 · Round 3");
      expect(slips.values[top][5]).toBe(`Table ${p.table}`);
      expect(slips.values[top + 1].slice(0, 2)).toEqual(["Black", name.get(p.black)]);
      expect(slips.values[top + 2].slice(0, 2)).toEqual(["White", name.get(p.white!)]);
      expect([slips.values[top + 1][4], slips.values[top + 2][4]]).toEqual(["Discs", "Discs"]);
      expect(slips.styles).toContainEqual({ range: `F${top + 2}`, border: "box" });
      expect(slips.styles).toContainEqual({ range: `F${top + 3}`, border: "box" });
      expect(slips.values[top + 3][0]).toBe("Signature (Black)");
      expect(slips.values[top + 3][3]).toBe("Signature (White)");
    });
    expect(slips.print).toEqual({
      area: `A1:F${3 * SLIP_ROWS}`,
      setup: {
        paperSize: "A4",
        orientation: "portrait",
        fitToWidth: 1,
        fitToHeight: 0,
        fontSize: 14,
        printTitleRows: undefined,
        horizontalCentered: true,
      },
      rowBreaks: [],
    });
    expect(slips.formats).toEqual([{ range: `A1:F${3 * SLIP_ROWS}`, format: "@" }]); // names stay text
  });

  test("a page break after every five slips, never inside one; Korean and Japanese labels", () => {
    // 12 tables: the example's seven players would give three; make a field of 24.
    const t = {
      ...input.tournament,
      players: Array.from({ length: 24 }, (_, i) => ({ id: String(i + 1), name: `P${i + 1}`, rating: 2000 - i })),
      games: [],
    };
    const r = pairRound(t, { round: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const slips = renderSlipsSheet(r, t, { locale: "ko" });
    expect(slips.values).toHaveLength(12 * SLIP_ROWS);
    expect(slips.print!.rowBreaks).toEqual([SLIPS_PER_PAGE * SLIP_ROWS, 2 * SLIPS_PER_PAGE * SLIP_ROWS]);
    expect(slips.name).toBe("1라운드 기록지");
    expect(slips.values[1][0]).toBe("흑");
    expect(renderSlipsSheet(r, t, { locale: "ja" }).values[0][0]).toBe("第1回戦");
  });
});
