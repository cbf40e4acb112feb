/**
 * readGameAt (src/formats/elo/lines.ts) reads a game of a game line as GAME_AT does, without its match array: it reads
 * plain lines itself and leaves the rest to GAME_AT. These tests hold it to GAME_AT: on hand-written lines of every
 * shape the reader meets, on random lines of the characters that matter (ids, spaces of every kind, parentheses,
 * result signs, comment signs, non-ASCII letters and spaces), and on every game line of part of the real archive.
 */
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { decodeBytes } from "../../src/formats/decode";
import { GAME_AT, readGameAt, type GameAt } from "../../src/formats/elo/lines";
import { ARCHIVE, archiveFiles } from "../helpers/fixtures";

/** What GAME_AT gives at `pos`, in readGameAt's terms (null: no game). */
function byRegex(s: string, pos: number): GameAt | null {
  GAME_AT.lastIndex = pos;
  const m = GAME_AT.exec(s);
  if (!m) return null;
  return { black: m[1], blackDiscs: m[2], sign: m[3], whiteDiscs: m[4], white: m[5], end: GAME_AT.lastIndex };
}

function byScanner(s: string, pos: number): GameAt | null {
  const out: GameAt = { black: "", blackDiscs: undefined, sign: "", whiteDiscs: undefined, white: "", end: 0 };
  return readGameAt(s, pos, out) ? out : null;
}

describe("readGameAt", () => {
  test.each([
    ["12345 (40) > (24) 23456", { black: "12345", blackDiscs: "40", sign: ">", whiteDiscs: "24", white: "23456" }],
    ["12345(32)=(32)23456 B", { black: "12345", blackDiscs: "32", sign: "=", whiteDiscs: "32", white: "23456" }],
    ["+3095 ( 12 ) <\t( 52 ) 411", { black: "+3095", blackDiscs: "12", sign: "<", whiteDiscs: "52", white: "411" }],
    ["3095 < 411 %no discs", { black: "3095", blackDiscs: undefined, sign: "<", whiteDiscs: undefined, white: "411" }],
    ["3095 (40) > 411", { black: "3095", blackDiscs: "40", sign: ">", whiteDiscs: undefined, white: "411" }],
    ["?????? (0) < (64) 411", { black: "??????", blackDiscs: "0", sign: "<", whiteDiscs: "64", white: "411" }],
    ["3095 (  ) > (x y) 411", { black: "3095", blackDiscs: "", sign: ">", whiteDiscs: "x y", white: "411" }],
    // Not plain: left to GAME_AT, which must give the same.
    [
      "3095\u3000(40)\u00a0>\u00a0(24) 411",
      { black: "3095", blackDiscs: "40", sign: ">", whiteDiscs: "24", white: "411" },
    ],
    ["Müller (40) > (24) Čapek", { black: "Müller", blackDiscs: "40", sign: ">", whiteDiscs: "24", white: "Čapek" }],
  ])("%s", (line, want) => {
    const got = byScanner(line, 0);
    expect(got).toEqual({ ...want, end: byRegex(line, 0)!.end });
    expect(got).toEqual(byRegex(line, 0));
  });

  test.each([
    "3095 (40) > (24)",
    "3095 (40 > (24) 411",
    "(40) > (24) 411",
    "3095 40 > 24 411",
    "3095 >",
    "",
    "% 1 > 2",
  ])("no game in %j, as GAME_AT", (line) => {
    expect(byRegex(line, 0)).toBeNull();
    expect(byScanner(line, 0)).toBeNull();
  });

  test("a game read from the middle of a line (the second game of a line), as GAME_AT", () => {
    const line = "1 (40) > (24) 2 B 3 (10) < (54) 4";
    expect(byScanner(line, 18)).toEqual(byRegex(line, 18));
    expect(byScanner(line, 18)!.black).toBe("3");
  });

  test("random lines of the characters that matter: the same game, or none, as GAME_AT, from any position", () => {
    const chars = fc.constantFrom(
      ..."0123456789?+-AbW()<>=%,;#. \t\r\n\v\f".split(""),
      "\u00a0",
      "\u3000",
      "\u2028",
      "é",
      "김",
      "\ufeff",
      "\u0000",
      "\u007f",
    );
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 30 }), fc.nat(), (cs, k) => {
        const s = cs.join("");
        const pos = s.length === 0 ? 0 : k % (s.length + 1);
        expect(byScanner(s, pos)).toEqual(byRegex(s, pos));
      }),
      { numRuns: 20000 },
    );
  });

  test("random games of plain and unusual pieces: the same game as GAME_AT", () => {
    const id = fc.oneof(fc.stringMatching(/^[+]?[0-9?]{1,6}$/), fc.constantFrom("Müller", "김", "a\u00a0b", "x(y"));
    const space = fc.constantFrom("", " ", "  ", "\t", "\u00a0", "\u3000", "\r");
    const discs = fc.oneof(
      fc.constant(undefined),
      fc.stringMatching(/^ ?[0-9]{1,2} ?$/),
      fc.constantFrom("", " ", "3 3", "é", "(1", "1)"),
    );
    fc.assert(
      fc.property(
        fc.tuple(id, space, discs, space, fc.constantFrom("<", ">", "=", "≥"), space, discs, space, id, fc.string()),
        ([b, s1, d1, s2, sign, s3, d2, s4, w, tail]) => {
          const line = `${b}${s1}${d1 === undefined ? "" : `(${d1})`}${s2}${sign}${s3}${d2 === undefined ? "" : `(${d2})`}${s4}${w}${tail}`;
          expect(byScanner(line, 0)).toEqual(byRegex(line, 0));
        },
      ),
      { numRuns: 20000 },
    );
  });

  test("every line of every 7th file of the real archive, from its first character: the same as GAME_AT", () => {
    let games = 0;
    for (const rel of archiveFiles().filter((_, i) => i % 7 === 0)) {
      const text = decodeBytes(fs.readFileSync(path.join(ARCHIVE, rel))).text;
      for (const raw of text.split(/\r\n|\r|\n/)) {
        const line = raw.trim();
        const want = byRegex(line, 0);
        expect([rel, line, byScanner(line, 0)]).toEqual([rel, line, want]);
        if (want) games++;
      }
    }
    // Every 7th of the archive's 3,909 files holds tens of thousands of games: the scanner met real lines.
    expect(games).toBeGreaterThan(20000);
  });
});
