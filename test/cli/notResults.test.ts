/**
 * Files that are not results files (test/fixtures/not-results/, made by scripts/not-results.ts), given to every
 * command that reads one: `import`, `standings`, `pair` refuse them with one sentence naming the file and what it is
 * not (exit 2, nothing written); `corpus` counts them refused, not read; `rate-history` lists them as skipped with
 * the reason and rates the real files beside them.
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { fixturePath } from "../helpers/fixtures";

jest.setTimeout(60_000);

const NOT = (name: string) => fixturePath("not-results", name);
const MOSCOW = fixturePath("wof_results", "2010", "20100306_MOSCOW.ELO");

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-not-results-"));
  for (const f of ["random-bytes-4k.ELO", "random-bytes-4k.json", "doubled.ELO", "cut-mid-line.ELO", "page.ELO"])
    await fs.copyFile(NOT(f), path.join(tmp, f));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const BINARY =
  /^error: random-bytes-4k\.ELO: not a WOF results file: it is binary data, not text \(a control character, U\+00[0-9A-F]{2}, on line \d+\)\n$/;

describe("one sentence naming the file and what it is not; nothing written", () => {
  test("import", async () => {
    const r = await runCli(["import", "random-bytes-4k.ELO", "--out", "junk.xlsx"], tmp);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toMatch(BINARY);
    expect(await fs.readdir(tmp)).not.toContain("junk.xlsx");
  });

  test("import of random bytes named .json, a web page, a file twice, a file cut mid-line", async () => {
    const expected: Record<string, RegExp> = {
      "random-bytes-4k.json": /^error: random-bytes-4k\.json: not a WOF results file: it is binary data/,
      "page.ELO": /^error: page\.ELO: not a WOF results file: it is an HTML or XML page \(line 1: "<!DOCTYPE html>"\)/,
      "doubled.ELO":
        /^error: doubled\.ELO: not a WOF results file: it holds two files \(or one twice\): the header key "%%Tournament:" of line 1 comes again on line 107/,
      "cut-mid-line.ELO":
        /^error: cut-mid-line\.ELO: not a WOF results file: it ends in the middle of line 117 \("40006 \(1"\)/,
    };
    for (const [file, re] of Object.entries(expected)) {
      const r = await runCli(["import", file, "--out", `${file}.xlsx`], tmp);
      expect([file, r.code, r.err.split("\n").length]).toEqual([file, 2, 2]);
      expect(r.err).toMatch(re);
      expect(await fs.readdir(tmp)).not.toContain(`${file}.xlsx`);
    }
  });

  test("standings and pair", async () => {
    for (const command of ["standings", "pair"]) {
      const r = await runCli([command, "random-bytes-4k.ELO", "--out", `${command}.xlsx`], tmp);
      expect([command, r.code, r.out]).toEqual([command, 2, ""]);
      expect(r.err).toMatch(BINARY);
      expect(await fs.readdir(tmp)).not.toContain(`${command}.xlsx`);
    }
  });
});

describe("folders", () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(tmp, "archive");
    await fs.mkdir(dir);
    await fs.copyFile(MOSCOW, path.join(dir, "20100306_MOSCOW.ELO"));
    await fs.copyFile(NOT("random-bytes-4k.ELO"), path.join(dir, "20100307_junk.ELO"));
    await fs.copyFile(NOT("two-files.ELO"), path.join(dir, "20100308_two.ELO"));
  });

  test("corpus counts them refused, not read, and says why", async () => {
    const r = await runCli(["corpus", "archive"], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toContain("- files read: 1 of 3 (33.33%); refused: 2\n");
    expect(r.out).toMatch(/\n- 20100307_junk\.ELO: not a WOF results file: it is binary data/);
    expect(r.out).toMatch(/\n- 20100308_two\.ELO: not a WOF results file: it holds two files/);
  });

  test("rate-history rates the real file and lists the others as skipped, with the reason", async () => {
    const r = await runCli(["rate-history", "archive", "--json"], tmp);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as Array<{ id: string }>;
    expect(list).toHaveLength(20); // the 20 players of Moscow 2010, and no player made of junk bytes
    expect(list.every((p) => /^\d+$/.test(p.id))).toBe(true);
    expect(r.err).toMatch(/^Rated 1 of 3 event files/);
    expect(r.err).toMatch(/\n {2}skipped 20100307_junk\.ELO: not a WOF results file: it is binary data/);
    expect(r.err).toMatch(/\n {2}skipped 20100308_two\.ELO: not a WOF results file: it holds two files/);
  });
});
