/**
 * What a command is: each file in src/cli/commands/ exports one `Command`, and src/cli/registry.ts lists them.
 * The type lives here, not in the registry, so a command never imports the registry that imports it.
 */
import type { OptionSpec, ParsedArgs } from "./args";
import type { CliIO } from "./io";

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
