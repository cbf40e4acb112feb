/**
 * Bytes of a text file (CSV, .ELO) → text, with the encoding it was read in and a warning for
 * everything that may have gone wrong. Pure: Uint8Array and TextDecoder (WHATWG encodings) only.
 *
 *   decodeText(bytes) → { text, encoding, warnings }
 *
 * The decision, in this order (the first that holds wins):
 *  1. a byte-order mark: UTF-8 (EF BB BF), UTF-16 LE (FF FE), UTF-16 BE (FE FF). The mark is removed.
 *  2. UTF-16 without a mark: in the first 4 KB, every second byte is 0 (a CSV or .ELO is mostly ASCII,
 *     whose UTF-16 has a zero high byte) and the other bytes are not; LE or BE by which half holds the
 *     zeros. A warning names the encoding, since this is a guess.
 *  3. valid UTF-8 (a fatal TextDecoder accepts every byte). Pure ASCII lands here.
 *  4. mostly UTF-8: invalid bytes are few next to valid multi-byte sequences (a file saved as UTF-8
 *     with one pasted Latin-1 byte): read as UTF-8, each bad byte becomes "�" and is warned about.
 *  5. the legacy encodings Excel's plain "CSV" uses on Windows, each tried with a fatal decoder:
 *     Shift_JIS (Japanese) and EUC-KR/CP949 (Korean). A decoding that succeeds must also be
 *     plausible: its non-ASCII characters belong to the language's scripts and symbols (kana, kanji,
 *     Hangul, full-width forms, CJK punctuation; no private-use characters) and stand apart from
 *     Latin letters. Western text read as Shift_JIS fails that test: every accented letter pairs
 *     with the next byte into a lone kanji or half-width katakana glued inside a Latin word
 *     ("Müller" → "M" + kanji + "ler"), while real Japanese or Korean text comes in runs of its own
 *     script between commas, spaces and digits. For EUC-KR most double-byte pairs must also be
 *     KS X 1001 ones (see mostlyKsX1001). When both fit, the one that reads more bytes as
 *     double-byte characters (fewer characters) wins, with a warning naming the other.
 *  6. otherwise Windows-1252 (Western European; a superset of Latin-1 for text), which decodes any
 *     byte: a warning when bytes that have no character in it (0x81, 0x8D, 0x8F, 0x90, 0x9D) occur.
 * Whatever the encoding, a "�" (U+FFFD) in the result is warned about with its line numbers.
 *
 * Why not a detector package: chardet (ICU's statistical detector) and jschardet score byte
 * frequencies over long texts and rank twenty code pages; on a short results file of names they
 * give low confidences (36/100 for ISO-8859-1 on a typical German CSV, with Shift_JIS among the
 * candidates) and never check that the bytes are valid in the encoding they name. The four
 * decisions above are what a results file can be, and each is checked by a strict decoder.
 */

export interface DecodedText {
  text: string;
  /** The encoding the bytes were read in: "UTF-8", "UTF-16LE", "UTF-16BE", "Shift_JIS", "EUC-KR" or "windows-1252". */
  encoding: string;
  /** What may have gone wrong, one sentence each, without the file name (the caller adds it). */
  warnings: string[];
}

const REPLACEMENT = "\uFFFD";
const SAVE_AS_UTF8 = 'Save the file as "CSV UTF-8" (Excel: File › Save As) to avoid the guess.';

/** 1-based line numbers of the first `max` matches of `re` in `text`, as "3, 7, 12 …". */
function linesOf(text: string, re: RegExp, max = 5): { lines: string; count: number } {
  const found: number[] = [];
  let count = 0;
  let line = 1;
  let last = 0;
  for (const m of text.matchAll(new RegExp(re.source, "g"))) {
    count++;
    if (found.length < max) {
      for (let i = last; i < m.index!; i++) if (text.charCodeAt(i) === 10) line++;
      last = m.index!;
      if (found[found.length - 1] !== line) found.push(line);
    }
  }
  return { lines: found.join(", ") + (count > found.length ? " …" : ""), count };
}

/**
 * Windows-1252 by hand: Node's TextDecoder (through Node 22) decodes "windows-1252" as ISO-8859-1, giving
 * C1 control characters for 0x80–0x9F where the WHATWG encoding has € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – —
 * ˜ ™ š › œ ž Ÿ. The five bytes without a character (0x81 0x8D 0x8F 0x90 0x9D) stay C1 controls, as in WHATWG.
 */
const CP1252_HIGH = "\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178";
function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b));
    out += String.fromCharCode(...chunk);
  }
  return out;
}

function decode(encoding: string, bytes: Uint8Array, fatal: boolean): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined; // invalid bytes (fatal) or an encoding this runtime lacks
  }
}

/** UTF-16 without a byte-order mark, by where the zero bytes are; undefined when it does not look like it. */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const pairs = n / 2;
  if (zeroOdd >= 0.3 * pairs && zeroEven <= 0.02 * pairs) return "utf-16le";
  if (zeroEven >= 0.3 * pairs && zeroOdd <= 0.02 * pairs) return "utf-16be";
  return undefined;
}

// Scripts and symbols a Japanese / Korean legacy file holds (beyond ASCII).
const JA = /[\u3000-\u30FF\u31F0-\u31FF\u3200-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF01-\uFF9F\uFFE0-\uFFE5\u0391-\u03C9\u0401-\u0451\u2010-\u2312\u2460-\u24FF\u2500-\u257F\u25A0-\u26FF\u00A7\u00A8\u00B0\u00B1\u00B4\u00B6\u00D7\u00F7]/u;
const KO = /[\uAC00-\uD7A3\u3131-\u318E\u3000-\u303F\u3200-\u33FF\u4E00-\u9FFF\uF900-\uFAFF\uFF01-\uFF5E\uFFE0-\uFFE6\u0391-\u03C9\u0401-\u0451\u2010-\u2312\u2460-\u24FF\u2500-\u257F\u25A0-\u26FF\u00A1-\u00FF\u0110-\u0167\u0131-\u0149\u014A\u014B\u0152\u0153]/u;

/**
 * Whether text decoded from a legacy CJK encoding reads like that language: at least 95% of its
 * non-ASCII characters in the language's set, no private-use or control characters, and at most a
 * fifth of its non-ASCII runs odd: glued to a Latin letter, or (Japanese) mixing half-width katakana
 * with other characters (old systems write whole names in half-width katakana; Korean bytes read as
 * Shift_JIS give half-width katakana between kanji).
 */
function plausible(text: string, script: RegExp, halfWidthAlone = false): boolean {
  // Private-use and control characters (C0 except tab/newlines, C1) never occur in a real name.
  // eslint-disable-next-line no-control-regex
  if (/[\uE000-\uF8FF\u0080-\u009F\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) return false;
  let nonAscii = 0;
  let inSet = 0;
  let runs = 0;
  let glued = 0;
  const isLatin = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; ) {
    if (chars[i].charCodeAt(0) < 0x80) {
      i++;
      continue;
    }
    const start = i;
    let halfWidth = 0;
    while (i < chars.length && chars[i].charCodeAt(0) >= 0x80) {
      nonAscii++;
      if (script.test(chars[i])) inSet++;
      if (/[\uFF61-\uFF9F]/.test(chars[i])) halfWidth++;
      i++;
    }
    runs++;
    const mixedWidth = halfWidthAlone && halfWidth > 0 && halfWidth < i - start;
    if (isLatin(chars[start - 1]) || isLatin(chars[i]) || mixedWidth) glued++;
  }
  return runs > 0 && inSet >= 0.95 * nonAscii && glued <= 0.2 * runs;
}

/**
 * Korean files: Excel on Korean Windows writes CP949, whose common syllables and hanja are the
 * KS X 1001 pairs (both bytes 0xA1–0xFE); the extension pairs (a byte below 0xA1) hold rare
 * syllables only. Japanese Shift_JIS (first byte 0x81–0x9F) often also decodes as CP949 extension
 * syllables, so at least half of the pairs must be KS X 1001 ones.
 */
function mostlyKsX1001(bytes: Uint8Array): boolean {
  let standard = 0;
  let pairs = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] < 0x81) continue;
    pairs++;
    if (bytes[i] >= 0xa1 && bytes[i + 1] >= 0xa1) standard++;
    i++;
  }
  return standard >= 0.5 * pairs;
}

function withReplacementWarning(result: DecodedText, cause: string): DecodedText {
  if (!result.text.includes(REPLACEMENT)) return result;
  const { lines, count } = linesOf(result.text, /\uFFFD/);
  result.warnings.push(
    `${count} character(s) could not be read as ${result.encoding} (${cause}) and show as "${REPLACEMENT}" (line ${lines}). Check the names on ${count === 1 ? "that line" : "those lines"}; ${SAVE_AS_UTF8.charAt(0).toLowerCase()}${SAVE_AS_UTF8.slice(1)}`,
  );
  return result;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  // 1. Byte-order marks.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const body = bytes.subarray(3);
    return withReplacementWarning({ text: decode("utf-8", body, false)!, encoding: "UTF-8", warnings: [] }, "bytes that are not valid UTF-8");
  }
  for (const [b0, b1, enc, label] of [[0xff, 0xfe, "utf-16le", "UTF-16LE"], [0xfe, 0xff, "utf-16be", "UTF-16BE"]] as const) {
    if (bytes[0] === b0 && bytes[1] === b1) {
      const body = bytes.subarray(2);
      const result: DecodedText = { text: decode(enc, body, false)!, encoding: label, warnings: [] };
      return withReplacementWarning(result, body.length % 2 === 1 ? "the file ends in half a character" : "unpaired surrogate code units");
    }
  }

  // 2. UTF-16 without a mark.
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) {
    const label = utf16 === "utf-16le" ? "UTF-16LE" : "UTF-16BE";
    const strict = decode(utf16, bytes, true);
    const result: DecodedText = {
      text: strict ?? decode(utf16, bytes, false)!,
      encoding: label,
      warnings: [
        `The file has no byte-order mark, but every second byte is 0, as in ${label === "UTF-16LE" ? "UTF-16 LE (little-endian, Excel's \"Unicode Text\")" : "UTF-16 BE (big-endian)"}: read as ${label}. ${SAVE_AS_UTF8}`,
      ],
    };
    return withReplacementWarning(result, "bytes that are not valid UTF-16");
  }

  // 3. Valid UTF-8.
  const utf8 = decode("utf-8", bytes, true);
  if (utf8 !== undefined) return withReplacementWarning({ text: utf8, encoding: "UTF-8", warnings: [] }, "it was already in the file");

  // 4. Mostly UTF-8, a few bad bytes.
  const lenient = decode("utf-8", bytes, false)!;
  let bad = 0;
  let multi = 0;
  for (const ch of lenient) {
    if (ch === REPLACEMENT) bad++;
    else if (ch.charCodeAt(0) >= 0x80) multi++;
  }
  if (multi >= 2 * bad) return withReplacementWarning({ text: lenient, encoding: "UTF-8", warnings: [] }, "bytes that are not valid UTF-8");

  // 5. Legacy East Asian encodings, strictly decoded and plausible.
  const fits: { encoding: string; text: string }[] = [];
  for (const [enc, label, script] of [["shift_jis", "Shift_JIS", JA], ["euc-kr", "EUC-KR", KO]] as const) {
    const text = decode(enc, bytes, true);
    if (text !== undefined && plausible(text, script, enc === "shift_jis") && (enc !== "euc-kr" || mostlyKsX1001(bytes))) fits.push({ encoding: label, text });
  }
  if (fits.length > 0) {
    const length = (t: string) => Array.from(t).length;
    fits.sort((a, b) => length(a.text) - length(b.text));
    const [best, other] = fits;
    const warnings = other
      ? [`The file is not UTF-8; read as ${best.encoding}, though it would also read as ${other.encoding}. If the names look wrong, ${SAVE_AS_UTF8.charAt(0).toLowerCase()}${SAVE_AS_UTF8.slice(1)}`]
      : [];
    return { text: best.text, encoding: best.encoding, warnings };
  }

  // 6. Windows-1252.
  const text = decodeWindows1252(bytes);
  const result: DecodedText = { text, encoding: "windows-1252", warnings: [] };
  if (/[\u0080-\u009F]/.test(text)) {
    const { lines } = linesOf(text, /[\u0080-\u009F]/);
    result.warnings.push(
      `The file is not UTF-8 and was read as Windows-1252 (Western European), but it holds bytes that have no character there (line ${lines}): it may be in another encoding. ${SAVE_AS_UTF8}`,
    );
  }
  return result;
}
