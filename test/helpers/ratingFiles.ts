/**
 * Files of the rating tests, written where a test runs the command line: an .xlsx workbook of given sheets (exceljs),
 * a sheet of an .xlsx read back as values, and a WOF .ELO results file as PAPP writes it. (test/cli/rate.test.ts
 * keeps its own copies of the first and the last.)
 */
import ExcelJS from "exceljs";
import * as path from "path";
import { worksheetValues } from "../../src/cli/workbook";

/** Write an .xlsx of these sheets (rows from A1) into `dir`; returns its path. */
export async function writeWorkbook(
  dir: string,
  file: string,
  sheets: Record<string, unknown[][]>,
  title?: string,
): Promise<string> {
  const wb = new ExcelJS.Workbook();
  if (title) wb.title = title;
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  const p = path.join(dir, file);
  await wb.xlsx.writeFile(p);
  return p;
}

/** An .xlsx of `dir` as exceljs reads it back. */
export async function readWorkbook(dir: string, file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(dir, file));
  return wb;
}

/** One sheet's values (undefined: no such sheet). */
export async function sheetValuesOf(dir: string, file: string, sheet: string): Promise<unknown[][] | undefined> {
  const ws = (await readWorkbook(dir, file)).getWorksheet(sheet);
  return ws ? worksheetValues(ws) : undefined;
}

/** A WOF .ELO file as PAPP writes it: header, player lines ("ID, NAME, Firstname, COUNTRY, score, discs"), rounds. */
export function eloText(title: string, players: string[], rounds: string[][]): string {
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
