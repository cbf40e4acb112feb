/**
 * Brightwell's Excel custom functions (namespace OTHELLO).
 *
 * Thin wrappers: read Excel's arguments (`args.ts`), call the engine, map errors. The JSDoc below is the
 * source of the functions metadata (custom-functions-metadata-plugin generates functions.json and injects the
 * `CustomFunctions.associate` calls at build time); Korean and Japanese descriptions live in `i18n/`.
 * Optional arguments arrive as `null`, so defaults are applied here, never through TypeScript defaults.
 */
import {
  bqScore,
  brightwellConstant,
  parseConstantSetting,
  eloDelta,
  eloExpected,
  kbaDelta,
  kbaWeight,
  KbaGrade,
  KbaStage,
  KBA_DEFAULTS,
  NotProvisionalError,
  provisionalRating,
  type PresetId,
  PRESET_IDS,
} from "../engine";
import { liveStandings } from "../sheets/standings/live";
import { LOCALES } from "../sheets/workbook/settings";
import type { Locale } from "../sheets/types";
import { formatProblem } from "../i18n/problems";
import { errorText, errorWordsText } from "../i18n/errors";
import { pickLocale } from "../i18n/locale";
import {
  alignedGames,
  ArgumentError,
  cellsOf,
  isBlank,
  numberList,
  optionalNumber,
  optionalText,
  requiredNumber,
} from "./args";

/* global CustomFunctions, Office */

/**
 * The language of the error messages: Excel's display language ("ko-KR" → ko), which the shared runtime
 * (manifest: SharedRuntime) gives the functions as it gives the pane; English outside Office or in another language.
 */
export function displayLocale(): Locale {
  const office = (globalThis as { Office?: typeof Office }).Office;
  try {
    return pickLocale(office?.context?.displayLanguage);
  } catch {
    return "en";
  }
}

/**
 * Runs a function body and turns every failure into the Excel error a user can act on. Excel shows a
 * custom message only with #VALUE! and #N/A (README, custom functions), so a result too large for a
 * number is #VALUE! with a message rather than a bare #NUM!.
 */
function guard(body: () => number): number {
  const value = guardAny(body);
  if (!Number.isFinite(value)) {
    throw new CustomFunctions.Error(
      CustomFunctions.ErrorCode.invalidValue,
      errorWordsText({ key: "fnTooLarge" }, displayLocale()),
    );
  }
  return value;
}

function guardAny<T>(body: () => T): T {
  let value: T;
  try {
    value = body();
  } catch (e) {
    const locale = displayLocale();
    if (e instanceof NotProvisionalError) {
      throw new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, errorText(e, locale));
    }
    if (e instanceof StandingsProblems)
      throw new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, e.message);
    if (e instanceof ArgumentError || e instanceof RangeError) {
      throw new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, errorText(e, locale));
    }
    throw new CustomFunctions.Error(
      CustomFunctions.ErrorCode.invalidValue,
      errorWordsText({ key: "fnUnexpected", params: { message: (e as Error).message } }, locale),
    );
  }
  return value;
}

/** OTHELLO.STANDINGS's problems, already in the language of its header row. */
class StandingsProblems extends Error {}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Brightwell Quotient D + C·S. BQ is registered as BQ_SCORE because Excel needs at least three characters.
 * @customfunction BQ_SCORE BQ_SCORE
 * @helpurl https://localhost:3000/help.html#BQ_SCORE
 * @param discs The player's disc total, or one disc count per game (summed; blanks skipped).
 * @param opponentScores The sum of the opponents' final scores, or one score per game (summed).
 * @param [constant] The Brightwell constant C in discs per point. Default 6 (World Othello Championship).
 * @returns The Brightwell Quotient.
 */
export function bqScoreFunction(discs: any[][], opponentScores: any[][], constant?: any): number {
  return guard(() =>
    bqScore(
      sum(numberList(discs, "discs", { min: 0 })),
      sum(numberList(opponentScores, "opponentScores", { min: 0 })),
      optionalNumber(constant, "constant", 6),
    ),
  );
}

/**
 * The Brightwell constant for an event of the given number of rounds.
 * @customfunction BRIGHTWELL_C BRIGHTWELL_C
 * @helpurl https://localhost:3000/help.html#BRIGHTWELL_C
 * @param rounds Number of Swiss rounds (a whole number from 1 to 999).
 * @param [method] "EVEN" (default: the even integer nearest discsPerGame/rounds), "EXACT" (discsPerGame/rounds) or "PAPP" (6 from 8 rounds, else 0).
 * @param [discsPerGame] Discs on the board. Default 64.
 * @returns The constant C in discs per point.
 */
export function brightwellConstantFunction(rounds: any, method?: any, discsPerGame?: any): number {
  return guard(() => {
    // A method only: the reader's numbers and "preset" are not a method.
    const m = optionalText(method, "method", "EVEN");
    const parsed = parseConstantSetting(m);
    if (!parsed.ok || typeof parsed.constant !== "string") {
      throw new ArgumentError("fnMethod", { value: m.toUpperCase() });
    }
    return brightwellConstant(
      requiredNumber(rounds, "rounds"),
      parsed.constant,
      optionalNumber(discsPerGame, "discsPerGame", 64),
    );
  });
}

/**
 * Elo expected score against one opponent, or the total expected score against a range of opponents.
 * @customfunction ELO_EXPECTED ELO_EXPECTED
 * @helpurl https://localhost:3000/help.html#ELO_EXPECTED
 * @param rating The player's rating.
 * @param opponentRatings One opponent's rating, or a range of them (blanks skipped).
 * @param [scale] The rating gap that makes 10:1 odds. Default 400.
 * @returns The expected score (sum over the opponents).
 */
export function eloExpectedFunction(rating: any, opponentRatings: any[][], scale?: any): number {
  return guard(() => {
    const r = requiredNumber(rating, "rating");
    const s = optionalNumber(scale, "scale", 400);
    return sum(numberList(opponentRatings, "opponentRatings").map((o) => eloExpected(r, o, s)));
  });
}

/**
 * Elo rating change K·(Σresults − Σexpected) over the games, all from the given (pre-tournament) rating.
 * @customfunction ELO_DELTA ELO_DELTA
 * @helpurl https://localhost:3000/help.html#ELO_DELTA
 * @param rating The player's rating before the tournament.
 * @param opponentRatings The opponents' ratings, one per game.
 * @param results The results, one per game in the same order: 1 win, 0.5 draw, 0 loss.
 * @param [k] The K factor. Default 32.
 * @param [scale] The rating gap that makes 10:1 odds. Default 400.
 * @returns The rating change.
 */
export function eloDeltaFunction(
  rating: any,
  opponentRatings: any[][],
  results: any[][],
  k?: any,
  scale?: any,
): number {
  return guard(() => {
    const [opps, res] = alignedGames([
      { arg: opponentRatings, name: "opponentRatings", kind: "number" },
      { arg: results, name: "results", kind: "result" },
    ]);
    return eloDelta(
      requiredNumber(rating, "rating"),
      opps,
      res,
      optionalNumber(k, "k", 32),
      optionalNumber(scale, "scale", 400),
    );
  });
}

/**
 * Korea Baduk Association provisional rating from the games so far (up to 50 games).
 * @customfunction PROVISIONAL_RATING PROVISIONAL_RATING
 * @helpurl https://localhost:3000/help.html#PROVISIONAL_RATING
 * @param opponentRatings The opponents' ratings (greater than 0), one per game.
 * @param results The results, one per game in the same order: 1 win, 0.5 draw, 0 loss.
 * @param [scale] The rating scale of the expectation. Default 800 (KBA).
 * @returns The provisional rating; #N/A after more than 50 games.
 */
export function provisionalRatingFunction(opponentRatings: any[][], results: any[][], scale?: any): number {
  return guard(() => {
    const [opps, res] = alignedGames([
      { arg: opponentRatings, name: "opponentRatings", kind: "number" },
      { arg: results, name: "results", kind: "result" },
    ]);
    return provisionalRating(opps, res, optionalNumber(scale, "scale", KBA_DEFAULTS.scale)).rating;
  });
}

/**
 * Korea Baduk Association rating change over one or more games: winner k·w·(1−E), loser k·w·(0−E)+α.
 * @customfunction BADUK_DELTA BADUK_DELTA
 * @helpurl https://localhost:3000/help.html#BADUK_DELTA
 * @param rating The player's rating at the start of the month.
 * @param opponentRatings The opponents' ratings, one per game.
 * @param results The results, one per game in the same order: 1 win, 0.5 draw, 0 loss.
 * @param [weights] The game weight (see BADUK_WEIGHT): one number for every game, or one per game. Default 1.
 * @param [k] The constant k. Default 14.
 * @param [alpha] The loser's consolation α. Default 0.8.
 * @param [scale] The rating scale of the expectation. Default 800.
 * @returns The rating change.
 */
export function badukDeltaFunction(
  rating: any,
  opponentRatings: any[][],
  results: any[][],
  weights?: any[][],
  k?: any,
  alpha?: any,
  scale?: any,
): number {
  return guard(() => {
    const weightCells = cellsOf(weights).filter((c) => !isBlank(c));
    const perGame = weightCells.length > 1;
    const lists = [
      { arg: opponentRatings, name: "opponentRatings", kind: "number" as const },
      { arg: results, name: "results", kind: "result" as const },
      ...(perGame ? [{ arg: weights, name: "weights", kind: "number" as const }] : []),
    ];
    const [opps, res, perGameWeights] = alignedGames(lists);
    const w = perGame ? perGameWeights : opps.map(() => optionalNumber(weights, "weights", 1));
    return kbaDelta(requiredNumber(rating, "rating"), opps, res, w, {
      k: optionalNumber(k, "k", KBA_DEFAULTS.k),
      alpha: optionalNumber(alpha, "alpha", KBA_DEFAULTS.alpha),
      scale: optionalNumber(scale, "scale", KBA_DEFAULTS.scale),
    });
  });
}

const GRADES: Record<string, KbaGrade> = {
  "1": 1,
  "2": 2,
  "3": 3,
  RESTRICTED: "restricted",
  제한기전: "restricted",
  제한: "restricted",
  制限棋戦: "restricted",
};
const STAGES: Record<string, KbaStage> = {
  PRELIM: "prelim",
  PRELIMINARY: "prelim",
  예선: "prelim",
  予選: "prelim",
  MAIN: "main",
  본선: "main",
  本戦: "main",
  FINAL: "final",
  FINALS: "final",
  결승: "final",
  決勝: "final",
};

/**
 * Korea Baduk Association game weight for an event grade and stage.
 * @customfunction BADUK_WEIGHT BADUK_WEIGHT
 * @helpurl https://localhost:3000/help.html#BADUK_WEIGHT
 * @param grade The event grade: 1, 2, 3 or "restricted" (제한기전).
 * @param stage The stage: "prelim", "main" or "final" (예선, 본선, 결승).
 * @returns The weight w.
 */
export function badukWeightFunction(grade: any, stage: any): number {
  return guard(() => {
    const g = GRADES[optionalText(grade, "grade", "").toUpperCase()];
    if (g === undefined) throw new ArgumentError("fnGrade", { value: String(JSON.stringify(cellsOf(grade)[0])) });
    const s = STAGES[optionalText(stage, "stage", "").toUpperCase()];
    if (s === undefined) throw new ArgumentError("fnStage", { value: String(JSON.stringify(cellsOf(stage)[0])) });
    return kbaWeight(g, s);
  });
}

/** Splits "Results!A1:F40" or "'My results'!A1:F40" into sheet name and range. */
function splitAddress(address: string | undefined): { sheetName: string; topLeft: string } {
  const m = /^(?:'((?:[^']|'')+)'|([^!]+))!(.+)$/.exec(address ?? "");
  if (!m) return { sheetName: "Results", topLeft: "A1" };
  return { sheetName: (m[1] ?? m[2]).replace(/''/g, "'"), topLeft: m[3] };
}

/** How many problems the error message of STANDINGS lists before "and N more". */
const STANDINGS_PROBLEMS_SHOWN = 3;

/**
 * Live standings that spill from a results range and recalculate as results are typed: rank, player, country, points, tie-breaks, games.
 * @customfunction STANDINGS STANDINGS
 * @helpurl https://localhost:3000/help.html#STANDINGS
 * @requiresParameterAddresses
 * @param results The results range with its header row: Round, Table (optional), Black, Black discs, White discs, White, Result (optional). Headers in English, Korean or Japanese.
 * @param [preset] "woc" (default: C = 6), "ftd", "papp", "koa" or "joa".
 * @param [constant] Override the Brightwell constant: a number, "exact" (64/rounds) or "even". "preset" or blank: the preset's own.
 * @param [rounds] Planned number of rounds, for C = 64/rounds. Default: the last round in the results.
 * @param [language] Language of the header row: "en" (default), "ko" or "ja".
 * @param invocation Supplied by Excel (the addresses of the arguments, for problem messages).
 * @returns The standings table, header row first.
 */
export function standingsFunction(
  results: any[][],
  preset: any,
  constant: any,
  rounds: any,
  language: any,
  invocation: CustomFunctions.Invocation,
): any[][] {
  return guardAny(() => {
    const p = optionalText(preset, "preset", "woc").toLowerCase();
    if (!PRESET_IDS.includes(p as PresetId)) {
      throw new ArgumentError("fnPreset", { presets: PRESET_IDS.map((x) => `"${x}"`).join(", "), value: p });
    }
    const cText = optionalText(constant, "constant", "");
    const cell = cellsOf(constant).find((x) => !isBlank(x));
    const parsed = parseConstantSetting(typeof cell === "number" ? cell : cText);
    if (!parsed.ok) {
      throw parsed.problem === "negative"
        ? new ArgumentError("notBelow0", { name: "constant", value: parsed.text })
        : new ArgumentError("fnConstant", { value: cText });
    }
    const c = parsed.constant;
    let n: number | undefined;
    if (cellsOf(rounds).some((x) => !isBlank(x))) {
      n = requiredNumber(rounds, "rounds");
      if (!Number.isInteger(n) || n < 1) throw new ArgumentError("fnRounds", { value: n });
    }
    const l = optionalText(language, "language", "en").toLowerCase() as Locale;
    if (!LOCALES.includes(l)) throw new ArgumentError("fnLanguage", { value: l });
    const where = splitAddress(invocation?.parameterAddresses?.[0]);
    const live = liveStandings({
      values: results,
      sheetName: where.sheetName,
      topLeft: where.topLeft,
      preset: p as PresetId,
      constant: c,
      rounds: n,
      locale: l,
    });
    if (!live.ok) {
      const errors = live.problems;
      const shown = errors
        .slice(0, STANDINGS_PROBLEMS_SHOWN)
        .map((x) => formatProblem(x, l))
        .join(" | ");
      const more =
        errors.length > STANDINGS_PROBLEMS_SHOWN
          ? ` | ${errorWordsText({ key: "fnMore", params: { count: errors.length - STANDINGS_PROBLEMS_SHOWN } }, l)}`
          : "";
      // The problems are in the header row's language (as the pane lists them), not Excel's.
      throw new StandingsProblems(`${shown}${more}`);
    }
    return live.values;
  });
}
