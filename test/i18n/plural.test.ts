/**
 * Counts in every message (src/i18n/plural.ts): "1 problem", "2 problems" from one template chosen by
 * Intl.PluralRules, in every table the pane (and the command line) shows; no "(s)" left anywhere.
 */
import fc from "fast-check";
import { LOCALES, type Locale } from "../../src/i18n/locale";
import {
  formatMessage,
  mapMessageText,
  messageArguments,
  messagePlurals,
  groupedInteger,
  pluralCategories,
} from "../../src/i18n/plural";
import { t, UI_STRINGS } from "../../src/i18n/ui";
import { problemMessage, PROBLEM_TEMPLATES } from "../../src/i18n/problems";
import {
  FAILURE_TEMPLATES,
  PAIRING_PROBLEM_TEMPLATES,
  pairingProblemText,
  REASON_TEMPLATES,
} from "../../src/i18n/pairing";
import { RATING_PROBLEM_TEMPLATES } from "../../src/i18n/ratings";
import { FILE_NOTE_MESSAGES } from "../../src/i18n/fileNotes";
import { CORPUS_MESSAGES } from "../../src/i18n/corpus";
import { ERROR_TEMPLATES } from "../../src/i18n/errors";
import { WORKBOOK_TEXTS } from "../../src/i18n/workbook";
import { pseudoLocalize } from "../../src/i18n/pseudo";
import { ratingProblemMessage } from "../../src/sheets/ratings";

/** Every message table with placeholders, per locale: the pane's strings, problems, pairing, ratings, settings, the file readers' notes, the corpus report. */
const TABLES: Record<string, Record<Locale, Record<string, string>>> = {
  ui: UI_STRINGS,
  problems: PROBLEM_TEMPLATES,
  pairingProblems: PAIRING_PROBLEM_TEMPLATES,
  reasons: REASON_TEMPLATES,
  failures: FAILURE_TEMPLATES,
  ratingProblems: RATING_PROBLEM_TEMPLATES,
  fileNotes: FILE_NOTE_MESSAGES,
  corpus: CORPUS_MESSAGES,
  errors: ERROR_TEMPLATES,
  settingInvalid: {
    en: { settingInvalid: WORKBOOK_TEXTS.en.settingInvalid },
    ko: { settingInvalid: WORKBOOK_TEXTS.ko.settingInvalid },
    ja: { settingInvalid: WORKBOOK_TEXTS.ja.settingInvalid },
  },
};
const entries = Object.entries(TABLES).flatMap(([table, byLocale]) =>
  Object.keys(byLocale.en).map((key) => ({ table, key, byLocale })),
);

describe("plural forms chosen by Intl.PluralRules", () => {
  it("English reads 1 problem, 2 problems, 0 problems; Korean and Japanese have one form", () => {
    expect(t("en", "problemsTitle", { count: 1 })).toBe(
      "1 problem in the input: nothing was written. Click a problem to select its cell.",
    );
    expect(t("en", "problemsTitle", { count: 2 })).toMatch(/^2 problems in the input/);
    expect(t("en", "problemsTitle", { count: 0 })).toMatch(/^0 problems in the input/);
    expect(t("en", "warningsTitle", { count: 1 })).toBe("1 warning: please check.");
    expect(t("ko", "problemsTitle", { count: 1 })).toMatch(/^입력에 문제 1건:/);
    expect(t("ko", "problemsTitle", { count: 2 })).toMatch(/^입력에 문제 2건:/);
    expect(t("ja", "problemsTitle", { count: 1 })).toMatch(/^入力に 1 件の問題:/);
    expect(pluralCategories("en")).toEqual(["one", "other"]);
    expect(pluralCategories("ko")).toEqual(["other"]);
    expect(pluralCategories("ja")).toEqual(["other"]);
  });

  it("a count agrees with its verb and its pronouns in English", () => {
    expect(t("en", "revived", { count: 1, cells: "'大会'!B9" })).toBe(
      "1 Brightwell formula showed #NAME? (the workbook was opened before the add-in loaded) and was entered again: '大会'!B9.",
    );
    expect(t("en", "revived", { count: 3, cells: "A1, A2, A3" })).toMatch(
      /^3 Brightwell formulas showed #NAME\? .* were entered/,
    );
    expect(t("en", "pairAlready", { round: 4, rows: 1 })).toMatch(
      /its pair is in the results sheet.* delete that row /,
    );
    expect(t("en", "pairAlready", { round: 4, rows: 5 })).toMatch(
      /its 5 pairs are in the results sheet.* delete those rows /,
    );
    expect(t("en", "ratingsForfeitsSame", { count: 1 })).toMatch(/^1 forfeit is written/);
    expect(t("en", "ratingsForfeitsSame", { count: 2 })).toMatch(/^2 forfeits are written/);
    expect(t("en", "written", { round: 7, sheet: "Standings", players: 1 })).toBe(
      'Standings after round 7 written to the sheet "Standings" (1 player).',
    );
  });

  it("the problems, pairing and rating messages count the same way", () => {
    expect(problemMessage("round-beyond-planned", { round: 2, rounds: 1 }, "en")).toMatch(/the planned 1 round\./);
    expect(problemMessage("round-beyond-planned", { round: 6, rounds: 5 }, "en")).toMatch(/the planned 5 rounds\./);
    expect(problemMessage("round-beyond-planned", { round: 6, rounds: 5 }, "ko")).toMatch(/예정된 5 라운드 이후/);
    expect(pairingProblemText("pair-row-after-round", { rowRound: 6, round: 5, count: 1 }, "en")).toMatch(
      /^Round 6 \(1 row, here\) comes after/,
    );
    expect(pairingProblemText("pair-row-after-round", { rowRound: 6, round: 5, count: 3 }, "en")).toMatch(
      /^Round 6 \(3 rows, the first here\)/,
    );
    expect(
      ratingProblemMessage({ code: "games-short", params: { name: "A", games: 1, known: 0, event: 1 } }, "en"),
    ).toBe(
      '"A" has 1 rated game on the list but only 0 on the Rated games sheet: his provisional rating is computed from the 0 known games and this event\'s 1 game.',
    );
  });

  it("# is the count as the language writes numbers; a score with decimals stays as given", () => {
    expect(t("en", "pairSummary", { round: 1, present: 1234 })).toBe("Round 1: 1,234 players to pair.");
    expect(t("ko", "pairSummary", { round: 1, present: 1234 })).toBe("1 라운드: 대진할 선수 1,234명.");
    expect(formatMessage("({score, plural, one {# pt} other {# pts}})", { score: 1.5 })).toBe("(1.5 pts)");
    expect(formatMessage("({score, plural, one {# pt} other {# pts}})", { score: 1 })).toBe("(1 pt)");
    // A count given as text (a cell's value) is counted as the number it reads.
    expect(formatMessage("{n, plural, one {# disc} other {# discs}}", { n: "1" })).toBe("1 disc");
  });

  it("=N picks an exact number first; a missing value leaves the placeholder; a plural needs its other form", () => {
    const tpl = "{n, plural, =0 {no game} one {# game} other {# games}} in {where}";
    expect(formatMessage(tpl, { n: 0, where: "R1" })).toBe("no game in R1");
    expect(formatMessage(tpl, { n: 1, where: "R1" })).toBe("1 game in R1");
    expect(formatMessage(tpl, { where: "R1" })).toBe("{n} in R1");
    expect(formatMessage("#NAME? {x}", { x: 1 })).toBe("#NAME? 1");
    expect(messageArguments(tpl)).toEqual(["n", "where"]);
    expect(() => formatMessage("{n, plural, one {# game}}", { n: 1 })).toThrow(/"other" form/);
    expect(() => formatMessage("{n, plural, one {# game", { n: 1 })).toThrow(SyntaxError);
  });

  it("pseudo-localization accents the words of every form and keeps the plural working", () => {
    const p = pseudoLocalize("{count, plural, one {# problem} other {# problems}} found");
    expect(formatMessage(p, { count: 1 }, "en")).toMatch(/^1 þŕöƀļéɱ ƒöüñð ~+$/);
    expect(formatMessage(p, { count: 2 }, "en")).toMatch(/^2 þŕöƀļéɱš ƒöüñð ~+$/);
    expect(mapMessageText("{a} and {n, plural, other {# x}}", (s) => s.toUpperCase())).toBe(
      "{a} AND {n, plural, other {# X}}",
    );
  });
});

describe("every table counts through plurals", () => {
  it("no English template writes a count as (s), or a count before a plural noun without a plural", () => {
    const plainCount =
      /\{\w+\} (?:problem|warning|player|game|row|pair|round|formula|forfeit|point|disc|pt|file|note|event|table|character|column)s\b/;
    const bad = entries.filter(
      ({ byLocale, key }) => /\((?:s|es)\)/.test(byLocale.en[key]) || plainCount.test(byLocale.en[key]),
    );
    expect(bad.map(({ table, key }) => `${table}.${key}`)).toEqual([]);
  });

  it.each(LOCALES)(
    "%s: a count is a plural in every language, with every form the language distinguishes",
    (locale) => {
      const needed = pluralCategories(locale);
      for (const { table, key, byLocale } of entries) {
        const template = byLocale[locale][key];
        const plurals = messagePlurals(template);
        // The same counts as English (a count is a count in every language).
        const names = (tpl: string) => [...new Set(messagePlurals(tpl).map((p) => p.name))].sort();
        expect([`${table}.${key}`, names(template)]).toEqual([`${table}.${key}`, names(byLocale.en[key])]);
        for (const p of plurals) {
          const missing = needed.filter((c) => !p.forms.includes(c));
          expect([`${table}.${key}`, p.name, missing]).toEqual([`${table}.${key}`, p.name, []]);
        }
      }
    },
  );

  it("the tables use plurals (the check above would pass vacuously on plain placeholders)", () => {
    const counted = entries.filter(({ byLocale, key }) => messagePlurals(byLocale.en[key]).length > 0);
    expect(counted.length).toBeGreaterThan(25);
  });

  it("any count fills every template completely, in every language (property)", () => {
    const keyed = entries.filter(({ byLocale, key }) => messagePlurals(byLocale.en[key]).length > 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...keyed),
        fc.constantFrom(...LOCALES),
        fc.oneof(fc.nat(100000), fc.double({ min: 0, max: 100, noNaN: true })),
        ({ byLocale, key }, locale, n) => {
          const template = byLocale[locale][key];
          const params = Object.fromEntries(messageArguments(template).map((a) => [a, n]));
          const out = formatMessage(template, params, locale);
          expect(out).not.toMatch(/\{\w+|plural,|\}\}/);
          const digits = Number.isInteger(n) ? new Intl.NumberFormat(locale).format(n) : String(n);
          // A "one" form may say the count in words ("in the first row"); every other form shows the number.
          const oneInWords = locale === "en" && n === 1 && /\bone \{[^#{}]*\}/.test(template);
          if (!oneInWords) expect(out).toContain(digits);
          if (locale === "en" && n !== 1)
            expect(out).not.toMatch(new RegExp(`(^|\\D)${digits} (problem|player|game|row)\\b`));
        },
      ),
    );
  });
});

describe("a count as the language writes it", () => {
  test("groupedInteger writes a whole number as Intl.NumberFormat does in English, Korean and Japanese", () => {
    const formats = LOCALES.map((l) => new Intl.NumberFormat(l));
    const check = (n: number) => {
      for (const f of formats) expect([n, groupedInteger(n)]).toEqual([n, f.format(n)]);
    };
    for (const n of [0, 1, 12, 123, 1234, 12345, 123456, 1234567, -1, -999, -1000, -123456, 210020, 2 ** 53 - 1])
      check(n);
    fc.assert(fc.property(fc.maxSafeInteger(), check), { numRuns: 5000 });
  });

  test.each(LOCALES)(
    "# in a %s message: a whole number grouped, -0 and unsafe numbers by Intl, a fraction as given",
    (l) => {
      const f = new Intl.NumberFormat(l);
      const text = (n: number) => formatMessage("{n, plural, other {# x}}", { n }, l);
      expect(text(210020)).toBe(`${f.format(210020)} x`);
      expect(text(-0)).toBe(`${f.format(-0)} x`);
      expect(text(2 ** 60)).toBe(`${f.format(2 ** 60)} x`);
      expect(text(1.5)).toBe("1.5 x");
    },
  );
});
