/**
 * The event's date for a rating update, decided the same way by both hosts (`rate` and the pane's Update ratings;
 * README "Rating lists", docs/rules.md §6.3): the date given (`--date`, the pane's date field) > the workbook's
 * Tournament sheet date (Brightwell_Date, the cell `export-elo` reads) > none, refused. Never today by itself: the
 * date orders the events on the History and, for KBA, chooses the month the games are rated in.
 *
 * A workbook date that is not a date (an imported file's "06/11/2014 - 08/11/2014", a typo) is an error at its
 * cell, unless a date is given.
 */
import { isIsoDate } from "../../engine";
import { parseReference } from "../address";
import type { ParsedSettings } from "../workbook/settings";
import { ratingProblemMessage } from "./problems";
import type { RatingProblem } from "./types";

export type RatingEventDate =
  /** `cell`: the workbook's cell it came from ("'Tournament'!B4"); none when it was given. */
  | { kind: "date"; date: string; cell?: string }
  /** No date given and none on the workbook. */
  | { kind: "missing" }
  /** The workbook's date cell holds something else than a date: the problem at its cell. */
  | { kind: "invalid"; problem: RatingProblem };

/**
 * `given`: the date the user gave ("" or undefined: none; it must already be checked as YYYY-MM-DD by the host).
 * `how`: how to give one in this host ("--date YYYY-MM-DD", the pane's field), for the message.
 */
export function ratingEventDate(
  given: string | undefined,
  stored: ParsedSettings | undefined,
  how: string,
): RatingEventDate {
  const typed = given?.trim() ?? "";
  if (typed !== "") return { kind: "date", date: typed };
  const date = stored?.settings.date?.trim() ?? "";
  const cell = stored?.sources.date;
  if (date === "") return { kind: "missing" };
  if (isIsoDate(date)) return { kind: "date", date, cell };
  const address = cell ?? "";
  const ref = parseReference(address);
  const params = { value: date, how };
  return {
    kind: "invalid",
    problem: {
      severity: "error",
      sheet: ref?.sheet ?? "",
      cell: ref ? ref.range.split(":")[0].replace(/\$/g, "") : address,
      address,
      code: "event-date-invalid",
      message: ratingProblemMessage({ code: "event-date-invalid", params }, "en"),
      params,
    },
  };
}
