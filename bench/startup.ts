/**
 * `npm run bench -- startup`: how long the command line takes from launch to exit, compiled
 * (build/brightwell.js, the `brightwell` bin) against the TypeScript source through tsx (`npm run cli`),
 * for `--help` (start-up alone) and the README's sample (`standings samples/dutch-open-2026.xlsx --preset ftd`,
 * which also reads an .xlsx with exceljs). Each is a fresh process; median of RUNS runs. The npm wrappers
 * (`npm run cli --`, `npx brightwell`) are timed too, with fewer runs: they add npm's own start-up.
 */
import { execFileSync, spawnSync } from "child_process";
import path from "path";
import { ms, timeRuns } from "./stats";

const ROOT = path.resolve(__dirname, "..");
const RUNS = 20;
const WRAPPER_RUNS = 5;
const SAMPLE = ["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd"];

/** Runs one command to completion; fails loudly if it does not exit 0 (a benchmark of a crash means nothing). */
function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: "utf8",
    shell: process.platform === "win32" && !cmd.endsWith(".exe"),
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

export async function benchStartup(): Promise<string[]> {
  // Always time the current source: rebuild the compiled command line first (as `npm run build` does).
  execFileSync(process.execPath, [path.join(ROOT, "scripts/build-cli.js")], { cwd: ROOT, stdio: "inherit" });
  const node = process.execPath;
  const compiled = path.join(ROOT, "build/brightwell.js");
  const tsxCli = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
  const source = path.join(ROOT, "src/cli/main.ts");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const npx = process.platform === "win32" ? "npx.cmd" : "npx";

  // Same output from both, or the comparison is void.
  if (run(node, [compiled, ...SAMPLE]) !== run(node, [tsxCli, source, ...SAMPLE])) {
    throw new Error("build/brightwell.js and the tsx source print different standings for the sample");
  }

  const rows: [string, string, number, () => unknown][] = [
    ["Node itself (`node -e 0`), the floor", "–", RUNS, () => run(node, ["-e", "0"])],
    ["compiled `node build/brightwell.js`", "--help", RUNS, () => run(node, [compiled, "--help"])],
    ["tsx `tsx src/cli/main.ts`", "--help", RUNS, () => run(node, [tsxCli, source, "--help"])],
    ["compiled `node build/brightwell.js`", "sample standings", RUNS, () => run(node, [compiled, ...SAMPLE])],
    ["tsx `tsx src/cli/main.ts`", "sample standings", RUNS, () => run(node, [tsxCli, source, ...SAMPLE])],
    [
      "`npm run cli --` (npm + tsx)",
      "sample standings",
      WRAPPER_RUNS,
      () => run(npm, ["run", "-s", "cli", "--", ...SAMPLE]),
    ],
    [
      "`npx brightwell` (npm exec + compiled)",
      "sample standings",
      WRAPPER_RUNS,
      () => run(npx, ["--offline", "brightwell", ...SAMPLE]),
    ],
  ];
  const out = [
    "### Command-line start-up (fresh process each run, wall clock)",
    "",
    "| how it is started | command | median ms | min ms | max ms | runs |",
    "|---|---|---:|---:|---:|---:|",
  ];
  for (const [label, what, runs, fn] of rows) {
    fn(); // warm the file-system cache (and tsx's compile cache) once, untimed
    const t = timeRuns(runs, fn);
    out.push(`| ${label} | ${what} | ${ms(t.median)} | ${ms(t.min)} | ${ms(t.max)} | ${runs} |`);
  }
  out.push("");
  return out;
}
