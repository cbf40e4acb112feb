/**
 * src/formats/decode.ts: bytes of a CSV / .ELO / JSON → text, the encoding and a warning (with its
 * line) for every guess or lost character. The byte fixtures are written by encoders built from TextDecoder itself (every
 * byte or byte pair decoded once, the table inverted), so each test states a text and checks that
 * its bytes in a given encoding come back as that text.
 */
import fc from "fast-check";
import { decodeBytes, type DecodedText } from "../../src/formats/decode";
import { readTournamentBytes } from "../../src/formats/load";

/** The decoding without the bookkeeping fields: text, encoding and the warnings' messages. */
const decodeText = (bytes: Uint8Array) => {
  const d: DecodedText = decodeBytes(bytes);
  return { text: d.text, encoding: d.encoding, warnings: d.warnings.map((w) => w.message) };
};

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
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const cp1252 = (text: string) =>
  Uint8Array.from(
    Array.from(text, (ch) => {
      const c = ch.charCodeAt(0);
      if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) return c;
      if (CP1252[ch] === undefined) throw new Error(`windows-1252 cannot encode ${ch}`);
      return CP1252[ch];
    }),
  );
const utf8 = (s: string) => new TextEncoder().encode(s);
const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};
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

const WESTERN_GUESS =
  'The file is not UTF-8; read as Windows-1252 (Latin-1) (not Mac Roman). Check the names from this line on; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.';
const GERMAN =
  "Round,Black,Black discs,White discs,White\r\n1,Müller,33,31,Renée Dupont\r\n2,Björn Öst,40,24,François SSler\r\n";
const JAPANESE = "回戦,黒,黒石数,白石数,白\r\n1,佐藤,40,24,鈴木\r\n2,やまだ　たろう,30,34,タナカ\r\n";
const KOREAN = "라운드,흑,흑 돌수,백 돌수,백\r\n1,김민수,40,24,이준\r\n2,박지성,30,34,최영\r\n";

describe("the encoding of a results file", () => {
  test('a Windows-1252 / Latin-1 file ("Müller") is read as Windows-1252, not as Shift_JIS', () => {
    // Each accented letter + the next letter is also a valid Shift_JIS pair ("Mü" "ll" → kanji): the
    // old reader took the Shift_JIS reading because the English header still decoded.
    expect(() => new TextDecoder("shift_jis", { fatal: true }).decode(cp1252("Renée,Björn"))).not.toThrow();
    const d = decodeBytes(cp1252(GERMAN));
    expect([d.text, d.encoding]).toEqual([GERMAN, "windows-1252"]);
    // A guessed encoding is always said once, at the first line with a character outside ASCII.
    expect(d.warnings).toMatchObject([{ line: 2, message: WESTERN_GUESS }]);
    expect(d.warnings).toHaveLength(1);
  });

  test("Excel's Japanese (Shift_JIS) and Korean (EUC-KR) CSV", () => {
    expect(decodeText(sjis(JAPANESE))).toEqual({
      text: JAPANESE,
      encoding: "shift_jis",
      warnings: [expect.stringMatching(/^The file is not UTF-8; read as Shift_JIS\. Check the names/)],
    });
    expect(decodeText(euckr(KOREAN))).toEqual({
      text: KOREAN,
      encoding: "euc-kr",
      warnings: [expect.stringMatching(/^The file is not UTF-8; read as EUC-KR \(CP949\)\. Check the names/)],
    });
  });

  test("byte-order marks: UTF-8, UTF-16 LE and BE (the mark is removed)", () => {
    expect(decodeText(cat(Uint8Array.of(0xef, 0xbb, 0xbf), utf8(KOREAN)))).toEqual({
      text: KOREAN,
      encoding: "utf-8",
      warnings: [],
    });
    expect(decodeText(cat(Uint8Array.of(0xff, 0xfe), utf16(GERMAN, "le")))).toEqual({
      text: GERMAN,
      encoding: "utf-16le",
      warnings: [],
    });
    expect(decodeText(cat(Uint8Array.of(0xfe, 0xff), utf16(JAPANESE, "be")))).toEqual({
      text: JAPANESE,
      encoding: "utf-16be",
      warnings: [],
    });
    expect(decodeText(utf8(JAPANESE))).toEqual({ text: JAPANESE, encoding: "utf-8", warnings: [] });
  });

  test("UTF-16 without a byte-order mark is read as such, and the warning names the encoding", () => {
    const le = decodeText(utf16(GERMAN, "le"));
    expect([le.text, le.encoding]).toEqual([GERMAN, "utf-16le"]);
    expect(le.warnings).toEqual([
      'The file has no byte-order mark, but every second byte is 0, as in UTF-16 LE (little-endian, Excel\'s "Unicode Text"): read as UTF-16 LE. Save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
    ]);
    const be = decodeText(utf16(KOREAN, "be"));
    expect([be.text, be.encoding]).toEqual([KOREAN, "utf-16be"]);
    expect(be.warnings[0]).toContain("as in UTF-16 BE (big-endian)");
  });

  test("a UTF-8 file with one stray Latin-1 byte: UTF-8, and a warning for the replaced character with its line", () => {
    const bytes = cat(
      utf8("Round,Black,Black discs,White discs,White\n1,Jürgen,33,31,Ærø\n"),
      utf8("2,Andr"),
      Uint8Array.of(0xe9),
      utf8(",40,24,Ødegård\n"),
    );
    expect(decodeBytes(bytes).warnings.map((w) => w.line)).toEqual([3]);
    const d = decodeText(bytes);
    expect(d.encoding).toBe("utf-8");
    expect(d.text.split("\n")[2]).toBe("2,Andr\uFFFD,40,24,Ødegård");
    expect(d.warnings).toEqual([
      '1 character could not be read as UTF-8 (bytes that are not valid UTF-8) and show as "\uFFFD". Check the names on that line; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
    ]);
  });

  test("a replacement character is warned about whatever the encoding (here: already in a UTF-8 file)", () => {
    const d = decodeBytes(utf8("Round,Black\n1,A\n2,M\uFFFDller\n4,N\uFFFD\n"));
    expect(d.encoding).toBe("utf-8");
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0].line).toBe(3);
    expect(d.warnings[0].message).toContain("(lines 3, 4)");
  });

  test("bytes with no character in Windows-1252 are warned about", () => {
    const d = decodeText(cat(cp1252("Round,Black\n1,Dvo"), Uint8Array.of(0x9d), cp1252("ák\n")));
    expect(d.encoding).toBe("windows-1252");
    expect(d.text).toBe("Round,Black\n1,Dvo\uFFFDák\n"); // shown as "�", not dropped from sight as an invisible C1 control
    expect(d.warnings).toEqual([
      WESTERN_GUESS,
      expect.stringMatching(
        /^It holds bytes that have no character in Windows-1252 \(Latin-1\): it may be in another encoding/,
      ),
    ]);
    expect(
      decodeBytes(cat(cp1252("Round,Black\n1,Dvo"), Uint8Array.of(0x9d), cp1252("ák\n"))).warnings.map((w) => w.line),
    ).toEqual([2, 2]);
  });

  test("Windows-1252's own letters in 0x80–0x9F (Š, Ž, Œ, €) are read as such", () => {
    expect(decodeText(cp1252("Round,Black\n1,Šimůnek\n2,Žižek Œuvre €\n".replace("ů", "u"))).text).toBe(
      "Round,Black\n1,Šimunek\n2,Žižek Œuvre €\n",
    );
  });

  test("letters that happen to pair into valid UTF-8 (Úž = DA 9E, ÊŽ = CA 8E) do not make a Windows-1252 file UTF-8", () => {
    // fast-check's counterexample (seed -505635078): two accidental UTF-8 pairs and one invalid byte (C8).
    const text = "Round,Black,Black discs,White discs,White\r\n1,aaÚž,0,64,aÈÊŽ\r\n";
    expect(isUtf8(cp1252(text))).toBe(false);
    expect(decodeText(cp1252(text))).toEqual({ text, encoding: "windows-1252", warnings: [WESTERN_GUESS] });
  });

  test("property: Western names in Windows-1252 come back exactly", () => {
    const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
    const accented = "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝßŠšŽžŒœ".split("");
    const name = fc
      .tuple(
        fc.constantFrom(...letters),
        fc.array(fc.constantFrom(...letters, ...letters, ...accented), { minLength: 2, maxLength: 10 }),
      )
      .map(([a, rest]) => a + rest.join(""));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, name, fc.integer({ min: 0, max: 64 })), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...accented),
        (games, accent) => {
          const text =
            [
              "Round,Black,Black discs,White discs,White",
              ...games.map(([b, w, d], i) => `${i + 1},${b}${accent},${d},${64 - d},${w}`),
            ].join("\r\n") + "\r\n";
          // Some pairs of Windows-1252 letters are also a valid UTF-8 character ("Ëš" = CB 9A = "˚"): a text whose
          // every accented letter pairs up so is valid UTF-8 and is read as such. That ambiguity is inherent (no
          // byte tells them apart), so the property is about the texts that are not valid UTF-8.
          fc.pre(!isUtf8(cp1252(text)));
          // "Ã" followed by one of Windows-1252's letters in 0x80–0x9F ("Ãš" = C3 9A) is exactly how UTF-8's "Ú"
          // looks when read as Windows-1252, so the decoder takes it as a sign of UTF-8 (signOfUtf8); the same
          // inherent ambiguity, left out here. The pairs that read as letters in both ("ÉŠ", "Úž") are not.
          fc.pre(!/Ã[ŠšŽžŒœ]/.test(text));
          const out = decodeText(cp1252(text));
          expect(out).toEqual({ text, encoding: "windows-1252", warnings: [WESTERN_GUESS] });
        },
      ),
      { numRuns: 300 },
    );
  });

  test("property: Japanese names in Shift_JIS and Korean names in EUC-KR come back exactly", () => {
    const kana =
      "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテト".split(
        "",
      );
    const kanji = "佐藤鈴木高橋田中伊渡辺山本中村小林加松井清水森池田橋本石川山口吉村".split("");
    const hangul = "김이박최정강조윤장임한오서신권황안송류홍민수지성영준현우진호".split("");
    const names = (chars: string[]) =>
      fc.array(fc.constantFrom(...chars), { minLength: 2, maxLength: 6 }).map((a) => a.join(""));
    const csv = (rows: [string, string, number][]) =>
      [
        "Round,Black,Black discs,White discs,White",
        ...rows.map(([b, w, d], i) => `${i + 1},${b},${d},${64 - d},${w}`),
      ].join("\r\n") + "\r\n";
    const row = (n: fc.Arbitrary<string>) => fc.tuple(n, n, fc.integer({ min: 0, max: 64 }));
    fc.assert(
      fc.property(fc.array(row(names([...kana, ...kanji])), { minLength: 1, maxLength: 10 }), (rows) => {
        const text = csv(rows);
        const out = decodeText(sjis(text));
        expect([out.text, out.encoding]).toEqual([text, "shift_jis"]);
        expect(out.warnings).toHaveLength(1);
        expect(out.warnings[0]).toMatch(
          /^The file is not UTF-8; read as Shift_JIS(, though it would also read as EUC-KR \(CP949\))?\. Check the names/,
        );
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.array(row(names(hangul)), { minLength: 1, maxLength: 10 }), (rows) => {
        const text = csv(rows);
        const out = decodeText(euckr(text));
        expect([out.text, out.encoding]).toEqual([text, "euc-kr"]);
        // A short Korean file may also read as (implausible) Shift_JIS: then, and only then, the note says so.
        expect(out.warnings).toHaveLength(1);
        expect(out.warnings[0]).toMatch(
          /^The file is not UTF-8; read as EUC-KR \(CP949\)(, though it would also read as Shift_JIS)?\. Check the names/,
        );
      }),
      { numRuns: 200 },
    );
  });
});

const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
/** Shift_JIS bytes of the names used below (JIS X 0208), written out by hand from the code table. */
const SJIS: Record<string, number[]> = {
  松川: [0x8f, 0xbc, 0x90, 0xec],
  怜佳: [0x97, 0xe5, 0x89, 0xc0],
};
const sjisParts = (parts: Array<string>) =>
  Uint8Array.from(parts.flatMap((p) => SJIS[p] ?? [...p].map((c) => c.charCodeAt(0))));

describe("decodeBytes on real names from the WOF archive", () => {
  test("a byte-order mark decides: UTF-8, UTF-16 LE, UTF-16 BE", () => {
    expect(decodeBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9]))).toMatchObject({
      text: "Aé",
      encoding: "utf-8",
      bom: true,
      warnings: [],
    });
    expect(decodeBytes(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]))).toMatchObject({
      text: "Aé",
      encoding: "utf-16le",
      bom: true,
    });
    expect(decodeBytes(Uint8Array.from([0xfe, 0xff, 0x00, 0x41, 0x00, 0xe9]))).toMatchObject({
      text: "Aé",
      encoding: "utf-16be",
      bom: true,
    });
  });

  test("UTF-16 without a BOM is recognised by its NUL bytes, and named in a warning", () => {
    const bytes = Uint8Array.from([..."%Round: 1\n"].flatMap((c) => [c.charCodeAt(0), 0]));
    const d = decodeBytes(bytes);
    expect(d.text).toBe("%Round: 1\n");
    expect(d.encoding).toBe("utf-16le");
    expect(d.warnings[0].message).toContain("read as UTF-16 LE");
  });

  test("ASCII and valid UTF-8 need no warning", () => {
    expect(decodeBytes(latin1("%Round: 1\n"))).toMatchObject({ encoding: "ascii", warnings: [], firstNonAsciiLine: 0 });
    const utf8 = new TextEncoder().encode("%_% 180, WÅHLBERG, per-erik\n%_% 1, 松川 怜佳, , JPN\n");
    expect(decodeBytes(utf8)).toMatchObject({ encoding: "utf-8", warnings: [], firstNonAsciiLine: 1 });
  });

  test("Latin-1 names (WÅHLBERG, PINGAUD françois, MÜLLER) are Windows-1252, not Shift_JIS", () => {
    const text =
      "%_% 180, WÅHLBERG, per-erik, ?, 2.0, 226\n%_% 8023, PINGAUD, françois, ?, 4.0, 277\n%_% 9, MÜLLER, Jörg, GER, 1, 30\n";
    const d = decodeBytes(latin1(text));
    expect(d.text).toBe(text);
    expect(d.encoding).toBe("windows-1252");
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toMatchObject({ line: 1 });
    expect(d.warnings[0].message).toMatch(/^The file is not UTF-8; read as Windows-1252 \(Latin-1\)/);
  });

  test("Japanese names in Shift_JIS are Shift_JIS, not Windows-1252", () => {
    const bytes = sjisParts(["%_% ??????, ", "松川", " ", "怜佳", ", , JPN, 2.0, 107\n"]);
    const d = decodeBytes(bytes);
    expect(d.encoding).toBe("shift_jis");
    expect(d.text).toBe("%_% ??????, 松川 怜佳, , JPN, 2.0, 107\n");
    expect(d.warnings[0].message).toMatch(/read as Shift_JIS/);
  });

  test("Mac Roman (a Brazilian file: Marcos K-marão, Maurício) reads better than Windows-1252", () => {
    // Mac Roman: ã = 0x8B, í = 0x92; in Windows-1252 they are ‹ and ’.
    const bytes = Uint8Array.from([
      ...latin1("%4155 Marcos K-mar"),
      0x8b,
      ...latin1("o Pires 5\n%4175 Maur"),
      0x92,
      ...latin1("cio Katayama 3\n"),
    ]);
    const d = decodeBytes(bytes);
    expect(d.encoding).toBe("macintosh");
    expect(d.text).toBe("%4155 Marcos K-marão Pires 5\n%4175 Maurício Katayama 3\n");
  });
});

describe("readTournamentBytes: the encoding is a note of the import summary", () => {
  test("a Latin-1 .ELO file is read with its names and a note naming the encoding and the line", () => {
    const text = "%_% 180, WÅHLBERG, per-erik, SWE, 1, 40\n%_% 2, B, B, NED, 0, 24\n%Round: 1\n180 (40)>(24) 2\n";
    const r = readTournamentBytes(latin1(text));
    expect(r.tournament.players[0].name).toBe("WÅHLBERG per-erik");
    expect(r.notes.filter((n) => n.code === "encoding").map((n) => n.line)).toEqual([1]);
    expect(r.summary.some((s) => s.startsWith("line 1: The file is not UTF-8; read as Windows-1252"))).toBe(true);
  });

  test("a UTF-8 file with non-ASCII names gets one note naming UTF-8 and the line", () => {
    const r = readTournamentBytes(
      new TextEncoder().encode("%_% 1, A, A, X, 1, 40\n%_% 2, 松川 怜佳, , JPN, 0, 24\n%Round: 1\n1 (40)>(24) 2\n"),
    );
    expect(r.notes.filter((n) => n.code === "encoding")).toMatchObject([
      {
        line: 2,
        code: "encoding",
        message: "the text is UTF-8; read as such (first character outside ASCII on this line)",
      },
    ]);
  });
});
