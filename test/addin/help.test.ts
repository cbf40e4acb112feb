/**
 * The custom functions' reference page in three languages (dist/help.html, help-ko.html, help-ja.html): the same
 * sections, each linking to the other two (no script: plain links), each function's text in its language, and the
 * Korean and Japanese metadata's help links going to the page in their language, at the function's own section.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- localize.js is CommonJS shared with webpack.config.js
const { LANGUAGES } = require("../../src/functions/i18n/localize") as { LANGUAGES: string[] };
import { readDist } from "./dist";
import { englishRuns } from "../helpers/english";

const PAGES = { en: "help.html", ko: "help-ko.html", ja: "help-ja.html" } as const;
const SCRIPT = { ko: /[\uac00-\ud7af]/, ja: /[\u3040-\u30ff\u4e00-\u9fff]/ } as const;

/** The ids of a page's sections, in order. */
const sections = (html: string) => [...html.matchAll(/<h2 id="?([A-Z_]+)"?/g)].map((m) => m[1]);
/** An opening tag's attribute as the build writes it (the minifier drops the quotes it can). */
const attr = (name: string, value: string) => new RegExp(`${name}="?${value.replace(/[.]/g, "\\.")}"?[\\s>]`);
/** A section's prose: its paragraphs and table headers, without tags and code. */
function prose(html: string, id: string): string {
  const start = html.search(attr("<h2 id", id));
  const end = html.indexOf("<h2", start + 1);
  const part = html.slice(start, end < 0 ? undefined : end);
  return [...part.matchAll(/<(?:p|th)>([\s\S]*?)<\/(?:p|th)>/g)]
    .map((m) => m[1].replace(/<code>[\s\S]*?<\/code>/g, " ").replace(/<[^>]+>/g, " "))
    .join(" ");
}

describe("the reference page in English, Korean and Japanese", () => {
  const en = readDist(PAGES.en);

  test.each(["ko", "ja"] as const)("%s: its language, every section of the English page, in its words", (l) => {
    const html = readDist(PAGES[l]);
    expect(html).toMatch(attr("<html lang", l));
    expect(sections(html)).toEqual(sections(en));
    for (const id of sections(html)) {
      const text = prose(html, id);
      expect([id, SCRIPT[l].test(text)]).toEqual([id, true]);
      expect([id, englishRuns(text, ["Brightwell Quotient"])]).toEqual([id, []]);
    }
  });

  test("every page links to the other two, without script", () => {
    for (const page of Object.values(PAGES)) {
      const html = readDist(page);
      for (const other of Object.values(PAGES))
        expect([page, other, attr("href", other).test(html)]).toEqual([page, other, true]);
      expect(html).not.toMatch(/<script\b/i);
    }
  });

  test.each(LANGUAGES as string[])("functions-%s.json links each function to its section of help-%s.html", (l) => {
    const built = JSON.parse(readDist(`functions-${l}.json`)) as { functions: { id: string; helpUrl: string }[] };
    const html = readDist(`help-${l}.html`);
    for (const f of built.functions) {
      const [page, anchor] = new URL(f.helpUrl).pathname.endsWith(`/help-${l}.html`)
        ? [`help-${l}.html`, new URL(f.helpUrl).hash.slice(1)]
        : [f.helpUrl, ""];
      expect([f.id, page]).toEqual([f.id, `help-${l}.html`]);
      expect(html).toMatch(attr("<h2 id", anchor));
    }
  });

  test("the English metadata keeps help.html", () => {
    const built = JSON.parse(readDist("functions.json")) as { functions: { helpUrl: string }[] };
    for (const f of built.functions) expect(f.helpUrl).toMatch(/\/help\.html#[A-Z_]+$/);
  });
});
