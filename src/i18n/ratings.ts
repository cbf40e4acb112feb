/**
 * Texts of the rating list (src/sheets/ratings/, `rate`, `rate-history`) in English, Korean and Japanese:
 * the sheet names, the column titles of the Ratings, History and Rated games sheets (the first title of a
 * locale is the one written; every title of every locale is recognised when reading), and the problems
 * specific to rating an event or undoing one.
 *
 * A template holds `{name}` placeholders (filled by fillTemplate from ./problems.ts). Values put in them are
 * data (player and event names, numbers): hosts insert the result as text, never as HTML.
 */
import type { Locale } from "./locale";
import { MEMBERSHIP_COLUMNS, MEMBERSHIP_TITLES, PUBLISHED_SHEET_NAMES, type MembershipColumn } from "./ratingList";

type Titles = Record<Locale, string[]>;

/**
 * Sheet names: a sheet is found under any of these, in any language; a new one gets the name of the sheets'
 * language (RATING_SHEET_NAME below), so a Korean workbook's sheets are named in Korean. `published`: the printed
 * list's names (never read as a rating sheet; listed so it is never taken for the Results or Players).
 */
export const RATING_SHEET_NAMES: Record<"ratings" | "history" | "games" | "published", string[]> = {
  ratings: ["Ratings", "Rating list", "Ratings list", "레이팅", "레이팅 목록", "レーティング", "レーティング表"],
  // Excel reserves the sheet name "History" (its change-tracking log): the History sheet is "Rating history".
  history: ["Rating history", "Ratings history", "History", "레이팅 이력", "이력", "レーティング履歴", "履歴"],
  // Not "Games": that name means the Results sheet (SHEET_NAME_ALIASES.results).
  games: ["Rated games", "Rating games", "레이팅 대국", "레이팅 대국 기록", "レーティング対局", "レーティング対局記録"],
  // The printed list (src/sheets/ratings/publishSheet.ts): never read as a list, never taken for the Players.
  published: Object.values(PUBLISHED_SHEET_NAMES),
};

/** The name a new rating sheet gets in each language (each one of RATING_SHEET_NAMES, so every reader finds it). */
export const RATING_SHEET_NAME: Record<Locale, Record<"ratings" | "history" | "games", string>> = {
  en: { ratings: "Ratings", history: "Rating history", games: "Rated games" },
  ko: { ratings: "레이팅", history: "레이팅 이력", games: "레이팅 대국" },
  ja: { ratings: "レーティング", history: "レーティング履歴", games: "レーティング対局" },
};

/** The list's own columns, then the membership columns a federation fills in once (./ratingList.ts). */
export type RatingsColumn = "id" | "name" | "rating" | "games" | "provisional" | "lastEvent" | MembershipColumn;

export const RATINGS_COLUMNS: RatingsColumn[] = [
  "id",
  "name",
  "rating",
  "games",
  "provisional",
  "lastEvent",
  ...MEMBERSHIP_COLUMNS,
];

export const RATINGS_TITLES: Record<RatingsColumn, Titles> = {
  id: {
    en: ["ID", "Player ID", "WOF ID", "Id no"],
    ko: ["ID", "선수 번호", "회원 번호", "아이디"],
    ja: ["ID", "選手番号", "会員番号", "ID番号"],
  },
  name: {
    en: ["Name", "Player", "Player name", "Full name"],
    ko: ["이름", "선수", "선수명", "성명"],
    ja: ["名前", "氏名", "選手", "選手名"],
  },
  rating: {
    en: ["Rating", "Elo", "Rating points"],
    ko: ["레이팅", "등급점수", "레이팅 점수"],
    ja: ["レーティング", "レート"],
  },
  games: {
    en: ["Games", "Rated games", "Games played"],
    ko: ["대국 수", "대국수", "레이팅 대국 수"],
    ja: ["対局数", "レーティング対局数"],
  },
  provisional: { en: ["Provisional", "Prov."], ko: ["잠정", "잠정 레이팅"], ja: ["暫定", "暫定レーティング"] },
  lastEvent: {
    en: ["Last event", "Last tournament"],
    ko: ["최근 대회", "마지막 대회"],
    ja: ["最終大会", "最近の大会"],
  },
  ...MEMBERSHIP_TITLES,
};

export type HistoryColumn =
  | "event"
  | "date"
  | "id"
  | "name"
  | "old"
  | "expected"
  | "points"
  | "games"
  | "change"
  | "new"
  | "provisional"
  | "gamesBefore"
  | "provisionalBefore"
  | "lastEventBefore"
  | "newcomer"
  | "method"
  | "appliedAt"
  | "gamesKey"
  | "sameGamesAs";

export const HISTORY_COLUMNS: HistoryColumn[] = [
  "event",
  "date",
  "id",
  "name",
  "old",
  "expected",
  "points",
  "games",
  "change",
  "new",
  "provisional",
  "gamesBefore",
  "provisionalBefore",
  "lastEventBefore",
  "newcomer",
  "method",
  "appliedAt",
  "gamesKey",
  "sameGamesAs",
];

export const HISTORY_TITLES: Record<HistoryColumn, Titles> = {
  event: { en: ["Event", "Tournament"], ko: ["대회"], ja: ["大会"] },
  date: { en: ["Date"], ko: ["날짜"], ja: ["日付"] },
  id: { en: ["ID"], ko: ["ID", "선수 번호"], ja: ["ID", "選手番号"] },
  name: { en: ["Name"], ko: ["이름"], ja: ["名前"] },
  old: { en: ["Old", "Old rating", "Before"], ko: ["이전 레이팅", "이전"], ja: ["旧レーティング", "旧"] },
  expected: { en: ["Expected"], ko: ["기대 점수"], ja: ["期待得点"] },
  points: { en: ["Points"], ko: ["승점"], ja: ["勝点"] },
  games: { en: ["Games"], ko: ["대국 수"], ja: ["対局数"] },
  change: { en: ["Change", "Delta"], ko: ["변동"], ja: ["変動"] },
  new: { en: ["New", "New rating", "After"], ko: ["새 레이팅", "이후"], ja: ["新レーティング", "新"] },
  provisional: { en: ["Provisional"], ko: ["잠정"], ja: ["暫定"] },
  gamesBefore: { en: ["Games before"], ko: ["이전 대국 수"], ja: ["以前の対局数"] },
  provisionalBefore: { en: ["Provisional before"], ko: ["이전 잠정"], ja: ["以前の暫定"] },
  lastEventBefore: { en: ["Last event before"], ko: ["이전 최근 대회"], ja: ["以前の最終大会"] },
  newcomer: { en: ["Newcomer", "Added"], ko: ["신규"], ja: ["新規"] },
  method: { en: ["Method"], ko: ["방식"], ja: ["方式"] },
  appliedAt: { en: ["Applied at", "Applied"], ko: ["적용 시각"], ja: ["適用日時"] },
  gamesKey: { en: ["Games key"], ko: ["대국 키"], ja: ["対局キー"] },
  sameGamesAs: { en: ["Same games as"], ko: ["같은 대국의 대회"], ja: ["同じ対局の大会"] },
};

export type RatedGamesColumn =
  "event" | "date" | "round" | "id" | "name" | "opponentId" | "opponent" | "opponentRating" | "result" | "weight";

export const RATED_GAMES_COLUMNS: RatedGamesColumn[] = [
  "event",
  "date",
  "round",
  "id",
  "name",
  "opponentId",
  "opponent",
  "opponentRating",
  "result",
  "weight",
];

export const RATED_GAMES_TITLES: Record<RatedGamesColumn, Titles> = {
  event: HISTORY_TITLES.event,
  date: HISTORY_TITLES.date,
  round: { en: ["Round"], ko: ["라운드"], ja: ["回戦"] },
  id: { en: ["ID"], ko: ["ID", "선수 번호"], ja: ["ID", "選手番号"] },
  name: { en: ["Player", "Name"], ko: ["선수", "이름"], ja: ["選手", "名前"] },
  opponentId: { en: ["Opponent ID"], ko: ["상대 ID"], ja: ["相手ID"] },
  opponent: { en: ["Opponent"], ko: ["상대"], ja: ["相手"] },
  opponentRating: { en: ["Opponent rating"], ko: ["상대 레이팅"], ja: ["相手レーティング"] },
  result: { en: ["Result"], ko: ["결과"], ja: ["結果"] },
  weight: { en: ["Weight"], ko: ["가중치"], ja: ["重み"] },
};

/** The written title of a column in a locale. */
export function titleOf<K extends string>(titles: Record<K, Titles>, column: K, locale: Locale): string {
  return (titles[column][locale] ?? titles[column].en)[0];
}

/** Column titles of the preview (pane and `rate` table). */
export const PREVIEW_LABELS: Record<
  Locale,
  Record<"id" | "name" | "old" | "expected" | "points" | "games" | "delta" | "new" | "provisional" | "newcomer", string>
> = {
  en: {
    id: "ID",
    name: "Name",
    old: "Old",
    expected: "Expected",
    points: "Points",
    games: "Games",
    delta: "Change",
    new: "New",
    provisional: "Provisional",
    newcomer: "New player",
  },
  ko: {
    id: "ID",
    name: "이름",
    old: "이전",
    expected: "기대 점수",
    points: "승점",
    games: "대국 수",
    delta: "변동",
    new: "새 레이팅",
    provisional: "잠정",
    newcomer: "신규",
  },
  ja: {
    id: "ID",
    name: "名前",
    old: "旧",
    expected: "期待得点",
    points: "勝点",
    games: "対局数",
    delta: "変動",
    new: "新",
    provisional: "暫定",
    newcomer: "新規",
  },
};

export type RatingProblemCode =
  | "ratings-no-header"
  | "ratings-missing-games"
  | "ratings-name-missing"
  | "ratings-rating-invalid"
  | "ratings-rating-impossible"
  | "ratings-rating-implausible"
  | "ratings-start-far"
  | "ratings-games-invalid"
  | "ratings-duplicate"
  | "ratings-ambiguous-name"
  | "ratings-same-player"
  | "ratings-name-match"
  | "ratings-name-close"
  | "ratings-sheet-missing"
  | "history-no-header"
  | "history-cell-invalid"
  | "games-no-header"
  | "games-cell-invalid"
  | "games-short"
  | "event-no-games"
  | "event-not-rated"
  | "event-already-applied"
  | "event-same-games"
  | "event-same-games-allowed"
  | "event-before-last"
  | "event-date-invalid"
  | "undo-not-found"
  | "undo-several-dates"
  | "undo-not-latest"
  | "undo-player-missing";

type Templates = Record<RatingProblemCode, string>;

export const RATING_PROBLEM_TEMPLATES: Record<Locale, Templates> = {
  en: {
    "ratings-no-header":
      "No header row with Name and Rating in the first rows of the rating list. Add a header row (ID, Name, Rating, Games, Provisional, Last event).",
    "ratings-missing-games":
      "The rating list has no Games column (rated games so far). KBA needs it to tell provisional players (50 games or fewer) from the others: add the column with each player's count.",
    "ratings-name-missing": "A rating-list row without a name. Type the player's name or delete the row.",
    "ratings-rating-invalid": 'The rating must be a number, found "{value}". Correct the cell.',
    "ratings-rating-impossible":
      "A rating must be a number above 0 and below 100,000, found {value}: no rating list holds it (a minus sign, a digit too many, a number from another column?). Correct the cell.",
    "ratings-rating-implausible":
      "{value} is outside the plausible ratings of {method} ({low}–{high}{basis}). Check the cell; if it is right, nothing needs to change.",
    "ratings-start-far":
      "The newcomers' rating {value} is far from this list (median {median}; plausible {low}–{high}): a newcomer who meets only newcomers counts as it for his opponents. Check the setting, or leave it empty for the list's median.",
    "ratings-games-invalid": 'Games must be a whole number 0 or more, found "{value}". Correct the cell.',
    "ratings-duplicate":
      '"{key}" is on the rating list twice (also {otherAddress}). Keep one row per player, or give each an ID.',
    "ratings-ambiguous-name":
      '"{name}" of the results matches several players of the rating list by name ({otherAddress}). Give the players IDs (a Players sheet with an ID column, and IDs on the list).',
    "ratings-same-player":
      '"{name}" and "{other}" of the results are both matched to this player of the rating list. Give them IDs so each is found.',
    "ratings-name-match":
      '"{name}" (ID {id} in the results) is not on the list under that ID; matched by name to this row (ID {listId}). Check that it is the same player.',
    "ratings-name-close":
      '"{name}" of the results is not on the rating list, but "{other}" (this row) is written the same way except for case, width or spaces. Write the name as on the list; if they are two different players, give them IDs (a Players sheet with an ID column).',
    "ratings-sheet-missing":
      "No rating list (a sheet named Ratings): a new list is started and every player of the event is a newcomer.",
    "history-no-header":
      "This sheet is not a rating History written by Brightwell: no header row with {columns}. Rename the sheet so Brightwell can write its own History.",
    "history-cell-invalid":
      '{column} must be {expected}, found "{value}". This History row cannot be read; correct the cell (or restore it as Brightwell wrote it).',
    "games-no-header":
      "This sheet is not a Rated games sheet written by Brightwell: no header row with {columns}. Rename the sheet so Brightwell can write its own.",
    "games-cell-invalid":
      '{column} must be {expected}, found "{value}". This Rated games row cannot be read; correct the cell.',
    "games-short":
      '"{name}" has {games, plural, one {# rated game} other {# rated games}} on the list but only {known} on the Rated games sheet: his provisional rating is computed from the {known, plural, one {# known game} other {# known games}} and this event\'s {event, plural, one {# game} other {# games}}.',
    "event-no-games": "The results hold no rated game (byes, forfeits and absences are not rated). Nothing to rate.",
    "event-not-rated": "The event cannot be rated: {reason}",
    "event-already-applied":
      '"{event}" ({date}) was already applied on {appliedAt} (this History row). Undo it first to apply it again.',
    "event-same-games":
      'These games are already on the Rating history as "{event}" ({date}, applied {appliedAt}; this History row): the same games under another name or date, as a re-sent copy has them. Nothing was rated; if this really is another event with the same games, rate it with --allow-same-games (command line).',
    "event-same-games-allowed":
      'These games are already on the Rating history as "{event}" ({date}; this History row): rated again as you allowed, and the new History rows say so (Same games as).',
    "event-before-last":
      '"{name}" already has a later event on the History ({last}); this event ({date}) is rated from his current rating.',
    "event-date-invalid":
      'The event\'s date must be a date (YYYY-MM-DD, e.g. 2026-09-12), found "{value}". Type the first day of the event here as a date, or give the date ({how}).',
    "undo-not-found":
      'No event "{event}"{onDate} on the History sheet. Check the name (and date) against the History\'s Event and Date columns.',
    "undo-several-dates": 'Several events are named "{event}" ({dates}). Give the date of the one to undo.',
    "undo-not-latest":
      '"{event}" ({date}) cannot be undone: "{name}" has a later event, "{later}" ({laterDate}, this row). Undo the later events first, latest first.',
    "undo-player-missing":
      '"{key}" of this History row is not on the rating list any more, so the event cannot be undone exactly. Put the player\'s row back on the list first.',
  },
  ko: {
    "ratings-no-header":
      "레이팅 목록의 처음 몇 행에 이름과 레이팅이 있는 머리글 행이 없습니다. 머리글 행(ID, 이름, 레이팅, 대국 수, 잠정, 최근 대회)을 추가하세요.",
    "ratings-missing-games":
      "레이팅 목록에 대국 수 열(지금까지의 레이팅 대국 수)이 없습니다. KBA 방식은 잠정 선수(50국 이하)를 가리기 위해 이 열이 필요합니다. 선수마다 대국 수를 적은 열을 추가하세요.",
    "ratings-name-missing": "이름이 없는 레이팅 목록 행입니다. 선수 이름을 적거나 행을 지우세요.",
    "ratings-rating-invalid": '레이팅은 숫자여야 하는데 "{value}"입니다. 셀을 고치세요.',
    "ratings-rating-impossible":
      "레이팅은 0보다 크고 100,000보다 작은 숫자여야 하는데 {value}입니다. 어떤 레이팅 목록에도 없는 값입니다(마이너스 기호, 자릿수 하나 더, 다른 열의 숫자?). 셀을 고치세요.",
    "ratings-rating-implausible":
      "{value}은(는) {method}의 그럴듯한 레이팅 범위({low}–{high}{basis}) 밖입니다. 셀을 확인하세요. 맞다면 바꿀 것은 없습니다.",
    "ratings-start-far":
      "신규 선수 레이팅 {value}이(가) 이 목록과 멀리 떨어져 있습니다(중앙값 {median}, 그럴듯한 범위 {low}–{high}). 신규 선수끼리만 둔 신규 선수는 상대에게 이 값으로 계산됩니다. 설정을 확인하거나, 비워 두어 목록의 중앙값을 쓰세요.",
    "ratings-games-invalid": '대국 수는 0 이상의 정수여야 하는데 "{value}"입니다. 셀을 고치세요.',
    "ratings-duplicate":
      '"{key}"이(가) 레이팅 목록에 두 번 있습니다({otherAddress}). 선수마다 한 행만 두거나 ID를 주세요.',
    "ratings-ambiguous-name":
      '결과의 "{name}"이(가) 이름으로 레이팅 목록의 여러 선수와 맞습니다({otherAddress}). 선수들에게 ID를 주세요(ID 열이 있는 선수 시트와 목록의 ID).',
    "ratings-same-player":
      '결과의 "{name}"과(와) "{other}"이(가) 모두 레이팅 목록의 이 선수로 맞춰졌습니다. 각각 찾을 수 있게 ID를 주세요.',
    "ratings-name-match":
      '"{name}"(결과의 ID {id})은(는) 그 ID로 목록에 없어 이름으로 이 행(ID {listId})과 맞췄습니다. 같은 선수인지 확인하세요.',
    "ratings-name-close":
      '결과의 "{name}"은(는) 레이팅 목록에 없지만, "{other}"(이 행)이(가) 대소문자, 전각/반각, 공백만 다르게 적혀 있습니다. 목록과 같은 이름으로 적으세요. 서로 다른 선수라면 ID를 주세요(ID 열이 있는 선수 시트).',
    "ratings-sheet-missing": "레이팅 목록(레이팅 시트)이 없습니다. 새 목록을 시작하며 대회의 모든 선수가 신규입니다.",
    "history-no-header":
      "이 시트는 Brightwell이 쓴 레이팅 이력이 아닙니다. {columns} 머리글 행이 없습니다. Brightwell이 자기 이력 시트를 쓸 수 있게 시트 이름을 바꾸세요.",
    "history-cell-invalid":
      '{column}은(는) {expected}이어야 하는데 "{value}"입니다. 이 이력 행을 읽을 수 없습니다. 셀을 고치세요(또는 Brightwell이 쓴 대로 되돌리세요).',
    "games-no-header":
      "이 시트는 Brightwell이 쓴 레이팅 대국 시트가 아닙니다. {columns} 머리글 행이 없습니다. 시트 이름을 바꾸세요.",
    "games-cell-invalid":
      '{column}은(는) {expected}이어야 하는데 "{value}"입니다. 이 레이팅 대국 행을 읽을 수 없습니다. 셀을 고치세요.',
    "games-short":
      '"{name}"의 레이팅 대국 수는 목록에 {games, plural, other {#국}}이지만 레이팅 대국 시트에는 {known, plural, other {#국}}뿐입니다. 잠정 레이팅은 알려진 {known, plural, other {#국}}과 이번 대회의 {event, plural, other {#국}}으로 계산합니다.',
    "event-no-games":
      "결과에 레이팅 대국이 없습니다(부전승, 기권승, 결장은 레이팅에 들어가지 않습니다). 계산할 것이 없습니다.",
    "event-not-rated": "이 대회는 레이팅을 계산할 수 없습니다: {reason}",
    "event-already-applied":
      '"{event}"({date})은(는) 이미 {appliedAt}에 적용되었습니다(이 이력 행). 다시 적용하려면 먼저 취소하세요.',
    "event-same-games":
      '이 대국들은 이미 레이팅 이력에 "{event}"({date}, {appliedAt}에 적용; 이 이력 행)(으)로 있습니다: 다시 보낸 사본처럼 이름이나 날짜만 다른 같은 대국입니다. 아무것도 계산하지 않았습니다. 정말 같은 대국의 다른 대회라면 명령줄의 --allow-same-games로 계산하세요.',
    "event-same-games-allowed":
      '이 대국들은 이미 레이팅 이력에 "{event}"({date}; 이 이력 행)(으)로 있습니다. 허용한 대로 다시 계산했고, 새 이력 행에 그렇게 적었습니다(같은 대국의 대회).',
    "event-before-last":
      '"{name}"은(는) 이력에 더 뒤의 대회({last})가 있습니다. 이번 대회({date})는 현재 레이팅에서 계산합니다.',
    "event-date-invalid":
      '대회 날짜는 날짜(YYYY-MM-DD, 예: 2026-09-12)여야 하는데 "{value}"입니다. 이 셀에 대회 첫날을 날짜로 적거나, 날짜를 주세요({how}).',
    "undo-not-found":
      '이력 시트에 "{event}"{onDate} 대회가 없습니다. 이력의 대회와 날짜 열에서 이름(과 날짜)을 확인하세요.',
    "undo-several-dates": '"{event}"(이)라는 대회가 여러 개 있습니다({dates}). 취소할 대회의 날짜를 주세요.',
    "undo-not-latest":
      '"{event}"({date})은(는) 취소할 수 없습니다. "{name}"에게 더 뒤의 대회 "{later}"({laterDate}, 이 행)가 있습니다. 뒤의 대회부터 먼저 취소하세요.',
    "undo-player-missing":
      '이 이력 행의 "{key}"이(가) 더 이상 레이팅 목록에 없어 대회를 정확히 취소할 수 없습니다. 먼저 선수 행을 목록에 되돌려 놓으세요.',
  },
  ja: {
    "ratings-no-header":
      "レーティング表の最初の数行に名前とレーティングの見出し行がありません。見出し行（ID、名前、レーティング、対局数、暫定、最終大会）を追加してください。",
    "ratings-missing-games":
      "レーティング表に対局数の列（これまでのレーティング対局数）がありません。KBA方式では暫定選手（50局以下）を見分けるために必要です。選手ごとの対局数の列を追加してください。",
    "ratings-name-missing": "名前のないレーティング表の行です。選手名を入れるか行を削除してください。",
    "ratings-rating-invalid": "レーティングは数値でなければなりませんが「{value}」です。セルを直してください。",
    "ratings-rating-impossible":
      "レーティングは0より大きく100,000未満の数値でなければなりませんが{value}です。どのレーティング表にもない値です（マイナス記号、桁の打ち過ぎ、別の列の数値？）。セルを直してください。",
    "ratings-rating-implausible":
      "{value}は{method}のありうるレーティングの範囲（{low}–{high}{basis}）の外です。セルを確かめてください。正しければ変更は不要です。",
    "ratings-start-far":
      "新規選手のレーティング{value}がこの表から大きく離れています（中央値{median}、ありうる範囲{low}–{high}）。新規選手とだけ対局した新規選手は相手にとってこの値になります。設定を確かめるか、空欄にして表の中央値を使ってください。",
    "ratings-games-invalid": "対局数は0以上の整数でなければなりませんが「{value}」です。セルを直してください。",
    "ratings-duplicate":
      "「{key}」がレーティング表に2回あります（{otherAddress}）。選手ごとに1行にするか、IDを付けてください。",
    "ratings-ambiguous-name":
      "結果の「{name}」が名前でレーティング表の複数の選手に一致します（{otherAddress}）。選手にIDを付けてください（ID列のある選手シートと表のID）。",
    "ratings-same-player":
      "結果の「{name}」と「{other}」が両方ともレーティング表のこの選手に一致しました。それぞれ見つかるようにIDを付けてください。",
    "ratings-name-match":
      "「{name}」（結果のID {id}）はそのIDで表にないため、名前でこの行（ID {listId}）に一致させました。同じ選手か確かめてください。",
    "ratings-name-close":
      "結果の「{name}」はレーティング表にありませんが、「{other}」（この行）が大文字・小文字、全角・半角、空白だけ違って書かれています。表と同じ名前にしてください。別の選手ならIDを付けてください（ID列のある選手シート）。",
    "ratings-sheet-missing":
      "レーティング表（レーティングシート）がありません。新しい表を始め、大会の全選手が新規になります。",
    "history-no-header":
      "このシートはBrightwellが書いたレーティング履歴ではありません。{columns}の見出し行がありません。Brightwellが自分の履歴を書けるようにシート名を変えてください。",
    "history-cell-invalid":
      "{column}は{expected}でなければなりませんが「{value}」です。この履歴行を読めません。セルを直してください（またはBrightwellが書いたとおりに戻してください）。",
    "games-no-header":
      "このシートはBrightwellが書いたレーティング対局シートではありません。{columns}の見出し行がありません。シート名を変えてください。",
    "games-cell-invalid":
      "{column}は{expected}でなければなりませんが「{value}」です。このレーティング対局の行を読めません。セルを直してください。",
    "games-short":
      "「{name}」のレーティング対局数は表では{games, plural, other {#局}}ですが、レーティング対局シートには{known, plural, other {#局}}しかありません。暫定レーティングは既知の{known, plural, other {#局}}と今回の{event, plural, other {#局}}から計算します。",
    "event-no-games":
      "結果にレーティング対象の対局がありません（不戦勝・不戦・欠場は対象外）。計算するものがありません。",
    "event-not-rated": "この大会はレーティングを計算できません：{reason}",
    "event-already-applied":
      "「{event}」（{date}）は{appliedAt}にすでに適用されています（この履歴行）。もう一度適用するには先に取り消してください。",
    "event-same-games":
      "これらの対局はすでにレーティング履歴に「{event}」（{date}、{appliedAt}に適用。この履歴行）としてあります。再送されたコピーのように、名前か日付だけが違う同じ対局です。何も計算していません。本当に同じ対局の別の大会なら、コマンドラインの --allow-same-games で計算してください。",
    "event-same-games-allowed":
      "これらの対局はすでにレーティング履歴に「{event}」（{date}。この履歴行）としてあります。許可どおりもう一度計算し、新しい履歴行にそう記しました（同じ対局の大会）。",
    "event-before-last":
      "「{name}」には履歴により後の大会（{last}）があります。今回の大会（{date}）は現在のレーティングから計算します。",
    "event-date-invalid":
      "大会の日付は日付（YYYY-MM-DD、例：2026-09-12）でなければなりませんが「{value}」です。このセルに大会の初日を日付で入れるか、日付を指定してください（{how}）。",
    "undo-not-found":
      "履歴シートに大会「{event}」{onDate}がありません。履歴の大会と日付の列で名前（と日付）を確かめてください。",
    "undo-several-dates": "「{event}」という大会が複数あります（{dates}）。取り消す大会の日付を指定してください。",
    "undo-not-latest":
      "「{event}」（{date}）は取り消せません。「{name}」により後の大会「{later}」（{laterDate}、この行）があります。後の大会から先に取り消してください。",
    "undo-player-missing":
      "この履歴行の「{key}」がもうレーティング表にないため、大会を正確に取り消せません。先に選手の行を表に戻してください。",
  },
};

/** Words filled into the templates (column names, expected kinds). */
export const RATING_WORDS: Record<
  Locale,
  {
    onDate: (date: string) => string;
    number: string;
    date: string;
    result: string;
    text: string;
    /** A rating or weight cell: what can be one (src/engine/ratings/sanity.ts). */
    rating: string;
    /** The KBA band's basis in ratings-rating-implausible. */
    aroundMedian: (median: string) => string;
  }
> = {
  en: {
    text: "text",
    onDate: (d) => ` on ${d}`,
    number: "a number",
    date: "a date YYYY-MM-DD",
    result: "1, 0.5 or 0",
    rating: "a number above 0 and below 100,000",
    aroundMedian: (m) => `: the list's median ${m} ± 3500`,
  },
  ko: {
    text: "텍스트",
    onDate: (d) => `(${d})`,
    number: "숫자",
    date: "YYYY-MM-DD 날짜",
    result: "1, 0.5, 0",
    rating: "0보다 크고 100,000보다 작은 숫자",
    aroundMedian: (m) => `: 목록의 중앙값 ${m} ± 3500`,
  },
  ja: {
    text: "文字列",
    onDate: (d) => `（${d}）`,
    number: "数値",
    date: "YYYY-MM-DDの日付",
    result: "1、0.5、0",
    rating: "0より大きく100,000未満の数値",
    aroundMedian: (m) => `：表の中央値${m} ± 3500`,
  },
};

/**
 * Texts about the rating settings and the event's date that belong to no cell, for both hosts (`rate`,
 * `rate-history` and the pane): `{setting}` is the host's name for it (`--k`, the pane's "K factor").
 */
export type RatingNoteKey =
  | "settingImpossible"
  | "settingImpossibleFrom0"
  | "settingUnusual"
  | "dateMissing"
  | "sameDate"
  | "sameDatePair"
  | "sameDateMore";

export const RATING_NOTE_TEMPLATES: Record<Locale, Record<RatingNoteKey, string>> = {
  en: {
    settingImpossible: "{setting} must be a number greater than 0 and less than 100,000, found {value}.",
    settingImpossibleFrom0: "{setting} must be a number of 0 or more and less than 100,000, found {value}.",
    settingUnusual:
      "{setting} {value} is unusual for {method} (plausible {low}–{high}; the method's own is {usual}). The event is rated with it: check it.",
    dateMissing:
      "The event has no date: give {how}, or fill the Date cell of the workbook's Tournament sheet (Brightwell_Date). Nothing is dated today by itself: the date decides the event's order and, for KBA, its month.",
    sameDate:
      "{count, plural, one {# pair of events dated the same day shares} other {# pairs of events dated the same day share}} players. They are rated in file-name order, the first named first, and the order can change their ratings; give the files their days (the YYYYMMDD_ prefix) if another order is right:",
    sameDatePair: "{date}: {first} before {second} ({count} shared, e.g. {player})",
    sameDateMore: "… and {count} more.",
  },
  ko: {
    settingImpossible: "{setting}은(는) 0보다 크고 100,000보다 작은 숫자여야 하는데 {value}입니다.",
    settingImpossibleFrom0: "{setting}은(는) 0 이상 100,000 미만의 숫자여야 하는데 {value}입니다.",
    settingUnusual:
      "{setting} {value}은(는) {method}에서 흔치 않은 값입니다(그럴듯한 범위 {low}–{high}, 방식 고유의 값 {usual}). 이 값으로 계산하니 확인하세요.",
    dateMissing:
      "대회 날짜가 없습니다. {how}을(를) 주거나, 통합 문서의 대회 시트 날짜 셀(Brightwell_Date)을 채우세요. 날짜는 저절로 오늘이 되지 않습니다. 날짜가 대회의 순서와, KBA에서는 그 달을 정합니다.",
    sameDate:
      "같은 날짜의 대회 {count, plural, other {#쌍}}이 선수를 공유합니다. 파일 이름 순서대로, 먼저 적힌 대회부터 계산하며 순서에 따라 레이팅이 달라질 수 있습니다. 다른 순서가 맞다면 파일에 그 날짜(YYYYMMDD_ 접두어)를 붙이세요:",
    sameDatePair: "{date}: {first} 다음에 {second} (공유 {count}명, 예: {player})",
    sameDateMore: "… 외 {count}쌍.",
  },
  ja: {
    settingImpossible: "{setting}は0より大きく100,000未満の数値でなければなりませんが{value}です。",
    settingImpossibleFrom0: "{setting}は0以上100,000未満の数値でなければなりませんが{value}です。",
    settingUnusual:
      "{setting} {value}は{method}では珍しい値です（ありうる範囲{low}–{high}、方式本来の値{usual}）。この値で計算しますので確かめてください。",
    dateMissing:
      "大会の日付がありません。{how}を指定するか、ブックの大会シートの日付のセル（Brightwell_Date）を入れてください。日付が勝手に今日になることはありません。日付で大会の順序と、KBAではその月が決まります。",
    sameDate:
      "同じ日付の大会{count, plural, other {#組}}が選手を共有しています。ファイル名の順に、先に書いた大会から計算し、順序によってレーティングが変わることがあります。別の順序が正しければファイルにその日付（YYYYMMDD_の接頭辞）を付けてください：",
    sameDatePair: "{date}：{first}の後に{second}（共通{count}人、例：{player}）",
    sameDateMore: "…ほか{count}組。",
  },
};

/**
 * The KBA events file of `rate-history --events` (src/sheets/ratings/eventWeights.ts): its column titles, and the
 * words read as each grade and stage (seed 004's table: 1등급 … 제한 기전; 예선 / 본선 / 결승전), in every language.
 */
export const EVENT_WEIGHT_TITLES: Record<"event" | "grade" | "stage", Titles> = {
  event: {
    en: ["File or event", "File", "Event", "Tournament"],
    ko: ["파일 또는 대회", "파일", "대회", "기전"],
    ja: ["ファイルまたは大会", "ファイル", "大会", "棋戦"],
  },
  grade: { en: ["Grade"], ko: ["등급", "기전 등급", "대회 등급"], ja: ["等級", "大会の等級"] },
  stage: { en: ["Stage"], ko: ["단계", "기전 단계"], ja: ["段階"] },
};

export const KBA_GRADE_WORDS: Record<"1" | "2" | "3" | "restricted", string[]> = {
  "1": ["1", "1등급", "1級", "grade 1"],
  "2": ["2", "2등급", "2級", "grade 2"],
  "3": ["3", "3등급", "3級", "grade 3"],
  restricted: ["restricted", "제한", "제한 기전", "제한 대회", "制限", "制限大会"],
};

export const KBA_STAGE_WORDS: Record<"prelim" | "main" | "final", string[]> = {
  prelim: ["prelim", "preliminaries", "preliminary", "예선", "予選"],
  main: ["main", "본선", "本戦"],
  final: ["final", "결승", "결승전", "도전기", "決勝"],
};
