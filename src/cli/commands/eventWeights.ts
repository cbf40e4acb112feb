/**
 * `rate-history --method kba --events FILE`: each archived event's grade and stage from a small CSV (file or event,
 * grade, stage; read by src/sheets/ratings/eventWeights.ts), so an archive is not weighted by one setting for the
 * whole folder (docs/rules.md §6.9). An event without a row is never weighted in silence: with --grade and --stage
 * (or --weight) it is rated with them and listed by name in the summary; without them the run is refused, naming
 * every such event. A row that names no event of the folder is a warning (a misspelt file name leaves its event
 * without a row, which is then listed too).
 */
import * as path from "path";
import { KBA_DEFAULTS, kbaWeight, kbaWeightTable, type RatingSettingsInput } from "../../engine";
import { EventWeightIndex, readEventWeights } from "../../sheets";
import { UsageError, type OptionSpec, type ParsedArgs } from "../args";
import type { ArchiveEvent } from "../archive";
import { FileError, loadFile } from "../workbook";
import type { Locale } from "../../i18n/locale";
import { listsText } from "../../i18n/cliLists";
import { ratingsText } from "../../i18n/cliRatings";

export const EVENTS_OPTION: OptionSpec = {
  name: "events",
  value: true,
  meta: "FILE.csv",
  help:
    "KBA: each event's grade and stage (columns file or event, grade, stage; a header in\n" +
    "English, Korean or Japanese). An event without a row is rated with --grade/--stage\n" +
    "(or --weight) and listed; without them the run is refused, naming it.",
};

/** --events: the file, only with --method kba. */
export function eventsOption(args: ParsedArgs, locale: Locale = "en"): string | undefined {
  const v = args.options.events;
  if (v === undefined) return undefined;
  if (typeof v !== "string" || v.trim() === "") throw new UsageError(listsText(locale, "eventsNeedsFile"));
  if ((args.options.method ?? "elo") !== "kba") throw new UsageError(listsText(locale, "eventsNeedsKba"));
  return v;
}

/** Read the events file; every bad row is an "error: FILE:LINE: …" line, and nothing is rated. */
export async function readEventsFile(
  cwd: string,
  file: string,
  locale: Locale = "en",
): Promise<EventWeightIndex | { error: string }> {
  const loaded = await loadFile(path.resolve(cwd, file), file, locale);
  if (loaded.kind !== "csv") throw new FileError(listsText(locale, "eventsNotCsv", { file }));
  const read = readEventWeights(loaded.sheets[0].values, file, locale);
  if (read.problems.length > 0)
    return {
      error: read.problems.map((p) => `error: ${p}\n`).join("") + listsText(locale, "eventsCorrect", { file }),
    };
  return new EventWeightIndex(read.rows);
}

/** What the run's own settings weight an event with (--weight, or --grade and --stage); undefined: none given. */
export function fallbackText(input: RatingSettingsInput, locale: Locale = "en"): string | undefined {
  if (input.weight !== undefined) return ratingsText(locale, "kbaWeight", { weight: input.weight });
  if (input.grade === undefined || input.stage === undefined) return undefined;
  const w = kbaWeight(input.grade, input.stage, kbaWeightTable(input.weights));
  return listsText(locale, "fallbackGrade", { grade: input.grade, stage: input.stage, weight: w });
}

/** Each event's own settings (its row: grade and stage, the table's weight), and whether the others are rated. */
export interface PerEventSettings {
  of(e: ArchiveEvent): RatingSettingsInput | undefined;
  /** True: an event without its own settings is rated with the run's (--grade/--stage or --weight). */
  fallback: boolean;
}

export function perEventSettings(index: EventWeightIndex, input: RatingSettingsInput): PerEventSettings {
  return {
    of: (e) => {
      const row = index.of({ file: e.file, name: e.ev.name });
      // The row's grade and stage decide, not a --weight meant for the events without a row.
      return row ? { ...input, weight: undefined, grade: row.grade, stage: row.stage } : undefined;
    },
    fallback: fallbackText(input) !== undefined,
  };
}

/** The settings line's word on weights: per event from the file, else the fallback. */
export function weightsText(file: string, input: RatingSettingsInput, locale: Locale = "en"): string {
  const fallback = fallbackText(input, locale);
  return fallback
    ? listsText(locale, "weightsFromFallback", { file, fallback })
    : listsText(locale, "weightsFrom", { file });
}

/** A stand-in weight for the settings shown when no fallback is given (each event has its own). */
export const NO_FALLBACK_WEIGHT = KBA_DEFAULTS.weight;

const label = (e: { file: string; name: string }) => `${e.file} (${e.name})`;

/** The refusal when events have no row and no --grade/--stage: every one named. */
export function missingRowsError(
  file: string,
  missing: readonly { file: string; name: string }[],
  locale: Locale = "en",
): string {
  return (
    listsText(locale, "missingRows", { file, count: missing.length }) +
    missing.map((m) => `  ${label(m)}\n`).join("") +
    listsText(locale, "missingRowsFix")
  );
}

/** The summary's lines: the events rated without a row (each named), and the rows that named no event. */
export function weightsSummary(
  file: string,
  input: RatingSettingsInput,
  withoutRow: readonly { file: string; name: string }[],
  index: EventWeightIndex,
  locale: Locale = "en",
): string {
  const lines: string[] = [];
  if (withoutRow.length > 0) {
    lines.push(
      listsText(locale, "withoutRow", { count: withoutRow.length, file, fallback: fallbackText(input, locale) ?? "?" }),
      ...withoutRow.map((m) => `  ${label(m)}`),
    );
  }
  for (const r of index.unused())
    lines.push(listsText(locale, "unusedRow", { where: `${file}:${r.line}`, key: r.key }));
  return lines.map((l) => l + "\n").join("");
}
