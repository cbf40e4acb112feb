/**
 * The byte scanner of a sheet part (src/xlsx/sheetBytes.ts) against sheets generated with the value each cell must
 * give (ECMA-376 Part 1 §18.3.1.4, §18.18.11): numbers in every spelling Number() reads, dates by style, shared and
 * inline strings (Korean, Japanese, markup characters), booleans, errors, formulas with and without a saved value,
 * cells and rows without a reference, empty cells, element prefixes (`<x:c>`), whitespace in tags. The same rows
 * must come out however the part is cut into pieces (inside a tag, a number, a character).
 */
import fc from "fast-check";
import { SheetScanner } from "../../src/xlsx/sheetBytes";
import { serialToDate, type SheetContext } from "../../src/xlsx/sheetCells";

const STRINGS = ["Kim", "김민준", "山田 太郎", "a & b", ""];

/** A generated cell: its XML (prefix `P` for elements) and the value a reader must give (undefined: no value). */
interface GenCell {
  xml: (ref: string, P: string) => string;
  value: unknown;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const numberSpelling = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((d) => d.toFixed(3)),
  fc.integer({ min: 0, max: 99999 }).map((n) => `00${n}`),
  fc.constantFrom("-0", "0.5", ".5", "1.", "1e3", "2.5E-2", " 7 ", "12345678901234567890", "0.30000000000000004"),
);

const cell: fc.Arbitrary<GenCell> = fc.oneof(
  numberSpelling.map((v): GenCell => ({ xml: (r, P) => `<${P}c${r}><${P}v>${v}</${P}v></${P}c>`, value: Number(v) })),
  fc.integer({ min: 1, max: 60000 }).map((d): GenCell => ({
    xml: (r, P) => `<${P}c${r} s="1"><${P}v>${d}</${P}v></${P}c>`,
    value: serialToDate(d, false),
  })),
  fc.nat({ max: STRINGS.length - 1 }).map((i): GenCell => ({
    xml: (r, P) => `<${P}c${r} t="s"><${P}v>${i}</${P}v></${P}c>`,
    value: STRINGS[i],
  })),
  fc.constantFrom("선수 山田 🀄", "a<b>&c", "x").map((t): GenCell => ({
    xml: (r, P) => `<${P}c${r} t="inlineStr"><${P}is><${P}t>${escapeXml(t)}</${P}t></${P}is></${P}c>`,
    value: t,
  })),
  fc
    .boolean()
    .map((b): GenCell => ({ xml: (r, P) => `<${P}c${r} t="b"><${P}v>${b ? 1 : 0}</${P}v></${P}c>`, value: b })),
  fc.constant<GenCell>({ xml: (r, P) => `<${P}c${r} t="e"><${P}v>#N/A</${P}v></${P}c>`, value: "#N/A" }),
  fc.constant<GenCell>({ xml: (r, P) => `<${P}c${r}><${P}f>1+1</${P}f><${P}v>2</${P}v></${P}c>`, value: 2 }),
  fc.constant<GenCell>({
    xml: (r, P) => `<${P}c${r}><${P}f>A1&amp;B1</${P}f></${P}c>`,
    value: { formula: "A1&B1" },
  }),
  fc.constant<GenCell>({ xml: (r, P) => `<${P}c${r} s="0"/>`, value: undefined }),
  fc.constant<GenCell>({ xml: (r, P) => `<${P}c${r}\n\tt="s"\n><${P}v>1</${P}v></${P}c>`, value: STRINGS[1] }),
);

const colName = (c: number): string =>
  (c < 26 ? "" : colName(Math.floor(c / 26) - 1)) + String.fromCharCode(65 + (c % 26));

/** A sheet: rows of cells, each with a column step (0: no reference, the next column), each row with a row step. */
const sheet = fc.record({
  prefix: fc.constantFrom("", "x:"),
  rows: fc.array(
    fc.record({
      step: fc.nat({ max: 3 }),
      cells: fc.array(fc.record({ step: fc.nat({ max: 2 }), cell }), { maxLength: 6 }),
    }),
    { maxLength: 8 },
  ),
});

type GenSheet = { prefix: string; rows: { step: number; cells: { step: number; cell: GenCell }[] }[] };

/** The part's bytes and the rows a reader must give. */
function build(s: GenSheet): {
  bytes: Uint8Array;
  expected: unknown[][];
} {
  const P = s.prefix;
  const expected: unknown[][] = [];
  let rowNumber = 0;
  let xml = `<?xml version="1.0"?><${P}worksheet xmlns${P ? ":x" : ""}="main"><${P}dimension ref="A1"/><${P}sheetData>`;
  for (const row of s.rows) {
    rowNumber += 1 + row.step;
    const withRef = row.step !== 0;
    let col = -1;
    let cells = "";
    const values: unknown[] = [];
    for (const c of row.cells) {
      col += 1 + c.step;
      cells += c.cell.xml(c.step === 0 ? "" : ` r="${colName(col)}${rowNumber}"`, P);
      if (c.cell.value !== undefined) {
        while (values.length < col) values.push(null);
        values[col] = c.cell.value;
      }
    }
    xml += `<${P}row${withRef ? ` r="${rowNumber}" spans="1:9"` : ""}>${cells}</${P}row>`;
    if (values.length > 0) {
      while (expected.length < rowNumber - 1) expected.push([]);
      expected[rowNumber - 1] = values;
    }
  }
  xml += `</${P}sheetData><${P}mergeCells count="0"/></${P}worksheet>`;
  return { bytes: new TextEncoder().encode(xml), expected };
}

function scan(bytes: Uint8Array, cuts: number[], maxRows = Infinity): { rows: unknown[][]; tail: string } {
  const ctx: SheetContext = { strings: () => STRINGS, dates: [false, true], date1904: false, shared: new Map() };
  const rows: unknown[][] = [];
  const scanner = new SheetScanner(
    {
      ctx,
      row: (n, cells) => {
        while (rows.length < n - 1) rows.push([]);
        rows[n - 1] = cells;
      },
    },
    maxRows,
  );
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const c of [...at, bytes.length]) {
    if (!scanner.push(bytes.slice(from, c))) break;
    from = c;
  }
  return { rows, tail: scanner.end() };
}

describe("the byte scanner of a sheet part", () => {
  it("gives every cell's value, whole or cut into pieces anywhere", () => {
    fc.assert(
      fc.property(sheet, fc.array(fc.nat(), { maxLength: 8 }), (s, cuts) => {
        const { bytes, expected } = build(s);
        expect(scan(bytes, []).rows).toEqual(expected);
        const pieces = scan(bytes, cuts);
        expect(pieces.rows).toEqual(expected);
        expect(pieces.tail).toContain("mergeCells");
      }),
      { numRuns: 300 },
    );
  });

  it("cuts inside a Korean character and inside a number (every cut of one row)", () => {
    const xml =
      '<sheetData><row r="2"><c r="B2" t="inlineStr"><is><t>김민준</t></is></c><c r="C2"><v>-12.75</v></c></row></sheetData>';
    const bytes = new TextEncoder().encode(xml);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(scan(bytes, [cut]).rows).toEqual([[], [null, "김민준", -12.75]]);
    }
  });

  it("stops after the rows asked for", () => {
    const xml = `<sheetData>${[1, 2, 3, 4].map((r) => `<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`).join("")}</sheetData>`;
    const bytes = new TextEncoder().encode(xml);
    expect(scan(bytes, [], 2).rows).toEqual([[1], [2]]);
    expect(scan(bytes, [17, 40], 3).rows).toEqual([[1], [2], [3]]);
  });

  it("leaves out a row the part's end cuts (a damaged part), and never loops on a cell without its end tag", () => {
    const cut = '<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c>';
    expect(scan(new TextEncoder().encode(cut), []).rows).toEqual([[1]]);
    const open = '<sheetData><row r="1"><c r="A1"><v>1</v></row><row r="2"><c r="A2"><v>2</v></c></row></sheetData>';
    expect(scan(new TextEncoder().encode(open), []).rows.length).toBeLessThanOrEqual(2);
  });
});
