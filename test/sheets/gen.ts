/** fast-check generator of valid tournaments (shared by the sheets and CLI property tests). */
import fc from "fast-check";
import type { Game, Player, Tournament } from "../../src/engine/model";

const BAD_TEXT = /^(bye|부전승|不戦勝|휴식|抜け番)$/i;

/** Trimmed, non-empty text that a cell can hold as a name or id (not a bye word, not an Excel error). */
export const cellText = (maxLength = 12) =>
  fc
    .string({ unit: fc.constantFrom(..."abcXYZ 김이박佐藤,;\"'=#-½1 2".split("")), minLength: 1, maxLength })
    .map((s) => s.trim().replace(/\s+/g, " "))
    .filter((s) => s !== "" && !BAD_TEXT.test(s.normalize("NFKC")) && !s.startsWith("#"));

export interface GenOptions {
  maxPlayers?: number;
  maxRounds?: number;
  /** Allow forfeits / adjudications (default true). */
  unplayed?: boolean;
}

/**
 * A valid tournament: players with unique ids, rounds 1..R each with games; every player at most once
 * per round; odd one out gets a bye or sits out; discs sum to 64; withdrawals consistent.
 */
export function tournamentArb(opts: GenOptions = {}): fc.Arbitrary<Tournament> {
  const maxPlayers = opts.maxPlayers ?? 10;
  const maxRounds = opts.maxRounds ?? 5;
  return fc
    .record({
      n: fc.integer({ min: 2, max: maxPlayers }),
      rounds: fc.integer({ min: 1, max: maxRounds }),
      seed: fc.integer(),
      ids: fc.uniqueArray(cellText(6), { minLength: maxPlayers, maxLength: maxPlayers }),
      names: fc.array(cellText(14), { minLength: maxPlayers, maxLength: maxPlayers }),
      countries: fc.array(fc.option(fc.constantFrom("KOR", "JPN", "NL", "France"), { nil: undefined }), {
        minLength: maxPlayers,
        maxLength: maxPlayers,
      }),
      ratings: fc.array(fc.option(fc.integer({ min: 1000, max: 2600 }), { nil: undefined }), {
        minLength: maxPlayers,
        maxLength: maxPlayers,
      }),
      kinds: fc.array(fc.constantFrom<Game["kind"]>("played", "played", "played", "played", "forfeit", "adjudicated"), {
        minLength: 200,
        maxLength: 200,
      }),
      discs: fc.array(fc.integer({ min: 0, max: 64 }), { minLength: 200, maxLength: 200 }),
      outcomes: fc.array(fc.constantFrom(0, 1, 2), { minLength: 200, maxLength: 200 }),
      withdraw: fc.array(fc.option(fc.integer({ min: 0, max: maxRounds }), { nil: undefined, freq: 4 }), {
        minLength: maxPlayers,
        maxLength: maxPlayers,
      }),
    })
    .filter((r) => r.ids.length >= r.n)
    .map((r) => {
      const players: Player[] = [];
      for (let i = 0; i < r.n; i++) {
        const p: Player = { id: r.ids[i], name: r.names[i] };
        if (r.countries[i] !== undefined) p.country = r.countries[i];
        if (r.ratings[i] !== undefined) p.rating = r.ratings[i];
        // Keep at least two players in every round.
        if (r.withdraw[i] !== undefined && i >= 2) p.withdrawnAfterRound = r.withdraw[i];
        players.push(p);
      }
      let rng = r.seed >>> 0;
      const rand = (k: number) => {
        rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
        return rng % k;
      };
      const games: Game[] = [];
      let k = 0;
      for (let round = 1; round <= r.rounds; round++) {
        const present = players.filter((p) => p.withdrawnAfterRound === undefined || p.withdrawnAfterRound >= round);
        for (let i = present.length - 1; i > 0; i--) {
          const j = rand(i + 1);
          [present[i], present[j]] = [present[j], present[i]];
        }
        let table = 1;
        for (let i = 0; i + 1 < present.length; i += 2) {
          const kind = opts.unplayed === false ? "played" : r.kinds[k % 200];
          const o = r.outcomes[k % 200];
          const g: Game = {
            round,
            table: table++,
            black: present[i].id,
            white: present[i + 1].id,
            blackDiscs: null,
            whiteDiscs: null,
            blackPoints: 0,
            whitePoints: 0,
            kind,
          };
          if (kind === "played") {
            const bd = r.discs[k % 200];
            g.blackDiscs = bd;
            g.whiteDiscs = 64 - bd;
            g.blackPoints = bd > 32 ? 1 : bd === 32 ? 0.5 : 0;
            g.whitePoints = 1 - g.blackPoints;
          } else if (kind === "forfeit") {
            g.blackPoints = o === 2 ? 0 : o === 1 ? 1 : 0;
            g.whitePoints = o === 0 ? 1 : 0;
          } else {
            g.blackPoints = o === 2 ? 1 : o === 1 ? 0.5 : 0;
            g.whitePoints = 1 - g.blackPoints;
          }
          games.push(g);
          k++;
        }
        if (present.length % 2 === 1) {
          const p = present[present.length - 1];
          games.push({
            round,
            table: table++,
            black: p.id,
            white: null,
            blackDiscs: null,
            whiteDiscs: null,
            blackPoints: 1,
            whitePoints: 0,
            kind: "bye",
          });
        }
      }
      return { players, games };
    });
}

/** Deterministic Fisher-Yates shuffle of the data rows (header kept first). */
export function shuffleRows<T>(rows: T[], seed: number): T[] {
  const [head, ...rest] = rows;
  let s = seed >>> 0 || 1;
  for (let i = rest.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return [head, ...rest];
}
