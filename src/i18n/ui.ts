/**
 * Task pane strings in English, Korean and Japanese. Every text the pane shows comes from here
 * (the HTML has only `data-i18n` keys); problem messages come from ./problems.ts (sheets helper),
 * column and tie-break names of the standings from src/sheets/standings/render.ts.
 *
 * A string may hold `{name}` placeholders and counts (`{count, plural, one {# problem} other {# problems}}`, in
 * every language: ./plural.ts); `t()` fills them. Values put into placeholders are data (sheet names, player
 * names): the pane always inserts the result as text, never as HTML.
 */

import type { PresetId } from "../engine";
import { isLocale, LANGUAGE_NAMES, type Locale } from "./locale";
import type { SettingKey } from "./workbook";
import { formatMessage, messageArguments, type Params } from "./plural";
import { NEW_TOURNAMENT_UI_EN, NEW_TOURNAMENT_UI_JA, NEW_TOURNAMENT_UI_KO } from "./uiNewTournament";
import { RATINGS_UI_EN, RATINGS_UI_JA, RATINGS_UI_KO } from "./uiRatings";
import { RATING_LIST_UI_EN, RATING_LIST_UI_JA, RATING_LIST_UI_KO } from "./uiRatingList";
import { DETECTION_UI_EN, DETECTION_UI_JA, DETECTION_UI_KO } from "./detection";

export { detectionNoteText } from "./detection";

const en = {
  appTitle: "Brightwell",
  appSubtitle: "Standings and pairings for Othello tournaments",
  notInExcel:
    "Excel is not available: open this add-in from Excel (Home ▸ Tournament) to read and write sheets. The controls below are shown for preview only.",
  loading: "Reading the workbook…",
  sectionSheets: "Sheets",
  resultsSheet: "Results sheet",
  playersSheet: "Players sheet",
  playersNone: "(none: names are in the results)",
  detectedSuffix: "{name} (recognised)",
  noResultsDetected:
    "No sheet has a results header (Round, Black, Black discs, White discs, White). Pick the results sheet, or import a tournament file below.",
  noSheets: "The workbook has no sheets to read.",
  ...DETECTION_UI_EN,
  rescan: "Rescan sheets",
  sectionSettings: "Standings settings",
  preset: "Preset",
  presetWoc: "World Othello Championship (WOF)",
  presetFtd: "FlipTheDisc",
  presetPapp: "PAPP",
  presetKoa: "Korea Othello Association",
  presetJoa: "Japan Othello Association",
  constant: "Brightwell constant C",
  constantExact: "64 / rounds (exact)",
  constantEven: "Even number nearest 64 / rounds",
  constantPapp: "PAPP: 6 from 8 rounds, else 0",
  constantPreset: "the preset's own",
  constantNumber: "{value, plural, one {# disc} other {# discs}} per point",
  constantCustom: "Other number…",
  constantCustomValue: "C (discs per point)",
  constantInvalid: 'C must be a number of 0 or more (discs per point), found "{value}". Type a number such as 6.',
  byeRule: "A bye counts in BQ as",
  byeSelfDraw: "a draw against oneself: 32 + C × own score",
  byeZeroOpponent: "32 discs against an opponent with score 0",
  withdrawnRule: "Games against a withdrawn opponent",
  withdrawnSelfDraw: "count as a draw against oneself",
  withdrawnReal: "count as played",
  tiebreakOrder: "Order after points",
  tiebreakMoveUp: "Move {name} up",
  tiebreakMoveDown: "Move {name} down",
  tiebreakRemove: "Remove {name}",
  tiebreakAddLabel: "Tie-break to add",
  tiebreakAdd: "Add",
  tiebreakAllAdded: "(all added)",
  tiebreakReset: "Back to the preset's order",
  tiebreakNone: "No tie-break: players on equal points share a rank.",
  tiebreakMoved: "{name} is now number {position}.",
  tiebreakRemoved: "{name} removed.",
  tiebreakAdded: "{name} added at the end.",
  tiebreakResetDone: "Back to the preset's order.",
  round: "Standings after round",
  roundLatest: "Latest round",
  roundInvalid: 'The round must be a whole number of 1 or more, found "{value}". Leave it empty for the latest round.',
  roundBeyond:
    "Round {round} has no games yet: the last round with games is {last}. Choose a round up to {last}, or leave it empty.",
  compute: "Compute standings",
  computing: "Computing…",
  problemsTitle:
    "{count, plural, one {# problem} other {# problems}} in the input: nothing was written. Click a problem to select its cell.",
  warningsTitle: "{count, plural, one {# warning} other {# warnings}}: please check.",
  discSumQuestion: "In some games the discs do not add up to {total}. Compute the standings with the discs as written?",
  accept: "Accept and compute",
  stop: "Stop",
  stopped: "Stopped: nothing was written. Correct the discs, then compute again.",
  written:
    'Standings after round {round} written to the sheet "{sheet}" ({players, plural, one {# player} other {# players}}).',
  writtenRenamed:
    'A sheet named "{base}" already exists and was not created by Brightwell, so it was left alone and the standings went to "{sheet}".',
  previewTitle: "Top of the standings",
  colRank: "Rank",
  colPlayer: "Player",
  colPoints: "Points",
  colBq: "BQ",
  sectionImport: "Import a tournament file",
  importHelp: "A FlipTheDisc export (.json) or a WOF results file (.ELO): choose the file or paste its text.",
  importFile: "File",
  importChoose: "Choose a file…",
  importNoFile: "No file chosen",
  importPaste: "…or paste the file's text here",
  importButton: "Import",
  importing: "Importing…",
  imported:
    'Imported {players, plural, one {# player} other {# players}} and {games, plural, one {# game} other {# games}} into the new sheets "{results}" and "{playersSheet}".',
  importEmpty: "Choose a file or paste its text first.",
  importUnknown:
    "This text is neither a FlipTheDisc export (JSON with players_list and rounds) nor a WOF .ELO file (lines starting with %_% and %Round). Check that you chose the right file.",
  importFailed: "The file could not be read: {message}",
  importNotResults: "{file}: {reason}; nothing was imported.",
  importPasted: "The pasted text",
  importSettingsCreated:
    "The event's name, date and preset (and an .ELO file's country and sender) are on the new sheet \"{sheet}\": Standings and Download .ELO use them.",
  importSettingsUpdated:
    "The event's name, date and preset (and an .ELO file's country and sender) were written on the sheet \"{sheet}\": Standings and Download .ELO use them.",
  importOtherEvent:
    'This workbook\'s Tournament sheet holds another event, "{event}" ({address}). Import this file into a new workbook (File ▸ New), or empty that cell first. Nothing was written.',
  importNotes: "Notes from the file:",
  importSettings:
    "Standings settings set to what the file's published list follows: preset {preset} (see the notes below).",
  sectionPairing: "Pair round {round}",
  sectionPairingNext: "Pair the next round",
  pairSummary: "Round {round}: {present, plural, one {# player} other {# players}} to pair.",
  pairSummaryDone:
    "Round {round} is in the results sheet: every player has a pair. Enter its results, then the next round can be paired.",
  pairFixedTitle: "Pairs you typed for round {round} (kept as written):",
  pairFixedMore: "{count, plural, one {… and # more pair} other {… and # more pairs}}",
  pairAbsent: "Absent in round {round}: {names}",
  pairInputErrors: "{count, plural, one {# problem} other {# problems}} in the sheets: click Pair to list them.",
  pairFirstRound: "Round 1",
  pairByRating: "By rating: top half against bottom half",
  pairRandom: "Drawn at random",
  pairSeed: "Seed of the draw",
  pairSeedAuto: "Automatic (shown after pairing)",
  pairSeedInvalid:
    'The seed must be a whole number from 0 to 4294967295, found "{value}". Leave it empty for an automatic seed.',
  pairForeigners: "Foreigners meet locals first",
  pairReversed: "Allow a rematch with colours reversed as a last resort",
  pairCountry: "Same-country penalty",
  pairCountryDefault: "PAPP default: 2, round 1 only",
  pairCountryInvalid:
    'The same-country penalty must be a number of 0 or more, found "{value}". Leave it empty for PAPP\'s default.',
  pairCap: "Strict colour cap: |blacks − whites| at most",
  pairCapDefault: "None (PAPP: a penalty only)",
  pairCapInvalid:
    'The colour cap must be a whole number from 1 to 999, found "{value}". Leave it empty for no cap (PAPP\'s colour penalty only).',
  pairButton: "Pair round {round}",
  pairButtonNext: "Pair the next round",
  pairing: "Pairing…",
  pairWritten:
    'Round {round} paired: {rows, plural, one {# row} other {# rows}} added to "{results}" ({address}) and the printable sheet "{sheet}" written.',
  pairTableGrown: 'The table "{table}" grew to hold them.',
  pairTableOldExcel:
    'This Excel cannot extend the table "{table}" (that needs Excel 2021 or Microsoft 365): extend it by hand over the new rows.',
  pairNeedsNewerExcel:
    "Pairing needs Excel 2021 or Microsoft 365: this Excel cannot set the print layout of the round sheet. Nothing was written.",
  pairTablesNotGrown:
    "Several tables touch the last row ({tables}), so none was extended: extend the right one by hand.",
  pairRenamed:
    'A sheet named "{base}" already exists and was not created by Brightwell, so it was left alone and the round went to "{sheet}".',
  pairSeedUsed: "Drawn at random with seed {seed}: type this seed to draw the same round again.",
  pairAlready:
    "Round {round} is already paired: {rows, plural, one {its pair is} other {its # pairs are}} in the results sheet, so nothing was added. To pair it again, delete {rows, plural, one {that row} other {those rows}} and click Pair.",
  pairAlreadySheet: 'The printable sheet "{sheet}" was made from those rows.',
  pairNothingWritten: "Nothing was written.",
  pairRetry: "Allow a reversed-colour rematch and pair again",
  pairListTitle: "Pairs and why",
  pairPoints: "{name} ({points})",
  errorUnexpected: "Something went wrong: {message}. Nothing was written; try again.",
  errorSheetMissing:
    'The sheet "{sheet}" does not exist any more. Click "Rescan sheets" and pick the results sheet again.',
  errorEngine: "The standings could not be computed: {message}",
  errorNoExcel: "This needs Excel: open the add-in from Excel.",
  selectFailed: "Could not select {address}: {message}",
  languageLabel: "Language",
  settingsFromWorkbook: "From the workbook's Tournament sheet: {list}. Change them there; the pane follows.",
  settingsPaneChoice: "You chose the preset or C here, for this pane only; the workbook says {list}.",
  settingsUseWorkbook: "Use the workbook's settings",
  settingItem: "{label} {value} ({cell})",
  writtenFromWorkbook: "From the workbook: {list}.",
  pairSlips: "Also write result slips (one per table, to print)",
  pairSlipsWritten: 'Result slips: "{sheet}".',
  revived:
    "{count, plural, one {# Brightwell formula} other {# Brightwell formulas}} showed #NAME? (the workbook was opened before the add-in loaded) and {count, plural, one {was} other {were}} entered again: {cells}.",
  ...NEW_TOURNAMENT_UI_EN,
  ...RATINGS_UI_EN,
  ...RATING_LIST_UI_EN,
} as const;

export type UiKey = keyof typeof en;
type Table = Record<UiKey, string>;

const ko: Table = {
  appTitle: "Brightwell",
  appSubtitle: "오델로 대회 순위표와 대진",
  notInExcel:
    "Excel을 사용할 수 없습니다. 시트를 읽고 쓰려면 Excel에서 이 추가 기능을 여세요(홈 ▸ 대회). 아래 화면은 미리 보기입니다.",
  loading: "통합 문서를 읽는 중…",
  sectionSheets: "시트",
  resultsSheet: "결과 시트",
  playersSheet: "선수 시트",
  playersNone: "(없음: 결과에 이름이 있음)",
  detectedSuffix: "{name} (인식됨)",
  noResultsDetected:
    "결과 머리글(라운드, 흑, 흑 돌수, 백 돌수, 백)이 있는 시트가 없습니다. 결과 시트를 고르거나 아래에서 대회 파일을 가져오세요.",
  noSheets: "통합 문서에 읽을 시트가 없습니다.",
  ...DETECTION_UI_KO,
  rescan: "시트 다시 찾기",
  sectionSettings: "순위 설정",
  preset: "규정",
  presetWoc: "세계 오델로 선수권 (WOF)",
  presetFtd: "FlipTheDisc",
  presetPapp: "PAPP",
  presetKoa: "한국오델로협회",
  presetJoa: "일본오델로연맹",
  constant: "브라이트웰 상수 C",
  constantExact: "64 / 라운드 수 (정확히)",
  constantEven: "64 / 라운드 수에 가장 가까운 짝수",
  constantPapp: "PAPP: 8라운드 이상이면 6, 아니면 0",
  constantPreset: "규정대로",
  constantNumber: "승점 1당 돌 {value, plural, other {#개}}",
  constantCustom: "다른 수…",
  constantCustomValue: "C (승점 1당 돌 수)",
  constantInvalid: 'C는 0 이상의 수(승점 1당 돌 수)여야 하는데 "{value}"입니다. 6과 같은 수를 입력하세요.',
  byeRule: "부전승의 BQ 계산",
  byeSelfDraw: "자기 자신과의 무승부: 32 + C × 자신의 점수",
  byeZeroOpponent: "점수 0인 상대에게 돌 32개",
  withdrawnRule: "기권한 상대와의 대국",
  withdrawnSelfDraw: "자기 자신과의 무승부로 계산",
  withdrawnReal: "실제 대국대로 계산",
  tiebreakOrder: "승점 다음 순서",
  tiebreakMoveUp: "{name} 위로 이동",
  tiebreakMoveDown: "{name} 아래로 이동",
  tiebreakRemove: "{name} 삭제",
  tiebreakAddLabel: "추가할 동점 처리 기준",
  tiebreakAdd: "추가",
  tiebreakAllAdded: "(모두 추가됨)",
  tiebreakReset: "프리셋 순서로 되돌리기",
  tiebreakNone: "동점 처리 기준 없음: 승점이 같은 선수는 같은 순위입니다.",
  tiebreakMoved: "{name}: 이제 {position}번째입니다.",
  tiebreakRemoved: "{name}을(를) 삭제했습니다.",
  tiebreakAdded: "{name}을(를) 마지막에 추가했습니다.",
  tiebreakResetDone: "프리셋 순서로 되돌렸습니다.",
  round: "순위 기준 라운드",
  roundLatest: "마지막 라운드",
  roundInvalid: '라운드는 1 이상의 정수여야 하는데 "{value}"입니다. 마지막 라운드를 쓰려면 비워 두세요.',
  roundBeyond:
    "{round} 라운드에는 아직 대국이 없습니다. 대국이 있는 마지막 라운드는 {last}입니다. {last} 이하의 라운드를 고르거나 비워 두세요.",
  compute: "순위 계산",
  computing: "계산 중…",
  problemsTitle:
    "입력에 문제 {count, plural, other {#건}}: 아무것도 쓰지 않았습니다. 문제를 누르면 해당 셀이 선택됩니다.",
  warningsTitle: "경고 {count, plural, other {#건}}: 확인하세요.",
  discSumQuestion: "일부 대국에서 돌 수의 합이 {total}이 아닙니다. 적힌 돌 수 그대로 순위를 계산할까요?",
  accept: "그대로 계산",
  stop: "중지",
  stopped: "중지했습니다. 아무것도 쓰지 않았습니다. 돌 수를 고친 뒤 다시 계산하세요.",
  written: '{round} 라운드 후 순위를 "{sheet}" 시트에 썼습니다 (선수 {players, plural, other {#명}}).',
  writtenRenamed:
    '"{base}" 시트가 이미 있고 Brightwell이 만든 시트가 아니므로 그대로 두고, 순위는 "{sheet}" 시트에 썼습니다.',
  previewTitle: "순위 상위",
  colRank: "순위",
  colPlayer: "선수",
  colPoints: "승점",
  colBq: "BQ",
  sectionImport: "대회 파일 가져오기",
  importHelp: "FlipTheDisc 내보내기(.json) 또는 WOF 결과 파일(.ELO): 파일을 고르거나 내용을 붙여 넣으세요.",
  importFile: "파일",
  importChoose: "파일 선택…",
  importNoFile: "선택한 파일 없음",
  importPaste: "…또는 파일 내용을 여기에 붙여 넣기",
  importButton: "가져오기",
  importing: "가져오는 중…",
  imported:
    '선수 {players, plural, other {#명}}, 대국 {games, plural, other {#건}}을 새 시트 "{results}", "{playersSheet}"에 가져왔습니다.',
  importEmpty: "먼저 파일을 고르거나 내용을 붙여 넣으세요.",
  importUnknown:
    "FlipTheDisc 내보내기(players_list와 rounds가 있는 JSON)도 WOF .ELO 파일(%_%, %Round로 시작하는 줄)도 아닙니다. 파일을 제대로 골랐는지 확인하세요.",
  importFailed: "파일을 읽을 수 없습니다: {message}",
  importNotResults: "{file}: {reason}; 아무것도 가져오지 않았습니다.",
  importPasted: "붙여 넣은 내용",
  importSettingsCreated:
    '대회명, 날짜, 프리셋(.ELO 파일이면 국가와 보낸 사람도)을 새 시트 "{sheet}"에 적었습니다: 순위표와 .ELO 내려받기가 이 값을 씁니다.',
  importSettingsUpdated:
    '대회명, 날짜, 프리셋(.ELO 파일이면 국가와 보낸 사람도)을 시트 "{sheet}"에 적었습니다: 순위표와 .ELO 내려받기가 이 값을 씁니다.',
  importOtherEvent:
    '이 통합 문서의 대회 시트에는 다른 대회 "{event}"({address})가 있습니다. 이 파일은 새 통합 문서(파일 ▸ 새로 만들기)로 가져오거나, 먼저 그 셀을 비우세요. 아무것도 쓰지 않았습니다.',
  importNotes: "파일에 관한 참고:",
  importSettings:
    "순위 설정을 파일에 실린 순위표가 따르는 설정으로 바꾸었습니다: 프리셋 {preset} (아래 참고를 보세요).",
  sectionPairing: "{round} 라운드 대진",
  sectionPairingNext: "다음 라운드 대진",
  pairSummary: "{round} 라운드: 대진할 선수 {present, plural, other {#명}}.",
  pairSummaryDone:
    "{round} 라운드가 결과 시트에 있습니다. 모든 선수에게 대진이 있습니다. 결과를 입력하면 다음 라운드를 대진할 수 있습니다.",
  pairFixedTitle: "{round} 라운드에 직접 적은 대진(그대로 유지):",
  pairFixedMore: "{count, plural, other {… 외 #개}}",
  pairAbsent: "{round} 라운드 결장: {names}",
  pairInputErrors: "시트에 문제 {count, plural, other {#건}}: 대진 버튼을 누르면 목록이 나옵니다.",
  pairFirstRound: "1라운드",
  pairByRating: "레이팅순: 상위 절반 대 하위 절반",
  pairRandom: "무작위 추첨",
  pairSeed: "추첨 시드",
  pairSeedAuto: "자동(대진 후 표시)",
  pairSeedInvalid: '시드는 0부터 4294967295까지의 정수여야 하는데 "{value}"입니다. 자동 시드를 쓰려면 비워 두세요.',
  pairForeigners: "외국 선수는 먼저 국내 선수와 대국",
  pairReversed: "마지막 수단으로 색을 바꾼 재대국 허용",
  pairCountry: "같은 나라 벌점",
  pairCountryDefault: "PAPP 기본값: 1라운드만 2",
  pairCountryInvalid: '같은 나라 벌점은 0 이상의 수여야 하는데 "{value}"입니다. PAPP 기본값을 쓰려면 비워 두세요.',
  pairCap: "엄격한 색 제한: |흑 − 백| 최대",
  pairCapDefault: "없음(PAPP: 벌점만)",
  pairCapInvalid:
    '색 제한은 1부터 999까지의 정수여야 하는데 "{value}"입니다. 제한 없이(PAPP 색 벌점만) 하려면 비워 두세요.',
  pairButton: "{round} 라운드 대진",
  pairButtonNext: "다음 라운드 대진",
  pairing: "대진 중…",
  pairWritten:
    '{round} 라운드 대진 완료: "{results}"에 {rows, plural, other {#행}} 추가({address}), 인쇄용 시트 "{sheet}" 작성.',
  pairTableGrown: '표 "{table}"을(를) 늘려 포함했습니다.',
  pairTableOldExcel:
    '이 Excel은 표 "{table}"을(를) 늘릴 수 없습니다(Excel 2021 또는 Microsoft 365 필요). 새 행까지 표를 직접 늘리세요.',
  pairNeedsNewerExcel:
    "대진에는 Excel 2021 또는 Microsoft 365가 필요합니다. 이 Excel은 대진 시트의 인쇄 설정을 할 수 없습니다. 아무것도 쓰지 않았습니다.",
  pairTablesNotGrown: "마지막 행에 표가 여러 개({tables}) 있어 어느 표도 늘리지 않았습니다. 알맞은 표를 직접 늘리세요.",
  pairRenamed:
    '"{base}" 시트가 이미 있고 Brightwell이 만든 시트가 아니므로 그대로 두고, 대진은 "{sheet}" 시트에 썼습니다.',
  pairSeedUsed: "시드 {seed}(으)로 무작위 추첨했습니다. 같은 대진을 다시 만들려면 이 시드를 입력하세요.",
  pairAlready:
    "{round} 라운드는 이미 대진되어 있습니다. 대진 {rows, plural, other {#개}}가 결과 시트에 있으므로 아무것도 추가하지 않았습니다. 다시 대진하려면 그 행을 지우고 대진 버튼을 누르세요.",
  pairAlreadySheet: '그 행으로 인쇄용 시트 "{sheet}"을(를) 만들었습니다.',
  pairNothingWritten: "아무것도 쓰지 않았습니다.",
  pairRetry: "색을 바꾼 재대국을 허용하고 다시 대진",
  pairListTitle: "대진과 이유",
  pairPoints: "{name} ({points}점)",
  errorUnexpected: "문제가 발생했습니다: {message}. 아무것도 쓰지 않았습니다. 다시 시도하세요.",
  errorSheetMissing: '"{sheet}" 시트가 더 이상 없습니다. "시트 다시 찾기"를 누르고 결과 시트를 다시 고르세요.',
  errorEngine: "순위를 계산할 수 없습니다: {message}",
  errorNoExcel: "Excel이 필요합니다. Excel에서 추가 기능을 여세요.",
  selectFailed: "{address}을(를) 선택할 수 없습니다: {message}",
  languageLabel: "언어",
  settingsFromWorkbook: "통합 문서의 대회 시트에서 가져옴: {list}. 값은 그 시트에서 바꾸세요. 이 창이 따라갑니다.",
  settingsPaneChoice: "규정 또는 C를 이 창에서 골랐습니다(이 창에서만 적용). 통합 문서의 설정: {list}.",
  settingsUseWorkbook: "통합 문서의 설정 사용",
  settingItem: "{label} {value}({cell})",
  writtenFromWorkbook: "통합 문서에서 가져옴: {list}.",
  pairSlips: "대국 기록지도 만들기(테이블마다 한 장, 인쇄용)",
  pairSlipsWritten: '대국 기록지: "{sheet}".',
  revived:
    "Brightwell 수식 {count, plural, other {#개}}가 #NAME?을 표시하고 있어(추가 기능이 로드되기 전에 통합 문서를 열었음) 다시 입력했습니다: {cells}.",
  ...NEW_TOURNAMENT_UI_KO,
  ...RATINGS_UI_KO,
  ...RATING_LIST_UI_KO,
};

const ja: Table = {
  appTitle: "Brightwell",
  appSubtitle: "オセロ大会の順位表と組み合わせ",
  notInExcel:
    "Excel を利用できません。シートを読み書きするには Excel からこのアドインを開いてください(ホーム ▸ 大会)。以下はプレビュー表示です。",
  loading: "ブックを読み込み中…",
  sectionSheets: "シート",
  resultsSheet: "対局結果シート",
  playersSheet: "選手シート",
  playersNone: "(なし: 名前は結果に記入)",
  detectedSuffix: "{name} (認識済み)",
  noResultsDetected:
    "対局結果の見出し(回戦、黒、黒石数、白石数、白)があるシートが見つかりません。結果シートを選ぶか、下で大会ファイルを取り込んでください。",
  noSheets: "ブックに読み込めるシートがありません。",
  ...DETECTION_UI_JA,
  rescan: "シートを再検索",
  sectionSettings: "順位の設定",
  preset: "規定",
  presetWoc: "世界オセロ選手権 (WOF)",
  presetFtd: "FlipTheDisc",
  presetPapp: "PAPP",
  presetKoa: "韓国オセロ協会",
  presetJoa: "日本オセロ連盟",
  constant: "ブライトウェル定数 C",
  constantExact: "64 / 回戦数(そのまま)",
  constantEven: "64 / 回戦数に最も近い偶数",
  constantPapp: "PAPP: 8回戦以上なら 6、それ以外は 0",
  constantPreset: "規定どおり",
  constantNumber: "勝点 1 あたり {value, plural, other {# 石}}",
  constantCustom: "その他の数…",
  constantCustomValue: "C (勝点 1 あたりの石数)",
  constantInvalid: 'C は 0 以上の数(勝点 1 あたりの石数)が必要ですが、"{value}" です。6 などの数を入力してください。',
  byeRule: "不戦勝の BQ での扱い",
  byeSelfDraw: "自分自身との引き分け: 32 + C × 自分の勝点",
  byeZeroOpponent: "勝点 0 の相手に 32 石",
  withdrawnRule: "棄権者との対局",
  withdrawnSelfDraw: "自分自身との引き分けとして計算",
  withdrawnReal: "実際の対局どおり計算",
  tiebreakOrder: "勝点の次の順位決定",
  tiebreakMoveUp: "{name}を上へ",
  tiebreakMoveDown: "{name}を下へ",
  tiebreakRemove: "{name}を削除",
  tiebreakAddLabel: "追加する順位決定方法",
  tiebreakAdd: "追加",
  tiebreakAllAdded: "（すべて追加済み）",
  tiebreakReset: "プリセットの順に戻す",
  tiebreakNone: "順位決定方法なし: 勝点が同じ選手は同順位です。",
  tiebreakMoved: "{name}: {position} 番目になりました。",
  tiebreakRemoved: "{name}を削除しました。",
  tiebreakAdded: "{name}を最後に追加しました。",
  tiebreakResetDone: "プリセットの順に戻しました。",
  round: "順位の基準回戦",
  roundLatest: "最新の回戦",
  roundInvalid: '回戦は 1 以上の整数が必要ですが、"{value}" です。最新の回戦なら空欄にしてください。',
  roundBeyond:
    "第 {round} 回戦の対局はまだありません。対局のある最後の回戦は {last} です。{last} 以下を選ぶか空欄にしてください。",
  compute: "順位を計算",
  computing: "計算中…",
  problemsTitle:
    "入力に {count, plural, other {# 件}}の問題: 何も書き込んでいません。問題をクリックするとそのセルを選択します。",
  warningsTitle: "{count, plural, other {# 件}}の警告: 確認してください。",
  discSumQuestion: "一部の対局で石数の合計が {total} になりません。記入どおりの石数で順位を計算しますか?",
  accept: "このまま計算",
  stop: "中止",
  stopped: "中止しました。何も書き込んでいません。石数を直してから再計算してください。",
  written: "{round} 回戦終了時の順位をシート「{sheet}」に書き込みました(選手 {players, plural, other {# 名}})。",
  writtenRenamed:
    "シート「{base}」は既にあり Brightwell が作成したものではないため変更せず、順位はシート「{sheet}」に書き込みました。",
  previewTitle: "順位の上位",
  colRank: "順位",
  colPlayer: "選手",
  colPoints: "勝点",
  colBq: "BQ",
  sectionImport: "大会ファイルの取り込み",
  importHelp:
    "FlipTheDisc のエクスポート(.json)または WOF 結果ファイル(.ELO): ファイルを選ぶか内容を貼り付けてください。",
  importFile: "ファイル",
  importChoose: "ファイルを選択…",
  importNoFile: "ファイルが選択されていません",
  importPaste: "…またはファイルの内容をここに貼り付け",
  importButton: "取り込む",
  importing: "取り込み中…",
  imported:
    "選手 {players, plural, other {# 名}}、対局 {games, plural, other {# 局}}を新しいシート「{results}」「{playersSheet}」に取り込みました。",
  importEmpty: "先にファイルを選ぶか内容を貼り付けてください。",
  importUnknown:
    "FlipTheDisc のエクスポート(players_list と rounds を含む JSON)でも WOF の .ELO ファイル(%_% と %Round で始まる行)でもありません。ファイルを確認してください。",
  importFailed: "ファイルを読み込めません: {message}",
  importNotResults: "{file}: {reason}; 何も取り込んでいません。",
  importPasted: "貼り付けた内容",
  importSettingsCreated:
    "大会名・日付・プリセット(.ELO ファイルなら国と送信者も)を新しいシート「{sheet}」に書きました。順位表と .ELO のダウンロードはこの値を使います。",
  importSettingsUpdated:
    "大会名・日付・プリセット(.ELO ファイルなら国と送信者も)をシート「{sheet}」に書きました。順位表と .ELO のダウンロードはこの値を使います。",
  importOtherEvent:
    "このブックの大会シートには別の大会「{event}」({address})があります。このファイルは新しいブック(ファイル ▸ 新規)に取り込むか、先にそのセルを空にしてください。何も書き込んでいません。",
  importNotes: "ファイルについての注記:",
  importSettings: "順位の設定を、ファイルに載っている順位表が従う設定にしました: プリセット {preset}(下の注記を参照)。",
  sectionPairing: "第 {round} 回戦の組み合わせ",
  sectionPairingNext: "次の回戦の組み合わせ",
  pairSummary: "第 {round} 回戦: 組み合わせる選手 {present, plural, other {# 名}}。",
  pairSummaryDone:
    "第 {round} 回戦は結果シートにあります(全選手に組み合わせあり)。結果を入力すると次の回戦を組み合わせられます。",
  pairFixedTitle: "第 {round} 回戦に入力済みの組み合わせ(そのまま残します):",
  pairFixedMore: "{count, plural, other {… ほか # 組}}",
  pairAbsent: "第 {round} 回戦の欠場: {names}",
  pairInputErrors: "シートに {count, plural, other {# 件}}の問題: 組み合わせボタンで一覧を表示します。",
  pairFirstRound: "1回戦",
  pairByRating: "レーティング順: 上位半分対下位半分",
  pairRandom: "抽選",
  pairSeed: "抽選のシード",
  pairSeedAuto: "自動(組み合わせ後に表示)",
  pairSeedInvalid: 'シードは 0 から 4294967295 までの整数が必要ですが、"{value}" です。自動なら空欄にしてください。',
  pairForeigners: "海外選手はまず国内選手と対戦",
  pairReversed: "最後の手段として色を替えた再戦を許す",
  pairCountry: "同国対戦のペナルティ",
  pairCountryDefault: "PAPP 既定: 1回戦のみ 2",
  pairCountryInvalid:
    '同国対戦のペナルティは 0 以上の数が必要ですが、"{value}" です。PAPP の既定値なら空欄にしてください。',
  pairCap: "手番の厳格な上限: |黒 − 白| の最大",
  pairCapDefault: "なし(PAPP: ペナルティのみ)",
  pairCapInvalid:
    '手番の上限は 1 から 999 までの整数が必要ですが、"{value}" です。上限なし(PAPP の手番ペナルティのみ)なら空欄にしてください。',
  pairButton: "第 {round} 回戦を組み合わせる",
  pairButtonNext: "次の回戦を組み合わせる",
  pairing: "組み合わせ中…",
  pairWritten:
    "第 {round} 回戦を組み合わせました: 「{results}」に {rows, plural, other {# 行}}追加({address})、印刷用シート「{sheet}」を作成。",
  pairTableGrown: "テーブル「{table}」を広げて含めました。",
  pairTableOldExcel:
    "この Excel ではテーブル「{table}」を広げられません(Excel 2021 または Microsoft 365 が必要)。新しい行まで手で広げてください。",
  pairNeedsNewerExcel:
    "組み合わせには Excel 2021 または Microsoft 365 が必要です。この Excel では組み合わせシートの印刷設定ができません。何も書き込んでいません。",
  pairTablesNotGrown:
    "最後の行に複数のテーブル({tables})があるため、どれも広げていません。正しいテーブルを手で広げてください。",
  pairRenamed:
    "シート「{base}」は既にあり Brightwell が作成したものではないため変更せず、組み合わせはシート「{sheet}」に書き込みました。",
  pairSeedUsed: "シード {seed} で抽選しました。同じ組み合わせを再現するにはこのシードを入力してください。",
  pairAlready:
    "第 {round} 回戦は組み合わせ済みです。{rows, plural, other {# 組}}が結果シートにあるため何も追加していません。組み直すにはその行を消してから組み合わせボタンを押してください。",
  pairAlreadySheet: "その行から印刷用シート「{sheet}」を作りました。",
  pairNothingWritten: "何も書き込んでいません。",
  pairRetry: "色を替えた再戦を許して組み直す",
  pairListTitle: "組み合わせと理由",
  pairPoints: "{name} ({points}点)",
  errorUnexpected: "問題が発生しました: {message}。何も書き込んでいません。もう一度お試しください。",
  errorSheetMissing: "シート「{sheet}」がなくなりました。「シートを再検索」を押して結果シートを選び直してください。",
  errorEngine: "順位を計算できません: {message}",
  errorNoExcel: "Excel が必要です。Excel からアドインを開いてください。",
  selectFailed: "{address} を選択できません: {message}",
  languageLabel: "言語",
  settingsFromWorkbook: "ブックの大会シートから: {list}。値はそのシートで変えてください(この画面が従います)。",
  settingsPaneChoice: "規定または C をこの画面で選びました(この画面だけに適用)。ブックの設定: {list}。",
  settingsUseWorkbook: "ブックの設定を使う",
  settingItem: "{label} {value}({cell})",
  writtenFromWorkbook: "ブックから: {list}。",
  pairSlips: "対局記録票も作成する(テーブルごとに 1 枚、印刷用)",
  pairSlipsWritten: "対局記録票: 「{sheet}」。",
  revived:
    "Brightwell の数式 {count, plural, other {# 個}}が #NAME? を表示していたため(アドインの読み込み前にブックを開いた)、入力し直しました: {cells}。",
  ...NEW_TOURNAMENT_UI_JA,
  ...RATINGS_UI_JA,
  ...RATING_LIST_UI_JA,
};

/** The preset names' string keys (the Standings and New tournament panels list them, settingValueText says them). */
export const PRESET_KEYS: Record<PresetId, UiKey> = {
  woc: "presetWoc",
  ftd: "presetFtd",
  papp: "presetPapp",
  koa: "presetKoa",
  joa: "presetJoa",
};

/** The words C's keywords stand for, as the Standings settings list them. */
const CONSTANT_KEYS: Record<string, UiKey> = {
  preset: "constantPreset",
  exact: "constantExact",
  even: "constantEven",
  papp: "constantPapp",
};

/**
 * A workbook setting's value as the pane says it ("koa" → "한국오델로협회", C "preset" → "규정대로", "ja" →
 * "日本語"): a preset by its name, C's keywords by their words, a language by its own name; numbers, names and
 * dates as written. A value the pane does not know is shown as written (the cell's problem says what is wrong).
 */
export function settingValueText(locale: Locale, key: SettingKey, value: string): string {
  const v = value.trim().toLowerCase();
  if (key === "preset" && Object.prototype.hasOwnProperty.call(PRESET_KEYS, v))
    return t(locale, PRESET_KEYS[v as PresetId]);
  if (key === "constant" && Object.prototype.hasOwnProperty.call(CONSTANT_KEYS, v)) return t(locale, CONSTANT_KEYS[v]);
  if (key === "language" && isLocale(v)) return LANGUAGE_NAMES[v];
  return value;
}

/** Every table, keyed by locale (exported for completeness tests). */
export const UI_STRINGS: Record<Locale, Table> = { en, ko, ja };

/** The string `key` in `locale`, with its placeholders and counts filled from `params` (./plural.ts). */
export function t(locale: Locale, key: UiKey, params: Params = {}): string {
  const table = UI_STRINGS[locale] ? locale : "en";
  return formatMessage(UI_STRINGS[table][key] ?? en[key], params, table);
}

/** The placeholder names of a template (plain and counts), sorted (used by tests: every locale must use the same). */
export function placeholders(template: string): string[] {
  return messageArguments(template);
}
