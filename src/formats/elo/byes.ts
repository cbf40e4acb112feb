/**
 * Byes and forfeits rebuilt from the published scores: the format does not write them as games (a present
 * player with no game in a round got the point, docs/rules.md §7.1).
 */
import { byeGame, playerHistories, type PlayerHistory, type Tournament } from "../../engine";
import { fileNote, type FileNote } from "../notes";
import type { EloPlayerLine } from "./types";

/**
 * Rebuild byes from the published scores. For each player, `deficit` = published score − points
 * of his listed games. His rounds without a game become byes (1 point, kind "bye": the format
 * cannot tell a bye from a forfeit win) when the deficit is a whole number of points no larger than
 * those rounds: earliest interior gaps first (a gap followed by a later game means he was present),
 * then trailing gaps in round order; the remaining gaps are absences. Otherwise the games are kept
 * as listed, with a note. When most players' scores are out of reach, the file stops short of its
 * scores (a file cut off, or rounds missing): one note on line 1 says so instead of one per player.
 *
 * Returns how many listed players' points then equal their published score (a bye adds only to its own player, so
 * this is known without computing the histories again).
 */
export function completeMissingGames(t: Tournament, lines: EloPlayerLine[], notes: FileNote[]): number {
  // Without a published score there is nothing to rebuild and nothing to match (a file without a player list).
  if (!lines.some((pl) => pl.score !== undefined)) return 0;
  const R = t.rounds ?? 0;
  const hist = playerHistories(t, R);
  if (R === 0 || cutShort(R, hist, lines, notes))
    return lines.filter((pl) => pl.score !== undefined && hist.get(pl.id)?.points === pl.score).length;
  let matches = 0;
  for (const pl of lines) {
    if (pl.score === undefined) continue;
    if (rebuildByes(t, pl, pl.score, hist.get(pl.id)!, notes)) matches++;
  }
  return matches;
}

/** Most players' scores out of reach of their games and free rounds: one note, and no bye is rebuilt. */
function cutShort(R: number, hist: Map<string, PlayerHistory>, lines: EloPlayerLine[], notes: FileNote[]): boolean {
  const scored = lines.filter((p) => p.score !== undefined);
  const unreachable = scored.filter((p) => {
    const h = hist.get(p.id)!;
    return p.score! - h.points > h.absences;
  });
  if (!(scored.length >= 4 && unreachable.length * 2 > scored.length)) return false;
  const maxScore = Math.max(...scored.map((p) => p.score!));
  notes.push(
    fileNote(1, "rounds-short", "roundsShort", {
      round: R,
      unreachable: unreachable.length,
      scored: scored.length,
      max: maxScore,
    }),
  );
  return true;
}

/**
 * One player's byes: as many of his rounds without a game as his published score needs, or a note when it cannot.
 * True when his points then equal the published score.
 */
function rebuildByes(t: Tournament, pl: EloPlayerLine, score: number, h: PlayerHistory, notes: FileNote[]): boolean {
  const deficit = score - h.points;
  if (deficit === 0) return true;
  const gaps = h.rounds.filter((e) => e.kind === "absent").map((e) => e.round);
  if (deficit < 0 || !Number.isInteger(deficit) || deficit > gaps.length) {
    const params = { id: pl.id, score, points: h.points, gaps: gaps.length };
    notes.push(fileNote(pl.line, "score-mismatch", gaps.length > 0 ? "scoreMismatchGaps" : "scoreMismatch", params));
    return false;
  }
  const interior = gaps.filter((r) => r < h.lastActiveRound);
  const trailing = gaps.filter((r) => r > h.lastActiveRound);
  for (const r of [...interior, ...trailing].slice(0, deficit).sort((a, b) => a - b)) {
    t.games.push(byeGame(r, pl.id, `line ${pl.line} (round ${r}: no game listed, point from the published score)`));
    notes.push(fileNote(pl.line, "bye-from-score", "byeFromScore", { id: pl.id, round: r }));
  }
  return true;
}
