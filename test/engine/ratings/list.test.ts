/**
 * The rating list (src/engine/ratings/list.ts): events applied to a RatingBook, with the seeds' worked
 * examples (docs/rules.md §5, §6) and a month of KBA games worked by hand below.
 */
import fc from "fast-check";
import {
  EventAlreadyAppliedError,
  eventKey,
  gamesFingerprint,
  legacyGamesKey,
  RatingBook,
  resolveRatingSettings,
  type EventGame,
  type ListPlayer,
  type RatingSettingsInput,
} from "../../../src/engine";

const g = (round: number, a: string, b: string, scoreA: 0 | 0.5 | 1): EventGame => ({ round, a, b, scoreA });
const player = (key: string, rating: number, games = 0, provisional = false): ListPlayer => ({
  key,
  name: key,
  rating,
  games,
  provisional,
  lastEvent: "",
});

// The worked Elo example [Elo-ko] (docs/rules.md §5), as the event "Seed 002": the double round robin of A 1934, B 1685, C 1678, D 1596.
const seedGames: EventGame[] = [
  g(1, "A", "B", 1),
  g(1, "C", "D", 0.5),
  g(2, "A", "C", 1),
  g(2, "B", "D", 1),
  g(3, "D", "A", 1),
  g(3, "C", "B", 1),
  g(4, "A", "B", 1),
  g(4, "C", "D", 1),
  g(5, "A", "C", 1),
  g(5, "D", "B", 1),
  g(6, "D", "A", 1),
  g(6, "B", "C", 1),
];
const seedList = () => [player("A", 1934, 10), player("B", 1685, 3), player("C", 1678), player("D", 1596, 7)];
const elo = (extra: RatingSettingsInput = {}) => resolveRatingSettings({ method: "elo", ...extra });
const event = (name: string, date: string, games: EventGame[], names?: Map<string, string>) => ({
  name,
  date,
  appliedAt: `${date}T20:00:00.000Z`,
  games,
  names,
});

describe("Elo on a list (the worked example of docs/rules.md §5)", () => {
  test("per event: 1902.26 / 1664.01 / 1675.30 / 1651.44, scores 4 / 2 / 2.5 / 3.5, deltas sum to 0", () => {
    const book = RatingBook.from({ players: seedList() });
    const out = book.apply(event("Seed 002", "2024-05-01", seedGames), elo());
    const by = new Map(out.updates.map((u) => [u.key, u]));
    expect(by.get("A")!.new).toBeCloseTo(1902.26, 2);
    expect(by.get("B")!.new).toBeCloseTo(1664.01, 2);
    expect(by.get("C")!.new).toBeCloseTo(1675.3, 2);
    expect(by.get("D")!.new).toBeCloseTo(1651.44, 2);
    expect(["A", "B", "C", "D"].map((k) => by.get(k)!.points)).toEqual([4, 2, 2.5, 3.5]);
    expect(out.updates.reduce((s, u) => s + u.delta!, 0)).toBeCloseTo(0, 9);
    // ΔR = 32 (points − Σ expected): A's expected is 4 + 31.74/32 (he loses 31.74 on 4 points).
    expect(by.get("A")!.expected).toBeCloseTo(4 + (1934 - 1902.26) / 32, 3);
    // Games counts grow by the 6 rated games; the list and History follow.
    expect(book.players.get("A")).toMatchObject({ games: 16, provisional: false, lastEvent: "2024-05-01 Seed 002" });
    expect(out.history.map((h) => [h.key, h.old, h.gamesBefore, h.newcomer])).toEqual([
      ["A", 1934, 10, false],
      ["B", 1685, 3, false],
      ["C", 1678, 0, false],
      ["D", 1596, 7, false],
    ]);
    expect(out.games).toEqual([]); // Elo keeps no Rated games
  });

  test("per round: 1903.28 / 1666.88 / 1673.64 / 1649.20", () => {
    const out = RatingBook.from({ players: seedList() }).apply(
      event("Seed 002", "2024-05-01", seedGames),
      elo({ perRound: true }),
    );
    expect(out.updates.map((u) => Number(u.new.toFixed(2)))).toEqual([1903.28, 1666.88, 1673.64, 1649.2]);
    expect(out.updates.reduce((s, u) => s + u.delta!, 0)).toBeCloseTo(0, 9);
  });

  test("newcomers start at the start rating (1600, a setting): one win is +16 / −16", () => {
    const book = RatingBook.from({ players: [] });
    const out = book.apply(
      event(
        "Club",
        "2024-01-05",
        [g(1, "N", "M", 1)],
        new Map([
          ["N", "Newton"],
          ["M", "Morley"],
        ]),
      ),
      elo(),
    );
    expect(out.updates.map((u) => [u.name, u.old, u.new, u.newcomer])).toEqual([
      ["Newton", 1600, 1616, true],
      ["Morley", 1600, 1584, true],
    ]);
    const out2 = RatingBook.from({ players: [] }).apply(
      event("Club", "2024-01-05", [g(1, "N", "M", 1)]),
      elo({ start: 1500, k: 16 }),
    );
    expect(out2.updates.map((u) => u.new)).toEqual([1508, 1492]);
  });
});

describe("event identity", () => {
  test("the same name (case, width and spaces aside) and date is refused, saying when it was applied", () => {
    const book = RatingBook.from({ players: seedList() });
    book.apply(event("Seed  002", "2024-05-01", seedGames), elo());
    expect(eventKey("ＳＥＥＤ 002 ", "2024-05-01")).toBe(eventKey("seed 002", "2024-05-01"));
    expect(() => book.apply(event("seed 002", "2024-05-01", seedGames.slice(0, 2)), elo())).toThrow(
      EventAlreadyAppliedError,
    );
    expect(() => book.apply(event("seed 002", "2024-05-01", seedGames.slice(0, 2)), elo())).toThrow(
      '"Seed  002" (2024-05-01) was already applied on 2024-05-01T20:00:00.000Z',
    );
  });
  test("the same games under the same name with another date (a forgotten --date) are refused too", () => {
    const book = RatingBook.from({ players: seedList() });
    book.apply(event("Seed 002", "2024-05-01", seedGames), elo());
    const shuffled = [...seedGames].reverse();
    expect(() => book.apply(event("Seed 002", "2024-05-09", shuffled), elo())).toThrow(
      /These games were already applied as "Seed 002" \(2024-05-01\)/,
    );
    // Another name with the same games is another event (e.g. a weekly club match).
    expect(() => book.apply(event("Seed 002 rematch", "2024-05-09", seedGames), elo())).not.toThrow();
  });
  test("gamesFingerprint ignores the order of games within a round and id case, and sees a changed round, result or disc count", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(seedGames, { minLength: 2 }), (games) => {
        expect(gamesFingerprint([...games].reverse())).toBe(gamesFingerprint(games));
        expect(gamesFingerprint(games.map((x) => ({ ...x, a: x.a.toLowerCase(), b: ` ${x.b.toLowerCase()}` })))).toBe(
          gamesFingerprint(games),
        );
        const flipped = games.map((x, i) => (i === 0 ? { ...x, scoreA: (1 - x.scoreA) as 0 | 1 | 0.5 } : x));
        if (games[0].scoreA !== 0.5) expect(gamesFingerprint(flipped)).not.toBe(gamesFingerprint(games));
        const discs = games.map((x, i) => (i === 0 ? { ...x, discsA: 40, discsB: 24 } : x));
        expect(gamesFingerprint(discs)).not.toBe(gamesFingerprint(games));
        expect(gamesFingerprint(discs)).toMatch(/^D[0-9a-f]{14}$/);
        expect(gamesFingerprint(games)).toMatch(/^R[0-9a-f]{14}$/);
        expect(gamesFingerprint(games.map((x, i) => (i === 0 ? { ...x, round: x.round + 10 } : x)))).not.toBe(
          gamesFingerprint(games),
        );
      }),
    );
  });

  // The seed's games with the discs of a real event (the round robin written with discs): games a file identifies.
  const withDiscs = seedGames.map((x, i) => ({
    ...x,
    discsA: x.scoreA === 1 ? 40 + i : x.scoreA === 0 ? 20 - i : 32,
    discsB: x.scoreA === 1 ? 24 - i : x.scoreA === 0 ? 44 + i : 32,
  }));

  test("games with discs already on the History are refused under any name or date, naming the earlier event", () => {
    const book = RatingBook.from({ players: seedList() });
    book.apply(event("Seed 002", "2024-05-01", withDiscs), elo());
    // A re-sent copy: another spelling, another date, ids in another case, games in another order.
    const copy = [...withDiscs].reverse().map((x) => ({ ...x, a: x.a.toLowerCase() }));
    expect(() => book.apply(event("Seed 2", "2024-06-01", copy), elo())).toThrow(
      'These games were already applied as "Seed 002" (2024-05-01) on 2024-05-01T20:00:00.000Z: the same games under another name or date.',
    );
    // One game's discs corrected: other games, rated.
    const fixed = withDiscs.map((x, i) => (i === 0 ? { ...x, discsA: 33, discsB: 31 } : x));
    expect(() => book.apply(event("Seed 002 (fixed)", "2024-06-01", fixed), elo())).not.toThrow();
  });

  test("allowed, the same games are applied again and every History row says so", () => {
    const book = RatingBook.from({ players: seedList() });
    book.apply(event("Seed 002", "2024-05-01", withDiscs), elo());
    const out = book.apply({ ...event("Seed 002 again", "2024-06-01", withDiscs), allowSameGames: true }, elo());
    expect(out.history.map((h) => h.sameGamesAs)).toEqual([
      "Seed 002 (2024-05-01)",
      "Seed 002 (2024-05-01)",
      "Seed 002 (2024-05-01)",
      "Seed 002 (2024-05-01)",
    ]);
    expect(book.history.filter((h) => h.event === "Seed 002").every((h) => h.sameGamesAs === undefined)).toBe(true);
    // Never for the same name and date.
    expect(() => book.apply({ ...event("Seed 002", "2024-05-01", withDiscs), allowSameGames: true }, elo())).toThrow(
      /was already applied/,
    );
  });

  test("results without discs are the same games only on the same date or under the same name (two matches can end alike)", () => {
    const book = RatingBook.from({ players: seedList() });
    book.apply(event("Seed 002", "2024-05-01", seedGames), elo());
    expect(() => book.apply(event("Seed 002 copy", "2024-05-01", seedGames), elo())).toThrow(
      /These games were already applied/,
    );
  });

  test("a History written before fingerprints (its 8-hex Games key) still refuses the same games under the same name", () => {
    const first = RatingBook.from({ players: seedList() });
    const out = first.apply(event("Seed 002", "2024-05-01", withDiscs), elo());
    const old = out.history.map((h) => ({ ...h, gamesKey: legacyGamesKey(withDiscs) }));
    const book = RatingBook.from({ players: seedList(), history: old });
    expect(() => book.apply(event("Seed 002", "2024-05-09", withDiscs), elo())).toThrow(
      /These games were already applied/,
    );
    expect(() => book.apply(event("Seed 2", "2024-05-09", withDiscs), elo())).not.toThrow();
  });
});

// KBA: scale 800, k 14, α 0.8. E(d) = 1 / (1 + 10^(−d/800)).
const kba = (extra: RatingSettingsInput = {}) =>
  resolveRatingSettings({ method: "kba", grade: 3, stage: "prelim", ...extra });

describe("KBA per game on a list (docs/rules.md §6 examples)", () => {
  // Established players (more than 50 games) get the normal update.
  test("equal ratings, weight 1: winner +7.0, loser −6.2", () => {
    const out = RatingBook.from({ players: [player("W", 9000, 60), player("L", 9000, 70)] }).apply(
      event("Cup", "2024-03-02", [g(1, "W", "L", 1)]),
      kba(),
    );
    expect(out.updates.map((u) => u.delta)).toEqual([expect.closeTo(7.0, 9), expect.closeTo(-6.2, 9)]);
    expect(out.updates.every((u) => !u.provisional)).toBe(true);
  });
  test("9700 beats 9500 in a grade-1 final (3.0): +15.1173 / −14.3173", () => {
    const out = RatingBook.from({ players: [player("H", 9700, 300), player("J", 9500, 300)] }).apply(
      event("Final", "2024-03-02", [g(1, "H", "J", 1)]),
      kba({ grade: 1, stage: "final" }),
    );
    expect(out.updates[0].delta).toBeCloseTo(15.1173, 4);
    expect(out.updates[1].delta).toBeCloseTo(-14.3173, 4);
    expect(out.games.map((x) => [x.player, x.opponentRating, x.result, x.weight])).toEqual([
      ["H", 9500, 1, 3],
      ["J", 9700, 0, 3],
    ]);
  });
  test("9000 beats 9800 in a grade-3 prelim: +12.7273 / −11.9273; an edited table changes the weight", () => {
    const list = [player("U", 9000, 51), player("F", 9800, 51)];
    const out = RatingBook.from({ players: list }).apply(event("Prelim", "2024-03-02", [g(1, "U", "F", 1)]), kba());
    expect(out.updates[0].delta).toBeCloseTo(12.7273, 4);
    expect(out.updates[1].delta).toBeCloseTo(-11.9273, 4);
    // With grade 3 prelim weighted 2 instead of 1, the winner's gain doubles (the consolation α does not).
    const edited = RatingBook.from({ players: list }).apply(
      event("Prelim", "2024-03-02", [g(1, "U", "F", 1)]),
      kba({ weights: { "3": { prelim: 2 } } }),
    );
    expect(edited.updates[0].delta).toBeCloseTo(2 * 12.7273, 3);
    expect(edited.updates[1].delta).toBeCloseTo(2 * (-11.9273 - 0.8) + 0.8, 3);
  });
});

describe("KBA: two events of one month with different weights (an established player, worked by hand)", () => {
  /*
   * E1 and E2 9000, F 9400, all established (100 games). Scale 800, k 14, α 0.8.
   * 4 May, grade-1 final (weight 3.0): E1 beats E2. E = 0.5: E1 +14 × 3 × 0.5 = +21 → 9021;
   *   E2 14 × 3 × (0 − 0.5) + 0.8 = −20.2 → 8979.8.
   * 18 May, grade-3 prelim (weight 1.0): E1 beats F, against the ratings of 1 May (E1 9000, F 9400):
   *   E(−400) = 1 / (1 + 10^0.5) = 0.2402531; E1 +14 × 1 × 0.7597469 = +10.6364570.
   *   E1 = 9000 + 21 + 10.6364570 = 9031.6364570: the month's first game keeps its weight 3.0 (re-weighted by the
   *   second event's 1.0 it would be 9000 + 7 + 10.6364570 = 9017.6364570).
   *   F: 14 × 1 × (0 − 0.7597469) + 0.8 = −9.8364570 → 9390.1635430.
   */
  test("each game of the month keeps its own event's weight", () => {
    const book = RatingBook.from({
      players: [player("E1", 9000, 100), player("E2", 9000, 100), player("F", 9400, 100)],
    });
    const a = book.apply(event("Final", "2024-05-04", [g(1, "E1", "E2", 1)]), kba({ grade: 1, stage: "final" }));
    expect(a.updates.map((u) => [u.key, u.new])).toEqual([
      ["E1", expect.closeTo(9021, 9)],
      ["E2", expect.closeTo(8979.8, 9)],
    ]);
    const b = book.apply(event("Prelim", "2024-05-18", [g(1, "E1", "F", 1)]), kba({ grade: 3, stage: "prelim" }));
    const byB = new Map(b.updates.map((u) => [u.key, u]));
    expect(byB.get("E1")!.new).toBeCloseTo(9031.636457, 6);
    expect(byB.get("E1")!.old).toBeCloseTo(9021, 9);
    expect(byB.get("E1")!.delta).toBeCloseTo(10.636457, 6);
    expect(byB.get("F")!.new).toBeCloseTo(9390.163543, 6);
    expect(book.games.filter((x) => x.player === "E1").map((x) => x.weight)).toEqual([3, 1]);
  });
});

describe("KBA provisional ratings on a list (docs/rules.md §6.4 examples)", () => {
  const opponents = (ratings: number[]) => ratings.map((r, i) => player(`O${i}`, r, 100));
  test("3 games against 9000, 9100, 9200, 2 won → 9250 (a newcomer)", () => {
    const out = RatingBook.from({ players: opponents([9000, 9100, 9200]) }).apply(
      event("Open", "2024-04-06", [g(1, "N", "O0", 1), g(2, "O1", "N", 0), g(3, "N", "O2", 0)]),
      kba(),
    );
    const n = out.updates.find((u) => u.key === "N")!;
    expect(n).toMatchObject({ old: null, delta: null, newcomer: true, provisional: true, games: 3 });
    expect(n.new).toBeCloseTo(9250, 9);
  });
  test("6 games averaging 9000, 4 won → 9277.6667", () => {
    const out = RatingBook.from({ players: opponents([8800, 8900, 9000, 9000, 9100, 9200]) }).apply(
      event("Open", "2024-04-06", [
        g(1, "N", "O0", 1),
        g(2, "N", "O1", 1),
        g(3, "N", "O2", 1),
        g(4, "N", "O3", 1),
        g(5, "N", "O4", 0),
        g(6, "N", "O5", 0),
      ]),
      kba(),
    );
    expect(out.updates.find((u) => u.key === "N")!.new).toBeCloseTo(9277.6667, 4);
  });
  test("10 games against 9000 over two months (the Rated games kept), 7 won → 9294.3814", () => {
    // Ten different opponents at 9000, so each is still 9000 when met; 5 games in April, 5 in May.
    const book = RatingBook.from({ players: opponents(Array(10).fill(9000)) });
    const april = [0, 1, 2, 3, 4].map((i) => g(i + 1, "N", `O${i}`, i < 4 ? 1 : 0)); // 4 won
    const may = [5, 6, 7, 8, 9].map((i) => g(i - 4, `O${i}`, "N", i < 7 ? 1 : 0)); // N loses to O5, O6 and beats O7, O8, O9
    const a = book.apply(event("April open", "2024-04-06", april), kba());
    // After April: 5 games, avg 9000, 4 won → 9000 + (4/5 − 0.5) × 1666 = 9499.8.
    expect(a.updates.find((u) => u.key === "N")!.new).toBeCloseTo(9499.8, 9);
    const m = book.apply(event("May open", "2024-05-04", may), kba());
    const n = m.updates.find((u) => u.key === "N")!;
    expect(n.new).toBeCloseTo(9294.3814, 4);
    expect(n.old).toBeCloseTo(9499.8, 9);
    expect(book.players.get("N")).toMatchObject({ games: 10, provisional: true });
  });
  test("10 games, all won, average 9000 → 10170", () => {
    const book = RatingBook.from({ players: opponents([8800, 8900, 9000, 9100, 9200, 8800, 8900, 9000, 9100, 9200]) });
    const out = book.apply(
      event(
        "Open",
        "2024-04-06",
        Array.from({ length: 10 }, (_, i) => g(i + 1, "N", `O${i}`, 1)),
      ),
      kba(),
    );
    expect(out.updates.find((u) => u.key === "N")!.new).toBeCloseTo(10170, 9);
  });
});

describe("settings", () => {
  test("defaults per method; KBA needs a grade and stage or a weight", () => {
    expect(resolveRatingSettings()).toMatchObject({ method: "elo", k: 32, scale: 400, start: 1600, perRound: false });
    expect(resolveRatingSettings({ method: "kba", grade: 1, stage: "main" })).toMatchObject({
      method: "kba",
      k: 14,
      scale: 800,
      alpha: 0.8,
      weight: 2.3,
    });
    expect(resolveRatingSettings({ method: "kba", weight: 1.7 }).weight).toBe(1.7);
    expect(() => resolveRatingSettings({ method: "kba" })).toThrow(/grade and stage/);
    expect(() => resolveRatingSettings({ method: "elo", k: 0 })).toThrow(/k must be a number greater than 0/);
    expect(() =>
      resolveRatingSettings({ method: "kba", grade: 3, stage: "prelim", weights: { "4": { main: 1 } } }),
    ).toThrow(/grade must be/);
  });
});
