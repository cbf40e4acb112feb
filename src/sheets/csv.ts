/**
 * A small RFC 4180 CSV reader (pure): quoted fields with "" escapes and line breaks inside quotes,
 * CRLF / LF / CR line ends, a UTF-8 byte-order mark, and "," / ";" / tab delimiter detection
 * (Excel in many European and Asian locales saves CSV with ";").
 *
 * Why not exceljs's CSV: it needs a file or a stream (fast-csv), converts cells with its own date and
 * number guesses, and gives no line numbers; the sheets parser wants the raw text of each cell and
 * does its own, reported conversions. Cells come back as strings exactly as written (no trimming:
 * the parser trims). Empty trailing lines are dropped.
 */

export interface CsvOptions {
  /** Force a delimiter; default: detect from the first line (outside quotes). */
  delimiter?: string;
}

/** The delimiter of the first record: the most frequent of , ; tab outside quotes ("," on a tie/none). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === "\n" || ch === "\r")) break;
    else if (!inQuotes && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ",";
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/** Where a quoted cell was opened and never closed (0-based record and field; 1-based physical line). */
export interface OpenQuote {
  row: number;
  col: number;
  line: number;
  /** The first characters after the opening quote, to show which quote is meant. */
  start: string;
}

/** Line breaks in text[from, to): LF, CRLF (once) and a lone CR each count one. */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) count++;
  }
  return count;
}

/**
 * Parse CSV text into rows of string cells, and report a quote that is never closed: it swallows
 * everything after it into one cell, so the caller must refuse the file and name that cell.
 */
export function readCsv(text: string, options: CsvOptions = {}): { rows: string[][]; openQuote?: OpenQuote } {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const delim = options.delimiter ?? detectDelimiter(text);
  const delimCode = delim.length === 1 ? delim.charCodeAt(0) : -1;
  const rows: string[][] = [];
  let row: string[] = [];
  // A field is built from whole slices of the text, never a character at a time: strings grown by
  // `+=` per character are ropes that every later Map look-up must flatten (100,000-row files).
  let field = ""; // the field's finished parts
  let run = -1; // start of the unquoted characters not yet added to `field` (-1: none)
  let i = 0;
  let quoted = false; // inside a quoted field
  let line = 1; // physical line of text[i]
  let openedAt: { line: number; index: number } | undefined;
  const n = text.length;
  const flush = (end: number) => {
    if (run >= 0) {
      field = field === "" ? text.slice(run, end) : field + text.slice(run, end);
      run = -1;
    }
  };
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < n) {
    if (quoted) {
      const q = text.indexOf('"', i);
      if (q < 0) {
        field += text.slice(i);
        i = n;
        break;
      }
      field += text.slice(i, q);
      line += lineBreaks(text, i, q);
      if (text.charCodeAt(q + 1) === 34) {
        field += '"';
        i = q + 2;
        continue;
      }
      quoted = false;
      i = q + 1;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 34 && field === "" && run < 0) {
      quoted = true;
      openedAt = { line, index: i + 1 };
      i++;
    } else if (c === delimCode) {
      flush(i);
      endField();
      i++;
    } else if (c === 13 || c === 10) {
      flush(i);
      endRow();
      line++;
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else {
      // A quote inside an unquoted field is kept as written (lenient, like Excel).
      if (run < 0) run = i;
      i++;
    }
  }
  flush(n);
  let openQuote: OpenQuote | undefined;
  if (quoted && openedAt) {
    const start = text.slice(openedAt.index, openedAt.index + 24).split(/\r\n|\r|\n/)[0];
    openQuote = { row: rows.length, col: row.length, line: openedAt.line, start };
  }
  if (field !== "" || row.length > 0 || quoted) endRow();
  // Drop trailing empty records (a file ending in blank lines).
  while (rows.length > 0 && rows[rows.length - 1].every((c) => c === "")) rows.pop();
  return openQuote ? { rows, openQuote } : { rows };
}

/**
 * Parse CSV text into rows of string cells. Never throws: an unterminated quote keeps the rest of
 * the text in the last field (use readCsv to learn about it).
 */
export function parseCsv(text: string, options: CsvOptions = {}): string[][] {
  return readCsv(text, options).rows;
}

/** Write rows as CSV (RFC 4180: quote fields holding the delimiter, quotes or line breaks; CRLF). */
export function writeCsv(rows: unknown[][], delimiter = ","): string {
  const esc = (v: unknown) => {
    const s = v === null || v === undefined ? "" : String(v);
    return /["\r\n]/.test(s) || s.includes(delimiter) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(esc).join(delimiter)).join("\r\n") + "\r\n";
}
