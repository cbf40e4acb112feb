/**
 * The command line's --help in Korean and Japanese: each command's one-line summary and the description of each of
 * its options (the English text is the option's own `help` in src/cli/commands/, where the option is defined).
 *
 * What is translated and what is not: summaries and option descriptions (what a director reads to choose a flag),
 * the general help and the language rule (src/i18n/cli.ts). Option names, placeholders (FILE.xlsx), ids of presets
 * and tie-breaks, and the examples stay as typed; each command's closing notes (`details`: examples, exit codes,
 * how the sheets are marked) stay in English for now, after a translated line saying so.
 *
 * `{name}` placeholders are filled from the option's `helpParams` (lists the command builds from the engine: presets,
 * tie-breaks). test/cli/i18n.test.ts checks that every option of every command has its text in both languages.
 */
import type { Locale } from "./locale";
import { ARCHIVE_OPTIONS, LIST_HELP } from "./cliHelpLists";

export interface CommandHelpTexts {
  summary: string;
  options: Record<string, string>;
}

type Translated = Exclude<Locale, "en">;

const RATING_KO: Record<string, string> = {
  method: "한국오델로협회가 쓰는 Elo(기본값) 또는 한국기원(바둑) 방식.",
  k: "K 계수(Elo 32, KBA 14).",
  scale: "승률 10:1이 되는 레이팅 차(Elo 400, KBA 800).",
  start:
    "Elo: 신규 선수의 레이팅(기본값 1600). KBA: 그 달에 신규 선수끼리만 둔 신규 선수를 상대가 어떻게 보는지(아니면 레이팅 있는 선수와의 그 달 대국으로 낸 잠정 레이팅); 기본값은 그 달 초 목록의 중앙값, 빈 목록이면 9000.",
  "per-round": "Elo: 라운드마다 갱신(각 라운드의 기대 승률은 직전 라운드 뒤의 레이팅으로).",
  alpha: "KBA: 진 쪽의 위로 계수 α(기본값 0.8).",
  grade: "KBA: 대회 등급(--stage와 함께: §6 표의 대국 가중치).",
  stage: "KBA: 대회 대국의 단계.",
  weight: "KBA: 표 대신 이 대회 모든 대국에 쓸 가중치.",
  force: "--out 파일이 있으면 바꿉니다.",
};

const RATING_JA: Record<string, string> = {
  method: "韓国オセロ協会が使う Elo(既定)、または韓国棋院(囲碁)の方式。",
  k: "K 係数(Elo 32、KBA 14)。",
  scale: "勝率 10:1 になるレーティング差(Elo 400、KBA 800)。",
  start:
    "Elo: 新規選手のレーティング(既定 1600)。KBA: その月に新規選手とだけ対局した新規選手を相手がどう数えるか(そうでなければレーティングのある選手との今月の対局による暫定レーティング)。既定はその月の初めのリストの中央値、空のリストでは 9000。",
  "per-round": "Elo: 回戦ごとに更新(各回戦の期待値は直前の回戦後のレーティングから)。",
  alpha: "KBA: 負けた側の慰め係数 α(既定 0.8)。",
  grade: "KBA: 大会の等級(--stage と合わせて §6 の表の対局の重み)。",
  stage: "KBA: 大会の対局の段階。",
  weight: "KBA: 表の代わりにこの大会の全対局に使う重み。",
  force: "--out のファイルがあれば置き換えます。",
};

const ko: Record<string, CommandHelpTexts> = {
  standings: {
    summary: "결과 시트로 순위(승점, BQ, 타이브레이크, 대전표)를 계산합니다.",
    options: {
      players:
        "선수 목록(.csv 또는 .xlsx): ID, 이름, 국가, 레이팅, 기권 라운드. 주지 않으면 .xlsx 입력의 선수 시트를 씁니다.",
      preset:
        "규칙 프리셋: {presets} (기본값: .ELO/.json 파일의 공표 순위가 따르는 설정, 또는 가져온 통합 문서가 지닌 설정; 없으면 woc).",
      constant: "승점 1점당 Brightwell 상수 C(기본값: 프리셋의 값).",
      tiebreaks: "승점 다음의 타이브레이크를 쉼표로 구분(예: bq,discs). 사용 가능: {tiebreaks}.",
      round: "R 라운드 뒤의 순위(기본값: 대국이 있는 마지막 라운드).",
      rounds: "C = 64/N에 쓰는 예정 라운드 수(기본값: 결과의 가장 높은 라운드).",
      json: "표 대신 JSON 배열(순위 순서로 선수마다 객체 하나)을 출력합니다.",
      crosstable: "출력하는 표에 라운드별 대전표를 더합니다.",
      out: "순위 시트(Excel 표)를 이 통합 문서에 씁니다: 입력 통합 문서의 사본에 시트를 더하거나, .csv 입력이면 새 통합 문서.",
      force:
        "--out 파일이 있으면 바꿉니다(그 외에는 절대 바꾸지 않음; 입력 .xlsx 자체는 --force 없이 --out에 줄 수 있고, 순위 시트가 그 안에 더해집니다).",
      sheet:
        '--out의 순위 시트 이름(기본값: 통합 문서의 순위 시트, 없으면 출력 언어에 따라 "Standings", "순위", "順位").',
      "disc-sum": "돌 수 합이 64가 아닐 때: 경고와 함께 그대로 받기(기본값) 또는 멈추기.",
    },
  },
  import: {
    summary: "FlipTheDisc JSON 내보내기나 WOF .ELO 파일을 결과·선수 시트로 바꿉니다.",
    options: {
      out: "만들 통합 문서(결과 시트와 선수 시트).",
      force: "--out 파일이 있으면 바꿉니다(없으면 있는 파일은 거부).",
    },
  },
  pair: {
    summary: "결과 시트로 다음 스위스 라운드를 대진합니다(WOC/PAPP 규칙). 직접 정한 대진은 유지합니다.",
    options: {
      players:
        "선수 목록(.csv 또는 .xlsx): ID, 이름, 국가, 레이팅, 기권 라운드, 결장 라운드. 주지 않으면 .xlsx 입력의 선수 시트를 씁니다.",
      round: "대진할 라운드(기본값: 마지막으로 끝난 라운드 다음, 또는 직접 정한 대진만 있는 마지막 라운드).",
      "first-round": "1라운드: 레이팅 상위 절반 대 하위 절반(기본값) 또는 무작위 추첨.",
      seed: "무작위 1라운드의 시드(사용한 시드를 출력합니다).",
      "no-reversed-rematch":
        "색을 바꾼 재대국을 금지합니다. 기본값(WOC 프리셋, PAPP)에서는 최후의 수단(벌점 {penalty})으로, 재대국 없는 라운드가 없을 때만 둡니다.",
      "same-country-penalty": "같은 나라 두 선수에 매 라운드 매기는 벌점(기본값: PAPP의 2, 1라운드만).",
      "max-colour-imbalance":
        "엄격한 상한: 어떤 대진으로든 피할 수 있으면 라운드 뒤 |흑 − 백|이 N을 넘는 선수가 없게 합니다(점수 차가 커지더라도). 기본값: 없음(WOC 프리셋, PAPP: 불균형은 벌점일 뿐, 0..5+에 0/20/105/225/530/1075).",
      json: '표 대신 [{"table":1,"black":"…","white":"…"}, …]를 출력합니다(부전승은 "BYE").',
      out: '라운드의 행을 결과 시트에 더하고 인쇄용 "Round N" 시트를 넣은 통합 문서 사본(새 파일)을 씁니다.',
      force: "--out 파일이 있으면 바꿉니다(입력 파일 자체는 절대 아님).",
      slips:
        '--out과 함께: 인쇄용 "Slips N" 시트도 씁니다. 대국마다 결과 기록지 한 장(두 선수와 색, 돌 수 칸, 서명 두 개).',
    },
  },
  rate: {
    summary: "대회 결과로 레이팅 목록(레이팅 시트)을 갱신합니다: Elo(KOA) 또는 한국기원 방식.",
    options: {
      ...RATING_KO,
      event:
        "레이팅 기록에 남길 대회 이름(기본값: 대회 시트의 Brightwell_Event, 없으면 통합 문서 제목, 없으면 파일 이름).",
      date: "대회 날짜(기본값: 대회 시트의 날짜 Brightwell_Date; 둘 다 없으면 대회를 거부하며 오늘 날짜를 쓰지 않습니다). 이름과 날짜, 그리고 대국으로 대회를 식별합니다: 두 번 적용하거나 같은 대국을 다른 이름·날짜로 적용하면 거부합니다.",
      "allow-same-games":
        "대국이 다른 이름이나 날짜로 레이팅 기록에 있어도 대회를 레이팅합니다(없으면 앞선 대회를 밝히며 거부); 그 기록 행은 그 대회를 가리킵니다.",
      json: "미리 보기를 JSON으로 출력합니다: 선수마다 객체 하나(id, name, old, expected, points, delta, new, provisional …).",
      out: "갱신한 레이팅, 레이팅 기록(과 레이팅 대국) 시트를 이 통합 문서 사본에 씁니다.",
      undo: "대신 이 대회를 되돌립니다(같은 이름의 대회가 여럿이면 --date도 주세요).",
    },
  },
  "rate-history": {
    summary: "WOF .ELO 파일 폴더를 날짜 순으로 레이팅하고 최종 목록과 기록을 씁니다.",
    options: {
      ...RATING_KO,
      ...ARCHIVE_OPTIONS.ko,
      json: "최종 목록을 JSON으로 출력합니다(id, name, rating, games, provisional, lastEvent), 높은 순.",
      out: "레이팅과 레이팅 기록(KBA는 레이팅 대국도) 시트가 있는 통합 문서를 씁니다.",
    },
  },
  "export-elo": {
    summary: "대회를 WOF .ELO 결과 파일로 씁니다(순위 순서, 점수와 BQ, 라운드별 대국).",
    options: {
      out: "쓸 .ELO 파일.",
      force: "--out 파일이 있으면 바꿉니다.",
      players: "결과 파일에 선수 목록이 없을 때 쓸 선수 목록(.csv 또는 .xlsx; ID는 WOF ID).",
      preset: "선수 목록의 순위 순서와 BQ: {presets} (기본값: 통합 문서의 대회 시트, 없으면 woc, PAPP처럼 C = 6).",
      event: "%%Tournament 줄(기본값: 대회 시트의 대회 이름, 없으면 통합 문서 제목, 없으면 파일 이름).",
      rounds:
        "대회 도중 C = 64/N에 쓰는 예정 라운드 수(기본값: 대회 시트의 값, 없으면 결과의 가장 높은 라운드), standings와 같은 계산.",
      date: "%%Date 줄(PAPP처럼 dd/mm/yyyy로 씀; 기본값: 대회 시트의 날짜, 없으면 가져온 파일의 날짜).",
      country: "%%Country 줄(기본값: 대회 시트의 국가, 없으면 가져온 파일의 값).",
      sender: "%%Sender 줄(기본값: 대회 시트의 보낸 사람, 없으면 가져온 파일의 값).",
    },
  },
  corpus: {
    summary: "폴더 아래의 모든 WOF .ELO 파일을 읽고 무엇을 읽고 재현했는지 보고합니다.",
    options: {
      details: "점수나 마지막 열을 재현하지 못한 파일도 나열합니다.",
      top: "나열할 참고 사항 종류의 수(기본값 15).",
    },
  },
};

const ja: Record<string, CommandHelpTexts> = {
  standings: {
    summary: "結果シートから順位(勝ち点、BQ、タイブレーク、対戦表)を計算します。",
    options: {
      players:
        "選手リスト(.csv または .xlsx): ID、名前、国、レーティング、棄権した回戦。指定しなければ .xlsx 入力の選手シートを使います。",
      preset:
        "ルールのプリセット: {presets}(既定: .ELO/.json ファイルの公表順位が従う設定、または取り込んだブックが持つ設定。なければ woc)。",
      constant: "勝ち点 1 点あたりの Brightwell 定数 C(既定: プリセットの値)。",
      tiebreaks: "勝ち点の次のタイブレークをカンマ区切りで(例: bq,discs)。使えるもの: {tiebreaks}。",
      round: "第 R 回戦後の順位(既定: 対局のある最後の回戦)。",
      rounds: "C = 64/N に使う予定回戦数(既定: 結果の最大の回戦)。",
      json: "表の代わりに JSON の配列(順位順に選手ごとに一つのオブジェクト)を出力します。",
      crosstable: "出力する表に回戦ごとの対戦表を加えます。",
      out: "順位シート(Excel のテーブル)をこのブックに書きます: 入力ブックのコピーにシートを加えたもの、.csv 入力なら新しいブック。",
      force:
        "--out のファイルがあれば置き換えます(それ以外では置き換えません。入力の .xlsx 自体は --force なしで --out に指定でき、順位シートがその中に加わります)。",
      sheet:
        "--out の順位シートの名前(既定: ブックの順位シート、なければ出力言語に応じて「Standings」「순위」「順位」)。",
      "disc-sum": "石数の合計が 64 にならないとき: 警告してそのまま受け入れる(既定)か、止める。",
    },
  },
  import: {
    summary: "FlipTheDisc の JSON エクスポートや WOF .ELO ファイルを結果シートと選手シートにします。",
    options: {
      out: "作成するブック(結果シートと選手シート)。",
      force: "--out のファイルがあれば置き換えます(なければ既存のファイルは拒否します)。",
    },
  },
  pair: {
    summary: "結果シートから次のスイス式の回戦を組み合わせます(WOC/PAPP のルール)。手で決めた組み合わせは保ちます。",
    options: {
      players:
        "選手リスト(.csv または .xlsx): ID、名前、国、レーティング、棄権した回戦、欠場回戦。指定しなければ .xlsx 入力の選手シートを使います。",
      round: "組み合わせる回戦(既定: 最後に終わった回戦の次、または手で決めた組み合わせだけがある最後の回戦)。",
      "first-round": "第 1 回戦: レーティングの上位半分対下位半分(既定)、または無作為の抽選。",
      seed: "無作為の第 1 回戦のシード(使ったシードを出力します)。",
      "no-reversed-rematch":
        "色を入れ替えた再戦を禁止します。既定(WOC プリセット、PAPP)では最後の手段(ペナルティ {penalty})で、再戦のない組み合わせがないときだけです。",
      "same-country-penalty": "同じ国の二人に毎回戦かけるペナルティ(既定: PAPP の 2、第 1 回戦のみ)。",
      "max-colour-imbalance":
        "厳しい上限: どの組み合わせでも避けられるなら、回戦後に |黒 − 白| が N を超える選手を出しません(点差が大きくなっても)。既定: なし(WOC プリセット、PAPP: 偏りはペナルティだけ、0..5+ に 0/20/105/225/530/1075)。",
      json: '表の代わりに [{"table":1,"black":"…","white":"…"}, …] を出力します(不戦勝は "BYE")。',
      out: "回戦の行を結果シートに加え、印刷用の「Round N」シートを入れたブックのコピー(新しいファイル)を書きます。",
      force: "--out のファイルがあれば置き換えます(入力ファイル自体は置き換えません)。",
      slips:
        "--out と合わせて: 印刷用の「Slips N」シートも書きます。対局ごとに結果記入票一枚(両選手と色、石数の欄、署名二つ)。",
    },
  },
  rate: {
    summary: "大会の結果でレーティングリスト(レーティングシート)を更新します: Elo(KOA)または韓国棋院の方式。",
    options: {
      ...RATING_JA,
      event:
        "レーティング履歴に記す大会名(既定: 大会シートの Brightwell_Event、なければブックのタイトル、なければファイル名)。",
      date: "大会の日付(既定: 大会シートの日付 Brightwell_Date。どちらもなければ大会を拒否し、今日の日付は使いません)。名前と日付、そして対局で大会を識別します: 二度適用すること、同じ対局を別の名前や日付で適用することは拒否します。",
      "allow-same-games":
        "対局が別の名前や日付でレーティング履歴にあっても大会をレーティングします(なければ先の大会を示して拒否)。その履歴の行はその大会を指します。",
      json: "プレビューを JSON で出力します: 選手ごとに一つのオブジェクト(id、name、old、expected、points、delta、new、provisional …)。",
      out: "更新したレーティング、レーティング履歴(とレーティング対局)シートをこのブックのコピーに書きます。",
      undo: "代わりにこの大会を取り消します(同じ名前の大会が複数あれば --date も指定してください)。",
    },
  },
  "rate-history": {
    summary: "WOF .ELO ファイルのフォルダーを日付順にレーティングし、最終のリストと履歴を書きます。",
    options: {
      ...RATING_JA,
      ...ARCHIVE_OPTIONS.ja,
      json: "最終のリストを JSON で出力します(id、name、rating、games、provisional、lastEvent)、高い順。",
      out: "レーティングとレーティング履歴(KBA ではレーティング対局も)のシートを持つブックを書きます。",
    },
  },
  "export-elo": {
    summary: "大会を WOF .ELO の結果ファイルとして書きます(順位順、得点と BQ、回戦ごとの対局)。",
    options: {
      out: "書く .ELO ファイル。",
      force: "--out のファイルがあれば置き換えます。",
      players: "結果ファイルに選手リストがないときの選手リスト(.csv または .xlsx。ID は WOF の ID)。",
      preset: "選手リストの順位の順と BQ: {presets}(既定: ブックの大会シート、なければ woc、PAPP と同じく C = 6)。",
      event: "%%Tournament の行(既定: 大会シートの大会名、なければブックのタイトル、なければファイル名)。",
      rounds:
        "大会の途中で C = 64/N に使う予定回戦数(既定: 大会シートの値、なければ結果の最大の回戦)。standings と同じ計算です。",
      date: "%%Date の行(PAPP と同じく dd/mm/yyyy で書きます。既定: 大会シートの日付、なければ取り込んだファイルの日付)。",
      country: "%%Country の行(既定: 大会シートの国、なければ取り込んだファイルの値)。",
      sender: "%%Sender の行(既定: 大会シートの送信者、なければ取り込んだファイルの値)。",
    },
  },
  corpus: {
    summary: "フォルダーの下のすべての WOF .ELO ファイルを読み、何を読み何を再現したかを報告します。",
    options: {
      details: "得点や最後の列を再現できなかったファイルも一覧にします。",
      top: "一覧にする注記の種類の数(既定 15)。",
    },
  },
};

export const CLI_HELP: Record<Translated, Record<string, CommandHelpTexts>> = {
  ko: { ...ko, ...LIST_HELP.ko },
  ja: { ...ja, ...LIST_HELP.ja },
};

/** A line before the English closing notes of a command's help, in the languages that do not translate them. */
export const DETAILS_IN_ENGLISH: Record<Translated, string> = {
  ko: "아래 예와 참고 사항은 영어로만 있습니다.",
  ja: "以下の例と注記は英語だけです。",
};

/** A command's summary and an option's description in `locale`; undefined where the table has none (then English). */
export function commandHelpText(locale: Locale, command: string): CommandHelpTexts | undefined {
  return locale === "en" ? undefined : CLI_HELP[locale][command];
}
