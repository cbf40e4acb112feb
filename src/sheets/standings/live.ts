/**
 * The table OTHELLO.STANDINGS spills (pure): results cells → standings values, header row first.
 * One home for it, so the custom function (src/functions/functions.ts) and the value a template saves
 * with its formula (src/sheets/workbook/) are the same numbers.
 *
 * A last round that is paired but has no result yet is left out (standings before it, as the command
 * line's `standings` does), so the live table does not turn into an error the moment a round is paired.
 */
import { computeStandings, type ConstantSetting, type PresetId } from "../../engine";
import { renderStandings } from "./render";
import { parseResultsSheet } from "../results";
import type { Locale, Problem } from "../types";

export interface LiveStandingsInput {
  /** The results range as Excel hands it (header row included). */
  values: unknown[][];
  /** Where the range is, for the problems' addresses. */
  sheetName: string;
  topLeft: string;
  preset: PresetId;
  /** Undefined: the preset's own C. */
  constant?: ConstantSetting;
  /** Planned rounds (C = 64/N); undefined: the last round in the results. */
  rounds?: number;
  /** Language of the header row. */
  locale?: Locale;
}

export type LiveStandingsResult = { ok: true; values: (string | number)[][] } | { ok: false; problems: Problem[] };

export function liveStandings(input: LiveStandingsInput): LiveStandingsResult {
  const parsed = parseResultsSheet({
    sheetName: input.sheetName,
    topLeft: input.topLeft,
    values: input.values,
    options: { pendingRound: "skip", ...(input.rounds !== undefined ? { rounds: input.rounds } : {}) },
  });
  const errors = parsed.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) return { ok: false, problems: errors };
  const standings = computeStandings(parsed.tournament, {
    preset: input.preset,
    overrides: input.constant === undefined ? {} : { constant: input.constant },
  });
  const rendered = renderStandings(standings, { crosstable: false, locale: input.locale });
  return { ok: true, values: rendered.values.map((row) => row.map((v) => (v === null ? "" : v))) };
}
