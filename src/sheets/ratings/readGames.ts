/**
 * Reading the Rated games sheet (KBA; written by Brightwell): one row per rated game and player, with the
 * opponent's rating the game was rated against. A bad row is an error at its first bad cell and left out.
 */
import { isImpossibleRating, type GameRecord, type GameResult } from "../../engine";
import { cellNumber, cellShown, readCell } from "../cells";
import { findHeaderRow } from "../headers";
import { nameIdentity } from "../results";
import {
  RATED_GAMES_COLUMNS,
  RATED_GAMES_TITLES,
  RATING_SHEET_NAME,
  titleOf,
  type RatedGamesColumn,
} from "../../i18n/ratings";
import type { Locale } from "../../i18n/locale";
import type { SheetInput } from "../types";
import { isEmptyBlock, plainValues, readDate, rowCells, widestRow } from "./cells";
import { SheetProblems } from "./problems";
import { GAMES_REQUIRED, gamesColumnOf } from "./titles";
import type { CellValue, RatingProblem } from "./types";

/** A row of the Rated games sheet. */
export interface GameRow {
  record: GameRecord;
  /** ID cells ("" when none) and names, to write back. */
  id: string;
  name: string;
  opponentId: string;
  opponentName: string;
  /** Row in the block read (undefined for rows a plan adds). */
  r?: number;
}

/** The Rated games sheet as read. */
export interface GamesBlock {
  sheetName: string;
  exists: boolean;
  rowsRead: number;
  columnsRead: number;
  rows: GameRow[];
}

/** The Rated games sheet (none yet: an empty one, to be written under the name of the sheets' language). */
export function readGames(input: SheetInput | undefined, problems: RatingProblem[], locale: Locale = "en"): GamesBlock {
  const sheetName = input?.sheetName ?? RATING_SHEET_NAME[locale].games;
  const sheetProblems = new SheetProblems(sheetName, input?.topLeft ?? "A1", problems);
  const values = plainValues(input?.values);
  const block: GamesBlock = {
    sheetName,
    exists: input !== undefined,
    rowsRead: values.length,
    columnsRead: widestRow(values),
    rows: [],
  };
  if (isEmptyBlock(values)) return block;
  const header = findHeaderRow(values, gamesColumnOf, GAMES_REQUIRED);
  if (!header) {
    sheetProblems.add("error", "games-no-header", 0, 0, {
      columns: GAMES_REQUIRED.map((c) => titleOf(RATED_GAMES_TITLES, c, "en")).join(", "),
    });
    return block;
  }
  for (let r = header.row + 1; r < values.length; r++) {
    const row = readGameRow(values[r], r, header.columns, sheetProblems);
    if (row) block.rows.push(row);
  }
  return block;
}

/** One Rated games row below the header: undefined when it is empty or has an error (its first bad cell). */
function readGameRow(
  values: readonly CellValue[],
  r: number,
  col: Partial<Record<RatedGamesColumn, number>>,
  problems: SheetProblems,
): GameRow | undefined {
  const raw = rowCells(values, col);
  if (RATED_GAMES_COLUMNS.every((k) => raw(k) === null || raw(k) === "")) return undefined;
  const text = (k: RatedGamesColumn) => cellShown(readCell(raw(k)));
  const fail = (k: RatedGamesColumn, expected: string): undefined => {
    problems.add("error", "games-cell-invalid", r, col[k]!, {
      column: titleOf(RATED_GAMES_TITLES, k, "en"),
      expected,
      value: text(k),
    });
    return undefined;
  };
  const date = readDate(raw("date"));
  if (!date) return fail("date", "date");
  const opponentRating = cellNumber(readCell(raw("opponentRating")));
  if (opponentRating === undefined || isImpossibleRating(opponentRating)) return fail("opponentRating", "rating");
  const result = cellNumber(readCell(raw("result")));
  if (result !== 0 && result !== 0.5 && result !== 1) return fail("result", "result");
  // A weight is held to a rating's limits too: above 0 and below 100,000 (src/engine/ratings/sanity.ts).
  const weight = cellNumber(readCell(raw("weight")));
  if (weight === undefined || isImpossibleRating(weight)) return fail("weight", "rating");
  const id = text("id");
  const name = text("name");
  const opponentId = text("opponentId");
  const opponentName = text("opponent");
  return {
    id,
    name,
    opponentId,
    opponentName,
    r,
    record: {
      event: text("event"),
      date,
      round: cellNumber(readCell(raw("round"))) ?? 0,
      player: nameIdentity(id !== "" ? id : name),
      opponent: nameIdentity(opponentId !== "" ? opponentId : opponentName),
      opponentRating,
      result: result as GameResult,
      weight,
    },
  };
}
