/**
 * Standings benchmark: a generated 10,000-player, 15-round event (75,000 games).
 *  - engine alone: computeStandings (WOC preset, all default tie-breaks), median of 5 runs;
 *  - the whole command line: `cli standings <file.csv> --json` as a subprocess (tsx start-up included) and
 *    in-process (parse CSV → sheets → engine → JSON), on the same event written as a CSV results file.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { execFileSync } from "child_process";
import ExcelJS from "exceljs";
import { computeStandings } from "../src/engine/standings";
import { tournamentToSheets } from "../src/sheets/export";
import { writeCsv } from "../src/sheets/csv";
import { syntheticEvent } from "./generate";
import { mb, ms, timeRuns } from "./stats";

export async function benchStandings(players = 10_000, rounds = 15): Promise<string[]> {
  const lines: string[] = [];
  const t = syntheticEvent(players, rounds, 42);
  const games = t.games.filter((g) => g.kind === "played").length;
  lines.push(`### Standings: ${players} players, ${rounds} rounds, ${games} games`, "");
  lines.push("| what | median ms | max ms | runs | heap after |", "|---|---|---|---|---|");
  global.gc?.();
  for (const preset of ["woc", "ftd", "papp", "koa", "joa"] as const) {
    const r = timeRuns(5, () => computeStandings(t, { preset }));
    lines.push(`| engine computeStandings (${preset}) | ${ms(r.median)} | ${ms(r.max)} | 5 | ${mb(process.memoryUsage().heapUsed)} MB |`);
  }
  const allTb = timeRuns(3, () =>
    computeStandings(t, {
      preset: "woc",
      overrides: {
        tiebreaks: ["bq", "discs", "discDiff", "buchholz", "buchholzCut1", "medianBuchholz", "sonnebornBerger", "progressive", "directEncounter", "wins", "aro", "performance"],
      },
    }),
  );
  lines.push(`| engine, all 12 tie-breaks | ${ms(allTb.median)} | ${ms(allTb.max)} | 3 | ${mb(process.memoryUsage().heapUsed)} MB |`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-bench-"));
  const csv = path.join(dir, "results.csv");
  fs.writeFileSync(csv, writeCsv(tournamentToSheets(t).results as unknown[][]));
  const cliMain = path.resolve(__dirname, "../src/cli/main.ts");
  const tsx = path.resolve(__dirname, "../node_modules/.bin/tsx");
  const sub = timeRuns(3, () => execFileSync(tsx, [cliMain, "standings", csv, "--json"], { maxBuffer: 512 * 1024 * 1024 }).length);
  lines.push(`| CLI subprocess: standings results.csv --json (${mb(fs.statSync(csv).size)} MB CSV, ${mb(sub.last)} MB JSON out) | ${ms(sub.median)} | ${ms(sub.max)} | 3 | – |`);
  const xlsx = path.join(dir, "results.xlsx");
  const wb = new ExcelJS.Workbook();
  const sheets = tournamentToSheets(t);
  wb.addWorksheet("Results").addRows(sheets.results as unknown[][]);
  wb.addWorksheet("Players").addRows(sheets.players as unknown[][]);
  await wb.xlsx.writeFile(xlsx);
  const subX = timeRuns(3, () => execFileSync(tsx, [cliMain, "standings", xlsx, "--json"], { maxBuffer: 512 * 1024 * 1024 }).length);
  lines.push(`| CLI subprocess: standings results.xlsx --json (${mb(fs.statSync(xlsx).size)} MB xlsx, Results + Players sheets) | ${ms(subX.median)} | ${ms(subX.max)} | 3 | – |`);
  fs.rmSync(dir, { recursive: true, force: true });
  lines.push("");
  return lines;
}
