/**
 * Files of the rating tests, written where a test runs the command line: an .xlsx workbook of given sheets (exceljs:
 * another program's writer, so the inputs are files Brightwell did not write), an output workbook opened in exceljs
 * to be changed into a next input, a sheet of an .xlsx read back as values (the package layer's reader, as every
 * command-line test reads its output: test/helpers/xlsx.ts), and a WOF .ELO results file as PAPP writes it.
 * (test/cli/rate.test.ts keeps its own copies of the first and the last.)
 */
import ExcelJS from "exceljs";
import * as path from "path";
import { inspectXlsx } from "./xlsx";

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

/** An .xlsx of `dir` opened in exceljs (to be changed and written as the next input). */
export async function readWorkbook(dir: string, file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(dir, file));
  return wb;
}

/** One sheet's values (undefined: no such sheet). */
export async function sheetValuesOf(dir: string, file: string, sheet: string): Promise<unknown[][] | undefined> {
  const wb = inspectXlsx(path.join(dir, file));
  return wb.sheetNames.includes(sheet) ? wb.values(sheet) : undefined;
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
