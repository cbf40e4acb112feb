/**
 * From the matching to the round: the pairs on their boards (top scores first, the bye last), the
 * colours of each game, and the structured reasons of each pair.
 */

import { colourDue, ColourReason } from "./colours";
import { EdgeTable } from "./edges";
import { byePenalty, gamePenalty, PlayerState } from "./penalties";
import { PreparedRound } from "./prepare";
import { Pairing, PairingStats, PairingSuccess, PairReason } from "./types";

/** A pair before its board and colours are known. */
interface DraftPair {
  /** The player placed higher (the lower vertex index); for a fixed pair, Black as the director gave it. */
  first: PlayerState;
  /** The other player; null = the bye. */
  second: PlayerState | null;
  /** As EdgeEval.orient: 0 `first` has Black, 1 `second` has Black, 2 either (table parity). */
  orient: 0 | 1 | 2;
  /** The colour tie-break, when a round's colours were reversed. */
  rule?: ColourReason;
  /** Made by the director. */
  fixed: boolean;
}

/** The matched vertices as pairs, then the director's fixed pairs. */
function draftPairs(prep: PreparedRound, edgeTable: EdgeTable, mate: Int32Array): DraftPair[] {
  const { free, fixed, states, hasBye, vertexCount } = prep;
  const drafts: DraftPair[] = [];
  for (let i = 0; i < vertexCount; i++) {
    const j = mate[i];
    if (j < i) continue;
    const isBye = hasBye && j === free.length;
    edgeTable.details(i, j);
    const e = edgeTable.edge;
    drafts.push({
      first: free[i],
      second: isBye ? null : free[j],
      orient: isBye ? 0 : e.orient,
      rule: e.reversedRound > 0 ? { kind: "reverse-round", round: e.reversedRound } : undefined,
      fixed: false,
    });
  }
  for (const fp of fixed) {
    drafts.push({
      first: states.get(fp.black)!,
      second: fp.white === null ? null : states.get(fp.white)!,
      orient: 0,
      fixed: true,
    });
  }
  return drafts;
}

/** Boards from the top: higher scores first, bye last; ties by the vertex order. Sorts in place. */
function sortByBoards(drafts: DraftPair[], free: readonly PlayerState[]): void {
  const orderOf = new Map<string, number>();
  free.forEach((p, i) => orderOf.set(p.id, i));
  const key = (r: DraftPair): [number, number, number] => {
    const hi = r.second === null ? r.first.score : Math.max(r.first.score, r.second.score);
    const lo = r.second === null ? r.first.score : Math.min(r.first.score, r.second.score);
    const ord = Math.min(orderOf.get(r.first.id) ?? -1, r.second ? (orderOf.get(r.second.id) ?? -1) : Infinity);
    return [hi, lo, ord];
  };
  drafts.sort((x, y) => {
    if ((x.second === null) !== (y.second === null)) return x.second === null ? 1 : -1;
    const kx = key(x);
    const ky = key(y);
    return ky[0] - kx[0] || ky[1] - kx[1] || kx[2] - ky[2];
  });
}

/**
 * Who has Black at `table`: the cheaper direction (orient), else a coin of the round-1 draw's
 * generator, else table parity (the higher-placed player has Black on odd tables).
 */
function seatColours(
  draft: DraftPair & { second: PlayerState },
  table: number,
  rng: (() => number) | null,
): { black: PlayerState; white: PlayerState; rule: ColourReason } {
  const rule: ColourReason = draft.rule ?? { kind: "penalty" };
  const { first, second } = draft;
  if (draft.fixed) return { black: first, white: second, rule };
  if (draft.orient === 0) return { black: first, white: second, rule };
  if (draft.orient === 1) return { black: second, white: first, rule };
  if (rng !== null) {
    const coin = rng() < 0.5;
    return { black: coin ? first : second, white: coin ? second : first, rule: { kind: "table-parity", table } };
  }
  const odd = table % 2 === 1;
  return { black: odd ? first : second, white: odd ? second : first, rule: { kind: "table-parity", table } };
}

/**
 * The round as pairRound returns it: boards, colours, penalties, reasons and the tier counts.
 * The round-1 coin (random draw) is thrown in board order.
 */
export function assembleRound(
  prep: PreparedRound,
  edgeTable: EdgeTable,
  mate: Int32Array,
  stats: PairingStats,
): PairingSuccess {
  const { context, round, settings, history, free, method, seed, rng, lowestByeGroup } = prep;
  const drafts = draftPairs(prep, edgeTable, mate);
  sortByBoards(drafts, free);

  const pairs: Pairing[] = [];
  let total = 0;
  let rematches = 0;
  let capViolations = 0;
  let byeAbove = false;
  drafts.forEach((r, idx) => {
    const table = idx + 1;
    const reasons: PairReason[] = [];
    if (r.fixed) reasons.push({ kind: "fixed" });
    if (method !== "papp" && !r.fixed) reasons.push({ kind: "first-round", method, seed });
    if (r.second === null) {
      const bp = byePenalty(r.first, context.byeScore, round, settings);
      total += bp.penalty;
      const lowest = r.first.score === lowestByeGroup;
      if (!lowest && !r.fixed) byeAbove = true;
      reasons.push({
        kind: "bye",
        player: r.first.id,
        score: r.first.score / 2,
        reason: r.fixed ? "fixed" : lowest ? "lowest-group" : "forced",
      });
      pairs.push({ table, black: r.first.id, white: null, penalty: bp.penalty, reasons });
      return;
    }
    const { black, white, rule } = seatColours(r as DraftPair & { second: PlayerState }, table, rng);
    const met = history.meetingsOf(black.id, white.id);
    const g = gamePenalty(black, white, met, context.byeScore, round, settings);
    const penalty = g.penalty;
    total += penalty;
    if (g.rematch) {
      rematches++;
      reasons.push({
        kind: "rematch",
        rounds: [...met.sameColour, ...met.reversed].sort((x, y) => x - y),
        reversedColours: met.sameColour.length === 0,
        forced: !r.fixed,
      });
    }
    if (black.score !== white.score) {
      const [up, down] = black.score < white.score ? [black, white] : [white, black];
      reasons.push({
        kind: "float",
        up: up.id,
        down: down.id,
        upScore: up.score / 2,
        downScore: down.score / 2,
        gap: (down.score - up.score) / 2,
      });
    }
    if (rule.kind === "table-parity") {
      reasons.push({ kind: "colour", player: black.id, got: "black", due: null, cause: null, rule });
    } else if (method === "papp" || r.fixed) {
      for (const [p, got] of [
        [black, "black"],
        [white, "white"],
      ] as const) {
        const d = colourDue(p);
        reasons.push({
          kind: "colour",
          player: p.id,
          got,
          due: d.due,
          cause: d.cause,
          rule: r.fixed ? { kind: "penalty" } : rule,
        });
      }
    }
    if (settings.maxColourImbalance !== null) {
      for (const [p, after] of [
        [black, black.colourDiff + 1],
        [white, white.colourDiff - 1],
      ] as const) {
        if (Math.abs(after) > settings.maxColourImbalance) {
          capViolations++;
          reasons.push({ kind: "colour-imbalance", player: p.id, imbalance: after });
        }
      }
    }
    if (g.parts.country > 0 || (context.firstRound?.countryTier && black.country && black.country === white.country)) {
      reasons.push({ kind: "same-country", country: black.country ?? "" });
    }
    pairs.push({ table, black: black.id, white: white.id, penalty, reasons });
  });

  return {
    ok: true,
    round,
    pairs,
    totalPenalty: total,
    tiers: { rematches, colourCapViolations: capViolations, byeAboveLowestGroup: byeAbove },
    method,
    seed,
    stats,
    history,
  };
}
