/**
 * Pairing at scale: how large a field pairs, how long it takes and how much memory it
 * needs. Each size runs in its own Node process (so memory is that size's alone): a generated event
 * (bench/generate.ts, seeded) of N players after 10 rounds, then round 11 paired with the WOC
 * preset, as `pair` does on such a file. Reported: time of pairRound (wall clock, and the CPU time
 * of the process meanwhile, GC threads included: less sensitive to a busy machine), the process's
 * peak resident memory, the heap growth, the sparse graph's edges and certificate re-solves.
 *
 * Run: `npm run bench -- pairing-scale`. BENCH_SCALE_SIZES=1000,2000,… picks the sizes (default
 * 1,000 to 8,000); BENCH_SCALE_SIZES=20000 reproduces the field (several minutes). The
 * largest field paired in under 10 s is printed under the table (the README quotes it).
 */
import { execFileSync } from "child_process";
import path from "path";
import { pairRound } from "../src/engine/pairing";
import { syntheticEvent } from "./generate";
import { mb, ms } from "./stats";

const ROUNDS = 10;

/** One size, in this process: prints one JSON line. */
function runOne(n: number): void {
  const t = syntheticEvent(n, ROUNDS, 42);
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  const res = pairRound(t, { round: ROUNDS + 1 });
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  const c1 = process.cpuUsage(c0);
  const cpu = (c1.user + c1.system) / 1000;
  const heap = process.memoryUsage().heapUsed - heap0;
  const out = res.ok
    ? {
        ok: true,
        ms: elapsed,
        cpu,
        heap,
        rss: process.resourceUsage().maxRSS * 1024,
        edges: res.stats.edges,
        rounds: res.stats.certificateRounds,
      }
    : { ok: false, ms: elapsed, cpu, heap, rss: process.resourceUsage().maxRSS * 1024, message: res.error.message };
  console.log(JSON.stringify(out));
}

export async function benchPairingScale(): Promise<string[]> {
  const sizes = (process.env.BENCH_SCALE_SIZES ?? "1000,2000,4000,6000,8000").split(",").map(Number);
  const tsx = path.resolve(__dirname, "../node_modules/.bin/tsx");
  const lines = [
    `### Pairing at scale: round ${ROUNDS + 1} of a generated event, WOC preset, one process per size`,
    "",
    "| players | pairRound ms | CPU ms | peak RSS MB | heap growth MB | sparse edges | certificate re-solves | result |",
    "|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  let largest = 0;
  for (const n of sizes) {
    const raw = execFileSync(tsx, ["--expose-gc", __filename, "--one", String(n)], {
      maxBuffer: 16 * 1024 * 1024,
      encoding: "utf8",
    });
    const r = JSON.parse(raw.trim().split("\n").pop()!);
    lines.push(
      `| ${n} | ${ms(r.ms)} | ${ms(r.cpu)} | ${mb(r.rss)} | ${mb(Math.max(0, r.heap))} | ${r.edges ?? "–"} | ${r.rounds ?? "–"} | ${r.ok ? "paired" : r.message} |`,
    );
    if (r.ok && r.ms < 10_000) largest = Math.max(largest, n);
  }
  lines.push(
    "",
    `Largest field paired in under 10 s here: ${largest > 0 ? largest : "none of the sizes"} players.`,
    "",
  );
  return lines;
}

if (process.argv[2] === "--one") runOne(Number(process.argv[3]));
