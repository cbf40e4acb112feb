/**
 * The command line's words for reading a tournament (the loader src/cli/workbook.ts, the workbook's settings
 * src/cli/settings.ts) and for `standings`, in English, Korean and Japanese. Templates as in ./cli.ts (ICU-style
 * placeholders and plurals through ./plural.ts).
 */
import type { Locale } from "./locale";
import type { Params } from "./plural";
import { message, type MessageTable } from "./cli";

const en = {
  // The loader (src/cli/workbook.ts).
  csvOpenQuote:
    '{cell} (line {line}): the quote " that opens this cell ("{start}…) is never closed, so everything after it to the end of the file would be read into this one cell. Add the closing " at the end of the cell (a quote inside a cell is written twice: ""), or remove the opening one.',
  unsupportedType:
    '{file}: unsupported file type "{ext}". Give an .xlsx or .xlsm workbook, a .csv file, a WOF .ELO file or a FlipTheDisc .json export.',
  noExtension: "(none)",
  noResultsSheet:
    'error: {file}: no sheet named Results (결과, 結果) and no sheet with a header row Round, Black, Black discs, White discs, White. Add such a sheet or name it "Results".\n',
  noPlayersSheet:
    'error: {file}: no sheet with a Players header (ID, Name, Country, Rating). Add a header row with at least "Name".\n',
  needsXlsm:
    "{file}: the workbook has macros (.xlsm), which an .xlsx file cannot hold: give --out a name ending in .xlsm. Nothing written.",
  needsXlsx:
    "{file}: the workbook has no macros, so it is written as .xlsx (an .xlsm name would not open in Excel): give --out a name ending in .xlsx. Nothing written.",
  // The workbook's settings (src/cli/settings.ts).
  settingsFromWorkbook: "Settings from the workbook: {parts}; flags on the command line win.",
  // standings.
  giveResultsFile: "Give the results file (.xlsx or .csv).",
  giveOneResultsFile: "Give one results file, got {count}: {files}.",
  wholeNumber: '--{name} must be a whole number of {min} or more, got "{value}".',
  constantValue:
    '--constant must be a decimal number of 0 or more (e.g. 6 or 9.14), or exact, even, papp; got "{value}".',
  unknownTiebreak: "Unknown tie-break {bad}; use a comma-separated list of: {known}.",
  presetValue: '--preset must be one of {presets}; got "{value}".',
  discSumValue: '--disc-sum must be warn or error; got "{value}".',
  outNeedsFile: "--out needs a file name (FILE.xlsx).",
  errorsStop:
    "{count, plural, one {# error} other {# errors}}: nothing computed, nothing written. Correct the cells above and run again.\n",
  noGames: "error: {sheet}: no games below the header row. Add one row per game.\n",
  settingsWrong:
    "The workbook's settings are wrong: nothing computed, nothing written. Correct the cells above (or give the setting as a flag) and run again.\n",
  settingsFromFile: "note: standings settings from the file: {settings} (give --preset to choose others)\n",
  roundBeyond: "error: --round {round}: the results have games up to round {last} only. Give --round {last} or less.\n",
  sheetNotOurs:
    'error: {file}: the workbook already has a sheet "{sheet}" that Brightwell did not create, and it is never overwritten. Rename or delete that sheet, or write to another sheet with --sheet NAME. Nothing written.\n',
  title: "{event} — standings after round {round} of {rounds} (preset {preset}{constant}; tie-breaks: {tiebreaks})\n\n",
  constantPart: ", C = {c}",
  noTiebreaks: "none",
  wroteSheet: 'Wrote sheet "{sheet}" to {out}.\n',
} as const;

export type StandingsKey = keyof typeof en;

const ko: Record<StandingsKey, string> = {
  csvOpenQuote:
    '{cell}({line}행): 이 셀을 여는 따옴표 "("{start}…)가 닫히지 않아 그 뒤 파일 끝까지가 이 셀 하나로 읽힙니다. 셀 끝에 닫는 "를 넣거나(셀 안의 따옴표는 ""로 두 번 씀) 여는 따옴표를 지우세요.',
  unsupportedType:
    '{file}: 지원하지 않는 파일 형식 "{ext}"입니다. .xlsx 또는 .xlsm 통합 문서, .csv 파일, WOF .ELO 파일, FlipTheDisc .json 내보내기를 주세요.',
  noExtension: "(없음)",
  noResultsSheet:
    'error: {file}: Results(결과, 結果)라는 시트도, 라운드·흑·흑 돌 수·백 돌 수·백 머리글 행이 있는 시트도 없습니다. 그런 시트를 더하거나 시트 이름을 "결과"로 하세요.\n',
  noPlayersSheet:
    'error: {file}: 선수 머리글(ID, 이름, 국가, 레이팅)이 있는 시트가 없습니다. 적어도 "이름"이 있는 머리글 행을 더하세요.\n',
  needsXlsm:
    "{file}: 통합 문서에 매크로(.xlsm)가 있어 .xlsx 파일에 담을 수 없습니다. --out에 .xlsm으로 끝나는 이름을 주세요. 아무것도 쓰지 않았습니다.",
  needsXlsx:
    "{file}: 통합 문서에 매크로가 없어 .xlsx로 씁니다(.xlsm 이름이면 Excel에서 열리지 않음). --out에 .xlsx로 끝나는 이름을 주세요. 아무것도 쓰지 않았습니다.",
  settingsFromWorkbook: "통합 문서의 설정: {parts}. 명령줄의 옵션이 우선합니다.",
  giveResultsFile: "결과 파일(.xlsx 또는 .csv)을 주세요.",
  giveOneResultsFile: "결과 파일은 하나만 주세요. 받은 파일 {count}개: {files}.",
  wholeNumber: '--{name}은(는) {min} 이상의 정수여야 합니다. 받은 값: "{value}".',
  constantValue: '--constant는 0 이상의 소수(예: 6, 9.14) 또는 exact, even, papp여야 합니다. 받은 값: "{value}".',
  unknownTiebreak: "알 수 없는 타이브레이크 {bad}입니다. 다음을 쉼표로 구분해 쓰세요: {known}.",
  presetValue: '--preset은 {presets} 중 하나여야 합니다. 받은 값: "{value}".',
  discSumValue: '--disc-sum은 warn 또는 error여야 합니다. 받은 값: "{value}".',
  outNeedsFile: "--out에 파일 이름(FILE.xlsx)이 필요합니다.",
  errorsStop:
    "오류 {count, plural, other {#건}}: 아무것도 계산하지 않았고 쓰지 않았습니다. 위의 셀을 고친 뒤 다시 실행하세요.\n",
  noGames: "error: {sheet}: 머리글 행 아래에 대국이 없습니다. 대국마다 한 행씩 더하세요.\n",
  settingsWrong:
    "통합 문서의 설정이 잘못되었습니다: 아무것도 계산하지 않았고 쓰지 않았습니다. 위의 셀을 고치거나(또는 설정을 옵션으로 주고) 다시 실행하세요.\n",
  settingsFromFile: "note: 파일의 순위 설정: {settings}(다른 설정은 --preset으로)\n",
  roundBeyond: "error: --round {round}: 결과에는 {last}라운드까지의 대국만 있습니다. --round {last} 이하를 주세요.\n",
  sheetNotOurs:
    'error: {file}: 통합 문서에 Brightwell이 만들지 않은 시트 "{sheet}"이(가) 이미 있으며, 그 시트는 절대 덮어쓰지 않습니다. 그 시트의 이름을 바꾸거나 지우거나, --sheet NAME으로 다른 시트에 쓰세요. 아무것도 쓰지 않았습니다.\n',
  title: "{event} — 순위: 라운드 {round}/{rounds} 후 (프리셋 {preset}{constant}; 타이브레이크: {tiebreaks})\n\n",
  constantPart: ", C = {c}",
  noTiebreaks: "없음",
  wroteSheet: '시트 "{sheet}"을(를) {out}에 썼습니다.\n',
};

const ja: Record<StandingsKey, string> = {
  csvOpenQuote:
    '{cell}({line} 行目): このセルを開く引用符 "("{start}…)が閉じられていないため、その後ろからファイルの終わりまでがこの一つのセルに読み込まれます。セルの終わりに閉じる " を加える(セル内の引用符は "" と二度書きます)か、開く引用符を消してください。',
  unsupportedType:
    "{file}: 対応していないファイル形式「{ext}」です。.xlsx か .xlsm のブック、.csv ファイル、WOF .ELO ファイル、FlipTheDisc の .json エクスポートを指定してください。",
  noExtension: "(なし)",
  noResultsSheet:
    "error: {file}: Results(결과、結果)という名前のシートも、回戦・黒・黒の石数・白の石数・白の見出し行があるシートもありません。そのようなシートを加えるか、シート名を「結果」にしてください。\n",
  noPlayersSheet:
    "error: {file}: 選手の見出し(ID、名前、国、レーティング)のあるシートがありません。少なくとも「名前」のある見出し行を加えてください。\n",
  needsXlsm:
    "{file}: ブックにマクロ(.xlsm)があり、.xlsx ファイルには入れられません。--out に .xlsm で終わる名前を指定してください。何も書いていません。",
  needsXlsx:
    "{file}: ブックにマクロがないので .xlsx として書きます(.xlsm の名前では Excel で開けません)。--out に .xlsx で終わる名前を指定してください。何も書いていません。",
  settingsFromWorkbook: "ブックの設定: {parts}。コマンドラインのオプションが優先します。",
  giveResultsFile: "結果ファイル(.xlsx または .csv)を指定してください。",
  giveOneResultsFile: "結果ファイルは一つだけ指定してください。指定されたファイル {count} 個: {files}。",
  wholeNumber: "--{name} は {min} 以上の整数にしてください。指定された値:「{value}」。",
  constantValue:
    "--constant は 0 以上の小数(例: 6、9.14)か exact、even、papp にしてください。指定された値:「{value}」。",
  unknownTiebreak: "不明なタイブレーク {bad} です。次のものをカンマ区切りで指定してください: {known}。",
  presetValue: "--preset は {presets} のいずれかにしてください。指定された値:「{value}」。",
  discSumValue: "--disc-sum は warn か error にしてください。指定された値:「{value}」。",
  outNeedsFile: "--out にはファイル名(FILE.xlsx)が必要です。",
  errorsStop:
    "エラー {count, plural, other {# 件}}: 何も計算せず、何も書いていません。上のセルを直してから再実行してください。\n",
  noGames: "error: {sheet}: 見出し行の下に対局がありません。対局ごとに一行加えてください。\n",
  settingsWrong:
    "ブックの設定が正しくありません: 何も計算せず、何も書いていません。上のセルを直すか(または設定をオプションで指定して)再実行してください。\n",
  settingsFromFile: "note: ファイルの順位の設定: {settings}(ほかの設定は --preset で)\n",
  roundBeyond:
    "error: --round {round}: 結果には第 {last} 回戦までの対局しかありません。--round {last} 以下を指定してください。\n",
  sheetNotOurs:
    "error: {file}: ブックには Brightwell が作ったのではないシート「{sheet}」が既にあり、それは決して上書きしません。そのシートの名前を変えるか消すか、--sheet NAME で別のシートに書いてください。何も書いていません。\n",
  title:
    "{event} — 順位: 第 {round} 回戦後(全 {rounds} 回戦、プリセット {preset}{constant}、タイブレーク: {tiebreaks})\n\n",
  constantPart: "、C = {c}",
  noTiebreaks: "なし",
  wroteSheet: "シート「{sheet}」を {out} に書きました。\n",
};

export const CLI_STANDINGS_MESSAGES: MessageTable<StandingsKey> = { en, ko, ja };

/** A message of the loader's and `standings`' table in `locale`. */
export function standingsText(locale: Locale, key: StandingsKey, params: Params = {}): string {
  return message(CLI_STANDINGS_MESSAGES, locale, key, params);
}
