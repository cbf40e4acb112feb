/**
 * KBA: one event rated inside its month (docs/rules.md §6.3–§6.6, [KBA]). list.ts keeps the book (list, History,
 * Rated games); this is the month's arithmetic over what the book knows, through KbaBookView.
 *
 * - A rating period is the calendar month of the event's date; every game of a month is rated against the
 *   ratings at its start (a player's period-start rating: the "old" of his first History row in the month, else
 *   his list rating; none for a player who was not on the list at the start of the month: a newcomer).
 * - A newcomer counts for his opponents as the seed's own provisional rating where it defines one: the rating his
 *   games of the month against players who had a rating at its start give ("대국 상대자들의 점수는 이미
 *   결정되어 있으므로": the provisional rating is defined from opponents whose ratings are settled), as far as the
 *   month's games are known when the event is applied. A newcomer with no such game (he met only newcomers) counts
 *   as the newcomers' rating setting: `start` when given, else the list's median at the start of the month (on a
 *   list without ratings, KBA_EMPTY_LIST_START).
 * - Provisional or established: a player is established in a month when, in an earlier month, his rated games of
 *   the last 36 months (that month included) first passed 50; until and including the month in which they pass,
 *   he is rated by the provisional method from all his games (revision (3) of 2010: "최근 3년 간의 대국이
 *   50국이 처음으로 넘게 되는 달까지 임시 점수 계산법의 적용을 받으며, 그 다음 달부터 점수 조정 공식의
 *   적용을 받는다"). Games the list counts but the Rated games sheet does not date are counted as recent.
 * - Established: period-start rating + Σ k·w·(s − E) + α·(1 − s) over his games of the month, each with its own
 *   event's weight and the opponent rating it was rated against.
 * - A foreign player's provisional rating uses only his games of the last 36 months, the month of the event
 *   included (rule (7): "외국 기사가 임시 점수를 가지고 있는 경우에는 최근 36개월 간의 대국결과만 사용하여 점수를
 *   계산한다"); the book says who is foreign (the Ratings sheet's Foreign column).
 *
 * Every window counts calendar months (the KBA rates by the month): a game dated on the first day of the window's
 * first month is in it, one dated the day before is not (withinMonths).
 */
import { kbaExpected, kbaGameDelta } from "./kba";
import { provisionalRating, PROVISIONAL_MAX_GAMES } from "./provisional";
import { median } from "./sanity";
import { RatingInputError, type GameResult } from "./validate";
import type { GameRecord, ListPlayer, RatingEvent, RatingSettings, RatingUpdate } from "./list";
import { words } from "../errors";

/** The months of games that count toward the 50 (revision (3): "최근 3년 간의 대국"). */
export const KBA_COUNT_MONTHS = 36;

/** The months of games a foreign player's provisional rating uses (rule (7): "최근 36개월 간의 대국결과만"). */
export const KBA_FOREIGN_MONTHS = 36;

/** The KBA rating period of a date: its calendar month "YYYY-MM". */
export function ratingPeriod(date: string): string {
  return date.slice(0, 7);
}

function monthIndex(period: string): number {
  return Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
}

/**
 * True when a game of the period (or date) `game` is not older than the `months` months ending with `period`, that
 * month included: withinMonths("2021-07", "2024-06", 36) is true, withinMonths("2021-06-30", "2024-06", 36) false.
 * A game of a later month (an event applied out of date order) is not older, so it counts.
 */
export function withinMonths(game: string, period: string, months: number): boolean {
  return monthIndex(period) - monthIndex(ratingPeriod(game)) < months;
}

/** A rated game the book knows (a Rated games row), from one player's side. */
export interface PastGame {
  opponent: string;
  opponentRating: number;
  result: GameResult;
  weight: number;
  period: string;
}

/** What the month's arithmetic reads of the book (list.ts RatingBook). */
export interface KbaBookView {
  players: ReadonlyMap<string, ListPlayer>;
  /** His rating at the start of the period from the History: a number, null (he had none), undefined (no row). */
  periodStartOf(period: string, key: string): number | null | undefined;
  /** His known rated games (the Rated games sheet and the events applied since). */
  pastGames(key: string): readonly PastGame[];
  pastGamesIn(key: string, period: string): readonly PastGame[];
  nameOf(key: string): string;
  /** A foreign player (the list's Foreign column): his provisional rating looks back KBA_FOREIGN_MONTHS months. */
  isForeign(key: string): boolean;
  /**
   * Caches kept by the book: the list's median at the start of a period; a month each player was past 50 in; the
   * month (index) a player was found not yet past 50 before, with his undated games then (the book forgets it
   * when it learns a game of an earlier month: forgetEstablished).
   */
  readonly medianAt: Map<string, number | undefined>;
  readonly pastFiftyIn: Map<string, number>;
  readonly notPastFifty: Map<string, { month: number; undated: number }>;
}

/** What a book calls when it learns a rated game: a "not past 50" found for a later month may no longer hold. */
export function forgetEstablished(
  notPastFifty: Map<string, { month: number; undated: number }>,
  key: string,
  period: string,
): void {
  const known = notPastFifty.get(key);
  if (known && monthIndex(period) < known.month) notPastFifty.delete(key);
}

/** One of a player's games in the event, from his side. */
interface SideGame {
  round: number;
  opponent: string;
  result: GameResult;
}

/** The rating a player had at the start of the period; null: none (a newcomer of the period). */
function startRatingOf(book: KbaBookView, period: string, key: string): number | null {
  const v = book.periodStartOf(period, key);
  return v !== undefined ? v : (book.players.get(key)?.rating ?? null);
}

/**
 * True when the player's rated games of 36 months first passed 50 in a month before `period` (then the update
 * formula applies in `period`). Games on the list without a date on the Rated games sheet count in every window.
 */
export function isEstablished(book: KbaBookView, key: string, period: string): boolean {
  const player = book.players.get(key);
  if (!player || startRatingOf(book, period, key) === null) return false;
  const p = monthIndex(period);
  const cached = book.pastFiftyIn.get(key);
  if (cached !== undefined && cached < p) return true;
  const past = book.pastGames(key);
  const undated = Math.max(0, player.games - past.length);
  const known = book.notPastFifty.get(key);
  if (known && known.month === p && known.undated === undated) return false;
  const perMonth = new Map<number, number>();
  for (const g of past) {
    const m = monthIndex(g.period);
    if (m < p) perMonth.set(m, (perMonth.get(m) ?? 0) + 1);
  }
  const months = [...perMonth.keys()].sort((a, b) => a - b);
  if (undated > PROVISIONAL_MAX_GAMES) return remember(book, key, -1);
  let inWindow = 0;
  let first = 0;
  for (const m of months) {
    inWindow += perMonth.get(m)!;
    while (months[first] <= m - KBA_COUNT_MONTHS) inWindow -= perMonth.get(months[first++])!;
    if (undated + inWindow > PROVISIONAL_MAX_GAMES) return remember(book, key, m);
  }
  book.notPastFifty.set(key, { month: p, undated });
  return false;
}

function remember(book: KbaBookView, key: string, month: number): true {
  const known = book.pastFiftyIn.get(key);
  if (known === undefined || month < known) book.pastFiftyIn.set(key, month);
  return true;
}

/** The list's median rating at the start of the period (every player who had one); undefined for an empty list. */
function medianAtStart(book: KbaBookView, period: string): number | undefined {
  if (book.medianAt.has(period)) return book.medianAt.get(period);
  const ratings: number[] = [];
  for (const key of book.players.keys()) {
    const r = startRatingOf(book, period, key);
    if (r !== null) ratings.push(r);
  }
  const m = median(ratings);
  book.medianAt.set(period, m);
  return m;
}

/** The newcomers' rating where the seed defines none: `start` when given, else the list's median. */
export function newcomerFallback(book: KbaBookView, period: string, s: RatingSettings): number {
  return s.startFromList ? (medianAtStart(book, period) ?? s.start) : s.start;
}

/** An event's games from each player's side, players in order of first appearance. */
function sidesOf(event: RatingEvent): Map<string, SideGame[]> {
  const byPlayer = new Map<string, SideGame[]>();
  for (const g of event.games) {
    const sides: [string, string, GameResult][] = [
      [g.a, g.b, g.scoreA],
      [g.b, g.a, (1 - g.scoreA) as GameResult],
    ];
    for (const [p, o, r] of sides) {
      let list = byPlayer.get(p);
      if (!list) byPlayer.set(p, (list = []));
      list.push({ round: g.round, opponent: o, result: r });
    }
  }
  return byPlayer;
}

/** The provisional formulas need opponents rated above 0 (a list can get there only through its own ratings). */
function requireAbove0(book: KbaBookView, key: string, opponent: string, rating: number): void {
  if (rating > 0) return;
  throw new RatingInputError(
    opponent,
    words("opponentCountsAs", { opponent: book.nameOf(opponent), rating, player: book.nameOf(key) }),
    `${book.nameOf(opponent)} counts as ${rating} for ${book.nameOf(key)}, but a provisional rating needs opponents rated above 0. Correct the rating on the list, or give the newcomers' rating (above 0).`,
  );
}

/**
 * What a newcomer of the period counts as for his opponents: the provisional rating of his games of the month
 * against players rated at its start (earlier events of the month and this one), else the fallback.
 */
function newcomerCountsAs(
  book: KbaBookView,
  key: string,
  period: string,
  games: readonly SideGame[],
  s: RatingSettings,
): number {
  const opponents: number[] = [];
  const results: GameResult[] = [];
  for (const x of book.pastGamesIn(key, period)) {
    if (startRatingOf(book, period, x.opponent) === null) continue;
    opponents.push(x.opponentRating);
    results.push(x.result);
  }
  for (const x of games) {
    const r = startRatingOf(book, period, x.opponent);
    if (r === null) continue;
    requireAbove0(book, key, x.opponent, r);
    opponents.push(r);
    results.push(x.result);
  }
  if (opponents.length === 0) return newcomerFallback(book, period, s);
  return provisionalRating(opponents, results, s.scale, { overFifty: true }).rating;
}

/**
 * Rate an event inside its month: every game from both sides, against what each opponent counts as this month;
 * each player's new rating provisional (not established, see isEstablished) or the normal update of his month.
 * Throws RatingInputError when a provisional rating would need an opponent rated 0 or less.
 */
export function rateKbaEvent(
  book: KbaBookView,
  event: RatingEvent,
  s: RatingSettings,
): { updates: RatingUpdate[]; games: GameRecord[] } {
  const period = ratingPeriod(event.date);
  const sides = sidesOf(event);
  const countsAs = new Map<string, number>();
  for (const [key, games] of sides)
    countsAs.set(key, startRatingOf(book, period, key) ?? newcomerCountsAs(book, key, period, games, s));
  const updates: RatingUpdate[] = [];
  const records: GameRecord[] = [];
  for (const [key, games] of sides) {
    const before = book.players.get(key);
    const own = countsAs.get(key)!;
    let expected = 0;
    let points = 0;
    for (const x of games) {
      expected += kbaExpected(own - countsAs.get(x.opponent)!, s.scale);
      points += x.result;
    }
    const established = isEstablished(book, key, period);
    const { rating, regime } = established
      ? { rating: periodUpdate(book, key, period, own, games, countsAs, s), regime: undefined }
      : provisionalOf(book, key, period, games, countsAs, s);
    const old = before ? before.rating : null;
    updates.push({
      key,
      name: book.nameOf(key),
      old,
      expected,
      points,
      games: games.length,
      delta: old === null ? null : rating - old,
      new: rating,
      provisional: !established,
      newcomer: !before,
      ...(regime ? { regime } : {}),
    });
    for (const x of games) {
      records.push({
        event: event.name,
        date: event.date,
        round: x.round,
        player: key,
        opponent: x.opponent,
        opponentRating: countsAs.get(x.opponent)!,
        result: x.result,
        weight: s.weight,
      });
    }
  }
  return { updates, games: records };
}

/**
 * A provisional rating from the player's game history: his known games and this event's; a foreign player's known
 * games of the last KBA_FOREIGN_MONTHS months only (rule (7)).
 */
function provisionalOf(
  book: KbaBookView,
  key: string,
  period: string,
  games: readonly SideGame[],
  countsAs: ReadonlyMap<string, number>,
  s: RatingSettings,
): { rating: number; regime: string } {
  const known = book.pastGames(key);
  const past = book.isForeign(key) ? known.filter((x) => withinMonths(x.period, period, KBA_FOREIGN_MONTHS)) : known;
  for (const x of games) requireAbove0(book, key, x.opponent, countsAs.get(x.opponent)!);
  if (past.some((x) => !(x.opponentRating > 0))) {
    throw new RatingInputError(
      key,
      words("pastOpponentNotAbove0", { player: book.nameOf(key) }),
      `${book.nameOf(key)} has a rated game against an opponent rated 0 or less: a provisional rating needs opponents rated above 0. Correct the opponent's rating on the Rated games sheet.`,
    );
  }
  const p = provisionalRating(
    [...past.map((x) => x.opponentRating), ...games.map((x) => countsAs.get(x.opponent)!)],
    [...past.map((x) => x.result), ...games.map((x) => x.result)],
    s.scale,
    { overFifty: true },
  );
  return { rating: p.rating, regime: p.regime };
}

/** The normal update: period-start rating + the changes of all his games of the month, this event's included. */
function periodUpdate(
  book: KbaBookView,
  key: string,
  period: string,
  r0: number,
  games: readonly SideGame[],
  countsAs: ReadonlyMap<string, number>,
  s: RatingSettings,
): number {
  let rating = r0;
  const options = { k: s.k, alpha: s.alpha, scale: s.scale };
  for (const x of book.pastGamesIn(key, period))
    rating += kbaGameDelta(r0, x.opponentRating, x.result, x.weight, options);
  for (const x of games) rating += kbaGameDelta(r0, countsAs.get(x.opponent)!, x.result, s.weight, options);
  return rating;
}
