/**
 * `pair`: pair the next Swiss round from a results workbook or CSV (command line).
 *
 *   npm run cli -- pair <results.xlsx|results.csv> [--players players.csv] [--round N] [--seed S]
 *                       [--first-round rating|random] [--no-reversed-rematch]
 *                       [--same-country-penalty N] [--max-colour-imbalance N] [--locale en|ko|ja]
 *                       [--json] [--out file.xlsx [--slips] [--force]]
 *
 * Reads the Results (and Players) sheet with src/sheets/pairing/input.ts (rows already written for the round
 * without a result are pairs fixed by the director; "Absent rounds" on the Players sheet), pairs with
 * the engine (WOC/PAPP settings), and prints the round:
 *   --json   exactly [{"table":1,"black":"…","white":"…"}, …] (names as written; "BYE" for the bye)
 *   else     a readable table with each pair's reasons (in --locale).
 * --out writes a COPY of the workbook (never the input file; an existing file only with --force; the checks are src/cli/files.ts checkOutput): the new rows of
 * the round appended to the Results sheet (an Excel table there grows to hold them; empty Table
 * cells of the director's rows filled in) and a printable "Round N" sheet, marked as the tool's with
 * the workbook name Brightwell_Round_<N> (ROUND_MARK, src/sheets/ownership.ts, shared with the add-in).
 * A sheet of that name without the mark is never replaced: the new sheet gets a free name
 * ("Round 5 (2)"). --slips adds the round's result slips ("Slips N", marked Brightwell_Slips_<N>, src/sheets/workbook/slips.ts).
 * A workbook made from a Brightwell template keeps its settings in named cells: the planned rounds and the
 * language (the default of --locale) are read there (../settings.ts); stderr says which were used.
 *
 * Exit codes (../io.ts EXIT, plus 3): 0 paired; 1 wrong command line; 2 bad input (every problem
 * with its cell address on stderr, nothing written); 3 no complete round under the rules (stderr
 * names the blocking players and the setting/flag that would allow it; nothing written, nothing on
 * stdout: never a partial round).
 *
 * Settings are the WOC preset (PAPP's defaults), as in the task pane: a rematch with colours reversed
 * is a last resort (5,000,000), made only when no round without one exists. --no-reversed-rematch
 * forbids it; then an impossible round ends with exit 3 and the message names the flag to drop.
 * Colours are PAPP's colour penalty only; --max-colour-imbalance N adds a strict cap (no player ends
 * the round with |blacks − whites| above N when any pairing avoids it, whatever it costs in floats).
 */
import { pairRound, REVERSED_REMATCH_PENALTY, type PairingSuccess, type Tournament } from "../../engine";
import {
  applyTypedTables,
  findResultsHeader,
  formatPairingProblem,
  pairingFailureText,
  pairingInputFromSheets,
  pairingOptionsFrom,
  planRoundSheet,
  renderPairingRows,
  roleMark,
  renderRoundSheet,
  ROUND_LABELS,
  roundLines,
  type PairingChoices,
  type PairingInput,
  type SheetInput,
} from "../../sheets";
import { decimalNumber, UsageError, type OptionSpec, type ParsedArgs } from "../args";
import type { Locale } from "../../i18n/locale";
import { groupedInteger } from "../../i18n/plural";
import { EXIT, ioLocale, useWorkbookLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { displayWidth, padEndTo as pad, padStartTo as padStart } from "../text";
import { pairText } from "../../i18n/cliPair";
import { standingsText } from "../../i18n/cliStandings";
import { checkOutput } from "../files";
import {
  FileError,
  layoutOf,
  loadTournamentInput,
  markSheet,
  outputWorkbook,
  saveWorkbook,
  type LoadedFile,
} from "../workbook";
import { readWorkbookSettings, workbookSettingsReport } from "../settings";
import {
  addLook,
  applyPageSetup,
  finish,
  newDraft,
  writeOwnedSheetSpec,
  type CellEdit,
  type WorkbookWriter,
} from "../../xlsx";
import { widthForFont } from "../../sheets/standings/print";
import { renderSlipsSheet } from "../../sheets/workbook/slips";
import type { SettingKey } from "../../sheets/workbook/settings";

/** Exit code when no complete round exists under the rules (nothing written, nothing printed on stdout). */
export const EXIT_NO_ROUND = 3;

/**
 * The penalty with its thousands grouped ("5,000,000"), as toLocaleString("en-US") writes it but without it: this
 * text is made when the command line starts, and the first toLocaleString of a run sets up ICU's number formatting,
 * about 14 ms of every command's start.
 */
const PENALTY_TEXT = groupedInteger(REVERSED_REMATCH_PENALTY);

const OPTIONS: OptionSpec[] = [
  {
    name: "players",
    value: true,
    meta: "FILE",
    help: "Players list (.csv or .xlsx): ID, Name, Country, Rating, Withdrawn after round,\nAbsent rounds. An .xlsx input's own Players sheet is used when this is not given.",
  },
  {
    name: "round",
    value: true,
    meta: "N",
    help: "Round to pair (default: after the last complete round, or the last round\nwhen it holds only pairs you fixed).",
  },
  {
    name: "first-round",
    value: true,
    meta: "rating|random",
    help: "Round 1: top half against bottom half by rating (default), or drawn at random.",
  },
  { name: "seed", value: true, meta: "S", help: "Seed of a random first round (the seed used is printed)." },
  {
    name: "no-reversed-rematch",
    value: false,
    helpParams: { penalty: PENALTY_TEXT },
    help: `Forbid a rematch with colours reversed. By default (WOC preset, PAPP) it is a\nlast resort (penalty ${PENALTY_TEXT}), made only when no round without one exists.`,
  },
  {
    name: "same-country-penalty",
    value: true,
    meta: "N",
    help: "Penalty for two players of one country, every round (default: PAPP's 2, round 1 only).",
  },
  {
    name: "max-colour-imbalance",
    value: true,
    meta: "N",
    help: "Strict cap: nobody ends the round with |blacks − whites| above N when any pairing\navoids it, even at the cost of larger score gaps. Default: none (WOC preset, PAPP:\nthe imbalance is only a penalty, 0/20/105/225/530/1075 for 0..5+).",
  },
  {
    name: "json",
    value: false,
    help: 'Print [{"table":1,"black":"…","white":"…"}, …] ("BYE" for the bye) instead of a table.',
  },
  {
    name: "out",
    value: true,
    meta: "FILE.xlsx",
    help: 'Write a copy of the workbook (a new file) with the round\'s rows added to the\nResults sheet and a printable "Round N" sheet.',
  },
  { name: "force", value: false, help: "Replace --out if it exists (never the input file itself)." },
  {
    name: "slips",
    value: false,
    help: 'With --out: also a printable "Slips N" sheet, one result slip per table\n(both players and colours, boxes for the discs, two signatures).',
  },
];

/** The flags: the director's pairing choices (--seed, --first-round, --no-reversed-rematch, …) and the files. */
interface PairArgs extends PairingChoices {
  input: string;
  players?: string;
  /** --round: the round to pair (default: found from the sheet). */
  round?: number;
  /** False only with --no-reversed-rematch: the WOC preset allows it as a last resort. */
  allowReversedRematch: boolean;
  locale: Locale;
  json: boolean;
  out?: string;
  force: boolean;
  /** --slips: write the result slips sheet too (needs --out). */
  slips: boolean;
}

function intOption(
  v: string | boolean | undefined,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  locale: Locale = "en",
): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== "string" || !/^\d+$/.test(v.trim()) || n < min || n > max) {
    throw new UsageError(pairText(locale, "wholeNumberRange", { name, min, max, value: String(v) }));
  }
  return n;
}

/** The checked options of `pair` (a wrong one is a UsageError: exit 1 with the help). */
export function pairArgs(args: ParsedArgs, locale: Locale = "en"): PairArgs {
  if (args.positionals.length !== 1) {
    throw new UsageError(
      args.positionals.length === 0
        ? standingsText(locale, "giveResultsFile")
        : standingsText(locale, "giveOneResultsFile", {
            count: args.positionals.length,
            files: args.positionals.join(" "),
          }),
    );
  }
  const o = args.options;
  const first = o["first-round"];
  if (first !== undefined && first !== "rating" && first !== "random")
    throw new UsageError(pairText(locale, "firstRoundValue", { value: String(first) }));
  let sameCountryPenalty: number | undefined;
  if (o["same-country-penalty"] !== undefined) {
    const v = o["same-country-penalty"];
    const n = decimalNumber(v);
    if (n === undefined) throw new UsageError(pairText(locale, "penaltyValue", { value: String(v) }));
    sameCountryPenalty = n;
  }
  if (o.slips === true && o.out === undefined) throw new UsageError(pairText(locale, "slipsNeedOut"));
  return {
    input: args.positionals[0],
    players: typeof o.players === "string" ? o.players : undefined,
    round: intOption(o.round, "round", 1, undefined, locale),
    seed: intOption(o.seed, "seed", 0, 0xffffffff, locale),
    firstRound: first as PairArgs["firstRound"],
    allowReversedRematch: o["no-reversed-rematch"] !== true,
    sameCountryPenalty,
    maxColourImbalance: intOption(o["max-colour-imbalance"], "max-colour-imbalance", 1, 999, locale),
    locale,
    json: o.json === true,
    out: typeof o.out === "string" ? o.out : undefined,
    force: o.force === true,
    slips: o.slips === true,
  };
}

/** Command-line flags that switch on a setting the engine says would allow a round. */
const FLAG_OF: Record<string, string> = { reversedColourRematch: "--no-reversed-rematch" };

/** The readable table: Table, Black (pts), White (pts), then the reasons (roundLines: the result and its reasons). */
export function pairingTable(res: PairingSuccess, t: Tournament, locale: Locale): string {
  const L = ROUND_LABELS[locale] ?? ROUND_LABELS.en;
  const who = (name: string, pts: number) => `${name} (${pts})`;
  const lines = roundLines(res, t, locale).map((l) => [
    String(l.table),
    who(l.black, l.blackPoints),
    l.white === null ? L.bye : who(l.white, l.whitePoints ?? 0),
    l.why,
  ]);
  const titles = [L.table, L.black, L.white, L.why];
  const w = [0, 1, 2].map((c) => Math.max(displayWidth(titles[c]), ...lines.map((l) => displayWidth(l[c]))));
  const fmt = (l: string[]) => `${padStart(l[0], w[0])}  ${pad(l[1], w[1])}  ${pad(l[2], w[2])}  ${l[3]}`.trimEnd();
  const out = [L.sheetName(res.round), fmt(titles), ...lines.map(fmt)];
  if (res.seed !== undefined) out.push(`seed ${res.seed}`);
  return out.join("\n") + "\n";
}

/** The --json output: exactly table, black, white (names as written; "BYE" for the bye). */
export function pairingJson(res: PairingSuccess, t: Tournament): string {
  const names = new Map(t.players.map((p) => [p.id, p.name] as const));
  const rows = res.pairs.map((p) => ({
    table: p.table,
    black: names.get(p.black) ?? p.black,
    white: p.white === null ? "BYE" : (names.get(p.white) ?? p.white),
  }));
  return JSON.stringify(rows) + "\n";
}

/** The last row (1-based) holding anything, after which the round's rows go. */
function lastFilledRow(values: unknown[][]): number {
  let last = values.length;
  while (
    last > 0 &&
    (values[last - 1] ?? []).every((v) => v === null || v === undefined || (typeof v === "string" && v.trim() === ""))
  )
    last--;
  return last;
}

/**
 * The copy: the round's rows into the Results sheet (only those cells of the user's sheet change; a table there grows
 * to hold them), and the printable Round sheet (and the slips). Returns the workbook and the sheets' names.
 */
function buildCopy(
  args: PairArgs,
  file: LoadedFile,
  results: SheetInput,
  players: SheetInput | undefined,
  input: PairingInput,
  res: PairingSuccess,
  event?: string,
): { wb: WorkbookWriter; sheetName: string; resultsName: string; slipsName?: string } {
  const wb = outputWorkbook(file);
  let resultsName = results.sheetName;
  if (!file.book || !wb.hasSheet(resultsName)) {
    // CSV input: a new workbook with the CSV as its Results (and Players) sheet.
    resultsName = "Results";
    writePlainSheet(wb, resultsName, results.values);
    if (players) writePlainSheet(wb, "Players", players.values);
  }
  const values = results.values;
  const header = findResultsHeader(values)!;
  const rows = renderPairingRows(res, input.tournament, { header: values[header.row] as unknown[], skipFixed: true });
  const last = lastFilledRow(values);
  const edits: CellEdit[] = [];
  rows.values.forEach((line, i) =>
    line.forEach((v, c) => {
      if (v !== null) edits.push({ row: last + i, col: c, value: v, numFmt: rows.numberFormats[i][c] });
    }),
  );
  // The director's rows: an empty Table cell gets the table the round gave the pair.
  if (header.columns.table !== undefined) {
    const tableOf = new Map(res.pairs.map((p) => [`${p.black}\u0000${p.white}`, p.table] as const));
    for (const fr of input.fixedRows) {
      const t = tableOf.get(`${fr.pair.black}\u0000${fr.pair.white}`);
      if (fr.table === undefined && t !== undefined) edits.push({ row: fr.row, col: header.columns.table, value: t });
    }
  }
  wb.editCells(resultsName, edits);
  wb.growTable(resultsName, header.row + 1, last, rows.values.length);

  const sheet = renderRoundSheet(res, input.tournament, { locale: args.locale });
  // Ours (the round's mark points at it): refreshed; otherwise a new sheet with a free name.
  const target = planRoundSheet(layoutOf(wb), res.round, sheet.name);
  const name = target.sheetName;
  const draft = newDraft(name);
  draft.builder.frozenRows = 1;
  applyPageSetup(draft, sheet.pageSetup, sheet.printArea);
  sheet.values.forEach((line, r) =>
    line.forEach((v, c) => {
      draft.builder.set(r, c, v);
      const why = c === sheet.whyColumn;
      addLook(draft, r, c, {
        numFmt: sheet.numberFormats[r][c],
        size: why ? 10 : sheet.pageSetup.fontSize,
        bold: r === 0,
        ...(why ? { wrap: true, vertical: "top" as const } : {}),
      });
    }),
  );
  // The printed columns are widened for the large type (the Why column is not printed).
  (sheet.columnWidths ?? []).forEach(
    (w, c) =>
      (draft.builder.cols[c] = { width: c === sheet.whyColumn ? w : widthForFont(w, sheet.pageSetup.fontSize) }),
  );
  finish(wb, draft);
  markSheet(wb, target.mark, name);
  const slipsName = args.slips
    ? writeOwnedSheetSpec(
        wb,
        roleMark("slips", res.round),
        renderSlipsSheet(res, input.tournament, { locale: args.locale, event }),
      )
    : undefined;
  return { wb, sheetName: name, resultsName, slipsName };
}

/** A sheet of plain values (a CSV file's rows) in a new workbook. */
function writePlainSheet(wb: WorkbookWriter, name: string, values: unknown[][]): void {
  const draft = newDraft(name);
  values.forEach((row, r) =>
    row.forEach((v, c) => {
      if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") draft.builder.set(r, c, v);
    }),
  );
  finish(wb, draft);
}

async function run(parsed: ParsedArgs, io: CliIO): Promise<number> {
  const args = pairArgs(parsed, ioLocale(io));
  // Where to write (checked before anything is read): a new copy, never over an input, never over
  // another file without --force.
  let out: string | undefined;
  if (args.out !== undefined) {
    const checked = await checkOutput(io.cwd, args.out, {
      locale: args.locale,
      command: "pair",
      flag: "--out",
      inputs: [
        { file: args.input, role: "results" },
        ...(args.players !== undefined ? [{ file: args.players, role: "players" as const }] : []),
      ],
      // The documented in-place form: `pair event.xlsx --out event.xlsx` adds the round to the same workbook.
      inPlace: args.input,
      workbook: args.input,
      force: args.force,
      hasForce: true,
    });
    if ("error" in checked) {
      io.stderr(checked.error);
      return EXIT.INPUT;
    }
    out = checked.path;
  }

  // Read.
  const loaded = await loadTournamentInput(io.cwd, args.input, args.players, ioLocale(io));
  if ("error" in loaded) {
    io.stderr(loaded.error);
    return EXIT.INPUT;
  }
  for (const w of loaded.warnings) io.stderr(`warning: ${w}\n`);
  const { file, results, players } = loaded;
  if (file.tournament) for (const n of file.tournament.summary) io.stderr(`note: ${n}\n`);
  // Planned rounds and language from the workbook's settings (a --locale flag wins).
  const stored = readWorkbookSettings(file.book);
  const byFlag = io.localeSource === "flag";
  const used: SettingKey[] = byFlag ? ["rounds"] : ["rounds", "language"];
  const report = workbookSettingsReport(stored, used, byFlag ? args.locale : (stored.settings.language ?? args.locale));
  if (report.errors.length > 0) {
    io.stderr(`${report.errors.join("\n")}\n${pairText(args.locale, "settingsWrong")}`);
    return EXIT.INPUT;
  }
  if (report.note) io.stderr(`${report.note}\n`);
  args.locale = useWorkbookLocale(io, stored.settings.language);
  const rounds = stored.settings.rounds;
  const input = pairingInputFromSheets({
    results,
    players,
    round: args.round,
    options: rounds === undefined ? undefined : { rounds },
  });
  for (const p of input.problems) io.stderr(`${p.severity}: ${formatPairingProblem(p, args.locale)}\n`);
  const errors = input.problems.filter((p) => p.severity === "error").length;
  if (errors > 0) {
    io.stderr(pairText(args.locale, "errorsStop", { count: errors }));
    return EXIT.INPUT;
  }

  // Pair: a whole round or nothing.
  const paired = pairRound(input.tournament, pairingOptionsFrom(input, args));
  if (!paired.ok) {
    const res = paired;
    const flags = res.error.wouldAllow
      .map((w) => FLAG_OF[w.setting])
      .filter((f): f is string => f !== undefined)
      .map((flag) => pairText(args.locale, "withoutFlag", { flag }));
    io.stderr(
      `${pairingFailureText(res, input.tournament, args.locale)}${flags.length > 0 ? ` (${flags.join(", ")})` : ""}\n`,
    );
    return res.error.code === "NO_COMPLETE_ROUND" ||
      res.error.code === "INVALID_FIXED_PAIR" ||
      res.error.code === "NOBODY_TO_PAIR"
      ? EXIT_NO_ROUND
      : EXIT.INPUT;
  }
  // Tables typed by the director in fixed rows are kept; the others fill the free numbers.
  const res = applyTypedTables(paired, input.fixedRows);

  // Write the copy first: if it fails, print nothing on stdout either.
  let written: { sheetName: string; resultsName: string; slipsName?: string } | undefined;
  if (out !== undefined) {
    const copy = buildCopy(
      args,
      file,
      results,
      players,
      input,
      res,
      stored.settings.event || file.book?.props.title || undefined,
    );
    try {
      await saveWorkbook(copy.wb, out, args.out);
    } catch (e) {
      if (e instanceof FileError) {
        io.stderr(`error: ${e.text(args.locale)}\n`);
        return EXIT.INPUT;
      }
      throw e;
    }
    written = copy;
  }
  io.stdout(args.json ? pairingJson(res, input.tournament) : pairingTable(res, input.tournament, args.locale));
  if (written) {
    io.stderr(
      pairText(args.locale, written.slipsName ? "wroteSlips" : "wrote", {
        out: args.out!,
        round: res.round,
        results: written.resultsName,
        sheet: written.sheetName,
        slips: written.slipsName ?? "",
      }),
    );
  }
  return EXIT.OK;
}

export const pairCommand: Command = {
  name: "pair",
  summary: "Pair the next Swiss round (WOC/PAPP rules) from a results sheet; keeps pairs you fixed.",
  usage: "pair <results.xlsx|results.csv|results.ELO|tournament.json> [options]",
  options: OPTIONS,
  details: [
    "Rows already written for the round without discs or result are pairs you fixed: they are kept",
    'and the rest is completed. Players without games join; players with "Withdrawn after round" are',
    'not paired; an "Absent rounds" column on the Players sheet ("5,6" or "5-7"; 결장 라운드, 欠場回戦)',
    "keeps a player out of those rounds.",
    "",
    "Examples:",
    "  npm run cli -- pair event.xlsx",
    "  npm run cli -- pair results.csv --players players.csv --json",
    "  npm run cli -- pair event.xlsx --out event-round5.xlsx --locale ja",
    "  npm run cli -- pair event.xlsx --out event-round5.xlsx --slips",
    "",
    "A workbook from a Brightwell template (templates/) stores its planned rounds and language in the",
    "Tournament sheet (workbook names Brightwell_Rounds, Brightwell_Language): pair reads them; --locale wins.",
    "",
    "The Round sheet is marked with the workbook name Brightwell_Round_<N>; a sheet of that name",
    'without the mark is never replaced (the new one gets a free name such as "Round 5 (2)").',
    "Exit codes: 0 paired; 1 wrong command line; 2 bad input: every problem is listed on stderr with",
    "its cell address and nothing is written; 3 no complete round under the rules: the blocking",
    "players and the setting (flag) that would allow one are named, nothing is written.",
  ].join("\n"),
  run,
};
