/**
 * `rate-import` (docs/rules.md §8.5) in-process on real files: a federation's CSV list (Korean titles, UTF-8 with
 * a BOM) into a new workbook, then an event rated on it and the list published; the checks with their cells and
 * nothing written; --into refusing a list that holds players unless --merge; an .xlsx list with its Rated games;
 * and the round trip through `rate-list --csv`.
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { readWorkbook, sheetValuesOf, writeWorkbook } from "../helpers/ratingFiles";

jest.setTimeout(60_000);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-rate-import-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const write = (file: string, text: string) => fs.writeFile(path.join(tmp, file), "\uFEFF" + text, "utf8");
const exists = (file: string) =>
  fs.stat(path.join(tmp, file)).then(
    () => true,
    () => false,
  );

const KOA_LIST = [
  "ID,이름,레이팅,대국 수,국가,아마추어,외국인",
  "1,A,1934,10,KOR,,",
  "2,B,1685,3,KOR,아마,",
  "3,C,1678,0,JPN,,예",
  "4,D,1596,7,KOR,,",
].join("\n");

test("a CSV list into a new workbook; an event rated on it; the professional list published (koa)", async () => {
  await write("koa.csv", KOA_LIST);
  const r = await runCli(["rate-import", "koa.csv", "--out", "koa.xlsx", "--locale", "ko"], tmp);
  expect([r.code, r.err]).toEqual([0, ""]);
  // A new list in a Korean workbook is named in Korean, as every new rating sheet.
  // And the message is in Korean too (--locale ko): every message of the command follows the language.
  expect(r.out).toBe('koa.csv의 선수 4명을 koa.xlsx의 "레이팅" 시트로 가져왔습니다.\n');
  const list = (await sheetValuesOf(tmp, "koa.xlsx", "레이팅"))!;
  expect(list[0]).toEqual([
    "ID",
    "이름",
    "레이팅",
    "대국 수",
    "잠정",
    "최근 대회",
    "국가",
    "회원",
    "외국인",
    "아마추어",
    "활동",
  ]);
  expect(list[2]).toEqual(["2", "B", 1685, 3, false, null, "KOR", null, null, "아마"]);

  // The worked Elo example's event rated on the imported list, then published as KOA's professional list.
  const wb = await readWorkbook(tmp, "koa.xlsx");
  const results = wb.addWorksheet("Results");
  results.addRows([
    ["Round", "Black", "Black discs", "White discs", "White"],
    ...[
      [1, "A", "B"],
      [2, "A", "C"],
      [2, "B", "D"],
      [3, "D", "A"],
      [3, "C", "B"],
      [4, "A", "B"],
      [4, "C", "D"],
      [5, "A", "C"],
      [5, "D", "B"],
      [6, "D", "A"],
      [6, "B", "C"],
    ].map(([round, w, l]) => [round, w, 40, 24, l]),
    [1, "C", 32, 32, "D"],
  ]);
  await wb.xlsx.writeFile(path.join(tmp, "koa-event.xlsx"));
  const rated = await runCli(
    ["rate", "koa-event.xlsx", "--event", "Seed 002", "--date", "2024-05-01", "--out", "koa-rated.xlsx"],
    tmp,
  );
  expect(rated.code).toBe(0);
  const pub = await runCli(["rate-list", "koa-rated.xlsx", "--as-of", "2024-05-01", "--rules", "koa", "--json"], tmp);
  const json = JSON.parse(pub.out);
  expect(
    json.rows.map((x: { rank: number; name: string; rating: number; change: number }) => [
      x.rank,
      x.name,
      x.rating,
      x.change,
    ]),
  ).toEqual([
    [1, "A", 1902, -32],
    [2, "D", 1651, 55],
  ]);
  expect(json.omitted.map((x: { name: string; marks: string[] }) => [x.name, x.marks])).toEqual([
    ["C", ["foreign"]],
    ["B", ["amateur"]],
  ]);
});

test("problems at their cells, exit 2, nothing written", async () => {
  await write("bad.csv", ["ID,Name,Rating,Games", "1,Anna,1800,40", "1,Bo,1750,2", ",ANNA,1700,3"].join("\n"));
  const r = await runCli(["rate-import", "bad.csv", "--out", "bad.xlsx"], tmp);
  expect(r.code).toBe(2);
  expect(r.err.split("\n")).toEqual([
    'error: bad.csv!A3: "1" is on the rating list twice (also bad.csv!A2). Keep one row per player, or give each an ID.',
    'error: bad.csv!B4: "ANNA" and "Anna" (bad.csv!B2) differ only in case, width or spaces, and one of them has no ID: they would be taken for each other. Write the name the same way if it is one player (one row), or give both IDs.',
    "2 errors: nothing imported, nothing written.",
    "",
  ]);
  expect(await exists("bad.xlsx")).toBe(false);
  // In Korean, the same cells.
  const ko = await runCli(["rate-import", "bad.csv", "--out", "bad.xlsx", "--locale", "ko"], tmp);
  expect(ko.err).toContain('bad.csv!A3: "1"이(가) 레이팅 목록에 두 번 있습니다');
  await write("impossible.csv", ["Name,Rating,Games", "Anna,0,40", "Bo,1700,2.5"].join("\n"));
  const imp = await runCli(["rate-import", "impossible.csv", "--out", "x.xlsx"], tmp);
  expect(imp.err).toContain('error: impossible.csv!C3: Games must be a whole number 0 or more, found "2.5".');
  expect(imp.err).toContain("error: impossible.csv!B2: A rating must be a number above 0 and below 100,000");
});

test("--into a workbook whose list holds players: refused unless --merge; --merge refuses a player already there", async () => {
  await writeWorkbook(tmp, "club.xlsx", {
    Ratings: [
      ["ID", "Name", "Rating", "Games"],
      ["1", "A", 1934, 10],
    ],
  });
  await write("more.csv", ["ID,Name,Rating,Games", "7,G,1550,3"].join("\n"));
  const refused = await runCli(["rate-import", "more.csv", "--into", "club.xlsx", "--out", "club2.xlsx"], tmp);
  expect(refused.code).toBe(2);
  expect(refused.err).toMatch(
    /^error: Ratings!A1: The workbook's rating list already holds 1 players: importing would mix two lists\./,
  );
  const merged = await runCli(
    ["rate-import", "more.csv", "--into", "club.xlsx", "--merge", "--out", "club2.xlsx"],
    tmp,
  );
  expect(merged.code).toBe(0);
  expect((await sheetValuesOf(tmp, "club2.xlsx", "Ratings"))!.slice(1).map((r) => r.slice(0, 2))).toEqual([
    ["1", "A"],
    ["7", "G"],
  ]);
  await write("again.csv", ["ID,Name,Rating,Games", "1,A,1900,11"].join("\n"));
  const twice = await runCli(
    ["rate-import", "again.csv", "--into", "club.xlsx", "--merge", "--out", "club3.xlsx"],
    tmp,
  );
  expect(twice.err).toContain('error: again.csv!A2: "1" is already on the workbook\'s rating list (Ratings!A2)');
  // The in-place form: --out naming the --into workbook writes the list into it.
  const own = await runCli(["rate-import", "more.csv", "--into", "club.xlsx", "--merge", "--out", "club.xlsx"], tmp);
  expect(own.code).toBe(0);
  expect((await sheetValuesOf(tmp, "club.xlsx", "Ratings"))!.slice(1).map((r) => r.slice(0, 2))).toEqual([
    ["1", "A"],
    ["7", "G"],
  ]);
  // Never over the list read.
  await writeWorkbook(tmp, "list.xlsx", {
    Ratings: [
      ["ID", "Name", "Rating", "Games"],
      ["8", "H", 1500, 2],
    ],
  });
  const over = await runCli(["rate-import", "list.xlsx", "--into", "club.xlsx", "--merge", "--out", "list.xlsx"], tmp);
  expect(over.err).toMatch(/^error: --out list\.xlsx is the list rate-import reads; rate-import never writes over it/);
});

test("an .xlsx list with its Rated games (KBA provisional players); without --out nothing is written", async () => {
  await writeWorkbook(tmp, "kba-list.xlsx", {
    레이팅: [
      ["ID", "이름", "레이팅", "대국 수", "잠정"],
      ["1", "Cho", 9700, 120, null],
      ["9", "Newbie", 9250, 3, "예"],
    ],
    "레이팅 대국": [
      ["대회", "날짜", "라운드", "ID", "선수", "상대 ID", "상대", "상대 레이팅", "결과", "가중치"],
      ["Cup", "2024-03-02", 1, "9", "Newbie", null, null, 9000, 1, 1],
      ["Cup", "2024-03-02", 2, "9", "Newbie", null, null, 9100, 1, 1],
      ["Cup", "2024-03-02", 3, "9", "Newbie", null, null, 9200, 0, 1],
    ],
  });
  const preview = await runCli(["rate-import", "kba-list.xlsx"], tmp);
  expect([preview.code, preview.out]).toEqual([0, "Would import 2 players and 3 rated games from kba-list.xlsx.\n"]);
  const r = await runCli(["rate-import", "kba-list.xlsx", "--out", "kba.xlsx"], tmp);
  expect(r.code).toBe(0);
  expect(
    (await sheetValuesOf(tmp, "kba.xlsx", "Rated games"))!.slice(1).map((row) => [row[3], row[7], row[8]]),
  ).toEqual([
    ["9", 9000, 1],
    ["9", 9100, 1],
    ["9", 9200, 0],
  ]);
});

test("round trip: rate-list --csv exports the whole list, rate-import reads it back the same", async () => {
  await write("koa2.csv", KOA_LIST);
  expect((await runCli(["rate-import", "koa2.csv", "--out", "first.xlsx"], tmp)).code).toBe(0);
  const exported = await runCli(["rate-list", "first.xlsx", "--as-of", "2024-05-01", "--csv", "export.csv"], tmp);
  expect(exported.err).toBe("Wrote the whole list (every player, as kept) to export.csv.\n");
  expect((await runCli(["rate-import", "export.csv", "--out", "second.xlsx"], tmp)).code).toBe(0);
  expect(await sheetValuesOf(tmp, "second.xlsx", "Ratings")).toEqual(await sheetValuesOf(tmp, "first.xlsx", "Ratings"));
});
