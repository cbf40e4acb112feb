/** "Pair round N" (see ./index.ts). */
import { excelApiSupported, type ExcelHost } from "../../src/excel/host";
import type { WorkbookInputs } from "../../src/excel/read";
import { writePairing, type PairingWrite } from "../../src/excel/write";
import { pairRound, type PairingFailure } from "../../src/engine";
import {
  applyTypedTables,
  columnLetters,
  findResultsHeader,
  pairingFailureText,
  pairingInputFromSheets,
  pairingOptionsFrom,
  parseTopLeft,
  planRoundSheet,
  quoteSheetName,
  renderPairingRows,
  renderRoundSheet,
  ROUND_SHEET_ONE_PAGE,
  toContent,
  type MarkedSheetTarget,
} from "../../src/sheets";
import type { PairingChoices, PairingInput, PairingProblem } from "../../src/sheets";
import type { Locale } from "../../src/i18n/locale";
import { readFilledInputs } from "./sheets";
import { settingProblems, settingsOf, SETTING_NAME_LIST } from "./settings";
import type { WorkbookSettingUsed } from "./standings";
import { planMarkedSheet, roleMark } from "../../src/sheets/ownership";
import { renderSlipsSheet, type TournamentSettings } from "../../src/sheets/workbook";

// ---------------------------------------------------------------------------------------------
// Pair round N
// ---------------------------------------------------------------------------------------------

/** The pane's request: the sheets, the language, and the director's pairing choices (src/sheets/pairing/options.ts). */
export interface PairRequest extends PairingChoices {
  resultsSheet: string;
  playersSheet?: string;
  /** Language of the Round sheet, the reasons and the messages. */
  locale: Locale;
  /**
   * Table.resize is available (ExcelApi 1.13: Excel 2021, Microsoft 365 since Version 2102, Mac 16.50).
   * Default: excelApiSupported("1.13") (the pane passes the same). Without it the rows are still appended
   * and the pane asks the TD to extend the table by hand.
   */
  canResizeTables?: boolean;
  /** Also write the result slips ("Slips N": one slip per table, printable) in the same write sync. */
  slips?: boolean;
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
  | {
      kind: "already-paired";
      round: number;
      rows: number;
      lines: PairLine[];
      roundSheet: MarkedSheetTarget;
      wroteSheet: boolean;
      wrote: boolean;
      slipsSheet?: MarkedSheetTarget;
    }
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
      roundSheet: MarkedSheetTarget;
      /** The result slips sheet, when asked for. */
      slipsSheet?: MarkedSheetTarget;
      method: "papp" | "rating" | "random";
      seed?: number;
      warnings: PairingProblem[];
      /** Settings taken from the workbook (planned rounds, the sheets' language), with their cells. */
      fromWorkbook: WorkbookSettingUsed[];
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

function readPairingInput(inputs: WorkbookInputs, settings: TournamentSettings = {}): PairingInput {
  const r = inputs.results!;
  const p = inputs.players;
  return pairingInputFromSheets({
    results: { sheetName: r.sheetName, values: r.values, topLeft: r.address },
    players: p ? { sheetName: p.sheetName, values: p.values, topLeft: p.address } : undefined,
    // The planned rounds the Results sheet cannot hold (the workbook's Tournament sheet), as the CLI reads them.
    options: settings.rounds === undefined ? undefined : { rounds: settings.rounds },
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
export async function previewPairing(
  host: ExcelHost,
  request: { resultsSheet: string; playersSheet?: string },
): Promise<PairPreview> {
  const inputs = await readFilledInputs(host, {
    resultsSheet: request.resultsSheet,
    playersSheet: request.playersSheet,
    namedCells: SETTING_NAME_LIST,
  });
  if (!inputs.results) return { kind: "missing-sheet", sheet: request.resultsSheet };
  if (request.playersSheet && !inputs.players) return { kind: "missing-sheet", sheet: request.playersSheet };
  const input = readPairingInput(inputs, settingsOf(inputs.namedCells).settings);
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

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

type RoundSheetRender = ReturnType<typeof renderRoundSheet>;
type PairedRound = ReturnType<typeof applyTypedTables>;

/** The pairs as the pane lists them, from the Round sheet rendered in the pane's language. */
function pairLinesOf(shown: RoundSheetRender, res: PairedRound): PairLine[] {
  return shown.values.slice(1).map((v, i) => ({
    table: Number(v[0]),
    black: String(v[1]),
    blackPoints: Number(v[2]),
    white: res.pairs[i].white === null ? null : String(v[3]),
    whitePoints: v[4] === null ? null : Number(v[4]),
    why: String(v[shown.whyColumn] ?? ""),
    fixed: res.pairs[i].reasons.some((r) => r.kind === "fixed"),
  }));
}

/**
 * The director's rows: an EMPTY Table cell gets the table the round gave the pair (a cell with anything else in it,
 * even text that is no table number, is left as the director wrote it).
 */
function typedTableCells(
  input: PairingInput,
  res: PairedRound,
  values: readonly unknown[][],
  tableCol: number | undefined,
): PairingWrite["cells"] {
  const tableOf = new Map(res.pairs.map((p) => [`${p.black}\u0000${p.white}`, p.table] as const));
  const cells: PairingWrite["cells"] = [];
  for (const fr of input.fixedRows) {
    const table = tableOf.get(`${fr.pair.black}\u0000${fr.pair.white}`);
    const empty = tableCol !== undefined && isBlank((values[fr.row] ?? [])[tableCol]);
    if (fr.table === undefined && fr.tableCell !== undefined && empty && table !== undefined)
      cells.push({ address: fr.tableCell, value: table });
  }
  return cells;
}

/** The Round sheet's content and page setup. */
function roundContentOf(sheet: RoundSheetRender, n: number) {
  return {
    ...toContent(sheet.values, sheet.numberFormats, sheet.headerRowCount),
    printArea: sheet.printArea,
    printTitleRows: "$1:$1",
    fontSize: sheet.pageSetup.fontSize,
    // sheets/ says "0 = as many pages as needed"; Office's zoom takes a count, so: one page per
    // ROUND_SHEET_ONE_PAGE tables (each page then holds at most that many rows at this font size).
    fitToPages: { wide: 1, tall: sheet.pageSetup.fitToHeight === 1 ? 1 : Math.ceil(n / ROUND_SHEET_ONE_PAGE) },
  };
}

/** Where the new rows go: right below the last row holding anything, in the header's columns. */
function newRowsAddress(results: { address: string; values: unknown[][] }, width: number, count: number): string {
  const origin = parseTopLeft(results.address);
  let last = results.values.length;
  while (last > 0 && (results.values[last - 1] ?? []).every(isBlank)) last--;
  const top = origin.row + last + 1; // 1-based row of the first new row
  return `${columnLetters(origin.col)}${top}:${columnLetters(origin.col + width - 1)}${top + count - 1}`;
}

type PairingRead =
  | { outcome: PairOutcome }
  | {
      inputs: WorkbookInputs & { results: NonNullable<WorkbookInputs["results"]> };
      stored: ReturnType<typeof settingsOf>;
      input: PairingInput;
      sheetLocale: Locale;
      fromWorkbook: WorkbookSettingUsed[];
    };

/**
 * The command's one read sync and its checks: the Results (and Players) sheets, the workbook's planned rounds and
 * language (Tournament sheet; a wrong cell stops the pairing, with its cell), the pairing input. An outcome when
 * something stops it.
 */
async function readForPairing(host: ExcelHost, request: PairRequest): Promise<PairingRead> {
  // Filled merges also place the new rows below a merged area that reaches past the last game.
  const inputs = await readFilledInputs(host, {
    resultsSheet: request.resultsSheet,
    playersSheet: request.playersSheet,
    forPairing: true,
    namedCells: SETTING_NAME_LIST,
  });
  if (!inputs.results) return { outcome: { kind: "missing-sheet", sheet: request.resultsSheet } };
  if (request.playersSheet && !inputs.players)
    return { outcome: { kind: "missing-sheet", sheet: request.playersSheet } };
  // The workbook's planned rounds and language (Tournament sheet); a wrong cell stops the pairing, with its cell.
  const stored = settingsOf(inputs.namedCells);
  const settingErrors = settingProblems(stored, ["rounds", "language"]);
  const input = readPairingInput(inputs, stored.settings);
  if (settingErrors.length > 0)
    return {
      outcome: { kind: "problems", round: input.round, problems: settingErrors as unknown as PairingProblem[] },
    };
  if (input.problems.some((p) => p.severity === "error"))
    return { outcome: { kind: "problems", round: input.round, problems: input.problems } };
  const sheetLocale = stored.settings.language ?? request.locale;
  const fromWorkbook: WorkbookSettingUsed[] = (["rounds", "language"] as const)
    .filter((k) => stored.sources[k] !== undefined)
    .map((k) => ({ key: k, value: String(stored.settings[k]), address: stored.sources[k]! }));

  return { inputs: { ...inputs, results: inputs.results }, stored, input, sheetLocale, fromWorkbook };
}

/**
 * Pair round N of the workbook's results and write it: exactly one read sync, and one write sync
 * when (and only when) there is something to write. See PairOutcome for every case.
 */
export async function pairInWorkbook(host: ExcelHost, request: PairRequest): Promise<PairOutcome> {
  const read = await readForPairing(host, request);
  if ("outcome" in read) return read.outcome;
  const { inputs, stored, input, sheetLocale, fromWorkbook } = read;

  const t = input.tournament;
  const paired = pairRound(t, pairingOptionsFrom(input, request));
  if (!paired.ok) {
    const retryReversed =
      request.allowReversedRematch === false &&
      paired.error.wouldAllow.some((w) => w.setting === "reversedColourRematch");
    return {
      kind: "no-round",
      round: paired.round,
      message: pairingFailureText(paired, t, request.locale),
      failure: paired,
      retryReversed,
    };
  }
  // Tables typed by the director in fixed rows are kept; the others fill the free numbers.
  const res = applyTypedTables(paired, input.fixedRows);

  const results = inputs.results;
  const header = findResultsHeader(results.values)!; // no error above: the header was found
  const rows = renderPairingRows(res, t, { header: results.values[header.row] as unknown[], skipFixed: true });
  const sheet = renderRoundSheet(res, t, { locale: sheetLocale });
  // The pane lists the pairs in its own language (the sheet may be in the workbook's).
  const shown = sheetLocale === request.locale ? sheet : renderRoundSheet(res, t, { locale: request.locale });
  const lines = pairLinesOf(shown, res);

  const cells = typedTableCells(input, res, results.values, header.columns.table);

  const roundSheet = planRoundSheet(inputs, res.round, sheet.name);
  const roundContent = roundContentOf(sheet, res.pairs.length);

  // The result slips of the round (asked for): one per table, printable, marked as ours.
  const slipsSpec = request.slips
    ? renderSlipsSheet(res, t, { locale: sheetLocale, event: stored.settings.event || undefined })
    : undefined;
  const slipsTarget = slipsSpec ? planMarkedSheet(inputs, roleMark("slips", res.round), slipsSpec.name) : undefined;
  const slips = slipsSpec && slipsTarget ? { target: slipsTarget, spec: slipsSpec } : undefined;

  if (rows.values.length === 0) {
    // Every player already has a row of this round: nothing to add (a second click on Pair). The printable
    // sheets are written only when there is none of ours for the round.
    const writeSheet = roundSheet.kind === "create";
    const writeSlips = slips !== undefined && slips.target.kind === "create";
    const w: PairingWrite = {
      resultsSheet: results.sheetName,
      cells,
      round: writeSheet ? { target: roundSheet, content: roundContent } : undefined,
      slips: writeSlips ? slips : undefined,
    };
    const wrote = writeSheet || writeSlips || cells.length > 0;
    if (wrote) await writePairing(host, w);
    return {
      kind: "already-paired",
      round: res.round,
      rows: input.fixedRows.length,
      lines,
      roundSheet,
      wroteSheet: writeSheet,
      wrote,
      slipsSheet: writeSlips ? slips.target : undefined,
    };
  }

  const address = newRowsAddress(results, rows.values[0].length, rows.values.length);
  const touching = inputs.resultsLastRowTables ?? [];
  // The pane says whether Table.resize exists; without a say, ask Excel (excelApiSupported is true outside Office).
  const canResize = request.canResizeTables ?? excelApiSupported("1.13");
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
    slips,
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
    slipsSheet: slips?.target,
    method: res.method,
    seed: res.seed,
    warnings: input.problems,
    fromWorkbook,
  };
}
