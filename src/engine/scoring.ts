/**
 * Per-player results derived from a Tournament up to a given round: points, games, opponents,
 * colours, discs, byes, forfeits, and who is absent or withdrawn. Everything else (tie-breaks,
 * standings, pairing) reads these histories instead of walking the game list again.
 *
 * Conventions (documented once, used everywhere):
 * - The counted rounds are 1..R where R = `uptoRound` if given, else the highest round number
 *   among the games (not `Tournament.rounds`, which is the *planned* number used for C = 64/N).
 * - Every player gets exactly one entry per round 1..R. A round without a game is an entry of
 *   kind "absent" (0 points, no opponent, no colour).
 * - Colour is recorded for "played" and "adjudicated" games only; a bye or a forfeit has colour
 *   null (no game was played, so it does not count for colour balance).
 * - A player is *withdrawn at round R* when `withdrawnAfterRound < R`. A player is *absent at R*
 *   when he has no game in round R (he may come back later). Presets decide whether absence
 *   counts as withdrawal for the opponents' BQ (WOF/FTD/PAPP: yes).
 * - Bad data (unknown player id, a player twice in one round, a bad round number) throws a
 *   `TournamentDataError` naming the game's origin (sheet cell or file line) and the fix;
 *   `checkTournament` returns all such problems as a list instead.
 */

import { BOARD_DISCS, Game, GameKind, Player, Tournament } from "./model";
import { EngineRangeError, words, type EngineParam, type EngineWords } from "./errors";

export type Colour = "B" | "W";

/** What happened to a player in one round: the game's kind, or "absent" (no game at all). */
export type EntryKind = GameKind | "absent";

export interface RoundEntry {
  round: number;
  /** The opponent's id; null for a bye or an absent round. */
  opponent: string | null;
  /** "B"/"W" for a played or adjudicated game; null for a bye, forfeit or absence. */
  colour: Colour | null;
  /** Points this player scored in the round (1, 0.5, 0; a bye as written, normally 1). */
  points: number;
  /** Own discs; null when no discs were played (bye, forfeit, adjudication, absence). */
  discs: number | null;
  /** Opponent's discs; null when no discs were played. */
  oppDiscs: number | null;
  kind: EntryKind;
  /** The source game (for messages); null for an absent round. */
  game: Game | null;
}

export interface PlayerHistory {
  id: string;
  player: Player;
  /** Exactly R entries: `rounds[r - 1]` is round r. */
  rounds: RoundEntry[];
  /** Total points in rounds 1..R. */
  points: number;
  /** Points after each round: `cumulative[r - 1]` = points after round r (progressive score). */
  cumulative: number[];
  /** Games played over the board (kinds "played" and "adjudicated"). */
  played: number;
  /** Over-the-board wins / draws / losses (played and adjudicated games). */
  wins: number;
  draws: number;
  losses: number;
  /** Byes received (kind "bye"). */
  byes: number;
  /** Forfeit games won (points > 0) and lost (points 0). */
  forfeitWins: number;
  forfeitLosses: number;
  /** Rounds without any game. */
  absences: number;
  /** Colour counts over played/adjudicated games. */
  blacks: number;
  whites: number;
  /** Own discs and opponents' discs summed over games with disc counts. */
  discs: number;
  oppDiscs: number;
  /** The last round in 1..R with an entry other than "absent"; 0 if none. */
  lastActiveRound: number;
  /** `withdrawnAfterRound` is set and < R. */
  withdrawn: boolean;
  /** No game in round R (the last counted round); false when R = 0. */
  absentAtLastRound: boolean;
}

/** A problem in the tournament data, with where it came from and what to do. */
export class TournamentDataError extends Error {
  /** The sentence in words every language says (src/i18n/errors.ts); the message is its English. */
  readonly reason: EngineWords | undefined;
  constructor(message: string, reason?: EngineWords) {
    super(message);
    this.reason = reason;
    this.name = "TournamentDataError";
  }
}

/** The highest round number among the games (0 when there are none). */
export function lastRound(t: Tournament): number {
  let r = 0;
  for (const g of t.games) if (g.round > r) r = g.round;
  return r;
}

/** The counted rounds R: `uptoRound` if given (validated), else `lastRound(t)`. */
export function countedRounds(t: Tournament, uptoRound?: number): number {
  if (uptoRound === undefined) return lastRound(t);
  if (!Number.isInteger(uptoRound) || uptoRound < 0) {
    throw new EngineRangeError(
      "roundAtLeast0",
      { value: uptoRound },
      `Round must be a whole number of at least 0, got ${uptoRound}.`,
    );
  }
  return uptoRound;
}

/** The number of Swiss rounds for C = 64/N: `t.rounds` if set, else the last round played. */
export function plannedRounds(t: Tournament): number {
  return t.rounds !== undefined && t.rounds > 0 ? t.rounds : lastRound(t);
}

/** True when the player has withdrawn before round `round` (played none of round..). */
export function isWithdrawnAt(p: Player, round: number): boolean {
  return p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < round;
}

function where(g: Game): string {
  return g.origin ? g.origin : `round ${g.round}, game ${g.black} vs ${g.white ?? "bye"}`;
}

/** Where a game is, in words every language says: its origin as the host gave it, else its round and players. */
function whereWords(g: Game): EngineParam {
  return g.origin ? g.origin : words("gameAt", { round: g.round, black: g.black, white: g.white ?? words("bye") });
}

/** Every data problem `playerHistories` would throw on, as a list (empty when the data is fine). */
export function checkTournament(t: Tournament, discsPerGame: number = BOARD_DISCS): string[] {
  const issues: string[] = [];
  const ids = new Set<string>();
  for (const p of t.players) {
    if (ids.has(p.id)) issues.push(`Player id "${p.id}" is listed twice; give each player a unique id.`);
    ids.add(p.id);
  }
  const seen = new Map<string, string>(); // "round|id" -> origin
  for (const g of t.games) {
    const w = where(g);
    if (!Number.isInteger(g.round) || g.round < 1) {
      issues.push(`${w}: round must be a whole number of at least 1, got ${g.round}.`);
      continue;
    }
    for (const id of g.white === null ? [g.black] : [g.black, g.white]) {
      if (!ids.has(id)) issues.push(`${w}: player "${id}" is not in the player list; add him or fix the id.`);
      const key = `${g.round}|${id}`;
      const prev = seen.get(key);
      if (prev !== undefined) {
        issues.push(`${w}: player "${id}" already has a game in round ${g.round} (${prev}); remove one of them.`);
      } else seen.set(key, w);
    }
    if (g.white !== null && g.white === g.black) issues.push(`${w}: a player cannot play himself.`);
    if (g.kind === "played") {
      if (g.blackDiscs === null || g.whiteDiscs === null) {
        issues.push(`${w}: a played game needs both disc counts.`);
      } else if (g.blackDiscs < 0 || g.whiteDiscs < 0 || g.blackDiscs + g.whiteDiscs > discsPerGame) {
        issues.push(
          `${w}: disc counts ${g.blackDiscs}-${g.whiteDiscs} must be 0 or more and sum to at most ${discsPerGame}.`,
        );
      }
    }
    if (g.kind === "bye" && g.white !== null) issues.push(`${w}: a bye has no white player.`);
    if (g.kind !== "bye" && g.white === null) issues.push(`${w}: only a bye may have no white player.`);
  }
  return issues;
}

function entryOf(g: Game, asBlack: boolean): RoundEntry {
  const bye = g.white === null;
  const colour: Colour | null = g.kind === "played" || g.kind === "adjudicated" ? (asBlack ? "B" : "W") : null;
  return {
    round: g.round,
    opponent: bye ? null : asBlack ? g.white : g.black,
    colour,
    points: asBlack ? g.blackPoints : g.whitePoints,
    discs: asBlack ? g.blackDiscs : g.whiteDiscs,
    oppDiscs: bye ? null : asBlack ? g.whiteDiscs : g.blackDiscs,
    kind: g.kind,
    game: g,
  };
}

/**
 * One history per player (keyed by id, in the order of `t.players`), over rounds 1..R.
 * Linear in players x rounds + games.
 *
 * @throws TournamentDataError on an unknown id, a player twice in a round, or a bad round number.
 */
export function playerHistories(t: Tournament, uptoRound?: number): Map<string, PlayerHistory> {
  const R = countedRounds(t, uptoRound);
  // Each player's history first, its rounds filled from the games in place (no array of slots per player beside it).
  const out = new Map<string, PlayerHistory>();
  for (const p of t.players) {
    if (out.has(p.id))
      throw new TournamentDataError(
        `Player id "${p.id}" is listed twice; give each player a unique id.`,
        words("idTwice", { id: p.id }),
      );
    out.set(p.id, {
      id: p.id,
      player: p,
      rounds: new Array<RoundEntry>(R),
      points: 0,
      cumulative: new Array<number>(R),
      played: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      byes: 0,
      forfeitWins: 0,
      forfeitLosses: 0,
      absences: 0,
      blacks: 0,
      whites: 0,
      discs: 0,
      oppDiscs: 0,
      lastActiveRound: 0,
      withdrawn: isWithdrawnAt(p, R),
      absentAtLastRound: false,
    });
  }
  for (const g of t.games) {
    if (!Number.isInteger(g.round) || g.round < 1) {
      throw new TournamentDataError(
        `${where(g)}: round must be a whole number of at least 1, got ${g.round}.`,
        words("gameRound", { where: whereWords(g), value: g.round }),
      );
    }
    if (g.round > R) continue;
    place(out, g, g.black, true);
    if (g.white !== null) place(out, g, g.white, false);
  }

  // Absent rounds filled in, points summed in round order (the cumulative scores); the other counters were kept
  // as each game was placed.
  for (const h of out.values()) {
    const { rounds, cumulative } = h;
    for (let i = 0; i < R; i++) {
      let e = rounds[i];
      if (e === undefined) {
        e = {
          round: i + 1,
          opponent: null,
          colour: null,
          points: 0,
          discs: null,
          oppDiscs: null,
          kind: "absent",
          game: null,
        };
        rounds[i] = e;
        h.absences++;
      }
      h.points += e.points;
      cumulative[i] = h.points;
    }
    h.absentAtLastRound = R > 0 && rounds[R - 1].kind === "absent";
  }
  return out;
}

/** A placed round's counters in the history: games, results, colours, byes, forfeits, discs, last active round. */
function tally(h: PlayerHistory, e: RoundEntry, g: Game): void {
  if (e.round > h.lastActiveRound) h.lastActiveRound = e.round;
  switch (e.kind) {
    case "played":
    case "adjudicated": {
      h.played++;
      // Compare with the opponent's points so that non-standard scoring (e.g. 2/1/0) works.
      const opp = g.white === null ? 0 : e.colour === "B" ? g.whitePoints : g.blackPoints;
      if (e.points > opp) h.wins++;
      else if (e.points < opp) h.losses++;
      else h.draws++;
      if (e.colour === "B") h.blacks++;
      else h.whites++;
      break;
    }
    case "bye":
      h.byes++;
      break;
    case "forfeit":
      if (e.points > 0) h.forfeitWins++;
      else h.forfeitLosses++;
      break;
  }
  if (e.discs !== null) h.discs += e.discs;
  if (e.oppDiscs !== null) h.oppDiscs += e.oppDiscs;
}

function place(histories: Map<string, PlayerHistory>, g: Game, id: string, asBlack: boolean): void {
  const h = histories.get(id);
  if (h === undefined) {
    throw new TournamentDataError(
      `${where(g)}: player "${id}" is not in the player list; add him or fix the id.`,
      words("notInList", { where: whereWords(g), id }),
    );
  }
  const prev = h.rounds[g.round - 1];
  if (prev !== undefined) {
    throw new TournamentDataError(
      `${where(g)}: player "${id}" already has a game in round ${g.round} (${where(prev.game!)}); remove one of them.`,
      words("twiceInRound", { where: whereWords(g), id, round: g.round, other: whereWords(prev.game!) }),
    );
  }
  if (g.white !== null && g.white === g.black) {
    throw new TournamentDataError(
      `${where(g)}: player "${id}" cannot play himself.`,
      words("playsHimself", { where: whereWords(g), id }),
    );
  }
  const e = entryOf(g, asBlack);
  h.rounds[g.round - 1] = e;
  tally(h, e, g);
}

/** Points per player id after round R (default: the last round played). */
export function playerScores(t: Tournament, uptoRound?: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of playerHistories(t, uptoRound)) out.set(id, h.points);
  return out;
}

/** Points per player id after round r (r <= R), read from histories' cumulative scores. */
export function scoresAfter(histories: Map<string, PlayerHistory>, r: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, h] of histories) out.set(id, r <= 0 ? 0 : (h.cumulative[Math.min(r, h.cumulative.length) - 1] ?? 0));
  return out;
}

/** The opponents a player has met over the board or by forfeit (ids, in round order, repeats kept). */
export function opponentsOf(h: PlayerHistory): string[] {
  const out: string[] = [];
  for (const e of h.rounds) if (e.opponent !== null) out.push(e.opponent);
  return out;
}

/** The colour of the last played/adjudicated game, or null if none. */
export function lastColour(h: PlayerHistory): Colour | null {
  for (let i = h.rounds.length - 1; i >= 0; i--) if (h.rounds[i].colour !== null) return h.rounds[i].colour;
  return null;
}
