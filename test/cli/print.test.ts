/**
 * The page setup in the command line's --out files, read back with the package layer's reader: the Standings sheet of the
 * 125th Dutch Open (11 players) and the Round and Slips sheets of WOC 2014 round 5 (32 tables), all on
 * A4 portrait, one page wide, header rows repeated, large type.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { tournamentToSheets } from "../../src/sheets";
import { eloTournament } from "../helpers/fixtures";
import { inspectXlsx, type Inspected } from "../helpers/xlsx";

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-print-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const cli = (argv: string[]) => runCli(argv, tmp);
function open(file: string): Inspected {
  return inspectXlsx(path.join(tmp, file));
}

/** The page setup of a sheet as written: paper, orientation, fitting, centring, print area and title rows. */
function pageSetup(wb: Inspected, sheet: string): Record<string, unknown> {
  const p = wb.pageSetup(sheet);
  return {
    paperSize: Number(p.paperSize),
    orientation: p.orientation,
    fitToPage: p.fitToPage === "1",
    fitToWidth: Number(p.fitToWidth ?? 1),
    fitToHeight: Number(p.fitToHeight ?? 1),
    horizontalCentered: p.horizontalCentered === "1",
    printArea: wb.localName(sheet, "_xlnm.Print_Area")?.replace(/^.*!/, "").replace(/\$/g, ""),
    printTitlesRow: wb.localName(sheet, "_xlnm.Print_Titles")?.replace(/^.*!/, "").replace(/\$/g, ""),
  };
}

test("standings --out: the Standings sheet prints rank to games on one A4 page, header repeated, 20 pt", async () => {
  const r = await cli([
    "standings",
    path.join(ROOT, "samples/dutch-open-2026.xlsx"),
    "--preset",
    "ftd",
    "--out",
    "dutch.xlsx",
  ]);
  expect(r.code).toBe(0);
  const wb = open("dutch.xlsx");
  // ftd shows BQ only: Rank, Player, Country, Points, BQ, Games = A..F; 11 players + header = 12 rows.
  expect(pageSetup(wb, "Standings")).toMatchObject({
    paperSize: 9,
    orientation: "portrait",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 1,
    horizontalCentered: true,
    printArea: "A1:F12",
    printTitlesRow: "1:1",
  });
  expect(wb.cell("Standings", "F1")).toBe("Games");
  expect([wb.font("Standings", "A1").bold, wb.font("Standings", "B12").size]).toEqual([true, 20]); // 760 / (12 × 1.35) = 46.9 → 20
  expect(wb.columns("Standings")[1].width).toBeGreaterThan(30); // the names' column widened for 20 pt
  // The crosstable columns stay on screen in the default type; the number formats survive the large type.
  expect(wb.font("Standings", "G2").size).toBe(11); // the workbook's default font
  expect(wb.numFmt("Standings", "E2")).toBe("0");
});

test("pair --out --slips: the Round sheet (one A4 page for 32 tables) and 32 slips, five to a page", async () => {
  const woc = eloTournament("20141106_WOC_2014.ELO");
  const s = tournamentToSheets({ ...woc, games: woc.games.filter((g) => g.round < 5) });
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of [
    ["Results", s.results],
    ["Players", s.players],
  ] as const) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row as ExcelJS.CellValue[]);
  }
  await wb.xlsx.writeFile(path.join(tmp, "woc-r4.xlsx"));
  const r = await cli(["pair", "woc-r4.xlsx", "--out", "woc-r5.xlsx", "--slips", "--locale", "ja"]);
  expect(r.code).toBe(0);
  const out = open("woc-r5.xlsx");
  expect(pageSetup(out, "第5回戦")).toMatchObject({
    paperSize: 9,
    orientation: "portrait",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 1,
    printArea: "A1:E33",
    printTitlesRow: "1:1",
  });
  expect(out.font("第5回戦", "B2").size).toBe(17); // 760 / (33 × 1.35) = 17.06
  expect(pageSetup(out, "第5回戦 記録票")).toMatchObject({
    paperSize: 9,
    orientation: "portrait",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    printArea: "A1:F192",
  });
  expect(out.cell("第5回戦 記録票", "A1")).toBe("第5回戦");
  expect(out.cell("第5回戦 記録票", "F1")).toBe("1番卓");
  // Page breaks after slips 5, 10, …, 30: rows 30, 60, …, 180.
  const withBreaks = out.sheetNames.map((n) => out.sheetXml(n)).filter((x) => x.includes("<rowBreaks"));
  expect(withBreaks).toHaveLength(1);
  expect([...withBreaks[0].matchAll(/<brk id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([30, 60, 90, 120, 150, 180]);
});

test("--slips needs --out", async () => {
  const r = await cli(["pair", "woc-r4.xlsx", "--slips"]);
  expect(r.code).toBe(1);
  expect(r.err).toContain("--slips writes a sheet into the --out workbook: give --out FILE.xlsx too.");
});
