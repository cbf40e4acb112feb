/**
 * Display width (src/sheets/displayWidth.ts): what a terminal shows, by Unicode's East Asian Width and grapheme
 * clusters. The cases the hand-written ranges got wrong (a combining accent counted as a column, an emoji as one),
 * and the ones they got right.
 */
import fc from "fast-check";
import { displayWidth } from "../../src/sheets/displayWidth";

describe("displayWidth", () => {
  test.each([
    ["ASCII", "Nicky", 5],
    ["a combining accent adds nothing (e + U+0301)", "Rene\u0301e", 5],
    ["precomposed, the same", "Renée", 5],
    ["a lone combining mark", "\u0301", 0],
    ["an emoji with a skin tone is one wide character", "👍🏽", 2],
    ["a ZWJ family is one wide character", "👨\u200d👩\u200d👧", 2],
    ["a flag", "🇰🇷", 2],
    ["an emoji of the basic plane shown as emoji", "⌚", 2],
    ["a text symbol made emoji by U+FE0F", "\u2600\ufe0f", 2],
    ["the same symbol as text", "\u2600", 1],
    ["Hangul syllables are wide", "김민준", 6],
    ["Hangul from conjoining jamo is one wide character", "\u1100\u1161", 2],
    ["CJK ideographs are wide", "山田太郎", 8],
    ["fullwidth Latin is wide", "ＡＢ", 4],
    ["half-width katakana is narrow", "ﾔﾏﾀﾞ", 4],
    ["a zero-width joiner alone, a BOM", "\u200d\ufeff", 0],
    ["mixed", "KIM 김민준 (3)", 14],
  ])("%s", (_, text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  test("property: the width of a concatenation of whole characters is the sum of their widths", () => {
    const pieces = ["a", "Z", "e\u0301", "ß", "👍🏽", "👨\u200d👩\u200d👧", "김", "金", "ｶﾞ", "ｱ", "Ｗ", " "];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        expect(displayWidth(parts.join(""))).toBe(parts.reduce((s, p) => s + displayWidth(p), 0));
      }),
    );
  });
});
