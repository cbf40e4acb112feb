/**
 * The rating chart of one player (the pane's "Rating chart"): his rating after each event, from the Rating
 * history sheet (src/sheets/ratings/ writes it), as a small sheet the add-in owns ("Rating chart", marked by
 * the workbook name OWNED_ROLES.ratingChart) holding Date, Event, Rating from A1, and the line chart drawn
 * over its Event and Rating columns (the events on the category axis, so the dates stay text). Pure: the
 * History's cells in, the players on it and the chart sheet's cells out.
 *
 * A player is known on the History by his key, as on the list: his ID, else his name (nameIdentity). His
 * events are in date order (then applied order, for two events on one day); the chart starts from his rating
 * before his first event, so a single event still draws a line.
 */
import { cellShown, cellNumber, readCell } from "./cells";
import { findHeaderRow, normalizeTitle } from "./headers";
import { nameIdentity } from "./results";
import { readDate } from "./ratings";
import { HISTORY_TITLES, PREVIEW_LABELS, RATINGS_TITLES, titleOf, type HistoryColumn } from "../i18n/ratings";
import type { Locale, SheetInput } from "./types";
import type { SheetContent } from "./content";

/** The chart sheet's name in the sheets' language (like the rating sheets: a Korean workbook's sheets are Korean). */
export const RATING_CHART_SHEET_NAME: Record<Locale, string> = {
  en: "Rating chart",
  ko: "레이팅 차트",
  ja: "レーティングのグラフ",
};

/** The name given to the chart (so a refresh finds ours among the sheet's charts). */
export const RATING_CHART_NAME = "BrightwellRatingChart";

/** A player on the History. */
export interface HistoryPlayer {
  /** His key on the list (ID, else name). */
  key: string;
  /** His name on his latest History row. */
  name: string;
  /** Events on the History. */
  events: number;
}

/** One point of a player's curve. */
export interface CurvePoint {
  /** YYYY-MM-DD ("" for the start point). */
  date: string;
  /** The event's name ("" for the start point). */
  event: string;
  rating: number;
  /** The event's line of his card (docs/rules.md §8.6): rating before (when he had one), rated games; none for the start point. */
  old?: number;
  games?: number;
}

interface Row {
  key: string;
  name: string;
  event: string;
  date: string;
  appliedAt: string;
  old: number | undefined;
  rating: number;
  games: number | undefined;
  order: number;
}

const lookup = new Map<string, HistoryColumn>();
for (const key of Object.keys(HISTORY_TITLES) as HistoryColumn[])
  for (const list of Object.values(HISTORY_TITLES[key]) as string[][])
    for (const t of list) if (!lookup.has(normalizeTitle(t))) lookup.set(normalizeTitle(t), key);
const columnOf = (title: unknown) => (typeof title === "string" ? lookup.get(normalizeTitle(title)) : undefined);

/** The readable rows of the History (a row it cannot read is left out: the rating flows report those). */
function historyRows(history: SheetInput | undefined): Row[] {
  const values = history?.values ?? [];
  const header = findHeaderRow(values, columnOf, ["event", "date", "name", "new"]);
  if (!header) return [];
  const col = header.columns;
  const rows: Row[] = [];
  for (let r = header.row + 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const text = (k: HistoryColumn) => (col[k] === undefined ? "" : cellShown(readCell(row[col[k]!])));
    const number = (k: HistoryColumn) => (col[k] === undefined ? undefined : cellNumber(readCell(row[col[k]!])));
    const name = text("name");
    const rating = number("new");
    const date = col.date === undefined ? undefined : readDate(row[col.date]);
    if (name === "" || rating === undefined || date === undefined) continue;
    const id = text("id");
    rows.push({
      key: nameIdentity(id !== "" ? id : name),
      name,
      event: text("event"),
      date,
      appliedAt: text("appliedAt"),
      old: number("old"),
      rating,
      games: number("games"),
      order: r,
    });
  }
  return rows;
}

const byTime = (a: Row, b: Row) =>
  a.date !== b.date
    ? a.date < b.date
      ? -1
      : 1
    : a.appliedAt !== b.appliedAt
      ? a.appliedAt < b.appliedAt
        ? -1
        : 1
      : a.order - b.order;

/** The players on the History, by name. */
export function historyPlayers(history: SheetInput | undefined): HistoryPlayer[] {
  const players = new Map<string, { key: string; name: string; events: number; last: Row }>();
  for (const row of historyRows(history)) {
    const p = players.get(row.key);
    if (!p) players.set(row.key, { key: row.key, name: row.name, events: 1, last: row });
    else {
      p.events++;
      if (byTime(p.last, row) < 0) {
        p.last = row;
        p.name = row.name;
      }
    }
  }
  return [...players.values()]
    .map(({ key, name, events }) => ({ key, name, events }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

/** A player's rating over his events: the start (his rating before the first, when known), then after each. */
export function playerCurve(
  history: SheetInput | undefined,
  key: string,
): { name: string; points: CurvePoint[] } | undefined {
  const rows = historyRows(history)
    .filter((r) => r.key === nameIdentity(key))
    .sort(byTime);
  if (rows.length === 0) return undefined;
  const points: CurvePoint[] = [];
  if (rows[0].old !== undefined) points.push({ date: "", event: "", rating: rows[0].old });
  for (const r of rows)
    points.push({
      date: r.date,
      event: r.event,
      rating: r.rating,
      ...(r.old !== undefined ? { old: r.old } : {}),
      ...(r.games !== undefined ? { games: r.games } : {}),
    });
  return { name: rows[rows.length - 1].name, points };
}

/**
 * The chart sheet's cells: Date, Event, Rating, then the rest of the player's card (Old, Change, Games: docs/rules.md
 * §8.6) from A1 (titles in the sheet's language), and the chart's source (Event and Rating).
 */
export function renderRatingChartSheet(
  points: readonly CurvePoint[],
  locale: Locale = "en",
): { content: SheetContent; chartSource: string } {
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const values: (string | number)[][] = [
    [
      titleOf(HISTORY_TITLES, "date", locale),
      titleOf(HISTORY_TITLES, "event", locale),
      titleOf(RATINGS_TITLES, "rating", locale),
      titleOf(HISTORY_TITLES, "old", locale),
      titleOf(HISTORY_TITLES, "change", locale),
      titleOf(HISTORY_TITLES, "games", locale),
    ],
    // The start point is labelled as the preview labels a rating before the event ("Old").
    ...points.map((p) => [
      p.date,
      p.event === "" && p.date === "" ? PREVIEW_LABELS[locale].old : p.event,
      round2(p.rating),
      p.old === undefined ? "" : round2(p.old),
      // The change of the numbers shown (2 decimals), so that Old + Change = Rating as printed.
      p.old === undefined ? "" : round2(round2(p.rating) - round2(p.old)),
      p.games ?? "",
    ]),
  ];
  const numberFormats = values.map((_, i) =>
    i === 0 ? ["@", "@", "@", "@", "@", "@"] : ["@", "@", "0.00", "0.00", "+0.00;-0.00;0.00", "0"],
  );
  return {
    content: { values, numberFormats, headerRowCount: 1 },
    // Event (categories, text) and Rating (the one series), the header row naming the series.
    chartSource: `B1:C${values.length}`,
  };
}
