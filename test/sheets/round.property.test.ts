/**
 * Properties of "pair next round" over the sheets, on random events played out with the engine
 * itself (2–24 players, 0–6 rounds, random results, late entries, withdrawals), a random Absent
 * column and random pairs fixed by the director:
 * - the sheets written by tournamentToSheets read back with no problem, for the next round;
 * - a successful round seats every present player exactly once (absent/withdrawn: never) and keeps
 *   every fixed pair with its colours;
 * - the Results rows read back as that same round, all fixed, and re-pairing keeps them all;
 * - same input → byte-identical output.
 */
import fc from "fast-check";
import type { Game, Player, Tournament } from "../../src/engine/model";
import { pairRound, type FixedPair } from "../../src/engine/pairing";
import { tournamentToSheets, pairingInputFromSheets, renderPairingRows, renderRoundSheet } from "../../src/sheets";
import { mulberry32 } from "../../src/engine/random";

// A generous limit for a shared 2-core machine (not a timed assertion: nothing checks speed).
jest.setTimeout(120_000);

interface Scenario {
  t: Tournament;
  /** Rows appended to the Players sheet's Absent column (by player index). */
  absentCells: (string | null)[];
  absentIds: string[];
  fixed: FixedPair[];
  next: number;
}

const scenarioArb = fc
  .record({
    n: fc.integer({ min: 2, max: 24 }),
    rounds: fc.integer({ min: 0, max: 6 }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    fixedCount: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ n, rounds, seed, fixedCount }): Scenario => {
    const rnd = mulberry32(seed);
    const players: Player[] = [];
    for (let i = 0; i < n; i++)
      players.push({
        id: `P${i}`,
        name: `Player ${String.fromCharCode(65 + i)}`,
        rating: 1000 + Math.floor(rnd() * 1500),
      });
    const late = new Map<string, number>();
    for (const p of players) if (rnd() < 0.1) late.set(p.id, 1 + Math.floor(rnd() * (rounds + 1)));
    const t: Tournament = { players, games: [] };
    for (let r = 1; r <= rounds; r++) {
      const absent = players.filter((p) => (late.get(p.id) ?? 1) > r).map((p) => p.id);
      // A round with fewer than 2 players is not a real round (and, as a lone bye row, cannot be
      // told from a bye fixed in advance): the history stops there.
      if (
        players.filter(
          (p) => !absent.includes(p.id) && !(p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < r),
        ).length < 2
      )
        break;
      const res = pairRound(t, {
        round: r,
        absent,
        settings: { reversedColourRematch: 5_000_000, sameColourRematch: 10_000_000, byeTwice: 10_000_000 },
      });
      if (!res.ok) break;
      for (const p of res.pairs) {
        const g: Game =
          p.white === null
            ? {
                round: r,
                table: p.table,
                black: p.black,
                white: null,
                blackDiscs: null,
                whiteDiscs: null,
                blackPoints: 1,
                whitePoints: 0,
                kind: "bye",
              }
            : (() => {
                const bd = Math.floor(rnd() * 65);
                return {
                  round: r,
                  table: p.table,
                  black: p.black,
                  white: p.white,
                  blackDiscs: bd,
                  whiteDiscs: 64 - bd,
                  blackPoints: bd > 32 ? 1 : bd === 32 ? 0.5 : 0,
                  whitePoints: bd < 32 ? 1 : bd === 32 ? 0.5 : 0,
                  kind: "played",
                };
              })();
        t.games.push(g);
      }
      // Someone withdraws now and then.
      const x = players[Math.floor(rnd() * n)];
      if (rnd() < 0.15 && x.withdrawnAfterRound === undefined) x.withdrawnAfterRound = r;
    }
    const next = t.games.reduce((m, g) => Math.max(m, g.round), 0) + 1;
    // Absent column: a few players miss the next round (some cells list other rounds only).
    const absentIds: string[] = [];
    const absentCells = players.map((p) => {
      const x = rnd();
      if (x < 0.12) {
        if (p.withdrawnAfterRound === undefined || p.withdrawnAfterRound >= next) absentIds.push(p.id);
        return `${next}`;
      }
      if (x < 0.2) return `${next + 1}-${next + 2}`;
      return null;
    });
    // Fixed pairs among the present players who have not met.
    const present = players.filter(
      (p) => !(p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < next) && !absentIds.includes(p.id),
    );
    const met = new Set(
      t.games.filter((g) => g.white !== null).flatMap((g) => [`${g.black}|${g.white}`, `${g.white}|${g.black}`]),
    );
    const fixed: FixedPair[] = [];
    const used = new Set<string>();
    for (let k = 0; k < fixedCount; k++) {
      const a = present[Math.floor(rnd() * present.length)];
      const b = present[Math.floor(rnd() * present.length)];
      if (!a || !b || a === b || used.has(a.id) || used.has(b.id) || met.has(`${a.id}|${b.id}`)) continue;
      used.add(a.id);
      used.add(b.id);
      fixed.push({ black: a.id, white: b.id });
    }
    return { t, absentCells, absentIds, fixed, next };
  });

function sheetsOf(sc: Scenario) {
  const s = tournamentToSheets(sc.t);
  const players = s.players.map((row, i) => [...row, i === 0 ? "Absent rounds" : sc.absentCells[i - 1]]);
  const name = (id: string) => sc.t.players.find((p) => p.id === id)!.name;
  const typed = sc.fixed.map((f) => [sc.next, null, name(f.black), null, null, name(f.white!), null]);
  return { results: [...s.results, ...typed], players };
}

describe("pair next round from the sheets: properties on random events", () => {
  test("complete round, fixed pairs kept, rows read back, deterministic", () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const sheets = sheetsOf(sc);
        const read = (results: unknown[][]) =>
          pairingInputFromSheets({
            results: { sheetName: "Results", values: results },
            players: { sheetName: "Players", values: sheets.players },
          });
        const input = read(sheets.results);
        expect(input.problems.filter((p) => p.severity === "error")).toEqual([]); // warnings: e.g. a second bye in the history
        expect(input.round).toBe(sc.next);
        expect(new Set(input.absent)).toEqual(new Set(sc.absentIds));
        expect(input.fixedPairs).toEqual(sc.fixed);

        const opts = { round: input.round, absent: input.absent, fixedPairs: input.fixedPairs };
        const res = pairRound(input.tournament, opts);
        if (!res.ok) {
          // Never a partial round: the failure names who blocks (or says nobody is there).
          expect(["NO_COMPLETE_ROUND", "NOBODY_TO_PAIR"]).toContain(res.error.code);
          return;
        }
        const present = sc.t.players
          .filter(
            (p) =>
              !(p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < sc.next) && !sc.absentIds.includes(p.id),
          )
          .map((p) => p.id);
        const seated = res.pairs.flatMap((p) => (p.white === null ? [p.black] : [p.black, p.white]));
        expect(seated.length).toBe(present.length);
        expect(new Set(seated)).toEqual(new Set(present));
        const keys = new Set(res.pairs.map((p) => `${p.black}>${p.white}`));
        for (const f of sc.fixed) expect(keys.has(`${f.black}>${f.white}`)).toBe(true);

        // The new rows + the typed ones read back as the whole round, all fixed.
        const rows = renderPairingRows(res, input.tournament, { skipFixed: true });
        expect(rows.values.length).toBe(res.pairs.length - sc.fixed.length);
        const back = read([...sheets.results, ...rows.values]);
        expect(back.problems.filter((p) => p.severity === "error")).toEqual([]);
        if (res.pairs.length === 1 && res.pairs[0].white === null) {
          // One player left: his bye row seats everyone, so it reads back as a complete round.
          expect(back.round).toBe(sc.next + 1);
        } else {
          expect(back.round).toBe(sc.next);
          expect(new Set(back.fixedPairs.map((f) => `${f.black}>${f.white}`))).toEqual(keys);
          const again = pairRound(back.tournament, {
            round: back.round,
            absent: back.absent,
            fixedPairs: back.fixedPairs,
          });
          expect(again.ok && new Set(again.pairs.map((p) => `${p.black}>${p.white}`))).toEqual(keys);
        }

        // Printable sheet: one line per table; deterministic output.
        const sheet = renderRoundSheet(res, input.tournament, { locale: "ko" });
        expect(sheet.values.length).toBe(res.pairs.length + 1);
        const out = () => {
          const i2 = read(sheets.results);
          const r2 = pairRound(i2.tournament, { round: i2.round, absent: i2.absent, fixedPairs: i2.fixedPairs });
          return JSON.stringify(
            r2.ok ? [renderPairingRows(r2, i2.tournament), renderRoundSheet(r2, i2.tournament, { locale: "ko" })] : r2,
          );
        };
        expect(out()).toBe(JSON.stringify([renderPairingRows(res, input.tournament), sheet]));
      }),
      { numRuns: 150 },
    );
  });
});
