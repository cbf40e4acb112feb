/**
 * The rows of a worksheet part read from its bytes (ECMA-376 Part 1 §18.3.1: sheetData, row, c, v), as they arrive.
 *
 * Why bytes and not text: SpreadsheetML's markup is ASCII, and in a results sheet almost every cell is a number or
 * a shared string's index. Decoding a 100,000-row sheet (23 MB of XML) into a string cost about 0.13 s, and cutting
 * every cell's tag, reference and value out of that string made four or five small strings per cell (0.7 million
 * cells), whose garbage collection cost as much again. Here a cell's reference, type, style and value are read where
 * they are in the bytes. A cell this scanner does not read itself (a formula, an inline string, a boolean, an error,
 * an ISO date, a number written in a way the fast path does not take) is decoded and read by sheetCells.ts as text,
 * with the same rules as before.
 *
 * Element names may carry a namespace prefix (`<x:row>`, `<x:c>`, `<x:v>`): the Open XML SDK and other writers emit
 * them, and a reader of the specification must take them. The piece being scanned may end anywhere, even inside a
 * character or a tag: the row it cuts is read again, whole, with the next piece.
 */
import { cellValue, datedNumber, type SheetContext } from "./sheetCells";
import { attribute } from "./xml";

/** Where the rows read go. */
export interface CellSink {
  ctx: SheetContext;
  /** A complete row holding at least one value (1-based row number; cells by 0-based column, null between). */
  row(rowNumber: number, cells: unknown[]): void;
}

const LT = 60;
const GT = 62;
const SLASH = 47;
const EQ = 61;
const QUOT = 34;
const APOS = 39;
const COLON = 58;

/** The piece ends inside the element being read: read it again with the next piece. */
const CUT = -1;

/** Before `<sheetData>`, inside it, after it (the merged cells follow), or done (the rows asked for are read). */
const BEFORE = 0;
const IN_DATA = 1;
const AFTER = 2;
const STOPPED = 3;

const NAME_ROW = [114, 111, 119]; // row
const NAME_C = [99]; // c
const NAME_V = [118]; // v
const NAME_SHEET_DATA = [..."sheetData"].map((ch) => ch.charCodeAt(0));

const OPEN_V = [LT, 118, GT]; // <v>
const CLOSE_V_C = [LT, SLASH, 118, GT, LT, SLASH, 99, GT]; // </v></c>

/** True when the bytes at `at` are `seq` (false when the piece ends first). */
function isAt(buf: Uint8Array, at: number, seq: readonly number[]): boolean {
  if (at + seq.length > buf.length) return false;
  for (let k = 0; k < seq.length; k++) if (buf[at + k] !== seq[k]) return false;
  return true;
}

const utf8 = new TextDecoder("utf-8");

/** Text of bytes [a, b) (only for what the fast path does not read: a cell read as text, a reference in a message). */
const text = (buf: Uint8Array, a: number, b: number): string => utf8.decode(buf.subarray(a, b));

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** A byte of an XML name (ASCII letters, digits, `_ - .`, and any byte of a non-ASCII character). */
const isNameByte = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46 || c >= 128;

/** The first `byte` at or after `from`, or -1 (a loop: the distances are a cell's few bytes, shorter than a call). */
function find(buf: Uint8Array, byte: number, from: number): number {
  const n = buf.length;
  for (let i = from; i < n; i++) if (buf[i] === byte) return i;
  return -1;
}

/** Where the local name of the element name at `i` starts (after a prefix `x:`); CUT when the piece ends in it. */
function localName(buf: Uint8Array, i: number): number {
  const n = buf.length;
  for (let j = i; j < n; j++) {
    const c = buf[j];
    if (c === COLON) return j + 1;
    if (!isNameByte(c)) return i;
  }
  return CUT;
}

/** 1 when the name at `at` is `name` (followed by whitespace, `>` or `/`), 0 when not, CUT when the piece ends first. */
function isName(buf: Uint8Array, at: number, name: readonly number[]): number {
  const n = buf.length;
  for (let k = 0; k < name.length; k++) {
    if (at + k >= n) return CUT;
    if (buf[at + k] !== name[k]) return 0;
  }
  const end = at + name.length;
  if (end >= n) return CUT;
  const c = buf[end];
  return c === GT || c === SLASH || isSpace(c) ? 1 : 0;
}

/** The end of the attribute value starting at `at` (its closing quote), or -1. */
const valueEnd = (buf: Uint8Array, at: number): number => find(buf, buf[at - 1], at);

/** A whole number of 1 to 15 ASCII digits in [a, b), or -1. */
function wholeAt(buf: Uint8Array, a: number, b: number): number {
  if (b <= a || b - a > 15) return -1;
  let v = 0;
  for (let i = a; i < b; i++) {
    const c = buf[i] - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * A plain decimal number in [a, b) (`-`, up to 15 digits, a `.`), exactly as Number() reads it, or NaN when it is
 * written otherwise (an exponent, spaces, more digits: read by Number() from its text). Exact: a whole number of at
 * most 15 digits and a power of ten up to 10^15 are both doubles, and IEEE division rounds their quotient correctly,
 * as Number() rounds the decimal (Clinger's fast path).
 */
function decimalAt(buf: Uint8Array, a: number, b: number): number {
  let i = a;
  const negative = buf[i] === 45;
  if (negative) i++;
  let m = 0;
  let digits = 0;
  let fraction = -1;
  for (; i < b; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      digits++;
      if (fraction >= 0) fraction++;
    } else if (c === 46 && fraction < 0) fraction = 0;
    else return NaN;
  }
  if (digits === 0 || digits > 15) return NaN;
  const v = fraction > 0 ? m / POW10[fraction] : m;
  return negative ? -v : v;
}

/** Column letters at `at` → 0-based column (as columnOf); -1 when there are none. */
function columnAt(buf: Uint8Array, at: number): number {
  let col = 0;
  let i = at;
  for (;;) {
    const c = buf[i];
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
    i++;
  }
  return i === at ? -1 : col - 1;
}

/** Element prefixes of a cell's inner XML removed (`<x:v>` → `<v>`), for sheetCells.ts's reading as text. */
const withoutPrefixes = (xml: string): string => xml.replace(/<(\/?)[A-Za-z_][\w.-]*:/g, "<$1");

/** Scans a sheet part's pieces as they are inflated, handing each complete row to the sink. */
export class SheetScanner {
  private state = BEFORE;
  private carry: Uint8Array | undefined;
  private nextRow = 1;
  /** The column of a cell without a reference: one after the previous cell's. */
  private nextCol = 0;
  /**
   * The row being read, in one array reused for every row, handed out as a copy of its `width` first cells: an array
   * grown by push holds 17 slots for a row of 7 cells (V8's growth), 8 MB more for 100,000 rows, all of it copied by
   * the garbage collector as the rows are kept.
   */
  private readonly scratch: unknown[] = [];
  private width = 0;
  /** Where the values of the cell's r, s and t attributes start (-1: absent), as `attributes` found them. */
  private rAt = -1;
  private sAt = -1;
  private tAt = -1;
  private readonly tail: string[] = [];
  private readonly tailText = new TextDecoder("utf-8");

  constructor(
    private readonly sink: CellSink,
    /** Stop after this row (1-based); Infinity reads to the end (and keeps what follows the rows: merged cells). */
    private readonly maxRows = Infinity,
  ) {}

  /** Scan the next piece of the part; false once nothing more is wanted. */
  push(piece: Uint8Array): boolean {
    if (this.state === STOPPED) return false;
    if (this.state === AFTER) {
      if (this.maxRows !== Infinity) return false;
      this.tail.push(this.tailText.decode(piece, { stream: true }));
      return true;
    }
    let buf = piece;
    if (this.carry) {
      buf = new Uint8Array(this.carry.length + piece.length);
      buf.set(this.carry);
      buf.set(piece, this.carry.length);
      this.carry = undefined;
    }
    const at = this.scan(buf);
    // A copy: the inflater may reuse the memory of the piece it handed out.
    if (at >= 0 && at < buf.length && (this.state === BEFORE || this.state === IN_DATA)) this.carry = buf.slice(at);
    return this.state !== STOPPED && !(this.state === AFTER && this.maxRows !== Infinity);
  }

  /** The part has ended: what followed the rows (the merged cells), as text. A row cut by the end is left out. */
  end(): string {
    this.carry = undefined;
    if (this.state === AFTER) this.tail.push(this.tailText.decode());
    return this.tail.join("");
  }

  /** Everything from `at` on is what follows the rows. */
  private after(buf: Uint8Array, at: number): void {
    this.state = AFTER;
    if (this.maxRows === Infinity) this.tail.push(this.tailText.decode(buf.subarray(at), { stream: true }));
  }

  /** Scan `buf`; returns where the bytes not yet read start (an element cut by the piece's end), or its length. */
  private scan(buf: Uint8Array): number {
    const n = buf.length;
    let p = 0;
    if (this.state === BEFORE) {
      for (;;) {
        const lt = find(buf, LT, p);
        if (lt < 0) return n;
        const name = localName(buf, lt + 1);
        const is = name === CUT ? CUT : isName(buf, name, NAME_SHEET_DATA);
        if (is === CUT) return lt;
        if (is === 1) {
          const gt = find(buf, GT, name);
          if (gt < 0) return lt;
          if (buf[gt - 1] === SLASH) {
            this.after(buf, gt + 1);
            return n;
          }
          this.state = IN_DATA;
          p = gt + 1;
          break;
        }
        p = lt + 1;
      }
    }
    for (;;) {
      const lt = find(buf, LT, p);
      if (lt < 0) return n;
      if (lt + 1 >= n) return lt;
      const closing = buf[lt + 1] === SLASH;
      const name = localName(buf, closing ? lt + 2 : lt + 1);
      if (name === CUT) return lt;
      if (closing) {
        const is = isName(buf, name, NAME_SHEET_DATA);
        if (is === CUT) return lt;
        if (is === 1) {
          this.after(buf, lt);
          return n;
        }
        p = lt + 2;
        continue;
      }
      const is = isName(buf, name, NAME_ROW);
      if (is === CUT) return lt;
      if (is === 0) {
        p = lt + 1;
        continue;
      }
      const next = this.row(buf, lt, name + 3);
      if (next === CUT) return lt;
      if (this.state === STOPPED) return n;
      p = next;
    }
  }

  /** The row whose start tag is at `lt`: its cells to the sink. Where it ends, or CUT. */
  private row(buf: Uint8Array, lt: number, afterName: number): number {
    const gt = find(buf, GT, afterName);
    if (gt < 0) return CUT;
    let rowNumber = this.nextRow;
    this.attributes(buf, afterName, gt);
    const rAt = this.rAt;
    if (rAt >= 0) {
      const end = valueEnd(buf, rAt);
      const whole = end < 0 ? -1 : wholeAt(buf, rAt, end);
      rowNumber = whole >= 0 ? whole : Number(attribute(text(buf, lt, gt + 1), "r") ?? this.nextRow);
    }
    if (rowNumber > this.maxRows) {
      this.state = STOPPED;
      return gt + 1;
    }
    if (buf[gt - 1] === SLASH) {
      this.nextRow = rowNumber + 1;
      return gt + 1;
    }
    this.width = 0;
    this.nextCol = 0;
    let p = gt + 1;
    for (;;) {
      const c = find(buf, LT, p);
      if (c < 0 || c + 1 >= buf.length) return CUT;
      const closing = buf[c + 1] === SLASH;
      const name = localName(buf, closing ? c + 2 : c + 1);
      if (name === CUT) return CUT;
      if (closing) {
        const is = isName(buf, name, NAME_ROW);
        if (is === CUT) return CUT;
        if (is === 1) {
          const close = find(buf, GT, name);
          if (close < 0) return CUT;
          this.nextRow = rowNumber + 1;
          if (this.width > 0) this.sink.row(rowNumber, this.scratch.slice(0, this.width));
          return close + 1;
        }
        p = c + 2;
        continue;
      }
      const is = isName(buf, name, NAME_C);
      if (is === CUT) return CUT;
      if (is === 0) {
        p = c + 1;
        continue;
      }
      p = this.cell(buf, c, name + 1, rowNumber);
      if (p === CUT) return CUT;
    }
  }

  /**
   * The attributes r, s and t of a row's or cell's start tag [from, to), in one pass over it (into rAt, sAt, tAt). Their values
   * hold no whitespace, so a whitespace, the letter and `="` begin the attribute; each value found is skipped.
   */
  private attributes(buf: Uint8Array, from: number, to: number): void {
    this.rAt = this.sAt = this.tAt = -1;
    for (let i = from + 1; i < to - 2; i++) {
      const c = buf[i];
      if ((c !== 114 && c !== 115 && c !== 116) || buf[i + 1] !== EQ || !isSpace(buf[i - 1])) continue;
      const q = buf[i + 2];
      if (q !== QUOT && q !== APOS) continue;
      const at = i + 3;
      if (c === 114) {
        if (this.rAt < 0) this.rAt = at;
      } else if (c === 115) {
        if (this.sAt < 0) this.sAt = at;
      } else if (this.tAt < 0) this.tAt = at;
      const end = find(buf, q, at);
      if (end < 0 || end >= to) return;
      i = end;
    }
  }

  /** The cell whose start tag is at `lt`, into the row being read. Where it ends, or CUT. */
  private cell(buf: Uint8Array, lt: number, afterName: number, rowNumber: number): number {
    const gt = find(buf, GT, afterName);
    if (gt < 0) return CUT;
    this.attributes(buf, afterName, gt);
    const { rAt, sAt, tAt } = this;
    const col = rAt >= 0 ? columnAt(buf, rAt) : this.nextCol;
    this.nextCol = col + 1;
    if (buf[gt - 1] === SLASH) return gt + 1;

    // The inner XML up to </c>: where the value is, and whether anything else is there (a formula, an inline string).
    let vStart = -1;
    let vEnd = -1;
    let plain = true;
    let innerEnd = -1;
    let q = gt + 1;
    // Nearly every cell is `<v>…</v></c>`, read without looking at element names one by one.
    if (isAt(buf, q, OPEN_V)) {
      const end = find(buf, LT, q + 3);
      if (end >= 0 && isAt(buf, end, CLOSE_V_C)) {
        vStart = q + 3;
        vEnd = end;
        innerEnd = end + 4;
        q = end + 7;
      }
    }
    while (innerEnd < 0) {
      const x = find(buf, LT, q);
      if (x < 0 || x + 1 >= buf.length) return CUT;
      const closing = buf[x + 1] === SLASH;
      const name = localName(buf, closing ? x + 2 : x + 1);
      if (name === CUT) return CUT;
      if (closing) {
        const is = isName(buf, name, NAME_C);
        if (is === CUT) return CUT;
        if (is === 1) {
          innerEnd = x;
          q = find(buf, GT, name);
          if (q < 0) return CUT;
          break;
        }
        q = x + 2;
        continue;
      }
      const isV = isName(buf, name, NAME_V);
      if (isV === CUT) return CUT;
      if (isV === 1 && vStart < 0) {
        const vgt = find(buf, GT, name);
        if (vgt < 0) return CUT;
        if (buf[vgt - 1] === SLASH) {
          vStart = vEnd = vgt + 1;
        } else {
          vStart = vgt + 1;
          vEnd = find(buf, LT, vStart);
          if (vEnd < 0) return CUT;
        }
        q = vEnd;
        continue;
      }
      plain = false;
      q = x + 1;
    }

    const ctx = this.sink.ctx;
    // The type: none or "n" (a number), "s" (a shared string), or another read as text below.
    const type = tAt < 0 ? 110 : buf[tAt + 1] === buf[tAt - 1] ? buf[tAt] : 0;
    let value: unknown;
    if (plain && type === 115 /* s */) {
      const i = vStart < 0 ? NaN : wholeAt(buf, vStart, vEnd);
      value = ctx.strings()[i >= 0 ? i : Number(vStart < 0 ? undefined : text(buf, vStart, vEnd))] ?? null;
    } else if (plain && type === 110 /* n */) {
      if (vStart < 0 || vStart === vEnd) return q + 1;
      let n = decimalAt(buf, vStart, vEnd);
      if (Number.isNaN(n)) n = Number(text(buf, vStart, vEnd));
      let style = -1;
      if (sAt >= 0) {
        const end = valueEnd(buf, sAt);
        style = end < 0 ? -1 : wholeAt(buf, sAt, end);
        if (style < 0 && end >= 0) style = Number(text(buf, sAt, end));
      }
      value = datedNumber(n, style, ctx);
    } else {
      const inner = withoutPrefixes(text(buf, gt + 1, innerEnd));
      const rEnd = rAt >= 0 ? valueEnd(buf, rAt) : -1;
      const ref = rEnd >= 0 ? text(buf, rAt, rEnd) : `${col}:${rowNumber}`;
      value = cellValue(text(buf, lt, gt + 1), inner, ctx, ref);
    }
    if (value !== null && value !== undefined && col >= 0) {
      const cells = this.scratch;
      while (this.width < col) cells[this.width++] = null;
      cells[col] = value;
      if (col >= this.width) this.width = col + 1;
    }
    return q + 1;
  }
}
