/**
 * Workbooks for the Excel adapter and pane tests (test/excel, test/taskpane): real events as sheets in the
 * in-memory Excel (test/fakes), typing into a cell, Excel versions.
 */
import type { Tournament } from "../../src/engine";
import { tournamentToSheets } from "../../src/sheets";
import type { ExcelHost } from "../../src/excel/host";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
import { ftdFixture } from "./fixtures";

/** The 8th Marche-en-Famenne Open (FlipTheDisc 559): 14 players, 7 rounds, published standings. */
export function marche() {
  return ftdFixture("tournament_559.json");
}

/** A workbook holding `t` as Results and Players sheets (as a TD would type them). */
export function workbookOf(t: Tournament, extra: Record<string, unknown[][]> = {}): FakeExcel {
  const sheets = tournamentToSheets(t);
  return createFakeExcel({ sheets: { Results: sheets.results, Players: sheets.players, ...extra } });
}

export const hostOf = (fake: FakeExcel): ExcelHost => fake.Excel as unknown as ExcelHost;

/** Write one cell through Excel.run (as the TD typing), not counted in the adapter's syncs. */
export async function typeInto(fake: FakeExcel, sheet: string, a1: string, value: unknown): Promise<void> {
  await fake.Excel.run(async (ctx) => {
    ctx.workbook.worksheets.getItem(sheet).getRange(a1).values = [[value]];
    await ctx.sync();
  });
  fake.book.resetLog();
}

/** Column index of a header title in row 0 of a sheet's values. */
export function col(values: unknown[][], title: string): number {
  const c = values[0].indexOf(title);
  if (c < 0) throw new Error(`no column "${title}" in ${JSON.stringify(values[0])}`);
  return c;
}

/** The Korean results sheet with merged Round cells (test/excel/merged.test.ts, test/taskpane/merged.test.ts). */
export const SHEET = "대회 결과";

/** The CLI test's sheet, as saved: Round merged over A2:A3 and A4:A5 (values typed in every row). */
export function koreanWorkbook(): FakeExcel {
  return createFakeExcel({
    sheets: {
      [SHEET]: [
        ["라운드", "흑", "흑 돌수", "백 돌수", "백"],
        [1, "김민수", 40, 24, "이서연"],
        [1, "박지훈", 33, 31, "최유진"],
        [2, "김민수", 30, 34, "박지훈"],
        [2, "이서연", 20, 44, "최유진"],
      ],
    },
    merged: { [SHEET]: ["A2:A3", "A4:A5"] },
  });
}

/** Run `body` as if inside an Excel whose ExcelApi stops at 1.`last` (Excel 2019: 1.8 … 2021: 1.13+). */
export async function onExcelUpTo<T>(last: number, body: () => Promise<T>): Promise<T> {
  const g = globalThis as { Office?: unknown };
  g.Office = {
    context: {
      requirements: {
        isSetSupported: (name: string, v: string) => name === "ExcelApi" && Number(v.split(".")[1]) <= last,
      },
    },
  };
  try {
    return await body();
  } finally {
    delete g.Office;
  }
}
