/** Adapters between .ELO files and the rating list / export (src/formats/eloEvent.ts). */
import { computeStandings, eventGamesOf, type Tournament } from "../../src/engine";
import { readFileSync } from "fs";
import { decodeBytes } from "../../src/formats/decode";
import { tournamentToSheets } from "../../src/sheets";
import { fixturePath } from "../helpers/fixtures";
import { parseEloFile } from "../../src/formats/elo";
import {
  eloEventDate,
  eloHeaderFromText,
  eloHeaderOf,
  eloHeaderText,
  readEloEvent,
  writeEloEvent,
} from "../../src/formats/eloEvent";

describe("the date of an archived event", () => {
  test("from the file name YYYYMMDD_…, else the first date of %%Date (day first, or year first)", () => {
    expect(eloEventDate("2010/20101111_WOC_2010.ELO", {})).toBe("2010-11-11");
    expect(eloEventDate("woc.ELO", { Date: "11/11/2010 - 13/11/2010" })).toBe("2010-11-11");
    expect(eloEventDate("woc.ELO", { Date: "2010/11/9" })).toBe("2010-11-09");
    expect(eloEventDate("19920000_x.ELO", { Date: "1.2.1992" })).toBe("1992-02-01");
    expect(eloEventDate("x.ELO", { Date: "31/02/2010" })).toBeUndefined();
    expect(eloEventDate("x.ELO", {})).toBeUndefined();
  });

  test("readEloEvent: the name, the date, play-off games after the Swiss rounds, unknown ids left out", () => {
    const text = [
      "%%Tournament: Club cup",
      "%_% 11, ALPHA, Ann, KOR, 2, 80",
      "%_% 22, BETA, Bo, KOR, 0, 48",
      "%_% 33, GAMMA, Cy, KOR, 1, 40",
      "%Round: 1",
      "11 (40)>(24) 22",
      "33 (40)>(24) ??????",
      "%Round: 2",
      "11 (40)>(24) 33",
      "%Round: F",
      "22 (24)<(40) 11",
    ].join("\n");
    const ev = readEloEvent(text, "20240302_Club_cup.ELO");
    expect([ev.name, ev.date, ev.unknownIdGames]).toEqual(["Club cup", "2024-03-02", 1]);
    expect(ev.games.map((g) => [g.round, g.black, g.white])).toEqual([
      [1, "11", "22"],
      [2, "11", "33"],
      [3, "22", "11"],
    ]);
    expect(() => readEloEvent(text, "club.ELO")).toThrow(/no date/);
  });
});

describe("every real game once (seed 002 rates every game against every opponent)", () => {
  test("play-off blocks in rounds of their own, in file order; a two-game play-off with colours swapped is two games", () => {
    const text = [
      "%%Tournament: Cup",
      "%Round: 1",
      "1 (40)>(24) 2",
      "3 (33)>(31) 4",
      "%Round: 2",
      "1 (36)>(28) 3",
      "2 (30)<(34) 4",
      "%Semi-finals",
      "1 (40)>(24) 4",
      "4 (24)<(40) 1",
      "2 (32)=(32) 3",
      "%Final",
      "1 (33)>(31) 3",
    ].join("\n");
    const ev = readEloEvent(text, "20240302_Cup.ELO");
    // Semi-finals: 1–4 twice (round 3, then 4: 1 and 4 are busy in 3), 2–3 in round 3; the final after them, round 5.
    expect(ev.games.map((g) => [g.round, g.black, g.white, g.blackDiscs])).toEqual([
      [1, "1", "2", 40],
      [1, "3", "4", 33],
      [2, "1", "3", 36],
      [2, "2", "4", 30],
      [3, "1", "4", 40],
      [4, "4", "1", 24],
      [3, "2", "3", 32],
      [5, "1", "3", 33],
    ]);
    expect(eventGamesOf(ev.games)).toHaveLength(8);
  });

  test("a real file (Paris 1994): the semi-finals and the final are play-off blocks written with %%, and none of their 7 games is taken for a copy", () => {
    const text = decodeBytes(readFileSync(fixturePath("wof_results", "1994", "19940115_SELPAR.ELO"))).text;
    const gameLines = text.split("\n").filter((l) => /^\s*\d+\s*[<>=]\s*\d+/.test(l)).length;
    const ev = readEloEvent(text, "19940115_SELPAR.ELO");
    expect(gameLines).toBe(52);
    expect(ev.games).toHaveLength(52);
    expect(ev.file.notes.filter((n) => n.code === "duplicate-game")).toEqual([]);
    // Nine Swiss rounds of five games; "%% Demi-Finales" in rounds 10–11 (2–223 twice, 478–11 twice), then
    // "%% Finale et 3/4" in rounds 12–13 (2–11 twice, 223–478 once).
    expect(ev.file.tournament.rounds).toBe(9);
    expect(ev.games.filter((g) => g.round > 9).map((g) => [g.round, g.black, g.white])).toEqual([
      [10, "2", "223"],
      [11, "223", "2"],
      [10, "478", "11"],
      [11, "11", "478"],
      [12, "2", "11"],
      [13, "11", "2"],
      [12, "223", "478"],
    ]);
  });

  test("a walkover is a forfeit: scored 1F-0F for the standings, never rated; a time forfeit is a played game", () => {
    const text = [
      "%_% 12345, A, A, X, 1, 0",
      "%_% 23456, B, B, X, 1, 64",
      "%_% 34567, C, C, X, 1, 40",
      "%_% 45678, D, D, X, 1, 55",
      "%Round: 1",
      "12345 (00)<(64) 23456 W %Walkover",
      "34567 (40)>(24) 45678 B % Time forfeit",
      "%Round: 2",
      "45678 (55)>(09) 12345 % no-show",
    ].join("\n");
    const ev = readEloEvent(text, "20240302_Club.ELO");
    expect(ev.games.map((g) => [g.round, g.black, g.white, g.kind, g.blackPoints, g.whitePoints])).toEqual([
      [1, "12345", "23456", "forfeit", 0, 1],
      [1, "34567", "45678", "played", 1, 0],
      [2, "45678", "12345", "forfeit", 1, 0],
    ]);
    expect(ev.file.notes.filter((n) => n.code === "walkover").map((n) => n.line)).toEqual([6, 9]);
    expect(eventGamesOf(ev.games).map((g) => [g.a, g.b])).toEqual([["34567", "45678"]]);
    expect(
      tournamentToSheets(ev.file.tournament)
        .results.slice(1)
        .map((r) => r[6]),
    ).toEqual(["0F-1F", null, "1F-0F"]);
  });
});

describe("writeEloEvent: the canonical .ELO with score and BQ in standings order", () => {
  test("a 4-player event worked by hand (C = 6)", () => {
    // R1 A>B 40-24, C>D 40-24; R2 A>C 36-28, B>D 50-14. Scores A 2, B 1, C 1, D 0.
    // BQ = discs + 6 × opponents' scores: A 76 + 6·(1+1) = 88; B 74 + 6·(2+0) = 86; C 68 + 6·(0+2) = 80; D 38 + 6·(1+1) = 50.
    const g = (round: number, black: string, bd: number, wd: number, white: string) => ({
      round,
      black,
      white,
      blackDiscs: bd,
      whiteDiscs: wd,
      blackPoints: bd > wd ? 1 : 0,
      whitePoints: bd > wd ? 0 : 1,
      kind: "played" as const,
    });
    const t: Tournament = {
      name: "Mini",
      players: ["D", "C", "B", "A"].map((id) => ({ id, name: id })),
      games: [g(1, "A", 40, 24, "B"), g(1, "C", 40, 24, "D"), g(2, "A", 36, 28, "C"), g(2, "B", 50, 14, "D")],
    };
    const { text, renumbered } = writeEloEvent(t, computeStandings(t, { preset: "woc" }), { date: "2026-05-10" });
    expect(renumbered).toBe(false);
    const lines = text.split("\n").filter((l) => l.startsWith("%"));
    expect(lines.slice(0, 3)).toEqual(["%%Tournament: Mini", "%%Date: 10/05/2026", "%%Creator: Brightwell"]);
    expect(lines.filter((l) => l.startsWith("%_%")).map((l) => l.replace(/\s+/g, " "))).toEqual([
      "%_% A, A, , , 2, 88",
      "%_% B, B, , , 1, 86",
      "%_% C, C, , , 1, 80",
      "%_% D, D, , , 0, 50",
    ]);
    expect(parseEloFile(text).publishedOrder).toEqual(["A", "B", "C", "D"]);
  });

  test("names used as ids (no WOF ids) are numbered so the game lines read back", () => {
    const t: Tournament = {
      players: [
        { id: "KIM Minsu", name: "KIM Minsu" },
        { id: "LEE Jiwoo", name: "LEE Jiwoo" },
      ],
      games: [
        {
          round: 1,
          black: "LEE Jiwoo",
          white: "KIM Minsu",
          blackDiscs: 40,
          whiteDiscs: 24,
          blackPoints: 1,
          whitePoints: 0,
          kind: "played",
        },
      ],
    };
    const { text, renumbered } = writeEloEvent(t, computeStandings(t, { preset: "woc" }));
    expect(renumbered).toBe(true);
    const back = parseEloFile(text);
    expect(back.tournament.games.map((x) => [x.black, x.white, x.blackDiscs])).toEqual([["2", "1", 40]]);
    expect(back.tournament.players.map((p) => [p.id, p.name])).toEqual([
      ["2", "LEE Jiwoo"],
      ["1", "KIM Minsu"],
    ]);
  });
});

describe("the header an imported file carries to the export", () => {
  test("as read; the date from the file name when there is no %%Date; through the workbook's Comments and back", () => {
    const h = eloHeaderOf({
      header: {
        Tournament: "WOC_2014",
        Country: "World",
        Date: "06/11/2014 - 08/11/2014",
        Sender: "Emmanuel Lazard",
        Creator: "PAPP 1.36",
      },
    });
    expect(h).toEqual({
      tournament: "WOC_2014",
      country: "World",
      date: "06/11/2014 - 08/11/2014",
      sender: "Emmanuel Lazard",
    });
    expect(eloHeaderFromText(eloHeaderText(h))).toEqual(h);
    expect(eloHeaderOf({ header: { Tournament: "Club" } }, "2010/20101111_Club.ELO")).toEqual({
      tournament: "Club",
      date: "2010-11-11",
    });
    expect(eloHeaderOf({ header: {} }, "club.ELO")).toEqual({});
    expect(eloHeaderText({})).toBe("");
    // Comments the user wrote are not a header.
    expect(eloHeaderFromText("Country: Italy")).toEqual({});
    expect(eloHeaderFromText(undefined)).toEqual({});
  });
});
