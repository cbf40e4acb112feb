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
 */
import { BOARD_DISCS, MAX_ROUNDS, type Game, type Player, type Tournament } from "../engine/model";
import { columnLetters, parseTopLeft, quoteSheetName } from "./address";
import { cellErrorProblem, cellNumber, cellShown, EMPTY_CELL, readCell, type Cell } from "./cells";
import {
  BYE_WORDS,
  findPlayersHeader,
  findResultsHeader,
  type PlayersColumn,
  type ResultsColumn,
} from "./headers";
import { problemMessage } from "../i18n/problems";
import type { ParseResult, ParseResultsInput, Problem, ProblemCode, SheetInput } from "./types";

const DEFAULT_SEARCH_ROWS = 30;
/** Highest round number accepted (a typo like 1e6 must not make the gap check list a million rounds). */
export const MAX_ROUND = MAX_ROUNDS;

/** Collects problems for one sheet block, turning (row, col) inside the block into addresses. */
class SheetCursor {
  readonly origin: { row: number; col: number };
  /** Number of errors (not warnings) this cursor added so far. */
  errors = 0;
  constructor(
    readonly sheet: string,
    topLeft: string | undefined,
    private readonly sink: Problem[],
  ) {
    this.origin = parseTopLeft(topLeft);
  }
  /** Column letters by column (an address is built for every game row). */
  private letters: string[] = [];
  cell(row: number, col: number): string {
    // = cellAddress(this.origin, row, col)
    return (this.letters[col] ??= columnLetters(this.origin.col + col)) + (this.origin.row + row + 1);
  }
  private prefix?: string;
  address(row: number, col: number): string {
    this.prefix ??= `${quoteSheetName(this.sheet)}!`;
    return this.prefix + this.cell(row, col);
  }
  add(
    severity: Problem["severity"],
    code: ProblemCode,
    row: number,
    col: number,
    params: Record<string, string | number> = {},
  ): void {
    const cell = this.cell(row, col);
    if (severity === "error") this.errors++;
    this.sink.push({
      severity,
      sheet: this.sheet,
      cell,
      address: this.address(row, col),
      code,
      message: problemMessage(code, params, "en"),
      params,
    });
  }
}

/** Key used to spot names that differ only by case or whitespace. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

/** Characters that show nothing: zero-width space/joiners, word joiner, direction marks, soft hyphen, BOM. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * The identity of a player's name or ID for matching: Unicode NFC (an accent typed as a separate mark
 * is the same letter), invisible characters removed, every kind of space (non-breaking, ideographic,
 * tab …) as one plain space, trimmed. Two cells with the same identity are one player; the name is
 * shown as first written. (Case and the spaces inside a name still count: those variants stay two
 * players with a "name-variant" warning, as they may really be two people.)
 */
export function nameIdentity(name: string): string {
  if (!/[^\x21-\x7E ]|^ | $| {2}/.test(name)) return name; // plain ASCII, single spaces: already its identity
  return name.normalize("NFC").replace(INVISIBLE, "").replace(/[\s\p{Zs}]+/gu, " ").trim();
}

const CHARACTER_NAMES: Record<string, string> = {
  "\u00A0": "non-breaking space",
  "\u00AD": "soft hyphen",
  "\u200B": "zero-width space",
  "\u200C": "zero-width non-joiner",
  "\u200D": "zero-width joiner",
  "\u200E": "left-to-right mark",
  "\u200F": "right-to-left mark",
  "\u2060": "word joiner",
  "\u3000": "ideographic (full-width) space",
  "\uFEFF": "zero-width no-break space",
};

/** What makes two spellings with one identity differ, in words: "a zero-width space (U+200B)", … */
export function invisibleDifference(a: string, b: string): string {
  const found = new Set<string>();
  for (const text of [a, b]) {
    for (const ch of text) {
      const invisible = ch.match(INVISIBLE) !== null;
      const oddSpace = ch !== " " && /[\s\p{Zs}]/u.test(ch);
      if (!invisible && !oddSpace) continue;
      const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      const what = CHARACTER_NAMES[ch] ?? (oddSpace ? "special space" : "invisible character");
      found.add(`${/^[aeiou]/.test(what) ? "an" : "a"} ${what} (${code})`);
    }
    if (text !== text.normalize("NFC")) found.add("letters with accents written as separate marks (Unicode NFD)");
    if (/^ | $| {2}/.test(text)) found.add("extra spaces");
  }
  return [...found].join(", ") || "invisible characters";
}

/** True when the text says "bye" in any supported language (any case). */
export function isByeWord(text: string): boolean {
  // Every bye word is at most 3 characters; skip the (costly) normalization for longer text.
  if (text.trim().length > 8) return false;
  return BYE_WORDS.includes(text.normalize("NFKC").trim().toLowerCase());
}

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

interface PlayerEntry {
  player: Player;
  /** Address of the player's row (Players sheet) or of the first game naming him. */
  address: string;
}

/** The players known so far, with look-ups by ID and by name. */
interface Registry {
  fromSheet: boolean;
  players: Player[];
  /** nameIdentity(id) → entry. */
  byId: Map<string, PlayerEntry>;
  /** nameIdentity(name) → entries (more than one = ambiguous name). */
  byName: Map<string, PlayerEntry[]>;
  /** nameKey → first entry, for near-miss suggestions / variant warnings. */
  byKey: Map<string, PlayerEntry>;
}

function emptyRegistry(fromSheet: boolean): Registry {
  return { fromSheet, players: [], byId: new Map(), byName: new Map(), byKey: new Map() };
}

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

function readPlayers(input: SheetInput, problems: Problem[], searchRows: number): Registry {
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
  const col = header.columns as Record<PlayersColumn, number | undefined>;
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const get = (k: PlayersColumn): Cell => (col[k] === undefined ? { kind: "empty" } : readCell(row[col[k]!]));
    const cells = { id: get("id"), name: get("name"), country: get("country"), rating: get("rating"), wd: get("withdrawnAfterRound") };
    if (Object.values(cells).every((c) => c.kind === "empty")) continue;
    let bad = false;
    for (const [k, c] of [["id", cells.id], ["name", cells.name], ["country", cells.country], ["rating", cells.rating], ["withdrawnAfterRound", cells.wd]] as const) {
      if (c.kind === "error") {
        const p = cellErrorProblem(c);
        cur.add("error", p.code, r, col[k]!, p.params);
        bad = true;
      }
    }
    if (bad) continue;
    if (cells.name.kind === "empty") {
      cur.add("error", "players-name-missing", r, col.name!);
      continue;
    }
    if (cells.name.kind === "other") {
      cur.add("error", "player-not-text", r, col.name!, { value: cells.name.value });
      continue;
    }
    const name = cellShown(cells.name);
    const id = cells.id.kind === "empty" ? name : cellShown(cells.id);
    const player: Player = { id, name };
    if (cells.country.kind !== "empty") player.country = cellShown(cells.country);
    if (cells.rating.kind !== "empty") {
      const rating = cellNumber(cells.rating);
      if (rating === undefined) cur.add("warning", "players-rating-invalid", r, col.rating!, { value: cellShown(cells.rating) });
      else player.rating = rating;
    }
    if (cells.wd.kind !== "empty") {
      const wd = cellNumber(cells.wd);
      if (wd === undefined || !Number.isInteger(wd) || wd < 0) {
        cur.add("error", "players-withdrawn-invalid", r, col.withdrawnAfterRound!, { value: cellShown(cells.wd) });
        continue;
      }
      player.withdrawnAfterRound = wd;
    }
    const address = cur.address(r, col.name!);
    const idAddress = col.id === undefined ? address : cur.address(r, col.id);
    const prev = reg.byId.get(nameIdentity(id));
    if (prev) {
      cur.add("error", "players-duplicate-id", r, col.id ?? col.name!, { id, otherAddress: prev.address });
      continue;
    }
    const entry: PlayerEntry = { player, address: idAddress };
    const sameName = reg.byName.get(nameIdentity(name));
    if (sameName) {
      // Fine when games use IDs; a game naming this player by name gets an "ambiguous-player" error.
      cur.add("warning", "players-duplicate-name", r, col.name!, { name, otherAddress: sameName[0].address });
      sameName.push(entry);
    } else {
      const near = reg.byKey.get(nameKey(nameIdentity(name)));
      if (near && nameIdentity(near.player.name) !== nameIdentity(name)) {
        cur.add("warning", "name-variant", r, col.name!, { name, other: near.player.name, otherAddress: near.address });
      }
      reg.byName.set(nameIdentity(name), [entry]);
    }
    if (!reg.byKey.has(nameKey(nameIdentity(name)))) reg.byKey.set(nameKey(nameIdentity(name)), entry);
    reg.byId.set(nameIdentity(id), entry);
    reg.players.push(player);
  }
  return reg;
}

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
    book: new RoundBook(games, reg.players.some((pl) => pl.withdrawnAfterRound !== undefined)),
    outcome: { kind: "played", blackDiscs: 0, whiteDiscs: 0, blackPoints: 0, whitePoints: 0 },
  };
  for (let r = header.row + 1; r < values.length; r++) readGameRow(parse, values[r], r);

  checkRounds(parse, options.rounds);
  checkWithdrawals(parse, reg.players);
  sortProblems(problems);
  return { tournament, problems };
}

// ---------------------------------------------------------------------------------------------
// The Results sheet's steps
// ---------------------------------------------------------------------------------------------

type ResultsColumns = Record<ResultsColumn, number | undefined>;

/** What the steps share while one Results sheet is read. */
interface ResultsParse {
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
}

interface Outcome {
  kind: Game["kind"];
  blackDiscs: number;
  whiteDiscs: number;
  blackPoints: number;
  whitePoints: number;
}

/**
 * The header row: found in the first `searchRows` rows, no column twice, and discs in both disc
 * columns or a Result column. Undefined (with the problem at its cell) when the sheet cannot be read.
 */
function readResultsHeader(
  values: unknown[][],
  cur: SheetCursor,
  searchRows: number,
): { row: number; col: ResultsColumns; hasDiscs: boolean } | undefined {
  const header = findResultsHeader(values, searchRows);
  if (!header) {
    cur.add("error", "no-header", 0, 0, { rows: Math.min(searchRows, Math.max(values.length, 1)) });
    return undefined;
  }
  const hr = header.row;
  for (const d of header.duplicates) {
    cur.add("error", "duplicate-column", hr, d.cols[1], {
      column: String(values[hr][d.cols[1]]).trim(),
      otherAddress: cur.address(hr, d.cols[0]),
    });
  }
  const col = header.columns as ResultsColumns;
  const hasDiscs = col.blackDiscs !== undefined || col.whiteDiscs !== undefined;
  const lastHeaderCol = Math.max(...Object.values(col).filter((c): c is number => c !== undefined));
  if (!hasDiscs && col.result === undefined) {
    cur.add("error", "missing-column", hr, lastHeaderCol + 1, { column: "Black discs" });
    cur.add("error", "missing-column", hr, lastHeaderCol + 1, { column: "White discs" });
    return undefined;
  }
  if (hasDiscs && (col.blackDiscs === undefined || col.whiteDiscs === undefined)) {
    cur.add("error", "missing-column", hr, lastHeaderCol + 1, { column: col.blackDiscs === undefined ? "Black discs" : "White discs" });
    return undefined;
  }
  return { row: hr, col, hasDiscs };
}

/**
 * Name identity: a player cell → the player's id. With a Players sheet the name or ID must be on it;
 * without one, the name as first written is the id and players appear in order of first mention. A
 * name differing from a known one only invisibly is that player (with a "name-merged" warning).
 */
class PlayerNames {
  /** A name is written in many rows: its identity is worked out once per distinct spelling. */
  private readonly identities = new Map<string, string>();

  constructor(
    private readonly reg: Registry,
    private readonly cur: SheetCursor,
  ) {}

  private identityOf(text: string): string {
    let id = this.identities.get(text);
    if (id === undefined) this.identities.set(text, (id = nameIdentity(text)));
    return id;
  }

  /** One player written two ways that differ only invisibly: merged, with a warning at this cell. */
  private merged(entry: PlayerEntry, written: string, text: string, r: number, c: number): string {
    if (written !== text) {
      this.cur.add("warning", "name-merged", r, c, { name: text, other: written, otherAddress: entry.address, difference: invisibleDifference(text, written) });
    }
    return entry.player.id;
  }

  /** Resolve a player cell to an id (registering new players when there is no Players sheet). */
  resolve(cell: Cell, r: number, c: number, side: "black" | "white"): string | "BYE" | undefined {
    const { reg, cur } = this;
    if (cell.kind === "empty") {
      cur.add("error", "player-missing", r, c, { side });
      return undefined;
    }
    if (cell.kind === "other") {
      cur.add("error", "player-not-text", r, c, { value: cell.value });
      return undefined;
    }
    if (cell.kind === "error") return undefined; // reported with the row's cell errors
    const text = cellShown(cell);
    if (isByeWord(text)) return "BYE";
    const key = this.identityOf(text);
    if (reg.fromSheet) {
      const byId = reg.byId.get(key);
      if (byId) return this.merged(byId, byId.player.id, text, r, c);
      const byName = reg.byName.get(key);
      if (byName && byName.length === 1) return this.merged(byName[0], byName[0].player.name, text, r, c);
      if (byName && byName.length > 1) {
        cur.add("error", "ambiguous-player", r, c, { name: text, otherAddress: byName.map((e) => e.address).join(", ") });
        return undefined;
      }
      const near = reg.byKey.get(nameKey(key));
      if (near) cur.add("error", "unknown-player-close", r, c, { name: text, suggestion: near.player.name });
      else cur.add("error", "unknown-player", r, c, { name: text });
      return undefined;
    }
    // No Players sheet: the name (as first written) is the id; players appear in order of first mention.
    const known = reg.byId.get(key);
    if (known) return this.merged(known, known.player.name, text, r, c);
    const entry: PlayerEntry = { player: { id: text, name: text }, address: cur.address(r, c) };
    const near = reg.byKey.get(nameKey(key));
    if (near) cur.add("warning", "name-variant", r, c, { name: text, other: near.player.name, otherAddress: near.address });
    else reg.byKey.set(nameKey(key), entry);
    reg.byId.set(key, entry);
    reg.byName.set(key, [entry]);
    reg.players.push(entry.player);
    return text;
  }

  /** The player's name as shown in messages. */
  nameOf(id: string): string {
    return nameOf(this.reg, id);
  }
}

/** The games kept so far, and what the checks across rows need to know about them. */
class RoundBook {
  /**
   * round → player id → the first game (and its player cell) of that player in that round. Nested
   * maps keyed by the (hash-cached) id strings: no key strings are built per row (75,000-row events).
   */
  private readonly roundSeen = new Map<number, Map<string, { game: Game; row: number; col: number }>>();
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

  seenIn(round: number): Map<string, { game: Game; row: number; col: number }> {
    let m = this.roundSeen.get(round);
    if (!m) this.roundSeen.set(round, (m = new Map()));
    return m;
  }
}

const sameGame = (a: Game, b: Game) =>
  a.black === b.black && a.white === b.white && a.blackDiscs === b.blackDiscs && a.whiteDiscs === b.whiteDiscs &&
  a.kind === b.kind && a.blackPoints === b.blackPoints && a.whitePoints === b.whitePoints;

/** The cell of column `c` in a row (empty when the sheet has no such column). */
function cellAt(row: unknown[], c: number | undefined): Cell {
  return c === undefined ? EMPTY_CELL : readCell(row[c]);
}

/** The columns in the order their cell errors are reported (the `used` cells of a row). */
const ORDER: ResultsColumn[] = ["round", "table", "black", "blackDiscs", "whiteDiscs", "white", "result"];

/**
 * One row of the Results sheet: a game, a bye, or nothing (a blank line, notes, a prepared row, a
 * pending round); every problem at its cell. A row with an error is left out of the tournament. (It
 * allocates nothing per row beyond what it keeps: no closures or arrays, for 100,000-row sheets.)
 */
function readGameRow(p: ResultsParse, line: unknown, r: number): void {
  const { cur, col } = p;
  const row = Array.isArray(line) ? line : [];
  const cRound = cellAt(row, col.round);
  const cTable = cellAt(row, col.table);
  const cBlack = cellAt(row, col.black);
  const cWhite = cellAt(row, col.white);
  const cBd = cellAt(row, col.blackDiscs);
  const cWd = cellAt(row, col.whiteDiscs);
  const cRes = cellAt(row, col.result);
  const noGame = cBlack.kind === "empty" && cWhite.kind === "empty" && cBd.kind === "empty" && cWd.kind === "empty" && cRes.kind === "empty";
  if (noGame && cRound.kind === "empty" && cTable.kind === "empty") return; // blank line or a row of notes only
  // A prepared row with only its Round (and Table) filled in, no player, no discs, no result: a template row
  // waiting for a game (typical when the Round cell is merged over a round's rows in advance). Skip it.
  if (noGame && cRound.kind !== "error" && cTable.kind !== "error") return;
  if (p.pendingRound !== undefined && cellNumber(cRound) === p.pendingRound) return; // pairings waiting for their results
  const before = cur.errors;

  if (cRound.kind === "error" || cTable.kind === "error" || cBlack.kind === "error" || cBd.kind === "error" || cWd.kind === "error" || cWhite.kind === "error" || cRes.kind === "error") {
    const used = [cRound, cTable, cBlack, cBd, cWd, cWhite, cRes];
    used.forEach((c, k) => {
      if (c.kind !== "error") return;
      // An Excel error value, or a formula saved without its value ("recalculate and save in Excel").
      const e = cellErrorProblem(c);
      cur.add("error", e.code, r, col[ORDER[k]]!, e.params);
    });
  }

  const round = readRound(p, cRound, r);
  const table = readTable(p, cTable, r);
  const black = p.names.resolve(cBlack, r, col.black!, "black");
  const white = p.names.resolve(cWhite, r, col.white!, "white");
  const origin = cur.address(r, col.round!);

  if (black === "BYE" || white === "BYE") {
    if (black === "BYE" && white === "BYE") {
      cur.add("error", "double-bye", r, col.white!);
      return;
    }
    const discCells: [number, Cell][] = [[col.blackDiscs!, cBd], [col.whiteDiscs!, cWd]];
    const withDiscs = p.hasDiscs ? discCells.find(([, c]) => c.kind !== "empty") : undefined;
    if (withDiscs) cur.add("error", "bye-with-discs", r, withDiscs[0], { value: cellShown(withDiscs[1]) });
    if (cRes.kind !== "empty" && cRes.kind !== "error") cur.add("warning", "bye-result-ignored", r, col.result!, { value: cellShown(cRes) });
    const player = black === "BYE" ? white : black;
    if (player === undefined || round === undefined || cur.errors > before) return;
    const game: Game = { round, black: player, white: null, blackDiscs: null, whiteDiscs: null, blackPoints: 1, whitePoints: 0, kind: "bye", origin };
    if (table !== undefined) game.table = table;
    keepBye(p, game, r, black === "BYE" ? col.white! : col.black!);
    return;
  }

  if (black !== undefined && white !== undefined && black === white) {
    cur.add("error", "self-game", r, col.white!, { name: p.names.nameOf(black) });
  }
  const readable = readOutcome(p, cBd, cWd, cRes, r);
  if (black === undefined || white === undefined || round === undefined || !readable || cur.errors > before) return;
  const outcome = p.outcome;
  const game: Game = {
    round,
    black,
    white,
    blackDiscs: outcome.kind === "played" ? outcome.blackDiscs : null,
    whiteDiscs: outcome.kind === "played" ? outcome.whiteDiscs : null,
    blackPoints: outcome.blackPoints,
    whitePoints: outcome.whitePoints,
    kind: outcome.kind,
    origin,
  };
  if (table !== undefined) game.table = table;
  keepGame(p, game, r);
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
      cur.add(p.discSumSeverity, "discs-sum", r, col.blackDiscs!, { black: bd, white: wd, sum: bd + wd, total: p.board });
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

function setOutcome(o: Outcome, kind: Game["kind"], blackDiscs: number, whiteDiscs: number, blackPoints: number, whitePoints: number): true {
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

/** Keep a bye unless its player already has a row in that round; a second bye of the event is a warning. */
function keepBye(p: ResultsParse, game: Game, r: number, playerCol: number): void {
  const { cur, book } = p;
  const player = game.black;
  const seen = book.seenIn(game.round);
  const prev = seen.get(player);
  if (prev && sameGame(prev.game, game)) {
    cur.add("error", "duplicate-row", r, p.col.round!, { otherAddress: prev.game.origin! });
    return;
  }
  if (prev) {
    cur.add("error", "player-twice-in-round", r, playerCol, { name: p.names.nameOf(player), round: game.round, otherAddress: cur.address(prev.row, prev.col) });
    return;
  }
  seen.set(player, { game, row: r, col: playerCol });
  const firstBye = book.byeAt.get(player);
  if (firstBye) cur.add("warning", "bye-twice", r, playerCol, { name: p.names.nameOf(player), otherAddress: cur.address(firstBye[0], firstBye[1]) });
  else book.byeAt.set(player, [r, playerCol]);
  book.games.push(game);
  if (book.anyWithdrawn) book.gamePlayerCells.push({ game, blackCell: [r, playerCol], whiteCell: undefined });
}

/** Keep a game unless it repeats a row or one of its players already has a game in that round. */
function keepGame(p: ResultsParse, game: Game, r: number): void {
  const { cur, col, book } = p;
  const black = game.black;
  const white = game.white!;
  const seen = book.seenIn(game.round);
  const prevBlack = seen.get(black);
  if (prevBlack && sameGame(prevBlack.game, game)) {
    cur.add("error", "duplicate-row", r, col.round!, { otherAddress: prevBlack.game.origin! });
    return;
  }
  const prevWhite = seen.get(white);
  if (prevBlack) cur.add("error", "player-twice-in-round", r, col.black!, { name: p.names.nameOf(black), round: game.round, otherAddress: cur.address(prevBlack.row, prevBlack.col) });
  if (prevWhite) cur.add("error", "player-twice-in-round", r, col.white!, { name: p.names.nameOf(white), round: game.round, otherAddress: cur.address(prevWhite.row, prevWhite.col) });
  if (prevBlack || prevWhite) return;
  seen.set(black, { game, row: r, col: col.black! });
  seen.set(white, { game, row: r, col: col.white! });
  book.games.push(game);
  if (book.anyWithdrawn) book.gamePlayerCells.push({ game, blackCell: [r, col.black!], whiteCell: [r, col.white!] });
}

/** Rounds: no gaps (1, 2, 4 means round 3 is missing); none beyond the planned number. */
function checkRounds(p: ResultsParse, planned: number | undefined): void {
  const { cur, col, book } = p;
  const rounds = [...book.roundFirstRow.keys()].sort((a, b) => a - b);
  if (rounds.length === 0) return;
  // One problem per missing round, at the first row of the next round that has games.
  let prev = 0;
  for (const n of rounds) {
    for (let missing = prev + 1; missing < n; missing++) cur.add("error", "round-gap", book.roundFirstRow.get(n)!, col.round!, { round: missing });
    prev = n;
  }
  if (planned !== undefined) {
    for (const n of rounds) {
      if (n > planned) cur.add("warning", "round-beyond-planned", book.roundFirstRow.get(n)!, col.round!, { round: n, rounds: planned });
    }
  }
}

/** Withdrawn players (Players sheet) must not play after their last round. */
function checkWithdrawals(p: ResultsParse, players: Player[]): void {
  const byId = new Map(players.map((pl) => [pl.id, pl] as const));
  for (const { game, blackCell, whiteCell } of p.book.gamePlayerCells) {
    for (const [id, cell] of [[game.black, blackCell], [game.white, whiteCell]] as const) {
      if (id === null || !cell) continue;
      const pl = byId.get(id);
      if (pl?.withdrawnAfterRound !== undefined && game.round > pl.withdrawnAfterRound) {
        p.cur.add("error", "played-after-withdrawal", cell[0], cell[1], { name: pl.name, round: game.round, withdrawn: pl.withdrawnAfterRound });
      }
    }
  }
}

/**
 * The last round, when it holds pairings but no result yet: every row of it (other than byes) has
 * empty disc and Result cells. That is what a director has after pairing the next round; those rows
 * are left out (with one "round-pending" warning) instead of being a "game without result" each.
 * A round where some games have results and others not is NOT pending: the empty ones are errors.
 */
export function findPendingRound(
  values: unknown[][],
  headerRow: number,
  col: Partial<Record<ResultsColumn, number>>,
): { round: number; row: number } | undefined {
  const at = (row: unknown[], k: ResultsColumn) => (col[k] === undefined ? EMPTY_CELL : readCell(row[col[k]!]));
  const isBye = (c: Cell) => c.kind === "text" && isByeWord(c.value);
  let last = 0;
  let firstRow = -1;
  let games = 0;
  let withResult = 0;
  for (let r = headerRow + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const n = cellNumber(at(row, "round"));
    if (n === undefined || !Number.isInteger(n) || n < 1 || n > MAX_ROUND || n < last) continue;
    if (n > last) {
      last = n;
      firstRow = r;
      games = 0;
      withResult = 0;
    }
    if (isBye(at(row, "black")) || isBye(at(row, "white"))) continue;
    games++;
    if (at(row, "blackDiscs").kind !== "empty" || at(row, "whiteDiscs").kind !== "empty" || at(row, "result").kind !== "empty") withResult++;
  }
  return last > 0 && games > 0 && withResult === 0 ? { round: last, row: firstRow } : undefined;
}

function nameOf(reg: Registry, id: string): string {
  return reg.byId.get(nameIdentity(id))?.player.name ?? id;
}

/** Sort problems by sheet (in order of first appearance), then row, then column. Stable. */
export function sortProblems(problems: Problem[]): void {
  const sheetOrder = new Map<string, number>();
  for (const p of problems) if (!sheetOrder.has(p.sheet)) sheetOrder.set(p.sheet, sheetOrder.size);
  const pos = (cell: string) => {
    const { row, col } = parseTopLeft(cell);
    return [row, col];
  };
  const indexed = problems.map((p, i) => ({ p, i, s: sheetOrder.get(p.sheet)!, rc: pos(p.cell) }));
  indexed.sort((a, b) => a.s - b.s || a.rc[0] - b.rc[0] || a.rc[1] - b.rc[1] || a.i - b.i);
  indexed.forEach((x, k) => (problems[k] = x.p));
}
