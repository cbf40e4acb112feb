/**
 * Brightwell command line: `npm run cli -- <command> [options]` (tsx src/cli/main.ts).
 *
 * `main(argv, io)` runs one command in-process and returns its exit code (0 ok, 1 usage error,
 * 2 bad input: every problem is printed to stderr with its cell address and nothing is written;
 * 70 a bug: a short message saying where to report it, never a stack trace unless BRIGHTWELL_DEBUG is set).
 * Commands live in src/cli/commands/ and are listed in src/cli/registry.ts.
 */
import { optionsHelp, parseArgs, UsageError } from "./args";
import { FileError } from "./files";
import { EXIT, processIO, type CliIO } from "./io";
import type { Command } from "./command";
import { COMMANDS, findCommand } from "./registry";

export function generalHelp(): string {
  const w = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return [
    "Brightwell: Othello tournament standings (Brightwell Quotient) from results sheets.",
    "",
    "Usage: npm run cli -- <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(w)}${c.summary}`),
    "",
    "Run `npm run cli -- <command> --help` for a command's options.",
    "Exit codes: 0 ok, 1 wrong command line, 2 bad input (problems listed on stderr, nothing written), 3 (pair) no complete round, 70 a bug in Brightwell (please report it).",
    "",
  ].join("\n");
}

export function commandHelp(c: Command): string {
  return [
    `Usage: npm run cli -- ${c.usage}`,
    "",
    c.summary,
    "",
    "Options:",
    optionsHelp([...c.options, { name: "help", value: false, help: "Show this help." }]),
    c.details ? `\n${c.details}` : "",
    "",
  ].join("\n");
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const target = name === "help" && rest[0] ? findCommand(rest[0]) : undefined;
    io.stdout(target ? commandHelp(target) : generalHelp());
    return name === undefined ? EXIT.USAGE : EXIT.OK;
  }
  const command = findCommand(name);
  if (!command) {
    io.stderr(`Unknown command "${name}".\n\n${generalHelp()}`);
    return EXIT.USAGE;
  }
  let args;
  try {
    args = parseArgs(rest, [...command.options, { name: "help", value: false, help: "" }]);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`${e.message}\n\n${commandHelp(command)}`);
      return EXIT.USAGE;
    }
    throw e;
  }
  if (args.options.help) {
    io.stdout(commandHelp(command));
    return EXIT.OK;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`${e.message}\n\n${commandHelp(command)}`);
      return EXIT.USAGE;
    }
    if (e instanceof FileError) {
      io.stderr(`error: ${e.message}\n`);
      return EXIT.INPUT;
    }
    io.stderr(
      internalErrorText(e, `npm run cli -- ${argv.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(" ")}`),
    );
    return EXIT.INTERNAL;
  }
}

/**
 * The message for a bug (an exception no command turned into a message): short, no stack trace
 * (set BRIGHTWELL_DEBUG=1 to see it), what to do and where to report it.
 */
export function internalErrorText(e: unknown, command?: string): string {
  const what = e instanceof Error ? `${e.name}: ${e.message.split("\n")[0]}` : String(e);
  const debug =
    typeof process !== "undefined" && process.env.BRIGHTWELL_DEBUG && e instanceof Error && e.stack
      ? `${e.stack}\n`
      : "";
  return (
    `Internal error: ${what}\n` +
    `This is a bug in Brightwell, not a problem with your files. A file written with --out is either complete or\n` +
    `left as it was. Please report it to ${REPORT_TO}, with ${command ? `the command (${command})` : "the command you ran"},\n` +
    `this message and, if you can, the input file. Run again with BRIGHTWELL_DEBUG=1 for the technical details.\n` +
    debug
  );
}

/** Where users report bugs (the one place to change when the project's tracker moves). */
export const REPORT_TO =
  'the Brightwell maintainers (see "Reporting a problem" on the add-in\'s support page, support.html)';

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
    },
    (e: unknown) => {
      process.stderr.write(internalErrorText(e));
      process.exitCode = EXIT.INTERNAL;
    },
  );
}
