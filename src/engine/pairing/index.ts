/** Swiss pairing, the World Othello Championship way (PAPP): public API of src/engine/pairing. */
export {
  pairRound,
  evaluatePairing,
  DENSE_LIMIT,
  SPARSE_K,
  MAX_PAIRING_PLAYERS,
} from "./swiss";
export type {
  FixedPair,
  PairingOptions,
  PairReason,
  Pairing,
  PairingStats,
  PairingSuccess,
  PairingFailure,
  PairingResult,
  PairingEvaluation,
} from "./swiss";
export { WOC_SETTINGS, resolvePairingSettings, validateSettings } from "./penalties";
export type { PairingSettings, PenaltyOrForbidden, PlayerState } from "./penalties";
export { maxWeightMatching, minCostPerfectMatching, MAX_SAFE_EDGE_WEIGHT } from "./matching";
export type { WeightedEdge, MatchingResult, PerfectMatching } from "./matching";
export { pairingHistory } from "./history";
export type { PairingHistory } from "./history";
export type { Meetings, GamePenalty } from "./penalties";
