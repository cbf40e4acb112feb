/**
 * Reading the History sheet (written by Brightwell): one row per player and applied event, with what undo needs
 * (the list's cells before the event, exactly as they were). A bad row is an error at its first bad cell and
 * left out.
 */
import type { HistoryRecord, RatingMethod } from "../../engine";
import { cellNumber, cellShown, readCell } from "../cells";
import { findHeaderRow } from "../headers";
import { nameIdentity } from "../results";
import { HISTORY_COLUMNS, HISTORY_TITLES, RATING_SHEET_NAME, titleOf, type HistoryColumn } from "../../i18n/ratings";
import type { Locale } from "../../i18n/locale";
import type { SheetInput } from "../types";
import { isEmptyBlock, plainValues, readDate, readFlag, rowCells, widestRow } from "./cells";
import { SheetProblems } from "./problems";
import { HISTORY_REQUIRED, historyColumnOf } from "./titles";
import type { CellValue, RatingProblem } from "./types";

/** A row of the Rating history sheet: the engine's record and the list's cells before the event, as they were. */
export interface HistoryRow {
  record: HistoryRecord;
  /** The list's cells before the event, exactly as they were. */
  raw: { games: CellValue; provisional: CellValue; lastEvent: CellValue };
  /** The ID cell ("" when the player had none). */
  id: string;
  /** Row in the block (-1 for rows added by this plan). */
  r: number;
}

/** The History sheet as read. */
export interface HistoryBlock {
  sheetName: string;
  exists: boolean;
  problems: SheetProblems;
  rowsRead: number;
  columnsRead: number;
  cols: Partial<Record<HistoryColumn, number>>;
  rows: HistoryRow[];
}

/** The History sheet (none yet: an empty one, to be written under the name of the sheets' language). */
export function readHistory(
  input: SheetInput | undefined,
  problems: RatingProblem[],
  locale: Locale = "en",
): HistoryBlock {
  const sheetName = input?.sheetName ?? RATING_SHEET_NAME[locale].history;
  const values = plainValues(input?.values);
  const block: HistoryBlock = {
    sheetName,
    exists: input !== undefined,
    problems: new SheetProblems(sheetName, input?.topLeft ?? "A1", problems),
    rowsRead: values.length,
    columnsRead: widestRow(values),
    cols: {},
    rows: [],
  };
  if (isEmptyBlock(values)) return block;
  const header = findHeaderRow(values, historyColumnOf, HISTORY_REQUIRED);
  if (!header) {
    block.problems.add("error", "history-no-header", 0, 0, {
      columns: HISTORY_REQUIRED.map((c) => titleOf(HISTORY_TITLES, c, "en")).join(", "),
    });
    return block;
  }
  block.cols = header.columns;
  for (let r = header.row + 1; r < values.length; r++) {
    const row = readHistoryRow(block, values[r], r);
    if (row) block.rows.push(row);
  }
  return block;
}

/** One History row below the header: undefined when it is empty or has an error (the first bad cell is reported). */
function readHistoryRow(block: HistoryBlock, values: readonly CellValue[], r: number): HistoryRow | undefined {
  const col = block.cols;
  const raw = rowCells(values, col);
  if (HISTORY_COLUMNS.every((k) => raw(k) === null || raw(k) === "")) return undefined;
  let bad = false;
  const fail = (k: HistoryColumn, expected: string) => {
    if (!bad)
      block.problems.add("error", "history-cell-invalid", r, col[k]!, {
        column: titleOf(HISTORY_TITLES, k, "en"),
        expected,
        value: cellShown(readCell(raw(k))),
      });
    bad = true;
  };
  const text = (k: HistoryColumn) => cellShown(readCell(raw(k)));
  const num = (k: HistoryColumn, optional: boolean): number | null => {
    const c = readCell(raw(k));
    if (c.kind === "empty") {
      if (!optional) fail(k, "number");
      return null;
    }
    const n = cellNumber(c);
    if (n === undefined) fail(k, "number");
    return n ?? null;
  };
  const event = text("event");
  if (event === "") fail("event", "text");
  const date = readDate(raw("date"));
  if (!date) fail("date", "date");
  const name = text("name");
  if (name === "") fail("name", "text");
  const old = num("old", true);
  const nw = num("new", false);
  const gamesBefore = num("gamesBefore", true);
  const expected = num("expected", true);
  const points = num("points", true);
  const games = num("games", true);
  const change = num("change", true);
  const method: RatingMethod = text("method").toLowerCase().startsWith("kba") ? "kba" : "elo";
  if (bad) return undefined;
  const id = text("id");
  const newcomer = readFlag(raw("newcomer"));
  const provisionalBefore = raw("provisionalBefore");
  return {
    r,
    id,
    raw: { games: raw("gamesBefore"), provisional: provisionalBefore, lastEvent: raw("lastEventBefore") },
    record: {
      event,
      date: date!,
      key: nameIdentity(id !== "" ? id : name),
      name,
      old,
      expected: expected ?? 0,
      points: points ?? 0,
      games: games ?? 0,
      change: change ?? (old === null ? null : nw! - old),
      new: nw!,
      provisional: readFlag(raw("provisional")),
      gamesBefore: gamesBefore ?? 0,
      provisionalBefore: newcomer ? null : readFlag(provisionalBefore),
      lastEventBefore: text("lastEventBefore"),
      newcomer,
      method,
      appliedAt: text("appliedAt"),
      gamesKey: text("gamesKey"),
      ...(text("sameGamesAs") !== "" ? { sameGamesAs: text("sameGamesAs") } : {}),
    },
  };
}

/** Where a History row's problem goes: its Event cell. */
export function historyRowAddress(block: HistoryBlock, row: HistoryRow): { r: number; c: number } {
  return { r: row.r, c: block.cols.event ?? 0 };
}
