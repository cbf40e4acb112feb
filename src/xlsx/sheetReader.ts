/**
 * A worksheet part read as the 2-D values src/sheets/ takes (row 1 first, column A first, null for an empty cell),
 * streamed: the part is inflated in pieces (zip.ts inflateChunks) and each complete `<row>` is turned into values as
 * soon as it has arrived, so a 100,000-row sheet is never held as one string or a DOM, and a read of the first rows
 * (sheet detection) stops inflating after them.
 *
 * What a cell gives (ECMA-376 Part 1 §18.3.1.4 c, §18.18.11 ST_CellType):
 *   number → number, or a Date when its number format is a date (the same Date exceljs gave: serial days since
 *            1899-12-30, or 1904-01-01 in the 1904 date system, at 00:00 UTC);
 *   s (shared string), inlineStr, str (a formula's text) → string (rich text runs joined, furigana left out);
 *   b → boolean; e → the error's text ("#N/A"); d (ISO 8601) → Date;
 *   a formula with its saved value → that value; a formula without one → { formula } (src/sheets/cells.ts reports it:
 *   "formula without calculated value").
 * Merged cells: every cell of a merged area holds the area's top-left value (src/sheets/merged.ts, the pane's view).
 */
import type { UncalculatedFormula } from "../sheets/cells";
import { inflateChunks } from "./zip";
import { attribute, decodeEntities, decodeText, stringItemText } from "./xml";
import type { XlsxPackage } from "./package";

export interface ReadSheetOptions {
  /** Stop after this many rows (1-based rows 1..maxRows); merged areas are not filled in such a partial read. */
  maxRows?: number;
}

/** Column letters of a cell reference → 0-based column ("AB12" → 27); -1 when there are none. */
function columnOf(ref: string): number {
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

interface SheetContext {
  strings: () => string[];
  dates: boolean[];
  date1904: boolean;
  /** Shared formulas by their group index (si): the master cell's address, for the message of a dependent cell. */
  shared: Map<string, string>;
}

/**
 * An attribute of the start tag `xml[from..to)` whose value holds no entity (r, s, t of a cell: a reference, a
 * number, a type name), read without copying the tag: the hot path of a 100,000-row sheet.
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

/** One cell's value from its attributes and inner XML. */
function cellValue(tag: string, inner: string, ctx: SheetContext, ref: string): unknown {
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
    default: {
      if (v === undefined || v === "") return null;
      const n = Number(v);
      const s = plainAttribute(tag, 0, tag.length, "s");
      if (s !== undefined && ctx.dates[Number(s)] && Number.isFinite(n)) return serialToDate(n, ctx.date1904);
      return n;
    }
  }
}

/** Parse the cells of one row's inner XML into `row` (0-based columns). */
function readRow(xml: string, ctx: SheetContext, row: unknown[], rowNumber: number): void {
  let at = 0;
  let next = 0; // the column of a cell without r: one after the previous
  for (;;) {
    const lt = xml.indexOf("<c", at);
    if (lt < 0) return;
    const after = xml.charCodeAt(lt + 2);
    if (after !== 32 && after !== 62 && after !== 47 && after !== 9 && after !== 10 && after !== 13) {
      at = lt + 2;
      continue;
    }
    const gt = xml.indexOf(">", lt);
    const tag = xml.slice(lt, gt + 1);
    const r = plainAttribute(tag, 0, tag.length, "r");
    const col = r !== undefined ? columnOf(r) : next;
    next = col + 1;
    if (xml.charCodeAt(gt - 1) === 47 /* / */) {
      at = gt + 1;
      continue;
    }
    const end = xml.indexOf("</c>", gt);
    const inner = xml.slice(gt + 1, end);
    at = end + 4;
    const value = cellValue(tag, inner, ctx, r ?? `${col}:${rowNumber}`);
    if (value === null || value === undefined) continue;
    while (row.length < col) row.push(null);
    row[col] = value;
  }
}

/**
 * UTF-8 decoding of a part that arrives in pieces. Each piece is decoded whole up to its last complete character and
 * the few bytes of a character cut at its end wait for the next piece: the same text as a streaming TextDecoder, but
 * through the decoder's one-shot path, which Node runs several times faster than its streaming one (about 0.3 s of CPU
 * for a 100,000-row sheet). A malformed sequence still becomes U+FFFD as before: only a cut that could still be
 * completed (a lead byte and fewer continuation bytes than it announces) is held back.
 */
export class Utf8Pieces {
  private readonly decoder = new TextDecoder("utf-8");
  private carry: Uint8Array | undefined;

  decode(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.carry) {
      bytes = new Uint8Array(this.carry.length + chunk.length);
      bytes.set(this.carry);
      bytes.set(chunk, this.carry.length);
      this.carry = undefined;
    }
    const cut = completeLength(bytes);
    if (cut < bytes.length) this.carry = bytes.slice(cut);
    return this.decoder.decode(cut < bytes.length ? bytes.subarray(0, cut) : bytes);
  }

  /** What is left at the end (an incomplete character decodes as U+FFFD, as a streaming decoder's flush gives). */
  end(): string {
    const rest = this.carry;
    this.carry = undefined;
    return rest ? this.decoder.decode(rest) : "";
  }
}

/** The length of the longest prefix of `b` that does not end inside a character that later bytes may complete. */
function completeLength(b: Uint8Array): number {
  const n = b.length;
  // A character is at most 4 bytes: look at the last 3 for the lead byte of an unfinished one.
  for (let back = 1; back <= 3 && back <= n; back++) {
    const c = b[n - back];
    if (c < 0x80) return n; // ASCII: nothing is cut
    if (c >= 0xc0) {
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return need > back ? n - back : n;
    }
    // a continuation byte: keep looking for its lead
  }
  return n;
}

/** Read a sheet's values (see the file comment). */
export function readSheetValues(pkg: XlsxPackage, sheetName: string, options: ReadSheetOptions = {}): unknown[][] {
  const sheet = pkg.sheet(sheetName);
  const entry = sheet?.part ? pkg.entry(sheet.part) : undefined;
  if (!entry) return [];
  const ctx: SheetContext = {
    strings: () => pkg.sharedStrings(),
    dates: pkg.cellFormats().date,
    date1904: pkg.date1904,
    shared: new Map(),
  };
  const maxRows = options.maxRows ?? Infinity;
  const rows: unknown[][] = [];
  let pending = "";
  let inData = false;
  let done = false;
  let tail = ""; // after </sheetData>: the merged cells
  let nextRow = 1;

  const consume = (final: boolean): void => {
    if (!inData) {
      const sd = pending.indexOf("<sheetData");
      if (sd < 0) {
        // Keep only what may start the tag.
        if (!final) pending = pending.slice(Math.max(0, pending.length - 16));
        return;
      }
      const gt = pending.indexOf(">", sd);
      if (gt < 0) return;
      if (pending[gt - 1] === "/") {
        done = true;
        tail = pending.slice(gt + 1);
        pending = "";
        return;
      }
      inData = true;
      pending = pending.slice(gt + 1);
    }
    let at = 0;
    // The end of the sheet's data, looked for once per piece (not once per row: that would make a large sheet
    // quadratic) and only after the piece's last row end (no row follows it): not through the whole piece.
    const lastRowEnd = pending.lastIndexOf("</row>");
    const endData = pending.indexOf("</sheetData>", lastRowEnd < 0 ? 0 : lastRowEnd);
    for (;;) {
      const lt = pending.indexOf("<row", at);
      if (endData >= 0 && (lt < 0 || lt > endData)) {
        done = true;
        tail = pending.slice(endData);
        pending = "";
        return;
      }
      if (lt < 0) break;
      const gt = pending.indexOf(">", lt);
      if (gt < 0) break;
      const tag = pending.slice(lt, gt + 1);
      const r = attribute(tag, "r");
      const rowNumber = r !== undefined ? Number(r) : nextRow;
      nextRow = rowNumber + 1;
      if (rowNumber > maxRows) {
        done = true;
        return;
      }
      if (pending.charCodeAt(gt - 1) === 47) {
        at = gt + 1;
        continue;
      }
      const end = pending.indexOf("</row>", gt);
      if (end < 0) break;
      const row: unknown[] = [];
      readRow(pending.slice(gt + 1, end), ctx, row, rowNumber);
      if (row.length > 0) {
        while (rows.length < rowNumber - 1) rows.push([]);
        rows[rowNumber - 1] = row;
      }
      at = end + 6;
    }
    pending = pending.slice(at);
  };

  const decoder = new Utf8Pieces();
  inflateChunks(
    entry,
    (chunk) => {
      if (done) {
        if (maxRows !== Infinity) return false;
        tail += decoder.decode(chunk);
        return true;
      }
      let text = decoder.decode(chunk);
      // The row cut at the end of the last piece is finished first, on its own: appending the whole piece to the cut
      // row would make a 500 KB string of two parts that the first search copies into one (about 0.3 s of CPU for a
      // 100,000-row sheet). The rest of the piece is then searched where it is.
      if (pending !== "" && inData) {
        const e = text.indexOf("</row>");
        if (e >= 0) {
          pending += text.slice(0, e + 6);
          consume(false);
          text = text.slice(e + 6);
          if (done) {
            if (maxRows !== Infinity) return false;
            tail += text;
            return true;
          }
        }
      }
      pending += text;
      consume(false);
      if (done && maxRows !== Infinity) return false;
      return true;
    },
    maxRows === Infinity,
  );
  if (!done) {
    pending += decoder.end();
    consume(true);
  } else if (maxRows === Infinity) tail += decoder.end();
  if (maxRows === Infinity) fillMerges(rows, tail);
  return rows;
}

/** Every cell of each merged area (`<mergeCell ref="A2:A5"/>`) gets the area's top-left value. */
function fillMerges(rows: unknown[][], tail: string): void {
  const re = /<(?:\w+:)?mergeCell\s[^>]*ref="([A-Za-z]+)(\d+):([A-Za-z]+)(\d+)"/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(tail)) !== null) {
    const c0 = columnOf(m[1]);
    const r0 = Number(m[2]) - 1;
    const c1 = columnOf(m[3]);
    const r1 = Number(m[4]) - 1;
    const v = rows[r0]?.[c0];
    if (v === null || v === undefined) continue;
    for (let r = r0; r <= r1; r++) {
      while (rows.length <= r) rows.push([]);
      const row = rows[r];
      for (let c = c0; c <= c1; c++) {
        while (row.length < c) row.push(null);
        row[c] = v;
      }
    }
  }
}
