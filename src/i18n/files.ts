/**
 * Why a file is not a tournament file, in English, Korean and Japanese: one clause per reason of
 * src/vocabulary NotResultsReason, said after the file's name ("x.ELO: not a WOF results file: it is binary data …").
 * The command line prints the English one after the file name; the pane's import the one of its language. And why
 * export-elo writes no file (EloExportRefusal).
 */
import type { Locale } from "./locale";
import type { EloExportRefusal, NotResultsReason } from "../vocabulary";

type Texts = { [K in NotResultsReason["kind"]]: (r: Extract<NotResultsReason, { kind: K }>) => string };

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

const en: Texts = {
  binary: (r) => `it is binary data, not text (a control character, ${hex(r.code)}, on line ${r.line})`,
  json: () => 'it is JSON but not a FlipTheDisc export (it has no "players_list")',
  markup: (r) => `it is an HTML or XML page (line ${r.line}: "${r.text}"); save the results file itself, not the page`,
  table: (r) =>
    `it is a table of values (CSV, line ${r.line}: "${r.text}") without game lines; a results sheet saved as CSV is read with the extension .csv`,
  "no-lines": (r) =>
    `${r.lines === 1 ? "its one line is not" : `none of its ${r.lines} lines is`} a header line ("%%Tournament: …"), a player line ("%_% …") or a game line ("blackID (discs)>(discs) whiteID")`,
  "few-games": (r) =>
    `only ${r.games} of its ${r.games + r.others} lines outside comments ${r.games === 1 ? "is a game line" : "are game lines"} ("blackID (discs)>(discs) whiteID" with WOF ids); the first other one is line ${r.line}: "${r.text}"`,
  doubled: (r) =>
    r.what === "header"
      ? `it holds two files (or one twice): the header key "${r.text}" of line ${r.first} comes again on line ${r.line}, after the games; send each event as its own file`
      : `it holds two files (or one twice): the player list (line ${r.first}) starts again on line ${r.line}, after the games; send each event as its own file`,
  "cut-short": (r) =>
    `it is cut short: player ${r.player} (line ${r.line}) has the published score ${r.score}, more than the ${r.rounds} round${r.rounds === 1 ? "" : "s"} its games fill; send the whole file`,
  "cut-mid-line": (r) => `it ends in the middle of line ${r.line} ("${r.text}"): it is cut short; send the whole file`,
};

const ko: Texts = {
  binary: (r) => `텍스트가 아닌 바이너리 데이터입니다(${r.line}행에 제어 문자 ${hex(r.code)})`,
  json: () => 'JSON이지만 FlipTheDisc 내보내기가 아닙니다("players_list"가 없음)',
  markup: (r) => `HTML 또는 XML 페이지입니다(${r.line}행: "${r.text}"); 페이지가 아니라 결과 파일 자체를 저장하세요`,
  table: (r) =>
    `대국 줄이 없는 값의 표(CSV, ${r.line}행: "${r.text}")입니다; CSV로 저장한 결과 시트는 확장자 .csv로 읽습니다`,
  "no-lines": (r) =>
    `${r.lines}개 줄 중 머리 줄("%%Tournament: …"), 선수 줄("%_% …"), 대국 줄("흑ID (돌 수)>(돌 수) 백ID")이 하나도 없습니다`,
  "few-games": (r) =>
    `주석이 아닌 줄 ${r.games + r.others}개 중 대국 줄(WOF ID로 쓴 "흑ID (돌 수)>(돌 수) 백ID")은 ${r.games}개뿐입니다; 첫 번째 다른 줄은 ${r.line}행: "${r.text}"`,
  doubled: (r) =>
    r.what === "header"
      ? `파일 두 개(또는 같은 파일 두 번)가 들어 있습니다: ${r.first}행의 머리 줄 항목 "${r.text}"이(가) 대국 뒤 ${r.line}행에 다시 나옵니다; 대회마다 파일을 따로 보내세요`
      : `파일 두 개(또는 같은 파일 두 번)가 들어 있습니다: 선수 목록(${r.first}행)이 대국 뒤 ${r.line}행에서 다시 시작합니다; 대회마다 파일을 따로 보내세요`,
  "cut-short": (r) =>
    `파일이 중간에 끊겼습니다: 선수 ${r.player}(${r.line}행)의 공표 점수 ${r.score}이(가) 대국이 채우는 ${r.rounds}라운드보다 많습니다; 파일 전체를 보내세요`,
  "cut-mid-line": (r) => `${r.line}행 중간("${r.text}")에서 끝납니다: 파일이 끊겼습니다; 파일 전체를 보내세요`,
};

const ja: Texts = {
  binary: (r) => `テキストではなくバイナリデータです(${r.line} 行目に制御文字 ${hex(r.code)})`,
  json: () => 'JSON ですが FlipTheDisc のエクスポートではありません("players_list" がありません)',
  markup: (r) =>
    `HTML または XML のページです(${r.line} 行目: "${r.text}"); ページではなく結果ファイルそのものを保存してください`,
  table: (r) =>
    `対局行のない値の表(CSV、${r.line} 行目: "${r.text}")です; CSV で保存した結果シートは拡張子 .csv で読み込みます`,
  "no-lines": (r) =>
    `${r.lines} 行のどれもヘッダー行("%%Tournament: …")、選手行("%_% …")、対局行("黒ID (石数)>(石数) 白ID")ではありません`,
  "few-games": (r) =>
    `コメント以外の ${r.games + r.others} 行のうち対局行(WOF ID による "黒ID (石数)>(石数) 白ID")は ${r.games} 行だけです; 最初のほかの行は ${r.line} 行目: "${r.text}"`,
  doubled: (r) =>
    r.what === "header"
      ? `ファイルが二つ(または同じファイルが二度)入っています: ${r.first} 行目のヘッダー項目 "${r.text}" が対局の後の ${r.line} 行目にもう一度あります; 大会ごとに別のファイルで送ってください`
      : `ファイルが二つ(または同じファイルが二度)入っています: 選手一覧(${r.first} 行目)が対局の後の ${r.line} 行目からもう一度始まります; 大会ごとに別のファイルで送ってください`,
  "cut-short": (r) =>
    `途中で切れています: 選手 ${r.player}(${r.line} 行目)の公表得点 ${r.score} が、対局で埋まる ${r.rounds} ラウンドより多いです; ファイル全体を送ってください`,
  "cut-mid-line": (r) =>
    `${r.line} 行目の途中("${r.text}")で終わっています: 途中で切れています; ファイル全体を送ってください`,
};

const TEXTS: Record<Locale, Texts> = { en, ko, ja };

/** What the file is not, in words: "not a WOF results file: it is binary data, not text (…)". */
export function notResultsText(reason: NotResultsReason, locale: Locale = "en"): string {
  const clause = (TEXTS[locale][reason.kind] as (r: NotResultsReason) => string)(reason);
  return `${NOT_RESULTS[locale]}: ${clause}`;
}

/** "not a WOF results file" in each language (the JSON reason says what else it is not). */
const NOT_RESULTS: Record<Locale, string> = {
  en: "not a WOF results file",
  ko: "WOF 결과 파일이 아닙니다",
  ja: "WOF の結果ファイルではありません",
};

const EXPORT_REFUSALS: Record<
  Locale,
  { [K in EloExportRefusal["kind"]]: (r: Extract<EloExportRefusal, { kind: K }>) => string }
> = {
  en: {
    "no-games": () =>
      "the event has no played or adjudicated game (byes and forfeits are not written as games): there is nothing to write; nothing written",
    "bad-date": (r) =>
      `the date "${r.value}" (from ${r.source}) is not a real date: give the event's date as YYYY-MM-DD; nothing written`,
  },
  ko: {
    "no-games": () =>
      "대회에 둔 대국이나 판정 대국이 없습니다(부전승과 기권승은 대국으로 쓰지 않습니다). 쓸 것이 없어 아무것도 쓰지 않았습니다",
    "bad-date": (r) =>
      `날짜 "${r.value}"(${r.source}에서)은(는) 실제 날짜가 아닙니다. 대회 날짜를 YYYY-MM-DD로 주세요. 아무것도 쓰지 않았습니다`,
  },
  ja: {
    "no-games": () =>
      "大会に打った対局も判定の対局もありません(不戦勝と不戦敗は対局として書きません)。書くものがないので何も書いていません",
    "bad-date": (r) =>
      `日付「${r.value}」(${r.source} から)は実在する日付ではありません。大会の日付を YYYY-MM-DD で指定してください。何も書いていません`,
  },
};

/** Why export-elo (and the pane's Download .ELO) writes no file, in words. */
export function exportRefusalText(refusal: EloExportRefusal, locale: Locale = "en"): string {
  return (EXPORT_REFUSALS[locale][refusal.kind] as (r: EloExportRefusal) => string)(refusal);
}
