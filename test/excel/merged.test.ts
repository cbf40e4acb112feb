/**
 * Merged Round cells in the task pane. Korean and Japanese directors merge the Round cell over a
 * round's rows; Office.js reads the round only in the first row of each merged area. With ExcelApi
 * 1.13 the pane reads the merged areas in the same read sync and fills them (fillMergedAreas), so it
 * computes and pairs what the command line computes from the same sheet (test/cli/cli.test.ts, "a
 * one-sheet workbook as Korean and Japanese directors keep it"). An older Excel cannot say which
 * cells are merged: the director gets the usual "round missing" problems and nothing is written.
 */
import { computeInWorkbook, pairInWorkbook, previewPairing, readFilledInputs } from "../../taskpane/flow";
import { readInputs } from "../../src/excel/read";
import { parseResultsSheet } from "../../src/sheets";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
import { hostOf } from "./helpers";

const SHEET = "대회 결과";

/** The CLI test's sheet, as saved: Round merged over A2:A3 and A4:A5 (values typed in every row). */
function koreanWorkbook(): FakeExcel {
  return createFakeExcel({
    sheets: {
      [SHEET]: [
        ["라운드", "흑", "흑 돌수", "백 돌수", "백"],
        [1, "김민수", 40, 24, "이서연"],
        [1, "박지훈", 33, 31, "최유진"],
        [2, "김민수", 30, 34, "박지훈"],
        [2, "이서연", 20, 44, "최유진"],
      ],
    },
    merged: { [SHEET]: ["A2:A3", "A4:A5"] },
  });
}

const syncShape = (log: { loads: number; writes: number; implicit: boolean }[]) =>
  log.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));

/** Run `body` as if inside an Excel whose ExcelApi stops at 1.`last` (Excel 2019: 1.8 … 2021: 1.13+). */
async function onExcelUpTo<T>(last: number, body: () => Promise<T>): Promise<T> {
  const g = globalThis as { Office?: unknown };
  g.Office = {
    context: { requirements: { isSetSupported: (name: string, v: string) => name === "ExcelApi" && Number(v.split(".")[1]) <= last } },
  };
  try {
    return await body();
  } finally {
    delete g.Office;
  }
}

describe("the fake models Excel's merged cells", () => {
  it("values read '' below a merged area's top-left; getMergedAreasOrNullObject lists the areas (or is a null object)", async () => {
    const fake = koreanWorkbook();
    expect(fake.book.mergedAreas(SHEET)).toEqual(["A2:A3", "A4:A5"]);
    await fake.Excel.run(async (ctx) => {
      const sheet = ctx.workbook.worksheets.getItem(SHEET);
      const used = sheet.getUsedRange(true);
      used.load("values");
      const merged = used.getMergedAreasOrNullObject();
      merged.load("address");
      const round1 = sheet.getRange("A2:E3").getMergedAreasOrNullObject();
      round1.load("address,areaCount");
      const none = sheet.getRange("B1:E5").getMergedAreasOrNullObject();
      none.load("address");
      expect(() => merged.address).toThrow("The property 'address' is not available");
      expect(() => merged.isNullObject).toThrow();
      await ctx.sync();
      expect(used.values.map((r: unknown[]) => r[0])).toEqual(["라운드", 1, "", 2, ""]);
      expect(merged.isNullObject).toBe(false);
      expect(merged.address).toBe("'대회 결과'!A2:A3,'대회 결과'!A4:A5");
      expect([round1.address, round1.areaCount]).toEqual(["'대회 결과'!A2:A3", 1]);
      expect(none.isNullObject).toBe(true);
      expect(() => none.address).toThrow("null object");
    });
  });

  it("a write into a merged area's lower cell still reads '', and no table goes over merged cells", async () => {
    const fake = koreanWorkbook();
    await fake.Excel.run(async (ctx) => {
      const sheet = ctx.workbook.worksheets.getItem(SHEET);
      sheet.getRange("A3").values = [[7]];
      const r = sheet.getRange("A2:A3");
      r.load("values,formulas");
      await ctx.sync();
      expect([r.values, r.formulas]).toEqual([[[1], [""]], [[1], [""]]]);
    });
    await expect(
      fake.Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem(SHEET).tables.add("A1:E5", true);
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidOperation" });
  });

  it("sheets without merges read as before (no merge list, getMergedAreasOrNullObject a null object)", async () => {
    const fake = createFakeExcel({ sheets: { Results: [["Round", "Black"], [1, "Ann"], [1, "Bob"]] } });
    await fake.Excel.run(async (ctx) => {
      const used = ctx.workbook.worksheets.getItem("Results").getUsedRange(true);
      used.load("values");
      const merged = used.getMergedAreasOrNullObject();
      merged.load("address");
      await ctx.sync();
      expect(used.values).toEqual([["Round", "Black"], [1, "Ann"], [1, "Bob"]]);
      expect(merged.isNullObject).toBe(true);
    });
  });
});

describe("readInputs asks for merged areas in its one sync, only where Excel has them", () => {
  it("ExcelApi 1.13: the used range's areas, null for a sheet without merges; one sync", async () => {
    const fake = koreanWorkbook();
    fake.book.addSheet("Players", [["이름"], ["김민수"]]);
    const inputs = await readInputs(hostOf(fake), { resultsSheet: SHEET, playersSheet: "Players" });
    expect(inputs.results!.mergedAreas).toBe("'대회 결과'!A2:A3,'대회 결과'!A4:A5");
    expect(inputs.players!.mergedAreas).toBeNull();
    expect(fake.book.syncLog).toHaveLength(1);
    // The raw values are Office's; the filled ones are the command line's.
    expect(inputs.results!.values.map((r) => r[0])).toEqual(["라운드", 1, "", 2, ""]);
    fake.book.resetLog();
    const filled = await readFilledInputs(hostOf(fake), { resultsSheet: SHEET });
    expect(filled.results!.values.map((r) => r[0])).toEqual(["라운드", 1, 1, 2, 2]);
    expect(fake.book.syncLog).toHaveLength(1);
  });

  it("older Excel (1.12): not asked (null), still one sync", async () => {
    const fake = koreanWorkbook();
    const inputs = await onExcelUpTo(12, () => readInputs(hostOf(fake), { resultsSheet: SHEET }));
    expect(inputs.results!.mergedAreas).toBeNull();
    expect(fake.book.syncLog).toHaveLength(1);
  });

  it("a missing sheet is still null, with no error from the merged-areas request", async () => {
    const fake = koreanWorkbook();
    const inputs = await readInputs(hostOf(fake), { resultsSheet: "Results", playersSheet: "Players" });
    expect([inputs.results, inputs.players]).toEqual([null, null]);
  });
});

describe("compute standings on a Korean sheet with merged Round cells and no Players sheet", () => {
  it("gives the command line's standings, in one read sync and one write sync", async () => {
    const fake = koreanWorkbook();
    const outcome = await computeInWorkbook(hostOf(fake), { resultsSheet: SHEET, preset: "woc", locale: "ko" });
    if (outcome.kind !== "written") throw new Error(JSON.stringify(outcome));
    expect(outcome.warnings).toEqual([]);
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    // The CLI test's expectation for the same sheet (WOC preset): player, points, discs.
    const nameOf = new Map(outcome.standings.rows.map((r) => [r.id, r.name] as const));
    expect(outcome.standings.rows.map((r) => [nameOf.get(r.id), r.points, r.discs])).toEqual([
      ["박지훈", 2, 67],
      ["최유진", 1, 75],
      ["김민수", 1, 70],
      ["이서연", 0, 44],
    ]);
    const written = fake.book.values(outcome.result.sheetName, "values");
    expect(written.slice(1).map((r) => r[1])).toEqual(["박지훈", "최유진", "김민수", "이서연"]);
    // The results sheet is untouched (merges kept, lower cells still empty).
    expect(fake.book.mergedAreas(SHEET)).toEqual(["A2:A3", "A4:A5"]);
  });

  it("on an Excel without ExcelApi 1.13: the 'round missing' problems at A3 and A5, nothing written", async () => {
    const fake = koreanWorkbook();
    const before = fake.book.snapshot();
    const outcome = await onExcelUpTo(12, () => computeInWorkbook(hostOf(fake), { resultsSheet: SHEET, preset: "woc", locale: "ko" }));
    if (outcome.kind !== "problems") throw new Error(JSON.stringify(outcome));
    expect(outcome.problems.filter((p) => p.severity === "error").map((p) => [p.code, p.address])).toEqual([
      ["round-missing", "'대회 결과'!A3"],
      ["round-missing", "'대회 결과'!A5"],
    ]);
    // The same problems the parser gives Office's raw cells (the pane's existing path).
    const raw = await readInputs(hostOf(fake), { resultsSheet: SHEET });
    const direct = parseResultsSheet({ sheetName: SHEET, values: raw.results!.values, topLeft: raw.results!.address });
    expect(outcome.problems.map((p) => p.code)).toEqual(direct.problems.map((p) => p.code));
    expect(fake.book.snapshot()).toBe(before);
    expect(syncShape(fake.book.syncLog).filter((s) => s.writes)).toEqual([]);
  });
});

describe("pair the next round on the same sheet", () => {
  it("preview: round 3, four players present, no errors", async () => {
    const fake = koreanWorkbook();
    const preview = await previewPairing(hostOf(fake), { resultsSheet: SHEET });
    expect(preview).toMatchObject({ kind: "ready", round: 3, firstRound: false, fixed: [], absent: [], present: 4, errors: 0 });
    expect(fake.book.syncLog).toHaveLength(1);
  });

  it("pair: round 3 appended below the merged rows (no rematch), one read sync + one write sync", async () => {
    const fake = koreanWorkbook();
    const outcome = await pairInWorkbook(hostOf(fake), { resultsSheet: SHEET, locale: "ko" });
    if (outcome.kind !== "written") throw new Error(JSON.stringify(outcome));
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    expect(outcome.round).toBe(3);
    expect(outcome.rowsAddress).toBe("'대회 결과'!A6:E7");
    const rows = fake.book.values(SHEET, "values").slice(5);
    expect(rows.map((r) => r[0])).toEqual([3, 3]);
    // Round 3 meets the two pairs who have not met yet (rounds 1–2 used the other four pairs).
    const pairs = rows.map((r) => [r[1], r[4]].sort().join("–")).sort();
    expect(pairs).toEqual(["김민수–최유진", "박지훈–이서연"]);
    expect(fake.book.mergedAreas(SHEET)).toEqual(["A2:A3", "A4:A5"]);
  });

  it("on an Excel without ExcelApi 1.13: preview counts the errors, pair lists them and writes nothing", async () => {
    const fake = koreanWorkbook();
    const before = fake.book.snapshot();
    const [preview, pair] = await onExcelUpTo(12, async () => [
      await previewPairing(hostOf(fake), { resultsSheet: SHEET }),
      await pairInWorkbook(hostOf(fake), { resultsSheet: SHEET, locale: "ko", canResizeTables: false }),
    ]);
    expect(preview).toMatchObject({ kind: "ready", errors: 2 });
    if (pair.kind !== "problems") throw new Error(JSON.stringify(pair));
    expect(pair.problems.filter((p) => p.severity === "error").map((p) => p.code)).toEqual(["round-missing", "round-missing"]);
    expect(fake.book.snapshot()).toBe(before);
  });
});
