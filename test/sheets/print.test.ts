/**
 * Printing as data (src/sheets/standings/print.ts): the font for the wall, one A4 portrait page wide, the header
 * repeated; the same PageSetup on the Round sheet of a real event (WOC 2014, 32 tables).
 */
import { pairRound } from "../../src/engine/pairing";
import { pairingInputFromSheets, renderRoundSheet, tournamentToSheets } from "../../src/sheets";
import {
  absoluteRows,
  ONE_PAGE_ROWS,
  wallFontSize,
  wallPageSetup,
  widthForFont,
} from "../../src/sheets/standings/print";
import { eloTournament } from "../helpers/fixtures";

describe("wall page setup", () => {
  test("font: 760 pt of rows on an A4 page at 1.35 × the font size, between 10 and 20 pt", () => {
    expect(wallFontSize(33)).toBe(17); // 760 / (33 × 1.35) = 17.06
    expect(wallFontSize(8)).toBe(20); // 70.4, capped
    expect(wallFontSize(61)).toBe(10); // 9.23, floored at 10
    expect(wallFontSize(200)).toBe(10);
  });

  test("one page tall up to ONE_PAGE_ROWS rows, then as many pages as needed; always one page wide", () => {
    expect(wallPageSetup(ONE_PAGE_ROWS)).toEqual({
      paperSize: "A4",
      orientation: "portrait",
      fitToWidth: 1,
      fitToHeight: 1,
      fontSize: 10,
      printTitleRows: "1:1",
      horizontalCentered: true,
    });
    expect(wallPageSetup(ONE_PAGE_ROWS + 1).fitToHeight).toBe(0);
    expect(wallPageSetup(10, { titleRows: 2, fontSize: 14 })).toMatchObject({ printTitleRows: "1:2", fontSize: 14 });
  });

  test("columns widen with the font (Excel's width unit is a character of the 11 pt font)", () => {
    expect(widthForFont(22, 11)).toBe(22);
    expect(widthForFont(22, 16.5)).toBe(33);
    expect(widthForFont(10, 9)).toBe(10); // never narrower
    expect(absoluteRows("1:2")).toBe("$1:$2");
    expect(() => absoluteRows("A1:B1")).toThrow(/1:1/);
  });

  test("the Round sheet of WOC 2014 round 5 (32 tables) carries the shared page setup", () => {
    const woc = eloTournament("20141106_WOC_2014.ELO");
    const s = tournamentToSheets({ ...woc, games: woc.games.filter((g) => g.round < 5) });
    const input = pairingInputFromSheets({
      results: { sheetName: "Results", values: s.results },
      players: { sheetName: "Players", values: s.players },
    });
    const res = pairRound(input.tournament, { round: 5 });
    if (!res.ok) throw new Error(res.error.message);
    const sheet = renderRoundSheet(res, input.tournament);
    expect(sheet.pageSetup).toEqual({
      paperSize: "A4",
      orientation: "portrait",
      fitToWidth: 1,
      fitToHeight: 1,
      fontSize: 17,
      printTitleRows: "1:1",
      horizontalCentered: true,
    });
    expect(sheet.printArea).toBe("A1:E33");
  });
});
