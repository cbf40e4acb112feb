/**
 * The templates (templates/tournament-{en,ko,ja}.xlsx) as another program opens and prints them: LibreOffice
 * headless, converting to CSV (what it shows in each cell) and to PDF (what it prints).
 *
 * What a reader without the add-in sees (README "What you see before the add-in loads"): a single-cell OTHELLO
 * formula shows the value saved with it (the worked example's 312); the live standings, an array formula that
 * LibreOffice recalculates when it opens the file, show #NAME? in every cell, under the line saying why and where
 * to get Brightwell. Printing: every sheet on A4 portrait (595 × 842 pt), one page wide (its last column on the
 * same page as its first), its header row on every page; the Tournament sheet without the hidden drop-down list.
 */
import ExcelJS from "exceljs";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "fs";
import * as os from "os";
import * as path from "path";
import { templateFileName, TEMPLATE_LANGUAGES } from "../../src/cli/templates";
import { workbookTexts } from "../../src/i18n/workbook";
import type { Locale } from "../../src/sheets/types";
import { exampleEvent } from "../../src/sheets/workbook/example";
import { bqExampleCell } from "../../src/sheets/workbook/instructions";
import { newTournamentSheetNames } from "../../src/sheets/workbook/newTournament";
import { runCli } from "../helpers/cli";
import { convert, csvOf, libreOfficeVersion, pdfPages, requireTools, type PdfPage } from "./libreoffice";

const ROOT = path.resolve(__dirname, "../..");
/** The LibreOffice whose behaviour is checked ("LibreOffice 7.4.7.2"), in the tests' names. */
const LIBREOFFICE = (() => {
  try {
    return libreOfficeVersion().split(" ").slice(0, 2).join(" ");
  } catch {
    return "LibreOffice (not found)";
  }
})();
const A4 = { width: 595.3, height: 841.9 };

/** Text without any white space: pdftotext lays words out with spaces and line breaks of its own. */
const squeeze = (s: string) => s.replace(/\s+/g, "");
const has = (page: PdfPage, text: string) => squeeze(page.text).includes(squeeze(text));

let tmp: string;
let csvDir: string;
let pdfDir: string;
/** The English template with 150 more players and 420 more games: several pages to a sheet. */
const FILLED = "filled-en";
/** The English template after `standings --out`: the Standings sheet as values. */
const COMPUTED = "computed-en";

beforeAll(async () => {
  requireTools();
  tmp = mkdtempSync(path.join(os.tmpdir(), "brightwell-interop-"));
  csvDir = path.join(tmp, "csv");
  pdfDir = path.join(tmp, "pdf");
  const files = TEMPLATE_LANGUAGES.map((l) => {
    const to = path.join(tmp, templateFileName(l));
    copyFileSync(path.join(ROOT, "templates", templateFileName(l)), to);
    return to;
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(files[0]);
  const players = wb.getWorksheet("Players")!;
  for (let i = 0; i < 150; i++) players.getRow(9 + i).values = [String(100 + i), `Filled player ${i}`, "NL", 1500 + i];
  const results = wb.getWorksheet("Results")!;
  for (let i = 0; i < 420; i++)
    results.getRow(10 + i).values = [3 + Math.floor(i / 75), 1 + (i % 75), `Filled player ${i % 150}`, 40, 24, "X"];
  const filled = path.join(tmp, `${FILLED}.xlsx`);
  await wb.xlsx.writeFile(filled);
  mkdirSync(csvDir);
  mkdirSync(pdfDir);
  // The standings computed and written as values (what the pane's Compute standings writes too).
  const computed = await runCli(["standings", templateFileName("en"), "--out", `${COMPUTED}.xlsx`], tmp);
  if (computed.code !== 0) throw new Error(`standings --out failed: ${computed.err}`);
  convert([...files, path.join(tmp, `${COMPUTED}.xlsx`)], "csv", csvDir);
  convert([...files, filled], "pdf", pdfDir);
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe.each(TEMPLATE_LANGUAGES)(`tournament-%s.xlsx in ${LIBREOFFICE}`, (language: Locale) => {
  const t = workbookTexts(language);
  const names = newTournamentSheetNames(language);
  const base = `tournament-${language}`;

  test("without the add-in: the worked example shows its saved 312; the live standings #NAME?, under the line saying why", () => {
    const instructions = csvOf(csvDir, base, names.instructions);
    expect(instructions[1][0]).toBe(t.share.instructions({ standingsSheet: names.standings }));
    const bq = bqExampleCell(language);
    expect(instructions[Number(bq.slice(1)) - 1][1]).toBe("312");
    const standings = csvOf(csvDir, base, names.standings);
    expect(standings[0][0]).toBe(t.share.standings({}));
    // Header and seven players, rank to games (joa: no BQ and discs, disc difference instead: six columns).
    const block = standings.slice(1, 9).map((row) => row.slice(0, language === "ja" ? 6 : 7));
    expect(block).toEqual(Array.from({ length: 8 }, () => block[0].map(() => "#NAME?")));
    expect(block[0]).toHaveLength(language === "ja" ? 6 : 7);
    // The entered data reads as entered.
    const results = csvOf(csvDir, base, names.results);
    expect(results[1].slice(0, 6)).toEqual([
      "1",
      "1",
      exampleEvent(language).players[0].name,
      "38",
      "26",
      results[1][5],
    ]);
    expect(results).toHaveLength(9);
  });

  test("prints every sheet on A4 portrait, one page each, one page wide", () => {
    const pages = pdfPages(path.join(pdfDir, `${base}.pdf`));
    for (const p of pages) {
      expect(p.width).toBeCloseTo(A4.width, 0);
      expect(p.height).toBeCloseTo(A4.height, 0);
    }
    expect(pages).toHaveLength(5);
    const [instructions, settings, players, results, standings] = pages;
    // Each sheet on its own page, its first and its last column on it (fitted to the width).
    expect(has(instructions, t.instructions[0])).toBe(true);
    expect(has(instructions, t.example.opponents + "4221.51.5")).toBe(true);
    expect(has(instructions, t.example.note)).toBe(true);
    expect(has(settings, t.settings.title)).toBe(true);
    expect(has(settings, t.settings.labels.event)).toBe(true);
    expect(has(settings, t.settings.notes.event)).toBe(true);
    // The hidden Black/White list (column E) is not printed.
    expect(has(settings, t.settings.entryList)).toBe(false);
    expect(has(players, t.players.id + t.players.name)).toBe(true);
    expect(has(players, t.players.absent)).toBe(true);
    expect(has(results, t.results.round + t.results.table)).toBe(true);
    expect(has(results, t.results.result)).toBe(true);
    expect(has(standings, t.share.standings({}))).toBe(true);
  });
});

describe(`computed standings in ${LIBREOFFICE}`, () => {
  test("the Standings sheet written by standings --out (as the pane's Compute standings) shows its values", () => {
    const standings = csvOf(csvDir, COMPUTED, "Standings");
    expect(standings[0].slice(0, 7)).toEqual(["Rank", "Player", "Country", "Points", "BQ", "Discs", "Games"]);
    // The example's standings worked by hand in test/templates/templates.test.ts (woc): Marta first with 2 points.
    expect(standings[1].slice(0, 4)).toEqual(["1", "Marta Kowalska", "PL", "2"]);
    expect(standings.slice(1, 8).map((r) => r[1])).toEqual(
      ["1", "5", "3", "7", "6", "2", "4"].map((id) => exampleEvent("en").players.find((p) => p.id === id)!.name),
    );
    expect(standings.flat()).not.toContain("#NAME?");
  });
});

describe(`a filled workbook (150 more players, 420 more games) in ${LIBREOFFICE}`, () => {
  test("Players and Results print on several A4 pages, one page wide, the header row on every page", () => {
    const t = workbookTexts("en");
    const pages = pdfPages(path.join(pdfDir, `${FILLED}.pdf`));
    for (const p of pages) expect([p.width, p.height].map(Math.round)).toEqual([595, 842]);
    // A page of each sheet by its rows: a player's country and rating, a game's discs.
    const playersPages = pages.filter((p) => /Filled player \d+\s+NL\s+1[56]\d\d/.test(p.text));
    const resultsPages = pages.filter((p) => /Filled player \d+\s+40\s+24\s+X/.test(p.text));
    expect(playersPages.length).toBeGreaterThanOrEqual(3);
    expect(resultsPages.length).toBeGreaterThanOrEqual(5);
    for (const p of playersPages) expect(has(p, t.players.id + t.players.name) && has(p, t.players.absent)).toBe(true);
    for (const p of resultsPages)
      expect(has(p, t.results.round + t.results.table) && has(p, t.results.result)).toBe(true);
    // Nothing printed beyond the rows filled in: the entry aids' formats below them make no page.
    expect(pages.length).toBe(1 + 1 + playersPages.length + resultsPages.length + 1);
  });
});
