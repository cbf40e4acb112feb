/**
 * What the command line adds to exceljs when it writes a workbook: validations back into
 * non-overlapping ranges (src/cli/validations.ts) and Brightwell's spilling formula marked as a
 * dynamic array (src/cli/dynamicArrays.ts).
 */
import ExcelJS from "exceljs";
import JSZip from "jszip";
import fc from "fast-check";
import { rectangles, compactDataValidations } from "../../src/cli/validations";
import { DYNAMIC_ARRAY_METADATA, markDynamicArrays } from "../../src/cli/dynamicArrays";
import { parseTopLeft } from "../../src/sheets/address";

/** The cells of A1 ranges, as "r,c" keys. */
function covered(ranges: string[]): string[] {
  const out: string[] = [];
  for (const r of ranges) {
    const [a, b] = r.split(":");
    const p = parseTopLeft(a);
    const q = parseTopLeft(b ?? a);
    for (let i = p.row; i <= q.row; i++) for (let j = p.col; j <= q.col; j++) out.push(`${i},${j}`);
  }
  return out;
}

describe("validations as non-overlapping ranges", () => {
  test("a column read back cell by cell is one range again; two columns side by side merge", () => {
    const cells = [];
    for (let r = 1; r <= 1000; r++) for (const c of [3, 4]) cells.push({ row: r, col: c });
    expect(rectangles(cells)).toEqual(["D2:E1001"]);
    expect(
      rectangles([
        { row: 0, col: 0 },
        { row: 2, col: 0 },
      ]),
    ).toEqual(["A1", "A3"]);
  });

  test("property: the ranges cover exactly the cells given, each once", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ row: fc.nat(30), col: fc.nat(6) }), {
          selector: (c) => `${c.row},${c.col}`,
          maxLength: 120,
        }),
        (cells) => {
          const keys = covered(rectangles(cells));
          expect(keys.length).toBe(new Set(keys).size);
          expect(new Set(keys)).toEqual(new Set(cells.map((c) => `${c.row},${c.col}`)));
        },
      ),
    );
  });

  test("an exceljs round trip of a range validation writes it once (without compacting: A10:A12 beside A2:A12)", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("R");
    (ws as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(
      "A2:A12",
      { type: "whole", operator: "between", formulae: [0, 64], allowBlank: true },
    );
    const again = new ExcelJS.Workbook();
    await again.xlsx.load((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const sqrefs = async (book: ExcelJS.Workbook) => {
      const zip = await JSZip.loadAsync((await book.xlsx.writeBuffer()) as ArrayBuffer);
      const xml = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
      return [...xml.matchAll(/<dataValidation [^>]*sqref="([^"]+)"/g)].map((m) => m[1]).sort();
    };
    expect(await sqrefs(again)).toEqual(["A10:A12", "A2:A12"]); // the exceljs behaviour this works around
    compactDataValidations(again);
    expect(await sqrefs(again)).toEqual(["A2:A12"]);
  });
});

describe("dynamic arrays", () => {
  async function book(formula: string) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Standings");
    ws.getCell("A1").value = {
      formula,
      result: "Rank",
      shareType: "array",
      ref: "A1:B3",
    } as unknown as ExcelJS.CellValue;
    ws.getCell("B1").value = "Player";
    return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
  }

  test("STANDINGS is marked once (cm=1, metadata.xml, its content type and relationship); marking again changes nothing", async () => {
    const first = await markDynamicArrays(await book("_xldudf_OTHELLO_STANDINGS(Results!$A$1:$G$9)"));
    expect(first.marked).toEqual(["xl/worksheets/sheet1.xml!A1"]);
    const zip = await JSZip.loadAsync(first.data);
    expect(await zip.file("xl/worksheets/sheet1.xml")!.async("string")).toMatch(
      /<c r="A1"[^>]* cm="1"><f t="array" ref="A1:B3">/,
    );
    expect(await zip.file("xl/metadata.xml")!.async("string")).toBe(DYNAMIC_ARRAY_METADATA);
    const second = await markDynamicArrays(first.data);
    expect(second.marked).toEqual([]);
    const rels = await (await JSZip.loadAsync(second.data)).file("xl/_rels/workbook.xml.rels")!.async("string");
    expect(rels.match(/sheetMetadata/g)).toHaveLength(1);
  });

  test("a legacy array formula of the user's is left alone", async () => {
    const res = await markDynamicArrays(await book("TRANSPOSE(C1:C2)"));
    expect(res.marked).toEqual([]);
    expect((await JSZip.loadAsync(res.data)).file("xl/metadata.xml")).toBeNull();
  });
});
