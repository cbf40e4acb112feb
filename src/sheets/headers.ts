/**
 * Column titles the sheets understand, in English, Korean and Japanese, as DATA (exported so the task
 * pane and docs can list them), and the search for the header row.
 *
 * Titles are compared after normalizing: Unicode NFKC (full-width → ASCII), lower case, and removing
 * spaces, "_", "-", ".", ":", "#", "(", ")", "/". So "Black discs", "black_discs", "BLACK DISCS",
 * "Black (discs)" and "흑 돌수" / "흑돌수" all match.
 */
import type { Locale } from "../i18n/locale";

import type { PlayersColumn, ResultsColumn } from "../vocabulary";

export type { PlayersColumn, ResultsColumn };

export const RESULTS_HEADER_ALIASES: Record<ResultsColumn, string[]> = {
  round: [
    "Round",
    "Rd",
    "Rnd",
    "R",
    "Round no",
    "라운드",
    "회전",
    "회차",
    "라운드 번호",
    "回戦",
    "ラウンド",
    "回",
    "回戦数",
  ],
  table: [
    "Table",
    "Board",
    "Tbl",
    "Table no",
    "Board no",
    "테이블",
    "보드",
    "대국 번호",
    "卓",
    "卓番号",
    "盤",
    "テーブル",
    "対局番号",
  ],
  black: ["Black", "B", "Black player", "흑", "흑 선수", "흑번", "黒", "黒番", "先手", "黒番選手", "黒の選手"],
  blackDiscs: [
    "Black discs",
    "B discs",
    "Black score",
    "Black disks",
    "Discs black",
    "BD",
    "흑 돌수",
    "흑 돌",
    "흑 돌 수",
    "흑돌",
    "흑 점수",
    "黒石数",
    "黒 石数",
    "黒石",
    "黒の石数",
    "黒の石",
  ],
  whiteDiscs: [
    "White discs",
    "W discs",
    "White score",
    "White disks",
    "Discs white",
    "WD",
    "백 돌수",
    "백 돌",
    "백 돌 수",
    "백돌",
    "백 점수",
    "白石数",
    "白 石数",
    "白石",
    "白の石数",
    "白の石",
  ],
  white: ["White", "W", "White player", "백", "백 선수", "백번", "白", "白番", "後手", "白番選手", "白の選手"],
  result: ["Result", "Res", "Outcome", "결과", "승패", "結果", "勝敗"],
};

export const PLAYERS_HEADER_ALIASES: Record<PlayersColumn, string[]> = {
  // Not the bare "No" / "번호" / "番号": sheets often number their rows with those next to an ID column.
  id: [
    "ID",
    "Player ID",
    "WOF ID",
    "FTD ID",
    "Id no",
    "선수 번호",
    "아이디",
    "회원 번호",
    "選手番号",
    "ID番号",
    "会員番号",
  ],
  name: [
    "Name",
    "Player",
    "Player name",
    "Full name",
    "이름",
    "선수",
    "선수명",
    "성명",
    "名前",
    "氏名",
    "選手",
    "選手名",
  ],
  country: ["Country", "Nation", "Country code", "Federation", "국가", "나라", "국적", "国", "国名", "国籍"],
  rating: ["Rating", "Elo", "Rating before", "레이팅", "등급점수", "レーティング", "レート"],
  withdrawnAfterRound: [
    "Withdrawn after round",
    "Withdrawn",
    "Withdrew after round",
    "Left after round",
    "Withdrawal",
    "기권 라운드",
    "기권",
    "기권한 라운드",
    "중도 기권",
    "棄権回戦",
    "棄権",
    "途中棄権",
    "棄権した回戦",
  ],
};

/**
 * Optional columns of a Players sheet that give a name in its two parts, as a WOF results file writes it
 * ("SURNAME, Firstname": export-elo uses them as written). Not columns of the templates.
 */
export const NAME_PART_ALIASES: Record<"surname" | "firstName", string[]> = {
  surname: ["Surname", "Last name", "Family name", "성", "姓"],
  firstName: ["First name", "Firstname", "Given name", "명", "名"],
};

/** The Surname and First name columns of a Players header row, when it has them. */
export function namePartColumns(header: readonly unknown[]): { surname?: number; firstName?: number } {
  const out: { surname?: number; firstName?: number } = {};
  header.forEach((title, c) => {
    if (typeof title !== "string") return;
    const t = normalizeTitle(title);
    for (const part of ["surname", "firstName"] as const)
      if (out[part] === undefined && NAME_PART_ALIASES[part].some((a) => normalizeTitle(a) === t)) out[part] = c;
  });
  return out;
}

/** Sheet names the CLI and the task pane look for first (before trying headers on every sheet). */
export const SHEET_NAME_ALIASES = {
  results: ["Results", "Games", "Result", "결과", "대국 결과", "대국", "結果", "対局結果", "対局"],
  players: ["Players", "Player list", "Entrants", "선수", "선수 명단", "참가자", "選手", "参加者", "選手一覧"],
  standings: ["Standings", "순위", "順位"],
};

/** The name of the standings sheet the add-in and the CLI write, per locale. */
export const STANDINGS_SHEET_NAME: Record<Locale, string> = { en: "Standings", ko: "순위", ja: "順位" };

/** The words meaning "bye" in a player cell (compared after trim + NFKC + lower case). */
export const BYE_WORDS = ["bye", "부전승", "不戦勝", "휴식", "抜け番"];

/** Normalize a header title or a keyword for comparison (see the file comment). */
export function normalizeTitle(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_\-.:#()/\\]+/g, "");
}

function buildLookup<K extends string>(aliases: Record<K, string[]>): Map<string, K> {
  const map = new Map<string, K>();
  for (const key of Object.keys(aliases) as K[]) {
    for (const alias of aliases[key]) map.set(normalizeTitle(alias), key);
  }
  return map;
}

const RESULTS_LOOKUP = buildLookup(RESULTS_HEADER_ALIASES);
const PLAYERS_LOOKUP = buildLookup(PLAYERS_HEADER_ALIASES);

/** Which column a title names (results sheet), or undefined. */
export function resultsColumnOf(title: unknown): ResultsColumn | undefined {
  return typeof title === "string" ? RESULTS_LOOKUP.get(normalizeTitle(title)) : undefined;
}

/** Which column a title names (players sheet), or undefined. */
export function playersColumnOf(title: unknown): PlayersColumn | undefined {
  return typeof title === "string" ? PLAYERS_LOOKUP.get(normalizeTitle(title)) : undefined;
}

export interface HeaderMatch<K extends string> {
  /** 0-based row index of the header row inside the values block. */
  row: number;
  /** Column key → 0-based column index in the block (the first one when a title repeats). */
  columns: Partial<Record<K, number>>;
  /** Titles seen twice: key → the repeated 0-based column indices. */
  duplicates: { key: K; cols: number[] }[];
}

/**
 * Find the header row: among the first `searchRows` rows, the first row that has every `required`
 * column (a `requiredAny` group needs one of its members); ties go to the row with more recognized
 * titles. Returns undefined when no row qualifies.
 */
export function findHeaderRow<K extends string>(
  values: unknown[][],
  columnOf: (title: unknown) => K | undefined,
  required: K[],
  searchRows = 30,
): HeaderMatch<K> | undefined {
  let best: { match: HeaderMatch<K>; score: number } | undefined;
  const last = Math.min(values.length, searchRows);
  for (let r = 0; r < last; r++) {
    const row = values[r] ?? [];
    const columns: Partial<Record<K, number>> = {};
    const seen = new Map<K, number[]>();
    for (let c = 0; c < row.length; c++) {
      const key = columnOf(row[c]);
      if (key === undefined) continue;
      const list = seen.get(key) ?? [];
      list.push(c);
      seen.set(key, list);
      if (columns[key] === undefined) columns[key] = c;
    }
    if (!required.every((k) => columns[k] !== undefined)) continue;
    const score = seen.size;
    if (!best || score > best.score) {
      const duplicates = [...seen.entries()]
        .filter(([, cols]) => cols.length > 1)
        .map(([key, cols]) => ({ key, cols }));
      best = { match: { row: r, columns, duplicates }, score };
    }
  }
  return best?.match;
}

/** Required columns of the results sheet (discs or a Result column are checked separately). */
export const RESULTS_REQUIRED: ResultsColumn[] = ["round", "black", "white"];
/** Required columns of the players sheet. */
export const PLAYERS_REQUIRED: PlayersColumn[] = ["name"];

/** Find the results header (Round, Black, White present). */
export function findResultsHeader(values: unknown[][], searchRows = 30): HeaderMatch<ResultsColumn> | undefined {
  return findHeaderRow(values, resultsColumnOf, RESULTS_REQUIRED, searchRows);
}

/** Find the players header (Name present). */
export function findPlayersHeader(values: unknown[][], searchRows = 30): HeaderMatch<PlayersColumn> | undefined {
  return findHeaderRow(values, playersColumnOf, PLAYERS_REQUIRED, searchRows);
}

/** English titles the renderer and tournamentToSheets write (the first alias of each column). */
export function canonicalTitle(column: ResultsColumn | PlayersColumn): string {
  if (column in RESULTS_HEADER_ALIASES) return RESULTS_HEADER_ALIASES[column as ResultsColumn][0];
  return PLAYERS_HEADER_ALIASES[column as PlayersColumn][0];
}
