/** What a host writes (src/sheets/content.ts): the block's addresses. */
import fc from "fast-check";
import { blockAddresses } from "../../src/sheets/content";
import { createFakeExcel } from "../fakes/fake-excel";

describe("blockAddresses", () => {
  it("blockAddresses spans the values exactly and rejects ragged input", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 800 }), (rows, cols) => {
        const content = { values: [Array(cols).fill("")], numberFormats: [Array(cols).fill("@")], headerRowCount: 1 };
        content.values = Array.from({ length: rows }, () => Array(cols).fill(""));
        content.numberFormats = Array.from({ length: rows }, () => Array(cols).fill("@"));
        const { address } = blockAddresses(content);
        const box = createFakeExcel.parseRef(address);
        expect([box.r1 - box.r0 + 1, box.c1 - box.c0 + 1]).toEqual([rows, cols]);
      }),
      { numRuns: 50 },
    );
    expect(() => blockAddresses({ values: [[1, 2], [3]], numberFormats: [["0", "0"], ["0"]], headerRowCount: 1 })).toThrow(/Row 2/);
  });
});
