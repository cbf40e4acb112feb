/**
 * Merged Round cells in the Excel adapter. Korean and Japanese directors merge the Round cell over a
 * round's rows; Office.js reads the round only in the first row of each merged area. The in-memory
 * workbook models that, and with ExcelApi 1.13 readInputs reads the merged areas in the same read
 * sync. What the pane computes and pairs from such a sheet: test/taskpane/merged.test.ts.
 */
import { readFilledInputs } from "../../taskpane/flow";
import { readInputs } from "../../src/excel/read";
import { createFakeExcel } from "../fakes/fake-excel";
import { hostOf, koreanWorkbook, onExcelUpTo, SHEET } from "../helpers/workbooks";

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
      expect([r.values, r.formulas]).toEqual([
        [[1], [""]],
        [[1], [""]],
      ]);
    });
    await expect(
      fake.Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem(SHEET).tables.add("A1:E5", true);
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidOperation" });
  });

  it("sheets without merges read as before (no merge list, getMergedAreasOrNullObject a null object)", async () => {
    const fake = createFakeExcel({
      sheets: {
        Results: [
          ["Round", "Black"],
          [1, "Ann"],
          [1, "Bob"],
        ],
      },
    });
    await fake.Excel.run(async (ctx) => {
      const used = ctx.workbook.worksheets.getItem("Results").getUsedRange(true);
      used.load("values");
      const merged = used.getMergedAreasOrNullObject();
      merged.load("address");
      await ctx.sync();
      expect(used.values).toEqual([
        ["Round", "Black"],
        [1, "Ann"],
        [1, "Bob"],
      ]);
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
