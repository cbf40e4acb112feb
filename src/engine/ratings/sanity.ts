/**
 * What can be a rating or a rating setting, and what is plausible for each method (docs/rules.md §5.5, §6.7).
 *
 * Refused (an error naming the cell or the flag): what no list can hold. A rating must be a number above 0 and
 * below 100,000: the provisional formulas average opponents' ratings and need them above 0 (a rating of 0 or less
 * is a typing error, not a weak player), and no list of either method comes near 100,000 (Elo lists end near
 * 3,000, KBA's own near 10,000), so 1,000,000 or 1e308 is a digit too many or a pasted number. K, the scale, α
 * and the weights must be numbers above 0 (α: 0 or more) and below the same 100,000: beyond it one game moves a
 * rating past any list, or (the scale) every expectation is ½.
 *
 * Warned (shown, nothing blocks): what is possible but implausible for the method.
 * - Elo ratings: outside 0–3,500 (the range of every Elo list; the KOA starts newcomers at 1,600).
 * - KBA ratings: the seed fixes differences, not a level ("d는 … 점수에서 상대 대국자의 점수를 뺀 것": only
 *   own − opponent enters E), and a scale twice Elo's (800, the one the provisional constants fit). So a KBA
 *   list spans twice what an Elo list does: a band of 7,000 points, centred on the list's own median rating
 *   (on a list without ratings, on the newcomers' rating). Outside it, warned.
 * - Settings: outside a quarter to four times the method's own value (Elo K 32, scale 400; KBA k 14, scale
 *   800, α 0.8, weights 1.0–3.0 of the table).
 */
import type { RatingMethod } from "./list";
import { EngineRangeError, words, type EngineWordKey } from "../errors";

/** Ratings (and settings) must be below this. */
export const RATING_LIMIT = 100_000;

/** The plausible Elo ratings (docs/rules.md §5.5). */
export const ELO_PLAUSIBLE: Readonly<Range> = Object.freeze({ low: 0, high: 3500 });

/** Half the width of KBA's plausible band around a list's median (twice Elo's 3,500-point range, halved). */
export const KBA_BAND = 3500;

/**
 * What a KBA newcomer counts as on a list that has no rating yet (docs/rules.md §6.6): the KBA's own level, the
 * one its worked examples use (9,000–9,800, docs/rules.md §6). The spread of a list lies far inside it: the WOF
 * archive rated from nothing (1981–2026, 10,800 players) ends 4,800 points wide, its lowest rating near 5,100;
 * a start of 1,600 drove ratings below 0.
 */
export const KBA_EMPTY_LIST_START = 9000;

export interface Range {
  low: number;
  high: number;
}

/** A rating no list can hold: not a finite number, 0 or less, or 100,000 or more. */
export function isImpossibleRating(rating: number): boolean {
  return typeof rating !== "number" || !Number.isFinite(rating) || rating <= 0 || rating >= RATING_LIMIT;
}

/** The middle value of a list of numbers (the mean of the two middle ones for an even count); undefined if empty. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The plausible ratings of a method. KBA: the band of ±3,500 around `center` (the list's median; without one,
 * the newcomers' rating), never below 0.
 */
export function plausibleRatings(method: RatingMethod, center?: number): Range {
  if (method === "elo") return { ...ELO_PLAUSIBLE };
  const c = center ?? KBA_EMPTY_LIST_START;
  return { low: Math.max(0, c - KBA_BAND), high: c + KBA_BAND };
}

export function isPlausible(rating: number, range: Range): boolean {
  return rating >= range.low && rating <= range.high;
}

export type RatingSettingName = "k" | "scale" | "start" | "alpha" | "weight";

/** A setting that cannot be used (error) or is unusual for the method (warning). */
export interface SettingIssue {
  setting: RatingSettingName;
  value: number;
  severity: "error" | "warning";
  /** error: the value must be above `low` ("above0") or at least `low` ("from0") and below RATING_LIMIT. */
  limit?: "above0" | "from0";
  /** warning: the plausible range and the method's own value. */
  low?: number;
  high?: number;
  usual?: number;
}

/** The method's own values (docs/rules.md §5.2, §6.2) and the plausible ranges around them (a quarter to 4×). */
const USUAL: Record<RatingMethod, Partial<Record<RatingSettingName, { usual: number; low: number; high: number }>>> = {
  elo: {
    k: { usual: 32, low: 8, high: 128 },
    scale: { usual: 400, low: 100, high: 1600 },
    start: { usual: 1600, ...ELO_PLAUSIBLE },
  },
  kba: {
    k: { usual: 14, low: 3.5, high: 56 },
    scale: { usual: 800, low: 200, high: 3200 },
    alpha: { usual: 0.8, low: 0, high: 3.2 },
    weight: { usual: 1, low: 0.25, high: 12 },
  },
};

/** The settings' values as a host collects them (undefined: not given, the default applies). */
export interface SettingValues {
  k?: number;
  scale?: number;
  start?: number;
  alpha?: number;
  weight?: number;
}

/**
 * Every given setting checked: errors for what cannot be used, warnings for what is unusual for the method.
 * (KBA's newcomer rating has no fixed plausible range: it is compared with the list where the list is read.)
 */
export function checkRatingSettings(method: RatingMethod, values: SettingValues): SettingIssue[] {
  const issues: SettingIssue[] = [];
  for (const setting of ["k", "scale", "start", "alpha", "weight"] as const) {
    const value = values[setting];
    if (value === undefined) continue;
    const from0 = setting === "alpha";
    const bad =
      typeof value !== "number" || !Number.isFinite(value) || (from0 ? value < 0 : value <= 0) || value >= RATING_LIMIT;
    if (bad) {
      issues.push({ setting, value, severity: "error", limit: from0 ? "from0" : "above0" });
      continue;
    }
    const usual = USUAL[method][setting];
    if (usual && (value < usual.low || value > usual.high))
      issues.push({ setting, value, severity: "warning", ...usual });
  }
  return issues;
}

/** A setting's name in words every language says (src/i18n/errors.ts). */
const SETTING_NAME = {
  k: "nameK",
  scale: "nameScale",
  start: "nameStart",
  alpha: "nameAlpha",
  weight: "nameWeight",
} as const satisfies Record<RatingSettingName, EngineWordKey>;

/** A setting that cannot be used, as the engine's error (resolveRatingSettings). */
export function settingRefusedError(issue: SettingIssue): EngineRangeError {
  const limit = words(issue.limit === "from0" ? "limitFrom0" : "limitAbove0");
  const params = { name: words(SETTING_NAME[issue.setting]), limit, max: RATING_LIMIT, value: issue.value };
  return new EngineRangeError("settingRefused", params, settingIssueText(issue));
}

/** An issue in English (the engine's own message; hosts show src/i18n/ratings.ts's in their language). */
export function settingIssueText(issue: SettingIssue): string {
  const name = issue.setting === "start" ? "start rating" : issue.setting;
  if (issue.severity === "error")
    return `${name} must be a number ${issue.limit === "from0" ? "0 or more" : "greater than 0"} and less than ${RATING_LIMIT.toLocaleString("en")}, got ${issue.value}.`;
  return `${name} ${issue.value} is unusual (plausible ${issue.low}–${issue.high}; the method's own is ${issue.usual}).`;
}
