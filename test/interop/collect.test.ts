/**
 * The test helpers collect the workbooks the suite writes for `npm run test:interop` (test/helpers/collect.ts):
 * with BRIGHTWELL_WORKBOOKS_DIR set, runCli copies every --out workbook a command wrote (both spellings of the flag),
 * with a note naming the test and the command; a run that wrote nothing (refused, or a file left as it was) adds
 * nothing; without the variable nothing is collected.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { collectWorkbook, WORKBOOKS_DIR_ENV, type CollectedNote } from "../helpers/collect";

// Three players, two rounds (as in test/cli/files.test.ts).
const CSV = "Round,Black,Black discs,White discs,White\r\n1,A,40,24,B\r\n1,C,,,BYE\r\n2,A,33,31,C\r\n2,B,,,BYE\r\n";

let work: string;
let collected: string;
const saved = process.env[WORKBOOKS_DIR_ENV];

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "brightwell-collect-"));
  collected = path.join(work, "collected");
  mkdirSync(collected);
  writeFileSync(path.join(work, "r.csv"), CSV);
  process.env[WORKBOOKS_DIR_ENV] = collected;
});
afterEach(() => {
  if (saved === undefined) delete process.env[WORKBOOKS_DIR_ENV];
  else process.env[WORKBOOKS_DIR_ENV] = saved;
  rmSync(work, { recursive: true, force: true });
});

const workbooks = () => readdirSync(collected).filter((f) => f.endsWith(".xlsx"));

test("every workbook a command wrote, with a note; nothing for a run that wrote nothing", async () => {
  expect((await runCli(["standings", "r.csv", "--out", "a.xlsx"], work)).code).toBe(0);
  expect((await runCli(["standings", "r.csv", "--out=b.xlsx"], work)).code).toBe(0);
  expect(workbooks().map((f) => f.replace(/^\d+-\d+-/, ""))).toEqual(["a.xlsx", "b.xlsx"]);
  const [a] = workbooks();
  expect(readFileSync(path.join(collected, a)).equals(readFileSync(path.join(work, "a.xlsx")))).toBe(true);
  const note = JSON.parse(readFileSync(path.join(collected, `${a}.json`), "utf8")) as CollectedNote;
  expect(note).toEqual({
    testPath: "test/interop/collect.test.ts",
    test: "every workbook a command wrote, with a note; nothing for a run that wrote nothing",
    how: "brightwell standings r.csv --out a.xlsx",
  });
  // Refused (the file exists, no --force): a.xlsx is left as it was, and not collected again.
  expect((await runCli(["standings", "r.csv", "--out", "a.xlsx"], work)).code).toBe(2);
  expect(workbooks()).toHaveLength(2);
});

test("without BRIGHTWELL_WORKBOOKS_DIR nothing is collected", async () => {
  delete process.env[WORKBOOKS_DIR_ENV];
  expect((await runCli(["standings", "r.csv", "--out", "a.xlsx"], work)).code).toBe(0);
  collectWorkbook(new Uint8Array([1, 2, 3]), "bytes", "c.xlsx");
  expect(readdirSync(collected)).toEqual([]);
});
