/**
 * Undo (the rule: index.ts): the events on the History in applied order, whether
 * each can be undone now, and the plan of undoing one: the list's cells as they were before it, its newcomers
 * removed, its History and Rated games rows removed.
 */
import { eventKey, eventNameKey } from "../../engine";
import type { Locale, SheetInput } from "../types";
import { updatedList, type ListCells } from "./listSheet";
import { readGames, type GamesBlock } from "./readGames";
import { historyRowAddress, readHistory, type HistoryBlock, type HistoryRow } from "./readHistory";
import { readList, type ListBlock } from "./readList";
import { renderHistorySheet, renderRatedGamesSheet } from "./render";
import type { AppliedEventInfo, RatingProblem, RatingWrites, UndoInput, UndoPlan, UndoPreviewRow } from "./types";

/** Applied order of two History rows: Applied at, then row. */
function appliedAfter(a: HistoryRow, b: HistoryRow): boolean {
  if (a.record.appliedAt !== b.record.appliedAt) return a.record.appliedAt > b.record.appliedAt;
  return a.r > b.r;
}

/** An event's rows on the History (key: eventKey of its name and date). */
interface EventGroup {
  key: string;
  rows: HistoryRow[];
}

/** The History's rows by event, in the order each event first appears. */
function groupEvents(rows: readonly HistoryRow[]): EventGroup[] {
  const groups = new Map<string, EventGroup>();
  for (const h of rows) {
    const k = eventKey(h.record.event, h.record.date);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { key: k, rows: [] }));
    g.rows.push(h);
  }
  return [...groups.values()];
}

/** The first row of another event, applied after `group`, that involves one of its players (undefined: none). */
function laterEventOf(
  group: EventGroup,
  all: readonly HistoryRow[],
): { blocked: HistoryRow; later: HistoryRow } | undefined {
  const keys = new Map(group.rows.map((h) => [h.record.key, h] as const));
  const last = group.rows.reduce((a, b) => (appliedAfter(b, a) ? b : a));
  let found: { blocked: HistoryRow; later: HistoryRow } | undefined;
  for (const h of all) {
    if (eventKey(h.record.event, h.record.date) === group.key) continue;
    const mine = keys.get(h.record.key);
    // The event applied last (to undo first), at its first row involving one of our players.
    if (mine && appliedAfter(h, last) && (!found || h.record.appliedAt > found.later.record.appliedAt))
      found = { blocked: mine, later: h };
  }
  return found;
}

/** The events on the History, in applied order, each with whether it can be undone now. */
export function appliedEvents(history: SheetInput | undefined): AppliedEventInfo[] {
  const block = readHistory(history, []);
  const groups = groupEvents(block.rows);
  groups.sort((a, b) => (appliedAfter(a.rows[0], b.rows[0]) ? 1 : -1));
  return groups.map((g) => ({
    event: g.rows[0].record.event,
    date: g.rows[0].record.date,
    appliedAt: g.rows[0].record.appliedAt,
    method: g.rows[0].record.method,
    players: g.rows.length,
    undoable: laterEventOf(g, block.rows) === undefined,
  }));
}

/**
 * Plan the undo of one event (by name, and date when several events share the name): the list's cells as
 * they were before it, its newcomers removed, its History and Rated games rows removed. Refused (nothing to
 * write) when the event is not on the History, or is not the latest event of one of its players.
 */
export function planRatingUndo(input: UndoInput): UndoPlan {
  const locale = input.locale ?? "en";
  const problems: RatingProblem[] = [];
  const list = readList(input.ratings, "elo", problems, locale);
  const history = readHistory(input.history, problems, locale);
  const games = readGames(input.games, problems, locale);
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };
  const group = eventToUndo(history, input.event);
  if (!group) return { ok: false, problems };
  const restored = restoredList(list, history, group);
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };
  const first = group.rows[0].record;
  return {
    ok: true,
    problems,
    event: { name: first.event, date: first.date, appliedAt: first.appliedAt },
    preview: restored.preview,
    writes: undoWrites(list, history, games, group, restored, locale),
  };
}

/**
 * The event's rows on the History; undefined (an error on the History) when it is not there, when its name is
 * on several dates and no date was given, or when a later event of one of its players must be undone first.
 */
function eventToUndo(history: HistoryBlock, event: UndoInput["event"]): EventGroup | undefined {
  const nameK = eventNameKey(event.name);
  const groups = groupEvents(history.rows).filter(
    (g) => eventNameKey(g.rows[0].record.event) === nameK && (!event.date || g.rows[0].record.date === event.date),
  );
  if (groups.length === 0) {
    history.problems.add("error", "undo-not-found", 0, history.cols.event ?? 0, {
      event: event.name,
      date: event.date ?? "",
    });
    return undefined;
  }
  if (groups.length > 1) {
    const at = historyRowAddress(history, groups[0].rows[0]);
    history.problems.add("error", "undo-several-dates", at.r, at.c, {
      event: event.name,
      dates: groups.map((g) => g.rows[0].record.date).join(", "),
    });
    return undefined;
  }
  const group = groups[0];
  const later = laterEventOf(group, history.rows);
  if (!later) return group;
  const first = group.rows[0].record;
  const at = historyRowAddress(history, later.later);
  history.problems.add("error", "undo-not-latest", at.r, at.c, {
    event: first.event,
    date: first.date,
    name: later.blocked.record.name,
    later: later.later.record.event,
    laterDate: later.later.record.date,
  });
  return undefined;
}

/** What undo changes on the list: cells restored, newcomers removed (an error for a player no longer listed). */
interface RestoredList {
  set: Map<number, ListCells>;
  remove: Set<number>;
  preview: UndoPreviewRow[];
}

function restoredList(list: ListBlock, history: HistoryBlock, group: EventGroup): RestoredList {
  const rowOfKey = new Map(list.rows.map((r) => [r.key, r] as const));
  const restored: RestoredList = { set: new Map(), remove: new Set(), preview: [] };
  for (const h of group.rows) {
    const row = rowOfKey.get(h.record.key);
    if (!row) {
      const at = historyRowAddress(history, h);
      history.problems.add("error", "undo-player-missing", at.r, at.c, { key: h.record.key });
      continue;
    }
    if (h.record.newcomer) {
      restored.remove.add(row.r);
      restored.preview.push({ id: row.key, name: row.name, current: row.rating, restored: null });
    } else {
      restored.set.set(row.r, {
        rating: h.record.old,
        games: h.raw.games,
        provisional: h.raw.provisional,
        lastEvent: h.raw.lastEvent,
      });
      restored.preview.push({ id: row.key, name: row.name, current: row.rating, restored: h.record.old });
    }
  }
  return restored;
}

/** The list restored; the History and (when it exists) the Rated games without the event's rows. */
function undoWrites(
  list: ListBlock,
  history: HistoryBlock,
  games: GamesBlock,
  group: EventGroup,
  restored: RestoredList,
  locale: Locale,
): RatingWrites {
  const eventRows = new Set(group.rows);
  const writes: RatingWrites = {
    ratings: updatedList(list, { set: restored.set, remove: restored.remove }, locale),
    history: renderHistorySheet(
      history.rows.filter((h) => !eventRows.has(h)),
      locale,
      history,
    ),
  };
  if (games.exists) {
    writes.games = renderRatedGamesSheet(
      games.rows.filter((g) => eventKey(g.record.event, g.record.date) !== group.key),
      locale,
      games,
    );
  }
  return writes;
}
