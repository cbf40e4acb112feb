/**
 * The --help of the published-list commands (rate-list, rate-import, rate-card) and of rate-history's list options,
 * in Korean and Japanese: summaries and option descriptions, as src/i18n/cliHelp.ts does for the other commands
 * (the English text is each option's own `help` in src/cli/commands/).
 */
import type { CommandHelpTexts } from "./cliHelp";

type Translated = "ko" | "ja";

/** The options rate-list and rate-history share: who is listed, and how (docs/rules.md §8). */
export const LIST_OPTIONS: Record<Translated, Record<string, string>> = {
  ko: {
    rules:
      "누구를 목록에 올릴지(docs/rules.md §8.2): all(기본값: 잠정 선수와 비활동으로 표시된 선수는 순위 없이 올림), kba(50국을 넘긴 소속 기사만), koa(프로 목록: 아마추어와 외국 선수 제외), wof(38개월 동안 레이팅 대국이 없으면 올리지 않음). 모두 계속 레이팅됩니다.",
    decimals: "공표하는 레이팅의 소수 자릿수(기본값 0). 순위와 변동도 이 값으로 셉니다.",
    "min-games": "레이팅 대국이 N국보다 적으면 잠정.",
    "inactive-months": "N개월 동안 레이팅 대국이 없으면 비활동(none: 활동 열만 봄).",
    provisional: "잠정 표시를 어떻게 할지: ignore(무시), mark(순위 없이 올림), omit(올리지 않음).",
    inactive: "비활동 표시를 어떻게 할지: ignore(무시), mark(순위 없이 올림), omit(올리지 않음).",
    foreign: "외국 선수 표시를 어떻게 할지: ignore(무시), mark(순위 없이 올림), omit(올리지 않음).",
    amateurs: "아마추어 표시를 어떻게 할지: ignore(무시), mark(순위 없이 올림), omit(올리지 않음).",
    "non-members": "비회원 표시를 어떻게 할지: ignore(무시), mark(순위 없이 올림), omit(올리지 않음).",
  },
  ja: {
    rules:
      "リストに載せる人(docs/rules.md §8.2): all(既定: 暫定の選手と非活動と印のある選手は順位なしで載せる)、kba(50 局を超えた所属棋士のみ)、koa(プロのリスト: アマチュアと外国選手を除く)、wof(38 か月レーティング対局がなければ載せない)。全員のレーティングは続きます。",
    decimals: "公表するレーティングの小数の桁数(既定 0)。順位と変動もこれで数えます。",
    "min-games": "レーティング対局が N 局より少なければ暫定。",
    "inactive-months": "N か月レーティング対局がなければ非活動(none: 活動の列だけを見る)。",
    provisional: "暫定の印の扱い: ignore(無視)、mark(順位なしで載せる)、omit(載せない)。",
    inactive: "非活動の印の扱い: ignore(無視)、mark(順位なしで載せる)、omit(載せない)。",
    foreign: "外国選手の印の扱い: ignore(無視)、mark(順位なしで載せる)、omit(載せない)。",
    amateurs: "アマチュアの印の扱い: ignore(無視)、mark(順位なしで載せる)、omit(載せない)。",
    "non-members": "非会員の印の扱い: ignore(無視)、mark(順位なしで載せる)、omit(載せない)。",
  },
};

/** rate-history's options for the archive's KBA weights and its lists as of a date. */
export const ARCHIVE_OPTIONS: Record<Translated, Record<string, string>> = {
  ko: {
    ...LIST_OPTIONS.ko,
    events:
      "KBA: 대회마다의 등급과 단계(열: 파일 또는 대회, 등급, 단계; 머리글은 영어, 한국어, 일본어). 행이 없는 대회는 --grade/--stage(또는 --weight)로 계산하고 목록에 적습니다. 그 옵션도 없으면 그 대회를 밝히고 거절합니다.",
    until: "이 날짜까지의 대회만 계산합니다: 그날의 목록.",
    every: '월말, 분기말, 연말마다의 목록도 나란히 냅니다(--out이면 "Lists by period" 시트).',
  },
  ja: {
    ...LIST_OPTIONS.ja,
    events:
      "KBA: 大会ごとの等級と段階(列: ファイルまたは大会、等級、段階。見出しは英語・韓国語・日本語)。行のない大会は --grade/--stage(または --weight)で計算して一覧に書きます。それもなければその大会を示して拒否します。",
    until: "この日までの大会だけを計算します: その日のリスト。",
    every: "月末・四半期末・年末ごとのリストも並べて出します(--out では「Lists by period」シート)。",
  },
};

export const LIST_HELP: Record<Translated, Record<string, CommandHelpTexts>> = {
  ko: {
    "rate-list": {
      summary: "레이팅 목록 공표: 누구를 올릴지, 동점은 같은 순위, 지난 목록 뒤의 변동, 어느 날짜 기준이든.",
      options: {
        ...LIST_OPTIONS.ko,
        "as-of": "목록의 날짜(기본값: 레이팅 이력의 최근 대회 날짜, 없으면 오늘): 그날이 끝났을 때의 레이팅.",
        since: "변동 열을 위한 지난 목록의 날짜(기본값: 목록 날짜까지의 최근 대회 전날; none: 변동 없음).",
        title: '목록 위에 인쇄할 제목(기본값: 목록의 언어로 "레이팅 순위", 영어는 "Rating list").',
        json: "목록을 JSON으로 출력합니다: 행(순위 또는 null, id, 이름, 공표 레이팅과 정확한 값, 변동, 대국 수, 표시)과 올리지 않은 선수.",
        out: "인쇄용 목록(A4, 제목과 날짜, 순위, 이름, 국가, 레이팅, 변동, 대국 수, 표시)을 이 통합 문서 사본에 씁니다.",
        csv: "목록 전체(모든 선수, 보관된 레이팅, 회원 열)를 rate-import가 다시 읽는 CSV로도 씁니다.",
        force: "--out(과 --csv) 파일이 있으면 바꿉니다.",
      },
    },
    "rate-import": {
      summary: "연맹의 현재 레이팅 목록(.csv 또는 .xlsx)을 레이팅 시트로 가져옵니다.",
      options: {
        method:
          "목록의 레이팅 방식(기본값 elo): 어떤 레이팅이 그럴듯한지(아니면 경고). KBA에는 대국 수 열이 필요합니다.",
        games:
          "KBA 잠정 선수의 지난 레이팅 대국(.csv 또는 .xlsx; 레이팅 대국 열: 대회, 날짜, ID, 선수, 상대 레이팅, 결과, 가중치 …).",
        into: "이 통합 문서의 사본에 목록을 더합니다(그 레이팅 목록이 비어 있거나, --merge를 주세요).",
        merge: "--into와 함께: 선수가 있는 목록에 더합니다(이미 있는 선수는 거절).",
        out: "쓸 통합 문서(새 파일; 있는 파일을 바꾸려면 --force).",
        force: "--out 파일이 있으면 바꿉니다.",
      },
    },
    "rate-card": {
      summary: "선수의 레이팅 카드: 레이팅 이력에서 그의 대회와 레이팅 곡선을 SVG 파일로.",
      options: {
        player: "선수의 ID(목록에 ID가 없으면 이름).",
        out: "카드를 SVG 파일로 씁니다(없으면 카드의 표를 출력).",
        force: "--out 파일이 있으면 바꿉니다.",
        decimals: "보여 줄 레이팅의 소수 자릿수(기본값 0, 공표와 같이).",
      },
    },
  },
  ja: {
    "rate-list": {
      summary: "レーティング表の公表: 載せる人、同点は同順位、前回のリストからの変動、任意の日付の時点で。",
      options: {
        ...LIST_OPTIONS.ja,
        "as-of": "リストの日付(既定: レーティング履歴の最新の大会の日、なければ今日): その日の終わりのレーティング。",
        since: "変動の列のための前回のリストの日付(既定: リストの日付までの最新の大会の前日。none: 変動なし)。",
        title: "リストの上に印刷する題(既定: リストの言語で「レーティング順位表」、英語では「Rating list」)。",
        json: "リストを JSON で出力します: 行(順位または null、id、名前、公表値と正確な値のレーティング、変動、対局数、印)と載らない選手。",
        out: "印刷用のリスト(A4、題と日付、順位、名前、国、レーティング、変動、対局数、印)をこのブックのコピーに書きます。",
        csv: "リスト全体(全選手、保存されたレーティング、会員の列)を rate-import が読み戻せる CSV でも書きます。",
        force: "--out(と --csv)のファイルがあれば置き換えます。",
      },
    },
    "rate-import": {
      summary: "連盟の現在のレーティング表(.csv または .xlsx)をレーティングのシートに取り込みます。",
      options: {
        method:
          "リストのレーティング方式(既定 elo): どのレーティングがもっともらしいか(そうでなければ警告)。KBA には対局数の列が必要です。",
        games:
          "KBA の暫定選手の過去のレーティング対局(.csv または .xlsx。レーティング対局の列: 大会、日付、ID、選手、相手のレーティング、結果、重み …)。",
        into: "このブックのコピーにリストを加えます(そのレーティング表が空であるか、--merge を指定)。",
        merge: "--into と一緒に: 選手のいるリストに加えます(すでにいる選手は拒否)。",
        out: "書くブック(新しいファイル。既存のファイルを置き換えるには --force)。",
        force: "--out のファイルがあれば置き換えます。",
      },
    },
    "rate-card": {
      summary: "選手のレーティングカード: レーティング履歴からその大会とレーティングの推移を SVG ファイルで。",
      options: {
        player: "選手の ID(リストに ID がなければ名前)。",
        out: "カードを SVG ファイルで書きます(なければカードの表を出力)。",
        force: "--out のファイルがあれば置き換えます。",
        decimals: "表示するレーティングの小数の桁数(既定 0、公表と同じ)。",
      },
    },
  },
};
