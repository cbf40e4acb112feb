/**
 * The command line's side of sheet ownership (src/cli/workbook.ts over src/sheets/ownership.ts): the
 * marks it reads from and writes into a workbook (src/xlsx WorkbookWriter), and the free name of the table it writes.
 * In memory: no file is read or written.
 */
import {
  layoutOf,
  markedSheetName,
  markSheet,
  newWorkbook,
  ownsSheet,
  setName,
  writeTableSheet,
} from "../../src/cli/workbook";
import { ROUND_MARK, STANDINGS_MARK } from "../../src/sheets/ownership";
import { finish, newDraft, type WorkbookWriter } from "../../src/xlsx";
import { inspectXlsx } from "../helpers/xlsx";

function book(...sheets: string[]): WorkbookWriter {
  const wb = newWorkbook();
  for (const s of sheets) finish(wb, newDraft(s));
  return wb;
}

describe("marks in a workbook the command line writes", () => {
  it("are written as Excel saves a name (its reference without '='), one name per mark", () => {
    const wb = book("Results", "Round 5");
    markSheet(wb, ROUND_MARK(5), "Round 5");
    markSheet(wb, STANDINGS_MARK, "Results");
    markSheet(wb, STANDINGS_MARK, "Round 5"); // moved: the old one is replaced
    expect(wb.names()).toEqual([
      { name: "Brightwell_Round_5", formula: "'Round 5'!$A$1" },
      { name: "Brightwell_Standings", formula: "'Round 5'!$A$1" },
    ]);
    // As the file holds them.
    expect(inspectXlsx(wb.toBytes()).names).toEqual([
      { name: "Brightwell_Round_5", formula: "'Round 5'!$A$1" },
      { name: "Brightwell_Standings", formula: "'Round 5'!$A$1" },
    ]);
  });

  it("replace a name Excel would take for the same one (names are case-insensitive in Excel)", () => {
    const wb = book("Standings");
    setName(wb, "BRIGHTWELL_STANDINGS", "#REF!$A$1");
    markSheet(wb, STANDINGS_MARK, "Standings");
    expect(wb.names()).toEqual([{ name: "Brightwell_Standings", formula: "Standings!$A$1" }]);
  });

  it("find the sheet they point at, renamed or not, and nothing for a sheet that is gone", () => {
    const wb = book("Results", "My standings");
    setName(wb, STANDINGS_MARK, "'My standings'!$A$1");
    setName(wb, ROUND_MARK(2), "'Round 2'!$A$1");
    expect(markedSheetName(wb, STANDINGS_MARK)).toBe("My standings");
    expect(ownsSheet(wb, "My standings")).toBe(true);
    expect(ownsSheet(wb, "Results")).toBe(false);
    expect(markedSheetName(wb, ROUND_MARK(2))).toBeUndefined();
    expect(ownsSheet(wb, "My standings", ROUND_MARK(2))).toBe(false);
    expect(layoutOf(wb)).toEqual({
      sheets: [
        { name: "Results", position: 0, visible: true },
        { name: "My standings", position: 1, visible: true },
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
  const tables = (wb: WorkbookWriter, sheet: string) =>
    inspectXlsx(wb.toBytes())
      .tables(sheet)
      .map((t) => t.name);

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
