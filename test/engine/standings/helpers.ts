/** Small builders for hand-made tournaments in tests. */
import type { Game, Player, Tournament } from "../../../src/engine/model";

/** A played game; points follow the discs (equal discs: a draw). */
export function game(round: number, black: string, bd: number, wd: number, white: string): Game {
  const bp = bd > wd ? 1 : bd < wd ? 0 : 0.5;
  return { round, black, white, blackDiscs: bd, whiteDiscs: wd, blackPoints: bp, whitePoints: 1 - bp, kind: "played", origin: `R${round} ${black}-${white}` };
}

export function bye(round: number, id: string): Game {
  return { round, black: id, white: null, blackDiscs: null, whiteDiscs: null, blackPoints: 1, whitePoints: 0, kind: "bye" };
}

export function forfeit(round: number, winner: string, loser: string): Game {
  return { round, black: winner, white: loser, blackDiscs: null, whiteDiscs: null, blackPoints: 1, whitePoints: 0, kind: "forfeit" };
}

export function adjudicated(round: number, black: string, white: string, blackPoints: number): Game {
  return { round, black, white, blackDiscs: null, whiteDiscs: null, blackPoints, whitePoints: 1 - blackPoints, kind: "adjudicated" };
}

export function players(...ids: string[]): Player[] {
  return ids.map((id) => ({ id, name: id }));
}

export function tournament(ps: Player[], games: Game[], rounds?: number): Tournament {
  return { players: ps, games, rounds };
}
