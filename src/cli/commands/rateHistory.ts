/**
 * `rate-history <folder of .ELO files> [--method elo|kba] [settings] [--json] [--out list.xlsx]`: rate every
 * event of an archive in date order (what an officer does when a federation adopts the system or recomputes
 * its list) and write the final list and its history.
 *
 * Files are read with the .ELO reader (src/formats/elo/) through readEloEvent (src/formats/eloEvent.ts) by
 * src/cli/archive.ts;
 * a file it cannot read is skipped and counted (the summary names the first few and why). Player keys are the
 * files' WOF ids. Events are rated in date order (the date from the file name YYYYMMDD_…, else %%Date), files
 * of the same date in path order, with a note for each two of them that share a player (sameDate.ts). Two files
 * with the same event name and date get the file name added to the second's name. A re-sent copy is rated once
 * (docs/rules.md §5.3): a file whose games are an earlier file's games (the engine's event identity: the same
 * fingerprint under any name or date), or that shares most of its games with discs with an earlier file and most of
 * that file's (a copy with a player's id or a result corrected), is skipped, and the summary says which file it
 * repeats. An event the rating method cannot rate (the engine's RangeError) is listed with its reason, every one of
 * them: never left out in silence.
 * --until, --every and the list rules (what is printed: the published list, docs/rules.md §8) are historyLists.ts.
 */
import { promises as fs } from "fs";
import * as path from "path";
import {
  discGameLines,
  EventAlreadyAppliedError,
  mostlySameGames,
  RatingBook,
  resolveListRules,
  sharedGameCount,
  resolveRatingSettings,
  type ListPlayer,
  type RatingSettings,
  type RatingSettingsInput,
} from "../../engine";
import { bookWrites, ratingNoteText, renderPeriodicSheet, type Locale } from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { ratingsText, type RatingsKey } from "../../i18n/cliRatings";
import { errorText } from "../../i18n/errors";
import type { Params } from "../../i18n/plural";
import { EXIT, ioLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { FileError, newWorkbook, saveWorkbook } from "../workbook";
import { eloFilesIn } from "../files";
import { readArchiveFiles, type ArchiveEvent } from "../archive";
import { LineEvents } from "../lineEvents";

export type { ArchiveEvent } from "../archive";
import { finish, specDraft, writeRatingSheets } from "../../xlsx";
import { outputPath, RATING_OPTIONS, settingsOptions, settingsText, settingsWarnings } from "./ratingOptions";
import { SameDateWatch, type SameDateNote } from "./sameDate";
import { listRulesOptions } from "./listOptions";
import { publishedJson, publishedText } from "./rateList";
import * as lists from "./historyLists";
import * as weights from "./eventWeights";
import type { PerEventSettings } from "./eventWeights";

export interface Archive {
  files: number;
  /** Readable events in rating order: date, then path. */
  events: ArchiveEvent[];
  skipped: { file: string; reason: string }[];
}

/**
 * Read every .ELO file of a folder (exported for the benchmark; src/cli/archive.ts). A folder that cannot be read,
 * or an entry that is no regular file, is skipped with the reason (files.ts).
 */
export async function readArchive(dir: string, shown = dir, locale: Locale = "en"): Promise<Archive> {
  const folder = eloFilesIn(dir, shown, locale);
  const archive: Archive = { files: folder.files.length, events: [], skipped: [...folder.skipped] };
  for (const r of readArchiveFiles(dir, folder.files, locale)) {
    if ("event" in r) archive.events.push(r.event);
    else archive.skipped.push(r.skipped);
  }
  archive.events.sort((a, b) =>
    a.ev.date < b.ev.date ? -1 : a.ev.date > b.ev.date ? 1 : a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
  );
  return archive;
}

export interface ArchiveRun {
  book: RatingBook;
  files: number;
  rated: number;
  skipped: { file: string; reason: string }[];
  /** Events read but refused by the rating method (e.g. a provisional rating against an opponent rated 0). */
  notRated: { file: string; reason: string }[];
  /** Events of one date that share players (rated in file-name order). */
  sameDate: SameDateNote[];
  /** --events: the events without a row of the events file (rated with the fallback weight when there is one). */
  withoutRow: { file: string; name: string }[];
  /** Re-sent copies, not rated: the file, the event it repeats, and (a corrected copy) how many games it shares. */
  duplicates: { file: string; of: string; shared?: { games: number; of: number } }[];
  games: number;
  unknownIdGames: number;
  first?: string;
  last?: string;
}

/**
 * The games with discs of the events rated so far (the engine's discGameLines), indexed to find a corrected copy of
 * one of them (the engine's mostlySameGames) without comparing every pair of events.
 */
class RatedGameIndex {
  private readonly events: { label: string; lines: number[] }[] = [];
  /** Game line → the events holding it, in order. */
  private readonly byLine: LineEvents;

  /** `games`: how many games will be added, about (the table of lines is made for them at once). */
  constructor(games: number) {
    this.byLine = new LineEvents(games);
  }

  add(lines: number[], label: string): void {
    const k = this.events.length;
    this.events.push({ label, lines });
    for (const l of lines) this.byLine.add(l, k);
  }

  /** The earlier event that holds most of these games with discs and most of whose games these are, and how many. */
  correctedCopyOf(lines: number[]): { of: string; shared: number } | undefined {
    if (lines.length === 0) return undefined;
    // A copy shares more than half of these lines, so any ⌊n/2⌋ + 1 of them hold a shared one: the events holding one
    // of the first ⌊n/2⌋ + 1 are the only ones to compare.
    const candidates = new Set<number>();
    for (let i = 0; i <= lines.length >> 1; i++) this.byLine.addHolding(lines[i], candidates);
    for (const k of candidates) {
      const earlier = this.events[k];
      if (earlier.lines.length >= 2 * lines.length || lines.length >= 2 * earlier.lines.length) continue;
      const shared = sharedGameCount(lines, earlier.lines);
      if (mostlySameGames(shared, lines, earlier.lines)) return { of: earlier.label, shared };
    }
    return undefined;
  }
}

/**
 * Rate the events of an archive in order into a new book (exported for the benchmark). `perEvent` (KBA --events):
 * each event's own grade and stage; an event without them is rated with `settingsInput` when that weighs it
 * (perEvent.fallback), else left unrated; either way it is in `withoutRow`. Why a file was skipped or not rated is
 * said in `locale`.
 */
export function rateEvents(
  archive: Archive,
  settingsInput: RatingSettingsInput,
  appliedAt = new Date().toISOString(),
  perEvent?: PerEventSettings,
  locale: Locale = "en",
): ArchiveRun {
  const settings = perEvent && !perEvent.fallback ? undefined : resolveRatingSettings(settingsInput);
  const own = new Map<string, RatingSettings>();
  const settingsOf = (input: RatingSettingsInput) => {
    const key = `${input.grade}|${input.stage}`;
    let s = own.get(key);
    if (!s) own.set(key, (s = resolveRatingSettings(input)));
    return s;
  };
  const run: ArchiveRun = {
    book: new RatingBook(),
    files: archive.files,
    rated: 0,
    skipped: [...archive.skipped],
    notRated: [],
    sameDate: [],
    withoutRow: [],
    duplicates: [],
    games: 0,
    unknownIdGames: 0,
  };
  const watch = new SameDateWatch();
  let archiveGames = 0;
  for (const event of archive.events) archiveGames += event.ev.games.length;
  const copies = new RatedGameIndex(archiveGames);
  for (const event of archive.events) {
    const { file, ev } = event;
    const games = ev.games.unpack();
    run.unknownIdGames += ev.unknownIdGames;
    if (games.length === 0) {
      run.skipped.push({ file, reason: ratingsText(locale, "noRatedGame") });
      continue;
    }
    const names = ev.names;
    let name = ev.name;
    const already = run.book.appliedAs(name, ev.date, games);
    if (already?.match === "games") {
      run.duplicates.push({ file, of: `${already.event} (${already.date})` });
      continue;
    }
    const lines = discGameLines(games);
    const corrected = copies.correctedCopyOf(lines);
    if (corrected) {
      run.duplicates.push({ file, of: corrected.of, shared: { games: corrected.shared, of: lines.length } });
      continue;
    }
    if (already) name = `${name} [${path.basename(file, path.extname(file))}]`;
    const input = perEvent?.of(event);
    if (perEvent && !input) run.withoutRow.push({ file, name: ev.name });
    const s = input ? settingsOf(input) : settings;
    if (!s) continue;
    try {
      run.book.apply({ name, date: ev.date, appliedAt, names, games }, s);
    } catch (e) {
      if (!(e instanceof RangeError || e instanceof EventAlreadyAppliedError)) throw e;
      (e instanceof RangeError ? run.notRated : run.skipped).push({ file, reason: errorText(e, locale) });
      continue;
    }
    run.sameDate.push(...watch.add(file, ev.date, keysOf(games)));
    // A player first met where the file lacked his player line is named by his id: take his name when a
    // later file gives it.
    names.forEach((better, key) => {
      if (better === key) return;
      const p = run.book.players.get(key);
      if (p && p.name === key) p.name = better;
    });
    copies.add(lines, `${name} (${ev.date})`);
    run.rated++;
    run.games += games.length;
    run.first ??= ev.date;
    run.last = ev.date;
  }
  return run;
}

/** The players of an event's rated games. */
function keysOf(games: readonly { a: string; b: string }[]): Set<string> {
  const keys = new Set<string>();
  for (const g of games) keys.add(g.a).add(g.b);
  return keys;
}

/** Read and rate a folder of .ELO files. */
export async function rateArchive(
  dir: string,
  settingsInput: RatingSettingsInput,
  appliedAt = new Date().toISOString(),
  shown = dir,
  locale: Locale = "en",
): Promise<ArchiveRun> {
  return rateEvents(await readArchive(dir, shown, locale), settingsInput, appliedAt, undefined, locale);
}

function byRating(players: Iterable<ListPlayer>): ListPlayer[] {
  return [...players].sort((a, b) => b.rating - a.rating || (a.key < b.key ? -1 : 1));
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError(ratingsText(ioLocale(io), "giveFolder"));
  const locale = ioLocale(io);
  const eventsFile = weights.eventsOption(args, locale);
  const settingsInput = settingsOptions(args, locale, eventsFile !== undefined);
  // With --events and no fallback weight, each event has its own: the settings shown stand in for the weight.
  const noFallback = eventsFile !== undefined && weights.fallbackText(settingsInput, locale) === undefined;
  const settings = resolveRatingSettings(
    noFallback ? { ...settingsInput, weight: weights.NO_FALLBACK_WEIGHT } : settingsInput,
  );
  io.stderr(settingsWarnings(settingsInput, locale));
  const { until, every } = lists.historyListOptions(args, locale);
  const rules = resolveListRules(listRulesOptions(args, locale));
  const dir = path.resolve(io.cwd, args.positionals[0]);
  const guarded = await outputPath(io, args, "rate-history", []);
  if ("error" in guarded) {
    io.stderr(guarded.error);
    return EXIT.INPUT;
  }
  const out = guarded.path;
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw new FileError((l) => ratingsText(l, "notAFolder", { folder: args.positionals[0] }));
  const index = eventsFile === undefined ? undefined : await weights.readEventsFile(io.cwd, eventsFile, locale);
  if (index && "error" in index) {
    io.stderr(index.error);
    return EXIT.INPUT;
  }
  const archive = lists.eventsUntil(await readArchive(dir, args.positionals[0], locale), until);
  const perEvent = index ? weights.perEventSettings(index, settingsInput) : undefined;
  const r = rateEvents(archive, settingsInput, undefined, perEvent, locale);
  if (eventsFile && perEvent && !perEvent.fallback && r.withoutRow.length > 0) {
    io.stderr(weights.missingRowsError(eventsFile, r.withoutRow, locale));
    return EXIT.INPUT;
  }
  if (r.rated === 0) {
    io.stderr(
      ratingsText(locale, "noneRated", { folder: args.positionals[0], count: r.files }) +
        skippedLines(r, locale) +
        notesText(r, locale) +
        (archive.later > 0
          ? `  ${ratingsText(locale, "untilLater", { count: archive.later, until: until ?? "" })}\n`
          : ""),
    );
    return EXIT.INPUT;
  }
  const players = byRating(r.book.players.values());
  // The published list (ranks with ties, the list rules) and, with --every, the lists of every period.
  // Made when a list or a workbook shows them (--json alone does without: 55,000 player lines).
  let countries: Map<string, string> | undefined;
  const countriesOf = () => (countries ??= lists.archiveCountries(archive));
  // The final list as published is printed only as text: --json and --every do without it (about 0.15 s on the WOF
  // archive, 5% of the --json run).
  const finalList = () => lists.finalList(r.book, rules, r.last!, countriesOf());
  const range = { first: r.first!, last: until ?? r.last! };
  const periods = every ? lists.periodLists(r.book, rules, range, every, countriesOf()) : undefined;
  if (out) {
    const wb = newWorkbook();
    const writes = bookWrites(r.book, players, settings.method, locale);
    writeRatingSheets(wb, { ...writes, ratings: lists.withCountries(writes.ratings, countriesOf()) });
    if (periods) finish(wb, specDraft(wb, renderPeriodicSheet(periods, locale)));
    await saveWorkbook(wb, out, String(args.options.out));
  }
  const json = periods
    ? periods.map((p) => ({ period: p.label, ...publishedJson(p.list), omitted: p.omittedCount }))
    : undefined;
  io.stdout(
    args.options.json
      ? json
        ? JSON.stringify(json, null, 2) + "\n"
        : listJson(players)
      : `${eventsFile ? settingsText(settings, locale, weights.weightsText(eventsFile, settingsInput, locale)) : settingsText(settings, locale)}\n\n${periods ? lists.periodicText(periods, locale) : publishedText(finalList(), locale)}`,
  );
  io.stderr(summaryText(r, locale) + notesText(r, locale));
  if (eventsFile && index) io.stderr(weights.weightsSummary(eventsFile, settingsInput, r.withoutRow, index, locale));
  if (archive.later > 0)
    io.stderr(`${ratingsText(locale, "untilLeftOut", { count: archive.later, until: until ?? "" })}\n`);
  if (out)
    io.stderr(
      ratingsText(locale, settings.method === "kba" ? "wroteGames" : "wrote", { out: String(args.options.out) }),
    );
  return EXIT.OK;
}

/** The final list as JSON, best first. */
function listJson(players: readonly ListPlayer[]): string {
  const rows = players.map((p) => ({
    id: p.key,
    name: p.name,
    rating: p.rating,
    games: p.games,
    provisional: p.provisional,
    lastEvent: p.lastEvent,
  }));
  return JSON.stringify(rows, null, 2) + "\n";
}

/** What was rated, skipped and left out: one line, then the first few skipped and duplicate files. */
function summaryText(r: ArchiveRun, locale: Locale): string {
  const t = (k: RatingsKey, params: Params) => ratingsText(locale, k, params);
  const line =
    t("rated", {
      rated: r.rated,
      files: r.files,
      first: r.first ?? "",
      last: r.last ?? "",
      games: r.games,
      players: r.book.players.size,
      rows: r.book.history.length,
    }) +
    (r.skipped.length > 0 ? t("skipped", { count: r.skipped.length }) : "") +
    (r.duplicates.length > 0 ? t("duplicates", { count: r.duplicates.length }) : "") +
    (r.unknownIdGames > 0 ? t("unknownIds", { count: r.unknownIdGames }) : "");
  return `${line}\n${skippedLines(r, locale)}`;
}

/** The first few skipped and duplicate files, with why (one line each). */
function skippedLines(r: Pick<ArchiveRun, "skipped" | "duplicates">, locale: Locale): string {
  const t = (k: RatingsKey, params: Params) => ratingsText(locale, k, params);
  const lines: string[] = [];
  for (const s of r.skipped.slice(0, 5)) lines.push(t("skippedFile", { file: s.file, reason: s.reason }));
  if (r.skipped.length > 5) lines.push(t("skippedMore", { count: r.skipped.length - 5 }));
  // Every re-sent copy is listed: each is an event not rated again, which an officer must be able to check.
  for (const d of r.duplicates)
    lines.push(
      d.shared
        ? t("corrected", { file: d.file, of: d.of, shared: d.shared.games, total: d.shared.of })
        : t("sameGames", { file: d.file, of: d.of }),
    );
  return lines.map((l) => l + "\n").join("");
}

/** Same-date pairs shown one by one (the rest are counted). */
const SAME_DATE_SHOWN = 10;

/** Every event the rating method refused, and the same-date pairs that share players: nothing left unsaid. */
function notesText(r: Pick<ArchiveRun, "notRated" | "sameDate" | "book">, locale: Locale): string {
  const lines: string[] = [];
  if (r.notRated.length > 0) lines.push(ratingsText(locale, "notRated", { count: r.notRated.length }));
  for (const n of r.notRated) lines.push(ratingsText(locale, "notRatedFile", { file: n.file, reason: n.reason }));
  if (r.sameDate.length > 0) lines.push(`note: ${ratingNoteText("sameDate", { count: r.sameDate.length }, locale)}`);
  for (const n of r.sameDate.slice(0, SAME_DATE_SHOWN)) {
    const player = r.book.players.get(n.player)?.name ?? n.player;
    const params = { first: n.first, second: n.second, date: n.date, count: n.shared, player };
    lines.push(`  ${ratingNoteText("sameDatePair", params, locale)}`);
  }
  if (r.sameDate.length > SAME_DATE_SHOWN)
    lines.push(`  ${ratingNoteText("sameDateMore", { count: r.sameDate.length - SAME_DATE_SHOWN }, locale)}`);
  return lines.map((l) => l + "\n").join("");
}

export const rateHistoryCommand: Command = {
  name: "rate-history",
  summary: "Rate a folder of WOF .ELO files in date order and write the final list and its history.",
  usage:
    "rate-history <folder of .ELO files> [--method elo|kba [--events FILE.csv]] [--until YYYY-MM-DD]\n" +
    "       [--every month|quarter|year] [--rules all|kba|koa|wof] [options] [--json] [--out list.xlsx]",
  options: [
    ...RATING_OPTIONS,
    weights.EVENTS_OPTION,
    ...lists.HISTORY_LIST_OPTIONS,
    {
      name: "json",
      value: false,
      help: "Print the final list as JSON (id, name, rating, games, provisional, lastEvent), best first\n(with --every: each period's published list).",
    },
    {
      name: "out",
      value: true,
      meta: "FILE.xlsx",
      help: "Write a workbook with the Ratings and Rating history (and, KBA, Rated games) sheets.",
    },
    { name: "force", value: false, help: "Replace --out if it exists." },
  ],
  details: [
    "Examples:",
    "  npm run cli -- rate-history ../shared/data/wof_results --out world.xlsx",
    "  npm run cli -- rate-history archive/ --method elo --per-round --json",
    "  npm run cli -- rate-history kba-archive/ --method kba --events grades.csv --grade 3 --stage prelim",
    "  npm run cli -- rate-history ../shared/data/wof_results --until 2010-12-31 --rules wof",
    "  npm run cli -- rate-history ../shared/data/wof_results --every year --rules wof --out world.xlsx",
    "",
    "Ids are the files' WOF ids. The date of an event is its file name's YYYYMMDD prefix, else its %%Date line;",
    "events of one date are rated in file-name order, with a note when two of them share a player.",
    "Files the .ELO reader cannot read are skipped and counted; play-off games are rated after the Swiss rounds.",
    "KBA --events: a row names an event by its file (path in the folder, file name, or without .ELO) or by its",
    "event name (every event of that name); grades 1, 2, 3, restricted, stages prelim, main, final (or 1등급,",
    "제한, 예선, 본선, 결승; 1級, 制限, 予選, 本戦, 決勝). A file row wins over a name row. docs/rules.md §6.9.",
  ].join("\n"),
  run,
};
