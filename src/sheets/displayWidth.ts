/**
 * How many columns a text takes in a terminal or a fixed-width font: the one measure of every printed table of the
 * command line (src/cli/text.ts, the pair table) and of the sheets' column widths (standings/render.ts).
 *
 * Not a hand-written table: a character's East Asian Width comes from the maintained `get-east-asian-width`
 * (Unicode's EastAsianWidth.txt, sindresorhus; the table `string-width` itself uses), and what the reader sees as
 * one character comes from Intl.Segmenter's grapheme clusters. Why not `string-width` itself: versions 5 on are
 * ESM-only with three dependencies (ansi stripping the tables never need), the CommonJS 4.x is frozen on Unicode 13
 * and counts a combining mark only in U+0300–U+036F; this is string-width 7's own method on its own width table.
 * (esbuild bundles the ESM package into the CommonJS command line; jest transpiles it: jest.config.js.)
 *
 * A cluster takes:
 *  - 0 when it is only marks, controls or default-ignorables (a lone U+0301, a zero-width joiner);
 *  - 2 when it is one emoji as Unicode recommends it (RGI_Emoji: 👍🏽 with its skin tone, a ZWJ family 👨‍👩‍👧);
 *  - else its first code point's width: 2 for wide and fullwidth (CJK, Hangul, fullwidth forms), 1 otherwise
 *    (ambiguous characters count 1, as terminals outside East Asian legacy settings show them); what follows in the
 *    cluster (e + U+0301, Hangul jamo, a variation selector) adds nothing, except half-width forms (ｶ + ﾞ, two
 *    half-width columns).
 */
import { eastAsianWidth } from "get-east-asian-width";

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What can make a cluster of more than one code point, or take no column. */
const JOINING =
  /[\p{M}\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u1160-\u11ff\ud7b0-\ud7ff\uff9e\uff9f\u{10000}-\u{10ffff}]/u;
const ZERO_WIDTH = /^(?:\p{Default_Ignorable_Code_Point}|\p{Control}|\p{Mark}|\p{Surrogate})+$/u;
/*
 * The emoji pattern and the segmenter are made when a text first needs them (a cluster of more than one code point):
 * making them took about 50 ms (the `v` pattern 30, Intl.Segmenter 20) at every start of the command line, and most
 * runs print only names in ASCII, Hangul or kanji, which never need them.
 */
let emoji: RegExp | undefined;
/** One RGI emoji (the `v` flag's property of strings; hosts without it fall back to pictographs with their marks). */
function emojiPattern(): RegExp {
  if (emoji) return emoji;
  try {
    emoji = new RegExp("^\\p{RGI_Emoji}$", "v");
  } catch {
    emoji = /^\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*$/u;
  }
  return emoji;
}

let segmenter: Intl.Segmenter | null | undefined;

/** The clusters of `s` (code points where Intl.Segmenter is missing). */
function clusters(s: string): Iterable<string> {
  segmenter ??= typeof Intl !== "undefined" && typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;
  if (!segmenter) return Array.from(s);
  return Array.from(segmenter.segment(s), (x) => x.segment);
}

/** Columns one grapheme cluster takes. */
function clusterWidth(cluster: string): number {
  if (ZERO_WIDTH.test(cluster)) return 0;
  if (emojiPattern().test(cluster)) return 2;
  let width = 0;
  let first = true;
  for (const ch of cluster) {
    const cp = ch.codePointAt(0)!;
    // The first code point, and the half-width forms after it (ｶﾞ: the voiced mark is one more column).
    if (first || (cp >= 0xff00 && cp <= 0xffef)) width += eastAsianWidth(cp);
    first = false;
  }
  return width;
}

/** Columns `s` takes when printed (see the comment above). */
export function displayWidth(s: string): number {
  if (PRINTABLE_ASCII.test(s)) return s.length;
  // Nothing that joins characters into one (marks, joiners and selectors, controls, conjoining jamo, astral
  // characters such as emoji and flags): each code point is a cluster of its own, measured without the segmenter
  // (a name in Hangul or kanji, 60 times faster).
  if (!JOINING.test(s)) {
    let w = 0;
    for (const ch of s) w += eastAsianWidth(ch.codePointAt(0)!);
    return w;
  }
  let w = 0;
  for (const c of clusters(s)) w += clusterWidth(c);
  return w;
}
