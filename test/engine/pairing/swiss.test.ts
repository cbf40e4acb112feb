/**
 * pairRound on hand-made situations whose right answer is known: errors that name the blocking
 * players and the setting that would help, the director's fixed pairs, absences, withdrawals and
 * late entries, round 1 by rating / at random / foreigners first, colour rules and explanations.
 */
import { Game, Player, Tournament } from "../../../src/engine/model";
import {
  pairRound,
  PairingFailure,
  PairingSuccess,
  WOC_SETTINGS,
  validateSettings,
  resolvePairingSettings,
} from "../../../src/engine/pairing";
import { explainPair } from "../../../src/sheets";
import { allPairings, PAPP_DEFAULTS, pappRound } from "./papp-tables";

const P = (id: string, rating?: number, country?: string, extra: Partial<Player> = {}): Player => ({
  id,
  name: `Name ${id}`,
  rating,
  country,
  ...extra,
});
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
const BYE = (round: number, id: string): Game => ({
  round,
  black: id,
  white: null,
  blackDiscs: null,
  whiteDiscs: null,
  blackPoints: 1,
  whitePoints: 0,
  kind: "bye",
});

function ok(r: ReturnType<typeof pairRound>): PairingSuccess {
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
function failed(r: ReturnType<typeof pairRound>): PairingFailure {
  if (r.ok) throw new Error("expected a failure, got a pairing");
  return r;
}
const pairSet = (r: PairingSuccess) =>
  new Set(r.pairs.map((p) => (p.white === null ? `${p.black}-bye` : [p.black, p.white].sort().join("-"))));

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
    for (let s = 1; s <= 20; s++)
      seeds.add(
        [...pairSet(ok(pairRound({ players: eight, games: [] }, { round: 1, firstRound: "random", seed: s })))]
          .sort()
          .join(),
      );
    expect(seeds.size).toBeGreaterThan(5); // the seed matters
    const d = ok(pairRound({ players: eight, games: [] }, { round: 1, firstRound: "random" }));
    expect(typeof d.seed).toBe("number");
    expect(explainPair(d.pairs[0], { players: eight, games: [] })).toContain(`seed ${d.seed}`);
  });

  it("foreigners meet locals first: no same-country pair while another country is available", () => {
    const players = [
      P("J1", 2400, "JPN"),
      P("J2", 2300, "JPN"),
      P("J3", 2200, "JPN"),
      P("J4", 2100, "JPN"),
      P("F1", 2000, "FRA"),
      P("N1", 1900, "NED"),
      P("G1", 1800, "GBR"),
      P("U1", 1700, "USA"),
    ];
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
    expect(
      explainPair(
        r.pairs.find((p) => p.reasons.some((x) => x.kind === "float"))!,
        { players: six, games: r1 },
      ),
    ).toMatch(/floats up, .* score gap 1 \(0 vs 1\)/);
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
    const g2 = [
      G(1, "X", "A", 20),
      G(1, "Y", "C", 20),
      G(1, "Z", "W", 40),
      G(2, "A", "Z", 40),
      G(2, "C", "W", 40),
      G(2, "X", "Y", 40),
    ];
    const r2 = ok(
      pairRound(
        { players: ps2, games: g2, rounds: 5 },
        {
          round: 3,
          fixedPairs: [
            { black: "X", white: "Z" },
            { black: "W", white: "Y" },
          ],
        },
      ),
    );
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
    expect(explainPair(bye, { players: five, games })).toMatch(
      /lowest score group among the players without a bye \(0 pts\)/,
    );
  });

  it("rematch with reversed colours only as a last resort, and said so", () => {
    // Two players only, who met in round 1: the only pairing is the rematch, colours reversed.
    const r = ok(pairRound({ players: [P("A"), P("B")], games: [G(1, "A", "B", 40)] }, { round: 2 }));
    expect(r.pairs[0]).toMatchObject({ black: "B", white: "A" });
    expect(r.pairs[0].reasons).toContainEqual({ kind: "rematch", rounds: [1], reversedColours: true, forced: true });
    expect(explainPair(r.pairs[0], { players: [P("A"), P("B")], games: [] })).toMatch(
      /^Rematch of round 1 with colours reversed; forced: no complete round without a rematch/,
    );
    // B (one white) takes Black: balanced, 0; A balanced too, 0. Float 2 half-points 40,588;
    // elitism of round 2: 100 x (2 + 0) x 2 / 2 = 200; reversed rematch 5,000,000 + 1 for
    // repeating the previous round.
    expect(r.totalPenalty).toBe(5_000_000 + 1 + 40_588 + 200);
  });
});

/**
 * Small hand-built rounds where one PAPP penalty entry decides the pairing. Every figure is worked
 * by hand in the comments (scores in half-points, colour diff = blacks − whites, "last float" =
 * own − opponent's score before the last game); tables: docs/rules.md §4 and PAPP 1.37's defaults
 * (elitism 100 in rounds 1–3, 200 in rounds 4–5). As a second check, every complete pairing is
 * scored with PAPP's tables written out in papp-tables.ts (not the engine's): the expected round
 * must be their unique minimum, the runner-up the figure worked here.
 */
describe("penalty entries that decide a round", () => {
  const D = (round: number, black: string, white: string): Game => G(round, black, white, 32);
  const byTables = (t: Tournament, round: number, tables = PAPP_DEFAULTS) =>
    allPairings(
      pappRound(
        t,
        round,
        t.players.map((p) => p.id),
      ),
      t.players.map((p) => p.id),
      tables,
    );

  it("immediate rematch (+1): of two equally coloured rematch rounds, the one not repeating the last round", () => {
    // Round robin of four, every game drawn (all on 3 half-points, so no floats):
    // R1 C–D, A–B; R2 C–A, D–B; R3 C–B, D–A (Black first). Colours (diff, last):
    // A B,W,W (−1, W); B W,W,W (−3, W); C B,B,B (+3, B); D W,B,B (+1, B).
    // Round 4 must repeat a round with colours reversed (2 x 5,000,000 whichever):
    //   R1 reversed {D(B)–C, B(B)–A}: C W 105, D B 105+15, B B 105, A W 105+15       = 450
    //   R2 reversed {A(B)–C, B(B)–D}: A B 0, C W 105, B B 105, D W 0                 = 210
    //   R3 reversed {B(B)–C, A(B)–D}: B B 105, C W 105, A B 0, D W 0 = 210, + 1 + 1  = 212
    // Without the +1 the last two would tie.
    const t: Tournament = {
      players: ["A", "B", "C", "D"].map((id, i) => P(id, 2000 - i)),
      games: [D(1, "C", "D"), D(1, "A", "B"), D(2, "C", "A"), D(2, "D", "B"), D(3, "C", "B"), D(3, "D", "A")],
    };
    const r = ok(pairRound(t, { round: 4 }));
    expect(r.pairs.map((p) => [p.black, p.white, p.penalty])).toEqual([
      ["A", "C", 5_000_105],
      ["B", "D", 5_000_105],
    ]);
    expect(r.totalPenalty).toBe(10_000_210);
    const all = byTables(t, 4);
    expect([all[0], all[1].total, all[2].total]).toEqual([
      { total: 10_000_210, pairs: ["A-C", "B-D"] },
      10_000_212,
      10_000_450,
    ]);
  });

  it("repeated colour (+15): two repeats outweigh a float in the same direction twice", () => {
    // R1: F 24-40 A, C 40-24 B, E 40-24 D.  R2: D 24-40 A, B 40-24 E, C 24-40 F.  Round 3, elitism 100.
    // Scores: A 4, B C E F 2, D 0. Colours (diff, last): A (−2, W), B (0, B), C (+2, B), D (0, B),
    // E (0, W), F (0, W). Last floats: A +2, B −2, C +2, D −2, E +2, F −2. Last results: A B F won.
    // A must float down and D up; the best two rounds:
    //   A(B)–B: colours 20 + 20; float 2 = 40,588; A down again +25, B up again +25;
    //           elitism 100 x 6 x 2 / 2 = 600                                     = 41,278
    //   E(B)–C: 20 + 20, no float                                                  =     40
    //   F(B)–D: 20 + 20; 40,588; D up again +25 (F floated up and won: no bonus); 200 = 40,853
    //                                                                        total 82,171
    //   A(B)–C: 20 + 20; 40,588; A +25 (C lost after floating down: no bonus); 600   = 41,253
    //   B–D:    one repeats Black (20 + 15) + 20; 40,588; D +25; 200               = 40,868
    //   E–F:    both had White last: one repeats it, 20 + 15 + 20                  =     55
    //                                                                        total 82,176
    // Without the +15 the second round would cost 82,146 and win.
    const t: Tournament = {
      players: ["A", "B", "C", "D", "E", "F"].map((id, i) => P(id, 2000 - 10 * i)),
      games: [
        G(1, "F", "A", 24),
        G(1, "C", "B", 40),
        G(1, "E", "D", 40),
        G(2, "D", "A", 24),
        G(2, "B", "E", 40),
        G(2, "C", "F", 24),
      ],
    };
    const r = ok(pairRound(t, { round: 3 }));
    expect(r.pairs.map((p) => [p.black, p.white, p.penalty])).toEqual([
      ["A", "B", 41_278],
      ["E", "C", 40],
      ["F", "D", 40_853],
    ]);
    expect(r.totalPenalty).toBe(82_171);
    const all = byTables(t, 3);
    expect([all[0], all[1]]).toEqual([
      { total: 82_171, pairs: ["A-B", "C-E", "D-F"] },
      { total: 82_176, pairs: ["A-C", "B-D", "E-F"] },
    ]);
  });

  it("opposite float (−10) in round 3: a player who floated up and lost may float down", () => {
    // R1: F 32-32 C, A 32-32 E, B 40-24 D.  R2: C 24-40 E, B 40-24 F, A 40-24 D.  Round 3, elitism 100.
    // Scores: B 4, A E 3, C F 1, D 0. Colours (diff, last): A (+2, B), B (+2, B), C (0, B),
    // D (−2, W), E (−2, W), F (0, W). Last floats: A +1, B +1, C 0, D −1, E 0, F −1; last results:
    // A B E won, C D F lost. F floated up in round 2 and lost: floating down now earns the bonus.
    //   E(B)–B: 20 + 20; float 20,000; B down again +25; elitism 100 x 7 / 2 = 350   = 20,415
    //   C(B)–A: C repeats Black 20 + 15, A 20; 40,588; A down again +25; 400         = 41,068
    //   D(B)–F: 20, F repeats White 20 + 15; 20,000; F −10; D up again +25; 50       = 20,120
    //                                                                        total 81,603
    //   E(B)–B                                                                      = 20,415
    //   F(B)–A: 20 + 20; 40,588; A +25, F up again +25; 400                          = 41,078
    //   D(B)–C: 20 + 20; 20,000; D +25; 50                                           = 20,115
    //                                                                        total 81,608
    // Without the bonus (or with it only from round 4) the first would cost 81,613 and lose.
    const t: Tournament = {
      players: ["A", "B", "C", "D", "E", "F"].map((id, i) => P(id, 2000 - 10 * i)),
      games: [
        G(1, "F", "C", 32),
        G(1, "A", "E", 32),
        G(1, "B", "D", 40),
        G(2, "C", "E", 24),
        G(2, "B", "F", 40),
        G(2, "A", "D", 40),
      ],
    };
    const r = ok(pairRound(t, { round: 3 }));
    expect(r.pairs.map((p) => [p.black, p.white, p.penalty])).toEqual([
      ["E", "B", 20_415],
      ["C", "A", 41_068],
      ["D", "F", 20_120],
    ]);
    expect(r.totalPenalty).toBe(81_603);
    const all = byTables(t, 3);
    expect([all[0], all[1]]).toEqual([
      { total: 81_603, pairs: ["A-C", "B-E", "D-F"] },
      { total: 81_608, pairs: ["A-F", "B-E", "C-D"] },
    ]);
  });

  it("same country (+2 a round, PAPP's sample papp.cfg): two compatriot pairs tip a rematch round", () => {
    // A, B from FRA; C, D from JPN. Every round has 2 for a same-country pair (--same-country-penalty 2).
    // R1: B 32-32 A, D 40-24 C.  R2: B 40-24 D, C 40-24 A.  R3: B 32-32 C, D 24-40 A.  Round 4,
    // elitism 200. Scores: B 4, A C 3, D 2. Colours (diff, last): A (−3, W), B (+3, B), C (−1, W),
    // D (+1, B). Last floats: A −1, B +1, C −1, D +1; last results: A won, B C drew, D lost.
    // Round robin done: every round repeats one with colours reversed (2 x 5,000,000).
    //   R3 reversed: A(B)–D: 105 + 0; 20,000; 500; + 1 (last round)     = 5,020,606
    //                C(B)–B: 0 + 105; 20,000; B and C same way again +25 +25; 700; + 1  = 5,020,856
    //                                                                 total 10,041,462
    //   R1 reversed: A(B)–B: 105 + 105; 20,000; +25 +25; 700; FRA–FRA + 2  = 5,020,962
    //                C(B)–D: 0 + 0; 20,000; 500; JPN–JPN + 2                = 5,020,502
    //                                                                 total 10,041,464
    // Without the country penalty the second would cost 10,041,460 and win.
    const country: Record<string, string> = { A: "FRA", B: "FRA", C: "JPN", D: "JPN" };
    const t: Tournament = {
      players: ["A", "B", "C", "D"].map((id, i) => P(id, 2000 - 10 * i, country[id])),
      games: [
        G(1, "B", "A", 32),
        G(1, "D", "C", 40),
        G(2, "B", "D", 40),
        G(2, "C", "A", 40),
        G(3, "B", "C", 32),
        G(3, "D", "A", 24),
      ],
    };
    const r = ok(pairRound(t, { round: 4, settings: { sameCountry: [2, 2, 2, 2] } }));
    expect(r.pairs.map((p) => [p.black, p.white, p.penalty])).toEqual([
      ["C", "B", 5_020_856],
      ["A", "D", 5_020_606],
    ]);
    expect(r.totalPenalty).toBe(10_041_462);
    const all = byTables(t, 4, { ...PAPP_DEFAULTS, sameCountry: [2, 2, 2, 2] });
    expect([all[0], all[1].total]).toEqual([{ total: 10_041_462, pairs: ["A-D", "B-C"] }, 10_041_464]);
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
    expect(failed(pairRound(t, { round: 1, fixedPairs: [{ black: "A", white: "Z" }] })).error.message).toMatch(
      /"Z" is not in the player list/,
    );
    expect(
      failed(
        pairRound(t, {
          round: 1,
          fixedPairs: [
            { black: "A", white: "B" },
            { black: "A", white: "C" },
          ],
        }),
      ).error.message,
    ).toMatch(/two fixed pairs/);
    expect(
      failed(pairRound(t, { round: 1, absent: ["A"], fixedPairs: [{ black: "A", white: "B" }] })).error.message,
    ).toMatch(/absent or withdrawn/);
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
    // Every other entry, against PAPP 1.37's init_penalites_defaut as written out in papp-tables.ts.
    expect(WOC_SETTINGS.float).toEqual(PAPP_DEFAULTS.float);
    expect([
      WOC_SETTINGS.repeatedColour,
      WOC_SETTINGS.floatSameDirection,
      WOC_SETTINGS.floatOppositeDirection,
      WOC_SETTINGS.immediateRematch,
    ]).toEqual([
      PAPP_DEFAULTS.repeatedColour,
      PAPP_DEFAULTS.floatSameDirection,
      PAPP_DEFAULTS.floatOppositeDirection,
      PAPP_DEFAULTS.immediateRematch,
    ]);
    expect([WOC_SETTINGS.elitism, WOC_SETTINGS.sameCountry, WOC_SETTINGS.byeTwice]).toEqual([
      PAPP_DEFAULTS.elitism,
      PAPP_DEFAULTS.sameCountry,
      "forbidden",
    ]);
  });
  it("a director's change replaces one table and keeps the others", () => {
    const s = resolvePairingSettings({ repeatedColour: 30 });
    expect(s.repeatedColour).toBe(30);
    expect(s.float).toEqual(WOC_SETTINGS.float);
  });
});
