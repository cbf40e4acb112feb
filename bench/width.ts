/**
 * Display width (src/sheets/displayWidth.ts) over 100,000 names of each kind: what every printed table measures
 * per cell (alignedTable, the pair table) and the sheets' column widths. ASCII returns its length; Hangul and kanji
 * go code point by code point through get-east-asian-width; names with marks, emoji or joiners through
 * Intl.Segmenter's grapheme clusters (the slow path). Median of 5 runs.
 */
import { displayWidth } from "../src/sheets/displayWidth";
import { alignedTable } from "../src/cli/text";
import { ms, timeRuns } from "./stats";

const N = 100_000;
const KINDS: [string, (i: number) => string][] = [
  ["ASCII (VAN DEN BIGGELAAR Nicky)", (i) => `VAN DEN BIGGELAAR Nicky ${i}`],
  ["Hangul and kanji (김민준, 山田 太郎)", (i) => (i % 2 ? `김민준 ${i}` : `山田 太郎 ${i}`)],
  ["combining accents and emoji (Rene\u0301e 👍🏽)", (i) => `Rene\u0301e 👍🏽 ${i}`],
];

export function benchWidth(): string[] {
  const lines = [
    "### Display width (100,000 names of each kind)",
    "",
    "| names | displayWidth | aligned table (4 columns) |",
    "|---|---|---|",
  ];
  for (const [label, make] of KINDS) {
    const names = Array.from({ length: N }, (_, i) => make(i));
    const width = timeRuns(5, () => names.reduce((s, n) => s + displayWidth(n), 0));
    const values = [["#", "Player", "Country", "Rating"], ...names.map((n, i) => [i + 1, n, "KOR", 1500 + (i % 700)])];
    const formats = values.map((r) => r.map(() => "General"));
    const table = timeRuns(5, () => alignedTable(values, formats));
    lines.push(`| ${label} | ${ms(width.median)} | ${ms(table.median)} |`);
  }
  lines.push("");
  return lines;
}
