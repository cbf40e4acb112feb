/**
 * Task pane strings in English, Korean and Japanese. Every text the pane shows comes from here
 * (the HTML has only `data-i18n` keys); problem messages come from ./problems.ts (sheets helper),
 * column and tie-break names of the standings from src/sheets/render.ts.
 *
 * A string may hold `{name}` placeholders; `t()` fills them. Values put into placeholders are
 * data (sheet names, player names): the pane always inserts the result as text, never as HTML.
 */

export type UiLocale = "en" | "ko" | "ja";

export const UI_LOCALES: readonly UiLocale[] = ["en", "ko", "ja"];

const en = {
  appTitle: "Brightwell",
  appSubtitle: "Standings for Othello tournaments",
  notInExcel:
    "Excel is not available: open this add-in from Excel (Home ▸ Brightwell) to read and write sheets. The controls below are shown for preview only.",
  loading: "Reading the workbook…",
  sectionSheets: "Sheets",
  resultsSheet: "Results sheet",
  playersSheet: "Players sheet",
  playersNone: "(none: names are in the results)",
  detectedSuffix: "{name} (recognised)",
  noResultsDetected:
    "No sheet has a results header (Round, Black, Black discs, White discs, White). Pick the results sheet, or import a tournament file below.",
  noSheets: "The workbook has no sheets to read.",
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
  constantNumber: "{value} discs per point",
  constantCustom: "Other number…",
  constantCustomValue: "C (discs per point)",
  constantInvalid: "C must be a number of 0 or more (discs per point), found \"{value}\". Type a number such as 6.",
  byeRule: "A bye counts in BQ as",
  byeSelfDraw: "a draw against oneself: 32 + C × own score",
  byeZeroOpponent: "32 discs against an opponent with score 0",
  withdrawnRule: "Games against a withdrawn opponent",
  withdrawnSelfDraw: "count as a draw against oneself",
  withdrawnReal: "count as played",
  tiebreakOrder: "Order after points",
  round: "Standings after round",
  roundLatest: "Latest round",
  roundInvalid: "The round must be a whole number of 1 or more, found \"{value}\". Leave it empty for the latest round.",
  roundBeyond: "Round {round} has no games yet: the last round with games is {last}. Choose a round up to {last}, or leave it empty.",
  compute: "Compute standings",
  computing: "Computing…",
  problemsTitle: "{count} problem(s) in the input: nothing was written. Click a problem to select its cell.",
  warningsTitle: "{count} warning(s): please check.",
  discSumQuestion:
    "In some games the discs do not add up to {total}. Compute the standings with the discs as written?",
  accept: "Accept and compute",
  stop: "Stop",
  stopped: "Stopped: nothing was written. Correct the discs, then compute again.",
  written: "Standings after round {round} written to the sheet \"{sheet}\" ({players} players).",
  writtenRenamed:
    "A sheet named \"{base}\" already exists and was not created by Brightwell, so it was left alone and the standings went to \"{sheet}\".",
  previewTitle: "Top of the standings",
  colRank: "Rank",
  colPlayer: "Player",
  colPoints: "Points",
  colBq: "BQ",
  sectionImport: "Import a tournament file",
  importHelp: "A FlipTheDisc export (.json) or a WOF results file (.ELO): choose the file or paste its text.",
  importFile: "File",
  importPaste: "…or paste the file's text here",
  importButton: "Import",
  importing: "Importing…",
  imported: "Imported {players} players and {games} games into the new sheets \"{results}\" and \"{playersSheet}\".",
  importEmpty: "Choose a file or paste its text first.",
  importUnknown:
    "This text is neither a FlipTheDisc export (JSON with players_list and rounds) nor a WOF .ELO file (lines starting with %_% and %Round). Check that you chose the right file.",
  importFailed: "The file could not be read: {message}",
  importNotes: "Notes from the file:",
  sectionPairing: "Pair round {round}",
  pairingLater: "Swiss pairing of the next round will be offered here in a later version.",
  errorUnexpected: "Something went wrong: {message}. Nothing was written; try again.",
  errorSheetMissing: "The sheet \"{sheet}\" does not exist any more. Click \"Rescan sheets\" and pick the results sheet again.",
  errorEngine: "The standings could not be computed: {message}",
  errorNoExcel: "This needs Excel: open the add-in from Excel.",
  selectFailed: "Could not select {address}: {message}",
} as const;

export type UiKey = keyof typeof en;
type Table = Record<UiKey, string>;

const ko: Table = {
  appTitle: "Brightwell",
  appSubtitle: "오델로 대회 순위표",
  notInExcel:
    "Excel을 사용할 수 없습니다. 시트를 읽고 쓰려면 Excel에서 이 추가 기능을 여세요(홈 ▸ Brightwell). 아래 화면은 미리 보기입니다.",
  loading: "통합 문서를 읽는 중…",
  sectionSheets: "시트",
  resultsSheet: "결과 시트",
  playersSheet: "선수 시트",
  playersNone: "(없음: 결과에 이름이 있음)",
  detectedSuffix: "{name} (인식됨)",
  noResultsDetected:
    "결과 머리글(라운드, 흑, 흑 돌수, 백 돌수, 백)이 있는 시트가 없습니다. 결과 시트를 고르거나 아래에서 대회 파일을 가져오세요.",
  noSheets: "통합 문서에 읽을 시트가 없습니다.",
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
  constantNumber: "승점 1당 돌 {value}개",
  constantCustom: "다른 수…",
  constantCustomValue: "C (승점 1당 돌 수)",
  constantInvalid: "C는 0 이상의 수(승점 1당 돌 수)여야 하는데 \"{value}\"입니다. 6과 같은 수를 입력하세요.",
  byeRule: "부전승의 BQ 계산",
  byeSelfDraw: "자기 자신과의 무승부: 32 + C × 자신의 점수",
  byeZeroOpponent: "점수 0인 상대에게 돌 32개",
  withdrawnRule: "기권한 상대와의 대국",
  withdrawnSelfDraw: "자기 자신과의 무승부로 계산",
  withdrawnReal: "실제 대국대로 계산",
  tiebreakOrder: "승점 다음 순서",
  round: "순위 기준 라운드",
  roundLatest: "마지막 라운드",
  roundInvalid: "라운드는 1 이상의 정수여야 하는데 \"{value}\"입니다. 마지막 라운드를 쓰려면 비워 두세요.",
  roundBeyond: "{round} 라운드에는 아직 대국이 없습니다. 대국이 있는 마지막 라운드는 {last}입니다. {last} 이하의 라운드를 고르거나 비워 두세요.",
  compute: "순위 계산",
  computing: "계산 중…",
  problemsTitle: "입력에 문제 {count}건: 아무것도 쓰지 않았습니다. 문제를 누르면 해당 셀이 선택됩니다.",
  warningsTitle: "경고 {count}건: 확인하세요.",
  discSumQuestion: "일부 대국에서 돌 수의 합이 {total}이 아닙니다. 적힌 돌 수 그대로 순위를 계산할까요?",
  accept: "그대로 계산",
  stop: "중지",
  stopped: "중지했습니다. 아무것도 쓰지 않았습니다. 돌 수를 고친 뒤 다시 계산하세요.",
  written: "{round} 라운드 후 순위를 \"{sheet}\" 시트에 썼습니다 (선수 {players}명).",
  writtenRenamed:
    "\"{base}\" 시트가 이미 있고 Brightwell이 만든 시트가 아니므로 그대로 두고, 순위는 \"{sheet}\" 시트에 썼습니다.",
  previewTitle: "순위 상위",
  colRank: "순위",
  colPlayer: "선수",
  colPoints: "승점",
  colBq: "BQ",
  sectionImport: "대회 파일 가져오기",
  importHelp: "FlipTheDisc 내보내기(.json) 또는 WOF 결과 파일(.ELO): 파일을 고르거나 내용을 붙여 넣으세요.",
  importFile: "파일",
  importPaste: "…또는 파일 내용을 여기에 붙여 넣기",
  importButton: "가져오기",
  importing: "가져오는 중…",
  imported: "선수 {players}명, 대국 {games}건을 새 시트 \"{results}\", \"{playersSheet}\"에 가져왔습니다.",
  importEmpty: "먼저 파일을 고르거나 내용을 붙여 넣으세요.",
  importUnknown:
    "FlipTheDisc 내보내기(players_list와 rounds가 있는 JSON)도 WOF .ELO 파일(%_%, %Round로 시작하는 줄)도 아닙니다. 파일을 제대로 골랐는지 확인하세요.",
  importFailed: "파일을 읽을 수 없습니다: {message}",
  importNotes: "파일에 관한 참고:",
  sectionPairing: "{round} 라운드 대진",
  pairingLater: "다음 라운드의 스위스 대진 편성은 이후 버전에서 여기에 추가됩니다.",
  errorUnexpected: "문제가 발생했습니다: {message}. 아무것도 쓰지 않았습니다. 다시 시도하세요.",
  errorSheetMissing: "\"{sheet}\" 시트가 더 이상 없습니다. \"시트 다시 찾기\"를 누르고 결과 시트를 다시 고르세요.",
  errorEngine: "순위를 계산할 수 없습니다: {message}",
  errorNoExcel: "Excel이 필요합니다. Excel에서 추가 기능을 여세요.",
  selectFailed: "{address}을(를) 선택할 수 없습니다: {message}",
};

const ja: Table = {
  appTitle: "Brightwell",
  appSubtitle: "オセロ大会の順位表",
  notInExcel:
    "Excel を利用できません。シートを読み書きするには Excel からこのアドインを開いてください(ホーム ▸ Brightwell)。以下はプレビュー表示です。",
  loading: "ブックを読み込み中…",
  sectionSheets: "シート",
  resultsSheet: "対局結果シート",
  playersSheet: "選手シート",
  playersNone: "(なし: 名前は結果に記入)",
  detectedSuffix: "{name} (認識済み)",
  noResultsDetected:
    "対局結果の見出し(回戦、黒、黒石数、白石数、白)があるシートが見つかりません。結果シートを選ぶか、下で大会ファイルを取り込んでください。",
  noSheets: "ブックに読み込めるシートがありません。",
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
  constantNumber: "勝点 1 あたり {value} 石",
  constantCustom: "その他の数…",
  constantCustomValue: "C (勝点 1 あたりの石数)",
  constantInvalid: "C は 0 以上の数(勝点 1 あたりの石数)が必要ですが、\"{value}\" です。6 などの数を入力してください。",
  byeRule: "不戦勝の BQ での扱い",
  byeSelfDraw: "自分自身との引き分け: 32 + C × 自分の勝点",
  byeZeroOpponent: "勝点 0 の相手に 32 石",
  withdrawnRule: "棄権者との対局",
  withdrawnSelfDraw: "自分自身との引き分けとして計算",
  withdrawnReal: "実際の対局どおり計算",
  tiebreakOrder: "勝点の次の順位決定",
  round: "順位の基準回戦",
  roundLatest: "最新の回戦",
  roundInvalid: "回戦は 1 以上の整数が必要ですが、\"{value}\" です。最新の回戦なら空欄にしてください。",
  roundBeyond: "第 {round} 回戦の対局はまだありません。対局のある最後の回戦は {last} です。{last} 以下を選ぶか空欄にしてください。",
  compute: "順位を計算",
  computing: "計算中…",
  problemsTitle: "入力に {count} 件の問題: 何も書き込んでいません。問題をクリックするとそのセルを選択します。",
  warningsTitle: "{count} 件の警告: 確認してください。",
  discSumQuestion: "一部の対局で石数の合計が {total} になりません。記入どおりの石数で順位を計算しますか?",
  accept: "このまま計算",
  stop: "中止",
  stopped: "中止しました。何も書き込んでいません。石数を直してから再計算してください。",
  written: "{round} 回戦終了時の順位をシート「{sheet}」に書き込みました(選手 {players} 名)。",
  writtenRenamed:
    "シート「{base}」は既にあり Brightwell が作成したものではないため変更せず、順位はシート「{sheet}」に書き込みました。",
  previewTitle: "順位の上位",
  colRank: "順位",
  colPlayer: "選手",
  colPoints: "勝点",
  colBq: "BQ",
  sectionImport: "大会ファイルの取り込み",
  importHelp: "FlipTheDisc のエクスポート(.json)または WOF 結果ファイル(.ELO): ファイルを選ぶか内容を貼り付けてください。",
  importFile: "ファイル",
  importPaste: "…またはファイルの内容をここに貼り付け",
  importButton: "取り込む",
  importing: "取り込み中…",
  imported: "選手 {players} 名、対局 {games} 局を新しいシート「{results}」「{playersSheet}」に取り込みました。",
  importEmpty: "先にファイルを選ぶか内容を貼り付けてください。",
  importUnknown:
    "FlipTheDisc のエクスポート(players_list と rounds を含む JSON)でも WOF の .ELO ファイル(%_% と %Round で始まる行)でもありません。ファイルを確認してください。",
  importFailed: "ファイルを読み込めません: {message}",
  importNotes: "ファイルについての注記:",
  sectionPairing: "第 {round} 回戦の組み合わせ",
  pairingLater: "次の回戦のスイス式組み合わせは今後のバージョンでここに追加されます。",
  errorUnexpected: "問題が発生しました: {message}。何も書き込んでいません。もう一度お試しください。",
  errorSheetMissing: "シート「{sheet}」がなくなりました。「シートを再検索」を押して結果シートを選び直してください。",
  errorEngine: "順位を計算できません: {message}",
  errorNoExcel: "Excel が必要です。Excel からアドインを開いてください。",
  selectFailed: "{address} を選択できません: {message}",
};

/** Every table, keyed by locale (exported for completeness tests). */
export const UI_STRINGS: Record<UiLocale, Table> = { en, ko, ja };

/**
 * The UI locale for Office's displayLanguage ("ko-KR", "ja-JP", "en-US" …), falling back to the
 * next candidates (e.g. navigator.languages) and then English. Undefined entries are skipped:
 * outside Office, displayLanguage is undefined.
 */
export function pickLocale(...candidates: Array<string | null | undefined | readonly string[]>): UiLocale {
  for (const c of candidates.flat()) {
    if (typeof c !== "string" || c === "") continue;
    const lang = c.toLowerCase().split(/[-_]/)[0];
    if ((UI_LOCALES as readonly string[]).includes(lang)) return lang as UiLocale;
  }
  return "en";
}

/** The string `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function t(locale: UiLocale, key: UiKey, params: Record<string, string | number> = {}): string {
  const template = (UI_STRINGS[locale] ?? en)[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholder names of a template, sorted (used by tests: every locale must use the same). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
}
