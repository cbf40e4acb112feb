/**
 * The .ELO file's text lines: line endings, the shapes of a game line, round headers and section markers in
 * the spellings real files use (the list is in index.ts's header), and the numbers of a player line.
 */
import { fileNote, type FileNote } from "../notes";
import type { Locale } from "../../i18n/locale";
import { fileNoteText, type FileNoteKey } from "../../i18n/fileNotes";

/** An id token in a game line: no spaces, parentheses, result signs, commas or %. */
const ID = "[^\\s()<>=%,;]+";
/** One game, read at a position (sticky): id [(d)] sign [(d)] id. */
export const GAME_AT = new RegExp(
  `(${ID})\\s*(?:\\(\\s*([^()]*?)\\s*\\))?\\s*([<>=])\\s*(?:\\(\\s*([^()]*?)\\s*\\))?\\s*(${ID})`,
  "y",
);
/** What readGameAt found: GAME_AT's five groups (discs undefined when not written) and where the match ends. */
export interface GameAt {
  black: string;
  blackDiscs: string | undefined;
  sign: string;
  whiteDiscs: string | undefined;
  white: string;
  end: number;
}

// Character classes of GAME_AT for the characters below 128 (a character of 128 or more leaves it to GAME_AT).
const OTHER = 0;
const SPACE = 1; // \s: tab, line feed, vertical tab, form feed, carriage return, space
const SPECIAL = 2; // ( ) < > = % , ; — never in an id
const CLASS = new Uint8Array(128);
for (const c of [9, 10, 11, 12, 13, 32]) CLASS[c] = SPACE;
for (const c of "()<>=%,;") CLASS[c.charCodeAt(0)] = SPECIAL;

/**
 * Where a run of characters of class `cls` from `i` ends (SPACE: GAME_AT's \s; OTHER: an id); -1 at a character of
 * 128 or more (which GAME_AT may class otherwise).
 */
function runFrom(s: string, i: number, cls: number): number {
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return -1;
    if (CLASS[c] !== cls) return i;
  }
  return i;
}

/** The disc count discsFrom read (undefined: none written) and where the spaces after it end. */
const discsAt: { text: string | undefined; end: number } = { text: undefined, end: 0 };

/**
 * An optional disc count in parentheses at `i` (GAME_AT's `(?:\(\s*([^()]*?)\s*\))?\s*`): its text, trimmed, or
 * undefined when there is none, and the position after the spaces that follow, written to discsAt; false when it
 * cannot be read simply (GAME_AT decides).
 */
function discsFrom(s: string, i: number): boolean {
  if (s.charCodeAt(i) !== 40) {
    discsAt.text = undefined;
    discsAt.end = i;
    return true;
  }
  let k = i + 1;
  let first = -1;
  let last = -1;
  for (; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c >= 128 || c === 40) return false;
    if (c === 41) break;
    if (CLASS[c] !== SPACE) {
      if (first < 0) first = k;
      last = k;
    }
  }
  if (k >= s.length) return false;
  discsAt.text = first < 0 ? "" : s.slice(first, last + 1);
  discsAt.end = runFrom(s, k + 1, SPACE);
  return discsAt.end >= 0;
}

/**
 * GAME_AT at `pos` without its match array: the game's parts written to `out`, true when there is a game, false when
 * there is none. It reads the lines real files are made of (ASCII ids, "(33)" discs) itself and leaves every other
 * line to GAME_AT, so that both always agree (a property test holds it to GAME_AT). Why not GAME_AT alone: its match
 * array and five strings a game were a tenth of everything `rate-history` allocates on the WOF archive.
 */
export function readGameAt(s: string, pos: number, out: GameAt): boolean {
  const simple = readSimpleGameAt(s, pos, out);
  if (simple !== undefined) return simple;
  GAME_AT.lastIndex = pos;
  const m = GAME_AT.exec(s);
  if (!m) return false;
  out.black = m[1];
  out.blackDiscs = m[2];
  out.sign = m[3];
  out.whiteDiscs = m[4];
  out.white = m[5];
  out.end = GAME_AT.lastIndex;
  return true;
}

/** readGameAt for a line of ASCII ids and plain parentheses; undefined for anything else (GAME_AT decides). */
function readSimpleGameAt(s: string, pos: number, out: GameAt): boolean | undefined {
  const blackEnd = runFrom(s, pos, OTHER);
  if (blackEnd <= pos) return undefined;
  const afterBlack = runFrom(s, blackEnd, SPACE);
  if (afterBlack < 0 || !discsFrom(s, afterBlack)) return undefined;
  const blackDiscs = discsAt.text;
  const sign = s.charCodeAt(discsAt.end);
  if (sign !== 60 && sign !== 62 && sign !== 61) return undefined;
  const afterSign = runFrom(s, discsAt.end + 1, SPACE);
  if (afterSign < 0 || !discsFrom(s, afterSign)) return undefined;
  const whiteDiscs = discsAt.text;
  const i = discsAt.end;
  const whiteEnd = runFrom(s, i, OTHER);
  if (whiteEnd <= i) return undefined;
  out.black = s.slice(pos, blackEnd);
  out.blackDiscs = blackDiscs;
  out.sign = sign === 60 ? "<" : sign === 62 ? ">" : "=";
  out.whiteDiscs = whiteDiscs;
  out.white = s.slice(i, whiteEnd);
  out.end = whiteEnd;
  return true;
}

/** A whole line that is a game (to recognise games commented out or after a round header). */
export const GAME_LINE = new RegExp(`^\\s*${ID}\\s*(?:\\([^()]*\\))?\\s*[<>=]\\s*(?:\\([^()]*\\))?\\s*${ID}(?:\\s|$)`);
/** A colour letter after a game ("B": the first id had Black, as PAPP writes it). */
export const MARKER_AT = /\s+([BbWw])(?=\s|$|%)/y;
/** A header line "%%Key: value". */
export const HEADER_RE = /^%%\s*([^:]+?)\s*:\s*(.*?)\s*$/;
/** The unknown player's id as written: "??????". */
export const UNKNOWN_ID = /^\?+$/;
/** The round header as the writer writes it (anything else gets a note). */
export const CANONICAL_ROUND = /^%Round: \d+$/;

// Regular expressions used once a line or a number: constants (a literal in a function is a new object every run).
const UNKNOWN_OR_NUMBERED = /^\?+(#.*)?$/;
const ROUND_WORD = /round|ronde|rodada|ronda|turno|runde|r\d/i;
const HALF = /^[+-]?\d*\.5$/;
const HALF_SIGN = /½$/;
const SCORE_PLUS = /^\s*([^+\s]+)\s*\+\s*([^+\s]+)\s*$/;

/**
 * Whether an id read from a file is an unknown player: "??????" as written, or the "??????#…" ids the
 * reader gives each unknown player of a game so that two of them are never taken for one person.
 */
export function isUnknownEloId(id: string): boolean {
  return UNKNOWN_OR_NUMBERED.test(id);
}

/** The file's lines (any of CR LF, LF, CR ends a line), with a note when they are not all LF. */
export function splitLines(body: string, notes: FileNote[]): string[] {
  // The endings counted in one pass (matching them made a string and an array entry a line); a file with one kind
  // of ending is split at it as a plain text, a mixed one by the regular expression.
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let k = body.indexOf("\r"); k >= 0; k = body.indexOf("\r", k + 1)) {
    if (body.charCodeAt(k + 1) === 10) crlf++;
    else cr++;
  }
  for (let k = body.indexOf("\n"); k >= 0; k = body.indexOf("\n", k + 1)) lf++;
  lf -= crlf;
  const lines =
    cr === 0 && crlf === 0
      ? body.split("\n")
      : cr === 0 && lf === 0
        ? body.split("\r\n")
        : crlf === 0 && lf === 0
          ? body.split("\r")
          : body.split(/\r\n|\r|\n/);
  const kinds = [crlf > 0 ? "endCrlf" : "", lf > 0 ? "endLf" : "", cr > 0 ? "endCr" : ""].filter(
    (k) => k,
  ) as FileNoteKey[];
  const words = (l: Locale) => kinds.map((k) => fileNoteText(k, l)).join(fileNoteText("listSeparator", l));
  if (kinds.length > 1) notes.push(fileNote(1, "line-endings", "lineEndingsMixed", { kinds: words }));
  else if (crlf > 0 || cr > 0) notes.push(fileNote(1, "line-endings", "lineEndings", { kind: words }));
  return lines;
}

/**
 * A game line's comment that marks it as a walkover (docs/rules.md §7.1): "%Walkover", "% W.O.", "%w/o", "%forfeit",
 * "%no-show", "%won by default". A time forfeit (a game lost on time) is a played game, and so is a timeout.
 */
export function isWalkover(comment: string): boolean {
  if (/\btime\b|\btime-?out\b|\bon time\b/i.test(comment)) return false;
  return /walk-?\s?over|\bw\.\s?o\.?(?![a-z])|\bwo\b|\bw\/o\b|\bforfei?t|\bforfait|\bno-?\s?show|\bdefault/i.test(
    comment,
  );
}

// ---------------------------------------------------------------------------------------------
// Round headers and section markers
// ---------------------------------------------------------------------------------------------

const ORDINALS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const PLAYOFF_WORDS =
  /final|semi|quarter|play-?off|barrage|tie-?break|knock-?out|\b(?:po|sf\d*|qf\d*|f|\d+p)\b|\bplace\b|\d+(?:st|nd|rd|th)\s*[-/]\s*\d+(?:st|nd|rd|th)|\b\d\/\d\b|champion vs/i;
const FREE_WORDS = /\b(?:rr|robin|round-robin|swiss|qualif\w*|prelim\w*)\b/i;
const SECTION_WORDS =
  /^(?:day|jour|dag|tag|dia|división|division|div|group|groupe|grupo|gruppe|pool|poule|section|stage|phase|part|block|league|class|category|categoria)\b/i;
const NOT_A_HEADER =
  /\b(?:after|before|ranking|standings?|classement|withdr\w*|left|missing|results?|players?|from|bye|did|not|were|was|had|wins?)\b/i;

export interface RoundHeader {
  /** The round number when the header gives one (and the block is not a play-off). */
  number?: number;
  kind: "numbered" | "free" | "playoff";
  /** Section words (day, division, group…), lower case; "" when none. */
  section: string;
  /** Text after the header that is a game ("%round3:12 > 45"). */
  rest?: string;
}

/**
 * A round header, built the one way: every header the same shape (number and rest present, undefined when none), so
 * that the reader's code that reads them meets one kind of object (headers of three shapes sent it back to the
 * interpreter once each).
 */
export function roundHeader(kind: RoundHeader["kind"], section: string, number?: number, rest?: string): RoundHeader {
  return { number, kind, section, rest };
}

/**
 * Read a comment line as a round header (the text after the leading "%" signs), or null when it is
 * an ordinary comment ("%3 had a bye", "%Standings after round 5"). Exported for tests.
 */
export function readRoundHeader(body: string): RoundHeader | null {
  // Most comment lines name no round word at all: a cheap test first (a superset of the words matched below).
  if (!ROUND_WORD.test(body)) return null;
  const text = body.replace(/%/g, " ").replace(/\s+/g, " ").trim();
  const m =
    /^(.*?)(?<![a-z])(round|ronde|rodada|ronda|turno|runde|r(?=\d))(?![a-z])\s*[:#.]?\s*(\d+(?![\d.])[a-z]*|[a-z][\w+/-]*)?\s*(.*)$/i.exec(
      text,
    );
  if (!m) return null;
  let pre = m[1].replace(/[\s,;:\-–(]+$/, "").trim();
  const label = m[3] ?? "";
  let post = m[4].trim();
  let rest: string | undefined;
  if (GAME_LINE.test(post.replace(/^[:.,;\s-]+/, ""))) {
    rest = post.replace(/^[:.,;\s-]+/, "");
    post = "";
  }
  const words = `${pre} ${label} ${post}`;
  if (NOT_A_HEADER.test(pre) || NOT_A_HEADER.test(post)) return null;
  // What stands before "round" must be section words or a round number ("3 rodada", "First Round").
  let number: number | undefined;
  const preNumber =
    /(?:^|\s)(\d+)(?:st|nd|rd|th|e|º|ª)?$/i.exec(pre) ??
    /(?:^|\s)(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i.exec(pre);
  if (preNumber && label === "") {
    number = /^\d+$/.test(preNumber[1]) ? Number(preNumber[1]) : ORDINALS[preNumber[1].toLowerCase()];
    pre = pre.slice(0, preNumber.index).trim();
  }
  if (
    pre !== "" &&
    !SECTION_WORDS.test(pre) &&
    !PLAYOFF_WORDS.test(pre) &&
    !FREE_WORDS.test(pre) &&
    !/^[A-Z]{2,5}$/.test(pre)
  )
    return null;
  if (pre.split(" ").length > 8) return null;
  if (/^\d+$/.test(label)) number = Number(label);
  else if (label.toLowerCase() in ORDINALS) number = ORDINALS[label.toLowerCase()];
  // A round word followed by other words that are not a label ("Rounds supplementaires" is not matched).
  const parenthesised = /\(([^()]*)\)/.exec(post);
  const section = [pre, parenthesised ? parenthesised[1] : ""]
    .map((s) =>
      s
        .replace(/[\s,;:\-–]+$/, "")
        .trim()
        .toLowerCase(),
    )
    .filter((s) => s !== "" && !PLAYOFF_WORDS.test(s))
    .join(" ");
  if (PLAYOFF_WORDS.test(words)) return roundHeader("playoff", section, undefined, rest);
  if (number !== undefined && number >= 1) return roundHeader("numbered", section, number, rest);
  if (FREE_WORDS.test(words) || label === "") return roundHeader("free", section, undefined, rest);
  return null;
}

/**
 * A comment line that starts a block without naming a round: "%Final", "%Semi-finals", "%play-off"
 * (play-off), "%group A" (a section), "%Swiss", "%Qualifications" (Swiss games without round
 * numbers). Null for any other comment. Exported for tests.
 */
export function readSectionMarker(body: string): RoundHeader | null {
  const text = body
    .replace(/%/g, " ")
    .replace(/\s+/g, " ")
    .replace(/[:.]+$/, "")
    .trim();
  if (text === "" || text.split(" ").length > 5 || NOT_A_HEADER.test(text) || /[<>=]/.test(text)) return null;
  if (PLAYOFF_WORDS.test(text)) return roundHeader("playoff", "");
  if (SECTION_WORDS.test(text) && /^\S+\s+\S+$/.test(text)) return roundHeader("free", text.toLowerCase());
  if (FREE_WORDS.test(text)) return roundHeader("free", "");
  return null;
}

// ---------------------------------------------------------------------------------------------
// Numbers of a player line
// ---------------------------------------------------------------------------------------------

const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** A number as written in a player line: "5", "5.0", "5.5", "5½", "-12". Null otherwise. */
export function readNumber(s: string): number | null {
  if (PLAIN_NUMBER.test(s)) return Number(s); // "5", "10.5", "505": most numbers, without a copy
  const t = s.trim().replace(HALF_SIGN, ".5");
  if (PLAIN_NUMBER.test(t)) return Number(t);
  if (HALF.test(t)) return Number(t);
  return null;
}

/** A score: a number, or "5+2" (points of the games listed plus points from elsewhere): 5. */
export function readScore(s: string): number | null {
  const v = readNumber(s);
  if (v !== null) return v;
  const m = SCORE_PLUS.exec(s);
  return m && readNumber(m[2]) !== null ? readNumber(m[1]) : null;
}
