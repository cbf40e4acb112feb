/**
 * The Instructions sheet of the templates (pure): the day step by step, one paragraph a row, headed by the line for
 * readers without the add-in (what the OTHELLO formulas show there and where to get Brightwell), then the worked
 * example of =OTHELLO.BQ_SCORE (docs/rules.md §2.3).
 *
 * Printed on A4 portrait at full size: column A is as wide as a readable line (about 75 letters, 27 Korean or
 * Japanese characters), each paragraph wraps in it and its row is as tall as its lines; the example's numbers
 * sit in the narrow columns B:F beside it, inside the page width.
 */
import type { Locale } from "../types";
import { workbookTexts } from "../../i18n/workbook";
import { LINE_HEIGHT, sheetPageSetup, wrappedRowHeight } from "../standings/print";
import { BQ_EXAMPLE } from "./example";
import { emptySheet, type SheetSpec, type SpecValue } from "./spec";

/** Column A (the text) and B:F (the example's numbers), in characters of the default font. */
const WIDTHS = [58, 6, 6, 6, 6, 6];

/** The paragraphs in sheet order: the title, the line for readers without the add-in, then the rest. */
function paragraphs(language: Locale, share: { site?: string; standingsSheet: string }): string[] {
  const [title, ...rest] = workbookTexts(language).instructions;
  return [title, workbookTexts(language).share.instructions(share), ...rest];
}

/** The Instructions sheet (`standingsSheet`: the live standings' sheet name, named in the line on sharing). */
export function instructionsSheet(
  language: Locale,
  name: string,
  share: { site?: string; standingsSheet: string },
): SheetSpec {
  const t = workbookTexts(language);
  const s = emptySheet("instructions", name);
  const text = paragraphs(language, share);
  const blank = (): SpecValue[] => [null, null, null, null, null, null];
  const rows: SpecValue[][] = text.map((line) => [line === "" ? null : line, null, null, null, null, null]);
  rows.push(blank());
  const top = rows.length + 1; // 1-based row of the example's title
  const e = BQ_EXAMPLE;
  rows.push([t.example.title, null, null, null, null, null]);
  rows.push([t.example.discs, e.discs, null, null, null, null]);
  rows.push([t.example.opponents, ...e.opponentScores]);
  rows.push([t.example.constant, e.constant, null, null, null, null]);
  const [d, o, c] = [top + 1, top + 2, top + 3];
  rows.push([
    t.example.bq,
    { formula: `=OTHELLO.BQ_SCORE(B${d},B${o}:F${o},B${c})`, cached: e.bq },
    null,
    null,
    null,
    null,
  ]);
  rows.push([t.example.note, null, null, null, null, null]);
  s.values = rows;
  s.columnWidths = WIDTHS;
  s.rowHeights = {};
  text.forEach((line, i) => {
    if (i > 0 && line !== "") s.rowHeights![i + 1] = wrappedRowHeight(line, WIDTHS[0], LINE_HEIGHT[language]);
  });
  s.styles = [
    { range: "A1", bold: true, fontSize: 16 },
    { range: `A2:A${text.length}`, wrap: true, vertical: "top" },
    { range: "A2", italic: true },
    { range: `A${top}`, bold: true },
    { range: `B${top + 4}`, bold: true, border: "box" },
    { range: `A${top + 5}`, italic: true },
  ];
  s.formats = [{ range: `B${top + 1}:F${top + 4}`, format: "General" }];
  s.print = { setup: sheetPageSetup() };
  return s;
}

/** Where the BQ worked example's formula is on the Instructions sheet (for tests and docs). */
export function bqExampleCell(language: Locale): string {
  // The paragraphs (the instructions and the line on sharing), an empty row, the title, D, S, C, then BQ.
  return `B${workbookTexts(language).instructions.length + 1 + 6}`;
}
