/**
 * A workbook comes back whole (issue 17): the command line writes only Brightwell's own parts into a user's
 * workbook and copies every other part byte for byte, whatever application wrote it.
 *
 * For each workbook of test/fixtures/workbooks (LibreOffice, openpyxl, Excel's own parts in an .xlsm, Google Sheets'
 * habits; README there) and one Brightwell wrote itself (`import`, no user parts), in a temporary copy:
 *   - `standings`, then `pair`, then `rate`, each in place (`--out` = the input), on the copy where round 7 is missing;
 *   - `standings` in place on the whole event;
 *   - the copy forms (`--out other.xlsx`, `.xlsm` for an .xlsm), which leave the input as it was.
 * After each write: the package is well-formed (test/helpers/packages.ts structureProblems), every part Brightwell
 * does not own is byte-identical to the user's and the parts it shares change only where it writes
 * (test/helpers/preservation.ts, which says what "own" means), and Brightwell's sheets hold what `standings --json`,
 * `pair --json` and `rate --json` print for the same input.
 * A command whose write would lose something (a chart or a note on the Standings sheet Brightwell owns) refuses and
 * says what; an encrypted, Strict, binary (.xlsb), OpenDocument (.ods) or truncated file is refused, nothing written.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli, type CliRun } from "../helpers/cli";
import { fixturePath } from "../helpers/fixtures";
import { markedSheet, readPackage, sheetValues, structureProblems, type CellValue } from "../helpers/packages";
import { preservationProblems, type Ownership } from "../helpers/preservation";

jest.setTimeout(120_000);

const EVENT = "Dutch Open 2026";
const DATE = "2026-07-12";
const RATE = ["--date", DATE, "--event", EVENT];

interface Form {
  label: string;
  /** The whole event, and the copy where round 7 is missing (or the same file: pair then pairs round 8). */
  full: string;
  before7: string;
  /** Where the files are: the fixtures, or (Brightwell's own) made by `import` in beforeAll. */
  dir: () => string;
}

const WORKBOOKS = fixturePath("workbooks");
let tmp: string;
let generated: string;

const FORMS: Form[] = [
  { label: "LibreOffice", full: "libreoffice.xlsx", before7: "libreoffice-r6.xlsx", dir: () => WORKBOOKS },
  { label: "openpyxl", full: "openpyxl.xlsx", before7: "openpyxl-r6.xlsx", dir: () => WORKBOOKS },
  { label: "Excel's own parts (.xlsm)", full: "excel.xlsm", before7: "excel-r6.xlsm", dir: () => WORKBOOKS },
  {
    label: "Google Sheets' habits",
    full: "google-sheets.xlsx",
    before7: "google-sheets-r6.xlsx",
    dir: () => WORKBOOKS,
  },
  {
    label: "Brightwell's own (import, no user parts)",
    full: "brightwell.xlsx",
    before7: "brightwell.xlsx",
    dir: () => generated,
  },
];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "brightwell-preservation-"));
  generated = mkdtempSync(path.join(tmp, "generated-"));
  const made = await runCli(["import", fixturePath("tournament_579.json"), "--out", "brightwell.xlsx"], generated);
  if (made.code !== 0) throw new Error(made.err);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A fresh folder holding a copy of the form's file; returns the folder and the file's name. */
function copyOf(form: Form, file: string, as = file): string {
  const dir = mkdtempSync(path.join(tmp, "case-"));
  copyFileSync(path.join(form.dir(), file), path.join(dir, as));
  return dir;
}

const extOf = (file: string) => path.extname(file).toLowerCase() as ".xlsx" | ".xlsm";

/** `argv --json` on the input: what the command computes, to compare with what it wrote. */
async function computed<T>(argv: string[], dir: string): Promise<T> {
  const r = await runCli([...argv, "--json"], dir);
  if (r.code !== 0) throw new Error(`${argv.join(" ")} --json: exit ${r.code}\n${r.err}`);
  return JSON.parse(r.out) as T;
}

/** Everything wrong with a write: the command's exit, the package's structure, what it changed that is not its own. */
async function writeProblems(
  run: CliRun,
  before: Buffer,
  written: string,
  ownership: Ownership = {},
): Promise<string[]> {
  if (run.code !== 0) return [`exit ${run.code}: ${run.err.trim()}`];
  let after;
  try {
    after = await readPackage(written);
  } catch (e) {
    return [`${path.basename(written)} is not a zip package: ${(e as Error).message}`];
  }
  return [
    ...structureProblems(after, extOf(written)).map((p) => `not well-formed: ${p}`),
    ...preservationProblems(await readPackage(before), after, ownership),
  ];
}

/** The header's column of each title. */
function columns(header: CellValue[], titles: string[]): number[] {
  return titles.map((t) => {
    const c = header.indexOf(t);
    if (c < 0) throw new Error(`no column "${t}" in ${JSON.stringify(header)}`);
    return c;
  });
}

interface StandingsJson {
  player: string;
  points: number;
  bq: number;
}

/** The Standings sheet (the one Brightwell_Standings marks) as [player, points, BQ] rows. */
async function standingsWritten(file: string): Promise<unknown[][]> {
  const pkg = await readPackage(file);
  const [header, ...rows] = sheetValues(pkg, markedSheet(pkg, "Brightwell_Standings") ?? "Standings");
  const [player, points, bq] = columns(header, ["Player", "Points", "BQ"]);
  return rows.map((r) => [r[player], r[points], r[bq]]);
}

const standingsExpected = (json: StandingsJson[]) => json.map((r) => [r.player, r.points, r.bq]);

interface PairJson {
  table: number;
  black: string;
  white: string;
}

/** The Results sheet's rows of a round as [table, black, black discs, white discs, white]. */
async function roundWritten(file: string, round: number): Promise<unknown[][]> {
  const [header, ...rows] = sheetValues(await readPackage(file), "Results");
  const [r, t, b, bd, wd, w] = columns(header, ["Round", "Table", "Black", "Black discs", "White discs", "White"]);
  return rows.filter((row) => row[r] === round).map((row) => [row[t], row[b], row[bd], row[wd], row[w]]);
}

const roundExpected = (json: PairJson[]) => json.map((p) => [p.table, p.black, null, null, p.white]);

interface RateJson {
  id: string;
  name: string;
  new: number;
}

/** The Ratings sheet as [id, name, rating] rows, in the order of `ids`. */
async function ratingsWritten(file: string, ids: string[]): Promise<unknown[][]> {
  const [header, ...rows] = sheetValues(await readPackage(file), "Ratings");
  const [id, name, rating] = columns(header, ["ID", "Name", "Rating"]);
  return ids
    .map((x) => rows.find((r) => String(r[id]) === x))
    .map((r) => (r ? [String(r[id]), r[name], r[rating]] : [null]));
}

const ratingsExpected = (json: RateJson[]) => json.map((r) => [r.id, r.name, r.new]);

/** The Results sheet's rows before round `round` (what the director typed), as read. */
async function resultsBefore(file: string, round: number): Promise<CellValue[][]> {
  const [header, ...rows] = sheetValues(await readPackage(file), "Results");
  return [header, ...rows.filter((r) => typeof r[0] === "number" && r[0] < round)].map((r) => r.slice(0, 7));
}

describe.each(FORMS)("$label", (form) => {
  describe("standings, pair and rate in place, one after the other (round 7 missing)", () => {
    let dir: string;
    let file: string;
    let original: Buffer;
    let round: number;
    beforeAll(() => {
      file = form.before7;
      dir = copyOf(form, file);
      original = readFileSync(path.join(dir, file));
      round = form.full === form.before7 ? 8 : 7;
    });

    test("standings --out <the same file>", async () => {
      const expected = await computed<StandingsJson[]>(["standings", file, "--preset", "ftd"], dir);
      const run = await runCli(["standings", file, "--preset", "ftd", "--out", file], dir);
      expect(await writeProblems(run, original, path.join(dir, file))).toEqual([]);
      expect(await standingsWritten(path.join(dir, file))).toEqual(standingsExpected(expected));
    });

    test("then pair --out <the same file>: the round's rows appended to Results, a Round sheet", async () => {
      const expected = await computed<PairJson[]>(["pair", file], dir);
      const typed = await resultsBefore(path.join(dir, file), round);
      const run = await runCli(["pair", file, "--out", file], dir);
      expect(await writeProblems(run, original, path.join(dir, file), { writtenInto: ["Results"] })).toEqual([]);
      expect(await roundWritten(path.join(dir, file), round)).toEqual(roundExpected(expected));
      expect(await resultsBefore(path.join(dir, file), round)).toEqual(typed);
      expect(markedSheet(await readPackage(path.join(dir, file)), `Brightwell_Round_${round}`)).toBe(`Round ${round}`);
    });

    test("then rate --out <the same file>: the Ratings and Rating history sheets", async () => {
      const expected = await computed<RateJson[]>(["rate", file, ...RATE], dir);
      const run = await runCli(["rate", file, ...RATE, "--out", file], dir);
      expect(await writeProblems(run, original, path.join(dir, file), { writtenInto: ["Results"] })).toEqual([]);
      expect(
        await ratingsWritten(
          path.join(dir, file),
          expected.map((r) => r.id),
        ),
      ).toEqual(ratingsExpected(expected));
    });
  });

  test("standings in place on the whole event", async () => {
    const dir = copyOf(form, form.full);
    const original = readFileSync(path.join(dir, form.full));
    const expected = await computed<StandingsJson[]>(["standings", form.full, "--preset", "ftd"], dir);
    const run = await runCli(["standings", form.full, "--preset", "ftd", "--out", form.full], dir);
    expect(await writeProblems(run, original, path.join(dir, form.full))).toEqual([]);
    expect(await standingsWritten(path.join(dir, form.full))).toEqual(standingsExpected(expected));
  });

  describe("the copy forms leave the input as it was", () => {
    const other = () => `other${extOf(form.full)}`;

    test("standings --out other", async () => {
      const dir = copyOf(form, form.full);
      const original = readFileSync(path.join(dir, form.full));
      const expected = await computed<StandingsJson[]>(["standings", form.full, "--preset", "ftd"], dir);
      const run = await runCli(["standings", form.full, "--preset", "ftd", "--out", other()], dir);
      expect(await writeProblems(run, original, path.join(dir, other()))).toEqual([]);
      expect(await standingsWritten(path.join(dir, other()))).toEqual(standingsExpected(expected));
      expect(readFileSync(path.join(dir, form.full)).equals(original)).toBe(true);
    });

    test("pair --out other", async () => {
      const dir = copyOf(form, form.before7);
      const original = readFileSync(path.join(dir, form.before7));
      const expected = await computed<PairJson[]>(["pair", form.before7], dir);
      const run = await runCli(["pair", form.before7, "--out", other()], dir);
      expect(await writeProblems(run, original, path.join(dir, other()), { writtenInto: ["Results"] })).toEqual([]);
      const round = form.full === form.before7 ? 8 : 7;
      expect(await roundWritten(path.join(dir, other()), round)).toEqual(roundExpected(expected));
      expect(readFileSync(path.join(dir, form.before7)).equals(original)).toBe(true);
    });

    test("rate --out other", async () => {
      const dir = copyOf(form, form.full);
      const original = readFileSync(path.join(dir, form.full));
      const expected = await computed<RateJson[]>(["rate", form.full, ...RATE], dir);
      const run = await runCli(["rate", form.full, ...RATE, "--out", other()], dir);
      expect(await writeProblems(run, original, path.join(dir, other()))).toEqual([]);
      expect(
        await ratingsWritten(
          path.join(dir, other()),
          expected.map((r) => r.id),
        ),
      ).toEqual(ratingsExpected(expected));
      expect(readFileSync(path.join(dir, form.full)).equals(original)).toBe(true);
    });
  });
});

test("an .xlsm stays an .xlsm: --out other.xlsx for a macro-enabled workbook is refused, nothing written", async () => {
  const dir = copyOf(FORMS[2], "excel.xlsm");
  const run = await runCli(["standings", "excel.xlsm", "--preset", "ftd", "--out", "other.xlsx"], dir);
  expect(run.code).not.toBe(0);
  expect(run.err).toMatch(/\.xlsm/);
  expect(readdirSync(dir)).toEqual(["excel.xlsm"]);
});

/** A stack trace line: a refusal is a sentence, never a crash. */
const STACK = /\n\s+at .+:\d+:\d+\)?/;

describe("a write that would lose the user's part on Brightwell's own Standings sheet is refused, saying what", () => {
  test.each([
    ["owned-standings-chart.xlsx", /chart/i],
    ["owned-standings-note.xlsx", /note|comment/i],
  ])("%s", async (file, what) => {
    for (const out of [file, "other.xlsx"]) {
      const dir = copyOf(FORMS[0], file);
      const original = readFileSync(path.join(dir, file));
      const run = await runCli(["standings", file, "--preset", "ftd", "--out", out], dir);
      expect({ out, code: run.code }).toEqual({ out, code: 2 });
      expect(run.err).toMatch(what);
      expect(run.err).toMatch(/Standings/);
      expect(run.err).not.toMatch(STACK);
      expect(readdirSync(dir)).toEqual([file]);
      expect(readFileSync(path.join(dir, file)).equals(original)).toBe(true);
    }
  });
});

describe("a package Brightwell cannot safely change is refused in one sentence, nothing written", () => {
  // Copied under a neutral name ("event…"), so that the message must say what the file is (not just repeat its name).
  const REFUSED: [string, string, RegExp][] = [
    ["encrypted.xlsx", "event.xlsx", /encrypt|password/i],
    ["strict.xlsx", "event.xlsx", /strict/i],
    ["truncated.xlsx", "event.xlsx", /truncat|damaged|corrupt|incomplete|cut short/i],
    ["binary.xlsb", "event.xlsb", /binary|\.xlsb/i],
    ["binary.xlsb", "event.xlsx", /binary|\.xlsb/i],
    ["libreoffice.ods", "event.ods", /OpenDocument|\.ods/i],
    ["libreoffice.ods", "event.xlsx", /OpenDocument|\.ods/i],
  ];
  test.each(REFUSED)("%s copied as %s", async (fixture, as, what) => {
    const commands = [
      ["standings", as, "--out", "other.xlsx"],
      ...(as.endsWith(".xlsx")
        ? [
            ["standings", as, "--out", as],
            ["pair", as, "--out", as],
            ["rate", as, ...RATE, "--out", as],
          ]
        : []),
    ];
    for (const argv of commands) {
      const dir = copyOf(FORMS[0], fixture, as);
      const original = readFileSync(path.join(dir, as));
      const run = await runCli(argv, dir);
      const shown = `${argv.join(" ")}: exit ${run.code}: ${run.err.trim()}`;
      const said = { kind: what.test(run.err), fix: /\.xlsx/.test(run.err), stack: STACK.test(run.err) };
      expect({ shown, code: run.code, ...said }).toEqual({ shown, code: 2, kind: true, fix: true, stack: false });
      expect({ shown, files: readdirSync(dir) }).toEqual({ shown, files: [as] });
      expect(readFileSync(path.join(dir, as)).equals(original)).toBe(true);
    }
  });
});
