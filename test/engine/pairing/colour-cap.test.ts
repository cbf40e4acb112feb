/**
 * Colours as PAPP does them. In the WOC preset the colour imbalance is only a penalty
 * (0/20/105/225/530/1075 for |blacks − whites| = 0..5+ after the game, docs/rules.md §4), not a strict
 * rule; the strict cap |blacks − whites| ≤ N is a setting (maxColourImbalance), on in no preset.
 *
 * - A hand-built round where accepting a 3 is far cheaper than floating: without the cap it is
 *   accepted, with the cap it is refused and four players float (expectations worked by hand).
 * - The real World Championship rounds where the old strict cap of 2 made the pairing worse than
 *   PAPP's on PAPP's own penalty (PAPP let one player reach 3): WOC 1994 round 9 and WOC 2024
 *   round 13. With the WOC preset the pairing is now no worse than PAPP's; with the cap on it
 *   still holds the cap and pays for it.
 * (The 2010 and 2014 replays, replay.test.ts, run with the same preset.)
 */
import { parseEloFile } from "../../../src/formats/elo";
import { evaluatePairing, pairRound, PairingSuccess, WOC_SETTINGS } from "../../../src/engine/pairing";
import type { Tournament } from "../../../src/engine/model";
import { explainPair } from "../../../src/sheets";
import { colourCapEvent } from "../../fixtures/colour-cap-round";
import { fixture } from "../../helpers/fixtures";

// The machine is shared (2 cores, several jobs): a generous limit, not a timing assertion.
jest.setTimeout(120_000);

/** |blacks − whites| of every player after the round `pairs`, counted from the raw games. */
function imbalanceAfter(
  t: Tournament,
  round: number,
  pairs: readonly { black: string; white: string | null }[],
): Map<string, number> {
  const diff = new Map<string, number>(t.players.map((p) => [p.id, 0]));
  const games = [
    ...t.games.filter((g) => g.round < round && g.kind === "played" && g.white !== null),
    ...pairs.filter((p) => p.white !== null),
  ];
  for (const g of games) {
    diff.set(g.black, diff.get(g.black)! + 1);
    diff.set(g.white!, diff.get(g.white!)! - 1);
  }
  return new Map([...diff].map(([id, d]) => [id, Math.abs(d)]));
}

const above = (m: Map<string, number>, cap: number) =>
  [...m]
    .filter(([, d]) => d > cap)
    .map(([id]) => id)
    .sort();
const paired = (res: PairingSuccess) => res.pairs.map((p) => [p.black, p.white ?? "BYE"].sort().join("–")).sort();

function ok(res: ReturnType<typeof pairRound>): PairingSuccess {
  if (!res.ok) throw new Error(res.error.message);
  return res;
}

describe("the WOC preset has no strict colour cap", () => {
  it("maxColourImbalance is off (null) by default; the colour table is PAPP's", () => {
    expect(WOC_SETTINGS.maxColourImbalance).toBeNull();
    expect(WOC_SETTINGS.colourImbalance).toEqual([0, 20, 105, 225, 530, 1075]);
  });
});

describe("hand-built round 3: two +2 players alone on 2 points, two −2 players alone on 0", () => {
  const t = colourCapEvent();

  it("without a cap, accepts two players at |b−w| = 3 instead of four floats (total 600, by hand)", () => {
    const res = ok(pairRound(t, { round: 3 }));
    // Ann–Ben and Gus–Hal stay in their groups; 1-point players pair "had Black last" with "had White last".
    expect(paired(res)).toEqual(expect.arrayContaining(["Ann–Ben", "Gus–Hal"]));
    for (const p of res.pairs.filter((q) => ["Cho", "Dov", "Eva", "Fay"].includes(q.black))) {
      expect(["Eva", "Fay"]).toContain(p.black); // due Black after White last round
      expect(["Cho", "Dov"]).toContain(p.white);
    }
    // Ann–Ben: Black ends at +3: 225 + 15 (Black again), White at +1: 20 → 260; Gus–Hal the same
    // mirrored → 260; Eva/Fay Black (+1: 20) against Cho/Dov White (−1: 20) → 40 twice. No float.
    expect(res.totalPenalty).toBe(600);
    expect(above(imbalanceAfter(t, 3, res.pairs), 2)).toHaveLength(2);
    const ev = evaluatePairing(t, 3, res.pairs);
    expect(ev.floaters).toBe(0);
    expect(res.tiers.colourCapViolations).toBe(0); // no cap, nothing counted
  });

  it("with the cap at 2, refuses the 3s and floats Ann, Ben down and Gus, Hal up (no rematch)", () => {
    const res = ok(pairRound(t, { round: 3, settings: { maxColourImbalance: 2 } }));
    expect(above(imbalanceAfter(t, 3, res.pairs), 2)).toEqual([]);
    expect(res.tiers).toEqual({ rematches: 0, colourCapViolations: 0, byeAboveLowestGroup: false });
    const ev = evaluatePairing(t, 3, res.pairs, { maxColourImbalance: 2 });
    expect(ev.floaters).toBe(8);
    expect(ev.largestGap).toBe(1);
    for (const top of ["Ann", "Ben", "Gus", "Hal"]) {
      const p = res.pairs.find((q) => q.black === top || q.white === top)!;
      const other = p.black === top ? p.white : p.black;
      expect(["Cho", "Dov", "Eva", "Fay"]).toContain(other);
    }
    // It pays: four one-point floats cost at least 4 × PAPP's float[2] = 4 × 40,588.
    expect(res.totalPenalty).toBeGreaterThanOrEqual(4 * 40_588);
    // … and the reasons name the four floats
    expect(res.pairs.filter((p) => p.reasons.some((r) => r.kind === "float"))).toHaveLength(4);
  });

  it("the cap is a priority, not a prohibition: when no pairing keeps it, the round is still paired and says so", () => {
    // Only Ann and Ben (both +2) are present: their game takes one of them to 3 whatever the colours.
    const res = ok(
      pairRound(t, {
        round: 3,
        absent: ["Cho", "Dov", "Eva", "Fay", "Gus", "Hal"],
        settings: { maxColourImbalance: 2 },
      }),
    );
    expect(paired(res)).toEqual(["Ann–Ben"]);
    expect(res.tiers.colourCapViolations).toBe(1);
    const reasons = res.pairs[0].reasons.filter((r) => r.kind === "colour-imbalance");
    expect(reasons).toEqual([{ kind: "colour-imbalance", player: res.pairs[0].black, imbalance: 3 }]);
    expect(explainPair(res.pairs[0], t)).toContain("no complete round avoided it");
  });
});

/**
 * WOC 2024 lists five players with "-" for a rating; the .ELO reader does not take "-" as "no
 * rating" yet, so that field is dropped here (ratings do not enter PAPP's penalty).
 */
const events: [string, number, Tournament][] = [
  ["WOC 1994", 9, parseEloFile(fixture("19941103_WOC_1994.ELO")).tournament],
  ["WOC 2024", 13, parseEloFile(fixture("20241025_WOC_2024.ELO").replace(/, -[ \t]*$/gm, "")).tournament],
];

describe.each(events)("%s round %i: PAPP accepted a 3", (_name, r, t) => {
  const before = { ...t, games: t.games.filter((g) => g.round < r) };
  const playing = new Set(
    t.games.filter((g) => g.round === r).flatMap((g) => (g.white === null ? [g.black] : [g.black, g.white])),
  );
  const absent = t.players.map((p) => p.id).filter((id) => !playing.has(id));
  const theirs = t.games.filter((g) => g.round === r).map((g) => ({ black: g.black, white: g.white }));

  it("PAPP's own pairing took one player to |b−w| = 3", () => {
    expect(above(imbalanceAfter(t, r, theirs), 2)).toHaveLength(1);
  });

  it("WOC preset: every present player once, no same-colour rematch, PAPP penalty ≤ PAPP's", () => {
    const res = ok(pairRound(before, { round: r, absent }));
    const seated = res.pairs.flatMap((p) => (p.white === null ? [p.black] : [p.black, p.white]));
    expect(new Set(seated).size).toBe(seated.length);
    expect(new Set(seated)).toEqual(playing);
    const met = new Set(before.games.filter((g) => g.white !== null).map((g) => `${g.black}>${g.white}`));
    for (const p of res.pairs) if (p.white !== null) expect(met.has(`${p.black}>${p.white}`)).toBe(false);
    const ours = evaluatePairing(t, r, res.pairs);
    expect(ours.total).toBe(res.totalPenalty);
    expect(ours.rematches).toBe(0);
    expect(ours.total).toBeLessThanOrEqual(evaluatePairing(t, r, theirs).total);
  });

  it("with the strict cap of 2 (as before): the cap holds and the round costs more than PAPP's", () => {
    const res = ok(pairRound(before, { round: r, absent, settings: { maxColourImbalance: 2 } }));
    expect(above(imbalanceAfter(t, r, res.pairs), 2)).toEqual([]);
    expect(evaluatePairing(t, r, res.pairs).total).toBeGreaterThan(evaluatePairing(t, r, theirs).total);
  });
});
