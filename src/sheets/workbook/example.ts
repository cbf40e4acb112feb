/**
 * The example event the templates carry (pure data): seven players sorted by rating and the first two
 * of five rounds, as a director would have them at lunch on the first day. Seven players so that each
 * round has a bye; round 1 is top half against bottom half by rating (1–4, 2–5, 3–6, the lowest rated
 * takes the bye); round 2 pairs within score groups, colours alternating where they can; one draw.
 *
 * The players are invented, with names that look at home in each language. Results are identical
 * in the three templates, so the standings are too (only the names and the preset differ).
 */
import type { Locale } from "../types";

export interface ExamplePlayer {
  id: string;
  name: string;
  country: string;
  rating: number;
}

export interface ExampleGame {
  round: number;
  table: number;
  /** Player ids; white null = bye. */
  black: string;
  white: string | null;
  blackDiscs?: number;
  whiteDiscs?: number;
}

export interface ExampleEvent {
  name: string;
  /** yyyy-mm-dd */
  date: string;
  rounds: number;
  players: ExamplePlayer[];
  games: ExampleGame[];
}

const NAMES: Record<Locale, { event: string; players: [string, string][] }> = {
  en: {
    event: "Example Open 2026",
    players: [
      ["Marta Kowalska", "PL"],
      ["Daniel Okafor", "GB"],
      ["Lea Fischer", "DE"],
      ["Tomás Herrera", "ES"],
      ["Yuki Mori", "JP"],
      ["Sofia Rossi", "IT"],
      ["Pieter de Vries", "NL"],
    ],
  },
  ko: {
    event: "2026 예시 오픈",
    players: [
      ["김민준", "KR"],
      ["이서연", "KR"],
      ["박지호", "KR"],
      ["최유진", "KR"],
      ["정하은", "KR"],
      ["강도윤", "KR"],
      ["윤서준", "KR"],
    ],
  },
  ja: {
    event: "サンプル・オープン2026",
    players: [
      ["佐藤 健", "JP"],
      ["鈴木 美咲", "JP"],
      ["高橋 翔", "JP"],
      ["田中 陽菜", "JP"],
      ["伊藤 大輝", "JP"],
      ["渡辺 結衣", "JP"],
      ["山本 蓮", "JP"],
    ],
  },
};

const RATINGS = [2050, 1980, 1875, 1760, 1690, 1600, 1550];

/** Rounds 1 and 2 (ids "1".."7" in rating order); every played game's discs add up to 64. */
const GAMES: ExampleGame[] = [
  { round: 1, table: 1, black: "1", white: "4", blackDiscs: 38, whiteDiscs: 26 },
  { round: 1, table: 2, black: "5", white: "2", blackDiscs: 35, whiteDiscs: 29 },
  { round: 1, table: 3, black: "3", white: "6", blackDiscs: 33, whiteDiscs: 31 },
  { round: 1, table: 4, black: "7", white: null },
  { round: 2, table: 1, black: "7", white: "1", blackDiscs: 30, whiteDiscs: 34 },
  { round: 2, table: 2, black: "3", white: "5", blackDiscs: 32, whiteDiscs: 32 },
  { round: 2, table: 3, black: "4", white: "2", blackDiscs: 27, whiteDiscs: 37 },
  { round: 2, table: 4, black: "6", white: null },
];

/** The example event in a language. */
export function exampleEvent(locale: Locale): ExampleEvent {
  const n = NAMES[locale] ?? NAMES.en;
  return {
    name: n.event,
    date: "2026-09-12",
    rounds: 5,
    players: n.players.map(([name, country], i) => ({ id: String(i + 1), name, country, rating: RATINGS[i] })),
    games: GAMES.map((g) => ({ ...g })),
  };
}

/** The worked example of the Brightwell Quotient (docs/rules.md §2.3, [MBS-green]): 180 + 12 × 11 = 312. */
export const BQ_EXAMPLE = { discs: 180, opponentScores: [4, 2, 2, 1.5, 1.5], constant: 12, bq: 312 } as const;
