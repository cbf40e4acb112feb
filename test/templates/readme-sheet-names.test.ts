/**
 * The Korean and Japanese READMEs call the sheets by the names their templates (and the pane's "New tournament")
 * give them: the template section lists the template's sheets in tab order, the "New tournament" sentence names
 * the sheets it adds, and no sentence names a sheet by another word the readers accept for it ("순위 시트",
 * "対局結果シート": the Standings and 結果 sheets), which a director would look for in vain among the tabs.
 */
import { readFileSync } from "fs";
import * as path from "path";
import { SHEET_NAME_ALIASES } from "../../src/sheets/headers";
import { newTournamentSheetNames, templateWorkbook } from "../../src/sheets/workbook/newTournament";

const ROOT = path.resolve(__dirname, "../..");

const README = {
  ko: {
    file: "README.ko.md",
    templates: "## 대회 서식 파일",
    added: "한 번에 추가",
    sheet: (w: string) => [`${w} 시트`],
  },
  ja: {
    file: "README.ja.md",
    templates: "## 大会のテンプレート",
    added: "一度に追加",
    sheet: (w: string) => [`${w}シート`, `${w}のシート`, `${w} シート`],
  },
} as const;

/** A section of the Markdown: from its heading to the next "## ". */
function section(text: string, heading: string): string {
  const start = text.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const next = text.indexOf("\n## ", start + heading.length);
  return text.slice(start, next < 0 ? undefined : next);
}

/** Markdown with its line breaks joined (a sentence may be wrapped anywhere). */
const joined = (text: string) => text.replace(/\n\s*/g, " ");

describe.each(["ko", "ja"] as const)("README.%s.md", (language) => {
  const r = README[language];
  const text = readFileSync(path.join(ROOT, r.file), "utf8");
  const names = newTournamentSheetNames(language);

  test("the template section lists the template's sheets by name, in tab order", () => {
    // Each bullet starts with the sheet names it describes, in bold: "- **선수**, **결과**: …".
    const bold = [...section(text, r.templates).matchAll(/^- ((?:\*\*[^*]+\*\*(?:, |、)?)+)/gm)].flatMap((m) =>
      [...m[1].matchAll(/\*\*([^*]+)\*\*/g)].map((b) => b[1]),
    );
    expect(bold).toEqual(templateWorkbook(language).sheets.map((s) => s.name));
  });

  test("the New tournament sentence names the sheets the pane adds", () => {
    const sentence = joined(text)
      .split(/(?<=[.。])\s*/)
      .find((s) => s.includes(r.added));
    expect(sentence).toBeDefined();
    for (const role of ["settings", "players", "results", "standings"] as const)
      expect([role, sentence!.includes(names[role])]).toEqual([role, true]);
  });

  test("no sheet is called by another word the readers accept for it", () => {
    const flat = joined(text);
    const wrong = (["results", "players", "standings"] as const).flatMap((role) =>
      SHEET_NAME_ALIASES[role]
        .filter((alias) => alias !== names[role] && !alias.includes(names[role]) && /[^ -~]/.test(alias))
        .flatMap((alias) => r.sheet(alias))
        .filter((phrase) => flat.includes(phrase))
        .map((phrase) => `${phrase} (the sheet is ${names[role]})`),
    );
    expect(wrong).toEqual([]);
  });
});
