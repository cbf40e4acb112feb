/**
 * Placing the blocks into rounds (index.ts's header has the rules): a game written twice in one block dropped
 * (dropCopies), numbered sections at the smallest conflict-free offset, blocks without numbers laid out in order,
 * play-off blocks set aside (each in its own rounds after the Swiss rounds, layOutBlocks); inside a round, a
 * player's second game is moved or left out; rounds without games are closed up, but for a round the writer's
 * canonical header `%Round: n` names explicitly (a round of byes and forfeits only: the format writes no line for
 * them, docs/rules.md §7.1).
 */
import type { Game } from "../../engine";
import type { FileNote } from "../notes";
import { CANONICAL_ROUND } from "./lines";
import { Notes, type Block, type RawGame } from "./types";

export type Policy = "move" | "leave-out";

export interface Placed {
  games: Game[];
  /** Play-off blocks (not placed), in file order. */
  playoffBlocks: Block[];
  /** Games left out because a player already had a game in their round (policy "leave-out"). */
  leftOut: Game[];
  conflicts: number;
  /** The last round: of the games placed, or an explicit `%Round: n` without games after them. */
  rounds: number;
}

/** A block headed by the canonical `%Round: n` that holds no game: a round of byes and forfeits only, kept. */
function isDeclaredEmpty(b: Block): boolean {
  return b.kind === "numbered" && b.games.length === 0 && CANONICAL_ROUND.test(b.text);
}

/**
 * A raw game as the engine's Game in round `round`, its line (and comment) as origin. A walkover is a forfeit (the
 * points as the sign writes them, no discs: "1F-0F"), never a played game.
 */
export function toGame(g: RawGame, round: number): Game {
  const extra = g.extra.trim();
  return {
    round,
    black: g.black,
    white: g.white,
    blackDiscs: g.walkover ? null : g.blackDiscs,
    whiteDiscs: g.walkover ? null : g.whiteDiscs,
    blackPoints: g.blackPoints,
    whitePoints: 1 - g.blackPoints,
    kind: g.walkover ? "forfeit" : g.blackDiscs === null ? "adjudicated" : "played",
    origin: `line ${g.line}${extra ? ` (${extra})` : ""}`,
  };
}

/**
 * A game the file shows written twice: the same block (one round header's games), the same colours, the same discs
 * and result (docs/rules.md §7.1). Such a copy is dropped with a note naming its line. Anything less is a real game:
 * a match or a play-off repeats a pair (colours swapped or not), and a result without discs cannot show that two
 * lines are one game; nor can "discs" no board shows (together fewer than the 4 discs a game starts with: PAPP writes
 * an added result as "(01)>(00)", a point, and a best-of-three repeats it).
 */
export function dropCopies(blocks: Block[], note: Notes): void {
  for (const b of blocks) {
    if (b.games.length < 2 || !repeatsBlack(b.games)) continue; // a copy has the same Black as the game it copies
    // Games by pair and colours; a copy also has the first one's discs and result.
    const seen = new Map<string, RawGame[]>();
    let copies: Set<RawGame> | undefined;
    for (const g of b.games) {
      if (g.blackDiscs === null || g.whiteDiscs === null || g.walkover || g.blackDiscs + g.whiteDiscs < 4) continue;
      const pair = `${g.black}\u0000${g.white}`;
      const earlier = seen.get(pair);
      const first = earlier?.find(
        (x) => x.blackDiscs === g.blackDiscs && x.whiteDiscs === g.whiteDiscs && x.blackPoints === g.blackPoints,
      );
      if (!first) {
        if (earlier) earlier.push(g);
        else seen.set(pair, [g]);
        continue;
      }
      (copies ??= new Set()).add(g);
      note.add(g.line, "duplicate-game", "duplicateGame", {
        black: g.black,
        bd: String(g.blackDiscs),
        wd: String(g.whiteDiscs),
        white: g.white,
        first: first.line,
        text: b.text,
      });
    }
    if (copies) b.games = b.games.filter((g) => !copies!.has(g));
  }
}

/** Whether a player has Black in two games of the list (a Swiss round: nobody does). */
function repeatsBlack(games: readonly RawGame[]): boolean {
  const blacks = new Set<string>();
  for (const g of games) {
    if (blacks.has(g.black)) return true;
    blacks.add(g.black);
  }
  return false;
}

/** Play-off blocks each in rounds of their own after round `after`, in file order (layOut inside a block). */
export function layOutBlocks(blocks: readonly Block[], after: number): Game[] {
  const out: Game[] = [];
  let last = after;
  for (const b of blocks) {
    const games = layOut(b.games, last);
    out.push(...games);
    for (const g of games) if (g.round > last) last = g.round;
  }
  return out;
}

/** Each game into the first round from `after + 1` on where neither player has a game yet. */
export function layOut(games: RawGame[], after: number): Game[] {
  const used = new Map<number, Set<string>>();
  const out: Game[] = [];
  for (const g of games) {
    let r = after + 1;
    while (used.get(r)?.has(g.black) || used.get(r)?.has(g.white)) r++;
    let u = used.get(r);
    if (!u) used.set(r, (u = new Set()));
    u.add(g.black);
    u.add(g.white);
    out.push(toGame(g, r));
  }
  return out;
}

/**
 * Rounds for every block (see the file comment): numbered sections at the smallest conflict-free
 * offset, blocks without numbers laid out in order; then, inside each round, a player's second game of a
 * round is moved to the first round where both players are free (with a note), or left out (`policy`).
 */
export function placeBlocks(blocks: Block[], notes: FileNote[], policy: Policy): Placed {
  const rounds = new RoundPlacer(new Notes(notes), policy);
  const playoffBlocks: Block[] = [];
  const playoffOnly = blocks.every((b) => b.kind === "playoff" || b.games.length === 0);
  let i = 0;
  while (i < blocks.length) {
    const b = blocks[i];
    if (b.games.length > 0 && b.kind === "playoff" && !playoffOnly) {
      playoffBlocks.push(b);
    } else if (b.games.length > 0 && b.kind !== "numbered") {
      rounds.layOutBlock(b);
    } else if (b.games.length > 0 || isDeclaredEmpty(b)) {
      i = rounds.placeSection(blocks, i);
      continue;
    }
    i++;
  }
  const last = rounds.closeGaps();
  return {
    games: rounds.games,
    playoffBlocks,
    leftOut: rounds.leftOut,
    conflicts: rounds.conflicts,
    rounds: last,
  };
}

/** The rounds filled so far: who plays in each, the games placed, moved or left out. */
class RoundPlacer {
  /**
   * player id → his game of each round (indexed by round). Kept by player, not by round: a map of a round's players
   * grew (and was copied) four or five times in every round of every file, a tenth of what reading the archive
   * allocated.
   */
  private readonly used = new Map<string, (RawGame | undefined)[]>();
  readonly games: Game[] = [];
  readonly leftOut: Game[] = [];
  /** Games that put a player twice in one round. */
  conflicts = 0;
  private maxRound = 0;
  /** Rounds named by a canonical `%Round: n` without games: not closed up. */
  private readonly declared = new Set<number>();

  constructor(
    private readonly note: Notes,
    private readonly policy: Policy,
  ) {}

  /** The player's game in round `r`, if he has one. */
  private gameOf(id: string, r: number): RawGame | undefined {
    const rounds = this.used.get(id);
    return rounds === undefined ? undefined : rounds[r];
  }

  private isFree(r: number, g: RawGame): boolean {
    return this.gameOf(g.black, r) === undefined && this.gameOf(g.white, r) === undefined;
  }

  private put(g: RawGame, r: number): void {
    this.play(g.black, r, g);
    this.play(g.white, r, g);
    this.games.push(toGame(g, r));
    if (r > this.maxRound) this.maxRound = r;
  }

  private play(id: string, r: number, g: RawGame): void {
    const rounds = this.used.get(id);
    if (rounds === undefined) {
      const mine: (RawGame | undefined)[] = [];
      mine[r] = g;
      this.used.set(id, mine);
    } else rounds[r] = g;
  }

  /** A block without round numbers: each game in the first free round after the rounds placed so far. */
  layOutBlock(b: Block): void {
    if (b.kind === "playoff") this.note.add(b.line, "playoff-only", "playoffOnly", { text: b.text });
    else if (b.text !== "(no round header)")
      this.note.add(b.line, "free-block", "freeBlock", { count: b.games.length, text: b.text });
    const start = this.maxRound;
    for (const g of b.games) {
      let r = start + 1;
      while (!this.isFree(r, g)) r++;
      this.put(g, r);
    }
  }

  /**
   * The numbered section starting at blocks[i] (consecutive numbered blocks of one section), at the
   * smallest offset where none of its games meets a player already busy. Returns the next block's index.
   */
  placeSection(blocks: Block[], i: number): number {
    const section = blocks[i].section;
    let j = i;
    const sectionBlocks: Block[] = [];
    const declared: Block[] = [];
    while (j < blocks.length && blocks[j].section === section && blocks[j].kind === "numbered") {
      if (blocks[j].games.length > 0) sectionBlocks.push(blocks[j]);
      else if (isDeclaredEmpty(blocks[j])) declared.push(blocks[j]);
      j++;
    }
    if (sectionBlocks.length === 0) {
      for (const b of declared) this.declared.add(b.number!);
      return j;
    }
    let offset = 0;
    const fits = (o: number) => sectionBlocks.every((sb) => sb.games.every((g) => this.isFree(o + sb.number!, g)));
    while (!fits(offset)) offset++;
    if (offset > 0) {
      const first = sectionBlocks[0];
      const last = sectionBlocks[sectionBlocks.length - 1];
      this.note.add(first.line, "round-restart", "roundRestart", {
        text: first.text,
        first: first.number!,
        last: last.number!,
        from: offset + first.number!,
        to: offset + last.number!,
      });
    }
    for (const sb of sectionBlocks) for (const g of sb.games) this.placeOrMove(g, offset + sb.number!);
    for (const b of declared) this.declared.add(offset + b.number!);
    return j;
  }

  /** A game of a numbered round: placed, or moved or left out when a player is busy. */
  private placeOrMove(g: RawGame, r: number): void {
    if (this.isFree(r, g)) return this.put(g, r);
    const who = this.gameOf(g.black, r) !== undefined ? g.black : g.white;
    const other = this.gameOf(who, r)!;
    this.conflicts++;
    if (this.policy === "leave-out") {
      this.note.add(g.line, "player-twice-in-round", "twiceInRoundLeftOut", { id: who, round: r, other: other.line });
      this.leftOut.push(toGame(g, r));
      return;
    }
    let r2 = r + 1;
    while (!this.isFree(r2, g)) r2++;
    this.note.add(g.line, "player-twice-in-round", "twiceInRoundMoved", {
      id: who,
      round: r,
      other: other.line,
      to: r2,
    });
    this.put(g, r2);
  }

  /**
   * Rounds in which nobody plays (a round header without games, a numbering gap) are closed up; a round declared by
   * a canonical `%Round: n` stays. Returns the last round.
   */
  closeGaps(): number {
    const games = this.games;
    const rounds = [...new Set([...games.map((g) => g.round), ...this.declared])].sort((a, b) => a - b);
    const renumber = new Map(rounds.map((r, k) => [r, k + 1]));
    const gaps = rounds.filter((r, k) => r !== k + 1);
    if (gaps.length === 0) return rounds.length;
    const firstGap = rounds.findIndex((r, k) => r !== k + 1);
    const line = games.find((g) => g.round === rounds[firstGap])?.origin?.match(/^line (\d+)/)?.[1];
    const missing = missingRounds(rounds);
    this.note.add(Number(line ?? 0), "round-gap", "roundGap", {
      count: missing.length,
      rounds: missing.join(", "),
      was: rounds[firstGap],
      now: firstGap + 1,
    });
    for (const g of games) g.round = renumber.get(g.round)!;
    return rounds.length;
  }
}

function missingRounds(rounds: number[]): number[] {
  const out: number[] = [];
  const have = new Set(rounds);
  for (let r = 1; r <= rounds[rounds.length - 1]; r++) if (!have.has(r)) out.push(r);
  return out;
}
