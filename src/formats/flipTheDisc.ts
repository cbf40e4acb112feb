/**
 * FlipTheDisc tournament JSON export (docs/rules.md §7), e.g. test/fixtures/tournament_579.json.
 *
 * - `info.rounds`: number of Swiss rounds; `info.mbq_coef`: BQ constant, null = 64 / rounds.
 * - `players_list[]`: id, surname, name, rating, country_code, left_after_round.
 * - `rounds[]`: `currentRound` is the round number; `pairing` is a list of `[black, white]`;
 *   the black entry carries Black's discs (`score`) and `result` (2 win, 1 draw, 0 loss for
 *   Black). White's discs are 64 − Black's (WOF rule: empty squares go to the winner); a draw
 *   is 32-32. A bye has white `id: -1`.
 * - Play-off rounds come after the Swiss rounds: FTD numbers them 108 (semi-final), 109
 *   (3rd place), 110 (final), and some exports start a round or a pairing list with a category
 *   string. Anything that is not a dict round numbered 1..info.rounds, or not a pair of dicts,
 *   is left out of the Swiss tournament (counted in `skippedPlayoffGames`).
 * - `standings[]`: the published order with `score` and `mbq` (BQ rounded to an integer).
 */

import { BOARD_DISCS, byeGame, Game, Player, Tournament } from "../engine";
import type { Locale } from "../i18n/locale";
import { fileNoteText, type FileNoteKey, type NoteParams } from "../i18n/fileNotes";
import { fileNote, type FileNote } from "./notes";

export interface FtdPublishedRow {
  id: string;
  score: number;
  mbq: number;
}

export interface FtdFile {
  tournament: Tournament;
  /** `info.mbq_coef` when set (a number), else null (= 64 / rounds). */
  mbqCoef: number | null;
  /** The published standings, in published order. */
  published: FtdPublishedRow[];
  /** Games of play-off rounds or unrecognised entries, not counted. */
  skippedPlayoffGames: number;
  /** Non-fatal findings (e.g. an unfinished game left out), as notes about the whole file (code "ftd"). */
  warnings: FileNote[];
}

/** An export that cannot be read: the message (English) names the place; `text(locale)` says it in any language. */
export class FtdFormatError extends Error {
  readonly text: (locale: Locale) => string;
  constructor(key: FileNoteKey, params: NoteParams = {}) {
    const text = (locale: Locale) => fileNoteText(key, locale, params);
    super(text("en"));
    this.text = text;
    this.name = "FtdFormatError";
  }
}

/** A finding of the reader, from the readers' table (src/i18n/fileNotes.ts). */
const warning = (key: FileNoteKey, params: NoteParams) => fileNote(0, "ftd", key, params);

/** "rounds[2].pairing[4] (round 3)" in any language. */
const pairingPlace = (ri: number, pi: number, round: unknown) => (locale: Locale) =>
  fileNoteText("ftdWhere", locale, { path: `rounds[${ri}].pairing[${pi}]`, round: String(round) });

type Json = unknown;

/**
 * A game whose discs contradict its result field (Black 40 discs but "loss", 40 discs but "draw"): the result field
 * counts (the points are what the tournament director entered as the result, as a .ELO file's result sign wins
 * over its discs), and the game is named so it can be checked. Empty when they agree.
 */
function contradiction(
  where: (locale: Locale) => string,
  round: number,
  board: number,
  black: string,
  white: string,
  bd: number,
  result: 0 | 1 | 2,
): FileNote[] {
  const fromDiscs = bd > BOARD_DISCS / 2 ? 2 : bd < BOARD_DISCS / 2 ? 0 : 1;
  if (fromDiscs === result) return [];
  const game = { where, round, board, black, white, bd, wd: BOARD_DISCS - bd };
  if (result === 1) return [warning("ftdContradictDraw", game)];
  const said = (locale: Locale) => fileNoteText(result === 2 ? "ftdBlackWon" : "ftdBlackLost", locale);
  return [warning("ftdContradict", { ...game, said, score: result === 2 ? "1–0" : "0–1" })];
}

function isObj(x: Json): x is Record<string, Json> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function idOf(x: Json, where: string | ((locale: Locale) => string)): string {
  if (typeof x === "number" || (typeof x === "string" && x.trim() !== "")) return String(x);
  throw new FtdFormatError("ftdExpectedId", { where, json: String(JSON.stringify(x)) });
}

/**
 * Parse a FlipTheDisc export, given as the JSON text or the already-parsed object.
 * @throws FtdFormatError naming the place (e.g. "rounds[2].pairing[4]") for a malformed entry.
 */
export function parseFtdJson(json: string | Json): FtdFile {
  let root: Json = json;
  if (typeof json === "string") {
    try {
      root = JSON.parse(json);
    } catch (e) {
      throw new FtdFormatError("ftdBadJson", { detail: (e as Error).message });
    }
  }
  if (!isObj(root)) throw new FtdFormatError("ftdNotObject");
  const info = isObj(root.info) ? root.info : {};
  const plist = Array.isArray(root.players_list) ? root.players_list : null;
  if (!plist) throw new FtdFormatError("ftdNoPlayers");
  const roundsJson = Array.isArray(root.rounds) ? root.rounds : [];
  const swissRounds = typeof info.rounds === "number" && info.rounds > 0 ? info.rounds : undefined;
  const warnings: FileNote[] = [];

  const players: Player[] = plist.map((p, i) => {
    const where = `players_list[${i}]`;
    if (!isObj(p)) throw new FtdFormatError("ftdNotPlayer", { where });
    const surname = typeof p.surname === "string" ? p.surname.trim() : "";
    const first = typeof p.name === "string" ? p.name.trim() : "";
    const player: Player = { id: idOf(p.id, where), name: [surname, first].filter((s) => s).join(" ") };
    if (typeof p.country_code === "string" && p.country_code) player.country = p.country_code;
    if (typeof p.rating === "number") player.rating = p.rating;
    if (typeof p.left_after_round === "number") player.withdrawnAfterRound = p.left_after_round;
    return player;
  });

  const games: Game[] = [];
  let skipped = 0;
  roundsJson.forEach((rd, ri) => {
    const pairing = isObj(rd) && Array.isArray(rd.pairing) ? rd.pairing : null;
    const r = isObj(rd) ? rd.currentRound : undefined;
    const swiss =
      pairing !== null &&
      typeof r === "number" &&
      Number.isInteger(r) &&
      r >= 1 &&
      (swissRounds === undefined || r <= swissRounds) &&
      typeof pairing[0] !== "string";
    if (!swiss) {
      skipped += pairing ? pairing.filter((x) => Array.isArray(x)).length : 0;
      return;
    }
    pairing!.forEach((pair, pi) => {
      const where = pairingPlace(ri, pi, r);
      if (!Array.isArray(pair) || pair.length < 2 || !isObj(pair[0]) || !isObj(pair[1])) {
        // A Swiss pair without two players (e.g. a null opponent): not a play-off game, and not silently lost.
        warnings.push(warning("ftdNotAPair", { where, json: String(JSON.stringify(pair)) }));
        return;
      }
      const [b, w] = pair as [Record<string, Json>, Record<string, Json>];
      const black = idOf(b.id, where);
      const origin = `FTD round ${r}, table ${pi + 1}`;
      if (w.id === -1 || w.id === "-1") {
        games.push(byeGame(r as number, black, origin, pi + 1));
        return;
      }
      const white = idOf(w.id, where);
      const result = b.result;
      if (result !== 0 && result !== 1 && result !== 2) {
        warnings.push(warning("ftdNoResult", { where, json: String(JSON.stringify(result)) }));
        return;
      }
      const bp = result / 2;
      // Black's discs: a number, or a number written as a string ("40"). Anything else cannot be
      // read: the game then counts by its result only, and a warning says so.
      let bd: number | null = null;
      if (typeof b.score === "number") bd = b.score;
      else if (typeof b.score === "string" && /^\s*\d+\s*$/.test(b.score)) bd = Number(b.score);
      else if (b.score === null || b.score === undefined) {
        warnings.push(warning("ftdNoDiscs", { where }));
      } else {
        warnings.push(warning("ftdDiscsNaN", { where, json: String(JSON.stringify(b.score)) }));
      }
      if (bd !== null && (bd < 0 || bd > BOARD_DISCS)) {
        throw new FtdFormatError("ftdDiscsRange", { where, board: BOARD_DISCS, bd });
      }
      if (bd !== null) warnings.push(...contradiction(where, r as number, pi + 1, black, white, bd, result));
      if (result === 1) bd = bd === null ? null : BOARD_DISCS / 2;
      games.push({
        round: r as number,
        table: pi + 1,
        black,
        white,
        blackDiscs: bd,
        whiteDiscs: bd === null ? null : BOARD_DISCS - bd,
        blackPoints: bp,
        whitePoints: 1 - bp,
        kind: bd === null ? "adjudicated" : "played",
        origin,
      });
    });
  });

  const published: FtdPublishedRow[] = [];
  if (Array.isArray(root.standings)) {
    root.standings.forEach((s, i) => {
      if (!isObj(s)) return;
      published.push({
        id: idOf(s.player_id, `standings[${i}]`),
        score: typeof s.score === "number" ? s.score : NaN,
        mbq: typeof s.mbq === "number" ? s.mbq : NaN,
      });
    });
  }

  const tournament: Tournament = {
    name: typeof info.name === "string" ? info.name : undefined,
    rounds: swissRounds,
    players,
    games,
  };
  return {
    tournament,
    mbqCoef: typeof info.mbq_coef === "number" ? info.mbq_coef : null,
    published,
    skippedPlayoffGames: skipped,
    warnings,
  };
}
