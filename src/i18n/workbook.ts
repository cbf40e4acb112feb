/**
 * Texts of the sheets Brightwell creates for a new tournament (src/sheets/workbook/): sheet names,
 * column titles, the settings sheet, the entry aids' messages, the result slips and the template's
 * instructions, in English, Korean and Japanese.
 *
 * Column titles are chosen among the aliases the parsers read (src/sheets/headers.ts,
 * ABSENT_HEADER_ALIASES in ./pairing.ts), so a sheet written in one language is read in any other;
 * test/sheets/workbook.test.ts checks every one of them.
 */
import type { Locale } from "./locale";
import type { PlayersColumn, ResultsColumn } from "../vocabulary";
import { fillTemplate } from "./problems";

/**
 * The settings a tournament workbook stores (src/sheets/workbook/settings.ts). Country and sender: an imported .ELO
 * file's header lines (docs/rules.md §7.1), on the Tournament sheet below the others.
 */
export type SettingKey = "event" | "date" | "preset" | "constant" | "rounds" | "language" | "country" | "sender";

/** The settings held as text (no value is wrong); the others are checked (settingProblemText). */
export type TextSettingKey = "event" | "date" | "country" | "sender";
export type CheckedSettingKey = Exclude<SettingKey, TextSettingKey>;

export interface WorkbookTexts {
  sheet: {
    settings: string;
    players: string;
    results: string;
    instructions: string;
    /** The officer's rating list (one of RATING_SHEET_NAMES.ratings, so every reader finds it). */
    ratings: string;
    slips: (round: number) => string;
  };
  results: Record<ResultsColumn, string>;
  players: Record<PlayersColumn | "absent", string>;
  settings: {
    title: string;
    labels: Record<SettingKey, string>;
    notes: Record<SettingKey, string>;
    namesNote: string;
    entryList: string;
  };
  validation: {
    discs: string;
    round: string;
    table: string;
    player: string;
    result: string;
    rating: string;
    withdrawn: string;
    preset: string;
    constant: string;
    rounds: string;
    language: string;
  };
  /** Error titles of the validations (short). */
  titles: {
    discs: string;
    round: string;
    table: string;
    player: string;
    result: string;
    rating: string;
    withdrawn: string;
    setting: string;
  };
  slip: {
    round: (n: number) => string;
    table: (t: number) => string;
    black: string;
    white: string;
    discs: string;
    signBlack: string;
    signWhite: string;
    note: string;
  };
  /** The setting problem's template (the cell address is put in front). */
  settingInvalid: string;
  /**
   * One line for whoever opens the workbook without the add-in (a player, Excel without Brightwell, LibreOffice,
   * Google Sheets): what the OTHELLO formulas show there and where to get Brightwell (`site`: the address of the
   * Brightwell site, when the writer knows it). `instructions` heads the Instructions sheet, `standings` sits above
   * the live standings (the sheet named `standingsSheet`).
   */
  share: {
    instructions: (o: { site?: string; standingsSheet: string }) => string;
    standings: (o: { site?: string }) => string;
  };
  /** The Instructions sheet: one paragraph per row; "" for an empty row. */
  instructions: string[];
  example: { title: string; discs: string; opponents: string; constant: string; bq: string; note: string };
}

const en: WorkbookTexts = {
  sheet: {
    settings: "Tournament",
    players: "Players",
    results: "Results",
    instructions: "Instructions",
    ratings: "Ratings",
    slips: (n) => `Slips ${n}`,
  },
  results: {
    round: "Round",
    table: "Table",
    black: "Black",
    blackDiscs: "Black discs",
    whiteDiscs: "White discs",
    white: "White",
    result: "Result",
  },
  players: {
    id: "ID",
    name: "Name",
    country: "Country",
    rating: "Rating",
    withdrawnAfterRound: "Withdrawn after round",
    absent: "Absent rounds",
  },
  settings: {
    title: "Tournament settings",
    labels: {
      event: "Event",
      date: "Date",
      preset: "Preset",
      constant: "Brightwell constant C",
      rounds: "Planned rounds",
      language: "Language",
      country: "Country",
      sender: "Sender",
    },
    notes: {
      event: "The event's name, shown on printed sheets.",
      date: "The first day (year-month-day).",
      preset: "woc, ftd, papp, koa or joa: the rules of the standings.",
      constant:
        "preset = the preset's own C; or discs per point (a number), exact (64/rounds), even (the even number nearest 64/rounds), papp.",
      rounds: "The number of Swiss rounds planned (C = 64/rounds uses it; round numbers may not go above it).",
      language: "en, ko or ja: the language of the sheets Brightwell writes.",
      country: "The .ELO file's %%Country line (an imported file's; written again by Download .ELO and export-elo).",
      sender: "The .ELO file's %%Sender line (an imported file's; written again by Download .ELO and export-elo).",
    },
    namesNote:
      "Brightwell (the task pane, the command line and =OTHELLO.STANDINGS) reads these cells through the workbook names Brightwell_Event, Brightwell_Date, Brightwell_Preset, Brightwell_Constant, Brightwell_Rounds and Brightwell_Language. Change the values here; do not move or delete the cells.",
    entryList: "Black/White drop-down (filled by formulas from the Players sheet; do not edit)",
  },
  validation: {
    discs: "Discs must be a whole number from 0 to 64.",
    round: "The round must be a whole number from 1 to the planned rounds (Tournament sheet).",
    table: "The table must be a whole number of 1 or more.",
    player: "Pick a player of the Players sheet, or BYE for a bye. A player's ID is accepted too.",
    result: "Only for a game without discs: 1-0, 0-1 or ½-½ (adjudicated), 1F-0F or 0F-1F (forfeit).",
    rating: "The rating must be a number of 0 or more.",
    withdrawn: "The last round the player played: a whole number from 1 to the planned rounds.",
    preset: "Choose woc, ftd, papp, koa or joa.",
    constant: "Type preset, exact, even, papp, or a number of 0 or more.",
    rounds: "The planned rounds must be a whole number from 1 to 99.",
    language: "Choose en, ko or ja.",
  },
  titles: {
    discs: "Discs",
    round: "Round",
    table: "Table",
    player: "Player",
    result: "Result",
    rating: "Rating",
    withdrawn: "Withdrawn",
    setting: "Setting",
  },
  slip: {
    round: (n) => `Round ${n}`,
    table: (t) => `Table ${t}`,
    black: "Black",
    white: "White",
    discs: "Discs",
    signBlack: "Signature (Black)",
    signWhite: "Signature (White)",
    note: "Both players check the disc count and sign. The winner brings the slip to the director.",
  },
  settingInvalid: 'The setting "{setting}" must be {expected}, found "{value}". Correct the cell.',
  share: {
    instructions: ({ site, standingsSheet }) =>
      `Opened without Brightwell (in another program, or in Excel without the add-in)? The OTHELLO formulas and the ${standingsSheet} sheet show the values saved with this file, or #NAME? once the program recalculates them. Get the Brightwell add-in for Excel ${site ? `at ${site}` : "from your federation's Brightwell site"}.`,
    standings: ({ site }) =>
      `Live standings by =OTHELLO.STANDINGS, a function of the Brightwell add-in for Excel. Without the add-in you see the standings last saved, or #NAME? once recalculated. Get it ${site ? `at ${site}` : "from your federation's Brightwell site"}.`,
  },
  instructions: [
    "Brightwell tournament workbook",
    "",
    "1. Tournament sheet: the event's name, date, preset (rules of the standings), constant C, planned rounds and language. Brightwell reads them from there.",
    '2. Players sheet: one row per player (ID, Name, Country, Rating). Sort by rating, highest first: round 1 pairs the top half against the bottom half. Withdrawn after round and Absent rounds ("5,6") are optional.',
    "3. Pair a round: the Brightwell task pane › Pair round N, or on the command line: brightwell pair event.xlsx --out event-r1.xlsx --slips. The round's rows are added to the Results sheet, with a printable Round sheet and result slips.",
    "4. Results sheet: type the discs of each game. The drop-downs list the players and BYE. A row is coloured when its discs do not add up to 64 (yellow), or a player is twice in one round or not on the Players sheet (red).",
    "5. Standings: the Standings sheet holds =OTHELLO.STANDINGS(…), live standings that follow the results and the settings. The task pane's Compute standings button (or brightwell standings event.xlsx --out …) writes the full table with the crosstable in its place.",
    "6. Print: every sheet prints on A4 portrait, one page wide, its header row repeated on every page (result slips: five to a page). On Letter paper, choose Page Layout › Size › Letter: the sheets stay one page wide.",
    "",
    "Before the add-in loads: the OTHELLO formulas need the Brightwell add-in. In Excel without it, or before its functions load, a cell shows the value saved with this file until Excel recalculates it, then #NAME? (the formula bar shows =_xldudf_OTHELLO_…). Once the add-in is loaded they calculate; if a cell stays #NAME?, open the Tournament pane once and press Ctrl+Alt+F9.",
    "Column titles may be in English, Korean or Japanese: Brightwell reads all three.",
  ],
  example: {
    title: "Worked example: the Brightwell Quotient BQ = D + C × S (docs/rules.md §2.3)",
    discs: "Discs of the player (total D)",
    opponents: "Final scores of the five opponents (sum S)",
    constant: "Constant C",
    bq: "BQ",
    note: "180 + 12 × (4 + 2 + 2 + 1.5 + 1.5) = 312",
  },
};

const ko: WorkbookTexts = {
  sheet: {
    settings: "대회",
    players: "선수",
    results: "결과",
    instructions: "사용법",
    ratings: "레이팅",
    slips: (n) => `${n}라운드 기록지`,
  },
  results: {
    round: "라운드",
    table: "테이블",
    black: "흑",
    blackDiscs: "흑 돌수",
    whiteDiscs: "백 돌수",
    white: "백",
    result: "결과",
  },
  players: {
    id: "ID",
    name: "이름",
    country: "국가",
    rating: "레이팅",
    withdrawnAfterRound: "기권 라운드",
    absent: "결장 라운드",
  },
  settings: {
    title: "대회 설정",
    labels: {
      event: "대회명",
      date: "날짜",
      preset: "규정",
      constant: "브라이트웰 상수 C",
      rounds: "예정 라운드 수",
      language: "언어",
      country: "국가",
      sender: "보낸 사람",
    },
    notes: {
      event: "대회 이름. 인쇄하는 시트에 나옵니다.",
      date: "첫날(연-월-일).",
      preset: "woc, ftd, papp, koa, joa 중 하나: 순위 계산 규정.",
      constant:
        "preset = 규정의 C; 또는 승점 1점당 돌 수(숫자), exact(64/라운드 수), even(64/라운드 수에 가장 가까운 짝수), papp.",
      rounds: "예정된 스위스 라운드 수(C = 64/라운드 수에 쓰이며, 라운드 번호는 이보다 클 수 없습니다).",
      language: "en, ko, ja 중 하나: 브라이트웰이 쓰는 시트의 언어.",
      country: ".ELO 파일의 %%Country 줄(가져온 파일의 것; .ELO 내려받기와 export-elo가 다시 씁니다).",
      sender: ".ELO 파일의 %%Sender 줄(가져온 파일의 것; .ELO 내려받기와 export-elo가 다시 씁니다).",
    },
    namesNote:
      "브라이트웰(작업창, 명령줄, =OTHELLO.STANDINGS)은 이 셀들을 통합 문서 이름 Brightwell_Event, Brightwell_Date, Brightwell_Preset, Brightwell_Constant, Brightwell_Rounds, Brightwell_Language로 읽습니다. 값은 여기서 바꾸고, 셀을 옮기거나 지우지 마세요.",
    entryList: "흑/백 드롭다운 목록(선수 시트에서 수식으로 채움, 고치지 마세요)",
  },
  validation: {
    discs: "돌수는 0부터 64까지의 정수여야 합니다.",
    round: "라운드는 1부터 예정 라운드 수(대회 시트)까지의 정수여야 합니다.",
    table: "테이블은 1 이상의 정수여야 합니다.",
    player: "선수 시트의 선수나 부전승을 고르세요. 선수 ID도 됩니다.",
    result: "돌수가 없는 대국에만: 1-0, 0-1, ½-½(판정), 1F-0F, 0F-1F(기권).",
    rating: "레이팅은 0 이상의 숫자여야 합니다.",
    withdrawn: "선수가 마지막으로 둔 라운드: 1부터 예정 라운드 수까지의 정수.",
    preset: "woc, ftd, papp, koa, joa 중에서 고르세요.",
    constant: "preset, exact, even, papp 또는 0 이상의 숫자를 입력하세요.",
    rounds: "예정 라운드 수는 1부터 99까지의 정수여야 합니다.",
    language: "en, ko, ja 중에서 고르세요.",
  },
  titles: {
    discs: "돌수",
    round: "라운드",
    table: "테이블",
    player: "선수",
    result: "결과",
    rating: "레이팅",
    withdrawn: "기권",
    setting: "설정",
  },
  slip: {
    round: (n) => `${n}라운드`,
    table: (t) => `테이블 ${t}`,
    black: "흑",
    white: "백",
    discs: "돌수",
    signBlack: "흑 서명",
    signWhite: "백 서명",
    note: "두 선수가 돌수를 확인하고 서명합니다. 이긴 선수가 기록지를 운영자에게 냅니다.",
  },
  settingInvalid: '설정 "{setting}"은(는) {expected}이어야 하는데 "{value}"입니다. 셀을 고치세요.',
  share: {
    instructions: ({ site, standingsSheet }) =>
      `브라이트웰 없이 열었나요(다른 프로그램, 또는 추가 기능이 없는 Excel)? OTHELLO 수식과 ${standingsSheet} 시트에는 이 파일에 저장된 값이 보이고, 프로그램이 다시 계산하면 #NAME?가 보입니다. Excel용 브라이트웰 추가 기능은 ${site ? `${site}에서` : "연맹의 브라이트웰 사이트에서"} 받을 수 있습니다.`,
    standings: ({ site }) =>
      `=OTHELLO.STANDINGS(Excel용 브라이트웰 추가 기능의 함수)가 계산하는 실시간 순위표입니다. 추가 기능이 없으면 마지막으로 저장된 순위가 보이고, 다시 계산하면 #NAME?가 보입니다. 추가 기능은 ${site ? `${site}에서` : "연맹의 브라이트웰 사이트에서"} 받으세요.`,
  },
  instructions: [
    "브라이트웰 대회 통합 문서",
    "",
    "1. 대회 시트: 대회명, 날짜, 규정(순위 계산 규칙), 상수 C, 예정 라운드 수, 언어. 브라이트웰은 이 값을 여기서 읽습니다.",
    '2. 선수 시트: 선수마다 한 행(ID, 이름, 국가, 레이팅). 레이팅이 높은 순으로 정렬하세요. 1라운드는 상위 절반과 하위 절반을 대진합니다. 기권 라운드와 결장 라운드("5,6")는 선택입니다.',
    "3. 라운드 대진: 브라이트웰 작업창 › N 라운드 대진, 또는 명령줄 brightwell pair event.xlsx --out event-r1.xlsx --slips --locale ko. 그 라운드의 행이 결과 시트에 추가되고, 인쇄용 라운드 시트와 기록지가 만들어집니다.",
    "4. 결과 시트: 대국마다 돌수를 입력합니다. 드롭다운에 선수와 부전승이 있습니다. 돌수 합이 64가 아니면 노란색, 한 라운드에 두 번 나온 선수나 선수 시트에 없는 이름은 빨간색으로 표시됩니다.",
    "5. 순위: 순위 시트의 =OTHELLO.STANDINGS(…)는 결과와 설정을 따라 바로 바뀌는 순위표입니다. 작업창의 순위 계산 단추(또는 brightwell standings event.xlsx --out …)은 그 자리에 크로스테이블이 있는 전체 표를 씁니다.",
    "6. 인쇄: 모든 시트가 A4 세로, 한 페이지 너비로, 머리글 행을 페이지마다 반복해 인쇄됩니다(기록지는 한 페이지에 다섯 장).",
    "",
    "추가 기능이 로드되기 전: OTHELLO 수식에는 브라이트웰 추가 기능이 필요합니다. 추가 기능이 없는 엑셀이나 함수가 로드되기 전에는 엑셀이 다시 계산할 때까지 이 파일에 저장된 값이 보이고, 그 뒤에는 #NAME?가 보입니다(수식 입력줄에는 =_xldudf_OTHELLO_…). 추가 기능이 로드되면 계산됩니다. #NAME?가 남아 있으면 작업창을 한 번 열고 Ctrl+Alt+F9를 누르세요.",
    "열 제목은 영어, 한국어, 일본어 어느 것이든 됩니다. 브라이트웰은 세 언어를 모두 읽습니다.",
  ],
  example: {
    title: "계산 예: 브라이트웰 지수 BQ = D + C × S (docs/rules.md §2.3)",
    discs: "선수의 돌수 합계 D",
    opponents: "상대 다섯 명의 최종 승점(합계 S)",
    constant: "상수 C",
    bq: "BQ",
    note: "180 + 12 × (4 + 2 + 2 + 1.5 + 1.5) = 312",
  },
};

const ja: WorkbookTexts = {
  sheet: {
    settings: "大会",
    players: "選手",
    results: "結果",
    instructions: "使い方",
    ratings: "レーティング",
    slips: (n) => `第${n}回戦 記録票`,
  },
  results: {
    round: "回戦",
    table: "卓",
    black: "黒",
    blackDiscs: "黒石数",
    whiteDiscs: "白石数",
    white: "白",
    result: "結果",
  },
  players: {
    id: "ID",
    name: "氏名",
    country: "国",
    rating: "レーティング",
    withdrawnAfterRound: "棄権回戦",
    absent: "欠場回戦",
  },
  settings: {
    title: "大会の設定",
    labels: {
      event: "大会名",
      date: "日付",
      preset: "規定",
      constant: "ブライトウェル定数 C",
      rounds: "予定回戦数",
      language: "言語",
      country: "国",
      sender: "送信者",
    },
    notes: {
      event: "大会の名前。印刷するシートに載ります。",
      date: "初日（年-月-日）。",
      preset: "woc、ftd、papp、koa、joa のいずれか：順位の規定。",
      constant:
        "preset = 規定の C。または勝点1点あたりの石数（数値）、exact（64/回戦数）、even（64/回戦数に最も近い偶数）、papp。",
      rounds: "予定のスイス式回戦数（C = 64/回戦数に使い、回戦番号はこれを超えられません）。",
      language: "en、ko、ja のいずれか：ブライトウェルが書くシートの言語。",
      country:
        ".ELO ファイルの %%Country 行（取り込んだファイルのもの。.ELO のダウンロードと export-elo が再び書きます）。",
      sender:
        ".ELO ファイルの %%Sender 行（取り込んだファイルのもの。.ELO のダウンロードと export-elo が再び書きます）。",
    },
    namesNote:
      "ブライトウェル（作業ウィンドウ、コマンドライン、=OTHELLO.STANDINGS）はこれらのセルをブックの名前 Brightwell_Event、Brightwell_Date、Brightwell_Preset、Brightwell_Constant、Brightwell_Rounds、Brightwell_Language で読みます。値はここで変え、セルを移動・削除しないでください。",
    entryList: "黒/白のドロップダウン（選手シートから数式で作成、編集しないでください）",
  },
  validation: {
    discs: "石数は0から64までの整数です。",
    round: "回戦は1から予定回戦数（大会シート）までの整数です。",
    table: "卓は1以上の整数です。",
    player: "選手シートの選手か不戦勝を選んでください。選手のIDも使えます。",
    result: "石数のない対局のみ：1-0、0-1、½-½（裁定）、1F-0F、0F-1F（不戦）。",
    rating: "レーティングは0以上の数値です。",
    withdrawn: "選手が最後に対局した回戦：1から予定回戦数までの整数。",
    preset: "woc、ftd、papp、koa、joa から選んでください。",
    constant: "preset、exact、even、papp、または0以上の数値を入力してください。",
    rounds: "予定回戦数は1から99までの整数です。",
    language: "en、ko、ja から選んでください。",
  },
  titles: {
    discs: "石数",
    round: "回戦",
    table: "卓",
    player: "選手",
    result: "結果",
    rating: "レーティング",
    withdrawn: "棄権",
    setting: "設定",
  },
  slip: {
    round: (n) => `第${n}回戦`,
    table: (t) => `${t}番卓`,
    black: "黒",
    white: "白",
    discs: "石数",
    signBlack: "黒 署名",
    signWhite: "白 署名",
    note: "両対局者が石数を確認して署名します。勝者が記録票を運営に提出します。",
  },
  settingInvalid: "設定「{setting}」は{expected}でなければなりませんが「{value}」です。セルを直してください。",
  share: {
    instructions: ({ site, standingsSheet }) =>
      `ブライトウェルなしで開きましたか（ほかのソフト、またはアドインのない Excel）？ OTHELLO の数式と ${standingsSheet} シートには、このファイルに保存された値が表示され、ソフトが再計算すると #NAME? になります。Excel 用ブライトウェル アドインは${site ? ` ${site} ` : "連盟のブライトウェルのサイト"}から入手できます。`,
    standings: ({ site }) =>
      `=OTHELLO.STANDINGS（Excel 用ブライトウェル アドインの関数）によるその場で変わる順位表です。アドインがないと最後に保存された順位が表示され、再計算すると #NAME? になります。アドインは${site ? ` ${site} ` : "連盟のブライトウェルのサイト"}から入手してください。`,
  },
  instructions: [
    "ブライトウェル大会ブック",
    "",
    "1. 大会シート：大会名、日付、規定（順位の規則）、定数 C、予定回戦数、言語。ブライトウェルはここから読みます。",
    "2. 選手シート：選手ごとに1行（ID、氏名、国、レーティング）。レーティングの高い順に並べてください。1回戦は上位半分と下位半分を組み合わせます。棄権回戦と欠場回戦（「5,6」）は任意です。",
    "3. 回戦の組み合わせ：ブライトウェル作業ウィンドウ › 第 N 回戦の組み合わせ、またはコマンドライン brightwell pair event.xlsx --out event-r1.xlsx --slips --locale ja。その回戦の行が結果シートに加わり、印刷用の回戦シートと記録票ができます。",
    "4. 結果シート：対局ごとに石数を入力します。ドロップダウンに選手と不戦勝があります。石数の合計が64でない行は黄色、同じ回戦に2回出る選手や選手シートにない名前は赤で示されます。",
    "5. 順位：順位シートの =OTHELLO.STANDINGS(…) は結果と設定に合わせてすぐ変わる順位表です。作業ウィンドウの「順位を計算」（または brightwell standings event.xlsx --out …）は、その場所にクロステーブル付きの表を書きます。",
    "6. 印刷：すべてのシートが A4 縦、1ページ幅で、見出し行を各ページに繰り返して印刷されます（記録票は1ページに5枚）。",
    "",
    "アドインが読み込まれる前：OTHELLO の数式にはブライトウェルのアドインが必要です。アドインのない Excel や関数が読み込まれる前は、Excel が再計算するまでこのファイルに保存された値が表示され、その後は #NAME? になります（数式バーには =_xldudf_OTHELLO_…）。アドインが読み込まれると計算されます。#NAME? のままなら作業ウィンドウを一度開き、Ctrl+Alt+F9 を押してください。",
    "列の見出しは英語・韓国語・日本語のどれでも構いません。ブライトウェルは3つとも読みます。",
  ],
  example: {
    title: "計算例：ブライトウェル・クオシェント BQ = D + C × S（docs/rules.md §2.3）",
    discs: "選手の石数合計 D",
    opponents: "対戦相手5人の最終勝点（合計 S）",
    constant: "定数 C",
    bq: "BQ",
    note: "180 + 12 × (4 + 2 + 2 + 1.5 + 1.5) = 312",
  },
};

export const WORKBOOK_TEXTS: Record<Locale, WorkbookTexts> = { en, ko, ja };

/** The texts of a locale (English for an unknown one). */
export function workbookTexts(locale: Locale | undefined): WorkbookTexts {
  return WORKBOOK_TEXTS[locale ?? "en"] ?? en;
}

/** What a setting must be, per locale (the {expected} of settingInvalid). */
const EXPECTED: Record<Locale, Record<CheckedSettingKey, string>> = {
  en: {
    preset: "one of woc, ftd, papp, koa, joa",
    constant: "preset, exact, even, papp or a number of 0 or more",
    rounds: "a whole number from 1 to 99",
    language: "en, ko or ja",
  },
  ko: {
    preset: "woc, ftd, papp, koa, joa 중 하나",
    constant: "preset, exact, even, papp 또는 0 이상의 숫자",
    rounds: "1부터 99까지의 정수",
    language: "en, ko, ja 중 하나",
  },
  ja: {
    preset: "woc、ftd、papp、koa、joa のいずれか",
    constant: "preset、exact、even、papp、または0以上の数値",
    rounds: "1から99までの整数",
    language: "en、ko、ja のいずれか",
  },
};

/** The message of an invalid setting (without the cell address). */
export function settingProblemText(setting: CheckedSettingKey, value: string, locale: Locale = "en"): string {
  const t = workbookTexts(locale);
  return fillTemplate(
    t.settingInvalid,
    {
      setting: t.settings.labels[setting],
      value,
      expected: (EXPECTED[locale] ?? EXPECTED.en)[setting],
    },
    locale,
  );
}
