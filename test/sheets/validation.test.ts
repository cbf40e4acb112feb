import fc from "fast-check";
import { messageArguments } from "../../src/i18n/plural";
import { parseResultsSheet, formatProblem, PROBLEM_TEMPLATES, type Problem, type ParseOptions } from "../../src/sheets";

const HEAD = ["Round", "Table", "Black", "Black discs", "White discs", "White", "Result"];
//            A        B        C        D              E              F        G

function parse(rows: unknown[][], players?: unknown[][], options?: ParseOptions) {
  return parseResultsSheet({
    sheetName: "Results",
    values: [HEAD, ...rows],
    players: players ? { sheetName: "Players", values: players } : undefined,
    options,
  });
}
const brief = (ps: Problem[]) => ps.map((p) => [p.severity, p.address, p.code]);

describe("every validation names the exact cell and code", () => {
  test("discs negative, above 64, fractional, or not a number", () => {
    const { problems, tournament } = parse([
      [1, 1, "A", -1, 65, "B", null],
      [1, 2, "C", 32.5, 31.5, "D", null],
      [1, 3, "E", "forty", "", "F", null],
      [1, 4, "G", true, 30, "H", null],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!D2", "discs-out-of-range"],
      ["error", "Results!E2", "discs-out-of-range"],
      ["error", "Results!D3", "discs-out-of-range"],
      ["error", "Results!E3", "discs-out-of-range"],
      ["error", "Results!E4", "discs-incomplete"],
      ["error", "Results!D5", "discs-not-number"],
    ]);
    expect(formatProblem(problems[1])).toBe(
      "Results!E2: Discs must be a whole number 0–64, found 65. Correct the disc count.",
    );
    expect(tournament.games).toEqual([]);
  });

  test("discs not summing to 64: a warning by default (game kept), an error on request (game dropped)", () => {
    const rows = [[1, 1, "A", 30, 30, "B", null]];
    const warn = parse(rows);
    expect(brief(warn.problems)).toEqual([["warning", "Results!D2", "discs-sum"]]);
    expect(warn.problems[0].params).toEqual({ black: 30, white: 30, sum: 60, total: 64 });
    expect(warn.tournament.games).toHaveLength(1);
    const err = parse(rows, undefined, { discSum: "error" });
    expect(brief(err.problems)).toEqual([["error", "Results!D2", "discs-sum"]]);
    expect(err.tournament.games).toHaveLength(0);
  });

  test("round: empty, non-integer, zero, text; and a gap in the round numbers", () => {
    const { problems } = parse([
      [null, 1, "A", 40, 24, "B", null],
      [2.5, 1, "C", 40, 24, "D", null],
      [0, 1, "E", 40, 24, "F", null],
      ["R1", 1, "G", 40, 24, "H", null],
      [1, 1, "I", 40, 24, "J", null],
      [2, 1, "I", 40, 24, "J", null],
      [4, 1, "I", 40, 24, "J", null],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!A2", "round-missing"],
      ["error", "Results!A3", "round-invalid"],
      ["error", "Results!A4", "round-invalid"],
      ["error", "Results!A5", "round-invalid"],
      ["error", "Results!A8", "round-gap"],
    ]);
    expect(problems[4].params).toEqual({ round: 3 });
  });

  test("a round string with spaces or full-width digits is a number", () => {
    const { problems, tournament } = parse([[" 1 ", "２", "A", " 40", "24 ", "B", ""]]);
    expect(problems).toEqual([]);
    expect(tournament.games[0]).toMatchObject({ round: 1, table: 2, blackDiscs: 40, whiteDiscs: 24 });
  });

  test("a game without result; a result that cannot be read; a result contradicting the discs", () => {
    const { problems } = parse([
      [1, 1, "A", null, null, "B", null],
      [1, 2, "C", null, null, "D", "won"],
      [1, 3, "E", 40, 24, "F", "0-1"],
      [1, 4, "G", 40, 24, "H", "1F-0F"],
      [1, 5, "I", 40, 24, "J", "1-0"],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!G2", "result-missing"],
      ["error", "Results!G3", "result-invalid"],
      ["error", "Results!G4", "result-mismatch"],
      ["error", "Results!G5", "result-mismatch"],
    ]);
  });

  test("a player against himself; a player twice in one round; an exact duplicate row", () => {
    const { problems, tournament } = parse([
      [1, 1, "A", 40, 24, "A", null],
      [2, 1, "A", 40, 24, "B", null],
      [2, 2, "C", 33, 31, "A", null],
      [2, 1, "A", 40, 24, "B", null],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!F2", "self-game"],
      ["error", "Results!F4", "player-twice-in-round"],
      ["error", "Results!A5", "duplicate-row"],
    ]);
    expect(problems[1].params).toEqual({ name: "A", round: 2, otherAddress: "Results!C3" });
    expect(problems[2].params).toEqual({ otherAddress: "Results!A3" });
    expect(tournament.games.map((g) => g.origin)).toEqual(["Results!A3"]);
  });

  test("byes: with discs (error), given twice to a player (warning), both sides BYE (error), twice in a round", () => {
    const { problems, tournament } = parse([
      [1, 1, "A", 32, null, "BYE", null],
      [2, 1, "B", null, null, "bye", null],
      [3, 1, "부전승", null, null, "B", null],
      [4, 1, "BYE", null, null, "不戦勝", null],
      [4, 2, "C", 40, 24, "B", null],
      [4, 3, "B", null, null, "Bye", null],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!D2", "bye-with-discs"],
      ["warning", "Results!F4", "bye-twice"],
      ["error", "Results!F5", "double-bye"],
      ["error", "Results!C7", "player-twice-in-round"],
    ]);
    expect(problems[1].params).toEqual({ name: "B", otherAddress: "Results!C3" });
    expect(tournament.games.map((g) => [g.round, g.kind, g.black, g.white])).toEqual([
      [2, "bye", "B", null],
      [3, "bye", "B", null],
      [4, "played", "C", "B"],
    ]);
  });

  test("a player twice in a round: the other cell is where he was first written (White column, a bye on either side)", () => {
    const { problems } = parse([
      [1, 1, "A", 40, 24, "B", null],
      [1, 2, "B", 33, 31, "C", null], // B first written in White (F2)
      [2, 1, "BYE", null, null, "D", null], // D's bye written in White (F4)
      [2, 2, "D", 40, 24, "A", null],
      [2, 3, "E", null, null, "BYE", null], // E's bye written in Black (C6)
      [2, 4, "F", 40, 24, "E", null],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!C3", "player-twice-in-round"],
      ["error", "Results!C5", "player-twice-in-round"],
      ["error", "Results!F7", "player-twice-in-round"],
    ]);
    expect(problems.map((p) => p.params?.otherAddress)).toEqual(["Results!F2", "Results!F4", "Results!C6"]);
  });

  test("a bye row written twice is a duplicate row, not a second bye", () => {
    const { problems, tournament } = parse([
      [1, 1, "A", null, null, "BYE", null],
      [1, 1, "A", null, null, "bye", null],
    ]);
    expect(brief(problems)).toEqual([["error", "Results!A3", "duplicate-row"]]);
    expect(problems[0].params).toEqual({ otherAddress: "Results!A2" });
    expect(tournament.games).toHaveLength(1);
  });

  test("a last round with pairings but no results yet is left out with one warning (standings before it)", () => {
    const rows = [
      [1, 1, "A", 40, 24, "B", null],
      [1, 2, "C", 33, 31, "D", null],
      [2, 1, "A", null, null, "C", null],
      [2, 2, "B", "", "", "D", ""],
      [2, 3, "E", null, null, "BYE", null],
    ];
    const skipped = parse(rows, undefined, { pendingRound: "skip" });
    expect(brief(skipped.problems)).toEqual([["warning", "Results!A4", "round-pending"]]);
    expect(skipped.problems[0].params).toEqual({ round: 2 });
    expect(skipped.tournament.games.map((g) => g.round)).toEqual([1, 1]);
    expect(skipped.tournament.rounds).toBe(2); // still a round of the event (C = 64/N)
    // By default (pairing needs this) every unplayed game is an error.
    expect(brief(parse(rows).problems)).toEqual([
      ["error", "Results!G4", "result-missing"],
      ["error", "Results!G5", "result-missing"],
    ]);
    // A round where some results are in is not pending: the missing ones are errors.
    const partial = parse(
      [...rows.slice(0, 2), [2, 1, "A", 40, 24, "C", null], [2, 2, "B", null, null, "D", null]],
      undefined,
      { pendingRound: "skip" },
    );
    expect(brief(partial.problems)).toEqual([["error", "Results!G5", "result-missing"]]);
  });

  test("a result written on a bye row is ignored with a warning", () => {
    const { problems, tournament } = parse([[1, 1, "A", null, null, "BYE", "1-0"]]);
    expect(brief(problems)).toEqual([["warning", "Results!G2", "bye-result-ignored"]]);
    expect(tournament.games).toHaveLength(1);
  });

  test("empty player cells and cells of odd types (boolean, Date, Excel errors, a formula cell with its saved value)", () => {
    const { problems } = parse([
      [1, 1, null, 40, 24, "   ", null],
      [1, 2, false, 40, 24, new Date(Date.UTC(2026, 6, 11)), null],
      [1, 3, "#N/A", 40, 24, "B", null],
      [1, 4, { formula: "A1", result: "X" }, "#REF!", 24, "Y", null],
    ]);
    expect(brief(problems)).toEqual([
      ["error", "Results!C2", "player-missing"],
      ["error", "Results!F2", "player-missing"],
      ["error", "Results!C3", "player-not-text"],
      ["error", "Results!F3", "player-not-text"],
      ["error", "Results!C4", "cell-error"],
      ["error", "Results!D5", "cell-error"],
    ]);
    expect(problems[3].params).toEqual({ value: "2026-07-11" });
    expect(problems[0].params).toEqual({ side: "black" });
    expect(formatProblem(problems[0])).toContain("The Black player is empty");
  });

  test("names that differ only by case or spaces are two players, with a warning at the second", () => {
    const { problems, tournament } = parse([
      [1, 1, "Kim Minsu", 40, 24, "Lee", null],
      [2, 1, "kim minsu", 40, 24, "Lee", null],
      [3, 1, "KimMinsu", 40, 24, "Lee", null],
      [4, 1, "  Kim Minsu  ", 40, 24, "Lee", null],
    ]);
    expect(brief(problems)).toEqual([
      ["warning", "Results!C3", "name-variant"],
      ["warning", "Results!C4", "name-variant"],
    ]);
    expect(problems[0].params).toEqual({ name: "kim minsu", other: "Kim Minsu", otherAddress: "Results!C2" });
    // Trimmed "  Kim Minsu  " is the same player as "Kim Minsu".
    expect(tournament.players.map((p) => p.id)).toEqual(["Kim Minsu", "Lee", "kim minsu", "KimMinsu"]);
    expect(tournament.games[3].black).toBe("Kim Minsu");
  });

  test("blank rows and rows holding only notes outside the known columns are skipped", () => {
    const values = [
      [...HEAD, "Notes"],
      [1, 1, "A", 40, 24, "B", null, ""],
      [null, null, null, null, null, null, null, "late start"],
      [],
      ["", " ", null, undefined, "", "", "", ""],
      [2, 1, "B", 40, 24, "A", null, ""],
    ];
    const { problems, tournament } = parseResultsSheet({ sheetName: "Results", values });
    expect(problems).toEqual([]);
    expect(tournament.games).toHaveLength(2);
  });
});

describe("with a Players sheet", () => {
  const PLAYERS = [
    ["ID", "Name", "Country", "Rating", "Withdrawn after round"],
    [101, "Kim Minsu", "KOR", 1900, null],
    [102, "Lee Jun", "KOR", "1800", null],
    [103, "Sato", "JPN", null, 1],
  ];

  test("games may name players by ID (number or text) or by name", () => {
    const { problems, tournament } = parse(
      [
        [1, 1, 101, 40, 24, "Lee Jun", null],
        [1, 2, "Sato", null, null, "BYE", null],
        [2, 1, "102", 33, 31, 101, null],
      ],
      PLAYERS,
    );
    expect(problems).toEqual([]);
    expect(tournament.players).toEqual([
      { id: "101", name: "Kim Minsu", country: "KOR", rating: 1900 },
      { id: "102", name: "Lee Jun", country: "KOR", rating: 1800 },
      { id: "103", name: "Sato", country: "JPN", withdrawnAfterRound: 1 },
    ]);
    expect(tournament.games.map((g) => [g.black, g.white])).toEqual([
      ["101", "102"],
      ["103", null],
      ["102", "101"],
    ]);
  });

  test("unknown player (with a suggestion for a case/space variant); played after withdrawal", () => {
    const { problems } = parse(
      [
        [1, 1, "Kim Min", 40, 24, "lee jun", null],
        [2, 1, "Sato", 40, 24, 101, null],
      ],
      PLAYERS,
    );
    expect(brief(problems)).toEqual([
      ["error", "Results!C2", "unknown-player"],
      ["error", "Results!F2", "unknown-player-close"],
      ["error", "Results!C3", "played-after-withdrawal"],
    ]);
    expect(problems[1].params).toEqual({ name: "lee jun", suggestion: "Lee Jun" });
    expect(problems[2].params).toEqual({ name: "Sato", round: 2, withdrawn: 1 });
  });

  test("Players sheet problems: duplicate ID, duplicate name (ambiguous only when a game uses it), bad cells", () => {
    const players = [
      ["Player ID", "Player name", "Rating", "Withdrawn"],
      [1, "Kim", "strong", null],
      [1, "Park", 1700, null],
      [2, "Lee", null, "after 3"],
      [3, "Choi", null, null],
      [4, "Choi", null, null],
      [5, null, null, null],
    ];
    const { problems } = parse(
      [
        [1, 1, 3, 40, 24, 4, null],
        [1, 2, "Choi", 40, 24, "Kim", null],
      ],
      players,
    );
    expect(brief(problems)).toEqual([
      ["warning", "Players!C2", "players-rating-invalid"],
      ["error", "Players!A3", "players-duplicate-id"],
      ["error", "Players!D4", "players-withdrawn-invalid"],
      ["warning", "Players!B6", "players-duplicate-name"],
      ["error", "Players!B7", "players-name-missing"],
      ["error", "Results!C3", "ambiguous-player"],
    ]);
    expect(problems[5].params).toEqual({ name: "Choi", otherAddress: "Players!A5, Players!A6" });
  });
});

/**
 * Every `{key}` of the problem's template was filled. A cell echoed in the message may itself look
 * like a placeholder (a generated cell "{0}"), so the message may hold exactly as many `{word}`
 * texts as the filled-in values bring, and no more; and every key of the template has a value.
 */
function expectPlaceholdersFilled(p: Problem): void {
  const marks = (text: string): number => (text.match(/\{\w+\}/g) ?? []).length;
  const template = PROBLEM_TEMPLATES.en[p.code as keyof typeof PROBLEM_TEMPLATES.en];
  expect(template).toBeDefined();
  const keys = (template.match(/\{\w+\}/g) ?? []).map((m) => m.slice(1, -1));
  const params = p.params ?? {};
  for (const k of keys) expect([p.code, k, Object.prototype.hasOwnProperty.call(params, k)]).toEqual([p.code, k, true]);
  const fromValues = keys.reduce((n, k) => n + marks(String(params[k])), 0);
  expect(marks(p.message)).toBe(fromValues);
}

describe("robustness", () => {
  const anyCell = fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.constant(""),
    fc.constant("BYE"),
    fc.constant("1F-0F"),
    fc.constant("½-½"),
    fc.constant("#N/A"),
    fc.boolean(),
    fc.integer({ min: -5, max: 70 }),
    fc.double({ noNaN: false }),
    fc.date({ noInvalidDate: false }),
    fc.string({ maxLength: 6 }),
    fc.constantFrom("A", "B", "C", " A ", "a"),
    fc.constant({ formula: "X", result: 3 }),
    fc.constant({ weird: [1, 2] }),
  );

  test("a cell that looks like a placeholder is echoed as written, and counts as filled", () => {
    // The robustness property below once failed at random on a generated cell "{0}".
    const { problems } = parse([["{0}", 1, "A", 40, 24, "B", null]]);
    expect(brief(problems)).toEqual([["error", "Results!A2", "round-invalid"]]);
    expect(problems[0].message).toContain('found "{0}"');
    expectPlaceholdersFilled(problems[0]);
    // An unfilled placeholder is still caught.
    expect(() => expectPlaceholdersFilled({ ...problems[0], params: {} })).toThrow();
    expect(() => expectPlaceholdersFilled({ ...problems[0], message: problems[0].message + " {value}" })).toThrow();
  });

  test("never throws on any cells; every problem names a cell inside the block, with a message", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(anyCell, { maxLength: 9 }), { maxLength: 12 }),
        fc.boolean(),
        (rows, withPlayers) => {
          const values = [HEAD, ...rows];
          const players = withPlayers ? { sheetName: "Players", values: [["Name"], ["A"], ["B"], [3]] } : undefined;
          const { problems, tournament } = parseResultsSheet({ sheetName: "Results", values, players, topLeft: "B2" });
          for (const p of problems) {
            const m = /^([A-Z]+)(\d+)$/.exec(p.cell)!;
            expect(m).not.toBeNull();
            if (p.sheet === "Results") {
              expect(Number(m[2])).toBeGreaterThanOrEqual(2);
              expect(Number(m[2])).toBeLessThanOrEqual(values.length + 1);
            }
            expect(p.address).toBe(`${p.sheet}!${p.cell}`);
            expectPlaceholdersFilled(p);
          }
          // Games kept are always well-formed.
          for (const g of tournament.games) {
            expect(Number.isInteger(g.round) && g.round >= 1).toBe(true);
            if (g.kind === "played") {
              // Whole disc counts on the board, and the points are the ones the discs give.
              for (const d of [g.blackDiscs, g.whiteDiscs])
                expect(Number.isInteger(d) && d! >= 0 && d! <= 64).toBe(true);
              const expected =
                g.blackDiscs! > g.whiteDiscs! ? [1, 0] : g.blackDiscs! < g.whiteDiscs! ? [0, 1] : [0.5, 0.5];
              expect([g.blackPoints, g.whitePoints]).toEqual(expected);
            } else {
              expect([g.blackDiscs, g.whiteDiscs]).toEqual([null, null]); // no discs were played
              if (g.kind === "bye") expect([g.white, g.blackPoints]).toEqual([null, 1]);
              else expect([0, 0.5, 1]).toEqual(expect.arrayContaining([g.blackPoints, g.whitePoints]));
            }
            expect(g.blackPoints + g.whitePoints).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000); // a generous limit for a shared 2-core machine, not a timing assertion

  test("every problem code has an en, ko and ja template with the same placeholders", () => {
    for (const code of Object.keys(PROBLEM_TEMPLATES.en)) {
      const ph = messageArguments; // plain placeholders and counts (src/i18n/plural.ts)
      expect([code, ph(PROBLEM_TEMPLATES.ko[code as keyof typeof PROBLEM_TEMPLATES.ko])]).toEqual([
        code,
        ph(PROBLEM_TEMPLATES.en[code as keyof typeof PROBLEM_TEMPLATES.en]),
      ]);
      expect([code, ph(PROBLEM_TEMPLATES.ja[code as keyof typeof PROBLEM_TEMPLATES.ja])]).toEqual([
        code,
        ph(PROBLEM_TEMPLATES.en[code as keyof typeof PROBLEM_TEMPLATES.en]),
      ]);
    }
  });
});
