/**
 * Message templates for input problems (src/sheets/ Problem.code), in English, Korean and Japanese.
 * UI strings live in the other files of src/i18n/.
 *
 * A template holds `{name}` placeholders filled from Problem.params, counts as plurals (./plural.ts). Every template says what is
 * wrong, what was expected and how to fix it; the cell address is added in front by formatProblem.
 */
import type { Locale } from "./locale";
import { formatMessage, type Params } from "./plural";
import type { Problem, ProblemCode } from "../vocabulary";

type Templates = Record<ProblemCode, string>;

const en: Templates = {
  "no-header":
    "No header row found in the first {rows, plural, one {row} other {# rows}}. Expected column titles Round, Black, Black discs, White discs, White (and optionally Table, Result) in English, Korean or Japanese. Add a header row above the games.",
  "missing-column":
    'The header row has no "{column}" column. Add a column titled "{column}" (titles may be English, Korean or Japanese).',
  "duplicate-column": 'Two columns are titled as "{column}" (also {otherAddress}). Rename or delete one of them.',
  "cell-error": "The cell holds the Excel error {value}. Fix the formula or type the value.",
  "formula-no-value":
    "The cell holds the formula {formula} but no calculated value: the file was saved without calculating it (e.g. written by another program). Open it in Excel, recalculate (F9) and save, then run again; or type the value.",
  "round-missing": "The round number is empty. Type the round number (1, 2, 3 …).",
  "round-invalid": 'Round must be a whole number from 1 to 999, found "{value}". Type the round number.',
  "round-gap":
    "Round {round} has no games, but later rounds do. Add the games of round {round} or renumber the rounds.",
  "round-beyond-planned":
    "Round {round} is after the planned {rounds, plural, one {# round} other {# rounds}}. Check the round number or the number of rounds.",
  "round-pending":
    "Round {round} has pairings but no results yet, so it is left out: these are the standings before round {round}. Enter the results to include it.",
  "table-invalid": 'Table must be a whole number, found "{value}". The table number is ignored; correct or clear it.',
  "player-missing": "The {side} player is empty. Type a player name or ID, or BYE for a bye.",
  "player-not-text": 'A player must be a name or an ID, found "{value}". Type the player\'s name or ID.',
  "unknown-player":
    '"{name}" is not on the Players sheet (neither an ID nor a name). Add the player there or correct the spelling.',
  "unknown-player-close":
    '"{name}" is not on the Players sheet; did you mean "{suggestion}"? Names are compared exactly (case and spaces count). Correct the spelling.',
  "ambiguous-player":
    '"{name}" is the name of more than one player on the Players sheet ({otherAddress}). Write the player\'s ID instead.',
  "name-variant":
    '"{name}" differs from "{other}" ({otherAddress}) only by upper/lower case or spaces, so they count as two players. If they are the same person, write the name the same way everywhere.',
  "name-merged":
    '"{name}" is written like "{other}" ({otherAddress}) except for {difference}, which cannot be seen: both are read as one player, shown as "{other}". If they are two different players, make the names differ visibly.',
  "self-game": '"{name}" is written as his own opponent. Correct Black or White.',
  "player-twice-in-round":
    '"{name}" plays twice in round {round} (also {otherAddress}). Correct the player or the round.',
  "duplicate-row": "This game is written twice (same as {otherAddress}). Delete one of the rows.",
  "double-bye": "Both sides are BYE. Write the player who got the bye on one side.",
  "bye-twice":
    '"{name}" gets a second bye (first at {otherAddress}). Usually a player gets at most one bye; check the pairing.',
  "bye-with-discs":
    "A bye has no discs, found {value}. Clear the disc cells of the bye row (a bye scores 1 point; its discs are set by the preset).",
  "bye-result-ignored": 'The result "{value}" of a bye row is ignored: a bye always scores 1 point. Clear the cell.',
  "discs-not-number": 'Discs must be a whole number 0–{max}, found "{value}". Type the disc count.',
  "discs-out-of-range": "Discs must be a whole number 0–{max}, found {value}. Correct the disc count.",
  "discs-incomplete":
    "Only one side's discs are written. Type both disc counts, or clear both and write the Result (e.g. 1F-0F).",
  "discs-sum":
    "Discs {black}-{white} add up to {sum}, not {total} (empty squares go to the winner). Correct the counts, or accept them as written.",
  "result-missing":
    "The game has no result: type both disc counts, or a Result such as 1F-0F (forfeit) or 1-0, 0-1, ½-½ (adjudicated).",
  "result-invalid":
    'Result "{value}" is not understood. Write 1F-0F, 0F-1F, 0F-0F (forfeit) or 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5 (adjudicated).',
  "result-mismatch":
    'Result "{value}" does not agree with the discs {black}-{white}. Correct the discs or clear the Result cell.',
  "played-after-withdrawal":
    '"{name}" withdrew after round {withdrawn} (Players sheet) but plays in round {round}. Correct the withdrawal round or the game.',
  "players-duplicate-id": 'ID "{id}" is used twice (also {otherAddress}). Give each player a unique ID.',
  "players-duplicate-name":
    'Name "{name}" is used twice (also {otherAddress}). Games must name these players by ID; or make the names unique (e.g. add an initial).',
  "players-name-missing": "The player's name is empty. Type the name.",
  "players-rating-invalid": 'Rating must be a number, found "{value}". Correct or clear it.',
  "players-withdrawn-invalid":
    '"Withdrawn after round" must be a whole number 0 or more, found "{value}". Correct or clear it.',
};

const ko: Templates = {
  "no-header":
    "처음 {rows, plural, other {#행}}에서 머리글 행을 찾지 못했습니다. 라운드, 흑, 흑 돌수, 백 돌수, 백 (선택: 테이블, 결과) 열 제목이 필요합니다(영어, 한국어, 일본어). 대국 위에 머리글 행을 추가하세요.",
  "missing-column": '머리글 행에 "{column}" 열이 없습니다. "{column}" 열을 추가하세요.',
  "duplicate-column": '"{column}" 열이 두 개 있습니다({otherAddress}). 하나의 이름을 바꾸거나 삭제하세요.',
  "cell-error": "셀에 Excel 오류 {value}가 있습니다. 수식을 고치거나 값을 입력하세요.",
  "formula-no-value":
    "셀에 수식 {formula}이(가) 있지만 계산된 값이 없습니다. 파일이 계산 없이 저장되었습니다(예: 다른 프로그램이 작성). Excel에서 열어 다시 계산(F9)하고 저장한 뒤 다시 실행하거나, 값을 입력하세요.",
  "round-missing": "라운드 번호가 비어 있습니다. 라운드 번호(1, 2, 3 …)를 입력하세요.",
  "round-invalid": '라운드는 1–999의 정수여야 하는데 "{value}"입니다. 라운드 번호를 입력하세요.',
  "round-gap":
    "{round} 라운드에 대국이 없지만 이후 라운드에는 있습니다. {round} 라운드 대국을 추가하거나 라운드 번호를 고치세요.",
  "round-beyond-planned":
    "{round} 라운드는 예정된 {rounds, plural, other {# 라운드}} 이후입니다. 라운드 번호나 라운드 수를 확인하세요.",
  "round-pending":
    "{round} 라운드는 대진만 있고 결과가 아직 없어 제외됩니다. 즉 {round} 라운드 이전의 순위입니다. 결과를 입력하면 포함됩니다.",
  "table-invalid": '테이블은 정수여야 하는데 "{value}"입니다. 테이블 번호는 무시됩니다. 고치거나 지우세요.',
  "player-missing": "{side} 선수가 비어 있습니다. 선수 이름이나 ID, 또는 부전승이면 BYE를 입력하세요.",
  "player-not-text": '선수는 이름이나 ID여야 하는데 "{value}"입니다. 선수 이름이나 ID를 입력하세요.',
  "unknown-player": '"{name}"은(는) 선수 시트에 없습니다(ID도 이름도 아님). 선수를 추가하거나 철자를 고치세요.',
  "unknown-player-close":
    '"{name}"은(는) 선수 시트에 없습니다. "{suggestion}"을(를) 뜻했나요? 이름은 정확히 비교합니다(대소문자, 공백 포함). 철자를 고치세요.',
  "ambiguous-player": '"{name}"은(는) 선수 시트에서 두 명 이상의 이름입니다({otherAddress}). 선수 ID를 쓰세요.',
  "name-variant":
    '"{name}"은(는) "{other}"({otherAddress})와 대소문자나 공백만 다르므로 서로 다른 선수로 계산됩니다. 같은 사람이면 이름을 똑같이 쓰세요.',
  "name-merged":
    '"{name}"은(는) "{other}"({otherAddress})와 눈에 보이지 않는 차이({difference})만 있어 같은 선수로 읽고 "{other}"(으)로 표시합니다. 서로 다른 선수라면 이름이 눈에 띄게 다르도록 쓰세요.',
  "self-game": '"{name}"이(가) 자기 자신과 대국한 것으로 되어 있습니다. 흑 또는 백을 고치세요.',
  "player-twice-in-round": '"{name}"이(가) {round} 라운드에 두 번 나옵니다({otherAddress}). 선수나 라운드를 고치세요.',
  "duplicate-row": "이 대국이 두 번 적혀 있습니다({otherAddress}와 같음). 한 행을 삭제하세요.",
  "double-bye": "양쪽 모두 BYE입니다. 부전승을 받은 선수를 한쪽에 쓰세요.",
  "bye-twice":
    '"{name}"이(가) 두 번째 부전승을 받습니다(첫 번째: {otherAddress}). 보통 부전승은 한 번뿐입니다. 대진을 확인하세요.',
  "bye-with-discs":
    "부전승에는 돌수가 없는데 {value}이(가) 있습니다. 부전승 행의 돌수 셀을 지우세요(부전승은 1점, 돌수는 프리셋이 정합니다).",
  "bye-result-ignored": '부전승 행의 결과 "{value}"은(는) 무시됩니다. 부전승은 항상 1점입니다. 셀을 지우세요.',
  "discs-not-number": '돌수는 0–{max}의 정수여야 하는데 "{value}"입니다. 돌수를 입력하세요.',
  "discs-out-of-range": "돌수는 0–{max}의 정수여야 하는데 {value}입니다. 돌수를 고치세요.",
  "discs-incomplete": "한쪽 돌수만 적혀 있습니다. 양쪽 돌수를 입력하거나, 둘 다 지우고 결과(예: 1F-0F)를 쓰세요.",
  "discs-sum":
    "돌수 {black}-{white}의 합이 {total}이 아니라 {sum}입니다(빈칸은 승자의 것). 돌수를 고치거나 그대로 인정하세요.",
  "result-missing": "대국 결과가 없습니다. 양쪽 돌수를 입력하거나 결과(1F-0F 몰수, 1-0, 0-1, ½-½ 판정)를 쓰세요.",
  "result-invalid":
    '결과 "{value}"을(를) 이해할 수 없습니다. 1F-0F, 0F-1F, 0F-0F(몰수) 또는 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5(판정)로 쓰세요.',
  "result-mismatch": '결과 "{value}"이(가) 돌수 {black}-{white}와 맞지 않습니다. 돌수를 고치거나 결과 셀을 지우세요.',
  "played-after-withdrawal":
    '"{name}"은(는) {withdrawn} 라운드 후 기권했는데(선수 시트) {round} 라운드에 대국합니다. 기권 라운드나 대국을 고치세요.',
  "players-duplicate-id": 'ID "{id}"가 두 번 쓰였습니다({otherAddress}). 선수마다 다른 ID를 주세요.',
  "players-duplicate-name":
    '이름 "{name}"이(가) 두 번 쓰였습니다({otherAddress}). 이 이름으로 적힌 대국이 모호합니다. 이름을 구별하거나 ID로 적으세요.',
  "players-name-missing": "선수 이름이 비어 있습니다. 이름을 입력하세요.",
  "players-rating-invalid": '레이팅은 숫자여야 하는데 "{value}"입니다. 고치거나 지우세요.',
  "players-withdrawn-invalid": '"기권 라운드"는 0 이상의 정수여야 하는데 "{value}"입니다. 고치거나 지우세요.',
};

const ja: Templates = {
  "no-header":
    "最初の{rows, plural, other {#行}}に見出し行が見つかりません。回戦、黒、黒石数、白石数、白（任意：卓、結果）の列見出しが必要です（英語・韓国語・日本語）。対局の上に見出し行を追加してください。",
  "missing-column": "見出し行に「{column}」列がありません。「{column}」列を追加してください。",
  "duplicate-column": "「{column}」の列が2つあります（{otherAddress}）。どちらかの名前を変えるか削除してください。",
  "cell-error": "セルにExcelのエラー {value} があります。数式を直すか値を入力してください。",
  "formula-no-value":
    "セルに数式 {formula} がありますが、計算された値がありません(計算せずに保存されたファイルです。例: 別のプログラムが書き出したもの)。Excel で開いて再計算(F9)して保存し、もう一度実行するか、値を入力してください。",
  "round-missing": "回戦が空です。回戦の番号（1, 2, 3 …）を入力してください。",
  "round-invalid": "回戦は1–999の整数でなければなりませんが「{value}」です。回戦の番号を入力してください。",
  "round-gap":
    "第{round}回戦に対局がありませんが、後の回戦にはあります。第{round}回戦の対局を追加するか番号を直してください。",
  "round-beyond-planned":
    "第{round}回戦は予定の{rounds, plural, other {#回戦}}より後です。回戦の番号か回戦数を確認してください。",
  "round-pending":
    "第{round}回戦は組み合わせだけで結果がまだないため除外します（第{round}回戦より前の順位です）。結果を入力すると含まれます。",
  "table-invalid": "卓は整数でなければなりませんが「{value}」です。卓番号は無視されます。直すか消してください。",
  "player-missing": "{side}の選手が空です。選手名かID、不戦勝ならBYEを入力してください。",
  "player-not-text": "選手は名前かIDでなければなりませんが「{value}」です。選手名かIDを入力してください。",
  "unknown-player":
    "「{name}」は選手シートにありません（IDでも名前でもありません）。選手を追加するか綴りを直してください。",
  "unknown-player-close":
    "「{name}」は選手シートにありません。「{suggestion}」のことですか？名前は厳密に比較します（大文字小文字・空白を含む）。綴りを直してください。",
  "ambiguous-player": "「{name}」は選手シートで複数の選手の名前です（{otherAddress}）。選手のIDを書いてください。",
  "name-variant":
    "「{name}」は「{other}」（{otherAddress}）と大文字小文字か空白だけが違うため、別の選手として数えます。同じ人なら同じ書き方にしてください。",
  "name-merged":
    "「{name}」は「{other}」（{otherAddress}）と目に見えない違い（{difference}）しかないため、同じ選手として読み「{other}」と表示します。別の選手なら、名前が見て分かるように違えてください。",
  "self-game": "「{name}」が自分自身と対局しています。黒か白を直してください。",
  "player-twice-in-round": "「{name}」が第{round}回戦に2回出ています（{otherAddress}）。選手か回戦を直してください。",
  "duplicate-row": "この対局が2回書かれています（{otherAddress}と同じ）。1行を削除してください。",
  "double-bye": "両方がBYEです。不戦勝を得た選手を片方に書いてください。",
  "bye-twice":
    "「{name}」が2回目の不戦勝を得ています（1回目：{otherAddress}）。通常、不戦勝は1回までです。組み合わせを確認してください。",
  "bye-with-discs":
    "不戦勝に石数はありませんが {value} があります。不戦勝の行の石数を消してください（不戦勝は1点、石数はプリセットが決めます）。",
  "bye-result-ignored": "不戦勝の行の結果「{value}」は無視されます。不戦勝は常に1点です。セルを消してください。",
  "discs-not-number": "石数は0–{max}の整数でなければなりませんが「{value}」です。石数を入力してください。",
  "discs-out-of-range": "石数は0–{max}の整数でなければなりませんが {value} です。石数を直してください。",
  "discs-incomplete": "片方の石数しかありません。両方の石数を入力するか、両方消して結果（例：1F-0F）を書いてください。",
  "discs-sum":
    "石数 {black}-{white} の合計が{total}ではなく{sum}です（空きマスは勝者のもの）。石数を直すか、そのまま認めてください。",
  "result-missing": "対局の結果がありません。両方の石数か、結果（1F-0F 不戦、1-0, 0-1, ½-½ 裁定）を書いてください。",
  "result-invalid":
    "結果「{value}」を読めません。1F-0F, 0F-1F, 0F-0F（不戦）か 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5（裁定）と書いてください。",
  "result-mismatch": "結果「{value}」が石数 {black}-{white} と合いません。石数を直すか結果のセルを消してください。",
  "played-after-withdrawal":
    "「{name}」は第{withdrawn}回戦の後に棄権しています（選手シート）が、第{round}回戦で対局しています。棄権回戦か対局を直してください。",
  "players-duplicate-id": "ID「{id}」が2回使われています（{otherAddress}）。選手ごとに別のIDにしてください。",
  "players-duplicate-name":
    "名前「{name}」が2回使われています（{otherAddress}）。この名前の対局があいまいです。名前を区別するかIDで書いてください。",
  "players-name-missing": "選手名が空です。名前を入力してください。",
  "players-rating-invalid": "レーティングは数値でなければなりませんが「{value}」です。直すか消してください。",
  "players-withdrawn-invalid": "「棄権回戦」は0以上の整数でなければなりませんが「{value}」です。直すか消してください。",
};

/** The templates of every locale, keyed by problem code. Exported so tests can check completeness. */
export const PROBLEM_TEMPLATES: Record<Locale, Templates> = { en, ko, ja };

/** Words used inside params that are themselves translated (e.g. the side of a game). */
export const PROBLEM_WORDS: Record<Locale, Record<string, string>> = {
  en: { black: "Black", white: "White" },
  ko: { black: "흑", white: "백" },
  ja: { black: "黒", white: "白" },
};

/**
 * Fill a template in `locale`: `{key}` → params[key] (unknown keys are left as written), counts by the language's
 * plural rules. The one implementation is ./plural.ts (formatMessage); this is its name for the problem tables.
 */
export const fillTemplate: (template: string, params?: Params, locale?: Locale) => string = formatMessage;

/** The message of a problem in a locale, without the address. */
export function problemMessage(
  code: ProblemCode,
  params: Record<string, string | number> = {},
  locale: Locale = "en",
): string {
  const words = PROBLEM_WORDS[locale] ?? PROBLEM_WORDS.en;
  const localized: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    // Only the `side` param is a word to translate; names and values stay as written.
    localized[k] = k === "side" && typeof v === "string" && words[v] ? words[v] : v;
  }
  const table = PROBLEM_TEMPLATES[locale] ?? en;
  return fillTemplate(table[code] ?? en[code] ?? code, localized, PROBLEM_TEMPLATES[locale] ? locale : "en");
}

/** "Results!D14: Discs must be a whole number 0–64, found 65. …" in the chosen locale. */
export function formatProblem(problem: Problem, locale: Locale = "en"): string {
  return `${problem.address}: ${problemMessage(problem.code, problem.params, locale)}`;
}
