/**
 * The command line's language (src/cli/locale.ts): --locale, else the workbook's Brightwell_Language, else the
 * system's (LC_ALL, LC_MESSAGES, LANG in POSIX order; Windows' display language), else English. Unit rules, a
 * property over every combination, and the real templates (tournament-ko/ja.xlsx carry their language) run
 * through the command line.
 */
import fc from "fast-check";
import * as path from "path";
import { chooseLocale, localeFlagIn, localeOfTag, systemLocale } from "../../src/cli/locale";
import { LOCALES, type Locale } from "../../src/i18n/locale";
import { runCli } from "../helpers/cli";

jest.setTimeout(60_000);
const ROOT = path.resolve(__dirname, "../..");
const cli = (argv: string[], env: Record<string, string> = {}) => runCli(argv, ROOT, env);

describe("the system's locale", () => {
  test("POSIX order: the first of LC_ALL, LC_MESSAGES, LANG that is set and not empty decides", () => {
    expect(systemLocale({ env: { LANG: "ko_KR.UTF-8" }, platform: "linux" })).toBe("ko");
    expect(systemLocale({ env: { LANG: "ko_KR.UTF-8", LC_MESSAGES: "ja_JP.UTF-8" }, platform: "linux" })).toBe("ja");
    expect(
      systemLocale({
        env: { LANG: "ko_KR.UTF-8", LC_MESSAGES: "ja_JP.UTF-8", LC_ALL: "en_GB.UTF-8" },
        platform: "linux",
      }),
    ).toBe("en");
    // An empty variable is as good as unset.
    expect(systemLocale({ env: { LC_ALL: "", LANG: "ja_JP.eucJP" }, platform: "linux" })).toBe("ja");
    // The C locale is English even when LANG would say Korean (LC_ALL wins).
    expect(systemLocale({ env: { LC_ALL: "C", LANG: "ko_KR.UTF-8" }, platform: "linux" })).toBeUndefined();
    // A language Brightwell does not speak is no choice (English follows).
    expect(systemLocale({ env: { LANG: "de_DE.UTF-8" }, platform: "linux" })).toBeUndefined();
  });

  test("Windows: without the variables, the display language (Intl); elsewhere no such fallback", () => {
    expect(systemLocale({ env: {}, platform: "win32", intlLocale: () => "ja-JP" })).toBe("ja");
    expect(systemLocale({ env: { LANG: "ko_KR.UTF-8" }, platform: "win32", intlLocale: () => "ja-JP" })).toBe("ko");
    expect(systemLocale({ env: {}, platform: "linux", intlLocale: () => "ja-JP" })).toBeUndefined();
  });

  test("tags: ko, ko-KR, ko_KR.UTF-8, ja_JP@euro; not C, POSIX, or a code that only starts alike", () => {
    expect(["ko", "ko-KR", "ko_KR.UTF-8", "KO_kr"].map(localeOfTag)).toEqual(["ko", "ko", "ko", "ko"]);
    expect(localeOfTag("ja_JP@euro")).toBe("ja");
    expect(["C", "POSIX", "kok_IN", "jav", ""].map(localeOfTag)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("the choice order: flag > workbook > system > English", () => {
  const maybe = fc.option(fc.constantFrom(...LOCALES), { nil: undefined });
  test("property: the first one given wins, English when none is", () => {
    fc.assert(
      fc.property(maybe, maybe, maybe, (flag, workbook, system) => {
        const env = system ? { LANG: `${system}_XX.UTF-8` } : {};
        const got = chooseLocale(flag, workbook, { env, platform: "linux" });
        const expected: Locale = flag ?? workbook ?? system ?? "en";
        expect(got.locale).toBe(expected);
        expect(got.source).toBe(flag ? "flag" : workbook ? "workbook" : system ? "system" : "default");
      }),
    );
  });

  test("--locale is found in a raw command line in both forms, not after --", () => {
    expect(localeFlagIn(["standings", "x.csv", "--locale", "ko"])).toBe("ko");
    expect(localeFlagIn(["standings", "--locale=ja", "x.csv"])).toBe("ja");
    expect(localeFlagIn(["standings", "--", "--locale", "ja"])).toBeUndefined();
    expect(localeFlagIn(["standings", "--locale", "fr"])).toBeUndefined();
  });
});

describe("through the command line, on the templates (their Tournament sheet names the language)", () => {
  const title = /standings after round|순위: 라운드|順位: 第/;
  test("a Korean workbook speaks Korean even on a Japanese system; --locale wins over it", async () => {
    const ko = await cli(["standings", "templates/tournament-ko.xlsx"], { LANG: "ja_JP.UTF-8" });
    expect(ko.code).toBe(0);
    expect(ko.out).toMatch(/라운드/);
    expect(ko.err).toMatch(/통합 문서/);
    const en = await cli(["standings", "templates/tournament-ko.xlsx", "--locale", "en"], { LANG: "ja_JP.UTF-8" });
    expect(en.out).toMatch(/standings after round 2 of 5/);
    expect(en.out).toMatch(title);
  });

  test("an input without a language (a CSV, an .ELO file) follows the system, else English", async () => {
    const ja = await cli(["standings", "test/fixtures/20101111_WOC_2010.ELO"], { LC_ALL: "ja_JP.UTF-8" });
    expect(ja.code).toBe(0);
    expect(ja.out).toMatch(/順位: 第 13 回戦後/);
    const en = await cli(["standings", "test/fixtures/20101111_WOC_2010.ELO"], { LC_ALL: "C", LANG: "ja_JP.UTF-8" });
    expect(en.out).toMatch(/standings after round 13/);
  });

  test("a usage error before any file is read is in the system's language", async () => {
    const r = await cli(["standings", "--no-such-flag"], { LANG: "ko_KR.UTF-8" });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^알 수 없는 옵션 --no-such-flag입니다\./);
  });
});
