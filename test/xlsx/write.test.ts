/**
 * What the package layer writes reads back as written (a fast-check property over numbers, booleans, empty cells and
 * text with leading = + - @ ', control characters, XML markup, CJK and emoji), the same input gives the same bytes,
 * a spilling STANDINGS is a dynamic array (cell metadata, ECMA-376 Part 1 §18.9 and [MS-XLSX] 2.3.7 XLDAPR), a user's
 * legacy array formula is left as it is, data validations are written once per range, and packages that cannot be
 * changed safely are refused with one sentence and nothing written. Last, the pane's in-memory Excel and the file hold
 * the same cells for the same rendered sheet (the two hosts of src/sheets).
 */
import fc from "fast-check";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { computeStandings } from "../../src/engine";
import { renderStandings, toContent, planOwnedSheet } from "../../src/sheets";
import { templateWorkbook } from "../../src/sheets/workbook/newTournament";
import {
  finish,
  newDraft,
  openWorkbook,
  StyleBook,
  tableSheet,
  workbookFromSpec,
  WorkbookWriter,
} from "../../src/xlsx";
import { element } from "../../src/xlsx/xml";
import { entryBytes, readZip, writeZip } from "../../src/xlsx/zip";
import { writeOwnedSheet } from "../../src/excel/write";
import { readUsedRange } from "../../src/excel/read";
import { createFakeExcel } from "../fakes/fake-excel";
import { hostOf, marche } from "../helpers/workbooks";
import { minimalPackage, n, userWorkbook, zipOf } from "../helpers/packageBuilders";
import { runCli } from "../helpers/cli";

jest.setTimeout(60_000);

/** A cell value as the file keeps it: finite numbers (−0 is 0), booleans, text; "" and null are empty. */
const text = fc
  .tuple(
    fc.constantFrom("", "=", "+", "-", "@", "'", " ", "_x0041_", "<b>&amp;", "\r\n\t"),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.constantFrom("", "김민수", "山田 太郎", "😀👍🏽", "\u0000\u0001\u001f\ufffe", "]]>", " "),
  )
  .map(([a, b, c]) => a + b + c)
  // Whole characters only: a lone half of a surrogate pair is no character (UTF-8 cannot hold it).
  .filter((t) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(t));
const cell = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x)),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  text,
);

const readBack = (bytes: Uint8Array, sheet: string) => openWorkbook(bytes, "x.xlsx").values(sheet);

/** What a written block reads back as: rows without trailing empties, "" as empty. */
function expected(rows: (string | number | boolean | null)[][]): unknown[][] {
  const out = rows.map((row) => {
    const r = row.map((v) => (v === "" ? null : v));
    while (r.length > 0 && r[r.length - 1] === null) r.pop();
    return r;
  });
  while (out.length > 0 && out[out.length - 1].length === 0) out.pop();
  return out;
}

describe("written cells read back as written", () => {
  test("property: a sheet of random cells, new workbook", () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const w = WorkbookWriter.create();
        const d = newDraft("Data");
        rows.forEach((row, r) => row.forEach((v, c) => d.builder.set(r, c, v)));
        finish(w, d);
        expect(readBack(w.toBytes(), "Data")).toEqual(expected(rows));
      }),
      { numRuns: 150 },
    );
  });

  test("property: the same cells as a table sheet and as cells changed in a user's sheet", () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const w = WorkbookWriter.create();
        const { draft, table } = tableSheet(w, "T", "T", {
          values: [["a", "b", "c"], ...rows],
          numberFormats: [["@", "@", "@"], ...rows.map(() => ["General", "0.00", "@"])],
        });
        finish(w, draft, [table]);
        const bytes = w.toBytes();
        expect(readBack(bytes, "T").slice(1)).toEqual(
          expected(rows)
            .slice(0, rows.length)
            .map((r) => r),
        );
        // Edit: the same values as cell changes of an existing sheet, after its two rows.
        const edit = WorkbookWriter.edit(openWorkbook(bytes, "t.xlsx").pkg);
        edit.editCells(
          "T",
          rows.flatMap((row, r) => row.map((value, c) => ({ row: r + 1 + rows.length, col: c, value, numFmt: "@" }))),
        );
        const again = readBack(edit.toBytes(), "T");
        expect(again.slice(1 + rows.length)).toEqual(expected(rows));
      }),
      { numRuns: 60 },
    );
  });
});

describe("a new workbook's text is in one shared string table", () => {
  const partText = (bytes: Uint8Array, name: string) =>
    new TextDecoder().decode(entryBytes(readZip(bytes, "t").find((e) => e.name === name)!));

  test("each text once, in the order the sheets first use it; cells refer to it; a user's workbook keeps its table", () => {
    const w = WorkbookWriter.create();
    const a = newDraft("A");
    const b = newDraft("B");
    const rows = [
      ["김민수", " lead", 3],
      ["김민수", "a & <b>", "tail "],
      ["山田 太郎", " lead", true],
    ];
    rows.forEach((row, r) => row.forEach((v, c) => a.builder.set(r, c, v)));
    b.builder.set(0, 0, "tail ");
    b.builder.set(1, 0, "new");
    finish(w, a);
    finish(w, b);
    const bytes = w.toBytes();
    const sst = partText(bytes, "xl/sharedStrings.xml");
    expect(sst).toContain('count="9" uniqueCount="6"');
    expect([...sst.matchAll(/<si>(.*?)<\/si>/g)].map((m) => m[1])).toEqual([
      "<t>김민수</t>",
      '<t xml:space="preserve"> lead</t>',
      "<t>a &amp; &lt;b&gt;</t>",
      '<t xml:space="preserve">tail </t>',
      "<t>山田 太郎</t>",
      "<t>new</t>",
    ]);
    expect(partText(bytes, "xl/worksheets/sheet1.xml")).not.toContain("inlineStr");
    expect(partText(bytes, "xl/worksheets/sheet2.xml")).toContain('<c r="A1" t="s"><v>3</v></c>');
    expect(partText(bytes, "[Content_Types].xml")).toContain(
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>',
    );
    expect(readBack(bytes, "A")).toEqual(rows);
    expect(readBack(bytes, "B")).toEqual([["tail "], ["new"]]);

    // Written into (an existing workbook): new text is inline, the table is copied byte for byte.
    const edit = WorkbookWriter.edit(openWorkbook(bytes, "t.xlsx").pkg);
    edit.editCells("B", [{ row: 2, col: 0, value: "김민수", numFmt: "@" }]);
    const d = newDraft("C");
    d.builder.set(0, 0, "other");
    finish(edit, d);
    const again = edit.toBytes();
    const entry = (x: Uint8Array) => readZip(x, "t").find((e) => e.name === "xl/sharedStrings.xml")!.data;
    expect(Buffer.from(entry(again)).equals(Buffer.from(entry(bytes)))).toBe(true);
    expect(partText(again, "xl/worksheets/sheet3.xml")).toContain("inlineStr");
    expect(readBack(again, "B")).toEqual([["tail "], ["new"], ["김민수"]]);
    expect(readBack(again, "C")).toEqual([["other"]]);
  });
});

describe("deterministic", () => {
  test("a template and an edited workbook: the same input gives the same bytes", async () => {
    const a = workbookFromSpec(templateWorkbook("ko")).toBytes();
    const b = workbookFromSpec(templateWorkbook("ko")).toBytes();
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // New parts carry the zip's earliest date (1980-01-01), never "now"; no creation date in the properties.
    for (const e of readZip(a, "t")) expect([e.date, e.time]).toEqual([33, 0]);
    expect(
      new TextDecoder().decode(entryBytes(readZip(a, "t").find((e) => e.name === "docProps/core.xml")!)),
    ).not.toMatch(/dcterms:(created|modified)/);
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-det-"));
    try {
      const outs: Buffer[] = [];
      for (const name of ["one.xlsx", "two.xlsx"]) {
        await fs.writeFile(path.join(tmp, name), userWorkbook());
        expect((await runCli(["pair", name, "--out", name, "--seed", "3"], tmp)).code).toBe(0);
        outs.push(await fs.readFile(path.join(tmp, name)));
      }
      expect(outs[0].equals(outs[1])).toBe(true);
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  });
});

describe("dynamic arrays and array formulas", () => {
  test("the template's live STANDINGS is marked once as a dynamic array: cm, metadata.xml, its type and relationship", () => {
    const bytes = workbookFromSpec(templateWorkbook("en")).toBytes();
    const parts = new Map(readZip(bytes, "t").map((e) => [e.name, new TextDecoder().decode(entryBytes(e))]));
    const book = openWorkbook(bytes, "t");
    const standings = parts.get(book.pkg.sheet("Standings")!.part!)!;
    const anchors = [
      ...standings.matchAll(/<c r="([A-Z]+\d+)"[^>]*cm="1"[^>]*><f t="array" ref="([A-Z0-9:]+)">([^<]*)<\/f>/g),
    ];
    expect(anchors.map((m) => m[1])).toEqual(["A2"]); // under the line for readers without the add-in;
    expect(anchors[0][3]).toMatch(/^_xldudf_OTHELLO_STANDINGS\(/);
    expect(parts.get("xl/metadata.xml")).toContain('<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/>');
    expect(parts.get("xl/metadata.xml")).toContain('<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata>');
    expect(parts.get("[Content_Types].xml")!.match(/sheetMetadata\+xml/g)).toHaveLength(1);
    expect(parts.get("xl/_rels/workbook.xml.rels")!.match(/relationships\/sheetMetadata/g)).toHaveLength(1);
    // No other array formula is marked.
    for (const [name, xml] of parts) if (name !== book.pkg.sheet("Standings")!.part) expect(xml).not.toMatch(/cm="/);
  });

  test("a user's legacy array formula is left as it is; validations are written once per range", () => {
    const legacy = '<row r="1"><c r="A1"><f t="array" ref="A1:A2">TRANSPOSE(C1:D1)</f><v>1</v></c></row>';
    const pkg = openWorkbook(minimalPackage({ sheets: [{ name: "Mine", data: legacy }] }), "m.xlsx").pkg;
    const w = WorkbookWriter.edit(pkg);
    finish(w, newDraft("Standings"));
    const out = w.toBytes();
    const sheet = (b: Uint8Array) => entryBytes(readZip(b, "x").find((e) => e.name === "xl/worksheets/sheet1.xml")!);
    expect(Buffer.from(sheet(out)).equals(Buffer.from(sheet(pkg.bytes)))).toBe(true);
    expect(readZip(out, "x").some((e) => e.name === "xl/metadata.xml")).toBe(false);
    const template = workbookFromSpec(templateWorkbook("en")).toBytes();
    for (const e of readZip(template, "t").filter((x) => x.name.startsWith("xl/worksheets/"))) {
      const sqrefs = [...new TextDecoder().decode(entryBytes(e)).matchAll(/<dataValidation [^>]*sqref="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(new Set(sqrefs).size).toBe(sqrefs.length);
    }
  });
});

describe("refused, with one sentence, nothing written", () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-refuse-"));
  });
  afterAll(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const good = userWorkbook();
  const parts = (bytes: Uint8Array) => Object.fromEntries(readZip(bytes, "x").map((e) => [e.name, entryBytes(e)]));
  const cases: [string, () => Uint8Array, string][] = [
    [
      "encrypted.xlsx",
      () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]),
      "encrypted.xlsx is an encrypted (password-protected) workbook or an old Excel 97-2003 .xls file, which Brightwell cannot open: in Excel remove the password (File > Info > Protect Workbook) or save it as an Excel Workbook (.xlsx), then run again.",
    ],
    [
      "old.xls",
      () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]),
      "old.xls is an encrypted (password-protected) workbook or an old Excel 97-2003 .xls file",
    ],
    [
      "strict.xlsx",
      () => {
        const p = parts(good);
        p["_rels/.rels"] = new TextEncoder().encode(
          new TextDecoder()
            .decode(p["_rels/.rels"])
            .replace(
              /http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships/g,
              "http://purl.oclc.org/ooxml/officeDocument/relationships",
            ),
        );
        return zipOf(p);
      },
      'strict.xlsx is saved as Strict Open XML, which Brightwell cannot change safely: open it in Excel and save it as an Excel Workbook (.xlsx), not "Strict Open XML Spreadsheet", then run again.',
    ],
    [
      "binary.xlsb",
      () => zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.bin": new Uint8Array([1, 2, 3]) }),
      "binary.xlsb is an Excel Binary Workbook (.xlsb), which Brightwell cannot change: open it in Excel and save it as an Excel Workbook (.xlsx), then run again.",
    ],
    [
      "calc.ods",
      () => zipOf({ mimetype: "application/vnd.oasis.opendocument.spreadsheet", "content.xml": "<x/>" }),
      "calc.ods is an OpenDocument spreadsheet (.ods), not an Excel workbook: open it in LibreOffice Calc or Excel and save it as an Excel Workbook (.xlsx), then run again.",
    ],
    [
      "letter.xlsx",
      () =>
        zipOf({
          "[Content_Types].xml": "<Types/>",
          "word/document.xml": "<w:document/>",
          "_rels/.rels": "<Relationships/>",
        }),
      "letter.xlsx is a zip file but not an Excel workbook: give an .xlsx or .xlsm file saved by Excel or another spreadsheet program.",
    ],
    [
      "cut.xlsx",
      () => good.slice(0, Math.floor(good.length / 2)),
      "cut.xlsx is a damaged or incomplete file (the zip it should be ends too soon): copy or download it again, or open it in Excel and save it again.",
    ],
  ];

  test.each(cases)("%s", async (name, bytes, message) => {
    await fs.writeFile(path.join(tmp, name), bytes());
    const out = name.replace(/\.\w+$/, "-out.xlsx");
    const r = await runCli(["standings", name, "--out", out], tmp);
    expect(r.code).toBe(2);
    expect(r.err.startsWith(`error: ${message}`)).toBe(true);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    await expect(fs.access(path.join(tmp, out))).rejects.toThrow();
  });

  test("the zip writer and reader agree on stored and deflated entries (the container itself)", () => {
    const bytes = writeZip([
      { name: "a.txt", bytes: new TextEncoder().encode("hello ".repeat(100)) },
      { name: "ü/b.bin", bytes: new Uint8Array([0, 1, 2]) },
    ]);
    const back = readZip(bytes, "z");
    expect(back.map((e) => [e.name, new TextDecoder().decode(entryBytes(e)).length])).toEqual([
      ["a.txt", 600],
      ["ü/b.bin", 3],
    ]);
  });
});

describe("the two hosts of a workbook hold the same cells", () => {
  test("the Standings of a real event, written by the pane (in-memory Excel) and into a file, read back equal", async () => {
    const { tournament } = marche();
    const st = computeStandings(tournament, { preset: "ftd" });
    const rendered = renderStandings(st, { locale: "ko", crosstable: true });
    // The pane: its owned-sheet writer into the in-memory Excel of the tests.
    const fake = createFakeExcel({ sheets: { Results: [["x"]] } });
    const target = planOwnedSheet(
      { sheets: [{ name: "Results", position: 0 }], tables: [], owned: [] },
      "standings",
      "Standings",
    );
    await writeOwnedSheet(hostOf(fake), target, toContent(rendered.values, rendered.numberFormats, 1));
    const pane = (await readUsedRange(hostOf(fake), "Standings"))!.values;
    // The file: the command line's table sheet.
    const w = WorkbookWriter.create();
    const { draft, table } = tableSheet(w, "Standings", "Standings", rendered);
    finish(w, draft, [table]);
    const file = readBack(w.toBytes(), "Standings");
    const width = rendered.values[0].length;
    const dense = file.map((row) => Array.from({ length: width }, (_, c) => row[c] ?? ""));
    expect(pane.map((row) => row.map((v) => (v === null ? "" : v)))).toEqual(dense);
    expect(dense[1][1]).toBe(tournament.players.find((p) => p.id === st.rows[0].id)!.name);
  });

  test("a cell typed in both: the number 40 and the text '40' stay what they are", () => {
    const bytes = minimalPackage({
      sheets: [{ name: "S", data: `<row r="1">${n("A1", 40)}<c r="B1" t="inlineStr"><is><t>40</t></is></c></row>` }],
    });
    expect(readBack(bytes, "S")).toEqual([[40, "40"]]);
  });
});

describe("styles are appended to, never renumbered", () => {
  const USER =
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="170" formatCode="0.0"/></numFmts>' +
    '<fonts count="1"><font><sz val="9"/><color theme="1"/><name val="Meiryo"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border/></borders><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>' +
    '<xf numFmtId="0" fontId="0" fillId="1" borderId="0" applyAlignment="1"><alignment horizontal="center"/></xf></cellXfs></styleSheet>';

  test("a user's format with another number format is a new xf (alignment kept); our fonts are the workbook's own", () => {
    const book = new StyleBook(USER);
    const copy = book.withNumFmt(1, "0.00");
    const bold = book.xf({ bold: true, size: 14 });
    const same = book.withNumFmt(0, "0.0"); // the user's own code: its id is reused, in a new xf
    const xml = book.toXml();
    expect([copy, bold, same]).toEqual([2, 3, 4]);
    const xfs = element(xml, "cellXfs")!;
    expect(xfs.tag).toContain('count="5"');
    expect(xfs.inner.startsWith(element(USER, "cellXfs")!.inner)).toBe(true);
    expect(xfs.inner).toContain(
      '<xf applyNumberFormat="1" numFmtId="2" fontId="0" fillId="1" borderId="0" applyAlignment="1"><alignment horizontal="center"/></xf>',
    );
    expect(xfs.inner).toContain(
      '<xf numFmtId="170" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
    );
    expect(element(xml, "fonts")!.inner).toBe(
      '<font><sz val="9"/><color theme="1"/><name val="Meiryo"/></font><font><b/><sz val="14"/><color theme="1"/><name val="Meiryo"/></font>',
    );
    expect(element(xml, "numFmts")!.tag).toContain('count="1"');
    expect(new StyleBook(USER).toXml()).toBe(USER); // nothing added: the part is not changed
  });
});
