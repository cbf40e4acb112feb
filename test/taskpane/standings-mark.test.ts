/**
 * Cross-host ownership of the Standings sheet: the add-in adds/refreshes the workbook name
 * Brightwell_Standings (the command line's mark, src/cli/workbook.ts) in the same write sync, and
 * refreshes a Standings sheet the command line wrote (--out) instead of adding "Standings (2)".
 * A sheet proven ours by nothing is never overwritten; the Results/Players sheets never, even if
 * a name points at them.
 */
import fc from "fast-check";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { computeInWorkbook, ComputeRequest, STANDINGS_ROLE } from "../../taskpane/flow";
import { OWNED_SETTING_KEY, planOwnedSheet, sheetOfFormula, STANDINGS_MARK } from "../../src/sheets/ownership";
import type { OwnedSheet, TableInfo, WorkbookName } from "../../src/sheets/ownership";
import { runCli } from "../helpers/cli";
import { newWorkbook, ownsSheet, setName } from "../../src/cli/workbook";
import { finish, newDraft } from "../../src/xlsx";
import { inspectXlsx, type Inspected } from "../helpers/xlsx";
import { createFakeExcel, FakeExcel } from "../fakes/fake-excel";
import { hostOf, marche, workbookOf } from "../helpers/workbooks";

// File I/O on a shared 2-core machine: a generous limit, not a timing assertion.
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const request: ComputeRequest = { resultsSheet: "Results", playersSheet: "Players", preset: "ftd", locale: "en" };
const READ = { loads: true, writes: false, implicit: false };
const WRITE = { loads: false, writes: true, implicit: false };
const syncShape = (fake: FakeExcel) =>
  fake.book.syncLog.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));
const mark = (fake: FakeExcel) => fake.book.namesList().filter((n) => n.name === STANDINGS_MARK);

function written(o: Awaited<ReturnType<typeof computeInWorkbook>>) {
  if (o.kind !== "written") throw new Error(`expected written, got ${o.kind}: ${JSON.stringify(o).slice(0, 400)}`);
  return o;
}

/** An .xlsx as Excel would open it: every sheet's cells, its tables and its workbook names. */
function fakeFromXlsx(wb: Inspected): FakeExcel {
  const sheets: Record<string, unknown[][]> = {};
  for (const name of wb.sheetNames) sheets[name] = wb.values(name).map((row) => Array.from(row, (v) => v ?? ""));
  const fake = createFakeExcel({ sheets });
  for (const name of wb.sheetNames) for (const t of wb.tables(name)) fake.book.addTable(t.name, name, t.ref);
  for (const d of wb.names) {
    if (d.localSheetId !== undefined) continue;
    const sheet = sheetOfFormula(d.formula);
    if (sheet !== undefined) fake.book.addName(d.name, sheet, d.formula.slice(d.formula.lastIndexOf("!") + 1));
  }
  return fake;
}

// Both hosts take the mark from src/sheets/ownership.ts; it is the name existing workbooks carry.
it("uses the same name as the command line", () => {
  expect(STANDINGS_MARK).toBe("Brightwell_Standings");
});

describe("the add-in marks the sheet it writes", () => {
  const ftd = marche();

  it("adds Brightwell_Standings → Standings!A1 in the one write sync, and keeps it on refresh", async () => {
    const fake = workbookOf(ftd.tournament);
    written(await computeInWorkbook(hostOf(fake), request));
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }]);

    fake.book.resetLog();
    const again = written(await computeInWorkbook(hostOf(fake), request));
    expect(again.target).toMatchObject({ kind: "refresh", foundBy: "table", mark: { action: "keep" } });
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }]);
  });

  it("marks 'Standings (2)' when the TD has a 'Standings' sheet of his own (unmarked: left alone)", async () => {
    const fake = workbookOf(ftd.tournament, { Standings: [["my own notes"]] });
    const out = written(await computeInWorkbook(hostOf(fake), request));
    expect(out.result.sheetName).toBe("Standings (2)");
    expect(fake.book.values("Standings")).toEqual([["my own notes"]]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "='Standings (2)'!$A$1" }]);
  });

  it("follows the sheet through a rename (the name moves with it) and points it back at A1 if moved", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), request);
    fake.book.renameSheet("Standings", "Final standings");
    expect(mark(fake)[0].formula).toBe("='Final standings'!$A$1");
    // Someone re-pointed the name at another cell of the sheet: the write puts it back on A1.
    await fake.Excel.run(async (ctx: any) => {
      ctx.workbook.names.getItem(STANDINGS_MARK).delete();
      ctx.workbook.names.add(STANDINGS_MARK, "'Final standings'!C5");
      await ctx.sync();
    });
    fake.book.resetLog();
    const out = written(await computeInWorkbook(hostOf(fake), request));
    expect(out.target).toMatchObject({ kind: "refresh", sheetName: "Final standings", mark: { action: "replace" } });
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "='Final standings'!$A$1" }]);
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Final standings"]);
  });

  it("replaces a mark left by a deleted sheet (=#REF!) and writes a new sheet", async () => {
    const fake = workbookOf(ftd.tournament);
    await computeInWorkbook(hostOf(fake), request);
    fake.book.deleteSheet("Standings");
    expect(mark(fake)[0].formula).toBe("=#REF!$A$1");
    fake.book.resetLog();
    const out = written(await computeInWorkbook(hostOf(fake), request));
    expect(out.target).toMatchObject({ kind: "create", sheetName: "Standings", mark: { action: "replace" } });
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }]);
  });

  it("never refreshes the Results (or Players) sheet, even when the name points at it", async () => {
    for (const marked of ["Results", "Players"]) {
      const fake = workbookOf(ftd.tournament);
      fake.book.addName(STANDINGS_MARK, marked, "A1");
      const before = JSON.stringify(fake.book.values(marked));
      const out = written(await computeInWorkbook(hostOf(fake), request));
      expect(out.target).toMatchObject({ kind: "create", sheetName: "Standings", mark: { action: "replace" } });
      expect(JSON.stringify(fake.book.values(marked))).toBe(before);
      expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }]);
    }
  });

  it("writes no name when the input is bad (nothing written at all)", async () => {
    const fake = workbookOf(ftd.tournament);
    await fake.Excel.run(async (ctx: any) => {
      ctx.workbook.worksheets.getItem("Results").getRange("D3").values = [[65]];
      await ctx.sync();
    });
    const before = fake.book.snapshot();
    expect((await computeInWorkbook(hostOf(fake), request)).kind).toBe("problems");
    expect(fake.book.snapshot()).toBe(before);
    expect(mark(fake)).toEqual([]);
  });
});

describe("a workbook written by the command line (standings --out)", () => {
  let tmp: string;
  let cliBook: Inspected;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-h7-"));
    const out = path.join(tmp, "event.xlsx");
    const { code, err } = await runCli(
      ["standings", "samples/dutch-open-2026.xlsx", "--preset", "ftd", "--out", out],
      ROOT,
    );
    expect([code, err]).toEqual([0, expect.stringContaining("Wrote sheet")]);
    cliBook = inspectXlsx(out);
  });
  afterAll(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it("holds the CLI's mark and table (the setup the add-in meets)", () => {
    expect(cliBook.sheetNames).toEqual(["Results", "Players", "Standings"]);
    expect(cliBook.names).toContainEqual({ name: STANDINGS_MARK, formula: "Standings!$A$1" });
    const fake = fakeFromXlsx(cliBook);
    expect(fake.book.tablesOn("Standings").map((t) => t.name)).toEqual(["Standings"]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }]);
  });

  it("is refreshed in place by the add-in: no 'Standings (2)', one write sync, the mark kept", async () => {
    const fake = fakeFromXlsx(cliBook);
    const out = written(await computeInWorkbook(hostOf(fake), request));
    expect(out.target).toMatchObject({
      kind: "refresh",
      sheetName: "Standings",
      foundBy: "mark",
      nameTakenByUser: false,
      tablesToDelete: ["Standings"],
      tableName: "BrightwellStandings",
      mark: { name: STANDINGS_MARK, action: "keep" },
    });
    expect(syncShape(fake)).toEqual([READ, WRITE]);
    expect(fake.book.sheetNames()).toEqual(["Results", "Players", "Standings"]);
    expect(fake.book.tablesOn("Standings").map((t) => t.name)).toEqual(["BrightwellStandings"]);
    expect(mark(fake)).toEqual([{ name: STANDINGS_MARK, formula: "=Standings!$A$1" }]);
    expect(fake.book.setting(OWNED_SETTING_KEY)).toEqual(
      JSON.stringify([{ role: STANDINGS_ROLE, table: "BrightwellStandings", sheet: "Standings" }]),
    );

    // The sheet now holds exactly what the add-in writes into a workbook that never had one.
    const clean = fakeFromXlsx(cliBook);
    clean.book.deleteSheet("Standings");
    written(await computeInWorkbook(hostOf(clean), request));
    expect(fake.book.values("Standings")).toEqual(clean.book.values("Standings"));

    // A second compute finds it by our own table now, as any sheet the add-in made.
    const again = written(await computeInWorkbook(hostOf(fake), request));
    expect(again.target).toMatchObject({ kind: "refresh", sheetName: "Standings", foundBy: "table" });
  });

  it("and the command line recognises the mark the add-in writes (the other way round)", async () => {
    const fake = workbookOf(marche().tournament, { Other: [["x"]] });
    await computeInWorkbook(hostOf(fake), request);
    fake.book.renameSheet("Standings", "My standings");
    const wb = newWorkbook();
    for (const name of fake.book.sheetNames()) finish(wb, newDraft(name));
    // As Excel saves a name: its formula without "=".
    for (const n of fake.book.namesList()) setName(wb, n.name, n.formula.replace(/^=/, ""));
    expect(ownsSheet(wb, "My standings")).toBe(true);
    expect(ownsSheet(wb, "Other")).toBe(false);
  });
});

describe("planOwnedSheet never targets a sheet nothing proves ours (property)", () => {
  const sheetName = fc.constantFrom(
    "Results",
    "Players",
    "Standings",
    "standings",
    "Standings (2)",
    "Notes",
    "It's mine",
  );
  const tableName = fc.constantFrom("BrightwellStandings", "Standings", "Results", "T1");

  it("holds for any sheets, tables, ownership record and names", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(sheetName, { selector: (s) => s.toLowerCase(), maxLength: 6 }),
        fc.array(fc.tuple(tableName, fc.nat(5)), { maxLength: 4 }),
        fc.option(fc.tuple(tableName, fc.nat(5)), { nil: undefined }),
        fc.option(fc.oneof(fc.nat(5), fc.constant(-1)), { nil: undefined }),
        fc.subarray(["Results", "Players"]),
        (sheetList, tableList, rec, markAt, exclude) => {
          const sheets = sheetList.map((name, position) => ({ name, position }));
          const at = (i: number) => (sheets.length === 0 ? undefined : sheets[i % sheets.length].name);
          const tables: TableInfo[] = [];
          for (const [name, i] of tableList) {
            const s = at(i);
            if (s !== undefined && !tables.some((t) => t.name.toLowerCase() === name.toLowerCase()))
              tables.push({ name, sheet: s });
          }
          const owned: OwnedSheet[] = rec ? [{ role: STANDINGS_ROLE, table: rec[0], sheet: at(rec[1]) ?? "Gone" }] : [];
          const names: WorkbookName[] = [];
          if (markAt !== undefined) {
            const s = markAt >= 0 ? at(markAt) : undefined;
            names.push({
              name: STANDINGS_MARK,
              formula: s === undefined ? "=#REF!$A$1" : `='${s.replace(/'/g, "''")}'!$A$1`,
            });
          }
          const target = planOwnedSheet({ sheets, tables, owned, names }, STANDINGS_ROLE, "Standings", {
            mark: STANDINGS_MARK,
            exclude,
          });
          const lower = (s: string) => s.toLowerCase();
          const byTable = rec ? tables.find((t) => lower(t.name) === lower(rec[0]))?.sheet : undefined;
          const byMark = names[0] ? sheetOfFormula(names[0].formula) : undefined;

          if (target.kind === "refresh") {
            // Proven ours (our recorded table is on it, or the mark points at it), never excluded.
            expect([byTable, byMark].filter((s) => s !== undefined).map(lower)).toContain(lower(target.sheetName));
            expect(exclude.map(lower)).not.toContain(lower(target.sheetName));
            // Only that sheet's tables are deleted; the new table name is free elsewhere.
            for (const t of target.tablesToDelete)
              expect(tables.find((x) => x.name === t)?.sheet).toBe(target.sheetName);
            const elsewhere = tables.filter((t) => !target.tablesToDelete.includes(t.name)).map((t) => lower(t.name));
            expect(elsewhere).not.toContain(lower(target.tableName));
          } else {
            // A new sheet: its name and its table name are free.
            expect(sheets.map((s) => lower(s.name))).not.toContain(lower(target.sheetName));
            expect(tables.map((t) => lower(t.name))).not.toContain(lower(target.tableName));
            expect(target.nameTakenByUser).toBe(target.sheetName !== "Standings");
          }
          // The mark ends on the target: added when missing, kept only when it already points there.
          if (markAt === undefined) expect(target.mark).toEqual({ name: STANDINGS_MARK, action: "add" });
          else if (target.mark!.action === "keep") expect(lower(byMark ?? "")).toBe(lower(target.sheetName));
          else expect(target.mark!.action).toBe("replace");
          expect(target.owned).toEqual([{ role: STANDINGS_ROLE, table: target.tableName, sheet: target.sheetName }]);
        },
      ),
      { numRuns: 500, seed: 7 },
    );
  });
});
