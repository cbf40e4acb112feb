/**
 * From what the lines held to the EloFile: the player list (first line of an id wins), the ids of the
 * games resolved against it, scores read in the wrong column put right, then the rounds arranged (placed,
 * play-offs counted when the published scores count them, byes rebuilt) and the notes gathered.
 */
import type { Game, Player, Tournament } from "../../engine";
import { fileNote, type FileNote } from "../notes";
import { completeMissingGames } from "./byes";
import { UNKNOWN_ID } from "./lines";
import { joinName } from "./names";
import { dropCopies, layOutBlocks, placeBlocks, type Policy } from "./place";
import { numbersRead } from "./playerLine";
import { Notes, type Block, type EloFile, type EloPlayerLine, type RawGame } from "./types";

const NUMBER_ID = /^\d+$/;

/** The file as read (header, columns' titles, player lines, blocks of games) → the EloFile, notes added. */
export function assemble(
  header: Record<string, string>,
  columns: string[] | undefined,
  lines: EloPlayerLine[],
  blocks: Block[],
  notes: FileNote[],
  byes = true,
): EloFile {
  const note = new Notes(notes);
  const unknownListed = lines.filter((p) => UNKNOWN_ID.test(p.id)).length;
  const players = listPlayers(lines, unknownListed, note);
  const tPlayers: Player[] = players.map((p) =>
    playerOf(
      p.id,
      joinName(p.surname, p.firstname) || p.id,
      p.country && p.country !== "?" ? p.country : undefined,
      p.rating,
    ),
  );
  const ids = new GameIds(tPlayers, lines.length > 0, unknownListed, note);
  if (lines.length === 0) {
    note.add(1, "no-player-list", "noPlayerList");
  }
  for (const b of blocks) b.games = b.games.filter((g) => ids.resolveGame(g));
  dropCopies(blocks, note);
  readMissingScoreColumns(players, blocks, note);

  // Rounds, play-offs and byes. A player's second game in a round breaks the format's rule of one
  // game a round: it is moved to a free round, or left out of the standings when the published
  // scores show it was not counted (both are tried when the file has scores; the better one wins,
  // a tie keeps every game).
  const base: Tournament = { name: header["Tournament"], rounds: 0, players: tPlayers, games: [] };
  let best = arrange(base, blocks, players, "move", byes);
  if (best.conflicts > 0 && players.some((p) => p.score !== undefined)) {
    const other = arrange(base, blocks, players, "leave-out", true);
    if (other.matches > best.matches) best = other;
  }
  notes.push(...best.notes);
  return {
    tournament: best.tournament,
    header,
    columns,
    publishedOrder: players.map((p) => p.id),
    players,
    extraGames: best.extraGames,
    notes,
  };
}

/**
 * A player of the tournament, listed or only met in a game: one shape for both (a player pushed with fewer fields
 * onto the list sent the optimised reader and the engine's code that reads the list back to the interpreter).
 */
function playerOf(id: string, name: string, country?: string, rating?: number): Player {
  return { id, name, country, rating };
}

/** The player list: the first line of an id wins; unknown ids ("??????") each their own unless only one is listed. */
function listPlayers(lines: EloPlayerLine[], unknownListed: number, note: Notes): EloPlayerLine[] {
  const listed = new Map<string, EloPlayerLine>();
  const players: EloPlayerLine[] = [];
  for (const p of lines) {
    if (UNKNOWN_ID.test(p.id)) p.id = unknownListed === 1 ? "??????" : `??????#${p.line}`;
    const prev = listed.get(p.id);
    if (prev) {
      note.add(p.line, "player-twice", "playerTwice", { id: p.id, first: prev.line });
      continue;
    }
    listed.set(p.id, p);
    players.push(p);
  }
  return players;
}

/** The ids of the games against the player list: zeros, unknown and unlisted players (added to `players`). */
class GameIds {
  private readonly known: Set<string>;
  /** A numeric id without its leading zeros → the listed id. */
  private readonly byNumber = new Map<string, string>();

  constructor(
    private readonly players: Player[],
    private readonly hasList: boolean,
    private readonly unknownListed: number,
    private readonly note: Notes,
  ) {
    this.known = new Set(players.map((p) => p.id));
    for (const id of this.known) if (NUMBER_ID.test(id)) this.byNumber.set(String(Number(id)), id);
  }

  /** Resolve both ids of a game in place; false (with a note) for a game of a player against himself. */
  resolveGame(g: RawGame): boolean {
    g.black = this.resolve(g.black, g, "B");
    g.white = this.resolve(g.white, g, "W");
    if (g.black === g.white) {
      this.note.add(g.line, "self-game", "selfGame", { id: g.black });
      return false;
    }
    return true;
  }

  private resolve(id: string, g: RawGame, side: string): string {
    if (UNKNOWN_ID.test(id)) return this.unknownPlayer(id, g, side);
    if (this.known.has(id)) return id;
    const same = NUMBER_ID.test(id) ? this.byNumber.get(String(Number(id))) : undefined;
    if (same !== undefined) {
      this.note.add(g.line, "id-zeros", "idZeros", { id, same });
      return same;
    }
    this.known.add(id);
    this.players.push(playerOf(id, id));
    if (this.hasList) this.note.add(g.line, "unlisted-player", "unlistedPlayer", { id });
    return id;
  }

  /** "??????" in a game: the one unknown listed player, else an unnamed player of his own. */
  private unknownPlayer(id: string, g: RawGame, side: string): string {
    if (this.unknownListed === 1) return "??????";
    const anon = `??????#${g.line}${side}`;
    if (!this.known.has(anon)) {
      this.known.add(anon);
      this.players.push(playerOf(anon, `unknown player (line ${g.line})`));
    }
    this.note.add(g.line, "unknown-id", "unknownInGame", { id });
    return anon;
  }
}

/**
 * A score larger than the player's games plus every round (a bye each) is not a score: the
 * score column is missing and the numbers are the last column and the rating.
 */
function readMissingScoreColumns(players: EloPlayerLine[], blocks: Block[], note: Notes): void {
  const counts = new Map<number, number>();
  for (const p of players) counts.set(numbersRead.get(p) ?? 0, (counts.get(numbersRead.get(p) ?? 0) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const short = players.filter((p) => p.score !== undefined && (numbersRead.get(p) ?? 0) < usual);
  if (short.length === 0) return; // every line has the usual columns (nearly every file)
  const gamesOf = new Map<string, number>();
  for (const b of blocks)
    for (const g of b.games) {
      gamesOf.set(g.black, (gamesOf.get(g.black) ?? 0) + 1);
      gamesOf.set(g.white, (gamesOf.get(g.white) ?? 0) + 1);
    }
  const roundBlocks = blocks.filter((b) => b.kind === "numbered").length;
  for (const p of short) {
    if (p.score! <= (gamesOf.get(p.id) ?? 0) + roundBlocks) continue;
    note.add(p.line, "player-columns", "scoreColumnMissing", { id: p.id, score: p.score! });
    [p.score, p.discs, p.rating] = [undefined, p.score, p.discs];
  }
}

interface Arranged {
  tournament: Tournament;
  extraGames: Game[];
  notes: FileNote[];
  /** Players whose points equal their published score. */
  matches: number;
  /** Games that put a player twice in one round. */
  conflicts: number;
}

/**
 * The blocks placed into rounds under `policy`, play-offs counted when the scores count them, byes rebuilt. Play-off
 * games not counted are the extra games, each block in rounds of its own after the Swiss rounds (in file order), so
 * that a rating updated after every round rates them in the order they were played.
 */
function arrange(base: Tournament, blocks: Block[], players: EloPlayerLine[], policy: Policy, byes: boolean): Arranged {
  const notes: FileNote[] = [];
  const placed = placeBlocks(blocks, notes, policy);
  // A last round of byes and forfeits only (an explicit "%Round: n" without games) counts among the rounds.
  let maxRound = placed.rounds;
  for (const g of placed.games) if (g.round > maxRound) maxRound = g.round;
  const tournament: Tournament = { ...base, rounds: maxRound, games: placed.games };
  let playoff = layOutBlocks(placed.playoffBlocks, maxRound);
  if (
    playoff.length > 0 &&
    players.some((p) => p.score !== undefined) &&
    countPlayoffs(tournament, playoff, players, notes)
  ) {
    playoff = [];
    placed.playoffBlocks.length = 0;
  }
  for (const b of placed.playoffBlocks)
    notes.push(fileNote(b.line, "playoff", "playoffBlock", { count: b.games.length, text: b.text }));

  // Byes are rebuilt unless the caller does without them (a rating: byes are not rated) and no arrangement is to be
  // chosen by the published scores (a player's second game in a round).
  const scored = players.some((p) => p.score !== undefined);
  const matches = byes || (placed.conflicts > 0 && scored) ? completeMissingGames(tournament, players, notes) : 0;
  return {
    tournament,
    extraGames: playoff.concat(placed.leftOut),
    notes,
    matches,
    conflicts: placed.conflicts,
  };
}

/**
 * Play-off games (laid out in their rounds after the Swiss rounds) counted, with a note, when more published scores
 * match with them than without. True when they were.
 */
function countPlayoffs(tournament: Tournament, playoff: Game[], players: EloPlayerLine[], notes: FileNote[]): boolean {
  const counted = tournament.games;
  const maxRound = tournament.rounds!;
  const matches = (games: Game[], rounds: number) => {
    const t: Tournament = { ...tournament, games: [...games], rounds };
    return completeMissingGames(t, players, []);
  };
  const without = matches(counted, maxRound);
  const rounds = Math.max(maxRound, ...playoff.map((g) => g.round));
  const withCount = matches([...counted, ...playoff], rounds);
  if (withCount <= without) return false;
  notes.push(
    fileNote(Number(/^line (\d+)/.exec(playoff[0].origin ?? "")?.[1] ?? 0), "playoff-counted", "playoffCounted", {
      count: playoff.length,
      with: withCount,
      without,
      from: maxRound + 1,
      to: rounds,
    }),
  );
  tournament.games = [...counted, ...playoff];
  tournament.rounds = rounds;
  return true;
}
