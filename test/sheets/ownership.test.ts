/**
 * Which sheets are Brightwell's (src/sheets/ownership.ts): the marks every host writes and reads, the
 * add-in's ownership record, free names, and where a written sheet goes. Pure: no workbook needed.
 */
import fc from "fast-check";
import { freeSheetName, isValidSheetName } from "../../src/sheets/sheetNames";
import {
  findMark,
  freeTableName,
  markFormula,
  OWNED_SETTING_KEY,
  parseOwned,
  planMarkedSheet,
  planOwnedSheet,
  planRoundSheet,
  roleMark,
  ROUND_MARK,
  sheetOfFormula,
  OWNED_ROLES,
  STANDINGS_MARK,
} from "../../src/sheets/ownership";

describe("the marks", () => {
  it("are the names workbooks written before carry (never to change once released)", () => {
    expect(STANDINGS_MARK).toBe("Brightwell_Standings");
    expect(roleMark("standings")).toBe("Brightwell_Standings");
    expect(ROUND_MARK(5)).toBe("Brightwell_Round_5");
    expect(roleMark("round", 12)).toBe("Brightwell_Round_12");
    expect(roleMark("slips", 5)).toBe("Brightwell_Slips_5");
    expect(OWNED_SETTING_KEY).toBe("brightwell.ownedSheets");
  });

  it("a numbered role needs its number; no two roles share a mark", () => {
    expect(() => roleMark("round")).toThrow(/number/);
    const marks = Object.values(OWNED_ROLES).map((r) => r.mark.toLowerCase());
    expect(new Set(marks).size).toBe(marks.length);
  });

  it("point at A1 of their sheet, quoted as Excel writes a reference", () => {
    expect(markFormula("Standings")).toBe("Standings!$A$1");
    expect(markFormula("Round 5")).toBe("'Round 5'!$A$1");
    expect(markFormula("It's mine")).toBe("'It''s mine'!$A$1");
    expect(markFormula("5라운드")).toBe("'5라운드'!$A$1");
  });
});

describe("findMark", () => {
  const sheets = [
    { name: "Results", position: 0 },
    { name: "My Round 5", position: 1 },
  ];

  it("finds the name whatever its case, and the sheet in the workbook's own spelling", () => {
    const found = findMark(
      { sheets, names: [{ name: "brightwell_round_5", formula: "='my round 5'!$A$1" }] },
      ROUND_MARK(5),
    );
    expect(found.entry?.name).toBe("brightwell_round_5");
    expect(found.sheet?.name).toBe("My Round 5");
  });

  it("gives the entry without a sheet when the marked sheet was deleted (#REF!) or is not in the workbook", () => {
    expect(findMark({ sheets, names: [{ name: STANDINGS_MARK, formula: "=#REF!$A$1" }] }, STANDINGS_MARK)).toEqual({
      entry: { name: STANDINGS_MARK, formula: "=#REF!$A$1" },
      sheet: undefined,
    });
    expect(
      findMark({ sheets, names: [{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }] }, STANDINGS_MARK).sheet,
    ).toBeUndefined();
    expect(findMark({ sheets, names: [] }, STANDINGS_MARK)).toEqual({ entry: undefined, sheet: undefined });
    expect(findMark({ sheets }, STANDINGS_MARK)).toEqual({ entry: undefined, sheet: undefined });
  });
});

describe("planMarkedSheet: a sheet proven ours by its mark alone, whatever its role", () => {
  const mark = "Brightwell_Slips_3"; // any mark: the planner knows no role
  const sheets = [
    { name: "Results", position: 0 },
    { name: "Slips 3", position: 1 },
    { name: "Printed slips", position: 2 },
  ];

  it("refreshes the sheet its mark points at, renamed or not", () => {
    expect(
      planMarkedSheet({ sheets, names: [{ name: mark, formula: "='Printed slips'!$A$1" }] }, mark, "Slips 3"),
    ).toEqual({
      kind: "refresh",
      sheetName: "Printed slips",
      baseName: "Slips 3",
      nameTakenByUser: false,
      mark,
      replaceMark: false,
    });
  });

  it("never takes a sheet of that name without the mark, and replaces a mark left by a deleted sheet", () => {
    expect(planMarkedSheet({ sheets, names: [] }, mark, "Slips 3")).toEqual({
      kind: "create",
      sheetName: "Slips 3 (2)",
      baseName: "Slips 3",
      nameTakenByUser: true,
      mark,
      replaceMark: false,
    });
    expect(planMarkedSheet({ sheets, names: [{ name: mark, formula: "=#REF!$A$1" }] }, mark, "Slips 4")).toMatchObject({
      kind: "create",
      sheetName: "Slips 4",
      nameTakenByUser: false,
      replaceMark: true,
    });
  });

  it("is what planRoundSheet does with the round's mark", () => {
    const names = [{ name: ROUND_MARK(3), formula: "='Slips 3'!$A$1" }];
    expect(planRoundSheet({ sheets, names }, 3, "Round 3")).toEqual(
      planMarkedSheet({ sheets, names }, "Brightwell_Round_3", "Round 3"),
    );
    expect(planRoundSheet({ sheets, names }, 3, "Round 3").sheetName).toBe("Slips 3");
  });
});

describe("free names and the ownership record", () => {
  const sheetName = fc.stringMatching(/^[A-Za-z0-9 ()'_\-가-힣ぁ-ん]{1,40}$/);

  it("freeSheetName never returns a taken name (case-insensitive) and always a valid one", () => {
    fc.assert(
      fc.property(sheetName, fc.array(sheetName, { maxLength: 30 }), (base, existing) => {
        const name = freeSheetName(base, existing);
        expect(isValidSheetName(name)).toBe(true);
        expect(existing.map((n) => n.toLowerCase())).not.toContain(name.toLowerCase());
      }),
    );
    expect(freeSheetName("Standings", ["standings", "Standings (2)"])).toBe("Standings (3)");
    expect(freeSheetName("Standings", ["Results"])).toBe("Standings");
  });

  it("freeTableName avoids every existing table name", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^Brightwell[A-Za-z]{0,3}[0-9]{0,2}$/), { maxLength: 20 }), (existing) => {
        const name = freeTableName("BrightwellStandings", existing);
        expect(existing.map((n) => n.toLowerCase())).not.toContain(name.toLowerCase());
      }),
    );
  });

  it("parseOwned keeps only well-formed records", () => {
    expect(parseOwned(undefined)).toEqual([]);
    expect(parseOwned("[1,{}]")).toEqual([]);
    expect(parseOwned('[{"role":"standings","table":"T","sheet":"S"},{"role":3}]')).toEqual([
      { role: "standings", table: "T", sheet: "S" },
    ]);
  });

  it("planOwnedSheet refreshes only where our recorded table still is", () => {
    const owned = [{ role: "standings", table: "BrightwellStandings", sheet: "Standings" }];
    const sheets = [{ name: "Standings", position: 0 }];
    expect(
      planOwnedSheet(
        { sheets, owned, tables: [{ name: "BrightwellStandings", sheet: "Standings" }] },
        "standings",
        "Standings",
      ).kind,
    ).toBe("refresh");
    const gone = planOwnedSheet({ sheets, owned, tables: [] }, "standings", "Standings");
    expect(gone).toMatchObject({ kind: "create", sheetName: "Standings (2)", nameTakenByUser: true });
  });
});

describe("the Round sheet's mark", () => {
  it("reads a mark's sheet from Excel's formula text, quoted or not, and nothing from #REF!", () => {
    expect(sheetOfFormula("='Round 5'!$A$1")).toBe("Round 5");
    expect(sheetOfFormula("='It''s round 5'!$A$1")).toBe("It's round 5");
    expect(sheetOfFormula("=R5!$A$1")).toBe("R5");
    expect(sheetOfFormula("=#REF!$A$1")).toBeUndefined();
    expect(sheetOfFormula("=42")).toBeUndefined();
    const sheets = [
      { name: "Results", position: 0 },
      { name: "Round 5", position: 1 },
    ];
    expect(planRoundSheet({ sheets, names: [] }, 5, "Round 5")).toMatchObject({
      kind: "create",
      sheetName: "Round 5 (2)",
      nameTakenByUser: true,
    });
    expect(
      planRoundSheet({ sheets, names: [{ name: ROUND_MARK(5), formula: "='Round 5'!$A$1" }] }, 5, "Round 5"),
    ).toMatchObject({ kind: "refresh", sheetName: "Round 5" });
    // A mark of another round does not make this round's sheet ours.
    expect(
      planRoundSheet({ sheets, names: [{ name: ROUND_MARK(4), formula: "='Round 5'!$A$1" }] }, 5, "Round 5").kind,
    ).toBe("create");
  });
});
