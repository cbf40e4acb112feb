/**
 * "New tournament" and "Sort players by rating" (see ./index.ts).
 *
 * New tournament: readLayout (1 sync: sheet names, workbook names) → newTournamentSheetNames (free names: a
 * sheet the add-in did not make is never replaced) → newTournamentWorkbook (the definition: Tournament
 * settings, Players, [Ratings,] Results, live Standings, entry aids, names) → addSheetSpecs (1 sync). A
 * workbook that already holds a tournament (its names point at existing sheets) is refused: nothing written.
 */
import type { ExcelHost } from "../../src/excel/host";
import { readLayout, readUsedRange } from "../../src/excel/read";
import { addSheetSpecs } from "../../src/excel/spec";
import { sortRows } from "../../src/excel/write";
import type { PresetId } from "../../src/engine";
import { columnLetters, findPlayersHeader, parseTopLeft, quoteSheetName } from "../../src/sheets";
import { sheetOfFormula } from "../../src/sheets/ownership";
import {
  newTournamentSheetNames,
  newTournamentWorkbook,
  parseSettings,
  settingEntriesFromNames,
  type ParsedSettings,
  type SheetRole,
  type WorkbookSpec,
} from "../../src/sheets/workbook";
import { cachedValues } from "../../src/sheets/workbook";
import type { Locale } from "../../src/i18n/locale";

export interface NewTournamentRequest {
  /** The event's name. */
  name: string;
  /** First day, yyyy-mm-dd. */
  date?: string;
  /** Planned number of rounds (1–99). */
  rounds: number;
  preset: PresetId;
  /** Language of the sheets (names, headers, messages of the entry aids) and of the settings. */
  language: Locale;
  /** Also an empty Ratings sheet (the rating list). */
  ratings?: boolean;
  /** The Brightwell site the pane was loaded from, named on the sheets for readers without the add-in. */
  site?: string;
}

/** The sheets a new tournament made, by role. */
export type TournamentSheets = Partial<Record<Exclude<SheetRole, "slips" | "instructions">, string>>;

export type NewTournamentOutcome =
  /** The workbook already holds a tournament: these names point at its sheets. Nothing written. */
  | { kind: "exists"; taken: { name: string; sheet: string }[] }
  | {
      kind: "created";
      sheets: TournamentSheets;
      /** Sheets that got another name because one of that name was there ("Results (2)"). */
      renamed: { base: string; sheet: string }[];
      /** Every sheet of the workbook now, in tab order. */
      allSheets: string[];
      /** The settings as written (read back through the names, as the pane reads them later). */
      settings: ParsedSettings;
    };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Create the tournament's sheets in the current workbook: one read sync, one write sync. */
export async function newTournamentInWorkbook(
  host: ExcelHost,
  request: NewTournamentRequest,
): Promise<NewTournamentOutcome> {
  const layout = await readLayout(host);
  const existing = layout.sheets.map((s) => s.name);
  const names = newTournamentSheetNames(request.language, existing);
  const wanted = newTournamentSheetNames(request.language);
  const spec: WorkbookSpec = newTournamentWorkbook({
    name: request.name,
    date: request.date,
    rounds: request.rounds,
    preset: request.preset,
    language: request.language,
    ratings: request.ratings,
    sheetNames: names,
    site: request.site,
  });

  // A name of the definition that is already there: refused while it points at an existing sheet (the
  // workbook holds a tournament); replaced when it is left over from a deleted sheet.
  const taken: { name: string; sheet: string }[] = [];
  const replaceNames: string[] = [];
  for (const n of spec.names) {
    const there = layout.names.find((x) => same(x.name, n.name));
    if (!there) continue;
    const sheet = sheetOfFormula(there.formula);
    const live = sheet !== undefined ? layout.sheets.find((s) => same(s.name, sheet)) : undefined;
    if (live) taken.push({ name: there.name, sheet: live.name });
    else replaceNames.push(there.name);
  }
  if (taken.length > 0) return { kind: "exists", taken };

  await addSheetSpecs(host, spec, { replaceNames, start: { sheet: names.players, cell: "A2" } });

  const sheets: TournamentSheets = {};
  const renamed: { base: string; sheet: string }[] = [];
  for (const s of spec.sheets) {
    if (s.role === "slips" || s.role === "instructions") continue;
    sheets[s.role] = s.name;
    if (s.name !== wanted[s.role]) renamed.push({ base: wanted[s.role], sheet: s.name });
  }
  // The settings as the pane will read them: through the names, from the cells just written.
  const values = new Map(spec.sheets.map((s) => [s.name.toLowerCase(), cachedValues(s)] as const));
  const settings = parseSettings(
    settingEntriesFromNames(spec.names, (sheet, cell) => {
      const { row, col } = parseTopLeft(cell);
      return values.get(sheet.toLowerCase())?.[row]?.[col] ?? null;
    }),
  );
  return { kind: "created", sheets, renamed, allSheets: [...existing, ...spec.sheets.map((s) => s.name)], settings };
}

// ---------------------------------------------------------------------------------------------
// Sort players by rating
// ---------------------------------------------------------------------------------------------

export type SortOutcome =
  | { kind: "missing-sheet"; sheet: string }
  /** No Players header (Name …) on the sheet. */
  | { kind: "no-header"; sheet: string }
  /** The header has no Rating column: `header` is where it was looked for ("Players!A1:F1"). */
  | { kind: "no-rating"; sheet: string; header: string }
  /** Fewer than two players: nothing to sort. */
  | { kind: "nothing"; sheet: string }
  /** Sorted, highest rating first (players without a rating last; equal ratings by name); `address` = the rows sorted. */
  | { kind: "sorted"; sheet: string; players: number; address: string };

/**
 * Sort the Players sheet by rating, highest first, as round 1 pairs them (top half against bottom half): one
 * read sync (the used range, to find the header and the last row), one write sync (Excel's sort moves each
 * row whole). Ties and missing ratings: by name. Nothing is written when there is nothing to sort.
 */
export async function sortPlayersByRating(host: ExcelHost, playersSheet: string): Promise<SortOutcome> {
  const block = await readUsedRange(host, playersSheet);
  if (!block) return { kind: "missing-sheet", sheet: playersSheet };
  const header = findPlayersHeader(block.values);
  if (!header) return { kind: "no-header", sheet: playersSheet };
  const origin = parseTopLeft(block.address);
  const width = Math.max(0, ...block.values.map((r) => r.length));
  const top = origin.row + header.row + 1; // 1-based row of the header
  const headerAddress = `${quoteSheetName(playersSheet)}!${columnLetters(origin.col)}${top}:${columnLetters(origin.col + width - 1)}${top}`;
  const rating = header.columns.rating;
  if (rating === undefined) return { kind: "no-rating", sheet: playersSheet, header: headerAddress };
  const name = header.columns.name!;
  const rows = block.values.slice(header.row + 1);
  const players = rows.filter((r) => r.some((v) => v !== null && v !== undefined && v !== "")).length;
  if (players < 2) return { kind: "nothing", sheet: playersSheet };
  const address = `${columnLetters(origin.col)}${top}:${columnLetters(origin.col + width - 1)}${origin.row + block.values.length}`;
  await sortRows(host, playersSheet, address, [
    { key: rating, ascending: false },
    { key: name, ascending: true },
  ]);
  return { kind: "sorted", sheet: playersSheet, players, address: `${quoteSheetName(playersSheet)}!${address}` };
}
