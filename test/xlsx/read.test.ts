/**
 * Every cell kind the package layer reads (ECMA-376 Part 1 §18.3.1.4, §18.18.11): numbers, shared strings (rich runs
 * joined, furigana left out), inline strings, booleans, errors, dates by number format (built-in and custom, the 1900
 * and 1904 systems) and ISO dates, formulas with their saved values, a formula without one (and a shared formula's
 * dependent), merged areas, cells and rows without a reference; hidden and very hidden sheets, defined names, the
 * document's title, keywords and comments; a read of the first rows only. Parts are written by hand as the
 * specification describes them; the command line's messages for what it cannot use come last.
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { openWorkbook } from "../../src/xlsx";
import { readCell } from "../../src/sheets/cells";
import { minimalPackage, n, s } from "../helpers/packageBuilders";
import { runCli } from "../helpers/cli";

const STYLES =
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/><numFmt numFmtId="165" formatCode="&quot;Round &quot;0"/></numFmts>' +
  '<fonts count="1"><font><sz val="11"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/></cellXfs></styleSheet>';

describe("cells", () => {
  const book = openWorkbook(
    minimalPackage({
      sharedStrings: [
        "<si><t>Kim</t></si>",
        '<si><r><rPr><b/></rPr><t>Lee </t></r><r><t xml:space="preserve">Seo-yeon</t></r></si>',
        '<si><r><t>山田</t></r><rPh sb="0" eb="2"><t>ヤマダ</t></rPh></si>',
        "<si><t>a &amp; b &lt;c&gt; _x0001_ _x005F_x0041_</t></si>",
        "<si/>",
      ],
      styles: STYLES,
      sheets: [
        {
          name: "Cells",
          data:
            `<row r="1">${n("A1", 40)}${n("B1", -2.5)}${s("C1", 0)}${s("D1", 1)}${s("E1", 2)}${s("F1", 3)}</row>` +
            '<row r="2"><c r="A2" t="inlineStr"><is><t>inline</t></is></c><c r="B2" t="b"><v>1</v></c><c r="C2" t="b"><v>0</v></c><c r="D2" t="e"><v>#N/A</v></c><c r="E2" t="inlineStr"><is><r><t>ri</t></r><r><t>ch</t></r></is></c></row>' +
            `<row r="3">${n("A3", 46000, 1)}${n("B3", 46000, 2)}${n("C3", 5, 3)}${n("D3", 12, 4)}<c r="E3" t="d"><v>2026-07-04</v></c></row>` +
            '<row r="4"><c r="A4"><f>1+1</f><v>2</v></c><c r="B4" t="str"><f>"x"&amp;"y"</f><v>xy</v></c><c r="C4"><f>64-C1</f></c><c r="D4" t="b"><f>TRUE()</f><v>1</v></c><c r="E4" t="e"><f>NA()</f><v>#N/A</v></c></row>' +
            '<row r="5"><c r="A5"><f t="shared" ref="A5:A6" si="0">B5*2</f></c><c r="B5"><v>1</v></c></row>' +
            '<row r="6"><c r="A6"><f t="shared" si="0"/></c><c r="C6" s="0"/></row>' +
            // Rows and cells without references follow the previous ones.
            '<row><c><v>7</v></c><c><v>8</v></c><c r="E7"><v>9</v></c><c><v>10</v></c></row>' +
            '<row r="9" spans="1:2"><c r="B9"><v>1</v></c></row>',
        },
      ],
    }),
    "cells.xlsx",
  );
  const v = book.values("Cells");

  test("numbers, shared strings (rich runs joined, furigana left out, escapes decoded)", () => {
    expect(v[0]).toEqual([40, -2.5, "Kim", "Lee Seo-yeon", "山田", "a & b <c> \u0001 _x0041_"]);
  });

  test("inline strings (plain and rich), booleans, errors", () => {
    expect(v[1]).toEqual(["inline", true, false, "#N/A", "rich"]);
  });

  test("dates by number format (built-in 14, a custom yyyy-mm-dd), not by a number format with a quoted word; ISO dates", () => {
    const day = new Date(Date.UTC(2025, 11, 9)); // serial 46000
    expect(v[2]).toEqual([day, day, 5, 12, new Date(Date.UTC(2026, 6, 4))]);
  });

  test("formulas give their saved value; a formula without one is reported, never read as empty", () => {
    expect(v[3].slice(0, 2)).toEqual([2, "xy"]);
    expect(v[3][2]).toEqual({ formula: "64-C1" });
    expect(readCell(v[3][2])).toEqual({ kind: "error", value: "=64-C1", formula: "=64-C1" });
    expect(v[3].slice(3)).toEqual([true, "#N/A"]);
    expect(v[4][0]).toEqual({ formula: "B5*2" });
    expect(readCell(v[5][0])).toEqual({
      kind: "error",
      value: "(the formula of A5)",
      formula: "(the formula of A5)",
    });
  });

  test("cells and rows without a reference follow the previous ones; an empty styled cell is empty", () => {
    expect(v[5]).toHaveLength(1);
    expect(v[6]).toEqual([7, 8, null, null, 9, 10]);
    expect(v[7]).toEqual([]);
    expect(v[8]).toEqual([null, 1]);
    expect(v).toHaveLength(9);
  });

  test("a read of the first rows stops after them", () => {
    expect(book.pkg.sheets[0].name).toBe("Cells");
    expect(openWorkbook(book.pkg.bytes, "x").head("Cells", 2)).toEqual(v.slice(0, 2));
  });
});

test("elements written with a namespace prefix (x:row, x:c, x:v, x:si, x:t) read as without one", () => {
  const book = openWorkbook(
    minimalPackage({
      sharedStrings: [
        "<x:si><x:t>Kim</x:t></x:si>",
        "<x:si><x:r><x:t>Lee </x:t></x:r><x:r><x:t>Seo</x:t></x:r></x:si>",
      ],
      sheets: [
        {
          name: "Prefixed",
          data:
            '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1"><x:v>33</x:v></x:c></x:row>' +
            '<x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>김민준</x:t></x:is></x:c><x:c r="C2"><x:f>C1+1</x:f><x:v>34</x:v></x:c></x:row>',
        },
      ],
    }),
    "prefixed.xlsx",
  );
  expect(book.values("Prefixed")).toEqual([
    ["Kim", "Lee Seo", 33],
    [null, "김민준", 34],
  ]);
});

test("the 1904 date system", () => {
  const book = openWorkbook(
    minimalPackage({
      date1904: true,
      styles: STYLES,
      sheets: [{ name: "S", data: `<row r="1">${n("A1", 0, 2)}</row>` }],
    }),
    "mac.xlsx",
  );
  expect(book.values("S")[0][0]).toEqual(new Date(Date.UTC(1904, 0, 1)));
});

test("merged areas: every cell holds the top-left value", () => {
  const book = openWorkbook(
    minimalPackage({
      sheets: [
        {
          name: "결과",
          data: `<row r="1">${n("A1", 1)}${n("B1", 40)}</row><row r="2">${n("B2", 33)}</row><row r="3">${n("A3", 2)}</row>`,
          tail: '<mergeCells count="2"><mergeCell ref="A1:A2"/><mergeCell ref="A3:A4"/></mergeCells>',
        },
      ],
    }),
    "merged.xlsx",
  );
  expect(book.values("결과")).toEqual([[1, 40], [1, 33], [2], [2]]);
});

test("sheets in tab order with their state, defined names (workbook and sheet scope), the document's properties", () => {
  const book = openWorkbook(
    minimalPackage({
      sheets: [
        { name: "Results", data: "" },
        { name: "Old", data: "", state: "hidden" },
        { name: "Secret", data: "", state: "veryHidden" },
      ],
      workbookExtra:
        '<definedNames><definedName name="Brightwell_Preset">\'대회\'!$B$5</definedName><definedName name="_xlnm.Print_Area" localSheetId="0">Results!$A$1:$E$9</definedName><definedName name="Quote">"a&amp;b"</definedName></definedNames>',
      core: '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Seoul Open</dc:title><cp:keywords>brightwell: preset=koa</cp:keywords><dc:description>%%Country: Korea</dc:description></cp:coreProperties>',
    }),
    "names.xlsx",
  );
  expect(book.sheets).toEqual([
    { name: "Results", visible: true },
    { name: "Old", visible: false },
    { name: "Secret", visible: false },
  ]);
  expect(book.names()).toEqual([
    { name: "Brightwell_Preset", formula: "'대회'!$B$5" },
    { name: "Quote", formula: '"a&b"' },
  ]);
  expect(book.pkg.names[1]).toEqual({ name: "_xlnm.Print_Area", formula: "Results!$A$1:$E$9", localSheetId: 0 });
  expect(book.props).toEqual({
    title: "Seoul Open",
    keywords: "brightwell: preset=koa",
    description: "%%Country: Korea",
  });
});

describe("what the command line cannot use keeps its message", () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-read-"));
  });
  afterAll(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  test("a formula saved without its value, a hidden Results sheet, an error cell", async () => {
    const head = `<row r="1">${["Round", "Black", "Black discs", "White discs", "White"].map((h, c) => `<c r="${"ABCDE"[c]}1" t="inlineStr"><is><t>${h}</t></is></c>`).join("")}</row>`;
    const row = (r: number, black: string, d: string, white: string) =>
      `<row r="${r}">${n(`A${r}`, 1)}<c r="B${r}" t="inlineStr"><is><t>${black}</t></is></c>${n(`C${r}`, 40)}${d}<c r="E${r}" t="inlineStr"><is><t>${white}</t></is></c></row>`;
    await fs.writeFile(
      path.join(tmp, "nocalc.xlsx"),
      minimalPackage({
        sheets: [
          {
            name: "Results",
            data:
              head +
              row(2, "Ann", '<c r="D2"><f>64-C2</f></c>', "Bob") +
              row(3, "Cy", '<c r="D3" t="e"><v>#REF!</v></c>', "Di"),
          },
        ],
      }),
    );
    const r = await runCli(["standings", "nocalc.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.err.split("\n").slice(0, 2)).toEqual([
      "error: Results!D2: The cell holds the formula =64-C2 but no calculated value: the file was saved without calculating it (e.g. written by another program). Open it in Excel, recalculate (F9) and save, then run again; or type the value.",
      expect.stringMatching(/^error: Results!D3: .*#REF!/),
    ]);
  });
});
