/**
 * Standings benchmark: a generated 10,000-player, 15-round event (75,000 games).
 *  - engine alone: computeStandings (WOC preset, all default tie-breaks), median of 5 runs;
 *  - the whole command line: `cli standings <file.csv> --json` as a subprocess (tsx start-up included) and
 *    in-process (parse CSV → sheets → engine → JSON), on the same event written as a CSV results file.
 * Then 100,000 result rows (20,000 players × 10 rounds): each phase of the command line timed
 * in-process (first run, as the command line runs it once, and the median of three), and the command
 * line as a subprocess on the CSV and on an .xlsx of the same event, compiled (build/brightwell.js) beside the
 * old exceljs path (bench/exceljsPath.ts, bundled the same way) in the same run. The .xlsx is written by exceljs:
 * another program's file, as a director's would be.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { execFileSync } from "child_process";
import ExcelJS from "exceljs";
import { computeStandings } from "../src/engine/standings";
import { tournamentToSheets } from "../src/sheets/standings/export";
import { writeCsv } from "../src/sheets/csv";
import { parseResultsSheet } from "../src/sheets/results";
import { renderStandings } from "../src/sheets/standings/render";
import { loadTournamentInput } from "../src/cli/workbook";
import { alignedTable } from "../src/cli/text";
import { standingsJson } from "../src/cli/commands/standings";
import { syntheticEvent } from "./generate";
import { mb, ms, timeRuns } from "./stats";
import { compiledCli, exceljsPath, timeNode } from "./subprocess";

export async function benchStandings(players = 10_000, rounds = 15): Promise<string[]> {
  const lines: string[] = [];
  const t = syntheticEvent(players, rounds, 42);
  const games = t.games.filter((g) => g.kind === "played").length;
  lines.push(`### Standings: ${players} players, ${rounds} rounds, ${games} games`, "");
  lines.push("| what | median ms | max ms | runs | heap after |", "|---|---|---|---|---|");
  global.gc?.();
  for (const preset of ["woc", "ftd", "papp", "koa", "joa"] as const) {
    const r = timeRuns(5, () => computeStandings(t, { preset }));
    lines.push(
      `| engine computeStandings (${preset}) | ${ms(r.median)} | ${ms(r.max)} | 5 | ${mb(process.memoryUsage().heapUsed)} MB |`,
    );
  }
  const allTb = timeRuns(3, () =>
    computeStandings(t, {
      preset: "woc",
      overrides: {
        tiebreaks: [
          "bq",
          "discs",
          "discDiff",
          "buchholz",
          "buchholzCut1",
          "medianBuchholz",
          "sonnebornBerger",
          "progressive",
          "directEncounter",
          "wins",
          "aro",
          "performance",
        ],
      },
    }),
  );
  lines.push(
    `| engine, all 12 tie-breaks | ${ms(allTb.median)} | ${ms(allTb.max)} | 3 | ${mb(process.memoryUsage().heapUsed)} MB |`,
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-bench-"));
  const csv = path.join(dir, "results.csv");
  fs.writeFileSync(csv, writeCsv(tournamentToSheets(t).results as unknown[][]));
  const cliMain = path.resolve(__dirname, "../src/cli/main.ts");
  const tsx = path.resolve(__dirname, "../node_modules/.bin/tsx");
  const sub = timeRuns(
    3,
    () => execFileSync(tsx, [cliMain, "standings", csv, "--json"], { maxBuffer: 512 * 1024 * 1024 }).length,
  );
  lines.push(
    `| CLI subprocess: standings results.csv --json (${mb(fs.statSync(csv).size)} MB CSV, ${mb(sub.last)} MB JSON out) | ${ms(sub.median)} | ${ms(sub.max)} | 3 | – |`,
  );
  const xlsx = path.join(dir, "results.xlsx");
  const wb = new ExcelJS.Workbook();
  const sheets = tournamentToSheets(t);
  wb.addWorksheet("Results").addRows(sheets.results as unknown[][]);
  wb.addWorksheet("Players").addRows(sheets.players as unknown[][]);
  await wb.xlsx.writeFile(xlsx);
  const subX = timeRuns(
    3,
    () => execFileSync(tsx, [cliMain, "standings", xlsx, "--json"], { maxBuffer: 512 * 1024 * 1024 }).length,
  );
  lines.push(
    `| CLI subprocess: standings results.xlsx --json (${mb(fs.statSync(xlsx).size)} MB xlsx, Results + Players sheets) | ${ms(subX.median)} | ${ms(subX.max)} | 3 | – |`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  lines.push("");
  return lines;
}

/** The 100,000-row case: the command line's phases in-process, then the command line itself. */
export async function benchStandingsRows(players = 20_000, rounds = 10): Promise<string[]> {
  const t = syntheticEvent(players, rounds, 7);
  const rows = t.games.length;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-bench-rows-"));
  const csv = path.join(dir, "results.csv");
  const sheets = tournamentToSheets(t);
  fs.writeFileSync(csv, writeCsv(sheets.results as unknown[][]));
  const xlsx = path.join(dir, "results.xlsx");
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet("Results").addRows(sheets.results as unknown[][]);
  wb.addWorksheet("Players").addRows(sheets.players as unknown[][]);
  await wb.xlsx.writeFile(xlsx);

  const lines: string[] = [
    `### Standings from ${rows.toLocaleString("en")} result rows (${players.toLocaleString("en")} players × ${rounds} rounds)`,
    "",
  ];
  lines.push("| phase (in-process) | first run ms | median of 3 ms |", "|---|---:|---:|");
  const phase = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    const times: number[] = [];
    let last!: T;
    for (let i = 0; i < 4; i++) {
      const t0 = process.hrtime.bigint();
      last = await fn();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const rest = times.slice(1).sort((a, b) => a - b);
    lines.push(`| ${label} | ${ms(times[0])} | ${ms(rest[1])} |`);
    return last;
  };
  const loaded = await phase("read + decode the CSV file", () => loadTournamentInput(dir, csv, undefined));
  if ("error" in loaded) throw new Error(loaded.error);
  const parsed = await phase("parse and check the Results sheet", () =>
    parseResultsSheet({ ...loaded.results, options: { discSum: "warn", pendingRound: "skip" } }),
  );
  const st = await phase("compute the standings (engine, woc)", () =>
    computeStandings(parsed.tournament, { preset: "woc" }),
  );
  await phase("render the printed table", () => {
    const r = renderStandings(st, { locale: "en", crosstable: false });
    return alignedTable(r.values, r.numberFormats).length;
  });
  await phase("JSON (--json)", () => JSON.stringify(standingsJson(st), null, 2).length);
  await phase("read the .xlsx (Results + Players; package layer, streamed)", () =>
    loadTournamentInput(dir, xlsx, undefined),
  );
  await phase("read the .xlsx with exceljs (the old path: the whole workbook into its model)", async () => {
    const old = new ExcelJS.Workbook();
    await old.xlsx.readFile(xlsx);
    return old.worksheets.length;
  });

  // End to end, both compiled into one file and started the same way; the printed tables must be the same.
  const cliBuilt = compiledCli();
  const oldBuilt = exceljsPath();
  const now = timeNode(cliBuilt, ["standings", xlsx, "--preset", "woc"]);
  const before = timeNode(oldBuilt, ["standings", xlsx]);
  if (!now.stdout.endsWith(before.stdout)) throw new Error("the two paths printed different standings");
  lines.push(
    "",
    `| standings results.xlsx (${mb(fs.statSync(xlsx).size)} MB, ${rows.toLocaleString("en")} rows), end to end | median ms | max ms | CPU ms (user + sys) | runs | peak RSS (MB) |`,
    "|---|---:|---:|---:|---:|---:|",
    `| package layer (\`node build/brightwell.js standings\`) | ${ms(now.median)} | ${ms(now.max)} | ${ms(now.cpu)} | 3 | ${now.peak ? mb(now.peak) : "–"} |`,
    `| exceljs, the old path (bench/exceljsPath.ts, same bundling) | ${ms(before.median)} | ${ms(before.max)} | ${ms(before.cpu)} | 3 | ${before.peak ? mb(before.peak) : "–"} |`,
  );
  fs.rmSync(path.dirname(oldBuilt), { recursive: true, force: true });

  lines.push(
    "",
    "| command line (subprocess, tsx start-up included) | median ms | max ms | runs |",
    "|---|---:|---:|---:|",
  );
  const cliMain = path.resolve(__dirname, "../src/cli/main.ts");
  const tsx = path.resolve(__dirname, "../node_modules/.bin/tsx");
  const cli = (args: string[]) =>
    timeRuns(3, () => execFileSync(tsx, [cliMain, ...args], { maxBuffer: 512 * 1024 * 1024 }).length);
  for (const [label, args] of [
    [`standings results.csv (${mb(fs.statSync(csv).size)} MB)`, ["standings", csv]],
    ["standings results.csv --json", ["standings", csv, "--json"]],
    [`standings results.xlsx (${mb(fs.statSync(xlsx).size)} MB)`, ["standings", xlsx]],
  ] as const) {
    const r = cli([...args]);
    lines.push(`| ${label} | ${ms(r.median)} | ${ms(r.max)} | 3 |`);
  }
  const empty = cli(["--help"]);
  lines.push(`| start-up only: --help | ${ms(empty.median)} | ${ms(empty.max)} | 3 |`);
  fs.rmSync(dir, { recursive: true, force: true });
  lines.push("");
  return lines;
}
