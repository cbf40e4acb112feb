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
import { LOCALE_META, localeOption, UsageError, type ParsedArgs } from "../args";
import { EXIT, type CliIO } from "../io";
import type { Command } from "../command";
import { alignedTable, problemsText } from "../text";
import { checkOutput } from "../files";
import { STANDINGS_MARK } from "../../sheets/ownership";
import type { Locale } from "../../i18n/locale";
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

function intOption(args: ParsedArgs, name: string, min: number): number | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== "string" || !/^\d+$/.test(v.trim()) || n < min)
    throw new UsageError(`--${name} must be a whole number of ${min} or more, got "${v}".`);
  return n;
}

/** --constant through the engine's one reader; "preset" and "" are refused (leave the flag out for the preset's own). */
function constantOption(v: string | boolean | undefined): ConstantSetting | undefined {
  if (v === undefined) return undefined;
  const parsed = parseConstantSetting(String(v));
  if (!parsed.ok || parsed.constant === undefined)
    throw new UsageError(
      `--constant must be a decimal number of 0 or more (e.g. 6 or 9.14), or exact, even, papp; got "${v}".`,
    );
  return parsed.constant;
}

function tiebreaksOption(v: string | boolean | undefined): TiebreakId[] | undefined {
  if (v === undefined) return undefined;
  const known = TIEBREAK_LIST.map((t) => t.id as string);
  const ids = String(v)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const bad = ids.filter((id) => !known.includes(id));
  if (bad.length > 0)
    throw new UsageError(
      `Unknown tie-break ${bad.map((b) => `"${b}"`).join(", ")}; use a comma-separated list of: ${known.join(", ")}.`,
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
  locale?: Locale;
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
        ? "Give the results file (.xlsx or .csv)."
        : `Give one results file, got ${args.positionals.length}: ${args.positionals.join(" ")}.`,
    );
  const flags = readFlags(args);
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
  if (out !== undefined) io.stderr(`Wrote sheet "${sheetName}" to ${args.options.out}.\n`);
  return EXIT.OK;
}

/** Preset, locale, --disc-sum, rounds, constant, tie-breaks, sheet and players file from the command line. */
function readFlags(args: ParsedArgs): StandingsFlags {
  const o = args.options;
  const preset = o.preset as PresetId | undefined;
  if (preset !== undefined && !PRESET_IDS.includes(preset))
    throw new UsageError(`--preset must be one of ${PRESET_IDS.join(", ")}; got "${o.preset}".`);
  const locale = o.locale === undefined ? undefined : localeOption(o.locale);
  const discSum = o["disc-sum"] ?? "warn";
  if (discSum !== "warn" && discSum !== "error")
    throw new UsageError(`--disc-sum must be warn or error; got "${discSum}".`);
  const round = intOption(args, "round", 1);
  const rounds = intOption(args, "rounds", 1);
  const constant = constantOption(o.constant);
  const tiebreaks = tiebreaksOption(o.tiebreaks);
  const sheetName = typeof o.sheet === "string" && o.sheet.trim() !== "" ? o.sheet.trim() : undefined;
  const playersFile = typeof o.players === "string" ? o.players : undefined;
  return { preset, locale, discSum, round, rounds, constant, tiebreaks, sheetName, playersFile };
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
  if (typeof o.out !== "string") throw new UsageError("--out needs a file name (FILE.xlsx).");
  const checked = await checkOutput(io.cwd, o.out, {
    command: "standings",
    flag: "--out",
    inputs: [
      { file: args.positionals[0], role: "the results file" },
      ...(playersFile !== undefined ? [{ file: playersFile, role: "the --players file" }] : []),
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
  const loaded = await loadTournamentInput(io.cwd, args.positionals[0], flags.playersFile);
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
    io.stderr(`${errors.length} error(s): nothing computed, nothing written. Correct the cells above and run again.\n`);
    return { exit: EXIT.INPUT };
  }
  if (parsed.tournament.games.length === 0) {
    io.stderr(`error: ${results.sheetName}: no games below the header row. Add one row per game.\n`);
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
  const given = { preset: flags.preset, constant: flags.constant, rounds: flags.rounds, language: flags.locale };
  const used = (Object.keys(given) as (keyof typeof given)[]).filter((k) => given[k] === undefined);
  const locale: Locale = flags.locale ?? stored.settings.language ?? "en";
  const report = workbookSettingsReport(stored, used, locale);
  if (report.errors.length > 0) {
    io.stderr(
      `${report.errors.join("\n")}\nThe workbook's settings are wrong: nothing computed, nothing written. Correct the cells above (or give the setting as a flag) and run again.\n`,
    );
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
    io.stderr(`note: standings settings from the file: ${settingsLabel(carried)} (give --preset to choose others)\n`);
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
    io.stderr(
      `error: --round ${round}: the results have games up to round ${lastRound} only. Give --round ${lastRound} or less.\n`,
    );
    return { exit: EXIT.INPUT };
  }
  try {
    return computeStandings(tournament, options);
  } catch (e) {
    io.stderr(`error: ${e instanceof Error ? e.message : String(e)}\n`);
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
    io.stderr(
      `error: ${args.positionals[0]}: the workbook already has a sheet "${sheetName}" that Brightwell did not create, and it is never overwritten. Rename or delete that sheet, or write to another sheet with --sheet NAME. Nothing written.\n`,
    );
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
      io.stderr(`error: ${e.message}\n`);
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
  const rendered = renderStandings(st, { locale, crosstable: Boolean(o.crosstable) });
  // C only matters (and is only shown) when BQ is one of the tie-breaks.
  const c = Number.isInteger(st.constant) ? String(st.constant) : st.constant.toFixed(4);
  const usesBq = st.tiebreaks.some((t) => t.id === "bq");
  io.stdout(
    `${tournament.name ?? ""} — standings after round ${st.round} of ${st.plannedRounds} (preset ${st.preset}${usesBq ? `, C = ${c}` : ""}; tie-breaks: ${st.tiebreaks.map((t) => t.label).join(", ") || "none"})\n\n` +
      alignedTable(rendered.values, rendered.numberFormats),
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
      name: "locale",
      value: true,
      meta: LOCALE_META,
      help: "Language of the sheet headers and of the problem messages (default en).",
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
