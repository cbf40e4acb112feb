/**
 * Standings: an ordered tie-break chain turned into ranked rows, with shared ranks for ties that
 * the chain does not resolve (never broken silently).
 *
 * The public types come first: the sheet renderer, the CLI and the task pane build on them.
 */

import type { Colour } from "./scoring";
import type { PresetId, StandingsSettings, TiebreakId } from "./settings";

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export interface StandingsOptions {
  /** Preset to start from (default "woc"). */
  preset?: PresetId;
  /** Settings that replace the preset's. */
  overrides?: Partial<StandingsSettings>;
  /** Standings after this round (default: the last round with a game). */
  round?: number;
}

/**
 * One round of a player's crosstable line.
 * result: "W" | "L" | "D" over the board; "BYE"; "F+" / "F-" forfeit won / lost ("F=" split);
 * "ADJ+" / "ADJ-" / "ADJ=" adjudicated without discs; "-" absent.
 */
export type CellResult = "W" | "L" | "D" | "BYE" | "F+" | "F-" | "F=" | "ADJ+" | "ADJ-" | "ADJ=" | "-";

export interface CrossCell {
  round: number;
  colour: Colour | null;
  /** Opponent id; null for a bye or absence. */
  opponent: string | null;
  /** The opponent's rank in these standings; null without an opponent. */
  opponentRank: number | null;
  discs: number | null;
  oppDiscs: number | null;
  result: CellResult;
  points: number;
}

/**
 * One ranked player. The counters points, wins, draws, losses, byes, forfeitWins and forfeitLosses
 * are the player's history copied as they are (documented once, on PlayerHistory).
 */
export interface StandingRow extends Pick<
  PlayerHistory,
  "points" | "wins" | "draws" | "losses" | "byes" | "forfeitWins" | "forfeitLosses"
> {
  /** 1-based rank; tied players share the rank of the first of them. */
  rank: number;
  /** "3", or "=3" for a tie the chain did not resolve. */
  rankLabel: string;
  /** True when this row shares its rank with another. */
  tied: boolean;
  id: string;
  name: string;
  country?: string;
  rating?: number;
  /** Games played over the board (played + adjudicated): PlayerHistory's `played`. */
  games: number;
  /** BQ under the settings (rounded only if `bqRounding` is "integer"). */
  bq: number;
  /** Disc total (byes/forfeit wins count `byeDiscs`). */
  discs: number;
  /** Disc difference (a bye counts byeDiscs against discsPerGame − byeDiscs). */
  discDiff: number;
  /** S: the sum of the final scores of the opponents counted in BQ. */
  opponentScore: number;
  /** Withdrawn (flag) or, under absentIsWithdrawn, absent in the last counted round. */
  withdrawn: boolean;
  /** Value of every chosen tie-break, by id (name/id tie-breaks are not numbers and are omitted). */
  tiebreaks: Partial<Record<TiebreakId, number>>;
  /** One cell per round 1..round (made when first read, then the same array). */
  readonly cells: CrossCell[];
}

export interface Standings {
  /** The preset the settings started from. */
  preset: PresetId;
  /** The resolved settings. */
  settings: StandingsSettings;
  /** Standings after this round. */
  round: number;
  /** The planned number of rounds N used for the constant. */
  plannedRounds: number;
  /** The numeric constant C used. */
  constant: number;
  /** The tie-break chain with labels, in order. */
  tiebreaks: Array<{ id: TiebreakId; label: string }>;
  /** Rows in rank order. */
  rows: StandingRow[];
}

// ---------------------------------------------------------------------------------------------
// Implementation
// ---------------------------------------------------------------------------------------------

import type { Tournament } from "./model";
import { resolveConstant, resolveStandingsSettings } from "./presets";
import { countedRounds, isWithdrawnAt, PlayerHistory, playerHistories, plannedRounds, RoundEntry } from "./scoring";
import { brightwellParts, brightwellQuotient, discStats, TIEBREAKS, tiebreakInfo } from "./tiebreaks";
import { opponentPoints, TiebreakContext, withdrawnForOpponents } from "./tiebreaks/context";

/** Every tie-break id with its label and description, in a sensible menu order. */
export const TIEBREAK_LIST: ReadonlyArray<{ id: TiebreakId; label: string; description: string }> = TIEBREAKS.map(
  (t) => ({ id: t.id, label: t.label, description: t.description }),
);

/**
 * Two tie-break values are equal when they differ by no more than a relative 1e-9: BQ with
 * C = 64/7 adds multiples of 64/7, and equal quotients reached by different sums may differ in
 * the last bits. Real differences are at least 1/14 of a disc, far above this tolerance.
 */
function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ids that are whole numbers compare numerically ("9" < "10"), others as text. */
function compareIds(a: string, b: string): number {
  const na = /^\d+$/.test(a) ? Number(a) : NaN;
  const nb = /^\d+$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return compareText(a, b);
}

function cellResult(e: RoundEntry): CellResult {
  if (e.kind === "absent") return "-";
  if (e.kind === "bye") return "BYE";
  const op = opponentPoints(e);
  const sign = e.points > op ? 1 : e.points < op ? -1 : 0;
  if (e.kind === "forfeit") return sign > 0 ? "F+" : sign < 0 ? "F-" : "F=";
  if (e.kind === "adjudicated") return sign > 0 ? "ADJ+" : sign < 0 ? "ADJ-" : "ADJ=";
  return sign > 0 ? "W" : sign < 0 ? "L" : "D";
}

/**
 * Ranked standings after `options.round` (default: the last round with a game).
 *
 * Order: points, then the settings' tie-breaks in order. Each tie-break only reorders players
 * still tied on everything before it (direct encounter is computed within that group). Players
 * still tied at the end share a rank ("=3") and are listed in player-list order. Cost:
 * O(players x rounds + players log players) per tie-break.
 *
 * @throws TournamentDataError for inconsistent data, RangeError for bad options.
 */
export function computeStandings(t: Tournament, options: StandingsOptions = {}): Standings {
  const preset = options.preset ?? "woc";
  const settings = resolveStandingsSettings(preset, options.overrides);
  const R = countedRounds(t, options.round);
  const histories = playerHistories(t, R);
  const N = plannedRounds(t);
  const constant = resolveConstant(settings, N);
  const ctx: TiebreakContext = { tournament: t, round: R, histories, settings, constant };

  const parts = brightwellParts(ctx);
  const bq = brightwellQuotient(ctx, parts);
  const { total: discs, difference: diff } = discStats(ctx);
  const values = globalValues(ctx, bq, discs, diff);

  // Groups of tied players, refined tie-break after tie-break.
  const hs: PlayerHistory[] = [...histories.values()];
  let groups = pointGroups(hs);
  const groupValues = new Map<TiebreakId, Map<string, number>>();
  for (const tb of settings.tiebreaks) groups = refineGroups(groups, tb, { ctx, hs, values, groupValues });
  for (const [tb, v] of groupValues) values.set(tb, v);

  const rankOf = ranks(groups, hs);
  const figures: RowFigures = { round: R, settings, values, bq, discs, diff, parts, rankOf };
  const rows: StandingRow[] = [];
  for (const g of groups) for (const i of g) rows.push(new Row(hs[i], g.length > 1, figures));

  return {
    preset,
    settings,
    round: R,
    plannedRounds: N,
    constant,
    tiebreaks: settings.tiebreaks.map((id) => ({ id, label: tiebreakInfo(id)!.label })),
    rows,
  };
}

/** Numeric values of the global tie-breaks chosen, by id (reusing BQ and discs, already computed). */
function globalValues(
  ctx: TiebreakContext,
  bq: Map<string, number>,
  discs: Map<string, number>,
  diff: Map<string, number>,
): Map<TiebreakId, Map<string, number>> {
  const values = new Map<TiebreakId, Map<string, number>>();
  for (const id of ctx.settings.tiebreaks) {
    const info = tiebreakInfo(id)!;
    if (info.kind !== "global") continue;
    values.set(id, id === "bq" ? bq : id === "discs" ? discs : id === "discDiff" ? diff : info.compute!(ctx));
  }
  return values;
}

/** Players (indices into `hs`) by points, highest first, in groups of equal points; list order inside a group. */
function pointGroups(hs: PlayerHistory[]): number[][] {
  const order = hs.map((_, i) => i);
  order.sort((a, b) => hs[b].points - hs[a].points || a - b);
  const groups: number[][] = [];
  for (const i of order) {
    const g = groups[groups.length - 1];
    if (g && same(hs[g[0]].points, hs[i].points)) g.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** What refining the groups by a tie-break reads (and, for group tie-breaks, the values it records). */
interface Refining {
  ctx: TiebreakContext;
  hs: PlayerHistory[];
  /** Values of the global tie-breaks. */
  values: Map<TiebreakId, Map<string, number>>;
  /** Values of the group tie-breaks (direct encounter…), computed within each group, gathered here. */
  groupValues: Map<TiebreakId, Map<string, number>>;
}

/** Each group of tied players split by tie-break `tb` (groups of one stay as they are). */
function refineGroups(groups: number[][], tb: TiebreakId, r: Refining): number[][] {
  const info = tiebreakInfo(tb)!;
  const next: number[][] = [];
  for (const g of groups) {
    if (g.length === 1) next.push(g);
    else if (info.kind === "order") splitByOrder(g, tb, r.hs, next);
    else if (info.kind === "group") splitByValue(g, groupTiebreakValues(g, tb, r), r.hs, next);
    else splitByValue(g, r.values.get(tb)!, r.hs, next);
  }
  return next;
}

/** A group tie-break's values within group `g`, recorded in r.groupValues. */
function groupTiebreakValues(g: number[], tb: TiebreakId, r: Refining): Map<string, number> {
  const v = tiebreakInfo(tb)!.computeGroup!(
    r.ctx,
    g.map((i) => r.hs[i].id),
  );
  let all = r.groupValues.get(tb);
  if (!all) r.groupValues.set(tb, (all = new Map()));
  for (const [id, x] of v) all.set(id, x);
  return v;
}

/** The "name" and "id" tie-breaks: group `g` sorted by name (case-insensitive) or id, equal keys still tied. */
function splitByOrder(g: number[], tb: TiebreakId, hs: PlayerHistory[], next: number[][]): void {
  const key = (i: number) => (tb === "name" ? hs[i].player.name.toUpperCase() : hs[i].id);
  const cmp = tb === "name" ? compareText : compareIds;
  g.sort((a, b) => cmp(key(a), key(b)) || a - b);
  let cur: number[] = [g[0]];
  next.push(cur);
  for (let k = 1; k < g.length; k++) {
    if (cmp(key(g[k - 1]), key(g[k])) === 0) cur.push(g[k]);
    else next.push((cur = [g[k]]));
  }
}

/** Group `g` sorted by value, highest first, equal values (see `same`) still tied, in list order. */
function splitByValue(g: number[], v: Map<string, number>, hs: PlayerHistory[], next: number[][]): void {
  // Each player's value looked up by id once, into `value` by his index, not twice a comparison (a group of 4,000
  // players is sorted with about 50,000 comparisons).
  const value = scratchValues(hs.length);
  for (const i of g) value[i] = v.get(hs[i].id)!;
  g.sort((a, b) => {
    const va = value[a];
    const vb = value[b];
    return same(va, vb) ? a - b : vb - va;
  });
  let cur: number[] = [g[0]];
  next.push(cur);
  for (let k = 1; k < g.length; k++) {
    if (same(value[cur[0]], value[g[k]])) cur.push(g[k]);
    else next.push((cur = [g[k]]));
  }
}

let scratch = new Float64Array(0);

/** A reused array of at least `n` values (splitByValue fills the entries of the group it sorts before reading them). */
function scratchValues(n: number): Float64Array {
  if (scratch.length < n) scratch = new Float64Array(n);
  return scratch;
}

/** Each player's rank: a group of tied players shares the rank of its first place. */
function ranks(groups: number[][], hs: PlayerHistory[]): Map<string, number> {
  const rankOf = new Map<string, number>();
  let pos = 1;
  for (const g of groups) {
    for (const i of g) rankOf.set(hs[i].id, pos);
    pos += g.length;
  }
  return rankOf;
}

/** What every row is built from: the counted round, the settings, the tie-break values, the ranks. */
interface RowFigures {
  round: number;
  settings: StandingsSettings;
  values: Map<TiebreakId, Map<string, number>>;
  bq: Map<string, number>;
  discs: Map<string, number>;
  diff: Map<string, number>;
  parts: ReturnType<typeof brightwellParts>;
  rankOf: Map<string, number>;
}

/**
 * One ranked player's row: his history's counters, BQ and discs, every tie-break's value; his crosstable line is built
 * when it is first read (a printed crosstable, a written Standings sheet, the task pane), then kept: 20,000 players ×
 * 10 rounds are 200,000 cells the plain table and --json never look at. It cannot go stale: the history and the ranks
 * it is made from are final once the row exists. `cells` is an own enumerable property, so toEqual and JSON see it.
 *
 * Not an object literal with a `get cells()`: V8 keeps a literal with an accessor in dictionary mode, 1.5 KB per row
 * and slow to read (30 MB for 20,000 players, most of it copied by the garbage collector). Here every row shares one
 * getter function, so all rows share one hidden class; what the getter reads is private to the row.
 */
class Row implements StandingRow {
  rank: number;
  rankLabel: string;
  tied: boolean;
  id: string;
  name: string;
  points: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  forfeitWins: number;
  forfeitLosses: number;
  bq: number;
  discs: number;
  discDiff: number;
  opponentScore: number;
  withdrawn: boolean;
  tiebreaks: Partial<Record<TiebreakId, number>>;
  declare readonly cells: CrossCell[];
  country?: string;
  rating?: number;
  readonly #history: PlayerHistory;
  readonly #rankOf: Map<string, number>;
  #cells: CrossCell[] | undefined;

  /** The getter every row's `cells` is (one function: one hidden class for all rows). */
  static readonly #cellsProperty: PropertyDescriptor = {
    get(this: Row): CrossCell[] {
      return (this.#cells ??= crossCells(this.#history, this.#rankOf));
    },
    enumerable: true,
  };

  constructor(h: PlayerHistory, tied: boolean, f: RowFigures) {
    const id = h.id;
    const p = h.player;
    const rank = f.rankOf.get(id)!;
    const tiebreaks: Partial<Record<TiebreakId, number>> = {};
    for (const tb of f.settings.tiebreaks) {
      const v = f.values.get(tb);
      if (v) tiebreaks[tb] = v.get(id) ?? 0;
    }
    this.#history = h;
    this.#rankOf = f.rankOf;
    this.rank = rank;
    this.rankLabel = tied ? `=${rank}` : String(rank);
    this.tied = tied;
    this.id = id;
    this.name = p.name;
    this.points = h.points;
    this.games = h.played;
    this.wins = h.wins;
    this.draws = h.draws;
    this.losses = h.losses;
    this.byes = h.byes;
    this.forfeitWins = h.forfeitWins;
    this.forfeitLosses = h.forfeitLosses;
    this.bq = f.bq.get(id)!;
    this.discs = f.discs.get(id)!;
    this.discDiff = f.diff.get(id)!;
    this.opponentScore = f.parts.get(id)!.opponentScore;
    this.withdrawn = isWithdrawnAt(p, f.round) || withdrawnForOpponents(h, f.round, f.settings.absentIsWithdrawn);
    this.tiebreaks = tiebreaks;
    Object.defineProperty(this, "cells", Row.#cellsProperty);
    if (p.country !== undefined) this.country = p.country;
    if (p.rating !== undefined) this.rating = p.rating;
  }
}

/** The player's crosstable line: one cell per round, with the opponent's rank in these standings. */
function crossCells(h: PlayerHistory, rankOf: Map<string, number>): CrossCell[] {
  return h.rounds.map((e) => ({
    round: e.round,
    colour: e.colour,
    opponent: e.opponent,
    opponentRank: e.opponent === null ? null : (rankOf.get(e.opponent) ?? null),
    discs: e.discs,
    oppDiscs: e.oppDiscs,
    result: cellResult(e),
    points: e.points,
  }));
}
