/**
 * Printing as data (pure): the one page-setup type of every printable sheet Brightwell writes (the
 * Round N sheet, the result slips, the Standings, and every sheet of a new tournament: Instructions,
 * Tournament, Players, Results), and the rules they share. Hosts map it to their API:
 * the command line's file writer (src/xlsx/sheets.ts applyPageSetup → the sheet's pageSetup and
 * the print titles) and the add-in's Office.js writer (src/excel/queue.ts queuePageSetup →
 * worksheet.pageLayout).
 *
 * Directors print pairings and standings for the wall and hand out result slips: A4 portrait,
 * fitted to the page width, the header rows repeated on every page, and type large enough to read
 * from a few steps away (wallFontSize).
 */
import type { Standings } from "../../engine";
import { columnLetters } from "../address";
import type { Locale } from "../types";
import { shownTiebreaks } from "./render";

/** How a printable sheet prints. */
export interface PageSetup {
  /**
   * Paper: A4 in every language, English included. Korea and Japan print on A4; the English templates
   * and sheets serve WOF events, which are mostly European (A4), and the rest of the English-speaking
   * world but the US and Canada. A director printing on Letter changes the paper size in Excel's page
   * setup: every sheet is fitted to the page width, so it stays one page wide on Letter too (README
   * "Tournament templates", "Printing").
   */
  paperSize: "A4";
  orientation: "portrait" | "landscape";
  /** Fit the print area to this many pages wide (1 = the page width). */
  fitToWidth: number;
  /** Fit to this many pages tall; 0 = as many as needed (only the width is fitted). */
  fitToHeight: number;
  /** Font size (points) of the printed block: large enough to read on a wall. */
  fontSize: number;
  /** Rows repeated at the top of every printed page, 1-based and inclusive: "1:1" = the header row (none: undefined). */
  printTitleRows?: string;
  horizontalCentered: boolean;
}

/** Rows of a printed block (header included) that still fit one A4 portrait page at wallFontSize. */
export const ONE_PAGE_ROWS = 61;

/**
 * The font size for a printed block of `rows` rows (header included): as large as lets the block fill
 * one A4 portrait page, between 10 and 20 pt. A row is about 1.35 × the font size tall and a page holds
 * about 760 pt of rows inside the margins.
 */
export function wallFontSize(rows: number, min = 10, max = 20): number {
  return Math.max(min, Math.min(max, Math.floor(760 / (Math.max(1, rows) * 1.35))));
}

/** The page setup of a wall sheet of `rows` printed rows: A4 portrait, one page wide, header repeated. */
export function wallPageSetup(rows: number, options: { titleRows?: number; fontSize?: number } = {}): PageSetup {
  const titleRows = options.titleRows ?? 1;
  return {
    paperSize: "A4",
    orientation: "portrait",
    fitToWidth: 1,
    fitToHeight: rows <= ONE_PAGE_ROWS ? 1 : 0,
    fontSize: options.fontSize ?? wallFontSize(rows),
    printTitleRows: `1:${titleRows}`,
    horizontalCentered: true,
  };
}

/**
 * The page setup of a sheet a director fills in and prints as it is (the Instructions, Tournament, Players and
 * Results sheets of a new tournament): A4 portrait, fitted to the page width, as many pages tall as its rows
 * need, `titleRows` repeated at the top of every page, in the sheet's own type (`fontSize` is what its styles
 * say; a writer applies a printed font only to wall sheets, src/xlsx/sheets.ts applyPrintFonts).
 */
export function sheetPageSetup(options: { titleRows?: string; fontSize?: number } = {}): PageSetup {
  return {
    paperSize: "A4",
    orientation: "portrait",
    fitToWidth: 1,
    fitToHeight: 0,
    fontSize: options.fontSize ?? DEFAULT_FONT_SIZE,
    printTitleRows: options.titleRows ?? "1:1",
    horizontalCentered: false,
  };
}

/** Excel's default type size (points): what a cell without a font size shows and prints. */
export const DEFAULT_FONT_SIZE = 11;

/**
 * The height (points) a row needs to show `text` wrapped in a column `columnChars` wide (Excel's unit: the
 * width of a digit of the default 11 pt font, 7 px, plus 5 px of padding), in lines of `lineHeight` points.
 * Estimated on the safe side, so no line is cut off: a space counts 3.2 px, a Latin letter 6.2 px (Calibri 11's
 * average is nearer 5.5), a wide character (Hangul, kana, CJK ideographs, full-width forms) a whole em, 14.7 px
 * (11 pt at 96 dpi; Korean and Japanese fonts set them narrower or as wide). Written as an explicit
 * row height so that every program shows (and prints) the same rows: whether a program fits a row to its
 * wrapped text when it opens a file is not up to the file.
 */
export function wrappedRowHeight(text: string, columnChars: number, lineHeight: number): number {
  const available = Math.floor(columnChars * 7 + 5) - 6;
  let px = 0;
  for (const ch of text) px += ch === " " ? 3.2 : isWide(ch) ? 14.7 : 6.2;
  const lines = Math.max(1, Math.ceil(px / available));
  return Math.round(lines * lineHeight * 100) / 100;
}

/**
 * The height of a line of text (points) in the default 11 pt type, by the sheets' language: Excel's default row
 * height with the default font of an English (Calibri), Korean (Malgun Gothic) and Japanese (Yu Gothic) Excel.
 * Wrapped rows (the Instructions and Tournament sheets) are made this many points per line.
 */
export const LINE_HEIGHT: Record<Locale, number> = { en: 15, ko: 16.5, ja: 18.75 };

/** Characters set in a CJK font, about twice as wide as a digit. */
function isWide(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x1100 && c <= 0x11ff) || // Hangul Jamo
    (c >= 0x2e80 && c <= 0xa4cf) || // CJK radicals, kana, CJK ideographs, Hangul compatibility Jamo, Yi
    (c >= 0xac00 && c <= 0xd7a3) || // Hangul syllables
    (c >= 0xf900 && c <= 0xfaff) || // CJK compatibility ideographs
    (c >= 0xfe30 && c <= 0xfe4f) || // CJK compatibility forms
    (c >= 0xff00 && c <= 0xff60) || // full-width forms
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x20000 && c <= 0x3fffd) // CJK extension planes
  );
}

/** Excel's column width unit is a character of the default 11 pt font: a column for `size` pt text is wider. */
export function widthForFont(width: number, size: number): number {
  return Math.round(((width * Math.max(size, 11)) / 11) * 10) / 10;
}

/** "$1:$1" (Office.js setPrintTitleRows, Excel's print titles) from "1:1". */
export function absoluteRows(rows: string): string {
  const m = /^\$?(\d+):\$?(\d+)$/.exec(rows.trim());
  if (!m) throw new RangeError(`Print title rows must look like "1:1", got "${rows}".`);
  return `$${m[1]}:$${m[2]}`;
}

/**
 * How the Standings sheet prints for the wall: rank, player, country, points, the tie-breaks and games
 * (the crosstable columns after them stay on screen), every player's row, header repeated.
 */
export function standingsPrint(standings: Standings): { printArea: string; pageSetup: PageSetup } {
  const columns = 5 + shownTiebreaks(standings).length;
  const rows = standings.rows.length + 1;
  return { printArea: `A1:${columnLetters(columns - 1)}${rows}`, pageSetup: wallPageSetup(rows) };
}
