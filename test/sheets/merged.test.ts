/**
 * fillMergedAreas: Office.js reads a merged area's value only in its top-left cell; the filled copy
 * holds it in every cell of the area, as exceljs (the command line) reads it. Addresses are Excel's
 * RangeAreas.address: comma-separated, sheet-qualified, sheet names quoted with '' escapes.
 */
import fc from "fast-check";
import {
  columnLetters,
  fillMergedAreas,
  parseArea,
  parseAreaList,
  parseResultsSheet,
  quoteSheetName,
  splitAreaList,
} from "../../src/sheets";
import type { CellBox } from "../../src/sheets";

describe("Excel's area lists", () => {
  test("plain, quoted (with commas, '' and !), spaced after the comma, $-absolute, single cells", () => {
    expect(splitAreaList("Results!A2:A3,Results!A4:A5")).toEqual(["Results!A2:A3", "Results!A4:A5"]);
    expect(splitAreaList("'대회 결과'!A2:A3, 'x'!B4:C5")).toEqual(["'대회 결과'!A2:A3", "'x'!B4:C5"]);
    expect(splitAreaList("'a,b''c!d'!$A$1:$B$2,'a,b''c!d'!D7")).toEqual(["'a,b''c!d'!$A$1:$B$2", "'a,b''c!d'!D7"]);
    expect(parseAreaList("'a,b''c!d'!$A$1:$B$2, 'a,b''c!d'!D7")).toEqual([
      { r0: 0, c0: 0, r1: 1, c1: 1 },
      { r0: 6, c0: 3, r1: 6, c1: 3 },
    ]);
    expect(parseAreaList("'대회 결과'!A2:A3, 'x'!B4:C5")).toEqual([
      { r0: 1, c0: 0, r1: 2, c1: 0 },
      { r0: 3, c0: 1, r1: 4, c1: 2 },
    ]);
  });

  test("corners in any order, whole columns/rows, and unreadable pieces skipped", () => {
    expect(parseArea("S!C5:A2")).toEqual({ r0: 1, c0: 0, r1: 4, c1: 2 });
    expect(parseArea("S!A:B")).toEqual({ r0: 0, c0: 0, r1: Infinity, c1: 1 });
    expect(parseArea("S!$3:$4")).toEqual({ r0: 2, c0: 0, r1: 3, c1: Infinity });
    expect(parseArea("S!A1:B")).toBeNull();
    expect(parseArea("S!#REF!")).toBeNull();
    expect(parseAreaList("S!A1:A2,,nonsense,S!B1:B2")).toEqual([
      { r0: 0, c0: 0, r1: 1, c1: 0 },
      { r0: 0, c0: 1, r1: 1, c1: 1 },
    ]);
    expect(parseAreaList("")).toEqual([]);
  });
});

describe("fillMergedAreas", () => {
  // The Korean one-sheet results of test/cli/cli.test.ts, as Office.js reads it: Round merged per round.
  const asOfficeReadsIt = [
    ["라운드", "흑", "흑 돌수", "백 돌수", "백"],
    [1, "김민수", 40, 24, "이서연"],
    ["", "박지훈", 33, 31, "최유진"],
    [2, "김민수", 30, 34, "박지훈"],
    ["", "이서연", 20, 44, "최유진"],
  ];

  test("the round reaches every row of its merged area, and the parser then reads all four games", () => {
    const before = parseResultsSheet({ sheetName: "대회 결과", values: asOfficeReadsIt, topLeft: "'대회 결과'!A1:E5" });
    expect(before.problems.filter((p) => p.severity === "error").map((p) => [p.code, p.cell])).toEqual([
      ["round-missing", "A3"],
      ["round-missing", "A5"],
    ]);
    const filled = fillMergedAreas(asOfficeReadsIt, "'대회 결과'!A1:E5", "'대회 결과'!A2:A3,'대회 결과'!A4:A5");
    expect(filled.map((r) => r[0])).toEqual(["라운드", 1, 1, 2, 2]);
    expect(filled.map((r) => r.slice(1))).toEqual(asOfficeReadsIt.map((r) => r.slice(1)));
    const after = parseResultsSheet({ sheetName: "대회 결과", values: filled, topLeft: "'대회 결과'!A1:E5" });
    expect(after.problems).toEqual([]);
    expect(after.tournament.games.map((g) => [g.round, g.blackDiscs, g.whiteDiscs])).toEqual([
      [1, 40, 24],
      [1, 33, 31],
      [2, 30, 34],
      [2, 20, 44],
    ]);
  });

  test("a block not starting at A1; areas clipped to the block; an area whose top-left is outside is left alone", () => {
    // Block C3:E5 (3 x 3).
    const values = [
      ["x", "", ""],
      ["", "", "y"],
      ["", "", ""],
    ];
    // C3:D4 (inside), E4:F9 (runs off the bottom and right), A1:C3 (top-left outside the block).
    const filled = fillMergedAreas(values, "Sheet1!C3:E5", "Sheet1!C3:D4,Sheet1!E4:F9,Sheet1!A1:C3");
    expect(filled).toEqual([
      ["x", "x", ""],
      ["x", "x", "y"],
      ["", "", "y"],
    ]);
    expect(values[1][0]).toBe(""); // not mutated
  });

  test("no areas, or an empty list: an equal copy, not the same arrays", () => {
    const values = [
      [1, 2],
      [3, 4],
    ];
    const copy = fillMergedAreas(values, "A1:B2", "");
    expect(copy).toEqual(values);
    expect(copy).not.toBe(values);
    expect(copy[0]).not.toBe(values[0]);
  });

  // Random blocks with random non-overlapping merged areas (Excel never overlaps merges), some
  // running off the block, written in Excel's address style with awkward sheet names.
  const sheetNameArb = fc.constantFrom("Results", "대회 결과", "結果 (1)", "a,b'c", "x!y", "'quoted'", "R_1");
  const cellArb = fc.oneof(
    fc.constant(""),
    fc.integer({ min: -5, max: 99 }),
    fc.constantFrom("김민수", "A", "1", "=x"),
  );
  const scenarioArb = fc
    .record({
      rows: fc.integer({ min: 1, max: 8 }),
      cols: fc.integer({ min: 1, max: 6 }),
      originRow: fc.integer({ min: 0, max: 4 }),
      originCol: fc.integer({ min: 0, max: 30 }),
      sheet: sheetNameArb,
      spaced: fc.boolean(),
      absolute: fc.boolean(),
      boxes: fc.array(
        fc.record({
          r: fc.integer({ min: 0, max: 14 }),
          c: fc.integer({ min: 0, max: 38 }),
          h: fc.integer({ min: 0, max: 4 }),
          w: fc.integer({ min: 0, max: 3 }),
        }),
        { maxLength: 6 },
      ),
    })
    .chain((s) =>
      fc.record({
        s: fc.constant(s),
        values: fc.array(fc.array(cellArb, { minLength: s.cols, maxLength: s.cols }), {
          minLength: s.rows,
          maxLength: s.rows,
        }),
      }),
    );

  const overlaps = (a: CellBox, b: CellBox) => a.r0 <= b.r1 && b.r0 <= a.r1 && a.c0 <= b.c1 && b.c0 <= a.c1;
  const ref = (r: number, c: number, abs: boolean) =>
    abs ? `$${columnLetters(c)}$${r + 1}` : `${columnLetters(c)}${r + 1}`;

  test("property: filled cells hold their area's top-left value, other cells unchanged, input untouched", () => {
    fc.assert(
      fc.property(scenarioArb, ({ s, values }) => {
        const areas: CellBox[] = [];
        for (const b of s.boxes) {
          const box = { r0: b.r, c0: b.c, r1: b.r + b.h, c1: b.c + b.w };
          if (box.r0 === box.r1 && box.c0 === box.c1) continue; // a single cell is no merge
          if (!areas.some((a) => overlaps(a, box))) areas.push(box);
        }
        const q = quoteSheetName(s.sheet);
        const list = areas
          .map((a) => `${q}!${ref(a.r0, a.c0, s.absolute)}:${ref(a.r1, a.c1, s.absolute)}`)
          .join(s.spaced ? ", " : ",");
        expect(parseAreaList(list)).toEqual(areas);

        const topLeft = `${q}!${ref(s.originRow, s.originCol, false)}:${ref(s.originRow + s.rows - 1, s.originCol + s.cols - 1, false)}`;
        const before = JSON.stringify(values);
        const filled = fillMergedAreas(values, topLeft, list);
        expect(JSON.stringify(values)).toBe(before);
        expect(filled.length).toBe(values.length);
        for (let r = 0; r < s.rows; r++) {
          expect(filled[r].length).toBe(values[r].length);
          for (let c = 0; c < s.cols; c++) {
            const R = s.originRow + r;
            const C = s.originCol + c;
            const area = areas.find((a) => R >= a.r0 && R <= a.r1 && C >= a.c0 && C <= a.c1);
            const tlInside = area && area.r0 >= s.originRow && area.c0 >= s.originCol;
            const expected = area && tlInside ? values[area.r0 - s.originRow][area.c0 - s.originCol] : values[r][c];
            expect(filled[r][c]).toBe(expected);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
