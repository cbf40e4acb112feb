/**
 * Corpus benchmark: every WOF .ELO file in test/fixtures/wof_results (3,909 real events) read and
 * checked, as `npm run corpus` does:
 *  - in-process: bytes already in memory → corpusEntry (decode, parse, check) for every file; and
 *    the same with the reading of the files from disk;
 *  - the whole command as a subprocess (tsx start-up included): the promise is under 10 s.
 */
import fs from "fs";
import path from "path";
import { execFileSync } from "child_process";
import { corpusEntry } from "../src/formats/corpus";
import { ms, timeRuns } from "./stats";

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if (/\.elo$/i.test(e.name)) out.push(p);
  }
  return out.sort();
}

export async function benchCorpus(): Promise<string[]> {
  const dir = path.resolve(__dirname, "../test/fixtures/wof_results");
  const files = filesUnder(dir);
  const bytes = files.map((f) => fs.readFileSync(f));
  const size = bytes.reduce((s, b) => s + b.length, 0);
  const lines = [
    `### Corpus: ${files.length} WOF .ELO files, ${(size / 1e6).toFixed(1)} MB (test/fixtures/wof_results)`,
    "",
  ];
  lines.push("| what | median ms | max ms | runs |", "|---|---|---|---|");
  const mem = timeRuns(3, () => bytes.forEach((b, i) => corpusEntry(files[i], b)));
  lines.push(
    `| in-process: decode, parse and check every file (bytes in memory) | ${ms(mem.median)} | ${ms(mem.max)} | 3 |`,
  );
  const disk = timeRuns(3, () => files.forEach((f) => corpusEntry(f, fs.readFileSync(f))));
  lines.push(`| in-process: the same, reading each file from disk | ${ms(disk.median)} | ${ms(disk.max)} | 3 |`);
  const cliMain = path.resolve(__dirname, "../src/cli/main.ts");
  const tsx = path.resolve(__dirname, "../node_modules/.bin/tsx");
  const sub = timeRuns(3, () => execFileSync(tsx, [cliMain, "corpus", dir]).length);
  lines.push(
    `| CLI subprocess: \`corpus test/fixtures/wof_results\` (tsx start-up included; promise: under 10 s) | ${ms(sub.median)} | ${ms(sub.max)} | 3 |`,
  );
  lines.push("");
  return lines;
}
