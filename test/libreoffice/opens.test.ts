/**
 * LibreOffice opens every workbook the test suite wrote (issue 17): `npm run test:interop` (scripts/test-interop.js)
 * first runs the suites that write workbooks with BRIGHTWELL_WORKBOOKS_DIR set, so the test helpers collect each
 * .xlsx / .xlsm they write (test/helpers/collect.ts); then this suite converts them all with LibreOffice headless to
 * CSV, one file per sheet (the filter options below; one soffice process for a batch of files, with a private
 * profile), and checks for each workbook that LibreOffice loaded it, wrote every sheet, and shows in every cell the
 * value Brightwell wrote, as the project's own reader (src/cli/workbook.ts loadFile) reads it back.
 *
 * A control workbook goes through the same conversion first, with a cell LibreOffice shows otherwise than saved: the
 * comparison must report it (so it cannot pass by comparing nothing). The comparison is test/libreoffice/compare.ts.
 *
 * What LibreOffice shows is what is saved in the file: the private profile tells it never to recalculate on load
 * (OOXMLRecalcMode = 1, "never recalculate", as Excel shows saved values too). Two kinds of cell it cannot show as
 * saved: an array formula calling an add-in function (`_xldudf_OTHELLO_…`: LibreOffice recalculates array formulas
 * on load and knows no OTHELLO functions, so it shows #NAME? there, and only that or the saved value is accepted), and
 * a formula saved without a value (LibreOffice computes it; not compared).
 * Dates are compared as dates (LibreOffice writes them in the cell's date format), numbers to 15 significant
 * digits (what LibreOffice writes), everything else as text.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import JSZip from "jszip";
import { WORKBOOKS_DIR_ENV, type CollectedNote } from "../helpers/collect";
import { convertAll, libreOfficeProblems, makeProfile } from "./compare";

/** Files per soffice process: one start-up (a few seconds) shared by many conversions. */
const BATCH = 40;

const collected = process.env[WORKBOOKS_DIR_ENV];
const workbooks =
  collected && existsSync(collected)
    ? readdirSync(collected)
        .filter((f) => /\.xls[xm]$/i.test(f))
        .sort()
    : [];
let work: string;
let csvDir: string;
let control: string;
const sofficeSaid = new Map<string, string>();

jest.setTimeout(30 * 60_000);

/**
 * A workbook where LibreOffice must show something else than what is saved, to prove the comparison sees it: an
 * array formula saved with a wrong value (77; LibreOffice recalculates array formulas on load: ROW()*5 = 5), beside
 * an add-in array formula (accepted as #NAME?) and a plain value.
 */
async function controlWorkbook(file: string): Promise<void> {
  const zip = new JSZip();
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const r = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${r}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${r}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  zip.file(
    "xl/_rels/workbook.xml.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${r}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1"><f t="array" ref="A1">ROW()*5</f><v>77</v></c><c r="B1" t="str"><f t="array" ref="B1">_xldudf_OTHELLO_STANDINGS(A1)</f><v>Rank</v></c><c r="C1" t="inlineStr"><is><t>kept</t></is></c></row></sheetData></worksheet>`,
  );
  writeFileSync(file, await zip.generateAsync({ type: "nodebuffer" }));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "brightwell-lo-"));
  csvDir = path.join(work, "csv");
  mkdirSync(csvDir);
  const profile = makeProfile();
  control = path.join(work, "control.xlsx");
  await controlWorkbook(control);
  const files = [control, ...workbooks.map((f) => path.join(collected!, f))];
  try {
    for (let i = 0; i < files.length; i += BATCH)
      for (const [file, said] of convertAll(files.slice(i, i + BATCH), csvDir, profile)) sofficeSaid.set(file, said);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test("the suite collected workbooks to open (run through `npm run test:interop`)", () => {
  expect(collected ? `${workbooks.length} workbooks in ${collected}` : `${WORKBOOKS_DIR_ENV} is not set`).toMatch(
    /^[1-9]\d* workbooks in /,
  );
});

test("the comparison sees a cell LibreOffice shows otherwise (a control workbook)", async () => {
  expect(await libreOfficeProblems(control, csvDir)).toEqual(['S!A1: Brightwell wrote 77, LibreOffice shows "5"']);
});

function note(file: string): string {
  const json = path.join(collected!, `${file}.json`);
  if (!existsSync(json)) return "";
  const n = JSON.parse(readFileSync(json, "utf8")) as CollectedNote;
  return `${n.testPath ?? "?"} › ${n.test ?? "?"} (${n.how})`;
}

describe.each(workbooks.map((f) => [f, note(f)]))("%s", (file, from) => {
  test(`LibreOffice opens it and shows the values written (from ${from})`, async () => {
    const problems = await libreOfficeProblems(path.join(collected!, file), csvDir, sofficeSaid.get(file));
    expect({ file, problems: problems.slice(0, 30), more: Math.max(0, problems.length - 30) }).toEqual({
      file,
      problems: [],
      more: 0,
    });
  });
});
