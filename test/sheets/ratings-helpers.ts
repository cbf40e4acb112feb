/** Shared inputs of the rating-list tests: the worked Elo example as sheets, and a host that keeps sheets in memory. */
import type { RatingPlan, RatingWrites, SheetInput, UndoPlan } from "../../src/sheets";

export const RESULTS_HEADER = ["Round", "Black", "Black discs", "White discs", "White"];

/** The worked Elo example [Elo-ko] (docs/rules.md §5), as the event "Seed 002": R1 A>B, C=D; R2 A>C, B>D; R3 D>A, C>B; R4 A>B, C>D; R5 A>C, D>B; R6 D>A, B>C. */
export function seedResults(): unknown[][] {
  const w = (round: number, winner: string, loser: string) => [round, winner, 40, 24, loser];
  return [
    RESULTS_HEADER,
    w(1, "A", "B"),
    [1, "C", 32, 32, "D"],
    w(2, "A", "C"),
    w(2, "B", "D"),
    w(3, "D", "A"),
    w(3, "C", "B"),
    w(4, "A", "B"),
    w(4, "C", "D"),
    w(5, "A", "C"),
    w(5, "D", "B"),
    w(6, "D", "A"),
    w(6, "B", "C"),
  ];
}

export function seedRatings(): unknown[][] {
  return [
    ["ID", "Name", "Rating", "Games", "Provisional", "Last event"],
    ["1", "A", 1934, 10, false, "2024-01-06 New Year open"],
    ["2", "B", 1685, 3, false, "2024-01-06 New Year open"],
    ["3", "C", 1678, 0, false, null],
    ["4", "D", 1596, 7, false, "2023-11-11 Autumn cup"],
  ];
}

/** The rating sheets of a workbook, as a host reads them (undefined: the sheet does not exist). */
export interface Book {
  ratings?: SheetInput;
  history?: SheetInput;
  games?: SheetInput;
}

/** What a host does with a plan's writes: each sheet becomes the written block. */
export function written(writes: RatingWrites, before: Book = {}): Book {
  const block = (w: RatingWrites["ratings"] | undefined, old: SheetInput | undefined) =>
    w ? { sheetName: w.sheetName, values: w.values as unknown[][], topLeft: w.topLeft } : old;
  return {
    ratings: block(writes.ratings, before.ratings),
    history: block(writes.history, before.history),
    games: block(writes.games, before.games),
  };
}

export function ok<T extends RatingPlan | UndoPlan>(plan: T): Extract<T, { ok: true }> {
  if (!plan.ok)
    throw new Error(
      `expected a plan, got problems:\n${plan.problems.map((p) => `${p.address}: ${p.message}`).join("\n")}`,
    );
  return plan as Extract<T, { ok: true }>;
}

/** The membership columns' titles as an update adds them to a list that lacks them (docs/rules.md §8.2). */
export const MEMBERSHIP_EN = ["Country", "Member", "Foreign", "Amateur", "Active"];

/**
 * A list block as an update or an undo leaves it: every cell as it was, and the membership columns it lacked
 * added at the right of the header (titled) and left empty below (null), as the list's own missing columns are.
 */
export function withMembership(values: unknown[][], headerRow = 0, titles = MEMBERSHIP_EN): unknown[][] {
  const width = Math.max(...values.map((r) => r.length));
  return values.map((row, r) => {
    const full = Array.from({ length: width }, (_, c) => (row[c] === undefined ? null : row[c]));
    return [...full, ...(r === headerRow ? titles : titles.map(() => null))];
  });
}
