/**
 * The rating sheets' public types: what a host passes in (the sheets as read, the event, the settings) and the
 * plans it gets back (preview rows and the sheets to write, for an update and an undo).
 */
import type { RatingSettings, RatingSettingsInput, RatingUpdate } from "../../engine";
import type { RatingProblemCode } from "../../i18n/ratings";
import type { Locale, ParseOptions, Problem, ProblemCode, SheetInput } from "../types";

/** What a cell of a written sheet holds. */
export type CellValue = string | number | boolean | null;

/** A problem of the rating sheets (or of the Results sheet it reads), tied to one cell. */
export interface RatingProblem extends Omit<Problem, "code"> {
  code: ProblemCode | RatingProblemCode;
}

/** One sheet to write. */
export interface RatingSheetWrite {
  /** The sheet read (or, when it is created, its name in the sheets' language: "Ratings", "레이팅 이력" …). */
  sheetName: string;
  /** True when the sheet does not exist yet. */
  create: boolean;
  /** Address of values[0][0] inside the sheet ("A1" for History and Rated games, which are written whole). */
  topLeft: string;
  values: CellValue[][];
  /** Same shape as values; write them BEFORE the values ("@" keeps a name like "=x" as text). */
  numberFormats: string[][];
  /** 0-based index of the header row in values. */
  headerRow: number;
  columnWidths: number[];
  /** Size of the block read from the sheet before (0 × 0 when created): clear what `values` no longer covers. */
  rowsRead: number;
  columnsRead: number;
}

/**
 * A preview line (pane and `rate`): one per player with a rated game in the event; the engine's RatingUpdate
 * (old, expected, points, games, delta, new, provisional, newcomer) keyed as on the sheet. `old` is null for a KBA
 * newcomer (an Elo newcomer's is the start rating).
 */
export interface RatingPreviewRow extends Omit<RatingUpdate, "key" | "regime"> {
  /** The player's key on the list: his ID, or his name when he has no ID. */
  id: string;
  /** How he was found on the list. */
  match: "id" | "name" | "new";
}

export interface RatingSheetsInput {
  /** The Ratings sheet (undefined: none yet, a new list is started). */
  ratings?: SheetInput;
  history?: SheetInput;
  games?: SheetInput;
  /** Language of the titles written and of the problems (default en). */
  locale?: Locale;
}

export interface RatingEventInput {
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  /** When the host applies it (ISO 8601, e.g. new Date().toISOString()). */
  appliedAt: string;
}

export interface RatingUpdateInput extends RatingSheetsInput {
  results: SheetInput;
  players?: SheetInput;
  event: RatingEventInput;
  settings: RatingSettingsInput;
  /** Options of the results parser (default: discs not adding to 64 are a warning; a pending last round is skipped). */
  resultsOptions?: ParseOptions;
  /**
   * Rate the event although its games are on the History already (another event's: a re-sent copy is refused
   * without it); a warning names the earlier event and the History rows say so. Never for the same name and date.
   */
  allowSameGames?: boolean;
}

export interface RatingWrites {
  ratings: RatingSheetWrite;
  history: RatingSheetWrite;
  /** Only when the sheet exists or the method is KBA. */
  games?: RatingSheetWrite;
}

export type RatingPlan =
  | { ok: false; problems: RatingProblem[] }
  | {
      ok: true;
      /** Warnings only (shown; nothing blocks). */
      problems: RatingProblem[];
      preview: RatingPreviewRow[];
      writes: RatingWrites;
      settings: RatingSettings;
    };

export interface UndoInput extends RatingSheetsInput {
  event: { name: string; date?: string };
}

export interface UndoPreviewRow {
  id: string;
  name: string;
  /** Rating now. */
  current: number;
  /** Rating restored; null when the player is removed (he was added by the event). */
  restored: number | null;
}

export type UndoPlan =
  | { ok: false; problems: RatingProblem[] }
  | {
      ok: true;
      problems: RatingProblem[];
      event: { name: string; date: string; appliedAt: string };
      preview: UndoPreviewRow[];
      writes: RatingWrites;
    };

/** An event on the History. */
export interface AppliedEventInfo {
  event: string;
  date: string;
  appliedAt: string;
  method: string;
  players: number;
  /** It is the latest event of each of its players (undo allowed now). */
  undoable: boolean;
}
