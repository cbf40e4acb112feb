/**
 * Result slips for a paired round (pure): one slip per table, as directors hand them out: round and
 * table, both players with their colour, a box for each player's discs and a line for each signature.
 * Built from the same PairingSuccess and Tournament as the printable Round sheet (../round.ts
 * renderRoundSheet), names as written on the Players sheet. A bye has no game, so no slip.
 *
 * Layout: six columns, SLIP_ROWS rows per slip (the last one empty, below a dashed cut line), a page
 * break after every SLIPS_PER_PAGE slips so no slip is cut in two. A4 portrait, fitted to the width.
 *
 *   | Round 3                      |              Table 5 |
 *   | Black  | Marta Kowalska      | Discs |  [      ]  |
 *   | White  | Lea Fischer         | Discs |  [      ]  |
 *   | Signature (Black) ______  | Signature (White) ______ |
 *   | Both players check the disc count and sign …           |
 *   - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
 */
import type { PairingSuccess, Tournament } from "../../engine";
import { wallPageSetup } from "../standings/print";
import type { Locale } from "../types";
import { workbookTexts } from "../../i18n/workbook";
import { emptySheet, type CellStyle, type SheetSpec, type SpecValue } from "./spec";

/** Rows per slip (the last is the gap after the cut line). */
export const SLIP_ROWS = 6;
/** Slips per A4 page (about 140 pt each). */
export const SLIPS_PER_PAGE = 5;

const HEIGHTS = [26, 28, 28, 34, 16, 10];

export interface SlipsOptions {
  locale?: Locale;
  /** The event's name, printed on every slip. */
  event?: string;
}

/** The "Slips N" sheet of a paired round. */
export function renderSlipsSheet(result: PairingSuccess, t: Tournament, options: SlipsOptions = {}): SheetSpec {
  const locale: Locale = options.locale ?? "en";
  const L = workbookTexts(locale);
  const names = new Map(t.players.map((p) => [p.id, p.name] as const));
  const name = (id: string) => names.get(id) ?? id;
  const games = result.pairs.filter((p) => p.white !== null);
  const s = emptySheet("slips", L.sheet.slips(result.round));
  const values: SpecValue[][] = [];
  const styles: CellStyle[] = [];
  const merges: string[] = [];
  const rowHeights: Record<number, number> = {};
  const rowBreaks: number[] = [];
  games.forEach((p, i) => {
    const top = i * SLIP_ROWS + 1; // 1-based first row of the slip
    const r = (k: number) => top + k;
    const heading = options.event ? `${options.event} · ${L.slip.round(result.round)}` : L.slip.round(result.round);
    values.push(
      [heading, null, null, null, null, L.slip.table(p.table)],
      [L.slip.black, name(p.black), null, null, L.slip.discs, null],
      [L.slip.white, name(p.white!), null, null, L.slip.discs, null],
      [L.slip.signBlack, null, null, L.slip.signWhite, null, null],
      [L.slip.note, null, null, null, null, null],
      [null, null, null, null, null, null],
    );
    merges.push(
      `A${r(0)}:E${r(0)}`,
      `B${r(1)}:D${r(1)}`,
      `B${r(2)}:D${r(2)}`,
      `B${r(3)}:C${r(3)}`,
      `E${r(3)}:F${r(3)}`,
      `A${r(4)}:F${r(4)}`,
    );
    styles.push(
      { range: `A${r(0)}:F${r(0)}`, bold: true, fontSize: 16, vertical: "middle" },
      { range: `F${r(0)}`, horizontal: "right" },
      { range: `A${r(1)}:A${r(2)}`, bold: true, fontSize: 14, vertical: "middle" },
      { range: `B${r(1)}:D${r(2)}`, fontSize: 16, vertical: "middle" },
      { range: `E${r(1)}:E${r(2)}`, fontSize: 12, horizontal: "right", vertical: "middle" },
      { range: `F${r(1)}`, border: "box" },
      { range: `F${r(2)}`, border: "box" },
      { range: `A${r(3)}`, fontSize: 10, vertical: "bottom" },
      { range: `D${r(3)}`, fontSize: 10, vertical: "bottom", horizontal: "right" },
      { range: `B${r(3)}:C${r(3)}`, border: "bottom" },
      { range: `E${r(3)}:F${r(3)}`, border: "bottom" },
      { range: `A${r(4)}:F${r(4)}`, fontSize: 9, italic: true, fontColor: "605E5C", border: "cut" },
    );
    HEIGHTS.forEach((h, k) => (rowHeights[r(k)] = h));
    if ((i + 1) % SLIPS_PER_PAGE === 0 && i + 1 < games.length) rowBreaks.push(r(SLIP_ROWS - 1));
  });
  s.values = values;
  s.styles = styles;
  s.merges = merges;
  s.rowHeights = rowHeights;
  s.formats = games.length > 0 ? [{ range: `A1:F${games.length * SLIP_ROWS}`, format: "@" }] : [];
  s.columnWidths = [18, 14, 14, 16, 8, 12];
  const setup = {
    ...wallPageSetup(games.length * SLIP_ROWS, { fontSize: 14 }),
    fitToHeight: 0,
    printTitleRows: undefined,
  };
  s.print = { area: games.length > 0 ? `A1:F${games.length * SLIP_ROWS}` : undefined, setup, rowBreaks };
  return s;
}
