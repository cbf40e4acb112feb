import { computeStandings } from "../../src/engine";
import type { Tournament } from "../../src/engine/model";
import { parseFtdJson } from "../../src/formats/flipTheDisc";
import { crossCellText, parseResultsSheet, renderStandings, tournamentToSheets } from "../../src/sheets";
import { fixture } from "../helpers/fixtures";

const raw579 = JSON.parse(fixture("tournament_579.json"));
const ftd579 = parseFtdJson(raw579);

/** The sample's path: FTD file → sheets → parse → standings (as the CLI and the add-in do). */
function standings579(preset: "ftd" | "woc" = "ftd", constant?: "exact") {
  const s = tournamentToSheets(ftd579.tournament);
  const { tournament, problems } = parseResultsSheet({
    sheetName: "Results",
    values: s.results,
    players: { sheetName: "Players", values: s.players },
  });
  expect(problems).toEqual([]);
  return computeStandings(tournament, { preset, overrides: constant ? { constant } : {} });
}

describe("renderStandings on the 125th Dutch Othello Open (FTD 579)", () => {
  const sheet = renderStandings(standings579("ftd"));
  const header = sheet.values[0];

  test("header, one row per player in the published order, published points and mbq", () => {
    expect(header).toEqual([
      "Rank",
      "Player",
      "Country",
      "Points",
      "BQ",
      "Games",
      "R1",
      "R2",
      "R3",
      "R4",
      "R5",
      "R6",
      "R7",
    ]);
    expect(sheet.headerRowCount).toBe(1);
    const names = new Map(ftd579.tournament.players.map((p) => [p.id, p.name]));
    expect(sheet.values.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual(
      ftd579.published.map((p, i) => [i + 1, names.get(p.id), p.score, p.mbq]),
    );
  });

  test("every crosstable cell agrees with the raw FlipTheDisc pairing (colour, opponent's published rank, discs, result)", () => {
    const rankOf = new Map(ftd579.published.map((p, i) => [p.id, i + 1]));
    const nameOf = new Map(ftd579.tournament.players.map((p) => [p.id, p.name]));
    const expected = new Map<string, string>(); // `${name}|${round}` → text
    for (const round of raw579.rounds) {
      const r = round.currentRound ?? round.round;
      for (const [b, w] of round.pairing) {
        const bid = String(b.id);
        if (w.id === -1) {
          expected.set(`${nameOf.get(bid)}|${r}`, "BYE");
          continue;
        }
        const wid = String(w.id);
        const bd = b.score as number;
        const res = (x: number, y: number) => (x > y ? "W" : x < y ? "L" : "D");
        expected.set(`${nameOf.get(bid)}|${r}`, `B ${rankOf.get(wid)} ${bd}-${64 - bd} ${res(bd, 64 - bd)}`);
        expected.set(`${nameOf.get(wid)}|${r}`, `W ${rankOf.get(bid)} ${64 - bd}-${bd} ${res(64 - bd, bd)}`);
      }
    }
    let checked = 0;
    for (const row of sheet.values.slice(1)) {
      for (let r = 1; r <= 7; r++) {
        const want = expected.get(`${row[1]}|${r}`) ?? "-";
        expect([row[1], r, row[5 + r]]).toEqual([row[1], r, want]);
        checked++;
      }
    }
    expect(checked).toBe(77);
    expect([...expected.values()].filter((v) => v === "BYE")).toHaveLength(7);
  });

  test("number formats: rank and games integers, names text, BQ an integer under FTD or when whole, else 2 decimals", () => {
    expect(sheet.numberFormats[0].every((f) => f === "@")).toBe(true);
    expect(sheet.numberFormats[1].slice(0, 6)).toEqual(["0", "@", "@", "General", "0", "0"]);
    expect(sheet.numberFormats[1].slice(6).every((f) => f === "@")).toBe(true);
    // WOC with C = 6: every BQ is whole, shown as an integer; with C = 64/7 BQ has decimals: "0.00".
    const woc = renderStandings(standings579("woc"));
    expect(woc.values[0].slice(4, 6)).toEqual(["BQ", "Discs"]);
    expect(woc.numberFormats[1].slice(4, 6)).toEqual(["0", "0"]);
    const exact = renderStandings(standings579("woc", "exact"));
    expect(exact.values.slice(1).some((r) => !Number.isInteger(r[4]))).toBe(true);
    expect(exact.numberFormats[1].slice(4, 6)).toEqual(["0.00", "0"]);
    expect(renderStandings(standings579("woc", "exact"), { roundBq: true }).numberFormats[1][4]).toBe("0");
    // every row has as many formats as values
    for (const s of [sheet, woc, exact])
      s.values.forEach((row, i) => expect(s.numberFormats[i]).toHaveLength(row.length));
  });

  test("Korean and Japanese headers and cells; no crosstable on request; widths count wide characters twice", () => {
    const ko = renderStandings(standings579(), { locale: "ko" });
    expect(ko.values[0]).toEqual([
      "순위",
      "선수",
      "국가",
      "승점",
      "BQ",
      "대국 수",
      "1R",
      "2R",
      "3R",
      "4R",
      "5R",
      "6R",
      "7R",
    ]);
    expect(ko.values[1][6]).toBe("흑 6 48-16 승");
    const ja = renderStandings(standings579(), { locale: "ja", crosstable: false });
    expect(ja.values[0]).toEqual(["順位", "選手", "国", "勝点", "BQ", "対局数"]);
    expect(ja.columnWidths).toHaveLength(6);
    expect(ja.columnWidths![5]).toBe(8); // "対局数" = 6 columns wide + 2
    const byes = ko.values
      .slice(1)
      .flat()
      .filter((v) => v === "부전승");
    expect(byes).toHaveLength(7);
  });
});

describe("shared ranks, forfeits, adjudications, absences", () => {
  // A 32-32 draw and two forfeits/adjudications: Ann and Bob are tied on everything.
  const t: Tournament = {
    players: [
      { id: "a", name: "Ann" },
      { id: "b", name: "Bob" },
      { id: "c", name: "=Cid" },
      { id: "d", name: "Dan" },
    ],
    games: [
      {
        round: 1,
        black: "a",
        white: "b",
        blackDiscs: 32,
        whiteDiscs: 32,
        blackPoints: 0.5,
        whitePoints: 0.5,
        kind: "played",
      },
      {
        round: 1,
        black: "c",
        white: "d",
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 1,
        whitePoints: 0,
        kind: "forfeit",
      },
      {
        round: 2,
        black: "a",
        white: "c",
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 0.5,
        whitePoints: 0.5,
        kind: "adjudicated",
      },
      {
        round: 2,
        black: "b",
        white: "d",
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 0.5,
        whitePoints: 0.5,
        kind: "adjudicated",
      },
    ],
  };
  const st = computeStandings(t, { preset: "woc" });
  const sheet = renderStandings(st);
  const row = (name: string) => sheet.values.find((r) => r[1] === name)!;
  const fmt = (name: string) => sheet.numberFormats[sheet.values.findIndex((r) => r[1] === name)];

  test("an unresolved tie is the text '=N' with format '@' (never read as a formula); a name starting with '=' stays text", () => {
    // Two players, one 32-32 draw: equal on points, BQ and discs under WOC → both "=1".
    const draw: Tournament = {
      players: [
        { id: "x", name: "Xu" },
        { id: "y", name: "Yi" },
      ],
      games: [
        {
          round: 1,
          black: "x",
          white: "y",
          blackDiscs: 32,
          whiteDiscs: 32,
          blackPoints: 0.5,
          whitePoints: 0.5,
          kind: "played",
        },
      ],
    };
    const tied = renderStandings(computeStandings(draw, { preset: "woc" }));
    expect(tied.values.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ["=1", "Xu"],
      ["=1", "Yi"],
    ]);
    expect(tied.numberFormats.slice(1).map((f) => f[0])).toEqual(["@", "@"]);
    // Untied ranks are numbers.
    expect(sheet.values.slice(1).every((r) => typeof r[0] === "number")).toBe(true);
    expect(row("=Cid")[1]).toBe("=Cid");
    expect(fmt("=Cid")[1]).toBe("@");
  });

  test("cells of forfeits and adjudications show the word instead of discs; every cell text is one of the documented shapes", () => {
    // WOC columns: Rank Player Country Points BQ Discs Games R1 R2
    expect(sheet.values[0].slice(7)).toEqual(["R1", "R2"]);
    expect(row("=Cid")[7]).toMatch(/^\d+ forfeit W$/);
    expect(row("Dan")[7]).toMatch(/^\d+ forfeit L$/);
    expect(row("Ann")[7]).toMatch(/^B \d+ 32-32 D$/);
    expect(row("Ann")[8]).toMatch(/^B \d+ adj\. D$/);
    expect(row("Bob")[8]).toMatch(/^B \d+ adj\. D$/);
    for (const r of sheet.values.slice(1))
      for (const c of r.slice(7)) expect(c).toMatch(/^(BYE|-|([BW] )?\d+ (\d+-\d+|adj\.|forfeit) [WLD])$/);
  });

  test("crossCellText for an absent round and in every locale", () => {
    const cell = {
      round: 3,
      colour: "W" as const,
      opponent: "x",
      opponentRank: 4,
      discs: 20,
      oppDiscs: 44,
      result: "L" as const,
      points: 0,
    };
    expect([crossCellText(cell, "en"), crossCellText(cell, "ko"), crossCellText(cell, "ja")]).toEqual([
      "W 4 20-44 L",
      "백 4 20-44 패",
      "白 4 20-44 負",
    ]);
    expect(
      crossCellText({
        ...cell,
        result: "-",
        colour: null,
        opponent: null,
        opponentRank: null,
        discs: null,
        oppDiscs: null,
      }),
    ).toBe("-");
  });
});
