/**
 * `npm run bench -- rate-history-write`: the writing half of `rate-history --out` on the WOF archive, in process.
 * The archive is read and rated once (Elo, not timed); then, 3 times: the sheets the command writes (bookWrites: the
 * Ratings list and the 66,000-row Rating history) handed to the package writer (writeRatingSheets) and the workbook's
 * bytes made (toBytes: the sheets' XML, the shared strings, the zip). Reported: wall and CPU time (user + system of
 * this process, so the collector's threads count) of the whole write and of toBytes alone, medians of the 3 runs.
 * The archive is found by bench/archive.ts (with the repository's test/fixtures copy as the last resort).
 */
import { readArchive, rateEvents } from "../src/cli/commands/rateHistory";
import { writeRatingSheets } from "../src/xlsx";
import { newWorkbook } from "../src/cli/workbook";
import { bookWrites } from "../src/sheets";
import { wofArchive } from "./archive";
import { mb, ms } from "./stats";

const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchRateHistoryWrite(): Promise<string[]> {
  const dir = wofArchive({ fixtures: true });
  if (!dir)
    return ["### rate-history-write", "", "Skipped: the WOF archive was not found; set BRIGHTWELL_WOF_RESULTS.", ""];
  const run = rateEvents(await readArchive(dir), { method: "elo" });
  const players = [...run.book.players.values()].sort((a, b) => b.rating - a.rating || a.key.localeCompare(b.key));
  const whole = { wall: [] as number[], cpu: [] as number[] };
  const bytesOnly = { wall: [] as number[], cpu: [] as number[] };
  let size = 0;
  for (let i = 0; i < 3; i++) {
    global.gc?.();
    const t0 = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    const wb = newWorkbook();
    writeRatingSheets(wb, bookWrites(run.book, players, "elo"));
    const t1 = process.hrtime.bigint();
    const c1 = process.cpuUsage();
    size = wb.toBytes().byteLength;
    const t2 = process.hrtime.bigint();
    whole.wall.push(Number(t2 - t0) / 1e6);
    whole.cpu.push(cpuMs(process.cpuUsage(c0)));
    bytesOnly.wall.push(Number(t2 - t1) / 1e6);
    bytesOnly.cpu.push(cpuMs(process.cpuUsage(c1)));
  }
  return [
    `### rate-history-write: Ratings (${players.length} players) and Rating history (${run.book.history.length} rows) of ${dir}`,
    "",
    "| what | median wall ms | median CPU ms | runs |",
    "|---|---:|---:|---:|",
    `| the sheets rendered, handed to the writer and the workbook made (${mb(size)} MB) | ${ms(median(whole.wall))} | ${ms(median(whole.cpu))} | 3 |`,
    `| of which the workbook's bytes (toBytes: sheet XML, shared strings, zip) | ${ms(median(bytesOnly.wall))} | ${ms(median(bytesOnly.cpu))} | 3 |`,
    "",
  ];
}
