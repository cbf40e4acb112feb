/**
 * Standings → the "Standings" sheet as 2-D values + number formats (pure).
 *
 * Columns: Rank | Player | Country | Points | the chosen tie-breaks (in chain order; "name"/"id"
 * are not shown) | Games | one crosstable column per round (when `crosstable` is not false).
 *
 * Rank: a number, or the text "=3" for a tie the chain did not resolve (formatted "@" = text, so
 * Excel never reads "=3" as a formula; hosts must write numberFormats before values).
 *
 * Crosstable: ONE compact text cell per round, because a TD scans a player's line across rounds and
 * one column per round keeps the sheet as wide as the event is long:
 *     "B 12 40-24 W"  = had Black, against the player now ranked 12, own-opponent discs 40-24, won.
 * Colour first, result last; in English the letters W/L/D (win/loss/draw) are the result and B/W
 * the colour — position tells them apart. Games without discs put a word in place of the discs:
 * "W 3 adj. D" (adjudicated), "5 forfeit W" (forfeit: no colour). A bye is "BYE", an absent round
 * "-". Korean: "흑 12 40-24 승", "부전승", "기권"; Japanese: "黒 12 40-24 勝", "不戦勝", "不戦".
 *
 * Number formats: integers "0"; points and score-like tie-breaks "General" (shows 5 and 5.5 alike);
 * BQ "0" when the settings round it (FTD), when every BQ is whole (C = 6) or roundBq is set, else "0.00". The brief suggested
 * "0.##", but Excel shows a whole value in "0.##" with a trailing dot ("556."), so "0.00" is used.
 */
import type { CrossCell, Standings, StandingRow, TiebreakId } from "../../engine";
import type { Locale } from "../../i18n/locale";
import { STANDINGS_LABELS } from "../../i18n/standings";
import type { RenderedSheet, RenderOptions } from "../types";
import { displayWidth } from "../displayWidth";

export { STANDINGS_LABELS };

/** Tie-breaks shown as columns: every chosen one except the final name/id order. */
export function shownTiebreaks(standings: Standings): TiebreakId[] {
  return standings.tiebreaks.map((t) => t.id).filter((id) => id !== "name" && id !== "id");
}

/** A tie-break's value for a row (falls back on the row's own fields for bq/discs/discDiff/wins). */
export function tiebreakValue(row: StandingRow, id: TiebreakId): number | null {
  const v = row.tiebreaks[id];
  if (typeof v === "number") return v;
  switch (id) {
    case "bq":
      return row.bq;
    case "discs":
      return row.discs;
    case "discDiff":
      return row.discDiff;
    case "wins":
      return row.wins;
    default:
      return null;
  }
}

function tiebreakFormat(id: TiebreakId, roundBq: boolean): string {
  switch (id) {
    case "bq":
      return roundBq ? "0" : "0.00";
    case "discs":
    case "discDiff":
    case "wins":
    case "aro":
    case "performance":
      return "0";
    default:
      return "General";
  }
}

/** One crosstable cell as text in a locale (see the file comment). */
export function crossCellText(cell: CrossCell, locale: Locale = "en"): string {
  const L = STANDINGS_LABELS[locale] ?? STANDINGS_LABELS.en;
  if (cell.result === "BYE") return L.bye;
  if (cell.result === "-") return L.absent;
  const res = cell.points >= 1 ? L.result.win : cell.points > 0 ? L.result.draw : L.result.loss;
  const parts: string[] = [];
  if (cell.colour) parts.push(L.colour[cell.colour]);
  if (cell.opponentRank !== null) parts.push(String(cell.opponentRank));
  if (cell.result.startsWith("F")) parts.push(L.forfeit);
  else if (cell.result.startsWith("ADJ")) parts.push(L.adjudicated);
  else if (cell.discs !== null && cell.oppDiscs !== null) parts.push(`${cell.discs}-${cell.oppDiscs}`);
  parts.push(res);
  return parts.join(" ");
}

/** The Standings sheet: header row + one row per player in rank order. */
export function renderStandings(standings: Standings, options: RenderOptions = {}): RenderedSheet {
  const locale: Locale = options.locale && STANDINGS_LABELS[options.locale] ? options.locale : "en";
  const L = STANDINGS_LABELS[locale];
  const crosstable = options.crosstable !== false;
  // BQ as an integer when the preset rounds it, or when every value is whole anyway (C = 6 with
  // whole discs and half points); otherwise 2 decimals (C = 64/7 …).
  const roundBq =
    options.roundBq ??
    (standings.settings.bqRounding === "integer" ||
      standings.rows.every((r) => Math.abs(r.bq - Math.round(r.bq)) < 1e-9));
  const tbs = shownTiebreaks(standings);
  const rounds = crosstable ? standings.round : 0;

  const header: string[] = [L.rank, L.player, L.country, L.points, ...tbs.map((id) => L.tiebreaks[id]), L.games];
  for (let r = 1; r <= rounds; r++) header.push(L.round(r));
  const values: (string | number | null)[][] = [header];
  const numberFormats: string[][] = [header.map(() => "@")];

  // Every row's formats are one of two lists (a tied rank is text), shared by the rows: not a list a row (20,000
  // players), which a sheet host only reads.
  const formatsOf = (tied: boolean): string[] => [
    tied ? "@" : "0",
    "@",
    "@",
    "General",
    ...tbs.map((id) => tiebreakFormat(id, roundBq)),
    "0",
    ...new Array<string>(rounds).fill("@"),
  ];
  const tiedFormats = formatsOf(true);
  const rankFormats = formatsOf(false);
  const columns = header.length;
  for (const row of standings.rows) {
    // Filled by index to its width (an array grown by push keeps about twice the room it needs).
    const line = new Array<string | number | null>(columns);
    let k = 0;
    line[k++] = row.tied ? row.rankLabel : row.rank;
    line[k++] = row.name;
    line[k++] = row.country ?? null;
    line[k++] = row.points;
    for (const id of tbs) line[k++] = tiebreakValue(row, id);
    line[k++] = row.games;
    if (rounds > 0) {
      const byRound = new Map(row.cells.map((c) => [c.round, c] as const));
      for (let r = 1; r <= rounds; r++) {
        const cell = byRound.get(r);
        line[k++] = cell ? crossCellText(cell, locale) : L.absent;
      }
    }
    values.push(line);
    numberFormats.push(row.tied ? tiedFormats : rankFormats);
  }

  const width = (c: number) => {
    let w = 4;
    for (const line of values) {
      const v = line[c];
      const s = v === null ? "" : typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v;
      // East Asian wide characters and emoji take two columns, combining marks none (one measure: displayWidth).
      w = Math.max(w, displayWidth(s));
    }
    return Math.min(w + 2, 40);
  };
  if (options.columnWidths === false) return { values, numberFormats, headerRowCount: 1 };
  const columnWidths = header.map((_, c) => width(c));
  return { values, numberFormats, headerRowCount: 1, columnWidths };
}
