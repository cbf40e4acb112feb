/**
 * What the task pane's buttons do, without any DOM: plain async functions over an ExcelHost
 * (Office's `Excel`, or the in-memory fake in tests). The pane (taskpane.ts) only shows outcomes.
 *
 *   Compute standings:  readInputs (1 sync) → fillMergedAreas → parseResultsSheet → computeStandings →
 *                       renderStandings → writeOwnedSheet (1 sync). Bad input: nothing is written.
 *                       A last round that is paired but has no results yet is left out (a
 *                       "round-pending" warning): the standings after the last complete round.
 *   Import a file:      parse FlipTheDisc JSON / WOF .ELO → tournamentToSheets → listSheets (1 sync)
 *                       → addSheets with free names (1 sync).
 *   Pair round N:       readInputs forPairing (1 sync) → fillMergedAreas → pairingInputFromSheets → pairRound →
 *                       renderPairingRows + renderRoundSheet → writePairing (1 sync). Bad input or
 *                       no complete round: nothing is written.
 */
import { addSheets, ExcelHost, listSheets, readInputs, freeSheetName, planOwnedSheet, SheetContent, SheetTarget, WriteResult, writeOwnedSheet, scanWorkbook, SheetInfo } from "../src/excel/workbook";
import type { InputsRequest, SheetBlock, WorkbookInputs } from "../src/excel/workbook";
import { planRoundSheet, STANDINGS_MARK, writePairing, type PairingWrite, type RoundSheetTarget } from "../src/excel/workbook";
import { pairRound, type PairingFailure, type PairingOptions } from "../src/engine";
import {
  applyTypedTables,
  columnLetters,
  fillMergedAreas,
  findResultsHeader,
  pairingFailureText,
  pairingInputFromSheets,
  parseTopLeft,
  quoteSheetName,
  renderPairingRows,
  renderRoundSheet,
  ROUND_SHEET_ONE_PAGE,
} from "../src/sheets";
import type { PairingInput, PairingProblem } from "../src/sheets";
import { computeStandings } from "../src/engine/standings";
import { lastRound } from "../src/engine/scoring";
import type { PresetId, Standings, StandingsSettings } from "../src/engine/standings";
import type { Tournament } from "../src/engine/model";
import { BOARD_DISCS } from "../src/engine/model";
import { detectSheets, parseResultsSheet, renderStandings, STANDINGS_SHEET_NAME, tournamentToSheets } from "../src/sheets";
import type { Locale, Problem } from "../src/sheets";
import type { DetectionNote } from "../src/sheets/detect";
import { readTournamentBytes, readTournamentText, TournamentFileError } from "../src/formats/load";
import type { CarriedSettings } from "../src/formats/eloCheck";

/** The ownership role of the standings sheet (see OwnedSheet in src/excel/workbook.ts). */
export const STANDINGS_ROLE = "standings";

/** Warnings the TD must accept before anything is computed (others are only shown). */
export const CONFIRM_CODES: ReadonlySet<string> = new Set(["discs-sum"]);

// ---------------------------------------------------------------------------------------------
// Scan: which sheets are there, which holds the results
// ---------------------------------------------------------------------------------------------

export interface ScanOutcome {
  sheets: SheetInfo[];
  /** Recognised by name or by headers, visible sheets first (src/sheets/detect.ts); undefined when none. */
  results?: string;
  players?: string;
  /** A hidden sheet was taken, or other sheets look alike (texts: detectionNoteText in src/i18n/ui.ts). */
  notes: DetectionNote[];
}

export async function scan(host: ExcelHost): Promise<ScanOutcome> {
  const { sheets, previews } = await scanWorkbook(host);
  const visible = new Map(sheets.map((s) => [s.name, s.visible !== false] as const));
  const found = detectSheets(previews.map((p) => ({ name: p.sheetName, values: p.values, visible: visible.get(p.sheetName) })));
  return { sheets, results: found.results, players: found.players, notes: found.notes };
}

// ---------------------------------------------------------------------------------------------
// Reading the input sheets (merged cells filled)
// ---------------------------------------------------------------------------------------------

/** A block whose merged areas hold their top-left value in every cell (as the command line reads it). */
export function withMergesFilled(block: SheetBlock | null): SheetBlock | null {
  if (!block || !block.mergedAreas) return block;
  return { ...block, values: fillMergedAreas(block.values, block.address, block.mergedAreas) };
}

/**
 * readInputs (ONE sync), then the Results and Players blocks with their merged areas filled:
 * directors (often in Korea and Japan) merge the Round cell over a round's rows, and Office.js
 * reads the round only in the first of them. An Excel without ExcelApi 1.13 cannot say which cells
 * are merged: the rows below the first then read as "round missing", each named at its cell.
 */
export async function readFilledInputs(host: ExcelHost, request: InputsRequest): Promise<WorkbookInputs> {
  const inputs = await readInputs(host, request);
  return { ...inputs, results: withMergesFilled(inputs.results), players: withMergesFilled(inputs.players) };
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
  /**
   * Written. `warnings` were accepted or informational (e.g. "round-pending": the last round is
   * paired but has no results yet, so these are the standings before it).
   */
  | { kind: "written"; target: SheetTarget; result: WriteResult; standings: Standings; warnings: Problem[] };

/**
 * Compute the standings of the workbook's results and write them to the add-in's Standings sheet.
 * Exactly one read sync, and one write sync when (and only when) the input is good.
 */
export async function computeInWorkbook(host: ExcelHost, request: ComputeRequest): Promise<ComputeOutcome> {
  const inputs = await readFilledInputs(host, { resultsSheet: request.resultsSheet, playersSheet: request.playersSheet });
  if (!inputs.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !inputs.players) return { kind: "missing-sheet", sheet: request.playersSheet };

  const parsed = parseResultsSheet({
    sheetName: inputs.results.sheetName,
    values: inputs.results.values,
    topLeft: inputs.results.address,
    players: inputs.players
      ? { sheetName: inputs.players.sheetName, values: inputs.players.values, topLeft: inputs.players.address }
      : undefined,
    // Right after "Pair round N" the last round has pairings but no results: it is left out with
    // one "round-pending" warning (standings after the last complete round), as the CLI does.
    options: { discSum: "warn", boardDiscs: request.overrides?.discsPerGame ?? BOARD_DISCS, pendingRound: "skip" },
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
  // Ours: the sheet our recorded table is on, or the one the workbook name Brightwell_Standings
  // marks (written by the CLI's --out); never the sheets just read.
  const target = planOwnedSheet(inputs, STANDINGS_ROLE, STANDINGS_SHEET_NAME[request.locale] ?? "Standings", {
    mark: STANDINGS_MARK,
    exclude: [inputs.results.sheetName, ...(inputs.players ? [inputs.players.sheetName] : [])],
  });
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
  | { kind: "ftd" | "elo"; tournament: Tournament; notes: string[]; settings: CarriedSettings }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

/**
 * Recognise and read a chosen file (its bytes: the encoding is found as the command line finds it)
 * or pasted text: a FlipTheDisc JSON export or a WOF .ELO file, through the one loader
 * (src/formats/load.ts). `notes` is the import summary (grouped, with lines); `settings` the
 * standings settings the file's published list follows. Errors name the place in the file.
 */
export function parseTournamentFile(input: string | Uint8Array): ParsedFile {
  if (typeof input === "string" && input.replace(/^\uFEFF/, "").trim() === "") return { kind: "unknown" };
  try {
    const loaded = typeof input === "string" ? readTournamentText(input) : readTournamentBytes(input);
    return { kind: loaded.kind, tournament: loaded.tournament, notes: loaded.summary, settings: loaded.settings };
  } catch (e) {
    if (e instanceof TournamentFileError && /^neither a FlipTheDisc/.test(e.message)) return { kind: "unknown" };
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
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

// ---------------------------------------------------------------------------------------------
// Pair round N
// ---------------------------------------------------------------------------------------------

/** PAPP's price of a rematch with colours reversed: a last resort (WOC preset). */
export const REVERSED_REMATCH_PENALTY = 5_000_000;

export interface PairRequest {
  resultsSheet: string;
  playersSheet?: string;
  /** Language of the Round sheet, the reasons and the messages. */
  locale: Locale;
  /** Round 1 (nobody has played yet): top half against bottom half by rating (default), or random. */
  firstRound?: "rating" | "random";
  /** Seed of a random round 1 (undefined: the engine derives one from the player ids and returns it). */
  seed?: number;
  /** Round 1: avoid same-country pairs whenever possible (foreigners meet locals first). */
  foreignersMeetLocalsFirst?: boolean;
  /**
   * Allow a rematch with colours reversed as a last resort (PAPP: 5,000,000). Default true, as in
   * the WOC/PAPP preset. (The command line defaults to false on purpose: see its file comment.)
   */
  allowReversedRematch?: boolean;
  /** Same-country penalty in every round; undefined = PAPP's default (2, round 1 only). */
  sameCountryPenalty?: number;
  /** Strict colour cap |blacks − whites| ≤ N; undefined = none (WOC preset, PAPP: a penalty only). */
  maxColourImbalance?: number;
  /**
   * Table.resize is available (ExcelApi 1.13: Excel 2021, Microsoft 365). Default true; the pane
   * passes excelApiSupported("1.13"). Without it the rows are still appended and the pane asks the
   * TD to extend the table by hand.
   */
  canResizeTables?: boolean;
}

/** One pair as the pane lists it (the Round sheet's row: names, points before the round, why). */
export interface PairLine {
  table: number;
  black: string;
  blackPoints: number;
  /** null = the bye. */
  white: string | null;
  whitePoints: number | null;
  why: string;
  /** A pair the director typed (kept as written). */
  fixed: boolean;
}

export type PairOutcome =
  /** The results (or players) sheet is gone. Nothing written. */
  | { kind: "missing-sheet"; sheet: string }
  /** Errors in the input, each at its cell (warnings listed too). Nothing written. */
  | { kind: "problems"; round: number; problems: PairingProblem[] }
  /**
   * No complete round under the settings (or the fixed pairs cannot be kept). `message` names the
   * blocking players and the setting that would allow a round; `retryReversed` when allowing a
   * reversed-colour rematch would (the pane offers it as a one-click retry). Nothing written.
   */
  | { kind: "no-round"; round: number; message: string; failure: PairingFailure; retryReversed: boolean }
  /**
   * Every present player already has a row of round N in Results (e.g. a second click on "Pair"):
   * no row is added. The printable sheet is written only when there is none of ours for the round
   * (the director typed the whole round, or deleted the sheet); empty Table cells are filled.
   */
  | { kind: "already-paired"; round: number; rows: number; lines: PairLine[]; roundSheet: RoundSheetTarget; wroteSheet: boolean; wrote: boolean }
  /** Written: rows appended to Results and the printable sheet. */
  | {
      kind: "written";
      round: number;
      lines: PairLine[];
      rowsAdded: number;
      /** Sheet-qualified address of the new rows. */
      rowsAddress: string;
      /** The Results table that grew to hold them (undefined: the results are plain cells). */
      tableGrown?: string;
      /** Several tables touch the last row: none was grown (named here so the pane can say so). */
      tablesNotGrown: string[];
      /** The results table that this Excel cannot grow (no Table.resize): the TD extends it. */
      tableNotResizable?: string;
      roundSheet: RoundSheetTarget;
      method: "papp" | "rating" | "random";
      seed?: number;
      warnings: PairingProblem[];
    };

export type PairPreview =
  | { kind: "missing-sheet"; sheet: string }
  | {
      kind: "ready";
      round: number;
      /** Nobody has played before this round: the round-1 settings apply. */
      firstRound: boolean;
      /** Pairs typed by the director for round N (names as written; white null = a bye). */
      fixed: { table?: number; black: string; white: string | null }[];
      /** Names of the players marked absent in round N. */
      absent: string[];
      /** Players who can be paired (not withdrawn, not absent). */
      present: number;
      /** Input errors (Pair will list them). */
      errors: number;
    };

function readPairingInput(inputs: Awaited<ReturnType<typeof readInputs>>): PairingInput {
  const r = inputs.results!;
  const p = inputs.players;
  return pairingInputFromSheets({
    results: { sheetName: r.sheetName, values: r.values, topLeft: r.address },
    players: p ? { sheetName: p.sheetName, values: p.values, topLeft: p.address } : undefined,
  });
}

const nameOf = (input: PairingInput) => {
  const names = new Map(input.tournament.players.map((p) => [p.id, p.name] as const));
  return (id: string) => names.get(id) ?? id;
};

function presentCount(input: PairingInput): number {
  const absent = new Set(input.absent);
  return input.tournament.players.filter(
    (p) => !absent.has(p.id) && (p.withdrawnAfterRound === undefined || p.withdrawnAfterRound >= input.round),
  ).length;
}

/** What the pane shows before "Pair": the round to pair, fixed pairs, absences. One read sync. */
export async function previewPairing(host: ExcelHost, request: { resultsSheet: string; playersSheet?: string }): Promise<PairPreview> {
  const inputs = await readFilledInputs(host, { resultsSheet: request.resultsSheet, playersSheet: request.playersSheet });
  if (!inputs.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !inputs.players) return { kind: "missing-sheet", sheet: request.playersSheet };
  const input = readPairingInput(inputs);
  const name = nameOf(input);
  return {
    kind: "ready",
    round: input.round,
    firstRound: !input.tournament.games.some((g) => g.round < input.round),
    fixed: input.fixedRows.map((fr) => ({
      table: fr.table,
      black: name(fr.pair.black),
      white: fr.pair.white === null ? null : name(fr.pair.white),
    })),
    absent: input.absent.map(name),
    present: presentCount(input),
    errors: input.problems.filter((p) => p.severity === "error").length,
  };
}

/** The engine's options from the pane's settings (as the command line builds them). */
export function pairingOptionsOf(request: PairRequest, input: PairingInput): PairingOptions {
  const settings: PairingOptions["settings"] = {
    reversedColourRematch: request.allowReversedRematch === false ? "forbidden" : REVERSED_REMATCH_PENALTY,
  };
  if (request.sameCountryPenalty !== undefined) settings.sameCountry = new Array(Math.max(1, input.round)).fill(request.sameCountryPenalty);
  if (request.maxColourImbalance !== undefined) settings.maxColourImbalance = request.maxColourImbalance;
  const options: PairingOptions = { round: input.round, absent: input.absent, fixedPairs: input.fixedPairs, settings };
  if (request.firstRound) options.firstRound = request.firstRound;
  if (request.seed !== undefined) options.seed = request.seed;
  if (request.foreignersMeetLocalsFirst) options.foreignersMeetLocalsFirst = true;
  return options;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * Pair round N of the workbook's results and write it: exactly one read sync, and one write sync
 * when (and only when) there is something to write. See PairOutcome for every case.
 */
export async function pairInWorkbook(host: ExcelHost, request: PairRequest): Promise<PairOutcome> {
  // Filled merges also place the new rows below a merged area that reaches past the last game.
  const inputs = await readFilledInputs(host, { resultsSheet: request.resultsSheet, playersSheet: request.playersSheet, forPairing: true });
  if (!inputs.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !inputs.players) return { kind: "missing-sheet", sheet: request.playersSheet };
  const input = readPairingInput(inputs);
  if (input.problems.some((p) => p.severity === "error")) return { kind: "problems", round: input.round, problems: input.problems };

  const t = input.tournament;
  const paired = pairRound(t, pairingOptionsOf(request, input));
  if (!paired.ok) {
    const retryReversed =
      request.allowReversedRematch === false && paired.error.wouldAllow.some((w) => w.setting === "reversedColourRematch");
    return { kind: "no-round", round: paired.round, message: pairingFailureText(paired, t, request.locale), failure: paired, retryReversed };
  }
  // Tables typed by the director in fixed rows are kept; the others fill the free numbers.
  const res = applyTypedTables(paired, input.fixedRows);

  const results = inputs.results;
  const header = findResultsHeader(results.values)!; // no error above: the header was found
  const rows = renderPairingRows(res, t, { header: results.values[header.row] as unknown[], skipFixed: true });
  const sheet = renderRoundSheet(res, t, { locale: request.locale });
  const lines: PairLine[] = sheet.values.slice(1).map((v, i) => ({
    table: Number(v[0]),
    black: String(v[1]),
    blackPoints: Number(v[2]),
    white: res.pairs[i].white === null ? null : String(v[3]),
    whitePoints: v[4] === null ? null : Number(v[4]),
    why: String(v[sheet.whyColumn] ?? ""),
    fixed: res.pairs[i].reasons.some((r) => r.kind === "fixed"),
  }));

  // The director's rows: an EMPTY Table cell gets the table the round gave the pair (a cell with
  // anything else in it, even text that is no table number, is left as the director wrote it).
  const tableOf = new Map(res.pairs.map((p) => [`${p.black}\u0000${p.white}`, p.table] as const));
  const cells: PairingWrite["cells"] = [];
  const tableCol = header.columns.table;
  for (const fr of input.fixedRows) {
    const table = tableOf.get(`${fr.pair.black}\u0000${fr.pair.white}`);
    const empty = tableCol !== undefined && isBlank((results.values[fr.row] ?? [])[tableCol]);
    if (fr.table === undefined && fr.tableCell !== undefined && empty && table !== undefined) cells.push({ address: fr.tableCell, value: table });
  }

  const n = res.pairs.length;
  const roundSheet = planRoundSheet(inputs, res.round, sheet.name);
  const roundContent = {
    ...toContent(sheet.values, sheet.numberFormats, sheet.headerRowCount),
    printArea: sheet.printArea,
    printTitleRows: "$1:$1",
    fontSize: sheet.pageSetup.fontSize,
    // sheets/ says "0 = as many pages as needed"; Office's zoom takes a count, so: one page per
    // ROUND_SHEET_ONE_PAGE tables (each page then holds at most that many rows at this font size).
    fitToPages: { wide: 1, tall: sheet.pageSetup.fitToHeight === 1 ? 1 : Math.ceil(n / ROUND_SHEET_ONE_PAGE) },
  };

  if (rows.values.length === 0) {
    // Every player already has a row of this round: nothing to add (a second click on Pair).
    const writeSheet = roundSheet.kind === "create";
    const w: PairingWrite = { resultsSheet: results.sheetName, cells, round: writeSheet ? { target: roundSheet, content: roundContent } : undefined };
    if (writeSheet || cells.length > 0) await writePairing(host, w);
    return { kind: "already-paired", round: res.round, rows: input.fixedRows.length, lines, roundSheet, wroteSheet: writeSheet, wrote: writeSheet || cells.length > 0 };
  }

  // The new rows go right below the last row holding anything, in the header's columns.
  const origin = parseTopLeft(results.address);
  let last = results.values.length;
  while (last > 0 && (results.values[last - 1] ?? []).every(isBlank)) last--;
  const width = rows.values[0].length;
  const top = origin.row + last + 1; // 1-based row of the first new row
  const address = `${columnLetters(origin.col)}${top}:${columnLetters(origin.col + width - 1)}${top + rows.values.length - 1}`;
  const touching = inputs.resultsLastRowTables ?? [];
  const canResize = request.canResizeTables !== false;
  const growTable = touching.length === 1 && canResize ? touching[0] : undefined;

  await writePairing(host, {
    resultsSheet: results.sheetName,
    rows: {
      address,
      values: rows.values.map((line) => line.map((v) => (v === null ? "" : v))),
      numberFormats: rows.numberFormats,
    },
    growTable,
    cells,
    round: { target: roundSheet, content: roundContent },
  });
  return {
    kind: "written",
    round: res.round,
    lines,
    rowsAdded: rows.values.length,
    rowsAddress: `${quoteSheetName(results.sheetName)}!${address}`,
    tableGrown: growTable,
    tablesNotGrown: touching.length > 1 ? touching : [],
    tableNotResizable: touching.length === 1 && !canResize ? touching[0] : undefined,
    roundSheet,
    method: res.method,
    seed: res.seed,
    warnings: input.problems,
  };
}

