import fs from "fs";
import path from "path";
import { DIST, readDist } from "./dist";

/**
 * dist/support.html, the page the manifest's SupportUrl names (test/addin/manifest.test.ts checks the link):
 * built from pages/support.html, in English, Korean and Japanese, saying how to report a problem and what
 * data the add-in keeps. It must itself keep its promise: a static page that loads nothing from anywhere.
 */

const page = readDist("support.html");
const sourcePage = fs.readFileSync(path.resolve(__dirname, "../../pages/support.html"), "utf8");

/** What a reader sees: comments, style and tags dropped, whitespace collapsed (the production build minifies HTML). */
function text(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the <section id="…" lang="…"> for one language. */
function section(id: string): string {
  const m = new RegExp(`<section id="?${id}"? lang="?${id}"?>([\\s\\S]*?)</section>`).exec(page);
  if (!m) throw new Error(`dist/support.html has no <section id="${id}" lang="${id}">`);
  return text(m[1]);
}

test("is built from pages/support.html (same text, in en, ko and ja)", () => {
  expect(text(page)).toBe(text(sourcePage));
  expect(page).toMatch(/<html lang="?en"?>/);
});

test.each([
  // [section, "how to report a problem" heading, "what data" heading, "nothing leaves the workbook", "sends nothing"]
  [
    "en",
    "Reporting a problem",
    "What data the add-in keeps",
    "Your data never leaves the workbook",
    "the add-in sends nothing anywhere",
  ],
  [
    "ko",
    "문제 알리기",
    "추가 기능이 보관하는 데이터",
    "데이터는 통합 문서 밖으로 나가지 않습니다",
    "아무 곳에도 아무것도 보내지 않습니다",
  ],
  [
    "ja",
    "問題の報告",
    "アドインが保存するデータ",
    "データがブックの外に出ることはありません",
    "どこにも何も送信しません",
  ],
])(
  "the %s section says how to report a problem and that no data leaves the workbook",
  (id, report, data, stays, sends) => {
    const said = section(id);
    for (const phrase of [report, data, stays, sends]) expect(said).toContain(phrase);
    // The three things the add-in does write, named as the code names them (src/sheets/ownership.ts).
    for (const name of ["brightwell.ownedSheets", "Brightwell_Standings", "Brightwell_Round_N"])
      expect(said).toContain(name);
  },
);

test("loads nothing from anywhere: no script, no remote resource, links only to pages in dist/ or its own sections", () => {
  expect(page).not.toMatch(/<script|<link|<img|<iframe|<form/i);
  const targets = [...page.matchAll(/\b(?:href|src)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
  expect(targets.length).toBeGreaterThan(0);
  for (const t of targets) {
    if (t.startsWith("#")) {
      expect([t, new RegExp(`\\bid="?${t.slice(1)}[" >]`).test(page)]).toEqual([t, true]);
    } else {
      expect([t, fs.existsSync(path.join(DIST, t))]).toEqual([t, true]);
    }
  }
});
