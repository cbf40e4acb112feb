/**
 * Rating-list benchmark: `rate-history` over the WOF archive (../shared/data/wof_results: 3,909 .ELO files,
 * 1977–2026), Elo per event and per round, and KBA.
 *  - in-process: read + parse every file + rate every readable event in date order (rateArchive), median of 3;
 *  - the whole command line as a subprocess, with --out (Ratings + Rating history sheets written as .xlsx), beside the
 *    old exceljs path (bench/exceljsPath.ts) in the same run: time and peak resident memory.
 * The archive is found by bench/archive.ts: $BRIGHTWELL_WOF_RESULTS, ../shared/data/wof_results or ../../shared/data/wof_results.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync } from "child_process";
import { readArchive, rateEvents } from "../src/cli/commands/rateHistory";
import { writeRatingSheets } from "../src/xlsx";
import { newWorkbook } from "../src/cli/workbook";
import { compiledCli, exceljsPath, timeNode } from "./subprocess";
import { historyRowsOf, renderHistorySheet, renderRatingsSheet } from "../src/sheets";
import { wofArchive } from "./archive";
import { mb, ms } from "./stats";

async function timeAsync<T>(runs: number, fn: () => Promise<T>): Promise<{ median: number; max: number; last: T }> {
  const times: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    last = await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times[times.length - 1], last };
}

export async function benchRateHistory(): Promise<string[]> {
  const dir = wofArchive();
  if (!dir)
    return [
      "### rate-history",
      "",
      "Skipped: the WOF archive (wof_results) was not found; set BRIGHTWELL_WOF_RESULTS.",
      "",
    ];
  const lines: string[] = [];
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const read = await timeAsync(3, () => readArchive(dir));
  const a = read.last;
  const games = a.events.reduce((n, e) => n + e.ev.games.length, 0);
  lines.push(`### rate-history: ${a.files} .ELO files (${dir})`, "");
  lines.push(`${a.events.length} of them hold rated games (${games} games); the others are skipped and counted.`, "");
  lines.push(
    "| what | events rated | games rated | players | median ms | max ms | runs | heap growth (MB) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  );
  lines.push(
    `| read + parse every file (readArchive) | – | – | – | ${ms(read.median)} | ${ms(read.max)} | 3 | ${mb(process.memoryUsage().heapUsed - heap0)} |`,
  );
  for (const [label, settings] of [
    ["rate, Elo per event", { method: "elo" as const }],
    ["rate, Elo per round", { method: "elo" as const, perRound: true }],
    ["rate, KBA (grade 1, main)", { method: "kba" as const, grade: 1 as const, stage: "main" as const }],
  ] as const) {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const r = await timeAsync(3, async () => rateEvents(a, settings));
    const run = r.last;
    lines.push(
      `| ${label} | ${run.rated} | ${run.games} | ${run.book.players.size} | ${ms(r.median)} | ${ms(r.max)} | 3 | ${mb(process.memoryUsage().heapUsed - before)} |`,
    );
  }
  // Writing the result: the Ratings and Rating history sheets as an .xlsx (package layer, streamed), one run.
  {
    const run = rateEvents(a, { method: "elo" });
    const t0 = process.hrtime.bigint();
    const wb = newWorkbook();
    writeRatingSheets(wb, {
      ratings: renderRatingsSheet([...run.book.players.values()]),
      history: renderHistorySheet(historyRowsOf(run.book.history)),
    });
    const buffer = wb.toBytes();
    const t = Number(process.hrtime.bigint() - t0) / 1e6;
    lines.push(
      `| write Ratings + Rating history (${run.book.history.length} rows) as .xlsx (${mb(buffer.byteLength)} MB) | | | | ${ms(t)} | ${ms(t)} | 1 | – |`,
    );
  }
  lines.push("", `Peak RSS of the benchmark process: ${mb(process.resourceUsage().maxRSS * 1024)} MB.`, "");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-bench-"));
  const out = path.join(tmp, "list.xlsx");
  // The compiled command line (build/brightwell.js, what `brightwell` runs), built afresh from src/.
  const cli = { label: "brightwell", argv: [process.execPath, compiledCli()] };
  const time = fs.existsSync("/usr/bin/time");
  lines.push(
    `Load average of the machine (1, 5, 15 min) before the command-line runs: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(", ")} on ${os.cpus().length} cores.`,
    "",
    "| whole command line (subprocess) | min ms | median ms | max ms | runs | peak RSS (MB) |",
    "|---|---:|---:|---:|---:|---:|",
  );
  for (const [what, extra] of [
    ["--json", []],
    ["--json --out list.xlsx", ["--out", out, "--force"]],
  ] as const) {
    const times: number[] = [];
    let peak = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = process.hrtime.bigint();
      // GNU time (Debian's "time" package), when there, reports the child's peak resident memory.
      const argv = [...cli.argv, "rate-history", dir, "--json", ...extra];
      const r = spawnSync(time ? "/usr/bin/time" : argv[0], time ? ["-f", "maxrss_kb=%M", ...argv] : argv.slice(1), {
        maxBuffer: 512 * 1024 * 1024,
        encoding: "utf8",
      });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (r.status !== 0) throw new Error(`rate-history failed (${r.status}): ${r.stderr}`);
      const m = /maxrss_kb=(\d+)/.exec(r.stderr ?? "");
      if (m) peak = Math.max(peak, Number(m[1]) * 1024);
    }
    times.sort((x, y) => x - y);
    const size = extra.length > 0 ? ` (the ${mb(fs.statSync(out).size)} MB workbook)` : "";
    lines.push(
      `| \`${cli.label} rate-history <archive> ${what}\`${size} | ${ms(times[0])} | ${ms(times[1])} | ${ms(times[2])} | 3 | ${peak ? mb(peak) : "–"} |`,
    );
  }
  const old = exceljsPath();
  const before = timeNode(old, ["rate-history", dir, out]);
  lines.push(
    `| the old path: rate the archive, write both sheets with exceljs (bench/exceljsPath.ts, bundled the same way; the ${mb(fs.statSync(out).size)} MB workbook) | ${ms(before.min)} | ${ms(before.median)} | ${ms(before.max)} | 3 | ${before.peak ? mb(before.peak) : "–"} |`,
  );
  fs.rmSync(path.dirname(old), { recursive: true, force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
  lines.push("");
  return lines;
}
