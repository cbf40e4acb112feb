/**
 * `import <file.json|file.ELO> --out results.xlsx`: a FlipTheDisc tournament export or a WOF .ELO
 * results file → a workbook with a Results sheet (one row per game) and a Players sheet, both Excel
 * tables, ready for `standings`. The tournament name goes into the workbook's Title property, the standings settings
 * into its Keywords, an .ELO file's header lines (country, date, sender) into its Comments (export-elo writes them).
 */
import { promises as fs } from "fs";
import * as path from "path";
import { settingsLabel } from "../../formats/eloCheck";
import { eloHeaderOf, eloHeaderText } from "../../formats/eloEvent";
import { readTournamentBytes, settingsKeyword, TournamentFileError, type LoadedTournament } from "../../formats/load";
import { tournamentToSheets } from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, type CliIO } from "../io";
import { exchangeText } from "../../i18n/cliExchange";
import { displayWidth } from "../../sheets/displayWidth";
import type { Command } from "../command";
import { checkOutput, fsErrorText } from "../files";
import { FileError, newWorkbook, saveWorkbook, writeTableSheet } from "../workbook";

/** Column formats of the imported sheets: names and ids as text ("@"), numbers as integers. */
function formats(values: unknown[][], textCols: number[]): string[][] {
  return values.map((row, r) => row.map((_, c) => (r === 0 || textCols.includes(c) ? "@" : "General")));
}

function widths(values: unknown[][]): number[] {
  return values[0].map((_, c) =>
    Math.min(40, Math.max(6, ...values.map((row) => displayWidth(String(row[c] ?? "")))) + 2),
  );
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError(exchangeText(ioLocale(io), "giveTournamentFile"));
  if (typeof args.options.out !== "string") throw new UsageError(exchangeText(ioLocale(io), "giveOutXlsx"));
  const file = args.positionals[0];
  const checked = await checkOutput(io.cwd, args.options.out, {
    locale: ioLocale(io),
    command: "import",
    flag: "--out",
    inputs: [{ file, role: "tournament" }],
    force: args.options.force === true,
    hasForce: true,
  });
  if ("error" in checked) {
    io.stderr(checked.error);
    return EXIT.INPUT;
  }
  const out = checked.path;
  let data: Buffer;
  try {
    data = await fs.readFile(path.resolve(io.cwd, file));
  } catch (e) {
    throw new FileError((l) => fsErrorText(e, file, "read", path.resolve(io.cwd, file), undefined, l));
  }
  // One loader for every host: bytes → text (encoding noted) → tournament, notes, settings.
  let loaded: LoadedTournament;
  try {
    loaded = readTournamentBytes(data, ioLocale(io));
  } catch (e) {
    if (e instanceof TournamentFileError) throw new FileError((l) => `${file}: ${e.text(l)}`);
    throw e;
  }
  const { tournament } = loaded;
  const sheets = tournamentToSheets(tournament);
  const wb = newWorkbook();
  wb.setProps({
    ...(tournament.name ? { title: tournament.name } : {}),
    // The standings settings the published list follows travel with the workbook (its keywords).
    keywords: settingsKeyword(loaded.settings),
    // An .ELO file's header lines (tournament, country, date, sender) too (its Comments), for export-elo.
    ...(loaded.elo ? { description: eloHeaderText(eloHeaderOf(loaded.elo, file)) } : {}),
  });
  // Results: Black (2) and White (5) are text; Result (6) too. Players: ID (0), Name (1), Country (2).
  writeTableSheet(wb, "Results", "Results", {
    values: sheets.results as never,
    numberFormats: formats(sheets.results, [2, 5, 6]),
    columnWidths: widths(sheets.results),
  });
  writeTableSheet(wb, "Players", "Players", {
    values: sheets.players as never,
    numberFormats: formats(sheets.players, [0, 1, 2]),
    columnWidths: widths(sheets.players),
  });
  await saveWorkbook(wb, out, args.options.out);
  for (const n of loaded.summary) io.stderr(`note: ${n}\n`);
  io.stdout(
    exchangeText(ioLocale(io), "imported", {
      event: tournament.name ?? file,
      players: tournament.players.length,
      games: tournament.games.length,
      rounds: new Set(tournament.games.map((g) => g.round)).size,
      out: args.options.out,
      settings: settingsLabel(loaded.settings, ioLocale(io)),
    }),
  );
  return EXIT.OK;
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
    "The import summary (on stderr) tells how many published scores the games reproduce, which rule",
    "wrote an .ELO file's last column (disc count or a preset's BQ), and every assumption the reader",
    "made, grouped with the first line and a count. The workbook carries the standings settings that",
    "follow the published list (its keywords); `standings` uses them unless --preset is given. An .ELO",
    "file's header (tournament, country, date, sender) goes into the workbook's Comments: export-elo writes it again.",
    "A file without any game is refused (exit 2) and nothing is written.",
  ].join("\n"),
  run,
};
