/**
 * Bringing a federation's existing list into the workbook's rating sheets (docs/rules.md §8.5): the list (a CSV
 * file's rows or a sheet: ID, Name, Rating, Games, Provisional, Last event and the membership columns, titled in
 * any language, in any order) and, for KBA provisional players, their past rated games (the Rated games layout)
 * → the Ratings sheet (and Rated games) to write. All or nothing: any error and nothing is planned.
 *
 * Checks, each at its cell: what the Ratings sheet's reader refuses (no header, a row without a name, a rating
 * that is not a number or cannot be one: docs/rules.md §5.3, games not a whole number 0 or more, the same player
 * twice) and warns about (a rating implausible for the method); two names that differ only in case,
 * width or spaces where one has no ID (they would be taken for each other: an error) or both have IDs (a warning);
 * a game of a player not on the list. The workbook's list must be empty (a new list) unless `merge` is asked,
 * and then a player already on it is refused: an import never overwrites a rating the Rating history accounts
 * for. Nothing goes on the Rating history: the list is the starting point of the events rated after it.
 *
 *   exportList(ratings) → the list's columns as a table (what importing reads back: the round trip)
 */
import type { RatingMethod } from "../../engine";
import { nameKey } from "../results";
import { RATINGS_COLUMNS, RATINGS_TITLES, titleOf, type RatingsColumn } from "../../i18n/ratings";
import { MEMBERSHIP_COLUMNS } from "../../i18n/ratingList";
import type { Locale, SheetInput } from "../types";
import { listCells, updatedList, type NewListRow } from "./listSheet";
import { ListProblems, type ListProblem } from "./listProblems";
import { readGames, type GamesBlock } from "./readGames";
import { readList, type ListBlock, type ListRow } from "./readList";
import { ratingsColumnOf } from "./titles";
import { renderRatedGamesSheet } from "./render";
import type { CellValue, RatingProblem, RatingSheetWrite } from "./types";

export interface ListImportInput {
  /** The federation's list as read (a CSV file's rows, or a sheet). */
  source: SheetInput;
  /** Its past rated games (KBA provisional players), in the Rated games sheet's layout. */
  sourceGames?: SheetInput;
  /** The workbook's rating sheets (undefined: none yet). */
  ratings?: SheetInput;
  games?: SheetInput;
  /** Add the players to a list that already holds some (otherwise refused). */
  merge?: boolean;
  /** The list's method: what ratings are plausible, and KBA needs the Games column (default elo). */
  method?: RatingMethod;
  /** Language of the titles of new sheets and columns (default en). */
  locale?: Locale;
}

export type ListImportPlan =
  | { ok: false; problems: ListProblem[] }
  | {
      ok: true;
      /** Warnings only. */
      problems: ListProblem[];
      players: number;
      games: number;
      writes: { ratings: RatingSheetWrite; games?: RatingSheetWrite };
    };

export function planListImport(input: ListImportInput): ListImportPlan {
  const locale = input.locale ?? "en";
  const read: RatingProblem[] = [];
  const method = input.method ?? "elo";
  const source = readList(input.source, method, read, locale);
  // A new list (and Rated games) is named in the locale's language, as every new rating sheet. The workbook's list
  // is read for its players only (its own ratings were warned about when they were rated).
  const target = readList(input.ratings, method, [], locale);
  const sourceGames = input.sourceGames ? readGames(input.sourceGames, read, locale) : undefined;
  const targetGames = readGames(input.games, read, locale);
  const problems: ListProblem[] = [...read];
  const at = new ListProblems(input.source.sheetName, input.source.topLeft, problems);
  if (source.rows.length === 0 && !problems.some((p) => p.severity === "error"))
    at.add("error", "import-empty", source.headerRow, 0);
  checkNames(source, source, at);
  if (target.rows.length > 0) {
    if (!input.merge) {
      new ListProblems(target.sheetName, input.ratings?.topLeft, problems).add(
        "error",
        "import-list-not-empty",
        target.headerRow,
        0,
        { count: target.rows.length },
      );
    } else checkMerge(source, target, at, new ListProblems(target.sheetName, input.ratings?.topLeft, []));
  }
  if (sourceGames && input.sourceGames) {
    const gamesAt = new ListProblems(input.sourceGames.sheetName, input.sourceGames.topLeft, problems);
    checkGames(sourceGames, source, gamesAt, at);
  }
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };
  const ratings = withMembership(updatedList(target, { append: source.rows.map(newRow) }, locale), source);
  const added = sourceGames?.rows ?? [];
  const writes: { ratings: RatingSheetWrite; games?: RatingSheetWrite } = { ratings };
  if (added.length > 0) writes.games = renderRatedGamesSheet([...targetGames.rows, ...added], locale, targetGames);
  return { ok: true, problems, players: source.rows.length, games: added.length, writes };
}

function newRow(row: ListRow): NewListRow {
  const cells = listCells(row);
  return {
    id: row.id,
    name: row.name,
    cells: { ...cells, lastEvent: cells.lastEvent === "" ? null : cells.lastEvent },
  };
}

/**
 * Names of `list` equal to a name of `others` but for case, width or spaces (nameKey): an error when one of the two
 * has no ID (they would be taken for each other), a warning when both have IDs. `others` is the list itself (each
 * pair once) or the workbook's list.
 */
function checkNames(list: ListBlock, others: ListBlock, at: ListProblems, otherAt: ListProblems = at): void {
  const byName = new Map<string, ListRow[]>();
  for (const row of others.rows) {
    const k = nameKey(row.name);
    byName.set(k, [...(byName.get(k) ?? []), row]);
  }
  for (const row of list.rows) {
    for (const other of byName.get(nameKey(row.name)) ?? []) {
      if (other === row || (others === list && other.r > row.r) || other.key === row.key) continue;
      const params = {
        name: row.name,
        other: other.name,
        otherAddress: otherAt.address(other.r, others.cols.name!),
        id: row.id,
        otherId: other.id,
      };
      if (row.id === "" || other.id === "") at.add("error", "import-name-case", row.r, list.cols.name!, params);
      else at.add("warning", "import-name-twice", row.r, list.cols.name!, params);
    }
  }
}

/** Merging: a player already on the workbook's list is refused; so is a name written like one of its names. */
function checkMerge(source: ListBlock, target: ListBlock, at: ListProblems, targetAt: ListProblems): void {
  const onList = new Map(target.rows.map((r) => [r.key, r] as const));
  for (const row of source.rows) {
    const there = onList.get(row.key);
    if (there)
      at.add("error", "import-already-on-list", row.r, source.cols.id ?? source.cols.name!, {
        key: row.key,
        otherAddress: targetAt.address(there.r, target.cols.id ?? target.cols.name!),
      });
  }
  checkNames(source, target, at, targetAt);
}

/**
 * Every game's player must be on the imported list (games of a player already on the workbook's list would change
 * what his rating was computed from); the provisional players' games are counted.
 */
function checkGames(games: GamesBlock, source: ListBlock, gamesAt: ListProblems, listAt: ListProblems): void {
  const keys = new Set(source.rows.map((r) => r.key));
  const known = new Map<string, number>();
  for (const g of games.rows) {
    known.set(g.record.player, (known.get(g.record.player) ?? 0) + 1);
    if (!keys.has(g.record.player))
      gamesAt.add("error", "import-game-unknown", g.r ?? 0, 0, { id: g.id !== "" ? g.id : g.name });
  }
  for (const row of source.rows) {
    const n = known.get(row.key) ?? 0;
    if (row.provisional && n < row.games)
      listAt.add("warning", "import-games-short", row.r, source.cols.games ?? source.cols.name!, {
        name: row.name,
        games: row.games,
        known: n,
      });
  }
}

/**
 * The written list with the membership cells of the imported rows, as the file had them (the flags' own words
 * kept: a list round-trips).
 */
function withMembership(write: RatingSheetWrite, source: ListBlock): RatingSheetWrite {
  const header = write.values[write.headerRow];
  const cols = new Map<RatingsColumn, number>();
  header.forEach((title, c) => {
    const k = ratingsColumnOf(title);
    if (k !== undefined && !cols.has(k)) cols.set(k, c);
  });
  const values = write.values.map((row) => row.slice());
  // The imported rows are the last ones, in the file's order.
  const first = values.length - source.rows.length;
  source.rows.forEach((row, i) => {
    for (const m of MEMBERSHIP_COLUMNS) {
      const from = source.cols[m];
      const to = cols.get(m);
      if (from === undefined || to === undefined) continue;
      const v: CellValue = source.values[row.r][from] ?? null;
      values[first + i][to] = v === "" ? null : v;
    }
  });
  return { ...write, values };
}

/** The list's columns of a Ratings sheet as a table (header in the locale's titles): what an import reads back. */
export function exportList(
  ratings: SheetInput,
  locale: Locale = "en",
): { values: CellValue[][]; problems: RatingProblem[] } {
  const problems: RatingProblem[] = [];
  const list = readList(ratings, "elo", problems);
  const values: CellValue[][] = [RATINGS_COLUMNS.map((c) => titleOf(RATINGS_TITLES, c, locale))];
  for (const row of list.rows)
    values.push(
      RATINGS_COLUMNS.map((c) => (list.cols[c] === undefined ? null : (list.values[row.r][list.cols[c]!] ?? null))),
    );
  return { values, problems };
}
