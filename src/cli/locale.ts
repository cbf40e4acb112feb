/**
 * The one place the command line decides its language (every message, table title and --help):
 *
 *   1. --locale en|ko|ja, given to any command;
 *   2. else the workbook's language: its Brightwell_Language setting (the Tournament sheet of a template, read by
 *      ./settings.ts); an input without one (a CSV, an .ELO file, a workbook without the setting) has none;
 *   3. else the system's locale: the first of LC_ALL, LC_MESSAGES, LANG that is set and not empty (POSIX's order:
 *      LC_ALL=C with LANG=ko_KR.UTF-8 is the C locale, English); on Windows, where none is usually set,
 *      Intl.DateTimeFormat().resolvedOptions().locale (the user's display language);
 *   4. else English (also for a system locale in a language Brightwell does not speak).
 *
 * main.ts decides 1 and 3 before the command runs (usage errors and --help are in that language); a command that
 * reads a workbook calls `workbookLocale` once it has read it, which moves io.locale to the workbook's language
 * unless --locale was given.
 */
import { isLocale, type Locale } from "../i18n/locale";

/** Where the language came from (shown by nothing but the tests; the order above). */
export type LocaleSource = "flag" | "workbook" | "system" | "default";

export interface LocaleChoice {
  locale: Locale;
  source: LocaleSource;
}

/** The environment variables and platform the system locale is read from (tests pass their own). */
export interface SystemEnv {
  env: Record<string, string | undefined>;
  platform?: string;
  /** The ICU default locale (Windows' fallback); Intl.DateTimeFormat().resolvedOptions().locale when not given. */
  intlLocale?: () => string;
}

/** "ko_KR.UTF-8", "ja-JP", "ko" → ko / ja; "C", "POSIX", "de_DE", "" → undefined (not one of ours). */
export function localeOfTag(tag: string | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lang = tag.toLowerCase().split(/[-_.@]/)[0];
  return isLocale(lang) ? lang : undefined;
}

/**
 * The system's language for messages: the first set and non-empty of LC_ALL, LC_MESSAGES, LANG decides (a
 * language we do not speak, or C/POSIX, is English: undefined here); none set on Windows: the ICU default locale.
 */
export function systemLocale({ env, platform = process.platform, intlLocale }: SystemEnv): Locale | undefined {
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const v = env[name];
    if (v !== undefined && v !== "") return localeOfTag(v);
  }
  if (platform === "win32")
    return localeOfTag((intlLocale ?? (() => Intl.DateTimeFormat().resolvedOptions().locale))());
  return undefined;
}

/** The language by the order above: the flag, else the workbook's setting, else the system's, else English. */
export function chooseLocale(flag: Locale | undefined, workbook: Locale | undefined, system: SystemEnv): LocaleChoice {
  if (flag) return { locale: flag, source: "flag" };
  if (workbook) return { locale: workbook, source: "workbook" };
  const sys = systemLocale(system);
  if (sys) return { locale: sys, source: "system" };
  return { locale: "en", source: "default" };
}

/**
 * The --locale value in a raw command line (before the command's own parsing, so usage errors and --help are
 * already in the right language): `--locale ko` or `--locale=ko`; undefined when absent or not one of ours (the
 * command's own parsing then refuses it, in the system's language).
 */
export function localeFlagIn(argv: readonly string[]): Locale | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") break;
    if (a === "--locale") {
      const v = argv[i + 1];
      return isLocale(v) ? v : undefined;
    }
    if (a.startsWith("--locale=")) {
      const v = a.slice("--locale=".length);
      return isLocale(v) ? v : undefined;
    }
  }
  return undefined;
}
