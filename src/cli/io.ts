import type { Locale } from "../i18n/locale";
import type { LocaleSource } from "./locale";

/**
 * What a command may touch besides files: its output streams and the working directory.
 * Tests pass an in-memory IO and read back what was printed; main.ts uses the process streams.
 */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Directory relative paths are resolved against (default process.cwd()). */
  cwd: string;
  /** The environment the system's language is read from (LC_ALL, LC_MESSAGES, LANG); process.env when not given. */
  env?: Record<string, string | undefined>;
  /**
   * The language of every message, table and new sheet: set by main.ts before the command runs (--locale, else the
   * system's, else English: ./locale.ts), moved to the workbook's by a command that reads one (useWorkbookLocale).
   */
  locale?: Locale;
  /** Where `locale` came from. */
  localeSource?: LocaleSource;
}

/** The command's language (English until main.ts has decided it). */
export function ioLocale(io: CliIO): Locale {
  return io.locale ?? "en";
}

/**
 * A command has read its input's workbook: its language setting (Brightwell_Language) becomes the language of what
 * follows unless --locale was given. Returns the language now in force.
 */
export function useWorkbookLocale(io: CliIO, workbook: Locale | undefined): Locale {
  if (workbook !== undefined && io.localeSource !== "flag") {
    io.locale = workbook;
    io.localeSource = "workbook";
  }
  return ioLocale(io);
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    cwd: process.cwd(),
    env: process.env,
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
