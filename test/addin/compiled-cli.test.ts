import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { CliIO } from "../../src/cli/io";
import { main } from "../../src/cli/main";
import { collectWorkbook } from "../helpers/collect";
import { inspectXlsx } from "../helpers/xlsx";

/**
 * build/brightwell.js, the compiled command line (package.json "bin": brightwell, built by `npm run build:cli`,
 * which `npm install`, `npm run build` and `npm test` run) behaves exactly as the TypeScript source, run here
 * in-process through main(argv, io): same output, same exit code, and its bundled package layer reads and writes .xlsx.
 */

// Each case starts a Node process; generous limit on a shared 2-core machine (not a timing assertion).
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const COMPILED = path.join(ROOT, "build/brightwell.js");

interface Run {
  code: number;
  out: string;
  err: string;
}

function compiled(argv: string[]): Run {
  if (!fs.existsSync(COMPILED)) {
    throw new Error(
      `${COMPILED} is missing: run \`npm run build:cli\` first (\`npm install\` and \`npm test\` do it for you).`,
    );
  }
  const r = spawnSync(process.execPath, [COMPILED, ...argv], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

async function source(argv: string[]): Promise<Run> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: ROOT };
  const code = await main(argv, io);
  return { code, out, err };
}

test("package.json's bin `brightwell` is the compiled file, runnable as a script", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  expect(pkg.bin).toEqual({ brightwell: "build/brightwell.js" });
  expect(fs.readFileSync(COMPILED, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
});

test.each([
  ["the README's sample", ["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd"]],
  ["the sample as JSON", ["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd", "--json"]],
  ["--help", ["--help"]],
  ["a command's --help", ["pair", "--help"]],
  ["no command (usage, exit 1)", []],
  ["an unknown option (exit 1)", ["standings", "samples/dutch-open-2026.xlsx", "--no-such-option"]],
  ["a missing file (exit 2)", ["standings", "no-such-file.xlsx"]],
])("%s: the compiled command line prints what the source prints", async (_label, argv) => {
  const want = await source(argv);
  const got = compiled(argv);
  expect(got).toEqual(want);
});

test("the sample's standings are the published ones (FlipTheDisc tournament 579: rank 1 on 6 points, BQ 556)", () => {
  const r = compiled(["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd", "--json"]);
  expect(r.code).toBe(0);
  const rows = JSON.parse(r.out) as Array<{ rank: number; player: string; points: number; bq: number }>;
  expect(rows).toHaveLength(11);
  expect(rows[0]).toMatchObject({ rank: 1, player: "VAN DEN BIGGELAAR Nicky", points: 6, bq: 556 });
});

test("--out writes a workbook with the Standings sheet (the package layer inside the bundle writes .xlsx)", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-compiled-"));
  try {
    const out = path.join(dir, "standings.xlsx");
    const r = compiled(["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd", "--out", out]);
    expect(r.err).toBe(`Wrote sheet "Standings" to ${out}.\n`);
    expect(r.code).toBe(0);
    collectWorkbook(
      out,
      "build/brightwell.js standings samples/dutch-open-2026.xlsx --preset ftd --out standings.xlsx",
    );
    const wb = inspectXlsx(out);
    expect(wb.sheetNames).toContain("Standings");
    expect(wb.values("Standings").slice(0, 3).flat()).toContain("VAN DEN BIGGELAAR Nicky");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

(process.platform === "win32" ? test.skip : test)(
  "a large output read slowly through a pipe arrives whole: the process ends only once it is written (main.ts exitWhenWritten)",
  async () => {
    // 200 KB of JSON, three times what a pipe holds, into a reader that sleeps a second first: most of the output waits
    // in the process until then.
    const argv = ["rate-history", "test/fixtures/wof_results/2010", "--json"];
    const want = await source(argv);
    expect(want.out.length).toBeGreaterThan(3 * 65536);
    const r = spawnSync(
      "sh",
      [
        "-c",
        `"$0" "$1" rate-history test/fixtures/wof_results/2010 --json | (sleep 1; cat)`,
        process.execPath,
        COMPILED,
      ],
      { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 26 },
    );
    expect({ code: r.status, out: r.stdout, err: r.stderr }).toEqual({ code: 0, out: want.out, err: want.err });
  },
);
