/**
 * The tournament's settings stored with the workbook (src/sheets/workbook/settings.ts: the named cells
 * Brightwell_Preset, _Constant, _Rounds, _Language, _Event, _Date of the Tournament sheet), as the pane's flows
 * read them: in the same read sync as everything else (readInputs / scanWorkbook with `namedCells`), then
 * checked by the one parser the command line uses too. Which setting wins over the pane's controls is each
 * flow's business (standings: see ComputeRequest.settingsFrom).
 */
import type { NamedCell } from "../../src/excel/read";
import { parseReference } from "../../src/sheets/address";
import {
  parseSettings,
  settingEntriesFromNames,
  SETTING_NAMES,
  type ParsedSettings,
  type SettingKey,
  type SettingProblem,
} from "../../src/sheets/workbook/settings";

/** The workbook names to read (InputsRequest.namedCells, ScanOptions.namedCells). */
export const SETTING_NAME_LIST: readonly string[] = Object.values(SETTING_NAMES);

const cellKey = (sheet: string, cell: string) => `${sheet.toLowerCase()}!${cell.replace(/\$/g, "").toUpperCase()}`;

/** The settings held by the named cells read (none when the workbook has no Tournament sheet). */
export function settingsOf(cells: readonly NamedCell[]): ParsedSettings {
  const values = new Map<string, unknown>();
  const names = cells.map((c) => {
    const ref = c.formula.replace(/^=/, "");
    const parsed = parseReference(ref);
    if (parsed?.sheet !== undefined) values.set(cellKey(parsed.sheet, parsed.range.split(":")[0]), c.value);
    return { name: c.name, ref };
  });
  return parseSettings(settingEntriesFromNames(names, (sheet, cell) => values.get(cellKey(sheet, cell)) ?? null));
}

/** The problems of the settings a command uses (a wrong cell stops it; the others do not matter to it). */
export function settingProblems(parsed: ParsedSettings, used: readonly SettingKey[]): SettingProblem[] {
  return parsed.problems.filter((p) => used.includes(String(p.params?.setting) as SettingKey));
}
