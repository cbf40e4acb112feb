/**
 * Brightwell command line: `npm run cli -- <command> [options]` (tsx src/cli/main.ts).
 *
 * `main(argv, io)` runs one command in-process and returns its exit code (0 ok, 1 usage error,
 * 2 bad input: every problem is printed to stderr with its cell address and nothing is written).
 * Commands live in src/cli/commands/ and are listed in src/cli/registry.ts.
 */
import { optionsHelp, parseArgs, UsageError } from "./args";
import { EXIT, processIO, type CliIO } from "./io";
import { COMMANDS, findCommand, type Command } from "./registry";

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
    "Exit codes: 0 ok, 1 wrong command line, 2 bad input (problems listed on stderr, nothing written), 3 (pair) no complete round.",
    "",
  ].join("\n");
}

export function commandHelp(c: Command): string {
  return [`Usage: npm run cli -- ${c.usage}`, "", c.summary, "", "Options:", optionsHelp([...c.options, { name: "help", value: false, help: "Show this help." }]), c.details ? `\n${c.details}` : "", ""].join("\n");
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
    throw e;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`Internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
