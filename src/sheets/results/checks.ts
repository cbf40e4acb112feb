/**
 * The checks across rows: a row repeated, a player twice in a round, a second bye (as each row is kept into
 * the RoundBook), then gaps in the rounds, rounds beyond the planned number, games after a withdrawal.
 */
import type { Game, Player } from "../../engine";
import type { PlayerEntry } from "./names";
import type { ResultsParse } from "./state";

const sameGame = (a: Game, b: Game) =>
  a.black === b.black &&
  a.white === b.white &&
  a.blackDiscs === b.blackDiscs &&
  a.whiteDiscs === b.whiteDiscs &&
  a.kind === b.kind &&
  a.blackPoints === b.blackPoints &&
  a.whitePoints === b.whitePoints;

/** Keep a bye unless its player already has a row in that round; a second bye of the event is a warning. */
export function keepBye(p: ResultsParse, game: Game, r: number, playerCol: number, who: PlayerEntry): void {
  const { cur, book } = p;
  const player = game.black;
  const entry = who.rounds?.[game.round];
  const prev = entry === undefined ? undefined : book.seenGame(entry, p.col);
  if (prev && sameGame(prev.game, game)) {
    cur.add("error", "duplicate-row", r, p.col.round!, { otherAddress: prev.game.origin! });
    return;
  }
  if (prev) {
    cur.add("error", "player-twice-in-round", r, playerCol, {
      name: p.names.nameOf(player),
      round: game.round,
      otherAddress: cur.address(prev.row, prev.col),
    });
    return;
  }
  const firstBye = book.byeAt.get(player);
  if (firstBye)
    cur.add("warning", "bye-twice", r, playerCol, {
      name: p.names.nameOf(player),
      otherAddress: cur.address(firstBye[0], firstBye[1]),
    });
  else book.byeAt.set(player, [r, playerCol]);
  // The bye's player is the game's Black; his cell is the White column when the Black cell said BYE.
  (who.rounds ??= [])[game.round] = book.keep(game, r) + (playerCol === p.col.white ? 1 : 0);
  if (book.anyWithdrawn) book.gamePlayerCells.push({ game, blackCell: [r, playerCol], whiteCell: undefined });
}

/** Keep a game unless it repeats a row or one of its players already has a game in that round. */
export function keepGame(p: ResultsParse, game: Game, r: number, blackWho: PlayerEntry, whiteWho: PlayerEntry): void {
  const { cur, col, book } = p;
  const black = game.black;
  const white = game.white!;
  const blackEntry = blackWho.rounds?.[game.round];
  const whiteEntry = whiteWho.rounds?.[game.round];
  if (blackEntry !== undefined || whiteEntry !== undefined) {
    // Only a row in error gets here: the records of the earlier games are built for its messages.
    const prevBlack = blackEntry === undefined ? undefined : book.seenGame(blackEntry, col);
    const prevWhite = whiteEntry === undefined ? undefined : book.seenGame(whiteEntry, col);
    if (prevBlack && sameGame(prevBlack.game, game)) {
      cur.add("error", "duplicate-row", r, col.round!, { otherAddress: prevBlack.game.origin! });
      return;
    }
    if (prevBlack)
      cur.add("error", "player-twice-in-round", r, col.black!, {
        name: p.names.nameOf(black),
        round: game.round,
        otherAddress: cur.address(prevBlack.row, prevBlack.col),
      });
    if (prevWhite)
      cur.add("error", "player-twice-in-round", r, col.white!, {
        name: p.names.nameOf(white),
        round: game.round,
        otherAddress: cur.address(prevWhite.row, prevWhite.col),
      });
    return;
  }
  const k = book.keep(game, r);
  (blackWho.rounds ??= [])[game.round] = k;
  (whiteWho.rounds ??= [])[game.round] = k + 1;
  if (book.anyWithdrawn) book.gamePlayerCells.push({ game, blackCell: [r, col.black!], whiteCell: [r, col.white!] });
}

/** Rounds: no gaps (1, 2, 4 means round 3 is missing); none beyond the planned number. */
export function checkRounds(p: ResultsParse, planned: number | undefined): void {
  const { cur, col, book } = p;
  const rounds = [...book.roundFirstRow.keys()].sort((a, b) => a - b);
  if (rounds.length === 0) return;
  // One problem per missing round, at the first row of the next round that has games.
  let prev = 0;
  for (const n of rounds) {
    for (let missing = prev + 1; missing < n; missing++)
      cur.add("error", "round-gap", book.roundFirstRow.get(n)!, col.round!, { round: missing });
    prev = n;
  }
  if (planned !== undefined) {
    for (const n of rounds) {
      if (n > planned)
        cur.add("warning", "round-beyond-planned", book.roundFirstRow.get(n)!, col.round!, {
          round: n,
          rounds: planned,
        });
    }
  }
}

/** Withdrawn players (Players sheet) must not play after their last round. */
export function checkWithdrawals(p: ResultsParse, players: Player[]): void {
  const byId = new Map(players.map((pl) => [pl.id, pl] as const));
  for (const { game, blackCell, whiteCell } of p.book.gamePlayerCells) {
    for (const [id, cell] of [
      [game.black, blackCell],
      [game.white, whiteCell],
    ] as const) {
      if (id === null || !cell) continue;
      const pl = byId.get(id);
      if (pl?.withdrawnAfterRound !== undefined && game.round > pl.withdrawnAfterRound) {
        p.cur.add("error", "played-after-withdrawal", cell[0], cell[1], {
          name: pl.name,
          round: game.round,
          withdrawn: pl.withdrawnAfterRound,
        });
      }
    }
  }
}
