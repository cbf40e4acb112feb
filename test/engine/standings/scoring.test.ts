import {
  checkTournament,
  lastColour,
  lastRound,
  opponentsOf,
  playerHistories,
  playerScores,
  plannedRounds,
  scoresAfter,
} from "../../../src/engine/scoring";
import { bye, forfeit, game, players, tournament } from "../../helpers/tournaments";
import { eloTournament } from "../../helpers/fixtures";

const woc2010 = eloTournament("20101111_WOC_2010.ELO");

describe("playerHistories on WOC 2010", () => {
  const h = playerHistories(woc2010);

  it("has 13 entries per player, colours balanced over the field, and the data is clean", () => {
    expect(checkTournament(woc2010)).toEqual([]);
    let blacks = 0;
    let whites = 0;
    for (const x of h.values()) {
      expect(x.rounds).toHaveLength(13);
      blacks += x.blacks;
      whites += x.whites;
    }
    expect([blacks, whites]).toEqual([416, 416]);
  });

  it("TERKELSEN (220001) lost all 13 games with 120 discs; her first opponent was 488 with White", () => {
    const t = h.get("220001")!;
    expect([t.points, t.losses, t.discs, t.oppDiscs]).toEqual([0, 13, 120, 13 * 64 - 120]);
    expect(opponentsOf(t)[0]).toBe("488");
    expect(t.rounds[0]).toMatchObject({ colour: "W", discs: 0, oppDiscs: 64, kind: "played" });
    expect(lastColour(t)).toBe("B"); // round 13: "220001 (00)<(64) 4869"
  });

  it("cumulative scores end at the final score; scoresAfter reads them", () => {
    const after6 = scoresAfter(h, 6);
    const direct = playerScores(woc2010, 6);
    for (const [id, x] of h) {
      expect(x.cumulative[12]).toBe(x.points);
      expect(after6.get(id)).toBe(direct.get(id));
    }
    expect(playerScores(woc2010).get("5537")).toBe(10.5);
  });
});

describe("checkTournament lists every problem with its origin", () => {
  it("finds unknown ids, double games, self-play, bad discs and bad round numbers", () => {
    const t = tournament(players("A", "B", "C"), [
      game(1, "A", 40, 24, "B"),
      game(1, "A", 40, 24, "C"),
      game(2, "A", 50, 30, "B"),
      game(2, "C", 40, 24, "Z"),
      { ...game(3, "C", 32, 32, "C") },
      { ...game(0, "A", 32, 32, "B"), origin: "Results!A9" },
    ]);
    const issues = checkTournament(t);
    expect(issues.join("\n")).toMatch(/R1 A-C: player "A" already has a game in round 1 \(R1 A-B\)/);
    expect(issues.join("\n")).toMatch(/R2 A-B: disc counts 50-30/);
    expect(issues.join("\n")).toMatch(/R2 C-Z: player "Z" is not in the player list/);
    expect(issues.join("\n")).toMatch(/R3 C-C: a player cannot play himself/);
    expect(issues.join("\n")).toMatch(/Results!A9: round must be a whole number/);
  });

  it("accepts byes and forfeits; planned rounds fall back to the last round played", () => {
    const t = tournament(players("A", "B", "C"), [
      forfeit(1, "A", "B"),
      bye(1, "C"),
      game(2, "B", 40, 24, "C"),
      bye(2, "A"),
    ]);
    expect(checkTournament(t)).toEqual([]);
    expect([lastRound(t), plannedRounds(t), plannedRounds({ ...t, rounds: 7 })]).toEqual([2, 2, 7]);
  });
});
