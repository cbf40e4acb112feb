/**
 * The engine's errors and the custom functions' argument errors in English, Korean and Japanese. The engine throws
 * errors that carry their words (src/engine/errors.ts: EngineRangeError, and the reason of TournamentDataError,
 * NotProvisionalError, EventAlreadyAppliedError, RatingInputError); src/functions/args.ts's ArgumentError carries
 * them the same way. Every host shows an error through `errorText(e, locale)`: the sentence in its language, or the
 * error's own message for an error without words (a bug, a system error).
 *
 * The English of every template is the error's message as it was before the errors were localized (only "(s)"
 * plurals became real plurals); test/i18n/errors.test.ts holds the thrown messages to it. Templates as in ./cli.ts:
 * `{name}` placeholders, ICU plurals for counts. Quoted values the user gave, ids, setting values ("selfDraw"),
 * names of arguments as Excel shows them (Excel keeps a custom function's parameter names in English: only their
 * descriptions are localized, src/functions/i18n/) stay as they are.
 *
 * Imports neither sheets/ nor formats/ (the layer rule of src/i18n); the engine only through its index.
 */
import type { EngineWordKey } from "../engine";
import type { Locale } from "./locale";
import type { MessageTable } from "./cli";
import { formatMessage, type Params } from "./plural";

/** Keys of the custom functions' argument errors and their words (src/functions/args.ts, functions.ts). */
export type ArgumentWordKey =
  | "argAt"
  | "argLogical"
  | "argAtLeast"
  | "argEmpty"
  | "argMissing"
  | "argSingleNumber"
  | "argSingleValue"
  | "argText"
  | "argSizes"
  | "argGameBlank"
  | "argNoGame"
  | "fnMethod"
  | "fnGrade"
  | "fnStage"
  | "fnPreset"
  | "fnConstant"
  | "fnRounds"
  | "fnLanguage"
  | "fnTooLarge"
  | "fnUnexpected"
  | "fnMore";

export type ErrorWordKey = EngineWordKey | ArgumentWordKey;

/** Words of an error: a key of the table and the parameters, themselves values or words. */
export interface ErrorWords {
  readonly key: ErrorWordKey;
  readonly params?: Readonly<Record<string, string | number | ErrorWords>>;
}

const en: Record<ErrorWordKey, string> = {
  // Numbers and arguments (engine: constant.ts, ratings/validate.ts, kba.ts, provisional.ts).
  notFinite: "{name} must be a finite number, got {value}.",
  notNumber: "{name} must be a number, got {value}.",
  notAbove0: "{name} must be greater than 0, got {value}.",
  notBelow0: "{name} must be 0 or more, got {value}.",
  notResult: "{name} must be 1 (win), 0.5 (draw) or 0 (loss), got {value}.",
  sameLength:
    "{nameA} has {count, plural, one {# value} other {# values}} but {nameB} has {other, plural, one {#} other {#}}; give one per game.",
  lessThan: "{name} must be less than {max}, got {value}.",
  bqTooLarge:
    "BQ = D + C × S is too large to compute (beyond 1.8E+308) for D = {d}, C = {c}, S = {s}. D is a player's disc total (at most 64 per game) and S a sum of scores: check the arguments.",
  roundsRange: "Rounds must be a whole number from 1 to {max}, got {value}.",
  discsPerGameBoard: "Discs per game must be a whole number of at least 1 (64 for 8x8), got {value}.",
  constantMethod: "Method must be {methods}, got {value}.",
  opponentRatingsEmpty: "opponent ratings is empty: give at least one game.",
  notProvisional:
    "The player has {games, plural, one {# game} other {# games}} (more than {max}): no longer provisional; use the normal rating update.",
  kbaGrade: 'grade must be 1, 2, 3 or "restricted", got {value}.',
  kbaStage: 'stage must be "prelim", "main" or "final", got {value}.',
  weightTableGrade: 'weight table: grade must be 1, 2, 3 or "restricted", got {value}.',
  weightTableStage: 'weight table: stage must be "prelim", "main" or "final", got {value}.',
  // Standings settings (presets.ts) and the tournament's data (scoring.ts).
  roundAtLeast0: "Round must be a whole number of at least 0, got {value}.",
  unknownPreset: 'Unknown preset "{preset}"; use one of {presets}.',
  constantNegative: "Constant must be a number of 0 or more, got {value}.",
  constantSetting: "Constant must be a number or {methods}; got {value}.",
  byeRule: 'Bye rule must be "selfDraw" or "zeroOpponent", got {value}.',
  withdrawnRule: 'Withdrawn rule must be "selfDraw" or "real", got {value}.',
  discsPerGame: "Discs per game must be a whole number of at least 1, got {value}.",
  byeDiscs: "Bye discs must be between 0 and {max}, got {value}.",
  bqRounding: 'BQ rounding must be "none" or "integer", got {value}.',
  unknownTiebreak: 'Unknown tie-break "{id}".',
  tiebreakTwice: 'Tie-break "{id}" is listed twice.',
  idTwice: 'Player id "{id}" is listed twice; give each player a unique id.',
  gameRound: "{where}: round must be a whole number of at least 1, got {value}.",
  notInList: '{where}: player "{id}" is not in the player list; add him or fix the id.',
  twiceInRound: '{where}: player "{id}" already has a game in round {round} ({other}); remove one of them.',
  playsHimself: '{where}: player "{id}" cannot play himself.',
  // Rating lists (ratings/list.ts, sanity.ts, kbaMonth.ts, asOf.ts, published.ts).
  ratingMethod: 'method must be "elo" or "kba", got {value}.',
  settingRefused: "{name} must be a number {limit} and less than {max, plural, one {#} other {#}}, got {value}.",
  kbaNeedsGrade: "KBA needs the event's grade and stage (or a weight): e.g. grade 1, stage final.",
  alreadyApplied: '"{event}" ({date}) was already applied on {appliedAt}. Undo it first to apply it again.',
  sameGamesApplied:
    'These games were already applied as "{event}" ({date}) on {appliedAt}: the same games under another name or date. Undo that event first, or, if this really is another event with the same games, allow it.',
  opponentCountsAs:
    "{opponent} counts as {rating} for {player}, but a provisional rating needs opponents rated above 0. Correct the rating on the list, or give the newcomers' rating (above 0).",
  pastOpponentNotAbove0:
    "{player} has a rated game against an opponent rated 0 or less: a provisional rating needs opponents rated above 0. Correct the opponent's rating on the Rated games sheet.",
  notDate: "{name} must be a date YYYY-MM-DD, got {value}.",
  monthsWhole: "Months must be a whole number, got {value}.",
  listRules: 'rules must be one of {ids}, got "{value}".',
  listDecimals: "decimals must be a whole number from 0 to 4, got {value}.",
  listMinGames: "the minimum number of games must be a whole number 0 or more, got {value}.",
  listInactiveMonths: "inactivity months must be a whole number 1 or more, got {value}.",
  listMarkRule: '{mark} must be one of {rules}, got "{value}".',
  // Words inside the engine's sentences.
  nameDiscsD: "Discs (D)",
  nameScoreSumS: "Opponents' score sum (S)",
  nameConstantC: "Brightwell constant (C)",
  nameRounds: "Rounds",
  nameDiscsPerGame: "Discs per game",
  nameRating: "rating",
  nameOpponentRating: "opponent rating",
  nameOpponentRatingN: "opponent rating {n}",
  nameOpponentRatings: "opponent ratings",
  nameResult: "result",
  nameResultN: "result {n}",
  nameResultOfGame: "result of {a} vs {b} in round {round}",
  nameResults: "results",
  nameRatingDifference: "rating difference",
  nameScale: "scale",
  nameK: "k",
  nameAlpha: "alpha",
  nameWeight: "weight",
  nameWeights: "weights",
  nameWeightOf: "weight of grade {grade}, {stage}",
  nameStart: "start rating",
  nameListDate: "The list's date",
  nameADate: "A date",
  theText: 'the text "{text}"',
  limitFrom0: "0 or more",
  limitAbove0: "greater than 0",
  gameAt: "round {round}, game {black} vs {white}",
  bye: "bye",
  // The custom functions' arguments (src/functions/args.ts, functions.ts).
  argAt: "{name} (value {n} of the range)",
  argLogical: "the logical value {value}",
  argAtLeast: "{name} must be {min} or more, got {value}.",
  argEmpty: "{name} is empty: give at least one number.",
  argMissing: "{name} is missing: give a number.",
  argSingleNumber: "{name} must be a single number, got a range of {count, plural, one {# value} other {# values}}.",
  argSingleValue: "{name} must be a single value, got a range of {count, plural, one {# value} other {# values}}.",
  argText: "{name} must be a text, got {value}.",
  argSizes:
    "{name} has {count, plural, one {# cell} other {# cells}} but {other} has {n, plural, one {#} other {#}}; give one per game, in the same order (ranges of the same size).",
  argGameBlank: "Game {game}: {present} has a value but {missing} is blank; fill both or neither.",
  argNoGame: "{name} is empty: give at least one game.",
  fnMethod: 'method must be "EVEN", "EXACT" or "PAPP", got "{value}".',
  fnGrade: 'grade must be 1, 2, 3 or "restricted" (제한기전), got {value}.',
  fnStage: 'stage must be "prelim", "main" or "final" (예선, 본선, 결승), got {value}.',
  fnPreset: 'preset must be one of {presets}, got "{value}".',
  fnConstant: 'constant must be a number, "exact" or "even", got "{value}".',
  fnRounds: "rounds must be a whole number of 1 or more, got {value}.",
  fnLanguage: 'language must be "en", "ko" or "ja", got "{value}".',
  fnTooLarge: "The result is too large for a number in Excel (beyond 1.8E+308): check the arguments.",
  fnUnexpected: "Unexpected error: {message}",
  fnMore: "and {count} more (the task pane lists them all)",
};

const ko: Record<ErrorWordKey, string> = {
  notFinite: "{name}은(는) 유한한 숫자여야 합니다. 받은 값: {value}.",
  notNumber: "{name}은(는) 숫자여야 합니다. 받은 값: {value}.",
  notAbove0: "{name}은(는) 0보다 커야 합니다. 받은 값: {value}.",
  notBelow0: "{name}은(는) 0 이상이어야 합니다. 받은 값: {value}.",
  notResult: "{name}은(는) 1(승), 0.5(무승부) 또는 0(패)이어야 합니다. 받은 값: {value}.",
  sameLength:
    "{nameA}에는 값이 {count, plural, other {#개}} 있지만 {nameB}에는 {other, plural, other {#개}} 있습니다. 대국마다 하나씩 주세요.",
  lessThan: "{name}은(는) {max}보다 작아야 합니다. 받은 값: {value}.",
  bqTooLarge:
    "D = {d}, C = {c}, S = {s}에서는 BQ = D + C × S가 너무 커서 계산할 수 없습니다(1.8E+308 초과). D는 선수의 돌 개수 합(대국당 최대 64), S는 승점의 합입니다. 인수를 확인하세요.",
  roundsRange: "라운드 수는 1부터 {max}까지의 정수여야 합니다. 받은 값: {value}.",
  discsPerGameBoard: "판당 돌 수는 1 이상의 정수여야 합니다(8x8 판은 64). 받은 값: {value}.",
  constantMethod: "방식은 {methods} 중 하나여야 합니다. 받은 값: {value}.",
  opponentRatingsEmpty: "상대 레이팅이 비어 있습니다. 대국을 하나 이상 주세요.",
  notProvisional:
    "이 선수는 {games, plural, other {#국}}을 두었습니다({max}국 초과). 이제 잠정 레이팅 대상이 아니니 일반 레이팅 갱신을 쓰세요.",
  kbaGrade: '등급은 1, 2, 3 또는 "restricted"(제한기전)여야 합니다. 받은 값: {value}.',
  kbaStage: '단계는 "prelim", "main" 또는 "final"(예선, 본선, 결승)이어야 합니다. 받은 값: {value}.',
  weightTableGrade: '가중치 표: 등급은 1, 2, 3 또는 "restricted"(제한기전)여야 합니다. 받은 값: {value}.',
  weightTableStage: '가중치 표: 단계는 "prelim", "main" 또는 "final"(예선, 본선, 결승)이어야 합니다. 받은 값: {value}.',
  roundAtLeast0: "라운드는 0 이상의 정수여야 합니다. 받은 값: {value}.",
  unknownPreset: '알 수 없는 프리셋 "{preset}"입니다. {presets} 중 하나를 쓰세요.',
  constantNegative: "상수는 0 이상의 숫자여야 합니다. 받은 값: {value}.",
  constantSetting: "상수는 숫자이거나 {methods} 중 하나여야 합니다. 받은 값: {value}.",
  byeRule: '부전승 규칙은 "selfDraw" 또는 "zeroOpponent"여야 합니다. 받은 값: {value}.',
  withdrawnRule: '기권 선수 규칙은 "selfDraw" 또는 "real"이어야 합니다. 받은 값: {value}.',
  discsPerGame: "판당 돌 수는 1 이상의 정수여야 합니다. 받은 값: {value}.",
  byeDiscs: "부전승 돌 수는 0부터 {max} 사이여야 합니다. 받은 값: {value}.",
  bqRounding: 'BQ 반올림은 "none" 또는 "integer"여야 합니다. 받은 값: {value}.',
  unknownTiebreak: '알 수 없는 동점 처리 기준 "{id}"입니다.',
  tiebreakTwice: '동점 처리 기준 "{id}"이(가) 두 번 있습니다.',
  idTwice: '선수 ID "{id}"이(가) 두 번 있습니다. 선수마다 다른 ID를 주세요.',
  gameRound: "{where}: 라운드는 1 이상의 정수여야 합니다. 받은 값: {value}.",
  notInList: '{where}: 선수 "{id}"이(가) 선수 명단에 없습니다. 명단에 추가하거나 ID를 고치세요.',
  twiceInRound: '{where}: 선수 "{id}"은(는) {round} 라운드에 이미 대국이 있습니다({other}). 둘 중 하나를 지우세요.',
  playsHimself: '{where}: 선수 "{id}"이(가) 자기 자신과 두는 대국입니다.',
  ratingMethod: '방식은 "elo" 또는 "kba"여야 합니다. 받은 값: {value}.',
  settingRefused: "{name}은(는) {limit}이고 {max, plural, other {#}} 미만인 숫자여야 합니다. 받은 값: {value}.",
  kbaNeedsGrade: "KBA 방식에는 대회의 등급과 단계(또는 가중치)가 필요합니다. 예: 등급 1, 단계 결승.",
  alreadyApplied: '"{event}"({date})은(는) 이미 {appliedAt}에 반영되었습니다. 다시 반영하려면 먼저 되돌리세요.',
  sameGamesApplied:
    '이 대국들은 이미 {appliedAt}에 "{event}"({date})(으)로 반영되었습니다. 이름이나 날짜만 다른 같은 대국입니다. 먼저 그 대회를 되돌리거나, 정말 같은 대국을 가진 다른 대회라면 허용하세요.',
  opponentCountsAs:
    "{opponent}은(는) {player}의 상대로 {rating}(으)로 계산되지만, 잠정 레이팅에는 레이팅이 0보다 높은 상대가 필요합니다. 명단의 레이팅을 고치거나, 신규 선수 레이팅(0 초과)을 주세요.",
  pastOpponentNotAbove0:
    "{player}에게는 레이팅이 0 이하인 상대와의 레이팅 대국이 있습니다. 잠정 레이팅에는 레이팅이 0보다 높은 상대가 필요합니다. 레이팅 대국 시트에서 상대의 레이팅을 고치세요.",
  notDate: "{name}은(는) YYYY-MM-DD 형식의 날짜여야 합니다. 받은 값: {value}.",
  monthsWhole: "개월 수는 정수여야 합니다. 받은 값: {value}.",
  listRules: '규칙은 {ids} 중 하나여야 합니다. 받은 값: "{value}".',
  listDecimals: "소수 자릿수는 0부터 4까지의 정수여야 합니다. 받은 값: {value}.",
  listMinGames: "최소 대국 수는 0 이상의 정수여야 합니다. 받은 값: {value}.",
  listInactiveMonths: "비활동 개월 수는 1 이상의 정수여야 합니다. 받은 값: {value}.",
  listMarkRule: '{mark}은(는) {rules} 중 하나여야 합니다. 받은 값: "{value}".',
  nameDiscsD: "돌 개수(D)",
  nameScoreSumS: "상대 승점 합(S)",
  nameConstantC: "브라이트웰 상수(C)",
  nameRounds: "라운드 수",
  nameDiscsPerGame: "판당 돌 수",
  nameRating: "레이팅",
  nameOpponentRating: "상대 레이팅",
  nameOpponentRatingN: "상대 레이팅 {n}",
  nameOpponentRatings: "상대 레이팅",
  nameResult: "결과",
  nameResultN: "결과 {n}",
  nameResultOfGame: "{round} 라운드 {a} 대 {b}의 결과",
  nameResults: "결과",
  nameRatingDifference: "레이팅 차",
  nameScale: "척도(scale)",
  nameK: "k",
  nameAlpha: "α(alpha)",
  nameWeight: "가중치",
  nameWeights: "가중치",
  nameWeightOf: "등급 {grade}, {stage}의 가중치",
  nameStart: "시작 레이팅",
  nameListDate: "명단의 날짜",
  nameADate: "날짜",
  theText: '텍스트 "{text}"',
  limitFrom0: "0 이상",
  limitAbove0: "0 초과",
  gameAt: "{round} 라운드, {black} 대 {white} 대국",
  bye: "부전승",
  argAt: "{name}(범위의 {n}번째 값)",
  argLogical: "논리값 {value}",
  argAtLeast: "{name}은(는) {min} 이상이어야 합니다. 받은 값: {value}.",
  argEmpty: "{name}이(가) 비어 있습니다. 숫자를 하나 이상 주세요.",
  argMissing: "{name}이(가) 없습니다. 숫자를 주세요.",
  argSingleNumber: "{name}은(는) 숫자 하나여야 합니다. 받은 값: 값 {count, plural, other {#개}}의 범위.",
  argSingleValue: "{name}은(는) 값 하나여야 합니다. 받은 값: 값 {count, plural, other {#개}}의 범위.",
  argText: "{name}은(는) 텍스트여야 합니다. 받은 값: {value}.",
  argSizes:
    "{name}에는 셀이 {count, plural, other {#개}} 있지만 {other}에는 {n, plural, other {#개}} 있습니다. 대국마다 하나씩 같은 순서로 주세요(같은 크기의 범위).",
  argGameBlank:
    "{game}번째 대국: {present}에는 값이 있지만 {missing}은(는) 비어 있습니다. 둘 다 채우거나 둘 다 비우세요.",
  argNoGame: "{name}이(가) 비어 있습니다. 대국을 하나 이상 주세요.",
  fnMethod: 'method는 "EVEN", "EXACT" 또는 "PAPP"여야 합니다. 받은 값: "{value}".',
  fnGrade: 'grade는 1, 2, 3 또는 "restricted"(제한기전)여야 합니다. 받은 값: {value}.',
  fnStage: 'stage는 "prelim", "main" 또는 "final"(예선, 본선, 결승)이어야 합니다. 받은 값: {value}.',
  fnPreset: 'preset은 {presets} 중 하나여야 합니다. 받은 값: "{value}".',
  fnConstant: 'constant는 숫자, "exact" 또는 "even"이어야 합니다. 받은 값: "{value}".',
  fnRounds: "rounds는 1 이상의 정수여야 합니다. 받은 값: {value}.",
  fnLanguage: 'language는 "en", "ko" 또는 "ja"여야 합니다. 받은 값: "{value}".',
  fnTooLarge: "결과가 Excel의 숫자로 나타내기에 너무 큽니다(1.8E+308 초과). 인수를 확인하세요.",
  fnUnexpected: "예상하지 못한 오류: {message}",
  fnMore: "외 {count}건(작업창에 모두 나옵니다)",
};

const ja: Record<ErrorWordKey, string> = {
  notFinite: "{name} は有限の数でなければなりません(値: {value})。",
  notNumber: "{name} は数値でなければなりません(値: {value})。",
  notAbove0: "{name} は 0 より大きくなければなりません(値: {value})。",
  notBelow0: "{name} は 0 以上でなければなりません(値: {value})。",
  notResult: "{name} は 1(勝ち)、0.5(引き分け)、0(負け)のいずれかでなければなりません(値: {value})。",
  sameLength:
    "{nameA} の値は {count, plural, other {# 個}}ですが、{nameB} は {other, plural, other {# 個}}です。対局ごとに 1 つずつ指定してください。",
  lessThan: "{name} は {max} 未満でなければなりません(値: {value})。",
  bqTooLarge:
    "D = {d}、C = {c}、S = {s} では BQ = D + C × S が大きすぎて計算できません(1.8E+308 超)。D は選手の石数の合計(1 局最大 64)、S は勝ち点の合計です。引数を確認してください。",
  roundsRange: "ラウンド数は 1 から {max} までの整数でなければなりません(値: {value})。",
  discsPerGameBoard: "1 局の石数は 1 以上の整数でなければなりません(8x8 盤なら 64)(値: {value})。",
  constantMethod: "方式は {methods} のいずれかでなければなりません(値: {value})。",
  opponentRatingsEmpty: "相手のレーティングが空です。対局を 1 つ以上指定してください。",
  notProvisional:
    "この選手は {games, plural, other {# 局}}打っています({max} 局超)。もう暫定レーティングの対象ではないので、通常のレーティング更新を使ってください。",
  kbaGrade: '等級は 1、2、3、"restricted"(制限棋戦)のいずれかでなければなりません(値: {value})。',
  kbaStage: '段階は "prelim"、"main"、"final"(予選、本戦、決勝)のいずれかでなければなりません(値: {value})。',
  weightTableGrade: '重み表: 等級は 1、2、3、"restricted"(制限棋戦)のいずれかでなければなりません(値: {value})。',
  weightTableStage:
    '重み表: 段階は "prelim"、"main"、"final"(予選、本戦、決勝)のいずれかでなければなりません(値: {value})。',
  roundAtLeast0: "ラウンドは 0 以上の整数でなければなりません(値: {value})。",
  unknownPreset: '不明なプリセット "{preset}" です。{presets} のいずれかを使ってください。',
  constantNegative: "定数は 0 以上の数でなければなりません(値: {value})。",
  constantSetting: "定数は数か {methods} のいずれかでなければなりません(値: {value})。",
  byeRule: '不戦勝の規則は "selfDraw" か "zeroOpponent" でなければなりません(値: {value})。',
  withdrawnRule: '棄権者の規則は "selfDraw" か "real" でなければなりません(値: {value})。',
  discsPerGame: "1 局の石数は 1 以上の整数でなければなりません(値: {value})。",
  byeDiscs: "不戦勝の石数は 0 から {max} まででなければなりません(値: {value})。",
  bqRounding: 'BQ の丸めは "none" か "integer" でなければなりません(値: {value})。',
  unknownTiebreak: '不明なタイブレーク "{id}" です。',
  tiebreakTwice: 'タイブレーク "{id}" が 2 回指定されています。',
  idTwice: '選手 ID "{id}" が 2 回あります。選手ごとに別の ID を付けてください。',
  gameRound: "{where}: ラウンドは 1 以上の整数でなければなりません(値: {value})。",
  notInList: '{where}: 選手 "{id}" が選手一覧にいません。一覧に追加するか ID を直してください。',
  twiceInRound:
    '{where}: 選手 "{id}" には第 {round} ラウンドの対局がすでにあります({other})。どちらかを消してください。',
  playsHimself: '{where}: 選手 "{id}" が自分自身と対局しています。',
  ratingMethod: '方式は "elo" か "kba" でなければなりません(値: {value})。',
  settingRefused: "{name} は {limit}で {max, plural, other {#}} 未満の数でなければなりません(値: {value})。",
  kbaNeedsGrade: "KBA 方式には大会の等級と段階(または重み)が必要です。例: 等級 1、段階 決勝。",
  alreadyApplied:
    '"{event}"({date})は {appliedAt} にすでに反映されています。もう一度反映するには、先に取り消してください。',
  sameGamesApplied:
    'これらの対局は {appliedAt} に "{event}"({date})としてすでに反映されています。名前か日付が違うだけの同じ対局です。先にその大会を取り消すか、本当に同じ対局を持つ別の大会なら許可してください。',
  opponentCountsAs:
    "{opponent} は {player} の相手として {rating} と数えられますが、暫定レーティングには 0 より高いレーティングの相手が必要です。一覧のレーティングを直すか、新規選手のレーティング(0 超)を指定してください。",
  pastOpponentNotAbove0:
    "{player} には 0 以下のレーティングの相手とのレーティング対局があります。暫定レーティングには 0 より高いレーティングの相手が必要です。レーティング対局シートで相手のレーティングを直してください。",
  notDate: "{name} は YYYY-MM-DD の日付でなければなりません(値: {value})。",
  monthsWhole: "月数は整数でなければなりません(値: {value})。",
  listRules: '規則は {ids} のいずれかでなければなりません(値: "{value}")。',
  listDecimals: "小数の桁数は 0 から 4 までの整数でなければなりません(値: {value})。",
  listMinGames: "最低対局数は 0 以上の整数でなければなりません(値: {value})。",
  listInactiveMonths: "非活動の月数は 1 以上の整数でなければなりません(値: {value})。",
  listMarkRule: '{mark} は {rules} のいずれかでなければなりません(値: "{value}")。',
  nameDiscsD: "石数(D)",
  nameScoreSumS: "相手の勝ち点合計(S)",
  nameConstantC: "ブライトウェル定数(C)",
  nameRounds: "ラウンド数",
  nameDiscsPerGame: "1 局の石数",
  nameRating: "レーティング",
  nameOpponentRating: "相手のレーティング",
  nameOpponentRatingN: "相手のレーティング {n}",
  nameOpponentRatings: "相手のレーティング",
  nameResult: "結果",
  nameResultN: "結果 {n}",
  nameResultOfGame: "第 {round} ラウンド {a} 対 {b} の結果",
  nameResults: "結果",
  nameRatingDifference: "レーティング差",
  nameScale: "スケール(scale)",
  nameK: "k",
  nameAlpha: "α(alpha)",
  nameWeight: "重み",
  nameWeights: "重み",
  nameWeightOf: "等級 {grade}、{stage} の重み",
  nameStart: "開始レーティング",
  nameListDate: "一覧の日付",
  nameADate: "日付",
  theText: 'テキスト "{text}"',
  limitFrom0: "0 以上",
  limitAbove0: "0 超",
  gameAt: "第 {round} ラウンド、{black} 対 {white} の対局",
  bye: "不戦勝",
  argAt: "{name}(範囲の {n} 番目の値)",
  argLogical: "論理値 {value}",
  argAtLeast: "{name} は {min} 以上でなければなりません(値: {value})。",
  argEmpty: "{name} が空です。数値を 1 つ以上指定してください。",
  argMissing: "{name} がありません。数値を指定してください。",
  argSingleNumber: "{name} は数値 1 つでなければなりません(値: {count, plural, other {# 個}}の範囲)。",
  argSingleValue: "{name} は値 1 つでなければなりません(値: {count, plural, other {# 個}}の範囲)。",
  argText: "{name} はテキストでなければなりません(値: {value})。",
  argSizes:
    "{name} のセルは {count, plural, other {# 個}}ですが、{other} は {n, plural, other {# 個}}です。対局ごとに 1 つずつ、同じ順に指定してください(同じ大きさの範囲)。",
  argGameBlank: "{game} 局目: {present} には値がありますが {missing} は空です。両方埋めるか、両方空けてください。",
  argNoGame: "{name} が空です。対局を 1 つ以上指定してください。",
  fnMethod: 'method は "EVEN"、"EXACT"、"PAPP" のいずれかでなければなりません(値: "{value}")。',
  fnGrade: 'grade は 1、2、3、"restricted"(制限棋戦)のいずれかでなければなりません(値: {value})。',
  fnStage: 'stage は "prelim"、"main"、"final"(予選、本戦、決勝)のいずれかでなければなりません(値: {value})。',
  fnPreset: 'preset は {presets} のいずれかでなければなりません(値: "{value}")。',
  fnConstant: 'constant は数値、"exact"、"even" のいずれかでなければなりません(値: "{value}")。',
  fnRounds: "rounds は 1 以上の整数でなければなりません(値: {value})。",
  fnLanguage: 'language は "en"、"ko"、"ja" のいずれかでなければなりません(値: "{value}")。',
  fnTooLarge: "結果が大きすぎて Excel の数値で表せません(1.8E+308 超)。引数を確認してください。",
  fnUnexpected: "予期しないエラー: {message}",
  fnMore: "ほか {count} 件(作業ウィンドウにすべて表示されます)",
};

/** The errors' words, by key, in every language (test/i18n/errors.test.ts checks the placeholders). */
export const ERROR_TEMPLATES: MessageTable<ErrorWordKey> = { en, ko, ja };

/** Words of an error in `locale`: its template with its parameters, words among them said in `locale` too. */
export function errorWordsText(words: ErrorWords, locale: Locale): string {
  const filled: Params = {};
  for (const [k, v] of Object.entries(words.params ?? {})) {
    filled[k] = typeof v === "object" ? errorWordsText(v, locale) : v;
  }
  return formatMessage(ERROR_TEMPLATES[locale][words.key], filled, locale);
}

/** The words an error carries (an engine error, an ArgumentError), if it carries words this table knows. */
export function errorWords(e: unknown): ErrorWords | undefined {
  if (!(e instanceof Error)) return undefined;
  const r = (e as { reason?: unknown }).reason;
  if (typeof r !== "object" || r === null) return undefined;
  const key = (r as { key?: unknown }).key;
  return typeof key === "string" && Object.prototype.hasOwnProperty.call(en, key) ? (r as ErrorWords) : undefined;
}

/**
 * What a host shows for an error in `locale`: the engine's or a custom function's error in the language, anything
 * else (an error without words) as its own message.
 */
export function errorText(e: unknown, locale: Locale): string {
  const words = errorWords(e);
  if (words) return errorWordsText(words, locale);
  return e instanceof Error ? e.message : String(e);
}
