/** Hand-made edge cases, every expected number worked out by hand in the comments. */
import { computeStandings, Standings } from "../../../src/engine/standings";
import { TournamentDataError } from "../../../src/engine/scoring";
import { directEncounter } from "../../../src/engine/tiebreaks";
import { resolveConstant, resolveStandingsSettings } from "../../../src/engine/presets";
import { playerHistories } from "../../../src/engine/scoring";
import { adjudicated, bye, forfeit, game, players, tournament } from "../../helpers/tournaments";

const row = (s: Standings, id: string) => s.rows.find((r) => r.id === id)!;

describe("PAPP manual bye example", () => {
  // A beats B 33-31 in round 1 (C has the bye); A has the bye in round 2, B beats C 40-24.
  const t = tournament(players("A", "B", "C"), [
    game(1, "A", 33, 31, "B"),
    bye(1, "C"),
    bye(2, "A"),
    game(2, "B", 40, 24, "C"),
  ]);

  it("BQ of A after round 2 with C = 6 is (33 + 32) + 6 x (1 + 2) = 83", () => {
    expect(row(computeStandings(t, { preset: "woc" }), "A").bq).toBe(83);
    expect(row(computeStandings(t, { preset: "papp", overrides: { constant: 6 } }), "A").bq).toBe(83);
  });

  it("the Korean bye (32 against a score-0 opponent) gives 33 + 32 + 6 x 1 = 71", () => {
    expect(row(computeStandings(t, { preset: "koa", overrides: { constant: 6 } }), "A").bq).toBe(71);
  });

  it("PAPP with 2 rounds uses C = 0; its disc total counts the bye as 40", () => {
    const s = computeStandings(t, { preset: "papp" });
    expect(s.constant).toBe(0);
    expect(row(s, "A").bq).toBe(65);
    expect(row(s, "A").discs).toBe(73);
    expect(row(s, "A").discDiff).toBe(2 + 16);
    expect(row(computeStandings(t, { preset: "woc", overrides: { byeDiscs: 33 } }), "A").discs).toBe(66);
  });

  it("after round 1 only round 1 counts", () => {
    const s = computeStandings(t, { preset: "woc", round: 1 });
    expect(s.round).toBe(1);
    expect(row(s, "A").bq).toBe(33 + 6 * 0);
    expect(row(s, "C").bq).toBe(32 + 6 * 1);
    expect(row(s, "A").cells).toHaveLength(1);
  });
});

describe("withdrawal", () => {
  // D withdraws after round 2.
  // R1: A 40-24 B, C 34-30 D. R2: A 20-44 C, B 50-14 D. R3: A 36-28 B, C bye.
  // Final scores: A 2, B 1, C 3, D 0.
  const ps = players("A", "B", "C", "D");
  ps[3].withdrawnAfterRound = 2;
  const t = tournament(
    ps,
    [
      game(1, "A", 40, 24, "B"),
      game(1, "C", 34, 30, "D"),
      game(2, "A", 20, 44, "C"),
      game(2, "B", 50, 14, "D"),
      game(3, "A", 36, 28, "B"),
      bye(3, "C"),
    ],
    3,
  );

  it("woc: a game against the withdrawn player is a draw against oneself (32 + 6 x own score)", () => {
    const s = computeStandings(t, { preset: "woc" });
    expect(row(s, "A").bq).toBe(40 + 6 + 20 + 18 + 36 + 6); // 126
    expect(row(s, "B").bq).toBe(24 + 12 + (32 + 6) + 28 + 12); // 114
    expect(row(s, "C").bq).toBe(32 + 18 + 44 + 12 + 32 + 18); // 156
    expect(row(s, "D").bq).toBe(30 + 18 + 14 + 6); // 68, not frozen under woc
    expect(row(s, "D").withdrawn).toBe(true);
    expect(row(s, "D").cells[2].result).toBe("-");
  });

  it("ftd: D's own BQ is frozen at round 2 (opponents' scores then: C 2, B 1)", () => {
    const s = computeStandings(t, { preset: "ftd" });
    expect(s.constant).toBe(64 / 3);
    expect(row(s, "D").bq).toBe(Math.round(30 + 14 + (64 / 3) * 3)); // 108
    const unfrozen = computeStandings(t, { preset: "ftd", overrides: { freezeWithdrawnBq: false } });
    expect(row(unfrozen, "D").bq).toBe(Math.round(44 + (64 / 3) * 4)); // 129
  });

  it("after round 2 (= W) D is still in: his opponents' games against him count as played", () => {
    // Scores after round 2: A 1, B 1, C 2, D 0.
    const s = computeStandings(t, { preset: "woc", round: 2 });
    expect(row(s, "D").withdrawn).toBe(false);
    expect(row(s, "B").bq).toBe(24 + 6 * 1 + 50 + 6 * 0); // 80 (the withdrawn rule would give 24 + 6 + 32 + 6 x 1 = 68)
    expect(row(s, "C").bq).toBe(34 + 6 * 0 + 44 + 6 * 1); // 84 (not 32 + 6 x 2 + 50 = 94)
    expect(row(s, "A").bq).toBe(40 + 6 * 1 + 20 + 6 * 2); // 78
    expect(row(s, "D").bq).toBe(30 + 6 * 2 + 14 + 6 * 1); // 62
    // FTD: nothing frozen yet, and D's live BQ after round 2 is the value frozen after round 3.
    const f = computeStandings(t, { preset: "ftd", round: 2 });
    expect(row(f, "D").bq).toBe(Math.round(30 + 14 + (64 / 3) * (2 + 1))); // 108
    expect(row(f, "C").bq).toBe(Math.round(34 + 44 + (64 / 3) * (0 + 1))); // 99
  });

  it("after round 3 (= W + 1) the withdrawn rule applies from the flag alone (absence not counted)", () => {
    // absentIsWithdrawn off, so only "withdrawn after round 2" can make D's games a draw against oneself.
    // Scores after round 3: A 2, B 1, C 3, D 0.
    const s = computeStandings(t, { preset: "woc", overrides: { absentIsWithdrawn: false } });
    expect(row(s, "D").withdrawn).toBe(true);
    expect(row(s, "B").bq).toBe(24 + 6 * 2 + (32 + 6 * 1) + 28 + 6 * 2); // 114 (the real game would give 126)
    expect(row(s, "C").bq).toBe(32 + 6 * 3 + 44 + 6 * 2 + 32 + 6 * 3); // 156 (not 34 + 0 + … = 140)
  });

  it("koa: the real game against the withdrawn player counts; a bye is 32 against score 0", () => {
    const s = computeStandings(t, { preset: "koa", overrides: { constant: 6 } });
    expect(row(s, "B").bq).toBe(24 + 12 + 50 + 0 + 28 + 12); // 126
    expect(row(s, "C").bq).toBe(34 + 0 + 44 + 12 + 32 + 0); // 122
  });
});

describe("absent player (no game and no bye in the last round)", () => {
  // R1: A 40-24 B, C 33-31 D. R2: A 30-34 C, D bye, B absent. Scores A 1, B 0, C 2, D 1.
  const t = tournament(players("A", "B", "C", "D"), [
    game(1, "A", 40, 24, "B"),
    game(1, "C", 33, 31, "D"),
    game(2, "A", 30, 34, "C"),
    bye(2, "D"),
  ]);

  it("counts as withdrawn for the opponents' BQ under woc", () => {
    const s = computeStandings(t, { preset: "woc" });
    expect(row(s, "A").bq).toBe(32 + 6 * 1 + 30 + 6 * 2); // 80
    expect(row(s, "B").withdrawn).toBe(true);
    expect(row(s, "B").cells[1]).toMatchObject({ result: "-", opponent: null, points: 0 });
  });

  it("does not under koa (the real game counts)", () => {
    const s = computeStandings(t, { preset: "koa", overrides: { constant: 6 } });
    expect(row(s, "A").bq).toBe(40 + 0 + 30 + 12); // 82
    expect(row(s, "B").withdrawn).toBe(false);
  });

  it("is present in the standings after round 1", () => {
    expect(row(computeStandings(t, { preset: "woc", round: 1 }), "A").bq).toBe(40);
  });
});

describe("forfeit, draw, adjudication", () => {
  // R1: A beats B by forfeit; C 32-32 D. R2: C beats A by adjudication (no discs); B 40-24 D.
  // Scores: A 1, B 1, C 1.5, D 0.5.
  const t = tournament(players("A", "B", "C", "D"), [
    forfeit(1, "A", "B"),
    game(1, "C", 32, 32, "D"),
    adjudicated(2, "A", "C", 0),
    game(2, "B", 40, 24, "D"),
  ]);
  const s = computeStandings(t, { preset: "woc" });

  it("scores, cells and counts", () => {
    expect(s.rows.map((r) => [r.id, r.points])).toEqual([
      ["C", 1.5],
      ["B", 1],
      ["A", 1],
      ["D", 0.5],
    ]);
    expect(row(s, "A").cells.map((c) => c.result)).toEqual(["F+", "ADJ-"]);
    expect(row(s, "B").cells.map((c) => c.result)).toEqual(["F-", "W"]);
    expect(row(s, "C").cells.map((c) => c.result)).toEqual(["D", "ADJ+"]);
    expect(row(s, "A").cells[0].colour).toBeNull(); // no game, no colour
    expect(row(s, "A").cells[1].colour).toBe("B");
    expect([
      row(s, "A").games,
      row(s, "A").forfeitWins,
      row(s, "B").forfeitLosses,
      row(s, "C").wins,
      row(s, "C").draws,
    ]).toEqual([1, 1, 1, 1, 1]);
  });

  it("BQ: a forfeit is a bye (32 + 6 x own); an adjudication counts 32 discs and the opponent", () => {
    expect(row(s, "A").bq).toBe(32 + 6 * 1 + 32 + 6 * 1.5); // 79
    expect(row(s, "B").bq).toBe(32 + 6 * 1 + 40 + 6 * 0.5); // 81
    expect(row(s, "C").bq).toBe(32 + 6 * 0.5 + 32 + 6 * 1); // 73
    expect(row(s, "D").bq).toBe(32 + 6 * 1.5 + 24 + 6 * 1); // 71
  });

  it("PAPP disc total: a forfeit win counts 40, a loss 24", () => {
    const p = computeStandings(t, { preset: "papp" });
    expect(row(p, "A").discs).toBe(40 + 24);
    expect(row(p, "B").discs).toBe(24 + 40);
  });
});

describe("PAPP: games without discs whose point is split (½-½ adjudication, 0F-0F double forfeit)", () => {
  // docs/rules.md §1: no discs were played; a bye counts 40 discs in PAPP's disc total ("Score-bip =
  // 24/64"), a forfeit is treated like a bye, so a forfeit win counts 40 and its loser 24, and a
  // split point splits the board: 32 discs for each side. In BQ (§2) a forfeit, won or lost, is a
  // bye (32 + C x own score); an adjudication is a game against its real opponent.
  // R1: A ½-½ B adjudicated; C 0F-0F D. R2: A 40-24 C played; B 1F-0F D.
  // Scores: A 1.5, B 1.5, C 0, D 0.
  const t = tournament(players("A", "B", "C", "D"), [
    adjudicated(1, "A", "B", 0.5),
    {
      round: 1,
      black: "C",
      white: "D",
      blackDiscs: null,
      whiteDiscs: null,
      blackPoints: 0,
      whitePoints: 0,
      kind: "forfeit",
    },
    game(2, "A", 40, 24, "C"),
    forfeit(2, "B", "D"),
  ]);

  it("disc total and difference count 32 for each side of a split game", () => {
    const p = computeStandings(t, { preset: "papp" });
    expect(["A", "B", "C", "D"].map((id) => row(p, id).discs)).toEqual([32 + 40, 32 + 40, 32 + 24, 32 + 24]); // 72, 72, 56, 56
    expect(["A", "B", "C", "D"].map((id) => row(p, id).discDiff)).toEqual([0 + 16, 0 + 16, 0 - 16, 0 - 16]);
  });

  it("BQ with C = 6: the split adjudication is 32 discs plus the opponent's score; forfeits are byes", () => {
    const p = computeStandings(t, { preset: "papp", overrides: { constant: 6 } });
    expect(row(p, "A").bq).toBe(32 + 6 * 1.5 + 40 + 6 * 0); // 81
    expect(row(p, "B").bq).toBe(32 + 6 * 1.5 + 32 + 6 * 1.5); // 82
    expect(row(p, "C").bq).toBe(32 + 6 * 0 + 24 + 6 * 1.5); // 65
    expect(row(p, "D").bq).toBe(32 + 6 * 0 + 32 + 6 * 0); // 64
  });
});

describe("ties", () => {
  // Zed (id 1) and Amy (id 2) draw twice: nothing separates them.
  const ps = [
    { id: "1", name: "Zed" },
    { id: "2", name: "Amy" },
  ];
  const t = tournament(ps, [game(1, "1", 32, 32, "2"), game(2, "2", 32, 32, "1")]);

  it("woc shows an unresolved tie as a shared rank, never broken silently", () => {
    const s = computeStandings(t, { preset: "woc" });
    expect(s.rows.map((r) => [r.rankLabel, r.tied])).toEqual([
      ["=1", true],
      ["=1", true],
    ]);
  });

  it("papp breaks it by name, ftd by id", () => {
    expect(computeStandings(t, { preset: "papp" }).rows.map((r) => [r.rankLabel, r.name])).toEqual([
      ["1", "Amy"],
      ["2", "Zed"],
    ]);
    expect(computeStandings(t, { preset: "ftd" }).rows.map((r) => [r.rankLabel, r.id])).toEqual([
      ["1", "1"],
      ["2", "2"],
    ]);
  });

  it("ids compare as numbers when both are whole numbers", () => {
    const t2 = tournament(
      [
        { id: "10", name: "X" },
        { id: "9", name: "Y" },
      ],
      [game(1, "10", 32, 32, "9")],
    );
    expect(computeStandings(t2, { preset: "ftd" }).rows.map((r) => r.id)).toEqual(["9", "10"]);
  });

  it("a later rank after a shared one skips (=1, =1, 3)", () => {
    const t3 = tournament(
      [...ps, { id: "3", name: "Cy" }],
      [game(1, "1", 32, 32, "2"), bye(1, "3"), game(2, "2", 32, 32, "1")],
    );
    // Cy has 1 point, Zed and Amy 1 point each; Cy's BQ 32 + 6 x 1 = 38 < 64 + 6 x 2 = 76.
    const s = computeStandings(t3, { preset: "woc" });
    expect(s.rows.map((r) => r.rankLabel)).toEqual(["=1", "=1", "3"]);
  });
});

describe("chess-style tie-breaks on a 5-player, 3-round event with a bye each round", () => {
  // R1: A 40-24 B, C 36-28 D, E bye. R2: A 33-31 C, E 20-44 B, D bye. R3: A 30-34 E, B 32-32 D, C bye.
  // Scores: A 2, B 1.5, C 2, D 1.5, E 2.
  const ps = players("A", "B", "C", "D", "E");
  ps[0].rating = 2000;
  ps[1].rating = 1800;
  ps[2].rating = 1600;
  ps[3].rating = 1400;
  const t = tournament(ps, [
    game(1, "A", 40, 24, "B"),
    game(1, "C", 36, 28, "D"),
    bye(1, "E"),
    game(2, "A", 33, 31, "C"),
    game(2, "E", 20, 44, "B"),
    bye(2, "D"),
    game(3, "A", 30, 34, "E"),
    game(3, "B", 32, 32, "D"),
    bye(3, "C"),
  ]);
  const all = [
    "buchholz",
    "buchholzCut1",
    "medianBuchholz",
    "sonnebornBerger",
    "progressive",
    "wins",
    "aro",
    "performance",
    "discs",
    "discDiff",
  ] as const;
  const s = computeStandings(t, { preset: "woc", overrides: { tiebreaks: [...all] } });
  const tb = (id: string) => row(s, id).tiebreaks;

  it("Buchholz with the FIDE 2023 dummy (own score) for the bye", () => {
    expect(["A", "B", "C", "D", "E"].map((id) => tb(id).buchholz)).toEqual([5.5, 5.5, 5.5, 5, 5.5]);
    expect(["A", "B", "C", "D", "E"].map((id) => tb(id).buchholzCut1)).toEqual([4, 4, 4, 3.5, 4]);
    expect(["A", "D"].map((id) => tb(id).medianBuchholz)).toEqual([2, 1.5]);
  });

  it("Sonneborn-Berger, progressive score, wins", () => {
    expect(["A", "B", "C", "D", "E"].map((id) => tb(id).sonnebornBerger)).toEqual([3.5, 2.75, 3.5, 2.25, 4]);
    expect(["A", "B", "C", "D", "E"].map((id) => tb(id).progressive)).toEqual([5, 2.5, 4, 2.5, 4]);
    expect(["A", "B", "C", "D", "E"].map((id) => tb(id).wins)).toEqual([2, 1, 1, 0, 1]);
  });

  it("average opponent rating and performance (linear 400 rule), unrated E skipped", () => {
    expect([tb("A").aro, tb("A").performance]).toEqual([1700, 2100]);
    expect([tb("D").aro, tb("D").performance]).toEqual([1700, 1500]);
    expect([tb("E").aro, tb("E").performance]).toEqual([1900, 1900]);
  });

  it("disc total and difference (bye 32-32, or 40-24)", () => {
    expect([tb("A").discs, tb("A").discDiff, tb("E").discs, tb("E").discDiff]).toEqual([103, 14, 86, -20]);
    const p = computeStandings(t, { preset: "woc", overrides: { byeDiscs: 40, tiebreaks: ["discs", "discDiff"] } });
    expect([row(p, "E").discs, row(p, "E").discDiff]).toEqual([94, -4]);
  });

  it("direct encounter counts only among the still-tied players, and only when all of them met", () => {
    const h = playerHistories(t);
    const ctx = { tournament: t, round: 3, histories: h, settings: resolveStandingsSettings("woc"), constant: 6 };
    expect(directEncounter(ctx, ["A", "C"])).toEqual(
      new Map([
        ["A", 1],
        ["C", 0],
      ]),
    );
    expect(directEncounter(ctx, ["A", "C", "E"])).toEqual(
      new Map([
        ["A", 0],
        ["C", 0],
        ["E", 0],
      ]),
    ); // C-E never met
    expect(directEncounter(ctx, ["B", "D"])).toEqual(
      new Map([
        ["B", 0.5],
        ["D", 0.5],
      ]),
    ); // they drew
    // SB puts E (4) ahead of A and C (3.5); direct encounter then puts A (beat C) before C.
    const d = computeStandings(t, { preset: "woc", overrides: { tiebreaks: ["sonnebornBerger", "directEncounter"] } });
    expect(d.rows.map((r) => r.rankLabel + r.id)).toEqual(["1E", "2A", "3C", "4B", "5D"]);
    // Direct encounter alone: A, C, E never all met (0 each) and B-D drew: both ties stay.
    const only = computeStandings(t, { preset: "woc", overrides: { tiebreaks: ["directEncounter"] } });
    expect(only.rows.map((r) => r.rankLabel + r.id)).toEqual(["=1A", "=1C", "=1E", "=4B", "=4D"]);
    expect(row(d, "A").tiebreaks.directEncounter).toBe(1);
  });
});

describe('the "name" tie-break compares names case-blind (PAPP\'s last resort, docs/rules.md §2.5)', () => {
  // Round 1: "adam" beats "zoe", "Bert" beats "yann", "ANNA" beats "xavier", "anna" beats "will": four players on
  // one point, every game 33-31, so with tie-breaks ["name"] only the names order them. Case-blind: ADAM, ANNA = ANNA,
  // BERT. By character codes (capitals before small letters) "ANNA" < "Bert" < "adam" < "anna" instead.
  const ps = [
    { id: "1", name: "adam" },
    { id: "2", name: "Bert" },
    { id: "3", name: "ANNA" },
    { id: "4", name: "anna" },
    ...["zoe", "yann", "xavier", "will"].map((n, i) => ({ id: String(5 + i), name: n })),
  ];
  const t = tournament(ps, [
    game(1, "1", 33, 31, "5"),
    game(1, "2", 33, 31, "6"),
    game(1, "3", 33, 31, "7"),
    game(1, "4", 33, 31, "8"),
  ]);
  const s = computeStandings(t, { preset: "woc", overrides: { tiebreaks: ["name"] } });
  const top = s.rows.slice(0, 4).map((r) => [r.rankLabel, r.name]);

  it("adam before ANNA and anna, Bert last of the four", () => {
    expect(top).toEqual([
      ["1", "adam"],
      ["=2", "ANNA"],
      ["=2", "anna"],
      ["4", "Bert"],
    ]);
  });
  it("names equal up to case stay tied (a shared rank), never split by character codes", () => {
    expect(s.rows.filter((r) => r.name.toUpperCase() === "ANNA").map((r) => r.rank)).toEqual([2, 2]);
  });
});

describe("errors are values the user can act on", () => {
  it("an unknown player names the game's origin", () => {
    const t = tournament(players("A"), [game(1, "A", 40, 24, "Z")]);
    expect(() => computeStandings(t)).toThrow(TournamentDataError);
    expect(() => computeStandings(t)).toThrow(/R1 A-Z: player "Z" is not in the player list/);
  });

  it("a player twice in one round names both games", () => {
    const t = tournament(players("A", "B", "C"), [game(1, "A", 40, 24, "B"), game(1, "C", 40, 24, "A")]);
    expect(() => computeStandings(t)).toThrow(/already has a game in round 1/);
  });

  it("bad settings name the setting", () => {
    const t = tournament(players("A"), []);
    expect(() => computeStandings(t, { overrides: { tiebreaks: ["bogus" as never] } })).toThrow(
      /Unknown tie-break "bogus"/,
    );
    expect(() => computeStandings(t, { overrides: { byeDiscs: 70 } })).toThrow(/Bye discs must be between 0 and 64/);
    expect(() => computeStandings(t, { preset: "xyz" as never })).toThrow(/Unknown preset/);
    expect(() => computeStandings(t, { round: -1 })).toThrow(/Round must be/);
  });

  it("a constant so large that BQ is beyond a double is bqScore's message, not Infinity in the table", () => {
    // B beat A 40-24: A's BQ = 24 + C x 1, beyond 1.8E+308 for C = 1.7E+308 x 2.
    const t = tournament(players("A", "B"), [game(1, "B", 40, 24, "A")]);
    expect(() => computeStandings(t, { overrides: { constant: 1.7e308 * 2 } })).toThrow(
      /Constant must be a number of 0 or more/,
    );
    expect(() => computeStandings(t, { overrides: { constant: 1.7e308 } })).not.toThrow();
    expect(() => computeStandings(t, { overrides: { constant: 1e308 }, round: 1 })).not.toThrow();
    const big = tournament(players("A", "B", "C"), [
      game(1, "B", 40, 24, "A"),
      game(2, "B", 40, 24, "C"),
      game(3, "B", 40, 24, "A"),
    ]);
    // C's BQ = 24 + C x 3 (B's 3 points): 24 + 3 x 1E+308 is beyond 1.8E+308.
    expect(() => computeStandings(big, { overrides: { constant: 1e308 } })).toThrow(/too large to compute/);
  });

  it("an empty tournament gives rows with zeros and C = 0 for rule-based constants", () => {
    const s = computeStandings(tournament(players("A", "B"), []), { preset: "ftd" });
    expect(s.constant).toBe(0);
    expect(s.rows.map((r) => [r.rankLabel, r.points, r.bq])).toEqual([
      ["1", 0, 0],
      ["2", 0, 0],
    ]);
    expect(resolveConstant(resolveStandingsSettings("koa"), 7)).toBe(10);
  });
});
