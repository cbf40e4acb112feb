/**
 * "Import a tournament file" (see ./index.ts): the file's games as new Results and Players sheets, and what the
 * command line's `import` keeps too, in the workbook's own place for settings, the Tournament sheet's named cells:
 * the event's name and date, the preset its published list follows, and an .ELO file's country and sender
 * (src/sheets/workbook/importSettings.ts). One read sync, one write sync.
 */
import type { ExcelHost } from "../../src/excel/host";
import { readBlocks } from "../../src/excel/read";
import { writeImport } from "../../src/excel/write";
import type { Tournament } from "../../src/engine";
import { contentOf, freeSheetName, tournamentToSheets } from "../../src/sheets";
import { planImportSettings, SETTING_NAMES, type ImportedEvent } from "../../src/sheets/workbook";
import { readTournamentBytes, readTournamentText, TournamentFileError } from "../../src/formats/load";
import { eloHeaderOf, type EloExportHeader } from "../../src/formats/eloEvent";
import type { CarriedSettings } from "../../src/formats/eloCheck";
import type { Locale } from "../../src/i18n/locale";
import { errorText } from "../../src/i18n/errors";
import type { NotResultsReason } from "../../src/vocabulary";
import { settingsOf, SETTING_NAME_LIST } from "./settings";

// ---------------------------------------------------------------------------------------------
// Import a tournament file
// ---------------------------------------------------------------------------------------------

export type ParsedFile =
  | {
      kind: "ftd" | "elo";
      tournament: Tournament;
      notes: string[];
      settings: CarriedSettings;
      /** An .ELO file's header lines (tournament, country, date, sender; the date from the file name without one). */
      header?: EloExportHeader;
    }
  | { kind: "unknown" }
  /** Not a tournament file at all (binary data, another format, cut short …): the reason, to say in the pane's language. */
  | { kind: "not-results"; reason: NotResultsReason }
  | { kind: "error"; message: string };

/**
 * Recognise and read a chosen file (its bytes: the encoding is found as the command line finds it)
 * or pasted text: a FlipTheDisc JSON export or a WOF .ELO file, through the one loader
 * (src/formats/load.ts). `notes` is the import summary (grouped, with lines); `settings` the
 * standings settings the file's published list follows; `header` an .ELO file's header lines (`fileName`, the chosen
 * file's, gives the date of an archive file "YYYYMMDD_…" without a %%Date line). Errors name the place in the file; a
 * file that is no tournament file at all (src/formats/elo/judge.ts) is "not-results" with its reason. The notes and the
 * error are in `locale` (the pane's language).
 */
export function parseTournamentFile(input: string | Uint8Array, fileName = "", locale: Locale = "en"): ParsedFile {
  if (typeof input === "string" && input.replace(/^\uFEFF/, "").trim() === "") return { kind: "unknown" };
  try {
    const loaded =
      typeof input === "string" ? readTournamentText(input, [], locale) : readTournamentBytes(input, locale);
    return {
      kind: loaded.kind,
      tournament: loaded.tournament,
      notes: loaded.summary,
      settings: loaded.settings,
      ...(loaded.elo ? { header: eloHeaderOf(loaded.elo, fileName) } : {}),
    };
  } catch (e) {
    if (e instanceof TournamentFileError && e.reason) return { kind: "not-results", reason: e.reason };
    if (e instanceof TournamentFileError) return { kind: "error", message: e.text(locale) };
    return { kind: "error", message: errorText(e, locale) };
  }
}

export interface ImportOutcome {
  kind: "imported";
  resultsSheet: string;
  playersSheet: string;
  players: number;
  games: number;
  /** The Tournament sheet holding the file's settings: made by the import, or the one there (filled). */
  tournamentSheet?: { sheet: string; created: boolean };
}

/** The Tournament sheet holds another event (its Event cell): nothing was written. */
export interface ImportRefused {
  kind: "other-event";
  event: string;
  /** The Event cell ("Tournament!B3"). */
  address: string;
}

/** What the file says of the event besides its games (ParsedFile's settings and header), and the pane's language. */
export interface ImportCarried {
  settings: CarriedSettings;
  header?: EloExportHeader;
  /** The language of a new Tournament sheet. */
  locale: Locale;
}

/** The settings the Tournament sheet takes from a file. */
function importedEvent(tournament: Tournament, carried: ImportCarried): ImportedEvent {
  const h = carried.header ?? {};
  return {
    event: h.tournament ?? tournament.name,
    date: h.date,
    preset: carried.settings.preset,
    rounds: tournament.games.reduce((m, g) => Math.max(m, g.round), 1),
    country: h.country,
    sender: h.sender,
  };
}

/**
 * Write the tournament as NEW Results and Players sheets (free names; nothing is overwritten) and, with `carried`,
 * its settings on the Tournament sheet: a new one when the workbook has none, else the one there when it holds no
 * event or this one. A Tournament sheet of another event is never changed: the import is refused, nothing written.
 */
export async function importTournament(host: ExcelHost, tournament: Tournament): Promise<ImportOutcome>;
export async function importTournament(
  host: ExcelHost,
  tournament: Tournament,
  carried: ImportCarried,
): Promise<ImportOutcome | ImportRefused>;
export async function importTournament(
  host: ExcelHost,
  tournament: Tournament,
  carried?: ImportCarried,
): Promise<ImportOutcome | ImportRefused> {
  const sheets = tournamentToSheets(tournament);
  const read = await readBlocks(host, { sheets: [], namedCells: SETTING_NAME_LIST, sheetOfName: SETTING_NAMES.preset });
  const existing = read.sheets.map((s) => s.name);
  const resultsSheet = freeSheetName("Results", existing);
  const playersSheet = freeSheetName("Players", [...existing, resultsSheet]);
  const plan = carried
    ? planImportSettings({
        event: importedEvent(tournament, carried),
        existing: settingsOf(read.namedCells),
        settingsBlock: read.namedSheet ?? undefined,
        language: carried.locale,
        playersSheet,
        sheets: [...existing, resultsSheet, playersSheet],
        names: read.names ?? [],
      })
    : undefined;
  if (plan?.kind === "other-event") return plan;
  const newSheets = [
    { sheetName: resultsSheet, content: contentOf(sheets.results) },
    { sheetName: playersSheet, content: contentOf(sheets.players) },
  ];
  await writeImport(host, newSheets, plan ?? { kind: "update", sheet: "", cells: [], styles: [], names: [] });
  return {
    kind: "imported",
    resultsSheet,
    playersSheet,
    players: tournament.players.length,
    games: tournament.games.length,
    ...(plan
      ? {
          tournamentSheet: {
            sheet: plan.kind === "create" ? plan.sheet.name : plan.sheet,
            created: plan.kind === "create",
          },
        }
      : {}),
  };
}
