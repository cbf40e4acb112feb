/**
 * `export-elo` on the English template's example event (templates/tournament-en.xlsx: seven players, two of five
 * planned rounds played): in the middle of an event BQ uses C from the planned rounds, as `standings` does; names are
 * written SURNAME, Firstname and the split is said; a date that is no real date is refused naming where it came from
 * (the flag or the Tournament sheet's cell); an event without a game is refused; nothing written then.
 */
import ExcelJS from "exceljs";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { parseEloFile } from "../../src/formats/elo";
import { runCli } from "../helpers/cli";

jest.setTimeout(60_000);

const TEMPLATE = path.resolve(__dirname, "../../templates/tournament-en.xlsx");

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-export-"));
  await fs.copyFile(TEMPLATE, path.join(tmp, "event.xlsx"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});
const exists = (f: string) =>
  fs.access(path.join(tmp, f)).then(
    () => true,
    () => false,
  );

test("after round 2 of 5, BQ is computed with C = 64/5 (the Tournament sheet's rounds), as standings computes it", async () => {
  const out = await runCli(
    ["export-elo", "event.xlsx", "--preset", "ftd", "--date", "2026-07-04", "--out", "event.ELO"],
    tmp,
  );
  expect(out.code).toBe(0);
  expect(out.out).toContain("(preset ftd, BQ with C = 12.8)");
  const standings = await runCli(["standings", "event.xlsx", "--preset", "ftd", "--json"], tmp);
  const rows = JSON.parse(standings.out) as { id: string; bq: number }[];
  const file = parseEloFile(await fs.readFile(path.join(tmp, "event.ELO"), "utf8"));
  expect(file.players.map((p) => [p.id, p.discs])).toEqual(rows.map((r) => [r.id, r.bq]));
  // --rounds wins over the sheet: C = 64/2 = 32 with --rounds 2.
  const two = await runCli(["export-elo", "event.xlsx", "--preset", "ftd", "--rounds", "2", "--out", "two.ELO"], tmp);
  expect(two.out).toContain("(preset ftd, BQ with C = 32)");
});

test("names are written SURNAME, Firstname as the archive writes them, and the split is said", async () => {
  const out = await runCli(["export-elo", "event.xlsx", "--date", "2026-07-04", "--out", "names.ELO"], tmp);
  expect(out.code).toBe(0);
  expect(out.err).toMatch(
    /^note: 7 names written as the WOF archive writes them, SURNAME, Firstname .*: "Marta Kowalska" → KOWALSKA, Marta; /m,
  );
  expect(await fs.readFile(path.join(tmp, "names.ELO"), "utf8")).toMatch(/^%_%\s+1, KOWALSKA, Marta, PL, /m);
});

test("a date that is no real date is refused, naming the flag or the cell it came from; nothing written", async () => {
  const flag = await runCli(["export-elo", "event.xlsx", "--date", "2026-02-30", "--out", "bad.ELO"], tmp);
  expect([flag.code, flag.out]).toEqual([2, ""]);
  expect(flag.err).toContain(
    'error: export-elo: the date "2026-02-30" (from --date) is not a real date: give the event\'s date as YYYY-MM-DD; nothing written.\n',
  );
  // The Tournament sheet's Date cell (Brightwell_Date) holding the text 2026-02-30.
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(tmp, "event.xlsx"));
  const ref = wb.definedNames.model.find((d) => d.name === "Brightwell_Date")!.ranges[0];
  const [sheet, cell] = ref.replace(/\$/g, "").split("!");
  wb.getWorksheet(sheet.replace(/^'|'$/g, ""))!.getCell(cell).value = "2026-02-30";
  await wb.xlsx.writeFile(path.join(tmp, "bad-date.xlsx"));
  const sheetDate = await runCli(["export-elo", "bad-date.xlsx", "--out", "bad.ELO"], tmp);
  expect(sheetDate.code).toBe(2);
  expect(sheetDate.err).toContain(
    `error: export-elo: the date "2026-02-30" (from Tournament!${cell}) is not a real date`,
  );
  expect(await exists("bad.ELO")).toBe(false);
});

test("an event without a game is refused; nothing written", async () => {
  await fs.writeFile(
    path.join(tmp, "byes.csv"),
    "Round,Black,Black discs,White discs,White,Result\n1,Ann,,,BYE,\n1,Bob,,,Cy,1F-0F\n",
  );
  const r = await runCli(["export-elo", "byes.csv", "--out", "byes.ELO"], tmp);
  expect([r.code, r.out]).toEqual([2, ""]);
  expect(r.err).toContain("error: export-elo: the event has no played or adjudicated game");
  expect(await exists("byes.ELO")).toBe(false);
});
