/**
 * How test/libreoffice/opens.test.ts lets LibreOffice open workbooks and compares what it shows with what Brightwell
 * wrote: a private LibreOffice profile that never recalculates Excel files on load, the conversion of many files by
 * one soffice process to CSV (every sheet), and the cell-by-cell comparison with the project's own reader
 * (src/cli/workbook.ts loadFile). The rules of the comparison are in opens.test.ts's header.
 */
import { spawnSync } from "child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import { loadFile } from "../../src/cli/workbook";
import { unwrapCell } from "../../src/sheets/cells";
import { readCsv } from "../../src/sheets/csv";
import { cellAddress } from "../../src/sheets/address";
import { cellPosition, partText, readPackage, sheetsOf } from "../helpers/packages";
import { attr, element, elements, parseXml, textOf } from "../helpers/xml";

/** CSV: comma, double quote, UTF-8 (76), from line 1, language en-US (1033), values not as shown, every sheet (-1). */
export const FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false,false,false,-1";

/** A LibreOffice profile of our own: never recalculate Excel files on load, so cells show their saved values. */
export function makeProfile(): string {
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

/**
 * Convert `files` to CSV in `outdir` with one soffice process; returns what soffice said about each file it could
 * not load (by file name). Throws when soffice cannot run at all.
 */
export function convertAll(files: string[], outdir: string, profile: string): Map<string, string> {
  const said = new Map<string, string>();
  const run = spawnSync(
    "soffice",
    [
      `-env:UserInstallation=file://${profile}`,
      "--headless",
      "--norestore",
      "--convert-to",
      FILTER,
      "--outdir",
      outdir,
      ...files,
    ],
    { encoding: "utf8", timeout: 20 * 60_000 },
  );
  if (run.error) throw new Error(`soffice could not run (${run.error.message}): install libreoffice-calc-nogui`);
  // soffice says "convert <file> …" then "Error: …" for a file it could not load.
  let current = "";
  for (const line of `${run.stdout}\n${run.stderr}`.split("\n")) {
    const m = line.match(/^convert (.+?) using filter/);
    if (m) current = path.basename(m[1]);
    else if (/error/i.test(line) && current) said.set(current, `${said.get(current) ?? ""}${line}\n`);
  }
  return said;
}

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

/**
 * Every cell where LibreOffice does not show what Brightwell wrote in `full` (converted into `csvDir`), one line each;
 * a sheet LibreOffice wrote no CSV for (it could not open the file) is one line with what soffice said.
 */
export async function libreOfficeProblems(full: string, csvDir: string, said = ""): Promise<string[]> {
  const stem = path.basename(full).replace(/\.xls[xm]$/i, "");
  const loaded = await loadFile(full);
  const facts = await sheetFacts(full);
  const problems: string[] = [];
  for (const sheet of loaded.sheets) {
    const csv = path.join(csvDir, `${stem}-${sheet.name}.csv`);
    if (!existsSync(csv)) {
      problems.push(`sheet "${sheet.name}": LibreOffice wrote no CSV for it. ${said}`.trim());
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
  return problems;
}
