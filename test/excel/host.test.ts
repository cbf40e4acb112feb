/** What the running Excel supports (src/excel/host.ts). */
import { excelApiSupported } from "../../src/excel/host";

describe("what the running Excel supports", () => {
  it("asks Office which ExcelApi sets exist (Excel 2019 stops at 1.8), and assumes all outside Office", () => {
    expect(excelApiSupported("1.13")).toBe(true);
    const g = globalThis as { Office?: unknown };
    g.Office = {
      context: {
        requirements: {
          isSetSupported: (name: string, v: string) => name === "ExcelApi" && Number(v.split(".")[1]) <= 8,
        },
      },
    };
    try {
      expect([excelApiSupported("1.8"), excelApiSupported("1.9"), excelApiSupported("1.13")]).toEqual([
        true,
        false,
        false,
      ]);
    } finally {
      delete g.Office;
    }
  });
});
