/**
 * Event identity by content (src/engine/ratings/identity.ts, docs/rules.md §5.3): `rate` refuses an event whose
 * games are on the Rating history under another name or date, naming the earlier event (--allow-same-games rates it
 * and its History rows say so); `rate-history` rates a re-sent copy once and lists what it skipped and why.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { inspectXlsx } from "../helpers/xlsx";
import { seedRatings, seedResults } from "../sheets/ratings-helpers";

jest.setTimeout(60_000);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-same-games-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

async function sheet(file: string, name: string): Promise<unknown[][]> {
  return inspectXlsx(path.join(tmp, file)).values(name);
}

describe("rate: the same games under another name or date", () => {
  beforeAll(async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Results").addRows(seedResults());
    wb.addWorksheet("Ratings").addRows(seedRatings());
    await wb.xlsx.writeFile(path.join(tmp, "seed.xlsx"));
    const r = await runCli(
      ["rate", "seed.xlsx", "--event", "Seed 002", "--date", "2024-05-01", "--out", "rated.xlsx"],
      tmp,
    );
    expect(r.code).toBe(0);
  });

  test("are refused, naming the earlier event and its History row; nothing written", async () => {
    // --event forgotten and the date changed: the workbook's file name is the event's name.
    const r = await runCli(["rate", "rated.xlsx", "--date", "2024-06-01", "--out", "twice.xlsx"], tmp);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toMatch(
      /^error: 'Rating history'!A2: These games are already on the Rating history as "Seed 002" \(2024-05-01, applied \d{4}-[\d-]+T[\d:.]+Z; this History row\): the same games under another name or date, as a re-sent copy has them\. Nothing was rated; if this really is another event with the same games, rate it with --allow-same-games \(command line\)\.\n/,
    );
    expect(await fs.readdir(tmp)).not.toContain("twice.xlsx");
  });

  test("--allow-same-games rates them, with a warning, and the History rows name the earlier event", async () => {
    const r = await runCli(
      ["rate", "rated.xlsx", "--event", "Seed 2", "--date", "2024-06-01", "--allow-same-games", "--out", "twice.xlsx"],
      tmp,
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^warning: 'Rating history'!A2: These games are already on the Rating history as "Seed 002" \(2024-05-01; this History row\): rated again as you allowed/,
    );
    const history = await sheet("twice.xlsx", "Rating history");
    const col = history[0].indexOf("Same games as");
    expect(col).toBeGreaterThan(0);
    expect(history.slice(1).map((row) => [row[0], row[col] ?? null])).toEqual([
      ["Seed 002", null],
      ["Seed 002", null],
      ["Seed 002", null],
      ["Seed 002", null],
      ["Seed 2", "Seed 002 (2024-05-01)"],
      ["Seed 2", "Seed 002 (2024-05-01)"],
      ["Seed 2", "Seed 002 (2024-05-01)"],
      ["Seed 2", "Seed 002 (2024-05-01)"],
    ]);
  });
});

/** A WOF .ELO file as PAPP writes it. */
function elo(title: string, players: string[], rounds: string[][]): string {
  return [
    `%%Tournament: ${title}`,
    "",
    ...players.map((p) => `%_% ${p}`),
    "",
    ...rounds.flatMap((games, i) => [`%Round: ${i + 1}`, ...games]),
    "",
  ].join("\n");
}

describe("rate-history: a re-sent copy is rated once", () => {
  const PLAYERS = [
    "11, ALPHA, Ann, KOR, 2, 76",
    "22, BETA, Bo, KOR, 0, 52",
    "33, GAMMA, Cy, KOR, 1, 61",
    "44, DELTA, Di, KOR, 1, 67",
  ];
  const JANUARY = [
    ["11 (40)>(24) 22", "33 (33)>(31) 44"],
    ["11 (36)>(28) 33", "44 (36)>(28) 22"],
  ];
  const write = async (dir: string, files: Record<string, string>) => {
    await fs.mkdir(path.join(tmp, dir), { recursive: true });
    for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(tmp, dir, name), text);
  };
  const events = {
    "20200105_Club_January.ELO": elo("Club January", PLAYERS, JANUARY),
    // Results without discs: a match 11–22 won twice by 11, in February 2020 and again in February 2021.
    "20200201_Cup.ELO": elo(
      "Cup",
      ["11, ALPHA, Ann, KOR, 2, 0", "22, BETA, Bo, KOR, 0, 0"],
      [["11 > 22"], ["11 > 22"]],
    ),
    "20210201_Cup_2021.ELO": elo(
      "Cup 2021",
      ["11, ALPHA, Ann, KOR, 2, 0", "22, BETA, Bo, KOR, 0, 0"],
      [["11 > 22"], ["11 > 22"]],
    ),
  };
  const copies = {
    // The club's copy, the next day under a misspelt name, the games in another order and the ids as written.
    "20200106_Club_Janury.ELO": elo("Club Janury", PLAYERS, [[JANUARY[0][1], JANUARY[0][0]], JANUARY[1]]),
    // The federation's copy with one game's discs corrected: 3 of its 4 games are January's.
    "20200110_Club_January_fixed.ELO": elo("Club January (fixed)", PLAYERS, [
      JANUARY[0],
      ["11 (38)>(26) 33", JANUARY[1][1]],
    ]),
  };

  beforeAll(async () => {
    await write("originals", events);
    await write("with-copies", { ...events, ...copies });
  });

  test("the list is the list of the originals; the copies are listed with the event each repeats", async () => {
    const originals = await runCli(["rate-history", "originals", "--json"], tmp);
    const withCopies = await runCli(["rate-history", "with-copies", "--json"], tmp);
    expect([originals.code, withCopies.code]).toEqual([0, 0]);
    expect(withCopies.out).toBe(originals.out);
    expect(withCopies.err.split("\n")).toEqual([
      "Rated 3 of 5 event files, 2020-01-05 to 2021-02-01: 8 games, 4 players, 8 Rating history rows. Skipped 2 re-sent copies of events already rated.",
      "  copy 20200106_Club_Janury.ELO: the same games as Club January (2020-01-05); not rated again",
      "  copy 20200110_Club_January_fixed.ELO: a corrected copy of Club January (2020-01-05) (3 of its 4 games with discs are games of it); not rated again",
      "",
    ]);
    // Cup 2021 repeats Cup's results without discs under another name and date: another event, rated.
    expect(JSON.parse(withCopies.out).find((p: { id: string }) => p.id === "11").games).toBe(6);
  });
});
