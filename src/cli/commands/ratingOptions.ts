/**
 * The options `rate` and `rate-history` share: the rating settings (--method, --k, --scale, --start,
 * --per-round, --alpha, --grade, --stage, --weight) as the engine's RatingSettingsInput, --date, --out through
 * the one output guard, and the line that says which settings were used. Each bad option is a UsageError naming
 * the flag (what no rating can use: src/engine/ratings/sanity.ts, in the --locale's language); an unusual value
 * is a warning line (settingsWarnings). The engine's resolveRatingSettings checks the ranges again.
 */
import {
  checkRatingSettings,
  isIsoDate,
  KBA_GRADES,
  KBA_STAGES,
  type KbaGrade,
  type KbaStage,
  type RatingMethod,
  type RatingSettingName,
  type RatingSettings,
  type RatingSettingsInput,
} from "../../engine";
import { settingIssueNote, type Locale } from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { checkOutput, type InputRole } from "../files";
import { ioLocale, type CliIO } from "../io";
import { ratingsText } from "../../i18n/cliRatings";
import { standingsText } from "../../i18n/cliStandings";

function numberOption(args: ParsedArgs, name: string, locale: Locale): number | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (typeof v !== "string" || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v.trim()))
    throw new UsageError(ratingsText(locale, "numberValue", { name, value: String(v) }));
  return Number(v);
}

/** --date: a real calendar date YYYY-MM-DD (the engine's isIsoDate), undefined when not given. */
export function dateOption(args: ParsedArgs, locale: Locale = "en"): string | undefined {
  const v = args.options.date;
  if (v === undefined) return undefined;
  if (typeof v !== "string" || !isIsoDate(v))
    throw new UsageError(ratingsText(locale, "dateValue", { value: String(v) }));
  return v;
}

/** The flag of each rating setting, as the messages name it. */
const FLAGS: Record<RatingSettingName, string> = {
  k: "--k",
  scale: "--scale",
  start: "--start",
  alpha: "--alpha",
  weight: "--weight",
};

/** --method: elo (the default) or kba. */
export function methodOption(args: ParsedArgs, locale: Locale = "en"): RatingMethod {
  const m = args.options.method ?? "elo";
  if (m !== "elo" && m !== "kba") throw new UsageError(ratingsText(locale, "methodValue", { value: String(m) }));
  return m;
}

/**
 * The rating settings of --method, --k, --scale, --start, --per-round, --alpha, --grade, --stage, --weight.
 * `perEvent`: each event's grade and stage come from elsewhere (rate-history --events), so KBA needs neither here.
 */
export function settingsOptions(args: ParsedArgs, locale: Locale = "en", perEvent = false): RatingSettingsInput {
  const o = args.options;
  const method = methodOption(args, locale);
  const s: RatingSettingsInput = { method };
  const k = numberOption(args, "k", locale);
  const scale = numberOption(args, "scale", locale);
  const start = numberOption(args, "start", locale);
  const alpha = numberOption(args, "alpha", locale);
  const weight = numberOption(args, "weight", locale);
  const refused = checkRatingSettings(method, { k, scale, start, alpha, weight }).find((i) => i.severity === "error");
  if (refused) throw new UsageError(settingIssueNote(refused, FLAGS[refused.setting], method, locale));
  if (k !== undefined) s.k = k;
  if (scale !== undefined) s.scale = scale;
  if (start !== undefined) s.start = start;
  if (o["per-round"]) {
    if (method !== "elo") throw new UsageError(ratingsText(locale, "perRoundElo"));
    s.perRound = true;
  }
  if (method === "kba") return { ...s, ...kbaOptions(args, alpha, weight, perEvent, locale) };
  for (const name of ["alpha", "grade", "stage", "weight"])
    if (o[name] !== undefined) throw new UsageError(ratingsText(locale, "kbaOption", { name }));
  return s;
}

/** KBA's own settings: α, and the event's weight, given or from --grade and --stage (one of the two is needed). */
function kbaOptions(
  args: ParsedArgs,
  alpha: number | undefined,
  weight: number | undefined,
  perEvent: boolean,
  locale: Locale,
): RatingSettingsInput {
  const o = args.options;
  const s: RatingSettingsInput = {};
  if (alpha !== undefined) s.alpha = alpha;
  if (weight !== undefined) s.weight = weight;
  const grade =
    o.grade === undefined ? undefined : ((/^[123]$/.test(String(o.grade)) ? Number(o.grade) : o.grade) as KbaGrade);
  const stage = o.stage as KbaStage | undefined;
  if (grade !== undefined && !KBA_GRADES.includes(grade))
    throw new UsageError(ratingsText(locale, "gradeValue", { value: String(o.grade) }));
  if (stage !== undefined && !KBA_STAGES.includes(stage))
    throw new UsageError(ratingsText(locale, "stageValue", { value: String(o.stage) }));
  if (perEvent && (grade === undefined) !== (stage === undefined))
    throw new UsageError(ratingsText(locale, "gradeStageTogether"));
  if (!perEvent && weight === undefined && (grade === undefined || stage === undefined)) {
    throw new UsageError(ratingsText(locale, "kbaNeedsWeight"));
  }
  if (grade !== undefined) s.grade = grade;
  if (stage !== undefined) s.stage = stage;
  return s;
}

/** The settings given that are unusual for the method (sanity.ts): one "warning: …" line each, for stderr. */
export function settingsWarnings(input: RatingSettingsInput, locale: Locale = "en"): string {
  const method = input.method ?? "elo";
  return checkRatingSettings(method, input)
    .filter((i) => i.severity === "warning")
    .map((i) => `warning: ${settingIssueNote(i, FLAGS[i.setting], method, locale)}\n`)
    .join("");
}

/**
 * The settings used, one line, in `locale`; `weight`: what to say of the KBA weight instead of the number (weights
 * per event).
 */
export function settingsText(s: RatingSettings, locale: Locale = "en", weight?: string): string {
  return s.method === "elo"
    ? ratingsText(locale, "settingsElo", {
        k: s.k,
        scale: s.scale,
        start: s.start,
        when: ratingsText(locale, s.perRound ? "eloPerRound" : "eloBefore"),
      })
    : ratingsText(locale, "settingsKba", {
        k: s.k,
        alpha: s.alpha,
        scale: s.scale,
        weight: weight ?? ratingsText(locale, "kbaWeight", { weight: s.weight }),
        start: s.startFromList ? ratingsText(locale, "kbaStartMedian", { start: s.start }) : s.start,
      });
}

/**
 * The --out path after the one output guard (src/cli/files.ts): an .xlsx (.xlsm for a macro-enabled `workbook`) that
 * is none of `inputs` (but the workbook itself, the in-place form of `rate`) and does not exist unless --force.
 * `{ path: undefined }` without --out; `{ error }`: the line to print (exit 2).
 */
export async function outputPath(
  io: CliIO,
  args: ParsedArgs,
  command: string,
  inputs: { file: string; role: InputRole }[],
  workbook?: string,
): Promise<{ path?: string } | { error: string }> {
  const out = args.options.out;
  if (out === undefined) return {};
  if (typeof out !== "string") throw new UsageError(standingsText(ioLocale(io), "outNeedsFile"));
  return checkOutput(io.cwd, out, {
    locale: ioLocale(io),
    command,
    flag: "--out",
    inputs,
    ...(workbook !== undefined ? { inPlace: workbook, workbook } : {}),
    force: args.options.force === true,
    hasForce: true,
  });
}

export const RATING_OPTIONS = [
  {
    name: "method",
    value: true,
    meta: "elo|kba",
    help: "Elo as the Korea Othello Association uses it (default), or the Korea Baduk Association system.",
  },
  { name: "k", value: true, meta: "K", help: "K factor (Elo 32, KBA 14)." },
  { name: "scale", value: true, meta: "S", help: "Rating gap of 10:1 odds (Elo 400, KBA 800)." },
  {
    name: "start",
    value: true,
    meta: "R",
    help: "Elo: a newcomer's rating (default 1600). KBA: what a newcomer counts as for his opponents\nwhen he met only newcomers that month (else his provisional rating of the month's games against rated\nplayers); default the list's median at the start of the month, 9000 on an empty list.",
  },
  {
    name: "per-round",
    value: false,
    help: "Elo: update after every round (each round's expectations from the ratings after the last).",
  },
  { name: "alpha", value: true, meta: "A", help: "KBA: the loser's consolation α (default 0.8)." },
  {
    name: "grade",
    value: true,
    meta: "1|2|3|restricted",
    help: "KBA: the event's grade (with --stage: the game weight of the §6 table).",
  },
  { name: "stage", value: true, meta: "prelim|main|final", help: "KBA: the stage of the event's games." },
  {
    name: "weight",
    value: true,
    meta: "W",
    help: "KBA: the weight of every game of this event, instead of the table.",
  },
];
