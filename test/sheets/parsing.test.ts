import { parseResultsSheet, parseResultText } from "../../src/sheets";

const HEAD = ["Round", "Black", "Black discs", "White discs", "White", "Result"];
const parse = (rows: unknown[][]) => parseResultsSheet({ sheetName: "Results", values: [HEAD, ...rows] });

describe("byes", () => {
  test.each([
    ["BYE on the White side", [1, "Ann", null, null, "BYE", null]],
    ["BYE on the Black side", [1, "BYE", null, null, "Ann", null]],
    ["lower case", [1, "Ann", "", "", "bye", ""]],
    ["Korean 부전승", [1, "부전승", null, null, "Ann", null]],
    ["Japanese 不戦勝", [1, "Ann", null, null, "不戦勝", null]],
    ["with spaces and full-width letters", [1, "Ann", null, null, "  ＢＹＥ ", null]],
  ])("%s → a bye for the player (1 point, no discs)", (_label, row) => {
    const { tournament, problems } = parse([row]);
    expect(problems).toEqual([]);
    expect(tournament.games).toEqual([
      {
        round: 1,
        black: "Ann",
        white: null,
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 1,
        whitePoints: 0,
        kind: "bye",
        origin: "Results!A2",
      },
    ]);
    expect(tournament.players).toEqual([{ id: "Ann", name: "Ann" }]);
  });
});

describe("games without discs: the Result column", () => {
  test.each([
    ["1F-0F", "forfeit", 1, 0],
    ["0F-1F", "forfeit", 0, 1],
    ["0f-0f", "forfeit", 0, 0],
    ["1F - 0F", "forfeit", 1, 0],
    ["1-0", "adjudicated", 1, 0],
    ["0-1", "adjudicated", 0, 1],
    ["½-½", "adjudicated", 0.5, 0.5],
    ["1/2-1/2", "adjudicated", 0.5, 0.5],
    ["0.5-0.5", "adjudicated", 0.5, 0.5],
    ["１－０", "adjudicated", 1, 0],
    ["½–½", "adjudicated", 0.5, 0.5],
  ])("%s → %s %d-%d", (text, kind, bp, wp) => {
    const { tournament, problems } = parse([
      [2, "Ann", null, null, "Bob", text],
      [1, "Ann", 33, 31, "Bob", null],
    ]);
    expect(problems).toEqual([]);
    expect(tournament.games[0]).toEqual({
      round: 2,
      black: "Ann",
      white: "Bob",
      blackDiscs: null,
      whiteDiscs: null,
      blackPoints: bp,
      whitePoints: wp,
      kind,
      origin: "Results!A2",
    });
  });

  test.each(["1F-1F", "1-1", "0-0", "2-0", "W", "0.5F-0.5F", "1:0:0", "½"])("%s is not a result", (text) => {
    expect(parseResultText(text)).toBeUndefined();
    const { problems, tournament } = parse([[1, "Ann", null, null, "Bob", text]]);
    expect(problems.map((p) => [p.address, p.code])).toEqual([["Results!F2", "result-invalid"]]);
    expect(tournament.games).toEqual([]);
  });

  test("played games get their points from the discs; a matching Result is accepted", () => {
    const { tournament, problems } = parse([
      [1, "Ann", 40, 24, "Bob", "1-0"],
      [1, "Cid", 32, 32, "Dan", "½-½"],
      [2, "Bob", 0, 64, "Cid", null],
    ]);
    expect(problems).toEqual([]);
    expect(tournament.games.map((g) => [g.kind, g.blackPoints, g.whitePoints])).toEqual([
      ["played", 1, 0],
      ["played", 0.5, 0.5],
      ["played", 0, 1],
    ]);
  });
});

describe("prepared rows", () => {
  test("a row with only its Round (and Table) filled, e.g. under a merged Round cell, is a template row: skipped", async () => {
    const { parseResultsSheet } = await import("../../src/sheets/results");
    const values = [
      ["Round", "Table", "Black", "Black discs", "White discs", "White"],
      [1, 1, "Ann", 40, 24, "Bo"],
      [1, 2, "", "", "", ""],
      [1, "", null, null, null, null],
      [2, 1, "Bo", "", "", "Ann"],
    ];
    const { tournament, problems } = parseResultsSheet({ sheetName: "Results", values });
    expect(tournament.games).toHaveLength(1);
    // Row 5 names players but has no result: still an error at its cell.
    expect(problems.filter((p) => p.severity === "error").map((p) => [p.cell, p.code])).toEqual([
      ["D5", "result-missing"],
    ]);
  });
});
