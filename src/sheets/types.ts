/**
 * Public types of src/sheets/ (pure: 2-D cell values in, model or 2-D values + formats out).
 * Kept in one file so hosts (excel/, cli/, taskpane/) can import them without pulling code.
 */
import type { Tournament } from "../engine";
import type { Locale } from "../i18n/locale";
import type { Problem, ProblemCode } from "../vocabulary";

export type { Problem, ProblemCode };

/** A block of cells as a host read it: values row by row, and where values[0][0] sits. */
export interface SheetInput {
  /** The worksheet name (used in every problem address). */
  sheetName: string;
  /** Cell values row by row. Any type: number, string, "", null, undefined, boolean, Date, objects. */
  values: unknown[][];
  /**
   * Address of values[0][0] in the sheet, so problems name the real cell: "A1" (default), "C3",
   * a range "C3:H40" or "Results!C3:H40" (what Excel's getUsedRange / table.getRange return).
   */
  topLeft?: string;
}

export interface ParseOptions {
  /**
   * What to do when a game's discs do not add up to the board total (64): "warn" (default: accept
   * the discs as written and report a warning) or "error" (treat it as an error: nothing is computed).
   */
  discSum?: "warn" | "error";
  /** Discs on the board (64 for 8x8). Disc cells must be whole numbers 0..boardDiscs. */
  boardDiscs?: number;
  /** Planned number of Swiss rounds, copied to Tournament.rounds (C = 64/N uses it). */
  rounds?: number;
  /** Tournament name, copied to Tournament.name. */
  name?: string;
  /**
   * The last round when it has pairings but no results at all (what a director has after pairing):
   * "skip" leaves its rows out with one "round-pending" warning (standings before that round: the
   * CLI's `standings` does this); "error" (default, what pairing needs) reports every game of it as
   * a game without result.
   */
  pendingRound?: "skip" | "error";
  /** How many rows from the top to search for the header row (default 30). */
  headerSearchRows?: number;
}

export interface ParseResultsInput extends SheetInput {
  /** The optional Players sheet (ID, Name, Country, Rating, Withdrawn after round). */
  players?: SheetInput;
  options?: ParseOptions;
}

export interface ParseResult {
  /** The tournament read from the sheets. Built even when there are errors (from the valid rows). */
  tournament: Tournament;
  /** Every problem found, in sheet order (Players sheet first, then Results). Empty when all is well. */
  problems: Problem[];
}

/** A rendered sheet: write `values` as one 2-D array, then `numberFormats`, then make a table of it. */
export interface RenderedSheet {
  values: (string | number | null)[][];
  /** Same shape as values. "@" marks text cells (write the formats before the values). Office.js does
   *  not promise that "@" keeps a value starting with "=", "+" or "-" as text: the Excel adapter also
   *  gives such values the text prefix (asExcelText in src/excel/queue.ts); the file writer (src/xlsx) writes strings
   *  as strings. */
  numberFormats: string[][];
  headerRowCount: 1;
  /** Suggested column widths in characters (Excel's unit), one per column. */
  columnWidths?: number[];
}

/** The one locale type (src/i18n/locale.ts), part of the sheets' public API. */
export type { Locale };

export interface RenderOptions {
  locale?: Locale;
  /** Add one crosstable column per round (default true). */
  crosstable?: boolean;
  /**
   * Show BQ as an integer ("0"). Default: true when the preset rounds BQ (FTD publishes integers)
   * or when every BQ is a whole number anyway (e.g. C = 6); else BQ is shown with 2 decimals.
   */
  roundBq?: boolean;
  /** Suggest column widths (default true): a sheet to write needs them, text printed from the values does not. */
  columnWidths?: boolean;
}
