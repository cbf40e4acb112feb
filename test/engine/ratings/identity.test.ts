/**
 * Event identity by content (src/engine/ratings/identity.ts, docs/rules.md §5.3), worked by hand: which games a
 * corrected copy shares, and when results without discs are the same games.
 */
import {
  discGameLines,
  gamesFingerprint,
  mostlySameGames,
  sameGames,
  sharedGameCount,
  type EventGame,
} from "../../../src/engine";

const g = (round: number, a: string, b: string, scoreA: 0 | 0.5 | 1, discsA?: number, discsB?: number): EventGame => ({
  round,
  a,
  b,
  scoreA,
  discsA,
  discsB,
});

describe("a corrected copy: most of both events' games with discs in common", () => {
  // Yamanashi 2008 in small: a player's id fixed (10919 → 5548) in one of four games.
  const first = [
    g(1, "600", "10919", 0.5, 32, 32),
    g(1, "5545", "6816", 1, 43, 21),
    g(2, "6816", "600", 1, 33, 31),
    g(2, "5616", "5545", 1, 51, 13),
  ];
  const fixed = first.map((x, i) => (i === 0 ? { ...x, b: "5548" } : x));

  test("three of four shared (rounds aside): a copy; one of four is not", () => {
    const a = discGameLines(first);
    const b = discGameLines(fixed.map((x) => ({ ...x, round: x.round + 7 })));
    expect(sharedGameCount(a, b)).toBe(3);
    expect(mostlySameGames(3, a, b)).toBe(true);
    expect(mostlySameGames(2, a, b)).toBe(false);
  });

  test("a one-game final whose game a longer event also holds is not its copy (most of one, little of the other)", () => {
    const final = discGameLines([g(1, "488", "12126", 1, 37, 27)]);
    const conference = discGameLines([...first, g(3, "488", "12126", 1, 37, 27)]);
    expect(sharedGameCount(final, conference)).toBe(1);
    expect(mostlySameGames(1, final, conference)).toBe(false);
  });

  test("a repeated game counts as often as both hold it; results without discs and '(01)>(00)' count not at all", () => {
    const twice = discGameLines([
      g(1, "1", "2", 1, 40, 24),
      g(2, "1", "2", 1, 40, 24),
      g(3, "1", "2", 1),
      g(4, "1", "2", 1, 1, 0),
    ]);
    // Rounds aside, the two games with discs are one game twice; the others have none.
    expect(twice).toHaveLength(2);
    expect(twice[0]).toBe(twice[1]);
    expect(sharedGameCount(twice, discGameLines([g(9, "1", "2", 1, 40, 24)]))).toBe(1);
    // Black, White, result and discs each make another game; the case of an id does not.
    const key = (x: EventGame) => discGameLines([x])[0];
    const base = g(1, "ab", "2", 1, 40, 24);
    expect(key({ ...base, a: "AB" })).toBe(key(base));
    for (const other of [
      { ...base, a: "2", b: "ab" },
      { ...base, scoreA: 0 as const },
      { ...base, discsA: 41, discsB: 23 },
      { ...base, b: "3" },
    ])
      expect(key(other)).not.toBe(key(base));
  });
});

describe("sameGames: the fingerprint, and for results without discs the date or the name", () => {
  // The 1995 Kanto Meijin Junior final and the 1996 Kyoto Champion match: "698 > 5522" twice, both.
  const match = gamesFingerprint([g(1, "698", "5522", 1), g(2, "698", "5522", 1)]);
  test("two events of results alone, other names and dates: not the same games", () => {
    expect(match).toMatch(/^R/);
    expect(
      sameGames(
        { fingerprint: match, date: "1995-04-23", name: "9th Kanto Meijin Junior" },
        { fingerprint: match, date: "1996-08-11", name: "9th Kyoto Champion" },
      ),
    ).toBe(false);
    expect(
      sameGames(
        { fingerprint: match, date: "1995-04-23", name: "A" },
        { fingerprint: match, date: "1995-04-23", name: "B" },
      ),
    ).toBe(true);
    expect(
      sameGames(
        { fingerprint: match, date: "1995-04-23", name: "Kyoto  champion" },
        { fingerprint: match, date: "1996-08-11", name: "KYOTO Champion" },
      ),
    ).toBe(true);
  });
  test("with discs, under any name and date", () => {
    const d = gamesFingerprint([g(1, "698", "5522", 1, 40, 24)]);
    expect(
      sameGames({ fingerprint: d, date: "1995-04-23", name: "A" }, { fingerprint: d, date: "2024-10-19", name: "B" }),
    ).toBe(true);
  });
});
