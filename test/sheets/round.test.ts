/**
 * "Pair next round" over the sheets (src/sheets/round.ts) on real data: the WOC 2014 .ELO file
 * (64 players, 13 rounds, paired by PAPP) written as Results/Players sheets with tournamentToSheets,
 * then read back for pairing, paired by the engine and rendered as Results rows and a printable
 * "Round N" sheet. Plus the director's inputs: fixed pairs, the Absent column, late entries,
 * withdrawals, a hostile player name, and an impossible round's message.
 */
import type { Tournament } from "../../src/engine/model";
import { pairRound, type PairingResult, type PairingSuccess } from "../../src/engine/pairing";
import {
  tournamentToSheets,
  pairingInputFromSheets,
  renderPairingRows,
  renderRoundSheet,
  pairingFailureText,
  formatPairingProblem,
  applyTypedTables,
  parseAbsentRounds,
  parseResultsSheet,
  explainPair,
  RESULTS_TITLES,
  type PairingInput,
} from "../../src/sheets";
import { readCell } from "../../src/sheets/cells";
import { PAIRING_PROBLEM_TEMPLATES, REASON_TEMPLATES, FAILURE_TEMPLATES, ROUND_LABELS } from "../../src/i18n/pairing";
import { roundRobinAfter3 } from "../fixtures/round-robin";
import { eloTournament } from "../helpers/fixtures";

const woc = eloTournament("20141106_WOC_2014.ELO");

/** The tournament cut to the games before round r. */
const before = (t: Tournament, r: number): Tournament => ({ ...t, games: t.games.filter((g) => g.round < r) });

/** Results + Players sheets of a tournament, as a director would have them. */
function sheetsOf(t: Tournament) {
  const s = tournamentToSheets(t);
  return { results: s.results as unknown[][], players: s.players as unknown[][] };
}

function read(results: unknown[][], players?: unknown[][], round?: number): PairingInput {
  return pairingInputFromSheets({
    results: { sheetName: "Results", values: results },
    players: players ? { sheetName: "Players", values: players } : undefined,
    round,
  });
}

function pair(input: PairingInput, extra: Parameters<typeof pairRound>[1] = {}): PairingResult {
  return pairRound(input.tournament, {
    round: input.round,
    fixedPairs: input.fixedPairs,
    absent: input.absent,
    ...extra,
  });
}

function ok(res: PairingResult): PairingSuccess {
  if (!res.ok) throw new Error(`pairing failed: ${res.error.message}`);
  return res;
}

/** Every id in the pairs, in table order. */
const idsOf = (res: PairingSuccess) => res.pairs.flatMap((p) => (p.white === null ? [p.black] : [p.black, p.white]));
const errors = (input: PairingInput) => input.problems.filter((p) => p.severity === "error");

describe("WOC 2014: sheets of rounds 1..r−1 → a complete round r", () => {
  test.each([2, 5, 8, 13])("round %i", (r) => {
    const sheets = sheetsOf(before(woc, r));
    const input = read(sheets.results, sheets.players);
    expect(input.problems).toEqual([]);
    expect(input.round).toBe(r); // found from the sheet
    expect(input.tournament.games.length).toBe(woc.games.filter((g) => g.round < r).length);
    const res = ok(pair(input));

    // Every present player exactly once (nobody is absent or withdrawn in the file: all 64).
    const ids = idsOf(res);
    expect(ids.length).toBe(64);
    expect(new Set(ids)).toEqual(new Set(woc.players.map((p) => p.id)));

    // Results rows: one per table, in the canonical header order, discs/result empty.
    const rows = renderPairingRows(res, input.tournament);
    expect(rows.values.length).toBe(32);
    expect(rows.columns).toEqual(["round", "table", "black", "blackDiscs", "whiteDiscs", "white", "result"]);
    const names = new Map(woc.players.map((p) => [p.id, p.name] as const));
    rows.values.forEach((row, i) => {
      const p = res.pairs[i];
      expect(row).toEqual([r, p.table, names.get(p.black), null, null, names.get(p.white!), null]);
      expect(rows.numberFormats[i]).toEqual(["0", "0", "@", "General", "General", "@", "General"]);
    });

    // Printable sheet: header + 32 tables, print area without the Why column, one portrait page.
    const sheet = renderRoundSheet(res, input.tournament, { locale: "en" });
    expect(sheet.name).toBe(`Round ${r}`);
    expect(sheet.values[0]).toEqual(["Table", "Black", "Pts", "White", "Pts", "Why"]);
    expect(sheet.values.length).toBe(33);
    expect(sheet.numberFormats.map((f) => f.length)).toEqual(sheet.values.map((v) => v.length));
    expect(sheet.printArea).toBe("A1:E33");
    expect(sheet.pageSetup).toMatchObject({
      orientation: "portrait",
      fitToWidth: 1,
      fitToHeight: 1,
      printTitleRows: "1:1",
    });
    expect(sheet.pageSetup.fontSize).toBeGreaterThanOrEqual(10);
    expect(sheet.columnWidths).toHaveLength(6);
    // Points before the round, recomputed here from the games of rounds < r.
    const points = new Map<string, number>();
    for (const g of woc.games.filter((x) => x.round < r)) {
      points.set(g.black, (points.get(g.black) ?? 0) + g.blackPoints);
      if (g.white !== null) points.set(g.white, (points.get(g.white) ?? 0) + g.whitePoints);
    }
    sheet.values.slice(1).forEach((row, i) => {
      const p = res.pairs[i];
      expect(row.slice(0, 5)).toEqual([
        p.table,
        names.get(p.black),
        points.get(p.black) ?? 0,
        names.get(p.white!),
        points.get(p.white!) ?? 0,
      ]);
      expect(typeof row[5]).toBe("string");
    });
  });

  test("the written rows read back as the same round, fixed by the director: the engine keeps them all", () => {
    const r = 6;
    const sheets = sheetsOf(before(woc, r));
    const first = ok(pair(read(sheets.results, sheets.players)));
    const rows = renderPairingRows(first, woc);
    const input = read([...sheets.results, ...rows.values], sheets.players);
    expect(input.problems).toEqual([]); // round 6 rows without discs are NOT "game without result" errors
    expect(input.round).toBe(r);
    expect(input.fixedPairs).toEqual(first.pairs.map((p) => ({ black: p.black, white: p.white })));
    expect(input.fixedRows.map((f) => f.table)).toEqual(first.pairs.map((p) => p.table));
    const again = ok(pair(input));
    expect(new Set(again.pairs.map((p) => `${p.black}>${p.white}`))).toEqual(
      new Set(first.pairs.map((p) => `${p.black}>${p.white}`)),
    );
    expect(again.pairs.every((p) => p.reasons.some((x) => x.kind === "fixed"))).toBe(true);
    // Nothing new to write.
    expect(renderPairingRows(again, woc, { skipFixed: true }).values).toEqual([]);
  });

  test("same input, same output: byte-identical rows and sheet", () => {
    const sheets = sheetsOf(before(woc, 9));
    const run = () => {
      const input = read(sheets.results, sheets.players);
      const res = ok(pair(input));
      return JSON.stringify([
        renderPairingRows(res, input.tournament),
        renderRoundSheet(res, input.tournament, { locale: "ja" }),
      ]);
    };
    expect(run()).toBe(run());
  });
});

describe("pairs fixed by the director", () => {
  test("two rows typed for round r (one with reversed colours, one bye-free pair) are kept; the rest completed", () => {
    const r = 7;
    const sheets = sheetsOf(before(woc, r));
    const free = ok(pair(read(sheets.results, sheets.players)));
    // Choose two pairs the engine did NOT make: the top two boards' Blacks together, and their Whites.
    const a = free.pairs[0];
    const b = free.pairs[1];
    const name = (id: string) => woc.players.find((p) => p.id === id)!.name;
    const typed = [
      [r, null, name(b.black), null, null, name(a.black), null],
      [r, 9, name(a.white!), null, null, name(b.white!), null],
    ];
    const input = read([...sheets.results, ...typed], sheets.players);
    expect(input.problems).toEqual([]);
    expect(input.round).toBe(r);
    expect(input.fixedPairs).toEqual([
      { black: b.black, white: a.black },
      { black: a.white, white: b.white },
    ]);
    expect(input.fixedRows.map((f) => [f.table, f.tableCell])).toEqual([
      [undefined, `B${sheets.results.length + 1}`],
      [9, `B${sheets.results.length + 2}`],
    ]);
    const res = ok(pair(input));
    const keys = res.pairs.map((p) => `${p.black}>${p.white}`);
    expect(keys).toContain(`${b.black}>${a.black}`);
    expect(keys).toContain(`${a.white}>${b.white}`);
    expect(new Set(idsOf(res)).size).toBe(64);
    expect(idsOf(res).length).toBe(64);
    // The table typed by the director (9) is kept; the others fill 1..32 in board order.
    const tabled = applyTypedTables(res, input.fixedRows);
    expect(tabled.pairs.map((p) => p.table)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(tabled.pairs[8]).toMatchObject({ black: a.white, white: b.white });
    const others = res.pairs.filter((p) => p.black !== a.white).map((p) => p.black);
    expect(tabled.pairs.filter((p) => p.table !== 9).map((p) => p.black)).toEqual(others);
    // Only the 30 new pairs are written; the fixed ones say so in the Why column.
    expect(renderPairingRows(res, input.tournament, { skipFixed: true }).values.length).toBe(30);
    const fixedPair = res.pairs.find((p) => p.black === b.black)!;
    expect(explainPair(fixedPair, input.tournament, "en")).toMatch(/^Fixed by the director/);
    expect(explainPair(fixedPair, input.tournament, "ko")).toMatch(/^운영자가 정한 대진/);
    expect(explainPair(fixedPair, input.tournament, "ja")).toMatch(/^運営が指定した組み合わせ/);
  });

  test("a fixed bye row (player vs BYE) is kept as the bye", () => {
    const t: Tournament = { players: ["A", "B", "C", "D", "E"].map((id) => ({ id, name: id })), games: [] };
    const typed = [RESULTS_TITLES, [1, null, "BYE", null, null, "C", null]];
    const input = read(typed, tournamentToSheets(t).players);
    expect(input.problems).toEqual([]);
    expect(input.round).toBe(1);
    expect(input.fixedPairs).toEqual([{ black: "C", white: null }]);
    const res = ok(pair(input));
    const bye = res.pairs.find((p) => p.white === null)!;
    expect(bye.black).toBe("C");
    expect(explainPair(bye, input.tournament)).toBe("Bye given by the director");
    expect(renderPairingRows(res, input.tournament).values.at(-1)).toEqual([1, 3, "C", null, null, "BYE", null]);
  });

  test("errors in the typed rows name their cells: unknown player, player twice, withdrawn player, a result already there", () => {
    const t = before(woc, 4);
    const s = sheetsOf(t);
    s.players[1][4] = 3; // SEELEY Ben withdrew after round 3
    const n = s.results.length;
    const typed = [
      [4, null, "SEELEY Ben", null, null, "SUEKUNI Makoto", null], // withdrawn
      [4, null, "Suekuni Makoto", null, null, "OKAMOTO Kazuki", null], // near miss of a name
      [4, null, "OKAMOTO Kazuki", null, null, "SONG Yan", null], // OKAMOTO twice
      [4, null, "NAKANO Jyou", 40, 24, "BERG Matthias", null], // already a result
      [4, 3, "DONG Zhen", null, null, "OOI Stanley", null],
      [4, 3, "VORACEK Miroslav", null, null, "DE GRAAF Jan C.", null], // table 3 twice
    ];
    const input = read([...s.results, ...typed], s.players, 4);
    expect(errors(input).map((p) => [p.address, p.code])).toEqual([
      [`Results!C${n + 1}`, "played-after-withdrawal"],
      [`Results!C${n + 2}`, "unknown-player-close"],
      [`Results!C${n + 3}`, "player-twice-in-round"],
      [`Results!D${n + 4}`, "pair-round-has-results"],
      [`Results!B${n + 6}`, "pair-table-twice"],
    ]);
    expect(formatPairingProblem(errors(input)[4], "en")).toBe(
      `Results!B${n + 6}: Table 3 is typed twice for round 4 (also Results!B${n + 5}). Give each fixed pair its own table, or clear the cell.`,
    );
    expect(formatPairingProblem(errors(input)[3])).toBe(
      `Results!D${n + 4}: Round 4 is the round being paired, but it already has results (1 row, here). Pair round 5 instead, or clear the discs/result of round 4 (rows without a result are kept as pairs fixed by the director).`,
    );
    expect(formatPairingProblem(errors(input)[3], "ja")).toMatch(/^Results!D\d+: 組み合わせる第4回戦の1行/);
  });
});

describe("which round, and earlier rounds must be complete", () => {
  const t = before(woc, 4);

  test("a round in progress (some results in) is not re-paired: the next round is, and the missing results are errors", () => {
    const s = sheetsOf(t);
    // Clear the discs of two round-3 games.
    const r3 = s.results.map((row, i) => [row, i] as const).filter(([row]) => row[0] === 3);
    for (const [row] of r3.slice(0, 2)) {
      row[3] = null;
      row[4] = null;
    }
    const input = read(s.results, s.players);
    expect(input.round).toBe(4);
    expect(errors(input).map((p) => [p.address, p.code])).toEqual([
      [`Results!G${r3[0][1] + 1}`, "result-missing"],
      [`Results!G${r3[1][1] + 1}`, "result-missing"],
    ]);
  });

  test("a given round with later rows, or beyond the next round, is refused with the cells", () => {
    const s = sheetsOf(t);
    const input = read(s.results, s.players, 2);
    // Round 2's rows have results (it was played): one error at the first one's Black discs cell;
    // round 3 comes after the round being paired: one error at its first Round cell. Both count.
    const rowsOf = (n: number) =>
      s.results
        .map((row, i) => [row[0], i] as const)
        .filter(([round]) => round === n)
        .map(([, i]) => i + 1);
    expect(errors(input).map((p) => [p.address, p.code, p.params])).toEqual([
      [`Results!D${rowsOf(2)[0]}`, "pair-round-has-results", { round: 2, next: 3, count: 32 }],
      [`Results!A${rowsOf(3)[0]}`, "pair-row-after-round", { rowRound: 3, round: 2, count: 32 }],
    ]);
    expect(formatPairingProblem(errors(input)[1])).toBe(
      `Results!A${rowsOf(3)[0]}: Round 3 (32 rows, the first here) comes after the round being paired (2). Pair a later round, or delete the rows after round 2.`,
    );
    const gap = read(s.results, s.players, 6);
    expect(errors(gap).map((p) => [p.address, p.code, p.params])).toEqual([
      ["Results!A1", "pair-round-gap", { round: 6, last: 3, next: 4 }],
    ]);
    expect(errors(read(s.results, s.players, 0)).map((p) => p.code)).toEqual(["pair-round-invalid"]);
  });

  test("an empty results sheet pairs round 1 by rating", () => {
    const s = sheetsOf({ ...woc, games: [] });
    const input = read(s.results, s.players);
    expect(input.problems).toEqual([]);
    expect(input.round).toBe(1);
    const res = ok(pair(input));
    expect(res.method).toBe("rating");
    expect(idsOf(res).length).toBe(64);
    expect(renderRoundSheet(res, input.tournament).values[1][5]).toBe(
      "Round 1 by rating: top half against bottom half; colours by table number (table 1)",
    );
  });
});

describe("Players sheet: Absent rounds, late entries, withdrawals", () => {
  const t = before(woc, 5);

  test.each([
    ["Absent rounds", "5,6"],
    ["결장 라운드", "4-5"],
    ["欠場回戦", "５、７"],
    ["Absent", 5],
  ])("column %s with %p removes the player from round 5 only", (title, cell) => {
    const s = sheetsOf(t);
    s.players[0].push(title);
    s.players.slice(1).forEach((row, i) => row.push(i === 2 ? cell : null)); // OKAMOTO Kazuki (3rd line)
    const input = read(s.results, s.players);
    expect(input.problems).toEqual([]);
    expect(input.absent).toEqual(["5568"]);
    const res = ok(pair(input));
    const ids = idsOf(res);
    expect(ids).not.toContain("5568");
    expect(ids.length).toBe(63);
    expect(res.pairs.at(-1)!.white).toBeNull(); // 63 players: a bye, last
    expect(renderPairingRows(res, input.tournament).values.at(-1)![5]).toBe("BYE");
    expect(renderRoundSheet(res, input.tournament, { locale: "ko" }).values.at(-1)![3]).toBe("부전승");
  });

  test("a bad Absent cell is an error at its cell", () => {
    const s = sheetsOf(t);
    s.players[0].push("Absent rounds");
    s.players.slice(1).forEach((row, i) => row.push(i === 9 ? "round five" : null));
    const input = read(s.results, s.players);
    expect(errors(input).map((p) => [p.address, p.code])).toEqual([["Players!F11", "absent-invalid"]]);
  });

  test("absent and in a fixed pair at once is an error", () => {
    const s = sheetsOf(t);
    s.players[0].push("Absent rounds");
    s.players.slice(1).forEach((row, i) => row.push(i === 0 ? "5" : null));
    const input = read([...s.results, [5, 1, "SEELEY Ben", null, null, "SONG Yan", null]], s.players);
    expect(errors(input).map((p) => [p.address, p.code])).toEqual([["Players!F2", "absent-fixed"]]);
  });

  test("a late entry (on the Players sheet, no games) joins; a withdrawn player is not paired", () => {
    const s = sheetsOf(t);
    s.players.push(["9001", "NEWCOMER Nina", "KOR", 1800, null]);
    s.players[4][4] = 4; // the 4th listed player withdrew after round 4
    const withdrawn = String(s.players[4][0]);
    const input = read(s.results, s.players);
    expect(input.problems).toEqual([]);
    const res = ok(pair(input));
    const ids = idsOf(res);
    expect(ids).toContain("9001");
    expect(ids).not.toContain(withdrawn);
    expect(ids.length).toBe(64);
    const row = renderRoundSheet(res, input.tournament).values.find(
      (v) => v[1] === "NEWCOMER Nina" || v[3] === "NEWCOMER Nina",
    )!;
    expect(row[row[1] === "NEWCOMER Nina" ? 2 : 4]).toBe(0); // no points yet
  });

  test("without a Players sheet, a new name typed in a fixed pair is a late entry", () => {
    const s = sheetsOf(before(woc, 3));
    const input = read([...s.results, [3, null, "Late Lee", null, null, "SEELEY Ben", null]]);
    expect(input.problems).toEqual([]);
    const res = ok(pair(input));
    expect(res.pairs.find((p) => p.black === "Late Lee")?.white).toBe("SEELEY Ben");
    expect(idsOf(res).length).toBe(65);
  });
});

describe("names are text", () => {
  const evil = "<img src=x onerror=alert(1)>";
  const formula = '=HYPERLINK("http://x")';
  test("a hostile name comes out exactly as written, formatted as text", () => {
    const t: Tournament = {
      players: [
        { id: "1", name: evil, rating: 2000 },
        { id: "2", name: formula, rating: 1900 },
        { id: "3", name: "Kim", rating: 1800 },
        { id: "4", name: "Lee", rating: 1700 },
      ],
      games: [],
    };
    const s = sheetsOf(t);
    const input = read(s.results, s.players);
    const res = ok(pair(input));
    const rows = renderPairingRows(res, input.tournament);
    const cells = rows.values.flatMap((r, i) => r.map((v, c) => [v, rows.numberFormats[i][c]] as const));
    expect(cells).toContainEqual([evil, "@"]);
    expect(cells).toContainEqual([formula, "@"]);
    const sheet = renderRoundSheet(res, input.tournament, { locale: "en" });
    const texts = sheet.values.flat().filter((v): v is string => typeof v === "string");
    expect(texts).toContain(evil);
    expect(texts.some((v) => v.includes("&lt;"))).toBe(false);
    // Read back: the rows parse to the same players (the name is the reference).
    const back = parseResultsSheet({
      sheetName: "Results",
      values: [RESULTS_TITLES, ...rows.values.map((r) => r.map((v, c) => (c === 3 ? 40 : c === 4 ? 24 : v)))],
      players: { sheetName: "Players", values: s.players },
    });
    expect(back.problems).toEqual([]);
    expect(back.tournament.games.map((g) => [g.black, g.white])).toEqual(res.pairs.map((p) => [p.black, p.white]));
  });
});

describe("an impossible round", () => {
  // 4 players, 3 rounds of round robin: everyone has met everyone; round 4 needs a rematch.
  const players = [
    ["ID", "Name"],
    ["p1", "Alice"],
    ["p2", "Bora"],
    ["p3", "Chiyo"],
    ["p4", "Dmitri"],
  ];
  const results = roundRobinAfter3();

  test("fails with the blocking players by name and the setting that would allow it (en/ko/ja)", () => {
    const input = read(results, players);
    expect(input.problems).toEqual([]);
    expect(input.round).toBe(4);
    const res = pair(input, { settings: { reversedColourRematch: "forbidden" } });
    if (res.ok) throw new Error("expected a failure");
    expect(res.error.code).toBe("NO_COMPLETE_ROUND");
    const en = pairingFailureText(res, input.tournament, "en");
    expect(en).toMatch(
      /^No complete pairing exists for round 4 under the current rules: no allowed opponent is left for /,
    );
    for (const id of res.error.blockingPlayers)
      expect(en).toContain(input.tournament.players.find((p) => p.id === id)!.name);
    expect(res.error.blockingPlayers.length).toBeGreaterThan(0);
    expect(en).not.toMatch(/\bp[1-4]\b/); // names, not ids
    expect(en).toContain(
      "It would work if you allow a rematch with colours reversed or allow a rematch with the same colours.",
    );
    expect(pairingFailureText(res, input.tournament, "ko")).toContain("색을 바꾼 재대국");
    expect(pairingFailureText(res, input.tournament, "ja")).toContain("色を替えた再戦");
  });

  test("invalid settings are said once: the engine's reason after the one localized lead-in", () => {
    // A same-country penalty of 2.5 (both hosts take a decimal): PAPP's tables are whole numbers.
    const input = read(results, players);
    const res = pair(input, { settings: { sameCountry: [2.5] } });
    if (res.ok) throw new Error("expected a failure");
    expect(res.error.code).toBe("INVALID_SETTINGS");
    expect(pairingFailureText(res, input.tournament, "en")).toBe(
      'The pairing settings are not valid: Setting "sameCountry" must be a list of at least 0 whole numbers ≥ 0.',
    );
    expect(pairingFailureText(res, input.tournament, "ja")).toBe(
      '組み合わせの設定が正しくありません：Setting "sameCountry" must be a list of at least 0 whole numbers ≥ 0.',
    );
  });

  test("with reversed rematches allowed the round exists and says the rematch is forced", () => {
    const input = read(results, players);
    const res = ok(pair(input));
    const why = renderRoundSheet(res, input.tournament)
      .values.slice(1)
      .map((v) => v[5]);
    expect(
      why.every(
        (w) =>
          typeof w === "string" &&
          /^Rematch of round 3 with colours reversed; forced: no complete round without a rematch; /.test(w),
      ),
    ).toBe(true);
  });
});

describe("parseAbsentRounds", () => {
  test.each([
    [5, [5]],
    ["5,6", [5, 6]],
    [" 5 ; 7 ", [5, 7]],
    ["5-7", [5, 6, 7]],
    ["５、６", [5, 6]],
    ["3～4", [3, 4]],
    ["", []],
    [null, []],
  ])("%p → %p", (raw, expected) => expect(parseAbsentRounds(readCell(raw))).toEqual(expected));
  test.each([["five"], ["5.5"], [0], [2.5], ["7-5"], [true]])("%p is not a list of rounds", (raw) =>
    expect(parseAbsentRounds(readCell(raw))).toBeUndefined(),
  );
});

describe("rows follow the sheet's own header", () => {
  test("Korean titles in another order, with an extra notes column", () => {
    const t = before(woc, 3);
    const input = read(sheetsOf(t).results, sheetsOf(t).players);
    const res = ok(pair(input));
    const header = ["흑", "백", "비고", "라운드", "흑 돌수", "백 돌수"];
    const rows = renderPairingRows(res, input.tournament, { header });
    expect(rows.columns).toEqual(["black", "white", undefined, "round", "blackDiscs", "whiteDiscs"]);
    const name = (id: string) => woc.players.find((p) => p.id === id)!.name;
    expect(rows.values[0]).toEqual([name(res.pairs[0].black), name(res.pairs[0].white!), null, 3, null, null]);
  });
});

describe("page setup of the printable sheet", () => {
  const field = (n: number): Tournament => ({
    players: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2500 - i })),
    games: [],
  });
  test.each([
    [8, 4, 1],
    [120, 60, 1],
    [121, 61, 0],
    [400, 200, 0],
  ])("%i players → %i tables → fit to %i page(s) tall", (n, tables, tall) => {
    const t = field(n);
    const res = ok(pairRound(t, { round: 1 }));
    expect(res.pairs.length).toBe(tables);
    const sheet = renderRoundSheet(res, t);
    expect(sheet.pageSetup.fitToHeight).toBe(tall);
    expect(sheet.pageSetup.fitToWidth).toBe(1);
    expect(sheet.printArea).toBe(`A1:E${tables + 1}`);
    // Bigger fonts for fewer tables, never below 10 pt.
    expect(sheet.pageSetup.fontSize).toBe(Math.max(10, Math.min(20, Math.floor(760 / ((tables + 1) * 1.35)))));
  });
});

describe("texts: every locale has every template, with the same placeholders as English", () => {
  const holes = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
  test.each([
    ["problems", PAIRING_PROBLEM_TEMPLATES],
    ["reasons", REASON_TEMPLATES],
    ["failures", FAILURE_TEMPLATES],
  ])("%s", (_name, table) => {
    const t = table as unknown as Record<string, Record<string, string>>;
    const keys = Object.keys(t.en).sort();
    for (const locale of ["ko", "ja"]) {
      expect(Object.keys(t[locale]).sort()).toEqual(keys);
      for (const k of keys) expect([k, holes(t[locale][k])]).toEqual([k, holes(t.en[k])]);
    }
  });
  test("sheet names per locale", () => {
    expect([ROUND_LABELS.en.sheetName(5), ROUND_LABELS.ko.sheetName(5), ROUND_LABELS.ja.sheetName(5)]).toEqual([
      "Round 5",
      "5라운드",
      "第5回戦",
    ]);
  });
});
