/**
 * The pane's tie-break order editor: its pure edits (taskpane/tiebreak-order.ts) keep a list of
 * distinct known tie-breaks, and the edited order reaches the engine through "Compute standings"
 * (overrides.tiebreaks): the written sheet is ranked by points, then that chain, on a real event.
 */
import fc from "fast-check";
import {
  ALL_TIEBREAKS,
  addTiebreak,
  availableTiebreaks,
  moveTiebreak,
  removeTiebreak,
  sameOrder,
} from "../../taskpane/tiebreak-order";
import { computeInWorkbook } from "../../taskpane/flow";
import { computeStandings, TIEBREAK_LIST } from "../../src/engine/standings";
import type { TiebreakId } from "../../src/engine/settings";
import { PRESETS, PRESET_IDS } from "../../src/engine/presets";
import { STANDINGS_LABELS } from "../../src/sheets";
import { col, hostOf, marche, workbookOf } from "../helpers/workbooks";

/** One click of the editor: ↑ / ↓ / ✕ on entry `at`, or Add of the `at`-th tie-break offered. */
type Click = { kind: "up" | "down" | "remove" | "add"; at: number };
const click = fc.record({
  kind: fc.constantFrom("up" as const, "down" as const, "remove" as const, "add" as const),
  at: fc.nat(20),
});

function apply(order: TiebreakId[], c: Click): TiebreakId[] {
  if (c.kind === "add") {
    const offered = availableTiebreaks(order);
    return offered.length === 0 ? order : addTiebreak(order, offered[c.at % offered.length]);
  }
  if (order.length === 0) return order;
  const i = c.at % order.length;
  return c.kind === "remove" ? removeTiebreak(order, i) : moveTiebreak(order, i, c.kind === "up" ? -1 : 1);
}

const presetOrder = fc.constantFrom(...PRESET_IDS).map((id) => PRESETS[id].settings.tiebreaks.slice());

describe("tie-break order edits (pure)", () => {
  it("knows every tie-break of the engine, in its menu order", () => {
    expect(ALL_TIEBREAKS).toEqual(TIEBREAK_LIST.map((t) => t.id));
  });

  it("any sequence of clicks from any preset keeps distinct known ids; chosen + offered = all", () => {
    fc.assert(
      fc.property(presetOrder, fc.array(click, { maxLength: 30 }), (start, clicks) => {
        let order = start;
        for (const c of clicks) {
          const prev = order;
          const copy = prev.slice();
          order = apply(prev, c);
          expect(prev).toEqual(copy); // the edits never change the list they are given
        }
        expect(new Set(order).size).toBe(order.length);
        for (const id of order) expect(ALL_TIEBREAKS).toContain(id);
        const offered = availableTiebreaks(order);
        expect([...order, ...offered].sort()).toEqual([...ALL_TIEBREAKS].sort());
        // The offer keeps the engine's menu order.
        expect(offered).toEqual(ALL_TIEBREAKS.filter((id) => offered.includes(id)));
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it("↑ then ↓ on the moved entry restores the order; a move swaps exactly two neighbours", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ALL_TIEBREAKS], { minLength: 2 }), fc.nat(), (order, k) => {
        const i = 1 + (k % (order.length - 1)); // an entry that can go up
        const up = moveTiebreak(order, i, -1);
        expect(up[i - 1]).toBe(order[i]);
        expect(up[i]).toBe(order[i - 1]);
        expect(up.filter((id, j) => id !== order[j])).toHaveLength(2);
        expect(moveTiebreak(up, i - 1, 1)).toEqual(order);
      }),
      { numRuns: 200, seed: 12 },
    );
  });

  it("refuses impossible clicks: the first up, the last down, adding a chosen or unknown id", () => {
    const order: TiebreakId[] = ["bq", "discs"];
    expect(moveTiebreak(order, 0, -1)).toEqual(order);
    expect(moveTiebreak(order, 1, 1)).toEqual(order);
    expect(addTiebreak(order, "bq")).toEqual(order);
    expect(addTiebreak(order, "nonsense" as TiebreakId)).toEqual(order);
    expect(moveTiebreak(order, 1, -1)).toEqual(["discs", "bq"]);
    expect(removeTiebreak(order, 0)).toEqual(["discs"]);
    expect(addTiebreak(["discs"], "bq")).toEqual(["discs", "bq"]);
    expect(sameOrder(["bq", "discs"], ["bq", "discs"])).toBe(true);
    expect(sameOrder(["bq", "discs"], ["discs", "bq"])).toBe(false);
    expect(sameOrder(["bq"], ["bq", "discs"])).toBe(false);
  });
});

describe("the edited order reaches the written Standings (Marche-en-Famenne 2026, WOC preset)", () => {
  const ftd = marche();
  const request = { resultsSheet: "Results", playersSheet: "Players", preset: "woc" as const, locale: "en" as const };
  const L = STANDINGS_LABELS.en;

  it("discs before BQ: REIJNDERS (5 pts, most discs of the 5-pointers) goes from 5th to 2nd, as the engine says", async () => {
    const fake = workbookOf(ftd.tournament);
    const out = await computeInWorkbook(hostOf(fake), {
      ...request,
      overrides: { tiebreaks: moveTiebreak(PRESETS.woc.settings.tiebreaks, 1, -1) },
    });
    if (out.kind !== "written") throw new Error(out.kind);
    const values = fake.book.values("Standings");
    expect(values[0].slice(4, 6)).toEqual([L.tiebreaks.discs, L.tiebreaks.bq]); // columns in chain order
    const players = values.slice(1).map((r) => r[col(values, "Player")]);
    const engine = computeStandings(ftd.tournament, { preset: "woc", overrides: { tiebreaks: ["discs", "bq"] } });
    expect(players).toEqual(engine.rows.map((r) => r.name));
    expect(players.slice(0, 5)).toEqual([
      "SCHOTTE Tom",
      "REIJNDERS Ralph",
      "THIJS Wouter",
      "VAES Dimitri",
      "VAN DAMME Brecht",
    ]);
    // …and differs from the preset's order, where REIJNDERS is 5th.
    const preset = computeStandings(ftd.tournament, { preset: "woc" });
    expect(preset.rows[4].name).toBe("REIJNDERS Ralph");
  });

  // Tie-breaks where more is better and that need no ratings (Marche's players have ratings, but
  // aro/performance are kept out to keep the check simple); name/id/directEncounter are not numbers.
  const numeric: TiebreakId[] = [
    "bq",
    "discs",
    "discDiff",
    "buchholz",
    "buchholzCut1",
    "medianBuchholz",
    "sonnebornBerger",
    "progressive",
    "wins",
  ];

  it("for any edited chain, rows go by points, then the chain's values in its order (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(numeric, { maxLength: 4 }), async (chain) => {
        const fake = workbookOf(ftd.tournament);
        const out = await computeInWorkbook(hostOf(fake), { ...request, overrides: { tiebreaks: chain } });
        if (out.kind !== "written") throw new Error(out.kind);
        expect(out.standings.tiebreaks.map((t) => t.id)).toEqual(chain);
        const key = (r: (typeof out.standings.rows)[number]) => [
          r.points,
          ...chain.map((id) => r.tiebreaks[id] as number),
        ];
        const rows = out.standings.rows;
        for (let i = 1; i < rows.length; i++) {
          const a = key(rows[i - 1]);
          const b = key(rows[i]);
          const first = a.findIndex((v, j) => Math.abs(v - b[j]) > 1e-9);
          if (first < 0)
            expect(rows[i].rank).toBe(rows[i - 1].rank); // fully tied: shared rank
          else expect(a[first]).toBeGreaterThan(b[first]);
        }
        // The sheet is written in that order too.
        const values = fake.book.values("Standings");
        expect(values.slice(1).map((r) => r[col(values, "Player")])).toEqual(rows.map((r) => r.name));
      }),
      { numRuns: 40, seed: 13 },
    );
  });
});
