/**
 * Large inputs (standings on 100,000 rows): the faster reading paths give the same
 * answers as the slow ones, and the printed table does not break on very large fields.
 */
import fc from "fast-check";
import { parseCsv } from "../../src/sheets/csv";
import { cellNumber, readCell } from "../../src/sheets/cells";
import { alignedTable, displayWidth } from "../../src/cli/text";

describe("the printed table of a very large field", () => {
  it("aligns 200,000 rows (a spread of the column into Math.max overflowed the call stack above ~125,000)", () => {
    const values: (string | number | null)[][] = [["Rank", "Player", "Points"]];
    for (let i = 1; i <= 200_000; i++) values.push([i, `Player ${i}`, i % 7]);
    const formats = values.map((row, r) => row.map((_, c) => (r === 0 || c === 1 ? "@" : "0")));
    const lines = alignedTable(values, formats).split("\n");
    expect(lines).toHaveLength(200_003); // header, rule, 200,000 rows, final newline
    // widths by hand: "200000" (6), "Player 200000" (13), "Points" (6)
    expect(lines[1]).toBe("------  -------------  ------");
    expect(lines[2]).toBe("     1  Player 1            1");
    expect(lines[200_001]).toBe("200000  Player 200000       3"); // 200000 mod 7 = 3
  });

  it("counts East Asian characters as two columns, other text as its length", () => {
    expect(displayWidth("Player 12")).toBe(9);
    expect(displayWidth("Müller")).toBe(6);
    expect(displayWidth("김민수")).toBe(6);
    expect(displayWidth("山田 太郎")).toBe(9);
  });
});

describe("cell reading shortcuts give the same values", () => {
  it.each([
    ["33", 33],
    [" 33 ", 33],
    ["-2", -2],
    ["+33", 33],
    ["33.0", 33],
    [".5", 0.5],
    ["３３", 33],
    ["＋３３", 33],
    ["３３．５", 33.5],
    ["1e3", undefined],
    ["0x10", undefined],
    ["33 discs", undefined],
    ["", undefined],
  ])("cellNumber(text %p) = %p", (text, n) => {
    expect(cellNumber({ kind: "text", value: text })).toBe(n);
  });

  it("a small whole number is one shared, frozen cell equal to what any other number gives", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 1100 }), fc.double()), (n) => {
        const expected = Number.isFinite(n)
          ? { kind: "number", value: n, text: String(n) }
          : { kind: "other", value: String(n) };
        expect(readCell(n)).toEqual(expected);
        const small = Number.isInteger(n) && n >= 0 && n < 1024 && !Object.is(n, -0);
        expect(readCell(n) === readCell(n)).toBe(small);
      }),
    );
    expect(readCell(7)).toBe(readCell(7)); // shared: no object per cell
    expect(Object.isFrozen(readCell(64))).toBe(true);
    expect(Object.is((readCell(-0) as { value: number }).value, -0)).toBe(true);
  });

  it("an Excel error is recognised in any case; other text starting with # or naming an error is text", () => {
    expect(readCell("#N/A")).toEqual({ kind: "error", value: "#N/A" });
    expect(readCell(" #n/a ")).toEqual({ kind: "error", value: "#n/a" });
    expect(readCell("#1")).toEqual({ kind: "text", value: "#1" });
    expect(readCell("N/A")).toEqual({ kind: "text", value: "N/A" });
    expect(readCell("   ")).toEqual({ kind: "empty" });
  });
});

describe("CSV of 100,000 rows", () => {
  it("reads every row and field as written, quoted fields included", () => {
    const lines = ["Round,Black,White"];
    for (let i = 1; i <= 100_000; i++) lines.push(`${1 + (i % 13)},Player ${i},"Smith, ""J""\r\nJr"`);
    const rows = parseCsv(lines.join("\r\n") + "\r\n");
    expect(rows).toHaveLength(100_001);
    expect(rows[0]).toEqual(["Round", "Black", "White"]);
    expect(rows[1]).toEqual(["2", "Player 1", 'Smith, "J"\r\nJr']);
    expect(rows[100_000]).toEqual(["5", "Player 100000", 'Smith, "J"\r\nJr']);
  });
});
