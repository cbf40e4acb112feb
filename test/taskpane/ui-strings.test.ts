/**
 * The pane's strings: complete in en/ko/ja with the same placeholders, the HTML carries no text of
 * its own (only data-i18n keys that exist), and no pane source inserts HTML from strings.
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import { placeholders, settingValueText, t, UI_STRINGS, UiKey } from "../../src/i18n/ui";
import { LOCALES as UI_LOCALES, pickLocale } from "../../src/i18n/locale";

const PANE = join(__dirname, "..", "..", "taskpane");
const keys = Object.keys(UI_STRINGS.en).sort();

describe("UI string tables", () => {
  it.each(UI_LOCALES)("%s has every key, none empty, with English's placeholders", (locale) => {
    const table = UI_STRINGS[locale];
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const k of keys as UiKey[]) {
      expect(table[k].trim()).not.toBe("");
      expect([k, placeholders(table[k])]).toEqual([k, placeholders(UI_STRINGS.en[k])]);
    }
  });

  it("Korean and Japanese are translated (not copies of English) except names", () => {
    const names = new Set<UiKey>(["appTitle", "presetFtd", "presetPapp", "colBq"]);
    for (const locale of ["ko", "ja"] as const) {
      const same = (keys as UiKey[]).filter((k) => !names.has(k) && UI_STRINGS[locale][k] === UI_STRINGS.en[k]);
      expect(same).toEqual([]);
    }
  });

  it("picks the locale from Office's displayLanguage, then the fallbacks, then English", () => {
    expect(pickLocale("ko-KR")).toBe("ko");
    expect(pickLocale("ja-JP", ["ko"])).toBe("ja");
    expect(pickLocale(undefined, ["fr-FR", "ja"])).toBe("ja");
    expect(pickLocale(undefined, null, "")).toBe("en");
    expect(pickLocale("fr-FR")).toBe("en");
    expect(pickLocale("KO_kr")).toBe("ko");
  });

  it("fills placeholders with the values as given (data stays as written)", () => {
    expect(t("en", "written", { round: 7, sheet: "<b>x</b>", players: 14 })).toBe(
      'Standings after round 7 written to the sheet "<b>x</b>" (14 players).',
    );
    expect(t("ja", "sectionPairing", { round: 8 })).toBe("第 8 回戦の組み合わせ");
    expect(t("en", "detectedSuffix")).toBe("{name} (recognised)");
  });
});

describe("task pane sources", () => {
  const html = readFileSync(join(PANE, "taskpane.html"), "utf8");

  it("taskpane.html has no visible text of its own, and every data-i18n key exists", () => {
    const body = html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<style[\s\S]*?<\/style>/g, "");
    const text = body
      .split(/<[^>]*>/)
      .join("")
      .trim();
    expect(text).toBe("");
    const used = [...html.matchAll(/data-i18n(?:-placeholder|-label)?="([^"]+)"/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(20);
    for (const k of used) expect(keys).toContain(k);
  });

  it("loads office.js from the CDN and Fabric Core from assets/ as the build expects", () => {
    expect(html).toContain('src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"');
    expect(html).toContain('href="assets/fabric.min.css"');
  });

  it("never builds DOM from strings (names are data: textContent only)", () => {
    // Every source of the pane, in its folders too (flow/, panels/).
    for (const file of readdirSync(PANE, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"))) {
      const src = readFileSync(join(PANE, file), "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      expect([file, src.match(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|\.html\(/g)]).toEqual([
        file,
        null,
      ]);
    }
  });
});

describe("the ribbon path the pane names", () => {
  // The button that opens the pane, as manifest.xml defines it: on Office's own Home tab (TabHome), labelled by the
  // resource TaskpaneButton.Label in each language. Office names that tab itself: Home, 홈, ホーム.
  const manifest = readFileSync(join(__dirname, "..", "..", "manifest.xml"), "utf8");
  const HOME_TAB: Record<(typeof UI_LOCALES)[number], string> = { en: "Home", ko: "홈", ja: "ホーム" };
  const OFFICE_LOCALE = { en: "", ko: "ko-KR", ja: "ja-JP" } as const;

  function buttonLabel(locale: (typeof UI_LOCALES)[number]): string {
    const tab = manifest.match(/<OfficeTab id="TabHome">([\s\S]*?)<\/OfficeTab>/);
    expect(tab).not.toBeNull();
    const control = tab![1].match(/<Control xsi:type="Button"[\s\S]*?<Label resid="([^"]+)"\/>[\s\S]*?<\/Control>/);
    expect(control?.[0]).toContain('xsi:type="ShowTaskpane"');
    const resource = manifest.match(
      new RegExp(`<bt:String id="${control![1]}" DefaultValue="([^"]+)">([\\s\\S]*?)</bt:String>`),
    );
    if (locale === "en") return resource![1];
    return resource![2].match(new RegExp(`Locale="${OFFICE_LOCALE[locale]}" Value="([^"]+)"`))![1];
  }

  it.each(UI_LOCALES)("%s: outside Excel the pane says where its button is (Home ▸ the manifest's label)", (locale) => {
    const path = `${HOME_TAB[locale]} ▸ ${buttonLabel(locale)}`;
    expect(t(locale, "notInExcel")).toContain(path);
    // No string names another place on the Home tab.
    for (const k of keys as UiKey[]) {
      const text = UI_STRINGS[locale][k];
      const at = text.indexOf(`${HOME_TAB[locale]} ▸`);
      if (at >= 0) expect([k, text.slice(at, at + path.length)]).toEqual([k, path]);
    }
  });
});

describe("a workbook setting's value as the pane says it", () => {
  it("names the preset, C's keywords and the language in the pane's language; numbers and unknown values as written", () => {
    expect(settingValueText("ko", "preset", "koa")).toBe("한국오델로협회");
    expect(settingValueText("ja", "preset", "JOA")).toBe("日本オセロ連盟");
    expect(settingValueText("ko", "constant", "preset")).toBe("규정대로");
    expect(settingValueText("ja", "constant", "even")).toBe(UI_STRINGS.ja.constantEven);
    expect(settingValueText("ko", "language", "ja")).toBe("日本語");
    expect(settingValueText("ko", "rounds", "5")).toBe("5");
    expect(settingValueText("ko", "constant", "6,5")).toBe("6,5");
    expect(settingValueText("en", "preset", "fide")).toBe("fide");
  });
});
