/**
 * Bytes of a text file → text, telling which encoding was used and warning when the choice is not
 * certain. Pure (TextDecoder only: Node 20 with full ICU and every browser have shift_jis,
 * windows-1252 and macintosh), so the command line and the task pane decode a file the same way.
 *
 * Order of decision:
 * 1. A byte-order mark: UTF-8, UTF-16 LE or BE (certain).
 * 2. No BOM but a NUL in every other byte: UTF-16 without a BOM (warned: name the encoding).
 * 3. Valid UTF-8 (checked with a fatal decoder): "ascii" when every byte is below 0x80, else "utf-8".
 * 4. Otherwise a legacy single- or double-byte encoding. Each candidate (Shift_JIS, Windows-1252 —
 *    a superset of Latin-1 —, Mac Roman) decodes the bytes and is charged one point per character
 *    that does not belong in a name or a results file (see `implausible`); the cheapest wins, ties
 *    going to Windows-1252, then Shift_JIS. Shift_JIS must also decode without an invalid sequence.
 *
 * Why hand-written: the detectors on npm were tried on real results files (a few accented or
 * Japanese names among kilobytes of ASCII) and were wrong on them: chardet calls Shift_JIS files
 * windows-1252, jschardet calls Latin-1 and Shift_JIS files cp437, and encoding-japanese calls
 * Latin-1 files SJIS. The rule below is explained in a few lines and tested on both kinds.
 */

export type TextEncodingName = "ascii" | "utf-8" | "utf-16le" | "utf-16be" | "shift_jis" | "windows-1252" | "macintosh";

/** Names for messages. */
export const ENCODING_LABELS: Record<TextEncodingName, string> = {
  ascii: "ASCII",
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
  shift_jis: "Shift_JIS",
  "windows-1252": "Windows-1252 (Latin-1)",
  macintosh: "Mac Roman",
};

export interface DecodeWarning {
  /** 1-based line of the text where the point shows (the first such line). */
  line: number;
  message: string;
}

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** A byte-order mark was present (and is not part of `text`). */
  bom: boolean;
  /** Line of the first character outside ASCII (0 when there is none). */
  firstNonAsciiLine: number;
  /** Set when the encoding had to be guessed (no BOM, not UTF-8) or looks doubtful. */
  warnings: DecodeWarning[];
}

function decodeWith(encoding: string, bytes: Uint8Array, fatal = false): string | null {
  try {
    return new TextDecoder(encoding, { fatal }).decode(bytes);
  } catch {
    return null; // invalid sequence (fatal) or an encoding this runtime does not have
  }
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}

function firstNonAscii(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return lineOf(text, i);
  return 0;
}

const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff60\uffe0-\uffe6]/;
const HALFWIDTH_KANA = /[\uff61-\uff9f]/;
const ASCII_LETTER = /[A-Za-z]/;
/** Non-ASCII punctuation and symbols that do occur in names and results files. */
const USUAL_SYMBOLS = new Set("«»°·’‘“”–—…´¿¡ªº²³©®×½¼¾€£¥§\u00a0");

/**
 * How many characters of `text` (decoded as `enc`) would not be there in a real file:
 * - any encoding: C1 control characters (U+0080–U+009F) and private-use characters;
 * - Latin encodings: non-ASCII symbols and punctuation other than the usual ones (a Japanese
 *   name read as Windows-1252 becomes "‚¢ƒ…" runs);
 * - Shift_JIS: a Japanese character squeezed between two ASCII letters ("Müller" read as
 *   Shift_JIS gives "M" + a kanji + "ller"), and a lone half-width katakana next to an ASCII
 *   letter (Latin-1 "Å", "Ö" are half-width katakana in Shift_JIS).
 */
export function implausible(text: string, enc: "shift_jis" | "windows-1252" | "macintosh"): number {
  let bad = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = ch.charCodeAt(0);
    if (code < 0x80) continue;
    if ((code >= 0x80 && code <= 0x9f) || (code >= 0xe000 && code <= 0xf8ff)) {
      bad++;
      continue;
    }
    if (enc === "shift_jis") {
      if (!JAPANESE.test(ch) && !HALFWIDTH_KANA.test(ch)) continue;
      // The run of non-ASCII characters around i.
      let a = i;
      while (a > 0 && text.charCodeAt(a - 1) > 0x7f) a--;
      let b = i;
      while (b + 1 < text.length && text.charCodeAt(b + 1) > 0x7f) b++;
      const before = a > 0 ? text[a - 1] : "";
      const after = b + 1 < text.length ? text[b + 1] : "";
      const betweenLetters = ASCII_LETTER.test(before) && ASCII_LETTER.test(after);
      const loneKana = HALFWIDTH_KANA.test(ch) && a === b && (ASCII_LETTER.test(before) || ASCII_LETTER.test(after));
      if (betweenLetters || loneKana) bad++;
    } else if (/[\p{P}\p{S}\p{C}]/u.test(ch) && !USUAL_SYMBOLS.has(ch)) {
      bad++;
    }
  }
  return bad;
}

/** Decode the bytes of a text file (see the file comment for the order of decision). */
export function decodeBytes(input: Uint8Array | ArrayBuffer): DecodedText {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const done = (text: string, encoding: TextEncodingName, bom: boolean, warnings: DecodeWarning[] = []): DecodedText => ({
    text,
    encoding,
    bom,
    firstNonAsciiLine: firstNonAscii(text),
    warnings,
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return done(decodeWith("utf-8", bytes.subarray(3)) ?? "", "utf-8", true);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return done(decodeWith("utf-16le", bytes.subarray(2)) ?? "", "utf-16le", true);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return done(decodeWith("utf-16be", bytes.subarray(2)) ?? "", "utf-16be", true);

  // UTF-16 without a BOM: text of mostly ASCII has a NUL in every other byte.
  if (bytes.length >= 4) {
    let evenNul = 0;
    let oddNul = 0;
    const n = Math.min(bytes.length, 4096) & ~1;
    for (let i = 0; i < n; i += 2) {
      if (bytes[i] === 0) evenNul++;
      if (bytes[i + 1] === 0) oddNul++;
    }
    const half = n / 2;
    if (oddNul >= 0.4 * half && evenNul === 0) {
      return done(decodeWith("utf-16le", bytes) ?? "", "utf-16le", false, [
        { line: 1, message: "the file is UTF-16 LE without a byte-order mark; read as UTF-16 LE" },
      ]);
    }
    if (evenNul >= 0.4 * half && oddNul === 0) {
      return done(decodeWith("utf-16be", bytes) ?? "", "utf-16be", false, [
        { line: 1, message: "the file is UTF-16 BE without a byte-order mark; read as UTF-16 BE" },
      ]);
    }
  }

  const utf8 = decodeWith("utf-8", bytes, true);
  if (utf8 !== null) return done(utf8, bytes.some((b) => b > 0x7f) ? "utf-8" : "ascii", false);

  const candidates: Array<{ enc: "windows-1252" | "shift_jis" | "macintosh"; text: string; bad: number }> = [];
  for (const enc of ["windows-1252", "shift_jis", "macintosh"] as const) {
    const text = decodeWith(enc, bytes, enc === "shift_jis");
    if (text !== null) candidates.push({ enc, text, bad: implausible(text, enc) });
  }
  // Stable sort: on a tie the order above decides (Windows-1252, then Shift_JIS).
  candidates.sort((a, b) => a.bad - b.bad);
  const best = candidates[0] ?? { enc: "windows-1252" as const, text: decodeWith("latin1", bytes) ?? "", bad: 0 };
  const first = firstNonAscii(best.text);
  const worse = candidates.slice(1).filter((c) => c.bad > best.bad).map((c) => ENCODING_LABELS[c.enc]);
  const asGood = candidates.slice(1).filter((c) => c.bad === best.bad).map((c) => ENCODING_LABELS[c.enc]);
  const why = [
    worse.length > 0 ? `as ${worse.join(" or ")} it would show characters that do not belong in names` : "",
    asGood.length > 0 ? `it reads as well as ${asGood.join(" or ")}` : "",
  ].filter((x) => x);
  const warnings: DecodeWarning[] = [
    {
      line: first || 1,
      message: `the file is not UTF-8; read as ${ENCODING_LABELS[best.enc]}${why.length > 0 ? ` (${why.join("; ")})` : ""}. Check the names on this line; save the file as UTF-8 to be sure`,
    },
  ];
  if (best.bad > 0) {
    warnings.push({
      line: first || 1,
      message: `${best.bad} character(s) still look wrong in ${ENCODING_LABELS[best.enc]}: the encoding could not be told for sure. Save the file as UTF-8 and import it again`,
    });
  }
  return done(best.text, best.enc, false, warnings);
}
