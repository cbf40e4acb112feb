import { contentOf, widestRow } from "../../src/sheets/content";

describe("contentOf", () => {
  it("pads every row to the widest, names stay text and numbers General", () => {
    const c = contentOf([["Name", "Points"], ["=Kim", 5], ["Lee"]]);
    expect(c.values).toEqual([
      ["Name", "Points"],
      ["=Kim", 5],
      ["Lee", ""],
    ]);
    expect(c.numberFormats).toEqual([
      ["@", "@"],
      ["@", "General"],
      ["@", "General"],
    ]);
  });

  it("takes a sheet of 300,000 rows (a whole rating archive's history) without exceeding the call stack", () => {
    // Math.max(...rows.map(r => r.length)) threw RangeError here: the spread passes one argument per row.
    const rows: unknown[][] = Array.from({ length: 300_000 }, (_, i) => (i === 123_456 ? [1, 2, 3] : [1, 2]));
    expect(widestRow(rows)).toBe(3);
    expect(contentOf(rows).values[0]).toEqual([1, 2, ""]);
  });
});
