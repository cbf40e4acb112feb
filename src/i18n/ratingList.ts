/**
 * Texts of the published rating list (docs/rules.md §8) in English, Korean and Japanese: the membership columns of
 * the Ratings sheet (the first title of a locale is the one written; every title of every locale is read), the
 * printed list (its sheet, title, columns, marks, rules), the periodic lists, a player's card, and the problems
 * of importing a federation's list.
 *
 * A template holds `{name}` placeholders (filled by fillTemplate from ./problems.ts). Values put in them are
 * data (player and event names, numbers): hosts insert the result as text, never as HTML.
 */
import type { Locale } from "./locale";

type Titles = Record<Locale, string[]>;

/** The columns a federation fills in once on the Ratings sheet (an empty cell says nothing). */
export type MembershipColumn = "country" | "member" | "foreign" | "amateur" | "active";

export const MEMBERSHIP_COLUMNS: MembershipColumn[] = ["country", "member", "foreign", "amateur", "active"];

export const MEMBERSHIP_TITLES: Record<MembershipColumn, Titles> = {
  country: { en: ["Country", "Nation", "Federation"], ko: ["국가", "국적", "나라"], ja: ["国", "国籍", "国名"] },
  member: { en: ["Member", "Membership"], ko: ["회원", "소속"], ja: ["会員", "所属"] },
  foreign: { en: ["Foreign", "Foreigner"], ko: ["외국인", "외국 기사"], ja: ["外国人", "外国籍"] },
  amateur: { en: ["Amateur", "Amateur player"], ko: ["아마추어", "아마"], ja: ["アマチュア", "アマ"] },
  active: { en: ["Active"], ko: ["활동", "활동 중"], ja: ["活動中", "現役"] },
};

/** Words read as "yes" in the Amateur column besides the usual yes words (a cell saying "amateur"). */
export const AMATEUR_WORDS = ["amateur", "am", "아마추어", "아마", "アマチュア", "アマ"];

/** The printed list's sheet name in each language (none of them a name the Ratings sheet is found under). */
export const PUBLISHED_SHEET_NAMES: Record<Locale, string> = {
  en: "Published list",
  ko: "레이팅 순위",
  ja: "レーティング順位",
};

/** The periodic lists' sheet name (`rate-history --every … --out`). */
export const PERIODIC_SHEET_NAMES: Record<Locale, string> = {
  en: "Lists by period",
  ko: "기간별 순위",
  ja: "期間別順位",
};

export type PublishedColumn = "rank" | "id" | "name" | "country" | "rating" | "change" | "games" | "marks";
export type ListMarkWord = "provisional" | "inactive" | "foreign" | "amateur" | "nonMember";
export type MarkRuleWord = "ignore" | "mark" | "omit";

export interface RatingListTexts {
  title: string;
  asOf: (date: string) => string;
  since: (date: string) => string;
  noChange: string;
  columns: Record<PublishedColumn, string>;
  /** A player not printed on the last list (no change to show). */
  newOnList: string;
  marks: Record<ListMarkWord, string>;
  /** What a rule does with a mark. */
  rule: Record<Exclude<MarkRuleWord, "ignore">, string>;
  /** The mark with its threshold. */
  provisionalUnder: (games: number) => string;
  inactiveAfter: (months: number) => string;
  counts: (ranked: number, marked: number, omitted: number) => string;
  rules: (text: string) => string;
  /** The periodic lists: a period's columns. */
  periodRank: (label: string) => string;
  periodRating: (label: string) => string;
}

export const RATING_LIST_TEXTS: Record<Locale, RatingListTexts> = {
  en: {
    title: "Rating list",
    asOf: (d) => `As of ${d}`,
    since: (d) => `Change since the list of ${d}`,
    noChange: "No earlier list: no changes shown",
    columns: {
      rank: "Rank",
      id: "ID",
      name: "Name",
      country: "Country",
      rating: "Rating",
      change: "Change",
      games: "Games",
      marks: "Marks",
    },
    newOnList: "new",
    marks: {
      provisional: "provisional",
      inactive: "inactive",
      foreign: "foreign",
      amateur: "amateur",
      nonMember: "not a member",
    },
    rule: { mark: "listed without a rank", omit: "not listed" },
    provisionalUnder: (n) => `provisional (fewer than ${n} games)`,
    inactiveAfter: (m) => `inactive (${m} months without a rated game)`,
    counts: (r, m, o) => `Ranked: ${r}. Listed without a rank: ${m}. Not listed: ${o}.`,
    rules: (t) => `Rules: ${t}`,
    periodRank: (l) => `${l} rank`,
    periodRating: (l) => `${l}`,
  },
  ko: {
    title: "레이팅 순위",
    asOf: (d) => `${d} 기준`,
    since: (d) => `${d} 목록 대비 변동`,
    noChange: "이전 목록이 없어 변동을 표시하지 않습니다",
    columns: {
      rank: "순위",
      id: "ID",
      name: "이름",
      country: "국가",
      rating: "레이팅",
      change: "변동",
      games: "대국 수",
      marks: "비고",
    },
    newOnList: "신규",
    marks: {
      provisional: "잠정",
      inactive: "비활동",
      foreign: "외국인",
      amateur: "아마추어",
      nonMember: "비회원",
    },
    rule: { mark: "순위 없이 표시", omit: "발표 제외" },
    provisionalUnder: (n) => `잠정(${n}국 미만)`,
    inactiveAfter: (m) => `비활동(${m}개월 동안 레이팅 대국 없음)`,
    counts: (r, m, o) => `순위 ${r}명, 순위 없이 표시 ${m}명, 발표 제외 ${o}명.`,
    rules: (t) => `규칙: ${t}`,
    periodRank: (l) => `${l} 순위`,
    periodRating: (l) => `${l}`,
  },
  ja: {
    title: "レーティング順位表",
    asOf: (d) => `${d}現在`,
    since: (d) => `${d}の表からの変動`,
    noChange: "以前の表がないため変動は表示しません",
    columns: {
      rank: "順位",
      id: "ID",
      name: "名前",
      country: "国",
      rating: "レーティング",
      change: "変動",
      games: "対局数",
      marks: "備考",
    },
    newOnList: "新規",
    marks: {
      provisional: "暫定",
      inactive: "非活動",
      foreign: "外国人",
      amateur: "アマチュア",
      nonMember: "非会員",
    },
    rule: { mark: "順位なしで掲載", omit: "掲載しない" },
    provisionalUnder: (n) => `暫定（${n}局未満）`,
    inactiveAfter: (m) => `非活動（${m}か月レーティング対局なし）`,
    counts: (r, m, o) => `順位あり ${r}人、順位なしで掲載 ${m}人、掲載しない ${o}人。`,
    rules: (t) => `規則：${t}`,
    periodRank: (l) => `${l} 順位`,
    periodRating: (l) => `${l}`,
  },
};

/** A player's card (`rate-card`, the pane's card download). */
export interface CardTexts {
  title: (name: string) => string;
  subtitle: (id: string, rating: string, games: number) => string;
  columns: Record<"date" | "event" | "old" | "change" | "new" | "games", string>;
  start: string;
  empty: string;
}

export const CARD_TEXTS: Record<Locale, CardTexts> = {
  en: {
    title: (n) => `Rating card: ${n}`,
    subtitle: (id, r, g) => `ID ${id} · rating ${r} · ${g} rated games`,
    columns: { date: "Date", event: "Event", old: "Old", change: "Change", new: "New", games: "Games" },
    start: "before the first event",
    empty: "No event on the Rating history yet.",
  },
  ko: {
    title: (n) => `레이팅 카드: ${n}`,
    subtitle: (id, r, g) => `ID ${id} · 레이팅 ${r} · 레이팅 대국 ${g}국`,
    columns: { date: "날짜", event: "대회", old: "이전", change: "변동", new: "새 레이팅", games: "대국 수" },
    start: "첫 대회 전",
    empty: "레이팅 이력에 아직 대회가 없습니다.",
  },
  ja: {
    title: (n) => `レーティングカード：${n}`,
    subtitle: (id, r, g) => `ID ${id}・レーティング ${r}・レーティング対局 ${g}局`,
    columns: { date: "日付", event: "大会", old: "旧", change: "変動", new: "新", games: "対局数" },
    start: "最初の大会の前",
    empty: "レーティング履歴にまだ大会がありません。",
  },
};

export type ListProblemCode =
  | "import-empty"
  | "import-name-case"
  | "import-name-twice"
  | "import-list-not-empty"
  | "import-already-on-list"
  | "import-game-unknown"
  | "import-games-short"
  | "list-date-before";

type Templates = Record<ListProblemCode, string>;

export const LIST_PROBLEM_TEMPLATES: Record<Locale, Templates> = {
  en: {
    "import-empty":
      "The list to import holds no player: no row below the header has a name. Check that this is the federation's list.",
    "import-name-case":
      '"{name}" and "{other}" ({otherAddress}) differ only in case, width or spaces, and one of them has no ID: they would be taken for each other. Write the name the same way if it is one player (one row), or give both IDs.',
    "import-name-twice":
      '"{name}" is on the list twice with different IDs ({id} and {otherId}, {otherAddress}). Check that they are two players.',
    "import-list-not-empty":
      "The workbook's rating list already holds {count} players: importing would mix two lists. Import into a new workbook, or ask to add the imported players to this list (rate-import --merge; the pane's \"Add to the existing list\").",
    "import-already-on-list":
      '"{key}" is already on the workbook\'s rating list ({otherAddress}): an import never overwrites a rating the Rating history accounts for. Take the row out of the file to import.',
    "import-game-unknown":
      '"{id}" of this rated game is not on the list being imported. Add the player to the list, or correct the ID.',
    "import-games-short":
      '"{name}" is provisional with {games} rated games on the list, but the games given hold {known}: his next provisional rating is computed from the {known} known games (KBA, docs/rules.md §6.4).',
    "list-date-before":
      "The list's date {date} is before the first event on the Rating history ({first}): the list shows the ratings before any event.",
  },
  ko: {
    "import-empty":
      "가져올 목록에 선수가 없습니다. 머리글 아래에 이름이 있는 행이 없습니다. 협회 목록이 맞는지 확인하세요.",
    "import-name-case":
      '"{name}"과(와) "{other}"({otherAddress})은(는) 대소문자, 전각/반각, 공백만 다르고 한쪽에 ID가 없어 서로 혼동됩니다. 같은 선수라면 같은 이름으로 한 행만 두고, 다른 선수라면 둘 다 ID를 주세요.',
    "import-name-twice":
      '"{name}"이(가) 서로 다른 ID({id}, {otherId}, {otherAddress})로 목록에 두 번 있습니다. 두 선수가 맞는지 확인하세요.',
    "import-list-not-empty":
      '이 통합 문서의 레이팅 목록에 이미 선수 {count}명이 있어 가져오면 두 목록이 섞입니다. 새 통합 문서로 가져오거나, 가져온 선수를 이 목록에 추가하도록 지정하세요(rate-import --merge, 작업창의 "기존 목록에 추가").',
    "import-already-on-list":
      '"{key}"은(는) 이미 통합 문서의 레이팅 목록에 있습니다({otherAddress}). 가져오기는 레이팅 이력이 설명하는 레이팅을 덮어쓰지 않습니다. 가져올 파일에서 그 행을 빼세요.',
    "import-game-unknown":
      '이 레이팅 대국의 "{id}"은(는) 가져오는 목록에 없습니다. 선수를 목록에 추가하거나 ID를 고치세요.',
    "import-games-short":
      '"{name}"은(는) 목록에서 레이팅 대국 {games}국의 잠정 선수인데 주어진 대국은 {known}국입니다. 다음 잠정 레이팅은 알려진 {known}국으로 계산합니다(KBA, docs/rules.md §6.4).',
    "list-date-before":
      "목록 날짜 {date}이(가) 레이팅 이력의 첫 대회({first})보다 앞섭니다. 어느 대회도 반영되기 전의 레이팅을 보여 줍니다.",
  },
  ja: {
    "import-empty": "取り込む表に選手がいません。見出しの下に名前のある行がありません。協会の表か確かめてください。",
    "import-name-case":
      "「{name}」と「{other}」（{otherAddress}）は大文字・小文字、全角・半角、空白だけが違い、一方にIDがないため取り違えられます。同じ選手なら同じ名前で1行にし、別の選手なら両方にIDを付けてください。",
    "import-name-twice":
      "「{name}」が異なるID（{id}と{otherId}、{otherAddress}）で表に2回あります。2人の選手か確かめてください。",
    "import-list-not-empty":
      "このブックのレーティング表にはすでに{count}人の選手がいて、取り込むと2つの表が混ざります。新しいブックに取り込むか、取り込む選手をこの表に追加するよう指定してください（rate-import --merge、作業ウィンドウの「既存の表に追加」）。",
    "import-already-on-list":
      "「{key}」はすでにブックのレーティング表にあります（{otherAddress}）。取り込みはレーティング履歴が裏付けるレーティングを上書きしません。取り込むファイルからその行を除いてください。",
    "import-game-unknown":
      "このレーティング対局の「{id}」は取り込む表にいません。選手を表に加えるか、IDを直してください。",
    "import-games-short":
      "「{name}」は表でレーティング対局{games}局の暫定選手ですが、与えられた対局は{known}局です。次の暫定レーティングは既知の{known}局から計算します（KBA、docs/rules.md §6.4）。",
    "list-date-before":
      "表の日付{date}がレーティング履歴の最初の大会（{first}）より前です。どの大会も反映される前のレーティングを示します。",
  },
};
