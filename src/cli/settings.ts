/**
 * The tournament settings stored in a workbook (src/sheets/workbook/settings.ts), read by `standings`
 * and `pair`: the workbook names Brightwell_Preset, Brightwell_Constant, Brightwell_Rounds,
 * Brightwell_Language, Brightwell_Event → their cells → checked values. A flag given on the command line
 * wins over the workbook; the commands say on stderr which settings came from the workbook.
 */
import type { XlsxWorkbook } from "../xlsx";
import type { Locale } from "../sheets/types";
import { standingsText } from "../i18n/cliStandings";
import {
  formatSettingProblem,
  parseSettings,
  settingEntriesFromNames,
  type SettingKey,
  type SettingProblem,
  type TournamentSettings,
} from "../sheets/workbook/settings";

export interface WorkbookSettings {
  settings: TournamentSettings;
  /** Cell of each setting found ("'대회'!B5"). */
  sources: Partial<Record<SettingKey, string>>;
  problems: SettingProblem[];
}

/** The settings of a workbook (none for a CSV input or a workbook without the names). */
export function readWorkbookSettings(book: XlsxWorkbook | undefined): WorkbookSettings {
  if (!book) return { settings: {}, sources: {}, problems: [] };
  const names = book.names().map((n) => ({ name: n.name, ref: n.formula }));
  const entries = settingEntriesFromNames(names, (sheet, cell) => book.cell(sheet, cell));
  return parseSettings(entries);
}

/**
 * Only the settings a command uses and the user did not give as a flag: `used` lists them. Returns what
 * to print on stderr: the problems of those settings (each with its cell; the command stops) or one line
 * naming the settings taken from the workbook, e.g.
 *   "Settings from the workbook: preset koa ('대회'!B5), rounds 5 ('대회'!B7); flags on the command line win."
 */
export function workbookSettingsReport(
  ws: WorkbookSettings,
  used: readonly SettingKey[],
  locale: Locale,
): { errors: string[]; note?: string } {
  const errors = ws.problems
    .filter((p) => used.includes(String(p.params?.setting) as SettingKey))
    .map((p) => `error: ${formatSettingProblem(p, locale)}`);
  const parts = used
    .filter((k) => ws.settings[k] !== undefined && ws.sources[k] !== undefined)
    .map((k) => `${k === "language" ? "locale" : k} ${String(ws.settings[k])} (${ws.sources[k]})`);
  return {
    errors,
    note: parts.length > 0 ? standingsText(locale, "settingsFromWorkbook", { parts: parts.join(", ") }) : undefined,
  };
}
