/**
 * The sheet reader decodes a part piece by piece (src/xlsx/sheetReader.ts Utf8Pieces): however the bytes are cut, the
 * text is the text of the whole part decoded at once, malformed bytes included (U+FFFD where the decoder puts it).
 */
import fc from "fast-check";
import { Utf8Pieces } from "../../src/xlsx/sheetReader";

/** Bytes of real text (any code point: CJK, emoji, accents), with stray bytes mixed in. */
const bytes = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 8 }).map((s) => [...new TextEncoder().encode(s)]),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => new Uint8Array(parts.flat()));

function inPieces(all: Uint8Array, cuts: number[]): string {
  const d = new Utf8Pieces();
  const at = [...new Set(cuts.map((c) => c % (all.length + 1)))].sort((a, b) => a - b);
  let text = "";
  let from = 0;
  for (const c of [...at, all.length]) {
    text += d.decode(all.subarray(from, c));
    from = c;
  }
  return text + d.end();
}

describe("Utf8Pieces", () => {
  it("gives the whole part's text wherever the pieces are cut", () => {
    fc.assert(
      fc.property(bytes, fc.array(fc.nat(), { maxLength: 6 }), (all, cuts) => {
        expect(inPieces(all, cuts)).toBe(new TextDecoder("utf-8").decode(all));
      }),
    );
  });

  it("keeps a character cut between two pieces whole (Korean, Japanese, an emoji)", () => {
    const all = new TextEncoder().encode("김민준 山田太郎 🀄");
    for (let cut = 0; cut <= all.length; cut++) expect(inPieces(all, [cut])).toBe("김민준 山田太郎 🀄");
  });

  it("ends a part cut inside a character with U+FFFD, as a streaming decoder does", () => {
    const d = new Utf8Pieces();
    expect(d.decode(new Uint8Array([0x41, 0xe5, 0xb1]))).toBe("A");
    expect(d.end()).toBe("\ufffd");
  });
});
