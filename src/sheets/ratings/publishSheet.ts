/**
 * The published list as cells (docs/rules.md §8): the table both hosts print (rank, name, country, rating, change
 * since the last list, games, marks; the command line's text and the sheet use the same cells), the printable
 * sheet as a definition (src/sheets/workbook/spec.ts: title, date, rules and counts above the table, A4 portrait
 * fitted to the width, the four top rows repeated on every page; the page setup is src/sheets/standings/print.ts),
 * and the periodic lists side by side (`rate-history --every`). Pure; names stay text ("@").
 */
import type { ListMark, ListRules, PublishedList } from "../../engine";
import { columnLetters } from "../address";
import { RATING_LIST_TEXTS, PERIODIC_SHEET_NAMES, PUBLISHED_SHEET_NAMES } from "../../i18n/ratingList";
import { wallPageSetup } from "../standings/print";
import type { Locale } from "../types";
import { emptySheet, type SheetSpec, type SpecValue } from "../workbook/spec";
import { columnWidths } from "./render";
import type { CellValue } from "./types";

/** A block of cells with its number formats (same shape). */
export interface CellTable {
  values: (string | number | null)[][];
  formats: string[][];
}

const separator = (locale: Locale) => (locale === "ja" ? "、" : ", ");

/** The marks of a row in words ("provisional, not a member"). */
export function marksText(marks: readonly ListMark[], locale: Locale): string {
  const L = RATING_LIST_TEXTS[locale];
  return marks.map((m) => L.marks[m]).join(separator(locale));
}

/** The rules in words: each mark the rules do not ignore and what it does ("inactive (38 months …) → not listed"). */
export function rulesText(rules: ListRules, locale: Locale): string {
  const L = RATING_LIST_TEXTS[locale];
  const parts: string[] = [];
  for (const [mark, rule] of Object.entries(rules.marks) as [ListMark, ListRules["marks"][ListMark]][]) {
    if (rule === "ignore") continue;
    const word =
      mark === "provisional" && rules.minGames > 0
        ? L.provisionalUnder(rules.minGames)
        : mark === "inactive" && rules.inactiveMonths !== null
          ? L.inactiveAfter(rules.inactiveMonths)
          : L.marks[mark];
    parts.push(`${word} → ${L.rule[rule]}`);
  }
  return parts.join(locale === "ja" ? "、" : "; ");
}

/** The number format of a published rating ("0", "0.0" …) and of a change ("+0;-0;0;@": signed, or the text "new"). */
function ratingFormat(decimals: number): string {
  return decimals === 0 ? "0" : `0.${"0".repeat(decimals)}`;
}
function changeFormat(decimals: number): string {
  const f = ratingFormat(decimals);
  return `+${f};-${f};${f};@`;
}

/** The number formats of the table's columns below the header. */
export function publishedFormats(decimals: number): string[] {
  return ["0", "@", "@", ratingFormat(decimals), changeFormat(decimals), "0", "@"];
}

/** The list's table: header, then one row per printed player (the ranked first). */
export function publishedTable(list: PublishedList, locale: Locale = "en"): CellTable {
  const L = RATING_LIST_TEXTS[locale];
  const C = L.columns;
  const values: (string | number | null)[][] = [[C.rank, C.name, C.country, C.rating, C.change, C.games, C.marks]];
  const formats: string[][] = [values[0].map(() => "@")];
  const d = list.rules.decimals;
  for (const r of list.rows) {
    const change = r.change !== null ? r.change : list.previousAsOf !== undefined ? L.newOnList : null;
    values.push([r.rank, r.name, r.country || null, r.rating, change, r.games, marksText(r.marks, locale) || null]);
    // The change column holds numbers and "new": its format has a text section.
    formats.push(publishedFormats(d));
  }
  return { values, formats };
}

/** The lines above the table: title, date (and the last list), rules and counts. */
export function publishedHeading(list: PublishedList, locale: Locale, title?: string): string[] {
  const L = RATING_LIST_TEXTS[locale];
  const marked = list.rows.filter((r) => r.rank === null).length;
  const rules = rulesText(list.rules, locale);
  return [
    title?.trim() || L.title,
    `${L.asOf(list.asOf)} · ${list.previousAsOf ? L.since(list.previousAsOf) : L.noChange}`,
    `${L.counts(list.rows.length - marked, marked, list.omitted.length)}${rules ? `${locale === "ja" ? "" : " "}${L.rules(rules)}` : ""}`,
  ];
}

const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/;

/** The lines a text takes at `perLine` characters a line (Korean, Chinese and Japanese characters count twice). */
function headingLines(text: string, perLine: number): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return Math.max(1, Math.ceil(width / Math.max(1, perLine)));
}

/** Rows above the table's header on the printed sheet (title, date, rules). */
export const PUBLISHED_HEADING_ROWS = 3;

/** The printable list as a sheet definition, owned by Brightwell (the mark OWNED_ROLES.ratingList). */
export function renderPublishedSheet(
  list: PublishedList,
  locale: Locale = "en",
  options: { title?: string } = {},
): SheetSpec {
  const table = publishedTable(list, locale);
  const heading = publishedHeading(list, locale, options.title);
  const width = table.values[0].length;
  const last = columnLetters(width - 1);
  const spec = emptySheet("ratings", PUBLISHED_SHEET_NAMES[locale]);
  const pad = (text: string): SpecValue[] => [text, ...Array.from({ length: width - 1 }, () => null)];
  spec.values = [...heading.map(pad), ...table.values];
  const top = PUBLISHED_HEADING_ROWS + 1; // 1-based row of the table's header
  const rows = spec.values.length;
  spec.formats = [
    { range: `A1:${last}${top}`, format: "@" },
    ...table.formats[0].map((_, c) => ({
      range: `${columnLetters(c)}${top + 1}:${columnLetters(c)}${Math.max(rows, top + 1)}`,
      format: publishedFormats(list.rules.decimals)[c],
    })),
  ];
  const setup = wallPageSetup(rows, { titleRows: top });
  spec.columnWidths = columnWidths(table.values as CellValue[][]).map((w, c) => (c === 1 ? Math.max(w, 16) : w));
  spec.frozenRows = top;
  spec.merges = heading.map((_, i) => `A${i + 1}:${last}${i + 1}`);
  // The date and rules lines wrap inside their merged row: as tall as their text needs on the printed width (Excel
  // does not fit a merged row's height by itself).
  const perLine = (spec.columnWidths.reduce((a, b) => a + b, 0) * 11) / setup.fontSize;
  spec.rowHeights = {};
  for (let i = 1; i < heading.length; i++)
    spec.rowHeights[i + 1] = Math.ceil(headingLines(heading[i], perLine) * setup.fontSize * 1.35);
  spec.styles = [
    { range: `A1:${last}${rows}`, fontSize: setup.fontSize },
    { range: `A1:${last}1`, bold: true, fontSize: setup.fontSize + 4 },
    { range: `A2:${last}${PUBLISHED_HEADING_ROWS}`, italic: true, wrap: true, vertical: "top" },
    { range: `A${top}:${last}${top}`, bold: true, border: "bottom" },
    { range: `A${top}:A${rows}`, horizontal: "center" },
  ];
  spec.print = { area: `A1:${last}${rows}`, setup };
  return spec;
}

/** One period's list of a periodic run. */
export interface PeriodList {
  label: string;
  /** The period's list (a long run may leave its `omitted` empty and count them in `omittedCount`). */
  list: PublishedList;
  /** How many players the rules left off this period's list. */
  omittedCount?: number;
}

/**
 * The periodic lists side by side: ID, Name, Country, then for each period (oldest first) the player's rank and
 * rating as published in that period's list (empty: not printed in it). Players in the order of the last list,
 * then those not printed on it by name. `headerRows` 2: the period labels above their two columns.
 */
export function periodicTable(lists: readonly PeriodList[], locale: Locale = "en"): CellTable & { headerRows: 2 } {
  const L = RATING_LIST_TEXTS[locale];
  const players = new Map<string, { name: string; country: string }>();
  const order: string[] = [];
  for (const { list } of [...lists].reverse())
    for (const r of list.rows)
      if (!players.has(r.key)) {
        players.set(r.key, { name: r.name, country: r.country });
        order.push(r.key);
      }
  const lastKeys = new Set((lists.at(-1)?.list.rows ?? []).map((r) => r.key));
  const rest = order
    .filter((k) => !lastKeys.has(k))
    .sort((a, b) => (players.get(a)!.name < players.get(b)!.name ? -1 : 1));
  const keys = [...order.filter((k) => lastKeys.has(k)), ...rest];
  const top: (string | number | null)[] = [null, null, null];
  const header: (string | number | null)[] = [L.columns.id, L.columns.name, L.columns.country];
  for (const { label } of lists) {
    top.push(label, null);
    header.push(L.columns.rank, L.columns.rating);
  }
  const values = [top, header];
  const formats = [top.map(() => "@"), header.map(() => "@")];
  const byPeriod = lists.map(({ list }) => new Map(list.rows.map((r) => [r.key, r] as const)));
  for (const key of keys) {
    const p = players.get(key)!;
    const row: (string | number | null)[] = [key, p.name, p.country || null];
    const f = ["@", "@", "@"];
    lists.forEach(({ list }, i) => {
      const r = byPeriod[i].get(key);
      row.push(r?.rank ?? null, r ? r.rating : null);
      f.push("0", ratingFormat(list.rules.decimals));
    });
    values.push(row);
    formats.push(f);
  }
  return { values, formats, headerRows: 2 };
}

/** The periodic lists as a sheet definition (`rate-history --every … --out`). */
export function renderPeriodicSheet(lists: readonly PeriodList[], locale: Locale = "en"): SheetSpec {
  const table = periodicTable(lists, locale);
  const spec = emptySheet("ratings", PERIODIC_SHEET_NAMES[locale]);
  spec.values = table.values;
  const rows = table.values.length;
  const width = table.values[1].length;
  spec.formats = table.formats[2]
    ? table.formats[2].map((f, c) => ({
        range: `${columnLetters(c)}3:${columnLetters(c)}${Math.max(rows, 3)}`,
        format: f,
      }))
    : [];
  spec.formats.unshift({ range: `A1:${columnLetters(width - 1)}2`, format: "@" });
  spec.columnWidths = columnWidths(table.values.slice(1) as CellValue[][]);
  spec.frozenRows = 2;
  spec.merges = lists.map((_, i) => `${columnLetters(3 + 2 * i)}1:${columnLetters(4 + 2 * i)}1`);
  spec.styles = [
    { range: `A1:${columnLetters(width - 1)}2`, bold: true },
    { range: `A2:${columnLetters(width - 1)}2`, border: "bottom" },
    ...lists.map((_, i) => ({ range: `${columnLetters(3 + 2 * i)}1`, horizontal: "center" as const })),
  ];
  return spec;
}
