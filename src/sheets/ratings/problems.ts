/**
 * Problems of the rating sheets: their messages in en / ko / ja (src/i18n/ratings.ts holds the templates) and
 * SheetProblems, which ties each problem to its cell.
 */
import { CellProblems } from "../cellProblems";
import { fillTemplate, problemMessage } from "../../i18n/problems";
import {
  RATING_NOTE_TEMPLATES,
  RATING_PROBLEM_TEMPLATES,
  RATING_WORDS,
  type RatingNoteKey,
  type RatingProblemCode,
} from "../../i18n/ratings";
import type { RatingMethod, SettingIssue } from "../../engine";
import type { Locale, ProblemCode } from "../types";
import type { RatingProblem } from "./types";

const RATING_CODES = new Set(Object.keys(RATING_PROBLEM_TEMPLATES.en));

function isRatingCode(code: string): code is RatingProblemCode {
  return RATING_CODES.has(code);
}

/** The message of a rating problem in a locale, without the address. */
export function ratingProblemMessage(problem: Pick<RatingProblem, "code" | "params">, locale: Locale = "en"): string {
  if (!isRatingCode(problem.code)) return problemMessage(problem.code, problem.params, locale);
  const words = RATING_WORDS[locale] ?? RATING_WORDS.en;
  const params: Record<string, string | number> = { ...(problem.params ?? {}) };
  const expected = params.expected;
  if (typeof expected === "string" && expected in words)
    params.expected = (words as unknown as Record<string, string>)[expected];
  if (problem.code === "undo-not-found")
    params.onDate = typeof params.date === "string" && params.date ? words.onDate(params.date) : "";
  if (problem.code === "ratings-rating-implausible")
    params.basis = params.median === undefined ? "" : words.aroundMedian(String(params.median));
  const table = RATING_PROBLEM_TEMPLATES[locale] ?? RATING_PROBLEM_TEMPLATES.en;
  return fillTemplate(table[problem.code], params, RATING_PROBLEM_TEMPLATES[locale] ? locale : "en");
}

/** "Ratings!C5: …" in a locale. */
export function formatRatingProblem(problem: RatingProblem, locale: Locale = "en"): string {
  return `${problem.address}: ${ratingProblemMessage(problem, locale)}`;
}

/**
 * The problems found on one sheet: each one added at a cell of the block read (row and column inside the block,
 * turned into the sheet's address from the block's top-left cell), its message in English (hosts translate with
 * ratingProblemMessage).
 */
export class SheetProblems extends CellProblems<ProblemCode | RatingProblemCode, RatingProblemCode> {
  constructor(sheet: string, topLeft: string | undefined, out: RatingProblem[]) {
    super(sheet, topLeft, out, (code, params) => ratingProblemMessage({ code, params }, "en"));
  }
}

/** A rating note (a setting, the event's date, the order of events) in a locale: src/i18n/ratings.ts. */
export function ratingNoteText(
  key: RatingNoteKey,
  params: Record<string, string | number>,
  locale: Locale = "en",
): string {
  const l = RATING_NOTE_TEMPLATES[locale] ? locale : "en";
  return fillTemplate(RATING_NOTE_TEMPLATES[l][key], params, l);
}

/** A number as the notes show it: whole numbers as they are, others to at most 4 decimals. */
function shown(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 10_000) / 10_000) : String(value);
}

/**
 * A setting the engine refused or found unusual (checkRatingSettings), in a locale, under the host's name for it
 * (`--k` on the command line, "K factor" in the pane).
 */
export function settingIssueNote(
  issue: SettingIssue,
  setting: string,
  method: RatingMethod,
  locale: Locale = "en",
): string {
  if (issue.severity === "error")
    return ratingNoteText(
      issue.limit === "from0" ? "settingImpossibleFrom0" : "settingImpossible",
      { setting, value: shown(issue.value) },
      locale,
    );
  return ratingNoteText(
    "settingUnusual",
    {
      setting,
      value: shown(issue.value),
      method: method === "elo" ? "Elo" : "KBA",
      low: shown(issue.low!),
      high: shown(issue.high!),
      usual: shown(issue.usual!),
    },
    locale,
  );
}
