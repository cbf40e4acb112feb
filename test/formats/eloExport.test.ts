/**
 * The canonical .ELO export read back (src/formats/eloEvent.ts writeEloEvent → src/formats/elo parseEloFile):
 * rounds without a game line, forfeits, adjudicated games and byes (docs/rules.md §1, §7).
 */
import fc from "fast-check";
import { computeStandings, playerHistories, type Game, type Tournament } from "../../src/engine";
import { parseEloFile } from "../../src/formats/elo";
import { writeEloEvent } from "../../src/formats/eloEvent";
import { bye, forfeit, players } from "../helpers/tournaments";

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
describe("a round without a game line reads back as that round", () => {
  // Round 2 holds only A's forfeit win over D and B's bye (C is absent): no game line at all.
  // B: 0 (R1) + 1 (bye) + ½ (R3) = 1.5; read with round 2 closed up, round 3 became round 2 and B had 0.5.
  const t: Tournament = {
    name: "Empty round",
    players: players("A", "B", "C", "D"),
    games: [
      played(1, "A", 40, "B"),
      played(1, "C", 40, "D"),
      forfeit(2, "A", "D"),
      bye(2, "B"),
      played(3, "B", 32, "C"),
      played(3, "A", 50, "D"),
    ],
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
    expect(st.rows.map((r) => [r.id, r.bq])).toEqual([
      ["A", 90],
      ["C", 78],
      ["B", 76],
      ["D", 60],
    ]);
    const e = writeEloEvent(t, st);
    expect([e.forfeits, e.differ]).toEqual([1, ["C", "B", "D"]]);
    const back = computeStandings(parseEloFile(e.text).tournament, { preset: "woc" });
    expect(back.rows.map((r) => [r.id, r.bq])).toEqual([
      ["A", 90],
      ["B", 76],
      ["C", 40],
      ["D", 62],
    ]);
  });

  test("without forfeits nothing differs", () => {
    const noForfeit: Tournament = {
      ...t,
      games: t.games.map((g) => (g.kind === "forfeit" ? played(2, "A", 40, "C") : g)),
    };
    expect(writeEloEvent(noForfeit, computeStandings(noForfeit, { preset: "woc" }))).toMatchObject({
      forfeits: 0,
      differ: [],
    });
  });
});

describe("property: workbook event → export → import", () => {
  /** One round: the players in a random order, paired in twos (the odd one out has a bye), each pair's kind drawn. */
  const roundArb = (n: number) =>
    fc.record({
      order: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
      pairs: fc.array(
        fc.record({
          kind: fc.constantFrom("played", "played", "adjudicated", "forfeit"),
          discs: fc.integer({ min: 0, max: 64 }),
          whiteWins: fc.boolean(),
        }),
        { minLength: 4, maxLength: 4 },
      ),
    });
  const eventArb = fc
    .integer({ min: 2, max: 8 })
    .chain((n) => fc.tuple(fc.constant(n), fc.array(roundArb(n), { minLength: 1, maxLength: 5 })));

  function eventOf([n, rounds]: [
    number,
    Array<{ order: number[]; pairs: Array<{ kind: string; discs: number; whiteWins: boolean }> }>,
  ]): Tournament {
    const games: Game[] = [];
    rounds.forEach(({ order, pairs }, i) => {
      const r = i + 1;
      const ids = order.map((k) => String(k + 1));
      for (let k = 0; k + 1 < ids.length; k += 2) {
        const p = pairs[k / 2];
        const [b, w] = [ids[k], ids[k + 1]];
        if (p.kind === "played") games.push(played(r, b, p.discs, w));
        else if (p.kind === "forfeit") games.push(p.whiteWins ? forfeit(r, w, b) : forfeit(r, b, w));
        else {
          const bp = p.discs > 32 ? 1 : p.discs === 32 ? 0.5 : 0;
          games.push({
            round: r,
            black: b,
            white: w,
            blackDiscs: null,
            whiteDiscs: null,
            blackPoints: bp,
            whitePoints: 1 - bp,
            kind: "adjudicated",
          });
        }
      }
      if (ids.length % 2 === 1) games.push(bye(r, ids[ids.length - 1]));
    });
    return {
      name: "Generated",
      players: Array.from({ length: n }, (_, k) => ({ id: String(k + 1), name: `P${k + 1}` })),
      games,
    };
  }

  /**
   * A game as the file reads it back: a forfeit is the winner's bye (its loser has no game that round). A bye rebuilt
   * from the score goes to the player's first round without a game, which is not the forfeit's round when he also
   * lost one by forfeit before it: byes compare by player, games by round.
   */
  const readAs = (g: Game): string | null => {
    if (g.kind === "forfeit")
      return g.blackPoints > g.whitePoints ? `bye ${g.black}` : g.whitePoints > g.blackPoints ? `bye ${g.white}` : null;
    if (g.kind === "bye") return `bye ${g.black}`;
    return `${g.round} ${g.kind} ${g.black} ${g.white} ${g.blackDiscs} ${g.whiteDiscs} ${g.blackPoints}`;
  };

  test("the same games per round (a forfeit as the winner's bye), the same standings when there is no forfeit", () => {
    // Without forfeits, byes are in their rounds too.
    const byRound = (g: Game) => (g.kind === "bye" ? `${g.round} ` : "") + readAs(g);
    fc.assert(
      fc.property(eventArb, (ev) => {
        const t = eventOf(ev);
        fc.pre(t.games.some((g) => g.kind === "played" || g.kind === "adjudicated"));
        const st = computeStandings(t, { preset: "woc" });
        const out = writeEloEvent(t, st);
        const back = parseEloFile(out.text).tournament;
        const expected = t.games
          .map(readAs)
          .filter((x): x is string => x !== null)
          .sort();
        expect(back.games.map(readAs).sort()).toEqual(expected);
        expect(out.forfeits).toBe(t.games.filter((g) => g.kind === "forfeit").length);
        if (out.forfeits === 0) {
          expect(out.differ).toEqual([]);
          expect(back.games.map(byRound).sort()).toEqual(t.games.map(byRound).sort());
          const rankOf = (s: typeof st) => new Map(s.rows.map((r) => [r.id, [r.rank, r.bq.toFixed(2)]]));
          expect(rankOf(computeStandings(back, { preset: "woc" }))).toEqual(rankOf(st));
        }
      }),
      { numRuns: 200 },
    );
  });
});
