/**
 * The languages Brightwell speaks: one list and one type for every layer (the sheets' headers and
 * problem messages, the pane's strings, the Round sheet, the command line's --locale).
 *
 * Adding a language: add its code here; the compiler then names every table keyed by Locale
 * (Record<Locale, …> in src/i18n/ and src/sheets/) that needs its texts.
 */

export const LOCALES = ["en", "ko", "ja"] as const;

export type Locale = (typeof LOCALES)[number];

/** True for one of LOCALES ("en", "ko", "ja"); anything else (another code, a non-string) is false. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The UI locale for Office's displayLanguage ("ko-KR", "ja-JP", "en-US" …), falling back to the
 * next candidates (e.g. navigator.languages) and then English. Undefined entries are skipped:
 * outside Office, displayLanguage is undefined.
 */
export function pickLocale(...candidates: Array<string | null | undefined | readonly string[]>): Locale {
  for (const c of candidates.flat()) {
    if (typeof c !== "string" || c === "") continue;
    const lang = c.toLowerCase().split(/[-_]/)[0];
    if (isLocale(lang)) return lang;
  }
  return "en";
}

/** Each language's name in itself, for the pane's language switch (never translated: a reader finds their own). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ko: "한국어", ja: "日本語" };
