/**
 * `rate-history --until` on the real archive (test/fixtures/wof_results/, 3,909 WOF .ELO files): the list rated
 * with only the events up to a date equals the list as of that date computed from the full run's History
 * (listAsOf, docs/rules.md §8.3), at ten dates across the archive at event boundaries (the day before, the day of
 * and the day after an event). The archive is read once; the ten runs rate it with the command's own steps
 * (eventsUntil, then rateEvents), and one date goes through the command line itself.
 */
import { dayBefore, listAsOf, type ListPlayer, type RatingBook } from "../../src/engine";
import { readArchive, rateEvents, type Archive } from "../../src/cli/commands/rateHistory";
import { eventsUntil } from "../../src/cli/commands/historyLists";
import { runCli } from "../helpers/cli";
import { fixturePath, FIXTURES } from "../helpers/fixtures";

// Reading 3,909 files and rating them a dozen times on a shared 2-core machine (a guard, not a timing assertion).
jest.setTimeout(300_000);

const APPLIED = "2026-01-01T00:00:00.000Z";
let archive: Archive;
let full: RatingBook;

beforeAll(async () => {
  archive = await readArchive(fixturePath("wof_results"));
  full = rateEvents(archive, { method: "elo" }, APPLIED).book;
});

/** key → [rating, games] of a list (names aside: a later file may give a player his name). */
const ratingsOf = (players: Iterable<Pick<ListPlayer, "key" | "rating" | "games">>) =>
  new Map([...players].map((p) => [p.key, [p.rating, p.games]] as const));

/** Ten dates spread over the archive, each the day before, the day of or the day after an event. */
function tenDates(): string[] {
  const events = archive.events;
  return Array.from({ length: 10 }, (_, i) => {
    const date = events[Math.floor(((i + 0.5) * events.length) / 10)].ev.date;
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);
    return [dayBefore(date), date, next][i % 3];
  });
}

test("the archive is read and rated in full (the reference the dates are checked against)", () => {
  expect(archive.events.length).toBeGreaterThan(3900);
  expect(full.history.length).toBeGreaterThan(60000);
});

test("--until at ten dates: the ratings equal the full History's ratings at those dates", () => {
  const dates = tenDates();
  expect(new Set(dates).size).toBe(10);
  for (const date of dates) {
    const part = rateEvents(eventsUntil(archive, date), { method: "elo" }, APPLIED).book;
    const asOf = listAsOf([...full.players.values()], full.history, date);
    expect(asOf.length).toBe(part.players.size);
    expect(ratingsOf(asOf)).toEqual(ratingsOf(part.players.values()));
  }
});

test("the command line: rate-history <archive> --until DATE --json gives the same list", async () => {
  const date = tenDates()[4];
  const r = await runCli(["rate-history", "wof_results", "--until", date, "--json"], FIXTURES);
  expect(r.code).toBe(0);
  expect(r.err).toMatch(/Left out [\d,]+ event files? dated after/);
  const list = JSON.parse(r.out) as { id: string; rating: number; games: number }[];
  const asOf = listAsOf([...full.players.values()], full.history, date);
  expect(ratingsOf(list.map((p) => ({ key: p.id, rating: p.rating, games: p.games })))).toEqual(ratingsOf(asOf));
});
