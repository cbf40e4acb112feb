/**
 * `pair` on the command line, run in-process (runPair(argv, io) returns the exit code) on real
 * files: the WOC 2014 event written as an .xlsx workbook and as CSV (rounds 1..r−1), small CSV
 * events for the bye and the impossible round. Checks the --json shape exactly, the readable
 * table, exit codes 2 (with every cell address) and 3 (blocking players by name + the flag that
 * would allow a round), --out (a copy with the rows and a printable Round sheet; nothing of the
 * user's replaced), and byte-identical output on the same input.
 */
import { mkdtempSync, writeFileSync, existsSync, statSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import ExcelJS from "exceljs";
import { writeEloFile } from "../../src/formats/elo";
import type { Tournament } from "../../src/engine/model";
import { runCli } from "../helpers/cli";
import { tournamentToSheets, writeCsv, RESULTS_TITLES } from "../../src/sheets";
import { roundRobinAfter3 } from "../fixtures/round-robin";
import { eloTournament } from "../helpers/fixtures";
import { inspectXlsx } from "../helpers/xlsx";

// A generous limit for a shared 2-core machine (not a timed assertion: nothing checks speed).
jest.setTimeout(120_000);

const woc = eloTournament("20141106_WOC_2014.ELO");
const before = (t: Tournament, r: number): Tournament => ({ ...t, games: t.games.filter((g) => g.round < r) });
const dir = mkdtempSync(join(tmpdir(), "brightwell-pair-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run `npm run cli -- <argv>` in-process. */
const run = (...argv: string[]) => runCli(argv, dir);

/** Write an .xlsx with Results and Players sheets (and extra sheets) like a director's workbook. */
async function writeWorkbook(file: string, t: Tournament, extra: Record<string, unknown[][]> = {}): Promise<string> {
  const s = tournamentToSheets(t);
  const wb = new ExcelJS.Workbook();
  for (const [name, values] of [["Results", s.results], ["Players", s.players], ...Object.entries(extra)] as const) {
    const ws = wb.addWorksheet(name);
    for (const row of values) ws.addRow(row as ExcelJS.CellValue[]);
  }
  const path = join(dir, file);
  await wb.xlsx.writeFile(path);
  return path;
}

function writeText(file: string, text: string): string {
  const path = join(dir, file);
  writeFileSync(path, text);
  return path;
}

const names = new Map(woc.players.map((p) => [p.id, p.name] as const));

describe("pair --json on WOC 2014 after 7 rounds (.xlsx)", () => {
  let json: { code: number; out: string; err: string };
  beforeAll(async () => {
    await writeWorkbook("woc-r7.xlsx", before(woc, 8));
    json = await run("pair", "woc-r7.xlsx", "--json");
  });

  test("prints exactly [{table, black, white}, …] with every player once, names as written", () => {
    expect(json.code).toBe(0);
    expect(json.err).toBe("");
    expect(json.out).toMatch(
      /^\[(\{"table":\d+,"black":"[^"]+","white":"[^"]+"\},)*\{"table":\d+,"black":"[^"]+","white":"[^"]+"\}\]\n$/,
    );
    const rows = JSON.parse(json.out) as { table: number; black: string; white: string }[];
    expect(rows.map((r) => Object.keys(r))).toEqual(rows.map(() => ["table", "black", "white"]));
    expect(rows.map((r) => r.table)).toEqual(rows.map((_, i) => i + 1));
    const seated = rows.flatMap((r) => [r.black, r.white]);
    expect(seated.sort()).toEqual([...names.values()].sort());
  });

  test("same input, same output (byte for byte), also from the CSV form of the same sheets", async () => {
    expect((await run("pair", "woc-r7.xlsx", "--json")).out).toBe(json.out);
    const s = tournamentToSheets(before(woc, 8));
    writeText("woc-r7.csv", writeCsv(s.results));
    writeText("woc-players.csv", writeCsv(s.players));
    expect((await run("pair", "woc-r7.csv", "--players", "woc-players.csv", "--json")).out).toBe(json.out);
  });

  test("without --json: a readable table with points and reasons", async () => {
    const r = await run("pair", "woc-r7.xlsx");
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]).toBe("Round 8");
    expect(lines[1]).toMatch(/^Table {2}Black +White +Why$/);
    expect(lines.length).toBe(2 + 32);
    const first = JSON.parse(json.out)[0];
    expect(lines[2]).toContain(`${first.black} (`);
    expect(lines[2]).toContain(`${first.white} (`);
    // Table, Black (pts), White (pts), then a reason.
    for (const l of lines.slice(2)) expect(l).toMatch(/^ *\d+ {2}\S.* \([\d.]+\) {2,}\S.* \([\d.]+\) {2,}\S/);
    const ja = await run("pair", "woc-r7.xlsx", "--locale", "ja");
    expect(ja.out.split("\n")[0]).toBe("第8回戦");
  });
});

describe("small events from CSV", () => {
  const five = [
    RESULTS_TITLES,
    [1, 1, "Ahn", 40, 24, "Baek", null],
    [1, 2, "Cho", 30, 34, "Doi", null],
    [1, 3, "Eto", null, null, "BYE", null],
  ];

  test('odd field: the bye is last with "BYE" as White', async () => {
    writeText("five.csv", writeCsv(five));
    const r = await run("pair", "five.csv", "--json");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out);
    expect(rows).toHaveLength(3);
    expect(rows[2].white).toBe("BYE");
    expect(rows[2].black).not.toBe("Eto"); // Eto had the bye in round 1
    expect(new Set(rows.flatMap((x: { black: string; white: string }) => [x.black, x.white]))).toEqual(
      new Set(["Ahn", "Baek", "Cho", "Doi", "Eto", "BYE"]),
    );
  });

  test("a pair fixed by the director keeps its colours and the table typed for it", async () => {
    writeText("five-fixed.csv", writeCsv([...five, [2, 2, "Eto", null, null, "Ahn", null]]));
    const r = await run("pair", "five-fixed.csv", "--json");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { table: number; black: string; white: string }[];
    expect(rows.map((x) => x.table)).toEqual([1, 2, 3]);
    expect(rows[1]).toEqual({ table: 2, black: "Eto", white: "Ahn" });
    expect(rows[2].white).toBe("BYE");
    const text = await run("pair", "five-fixed.csv");
    expect(text.out.split("\n")[3]).toMatch(/^ {4}2 {2}Eto \(1\) +Ahn \(1\) +Fixed by the director/);
  });

  // 4 players, 3 rounds of round robin: round 4 needs a rematch.
  const rr = roundRobinAfter3();

  test("impossible round: exit 3, blocking players named, the setting and its flag; nothing on stdout", async () => {
    writeText("rr.csv", writeCsv(rr));
    const r = await run("pair", "rr.csv", "--json", "--no-reversed-rematch", "--out", "rr-out.xlsx");
    expect(r.code).toBe(3);
    expect(r.out).toBe("");
    expect(r.err).toMatch(
      /^No complete pairing exists for round 4 under the current rules: no allowed opponent is left for /,
    );
    for (const name of ["Alice", "Bora", "Chiyo", "Dmitri"]) expect(r.err).toContain(name);
    expect(r.err).toContain("allow a rematch with colours reversed");
    expect(r.err).toContain("without --no-reversed-rematch");
    expect(existsSync(join(dir, "rr-out.xlsx"))).toBe(false); // never a partial round
    const ko = await run("pair", "rr.csv", "--locale", "ko", "--no-reversed-rematch");
    expect(ko.code).toBe(3);
    expect(ko.err).toContain("색을 바꾼 재대국");
  });

  test("by default (WOC preset) the round is made as a last resort, every pair a reversed rematch", async () => {
    const r = await run("pair", "rr.csv", "--json");
    expect(r.code).toBe(0);
    const played = new Set(rr.slice(1).map((g) => `${g[2]}>${g[5]}`));
    for (const p of JSON.parse(r.out)) {
      expect(played.has(`${p.white}>${p.black}`)).toBe(true);
      expect(played.has(`${p.black}>${p.white}`)).toBe(false);
    }
  });

  test("bad input: exit 2 with every problem's cell address, nothing on stdout", async () => {
    writeText(
      "bad.csv",
      writeCsv([
        RESULTS_TITLES,
        [1, 1, "Ahn", 40, null, "Baek", null],
        [1, 2, "Cho", 70, -6, "Doi", null],
        [2, 1, "Ahn", null, null, "Cho", null],
      ]),
    );
    const r = await run("pair", "bad.csv", "--round", "3");
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    const cells = [...r.err.matchAll(/^(?:error|warning): (bad\.csv![A-Z]+\d+):/gm)].map((m) => m[1]);
    expect(cells).toEqual(["bad.csv!E2", "bad.csv!D3", "bad.csv!E3", "bad.csv!G4"]);
    expect(r.err).toContain("error: bad.csv!G4: The game has no result");
    expect(r.err).toMatch(/4 errors: nothing paired, nothing written/);
  });

  test("usage errors (exit 1 with the help), a missing file (exit 2), --help", async () => {
    expect((await run("pair")).code).toBe(1);
    const bad = await run("pair", "five.csv", "--round", "x");
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^--round must be a whole number from 1 to \d+, got "x"\.\n\nUsage: npm run cli -- pair /);
    expect((await run("pair", "five.csv", "--bogus")).code).toBe(1);
    expect((await run("pair", "five.csv", "--first-round", "swiss")).code).toBe(1);
    expect((await run("pair", "five.csv", "--out", "x.csv")).code).toBe(1);
    const missing = await run("pair", "missing.csv");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^error: .*missing\.csv: cannot read the file \(no such file\)/);
    const help = await run("pair", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("--no-reversed-rematch");
    expect((await run("--help")).out).toMatch(/\n {2}pair +Pair the next Swiss round/);
  });

  test("Absent rounds on a players CSV, and a random first round with its seed", async () => {
    writeText(
      "p.csv",
      writeCsv([
        ["Name", "Rating", "Absent rounds"],
        ["Ahn", 2000, "1"],
        ["Baek", 1900, null],
        ["Cho", 1800, "2,3"],
        ["Doi", 1700, null],
      ]),
    );
    writeText("empty.csv", writeCsv([RESULTS_TITLES]));
    const r = await run("pair", "empty.csv", "--players", "p.csv", "--json");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out);
    expect(rows.flatMap((x: { black: string; white: string }) => [x.black, x.white]).sort()).toEqual([
      "BYE",
      "Baek",
      "Cho",
      "Doi",
    ]);
    const a = await run("pair", "empty.csv", "--players", "p.csv", "--first-round", "random", "--seed", "7");
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/\nseed 7\n$/);
    expect((await run("pair", "empty.csv", "--players", "p.csv", "--first-round", "random", "--seed", "7")).out).toBe(
      a.out,
    );
  });
});

describe("pair --out", () => {
  test("a copy with the new rows in Results and a printable Round sheet; the user's sheets are kept", async () => {
    const userRound = [["my notes for round 5"]];
    const input = await writeWorkbook("woc-r4.xlsx", before(woc, 5), { "Round 5": userRound });
    // The director fixed one pair of round 5 by hand (no table number).
    const wb0 = new ExcelJS.Workbook();
    await wb0.xlsx.readFile(input);
    wb0.getWorksheet("Results")!.addRow([5, null, names.get("4043"), null, null, names.get("698"), null]);
    await wb0.xlsx.writeFile(input);
    const stamp = statSync(input).mtimeMs;

    const r = await run("pair", "woc-r4.xlsx", "--out", "woc-r5.xlsx", "--json");
    expect(r.code).toBe(0);
    expect(r.err).toBe('Wrote woc-r5.xlsx: round 5 added to sheet "Results", printable sheet "Round 5 (2)".\n');
    const pairs = JSON.parse(r.out) as { table: number; black: string; white: string }[];
    expect(pairs.find((p) => p.black === names.get("4043"))!.white).toBe(names.get("698"));

    const wb = inspectXlsx(join(dir, "woc-r5.xlsx"));
    expect(wb.sheetNames).toEqual(["Results", "Players", "Round 5", "Round 5 (2)"]);
    expect(wb.cell("Round 5", "A1")).toBe("my notes for round 5");
    // Results: 4 rounds × 32 games, the director's row, then 31 new rows; the director's row got its table.
    const rows = wb.values("Results");
    expect(rows.length).toBe(1 + 4 * 32 + 1 + 31);
    const round5 = rows.filter((row) => row[0] === 5);
    expect(round5.map((row) => row[1]).sort((a, b) => Number(a) - Number(b))).toEqual(pairs.map((p) => p.table));
    for (const p of pairs) {
      const row = round5.find((x) => x[1] === p.table)!;
      expect([row[2], row[5]]).toEqual([p.black, p.white]);
      expect(row[3] ?? null).toBeNull();
    }
    // The printable sheet.
    const sheet = "Round 5 (2)";
    expect(wb.cell(sheet, "A1")).toBe("Table");
    expect(wb.cell(sheet, "F1")).toBe("Why");
    expect(wb.cell(sheet, "B2")).toBe(pairs[0].black);
    expect(wb.localName(sheet, "_xlnm.Print_Area")).toBe("'Round 5 (2)'!$A$1:$E$33");
    expect(wb.pageSetup(sheet)).toMatchObject({ orientation: "portrait", fitToPage: "1", fitToHeight: "1" });
    expect(wb.font(sheet, "B2").size).toBeGreaterThanOrEqual(14);

    // The input is untouched; writing over an existing file is refused.
    expect(statSync(input).mtimeMs).toBe(stamp);
    const again = await run("pair", "woc-r4.xlsx", "--out", "woc-r5.xlsx");
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/the file exists/);

    // The copy reads back as round 5 fully fixed: pairing it again gives the same round.
    const back = await run("pair", "woc-r5.xlsx", "--json");
    expect(back.code).toBe(0);
    expect(back.out).toBe(r.out);
  });
});

describe("import → pair --out → pair again", () => {
  test("the Results table of an imported workbook grows with the round; the tool's own Round sheet is replaced", async () => {
    writeText("woc-r3.ELO", writeEloFile(before(woc, 4)));
    expect((await run("import", "woc-r3.ELO", "--out", "woc-r3.xlsx")).code).toBe(0);
    const first = await run("pair", "woc-r3.xlsx", "--out", "imported-r4.xlsx", "--json");
    expect(first.code).toBe(0);
    const wb = inspectXlsx(join(dir, "imported-r4.xlsx"));
    expect(wb.tables("Results").map((t) => t.ref)).toEqual([`A1:G${1 + 3 * 32 + 32}`]);
    expect(wb.cell("Results", `A${1 + 3 * 32 + 1}`)).toBe(4);

    // Round 4 now holds only pairs without results: pairing again keeps them all, and the Round 4
    // sheet (marked Brightwell_Round_4) is replaced, not duplicated.
    const again = await run("pair", "imported-r4.xlsx", "--out", "imported-r4b.xlsx", "--json");
    expect(again.code).toBe(0);
    expect(again.out).toBe(first.out);
    const wb2 = inspectXlsx(join(dir, "imported-r4b.xlsx"));
    expect(wb2.sheetNames.filter((n) => n.startsWith("Round"))).toEqual(["Round 4"]);
    const rows = wb2.values("Results").map((row) => row[0]);
    expect(rows.filter((r) => r === 4)).toHaveLength(32); // no row written twice
  });
});
