/**
 * Bytes of a text file (CSV, .ELO, FlipTheDisc JSON) → text, the encoding it was read in, and a
 * warning, with its line, for everything that was guessed or may have gone wrong. Pure: Uint8Array
 * and TextDecoder (WHATWG encodings) only, so the command line and the task pane decode a file the
 * same way.
 *
 *   decodeBytes(bytes) → { text, encoding, bom, firstNonAsciiLine, warnings: [{ line, message }] }
 *
 * The decision, in this order (the first that holds wins):
 *  1. a byte-order mark: UTF-8 (EF BB BF), UTF-16 LE (FF FE), UTF-16 BE (FE FF). The mark is removed.
 *  2. UTF-16 without a mark: in the first 4 KB, every second byte is 0 (a CSV or .ELO is mostly ASCII,
 *     whose UTF-16 has a zero high byte) and the other bytes are not; LE or BE by which half holds the
 *     zeros. A warning names the encoding, since this is a guess.
 *  3. valid UTF-8 (a fatal TextDecoder accepts every byte): "ascii" when every byte is below 0x80.
 *  4. mostly UTF-8: invalid bytes are few next to valid multi-byte sequences that read as mojibake in
 *     Windows-1252 (a file saved as UTF-8 with one pasted Latin-1 byte; see signOfUtf8): read as UTF-8,
 *     each bad byte becomes "�" and is warned about.
 *  5. the legacy East Asian encodings Excel's plain "CSV" uses on Windows, each tried with a fatal
 *     decoder: Shift_JIS (Japanese) and EUC-KR/CP949 (Korean). A decoding that succeeds must also be
 *     plausible: its non-ASCII characters belong to the language's scripts and symbols (kana, kanji,
 *     Hangul, full-width forms, CJK punctuation; no private-use characters) and stand apart from
 *     Latin letters. Western text read as Shift_JIS fails that test: every accented letter pairs
 *     with the next byte into a lone kanji or half-width katakana glued inside a Latin word
 *     ("Müller" → "M" + kanji + "ler"), while real Japanese or Korean text comes in runs of its own
 *     script between commas, spaces and digits. For EUC-KR most double-byte pairs must also be
 *     KS X 1001 ones (see mostlyKsX1001). When both fit, the one that reads more bytes as
 *     double-byte characters (fewer characters) wins, with a warning naming the other.
 *  6. otherwise a Western single-byte encoding: Windows-1252 (a superset of Latin-1 for text, what
 *     PAPP and Excel on Western Windows write), unless Mac Roman (old Macintosh files) reads with
 *     fewer characters that do not belong in a results file (see latinOddities). A warning names
 *     the encoding and the first line with a character outside ASCII, so the names can be checked.
 * Whatever the encoding, a "�" (U+FFFD) in the result is warned about with its line numbers.
 *
 * Why hand-written: the detectors on npm were tried on real results files (a few accented or
 * Japanese names among kilobytes of ASCII) and were wrong on them: chardet (ICU's statistical
 * detector) gives low confidences (36/100 for ISO-8859-1 on a typical German CSV, with Shift_JIS
 * among the candidates) and calls Shift_JIS files windows-1252; jschardet calls Latin-1 and
 * Shift_JIS files cp437; encoding-japanese calls Latin-1 files SJIS. None checks that the bytes are
 * valid in the encoding it names. The decisions above are what a results file can be, and each is
 * checked by a strict decoder.
 */

import type { Locale } from "../i18n/locale";
import { fileNoteText, type FileNoteKey, type NoteParams } from "../i18n/fileNotes";

export type TextEncodingName =
  "ascii" | "utf-8" | "utf-16le" | "utf-16be" | "shift_jis" | "euc-kr" | "windows-1252" | "macintosh";

/** Names for messages. */
export const ENCODING_LABELS: Record<TextEncodingName, string> = {
  ascii: "ASCII",
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
  shift_jis: "Shift_JIS",
  "euc-kr": "EUC-KR (CP949)",
  "windows-1252": "Windows-1252 (Latin-1)",
  macintosh: "Mac Roman",
};

export interface DecodeWarning {
  /** 1-based line of the text where the point shows (the first such line). */
  line: number;
  /** One sentence, without the file name (the caller adds it), in English: `text("en")`. */
  message: string;
  /** The sentence in any language (src/i18n/fileNotes.ts). */
  text: (locale: Locale) => string;
}

/** A warning from the readers' table: its English message and its text in every language. */
function warning(line: number, key: FileNoteKey, params: NoteParams): DecodeWarning {
  const text = (locale: Locale) => fileNoteText(key, locale, params);
  return { line, message: text("en"), text };
}

/** Words that differ by language, as a parameter of a warning. */
const words =
  (key: FileNoteKey) =>
  (locale: Locale): string =>
    fileNoteText(key, locale);

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** A byte-order mark was present (and is not part of `text`). */
  bom: boolean;
  /** Line of the first character outside ASCII (0 when there is none). */
  firstNonAsciiLine: number;
  /** Set when the encoding had to be guessed (no BOM, not UTF-8) or a character could not be read. */
  warnings: DecodeWarning[];
}

const REPLACEMENT = "\uFFFD";

/** 1-based line numbers of the first `max` matches of `re` in `text`: the first line, "3, 7, 12 …" and the count. */
function linesOf(text: string, re: RegExp, max = 5): { first: number; lines: string; count: number } {
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
  return { first: found[0] ?? 0, lines: found.join(", ") + (count > found.length ? " …" : ""), count };
}

function firstNonAscii(text: string): number {
  return linesOf(text, /[\u0080-\uFFFF]/, 1).first;
}

/**
 * Windows-1252 by hand: Node's TextDecoder (through Node 22) decodes "windows-1252" as ISO-8859-1, giving
 * C1 control characters for 0x80–0x9F where the WHATWG encoding has € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – —
 * ˜ ™ š › œ ž Ÿ. The five bytes without a character (0x81 0x8D 0x8F 0x90 0x9D) become "�" (U+FFFD), not WHATWG's
 * invisible C1 controls, so that a damaged name shows where it is damaged ("Dvo�ák", not "Dvoák"); they are warned about.
 */
const CP1252_HIGH =
  "\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFD\u017D\uFFFD\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFD\u017E\u0178";
function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
    );
    out += String.fromCharCode(...chunk);
  }
  return out;
}

const utf8Encoder = new TextEncoder();
/**
 * Whether a valid UTF-8 sequence in a file that is not all valid UTF-8 is a sign that the file is UTF-8 (step 4).
 * Windows-1252 text holds such sequences by accident where an accented capital (0xC0–0xDF) or à–ô (0xE0–0xF4) is
 * followed by a character from 0x80–0xBF: "Úž" is the bytes DA 9E, valid UTF-8 for an Arabic letter. Real UTF-8
 * read as Windows-1252 shows mojibake instead: its lead is "Ã" or "Â" ("é" → "Ã©"), or its continuation bytes
 * are symbols, punctuation or bytes without a character ("Ö" → "Ã–", "š" → "Å¡", "가" → "ê°€"). So a sequence
 * counts only when its Windows-1252 reading is such mojibake, not when it reads as letters in both encodings
 * ("ÉŠ"), and never when it decodes to a C1 control (U+0080–U+009F), which no text holds.
 */
function signOfUtf8(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (code <= 0x9f) return false;
  const shown = decodeWindows1252(utf8Encoder.encode(ch));
  return shown[0] === "\u00C3" || shown[0] === "\u00C2" || /[^\p{L}]/u.test(shown);
}

function decode(encoding: string, bytes: Uint8Array, fatal: boolean): string | undefined {
  try {
    const key = `${encoding}|${fatal}`;
    let decoder = decoders.get(key);
    if (!decoder) decoders.set(key, (decoder = new TextDecoder(encoding, { fatal, ignoreBOM: true })));
    return decoder.decode(bytes);
  } catch {
    return undefined; // invalid bytes (fatal) or an encoding this runtime lacks
  }
}

/** One decoder per encoding and strictness, made once (an archive decodes thousands of files). */
const decoders = new Map<string, TextDecoder>();

/** True when every byte is ASCII (below 0x80). */
function allAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 0x7f) return false;
  return true;
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
const JA =
  /[\u3000-\u30FF\u31F0-\u31FF\u3200-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF01-\uFF9F\uFFE0-\uFFE5\u0391-\u03C9\u0401-\u0451\u2010-\u2312\u2460-\u24FF\u2500-\u257F\u25A0-\u26FF\u00A7\u00A8\u00B0\u00B1\u00B4\u00B6\u00D7\u00F7]/u;
const KO =
  /[\uAC00-\uD7A3\u3131-\u318E\u3000-\u303F\u3200-\u33FF\u4E00-\u9FFF\uF900-\uFAFF\uFF01-\uFF5E\uFFE0-\uFFE6\u0391-\u03C9\u0401-\u0451\u2010-\u2312\u2460-\u24FF\u2500-\u257F\u25A0-\u26FF\u00A1-\u00FF\u0110-\u0167\u0131-\u0149\u014A\u014B\u0152\u0153]/u;

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
  for (let i = 0; i < chars.length;) {
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

/**
 * Characters a Western single-byte decoding gives that do not belong in a results file: C1 control
 * characters (bytes without a character) and symbols or punctuation other than the usual ones (a
 * Japanese name read as Windows-1252 becomes "‚¢ƒ…" runs; a Mac Roman accent read as Windows-1252
 * becomes "ä" → "ä" glyph soup). Used to choose between Windows-1252 and Mac Roman.
 */
const USUAL_SYMBOLS = new Set("«»°’‘“”–—…´¿¡ªº²³©®×½¼¾€£¥§\u00a0");
function latinOddities(text: string): number {
  let bad = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) continue;
    if ((code >= 0x80 && code <= 0x9f) || (code >= 0xe000 && code <= 0xf8ff)) bad++;
    else if (/[\p{P}\p{S}\p{C}]/u.test(ch) && !USUAL_SYMBOLS.has(ch)) bad++;
  }
  return bad;
}

function result(text: string, encoding: TextEncodingName, bom: boolean, warnings: DecodeWarning[] = []): DecodedText {
  return { text, encoding, bom, firstNonAsciiLine: firstNonAscii(text), warnings };
}

function withReplacementWarning(r: DecodedText, cause: FileNoteKey): DecodedText {
  if (!r.text.includes(REPLACEMENT)) return r;
  const { first, lines, count } = linesOf(r.text, /\uFFFD/);
  // `line` is the first line; the message lists the others when there are more.
  r.warnings.push(
    warning(first, /[,…]/.test(lines) ? "decodeReplacedLines" : "decodeReplaced", {
      count,
      encoding: ENCODING_LABELS[r.encoding],
      cause: words(cause),
      mark: REPLACEMENT,
      lines,
    }),
  );
  return r;
}

/** Decode the bytes of a text file (see the file comment for the order of decision). */
export function decodeBytes(input: Uint8Array | ArrayBuffer): DecodedText {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  // 1. Byte-order marks.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return withReplacementWarning(result(decode("utf-8", bytes.subarray(3), false)!, "utf-8", true), "causeBadUtf8");
  }
  for (const [b0, b1, enc] of [
    [0xff, 0xfe, "utf-16le"],
    [0xfe, 0xff, "utf-16be"],
  ] as const) {
    if (bytes[0] === b0 && bytes[1] === b1) {
      const body = bytes.subarray(2);
      return withReplacementWarning(
        result(decode(enc, body, false)!, enc, true),
        body.length % 2 === 1 ? "causeHalfChar" : "causeSurrogates",
      );
    }
  }

  // 2. UTF-16 without a mark.
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) {
    const what = words(utf16 === "utf-16le" ? "utf16le" : "utf16be");
    const text = decode(utf16, bytes, true) ?? decode(utf16, bytes, false)!;
    const r = result(text, utf16, false, [warning(1, "decodeUtf16", { what, encoding: ENCODING_LABELS[utf16] })]);
    return withReplacementWarning(r, "causeBadUtf16");
  }

  // 3. Plain ASCII (most results files), or valid UTF-8.
  if (allAscii(bytes))
    return { text: decode("utf-8", bytes, false)!, encoding: "ascii", bom: false, firstNonAsciiLine: 0, warnings: [] };
  const utf8 = decode("utf-8", bytes, true);
  if (utf8 !== undefined) return withReplacementWarning(result(utf8, "utf-8", false), "causeInFile");

  // 4. Mostly UTF-8, a few bad bytes.
  const lenient = decode("utf-8", bytes, false)!;
  let bad = 0;
  let multi = 0;
  for (const ch of lenient) {
    if (ch === REPLACEMENT) bad++;
    else if (ch.charCodeAt(0) >= 0x80 && signOfUtf8(ch)) multi++;
  }
  if (multi >= 2 * bad) return withReplacementWarning(result(lenient, "utf-8", false), "causeBadUtf8");

  // 5. Legacy East Asian encodings, strictly decoded and plausible.
  const fits: { encoding: "shift_jis" | "euc-kr"; text: string }[] = [];
  for (const [enc, script] of [
    ["shift_jis", JA],
    ["euc-kr", KO],
  ] as const) {
    const text = decode(enc, bytes, true);
    if (
      text !== undefined &&
      plausible(text, script, enc === "shift_jis") &&
      (enc !== "euc-kr" || mostlyKsX1001(bytes))
    )
      fits.push({ encoding: enc, text });
  }
  if (fits.length > 0) {
    const length = (t: string) => Array.from(t).length;
    fits.sort((a, b) => length(a.text) - length(b.text));
    const [best, other] = fits;
    const r = result(best.text, best.encoding, false);
    r.warnings.push(
      warning(r.firstNonAsciiLine || 1, other ? "decodeLegacyAlso" : "decodeLegacy", {
        encoding: ENCODING_LABELS[best.encoding],
        other: other ? ENCODING_LABELS[other.encoding] : "",
      }),
    );
    return r;
  }

  // 6. Western single-byte: Windows-1252, or Mac Roman when that reads with fewer odd characters.
  const cp1252 = decodeWindows1252(bytes);
  const mac = decode("macintosh", bytes, false);
  const macBetter = mac !== undefined && latinOddities(mac) < latinOddities(cp1252);
  const r = macBetter ? result(mac!, "macintosh", false) : result(cp1252, "windows-1252", false);
  const other = macBetter ? "Windows-1252" : "Mac Roman";
  r.warnings.push(warning(r.firstNonAsciiLine || 1, "decodeWestern", { encoding: ENCODING_LABELS[r.encoding], other }));
  if (/[\u0080-\u009F\uFFFD]/.test(r.text)) {
    const { first, lines } = linesOf(r.text, /[\u0080-\u009F\uFFFD]/);
    r.warnings.push(
      warning(first, /[,…]/.test(lines) ? "decodeNoCharacterLines" : "decodeNoCharacter", {
        encoding: ENCODING_LABELS[r.encoding],
        lines,
      }),
    );
  }
  return r;
}
