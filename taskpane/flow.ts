/**
 * What the task pane's buttons do, without any DOM: plain async functions over an ExcelHost
 * (Office's `Excel`, or the in-memory fake in tests). The pane (taskpane.ts) only shows outcomes.
 *
 *   Compute standings:  readInputs (1 sync) → parseResultsSheet → computeStandings →
 *                       renderStandings → writeOwnedSheet (1 sync). Bad input: nothing is written.
 *   Import a file:      parse FlipTheDisc JSON / WOF .ELO → tournamentToSheets → listSheets (1 sync)
 *                       → addSheets with free names (1 sync).
 */
import { addSheets, ExcelHost, listSheets, readInputs, freeSheetName, planOwnedSheet, SheetContent, SheetTarget, WriteResult, writeOwnedSheet, scanWorkbook, SheetInfo } from "../src/excel/workbook";
import { computeStandings } from "../src/engine/standings";
import { lastRound } from "../src/engine/scoring";
import type { PresetId, Standings, StandingsSettings } from "../src/engine/standings";
import type { Tournament } from "../src/engine/model";
import { BOARD_DISCS } from "../src/engine/model";
import { detectSheets, parseResultsSheet, renderStandings, STANDINGS_SHEET_NAME, tournamentToSheets } from "../src/sheets";
import type { Locale, Problem } from "../src/sheets";
import { parseFtdJson } from "../src/formats/flipTheDisc";
import { parseEloFile } from "../src/formats/elo";

/** The ownership role of the standings sheet (see OwnedSheet in src/excel/workbook.ts). */
export const STANDINGS_ROLE = "standings";

/** Warnings the TD must accept before anything is computed (others are only shown). */
export const CONFIRM_CODES: ReadonlySet<string> = new Set(["discs-sum"]);

// ---------------------------------------------------------------------------------------------
// Scan: which sheets are there, which holds the results
// ---------------------------------------------------------------------------------------------

export interface ScanOutcome {
  sheets: SheetInfo[];
  /** Recognised by name or by headers (src/sheets/detect.ts); undefined when none. */
  results?: string;
  players?: string;
}

export async function scan(host: ExcelHost): Promise<ScanOutcome> {
  const { sheets, previews } = await scanWorkbook(host);
  const found = detectSheets(previews.map((p) => ({ name: p.sheetName, values: p.values })));
  return { sheets, results: found.results, players: found.players };
}

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
  /** Written. `warnings` were accepted or informational. */
  | { kind: "written"; target: SheetTarget; result: WriteResult; standings: Standings; warnings: Problem[] };

/**
 * Compute the standings of the workbook's results and write them to the add-in's Standings sheet.
 * Exactly one read sync, and one write sync when (and only when) the input is good.
 */
export async function computeInWorkbook(host: ExcelHost, request: ComputeRequest): Promise<ComputeOutcome> {
  const inputs = await readInputs(host, { resultsSheet: request.resultsSheet, playersSheet: request.playersSheet });
  if (!inputs.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !inputs.players) return { kind: "missing-sheet", sheet: request.playersSheet };

  const parsed = parseResultsSheet({
    sheetName: inputs.results.sheetName,
    values: inputs.results.values,
    topLeft: inputs.results.address,
    players: inputs.players
      ? { sheetName: inputs.players.sheetName, values: inputs.players.values, topLeft: inputs.players.address }
      : undefined,
    options: { discSum: "warn", boardDiscs: request.overrides?.discsPerGame ?? BOARD_DISCS },
  });
  const problems = parsed.problems;
  if (problems.some((p) => p.severity === "error")) return { kind: "problems", problems };
  if (!request.acceptDiscSum && problems.some((p) => CONFIRM_CODES.has(p.code))) {
    return { kind: "confirm", problems, total: request.overrides?.discsPerGame ?? BOARD_DISCS };
  }

  // The engine accepts any round (later rounds count as absences); a round without games is
  // almost surely a typo in the pane, so it is refused here with the last round that has games.
  const last = lastRound(parsed.tournament);
  if (request.round !== undefined && request.round > last) return { kind: "round-beyond", round: request.round, last };

  let standings: Standings;
  try {
    standings = computeStandings(parsed.tournament, {
      preset: request.preset,
      overrides: request.overrides,
      round: request.round,
    });
  } catch (e) {
    return { kind: "engine-error", message: e instanceof Error ? e.message : String(e) };
  }

  const rendered = renderStandings(standings, { locale: request.locale });
  const target = planOwnedSheet(inputs, STANDINGS_ROLE, STANDINGS_SHEET_NAME[request.locale] ?? "Standings");
  const result = await writeOwnedSheet(host, target, toContent(rendered.values, rendered.numberFormats, rendered.headerRowCount));
  return { kind: "written", target, result, standings, warnings: problems };
}

/** Rendered cells → what the adapter writes: null becomes "" so a refresh never keeps old text. */
export function toContent(values: readonly (readonly unknown[])[], numberFormats: readonly (readonly string[])[], headerRowCount: number): SheetContent {
  return {
    values: values.map((row) =>
      row.map((v) => (v === null || v === undefined ? "" : typeof v === "number" || typeof v === "boolean" ? v : String(v))),
    ),
    numberFormats: numberFormats.map((row) => row.slice()),
    headerRowCount,
  };
}

// ---------------------------------------------------------------------------------------------
// Import a tournament file
// ---------------------------------------------------------------------------------------------

export type ParsedFile =
  | { kind: "ftd" | "elo"; tournament: Tournament; notes: string[] }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

/**
 * Recognise and parse a pasted or chosen file: FlipTheDisc JSON (an object with players_list) or a
 * WOF .ELO file (%_% player lines). Errors name the place in the file (the parsers do).
 */
export function parseTournamentFile(text: string): ParsedFile {
  const body = text.replace(/^\uFEFF/, "").trim();
  if (body === "") return { kind: "unknown" };
  try {
    if (body.startsWith("{")) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (e) {
        return { kind: "error", message: `JSON: ${e instanceof Error ? e.message : String(e)}` };
      }
      if (!json || typeof json !== "object" || !("players_list" in (json as object))) return { kind: "unknown" };
      const ftd = parseFtdJson(json);
      return { kind: "ftd", tournament: ftd.tournament, notes: ftd.warnings };
    }
    if (/^%_%/m.test(body)) {
      const elo = parseEloFile(body);
      return { kind: "elo", tournament: elo.tournament, notes: elo.warnings };
    }
  } catch (e) {
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
  return { kind: "unknown" };
}

export interface ImportOutcome {
  resultsSheet: string;
  playersSheet: string;
  players: number;
  games: number;
}

/** Text cells "@" (names stay text, even "=…"), numbers "General"; null → "". */
export function contentOf(values: unknown[][]): SheetContent {
  const cols = Math.max(...values.map((r) => r.length));
  const cells = values.map((row) => Array.from({ length: cols }, (_, c) => row[c]));
  return {
    values: cells.map((row) =>
      row.map((v) => (v === null || v === undefined ? "" : typeof v === "number" || typeof v === "boolean" ? v : String(v))),
    ),
    numberFormats: cells.map((row) => row.map((v) => (typeof v === "string" ? "@" : "General"))),
    headerRowCount: 1,
  };
}

/** Write the tournament as NEW Results and Players sheets (free names; nothing is overwritten). */
export async function importTournament(host: ExcelHost, tournament: Tournament): Promise<ImportOutcome> {
  const sheets = tournamentToSheets(tournament);
  const existing = (await listSheets(host)).map((s) => s.name);
  const resultsSheet = freeSheetName("Results", existing);
  const playersSheet = freeSheetName("Players", [...existing, resultsSheet]);
  await addSheets(host, [
    { sheetName: resultsSheet, content: contentOf(sheets.results) },
    { sheetName: playersSheet, content: contentOf(sheets.players) },
  ]);
  return { resultsSheet, playersSheet, players: tournament.players.length, games: tournament.games.length };
}
