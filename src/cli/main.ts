/**
 * Brightwell command line: `npm run cli -- <command> [options]` (tsx src/cli/main.ts).
 *
 * `main(argv, io)` runs one command in-process and returns its exit code (0 ok, 1 usage error,
 * 2 bad input: every problem is printed to stderr with its cell address and nothing is written;
 * 70 a bug: a short message saying where to report it, never a stack trace unless BRIGHTWELL_DEBUG is set).
 * Commands live in src/cli/commands/ and are listed in src/cli/registry.ts.
 */
import { localeOption, optionsHelp, parseArgs, UsageError, type OptionSpec } from "./args";
import { FileError } from "./files";
import { EXIT, ioLocale, processIO, type CliIO } from "./io";
import type { Command } from "./command";
import { COMMANDS, findCommand } from "./registry";
import { chooseLocale, localeFlagIn } from "./locale";
import { padEndTo } from "./text";
import { cliText } from "../i18n/cli";
import { commandHelpText, DETAILS_IN_ENGLISH } from "../i18n/cliHelp";
import { formatMessage } from "../i18n/plural";
import { LOCALES, type Locale } from "../i18n/locale";

/** How the help names the command line (as the README runs it from a clone). */
const CLI = "npm run cli --";

/** The options every command takes besides its own: --locale (the language, src/cli/locale.ts) and --help. */
function commonOptions(locale: Locale): OptionSpec[] {
  return [
    { name: "locale", value: true, meta: LOCALES.join("|"), help: cliText(locale, "optLocale") },
    { name: "help", value: false, help: cliText(locale, "optHelp") },
  ];
}

/** A command's summary in `locale` (English where there is no translation). */
function summaryOf(c: Command, locale: Locale): string {
  return commandHelpText(locale, c.name)?.summary ?? c.summary;
}

export function generalHelp(locale: Locale = "en"): string {
  const w = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return [
    cliText(locale, "tagline"),
    "",
    cliText(locale, "usage", { usage: `${CLI} <command> [options]` }),
    "",
    cliText(locale, "commands"),
    ...COMMANDS.map((c) => `  ${padEndTo(c.name, w)}${summaryOf(c, locale)}`),
    "",
    cliText(locale, "commandHelp", { cli: CLI }),
    cliText(locale, "languageRule"),
    cliText(locale, "exitCodes"),
    "",
  ].join("\n");
}

export function commandHelp(c: Command, locale: Locale = "en"): string {
  const texts = commandHelpText(locale, c.name);
  const helpOf = (o: OptionSpec): string => {
    const own = texts?.options[o.name];
    return own !== undefined ? formatMessage(own, o.helpParams ?? {}, locale) : o.help;
  };
  const details = c.details ? (locale === "en" ? c.details : `${DETAILS_IN_ENGLISH[locale]}\n${c.details}`) : "";
  return [
    cliText(locale, "usage", { usage: `${CLI} ${c.usage}` }),
    "",
    summaryOf(c, locale),
    "",
    cliText(locale, "options"),
    optionsHelp([...c.options, ...commonOptions(locale)], helpOf),
    "",
    cliText(locale, "languageRule"),
    details ? `\n${details}` : "",
    "",
  ].join("\n");
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  // The language before the command runs: --locale, else the system's, else English (src/cli/locale.ts); a command
  // that reads a workbook moves it to the workbook's language unless --locale was given.
  const chosen = chooseLocale(localeFlagIn(argv), undefined, { env: io.env ?? process.env });
  io.locale = chosen.locale;
  io.localeSource = chosen.source;
  const locale = chosen.locale;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const target = name === "help" && rest[0] ? findCommand(rest[0]) : undefined;
    io.stdout(target ? commandHelp(target, locale) : generalHelp(locale));
    return name === undefined ? EXIT.USAGE : EXIT.OK;
  }
  const command = findCommand(name);
  if (!command) {
    io.stderr(`${cliText(locale, "unknownCommand", { name })}\n\n${generalHelp(locale)}`);
    return EXIT.USAGE;
  }
  let args;
  try {
    args = parseArgs(rest, [...command.options, ...commonOptions(locale)], locale);
    localeOption(args.options.locale, locale);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`${e.message}\n\n${commandHelp(command, locale)}`);
      return EXIT.USAGE;
    }
    throw e;
  }
  if (args.options.help) {
    io.stdout(commandHelp(command, locale));
    return EXIT.OK;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`${e.message}\n\n${commandHelp(command, ioLocale(io))}`);
      return EXIT.USAGE;
    }
    if (e instanceof FileError) {
      io.stderr(`error: ${e.text(ioLocale(io))}\n`);
      return EXIT.INPUT;
    }
    io.stderr(
      internalErrorText(e, `${CLI} ${argv.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(" ")}`, ioLocale(io)),
    );
    return EXIT.INTERNAL;
  }
}

/**
 * The message for a bug (an exception no command turned into a message): short, no stack trace
 * (set BRIGHTWELL_DEBUG=1 to see it), what to do and where to report it, in the command's language.
 */
export function internalErrorText(e: unknown, command?: string, locale: Locale = "en"): string {
  const what = e instanceof Error ? `${e.name}: ${e.message.split("\n")[0]}` : String(e);
  const debug =
    typeof process !== "undefined" && process.env.BRIGHTWELL_DEBUG && e instanceof Error && e.stack
      ? `${e.stack}\n`
      : "";
  return (
    cliText(locale, "bug", {
      what,
      reportTo: cliText(locale, "reportTo"),
      command: command ? cliText(locale, "bugCommand", { command }) : cliText(locale, "bugNoCommand"),
    }) + debug
  );
}

/**
 * End the process once what was written to stdout and stderr has gone out. A command is done when main resolves (each
 * awaits its own work); leaving then spares the event loop's last turn and Node's orderly teardown of a large heap
 * (about 30 ms of `rate-history` on the WOF archive, whose heap holds 10,000 players' histories). Writes to a pipe are
 * asynchronous on some systems (macOS): an empty write's callback runs once every earlier write has been handed over.
 */
export function exitWhenWritten(
  code: number,
  streams: readonly NodeJS.WritableStream[] = [process.stdout, process.stderr],
  exit: (code: number) => void = process.exit,
): void {
  let pending = streams.length;
  for (const s of streams)
    s.write("", () => {
      if (--pending === 0) exit(code);
    });
}

/**
 * A reader that stops reading (`brightwell rate-history … | head -1`) closes the pipe: the next write fails with
 * EPIPE. That is no error of the command's, so it ends quietly (exit 0, nothing printed), as Unix tools do; any other
 * stream error is a bug. (A file written with --out is whole or untouched either way: files.ts writes atomically.)
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream, exit: (code: number) => void = process.exit): void {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") exit(EXIT.OK);
    else throw e;
  });
}

if (require.main === module) {
  quietOnClosedPipe(process.stdout);
  quietOnClosedPipe(process.stderr);
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
      exitWhenWritten(code);
    },
    (e: unknown) => {
      const { locale } = chooseLocale(localeFlagIn(process.argv.slice(2)), undefined, { env: process.env });
      process.stderr.write(internalErrorText(e, undefined, locale));
      process.exitCode = EXIT.INTERNAL;
    },
  );
}
