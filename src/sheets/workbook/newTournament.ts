/**
 * A new tournament workbook as data (pure): the Tournament (settings), Players, Results and Standings
 * sheets, and for the templates an Instructions sheet and example rows, with headers in the chosen
 * language and the entry aids: data validation, conditional formats, number formats, frozen header
 * rows, column widths, print setup, and the workbook names that hold the settings.
 *
 *   newTournamentWorkbook({ name, date?, rounds, preset, constant?, language, example?, instructions?, sheetNames? })
 *       → WorkbookSpec { title, sheets, names }
 *   newTournamentSheetNames(language, existingSheetNames) → free names for the sheets (never an existing one)
 *
 * Two thin writers apply the spec: the package layer (src/xlsx/spec.ts: `npm run templates`) and, in the task
 * pane, Office.js (one write sync). The pane reads the sheet and name lists in its one read sync, calls
 * newTournamentSheetNames so that no sheet it does not own is replaced, and passes the names here.
 *
 * Layout (1-based rows; the names below point at these cells, so nothing reads a fixed address):
 *   Tournament  A1 title; A3:C8 label | value | note for event, date, preset, constant, rounds, language;
 *               A10 what reads them; E (hidden) the Black/White drop-down list: the bye words, then the
 *               Players' names mirrored by formulas (Brightwell_EntryList).
 *   Players     ID | Name | Country | Rating | Withdrawn after round | Absent rounds, rows 2..PLAYER_ROWS+1.
 *   Results     Round | Table | Black | Black discs | White discs | White | Result, rows 2..RESULT_ROWS+1.
 *   Standings   A1: =OTHELLO.STANDINGS(Results!$A$1:$G$…, Brightwell_Preset, Brightwell_Constant,
 *               Brightwell_Rounds, Brightwell_Language), marked Brightwell_Standings (so the pane's
 *               "Compute standings" and `standings --out` may replace it by the full table).
 *
 * With `ratings`, a Ratings sheet (the officer's rating list, read and updated by src/sheets/ratings/) goes
 * after Players: its header in the language, ready for the list (the pane's "New tournament" offers it).
 */
import {
  type ConstantSetting,
  type PresetId,
  PRESET_IDS,
  CONSTANT_METHODS,
  isConstantSetting,
  PRESET_CONSTANT,
} from "../../engine";
import { columnLetters, quoteSheetName } from "../address";
import { BYE_WORDS, STANDINGS_SHEET_NAME } from "../headers";
import { liveStandings } from "../standings/live";
import { LINE_HEIGHT, sheetPageSetup, wallPageSetup, widthForFont, wrappedRowHeight } from "../standings/print";
import { instructionsSheet } from "./instructions";
import { freeSheetName, isValidSheetName } from "../sheetNames";
import { STANDINGS_MARK } from "../ownership";
import type { Locale } from "../types";
import { ROUND_LABELS } from "../../i18n/pairing";
import { RATINGS_COLUMNS, RATINGS_TITLES } from "../../i18n/ratings";
import { RATINGS_FORMATS } from "../ratings";
import { workbookTexts, type WorkbookTexts } from "../../i18n/workbook";
import { exampleEvent, type ExampleEvent } from "./example";
import {
  DEFAULT_PRESET,
  excelDateSerial,
  HEADER_SETTING_KEYS,
  LOCALES,
  MAX_ROUNDS,
  SETTING_KEYS,
  SETTING_NAMES,
} from "./settings";
import {
  emptySheet,
  type ConditionalFormatSpec,
  type NameSpec,
  type SheetRole,
  type SheetSpec,
  type SpecValue,
  type ValidationSpec,
  type WorkbookSpec,
} from "./spec";

/** Rows of players the entry aids cover (below the header). */
export const PLAYER_ROWS = 500;
/** Rows of games the entry aids and the STANDINGS formula cover (below the header): 100 players × 20 rounds / 2. */
export const RESULT_ROWS = 1000;
/** Font size (points) of the live Standings sheet, on screen and printed. */
const LIVE_STANDINGS_FONT = 14;
/** The row of the live STANDINGS formula (its header row): below the line for readers without the add-in. */
export const LIVE_STANDINGS_ROW = 2;
/** Discs on the board (what a game's discs add up to). */
const BOARD = 64;

/** Names of the helper ranges (besides the settings' SETTING_NAMES). */
export const HELPER_NAMES = {
  playerNames: "Brightwell_PlayerNames",
  playerIds: "Brightwell_PlayerIds",
  entryList: "Brightwell_EntryList",
  /** The Standings ownership mark, shared with the pane and the CLI (src/sheets/ownership.ts). */
  standings: STANDINGS_MARK,
} as const;

/** Tab order of the sheets a new tournament creates (instructions: the templates; ratings: when asked for). */
export const SHEET_ORDER: readonly SheetRole[] = [
  "instructions",
  "settings",
  "players",
  "ratings",
  "results",
  "standings",
];

export interface NewTournamentOptions {
  /** The event's name. */
  name: string;
  /** First day, yyyy-mm-dd. */
  date?: string;
  /** Planned number of Swiss rounds. */
  rounds: number;
  preset: PresetId;
  /** Undefined: the preset's own C ("preset" in the Constant cell). */
  constant?: ConstantSetting;
  language: Locale;
  /** Example players and games (the templates). */
  example?: ExampleEvent;
  /** Add the Instructions sheet with the BQ worked example (the templates). */
  instructions?: boolean;
  /** Add an empty Ratings sheet (the rating list) after Players. */
  ratings?: boolean;
  /** The sheet names to use (free names chosen by newTournamentSheetNames); default the language's. */
  sheetNames?: Partial<Record<SheetRole, string>>;
  /**
   * The address of the Brightwell site (where its manifest and templates are published, e.g.
   * "https://othello-fed.github.io/brightwell/"), named in the line for readers without the add-in.
   */
  site?: string;
}

/** The sheet names of a new tournament in a language, each made free among `existing` (never replacing a sheet). */
export function newTournamentSheetNames(
  language: Locale,
  existing: readonly string[] = [],
): Record<Exclude<SheetRole, "slips">, string> {
  const t = workbookTexts(language);
  const wanted: Record<Exclude<SheetRole, "slips">, string> = {
    instructions: t.sheet.instructions,
    settings: t.sheet.settings,
    players: t.sheet.players,
    results: t.sheet.results,
    ratings: t.sheet.ratings,
    standings: STANDINGS_SHEET_NAME[language] ?? STANDINGS_SHEET_NAME.en,
  };
  const taken = [...existing];
  const out = {} as Record<Exclude<SheetRole, "slips">, string>;
  for (const role of SHEET_ORDER as Exclude<SheetRole, "slips">[]) {
    out[role] = freeSheetName(wanted[role], taken);
    taken.push(out[role]);
  }
  return out;
}

/** Check the options; throws a RangeError naming the field (the pane checks its form with the same rules first). */
function check(o: NewTournamentOptions): void {
  if (!LOCALES.includes(o.language))
    throw new RangeError(`language must be one of ${LOCALES.join(", ")}, got "${o.language}".`);
  if (!PRESET_IDS.includes(o.preset))
    throw new RangeError(`preset must be one of ${PRESET_IDS.join(", ")}, got "${o.preset}".`);
  if (!Number.isInteger(o.rounds) || o.rounds < 1 || o.rounds > MAX_ROUNDS)
    throw new RangeError(`rounds must be a whole number from 1 to ${MAX_ROUNDS}, got ${o.rounds}.`);
  if (o.name.length > 255) throw new RangeError("The event's name must be at most 255 characters.");
  if (o.date !== undefined) excelDateSerial(o.date);
  const c = o.constant;
  if (c !== undefined && !isConstantSetting(c)) {
    throw new RangeError(
      `constant must be a number of 0 or more, "exact", "even" or "papp", got ${JSON.stringify(c)}.`,
    );
  }
  for (const [role, name] of Object.entries(o.sheetNames ?? {})) {
    if (name !== undefined && !isValidSheetName(name))
      throw new RangeError(`The ${role} sheet name "${name}" is not a valid Excel sheet name.`);
  }
}

/** Excel text for a formula: "a" → "\"a\"" (double quotes doubled). */
const str = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The bye words in an array constant, for MATCH in a conditional format (all the parser accepts). */
const BYE_ARRAY = `{${BYE_WORDS.map(str).join(",")}}`;

/** "A2:A1001" */
const col = (c: number, from: number, to: number) => `${columnLetters(c)}${from}:${columnLetters(c)}${to}`;

/** The bye word(s) offered in the Black/White drop-down: the language's word, and BYE. */
export function byeChoices(language: Locale): string[] {
  const word = ROUND_LABELS[language]?.bye ?? "BYE";
  return word === "BYE" ? ["BYE"] : [word, "BYE"];
}

/** The whole workbook. */
export function newTournamentWorkbook(options: NewTournamentOptions): WorkbookSpec {
  check(options);
  const t = workbookTexts(options.language);
  const names = newTournamentSheetNames(options.language);
  for (const [role, name] of Object.entries(options.sheetNames ?? {}))
    if (name !== undefined && role in names) names[role as keyof typeof names] = name;
  const ref = (role: keyof typeof names, range: string) => `${quoteSheetName(names[role])}!${range}`;
  const abs = (a1: string) => a1.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");

  const settings = settingsSheet(options, t, names, ref);
  const players = playersSheet(options, t, names.players);
  const results = resultsSheet(options, t, names.results);
  const standings = standingsSheet(options, t, names, results.values);
  const sheets: SheetSpec[] = [settings.sheet, players, results, standings];
  if (options.ratings) sheets.splice(2, 0, ratingsSheet(options.language, names.ratings));
  if (options.instructions)
    sheets.unshift(
      instructionsSheet(options.language, names.instructions, { site: options.site, standingsSheet: names.standings }),
    );

  const nameSpecs: NameSpec[] = [
    ...SETTING_KEYS.map((key) => ({ name: SETTING_NAMES[key], ref: ref("settings", abs(settings.cells[key])) })),
    { name: HELPER_NAMES.playerNames, ref: ref("players", abs(col(1, 2, PLAYER_ROWS + 1))) },
    { name: HELPER_NAMES.playerIds, ref: ref("players", abs(col(0, 2, PLAYER_ROWS + 1))) },
    { name: HELPER_NAMES.entryList, ref: ref("settings", abs(settings.entryList)) },
    { name: HELPER_NAMES.standings, ref: ref("standings", "$A$1") },
  ];
  return { title: options.name, sheets, names: nameSpecs };
}

// ---------------------------------------------------------------------------------------------
// Tournament (settings)
// ---------------------------------------------------------------------------------------------

const SETTING_ROW: Record<(typeof SETTING_KEYS)[number], number> = {
  event: 3,
  date: 4,
  preset: 5,
  constant: 6,
  rounds: 7,
  language: 8,
};
const ENTRY_COLUMN = 4; // E
/** The row of the note on the workbook names (below the settings, merged across A:C). */
const NOTE_ROW = 10;
/** Label, value, note, a gap, the hidden drop-down list: A:C print one page wide on A4 portrait at full size. */
const SETTINGS_WIDTHS = [22, 24, 44, 2, 30];
const SETTINGS_PRINT_CHARS = SETTINGS_WIDTHS[0] + SETTINGS_WIDTHS[1] + SETTINGS_WIDTHS[2];
/**
 * Rows the Tournament sheet prints: the title, the settings, the note, and the Country and Sender rows an import
 * adds one row below the note (importSettings.ts firstFreeRow).
 */
export const SETTINGS_PRINT_ROWS = NOTE_ROW + 1 + HEADER_SETTING_KEYS.length;

/** The Tournament sheet (settings) of a new tournament, its settings' cells and the Black/White list's range. */
export function settingsSheet(
  o: NewTournamentOptions,
  t: WorkbookTexts,
  names: Record<Exclude<SheetRole, "slips">, string>,
  ref: (role: "players", range: string) => string,
): { sheet: SheetSpec; cells: Record<(typeof SETTING_KEYS)[number], string>; entryList: string } {
  const s = emptySheet("settings", names.settings);
  const byes = byeChoices(o.language);
  const lastEntry = 1 + byes.length + PLAYER_ROWS;
  const rows = Math.max(lastEntry, 10);
  const values: SpecValue[][] = Array.from({ length: rows }, () => [null, null, null, null, null]);
  values[0][0] = t.settings.title;
  const value: Record<(typeof SETTING_KEYS)[number], SpecValue> = {
    event: o.name,
    date: o.date === undefined ? null : excelDateSerial(o.date),
    preset: o.preset,
    constant: o.constant === undefined ? PRESET_CONSTANT : o.constant,
    rounds: o.rounds,
    language: o.language,
  };
  const cells = {} as Record<(typeof SETTING_KEYS)[number], string>;
  for (const key of SETTING_KEYS) {
    const r = SETTING_ROW[key];
    values[r - 1][0] = t.settings.labels[key];
    values[r - 1][1] = value[key];
    values[r - 1][2] = t.settings.notes[key];
    cells[key] = `B${r}`;
  }
  values[NOTE_ROW - 1][0] = t.settings.namesNote;
  // The drop-down list: bye words, then each Players name (blank while the row is empty).
  values[0][ENTRY_COLUMN] = t.settings.entryList;
  byes.forEach((w, i) => (values[1 + i][ENTRY_COLUMN] = w));
  const exampleNames = o.example?.players.map((p) => p.name) ?? [];
  for (let k = 0; k < PLAYER_ROWS; k++) {
    const source = ref("players", `$B${k + 2}`);
    values[1 + byes.length + k][ENTRY_COLUMN] = {
      formula: `=IF(${source}="","",${source})`,
      cached: exampleNames[k] ?? "",
    };
  }
  s.values = values;
  s.formats = [
    { range: "B3", format: "@" },
    { range: "B4", format: "yyyy-mm-dd" },
    { range: "B5", format: "@" },
    { range: "B7", format: "0" },
    { range: "B8", format: "@" },
    { range: `E1:E${lastEntry}`, format: "@" },
  ];
  s.columnWidths = SETTINGS_WIDTHS;
  s.merges = [`A${NOTE_ROW}:C${NOTE_ROW}`];
  // The notes wrap in column C, the names note across A:C: rows as tall as their lines.
  const lineHeight = LINE_HEIGHT[o.language];
  s.rowHeights = { [NOTE_ROW]: wrappedRowHeight(t.settings.namesNote, SETTINGS_PRINT_CHARS, lineHeight) };
  for (const key of SETTING_KEYS)
    s.rowHeights[SETTING_ROW[key]] = wrappedRowHeight(t.settings.notes[key], SETTINGS_WIDTHS[2], lineHeight);
  // Printed: the settings block (the hidden drop-down list in E stays off paper), with the rows an import adds.
  s.print = { area: `A1:C${SETTINGS_PRINT_ROWS}`, setup: sheetPageSetup() };
  s.styles = [
    { range: "A1", bold: true, fontSize: 14 },
    { range: "A3:C8", vertical: "top" },
    { range: "A3:A8", bold: true },
    { range: "B3:B8", border: "grid", fill: "FFF2CC" },
    { range: "C3:C8", italic: true, fontColor: "605E5C", wrap: true },
    { range: `A${NOTE_ROW}:C${NOTE_ROW}`, wrap: true, vertical: "top", italic: true, fontColor: "605E5C" },
  ];
  s.hiddenColumns = [ENTRY_COLUMN];
  const stop = (range: string, rule: ValidationSpec["rule"], message: string): ValidationSpec => ({
    range,
    rule,
    errorStyle: "stop",
    error: { title: t.titles.setting, message },
  });
  s.validations = [
    stop("B5", { kind: "list", items: [...PRESET_IDS] }, t.validation.preset),
    stop(
      "B6",
      {
        kind: "custom",
        // the words parseConstantSetting reads (Excel's "=" ignores case, as it does), or a number
        formula: `OR(${[PRESET_CONSTANT, ...CONSTANT_METHODS].map((w) => `B6=${str(w)}`).join(",")},AND(ISNUMBER(B6),B6>=0))`,
      },
      t.validation.constant,
    ),
    stop("B7", { kind: "whole", min: 1, max: MAX_ROUNDS }, t.validation.rounds),
    stop("B8", { kind: "list", items: [...LOCALES] }, t.validation.language),
  ];
  return { sheet: s, cells, entryList: `E2:E${lastEntry}` };
}

// ---------------------------------------------------------------------------------------------
// Players
// ---------------------------------------------------------------------------------------------

/** Players, rounds within the planned number: a custom rule, so it follows the Rounds setting. */
const roundRule = (cell: string, min: number) =>
  `AND(ISNUMBER(${cell}),${cell}=INT(${cell}),${cell}>=${min},${cell}<=${SETTING_NAMES.rounds})`;

function playersSheet(o: NewTournamentOptions, t: WorkbookTexts, name: string): SheetSpec {
  const s = emptySheet("players", name);
  const h = t.players;
  const last = PLAYER_ROWS + 1;
  s.values = [[h.id, h.name, h.country, h.rating, h.withdrawnAfterRound, h.absent]];
  // Sorted by rating, highest first: round 1 pairs the top half against the bottom half.
  const sorted = [...(o.example?.players ?? [])].sort((a, b) => b.rating - a.rating);
  for (const p of sorted) s.values.push([p.id, p.name, p.country, p.rating, null, null]);
  s.formats = [
    { range: "A1:F1", format: "@" },
    { range: `A2:C${last}`, format: "@" },
    { range: `D2:E${last}`, format: "0" },
    { range: `F2:F${last}`, format: "@" },
  ];
  s.columnWidths = [8, 28, 10, 10, 22, 16];
  s.frozenRows = 1;
  s.styles = [{ range: "A1:F1", bold: true, fill: "DDEBF7", border: "bottom" }];
  s.print = { setup: sheetPageSetup() };
  s.validations = [
    {
      range: `D2:D${last}`,
      rule: { kind: "decimal", min: 0 },
      errorStyle: "stop",
      error: { title: t.titles.rating, message: t.validation.rating },
    },
    {
      range: `E2:E${last}`,
      rule: { kind: "custom", formula: roundRule("E2", 0) },
      errorStyle: "stop",
      error: { title: t.titles.withdrawn, message: t.validation.withdrawn },
    },
  ];
  return s;
}

// ---------------------------------------------------------------------------------------------
// Ratings (the rating list, empty)
// ---------------------------------------------------------------------------------------------

/** The officer's Ratings sheet, empty: the header in the language (the list's first titles), its formats. */
function ratingsSheet(language: Locale, name: string): SheetSpec {
  const s = emptySheet("ratings", name);
  const last = PLAYER_ROWS + 1;
  s.values = [RATINGS_COLUMNS.map((c) => RATINGS_TITLES[c][language][0])];
  s.formats = [
    { range: `A1:${columnLetters(RATINGS_COLUMNS.length - 1)}1`, format: "@" },
    ...RATINGS_COLUMNS.map((c, i) => ({ range: col(i, 2, last), format: RATINGS_FORMATS[c] })),
  ];
  s.columnWidths = [8, 28, 10, 8, 12, 30, 10, 9, 9, 10, 8]; // the list's own columns, then the membership columns
  s.frozenRows = 1;
  s.styles = [
    { range: `A1:${columnLetters(RATINGS_COLUMNS.length - 1)}1`, bold: true, fill: "DDEBF7", border: "bottom" },
  ];
  s.print = { setup: sheetPageSetup() };
  return s;
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

function resultsSheet(o: NewTournamentOptions, t: WorkbookTexts, name: string): SheetSpec {
  const s = emptySheet("results", name);
  const h = t.results;
  const last = RESULT_ROWS + 1;
  s.values = [[h.round, h.table, h.black, h.blackDiscs, h.whiteDiscs, h.white, h.result]];
  if (o.example) {
    const nameOf = new Map(o.example.players.map((p) => [p.id, p.name] as const));
    for (const g of o.example.games) {
      s.values.push([
        g.round,
        g.table,
        nameOf.get(g.black) ?? g.black,
        g.blackDiscs ?? null,
        g.whiteDiscs ?? null,
        g.white === null ? "BYE" : (nameOf.get(g.white) ?? g.white),
        null,
      ]);
    }
  }
  s.formats = [
    { range: "A1:G1", format: "@" },
    { range: `A2:B${last}`, format: "0" },
    { range: `C2:C${last}`, format: "@" },
    { range: `D2:E${last}`, format: "0" },
    { range: `F2:G${last}`, format: "@" },
  ];
  s.columnWidths = [8, 7, 26, 12, 12, 26, 10];
  s.frozenRows = 1;
  s.styles = [{ range: "A1:G1", bold: true, fill: "DDEBF7", border: "bottom" }];
  s.print = { setup: sheetPageSetup() };
  const player: ValidationSpec["rule"] = {
    kind: "list",
    source: `OFFSET(${HELPER_NAMES.entryList},0,0,MAX(1,COUNTIF(${HELPER_NAMES.entryList},"?*")),1)`,
  };
  const v = t.validation;
  const T = t.titles;
  s.validations = [
    {
      range: `A2:A${last}`,
      rule: { kind: "custom", formula: roundRule("A2", 1) },
      errorStyle: "stop",
      error: { title: T.round, message: v.round },
    },
    {
      range: `B2:B${last}`,
      rule: { kind: "whole", min: 1 },
      errorStyle: "stop",
      error: { title: T.table, message: v.table },
    },
    { range: `C2:C${last}`, rule: player, errorStyle: "warning", error: { title: T.player, message: v.player } },
    {
      range: `D2:E${last}`,
      rule: { kind: "whole", min: 0, max: BOARD },
      errorStyle: "stop",
      error: { title: T.discs, message: v.discs },
    },
    { range: `F2:F${last}`, rule: player, errorStyle: "warning", error: { title: T.player, message: v.player } },
    {
      range: `G2:G${last}`,
      rule: { kind: "list", items: ["1-0", "0-1", "½-½", "1F-0F", "0F-1F"] },
      errorStyle: "warning",
      error: { title: T.result, message: v.result },
    },
  ];
  s.conditionalFormats = resultsMarks(last);
  return s;
}

const RED = { fill: "FFC7CE", fontColor: "9C0006" };
const YELLOW = { fill: "FFEB9C", fontColor: "9C5700" };

/** The Results sheet's marks (rows 2..last): discs not adding up to 64; a player twice in a round; a name not on Players. */
export function resultsMarks(last: number): ConditionalFormatSpec[] {
  const rounds = `$A$2:$A$${last}`;
  const blacks = `$C$2:$C$${last}`;
  const whites = `$F$2:$F$${last}`;
  const notBye = (c: string) => `ISNA(MATCH(${c},${BYE_ARRAY},0))`;
  const twice = (c: string) =>
    `AND($A2<>"",${c}<>"",${notBye(c)},COUNTIFS(${rounds},$A2,${blacks},${c})+COUNTIFS(${rounds},$A2,${whites},${c})>1)`;
  const unknown = (c: string) =>
    `AND(${c}<>"",COUNTA(${HELPER_NAMES.playerNames})>0,${notBye(c)},ISNA(MATCH(${c},${HELPER_NAMES.playerNames},0)),ISNA(MATCH(${c},${HELPER_NAMES.playerIds},0)))`;
  return [
    {
      range: `D2:E${last}`,
      formula: `AND(ISNUMBER($D2),ISNUMBER($E2),$D2+$E2<>${BOARD})`,
      ...YELLOW,
      meaning: "disc-sum",
    },
    { range: `C2:C${last}`, formula: twice("$C2"), ...RED, meaning: "twice-in-round" },
    { range: `F2:F${last}`, formula: twice("$F2"), ...RED, meaning: "twice-in-round" },
    { range: `C2:C${last}`, formula: unknown("$C2"), ...RED, meaning: "not-on-players" },
    { range: `F2:F${last}`, formula: unknown("$F2"), ...RED, meaning: "not-on-players" },
  ];
}

// ---------------------------------------------------------------------------------------------
// Standings (live)
// ---------------------------------------------------------------------------------------------

/** The live standings formula over the Results sheet (the settings come from the workbook names). */
export function standingsFormula(resultsSheet: string): string {
  const range = `${quoteSheetName(resultsSheet)}!$A$1:$G$${RESULT_ROWS + 1}`;
  return `=OTHELLO.STANDINGS(${range},${SETTING_NAMES.preset},${SETTING_NAMES.constant},${SETTING_NAMES.rounds},${SETTING_NAMES.language})`;
}

function standingsSheet(
  o: NewTournamentOptions,
  t: WorkbookTexts,
  names: Record<Exclude<SheetRole, "slips">, string>,
  results: SpecValue[][],
): SheetSpec {
  const s = emptySheet("standings", names.standings);
  const live = liveStandings({
    values: results as unknown[][],
    sheetName: names.results,
    topLeft: "A1",
    preset: o.preset,
    constant: o.constant,
    rounds: o.rounds,
    locale: o.language,
  });
  if (!live.ok)
    throw new RangeError(`The example results do not parse: ${live.problems.map((p) => p.message).join(" ")}`);
  // Row 1: what a reader without the add-in sees here, and where to get it. Row 2 on: the formula, saved with
  // what it last computed (shown before Excel calculates, and read by the command line).
  s.values = [
    [t.share.standings({ site: o.site })],
    [{ formula: standingsFormula(names.results), cached: live.values[0][0], spill: live.values }],
  ];
  // The sheet is for the wall: large type on screen and on paper, one A4 page wide, as many pages as the field needs.
  const setup = {
    ...wallPageSetup(PLAYER_ROWS + 1, { fontSize: LIVE_STANDINGS_FONT }),
    fitToHeight: 0,
    printTitleRows: `${LIVE_STANDINGS_ROW}:${LIVE_STANDINGS_ROW}`,
  };
  s.columnWidths = [8, 24, 9, 8, 9, 9, 8, 8].map((w) => widthForFont(w, setup.fontSize));
  const last = LIVE_STANDINGS_ROW + PLAYER_ROWS;
  s.styles = [
    { range: "A1", italic: true, fontColor: "605E5C" },
    { range: `A${LIVE_STANDINGS_ROW}:J${last}`, fontSize: setup.fontSize },
    { range: `A${LIVE_STANDINGS_ROW}:J${LIVE_STANDINGS_ROW}`, bold: true },
  ];
  s.frozenRows = LIVE_STANDINGS_ROW;
  s.print = { setup };
  return s;
}

/** Sheets of a spec by role (throws when absent: a programming error). */
export function sheetOf(spec: WorkbookSpec, role: SheetRole): SheetSpec {
  const s = spec.sheets.find((x) => x.role === role);
  if (!s) throw new RangeError(`The workbook has no ${role} sheet.`);
  return s;
}

/** Sheet of values only (for parsing in tests / the CLI): formula cells give their cached value. */
export function cachedValues(sheet: SheetSpec): unknown[][] {
  return sheet.values.map((row) => row.map((v) => (v !== null && typeof v === "object" ? (v.cached ?? null) : v)));
}

/**
 * The template of a language (templates/tournament-<language>.xlsx, `npm run templates`): the example
 * event, its language's preset (woc, koa, joa), the Instructions sheet and the live formulas. `site`: the
 * Brightwell site the template is published on (the Pages build passes it), named for readers without the add-in.
 */
export function templateWorkbook(language: Locale, options: { site?: string } = {}): WorkbookSpec {
  const example = exampleEvent(language);
  return newTournamentWorkbook({
    name: example.name,
    date: example.date,
    rounds: example.rounds,
    preset: DEFAULT_PRESET[language],
    language,
    example,
    instructions: true,
    site: options.site,
  });
}
