import {
  parseResultsSheet,
  detectSheets,
  findResultsHeader,
  RESULTS_HEADER_ALIASES,
  PLAYERS_HEADER_ALIASES,
  normalizeTitle,
} from "../../src/sheets";

/** The same three games in any header language / column order. */
function games(order: number[], titles: string[]): unknown[][] {
  const rows = [
    [1, 1, "Kim", 40, 24, "Lee"],
    [1, 2, "Park", 33, 31, "Choi"],
    [2, 1, "Lee", 20, 44, "Park"],
  ];
  return [order.map((i) => titles[i]), ...rows.map((r) => order.map((i) => r[i]))];
}

const EN = ["Round", "Table", "Black", "Black discs", "White discs", "White"];
const KO = ["라운드", "테이블", "흑", "흑 돌수", "백 돌수", "백"];
const JA = ["回戦", "卓", "黒", "黒石数", "白石数", "白"];

function summary(values: unknown[][], topLeft?: string) {
  const { tournament, problems } = parseResultsSheet({ sheetName: "Results", values, topLeft });
  return {
    problems,
    games: tournament.games.map((g) => `${g.round}:${g.table}:${g.black}(${g.blackDiscs})-(${g.whiteDiscs})${g.white}`),
    origins: tournament.games.map((g) => g.origin),
  };
}

const EXPECTED = ["1:1:Kim(40)-(24)Lee", "1:2:Park(33)-(31)Choi", "2:1:Lee(20)-(44)Park"];

describe("header detection", () => {
  test.each([
    ["English", EN],
    ["Korean", KO],
    ["Japanese", JA],
  ])("%s titles in the standard order", (_lang, titles) => {
    const s = summary(games([0, 1, 2, 3, 4, 5], titles));
    expect(s.problems).toEqual([]);
    expect(s.games).toEqual(EXPECTED);
  });

  test.each([
    ["English", EN],
    ["Korean", KO],
    ["Japanese", JA],
  ])("%s titles in a shuffled order read the same games", (_lang, titles) => {
    const s = summary(games([5, 3, 0, 2, 4, 1], titles));
    expect(s.problems).toEqual([]);
    expect(s.games).toEqual(EXPECTED);
  });

  test("variants of spelling, case, spacing and full-width letters are accepted", () => {
    const titles = [
      "ROUND",
      "board",
      "black_player".replace("_player", ""),
      "Black (discs)",
      "ｗｈｉｔｅ　ｄｉｓｃｓ",
      "  White ",
    ];
    const s = summary(games([0, 1, 2, 3, 4, 5], titles));
    expect(s.problems).toEqual([]);
    expect(s.games).toEqual(EXPECTED);
  });

  test("header below a title block (not in row 1): addresses count from the real rows", () => {
    const values = [["Dutch Open 2026"], [], ["TD: someone", null, "note"], ...games([0, 1, 2, 3, 4, 5], EN)];
    const s = summary(values);
    expect(s.problems).toEqual([]);
    expect(s.games).toEqual(EXPECTED);
    expect(s.origins).toEqual(["Results!A5", "Results!A6", "Results!A7"]);
  });

  test("a block that starts at C3 (Excel table or used range) names the sheet's cells", () => {
    const values = games([0, 1, 2, 3, 4, 5], EN);
    values[2][3] = 70; // Black discs of the 2nd game: column F of the sheet (C + 3), row 5 (3 + 2)
    const s = summary(values, "Results!C3:H6");
    expect(s.problems.map((p) => [p.address, p.code])).toEqual([["Results!F5", "discs-out-of-range"]]);
    expect(s.origins).toEqual(["Results!C4", "Results!C6"]);
  });

  test("a sheet name with spaces is quoted in addresses", () => {
    const values = games([0, 1, 2, 3, 4, 5], EN);
    values[1][0] = "one";
    const { problems } = parseResultsSheet({ sheetName: "Round results", values });
    expect(problems.map((p) => [p.address, p.cell, p.sheet])).toEqual([["'Round results'!A2", "A2", "Round results"]]);
  });

  test("no recognizable header → one error at the block's first cell, nothing parsed", () => {
    const { tournament, problems } = parseResultsSheet({
      sheetName: "Results",
      values: [
        ["a", "b"],
        [1, 2],
      ],
    });
    expect(problems.map((p) => [p.address, p.code, p.severity])).toEqual([["Results!A1", "no-header", "error"]]);
    expect(tournament.games).toEqual([]);
  });

  test("a Result column can replace the disc columns; one disc column alone is reported", () => {
    const noDiscs = parseResultsSheet({
      sheetName: "R",
      values: [
        ["Round", "Black", "White", "Result"],
        [1, "A", "B", "1-0"],
      ],
    });
    expect(noDiscs.problems).toEqual([]);
    expect(noDiscs.tournament.games[0]).toMatchObject({ kind: "adjudicated", blackPoints: 1, whitePoints: 0 });
    const oneDisc = parseResultsSheet({
      sheetName: "R",
      values: [
        ["Round", "Black", "Black discs", "White"],
        [1, "A", 40, "B"],
      ],
    });
    expect(oneDisc.problems.map((p) => [p.address, p.code, p.params?.column])).toEqual([
      ["R!E1", "missing-column", "White discs"],
    ]);
  });

  test("a title used twice is an error at the second one", () => {
    const { problems } = parseResultsSheet({
      sheetName: "Results",
      values: [
        ["Round", "Black", "Black discs", "White discs", "White", "흑"],
        [1, "A", 33, 31, "B", "C"],
      ],
    });
    expect(problems.map((p) => [p.address, p.code])).toEqual([["Results!F1", "duplicate-column"]]);
  });

  test("the alias tables never give one title to two columns", () => {
    const seen = new Map<string, string>();
    for (const [table, aliases] of [
      ["results", RESULTS_HEADER_ALIASES],
      ["players", PLAYERS_HEADER_ALIASES],
    ] as const) {
      for (const [key, list] of Object.entries(aliases)) {
        for (const a of list) {
          const k = `${table}:${normalizeTitle(a)}`;
          expect([k, seen.get(k) ?? key]).toEqual([k, key]);
          seen.set(k, key);
        }
      }
    }
  });

  test("findResultsHeader only looks at the first N rows", () => {
    const values = [...Array.from({ length: 5 }, () => ["x"]), EN];
    expect(findResultsHeader(values, 5)).toBeUndefined();
    expect(findResultsHeader(values, 6)?.row).toBe(5);
  });
});

test("a row-number column 'No' next to 'ID' is not a second ID column", () => {
  const { tournament, problems } = parseResultsSheet({
    sheetName: "Results",
    values: [
      ["Round", "Black", "Black discs", "White discs", "White"],
      [1, "K1", 40, 24, "L2"],
    ],
    players: {
      sheetName: "Players",
      values: [
        ["No", "ID", "Name"],
        [1, "K1", "Kim"],
        [2, "L2", "Lee"],
      ],
    },
  });
  expect(problems).toEqual([]);
  expect(tournament.players).toEqual([
    { id: "K1", name: "Kim" },
    { id: "L2", name: "Lee" },
  ]);
});

describe("detectSheets", () => {
  const results = games([0, 1, 2, 3, 4, 5], EN);
  const players = [
    ["ID", "Name"],
    ["1", "Kim"],
  ];
  const standings = [
    ["Rank", "Player", "Points"],
    [1, "Kim", 3],
  ];

  test("by sheet name in ko/ja, even before other sheets", () => {
    expect(
      detectSheets([
        { name: "메모", values: [] },
        { name: "선수", values: players },
        { name: "結果", values: results },
      ]),
    ).toEqual({
      results: "結果",
      players: "선수",
      notes: [],
    });
  });

  test("by headers when names say nothing; a Standings sheet is never taken for players", () => {
    expect(
      detectSheets([
        { name: "Standings", values: standings },
        { name: "Sheet2", values: players },
        { name: "Sheet1", values: results },
      ]),
    ).toEqual({ results: "Sheet1", players: "Sheet2", notes: [] });
    expect(
      detectSheets([
        { name: "Standings", values: standings },
        { name: "Sheet1", values: results },
      ]),
    ).toEqual({
      results: "Sheet1",
      players: undefined,
      notes: [],
    });
    // A notes sheet with only a "Name" column is not a players list.
    expect(
      detectSheets([
        { name: "Notes", values: [["Name"], ["the hall"]] },
        { name: "Sheet1", values: results },
      ]).players,
    ).toBeUndefined();
  });

  test('visible sheets first: a hidden stale "Results" loses to a visible sheet with a results header, with a note', () => {
    const stale = games([0, 1], EN);
    expect(
      detectSheets([
        { name: "Results", values: stale, visible: false },
        { name: "Players", values: players, visible: false },
        { name: "Day 2", values: results },
        { name: "Entrants", values: players },
      ]),
    ).toEqual({
      results: "Day 2",
      players: "Entrants",
      notes: [
        { code: "several-sheets", role: "results", sheet: "Day 2", others: [{ name: "Results", hidden: true }] },
        { code: "several-sheets", role: "players", sheet: "Entrants", others: [{ name: "Players", hidden: true }] },
      ],
    });
  });

  test("a hidden sheet is taken only when no visible one qualifies, and the note says it is hidden", () => {
    expect(
      detectSheets([
        { name: "Notes", values: [["Lunch"]] },
        { name: "Old", values: results, visible: false },
      ]),
    ).toEqual({
      results: "Old",
      players: undefined,
      notes: [{ code: "hidden-sheet-used", role: "results", sheet: "Old" }],
    });
  });

  test("two visible sheets that look like results: the one named Results is read, the other named", () => {
    const found = detectSheets([
      { name: "Copy of results", values: results },
      { name: "Results", values: results },
    ]);
    expect(found.results).toBe("Results");
    expect(found.notes).toEqual([
      {
        code: "several-sheets",
        role: "results",
        sheet: "Results",
        others: [{ name: "Copy of results", hidden: false }],
      },
    ]);
  });
});
