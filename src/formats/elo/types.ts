/**
 * The .ELO reader's shapes: what it returns (EloFile, EloPlayerLine), the error it throws, and what its steps
 * hand each other (the games and blocks as read, before they are placed into rounds).
 */
import type { Tournament, Game } from "../../engine";
import { fileNote, type FileNote } from "../notes";
import type { FileNoteKey, NoteParams } from "../../i18n/fileNotes";
import type { Locale } from "../../i18n/locale";

export interface EloPlayerLine {
  id: string;
  surname: string;
  firstname: string;
  country: string;
  /** Published final score (undefined when the column is missing or not a number). */
  score?: number;
  /** The published last column: named "disc-count", it is a disc count or a BQ (eloCheck.ts). */
  discs?: number;
  rating?: number;
  /** 1-based line number in the file. */
  line: number;
}

export interface EloFile {
  tournament: Tournament;
  /** Header lines "%%Key: value" in file order (keys as written, e.g. "Tournament", "Date"). */
  header: Record<string, string>;
  /** Titles of the player-list columns from its header comment, if the file has one. */
  columns?: string[];
  /** Player ids in the order of the player list (PAPP: the official final standings). */
  publishedOrder: string[];
  /** The player lines as published (score, last column, rating). */
  players: EloPlayerLine[];
  /** Play-off / added games, not counted in the Swiss standings. */
  extraGames: Game[];
  /** What was assumed, repaired or left out, with the line (group them with notes.ts). */
  notes: FileNote[];
}

/** A file that cannot be read: the message names the line and what to fix; `text` says it in any language. */
export class EloFormatError extends Error {
  constructor(
    message: string,
    readonly text?: (locale: Locale) => string,
  ) {
    super(message);
    this.name = "EloFormatError";
  }
}

/**
 * Where the reader's steps add their notes: at a line of the file, its kind, and its words (src/i18n/fileNotes.ts)
 * with their parameters. A class, not a closure made for each file: a call site of the optimised reader that met one
 * file's closure was thrown back to the interpreter by the next file's ("wrong call target"), and the function
 * holding it compiled again, a dozen times over the archive.
 */
export class Notes {
  constructor(private readonly notes: FileNote[]) {}

  add(line: number, code: string, key: FileNoteKey, params?: NoteParams): void {
    this.notes.push(fileNote(line, code, key, params));
  }
}

/** One game line as read, its ids not yet resolved against the player list. */
export interface RawGame {
  line: number;
  black: string;
  white: string;
  blackDiscs: number | null;
  whiteDiscs: number | null;
  blackPoints: number;
  extra: string;
  block: Block;
  /** The line's comment marks it as a walkover (lines.ts isWalkover): a forfeit, never a played game. */
  walkover?: boolean;
}

/** The games under one round header (or before any), in file order. */
export interface Block {
  kind: "numbered" | "free" | "playoff";
  number?: number;
  /** Section index (a new one when the section words change or the round numbers go back). */
  section: number;
  line: number;
  text: string;
  games: RawGame[];
}
