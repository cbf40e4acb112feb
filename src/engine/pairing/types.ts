/** What pairRound takes and returns: options, pairs with their reasons, success or failure. */

import { ColourDueCause, ColourReason } from "./colours";
import { PairingHistory } from "./history";
import { PairingSettings } from "./penalties";
import type { EngineWords } from "../errors";

/** A pair fixed by the tournament director before the automatic pairing (white null = a bye). */
export interface FixedPair {
  black: string;
  white: string | null;
}

export interface PairingOptions {
  /** Round to pair (1-based). Default: one after the last round with games. */
  round?: number;
  /** Changes to the WOC (PAPP default) settings. */
  settings?: Partial<PairingSettings>;
  /** Players absent this round (not withdrawn: they may come back). */
  absent?: readonly string[];
  /** Pairs made by hand: kept as given, the rest is completed around them. */
  fixedPairs?: readonly FixedPair[];
  /** Round 1 (or any round before which nobody has played): "rating" (default) or "random". */
  firstRound?: "rating" | "random";
  /** Seed of the round-1 random draw (default: derived from the player ids; always returned). */
  seed?: number;
  /** Round 1: avoid same-country pairs whenever possible, so foreigners meet locals first. */
  foreignersMeetLocalsFirst?: boolean;
  /** Force the dense graph (for tests and benchmarks); default: automatic. */
  dense?: boolean;
}

export type PairReason =
  | { kind: "fixed" }
  | { kind: "first-round"; method: "rating" | "random"; seed?: number }
  | { kind: "float"; up: string; down: string; upScore: number; downScore: number; gap: number }
  | {
      kind: "colour";
      player: string;
      got: "black" | "white";
      /** The colour the player was due (null: none, or the colours were decided by the table). */
      due: "black" | "white" | null;
      /** Why that colour was due. */
      cause: ColourDueCause | null;
      rule: ColourReason;
    }
  | { kind: "colour-imbalance"; player: string; imbalance: number }
  | { kind: "rematch"; rounds: number[]; reversedColours: boolean; forced: boolean }
  | { kind: "same-country"; country: string }
  | { kind: "bye"; player: string; score: number; reason: "lowest-group" | "fixed" | "forced" };

export interface Pairing {
  /** Board number, 1 = top (highest scores); the bye comes last. */
  table: number;
  black: string;
  /** null = the bye. */
  white: string | null;
  /** PAPP penalty of this game as played with these colours (m[black][white]). */
  penalty: number;
  /** Why this pair, as data; the text in every language is made from it in one place (src/sheets). */
  reasons: PairReason[];
}

export interface PairingStats {
  /** Vertices of the matching (players not in fixed pairs, plus the BYE vertex). */
  vertices: number;
  /** Edges given to the final matching run. */
  edges: number;
  /** True when the full graph was solved. */
  dense: boolean;
  /** Number of sparse re-solves after the dual check (0 = dense or first sparse run optimal). */
  certificateRounds: number;
}

export interface PairingSuccess {
  ok: true;
  round: number;
  pairs: Pairing[];
  /** Sum of the PAPP penalties of all pairs (tier 0). */
  totalPenalty: number;
  /** Number of rematches, players above the colour cap, and whether the bye left the lowest group. */
  tiers: { rematches: number; colourCapViolations: number; byeAboveLowestGroup: boolean };
  method: "papp" | "rating" | "random";
  /** The seed used for a random first round. */
  seed?: number;
  stats: PairingStats;
  /**
   * The history the round was paired from (rounds 1..round−1): every player's state before the
   * round (score in half-points, colours, floats, byes) and who met whom.
   */
  history: PairingHistory;
}

export interface PairingFailure {
  ok: false;
  round: number;
  error: {
    code: "NO_COMPLETE_ROUND" | "INVALID_FIXED_PAIR" | "INVALID_SETTINGS" | "INVALID_DATA" | "NOBODY_TO_PAIR";
    message: string;
    /** Players who cannot be given an opponent under the current rules. */
    blockingPlayers: string[];
    /** Settings that would allow a complete round, each tried on this round. */
    wouldAllow: { setting: keyof PairingSettings; value: unknown; description: string }[];
    details: string[];
    /** The words of `message` for any language, when it is the tournament data's error (src/i18n/errors.ts). */
    reason?: EngineWords;
  };
}

export type PairingResult = PairingSuccess | PairingFailure;

export function fail(
  round: number,
  code: PairingFailure["error"]["code"],
  message: string,
  extra: Partial<PairingFailure["error"]> = {},
): PairingFailure {
  return {
    ok: false,
    round,
    error: { code, message, blockingPlayers: [], wouldAllow: [], details: [], ...extra },
  };
}
