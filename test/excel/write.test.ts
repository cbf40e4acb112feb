/** The Excel adapter's writes (src/excel/write.ts) on the in-memory workbook. */
import { selectCell } from "../../src/excel/write";
import { hostOf, marche, workbookOf } from "../helpers/workbooks";

describe("selectCell", () => {
  it("activates the sheet and selects the problem's cell in one sync", async () => {
    const fake = workbookOf(marche().tournament);
    await selectCell(hostOf(fake), "Results", "D14");
    expect(fake.book.selection).toEqual({ sheet: "Results", address: "D14" });
    expect(fake.book.syncLog).toHaveLength(1);
  });
});
