/**
 * The pane's strings for the published list (taskpane/panels/ratingList.ts, inside "Update ratings"): publish the
 * list as of a date under a rule set, a player's card as an SVG file, and import a federation's list; in English,
 * Korean and Japanese, merged into ./ui.ts's tables there (one `t()`, one completeness test). The list's own words
 * (columns, marks, rules) are ./ratingList.ts's, the same as the sheet and `rate-list`.
 */

export const RATING_LIST_UI_EN = {
  listTitle: "Publish the rating list",
  listHelp:
    "The list as the federation publishes it: who is listed under the rules, ranks (players shown with the same rating share a rank) and the change since the last list. Nobody's rating changes.",
  listAsOf: "List date (empty: the latest event's)",
  listRules: "Who is listed",
  listRulesAll: "Everyone (provisional players without a rank)",
  listRulesKba: "KBA: members with more than 50 games",
  listRulesKoa: "KOA professional list: no amateurs or foreigners",
  listRulesWof: "WOF: a rated game in the last 38 months",
  listPublish: "Write the rating list",
  listPublishing: "Writing the rating list…",
  listNeedsNewerExcel:
    "Writing the printable list needs Excel 2021 or Microsoft 365 (its print setup). Nothing was written: the command line's rate-list --out writes the same sheet.",
  listPublished:
    'The rating list as of {date} is on the sheet "{sheet}" (ready to print): {ranked, plural, one {# player} other {# players}} ranked, {marked, plural, one {# player} other {# players}} without a rank, {omitted, plural, one {# player} other {# players}} not listed.',
  listRenamed: 'A sheet named "{base}" already exists and was not created by Brightwell, so it was left alone.',
  listNoList: "There is no rating list (a sheet named Ratings) yet: import one below or apply an event first.",
  listDateInvalid: 'The list\'s date must be a date like 2026-09-12, found "{value}".',
  listProblemsFound:
    "{count, plural, one {# problem} other {# problems}}: nothing was written. Click a problem to select its cell.",
  cardDownload: "Download card (SVG)",
  cardDrawing: "Drawing the card…",
  cardChoosePlayer: "Choose a player under Player above first.",
  cardNoPlayer: '"{player}" is not on the Rating history.',
  cardDone: "The card of {name} is ready: {file}.",
  cardSave: "Save {file}",
  listImportFile: "The federation's list (a CSV file; save an .xlsx list as CSV)",
  listImportMerge: "Add to the existing list (players already on it are refused)",
  listImport: "Import list",
  listImporting: "Importing the list…",
  listImportNoFile: "Choose the list's CSV file first.",
  listImported: '{players, plural, one {# player} other {# players}} imported onto the sheet "{sheet}".',
} as const;

export type RatingListUiKey = keyof typeof RATING_LIST_UI_EN;

export const RATING_LIST_UI_KO: Record<RatingListUiKey, string> = {
  listTitle: "레이팅 순위 발표",
  listHelp:
    "협회가 발표하는 순위표입니다. 규칙에 따라 실을 선수, 순위(같은 레이팅으로 보이는 선수는 같은 순위), 지난 목록 대비 변동을 보여 줍니다. 누구의 레이팅도 바뀌지 않습니다.",
  listAsOf: "목록 날짜 (비우면 최근 대회 날짜)",
  listRules: "실을 선수",
  listRulesAll: "모두 (잠정 선수는 순위 없이)",
  listRulesKba: "한국기원: 50국을 넘은 소속 기사",
  listRulesKoa: "한국오델로협회 프로 순위: 아마추어와 외국인 제외",
  listRulesWof: "WOF: 최근 38개월 안에 레이팅 대국",
  listPublish: "레이팅 순위표 쓰기",
  listPublishing: "레이팅 순위표를 쓰는 중…",
  listNeedsNewerExcel:
    "인쇄용 순위표를 쓰려면 Excel 2021 또는 Microsoft 365가 필요합니다(인쇄 설정). 아무것도 쓰지 않았습니다. 명령줄의 rate-list --out이 같은 시트를 씁니다.",
  listPublished:
    '{date} 기준 레이팅 순위표를 "{sheet}" 시트에 썼습니다(인쇄 준비 완료). 순위 {ranked, plural, other {#명}}, 순위 없이 표시 {marked, plural, other {#명}}, 발표 제외 {omitted, plural, other {#명}}.',
  listRenamed: '"{base}" 시트가 이미 있고 Brightwell이 만든 시트가 아니어서 그대로 두었습니다.',
  listNoList: "아직 레이팅 목록(Ratings 시트)이 없습니다. 아래에서 목록을 가져오거나 먼저 대회를 적용하세요.",
  listDateInvalid: '목록 날짜는 2026-09-12와 같은 날짜여야 하는데 "{value}"입니다.',
  listProblemsFound: "문제 {count, plural, other {#건}}: 아무것도 쓰지 않았습니다. 문제를 누르면 해당 셀이 선택됩니다.",
  cardDownload: "카드 내려받기 (SVG)",
  cardDrawing: "카드를 그리는 중…",
  cardChoosePlayer: "먼저 위의 선수에서 선수를 고르세요.",
  cardNoPlayer: '"{player}"은(는) 레이팅 이력에 없습니다.',
  cardDone: "{name}의 카드가 준비되었습니다: {file}.",
  cardSave: "{file} 저장",
  listImportFile: "협회의 목록 (CSV 파일, .xlsx 목록은 CSV로 저장하세요)",
  listImportMerge: "기존 목록에 추가 (이미 있는 선수는 거부)",
  listImport: "목록 가져오기",
  listImporting: "목록을 가져오는 중…",
  listImportNoFile: "먼저 목록의 CSV 파일을 고르세요.",
  listImported: '"{sheet}" 시트로 선수 {players, plural, other {#명}}을 가져왔습니다.',
};

export const RATING_LIST_UI_JA: Record<RatingListUiKey, string> = {
  listTitle: "レーティング順位表の発表",
  listHelp:
    "協会が発表する順位表です。規則で掲載する選手、順位（同じレーティングに見える選手は同順位）、前回の表からの変動を示します。誰のレーティングも変わりません。",
  listAsOf: "表の日付（空欄なら最新の大会の日付）",
  listRules: "掲載する選手",
  listRulesAll: "全員（暫定の選手は順位なし）",
  listRulesKba: "韓国棋院：50局を超えた所属棋士",
  listRulesKoa: "韓国オセロ協会プロ順位：アマチュアと外国人を除く",
  listRulesWof: "WOF：直近38か月にレーティング対局あり",
  listPublish: "レーティング順位表を書く",
  listPublishing: "レーティング順位表を書いています…",
  listNeedsNewerExcel:
    "印刷用の順位表を書くには Excel 2021 または Microsoft 365 が必要です（印刷設定）。何も書き込んでいません。コマンドラインの rate-list --out が同じシートを書きます。",
  listPublished:
    "{date}現在のレーティング順位表をシート「{sheet}」に書きました（印刷できます）。順位あり {ranked, plural, other {# 人}}、順位なし {marked, plural, other {# 人}}、掲載しない {omitted, plural, other {# 人}}。",
  listRenamed: "「{base}」という名前のシートがすでにあり、Brightwell が作ったものではないため、そのままにしました。",
  listNoList: "レーティング表（Ratings シート）がまだありません。下で表を取り込むか、先に大会を適用してください。",
  listDateInvalid: "表の日付は 2026-09-12 のような日付でなければなりませんが「{value}」です。",
  listProblemsFound:
    "問題 {count, plural, other {# 件}}：何も書き込んでいません。問題をクリックするとそのセルを選択します。",
  cardDownload: "カードをダウンロード（SVG）",
  cardDrawing: "カードを描いています…",
  cardChoosePlayer: "先に上の「選手」で選手を選んでください。",
  cardNoPlayer: "「{player}」はレーティング履歴にいません。",
  cardDone: "{name}のカードができました：{file}。",
  cardSave: "{file} を保存",
  listImportFile: "協会の表（CSV ファイル。.xlsx の表は CSV で保存してください）",
  listImportMerge: "既存の表に追加（すでにいる選手は拒否）",
  listImport: "表を取り込む",
  listImporting: "表を取り込んでいます…",
  listImportNoFile: "先に表の CSV ファイルを選んでください。",
  listImported: "シート「{sheet}」に選手 {players, plural, other {# 人}}を取り込みました。",
};
