/**
 * The in-memory Excel's APIs for building sheets (test/fakes/fake-excel.js, "Sheets a writer builds"):
 * misuse is refused as Office refuses it (the sync rejects with InvalidArgument / InvalidOperation, commands
 * after the failing one are not applied), so the writer's tests can trust what they read back.
 */
import { createFakeExcel } from "../fakes/fake-excel";

async function syncError(body: (ctx: any) => void): Promise<{ code?: string; message: string } | undefined> {
  const fake = createFakeExcel({ sheets: { S: [["a", 1]] } });
  try {
    await fake.Excel.run(async (ctx) => {
      body(ctx);
      await ctx.sync();
    });
    return undefined;
  } catch (e) {
    return { code: (e as { code?: string }).code, message: (e as Error).message };
  }
}

const range = (ctx: any, a1 = "A2:B5") => ctx.workbook.worksheets.getItem("S").getRange(a1);

describe("data validation, as documented (DataValidationRule: exactly one type)", () => {
  it.each([
    [
      "two rule types",
      {
        wholeNumber: { operator: "Between", formula1: 0, formula2: 64 },
        decimal: { operator: "GreaterThan", formula1: 0 },
      },
    ],
    ["no rule type", {}],
    ["an unknown operator", { wholeNumber: { operator: "Within", formula1: 0, formula2: 64 } }],
    ["Between without formula2", { wholeNumber: { operator: "Between", formula1: 0 } }],
    ["a custom formula without =", { custom: { formula: "A2>0" } }],
    ["an empty list", { list: { inCellDropDown: true, source: "" } }],
  ])("refuses %s", async (_what, rule) => {
    const e = await syncError((ctx) => (range(ctx).dataValidation.rule = rule));
    expect(e?.code).toBe("InvalidArgument");
  });

  it("refuses an error alert style Excel does not have, and texts longer than Excel's dialog takes", async () => {
    expect(
      (
        await syncError(
          (ctx) =>
            (range(ctx).dataValidation.errorAlert = { style: "Fatal", message: "x", title: "t", showAlert: true }),
        )
      )?.code,
    ).toBe("InvalidArgument");
    expect(
      (
        await syncError(
          (ctx) =>
            (range(ctx).dataValidation.errorAlert = {
              style: "Stop",
              message: "x",
              title: "t".repeat(33),
              showAlert: true,
            }),
        )
      )?.message,
    ).toMatch(/32/);
    expect(
      (
        await syncError(
          (ctx) => (range(ctx).dataValidation.prompt = { showPrompt: true, title: "t", message: "m".repeat(256) }),
        )
      )?.message,
    ).toMatch(/255/);
  });

  it("a Range as a list source is kept as the cells it refers to", async () => {
    const fake = createFakeExcel({ sheets: { S: [["a"]], L: [["x"], ["y"]] } });
    await fake.Excel.run(async (ctx: any) => {
      const source = ctx.workbook.worksheets.getItem("L").getRange("A1:A2");
      ctx.workbook.worksheets.getItem("S").getRange("B2").dataValidation.rule = {
        list: { inCellDropDown: true, source },
      };
      await ctx.sync();
    });
    expect(fake.book.validations("S")[0].rule).toEqual({ list: { inCellDropDown: true, source: "=L!$A$1:$A$2" } });
  });
});

describe("conditional formats, looks, merges, page breaks", () => {
  it("refuses a custom rule formula without =, a colour that is not #RRGGBB, an unknown border style", async () => {
    expect(
      (
        await syncError((ctx) => {
          const cf = range(ctx).conditionalFormats.add("Custom");
          cf.custom.rule.formula = "A2>1";
        })
      )?.code,
    ).toBe("InvalidArgument");
    expect((await syncError((ctx) => (range(ctx).format.fill.color = "#FFF")))?.code).toBe("InvalidArgument");
    expect((await syncError((ctx) => (range(ctx).format.borders.getItem("EdgeBottom").style = "Wavy")))?.code).toBe(
      "InvalidArgument",
    );
    expect((await syncError((ctx) => (range(ctx).format.borders.getItem("Middle").style = "Continuous")))?.code).toBe(
      "InvalidArgument",
    );
    expect((await syncError((ctx) => (range(ctx).format.horizontalAlignment = "left")))?.code).toBe("InvalidArgument");
    expect((await syncError((ctx) => (range(ctx).format.rowHeight = 500)))?.code).toBe("InvalidArgument");
    expect((await syncError((ctx) => (range(ctx).format.columnWidth = -1)))?.code).toBe("InvalidArgument");
  });

  it("merging keeps the top-left value only; a merge over a merged area is refused", async () => {
    const fake = createFakeExcel({
      sheets: {
        S: [
          ["a", "b"],
          ["c", "d"],
        ],
      },
    });
    await fake.Excel.run(async (ctx: any) => {
      ctx.workbook.worksheets.getItem("S").getRange("A1:B1").merge(false);
      await ctx.sync();
    });
    expect(fake.book.values("S", "values")).toEqual([
      ["a", ""],
      ["c", "d"],
    ]);
    expect(fake.book.mergedAreas("S")).toEqual(["A1:B1"]);
    const again = createFakeExcel({ sheets: { S: [["a", "b"]] } });
    again.book.mergeCells("S", "A1:B1");
    await expect(
      again.Excel.run(async (ctx: any) => {
        ctx.workbook.worksheets.getItem("S").getRange("B1:C1").merge();
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidOperation" });
  });

  it("a page break goes before a row (never row 1) and is removed with removePageBreaks", async () => {
    expect((await syncError((ctx) => ctx.workbook.worksheets.getItem("S").horizontalPageBreaks.add("A1")))?.code).toBe(
      "InvalidArgument",
    );
    const fake = createFakeExcel({ sheets: { S: [["a"]] } });
    await fake.Excel.run(async (ctx: any) => {
      const s = ctx.workbook.worksheets.getItem("S");
      s.horizontalPageBreaks.add("A31");
      s.horizontalPageBreaks.add("A61");
      await ctx.sync();
    });
    expect(fake.book.rowBreaks("S")).toEqual([31, 61]);
    await fake.Excel.run(async (ctx: any) => {
      ctx.workbook.worksheets.getItem("S").horizontalPageBreaks.removePageBreaks();
      await ctx.sync();
    });
    expect(fake.book.rowBreaks("S")).toEqual([]);
  });

  it("a failing command stops the batch: the commands after it are not applied", async () => {
    const fake = createFakeExcel({ sheets: { S: [["a"]] } });
    await expect(
      fake.Excel.run(async (ctx: any) => {
        const s = ctx.workbook.worksheets.getItem("S");
        s.getRange("A1").format.font.bold = true;
        s.getRange("A1").format.font.color = "not a colour";
        s.getRange("A1").format.font.italic = true;
        await ctx.sync();
      }),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    expect(fake.book.look("S", "A1")).toEqual({ bold: true, fontSize: 11 });
  });
});

describe("formulas, names' cells and special cells", () => {
  it("Range.formulas enters formulas and values as typed; the text prefix keeps '=1+1' as text", async () => {
    const fake = createFakeExcel({ sheets: { S: [] } });
    await fake.Excel.run(async (ctx: any) => {
      ctx.workbook.worksheets.getItem("S").getRange("A1:C1").formulas = [["=SUM(1,2)", "'=1+1", 7]];
      await ctx.sync();
    });
    expect(fake.book.values("S", "formulas")).toEqual([["=SUM(1,2)", "=1+1", 7]]);
    expect(fake.book.cell("S", "B1").formula).toBeNull();
  });

  it("NamedItem.arrayValues gives the cells' values; a name of a deleted sheet gives #REF!", async () => {
    const fake = createFakeExcel({ sheets: { T: [[null, "woc"]], U: [[5]] } });
    fake.book.addName("P", "T", "B1").addName("R", "U", "A1");
    fake.book.deleteSheet("U");
    const got = await fake.Excel.run(async (ctx: any) => {
      const p = ctx.workbook.names.getItemOrNullObject("P");
      const r = ctx.workbook.names.getItemOrNullObject("R");
      const none = ctx.workbook.names.getItemOrNullObject("None");
      for (const n of [p, r, none]) n.load("name,formula,arrayValues/values");
      await ctx.sync();
      return [p.arrayValues.values, r.arrayValues.values, none.isNullObject];
    });
    expect(got).toEqual([[["woc"]], [["#REF!"]], true]);
  });

  it("getSpecialCellsOrNullObject('Formulas', 'Errors') lists only formula cells showing an error", async () => {
    const fake = createFakeExcel({ sheets: { S: [["a", 1]] } });
    fake.book.setFormula("S", "C1", "=A1+1", "#VALUE!").setFormula("S", "D1", "=B1+1", 2);
    const got = await fake.Excel.run(async (ctx: any) => {
      const used = ctx.workbook.worksheets.getItem("S").getUsedRange(true);
      const errors = used.getSpecialCellsOrNullObject("Formulas", "Errors");
      const all = used.getSpecialCellsOrNullObject("Formulas");
      errors.load("address");
      all.load("address");
      await ctx.sync();
      return [errors.address, all.address];
    });
    expect(got).toEqual(["S!C1", "S!C1,S!D1"]);
  });
});
