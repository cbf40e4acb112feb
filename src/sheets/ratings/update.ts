/**
 * Planning the update of the list by one event, in steps: read the sheets, take the event's rated games, find
 * its players on the list (match.ts), rebuild the engine's RatingBook from the three sheets, refuse an event
 * already applied, warn about what looks wrong, rate through the book, then the preview rows and the sheets to
 * write (updateWrites.ts).
 */
import {
  eventGamesOf,
  eventKey,
  isIsoDate,
  isPlausible,
  isRatedGame,
  lastEventLabel,
  median,
  plausibleRatings,
  RatingBook,
  RatingInputError,
  resolveRatingSettings,
  type EventGame,
  type EventOutcome,
  type HistoryRecord,
  type RatingMethod,
  type RatingSettings,
  type Tournament,
} from "../../engine";
import { parseResultsSheet } from "../results";
import { SheetProblems } from "./problems";
import { matchPlayers, type Matched } from "./match";
import { readGames, type GamesBlock } from "./readGames";
import { historyRowAddress, readHistory, type HistoryBlock } from "./readHistory";
import { readList, type ListBlock } from "./readList";
import { readMembershipFlag } from "./publish";
import type { RatingEventInput, RatingPlan, RatingPreviewRow, RatingProblem, RatingUpdateInput } from "./types";
import { updateWrites } from "./updateWrites";
import { errorText } from "../../i18n/errors";
import type { Locale } from "../../i18n/locale";

/** The sheets of an update as read. */
export interface UpdateSheets {
  tournament: Tournament;
  list: ListBlock;
  history: HistoryBlock;
  games: GamesBlock;
}

const hasError = (problems: readonly RatingProblem[]) => problems.some((p) => p.severity === "error");

/**
 * Plan the update of the list by one event: read the sheets, rate, and return the preview and the sheets to
 * write. Nothing is planned when any input has an error (every problem listed with its cell), when the event
 * is already on the History, or when the results hold no rated game. Throws RangeError only for what the host
 * checks before calling: settings out of range (resolveRatingSettings), an event date that is not
 * YYYY-MM-DD, an empty event name.
 */
export function planRatingUpdate(input: RatingUpdateInput): RatingPlan {
  const locale = input.locale ?? "en";
  const settings = resolveRatingSettings(input.settings);
  checkEvent(input.event);
  const problems: RatingProblem[] = [];
  const sheets = readUpdateSheets(input, settings.method, problems);
  if (hasError(problems)) return { ok: false, problems };
  const rated = sheets.tournament.games.filter(isRatedGame);
  if (rated.length === 0) {
    new SheetProblems(input.results.sheetName, input.results.topLeft, problems).add("error", "event-no-games", 0, 0);
    return { ok: false, problems };
  }
  const matched = matchPlayers(sheets.list, sheets.tournament.players, rated, input.results.sheetName);
  if (hasError(problems)) return { ok: false, problems };
  const games = eventGamesOf(rated, (id) => matched.get(id)!.key);
  const book = bookOf(sheets);
  if (refuseApplied(book, input.event, games, sheets.history, input.allowSameGames === true))
    return { ok: false, problems };
  warnAboutPlayers(sheets, matched, games, book, input.event.date, settings.method);
  warnAboutStart(sheets.list, settings);
  const outcome = rateEvent(
    book,
    { ...input.event, allowSameGames: input.allowSameGames },
    games,
    matched,
    settings,
    sheets.list,
    locale,
  );
  if (!outcome) return { ok: false, problems };
  const preview = previewRows(sheets.tournament, matched, outcome);
  const writes = updateWrites(sheets, matched, book, outcome, settings.method, locale);
  return { ok: true, problems, preview, writes, settings };
}

function checkEvent(event: RatingEventInput): void {
  if (!isIsoDate(event.date)) throw new RangeError(`event date must be YYYY-MM-DD, got ${JSON.stringify(event.date)}.`);
  if (event.name.trim() === "") throw new RangeError("event name is empty: give the event's name.");
}

/** The Results (+ Players), Ratings, History and Rated games sheets, every problem added to `problems`. */
function readUpdateSheets(input: RatingUpdateInput, method: RatingMethod, problems: RatingProblem[]): UpdateSheets {
  const locale = input.locale ?? "en"; // a sheet not there yet is named in the sheets' language
  const parsed = parseResultsSheet({
    ...input.results,
    players: input.players,
    options: { discSum: "warn", pendingRound: "skip", ...input.resultsOptions },
  });
  problems.push(...parsed.problems);
  const list = readList(input.ratings, method, problems, locale);
  if (!input.ratings) list.problems.add("warning", "ratings-sheet-missing", 0, 0);
  const history = readHistory(input.history, problems, locale);
  const games = readGames(input.games, problems, locale);
  return { tournament: parsed.tournament, list, history, games };
}

/**
 * The engine's book of the list, its History and its Rated games as the sheets hold them, with the list's foreign
 * players (its Foreign column: KBA rates their provisional ratings over 36 months, docs/rules.md §6.4).
 */
function bookOf(sheets: UpdateSheets): RatingBook {
  const col = sheets.list.cols.foreign;
  const foreign =
    col === undefined
      ? []
      : sheets.list.rows.filter((r) => readMembershipFlag(sheets.list.values[r.r]?.[col], "foreign")).map((r) => r.key);
  return RatingBook.from({
    foreign,
    players: sheets.list.rows.map((r) => ({
      key: r.key,
      name: r.name,
      rating: r.rating,
      games: r.games,
      provisional: r.provisional,
      lastEvent: r.lastEvent,
    })),
    history: sheets.history.rows.map((h) => h.record),
    games: sheets.games.rows.map((g) => g.record),
  });
}

/**
 * True (an error at the History row) when the event is already applied: the same name and date, or the same games
 * under any name or date (the engine's event identity). With `allowSameGames`, the same games are a warning instead.
 */
function refuseApplied(
  book: RatingBook,
  event: RatingEventInput,
  games: readonly EventGame[],
  history: HistoryBlock,
  allowSameGames: boolean,
): boolean {
  const already = book.appliedAs(event.name, event.date, games);
  if (!already) return false;
  const k = eventKey(already.event, already.date);
  const row = history.rows.find((h) => eventKey(h.record.event, h.record.date) === k)!;
  const at = historyRowAddress(history, row);
  const allowed = already.match === "games" && allowSameGames;
  const code =
    already.match === "name-date" ? "event-already-applied" : allowed ? "event-same-games-allowed" : "event-same-games";
  history.problems.add(allowed ? "warning" : "error", code, at.r, at.c, {
    event: already.event,
    date: already.date,
    appliedAt: already.appliedAt,
  });
  return !allowed;
}

/**
 * Warnings on the list's players of the event: an event dated before the player's latest event on the History;
 * KBA, a provisional player whose earlier games are not all on the Rated games sheet.
 */
function warnAboutPlayers(
  sheets: UpdateSheets,
  matched: Map<string, Matched>,
  games: readonly EventGame[],
  book: RatingBook,
  date: string,
  method: RatingMethod,
): void {
  const latest = new Map<string, HistoryRecord>();
  for (const h of sheets.history.rows) {
    const prev = latest.get(h.record.key);
    if (!prev || h.record.date > prev.date) latest.set(h.record.key, h.record);
  }
  const eventGames = new Map<string, number>();
  for (const g of games) for (const k of [g.a, g.b]) eventGames.set(k, (eventGames.get(k) ?? 0) + 1);
  const list = sheets.list;
  const nameCol = list.cols.name ?? 0;
  for (const m of matched.values()) {
    const row = m.listRow;
    if (!row) continue;
    const last = latest.get(m.key);
    if (last && last.date > date) {
      list.problems.add("warning", "event-before-last", row.r, nameCol, {
        name: row.name,
        last: lastEventLabel(last.event, last.date),
        date,
      });
    }
    const n = eventGames.get(m.key) ?? 0;
    if (method === "kba" && !book.isEstablished(m.key, date) && book.knownGames(m.key) < row.games) {
      list.problems.add("warning", "games-short", row.r, list.cols.games ?? nameCol, {
        name: row.name,
        games: row.games,
        known: book.knownGames(m.key),
        event: n,
      });
    }
  }
}

/**
 * KBA: a newcomers' rating given (not the list's median) far from the list's own ratings is a warning at the
 * list's Rating title (src/engine/ratings/sanity.ts: the list's median ± 3,500).
 */
function warnAboutStart(list: ListBlock, settings: RatingSettings): void {
  if (settings.method !== "kba" || settings.startFromList || list.cols.rating === undefined) return;
  const center = median(list.rows.map((r) => r.rating));
  if (center === undefined) return;
  const range = plausibleRatings("kba", center);
  if (isPlausible(settings.start, range)) return;
  list.problems.add("warning", "ratings-start-far", list.headerRow, list.cols.rating, {
    value: settings.start,
    median: Math.round(center * 100) / 100,
    low: range.low,
    high: range.high,
  });
}

/** The event applied to the book; undefined (an error on the player's list row) when the engine cannot rate it. */
function rateEvent(
  book: RatingBook,
  event: RatingEventInput & { allowSameGames?: boolean },
  games: EventGame[],
  matched: Map<string, Matched>,
  settings: RatingSettings,
  list: ListBlock,
  locale: Locale,
): EventOutcome | undefined {
  const names = new Map<string, string>();
  for (const m of matched.values()) names.set(m.key, m.listRow?.name ?? m.player.name);
  try {
    const { name, date, appliedAt, allowSameGames } = event;
    return book.apply({ name, date, appliedAt, names, games, allowSameGames }, settings);
  } catch (e) {
    if (!(e instanceof RatingInputError)) throw e;
    const row = list.rows.find((r) => r.key === e.key);
    const nameCol = list.cols.name ?? 0;
    list.problems.add("error", "event-not-rated", row ? row.r : 0, row ? nameCol : 0, { reason: errorText(e, locale) });
    return undefined;
  }
}

/** The preview, one row per rated player in the order of the results' players. */
function previewRows(tournament: Tournament, matched: Map<string, Matched>, outcome: EventOutcome): RatingPreviewRow[] {
  const updateOfKey = new Map(outcome.updates.map((u) => [u.key, u] as const));
  const preview: RatingPreviewRow[] = [];
  for (const p of tournament.players) {
    const m = matched.get(p.id);
    if (!m) continue;
    const u = updateOfKey.get(m.key)!;
    preview.push({
      id: m.key,
      name: u.name,
      old: u.old,
      expected: u.expected,
      points: u.points,
      games: u.games,
      delta: u.delta,
      new: u.new,
      provisional: u.provisional,
      newcomer: u.newcomer,
      match: m.match,
    });
  }
  return preview;
}
