/**
 * The WOF results file (`.ELO`), as written by PAPP and sent to the world rating list
 * (domain.md §7). Pure text in, text out (no file system here; bytes → text is decode.ts).
 *
 *     %%Tournament: WOC 2010 (Roma)            header lines "%%Key: value"
 *     %        ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]   (a comment)
 *     %_%    5537, TAKANASHI, Yusuke, JPN, 10.5, 505[, 2445]                one line per player
 *     %Round: 1                                 then one block per round
 *        488 (64)>(00) 220001 B                 blackID (bd) >|<|= (wd) whiteID [B|W]
 *       1640 < 1623                             a result without discs
 *     %%Added results                           games after this line (play-offs) are not Swiss
 *
 * The reader follows the format's rules, not the quirks of particular files, and is forgiving but
 * never silent: everything it accepts that is not the canonical form above, every game it places,
 * rebuilds or leaves out, is a note with its line (notes.ts groups them for people).
 *
 * Rules it relies on (data/README.md, checked on 3,909 real files):
 * - A comment line naming a round starts a block: `%Round: 1`, `%Round 1`, `% Round 1`,
 *   `%round1:`, `%ROUND1`, `%Round:1`, `%%Round: 3`, `%Day 1 - division 2 - round 3`,
 *   `%Round 2 (day 1)`, `%Ronde 3`, `%Rodada 3`, `%3 rodada`, `%TURNO 3`, `%R3`, `%First Round`.
 *   Words before or after it (day, division, group…) name the section it belongs to.
 * - Round numbers that go back (a second day, a second division starting again at 1, rounds listed
 *   last to first) start a new section; a section's round n becomes round offset + n with the
 *   smallest offset at which none of its players already has a game in those rounds (so a parallel
 *   division shares the rounds, a second day follows the first).
 * - Blocks without a round number (games before any round header, `%Round RR`, `%Swiss`,
 *   `%round robin`) are laid out in rounds in the order listed: each game goes to the first round
 *   (after the rounds before the block) where neither player has a game yet.
 * - Play-off blocks (`%Round PO`, `%Round SF1`, `%Round F`, `%Finals`, `%Semi-finals`,
 *   `%play-off`, `%%Added results`, a round label with "final"…) are not Swiss rounds: kept in
 *   `extraGames`, unless the published scores count them (then they are counted, with a note), or
 *   they are all the file has (a match, a knock-out).
 * - Byes and forfeits are not written as games: a present player with no game in a round got the
 *   point. They are rebuilt from the published score (see `completeMissingGames`).
 * - The player list is in the official final order (PAPP); `publishedOrder` keeps it. Its last
 *   column is a disc count or a BQ, depending on who wrote the file (eloCheck.ts tells which).
 */

import { BOARD_DISCS, Game, Player, Tournament } from "../engine/model";
import { playerHistories } from "../engine/scoring";
import type { FileNote } from "./notes";

export type { FileNote } from "./notes";

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

/** A file that cannot be read: the message names the line and what to fix. */
export class EloFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EloFormatError";
  }
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** An id token in a game line: no spaces, parentheses, result signs, commas or %. */
const ID = "[^\\s()<>=%,;]+";
/** One game, read at a position (sticky): id [(d)] sign [(d)] id. */
const GAME_AT = new RegExp(`(${ID})\\s*(?:\\(\\s*([^()]*?)\\s*\\))?\\s*([<>=])\\s*(?:\\(\\s*([^()]*?)\\s*\\))?\\s*(${ID})`, "y");
/** A whole line that is a game (to recognise games commented out or after a round header). */
const GAME_LINE = new RegExp(`^\\s*${ID}\\s*(?:\\([^()]*\\))?\\s*[<>=]\\s*(?:\\([^()]*\\))?\\s*${ID}(?:\\s|$)`);
/** A colour letter after a game ("B": the first id had Black, as PAPP writes it). */
const MARKER_AT = /\s+([BbWw])(?=\s|$|%)/y;
const HEADER_RE = /^%%\s*([^:]+?)\s*:\s*(.*?)\s*$/;
const UNKNOWN_ID = /^\?+$/;

/**
 * Whether an id read from a file is an unknown player: "??????" as written, or the "??????#…" ids the
 * reader gives each unknown player of a game so that two of them are never taken for one person.
 */
export function isUnknownEloId(id: string): boolean {
  return /^\?+(#.*)?$/.test(id);
}
const CANONICAL_ROUND = /^%Round: \d+$/;

const ORDINALS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
const PLAYOFF_WORDS = /final|semi|quarter|play-?off|barrage|tie-?break|knock-?out|\b(?:po|sf\d*|qf\d*|f|\d+p)\b|\bplace\b|\d+(?:st|nd|rd|th)\s*[-/]\s*\d+(?:st|nd|rd|th)|\b\d\/\d\b|champion vs/i;
const FREE_WORDS = /\b(?:rr|robin|round-robin|swiss|qualif\w*|prelim\w*)\b/i;
const SECTION_WORDS = /^(?:day|jour|dag|tag|dia|división|division|div|group|groupe|grupo|gruppe|pool|poule|section|stage|phase|part|block|league|class|category|categoria)\b/i;
const NOT_A_HEADER = /\b(?:after|before|ranking|standings?|classement|withdr\w*|left|missing|results?|players?|from|bye|did|not|were|was|had|wins?)\b/i;

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
 * Read a comment line as a round header (the text after the leading "%" signs), or null when it is
 * an ordinary comment ("%3 had a bye", "%Standings after round 5"). Exported for tests.
 */
export function readRoundHeader(body: string): RoundHeader | null {
  const text = body.replace(/%/g, " ").replace(/\s+/g, " ").trim();
  const m = /^(.*?)(?<![a-z])(round|ronde|rodada|ronda|turno|runde|r(?=\d))(?![a-z])\s*[:#.]?\s*(\d+(?![\d.])[a-z]*|[a-z][\w+/-]*)?\s*(.*)$/i.exec(text);
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
  const preNumber = /(?:^|\s)(\d+)(?:st|nd|rd|th|e|º|ª)?$/i.exec(pre) ?? /(?:^|\s)(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i.exec(pre);
  if (preNumber && label === "") {
    number = /^\d+$/.test(preNumber[1]) ? Number(preNumber[1]) : ORDINALS[preNumber[1].toLowerCase()];
    pre = pre.slice(0, preNumber.index).trim();
  }
  if (pre !== "" && !SECTION_WORDS.test(pre) && !PLAYOFF_WORDS.test(pre) && !FREE_WORDS.test(pre) && !/^[A-Z]{2,5}$/.test(pre)) return null;
  if (pre.split(" ").length > 8) return null;
  if (/^\d+$/.test(label)) number = Number(label);
  else if (label.toLowerCase() in ORDINALS) number = ORDINALS[label.toLowerCase()];
  // A round word followed by other words that are not a label ("Rounds supplementaires" is not matched).
  const parenthesised = /\(([^()]*)\)/.exec(post);
  const section = [pre, parenthesised ? parenthesised[1] : ""]
    .map((s) => s.replace(/[\s,;:\-–]+$/, "").trim().toLowerCase())
    .filter((s) => s !== "" && !PLAYOFF_WORDS.test(s))
    .join(" ");
  if (PLAYOFF_WORDS.test(words)) return { kind: "playoff", section, rest };
  if (number !== undefined && number >= 1) return { number, kind: "numbered", section, rest };
  if (FREE_WORDS.test(words) || label === "") return { kind: "free", section, rest };
  return null;
}

/**
 * A comment line that starts a block without naming a round: "%Final", "%Semi-finals", "%play-off"
 * (play-off), "%group A" (a section), "%Swiss", "%Qualifications" (Swiss games without round
 * numbers). Null for any other comment. Exported for tests.
 */
export function readSectionMarker(body: string): RoundHeader | null {
  const text = body.replace(/%/g, " ").replace(/\s+/g, " ").replace(/[:.]+$/, "").trim();
  if (text === "" || text.split(" ").length > 5 || NOT_A_HEADER.test(text) || /[<>=]/.test(text)) return null;
  if (PLAYOFF_WORDS.test(text)) return { kind: "playoff", section: "" };
  if (SECTION_WORDS.test(text) && /^\S+\s+\S+$/.test(text)) return { kind: "free", section: text.toLowerCase() };
  if (FREE_WORDS.test(text)) return { kind: "free", section: "" };
  return null;
}

/** A number as written in a player line: "5", "5.0", "5.5", "5½", "-12". Null otherwise. */
function readNumber(s: string): number | null {
  const t = s.trim().replace(/½$/, ".5");
  if (/^[+-]?\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (/^[+-]?\d*\.5$/.test(t)) return Number(t);
  return null;
}

/** A score: a number, or "5+2" (points of the games listed plus points from elsewhere): 5. */
function readScore(s: string): number | null {
  const v = readNumber(s);
  if (v !== null) return v;
  const m = /^\s*([^+\s]+)\s*\+\s*([^+\s]+)\s*$/.exec(s);
  return m && readNumber(m[2]) !== null ? readNumber(m[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// Parse
// ---------------------------------------------------------------------------------------------

interface RawGame {
  line: number;
  black: string;
  white: string;
  blackDiscs: number | null;
  whiteDiscs: number | null;
  blackPoints: number;
  extra: string;
  block: Block;
}

interface Block {
  kind: "numbered" | "free" | "playoff";
  number?: number;
  /** Section index (a new one when the section words change or the round numbers go back). */
  section: number;
  line: number;
  text: string;
  games: RawGame[];
}

/**
 * Parse a WOF .ELO file given as text (decode bytes with decode.ts first).
 *
 * @throws EloFormatError naming the line when the file holds no games at all.
 */
export function parseEloFile(text: string): EloFile {
  const notes: FileNote[] = [];
  const note = (line: number, code: string, message: string) => notes.push({ line, code, message });
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const lines = body.split(/\r\n|\r|\n/);
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  if (body.includes("\r")) {
    crlf = (body.match(/\r\n/g) ?? []).length;
    cr = (body.match(/\r(?!\n)/g) ?? []).length;
  }
  for (let k = body.indexOf("\n"); k >= 0; k = body.indexOf("\n", k + 1)) lf++;
  lf -= crlf;
  const kinds = [crlf > 0 ? "CR LF (Windows)" : "", lf > 0 ? "LF" : "", cr > 0 ? "CR (old Mac)" : ""].filter((k) => k);
  if (kinds.length > 1) note(1, "line-endings", `line endings are mixed (${kinds.join(", ")}); all were read as line ends`);
  else if (crlf > 0 || cr > 0) note(1, "line-endings", `line endings are ${kinds[0]}; read as line ends`);

  const header: Record<string, string> = {};
  let columns: string[] | undefined;
  const players: EloPlayerLine[] = [];
  const blocks: Block[] = [];
  let current: Block | null = null;
  let section = 0;
  let sectionWords = "";
  let lastNumber = 0;

  const startBlock = (h: RoundHeader, line: number, text: string) => {
    if (h.section !== sectionWords || (h.kind === "numbered" && h.number! <= lastNumber)) {
      section++;
      sectionWords = h.section;
      lastNumber = 0;
    }
    if (h.kind === "numbered") lastNumber = h.number!;
    current = { kind: h.kind, number: h.number, section, line, text, games: [] };
    blocks.push(current);
  };

  const readGames = (src: string, lineNo: number): boolean => {
    let pos = 0;
    let found = 0;
    let comment = "";
    let leftover = "";
    const s = src;
    while (pos < s.length) {
      while (pos < s.length && (s.charCodeAt(pos) === 32 || s.charCodeAt(pos) === 9)) pos++;
      if (pos >= s.length) break;
      if (s[pos] === "%") {
        comment = s.slice(pos).replace(/^%+\s*/, "").trim();
        break;
      }
      GAME_AT.lastIndex = pos;
      const m = GAME_AT.exec(s);
      if (!m) {
        leftover = s.slice(pos).trim();
        break;
      }
      pos = GAME_AT.lastIndex;
      MARKER_AT.lastIndex = pos;
      const marker = MARKER_AT.exec(s);
      if (marker) pos = MARKER_AT.lastIndex;
      found++;
      addGame(m, lineNo, [marker ? marker[1] : "", comment].filter((x) => x).join(" "));
    }
    if (found === 0) return false;
    if (found > 1) note(lineNo, "games-on-one-line", `${found} games on one line; each was read`);
    if (leftover !== "") note(lineNo, "extra-text", `text after the game ignored: "${leftover}"`);
    if (comment !== "") {
      const last = current!.games[current!.games.length - 1];
      last.extra = [last.extra, comment].filter((x) => x).join(" ");
    }
    return true;
  };

  const discsOf = (t: string, lineNo: number): number | null => {
    const v = /^\d+$/.test(t) ? Number(t) : NaN;
    if (!Number.isInteger(v) || v > BOARD_DISCS) {
      note(lineNo, "bad-discs", `disc count "(${t})" is not a number of 0–${BOARD_DISCS}; the game counts by its result sign only`);
      return null;
    }
    return v;
  };

  const addGame = (m: RegExpExecArray, lineNo: number, extra: string) => {
    if (current === null) {
      note(lineNo, "no-round-header", "games before any round header: laid out in rounds in the order listed (each player once a round)");
      current = { kind: "free", section, line: lineNo, text: "(no round header)", games: [] };
      blocks.push(current);
    }
    const sign = m[3];
    const bp = sign === ">" ? 1 : sign === "<" ? 0 : 0.5;
    const black = m[1].replace(/^\+(?=.)/, "");
    const white = m[5].replace(/^\+(?=.)/, "");
    let bd: number | null = null;
    let wd: number | null = null;
    if (m[2] === undefined && m[4] === undefined) {
      note(lineNo, "no-discs", "a game with a result but no disc counts: counted as an adjudicated game (points, no discs)");
    } else if (m[2] === undefined || m[4] === undefined) {
      note(lineNo, "bad-discs", "only one disc count is given; the game counts by its result sign only");
    } else {
      bd = discsOf(m[2], lineNo);
      wd = discsOf(m[4], lineNo);
      if (bd === null || wd === null) bd = wd = null;
      else if ((bd > wd && bp !== 1) || (bd < wd && bp !== 0) || (bd === wd && bp !== 0.5)) {
        note(lineNo, "sign-discs", `result sign "${sign}" disagrees with the discs ${bd}-${wd}; the sign was used`);
      }
    }
    if (bd !== null && wd !== null && bd + wd !== BOARD_DISCS) {
      note(lineNo, "disc-sum", `discs ${bd}+${wd} do not sum to ${BOARD_DISCS}; kept as written`);
    }
    current.games.push({ line: lineNo, black, white, blackDiscs: bd, whiteDiscs: wd, blackPoints: bp, extra, block: current });
  };

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i].trim();
    if (line === "") continue;
    if (line.startsWith("%_%")) {
      readPlayerLine(line, lineNo, players, note);
      continue;
    }
    if (line.startsWith("%")) {
      const comment = line.replace(/^%+\s*/, "");
      if (line.startsWith("%%") && /^added results\b/i.test(comment)) {
        startBlock({ kind: "playoff", section: "added results" }, lineNo, line);
        continue;
      }
      const rh = readRoundHeader(comment);
      if (rh) {
        if (line.startsWith("%%") && /^%%\s*[^:]+:\s*\S/.test(line) && !/^%%\s*(round|ronde|rodada|day)/i.test(line)) {
          // "%%Tournament: Campeonato Argentino (Ronda Final)" is a header line, not a round.
        } else {
          startBlock(rh, lineNo, line);
          if (!CANONICAL_ROUND.test(line)) {
            const what = rh.kind === "numbered" ? `round ${rh.number}` : rh.kind === "playoff" ? "a play-off block" : "a block of games without round numbers";
            note(lineNo, rh.kind === "numbered" ? "round-header" : "round-label", `round header "${line}" read as ${what}`);
          }
          if (rh.rest !== undefined) readGames(rh.rest, lineNo);
          continue;
        }
      }
      if (line.startsWith("%%")) {
        const hm = HEADER_RE.exec(line);
        if (hm && !(hm[1] in header)) header[hm[1]] = hm[2];
        continue;
      }
      const sm = readSectionMarker(comment);
      if (sm) {
        startBlock(sm, lineNo, line);
        note(lineNo, "round-label", `"${line}" read as the start of ${sm.kind === "playoff" ? "a play-off block" : "a block of games without round numbers"}`);
        continue;
      }
      if (/\bID\b/i.test(comment) && comment.includes(",") && columns === undefined) {
        columns = comment.split(",").map((c) => c.trim());
        continue;
      }
      if (GAME_LINE.test(comment)) note(lineNo, "commented-game", `a game line commented out with "%" is not counted: "${line}"`);
      continue;
    }
    if (!readGames(lines[i], lineNo)) {
      note(lineNo, "not-a-game", `not a game line, left out: "${line}" (a game is "blackID (discs)>(discs) whiteID", with >, < or =)`);
    }
  }

  const allGames = blocks.flatMap((b) => b.games);
  if (allGames.length === 0) {
    const where = players.length > 0 ? `the player list (line ${players[0].line}) has ${players.length} player(s) but` : "the file";
    throw new EloFormatError(
      `Line 1: ${where} holds no game lines. A WOF results file lists each game as "blackID (discs)>(discs) whiteID" under a "%Round: n" line; add the games, or check that this is the right file.`,
    );
  }

  return assemble(header, columns, players, blocks, notes);
}

/** One "%_%" line: "ID, NAME, Firstname, COUNTRY, score, last-column[, rating]", forgivingly. */
/** How many numbers each player line holds (to tell a line with a column missing). */
const numbersRead = new WeakMap<EloPlayerLine, number>();

function readPlayerLine(line: string, lineNo: number, players: EloPlayerLine[], note: (l: number, c: string, m: string) => void): void {
  // A decimal comma inside a number ("3,5+1", "SGP 5,5 557") is not a column separator.
  const rest = line.slice(3).trim().replace(/(\d),5(?=[+\s])/g, (_, d: string) => {
    note(lineNo, "decimal-comma", `"${d},5" read as ${d}.5 (a decimal comma)`);
    return `${d}.5`;
  });
  const m = /^\+?([^\s,]+)\s*(?:,|\s)\s*(.*)$/.exec(rest);
  // Separators and remarks: "%_%______", "%_% Generated from …", "%_% See: https://…".
  if (!m || !/,/.test(rest)) return;
  const fields = m[2].split(",").map((f) => f.trim());
  // WOF ids are numbers; an id without a digit (a file written from a sheet without WOF ids) is a
  // player only on a line in the standard layout, so remarks such as "%_% Note, …" stay remarks.
  const standardLayout = fields.length >= 5 && readScore(fields[3]) !== null;
  if (!/\d|^\?+$/.test(m[1]) && !standardLayout) return;
  const plus = rest.startsWith("+");
  const id = m[1];
  let surname = fields[0] ?? "";
  const firstname = fields.length > 1 && readNumber(fields[1]) === null ? fields[1] : "";
  let country = "";
  const nums: string[] = [];
  let standard = false;
  if (fields.length >= 5 && readNumber(fields[2]) === null && readScore(fields[3]) !== null && (readNumber(fields[4]) !== null || fields[4] === "")) {
    // The standard layout: surname, firstname, country, score, last column[, rating, …].
    standard = true;
    country = fields[2];
    nums.push(...fields.slice(3));
  } else {
    // Columns missing, or written without commas ("ROK 2 273"): names first, then the country, then numbers.
    const tail = fields.slice(firstname !== "" ? 2 : 1).join(" ").split(/\s+/).filter((x) => x !== "");
    let k = 0;
    const countryWords: string[] = [];
    while (k < tail.length && !/\d/.test(tail[k])) countryWords.push(tail[k++]);
    country = countryWords.join(" ");
    nums.push(...tail.slice(k));
    if (fields.length === 1) {
      // "%_% 1234, SURNAME Firstname COUNTRY 5 300"
      const words = surname.split(/\s+/);
      let j = words.length;
      while (j > 0 && readNumber(words[j - 1]) !== null) j--;
      nums.unshift(...words.slice(j));
      surname = words.slice(0, j).join(" ");
    }
  }
  const p: EloPlayerLine = { id, surname, firstname, country, line: lineNo };
  const labels = ["score", "last column", "rating"];
  const values: (number | undefined)[] = [];
  nums.slice(0, 3).forEach((t, k) => {
    if (t === "") return void values.push(undefined);
    const v = k === 0 ? readScore(t) : readNumber(t);
    if (k === 0 && v !== null && readNumber(t) === null) {
      note(lineNo, "score-sum", `score written "${t}": the first number, ${v}, is taken as the score of the games listed (the rest is not in this file)`);
    }
    if (v === null) {
      note(lineNo, "not-a-number", `the ${labels[k]} "${t}" of player ${id} is not a number; left empty`);
      values.push(undefined);
    } else values.push(v);
  });
  [p.score, p.discs, p.rating] = values;
  if (p.score !== undefined && /^\d+\.0+$/.test(nums[0])) note(lineNo, "score-decimal", `score written "${nums[0]}": read as ${p.score}`);
  if (nums.length > 3) note(lineNo, "extra-columns", `${nums.length - 3} column(s) after the rating ignored ("${nums.slice(3).join(", ")}")`);
  if (!standard) {
    const missing = ["score", "last column"].filter((_, k) => nums[k] === undefined);
    note(
      lineNo,
      "player-columns",
      `player line not in the standard form "ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]"; read as ` +
        `name "${[surname, firstname].filter((x) => x).join(" ")}"${country ? `, country ${country}` : ""}` +
        (missing.length > 0 ? `, no ${missing.join(" and no ")}` : ""),
    );
  }
  if (plus) note(lineNo, "new-player", `id written "+${id}" (a player new to the rating list): read as ${id}`);
  if (UNKNOWN_ID.test(id)) note(lineNo, "unknown-id", `player listed with the unknown id "${id}"`);
  if (surname === "" && firstname === "") note(lineNo, "player-columns", `player ${id} has no name; his id is used as name`);
  numbersRead.set(p, nums.length);
  players.push(p);
}

// ---------------------------------------------------------------------------------------------
// Assemble: ids, rounds, repairs, byes
// ---------------------------------------------------------------------------------------------

function assemble(
  header: Record<string, string>,
  columns: string[] | undefined,
  lines: EloPlayerLine[],
  blocks: Block[],
  notes: FileNote[],
): EloFile {
  const note = (line: number, code: string, message: string) => notes.push({ line, code, message });

  // Player list: first line of an id wins.
  const listed = new Map<string, EloPlayerLine>();
  const players: EloPlayerLine[] = [];
  const unknownListed = lines.filter((p) => UNKNOWN_ID.test(p.id));
  for (const p of lines) {
    if (UNKNOWN_ID.test(p.id)) p.id = unknownListed.length === 1 ? "??????" : `??????#${p.line}`;
    const prev = listed.get(p.id);
    if (prev) {
      note(p.line, "player-twice", `player ${p.id} is listed twice (first on line ${prev.line}); this line was left out`);
      continue;
    }
    listed.set(p.id, p);
    players.push(p);
  }
  const tPlayers: Player[] = players.map((p) => ({
    id: p.id,
    name: joinName(p.surname, p.firstname) || p.id,
    country: p.country && p.country !== "?" ? p.country : undefined,
    rating: p.rating,
  }));
  const known = new Set(tPlayers.map((p) => p.id));
  const byNumber = new Map<string, string>();
  for (const id of known) if (/^\d+$/.test(id)) byNumber.set(String(Number(id)), id);

  // Ids in games.
  const resolve = (id: string, g: RawGame, side: string): string => {
    if (UNKNOWN_ID.test(id)) {
      if (unknownListed.length === 1) return "??????";
      const anon = `??????#${g.line}${side}`;
      if (!known.has(anon)) {
        known.add(anon);
        tPlayers.push({ id: anon, name: `unknown player (line ${g.line})` });
      }
      note(g.line, "unknown-id", `a game against an unknown player ("${id}"): counted against an unnamed player of his own, as the file cannot tell which listed player he is`);
      return anon;
    }
    if (known.has(id)) return id;
    const same = /^\d+$/.test(id) ? byNumber.get(String(Number(id))) : undefined;
    if (same !== undefined) {
      note(g.line, "id-zeros", `id "${id}" read as the listed player ${same}`);
      return same;
    }
    known.add(id);
    tPlayers.push({ id, name: id });
    if (lines.length > 0) note(g.line, "unlisted-player", `player ${id} is not in the player list; added with his id as name`);
    return id;
  };
  if (lines.length === 0) {
    note(1, "no-player-list", "the file has no player list (%_% lines): players are known by their ids, and there are no published scores to check");
  }
  for (const b of blocks) {
    b.games = b.games.filter((g) => {
      g.black = resolve(g.black, g, "B");
      g.white = resolve(g.white, g, "W");
      if (g.black === g.white) {
        note(g.line, "self-game", `a game of player ${g.black} against himself, left out`);
        return false;
      }
      return true;
    });
  }

  // A score larger than the player's games plus every round (a bye each) is not a score: the
  // score column is missing and the numbers are the last column and the rating.
  const gamesOf = new Map<string, number>();
  for (const b of blocks) for (const g of b.games) for (const id of [g.black, g.white]) gamesOf.set(id, (gamesOf.get(id) ?? 0) + 1);
  const roundBlocks = blocks.filter((b) => b.kind === "numbered").length;
  const counts = new Map<number, number>();
  for (const p of players) counts.set(numbersRead.get(p) ?? 0, (counts.get(numbersRead.get(p) ?? 0) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  for (const p of players) {
    if (p.score === undefined || (numbersRead.get(p) ?? 0) >= usual || p.score <= (gamesOf.get(p.id) ?? 0) + roundBlocks) continue;
    note(p.line, "player-columns", `player ${p.id}: ${p.score} cannot be a score (more than his games and rounds) and his line has a column fewer than the others: read as the last column, the score column being missing`);
    [p.score, p.discs, p.rating] = [undefined, p.score, p.discs];
  }

  // Rounds, play-offs and byes. A player's second game in a round breaks the format's rule of one
  // game a round: it is moved to a free round, or left out of the standings when the published
  // scores show it was not counted (both are tried when the file has scores; the better one wins,
  // a tie keeps every game).
  const base: Tournament = { name: header["Tournament"], rounds: 0, players: tPlayers, games: [] };
  let best = arrange(base, blocks, players, "move");
  if (best.conflicts > 0 && players.some((p) => p.score !== undefined)) {
    const other = arrange(base, blocks, players, "leave-out");
    if (other.matches > best.matches) best = other;
  }
  notes.push(...best.notes);
  return {
    tournament: best.tournament,
    header,
    columns,
    publishedOrder: players.map((p) => p.id),
    players,
    extraGames: best.extraGames,
    notes,
  };
}

interface Arranged {
  tournament: Tournament;
  extraGames: Game[];
  notes: FileNote[];
  /** Players whose points equal their published score. */
  matches: number;
  /** Games that put a player twice in one round. */
  conflicts: number;
}

function arrange(base: Tournament, blocks: Block[], players: EloPlayerLine[], policy: "move" | "leave-out"): Arranged {
  const notes: FileNote[] = [];
  const note = (line: number, code: string, message: string) => notes.push({ line, code, message });
  const placed = placeBlocks(blocks, notes, policy);
  const counted = placed.games;
  let maxRound = 0;
  for (const g of counted) if (g.round > maxRound) maxRound = g.round;
  const tournament: Tournament = { ...base, rounds: maxRound, games: counted };
  let playoff = placed.playoff;

  // Play-off blocks: counted when the published scores count them.
  if (playoff.length > 0 && players.some((p) => p.score !== undefined)) {
    const matches = (games: Game[], rounds: number) => {
      const t: Tournament = { ...tournament, games: [...games], rounds };
      completeMissingGames(t, players, []);
      return scoreMatches(t, players);
    };
    const without = matches(counted, maxRound);
    const withGames = layOut(playoff, maxRound);
    const rounds = Math.max(maxRound, ...withGames.map((g) => g.round));
    const withCount = matches([...counted, ...withGames], rounds);
    if (withCount > without) {
      note(
        playoff[0].line,
        "playoff-counted",
        `the published scores count the ${playoff.length} play-off game(s) (${withCount} players' scores match with them, ${without} without): counted, in rounds ${maxRound + 1}–${rounds}`,
      );
      tournament.games = [...counted, ...withGames];
      tournament.rounds = rounds;
      playoff = [];
      placed.playoffBlocks.length = 0;
    }
  }
  for (const e of placed.playoffBlocks) note(e.line, "playoff", `${e.count} game(s) of "${e.text}" are play-off games, not counted in the Swiss standings`);

  completeMissingGames(tournament, players, notes);
  return {
    tournament,
    extraGames: [...playoff.map((g) => toGame(g, 0)), ...placed.leftOut],
    notes,
    matches: scoreMatches(tournament, players),
    conflicts: placed.conflicts,
  };
}

function toGame(g: RawGame, round: number): Game {
  const extra = g.extra.trim();
  return {
    round,
    black: g.black,
    white: g.white,
    blackDiscs: g.blackDiscs,
    whiteDiscs: g.whiteDiscs,
    blackPoints: g.blackPoints,
    whitePoints: 1 - g.blackPoints,
    kind: g.blackDiscs === null ? "adjudicated" : "played",
    origin: `line ${g.line}${extra ? ` (${extra})` : ""}`,
  };
}

/** Each game into the first round from `after + 1` on where neither player has a game yet. */
function layOut(games: RawGame[], after: number): Game[] {
  const used = new Map<number, Set<string>>();
  const out: Game[] = [];
  for (const g of games) {
    let r = after + 1;
    while (used.get(r)?.has(g.black) || used.get(r)?.has(g.white)) r++;
    let u = used.get(r);
    if (!u) used.set(r, (u = new Set()));
    u.add(g.black);
    u.add(g.white);
    out.push(toGame(g, r));
  }
  return out;
}

/** Number of listed players whose points equal their published score. */
function scoreMatches(t: Tournament, players: EloPlayerLine[]): number {
  const h = playerHistories(t);
  let n = 0;
  for (const p of players) if (p.score !== undefined && h.get(p.id)?.points === p.score) n++;
  return n;
}

interface Placed {
  games: Game[];
  /** Games of play-off blocks (not placed). */
  playoff: RawGame[];
  playoffBlocks: Array<{ line: number; text: string; count: number }>;
  /** Games left out because a player already had a game in their round (policy "leave-out"). */
  leftOut: Game[];
  conflicts: number;
}

/**
 * Rounds for every block (see the file comment): numbered sections at the smallest conflict-free
 * offset, blocks without numbers laid out in order; then, inside each round, a game listed twice is
 * kept once and a player's second game of a round is moved to the first round where both players
 * are free (both with a note).
 */
function placeBlocks(blocks: Block[], notes: FileNote[], policy: "move" | "leave-out"): Placed {
  const note = (line: number, code: string, message: string) => notes.push({ line, code, message });
  const used = new Map<number, Map<string, RawGame>>();
  const games: Game[] = [];
  let maxRound = 0;
  const isFree = (r: number, g: RawGame) => !used.get(r)?.has(g.black) && !used.get(r)?.has(g.white);
  const put = (g: RawGame, r: number) => {
    let u = used.get(r);
    if (!u) used.set(r, (u = new Map()));
    u.set(g.black, g);
    u.set(g.white, g);
    games.push(toGame(g, r));
    if (r > maxRound) maxRound = r;
  };
  const leftOut: Game[] = [];
  let conflicts = 0;
  const seenGames = new Map<string, RawGame>();
  const duplicate = (g: RawGame, r: number): boolean => {
    const key = `${r}|${[g.black, g.white].sort().join("|")}`;
    const prev = seenGames.get(key);
    if (prev) {
      const sameResult =
        (prev.black === g.black && prev.blackDiscs === g.blackDiscs && prev.whiteDiscs === g.whiteDiscs && prev.blackPoints === g.blackPoints) ||
        (prev.black === g.white && prev.blackDiscs === g.whiteDiscs && prev.whiteDiscs === g.blackDiscs && prev.blackPoints === 1 - g.blackPoints);
      if (sameResult) {
        note(g.line, "duplicate-game", `the game ${g.black}–${g.white} of round ${r} is listed twice (first on line ${prev.line}); this copy was left out`);
        return true;
      }
    }
    seenGames.set(key, g);
    return false;
  };
  const placeOrMove = (g: RawGame, r: number) => {
    if (duplicate(g, r)) return;
    if (isFree(r, g)) return put(g, r);
    const who = used.get(r)!.has(g.black) ? g.black : g.white;
    const other = used.get(r)!.get(who)!;
    conflicts++;
    if (policy === "leave-out") {
      note(
        g.line,
        "player-twice-in-round",
        `player ${who} already has a game in round ${r} (line ${other.line}); this game is left out of the standings, as the published scores do not count it`,
      );
      leftOut.push(toGame(g, r));
      return;
    }
    let r2 = r + 1;
    while (!isFree(r2, g)) r2++;
    note(
      g.line,
      "player-twice-in-round",
      `player ${who} already has a game in round ${r} (line ${other.line}); this game was moved to round ${r2}, the first round where both players are free`,
    );
    put(g, r2);
  };

  const playoff: RawGame[] = [];
  const playoffBlocks: Placed["playoffBlocks"] = [];
  const counted = blocks.filter((b) => b.kind !== "playoff" && b.games.length > 0);
  const playoffOnly = counted.length === 0;
  let i = 0;
  while (i < blocks.length) {
    const b = blocks[i];
    if (b.games.length === 0) {
      i++;
      continue;
    }
    if (b.kind === "playoff" && !playoffOnly) {
      playoff.push(...b.games);
      playoffBlocks.push({ line: b.line, text: b.text, count: b.games.length });
      i++;
      continue;
    }
    if (b.kind !== "numbered") {
      if (b.kind === "playoff") note(b.line, "playoff-only", `the file has only play-off or match games ("${b.text}"): they are its rounds`);
      else if (b.text !== "(no round header)") note(b.line, "free-block", `${b.games.length} game(s) under "${b.text}" have no round numbers: laid out in rounds in the order listed`);
      const start = maxRound;
      for (const g of b.games) {
        let r = start + 1;
        while (!isFree(r, g)) r++;
        put(g, r); // no duplicate check: a match or a double round robin repeats pairs
      }
      i++;
      continue;
    }
    // A numbered section: consecutive numbered blocks of one section.
    let j = i;
    const sectionBlocks: Block[] = [];
    while (j < blocks.length && blocks[j].section === b.section && blocks[j].kind === "numbered") {
      if (blocks[j].games.length > 0) sectionBlocks.push(blocks[j]);
      j++;
    }
    let offset = 0;
    const fits = (o: number) => sectionBlocks.every((sb) => sb.games.every((g) => isFree(o + sb.number!, g)));
    while (!fits(offset)) offset++;
    if (offset > 0) {
      const first = sectionBlocks[0];
      note(
        first.line,
        "round-restart",
        `round numbers start again at "${first.text}": its rounds ${sectionBlocks[0].number}–${sectionBlocks[sectionBlocks.length - 1].number} were read as rounds ${offset + sectionBlocks[0].number!}–${offset + sectionBlocks[sectionBlocks.length - 1].number!}`,
      );
    }
    for (const sb of sectionBlocks) for (const g of sb.games) placeOrMove(g, offset + sb.number!);
    i = j;
  }

  // Rounds in which nobody plays (a round header without games, a numbering gap) are closed up.
  const rounds = [...new Set(games.map((g) => g.round))].sort((a, b) => a - b);
  const renumber = new Map(rounds.map((r, k) => [r, k + 1]));
  const gaps = rounds.filter((r, k) => r !== k + 1);
  if (gaps.length > 0) {
    const firstGap = rounds.findIndex((r, k) => r !== k + 1);
    const line = games.find((g) => g.round === rounds[firstGap])?.origin?.match(/^line (\d+)/)?.[1];
    note(Number(line ?? 0), "round-gap", `no games in round(s) ${missingRounds(rounds).join(", ")}: the later rounds were numbered on (round ${rounds[firstGap]} read as round ${firstGap + 1})`);
    for (const g of games) g.round = renumber.get(g.round)!;
  }
  return { games, playoff, playoffBlocks, leftOut, conflicts };
}

function missingRounds(rounds: number[]): number[] {
  const out: number[] = [];
  const have = new Set(rounds);
  for (let r = 1; r <= rounds[rounds.length - 1]; r++) if (!have.has(r)) out.push(r);
  return out;
}

/**
 * Rebuild byes from the published scores. For each player, `deficit` = published score − points
 * of his listed games. His rounds without a game become byes (1 point, kind "bye": the format
 * cannot tell a bye from a forfeit win) when the deficit is a whole number of points no larger than
 * those rounds: earliest interior gaps first (a gap followed by a later game means he was present),
 * then trailing gaps in round order; the remaining gaps are absences. Otherwise the games are kept
 * as listed, with a note. When most players' scores are out of reach, the file stops short of its
 * scores (a file cut off, or rounds missing): one note on line 1 says so instead of one per player.
 */
function completeMissingGames(t: Tournament, lines: EloPlayerLine[], notes: FileNote[]): void {
  const R = t.rounds ?? 0;
  if (R === 0) return;
  const hist = playerHistories(t, R);
  const scored = lines.filter((p) => p.score !== undefined);
  const unreachable = scored.filter((p) => {
    const h = hist.get(p.id)!;
    return p.score! - h.points > h.absences;
  });
  const cut = scored.length >= 4 && unreachable.length * 2 > scored.length;
  if (cut) {
    const maxScore = Math.max(...scored.map((p) => p.score!));
    notes.push({
      line: 1,
      code: "rounds-short",
      message:
        `the games stop at round ${R}, but ${unreachable.length} of ${scored.length} players' published scores need more games ` +
        `(the highest is ${maxScore}): the file looks cut short or has rounds missing. Its games were read as they are; no bye was rebuilt. ` +
        `Check that the whole file was sent`,
    });
    return;
  }
  for (const pl of lines) {
    if (pl.score === undefined) continue;
    const h = hist.get(pl.id)!;
    const deficit = pl.score - h.points;
    if (deficit === 0) continue;
    const gaps = h.rounds.filter((e) => e.kind === "absent").map((e) => e.round);
    if (deficit < 0 || !Number.isInteger(deficit) || deficit > gaps.length) {
      notes.push({
        line: pl.line,
        code: "score-mismatch",
        message:
          `player ${pl.id} has the published score ${pl.score} but his games give ${h.points}` +
          (gaps.length > 0 ? ` with ${gaps.length} round(s) without a game` : "") +
          `; the games were kept as listed`,
      });
      continue;
    }
    const interior = gaps.filter((r) => r < h.lastActiveRound);
    const trailing = gaps.filter((r) => r > h.lastActiveRound);
    for (const r of [...interior, ...trailing].slice(0, deficit).sort((a, b) => a - b)) {
      t.games.push({
        round: r,
        black: pl.id,
        white: null,
        blackDiscs: null,
        whiteDiscs: null,
        blackPoints: 1,
        whitePoints: 0,
        kind: "bye",
        origin: `line ${pl.line} (round ${r}: no game listed, point from the published score)`,
      });
      notes.push({ line: pl.line, code: "bye-from-score", message: `player ${pl.id} has no game in round ${r}; counted as a bye (1 point), as his published score needs it` });
    }
  }
}

/** "SURNAME Firstname" (the WOF rating-list style; the by-name tie-break sorts on it). */
function joinName(surname: string, firstname: string): string {
  return [surname, firstname].filter((s) => s !== "").join(" ");
}

/**
 * Split a name for the player line: a "SURNAME, Firstname" comma wins; else the leading run of
 * all-capital words is the surname ("VAN DEN BIGGELAAR Nicky"); else the last word is.
 */
export function splitName(name: string): { surname: string; firstname: string } {
  const comma = name.indexOf(",");
  if (comma >= 0) return { surname: name.slice(0, comma).trim(), firstname: name.slice(comma + 1).trim() };
  const words = name.trim().split(/\s+/).filter((w) => w !== "");
  let k = 0;
  while (k < words.length && isCapitalWord(words[k])) k++;
  if (k === 0 || k === words.length) {
    if (words.length <= 1 || k === words.length) return { surname: words.join(" "), firstname: "" };
    return { surname: words[words.length - 1], firstname: words.slice(0, -1).join(" ") };
  }
  return { surname: words.slice(0, k).join(" "), firstname: words.slice(k).join(" ") };
}

/**
 * The NAME and Firstname fields to write so that the reader joins them back to the same name:
 * splitName's split when it does ("VAN DEN BIGGELAAR", "Nicky"), else the first word and the rest
 * ("Munkhtur", "Davaadorj": splitName would take the last word as the surname), else the whole name.
 */
function nameFields(name: string): { surname: string; firstname: string } {
  const split = splitName(name);
  if (joinName(split.surname, split.firstname) === name) return split;
  const space = name.indexOf(" ");
  if (space > 0 && joinName(name.slice(0, space), name.slice(space + 1)) === name && !name.slice(space + 1).startsWith(" ")) {
    return { surname: name.slice(0, space), firstname: name.slice(space + 1) };
  }
  return { surname: name.trim(), firstname: "" };
}

function isCapitalWord(w: string): boolean {
  return w === w.toUpperCase() && w !== w.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Write
// ---------------------------------------------------------------------------------------------

export interface EloWriteOptions {
  /** Header lines, written as "%%Key: value" in this order (default: Tournament only). */
  header?: Record<string, string>;
  /** Player ids in the order to list them (e.g. standings order); others follow in list order. */
  order?: string[];
  /** Write the rating column (default: when any player has a rating). */
  withRating?: boolean;
}

function pad2(x: number): string {
  return x < 10 ? `0${x}` : String(x);
}

/**
 * Write a WOF .ELO file in the canonical form: header, player list (in `order`, e.g. standings
 * order, as PAPP does), then one `%Round: n` block per round. Score and disc-count are computed
 * from the games (a bye or forfeit adds its points to the score and no discs). A game with discs is
 * written "black (bd)>(wd) white B"; an adjudicated game without discs as "black > white" (the
 * format's result-only form). Byes and forfeits are not written as game lines: the format has no
 * syntax for them (their points appear in the score column, and the reader rebuilds them).
 */
export function writeEloFile(t: Tournament, options: EloWriteOptions = {}): string {
  const hist = playerHistories(t);
  const out: string[] = [];
  const header = options.header ?? (t.name ? { Tournament: t.name } : {});
  for (const [k, v] of Object.entries(header)) out.push(`%%${k}: ${v}`);
  out.push("");
  const withRating = options.withRating ?? t.players.some((p) => p.rating !== undefined);
  out.push(`%        ID, NAME, Firstname, COUNTRY, score, disc-count${withRating ? ", rating" : ""}`);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const ordered: Player[] = [];
  const seen = new Set<string>();
  for (const id of options.order ?? []) {
    const p = byId.get(id);
    if (p && !seen.has(id)) {
      ordered.push(p);
      seen.add(id);
    }
  }
  for (const p of t.players) if (!seen.has(p.id)) ordered.push(p);
  for (const p of ordered) {
    const h = hist.get(p.id)!;
    const { surname, firstname } = nameFields(p.name.replace(/,/g, " "));
    const fields = [p.id.padStart(7), surname, firstname, (p.country ?? "").replace(/,/g, " "), String(h.points), String(h.discs)];
    if (withRating) fields.push(p.rating !== undefined ? String(p.rating) : "");
    out.push(`%_% ${fields.join(", ")}`);
  }
  out.push("");
  const rounds = new Map<number, Game[]>();
  for (const g of t.games) {
    if (g.white === null || (g.kind !== "played" && g.kind !== "adjudicated")) continue;
    let list = rounds.get(g.round);
    if (!list) rounds.set(g.round, (list = []));
    list.push(g);
  }
  for (const r of [...rounds.keys()].sort((a, b) => a - b)) {
    out.push("", `%Round: ${r}`, "");
    for (const g of rounds.get(r)!) {
      const sign = g.blackPoints > g.whitePoints ? ">" : g.blackPoints < g.whitePoints ? "<" : "=";
      if (g.blackDiscs === null || g.whiteDiscs === null) out.push(`${g.black.padStart(6)} ${sign} ${g.white!}`);
      else out.push(`${g.black.padStart(6)} (${pad2(g.blackDiscs)})${sign}(${pad2(g.whiteDiscs)}) ${g.white!.padStart(6)} B`);
    }
  }
  out.push("");
  return out.join("\n");
}
