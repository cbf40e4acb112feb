/**
 * What an imported tournament file brings to the workbook's own place for settings, the Tournament sheet's named
 * cells (./settings.ts), as data (pure): the event's name and date, the preset its published list follows (the rule
 * that wrote an .ELO file's last column), the rounds played, and an .ELO file's %%Country and %%Sender lines
 * (docs/rules.md §7.1), so that the standings follow the file and the .ELO export writes its header again.
 *
 *   planImportSettings({ event, existing, language, playersSheet, sheets, names }) →
 *     create       the workbook has no Tournament sheet: one is made (as "New tournament" makes it, with the
 *                  file's values) and its names added (names left over from a deleted sheet replaced);
 *     update       the Tournament sheet holds no event, or this one: its cells are filled, and the Country and
 *                  Sender rows added below the settings when the sheet has none (a workbook made before them);
 *     other-event  the Tournament sheet holds another event: nothing may be written (the host says so).
 */
import { PRESET_CONSTANT, isIsoDate, type PresetId } from "../../engine";
import { parseReference, parseTopLeft, quoteSheetName } from "../address";
import { sheetOfFormula } from "../ownership";
import type { Locale } from "../types";
import { workbookTexts, type WorkbookTexts } from "../../i18n/workbook";
import { HELPER_NAMES, newTournamentSheetNames, settingsSheet } from "./newTournament";
import { excelDateSerial, HEADER_SETTING_KEYS, SETTING_KEYS, SETTING_NAMES, type ParsedSettings } from "./settings";
import type { CellStyle, NameSpec, SheetSpec, SpecValue } from "./spec";

/** The settings an imported file carries. */
export interface ImportedEvent {
  event?: string;
  /** yyyy-mm-dd (a date cell), or the file's text as it is ("06/11/2014 - 08/11/2014": a text cell). */
  date?: string;
  preset: PresetId;
  /** Swiss rounds in the file (the planned rounds, at least). */
  rounds: number;
  country?: string;
  sender?: string;
}

/** One cell of the Tournament sheet to write. */
export interface SettingCellWrite {
  sheet: string;
  /** "B5" */
  cell: string;
  value: string | number;
  format: string;
}

export type ImportSettingsPlan =
  | { kind: "create"; sheet: SheetSpec; names: NameSpec[]; replaceNames: string[] }
  | { kind: "update"; sheet: string; cells: SettingCellWrite[]; styles: CellStyle[]; names: NameSpec[] }
  | { kind: "other-event"; event: string; address: string };

export interface ImportSettingsInput {
  event: ImportedEvent;
  /** The settings' named cells as read (settingsOf). */
  existing: ParsedSettings;
  /** The used range of the sheet Brightwell_Preset names, when there is one (where added rows go). */
  settingsBlock?: { sheetName: string; values: unknown[][]; address: string };
  /** Language of a new Tournament sheet. */
  language: Locale;
  /** The imported Players sheet (the hidden Black/White list of a new Tournament sheet mirrors its names). */
  playersSheet: string;
  /** The workbook's sheets and names. */
  sheets: readonly string[];
  names: readonly { name: string; formula: string }[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The date as a cell holds it: a date serial for yyyy-mm-dd, else the text. */
function dateCell(date: string): { value: string | number; format: string } {
  return isIsoDate(date) ? { value: excelDateSerial(date), format: "yyyy-mm-dd" } : { value: date, format: "@" };
}

/** The cell a setting's name refers to, on a sheet of the workbook (undefined: no such name, or a deleted sheet). */
function settingCell(
  input: ImportSettingsInput,
  key: keyof typeof SETTING_NAMES,
): { sheet: string; cell: string } | undefined {
  const name = input.names.find((n) => same(n.name, SETTING_NAMES[key]));
  const ref = name ? parseReference(name.formula) : undefined;
  const sheet = ref?.sheet !== undefined ? input.sheets.find((s) => same(s, ref.sheet!)) : undefined;
  return sheet !== undefined ? { sheet, cell: ref!.range.split(":")[0] } : undefined;
}

/** Where the Tournament sheet's settings are and which event it holds. */
export function planImportSettings(input: ImportSettingsInput): ImportSettingsPlan {
  const { existing, event } = input;
  if (!SETTING_KEYS.some((key) => settingCell(input, key))) return createPlan(input);
  const held = existing.settings.event?.trim() ?? "";
  if (held !== "" && !same(held, event.event ?? ""))
    return { kind: "other-event", event: held, address: existing.sources.event ?? "" };
  return updatePlan(input);
}

/** The rows for Country and Sender: one blank row after the last used row of columns A:C (0-based row). */
function firstFreeRow(values: readonly (readonly unknown[])[], top: number, left: number): number {
  let last = -1;
  values.forEach((row, r) => {
    if (row.some((v, c) => left + c <= 2 && v !== null && v !== undefined && v !== "")) last = top + r;
  });
  return Math.max(last + 2, 8);
}

/** A Country / Sender row: label, value, note, styled as the settings above it. */
function headerRow(t: WorkbookTexts, key: (typeof HEADER_SETTING_KEYS)[number], value: string): SpecValue[] {
  return [t.settings.labels[key], value, t.settings.notes[key]];
}

function rowStyles(rows: readonly number[]): CellStyle[] {
  return rows.flatMap((r) => [
    { range: `A${r}`, bold: true },
    { range: `B${r}`, border: "grid" as const, fill: "FFF2CC" },
    { range: `C${r}`, italic: true, fontColor: "605E5C", wrap: true },
  ]);
}

/** No Tournament sheet: make one with the file's settings (its names replacing any left from a deleted sheet). */
function createPlan(input: ImportSettingsInput): Extract<ImportSettingsPlan, { kind: "create" }> {
  const { event, language } = input;
  const t = workbookTexts(language);
  const names = { ...newTournamentSheetNames(language, input.sheets), players: input.playersSheet };
  const ref = (_role: "players", range: string) => `${quoteSheetName(input.playersSheet)}!${range}`;
  const built = settingsSheet(
    { name: event.event ?? "", rounds: event.rounds, preset: event.preset, language },
    t,
    names,
    ref,
  );
  const sheet = built.sheet;
  const values = sheet.values as SpecValue[][];
  if (event.date) {
    const d = dateCell(event.date);
    values[3][1] = d.value;
    if (d.format === "@") sheet.formats = sheet.formats.map((f) => (f.range === "B4" ? { ...f, format: "@" } : f));
  }
  const at = firstFreeRow(
    values.map((r) => r.slice(0, 3)),
    0,
    0,
  );
  const cells: Record<string, string> = { ...built.cells };
  HEADER_SETTING_KEYS.forEach((key, i) => {
    values[at + i].splice(0, 3, ...headerRow(t, key, event[key] ?? ""));
    cells[key] = `B${at + i + 1}`;
  });
  sheet.formats.push({ range: `B${at + 1}:B${at + 2}`, format: "@" });
  sheet.styles.push(...rowStyles([at + 1, at + 2]));
  const abs = (a1: string) => a1.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
  const at1 = (a1: string) => `${quoteSheetName(sheet.name)}!${abs(a1)}`;
  const specNames: NameSpec[] = [
    ...[...SETTING_KEYS, ...HEADER_SETTING_KEYS].map((key) => ({ name: SETTING_NAMES[key], ref: at1(cells[key]) })),
    { name: HELPER_NAMES.entryList, ref: at1(built.entryList) },
  ];
  // Names left from a deleted sheet ("=#REF!") or pointing at no sheet of the workbook are replaced.
  const replaceNames = input.names
    .filter((n) => specNames.some((s) => same(s.name, n.name)))
    .filter((n) => {
      const on = sheetOfFormula(n.formula);
      return on === undefined || !input.sheets.some((s) => same(s, on));
    })
    .map((n) => n.name);
  const kept = specNames.filter(
    (s) => !input.names.some((n) => same(n.name, s.name) && !replaceNames.includes(n.name)),
  );
  return { kind: "create", sheet, names: kept, replaceNames };
}

/** The Tournament sheet is there, for this event or none: fill its cells; add Country and Sender when missing. */
function updatePlan(input: ImportSettingsInput): ImportSettingsPlan {
  const { existing, event } = input;
  const { settings } = existing;
  const cells: SettingCellWrite[] = [];
  const put = (key: keyof typeof SETTING_NAMES, value: string | number, format = "@") => {
    const at = settingCell(input, key);
    if (at) cells.push({ ...at, value, format });
  };
  if (event.event && !settings.event?.trim()) put("event", event.event);
  if (event.date) {
    const d = dateCell(event.date);
    put("date", d.value, d.format);
  }
  put("preset", event.preset);
  put("constant", PRESET_CONSTANT);
  if (settings.rounds === undefined || settings.rounds < event.rounds) put("rounds", event.rounds, "0");
  const missing = HEADER_SETTING_KEYS.filter((key) => {
    const there = settingCell(input, key) !== undefined;
    if (there) put(key, event[key] ?? "");
    return !there && event[key];
  });
  const block = input.settingsBlock;
  if (missing.length === 0 || !block)
    return { kind: "update", sheet: block?.sheetName ?? "", cells, styles: [], names: [] };
  // A workbook made before the Country and Sender settings: their rows go below what the sheet holds.
  const t = workbookTexts(settings.language ?? input.language);
  const origin = parseTopLeft(block.address);
  const at = firstFreeRow(block.values, origin.row, origin.col);
  const names: NameSpec[] = [];
  const rows: number[] = [];
  missing.forEach((key, i) => {
    const row = at + i + 1;
    const [label, value, note] = headerRow(t, key, event[key]!);
    cells.push({ sheet: block.sheetName, cell: `A${row}`, value: String(label), format: "@" });
    cells.push({ sheet: block.sheetName, cell: `B${row}`, value: String(value), format: "@" });
    cells.push({ sheet: block.sheetName, cell: `C${row}`, value: String(note), format: "@" });
    names.push({ name: SETTING_NAMES[key], ref: `${quoteSheetName(block.sheetName)}!$B$${row}` });
    rows.push(row);
  });
  return { kind: "update", sheet: block.sheetName, cells, styles: rowStyles(rows), names };
}
