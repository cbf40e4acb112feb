/**
 * A player's rating card (docs/rules.md §8.6): his history from the Rating history sheet (each event: date, name,
 * rating before, change, rating after, games) with his rating curve, as an SVG file a federation can post
 * (`rate-card`, the pane's "Download card"). Pure and dependency-free: the History's cells in, SVG text out.
 *
 * Why SVG written here rather than a library: the card is a few lines, a polyline and a table; a charting or PDF
 * package would be the largest dependency of the command line for that. Every piece of text (names, events) is
 * escaped as XML character data: a name is text, never markup. The card follows the list's precision (ratings to
 * `decimals` places, whole numbers by default, as published) and its language (en, ko, ja).
 */
import { publishedRating, publishedUnits, type HistoryRecord } from "../engine";
import { CARD_TEXTS } from "../i18n/ratingList";
import { nameIdentity } from "./results";
import { readHistory } from "./ratings/readHistory";
import type { RatingProblem } from "./ratings/types";
import type { Locale, SheetInput } from "./types";

/** One event of a player's card. */
export interface CardRow {
  date: string;
  event: string;
  /** Rating before the event (null: he had none, a KBA newcomer). */
  old: number | null;
  change: number | null;
  new: number;
  games: number;
}

export interface PlayerCard {
  key: string;
  /** His ID cell on the History ("" when he has none). */
  id: string;
  /** His name on his latest History row. */
  name: string;
  /** His rating and rated games after his latest event. */
  rating: number;
  games: number;
  rows: CardRow[];
}

/** The card of the player whose key (ID, else name) is `player`; undefined when he is not on the History. */
export function playerCard(
  history: SheetInput | undefined,
  player: string,
  problems: RatingProblem[] = [],
): PlayerCard | undefined {
  const key = nameIdentity(player);
  const rows = readHistory(history, problems)
    .rows.filter((h) => h.record.key === key)
    .map((h, order) => ({ h, order }))
    .sort((a, b) =>
      a.h.record.date < b.h.record.date ? -1 : a.h.record.date > b.h.record.date ? 1 : a.order - b.order,
    )
    .map(({ h }) => h);
  if (rows.length === 0) return undefined;
  const last = rows[rows.length - 1];
  const row = (r: HistoryRecord): CardRow => ({
    date: r.date,
    event: r.event,
    old: r.old,
    change: r.change,
    new: r.new,
    games: r.games,
  });
  return {
    key,
    id: last.id,
    name: last.record.name,
    rating: last.record.new,
    games: last.record.gamesBefore + last.record.games,
    rows: rows.map((h) => row(h.record)),
  };
}

/**
 * A card row's change as printed: the difference of the ratings as shown (so the card's numbers add up, as on the
 * published list), signed; "–" for a player who had no rating before.
 */
export function cardChangeText(r: Pick<CardRow, "old" | "new">, decimals: number): string {
  if (r.old === null) return "–";
  const u = publishedUnits(r.new, decimals) - publishedUnits(r.old, decimals);
  return `${u > 0 ? "+" : ""}${(u / 10 ** decimals).toFixed(decimals)}`;
}

/** Text as XML character data (also safe inside an attribute value). */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** At most `max` characters, an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

const WIDTH = 800;
const MARGIN = 24;
const CHART = { top: 92, height: 220, left: 76, right: WIDTH - 24 };
const ROW = 22;
const FONT = "'Noto Sans', 'Noto Sans CJK KR', 'Noto Sans CJK JP', 'Apple SD Gothic Neo', 'Hiragino Sans', sans-serif";

/** A chart's round steps: 1, 2, 5 × 10^k, about four intervals over the range. */
function niceStep(range: number): number {
  const raw = Math.max(range, 1) / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
}

/** The card as an SVG document (UTF-8 text). */
export function renderCardSvg(card: PlayerCard, locale: Locale = "en", options: { decimals?: number } = {}): string {
  const L = CARD_TEXTS[locale];
  const d = options.decimals ?? 0;
  const num = (x: number) => publishedRating(x, d).toFixed(d);
  // The curve: his rating before the first event (when he had one), then after each event.
  const points = [
    ...(card.rows[0].old !== null ? [{ label: L.start, rating: card.rows[0].old }] : []),
    ...card.rows.map((r) => ({ label: r.date, rating: r.new })),
  ];
  const lo = Math.min(...points.map((p) => p.rating));
  const hi = Math.max(...points.map((p) => p.rating));
  const step = niceStep(hi - lo);
  const y0 = Math.floor(lo / step) * step;
  const y1 = Math.max(Math.ceil(hi / step) * step, y0 + step);
  const x = (i: number) =>
    points.length === 1
      ? (CHART.left + CHART.right) / 2
      : CHART.left + (i * (CHART.right - CHART.left)) / (points.length - 1);
  const y = (v: number) => CHART.top + CHART.height - ((v - y0) / (y1 - y0)) * CHART.height;
  const f = (v: number) => v.toFixed(1);
  const out: string[] = [];
  const tableTop = CHART.top + CHART.height + 44;
  const height = tableTop + ROW * (card.rows.length + 1) + MARGIN;
  out.push(
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${xmlText(FONT)}" lang="${locale}">`,
    `<title>${xmlText(L.title(card.name))}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${MARGIN}" y="40" font-size="24" font-weight="bold" fill="#1f1f1f">${xmlText(L.title(card.name))}</text>`,
    `<text x="${MARGIN}" y="66" font-size="14" fill="#505050">${xmlText(L.subtitle(card.id || card.key, num(card.rating), card.games))}</text>`,
  );
  // Grid lines with their ratings, the curve, its points.
  for (let v = y0; v <= y1 + 1e-9; v += step) {
    out.push(
      `<line x1="${CHART.left}" y1="${f(y(v))}" x2="${CHART.right}" y2="${f(y(v))}" stroke="#d9d9d9" stroke-width="1"/>`,
      `<text x="${CHART.left - 8}" y="${f(y(v) + 4)}" font-size="12" text-anchor="end" fill="#505050">${xmlText(v.toFixed(step < 1 ? 1 : 0))}</text>`,
    );
  }
  out.push(
    `<polyline fill="none" stroke="#0f6cbd" stroke-width="2.5" points="${points.map((p, i) => `${f(x(i))},${f(y(p.rating))}`).join(" ")}"/>`,
    ...points.map((p, i) => `<circle cx="${f(x(i))}" cy="${f(y(p.rating))}" r="3.5" fill="#0f6cbd"/>`),
    `<text x="${f(x(0))}" y="${CHART.top + CHART.height + 20}" font-size="12" text-anchor="${points.length === 1 ? "middle" : "start"}" fill="#505050">${xmlText(points[0].label)}</text>`,
  );
  if (points.length > 1)
    out.push(
      `<text x="${f(x(points.length - 1))}" y="${CHART.top + CHART.height + 20}" font-size="12" text-anchor="end" fill="#505050">${xmlText(points[points.length - 1].label)}</text>`,
    );
  // The table: date, event, old, change, new, games.
  const cols: { key: keyof typeof L.columns; x: number; anchor: "start" | "end" }[] = [
    { key: "date", x: MARGIN, anchor: "start" },
    { key: "event", x: 130, anchor: "start" },
    { key: "old", x: 540, anchor: "end" },
    { key: "change", x: 620, anchor: "end" },
    { key: "new", x: 700, anchor: "end" },
    { key: "games", x: WIDTH - MARGIN, anchor: "end" },
  ];
  const cell = (text: string, c: (typeof cols)[number], yy: number, bold = false) =>
    `<text x="${c.x}" y="${yy}" font-size="13" text-anchor="${c.anchor}"${bold ? ' font-weight="bold"' : ""} fill="#1f1f1f">${xmlText(text)}</text>`;
  out.push(...cols.map((c) => cell(L.columns[c.key], c, tableTop, true)));
  out.push(
    `<line x1="${MARGIN}" y1="${tableTop + 6}" x2="${WIDTH - MARGIN}" y2="${tableTop + 6}" stroke="#7f7f7f" stroke-width="1"/>`,
  );
  card.rows.forEach((r, i) => {
    const yy = tableTop + ROW * (i + 1);
    const texts = [
      r.date,
      clip(r.event, 44),
      r.old === null ? "–" : num(r.old),
      cardChangeText(r, d),
      num(r.new),
      String(r.games),
    ];
    out.push(...cols.map((c, k) => cell(texts[k], c, yy)));
  });
  out.push(`</svg>`, "");
  return out.join("\n");
}
