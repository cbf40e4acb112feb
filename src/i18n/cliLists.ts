/**
 * The command line's words for the published-list commands (`rate-list`, `rate-card`, `rate-import`), the list
 * options they share with `rate-history` (src/cli/commands/listOptions.ts) and the KBA events file of
 * `rate-history --events` (src/cli/commands/eventWeights.ts, and the file's row problems found by
 * src/sheets/ratings/eventWeights.ts), in English, Korean and Japanese. Templates as in ./cli.ts: `{name}`
 * placeholders, ICU plurals for every count; option names, files, sheets and the tags "error:", "warning:" stay as
 * they are.
 */
import type { Locale } from "./locale";
import type { Params } from "./plural";
import { message, type MessageTable } from "./cli";

const en = {
  // The list options (listOptions.ts).
  dateValue: '--{name} must be a date YYYY-MM-DD, got "{value}".',
  wholeValue: '--{name} must be a whole number {min} or more, got "{value}".',
  oneOf: '--{name} must be one of {values}; got "{value}".',
  decimalsRange: "--decimals must be 0 to 4, got {value}.",
  // rate-list.
  listGiveWorkbook: "Give one workbook (.xlsx) with a Ratings sheet.",
  listSince: "--since ({since}) must be before the list's date ({asOf}).",
  listTitle: "--title needs the list's title.",
  listCsv: "--csv needs a file name (FILE.csv).",
  listNeedsXlsx: "{file}: give the .xlsx workbook that holds the Ratings sheet.",
  listNoRatings:
    "{file}: no rating list (a sheet named Ratings, 레이팅 or レーティング). Import one first (rate-import) or rate an event (rate).",
  listUncorrected: "The list cannot be published until these cells are corrected. Nothing written.\n",
  listWroteCsv: "Wrote the whole list (every player, as kept) to {out}.\n",
  listWroteSheet: 'Wrote the printable list to the sheet "{sheet}" of {out}.\n',
  // rate-card.
  cardGiveWorkbook: "Give one workbook (.xlsx) with a Rating history sheet.",
  cardPlayer: "--player needs the player's ID (or his name when the list has no ID for him).",
  cardDecimals: '--decimals must be 0 to 4, got "{value}".',
  cardOut: "--out needs a file name (card.svg).",
  cardNeedsXlsx: "{file}: give the .xlsx workbook that holds the Rating history.",
  cardNoHistory: "{file}: no Rating history sheet: rate an event first (rate).",
  cardNotFound:
    'error: {file}: "{player}" is not on the Rating history (give his ID, or his name when he has no ID).\n',
  cardWrote: "Wrote the rating card of {name} ({count, plural, one {# event} other {# events}}) to {out}.\n",
  // rate-import.
  importGiveList: "Give one list to import (.csv or .xlsx).",
  importGamesFile: "--games needs a file.",
  importInto: "--into needs the .xlsx workbook to add the list to.",
  importTournamentList: "{file}: a tournament file, not a rating list. Give the list as .csv or .xlsx.",
  importTournamentGames: "{file}: a tournament file, not rated games. Give the games as .csv or .xlsx.",
  importNoSheet: "{file}: the workbook has no sheet.",
  importIntoXlsx: "{file}: give an .xlsx workbook.",
  importErrors: "{count, plural, one {# error} other {# errors}}: nothing imported, nothing written.\n",
  importSummary: "{players, plural, one {# player} other {# players}} from {file}",
  importSummaryGames:
    "{players, plural, one {# player} other {# players}} and {games, plural, one {# rated game} other {# rated games}} from {file}",
  importWould: "Would import {summary}.\n",
  importNothingWritten: "Nothing written: add --out FILE.xlsx to write the rating list.\n",
  importDone: 'Imported {summary} into the sheet "{sheet}" of {out}.\n',
  // rate-history --events (eventWeights.ts).
  eventsNeedsFile: "--events needs the events file (.csv).",
  eventsNeedsKba: "--events gives each event's KBA grade and stage; add --method kba.",
  eventsNotCsv:
    "{file}: the events file is a CSV file (.csv) with the columns file or event, grade, stage. Save it as CSV.",
  eventsCorrect: "Correct these rows of {file}: nothing rated, nothing written.\n",
  fallbackGrade: "grade {grade} stage {stage} (weight {weight})",
  weightsFrom: "weights per event from {file}",
  weightsFromFallback: "weights per event from {file} (events without a row: {fallback})",
  missingRows:
    "error: {file} gives no grade and stage for {count, plural, one {# event} other {# events}} of the folder:\n",
  missingRowsFix:
    "Add a row for each (file or event, grade, stage), or give --grade and --stage (or --weight) to rate them with. Nothing written.\n",
  withoutRow: "{count, plural, one {# event} other {# events}} without a grade/stage in {file}, rated as {fallback}:",
  unusedRow:
    'warning: {where}: "{key}" names no event rated from the folder (check the spelling; events after --until and re-sent copies are not rated).',
  // The events file's rows (sheets/ratings/eventWeights.ts).
  rowNoColumn:
    '{where}: no "{column}" column. The header needs {names} (or their Korean or Japanese titles: {ko}; {ja}).',
  rowNoKey: "{where}: no file or event. Give the event's .ELO file (as named in the folder) or its name.",
  rowGrade:
    '{where}: the grade "{value}" is not one of 1, 2, 3, restricted (등급 1, 2, 3, 제한; 等級 1, 2, 3, 制限). Correct it.',
  rowStage:
    '{where}: the stage "{value}" is not one of prelim, main, final (예선, 본선, 결승; 予選, 本戦, 決勝). Correct it.',
  rowDuplicate: '{where}: "{key}" is already given on line {line}. Keep one row for each file or event.',
} as const;

export type ListsKey = keyof typeof en;

const ko: Record<ListsKey, string> = {
  dateValue: '--{name}은(는) YYYY-MM-DD 형식의 날짜여야 합니다. 받은 값: "{value}".',
  wholeValue: '--{name}은(는) {min} 이상의 정수여야 합니다. 받은 값: "{value}".',
  oneOf: '--{name}은(는) {values} 중 하나여야 합니다. 받은 값: "{value}".',
  decimalsRange: "--decimals는 0에서 4 사이여야 합니다. 받은 값: {value}.",
  listGiveWorkbook: "레이팅 시트가 있는 통합 문서(.xlsx)를 하나 지정하세요.",
  listSince: "--since({since})는 목록의 날짜({asOf})보다 앞서야 합니다.",
  listTitle: "--title에는 목록의 제목이 필요합니다.",
  listCsv: "--csv에는 파일 이름(FILE.csv)이 필요합니다.",
  listNeedsXlsx: "{file}: 레이팅 시트가 있는 .xlsx 통합 문서를 지정하세요.",
  listNoRatings:
    "{file}: 레이팅 목록(Ratings, 레이팅 또는 レーティング라는 시트)이 없습니다. 먼저 목록을 가져오거나(rate-import) 대회를 레이팅하세요(rate).",
  listUncorrected: "이 셀들을 고치기 전에는 목록을 발표할 수 없습니다. 아무것도 쓰지 않았습니다.\n",
  listWroteCsv: "목록 전체(모든 선수, 저장된 그대로)를 {out}에 썼습니다.\n",
  listWroteSheet: '인쇄용 목록을 {out}의 "{sheet}" 시트에 썼습니다.\n',
  cardGiveWorkbook: "레이팅 기록 시트가 있는 통합 문서(.xlsx)를 하나 지정하세요.",
  cardPlayer: "--player에는 선수의 ID(목록에 ID가 없으면 이름)가 필요합니다.",
  cardDecimals: '--decimals는 0에서 4 사이여야 합니다. 받은 값: "{value}".',
  cardOut: "--out에는 파일 이름(card.svg)이 필요합니다.",
  cardNeedsXlsx: "{file}: 레이팅 기록이 있는 .xlsx 통합 문서를 지정하세요.",
  cardNoHistory: "{file}: 레이팅 기록 시트가 없습니다. 먼저 대회를 레이팅하세요(rate).",
  cardNotFound: 'error: {file}: "{player}"은(는) 레이팅 기록에 없습니다(ID를, ID가 없으면 이름을 지정하세요).\n',
  cardWrote: "{name}의 레이팅 카드(대회 {count, plural, other {#개}})를 {out}에 썼습니다.\n",
  importGiveList: "가져올 목록(.csv 또는 .xlsx)을 하나 지정하세요.",
  importGamesFile: "--games에는 파일이 필요합니다.",
  importInto: "--into에는 목록을 더할 .xlsx 통합 문서가 필요합니다.",
  importTournamentList: "{file}: 레이팅 목록이 아니라 대회 파일입니다. 목록을 .csv 또는 .xlsx로 지정하세요.",
  importTournamentGames: "{file}: 레이팅 대국이 아니라 대회 파일입니다. 대국을 .csv 또는 .xlsx로 지정하세요.",
  importNoSheet: "{file}: 통합 문서에 시트가 없습니다.",
  importIntoXlsx: "{file}: .xlsx 통합 문서를 지정하세요.",
  importErrors: "오류 {count, plural, other {#건}}: 아무것도 가져오지 않았고 아무것도 쓰지 않았습니다.\n",
  importSummary: "{file}의 선수 {players, plural, other {#명}}",
  importSummaryGames: "{file}의 선수 {players, plural, other {#명}}과 레이팅 대국 {games, plural, other {#국}}",
  importWould: "{summary}을 가져올 수 있습니다.\n",
  importNothingWritten: "아무것도 쓰지 않았습니다. 레이팅 목록을 쓰려면 --out FILE.xlsx를 더하세요.\n",
  importDone: '{summary}을 {out}의 "{sheet}" 시트로 가져왔습니다.\n',
  eventsNeedsFile: "--events에는 대회 파일(.csv)이 필요합니다.",
  eventsNeedsKba: "--events는 대회마다 KBA 등급과 단계를 줍니다. --method kba를 더하세요.",
  eventsNotCsv: "{file}: 대회 파일은 파일 또는 대회, 등급, 단계 열이 있는 CSV 파일(.csv)입니다. CSV로 저장하세요.",
  eventsCorrect: "{file}의 이 행들을 고치세요. 아무것도 레이팅하지 않았고 아무것도 쓰지 않았습니다.\n",
  fallbackGrade: "등급 {grade} 단계 {stage}(가중치 {weight})",
  weightsFrom: "{file}의 대회별 가중치",
  weightsFromFallback: "{file}의 대회별 가중치(행이 없는 대회: {fallback})",
  missingRows: "error: {file}에 폴더의 대회 {count, plural, other {#개}}의 등급과 단계가 없습니다.\n",
  missingRowsFix:
    "대회마다 행(파일 또는 대회, 등급, 단계)을 더하거나, 이 대회들에 쓸 --grade와 --stage(또는 --weight)를 지정하세요. 아무것도 쓰지 않았습니다.\n",
  withoutRow: "{file}에 등급과 단계가 없는 대회 {count, plural, other {#개}}, {fallback}(으)로 레이팅:",
  unusedRow:
    'warning: {where}: "{key}"은(는) 폴더에서 레이팅한 어느 대회도 가리키지 않습니다(철자를 확인하세요. --until 이후의 대회와 재전송 사본은 레이팅하지 않습니다).',
  rowNoColumn: '{where}: "{column}" 열이 없습니다. 머리글에 {names}(또는 한국어·일본어 제목 {ko}; {ja})가 필요합니다.',
  rowNoKey: "{where}: 파일이나 대회가 없습니다. 대회의 .ELO 파일(폴더에 있는 이름)이나 대회 이름을 지정하세요.",
  rowGrade:
    '{where}: 등급 "{value}"은(는) 1, 2, 3, restricted(등급 1, 2, 3, 제한; 等級 1, 2, 3, 制限) 중 하나가 아닙니다. 고치세요.',
  rowStage:
    '{where}: 단계 "{value}"은(는) prelim, main, final(예선, 본선, 결승; 予選, 本戦, 決勝) 중 하나가 아닙니다. 고치세요.',
  rowDuplicate: '{where}: "{key}"은(는) 이미 {line}행에 있습니다. 파일이나 대회마다 한 행만 두세요.',
};

const ja: Record<ListsKey, string> = {
  dateValue: '--{name} は YYYY-MM-DD 形式の日付にしてください。受け取った値: "{value}"。',
  wholeValue: '--{name} は {min} 以上の整数にしてください。受け取った値: "{value}"。',
  oneOf: '--{name} は {values} のいずれかにしてください。受け取った値: "{value}"。',
  decimalsRange: "--decimals は 0 から 4 にしてください。受け取った値: {value}。",
  listGiveWorkbook: "レーティングシートのあるブック(.xlsx)を一つ指定してください。",
  listSince: "--since({since})はリストの日付({asOf})より前にしてください。",
  listTitle: "--title にはリストの題名が必要です。",
  listCsv: "--csv にはファイル名(FILE.csv)が必要です。",
  listNeedsXlsx: "{file}: レーティングシートのある .xlsx ブックを指定してください。",
  listNoRatings:
    "{file}: レーティングリスト(Ratings、레이팅 または レーティング という名前のシート)がありません。先にリストを取り込むか(rate-import)、大会をレーティングしてください(rate)。",
  listUncorrected: "これらのセルを直すまでリストは公表できません。何も書いていません。\n",
  listWroteCsv: "リスト全体(全選手、保存されたとおり)を {out} に書きました。\n",
  listWroteSheet: "印刷用のリストを {out} のシート「{sheet}」に書きました。\n",
  cardGiveWorkbook: "レーティング履歴シートのあるブック(.xlsx)を一つ指定してください。",
  cardPlayer: "--player には選手の ID(リストに ID がなければ名前)が必要です。",
  cardDecimals: '--decimals は 0 から 4 にしてください。受け取った値: "{value}"。',
  cardOut: "--out にはファイル名(card.svg)が必要です。",
  cardNeedsXlsx: "{file}: レーティング履歴のある .xlsx ブックを指定してください。",
  cardNoHistory: "{file}: レーティング履歴シートがありません。先に大会をレーティングしてください(rate)。",
  cardNotFound:
    "error: {file}: 「{player}」はレーティング履歴にありません(ID を、ID がなければ名前を指定してください)。\n",
  cardWrote: "{name} のレーティングカード(大会 {count, plural, other {# 件}})を {out} に書きました。\n",
  importGiveList: "取り込むリスト(.csv または .xlsx)を一つ指定してください。",
  importGamesFile: "--games にはファイルが必要です。",
  importInto: "--into にはリストを加える .xlsx ブックが必要です。",
  importTournamentList:
    "{file}: レーティングリストではなく大会ファイルです。リストを .csv または .xlsx で指定してください。",
  importTournamentGames:
    "{file}: レーティング対局ではなく大会ファイルです。対局を .csv または .xlsx で指定してください。",
  importNoSheet: "{file}: ブックにシートがありません。",
  importIntoXlsx: "{file}: .xlsx ブックを指定してください。",
  importErrors: "エラー {count, plural, other {# 件}}: 何も取り込まず、何も書いていません。\n",
  importSummary: "{file} の選手 {players, plural, other {# 人}}",
  importSummaryGames: "{file} の選手 {players, plural, other {# 人}}とレーティング対局 {games, plural, other {# 局}}",
  importWould: "{summary}を取り込めます。\n",
  importNothingWritten: "何も書いていません: レーティングリストを書くには --out FILE.xlsx を加えてください。\n",
  importDone: "{summary}を {out} のシート「{sheet}」に取り込みました。\n",
  eventsNeedsFile: "--events には大会ファイル(.csv)が必要です。",
  eventsNeedsKba: "--events は大会ごとの KBA の等級と段階を与えます。--method kba を加えてください。",
  eventsNotCsv:
    "{file}: 大会ファイルは、ファイルまたは大会、等級、段階の列がある CSV ファイル(.csv)です。CSV で保存してください。",
  eventsCorrect: "{file} のこれらの行を直してください。何もレーティングせず、何も書いていません。\n",
  fallbackGrade: "等級 {grade} 段階 {stage}(重み {weight})",
  weightsFrom: "{file} の大会ごとの重み",
  weightsFromFallback: "{file} の大会ごとの重み(行のない大会: {fallback})",
  missingRows: "error: {file} にはフォルダーの大会 {count, plural, other {# 件}}の等級と段階がありません:\n",
  missingRowsFix:
    "大会ごとに行(ファイルまたは大会、等級、段階)を加えるか、それらに使う --grade と --stage(または --weight)を指定してください。何も書いていません。\n",
  withoutRow: "{file} に等級と段階のない大会 {count, plural, other {# 件}}、{fallback} でレーティング:",
  unusedRow:
    "warning: {where}: 「{key}」はフォルダーからレーティングしたどの大会も指していません(綴りを確かめてください。--until より後の大会と再送コピーはレーティングしません)。",
  rowNoColumn:
    "{where}: 「{column}」列がありません。見出しには {names}(または韓国語・日本語の見出し {ko}; {ja})が必要です。",
  rowNoKey: "{where}: ファイルも大会もありません。大会の .ELO ファイル(フォルダーでの名前)か大会名を指定してください。",
  rowGrade:
    "{where}: 等級「{value}」は 1、2、3、restricted(등급 1, 2, 3, 제한; 等級 1、2、3、制限)のいずれでもありません。直してください。",
  rowStage:
    "{where}: 段階「{value}」は prelim、main、final(예선, 본선, 결승; 予選、本戦、決勝)のいずれでもありません。直してください。",
  rowDuplicate: "{where}: 「{key}」はすでに {line} 行目にあります。ファイルか大会ごとに一行にしてください。",
};

export const CLI_LISTS_MESSAGES: MessageTable<ListsKey> = { en, ko, ja };

/** A message of the list commands' table in `locale`. */
export function listsText(locale: Locale, key: ListsKey, params: Params = {}): string {
  return message(CLI_LISTS_MESSAGES, locale, key, params);
}
