/**
 * The problems of reading the sheets for pairing: each at its sheet-qualified cell, with a code
 * from src/i18n/problems.ts or one of the pairing codes (src/i18n/pairing.ts), in en/ko/ja.
 */
import { CellProblems } from "../cellProblems";
import type { Locale, Problem, ProblemCode } from "../types";
import { problemMessage } from "../../i18n/problems";
import { pairingProblemText, type PairingProblemCode } from "../../i18n/pairing";

/** A Problem whose code may also be one of the pairing codes (templates in src/i18n/pairing.ts). */
export interface PairingProblem extends Omit<Problem, "code"> {
  code: ProblemCode | PairingProblemCode;
}

/** Collects problems of one sheet block with sheet-qualified addresses. */
export class Sink extends CellProblems<ProblemCode | PairingProblemCode> {
  constructor(sheet: string, topLeft: string | undefined, out: PairingProblem[]) {
    super(sheet, topLeft, out, (code, params) =>
      isPairingCode(code) ? pairingProblemText(code, params, "en") : problemMessage(code, params, "en"),
    );
  }
}

const PAIRING_CODES = new Set<string>([
  "pair-round-invalid",
  "pair-round-gap",
  "pair-round-has-results",
  "pair-row-after-round",
  "absent-invalid",
  "absent-fixed",
  "pair-table-twice",
]);

function isPairingCode(code: string): code is PairingProblemCode {
  return PAIRING_CODES.has(code);
}

/** A pairing problem's message in a locale, without its address (for a list that shows it apart). */
export function pairingProblemMessage(problem: PairingProblem, locale: Locale = "en"): string {
  return isPairingCode(problem.code)
    ? pairingProblemText(problem.code, problem.params, locale)
    : problemMessage(problem.code, problem.params, locale);
}

/** A pairing problem's message in a locale, with the address in front ("Results!C14: …"). */
export function formatPairingProblem(problem: PairingProblem, locale: Locale = "en"): string {
  return `${problem.address}: ${pairingProblemMessage(problem, locale)}`;
}
