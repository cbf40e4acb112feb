/**
 * The tournament templates as files: the definitions of src/sheets/workbook written by the package layer
 * (src/xlsx/spec.ts), the live STANDINGS formula as a dynamic array. Deterministic: the same definitions give the
 * same bytes (fixed zip dates, fixed part order, no date in the document properties), so `npm run templates`
 * (scripts/templates.ts) changes no file when nothing changed, and test/templates/templates.test.ts compares bytes.
 */
import type { Locale } from "../sheets/types";
import { templateWorkbook } from "../sheets/workbook/newTournament";
import { workbookFromSpec } from "../xlsx";

export const TEMPLATE_LANGUAGES: readonly Locale[] = ["en", "ko", "ja"];

export const templateFileName = (language: Locale) => `tournament-${language}.xlsx`;

/**
 * The template of a language as .xlsx bytes. `site`: the Brightwell site it is published on, named for readers
 * without the add-in (the Pages build passes it; the committed templates have none).
 */
export async function templateBuffer(language: Locale, options: { site?: string } = {}): Promise<Buffer> {
  const bytes = workbookFromSpec(templateWorkbook(language, options)).toBytes();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
