/**
 * The Office.js side of printing (src/excel/queue.ts queuePageSetup) on the in-memory workbook:
 * the page setup data of src/sheets/standings/print.ts becomes Worksheet.pageLayout (paper, orientation,
 * centring, fit, print area, title rows), queued without a sync of its own.
 */
import { queuePageSetup } from "../../src/excel/queue";
import { writeOwnedSheet } from "../../src/excel/write";
import { planOwnedSheet } from "../../src/sheets/ownership";
import { computeStandings } from "../../src/engine";
import { renderStandings } from "../../src/sheets";
import { standingsPrint, wallPageSetup } from "../../src/sheets/standings/print";
import { createFakeExcel } from "../fakes/fake-excel";
import { ftdFixture } from "../helpers/fixtures";

describe("queuePageSetup", () => {
  test("a wall sheet: A4 portrait, centred, one page wide and tall, header repeated; applied by the caller's one sync", async () => {
    const { Excel, book } = createFakeExcel({
      sheets: {
        Standings: [
          ["Rank", "Player"],
          [1, "Ann"],
        ],
      },
    });
    await Excel.run(async (ctx) => {
      queuePageSetup(ctx.workbook.worksheets.getItem("Standings"), wallPageSetup(2), "A1:B2");
      expect(book.pageLayout("Standings").paperSize).toBe("Letter"); // nothing before the sync
      await ctx.sync();
    });
    expect(book.syncLog.filter((e) => !e.implicit)).toHaveLength(1);
    expect(book.pageLayout("Standings")).toEqual({
      orientation: "Portrait",
      paperSize: "A4",
      centerHorizontally: true,
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 1 },
      printArea: "A1:B2",
      printTitleRows: "$1:$1",
    });
  });

  test("'as many pages as needed' fits the width only (Office.js takes no 0 pages); no title rows, no print area", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { Slips: [["Round 1"]] } });
    await Excel.run(async (ctx) => {
      queuePageSetup(ctx.workbook.worksheets.getItem("Slips"), { ...wallPageSetup(200), printTitleRows: undefined });
      await ctx.sync();
    });
    expect(book.pageLayout("Slips")).toMatchObject({
      paperSize: "A4",
      zoom: { horizontalFitToPages: 1 },
      printArea: null,
      printTitleRows: null,
    });
  });

  test("the fake refuses what Office refuses: an unknown paper, a non-boolean centring", async () => {
    const { Excel } = createFakeExcel({ sheets: { R: [["x"]] } });
    for (const write of [
      (ws: Excel.Worksheet) => (ws.pageLayout.paperSize = "A9" as Excel.PaperType),
      (ws: Excel.Worksheet) => (ws.pageLayout.centerHorizontally = "yes" as unknown as boolean),
    ]) {
      await expect(
        Excel.run(async (ctx) => {
          write(ctx.workbook.worksheets.getItem("R"));
          await ctx.sync();
        }),
      ).rejects.toMatchObject({ code: "InvalidArgument" });
    }
  });
});

test("writeOwnedSheet prints the Standings for the wall when asked, in its one write sync (125th Dutch Open, 11 players)", async () => {
  const ftd = ftdFixture("tournament_579.json");
  const st = computeStandings(ftd.tournament, { preset: "ftd" });
  const rendered = renderStandings(st);
  const print = standingsPrint(st);
  expect(print.printArea).toBe("A1:F12"); // Rank, Player, Country, Points, BQ, Games; 11 players
  const { Excel, book } = createFakeExcel({ sheets: { Results: [["Round"]] } });
  const target = planOwnedSheet(
    { sheets: [{ name: "Results", position: 0 }], tables: [], owned: [] },
    "standings",
    "Standings",
  );
  await writeOwnedSheet({ run: Excel.run }, target, {
    ...rendered,
    print: { area: print.printArea, setup: print.pageSetup },
  });
  expect(book.syncLog.filter((e) => !e.implicit)).toHaveLength(1);
  expect(book.pageLayout("Standings")).toEqual({
    orientation: "Portrait",
    paperSize: "A4",
    centerHorizontally: true,
    zoom: { horizontalFitToPages: 1, verticalFitToPages: 1 },
    printArea: "A1:F12",
    printTitleRows: "$1:$1",
  });
  expect([book.fontSize("Standings", "B12"), book.fontSize("Standings", "G2")]).toEqual([20, 11]); // the crosstable is not printed
});
