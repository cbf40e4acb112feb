/**
 * A user's workbook comes back whole: `standings`, `pair` and `rate` write into the workbook itself (the documented
 * in-place form) and every part Brightwell does not own is byte for byte what it was: the other sheets, the note,
 * the threaded comment and its persons, the chart and its drawing, printer settings, custom XML, custom properties,
 * the macros of an .xlsm. Shared strings and styles are appended to, never renumbered. The calculation chain goes
 * only when it lists a cell of a sheet Brightwell rewrote (ECMA-376 Part 1 §18.6). A sheet of Brightwell's that now
 * carries the user's chart is never refreshed silently.
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { userWorkbook, EVENT } from "../helpers/packageBuilders";
import { inspectXlsx } from "../helpers/xlsx";
import { entryBytes, readZip, type ZipEntry } from "../../src/xlsx/zip";
import { element } from "../../src/xlsx/xml";

jest.setTimeout(60_000);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-preserve-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const entries = (bytes: Uint8Array): Map<string, ZipEntry> => new Map(readZip(bytes, "x").map((e) => [e.name, e]));

/** The parts of `before` that changed or went in `after`, and the parts added. */
function diff(before: Uint8Array, after: Uint8Array): { changed: string[]; removed: string[]; added: string[] } {
  const a = entries(before);
  const b = entries(after);
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [name, e] of a) {
    const f = b.get(name);
    if (!f) removed.push(name);
    else if (!Buffer.from(entryBytes(e)).equals(Buffer.from(entryBytes(f)))) changed.push(name);
    // Untouched parts are copied as stored: the compressed bytes too.
    else expect(Buffer.from(f.data).equals(Buffer.from(e.data))).toBe(true);
  }
  const added = [...b.keys()].filter((k) => !a.has(k));
  return { changed: changed.sort(), removed, added: added.sort() };
}

async function write(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(tmp, name);
  await fs.writeFile(file, bytes);
  return file;
}

const text = (bytes: Uint8Array, part: string) => new TextDecoder().decode(entryBytes(entries(bytes).get(part)!));

/** The user's entries of a styles collection are still the first ones, unchanged. */
function expectAppendedOnly(before: Uint8Array, after: Uint8Array): void {
  const a = text(before, "xl/styles.xml");
  const b = text(after, "xl/styles.xml");
  for (const collection of ["numFmts", "fonts", "fills", "borders", "cellXfs", "cellStyles"]) {
    const x = element(a, collection)!.inner;
    expect(element(b, collection)!.inner.startsWith(x)).toBe(true);
  }
}

describe("in place, nothing of the user's is lost", () => {
  test("standings event.xlsx --out event.xlsx: only the workbook's lists, styles (appended) and the new sheet change", async () => {
    const before = userWorkbook();
    const file = await write("standings.xlsx", before);
    const r = await runCli(["standings", "standings.xlsx", "--out", "standings.xlsx", "--json"], tmp);
    expect([r.code, r.err]).toEqual([0, 'Wrote sheet "Standings" to standings.xlsx.\n']);
    const after = new Uint8Array(await fs.readFile(file));
    expect(diff(before, after)).toEqual({
      changed: ["[Content_Types].xml", "xl/_rels/workbook.xml.rels", "xl/styles.xml", "xl/workbook.xml"],
      removed: [],
      added: ["xl/tables/table1.xml", "xl/worksheets/_rels/sheet3.xml.rels", "xl/worksheets/sheet3.xml"],
    });
    expectAppendedOnly(before, after);
    const x = inspectXlsx(after);
    expect(x.sheetNames).toEqual(["Results", "Notes", "Standings"]);
    expect(
      x
        .values("Standings")
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(["Cy Park", "Di Roy", "Ann Lee", "Bo Kim"]); // Di and Ann 1 point: BQ 75 + 6·2 = 87 before 70 + 6·2 = 82
    // The user's names stay; ours are added; the user's active tab is kept.
    expect(x.names.map((n) => n.name)).toEqual([
      "_xlnm._FilterDatabase",
      "DirectorList",
      "Brightwell_Standings",
      "_xlnm.Print_Area",
      "_xlnm.Print_Titles",
    ]);
    expect(text(after, "xl/workbook.xml")).toContain('activeTab="1"');
    // Our header font is the workbook's own (Meiryo UI), bold; not Calibri.
    expect(x.font("Standings", "A1")).toMatchObject({ bold: true });
    expect(text(after, "xl/styles.xml")).not.toContain("Calibri");
    // Running again refreshes the sheet in place: same part, no second table, nothing else changes.
    const again = await runCli(["standings", "standings.xlsx", "--out", "standings.xlsx", "--preset", "joa"], tmp);
    expect(again.code).toBe(0);
    const third = new Uint8Array(await fs.readFile(file));
    const d = diff(after, third);
    expect(d.removed).toEqual(["xl/tables/table1.xml"]);
    expect(d.added).toEqual(["xl/tables/table2.xml"]);
    expect(d.changed).toEqual(
      expect.arrayContaining([
        "[Content_Types].xml",
        "xl/worksheets/_rels/sheet3.xml.rels",
        "xl/worksheets/sheet3.xml",
      ]),
    );
    expect(d.changed.filter((p) => !/Content_Types|sheet3|styles|workbook\.xml$/.test(p))).toEqual([]);
  });

  test("pair event.xlsx --out event.xlsx: the round's rows in Results, the Round sheet; the chain that lists Results goes", async () => {
    const before = userWorkbook();
    const file = await write("pair.xlsx", before);
    const r = await runCli(["pair", "pair.xlsx", "--out", "pair.xlsx", "--json"], tmp);
    expect(r.code).toBe(0);
    const after = new Uint8Array(await fs.readFile(file));
    const d = diff(before, after);
    expect(d.removed).toEqual(["xl/calcChain.xml"]);
    expect(d.changed).toEqual([
      "[Content_Types].xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(d.added).toEqual(["xl/worksheets/sheet3.xml"]);
    expectAppendedOnly(before, after);
    // The user's rows of Results are kept byte for byte (rows 1–5), the round follows them.
    const oldResults = text(before, "xl/worksheets/sheet1.xml");
    const newResults = text(after, "xl/worksheets/sheet1.xml");
    const rows = (xml: string) => xml.slice(xml.indexOf("<sheetData>"), xml.indexOf('<row r="6"'));
    expect(rows(newResults)).toBe(
      oldResults.slice(oldResults.indexOf("<sheetData>"), oldResults.indexOf("</sheetData>")),
    );
    const x = inspectXlsx(after);
    const pairs = JSON.parse(r.out) as { black: string; white: string }[];
    expect(
      x
        .values("Results")
        .slice(5)
        .map((row) => [row[0], row[1], row[4]]),
    ).toEqual(pairs.map((p) => [3, p.black, p.white]));
    expect(x.values("Results")[1][5]).toBe(64); // the user's formula's saved value is still read
    expect(text(after, "xl/workbook.xml")).toContain('fullCalcOnLoad="1"'); // Excel recalculates what depends on the new rows
    expect(x.sheetNames).toEqual(["Results", "Notes", "Round 3"]);
  });

  test("rate event.xlsx --out event.xlsx: the changed list cells, the History; the officer's formulas stay", async () => {
    const before = userWorkbook({ ratings: true });
    const file = await write("rate.xlsx", before);
    const r = await runCli(["rate", "rate.xlsx", "--date", "2026-05-01", "--out", "rate.xlsx"], tmp);
    expect([r.code, r.err]).toEqual([0, "Wrote the Ratings and Rating history sheets to rate.xlsx.\n"]);
    const after = new Uint8Array(await fs.readFile(file));
    const d = diff(before, after);
    expect(d.removed).toEqual(["xl/calcChain.xml"]);
    expect(d.changed).toEqual([
      "[Content_Types].xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet3.xml",
    ]);
    expect(d.added.sort()).toEqual([
      "xl/tables/table1.xml",
      "xl/worksheets/_rels/sheet4.xml.rels",
      "xl/worksheets/sheet4.xml",
    ]);
    const ratings = text(after, "xl/worksheets/sheet3.xml");
    for (let row = 2; row <= 5; row++) expect(ratings).toContain(`<f>C${row}*2</f>`);
    const x = inspectXlsx(after);
    // The membership columns a federation fills in once (docs/rules.md §8.2) are titled after the officer's own
    // columns, empty, as the list's own missing columns are: header cells Brightwell writes, nothing of his moved.
    expect(x.values("Ratings")[0]).toEqual([
      "ID",
      "Name",
      "Rating",
      "Games",
      "Provisional",
      "Last event",
      "Twice",
      "Country",
      "Member",
      "Foreign",
      "Amateur",
      "Active",
    ]);
    expect(
      x
        .values("Ratings")
        .slice(1)
        .map((row) => row[3]),
    ).toEqual([62, 62, 62, 62]);
    expect(x.sheetNames).toEqual(["Results", "Notes", "Ratings", "Rating history"]);
  });

  test(".xlsm in, .xlsm out with its macros; an .xlsx name for it is refused before anything is read", async () => {
    const before = userWorkbook({ macros: true });
    await write("macro.xlsm", before);
    const wrong = await runCli(["standings", "macro.xlsm", "--out", "macro.xlsx"], tmp);
    expect(wrong.code).toBe(1);
    expect(wrong.err.split("\n")[0]).toBe(
      '--out must name an .xlsm file: the input is a macro-enabled workbook and the copy keeps its macros, got "macro.xlsx".',
    );
    const r = await runCli(["standings", "macro.xlsm", "--out", "macro-standings.xlsm"], tmp);
    expect(r.code).toBe(0);
    const after = new Uint8Array(await fs.readFile(path.join(tmp, "macro-standings.xlsm")));
    const d = diff(before, after);
    expect(d.changed).not.toContain("xl/vbaProject.bin");
    expect(text(after, "[Content_Types].xml")).toContain("application/vnd.ms-excel.sheet.macroEnabled.main+xml");
    expect(inspectXlsx(after).book.kind).toBe("xlsm");
    // A macro-enabled workbook saved under an .xlsx name is found out by its content, and refused the same way.
    await write("disguised.xlsx", before);
    const disguised = await runCli(["pair", "disguised.xlsx", "--out", "disguised-r3.xlsx"], tmp);
    expect(disguised.code).toBe(2);
    expect(disguised.err).toContain("the workbook has macros (.xlsm), which an .xlsx file cannot hold");
    await expect(fs.access(path.join(tmp, "disguised-r3.xlsx"))).rejects.toThrow();
  });

  test("a Standings sheet of Brightwell's that now holds the user's chart is not refreshed: one sentence, nothing written", async () => {
    const first = await write("charted.xlsx", userWorkbook());
    expect((await runCli(["standings", "charted.xlsx", "--out", "charted.xlsx"], tmp)).code).toBe(0);
    // The user moves his chart onto the Standings sheet (sheet3): its relationships now name the drawing.
    const zip = entries(new Uint8Array(await fs.readFile(first)));
    const { zipOf } = await import("../helpers/packageBuilders");
    const parts: Record<string, Uint8Array> = {};
    for (const [name, e] of zip) parts[name] = entryBytes(e);
    const rels = new TextDecoder().decode(parts["xl/worksheets/_rels/sheet3.xml.rels"]);
    parts["xl/worksheets/_rels/sheet3.xml.rels"] = new TextEncoder().encode(
      rels.replace(
        "</Relationships>",
        '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing" Target="../drawings/drawing1.xml"/></Relationships>',
      ),
    );
    await fs.writeFile(first, zipOf(parts));
    const before = await fs.readFile(first);
    const r = await runCli(["standings", "charted.xlsx", "--out", "charted.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'error: charted.xlsx: the sheet "Standings" that Brightwell wrote now also holds a chart, picture or shape, which refreshing it would lose: move it to another sheet (or rename the sheet so Brightwell writes a new one), then run again. Nothing written.\n',
    );
    expect((await fs.readFile(first)).equals(before)).toBe(true);
  });

  test("the event the tests use is what the sheet says (4 players, 2 rounds)", () => {
    const x = inspectXlsx(userWorkbook());
    expect(
      x
        .values("Results")
        .slice(1)
        .map((row) => row.slice(0, 5)),
    ).toEqual(EVENT.games.map((g) => [g[0], EVENT.names[g[1]], g[2], g[3], EVENT.names[g[4]]]));
    expect(x.values("Notes")[0][1]).toEqual(new Date(Date.UTC(2023, 2, 15))); // 45000 in yyyy/mm/dd
  });
});
