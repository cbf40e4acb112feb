/**
 * Impossible and implausible ratings on the sheets (issue 16; src/engine/ratings/sanity.ts, docs/rules.md §5.5,
 * §6.7): a rating no list can hold is an error at its cell with the fix, nothing is planned; one outside the
 * method's plausible range is a warning at its cell. And the event's date, as both hosts decide it.
 */
import {
  formatRatingProblem,
  planRatingUpdate,
  ratingEventDate,
  ratingProblemMessage,
  type RatingUpdateInput,
} from "../../src/sheets";
import { parseSettings } from "../../src/sheets/workbook/settings";
import { RESULTS_HEADER } from "./ratings-helpers";

const EVENT = { name: "Club night", date: "2024-05-01", appliedAt: "2024-05-02T09:30:00.000Z" };

/** A beats B, C, D and E (40-24 each); the list rates A as `rating`, the others 1600 / 9000 as given. */
function withRating(rating: unknown, extra: Partial<RatingUpdateInput> = {}, others = 1600) {
  return planRatingUpdate({
    results: {
      sheetName: "Results",
      values: [RESULTS_HEADER, ...["B", "C", "D", "E"].map((o, i) => [i + 1, "A", 40, 24, o])],
    },
    ratings: {
      sheetName: "Ratings",
      values: [
        ["ID", "Name", "Rating", "Games"],
        ["1", "A", rating, 60],
        ...["B", "C", "D", "E"].map((n, i) => [String(i + 2), n, others, 60]),
      ],
    },
    event: EVENT,
    settings: { method: "elo" },
    ...extra,
  });
}

const errors = (p: ReturnType<typeof planRatingUpdate>) =>
  p.problems.filter((x) => x.severity === "error").map((x) => formatRatingProblem(x));

describe("a rating no list can hold is refused at its cell (Ratings!C2), nothing planned", () => {
  test.each([
    ["-500", -500],
    ["0", 0],
    ["1000000", 1_000_000],
    ["1e+308", 1e308],
    ["-1e+308", -1e308],
  ])("%s", (shown, value) => {
    const p = withRating(value);
    expect(p.ok).toBe(false);
    expect(errors(p)).toEqual([
      `Ratings!C2: A rating must be a number above 0 and below 100,000, found ${shown}: no rating list holds it (a minus sign, a digit too many, a number from another column?). Correct the cell.`,
    ]);
  });
  test("−500 no longer gains +128 against four 1600 players: the event is not rated at all", () => {
    expect(withRating(-500).ok).toBe(false);
    expect(withRating(-500, { settings: { method: "kba", weight: 1 } }).ok).toBe(false);
  });
  test('text that is not a number ("NaN", "Infinity") or overflows to Infinity (400 digits) is refused too', () => {
    expect(errors(withRating("NaN"))).toEqual([
      'Ratings!C2: The rating must be a number, found "NaN". Correct the cell.',
    ]);
    expect(errors(withRating("Infinity"))[0]).toMatch(/^Ratings!C2: The rating must be a number/);
    expect(errors(withRating("1" + "0".repeat(400)))[0]).toMatch(
      /^Ratings!C2: A rating must be a number above 0 and below 100,000/,
    );
  });
  test("in Korean and Japanese", () => {
    const problem = withRating(-500).problems[0];
    expect(ratingProblemMessage(problem, "ko")).toContain(
      "레이팅은 0보다 크고 100,000보다 작은 숫자여야 하는데 -500입니다",
    );
    expect(ratingProblemMessage(problem, "ja")).toContain(
      "レーティングは0より大きく100,000未満の数値でなければなりませんが-500です",
    );
  });
  test("an opponent rating or a weight on the Rated games sheet is held to the same limits", () => {
    const games = (opponentRating: unknown, weight: unknown) => ({
      sheetName: "Rated games",
      values: [
        ["Event", "Date", "Round", "ID", "Player", "Opponent ID", "Opponent", "Opponent rating", "Result", "Weight"],
        ["Earlier", "2024-04-06", 1, "1", "A", "2", "B", opponentRating, 1, weight],
      ],
    });
    const kba = { method: "kba" as const, weight: 1 };
    expect(errors(withRating(9000, { games: games(0, 1), settings: kba }, 9000))).toEqual([
      "'Rated games'!H2: Opponent rating must be a number above 0 and below 100,000, found \"0\". This Rated games row cannot be read; correct the cell.",
    ]);
    expect(errors(withRating(9000, { games: games(9000, 1e6), settings: kba }, 9000))).toEqual([
      "'Rated games'!J2: Weight must be a number above 0 and below 100,000, found \"1000000\". This Rated games row cannot be read; correct the cell.",
    ]);
  });
});

describe("an implausible rating is a warning at its cell; the event is rated", () => {
  test("Elo: 3,600 is outside 0–3,500", () => {
    const p = withRating(3600);
    expect(p.ok).toBe(true);
    expect(p.problems.map((x) => `${x.severity}: ${formatRatingProblem(x)}`)).toEqual([
      "warning: Ratings!C2: 3600 is outside the plausible ratings of Elo (0–3500). Check the cell; if it is right, nothing needs to change.",
    ]);
    expect(withRating(3500).problems).toEqual([]);
  });
  test("KBA: 900 on a list around 9,000 (its median ± 3,500); 9,500 is not", () => {
    const kba = { settings: { method: "kba" as const, weight: 1 } };
    const p = withRating(900, kba, 9000);
    expect(p.ok).toBe(true);
    expect(p.problems.map((x) => formatRatingProblem(x))).toEqual([
      "Ratings!C2: 900 is outside the plausible ratings of KBA (5500–12500: the list's median 9000 ± 3500). Check the cell; if it is right, nothing needs to change.",
    ]);
    expect(withRating(9500, kba, 9000).problems).toEqual([]);
    // The same 900 on an Elo list is plausible.
    expect(withRating(900).problems).toEqual([]);
  });
  test("KBA: a newcomers' rating given far from the list is a warning at the list's Rating title", () => {
    const p = withRating(9100, { settings: { method: "kba", weight: 1, start: 1600 } }, 9000);
    expect(p.ok).toBe(true);
    expect(p.problems.map((x) => formatRatingProblem(x))).toEqual([
      "Ratings!C1: The newcomers' rating 1600 is far from this list (median 9000; plausible 5500–12500): a newcomer who meets only newcomers counts as it for his opponents. Check the setting, or leave it empty for the list's median.",
    ]);
    expect(withRating(9100, { settings: { method: "kba", weight: 1, start: 8000 } }, 9000).problems).toEqual([]);
  });
});

describe("the event's date: given > the workbook's Tournament sheet > refused (never today by itself)", () => {
  const stored = (value: unknown) => parseSettings([{ key: "date", value, address: "Tournament!B4" }]);
  test("a date given wins over the workbook's", () => {
    expect(ratingEventDate("2026-03-01", stored("2026-09-12"), "--date")).toEqual({ kind: "date", date: "2026-03-01" });
  });
  test("the workbook's date (a date cell or YYYY-MM-DD text), with its cell", () => {
    expect(ratingEventDate(undefined, stored("2026-09-12"), "--date")).toEqual({
      kind: "date",
      date: "2026-09-12",
      cell: "Tournament!B4",
    });
    // 46277 is the Excel serial of 2026-09-12.
    expect(ratingEventDate("", stored(46277), "--date")).toMatchObject({ kind: "date", date: "2026-09-12" });
  });
  test("none anywhere: missing (the host refuses)", () => {
    expect(ratingEventDate(undefined, stored(null), "--date")).toEqual({ kind: "missing" });
    expect(ratingEventDate(undefined, undefined, "--date")).toEqual({ kind: "missing" });
  });
  test("an imported file's date text is an error at its cell, with the fix", () => {
    const r = ratingEventDate(undefined, stored("06/11/2014 - 08/11/2014"), "--date YYYY-MM-DD");
    expect(r.kind).toBe("invalid");
    if (r.kind !== "invalid") return;
    expect(formatRatingProblem(r.problem)).toBe(
      'Tournament!B4: The event\'s date must be a date (YYYY-MM-DD, e.g. 2026-09-12), found "06/11/2014 - 08/11/2014". Type the first day of the event here as a date, or give the date (--date YYYY-MM-DD).',
    );
    expect(r.problem).toMatchObject({ sheet: "Tournament", cell: "B4", severity: "error" });
    expect(ratingProblemMessage(r.problem, "ko")).toContain("대회 날짜는 날짜(YYYY-MM-DD, 예: 2026-09-12)여야 하는데");
  });
});
