/** The engine's public API (pure: no Office, DOM or Node imports). */

// --- Errors: every error a host shows carries its words for any language (src/i18n/errors.ts) ----------
export { EngineRangeError } from "./errors";
export type { EngineWordKey } from "./errors";

// --- Standings engine: scoring, Brightwell, tie-breaks, presets, standings ---------------
export * from "./model";
export {
  bqScore,
  brightwellConstant,
  CONSTANT_METHODS,
  WOC_CONSTANT,
  PAPP_MIN_ROUNDS,
  PRESET_CONSTANT,
  isConstantSetting,
  parseConstantSetting,
} from "./constant";
export type { ParsedConstant } from "./constant";
export {
  playerHistories,
  playerScores,
  scoresAfter,
  lastRound,
  countedRounds,
  plannedRounds,
  isWithdrawnAt,
  checkTournament,
  opponentsOf,
  lastColour,
  TournamentDataError,
} from "./scoring";
export type { Colour, EntryKind, RoundEntry, PlayerHistory } from "./scoring";
export { PRESETS, PRESET_IDS, resolveStandingsSettings, resolveConstant } from "./presets";
export type { Preset } from "./presets";
export { computeStandings, TIEBREAK_LIST } from "./standings";
export type {
  PresetId,
  TiebreakId,
  ConstantMethod,
  ConstantSetting,
  ByeRule,
  WithdrawnRule,
  StandingsSettings,
} from "./settings";
export type { StandingsOptions, CellResult, CrossCell, StandingRow, Standings } from "./standings";
export { TIEBREAKS, tiebreakInfo, brightwellParts } from "./tiebreaks";
export type { TiebreakInfo, TiebreakContext, BrightwellParts } from "./tiebreaks";
export { mulberry32 } from "./random";

// --- Ratings: Elo (KOA), Korea Baduk, provisional, and the rating list (src/engine/ratings/) ---------
export * from "./ratings";

// --- Swiss pairing, the World Championship way (PAPP, docs/rules.md §4; src/engine/pairing/) -------
export {
  pairRound,
  evaluatePairing,
  pairingHistory,
  WOC_SETTINGS,
  REVERSED_REMATCH_PENALTY,
  DENSE_LIMIT,
  SPARSE_K,
  MAX_PAIRING_PLAYERS,
  // the pairing's settings (the standings' are resolveStandingsSettings, presets.ts)
  resolvePairingSettings,
  validateSettings as validatePairingSettings,
} from "./pairing";
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
  PairingSettings,
  PenaltyOrForbidden,
  PlayerState,
  PairingHistory,
  ColourDueCause,
  ColourReason,
  Meetings,
  GamePenalty,
} from "./pairing";
