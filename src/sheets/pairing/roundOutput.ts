/**
 * The pairing written back (pure): the round's rows for the Results sheet, the round as lines every
 * host shows, and the printable "Round N" sheet.
 *
 *   renderPairingRows(result, tournament, { header?, skipFixed? }) → rows for the Results sheet
 *   roundLines(result, tournament, locale) → the round as lines (names, points, why) every host shows
 *   renderRoundSheet(result, tournament, { locale? }) → the printable "Round N" sheet + page hints
 *
 * Names in the output are the player names as written (plain text, number format "@" so a name
 * like "=1+1" or "<img …>" stays text). In Results rows a player is written by name when that name
 * reads back unambiguously (unique, not another player's ID, not a bye word), else by ID — the
 * same rule as tournamentToSheets, so the rows parse back to the same players.
 */
import type { Pairing, PairingSuccess, Tournament } from "../../engine";
import { columnLetters } from "../address";
import { playerLabels, RESULTS_TITLES } from "../standings/export";
import { resultsColumnOf, type ResultsColumn } from "../headers";
import type { Locale, RenderedSheet } from "../types";
import { ONE_PAGE_ROWS, wallPageSetup, type PageSetup } from "../standings/print";
import { ROUND_LABELS } from "../../i18n/pairing";
import type { FixedRow } from "./input";
import { explainWith, namesOf } from "./text";

/**
 * The director's table numbers: a fixed row with a Table typed keeps that table; every other pair
 * takes the free numbers from 1 in the engine's board order (top scores first), the bye last.
 * Returns the result with the tables renumbered and the pairs sorted by table (nothing else changes).
 */
export function applyTypedTables(result: PairingSuccess, fixedRows: readonly FixedRow[]): PairingSuccess {
  const typed = new Map<string, number>();
  for (const fr of fixedRows) if (fr.table !== undefined) typed.set(`${fr.pair.black}\u0000${fr.pair.white}`, fr.table);
  if (typed.size === 0) return result;
  const used = new Set(typed.values());
  let next = 1;
  const free = () => {
    while (used.has(next)) next++;
    used.add(next);
    return next;
  };
  const key = (p: Pairing) => `${p.black}\u0000${p.white}`;
  const pairs = result.pairs.map((p) => ({ ...p }));
  for (const p of pairs) if (typed.has(key(p))) p.table = typed.get(key(p))!;
  for (const p of pairs) if (!typed.has(key(p)) && p.white !== null) p.table = free();
  for (const p of pairs) if (!typed.has(key(p)) && p.white === null) p.table = free();
  pairs.sort((a, b) => a.table - b.table);
  return { ...result, pairs };
}

export interface PairingRowsOptions {
  /**
   * The header row of the Results sheet (its titles, as read). Rows follow its column order;
   * columns it does not know are left empty. Default: the canonical titles RESULTS_TITLES.
   */
  header?: readonly unknown[];
  /** Leave out the pairs fixed by the director (their rows are already in the sheet). */
  skipFixed?: boolean;
}

export interface PairingRows {
  /** One row per table (no header row), as wide as the header. */
  values: (string | number | null)[][];
  /** Same shape: "0" for round/table, "@" (text) for players, "General" elsewhere. */
  numberFormats: string[][];
  /** What each column holds (undefined: a column this module does not fill). */
  columns: (ResultsColumn | undefined)[];
  /** The table of each row (same order as values). */
  tables: number[];
}

/**
 * The round's rows for the Results sheet: Round, Table, Black, empty disc cells, White ("BYE" for
 * the bye, which every locale's parser reads), empty Result, in the header's column order.
 */
export function renderPairingRows(
  result: PairingSuccess,
  t: Tournament,
  options: PairingRowsOptions = {},
): PairingRows {
  const header = options.header ?? RESULTS_TITLES;
  const columns = header.map((title) => resultsColumnOf(title));
  // Only the first column of each kind is filled (a duplicate title is an input error anyway).
  const firstOf = new Map<ResultsColumn, number>();
  columns.forEach((k, i) => {
    if (k !== undefined && !firstOf.has(k)) firstOf.set(k, i);
  });
  const label = playerLabels(t);
  const values: (string | number | null)[][] = [];
  const numberFormats: string[][] = [];
  const tables: number[] = [];
  for (const p of result.pairs) {
    if (options.skipFixed && p.reasons.some((r) => r.kind === "fixed")) continue;
    const line: (string | number | null)[] = header.map(() => null);
    const fmts = header.map(() => "General");
    const put = (k: ResultsColumn, v: string | number, f: string) => {
      const i = firstOf.get(k);
      if (i === undefined) return;
      line[i] = v;
      fmts[i] = f;
    };
    put("round", result.round, "0");
    put("table", p.table, "0");
    put("black", label.get(p.black) ?? p.black, "@");
    put("white", p.white === null ? "BYE" : (label.get(p.white) ?? p.white), "@");
    values.push(line);
    numberFormats.push(fmts);
    tables.push(p.table);
  }
  return { values, numberFormats, columns, tables };
}

/** Page setup of the printable round sheet: the PageSetup every printable sheet uses (./print.ts). */
export type RoundPageSetup = PageSetup;

export interface RoundSheet extends RenderedSheet {
  /** The sheet's name in the locale: "Round 5", "5라운드", "第5回戦". */
  name: string;
  /** The printed block: Table … White's points (the Why column is for the director, not printed). */
  printArea: string;
  pageSetup: RoundPageSetup;
  /** 0-based index of the Why column (outside the print area). */
  whyColumn: number;
}

/** Up to this many tables the round prints on one portrait page (the header row is the 61st). */
export const ROUND_SHEET_ONE_PAGE = ONE_PAGE_ROWS - 1;

/** One pair as every host shows it: names as written, points before the round, the why. */
export interface RoundLine {
  table: number;
  black: string;
  blackPoints: number;
  /** null = the bye. */
  white: string | null;
  whitePoints: number | null;
  /** The one explanation of the pair (explainPair), in the locale. */
  why: string;
  /** A pair the director fixed (kept as written). */
  fixed: boolean;
}

/**
 * The round as lines, from the model: the engine's pairs and reasons and the history it paired
 * from (points before the round). The Round sheet, the command line's table and the pane's list
 * are all formatted from these.
 */
export function roundLines(result: PairingSuccess, t: Tournament, locale: Locale = "en"): RoundLine[] {
  const states = result.history.states;
  const names = namesOf(t);
  const points = (id: string) => (states.get(id)?.score ?? 0) / 2;
  return result.pairs.map((p) => ({
    table: p.table,
    black: names.get(p.black) ?? p.black,
    blackPoints: points(p.black),
    white: p.white === null ? null : (names.get(p.white) ?? p.white),
    whitePoints: p.white === null ? null : points(p.white),
    why: explainWith(p, names, locale),
    fixed: p.reasons.some((r) => r.kind === "fixed"),
  }));
}

/**
 * The printable "Round N" sheet: Table | Black | Pts | White | Pts | Why (roundLines). Points are
 * before the round. The bye row shows the localized bye word in the White column.
 */
export function renderRoundSheet(result: PairingSuccess, t: Tournament, options: { locale?: Locale } = {}): RoundSheet {
  const locale: Locale = options.locale && ROUND_LABELS[options.locale] ? options.locale : "en";
  const L = ROUND_LABELS[locale];
  const header = [L.table, L.black, L.score, L.white, L.score, L.why];
  const values: (string | number | null)[][] = [header];
  const numberFormats: string[][] = [header.map(() => "@")];
  for (const line of roundLines(result, t, locale)) {
    values.push([line.table, line.black, line.blackPoints, line.white ?? L.bye, line.whitePoints, line.why]);
    numberFormats.push(["0", "@", "General", "@", "General", "@"]);
  }
  const n = result.pairs.length;
  const pageSetup = wallPageSetup(n + 1);
  const width = (c: number, min: number, max: number) => {
    let w = min;
    for (const line of values) {
      const v = line[c];
      const s = v === null ? "" : String(v);
      let len = 0;
      for (const ch of s) len += /[\u1100-\u11FF\u2E80-\uA4CF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFF60]/.test(ch) ? 2 : 1;
      w = Math.max(w, len);
    }
    return Math.min(w + 2, max);
  };
  const columnWidths = [
    width(0, 5, 8),
    width(1, 10, 36),
    width(2, 4, 7),
    width(3, 10, 36),
    width(4, 4, 7),
    width(5, 20, 100),
  ];
  return {
    name: L.sheetName(result.round),
    values,
    numberFormats,
    headerRowCount: 1,
    columnWidths,
    printArea: `A1:${columnLetters(4)}${n + 1}`,
    pageSetup,
    whyColumn: 5,
  };
}
