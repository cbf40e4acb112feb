/**
 * Texts of "pair next round" (src/sheets/pairing/input.ts, roundOutput.ts, pairingText.ts and
 * src/cli/commands/pair.ts) in English, Korean and Japanese: the per-pair explanation built from
 * the engine's structured reasons (src/sheets/pairing/text.ts, the one place), the labels of the
 * printable "Round N" sheet, the input problems specific to pairing, and the failure messages.
 *
 * A template holds `{name}` placeholders and counts (filled by fillTemplate from ./problems.ts, ./plural.ts). Values put in
 * them are data (player names, numbers): hosts insert the result as text, never as HTML.
 */
import type { Locale } from "./locale";
import { fillTemplate } from "./problems";

/** Problems specific to reading the sheets for pairing (the others reuse src/i18n/problems.ts). */
export type PairingProblemCode =
  | "pair-round-invalid"
  | "pair-round-gap"
  | "pair-round-has-results"
  | "pair-row-after-round"
  | "absent-invalid"
  | "absent-fixed"
  | "pair-table-twice";

type ProblemTemplates = Record<PairingProblemCode, string>;

export const PAIRING_PROBLEM_TEMPLATES: Record<Locale, ProblemTemplates> = {
  en: {
    "pair-round-invalid":
      'The round to pair must be a whole number 1 or more, found "{value}". Give the round number (e.g. --round 5).',
    "pair-round-gap": "Round {round} cannot be paired yet: the results stop at round {last}. Pair round {next} first.",
    "pair-round-has-results":
      "Round {round} is the round being paired, but it already has results ({count, plural, one {# row, here} other {# rows, the first here}}). Pair round {next} instead, or clear the discs/result of round {round} (rows without a result are kept as pairs fixed by the director).",
    "pair-row-after-round":
      "Round {rowRound} ({count, plural, one {# row, here} other {# rows, the first here}}) comes after the round being paired ({round}). Pair a later round, or delete the rows after round {round}.",
    "absent-invalid":
      'Absent rounds must be round numbers separated by commas, e.g. "5,6" or "5-7", found "{value}". Correct or clear the cell.',
    "absent-fixed":
      '"{name}" is marked absent in round {round} (Players sheet) but is in a pair fixed for that round ({otherAddress}). Remove the pair or the absence.',
    "pair-table-twice":
      "Table {table} is typed twice for round {round} (also {otherAddress}). Give each fixed pair its own table, or clear the cell.",
  },
  ko: {
    "pair-round-invalid":
      '대진할 라운드는 1 이상의 정수여야 하는데 "{value}"입니다. 라운드 번호를 주세요(예: --round 5).',
    "pair-round-gap":
      "{round} 라운드는 아직 대진할 수 없습니다. 결과가 {last} 라운드까지만 있습니다. {next} 라운드를 먼저 대진하세요.",
    "pair-round-has-results":
      "대진할 {round} 라운드의 행 {count, plural, other {#개}}에 이미 결과가 있습니다(첫 행이 여기). {next} 라운드를 대진하거나, {round} 라운드의 돌수/결과를 지우세요(결과가 없는 행은 운영자가 정한 대진으로 유지됩니다).",
    "pair-row-after-round":
      "{rowRound} 라운드({count, plural, other {#행}}, 첫 행이 여기)는 대진할 라운드({round})보다 뒤입니다. 더 뒤의 라운드를 대진하거나 {round} 라운드 이후의 행을 지우세요.",
    "absent-invalid":
      '결장 라운드는 쉼표로 구분한 라운드 번호여야 합니다(예: "5,6", "5-7"). "{value}"입니다. 고치거나 지우세요.',
    "absent-fixed":
      '"{name}"은(는) {round} 라운드 결장으로 표시되어 있지만(선수 시트) 그 라운드에 정해진 대진에 있습니다({otherAddress}). 대진이나 결장 중 하나를 지우세요.',
    "pair-table-twice":
      "{round} 라운드에 테이블 {table}이(가) 두 번 적혀 있습니다({otherAddress}). 정한 대진마다 다른 테이블을 주거나 셀을 지우세요.",
  },
  ja: {
    "pair-round-invalid":
      "組み合わせる回戦は1以上の整数でなければなりませんが「{value}」です。回戦を指定してください（例：--round 5）。",
    "pair-round-gap":
      "第{round}回戦はまだ組み合わせできません。結果は第{last}回戦までです。先に第{next}回戦を組み合わせてください。",
    "pair-round-has-results":
      "組み合わせる第{round}回戦の{count, plural, other {#行}}にすでに結果があります（最初の行がここ）。第{next}回戦を組み合わせるか、第{round}回戦の石数・結果を消してください（結果のない行は運営が指定した組み合わせとして残ります）。",
    "pair-row-after-round":
      "第{rowRound}回戦（{count, plural, other {#行}}、最初の行がここ）は組み合わせる回戦（第{round}回戦）より後です。後の回戦を組み合わせるか、第{round}回戦より後の行を消してください。",
    "absent-invalid":
      "欠場回戦はカンマ区切りの回戦番号でなければなりません（例：「5,6」「5-7」）が「{value}」です。直すか消してください。",
    "absent-fixed":
      "「{name}」は第{round}回戦を欠場と記されています（選手シート）が、その回戦の指定された組み合わせにいます（{otherAddress}）。どちらかを消してください。",
    "pair-table-twice":
      "第{round}回戦で卓{table}が2回書かれています（{otherAddress}）。指定した組み合わせごとに別の卓にするか、セルを消してください。",
  },
};

/** Titles of the optional Players-sheet column listing the rounds a player will miss. */
export const ABSENT_HEADER_ALIASES: string[] = [
  "Absent rounds",
  "Absent",
  "Absent in rounds",
  "Absences",
  "Absent round",
  "Not playing rounds",
  "결장 라운드",
  "결장",
  "불참 라운드",
  "불참",
  "결석 라운드",
  "欠場回戦",
  "欠場",
  "欠席回戦",
  "欠席",
  "欠場ラウンド",
];

/** Labels of the printable "Round N" sheet and of the rows written into the Results sheet. */
export interface RoundLabels {
  /** Name of the printable sheet for round n. */
  sheetName: (n: number) => string;
  table: string;
  black: string;
  white: string;
  /** Column title of a player's points before the round. */
  score: string;
  why: string;
  /** Shown in the White column of the bye row on the printable sheet. */
  bye: string;
  colour: { black: string; white: string };
  /** Join of several reasons in one cell. */
  sep: string;
  /** "A or B" for a list of settings. */
  or: string;
}

export const ROUND_LABELS: Record<Locale, RoundLabels> = {
  en: {
    sheetName: (n) => `Round ${n}`,
    table: "Table",
    black: "Black",
    white: "White",
    score: "Pts",
    why: "Why",
    bye: "BYE",
    colour: { black: "Black", white: "White" },
    sep: "; ",
    or: " or ",
  },
  ko: {
    sheetName: (n) => `${n}라운드`,
    table: "테이블",
    black: "흑",
    white: "백",
    score: "승점",
    why: "이유",
    bye: "부전승",
    colour: { black: "흑", white: "백" },
    sep: "; ",
    or: " 또는 ",
  },
  ja: {
    sheetName: (n) => `第${n}回戦`,
    table: "卓",
    black: "黒",
    white: "白",
    score: "勝点",
    why: "理由",
    bye: "不戦勝",
    colour: { black: "黒", white: "白" },
    sep: "；",
    or: "、または",
  },
};

/** Templates of the per-pair explanation (one phrase per structured reason). */
export type ReasonKey =
  | "fixed"
  | "firstRating"
  | "firstRandom"
  | "float"
  | "colourAsDue"
  | "colourNotDue"
  | "colourReversed"
  | "colourTable"
  | "colourRandom"
  | "whyMoreBlack"
  | "whyMoreWhite"
  | "whyLastBlack"
  | "whyLastWhite"
  | "imbalance"
  | "rematch"
  | "rematchReversed"
  | "rematchForced"
  | "sameCountry"
  | "byeLowest"
  | "byeFixed"
  | "byeForced";

export const REASON_TEMPLATES: Record<Locale, Record<ReasonKey, string>> = {
  en: {
    fixed: "fixed by the director",
    firstRating: "round 1 by rating: top half against bottom half",
    firstRandom: "round 1 drawn at random (seed {seed})",
    float: "{up} floats up, {down} floats down: score gap {gap} ({upScore} vs {downScore})",
    colourAsDue: "{player} gets {colour} as due ({why})",
    colourNotDue: "{player} gets {colour} although {due} was due ({why})",
    colourReversed: "{player} gets {colour}: colours of round {round} reversed",
    colourTable: "colours by table number (table {table})",
    colourRandom: "colours drawn at random",
    whyMoreBlack: "{n} more Black than White",
    whyMoreWhite: "{n} more White than Black",
    whyLastBlack: "colours even, Black last round",
    whyLastWhite: "colours even, White last round",
    imbalance: "{player} ends {imbalance} in colours: no complete round avoided it",
    rematch: "rematch of round {rounds}",
    rematchReversed: "rematch of round {rounds} with colours reversed",
    rematchForced: "forced: no complete round without a rematch",
    sameCountry: "same country ({country})",
    byeLowest:
      "bye to the lowest score group among the players without a bye ({score, plural, one {# pt} other {# pts}})",
    byeFixed: "bye given by the director",
    byeForced:
      "bye above the lowest score group of the players without a bye ({score, plural, one {# pt} other {# pts}}): no complete round gave it lower",
  },
  ko: {
    fixed: "운영자가 정한 대진",
    firstRating: "1라운드 레이팅순: 상위 절반 대 하위 절반",
    firstRandom: "1라운드 무작위 추첨(시드 {seed})",
    float: "{up} 상향 대진, {down} 하향 대진: 승점 차 {gap} ({upScore} 대 {downScore})",
    colourAsDue: "{player} 차례대로 {colour} ({why})",
    colourNotDue: "{player} {due} 차례지만 {colour} ({why})",
    colourReversed: "{player} {colour}: {round}라운드의 색을 반대로",
    colourTable: "색은 테이블 번호로 ({table}번)",
    colourRandom: "색은 무작위 추첨",
    whyMoreBlack: "흑이 백보다 {n}회 많음",
    whyMoreWhite: "백이 흑보다 {n}회 많음",
    whyLastBlack: "흑백 같음, 지난 라운드 흑",
    whyLastWhite: "흑백 같음, 지난 라운드 백",
    imbalance: "{player} 색 불균형 {imbalance}: 피할 수 있는 대진이 없음",
    rematch: "{rounds}라운드와 재대국",
    rematchReversed: "{rounds}라운드와 색을 바꿔 재대국",
    rematchForced: "불가피: 재대국 없는 완전한 대진이 없음",
    sameCountry: "같은 나라 ({country})",
    byeLowest: "부전승을 받은 적 없는 선수 중 최하위 승점 그룹({score, plural, other {#점}})에 부전승",
    byeFixed: "운영자가 정한 부전승",
    byeForced:
      "부전승을 받은 적 없는 선수 중 최하위 그룹보다 위({score, plural, other {#점}})에 부전승: 더 아래로 줄 수 있는 대진이 없음",
  },
  ja: {
    fixed: "運営が指定した組み合わせ",
    firstRating: "1回戦はレーティング順：上位半分対下位半分",
    firstRandom: "1回戦は抽選（シード {seed}）",
    float: "{up}が上へ、{down}が下へ：点差 {gap}（{upScore} 対 {downScore}）",
    colourAsDue: "{player}は順番どおり{colour}（{why}）",
    colourNotDue: "{player}は{due}の番だが{colour}（{why}）",
    colourReversed: "{player}は{colour}：第{round}回戦の色の逆",
    colourTable: "色は卓番号で決定（{table}番卓）",
    colourRandom: "色は抽選",
    whyMoreBlack: "黒が白より{n}回多い",
    whyMoreWhite: "白が黒より{n}回多い",
    whyLastBlack: "黒白同数、前回は黒",
    whyLastWhite: "黒白同数、前回は白",
    imbalance: "{player}は色の偏り{imbalance}：避けられる組み合わせがない",
    rematch: "第{rounds}回戦と再戦",
    rematchReversed: "第{rounds}回戦と色を替えて再戦",
    rematchForced: "やむを得ず：再戦なしの組み合わせがない",
    sameCountry: "同じ国（{country}）",
    byeLowest: "不戦勝のまだない選手のうち最下位の点数グループ（{score, plural, other {#点}}）に不戦勝",
    byeFixed: "運営が指定した不戦勝",
    byeForced:
      "不戦勝のまだない選手のうち最下位グループより上（{score, plural, other {#点}}）に不戦勝：より下に与える組み合わせがない",
  },
};

/** Keys of the failure messages (one per engine error code, plus the parts of NO_COMPLETE_ROUND). */
export type FailureKey =
  | "noRound"
  | "noRoundBye"
  | "wouldAllow"
  | "noSetting"
  | "fixedHint"
  | "invalidFixed"
  | "invalidSettings"
  | "invalidData"
  | "nobody"
  | "reversedColourRematch"
  | "sameColourRematch"
  | "byeTwice";

export const FAILURE_TEMPLATES: Record<Locale, Record<FailureKey, string>> = {
  en: {
    noRound:
      "No complete pairing exists for round {round} under the current rules: no allowed opponent is left for {players}.",
    noRoundBye:
      "No complete pairing exists for round {round} under the current rules: every player who could take the bye already had one.",
    wouldAllow: "It would work if you {settings}.",
    noSetting: "No single setting change allows a round; check the absences, withdrawals and fixed pairs.",
    fixedHint: "Removing or changing a pair fixed by the director may also help.",
    invalidFixed: "The pairs fixed by the director cannot be kept ({players}): {detail}",
    invalidSettings: "The pairing settings are not valid: {detail}",
    invalidData: "The results cannot be paired: {detail}",
    nobody: "Nobody is present for round {round}: check the Absent and Withdrawn columns of the Players sheet.",
    reversedColourRematch: "allow a rematch with colours reversed",
    sameColourRematch: "allow a rematch with the same colours",
    byeTwice: "allow a second bye for the same player",
  },
  ko: {
    noRound:
      "현재 규칙으로는 {round} 라운드의 완전한 대진이 없습니다: {players}에게 허용되는 상대가 남아 있지 않습니다.",
    noRoundBye:
      "현재 규칙으로는 {round} 라운드의 완전한 대진이 없습니다: 부전승을 받을 수 있는 선수가 모두 이미 받았습니다.",
    wouldAllow: "다음을 허용하면 대진할 수 있습니다: {settings}.",
    noSetting: "설정 하나만 바꿔서는 대진할 수 없습니다. 결장, 기권, 정해진 대진을 확인하세요.",
    fixedHint: "운영자가 정한 대진을 지우거나 바꾸는 것도 도움이 될 수 있습니다.",
    invalidFixed: "운영자가 정한 대진을 유지할 수 없습니다({players}): {detail}",
    invalidSettings: "대진 설정이 올바르지 않습니다: {detail}",
    invalidData: "결과로 대진할 수 없습니다: {detail}",
    nobody: "{round} 라운드에 참가하는 선수가 없습니다. 선수 시트의 결장, 기권 열을 확인하세요.",
    reversedColourRematch: "색을 바꾼 재대국",
    sameColourRematch: "같은 색의 재대국",
    byeTwice: "같은 선수의 두 번째 부전승",
  },
  ja: {
    noRound: "現在の規則では第{round}回戦の完全な組み合わせがありません：{players}に許される相手が残っていません。",
    noRoundBye:
      "現在の規則では第{round}回戦の完全な組み合わせがありません：不戦勝を受けられる選手は全員すでに受けています。",
    wouldAllow: "次を許せば組み合わせできます：{settings}。",
    noSetting: "設定を一つ変えるだけでは組み合わせできません。欠場・棄権・指定の組み合わせを確認してください。",
    fixedHint: "運営が指定した組み合わせを外すか変えることも役立つかもしれません。",
    invalidFixed: "運営が指定した組み合わせを保てません（{players}）：{detail}",
    invalidSettings: "組み合わせの設定が正しくありません：{detail}",
    invalidData: "結果から組み合わせできません：{detail}",
    nobody: "第{round}回戦に出場する選手がいません。選手シートの欠場・棄権の列を確認してください。",
    reversedColourRematch: "色を替えた再戦",
    sameColourRematch: "同じ色での再戦",
    byeTwice: "同じ選手への2回目の不戦勝",
  },
};

function pick<K extends string>(table: Record<Locale, Record<K, string>>, locale: Locale | undefined, key: K): string {
  return (table[locale ?? "en"] ?? table.en)[key] ?? table.en[key];
}

/** A pairing problem's message (without the address) in a locale. */
export function pairingProblemText(
  code: PairingProblemCode,
  params: Record<string, string | number> = {},
  locale: Locale = "en",
): string {
  return fillTemplate(pick(PAIRING_PROBLEM_TEMPLATES, locale, code), params, locale ?? "en");
}

/** One explanation phrase. */
export function reasonText(
  key: ReasonKey,
  params: Record<string, string | number> = {},
  locale: Locale = "en",
): string {
  return fillTemplate(pick(REASON_TEMPLATES, locale, key), params, locale ?? "en");
}

/** One failure sentence or setting description. */
export function failureText(
  key: FailureKey,
  params: Record<string, string | number> = {},
  locale: Locale = "en",
): string {
  return fillTemplate(pick(FAILURE_TEMPLATES, locale, key), params, locale ?? "en");
}
