/**
 * src/cli/archive.ts: what `rate-history` keeps of each archived file until it is rated. The games are kept packed
 * (ArchiveGames) and unpacked when the event is rated: unpacked, they must be exactly the engine's eventGamesOf of
 * the file's games (rounds, ids, results, discs given, not given or unset), on real files and on random events; the
 * names and countries kept are the file's.
 */
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { eventGamesOf, type Game } from "../../src/engine";
import { ArchiveGames, readArchiveFile } from "../../src/cli/archive";
import { decodeBytes } from "../../src/formats/decode";
import { readEloEvent } from "../../src/formats/eloEvent";
import { arbTournament, adjudicated, bye, forfeit, game } from "../helpers/tournaments";
import { ARCHIVE, archiveFiles } from "../helpers/fixtures";

const same = (id: string) => id;

describe("ArchiveGames", () => {
  test("unpacked, the games are eventGamesOf's: played, adjudicated and drawn games kept, byes and forfeits not", () => {
    const games: Game[] = [
      game(1, "5537", 40, 24, "698"),
      game(1, "12", 32, 32, "13"),
      adjudicated(2, "698", "12", 0.5),
      bye(2, "13"),
      forfeit(3, "13", "5537"),
      { ...game(3, "698", 33, 31, "5537"), blackDiscs: undefined as unknown as null },
    ];
    const packed = ArchiveGames.of(games, same);
    expect(packed.length).toBe(4);
    expect(packed.unpack()).toEqual(eventGamesOf(games));
    // undefined discs stay undefined (not null): the games' fingerprint tells them apart from none given.
    expect(packed.unpack()[3]).toHaveProperty("discsA", undefined);
    expect(packed.unpack()[2]).toMatchObject({ a: "698", b: "12", scoreA: 0.5, discsA: null, discsB: null });
  });

  test("random events: unpack(of(games)) = eventGamesOf(games), ids shared through the intern function", () => {
    fc.assert(
      fc.property(arbTournament({ irregular: true, absences: true }), (t) => {
        const texts = new Set<string>();
        const intern = (id: string) => (texts.add(id), id);
        const packed = ArchiveGames.of(t.games, intern);
        const unpacked = packed.unpack();
        expect(unpacked).toEqual(eventGamesOf(t.games));
        expect(packed.length).toBe(unpacked.length);
        for (const g of unpacked) expect(texts.has(g.a) && texts.has(g.b)).toBe(true);
      }),
    );
  });

  test("a result that is not 0, ½ or 1 is refused, not packed as another", () => {
    const odd = { ...game(1, "1", 40, 24, "2"), blackPoints: 0.25 };
    expect(() => ArchiveGames.of([odd], same)).toThrow(/cannot pack/);
  });
});

describe("readArchiveFile on real files", () => {
  // The files of two years (a few hundred events), each read as rate-history reads it and as readEloEvent reads it.
  const files = archiveFiles().filter((f) => f.startsWith("2010/") || f.startsWith("1995/"));

  test("the games, names and countries kept are the file's", () => {
    expect(files.length).toBeGreaterThan(100);
    for (const rel of files) {
      const read = readArchiveFile(ARCHIVE, rel);
      const ev = readEloEvent(decodeBytes(fs.readFileSync(path.join(ARCHIVE, rel))).text, path.basename(rel));
      if (!("event" in read)) throw new Error(`${rel}: ${read.skipped.reason}`);
      const kept = read.event.ev;
      expect(kept.games.unpack()).toEqual(eventGamesOf(ev.games));
      expect([...kept.names]).toEqual(ev.file.tournament.players.map((p) => [p.id, p.name]));
      const countries = ev.file.tournament.players.filter((p) => p.country?.trim());
      expect([...kept.countries]).toEqual(countries.map((p) => [p.id, p.country!.trim()]));
      expect([kept.name, kept.date, kept.unknownIdGames]).toEqual([ev.name, ev.date, ev.unknownIdGames]);
    }
  });
});
