/**
 * `rate <file.xlsx> --method elo|kba [settings] [--event NAME] [--date YYYY-MM-DD] [--json] [--out FILE.xlsx]`
 * `rate <file.xlsx> --undo EVENT [--date YYYY-MM-DD] --out FILE.xlsx`
 *
 * The same path as the pane: the workbook's Results (+ Players) and rating sheets as 2-D values →
 * sheets.planRatingUpdate / planRatingUndo → a preview on stdout, and with --out the Ratings, Rating history (and
 * Rated games) sheets written into a copy of the workbook, or into the workbook itself when --out names it (src/xlsx/ratings.ts). Any problem with an error:
 * every problem is printed with its cell, exit code 2, nothing is written. The options shared with
 * `rate-history` are in ratingOptions.ts.
 */
import * as path from "path";
import {
  findRatingSheets,
  formatRatingProblem,
  planRatingUndo,
  planRatingUpdate,
  PREVIEW_LABELS,
  ratingEventDate,
  ratingNoteText,
  type Locale,
  type RatingPlan,
  type RatingPreviewRow,
  type RatingProblem,
  type RatingWrites,
  type SheetInput,
  type UndoPreviewRow,
} from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { ratingsText } from "../../i18n/cliRatings";
import { EXIT, ioLocale, useWorkbookLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { writeRatingSheets } from "../../xlsx";
import { alignedTable } from "../text";
import { FileError, loadFile, loadTournamentInput, outputWorkbook, saveWorkbook, type LoadedFile } from "../workbook";
import {
  dateOption,
  outputPath,
  RATING_OPTIONS,
  settingsOptions,
  settingsText,
  settingsWarnings,
} from "./ratingOptions";
import { readWorkbookSettings, type WorkbookSettings } from "../settings";

function problemsText(problems: RatingProblem[], locale: Locale): string {
  return problems.map((p) => `${p.severity}: ${formatRatingProblem(p, locale)}\n`).join("");
}

/** The preview as JSON: one object per player. */
export function previewJson(rows: readonly RatingPreviewRow[]): object[] {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    old: r.old,
    expected: r.expected,
    points: r.points,
    delta: r.delta,
    new: r.new,
    provisional: r.provisional,
    games: r.games,
    newcomer: r.newcomer,
  }));
}

export function previewTable(rows: readonly RatingPreviewRow[], locale: Locale): string {
  const L = PREVIEW_LABELS[locale];
  const values: (string | number | null)[][] = [
    [L.id, L.name, L.old, L.expected, L.points, L.games, L.delta, L.new, L.provisional],
  ];
  const formats: string[][] = [values[0].map(() => "@")];
  for (const r of rows) {
    values.push([
      r.id,
      r.name + (r.newcomer ? " *" : ""),
      r.old,
      r.expected,
      r.points,
      r.games,
      r.delta,
      r.new,
      r.provisional ? ratingsText(locale, "yes") : "",
    ]);
    formats.push(["@", "@", "0.00", "0.00", "General", "0", "0.00", "0.00", "@"]);
  }
  return alignedTable(values, formats);
}

export function ratingInputs(file: LoadedFile): { ratings?: SheetInput; history?: SheetInput; games?: SheetInput } {
  const found = findRatingSheets(file.sheets.map((s) => s.name));
  const input = (name: string | undefined): SheetInput | undefined => {
    const s = name === undefined ? undefined : file.sheets.find((x) => x.name === name);
    return s ? { sheetName: s.name, values: s.values } : undefined;
  };
  return { ratings: input(found.ratings), history: input(found.history), games: input(found.games) };
}

/** The plan's sheets written into the workbook and saved as --out (nothing without --out). */
async function saveWrites(
  file: LoadedFile,
  writes: RatingWrites,
  out: string | undefined,
  args: ParsedArgs,
): Promise<void> {
  if (!out) return;
  const wb = outputWorkbook(file);
  // Only the cells of the user's Ratings list that change are written (the values as read tell which).
  writeRatingSheets(wb, writes, (name) => file.book?.values(name) ?? []);
  await saveWorkbook(wb, out, String(args.options.out));
}

function undoTable(rows: readonly UndoPreviewRow[], locale: Locale): string {
  const L = PREVIEW_LABELS[locale];
  const values: (string | number | null)[][] = [[L.id, L.name, L.new, L.old]];
  const formats: string[][] = [["@", "@", "@", "@"]];
  for (const r of rows) {
    values.push([r.id, r.name, r.current, r.restored ?? ratingsText(locale, "removed")]);
    formats.push(["@", "@", "0.00", r.restored === null ? "@" : "0.00"]);
  }
  return alignedTable(values, formats);
}

async function runUndo(args: ParsedArgs, io: CliIO, locale: Locale): Promise<number> {
  const file = args.positionals[0];
  const guarded = await outputPath(io, args, "rate", [{ file, role: "workbook" }], file);
  if ("error" in guarded) {
    io.stderr(guarded.error);
    return EXIT.INPUT;
  }
  const loaded = await loadFile(path.resolve(io.cwd, file), file, locale);
  if (loaded.kind !== "xlsx") throw new FileError((l) => ratingsText(l, "undoNeedsXlsx", { file }));
  locale = useWorkbookLocale(io, readWorkbookSettings(loaded.book).settings.language);
  const plan = planRatingUndo({
    ...ratingInputs(loaded),
    event: { name: String(args.options.undo), date: dateOption(args, locale) },
    locale,
  });
  if (plan.problems.length > 0) io.stderr(problemsText(plan.problems, locale));
  if (!plan.ok) {
    io.stderr(ratingsText(locale, "nothingUndone"));
    return EXIT.INPUT;
  }
  await saveWrites(loaded, plan.writes, guarded.path, args);
  io.stdout(
    ratingsText(locale, "undoTitle", {
      event: plan.event.name,
      date: plan.event.date,
      applied: plan.event.appliedAt,
    }) + undoTable(plan.preview, locale),
  );
  io.stderr(
    guarded.path
      ? ratingsText(locale, "wroteUndo", { out: String(args.options.out) })
      : ratingsText(locale, "previewUndo"),
  );
  return EXIT.OK;
}

/** --event, else the workbook's Tournament sheet (Brightwell_Event, as the pane), its title, the file's name. */
function eventNameOf(args: ParsedArgs, title: string | undefined, file: string, stored: WorkbookSettings): string {
  return typeof args.options.event === "string" && args.options.event.trim() !== ""
    ? args.options.event.trim()
    : stored.settings.event?.trim() || title || path.basename(file, path.extname(file));
}

/**
 * The event's date as both hosts decide it (src/sheets/ratings/event.ts): --date, else the workbook's
 * Brightwell_Date cell (said on stderr), else refused. `{ error }`: the lines to print (exit 2).
 */
function eventDateOf(args: ParsedArgs, stored: WorkbookSettings, locale: Locale): { date: string } | { error: string } {
  const how = "--date YYYY-MM-DD";
  const d = ratingEventDate(dateOption(args, locale), stored, how);
  const refused = ratingsText(locale, "nothingRated");
  if (d.kind === "missing") return { error: `error: ${ratingNoteText("dateMissing", { how }, locale)}${refused}` };
  if (d.kind === "invalid") return { error: `error: ${formatRatingProblem(d.problem, locale)}${refused}` };
  return { date: d.date };
}

async function runUpdate(args: ParsedArgs, io: CliIO, locale: Locale): Promise<number> {
  const settings = settingsOptions(args, locale);
  const file = args.positionals[0];
  const guarded = await outputPath(io, args, "rate", [{ file, role: "workbook" }], file);
  if ("error" in guarded) {
    io.stderr(guarded.error);
    return EXIT.INPUT;
  }
  const loaded = await loadTournamentInput(io.cwd, file, undefined, ioLocale(io));
  if ("error" in loaded) {
    io.stderr(loaded.error);
    return EXIT.INPUT;
  }
  if (loaded.file.kind !== "xlsx") throw new FileError((l) => ratingsText(l, "rateNeedsXlsx", { file }));
  const stored = readWorkbookSettings(loaded.file.book);
  locale = useWorkbookLocale(io, stored.settings.language);
  const when = eventDateOf(args, stored, locale);
  if ("error" in when) {
    io.stderr(when.error);
    return EXIT.INPUT;
  }
  const date = when.date;
  const eventName = eventNameOf(args, loaded.file.book?.props.title, file, stored);
  io.stderr(settingsWarnings(settings, locale));
  const plan = planRatingUpdate({
    results: loaded.results,
    players: loaded.players,
    ...ratingInputs(loaded.file),
    event: { name: eventName, date, appliedAt: new Date().toISOString() },
    settings,
    locale,
    allowSameGames: args.options["allow-same-games"] === true,
  });
  if (plan.problems.length > 0) io.stderr(problemsText(plan.problems, locale));
  if (!plan.ok) {
    io.stderr(ratingsText(locale, "errorsStop", { count: plan.problems.filter((p) => p.severity === "error").length }));
    return EXIT.INPUT;
  }
  await saveWrites(loaded.file, plan.writes, guarded.path, args);
  io.stdout(previewText(args, plan, `${eventName} (${date})`, locale));
  const fromWorkbook = (["event", "date"] as const).filter(
    (k) => stored.sources[k] !== undefined && (k === "date" ? args.options.date : args.options.event) === undefined,
  );
  if (fromWorkbook.length > 0)
    io.stderr(
      ratingsText(locale, "fromWorkbook", {
        parts: fromWorkbook
          .map((k) =>
            ratingsText(locale, k === "date" ? "partDate" : "partEvent", {
              value: k === "date" ? date : eventName,
              cell: stored.sources[k]!,
            }),
          )
          .join(", "),
      }),
    );
  io.stderr(
    guarded.path
      ? ratingsText(locale, plan.writes.games ? "wroteGames" : "wrote", { out: String(args.options.out) })
      : ratingsText(locale, "previewOnly"),
  );
  return EXIT.OK;
}

/** The preview on stdout: JSON with --json, else the settings, the table and (Elo) the sum of the changes. */
function previewText(args: ParsedArgs, plan: Extract<RatingPlan, { ok: true }>, event: string, locale: Locale): string {
  if (args.options.json) return JSON.stringify(previewJson(plan.preview), null, 2) + "\n";
  const sum = plan.preview.reduce((s, r) => s + (r.delta ?? 0), 0);
  return (
    `${event} — ${settingsText(plan.settings, locale)}\n\n${previewTable(plan.preview, locale)}` +
    `\n${ratingsText(locale, "newcomer")}${plan.settings.method === "elo" ? ratingsText(locale, "sum", { sum: sum.toFixed(2) }) : ""}\n`
  );
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError(ratingsText(ioLocale(io), "giveWorkbook"));
  const locale = ioLocale(io);
  if (args.options.undo === undefined) return await runUpdate(args, io, locale);
  if (typeof args.options.undo !== "string" || args.options.undo.trim() === "")
    throw new UsageError(ratingsText(locale, "undoNeedsName"));
  return await runUndo(args, io, locale);
}

export const rateCommand: Command = {
  name: "rate",
  summary: "Update a rating list (Ratings sheet) with an event's results: Elo (KOA) or Korea Baduk.",
  usage:
    "rate <file.xlsx> [--method elo|kba] [options] [--out updated.xlsx]\n       rate <file.xlsx> --undo EVENT [--date YYYY-MM-DD] --out restored.xlsx",
  options: [
    ...RATING_OPTIONS,
    {
      name: "event",
      value: true,
      meta: "NAME",
      help: "The event's name on the Rating history (default: the Tournament sheet's Brightwell_Event, else the\nworkbook's title, else the file name).",
    },
    {
      name: "date",
      value: true,
      meta: "YYYY-MM-DD",
      help: "The event's date (default: the workbook's Tournament sheet date, Brightwell_Date; without either the\nevent is refused, never dated today). Name + date identify the event, and so do its games: applying it twice, or its\ngames under another name or date, is refused.",
    },
    {
      name: "allow-same-games",
      value: false,
      help: "Rate the event even though its games are on the Rating history under another name or date (refused\nwithout it, naming the earlier event); its History rows then name that event (Same games as).",
    },
    {
      name: "json",
      value: false,
      help: "Print the preview as JSON: one object per player (id, name, old, expected, points, delta, new, provisional …).",
    },
    {
      name: "out",
      value: true,
      meta: "FILE.xlsx",
      help: "Write the updated Ratings, Rating history (and Rated games) sheets into this copy of the workbook.",
    },
    { name: "force", value: false, help: "Replace --out if it exists." },
    {
      name: "undo",
      value: true,
      meta: "EVENT",
      help: "Undo this event instead (give --date too when several events share the name).",
    },
  ],
  details: [
    "Examples:",
    '  npm run cli -- rate event.xlsx --event "Korea Open" --date 2026-05-10',
    "  npm run cli -- rate event.xlsx --date 2026-05-10 --out event-rated.xlsx",
    "  npm run cli -- rate event.xlsx --method kba --grade 1 --stage final --date 2026-05-10 --json",
    '  npm run cli -- rate event-rated.xlsx --undo "Korea Open" --out event.xlsx',
    "",
    "The workbook holds a Results sheet (and optionally Players) and a Ratings sheet: ID, Name, Rating, Games,",
    "Provisional, Last event (English, Korean or Japanese titles). Players are matched by ID, else by name;",
    "players not on the list are added (* in the preview). Byes, forfeits and absences are not rated.",
    "An event can be undone while it is the latest event of each of its players.",
    "Exit codes: 0 ok; 1 wrong command line; 2 bad input or refused (problems listed with their cells), nothing written.",
  ].join("\n"),
  run,
};
