/**
 * What `rate-history` publishes (docs/rules.md §8): the archive rated up to a date (--until: only the events dated
 * on or before it), the final list as published (ranks with ties, the list rules of listOptions.ts), and periodic
 * lists (--every month|quarter|year) side by side: each period's list as of its last day, from the run's History
 * (listAsOf), with the change since the previous period's list. Players' countries come from the .ELO player
 * lines (the latest given), so the WOF's list has its Country column.
 *
 * Periodic lists are one sheet with two columns (rank, rating) per period rather than one sheet per period: a
 * federation publishes one list per period, but what an officer compares is a player's line across periods, and
 * forty years of monthly lists would be some 500 sheets; any one period's printable list is
 * `rate-list --as-of <its last day>`.
 */
import {
  indexHistory,
  type HistoryIndex,
  periodsBetween,
  publishList,
  type ListPeriod,
  LIST_PERIODS,
  type ListRules,
  type PublishedList,
  type RatingBook,
  listAsOf,
} from "../../engine";
import { periodicTable, type PeriodList, type RatingSheetWrite } from "../../sheets";
import { defaultSince } from "../../sheets/ratings";
import { RATINGS_TITLES } from "../../i18n/ratings";
import type { Locale } from "../../i18n/locale";
import { listsText } from "../../i18n/cliLists";
import { normalizeTitle } from "../../sheets/headers";
import { UsageError, type OptionSpec, type ParsedArgs } from "../args";
import { dateFlag, LIST_RULE_OPTIONS } from "./listOptions";
import { textTable } from "./rateList";
import type { Archive } from "./rateHistory";

export const HISTORY_LIST_OPTIONS: OptionSpec[] = [
  {
    name: "until",
    value: true,
    meta: "YYYY-MM-DD",
    help: "Rate only the events dated on or before this day: the list as it stood then.",
  },
  {
    name: "every",
    value: true,
    meta: LIST_PERIODS.join("|"),
    help: 'Also the lists at the end of every month, quarter or year, side by side\n(with --out: the sheet "Lists by period").',
  },
  ...LIST_RULE_OPTIONS,
];

/** --until and --every. */
export function historyListOptions(args: ParsedArgs, locale: Locale = "en"): { until?: string; every?: ListPeriod } {
  const until = dateFlag(args, "until", locale);
  const every = args.options.every;
  if (every !== undefined && (typeof every !== "string" || !LIST_PERIODS.includes(every as ListPeriod)))
    throw new UsageError(
      listsText(locale, "oneOf", { name: "every", values: LIST_PERIODS.join(", "), value: String(every) }),
    );
  return { until, every: every as ListPeriod | undefined };
}

/** The archive's events up to `until` (all without it), and how many were left out. */
export function eventsUntil(archive: Archive, until: string | undefined): Archive & { later: number } {
  if (until === undefined) return { ...archive, later: 0 };
  const events = archive.events.filter((e) => e.ev.date <= until);
  return { ...archive, events, later: archive.events.length - events.length };
}

/** Each player's country as the archive's player lines give it (the latest event's wins). */
export function archiveCountries(archive: Archive): Map<string, string> {
  const countries = new Map<string, string>();
  for (const { ev } of archive.events) for (const [id, country] of ev.countries) countries.set(id, country);
  return countries;
}

/** The list of the book as published on `date`, with the countries; `previous` for the changes. */
export function bookList(
  book: RatingBook,
  rules: ListRules,
  date: string,
  countries: ReadonlyMap<string, string>,
  previous?: PublishedList,
  index: HistoryIndex = indexHistory(book.history),
): PublishedList {
  const entries = listAsOf([...book.players.values()], index, date).map((p) => ({
    ...p,
    country: countries.get(p.key) ?? "",
  }));
  return publishList(entries, rules, date, previous);
}

/** The final list (as of the last event rated), its changes since the day before that event. */
export function finalList(
  book: RatingBook,
  rules: ListRules,
  last: string,
  countries: ReadonlyMap<string, string>,
): PublishedList {
  const since = defaultSince(book.history, last);
  const index = indexHistory(book.history);
  const previous = since ? bookList(book, rules, since, countries, undefined, index) : undefined;
  return bookList(book, rules, last, countries, previous, index);
}

/**
 * The lists at the end of every period from the first event rated to the last, each with its changes (its printed
 * rows; the players it leaves off are counted).
 */
export function periodLists(
  book: RatingBook,
  rules: ListRules,
  range: { first: string; last: string },
  every: ListPeriod,
  countries: ReadonlyMap<string, string>,
): PeriodList[] {
  const out: PeriodList[] = [];
  const index = indexHistory(book.history);
  let previous: PublishedList | undefined;
  for (const p of periodsBetween(range.first, range.last, every)) {
    const list = bookList(book, rules, p.end, countries, previous, index);
    // Only the printed rows are kept: forty years of monthly lists would hold millions of omitted rows.
    previous = { ...list, omitted: [] };
    out.push({ label: p.label, list: previous, omittedCount: list.omitted.length });
  }
  return out;
}

/** The periodic lists as text (the sheet's two header rows made one: "2024-Q1 rank", "2024-Q1"). */
export function periodicText(lists: readonly PeriodList[], locale: Locale): string {
  const t = periodicTable(lists, locale);
  const header = t.values[1].map((h, c) => (c < 3 ? String(h) : `${t.values[0][c - ((c - 3) % 2)]} ${h}`));
  const cells = [header, ...t.values.slice(2).map((row) => row.map((v) => (v === null ? "" : String(v))))];
  return textTable(cells, new Set(header.map((_, c) => c).filter((c) => c >= 3)));
}

/** The Ratings sheet of a book built from scratch with the archive's countries in its Country column. */
export function withCountries(write: RatingSheetWrite, countries: ReadonlyMap<string, string>): RatingSheetWrite {
  const header = write.values[write.headerRow] ?? [];
  const titles = new Set(Object.values(RATINGS_TITLES.country).flat().map(normalizeTitle));
  const ids = new Set(Object.values(RATINGS_TITLES.id).flat().map(normalizeTitle));
  const col = header.findIndex((h) => typeof h === "string" && titles.has(normalizeTitle(h)));
  const idCol = header.findIndex((h) => typeof h === "string" && ids.has(normalizeTitle(h)));
  if (col < 0 || idCol < 0) return write;
  const values = write.values.map((row, r) =>
    r <= write.headerRow ? row : row.map((v, c) => (c === col ? (countries.get(String(row[idCol])) ?? v) : v)),
  );
  return { ...write, values };
}
