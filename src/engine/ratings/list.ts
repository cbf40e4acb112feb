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
 * - KBA: the month's arithmetic is kbaMonth.ts (rating periods, what a newcomer counts as, provisional or
 *   established, the normal update); this file keeps the book it reads.
 */
import { eloEventDetail, type RatedGame, ELO_DEFAULTS } from "./elo";
import { kbaWeight, kbaWeightTable, KBA_DEFAULTS, type KbaGrade, type KbaStage } from "./kba";
import {
  forgetEstablished,
  isEstablished,
  rateKbaEvent,
  ratingPeriod,
  type KbaBookView,
  type PastGame,
} from "./kbaMonth";
import { checkRatingSettings, KBA_EMPTY_LIST_START, settingRefusedError } from "./sanity";
import { type GameResult } from "./validate";
import { eventKey, eventNameKey, gamesFingerprint, isGamesFingerprint, legacyGamesKey, sameGames } from "./identity";
import type { Game } from "../model";
import { EngineRangeError, words, type EngineWords } from "../errors";

export type RatingMethod = "elo" | "kba";
export const RATING_METHODS: readonly RatingMethod[] = ["elo", "kba"];

/** Settings as a host collects them (every field optional but the method; KBA needs a weight or grade + stage). */
export interface RatingSettingsInput {
  method?: RatingMethod;
  k?: number;
  scale?: number;
  /**
   * Elo: a newcomer's rating (KOA 1600). KBA: the newcomers' rating, what a newcomer who met only newcomers that
   * month counts as for his opponents (kbaMonth.ts); undefined: the list's median at the start of the month.
   */
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
  /** Elo: a newcomer's rating. KBA: what a newcomer counts as when the seed defines nothing (kbaMonth.ts). */
  start: number;
  /** KBA without a start rating given: the list's median at the start of the month instead of `start`. */
  startFromList: boolean;
  perRound: boolean;
  alpha: number;
  /** KBA: the weight of this event's games. */
  weight: number;
}

/**
 * Defaults of each method (§5: K 32, scale 400, start 1600; §6: k 14, α 0.8, scale 800, newcomers the list's
 * median). A setting that cannot be used (sanity.ts: not a number, out of its domain, 100,000 or more) is a
 * RangeError naming it; unusual values are the hosts' warnings (checkRatingSettings), not refused here.
 */
export function resolveRatingSettings(input: RatingSettingsInput = {}): RatingSettings {
  const method = input.method ?? "elo";
  if (!RATING_METHODS.includes(method))
    throw new EngineRangeError(
      "ratingMethod",
      { value: String(JSON.stringify(method)) },
      `method must be "elo" or "kba", got ${JSON.stringify(method)}.`,
    );
  const elo = method === "elo";
  const given = { k: input.k, scale: input.scale, start: input.start, alpha: input.alpha, weight: input.weight };
  const refused = checkRatingSettings(method, given).find((i) => i.severity === "error");
  if (refused) throw settingRefusedError(refused);
  const k = input.k ?? (elo ? ELO_DEFAULTS.k : KBA_DEFAULTS.k);
  const scale = input.scale ?? (elo ? ELO_DEFAULTS.scale : KBA_DEFAULTS.scale);
  const start = input.start ?? (elo ? ELO_DEFAULTS.newcomerRating : KBA_EMPTY_LIST_START);
  const alpha = input.alpha ?? KBA_DEFAULTS.alpha;
  let weight: number = KBA_DEFAULTS.weight;
  if (!elo) {
    if (input.weight !== undefined) weight = input.weight;
    else if (input.grade !== undefined && input.stage !== undefined)
      weight = kbaWeight(input.grade, input.stage, kbaWeightTable(input.weights));
    else
      throw new EngineRangeError(
        "kbaNeedsGrade",
        {},
        "KBA needs the event's grade and stage (or a weight): e.g. grade 1, stage final.",
      );
  }
  return {
    method,
    k,
    scale,
    start,
    startFromList: !elo && input.start === undefined,
    perRound: elo && input.perRound === true,
    alpha,
    weight,
  };
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
  /** The sentence in words every language says (src/i18n/errors.ts). */
  readonly reason: EngineWords;
  constructor(readonly applied: AppliedEvent) {
    super(
      applied.match === "name-date"
        ? `"${applied.event}" (${applied.date}) was already applied on ${applied.appliedAt}. Undo it first to apply it again.`
        : `These games were already applied as "${applied.event}" (${applied.date}) on ${applied.appliedAt}: the same games under another name or date. Undo that event first, or, if this really is another event with the same games, allow it.`,
    );
    this.name = "EventAlreadyAppliedError";
    const { event, date, appliedAt } = applied;
    this.reason = words(applied.match === "name-date" ? "alreadyApplied" : "sameGamesApplied", {
      event,
      date,
      appliedAt,
    });
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
  /** The last row's date and its period's starts (an event's rows come together: one look-up an event). */
  private startsDate = "";
  private startsOfDate: Map<string, number | null> | undefined = undefined;
  private readonly pastGames = new Map<string, PastGame[]>();
  /** key → period → his rated games of that period (the normal KBA update sums them). */
  private readonly periodGames = new Map<string, Map<string, PastGame[]>>();
  /** Caches of kbaMonth.ts: the list's median at the start of a period; a month each player was past 50 in. */
  private readonly medianAt = new Map<string, number | undefined>();
  private readonly pastFiftyIn = new Map<string, number>();
  private readonly notPastFifty = new Map<string, { month: number; undated: number }>();
  /** Keys of the list's foreign players (KBA: their provisional ratings look back 36 months, kbaMonth.ts). */
  readonly foreign = new Set<string>();

  static from(state: {
    players?: readonly ListPlayer[];
    history?: readonly HistoryRecord[];
    games?: readonly GameRecord[];
    /** Keys of foreign players (the Ratings sheet's Foreign column). */
    foreign?: Iterable<string>;
  }): RatingBook {
    const book = new RatingBook();
    for (const p of state.players ?? []) book.players.set(p.key, { ...p });
    for (const key of state.foreign ?? []) book.foreign.add(key);
    for (const h of state.history ?? []) book.remember(h);
    for (const g of state.games ?? []) book.rememberGame(g);
    return book;
  }

  private remember(h: HistoryRecord): void {
    this.history.push(h);
    const last = this.history[this.history.length - 2];
    // The rows of one event come together: its identity is indexed once.
    if (!last || last.event !== h.event || last.date !== h.date || last.gamesKey !== h.gamesKey) this.rememberEvent(h);
    let starts = h.date === this.startsDate ? this.startsOfDate : undefined;
    if (!starts) {
      const period = ratingPeriod(h.date);
      starts = this.periodStart.get(period);
      if (!starts) this.periodStart.set(period, (starts = new Map()));
      this.startsDate = h.date;
      this.startsOfDate = starts;
    }
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
      opponent: g.opponent,
      opponentRating: g.opponentRating,
      result: g.result,
      weight: g.weight,
      period: ratingPeriod(g.date),
    };
    list.push(past);
    forgetEstablished(this.notPastFifty, g.player, past.period);
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
    // The list's ratings as eloEventDetail asks for them (once a player), without a map of the event's own.
    const ratings = { get: (key: string) => this.players.get(key)?.rating };
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

  /** KBA: the event rated inside its month (kbaMonth.ts), over what the book knows. */
  private rateKba(event: RatingEvent, s: RatingSettings): { updates: RatingUpdate[]; games: GameRecord[] } {
    return rateKbaEvent(this.kbaView(event), event, s);
  }

  /** What kbaMonth.ts reads of the book. */
  private kbaView(event?: RatingEvent): KbaBookView {
    return {
      players: this.players,
      periodStartOf: (period, key) => this.periodStart.get(period)?.get(key),
      pastGames: (key) => this.pastGames.get(key) ?? [],
      pastGamesIn: (key, period) => this.periodGames.get(key)?.get(period) ?? [],
      nameOf: (key) => (event ? this.nameOf(event, key) : (this.players.get(key)?.name ?? key)),
      isForeign: (key) => this.foreign.has(key),
      medianAt: this.medianAt,
      pastFiftyIn: this.pastFiftyIn,
      notPastFifty: this.notPastFifty,
    };
  }

  /**
   * KBA: whether the update formula applies to the player in the month of `date` (his rated games of 36 months
   * passed 50 in an earlier month); otherwise his rating there is provisional (kbaMonth.ts).
   */
  isEstablished(key: string, date: string): boolean {
    return isEstablished(this.kbaView(), key, ratingPeriod(date));
  }
}
