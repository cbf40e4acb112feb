/** "Compute standings" (see ./index.ts). */
import type { ExcelHost } from "../../src/excel/host";
import { writeOwnedSheet, type WriteResult } from "../../src/excel/write";
import { computeStandings, lastRound, BOARD_DISCS } from "../../src/engine";
import type { ConstantSetting, PresetId, Standings, StandingsSettings } from "../../src/engine";
import {
  parseResultsSheet,
  planOwnedSheet,
  renderStandings,
  STANDINGS_MARK,
  STANDINGS_SHEET_NAME,
  standingsPrint,
  toContent,
  type OwnedRole,
  type SheetTarget,
} from "../../src/sheets";
import type { Problem } from "../../src/sheets";
import type { Locale } from "../../src/i18n/locale";
import { errorText } from "../../src/i18n/errors";
import { readFilledInputs } from "./sheets";
import { settingProblems, settingsOf, SETTING_NAME_LIST } from "./settings";
import type { SettingKey } from "../../src/sheets/workbook";

/** The ownership role of the standings sheet (see OWNED_ROLES in src/sheets/ownership.ts). */
export const STANDINGS_ROLE: OwnedRole = "standings";

/** Warnings the TD must accept before anything is computed (others are only shown). */
export const CONFIRM_CODES: ReadonlySet<string> = new Set(["discs-sum"]);

// ---------------------------------------------------------------------------------------------
// Compute standings
// ---------------------------------------------------------------------------------------------

export interface ComputeRequest {
  resultsSheet: string;
  playersSheet?: string;
  preset: PresetId;
  /** Settings chosen in the pane over the preset's (constant, bye rule, withdrawn rule …). */
  overrides?: Partial<StandingsSettings>;
  /** Standings after this round; undefined = the latest round with a game. */
  round?: number;
  /** Language of the written sheet (column titles, crosstable words). */
  locale: Locale;
  /** The TD accepted games whose discs do not add up to 64. */
  acceptDiscSum?: boolean;
  /**
   * Whose preset and constant count when the workbook stores them (its Tournament sheet): "workbook" (the
   * pane shows the workbook's and the TD did not change them) or "pane" (the TD chose others in the pane,
   * as a flag wins on the command line). Default "pane". The planned rounds and the sheets' language always
   * come from the workbook when it has them (the pane has no control for them).
   */
  settingsFrom?: "workbook" | "pane";
}

/** A setting the command took from the workbook: its key, the value as shown, and its cell ("Tournament!B5"). */
export interface WorkbookSettingUsed {
  key: SettingKey;
  value: string;
  address: string;
}

export type ComputeOutcome =
  /** The results (or players) sheet is gone. Nothing written. */
  | { kind: "missing-sheet"; sheet: string }
  /** Errors in the input (warnings listed too). Nothing written. */
  | { kind: "problems"; problems: Problem[] }
  /** Only warnings, some of which need the TD's choice (discs not summing to 64). Nothing written. */
  | { kind: "confirm"; problems: Problem[]; total: number }
  /** "Standings after round R" asked for a round with no games yet. Nothing written. */
  | { kind: "round-beyond"; round: number; last: number }
  /** The engine refused the data or the settings (message in English from the engine). Nothing written. */
  | { kind: "engine-error"; message: string }
  /**
   * Written. `warnings` were accepted or informational (e.g. "round-pending": the last round is
   * paired but has no results yet, so these are the standings before it).
   */
  | {
      kind: "written";
      target: SheetTarget;
      result: WriteResult;
      standings: Standings;
      warnings: Problem[];
      /** The preset and constant used (the workbook's or the pane's: see settingsFrom). */
      preset: PresetId;
      constant?: ConstantSetting;
      /** Settings taken from the workbook, with their cells. */
      fromWorkbook: WorkbookSettingUsed[];
    };

/**
 * Compute the standings of the workbook's results and write them to the add-in's Standings sheet.
 * Exactly one read sync, and one write sync when (and only when) the input is good.
 */
export async function computeInWorkbook(host: ExcelHost, request: ComputeRequest): Promise<ComputeOutcome> {
  const inputs = await readFilledInputs(host, {
    resultsSheet: request.resultsSheet,
    playersSheet: request.playersSheet,
    namedCells: SETTING_NAME_LIST,
  });
  if (!inputs.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !inputs.players) return { kind: "missing-sheet", sheet: request.playersSheet };

  // The workbook's settings (Tournament sheet): a wrong cell that this command uses stops it, with the cell.
  const stored = settingsOf(inputs.namedCells);
  const fromSheet = request.settingsFrom === "workbook";
  const used: SettingKey[] = fromSheet ? ["preset", "constant", "rounds", "language"] : ["rounds", "language"];
  const settingErrors = settingProblems(stored, used);
  if (settingErrors.length > 0) return { kind: "problems", problems: settingErrors as unknown as Problem[] };
  let preset = request.preset;
  let overrides = request.overrides;
  if (fromSheet && stored.settings.preset !== undefined && stored.settings.preset !== request.preset) {
    // The Tournament sheet names another preset than the pane showed: its own settings, not the pane's edits of another.
    preset = stored.settings.preset;
    overrides = {};
  }
  if (fromSheet && stored.sources.constant !== undefined) {
    const { constant: _dropped, ...rest } = overrides ?? {};
    overrides = stored.settings.constant === undefined ? rest : { ...rest, constant: stored.settings.constant };
  }
  const sheetLocale = stored.settings.language ?? request.locale;
  const fromWorkbook: WorkbookSettingUsed[] = used
    .filter((k) => stored.sources[k] !== undefined && (k !== "preset" || stored.settings.preset !== undefined))
    .map((k) => ({ key: k, value: String(stored.settings[k] ?? "preset"), address: stored.sources[k]! }));

  const parsed = parseResultsSheet({
    sheetName: inputs.results.sheetName,
    values: inputs.results.values,
    topLeft: inputs.results.address,
    players: inputs.players
      ? { sheetName: inputs.players.sheetName, values: inputs.players.values, topLeft: inputs.players.address }
      : undefined,
    // Right after "Pair round N" the last round has pairings but no results: it is left out with
    // one "round-pending" warning (standings after the last complete round), as the CLI does.
    options: {
      discSum: "warn",
      boardDiscs: overrides?.discsPerGame ?? BOARD_DISCS,
      pendingRound: "skip",
      rounds: stored.settings.rounds,
    },
  });
  const problems = parsed.problems;
  if (problems.some((p) => p.severity === "error")) return { kind: "problems", problems };
  if (!request.acceptDiscSum && problems.some((p) => CONFIRM_CODES.has(p.code))) {
    return { kind: "confirm", problems, total: overrides?.discsPerGame ?? BOARD_DISCS };
  }

  // The engine accepts any round (later rounds count as absences); a round without games is
  // almost surely a typo in the pane, so it is refused here with the last round that has games.
  const last = lastRound(parsed.tournament);
  if (request.round !== undefined && request.round > last) return { kind: "round-beyond", round: request.round, last };

  let standings: Standings;
  try {
    standings = computeStandings(parsed.tournament, { preset, overrides, round: request.round });
  } catch (e) {
    return { kind: "engine-error", message: errorText(e, request.locale) };
  }

  const rendered = renderStandings(standings, { locale: sheetLocale });
  // Ours: the sheet our recorded table is on, or the one the workbook name Brightwell_Standings
  // marks (written by the CLI's --out); never the sheets just read.
  const target = planOwnedSheet(inputs, STANDINGS_ROLE, STANDINGS_SHEET_NAME[sheetLocale] ?? "Standings", {
    mark: STANDINGS_MARK,
    exclude: [inputs.results.sheetName, ...(inputs.players ? [inputs.players.sheetName] : [])],
  });
  // Printed for the wall as the command line prints it (standings --out): rank to games, large type, header on every
  // page. Refreshing a sheet keeps its old page layout otherwise (the live Standings repeats its row 2).
  const print = standingsPrint(standings);
  const result = await writeOwnedSheet(host, target, {
    ...toContent(rendered.values, rendered.numberFormats, rendered.headerRowCount),
    print: { area: print.printArea, setup: print.pageSetup },
  });
  return {
    kind: "written",
    target,
    result,
    standings,
    warnings: problems,
    preset,
    constant: overrides?.constant,
    fromWorkbook,
  };
}
