/**
 * The canonical .ELO export read back (src/formats/eloEvent.ts writeEloEvent → src/formats/elo parseEloFile):
 * rounds without a game line, forfeits, adjudicated games and byes (docs/rules.md §1, §7).
 */
import { computeStandings, playerHistories, type Game, type Tournament } from "../../src/engine";
import { parseEloFile } from "../../src/formats/elo";
import { writeEloEvent } from "../../src/formats/eloEvent";

const played = (round: number, black: string, bd: number, white: string): Game => ({
  round,
  black,
  white,
  blackDiscs: bd,
  whiteDiscs: 64 - bd,
  blackPoints: bd > 32 ? 1 : bd === 32 ? 0.5 : 0,
  whitePoints: bd > 32 ? 0 : bd === 32 ? 0.5 : 1,
  kind: "played",
});
const bye = (round: number, id: string): Game => ({
  round,
  black: id,
  white: null,
  blackDiscs: null,
  whiteDiscs: null,
  blackPoints: 1,
  whitePoints: 0,
  kind: "bye",
});
const forfeit = (round: number, winner: string, loser: string): Game => ({
  round,
  black: winner,
  white: loser,
  blackDiscs: null,
  whiteDiscs: null,
  blackPoints: 1,
  whitePoints: 0,
  kind: "forfeit",
});

const players = (...ids: string[]) => ids.map((id) => ({ id, name: id }));

describe("a round without a game line reads back as that round", () => {
  // Round 2 holds only A's forfeit win over D and B's bye (C is absent): no game line at all.
  // B: 0 (R1) + 1 (bye) + ½ (R3) = 1.5; read with round 2 closed up, round 3 became round 2 and B had 0.5.
  const t: Tournament = {
    name: "Empty round",
    players: players("A", "B", "C", "D"),
    games: [played(1, "A", 40, "B"), played(1, "C", 40, "D"), forfeit(2, "A", "D"), bye(2, "B"), played(3, "B", 32, "C"), played(3, "A", 50, "D")],
  };
  const { text } = writeEloEvent(t, computeStandings(t, { preset: "woc" }));

  test("the writer writes %Round: n for every round, even one without a game line", () => {
    expect(text.split("\n").filter((l) => l.startsWith("%Round"))).toEqual(["%Round: 1", "%Round: 2", "%Round: 3"]);
  });

  test("the reader keeps an explicit %Round: n without games: same rounds, same points", () => {
    const back = parseEloFile(text);
    expect(back.notes.map((n) => n.code)).not.toContain("round-gap");
    expect(back.tournament.rounds).toBe(3);
    expect(back.tournament.games.filter((g) => g.kind === "played").map((g) => [g.round, g.black, g.white])).toEqual([
      [1, "A", "B"],
      [1, "C", "D"],
      [3, "B", "C"],
      [3, "A", "D"],
    ]);
    const h = playerHistories(back.tournament);
    expect(["A", "B", "C", "D"].map((id) => h.get(id)!.points)).toEqual([3, 1.5, 1.5, 0]);
  });

  test("a round header that is not canonical and holds no game is still closed up (the archive's variations)", () => {
    const back = parseEloFile(["%Round 1", "1 (40)>(24) 2", "%Round 2", "%Round 3", "2 (40)>(24) 1"].join("\n"));
    expect(back.tournament.games.map((g) => g.round)).toEqual([1, 2]);
    expect(back.notes.map((n) => n.code)).toContain("round-gap");
  });
});

describe("forfeits: the format has no line for them; the export says whose standings a re-import changes", () => {
  // R1 A>B 40-24, C>D 40-24; R2 A wins by forfeit against C, B>D 40-24. woc (C = 6, a forfeit counts as a bye:
  // 32 + 6 × own score, docs/rules.md §1.4):
  //   A 40 + 6·1 + (32 + 6·2) = 90;  C 40 + 6·0 + (32 + 6·1) = 78;  B 24 + 6·2 + 40 + 6·0 = 76;  D 24 + 6·1 + 24 + 6·1 = 60.
  // Read back, A's point is a bye (the same 32 + 6·2), but C has no game in round 2 (absent: nothing), so
  // C 40 and, C being absent in the last round, D's game against him counts as against a withdrawn player
  // (32 + 6·0): D 62. B moves up to second.
  const t: Tournament = {
    name: "Forfeit",
    players: players("A", "B", "C", "D"),
    games: [played(1, "A", 40, "B"), played(1, "C", 40, "D"), forfeit(2, "A", "C"), played(2, "B", 40, "D")],
  };

  test("a 4-player event worked by hand", () => {
    const st = computeStandings(t, { preset: "woc" });
    expect(st.rows.map((r) => [r.id, r.bq])).toEqual([["A", 90], ["C", 78], ["B", 76], ["D", 60]]);
    const e = writeEloEvent(t, st);
    expect([e.forfeits, e.differ]).toEqual([1, ["C", "B", "D"]]);
    const back = computeStandings(parseEloFile(e.text).tournament, { preset: "woc" });
    expect(back.rows.map((r) => [r.id, r.bq])).toEqual([["A", 90], ["B", 76], ["C", 40], ["D", 62]]);
  });

  test("without forfeits nothing differs", () => {
    const noForfeit: Tournament = { ...t, games: t.games.map((g) => (g.kind === "forfeit" ? played(2, "A", 40, "C") : g)) };
    expect(writeEloEvent(noForfeit, computeStandings(noForfeit, { preset: "woc" }))).toMatchObject({ forfeits: 0, differ: [] });
  });
});
