/**
 * The command line's old .xlsx path, kept only to measure the package layer (src/xlsx) against it in the same run:
 * exceljs read the whole workbook into its model (every sheet, every cell an object) and wrote whole workbooks
 * from its model. exceljs is a devDependency for this and for tests that make input workbooks with another program's
 * writer; the command line no longer uses it.
 *
 *   node <bundle> standings <file.xlsx>            read as the old `standings` did, parse, compute, print the table
 *   node <bundle> rate-history <folder> <out.xlsx>  rate the archive, write Ratings + Rating history with exceljs
 *
 * bench/standings.ts and bench/rateHistory.ts bundle this file with esbuild (as build/brightwell.js is bundled) and
 * run it as a subprocess, so both paths start the same way and peak memory is the process's own.
 */
import ExcelJS from "exceljs";
import { computeStandings } from "../src/engine";
import { detectSheets, parseResultsSheet, renderStandings } from "../src/sheets";
import { historyRowsOf, renderHistorySheet, renderRatingsSheet } from "../src/sheets";
import { rateArchive } from "../src/cli/commands/rateHistory";
import { alignedTable } from "../src/cli/text";

/** Dense values of a worksheet from A1, as the old src/cli/workbook.ts worksheetValues gave them. */
function worksheetValues(ws: ExcelJS.Worksheet): unknown[][] {
  const sparse = ws.getSheetValues() as unknown[];
  const out: unknown[][] = [];
  for (let r = 1; r < sparse.length; r++) {
    const row = sparse[r];
    const dense: unknown[] = [];
    if (Array.isArray(row)) for (let c = 1; c < row.length; c++) dense.push(row[c] === undefined ? null : row[c]);
    out.push(dense);
  }
  return out;
}

/** The old writeTableSheet: a sheet holding one Excel table, number formats, bold header, frozen row. */
function writeTableSheet(
  wb: ExcelJS.Workbook,
  name: string,
  rendered: { values: unknown[][]; numberFormats: string[][]; columnWidths?: number[] },
): void {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  const [header, ...rows] = rendered.values;
  ws.addTable({
    name: name.replace(/\W/g, ""),
    ref: "A1",
    headerRow: true,
    style: { theme: "TableStyleMedium2", showRowStripes: true },
    columns: header.map((h, i) => ({
      name: h === null || h === "" ? `Column${i + 1}` : String(h),
      filterButton: true,
    })),
    rows: rows.length > 0 ? (rows as ExcelJS.CellValue[][]) : [header.map(() => null)],
  });
  rendered.numberFormats.forEach((fmts, r) =>
    fmts.forEach((f, c) => {
      if (f && f !== "General") ws.getCell(r + 1, c + 1).numFmt = f;
    }),
  );
  ws.getRow(1).font = { bold: true };
  (rendered.columnWidths ?? []).forEach((w, c) => (ws.getColumn(c + 1).width = w));
}

async function standings(file: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheets = wb.worksheets.map((ws) => ({ name: ws.name, values: worksheetValues(ws) }));
  const found = detectSheets(sheets);
  const results = sheets.find((s) => s.name === found.results)!;
  const players = sheets.find((s) => s.name === found.players);
  const parsed = parseResultsSheet({
    sheetName: results.name,
    values: results.values,
    players: players ? { sheetName: players.name, values: players.values } : undefined,
    options: { pendingRound: "skip" },
  });
  const st = computeStandings(parsed.tournament, { preset: "woc" });
  const r = renderStandings(st, { locale: "en", crosstable: false });
  process.stdout.write(alignedTable(r.values, r.numberFormats));
}

async function rateHistory(dir: string, out: string): Promise<void> {
  const run = await rateArchive(dir, { method: "elo" });
  const wb = new ExcelJS.Workbook();
  writeTableSheet(wb, "Ratings", renderRatingsSheet([...run.book.players.values()]) as never);
  writeTableSheet(wb, "Rating history", renderHistorySheet(historyRowsOf(run.book.history)) as never);
  await wb.xlsx.writeFile(out);
}

const [command, a, b] = process.argv.slice(2);
(command === "standings" ? standings(a) : rateHistory(a, b)).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
