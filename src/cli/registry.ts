/**
 * The command registry. A command is a file in src/cli/commands/ exporting a `Command`; add it to
 * COMMANDS below (e.g. a later `pair` command) and main.ts, `--help` and the tests pick it up.
 */
import type { OptionSpec, ParsedArgs } from "./args";
import type { CliIO } from "./io";
import { standingsCommand } from "./commands/standings";
import { importCommand } from "./commands/import";
import { pairCommand } from "./commands/pair";
import { rateCommand } from "./commands/rate";
import { rateHistoryCommand } from "./commands/rateHistory";
import { exportEloCommand } from "./commands/exportElo";
import { corpusCommand } from "./commands/corpus";

export interface Command {
  name: string;
  /** One line for the general help. */
  summary: string;
  /** Usage line(s), e.g. "standings <results.xlsx|results.csv> [options]". */
  usage: string;
  /** Longer text after the options in `<command> --help` (examples, exit codes). */
  details?: string;
  options: OptionSpec[];
  run(args: ParsedArgs, io: CliIO): Promise<number>;
}

export const COMMANDS: Command[] = [standingsCommand, importCommand, pairCommand, rateCommand, rateHistoryCommand, exportEloCommand, corpusCommand];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
