/**
 * The in-memory Excel fake must behave like Office where the adapter could go wrong: reads before
 * load+sync throw Office's message, commands run only at sync, null objects, table rules, and
 * formulas vs text. Otherwise the adapter tests built on it would prove nothing.
 */
import { createFakeExcel } from "../fakes/fake-excel";

const NOT_LOADED =
  "The property 'values' is not available. Before reading the property's value, call the load method on the containing object and call \"context.sync()\" on the associated request context.";

describe("fake Excel: Office's load/sync rules", () => {
  it("throws Office's message when a property is read before load", async () => {
    const { Excel } = createFakeExcel({ sheets: { Results: [["Round"], [1]] } });
    await Excel.run(async (ctx) => {
      const r = ctx.workbook.worksheets.getItem("Results").getUsedRange(true);
      await ctx.sync();
      expect(() => r.values).toThrow(NOT_LOADED);
    });
  });

  it("throws when loaded but not yet synced, and reads after the sync", async () => {
    const { Excel } = createFakeExcel({ sheets: { Results: [["Round", "Black"], [1, "Ann"]] } });
    await Excel.run(async (ctx) => {
      const r = ctx.workbook.worksheets.getItem("Results").getUsedRange(true);
      r.load("values,address");
      expect(() => r.values).toThrow(NOT_LOADED);
      await ctx.sync();
      expect(r.values).toEqual([["Round", "Black"], [1, "Ann"]]);
      expect(r.address).toBe("Results!A1:B2");
    });
  });

  it("queues writes until sync, and an error drops the rest of the batch", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { S: [["a"]] } });
    await expect(
      Excel.run(async (ctx) => {
        const s = ctx.workbook.worksheets.getItem("S");
        s.getRange("A1").values = [["written"]];
        expect(book.values("S")).toEqual([["a"]]); // not before sync
        ctx.workbook.worksheets.getItem("Missing").getRange("A1").values = [["x"]];
        s.getRange("B1").values = [["never"]];
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "ItemNotFound" });
    expect(book.values("S")).toEqual([["written"]]);
  });

  it("gives null objects for missing sheets and settings, readable only through isNullObject", async () => {
    const { Excel } = createFakeExcel({ sheets: { S: [[1]] } });
    await Excel.run(async (ctx) => {
      const sheet = ctx.workbook.worksheets.getItemOrNullObject("Nope");
      const used = sheet.getUsedRange(true);
      used.load("values");
      const setting = ctx.workbook.settings.getItemOrNullObject("k");
      setting.load("value");
      expect(() => sheet.isNullObject).toThrow(/isNullObject/);
      await ctx.sync();
      expect(sheet.isNullObject).toBe(true);
      expect(used.isNullObject).toBe(true);
      expect(setting.isNullObject).toBe(true);
      expect(() => used.values).toThrow(/null object/);
    });
  });

  it("rejects a values array whose shape differs from the range, and NaN", async () => {
    const { Excel } = createFakeExcel({ sheets: { S: [] } });
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem("S").getRange("A1:B2").values = [[1, 2]];
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem("S").getRange("A1").values = [[NaN]];
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
  });

  it("stores '=…' as a formula unless the cell is formatted as text first", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { S: [] } });
    await Excel.run(async (ctx) => {
      const s = ctx.workbook.worksheets.getItem("S");
      s.getRange("A1").values = [["=1+1"]];
      const b = s.getRange("B1");
      b.numberFormat = [["@"]];
      b.values = [["=1+1"]];
      await ctx.sync();
    });
    expect(book.cell("S", "A1").formula).toBe("=1+1");
    expect(book.cell("S", "B1")).toEqual({ value: "=1+1", numberFormat: "@", formula: null });
  });

  it("refuses overlapping tables and duplicate table names; sheet names are case-insensitive", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { S: [["h1", "h2"], [1, 2]] } });
    await Excel.run(async (ctx) => {
      ctx.workbook.worksheets.getItem("S").tables.add("A1:B2", true).name = "T";
      await ctx.sync();
    });
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem("S").tables.add("B2:C3", true);
        await ctx.sync();
      }),
    ).rejects.toThrow(/overlap/);
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.add("s");
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "ItemAlreadyExists" });
    expect(book.tablesOn("S")).toEqual([{ name: "T", address: "S!A1:B2", hasHeaders: true, style: "TableStyleMedium2" }]);
  });

  it("counts syncs, marks the final implicit one, and separates loads from writes", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { S: [[1]] } });
    await Excel.run(async (ctx) => {
      ctx.workbook.worksheets.getItem("S").getUsedRange().load("values");
      await ctx.sync();
      ctx.workbook.worksheets.getItem("S").getRange("A2").values = [[2]];
    });
    expect(book.syncLog.map((e) => [e.loads > 0, e.writes, e.implicit])).toEqual([
      [true, 0, false],
      [false, 1, true],
    ]);
  });
});
