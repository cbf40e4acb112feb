/**
 * The pane's "New tournament" and "Sort players by rating" strings in English, Korean and Japanese
 * (taskpane/panels/newTournament.ts), kept apart from ./ui.ts for its length and merged into its tables there (one
 * `t()`, one completeness test). The sheets' own titles come from ./workbook.ts.
 */

export const NEW_TOURNAMENT_UI_EN = {
  sectionNewTournament: "New tournament",
  newHelp:
    "Start a tournament in this workbook: Brightwell adds the Tournament (settings), Players, Results and Standings sheets, with headers in the language you choose and checks on what you type. Sheets already here are never replaced.",
  newName: "Event name",
  newDate: "First day",
  newRounds: "Planned rounds",
  newRoundsPlaceholder: "e.g. 7",
  newPreset: "Rules (preset)",
  newLanguage: "Language of the sheets",
  newRatings: "Also keep a rating list (Ratings sheet)",
  newCreate: "Create the tournament sheets",
  newCreating: "Creating the tournament…",
  newNameMissing: "Type the event's name.",
  newRoundsInvalid: 'Planned rounds must be a whole number from 1 to 99, found "{value}".',
  newDateInvalid: 'The first day must be a date like 2026-09-12, found "{value}".',
  newCreated:
    'Tournament "{name}" created: {sheets}. Type the players on "{players}" (ID, Name, Country, Rating), sort them by rating, then pair round 1 below.',
  newRenamed: "Sheets of those names were already here and were left alone: {list}.",
  newExists:
    'This workbook already holds a tournament: {names} on the sheet "{sheet}". Start the new one in a new workbook (File ▸ New), or delete its sheets first. Nothing was written.',
  newNeedsNewerExcel:
    "Creating the tournament sheets needs Excel 2021 or Microsoft 365 (data validation and print setup). Nothing was written: start from a template (tournament-en.xlsx) instead.",
  sortButton: "Sort players by rating",
  sorting: "Sorting the players…",
  sortDone:
    '{players, plural, one {# player} other {# players}} on "{sheet}" sorted by rating, highest first ({address}).',
  sortNoSheet: "Choose the Players sheet under Sheets first.",
  sortNoHeader:
    'The sheet "{sheet}" has no players header (ID, Name, Country, Rating): choose the Players sheet under Sheets.',
  sortNoRating: 'The sheet "{sheet}" has no Rating column in its header ({header}): add one to sort by rating.',
  sortNothing: 'Fewer than two players on "{sheet}": nothing to sort.',
} as const;

type NewTournamentUiKey = keyof typeof NEW_TOURNAMENT_UI_EN;

export const NEW_TOURNAMENT_UI_KO: Record<NewTournamentUiKey, string> = {
  sectionNewTournament: "새 대회",
  newHelp:
    "이 통합 문서에서 대회를 시작합니다. Brightwell이 대회(설정), 선수, 결과, 순위 시트를 고른 언어의 머리글과 입력 검사와 함께 추가합니다. 이미 있는 시트는 바꾸지 않습니다.",
  newName: "대회 이름",
  newDate: "첫날",
  newRounds: "예정 라운드 수",
  newRoundsPlaceholder: "예: 7",
  newPreset: "규정(프리셋)",
  newLanguage: "시트 언어",
  newRatings: "레이팅 목록도 관리(레이팅 시트)",
  newCreate: "대회 시트 만들기",
  newCreating: "대회를 만드는 중…",
  newNameMissing: "대회 이름을 입력하세요.",
  newRoundsInvalid: '예정 라운드 수는 1부터 99까지의 정수여야 하는데 "{value}"입니다.',
  newDateInvalid: '첫날은 2026-09-12 같은 날짜여야 하는데 "{value}"입니다.',
  newCreated:
    '대회 "{name}"을(를) 만들었습니다: {sheets}. "{players}" 시트에 선수(ID, 이름, 국가, 레이팅)를 입력하고 레이팅순으로 정렬한 뒤 아래에서 1라운드를 대진하세요.',
  newRenamed: "같은 이름의 시트가 이미 있어 그대로 두었습니다: {list}.",
  newExists:
    '이 통합 문서에는 이미 대회가 있습니다: "{sheet}" 시트의 {names}. 새 대회는 새 통합 문서(파일 ▸ 새로 만들기)에서 시작하거나 먼저 그 시트를 삭제하세요. 아무것도 쓰지 않았습니다.',
  newNeedsNewerExcel:
    "대회 시트를 만들려면 Excel 2021 또는 Microsoft 365가 필요합니다(데이터 유효성 검사, 인쇄 설정). 아무것도 쓰지 않았습니다. 대신 서식 파일(tournament-ko.xlsx)에서 시작하세요.",
  sortButton: "레이팅순으로 선수 정렬",
  sorting: "선수를 정렬하는 중…",
  sortDone: '"{sheet}" 시트의 선수 {players, plural, other {#명}}을 레이팅이 높은 순으로 정렬했습니다({address}).',
  sortNoSheet: "먼저 위의 시트 항목에서 선수 시트를 고르세요.",
  sortNoHeader:
    '"{sheet}" 시트에 선수 머리글(ID, 이름, 국가, 레이팅)이 없습니다. 위의 시트 항목에서 선수 시트를 고르세요.',
  sortNoRating: '"{sheet}" 시트의 머리글({header})에 레이팅 열이 없습니다. 레이팅순으로 정렬하려면 열을 추가하세요.',
  sortNothing: '"{sheet}" 시트의 선수가 두 명 미만이라 정렬할 것이 없습니다.',
};

export const NEW_TOURNAMENT_UI_JA: Record<NewTournamentUiKey, string> = {
  sectionNewTournament: "新しい大会",
  newHelp:
    "このブックで大会を始めます。Brightwell が大会(設定)、選手、対局結果、順位の各シートを、選んだ言語の見出しと入力チェック付きで追加します。既にあるシートは置き換えません。",
  newName: "大会名",
  newDate: "初日",
  newRounds: "予定回戦数",
  newRoundsPlaceholder: "例: 7",
  newPreset: "規定(プリセット)",
  newLanguage: "シートの言語",
  newRatings: "レーティング表も管理する(レーティングシート)",
  newCreate: "大会のシートを作成",
  newCreating: "大会を作成中…",
  newNameMissing: "大会名を入力してください。",
  newRoundsInvalid: '予定回戦数は 1 から 99 までの整数が必要ですが、"{value}" です。',
  newDateInvalid: '初日は 2026-09-12 のような日付が必要ですが、"{value}" です。',
  newCreated:
    "大会「{name}」を作成しました: {sheets}。シート「{players}」に選手(ID、氏名、国、レーティング)を入力し、レーティング順に並べ替えてから、下で 1 回戦を組み合わせてください。",
  newRenamed: "同じ名前のシートが既にあったため変更していません: {list}。",
  newExists:
    "このブックには既に大会があります: シート「{sheet}」の {names}。新しい大会は新しいブック(ファイル ▸ 新規)で始めるか、先にそのシートを削除してください。何も書き込んでいません。",
  newNeedsNewerExcel:
    "大会のシートを作成するには Excel 2021 または Microsoft 365 が必要です(データの入力規則と印刷設定)。何も書き込んでいません。代わりにテンプレート(tournament-ja.xlsx)から始めてください。",
  sortButton: "選手をレーティング順に並べ替え",
  sorting: "選手を並べ替え中…",
  sortDone:
    "シート「{sheet}」の選手 {players, plural, other {# 名}}をレーティングの高い順に並べ替えました({address})。",
  sortNoSheet: "先に上の「シート」で選手シートを選んでください。",
  sortNoHeader:
    "シート「{sheet}」に選手の見出し(ID、氏名、国、レーティング)がありません。上の「シート」で選手シートを選んでください。",
  sortNoRating:
    "シート「{sheet}」の見出し({header})にレーティングの列がありません。レーティング順に並べるには列を追加してください。",
  sortNothing: "シート「{sheet}」の選手が 2 名未満のため、並べ替えるものがありません。",
};
