/**
 * Rating-list benchmark: `rate-history` over the WOF archive (../shared/data/wof_results: 3,909 .ELO files,
 * 1977–2026), Elo per event and per round, and KBA.
 *  - in-process: read + parse every file + rate every readable event in date order (rateArchive), median of 3;
 *  - the whole command line as a subprocess, with --out (Ratings + Rating history sheets written as .xlsx).
 * The archive is looked up at $BRIGHTWELL_WOF_RESULTS, ../shared/data/wof_results or ../../shared/data/wof_results.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync } from "child_process";
import { readArchive, rateEvents, type Archive, type ArchiveEvent } from "../src/cli/commands/rateHistory";
import { writeRatingSheets } from "../src/cli/ratingSheets";
import { newWorkbook } from "../src/cli/workbook";
import { historyRowsOf, renderHistorySheet, renderRatingsSheet } from "../src/sheets";
import { mb, ms } from "./stats";

function archive(): string | undefined {
  const root = path.resolve(__dirname, "..");
  const candidates = [
    process.env.BRIGHTWELL_WOF_RESULTS,
    path.resolve(root, "../shared/data/wof_results"),
    path.resolve(root, "../../shared/data/wof_results"),
  ];
  return candidates.find((c): c is string => !!c && fs.existsSync(c));
}

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
  const dir = archive();
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
  lines.push(
    `The reader reads ${a.events.length} of them today (${games} games); the others are skipped and counted.`,
    "",
  );
  lines.push(
    "| what | events rated | games rated | players | median ms | max ms | runs | heap growth (MB) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  );
  lines.push(
    `| read + parse every file (readArchive) | – | – | – | ${ms(read.median)} | ${ms(read.max)} | 3 | ${mb(process.memoryUsage().heapUsed - heap0)} |`,
  );
  // The full archive once the reader reads ~99% of it holds about seven times the games readable today: the
  // readable events repeated 7 times (each copy its own event name) show how rating scales to that size.
  const times7: ArchiveEvent[] = [];
  for (let k = 0; k < 7; k++)
    for (const e of a.events) times7.push({ file: `${e.file}#${k}`, ev: { ...e.ev, name: `${e.ev.name} #${k}` } });
  times7.sort((x, y) => (x.ev.date < y.ev.date ? -1 : x.ev.date > y.ev.date ? 1 : 0));
  const x7: Archive = { files: a.files * 7, events: times7, skipped: [] };
  for (const [label, archiveIn, settings] of [
    ["rate, Elo per event", a, { method: "elo" as const }],
    ["rate, Elo per round", a, { method: "elo" as const, perRound: true }],
    ["rate, KBA (grade 1, main)", a, { method: "kba" as const, grade: 1 as const, stage: "main" as const }],
    ["rate, Elo per event, readable events ×7 (≈ the whole archive)", x7, { method: "elo" as const }],
    [
      "rate, KBA, readable events ×7 (≈ the whole archive)",
      x7,
      { method: "kba" as const, grade: 1 as const, stage: "main" as const },
    ],
  ] as const) {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const r = await timeAsync(3, async () => rateEvents(archiveIn, settings));
    const run = r.last;
    lines.push(
      `| ${label} | ${run.rated} | ${run.games} | ${run.book.players.size} | ${ms(r.median)} | ${ms(r.max)} | 3 | ${mb(process.memoryUsage().heapUsed - before)} |`,
    );
  }
  // Writing the result at that size: the Ratings and Rating history sheets as an .xlsx (exceljs), one run.
  {
    const run = rateEvents(x7, { method: "elo" });
    const t0 = process.hrtime.bigint();
    const wb = newWorkbook();
    writeRatingSheets(wb, {
      ratings: renderRatingsSheet([...run.book.players.values()]),
      history: renderHistorySheet(historyRowsOf(run.book.history)),
    });
    const buffer = await wb.xlsx.writeBuffer();
    const t = Number(process.hrtime.bigint() - t0) / 1e6;
    lines.push(
      `| write Ratings + Rating history (${run.book.history.length} rows) as .xlsx, readable events ×7 (${mb(buffer.byteLength)} MB) | | | | ${ms(t)} | ${ms(t)} | 1 | – |`,
    );
  }
  lines.push("", `Peak RSS of the benchmark process: ${mb(process.resourceUsage().maxRSS * 1024)} MB.`, "");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-bench-"));
  const out = path.join(tmp, "list.xlsx");
  const cliMain = path.resolve(__dirname, "../src/cli/main.ts");
  const tsx = path.resolve(__dirname, "../node_modules/.bin/tsx");
  const times: number[] = [];
  let peak = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = process.hrtime.bigint();
    // GNU time reports the child's peak resident memory (the Node process the tsx wrapper starts).
    const r = spawnSync(
      "/usr/bin/time",
      ["-f", "maxrss_kb=%M", tsx, cliMain, "rate-history", dir, "--json", "--out", out, "--force"],
      { maxBuffer: 512 * 1024 * 1024, encoding: "utf8" },
    );
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const m = /maxrss_kb=(\d+)/.exec(r.stderr ?? "");
    if (m) peak = Math.max(peak, Number(m[1]) * 1024);
  }
  times.sort((x, y) => x - y);
  lines.push(
    "| whole command line (subprocess) | median ms | max ms | runs | peak RSS (MB) |",
    "|---|---:|---:|---:|---:|",
  );
  lines.push(
    `| rate-history --json --out list.xlsx (tsx start-up, reading, rating, JSON and the ${mb(fs.statSync(out).size)} MB workbook) | ${ms(times[1])} | ${ms(times[2])} | 3 | ${peak ? mb(peak) : "–"} |`,
  );
  fs.rmSync(tmp, { recursive: true, force: true });
  lines.push("");
  return lines;
}
