/**
 * `rate <file.xlsx> --method elo|kba [settings] [--event NAME] [--date YYYY-MM-DD] [--json] [--out FILE.xlsx]`
 * `rate <file.xlsx> --undo EVENT [--date YYYY-MM-DD] --out FILE.xlsx`
 *
 * The same path as the pane: the workbook's Results (+ Players) and rating sheets as 2-D values →
 * sheets.planRatingUpdate / planRatingUndo → a preview on stdout, and with --out the Ratings, Rating history (and
 * Rated games) sheets written into a copy of the workbook. Any problem with an error: every problem is printed
 * with its cell, exit code 2, nothing is written.
 */
import * as path from "path";
import type ExcelJS from "exceljs";
import {
  KBA_GRADES,
  KBA_STAGES,
  type KbaGrade,
  type KbaStage,
  type RatingMethod,
  type RatingSettings,
  type RatingSettingsInput,
} from "../../engine";
import {
  findRatingSheets,
  formatRatingProblem,
  parseTopLeft,
  plainCell,
  planRatingUndo,
  planRatingUpdate,
  PREVIEW_LABELS,
  type Locale,
  type RatingPreviewRow,
  type RatingProblem,
  type RatingSheetWrite,
  type RatingWrites,
  type SheetInput,
} from "../../sheets";
import { LOCALE_META, localeOption, UsageError, type ParsedArgs } from "../args";
import { EXIT, type CliIO } from "../io";
import type { Command } from "../command";
import { checkOutput } from "../files";
import { alignedTable } from "../text";
import { FileError, loadFile, loadTournamentInput, saveWorkbook, writeTableSheet, type LoadedFile } from "../workbook";

function numberOption(args: ParsedArgs, name: string): number | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (typeof v !== "string" || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v.trim()))
    throw new UsageError(`--${name} must be a number, got "${v}".`);
  return Number(v);
}

/** Today in the local time zone, YYYY-MM-DD. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function dateOption(args: ParsedArgs): string | undefined {
  const v = args.options.date;
  if (v === undefined) return undefined;
  if (
    typeof v !== "string" ||
    !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
    Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
    new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
  ) {
    throw new UsageError(`--date must be a date YYYY-MM-DD, got "${v}".`);
  }
  return v;
}

/** The rating settings of --method, --k, --scale, --start, --per-round, --alpha, --grade, --stage, --weight. */
export function settingsOptions(args: ParsedArgs): RatingSettingsInput {
  const o = args.options;
  const method = (o.method ?? "elo") as RatingMethod;
  if (method !== "elo" && method !== "kba") throw new UsageError(`--method must be elo or kba; got "${o.method}".`);
  const s: RatingSettingsInput = { method };
  const k = numberOption(args, "k");
  const scale = numberOption(args, "scale");
  const start = numberOption(args, "start");
  const alpha = numberOption(args, "alpha");
  const weight = numberOption(args, "weight");
  for (const [name, v] of [
    ["k", k],
    ["scale", scale],
    ["weight", weight],
  ] as const)
    if (v !== undefined && v <= 0) throw new UsageError(`--${name} must be greater than 0, got ${v}.`);
  if (alpha !== undefined && alpha < 0) throw new UsageError(`--alpha must be 0 or more, got ${alpha}.`);
  if (k !== undefined) s.k = k;
  if (scale !== undefined) s.scale = scale;
  if (start !== undefined) s.start = start;
  if (o["per-round"]) {
    if (method !== "elo")
      throw new UsageError("--per-round is an Elo option (KBA rates a month's games against its start).");
    s.perRound = true;
  }
  if (method === "kba") {
    if (alpha !== undefined) s.alpha = alpha;
    if (weight !== undefined) s.weight = weight;
    const grade =
      o.grade === undefined ? undefined : ((/^[123]$/.test(String(o.grade)) ? Number(o.grade) : o.grade) as KbaGrade);
    const stage = o.stage as KbaStage | undefined;
    if (grade !== undefined && !KBA_GRADES.includes(grade))
      throw new UsageError(`--grade must be 1, 2, 3 or restricted; got "${o.grade}".`);
    if (stage !== undefined && !KBA_STAGES.includes(stage))
      throw new UsageError(`--stage must be prelim, main or final; got "${o.stage}".`);
    if (weight === undefined && (grade === undefined || stage === undefined)) {
      throw new UsageError(
        "--method kba needs the event's --grade (1, 2, 3, restricted) and --stage (prelim, main, final), or a --weight.",
      );
    }
    if (grade !== undefined) s.grade = grade;
    if (stage !== undefined) s.stage = stage;
  } else {
    for (const name of ["alpha", "grade", "stage", "weight"])
      if (o[name] !== undefined) throw new UsageError(`--${name} is a KBA option; add --method kba.`);
  }
  return s;
}

export function settingsText(s: RatingSettings): string {
  return s.method === "elo"
    ? `Elo: K = ${s.k}, scale ${s.scale}, newcomers ${s.start}${s.perRound ? ", updated after every round" : ", all expectations from the ratings before the event"}`
    : `KBA: k = ${s.k}, α = ${s.alpha}, scale ${s.scale}, weight ${s.weight}`;
}

/**
 * The --out path after the one output guard (src/cli/files.ts): an .xlsx that is none of `inputs` and does not
 * exist unless --force. `{ path: undefined }` without --out; `{ error }`: the line to print (exit 2).
 */
export async function outputPath(
  io: CliIO,
  args: ParsedArgs,
  command: string,
  inputs: { file: string; role: string }[],
): Promise<{ path?: string } | { error: string }> {
  const out = args.options.out;
  if (out === undefined) return {};
  if (typeof out !== "string") throw new UsageError("--out needs a file name (FILE.xlsx).");
  return checkOutput(io.cwd, out, {
    command,
    flag: "--out",
    inputs,
    force: args.options.force === true,
    hasForce: true,
  });
}

/**
 * Put one planned sheet into the workbook. Rating history and Rated games (Brightwell's) and a new Ratings sheet are
 * written whole as an Excel table; an existing Ratings sheet is updated cell by cell so the user's other
 * columns, formats and rows above the header stay.
 */
export function writeRatingSheet(wb: ExcelJS.Workbook, w: RatingSheetWrite, tableName: string): void {
  const ws = wb.getWorksheet(w.sheetName);
  if (!ws || w.create || tableName !== "Ratings") {
    writeTableSheet(wb, w.sheetName, tableName, w as unknown as Parameters<typeof writeTableSheet>[3]);
    return;
  }
  const at = parseTopLeft(w.topLeft);
  const rows = Math.max(w.values.length, w.rowsRead);
  const cols = Math.max(w.columnsRead, ...w.values.map((r) => r.length));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = ws.getCell(at.row + r + 1, at.col + c + 1);
      const inside = r < w.values.length && c < w.values[r].length;
      const f = inside ? w.numberFormats[r][c] : undefined;
      if (f && f !== "General") cell.numFmt = f;
      const v = inside ? w.values[r][c] : null;
      // A cell whose value is unchanged is left alone, so a formula or rich text in the user's own columns stays.
      // (exceljs, not Office.js: the office-addins rules mistake this read for a proxy object's.)
      // eslint-disable-next-line office-addins/call-sync-before-read, office-addins/load-object-before-read
      const now = plainCell(cell.value);
      if (now !== v) cell.value = v;
    }
  }
}

export function writeRatingSheets(wb: ExcelJS.Workbook, writes: RatingWrites): void {
  writeRatingSheet(wb, writes.ratings, "Ratings");
  writeRatingSheet(wb, writes.history, "History");
  if (writes.games) writeRatingSheet(wb, writes.games, "RatedGames");
}

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
      r.provisional ? "yes" : "",
    ]);
    formats.push(["@", "@", "0.00", "0.00", "General", "0", "0.00", "0.00", "@"]);
  }
  return alignedTable(values, formats);
}

function ratingInputs(file: LoadedFile): { ratings?: SheetInput; history?: SheetInput; games?: SheetInput } {
  const found = findRatingSheets(file.sheets.map((s) => s.name));
  const input = (name: string | undefined): SheetInput | undefined => {
    const s = name === undefined ? undefined : file.sheets.find((x) => x.name === name);
    return s ? { sheetName: s.name, values: s.values } : undefined;
  };
  return { ratings: input(found.ratings), history: input(found.history), games: input(found.games) };
}

async function runUndo(args: ParsedArgs, io: CliIO, locale: Locale): Promise<number> {
  const file = args.positionals[0];
  const guarded = await outputPath(io, args, "rate", [{ file, role: "the workbook" }]);
  if ("error" in guarded) {
    io.stderr(guarded.error);
    return EXIT.INPUT;
  }
  const out = guarded.path;
  const loaded = await loadFile(path.resolve(io.cwd, file), file);
  if (loaded.kind !== "xlsx")
    throw new FileError(`${file}: give the .xlsx workbook that holds the Ratings and Rating history sheets.`);
  const plan = planRatingUndo({
    ...ratingInputs(loaded),
    event: { name: String(args.options.undo), date: dateOption(args) },
    locale,
  });
  if (plan.problems.length > 0) io.stderr(problemsText(plan.problems, locale));
  if (!plan.ok) {
    io.stderr("Nothing undone, nothing written.\n");
    return EXIT.INPUT;
  }
  if (out) {
    writeRatingSheets(loaded.workbook!, plan.writes);
    await saveWorkbook(loaded.workbook!, out, String(args.options.out));
  }
  const L = PREVIEW_LABELS[locale];
  const values: (string | number | null)[][] = [[L.id, L.name, L.new, L.old]];
  const formats: string[][] = [["@", "@", "@", "@"]];
  for (const r of plan.preview) {
    values.push([r.id, r.name, r.current, r.restored ?? "(removed)"]);
    formats.push(["@", "@", "0.00", r.restored === null ? "@" : "0.00"]);
  }
  io.stdout(
    `Undo "${plan.event.name}" (${plan.event.date}, applied ${plan.event.appliedAt}):\n\n${alignedTable(values, formats)}`,
  );
  io.stderr(
    out
      ? `Wrote the Ratings and Rating history sheets to ${args.options.out}.\n`
      : "Preview only: add --out FILE.xlsx to write the restored list.\n",
  );
  return EXIT.OK;
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1)
    throw new UsageError("Give one workbook (.xlsx) with a Results sheet and a Ratings sheet.");
  const locale = localeOption(args.options.locale);
  try {
    if (args.options.undo !== undefined) {
      if (typeof args.options.undo !== "string" || args.options.undo.trim() === "")
        throw new UsageError("--undo needs the event's name.");
      return await runUndo(args, io, locale);
    }
    const settings = settingsOptions(args);
    const date = dateOption(args);
    const file = args.positionals[0];
    const guarded = await outputPath(io, args, "rate", [{ file, role: "the workbook" }]);
    if ("error" in guarded) {
      io.stderr(guarded.error);
      return EXIT.INPUT;
    }
    const out = guarded.path;
    const loaded = await loadTournamentInput(io.cwd, file, undefined);
    if ("error" in loaded) {
      io.stderr(loaded.error);
      return EXIT.INPUT;
    }
    if (loaded.file.kind !== "xlsx")
      throw new FileError(
        `${file}: give an .xlsx workbook holding the Results and the Ratings sheets (a .csv has no rating list).`,
      );
    const wb = loaded.file.workbook!;
    const eventName =
      typeof args.options.event === "string" && args.options.event.trim() !== ""
        ? args.options.event.trim()
        : wb.title || path.basename(file, path.extname(file));
    const plan = planRatingUpdate({
      results: loaded.results,
      players: loaded.players,
      ...ratingInputs(loaded.file),
      event: { name: eventName, date: date ?? today(), appliedAt: new Date().toISOString() },
      settings,
      locale,
    });
    if (plan.problems.length > 0) io.stderr(problemsText(plan.problems, locale));
    if (!plan.ok) {
      io.stderr(
        `${plan.problems.filter((p) => p.severity === "error").length} error(s): nothing rated, nothing written.\n`,
      );
      return EXIT.INPUT;
    }
    if (out) {
      writeRatingSheets(wb, plan.writes);
      await saveWorkbook(wb, out, String(args.options.out));
    }
    if (args.options.json) io.stdout(JSON.stringify(previewJson(plan.preview), null, 2) + "\n");
    else {
      const sum = plan.preview.reduce((s, r) => s + (r.delta ?? 0), 0);
      io.stdout(
        `${eventName} (${date ?? today()}) — ${settingsText(plan.settings)}\n\n${previewTable(plan.preview, locale)}` +
          `\n* newcomer.${plan.settings.method === "elo" ? ` Changes add up to ${sum.toFixed(2)}.` : ""}\n`,
      );
    }
    if (date === undefined) io.stderr(`note: no --date given: the event is dated today (${today()}).\n`);
    io.stderr(
      out
        ? `Wrote the Ratings and Rating history${plan.writes.games ? " and Rated games" : ""} sheets to ${args.options.out}.\n`
        : "Preview only: add --out FILE.xlsx to write the updated list.\n",
    );
    return EXIT.OK;
  } catch (e) {
    if (e instanceof FileError) {
      io.stderr(`error: ${e.message}\n`);
      return EXIT.INPUT;
    }
    throw e;
  }
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
    help: "Elo: a newcomer's rating. KBA: what a player without a rating counts as for his\nopponents (his own rating is provisional from his games). Default 1600.",
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
      help: "The event's name on the Rating history (default: the workbook's title, else the file name).",
    },
    {
      name: "date",
      value: true,
      meta: "YYYY-MM-DD",
      help: "The event's date (default today). Name + date identify the event: applying it twice is refused.",
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
    {
      name: "locale",
      value: true,
      meta: LOCALE_META,
      help: "Language of new sheet titles and of the problem messages (default en).",
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
