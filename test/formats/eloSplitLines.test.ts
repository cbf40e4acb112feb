/**
 * The .ELO reader's lines (src/formats/elo/lines.ts splitLines): any of CR LF, LF and CR ends a line, and a file whose
 * endings are not all LF gets one note saying which it has. splitLines counts the endings in one pass and splits a
 * file of one kind of ending at it as plain text; these tests hold it to the rule itself, written out here the plain
 * way (one regular expression splits, the endings matched and counted), on hand-made texts and random ones, with the note it gives.
 */
import fc from "fast-check";
import type { FileNote } from "../../src/formats/notes";
import { splitLines } from "../../src/formats/elo/lines";

/** The rule: the lines and the kinds of endings (crlf, lf, cr), as the reader first wrote it. */
function byRule(body: string): { lines: string[]; crlf: number; lf: number; cr: number } {
  const crlf = (body.match(/\r\n/g) ?? []).length;
  const cr = (body.match(/\r(?!\n)/g) ?? []).length;
  const lf = (body.match(/\n/g) ?? []).length - crlf;
  return { lines: body.split(/\r\n|\r|\n/), crlf, lf, cr };
}

function read(body: string): { lines: string[]; notes: string[] } {
  const notes: FileNote[] = [];
  const lines = splitLines(body, notes);
  return { lines, notes: notes.map((n) => `${n.line} ${n.code} ${n.message}`) };
}

describe("splitLines", () => {
  test.each([
    ["LF only: no note", "a\nb\n", ["a", "b", ""], 0],
    ["CR LF only", "a\r\nb\r\n", ["a", "b", ""], 1],
    ["CR only (old Mac)", "a\rb\r", ["a", "b", ""], 1],
    ["mixed CR LF and LF", "a\r\nb\nc", ["a", "b", "c"], 1],
    ["CR then CR LF", "a\r\r\nb", ["a", "", "b"], 1],
    ["no ending at all", "a b", ["a b"], 0],
  ])("%s", (_label, body, lines, notes) => {
    const got = read(body);
    expect(got.lines).toEqual(lines);
    expect(got.lines).toEqual(byRule(body).lines);
    expect(got.notes).toHaveLength(notes);
  });

  test("the note names the kinds of endings the file has", () => {
    expect(read("a\r\nb\r\n").notes).toEqual(["1 line-endings line endings are CR LF (Windows); read as line ends"]);
    expect(read("a\r\nb\nc\rd").notes).toEqual([
      "1 line-endings line endings are mixed (CR LF (Windows), LF, CR (old Mac)); all were read as line ends",
    ]);
  });

  test("random texts of letters, spaces, CR and LF: the lines the rule gives, and a note exactly when it has CR", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", " ", "\r", "\n", "\r\n", "é"), { maxLength: 40 }), (parts) => {
        const body = parts.join("");
        const rule = byRule(body);
        const got = read(body);
        expect(got.lines).toEqual(rule.lines);
        const kinds = [rule.crlf > 0 && "CR LF (Windows)", rule.lf > 0 && "LF", rule.cr > 0 && "CR (old Mac)"].filter(
          (k) => k,
        );
        const want =
          kinds.length > 1
            ? [`1 line-endings line endings are mixed (${kinds.join(", ")}); all were read as line ends`]
            : rule.crlf > 0 || rule.cr > 0
              ? [`1 line-endings line endings are ${kinds[0]}; read as line ends`]
              : [];
        expect(got.notes).toEqual(want);
      }),
      { numRuns: 2000 },
    );
  });
});
