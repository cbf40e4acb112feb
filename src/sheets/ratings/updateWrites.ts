/**
 * The sheets after an event is applied: the list's rows of its players rewritten (newcomers appended), the
 * History with one row per player of the event (holding the list's cells as they were, for an exact undo), and
 * the Rated games with the event's games (when the sheet exists or the method is KBA).
 */
import type { EventOutcome, RatingBook, RatingMethod } from "../../engine";
import type { Locale } from "../types";
import { listCells, updatedList, type ListCells, type NewListRow } from "./listSheet";
import type { Matched } from "./match";
import type { GamesBlock } from "./readGames";
import type { HistoryBlock, HistoryRow } from "./readHistory";
import type { ListBlock } from "./readList";
import { gameRowsOf, renderHistorySheet, renderRatedGamesSheet } from "./render";
import type { RatingWrites } from "./types";

/** The rating sheets as read. */
interface RatingSheets {
  list: ListBlock;
  history: HistoryBlock;
  games: GamesBlock;
}

export function updateWrites(
  sheets: RatingSheets,
  matched: Map<string, Matched>,
  book: RatingBook,
  outcome: EventOutcome,
  method: RatingMethod,
  locale: Locale,
): RatingWrites {
  const { list, history, games } = sheets;
  const idOfKey = idsOfKeys(sheets, matched);
  const changes = eventChanges(matched, book, outcome, idOfKey);
  const writes: RatingWrites = {
    ratings: updatedList(list, { set: changes.set, append: changes.append }, locale),
    history: renderHistorySheet([...history.rows, ...changes.history], locale, history),
  };
  if (games.exists || method === "kba") {
    const nameOfKey = (k: string) => book.players.get(k)?.name ?? k;
    const added = gameRowsOf(outcome.games, nameOfKey, (k) => idOfKey.get(k) ?? "");
    writes.games = renderRatedGamesSheet([...games.rows, ...added], locale, games);
  }
  return writes;
}

/** The ID cell of each key: the event's players, then the list's, then the Rated games' (first one wins there). */
function idsOfKeys(sheets: RatingSheets, matched: Map<string, Matched>): Map<string, string> {
  const idOfKey = new Map<string, string>();
  for (const m of matched.values()) idOfKey.set(m.key, m.listRow ? m.listRow.id : m.id);
  for (const row of sheets.list.rows) idOfKey.set(row.key, row.id);
  for (const g of sheets.games.rows) if (!idOfKey.has(g.record.player)) idOfKey.set(g.record.player, g.id);
  return idOfKey;
}

/** The list's cells to set (by block row), the newcomers to append, and the event's History rows. */
function eventChanges(
  matched: Map<string, Matched>,
  book: RatingBook,
  outcome: EventOutcome,
  idOfKey: Map<string, string>,
): { set: Map<number, ListCells>; append: NewListRow[]; history: HistoryRow[] } {
  const matchedByKey = new Map<string, Matched>();
  for (const m of matched.values()) matchedByKey.set(m.key, m);
  const set = new Map<number, ListCells>();
  const append: NewListRow[] = [];
  const history: HistoryRow[] = [];
  for (const h of outcome.history) {
    const m = matchedByKey.get(h.key)!;
    const after = book.players.get(h.key)!;
    if (m.listRow) set.set(m.listRow.r, listCells(after));
    else append.push({ id: m.id, name: after.name, cells: listCells(after) });
    history.push({
      record: h,
      id: idOfKey.get(h.key) ?? "",
      r: -1,
      raw: m.listRow ? { ...m.listRow.raw } : { games: null, provisional: null, lastEvent: null },
    });
  }
  return { set, append, history };
}
