/**
 * Standings presets as data (docs/rules.md §2, §3). Every field is overridable through
 * `StandingsOptions.overrides`; `resolveStandingsSettings` merges and validates.
 *
 * | preset | C                     | bye / forfeit in BQ | withdrawn opponent | bye discs | after points          |
 * |--------|-----------------------|---------------------|--------------------|-----------|-----------------------|
 * | woc    | 6                     | 32 + C x own score  | same (absent too)  | 32        | BQ, discs             |
 * | ftd    | 64/N exact            | 32 + C x own score  | same (absent too)  | 32        | BQ (integer), id      |
 * | papp   | 6 from 8 rounds, else 0 | 32 + C x own score | same (absent too) | 40        | BQ, discs, name       |
 * | koa    | even nearest 64/N     | 32 vs score 0       | real game          | 32        | BQ, discs             |
 * | joa    | even nearest 64/N     | 32 vs score 0       | real game          | 32        | disc difference       |
 *
 * FTD also freezes a withdrawn player's own BQ at the round he left and publishes BQ rounded.
 */

import { brightwellConstant, CONSTANT_METHODS, isConstantSetting } from "./constant";
import type { PresetId, StandingsSettings, TiebreakId } from "./settings";
import { tiebreakInfo } from "./tiebreaks";
import { EngineRangeError } from "./errors";

export interface Preset {
  id: PresetId;
  label: string;
  description: string;
  settings: Readonly<StandingsSettings>;
}

const base = {
  byeRule: "selfDraw",
  withdrawnRule: "selfDraw",
  absentIsWithdrawn: true,
  freezeWithdrawnBq: false,
  byeDiscs: 32,
  discsPerGame: 64,
  bqRounding: "none",
} as const;

/**
 * Korean and Japanese practice (seeds 000, 003): the bye is the "ideal last player", a 32-32 game against an
 * opponent with score 0, and a game against a player who later withdrew counts as it was played. C is the even
 * number nearest 64/N.
 */
const asianPractice = {
  ...base,
  constant: "even",
  byeRule: "zeroOpponent",
  withdrawnRule: "real",
  absentIsWithdrawn: false,
} as const;

export const PRESETS: Readonly<Record<PresetId, Preset>> = {
  woc: {
    id: "woc",
    label: "World Othello Championship (WOF)",
    description: "Points, then BQ with C = 6, then disc total; a bye or withdrawn opponent is 32 + 6 x own score.",
    settings: { ...base, constant: 6, tiebreaks: ["bq", "discs"] },
  },
  ftd: {
    id: "ftd",
    label: "FlipTheDisc",
    description:
      "Points, then BQ with C = 64/rounds, rounded to an integer, then player id; a withdrawn player's BQ is frozen when he leaves.",
    settings: { ...base, constant: "exact", freezeWithdrawnBq: true, bqRounding: "integer", tiebreaks: ["bq", "id"] },
  },
  papp: {
    id: "papp",
    label: "PAPP",
    description: "Points, then BQ (C = 6 from 8 rounds, else 0), then discs (a bye is 40), then name.",
    settings: { ...base, constant: "papp", byeDiscs: 40, tiebreaks: ["bq", "discs", "name"] },
  },
  koa: {
    id: "koa",
    label: "Korea Othello Association",
    description:
      "Points, then BQ with C = the even number nearest 64/rounds; a bye is 32-32 against a score-0 opponent.",
    settings: { ...asianPractice, tiebreaks: ["bq", "discs"] },
  },
  joa: {
    id: "joa",
    label: "Japan Othello Association",
    description: "Points, then disc difference (石差).",
    settings: { ...asianPractice, tiebreaks: ["discDiff"] },
  },
};

export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

/**
 * The preset's settings with the overrides applied, validated.
 * @throws RangeError naming the setting, the value and what is allowed.
 */
export function resolveStandingsSettings(
  preset: PresetId = "woc",
  overrides: Partial<StandingsSettings> = {},
): StandingsSettings {
  const p = PRESETS[preset];
  if (!p)
    throw new EngineRangeError(
      "unknownPreset",
      { preset, presets: PRESET_IDS.join(", ") },
      `Unknown preset "${preset}"; use one of ${PRESET_IDS.join(", ")}.`,
    );
  const s: StandingsSettings = { ...p.settings, tiebreaks: [...p.settings.tiebreaks] };
  for (const [k, v] of Object.entries(overrides)) {
    if (v !== undefined) (s as unknown as Record<string, unknown>)[k] = Array.isArray(v) ? [...v] : v;
  }
  const c = s.constant;
  if (!isConstantSetting(c)) {
    const methods = CONSTANT_METHODS.map((m) => `"${m}"`).join(", ");
    throw typeof c === "number"
      ? new EngineRangeError("constantNegative", { value: c }, `Constant must be a number of 0 or more, got ${c}.`)
      : new EngineRangeError(
          "constantSetting",
          { methods, value: String(JSON.stringify(c)) },
          `Constant must be a number or ${methods}; got ${JSON.stringify(c)}.`,
        );
  }
  if (s.byeRule !== "selfDraw" && s.byeRule !== "zeroOpponent") {
    throw new EngineRangeError(
      "byeRule",
      { value: String(JSON.stringify(s.byeRule)) },
      `Bye rule must be "selfDraw" or "zeroOpponent", got ${JSON.stringify(s.byeRule)}.`,
    );
  }
  if (s.withdrawnRule !== "selfDraw" && s.withdrawnRule !== "real") {
    throw new EngineRangeError(
      "withdrawnRule",
      { value: String(JSON.stringify(s.withdrawnRule)) },
      `Withdrawn rule must be "selfDraw" or "real", got ${JSON.stringify(s.withdrawnRule)}.`,
    );
  }
  if (!Number.isInteger(s.discsPerGame) || s.discsPerGame <= 0) {
    throw new EngineRangeError(
      "discsPerGame",
      { value: s.discsPerGame },
      `Discs per game must be a whole number of at least 1, got ${s.discsPerGame}.`,
    );
  }
  if (!Number.isFinite(s.byeDiscs) || s.byeDiscs < 0 || s.byeDiscs > s.discsPerGame) {
    throw new EngineRangeError(
      "byeDiscs",
      { max: s.discsPerGame, value: s.byeDiscs },
      `Bye discs must be between 0 and ${s.discsPerGame}, got ${s.byeDiscs}.`,
    );
  }
  if (s.bqRounding !== "none" && s.bqRounding !== "integer") {
    throw new EngineRangeError(
      "bqRounding",
      { value: String(JSON.stringify(s.bqRounding)) },
      `BQ rounding must be "none" or "integer", got ${JSON.stringify(s.bqRounding)}.`,
    );
  }
  const seen = new Set<TiebreakId>();
  for (const id of s.tiebreaks) {
    if (!tiebreakInfo(id)) throw new EngineRangeError("unknownTiebreak", { id }, `Unknown tie-break "${id}".`);
    if (seen.has(id)) throw new EngineRangeError("tiebreakTwice", { id }, `Tie-break "${id}" is listed twice.`);
    seen.add(id);
  }
  return s;
}

/** The numeric constant C for the settings and the planned number of rounds (0 rounds → 0). */
export function resolveConstant(s: StandingsSettings, plannedRounds: number): number {
  if (typeof s.constant === "number") return s.constant;
  if (plannedRounds <= 0) return 0;
  return brightwellConstant(plannedRounds, s.constant, s.discsPerGame);
}
