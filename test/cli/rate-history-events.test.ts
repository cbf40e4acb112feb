/**
 * `rate-history --method kba --events FILE` (docs/rules.md §6.9): each event's grade and stage from a small CSV, by
 * file or by event name, headers in English, Korean or Japanese; events without a row rated with --grade/--stage
 * and listed by name, or, without those, the run refused naming them; bad rows refused at FILE:LINE.
 *
 * Worked by hand (k 14, α 0.8, scale 800). January 2020: Ann–Bo and Cy–Di each draw 51 games: newcomers on an
 * empty list count as 9,000, and 25.5 of 51 solves to 9,000, so all four are 9000 and past 50 games: established
 * from February. February: Ann beats Bo in a grade-1 final (weight 3.0): Ann 9000 + 14 × 3 × 0.5 = 9021, Bo
 * 9000 − 14 × 3 × 0.5 + 0.8 = 8979.8; Cy beats Di in a grade-3 prelim (1.0): Cy 9007, Di 8993.8.
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { eloText } from "../helpers/ratingFiles";

let tmp: string;
const write = (file: string, text: string) => fs.writeFile(path.join(tmp, file), text, "utf8");

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-events-"));
  await fs.mkdir(path.join(tmp, "kba"));
  const draws = Array.from({ length: 51 }, (_, i) =>
    i % 2 === 0 ? ["11 (32)=(32) 22", "33 (32)=(32) 44"] : ["22 (32)=(32) 11", "44 (32)=(32) 33"],
  );
  const players = ["11, ANN, A, KOR", "22, BO, B, KOR", "33, CY, C, KOR", "44, DI, D, KOR"];
  await write(
    "kba/20200115_January.ELO",
    eloText(
      "January",
      players.map((p) => `${p}, 25.5, 1632`),
      draws,
    ),
  );
  await write(
    "kba/20200210_Feb_Final.ELO",
    eloText("Feb Final", ["11, ANN, A, KOR, 1, 40", "22, BO, B, KOR, 0, 24"], [["11 (40)>(24) 22"]]),
  );
  await write(
    "kba/20200220_Feb_Cup.ELO",
    eloText("Feb Cup", ["33, CY, C, KOR, 1, 40", "44, DI, D, KOR, 0, 24"], [["33 (40)>(24) 44"]]),
  );
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

const ratingsOf = (out: string) =>
  Object.fromEntries(
    (JSON.parse(out) as { id: string; rating: number }[]).map((p) => [p.id, Number(p.rating.toFixed(6))]),
  );
const kba = (...flags: string[]) => runCli(["rate-history", "kba", "--method", "kba", ...flags], tmp);

test("two events of different grades weighted from the file (by file name and by event name)", async () => {
  await write(
    "events.csv",
    ["File or event,Grade,Stage", "20200210_Feb_Final.ELO,1,final", "Feb Cup,3,prelim", "January,3,prelim"].join("\n"),
  );
  const r = await kba("--events", "events.csv", "--json");
  expect([r.code, r.err.includes("error")]).toEqual([0, false]);
  expect(ratingsOf(r.out)).toEqual({ "11": 9021, "22": 8979.8, "33": 9007, "44": 8993.8 });
  expect(r.err).not.toMatch(/without a grade\/stage/);
  // The same rows weighted the other way round swap the changes: the file decides each event's weight.
  await write(
    "swapped.csv",
    ["파일 또는 대회,등급,단계", "Feb Final,3등급,예선", "20200220_Feb_Cup,1,결승", "January,3,예선"].join("\n"),
  );
  const swapped = await kba("--events", "swapped.csv", "--json");
  expect(swapped.code).toBe(0);
  expect(ratingsOf(swapped.out)).toEqual({ "11": 9007, "22": 8993.8, "33": 9021, "44": 8979.8 });
  // The settings line says where the weights come from.
  const text = await kba("--events", "events.csv");
  expect(text.out.split("\n")[0]).toContain("weights per event from events.csv");
});

test("events without a row: rated with --grade/--stage and listed by name; without them, refused naming them", async () => {
  await write("partial.csv", ["大会,等級,段階", "Feb Final,1,決勝", "Feb Cup,3,予選"].join("\n"));
  const refused = await kba("--events", "partial.csv", "--out", "partial.xlsx");
  expect(refused.code).toBe(2);
  expect(refused.err).toBe(
    "error: partial.csv gives no grade and stage for 1 event of the folder:\n" +
      "  20200115_January.ELO (January)\n" +
      "Add a row for each (file or event, grade, stage), or give --grade and --stage (or --weight) to rate them with. Nothing written.\n",
  );
  await expect(fs.stat(path.join(tmp, "partial.xlsx"))).rejects.toThrow();
  const rated = await kba("--events", "partial.csv", "--grade", "2", "--stage", "main", "--json");
  expect(rated.code).toBe(0);
  expect(rated.err).toContain(
    "1 event without a grade/stage in partial.csv, rated as grade 2 stage main (weight 1.9):\n  20200115_January.ELO (January)\n",
  );
  // January's players are provisional there (their weight changes nothing); February's rows still decide.
  expect(ratingsOf(rated.out)).toEqual({ "11": 9021, "22": 8979.8, "33": 9007, "44": 8993.8 });
});

test("bad rows are refused at FILE:LINE with the fix; a row naming no event is a warning", async () => {
  await write(
    "bad.csv",
    ["File or event,Grade,Stage", "Feb Final,4,final", "Feb Cup,3,semi", ",1,final", "feb final,1,main"].join("\n"),
  );
  const r = await kba("--events", "bad.csv", "--out", "bad.xlsx");
  expect(r.code).toBe(2);
  expect(r.err).toBe(
    [
      'error: bad.csv:2: the grade "4" is not one of 1, 2, 3, restricted (등급 1, 2, 3, 제한; 等級 1, 2, 3, 制限). Correct it.',
      'error: bad.csv:3: the stage "semi" is not one of prelim, main, final (예선, 본선, 결승; 予選, 本戦, 決勝). Correct it.',
      "error: bad.csv:4: no file or event. Give the event's .ELO file (as named in the folder) or its name.",
      'error: bad.csv:5: "feb final" is already given on line 2. Keep one row for each file or event.',
      "Correct these rows of bad.csv: nothing rated, nothing written.",
      "",
    ].join("\n"),
  );
  await expect(fs.stat(path.join(tmp, "bad.xlsx"))).rejects.toThrow();
  await write("typo.csv", ["Feb Final,1,final", "Feb Cup,3,prelim", "Januray,3,prelim"].join("\n"));
  const typo = await kba("--events", "typo.csv", "--grade", "3", "--stage", "prelim", "--json");
  expect(typo.code).toBe(0);
  expect(typo.err).toContain('warning: typo.csv:3: "Januray" names no event rated from the folder');
  expect(typo.err).toContain("1 event without a grade/stage in typo.csv, rated as grade 3 stage prelim (weight 1):");
});

test("--events is a KBA option; a header missing a column is named", async () => {
  const elo = await runCli(["rate-history", "kba", "--events", "events.csv"], tmp);
  expect(elo.code).toBe(1);
  expect(elo.err).toMatch(/^--events gives each event's KBA grade and stage; add --method kba\./);
  await write("header.csv", ["Event,Grade", "Feb Cup,3"].join("\n"));
  const r = await kba("--events", "header.csv");
  expect(r.code).toBe(2);
  expect(r.err.split("\n")[0]).toMatch(
    /^error: header\.csv:1: no "Stage" column\. The header needs "File or event", "Grade", "Stage"/,
  );
});
