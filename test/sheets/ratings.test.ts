/**
 * The rating list in a workbook (src/sheets/ratings/): Results + Ratings (+ Rating history, Rated games) as
 * 2-D values → a plan; the worked Elo example (docs/rules.md §5) and hand-made lists.
 */
import {
  appliedEvents,
  detectSheets,
  formatRatingProblem,
  gameRowsOf,
  planRatingUndo,
  planRatingUpdate,
  renderRatedGamesSheet,
  type RatingUpdateInput,
} from "../../src/sheets";
import {
  MEMBERSHIP_EN,
  ok,
  RESULTS_HEADER,
  seedRatings,
  seedResults,
  withMembership,
  written,
  type Book,
} from "./ratings-helpers";
import fc from "fast-check";
import { columnWidths } from "../../src/sheets/ratings/render";
import { displayWidth } from "../../src/sheets/displayWidth";
import { LOCALES } from "../../src/i18n/locale";
import { RATING_SHEET_NAME, RATING_SHEET_NAMES } from "../../src/i18n/ratings";
import { WORKBOOK_TEXTS } from "../../src/i18n/workbook";

/** The empty cells of the membership columns an update adds to a list that lacks them. */
const nulls = MEMBERSHIP_EN.map(() => null);

const EVENT = { name: "Seed 002", date: "2024-05-01", appliedAt: "2024-05-02T09:30:00.000Z" };

function plan(book: Book, extra: Partial<RatingUpdateInput> = {}) {
  return planRatingUpdate({
    results: { sheetName: "Results", values: seedResults() },
    ...book,
    event: EVENT,
    settings: { method: "elo" },
    ...extra,
  });
}

const seedBook = (): Book => ({ ratings: { sheetName: "Ratings", values: seedRatings() } });

describe("the worked Elo example through the sheets", () => {
  test("per event: new ratings 1902.26 / 1664.01 / 1675.30 / 1651.44, deltas sum to 0; the list, History written", () => {
    const p = ok(plan(seedBook()));
    expect(p.problems).toEqual([]);
    // The results have no Players sheet (no IDs): the players are found on the list by name.
    expect(p.preview.map((r) => [r.id, r.name, r.old, r.points, r.games, Number(r.new.toFixed(2)), r.match])).toEqual([
      ["1", "A", 1934, 4, 6, 1902.26, "name"],
      ["2", "B", 1685, 2, 6, 1664.01, "name"],
      ["3", "C", 1678, 2.5, 6, 1675.3, "name"],
      ["4", "D", 1596, 3.5, 6, 1651.44, "name"],
    ]);
    expect(p.preview.reduce((s, r) => s + r.delta!, 0)).toBeCloseTo(0, 9);
    // Ratings: the four cells of each player change, the rest stays.
    const rv = p.writes.ratings.values;
    expect(rv[0]).toEqual(["ID", "Name", "Rating", "Games", "Provisional", "Last event", ...MEMBERSHIP_EN]);
    expect(rv.slice(1).map((r) => [r[0], r[1], Number((r[2] as number).toFixed(2)), r[3], r[4], r[5]])).toEqual([
      ["1", "A", 1902.26, 16, false, "2024-05-01 Seed 002"],
      ["2", "B", 1664.01, 9, false, "2024-05-01 Seed 002"],
      ["3", "C", 1675.3, 6, false, "2024-05-01 Seed 002"],
      ["4", "D", 1651.44, 13, false, "2024-05-01 Seed 002"],
    ]);
    expect(p.writes.ratings).toMatchObject({
      sheetName: "Ratings",
      create: false,
      topLeft: "A1",
      headerRow: 0,
      rowsRead: 5,
    });
    expect(p.writes.ratings.numberFormats[1]).toEqual([
      ...["General", "@", "0.00", "0", "General", "@"],
      ...["@", "General", "General", "General", "General"], // Country is text; the flags General
    ]);
    // History: a new sheet (Excel reserves the name "History") with one row per player.
    const h = p.writes.history;
    expect(h).toMatchObject({ sheetName: "Rating history", create: true, topLeft: "A1" });
    expect(h.values[0]).toEqual([
      "Event",
      "Date",
      "ID",
      "Name",
      "Old",
      "Expected",
      "Points",
      "Games",
      "Change",
      "New",
      "Provisional",
      "Games before",
      "Provisional before",
      "Last event before",
      "Newcomer",
      "Method",
      "Applied at",
      "Games key",
      "Same games as",
    ]);
    expect(h.values[1].slice(0, 5)).toEqual(["Seed 002", "2024-05-01", "1", "A", 1934]);
    // The games' fingerprint (results with discs: "D"), and no earlier event with the same games.
    expect(h.values[1].slice(17)).toEqual([expect.stringMatching(/^D[0-9a-f]{14}$/), null]);
    expect(h.values[1].slice(11, 17)).toEqual([
      10,
      false,
      "2024-01-06 New Year open",
      false,
      "elo",
      "2024-05-02T09:30:00.000Z",
    ]);
    expect(h.values[3].slice(11, 14)).toEqual([0, false, null]); // C's empty Last event cell, kept as it was
    expect(h.values).toHaveLength(5);
    expect(p.writes.games).toBeUndefined(); // Elo keeps no Rated games
  });

  test("per round: 1903.28 / 1666.88 / 1673.64 / 1649.20", () => {
    const p = ok(plan(seedBook(), { settings: { method: "elo", perRound: true } }));
    expect(p.preview.map((r) => Number(r.new.toFixed(2)))).toEqual([1903.28, 1666.88, 1673.64, 1649.2]);
  });

  test("applying the same event again is refused, saying when it was applied; nothing is planned", () => {
    const after = written(ok(plan(seedBook())).writes);
    const again = plan(after);
    expect(again.ok).toBe(false);
    const e = again.problems.filter((x) => x.severity === "error");
    expect(e).toHaveLength(1);
    expect(formatRatingProblem(e[0])).toBe(
      `'Rating history'!A2: "Seed 002" (2024-05-01) was already applied on 2024-05-02T09:30:00.000Z (this History row). Undo it first to apply it again.`,
    );
    // The same results under the same name on another day (a forgotten date) are refused as well.
    const otherDay = plan(after, { event: { ...EVENT, date: "2024-05-03" } });
    expect(otherDay.problems.map((x) => x.code)).toEqual(["event-same-games"]);
  });

  test("undo restores the list exactly and removes the History rows", () => {
    const before = seedBook();
    const after = written(ok(plan(before)).writes);
    const u = ok(planRatingUndo({ ...after, event: { name: "seed 002" } }));
    expect(u.event).toEqual({ name: "Seed 002", date: "2024-05-01", appliedAt: "2024-05-02T09:30:00.000Z" });
    expect(u.preview.map((r) => [r.id, Number(r.current.toFixed(2)), r.restored])).toEqual([
      ["1", 1902.26, 1934],
      ["2", 1664.01, 1685],
      ["3", 1675.3, 1678],
      ["4", 1651.44, 1596],
    ]);
    // Every cell as it was; the membership columns the update added stay, titled and empty.
    expect(u.writes.ratings.values).toEqual(withMembership(seedRatings()));
    expect(u.writes.history.values).toHaveLength(1); // header only
    // And the event can be applied again.
    expect(plan(written(u.writes, after)).ok).toBe(true);
  });
});

describe("matching the event's players to the list", () => {
  const results = (rows: unknown[][]) => ({ sheetName: "Results", values: [RESULTS_HEADER, ...rows] });
  const list = (rows: unknown[][]) => ({ sheetName: "Ratings", values: [["ID", "Name", "Rating", "Games"], ...rows] });

  test("by ID (Players sheet), else by name as the Results sheet compares names; others are newcomers at 1600", () => {
    const p = ok(
      planRatingUpdate({
        // "Kim\u00A0Minsu" differs from the list's "Kim Minsu" only by a non-breaking space: the same name.
        results: results([
          [1, "Kim\u00A0Minsu", 40, 24, "Lee Jiwoo"],
          [1, "Tanaka", 33, 31, "Newman"],
        ]),
        players: {
          sheetName: "Players",
          values: [
            ["ID", "Name"],
            ["701", "Tanaka"],
            [null, "Kim\u00A0Minsu"],
            [null, "Lee Jiwoo"],
            [null, "Newman"],
          ],
        },
        ratings: list([
          ["101", "Kim Minsu", 1700, 20],
          ["701", "TANAKA Taro", 1650, 5],
          ["102", "Lee Jiwoo", 1500, 8],
        ]),
        event: EVENT,
        settings: { method: "elo" },
      }),
    );
    expect(p.preview.map((r) => [r.id, r.name, r.match, r.old, r.newcomer])).toEqual([
      ["701", "TANAKA Taro", "id", 1650, false],
      ["101", "Kim Minsu", "name", 1700, false],
      ["102", "Lee Jiwoo", "name", 1500, false],
      ["Newman", "Newman", "new", 1600, true],
    ]);
    // The newcomer is appended (no ID: his name is his key). He lost 31-33 to TANAKA Taro (1650):
    // E = 1 / (1 + 10^(50/400)) = 1 / 2.333521 = 0.428537, so 1600 + 32·(0 − 0.428537) = 1586.2868.
    const last = p.writes.ratings.values.at(-1)!;
    expect(last.slice(0, 4)).toEqual([null, "Newman", expect.closeTo(1586.2868, 4), 1]);
    // Columns the list lacked are added at the right.
    expect(p.writes.ratings.values[0]).toEqual([
      "ID",
      "Name",
      "Rating",
      "Games",
      "Provisional",
      "Last event",
      ...MEMBERSHIP_EN,
    ]);
  });

  test("a name on the list only in another case, width or spacing is an error (maybe another person)", () => {
    const p = planRatingUpdate({
      results: results([[1, "KIM  minsu", 40, 24, "Lee Jiwoo"]]),
      ratings: list([
        ["101", "Kim Minsu", 1700, 20],
        ["102", "Ｌｅｅ Ｊｉｗｏｏ", 1500, 8],
      ]),
      event: EVENT,
      settings: { method: "elo" },
    });
    expect(p.ok).toBe(false);
    expect(p.problems.map((x) => [x.address, x.code, x.params?.name, x.params?.other])).toEqual([
      ["Ratings!B2", "ratings-name-close", "KIM  minsu", "Kim Minsu"],
      ["Ratings!B3", "ratings-name-close", "Lee Jiwoo", "Ｌｅｅ Ｊｉｗｏｏ"],
    ]);
  });

  test("a name matching two rows of the list is an error naming both; nothing is planned", () => {
    const p = planRatingUpdate({
      results: results([[1, "Park", 40, 24, "Choi"]]),
      ratings: list([
        ["11", "Park", 1700, 20],
        ["12", "Park", 1600, 20],
        ["13", "Choi", 1600, 20],
      ]),
      event: EVENT,
      settings: { method: "elo" },
    });
    expect(p.ok).toBe(false);
    expect(p.problems.map((x) => formatRatingProblem(x))).toEqual([
      `Ratings!B2: "Park" of the results matches several players of the rating list by name (Ratings!B2, Ratings!B3). Give the players IDs (a Players sheet with an ID column, and IDs on the list).`,
    ]);
  });

  test("a match by name where the event had another ID is a warning on the list row", () => {
    const p = ok(
      planRatingUpdate({
        results: results([[1, "Kim Minsu", 40, 24, "Choi"]]),
        players: {
          sheetName: "Players",
          values: [
            ["ID", "Name"],
            ["555", "Kim Minsu"],
            ["13", "Choi"],
          ],
        },
        ratings: list([
          ["101", "Kim Minsu", 1700, 20],
          ["13", "Choi", 1600, 20],
        ]),
        event: EVENT,
        settings: { method: "elo" },
      }),
    );
    expect(p.problems.map((x) => [x.severity, x.address, x.code])).toEqual([
      ["warning", "Ratings!B2", "ratings-name-match"],
    ]);
  });

  test("byes and forfeits are not rated: a player with only a bye and a forfeit is left untouched", () => {
    const p = ok(
      planRatingUpdate({
        results: {
          sheetName: "Results",
          values: [
            [...RESULTS_HEADER, "Result"],
            [1, "A", 40, 24, "B", null],
            [1, "C", null, null, "BYE", null],
            [2, "B", 40, 24, "A", null],
            [2, "C", null, null, "D", "1F-0F"],
          ],
        },
        ratings: list([
          ["1", "A", 1600, 0],
          ["2", "B", 1600, 0],
          ["3", "C", 1600, 0],
          ["4", "D", 1600, 0],
        ]),
        event: EVENT,
        settings: { method: "elo" },
      }),
    );
    // A and B both start at 1600: the first game gives +16 / −16 (expected ½ each, from the ratings before
    // the event), the second −16 / +16: a change of 0 each. C (a bye and a forfeit win) and D (a forfeit loss)
    // have no rated game: not in the preview, their rows untouched.
    expect(p.preview.map((r) => [r.id, r.games, r.points, r.delta])).toEqual([
      ["1", 2, 1, 0],
      ["2", 2, 1, 0],
    ]);
    expect(p.writes.ratings.values.slice(3)).toEqual([
      ["3", "C", 1600, 0, null, null, null, null, null, null, null],
      ["4", "D", 1600, 0, null, null, null, null, null, null, null],
    ]);
  });

  test("the list's own layout is kept: rows above the header, other columns, block address", () => {
    const p = ok(
      planRatingUpdate({
        results: results([[1, "A", 40, 24, "B"]]),
        ratings: {
          sheetName: "Ratings",
          topLeft: "B2",
          values: [
            ["Korea Othello rating list", null, null, null, null],
            [null, null, null, null, null],
            ["Club", "Name", "ID", "Rating", "Games"],
            ["Seoul", "A", "1", 1600, 4],
            ["Busan", "B", "2", 1600, 9],
          ],
        },
        event: EVENT,
        settings: { method: "elo" },
      }),
    );
    const w = p.writes.ratings;
    expect(w).toMatchObject({ topLeft: "B2", headerRow: 2, rowsRead: 5, columnsRead: 5 });
    expect(w.values[0][0]).toBe("Korea Othello rating list");
    expect(w.values[2]).toEqual([
      "Club",
      "Name",
      "ID",
      "Rating",
      "Games",
      "Provisional",
      "Last event",
      ...MEMBERSHIP_EN,
    ]);
    expect(w.values[3]).toEqual(["Seoul", "A", "1", 1616, 5, false, "2024-05-01 Seed 002", ...nulls]);
    expect(w.values[4]).toEqual(["Busan", "B", "2", 1584, 10, false, "2024-05-01 Seed 002", ...nulls]);
  });

  test("bad list cells are errors with their address; nothing is planned", () => {
    const p = planRatingUpdate({
      results: results([[1, "A", 40, 24, "B"]]),
      ratings: {
        sheetName: "My list",
        topLeft: "C3",
        values: [
          ["ID", "Name", "Rating", "Games"],
          ["1", "A", "about 1600", 4],
          ["2", "B", 1600, 2.5],
          ["2", "B2", 1500, 1],
        ],
      },
      event: EVENT,
      settings: { method: "elo" },
    });
    expect(p.ok).toBe(false);
    expect(p.problems.map((x) => formatRatingProblem(x))).toEqual([
      `'My list'!E4: The rating must be a number, found "about 1600". Correct the cell.`,
      `'My list'!F5: Games must be a whole number 0 or more, found "2.5". Correct the cell.`,
    ]);
  });

  test("results errors stop everything, with the Results cell", () => {
    const p = planRatingUpdate({
      results: results([[1, "A", 70, 24, "B"]]),
      ...seedBook(),
      event: EVENT,
      settings: { method: "elo" },
    });
    expect(p.ok).toBe(false);
    expect(p.problems.map((x) => [x.address, x.code])).toEqual([["Results!C2", "discs-out-of-range"]]);
  });

  test("no Ratings sheet: a new list is started (a warning), every player a newcomer", () => {
    const p = ok(
      planRatingUpdate({ results: results([[1, "A", 40, 24, "B"]]), event: EVENT, settings: { method: "elo" } }),
    );
    expect(p.problems.map((x) => [x.severity, x.code])).toEqual([["warning", "ratings-sheet-missing"]]);
    expect(p.writes.ratings).toMatchObject({ sheetName: "Ratings", create: true, topLeft: "A1" });
    expect(p.writes.ratings.values).toEqual([
      ["ID", "Name", "Rating", "Games", "Provisional", "Last event", ...MEMBERSHIP_EN],
      [null, "A", 1616, 1, false, "2024-05-01 Seed 002", ...nulls],
      [null, "B", 1584, 1, false, "2024-05-01 Seed 002", ...nulls],
    ]);
  });
});

describe("undo", () => {
  const results = (rows: unknown[][]) => ({ sheetName: "Results", values: [RESULTS_HEADER, ...rows] });
  const start = (): Book => ({
    ratings: {
      sheetName: "Ratings",
      values: [
        ["ID", "Name", "Rating", "Games", "Provisional", "Last event"],
        ["1", "A", 1600, 4, false, "x"],
        ["2", "B", 1600, 4, false, "y"],
        ["3", "C", 1700, 9, false, "z"],
      ],
    },
  });
  const apply = (book: Book, name: string, date: string, rows: unknown[][], at: string) =>
    written(
      ok(
        planRatingUpdate({
          results: results(rows),
          ...book,
          event: { name, date, appliedAt: at },
          settings: { method: "elo" },
        }),
      ).writes,
      book,
    );

  test("only the latest event of its players can be undone; then the earlier one; the list is back as it was", () => {
    const b0 = start();
    const b1 = apply(
      b0,
      "Spring",
      "2024-03-01",
      [
        [1, "A", 40, 24, "B"],
        [1, "N", 40, 24, "C"],
      ],
      "2024-03-02T10:00:00Z",
    );
    const b2 = apply(b1, "Summer", "2024-06-01", [[1, "B", 40, 24, "N"]], "2024-06-02T10:00:00Z");
    expect(b1.ratings!.values.map((r) => r[1])).toEqual(["Name", "A", "B", "C", "N"]);

    const refused = planRatingUndo({ ...b2, event: { name: "Spring" } });
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((x) => formatRatingProblem(x))).toEqual([
      `'Rating history'!A6: "Spring" (2024-03-01) cannot be undone: "B" has a later event, "Summer" (2024-06-01, this row). Undo the later events first, latest first.`,
    ]);
    expect(appliedEvents(b2.history).map((e) => [e.event, e.players, e.undoable])).toEqual([
      ["Spring", 4, false],
      ["Summer", 2, true],
    ]);

    const u2 = ok(planRatingUndo({ ...b2, event: { name: "Summer", date: "2024-06-01" } }));
    const b3 = written(u2.writes, b2);
    expect(b3.ratings!.values).toEqual(b1.ratings!.values);
    expect(b3.history!.values).toEqual(b1.history!.values);
    const u1 = ok(planRatingUndo({ ...b3, event: { name: "Spring" } }));
    // N was added by Spring: undo removes him.
    expect(u1.preview.find((r) => r.id === "N")).toEqual({
      id: "N",
      name: "N",
      current: expect.any(Number),
      restored: null,
    });
    expect(u1.writes.ratings.values).toEqual(withMembership(b0.ratings!.values));
  });

  test("an unknown event, and a name used on two dates without a date, are refused", () => {
    const b1 = apply(start(), "Club night", "2024-03-01", [[1, "A", 40, 24, "B"]], "2024-03-02T10:00:00Z");
    const b2 = apply(b1, "Club night", "2024-04-05", [[1, "C", 40, 24, "B"]], "2024-04-06T10:00:00Z");
    expect(planRatingUndo({ ...b2, event: { name: "Club nite" } }).problems.map((x) => x.message)).toEqual([
      `No event "Club nite" on the History sheet. Check the name (and date) against the History's Event and Date columns.`,
    ]);
    expect(planRatingUndo({ ...b2, event: { name: "club night" } }).problems.map((x) => x.message)).toEqual([
      `Several events are named "club night" (2024-03-01, 2024-04-05). Give the date of the one to undo.`,
    ]);
    expect(planRatingUndo({ ...b2, event: { name: "club night", date: "2024-04-05" } }).ok).toBe(true);
  });
});

describe("KBA through the sheets", () => {
  const kba = { method: "kba" as const, grade: 1 as const, stage: "final" as const };
  test("9700 beats 9500 in a grade-1 final: +15.1173 / −14.3173; Rated games written", () => {
    const p = ok(
      planRatingUpdate({
        results: { sheetName: "Results", values: [RESULTS_HEADER, [1, "Cho", 40, 24, "Yi"]] },
        ratings: {
          sheetName: "Ratings",
          values: [
            ["ID", "Name", "Rating", "Games"],
            ["1", "Cho", 9700, 120],
            ["2", "Yi", 9500, 300],
          ],
        },
        event: EVENT,
        settings: kba,
      }),
    );
    expect(p.preview.map((r) => [r.name, Number(r.delta!.toFixed(4)), r.provisional])).toEqual([
      ["Cho", 15.1173, false],
      ["Yi", -14.3173, false],
    ]);
    expect(p.writes.games!.sheetName).toBe("Rated games");
    expect(p.writes.games!.values).toEqual([
      ["Event", "Date", "Round", "ID", "Player", "Opponent ID", "Opponent", "Opponent rating", "Result", "Weight"],
      ["Seed 002", "2024-05-01", 1, "1", "Cho", "2", "Yi", 9500, 1, 3],
      ["Seed 002", "2024-05-01", 1, "2", "Yi", "1", "Cho", 9700, 0, 3],
    ]);
  });
  test("a list without a Games column is an error for KBA (it tells provisional players)", () => {
    const p = planRatingUpdate({
      results: { sheetName: "Results", values: [RESULTS_HEADER, [1, "Cho", 40, 24, "Yi"]] },
      ratings: {
        sheetName: "Ratings",
        values: [
          ["ID", "Name", "Rating"],
          ["1", "Cho", 9700],
          ["2", "Yi", 9500],
        ],
      },
      event: EVENT,
      settings: kba,
    });
    expect(p.problems.map((x) => [x.address, x.code])).toEqual([["Ratings!D1", "ratings-missing-games"]]);
  });
  test("a provisional player whose games are not on the Rated games sheet gets a warning", () => {
    const p = ok(
      planRatingUpdate({
        results: { sheetName: "Results", values: [RESULTS_HEADER, [1, "Cho", 40, 24, "Yi"]] },
        ratings: {
          sheetName: "Ratings",
          values: [
            ["ID", "Name", "Rating", "Games"],
            ["1", "Cho", 9700, 12],
            ["2", "Yi", 9500, 300],
          ],
        },
        event: EVENT,
        settings: kba,
      }),
    );
    expect(p.problems.map((x) => formatRatingProblem(x))).toEqual([
      `Ratings!D2: "Cho" has 12 rated games on the list but only 0 on the Rated games sheet: his provisional rating is computed from the 0 known games and this event's 1 game.`,
    ]);
    // One game (n < 5), won against 9500: 9500 + (1 − 0)·150.
    expect(p.preview[0].new).toBe(9650);
  });
  test("the Foreign column: a foreign player's provisional rating uses his games of the last 36 months", () => {
    // The event is of May 2024: its 36 months are June 2021 – May 2024. Cho lost to a 9000 on 2021-05-31 (one day
    // outside) and beat one on 2021-06-01 (one day inside); he beats Yi (9500) now.
    const plan = (foreign: string | null) =>
      ok(
        planRatingUpdate({
          results: { sheetName: "Results", values: [RESULTS_HEADER, [1, "Cho", 40, 24, "Yi"]] },
          ratings: {
            sheetName: "Ratings",
            values: [
              ["ID", "Name", "Rating", "Games", "Provisional", "Foreign"],
              ["1", "Cho", 9200, 2, "yes", foreign],
              ["2", "Yi", 9500, 300, null, null],
            ],
          },
          games: {
            sheetName: "Rated games",
            values: [
              [
                "Event",
                "Date",
                "Round",
                "ID",
                "Player",
                "Opponent ID",
                "Opponent",
                "Opponent rating",
                "Result",
                "Weight",
              ],
              ["Old cup", "2021-05-31", 1, "1", "Cho", "9", "X", 9000, 0, 1],
              ["Summer cup", "2021-06-01", 1, "1", "Cho", "8", "Y", 9000, 1, 1],
            ],
          },
          event: EVENT,
          settings: kba,
        }),
      ).preview.find((r) => r.name === "Cho")!.new;
    // Foreign: 2 games, both won, average 9250: 9250 + 2 × 150 = 9550.
    expect(plan("yes")).toBeCloseTo(9550, 9);
    expect(plan("외국인")).toBeCloseTo(9550, 9);
    // Not foreign (or the cell empty): all 3 games, 2 won, average 9166.667: + (2 − 1) × 150 = 9316.667.
    expect(plan("no")).toBeCloseTo(9316.6666667, 6);
    expect(plan(null)).toBeCloseTo(9316.6666667, 6);
  });
});

describe("languages and sheet detection", () => {
  test.each(LOCALES)(
    "%s: the rating sheets a new list gets are named in the language, under names every reader finds",
    (l) => {
      for (const role of ["ratings", "history", "games"] as const)
        expect(RATING_SHEET_NAMES[role]).toContain(RATING_SHEET_NAME[l][role]);
      // New tournament's "Also keep a rating list" names it the same way.
      expect(WORKBOOK_TEXTS[l].sheet.ratings).toBe(RATING_SHEET_NAME[l].ratings);
    },
  );

  test("Korean and Japanese titles are written and read back; messages translated", () => {
    const ko = ok(plan(seedBook(), { locale: "ko" }));
    expect(ko.writes.history.values[0].slice(0, 5)).toEqual(["대회", "날짜", "ID", "이름", "이전 레이팅"]);
    // A new sheet is named in the sheets' language (a name every reader finds in any language); the list keeps its own.
    expect([ko.writes.ratings.sheetName, ko.writes.history.sheetName]).toEqual(["Ratings", "레이팅 이력"]);
    const again = plan(written(ko.writes), { locale: "ja" });
    expect(again.ok).toBe(false);
    expect(formatRatingProblem(again.problems[0], "ja")).toBe(
      `'레이팅 이력'!A2: 「Seed 002」（2024-05-01）は2024-05-02T09:30:00.000Zにすでに適用されています（この履歴行）。もう一度適用するには先に取り消してください。`,
    );
    expect(formatRatingProblem(again.problems[0], "ko")).toContain(
      `"Seed 002"(2024-05-01)은(는) 이미 2024-05-02T09:30:00.000Z에 적용되었습니다`,
    );
    // A list titled in Japanese is read.
    const ja = ok(
      planRatingUpdate({
        results: { sheetName: "Results", values: [RESULTS_HEADER, [1, "A", 40, 24, "B"]] },
        ratings: {
          sheetName: "レーティング",
          values: [
            ["名前", "レーティング", "対局数"],
            ["A", 1600, 3],
            ["B", 1600, 3],
          ],
        },
        event: EVENT,
        settings: { method: "elo" },
        locale: "ja",
      }),
    );
    expect(ja.writes.ratings.values[0]).toEqual([
      "名前",
      "レーティング",
      "対局数",
      "ID",
      "暫定",
      "最終大会",
      "国",
      "会員",
      "外国人",
      "アマチュア",
      "活動中",
    ]);
  });
  test("the rating sheets are never taken for the Results or Players sheet", () => {
    const ratings = { name: "Ratings", values: seedRatings() };
    const history = { name: "Rating history", values: [["Event", "Date", "ID", "Name", "Old", "New"]] };
    expect(detectSheets([ratings, history, { name: "Results", values: seedResults() }])).toEqual({
      results: "Results",
      players: undefined,
      notes: [],
    });
  });
});

describe("an archive's worth of rows", () => {
  test("a Rated games sheet of 250,000 rows is rendered (the column widths do not spread the rows into arguments)", () => {
    const game = {
      event: "E",
      date: "2024-05-01",
      round: 1,
      player: "a",
      opponent: "b",
      opponentRating: 1600,
      result: 1 as const,
      weight: 1,
    };
    const rows = gameRowsOf(new Array(250_000).fill(game), (k) => k.toUpperCase());
    const sheet = renderRatedGamesSheet(rows);
    expect(sheet.values).toHaveLength(250_001);
    expect(sheet.columnWidths).toHaveLength(10);
  });

  test("a Korean or Japanese name takes two columns a character, as in the standings (displayWidth)", () => {
    // 12 Hangul syllables: 24 columns, not 12 (UTF-16 code units).
    expect(columnWidths([["선수"], ["김가나다라마바사아자차카"]])).toEqual([26]);
    expect(columnWidths([["選手"], ["山田太郎"], ["Müller"]])).toEqual([10]);
  });

  test("property: column widths are the longest value as shown (a fraction with 2 decimals) plus 2, from 8 to 40", () => {
    // The definition: every value made into the text it shows.
    const definition = (values: (string | number | boolean | null)[][]) =>
      Array.from({ length: Math.max(0, ...values.map((r) => r.length)) }, (_, c) => {
        const shown = values.map((row) => {
          const v = row[c];
          return v === null || v === undefined
            ? ""
            : typeof v === "number" && !Number.isInteger(v)
              ? v.toFixed(2)
              : String(v);
        });
        return Math.min(Math.max(6, ...shown.map((s) => displayWidth(s))) + 2, 40);
      });
    const value = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.double({ min: -1e6, max: 1e6 }).map((x) => Math.round(x * 1000) / 1000),
      fc.constantFrom(9.995, 9.994999, 99.999, -0.001, -0.995, 0.995, -0, 1e15 + 0.5, 2 ** 53 + 2, 1e21, 1e-7),
      // Fractions that round up into the next whole number of more digits (9999999.996 shows as 10000000.00).
      fc
        .tuple(fc.constantFrom(99_999, 9_999_999, 999_999_999), fc.constantFrom(0.99, 0.994, 0.995, 0.996, 0.999))
        .chain(([whole, frac]) => fc.constantFrom(whole + frac, -(whole + frac))),
      fc.string({ maxLength: 45 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(value, { maxLength: 4 }), { maxLength: 12 }), (values) => {
        expect(columnWidths(values)).toEqual(definition(values));
      }),
      { numRuns: 500 },
    );
  });
});
