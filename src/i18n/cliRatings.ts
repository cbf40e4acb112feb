/**
 * The command line's words for the rating-list commands (`rate`, `rate-history` and the options they share,
 * src/cli/commands/ratingOptions.ts), in English, Korean and Japanese. The rating problems and notes themselves come
 * from ./ratings.ts, as in the pane. Templates as in ./cli.ts.
 */
import type { Locale } from "./locale";
import type { Params } from "./plural";
import { message, type MessageTable } from "./cli";

const en = {
  // Options (ratingOptions.ts).
  numberValue: '--{name} must be a number, got "{value}".',
  dateValue: '--date must be a date YYYY-MM-DD, got "{value}".',
  methodValue: '--method must be elo or kba; got "{value}".',
  perRoundElo: "--per-round is an Elo option (KBA rates a month's games against its start).",
  kbaOption: "--{name} is a KBA option; add --method kba.",
  gradeValue: '--grade must be 1, 2, 3 or restricted; got "{value}".',
  stageValue: '--stage must be prelim, main or final; got "{value}".',
  kbaNeedsWeight:
    "--method kba needs the event's --grade (1, 2, 3, restricted) and --stage (prelim, main, final), or a --weight.",
  settingsElo: "Elo: K = {k}, scale {scale}, newcomers {start}, {when}",
  eloPerRound: "updated after every round",
  eloBefore: "all expectations from the ratings before the event",
  settingsKba: "KBA: k = {k}, α = {alpha}, scale {scale}, {weight}, newcomers who met only newcomers count as {start}",
  kbaStartMedian: "the list's median ({start} on an empty list)",
  kbaWeight: "weight {weight}",
  untilLater: "{count, plural, one {# event file is} other {# event files are}} dated after {until} (--until).",
  untilLeftOut: "Left out {count, plural, one {# event file} other {# event files}} dated after {until} (--until).",
  gradeStageTogether: "--grade and --stage go together (the weight of the events without their own row).",
  // rate.
  giveWorkbook: "Give one workbook (.xlsx) with a Results sheet and a Ratings sheet.",
  undoNeedsName: "--undo needs the event's name.",
  undoNeedsXlsx: "{file}: give the .xlsx workbook that holds the Ratings and Rating history sheets.",
  rateNeedsXlsx:
    "{file}: give an .xlsx workbook holding the Results and the Ratings sheets (a .csv has no rating list).",
  nothingUndone: "Nothing undone, nothing written.\n",
  undoTitle: 'Undo "{event}" ({date}, applied {applied}):\n\n',
  removed: "(removed)",
  yes: "yes",
  wroteUndo: "Wrote the Ratings and Rating history sheets to {out}.\n",
  previewUndo: "Preview only: add --out FILE.xlsx to write the restored list.\n",
  nothingRated: " Nothing rated, nothing written.\n",
  errorsStop: "{count, plural, one {# error} other {# errors}}: nothing rated, nothing written.\n",
  fromWorkbook: "note: {parts} from the workbook's Tournament sheet; --event and --date win.\n",
  partEvent: "event {value} ({cell})",
  partDate: "date {value} ({cell})",
  wrote: "Wrote the Ratings and Rating history sheets to {out}.\n",
  wroteGames: "Wrote the Ratings, Rating history and Rated games sheets to {out}.\n",
  previewOnly: "Preview only: add --out FILE.xlsx to write the updated list.\n",
  newcomer: "* newcomer.",
  sum: " Changes add up to {sum}.",
  // rate-history.
  giveFolder: "Give one folder of WOF .ELO files.",
  notAFolder: "{folder}: not a folder. Give the folder that holds the .ELO files.",
  noneRated:
    "error: {folder}: no readable .ELO file with rated games ({count, plural, one {# file} other {# files}} found). Nothing written.\n",
  listRank: "Rank",
  listId: "ID",
  listName: "Name",
  listRating: "Rating",
  listGames: "Games",
  listLastEvent: "Last event",
  rated:
    "Rated {rated} of {files, plural, one {# event file} other {# event files}}, {first} to {last}: {games, plural, one {# game} other {# games}}, {players, plural, one {# player} other {# players}}, {rows, plural, one {# Rating history row} other {# Rating history rows}}.",
  skipped: " Skipped {count, plural, one {# file} other {# files}} (unreadable or without a rated game).",
  duplicates: " Skipped {count, plural, one {# re-sent copy} other {# re-sent copies}} of events already rated.",
  unknownIds: " Left out {count, plural, one {# game} other {# games}} with an unknown player id (??????).",
  skippedFile: "  skipped {file}: {reason}",
  skippedMore: "  … and {count} more.",
  corrected:
    "  copy {file}: a corrected copy of {of} ({shared} of its {total} games with discs are games of it); not rated again",
  sameGames: "  copy {file}: the same games as {of}; not rated again",
  notRated: "Not rated: {count, plural, one {# event} other {# events}} the rating method refused:",
  notRatedFile: "  not rated {file}: {reason}",
  noRatedGame: "no rated game",
} as const;

export type RatingsKey = keyof typeof en;

const ko: Record<RatingsKey, string> = {
  numberValue: '--{name}은(는) 수여야 합니다. 받은 값: "{value}".',
  dateValue: '--date는 YYYY-MM-DD 형식의 날짜여야 합니다. 받은 값: "{value}".',
  methodValue: '--method는 elo 또는 kba여야 합니다. 받은 값: "{value}".',
  perRoundElo: "--per-round는 Elo 옵션입니다(KBA는 한 달의 대국을 그 달 초의 레이팅으로 계산합니다).",
  kbaOption: "--{name}은(는) KBA 옵션입니다. --method kba를 더하세요.",
  gradeValue: '--grade는 1, 2, 3, restricted 중 하나여야 합니다. 받은 값: "{value}".',
  stageValue: '--stage는 prelim, main, final 중 하나여야 합니다. 받은 값: "{value}".',
  kbaNeedsWeight:
    "--method kba에는 대회의 --grade(1, 2, 3, restricted)와 --stage(prelim, main, final), 또는 --weight가 필요합니다.",
  settingsElo: "Elo: K = {k}, 척도 {scale}, 신규 선수 {start}, {when}",
  eloPerRound: "라운드마다 갱신",
  eloBefore: "모든 기대 승률은 대회 전 레이팅으로",
  settingsKba: "KBA: k = {k}, α = {alpha}, 척도 {scale}, {weight}, 신규 선수끼리만 둔 신규 선수의 값 {start}",
  kbaStartMedian: "목록의 중앙값(빈 목록이면 {start})",
  kbaWeight: "가중치 {weight}",
  untilLater: "대회 파일 {count, plural, other {#개}}는 {until} 뒤의 날짜입니다(--until).",
  untilLeftOut: "{until} 뒤의 대회 파일 {count, plural, other {#개}}를 뺐습니다(--until).",
  gradeStageTogether: "--grade와 --stage는 함께 주어야 합니다(자기 행이 없는 대회의 가중치).",
  giveWorkbook: "결과 시트와 레이팅 시트가 있는 통합 문서(.xlsx) 하나를 주세요.",
  undoNeedsName: "--undo에 대회 이름이 필요합니다.",
  undoNeedsXlsx: "{file}: 레이팅 시트와 레이팅 기록 시트가 있는 .xlsx 통합 문서를 주세요.",
  rateNeedsXlsx: "{file}: 결과 시트와 레이팅 시트가 있는 .xlsx 통합 문서를 주세요(.csv에는 레이팅 목록이 없습니다).",
  nothingUndone: "아무것도 되돌리지 않았고 쓰지 않았습니다.\n",
  undoTitle: '"{event}" 되돌리기({date}, 적용 {applied}):\n\n',
  removed: "(삭제)",
  yes: "예",
  wroteUndo: "레이팅 시트와 레이팅 기록 시트를 {out}에 썼습니다.\n",
  previewUndo: "미리 보기만 했습니다: 되돌린 목록을 쓰려면 --out FILE.xlsx를 더하세요.\n",
  nothingRated: " 아무것도 레이팅하지 않았고 쓰지 않았습니다.\n",
  errorsStop: "오류 {count, plural, other {#건}}: 아무것도 레이팅하지 않았고 쓰지 않았습니다.\n",
  fromWorkbook: "note: 통합 문서의 대회 시트에서 {parts}. --event와 --date가 우선합니다.\n",
  partEvent: "대회 {value}({cell})",
  partDate: "날짜 {value}({cell})",
  wrote: "레이팅 시트와 레이팅 기록 시트를 {out}에 썼습니다.\n",
  wroteGames: "레이팅, 레이팅 기록, 레이팅 대국 시트를 {out}에 썼습니다.\n",
  previewOnly: "미리 보기만 했습니다: 갱신한 목록을 쓰려면 --out FILE.xlsx를 더하세요.\n",
  newcomer: "* 신규 선수.",
  sum: " 변동의 합은 {sum}입니다.",
  giveFolder: "WOF .ELO 파일이 있는 폴더 하나를 주세요.",
  notAFolder: "{folder}: 폴더가 아닙니다. .ELO 파일이 있는 폴더를 주세요.",
  noneRated:
    "error: {folder}: 레이팅할 대국이 있는 읽을 수 있는 .ELO 파일이 없습니다(찾은 파일 {count, plural, other {#개}}). 아무것도 쓰지 않았습니다.\n",
  listRank: "순위",
  listId: "ID",
  listName: "이름",
  listRating: "레이팅",
  listGames: "대국 수",
  listLastEvent: "마지막 대회",
  rated:
    "대회 파일 {files, plural, other {#개}} 중 {rated}개를 레이팅했습니다({first} ~ {last}): 대국 {games, plural, other {#개}}, 선수 {players, plural, other {#명}}, 레이팅 기록 {rows, plural, other {#행}}.",
  skipped: " 파일 {count, plural, other {#개}}를 건너뛰었습니다(읽을 수 없거나 레이팅할 대국이 없음).",
  duplicates: " 이미 레이팅한 대회의 다시 보낸 사본 {count, plural, other {#개}}를 건너뛰었습니다.",
  unknownIds: " 선수 ID를 알 수 없는(??????) 대국 {count, plural, other {#개}}를 뺐습니다.",
  skippedFile: "  건너뜀 {file}: {reason}",
  skippedMore: "  … 그 밖에 {count}개.",
  corrected:
    "  사본 {file}: {of}을(를) 고친 사본입니다(돌 수가 있는 대국 {total}개 중 {shared}개가 그 대회의 대국); 다시 레이팅하지 않았습니다",
  sameGames: "  사본 {file}: {of}와(과) 같은 대국입니다; 다시 레이팅하지 않았습니다",
  notRated: "레이팅하지 않음: 레이팅 방식이 거부한 대회 {count, plural, other {#개}}:",
  notRatedFile: "  레이팅하지 않음 {file}: {reason}",
  noRatedGame: "레이팅 대국 없음",
};

const ja: Record<RatingsKey, string> = {
  numberValue: "--{name} は数にしてください。指定された値:「{value}」。",
  dateValue: "--date は YYYY-MM-DD の日付にしてください。指定された値:「{value}」。",
  methodValue: "--method は elo か kba にしてください。指定された値:「{value}」。",
  perRoundElo: "--per-round は Elo のオプションです(KBA は一か月の対局をその月初めのレーティングで計算します)。",
  kbaOption: "--{name} は KBA のオプションです。--method kba を加えてください。",
  gradeValue: "--grade は 1、2、3、restricted のいずれかにしてください。指定された値:「{value}」。",
  stageValue: "--stage は prelim、main、final のいずれかにしてください。指定された値:「{value}」。",
  kbaNeedsWeight:
    "--method kba には大会の --grade(1、2、3、restricted)と --stage(prelim、main、final)、または --weight が必要です。",
  settingsElo: "Elo: K = {k}、尺度 {scale}、新規選手 {start}、{when}",
  eloPerRound: "回戦ごとに更新",
  eloBefore: "期待値はすべて大会前のレーティングから",
  settingsKba: "KBA: k = {k}、α = {alpha}、尺度 {scale}、{weight}、新規選手とだけ対局した新規選手の値 {start}",
  kbaStartMedian: "リストの中央値(空のリストでは {start})",
  kbaWeight: "重み {weight}",
  untilLater: "大会ファイル {count, plural, other {# 件}}は {until} より後の日付です(--until)。",
  untilLeftOut: "{until} より後の大会ファイル {count, plural, other {# 件}}を除きました(--until)。",
  gradeStageTogether: "--grade と --stage は一緒に指定してください(自分の行がない大会の重み)。",
  giveWorkbook: "結果シートとレーティングシートのあるブック(.xlsx)を一つ指定してください。",
  undoNeedsName: "--undo には大会名が必要です。",
  undoNeedsXlsx: "{file}: レーティングシートとレーティング履歴シートのある .xlsx ブックを指定してください。",
  rateNeedsXlsx:
    "{file}: 結果シートとレーティングシートのある .xlsx ブックを指定してください(.csv にはレーティングリストがありません)。",
  nothingUndone: "何も取り消さず、何も書いていません。\n",
  undoTitle: "「{event}」の取り消し({date}、適用 {applied}):\n\n",
  removed: "(削除)",
  yes: "はい",
  wroteUndo: "レーティングシートとレーティング履歴シートを {out} に書きました。\n",
  previewUndo: "プレビューだけです: 戻したリストを書くには --out FILE.xlsx を加えてください。\n",
  nothingRated: " 何もレーティングせず、何も書いていません。\n",
  errorsStop: "エラー {count, plural, other {# 件}}: 何もレーティングせず、何も書いていません。\n",
  fromWorkbook: "note: ブックの大会シートから {parts}。--event と --date が優先します。\n",
  partEvent: "大会 {value}({cell})",
  partDate: "日付 {value}({cell})",
  wrote: "レーティングシートとレーティング履歴シートを {out} に書きました。\n",
  wroteGames: "レーティング、レーティング履歴、レーティング対局のシートを {out} に書きました。\n",
  previewOnly: "プレビューだけです: 更新したリストを書くには --out FILE.xlsx を加えてください。\n",
  newcomer: "* 新規選手。",
  sum: " 変動の合計は {sum} です。",
  giveFolder: "WOF .ELO ファイルのフォルダーを一つ指定してください。",
  notAFolder: "{folder}: フォルダーではありません。.ELO ファイルのあるフォルダーを指定してください。",
  noneRated:
    "error: {folder}: レーティングする対局のある読める .ELO ファイルがありません(見つかったファイル {count, plural, other {# 個}})。何も書いていません。\n",
  listRank: "順位",
  listId: "ID",
  listName: "名前",
  listRating: "レーティング",
  listGames: "対局数",
  listLastEvent: "最後の大会",
  rated:
    "大会ファイル {files, plural, other {# 個}}のうち {rated} 個をレーティングしました({first}~{last}): 対局 {games, plural, other {# 局}}、選手 {players, plural, other {# 人}}、レーティング履歴 {rows, plural, other {# 行}}。",
  skipped: " ファイル {count, plural, other {# 個}}を飛ばしました(読めないか、レーティングする対局がない)。",
  duplicates: " レーティング済みの大会の再送コピー {count, plural, other {# 個}}を飛ばしました。",
  unknownIds: " 選手 ID が不明な(??????)対局 {count, plural, other {# 局}}を除きました。",
  skippedFile: "  飛ばした {file}: {reason}",
  skippedMore: "  … ほかに {count} 個。",
  corrected:
    "  コピー {file}: {of} を直したコピーです(石数のある対局 {total} 局のうち {shared} 局がその大会の対局)。再びレーティングしていません",
  sameGames: "  コピー {file}: {of} と同じ対局です。再びレーティングしていません",
  notRated: "レーティングしなかった: レーティング方式が拒否した大会 {count, plural, other {# 個}}:",
  notRatedFile: "  レーティングしなかった {file}: {reason}",
  noRatedGame: "レーティング対局なし",
};

export const CLI_RATINGS_MESSAGES: MessageTable<RatingsKey> = { en, ko, ja };

/** A message of the rating commands' table in `locale`. */
export function ratingsText(locale: Locale, key: RatingsKey, params: Params = {}): string {
  return message(CLI_RATINGS_MESSAGES, locale, key, params);
}
