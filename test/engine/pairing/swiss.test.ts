/**
 * pairRound on hand-made situations whose right answer is known: errors that name the blocking
 * players and the setting that would help, the director's fixed pairs, absences, withdrawals and
 * late entries, round 1 by rating / at random / foreigners first, colour rules and explanations.
 */
import { Game, Player, Tournament } from "../../../src/engine/model";
import { pairRound, PairingFailure, PairingSuccess, WOC_SETTINGS, validateSettings, resolvePairingSettings } from "../../../src/engine/pairing";
import { explainPair } from "../../../src/sheets";

const P = (id: string, rating?: number, country?: string, extra: Partial<Player> = {}): Player => ({ id, name: `Name ${id}`, rating, country, ...extra });
const G = (round: number, black: string, white: string, bd: number): Game => ({
  round,
  black,
  white,
  blackDiscs: bd,
  whiteDiscs: 64 - bd,
  blackPoints: bd > 32 ? 1 : bd === 32 ? 0.5 : 0,
  whitePoints: bd < 32 ? 1 : bd === 32 ? 0.5 : 0,
  kind: "played",
});
const BYE = (round: number, id: string): Game => ({ round, black: id, white: null, blackDiscs: null, whiteDiscs: null, blackPoints: 1, whitePoints: 0, kind: "bye" });

function ok(r: ReturnType<typeof pairRound>): PairingSuccess {
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
function failed(r: ReturnType<typeof pairRound>): PairingFailure {
  if (r.ok) throw new Error("expected a failure, got a pairing");
  return r;
}
const pairSet = (r: PairingSuccess) => new Set(r.pairs.map((p) => (p.white === null ? `${p.black}-bye` : [p.black, p.white].sort().join("-"))));

describe("round 1", () => {
  const eight = ["A", "B", "C", "D", "E", "F", "G", "H"].map((id, i) => P(id, 2400 - 100 * i));

  it("by rating: top half against bottom half, boards from the top, Black alternating", () => {
    const r = ok(pairRound({ players: eight, games: [] }, { round: 1 }));
    expect(r.method).toBe("rating");
    expect(pairSet(r)).toEqual(new Set(["A-E", "B-F", "C-G", "D-H"]));
    expect(r.pairs.map((p) => p.table)).toEqual([1, 2, 3, 4]);
    expect(r.pairs.map((p) => p.black)).toEqual(["A", "F", "C", "H"]);
    expect(explainPair(r.pairs[0], { players: eight, games: [] })).toMatch(/top half against bottom half/);
  });

  it("odd field: the lowest rated gets the bye, shown last", () => {
    const r = ok(pairRound({ players: eight.slice(0, 7), games: [] }, { round: 1 }));
    const last = r.pairs[r.pairs.length - 1];
    expect(last).toMatchObject({ black: "G", white: null });
  });

  it("random with a shown seed: same seed, same draw; the seed is returned", () => {
    const a = ok(pairRound({ players: eight, games: [] }, { round: 1, firstRound: "random", seed: 42 }));
    const b = ok(pairRound({ players: eight, games: [] }, { round: 1, firstRound: "random", seed: 42 }));
    expect(a).toEqual(b);
    expect(a.seed).toBe(42);
    const seeds = new Set<string>();
    for (let s = 1; s <= 20; s++) seeds.add([...pairSet(ok(pairRound({ players: eight, games: [] }, { round: 1, firstRound: "random", seed: s })))].sort().join());
    expect(seeds.size).toBeGreaterThan(5); // the seed matters
    const d = ok(pairRound({ players: eight, games: [] }, { round: 1, firstRound: "random" }));
    expect(typeof d.seed).toBe("number");
    expect(explainPair(d.pairs[0], { players: eight, games: [] })).toContain(`seed ${d.seed}`);
  });

  it("foreigners meet locals first: no same-country pair while another country is available", () => {
    const players = [P("J1", 2400, "JPN"), P("J2", 2300, "JPN"), P("J3", 2200, "JPN"), P("J4", 2100, "JPN"), P("F1", 2000, "FRA"), P("N1", 1900, "NED"), P("G1", 1800, "GBR"), P("U1", 1700, "USA")];
    const r = ok(pairRound({ players, games: [] }, { round: 1, foreignersMeetLocalsFirst: true }));
    for (const p of r.pairs) expect(p.black.slice(0, 1) === "J" && p.white!.slice(0, 1) === "J").toBe(false);
    // Where it matters: by rating alone J1 meets J2 and F1 meets F2 (top half vs bottom half).
    const four = [P("J1", 2400, "JPN"), P("F1", 2300, "FRA"), P("J2", 2200, "JPN"), P("F2", 2100, "FRA")];
    const plain = ok(pairRound({ players: four, games: [] }, { round: 1 }));
    expect(pairSet(plain)).toEqual(new Set(["J1-J2", "F1-F2"]));
    const mixed = ok(pairRound({ players: four, games: [] }, { round: 1, foreignersMeetLocalsFirst: true }));
    for (const p of mixed.pairs) expect(p.black[0]).not.toBe(p.white![0]);
  });
});

describe("later rounds", () => {
  // Round 1: A beat B, C beat D, E beat F.
  const six = ["A", "B", "C", "D", "E", "F"].map((id, i) => P(id, 2000 - 10 * i));
  const r1 = [G(1, "A", "B", 40), G(1, "C", "D", 40), G(1, "E", "F", 40)];

  it("pairs within score groups, floats one player each way when a group is odd, explains the float", () => {
    const r = ok(pairRound({ players: six, games: r1 }, { round: 2 }));
    // Winners A, C, E (1 point) and losers B, D, F (0): 3 + 3 means exactly one float.
    const floats = r.pairs.flatMap((p) => p.reasons.filter((x) => x.kind === "float"));
    expect(floats).toHaveLength(1);
    expect(explainPair(r.pairs.find((p) => p.reasons.some((x) => x.kind === "float"))!, { players: six, games: r1 })).toMatch(/floats up, .* score gap 1 \(0 vs 1\)/);
    // Boards: the two winners first.
    const top = r.pairs[0];
    expect([top.black, top.white].every((id) => ["A", "C", "E"].includes(id!))).toBe(true);
    // Colours: winners had Black, so they are due White: the winners' pair cannot satisfy both,
    // the others can.
    for (const p of r.pairs.slice(1)) {
      if (p.reasons.some((x) => x.kind === "float")) continue;
      expect(["B", "D", "F"]).toContain(p.black);
    }
  });

  it("colour tie: reverses the last round where the two had different colours", () => {
    // A and C both had W then B (balanced, last Black): equal penalties either way; in round 1 A
    // had White and C had Black?  Build: r1 A(W) vs X, C(B) vs Y; r2 A(B) vs Y, C(W) vs X.
    const ps = [P("A", 2000), P("C", 1990), P("X", 1500), P("Y", 1400)];
    const games = [G(1, "X", "A", 20), G(1, "C", "Y", 40), G(2, "A", "Y", 40), G(2, "X", "C", 20)];
    // A: W, B (diff 0, last B) ; C: B, W (diff 0, last W). Different last colours → not a tie.
    const r = ok(pairRound({ players: ps, games }, { round: 3 }));
    const ac = r.pairs.find((p) => [p.black, p.white].includes("A"))!;
    expect(ac.black).toBe("C"); // C had White last round, A had Black
    // A true tie: both W then B. X plays Y twice? Use new opponents.
    const ps2 = [P("A", 2000), P("C", 1990), P("X", 1500), P("Y", 1400), P("Z", 1300), P("W", 1200)];
    const g2 = [G(1, "X", "A", 20), G(1, "Y", "C", 20), G(1, "Z", "W", 40), G(2, "A", "Z", 40), G(2, "C", "W", 40), G(2, "X", "Y", 40)];
    const r2 = ok(pairRound({ players: ps2, games: g2, rounds: 5 }, { round: 3, fixedPairs: [{ black: "X", white: "Z" }, { black: "W", white: "Y" }] }));
    const p = r2.pairs.find((q) => [q.black, q.white].includes("A"))!;
    expect(p.white === "C" || p.black === "C").toBe(true);
    // Same history for both (W then B): no round differs → table parity rule, stated.
    expect(explainPair(p, { players: ps2, games: g2 })).toMatch(/colours by table number|colours of round/i);
  });

  it("absent players are left out, withdrawn players too, a late entry joins with 0 points", () => {
    const ps = [...six, P("L", 1000), P("W", 1000, undefined, { withdrawnAfterRound: 1 })];
    const games = [...r1, G(1, "W", "L", 40)].filter((g) => g.black !== "W" || true);
    // L is a late entry: remove his round-1 game so he has no history
    const hist = games.filter((g) => g.white !== "L");
    const r = ok(pairRound({ players: ps, games: [...hist, BYE(1, "W")] }, { round: 2, absent: ["A"] }));
    const ids = r.pairs.flatMap((p) => [p.black, p.white]).filter((x) => x !== null);
    expect(ids).not.toContain("A");
    expect(ids).not.toContain("W");
    expect(ids).toContain("L");
    expect(ids).toHaveLength(6); // B C D E F L
  });

  it("keeps the director's fixed pairs and completes the rest", () => {
    const r = ok(pairRound({ players: six, games: r1 }, { round: 2, fixedPairs: [{ black: "B", white: "A" }] }));
    expect(r.pairs.find((p) => p.black === "B")).toMatchObject({ white: "A" });
    expect(r.pairs.find((p) => p.black === "B")!.reasons[0]).toEqual({ kind: "fixed" });
    expect(r.pairs).toHaveLength(3);
  });

  it("bye: the lowest group, never twice, and the reason says so", () => {
    const five = ["A", "B", "C", "D", "E"].map((id) => P(id, 1500));
    const games = [G(1, "A", "B", 40), G(1, "C", "D", 40), BYE(1, "E")];
    const r = ok(pairRound({ players: five, games }, { round: 2 }));
    const bye = r.pairs[r.pairs.length - 1];
    expect(bye.white).toBeNull();
    expect(["B", "D"]).toContain(bye.black); // 0 points, E already had a bye (and has 1 point)
    expect(bye.reasons).toContainEqual({ kind: "bye", player: bye.black, score: 0, reason: "lowest-group" });
    expect(explainPair(bye, { players: five, games })).toMatch(/lowest score group among the players without a bye \(0 pts\)/);
  });

  it("rematch with reversed colours only as a last resort, and said so", () => {
    // Two players only, who met in round 1: the only pairing is the rematch, colours reversed.
    const r = ok(pairRound({ players: [P("A"), P("B")], games: [G(1, "A", "B", 40)] }, { round: 2 }));
    expect(r.pairs[0]).toMatchObject({ black: "B", white: "A" });
    expect(r.pairs[0].reasons).toContainEqual({ kind: "rematch", rounds: [1], reversedColours: true, forced: true });
    expect(explainPair(r.pairs[0], { players: [P("A"), P("B")], games: [] })).toMatch(/^Rematch of round 1 with colours reversed; forced: no complete round without a rematch/);
    expect(r.totalPenalty).toBeGreaterThanOrEqual(5_000_000);
  });
});

describe("errors: never a partial round", () => {
  it("names the blocking players and the setting that would allow a pairing", () => {
    // A and B met with both colours: a third game would repeat colours.
    const t: Tournament = { players: [P("A"), P("B")], games: [G(1, "A", "B", 40), G(2, "B", "A", 40)] };
    const f = failed(pairRound(t, { round: 3 }));
    expect(f.error.code).toBe("NO_COMPLETE_ROUND");
    expect(f.error.blockingPlayers.sort()).toEqual(["A", "B"]);
    expect(f.error.wouldAllow.map((w) => w.setting)).toEqual(["sameColourRematch"]);
    expect(f.error.message).toMatch(/A, B|B, A/);
    // With the suggested setting it pairs.
    const s = f.error.wouldAllow[0];
    expect(pairRound(t, { round: 3, settings: { [s.setting]: s.value } as never }).ok).toBe(true);
  });

  it("forbidding reversed rematches: suggests allowing them", () => {
    const t: Tournament = { players: [P("A"), P("B")], games: [G(1, "A", "B", 40)] };
    const f = failed(pairRound(t, { round: 2, settings: { reversedColourRematch: "forbidden" } }));
    expect(f.error.wouldAllow.map((w) => w.setting)).toContain("reversedColourRematch");
  });

  it("everyone had a bye: says so and suggests allowing a second one", () => {
    const t: Tournament = {
      players: [P("A"), P("B"), P("C")],
      games: [BYE(1, "A"), G(1, "B", "C", 40), BYE(2, "B"), G(2, "A", "C", 40), BYE(3, "C"), G(3, "B", "A", 40)],
    };
    const f = failed(pairRound(t, { round: 4 }));
    expect(f.error.message).toMatch(/already had one/);
    expect(f.error.wouldAllow.map((w) => w.setting)).toContain("byeTwice");
  });

  it("bad fixed pairs and bad settings are errors the director can act on", () => {
    const t: Tournament = { players: [P("A"), P("B"), P("C"), P("D")], games: [] };
    expect(failed(pairRound(t, { round: 1, fixedPairs: [{ black: "A", white: "Z" }] })).error.message).toMatch(/"Z" is not in the player list/);
    expect(failed(pairRound(t, { round: 1, fixedPairs: [{ black: "A", white: "B" }, { black: "A", white: "C" }] })).error.message).toMatch(/two fixed pairs/);
    expect(failed(pairRound(t, { round: 1, absent: ["A"], fixedPairs: [{ black: "A", white: "B" }] })).error.message).toMatch(/absent or withdrawn/);
    const bad = failed(pairRound(t, { round: 1, settings: { float: [0, 100, 50] } }));
    expect(bad.error.code).toBe("INVALID_SETTINGS");
    expect(bad.error.message).toMatch(/"float" must not decrease/);
  });
});

describe("settings", () => {
  it("the WOC defaults are PAPP's built-in tables", () => {
    expect(WOC_SETTINGS.colourImbalance).toEqual([0, 20, 105, 225, 530, 1075]);
    expect(WOC_SETTINGS.float.slice(0, 4)).toEqual([0, 20000, 40588, 62785]);
    expect(WOC_SETTINGS.float).toHaveLength(25);
    expect(WOC_SETTINGS.reversedColourRematch).toBe(5_000_000);
    expect(WOC_SETTINGS.sameColourRematch).toBe("forbidden");
    expect(validateSettings(resolvePairingSettings())).toEqual([]);
  });
  it("a director's change replaces one table and keeps the others", () => {
    const s = resolvePairingSettings({ repeatedColour: 30 });
    expect(s.repeatedColour).toBe(30);
    expect(s.float).toEqual(WOC_SETTINGS.float);
  });
});
