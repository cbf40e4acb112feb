/**
 * Pairing benchmark: a 13-round Swiss simulation (results drawn from ratings, seeded) at 40, 200,
 * 1,000 and 2,000 players. Each round is paired from the same history by Brightwell's engine
 * (src/engine/pairing) and by the npm package `tournament-pairings` (Swiss, with colour
 * "seating"); the history then advances with Brightwell's pairing, so both engines always see
 * identical input. Reported per size: time per round (median, max), heap growth per call, and
 * per-round quality for both: largest score gap, number of floaters, players with
 * |blacks − whites| > 1 after the round, rematches. Heap: growth during one call after a forced GC.
 *
 * `tournament-pairings` builds a dense graph with an O(n³) blossom (20 s a round at 1,000 players
 * on this machine), so above 200 players it is timed on a sample of rounds only (see tpRounds).
 * Its colours: player1 is taken as Black (its seating +1). It shuffles with Math.random, so its
 * rows vary between runs; ours are deterministic.
 *
 * Run: `npm run bench -- pairing` (or `npx tsx bench/run.ts pairing`). Environment:
 * BENCH_PAIRING_SIZES=40,200 picks the sizes; BENCH_PAIRING_TP_MAX=1000 skips tournament-pairings
 * above that many players (its 2,000-player round takes about 4 minutes). Wall clock on a shared
 * machine: compare runs on the same machine only.
 */
import type { Game, Player, Tournament } from "../src/engine/model";
import { pairRound } from "../src/engine/pairing";
import v8 from "v8";
import vm from "vm";
import { rng } from "./generate";
import { mb, ms } from "./stats";

const SIZES = (process.env.BENCH_PAIRING_SIZES ?? "40,200,1000,2000").split(",").map(Number);
const ROUNDS = 13;
const SEED = 2026;
/** Rounds on which tournament-pairings is timed, by field size (it is O(n³) and dense). */
function tpRounds(n: number): number[] {
  if (n > Number(process.env.BENCH_PAIRING_TP_MAX ?? Infinity)) return [];
  if (n <= 200) return Array.from({ length: ROUNDS }, (_, i) => i + 1);
  if (n <= 1000) return [2, 7, 13];
  return [2];
}

/** A callable gc (V8 flag set at run time), so heap numbers are per call, not leftovers. */
function getGc(): () => void {
  try {
    v8.setFlagsFromString("--expose_gc");
    return vm.runInNewContext("gc") as () => void;
  } catch {
    return () => undefined;
  }
}
const gc = getGc();

/** Heap growth during fn (MB): collected before, measured right after (garbage included). */
function withHeap<T>(fn: () => T): { value: T; ms: number; heap: number } {
  gc();
  const h0 = process.memoryUsage().heapUsed;
  const t0 = process.hrtime.bigint();
  const value = fn();
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  return { value, ms: elapsed, heap: Math.max(0, process.memoryUsage().heapUsed - h0) };
}

interface Quality {
  largestGap: number;
  floaters: number;
  imbalanced: number;
  rematches: number;
}

interface TpPlayer {
  id: string;
  score: number;
  avoid: string[];
  seating: (1 | -1)[];
  receivedBye: boolean;
  pairedUpDown: boolean;
  rating: number;
}
interface TpMatch {
  player1: string | number | null;
  player2: string | number | null;
}

type SwissFn = (players: TpPlayer[], round: number, rated?: boolean, seating?: boolean) => TpMatch[];

function quality(
  pairs: { black: string; white: string | null }[],
  score: Map<string, number>,
  diff: Map<string, number>,
  met: Set<string>,
): Quality {
  const q: Quality = { largestGap: 0, floaters: 0, imbalanced: 0, rematches: 0 };
  const after = new Map(diff);
  for (const p of pairs) {
    if (p.white === null) continue;
    const gap = Math.abs(score.get(p.black)! - score.get(p.white)!);
    q.largestGap = Math.max(q.largestGap, gap);
    if (gap > 0) q.floaters += 2;
    if (met.has(`${p.black}|${p.white}`) || met.has(`${p.white}|${p.black}`)) q.rematches++;
    after.set(p.black, after.get(p.black)! + 1);
    after.set(p.white, after.get(p.white)! - 1);
  }
  for (const v of after.values()) if (Math.abs(v) > 1) q.imbalanced++;
  return q;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)];
}

export async function benchPairing(): Promise<string[]> {
  let Swiss: SwissFn | null = null;
  try {
    // ESM-only package; loaded dynamically so the rest of the bench works without it.
    const mod = (await import("tournament-pairings")) as unknown as { Swiss: SwissFn };
    Swiss = mod.Swiss;
  } catch {
    Swiss = null;
  }
  const out: string[] = ["### Swiss pairing: Brightwell (PAPP penalties, exact blossom) vs tournament-pairings", ""];
  if (Swiss === null) out.push("_tournament-pairings is not installed: only Brightwell is timed._", "");
  const summary: string[] = [
    "| players | engine | rounds timed | median ms/round | max ms/round | heap growth per call (MB, max) | mean largest gap | mean floaters | |b−w|>1 after r13 | rematches |",
    "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const detail: string[] = [];

  for (const n of SIZES) {
    const rand = rng(SEED + n);
    const players: Player[] = Array.from({ length: n }, (_, i) => ({
      id: String(i + 1),
      name: `Player ${i + 1}`,
      country: ["JPN", "KOR", "NED", "FRA", "GBR", "USA"][i % 6],
      rating: Math.round(1200 + rand() * 1400),
    }));
    const rating = new Map(players.map((p) => [p.id, p.rating!]));
    const games: Game[] = [];
    const score = new Map(players.map((p) => [p.id, 0]));
    const diff = new Map(players.map((p) => [p.id, 0]));
    const seating = new Map(players.map((p) => [p.id, [] as (1 | -1)[]]));
    const avoid = new Map(players.map((p) => [p.id, [] as string[]]));
    const bye = new Map(players.map((p) => [p.id, false]));
    const lastGap = new Map(players.map((p) => [p.id, 0]));
    const met = new Set<string>();
    const ours = { times: [] as number[], heap: 0, q: [] as Quality[] };
    const theirs = { times: [] as number[], heap: 0, q: [] as Quality[] };
    detail.push(
      `#### ${n} players`,
      "",
      "| round | ours ms | ours gap / floaters / |b−w|>1 | tp ms | tp gap / floaters / |b−w|>1 / rematches |",
      "|---:|---:|---|---:|---|",
    );

    for (let r = 1; r <= ROUNDS; r++) {
      const t: Tournament = { name: `bench ${n}`, rounds: ROUNDS, players, games: games.slice() };
      const run = withHeap(() => pairRound(t, { round: r }));
      const res = run.value;
      const oms = run.ms;
      ours.heap = Math.max(ours.heap, run.heap);
      if (!res.ok) throw new Error(`Brightwell could not pair round ${r} of ${n}: ${res.error.message}`);
      ours.times.push(oms);
      const qo = quality(res.pairs, score, diff, met);
      ours.q.push(qo);

      let tpCell = "–";
      let tpMs = "–";
      if (Swiss !== null && tpRounds(n).includes(r)) {
        const tpPlayers: TpPlayer[] = players.map((p) => ({
          id: p.id,
          score: score.get(p.id)!,
          avoid: avoid.get(p.id)!.slice(),
          seating: seating.get(p.id)!.slice(),
          receivedBye: bye.get(p.id)!,
          pairedUpDown: lastGap.get(p.id)! !== 0,
          rating: p.rating!,
        }));
        const swiss = Swiss;
        const runTp = withHeap(() => swiss(tpPlayers, r, false, true));
        const matches = runTp.value;
        const tms = runTp.ms;
        theirs.heap = Math.max(theirs.heap, runTp.heap);
        theirs.times.push(tms);
        const pairs = matches.map((m: TpMatch) => ({
          black: String(m.player1),
          white: m.player2 === null ? null : String(m.player2),
        }));
        const qt = quality(pairs, score, diff, met);
        theirs.q.push(qt);
        tpMs = ms(tms);
        tpCell = `${qt.largestGap} / ${qt.floaters} / ${qt.imbalanced} / ${qt.rematches}`;
      }
      detail.push(`| ${r} | ${ms(oms)} | ${qo.largestGap} / ${qo.floaters} / ${qo.imbalanced} | ${tpMs} | ${tpCell} |`);

      // Advance the history with Brightwell's pairing: results drawn from the ratings.
      for (const p of res.pairs) {
        if (p.white === null) {
          games.push({
            round: r,
            black: p.black,
            white: null,
            blackDiscs: null,
            whiteDiscs: null,
            blackPoints: 1,
            whitePoints: 0,
            kind: "bye",
          });
          score.set(p.black, score.get(p.black)! + 1);
          bye.set(p.black, true);
          continue;
        }
        const pb = 1 / (1 + Math.pow(10, (rating.get(p.white)! - rating.get(p.black)!) / 400));
        const x = rand();
        const draw = x < 0.02;
        const blackWins = !draw && rand() < pb;
        const margin = 2 + 2 * Math.floor(rand() * 15);
        const bd = draw ? 32 : blackWins ? 32 + margin / 2 : 32 - margin / 2;
        const bp = draw ? 0.5 : blackWins ? 1 : 0;
        games.push({
          round: r,
          table: p.table,
          black: p.black,
          white: p.white,
          blackDiscs: bd,
          whiteDiscs: 64 - bd,
          blackPoints: bp,
          whitePoints: 1 - bp,
          kind: "played",
        });
        const gap = score.get(p.black)! - score.get(p.white)!;
        lastGap.set(p.black, gap);
        lastGap.set(p.white, -gap);
        score.set(p.black, score.get(p.black)! + bp);
        score.set(p.white, score.get(p.white)! + 1 - bp);
        diff.set(p.black, diff.get(p.black)! + 1);
        diff.set(p.white, diff.get(p.white)! - 1);
        seating.get(p.black)!.push(1);
        seating.get(p.white)!.push(-1);
        avoid.get(p.black)!.push(p.white);
        avoid.get(p.white)!.push(p.black);
        met.add(`${p.black}|${p.white}`);
      }
    }
    detail.push("");
    const row = (name: string, e: typeof ours, timed: number) => {
      const mean = (f: (q: Quality) => number) =>
        e.q.length ? (e.q.reduce((s, q) => s + f(q), 0) / e.q.length).toFixed(2) : "–";
      const last =
        e.q.length && (name === "brightwell" || tpRounds(n).includes(ROUNDS))
          ? String(e.q[e.q.length - 1].imbalanced)
          : "–";
      summary.push(
        `| ${n} | ${name} | ${timed} | ${e.times.length ? ms(median(e.times)) : "–"} | ${e.times.length ? ms(Math.max(...e.times)) : "–"} | ${e.heap ? mb(e.heap) : "–"} | ${mean((q) => q.largestGap)} | ${mean((q) => q.floaters)} | ${last} | ${e.q.reduce((s, q) => s + q.rematches, 0)} |`,
      );
    };
    row("brightwell", ours, ours.times.length);
    if (Swiss !== null) row("tournament-pairings", theirs, theirs.times.length);
  }
  out.push(
    ...summary,
    "",
    "Quality columns are per timed round: largest score gap in points, players paired with a different score, players with |blacks − whites| > 1 after the round, rematches. Heap = growth of the JS heap during one call (collected before, measured right after, garbage included), max over the timed rounds.",
    "",
  );
  out.push(...detail);
  return out;
}
