/**
 * A federation's rating list and its history: applying an event to the list (Elo as the KOA uses it, §5, or
 * the Korea Baduk Association system, §6). Pure bookkeeping around the formulas of elo.ts, kba.ts and
 * provisional.ts (nothing here re-states a formula): no cells, no files. src/sheets/ratings/ reads and
 * writes the Ratings / History / Rated games sheets around it; `rate-history` drives it over an archive.
 *
 * Decisions (docs/rules.md §5–§6, README "Rating lists"):
 * - Rated games: played games (and adjudicated ones); byes, forfeits and absences are not rated. A player of
 *   the event without a rated game is left untouched (no History row).
 * - Event identity: the event's name (compared ignoring case, width and runs of spaces) and its date
 *   (YYYY-MM-DD), and its games (identity.ts): applying an event whose name and date are on the History is
 *   refused, and so is applying games already on the History under any name or date (a re-sent copy, a forgotten
 *   --event or --date), naming the earlier event — unless the host allows it (`allowSameGames`), which the History
 *   rows then state (`sameGamesAs`).
 * - Elo: every expectation from the ratings before the event (or, per round, from those before the round);
 *   newcomers start at `start`. Elo has no provisional period: the Provisional flag is false.
 * - KBA: a rating period is the calendar month of the event's date. Every game of a period is rated against
 *   the ratings at the start of the period: a player's period-start rating is the "old" rating of his first
 *   History row in that month, or his list rating when he has none; a player who had no rating at the start
 *   of the period (a newcomer) counts as `start` for his opponents. So applying a month's events one by one
 *   gives what applying them as one event would.
 *   A player with ≤ 50 rated games after the event gets the provisional rating from his whole game history
 *   (the Rated games kept by the add-in and this event's games, each against the opponent's period-start
 *   rating); a player with more gets the normal update: period-start rating + Σ k·w·(s − E) + α·(1 − s)
 *   over his games of the period.
 */
import { eloEventDetail, type RatedGame, ELO_DEFAULTS } from "./elo";
import {
  kbaExpected,
  kbaGameDelta,
  kbaWeight,
  kbaWeightTable,
  KBA_DEFAULTS,
  type KbaGrade,
  type KbaStage,
} from "./kba";
import { provisionalRating, PROVISIONAL_MAX_GAMES } from "./provisional";
import { requireFinite, requirePositive, requireNonNegative, type GameResult } from "./validate";
import { eventKey, eventNameKey, gamesFingerprint, isGamesFingerprint, legacyGamesKey, sameGames } from "./identity";
import type { Game } from "../model";

export type RatingMethod = "elo" | "kba";
export const RATING_METHODS: readonly RatingMethod[] = ["elo", "kba"];

/** Settings as a host collects them (every field optional but the method; KBA needs a weight or grade + stage). */
export interface RatingSettingsInput {
  method?: RatingMethod;
  k?: number;
  scale?: number;
  /** Elo: a newcomer's rating (KOA 1600). KBA: the rating a player without one counts as for his opponents. */
  start?: number;
  /** Elo: update after every round. */
  perRound?: boolean;
  /** KBA: the loser's consolation α. */
  alpha?: number;
  /** KBA: the event's grade and stage (weight from the table). */
  grade?: KbaGrade;
  stage?: KbaStage;
  /** KBA: overrides of the §6 weight table (grade → stage → weight). */
  weights?: Partial<Record<string, Partial<Record<KbaStage, number>>>>;
  /** KBA: the weight of every game of this event, instead of the table. */
  weight?: number;
}

export interface RatingSettings {
  method: RatingMethod;
  k: number;
  scale: number;
  start: number;
  perRound: boolean;
  alpha: number;
  /** KBA: the weight of this event's games. */
  weight: number;
}

/** Defaults of each method (§5: K 32, scale 400, start 1600; §6: k 14, α 0.8, scale 800). */
export function resolveRatingSettings(input: RatingSettingsInput = {}): RatingSettings {
  const method = input.method ?? "elo";
  if (!RATING_METHODS.includes(method))
    throw new RangeError(`method must be "elo" or "kba", got ${JSON.stringify(method)}.`);
  const elo = method === "elo";
  const k = requirePositive(input.k ?? (elo ? ELO_DEFAULTS.k : KBA_DEFAULTS.k), "k");
  const scale = requirePositive(input.scale ?? (elo ? ELO_DEFAULTS.scale : KBA_DEFAULTS.scale), "scale");
  const start = requireFinite(input.start ?? ELO_DEFAULTS.newcomerRating, "start rating");
  const alpha = requireNonNegative(input.alpha ?? KBA_DEFAULTS.alpha, "alpha");
  let weight: number = KBA_DEFAULTS.weight;
  if (!elo) {
    if (input.weight !== undefined) weight = requirePositive(input.weight, "weight");
    else if (input.grade !== undefined && input.stage !== undefined)
      weight = kbaWeight(input.grade, input.stage, kbaWeightTable(input.weights));
    else throw new RangeError("KBA needs the event's grade and stage (or a weight): e.g. grade 1, stage final.");
  }
  return { method, k, scale, start, perRound: elo && input.perRound === true, alpha, weight };
}

/** One player on the list. `key` is his ID, or his name when the list has no ID for him. */
export interface ListPlayer {
  key: string;
  name: string;
  rating: number;
  /** Rated games so far. */
  games: number;
  provisional: boolean;
  /** "YYYY-MM-DD Event name" of his last rated event ("" if none). */
  lastEvent: string;
}

/** One player's line of one applied event (a row of the History sheet). */
export interface HistoryRecord {
  event: string;
  /** YYYY-MM-DD. */
  date: string;
  key: string;
  name: string;
  /** Rating before the event; null for a KBA newcomer (he had none). An Elo newcomer: the start rating. */
  old: number | null;
  expected: number;
  points: number;
  /** Rated games in this event. */
  games: number;
  /** new − old; null when old is null. */
  change: number | null;
  new: number;
  provisional: boolean;
  /** The list's values before the event (to undo it exactly). */
  gamesBefore: number;
  provisionalBefore: boolean | null;
  lastEventBefore: string;
  /** He was added to the list by this event (undo removes him). */
  newcomer: boolean;
  method: RatingMethod;
  /** When it was applied (ISO 8601 text from the host). */
  appliedAt: string;
  /** Identity of the event's games (identity.ts gamesFingerprint; older Histories hold a legacyGamesKey). */
  gamesKey: string;
  /** Applied although its games were on the History already, as this event ("Name (YYYY-MM-DD)"). */
  sameGamesAs?: string;
}

/** One rated game from one player's side (a row of the Rated games sheet, KBA). */
export interface GameRecord {
  event: string;
  date: string;
  round: number;
  player: string;
  opponent: string;
  /** The opponent's rating the game was rated against (his period-start rating). */
  opponentRating: number;
  result: GameResult;
  weight: number;
}

/** An event's rated game between two list keys (a had Black; discs only for the games key). */
export interface EventGame extends RatedGame {
  discsA?: number | null;
  discsB?: number | null;
}

/** Rated games count: played games and adjudicated ones. Byes, forfeits and absences are not rated. */
export function isRatedGame(g: Pick<Game, "kind" | "white">): boolean {
  return (g.kind === "played" || g.kind === "adjudicated") && g.white !== null;
}

/** An event's rated games in the list's keys (`keyOf` maps the event's player ids; default: the same). */
export function eventGamesOf(games: readonly Game[], keyOf: (id: string) => string = (id) => id): EventGame[] {
  const out: EventGame[] = [];
  for (const g of games) {
    if (!isRatedGame(g)) continue;
    out.push({
      round: g.round,
      a: keyOf(g.black),
      b: keyOf(g.white!),
      scoreA: g.blackPoints as GameResult,
      discsA: g.blackDiscs,
      discsB: g.whiteDiscs,
    });
  }
  return out;
}

export interface RatingEvent {
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO 8601 text, given by the host (the engine has no clock). */
  appliedAt: string;
  /** The event's players who may be new to the list: key → name. Players already on the list may be left out. */
  names?: ReadonlyMap<string, string>;
  games: readonly EventGame[];
  /** Apply it although its games are on the History already (its rows say so); never for the same name and date. */
  allowSameGames?: boolean;
}

/** A preview line: one per player with a rated game, in order of first appearance. */
export interface RatingUpdate {
  key: string;
  name: string;
  old: number | null;
  expected: number;
  points: number;
  games: number;
  delta: number | null;
  new: number;
  provisional: boolean;
  newcomer: boolean;
  /** KBA provisional players: the regime of §6.4 used. */
  regime?: string;
}

export interface AppliedEvent {
  event: string;
  date: string;
  appliedAt: string;
  /** How the match was found: same name and date, or the same games (under any name or date). */
  match: "name-date" | "games";
}

/** Thrown by apply() for an event already on the History. */
export class EventAlreadyAppliedError extends Error {
  constructor(readonly applied: AppliedEvent) {
    super(
      applied.match === "name-date"
        ? `"${applied.event}" (${applied.date}) was already applied on ${applied.appliedAt}. Undo it first to apply it again.`
        : `These games were already applied as "${applied.event}" (${applied.date}) on ${applied.appliedAt}: the same games under another name or date. Undo that event first, or, if this really is another event with the same games, allow it.`,
    );
    this.name = "EventAlreadyAppliedError";
  }
}

/** An event the list cannot rate as it stands (e.g. a provisional player's opponent rated 0 or less). */
export class RatingInputError extends RangeError {
  constructor(
    /** The list key of the player the problem is about. */
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = "RatingInputError";
  }
}

export interface EventOutcome {
  updates: RatingUpdate[];
  history: HistoryRecord[];
  games: GameRecord[];
}

/** YYYY-MM-DD with a real calendar date. */
export function isIsoDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** "YYYY-MM-DD Name": the Last event cell of the list. */
export function lastEventLabel(name: string, date: string): string {
  return `${date} ${name}`;
}

/** The KBA rating period of a date: its calendar month "YYYY-MM". */
export function ratingPeriod(date: string): string {
  return date.slice(0, 7);
}

interface PastGame {
  opponentRating: number;
  result: GameResult;
  weight: number;
  period: string;
}

/**
 * The list, its History and its Rated games, indexed for applying events. Build it with `RatingBook.from`
 * (what the sheets hold) or empty (`rate-history`); `apply` changes it and returns what it added.
 */
export class RatingBook {
  readonly players = new Map<string, ListPlayer>();
  readonly history: HistoryRecord[] = [];
  readonly games: GameRecord[] = [];
  private readonly applied = new Map<string, HistoryRecord>();
  /** Fingerprint → the History rows of events with those games (older keys: "name|legacy key"). */
  private readonly appliedGames = new Map<string, HistoryRecord[]>();
  /** The History holds rows with an older key (legacyGamesKey), which are then looked up too. */
  private legacyKeys = false;
  /** period → key → the rating he had at the start of the period (null: none). */
  private readonly periodStart = new Map<string, Map<string, number | null>>();
  private readonly pastGames = new Map<string, PastGame[]>();
  /** key → period → his rated games of that period (the normal KBA update sums them). */
  private readonly periodGames = new Map<string, Map<string, PastGame[]>>();

  static from(state: {
    players?: readonly ListPlayer[];
    history?: readonly HistoryRecord[];
    games?: readonly GameRecord[];
  }): RatingBook {
    const book = new RatingBook();
    for (const p of state.players ?? []) book.players.set(p.key, { ...p });
    for (const h of state.history ?? []) book.remember(h);
    for (const g of state.games ?? []) book.rememberGame(g);
    return book;
  }

  private remember(h: HistoryRecord): void {
    this.history.push(h);
    const last = this.history[this.history.length - 2];
    // The rows of one event come together: its identity is indexed once.
    if (!last || last.event !== h.event || last.date !== h.date || last.gamesKey !== h.gamesKey) this.rememberEvent(h);
    const period = ratingPeriod(h.date);
    let starts = this.periodStart.get(period);
    if (!starts) this.periodStart.set(period, (starts = new Map()));
    if (!starts.has(h.key)) starts.set(h.key, h.newcomer ? null : h.old);
  }

  /** An event's name and date, and its games' key, indexed to find it again (appliedAs). */
  private rememberEvent(h: HistoryRecord): void {
    const id = eventKey(h.event, h.date);
    if (!this.applied.has(id)) this.applied.set(id, h);
    if (h.gamesKey) {
      const legacy = !isGamesFingerprint(h.gamesKey);
      if (legacy) this.legacyKeys = true;
      const gk = legacy ? `${eventNameKey(h.event)}|${h.gamesKey}` : h.gamesKey;
      const rows = this.appliedGames.get(gk);
      if (!rows) this.appliedGames.set(gk, [h]);
      else if (!rows.some((r) => r.date === h.date && eventNameKey(r.event) === eventNameKey(h.event))) rows.push(h);
    }
  }

  private rememberGame(g: GameRecord): void {
    this.games.push(g);
    let list = this.pastGames.get(g.player);
    if (!list) this.pastGames.set(g.player, (list = []));
    const past: PastGame = {
      opponentRating: g.opponentRating,
      result: g.result,
      weight: g.weight,
      period: ratingPeriod(g.date),
    };
    list.push(past);
    let periods = this.periodGames.get(g.player);
    if (!periods) this.periodGames.set(g.player, (periods = new Map()));
    let inPeriod = periods.get(past.period);
    if (!inPeriod) periods.set(past.period, (inPeriod = []));
    inPeriod.push(past);
  }

  /**
   * The applied event this one would repeat, if any: the same name and date, or the same games (identity.ts
   * sameGames; an older History row's key under the same name).
   */
  appliedAs(name: string, date: string, games: readonly EventGame[]): AppliedEvent | undefined {
    const same = this.applied.get(eventKey(name, date));
    if (same) return { event: same.event, date: same.date, appliedAt: same.appliedAt, match: "name-date" };
    if (games.length === 0) return undefined;
    const fingerprint = gamesFingerprint(games);
    const earlier =
      this.appliedGames
        .get(fingerprint)
        ?.find((h) => sameGames({ fingerprint, date, name }, { fingerprint, date: h.date, name: h.event })) ??
      (this.legacyKeys ? this.appliedGames.get(`${eventNameKey(name)}|${legacyGamesKey(games)}`)?.[0] : undefined);
    return earlier && { event: earlier.event, date: earlier.date, appliedAt: earlier.appliedAt, match: "games" };
  }

  /** Rated games the book knows for a player (the Rated games sheet): what a provisional rating is built from. */
  knownGames(key: string): number {
    return this.pastGames.get(key)?.length ?? 0;
  }

  /**
   * Rate an event and add it to the list, the History and the Rated games (KBA). `settings` from
   * resolveRatingSettings. Throws EventAlreadyAppliedError for an event already applied, RangeError for bad
   * results.
   */
  apply(event: RatingEvent, settings: RatingSettings): EventOutcome {
    const already = this.appliedAs(event.name, event.date, event.games);
    if (already && !(already.match === "games" && event.allowSameGames)) throw new EventAlreadyAppliedError(already);
    const fingerprint = gamesFingerprint(event.games);
    const computed = settings.method === "elo" ? this.rateElo(event, settings) : this.rateKba(event, settings);
    const label = lastEventLabel(event.name, event.date);
    const history: HistoryRecord[] = [];
    for (const u of computed.updates) {
      const before = this.players.get(u.key);
      const h: HistoryRecord = {
        event: event.name,
        date: event.date,
        key: u.key,
        name: u.name,
        old: u.old,
        expected: u.expected,
        points: u.points,
        games: u.games,
        change: u.delta,
        new: u.new,
        provisional: u.provisional,
        gamesBefore: before?.games ?? 0,
        provisionalBefore: before ? before.provisional : null,
        lastEventBefore: before?.lastEvent ?? "",
        newcomer: !before,
        method: settings.method,
        appliedAt: event.appliedAt,
        gamesKey: fingerprint,
      };
      if (already) h.sameGamesAs = `${already.event} (${already.date})`;
      history.push(h);
      this.remember(h);
      this.players.set(u.key, {
        key: u.key,
        name: before?.name ?? u.name,
        rating: u.new,
        games: (before?.games ?? 0) + u.games,
        provisional: u.provisional,
        lastEvent: label,
      });
    }
    for (const g of computed.games) this.rememberGame(g);
    return { updates: computed.updates, history, games: computed.games };
  }

  private nameOf(event: RatingEvent, key: string): string {
    return this.players.get(key)?.name ?? event.names?.get(key) ?? key;
  }

  private rateElo(event: RatingEvent, s: RatingSettings): { updates: RatingUpdate[]; games: GameRecord[] } {
    const ratings = new Map<string, number>();
    for (const g of event.games) {
      for (const key of [g.a, g.b]) {
        const p = this.players.get(key);
        if (p) ratings.set(key, p.rating);
      }
    }
    const detail = eloEventDetail(ratings, event.games, {
      k: s.k,
      scale: s.scale,
      perRound: s.perRound,
      newcomerRating: s.start,
    });
    const updates: RatingUpdate[] = [];
    for (const [key, d] of detail) {
      updates.push({
        key,
        name: this.nameOf(event, key),
        old: d.old,
        expected: d.expected,
        points: d.points,
        games: d.games,
        delta: d.new - d.old,
        new: d.new,
        provisional: false,
        newcomer: !this.players.has(key),
      });
    }
    return { updates, games: [] };
  }

  /**
   * KBA: every game of the event from both sides, against the opponents' period-start ratings; each player's
   * new rating provisional (≤ 50 games after the event) or the normal update of his period (file comment).
   */
  private rateKba(event: RatingEvent, s: RatingSettings): { updates: RatingUpdate[]; games: GameRecord[] } {
    const period = ratingPeriod(event.date);
    const against = this.periodStartRatings(period, s.start);
    const updates: RatingUpdate[] = [];
    const records: GameRecord[] = [];
    for (const [key, list] of kbaGamesByPlayer(event.games, against)) {
      const before = this.players.get(key);
      const r0 = against(key);
      let expected = 0;
      let points = 0;
      for (const x of list) {
        expected += kbaExpected(r0 - x.opponentRating, s.scale);
        points += x.result;
      }
      const provisional = (before?.games ?? 0) + list.length <= PROVISIONAL_MAX_GAMES;
      const { rating, regime } = provisional
        ? this.kbaProvisional(event, key, list, s)
        : { rating: this.kbaPeriodUpdate(key, period, r0, list, s), regime: undefined };
      const old = before ? before.rating : null;
      updates.push({
        key,
        name: this.nameOf(event, key),
        old,
        expected,
        points,
        games: list.length,
        delta: old === null ? null : rating - old,
        new: rating,
        provisional,
        newcomer: !before,
        ...(regime ? { regime } : {}),
      });
      for (const x of list) {
        records.push({
          event: event.name,
          date: event.date,
          round: x.round,
          player: key,
          opponent: x.opponent,
          opponentRating: x.opponentRating,
          result: x.result,
          weight: s.weight,
        });
      }
    }
    return { updates, games: records };
  }

  /**
   * The rating a player is rated against in a period: his rating at its start (the "old" of his first History
   * row in it, else his list rating); `start` when he had none.
   */
  private periodStartRatings(period: string, start: number): (key: string) => number {
    const starts = this.periodStart.get(period);
    const startOf = (key: string): number | null => {
      if (starts?.has(key)) return starts.get(key)!;
      return this.players.get(key)?.rating ?? null;
    };
    return (key) => startOf(key) ?? start;
  }

  /** A provisional rating from the player's whole game history: his Rated games and this event's games. */
  private kbaProvisional(
    event: RatingEvent,
    key: string,
    list: readonly KbaGame[],
    s: RatingSettings,
  ): { rating: number; regime: string } {
    const past = this.pastGames.get(key) ?? [];
    // The provisional formulas need opponents rated above 0 (a KBA list on a low scale can get there).
    const low = list.find((x) => !(x.opponentRating > 0));
    if (low) {
      throw new RatingInputError(
        low.opponent,
        `${this.nameOf(event, low.opponent)} counts as ${low.opponentRating} for ${this.nameOf(event, key)}, but a provisional rating needs opponents rated above 0. Raise the start rating or correct the rating on the list.`,
      );
    }
    if (past.some((x) => !(x.opponentRating > 0))) {
      throw new RatingInputError(
        key,
        `${this.nameOf(event, key)} has a rated game against an opponent rated 0 or less: a provisional rating needs opponents rated above 0. Correct the opponent's rating on the Rated games sheet.`,
      );
    }
    const p = provisionalRating(
      [...past.map((x) => x.opponentRating), ...list.map((x) => x.opponentRating)],
      [...past.map((x) => x.result), ...list.map((x) => x.result)],
      s.scale,
    );
    return { rating: p.rating, regime: p.regime };
  }

  /** The normal update: period-start rating + the changes of all his games of the period, this event's included. */
  private kbaPeriodUpdate(
    key: string,
    period: string,
    r0: number,
    list: readonly KbaGame[],
    s: RatingSettings,
  ): number {
    let rating = r0;
    const options = { k: s.k, alpha: s.alpha, scale: s.scale };
    for (const x of this.periodGames.get(key)?.get(period) ?? [])
      rating += kbaGameDelta(r0, x.opponentRating, x.result, x.weight, options);
    for (const x of list) rating += kbaGameDelta(r0, x.opponentRating, x.result, s.weight, options);
    return rating;
  }
}

/** One of a player's games in an event (KBA): the opponent and the rating he is rated against. */
interface KbaGame {
  round: number;
  opponent: string;
  opponentRating: number;
  result: GameResult;
}

/** An event's games from each player's side, players in order of first appearance. */
function kbaGamesByPlayer(games: readonly EventGame[], against: (key: string) => number): Map<string, KbaGame[]> {
  const byPlayer = new Map<string, KbaGame[]>();
  for (const g of games) {
    const sides: [string, string, GameResult][] = [
      [g.a, g.b, g.scoreA],
      [g.b, g.a, (1 - g.scoreA) as GameResult],
    ];
    for (const [p, o, r] of sides) {
      let list = byPlayer.get(p);
      if (!list) byPlayer.set(p, (list = []));
      list.push({ round: g.round, opponent: o, opponentRating: against(o), result: r });
    }
  }
  return byPlayer;
}
