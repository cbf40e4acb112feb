/**
 * Results sheet (+ optional Players sheet) → Tournament, collecting every problem with its cell.
 * Pure: no Office, no Node. Never throws on cell contents.
 *
 * Results sheet: one row per game with columns Round, Table (optional), Black, Black discs,
 * White discs, White, Result (optional), titled in English, Korean or Japanese, in any order; the
 * header row is searched in the first rows. A bye is a row whose Black or White is BYE (부전승, 不戦勝)
 * and has no discs. A game without discs needs a Result: forfeit 1F-0F / 0F-1F / 0F-0F, or
 * adjudicated 1-0 / 0-1 / ½-½ (also 1/2-1/2, 0.5-0.5).
 *
 * Rows with an error are left out of the tournament (the caller should not compute when there is any
 * error); rows with only warnings are kept.
 *
 * The steps, one module each: players.ts (the Players sheet), header.ts (the header row, a round
 * left pending), rows.ts (each row: cells, names, discs or Result), names.ts (name identity),
 * checks.ts (rows kept, and the checks across rows), cursor.ts (problems at their cells, sorted);
 * state.ts holds what they share while one sheet is read.
 */
import { BOARD_DISCS, type Game, type Tournament } from "../../engine";
import type { ParseResult, ParseResultsInput, Problem } from "../types";
import { checkRounds, checkWithdrawals } from "./checks";
import { DEFAULT_SEARCH_ROWS, SheetCursor, sortProblems } from "./cursor";
import { findPendingRound, readResultsHeader } from "./header";
import { emptyRegistry, PlayerNames } from "./names";
import { readPlayers } from "./players";
import { readGameRow } from "./rows";
import { emptyRowCells, RoundBook, type ResultsParse } from "./state";

export { sortProblems } from "./cursor";
export { findPendingRound, MAX_ROUND } from "./header";
export { invisibleDifference, isByeWord, nameIdentity, nameKey } from "./names";
export { parsePlayersSheet } from "./players";
export { parseResultText, type ParsedResultText } from "./rows";

/**
 * Parse a results sheet (and optional Players sheet) into a Tournament plus every problem found. The
 * steps: the Players sheet (readPlayers), the header row (readResultsHeader), a round left pending
 * (findPendingRound), every row (readGameRow, which resolves the names through PlayerNames and keeps
 * the games through RoundBook), then the checks across rows (checkRounds, checkWithdrawals).
 */
export function parseResultsSheet(input: ParseResultsInput): ParseResult {
  const problems: Problem[] = [];
  const options = input.options ?? {};
  const searchRows = options.headerSearchRows ?? DEFAULT_SEARCH_ROWS;

  const reg = input.players ? readPlayers(input.players, problems, searchRows) : emptyRegistry(false);
  const games: Game[] = [];
  const tournament: Tournament = { players: reg.players, games };
  if (options.name !== undefined) tournament.name = options.name;
  if (options.rounds !== undefined) tournament.rounds = options.rounds;

  const cur = new SheetCursor(input.sheetName, input.topLeft, problems);
  const values = Array.isArray(input.values) ? input.values : [];
  const header = readResultsHeader(values, cur, searchRows);
  if (!header) return { tournament, problems };

  const pending = options.pendingRound === "skip" ? findPendingRound(values, header.row, header.col) : undefined;
  if (pending) {
    cur.add("warning", "round-pending", pending.row, header.col.round!, { round: pending.round });
    // The paired round still belongs to the event: C = 64/N counts it among the planned rounds.
    tournament.rounds = Math.max(tournament.rounds ?? 0, pending.round);
  }

  const parse: ResultsParse = {
    cur,
    col: header.col,
    hasDiscs: header.hasDiscs,
    board: options.boardDiscs ?? BOARD_DISCS,
    discSumSeverity: options.discSum === "error" ? "error" : "warning",
    pendingRound: pending?.round,
    names: new PlayerNames(reg, cur),
    book: new RoundBook(
      games,
      reg.players.some((pl) => pl.withdrawnAfterRound !== undefined),
    ),
    outcome: { kind: "played", blackDiscs: 0, whiteDiscs: 0, blackPoints: 0, whitePoints: 0 },
    cells: emptyRowCells(),
  };
  for (let r = header.row + 1; r < values.length; r++) readGameRow(parse, values[r], r);

  checkRounds(parse, options.rounds);
  checkWithdrawals(parse, reg.players);
  sortProblems(problems);
  return { tournament, problems };
}
