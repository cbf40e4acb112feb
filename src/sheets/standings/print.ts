/**
 * Printing as data (pure): the one page-setup type of every printable sheet Brightwell writes (the
 * Round N sheet, the result slips, the Standings), and the rules they share. Hosts map it to their API:
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
import { shownTiebreaks } from "./render";

/** How a printable sheet prints. */
export interface PageSetup {
  /** Paper: A4 everywhere Brightwell is used (Europe, Korea, Japan). */
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
