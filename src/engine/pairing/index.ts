/** Swiss pairing, the World Othello Championship way (PAPP): public API of src/engine/pairing. */
export { pairRound, DENSE_LIMIT } from "./swiss";
export { evaluatePairing } from "./evaluate";
export type { PairingEvaluation } from "./evaluate";
export { SPARSE_K } from "./solve";
export { MAX_PAIRING_PLAYERS } from "./prepare";
export type {
  FixedPair,
  PairingOptions,
  PairReason,
  Pairing,
  PairingStats,
  PairingSuccess,
  PairingFailure,
  PairingResult,
} from "./types";
export { WOC_SETTINGS, REVERSED_REMATCH_PENALTY, resolvePairingSettings, validateSettings } from "./penalties";
export type { PairingSettings, PenaltyOrForbidden, PlayerState } from "./penalties";
export { maxWeightMatching, minCostPerfectMatching, MAX_SAFE_EDGE_WEIGHT } from "./matching";
export type { WeightedEdge, MatchingResult, PerfectMatching } from "./matching";
export { pairingHistory } from "./history";
export type { ColourDueCause, ColourReason } from "./colours";
export type { PairingHistory } from "./history";
export type { Meetings, GamePenalty } from "./penalties";
