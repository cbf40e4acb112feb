/** "Import a tournament file" (see ./index.ts). */
import type { ExcelHost } from "../../src/excel/host";
import { listSheets } from "../../src/excel/read";
import { addSheets } from "../../src/excel/write";
import type { Tournament } from "../../src/engine";
import { contentOf, freeSheetName, tournamentToSheets } from "../../src/sheets";
import { parseFtdJson } from "../../src/formats/flipTheDisc";
import { parseEloFile } from "../../src/formats/elo";

// ---------------------------------------------------------------------------------------------
// Import a tournament file
// ---------------------------------------------------------------------------------------------

export type ParsedFile =
  | { kind: "ftd" | "elo"; tournament: Tournament; notes: string[] }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

/**
 * Recognise and parse a pasted or chosen file: FlipTheDisc JSON (an object with players_list) or a
 * WOF .ELO file (%_% player lines). Errors name the place in the file (the parsers do).
 */
export function parseTournamentFile(text: string): ParsedFile {
  const body = text.replace(/^\uFEFF/, "").trim();
  if (body === "") return { kind: "unknown" };
  try {
    if (body.startsWith("{")) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (e) {
        return { kind: "error", message: `JSON: ${e instanceof Error ? e.message : String(e)}` };
      }
      if (!json || typeof json !== "object" || !("players_list" in (json as object))) return { kind: "unknown" };
      const ftd = parseFtdJson(json);
      return { kind: "ftd", tournament: ftd.tournament, notes: ftd.warnings };
    }
    if (/^%_%/m.test(body)) {
      const elo = parseEloFile(body);
      return { kind: "elo", tournament: elo.tournament, notes: elo.warnings };
    }
  } catch (e) {
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
  return { kind: "unknown" };
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
