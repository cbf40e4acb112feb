import { cliText } from "../i18n/cli";
import { isLocale, LOCALES, type Locale } from "../i18n/locale";
import { padEndTo } from "./text";

/**
 * A small, strict argv parser: positionals, `--name value`, `--name=value` and boolean `--flag`.
 * Every command declares its options; an unknown option or a missing value is a usage error
 * (thrown as UsageError, turned into exit code 1 with the command's help by main.ts).
 */
export interface OptionSpec {
  name: string;
  /** true: takes a value; false: a boolean flag. */
  value: boolean;
  /** Shown in --help. */
  help: string;
  /** Placeholder in --help, e.g. "FILE". */
  meta?: string;
  /** Values for the placeholders of the Korean and Japanese help (src/i18n/cliHelp.ts), e.g. { presets: "woc, ftd" }. */
  helpParams?: Record<string, string>;
}

export interface ParsedArgs {
  positionals: string[];
  options: Record<string, string | boolean>;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export function parseArgs(argv: string[], specs: OptionSpec[], locale: Locale = "en"): ParsedArgs {
  const byName = new Map(specs.map((s) => [s.name, s] as const));
  const positionals: string[] = [];
  const options: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith("--") || a === "-") {
      if (a === "-h") {
        options.help = true;
        continue;
      }
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf("=");
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    const spec = byName.get(name);
    if (!spec) throw new UsageError(cliText(locale, "unknownOption", { name }));
    if (!spec.value) {
      if (eq >= 0) throw new UsageError(cliText(locale, "takesNoValue", { name }));
      options[name] = true;
      continue;
    }
    let v: string | undefined;
    if (eq >= 0) v = a.slice(eq + 1);
    else {
      v = argv[i + 1];
      if (v === undefined || (v.startsWith("--") && v.length > 2))
        throw new UsageError(cliText(locale, "needsValue", { name, meta: spec.meta ?? "VALUE" }));
      i++;
    }
    options[name] = v;
  }
  return { positionals, options };
}

/** The options part of a command's --help text, aligned; `helpOf` gives an option's description (its language). */
export function optionsHelp(specs: OptionSpec[], helpOf: (s: OptionSpec) => string = (s) => s.help): string {
  const left = specs.map((s) => `  --${s.name}${s.value ? ` ${s.meta ?? "VALUE"}` : ""}`);
  const w = Math.max(...left.map((l) => l.length)) + 2;
  return specs.map((s, i) => padEndTo(left[i], w) + helpOf(s).replace(/\n/g, "\n" + " ".repeat(w))).join("\n");
}

/**
 * A number option written in decimal: "6", "9.5", "0.25" (no sign, no exponent, no hexadecimal: JavaScript's
 * Number() would read "0x10" as 16, "1e1" as 10 and "" as 0). Undefined when the text is not such a number.
 */
export function decimalNumber(v: string | boolean | undefined): number | undefined {
  if (typeof v !== "string" || !/^\d+(\.\d+)?$/.test(v.trim())) return undefined;
  return Number(v.trim());
}

/** The --locale option's placeholder in --help: "en|ko|ja". */
export const LOCALE_META = LOCALES.join("|");

/**
 * The --locale option: one of LOCALES, undefined when not given; anything else is a UsageError (in `locale`, the
 * language chosen without the flag). main.ts reads it for every command (src/cli/locale.ts decides the language).
 */
export function localeOption(v: string | boolean | undefined, locale: Locale = "en"): Locale | undefined {
  if (v === undefined) return undefined;
  if (!isLocale(v))
    throw new UsageError(cliText(locale, "localeValue", { locales: LOCALES.join(", "), got: String(v) }));
  return v;
}
