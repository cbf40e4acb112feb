/**
 * The command registry. A command is a file in src/cli/commands/ exporting a `Command` (src/cli/command.ts);
 * add it to COMMANDS below and main.ts, `--help` and the tests pick it up.
 */
import type { Command } from "./command";
import { standingsCommand } from "./commands/standings";
import { importCommand } from "./commands/import";
import { pairCommand } from "./commands/pair";
import { rateCommand } from "./commands/rate";
import { rateHistoryCommand } from "./commands/rateHistory";
import { rateListCommand } from "./commands/rateList";
import { rateImportCommand } from "./commands/rateImport";
import { rateCardCommand } from "./commands/rateCard";
import { exportEloCommand } from "./commands/exportElo";
import { corpusCommand } from "./commands/corpus";

// Also re-exported for the commands that still import it from here (src/cli/commands/standings.ts).

export const COMMANDS: Command[] = [
  standingsCommand,
  importCommand,
  pairCommand,
  rateCommand,
  rateHistoryCommand,
  rateListCommand,
  rateImportCommand,
  rateCardCommand,
  exportEloCommand,
  corpusCommand,
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
