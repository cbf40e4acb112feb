/**
 * The committed templates (templates/tournament-{en,ko,ja}.xlsx, release assets made by `npm run templates`):
 * regenerating them gives the same bytes (the writer is deterministic: fixed zip dates and part order, no "now" in
 * the document's properties), so `npm run templates` changes no file when nothing changed; each opens with the sheets, headers, entry aids and
 * live formulas in the file's own spelling (`_xldudf_OTHELLO_…`, the STANDINGS cell marked as a dynamic
 * array), and the command line computes the standings of the filled example, reads the settings from
 * the workbook's names, pairs round 3 with result slips and prints on A4.
 *
 * The example's standings, worked by hand (docs/rules.md §2.3, BQ = discs + C × opponents' points):
 *   round 1: Marta 38–26 Tomás, Yuki 35–29 Daniel, Lea 33–31 Sofia, Pieter bye;
 *   round 2: Pieter 30–34 Marta, Lea 32–32 Yuki, Tomás 27–37 Daniel, Sofia bye.
 *   Points: Marta 2, Yuki 1.5, Lea 1.5, Pieter 1, Daniel 1, Sofia 1, Tomás 0.
 *   woc (C = 6; a bye counts 32 discs and the player's own score): Marta 72 + 6·(0+1) = 78,
 *     Yuki 67 + 6·2.5 = 82, Lea 65 + 6·2.5 = 80, Pieter 62 + 6·(1+2) = 80, Sofia 63 + 6·(1.5+1) = 78,
 *     Daniel 66 + 6·1.5 = 75, Tomás 53 + 6·3 = 71.
 *   koa (C = even nearest 64/5 = 12; a bye is 32–32 against a score-0 opponent): Marta 72 + 12 = 84,
 *     Yuki 67 + 30 = 97, Lea 65 + 30 = 95, Pieter 62 + 12·2 = 86, Daniel 66 + 18 = 84, Sofia 63 + 18 = 81,
 *     Tomás 53 + 36 = 89.
 *   joa (disc difference; a bye is 32–32): Marta +16, Yuki +6, Lea +2, Daniel +4, Sofia −2, Pieter −4, Tomás −22.
 */
import { standingsText } from "../../src/i18n/cliStandings";
import ExcelJS from "exceljs";
import { spawnSync } from "child_process";
import { existsSync, promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { collectWorkbook } from "../helpers/collect";
import { inspectXlsx, printSetup as pageSetup, type Inspected } from "../helpers/xlsx";
import { templateBuffer, templateFileName, TEMPLATE_LANGUAGES } from "../../src/cli/templates";
import type { Locale } from "../../src/sheets/types";
import { exampleEvent } from "../../src/sheets/workbook/example";
import { bqExampleCell } from "../../src/sheets/workbook/instructions";
import { newTournamentSheetNames } from "../../src/sheets/workbook/newTournament";
import { workbookTexts } from "../../src/i18n/workbook";
import { openWorkbook, WorkbookWriter } from "../../src/xlsx";

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
/** tsx's command line, as `npm run templates` runs it. */
const TSX = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
const file = (l: Locale) => path.join(ROOT, "templates", templateFileName(l));

const open = (f: string | Uint8Array): Inspected => inspectXlsx(f);

/** The file as exceljs reads it: a second, independent reader of what the package layer wrote. */
async function openExcel(f: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(f);
  return wb;
}

const cli = runCli;

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-templates-"));
  for (const l of TEMPLATE_LANGUAGES) await fs.copyFile(file(l), path.join(tmp, templateFileName(l)));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe.each(TEMPLATE_LANGUAGES)("templates/tournament-%s.xlsx", (language) => {
  const t = workbookTexts(language);
  const names = newTournamentSheetNames(language);

  test("is what `npm run templates` makes from the definitions today, byte for byte (run it after changing them)", async () => {
    const committed = await fs.readFile(file(language));
    const fresh = await templateBuffer(language);
    collectWorkbook(fresh, "npm run templates (templateBuffer)", templateFileName(language));
    expect(committed.equals(fresh)).toBe(true);
  });

  test("sheets, headers in the language, formats, frozen headers and validation", async () => {
    const wb = open(file(language));
    expect(wb.sheetNames).toEqual([names.instructions, names.settings, names.players, names.results, names.standings]);
    const results = names.results;
    expect(wb.row(results, 1)).toEqual([
      t.results.round,
      t.results.table,
      t.results.black,
      t.results.blackDiscs,
      t.results.whiteDiscs,
      t.results.white,
      t.results.result,
    ]);
    const players = names.players;
    expect(wb.row(players, 1)).toEqual([
      t.players.id,
      t.players.name,
      t.players.country,
      t.players.rating,
      t.players.withdrawnAfterRound,
      t.players.absent,
    ]);
    expect([
      wb.numFmt(results, "C500"),
      wb.numFmt(results, "F2"),
      wb.numFmt(results, "D2"),
      wb.numFmt(players, "B2"),
    ]).toEqual(["@", "@", "0", "@"]);
    expect(wb.frozenRows(results)).toBe(1);
    expect(wb.frozenRows(players)).toBe(1);
    const dv = new Map(wb.validations(results).map((v) => [v.sqref, v]));
    // Whole numbers 0–64 over both disc columns (D2:E1001 holds D2 and E1001); "between" and "stop" are the defaults.
    expect(dv.get("D2:E1001")).toMatchObject({ type: "whole", formula1: "0", formula2: "64" });
    expect(dv.get("D2:E1001")!.attrs.operator ?? "between").toBe("between");
    expect(dv.get("D2:E1001")!.attrs.errorStyle ?? "stop").toBe("stop");
    expect(dv.get("A2:A1001")).toMatchObject({
      type: "custom",
      formula1: "AND(ISNUMBER(A2),A2=INT(A2),A2&gt;=1,A2&lt;=Brightwell_Rounds)",
    });
    expect(dv.get("C2:C1001")).toMatchObject({
      type: "list",
      formula1: 'OFFSET(Brightwell_EntryList,0,0,MAX(1,COUNTIF(Brightwell_EntryList,"?*")),1)',
    });
    expect(dv.get("C2:C1001")!.attrs.errorStyle).toBe("warning");
    const rule = (v: ReturnType<typeof dv.get>) => ({ ...v, sqref: "", attrs: { ...v!.attrs, sqref: "" } });
    expect(rule(dv.get("F2:F1001"))).toEqual(rule(dv.get("C2:C1001")));
    const marks = [
      ...wb.sheetXml(results).matchAll(/<conditionalFormatting sqref="([^"]+)">.*?<formula>([^<]*)<\/formula>/g),
    ];
    expect(marks.map((m) => m[1])).toEqual(["D2:E1001", "C2:C1001", "F2:F1001", "C2:C1001", "F2:F1001"]);
    expect(marks[0][2]).toBe("AND(ISNUMBER($D2),ISNUMBER($E2),$D2+$E2&lt;&gt;64)");
  });

  test("every sheet prints on A4 portrait, one page wide, its header row repeated (Tournament: the settings block)", async () => {
    const wb = await openExcel(file(language));
    const setups = wb.worksheets.map((ws) => [ws.name, ws.pageSetup]);
    expect(setups).toEqual(
      wb.worksheets.map((ws) => [
        ws.name,
        expect.objectContaining({
          paperSize: 9,
          orientation: "portrait",
          fitToPage: true,
          fitToWidth: 1,
          fitToHeight: 0,
          printTitlesRow: ws.name === names.standings ? "2:2" : "1:1",
          ...(ws.name === names.settings ? { printArea: "A1:C13" } : {}),
        }),
      ]),
    );
    // The Instructions' paragraphs wrap, each row as tall as its lines (a height in the file, for every program).
    const instructions = wb.getWorksheet(names.instructions)!;
    expect(instructions.getColumn(1).width).toBe(58);
    expect(instructions.getCell("A4").alignment).toMatchObject({ wrapText: true, vertical: "top" });
    expect(instructions.getRow(4).height).toBeGreaterThan(15);
  });

  test("the settings are named cells; the example rows are filled in", async () => {
    const wb = open(file(language));
    const ref = (n: string) => wb.names.find((d) => d.name === n)?.formula;
    const q = (s: string) => (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(s) ? s : `'${s}'`);
    expect(ref("Brightwell_Preset")).toBe(`${q(names.settings)}!$B$5`);
    expect(ref("Brightwell_Rounds")).toBe(`${q(names.settings)}!$B$7`);
    expect(ref("Brightwell_Standings")).toBe(`${q(names.standings)}!$A$1`);
    expect([
      wb.cell(names.settings, "B5"),
      wb.cell(names.settings, "B6"),
      wb.cell(names.settings, "B7"),
      wb.cell(names.settings, "B8"),
    ]).toEqual([{ en: "woc", ko: "koa", ja: "joa" }[language], "preset", 5, language]);
    const ex = exampleEvent(language);
    expect(wb.cell(names.players, "B2")).toBe(ex.players[0].name);
    expect(wb.cell(names.results, "C2")).toBe(ex.players[0].name);
  });

  test("live formulas as Excel stores an add-in's functions, with saved values; STANDINGS is a dynamic array", async () => {
    const wb = open(file(language));
    // Above the live standings, the line for readers without the add-in (where to get it).
    expect(wb.cell(names.standings, "A1")).toBe(t.share.standings({}));
    const xml = wb.sheetXml(names.standings);
    const a2 = /<c r="A2"[^>]* cm="1" t="str"><f t="array" ref="([A-Z0-9:]+)">([^<]*)<\/f><v>([^<]*)<\/v><\/c>/.exec(
      xml,
    )!;
    expect(a2[2]).toMatch(
      /^_xldudf_OTHELLO_STANDINGS\('?[^!]+'?!\$A\$1:\$G\$1001,Brightwell_Preset,Brightwell_Constant,Brightwell_Rounds,Brightwell_Language\)$/,
    );
    // Rank, Player, Country, Points, the tie-breaks (BQ and discs; joa: disc difference only), Games; 7 players.
    expect(a2[1]).toBe(language === "ja" ? "A2:F9" : "A2:G9");
    expect(a2[3]).toBe({ en: "Rank", ko: "순위", ja: "順位" }[language]);
    // The command line reads the saved values.
    expect(wb.cell(names.standings, "A2")).toBe({ en: "Rank", ko: "순위", ja: "順位" }[language]);
    const bqCell = bqExampleCell(language);
    const bq = new RegExp(`<c r="${bqCell}"[^>]*><f>([^<]*)</f><v>([^<]*)</v></c>`).exec(
      wb.sheetXml(names.instructions),
    )!;
    expect(bq[1]).toMatch(/^_xldudf_OTHELLO_BQ_SCORE\(B\d+,B\d+:F\d+,B\d+\)$/);
    expect(Number(bq[2])).toBe(312);
    expect(wb.cell(names.instructions, bqCell)).toBe(312);
    // The dynamic-array mark: cell metadata XLDAPR, its content type and its relationship.
    const metadata = wb.part("xl/metadata.xml")!;
    expect(metadata).toContain('<metadataType name="XLDAPR"');
    expect(metadata).toContain('<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/>');
    expect(wb.part("[Content_Types].xml")).toContain('PartName="/xl/metadata.xml"');
    expect(wb.part("xl/_rels/workbook.xml.rels")).toMatch(/relationships\/sheetMetadata" Target="metadata.xml"/);
  });

  test("the command line computes the standings of the example with the workbook's settings", async () => {
    const r = await cli(["standings", templateFileName(language), "--json"], tmp);
    expect(r.code).toBe(0);
    // The template's language is the command line's (src/cli/locale.ts): the note is in it.
    const parts = r.err.match(
      /preset (woc|koa|joa) \('?[^!]+'?!B5\), rounds 5 \('?[^!]+'?!B7\), locale (en|ko|ja) \('?[^!]+'?!B8\)/,
    );
    expect(parts?.[2]).toBe(language);
    expect(r.err).toBe(standingsText(language, "settingsFromWorkbook", { parts: parts![0] }) + "\n");
    const ex = exampleEvent(language);
    const id = new Map(ex.players.map((p) => [p.name, p.id]));
    const rows = JSON.parse(r.out) as { player: string; points: number; bq: number; discDiff: number }[];
    const order = rows.map((x) => [id.get(x.player), x.points]);
    if (language === "ja") {
      expect(order).toEqual([
        ["1", 2],
        ["5", 1.5],
        ["3", 1.5],
        ["2", 1],
        ["6", 1],
        ["7", 1],
        ["4", 0],
      ]);
      expect(rows.map((x) => x.discDiff)).toEqual([16, 6, 2, 4, -2, -4, -22]);
    } else if (language === "ko") {
      expect(order).toEqual([
        ["1", 2],
        ["5", 1.5],
        ["3", 1.5],
        ["7", 1],
        ["2", 1],
        ["6", 1],
        ["4", 0],
      ]);
      expect(rows.map((x) => x.bq)).toEqual([84, 97, 95, 86, 84, 81, 89]);
    } else {
      expect(order).toEqual([
        ["1", 2],
        ["5", 1.5],
        ["3", 1.5],
        ["7", 1],
        ["6", 1],
        ["2", 1],
        ["4", 0],
      ]);
      expect(rows.map((x) => x.bq)).toEqual([78, 82, 80, 80, 78, 75, 71]);
    }
  });
});

describe("npm run templates -- --site … --out … (what the Pages workflow publishes)", () => {
  test("writes the three templates into the folder, naming the site in the lines for readers without the add-in", async () => {
    const out = path.join(tmp, "pages-templates");
    const site = "https://othello-fed.github.io/brightwell/";
    const r = spawnSync(process.execPath, [TSX, "scripts/templates.ts", "--site", site, "--out", out], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    for (const language of TEMPLATE_LANGUAGES) {
      const wb = await openExcel(path.join(out, templateFileName(language)));
      const names = newTournamentSheetNames(language);
      expect(wb.getWorksheet(names.standings)!.getCell("A1").value).toBe(
        workbookTexts(language).share.standings({ site }),
      );
      expect(String(wb.getWorksheet(names.instructions)!.getCell("A2").value)).toContain(site);
    }
    // Not an https folder address: refused, nothing written.
    const bad = spawnSync(
      process.execPath,
      [TSX, "scripts/templates.ts", "--site", "http://x", "--out", `${out}-bad`],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/must start with https:\/\//);
    expect(existsSync(`${out}-bad`)).toBe(false);
  });
});

describe("the command line on a template", () => {
  test("a flag wins over the workbook's setting, and the note leaves it out", async () => {
    const r = await cli(["standings", "tournament-en.xlsx", "--preset", "ftd", "--rounds", "8"], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toContain("standings after round 2 of 8 (preset ftd, C = 8;");
    expect(r.err).toBe("Settings from the workbook: locale en (Tournament!B8); flags on the command line win.\n");
  });

  test("a wrong setting in the workbook stops with its cell; the flag for it makes it irrelevant", async () => {
    const w = WorkbookWriter.edit(openWorkbook(await fs.readFile(file("ko")), "ko").pkg);
    w.editCells("대회", [{ row: 4, col: 1, value: "fide" }]);
    const bad = path.join(tmp, "bad-ko.xlsx");
    await fs.writeFile(bad, w.toBytes());
    const r = await cli(["standings", "bad-ko.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toContain(
      `error: '대회'!B5: 설정 "규정"은(는) woc, ftd, papp, koa, joa 중 하나이어야 하는데 "fide"입니다. 셀을 고치세요.`,
    );
    const ok = await cli(["standings", "bad-ko.xlsx", "--preset", "koa"], tmp);
    expect(ok.code).toBe(0);
  });

  test("pair --out --slips on the example: round 3, a Round sheet and slips on A4, the live formula kept dynamic", async () => {
    const out = path.join(tmp, "example-r3.xlsx");
    const r = await cli(["pair", "tournament-en.xlsx", "--out", "example-r3.xlsx", "--slips"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain('printable sheet "Round 3", result slips "Slips 3".');
    const wb = open(out);
    expect(pageSetup(wb, "Round 3")).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
      horizontalCentered: true,
      printTitlesRow: "1:1",
      printArea: "A1:E5",
    });
    expect(pageSetup(wb, "Slips 3")).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printArea: "A1:F18",
    });
    expect(pageSetup(wb, "Slips 3").printTitlesRow).toBeUndefined();
    expect(wb.cell("Slips 3", "A1")).toBe("Example Open 2026 · Round 3");
    expect(wb.cell("Slips 3", "B2")).toBe(wb.cell("Round 3", "B2")); // table 1's Black
    expect(wb.names.find((d) => d.name === "Brightwell_Slips_3")?.formula).toBe("'Slips 3'!$A$1");
    const sheets = wb.sheetNames.map((n) => wb.sheetXml(n));
    expect(
      sheets.filter((x) => / cm="1"[^>]*><f t="array" ref="A2:G9">_xldudf_OTHELLO_STANDINGS\(/.test(x)),
    ).toHaveLength(1);
    // No two validation rules over the same cells.
    const results = sheets.find((x) => x.includes("OFFSET(Brightwell_EntryList"))!;
    const sqrefs = [...results.matchAll(/<dataValidation [^>]*sqref="([^"]+)"/g)].map((m) => m[1]);
    expect(sqrefs.sort()).toEqual(["A2:A1001", "B2:B1001", "C2:C1001", "D2:E1001", "F2:F1001", "G2:G1001"]);
  });

  test("standings --out replaces the live Standings sheet (it is Brightwell's) by the full table, printed for the wall", async () => {
    const r = await cli(["standings", "tournament-en.xlsx", "--out", "example-standings.xlsx"], tmp);
    expect(r.code).toBe(0);
    const wb = open(path.join(tmp, "example-standings.xlsx"));
    expect(wb.cell("Standings", "A1")).toBe("Rank");
    expect(wb.cell("Standings", "B2")).toBe("Marta Kowalska");
    // Rank, Player, Country, Points, BQ, Discs, Games (the crosstable R1, R2 is not printed); 8 rows.
    expect(pageSetup(wb, "Standings")).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
      printTitlesRow: "1:1",
      printArea: "A1:G8",
    });
    expect(wb.font("Standings", "B2").size).toBe(20);
    expect(wb.font("Standings", "H2").size).not.toBe(20);
  });

  test.each([
    ["ko", "순위"],
    ["ja", "順位"],
  ] as const)(
    "standings --out refreshes a %s template's own Standings sheet (%s) in place, under its name",
    async (language, sheet) => {
      const r = await cli(["standings", `tournament-${language}.xlsx`, "--out", `standings-${language}.xlsx`], tmp);
      expect(r.code).toBe(0);
      expect(r.err).toContain(standingsText(language, "wroteSheet", { sheet, out: `standings-${language}.xlsx` }));
      const wb = open(path.join(tmp, `standings-${language}.xlsx`));
      expect(wb.sheetNames).toEqual(open(file(language)).sheetNames);
      expect(wb.cell(sheet, "A1")).toBe(sheet); // the rank column's title: 순위 / 順位
      expect(wb.names.filter((n) => n.name === "Brightwell_Standings").map((n) => n.formula)).toEqual([
        `'${sheet}'!$A$1`,
      ]);
    },
  );
});
