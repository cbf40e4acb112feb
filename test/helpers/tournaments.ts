/** Builders of tournaments for tests: hand-made games, a seeded generated event, fast-check events. */
import fc from "fast-check";
// The engine's seeded PRNG, so the generated event is the same on every run (one copy of mulberry32).
import { mulberry32, type Game, type Player, type Tournament } from "../../src/engine";

/** A played game; points follow the discs (equal discs: a draw). */
export function game(round: number, black: string, bd: number, wd: number, white: string): Game {
  const bp = bd > wd ? 1 : bd < wd ? 0 : 0.5;
  return {
    round,
    black,
    white,
    blackDiscs: bd,
    whiteDiscs: wd,
    blackPoints: bp,
    whitePoints: 1 - bp,
    kind: "played",
    origin: `R${round} ${black}-${white}`,
  };
}

export function bye(round: number, id: string): Game {
  return {
    round,
    black: id,
    white: null,
    blackDiscs: null,
    whiteDiscs: null,
    blackPoints: 1,
    whitePoints: 0,
    kind: "bye",
  };
}

export function forfeit(round: number, winner: string, loser: string): Game {
  return {
    round,
    black: winner,
    white: loser,
    blackDiscs: null,
    whiteDiscs: null,
    blackPoints: 1,
    whitePoints: 0,
    kind: "forfeit",
  };
}

export function adjudicated(round: number, black: string, white: string, blackPoints: number): Game {
  return {
    round,
    black,
    white,
    blackDiscs: null,
    whiteDiscs: null,
    blackPoints,
    whitePoints: 1 - blackPoints,
    kind: "adjudicated",
  };
}

export function players(...ids: string[]): Player[] {
  return ids.map((id) => ({ id, name: id }));
}

export function tournament(ps: Player[], games: Game[], rounds?: number): Tournament {
  return { players: ps, games, rounds };
}

/**
 * A generated event: `n` players, `rounds` rounds of random pairings (no rematch check needed for
 * standings), discs summing to 64, a bye each round when n is odd.
 */
export function generatedEvent(n: number, rounds: number, seed = 1): Tournament {
  const rand = mulberry32(seed);
  const players: Player[] = Array.from({ length: n }, (_, i) => ({
    id: `P${i + 1}`,
    name: `Player ${i + 1}`,
    country: "NL",
  }));
  const games: Game[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = players.map((p) => p.id);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let table = 1;
    for (let i = 0; i + 1 < order.length; i += 2) {
      const b = Math.floor(rand() * 65);
      const w = 64 - b;
      games.push({
        round,
        table: table++,
        black: order[i],
        white: order[i + 1],
        blackDiscs: b,
        whiteDiscs: w,
        blackPoints: b > w ? 1 : b === w ? 0.5 : 0,
        whitePoints: w > b ? 1 : b === w ? 0.5 : 0,
        kind: "played",
      });
    }
    if (order.length % 2 === 1) {
      games.push({
        round,
        black: order[order.length - 1],
        white: null,
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 1,
        whitePoints: 0,
        kind: "bye",
      });
    }
  }
  return { players, games, rounds };
}

export interface GenOptions {
  /** Allow forfeits and adjudications. */
  irregular: boolean;
  /** Allow absences (a player sitting out a round) and withdrawals. */
  absences: boolean;
}

/**
 * A random event: n players, r rounds; each round the present players are shuffled and paired in
 * order, an odd one out gets a bye. Discs 0..64 summing to 64; equal discs are a draw.
 */
export function arbTournament(o: GenOptions): fc.Arbitrary<Tournament> {
  return fc
    .record({
      n: fc.integer({ min: 2, max: 14 }),
      r: fc.integer({ min: 1, max: 7 }),
      seed: fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 400, maxLength: 400 }),
    })
    .map(({ n, r, seed }) => {
      let k = 0;
      const rnd = (m: number) => seed[k++ % seed.length] % m;
      const ids = Array.from({ length: n }, (_, i) => `P${i + 1}`);
      const players: Player[] = ids.map((id) => ({ id, name: `Player ${id}`, rating: 1200 + rnd(1000) }));
      const games: Game[] = [];
      for (let round = 1; round <= r; round++) {
        let present = ids.filter((id) => {
          const p = players.find((x) => x.id === id)!;
          return p.withdrawnAfterRound === undefined;
        });
        if (o.absences) {
          present = present.filter(() => rnd(10) !== 0); // ~10% sit out
          if (round < r && rnd(4) === 0) {
            const w = players[rnd(n)];
            if (w.withdrawnAfterRound === undefined) w.withdrawnAfterRound = round;
          }
        }
        const order = present.slice();
        for (let i = order.length - 1; i > 0; i--) {
          const j = rnd(i + 1);
          [order[i], order[j]] = [order[j], order[i]];
        }
        if (order.length % 2 === 1) {
          const b = order.pop()!;
          games.push({
            round,
            black: b,
            white: null,
            blackDiscs: null,
            whiteDiscs: null,
            blackPoints: 1,
            whitePoints: 0,
            kind: "bye",
          });
        }
        for (let i = 0; i < order.length; i += 2) {
          const kindPick = o.irregular ? rnd(10) : 9;
          if (kindPick === 0) {
            const bp = rnd(2);
            games.push({
              round,
              black: order[i],
              white: order[i + 1],
              blackDiscs: null,
              whiteDiscs: null,
              blackPoints: bp,
              whitePoints: 1 - bp,
              kind: "forfeit",
            });
          } else if (kindPick === 1) {
            const bp = rnd(3) / 2;
            games.push({
              round,
              black: order[i],
              white: order[i + 1],
              blackDiscs: null,
              whiteDiscs: null,
              blackPoints: bp,
              whitePoints: 1 - bp,
              kind: "adjudicated",
            });
          } else {
            const bd = rnd(65);
            const bp = bd > 32 ? 1 : bd < 32 ? 0 : 0.5;
            games.push({
              round,
              black: order[i],
              white: order[i + 1],
              blackDiscs: bd,
              whiteDiscs: 64 - bd,
              blackPoints: bp,
              whitePoints: 1 - bp,
              kind: "played",
            });
          }
        }
      }
      return { players, games, rounds: r } as Tournament;
    });
}
