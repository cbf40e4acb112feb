/**
 * Swiss pairing the World Othello Championship way (PAPP, domain.md §4): the whole round is one
 * minimum-penalty perfect matching over the present players, plus a BYE vertex when the field is
 * odd. Penalties and their defaults live in penalties.ts; the matching in matching.ts.
 *
 * Objective (lexicographic, highest first; "tiers" so each rule holds whenever it can):
 *   tier 2: number of rematches (only if settings.rematchLastResort),
 *   tier 1: players ending above settings.maxColourImbalance (when a cap is set; the WOC preset
 *           has none, as PAPP), + 1 if the bye is not in the lowest score group of the players
 *           without a bye (settings.byeToLowestGroup);
 *           in round 1 with foreignersMeetLocalsFirst: same-country pairs instead,
 *   tier 0: the PAPP penalty sum.
 * Each tier's unit exceeds the largest possible sum of the tiers below, so the combined integer
 * weight orders matchings exactly like the tuple. The units grow with the field and the largest
 * game penalty (~n²/4 · 1e7 with two tiers in use); above matching.ts's exact-integer limit the
 * round is refused at once with a message (INVALID_SETTINGS): with the WOC preset from about
 * 10,000 players in an odd field (the bye rule is a tier), with a colour cap from about 6,000.
 *
 * Large fields (more than DENSE_LIMIT vertices): a sparse graph of each player's K cheapest
 * partners is solved first; the matching's dual solution is then checked against every allowed
 * pair (matching.ts `slackFunction`); pairs with negative slack are added and the graph re-solved.
 * When no pair violates the duals the sparse optimum is provably optimal for the full graph, so
 * the result is exactly the dense optimum's value. If the sparse graph has no perfect matching, or
 * after MAX_CERTIFICATE_ROUNDS, the dense graph is solved (up to DENSE_FALLBACK_LIMIT vertices;
 * larger fields re-solve until the certificate holds). Edge weights are computed on demand, never
 * stored for all n² pairs: memory grows with the sparse graph.
 *
 * Deterministic: players are ordered by score, rating, id; ties between equally good matchings
 * are broken by that order; the first-round random draw uses a seeded PRNG whose seed is returned.
 */

import { Tournament } from "../model";
import { colourDue, ColourReason } from "./colours";
import { diagnose } from "./diagnose";
import { EdgeTable } from "./edges";
import { buildEdgeTable, TooLargeError } from "./edgeTable";
import { byePenalty, gamePenalty, PlayerState } from "./penalties";
import { prepare } from "./prepare";
import { solveDense, solveSparse } from "./solve";
import { fail, Pairing, PairingOptions, PairingResult, PairingStats, PairReason } from "./types";

/** Above this many vertices the sparse graph with dual certificate is used. */
export const DENSE_LIMIT = 120;
const MAX_CERTIFICATE_ROUNDS = 6;
/**
 * Above this many vertices the dense graph (n² edges, O(n³) matching) is never built: the sparse
 * solve re-solves until its certificate holds.
 */
export const DENSE_FALLBACK_LIMIT = 3000;

/** Triangular index of the unordered pair i < j among vertexCount vertices (the test hook's dense layout). */
function pairIndex(i: number, j: number, vertexCount: number): number {
  return i * vertexCount - (i * (i + 1)) / 2 + (j - i - 1);
}

/** @internal Test hook: the fast and the reference edge tables of a round, all pairs (null if it cannot be prepared). */
export function __edgeTablesForTest(
  t: Tournament,
  options: PairingOptions,
): { fast: { weight: Float64Array; orient: Uint8Array; t0: Float64Array }; slow: { weight: Float64Array; orient: Uint8Array; t0: Float64Array } } | null {
  const prep = prepare(t, options);
  if ("ok" in prep) return null;
  const dense = (edgeTable: EdgeTable) => {
    const pairCount = (edgeTable.vertexCount * (edgeTable.vertexCount - 1)) / 2;
    const out = { weight: new Float64Array(pairCount), orient: new Uint8Array(pairCount), t0: new Float64Array(pairCount) };
    for (let i = 0; i < edgeTable.vertexCount; i++) {
      for (let j = i + 1; j < edgeTable.vertexCount; j++) {
        const k = pairIndex(i, j, edgeTable.vertexCount);
        out.weight[k] = edgeTable.details(i, j);
        if (out.weight[k] < 0) continue;
        out.orient[k] = edgeTable.edge.orient;
        out.t0[k] = edgeTable.edge.penalty;
      }
    }
    return out;
  };
  return { fast: dense(buildEdgeTable(prep.context, true)), slow: dense(buildEdgeTable(prep.context, false)) };
}

/**
 * Pair one round. Never returns a partial round: either every present player is paired (or has
 * the bye) or a structured error says who blocks and which setting would allow a pairing.
 */
export function pairRound(t: Tournament, options: PairingOptions = {}): PairingResult {
  const prep = prepare(t, options);
  if ("ok" in prep) return prep;
  const { context, round, settings, history, states, free, fixed, method, seed, rng, hasBye, lowestByeGroup, vertexCount } = prep;
  const stats: PairingStats = { vertices: vertexCount, edges: 0, dense: true, certificateRounds: 0 };
  let edgeTable: EdgeTable;
  try {
    edgeTable = buildEdgeTable(context);
  } catch (e) {
    if (e instanceof TooLargeError) return fail(round, "INVALID_SETTINGS", e.message);
    throw e;
  }
  let mate: Int32Array | null = null;
  if (vertexCount > 0) {
    const large = vertexCount > DENSE_FALLBACK_LIMIT;
    if (!options.dense && vertexCount > DENSE_LIMIT) {
      stats.dense = false;
      // a large field cannot fall back to the dense graph: it re-solves until the certificate holds
      mate = solveSparse(edgeTable, stats, large ? Infinity : MAX_CERTIFICATE_ROUNDS);
      if (mate === null && large) {
        return fail(
          round,
          "INVALID_DATA",
          `No complete pairing for round ${round} was found among each player's nearest candidates, and ${vertexCount} players are too many to try every pair (at most ${DENSE_FALLBACK_LIMIT}). Check the absent and withdrawn players, or pair the field in smaller sections.`,
        );
      }
    }
    if (mate === null) {
      stats.dense = true;
      mate = solveDense(edgeTable, stats);
    }
  } else mate = new Int32Array(0);

  if (mate === null) return diagnose(t, options, round, context, edgeTable);

  // Assemble pairs: matched vertices, then fixed pairs.
  type Raw = { a: PlayerState; b: PlayerState | null; orient: 0 | 1 | 2; rule?: ColourReason; penalty: number; fixed: boolean };
  const raws: Raw[] = [];
  for (let i = 0; i < vertexCount; i++) {
    const j = mate[i];
    if (j < i) continue;
    const isBye = hasBye && j === free.length;
    edgeTable.details(i, j);
    const e = edgeTable.edge;
    raws.push({
      a: free[i],
      b: isBye ? null : free[j],
      orient: isBye ? 0 : e.orient,
      rule: e.reversedRound > 0 ? { kind: "reverse-round", round: e.reversedRound } : undefined,
      penalty: 0,
      fixed: false,
    });
  }
  for (const fp of fixed) {
    raws.push({ a: states.get(fp.black)!, b: fp.white === null ? null : states.get(fp.white)!, orient: 0, penalty: 0, fixed: true });
  }
  // Boards from the top: higher scores first, bye last; ties by the vertex order.
  const orderOf = new Map<string, number>();
  free.forEach((p, i) => orderOf.set(p.id, i));
  const key = (r: Raw): [number, number, number] => {
    const hi = r.b === null ? r.a.score : Math.max(r.a.score, r.b.score);
    const lo = r.b === null ? r.a.score : Math.min(r.a.score, r.b.score);
    const ord = Math.min(orderOf.get(r.a.id) ?? -1, r.b ? orderOf.get(r.b.id) ?? -1 : Infinity);
    return [hi, lo, ord];
  };
  raws.sort((x, y) => {
    if ((x.b === null) !== (y.b === null)) return x.b === null ? 1 : -1;
    const kx = key(x);
    const ky = key(y);
    return ky[0] - kx[0] || ky[1] - kx[1] || kx[2] - ky[2];
  });

  const pairs: Pairing[] = [];
  let total = 0;
  let rematches = 0;
  let capViolations = 0;
  let byeAbove = false;
  raws.forEach((r, idx) => {
    const table = idx + 1;
    const reasons: PairReason[] = [];
    if (r.fixed) reasons.push({ kind: "fixed" });
    if (method !== "papp" && !r.fixed) reasons.push({ kind: "first-round", method, seed });
    if (r.b === null) {
      const bp = byePenalty(r.a, context.byeScore, round, settings);
      total += bp.penalty;
      const lowest = r.a.score === lowestByeGroup;
      if (!lowest && !r.fixed) byeAbove = true;
      reasons.push({ kind: "bye", player: r.a.id, score: r.a.score / 2, reason: r.fixed ? "fixed" : lowest ? "lowest-group" : "forced" });
      pairs.push({ table, black: r.a.id, white: null, penalty: bp.penalty, reasons, explanation: explain(r.a.id, null, reasons, table) });
      return;
    }
    let black: PlayerState;
    let white: PlayerState;
    let rule: ColourReason = r.rule ?? { kind: "penalty" };
    if (r.fixed) {
      black = r.a;
      white = r.b;
    } else {
      // a = the lower vertex index (placed higher), b = the other; orient 0 means a has Black.
      const hiP = r.a;
      const loP = r.b;
      if (r.orient === 0) {
        black = hiP;
        white = loP;
      } else if (r.orient === 1) {
        black = loP;
        white = hiP;
      } else if (rng !== null) {
        const coin = rng() < 0.5;
        black = coin ? hiP : loP;
        white = coin ? loP : hiP;
        rule = { kind: "table-parity", table };
      } else {
        black = table % 2 === 1 ? hiP : loP;
        white = table % 2 === 1 ? loP : hiP;
        rule = { kind: "table-parity", table };
      }
    }
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
      reasons.push({ kind: "float", up: up.id, down: down.id, upScore: up.score / 2, downScore: down.score / 2, gap: (down.score - up.score) / 2 });
    }
    if (rule.kind === "table-parity") {
      reasons.push({
        kind: "colour",
        player: black.id,
        got: "black",
        due: null,
        why: rng ? "drawn at random" : method === "papp" ? "same colours in every round so far, so table parity" : "table parity",
        rule,
      });
    } else if (method === "papp" || r.fixed) {
      for (const [p, got] of [
        [black, "black"],
        [white, "white"],
      ] as const) {
        const d = colourDue(p);
        reasons.push({ kind: "colour", player: p.id, got, due: d.due, why: d.why, rule: r.fixed ? { kind: "penalty" } : rule });
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
    pairs.push({ table, black: black.id, white: white.id, penalty, reasons, explanation: explain(black.id, white.id, reasons, table) });
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
  };
}

/** Plain-English explanation of a pair from its structured reasons. */
function explain(black: string, white: string | null, reasons: PairReason[], table: number): string {
  const parts: string[] = [white === null ? `Table ${table}: ${black} has the bye.` : `Table ${table}: ${black} (Black) vs ${white} (White).`];
  for (const r of reasons) {
    switch (r.kind) {
      case "fixed":
        parts.push("Paired by the director.");
        break;
      case "first-round":
        parts.push(r.method === "random" ? `First round drawn at random (seed ${r.seed}).` : "First round by rating: top half against bottom half.");
        break;
      case "float":
        parts.push(`${r.up} floats up ${r.gap} point${r.gap === 1 ? "" : "s"} (${r.upScore} vs ${r.downScore}).`);
        break;
      case "colour":
        if (r.rule.kind === "table-parity") parts.push(`${r.player} gets Black: ${r.why} (table ${r.rule.table}).`);
        else if (r.due !== null) {
          const ok = r.due === r.got;
          parts.push(`${r.player} ${ok ? "gets" : "does not get"} the ${r.due} due (${r.why})${r.rule.kind === "reverse-round" ? `; tie broken by reversing round ${r.rule.round}` : ""}.`);
        } else if (r.rule.kind === "reverse-round") {
          parts.push(`${r.player} gets ${r.got}: colours of round ${r.rule.round} reversed.`);
        }
        break;
      case "colour-imbalance":
        parts.push(`${r.player} ends with colour imbalance ${r.imbalance > 0 ? "+" : ""}${r.imbalance} (no pairing avoided it).`);
        break;
      case "rematch":
        parts.push(
          `Rematch of round${r.rounds.length > 1 ? "s" : ""} ${r.rounds.join(", ")}${r.reversedColours ? " with colours reversed" : ""}${r.forced ? ": no complete pairing without a rematch exists" : ""}.`,
        );
        break;
      case "same-country":
        parts.push(`Same country (${r.country}).`);
        break;
      case "bye":
        parts.push(
          r.reason === "fixed"
            ? "Bye given by the director."
            : r.reason === "lowest-group"
              ? `Lowest score group (${r.score} points), no earlier bye.`
              : `Bye above the lowest score group (${r.score} points): no complete pairing gave it lower.`,
        );
        break;
    }
  }
  return parts.join(" ");
}
