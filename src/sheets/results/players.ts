/**
 * The Players sheet: ID, Name, Country, Rating, Withdrawn after round (only Name is required), read into the
 * Registry the Results sheet's player cells are resolved against. Every problem at its cell.
 */
import type { Player } from "../../engine";
import { cellErrorProblem, cellNumber, cellShown, readCell, type Cell } from "../cells";
import { findPlayersHeader, namePartColumns, type PlayersColumn } from "../headers";
import type { Problem, SheetInput } from "../types";
import { DEFAULT_SEARCH_ROWS, SheetCursor } from "./cursor";
import { emptyRegistry, nameIdentity, nameKey, playerEntry, type Registry } from "./names";

type PlayersColumns = Record<PlayersColumn, number | undefined>;

/**
 * Parse a Players sheet: ID, Name, Country, Rating, Withdrawn after round (only Name is required).
 * Players without an ID get their name as ID.
 */
export function parsePlayersSheet(
  input: SheetInput,
  problems: Problem[] = [],
  searchRows = DEFAULT_SEARCH_ROWS,
): { players: Player[]; problems: Problem[] } {
  const reg = readPlayers(input, problems, searchRows);
  return { players: reg.players, problems };
}

/** The Players sheet's header row, then each row: a player read (readPlayerRow) and registered (registerPlayer). */
export function readPlayers(input: SheetInput, problems: Problem[], searchRows: number): Registry {
  const cur = new SheetCursor(input.sheetName, input.topLeft, problems);
  const reg = emptyRegistry(true);
  const values = Array.isArray(input.values) ? input.values : [];
  const header = findPlayersHeader(values, searchRows);
  if (!header) {
    cur.add("error", "missing-column", 0, 0, { column: "Name" });
    return reg;
  }
  for (const d of header.duplicates) {
    cur.add("error", "duplicate-column", header.row, d.cols[1], {
      column: String(values[header.row][d.cols[1]]).trim(),
      otherAddress: cur.address(header.row, d.cols[0]),
    });
  }
  const col = header.columns as PlayersColumns;
  const parts = namePartColumns(Array.isArray(values[header.row]) ? values[header.row] : []);
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const player = readPlayerRow(cur, col, row, r);
    if (!player) continue;
    // Surname and First name, when the sheet has the columns (export-elo writes them): text as shown.
    for (const part of ["surname", "firstName"] as const) {
      const c = parts[part] === undefined ? undefined : readCell(row[parts[part]!]);
      if (c && c.kind !== "empty" && c.kind !== "error") player[part] = cellShown(c);
    }
    registerPlayer(reg, cur, col, player, r);
  }
  return reg;
}

/** The cells of a Players row, by column (one object reused for every row: 20,000-player lists). */
interface PlayerCells {
  id: Cell;
  name: Cell;
  country: Cell;
  rating: Cell;
  withdrawnAfterRound: Cell;
}

const CELL_COLUMNS = ["id", "name", "country", "rating", "withdrawnAfterRound"] as const;

const EMPTY: Cell = { kind: "empty" };

/** One row of the Players sheet → a player, or undefined (a blank row, or a row with an error). */
function readPlayerRow(cur: SheetCursor, col: PlayersColumns, row: unknown[], r: number): Player | undefined {
  const cells: PlayerCells = {
    id: col.id === undefined ? EMPTY : readCell(row[col.id]),
    name: col.name === undefined ? EMPTY : readCell(row[col.name]),
    country: col.country === undefined ? EMPTY : readCell(row[col.country]),
    rating: col.rating === undefined ? EMPTY : readCell(row[col.rating]),
    withdrawnAfterRound: col.withdrawnAfterRound === undefined ? EMPTY : readCell(row[col.withdrawnAfterRound]),
  };
  let blank = true;
  let bad = false;
  for (const k of CELL_COLUMNS) {
    const c = cells[k];
    if (c.kind !== "empty") blank = false;
    if (c.kind === "error") {
      const p = cellErrorProblem(c);
      cur.add("error", p.code, r, col[k]!, p.params);
      bad = true;
    }
  }
  if (blank || bad) return undefined;
  if (cells.name.kind === "empty") {
    cur.add("error", "players-name-missing", r, col.name!);
    return undefined;
  }
  if (cells.name.kind === "other") {
    cur.add("error", "player-not-text", r, col.name!, { value: cells.name.value });
    return undefined;
  }
  const name = cellShown(cells.name);
  const id = cells.id.kind === "empty" ? name : cellShown(cells.id);
  const player: Player = { id, name };
  if (cells.country.kind !== "empty") player.country = cellShown(cells.country);
  if (cells.rating.kind !== "empty") {
    const rating = cellNumber(cells.rating);
    if (rating === undefined)
      cur.add("warning", "players-rating-invalid", r, col.rating!, { value: cellShown(cells.rating) });
    else player.rating = rating;
  }
  if (cells.withdrawnAfterRound.kind !== "empty") {
    const wd = cellNumber(cells.withdrawnAfterRound);
    if (wd === undefined || !Number.isInteger(wd) || wd < 0) {
      cur.add("error", "players-withdrawn-invalid", r, col.withdrawnAfterRound!, {
        value: cellShown(cells.withdrawnAfterRound),
      });
      return undefined;
    }
    player.withdrawnAfterRound = wd;
  }
  return player;
}

/** A player into the registry: an ID twice is an error; a name twice, or one differing only by case or spaces, a warning. */
function registerPlayer(reg: Registry, cur: SheetCursor, col: PlayersColumns, player: Player, r: number): void {
  const { id, name } = player;
  const idKey = nameIdentity(id);
  const nameId = id === name ? idKey : nameIdentity(name);
  const prev = reg.byId.get(idKey);
  if (prev) {
    cur.add("error", "players-duplicate-id", r, col.id ?? col.name!, { id, otherAddress: prev.address });
    return;
  }
  const entry = playerEntry(player, cur.address(r, col.id ?? col.name!));
  const variantKey = nameKey(nameId);
  const sameName = reg.byName.get(nameId);
  if (sameName) {
    // Fine when games use IDs; a game naming this player by name gets an "ambiguous-player" error.
    cur.add("warning", "players-duplicate-name", r, col.name!, { name, otherAddress: sameName[0].address });
    sameName.push(entry);
  } else {
    const near = reg.byKey.get(variantKey);
    if (near && nameIdentity(near.player.name) !== nameId) {
      cur.add("warning", "name-variant", r, col.name!, { name, other: near.player.name, otherAddress: near.address });
    }
    reg.byName.set(nameId, [entry]);
  }
  if (!reg.byKey.has(variantKey)) reg.byKey.set(variantKey, entry);
  reg.byId.set(idKey, entry);
  reg.players.push(player);
}
