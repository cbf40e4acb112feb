/**
 * The tournament's settings stored WITH the workbook (pure): event name, date, preset, constant C,
 * planned rounds (the number the Results sheet cannot hold) and language; after an .ELO import, the file's
 * country and sender (docs/rules.md §7.1), which the .ELO export writes again.
 *
 * Where: cells of the settings sheet ("Tournament", "대회", "大会"), each named by a workbook-scoped
 * name (SETTING_NAMES: Brightwell_Preset → 'Tournament'!$B$5 …). Why cells and not names holding
 * constants (a name "=\"woc\""): a custom function receives a name that refers to a cell as that
 * cell's value (=OTHELLO.STANDINGS(…, Brightwell_Preset, Brightwell_Constant, Brightwell_Rounds)),
 * the director sees and changes the values in the sheet, and the command line (src/xlsx) reads and
 * writes only names that refer to cells: a constant name would vanish from every `--out` copy.
 *
 * Who reads them: the command line (src/cli/settings.ts: the names → the cells → parseSettings),
 * the task pane (the names' ranges in its one read sync → parseSettings) and OTHELLO.STANDINGS
 * (its arguments). Values are checked here once, with the cell to fix in every problem.
 */
import { type ConstantSetting, type PresetId, PRESET_IDS, parseConstantSetting } from "../../engine";
import { parseReference, quoteSheetName } from "../address";
import { cellNumber, cellShown, readCell } from "../cells";
import type { Locale, Problem } from "../types";
import { settingProblemText, type CheckedSettingKey, type SettingKey } from "../../i18n/workbook";

export type { SettingKey, TextSettingKey, CheckedSettingKey } from "../../i18n/workbook";

/** The settings of a new tournament's Tournament sheet (rows 3–8, in this order). */
export const SETTING_KEYS = [
  "event",
  "date",
  "preset",
  "constant",
  "rounds",
  "language",
] as const satisfies readonly SettingKey[];

/** An imported .ELO file's header lines (docs/rules.md §7.1) besides its name and date: rows the import adds. */
export const HEADER_SETTING_KEYS = ["country", "sender"] as const satisfies readonly SettingKey[];

/** Every setting a host reads. */
export const ALL_SETTING_KEYS: readonly SettingKey[] = [...SETTING_KEYS, ...HEADER_SETTING_KEYS];

/** The workbook names of the settings. */
export const SETTING_NAMES: Record<SettingKey, string> = {
  event: "Brightwell_Event",
  date: "Brightwell_Date",
  preset: "Brightwell_Preset",
  constant: "Brightwell_Constant",
  rounds: "Brightwell_Rounds",
  language: "Brightwell_Language",
  country: "Brightwell_Country",
  sender: "Brightwell_Sender",
};

/** The highest planned number of rounds accepted. */
export const MAX_ROUNDS = 99;

export const LOCALES: readonly Locale[] = ["en", "ko", "ja"];

/** The preset a new tournament starts with in each language (the pane's default; always changeable). */
export const DEFAULT_PRESET: Record<Locale, PresetId> = { en: "woc", ko: "koa", ja: "joa" };

export interface TournamentSettings {
  event?: string;
  /** ISO date "2026-07-04" (or the text as typed when it is not a date). */
  date?: string;
  preset?: PresetId;
  /** Undefined: the preset's own. */
  constant?: ConstantSetting;
  rounds?: number;
  language?: Locale;
  /** An imported .ELO file's %%Country and %%Sender lines. */
  country?: string;
  sender?: string;
}

/** One setting as a host read it: the cell's value and its sheet-qualified address. */
export interface SettingEntry {
  key: SettingKey;
  value: unknown;
  /** "Tournament!B5" / "'대회'!B5": where the problem is, and what the host says it used. */
  address: string;
}

export interface SettingProblem extends Omit<Problem, "code"> {
  code: "setting-invalid";
}

export interface ParsedSettings {
  settings: TournamentSettings;
  /** Where each setting found came from (its cell). */
  sources: Partial<Record<SettingKey, string>>;
  problems: SettingProblem[];
}

/** An Excel date serial (days since 1899-12-30) as "yyyy-mm-dd". */
export function excelDateText(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000).toISOString().slice(0, 10);
}

/** "yyyy-mm-dd" → the Excel date serial (what a date cell holds). */
export function excelDateSerial(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`A date must be yyyy-mm-dd, got "${iso}".`);
  return Math.round((Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - Date.UTC(1899, 11, 30)) / 86_400_000);
}

/**
 * Check the settings read from the cells. A blank cell is "not set" (the command line's flags or the
 * defaults apply). Every wrong value is a problem with its cell; the valid ones are still returned.
 */
export function parseSettings(entries: readonly SettingEntry[]): ParsedSettings {
  const settings: TournamentSettings = {};
  const sources: Partial<Record<SettingKey, string>> = {};
  const problems: SettingProblem[] = [];
  for (const e of entries) {
    const raw = e.value instanceof Date ? e.value : readCell(e.value);
    const bad = (key: CheckedSettingKey, shown: string) => {
      const { sheet, cell } = splitAddress(e.address);
      const message = settingProblemText(key, shown, "en");
      problems.push({
        severity: "error",
        sheet,
        cell,
        address: e.address,
        code: "setting-invalid",
        message,
        params: { setting: key, value: shown },
      });
    };
    if (raw instanceof Date) {
      if (e.key === "date" && !Number.isNaN(raw.getTime())) {
        settings.date = raw.toISOString().slice(0, 10);
        sources.date = e.address;
      }
      continue;
    }
    if (raw.kind === "empty") continue;
    const text = cellShown(raw).trim();
    switch (e.key) {
      case "event":
      case "country":
      case "sender":
        settings[e.key] = text;
        break;
      case "date":
        settings.date = raw.kind === "number" ? excelDateText(raw.value) : text;
        break;
      case "preset": {
        const id = text.toLowerCase() as PresetId;
        if (!PRESET_IDS.includes(id)) {
          bad("preset", text);
          continue;
        }
        settings.preset = id;
        break;
      }
      case "constant": {
        const parsed = parseConstantSetting(raw.kind === "number" ? raw.value : text);
        if (!parsed.ok) {
          bad("constant", text);
          continue;
        }
        // "preset": the preset's own C (the cell is still the setting's source)
        if (parsed.constant !== undefined) settings.constant = parsed.constant;
        break;
      }
      case "rounds": {
        const n = cellNumber(raw);
        if (n === undefined || !Number.isInteger(n) || n < 1 || n > MAX_ROUNDS) {
          bad("rounds", text);
          continue;
        }
        settings.rounds = n;
        break;
      }
      case "language": {
        const l = text.toLowerCase() as Locale;
        if (!LOCALES.includes(l)) {
          bad("language", text);
          continue;
        }
        settings.language = l;
        break;
      }
    }
    sources[e.key] = e.address;
  }
  return { settings, sources, problems };
}

/** A setting problem's message in a locale, with the address in front ("Tournament!B5: …"). */
export function formatSettingProblem(p: SettingProblem, locale: Locale = "en"): string {
  const key = String(p.params?.setting ?? "preset") as CheckedSettingKey;
  return `${p.address}: ${settingProblemText(key, String(p.params?.value ?? ""), locale)}`;
}

function splitAddress(address: string): { sheet: string; cell: string } {
  const ref = parseReference(address);
  return ref ? { sheet: ref.sheet ?? "", cell: ref.range.split(":")[0] } : { sheet: "", cell: address };
}

/**
 * The settings' cells from the workbook's names: for each setting whose name refers to a cell, the
 * value `read(sheet, cell)` gives and the address ("'대회'!B5"). Names that are missing or refer to
 * nothing readable are skipped (the workbook simply has no such setting).
 */
export function settingEntriesFromNames(
  names: readonly { name: string; ref: string }[],
  read: (sheet: string, cell: string) => unknown,
): SettingEntry[] {
  const out: SettingEntry[] = [];
  for (const key of ALL_SETTING_KEYS) {
    const entry = names.find((n) => n.name.toLowerCase() === SETTING_NAMES[key].toLowerCase());
    const ref = entry ? parseReference(entry.ref) : undefined;
    if (!ref || ref.sheet === undefined) continue;
    const cell = ref.range.split(":")[0].replace(/\$/g, "");
    out.push({ key, value: read(ref.sheet, cell), address: `${quoteSheetName(ref.sheet)}!${cell}` });
  }
  return out;
}
