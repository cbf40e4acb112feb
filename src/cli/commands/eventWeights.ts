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
export function eventsOption(args: ParsedArgs): string | undefined {
  const v = args.options.events;
  if (v === undefined) return undefined;
  if (typeof v !== "string" || v.trim() === "") throw new UsageError("--events needs the events file (.csv).");
  if ((args.options.method ?? "elo") !== "kba")
    throw new UsageError("--events gives each event's KBA grade and stage; add --method kba.");
  return v;
}

/** Read the events file; every bad row is an "error: FILE:LINE: …" line, and nothing is rated. */
export async function readEventsFile(cwd: string, file: string): Promise<EventWeightIndex | { error: string }> {
  const loaded = await loadFile(path.resolve(cwd, file), file);
  if (loaded.kind !== "csv")
    throw new FileError(
      `${file}: the events file is a CSV file (.csv) with the columns file or event, grade, stage. Save it as CSV.`,
    );
  const read = readEventWeights(loaded.sheets[0].values, file);
  if (read.problems.length > 0)
    return {
      error:
        read.problems.map((p) => `error: ${p}\n`).join("") +
        `Correct these rows of ${file}: nothing rated, nothing written.\n`,
    };
  return new EventWeightIndex(read.rows);
}

/** What the run's own settings weight an event with (--weight, or --grade and --stage); undefined: none given. */
export function fallbackText(input: RatingSettingsInput): string | undefined {
  if (input.weight !== undefined) return `weight ${input.weight}`;
  if (input.grade === undefined || input.stage === undefined) return undefined;
  const w = kbaWeight(input.grade, input.stage, kbaWeightTable(input.weights));
  return `grade ${input.grade} stage ${input.stage} (weight ${w})`;
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
export function weightsText(file: string, input: RatingSettingsInput): string {
  const fallback = fallbackText(input);
  return `weights per event from ${file}${fallback ? ` (events without a row: ${fallback})` : ""}`;
}

/** A stand-in weight for the settings shown when no fallback is given (each event has its own). */
export const NO_FALLBACK_WEIGHT = KBA_DEFAULTS.weight;

const label = (e: { file: string; name: string }) => `${e.file} (${e.name})`;

/** The refusal when events have no row and no --grade/--stage: every one named. */
export function missingRowsError(file: string, missing: readonly { file: string; name: string }[]): string {
  return (
    `error: ${file} gives no grade and stage for ${missing.length} event(s) of the folder:\n` +
    missing.map((m) => `  ${label(m)}\n`).join("") +
    `Add a row for each (file or event, grade, stage), or give --grade and --stage (or --weight) to rate them with. Nothing written.\n`
  );
}

/** The summary's lines: the events rated without a row (each named), and the rows that named no event. */
export function weightsSummary(
  file: string,
  input: RatingSettingsInput,
  withoutRow: readonly { file: string; name: string }[],
  index: EventWeightIndex,
): string {
  const lines: string[] = [];
  if (withoutRow.length > 0) {
    lines.push(
      `${withoutRow.length} event(s) without a grade/stage in ${file}, rated as ${fallbackText(input) ?? "?"}:`,
      ...withoutRow.map((m) => `  ${label(m)}`),
    );
  }
  for (const r of index.unused())
    lines.push(
      `warning: ${file}:${r.line}: "${r.key}" names no event rated from the folder (check the spelling; events after --until and re-sent copies are not rated).`,
    );
  return lines.map((l) => l + "\n").join("");
}
