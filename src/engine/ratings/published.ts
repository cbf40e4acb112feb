/**
 * The published rating list (docs/rules.md §8): who is printed, how he is marked, his rank, and his change since
 * the last list. Pure: the list as of a date (asOf.ts) with what the federation says of each player (country,
 * member, foreign, amateur, active) in, the list as published out. Nobody's rating changes here: everyone stays
 * rated; the rules only decide who is printed, ranked or marked.
 *
 * - **Precision** (§8.1): a list shows ratings to `decimals` places (0: whole numbers, as the KOA and the WOF
 *   publish them; seed 002 rounds its worked example to 1902, 1664, 1675, 1651). Ranks and changes are taken
 *   from the ratings as published, so two players shown with the same rating share a rank and the printed
 *   changes add up: a rank is 1 + the number of ranked players with a strictly higher published rating
 *   (1, 2, 2, 4).
 * - **Marks** (§8.2): provisional (the Provisional flag, or fewer rated games than `minGames`), inactive (the
 *   Active cell says no, or no rated game for `inactiveMonths` months), foreign, amateur, non-member (from the
 *   list's cells; an empty cell says nothing and marks nobody). Each mark is ignored, printed without a rank
 *   ("mark") or left off the list ("omit"), per the rules; presets: kba (seed 004: only the association's
 *   members with more than 50 games are ranked), koa (seed 002: the professional list leaves out amateurs and
 *   foreigners), wof (38 months without a rated game: inactive, not listed).
 * - **Order**: the ranked players by rank (ties by name, then key), then the marked players by rating.
 */
import { addMonths, type AsOfPlayer } from "./asOf";
import { EngineRangeError } from "../errors";

/** Why a player is not ranked like the others. */
export type ListMark = "provisional" | "inactive" | "foreign" | "amateur" | "nonMember";
export const LIST_MARKS: readonly ListMark[] = ["provisional", "inactive", "foreign", "amateur", "nonMember"];

/** What a mark does: nothing ("ignore"), printed without a rank, with the mark ("mark"), or not printed ("omit"). */
export type MarkRule = "ignore" | "mark" | "omit";
export const MARK_RULES: readonly MarkRule[] = ["ignore", "mark", "omit"];

export interface ListRules {
  /** Decimals of the published ratings (and of the ranks and changes taken from them). */
  decimals: number;
  /** Fewer rated games than this: provisional (0: only the Provisional flag). */
  minGames: number;
  /** No rated game for this many months: inactive (null: only the Active cell). */
  inactiveMonths: number | null;
  marks: Record<ListMark, MarkRule>;
}

export type ListRulesPreset = "all" | "kba" | "koa" | "wof";
export const LIST_RULES_IDS: readonly ListRulesPreset[] = ["all", "kba", "koa", "wof"];

const ALL: ListRules = {
  decimals: 0,
  minGames: 0,
  inactiveMonths: null,
  marks: { provisional: "mark", inactive: "mark", foreign: "ignore", amateur: "ignore", nonMember: "ignore" },
};

/** The rule sets of docs/rules.md §8.2. */
export const LIST_RULES_PRESETS: Record<ListRulesPreset, ListRules> = {
  /** Everyone ranked but the provisional and those the list says are inactive (printed, marked, unranked). */
  all: ALL,
  /** Seed 004 rules (6) and (8): only the association's members with more than 50 rated games are ranked. */
  kba: { ...ALL, minGames: 51, marks: { ...ALL.marks, provisional: "omit", nonMember: "omit" } },
  /** Seed 002: the professional list leaves out amateurs and foreigners (who are still rated). */
  koa: { ...ALL, marks: { ...ALL.marks, foreign: "omit", amateur: "omit" } },
  /** The WOF's list: players without a rated game in the last 38 months are not listed. */
  wof: { ...ALL, inactiveMonths: 38, marks: { ...ALL.marks, inactive: "omit" } },
};

/** Rules as a host collects them: a preset, and any of its settings given one by one. */
export interface ListRulesInput {
  preset?: ListRulesPreset;
  decimals?: number;
  minGames?: number;
  inactiveMonths?: number | null;
  marks?: Partial<Record<ListMark, MarkRule>>;
}

/** The rules of a preset (default "all") with the given settings over it; RangeError naming a bad setting. */
export function resolveListRules(input: ListRulesInput = {}): ListRules {
  const preset = input.preset ?? "all";
  const base = LIST_RULES_PRESETS[preset];
  if (!base)
    throw new EngineRangeError(
      "listRules",
      { ids: LIST_RULES_IDS.join(", "), value: preset },
      `rules must be one of ${LIST_RULES_IDS.join(", ")}, got "${preset}".`,
    );
  const rules: ListRules = {
    decimals: input.decimals ?? base.decimals,
    minGames: input.minGames ?? base.minGames,
    inactiveMonths: input.inactiveMonths === undefined ? base.inactiveMonths : input.inactiveMonths,
    marks: { ...base.marks, ...input.marks },
  };
  if (!Number.isInteger(rules.decimals) || rules.decimals < 0 || rules.decimals > 4)
    throw new EngineRangeError(
      "listDecimals",
      { value: rules.decimals },
      `decimals must be a whole number from 0 to 4, got ${rules.decimals}.`,
    );
  if (!Number.isInteger(rules.minGames) || rules.minGames < 0)
    throw new EngineRangeError(
      "listMinGames",
      { value: rules.minGames },
      `the minimum number of games must be a whole number 0 or more, got ${rules.minGames}.`,
    );
  if (rules.inactiveMonths !== null && (!Number.isInteger(rules.inactiveMonths) || rules.inactiveMonths < 1))
    throw new EngineRangeError(
      "listInactiveMonths",
      { value: rules.inactiveMonths },
      `inactivity months must be a whole number 1 or more, got ${rules.inactiveMonths}.`,
    );
  for (const m of LIST_MARKS)
    if (!MARK_RULES.includes(rules.marks[m]))
      throw new EngineRangeError(
        "listMarkRule",
        { mark: m, rules: MARK_RULES.join(", "), value: String(rules.marks[m]) },
        `${m} must be one of ${MARK_RULES.join(", ")}, got "${rules.marks[m]}".`,
      );
  return rules;
}

/** What the federation's list says of a player (an empty cell: null, which marks nobody). */
export interface Membership {
  country?: string;
  member?: boolean | null;
  foreign?: boolean | null;
  amateur?: boolean | null;
  active?: boolean | null;
}

/** A player of the list as of the list's date, with his membership cells. */
export type ListEntry = AsOfPlayer & Membership;

/** A printed line of the list. */
export interface PublishedRow {
  /** Null: printed without a rank (a mark the rules print). */
  rank: number | null;
  key: string;
  name: string;
  country: string;
  /** The rating as published (rounded to the rules' decimals). */
  rating: number;
  /** The rating as kept on the list. */
  exact: number;
  /** Published rating − the one on the last list; null when he was not printed on it (or there is none). */
  change: number | null;
  games: number;
  provisional: boolean;
  /** The marks the rules print for him (none for a plain ranked player). */
  marks: ListMark[];
}

/** A player the rules leave off the printed list (still rated). */
export interface OmittedRow {
  key: string;
  name: string;
  rating: number;
  marks: ListMark[];
}

export interface PublishedList {
  /** YYYY-MM-DD. */
  asOf: string;
  rules: ListRules;
  rows: PublishedRow[];
  omitted: OmittedRow[];
  /** The date of the last list the changes are taken from (undefined: no changes). */
  previousAsOf?: string;
}

/** A rating in the published precision's units (an integer: 1902.26 at 0 decimals → 1902). */
export function publishedUnits(rating: number, decimals: number): number {
  return Math.round(rating * 10 ** decimals);
}

/** The rating as published: rounded to `decimals` places. */
export function publishedRating(rating: number, decimals: number): number {
  return publishedUnits(rating, decimals) / 10 ** decimals;
}

/**
 * Ranks of ratings, best first, ties sharing the rank (1, 2, 2, 4): rank = 1 + the number of strictly higher
 * values. `values` in any order; ranks returned in the same order.
 */
export function competitionRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const ranks = new Array<number>(values.length);
  order.forEach(([v, i], k) => (ranks[i] = k > 0 && order[k - 1][0] === v ? ranks[order[k - 1][1]] : k + 1));
  return ranks;
}

/**
 * The marks of a player that the rules do not ignore, as of `asOf`. `inactiveFrom` gives the day a last rated game
 * makes a player inactive (addMonths by the rules' months; publishList passes a cache: many players share a date).
 */
export function marksOf(
  p: ListEntry,
  rules: ListRules,
  asOf: string,
  inactiveFrom: (lastDate: string, months: number) => string = addMonths,
): ListMark[] {
  const has: Record<ListMark, boolean> = {
    provisional: p.provisional || p.games < rules.minGames,
    inactive:
      p.active === false ||
      (rules.inactiveMonths !== null && p.lastDate !== null && asOf >= inactiveFrom(p.lastDate, rules.inactiveMonths)),
    foreign: p.foreign === true,
    amateur: p.amateur === true,
    nonMember: p.member === false,
  };
  return LIST_MARKS.filter((m) => has[m] && rules.marks[m] !== "ignore");
}

const byName = (a: { name: string; key: string }, b: { name: string; key: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/**
 * The list as published on `asOf` (see the file comment). `previous`: the last published list, for the changes.
 */
export function publishList(
  entries: readonly ListEntry[],
  rules: ListRules,
  asOf: string,
  previous?: PublishedList,
): PublishedList {
  const d = rules.decimals;
  const before = new Map(previous?.rows.map((r) => [r.key, r] as const));
  const ranked: PublishedRow[] = [];
  const marked: PublishedRow[] = [];
  const omitted: OmittedRow[] = [];
  const inactiveFrom = new Map<string, string>();
  const cached = (date: string, months: number) => {
    let day = inactiveFrom.get(date);
    if (day === undefined) inactiveFrom.set(date, (day = addMonths(date, months)));
    return day;
  };
  for (const p of entries) {
    const marks = marksOf(p, rules, asOf, cached);
    const rating = publishedRating(p.rating, d);
    if (marks.some((m) => rules.marks[m] === "omit")) {
      omitted.push({ key: p.key, name: p.name, rating, marks });
      continue;
    }
    const last = before.get(p.key);
    const row: PublishedRow = {
      rank: null,
      key: p.key,
      name: p.name,
      country: p.country ?? "",
      rating,
      exact: p.rating,
      change: last ? (publishedUnits(p.rating, d) - publishedUnits(last.rating, d)) / 10 ** d : null,
      games: p.games,
      provisional: p.provisional,
      marks,
    };
    (marks.length === 0 ? ranked : marked).push(row);
  }
  const units = (r: PublishedRow) => publishedUnits(r.exact, d);
  const order = (a: PublishedRow, b: PublishedRow) => units(b) - units(a) || byName(a, b);
  ranked.sort(order);
  const ranks = competitionRanks(ranked.map(units));
  ranked.forEach((r, i) => (r.rank = ranks[i]));
  marked.sort(order);
  omitted.sort((a, b) => b.rating - a.rating || byName(a, b));
  return {
    asOf,
    rules,
    rows: [...ranked, ...marked],
    omitted,
    ...(previous ? { previousAsOf: previous.asOf } : {}),
  };
}
