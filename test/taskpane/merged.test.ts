/**
 * Merged Round cells in the task pane. Korean and Japanese directors merge the Round cell over a
 * round's rows; Office.js reads the round only in the first row of each merged area. With ExcelApi
 * 1.13 the pane reads the merged areas in the same read sync and fills them (fillMergedAreas), so it
 * computes and pairs what the command line computes from the same sheet (test/cli/cli.test.ts, "a
 * one-sheet workbook as Korean and Japanese directors keep it"). An older Excel cannot say which
 * cells are merged: the director gets the usual "round missing" problems and nothing is written.
 */
import { computeInWorkbook, pairInWorkbook, previewPairing } from "../../taskpane/flow";
import { readInputs } from "../../src/excel/read";
import { parseResultsSheet } from "../../src/sheets";
import { hostOf, koreanWorkbook, onExcelUpTo, SHEET } from "../helpers/workbooks";

const syncShape = (log: { loads: number; writes: number; implicit: boolean }[]) =>
  log.map((e) => ({ loads: e.loads > 0, writes: e.writes > 0, implicit: e.implicit }));

describe("compute standings on a Korean sheet with merged Round cells and no Players sheet", () => {
  it("gives the command line's standings, in one read sync and one write sync", async () => {
    const fake = koreanWorkbook();
    const outcome = await computeInWorkbook(hostOf(fake), { resultsSheet: SHEET, preset: "woc", locale: "ko" });
    if (outcome.kind !== "written") throw new Error(JSON.stringify(outcome));
    expect(outcome.warnings).toEqual([]);
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    // The CLI test's expectation for the same sheet (WOC preset): player, points, discs.
    const nameOf = new Map(outcome.standings.rows.map((r) => [r.id, r.name] as const));
    expect(outcome.standings.rows.map((r) => [nameOf.get(r.id), r.points, r.discs])).toEqual([
      ["박지훈", 2, 67],
      ["최유진", 1, 75],
      ["김민수", 1, 70],
      ["이서연", 0, 44],
    ]);
    const written = fake.book.values(outcome.result.sheetName, "values");
    expect(written.slice(1).map((r) => r[1])).toEqual(["박지훈", "최유진", "김민수", "이서연"]);
    // The results sheet is untouched (merges kept, lower cells still empty).
    expect(fake.book.mergedAreas(SHEET)).toEqual(["A2:A3", "A4:A5"]);
  });

  it("on an Excel without ExcelApi 1.13: the 'round missing' problems at A3 and A5, nothing written", async () => {
    const fake = koreanWorkbook();
    const before = fake.book.snapshot();
    const outcome = await onExcelUpTo(12, () =>
      computeInWorkbook(hostOf(fake), { resultsSheet: SHEET, preset: "woc", locale: "ko" }),
    );
    if (outcome.kind !== "problems") throw new Error(JSON.stringify(outcome));
    expect(outcome.problems.filter((p) => p.severity === "error").map((p) => [p.code, p.address])).toEqual([
      ["round-missing", "'대회 결과'!A3"],
      ["round-missing", "'대회 결과'!A5"],
    ]);
    // The same problems the parser gives Office's raw cells (the pane's existing path).
    const raw = await readInputs(hostOf(fake), { resultsSheet: SHEET });
    const direct = parseResultsSheet({ sheetName: SHEET, values: raw.results!.values, topLeft: raw.results!.address });
    expect(outcome.problems.map((p) => p.code)).toEqual(direct.problems.map((p) => p.code));
    expect(fake.book.snapshot()).toBe(before);
    expect(syncShape(fake.book.syncLog).filter((s) => s.writes)).toEqual([]);
  });
});

describe("pair the next round on the same sheet", () => {
  it("preview: round 3, four players present, no errors", async () => {
    const fake = koreanWorkbook();
    const preview = await previewPairing(hostOf(fake), { resultsSheet: SHEET });
    expect(preview).toMatchObject({
      kind: "ready",
      round: 3,
      firstRound: false,
      fixed: [],
      absent: [],
      present: 4,
      errors: 0,
    });
    expect(fake.book.syncLog).toHaveLength(1);
  });

  it("pair: round 3 appended below the merged rows (no rematch), one read sync + one write sync", async () => {
    const fake = koreanWorkbook();
    const outcome = await pairInWorkbook(hostOf(fake), { resultsSheet: SHEET, locale: "ko" });
    if (outcome.kind !== "written") throw new Error(JSON.stringify(outcome));
    expect(syncShape(fake.book.syncLog)).toEqual([
      { loads: true, writes: false, implicit: false },
      { loads: false, writes: true, implicit: false },
    ]);
    expect(outcome.round).toBe(3);
    expect(outcome.rowsAddress).toBe("'대회 결과'!A6:E7");
    const rows = fake.book.values(SHEET, "values").slice(5);
    expect(rows.map((r) => r[0])).toEqual([3, 3]);
    // Round 3 meets the two pairs who have not met yet (rounds 1–2 used the other four pairs).
    const pairs = rows.map((r) => [r[1], r[4]].sort().join("–")).sort();
    expect(pairs).toEqual(["김민수–최유진", "박지훈–이서연"]);
    expect(fake.book.mergedAreas(SHEET)).toEqual(["A2:A3", "A4:A5"]);
  });

  it("on an Excel without ExcelApi 1.13: preview counts the errors, pair lists them and writes nothing", async () => {
    const fake = koreanWorkbook();
    const before = fake.book.snapshot();
    const [preview, pair] = await onExcelUpTo(12, async () => [
      await previewPairing(hostOf(fake), { resultsSheet: SHEET }),
      await pairInWorkbook(hostOf(fake), { resultsSheet: SHEET, locale: "ko", canResizeTables: false }),
    ]);
    expect(preview).toMatchObject({ kind: "ready", errors: 2 });
    if (pair.kind !== "problems") throw new Error(JSON.stringify(pair));
    expect(pair.problems.filter((p) => p.severity === "error").map((p) => p.code)).toEqual([
      "round-missing",
      "round-missing",
    ]);
    expect(fake.book.snapshot()).toBe(before);
  });
});
