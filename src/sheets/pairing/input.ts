/**
 * The pairing input of round N read from the Results (+ Players) sheet (pure):
 *
 *   pairingInputFromSheets({ results, players?, round?, options? })
 *       → { tournament, round, fixedPairs, fixedRows, absent, problems }
 *
 * Reading: the round to pair is N (given, or found: the last round when none of its games
 * has a result yet, else the one after). Rows of rounds before N are parsed by parseResultsSheet
 * as usual (a game without a result there is an error, with its cell). Rows of round N are NOT
 * given to that parser (they would be "game without result" errors): they are pairs the director
 * fixed by hand, kept as written (colours included) while the rest is completed. Doing the split
 * here, by blanking those rows in a copy of the values, keeps every other row at its own address
 * and leaves results/ untouched.
 *
 * Players sheet: players without games are late entries and join; withdrawn players are not
 * paired (the engine reads Player.withdrawnAfterRound); an optional "Absent rounds" column
 * (ABSENT_HEADER_ALIASES in src/i18n/pairing.ts: "5,6", "5-7", 결장 라운드, 欠場回戦) lists the rounds
 * a player will miss → `absent` for round N.
 */
import type { FixedPair, Player, Tournament } from "../../engine";
import { cellErrorProblem, cellNumber, cellShown, readCell, type Cell } from "../cells";
import { findResultsHeader, type HeaderMatch, type ResultsColumn } from "../headers";
import {
  invisibleDifference,
  isByeWord,
  nameIdentity,
  nameKey,
  parsePlayersSheet,
  parseResultsSheet,
  sortProblems,
} from "../results";
import type { ParseOptions, Problem, SheetInput } from "../types";
import { quoteSheetName } from "../address";
import { readAbsent } from "./absentRounds";
import { Sink, type PairingProblem } from "./problems";

export interface PairingSheetsInput {
  results: SheetInput;
  players?: SheetInput;
  /** Round to pair; default: found from the sheet (see the file comment). */
  round?: number;
  options?: ParseOptions;
}

/** A row of round N typed by the director: kept as a fixed pair. */
export interface FixedRow {
  pair: FixedPair;
  /** 0-based row index inside results.values. */
  row: number;
  /** The table number typed in the row, if any. */
  table?: number;
  /** A1 address of the row's Table cell (undefined when the sheet has no Table column). */
  tableCell?: string;
}

export interface PairingInput {
  /** Players (late entries included) and the games of rounds 1..round−1. */
  tournament: Tournament;
  /** The round to pair. */
  round: number;
  /** Pairs fixed by the director (rows of round N without a result), in sheet order. */
  fixedPairs: FixedPair[];
  fixedRows: FixedRow[];
  /** Player ids absent in round N (Players sheet "Absent rounds"). */
  absent: string[];
  /** Every problem, sorted by sheet then cell. Pair only when there is no "error". */
  problems: PairingProblem[];
}

const DEFAULT_SEARCH_ROWS = 30;

/** A data row of the Results sheet with a valid round number. */
interface RowInfo {
  /** 0-based row index inside results.values. */
  r: number;
  round: number;
  bye: boolean;
  /** A disc or result cell is filled. */
  hasResult: boolean;
}

/** The Results sheet's values with its header: a cell of a row by what its column holds. */
interface ResultsGrid {
  values: unknown[][];
  header: HeaderMatch<ResultsColumn>;
  col: Record<ResultsColumn, number | undefined>;
  cell(row: unknown[], k: ResultsColumn): Cell;
}

/** Read the pairing input of round N from the sheets (see the file comment). Never throws. */
export function pairingInputFromSheets(input: PairingSheetsInput): PairingInput {
  const problems: PairingProblem[] = [];
  const searchRows = input.options?.headerSearchRows ?? DEFAULT_SEARCH_ROWS;
  const values = Array.isArray(input.results.values) ? input.results.values : [];
  const sink = new Sink(input.results.sheetName, input.results.topLeft, problems);
  const header = findResultsHeader(values, searchRows);

  if (!header) {
    // Let the results parser report the missing header (and read the Players sheet).
    const parsed = parseResultsSheet({ ...input.results, players: input.players, options: input.options });
    problems.push(...parsed.problems);
    return {
      tournament: parsed.tournament,
      round: input.round ?? 1,
      fixedPairs: [],
      fixedRows: [],
      absent: [],
      problems,
    };
  }
  const col = header.columns as Record<ResultsColumn, number | undefined>;
  const grid: ResultsGrid = {
    values,
    header,
    col,
    cell: (row, k) => (col[k] === undefined ? { kind: "empty" } : readCell(row[col[k]!])),
  };
  const rows = classifyRows(grid);

  const round = roundToPair(input, grid, rows, sink);
  if (round === undefined) {
    const parsed = parseResultsSheet({ ...input.results, players: input.players, options: input.options });
    problems.push(...parsed.problems);
    sortProblems(problems as Problem[]);
    return { tournament: parsed.tournament, round: NaN, fixedPairs: [], fixedRows: [], absent: [], problems };
  }
  const tournament = parseEarlierRounds(input, grid, rows, round, sink, problems);
  const players = new PlayerResolver(tournament, input, sink);
  const { fixedPairs, fixedRows, seen } = readFixedRows(grid, rows, round, players, sink);
  const absent = input.players ? readAbsent(input.players, round, searchRows, players.byId, seen, problems) : [];
  sortProblems(problems as Problem[]);
  return { tournament, round, fixedPairs, fixedRows, absent, problems };
}

/** The data rows that have a valid round number (the others are left to the results parser). */
function classifyRows(grid: ResultsGrid): RowInfo[] {
  const { values, header } = grid;
  const rows: RowInfo[] = [];
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const n = cellNumber(grid.cell(row, "round"));
    if (n === undefined || !Number.isInteger(n) || n < 1) continue;
    const side = (k: ResultsColumn) => {
      const c = grid.cell(row, k);
      return c.kind === "text" && isByeWord(c.value);
    };
    const hasResult = (["blackDiscs", "whiteDiscs", "result"] as const).some((k) => grid.cell(row, k).kind !== "empty");
    rows.push({ r, round: n, bye: side("black") || side("white"), hasResult });
  }
  return rows;
}

/**
 * The round to pair: as given, or found from the rows (see the file comment); undefined when the
 * given round is not a whole number ≥ 1 (reported). A gap after the last earlier round is reported.
 */
function roundToPair(input: PairingSheetsInput, grid: ResultsGrid, rows: RowInfo[], sink: Sink): number | undefined {
  const { values, header, col } = grid;
  let round: number;
  const lastWritten = rows.reduce((m, x) => Math.max(m, x.round), 0);
  if (input.round !== undefined) {
    if (!Number.isInteger(input.round) || input.round < 1) {
      sink.add("error", "pair-round-invalid", header.row, col.round!, { value: String(input.round) });
      return undefined;
    }
    round = input.round;
  } else {
    // The last written round is still to be paired while none of its games has a result. A round
    // of bye rows only is pending (a bye fixed by the director) unless those byes seat every
    // player who could play it (e.g. one player left): then it is complete.
    const last = rows.filter((x) => x.round === lastWritten);
    const started = last.some((x) => !x.bye && x.hasResult);
    const games = last.filter((x) => !x.bye).length;
    const byesOnlyComplete =
      lastWritten > 0 && games === 0 && last.length >= eligibleCount(values, header, input, lastWritten);
    round = lastWritten === 0 ? 1 : started || byesOnlyComplete ? lastWritten + 1 : lastWritten;
  }
  const before = rows.filter((x) => x.round < round).reduce((m, x) => Math.max(m, x.round), 0);
  if (round > before + 1) {
    sink.add("error", "pair-round-gap", header.row, col.round!, { round, last: before, next: before + 1 });
  }
  return round;
}

/**
 * The tournament of rounds 1..round−1: the rows of round N and later are blanked in a copy, so the
 * results parser sees only earlier rounds (its problems go to `problems`). Rows after round N are
 * reported once per later round, at its first row (a whole played event would otherwise give
 * hundreds of lines); the count says how many rows it covers.
 */
function parseEarlierRounds(
  input: PairingSheetsInput,
  grid: ResultsGrid,
  rows: RowInfo[],
  round: number,
  sink: Sink,
  problems: PairingProblem[],
): Tournament {
  const filtered = grid.values.slice();
  const laterRounds = new Map<number, { r: number; count: number }>();
  for (const x of rows) {
    if (x.round < round) continue;
    filtered[x.r] = [];
    if (x.round > round) {
      const first = laterRounds.get(x.round);
      if (first) first.count++;
      else laterRounds.set(x.round, { r: x.r, count: 1 });
    }
  }
  for (const [n, { r, count }] of laterRounds)
    sink.add("error", "pair-row-after-round", r, grid.col.round!, { rowRound: n, round, count });
  const parsed = parseResultsSheet({
    ...input.results,
    values: filtered,
    players: input.players,
    options: input.options,
  });
  problems.push(...parsed.problems);
  return parsed.tournament;
}

/**
 * The players of a fixed pair's cells: by id, then by name, keyed by nameIdentity
 * (src/sheets/results/names.ts: spellings that differ only invisibly are one player). Without a Players
 * sheet a new name is a late entry (added to the tournament, the name as id).
 */
class PlayerResolver {
  /** Players by nameIdentity of their id. */
  readonly byId: Map<string, Player>;
  private readonly byName = new Map<string, string[]>();
  private readonly byKey = new Map<string, string>();
  private readonly fromSheet: boolean;

  constructor(
    private readonly tournament: Tournament,
    private readonly input: PairingSheetsInput,
    private readonly sink: Sink,
  ) {
    this.fromSheet = input.players !== undefined;
    this.byId = new Map(tournament.players.map((p) => [nameIdentity(p.id), p] as const));
    for (const p of tournament.players) this.addName(p.id, p.name);
  }

  private addName(id: string, name: string): void {
    const { byName, byKey } = this;
    byName.set(nameIdentity(name), [...(byName.get(nameIdentity(name)) ?? []), id]);
    if (!byKey.has(nameKey(nameIdentity(name)))) byKey.set(nameKey(nameIdentity(name)), name);
  }

  /** The player id of the cell at (r, c), "BYE", or undefined (the problem reported). */
  resolve(cell: Cell, r: number, c: number, side: "black" | "white"): string | "BYE" | undefined {
    const { sink, tournament, input, byId, byName, byKey } = this;
    switch (cell.kind) {
      case "empty":
        sink.add("error", "player-missing", r, c, { side });
        return undefined;
      case "other":
        sink.add("error", "player-not-text", r, c, { value: cell.value });
        return undefined;
      case "error": {
        const p = cellErrorProblem(cell);
        sink.add("error", p.code, r, c, p.params);
        return undefined;
      }
    }
    const text = cellShown(cell);
    if (isByeWord(text)) return "BYE";
    const key = nameIdentity(text);
    const merged = (id: string, written: string): string => {
      if (written !== text) {
        const first = tournament.games.find((g) => g.black === id || g.white === id)?.origin;
        const otherAddress = first ?? (input.players ? quoteSheetName(input.players.sheetName) : sink.address(r, c));
        sink.add("warning", "name-merged", r, c, {
          name: text,
          other: written,
          otherAddress,
          difference: invisibleDifference(text, written),
        });
      }
      return id;
    };
    const known = byId.get(key);
    if (known) return merged(known.id, known.id);
    const ids = byName.get(key);
    if (ids && ids.length === 1) return merged(ids[0], tournament.players.find((p) => p.id === ids[0])?.name ?? ids[0]);
    if (ids && ids.length > 1) {
      sink.add("error", "ambiguous-player", r, c, { name: text, otherAddress: ids.join(", ") });
      return undefined;
    }
    if (this.fromSheet) {
      const near = byKey.get(nameKey(key));
      if (near) sink.add("error", "unknown-player-close", r, c, { name: text, suggestion: near });
      else sink.add("error", "unknown-player", r, c, { name: text });
      return undefined;
    }
    // No Players sheet: a new name in a fixed pair is a late entry (the name is the id).
    const p = { id: text, name: text };
    tournament.players.push(p);
    byId.set(key, p);
    this.addName(text, text);
    return text;
  }
}

/**
 * The rows of round N without a result: the director's fixed pairs (in sheet order), each player
 * once in the round and not withdrawn, each typed table once. `seen`: id → address of its pair.
 */
function readFixedRows(
  grid: ResultsGrid,
  rows: RowInfo[],
  round: number,
  players: PlayerResolver,
  sink: Sink,
): { fixedPairs: FixedPair[]; fixedRows: FixedRow[]; seen: Map<string, string> } {
  const { values, col } = grid;
  const get = grid.cell;
  const pending = rows.filter((x) => x.round === round);
  const fixedPairs: FixedPair[] = [];
  const fixedRows: FixedRow[] = [];
  const seen = new Map<string, string>(); // id → address of its fixed pair
  const tableAt = new Map<number, string>(); // table typed in a fixed row → its address
  // Rows of round N with a result: one problem at the first, counting them all.
  const withResult = pending.filter((x) => x.hasResult && !x.bye);
  if (withResult.length > 0) {
    const first = withResult[0];
    const k = (["blackDiscs", "whiteDiscs", "result"] as const).find(
      (k) => get(values[first.r] as unknown[], k).kind !== "empty",
    )!;
    sink.add("error", "pair-round-has-results", first.r, col[k]!, { round, next: round + 1, count: withResult.length });
  }
  for (const x of pending) {
    const row = values[x.r] as unknown[];
    if (x.hasResult && !x.bye) continue;
    if (x.bye && (get(row, "blackDiscs").kind !== "empty" || get(row, "whiteDiscs").kind !== "empty")) {
      const k = get(row, "blackDiscs").kind !== "empty" ? "blackDiscs" : "whiteDiscs";
      sink.add("error", "bye-with-discs", x.r, col[k]!, { value: cellShown(get(row, k)) });
      continue;
    }
    const black = players.resolve(get(row, "black"), x.r, col.black!, "black");
    const white = players.resolve(get(row, "white"), x.r, col.white!, "white");
    // Each resolved player once in the round, and not withdrawn (checked even when the other side
    // of the row is wrong, so every problem is reported at once).
    let ok = black !== undefined && white !== undefined;
    for (const [id, c] of [
      [black, col.black!],
      [white, col.white!],
    ] as const) {
      if (id === undefined || id === "BYE" || (id === black && id === white && c === col.white)) continue;
      const p = players.byId.get(nameIdentity(id))!;
      const first = seen.get(id);
      if (first) {
        sink.add("error", "player-twice-in-round", x.r, c, { name: p.name, round, otherAddress: first });
        ok = false;
      } else seen.set(id, sink.address(x.r, c));
      if (p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < round) {
        sink.add("error", "played-after-withdrawal", x.r, c, { name: p.name, round, withdrawn: p.withdrawnAfterRound });
        ok = false;
      }
    }
    if (black === undefined || white === undefined) continue;
    if (black === "BYE" && white === "BYE") {
      sink.add("error", "double-bye", x.r, col.white!);
      continue;
    }
    if (black === white) {
      sink.add("error", "self-game", x.r, col.white!, { name: players.byId.get(nameIdentity(black))!.name });
      continue;
    }
    const pair: FixedPair =
      black === "BYE" ? { black: white, white: null } : { black, white: white === "BYE" ? null : white };
    if (!ok) continue;
    const fr: FixedRow = { pair, row: x.r };
    const tn = cellNumber(get(row, "table"));
    if (tn !== undefined && Number.isInteger(tn) && tn >= 1) {
      const other = tableAt.get(tn);
      if (other) {
        sink.add("error", "pair-table-twice", x.r, col.table!, { table: tn, round, otherAddress: other });
        continue;
      }
      tableAt.set(tn, sink.address(x.r, col.table!));
      fr.table = tn;
    }
    if (col.table !== undefined) fr.tableCell = sink.cell(x.r, col.table);
    fixedPairs.push(pair);
    fixedRows.push(fr);
  }
  return { fixedPairs, fixedRows, seen };
}

/**
 * How many players could play `round`: the Players sheet's players neither withdrawn before it nor
 * absent in it, or, without a Players sheet, the distinct player cells of the results (bye words
 * excluded).
 */
function eligibleCount(
  values: unknown[][],
  header: HeaderMatch<ResultsColumn>,
  input: PairingSheetsInput,
  round: number,
): number {
  if (input.players) {
    const players = parsePlayersSheet(input.players).players;
    const byId = new Map(players.map((p) => [nameIdentity(p.id), p] as const));
    const absent = readAbsent(
      input.players,
      round,
      input.options?.headerSearchRows ?? DEFAULT_SEARCH_ROWS,
      byId,
      new Map(),
      [],
    );
    return (
      players.filter((p) => p.withdrawnAfterRound === undefined || p.withdrawnAfterRound >= round).length -
      absent.length
    );
  }
  const names = new Set<string>();
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    for (const k of ["black", "white"] as const) {
      const c = header.columns[k] === undefined ? ({ kind: "empty" } as Cell) : readCell(row[header.columns[k]!]);
      if (c.kind === "text" || c.kind === "number") {
        const text = cellShown(c);
        if (!isByeWord(text)) names.add(text);
      }
    }
  }
  return names.size;
}
