/** Everything before the matching: validation, present players, vertex order, the round's context. */

import { Tournament } from "../model";
import { isWithdrawnAt, lastRound, TournamentDataError } from "../scoring";
import { pairingHistory, PairingHistory } from "./history";
import { PairingSettings, PlayerState, resolvePairingSettings, validateSettings } from "./penalties";
import { mulberry32 } from "../random";
import { fail, FixedPair, PairingFailure, PairingOptions } from "./types";

/**
 * Most players one round pairs (refused at once above). 20,000 (round 11 of a generated event)
 * take about 5 minutes and 1.8 GB on a 2-core machine; bench/pairing-scale.ts measures it.
 */
export const MAX_PAIRING_PLAYERS = 20_000;

/**
 * What every edge of one round is evaluated from. Vertices are the players to match (index into
 * `players`), then the BYE vertex (index players.length) when the field is odd.
 */
export interface RoundContext {
  round: number;
  settings: PairingSettings;
  history: PairingHistory;
  /** Players to match, in vertex order. */
  players: PlayerState[];
  /** An odd field: the last vertex is the BYE. */
  hasBye: boolean;
  /** Bye vertex score (PAPP: half a point below the lowest present score). */
  byeScore: number;
  /** Lowest score among players eligible for a bye. */
  lowestByeGroup: number;
  /**
   * Round 1 (nobody has played): players are folded by `rank` (vertex → place), rank r against
   * rank r + `half`; `countryTier`: same-country pairs are a tier-1 rule. null: a PAPP round.
   */
  firstRound: null | { method: "rating" | "random"; rank: number[]; half: number; countryTier: boolean };
}

/** FNV-1a hash of a string, the default seed of a random first round. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A round ready to match: its context and what the assembly of the result needs. */
export interface PreparedRound {
  context: RoundContext;
  round: number;
  settings: PairingSettings;
  history: PairingHistory;
  /** history.states: every player's state before the round. */
  states: Map<string, PlayerState>;
  /** The players to match (present, not in a fixed pair), in vertex order. */
  free: PlayerState[];
  fixed: readonly FixedPair[];
  method: "papp" | "rating" | "random";
  /** The seed of a random first round. */
  seed: number | undefined;
  /** The random first round's generator (after the shuffle: it also tosses the colours). */
  rng: (() => number) | null;
  hasBye: boolean;
  lowestByeGroup: number;
  vertexCount: number;
}

/** Everything before the matching: validation, present players, vertices, context. */
export function prepare(t: Tournament, options: PairingOptions): PreparedRound | PairingFailure {
  const rules = roundRules(t, options);
  if ("ok" in rules) return rules;
  const { round, settings, history } = rules;
  const present = presentPlayers(t, options, round);
  if (!Array.isArray(present)) return present;
  const fixed = options.fixedPairs ?? [];
  const inFixed = checkFixedPairs(t, fixed, present, round);
  if (!(inFixed instanceof Set)) return inFixed;

  const states = history.states;
  const firstRound = present.every(
    (id) => states.get(id)!.colours.every((c) => c === 0) && history.histories.get(id)!.lastActiveRound === 0,
  );
  const method: "papp" | "rating" | "random" = firstRound ? (options.firstRound ?? "rating") : "papp";

  const free = present.filter((id) => !inFixed.has(id)).map((id) => states.get(id)!);
  if (free.length > MAX_PAIRING_PLAYERS) {
    return fail(
      round,
      "INVALID_DATA",
      `Round ${round} has ${free.length} players to pair; Brightwell pairs at most ${MAX_PAIRING_PLAYERS} in one round (an exact pairing of more takes too much time and memory). Pair the field in sections, each its own results file (for example by score or rating group).`,
    );
  }
  const { seed, rng } = orderVertices(free, method, options, present, round);
  const hasBye = free.length % 2 === 1;
  let minScore = Infinity;
  for (const id of present) minScore = Math.min(minScore, states.get(id)!.score);
  const eligible = free.filter((p) => p.byes === 0);
  const lowestByeGroup = (eligible.length > 0 ? eligible : free).reduce((m, p) => Math.min(m, p.score), Infinity);
  const vertexCount = free.length + (hasBye ? 1 : 0);
  const context: RoundContext = {
    round,
    settings,
    history,
    players: free,
    hasBye,
    byeScore: minScore - 1,
    lowestByeGroup,
    firstRound:
      method === "papp"
        ? null
        : {
            method,
            rank: free.map((_, i) => i),
            // fold over the players without the bye: rank r meets rank r + half
            half: Math.floor(free.length / 2),
            countryTier: !!options.foreignersMeetLocalsFirst,
          },
  };
  return {
    context,
    round,
    settings,
    history,
    states,
    free,
    fixed,
    method,
    seed,
    rng,
    hasBye,
    lowestByeGroup,
    vertexCount,
  };
}

/** The round to pair, its valid settings and the history before it. */
function roundRules(
  t: Tournament,
  options: PairingOptions,
): { round: number; settings: PairingSettings; history: PairingHistory } | PairingFailure {
  const round = options.round ?? lastRound(t) + 1;
  if (!Number.isInteger(round) || round < 1) {
    return fail(NaN, "INVALID_DATA", `The round to pair must be a whole number ≥ 1, got ${String(options.round)}.`);
  }
  const settings = resolvePairingSettings(options.settings);
  const problems = validateSettings(settings);
  if (problems.length > 0) {
    return fail(round, "INVALID_SETTINGS", `The pairing settings are not valid: ${problems[0]}`, { details: problems });
  }
  let history: PairingHistory;
  try {
    history = pairingHistory(t, round);
  } catch (e) {
    if (e instanceof TournamentDataError)
      return fail(round, "INVALID_DATA", e.message, e.reason ? { reason: e.reason } : {});
    throw e;
  }
  return { round, settings, history };
}

/** Present players: not withdrawn, not marked absent (late entries simply have no history). */
function presentPlayers(t: Tournament, options: PairingOptions, round: number): string[] | PairingFailure {
  const absent = new Set(options.absent ?? []);
  const known = new Set(t.players.map((p) => p.id));
  for (const id of absent) {
    if (!known.has(id))
      return fail(round, "INVALID_DATA", `Absent player "${id}" is not in the player list; fix the id.`);
  }
  const present = t.players.filter((p) => !isWithdrawnAt(p, round) && !absent.has(p.id)).map((p) => p.id);
  if (present.length === 0) return fail(round, "NOBODY_TO_PAIR", `No player is present for round ${round}.`);
  return present;
}

/** The director's fixed pairs: present players, each in one pair, nobody against himself. Their players. */
function checkFixedPairs(
  t: Tournament,
  fixed: readonly FixedPair[],
  present: string[],
  round: number,
): Set<string> | PairingFailure {
  const known = new Set(t.players.map((p) => p.id));
  const presentSet = new Set(present);
  const inFixed = new Set<string>();
  for (const fp of fixed) {
    for (const id of fp.white === null ? [fp.black] : [fp.black, fp.white]) {
      if (!presentSet.has(id)) {
        return fail(
          round,
          "INVALID_FIXED_PAIR",
          `Fixed pair ${fp.black} – ${fp.white ?? "bye"}: player "${id}" is ${known.has(id) ? "absent or withdrawn" : "not in the player list"} for round ${round}; remove the pair or fix the id.`,
          { blockingPlayers: [id] },
        );
      }
      if (inFixed.has(id)) {
        return fail(round, "INVALID_FIXED_PAIR", `Player "${id}" is in two fixed pairs; keep only one.`, {
          blockingPlayers: [id],
        });
      }
      inFixed.add(id);
    }
    if (fp.white === fp.black) {
      return fail(round, "INVALID_FIXED_PAIR", `Fixed pair: "${fp.black}" cannot play himself.`, {
        blockingPlayers: [fp.black],
      });
    }
  }
  return inFixed;
}

/**
 * Vertex order, in place: score desc, rating desc, id (deterministic). A random first round then
 * shuffles with a seeded generator (the seed: given, or derived from the present players' ids).
 */
function orderVertices(
  free: PlayerState[],
  method: "papp" | "rating" | "random",
  options: PairingOptions,
  present: string[],
  round: number,
): { seed: number | undefined; rng: (() => number) | null } {
  free.sort(
    (a, b) =>
      b.score - a.score ||
      (b.rating ?? -Infinity) - (a.rating ?? -Infinity) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  if (method !== "random") return { seed: undefined, rng: null };
  const seed = options.seed ?? fnv1a(present.slice().sort().join("\u0000") + `#${round}`);
  const rng = mulberry32(seed);
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = free[i];
    free[i] = free[j];
    free[j] = tmp;
  }
  return { seed, rng };
}
