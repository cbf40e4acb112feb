/**
 * A rating list as of any date (docs/rules.md §8.3), and the calendar arithmetic of published lists: the
 * periods of a periodic list (month, quarter, year), a date N months later (inactivity, §8.2), the day before.
 * Pure: the list and its History in (what a RatingBook or the rating sheets hold), the list as it stood out.
 *
 * Every History row holds the event's date, the rating before (Old) and after (New), the games and the
 * Provisional flag after the event and the list's cells before it (Games before, Provisional before, Last
 * event before). So the list as of a date D is, for each player on the list:
 * - every History row of his dated on or before D: the New of the latest (by date, then applied order), his
 *   games the Games before + Games of that row;
 * - none on or before D, but some after: the list as it was before the first of them (in applied order), from
 *   that row's "before" cells; a player that row added to the list (a newcomer) was not on it yet;
 * - no History row at all (a list imported or typed in): his values on the list, at any date (that is all
 *   that is known of him);
 * - D on or after his last History date: his values on the list now, so the list as of its last date is the
 *   list itself (also when the officer corrected a cell by hand).
 * Events applied out of date order (a later event applied first: `rate` warns) are taken in date order.
 */
import { isIsoDate, lastEventLabel, type HistoryRecord, type ListPlayer } from "./list";
import { EngineRangeError, words } from "../errors";

/** A player on the list as of a date. */
export interface AsOfPlayer extends ListPlayer {
  /** YYYY-MM-DD of his last rated event on or before the list's date; null when not known. */
  lastDate: string | null;
}

/** The date at the start of a Last event cell ("YYYY-MM-DD Event name"), or null. */
export function lastEventDate(lastEvent: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(\s|$)/.exec(lastEvent.trim());
  return m && isIsoDate(m[1]) ? m[1] : null;
}

const DATE_NAMES = { "The list's date": "nameListDate", "A date": "nameADate" } as const;

function requireDate(date: string, what: keyof typeof DATE_NAMES): void {
  if (!isIsoDate(date))
    throw new EngineRangeError(
      "notDate",
      { name: words(DATE_NAMES[what]), value: String(JSON.stringify(date)) },
      `${what} must be a date YYYY-MM-DD, got ${JSON.stringify(date)}.`,
    );
}

/**
 * The History indexed for lists as of many dates (`rate-history --every month` asks for hundreds): each player's
 * rows in date order (rows of one date in applied order), and his first row in applied order.
 */
export interface HistoryIndex {
  byDate: Map<string, HistoryRecord[]>;
  firstApplied: Map<string, HistoryRecord>;
}

/** Index a History (in applied order) once; listAsOf takes the index or the History itself. */
export function indexHistory(history: readonly HistoryRecord[]): HistoryIndex {
  const byDate = new Map<string, HistoryRecord[]>();
  const firstApplied = new Map<string, HistoryRecord>();
  for (const h of history) {
    const rows = byDate.get(h.key);
    if (rows) rows.push(h);
    else {
      byDate.set(h.key, [h]);
      firstApplied.set(h.key, h);
    }
  }
  // A stable sort: rows of one date stay in applied order.
  for (const rows of byDate.values()) rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { byDate, firstApplied };
}

/** The last of `rows` (in date order) dated on or before `date`, by binary search; undefined when none. */
function latestBy(rows: readonly HistoryRecord[], date: string): HistoryRecord | undefined {
  let lo = 0;
  let hi = rows.length; // the first row dated after `date`
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? rows[lo - 1] : undefined;
}

/**
 * The list as of `date` (YYYY-MM-DD): its players in list order, each with his rating, games, provisional flag
 * and last event as they stood at the end of that day (see the file comment). `history` in applied order, or its
 * index (indexHistory) when many dates are asked.
 */
export function listAsOf(
  players: readonly ListPlayer[],
  history: readonly HistoryRecord[] | HistoryIndex,
  date: string,
): AsOfPlayer[] {
  requireDate(date, "The list's date");
  const index = "byDate" in history ? history : indexHistory(history);
  const out: AsOfPlayer[] = [];
  const known = (d: string | null) => (d !== null && d <= date ? d : null);
  for (const p of players) {
    const rows = index.byDate.get(p.key);
    if (!rows) {
      out.push({ ...p, lastDate: known(lastEventDate(p.lastEvent)) });
      continue;
    }
    const last = rows[rows.length - 1].date;
    const latest = latestBy(rows, date);
    if (date >= last) out.push({ ...p, lastDate: last });
    else if (latest) {
      out.push({
        ...p,
        rating: latest.new,
        games: latest.gamesBefore + latest.games,
        provisional: latest.provisional,
        lastEvent: lastEventLabel(latest.event, latest.date),
        lastDate: latest.date,
      });
    } else {
      const first = index.firstApplied.get(p.key)!;
      if (first.newcomer || first.old === null) continue; // the first event added him: not on the list yet
      out.push({
        ...p,
        rating: first.old,
        games: first.gamesBefore,
        provisional: first.provisionalBefore ?? false,
        lastEvent: first.lastEventBefore,
        lastDate: known(lastEventDate(first.lastEventBefore)),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------------------------

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const parts = (date: string) => date.split("-").map(Number) as [number, number, number];
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The date `months` calendar months after `date`, on the same day of the month, or the month's last day when it
 * has no such day (2024-01-31 + 1 → 2024-02-29).
 */
export function addMonths(date: string, months: number): string {
  requireDate(date, "A date");
  if (!Number.isInteger(months))
    throw new EngineRangeError("monthsWhole", { value: months }, `Months must be a whole number, got ${months}.`);
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = index - ny * 12 + 1;
  return `${pad(ny, 4)}-${pad(nm)}-${pad(Math.min(d, daysIn(ny, nm)))}`;
}

/** The day before a date. */
export function dayBefore(date: string): string {
  requireDate(date, "A date");
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** How often a periodic list is published. */
export type ListPeriod = "month" | "quarter" | "year";
export const LIST_PERIODS: readonly ListPeriod[] = ["month", "quarter", "year"];

/** One period of a periodic list: its label ("2024-03", "2024-Q1", "2024") and its last day (the list's date). */
export interface PeriodEnd {
  label: string;
  end: string;
}

/** The period a date falls in. */
export function periodOf(date: string, every: ListPeriod): PeriodEnd {
  requireDate(date, "A date");
  const [y, m] = parts(date);
  if (every === "year") return { label: pad(y, 4), end: `${pad(y, 4)}-12-31` };
  if (every === "quarter") {
    const q = Math.ceil(m / 3);
    return { label: `${pad(y, 4)}-Q${q}`, end: `${pad(y, 4)}-${pad(q * 3)}-${pad(daysIn(y, q * 3))}` };
  }
  return { label: `${pad(y, 4)}-${pad(m)}`, end: `${pad(y, 4)}-${pad(m)}-${pad(daysIn(y, m))}` };
}

/** Every period from the one holding `first` to the one holding `last`, in order (none when last < first). */
export function periodsBetween(first: string, last: string, every: ListPeriod): PeriodEnd[] {
  const out: PeriodEnd[] = [];
  const end = periodOf(last, every).end;
  for (let p = periodOf(first, every); p.end <= end;) {
    out.push(p);
    const [y, m] = parts(p.end);
    p = periodOf(`${pad(y + Math.floor(m / 12), 4)}-${pad((m % 12) + 1)}-01`, every);
  }
  return out;
}
