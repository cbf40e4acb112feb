/** fast-check generators of rating lists (Ratings sheet values) and events (games between their players). */
import fc from "fast-check";

export interface GenPlayer {
  id: string;
  name: string;
  rating: number;
  games: number;
}

export interface GenList {
  players: GenPlayer[];
  /** The Ratings sheet: header + one row per player. */
  values: unknown[][];
}

export interface GenGame {
  round: number;
  black: string;
  white: string;
  /** Black's score. */
  score: 0 | 0.5 | 1;
}

export interface GenEvent {
  games: GenGame[];
}

export function arbList(options: { minGames?: number } = {}): fc.Arbitrary<GenList> {
  const min = options.minGames ?? 0;
  const flag = fc.option(fc.boolean(), { nil: null });
  const row = fc.record({
    rating: fc.integer({ min: 1000, max: 2600 }),
    games: fc.integer({ min, max: min + 80 }),
    provisional: fc.boolean(),
    lastEvent: fc.option(fc.constantFrom("2024-01-06 New Year open", "2023-12-02 Club cup"), { nil: null }),
    // The membership columns a federation fills in once (docs/rules.md §8.2): an update keeps them as they are.
    membership: fc.tuple(fc.option(fc.constantFrom("KOR", "JPN", "NLD"), { nil: null }), flag, flag, flag, flag),
  });
  return fc.array(row, { minLength: 2, maxLength: 7 }).map((rows) => {
    const players = rows.map((r, i) => ({ id: String(100 + i), name: `P${i + 1}`, rating: r.rating, games: r.games }));
    const values: unknown[][] = [
      [
        "ID",
        "Name",
        "Rating",
        "Games",
        "Provisional",
        "Last event",
        "Country",
        "Member",
        "Foreign",
        "Amateur",
        "Active",
      ],
      ...rows.map((r, i) => [
        players[i].id,
        players[i].name,
        r.rating,
        r.games,
        r.provisional,
        r.lastEvent,
        ...r.membership,
      ]),
    ];
    return { players, values };
  });
}

/** An event among `names` and up to `newcomers` new players: 1–4 rounds, each player at most once a round. */
export function arbEvent(names: string[], newcomers: number): fc.Arbitrary<GenEvent> {
  const pairing = fc.tuple(fc.nat(), fc.nat(), fc.constantFrom<0 | 0.5 | 1>(1, 0.5, 0));
  return fc
    .record({
      extra: fc.integer({ min: 0, max: newcomers }),
      rounds: fc.array(fc.array(pairing, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
    })
    .map(({ extra, rounds }) => {
      const all = [...names, ...Array.from({ length: extra }, (_, i) => `New${i + 1}`)];
      const games: GenGame[] = [];
      rounds.forEach((pairs, r) => {
        const used = new Set<string>();
        for (const [x, y, score] of pairs) {
          const black = all[x % all.length];
          const white = all[y % all.length];
          if (black === white || used.has(black) || used.has(white)) continue;
          used.add(black);
          used.add(white);
          games.push({ round: r + 1, black, white, score });
        }
      });
      if (games.length === 0) games.push({ round: 1, black: all[0], white: all[1], score: 1 });
      // Rounds must have no gaps: renumber the rounds that have games 1, 2, ….
      const rounds2 = [...new Set(games.map((g) => g.round))].sort((a, b) => a - b);
      return { games: games.map((g) => ({ ...g, round: rounds2.indexOf(g.round) + 1 })) };
    });
}
