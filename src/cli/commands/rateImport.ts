/**
 * `rate-import <list.csv|list.xlsx> [--games games.csv|xlsx] [--into workbook.xlsx] [--merge] --out FILE.xlsx`:
 * bring a federation's current list into the rating sheets (docs/rules.md §8.5; src/sheets/ratings/importList.ts):
 * its players onto the Ratings sheet (ID, Name, Rating, Games, Provisional, Last event and the membership columns,
 * titled in any language), and for KBA provisional players their past games onto Rated games. The list goes into a
 * new workbook, or with --into into a copy of a workbook whose list is empty (--merge adds the players to a list
 * that holds some, refusing anyone already on it). All or nothing: any problem with an error is printed with its
 * cell, exit 2, nothing written. Without --out: what would be imported, nothing written.
 *
 * An .xlsx list is its Ratings sheet (any language), else its first sheet; its Rated games sheet, if any, holds the
 * games (unless --games is given). A .csv is read as `import` reads results (encoding and delimiter found).
 */
import * as path from "path";
import { findRatingSheets, formatListProblem, planListImport, type ListProblem, type SheetInput } from "../../sheets";
import type { Locale } from "../../i18n/locale";
import { listsText } from "../../i18n/cliLists";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { writeRatingSheet } from "../../xlsx";
import { FileError, loadFile, outputWorkbook, newWorkbook, saveWorkbook, type LoadedFile } from "../workbook";
import { ratingInputs } from "./rate";
import { methodOption, outputPath } from "./ratingOptions";

/** The list (and its games) of a loaded file: a CSV's rows, an .xlsx's Ratings sheet (else its first) and Rated games. */
function listSheets(file: LoadedFile): { list: SheetInput; games?: SheetInput } {
  const sheet = (s: { name: string; values: unknown[][] }) => ({ sheetName: s.name, values: s.values });
  if (file.kind === "csv") return { list: sheet(file.sheets[0]) };
  const found = findRatingSheets(file.sheets.map((s) => s.name));
  const list = file.sheets.find((s) => s.name === found.ratings) ?? file.sheets[0];
  const games = file.sheets.find((s) => s.name === found.games);
  return { list: sheet(list), games: games ? sheet(games) : undefined };
}

async function loadList(io: CliIO, file: string, what: "list" | "games", locale: Locale): Promise<LoadedFile> {
  const loaded = await loadFile(path.resolve(io.cwd, file), file, locale);
  if (loaded.kind === "tournament")
    throw new FileError(
      listsText(locale, what === "list" ? "importTournamentList" : "importTournamentGames", { file }),
    );
  if (loaded.sheets.length === 0) throw new FileError(listsText(locale, "importNoSheet", { file }));
  for (const w of loaded.warnings) io.stderr(`warning: ${w}\n`);
  return loaded;
}

function problemsText(problems: readonly ListProblem[], locale: Locale): string {
  return problems.map((p) => `${p.severity}: ${formatListProblem(p, locale)}\n`).join("");
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  const locale = ioLocale(io);
  if (args.positionals.length !== 1) throw new UsageError(listsText(locale, "importGiveList"));
  const file = args.positionals[0];
  const gamesFile = args.options.games;
  const into = args.options.into;
  if (gamesFile !== undefined && typeof gamesFile !== "string")
    throw new UsageError(listsText(locale, "importGamesFile"));
  if (into !== undefined && (typeof into !== "string" || !/\.xlsx$/i.test(into)))
    throw new UsageError(listsText(locale, "importInto"));
  const inputs = [
    { file, role: "list" as const },
    ...(gamesFile ? [{ file: gamesFile, role: "games" as const }] : []),
    ...(into ? [{ file: into, role: "workbook" as const }] : []),
  ];
  // The documented in-place form: --out naming the --into workbook itself writes the list into it.
  const guarded = await outputPath(io, args, "rate-import", inputs, into);
  if ("error" in guarded) {
    io.stderr(guarded.error);
    return EXIT.INPUT;
  }
  const source = listSheets(await loadList(io, file, "list", locale));
  const games = gamesFile ? listSheets(await loadList(io, gamesFile, "games", locale)).list : source.games;
  const target = into ? await loadFile(path.resolve(io.cwd, into), into, locale) : undefined;
  if (target && target.kind !== "xlsx")
    throw new FileError(listsText(locale, "importIntoXlsx", { file: String(into) }));
  const sheets = target ? ratingInputs(target) : {};
  const plan = planListImport({
    source: source.list,
    sourceGames: games,
    ratings: sheets.ratings,
    games: sheets.games,
    merge: args.options.merge === true,
    method: methodOption(args, locale),
    locale,
  });
  if (plan.problems.length > 0) io.stderr(problemsText(plan.problems, locale));
  if (!plan.ok) {
    io.stderr(listsText(locale, "importErrors", { count: plan.problems.filter((p) => p.severity === "error").length }));
    return EXIT.INPUT;
  }
  const summary =
    plan.games > 0
      ? listsText(locale, "importSummaryGames", { players: plan.players, games: plan.games, file })
      : listsText(locale, "importSummary", { players: plan.players, file });
  if (!guarded.path) {
    io.stdout(listsText(locale, "importWould", { summary }));
    io.stderr(listsText(locale, "importNothingWritten"));
    return EXIT.OK;
  }
  // A copy of --into with only the rating sheets' cells changed (every other part kept as stored), or a new workbook.
  const wb = target ? outputWorkbook(target) : newWorkbook();
  const read = (name: string) => target?.book?.values(name) ?? [];
  writeRatingSheet(wb, plan.writes.ratings, "Ratings", read);
  if (plan.writes.games) writeRatingSheet(wb, plan.writes.games, "RatedGames", read);
  await saveWorkbook(wb, guarded.path, String(args.options.out));
  io.stdout(
    listsText(locale, "importDone", { summary, sheet: plan.writes.ratings.sheetName, out: String(args.options.out) }),
  );
  return EXIT.OK;
}

export const rateImportCommand: Command = {
  name: "rate-import",
  summary: "Bring a federation's current rating list (.csv or .xlsx) into the rating sheets.",
  usage: "rate-import <list.csv|list.xlsx> [--games games.csv] [--into workbook.xlsx [--merge]] --out FILE.xlsx",
  options: [
    {
      name: "method",
      value: true,
      meta: "elo|kba",
      help: "The list's rating method (default elo): which ratings are plausible (a warning\notherwise); KBA needs the Games column.",
    },
    {
      name: "games",
      value: true,
      meta: "FILE",
      help: "KBA provisional players' past rated games (.csv or .xlsx; the Rated games columns:\nEvent, Date, ID, Player, Opponent rating, Result, Weight …).",
    },
    {
      name: "into",
      value: true,
      meta: "FILE.xlsx",
      help: "Add the list to a copy of this workbook (its rating list must be empty, or give --merge).",
    },
    {
      name: "merge",
      value: false,
      help: "With --into: add the players to a list that holds some (anyone already on it is refused).",
    },
    {
      name: "out",
      value: true,
      meta: "FILE.xlsx",
      help: "The workbook to write (a new file; --force to replace one).",
    },
    { name: "force", value: false, help: "Replace --out if it exists." },
  ],
  details: [
    "Examples:",
    "  npm run cli -- rate-import kba-2024.csv --method kba --games kba-provisional-games.csv --out federation.xlsx",
    "  npm run cli -- rate-import list.xlsx --into club.xlsx --merge --out club-with-list.xlsx",
    "",
    "The list's columns (any order, English, Korean or Japanese titles): ID, Name, Rating, Games,",
    "Provisional, Last event, Country, Member, Foreign, Amateur, Active. Checked, each at its cell:",
    "duplicate IDs, names that differ only in case or width, ratings that cannot be one (0 or less,",
    "100,000 or more), games that are not whole numbers. Nothing goes on the Rating history.",
    "Exit codes: 0 ok; 1 wrong command line; 2 bad input or refused (problems listed), nothing written.",
  ].join("\n"),
  run,
};
