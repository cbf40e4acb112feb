/**
 * The words src/sheets/ and src/i18n/ share: a problem's code and shape, the columns of the Results
 * and Players sheets, what sheet detection notes. Types only, so both layers import them from here and
 * no import runs from src/i18n/ back up into src/sheets/ (the language list itself is src/i18n/locale.ts).
 */

/** The columns of a Results sheet (their titles in en/ko/ja: src/sheets/headers.ts and src/i18n/workbook.ts). */
export type ResultsColumn = "round" | "table" | "black" | "blackDiscs" | "whiteDiscs" | "white" | "result";

/** The columns of a Players sheet. */
export type PlayersColumn = "id" | "name" | "country" | "rating" | "withdrawnAfterRound";

/** A problem found in the input, always tied to one cell. Never thrown: collected and returned. */
export interface Problem {
  /** "error" blocks computing (write nothing); "warning" is shown but computing goes on. */
  severity: "error" | "warning";
  /** Sheet name as given by the host, e.g. "Results" (for a CSV file: the file name). */
  sheet: string;
  /** A1 address of the cell inside the sheet, e.g. "D14". */
  cell: string;
  /** Sheet-qualified address, e.g. "Results!D14" (quoted when needed: "'My results'!D14"). */
  address: string;
  /** Stable machine code, e.g. "discs-out-of-range"; key of the templates in src/i18n/problems.ts. */
  code: ProblemCode;
  /** English text: what is wrong, what was expected, how to fix it. (Without the address.) */
  message: string;
  /** Values filled into the message template (for translation: see formatProblem in src/i18n/problems.ts). */
  params?: Record<string, string | number>;
}

/** Every code a Problem can carry. The message templates for each live in src/i18n/problems.ts. */
export type ProblemCode =
  | "no-header"
  | "missing-column"
  | "duplicate-column"
  | "cell-error"
  | "formula-no-value"
  | "round-missing"
  | "round-invalid"
  | "round-gap"
  | "round-beyond-planned"
  | "round-pending"
  | "table-invalid"
  | "player-missing"
  | "player-not-text"
  | "unknown-player"
  | "unknown-player-close"
  | "ambiguous-player"
  | "name-variant"
  | "name-merged"
  | "self-game"
  | "player-twice-in-round"
  | "duplicate-row"
  | "double-bye"
  | "bye-twice"
  | "bye-with-discs"
  | "bye-result-ignored"
  | "discs-not-number"
  | "discs-out-of-range"
  | "discs-incomplete"
  | "discs-sum"
  | "result-missing"
  | "result-invalid"
  | "result-mismatch"
  | "played-after-withdrawal"
  | "players-duplicate-id"
  | "players-duplicate-name"
  | "players-name-missing"
  | "players-rating-invalid"
  | "players-withdrawn-invalid";

export type SheetRole = "results" | "players";

export type DetectionNote =
  /** The chosen sheet is hidden in Excel (no visible sheet qualified). */
  | { code: "hidden-sheet-used"; role: SheetRole; sheet: string }
  /** Other sheets also look like the results / players: `others` were not read. */
  | { code: "several-sheets"; role: SheetRole; sheet: string; others: { name: string; hidden: boolean }[] };

/**
 * Why a file given as a tournament file is not one (src/formats/elo/judge.ts decides from what every real WOF
 * results file shares, docs/rules.md §7.3; src/i18n/files.ts words it in en/ko/ja). `text` is the line as read,
 * shortened; `line` is 1-based.
 */
export type NotResultsReason =
  /** A control character no text file holds (`code`: its character code). */
  | { kind: "binary"; line: number; code: number }
  /** JSON, but not a FlipTheDisc export (no "players_list"). */
  | { kind: "json" }
  /** An HTML or XML page. */
  | { kind: "markup"; line: number; text: string }
  /** A table of values separated by commas, semicolons or tabs (a CSV file), without game lines. */
  | { kind: "table"; line: number; text: string }
  /** No header line, player line or game line among `lines` lines. */
  | { kind: "no-lines"; lines: number }
  /** Fewer game lines than other lines outside comments: `line`/`text` is the first other line. */
  | { kind: "few-games"; games: number; others: number; line: number; text: string }
  /** The header (`what` "header": the line `text`) or the player list (`what` "players") starts again after the games. */
  | { kind: "doubled"; what: "header" | "players"; line: number; first: number; text: string }
  /** A published score larger than every round the file's games fill: the file stops early. */
  | { kind: "cut-short"; player: string; score: number; rounds: number; line: number }
  /** The file ends inside a line (no line end after it, and it is no complete line). */
  | { kind: "cut-mid-line"; line: number; text: string };

/** Why export-elo writes no file (src/formats/eloEvent.ts decides; src/i18n/files.ts words it in en/ko/ja). */
export type EloExportRefusal =
  /** No played or adjudicated game: a results file of byes and forfeits only rates nothing and reads back as nothing. */
  | { kind: "no-games" }
  /** The date is no real date (`source`: where it came from, e.g. "--date", "'Tournament'!B4"). */
  | { kind: "bad-date"; value: string; source: string };

/**
 * What a workbook part Brightwell would lose is, by its relationship kind (src/xlsx/parts.ts finds it; src/i18n/packages.ts
 * names each in every language). The one list of them: the type is derived from it.
 */
export const PART_KINDS = [
  "drawing",
  "comments",
  "vmlDrawing",
  "threadedComment",
  "pivotTable",
  "hyperlink",
  "image",
  "oleObject",
  "ctrlProp",
  "slicer",
  "timeline",
  "queryTable",
] as const;
export type PartKind = (typeof PART_KINDS)[number];

/**
 * Why a workbook file cannot be read or changed (src/xlsx decides; src/i18n/packages.ts words it in en/ko/ja, with
 * what to do in Excel). `file` is the file as the user named it.
 */
export type PackageRefusal =
  /** An OLE compound file: a password-protected workbook or an Excel 97-2003 .xls. */
  | { kind: "ole" }
  /** No zip at all. */
  | { kind: "not-zip" }
  /** A zip that ends too soon. */
  | { kind: "truncated" }
  /** A zip whose part `part` is encrypted. */
  | { kind: "encrypted"; part: string }
  /** A part compressed with a method other than stored or deflate. */
  | { kind: "method"; part: string; method: number }
  /** An Excel package of another kind: a template, an add-in, or something else. */
  | { kind: "other-excel"; what: "template" | "add-in" | "other" }
  /** An OpenDocument file (a spreadsheet, .ods, or another kind). */
  | { kind: "opendocument"; spreadsheet: boolean }
  /** An Excel Binary Workbook. */
  | { kind: "xlsb" }
  /** Strict Open XML. */
  | { kind: "strict" }
  /** A zip without a workbook in it. */
  | { kind: "not-workbook" }
  /** A cell Brightwell must write holds a formula other cells share. */
  | { kind: "shared-formula"; sheet: string; ref: string }
  /** The workbook has cell metadata of its own (Brightwell writes dynamic arrays only into new workbooks). */
  | { kind: "cell-metadata" }
  /** A sheet Brightwell wrote now also holds parts of the user's (`parts`: their kinds; `other`: unknown kinds). */
  | { kind: "would-lose"; sheet: string; parts: PartKind[]; other: string[] };
