/**
 * The tournament templates as files (exceljs): the definitions of src/sheets/workbook written by
 * src/cli/sheetWriter.ts, with the live STANDINGS formula marked as a dynamic array. Used by
 * `npm run templates` (scripts/templates.ts) and by the test that keeps the committed files current.
 */
import type { Locale } from "../sheets/types";
import { templateWorkbook } from "../sheets/workbook/newTournament";
import { workbookBuffer } from "./dynamicArrays";
import { workbookFromSpec } from "./sheetWriter";

export const TEMPLATE_LANGUAGES: readonly Locale[] = ["en", "ko", "ja"];

export const templateFileName = (language: Locale) => `tournament-${language}.xlsx`;

/**
 * The template of a language as .xlsx bytes. `site`: the Brightwell site it is published on, named for readers
 * without the add-in (the Pages build passes it; the committed templates have none).
 */
export async function templateBuffer(language: Locale, options: { site?: string } = {}): Promise<Buffer> {
  return workbookBuffer(workbookFromSpec(templateWorkbook(language, options)));
}
