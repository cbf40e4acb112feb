/**
 * What `rate` and `rate-history` accept (issue 16): settings no rating can use are refused naming the flag
 * (exit 1), unusual ones warned; a list rating no list can hold is refused at its cell (exit 2, nothing written);
 * the event's date is --date, else the workbook's Tournament sheet (Brightwell_Date), else refused; same-date
 * events sharing players and events the method cannot rate are said. In-process through main(argv, io).
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli as cli } from "../helpers/cli";
import { inspectXlsx } from "../helpers/xlsx";
import { seedRatings, seedResults } from "../sheets/ratings-helpers";

jest.setTimeout(60_000);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-rate-inputs-"));
  await workbook("seed.xlsx", { Results: seedResults(), Ratings: seedRatings() });
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

/** A workbook of these sheets; `date` (a cell value) goes to Tournament!B4, named Brightwell_Date. */
async function workbook(file: string, sheets: Record<string, unknown[][]>, date?: unknown): Promise<void> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  if (date !== undefined) {
    const t = wb.addWorksheet("Tournament");
    t.getCell("A3").value = "Event";
    t.getCell("B3").value = "Spring Cup";
    t.getCell("A4").value = "Date";
    t.getCell("B4").value = date as ExcelJS.CellValue;
    wb.definedNames.add("Tournament!$B$3", "Brightwell_Event");
    wb.definedNames.add("Tournament!$B$4", "Brightwell_Date");
  }
  await wb.xlsx.writeFile(path.join(tmp, file));
}

async function sheet(file: string, name: string): Promise<unknown[][]> {
  return inspectXlsx(path.join(tmp, file)).values(name);
}

const exists = (file: string) =>
  fs.stat(path.join(tmp, file)).then(
    () => true,
    () => false,
  );

describe("settings: refused naming the flag when no rating can use them, warned when unusual", () => {
  test.each([
    [["--start", "-1600"], "--start must be a number greater than 0 and less than 100,000, found -1600."],
    [["--start", "0"], "--start must be a number greater than 0 and less than 100,000, found 0."],
    [["--k", "1000000"], "--k must be a number greater than 0 and less than 100,000, found 1000000."],
    [["--scale", "0"], "--scale must be a number greater than 0 and less than 100,000, found 0."],
    [
      ["--method", "kba", "--weight", "1", "--alpha", "-1"],
      "--alpha must be a number of 0 or more and less than 100,000, found -1.",
    ],
    [
      ["--method", "kba", "--grade", "1", "--stage", "final", "--start", "-9000"],
      "--start must be a number greater than 0 and less than 100,000, found -9000.",
    ],
  ])("rate %j: exit 1", async (flags, message) => {
    const r = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", ...flags], tmp);
    expect(r.code).toBe(1);
    expect(r.err).toContain(message);
    expect(r.out).toBe("");
  });

  test("rate-history's --start -1600 too, and the message in Korean with --locale ko", async () => {
    const r = await cli(["rate-history", ".", "--start", "-1600"], tmp);
    expect([r.code, r.err]).toEqual([1, expect.stringContaining("--start must be a number greater than 0")]);
    const ko = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", "--start", "-1600", "--locale", "ko"], tmp);
    expect(ko.err).toContain("--start은(는) 0보다 크고 100,000보다 작은 숫자여야 하는데 -1600입니다.");
  });

  test("an unusual K is rated with a warning naming the flag, the plausible range and the method's own value", async () => {
    const r = await cli(["rate", "seed.xlsx", "--date", "2024-05-01", "--k", "500", "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      "warning: --k 500 is unusual for Elo (plausible 8–128; the method's own is 32). The event is rated with it: check it.\n",
    );
    const kba = await cli(
      ["rate", "seed.xlsx", "--date", "2024-05-01", "--method", "kba", "--weight", "20", "--alpha", "5"],
      tmp,
    );
    expect(kba.err).toContain("warning: --alpha 5 is unusual for KBA (plausible 0–3.2; the method's own is 0.8).");
    expect(kba.err).toContain("warning: --weight 20 is unusual for KBA (plausible 0.25–12; the method's own is 1).");
  });
});

describe("a list rating no list can hold: exit 2 naming the cell, nothing written", () => {
  test("−500 at Ratings!C3", async () => {
    const list = seedRatings();
    list[2][2] = -500;
    await workbook("minus.xlsx", { Results: seedResults(), Ratings: list });
    const r = await cli(["rate", "minus.xlsx", "--date", "2024-05-01", "--out", "minus-rated.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "error: Ratings!C3: A rating must be a number above 0 and below 100,000, found -500: no rating list holds it",
    );
    expect(await exists("minus-rated.xlsx")).toBe(false);
  });
});

describe("the event's date: --date, else the workbook's Tournament sheet, else refused", () => {
  test("the Tournament sheet's date (and name) are used, and said", async () => {
    await workbook("dated.xlsx", { Results: seedResults(), Ratings: seedRatings() }, new Date(Date.UTC(2024, 2, 9)));
    const r = await cli(["rate", "dated.xlsx", "--out", "dated-rated.xlsx"], tmp);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toMatch(/^Spring Cup \(2024-03-09\) — Elo/);
    expect(r.err).toContain(
      "note: event Spring Cup (Tournament!B3), date 2024-03-09 (Tournament!B4) from the workbook's Tournament sheet; --event and --date win.",
    );
    const history = await sheet("dated-rated.xlsx", "Rating history");
    expect(history.slice(1).map((row) => [row[0], row[1]])).toEqual(Array(4).fill(["Spring Cup", "2024-03-09"]));
  });

  test("--date wins over the workbook's", async () => {
    const r = await cli(["rate", "dated.xlsx", "--date", "2024-05-01", "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain("note: event Spring Cup (Tournament!B3) from the workbook's Tournament sheet");
    expect(r.err).not.toContain("2024-03-09");
  });

  test("no --date and no date on the workbook: refused, never dated today", async () => {
    const r = await cli(["rate", "seed.xlsx", "--out", "undated-rated.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "error: The event has no date: give --date YYYY-MM-DD, or fill the Date cell of the workbook's Tournament sheet (Brightwell_Date). Nothing is dated today by itself: the date decides the event's order and, for KBA, its month. Nothing rated, nothing written.\n",
    );
    expect(r.out).toBe("");
    expect(await exists("undated-rated.xlsx")).toBe(false);
  });

  test("an imported file's date text on the workbook: an error at its cell with the fix", async () => {
    await workbook("textdate.xlsx", { Results: seedResults(), Ratings: seedRatings() }, "06/11/2014 - 08/11/2014");
    const r = await cli(["rate", "textdate.xlsx"], tmp);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'error: Tournament!B4: The event\'s date must be a date (YYYY-MM-DD, e.g. 2026-09-12), found "06/11/2014 - 08/11/2014". Type the first day of the event here as a date, or give the date (--date YYYY-MM-DD).',
    );
    expect((await cli(["rate", "textdate.xlsx", "--date", "2014-11-06", "--json"], tmp)).code).toBe(0);
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

describe("rate-history: what it cannot rate, and the order of one day's events, are said", () => {
  beforeAll(async () => {
    const dir = path.join(tmp, "sameday");
    await fs.mkdir(dir, { recursive: true });
    // Two events on 2020-01-05 share ALPHA (11); a third that day shares nobody with them.
    await fs.writeFile(
      path.join(dir, "20200105_A_Morning.ELO"),
      elo("Morning", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
    );
    await fs.writeFile(
      path.join(dir, "20200105_B_Evening.ELO"),
      elo("Evening", ["33, GAMMA, Cy, KOR, 1, 33", "11, ALPHA, Ann, KOR, 0, 31"], [["33 (33)>(31) 11"]]),
    );
    await fs.writeFile(
      path.join(dir, "20200105_C_Juniors.ELO"),
      elo("Juniors", ["44, DELTA, Di, KOR, 1, 40", "55, EPSILON, Ed, KOR, 0, 24"], [["44 (40)>(24) 55"]]),
    );
  });

  test("two events of one date sharing a player: a note naming both, in the order rated", async () => {
    const r = await cli(["rate-history", "sameday", "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      "note: 1 pair of events dated the same day shares players. They are rated in file-name order, the first named first, and the order can change their ratings; give the files their days (the YYYYMMDD_ prefix) if another order is right:\n" +
        "  2020-01-05: 20200105_A_Morning.ELO before 20200105_B_Evening.ELO (1 shared, e.g. ALPHA Ann)\n",
    );
    expect(r.err).not.toContain("Juniors");
  });

  test("an event the method refuses is listed with its reason, never left out in silence", async () => {
    // KBA with newcomers at 100: in January BETA loses to ALPHA and is provisional at 100 − 150 = −50; in
    // February a newcomer meets him, and a provisional rating cannot be made against −50.
    const dir = path.join(tmp, "below0");
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(
      path.join(dir, "20200105_January.ELO"),
      elo("January", ["11, ALPHA, Ann, KOR, 1, 40", "22, BETA, Bo, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
    );
    await fs.writeFile(
      path.join(dir, "20200202_February.ELO"),
      elo("February", ["33, GAMMA, Cy, KOR, 1, 33", "22, BETA, Bo, KOR, 0, 31"], [["33 (33)>(31) 22"]]),
    );
    const r = await cli(["rate-history", "below0", "--method", "kba", "--weight", "1", "--start", "100"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      "Not rated: 1 event the rating method refused:\n" +
        "  not rated 20200202_February.ELO: BETA Bo counts as -50 for GAMMA Cy, but a provisional rating needs opponents rated above 0.",
    );
  });
});
