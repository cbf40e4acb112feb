/**
 * `standings <results.xlsx|results.csv> [--players players.csv] [--preset …] [--constant …]
 *  [--tiebreaks …] [--round R] [--json] [--out standings.xlsx]`
 *
 * The same path as the add-in: cells → sheets.parseResultsSheet → engine.computeStandings →
 * sheets.renderStandings → an Excel table. Any error in the input: every problem is printed to
 * stderr with its cell address, exit code 2, nothing is written.
 */
import * as path from "path";
import { computeStandings, parseConstantSetting, PRESET_IDS, TIEBREAK_LIST } from "../../engine";
import type { ConstantSetting, PresetId, Standings, StandingsOptions, TiebreakId, Tournament } from "../../engine";
import {
  parseResultsSheet,
  renderStandings,
  STANDINGS_SHEET_NAME,
  tiebreakValue,
  type ParseResult,
} from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, useWorkbookLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { alignedTable, problemsText } from "../text";
import { checkOutput } from "../files";
import { STANDINGS_MARK } from "../../sheets/ownership";
import { STANDINGS_LABELS } from "../../i18n/standings";
import { standingsText } from "../../i18n/cliStandings";
import type { Locale } from "../../i18n/locale";
import { errorText } from "../../i18n/errors";
import { settingsLabel, type CarriedSettings } from "../../formats/eloCheck";
import { settingsFromKeywords } from "../../formats/load";
import {
  FileError,
  loadTournamentInput,
  type LoadedFile,
  markSheet,
  outputWorkbook,
  markedSheetName,
  ownsSheet,
  saveWorkbook,
  writeTableSheet,
} from "../workbook";
import { readWorkbookSettings, workbookSettingsReport } from "../settings";
import { standingsPrint } from "../../sheets/standings/print";

function intOption(args: ParsedArgs, name: string, min: number, locale: Locale): number | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== "string" || !/^\d+$/.test(v.trim()) || n < min)
    throw new UsageError(standingsText(locale, "wholeNumber", { name, min, value: String(v) }));
  return n;
}

/** --constant through the engine's one reader; "preset" and "" are refused (leave the flag out for the preset's own). */
function constantOption(v: string | boolean | undefined, locale: Locale): ConstantSetting | undefined {
  if (v === undefined) return undefined;
  const parsed = parseConstantSetting(String(v));
  if (!parsed.ok || parsed.constant === undefined)
    throw new UsageError(standingsText(locale, "constantValue", { value: String(v) }));
  return parsed.constant;
}

function tiebreaksOption(v: string | boolean | undefined, locale: Locale): TiebreakId[] | undefined {
  if (v === undefined) return undefined;
  const known = TIEBREAK_LIST.map((t) => t.id as string);
  const ids = String(v)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const bad = ids.filter((id) => !known.includes(id));
  if (bad.length > 0)
    throw new UsageError(
      standingsText(locale, "unknownTiebreak", { bad: bad.map((b) => `"${b}"`).join(", "), known: known.join(", ") }),
    );
  return ids as TiebreakId[];
}

/** One JSON object per player, in rank order (full precision; BQ rounded only if the preset does). */
export function standingsJson(st: Standings): object[] {
  return st.rows.map((r) => ({
    rank: r.rank,
    rankLabel: r.rankLabel,
    player: r.name,
    id: r.id,
    country: r.country ?? null,
    points: r.points,
    bq: r.bq,
    discs: r.discs,
    discDiff: r.discDiff,
    opponentScore: r.opponentScore,
    games: r.games,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    byes: r.byes,
    withdrawn: r.withdrawn,
    tiebreaks: Object.fromEntries(
      st.tiebreaks.filter((t) => t.id !== "name" && t.id !== "id").map((t) => [t.id, tiebreakValue(r, t.id)]),
    ),
  }));
}

/** A step that stopped the command: the exit code (its message is already on stderr). */
interface Stopped {
  exit: number;
}
const stopped = (x: unknown): x is Stopped => typeof x === "object" && x !== null && "exit" in x;

/** The command line's flags, checked (a wrong one is a UsageError). */
interface StandingsFlags {
  preset?: PresetId;
  discSum: "warn" | "error";
  round?: number;
  rounds?: number;
  constant?: ConstantSetting;
  tiebreaks?: TiebreakId[];
  /** --sheet; undefined: the workbook's Standings sheet (its mark), else the output language's name ("순위"). */
  sheetName?: string;
  playersFile?: string;
}

/** The settings the standings are computed with: each the flag, else the workbook's, else the file's, else the default. */
interface ResolvedSettings {
  preset: PresetId;
  constant?: ConstantSetting;
  rounds?: number;
  locale: Locale;
  /** The settings an imported file's published list follows (or an imported workbook's keywords), when they apply. */
  carried?: CarriedSettings;
  /** The event's name: the workbook's setting, else the workbook's title (else the file name is used). */
  title?: string;
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1)
    throw new UsageError(
      args.positionals.length === 0
        ? standingsText(ioLocale(io), "giveResultsFile")
        : standingsText(ioLocale(io), "giveOneResultsFile", {
            count: args.positionals.length,
            files: args.positionals.join(" "),
          }),
    );
  const flags = readFlags(args, ioLocale(io));
  const out = await outputPath(args, io, flags.playersFile);
  if (stopped(out)) return out.exit;
  const read = await readInput(args, io, flags);
  if (stopped(read)) return read.exit;
  const { input, parsed, settings } = read;
  const st = compute(parsed.tournament, settings, flags, io);
  if (stopped(st)) return st.exit;
  // Write the Standings sheet first: if it is refused, print nothing on stdout either.
  let sheetName: string | undefined;
  if (out !== undefined) {
    const written = await writeStandingsSheet(args, io, {
      input,
      tournament: parsed.tournament,
      st,
      out,
      sheetName: flags.sheetName,
      locale: settings.locale,
    });
    if (stopped(written)) return written.exit;
    sheetName = written.sheetName;
  }
  printStandings(args, io, st, parsed.tournament, settings.locale);
  if (out !== undefined)
    io.stderr(standingsText(settings.locale, "wroteSheet", { sheet: sheetName!, out: String(args.options.out) }));
  return EXIT.OK;
}

/** Preset, locale, --disc-sum, rounds, constant, tie-breaks, sheet and players file from the command line. */
function readFlags(args: ParsedArgs, locale: Locale): StandingsFlags {
  const o = args.options;
  const preset = o.preset as PresetId | undefined;
  if (preset !== undefined && !PRESET_IDS.includes(preset))
    throw new UsageError(
      standingsText(locale, "presetValue", { presets: PRESET_IDS.join(", "), value: String(preset) }),
    );
  const discSum = o["disc-sum"] ?? "warn";
  if (discSum !== "warn" && discSum !== "error")
    throw new UsageError(standingsText(locale, "discSumValue", { value: String(discSum) }));
  const round = intOption(args, "round", 1, locale);
  const rounds = intOption(args, "rounds", 1, locale);
  const constant = constantOption(o.constant, locale);
  const tiebreaks = tiebreaksOption(o.tiebreaks, locale);
  const sheetName = typeof o.sheet === "string" && o.sheet.trim() !== "" ? o.sheet.trim() : undefined;
  const playersFile = typeof o.players === "string" ? o.players : undefined;
  return { preset, discSum, round, rounds, constant, tiebreaks, sheetName, playersFile };
}

/**
 * Where to write (checked before anything is read): never over an input, except the documented
 * in-place form `standings event.xlsx --out event.xlsx`; never over another file without --force.
 */
async function outputPath(
  args: ParsedArgs,
  io: CliIO,
  playersFile: string | undefined,
): Promise<string | undefined | Stopped> {
  const o = args.options;
  if (o.out === undefined) return undefined;
  if (typeof o.out !== "string") throw new UsageError(standingsText(ioLocale(io), "outNeedsFile"));
  const checked = await checkOutput(io.cwd, o.out, {
    locale: ioLocale(io),
    command: "standings",
    flag: "--out",
    inputs: [
      { file: args.positionals[0], role: "results" },
      ...(playersFile !== undefined ? [{ file: playersFile, role: "players" as const }] : []),
    ],
    inPlace: args.positionals[0],
    workbook: args.positionals[0],
    force: o.force === true,
    hasForce: true,
  });
  if ("error" in checked) {
    io.stderr(checked.error);
    return { exit: EXIT.INPUT };
  }
  return checked.path;
}

/** The input file (and --players), its settings resolved, its results sheet parsed; every problem on stderr. */
async function readInput(
  args: ParsedArgs,
  io: CliIO,
  flags: StandingsFlags,
): Promise<{ input: LoadedFile; parsed: ParseResult; settings: ResolvedSettings } | Stopped> {
  const loaded = await loadTournamentInput(io.cwd, args.positionals[0], flags.playersFile, ioLocale(io));
  if ("error" in loaded) {
    io.stderr(loaded.error);
    return { exit: EXIT.INPUT };
  }
  for (const w of loaded.warnings) io.stderr(`warning: ${w}\n`);
  const { file: input, results, players } = loaded;
  // A tournament file's import summary.
  if (input.tournament) for (const n of input.tournament.summary) io.stderr(`note: ${n}\n`);
  const settings = resolveSettings(io, input, flags);
  if (stopped(settings)) return settings;
  const title = settings.title;
  const parsed = parseResultsSheet({
    ...results,
    players,
    // A last round with pairings but no results yet is left out (standings before it), with a warning.
    options: {
      discSum: flags.discSum,
      pendingRound: "skip",
      rounds: settings.rounds,
      name: title ? title : path.basename(input.path, path.extname(input.path)),
    },
  });
  const errors = parsed.problems.filter((p) => p.severity === "error");
  if (parsed.problems.length > 0) io.stderr(problemsText(parsed.problems, settings.locale));
  if (errors.length > 0) {
    io.stderr(standingsText(settings.locale, "errorsStop", { count: errors.length }));
    return { exit: EXIT.INPUT };
  }
  if (parsed.tournament.games.length === 0) {
    io.stderr(standingsText(settings.locale, "noGames", { sheet: results.sheetName }));
    return { exit: EXIT.INPUT };
  }
  return { input, parsed, settings };
}

/**
 * Preset, constant, planned rounds and locale: the flag, else the workbook's setting (Tournament sheet), else
 * the settings an imported file carries (preset only), else the default. Wrong workbook settings stop here.
 */
function resolveSettings(io: CliIO, input: LoadedFile, flags: StandingsFlags): ResolvedSettings | Stopped {
  const stored = readWorkbookSettings(input.book);
  const byFlag = io.localeSource === "flag";
  const given = { preset: flags.preset, constant: flags.constant, rounds: flags.rounds, language: byFlag || undefined };
  const used = (Object.keys(given) as (keyof typeof given)[]).filter((k) => given[k] === undefined);
  const locale: Locale = useWorkbookLocale(io, stored.settings.language);
  const report = workbookSettingsReport(stored, used, locale);
  if (report.errors.length > 0) {
    io.stderr(`${report.errors.join("\n")}\n${standingsText(locale, "settingsWrong")}`);
    return { exit: EXIT.INPUT };
  }
  if (report.note) io.stderr(`${report.note}\n`);
  // The settings the published list of an imported file follows (or that an imported workbook carries in its
  // keywords) apply when neither --preset nor the workbook's Tournament sheet names a preset.
  const carried =
    flags.preset === undefined && stored.settings.preset === undefined
      ? (input.tournament?.settings ?? settingsFromKeywords(input.book?.props.keywords))
      : undefined;
  if (carried && !input.tournament) {
    io.stderr(standingsText(locale, "settingsFromFile", { settings: settingsLabel(carried, locale) }));
  }
  const preset: PresetId = flags.preset ?? stored.settings.preset ?? carried?.preset ?? "woc";
  const title = stored.settings.event || input.book?.props.title;
  return {
    preset,
    constant: flags.constant ?? stored.settings.constant,
    rounds: flags.rounds ?? stored.settings.rounds,
    locale,
    carried,
    title,
  };
}

/** The standings (the engine's), after --round if given; a round beyond the results, or an engine error, stops. */
function compute(
  tournament: Tournament,
  settings: ResolvedSettings,
  flags: StandingsFlags,
  io: CliIO,
): Standings | Stopped {
  const { preset, constant, carried } = settings;
  const { round, tiebreaks } = flags;
  const options: StandingsOptions = { preset, overrides: {} };
  if (constant !== undefined) options.overrides!.constant = constant;
  if (carried?.tiebreaks !== undefined) options.overrides!.tiebreaks = carried.tiebreaks;
  if (carried?.byeDiscs !== undefined) options.overrides!.byeDiscs = carried.byeDiscs;
  if (tiebreaks !== undefined) options.overrides!.tiebreaks = tiebreaks;
  if (round !== undefined) options.round = round;
  const lastRound = tournament.games.reduce((m, g) => Math.max(m, g.round), 0);
  if (round !== undefined && round > lastRound) {
    io.stderr(standingsText(settings.locale, "roundBeyond", { round, last: lastRound }));
    return { exit: EXIT.INPUT };
  }
  try {
    return computeStandings(tournament, options);
  } catch (e) {
    io.stderr(`error: ${errorText(e, settings.locale)}\n`);
    return { exit: EXIT.INPUT };
  }
}

/**
 * The Standings sheet into a copy of the input workbook (or a new one), marked ours, saved to --out: the sheet
 * --sheet names, else the workbook's own Standings sheet (the one its mark points at, e.g. a template's "순위"),
 * else a new one named in the output's language (STANDINGS_SHEET_NAME: Standings, 순위, 順位).
 */
async function writeStandingsSheet(
  args: ParsedArgs,
  io: CliIO,
  w: { input: LoadedFile; tournament: Tournament; st: Standings; out: string; sheetName?: string; locale: Locale },
): Promise<{ sheetName: string } | Stopped> {
  const { input, tournament, st } = w;
  const wb = outputWorkbook(input);
  const sheetName = w.sheetName ?? markedSheetName(wb, STANDINGS_MARK) ?? STANDINGS_SHEET_NAME[w.locale];
  if (wb.hasSheet(sheetName) && !ownsSheet(wb, sheetName)) {
    io.stderr(standingsText(w.locale, "sheetNotOurs", { file: args.positionals[0], sheet: sheetName }));
    return { exit: EXIT.INPUT };
  }
  const rendered = renderStandings(st, { locale: w.locale, crosstable: true });
  // Printed for the wall: A4 portrait, one page wide, header repeated, large type (crosstable on screen only).
  const print = standingsPrint(st);
  writeTableSheet(wb, sheetName, "Standings", rendered, { setup: print.pageSetup, area: print.printArea });
  markSheet(wb, STANDINGS_MARK, sheetName);
  // A new workbook takes the event's name as its title; a user's workbook keeps its document properties as they are.
  if (wb.isFresh && !wb.title && tournament.name) wb.setProps({ title: tournament.name });
  try {
    await saveWorkbook(wb, w.out, String(args.options.out));
  } catch (e) {
    if (e instanceof FileError) {
      io.stderr(`error: ${e.text(w.locale)}\n`);
      return { exit: EXIT.INPUT };
    }
    throw e;
  }
  return { sheetName };
}

/** The standings on stdout: JSON with --json, else a title line and the aligned table. */
function printStandings(args: ParsedArgs, io: CliIO, st: Standings, tournament: Tournament, locale: Locale): void {
  const o = args.options;
  if (o.json) {
    io.stdout(JSON.stringify(standingsJson(st), null, 2) + "\n");
    return;
  }
  const rendered = renderStandings(st, { locale, crosstable: Boolean(o.crosstable), columnWidths: false });
  // C only matters (and is only shown) when BQ is one of the tie-breaks.
  const c = Number.isInteger(st.constant) ? String(st.constant) : st.constant.toFixed(4);
  const usesBq = st.tiebreaks.some((t) => t.id === "bq");
  // The tie-breaks by the names the table's columns give them (English: the engine's labels, as before).
  const label = (t: { id: TiebreakId; label: string }) =>
    locale === "en" ? t.label : STANDINGS_LABELS[locale].tiebreaks[t.id];
  io.stdout(
    standingsText(locale, "title", {
      event: tournament.name ?? "",
      round: st.round,
      rounds: st.plannedRounds,
      preset: st.preset,
      constant: usesBq ? standingsText(locale, "constantPart", { c }) : "",
      tiebreaks: st.tiebreaks.map(label).join(", ") || standingsText(locale, "noTiebreaks"),
    }) + alignedTable(rendered.values, rendered.numberFormats),
  );
}

export const standingsCommand: Command = {
  name: "standings",
  summary: "Compute standings (points, BQ, tie-breaks, crosstable) from a results sheet.",
  usage: "standings <results.xlsx|results.csv|results.ELO|tournament.json> [options]",
  options: [
    {
      name: "players",
      value: true,
      meta: "FILE",
      help: "Players list (.csv or .xlsx): ID, Name, Country, Rating, Withdrawn after round.\nAn .xlsx input's own Players sheet is used when this is not given.",
    },
    {
      name: "preset",
      value: true,
      meta: "ID",
      helpParams: { presets: PRESET_IDS.join(", ") },
      help: `Rules preset: ${PRESET_IDS.join(", ")} (default: the settings an .ELO/.json file's\npublished list follows, or that an imported workbook carries; else woc).`,
    },
    {
      name: "constant",
      value: true,
      meta: "N|exact|even|papp",
      help: "Brightwell constant C per full point (default: the preset's).",
    },
    {
      name: "tiebreaks",
      value: true,
      meta: "LIST",
      helpParams: { tiebreaks: TIEBREAK_LIST.map((t) => t.id).join(", ") },
      help: `Comma-separated tie-breaks after points, e.g. bq,discs. Known: ${TIEBREAK_LIST.map((t) => t.id).join(", ")}.`,
    },
    { name: "round", value: true, meta: "R", help: "Standings after round R (default: the last round with games)." },
    {
      name: "rounds",
      value: true,
      meta: "N",
      help: "Planned number of rounds, for C = 64/N (default: the highest round in the results).",
    },
    {
      name: "json",
      value: false,
      help: "Print a JSON array (one object per player, in rank order) instead of a table.",
    },
    { name: "crosstable", value: false, help: "Add the per-round crosstable to the printed table." },
    {
      name: "out",
      value: true,
      meta: "FILE.xlsx",
      help: "Write the Standings sheet (an Excel table) into this workbook: a copy of the input\nworkbook plus the sheet, or a new workbook for .csv input.",
    },
    {
      name: "force",
      value: false,
      help: "Replace --out if it exists (it is never replaced otherwise; the input .xlsx itself\nmay be given as --out without --force: the Standings sheet is added to it).",
    },
    {
      name: "sheet",
      value: true,
      meta: "NAME",
      help: 'Name of the standings sheet in --out (default: the workbook\'s own Standings sheet, else "Standings", "순위" or "順位" by the output language).',
    },
    {
      name: "disc-sum",
      value: true,
      meta: "warn|error",
      help: "Discs not adding up to 64: accept as written with a warning (default) or stop.",
    },
  ],
  details: [
    "Examples:",
    "  npm run cli -- standings samples/dutch-open-2026.xlsx --preset ftd",
    "  npm run cli -- standings results.csv --players players.csv --preset woc --json",
    "  npm run cli -- standings event.xlsx --preset koa --round 5 --out event.xlsx",
    "",
    "--out naming the input .xlsx adds the Standings sheet to that workbook; any other existing file",
    "is replaced only with --force; the input CSV or the --players file never.",
    "A workbook from a Brightwell template (templates/) stores preset, constant, planned rounds and language",
    "in the Tournament sheet (workbook names Brightwell_Preset, Brightwell_Constant, Brightwell_Rounds,",
    "Brightwell_Language): they are used when the flag is not given, and stderr says so. Flags win.",
    "The Standings sheet the tool writes is marked with the workbook name Brightwell_Standings; a",
    "Standings sheet without that mark is never overwritten (use --sheet to write elsewhere).",
    "Exit codes: 0 ok; 1 wrong command line; 2 bad input: every problem is listed on stderr with its",
    "cell address (e.g. Results!D14) and nothing is written; 70 a bug (please report it).",
  ].join("\n"),
  run,
};
