/**
 * `rate-list <workbook.xlsx> [--as-of DATE] [--since DATE|none] [--rules all|kba|koa|wof] [rule settings]
 *  [--title TEXT] [--json] [--out FILE.xlsx] [--locale en|ko|ja]`: the federation's published list (docs/rules.md
 * §8) from the workbook's Ratings sheet and Rating history: who is listed and how marked, ranks with ties on the
 * ratings as published, the change since the last list, as of any date. Prints it; --out writes the printable
 * sheet (src/sheets/ratings/publishSheet.ts, marked Brightwell_RatingList and refreshed on the next run) into a copy
 * of the workbook. The same pure code as the pane's "Rating list" (src/sheets/ratings/publish.ts).
 */
import * as path from "path";
import { roleMark } from "../../sheets/ownership";
import {
  exportList,
  formatListProblem,
  planPublishedList,
  publishedHeading,
  publishedTable,
  type ListProblem,
} from "../../sheets";
import type { PublishedList } from "../../engine";
import type { Locale } from "../../i18n/locale";
import { errorText } from "../../i18n/errors";
import { listsText } from "../../i18n/cliLists";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, useWorkbookLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { writeOwnedSheetSpec } from "../../xlsx";
import { displayWidth } from "../text";
import { readWorkbookSettings } from "../settings";
import { FileError, loadFile, outputWorkbook, saveWorkbook } from "../workbook";
import { checkOutput, writeAtomic } from "../files";
import { writeCsv } from "../../sheets/csv";
import { dateFlag, LIST_RULE_OPTIONS, listRulesOptions } from "./listOptions";
import { ratingInputs } from "./rate";
import { outputPath } from "./ratingOptions";

/** Today in the local time zone, YYYY-MM-DD: the list's date when neither --as-of nor an event gives one. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A change as printed: +13, -32, 0 (at the list's decimals). */
function signed(change: number, decimals: number): string {
  const t = change.toFixed(decimals);
  return change > 0 ? `+${t}` : t;
}

/** Columns of the table printed right-aligned: rank, rating, change, games. */
const RIGHT = new Set([0, 3, 4, 5]);

/** A table as text: cells as shown, columns two spaces apart, a rule under the header, numbers right-aligned. */
export function textTable(cells: string[][], right: ReadonlySet<number>): string {
  const widths = cells[0].map((_, c) => Math.max(...cells.map((row) => displayWidth(row[c] ?? ""))));
  const line = (row: string[]) =>
    row
      .map((s, c) => {
        const fill = " ".repeat(widths[c] - displayWidth(s));
        return right.has(c) ? fill + s : s + fill;
      })
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n") + "\n";
}

/** The list as text: its heading lines, then the table (numbers right-aligned, changes signed). */
export function publishedText(list: PublishedList, locale: Locale, title?: string): string {
  const { values } = publishedTable(list, locale);
  const d = list.rules.decimals;
  const cells = values.map((row, r) =>
    row.map((v, c) =>
      v === null
        ? ""
        : r > 0 && typeof v === "number"
          ? c === 4
            ? signed(v, d)
            : c === 3
              ? v.toFixed(d)
              : String(v)
          : String(v),
    ),
  );
  return `${publishedHeading(list, locale, title).join("\n")}\n\n${textTable(cells, RIGHT)}`;
}

/** The list as JSON: the printed rows (id, rank or null, rating as published and exact, change, marks) and who is not listed. */
export function publishedJson(list: PublishedList): object {
  return {
    asOf: list.asOf,
    previousAsOf: list.previousAsOf ?? null,
    rules: list.rules,
    rows: list.rows.map((r) => ({
      rank: r.rank,
      id: r.key,
      name: r.name,
      country: r.country,
      rating: r.rating,
      exact: r.exact,
      change: r.change,
      games: r.games,
      provisional: r.provisional,
      marks: r.marks,
    })),
    omitted: list.omitted.map((o) => ({ id: o.key, name: o.name, rating: o.rating, marks: o.marks })),
  };
}

/** --csv through the one output guard (a .csv that is not the workbook read). */
async function csvPath(io: CliIO, args: ParsedArgs, file: string, locale: Locale) {
  const csv = args.options.csv;
  if (csv === undefined) return undefined;
  if (typeof csv !== "string") throw new UsageError(listsText(locale, "listCsv"));
  return checkOutput(io.cwd, csv, {
    command: "rate-list",
    flag: "--csv",
    inputs: [{ file, role: "workbook" as const }],
    force: args.options.force === true,
    hasForce: true,
    extension: ".csv",
  });
}

function problemsText(problems: readonly ListProblem[], locale: Locale): string {
  return problems.map((p) => `${p.severity}: ${formatListProblem(p, locale)}\n`).join("");
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  let locale = ioLocale(io);
  if (args.positionals.length !== 1) throw new UsageError(listsText(locale, "listGiveWorkbook"));
  const rules = listRulesOptions(args, locale);
  const asOf = dateFlag(args, "as-of", locale);
  const since = args.options.since === "none" ? null : dateFlag(args, "since", locale);
  if (since && asOf && since >= asOf) throw new UsageError(listsText(locale, "listSince", { since, asOf }));
  if (args.options.title !== undefined && typeof args.options.title !== "string")
    throw new UsageError(listsText(locale, "listTitle"));
  const file = args.positionals[0];
  // The documented in-place form: --out naming the workbook itself adds (or refreshes) the list sheet in it.
  const guarded = await outputPath(io, args, "rate-list", [{ file, role: "workbook" as const }], file);
  if ("error" in guarded) {
    io.stderr(guarded.error);
    return EXIT.INPUT;
  }
  const csv = await csvPath(io, args, file, locale);
  if (csv && "error" in csv) {
    io.stderr(csv.error);
    return EXIT.INPUT;
  }
  const loaded = await loadFile(path.resolve(io.cwd, file), file, locale);
  if (loaded.kind !== "xlsx") throw new FileError(listsText(locale, "listNeedsXlsx", { file }));
  // The workbook's language (its Tournament sheet's setting) unless --locale was given.
  locale = useWorkbookLocale(io, readWorkbookSettings(loaded.book).settings.language);
  const inputs = ratingInputs(loaded);
  if (!inputs.ratings) throw new FileError(listsText(locale, "listNoRatings", { file }));
  const title = args.options.title as string | undefined;
  let plan;
  try {
    plan = planPublishedList({
      ratings: inputs.ratings,
      history: inputs.history,
      asOf,
      today: today(),
      since,
      rules,
      locale,
      title,
    });
  } catch (e) {
    // --since not before the list's date when that date comes from the History (the flags were checked above).
    if (e instanceof RangeError) throw new UsageError(errorText(e, locale));
    throw e;
  }
  if (plan.problems.length > 0) io.stderr(problemsText(plan.problems, locale));
  if (!plan.ok) {
    io.stderr(listsText(locale, "listUncorrected"));
    return EXIT.INPUT;
  }
  if (csv) {
    // UTF-8 with a BOM, so Excel opens Korean and Japanese names as they are.
    const text = "\uFEFF" + writeCsv(exportList(inputs.ratings, locale).values);
    await writeAtomic(csv.path, new TextEncoder().encode(text), String(args.options.csv));
    io.stderr(listsText(locale, "listWroteCsv", { out: String(args.options.csv) }));
  }
  if (guarded.path) {
    // The user's workbook with only the marked list sheet (and its mark) written; every other part kept as stored.
    const wb = outputWorkbook(loaded);
    const sheet = writeOwnedSheetSpec(wb, roleMark("ratingList"), plan.sheet);
    await saveWorkbook(wb, guarded.path, String(args.options.out));
    io.stderr(listsText(locale, "listWroteSheet", { sheet, out: String(args.options.out) }));
  }
  io.stdout(
    args.options.json
      ? JSON.stringify(publishedJson(plan.list), null, 2) + "\n"
      : publishedText(plan.list, locale, title),
  );
  return EXIT.OK;
}

export const rateListCommand: Command = {
  name: "rate-list",
  summary: "Publish the rating list: who is listed, ranks with ties, change since the last list, as of any date.",
  usage:
    "rate-list <workbook.xlsx> [--as-of YYYY-MM-DD] [--rules all|kba|koa|wof] [options] [--json] [--out FILE.xlsx]",
  options: [
    {
      name: "as-of",
      value: true,
      meta: "YYYY-MM-DD",
      help: "The list's date (default: the latest event's on the Rating history, else today): the\nratings as they stood at the end of that day.",
    },
    {
      name: "since",
      value: true,
      meta: "YYYY-MM-DD|none",
      help: "The date of the last list, for the Change column (default: the day before the\nlatest event up to the list's date; none: no changes).",
    },
    ...LIST_RULE_OPTIONS,
    { name: "title", value: true, meta: "TEXT", help: 'The title printed above the list (default "Rating list").' },
    {
      name: "json",
      value: false,
      help: "Print the list as JSON: rows (rank or null, id, name, rating as published and\nexact, change, games, marks) and the players not listed.",
    },
    {
      name: "out",
      value: true,
      meta: "FILE.xlsx",
      help: "Write the printable list (A4, title and date, rank, name, country, rating, change,\ngames, marks) into this copy of the workbook.",
    },
    {
      name: "csv",
      value: true,
      meta: "FILE.csv",
      help: "Also write the whole list (every player, ratings as kept, membership columns) as\nCSV: what rate-import reads back.",
    },
    { name: "force", value: false, help: "Replace --out (and --csv) if it exists." },
  ],
  details: [
    "Examples:",
    "  npm run cli -- rate-list federation.xlsx --rules kba",
    "  npm run cli -- rate-list federation.xlsx --as-of 2024-06-30 --since 2024-03-31 --out june.xlsx",
    "  npm run cli -- rate-list world.xlsx --rules wof --locale ja --json",
    "",
    "Ratings are published to --decimals places (default whole numbers); players shown with the same rating",
    "share a rank (1, 2, 2, 4). Membership columns of the Ratings sheet (Country, Member, Foreign, Amateur,",
    "Active; any language) feed the rules; an empty cell says nothing. Nobody's rating changes.",
    "Exit codes: 0 ok; 1 wrong command line; 2 bad input (problems listed with their cells), nothing written.",
  ].join("\n"),
  run,
};
