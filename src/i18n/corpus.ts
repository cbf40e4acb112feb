/**
 * The words of the corpus report (src/formats/corpus.ts corpusReport, printed by the `corpus` command), in English,
 * Korean and Japanese. The examples of notes and the refused files' reasons come from the readers' own table
 * (./fileNotes.ts, the note's `text(locale)`) and the command line's file-system messages (./cli.ts); the `corpus`
 * command's usage errors are in ./cliExchange.ts.
 *
 * Templates as in ./cli.ts: `{name}` placeholders, ICU plurals for every count before a noun. Note codes
 * (`round-header`), rule ids (`discs, bye 40`, `papp`), file names and percentages stay as they are in every language;
 * the numbers given as `{name}` are written by the caller as the language writes numbers (corpus.ts).
 * Imports neither formats/ nor sheets/ (the layer rule of src/i18n).
 */
import type { Locale } from "./locale";
import type { Params } from "./plural";
import { message, type MessageTable } from "./cli";

const en = {
  title: "Corpus: {files, plural, one {# file} other {# files}}",
  titleFolder: "Corpus {folder}: {files, plural, one {# file} other {# files}}",
  filesRead: "- files read: {read} of {files} ({pct}); refused: {refused}",
  points: "- players whose computed points equal the published score: {match} of {scored} ({pct})",
  lastColumn: "- events with a published last column: {events}; reproduced exactly by a rule: {reproduced} ({pct})",
  rule: "  - {rule}: {count, plural, one {# event} other {# events}}",
  noRule: "no rule reproduces it",
  order:
    "- events whose standings give the published order (of those whose last column is reproduced): {match} of {compared} ({pct})",
  notesTitle: "Most common notes (kind: files, notes; the first one met):",
  note: "- {code}: {files, plural, one {# file} other {# files}}, {notes, plural, one {# note} other {# notes}}; e.g. {file}, {first}",
  refusedTitle: "Refused files:",
  skippedTitle: "Not read:",
  scoresTitle: "Files whose published scores are not all reproduced (players off / with a score):",
  lastTitle: "Files whose last column no rule reproduces (closest rule, players off / compared):",
  internalError: "internal error: {detail}",
} as const;

export type CorpusKey = keyof typeof en;

const ko: Record<CorpusKey, string> = {
  title: "코퍼스: 파일 {files, plural, other {#개}}",
  titleFolder: "코퍼스 {folder}: 파일 {files, plural, other {#개}}",
  filesRead: "- 읽은 파일: {files}개 중 {read}개({pct}); 거부: {refused}개",
  points: "- 계산한 점수가 공개 점수와 같은 선수: {scored}명 중 {match}명({pct})",
  lastColumn: "- 마지막 열을 공개한 대회: {events}개; 규칙으로 정확히 재현한 대회: {reproduced}개({pct})",
  rule: "  - {rule}: 대회 {count, plural, other {#개}}",
  noRule: "재현하는 규칙 없음",
  order: "- 순위가 공개 순서와 같은 대회(마지막 열을 재현한 대회 중): {compared}개 중 {match}개({pct})",
  notesTitle: "가장 흔한 참고 사항(종류: 파일 수, 참고 사항 수; 처음 만난 것):",
  note: "- {code}: 파일 {files, plural, other {#개}}, 참고 사항 {notes, plural, other {#건}}; 예: {file}, {first}",
  refusedTitle: "거부한 파일:",
  skippedTitle: "읽지 않음:",
  scoresTitle: "공개 점수를 모두 재현하지는 못한 파일(어긋난 선수 / 점수가 있는 선수):",
  lastTitle: "마지막 열을 재현하는 규칙이 없는 파일(가장 가까운 규칙, 어긋난 선수 / 비교한 선수):",
  internalError: "내부 오류: {detail}",
};

const ja: Record<CorpusKey, string> = {
  title: "コーパス: ファイル {files, plural, other {# 個}}",
  titleFolder: "コーパス {folder}: ファイル {files, plural, other {# 個}}",
  filesRead: "- 読めたファイル: {files} 個中 {read} 個({pct})。拒否: {refused} 個",
  points: "- 計算した得点が公表得点と等しい選手: {scored} 人中 {match} 人({pct})",
  lastColumn: "- 最後の列を公表した大会: {events} 件。規則で正確に再現した大会: {reproduced} 件({pct})",
  rule: "  - {rule}: 大会 {count, plural, other {# 件}}",
  noRule: "再現する規則なし",
  order: "- 順位が公表順位どおりになる大会(最後の列を再現した大会のうち): {compared} 件中 {match} 件({pct})",
  notesTitle: "よくある注記(種類: ファイル数、注記数。最初に見つかったもの):",
  note: "- {code}: ファイル {files, plural, other {# 個}}、注記 {notes, plural, other {# 件}}。例: {file}、{first}",
  refusedTitle: "拒否したファイル:",
  skippedTitle: "読まなかったもの:",
  scoresTitle: "公表得点をすべては再現できないファイル(ずれた選手 / 得点のある選手):",
  lastTitle: "最後の列を再現する規則がないファイル(最も近い規則、ずれた選手 / 比べた選手):",
  internalError: "内部エラー: {detail}",
};

/** The corpus report's words, by key, in every language (test/cli/i18n.test.ts checks the placeholders). */
export const CORPUS_MESSAGES: MessageTable<CorpusKey> = { en, ko, ja };

/** A line (or word) of the corpus report in `locale`. */
export function corpusText(locale: Locale, key: CorpusKey, params: Params = {}): string {
  return message(CORPUS_MESSAGES, locale, key, params);
}
