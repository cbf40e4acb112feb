/**
 * LibreOffice opens every workbook the test suite wrote (issue 17): `npm run test:interop` (scripts/test-interop.js)
 * first runs the suites that write workbooks with BRIGHTWELL_WORKBOOKS_DIR set, so the test helpers collect each
 * .xlsx / .xlsm they write (test/helpers/collect.ts); then this suite converts them all with LibreOffice headless to
 * CSV, one file per sheet (the filter options below; one soffice process for a batch of files, with a private
 * profile), and checks for each workbook that LibreOffice loaded it, wrote every sheet, and shows in every cell the
 * value Brightwell wrote, as the project's own reader (src/cli/workbook.ts loadFile) reads it back.
 *
 * What LibreOffice shows is what is saved in the file: the private profile tells it never to recalculate on load
 * (OOXMLRecalcMode = 1, "never recalculate", as Excel shows saved values too). Two kinds of cell it cannot show as
 * saved: an array formula calling an add-in function (`_xldudf_OTHELLO_…`: LibreOffice recalculates array formulas
 * on load and knows no OTHELLO functions, so it shows #NAME? there, and only that or the saved value is accepted), and
 * a formula saved without a value (LibreOffice computes it; not compared).
 * Dates are compared as dates (LibreOffice writes them in the cell's date format), numbers to 15 significant
 * digits (what LibreOffice writes), everything else as text.
 */
import { spawnSync } from "child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import { loadFile } from "../../src/cli/workbook";
import { unwrapCell } from "../../src/sheets/cells";
import { readCsv } from "../../src/sheets/csv";
import { cellAddress } from "../../src/sheets/address";
import { WORKBOOKS_DIR_ENV, type CollectedNote } from "../helpers/collect";
import { cellPosition, partText, readPackage, sheetsOf } from "../helpers/packages";
import { attr, element, elements, parseXml, textOf } from "../helpers/xml";

/** CSV: comma, double quote, UTF-8 (76), from line 1, language en-US (1033), values not as shown, every sheet (-1). */
const FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false,false,false,-1";
/** Files per soffice process: one start-up (a few seconds) shared by many conversions. */
const BATCH = 40;

const collected = process.env[WORKBOOKS_DIR_ENV];
const workbooks =
  collected && existsSync(collected)
    ? readdirSync(collected)
        .filter((f) => /\.xls[xm]$/i.test(f))
        .sort()
    : [];
let csvDir: string;
let profile: string;
const sofficeSaid = new Map<string, string>();

jest.setTimeout(30 * 60_000);

/** A LibreOffice profile of our own: never recalculate Excel files on load, so cells show their saved values. */
function makeProfile(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brightwell-lo-profile-"));
  mkdirSync(path.join(dir, "user"));
  writeFileSync(
    path.join(dir, "user", "registrymodifications.xcu"),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>1</value></prop></item>
</oor:items>
`,
  );
  return dir;
}

beforeAll(() => {
  if (workbooks.length === 0) return;
  csvDir = mkdtempSync(path.join(os.tmpdir(), "brightwell-lo-csv-"));
  profile = makeProfile();
  for (let i = 0; i < workbooks.length; i += BATCH) {
    const batch = workbooks.slice(i, i + BATCH);
    const run = spawnSync(
      "soffice",
      [
        `-env:UserInstallation=file://${profile}`,
        "--headless",
        "--norestore",
        "--convert-to",
        FILTER,
        "--outdir",
        csvDir,
        ...batch.map((f) => path.join(collected!, f)),
      ],
      { encoding: "utf8", timeout: 20 * 60_000 },
    );
    if (run.error) throw new Error(`soffice could not run (${run.error.message}): install libreoffice-calc-nogui`);
    // soffice says "convert <file> …" then "Error: …" for a file it could not load: keep what it said per file.
    let current = "";
    for (const line of `${run.stdout}\n${run.stderr}`.split("\n")) {
      const m = line.match(/^convert (.+?) using filter/);
      if (m) current = path.basename(m[1]);
      else if (/error/i.test(line) && current) sofficeSaid.set(current, `${sofficeSaid.get(current) ?? ""}${line}\n`);
    }
  }
});

afterAll(() => {
  for (const d of [csvDir, profile]) if (d) rmSync(d, { recursive: true, force: true });
});

test("the suite collected workbooks to open (run through `npm run test:interop`)", () => {
  expect(collected ? `${workbooks.length} workbooks in ${collected}` : `${WORKBOOKS_DIR_ENV} is not set`).toMatch(
    /^[1-9]\d* workbooks in /,
  );
});

/** The cells of a sheet LibreOffice cannot show as saved, and the non-first cells of merged ranges. */
interface SheetFacts {
  addinArrays: Set<string>;
  uncalculated: Set<string>;
  merged: Set<string>;
}

function cellsOf(ref: string): string[] {
  const [a, b = a] = ref.split(":");
  const p = cellPosition(a);
  const q = cellPosition(b);
  const out: string[] = [];
  for (let r = p.row; r <= q.row; r++) for (let c = p.col; c <= q.col; c++) out.push(`${r},${c}`);
  return out;
}

async function sheetFacts(file: string): Promise<Map<string, SheetFacts>> {
  const pkg = await readPackage(file);
  const facts = new Map<string, SheetFacts>();
  for (const s of sheetsOf(pkg)) {
    const f: SheetFacts = { addinArrays: new Set(), uncalculated: new Set(), merged: new Set() };
    facts.set(s.name, f);
    if (!s.part || !pkg.parts.has(s.part)) continue;
    const x = parseXml(partText(pkg, s.part));
    for (const row of elements(element(x, "sheetData") ?? x, "row")) {
      for (const c of elements(row, "c")) {
        const formula = element(c, "f");
        const ref = attr(c, "r");
        if (!formula || !ref) continue;
        const pos = cellPosition(ref);
        if (attr(formula, "t") === "array" && /_xldudf_/i.test(textOf(formula)))
          for (const cell of cellsOf(attr(formula, "ref") ?? ref)) f.addinArrays.add(cell);
        const v = element(c, "v");
        if ((!v || textOf(v) === "") && attr(c, "t") !== "str") f.uncalculated.add(`${pos.row},${pos.col}`);
      }
    }
    for (const m of elements(element(x, "mergeCells") ?? parseXml("<x/>"), "mergeCell"))
      cellsOf(attr(m, "ref") ?? "A1")
        .slice(1)
        .forEach((cell) => f.merged.add(cell));
  }
  return facts;
}

/** A date as LibreOffice writes it in the cell's format (ISO or US order), compared to the date read (UTC). */
function sameDate(d: Date, shown: string): boolean {
  const iso = shown.match(/^(\d{4})-(\d{1,2})-(\d{1,2})/);
  const us = shown.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2,4})/);
  const [y, m, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]) < 100 ? 2000 + Number(us[3]) : Number(us[3]), Number(us[1]), Number(us[2])]
      : [NaN, NaN, NaN];
  const time = shown.match(/(\d{1,2}):(\d{2})(?::\d{2})?\s*(AM|PM)?/i);
  const hours = !time
    ? 0
    : time[3]
      ? (Number(time[1]) % 12) + (time[3].toUpperCase() === "PM" ? 12 : 0)
      : Number(time[1]);
  return (
    y === d.getUTCFullYear() &&
    m === d.getUTCMonth() + 1 &&
    day === d.getUTCDate() &&
    (!time || (hours === d.getUTCHours() && Number(time[2]) === d.getUTCMinutes()))
  );
}

/** Whether LibreOffice's text for a cell is the value Brightwell wrote. */
function sameValue(wrote: unknown, shown: string): boolean {
  if (wrote === null || wrote === undefined || wrote === "") return shown === "";
  if (wrote instanceof Date) return sameDate(wrote, shown);
  if (typeof wrote === "number") {
    const n = Number(shown);
    return shown !== "" && Math.abs(n - wrote) <= 1e-13 * Math.max(1, Math.abs(wrote));
  }
  if (typeof wrote === "boolean") return shown === (wrote ? "TRUE" : "FALSE");
  return shown === String(wrote);
}

function note(file: string): string {
  const json = path.join(collected!, `${file}.json`);
  if (!existsSync(json)) return "";
  const n = JSON.parse(readFileSync(json, "utf8")) as CollectedNote;
  return `${n.testPath ?? "?"} › ${n.test ?? "?"} (${n.how})`;
}

describe.each(workbooks.map((f) => [f, note(f)]))("%s", (file, from) => {
  test(`LibreOffice opens it and shows the values written (from ${from})`, async () => {
    const full = path.join(collected!, file);
    const stem = file.replace(/\.xls[xm]$/i, "");
    const loaded = await loadFile(full);
    const facts = await sheetFacts(full);
    const problems: string[] = [];
    for (const sheet of loaded.sheets) {
      const csv = path.join(csvDir, `${stem}-${sheet.name}.csv`);
      if (!existsSync(csv)) {
        problems.push(`sheet "${sheet.name}": LibreOffice wrote no CSV for it. ${sofficeSaid.get(file) ?? ""}`.trim());
        continue;
      }
      const shown = readCsv(readFileSync(csv, "utf8").replace(/^\uFEFF/, "")).rows;
      const f = facts.get(sheet.name);
      const rows = Math.max(sheet.values.length, shown.length);
      for (let r = 0; r < rows; r++) {
        const width = Math.max(sheet.values[r]?.length ?? 0, shown[r]?.length ?? 0);
        for (let c = 0; c < width; c++) {
          const wrote = unwrapCell(sheet.values[r]?.[c] ?? null);
          const text = shown[r]?.[c] ?? "";
          const key = `${r},${c}`;
          const where = `${sheet.name}!${cellAddress({ row: 0, col: 0 }, r, c)}`;
          if (f?.addinArrays.has(key)) {
            if (text !== "#NAME?" && !sameValue(wrote, text))
              problems.push(`${where}: an add-in array formula shows ${JSON.stringify(text)}`);
          } else if (f?.uncalculated.has(key)) continue;
          else if (f?.merged.has(key) && text === "") continue;
          else if (!sameValue(wrote, text))
            problems.push(
              `${where}: Brightwell wrote ${JSON.stringify(wrote)}, LibreOffice shows ${JSON.stringify(text)}`,
            );
        }
      }
    }
    expect({ file, problems: problems.slice(0, 30), more: Math.max(0, problems.length - 30) }).toEqual({
      file,
      problems: [],
      more: 0,
    });
  });
});
