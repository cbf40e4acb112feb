/** The command line run in-process, as a user would type it: exit code, stdout and stderr. */
import { main } from "../../src/cli/main";
import type { CliIO } from "../../src/cli/io";

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Run `brightwell <argv…>` in `cwd` (relative paths are read and written there). */
export async function runCli(argv: string[], cwd: string, env: Record<string, string> = {}): Promise<CliRun> {
  let out = "";
  let err = "";
  // No system locale: the tests read English unless they give --locale or env (src/cli/locale.ts).
  const io: CliIO = { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd, env };
  const code = await main(argv, io);
  return { code, out, err };
}
