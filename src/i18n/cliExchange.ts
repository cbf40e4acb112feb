/**
 * The command line's words for the commands that move events between files (`import`, `export-elo`) and read an
 * archive (`corpus`: its usage errors), in English, Korean and Japanese. The .ELO and FlipTheDisc readers' own notes
 * are ./fileNotes.ts, the corpus report's words ./corpus.ts. Templates as in ./cli.ts.
 */
import type { Locale } from "./locale";
import type { Params } from "./plural";
import { message, type MessageTable } from "./cli";

const en = {
  // import.
  giveTournamentFile: "Give one tournament file (.json from FlipTheDisc or a WOF .ELO file).",
  giveOutXlsx: "Give --out FILE.xlsx, the workbook to create.",
  imported:
    "Imported {event}: {players, plural, one {# player} other {# players}}, {games, plural, one {# game} other {# games}} in {rounds, plural, one {# round} other {# rounds}} → {out} (sheets Results, Players; standings settings {settings}).\n",
  // export-elo.
  exportDate: '--date must be YYYY-MM-DD, got "{value}".',
  exportRounds: '--rounds must be a whole number of rounds from 1 to 999, got "{value}".',
  giveResults: "Give one results file (.xlsx or .csv).",
  giveOutElo: "Give --out FILE.ELO, the results file to write.",
  nothingWritten: "Nothing written: correct the cells above and run again.\n",
  cleaned: "note: the {field} {value} holds a line break or a control character: written on one line.\n",
  names:
    "note: {count, plural, one {# name} other {# names}} written as the WOF archive writes them, SURNAME, Firstname (give the Players sheet Surname and First name columns to choose): {list}.\n",
  renumbered:
    "note: the players have no WOF ids (names were used as ids): they are numbered 1, 2, … in the file. Add a Players sheet with an ID column to write WOF ids.\n",
  forfeits:
    "note: {count, plural, one {# forfeit has} other {# forfeits have}} no .ELO game line (the format has none): their points are in the score column, and a re-import counts the winner's point as a bye and the loser as absent that round. ",
  differ: "Read back, the rank or BQ of {count, plural, one {# player differs} other {# players differ}}: {list}.\n",
  same: "Read back, the standings are the same.\n",
  exported:
    "Wrote {out}: {players, plural, one {# player} other {# players}} in standings order (preset {preset}, BQ with C = {c}), {games, plural, one {# game} other {# games}} in {rounds, plural, one {# round} other {# rounds}}.\n",
  // corpus.
  giveEloFolder: "Give one folder holding .ELO files.",
  topValue: '--top must be a whole number of 1 or more, got "{value}".',
  noEloFiles: "error: {folder}: no .ELO file in this folder or below it.\n",
} as const;

export type ExchangeKey = keyof typeof en;

const ko: Record<ExchangeKey, string> = {
  giveTournamentFile: "대회 파일(FlipTheDisc의 .json 또는 WOF .ELO 파일) 하나를 주세요.",
  giveOutXlsx: "만들 통합 문서 --out FILE.xlsx를 주세요.",
  imported:
    "{event}을(를) 가져왔습니다: 선수 {players, plural, other {#명}}, 대국 {games, plural, other {#개}}, {rounds, plural, other {#라운드}} → {out} (결과·선수 시트; 순위 설정 {settings}).\n",
  exportDate: '--date는 YYYY-MM-DD여야 합니다. 받은 값: "{value}".',
  exportRounds: '--rounds는 1부터 999까지의 라운드 수여야 합니다. 받은 값: "{value}".',
  giveResults: "결과 파일(.xlsx 또는 .csv) 하나를 주세요.",
  giveOutElo: "쓸 결과 파일 --out FILE.ELO를 주세요.",
  nothingWritten: "아무것도 쓰지 않았습니다: 위의 셀을 고친 뒤 다시 실행하세요.\n",
  cleaned: "note: {field} {value}에 줄 바꿈이나 제어 문자가 있어 한 줄로 썼습니다.\n",
  names:
    "note: 이름 {count, plural, other {#개}}를 WOF 기록 보관소처럼 SURNAME, Firstname 형식으로 썼습니다(선수 시트에 성·이름 열을 두면 직접 정할 수 있음): {list}.\n",
  renumbered:
    "note: 선수에게 WOF ID가 없어(이름을 ID로 씀) 파일에서 1, 2, … 번호를 붙였습니다. WOF ID를 쓰려면 ID 열이 있는 선수 시트를 더하세요.\n",
  forfeits:
    "note: 기권승 {count, plural, other {#개}}에는 .ELO 대국 줄이 없습니다(형식에 없음): 그 점수는 점수 열에 있고, 다시 가져오면 이긴 쪽의 점수는 부전승, 진 쪽은 그 라운드 결장으로 셉니다. ",
  differ: "다시 읽으면 선수 {count, plural, other {#명}}의 순위나 BQ가 다릅니다: {list}.\n",
  same: "다시 읽어도 순위는 같습니다.\n",
  exported:
    "{out}에 썼습니다: 순위 순서로 선수 {players, plural, other {#명}}(프리셋 {preset}, BQ는 C = {c}), {rounds, plural, other {#라운드}}의 대국 {games, plural, other {#개}}.\n",
  giveEloFolder: ".ELO 파일이 있는 폴더 하나를 주세요.",
  topValue: '--top은 1 이상의 정수여야 합니다. 받은 값: "{value}".',
  noEloFiles: "error: {folder}: 이 폴더와 그 아래에 .ELO 파일이 없습니다.\n",
};

const ja: Record<ExchangeKey, string> = {
  giveTournamentFile: "大会ファイル(FlipTheDisc の .json か WOF .ELO ファイル)を一つ指定してください。",
  giveOutXlsx: "作成するブック --out FILE.xlsx を指定してください。",
  imported:
    "{event} を取り込みました: 選手 {players, plural, other {# 人}}、対局 {games, plural, other {# 局}}、{rounds, plural, other {# 回戦}} → {out}(結果・選手シート。順位の設定 {settings})。\n",
  exportDate: "--date は YYYY-MM-DD にしてください。指定された値:「{value}」。",
  exportRounds: "--rounds は 1 から 999 までの回戦数にしてください。指定された値:「{value}」。",
  giveResults: "結果ファイル(.xlsx または .csv)を一つ指定してください。",
  giveOutElo: "書く結果ファイル --out FILE.ELO を指定してください。",
  nothingWritten: "何も書いていません: 上のセルを直してから再実行してください。\n",
  cleaned: "note: {field} {value} に改行か制御文字があるため、一行で書きました。\n",
  names:
    "note: 名前 {count, plural, other {# 個}}を WOF のアーカイブと同じく SURNAME, Firstname の形で書きました(選手シートに姓と名の列を置けば選べます): {list}。\n",
  renumbered:
    "note: 選手に WOF の ID がない(名前を ID に使った)ため、ファイルでは 1、2、… と番号を付けました。WOF の ID を書くには ID 列のある選手シートを加えてください。\n",
  forfeits:
    "note: 不戦勝 {count, plural, other {# 局}}には .ELO の対局行がありません(形式にない): その得点は得点の列にあり、取り込み直すと勝った側の得点は不戦勝、負けた側はその回戦の欠場と数えます。",
  differ: "読み戻すと選手 {count, plural, other {# 人}}の順位か BQ が違います: {list}。\n",
  same: "読み戻しても順位は同じです。\n",
  exported:
    "{out} に書きました: 順位順に選手 {players, plural, other {# 人}}(プリセット {preset}、BQ は C = {c})、{rounds, plural, other {# 回戦}}の対局 {games, plural, other {# 局}}。\n",
  giveEloFolder: ".ELO ファイルのあるフォルダーを一つ指定してください。",
  topValue: "--top は 1 以上の整数にしてください。指定された値:「{value}」。",
  noEloFiles: "error: {folder}: このフォルダーとその下に .ELO ファイルがありません。\n",
};

export const CLI_EXCHANGE_MESSAGES: MessageTable<ExchangeKey> = { en, ko, ja };

/** A message of `import`'s, `export-elo`'s and `corpus`' table in `locale`. */
export function exchangeText(locale: Locale, key: ExchangeKey, params: Params = {}): string {
  return message(CLI_EXCHANGE_MESSAGES, locale, key, params);
}
