/**
 * One row of the Results sheet: its cells (Round, Table, Black, discs, White, Result), the player cells
 * resolved to ids, a game or a bye kept (checks.ts); every problem at its cell. It allocates nothing per
 * row beyond what it keeps (100,000-row sheets).
 */
import { byeGame, type Game } from "../../engine";
import { cellErrorProblem, cellNumber, cellShown, EMPTY_CELL, readCell, type Cell } from "../cells";
import type { ResultsColumn } from "../headers";
import { keepBye, keepGame } from "./checks";
import { MAX_ROUND } from "./header";
import type { PlayerEntry } from "./names";
import type { Outcome, ResultsParse, RowCells } from "./state";

export interface ParsedResultText {
  kind: "forfeit" | "adjudicated";
  blackPoints: number;
  whitePoints: number;
}

/**
 * Read a Result cell of a game without discs: forfeits "1F-0F", "0F-1F", "0F-0F" (F on either number
 * is enough; case-insensitive) and adjudications "1-0", "0-1", "½-½", "1/2-1/2", "0.5-0.5".
 * Dashes may be -, –, —, −, ー or ":"; spaces are ignored. Undefined when not understood.
 */
export function parseResultText(text: string): ParsedResultText | undefined {
  let t = text.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
  t = t.replace(/1\u20442|½|1\/2/g, "0.5").replace(/[\u2013\u2014\u2212\u30FC:~]/g, "-");
  const m = /^(1|0|0\.5|\.5)(F?)-(1|0|0\.5|\.5)(F?)$/.exec(t);
  if (!m) return undefined;
  const b = Number(m[1]);
  const w = Number(m[3]);
  if (m[2] || m[4]) {
    // Forfeit: whole points only, and not both winning.
    if (!Number.isInteger(b) || !Number.isInteger(w) || b + w > 1) return undefined;
    return { kind: "forfeit", blackPoints: b, whitePoints: w };
  }
  if (b + w !== 1) return undefined;
  return { kind: "adjudicated", blackPoints: b, whitePoints: w };
}

/** The cell of column `c` in a row (empty when the sheet has no such column). */
function cellAt(row: unknown[], c: number | undefined): Cell {
  return c === undefined ? EMPTY_CELL : readCell(row[c]);
}

/** The columns in the order their cell errors are reported (the `used` cells of a row). */
const ORDER: ResultsColumn[] = ["round", "table", "black", "blackDiscs", "whiteDiscs", "white", "result"];

/**
 * One row of the Results sheet: a game, a bye, or nothing (a blank line, notes, a prepared row, a
 * pending round); every problem at its cell. A row with an error is left out of the tournament.
 */
export function readGameRow(p: ResultsParse, line: unknown, r: number): void {
  const { cur, col } = p;
  const c = readRowCells(p.cells, col, Array.isArray(line) ? line : []);
  if (skipRow(p, c)) return;
  const before = cur.errors;
  if (
    c.round.kind === "error" ||
    c.table.kind === "error" ||
    c.black.kind === "error" ||
    c.bd.kind === "error" ||
    c.wd.kind === "error" ||
    c.white.kind === "error" ||
    c.res.kind === "error"
  ) {
    reportCellErrors(p, c, r);
  }
  const round = readRound(p, c.round, r);
  const table = readTable(p, c.table, r);
  const black = p.names.resolve(c.black, r, col.black!, "black");
  const white = p.names.resolve(c.white, r, col.white!, "white");
  if (black === "BYE" || white === "BYE") readBye(p, r, black, white, round, table, before);
  else readGame(p, r, black, white, round, table, before);
}

/** The row's cells, into the parse's one RowCells (empty where the sheet has no such column). */
function readRowCells(c: RowCells, col: ResultsParse["col"], row: unknown[]): RowCells {
  c.round = cellAt(row, col.round);
  c.table = cellAt(row, col.table);
  c.black = cellAt(row, col.black);
  c.white = cellAt(row, col.white);
  c.bd = cellAt(row, col.blackDiscs);
  c.wd = cellAt(row, col.whiteDiscs);
  c.res = cellAt(row, col.result);
  return c;
}

/** A row that is no game: blank, notes only, a prepared row waiting for its game, or a pending round's pairing. */
function skipRow(p: ResultsParse, c: RowCells): boolean {
  const noGame =
    c.black.kind === "empty" &&
    c.white.kind === "empty" &&
    c.bd.kind === "empty" &&
    c.wd.kind === "empty" &&
    c.res.kind === "empty";
  if (noGame && c.round.kind === "empty" && c.table.kind === "empty") return true; // blank line or a row of notes only
  // A prepared row with only its Round (and Table) filled in, no player, no discs, no result: a template row
  // waiting for a game (typical when the Round cell is merged over a round's rows in advance). Skip it.
  if (noGame && c.round.kind !== "error" && c.table.kind !== "error") return true;
  return p.pendingRound !== undefined && cellNumber(c.round) === p.pendingRound; // pairings waiting for their results
}

/** Each cell holding an Excel error value, or a formula saved without its value ("recalculate and save in Excel"). */
function reportCellErrors(p: ResultsParse, c: RowCells, r: number): void {
  const used = [c.round, c.table, c.black, c.bd, c.wd, c.white, c.res];
  used.forEach((cell, k) => {
    if (cell.kind !== "error") return;
    const e = cellErrorProblem(cell);
    p.cur.add("error", e.code, r, p.col[ORDER[k]]!, e.params);
  });
}

type PlayerCell = PlayerEntry | "BYE" | undefined;

/** A bye row (BYE on one side): no discs, a Result ignored; kept unless the row has an error. */
function readBye(
  p: ResultsParse,
  r: number,
  black: PlayerCell,
  white: PlayerCell,
  round: number | undefined,
  table: number | undefined,
  before: number,
): void {
  const { cur, col } = p;
  const { bd: cBd, wd: cWd, res: cRes } = p.cells;
  if (black === "BYE" && white === "BYE") {
    cur.add("error", "double-bye", r, col.white!);
    return;
  }
  const discCells: [number, Cell][] = [
    [col.blackDiscs!, cBd],
    [col.whiteDiscs!, cWd],
  ];
  const withDiscs = p.hasDiscs ? discCells.find(([, c]) => c.kind !== "empty") : undefined;
  if (withDiscs) cur.add("error", "bye-with-discs", r, withDiscs[0], { value: cellShown(withDiscs[1]) });
  if (cRes.kind !== "empty" && cRes.kind !== "error")
    cur.add("warning", "bye-result-ignored", r, col.result!, { value: cellShown(cRes) });
  const player = black === "BYE" ? white : black;
  if (player === undefined || player === "BYE" || round === undefined || cur.errors > before) return;
  const origin = cur.address(r, col.round!);
  const game = byeGame(round, player.player.id, origin, table);
  keepBye(p, game, r, black === "BYE" ? col.white! : col.black!, player);
}

/** A game row: two players, discs or a Result; kept unless the row has an error. */
function readGame(
  p: ResultsParse,
  r: number,
  black: PlayerEntry | undefined,
  white: PlayerEntry | undefined,
  round: number | undefined,
  table: number | undefined,
  before: number,
): void {
  const { cur, col } = p;
  if (black !== undefined && white !== undefined && black === white) {
    cur.add("error", "self-game", r, col.white!, { name: black.player.name });
  }
  const readable = readOutcome(p, p.cells.bd, p.cells.wd, p.cells.res, r);
  if (black === undefined || white === undefined || round === undefined || !readable || cur.errors > before) return;
  const { kind, blackPoints, whitePoints } = p.outcome;
  const blackDiscs = kind === "played" ? p.outcome.blackDiscs : null;
  const whiteDiscs = kind === "played" ? p.outcome.whiteDiscs : null;
  const origin = cur.address(r, col.round!);
  // One literal for each shape (with a table, without), not a table added afterwards: V8 keeps a property added to a
  // literal outside the object, one more allocation per game on a 100,000-row sheet.
  const b = black.player.id;
  const w = white.player.id;
  const game: Game =
    table === undefined
      ? { round, black: b, white: w, blackDiscs, whiteDiscs, blackPoints, whitePoints, kind, origin }
      : { round, black: b, white: w, blackDiscs, whiteDiscs, blackPoints, whitePoints, kind, origin, table };
  keepGame(p, game, r, black, white);
}

/** The Round cell: a whole number from 1 to MAX_ROUND (undefined, with the problem, otherwise). */
function readRound(p: ResultsParse, c: Cell, r: number): number | undefined {
  const { cur, col } = p;
  if (c.kind === "empty") {
    cur.add("error", "round-missing", r, col.round!);
    return undefined;
  }
  if (c.kind === "error") return undefined;
  const n = cellNumber(c);
  if (n === undefined || !Number.isInteger(n) || n < 1 || n > MAX_ROUND) {
    cur.add("error", "round-invalid", r, col.round!, { value: cellShown(c) });
    return undefined;
  }
  if (!p.book.roundFirstRow.has(n)) p.book.roundFirstRow.set(n, r);
  return n;
}

/** The Table cell (optional, informative only: a bad one is a warning and is dropped). */
function readTable(p: ResultsParse, c: Cell, r: number): number | undefined {
  if (c.kind === "empty" || c.kind === "error") return undefined;
  const n = cellNumber(c);
  if (n === undefined || !Number.isInteger(n) || n < 0) {
    p.cur.add("warning", "table-invalid", r, p.col.table!, { value: cellShown(c) });
    return undefined;
  }
  return n;
}

/**
 * A game's discs, or its Result when it has none: kind and points, into p.outcome. False (with the
 * problems) when unreadable.
 */
function readOutcome(p: ResultsParse, cBd: Cell, cWd: Cell, cRes: Cell, r: number): boolean {
  const { cur, col } = p;
  const bdEmpty = cBd.kind === "empty";
  const wdEmpty = cWd.kind === "empty";
  const parsedResult = cRes.kind === "text" || cRes.kind === "number" ? parseResultText(cellShown(cRes)) : undefined;
  if (cRes.kind === "other" || ((cRes.kind === "text" || cRes.kind === "number") && !parsedResult)) {
    cur.add("error", "result-invalid", r, col.result!, { value: cellShown(cRes) });
  }
  if (!bdEmpty && !wdEmpty) {
    const bd = readDiscs(p, cBd, col.blackDiscs!, r);
    const wd = readDiscs(p, cWd, col.whiteDiscs!, r);
    if (bd === undefined || wd === undefined) return false;
    if (bd + wd !== p.board) {
      cur.add(p.discSumSeverity, "discs-sum", r, col.blackDiscs!, {
        black: bd,
        white: wd,
        sum: bd + wd,
        total: p.board,
      });
    }
    const bp = bd > wd ? 1 : bd < wd ? 0 : 0.5;
    if (parsedResult && (parsedResult.kind === "forfeit" || parsedResult.blackPoints !== bp)) {
      cur.add("error", "result-mismatch", r, col.result!, { value: cellShown(cRes), black: bd, white: wd });
    }
    return setOutcome(p.outcome, "played", bd, wd, bp, 1 - bp);
  }
  if (bdEmpty !== wdEmpty) {
    cur.add("error", "discs-incomplete", r, bdEmpty ? col.blackDiscs! : col.whiteDiscs!);
    return false;
  }
  if (cRes.kind === "empty") {
    cur.add("error", "result-missing", r, col.result ?? col.blackDiscs!);
    return false;
  }
  if (!parsedResult) return false;
  return setOutcome(p.outcome, parsedResult.kind, 0, 0, parsedResult.blackPoints, parsedResult.whitePoints);
}

function setOutcome(
  o: Outcome,
  kind: Game["kind"],
  blackDiscs: number,
  whiteDiscs: number,
  blackPoints: number,
  whitePoints: number,
): true {
  o.kind = kind;
  o.blackDiscs = blackDiscs;
  o.whiteDiscs = whiteDiscs;
  o.blackPoints = blackPoints;
  o.whitePoints = whitePoints;
  return true;
}

/** A disc cell: a whole number from 0 to the board's discs. */
function readDiscs(p: ResultsParse, c: Cell, column: number, r: number): number | undefined {
  if (c.kind === "error") return undefined;
  const n = cellNumber(c);
  if (n === undefined) {
    p.cur.add("error", "discs-not-number", r, column, { value: cellShown(c), max: p.board });
    return undefined;
  }
  if (!Number.isInteger(n) || n < 0 || n > p.board) {
    p.cur.add("error", "discs-out-of-range", r, column, { value: cellShown(c), max: p.board });
    return undefined;
  }
  return n;
}
