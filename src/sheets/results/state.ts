/** What the steps of one Results sheet's reading share (rows.ts, checks.ts): the columns, the names, the games kept. */
import type { Game } from "../../engine";
import { EMPTY_CELL, type Cell } from "../cells";
import type { Problem } from "../types";
import type { SheetCursor } from "./cursor";
import type { ResultsColumns } from "./header";
import type { PlayerNames } from "./names";

/** What the steps share while one Results sheet is read. */
export interface ResultsParse {
  cur: SheetCursor;
  col: ResultsColumns;
  /** The sheet has disc columns (else every game is a result without discs). */
  hasDiscs: boolean;
  /** Discs on the board (64). */
  board: number;
  discSumSeverity: Problem["severity"];
  /** The round left out because it has pairings but no results yet (pendingRound "skip"). */
  pendingRound?: number;
  names: PlayerNames;
  book: RoundBook;
  /** The row's discs and points as readOutcome read them (one object for every row: no allocation per row). */
  outcome: Outcome;
  /** The row's cells as readGameRow read them (one object for every row, like outcome). */
  cells: RowCells;
}

export interface Outcome {
  kind: Game["kind"];
  blackDiscs: number;
  whiteDiscs: number;
  blackPoints: number;
  whitePoints: number;
}

/** A row's cells, read into one object the parse reuses for every row. */
export interface RowCells {
  round: Cell;
  table: Cell;
  black: Cell;
  white: Cell;
  bd: Cell;
  wd: Cell;
  res: Cell;
}

/** A RowCells to reuse, every cell empty. */
export function emptyRowCells(): RowCells {
  return {
    round: EMPTY_CELL,
    table: EMPTY_CELL,
    black: EMPTY_CELL,
    white: EMPTY_CELL,
    bd: EMPTY_CELL,
    wd: EMPTY_CELL,
    res: EMPTY_CELL,
  };
}

/** The games kept so far, and what the checks across rows need to know about them. */
export class RoundBook {
  /** The sheet row of each game kept (`rows[i]` is the row of `games[i]`). */
  readonly rows: number[] = [];
  /** id → cell of the player's first bye. */
  readonly byeAt = new Map<string, [number, number]>();
  /** round → first row index where it appears. */
  readonly roundFirstRow = new Map<number, number>();
  /** Games kept with their player cells, for the check of withdrawn players (only when someone withdrew). */
  readonly gamePlayerCells: { game: Game; blackCell: [number, number]; whiteCell: [number, number] | undefined }[] = [];

  constructor(
    readonly games: Game[],
    /** Someone withdrew (Players sheet): the games' player cells are kept for checkWithdrawals. */
    readonly anyWithdrawn: boolean,
  ) {}

  /**
   * Keep `game` (read from row `r`); returns the number a player's entry keeps for the round (PlayerEntry.rounds): 2 ×
   * the game's index in `games` for the Black cell, plus 1 for the White cell.
   */
  keep(game: Game, r: number): number {
    const k = this.games.length * 2;
    this.games.push(game);
    this.rows.push(r);
    return k;
  }

  /** What a player's round number stands for: the game, the row, and the player cell's column (Black or White). */
  seenGame(entry: number, col: { black?: number; white?: number }): { game: Game; row: number; col: number } {
    const i = entry >> 1;
    return { game: this.games[i], row: this.rows[i], col: entry & 1 ? col.white! : col.black! };
  }
}
