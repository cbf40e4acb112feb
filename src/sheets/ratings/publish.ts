/**
 * The published list from the workbook's rating sheets (docs/rules.md §8): the Ratings sheet (with its
 * membership columns) and the Rating history as read → the engine's list as of a date (listAsOf) → the list as
 * published (publishList: ranks, rules, marks, the change since the last list) and the printable sheet
 * (publishSheet.ts). Pure; both hosts call it after their one read.
 *
 *   planPublishedList({ ratings, history, asOf?, today, since?, rules?, locale? })
 *     → { ok: false, problems } (a row of the list or the History that cannot be read: nothing is published
 *       without it) | { ok: true, problems (warnings), list, previous?, sheet }
 *
 * The last list (the changes): `since` when given (the date of the list published before); otherwise the list
 * as of the day before the latest event on the History up to `asOf` (what that event changed), none when the
 * History has no event by then.
 */
import {
  dayBefore,
  isIsoDate,
  listAsOf,
  publishList,
  resolveListRules,
  type ListEntry,
  type ListPlayer,
  type ListRulesInput,
  type Membership,
  type PublishedList,
  type HistoryRecord,
} from "../../engine";
import { cellShown, readCell, unwrapCell } from "../cells";
import { AMATEUR_WORDS, MEMBERSHIP_TITLES, type MembershipColumn } from "../../i18n/ratingList";
import { normalizeTitle } from "../headers";
import type { Locale, SheetInput } from "../types";
import type { SheetSpec } from "../workbook/spec";
import { readFlag } from "./cells";
import { readHistory } from "./readHistory";
import { readList, type ListBlock } from "./readList";
import { renderPublishedSheet } from "./publishSheet";
import { ListProblems, type ListProblem } from "./listProblems";
import type { RatingProblem } from "./types";

export interface PublishInput {
  ratings?: SheetInput;
  history?: SheetInput;
  /**
   * The list's date, YYYY-MM-DD; undefined: the date of the latest event on the History (the list as of the last
   * event applied), `today` when the History has none.
   */
  asOf?: string;
  /** The host's today (pure code has no clock): the list's date when neither `asOf` nor an event gives one. */
  today?: string;
  /** The date of the last list, for the changes; undefined: the day before the latest event; null: no changes. */
  since?: string | null;
  rules?: ListRulesInput;
  /** Language of the sheet (default en). */
  locale?: Locale;
  /** The sheet's title (default: "Rating list" in the locale). */
  title?: string;
}

export type PublishPlan =
  | { ok: false; problems: ListProblem[] }
  | { ok: true; problems: ListProblem[]; list: PublishedList; previous?: PublishedList; sheet: SheetSpec };

/** The list's players with their membership cells, and the History's records, as read. */
export interface PublishSource {
  entries: (ListPlayer & Membership)[];
  history: HistoryRecord[];
  list: ListBlock;
}

/** Words read as "yes" in a membership column: the usual yes words, and the column's own titles ("member", "회원"). */
const YES_WORDS: Record<Exclude<MembershipColumn, "country">, Set<string>> = {
  member: titleWords("member"),
  foreign: titleWords("foreign"),
  amateur: new Set([...titleWords("amateur"), ...AMATEUR_WORDS.map(normalizeTitle)]),
  active: titleWords("active"),
};

function titleWords(column: MembershipColumn): Set<string> {
  return new Set(Object.values(MEMBERSHIP_TITLES[column]).flat().map(normalizeTitle));
}

/** A membership flag: empty → null (says nothing); a yes word or the column's title → true; anything else false. */
export function readMembershipFlag(raw: unknown, column: Exclude<MembershipColumn, "country">): boolean | null {
  const v = unwrapCell(raw);
  if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
  if (typeof v === "string" && YES_WORDS[column].has(normalizeTitle(v))) return true;
  return readFlag(v);
}

/** The Ratings sheet's players with their membership cells, and the History's records. */
export function readPublishSource(
  input: Pick<PublishInput, "ratings" | "history">,
  problems: RatingProblem[],
): PublishSource {
  const list = readList(input.ratings, "elo", problems);
  const history = readHistory(input.history, problems);
  const cols = list.cols;
  const cell = (r: number, c: MembershipColumn) => (cols[c] === undefined ? null : list.values[r][cols[c]!]);
  const entries = list.rows.map((row) => ({
    key: row.key,
    name: row.name,
    rating: row.rating,
    games: row.games,
    provisional: row.provisional,
    lastEvent: row.lastEvent,
    country: cellShown(readCell(cell(row.r, "country"))).trim(),
    member: readMembershipFlag(cell(row.r, "member"), "member"),
    foreign: readMembershipFlag(cell(row.r, "foreign"), "foreign"),
    amateur: readMembershipFlag(cell(row.r, "amateur"), "amateur"),
    active: readMembershipFlag(cell(row.r, "active"), "active"),
  }));
  return { entries, history: history.rows.map((h) => h.record), list };
}

/** The players as of a date, each with his membership cells (those are not dated: the list's as it is now). */
export function entriesAsOf(source: Pick<PublishSource, "entries" | "history">, date: string): ListEntry[] {
  const membership = new Map(source.entries.map((e) => [e.key, e] as const));
  return listAsOf(source.entries, source.history, date).map((p) => {
    const m = membership.get(p.key)!;
    return { ...p, country: m.country, member: m.member, foreign: m.foreign, amateur: m.amateur, active: m.active };
  });
}

/** The date of the latest event on the History (undefined: none). */
export function latestEventDate(history: readonly HistoryRecord[]): string | undefined {
  let latest: string | undefined;
  for (const h of history) if (latest === undefined || h.date > latest) latest = h.date;
  return latest;
}

/** The date of the last list by default: the day before the latest event on or before `asOf` (none: undefined). */
export function defaultSince(history: readonly HistoryRecord[], asOf: string): string | undefined {
  let latest: string | undefined;
  for (const h of history) if (h.date <= asOf && (latest === undefined || h.date > latest)) latest = h.date;
  return latest === undefined ? undefined : dayBefore(latest);
}

/**
 * The list as published on `asOf` and its printable sheet. Throws RangeError for what the host checks first:
 * a date that is not YYYY-MM-DD, a last list not before the list, rules out of range.
 */
export function planPublishedList(input: PublishInput): PublishPlan {
  const rules = resolveListRules(input.rules);
  const read: RatingProblem[] = [];
  const source = readPublishSource(input, read);
  // Publishing judges no method: ratings implausible for one are warned about when an event is rated, not here.
  const problems: ListProblem[] = read.filter((p) => p.code !== "ratings-rating-implausible");
  if (problems.some((p) => p.severity === "error")) return { ok: false, problems };
  const asOf = input.asOf ?? latestEventDate(source.history) ?? input.today ?? "";
  if (!isIsoDate(asOf)) throw new RangeError(`The list's date must be YYYY-MM-DD, got ${JSON.stringify(asOf)}.`);
  const since = input.since === undefined ? defaultSince(source.history, asOf) : input.since;
  if (since !== null && since !== undefined && !(since < asOf))
    throw new RangeError(`The last list's date (${since}) must be before the list's date (${asOf}).`);
  const first = source.history.reduce<string | undefined>(
    (m, h) => (m === undefined || h.date < m ? h.date : m),
    undefined,
  );
  if (first !== undefined && asOf < first && input.history)
    new ListProblems(input.history.sheetName, input.history.topLeft, problems).add(
      "warning",
      "list-date-before",
      0,
      0,
      {
        date: asOf,
        first,
      },
    );
  const previous = since ? publishList(entriesAsOf(source, since), rules, since) : undefined;
  const list = publishList(entriesAsOf(source, asOf), rules, asOf, previous);
  const sheet = renderPublishedSheet(list, input.locale ?? "en", { title: input.title });
  return { ok: true, problems, list, ...(previous ? { previous } : {}), sheet };
}
