/**
 * `export-elo <workbook.xlsx|results.csv> --out event.ELO [--preset woc] [--event NAME] [--date YYYY-MM-DD]`:
 * the event as a WOF .ELO results file in canonical form (docs/rules.md §7): header lines, the player list in
 * final standings order with score and BQ, then each round's games. Results → sheets.parseResultsSheet →
 * engine.computeStandings → formats.writeEloEvent. It reads back through `import` to the same games and order. The
 * header lines: the flags, else the workbook's Tournament sheet (Brightwell_Event, _Date, _Country, _Sender: what
 * the pane's import stores), else those an imported workbook carries (its Comments, formats/eloEvent.ts
 * eloHeaderFromText). The preset: --preset, else the Tournament sheet's (with its C), else woc, as the pane does.
 */
import * as path from "path";
import { computeStandings, PRESET_IDS, type PresetId, type Standings, type Tournament } from "../../engine";
import {
  eloHeaderFromText,
  eloHeaderOf,
  EloExportError,
  writeEloEvent,
  type EloExport,
  type EloExportHeader,
} from "../../formats/eloEvent";
import type { SettingKey } from "../../sheets/workbook/settings";
import { parseResultsSheet } from "../../sheets";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, useWorkbookLocale, type CliIO } from "../io";
import { exchangeText, type ExchangeKey } from "../../i18n/cliExchange";
import { exportRefusalText } from "../../i18n/files";
import { standingsText } from "../../i18n/cliStandings";
import type { Locale } from "../../i18n/locale";
import { errorText } from "../../i18n/errors";
import type { Params } from "../../i18n/plural";
import type { Command } from "../command";
import { checkOutput, writeAtomic } from "../files";
import { problemsText } from "../text";
import { loadTournamentInput } from "../workbook";
import { readWorkbookSettings, workbookSettingsReport } from "../settings";
import type { ConstantSetting } from "../../engine";

/**
 * --preset, --date, --rounds and --players, checked (a UsageError names the bad one; a --date of the right shape that
 * is no real date, 2026-02-30, is refused by writeEloEvent, naming --date).
 */
function exportOptions(
  args: ParsedArgs,
  locale: Locale,
): { preset?: PresetId; date?: string; rounds?: number; playersFile?: string } {
  const o = args.options;
  const preset = o.preset as PresetId | undefined;
  if (preset !== undefined && !PRESET_IDS.includes(preset))
    throw new UsageError(
      standingsText(locale, "presetValue", { presets: PRESET_IDS.join(", "), value: String(preset) }),
    );
  const date = o.date;
  if (date !== undefined && (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)))
    throw new UsageError(exchangeText(locale, "exportDate", { value: String(date) }));
  const rounds = o.rounds;
  if (rounds !== undefined && (typeof rounds !== "string" || !/^[1-9]\d{0,2}$/.test(rounds)))
    throw new UsageError(exchangeText(locale, "exportRounds", { value: String(rounds) }));
  return {
    preset,
    date: date as string | undefined,
    rounds: rounds === undefined ? undefined : Number(rounds),
    playersFile: typeof o.players === "string" ? o.players : undefined,
  };
}

/** The results file's event and its standings; `{ exit }` when it cannot be read (the problems printed). */
async function eventStandings(
  io: CliIO,
  file: string,
  playersFile: string | undefined,
  flagPreset: PresetId | undefined,
  flagRounds: number | undefined,
): Promise<
  | {
      tournament: Tournament;
      standings: Standings;
      stored: EloExportHeader;
      /** Where each stored header value came from (a Tournament sheet cell, or the imported file's header). */
      storedFrom: Partial<Record<keyof EloExportHeader, string>>;
      titled: boolean;
    }
  | { exit: number }
> {
  const loaded = await loadTournamentInput(io.cwd, file, playersFile, ioLocale(io));
  if ("error" in loaded) {
    io.stderr(loaded.error);
    return { exit: EXIT.INPUT };
  }
  const book = loaded.file.book;
  const sheet = readWorkbookSettings(book);
  const used: SettingKey[] = (["event", "date", "country", "sender"] as const).filter((k) => sheet.settings[k]);
  // The planned rounds (C = 64/N in the middle of an event, as standings computes it): --rounds, else the sheet's.
  if (flagRounds === undefined && sheet.settings.rounds !== undefined) used.push("rounds");
  const locale = useWorkbookLocale(io, sheet.settings.language);
  const report = workbookSettingsReport(sheet, flagPreset ? used : [...used, "preset", "constant"], locale);
  if (report.errors.length > 0) {
    io.stderr(report.errors.join("\n") + "\n");
    return { exit: EXIT.INPUT };
  }
  if (report.note) io.stderr(`note: ${report.note}\n`);
  const title = book?.props.title;
  const parsed = parseResultsSheet({
    ...loaded.results,
    players: loaded.players,
    options: {
      pendingRound: "skip",
      rounds: flagRounds ?? sheet.settings.rounds,
      name: title || path.basename(loaded.file.path, path.extname(loaded.file.path)),
    },
  });
  if (parsed.problems.length > 0) io.stderr(problemsText(parsed.problems, locale));
  if (parsed.problems.some((p) => p.severity === "error")) {
    io.stderr(exchangeText(locale, "nothingWritten"));
    return { exit: EXIT.INPUT };
  }
  try {
    // The header an imported workbook carries (its Comments), or the .ELO file's own when given one; the Tournament
    // sheet's cells over both.
    const elo = loaded.file.tournament?.elo;
    const carried = elo ? eloHeaderOf(elo, loaded.file.path) : eloHeaderFromText(book?.props.description);
    const s = sheet.settings;
    const imported = elo ? `the header of ${file}` : "the imported file's header (the workbook's Comments)";
    const storedFrom: Partial<Record<keyof EloExportHeader, string>> = {};
    for (const [field, key] of [
      ["tournament", "event"],
      ["date", "date"],
      ["country", "country"],
      ["sender", "sender"],
    ] as const)
      storedFrom[field] = s[key] ? (sheet.sources[key] ?? "the Tournament sheet") : imported;
    const stored: EloExportHeader = {
      ...carried,
      ...(s.event ? { tournament: s.event } : {}),
      ...(s.date ? { date: s.date } : {}),
      ...(s.country ? { country: s.country } : {}),
      ...(s.sender ? { sender: s.sender } : {}),
    };
    const preset = flagPreset ?? s.preset ?? "woc";
    const constant: ConstantSetting | undefined = flagPreset ? undefined : s.constant;
    const standings = computeStandings(parsed.tournament, {
      preset,
      overrides: constant !== undefined ? { constant } : undefined,
    });
    return { tournament: parsed.tournament, standings, stored, storedFrom, titled: !!title && !s.event };
  } catch (e) {
    io.stderr(`error: ${errorText(e, locale)}\n`);
    return { exit: EXIT.INPUT };
  }
}

/** Notes on what the file does not hold as the workbook does: renumbered ids, forfeits (and whose standings they change). */
function exportNotes(written: EloExport, locale: Locale): string {
  const { renumbered, forfeits, differ, cleaned, names } = written;
  const t = (key: ExchangeKey, params: Params = {}) => exchangeText(locale, key, params);
  let notes = "";
  for (const c of cleaned) notes += t("cleaned", { field: c.field, value: JSON.stringify(c.value) });
  if (names.length > 0)
    notes += t("names", {
      count: names.length,
      list: `${names
        .slice(0, 10)
        .map((n) => `${JSON.stringify(n.name)} → ${n.surname}, ${n.firstname}`)
        .join("; ")}${names.length > 10 ? "; …" : ""}`,
    });
  if (renumbered) notes += t("renumbered");
  // Adjudicated games are written ("B > C", no discs); only forfeits have no game line (docs/rules.md §7.1).
  if (forfeits > 0)
    notes +=
      t("forfeits", { count: forfeits }) +
      (differ.length > 0
        ? t("differ", {
            count: differ.length,
            list: `${differ.slice(0, 10).join(", ")}${differ.length > 10 ? ", …" : ""}`,
          })
        : t("same"));
  return notes;
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  if (args.positionals.length !== 1) throw new UsageError(exchangeText(ioLocale(io), "giveResults"));
  const o = args.options;
  if (typeof o.out !== "string") throw new UsageError(exchangeText(ioLocale(io), "giveOutElo"));
  const { preset, date, rounds, playersFile } = exportOptions(args, ioLocale(io));
  const checked = await checkOutput(io.cwd, o.out, {
    locale: ioLocale(io),
    command: "export-elo",
    flag: "--out",
    inputs: [
      { file: args.positionals[0], role: "results" },
      ...(playersFile !== undefined ? [{ file: playersFile, role: "players" as const }] : []),
    ],
    force: o.force === true,
    hasForce: true,
    extension: ".ELO",
  });
  if ("error" in checked) {
    io.stderr(checked.error);
    return EXIT.INPUT;
  }
  const event = await eventStandings(io, args.positionals[0], playersFile, preset, rounds);
  if ("exit" in event) return event.exit;
  const { tournament, standings: st, stored, storedFrom } = event;
  // The flags, else the header the workbook carries (%%Tournament: else the workbook's title, else the file name).
  const flag = (name: string) => (typeof o[name] === "string" ? (o[name] as string) : undefined);
  let written: EloExport;
  try {
    written = writeEloEvent(
      tournament,
      st,
      {
        tournament: flag("event") ?? (event.titled ? undefined : stored.tournament),
        date: date ?? stored.date,
        country: flag("country") ?? stored.country,
        sender: flag("sender") ?? stored.sender,
      },
      {
        tournament: flag("event") !== undefined ? "--event" : storedFrom.tournament,
        date: date !== undefined ? "--date" : storedFrom.date,
        country: flag("country") !== undefined ? "--country" : storedFrom.country,
        sender: flag("sender") !== undefined ? "--sender" : storedFrom.sender,
      },
    );
  } catch (e) {
    if (!(e instanceof EloExportError)) throw e;
    io.stderr(`error: export-elo: ${exportRefusalText(e.refusal, ioLocale(io))}.\n`);
    return EXIT.INPUT;
  }
  await writeAtomic(checked.path, new TextEncoder().encode(written.text), o.out);
  const locale = ioLocale(io);
  const notes = exportNotes(written, locale);
  if (notes) io.stderr(notes);
  io.stdout(
    exchangeText(locale, "exported", {
      out: o.out,
      players: st.rows.length,
      preset: st.preset,
      c: Number(st.constant.toFixed(4)),
      games: tournament.games.filter((g) => g.kind === "played").length,
      rounds: st.round,
    }),
  );
  return EXIT.OK;
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
      helpParams: { presets: PRESET_IDS.join(", ") },
      help: `Standings order and BQ of the player list: ${PRESET_IDS.join(", ")} (default: the workbook's Tournament sheet, else woc, C = 6 as PAPP).`,
    },
    {
      name: "event",
      value: true,
      meta: "NAME",
      help: "%%Tournament line (default: the Tournament sheet's event, else the workbook's title, else the file name).",
    },
    {
      name: "rounds",
      value: true,
      meta: "N",
      help: "Planned number of rounds, for C = 64/N in the middle of an event (default: the Tournament sheet's, else the\nhighest round in the results), as standings computes it.",
    },
    {
      name: "date",
      value: true,
      meta: "YYYY-MM-DD",
      help: "%%Date line (written dd/mm/yyyy as PAPP does; default: the Tournament sheet's date, else the imported file's).",
    },
    {
      name: "country",
      value: true,
      meta: "TEXT",
      help: "%%Country line (default: the Tournament sheet's Country, else the imported file's).",
    },
    {
      name: "sender",
      value: true,
      meta: "TEXT",
      help: "%%Sender line (default: the Tournament sheet's Sender, else the imported file's).",
    },
  ],
  details: [
    "Examples:",
    "  npm run cli -- export-elo samples/woc-2010.xlsx --out woc2010.ELO --date 2010-11-11",
    'Adjudicated games are written without discs ("12 > 34"); byes and forfeits have no game line in the',
    "format: their points are in the score column. A re-import reads a forfeit as a bye and an absence: the note",
    "names the players whose rank or BQ then differ.",
  ].join("\n"),
  run,
};
