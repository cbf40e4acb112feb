/**
 * Command lines run as subprocesses by the benchmarks: the compiled command line (build/brightwell.js, what
 * `brightwell` runs; built afresh) and the old exceljs path (bench/exceljsPath.ts, bundled the same way), each
 * timed with its peak resident memory (GNU time, Debian's "time" package, when it is there).
 */
import fs from "fs";
import os from "os";
import path from "path";
import { execFileSync, spawnSync } from "child_process";
import { buildSync } from "esbuild";

const ROOT = path.resolve(__dirname, "..");

/** The compiled command line, built afresh from src/ (about half a second) so the numbers are today's code's. */
export function compiledCli(): string {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-cli.js")]);
  return path.join(ROOT, "build", "brightwell.js");
}

/** bench/exceljsPath.ts as one file, built as the command line is. */
export function exceljsPath(): string {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-exceljs-")), "exceljs-path.js");
  buildSync({
    absWorkingDir: ROOT,
    entryPoints: ["bench/exceljsPath.ts"],
    outfile: out,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    logLevel: "warning",
  });
  return out;
}

export interface Timed {
  /** Wall-clock ms: the fastest run, the median, the slowest. */
  min: number;
  median: number;
  max: number;
  /** Peak resident memory of the largest run, bytes (0 when GNU time is missing). */
  peak: number;
  /** Median CPU time (user + system) of a run, ms (0 when GNU time is missing): what a loaded machine does not inflate. */
  cpu: number;
  stdout: string;
}

/** Run `node script ...args` `runs` times. */
export function timeNode(script: string, args: string[], runs = 3): Timed {
  const time = fs.existsSync("/usr/bin/time");
  const times: number[] = [];
  let peak = 0;
  const cpu: number[] = [];
  let stdout = "";
  for (let i = 0; i < runs; i++) {
    const argv = [process.execPath, script, ...args];
    const t0 = process.hrtime.bigint();
    const r = spawnSync(
      time ? "/usr/bin/time" : argv[0],
      time ? ["-f", "maxrss_kb=%M cpu_s=%U+%S", ...argv] : argv.slice(1),
      {
        maxBuffer: 512 * 1024 * 1024,
        encoding: "utf8",
      },
    );
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (r.status !== 0) throw new Error(`${path.basename(script)} ${args[0]} failed (${r.status}): ${r.stderr}`);
    const m = /maxrss_kb=(\d+)/.exec(r.stderr ?? "");
    if (m) peak = Math.max(peak, Number(m[1]) * 1024);
    const c = /cpu_s=([\d.]+)\+([\d.]+)/.exec(r.stderr ?? "");
    if (c) cpu.push((Number(c[1]) + Number(c[2])) * 1000);
    stdout = r.stdout;
  }
  times.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  return {
    min: times[0],
    median: times[Math.floor(times.length / 2)],
    max: times[times.length - 1],
    peak,
    cpu: cpu.length > 0 ? cpu[Math.floor(cpu.length / 2)] : 0,
    stdout,
  };
}
