/**
 * The command line, run in-process through main(argv, io) on the sample workbook (the real 125th
 * Dutch Othello Open, FlipTheDisc tournament 579), on CSV files made from it, and on the other real
 * events; published FlipTheDisc scores and mbq, and the PAPP final order of WOC 2010, are the oracle.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli, type CliRun } from "../helpers/cli";
import { parseEloFile } from "../../src/formats/elo";
import { tournamentToSheets, writeCsv } from "../../src/sheets";
import { fixture, fixturePath, ftdFixture } from "../helpers/fixtures";
import { inspectXlsx } from "../helpers/xlsx";

// Generous per-test limit: file I/O on a shared 2-core machine (not a timing assertion).
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const SAMPLE = path.join(ROOT, "samples/dutch-open-2026.xlsx");

const cli = (argv: string[], cwd = ROOT): Promise<CliRun> => runCli(argv, cwd);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-cli-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const published579 = ftdFixture("tournament_579.json");
const names579 = new Map(published579.tournament.players.map((p) => [p.id, p.name]));

function expectPublished(
  json: Array<{ id: string; player: string; points: number; bq: number; rank: number }>,
  ftd = published579,
) {
  const names = new Map(ftd.tournament.players.map((p) => [p.id, p.name]));
  expect(json.map((r) => [r.id, r.player, r.points, r.bq])).toEqual(
    ftd.published.map((p) => [p.id, names.get(p.id), p.score, p.mbq]),
  );
}

describe("standings on the sample workbook (125th Dutch Othello Open, a bye every round)", () => {
  test("--json with preset ftd reproduces every published score and mbq, in the published order", async () => {
    const r = await cli(["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd", "--json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toHaveLength(11);
    expectPublished(json);
    expect(json[0]).toMatchObject({
      rank: 1,
      player: "VAN DEN BIGGELAAR Nicky",
      points: 6,
      bq: 556,
      discs: 282,
      opponentScore: 30,
    });
    for (const row of json)
      for (const k of ["rank", "player", "points", "bq", "discs", "opponentScore"]) expect(row).toHaveProperty(k);
  });

  test("the printed table is aligned and shows the same numbers", async () => {
    const r = await cli(["standings", SAMPLE, "--preset", "ftd"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toContain("125th Dutch Othello Open — standings after round 7 of 7 (preset ftd, C = 9.1429");
    const header = lines.find((l) => l.startsWith("Rank"))!;
    expect(header.trim().split(/\s{2,}/)).toEqual(["Rank", "Player", "Country", "Points", "BQ", "Games"]);
    const body = lines.filter((l) => /^\s*\d+\s/.test(l));
    expect(body).toHaveLength(11);
    // Number columns are right-aligned under their (right-aligned) titles.
    const bqEnd = header.indexOf("BQ") + 2;
    body.forEach((l, i) => expect(l.slice(bqEnd - 3, bqEnd)).toBe(String(published579.published[i].mbq)));
    expect(body[0]).toMatch(/^\s+1 {2}VAN DEN BIGGELAAR Nicky {2}NL +6 {2}556 +7$/);
  });

  test("--round 3 gives the standings after round 3 (fewer points, crosstable of 3 rounds)", async () => {
    const r = await cli(["standings", SAMPLE, "--preset", "ftd", "--round", "3", "--json"]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as Array<{ points: number; games: number; byes: number }>;
    expect(Math.max(...json.map((x) => x.points))).toBeLessThanOrEqual(3);
    for (const x of json) expect(x.games + x.byes).toBeLessThanOrEqual(3);
    const beyond = await cli(["standings", SAMPLE, "--round", "9"]);
    expect(beyond.code).toBe(2);
    expect(beyond.err).toContain("--round 9: the results have games up to round 7 only");
  });

  test("--constant and --tiebreaks override the preset", async () => {
    const r = await cli([
      "standings",
      SAMPLE,
      "--preset",
      "woc",
      "--constant",
      "0",
      "--tiebreaks",
      "bq,discs,buchholz",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as Array<{ bq: number; discs: number; tiebreaks: Record<string, number> }>;
    // With C = 0 and byes counted 32 (WOF), BQ is the disc total with the bye as 32 discs.
    expect(Object.keys(json[0].tiebreaks)).toEqual(["bq", "discs", "buchholz"]);
    for (const row of json) expect(row.bq).toBe(row.discs);
  });
});

describe("standings on CSV files (Korean headers, semicolons, separate players file)", () => {
  test("reproduces the published standings", async () => {
    const sheets = tournamentToSheets(published579.tournament);
    const results = [["라운드", "테이블", "흑", "흑 돌수", "백 돌수", "백", "결과"], ...sheets.results.slice(1)];
    await fs.writeFile(path.join(tmp, "results.csv"), "\uFEFF" + writeCsv(results, ";"));
    await fs.writeFile(path.join(tmp, "players.csv"), writeCsv(sheets.players, ","));
    const r = await cli(["standings", "results.csv", "--players", "players.csv", "--preset", "ftd", "--json"], tmp);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expectPublished(JSON.parse(r.out));
  });

  test("CSV saved by Excel on Japanese (Shift_JIS) and Korean (EUC-KR) Windows is decoded", async () => {
    // "回戦,黒,黒石数,白石数,白 / 1,佐藤,40,24,鈴木" in Shift_JIS and the Korean twin in EUC-KR (bytes from Python's codecs).
    const sjis = "89f190ed2c8d952c8d9590ce90942c949290ce90942c94920d0a312c8db293a12c34302c32342c97e996d80d0a";
    const euckr =
      "b6f3bfeeb5e52cc8e62cc8e620b5b9bcf62cb9e920b5b9bcf62cb9e90d0a312cb1e8b9cebcf62c34302c32342cc0ccc1d80d0a";
    await fs.writeFile(path.join(tmp, "ja.csv"), Buffer.from(sjis, "hex"));
    await fs.writeFile(path.join(tmp, "ko.csv"), Buffer.from(euckr, "hex"));
    const ja = await cli(["standings", "ja.csv", "--json"], tmp);
    expect(ja.err).toMatch(
      /^warning: ja\.csv \(line 1\): The file is not UTF-8; read as Shift_JIS\. Check the names from this line on;/,
    );
    expect((JSON.parse(ja.out) as Array<{ player: string }>).map((r) => r.player)).toEqual(["佐藤", "鈴木"]);
    const ko = await cli(["standings", "ko.csv", "--json"], tmp);
    expect(ko.err).toMatch(
      /^warning: ko\.csv \(line 1\): The file is not UTF-8; read as EUC-KR \(CP949\)\. Check the names from this line on;/,
    );
    expect((JSON.parse(ko.out) as Array<{ player: string }>).map((r) => r.player)).toEqual(["김민수", "이준"]);
  });

  test("--out from CSV input creates a new workbook with the Standings table only", async () => {
    const r = await cli(
      [
        "standings",
        "results.csv",
        "--players",
        "players.csv",
        "--preset",
        "ftd",
        "--out",
        "fromcsv.xlsx",
        "--locale",
        "ko",
      ],
      tmp,
    );
    expect(r.code).toBe(0);
    const wb = inspectXlsx(path.join(tmp, "fromcsv.xlsx"));
    // A new sheet is named in the output's language (--locale ko): 순위.
    expect(wb.sheetNames).toEqual(["순위"]);
    expect(wb.row("순위", 1)).toEqual([
      "순위",
      "선수",
      "국가",
      "승점",
      "BQ",
      "대국 수",
      "1R",
      "2R",
      "3R",
      "4R",
      "5R",
      "6R",
      "7R",
    ]);
  });
});

describe("--out writes a real Excel table into a copy of the input workbook", () => {
  test("table Standings, header style, frozen header, number formats, ownership mark; input sheets kept", async () => {
    const out = path.join(tmp, "standings.xlsx");
    const r = await cli(["standings", SAMPLE, "--preset", "ftd", "--out", out]);
    expect(r.code).toBe(0);
    const wb = inspectXlsx(out);
    expect(wb.sheetNames).toEqual(["Results", "Players", "Standings"]);
    const [table] = wb.tables("Standings");
    expect(table).toBeTruthy();
    expect(table.name).toBe("Standings");
    expect(table.ref).toBe("A1:M12");
    expect(table.style).toBe("TableStyleMedium2");
    expect(wb.frozenRows("Standings")).toBe(1);
    expect(wb.font("Standings", "A1").bold).toBe(true);
    expect(wb.row("Standings", 1)).toEqual([
      "Rank",
      "Player",
      "Country",
      "Points",
      "BQ",
      "Games",
      "R1",
      "R2",
      "R3",
      "R4",
      "R5",
      "R6",
      "R7",
    ]);
    expect(wb.row("Standings", 2)).toEqual([
      1,
      "VAN DEN BIGGELAAR Nicky",
      "NL",
      6,
      556,
      7,
      "B 6 48-16 W",
      "W 3 42-22 W",
      "B 4 37-27 W",
      "W 2 40-24 W",
      "W 5 25-39 L",
      "B 7 50-14 W",
      "W 8 40-24 W",
    ]);
    expect(wb.numFmt("Standings", "E2")).toBe("0"); // FTD publishes BQ as an integer
    expect(wb.numFmt("Standings", "B2")).toBe("@"); // names are text
    expect(wb.names).toContainEqual({ name: "Brightwell_Standings", formula: "Standings!$A$1" });
    // The BQ column holds exactly the published mbq.
    const bq = wb
      .values("Standings")
      .slice(1)
      .map((row) => row[4]);
    expect(bq).toEqual(published579.published.map((p) => p.mbq));
    // The input's tables survive the copy.
    expect(wb.tables("Results").map((t) => t.name)).toEqual(["Results"]);
  });

  test("running again on its own output refreshes the owned sheet; a foreign Standings sheet is refused", async () => {
    const out = path.join(tmp, "standings.xlsx");
    const again = await cli(["standings", out, "--preset", "woc", "--constant", "exact", "--out", out]);
    expect(again.code).toBe(0);
    const wb = inspectXlsx(out);
    expect(wb.sheetNames.filter((n) => n === "Standings")).toHaveLength(1);
    expect(wb.cell("Standings", "E1")).toBe("BQ");
    expect(wb.numFmt("Standings", "E2")).toBe("0.00"); // C = 64/7: BQ has decimals

    // A workbook whose Standings sheet the user made himself.
    const foreign = path.join(tmp, "foreign.xlsx");
    const fw = new ExcelJS.Workbook();
    await fw.xlsx.readFile(SAMPLE);
    fw.addWorksheet("Standings").getCell("A1").value = "my own notes";
    await fw.xlsx.writeFile(foreign);
    const target = path.join(tmp, "never.xlsx");
    const refused = await cli(["standings", foreign, "--preset", "ftd", "--out", target]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('already has a sheet "Standings" that Brightwell did not create');
    expect(refused.out).toBe("");
    await expect(fs.access(target)).rejects.toThrow();
    // --sheet writes next to it instead.
    const other = await cli(["standings", foreign, "--preset", "ftd", "--out", target, "--sheet", "BQ standings"]);
    expect(other.code).toBe(0);
    const ow = inspectXlsx(target);
    expect(ow.cell("Standings", "A1")).toBe("my own notes");
    expect(ow.cell("BQ standings", "B2")).toBe("VAN DEN BIGGELAAR Nicky");
  });
});

describe("bad input: every problem with its cell, exit 2, nothing written", () => {
  test("a damaged copy of the sample", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(SAMPLE);
    const ws = wb.getWorksheet("Results")!;
    // Row 2 is round 1 table 1; find cells by header.
    const header = (ws.getRow(1).values as unknown[]).map(String);
    const col = (title: string) => header.indexOf(title);
    ws.getRow(2).getCell(col("Black discs")).value = 65;
    ws.getRow(3).getCell(col("Black")).value = "Nobody";
    ws.getRow(4).getCell(col("Round")).value = "one";
    ws.getRow(5).getCell(col("White discs")).value = 20; // 39 + 20 ≠ 64: a warning only
    const bad = path.join(tmp, "bad.xlsx");
    await wb.xlsx.writeFile(bad);
    const out = path.join(tmp, "bad-out.xlsx");
    const r = await cli(["standings", bad, "--preset", "ftd", "--out", out]);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    const lines = r.err.trim().split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "error: Results!D2: Discs must be a whole number 0–64, found 65. Correct the disc count.",
      'error: Results!C3: "Nobody" is not on the Players sheet (neither an ID nor a name). Add the player there or correct the spelling.',
      'error: Results!A4: Round must be a whole number from 1 to 999, found "one". Type the round number.',
      "warning: Results!D5: Discs 39-20 add up to 59, not 64 (empty squares go to the winner). Correct the counts, or accept them as written.",
    ]);
    expect(lines[4]).toBe("3 errors: nothing computed, nothing written. Correct the cells above and run again.");
    await expect(fs.access(out)).rejects.toThrow();
    // --disc-sum error makes the disc warning an error; --locale ja translates the messages.
    const ja = await cli(["standings", bad, "--disc-sum", "error", "--locale", "ja"]);
    expect(ja.code).toBe(2);
    expect(ja.err).toContain("error: Results!D5: 石数 39-20 の合計が64ではなく59です");
  });

  test("a round paired but not played yet is left out with a warning: standings after the round before", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(SAMPLE);
    const ws = wb.getWorksheet("Results")!;
    const header = (ws.getRow(1).values as unknown[]).map(String);
    // Blank the discs of every round-7 game (the bye stays): what a director has right after pairing.
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(header.indexOf("Round")).value === 7) {
        row.getCell(header.indexOf("Black discs")).value = null;
        row.getCell(header.indexOf("White discs")).value = null;
      }
    });
    const file = path.join(tmp, "paired.xlsx");
    await wb.xlsx.writeFile(file);
    const r = await cli(["standings", file, "--preset", "ftd", "--json"]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^warning: Results!A\d+: Round 7 has pairings but no results yet, so it is left out/);
    const after6 = await cli(["standings", SAMPLE, "--preset", "ftd", "--json", "--round", "6"]);
    expect(JSON.parse(r.out)).toEqual(JSON.parse(after6.out));
  });

  test("missing file, unknown file type, no results sheet", async () => {
    expect((await cli(["standings", "nope.xlsx"])).err).toMatch(/nope\.xlsx: cannot read the file \(no such file\)/);
    await fs.writeFile(path.join(tmp, "x.ods"), "x");
    const ods = await cli(["standings", "x.ods"], tmp);
    // Files are named as the user typed them.
    expect([ods.code, ods.err]).toEqual([
      2,
      "error: x.ods is not an Excel workbook (not a zip package): give an .xlsx or .xlsm file saved by Excel or another spreadsheet program.\n",
    ]);
    await fs.writeFile(path.join(tmp, "x.docx"), "x");
    expect((await cli(["standings", "x.docx"], tmp)).err).toBe(
      'error: x.docx: unsupported file type ".docx". Give an .xlsx or .xlsm workbook, a .csv file, a WOF .ELO file or a FlipTheDisc .json export.\n',
    );
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Sheet1").getCell("A1").value = "hello";
    await wb.xlsx.writeFile(path.join(tmp, "empty.xlsx"));
    const none = await cli(["standings", "empty.xlsx"], tmp);
    expect(none.code).toBe(2);
    expect(none.err).toContain("no sheet named Results");
  });
});

describe("import", () => {
  test.each([
    ["20101111_WOC_2010.ELO", "WOC 2010 (Roma)"],
    ["20141106_WOC_2014.ELO", "WOC_2014"],
  ])("%s → workbook → standings --preset woc gives PAPP's official final order", async (file, title) => {
    const out = path.join(tmp, `${file}.xlsx`);
    const imp = await cli(["import", fixturePath(file), "--out", out]);
    expect(imp.code).toBe(0);
    expect(imp.out.startsWith(`Imported ${title}`)).toBe(true);
    expect(imp.out).toMatch(/: \d+ players, \d+ games in 13 rounds/);
    const r = await cli(["standings", out, "--preset", "woc", "--json"]);
    expect(r.code).toBe(0);
    const elo = parseEloFile(fixture(file, "latin1"));
    expect((JSON.parse(r.out) as Array<{ id: string }>).map((x) => x.id)).toEqual(elo.publishedOrder);
  });

  test("Marche-en-Famenne (FTD 559, no byes) → workbook → standings --preset ftd matches the published table", async () => {
    const out = path.join(tmp, "t559.xlsx");
    expect((await cli(["import", fixturePath("tournament_559.json"), "--out", out])).code).toBe(0);
    const r = await cli(["standings", out, "--preset", "ftd", "--json"]);
    expect(r.code).toBe(0);
    expectPublished(JSON.parse(r.out), ftdFixture("tournament_559.json"));
  });

  test("the sample workbook is what import makes of tournament_579.json (Results and Players tables)", async () => {
    const out = path.join(tmp, "again.xlsx");
    expect((await cli(["import", fixturePath("tournament_579.json"), "--out", out])).code).toBe(0);
    const [a, b] = [inspectXlsx(out), inspectXlsx(SAMPLE)];
    for (const name of ["Results", "Players"]) {
      expect(a.values(name)).toEqual(b.values(name));
      expect(a.tables(name).map((t) => t.name)).toEqual([name]);
      expect(b.tables(name).map((t) => t.name)).toEqual([name]);
    }
    expect(a.book.props.title).toBe("125th Dutch Othello Open");
    expect(b.book.props.title).toBe("125th Dutch Othello Open");
    expect(names579.get("12149")).toBe("VAN DEN BIGGELAAR Nicky");
  });

  test("refuses to replace an existing file unless --force; rejects files that are neither format", async () => {
    const out = path.join(tmp, "again.xlsx");
    const r = await cli(["import", fixturePath("tournament_579.json"), "--out", out]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "the file exists and import never replaces a file unasked. Choose another name, or add --force to replace it.",
    );
    expect((await cli(["import", fixturePath("tournament_579.json"), "--out", out, "--force"])).code).toBe(0);
    await fs.writeFile(path.join(tmp, "junk.txt"), "hello");
    const junk = await cli(["import", "junk.txt", "--out", "junk.xlsx"], tmp);
    expect(junk.code).toBe(2);
    expect(junk.err).toBe(
      'error: junk.txt: not a WOF results file: its one line is not a header line ("%%Tournament: …"), a player line ("%_% …") or a game line ("blackID (discs)>(discs) whiteID")\n',
    );
  });
});

describe("help and usage errors", () => {
  test("--help for the program and for every command", async () => {
    const all = await cli(["--help"]);
    expect(all.code).toBe(0);
    expect(all.out).toMatch(/Commands:\n {2}standings .*\n {2}import /);
    for (const c of ["standings", "import"]) {
      const h = await cli([c, "--help"]);
      expect(h.code).toBe(0);
      expect(h.out).toContain(`Usage: npm run cli -- ${c}`);
      expect(h.out).toContain("--help");
    }
    expect((await cli(["standings", "--help"])).out).toMatch(/--preset ID +Rules preset: woc, ftd, papp, koa, joa/);
  });

  test("unknown command / option / bad values → exit 1 with the usage", async () => {
    expect((await cli(["frobnicate"])).code).toBe(1);
    const opt = await cli(["standings", SAMPLE, "--colour"]);
    expect([opt.code, opt.err.split("\n")[0]]).toEqual([1, "Unknown option --colour."]);
    const preset = await cli(["standings", SAMPLE, "--preset", "fide"]);
    expect([preset.code, preset.err.split("\n")[0]]).toEqual([
      1,
      '--preset must be one of woc, ftd, papp, koa, joa; got "fide".',
    ]);
    expect((await cli(["standings", SAMPLE, "--tiebreaks", "bq,elo"])).err).toContain('Unknown tie-break "elo"');
    expect((await cli(["standings", SAMPLE, "--round", "0"])).code).toBe(1);
    expect((await cli(["standings"])).err.split("\n")[0]).toBe("Give the results file (.xlsx or .csv).");
    expect((await cli(["import", SAMPLE])).err.split("\n")[0]).toBe("Give --out FILE.xlsx, the workbook to create.");
  });
});

describe("a one-sheet workbook as Korean and Japanese directors keep it", () => {
  // Round cells merged over the round's rows (common in ko/ja sheets): the file's reader gives the merged value to
  // every row (as src/sheets/merged.ts does for the pane). The only sheet is the results; it must not also be taken for a Players sheet.
  test("Korean headers, merged round cells, no Players sheet: standings computed from the results alone", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("대회 결과");
    ws.addRows([
      ["라운드", "흑", "흑 돌수", "백 돌수", "백"],
      [1, "김민수", 40, 24, "이서연"],
      [null, "박지훈", 33, 31, "최유진"],
      [2, "김민수", 30, 34, "박지훈"],
      [null, "이서연", 20, 44, "최유진"],
    ]);
    ws.mergeCells("A2:A3");
    ws.mergeCells("A4:A5");
    const file = path.join(tmp, "merged-ko.xlsx");
    await wb.xlsx.writeFile(file);
    const r = await cli(["standings", file, "--json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as Array<{ player: string; points: number; discs: number }>;
    expect(rows.map((x) => [x.player, x.points, x.discs])).toEqual([
      ["박지훈", 2, 67],
      ["최유진", 1, 75],
      ["김민수", 1, 70],
      ["이서연", 0, 44],
    ]);
  });
});
