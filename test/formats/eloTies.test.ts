/**
 * The .ELO reader's tie and ordering rules that its code states (src/formats/elo/index.ts, place.ts, byes.ts,
 * assemble.ts), each pinned by an example worked by hand: a repeated round number, a bye needed where a player has
 * both an interior and a trailing gap, a play-off block that fits the published scores equally with or without it,
 * and a player twice in a round where moving and leaving out fit the scores equally.
 */
import { parseEloFile, type EloFile } from "../../src/formats/elo";
import { playerHistories } from "../../src/engine/scoring";
import type { Tournament } from "../../src/engine/model";

const file = (...lines: string[]) => lines.join("\n");
const notesOf = (elo: EloFile, code: string) =>
  elo.notes.filter((n) => n.code === code).map((n) => [n.line, n.message] as const);
const gamesOf = (t: Tournament) =>
  t.games
    .map((g) => `${g.round}:${g.black}-${g.white ?? "bye"}:${g.blackDiscs}-${g.whiteDiscs}:${g.blackPoints}:${g.kind}`)
    .sort();

describe("a repeated round number: a new section, at the smallest offset where its players are free", () => {
  const R12 = ["%Round: 1", "1 (40)>(24) 2", "3 (30)<(34) 4", "%Round: 2", "1 (36)>(28) 3", "2 (32)=(32) 4"];

  test("its players busy in that round: the repeated round is the next one (a second day), with a note", () => {
    // The second "%Round: 2" holds 1–4 and 2–3: 1 already played round 2 (line 5), so offset 0 does not fit; offset 1
    // (round 3) does.
    const elo = parseEloFile(file(...R12, "%Round: 2", "1 (33)>(31) 4", "2 (20)<(44) 3"));
    expect(gamesOf(elo.tournament).filter((g) => g.startsWith("3:"))).toEqual([
      "3:1-4:33-31:1:played",
      "3:2-3:20-44:0:played",
    ]);
    expect(notesOf(elo, "round-restart")).toEqual([
      [7, 'round numbers start again at "%Round: 2": its rounds 2–2 were read as rounds 3–3'],
    ]);
    expect(elo.tournament.rounds).toBe(3);
  });

  test("its players free in that round: the same round (a parallel division), no note", () => {
    const elo = parseEloFile(file(...R12, "%Round: 2", "5 (40)>(24) 6"));
    expect(gamesOf(elo.tournament).filter((g) => g.startsWith("2:"))).toEqual([
      "2:1-3:36-28:1:played",
      "2:2-4:32-32:0.5:played",
      "2:5-6:40-24:1:played",
    ]);
    expect(notesOf(elo, "round-restart")).toEqual([]);
    expect(elo.tournament.rounds).toBe(2);
  });
});

test("a bye rebuilt from the score goes to the interior gap before the trailing one", () => {
  // Player 1 plays rounds 1 and 3 (wins both): round 2 is an interior gap (he played after it), round 4 a trailing
  // one. His published 3 points need one more: the bye is round 2, and round 4 stays an absence. Player 3 (2 points
  // from his games, a trailing gap in round 4) and player 4 (0, an interior gap in round 2) need none.
  const elo = parseEloFile(
    file(
      "%_% 1, A, A, X, 3, 80",
      "%_% 2, B, B, X, 2, 128",
      "%_% 3, C, C, X, 2, 104",
      "%_% 4, D, D, X, 0, 72",
      "%Round: 1",
      "1 (40)>(24) 2",
      "3 (40)>(24) 4",
      "%Round: 2",
      "2 (40)>(24) 3",
      "%Round: 3",
      "1 (40)>(24) 4",
      "3 (40)>(24) 2",
      "%Round: 4",
      "2 (40)>(24) 4",
    ),
  );
  expect(elo.tournament.games.filter((g) => g.kind === "bye").map((g) => [g.round, g.black])).toEqual([[2, "1"]]);
  const h = playerHistories(elo.tournament);
  expect(h.get("1")!.rounds.map((r) => r.kind)).toEqual(["played", "bye", "played", "absent"]);
  expect([...h.values()].map((x) => x.points)).toEqual([3, 2, 2, 0]);
  expect(notesOf(elo, "bye-from-score")).toEqual([
    [1, "player 1 has no game in round 2; counted as a bye (1 point), as his published score needs it"],
  ]);
});

test("a play-off block that fits the published scores equally with or without it is kept apart", () => {
  // Two rounds: 1 beats 2 and 4 beats 3, then 1 beats 4 and 2 draws 3; then a play-off draw 1–4. Published: 1 has 2.5
  // (he counts the play-off), 4 has 1 (he does not), 2 and 3 0.5 each. Counted: 1, 2, 3 match (3 players); apart:
  // 4, 2, 3 match (3). A tie keeps the Swiss standings as the format writes them: the play-off apart.
  const elo = parseEloFile(
    file(
      "%_% 1, ALPHA, Ann, NED, 2.5, 108",
      "%_% 4, DELTA, Di, BEL, 1, 62",
      "%_% 2, BETA, Bob, NED, 0.5, 56",
      "%_% 3, GAMMA, Cy, BEL, 0.5, 62",
      "%Round: 1",
      "1 (40)>(24) 2",
      "3 (30)<(34) 4",
      "%Round: 2",
      "4 (28)<(36) 1",
      "2 (32)=(32) 3",
      "%Round PO",
      "1 (32)=(32) 4",
    ),
  );
  expect(elo.tournament.rounds).toBe(2);
  expect(elo.extraGames.map((g) => [g.round, g.black, g.white, g.blackPoints])).toEqual([[3, "1", "4", 0.5]]);
  expect(notesOf(elo, "playoff-counted")).toEqual([]);
  expect(notesOf(elo, "playoff")).toEqual([
    [11, '1 game of "%Round PO" is a play-off game, not counted in the Swiss standings'],
  ]);
});

test("a player twice in a round, where moving the game and leaving it out fit the scores equally: moved (every game kept)", () => {
  // Round 2 lists 1–4, 2–3 and 3–1: players 1 and 3 twice. Moved, 3–1 (3 wins) is played in round 3, where both are
  // free: 1 has 2 points, 2 has 1 and a round without a game (3), 3 has 2, 4 has 0. Left out: 1 2, 2 1, 3 1, 4 0.
  // Published 2, 2, 1, 0: moving fits 1, 2 (his point from a bye in round 3) and 4: 3 players; leaving out fits 1, 3
  // and 4: 3 players. A tie keeps every game in the standings.
  const elo = parseEloFile(
    file(
      "%_% 1, A, A, X, 2, 104",
      "%_% 2, B, B, X, 2, 64",
      "%_% 3, C, C, X, 1, 98",
      "%_% 4, D, D, X, 0, 48",
      "%Round: 1",
      "1 (40)>(24) 2",
      "3 (40)>(24) 4",
      "%Round: 2",
      "1 (40)>(24) 4",
      "2 (40)>(24) 3",
      "3 (34)>(30) 1",
    ),
  );
  expect(gamesOf(elo.tournament)).toEqual([
    "1:1-2:40-24:1:played",
    "1:3-4:40-24:1:played",
    "2:1-4:40-24:1:played",
    "2:2-3:40-24:1:played",
    "3:2-bye:null-null:1:bye",
    "3:3-1:34-30:1:played",
  ]);
  expect(elo.extraGames).toEqual([]);
  expect(notesOf(elo, "player-twice-in-round")).toEqual([
    [
      11,
      "player 3 already has a game in round 2 (line 10); this game was moved to round 3, the first round where both players are free",
    ],
  ]);
});
