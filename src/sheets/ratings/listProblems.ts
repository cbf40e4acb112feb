/**
 * Problems of the published list and of a list's import (docs/rules.md §8): their own codes (src/i18n/ratingList.ts
 * holds the messages in en / ko / ja) beside the rating sheets' codes they also report (a list row that cannot be
 * read), each tied to its cell.
 */
import { CellProblems } from "../cellProblems";
import { fillTemplate } from "../../i18n/problems";
import { LIST_PROBLEM_TEMPLATES, type ListProblemCode } from "../../i18n/ratingList";
import type { Locale } from "../types";
import { ratingProblemMessage } from "./problems";
import type { RatingProblem } from "./types";

/** A problem of the published list or of an import: a rating sheet's code or one of the list's own. */
export interface ListProblem extends Omit<RatingProblem, "code"> {
  code: RatingProblem["code"] | ListProblemCode;
}

const LIST_CODES = new Set(Object.keys(LIST_PROBLEM_TEMPLATES.en));

/** The message of a list problem in a locale, without the address. */
export function listProblemMessage(problem: Pick<ListProblem, "code" | "params">, locale: Locale = "en"): string {
  if (!LIST_CODES.has(problem.code))
    return ratingProblemMessage(problem as Pick<RatingProblem, "code" | "params">, locale);
  const table = LIST_PROBLEM_TEMPLATES[locale] ?? LIST_PROBLEM_TEMPLATES.en;
  return fillTemplate(table[problem.code as ListProblemCode], problem.params ?? {});
}

/** "Ratings!C5: …" in a locale. */
export function formatListProblem(problem: ListProblem, locale: Locale = "en"): string {
  return `${problem.address}: ${listProblemMessage(problem, locale)}`;
}

/** The list's own problems on one sheet, each at its cell (messages in English; hosts translate). */
export class ListProblems extends CellProblems<ListProblem["code"], ListProblemCode> {
  constructor(sheet: string, topLeft: string | undefined, out: ListProblem[]) {
    super(sheet, topLeft, out, (code, params) => listProblemMessage({ code, params }, "en"));
  }
}
