/**
 * What a command may touch besides files: its output streams and the working directory.
 * Tests pass an in-memory IO and read back what was printed; main.ts uses the process streams.
 */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Directory relative paths are resolved against (default process.cwd()). */
  cwd: string;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    cwd: process.cwd(),
  };
}

/** Exit codes of every command. */
export const EXIT = {
  OK: 0,
  /** Wrong command line (unknown command/option, missing argument): the usage is printed. */
  USAGE: 1,
  /** Bad input (problems with cell addresses, unreadable or missing file, refused overwrite): nothing written. */
  INPUT: 2,
  /** A bug in Brightwell (an unexpected exception): a short message and where to report it (src/cli/main.ts). */
  INTERNAL: 70,
} as const;
