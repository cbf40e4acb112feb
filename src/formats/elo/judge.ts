/**
 * Is it a results file at all? The reader is forgiving of every variation real files show (index.ts), so it must
 * also be able to say no: to random bytes, a CSV, prose, a web page, a JSON that is not FlipTheDisc's, a file where
 * few lines are games, two files in one, a file cut short. The decision rests on what all 3,909 real files of the
 * WOF archive (test/fixtures/wof_results) share, each a property of the format rather than a number tuned to pass
 * (docs/rules.md §7.3; test/formats/notResults.test.ts holds both the archive and test/fixtures/not-results/):
 *
 * - Text. No real file holds a control character other than tab and the line ends (none of the 3,909 does): a
 *   file that does is binary data. (A form feed, a vertical tab and a DOS end-of-file mark at the very end are
 *   allowed: text editors and old DOS programs write them.) A first line opening an HTML/XML tag is a web page;
 *   a text that parses as JSON is JSON.
 * - Lines of the format's kinds. Outside comments ("%" lines: header, player list, round headers, remarks) the
 *   format has one kind of line: the game line, "blackID (discs)>(discs) whiteID", whose ids are WOF ids (numbers),
 *   the unknown player "??????", or ids the file's own player list gives (a file Brightwell writes from a Players
 *   sheet with its own ids). Every line outside comments of every real file is such a line. A hand-edited file may
 *   hold a stray line, which is noted and left out; but a text where such lines are not the majority (game lines
 *   ≤ other lines) is not a results file with a few mistakes: it is another text in which a few lines look like
 *   games. A text with no game line and no line of the format at all is not one either (a table of values is
 *   named as such).
 * - One file: one header and one player list, then the rounds. No real file writes a header key ("%%Tournament",
 *   "%%Date" …) a second time or a player line after its first game: where that happens, a second file (or the same
 *   one again) follows the first.
 * - Whole. No real file publishes a score larger than the rounds its games fill (plus the player's play-off games):
 *   a file whose scores need more rounds than its games stops early. And a file that does not end with a line end
 *   whose last line is no whole game line (a game cut inside its discs) ends in the middle of a line (48 real files
 *   end without a line end, all after a whole line).
 *
 * Each verdict is a NotResultsReason (src/vocabulary), worded by src/i18n/files.ts and thrown by index.ts as a
 * NotResultsError naming what the file is not. A file that passes is read as before.
 */
import type { NotResultsReason } from "../../vocabulary";
import { notResultsText } from "../../i18n/files";
import type { EloReader } from "./reader";
import { EloFormatError, type EloFile } from "./types";

/** A file that is not a results file: `reason` says what it is instead (one sentence in en/ko/ja: src/i18n/files.ts). */
export class NotResultsError extends EloFormatError {
  constructor(readonly reason: NotResultsReason) {
    super(notResultsText(reason, "en"), (locale) => notResultsText(reason, locale));
    this.name = "NotResultsError";
  }
}

/** A line as quoted in a reason: control characters shown as "?", at most 40 characters. */
function quoted(line: string): string {
  // eslint-disable-next-line no-control-regex
  const t = line.trim().replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/** 1-based line of a position in the text. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let k = text.indexOf("\n"); k >= 0 && k < index; k = text.indexOf("\n", k + 1)) line++;
  return line;
}

/**
 * Control characters no text file holds: all but tab, the line ends, form feed and vertical tab (index.ts has removed a
 * DOS end-of-file mark, ^Z, after the last line: anywhere else it is one of them).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/;

/** Before reading the lines: binary data, a web page, JSON. Null when the text may be a results file. */
export function judgeText(text: string): NotResultsReason | null {
  const control = CONTROL.exec(text);
  if (control) return { kind: "binary", line: lineAt(text, control.index), code: text.charCodeAt(control.index) };
  const start = /\S/.exec(text);
  if (!start) return null;
  if (text[start.index] === "<" && /^<[!?a-zA-Z]/.test(text.slice(start.index, start.index + 2))) {
    const end = text.indexOf("\n", start.index);
    return {
      kind: "markup",
      line: lineAt(text, start.index),
      text: quoted(text.slice(start.index, end < 0 ? undefined : end)),
    };
  }
  if (text[start.index] === "{" || text[start.index] === "[") {
    try {
      JSON.parse(text);
      return { kind: "json" };
    } catch {
      // Not JSON: judged by its lines.
    }
  }
  return null;
}

const WOF_ID = /^\d+$/;
const UNKNOWN = /^\?+$/;

/** An id a game line may carry: a WOF id (a number; "+" marks a new one), the unknown "??????", or a listed id. */
function plausibleId(id: string, listed: ReadonlySet<string>): boolean {
  return WOF_ID.test(id) || UNKNOWN.test(id) || listed.has(id);
}

/**
 * After reading the lines, before placing the games: no line of the format, few game lines, a second file, a
 * last line cut. `text` is the whole text (its last character tells whether it ends with a line end).
 */
export function judgeLines(reader: EloReader, text: string): NotResultsReason | null {
  const { shape, players, blocks } = reader;
  const structured = players.length > 0 || Object.keys(reader.header).length > 0 || blocks.length > 0;
  if (shape.gameLines === 0 && !structured) return noGameLines(text);
  // A file that stops without a line end must stop after a whole line: a game line cut inside its discs holds no
  // game. (A cut inside the white id still reads as a game: the published scores may tell, judgeScores.)
  const last = shape.last;
  const cut =
    last?.broken && !/[\r\n]\s*$/.test(text)
      ? ({ kind: "cut-mid-line", line: last.line, text: quoted(last.text) } as const)
      : null;
  if (shape.gameLines === 0) return cut; // else no game at all: index.ts says so, naming the player list
  const listed = new Set(players.map((p) => p.id));
  // Game lines whose ids no results file writes count as other lines.
  const odd = new Map<number, string>();
  for (const b of blocks)
    for (const g of b.games)
      if (!odd.has(g.line) && !(plausibleId(g.black, listed) && plausibleId(g.white, listed)))
        odd.set(g.line, `${g.black} … ${g.white}`);
  const games = shape.gameLines - odd.size;
  const others = shape.others + odd.size;
  if (games <= others) {
    const firstOdd = [...odd.keys()].sort((a, b) => a - b)[0];
    const first =
      shape.firstOther && (firstOdd === undefined || shape.firstOther.line < firstOdd)
        ? shape.firstOther
        : { line: firstOdd, text: lineText(text, firstOdd) };
    return { kind: "few-games", games, others, line: first.line, text: quoted(first.text) };
  }
  if (shape.headerAgain) return { kind: "doubled", what: "header", ...shape.headerAgain };
  if (shape.playersAgain) return { kind: "doubled", what: "players", ...shape.playersAgain, text: "" };
  return cut;
}

/** A text without any game line nor any line of the format: a table of values, or just not one of the format. */
function noGameLines(text: string): NotResultsReason {
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.map((l, i) => ({ l: l.trim(), n: i + 1 })).filter((x) => x.l !== "");
  const first = filled[0];
  for (const sep of [",", ";", "\t"]) {
    if (first && first.l.includes(sep) && filled.filter((x) => x.l.includes(sep)).length * 2 >= filled.length)
      return { kind: "table", line: first.n, text: quoted(first.l) };
  }
  return { kind: "no-lines", lines: filled.length };
}

function lineText(text: string, line: number): string {
  return text.split(/\r\n|\r|\n/)[line - 1] ?? "";
}

/**
 * After assembling: a published score larger than the rounds the games fill plus the player's own play-off (and
 * left-out) games: the file stops before its last rounds.
 */
export function judgeScores(file: EloFile): NotResultsReason | null {
  const rounds = file.tournament.rounds ?? 0;
  let extra: Map<string, number> | undefined;
  for (const p of file.players) {
    if (p.score === undefined || p.score <= rounds) continue;
    if (!extra) {
      extra = new Map();
      for (const g of file.extraGames)
        for (const id of [g.black, g.white]) if (id !== null) extra.set(id, (extra.get(id) ?? 0) + 1);
    }
    if (p.score > rounds + (extra.get(p.id) ?? 0))
      return { kind: "cut-short", player: p.id, score: p.score, rounds, line: p.line };
  }
  return null;
}
