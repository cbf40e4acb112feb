/**
 * `pair`: pair the next Swiss round from a results workbook or CSV (issue 4, command line).
 *
 *   npm run cli -- pair <results.xlsx|results.csv> [--players players.csv] [--round N] [--seed S]
 *                       [--first-round rating|random] [--allow-reversed-rematch]
 *                       [--same-country-penalty N] [--locale en|ko|ja] [--json] [--out file.xlsx]
 *
 * Reads the Results (and Players) sheet with src/sheets/round.ts (rows already written for the round
 * without a result are pairs fixed by the director; "Absent rounds" on the Players sheet), pairs with
 * the engine (WOC/PAPP settings), and prints the round:
 *   --json   exactly [{"table":1,"black":"…","white":"…"}, …] (names as written; "BYE" for the bye)
 *   else     a readable table with each pair's reasons (in --locale).
 * --out writes a COPY of the workbook (never the input file; never an existing file): the new rows of
 * the round appended to the Results sheet (empty Table cells of the director's rows filled in) and a
 * printable "Round N" sheet. The tool creates that sheet and never replaces a sheet of that name:
 * when one exists, the new sheet gets a free name ("Round 5 (2)").
 *
 * Exit codes: 0 done; 2 bad input or options (every problem with its cell address on stderr,
 * nothing written); 3 no complete round under the rules (stderr names the blocking players and the
 * setting that would allow it; nothing written, never a partial round).
 *
 * Deviation from the WOC preset, on purpose: from the command line a rematch with colours reversed
 * is NOT made unless --allow-reversed-rematch is given (then it costs PAPP's 5,000,000, a last
 * resort). A director running a small event sees the impossible round and decides; the add-in's
 * WOC preset keeps PAPP's default.
 */
import { existsSync, readFileSync } from "fs";
import { basename, extname, resolve } from "path";
import ExcelJS from "exceljs";
import { pairRound, type PairingOptions, type PairingSuccess } from "../../engine/pairing";
import type { Tournament } from "../../engine/model";
import {
  detectSheets,
  findResultsHeader,
  formatPairingProblem,
  pairingFailureText,
  pairingInputFromSheets,
  parseCsv,
  renderPairingRows,
  renderRoundSheet,
  type Locale,
  type PairingInput,
  type SheetInput,
} from "../../sheets";

/** Where the command writes; the CLI's main passes process streams, tests pass collectors. */
export interface PairIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Directory relative paths are resolved against (default: process.cwd()). */
  cwd?: string;
}

export const PAIR_HELP = `Usage: npm run cli -- pair <results.xlsx|results.csv> [options]

Pair the next Swiss round the World Othello Championship way (PAPP penalties, one minimum-penalty
matching of the whole round). Rows already written for the round without discs or result are
pairs fixed by you: they are kept and the rest is completed. Players without games join; players
with a "Withdrawn after round" are not paired; an "Absent rounds" column on the Players sheet
(e.g. "5,6" or "5-7"; 결장 라운드, 欠場回戦) keeps a player out of those rounds.

Options:
  --players <file.csv>        Players sheet as CSV (ID, Name, Country, Rating, Withdrawn after round,
                              Absent rounds). In an .xlsx the Players sheet is found by name or headers.
  --round <N>                 Round to pair (default: the round after the last complete one, or the
                              last round when it has only pairs you fixed).
  --first-round rating|random Round 1: top half against bottom half by rating (default), or drawn.
  --seed <S>                  Seed of a random first round (the seed used is printed).
  --allow-reversed-rematch    Allow a rematch with colours reversed as a last resort (PAPP 5,000,000).
                              Without it no rematch is ever made.
  --same-country-penalty <N>  Penalty for two players of the same country, every round (default:
                              PAPP's 2 in round 1 only).
  --locale en|ko|ja           Language of the reasons, messages and the Round sheet (default en).
  --json                      Print [{"table":1,"black":"…","white":"…"}, …] ("BYE" for the bye).
  --out <file.xlsx>           Write a copy of the workbook with the round's rows added to the Results
                              sheet and a printable "Round N" sheet (a new file; the input is not touched).
  --help                      This text.

Exit codes: 0 paired; 2 bad input (every problem with its cell); 3 no complete round (the blocking
players and the setting that would allow one are named).
`;

interface PairArgs {
  input: string;
  players?: string;
  round?: number;
  seed?: number;
  firstRound?: "rating" | "random";
  allowReversedRematch: boolean;
  sameCountryPenalty?: number;
  locale: Locale;
  json: boolean;
  out?: string;
}

/** Parse the arguments after "pair"; a string is a usage error. */
export function parsePairArgs(argv: readonly string[]): PairArgs | { help: true } | string {
  const a: Partial<PairArgs> & { allowReversedRematch: boolean; json: boolean; locale: Locale } = {
    allowReversedRematch: false,
    json: false,
    locale: "en",
  };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string | undefined => (inline !== undefined ? inline : argv[++i]);
    const int = (v: string | undefined, what: string, min: number): number | string => {
      const n = v === undefined ? NaN : Number(v);
      return Number.isInteger(n) && n >= min && v!.trim() !== "" ? n : `${what} must be a whole number ${min} or more, found "${v ?? ""}".`;
    };
    switch (name) {
      case "--help":
      case "-h":
        return { help: true };
      case "--json":
        a.json = true;
        break;
      case "--allow-reversed-rematch":
        a.allowReversedRematch = true;
        break;
      case "--players":
      case "--out": {
        const v = value();
        if (!v) return `${name} needs a file name.`;
        if (name === "--players") a.players = v;
        else a.out = v;
        break;
      }
      case "--round": {
        const n = int(value(), "--round", 1);
        if (typeof n === "string") return n;
        a.round = n;
        break;
      }
      case "--seed": {
        const n = int(value(), "--seed", 0);
        if (typeof n === "string") return n;
        if (n > 0xffffffff) return `--seed must be at most ${0xffffffff}, found ${n}.`;
        a.seed = n;
        break;
      }
      case "--same-country-penalty": {
        const v = value();
        const n = v === undefined || v.trim() === "" ? NaN : Number(v);
        if (!Number.isFinite(n) || n < 0) return `--same-country-penalty must be a number 0 or more, found "${v ?? ""}".`;
        a.sameCountryPenalty = n;
        break;
      }
      case "--first-round": {
        const v = value();
        if (v !== "rating" && v !== "random") return `--first-round must be "rating" or "random", found "${v ?? ""}".`;
        a.firstRound = v;
        break;
      }
      case "--locale": {
        const v = value();
        if (v !== "en" && v !== "ko" && v !== "ja") return `--locale must be en, ko or ja, found "${v ?? ""}".`;
        a.locale = v;
        break;
      }
      default:
        if (arg.startsWith("-")) return `Unknown option ${arg}. See: npm run cli -- pair --help`;
        positional.push(arg);
    }
  }
  if (positional.length === 0) return "Give the results file: npm run cli -- pair <results.xlsx|results.csv>";
  if (positional.length > 1) return `One results file only, found: ${positional.join(", ")}.`;
  return { ...a, input: positional[0] } as PairArgs;
}

/** A worksheet's values as a 0-based 2-D array starting at A1 (exceljs cell objects kept for readCell). */
function sheetValues(ws: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  const cols = ws.columnCount;
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const line: unknown[] = [];
    for (let c = 1; c <= cols; c++) line.push(row.getCell(c).value);
    out.push(line);
  }
  return out;
}

function readCsvSheet(path: string): SheetInput {
  const name = basename(path);
  return { sheetName: name, values: parseCsv(readFileSync(path, "utf8")) };
}

interface Loaded {
  results: SheetInput;
  players?: SheetInput;
  workbook?: ExcelJS.Workbook;
}

async function load(args: PairArgs, cwd: string): Promise<Loaded | string> {
  const path = resolve(cwd, args.input);
  if (!existsSync(path)) return `${args.input}: file not found.`;
  let players: SheetInput | undefined;
  if (args.players) {
    const pp = resolve(cwd, args.players);
    if (!existsSync(pp)) return `${args.players}: file not found.`;
    players = readCsvSheet(pp);
  }
  const ext = extname(path).toLowerCase();
  if (ext === ".csv" || ext === ".txt") return { results: readCsvSheet(path), players };
  if (ext !== ".xlsx") return `${args.input}: expected an .xlsx or .csv file.`;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch (e) {
    return `${args.input}: not a readable .xlsx workbook (${(e as Error).message}).`;
  }
  const sheets = workbook.worksheets.map((ws) => ({ name: ws.name, values: sheetValues(ws) }));
  const found = detectSheets(sheets);
  if (!found.results) {
    return `${args.input}: no sheet holds results (a sheet named Results, or one with the columns Round, Black, Black discs, White discs, White). Add the results or name the sheet "Results".`;
  }
  const results = sheets.find((s) => s.name === found.results)!;
  if (!players && found.players) {
    const p = sheets.find((s) => s.name === found.players)!;
    players = { sheetName: p.name, values: p.values };
  }
  return { results: { sheetName: results.name, values: results.values }, players, workbook };
}

function pairingOptions(args: PairArgs, input: PairingInput): PairingOptions {
  const settings: PairingOptions["settings"] = {
    reversedColourRematch: args.allowReversedRematch ? 5_000_000 : "forbidden",
  };
  if (args.sameCountryPenalty !== undefined) settings.sameCountry = new Array(input.round).fill(args.sameCountryPenalty);
  const options: PairingOptions = { round: input.round, absent: input.absent, fixedPairs: input.fixedPairs, settings };
  if (args.firstRound) options.firstRound = args.firstRound;
  if (args.seed !== undefined) options.seed = args.seed;
  return options;
}

/** Command-line flags that switch on a setting the engine says would allow a round. */
const FLAG_OF: Record<string, string> = { reversedColourRematch: "--allow-reversed-rematch" };

/** Display width of a string (East Asian characters count two). */
function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u11FF\u2E80-\uA4CF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFF60]/.test(ch) ? 2 : 1;
  return w;
}
const pad = (s: string, w: number) => s + " ".repeat(Math.max(0, w - displayWidth(s)));
const padStart = (s: string, w: number) => " ".repeat(Math.max(0, w - displayWidth(s))) + s;

/** The readable table: Table, Black (pts), White (pts), then the reasons. */
export function pairingTable(res: PairingSuccess, t: Tournament, locale: Locale): string {
  const sheet = renderRoundSheet(res, t, { locale });
  const [head, ...rows] = sheet.values;
  const who = (name: unknown, pts: unknown) => (pts === null ? String(name) : `${String(name)} (${String(pts)})`);
  const lines = rows.map((r) => [String(r[0]), who(r[1], r[2]), who(r[3], r[4]), String(r[5])]);
  const titles = [String(head[0]), String(head[1]), String(head[3]), String(head[5])];
  const w = [0, 1, 2].map((c) => Math.max(displayWidth(titles[c]), ...lines.map((l) => displayWidth(l[c]))));
  const fmt = (l: string[]) => `${padStart(l[0], w[0])}  ${pad(l[1], w[1])}  ${pad(l[2], w[2])}  ${l[3]}`.trimEnd();
  const out = [sheet.name, fmt(titles), ...lines.map(fmt)];
  if (res.seed !== undefined) out.push(`seed ${res.seed}`);
  return out.join("\n") + "\n";
}

/** The --json output: exactly table, black, white (names as written; "BYE" for the bye). */
export function pairingJson(res: PairingSuccess, t: Tournament): string {
  const names = new Map(t.players.map((p) => [p.id, p.name] as const));
  const rows = res.pairs.map((p) => ({ table: p.table, black: names.get(p.black) ?? p.black, white: p.white === null ? "BYE" : names.get(p.white) ?? p.white }));
  return JSON.stringify(rows) + "\n";
}

/** A sheet name not in `existing`: base, then "base (2)", "base (3)" … (Excel compares case-insensitively). */
function freeName(base: string, existing: string[]): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) {
    const name = `${base} (${k})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** Write the copy: the round's rows into the Results sheet, and the printable Round sheet. */
async function writeOut(args: PairArgs, cwd: string, loaded: Loaded, input: PairingInput, res: PairingSuccess): Promise<string> {
  const wb = loaded.workbook ?? new ExcelJS.Workbook();
  let results = loaded.workbook ? wb.getWorksheet(loaded.results.sheetName)! : undefined;
  if (!results) {
    // CSV input: the new workbook gets the CSV as its Results (and Players) sheet.
    results = wb.addWorksheet("Results");
    for (const row of loaded.results.values) results.addRow(row as ExcelJS.CellValue[]);
    if (loaded.players) {
      const ps = wb.addWorksheet(freeName("Players", wb.worksheets.map((w) => w.name)));
      for (const row of loaded.players.values) ps.addRow(row as ExcelJS.CellValue[]);
    }
  }
  const values = loaded.results.values;
  const header = findResultsHeader(values)!;
  const rows = renderPairingRows(res, input.tournament, { header: values[header.row] as unknown[], skipFixed: true });
  // After the last row holding anything.
  let last = values.length;
  while (last > 0 && (values[last - 1] ?? []).every((v) => v === null || v === undefined || (typeof v === "string" && v.trim() === ""))) last--;
  rows.values.forEach((line, i) => {
    const row = results!.getRow(last + i + 1);
    line.forEach((v, c) => {
      if (v === null) return;
      const cell = row.getCell(c + 1);
      cell.numFmt = rows.numberFormats[i][c];
      cell.value = v;
    });
    row.commit();
  });
  // The director's rows: fill an empty Table cell with the table the round gave them.
  if (header.columns.table !== undefined) {
    const tableOf = new Map(res.pairs.map((p) => [`${p.black}\u0000${p.white}`, p.table] as const));
    for (const fr of input.fixedRows) {
      if (fr.table !== undefined) continue;
      const t = tableOf.get(`${fr.pair.black}\u0000${fr.pair.white}`);
      if (t !== undefined) results.getRow(fr.row + 1).getCell(header.columns.table + 1).value = t;
    }
  }

  const sheet = renderRoundSheet(res, input.tournament, { locale: args.locale });
  const name = freeName(sheet.name, wb.worksheets.map((w) => w.name));
  const ws = wb.addWorksheet(name, {
    pageSetup: {
      orientation: sheet.pageSetup.orientation,
      fitToPage: true,
      fitToWidth: sheet.pageSetup.fitToWidth,
      fitToHeight: sheet.pageSetup.fitToHeight,
      printArea: sheet.printArea,
      printTitlesRow: sheet.pageSetup.printTitleRows,
      horizontalCentered: sheet.pageSetup.horizontalCentered,
      paperSize: 9, // A4
    },
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.values.forEach((line, r) => {
    const row = ws.getRow(r + 1);
    line.forEach((v, c) => {
      const cell = row.getCell(c + 1);
      cell.numFmt = sheet.numberFormats[r][c];
      cell.value = v;
      const why = c === sheet.whyColumn;
      cell.font = { size: why ? 10 : sheet.pageSetup.fontSize, bold: r === 0 };
      if (why) cell.alignment = { wrapText: true, vertical: "top" };
    });
    row.commit();
  });
  (sheet.columnWidths ?? []).forEach((w, c) => (ws.getColumn(c + 1).width = w));
  const outPath = resolve(cwd, args.out!);
  await wb.xlsx.writeFile(outPath);
  return name;
}

/** Run `pair` with the arguments after the command name. Returns the exit code. */
export async function runPair(argv: readonly string[], io: PairIo): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  const args = parsePairArgs(argv);
  if (typeof args === "string") {
    io.stderr(`${args}\n`);
    return 2;
  }
  if ("help" in args) {
    io.stdout(PAIR_HELP);
    return 0;
  }
  if (args.out !== undefined) {
    const out = resolve(cwd, args.out);
    if (extname(out).toLowerCase() !== ".xlsx") {
      io.stderr(`--out ${args.out}: the copy is written as .xlsx; give a file name ending in .xlsx.\n`);
      return 2;
    }
    if (out === resolve(cwd, args.input) || existsSync(out)) {
      io.stderr(`--out ${args.out}: the file exists. The tool writes a new copy and never replaces a file; give a new name or delete it.\n`);
      return 2;
    }
  }
  const loaded = await load(args, cwd);
  if (typeof loaded === "string") {
    io.stderr(`${loaded}\n`);
    return 2;
  }
  const input = pairingInputFromSheets({ results: loaded.results, players: loaded.players, round: args.round });
  const errors = input.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    io.stderr(`${errors.length} problem(s) in the input; nothing was paired:\n`);
    for (const p of input.problems) io.stderr(`${p.severity === "warning" ? "warning: " : ""}${formatPairingProblem(p, args.locale)}\n`);
    return 2;
  }
  for (const p of input.problems) io.stderr(`warning: ${formatPairingProblem(p, args.locale)}\n`);

  const res = pairRound(input.tournament, pairingOptions(args, input));
  if (!res.ok) {
    io.stderr(`${pairingFailureText(res, input.tournament, args.locale)}\n`);
    const flags = res.error.wouldAllow.map((w) => FLAG_OF[w.setting]).filter((f): f is string => f !== undefined);
    if (flags.length > 0) io.stderr(`(${flags.join(", ")})\n`);
    return res.error.code === "NO_COMPLETE_ROUND" || res.error.code === "INVALID_FIXED_PAIR" ? 3 : 2;
  }

  io.stdout(args.json ? pairingJson(res, input.tournament) : pairingTable(res, input.tournament, args.locale));
  if (args.out !== undefined) {
    const name = await writeOut(args, cwd, loaded, input, res);
    io.stderr(`Wrote ${args.out}: round ${res.round} added to ${loaded.workbook ? loaded.results.sheetName : "Results"}, sheet "${name}".\n`);
  }
  return 0;
}
