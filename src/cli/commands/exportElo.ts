/**
 * `export-elo <workbook.xlsx|results.csv> --out event.ELO [--preset woc] [--event NAME] [--date YYYY-MM-DD]`:
 * the event as a WOF .ELO results file in canonical form (docs/rules.md §7): header lines, the player list in
 * final standings order with score and BQ, then each round's games. Results → sheets.parseResultsSheet →
 * engine.computeStandings → formats.writeEloEvent. It reads back through `import` to the same games and order.
 */
import * as path from "path";
import { computeStandings, PRESET_IDS, type PresetId, type Standings } from "../../engine";
import { writeEloEvent } from "../../formats/eloEvent";
import { parseResultsSheet } from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, type CliIO } from "../io";
import type { Command } from "../command";
import { checkOutput, writeAtomic } from "../files";
import { problemsText } from "../text";
import { FileError, loadTournamentInput } from "../workbook";

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError("Give one results file (.xlsx or .csv).");
  const o = args.options;
  if (typeof o.out !== "string") throw new UsageError("Give --out FILE.ELO, the results file to write.");
  const preset = (o.preset ?? "woc") as PresetId;
  if (!PRESET_IDS.includes(preset))
    throw new UsageError(`--preset must be one of ${PRESET_IDS.join(", ")}; got "${o.preset}".`);
  const date = o.date;
  if (date !== undefined && (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)))
    throw new UsageError(`--date must be YYYY-MM-DD, got "${date}".`);
  const playersFile = typeof o.players === "string" ? o.players : undefined;
  const checked = await checkOutput(io.cwd, o.out, {
    command: "export-elo",
    flag: "--out",
    inputs: [
      { file: args.positionals[0], role: "the results file" },
      ...(playersFile !== undefined ? [{ file: playersFile, role: "the --players file" }] : []),
    ],
    force: o.force === true,
    hasForce: true,
    extension: ".ELO",
  });
  if ("error" in checked) {
    io.stderr(checked.error);
    return EXIT.INPUT;
  }
  const out = checked.path;
  try {
    const loaded = await loadTournamentInput(io.cwd, args.positionals[0], playersFile);
    if ("error" in loaded) {
      io.stderr(loaded.error);
      return EXIT.INPUT;
    }
    const title = loaded.file.workbook?.title;
    const parsed = parseResultsSheet({
      ...loaded.results,
      players: loaded.players,
      options: { pendingRound: "skip", name: title || path.basename(loaded.file.path, path.extname(loaded.file.path)) },
    });
    if (parsed.problems.length > 0) io.stderr(problemsText(parsed.problems));
    if (parsed.problems.some((p) => p.severity === "error")) {
      io.stderr("Nothing written: correct the cells above and run again.\n");
      return EXIT.INPUT;
    }
    let st: Standings;
    try {
      st = computeStandings(parsed.tournament, { preset });
    } catch (e) {
      io.stderr(`error: ${e instanceof Error ? e.message : String(e)}\n`);
      return EXIT.INPUT;
    }
    const { text, renumbered } = writeEloEvent(parsed.tournament, st, {
      tournament: typeof o.event === "string" ? o.event : undefined,
      date: date as string | undefined,
      country: typeof o.country === "string" ? o.country : undefined,
      sender: typeof o.sender === "string" ? o.sender : undefined,
    });
    await writeAtomic(out, new TextEncoder().encode(text), o.out);
    if (renumbered)
      io.stderr(
        "note: the players have no WOF ids (names were used as ids): they are numbered 1, 2, … in the file. Add a Players sheet with an ID column to write WOF ids.\n",
      );
    const skipped = parsed.tournament.games.filter((g) => g.kind === "forfeit" || g.kind === "adjudicated").length;
    if (skipped > 0)
      io.stderr(
        `note: ${skipped} forfeit/adjudicated game(s) have no .ELO game line; their points are in the score column.\n`,
      );
    io.stdout(
      `Wrote ${o.out}: ${st.rows.length} players in standings order (preset ${st.preset}, BQ with C = ${Number(st.constant.toFixed(4))}), ${parsed.tournament.games.filter((g) => g.kind === "played").length} games in ${st.round} rounds.\n`,
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

export const exportEloCommand: Command = {
  name: "export-elo",
  summary: "Write the event as a WOF .ELO results file (standings order, score and BQ, each round's games).",
  usage: "export-elo <workbook.xlsx|results.csv> --out event.ELO [options]",
  options: [
    { name: "out", value: true, meta: "FILE.ELO", help: "The .ELO file to write." },
    { name: "force", value: false, help: "Replace --out if it exists." },
    {
      name: "players",
      value: true,
      meta: "FILE",
      help: "Players list (.csv or .xlsx) when the results file has none (IDs: WOF ids).",
    },
    {
      name: "preset",
      value: true,
      meta: "ID",
      help: `Standings order and BQ of the player list: ${PRESET_IDS.join(", ")} (default woc, C = 6 as PAPP).`,
    },
    {
      name: "event",
      value: true,
      meta: "NAME",
      help: "%%Tournament line (default: the workbook's title, else the file name).",
    },
    { name: "date", value: true, meta: "YYYY-MM-DD", help: "%%Date line (written dd/mm/yyyy as PAPP does)." },
    { name: "country", value: true, meta: "TEXT", help: "%%Country line." },
    { name: "sender", value: true, meta: "TEXT", help: "%%Sender line." },
  ],
  details: [
    "Examples:",
    "  npm run cli -- export-elo samples/woc-2010.xlsx --out woc2010.ELO --date 2010-11-11",
    "Byes, forfeits and adjudicated games have no game line in the format: their points are in the score column.",
  ].join("\n"),
  run,
};
