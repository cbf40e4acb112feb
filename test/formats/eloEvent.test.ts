/** Adapters between .ELO files and the rating list / export (src/formats/eloEvent.ts). */
import { computeStandings, type Tournament } from "../../src/engine";
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
