/**
 * Every sheet of a new tournament prints (src/sheets/workbook/, src/sheets/standings/print.ts): A4 portrait, fitted
 * to the page width, its header row repeated; the Tournament sheet its settings block only; the Instructions
 * sheet's paragraphs wrapped in a readable column, each row as tall as its lines. And the line for readers without
 * the add-in, above the live standings and at the head of the Instructions, naming the Brightwell site when known.
 * What LibreOffice makes of it on paper: test/interop/templates.test.ts.
 */
import fc from "fast-check";
import { LOCALES, type Locale } from "../../src/i18n/locale";
import { workbookTexts } from "../../src/i18n/workbook";
import { LINE_HEIGHT, sheetPageSetup, wrappedRowHeight } from "../../src/sheets/standings/print";
import { planImportSettings } from "../../src/sheets/workbook/importSettings";
import {
  LIVE_STANDINGS_ROW,
  newTournamentWorkbook,
  SETTINGS_PRINT_ROWS,
  sheetOf,
  templateWorkbook,
} from "../../src/sheets/workbook/newTournament";
import { isFormulaCell, type SheetSpec } from "../../src/sheets/workbook/spec";
import { parseSettings } from "../../src/sheets/workbook/settings";

/** Pixels of a column `chars` wide (Excel: 7 px a digit of the default font, 5 px of padding). */
const px = (chars: number) => Math.floor(chars * 7 + 5);
/** Points across an A4 portrait page inside the default margins (0.7 in each side): 595.3 − 2 × 50.4. */
const A4_PRINTABLE_PT = 595.3 - 2 * 50.4;

const text = (sheet: SheetSpec, row: number, col = 0) => sheet.values[row - 1]?.[col];

describe("wrappedRowHeight: a row as tall as its wrapped lines", () => {
  test("worked: a 58-character column holds 65 Latin letters, 126 spaces or 27 Korean syllables a line (405 px)", () => {
    expect(wrappedRowHeight("a".repeat(65), 58, 15)).toBe(15); // 65 × 6.2 = 403
    expect(wrappedRowHeight("a".repeat(66), 58, 15)).toBe(30); // 409.2
    expect(wrappedRowHeight(" ".repeat(126), 58, 15)).toBe(15); // 126 × 3.2 = 403.2
    expect(wrappedRowHeight("가".repeat(27), 58, 16.5)).toBe(16.5); // 27 × 14.7 = 396.9
    expect(wrappedRowHeight("가".repeat(28), 58, 16.5)).toBe(33); // 411.6
    expect(wrappedRowHeight("あ".repeat(60), 58, 18.75)).toBe(56.25); // 882: 3 lines
    expect(wrappedRowHeight("", 58, 15)).toBe(15);
  });

  test("property: whole lines, never fewer for more text, a wide character never narrower than a letter", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 5, max: 120 }),
        (a, b, w) => {
          const h = wrappedRowHeight(a, w, 15);
          expect(Number.isInteger(h / 15)).toBe(true);
          expect(wrappedRowHeight(a + b, w, 15)).toBeGreaterThanOrEqual(h);
          expect(wrappedRowHeight("漢".repeat(a.length), w, 15)).toBeGreaterThanOrEqual(
            wrappedRowHeight("x".repeat(a.length), w, 15),
          );
        },
      ),
    );
  });
});

describe.each(LOCALES)("the sheets of a new tournament print (%s)", (language: Locale) => {
  const t = workbookTexts(language);
  const spec = templateWorkbook(language);
  const withRatings = newTournamentWorkbook({ name: "Club night", rounds: 7, preset: "ftd", language, ratings: true });

  test("every sheet: A4 portrait, one page wide, as many pages tall as it needs, its header row repeated", () => {
    const sheets = [...spec.sheets, sheetOf(withRatings, "ratings")];
    expect(sheets.map((s) => s.role).sort()).toEqual(
      ["instructions", "players", "ratings", "results", "settings", "standings"].sort(),
    );
    for (const s of sheets) {
      expect([s.role, s.print?.setup]).toEqual([
        s.role,
        expect.objectContaining({ paperSize: "A4", orientation: "portrait", fitToWidth: 1, fitToHeight: 0 }),
      ]);
      // The repeated rows are the header: row 1, or the live standings' header below the line on sharing.
      const title = s.role === "standings" ? LIVE_STANDINGS_ROW : 1;
      expect([s.role, s.print!.setup.printTitleRows]).toEqual([s.role, `${title}:${title}`]);
    }
    expect(sheetPageSetup()).toMatchObject({ fitToHeight: 0, printTitleRows: "1:1", horizontalCentered: false });
  });

  test("Tournament: the settings block prints, the hidden drop-down list does not; its notes' rows fit their lines", () => {
    const settings = sheetOf(spec, "settings");
    expect(settings.print!.area).toBe(`A1:C${SETTINGS_PRINT_ROWS}`);
    expect(settings.hiddenColumns).toEqual([4]);
    // Label, value and note print at full size on A4 portrait (no shrinking to fit).
    expect(
      (px(settings.columnWidths[0]) + px(settings.columnWidths[1]) + px(settings.columnWidths[2])) * 0.75,
    ).toBeLessThanOrEqual(A4_PRINTABLE_PT);
    for (let row = 3; row <= 8; row++)
      expect(settings.rowHeights![row]).toBe(
        wrappedRowHeight(String(text(settings, row, 2)), settings.columnWidths[2], LINE_HEIGHT[language]),
      );
  });

  test("Tournament: the Country and Sender rows an import adds fall inside the printed block", () => {
    const plan = planImportSettings({
      event: { event: "Dutch Open", preset: "ftd", rounds: 11, country: "NED", sender: "Jan" },
      existing: parseSettings([]),
      language,
      playersSheet: t.sheet.players,
      sheets: [t.sheet.players, t.sheet.results],
      names: [],
    });
    if (plan.kind !== "create") throw new Error(`expected a new Tournament sheet, got ${plan.kind}`);
    const rows = plan.names.filter((n) => /Country|Sender/.test(n.name)).map((n) => Number(/(\d+)$/.exec(n.ref)![1]));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toBeLessThanOrEqual(SETTINGS_PRINT_ROWS);
    expect(plan.sheet.print!.area).toBe(`A1:C${SETTINGS_PRINT_ROWS}`);
  });

  test("Instructions: paragraphs wrap in a readable column that prints at full size beside the example's numbers", () => {
    const s = sheetOf(spec, "instructions");
    const printedPt = s.columnWidths.reduce((sum, w) => sum + px(w), 0) * 0.75;
    expect(printedPt).toBeLessThanOrEqual(A4_PRINTABLE_PT);
    // A readable line: between 60 and 80 letters of prose at Calibri 11 (about 5.5 px a letter).
    expect(px(s.columnWidths[0]) / 5.5).toBeGreaterThan(60);
    expect(px(s.columnWidths[0]) / 5.5).toBeLessThan(80);
    const paragraphs = s.values
      .map((row, i) => ({ row: i + 1, value: row[0] }))
      .filter((c) => typeof c.value === "string" && c.row > 1 && c.row <= t.instructions.length + 1);
    expect(paragraphs.length).toBeGreaterThan(5);
    for (const p of paragraphs)
      expect([p.row, s.rowHeights![p.row]]).toEqual([
        p.row,
        wrappedRowHeight(String(p.value), s.columnWidths[0], LINE_HEIGHT[language]),
      ]);
    expect(s.styles).toContainEqual({ range: `A2:A${t.instructions.length + 1}`, wrap: true, vertical: "top" });
  });
});

describe.each(LOCALES)("the line for readers without the add-in (%s)", (language: Locale) => {
  const t = workbookTexts(language);
  const site = "https://othello-fed.github.io/brightwell/";

  test("heads the Instructions and sits above the live standings, which start on the row below", () => {
    const spec = templateWorkbook(language);
    const standings = sheetOf(spec, "standings");
    expect(text(standings, 1)).toBe(t.share.standings({}));
    expect(isFormulaCell(text(standings, LIVE_STANDINGS_ROW) ?? null)).toBe(true);
    expect(standings.frozenRows).toBe(LIVE_STANDINGS_ROW);
    const instructions = sheetOf(spec, "instructions");
    expect(text(instructions, 2)).toBe(t.share.instructions({ standingsSheet: standings.name }));
    // Both say what a reader sees there (#NAME? once recalculated) and name the sheet of the live standings.
    expect(text(standings, 1)).toContain("#NAME?");
    expect(text(instructions, 2)).toContain(standings.name);
    expect(`${text(standings, 1)} ${text(instructions, 2)}`).not.toMatch(/https?:/);
  });

  test("names the site when the writer knows it (the Pages build, the pane)", () => {
    const spec = templateWorkbook(language, { site });
    expect(text(sheetOf(spec, "standings"), 1)).toContain(site);
    expect(text(sheetOf(spec, "instructions"), 2)).toContain(site);
    const pane = newTournamentWorkbook({ name: "X", rounds: 5, preset: "woc", language, site });
    expect(text(sheetOf(pane, "standings"), 1)).toBe(t.share.standings({ site }));
  });
});
