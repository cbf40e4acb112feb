/**
 * Issue 7, "nothing silent": what the command line reads is what the file says, and every doubt is
 * said. Encodings (Windows-1252, UTF-16 without a byte-order mark), a quote never closed, a hidden
 * stale Results sheet, a formula saved without its value, names differing only invisibly, and
 * --constant in decimal only. Run in-process through main(argv, io) on small files in a temp folder.
 */
import { promises as fs, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import ExcelJS from "exceljs";
import { runCli } from "../helpers/cli";
import { inspectXlsx } from "../helpers/xlsx";

jest.setTimeout(60_000);

let dir: string;
const cli = (...argv: string[]) => runCli(argv, dir);
const players = (json: string) =>
  (JSON.parse(json) as { player: string; points: number }[]).map((r) => [r.player, r.points]);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-input-"));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

// Round 1: Müller beats Renée 40-24, Björn beats François 33-31. Round 2: Müller beats Björn 35-29,
// François beats Renée 64-0. Points: Müller 2, François 1, Björn 1, Renée 0; François ahead of Björn on
// BQ (C = 6): 31 + 64 + 6 × (1 + 0) = 101 against 33 + 29 + 6 × (1 + 2) = 80.
const WESTERN =
  "Round,Black,Black discs,White discs,White\r\n1,Müller,40,24,Renée\r\n1,Björn,33,31,François\r\n2,Müller,35,29,Björn\r\n2,François,64,0,Renée\r\n";
const latin1 = (s: string) => Buffer.from(s, "latin1"); // every character above is in Latin-1

describe("encodings", () => {
  test('a Windows-1252 / Latin-1 CSV keeps "Müller" (it was read as Shift_JIS, mangled, without a word)', async () => {
    writeFileSync(path.join(dir, "western.csv"), latin1(WESTERN));
    const r = await cli("standings", "western.csv", "--json");
    // The guess is said once, at the first line with a name outside ASCII.
    expect(r.err).toBe(
      'warning: western.csv (line 2): The file is not UTF-8; read as Windows-1252 (Latin-1) (not Mac Roman). Check the names from this line on; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.\n',
    );
    expect(r.code).toBe(0);
    expect(players(r.out)).toEqual([
      ["Müller", 2],
      ["François", 1],
      ["Björn", 1],
      ["Renée", 0],
    ]);
  });

  test("UTF-16 without a byte-order mark is read, and the warning names the encoding", async () => {
    writeFileSync(path.join(dir, "u16.csv"), Buffer.from(WESTERN, "utf16le"));
    const r = await cli("standings", "u16.csv", "--json");
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      'warning: u16.csv (line 1): The file has no byte-order mark, but every second byte is 0, as in UTF-16 LE (little-endian, Excel\'s "Unicode Text"): read as UTF-16 LE. Save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.\n',
    );
    expect(players(r.out)[0]).toEqual(["Müller", 2]);
  });

  test("a character that cannot be read is warned about with its line", async () => {
    writeFileSync(
      path.join(dir, "bad.csv"),
      Buffer.concat([
        Buffer.from("Round,Black,Black discs,White discs,White\n1,Jürgen,33,31,Åsa\n2,Andr"),
        Buffer.from([0xe9]),
        Buffer.from(",40,24,Jürgen\n"),
      ]),
    );
    const r = await cli("standings", "bad.csv", "--json");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^warning: bad\.csv \(line 3\): 1 character could not be read as UTF-8 \(bytes that are not valid UTF-8\) and show as "\uFFFD"\. Check the names on that line/,
    );
  });
});

describe("a quote that is never closed names the cell and the quote", () => {
  test("exit 2, nothing computed", async () => {
    writeFileSync(
      path.join(dir, "quote.csv"),
      'Round,Black,Black discs,White discs,White\n1,Ann,40,24,Bob\n2,"Ann,33,31,Cy\n3,Bob,40,24,Cy\n',
    );
    const r = await cli("standings", "quote.csv", "--out", "never.xlsx");
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      'error: quote.csv!B3 (line 3): the quote " that opens this cell ("Ann,33,31,Cy…) is never closed, so everything after it to the end of the file would be read into this one cell. Add the closing " at the end of the cell (a quote inside a cell is written twice: ""), or remove the opening one.\n',
    );
    await expect(fs.access(path.join(dir, "never.xlsx"))).rejects.toThrow();
  });
});

describe("sheets and cells of a workbook", () => {
  async function workbook(file: string, build: (wb: ExcelJS.Workbook) => void): Promise<void> {
    const wb = new ExcelJS.Workbook();
    build(wb);
    await wb.xlsx.writeFile(path.join(dir, file));
  }
  const HEAD = ["Round", "Black", "Black discs", "White discs", "White"];

  test('a hidden stale "Results" sheet loses to the visible sheet with the real games, and a warning says so', async () => {
    await workbook("hidden.xlsx", (wb) => {
      const stale = wb.addWorksheet("Results", { state: "hidden" });
      stale.addRows([HEAD, [1, "Old", 40, 24, "Stale"]]);
      wb.addWorksheet("Day 1").addRows([HEAD, [1, "Ann", 40, 24, "Bob"], [2, "Bob", 33, 31, "Cy"]]);
    });
    const r = await cli("standings", "hidden.xlsx", "--json");
    expect(r.code).toBe(0);
    expect(players(r.out)).toEqual([
      ["Bob", 1],
      ["Ann", 1],
      ["Cy", 0],
    ]);
    expect(r.err).toBe(
      'warning: hidden.xlsx: The results were read from the sheet "Day 1"; "Results" (hidden) also look like results and were not read. If they are on another sheet, pick it here (command line: make it the only visible sheet named "Results", renaming or deleting the stale one first), or delete the stale sheet.\n',
    );
  });

  test('a formula saved without its value: "recalculate and save in Excel", not "discs missing"', async () => {
    await workbook("nocalc.xlsx", (wb) => {
      const ws = wb.addWorksheet("Results");
      ws.addRows([HEAD, [1, "Ann", 40, 24, "Bob"]]);
      ws.getCell("D2").value = { formula: "64-C2" } as ExcelJS.CellFormulaValue; // no result: never calculated (exceljs writes no <v>)
    });
    const r = await cli("standings", "nocalc.xlsx");
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe(
      "error: Results!D2: The cell holds the formula =64-C2 but no calculated value: the file was saved without calculating it (e.g. written by another program). Open it in Excel, recalculate (F9) and save, then run again; or type the value.",
    );
  });

  test("names differing only by invisible characters are one player, with a warning naming both cells", async () => {
    writeFileSync(
      path.join(dir, "zw.csv"),
      "Round,Black,Black discs,White discs,White\n1,Kim Min,40,24,Ann\n2,Ann,30,34,Kim\u200B Min\n",
    );
    const r = await cli("standings", "zw.csv", "--json");
    expect(r.code).toBe(0);
    expect(players(r.out)).toEqual([
      ["Kim Min", 2],
      ["Ann", 0],
    ]);
    expect(r.err).toBe(
      'warning: zw.csv!E3: "Kim\u200B Min" is written like "Kim Min" (zw.csv!B2) except for a zero-width space (U+200B), which cannot be seen: both are read as one player, shown as "Kim Min". If they are two different players, make the names differ visibly.\n',
    );
  });

  test("a name such as =HYPERLINK(…) or +1-2 is written as a text cell (a shared string of the new workbook), never as a formula", async () => {
    writeFileSync(
      path.join(dir, "odd.csv"),
      'Round,Black,Black discs,White discs,White\n1,"=HYPERLINK(""http://x"",""y"")",40,24,+1-2\n2,@home,33,31,-Kim\n',
    );
    const r = await cli("standings", "odd.csv", "--out", "odd.xlsx");
    expect(r.code).toBe(0);
    const out = inspectXlsx(path.join(dir, "odd.xlsx"));
    const sheet = out.sheetXml("Standings");
    expect(sheet).not.toMatch(/<f[ >]/);
    const strings = out.part("xl/sharedStrings.xml") ?? "";
    const items = [...strings.matchAll(/<si>(.*?)<\/si>/g)].map((m) => m[1]);
    for (const name of ['=HYPERLINK("http://x","y")', "+1-2", "@home", "-Kim"]) {
      const index = items.indexOf(`<t>${name}</t>`);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(sheet).toMatch(new RegExp(`<c r="B\\d+"[^>]* t="s"><v>${index}</v></c>`));
      expect(out.values("Standings").some((row) => row[1] === name)).toBe(true);
    }
  });
});

describe("--constant is a decimal number", () => {
  test.each(["0x10", "1e1", "16abc", "-6", ""])("--constant %p is refused (exit 1)", async (v) => {
    writeFileSync(path.join(dir, "c.csv"), WESTERN);
    const r = await cli("standings", "c.csv", "--constant", v);
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toBe(
      `--constant must be a decimal number of 0 or more (e.g. 6 or 9.14), or exact, even, papp; got "${v}".`,
    );
  });

  test("--constant 9.5 is accepted", async () => {
    writeFileSync(path.join(dir, "c.csv"), WESTERN);
    const r = await cli("standings", "c.csv", "--constant", "9.5", "--json");
    expect(r.code).toBe(0);
    // Müller: 40 + 35 discs, opponents Renée (0) and Björn (1): BQ = 75 + 9.5 × 1.
    expect((JSON.parse(r.out) as { player: string; bq: number }[])[0]).toMatchObject({ player: "Müller", bq: 84.5 });
  });

  test("--constant is read as every host reads it: 9,5 is 9.5, EXACT is exact", async () => {
    writeFileSync(path.join(dir, "c.csv"), WESTERN);
    const comma = await cli("standings", "c.csv", "--constant", "9,5", "--json");
    expect(comma.code).toBe(0);
    expect((JSON.parse(comma.out) as { player: string; bq: number }[])[0]).toMatchObject({
      player: "Müller",
      bq: 84.5,
    });
    const upper = await cli("standings", "c.csv", "--constant", "EXACT", "--json");
    const lower = await cli("standings", "c.csv", "--constant", "exact", "--json");
    expect(upper.code).toBe(0);
    // 2 rounds: C = 64 / 2 = 32; Müller 75 discs + 32 × 1 (Renée 0, Björn 1).
    expect((JSON.parse(upper.out) as { player: string; bq: number }[])[0]).toMatchObject({ player: "Müller", bq: 107 });
    expect(upper.out).toBe(lower.out);
  });

  test("--constant preset is refused: leave the flag out for the preset's own", async () => {
    writeFileSync(path.join(dir, "c.csv"), WESTERN);
    const r = await cli("standings", "c.csv", "--constant", "preset");
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toBe(
      `--constant must be a decimal number of 0 or more (e.g. 6 or 9.14), or exact, even, papp; got "preset".`,
    );
  });
});
