/**
 * The command line run in-process, as a user would type it: exit code, stdout and stderr. Every workbook a run
 * writes (--out) is collected for the LibreOffice interop tests when they ask for it (./collect.ts).
 */
import { main } from "../../src/cli/main";
import type { CliIO } from "../../src/cli/io";
import { collectWorkbook, outputsOf, stamp } from "./collect";

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
  const outputs = outputsOf(argv, cwd).map((file) => ({ file, before: stamp(file) }));
  const code = await main(argv, io);
  for (const { file, before } of outputs) {
    const now = stamp(file);
    if (now !== undefined && now !== before) collectWorkbook(file, `brightwell ${argv.join(" ")}`);
  }
  return { code, out, err };
}
