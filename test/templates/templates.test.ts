/**
 * The committed templates (templates/tournament-{en,ko,ja}.xlsx, release assets made by `npm run templates`):
 * regenerating them gives the same content (cell values, formulas, formats, validations, marks, names,
 * page setup — not bytes, which carry zip dates); each opens with the sheets, headers, entry aids and
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
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { promises as fs, readFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { templateBuffer, templateFileName, TEMPLATE_LANGUAGES } from "../../src/cli/templates";
import type { Locale } from "../../src/sheets/types";
import { exampleEvent } from "../../src/sheets/workbook/example";
import { bqExampleCell, newTournamentSheetNames } from "../../src/sheets/workbook/newTournament";
import { workbookTexts } from "../../src/i18n/workbook";

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
const file = (l: Locale) => path.join(ROOT, "templates", templateFileName(l));

async function open(data: Buffer | string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  if (typeof data === "string") await wb.xlsx.readFile(data);
  else await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb;
}

/** Everything a user sees or Excel uses, without the bytes: per sheet the cells, formats, rules, layout. */
function content(wb: ExcelJS.Workbook): unknown {
  return {
    title: wb.title,
    names: wb.definedNames.model,
    sheets: wb.worksheets.map((ws) => {
      const cells: Record<string, unknown> = {};
      ws.eachRow({ includeEmpty: false }, (row) =>
        row.eachCell({ includeEmpty: true }, (cell) => {
          cells[cell.address] = {
            value: cell.value,
            numFmt: cell.numFmt ?? null,
            font: cell.font ?? null,
            border: cell.border ?? null,
            fill: cell.fill ?? null,
          };
        }),
      );
      return {
        name: ws.name,
        cells,
        validations: (ws as unknown as { dataValidations: { model: unknown } }).dataValidations.model,
        marks: (ws as unknown as { conditionalFormattings: unknown }).conditionalFormattings,
        views: ws.views,
        pageSetup: ws.pageSetup,
        widths: ws.columns?.map((c) => [c.width ?? null, c.hidden ?? false]) ?? [],
        merges: (ws.model as { merges?: string[] }).merges ?? [],
      };
    }),
  };
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

  test("is what `npm run templates` makes from the definitions today (run it after changing them)", async () => {
    const committed = await open(file(language));
    const fresh = await open(await templateBuffer(language));
    expect(content(committed)).toEqual(content(fresh));
  });

  test("sheets, headers in the language, formats, frozen headers and validation", async () => {
    const wb = await open(file(language));
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      names.instructions,
      names.settings,
      names.players,
      names.results,
      names.standings,
    ]);
    const results = wb.getWorksheet(names.results)!;
    expect((results.getRow(1).values as unknown[]).slice(1)).toEqual([
      t.results.round,
      t.results.table,
      t.results.black,
      t.results.blackDiscs,
      t.results.whiteDiscs,
      t.results.white,
      t.results.result,
    ]);
    const players = wb.getWorksheet(names.players)!;
    expect((players.getRow(1).values as unknown[]).slice(1)).toEqual([
      t.players.id,
      t.players.name,
      t.players.country,
      t.players.rating,
      t.players.withdrawnAfterRound,
      t.players.absent,
    ]);
    expect([
      results.getCell("C500").numFmt,
      results.getCell("F2").numFmt,
      results.getCell("D2").numFmt,
      players.getCell("B2").numFmt,
    ]).toEqual(["@", "@", "0", "@"]);
    expect(results.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(players.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const dv = (results as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } })
      .dataValidations.model;
    expect(dv.D2).toMatchObject({ type: "whole", operator: "between", formulae: [0, 64], errorStyle: "stop" });
    expect(dv.E1001).toMatchObject({ type: "whole", formulae: [0, 64] });
    expect(dv.A2).toMatchObject({
      type: "custom",
      formulae: ["AND(ISNUMBER(A2),A2=INT(A2),A2>=1,A2<=Brightwell_Rounds)"],
    });
    expect(dv.C2).toMatchObject({
      type: "list",
      errorStyle: "warning",
      formulae: ['OFFSET(Brightwell_EntryList,0,0,MAX(1,COUNTIF(Brightwell_EntryList,"?*")),1)'],
    });
    expect(dv.F2).toEqual(dv.C2);
    const marks = (results as unknown as { conditionalFormattings: { ref: string; rules: { formulae: string[] }[] }[] })
      .conditionalFormattings;
    expect(marks.map((m) => m.ref)).toEqual(["D2:E1001", "C2:C1001", "F2:F1001", "C2:C1001", "F2:F1001"]);
    expect(marks[0].rules[0].formulae[0]).toBe("AND(ISNUMBER($D2),ISNUMBER($E2),$D2+$E2<>64)");
  });

  test("the settings are named cells; the example rows are filled in", async () => {
    const wb = await open(file(language));
    const ref = (n: string) => wb.definedNames.model.find((d) => d.name === n)?.ranges[0];
    const q = (s: string) => (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(s) ? s : `'${s}'`);
    expect(ref("Brightwell_Preset")).toBe(`${q(names.settings)}!$B$5`);
    expect(ref("Brightwell_Rounds")).toBe(`${q(names.settings)}!$B$7`);
    expect(ref("Brightwell_Standings")).toBe(`${q(names.standings)}!$A$1`);
    const settings = wb.getWorksheet(names.settings)!;
    expect([
      settings.getCell("B5").value,
      settings.getCell("B6").value,
      settings.getCell("B7").value,
      settings.getCell("B8").value,
    ]).toEqual([{ en: "woc", ko: "koa", ja: "joa" }[language], "preset", 5, language]);
    const ex = exampleEvent(language);
    expect(wb.getWorksheet(names.players)!.getCell("B2").value).toBe(ex.players[0].name);
    expect(wb.getWorksheet(names.results)!.getCell("C2").value).toBe(ex.players[0].name);
  });

  test("live formulas as Excel stores an add-in's functions, with saved values; STANDINGS is a dynamic array", async () => {
    const wb = await open(file(language));
    const a1 = wb.getWorksheet(names.standings)!.getCell("A1").value as {
      formula: string;
      result: unknown;
      shareType: string;
      ref: string;
    };
    expect(a1.formula).toMatch(
      /^_xldudf_OTHELLO_STANDINGS\('?[^!]+'?!\$A\$1:\$G\$1001,Brightwell_Preset,Brightwell_Constant,Brightwell_Rounds,Brightwell_Language\)$/,
    );
    // Rank, Player, Country, Points, the tie-breaks (BQ and discs; joa: disc difference only), Games; 7 players.
    expect(a1).toMatchObject({
      shareType: "array",
      ref: language === "ja" ? "A1:F8" : "A1:G8",
      result: { en: "Rank", ko: "순위", ja: "順位" }[language],
    });
    const bq = wb.getWorksheet(names.instructions)!.getCell(bqExampleCell(language)).value as {
      formula: string;
      result: number;
    };
    expect(bq.formula).toMatch(/^_xldudf_OTHELLO_BQ_SCORE\(B\d+,B\d+:F\d+,B\d+\)$/);
    expect(bq.result).toBe(312);
    // The dynamic-array mark (exceljs does not read it back: look in the file).
    const zip = await JSZip.loadAsync(readFileSync(file(language)));
    const sheetXml = await zip.file("xl/worksheets/sheet5.xml")!.async("string");
    expect(sheetXml).toMatch(/<c r="A1"[^>]* cm="1"><f t="array" ref="A1:[FG]8">_xldudf_OTHELLO_STANDINGS\(/);
    const metadata = await zip.file("xl/metadata.xml")!.async("string");
    expect(metadata).toContain('<metadataType name="XLDAPR"');
    expect(metadata).toContain('<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/>');
    expect(await zip.file("[Content_Types].xml")!.async("string")).toContain('PartName="/xl/metadata.xml"');
    expect(await zip.file("xl/_rels/workbook.xml.rels")!.async("string")).toMatch(
      /relationships\/sheetMetadata" Target="metadata.xml"/,
    );
  });

  test("the command line computes the standings of the example with the workbook's settings", async () => {
    const r = await cli(["standings", templateFileName(language), "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^Settings from the workbook: preset (woc|koa|joa) \('?[^!]+'?!B5\), rounds 5 \('?[^!]+'?!B7\), locale (en|ko|ja) \('?[^!]+'?!B8\); flags on the command line win\.\n$/,
    );
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

describe("the command line on a template", () => {
  test("a flag wins over the workbook's setting, and the note leaves it out", async () => {
    const r = await cli(["standings", "tournament-en.xlsx", "--preset", "ftd", "--rounds", "8"], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toContain("standings after round 2 of 8 (preset ftd, C = 8;");
    expect(r.err).toBe("Settings from the workbook: locale en (Tournament!B8); flags on the command line win.\n");
  });

  test("a wrong setting in the workbook stops with its cell; the flag for it makes it irrelevant", async () => {
    const wb = await open(file("ko"));
    wb.getWorksheet("대회")!.getCell("B5").value = "fide";
    const bad = path.join(tmp, "bad-ko.xlsx");
    await wb.xlsx.writeFile(bad);
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
    const wb = await open(out);
    const round = wb.getWorksheet("Round 3")!;
    expect(round.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
      horizontalCentered: true,
      printTitlesRow: "1:1",
      printArea: "A1:E5",
    });
    const slips = wb.getWorksheet("Slips 3")!;
    expect(slips.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printArea: "A1:F18",
    });
    expect(slips.pageSetup.printTitlesRow).toBeUndefined();
    expect(slips.getCell("A1").value).toBe("Example Open 2026 · Round 3");
    expect(slips.getCell("B2").value).toBe(round.getCell("B2").value); // table 1's Black
    expect(wb.definedNames.model.find((d) => d.name === "Brightwell_Slips_3")?.ranges).toEqual(["'Slips 3'!$A$1"]);
    const zip = await JSZip.loadAsync(readFileSync(out));
    const sheets = await Promise.all(
      Object.keys(zip.files)
        .filter((p) => /worksheets\/sheet\d+\.xml$/.test(p))
        .map((p) => zip.file(p)!.async("string")),
    );
    expect(sheets.filter((x) => / cm="1"><f t="array" ref="A1:G8">_xldudf_OTHELLO_STANDINGS\(/.test(x))).toHaveLength(
      1,
    );
    // No two validation rules over the same cells (exceljs alone writes A10:A1001 beside A2:A1001).
    const results = sheets.find((x) => x.includes("OFFSET(Brightwell_EntryList"))!;
    const sqrefs = [...results.matchAll(/<dataValidation [^>]*sqref="([^"]+)"/g)].map((m) => m[1]);
    expect(sqrefs.sort()).toEqual(["A2:A1001", "B2:B1001", "C2:C1001", "D2:E1001", "F2:F1001", "G2:G1001"]);
  });

  test("standings --out replaces the live Standings sheet (it is Brightwell's) by the full table, printed for the wall", async () => {
    const r = await cli(["standings", "tournament-en.xlsx", "--out", "example-standings.xlsx"], tmp);
    expect(r.code).toBe(0);
    const ws = (await open(path.join(tmp, "example-standings.xlsx"))).getWorksheet("Standings")!;
    expect(ws.getCell("A1").value).toBe("Rank");
    expect(ws.getCell("B2").value).toBe("Marta Kowalska");
    // Rank, Player, Country, Points, BQ, Discs, Games (the crosstable R1, R2 is not printed); 8 rows.
    expect(ws.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: "portrait",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 1,
      printTitlesRow: "1:1",
      printArea: "A1:G8",
    });
    expect(ws.getCell("B2").font?.size).toBe(20);
    expect(ws.getCell("H2").font?.size).not.toBe(20);
  });

  test.each([
    ["ko", "순위"],
    ["ja", "順位"],
  ] as const)(
    "standings --out refreshes a %s template's own Standings sheet (%s) in place, under its name",
    async (language, sheet) => {
      const r = await cli(["standings", `tournament-${language}.xlsx`, "--out", `standings-${language}.xlsx`], tmp);
      expect(r.code).toBe(0);
      expect(r.err).toContain(`Wrote sheet "${sheet}"`);
      const wb = await open(path.join(tmp, `standings-${language}.xlsx`));
      expect(wb.worksheets.map((w) => w.name)).toEqual((await open(file(language))).worksheets.map((w) => w.name));
      expect(wb.getWorksheet(sheet)!.getCell("A1").value).toBe(sheet); // the rank column's title: 순위 / 順位
      expect(wb.definedNames.getRanges("Brightwell_Standings").ranges).toEqual([`'${sheet}'!$A$1`]);
    },
  );
});
