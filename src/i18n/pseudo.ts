/**
 * Pseudo-localization of the pane (a test and review aid, never a language a user picks): every English
 * string the pane shows is replaced by an accented copy stretched by 40% ("Compute standings" →
 * "Çöɱþüţé šţåñðîñĝš ~~~~~~~"), placeholders kept. A text that still reads as plain English in the pane
 * then came from somewhere else than the string tables (hard-coded), and a label cut off at 320 px would be
 * cut off in German or Korean too. Open the pane with ?lang=qps-ploc (Microsoft's pseudo-locale tag).
 *
 * It rewrites the English entries of the tables the pane reads, in place, once: the pane's strings
 * (./ui.ts), the standings' column and tie-break names, the pairing's words, reasons and messages, the
 * problem messages and the settings' labels. Everything else (the sheets' names and headers, numbers,
 * the workbook's own data) stays as it is.
 */
import { UI_STRINGS } from "./ui";
import { mapMessageText } from "./plural";
import { PROBLEM_TEMPLATES } from "./problems";
import { FAILURE_TEMPLATES, PAIRING_PROBLEM_TEMPLATES, REASON_TEMPLATES, ROUND_LABELS } from "./pairing";
import { WORKBOOK_TEXTS } from "./workbook";
import { STANDINGS_LABELS } from "./standings";

/** The query value (?lang=…) that turns pseudo-localization on. */
export const PSEUDO_LOCALE = "qps-ploc";

const ACCENTS: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ"][i],
  ]),
);

/** The characters pseudo-localization puts in every string (a test looks for one of them in every text). */
export const PSEUDO_MARKS: ReadonlySet<string> = new Set([...Object.values(ACCENTS), "~"]);

/**
 * One string, accented and stretched by 40% (at least one "~"); {placeholders} and the syntax of counts
 * ({count, plural, one {…} other {…}}, ./plural.ts) are left as they are, their forms' words accented.
 */
export function pseudoLocalize(text: string): string {
  let visible = 0;
  const accented = mapMessageText(text, (part) => {
    visible += part.length;
    return [...part].map((c) => ACCENTS[c] ?? c).join("");
  });
  return `${accented} ${"~".repeat(Math.max(1, Math.ceil(visible * 0.4) - 1))}`;
}

/** Every string (and string-returning function) of a table, pseudo-localized in place. */
function pseudoTable(table: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === "string") table[key] = pseudoLocalize(value);
    else if (typeof value === "function") {
      const f = value as (...args: unknown[]) => unknown;
      table[key] = (...args: unknown[]) => {
        const out = f(...args);
        return typeof out === "string" ? pseudoLocalize(out) : out;
      };
    } else if (value && typeof value === "object" && !Array.isArray(value))
      pseudoTable(value as Record<string, unknown>);
  }
}

let enabled = false;

/** Turn the pane's English into pseudo-English (once; the pane then runs in "en"). */
export function enablePseudoLocale(): void {
  if (enabled) return;
  enabled = true;
  for (const table of [
    UI_STRINGS.en,
    STANDINGS_LABELS.en,
    ROUND_LABELS.en,
    PROBLEM_TEMPLATES.en,
    PAIRING_PROBLEM_TEMPLATES.en,
    REASON_TEMPLATES.en,
    FAILURE_TEMPLATES.en,
    WORKBOOK_TEXTS.en.settings.labels,
  ]) {
    pseudoTable(table as unknown as Record<string, unknown>);
  }
}
