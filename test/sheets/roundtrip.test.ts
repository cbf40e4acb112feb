import fc from "fast-check";
import { computeStandings } from "../../src/engine";
import type { Tournament } from "../../src/engine/model";
import { parseCsv, parseResultsSheet, tournamentToSheets, writeCsv } from "../../src/sheets";
import { shuffleRows, tournamentArb } from "./gen";

const stripOrigin = (t: Tournament) => ({ players: t.players, games: t.games.map(({ origin, ...g }) => g) });

function parseBack(results: unknown[][], players?: unknown[][]) {
  return parseResultsSheet({
    sheetName: "Results",
    values: results,
    players: players ? { sheetName: "Players", values: players } : undefined,
  });
}

describe("parse ∘ tournamentToSheets", () => {
  test("gives back the generated tournament (players and games), with no error", () => {
    fc.assert(
      fc.property(tournamentArb(), (t) => {
        const sheets = tournamentToSheets(t);
        const { tournament, problems } = parseBack(sheets.results, sheets.players);
        expect(problems.filter((p) => p.severity === "error")).toEqual([]);
        expect(stripOrigin(tournament)).toEqual(stripOrigin(t));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  test("also through CSV text (quotes, commas, semicolons inside names)", () => {
    fc.assert(
      fc.property(tournamentArb(), fc.constantFrom(",", ";"), (t, delim) => {
        const sheets = tournamentToSheets(t);
        const results = parseCsv(writeCsv(sheets.results, delim));
        const players = parseCsv(writeCsv(sheets.players, delim));
        const { tournament, problems } = parseBack(results, players);
        expect(problems.filter((p) => p.severity === "error")).toEqual([]);
        expect(stripOrigin(tournament)).toEqual(stripOrigin(t));
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe("standings do not depend on the order of the result rows", () => {
  test.each(["woc", "ftd", "papp", "koa", "joa"] as const)(
    "preset %s, with a Players sheet: identical rows",
    (preset) => {
      fc.assert(
        fc.property(tournamentArb({ maxPlayers: 9, maxRounds: 4 }), fc.integer(), (t, seed) => {
          const sheets = tournamentToSheets(t);
          const a = parseBack(sheets.results, sheets.players).tournament;
          const b = parseBack(shuffleRows(sheets.results, seed), sheets.players).tournament;
          expect(computeStandings(b, { preset }).rows).toEqual(computeStandings(a, { preset }).rows);
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );

  test("without a Players sheet (players then appear in row order): the same value per player", () => {
    fc.assert(
      fc.property(tournamentArb({ maxPlayers: 9, maxRounds: 4 }), fc.integer(), (t, seed) => {
        const sheets = tournamentToSheets({ ...t, players: t.players.map((p) => ({ id: p.id, name: p.id })) });
        const byId = (rows: unknown[][]) => {
          const st = computeStandings(parseBack(rows).tournament, { preset: "woc" });
          return new Map(st.rows.map((r) => [r.id, { rank: r.rankLabel, points: r.points, bq: r.bq, discs: r.discs }]));
        };
        expect(byId(shuffleRows(sheets.results, seed))).toEqual(byId(sheets.results));
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
