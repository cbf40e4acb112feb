/**
 * What export-elo writes must read back as the same event (src/formats/eloEvent.ts writeEloEvent): header values and
 * names with line breks, "%" or control characters inject no line; a date must be a real date; an event without a
 * game is refused; names are written in the WOF archive's way (SURNAME, Firstname) unless the Players sheet splits
 * them; ids a game line cannot carry are numbered.
 */
import fc from "fast-check";
import { computeStandings, type Game, type Player, type Tournament } from "../../src/engine";
import { parseEloFile } from "../../src/formats/elo";
import { oneLine } from "../../src/formats/elo/write";
import { EloExportError, writeEloEvent, type EloExportHeader } from "../../src/formats/eloEvent";
import { parsePlayersSheet } from "../../src/sheets";
import { arbTournament, bye, forfeit, players } from "../helpers/tournaments";

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
const CLUB: Tournament = {
  name: "Club",
  players: players("1", "2", "3", "4"),
  games: [played(1, "1", 40, "2"), played(1, "3", 30, "4"), played(2, "4", 28, "1"), played(2, "2", 32, "3")],
};
const write = (t: Tournament, header: EloExportHeader = {}, sources = {}) =>
  writeEloEvent(t, computeStandings(t, { preset: "woc" }), header, sources);
const gamesOf = (t: Tournament) =>
  t.games
    .filter((g) => g.kind === "played")
    .map((g) => `${g.round}:${g.black}-${g.white}:${g.blackDiscs}`)
    .sort();

describe("header values: no line of their own", () => {
  test("a newline, a carriage return or a control character is written as a space, and said; '%' inside a line is text", () => {
    const header = {
      tournament: "Club\n%_% 999, EVIL, Eve, XX, 9, 0\n%Round: 1\n999 (64)>(00) 1",
      sender: "Ann\r\n%%Date: 01/01/1999",
      country: "NL\u0007",
      date: "2024-05-01",
    };
    const w = write(CLUB, header);
    expect(w.text.split("\n").filter((l) => l.startsWith("%%"))).toEqual([
      "%%Tournament: Club %_% 999, EVIL, Eve, XX, 9, 0 %Round: 1 999 (64)>(00) 1",
      "%%Country: NL",
      "%%Date: 01/05/2024",
      "%%Sender: Ann %%Date: 01/01/1999",
      "%%Creator: Brightwell",
    ]);
    expect(w.cleaned.map((c) => c.field)).toEqual(["tournament", "country", "sender"]);
    const back = parseEloFile(w.text);
    expect(back.tournament.players.map((p) => p.id).sort()).toEqual(["1", "2", "3", "4"]);
    expect(gamesOf(back.tournament)).toEqual(gamesOf(CLUB));
    expect(back.header["Date"]).toBe("01/05/2024");
  });

  test("a player's name or country with a line break stays on its player line", () => {
    const t = {
      ...CLUB,
      players: CLUB.players.map((p, i) => (i === 0 ? { ...p, name: "Ann\n%_% 999, X, Y", country: "N\nL" } : p)),
    };
    const back = parseEloFile(write(t).text);
    expect(back.players.map((p) => p.id)).toEqual(expect.arrayContaining(["1", "2", "3", "4"]));
    expect(back.players).toHaveLength(4);
  });

  test("property: any names and header values (line breaks, %, commas, control characters) read back as the same event", () => {
    const nasty = fc.string({
      unit: fc.constantFrom("a", "Z", " ", ",", "%", "\n", "\r", "\t", "\u0000", "(", ">", "9", "é"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        arbTournament({ irregular: false, absences: false }),
        fc.array(nasty, { minLength: 14, maxLength: 14 }),
        nasty,
        nasty,
        (t0, names, event, sender) => {
          const t: Tournament = { ...t0, players: t0.players.map((p, i) => ({ ...p, name: names[i] || p.name })) };
          if (!t.games.some((g) => g.kind === "played")) return;
          const w = write(t, { tournament: `E${event}`, sender: `S${sender}` });
          const back = parseEloFile(w.text);
          expect(back.tournament.players.map((p) => p.id).sort()).toEqual(t.players.map((p) => p.id).sort());
          expect(gamesOf(back.tournament)).toEqual(gamesOf(t));
          expect(back.header["Tournament"]).toBe(oneLine(`E${event}`));
          expect(back.header["Sender"]).toBe(oneLine(`S${sender}`));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("the date must be a real date, and where it came from is said", () => {
  test.each([
    ["2026-02-30", "--date"],
    ["31/02/2010 - 01/03/2010", "the imported file's header"],
    ["soon", "'Tournament'!B4"],
  ])("%j (from %s) is refused", (date, source) => {
    expect(() => write(CLUB, { date }, { date: source })).toThrow(EloExportError);
    expect(() => write(CLUB, { date }, { date: source })).toThrow(
      `the date "${date}" (from ${source}) is not a real date: give the event's date as YYYY-MM-DD; nothing written`,
    );
  });

  test("real dates are written: ISO as PAPP writes it, an imported range as it is", () => {
    expect(write(CLUB, { date: "2024-02-29" }).text).toContain("%%Date: 29/02/2024\n");
    expect(write(CLUB, { date: "06/11/2014 - 08/11/2014" }).text).toContain("%%Date: 06/11/2014 - 08/11/2014\n");
  });
});

test("an event without a played or adjudicated game is refused", () => {
  const t: Tournament = { players: players("A", "B", "C"), games: [forfeit(1, "A", "B"), bye(1, "C")] };
  expect(() => write(t)).toThrow(new EloExportError({ kind: "no-games" }).message);
  expect(() => write({ ...t, games: [] })).toThrow(EloExportError);
});

describe("names in the WOF archive's way, or as the Players sheet splits them", () => {
  const named = (...ps: Partial<Player>[]): Tournament => ({
    ...CLUB,
    players: CLUB.players.map((p, i) => ({ ...p, ...ps[i] })),
  });

  test('"Marta Kowalska" is KOWALSKA, Marta; "VAN DEN BIGGELAAR Nicky" stays; one name stays whole; the split is listed', () => {
    const w = write(
      named(
        { name: "Marta Kowalska" },
        { name: "VAN DEN BIGGELAAR Nicky" },
        { name: "김철수" },
        { name: "Smith, John" },
      ),
    );
    const lines = w.text
      .split("\n")
      .filter((l) => l.startsWith("%_%"))
      .map((l) =>
        l
          .split(",")
          .slice(1, 3)
          .map((x) => x.trim()),
      );
    expect(lines).toEqual(
      expect.arrayContaining([
        ["KOWALSKA", "Marta"],
        ["VAN DEN BIGGELAAR", "Nicky"],
        ["김철수", ""],
        ["SMITH", "John"],
      ]),
    );
    expect(w.names).toEqual([
      { name: "Marta Kowalska", surname: "KOWALSKA", firstname: "Marta" },
      { name: "Smith, John", surname: "SMITH", firstname: "John" },
    ]);
    // Read back: the archive's "SURNAME Firstname".
    expect(parseEloFile(w.text).tournament.players.find((p) => p.id === "1")!.name).toBe("KOWALSKA Marta");
  });

  test("the Players sheet's Surname and First name are written as they are", () => {
    const w = write(named({ name: "Marta Kowalska", surname: "Kowalska-Nowak", firstName: "Marta Anna" }));
    expect(w.text).toMatch(/^%_%\s+1, Kowalska-Nowak, Marta Anna, /m);
    expect(w.names).toEqual([{ name: "Marta Kowalska", surname: "Kowalska-Nowak", firstname: "Marta Anna" }]);
  });
});

test("ids a game line cannot carry (%, result signs, ??????) are numbered", () => {
  const odd = ["%1", "a>b", "??????", "x=y"];
  const t: Tournament = {
    players: odd.map((id) => ({ id, name: `N ${id}` })),
    games: [played(1, "%1", 40, "a>b"), played(1, "??????", 30, "x=y")],
  };
  const w = write(t);
  expect(w.renumbered).toBe(true);
  expect(gamesOf(parseEloFile(w.text).tournament)).toEqual(["1:1-2:40", "1:3-4:30"]);
});

test("a Players sheet's Surname and First name columns (en, ko, ja titles) reach export-elo's player lines", () => {
  for (const [surname, first] of [
    ["Surname", "First name"],
    ["성", "명"],
    ["姓", "名"],
  ]) {
    const { players: read } = parsePlayersSheet({
      sheetName: "Players",
      values: [
        ["ID", "Name", surname, first],
        ["1", "Marta Kowalska", "Kowalska-Nowak", "Marta Anna"],
        ["2", "Jan Nowak", null, null],
      ],
    });
    expect(read.map((p) => [p.id, p.name, p.surname, p.firstName])).toEqual([
      ["1", "Marta Kowalska", "Kowalska-Nowak", "Marta Anna"],
      ["2", "Jan Nowak", undefined, undefined],
    ]);
  }
});
