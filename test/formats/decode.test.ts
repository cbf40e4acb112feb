/**
 * src/formats/decode.ts: bytes of a CSV / .ELO → text, the encoding and a warning for every guess or
 * lost character. The byte fixtures are written by encoders built from TextDecoder itself (every
 * byte or byte pair decoded once, the table inverted), so each test states a text and checks that
 * its bytes in a given encoding come back as that text.
 */
import fc from "fast-check";
import { decodeText } from "../../src/formats/decode";

/** An encoder for a WHATWG single/double-byte encoding, by inverting its decoder. */
function encoderFor(encoding: string, doubleByteLeads: (b: number) => boolean): (text: string) => Uint8Array {
  const map = new Map<string, number[]>();
  const dec = new TextDecoder(encoding);
  for (let b = 0; b < 256; b++) {
    if (doubleByteLeads(b)) continue;
    const ch = dec.decode(Uint8Array.of(b));
    if (ch.length === 1 && ch !== "\uFFFD" && !map.has(ch)) map.set(ch, [b]);
  }
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    if (!doubleByteLeads(lead)) continue;
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = dec.decode(Uint8Array.of(lead, trail));
      if (Array.from(ch).length === 1 && ch !== "\uFFFD" && !map.has(ch)) map.set(ch, [lead, trail]);
    }
  }
  return (text) => {
    const out: number[] = [];
    for (const ch of text) {
      const b = map.get(ch);
      if (!b) throw new Error(`${encoding} cannot encode ${ch}`);
      out.push(...b);
    }
    return Uint8Array.from(out);
  };
}
const sjis = encoderFor("shift_jis", (b) => (b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xfc));
const euckr = encoderFor("euc-kr", (b) => b >= 0x81 && b <= 0xfe);
/** Windows-1252 from the WHATWG index (Node's own TextDecoder reads 0x80–0x9F as ISO-8859-1). */
const CP1252: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89, "Š": 0x8a, "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e,
  "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b, "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
};
const cp1252 = (text: string) =>
  Uint8Array.from(Array.from(text, (ch) => {
    const c = ch.charCodeAt(0);
    if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) return c;
    if (CP1252[ch] === undefined) throw new Error(`windows-1252 cannot encode ${ch}`);
    return CP1252[ch];
  }));
const utf8 = (s: string) => new TextEncoder().encode(s);
const utf16 = (s: string, endian: "le" | "be") => {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[2 * i + (endian === "le" ? 0 : 1)] = c & 0xff;
    out[2 * i + (endian === "le" ? 1 : 0)] = c >> 8;
  }
  return out;
};
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

const GERMAN = "Round,Black,Black discs,White discs,White\r\n1,Müller,33,31,Renée Dupont\r\n2,Björn Öst,40,24,François SSler\r\n";
const JAPANESE = "回戦,黒,黒石数,白石数,白\r\n1,佐藤,40,24,鈴木\r\n2,やまだ　たろう,30,34,タナカ\r\n";
const KOREAN = "라운드,흑,흑 돌수,백 돌수,백\r\n1,김민수,40,24,이준\r\n2,박지성,30,34,최영\r\n";

describe("the encoding of a results file", () => {
  test("a Windows-1252 / Latin-1 file (\"Müller\") is read as Windows-1252, not as Shift_JIS", () => {
    // Each accented letter + the next letter is also a valid Shift_JIS pair ("Mü" "ll" → kanji): the
    // old reader took the Shift_JIS reading because the English header still decoded.
    expect(() => new TextDecoder("shift_jis", { fatal: true }).decode(cp1252("Renée,Björn"))).not.toThrow();
    expect(decodeText(cp1252(GERMAN))).toEqual({ text: GERMAN, encoding: "windows-1252", warnings: [] });
  });

  test("Excel's Japanese (Shift_JIS) and Korean (EUC-KR) CSV", () => {
    expect(decodeText(sjis(JAPANESE))).toEqual({ text: JAPANESE, encoding: "Shift_JIS", warnings: [] });
    expect(decodeText(euckr(KOREAN))).toEqual({ text: KOREAN, encoding: "EUC-KR", warnings: [] });
  });

  test("byte-order marks: UTF-8, UTF-16 LE and BE (the mark is removed)", () => {
    expect(decodeText(cat(Uint8Array.of(0xef, 0xbb, 0xbf), utf8(KOREAN)))).toEqual({ text: KOREAN, encoding: "UTF-8", warnings: [] });
    expect(decodeText(cat(Uint8Array.of(0xff, 0xfe), utf16(GERMAN, "le")))).toEqual({ text: GERMAN, encoding: "UTF-16LE", warnings: [] });
    expect(decodeText(cat(Uint8Array.of(0xfe, 0xff), utf16(JAPANESE, "be")))).toEqual({ text: JAPANESE, encoding: "UTF-16BE", warnings: [] });
    expect(decodeText(utf8(JAPANESE))).toEqual({ text: JAPANESE, encoding: "UTF-8", warnings: [] });
  });

  test("UTF-16 without a byte-order mark is read as such, and the warning names the encoding", () => {
    const le = decodeText(utf16(GERMAN, "le"));
    expect([le.text, le.encoding]).toEqual([GERMAN, "UTF-16LE"]);
    expect(le.warnings).toEqual([
      'The file has no byte-order mark, but every second byte is 0, as in UTF-16 LE (little-endian, Excel\'s "Unicode Text"): read as UTF-16LE. Save the file as "CSV UTF-8" (Excel: File › Save As) to avoid the guess.',
    ]);
    const be = decodeText(utf16(KOREAN, "be"));
    expect([be.text, be.encoding]).toEqual([KOREAN, "UTF-16BE"]);
    expect(be.warnings[0]).toContain("as in UTF-16 BE (big-endian)");
  });

  test("a UTF-8 file with one stray Latin-1 byte: UTF-8, and a warning for the replaced character with its line", () => {
    const bytes = cat(utf8("Round,Black,Black discs,White discs,White\n1,Jürgen,33,31,Ærø\n"), utf8("2,Andr"), Uint8Array.of(0xe9), utf8(",40,24,Ødegård\n"));
    const d = decodeText(bytes);
    expect(d.encoding).toBe("UTF-8");
    expect(d.text.split("\n")[2]).toBe("2,Andr\uFFFD,40,24,Ødegård");
    expect(d.warnings).toEqual([
      '1 character(s) could not be read as UTF-8 (bytes that are not valid UTF-8) and show as "\uFFFD" (line 3). Check the names on that line; save the file as "CSV UTF-8" (Excel: File › Save As) to avoid the guess.',
    ]);
  });

  test("a replacement character is warned about whatever the encoding (here: already in a UTF-8 file)", () => {
    const d = decodeText(utf8("Round,Black\n1,A\n2,M\uFFFDller\n"));
    expect(d.encoding).toBe("UTF-8");
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toContain("(line 3)");
  });

  test("bytes with no character in Windows-1252 are warned about", () => {
    const d = decodeText(cat(cp1252("Round,Black\n1,Dvo"), Uint8Array.of(0x9d), cp1252("ák\n")));
    expect(d.encoding).toBe("windows-1252");
    expect(d.warnings[0]).toMatch(/^The file is not UTF-8 and was read as Windows-1252 \(Western European\), but it holds bytes that have no character there \(line 2\)/);
  });

  test("Windows-1252's own letters in 0x80–0x9F (Š, Ž, Œ, €) are read as such", () => {
    expect(decodeText(cp1252("Round,Black\n1,Šimůnek\n2,Žižek Œuvre €\n".replace("ů", "u"))).text).toBe("Round,Black\n1,Šimunek\n2,Žižek Œuvre €\n");
  });

  test("property: Western names in Windows-1252 come back exactly", () => {
    const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
    const accented = "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝßŠšŽžŒœ".split("");
    const name = fc
      .tuple(fc.constantFrom(...letters), fc.array(fc.constantFrom(...letters, ...letters, ...accented), { minLength: 2, maxLength: 10 }))
      .map(([a, rest]) => a + rest.join(""));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, name, fc.integer({ min: 0, max: 64 })), { minLength: 1, maxLength: 12 }), fc.constantFrom(...accented), (games, accent) => {
        const text = ["Round,Black,Black discs,White discs,White", ...games.map(([b, w, d], i) => `${i + 1},${b}${accent},${d},${64 - d},${w}`)].join("\r\n") + "\r\n";
        const out = decodeText(cp1252(text));
        expect(out).toEqual({ text, encoding: "windows-1252", warnings: [] });
      }),
      { numRuns: 300 },
    );
  });

  test("property: Japanese names in Shift_JIS and Korean names in EUC-KR come back exactly", () => {
    const kana = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテト".split("");
    const kanji = "佐藤鈴木高橋田中伊渡辺山本中村小林加松井清水森池田橋本石川山口吉村".split("");
    const hangul = "김이박최정강조윤장임한오서신권황안송류홍민수지성영준현우진호".split("");
    const names = (chars: string[]) => fc.array(fc.constantFrom(...chars), { minLength: 2, maxLength: 6 }).map((a) => a.join(""));
    const csv = (rows: [string, string, number][]) =>
      ["Round,Black,Black discs,White discs,White", ...rows.map(([b, w, d], i) => `${i + 1},${b},${d},${64 - d},${w}`)].join("\r\n") + "\r\n";
    const row = (n: fc.Arbitrary<string>) => fc.tuple(n, n, fc.integer({ min: 0, max: 64 }));
    fc.assert(
      fc.property(fc.array(row(names([...kana, ...kanji])), { minLength: 1, maxLength: 10 }), (rows) => {
        const text = csv(rows);
        const out = decodeText(sjis(text));
        expect([out.text, out.encoding]).toEqual([text, "Shift_JIS"]);
        for (const w of out.warnings) expect(w).toMatch(/^The file is not UTF-8; read as Shift_JIS, though it would also read as EUC-KR\./);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.array(row(names(hangul)), { minLength: 1, maxLength: 10 }), (rows) => {
        const text = csv(rows);
        const out = decodeText(euckr(text));
        expect([out.text, out.encoding]).toEqual([text, "EUC-KR"]);
        // A short Korean file may also read as (implausible) Shift_JIS: then, and only then, a note says so.
        for (const w of out.warnings) expect(w).toMatch(/^The file is not UTF-8; read as EUC-KR, though it would also read as Shift_JIS\./);
      }),
      { numRuns: 200 },
    );
  });
});
