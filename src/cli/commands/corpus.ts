/**
 * `corpus <folder> [--details] [--top N]`: read every WOF .ELO file under a folder (any depth) with
 * the same loader as `import`, and print what was read and reproduced (formats/corpus.ts): files
 * read, players whose points equal the published score, which rule wrote each event's last column,
 * events whose standings give the published order, the most common notes, and the refused files, in the chosen
 * language (src/i18n/corpus.ts; note codes, rule ids and file names as they are).
 * `npm run corpus -- <folder>` runs it. Reads only; writes nothing.
 */
import { readFileSync } from "fs";
import * as path from "path";
import { corpusEntry, corpusReport, refusedEntry, type CorpusEntry } from "../../formats/corpus";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, type CliIO } from "../io";
import { exchangeText } from "../../i18n/cliExchange";
import { eloFilesIn, fsReadReason } from "../files";
import type { Command } from "../command";
import type { Locale } from "../../i18n/locale";

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  const locale = ioLocale(io);
  if (args.positionals.length !== 1) throw new UsageError(exchangeText(locale, "giveEloFolder"));
  const folder = args.positionals[0];
  const dir = path.resolve(io.cwd, folder);
  let top = 15;
  if (args.options.top !== undefined) {
    const v = String(args.options.top);
    if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(exchangeText(locale, "topValue", { value: v }));
    top = Number(v);
  }
  const { files, skipped } = eloFilesIn(dir, folder, locale);
  if (files.length === 0 && skipped.length === 0) {
    io.stderr(exchangeText(locale, "noEloFiles", { folder }));
    return EXIT.INPUT;
  }
  const entries: CorpusEntry[] = [];
  for (const f of files) {
    let bytes: Buffer;
    const file = path.join(dir, f);
    try {
      bytes = readFileSync(file);
    } catch (e) {
      // Refused with the command line's own words for it (files.ts), in the report's language.
      entries.push(refusedEntry(f, (l: Locale) => fsReadReason(e, file, process.platform, l)));
      continue;
    }
    entries.push(corpusEntry(f, bytes));
  }
  io.stdout(corpusReport(entries, { folder, top, details: Boolean(args.options.details), skipped, locale }));
  return EXIT.OK;
}

export const corpusCommand: Command = {
  name: "corpus",
  summary: "Read every WOF .ELO file under a folder and report what was read and reproduced.",
  usage: "corpus <folder> [--details] [--top N]",
  options: [
    { name: "details", value: false, help: "Also list the files whose scores or last column are not reproduced." },
    { name: "top", value: true, meta: "N", help: "How many kinds of notes to list (default 15)." },
  ],
  details: [
    "Examples:",
    "  npm run corpus -- test/fixtures/wof_results",
    "  npm run cli -- corpus results/2019 --details",
    "Reads only; writes nothing. Exit code 2 when the folder cannot be read or holds no .ELO file.",
  ].join("\n"),
  run,
};
