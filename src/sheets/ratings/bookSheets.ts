/**
 * The sheets of a RatingBook built from scratch (`rate-history --out`): a fresh Ratings sheet of its players in
 * the order the host gives, the History with the before-values as the book had them, and for KBA the Rated
 * games (names looked up in the book).
 */
import type { ListPlayer, RatingBook, RatingMethod } from "../../engine";
import type { Locale } from "../types";
import { renderRatingsSheet } from "./listSheet";
import { gameRowsOf, historyRowsOf, renderHistorySheet, renderRatedGamesSheet } from "./render";
import type { RatingWrites } from "./types";

export function bookWrites(
  book: RatingBook,
  players: readonly ListPlayer[],
  method: RatingMethod,
  locale: Locale = "en",
): RatingWrites {
  const nameOf = (k: string) => book.players.get(k)?.name ?? k;
  return {
    ratings: renderRatingsSheet(players, locale),
    history: renderHistorySheet(historyRowsOf(book.history), locale),
    ...(method === "kba" ? { games: renderRatedGamesSheet(gameRowsOf(book.games, nameOf), locale) } : {}),
  };
}
