/**
 * "Update ratings" (see ./index.ts): the rating list of the workbook (Ratings, Rating history, Rated games sheets)
 * updated with the event's results, undone, charted and exported, over an ExcelHost. The same pure code as the
 * command line's `rate` and `export-elo` (src/sheets/ratings/ planRatingUpdate / planRatingUndo,
 * src/formats/eloEvent.ts writeEloEvent); only the reading and writing differ.
 *
 *   previewRatings: readBlocks (1 sync: Results, Players, every name a rating sheet may have, the settings'
 *                   names) → planRatingUpdate → preview rows and problems. Nothing written.
 *   applyRatings:   the same read (1 sync), planned again (the workbook may have changed since the preview) →
 *                   the changed cells of Ratings, Rating history (and Rated games) written (1 sync). An event
 *                   already applied is refused with the plan's message (when it was applied).
 *   listAppliedEvents: the events on the Rating history (which can be undone) and its players (1 sync).
 *   previewUndo / undoRatings: planRatingUndo (the latest event of its players only) → preview; undo writes (1 sync).
 *   ratingChart:    the player's rating over his events (Rating history) on the owned "Rating chart" sheet, with
 *                   an Excel line chart (1 read sync, 1 write sync; our old chart deleted on a refresh).
 *   exportEloText:  the event as a WOF .ELO results file (docs/rules.md §7), as `export-elo` writes it (1 read sync):
 *                   its header lines (tournament, date, country, sender) from the pane's fields, else the Tournament
 *                   sheet's cells (Brightwell_Event, _Date, _Country, _Sender: an imported file's header).
 *
 * The event's name and date: the pane's fields, else the workbook's (Brightwell_Event, Brightwell_Date on its
 * Tournament sheet); without a date anywhere the update is refused, never dated today (as `rate`). The titles of new sheets follow the workbook's language (Brightwell_Language), else the pane's.
 */
import type { ExcelHost } from "../../src/excel/host";
import { readBlocks, type SheetBlock, type WorkbookBlocks } from "../../src/excel/read";
import { writeChartSheet, writeSheetRuns, type SheetRuns } from "../../src/excel/write";
import {
  computeStandings,
  isIsoDate,
  type PresetId,
  type RatingSettings,
  type RatingSettingsInput,
} from "../../src/engine";
import {
  appliedEvents,
  findRatingSheets,
  planRatingUndo,
  planRatingUpdate,
  ratingEventDate,
  type AppliedEventInfo,
  type RatingPreviewRow,
  type RatingProblem,
  type RatingSheetWrite,
  type RatingWrites,
  type UndoPreviewRow,
} from "../../src/sheets/ratings";
import { RATING_SHEET_NAMES } from "../../src/i18n/ratings";
import { changedRuns } from "../../src/sheets/sheetPatch";
import {
  historyPlayers,
  playerCurve,
  renderRatingChartSheet,
  RATING_CHART_NAME,
  RATING_CHART_SHEET_NAME,
  type CurvePoint,
  type HistoryPlayer,
} from "../../src/sheets/ratingChart";
import { planMarkedSheet, roleMark } from "../../src/sheets/ownership";
import { parseResultsSheet, type Problem, type SheetInput } from "../../src/sheets";
import { eloEventDate, EloExportError, writeEloEvent, type EloExport } from "../../src/formats/eloEvent";
import type { EloExportRefusal } from "../../src/vocabulary";
import type { Locale } from "../../src/i18n/locale";
import { errorText } from "../../src/i18n/errors";
import type { ParsedSettings } from "../../src/sheets/workbook";
import { withMergesFilled } from "./sheets";
import { settingProblems, settingsOf, SETTING_NAME_LIST } from "./settings";

// ---------------------------------------------------------------------------------------------
// Requests and outcomes
// ---------------------------------------------------------------------------------------------

export interface RatingRequest {
  resultsSheet: string;
  playersSheet?: string;
  settings: RatingSettingsInput;
  /** The event's name as the pane shows it; empty or undefined: the workbook's (Brightwell_Event). */
  event?: string;
  /** YYYY-MM-DD; empty or undefined: the workbook's (Brightwell_Date). */
  date?: string;
  /** Language of the titles of new sheets when the workbook names none. */
  locale: Locale;
  /** When the event is applied (ISO 8601); default now. */
  appliedAt?: string;
}

/** What a refused command had against its input: rating problems, or a workbook setting's (setting-invalid). */
export type RatingFlowProblem = RatingProblem | Problem;

export type RatingOutcome =
  /** The Results (or Players) sheet is gone. Nothing written. */
  | { kind: "missing-sheet"; sheet: string }
  /**
   * No event name, or no date, in the pane nor in the workbook (`value`: a typed date that is no date). Nothing
   * written. A workbook date that is no date is a "problems" outcome at its cell.
   */
  | { kind: "no-event"; field: "name" | "date"; value?: string }
  /** The engine refused the settings (its message, in English). Nothing written. */
  | { kind: "bad-settings"; message: string }
  /** Errors (and warnings): nothing written; e.g. the event was already applied (the message says when). */
  | { kind: "problems"; problems: RatingFlowProblem[] }
  | RatingUpdated;

/** The update planned ("preview": nothing written) or written ("applied"). */
export interface RatingUpdated {
  kind: "preview" | "applied";
  event: { name: string; date: string };
  preview: RatingPreviewRow[];
  /** Warnings only. */
  warnings: RatingProblem[];
  settings: RatingSettings;
  /** The sheets written (applied) or to be written (preview). */
  sheets: string[];
}

export interface UndoRequest {
  event: string;
  /** Needed only when several events share the name. */
  date?: string;
  locale: Locale;
}

export type UndoOutcome =
  | { kind: "problems"; problems: RatingFlowProblem[] }
  | {
      kind: "preview" | "undone";
      event: { name: string; date: string; appliedAt: string };
      preview: UndoPreviewRow[];
      sheets: string[];
    };

/** What the pane shows before anything is asked: the events that can be undone, the players to chart. */
export interface RatingState {
  events: AppliedEventInfo[];
  players: HistoryPlayer[];
  /** The workbook's event name and date (its Tournament sheet), when set. */
  event?: string;
  date?: string;
}

export type ChartOutcome =
  /** No readable Rating history, or the player is not on it. Nothing written. */
  | { kind: "no-history" }
  | { kind: "no-player"; player: string }
  | {
      kind: "written";
      sheet: string;
      name: string;
      points: CurvePoint[];
      /** Our sheet was there and was refreshed (its old chart deleted). */
      refreshed: boolean;
      /** A sheet of the wanted name is the user's, so ours got another name. */
      nameTakenByUser: boolean;
      /** The wanted name ("Rating chart", "레이팅 차트": the sheets' language). */
      baseName: string;
    };

export interface EloExportRequest {
  resultsSheet: string;
  playersSheet?: string;
  /** Standings order and BQ of the player list; default the workbook's preset, else woc. */
  preset?: PresetId;
  event?: string;
  date?: string;
  /** The language of an engine error's message (the pane's); default English. */
  locale?: Locale;
}

export type EloExportOutcome =
  | { kind: "missing-sheet"; sheet: string }
  | { kind: "problems"; problems: RatingFlowProblem[] }
  | { kind: "engine-error"; message: string }
  /** No file: no game to write, or a date that is no real date (said in the pane's language: src/i18n/files.ts). */
  | { kind: "refused"; refusal: EloExportRefusal }
  | {
      kind: "text";
      text: string;
      /** Header values given with line breaks (written on one line), and names written in the archive's way. */
      cleaned: EloExport["cleaned"];
      names: EloExport["names"];
      /** "20240501_Seed_002.ELO" (the archive's naming: date, then the event). */
      fileName: string;
      /** The players had no WOF ids: numbered 1, 2, … in the file. */
      renumbered: boolean;
      players: number;
      games: number;
      /** Forfeits (the format has no line for them: points only) and the players whose rank or BQ a re-import changes. */
      forfeits: number;
      differ: string[];
    };

// ---------------------------------------------------------------------------------------------
// Reading (one sync)
// ---------------------------------------------------------------------------------------------

/** Every name a rating sheet may have (each is read if it exists: a missing one costs a null object). */
const RATING_SHEET_ALIASES = [
  ...RATING_SHEET_NAMES.ratings,
  ...RATING_SHEET_NAMES.history,
  ...RATING_SHEET_NAMES.games,
];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface RatingRead {
  read: WorkbookBlocks;
  stored: ParsedSettings;
  results: SheetBlock | null;
  players: SheetBlock | null;
  ratings?: SheetBlock;
  history?: SheetBlock;
  games?: SheetBlock;
}

const input = (b: SheetBlock | null | undefined): SheetInput | undefined =>
  b ? { sheetName: b.sheetName, values: b.values, topLeft: b.address } : undefined;

/** The command's one read: the input sheets, the rating sheets (found as the command line finds them), the settings. */
export async function readRatingSheets(
  host: ExcelHost,
  sheets: { resultsSheet?: string; playersSheet?: string },
  chartsOfMark?: string,
): Promise<RatingRead> {
  const own = [sheets.resultsSheet, sheets.playersSheet].filter((s): s is string => !!s);
  const read = await readBlocks(host, {
    sheets: [...own, ...RATING_SHEET_ALIASES],
    namedCells: SETTING_NAME_LIST,
    chartsOfMark,
  });
  const block = (name: string | undefined) =>
    name === undefined ? undefined : read.blocks.find((b) => same(b.sheetName, name));
  // The rating sheets among those read, in tab order (never the Results or Players sheet being read).
  const candidates = read.sheets.filter((s) => block(s.name) && !own.some((o) => same(o, s.name))).map((s) => s.name);
  const found = findRatingSheets(candidates);
  return {
    read,
    stored: settingsOf(read.namedCells),
    results: withMergesFilled(block(sheets.resultsSheet) ?? null),
    players: withMergesFilled(block(sheets.playersSheet) ?? null),
    ratings: block(found.ratings),
    history: block(found.history),
    games: block(found.games),
  };
}

/**
 * The event's name and date: the pane's, else the workbook's; or what is missing. The date as `rate` decides it
 * (src/sheets/ratings/event.ts): the pane's field > the workbook's Brightwell_Date > none (refused, never today);
 * a workbook date that is no date is a problem at its cell.
 */
function eventOf(
  request: { event?: string; date?: string },
  stored: ParsedSettings,
):
  | { name: string; date: string }
  | { kind: "no-event"; field: "name" | "date"; value?: string }
  | { kind: "problems"; problems: RatingFlowProblem[] } {
  const name = request.event?.trim() || stored.settings.event?.trim() || "";
  if (name === "") return { kind: "no-event", field: "name" };
  const typed = request.date?.trim() ?? "";
  if (typed !== "" && !isIsoDate(typed)) return { kind: "no-event", field: "date", value: typed };
  const d = ratingEventDate(typed, stored, "");
  if (d.kind === "missing") return { kind: "no-event", field: "date" };
  if (d.kind === "invalid") return { kind: "problems", problems: [d.problem] };
  return { name, date: d.date };
}

// ---------------------------------------------------------------------------------------------
// Update: preview and apply
// ---------------------------------------------------------------------------------------------

type Planned =
  | Exclude<RatingOutcome, { kind: "preview" | "applied" }>
  | { kind: "planned"; r: RatingRead; writes: RatingWrites; outcome: RatingUpdated };

async function planUpdate(host: ExcelHost, request: RatingRequest): Promise<Planned> {
  const r = await readRatingSheets(host, request);
  if (!r.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !r.players) return { kind: "missing-sheet", sheet: request.playersSheet };
  const settingErrors = settingProblems(r.stored, ["event", "date", "language"]);
  if (settingErrors.length > 0) return { kind: "problems", problems: settingErrors as unknown as Problem[] };
  const event = eventOf(request, r.stored);
  if ("kind" in event) return event;
  let plan;
  try {
    plan = planRatingUpdate({
      results: input(r.results)!,
      players: input(r.players),
      ratings: input(r.ratings),
      history: input(r.history),
      games: input(r.games),
      event: { ...event, appliedAt: request.appliedAt ?? new Date().toISOString() },
      settings: request.settings,
      locale: r.stored.settings.language ?? request.locale,
    });
  } catch (e) {
    // Settings the engine refuses (a K of 0, KBA without grade and stage): the pane checks them first.
    if (e instanceof RangeError) return { kind: "bad-settings", message: errorText(e, request.locale) };
    throw e;
  }
  if (!plan.ok) return { kind: "problems", problems: plan.problems };
  const sheets = [plan.writes.ratings, plan.writes.history, plan.writes.games]
    .filter((w): w is RatingSheetWrite => !!w)
    .map((w) => w.sheetName);
  return {
    kind: "planned",
    r,
    writes: plan.writes,
    outcome: {
      kind: "preview",
      event,
      preview: plan.preview,
      warnings: plan.problems,
      settings: plan.settings,
      sheets,
    },
  };
}

/** The preview of the update: one read sync, nothing written. */
export async function previewRatings(host: ExcelHost, request: RatingRequest): Promise<RatingOutcome> {
  const planned = await planUpdate(host, request);
  return planned.kind === "planned" ? planned.outcome : planned;
}

/** Apply the event: read and plan again (one sync), write the changed cells (one sync). */
export async function applyRatings(host: ExcelHost, request: RatingRequest): Promise<RatingOutcome> {
  const planned = await planUpdate(host, request);
  if (planned.kind !== "planned") return planned;
  await writeRatingPlan(host, planned.r, planned.writes);
  return { ...planned.outcome, kind: "applied" };
}

/** The writes of a plan as the cells that change, every sheet in one sync (an import writes no History). */
export async function writeRatingPlan(
  host: ExcelHost,
  r: RatingRead,
  writes: Omit<RatingWrites, "history"> & { history?: RatingSheetWrite },
): Promise<void> {
  const before = [r.ratings, r.history, r.games];
  const sheets: SheetRuns[] = [writes.ratings, writes.history, writes.games]
    .filter((w): w is RatingSheetWrite => !!w)
    .map((w) => {
      const read = w.create ? undefined : before.find((b) => b && same(b.sheetName, w.sheetName));
      return {
        sheetName: w.sheetName,
        create: w.create,
        runs: changedRuns(w, read?.values ?? []),
        headerRows: w.headerRow + 1,
      };
    });
  await writeSheetRuns(host, sheets);
}

// ---------------------------------------------------------------------------------------------
// Applied events and undo
// ---------------------------------------------------------------------------------------------

/** The events on the Rating history (in applied order, with whether each can be undone) and its players: one sync. */
export async function listAppliedEvents(host: ExcelHost): Promise<RatingState> {
  const r = await readRatingSheets(host, {});
  const history = input(r.history);
  const date = r.stored.settings.date;
  return {
    events: appliedEvents(history),
    players: historyPlayers(history),
    event: r.stored.settings.event,
    date: date !== undefined && isIsoDate(date) ? date : undefined,
  };
}

async function planUndo(host: ExcelHost, request: UndoRequest) {
  const r = await readRatingSheets(host, {});
  const plan = planRatingUndo({
    ratings: input(r.ratings),
    history: input(r.history),
    games: input(r.games),
    event: { name: request.event, date: request.date || undefined },
    locale: r.stored.settings.language ?? request.locale,
  });
  return { r, plan };
}

function undoOutcome(
  kind: "preview" | "undone",
  plan: Extract<ReturnType<typeof planRatingUndo>, { ok: true }>,
): UndoOutcome {
  const sheets = [plan.writes.ratings, plan.writes.history, plan.writes.games]
    .filter((w): w is RatingSheetWrite => !!w)
    .map((w) => w.sheetName);
  return { kind, event: plan.event, preview: plan.preview, sheets };
}

/** What undoing the event would restore: one read sync, nothing written. */
export async function previewUndo(host: ExcelHost, request: UndoRequest): Promise<UndoOutcome> {
  const { plan } = await planUndo(host, request);
  return plan.ok ? undoOutcome("preview", plan) : { kind: "problems", problems: plan.problems };
}

/** Undo the event (only the latest event of each of its players): one read sync, one write sync. */
export async function undoRatings(host: ExcelHost, request: UndoRequest): Promise<UndoOutcome> {
  const { r, plan } = await planUndo(host, request);
  if (!plan.ok) return { kind: "problems", problems: plan.problems };
  await writeRatingPlan(host, r, plan.writes);
  return undoOutcome("undone", plan);
}

// ---------------------------------------------------------------------------------------------
// Rating chart
// ---------------------------------------------------------------------------------------------

/**
 * The chosen player's rating over his events, from the Rating history, on the owned "Rating chart" sheet (named in
 * the sheets' language: 레이팅 차트, レーティングのグラフ) with a line chart titled with his name. Our sheet (its mark) is
 * refreshed in place, our old chart deleted first; a user's sheet of that name is never touched (ours gets a free
 * name). One read sync, one write sync.
 */
export async function ratingChart(host: ExcelHost, request: { player: string; locale: Locale }): Promise<ChartOutcome> {
  const mark = roleMark("ratingChart");
  const r = await readRatingSheets(host, {}, mark);
  if (!r.history) return { kind: "no-history" };
  const curve = playerCurve(input(r.history), request.player);
  if (!curve) return { kind: "no-player", player: request.player };
  const sheetLocale = r.stored.settings.language ?? request.locale;
  const { content, chartSource } = renderRatingChartSheet(curve.points, sheetLocale);
  const target = planMarkedSheet(r.read, mark, RATING_CHART_SHEET_NAME[sheetLocale]);
  const deleteCharts = target.kind === "refresh" ? (r.read.charts ?? []).filter((n) => n === RATING_CHART_NAME) : [];
  await writeChartSheet(host, {
    target,
    content,
    chart: { source: chartSource, name: RATING_CHART_NAME, title: curve.name, from: "H2", to: "P20" },
    deleteCharts,
  });
  return {
    kind: "written",
    sheet: target.sheetName,
    name: curve.name,
    points: curve.points,
    refreshed: target.kind === "refresh",
    nameTakenByUser: target.nameTakenByUser,
    baseName: target.baseName,
  };
}

// ---------------------------------------------------------------------------------------------
// Export as .ELO
// ---------------------------------------------------------------------------------------------

/** A file name from the event: "20240501_Seed_002.ELO" (characters a file name cannot hold become "_"). */
export function eloFileName(name: string, date?: string): string {
  const stem =
    name
      .trim()
      .replace(/[\\/:*?"<>|\s]+/g, "_")
      .replace(/^_+|_+$/g, "") || "event";
  return `${date ? `${date.replace(/-/g, "")}_` : ""}${stem}.ELO`;
}

/**
 * The event as a WOF .ELO results file (the canonical export of `export-elo`: header lines, the players in
 * standings order with score and BQ, each round's games). One read sync; nothing written to the workbook.
 */
export async function exportEloText(host: ExcelHost, request: EloExportRequest): Promise<EloExportOutcome> {
  const r = await readRatingSheets(host, request);
  if (!r.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !r.players) return { kind: "missing-sheet", sheet: request.playersSheet };
  const settingErrors = settingProblems(r.stored, ["event", "date", "preset", "constant", "rounds"]);
  if (settingErrors.length > 0) return { kind: "problems", problems: settingErrors as unknown as Problem[] };
  const s = r.stored.settings;
  const name = request.event?.trim() || s.event?.trim() || "";
  // The date as the workbook holds it may be an imported file's text ("06/11/2014 - 08/11/2014"): written as it is.
  const dateText = request.date?.trim() || s.date?.trim() || "";
  const date = isIsoDate(dateText) ? dateText : eloEventDate("", { Date: dateText });
  const parsed = parseResultsSheet({
    ...input(r.results)!,
    players: input(r.players),
    // The planned rounds (C = 64/N in the middle of an event, as the standings take it): the Tournament sheet's.
    options: { pendingRound: "skip", name: name || r.results.sheetName, rounds: s.rounds },
  });
  if (parsed.problems.some((p) => p.severity === "error")) return { kind: "problems", problems: parsed.problems };
  const preset = request.preset ?? s.preset ?? "woc";
  let written: ReturnType<typeof writeEloEvent>;
  let players: number;
  try {
    const standings = computeStandings(parsed.tournament, {
      preset,
      overrides: s.constant !== undefined && request.preset === undefined ? { constant: s.constant } : undefined,
    });
    // The header lines: the pane's fields, else the Tournament sheet's cells (an imported file's header).
    written = writeEloEvent(
      parsed.tournament,
      standings,
      {
        tournament: name || undefined,
        date: dateText || undefined,
        country: s.country?.trim() || undefined,
        sender: s.sender?.trim() || undefined,
      },
      { date: request.date?.trim() ? "the pane's date" : (r.stored.sources.date ?? "the Tournament sheet") },
    );
    players = standings.rows.length;
  } catch (e) {
    if (e instanceof EloExportError) return { kind: "refused", refusal: e.refusal };
    return { kind: "engine-error", message: errorText(e, request.locale ?? "en") };
  }
  const games = parsed.tournament.games.filter((g) => g.kind === "played").length;
  const { text, renumbered, forfeits, differ, cleaned, names } = written;
  return {
    kind: "text",
    text,
    cleaned,
    names,
    fileName: eloFileName(name || r.results.sheetName, date),
    renumbered,
    players,
    games,
    forfeits,
    differ,
  };
}
