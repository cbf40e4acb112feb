/**
 * Synthetic tournaments for benchmarks: a seeded Swiss-like event where each round pairs players of equal
 * score (adjacent after sorting by score, shuffled within the group) and the disc counts are drawn from the
 * rating gap. Deterministic for a seed. Not a pairing algorithm: only realistic input for timing.
 */
import { byeGame, type Game, type Player, type Tournament } from "../src/engine/model";

/** The engine's seeded PRNG, re-exported for the benchmarks. */
export { mulberry32 as rng } from "../src/engine/random";
import { mulberry32 as rng } from "../src/engine/random";

export function syntheticEvent(players: number, rounds: number, seed = 1): Tournament {
  const rand = rng(seed);
  const ps: Player[] = Array.from({ length: players }, (_, i) => ({
    id: String(i + 1),
    name: `Player ${String(i + 1).padStart(5, "0")}`,
    country: ["JPN", "KOR", "NED", "FRA", "GBR", "USA"][i % 6],
    rating: Math.round(1200 + rand() * 1400),
  }));
  const score = new Map(ps.map((p) => [p.id, 0]));
  const games: Game[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = ps.map((p) => ({ p, key: score.get(p.id)! + rand() * 0.9 })).sort((a, b) => b.key - a.key);
    let table = 1;
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [b, w] = rand() < 0.5 ? [order[i].p, order[i + 1].p] : [order[i + 1].p, order[i].p];
      const pBlack = 1 / (1 + Math.pow(10, ((w.rating ?? 0) - (b.rating ?? 0)) / 400));
      const win = rand() < pBlack;
      const margin = 2 + Math.floor(rand() * 30);
      const bd = win ? 32 + margin / 2 : 32 - margin / 2;
      const blackDiscs = rand() < 0.02 ? 32 : Math.round(bd);
      const whiteDiscs = 64 - blackDiscs;
      const bp = blackDiscs > whiteDiscs ? 1 : blackDiscs === whiteDiscs ? 0.5 : 0;
      games.push({
        round: r,
        table: table++,
        black: b.id,
        white: w.id,
        blackDiscs,
        whiteDiscs,
        blackPoints: bp,
        whitePoints: 1 - bp,
        kind: "played",
      });
      score.set(b.id, score.get(b.id)! + bp);
      score.set(w.id, score.get(w.id)! + 1 - bp);
    }
    if (order.length % 2 === 1) {
      const last = order[order.length - 1].p;
      games.push(byeGame(r, last.id));
      score.set(last.id, score.get(last.id)! + 1);
    }
  }
  return { name: `Synthetic ${players}x${rounds}`, rounds, players: ps, games };
}
