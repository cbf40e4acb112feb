/**
 * Large fields: `pair` on 20,000 players died after 82 s with "RangeError: Invalid array
 * length" (a table of every pair). The edge weights are now computed on demand, so memory grows
 * with the sparse graph; above MAX_PAIRING_PLAYERS a round is refused at once with a message.
 * Times and memory are measured in bench/pairing-scale.ts, never here.
 */
import { byeGame, type Game, type Player, type Tournament } from "../../../src/engine/model";
import { MAX_PAIRING_PLAYERS, pairRound, PairingSuccess } from "../../../src/engine/pairing";
import { DENSE_FALLBACK_LIMIT } from "../../../src/engine/pairing/swiss";
import { mulberry32 } from "../../../src/engine/random";

// The machine is shared (2 cores, several jobs): a generous limit, not a timing assertion.
jest.setTimeout(300_000);

/** n players, `rounds` Swiss-like rounds (neighbours in a noisy score order, random colours). */
function event(n: number, rounds: number, seed: number): Tournament {
  const rnd = mulberry32(seed);
  const players: Player[] = Array.from({ length: n }, (_, i) => ({
    id: `P${i + 1}`,
    name: `Player ${i + 1}`,
    rating: 1000 + Math.floor(rnd() * 1500),
  }));
  const score = new Map(players.map((p) => [p.id, 0]));
  const games: Game[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = [...players].sort((a, b) => score.get(b.id)! - score.get(a.id)! + (rnd() - 0.5));
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [b, w] = rnd() < 0.5 ? [order[i], order[i + 1]] : [order[i + 1], order[i]];
      const bd = rnd() < 0.5 ? 40 : 24;
      games.push({
        round: r,
        black: b.id,
        white: w.id,
        blackDiscs: bd,
        whiteDiscs: 64 - bd,
        blackPoints: bd > 32 ? 1 : 0,
        whitePoints: bd > 32 ? 0 : 1,
        kind: "played",
      });
      score.set(b.id, score.get(b.id)! + (bd > 32 ? 1 : 0));
      score.set(w.id, score.get(w.id)! + (bd > 32 ? 0 : 1));
    }
    if (order.length % 2 === 1) {
      const last = order[order.length - 1];
      games.push(byeGame(r, last.id));
      score.set(last.id, score.get(last.id)! + 1);
    }
  }
  return { name: `scale ${n}`, rounds: rounds + 1, players, games };
}

describe("a field above the limit", () => {
  it(`is refused at once with a message naming the limit (${MAX_PAIRING_PLAYERS} players), not after minutes with a crash`, () => {
    const n = MAX_PAIRING_PLAYERS + 1;
    const t: Tournament = {
      name: "too large",
      players: Array.from({ length: n }, (_, i) => ({ id: `P${i}`, name: `P${i}` })),
      games: [],
    };
    const res = pairRound(t, { round: 1 });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe("INVALID_DATA");
    expect(res.error.message).toContain(`has ${n} players to pair`);
    expect(res.error.message).toContain(`at most ${MAX_PAIRING_PLAYERS}`);
    expect(res.error.message).toMatch(/Pair the field in sections/);
  });
});

describe(`a field above the dense fallback (${DENSE_FALLBACK_LIMIT} players)`, () => {
  const n = DENSE_FALLBACK_LIMIT + 1;
  const t = event(n, 3, 11);

  it("is paired completely: everyone once, no same-colour rematch, boards from the top, the sparse graph only", () => {
    const res = pairRound(t, { round: 4 });
    if (!res.ok) throw new Error(res.error.message);
    const ok = res as PairingSuccess;
    const seated = ok.pairs.flatMap((p) => (p.white === null ? [p.black] : [p.black, p.white]));
    expect(seated).toHaveLength(n);
    expect(new Set(seated).size).toBe(n);
    const met = new Set(t.games.filter((g) => g.white !== null).map((g) => `${g.black}>${g.white}`));
    for (const p of ok.pairs) if (p.white !== null) expect(met.has(`${p.black}>${p.white}`)).toBe(false);
    expect(ok.pairs.map((p) => p.table)).toEqual(ok.pairs.map((_, i) => i + 1));
    expect(ok.stats.dense).toBe(false);
    // the sparse graph holds a small share of the n(n+1)/2 pairs
    expect(ok.stats.edges).toBeLessThan((n * (n + 1)) / 2 / 20);
    expect(ok.pairs[ok.pairs.length - 1].white).toBeNull(); // odd field: the bye, last
  });
});
