/**
 * Every printed table lines up by display width, whatever the names hold: combining accents, emoji with skin tones
 * and ZWJ sequences, Hangul and CJK, fullwidth and half-width katakana. The aligned table every list command prints
 * (standings, rate, rate-history: src/cli/text.ts alignedTable), and `standings` and `pair` end to end on a results
 * sheet of generated names, in each language.
 */
import fc from "fast-check";
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { alignedTable } from "../../src/cli/text";
import { RESULTS_TITLES, writeCsv } from "../../src/sheets";
import { runCli } from "../helpers/cli";

jest.setTimeout(120_000);

/** Whole characters of every kind the measure must get right (no precomposed twin of e + U+0301, no case pairs). */
const PIECES = ["a", "Z", "q", "e\u0301", "ß", "👍🏽", "👨\u200d👩\u200d👧", "김", "민", "金", "ｶﾞ", "ｱ", "Ｗ", "ø"];
/**
 * The oracle: each piece's width as a terminal shows it, written out here (not the code under test), and 1 for
 * printable ASCII. Lines measured by it hold only names, numbers and ASCII.
 */
const PIECE_WIDTH: [string, number][] = [
  ["👨\u200d👩\u200d👧", 2],
  ["👍🏽", 2],
  ["e\u0301", 1],
  ["ｶﾞ", 2],
  ["김", 2],
  ["민", 2],
  ["金", 2],
  ["Ｗ", 2],
  ["ｱ", 1],
  ["ß", 1],
  ["ø", 1],
];
function displayWidth(s: string): number {
  let w = 0;
  let i = 0;
  next: while (i < s.length) {
    for (const [piece, width] of PIECE_WIDTH) {
      if (s.startsWith(piece, i)) {
        w += width;
        i += piece.length;
        continue next;
      }
    }
    if (!/[\x20-\x7e]/.test(s[i])) throw new Error(`the oracle has no width for ${JSON.stringify(s[i])} in ${s}`);
    w += 1;
    i += 1;
  }
  return w;
}

const arbName = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 })
  .map((p) => p.join(""))
  .filter((n) => !/^\d/.test(n));
const arbNames = (min: number, max: number) => fc.uniqueArray(arbName, { minLength: min, maxLength: max });

/** The display column where `text` starts in `line`, searching from code unit `from`. */
function columnOf(line: string, text: string, from = 0): number {
  const i = line.indexOf(text, from);
  expect(i).toBeGreaterThanOrEqual(0);
  return displayWidth(line.slice(0, i));
}

/** Column starts from the rule line under the header ("----  ------  ---"). */
function ruleColumns(rule: string): { start: number; width: number }[] {
  return [...rule.matchAll(/-+/g)].map((m) => ({ start: m.index!, width: m[0].length }));
}

describe("alignedTable (standings, rate, rate-history)", () => {
  test("property: text columns start, number columns end, at the same display column on every line", () => {
    fc.assert(
      fc.property(
        arbNames(1, 8),
        fc.array(fc.integer({ min: 0, max: 99999 }), { minLength: 8, maxLength: 8 }),
        (names, numbers) => {
          const values = [
            ["#", "Player", "Country", "Rating"],
            ...names.map((n, i) => [i + 1, n, names[(i + 1) % names.length], numbers[i]]),
          ];
          const formats = values.map((r) => r.map(() => "General"));
          const lines = alignedTable(values, formats).trimEnd().split("\n");
          const cols = ruleColumns(lines[1]);
          lines.slice(2).forEach((line, r) => {
            const [, name, country] = values[r + 1] as [number, string, string, number];
            const nameAt = line.indexOf(name);
            expect(displayWidth(line.slice(0, nameAt))).toBe(cols[1].start);
            expect(columnOf(line, country, nameAt + name.length)).toBe(cols[2].start);
            // The rating is right-aligned: the line ends at the rule's end.
            expect(displayWidth(line)).toBe(cols[3].start + cols[3].width);
          });
        },
      ),
    );
  });
});

describe("end to end on generated names", () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-tables-"));
  });
  afterAll(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  /** Round 1 played by every pair of names: table i, names 2i and 2i+1, 40-24. */
  async function round1(names: string[]): Promise<string> {
    const rows: unknown[][] = [[...RESULTS_TITLES]];
    for (let i = 0; i + 1 < names.length; i += 2) rows.push([1, i / 2 + 1, names[i], 40, 24, names[i + 1], null]);
    const file = path.join(tmp, "r1.csv");
    await fs.writeFile(file, writeCsv(rows));
    return file;
  }

  test("property: standings' table lines up by the rule under its header (en, ko, ja)", async () => {
    await fc.assert(
      fc.asyncProperty(arbNames(4, 8), fc.constantFrom("en", "ko", "ja"), async (names, locale) => {
        const even = names.slice(0, names.length - (names.length % 2));
        await round1(even);
        const r = await runCli(["standings", "r1.csv", "--locale", locale], tmp);
        expect(r.code).toBe(0);
        const lines = r.out.trimEnd().split("\n").slice(2); // after the title and the blank line
        const cols = ruleColumns(lines[1]);
        for (const line of lines.slice(2)) {
          const name = even.filter((n) => line.includes(n)).sort((a, b) => b.length - a.length)[0];
          expect(displayWidth(line.slice(0, line.indexOf(name)))).toBe(cols[1].start);
          // The last column (games) is a number: every line ends where its rule ends.
          expect(displayWidth(line)).toBe(cols[cols.length - 1].start + cols[cols.length - 1].width);
        }
      }),
      { numRuns: 15 },
    );
  });

  test("property: pair's table puts Black and White at the same display column on every line (en, ko, ja)", async () => {
    await fc.assert(
      fc.asyncProperty(arbNames(4, 8), fc.constantFrom("en", "ko", "ja"), async (names, locale) => {
        const even = names.slice(0, names.length - (names.length % 2));
        await round1(even);
        const json = await runCli(["pair", "r1.csv", "--json"], tmp);
        expect(json.code).toBe(0);
        const pairs = JSON.parse(json.out) as { table: number; black: string; white: string }[];
        const r = await runCli(["pair", "r1.csv", "--locale", locale], tmp);
        expect(r.code).toBe(0);
        const lines = r.out.split("\n");
        // Line 0: the round's name; line 1: the titles; then one line per table, in table order.
        const starts = pairs.map((p, i) => {
          const line = lines[2 + i];
          const black = columnOf(line, `${p.black} (`);
          const blackEnd = line.indexOf(`${p.black} (`) + p.black.length;
          const white = columnOf(line, `${p.white} (`, line.indexOf(")", blackEnd) + 1);
          return [black, white];
        });
        for (const s of starts) expect(s).toEqual(starts[0]);
      }),
      { numRuns: 15 },
    );
  });
});
