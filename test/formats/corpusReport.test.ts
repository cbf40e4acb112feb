/**
 * The corpus report (src/formats/corpus.ts corpusReport) in English, Korean and Japanese, on real files: the 2015
 * folder of the WOF archive (test/fixtures/wof_results/2015) and the files every reader must refuse
 * (test/fixtures/not-results). English reads as before with its counts in proper plurals ("1 event", "2 events"); in
 * Korean and Japanese no English is left apart from file names, note codes, rule ids and quoted file text; the
 * examples of notes and the refusals are the readers' own words in the language (src/i18n/fileNotes.ts).
 */
import { readdirSync, readFileSync } from "fs";
import fc from "fast-check";
import { corpusEntry, corpusReport, type CorpusEntry } from "../../src/formats/corpus";
import * as load from "../../src/formats/load";
import { noteText } from "../../src/formats/notes";
import { fileNoteText } from "../../src/i18n/fileNotes";
import type { Locale } from "../../src/i18n/locale";
import { englishRuns } from "../helpers/english";
import { fixturePath } from "../helpers/fixtures";

const YEAR = "2015";
const REAL = readdirSync(fixturePath("wof_results", YEAR))
  .sort()
  .map((f) => `${YEAR}/${f}`);
const REFUSED = readdirSync(fixturePath("not-results"))
  .filter((f) => /\.elo$/i.test(f))
  .sort();
const ENTRIES: CorpusEntry[] = [
  ...REAL.map((f) => corpusEntry(f, readFileSync(fixturePath("wof_results", f)))),
  ...REFUSED.map((f) => corpusEntry(f, readFileSync(fixturePath("not-results", f)))),
];
const FOLDER = "wof_results";
const TRANSLATED = ["ko", "ja"] as const;

/** What stays as written in every language: the rule ids ("discs, empties to winner, bye 40"). */
const RULE_IDS = [
  ...new Set(ENTRIES.flatMap((e) => [e.lastColumn ?? "", e.closest?.rule ?? ""]).filter((r) => r && r !== "none")),
].sort((a, b) => b.length - a.length);

const report = (locale: Locale, entries: readonly CorpusEntry[] = ENTRIES, top = 40, details = true) =>
  corpusReport(entries, { folder: FOLDER, top, details, locale });

/** The first note of each code as the report shows it: the first file that has it, and its note. */
function firstNotes(entries: readonly CorpusEntry[]) {
  const firsts = new Map<string, { file: string; note: CorpusEntry["notes"][string]["first"] }>();
  for (const e of entries)
    for (const [code, x] of Object.entries(e.notes))
      if (!firsts.has(code)) firsts.set(code, { file: e.file, note: x.first });
  return firsts;
}

describe("the inputs", () => {
  test("the 2015 folder reads and the not-results files are refused, with rules met once and many times", () => {
    expect(REAL.length).toBeGreaterThan(100);
    expect(ENTRIES.filter((e) => e.refused !== null).map((e) => e.file)).toEqual(REFUSED);
    const byRule = new Map<string, number>();
    for (const e of ENTRIES) if (e.lastColumn) byRule.set(e.lastColumn, (byRule.get(e.lastColumn) ?? 0) + 1);
    // Both plural forms are exercised: a rule of one event and rules of many.
    expect([...byRule.values()]).toContain(1);
    expect(Math.max(...byRule.values())).toBeGreaterThan(1);
    expect(byRule.get("none")).toBeGreaterThan(1);
  });
});

describe("English", () => {
  const en = report("en");

  test("counts in proper plurals: 1 event, 158 events, 1 file, no (s)", () => {
    expect(en).not.toMatch(/\(s\)/);
    expect(en).toContain("  - discs: 158 events\n");
    expect(en).toContain("  - discs, bye 64: 1 event\n");
    expect(en).toContain("  - woc: 1 event\n");
    expect(en).toContain("  - no rule reproduces it: 16 events\n");
    expect(en).toMatch(/\n- decimal-comma: 1 file, 4 notes; e\.g\. /);
    for (const line of en.split("\n")) {
      const rule = /^ {2}- .+: ([\d,]+) (events?)$/.exec(line);
      if (rule) expect([line, rule[2]]).toEqual([line, rule[1] === "1" ? "event" : "events"]);
      const note = /^- [a-z-]+: ([\d,]+) (files?), ([\d,]+) (notes?); e\.g\. /.exec(line);
      if (note) {
        expect([line, note[2]]).toEqual([line, note[1] === "1" ? "file" : "files"]);
        expect([line, note[4]]).toEqual([line, note[3] === "1" ? "note" : "notes"]);
      }
    }
  });

  test("the other lines read as before: totals, the first note of each kind in English, refusals, details", () => {
    expect(en.startsWith(`Corpus ${FOLDER}: 224 files\n\n- files read: 207 of 224 (92.41%); refused: 17\n`)).toBe(true);
    expect(en).toContain("- players whose computed points equal the published score: 2,968 of 2,979 (99.63%)\n");
    expect(en).toContain(
      "- events with a published last column: 195; reproduced exactly by a rule: 179 (91.79%)\n" +
        "  - discs: 158 events\n",
    );
    expect(en).toContain(
      "- events whose standings give the published order (of those whose last column is reproduced): 172 of 179 (96.09%)\n",
    );
    expect(en).toContain("\nMost common notes (kind: files, notes; the first one met):\n");
    // Each example is the first note of its kind as the reader wrote it: "FILE, line N: <English message>".
    const firsts = firstNotes(ENTRIES);
    for (const [code, { file, note }] of firsts)
      expect(en).toMatch(new RegExp(`\n- ${code}: .*; e\\.g\\. ${file.replace(/\./g, "\\.")}, line ${note.line}: `));
    const shown = en.split("\n").filter((l) => / e\.g\. /.test(l));
    expect(shown).toHaveLength(firsts.size);
    for (const line of shown) {
      const code = line.slice(2, line.indexOf(":"));
      const { file, note } = firsts.get(code)!;
      expect(line.endsWith(`; e.g. ${file}, line ${note.line}: ${note.message}`)).toBe(true);
    }
    for (const e of ENTRIES.filter((x) => x.refused !== null)) expect(en).toContain(`\n- ${e.file}: ${e.refused}\n`);
    expect(en).toContain(
      "\nRefused files:\n- array.ELO: not a WOF results file: it is JSON but not a FlipTheDisc export",
    );
    expect(en).toContain(
      "\nFiles whose published scores are not all reproduced (players off / with a score):\n- 2015/20150607_GM.ELO: 4 / 8\n",
    );
    expect(en).toContain(
      "\nFiles whose last column no rule reproduces (closest rule, players off / compared):\n- 2015/20150210_CG_Stage_V.ELO: discs 2 / 4\n",
    );
  });

  test("English is the default", () => {
    expect(corpusReport(ENTRIES, { folder: FOLDER, top: 40, details: true })).toBe(report("en"));
  });
});

describe.each(TRANSLATED)("%s", (locale) => {
  const text = report(locale);
  const en = report("en");

  test("every line in the language: no English run apart from file names, codes, rule ids and quoted file text", () => {
    const lines = text.split("\n");
    expect(lines).toHaveLength(en.split("\n").length);
    const leaks = lines.filter((l) => englishRuns(l, RULE_IDS).length > 0);
    expect(leaks).toEqual([]);
    // The English words are gone, and the ids are kept.
    for (const words of ["files read", "no rule reproduces it", "Most common notes", "Refused files", "e.g."])
      expect(text).not.toContain(words);
    expect(text).toContain("  - discs, bye 64: ");
    expect(text).toMatch(/\n- round-header: /);
    expect(englishRuns(en, RULE_IDS).length).toBeGreaterThan(10); // the check can fail: English does leak in English
  });

  test("numbers as the language writes them, counts through its plural form", () => {
    const totals =
      locale === "ko"
        ? "코퍼스 wof_results: 파일 224개\n\n- 읽은 파일: 224개 중 207개(92.41%); 거부: 17개\n" +
          "- 계산한 점수가 공개 점수와 같은 선수: 2,979명 중 2,968명(99.63%)\n"
        : "コーパス wof_results: ファイル 224 個\n\n- 読めたファイル: 224 個中 207 個(92.41%)。拒否: 17 個\n" +
          "- 計算した得点が公表得点と等しい選手: 2,979 人中 2,968 人(99.63%)\n";
    expect(text.startsWith(totals)).toBe(true);
    expect(text).toContain(locale === "ko" ? "  - discs: 대회 158개\n" : "  - discs: 大会 158 件\n");
    expect(text).toContain(locale === "ko" ? "  - discs, bye 64: 대회 1개\n" : "  - discs, bye 64: 大会 1 件\n");
    expect(text).toContain(
      locale === "ko" ? "  - 재현하는 규칙 없음: 대회 16개\n" : "  - 再現する規則なし: 大会 16 件\n",
    );
  });

  test("the examples are the readers' notes in the language, the refusals their reasons in it", () => {
    for (const [code, { file, note }] of firstNotes(ENTRIES)) {
      const example = fileNoteText("frameLine", locale, { line: note.line, message: noteText(note, locale) });
      expect(example).not.toContain(note.message);
      const line = text.split("\n").find((l) => l.startsWith(`- ${code}: `))!;
      expect(line.endsWith(`${file}${locale === "ko" ? ", " : "、"}${example}`)).toBe(true);
    }
    for (const e of ENTRIES.filter((x) => x.refused !== null)) {
      const reason = e.refusedText!(locale);
      expect(reason).not.toBe(e.refused);
      expect(text).toContain(`\n- ${e.file}: ${reason}\n`);
    }
  });
});

describe("a file the reader fails on (a bug, not a refusal)", () => {
  afterEach(() => jest.restoreAllMocks());

  test("is counted refused, with an internal error in the language, and the rest of the report goes on", () => {
    const file = REAL[0];
    jest.spyOn(load, "readTournamentBytes").mockImplementationOnce(() => {
      throw new TypeError("x is undefined");
    });
    const broken = corpusEntry(file, readFileSync(fixturePath("wof_results", file)));
    expect(broken.refused).toBe("internal error: x is undefined");
    const entries = [broken, ...ENTRIES.slice(1, 10)];
    expect(corpusReport(entries, { locale: "en" })).toContain(
      `\nRefused files:\n- ${file}: internal error: x is undefined\n`,
    );
    expect(corpusReport(entries, { locale: "ko" })).toContain(`\n거부한 파일:\n- ${file}: 내부 오류: x is undefined\n`);
    expect(corpusReport(entries, { locale: "ja" })).toContain(
      `\n拒否したファイル:\n- ${file}: 内部エラー: x is undefined\n`,
    );
  });
});

describe("any part of the folder, any --top, with or without --details (property)", () => {
  test("the same lines in every language, plurals right in English, no English in Korean and Japanese", () => {
    fc.assert(
      fc.property(
        fc.subarray(ENTRIES, { minLength: 0, maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (entries, top, details) => {
          const en = report("en", entries, top, details);
          expect(en).not.toMatch(
            /\(s\)|\b1 (?:events|files|notes)\b|(?<![\d,])(?:[02-9]|\d[\d,]*\d) (?:event|file|note)\b/,
          );
          for (const l of TRANSLATED) {
            const text = report(l, entries, top, details);
            expect(text.split("\n")).toHaveLength(en.split("\n").length);
            expect(englishRuns(text, RULE_IDS)).toEqual([]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
