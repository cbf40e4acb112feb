/**
 * A sheet's XML written straight into bytes (src/xlsx/xmlBytes.ts, SheetBuilder.produce in src/xlsx/sheetXml.ts):
 * the bytes are those of the text encoded as UTF-8, numbers are written as String(n) writes them, however small the
 * buffer (so pieces are cut anywhere), and a row is, byte for byte, its cells as cellXml writes each one (the
 * definition of a cell, also used for single cells of a user's sheet), with shared string indexes counted right.
 */
import fc from "fast-check";
import { XmlBytes } from "../../src/xlsx/xmlBytes";
import { cellXml, SharedStrings, SheetBuilder, type CellOut } from "../../src/xlsx/sheetXml";
import { columnLetters } from "../../src/sheets/address";

/** What `write` calls into `out` give, the pieces joined (each copied: a piece is reused after the call). */
function collected(size: number, write: (out: XmlBytes) => void): Uint8Array {
  const pieces: Uint8Array[] = [];
  const out = new XmlBytes((p) => pieces.push(p.slice()), size);
  write(out);
  out.flush();
  return Buffer.concat(pieces);
}

const utf8 = (s: string) => new TextEncoder().encode(s);

/** Text of any code units, lone surrogates included (the encoder writes U+FFFD for them, as TextEncoder does). */
const anyText = fc.string({ unit: "binary", maxLength: 40 });
const anyNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(0, -0, 2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e21, 1e-7, 123456789012345680000, 0.1 + 0.2),
);

describe("XmlBytes", () => {
  test("property: text is its UTF-8 and numbers are String(n), whatever the buffer size", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            anyText.map((s) => ({ s })),
            anyNumber.map((n) => ({ n })),
          ),
          { maxLength: 30 },
        ),
        fc.integer({ min: 8, max: 200 }),
        (items, size) => {
          const bytes = collected(size, (out) => {
            for (const x of items)
              if ("s" in x) out.text(x.s);
              else out.number(x.n);
          });
          const expected = items.map((x) => ("s" in x ? x.s : String(x.n))).join("");
          expect(Buffer.from(bytes).equals(Buffer.from(utf8(expected)))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("Korean, Japanese and emoji after ASCII, and a text longer than the buffer", () => {
    const s = "Round 5 김민준 山田太郎 👍🏽 " + "x".repeat(100);
    expect(Buffer.from(collected(16, (out) => out.text(s))).toString("utf8")).toBe(s);
    expect(Buffer.from(collected(1 << 10, (out) => out.text(s))).toString("utf8")).toBe(s);
  });

  test("whole numbers are written by hand exactly as String writes them", () => {
    for (const n of [0, -0, 7, 10, 99, 100, 65799, -1, -10, 2 ** 53, -(2 ** 53), 1234567890123456])
      expect(Buffer.from(collected(64, (out) => out.number(n))).toString()).toBe(String(n));
  });
});

/** The row as cellXml writes each cell: the definition the byte writer must match. */
function rowByDefinition(values: CellOut[], styles: number[], index: number, height?: number, sst?: SharedStrings) {
  let cells = "";
  for (let c = 0; c < Math.max(values.length, styles.length); c++)
    cells += cellXml(`${columnLetters(c)}${index + 1}`, values[c], styles[c] ?? 0, 1, sst);
  const ht = height !== undefined ? ` ht="${height}" customHeight="1"` : "";
  return cells === "" && !ht ? "" : `<row r="${index + 1}"${ht}>${cells}</row>`;
}

const cellValue: fc.Arbitrary<CellOut> = fc.oneof(
  anyNumber,
  fc.constantFrom(Infinity, -Infinity, NaN),
  fc.boolean(),
  fc.constantFrom(null, undefined, ""),
  fc.constantFrom("Marche Lucas", "김민준", " lead", "_x0041_", "<b>&", "tab\there", "Marche Lucas"),
  anyText,
  fc.record(
    {
      formula: fc.constantFrom("SUM(A1:A3)", 'IF(A1<2,"<",">")', "_xldudf_OTHELLO_BQ(A1:C9)"),
      cached: fc.oneof(fc.integer(), fc.boolean(), fc.constantFrom("text & more", "")),
      spillRef: fc.constantFrom("A5:H12"),
    },
    { requiredKeys: ["formula"] },
  ),
);

describe("SheetBuilder.produce", () => {
  test("property: every row is its cells as cellXml writes them; the shared string count is the cells that use it", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            values: fc.array(cellValue, { maxLength: 7 }),
            styles: fc.array(fc.constantFrom(0, 0, 1, 4, 12), { maxLength: 7 }),
            height: fc.option(fc.constantFrom(15, 22.5), { nil: undefined }),
          }),
          { maxLength: 12 },
        ),
        fc.boolean(),
        (rows, shared) => {
          const b = new SheetBuilder();
          const sst = shared ? new SharedStrings() : undefined;
          b.sharedStrings = sst;
          rows.forEach((r, i) => {
            b.setRow(i, r.values, r.styles);
            if (r.height !== undefined) b.rowHeights.set(i + 1, r.height);
          });
          const text = Buffer.from(collectedParts(b)).toString("utf8");
          const data = text.slice(text.indexOf("<sheetData>") + 11, text.indexOf("</sheetData>"));
          const model = shared ? new SharedStrings() : undefined;
          const expected = rows.map((r, i) => rowByDefinition(r.values, r.styles, i, r.height, model)).join("");
          expect(data).toBe(Buffer.from(utf8(expected)).toString("utf8"));
          if (sst && model) expect(sst.toXml()).toBe(model.toXml());
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a text repeated down a column (an event's name) is counted once per cell in the shared string table", () => {
    const b = new SheetBuilder();
    const sst = new SharedStrings();
    b.sharedStrings = sst;
    for (let i = 0; i < 5; i++) b.setRow(i, ["WOC_1981", `player ${i % 2}`, i], [0, 0, 0]);
    const xml = Buffer.from(collectedParts(b)).toString("utf8");
    expect(xml.match(/t="s"/g)).toHaveLength(10);
    expect(sst.toXml()).toContain('count="10" uniqueCount="3"');
    expect(xml).toContain(
      '<row r="5"><c r="A5" t="s"><v>0</v></c><c r="B5" t="s"><v>1</v></c><c r="C5"><v>4</v></c></row>',
    );
  });

  test("rows sharing one frozen array of cell formats: styling one cell changes that row only", () => {
    const b = new SheetBuilder();
    const shared = Object.freeze([0, 3]);
    b.setRow(0, Object.freeze([1, 2]) as CellOut[], shared);
    b.setRow(1, [3, 4], shared);
    b.style(0, 1, 7);
    b.set(1, 0, 9, 5);
    const xml = Buffer.from(collectedParts(b)).toString("utf8");
    expect(xml).toContain('<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="7"><v>2</v></c></row>');
    expect(xml).toContain('<row r="2"><c r="A2" s="5"><v>9</v></c><c r="B2" s="3"><v>4</v></c></row>');
    expect(shared).toEqual([0, 3]);
  });
});

function collectedParts(b: SheetBuilder): Uint8Array {
  const pieces: Uint8Array[] = [];
  b.produce((p) => pieces.push(p.slice()));
  return Buffer.concat(pieces);
}
