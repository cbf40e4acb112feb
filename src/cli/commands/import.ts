/**
 * `import <file.json|file.ELO> --out results.xlsx`: a FlipTheDisc tournament export or a WOF .ELO
 * results file → a workbook with a Results sheet (one row per game) and a Players sheet, both Excel
 * tables, ready for `standings`. The tournament name goes into the workbook's Title property.
 */
import { promises as fs } from "fs";
import * as path from "path";
import type { Tournament } from "../../engine";
import { EloFormatError, parseEloFile } from "../../formats/elo";
import { FtdFormatError, parseFtdJson } from "../../formats/flipTheDisc";
import { tournamentToSheets } from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, type CliIO } from "../io";
import type { Command } from "../registry";
import { decodeText } from "../../formats/decode";
import { checkOutput, fsErrorText } from "../files";
import { FileError, newWorkbook, saveWorkbook, writeTableSheet } from "../workbook";

/** Column formats of the imported sheets: names and ids as text ("@"), numbers as integers. */
function formats(values: unknown[][], textCols: number[]): string[][] {
  return values.map((row, r) => row.map((_, c) => (r === 0 || textCols.includes(c) ? "@" : "General")));
}

function widths(values: unknown[][]): number[] {
  return values[0].map((_, c) => Math.min(40, Math.max(6, ...values.map((row) => String(row[c] ?? "").length)) + 2));
}

/** Read a tournament file by its content (JSON object → FlipTheDisc; "%" lines → WOF .ELO). */
export function readTournamentFile(text: string, file: string): { tournament: Tournament; notes: string[] } {
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (trimmed.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (e) {
      throw new FileError(`${file}: not valid JSON (${e instanceof Error ? e.message : String(e)}). Export the tournament from FlipTheDisc again.`);
    }
    const ftd = parseFtdJson(json as never);
    const notes = [...ftd.warnings];
    if (ftd.skippedPlayoffGames > 0) notes.push(`${ftd.skippedPlayoffGames} play-off game(s) after the Swiss rounds are not imported.`);
    return { tournament: ftd.tournament, notes };
  }
  if (trimmed.startsWith("%")) {
    const elo = parseEloFile(text);
    const notes = [...elo.warnings];
    if (elo.extraGames.length > 0) notes.push(`${elo.extraGames.length} play-off/added game(s) are not imported.`);
    return { tournament: elo.tournament, notes };
  }
  throw new FileError(`${file}: neither a FlipTheDisc JSON export nor a WOF .ELO file (it should start with "{" or "%%"). Give one of those.`);
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError("Give one tournament file (.json from FlipTheDisc or a WOF .ELO file).");
  if (typeof args.options.out !== "string") throw new UsageError("Give --out FILE.xlsx, the workbook to create.");
  const file = args.positionals[0];
  const checked = await checkOutput(io.cwd, args.options.out, {
    command: "import",
    flag: "--out",
    inputs: [{ file, role: "the tournament file" }],
    force: args.options.force === true,
    hasForce: true,
  });
  if ("error" in checked) {
    io.stderr(checked.error);
    return EXIT.INPUT;
  }
  const out = checked.path;
  try {
    let data: Buffer;
    try {
      data = await fs.readFile(path.resolve(io.cwd, file));
    } catch (e) {
      throw new FileError(fsErrorText(e, file, "read", path.resolve(io.cwd, file)));
    }
    // .ELO files written by PAPP are Latin-1 (Windows-1252) when not UTF-8: src/formats/decode.ts decides.
    const decoded = decodeText(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const text = decoded.text;
    const { tournament, notes } = readTournamentFile(text, file);
    notes.unshift(...decoded.warnings);
    const sheets = tournamentToSheets(tournament);
    const wb = newWorkbook();
    if (tournament.name) wb.title = tournament.name;
    // Results: Black (2) and White (5) are text; Result (6) too. Players: ID (0), Name (1), Country (2).
    writeTableSheet(wb, "Results", "Results", { values: sheets.results as never, numberFormats: formats(sheets.results, [2, 5, 6]), columnWidths: widths(sheets.results) });
    writeTableSheet(wb, "Players", "Players", { values: sheets.players as never, numberFormats: formats(sheets.players, [0, 1, 2]), columnWidths: widths(sheets.players) });
    await saveWorkbook(wb, out, args.options.out);
    for (const n of notes) io.stderr(`note: ${n}\n`);
    io.stdout(
      `Imported ${tournament.name ?? file}: ${tournament.players.length} players, ${tournament.games.length} games` +
        ` in ${new Set(tournament.games.map((g) => g.round)).size} rounds → ${args.options.out} (sheets Results, Players).\n`,
    );
    return EXIT.OK;
  } catch (e) {
    if (e instanceof FileError || e instanceof FtdFormatError || e instanceof EloFormatError) {
      io.stderr(`error: ${e instanceof FileError ? "" : `${file}: `}${e.message}\n`);
      return EXIT.INPUT;
    }
    throw e;
  }
}

export const importCommand: Command = {
  name: "import",
  summary: "Turn a FlipTheDisc JSON export or a WOF .ELO file into Results and Players sheets.",
  usage: "import <file.json|file.ELO> --out results.xlsx [--force]",
  options: [
    { name: "out", value: true, meta: "FILE.xlsx", help: "The workbook to create (sheets Results and Players)." },
    { name: "force", value: false, help: "Replace --out if it exists (otherwise an existing file is refused)." },
  ],
  details: [
    "Examples:",
    "  npm run cli -- import tournament_579.json --out dutch-open.xlsx",
    "  npm run cli -- import 20101111_WOC_2010.ELO --out woc2010.xlsx",
    "Play-off rounds after the Swiss rounds are left out (they do not count in the standings).",
  ].join("\n"),
  run,
};
