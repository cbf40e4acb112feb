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
    const { Excel } = createFakeExcel({
      sheets: {
        Results: [
          ["Round", "Black"],
          [1, "Ann"],
        ],
      },
    });
    await Excel.run(async (ctx) => {
      const r = ctx.workbook.worksheets.getItem("Results").getUsedRange(true);
      r.load("values,address");
      expect(() => r.values).toThrow(NOT_LOADED);
      await ctx.sync();
      expect(r.values).toEqual([
        ["Round", "Black"],
        [1, "Ann"],
      ]);
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

  it('follows Range.values as documented: "=", "+", "-" (and "@") start a formula even in a text-formatted cell; a leading apostrophe makes text', async () => {
    const { Excel, book } = createFakeExcel({ sheets: { S: [] } });
    await Excel.run(async (ctx) => {
      const s = ctx.workbook.worksheets.getItem("S");
      s.getRange("A1").values = [["=1+1"]];
      const b = s.getRange("B1:B4");
      b.numberFormat = [["@"], ["@"], ["@"], ["@"]];
      b.values = [["=1+1"], ["+1-2"], ["-Kim"], ["@home"]];
      s.getRange("C1:C3").values = [['\'=HYPERLINK("x")'], ["''t Hooft"], ["-"]];
      await ctx.sync();
    });
    expect(book.cell("S", "A1").formula).toBe("=1+1");
    // The "@" format does not keep them text: Microsoft's documentation does not promise that.
    expect(["B1", "B2", "B3", "B4"].map((a) => book.cell("S", a).formula)).toEqual([
      "=1+1",
      "=+1-2",
      "=-Kim",
      "=@home",
    ]);
    expect(book.cell("S", "C1")).toEqual({ value: '=HYPERLINK("x")', numberFormat: "General", formula: null });
    expect(book.cell("S", "C2").value).toBe("'t Hooft");
    expect(book.cell("S", "C3").value).toBe("-");
    // Read back without the prefix, through values and formulas alike.
    const read = await Excel.run(async (ctx) => {
      const r = ctx.workbook.worksheets.getItem("S").getRange("C1:C2");
      r.load("values,formulas");
      await ctx.sync();
      return [r.values, r.formulas];
    });
    expect(read).toEqual([
      [['=HYPERLINK("x")'], ["'t Hooft"]],
      [['=HYPERLINK("x")'], ["'t Hooft"]],
    ]);
  });

  it("refuses overlapping tables and duplicate table names; sheet names are case-insensitive", async () => {
    const { Excel, book } = createFakeExcel({
      sheets: {
        S: [
          ["h1", "h2"],
          [1, 2],
        ],
      },
    });
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
    expect(book.tablesOn("S")).toEqual([
      { name: "T", address: "S!A1:B2", hasHeaders: true, style: "TableStyleMedium2" },
    ]);
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

describe("fake Excel: page layout, fonts, table geometry and names (Pair round N)", () => {
  it("applies page layout and font size only at sync, and rejects values Excel rejects", async () => {
    const { Excel, book } = createFakeExcel({
      sheets: {
        R: [
          ["Table", "Black"],
          [1, "Ann"],
        ],
      },
    });
    await Excel.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.getItem("R");
      ws.pageLayout.orientation = "Portrait";
      ws.pageLayout.zoom = { horizontalFitToPages: 1, verticalFitToPages: 1 };
      ws.pageLayout.setPrintArea("A1:B2");
      ws.pageLayout.setPrintTitleRows("$1:$1");
      ws.getRange("A1:B2").format.font.size = 18;
      expect(book.pageLayout("R").printArea).toBeNull();
      await ctx.sync();
    });
    expect(book.pageLayout("R")).toEqual({
      orientation: "Portrait",
      paperSize: "Letter",
      centerHorizontally: false,
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 1 },
      printArea: "A1:B2",
      printTitleRows: "$1:$1",
    });
    expect([book.fontSize("R", "B2"), book.fontSize("R", "C1")]).toEqual([18, 11]);
    for (const bad of [{ verticalFitToPages: 0 }, { scale: 5 }, { scale: 50, horizontalFitToPages: 1 }]) {
      await expect(
        Excel.run(async (ctx) => {
          ctx.workbook.worksheets.getItem("R").pageLayout.zoom = bad;
          await ctx.sync();
        }),
      ).rejects.toMatchObject({ code: "InvalidArgument" });
    }
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem("R").pageLayout.setPrintTitleRows("A1:B1");
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    // clear("All") removes the font sizes with the cells.
    await Excel.run(async (ctx) => {
      ctx.workbook.worksheets.getItem("R").getRange().clear("All");
      await ctx.sync();
    });
    expect(book.fontSize("R", "B2")).toBe(11);
  });

  it("finds the tables touching a row, and resizes a table by Excel's rules", async () => {
    const { Excel, book } = createFakeExcel({
      sheets: {
        S: [
          ["a", "b", "", "m"],
          [1, 2, "", 9],
          [3, 4, "", 8],
        ],
      },
    });
    await Excel.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.getItem("S");
      ws.tables.add("A1:B2", true).name = "T";
      ws.tables.add("D1:D3", true).name = "M";
      await ctx.sync();
    });
    const touching = await Excel.run(async (ctx) => {
      const used = ctx.workbook.worksheets.getItem("S").getUsedRange(true);
      const last = used.getLastRow().getTables(false);
      last.load("items/name");
      const inside = ctx.workbook.worksheets.getItem("S").getRange("A1:C3").getTables(true);
      inside.load("items/name");
      await ctx.sync();
      return { last: last.items.map((t: any) => t.name), inside: inside.items.map((t: any) => t.name) };
    });
    expect(touching).toEqual({ last: ["M"], inside: ["T"] }); // row 3 touches only M; only T lies inside A1:C3
    await Excel.run(async (ctx) => {
      const t = ctx.workbook.tables.getItem("T");
      t.resize(t.getRange().getBoundingRect(ctx.workbook.worksheets.getItem("S").getRange("A4:B5")));
      await ctx.sync();
    });
    expect(book.tablesOn("S").find((t) => t.name === "T")!.address).toBe("S!A1:B5");
    for (const [range, code] of [
      ["A2:B6", "InvalidArgument"],
      ["A1:D5", "InvalidOperation"],
      ["F1:G3", "InvalidArgument"],
    ]) {
      await expect(
        Excel.run(async (ctx) => {
          ctx.workbook.tables.getItem("T").resize(range);
          await ctx.sync();
        }),
      ).rejects.toMatchObject({ code });
    }
  });

  it("keeps workbook names pointing at their sheet through a rename, and shows #REF! after a delete", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { "Round 5": [["x"]] } });
    await Excel.run(async (ctx) => {
      ctx.workbook.names.add("Brightwell_Round_5", ctx.workbook.worksheets.getItem("Round 5").getRange("A1"));
      await ctx.sync();
    });
    book.renameSheet("Round 5", "R5");
    const read = async () =>
      Excel.run(async (ctx) => {
        const names = ctx.workbook.names.load("items/name,items/formula");
        await ctx.sync();
        return names.items.map((n: any) => [n.name, n.formula]);
      });
    expect(await read()).toEqual([["Brightwell_Round_5", "='R5'!$A$1"]]); // R5 looks like a cell: quoted, as Excel does
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.names.add("brightwell_round_5", "R5!A1");
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "ItemAlreadyExists" });
    book.deleteSheet("R5");
    expect(await read()).toEqual([["Brightwell_Round_5", "=#REF!$A$1"]]);
  });
});

describe("fake Excel: charts (the rating chart)", () => {
  it("adds a chart only at sync; its name is read after load + sync, as in Office", async () => {
    const { Excel, book } = createFakeExcel({
      sheets: {
        S: [
          ["Event", "Rating"],
          ["A", 1600],
          ["B", 1620],
        ],
      },
    });
    await Excel.run(async (ctx) => {
      const s = ctx.workbook.worksheets.getItem("S");
      const chart = s.charts.add("Line", s.getRange("A1:B3"), "Columns");
      chart.title.text = "Kim";
      expect(book.charts("S")).toEqual([]); // not before sync
      expect(() => chart.name).toThrow(/is not available/);
      await ctx.sync();
      expect(() => chart.name).toThrow(/is not available/); // not loaded
      const list = s.charts;
      list.load("items/name");
      expect(() => list.items).toThrow(/is not available/);
      await ctx.sync();
      expect(list.items.map((c: { name: string }) => c.name)).toEqual(["Chart 1"]);
      expect(() => chart.title.text).toThrow(/not implemented/);
    });
    expect(book.charts("S")).toEqual([
      { name: "Chart 1", type: "Line", source: "S!A1:B3", seriesBy: "Columns", title: "Kim", position: null },
    ]);
  });

  it("rejects what Excel rejects: an unknown chart type, a chart that does not exist", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { S: [["a", 1]] } });
    await expect(
      Excel.run(async (ctx) => {
        const s = ctx.workbook.worksheets.getItem("S");
        s.charts.add("Sparkle", s.getRange("A1:B1"), "Columns");
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    await expect(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem("S").charts.getItem("Nope").delete();
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "ItemNotFound" });
    expect(book.charts("S")).toEqual([]);
  });

  it("reaches a marked sheet's charts through the name in one sync; a missing name gives null objects", async () => {
    const { Excel, book } = createFakeExcel({ sheets: { Curve: [["x"]], Other: [["y"]] } });
    book.addName("Brightwell_RatingChart", "Curve", "A1").addChart("Curve", "BrightwellRatingChart", "A1:A1");
    await Excel.run(async (ctx) => {
      const marked = ctx.workbook.names.getItemOrNullObject("Brightwell_RatingChart").getRangeOrNullObject().worksheet;
      const charts = marked.charts;
      charts.load("items/name");
      const missing = ctx.workbook.names.getItemOrNullObject("Nothing").getRangeOrNullObject().worksheet;
      missing.charts.load("items/name");
      await ctx.sync();
      expect(marked.isNullObject).toBe(false);
      expect(charts.items.map((c: { name: string }) => c.name)).toEqual(["BrightwellRatingChart"]);
      expect(missing.isNullObject).toBe(true);
      expect(() => missing.charts.items).toThrow(/null object/);
    });
  });
});
