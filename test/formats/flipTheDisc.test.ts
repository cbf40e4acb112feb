import { FtdFormatError, parseFtdJson } from "../../src/formats/flipTheDisc";
import { checkFtd } from "../../src/formats/ftdCheck";
import { readTournamentText } from "../../src/formats/load";
import { playerHistories } from "../../src/engine/scoring";
import { fixture } from "../helpers/fixtures";

describe("parseFtdJson on real exports", () => {
  it("559: 14 players, 7 rounds of 7 games, every published score reproduced", () => {
    const d = parseFtdJson(fixture("tournament_559.json"));
    expect(d.tournament.players).toHaveLength(14);
    expect(d.tournament.rounds).toBe(7);
    expect(d.tournament.games).toHaveLength(49);
    expect(d.mbqCoef).toBeNull();
    const h = playerHistories(d.tournament);
    expect(d.published).toHaveLength(14);
    for (const row of d.published) expect([row.id, h.get(row.id)!.points]).toEqual([row.id, row.score]);
    for (const g of d.tournament.games) expect(g.blackDiscs! + g.whiteDiscs!).toBe(64);
  });

  it("579: 11 players, a bye in every round, every published score reproduced", () => {
    const d = parseFtdJson(fixture("tournament_579.json"));
    const byes = d.tournament.games.filter((g) => g.kind === "bye");
    expect(byes.map((g) => g.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byes.every((g) => g.white === null && g.blackPoints === 1)).toBe(true);
    const h = playerHistories(d.tournament);
    for (const row of d.published) expect([row.id, h.get(row.id)!.points]).toEqual([row.id, row.score]);
  });
});

describe("parseFtdJson edge cases", () => {
  const player = (id: number, left: number | null = null) => ({
    id,
    surname: `P${id}`,
    name: "X",
    rating: 1500,
    country_code: "BE",
    left_after_round: left,
  });
  const pair = (b: number, w: number, score: number | null, result: number | null) => [
    { id: b, score, result },
    { id: w },
  ];
  const doc = {
    info: { rounds: 2, mbq_coef: 6 },
    players_list: [player(1), player(2), player(3, 1)],
    rounds: [
      { currentRound: 1, pairing: [pair(1, 2, 40, 2), [{ id: 3, score: null, result: null }, { id: -1 }]] },
      { currentRound: 2, pairing: [pair(2, 1, 32, 1), pair(3, 1, null, null)] },
      { currentRound: 110, pairing: [pair(1, 2, 50, 2)] },
      { currentRound: 2, pairing: ["final", pair(1, 2, 50, 2)] },
    ],
  };

  it("maps left_after_round, byes, draws; skips play-offs and unfinished games with a warning", () => {
    const d = parseFtdJson(doc);
    expect(d.mbqCoef).toBe(6);
    expect(d.tournament.players.find((p) => p.id === "3")!.withdrawnAfterRound).toBe(1);
    expect(d.tournament.players.find((p) => p.id === "1")!.withdrawnAfterRound).toBeUndefined();
    expect(
      d.tournament.games.map((g) => [g.round, g.black, g.white, g.blackDiscs, g.whiteDiscs, g.blackPoints, g.kind]),
    ).toEqual([
      [1, "1", "2", 40, 24, 1, "played"],
      [1, "3", null, null, null, 1, "bye"],
      [2, "2", "1", 32, 32, 0.5, "played"],
    ]);
    expect(d.skippedPlayoffGames).toBe(2);
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0].message).toMatch(/rounds\[1\]\.pairing\[1\].*no result/);
  });

  it('reads a disc count written as the string "40"; warns about one it cannot read', () => {
    const one = (score: unknown) => ({
      ...doc,
      rounds: [
        {
          currentRound: 1,
          pairing: [
            [
              { id: 1, score, result: 2 },
              { id: 2, score: null },
            ],
          ],
        },
      ],
    });
    const d = parseFtdJson(one("40"));
    expect(d.tournament.games.map((g) => [g.black, g.white, g.blackDiscs, g.whiteDiscs, g.kind])).toEqual([
      ["1", "2", 40, 24, "played"],
    ]);
    expect(d.warnings).toEqual([]);
    const bad = parseFtdJson(one("forty"));
    expect(bad.tournament.games.map((g) => [g.blackDiscs, g.blackPoints, g.kind])).toEqual([[null, 1, "adjudicated"]]);
    expect(bad.warnings.map((w) => w.message)).toEqual([
      'rounds[0].pairing[0] (round 1): Black\'s disc count "forty" is not a number; the game counts by its result only (adjudicated, no discs).',
    ]);
    const none = parseFtdJson(one(null));
    expect(none.warnings.map((w) => w.message)).toEqual([
      "rounds[0].pairing[0] (round 1): no disc count for Black; the game counts by its result only (adjudicated, no discs).",
    ]);
  });

  it("a Swiss pair with a null opponent is left out with a warning, not counted as a play-off game", () => {
    const d = parseFtdJson({
      ...doc,
      rounds: [{ currentRound: 1, pairing: [pair(1, 2, 40, 2), [{ id: 3, score: "40", result: 2 }, null]] }],
    });
    expect(d.tournament.games.map((g) => [g.black, g.white])).toEqual([["1", "2"]]);
    expect(d.skippedPlayoffGames).toBe(0);
    expect(d.warnings.map((w) => w.message)).toEqual([
      'rounds[0].pairing[1] (round 1): not a pair of two players ([{"id":3,"score":"40","result":2},null]); the game was left out.',
    ]);
  });

  it("rejects malformed input with the place named", () => {
    expect(() => parseFtdJson("{")).toThrow(FtdFormatError);
    expect(() => parseFtdJson({ info: {} })).toThrow(/players_list/);
    expect(() => parseFtdJson({ ...doc, rounds: [{ currentRound: 1, pairing: [pair(1, 2, 70, 2)] }] })).toThrow(
      /rounds\[0\]\.pairing\[0\].*0\.\.64/,
    );
  });
});

describe("the published standings checked, and results contradicting discs named (as the .ELO import does)", () => {
  test("the two real exports: every score, every mbq (C = 64/7, rounded) and the order reproduced", () => {
    for (const name of ["tournament_559.json", "tournament_579.json"]) {
      const c = checkFtd(parseFtdJson(fixture(name)));
      expect([name, c.pointsMatch, c.mbqMatch, c.order.matches, c.differ]).toEqual([
        name,
        c.scored,
        c.mbqCompared,
        true,
        [],
      ]);
      expect(c.scored).toBeGreaterThan(10);
      expect(c.constant).toBeCloseTo(64 / 7, 12);
    }
  });

  test("Dutch Open 2026 with round 1's first result turned round: the game named, the result used, the standings that no longer add up named", () => {
    // Round 1, board 1: ZILLIG (12296, Black) 17–47 VAN DEN BERG (12144). The result field is set to a Black win.
    const json = JSON.parse(fixture("tournament_579.json"));
    json.rounds[0].pairing[0][0].result = 2;
    const loaded = readTournamentText(JSON.stringify(json));
    expect(loaded.notes.map((n) => n.message)).toContain(
      "rounds[0].pairing[0] (round 1): round 1, board 1, 12296 (Black) 17–47 12144 (White), but the result field says Black won: the result was used (1–0), the discs kept as written.",
    );
    const g = loaded.tournament.games.find((x) => x.round === 1 && x.black === "12296")!;
    expect([g.blackPoints, g.blackDiscs, g.whiteDiscs]).toEqual([1, 17, 47]);
    expect(loaded.summary[0]).toMatch(
      /^points: 9 of 11 published scores are reproduced by the games \(player 12144: published \d+(\.5)?, games give \d+(\.5)?; player 12296: published \d+(\.5)?, games give \d+(\.5)?\)$/,
    );
    expect(loaded.summary[1]).toMatch(
      /^mbq: \d+ of 11 published values are reproduced by BQ with C = 9\.143, rounded \(player /,
    );
  });

  test("a draw written with discs that are not 32–32: counted as the draw, the discs named", () => {
    const d = parseFtdJson({
      info: { rounds: 1, mbq_coef: null },
      players_list: [
        { id: 1, surname: "A", name: "a" },
        { id: 2, surname: "B", name: "b" },
      ],
      rounds: [{ currentRound: 1, pairing: [[{ id: 1, score: 40, result: 1 }, { id: 2 }]] }],
    });
    expect(d.warnings.map((w) => w.message)).toEqual([
      "rounds[0].pairing[0] (round 1): round 1, board 1, 1 (Black) 40–24 2 (White), but the result field says a draw: counted as a draw, 32–32 (the discs 40–24 were not used).",
    ]);
    expect(d.tournament.games.map((g) => [g.blackDiscs, g.whiteDiscs, g.blackPoints])).toEqual([[32, 32, 0.5]]);
  });
});
