/**
 * The proof on the archive (issue "the record is sacred", Done when): the whole WOF archive in
 * test/fixtures/wof_results rated by `rate-history` from an empty list gives every player the rating a second,
 * independent implementation of seed 002 gives (Elo, K 32, scale 400, start 1600, every expectation from the
 * ratings before the event) when every real game is rated once, walkovers are not, and re-sent copies are not rated
 * again. The second implementation below is kept small and shares nothing with the rating list's code
 * (src/engine/ratings/, src/cli/commands/rateHistory.ts): it takes the reader's games (readEloEvent) and does its own
 * bookkeeping, its own copy rules (docs/rules.md §5.3) and its own arithmetic. Every player's final rating must agree
 * to 1e-6.
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import { decodeBytes } from "../../src/formats/decode";
import { readEloEvent } from "../../src/formats/eloEvent";
import { runCli } from "../helpers/cli";
import { FIXTURES } from "../helpers/fixtures";

jest.setTimeout(600_000);

const ARCHIVE = join(FIXTURES, "wof_results");

interface Played {
  round: number;
  black: string;
  white: string;
  /** Black's points: 1, ½ or 0. */
  points: number;
  /** "bd-wd" when the game shows discs a board can hold (at least the 4 it starts with), else "". */
  discs: string;
}

interface Event {
  path: string;
  name: string;
  date: string;
  games: Played[];
}

/** Every file of the archive that reads, with its rated games: played or adjudicated games between two players. */
function archiveEvents(): { events: Event[]; files: number } {
  const events: Event[] = [];
  let files = 0;
  for (const year of readdirSync(ARCHIVE).sort())
    for (const f of readdirSync(join(ARCHIVE, year)).sort()) {
      files++;
      let ev;
      try {
        ev = readEloEvent(decodeBytes(readFileSync(join(ARCHIVE, year, f))).text, f);
      } catch {
        continue;
      }
      const games: Played[] = [];
      for (const g of ev.games) {
        // Byes and forfeits (a walkover is one) are no games to rate.
        if (g.white === null || (g.kind !== "played" && g.kind !== "adjudicated")) continue;
        const shown = g.blackDiscs !== null && g.whiteDiscs !== null && g.blackDiscs + g.whiteDiscs >= 4;
        games.push({
          round: g.round,
          black: g.black,
          white: g.white,
          points: g.blackPoints,
          discs: shown ? `${g.blackDiscs}-${g.whiteDiscs}` : "",
        });
      }
      events.push({ path: `${year}/${f}`, name: ev.name, date: ev.date, games });
    }
  events.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.path < b.path ? -1 : 1));
  return { events, files };
}

const low = (id: string) => id.normalize("NFKC").toLowerCase().trim();
const nameOf = (name: string) => name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
const line = (g: Played) => `${low(g.black)}|${low(g.white)}|${g.points}|${g.discs}`;

/** The second implementation: the final ratings, and which files it took for copies. */
function rateIndependently(events: Event[]): {
  ratings: Map<string, number>;
  games: Map<string, number>;
  copies: string[];
} {
  const ratings = new Map<string, number>();
  const games = new Map<string, number>();
  const copies: string[] = [];
  // Events rated so far: all their games (rounds and all) as one text, and their games with discs as lines.
  const byGames = new Map<string, { date: string; name: string }[]>();
  const withDiscs: string[][] = [];
  const holding = new Map<string, Set<number>>();
  for (const ev of events) {
    if (ev.games.length === 0) continue;
    // The same games: equal texts; results alone also need the same date or name (two matches can end alike).
    const all = ev.games
      .map((g) => `${g.round}|${line(g)}`)
      .sort()
      .join("\n");
    const discs = ev.games.some((g) => g.discs !== "");
    const same = (byGames.get(all) ?? []).some((e) => discs || e.date === ev.date || e.name === nameOf(ev.name));
    // A corrected copy: more than half of its games with discs are games of one earlier event, and more than half
    // of that event's.
    const lines = ev.games.filter((g) => g.discs !== "").map(line);
    const hits = new Map<number, number>();
    for (const l of new Set(lines)) for (const k of holding.get(l) ?? []) hits.set(k, (hits.get(k) ?? 0) + 1);
    const corrected = [...hits.keys()].some((k) => {
      const left = [...withDiscs[k]];
      let shared = 0;
      for (const l of lines) {
        const at = left.indexOf(l);
        if (at >= 0) {
          shared++;
          left.splice(at, 1);
        }
      }
      return 2 * shared > lines.length && 2 * shared > withDiscs[k].length;
    });
    if (same || corrected) {
      copies.push(ev.path);
      continue;
    }
    // Elo as seed 002 states it: ΔR = K (points − Σ E), every E from the ratings before the event.
    const before = (id: string) => ratings.get(id) ?? 1600;
    const change = new Map<string, number>();
    for (const g of ev.games) {
      const e = 1 / (1 + Math.pow(10, (before(g.white) - before(g.black)) / 400));
      change.set(g.black, (change.get(g.black) ?? 0) + 32 * (g.points - e));
      change.set(g.white, (change.get(g.white) ?? 0) + 32 * (1 - g.points - (1 - e)));
      games.set(g.black, (games.get(g.black) ?? 0) + 1);
      games.set(g.white, (games.get(g.white) ?? 0) + 1);
    }
    for (const [id, d] of change) ratings.set(id, before(id) + d);
    const list = byGames.get(all) ?? [];
    list.push({ date: ev.date, name: nameOf(ev.name) });
    byGames.set(all, list);
    const k = withDiscs.push(lines) - 1;
    for (const l of lines) {
      let set = holding.get(l);
      if (!set) holding.set(l, (set = new Set()));
      set.add(k);
    }
  }
  return { ratings, games, copies };
}

test("rate-history on the whole archive: every player's rating as the independent seed 002 gives it (to 1e-6)", async () => {
  const { events, files } = archiveEvents();
  expect(files).toBe(3909);
  const mine = rateIndependently(events);
  // The archive's re-sent copies (docs/rules.md §5.3): 18 with the same games, 2 corrected.
  expect(mine.copies).toHaveLength(20);
  expect(mine.copies).toEqual(
    expect.arrayContaining([
      "2008/20081005_8_Yamanasi_Open.ELO",
      "2016/20161102_WOC_2016.ELO",
      "2024/20241119_16_Chansaa_children_222.ELO",
    ]),
  );

  const r = await runCli(["rate-history", ARCHIVE, "--json"], FIXTURES);
  expect(r.code).toBe(0);
  const list = JSON.parse(r.out) as { id: string; rating: number; games: number }[];
  expect(list.length).toBe(mine.ratings.size);
  const off: string[] = [];
  for (const p of list) {
    const theirs = mine.ratings.get(p.id);
    if (theirs === undefined || Math.abs(theirs - p.rating) > 1e-6 || mine.games.get(p.id) !== p.games)
      off.push(`${p.id}: ${p.rating} (${p.games} games) vs ${theirs} (${mine.games.get(p.id)} games)`);
  }
  expect(off).toEqual([]);
  // rate-history lists the same copies.
  const listed = [...r.err.matchAll(/^ {2}copy (\S+):/gm)].map((m) => m[1]);
  expect(listed.sort()).toEqual([...mine.copies].sort());
});
