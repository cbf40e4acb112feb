/** "Import a tournament file" (see ./index.ts). */
import type { ExcelHost } from "../../src/excel/host";
import { listSheets } from "../../src/excel/read";
import { addSheets } from "../../src/excel/write";
import type { Tournament } from "../../src/engine";
import { contentOf, freeSheetName, tournamentToSheets } from "../../src/sheets";
import { readTournamentBytes, readTournamentText, TournamentFileError } from "../../src/formats/load";
import type { CarriedSettings } from "../../src/formats/eloCheck";

// ---------------------------------------------------------------------------------------------
// Import a tournament file
// ---------------------------------------------------------------------------------------------

export type ParsedFile =
  | { kind: "ftd" | "elo"; tournament: Tournament; notes: string[]; settings: CarriedSettings }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

/**
 * Recognise and read a chosen file (its bytes: the encoding is found as the command line finds it)
 * or pasted text: a FlipTheDisc JSON export or a WOF .ELO file, through the one loader
 * (src/formats/load.ts). `notes` is the import summary (grouped, with lines); `settings` the
 * standings settings the file's published list follows. Errors name the place in the file.
 */
export function parseTournamentFile(input: string | Uint8Array): ParsedFile {
  if (typeof input === "string" && input.replace(/^\uFEFF/, "").trim() === "") return { kind: "unknown" };
  try {
    const loaded = typeof input === "string" ? readTournamentText(input) : readTournamentBytes(input);
    return { kind: loaded.kind, tournament: loaded.tournament, notes: loaded.summary, settings: loaded.settings };
  } catch (e) {
    if (e instanceof TournamentFileError && /^neither a FlipTheDisc/.test(e.message)) return { kind: "unknown" };
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
}

export interface ImportOutcome {
  resultsSheet: string;
  playersSheet: string;
  players: number;
  games: number;
}

/** Write the tournament as NEW Results and Players sheets (free names; nothing is overwritten). */
export async function importTournament(host: ExcelHost, tournament: Tournament): Promise<ImportOutcome> {
  const sheets = tournamentToSheets(tournament);
  const existing = (await listSheets(host)).map((s) => s.name);
  const resultsSheet = freeSheetName("Results", existing);
  const playersSheet = freeSheetName("Players", [...existing, resultsSheet]);
  await addSheets(host, [
    { sheetName: resultsSheet, content: contentOf(sheets.results) },
    { sheetName: playersSheet, content: contentOf(sheets.players) },
  ]);
  return { resultsSheet, playersSheet, players: tournament.players.length, games: tournament.games.length };
}
