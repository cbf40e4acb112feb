/**
 * The real WOF archive (test/fixtures/wof_results: 3,909 files, 1981–2026) rated with KBA from an empty list and
 * the default settings (docs/rules.md §6.6): every event with rated games is rated (none refused, none left out in
 * silence), every rating stays above 0 and inside KBA's plausible band around the list's median (§6.7). With
 * newcomers counted as 1,600, as before, ratings went below 0 and 14 events could not be rated.
 */
import { readArchive, rateEvents } from "../../src/cli/commands/rateHistory";
import { isPlausible, median, plausibleRatings } from "../../src/engine";
import { fixturePath } from "../helpers/fixtures";

jest.setTimeout(180_000); // 3,909 files read and rated on a shared machine (not a timing assertion)

test("KBA from an empty list: every readable event rated, every rating above 0 and plausible", async () => {
  const archive = await readArchive(fixturePath("wof_results"));
  const run = rateEvents(archive, { method: "kba", grade: 3, stage: "prelim" }, "2026-01-01T00:00:00.000Z");
  expect(run.notRated).toEqual([]);
  // Files are skipped only when unreadable or without a rated game: never for a rating reason.
  const noGames = run.skipped.filter((s) => s.reason === "no rated game");
  expect(run.skipped.filter((s) => s.reason !== "no rated game" && !archive.skipped.includes(s))).toEqual([]);
  // Re-sent copies of an event are rated once (docs/rules.md §5.3): the others are listed, not rated.
  expect(run.rated).toBe(archive.events.length - noGames.length - run.duplicates.length);
  const ratings = [...run.book.players.values()].map((p) => p.rating);
  expect(Math.min(...ratings)).toBeGreaterThan(0);
  const band = plausibleRatings("kba", median(ratings));
  expect(ratings.filter((r) => !isPlausible(r, band))).toEqual([]);
});
