/**
 * The one vocabulary every layer speaks: players, games, tournaments.
 *
 * Pure data, no behaviour. Sheets, file formats, the task pane and the command line all turn
 * their input into a `Tournament`; the engine (scoring, tie-breaks, standings, pairing) reads it.
 */

/** The number of discs on an 8x8 board: the two counts of a finished game sum to this. */
export const BOARD_DISCS = 64;

/** Highest round number (and number of rounds) anywhere: sheets, the Brightwell constant, functions. */
export const MAX_ROUNDS = 999;

export interface Player {
  /** Unique key. The ID column when the Players sheet has one (WOF id, FTD id), else the name. */
  id: string;
  /** The name as written by the director. Always plain text, never markup. */
  name: string;
  /** The name in its two parts, when the Players sheet gives them (Surname, First name): a results file writes both. */
  surname?: string;
  firstName?: string;
  /** Country code or name as written (e.g. "JPN", "NL"), if known. */
  country?: string;
  /** Rating before the event, if known. */
  rating?: number;
  /**
   * The player withdrew after this round (played rounds 1..withdrawnAfterRound, none after).
   * Undefined while the player is still in the event.
   */
  withdrawnAfterRound?: number;
}

/**
 * - `played`: a real game with disc counts.
 * - `bye`: the player in `black` had no opponent (`white` is null); scores a point.
 * - `forfeit`: the points are as written, no discs were played (e.g. "1F-0F").
 * - `adjudicated`: a result without discs ("1-0", "0-1", "½-½").
 */
export type GameKind = "played" | "bye" | "forfeit" | "adjudicated";

export interface Game {
  round: number;
  /** Board number, if written. */
  table?: number;
  /** Player id of Black (for a bye: the player who got it). */
  black: string;
  /** Player id of White; null for a bye. */
  white: string | null;
  /** Discs of Black; null when no discs were played (bye, forfeit, adjudication). */
  blackDiscs: number | null;
  /** Discs of White; null when no discs were played. */
  whiteDiscs: number | null;
  /** Points of Black: 1, 0.5 or 0 (a bye: 1). */
  blackPoints: number;
  /** Points of White: 1, 0.5 or 0 (a bye: 0, unused). */
  whitePoints: number;
  kind: GameKind;
  /** Where the game came from, for messages: e.g. "Results!A14" or "round 3, line 7". */
  origin?: string;
}

/** A bye: one point for `player` in `round`, no opponent and no discs (how its discs count is the preset's rule). */
export function byeGame(round: number, player: string, origin?: string, table?: number): Game {
  return {
    round,
    ...(table === undefined ? {} : { table }),
    black: player,
    white: null,
    blackDiscs: null,
    whiteDiscs: null,
    blackPoints: 1,
    whitePoints: 0,
    kind: "bye",
    ...(origin === undefined ? {} : { origin }),
  };
}

export interface Tournament {
  name?: string;
  /**
   * Planned number of Swiss rounds (used for C = 64/N). When absent, the highest round number
   * among the games is used.
   */
  rounds?: number;
  players: Player[];
  games: Game[];
}
