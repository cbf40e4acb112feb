/** Shared setup for the Excel-adapter tests: real events as workbook sheets, a big generated event. */
import { readFileSync } from "fs";
import { join } from "path";
import type { Game, Player, Tournament } from "../../src/engine/model";
import { parseFtdJson } from "../../src/formats/flipTheDisc";
import { tournamentToSheets } from "../../src/sheets";
import type { ExcelHost } from "../../src/excel/host";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
// The engine's seeded PRNG, so the big event is the same on every run (one copy of mulberry32).
import { mulberry32 } from "../../src/engine/random";

export const fixture = (file: string): string => readFileSync(join(__dirname, "..", "fixtures", file), "utf8");

/** The 8th Marche-en-Famenne Open (FlipTheDisc 559): 14 players, 7 rounds, published standings. */
export function marche() {
  return parseFtdJson(fixture("tournament_559.json"));
}

/** A workbook holding `t` as Results and Players sheets (as a TD would type them). */
export function workbookOf(t: Tournament, extra: Record<string, unknown[][]> = {}): FakeExcel {
  const sheets = tournamentToSheets(t);
  return createFakeExcel({ sheets: { Results: sheets.results, Players: sheets.players, ...extra } });
}

export const hostOf = (fake: FakeExcel): ExcelHost => fake.Excel as unknown as ExcelHost;


/**
 * A generated event: `n` players, `rounds` rounds of random pairings (no rematch check needed for
 * standings), discs summing to 64, a bye each round when n is odd.
 */
export function generatedEvent(n: number, rounds: number, seed = 1): Tournament {
  const rand = mulberry32(seed);
  const players: Player[] = Array.from({ length: n }, (_, i) => ({ id: `P${i + 1}`, name: `Player ${i + 1}`, country: "NL" }));
  const games: Game[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = players.map((p) => p.id);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let table = 1;
    for (let i = 0; i + 1 < order.length; i += 2) {
      const b = Math.floor(rand() * 65);
      const w = 64 - b;
      games.push({
        round,
        table: table++,
        black: order[i],
        white: order[i + 1],
        blackDiscs: b,
        whiteDiscs: w,
        blackPoints: b > w ? 1 : b === w ? 0.5 : 0,
        whitePoints: w > b ? 1 : b === w ? 0.5 : 0,
        kind: "played",
      });
    }
    if (order.length % 2 === 1) {
      games.push({ round, black: order[order.length - 1], white: null, blackDiscs: null, whiteDiscs: null, blackPoints: 1, whitePoints: 0, kind: "bye" });
    }
  }
  return { players, games, rounds };
}

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
    context: { requirements: { isSetSupported: (name: string, v: string) => name === "ExcelApi" && Number(v.split(".")[1]) <= last } },
  };
  try {
    return await body();
  } finally {
    delete g.Office;
  }
}
