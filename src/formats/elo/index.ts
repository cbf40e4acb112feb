/**
 * The WOF results file (`.ELO`), as written by PAPP and sent to the world rating list
 * (docs/rules.md §7.1). Pure text in, text out (no file system here; bytes → text is decode.ts).
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
 * The steps, one module each: lines.ts (line endings, game-line shapes, round headers, section
 * markers), playerLine.ts (a "%_%" line), reader.ts (the lines in order → header, player lines and
 * blocks of games), assemble.ts (ids, scores in the wrong column, the arrangement chosen), place.ts
 * (blocks → rounds), byes.ts (byes rebuilt from the scores), names.ts and write.ts (the canonical form).
 *
 * Rules it relies on (checked on the 3,909 real files of test/fixtures/wof_results, docs/corpus.md):
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
 * - A round without games is closed up (the later rounds numbered on), unless its header is the canonical
 *   `%Round: n` the writer writes for every round: a round of byes and forfeits only has no game line.
 * - The player list is in the official final order (PAPP); `publishedOrder` keeps it. Its last
 *   column is a disc count or a BQ, depending on who wrote the file (eloCheck.ts tells which).
 */

import { assemble } from "./assemble";
import { judgeLines, judgeScores, judgeText, NotResultsError } from "./judge";
import { splitLines } from "./lines";
import { EloReader } from "./reader";
import { EloFormatError, type EloFile } from "./types";
import type { FileNote } from "../notes";
import type { Locale } from "../../i18n/locale";
import { fileNoteText } from "../../i18n/fileNotes";

export type { FileNote } from "../notes";
export { EloFormatError, type EloFile, type EloPlayerLine } from "./types";
export { NotResultsError } from "./judge";
export { isUnknownEloId, readRoundHeader, readSectionMarker, type RoundHeader } from "./lines";
export { splitName } from "./names";
export { writeEloFile, type EloWriteOptions } from "./write";

/**
 * Parse a WOF .ELO file given as text (decode bytes with decode.ts first).
 *
 * `byes: false` rebuilds no bye from the published scores unless they must choose how to place a player's second
 * game in a round (a rating rates no bye and does without them): the games, their rounds and the verdicts are the
 * same (test/formats/corpus.test.ts checks every file of the archive).
 *
 * @throws NotResultsError (an EloFormatError) when the text is not a results file (judge.ts: binary data, another
 * format, few game lines, two files in one, a file cut short); EloFormatError naming the line when it holds no games.
 */
export function parseEloFile(text: string, options: { byes?: boolean } = {}): EloFile {
  const notes: FileNote[] = [];
  // A byte-order mark, and a DOS end-of-file mark (^Z) after the last line, are no part of the text.
  // eslint-disable-next-line no-control-regex
  const body = (text.startsWith("\uFEFF") ? text.slice(1) : text).replace(/\u001a[\u001a\s]*$/, "");
  const before = judgeText(body);
  if (before) throw new NotResultsError(before);
  const lines = splitLines(body, notes);
  const reader = new EloReader(notes);
  for (let i = 0; i < lines.length; i++) reader.readLine(lines[i], i + 1);
  const verdict = judgeLines(reader, body);
  if (verdict) throw new NotResultsError(verdict);
  const { header, columns, players, blocks } = reader;
  if (blocks.every((b) => b.games.length === 0)) {
    const text = (l: Locale) =>
      players.length > 0
        ? fileNoteText("eloNoGamesList", l, { line: players[0].line, count: players.length })
        : fileNoteText("eloNoGames", l);
    throw new EloFormatError(text("en"), text);
  }
  const file = assemble(header, columns, players, blocks, notes, options.byes ?? true);
  const cut = judgeScores(file);
  if (cut) throw new NotResultsError(cut);
  return file;
}
