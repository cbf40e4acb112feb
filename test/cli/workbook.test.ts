/**
 * The command line's side of sheet ownership (src/cli/workbook.ts over src/sheets/ownership.ts): the
 * marks it reads from and writes into an exceljs workbook, and the free name of the table it writes.
 * In memory: no file is read or written.
 */
import ExcelJS from "exceljs";
import { layoutOf, markedSheetName, markSheet, newWorkbook, ownsSheet, writeTableSheet } from "../../src/cli/workbook";
import { ROUND_MARK, STANDINGS_MARK } from "../../src/sheets/ownership";

function book(...sheets: string[]): ExcelJS.Workbook {
  const wb = newWorkbook();
  for (const s of sheets) wb.addWorksheet(s);
  return wb;
}

describe("marks in an exceljs workbook", () => {
  it("are written as Excel saves a name (its reference without '='), one name per mark", () => {
    const wb = book("Results", "Round 5");
    markSheet(wb, ROUND_MARK(5), "Round 5");
    markSheet(wb, STANDINGS_MARK, "Results");
    markSheet(wb, STANDINGS_MARK, "Round 5"); // moved: the old one is replaced
    expect(wb.definedNames.model).toEqual([
      { name: "Brightwell_Round_5", ranges: ["'Round 5'!$A$1"] },
      { name: "Brightwell_Standings", ranges: ["'Round 5'!$A$1"] },
    ]);
  });

  it("replace a name Excel would take for the same one (names are case-insensitive in Excel)", () => {
    const wb = book("Standings");
    wb.definedNames.model = [{ name: "BRIGHTWELL_STANDINGS", ranges: ["#REF!$A$1"] }];
    markSheet(wb, STANDINGS_MARK, "Standings");
    expect(wb.definedNames.model).toEqual([{ name: "Brightwell_Standings", ranges: ["Standings!$A$1"] }]);
  });

  it("find the sheet they point at, renamed or not, and nothing for a sheet that is gone", () => {
    const wb = book("Results", "My standings");
    wb.definedNames.model = [
      { name: STANDINGS_MARK, ranges: ["'My standings'!$A$1"] },
      { name: ROUND_MARK(2), ranges: ["'Round 2'!$A$1"] },
    ];
    expect(markedSheetName(wb, STANDINGS_MARK)).toBe("My standings");
    expect(ownsSheet(wb, "My standings")).toBe(true);
    expect(ownsSheet(wb, "Results")).toBe(false);
    expect(markedSheetName(wb, ROUND_MARK(2))).toBeUndefined();
    expect(ownsSheet(wb, "My standings", ROUND_MARK(2))).toBe(false);
    expect(layoutOf(wb)).toEqual({
      sheets: [
        { name: "Results", position: 0 },
        { name: "My standings", position: 1 },
      ],
      names: [
        { name: STANDINGS_MARK, formula: "'My standings'!$A$1" },
        { name: ROUND_MARK(2), formula: "'Round 2'!$A$1" },
      ],
    });
  });
});

describe("writeTableSheet", () => {
  const rendered = {
    values: [
      ["Rank", "Player"],
      [1, "Kim"],
    ],
    numberFormats: [
      ["General", "@"],
      ["0", "@"],
    ],
  };
  const tables = (wb: ExcelJS.Workbook, sheet: string) =>
    (wb.getWorksheet(sheet) as unknown as { getTables(): { table: { name: string } }[] })
      .getTables()
      .map((t) => t.table.name);

  it("names its table after the base, numbered Base_2 … when another sheet holds a table of that name", () => {
    const wb = book();
    writeTableSheet(wb, "Other", "Standings", rendered);
    writeTableSheet(wb, "Standings", "Standings", rendered);
    expect(tables(wb, "Other")).toEqual(["Standings"]);
    expect(tables(wb, "Standings")).toEqual(["Standings_2"]);
    // Rewriting the sheet frees its own table's name first.
    writeTableSheet(wb, "Standings", "Standings", rendered);
    expect(tables(wb, "Standings")).toEqual(["Standings_2"]);
  });
});
