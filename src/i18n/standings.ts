/**
 * The Standings sheet's words in en / ko / ja: column titles, tie-break names and the crosstable's
 * letters (rendered by src/sheets/standings/render.ts; the pane's tie-break list and pseudo.ts use
 * them too, so the pane and the sheet agree).
 */
import type { TiebreakId } from "../engine";
import type { Locale } from "./locale";

export interface StandingsLabels {
  rank: string;
  player: string;
  country: string;
  points: string;
  games: string;
  round: (n: number) => string;
  colour: { B: string; W: string };
  result: { win: string; loss: string; draw: string };
  bye: string;
  absent: string;
  adjudicated: string;
  forfeit: string;
  tiebreaks: Record<TiebreakId, string>;
}

/** Localized labels of the standings sheet (exported so the pane / docs can reuse them). */
export const STANDINGS_LABELS: Record<Locale, StandingsLabels> = {
  en: {
    rank: "Rank",
    player: "Player",
    country: "Country",
    points: "Points",
    games: "Games",
    round: (n) => `R${n}`,
    colour: { B: "B", W: "W" },
    result: { win: "W", loss: "L", draw: "D" },
    bye: "BYE",
    absent: "-",
    adjudicated: "adj.",
    forfeit: "forfeit",
    tiebreaks: {
      bq: "BQ",
      discs: "Discs",
      discDiff: "Disc diff.",
      buchholz: "Buchholz",
      buchholzCut1: "Buchholz Cut-1",
      medianBuchholz: "Median Buchholz",
      sonnebornBerger: "Sonneborn-Berger",
      progressive: "Progressive",
      directEncounter: "Direct encounter",
      wins: "Wins",
      aro: "Avg. opp. rating",
      performance: "Performance",
      name: "Name",
      id: "ID",
    },
  },
  ko: {
    rank: "순위",
    player: "선수",
    country: "국가",
    points: "승점",
    games: "대국 수",
    round: (n) => `${n}R`,
    colour: { B: "흑", W: "백" },
    result: { win: "승", loss: "패", draw: "무" },
    bye: "부전승",
    absent: "-",
    adjudicated: "판정",
    forfeit: "기권",
    tiebreaks: {
      bq: "BQ",
      discs: "돌수 합계",
      discDiff: "돌수 차",
      buchholz: "부흐홀츠",
      buchholzCut1: "부흐홀츠 컷1",
      medianBuchholz: "메디안 부흐홀츠",
      sonnebornBerger: "소넨보른-베르거",
      progressive: "누적 점수",
      directEncounter: "승자승",
      wins: "승수",
      aro: "상대 평균 레이팅",
      performance: "퍼포먼스",
      name: "이름",
      id: "ID",
    },
  },
  ja: {
    rank: "順位",
    player: "選手",
    country: "国",
    points: "勝点",
    games: "対局数",
    round: (n) => `${n}回戦`,
    colour: { B: "黒", W: "白" },
    result: { win: "勝", loss: "負", draw: "分" },
    bye: "不戦勝",
    absent: "-",
    adjudicated: "裁定",
    forfeit: "不戦",
    tiebreaks: {
      bq: "BQ",
      discs: "石数合計",
      discDiff: "石差",
      buchholz: "ブッフホルツ",
      buchholzCut1: "ブッフホルツ・カット1",
      medianBuchholz: "メディアン・ブッフホルツ",
      sonnebornBerger: "ゾンネボルン・ベルガー",
      progressive: "累積点",
      directEncounter: "直接対決",
      wins: "勝数",
      aro: "対戦相手平均レーティング",
      performance: "パフォーマンス",
      name: "名前",
      id: "ID",
    },
  },
};
