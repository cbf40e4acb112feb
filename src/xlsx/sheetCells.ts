/**
 * A cell's value from its XML (ECMA-376 Part 1 §18.3.1.4 c, §18.18.11 ST_CellType), read from text: what the byte
 * scanner (sheetBytes.ts) hands over for every cell it does not read on its own (formulas, inline strings, booleans,
 * errors, ISO dates, odd spellings of a number), and the rules both share (a number's date, a column's letters).
 */
import type { UncalculatedFormula } from "../sheets/cells";
import { attribute, decodeEntities, decodeText, stringItemText } from "./xml";

/** Column letters of a cell reference → 0-based column ("AB12" → 27); -1 when there are none. */
export function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return i === 0 ? -1 : col - 1;
}

/** Serial day of the 1900 (or 1904) date system → the Date exceljs gave (UTC midnight plus the day's fraction). */
export function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/** The inner text of the first `<name>…</name>` in `s` (no attributes expected on v, f read separately). */
function innerOf(s: string, open: string, close: string): string | undefined {
  const a = s.indexOf(open);
  if (a < 0) return undefined;
  const gt = s.indexOf(">", a);
  if (s[gt - 1] === "/") return "";
  const b = s.indexOf(close, gt);
  return b < 0 ? undefined : s.slice(gt + 1, b);
}

/** What the cells of one sheet are read with: the workbook's shared strings, date formats and date system. */
export interface SheetContext {
  strings: () => string[];
  dates: boolean[];
  date1904: boolean;
  /** Shared formulas by their group index (si): the master cell's address, for the message of a dependent cell. */
  shared: Map<string, string>;
}

/**
 * An attribute of the start tag `xml[from..to)` whose value holds no entity (s, t of a cell: a number, a type name),
 * read without copying the tag.
 */
function plainAttribute(xml: string, from: number, to: number, name: string): string | undefined {
  const at = xml.indexOf(name, from);
  if (at < 0 || at >= to) return undefined;
  const c = xml.charCodeAt(at - 1);
  // Only a whole attribute name (" r=", not the "r" inside another name) followed by =".
  if ((c !== 32 && c !== 9 && c !== 10 && c !== 13) || xml.charCodeAt(at + name.length) !== 61)
    return plainAttribute(xml, at + name.length, to, name);
  const q = xml.charCodeAt(at + name.length + 1);
  const end = xml.indexOf(q === 39 ? "'" : '"', at + name.length + 2);
  return end < 0 || end > to ? undefined : xml.slice(at + name.length + 2, end);
}

/**
 * One cell's value from its start tag and inner XML as text (element prefixes removed): every cell the byte scanner
 * does not read on its own (formulas, inline strings, booleans, errors, ISO dates, odd spellings of a number).
 */
export function cellValue(tag: string, inner: string, ctx: SheetContext, ref: string): unknown {
  const t = plainAttribute(tag, 0, tag.length, "t");
  const fAt = inner.indexOf("<f");
  const v = innerOf(inner, "<v", "</v>");
  if (fAt >= 0 && v === undefined && t !== "inlineStr") {
    const fTagEnd = inner.indexOf(">", fAt);
    const fTag = inner.slice(fAt, fTagEnd + 1);
    const text = fTag.endsWith("/>") ? "" : decodeEntities(inner.slice(fTagEnd + 1, inner.indexOf("</f>", fTagEnd)));
    const si = attribute(fTag, "si");
    if (attribute(fTag, "t") === "shared" && si !== undefined) {
      if (text !== "") ctx.shared.set(si, ref);
      else return { formula: `(the formula of ${ctx.shared.get(si) ?? "another cell"})` } satisfies UncalculatedFormula;
    }
    return { formula: text } satisfies UncalculatedFormula;
  }
  switch (t) {
    case "s": {
      const i = Number(v);
      return ctx.strings()[i] ?? null;
    }
    case "inlineStr": {
      const is = innerOf(inner, "<is", "</is>");
      return is === undefined ? (v !== undefined ? decodeText(v) : null) : stringItemText(is);
    }
    case "str":
      return v === undefined ? null : decodeText(v);
    case "b":
      return v === undefined ? null : v.trim() === "1" || v.trim() === "true";
    case "e":
      return v === undefined ? null : decodeEntities(v).trim();
    case "d":
      return v === undefined ? null : new Date(v.trim().length === 10 ? `${v.trim()}T00:00:00Z` : v.trim());
    default:
      return numberCell(v, plainAttribute(tag, 0, tag.length, "s"), ctx);
  }
}

/** A number cell's value (or its Date, by its style `s`); null when it has no value. */
function numberCell(v: string | undefined, s: string | undefined, ctx: SheetContext): number | Date | null {
  if (v === undefined || v === "") return null;
  return datedNumber(Number(v), s === undefined ? -1 : Number(s), ctx);
}

/** A number, or its Date when the cell's style (xf index; -1 or NaN for none) has a date format. */
export function datedNumber(n: number, style: number, ctx: SheetContext): number | Date {
  // (style >= 0 first: reading index -1 of an array is a slow look-up of a property named "-1", on every number cell)
  return style >= 0 && ctx.dates[style] && Number.isFinite(n) ? serialToDate(n, ctx.date1904) : n;
}
