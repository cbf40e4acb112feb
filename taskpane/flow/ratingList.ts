/**
 * The published list in the pane ("Update ratings" › "Publish the rating list"; docs/rules.md §8), over an
 * ExcelHost, with the same pure code as the command line's `rate-list`, `rate-card` and `rate-import`:
 *
 *   publishRatingList: readRatingSheets (1 sync: the rating sheets, the settings, the layout) → planPublishedList →
 *                      the printable list written on the sheet its mark proves ours (Brightwell_RatingList), created
 *                      or refreshed in place, a user's sheet of that name never touched (1 sync).
 *   ratingCardSvg:     the same read → playerCard → renderCardSvg: the SVG text to download (nothing written).
 *   importRatingList:  a CSV file's bytes (decoded as every file: src/formats/decode.ts) and the same read →
 *                      planListImport → the changed cells of Ratings (and Rated games) (1 sync). All or nothing.
 *
 * The sheet's language is the workbook's (Brightwell_Language), else the pane's.
 */
import type { ExcelHost } from "../../src/excel/host";
import { writeMarkedSheetSpec } from "../../src/excel/write";
import { isIsoDate, type ListRulesInput, type PublishedList, type RatingMethod } from "../../src/engine";
import { planListImport, planPublishedList, playerCard, renderCardSvg, type ListProblem } from "../../src/sheets";
import { readCsv } from "../../src/sheets/csv";
import { planMarkedSheet, roleMark } from "../../src/sheets/ownership";
import { decodeBytes } from "../../src/formats/decode";
import type { Locale } from "../../src/i18n/locale";
import type { SheetBlock } from "../../src/excel/read";
import { readRatingSheets, writeRatingPlan, type RatingRead } from "./ratings";

const input = (b: SheetBlock | null | undefined) =>
  b ? { sheetName: b.sheetName, values: b.values, topLeft: b.address } : undefined;

/** The sheet's language: the workbook's, else the pane's. */
const sheetLocale = (r: RatingRead, pane: Locale): Locale => r.stored.settings.language ?? pane;

export interface RatingListRequest {
  /** YYYY-MM-DD; empty: the date of the latest event on the Rating history (today when there is none). */
  asOf?: string;
  rules: ListRulesInput;
  locale: Locale;
  /** The pane's today (the engine has no clock). */
  today: string;
}

export type RatingListOutcome =
  | { kind: "no-list" }
  | { kind: "bad-date"; value: string }
  | { kind: "problems"; problems: ListProblem[] }
  | {
      kind: "written";
      sheet: string;
      list: PublishedList;
      /** A sheet of the wanted name is the user's, so ours got another name. */
      nameTakenByUser: boolean;
      warnings: ListProblem[];
    };

/** Write the printable list as of a date: one read sync, one write sync. */
export async function publishRatingList(host: ExcelHost, request: RatingListRequest): Promise<RatingListOutcome> {
  const mark = roleMark("ratingList");
  const r = await readRatingSheets(host, {});
  if (!r.ratings) return { kind: "no-list" };
  const asOf = request.asOf?.trim() || undefined;
  if (asOf !== undefined && !isIsoDate(asOf)) return { kind: "bad-date", value: asOf };
  const plan = planPublishedList({
    ratings: input(r.ratings),
    history: input(r.history),
    asOf,
    today: request.today,
    rules: request.rules,
    locale: sheetLocale(r, request.locale),
  });
  if (!plan.ok) return { kind: "problems", problems: plan.problems };
  const target = planMarkedSheet(r.read, mark, plan.sheet.name);
  await writeMarkedSheetSpec(host, target, plan.sheet);
  return {
    kind: "written",
    sheet: target.sheetName,
    list: plan.list,
    nameTakenByUser: target.nameTakenByUser,
    warnings: plan.problems,
  };
}

export type RatingCardOutcome =
  | { kind: "no-history" }
  | { kind: "no-player"; player: string }
  | { kind: "card"; svg: string; fileName: string; name: string; events: number };

/** A player's card as an SVG file (nothing written to the workbook): one read sync. */
export async function ratingCardSvg(
  host: ExcelHost,
  request: { player: string; locale: Locale; decimals?: number },
): Promise<RatingCardOutcome> {
  const r = await readRatingSheets(host, {});
  if (!r.history) return { kind: "no-history" };
  const card = playerCard(input(r.history), request.player);
  if (!card) return { kind: "no-player", player: request.player };
  const stem = (card.id || card.name).replace(/[\\/:*?"<>|\s]+/g, "_").replace(/^_+|_+$/g, "") || "player";
  return {
    kind: "card",
    svg: renderCardSvg(card, request.locale, { decimals: request.decimals }),
    fileName: `rating-card-${stem}.svg`,
    name: card.name,
    events: card.rows.length,
  };
}

export type ListImportOutcome =
  | { kind: "problems"; problems: ListProblem[] }
  | { kind: "imported"; sheet: string; players: number; games: number; warnings: ListProblem[] };

/** Import a federation's list from a CSV file's bytes: one read sync, one write sync; nothing written on an error. */
export async function importRatingList(
  host: ExcelHost,
  request: { bytes: Uint8Array; fileName: string; merge: boolean; method?: RatingMethod; locale: Locale },
): Promise<ListImportOutcome> {
  const { text } = decodeBytes(request.bytes);
  const source = { sheetName: request.fileName, values: readCsv(text).rows };
  const r = await readRatingSheets(host, {});
  const plan = planListImport({
    source,
    ratings: input(r.ratings),
    games: input(r.games),
    merge: request.merge,
    method: request.method,
    locale: sheetLocale(r, request.locale),
  });
  if (!plan.ok) return { kind: "problems", problems: plan.problems };
  await writeRatingPlan(host, r, plan.writes);
  return {
    kind: "imported",
    sheet: plan.writes.ratings.sheetName,
    players: plan.players,
    games: plan.games,
    warnings: plan.problems,
  };
}
