/**
 * The rating sheets' names and column titles in any locale (src/i18n/ratings.ts holds them): which sheets of a
 * workbook hold the list, the History and the Rated games, and a column's key from its title.
 */
import { normalizeTitle } from "../headers";
import {
  HISTORY_TITLES,
  RATED_GAMES_TITLES,
  RATING_SHEET_NAMES,
  RATINGS_TITLES,
  type HistoryColumn,
  type RatedGamesColumn,
} from "../../i18n/ratings";
import type { Locale } from "../types";

/** A column's key from its title in any locale (titles compared as normalizeTitle compares them). */
function columnLookup<K extends string>(
  titles: Record<K, Record<Locale, string[]>>,
): (title: unknown) => K | undefined {
  const map = new Map<string, K>();
  for (const key of Object.keys(titles) as K[]) {
    for (const list of Object.values(titles[key]) as string[][])
      for (const t of list) if (!map.has(normalizeTitle(t))) map.set(normalizeTitle(t), key);
  }
  return (title) => (typeof title === "string" ? map.get(normalizeTitle(title)) : undefined);
}

export const ratingsColumnOf = columnLookup(RATINGS_TITLES);
export const historyColumnOf = columnLookup(HISTORY_TITLES);
export const gamesColumnOf = columnLookup(RATED_GAMES_TITLES);

/** Columns a History must have (what undo restores the list from). */
export const HISTORY_REQUIRED: HistoryColumn[] = [
  "event",
  "date",
  "name",
  "old",
  "new",
  "gamesBefore",
  "provisionalBefore",
  "lastEventBefore",
  "newcomer",
  "appliedAt",
];
/** Columns a Rated games sheet must have (what a provisional rating is built from). */
export const GAMES_REQUIRED: RatedGamesColumn[] = ["event", "date", "name", "opponentRating", "result", "weight"];

/** Which of the workbook's sheets hold the list, the History and the Rated games (by name, any locale). */
export function findRatingSheets(names: readonly string[]): { ratings?: string; history?: string; games?: string } {
  const find = (aliases: readonly string[]) =>
    names.find((n) => aliases.some((a) => normalizeTitle(a) === normalizeTitle(n)));
  return {
    ratings: find(RATING_SHEET_NAMES.ratings),
    history: find(RATING_SHEET_NAMES.history),
    games: find(RATING_SHEET_NAMES.games),
  };
}

/** True when a sheet name is one of the rating sheets (detectSheets leaves them out of Results / Players). */
export function isRatingSheetName(name: string): boolean {
  const n = normalizeTitle(name);
  return Object.values(RATING_SHEET_NAMES).some((list) => list.some((a) => normalizeTitle(a) === n));
}
