/**
 * Event identity by content (src/engine/ratings/identity.ts, docs/rules.md §5.3), worked by hand: which games a
 * corrected copy shares, and when results without discs are the same games.
 */
import { createHash } from "crypto";
import fc from "fast-check";
import { readArchiveFile } from "../../../src/cli/archive";
import { ARCHIVE, archiveFiles } from "../../helpers/fixtures";
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

describe("fingerprints stay what History sheets already hold", () => {
  // A History written by an earlier version keeps each event's fingerprint (its gamesKey) and is checked against the
  // fingerprints of events applied later: a change in how they are computed would let an event be rated twice. These
  // are the values of every event of the real archive, as the fingerprint was first written (2026-11).
  const events = archiveFiles()
    .map((rel) => ({ rel, read: readArchiveFile(ARCHIVE, rel) }))
    .flatMap(({ rel, read }) => ("event" in read ? [{ rel, games: read.event.ev.games.unpack() }] : []))
    .filter((e) => e.games.length > 0);

  test("two world championships, by hand", () => {
    const of = (rel: string) => gamesFingerprint(events.find((e) => e.rel === rel)!.games);
    expect(of("2010/20101111_WOC_2010.ELO")).toBe("D0c9a59bb9d64da");
    expect(of("1994/19941103_WOC_1994.ELO")).toBe("D0f0883f39a08b9");
  });

  test("every event of the archive: the same fingerprints and the same game lines with discs", () => {
    const sha = (s: string) => createHash("sha256").update(s).digest("hex");
    expect(events).toHaveLength(3908);
    expect(sha(events.map((e) => gamesFingerprint(e.games)).join("\n"))).toBe(
      "5041d36467fb2ecb95600a9b511f5b6865f22a9bd59a3446c24d5ef0f120851c",
    );
    expect(sha(events.flatMap((e) => discGameLines(e.games)).join(","))).toBe(
      "19986d7a8bb5532cf7ce8507ffed08d0d47960216d7920280cec75088e33c300",
    );
  });
});

test("ids longer than the hash's buffer (600 characters) are hashed whole: case aside, one character tells them apart", () => {
  const long = "x".repeat(599);
  const fp = (a: string, b: string) => gamesFingerprint([g(1, a, b, 1, 40, 24)]);
  expect(fp(long + "a", "5537")).toBe(fp((long + "A").toUpperCase(), "5537"));
  expect(fp(long + "a", "5537")).not.toBe(fp(long + "b", "5537"));
  expect(fp("5537", long + "a")).not.toBe(fp("5537", long + "b"));
});

test("sharedGameCount is the size of the two lists' multiset intersection, whatever the lines and their order", () => {
  const intersection = (a: number[], b: number[]) => {
    const left = [...b];
    return a.filter((l) => {
      const k = left.indexOf(l);
      if (k >= 0) left.splice(k, 1);
      return k >= 0;
    }).length;
  };
  const line = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 2 ** 53 - 1 }));
  fc.assert(
    fc.property(fc.array(line, { maxLength: 60 }), fc.array(line, { maxLength: 60 }), (a, b) => {
      expect(sharedGameCount(a, b)).toBe(intersection(a, b));
      expect(sharedGameCount(b, a)).toBe(intersection(a, b));
    }),
    { numRuns: 300 },
  );
});
