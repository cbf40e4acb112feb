/**
 * Properties of the rating list through the sheets (fast-check): apply then undo restores the list exactly;
 * re-applying is refused; Elo changes of a closed group sum to 0; a player's change is what the cell
 * functions OTHELLO.ELO_DELTA / OTHELLO.BADUK_DELTA give for his games.
 */
import fc from "fast-check";
import type { RatingSettingsInput } from "../../src/engine";
import { planRatingUndo, planRatingUpdate } from "../../src/sheets";
import { badukDeltaFunction, eloDeltaFunction } from "../../src/functions/functions";
import { ok, RESULTS_HEADER, written, type Book } from "./ratings-helpers";
import { arbEvent, arbList, type GenEvent, type GenList } from "./ratings-property-gen";

const col = (xs: number[]) => xs.map((x) => [x]);

function resultsOf(ev: GenEvent): unknown[][] {
  const discs = (s: number) => (s === 1 ? [40, 24] : s === 0.5 ? [32, 32] : [24, 40]);
  return [RESULTS_HEADER, ...ev.games.map((g) => [g.round, g.black, ...discs(g.score), g.white])];
}

/** Two events with the same games: the second is the first sent again, refused (docs/rules.md §5.3). */
const sameGames = (a: GenEvent, b: GenEvent) =>
  JSON.stringify(resultsOf(a).slice(1).map(String).sort()) === JSON.stringify(resultsOf(b).slice(1).map(String).sort());

function apply(book: Book, ev: GenEvent, settings: RatingSettingsInput, name = "Event", date = "2025-03-08") {
  return planRatingUpdate({
    results: { sheetName: "Results", values: resultsOf(ev) },
    ...book,
    event: { name, date, appliedAt: `${date}T18:00:00.000Z` },
    settings,
  });
}

const settingsArb: fc.Arbitrary<RatingSettingsInput> = fc.oneof(
  fc.record({ method: fc.constant("elo" as const), perRound: fc.boolean(), k: fc.constantFrom(16, 32) }),
  fc.record({
    method: fc.constant("kba" as const),
    grade: fc.constantFrom(1 as const, 2 as const, 3 as const, "restricted" as const),
    stage: fc.constantFrom("prelim" as const, "main" as const, "final" as const),
  }),
);

/** A list and events among its players (with up to `newcomers` new players each). */
const listWithEvents = (newcomers: number, options: { minGames?: number } = {}) =>
  arbList(options).chain((list: GenList) => {
    const names = list.players.map((p) => p.name);
    return fc.tuple(fc.constant(list), arbEvent(names, newcomers), arbEvent(names, newcomers));
  });

const start = (list: GenList): Book => ({ ratings: { sheetName: "Ratings", values: list.values } });

describe("rating list properties", () => {
  test("apply then undo restores the Ratings, Rating history and Rated games sheets exactly", () => {
    fc.assert(
      fc.property(listWithEvents(2), settingsArb, fc.boolean(), ([list, first, second], settings, earlier) => {
        let before = start(list);
        // Sometimes an earlier event (a month before) is on the History already (another event: other games).
        fc.pre(!(earlier && sameGames(first, second)));
        if (earlier) before = written(ok(apply(before, first, settings, "Earlier", "2025-02-08")).writes, before);
        const after = written(ok(apply(before, second, settings)).writes, before);
        const undone = written(
          ok(planRatingUndo({ ...after, event: { name: "Event", date: "2025-03-08" } })).writes,
          after,
        );
        expect(undone.ratings!.values).toEqual(before.ratings!.values);
        if (before.history) expect(undone.history!.values).toEqual(before.history.values);
        else expect(undone.history!.values.slice(1)).toEqual([]);
        if (before.games) expect(undone.games!.values).toEqual(before.games.values);
        else expect((undone.games?.values ?? []).slice(1)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  test("re-applying an event is refused and nothing is planned", () => {
    fc.assert(
      fc.property(listWithEvents(2), settingsArb, ([list, ev], settings) => {
        const before = start(list);
        const after = written(ok(apply(before, ev, settings)).writes, before);
        const again = apply(after, ev, settings);
        expect(again.ok).toBe(false);
        expect(again.problems.filter((p) => p.severity === "error").map((p) => p.code)).toEqual([
          "event-already-applied",
        ]);
      }),
      { numRuns: 80 },
    );
  });

  test("the same games again under another name and date are refused as the same games (docs/rules.md §5.3)", () => {
    fc.assert(
      fc.property(listWithEvents(2), settingsArb, ([list, ev], settings) => {
        const before = start(list);
        const after = written(ok(apply(before, ev, settings)).writes, before);
        const again = apply(after, ev, settings, "Event sent again", "2025-04-12");
        expect(again.ok).toBe(false);
        expect(again.problems.filter((p) => p.severity === "error").map((p) => [p.code, p.params?.event])).toEqual([
          ["event-same-games", "Event"],
        ]);
      }),
      { numRuns: 80 },
    );
  });

  test("Elo: the changes of the players of an event (a closed group) sum to 0, newcomers included", () => {
    fc.assert(
      fc.property(listWithEvents(3), fc.boolean(), ([list, ev], perRound) => {
        const p = ok(apply(start(list), ev, { method: "elo", perRound }));
        expect(p.preview.reduce((s, r) => s + r.delta!, 0)).toBeCloseTo(0, 8);
      }),
      { numRuns: 150 },
    );
  });

  test("a player's change is OTHELLO.ELO_DELTA of his games (Elo) and OTHELLO.BADUK_DELTA (KBA, established)", () => {
    fc.assert(
      fc.property(
        listWithEvents(0, { minGames: 51 }),
        fc.constantFrom("elo" as const, "kba" as const),
        ([list, ev], method) => {
          const settings: RatingSettingsInput = method === "elo" ? { method } : { method, grade: 2, stage: "main" }; // weight 1.9
          const p = ok(apply(start(list), ev, settings));
          const before = new Map(list.players.map((x) => [x.name, x.rating]));
          for (const row of p.preview) {
            const mine = ev.games.filter((g) => g.black === row.name || g.white === row.name);
            const opps = mine.map((g) => before.get(g.black === row.name ? g.white : g.black)!);
            const res = mine.map((g) => (g.black === row.name ? g.score : 1 - g.score));
            const cell =
              method === "elo"
                ? eloDeltaFunction(row.old, col(opps), col(res), null, null)
                : badukDeltaFunction(row.old, col(opps), col(res), [[1.9]], null, null, null);
            expect(row.delta).toBeCloseTo(cell, 9);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
