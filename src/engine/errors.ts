/**
 * The engine's errors in words every language can say. The engine may not import src/i18n (docs/architecture.md),
 * so an error carries, besides its English `message` (what it said before the errors were localized, read by the
 * tests and by any host that shows English), its `reason`: a stable key and the parameters of the sentence. Hosts
 * turn the reason into their language through src/i18n/errors.ts (errorText); the English template there is
 * this English message.
 *
 * A parameter is a value (a number, a player's name, quoted text the user gave) or words of its own (an argument's
 * name such as "opponent rating 3", "the text "abc""), which are said in the language too.
 */

/** Keys of the engine's sentences (errors) and of the words inside them (names of arguments, described values). */
export type EngineWordKey =
  // Numbers and arguments (constant.ts, ratings/validate.ts, ratings/kba.ts, ratings/provisional.ts).
  | "notFinite"
  | "notNumber"
  | "notAbove0"
  | "notBelow0"
  | "notResult"
  | "sameLength"
  | "lessThan"
  | "bqTooLarge"
  | "roundsRange"
  | "discsPerGameBoard"
  | "constantMethod"
  | "opponentRatingsEmpty"
  | "notProvisional"
  | "kbaGrade"
  | "kbaStage"
  | "weightTableGrade"
  | "weightTableStage"
  // Standings settings (presets.ts) and the tournament's data (scoring.ts).
  | "roundAtLeast0"
  | "unknownPreset"
  | "constantNegative"
  | "constantSetting"
  | "byeRule"
  | "withdrawnRule"
  | "discsPerGame"
  | "byeDiscs"
  | "bqRounding"
  | "unknownTiebreak"
  | "tiebreakTwice"
  | "idTwice"
  | "gameRound"
  | "notInList"
  | "twiceInRound"
  | "playsHimself"
  // Rating lists (ratings/list.ts, kbaMonth.ts, asOf.ts, published.ts).
  | "ratingMethod"
  | "settingRefused"
  | "kbaNeedsGrade"
  | "alreadyApplied"
  | "sameGamesApplied"
  | "opponentCountsAs"
  | "pastOpponentNotAbove0"
  | "notDate"
  | "monthsWhole"
  | "listRules"
  | "listDecimals"
  | "listMinGames"
  | "listInactiveMonths"
  | "listMarkRule"
  // Words inside the sentences: names of arguments and settings, described values, where a game is.
  | "nameDiscsD"
  | "nameScoreSumS"
  | "nameConstantC"
  | "nameRounds"
  | "nameDiscsPerGame"
  | "nameRating"
  | "nameOpponentRating"
  | "nameOpponentRatingN"
  | "nameOpponentRatings"
  | "nameResult"
  | "nameResultN"
  | "nameResultOfGame"
  | "nameResults"
  | "nameRatingDifference"
  | "nameScale"
  | "nameK"
  | "nameAlpha"
  | "nameWeight"
  | "nameWeights"
  | "nameWeightOf"
  | "nameStart"
  | "nameListDate"
  | "nameADate"
  | "theText"
  | "limitFrom0"
  | "limitAbove0"
  | "gameAt"
  | "bye";

/** A parameter of an engine sentence: a value as it is, or words said in the reader's language. */
export type EngineParam = string | number | EngineWords;

/** A sentence (or words) of the engine: its key and parameters. */
export interface EngineWords {
  readonly key: EngineWordKey;
  readonly params?: Readonly<Record<string, EngineParam>>;
}

/** Words with their key and parameters (a name of an argument, a described value). */
export function words(key: EngineWordKey, params?: Record<string, EngineParam>): EngineWords {
  return params ? { key, params } : { key };
}

/**
 * A value the user gave that the engine refuses, in words: text is "the text "…"" (said in the language), anything
 * else as JavaScript writes it (a number, NaN, Infinity).
 */
export function describedValue(value: unknown): EngineParam {
  return typeof value === "string" ? words("theText", { text: value }) : String(value);
}

/**
 * A RangeError (every `catch (e instanceof RangeError)` keeps working) whose `message` is the English sentence and
 * whose `reason` says it in any language (src/i18n/errors.ts).
 */
export class EngineRangeError extends RangeError {
  readonly reason: EngineWords;
  constructor(key: EngineWordKey, params: Record<string, EngineParam>, message: string) {
    super(message);
    this.reason = { key, params };
  }
}
