/**
 * Swiss pairing the World Othello Championship way (PAPP, docs/rules.md §4): the whole round is one
 * minimum-penalty perfect matching over the present players, plus a BYE vertex when the field is
 * odd. Penalties and their defaults live in penalties.ts; the matching in matching.ts.
 *
 * pairRound, step by step (one module each):
 *   prepare.ts     validation, present players, fixed pairs, vertex order → the round's context
 *   edges.ts       one possible game as an edge: the reference evaluation (evalPair)
 *   edgesFast.ts   the same numbers without allocating (penalties.ts roundPenalties), and bounds
 *   edgeTable.ts   the tier units and the weights, computed on demand
 *   solve.ts       the matching: dense, or sparse with its dual certificate
 *   diagnose.ts    no complete round: who blocks, which setting would allow one
 *   assemble.ts    boards, colours and the structured reasons of each pair; the result
 * (evaluate.ts scores a given round with the same tables; the text of a pair's reasons is made in
 * src/sheets/pairing/text.ts.)
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
 * Large fields (more than DENSE_LIMIT vertices): the sparse graph with its dual certificate
 * (solve.ts), exactly the dense optimum's value; if it has no perfect matching, or after
 * MAX_CERTIFICATE_ROUNDS, the dense graph (up to DENSE_FALLBACK_LIMIT vertices; larger fields
 * re-solve until the certificate holds).
 *
 * Deterministic: players are ordered by score, rating, id; ties between equally good matchings
 * are broken by that order; the first-round random draw uses a seeded PRNG whose seed is returned.
 */

import { Tournament } from "../model";
import { assembleRound } from "./assemble";
import { diagnose } from "./diagnose";
import { EdgeTable } from "./edges";
import { buildEdgeTable, TooLargeError } from "./edgeTable";
import { prepare } from "./prepare";
import { solveDense, solveSparse } from "./solve";
import { fail, PairingFailure, PairingOptions, PairingResult, PairingStats } from "./types";

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
): {
  fast: { weight: Float64Array; orient: Uint8Array; t0: Float64Array };
  slow: { weight: Float64Array; orient: Uint8Array; t0: Float64Array };
} | null {
  const prep = prepare(t, options);
  if ("ok" in prep) return null;
  const dense = (edgeTable: EdgeTable) => {
    const pairCount = (edgeTable.vertexCount * (edgeTable.vertexCount - 1)) / 2;
    const out = {
      weight: new Float64Array(pairCount),
      orient: new Uint8Array(pairCount),
      t0: new Float64Array(pairCount),
    };
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
  const stats: PairingStats = { vertices: prep.vertexCount, edges: 0, dense: true, certificateRounds: 0 };
  let edgeTable: EdgeTable;
  try {
    edgeTable = buildEdgeTable(prep.context);
  } catch (e) {
    if (e instanceof TooLargeError) return fail(prep.round, "INVALID_SETTINGS", e.message);
    throw e;
  }
  const mate = solveRound(edgeTable, prep.round, options, stats);
  if (mate === null) return diagnose(t, options, prep.round, prep.context, edgeTable);
  if (!(mate instanceof Int32Array)) return mate;
  return assembleRound(prep, edgeTable, mate, stats);
}

/**
 * The matching of the round's vertices (mate[v] = v's partner): the sparse graph with its
 * certificate above DENSE_LIMIT vertices, else (or when the sparse graph has no perfect matching
 * within MAX_CERTIFICATE_ROUNDS) the dense graph; null when no perfect matching exists.
 */
function solveRound(
  edgeTable: EdgeTable,
  round: number,
  options: PairingOptions,
  stats: PairingStats,
): Int32Array | PairingFailure | null {
  const { vertexCount } = edgeTable;
  if (vertexCount === 0) return new Int32Array(0);
  let mate: Int32Array | null = null;
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
  return mate;
}
