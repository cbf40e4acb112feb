/**
 * The workbooks the test suite writes, collected for `npm run test:interop`, in which LibreOffice opens every one
 * (test/libreoffice/opens.test.ts). When the environment variable BRIGHTWELL_WORKBOOKS_DIR names a folder, the test
 * helpers that write workbooks copy each .xlsx / .xlsm there after it is written: runCli (test/helpers/cli.ts) every
 * `--out` file a command wrote, and the tests that build workbooks some other way call collectWorkbook themselves
 * (the compiled command line, the templates). Each copy gets a JSON note beside it: the test that wrote it and how.
 * Without the variable (npm test) nothing is collected.
 */
import { copyFileSync, statSync, writeFileSync } from "fs";
import * as path from "path";

export const WORKBOOKS_DIR_ENV = "BRIGHTWELL_WORKBOOKS_DIR";

/** What a collected workbook's note says. */
export interface CollectedNote {
  /** The test file and the test that wrote it. */
  testPath?: string;
  test?: string;
  /** How: the command line's arguments, or what built it. */
  how: string;
}

let counter = 0;

/** The test jest is running (undefined outside jest). */
function currentTest(): { testPath?: string; currentTestName?: string } {
  const e = (globalThis as { expect?: { getState?: () => { testPath?: string; currentTestName?: string } } }).expect;
  return e?.getState?.() ?? {};
}

/** Copy a workbook written by the suite (a file, or its bytes and a name) into the collection, if one is asked for. */
export function collectWorkbook(source: string | Uint8Array, how: string, name?: string): void {
  const dir = process.env[WORKBOOKS_DIR_ENV];
  if (!dir) return;
  const base = name ?? path.basename(typeof source === "string" ? source : "workbook.xlsx");
  // pid and counter: jest runs suites in several processes at once.
  const stem = `${process.pid}-${++counter}-${base.replace(/[^\w.-]+/g, "_")}`;
  if (typeof source === "string") copyFileSync(source, path.join(dir, stem));
  else writeFileSync(path.join(dir, stem), source);
  const t = currentTest();
  const note: CollectedNote = {
    testPath: t.testPath && path.relative(path.resolve(__dirname, "../.."), t.testPath),
    test: t.currentTestName,
    how,
  };
  writeFileSync(path.join(dir, `${stem}.json`), JSON.stringify(note, null, 2));
}

/** The workbooks a command line names with --out (resolved against cwd). */
export function outputsOf(argv: readonly string[], cwd: string): string[] {
  const outs: string[] = [];
  argv.forEach((a, i) => {
    const value = a === "--out" ? argv[i + 1] : a.startsWith("--out=") ? a.slice(6) : undefined;
    if (value !== undefined && /\.xls[xm]$/i.test(value)) outs.push(path.resolve(cwd, value));
  });
  return outs;
}

/** A file's size and time of change, to tell whether a command wrote it (undefined: it does not exist). */
export function stamp(file: string): string | undefined {
  try {
    const st = statSync(file);
    return `${st.size}:${st.mtimeMs}:${st.ino}`;
  } catch {
    return undefined;
  }
}
