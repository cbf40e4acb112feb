/**
 * Reading the file line by line: header lines, the player list, round headers (which start blocks, and
 * sections when their words change or their numbers go back) and game lines, into blocks of raw games.
 * Placing the blocks into rounds is place.ts's; resolving ids and scores is assemble.ts's.
 */
import { BOARD_DISCS } from "../../engine";
import type { FileNote } from "../notes";
import {
  CANONICAL_ROUND,
  GAME_LINE,
  HEADER_RE,
  MARKER_AT,
  isWalkover,
  readGameAt,
  readRoundHeader,
  roundHeader,
  readSectionMarker,
  type GameAt,
  type RoundHeader,
} from "./lines";
import { readPlayerLine } from "./playerLine";
import { Notes, type Block, type EloPlayerLine } from "./types";

// Regular expressions used on every line: constants (a literal in a function is a new object every time it runs).
const ADDED_RESULTS = /^added results\b/i;
const HEADER_WITH_VALUE = /^%%\s*[^:]+:\s*\S/;
const HEADER_ROUND = /^%%\s*(round|ronde|rodada|day)/i;
const ID_WORD = /\bID\b/i;
const DIGITS = /^\d+$/;
const PERCENTS = /^%+\s*/;

/** What the lines say about the file's shape, for judge.ts (is it a results file at all?). */
export interface LineShape {
  /** Non-empty lines outside comments that hold no game ("not-a-game"), and the first of them. */
  others: number;
  firstOther?: { line: number; text: string };
  /** Non-empty lines outside comments that hold a game. */
  gameLines: number;
  /** The first game line (0: none). */
  firstGame: number;
  /** The last non-empty line: its number, its text, and whether it is a line outside comments holding no whole game. */
  last?: { line: number; text: string; broken: boolean };
  /** A header key ("%%Tournament: …") written again after the games, with its first line. */
  headerAgain?: { line: number; first: number; text: string };
  /** A player line ("%_%") after the games, with the first player line. */
  playersAgain?: { line: number; first: number };
}

/** What the lines of a file hold, read in order. */
export class EloReader {
  readonly header: Record<string, string> = {};
  columns: string[] | undefined = undefined;
  readonly players: EloPlayerLine[] = [];
  readonly blocks: Block[] = [];
  // Every field present from the start (undefined until known), and every block and game built with all its fields:
  // a field added later gives the object another shape, and the optimised reader went back to the interpreter for
  // each new one.
  readonly shape: LineShape = {
    others: 0,
    firstOther: undefined,
    gameLines: 0,
    firstGame: 0,
    last: undefined,
    headerAgain: undefined,
    playersAgain: undefined,
  };
  /** Header keys (lower case) → the line that first wrote them. */
  private readonly headerLines = new Map<string, number>();
  private firstPlayerLine = 0;
  private readonly note: Notes;
  /** The block the next game goes into (null before the first round header). */
  private current: Block | null = null;
  /** The section index, the words that named it and the last round number read in it. */
  private section = 0;
  private sectionWords = "";
  private lastNumber = 0;
  /** The game readGameAt read last (one object for every game of the file: addGame copies what it keeps). */
  private readonly game: GameAt = {
    black: "",
    blackDiscs: undefined,
    sign: "",
    whiteDiscs: undefined,
    white: "",
    end: 0,
  };

  constructor(notes: FileNote[]) {
    this.note = new Notes(notes);
  }

  /** One line of the file (1-based `lineNo`), as written. */
  readLine(raw: string, lineNo: number): void {
    const line = raw.trim();
    if (line === "") return;
    const shape = this.shape;
    // One object for the last line, rewritten for each (judge.ts reads it once the file is read).
    const last = (shape.last ??= { line: 0, text: "", broken: false });
    last.line = lineNo;
    last.text = line;
    last.broken = false;
    if (line.startsWith("%_%")) {
      if (shape.firstGame > 0 && !shape.playersAgain)
        shape.playersAgain = { line: lineNo, first: this.firstPlayerLine || lineNo };
      this.firstPlayerLine ||= lineNo;
      return readPlayerLine(line, lineNo, this.players, this.note);
    }
    if (line.startsWith("%")) return this.readComment(line, lineNo);
    const read = this.readGames(raw, lineNo);
    if (read === "none") {
      shape.others++;
      shape.firstOther ??= { line: lineNo, text: line };
      last.broken = true;
      this.note.add(lineNo, "not-a-game", "notAGame", { line });
      return;
    }
    shape.gameLines++;
    shape.firstGame ||= lineNo;
    last.broken = read === "partial";
  }

  /** A line starting with "%": a round header, a header line, a section marker, the columns' titles, or a comment. */
  private readComment(line: string, lineNo: number): void {
    const comment = line.replace(PERCENTS, "");
    if (line.startsWith("%%") && ADDED_RESULTS.test(comment)) {
      this.startBlock(roundHeader("playoff", "added results"), lineNo, line);
      return;
    }
    const rh = readRoundHeader(comment);
    // "%%Tournament: Campeonato Argentino (Ronda Final)" is a header line, not a round.
    const headerLine = line.startsWith("%%") && HEADER_WITH_VALUE.test(line) && !HEADER_ROUND.test(line);
    if (rh && !headerLine) return this.readRoundHeaderLine(rh, line, lineNo);
    const hm = line.startsWith("%%") ? HEADER_RE.exec(line) : null;
    // "%%Key: value" is a header line; "%% Demi-Finales" or "%%Finale:" (no value) may start a block, as "%Final" does.
    if (hm && hm[2] !== "") {
      if (!(hm[1] in this.header)) this.header[hm[1]] = hm[2];
      this.headerKey(hm[1], line, lineNo);
      return;
    }
    const sm = readSectionMarker(comment);
    if (sm) {
      this.startBlock(sm, lineNo, line);
      this.note.add(lineNo, "round-label", sm.kind === "playoff" ? "labelPlayoff" : "labelFree", { line });
      return;
    }
    if (line.startsWith("%%")) {
      if (hm && !(hm[1] in this.header)) this.header[hm[1]] = hm[2];
      return;
    }
    if (this.columns === undefined && comment.includes(",") && ID_WORD.test(comment)) {
      this.columns = comment.split(",").map((c) => c.trim());
      return;
    }
    if (GAME_LINE.test(comment)) this.note.add(lineNo, "commented-game", "commentedGame", { line });
  }

  /** A header key seen: written again after the games, it starts a second file (judge.ts). */
  private headerKey(key: string, line: string, lineNo: number): void {
    const k = key.toLowerCase();
    const first = this.headerLines.get(k);
    if (first === undefined) this.headerLines.set(k, lineNo);
    else if (this.shape.firstGame > 0 && !this.shape.headerAgain)
      this.shape.headerAgain = { line: lineNo, first, text: `%%${key}:` };
  }

  /** A round header starts a block (noted when not canonical); a game written after it is read. */
  private readRoundHeaderLine(rh: RoundHeader, line: string, lineNo: number): void {
    this.startBlock(rh, lineNo, line);
    if (!CANONICAL_ROUND.test(line)) {
      const what = rh.kind === "numbered" ? "headerRound" : rh.kind === "playoff" ? "headerPlayoff" : "headerFree";
      this.note.add(lineNo, rh.kind === "numbered" ? "round-header" : "round-label", what, {
        line,
        round: rh.number ?? 0,
      });
    }
    if (rh.rest !== undefined && this.readGames(rh.rest, lineNo) !== "none") {
      this.shape.gameLines++;
      this.shape.firstGame ||= lineNo;
    }
  }

  /** A new block; a new section when the section words change or the round numbers go back. */
  private startBlock(h: RoundHeader, line: number, text: string): void {
    if (h.section !== this.sectionWords || (h.kind === "numbered" && h.number! <= this.lastNumber)) {
      this.section++;
      this.sectionWords = h.section;
      this.lastNumber = 0;
    }
    if (h.kind === "numbered") this.lastNumber = h.number!;
    this.current = { kind: h.kind, number: h.number, section: this.section, line, text, games: [] };
    this.blocks.push(this.current);
  }

  /**
   * The games of a line (one or more, each with an optional colour letter, then an optional comment): "none", "games",
   * or "partial" when text that is no game follows them.
   */
  private readGames(s: string, lineNo: number): "none" | "games" | "partial" {
    let pos = 0;
    let found = 0;
    let comment = "";
    let leftover = "";
    while (pos < s.length) {
      while (pos < s.length && (s.charCodeAt(pos) === 32 || s.charCodeAt(pos) === 9)) pos++;
      if (pos >= s.length) break;
      if (s[pos] === "%") {
        comment = s.slice(pos).replace(PERCENTS, "").trim();
        break;
      }
      const m = this.game;
      if (!readGameAt(s, pos, m)) {
        leftover = s.slice(pos).trim();
        break;
      }
      pos = m.end;
      MARKER_AT.lastIndex = pos;
      const marker = MARKER_AT.exec(s);
      if (marker) pos = MARKER_AT.lastIndex;
      found++;
      // A colour letter is the game's extra text (a comment after it is added below, to the line's last game).
      this.addGame(m, lineNo, marker ? marker[1] : "");
    }
    if (found === 0) return "none";
    if (found > 1) this.note.add(lineNo, "games-on-one-line", "gamesOnOneLine", { count: found });
    if (leftover !== "") this.note.add(lineNo, "extra-text", "extraText", { text: leftover });
    if (comment !== "") {
      const last = this.current!.games[this.current!.games.length - 1];
      last.extra = [last.extra, comment].filter((x) => x).join(" ");
      if (isWalkover(comment)) {
        last.walkover = true;
        this.note.add(lineNo, "walkover", "walkover", { black: last.black, white: last.white, comment });
      }
    }
    return leftover === "" ? "games" : "partial";
  }

  /** One game read by readGameAt: its ids, result and discs (checked against each other), into the current block. */
  private addGame(m: GameAt, lineNo: number, extra: string): void {
    const note = this.note;
    if (this.current === null) {
      note.add(lineNo, "no-round-header", "noRoundHeader");
      this.current = {
        kind: "free",
        number: undefined,
        section: this.section,
        line: lineNo,
        text: "(no round header)",
        games: [],
      };
      this.blocks.push(this.current);
    }
    const sign = m.sign;
    const bp = sign === ">" ? 1 : sign === "<" ? 0 : 0.5;
    // "+3095": a player new to the rating list.
    const black = m.black.length > 1 && m.black[0] === "+" ? m.black.slice(1) : m.black;
    const white = m.white.length > 1 && m.white[0] === "+" ? m.white.slice(1) : m.white;
    let bd: number | null = null;
    let wd: number | null = null;
    if (m.blackDiscs === undefined && m.whiteDiscs === undefined) {
      note.add(lineNo, "no-discs", "noDiscs");
    } else if (m.blackDiscs === undefined || m.whiteDiscs === undefined) {
      note.add(lineNo, "bad-discs", "oneDisc");
    } else {
      bd = this.discsOf(m.blackDiscs, lineNo);
      wd = this.discsOf(m.whiteDiscs, lineNo);
      if (bd === null || wd === null) bd = wd = null;
      else if ((bd > wd && bp !== 1) || (bd < wd && bp !== 0) || (bd === wd && bp !== 0.5)) {
        note.add(lineNo, "sign-discs", "signDiscs", { sign, bd, wd });
      }
    }
    if (bd !== null && wd !== null && bd + wd !== BOARD_DISCS) {
      note.add(lineNo, "disc-sum", "discSum", { bd, wd, board: BOARD_DISCS });
    }
    const block = this.current;
    block.games.push({
      line: lineNo,
      black,
      white,
      blackDiscs: bd,
      whiteDiscs: wd,
      blackPoints: bp,
      extra,
      block,
      walkover: false,
    });
  }

  /** A disc count as written: a whole number of 0–64, else null (with a note). */
  private discsOf(t: string, lineNo: number): number | null {
    const v = DIGITS.test(t) ? Number(t) : NaN;
    if (!Number.isInteger(v) || v > BOARD_DISCS) {
      this.note.add(lineNo, "bad-discs", "badDiscs", { text: t, board: BOARD_DISCS });
      return null;
    }
    return v;
  }
}
