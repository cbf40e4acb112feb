/** The command line run in-process, as a user would type it: exit code, stdout and stderr. */
import { main } from "../../src/cli/main";
import type { CliIO } from "../../src/cli/io";

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Run `brightwell <argv…>` in `cwd` (relative paths are read and written there). */
export async function runCli(argv: string[], cwd: string): Promise<CliRun> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd };
  const code = await main(argv, io);
  return { code, out, err };
}
