/**
 * `rate`, `rate-history` and `export-elo` run in-process through main(argv, io) on real .xlsx files built here
 * with exceljs (the worked Elo example, docs/rules.md §5), on small hand-made .ELO archives, and on the two world
 * championships in test/fixtures (export → import round trip).
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { inspectXlsx } from "../helpers/xlsx";
import { parseEloFile } from "../../src/formats/elo";
import { readEloEvent } from "../../src/formats/eloEvent";
import { computeStandings } from "../../src/engine";
import { tournamentToSheets } from "../../src/sheets";
import { MEMBERSHIP_EN, RESULTS_HEADER, seedRatings, seedResults } from "../sheets/ratings-helpers";
import { fixture as fixtureText } from "../helpers/fixtures";

// Generous per-test limit: file I/O on a shared 2-core machine (not a timing assertion).
jest.setTimeout(60_000);

const cli = runCli;

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-rate-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

async function workbook(file: string, sheets: Record<string, unknown[][]>, title?: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  if (title) wb.title = title;
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  const p = path.join(tmp, file);
  await wb.xlsx.writeFile(p);
  return p;
}

async function sheetValues(file: string, sheet: string): Promise<unknown[][] | undefined> {
  const wb = inspectXlsx(path.join(tmp, file));
  return wb.sheetNames.includes(sheet) ? wb.values(sheet) : undefined;
}

const round2 = (x: number) => Number(x.toFixed(2));

describe("rate on the worked Elo example (a real .xlsx)", () => {
  beforeAll(async () => {
    await workbook("seed.xlsx", { Results: seedResults(), Ratings: seedRatings() }, "Seed 002");
  });

  test("--json: one object per player; new ratings 1902.26 / 1664.01 / 1675.30 / 1651.44; deltas sum to 0", async () => {
    const r = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", "--json"], tmp);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      id: string;
      name: string;
      old: number;
      expected: number;
      points: number;
      delta: number;
      new: number;
      provisional: boolean;
    }[];
    expect(json.map((p) => [p.id, p.name, p.old, p.points, round2(p.new), p.provisional])).toEqual([
      ["1", "A", 1934, 4, 1902.26, false],
      ["2", "B", 1685, 2, 1664.01, false],
      ["3", "C", 1678, 2.5, 1675.3, false],
      ["4", "D", 1596, 3.5, 1651.44, false],
    ]);
    for (const p of json)
      for (const k of ["id", "name", "old", "expected", "points", "delta", "new", "provisional"])
        expect(p).toHaveProperty(k);
    expect(json.reduce((s, p) => s + p.delta, 0)).toBeCloseTo(0, 9);
    expect(r.err).toBe("Preview only: add --out FILE.xlsx to write the updated list.\n");
  });

  test("--per-round: 1903.28 / 1666.88 / 1673.64 / 1649.20", async () => {
    const r = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", "--per-round", "--json"], tmp);
    expect(JSON.parse(r.out).map((p: { new: number }) => round2(p.new))).toEqual([1903.28, 1666.88, 1673.64, 1649.2]);
  });

  test("the table names the event and the settings and shows each player's line", async () => {
    const r = await cli(["rate", "seed.xlsx", "--date", "2024-05-01"], tmp);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe(
      "Seed 002 (2024-05-01) — Elo: K = 32, scale 400, newcomers 1600, all expectations from the ratings before the event",
    );
    expect(lines[2].trim().split(/\s{2,}/)).toEqual([
      "ID",
      "Name",
      "Old",
      "Expected",
      "Points",
      "Games",
      "Change",
      "New",
      "Provisional",
    ]);
    expect(lines[4]).toMatch(/^1 +A +1934\.00 +4\.99 +4 +6 +-31\.74 +1902\.26$/);
    expect(r.out).toContain("Changes add up to 0.00.");
  });

  test("--out writes Ratings and Rating history; applying it again is refused; --undo restores the list", async () => {
    const r = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", "--out", "rated.xlsx"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toBe("Wrote the Ratings and Rating history sheets to rated.xlsx.\n");
    const ratings = (await sheetValues("rated.xlsx", "Ratings"))!;
    expect(ratings.slice(1).map((row) => [row[0], row[1], round2(row[2] as number), row[3], row[4], row[5]])).toEqual([
      ["1", "A", 1902.26, 16, false, "2024-05-01 Seed 002"],
      ["2", "B", 1664.01, 9, false, "2024-05-01 Seed 002"],
      ["3", "C", 1675.3, 6, false, "2024-05-01 Seed 002"],
      ["4", "D", 1651.44, 13, false, "2024-05-01 Seed 002"],
    ]);
    const history = (await sheetValues("rated.xlsx", "Rating history"))!;
    expect(history).toHaveLength(5);
    expect(history.slice(1).map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
      ["Seed 002", "2024-05-01", "A", 1934],
      ["Seed 002", "2024-05-01", "B", 1685],
      ["Seed 002", "2024-05-01", "C", 1678],
      ["Seed 002", "2024-05-01", "D", 1596],
    ]);
    expect(await sheetValues("rated.xlsx", "Results")).toEqual(await sheetValues("seed.xlsx", "Results"));

    const again = await cli(["rate", "rated.xlsx", "--date", "2024-05-01", "--json"], tmp);
    expect(again.code).toBe(2);
    expect(again.out).toBe("");
    expect(again.err).toMatch(
      /^error: 'Rating history'!A2: "Seed 002" \(2024-05-01\) was already applied on \d{4}-\d\d-\d\dT[\d:.]+Z \(this History row\)\. Undo it first to apply it again\.\n/,
    );

    const undo = await cli(["rate", "rated.xlsx", "--undo", "Seed 002", "--out", "restored.xlsx"], tmp);
    expect(undo.code).toBe(0);
    expect(undo.out).toContain('Undo "Seed 002" (2024-05-01');
    // Every cell as it was; the membership columns the update added (docs/rules.md §8.2) stay, titled (empty below).
    const restored = (await sheetValues("restored.xlsx", "Ratings"))!;
    const seed = (await sheetValues("seed.xlsx", "Ratings"))!;
    expect(restored).toEqual([[...seed[0], ...MEMBERSHIP_EN], ...seed.slice(1)]);
    // The History table is empty again (an Excel table keeps one blank row).
    expect(
      (await sheetValues("restored.xlsx", "Rating history"))!
        .slice(1)
        .flat()
        .filter((v) => v !== null),
    ).toEqual([]);
  });

  test("--out naming the input updates it in place (the documented form); an existing other file is refused", async () => {
    await fs.copyFile(path.join(tmp, "seed.xlsx"), path.join(tmp, "inplace.xlsx"));
    const same = await cli(["rate", "inplace.xlsx", "--date", "2024-05-01", "--out", "inplace.xlsx"], tmp);
    expect([same.code, same.err]).toEqual([0, "Wrote the Ratings and Rating history sheets to inplace.xlsx.\n"]);
    expect((await sheetValues("inplace.xlsx", "Rating history"))!.length).toBeGreaterThan(1);
    // Applying the same event again is refused, and the workbook stays as it is.
    const before = await fs.readFile(path.join(tmp, "inplace.xlsx"));
    const twice = await cli(["rate", "inplace.xlsx", "--date", "2024-05-01", "--out", "inplace.xlsx"], tmp);
    expect(twice.code).toBe(2);
    expect((await fs.readFile(path.join(tmp, "inplace.xlsx"))).equals(before)).toBe(true);
    await fs.writeFile(path.join(tmp, "taken.xlsx"), "not mine");
    const taken = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", "--out", "taken.xlsx"], tmp);
    expect(taken.code).toBe(2);
    expect(await fs.readFile(path.join(tmp, "taken.xlsx"), "utf8")).toBe("not mine");
  });

  test("wrong command lines: exit 1 with the reason", async () => {
    const cases: [string[], RegExp][] = [
      [["--method", "kba"], /--method kba needs the event's --grade/],
      [["--method", "kba", "--grade", "4", "--stage", "main"], /--grade must be 1, 2, 3 or restricted/],
      [["--method", "kba", "--weight", "2", "--per-round"], /--per-round is an Elo option/],
      [["--grade", "1"], /--grade is a KBA option/],
      [["--k", "abc"], /--k must be a number/],
      [["--date", "2024-02-30"], /--date must be a date YYYY-MM-DD/],
      [["--method", "glicko"], /--method must be elo or kba/],
    ];
    for (const [extra, message] of cases) {
      const r = await cli(["rate", "seed.xlsx", ...extra], tmp);
      expect([r.code, r.err]).toEqual([1, expect.stringMatching(message)]);
    }
  });

  test("KBA from the command line: 9700 beats 9500 in a grade-1 final, +15.1173 / −14.3173", async () => {
    await workbook("kba.xlsx", {
      Results: [
        ["Round", "Black", "Black discs", "White discs", "White"],
        [1, "Cho", 40, 24, "Yi"],
      ],
      Ratings: [
        ["ID", "Name", "Rating", "Games"],
        ["1", "Cho", 9700, 120],
        ["2", "Yi", 9500, 300],
      ],
    });
    const r = await cli(
      [
        "rate",
        "kba.xlsx",
        "--method",
        "kba",
        "--grade",
        "1",
        "--stage",
        "final",
        "--date",
        "2024-05-01",
        "--json",
        "--out",
        "kba-rated.xlsx",
      ],
      tmp,
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).map((p: { delta: number }) => Number(p.delta.toFixed(4)))).toEqual([15.1173, -14.3173]);
    expect(
      (await sheetValues("kba-rated.xlsx", "Rated games"))!.slice(1).map((row) => [row[4], row[7], row[8], row[9]]),
    ).toEqual([
      ["Cho", 9500, 1, 3],
      ["Yi", 9700, 0, 3],
    ]);
  });
});

/** A WOF .ELO file as PAPP writes it. */
function elo(title: string, players: string[], rounds: string[][]): string {
  return [
    `%%Tournament: ${title}`,
    "",
    "%        ID, NAME, Firstname, COUNTRY, score, disc-count",
    ...players.map((p) => `%_% ${p}`),
    "",
    ...rounds.flatMap((games, i) => [`%Round: ${i + 1}`, ...games]),
    "",
  ].join("\n");
}

describe("rate-history on a small archive (worked by hand)", () => {
  /*
   * January 2020 (file in b/): ALPHA (11) beats BETA (22): both new at 1600, ±16 → 1616 / 1584.
   * February 2020 (file in a/, so the path order is not the date order): BETA beats ALPHA, then GAMMA (33, new)
   * beats ALPHA. Expectations from the ratings before the event (1616, 1584, 1600):
   *   E(ALPHA vs BETA) = 1/(1 + 10^(−32/400)) = 0.5459219;  E(ALPHA vs GAMMA) = 1/(1 + 10^(−16/400)) = 0.5230096
   *   ALPHA 1616 + 32·(0 − 1.0689315) = 1581.7942;  BETA 1584 + 32·(1 − 0.4540781) = 1601.4695;
   *   GAMMA 1600 + 32·(1 − 0.4769904) = 1616.7363.  (Sum of changes 0.)
   * A third file cannot be read (a game line without discs): skipped and counted.
   */
  let dir: string;
  beforeAll(async () => {
    dir = path.join(tmp, "archive");
    await fs.mkdir(path.join(dir, "a"), { recursive: true });
    await fs.mkdir(path.join(dir, "b"), { recursive: true });
    await fs.writeFile(
      path.join(dir, "b", "20200105_Club_January.ELO"),
      elo("Club January", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
    );
    await fs.writeFile(
      path.join(dir, "a", "20200202_Club_February.ELO"),
      elo(
        "Club February",
        ["33, GAMMA, Cy, KOR, 1, 33", "22, BETA, Bo, KOR, 1, 40", "11, ALPHA, Ann, KOR, 0, 55"],
        [["22 (40)>(24) 11"], ["33 (33)>(31) 11"]],
      ),
    );
    await fs.writeFile(
      path.join(dir, "a", "20200301_Broken.ELO"),
      elo("Broken", ["11, ALPHA, Ann, KOR, 1, 40"], [["11 beat 22"]]),
    );
  });

  test("--json: the final list in rating order, rated in date order; the unreadable file is counted", async () => {
    const r = await cli(["rate-history", "archive", "--json"], tmp);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as { id: string; name: string; rating: number; games: number; lastEvent: string }[];
    expect(list.map((p) => [p.id, p.name, Number(p.rating.toFixed(4)), p.games, p.lastEvent])).toEqual([
      ["33", "GAMMA Cy", 1616.7363, 1, "2020-02-02 Club February"],
      ["22", "BETA Bo", 1601.4695, 2, "2020-02-02 Club February"],
      ["11", "ALPHA Ann", 1581.7942, 3, "2020-02-02 Club February"],
    ]);
    expect(r.err.split("\n")[0]).toBe(
      "Rated 2 of 3 event files, 2020-01-05 to 2020-02-02: 3 games, 3 players, 5 Rating history rows. Skipped 1 file (unreadable or without a rated game).",
    );
    // "11 beat 22" is not a game line: the file holds a player list and no game, so it is refused.
    expect(r.err).toMatch(
      /skipped a\/20200301_Broken\.ELO: Line 1: the player list \(line 4\) has 1 player but holds no game lines/,
    );
  });

  test("--out writes the list and its history; --per-round changes February (ALPHA 1582.60, GAMMA 1615.93)", async () => {
    const r = await cli(["rate-history", "archive", "--per-round", "--out", "list.xlsx"], tmp);
    expect(r.code).toBe(0);
    // Per round: after round 1 ALPHA is 1598.5305; GAMMA beats him from there: E = 1/(1 + 10^(−1.4695/400)) = 0.5021148.
    const ratings = (await sheetValues("list.xlsx", "Ratings"))!;
    expect(ratings.slice(1).map((row) => [row[0], Number((row[2] as number).toFixed(2))])).toEqual([
      ["33", 1615.93],
      ["22", 1601.47],
      ["11", 1582.6],
    ]);
    const history = (await sheetValues("list.xlsx", "Rating history"))!;
    expect(history.slice(1).map((row) => [row[0], row[2], row[14]])).toEqual([
      ["Club January", "11", true],
      ["Club January", "22", true],
      ["Club February", "22", false],
      ["Club February", "11", false],
      ["Club February", "33", true],
    ]);
  });

  test("a folder without readable files is an error; not a folder too", async () => {
    await fs.mkdir(path.join(tmp, "empty"), { recursive: true });
    expect((await cli(["rate-history", "empty"], tmp)).err).toBe(
      "error: empty: no readable .ELO file with rated games (0 files found). Nothing written.\n",
    );
    expect((await cli(["rate-history", "seed-missing"], tmp)).code).toBe(2);
  });

  test("an event without a rated game (its one game a walkover) is skipped, and why is said in the language", async () => {
    const dir = path.join(tmp, "walkover");
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(
      path.join(dir, "20200105_Club_January.ELO"),
      elo("Club January", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
    );
    await fs.writeFile(
      path.join(dir, "20200112_Walkover.ELO"),
      elo("Walkover", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22 %Walkover"]]),
    );
    const en = await cli(["rate-history", "walkover", "--json", "--locale", "en"], tmp);
    expect(en.code).toBe(0);
    expect(en.err).toContain("  skipped 20200112_Walkover.ELO: no rated game\n");
    const ko = await cli(["rate-history", "walkover", "--json", "--locale", "ko"], tmp);
    expect(ko.code).toBe(0);
    expect(ko.err).toContain("  건너뜀 20200112_Walkover.ELO: 레이팅 대국 없음\n");
    const ja = await cli(["rate-history", "walkover", "--json", "--locale", "ja"], tmp);
    expect(ja.err).toContain("  飛ばした 20200112_Walkover.ELO: レーティング対局なし\n");
  });

  test("a folder where every file is skipped says why, file by file", async () => {
    await fs.mkdir(path.join(tmp, "undated"), { recursive: true });
    await fs.writeFile(
      path.join(tmp, "undated", "event.ELO"),
      elo("No date", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
    );
    const r = await cli(["rate-history", "undated"], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "error: undated: no readable .ELO file with rated games (1 file found). Nothing written.\n" +
        "  skipped event.ELO: no date: the file name does not start with YYYYMMDD and there is no readable %%Date header line.\n",
    );
  });
});

describe("export-elo: .ELO → standings → .ELO → import gives the same games and order", () => {
  const key = (g: {
    round: number;
    black: string;
    white: string | null;
    blackDiscs: number | null;
    whiteDiscs: number | null;
    kind: string;
  }) => `${g.round}:${g.black}:${g.white}:${g.blackDiscs}:${g.whiteDiscs}:${g.kind}`;

  for (const fixture of ["20101111_WOC_2010.ELO", "20141106_WOC_2014.ELO"]) {
    test(fixture, async () => {
      const original = parseEloFile(fixtureText(fixture, "latin1"));
      const sheets = tournamentToSheets(original.tournament);
      const xlsx = await workbook(
        `${fixture}.xlsx`,
        { Results: sheets.results, Players: sheets.players },
        original.tournament.name,
      );
      const r = await cli(
        [
          "export-elo",
          path.basename(xlsx),
          "--out",
          `${fixture}.out.ELO`,
          "--date",
          "2010-11-11",
          "--country",
          "World",
        ],
        tmp,
      );
      expect(r.code).toBe(0);
      const text = await fs.readFile(path.join(tmp, `${fixture}.out.ELO`), "utf8");
      expect(text.split("\n").slice(0, 4)).toEqual([
        `%%Tournament: ${original.tournament.name}`,
        "%%Country: World",
        "%%Date: 11/11/2010",
        "%%Creator: Brightwell",
      ]);
      const back = parseEloFile(text);
      // Same games (the byes rebuilt from the scores), same players, and the player list in the published order
      // (the PAPP order of these championships is points, then BQ with C = 6: data/README.md).
      expect(back.tournament.games.map(key).sort()).toEqual(original.tournament.games.map(key).sort());
      expect(back.tournament.players.map((p) => [p.id, p.name, p.country])).toEqual(
        expect.arrayContaining(original.tournament.players.map((p) => [p.id, p.name, p.country])),
      );
      expect(back.publishedOrder).toEqual(original.publishedOrder);
      expect(back.players.map((p) => p.score)).toEqual(original.players.map((p) => p.score));
      // The standings of the file read back are in the same order.
      expect(computeStandings(back.tournament, { preset: "woc" }).rows.map((x) => x.id)).toEqual(
        original.publishedOrder,
      );
      // The last column is the BQ: disc total + 6 × the opponents' scores (byes 32 + 6 × own score).
      const st = computeStandings(original.tournament, { preset: "woc" });
      expect(back.players.map((p) => p.discs)).toEqual(st.rows.map((x) => x.bq));
      expect(text).toContain("%        ID, NAME, Firstname, COUNTRY, score, BQ");
    });
  }

  test("import keeps the .ELO header (tournament, country, date, sender) and export-elo writes it again", async () => {
    await fs.writeFile(path.join(tmp, "woc2014.ELO"), fixtureText("20141106_WOC_2014.ELO", "latin1"), "latin1");
    expect((await cli(["import", "woc2014.ELO", "--out", "woc2014.xlsx"], tmp)).code).toBe(0);
    expect((await cli(["export-elo", "woc2014.xlsx", "--out", "woc2014.out.ELO"], tmp)).code).toBe(0);
    const text = await fs.readFile(path.join(tmp, "woc2014.out.ELO"), "utf8");
    expect(text.split("\n").slice(0, 5)).toEqual([
      "%%Tournament: WOC_2014",
      "%%Country: World",
      "%%Date: 06/11/2014 - 08/11/2014",
      "%%Sender: Emmanuel Lazard",
      "%%Creator: Brightwell",
    ]);
    // The file can be rated whatever its name: its date is in the header.
    expect(readEloEvent(text, "woc.ELO").date).toBe("2014-11-06");
    // Flags win over the carried header.
    expect(
      (
        await cli(
          [
            "export-elo",
            "woc2014.xlsx",
            "--out",
            "flags.ELO",
            "--country",
            "JPN",
            "--date",
            "2014-11-07",
            "--event",
            "WOC",
          ],
          tmp,
        )
      ).code,
    ).toBe(0);
    expect((await fs.readFile(path.join(tmp, "flags.ELO"), "utf8")).split("\n").slice(0, 4)).toEqual([
      "%%Tournament: WOC",
      "%%Country: JPN",
      "%%Date: 07/11/2014",
      "%%Sender: Emmanuel Lazard",
    ]);
  });

  test("export-elo reads the Tournament sheet's cells (as the pane stores an import): flags > cells > Comments", async () => {
    await fs.writeFile(path.join(tmp, "woc2014.ELO"), fixtureText("20141106_WOC_2014.ELO", "latin1"), "latin1");
    expect((await cli(["import", "woc2014.ELO", "--out", "cells.xlsx", "--force"], tmp)).code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(tmp, "cells.xlsx"));
    const ws = wb.addWorksheet("Tournament");
    const cells: [string, string, string | Date][] = [
      ["B3", "Brightwell_Event", "World Othello Championship 2014"],
      ["B4", "Brightwell_Date", new Date(Date.UTC(2014, 10, 6))],
      ["B12", "Brightwell_Country", "Czech Republic"],
    ];
    for (const [cell, name, value] of cells) {
      ws.getCell(cell).value = value;
      wb.definedNames.add(`Tournament!$${cell[0]}$${cell.slice(1)}`, name);
    }
    await wb.xlsx.writeFile(path.join(tmp, "cells.xlsx"));
    const r = await cli(["export-elo", "cells.xlsx", "--out", "cells.ELO"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/Settings from the workbook: event World Othello Championship 2014 \(Tournament!B3\)/);
    // The Sender has no cell: the one the import stored (the workbook's Comments) is kept.
    expect((await fs.readFile(path.join(tmp, "cells.ELO"), "utf8")).split("\n").slice(0, 4)).toEqual([
      "%%Tournament: World Othello Championship 2014",
      "%%Country: Czech Republic",
      "%%Date: 06/11/2014",
      "%%Sender: Emmanuel Lazard",
    ]);
    const flags = ["--out", "flags2.ELO", "--country", "JPN", "--event", "WOC"];
    expect((await cli(["export-elo", "cells.xlsx", ...flags], tmp)).code).toBe(0);
    expect((await fs.readFile(path.join(tmp, "flags2.ELO"), "utf8")).split("\n").slice(0, 2)).toEqual([
      "%%Tournament: WOC",
      "%%Country: JPN",
    ]);
  });

  test("the note counts only what has no game line: forfeits (adjudicated games are written)", async () => {
    // R1 A>B 40-24, C–D adjudicated 1-0; R2 A wins by forfeit against C, B>D 40-24.
    await workbook("forfeit.xlsx", {
      Results: [
        [...RESULTS_HEADER, "Result"],
        [1, "A", 40, 24, "B", null],
        [1, "C", null, null, "D", "1-0"],
        [2, "A", null, null, "C", "1F-0F"],
        [2, "B", 40, 24, "D", null],
      ],
    });
    const r = await cli(["export-elo", "forfeit.xlsx", "--out", "forfeit.ELO"], tmp);
    expect(r.code).toBe(0);
    const text = await fs.readFile(path.join(tmp, "forfeit.ELO"), "utf8");
    expect(text).toMatch(/^\s*C > D$/m);
    // woc: A 40 + 6·1 + (32 + 6·2) = 90; B 24 + 6·2 + 40 = 76; C 32 (adjudicated win) + (32 + 6·1) = 70;
    // D 32 + 6·1 + 24 + 6·1 = 68. Read back, A's point is a bye (the same BQ) but C is absent in round 2: C 32,
    // and D's game against him counts as against a withdrawn player (32 + 6·0): D 62, ahead of C.
    expect(r.err).toMatch(
      /^note: 1 forfeit has no \.ELO game line .* a re-import counts the winner's point as a bye and the loser as absent that round\. Read back, the rank or BQ of 2 players differ: C, D\.$/m,
    );
    expect(r.err).not.toMatch(/adjudicated/);
  });

  test("refuses an existing --out and a non-.ELO --out", async () => {
    await fs.writeFile(path.join(tmp, "exists.ELO"), "keep");
    const r = await cli(["export-elo", "seed.xlsx", "--out", "exists.ELO"], tmp);
    expect([r.code, await fs.readFile(path.join(tmp, "exists.ELO"), "utf8")]).toEqual([2, "keep"]);
    expect((await cli(["export-elo", "seed.xlsx", "--out", "event.txt"], tmp)).code).toBe(1);
  });
});
