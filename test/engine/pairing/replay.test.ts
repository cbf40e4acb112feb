/**
 * Replays of real events: for every round r, pair from the true history of rounds 1..r−1 and
 * compare with what was actually paired. WOC 2010 and 2014 were paired by PAPP (64 players, 13
 * rounds); our PAPP penalty under the same tables must be ≤ PAPP's, with no rule broken.
 * The FlipTheDisc events (11 players with a bye every round, 14 players) were paired by another
 * program; there we check the rules and that our penalty is ≤ theirs.
 */
import { parseEloFile } from "../../../src/formats/elo";
import { parseFtdJson } from "../../../src/formats/flipTheDisc";
import { evaluatePairing, pairRound, PairingSuccess } from "../../../src/engine/pairing";
import { Tournament } from "../../../src/engine/model";
import { PAPP_DEFAULTS, pappRound, pappTotal } from "./papp-tables";
import { fixture } from "../../helpers/fixtures";

jest.setTimeout(180_000);

function before(t: Tournament, r: number): Tournament {
  return { ...t, games: t.games.filter((g) => g.round < r) };
}

/** Everyone with a game (or bye) in round r of the real event. */
function playersIn(t: Tournament, r: number): Set<string> {
  const playing = new Set<string>();
  for (const g of t.games.filter((x) => x.round === r)) {
    playing.add(g.black);
    if (g.white !== null) playing.add(g.white);
  }
  return playing;
}

function checkRules(t: Tournament, r: number, res: PairingSuccess): void {
  // Present = everyone who has a game (or bye) in round r in the real event.
  const expected = playersIn(t, r);
  const seen: string[] = [];
  for (const p of res.pairs) {
    seen.push(p.black);
    if (p.white !== null) seen.push(p.white);
  }
  expect(new Set(seen).size).toBe(seen.length); // nobody twice
  expect(new Set(seen)).toEqual(expected); // everybody present
  // Never the same colours again for a pair that met.
  const met = new Set(t.games.filter((g) => g.round < r && g.white !== null).map((g) => `${g.black}>${g.white}`));
  for (const p of res.pairs) if (p.white !== null) expect(met.has(`${p.black}>${p.white}`)).toBe(false);
  // Boards numbered 1..n, bye last.
  expect(res.pairs.map((p) => p.table)).toEqual(res.pairs.map((_, i) => i + 1));
  const byeAt = res.pairs.findIndex((p) => p.white === null);
  if (byeAt >= 0) expect(byeAt).toBe(res.pairs.length - 1);
}

/** Absent players of round r in the real event (present in the list, not withdrawn, no game). */
function absentAt(t: Tournament, r: number): string[] {
  const playing = playersIn(t, r);
  return t.players.map((p) => p.id).filter((id) => !playing.has(id));
}

/**
 * Pair round r from the real history of rounds 1..r−1 (the real absentees absent), check the
 * rules, and evaluate both our pairing and the event's own under our penalty tables.
 */
function replayRound(t: Tournament, r: number) {
  const res = pairRound(before(t, r), { round: r, absent: absentAt(t, r) });
  if (!res.ok) throw new Error(res.error.message);
  checkRules(t, r, res);
  const actual = t.games.filter((g) => g.round === r).map((g) => ({ black: g.black, white: g.white }));
  return { res, theirs: evaluatePairing(t, r, actual), ours: evaluatePairing(t, r, res.pairs) };
}

describe.each([
  ["20101111_WOC_2010.ELO", 13],
  ["20141106_WOC_2014.ELO", 13],
])("replay of %s (paired by PAPP)", (file, rounds) => {
  const t = parseEloFile(fixture(file)).tournament;

  it.each(Array.from({ length: rounds - 1 }, (_, i) => i + 2))("round %i: no rule broken, penalty ≤ PAPP's", (r) => {
    const { res, theirs, ours } = replayRound(t, r);
    expect(ours.total).toBe(res.totalPenalty);
    expect(theirs.sameColourRematches).toBe(0);
    // Scored by PAPP's tables written out in the test (papp-tables.ts), independently of the
    // engine: our round is no dearer than PAPP's own, and the engine's figures are those tables'.
    const actual = t.games.filter((g) => g.round === r).map((g) => ({ black: g.black, white: g.white }));
    const pr = pappRound(t, r, [...playersIn(t, r)]);
    expect(pappTotal(pr, res.pairs)).toBeLessThanOrEqual(pappTotal(pr, actual));
    expect([ours.total, theirs.total]).toEqual([pappTotal(pr, res.pairs), pappTotal(pr, actual)]);
    expect(ours.rematches).toBeLessThanOrEqual(theirs.rematches);
    expect(ours.total).toBeLessThanOrEqual(theirs.total);
    // PAPP's matching is optimal for its own tables, so "≤" can only be "=" if our tables and our
    // reading of the history are PAPP's. Measured: equal in all 24 rounds of both events.
    expect(ours.total).toBe(theirs.total);
  });

  it("is identical on a second run (deterministic)", () => {
    const a = pairRound(before(t, 9), { round: 9 });
    const b = pairRound(before(t, 9), { round: 9 });
    expect(b).toEqual(a);
  });
});

describe("WOC 2010 round 4, a round with floats, scored by PAPP's own tables written out in the test", () => {
  // papp-tables.ts holds PAPP's penalty tables and rules from docs/rules.md §4 and PAPP's own source,
  // without src/engine/pairing. PAPP's pairing of round 4 is taken from the real .ELO file.
  it("our optimum equals the figure of PAPP's own pairing under those tables (81,930), and so does our evaluation of it", () => {
    const t = parseEloFile(fixture("20101111_WOC_2010.ELO")).tournament;
    const actual = t.games.filter((g) => g.round === 4).map((g) => ({ black: g.black, white: g.white }));
    const pr = pappRound(t, 4, [...playersIn(t, 4)]);
    const papp = pappTotal(pr, actual);
    expect(papp).toBeGreaterThan(4 * PAPP_DEFAULTS.float[1]); // several floats: a round where the float table matters
    const res = pairRound(before(t, 4), { round: 4, absent: absentAt(t, 4) });
    expect(res.ok).toBe(true);
    const ours = res as PairingSuccess;
    // PAPP's matching is optimal for its tables: ours can be no cheaper, and must be no dearer.
    expect(pappTotal(pr, ours.pairs)).toBe(papp);
    expect(ours.totalPenalty).toBe(papp);
    expect(evaluatePairing(t, 4, actual).total).toBe(papp);
  });
});

describe.each(["tournament_579.json", "tournament_559.json"])("replay of FlipTheDisc %s", (file) => {
  const t = parseFtdJson(fixture(file)).tournament;
  const last = Math.max(...t.games.map((g) => g.round));

  it.each(Array.from({ length: last - 1 }, (_, i) => i + 2))("round %i: rules kept, penalty ≤ the event's", (r) => {
    const { res, theirs, ours } = replayRound(t, r);
    // Our own rules: fewest rematches first, then colour cap / bye group, then penalty.
    const key = (e: typeof ours): number[] => [
      e.rematches,
      e.colourCapViolations + (e.byeAboveLowestGroup ? 1 : 0),
      e.total,
    ];
    const [a, b] = [key(ours), key(theirs)];
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    expect(cmp).toBeLessThanOrEqual(0);
    const bye = res.pairs.find((p) => p.white === null);
    if (bye) {
      const hadBye = t.games.some((g) => g.round < r && g.white === null && g.black === bye.black);
      expect(hadBye).toBe(false);
    }
  });
});
