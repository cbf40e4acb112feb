/**
 * Bytes → text: BOMs, UTF-8, and the legacy encodings told apart by what their characters look like
 * (decode.ts). The inputs are real names from the WOF archive written in the encoding at hand.
 */
import { decodeBytes, implausible } from "../../src/formats/decode";
import { readTournamentBytes } from "../../src/formats/load";

const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
/** Shift_JIS bytes of the names used below (JIS X 0208), written out by hand from the code table. */
const SJIS: Record<string, number[]> = {
  松川: [0x8f, 0xbc, 0x90, 0xec],
  怜佳: [0x97, 0xe5, 0x89, 0xc0],
};
const sjis = (parts: Array<string>) => Uint8Array.from(parts.flatMap((p) => SJIS[p] ?? [...p].map((c) => c.charCodeAt(0))));

describe("decodeBytes", () => {
  test("a byte-order mark decides: UTF-8, UTF-16 LE, UTF-16 BE", () => {
    expect(decodeBytes(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9]))).toMatchObject({ text: "Aé", encoding: "utf-8", bom: true, warnings: [] });
    expect(decodeBytes(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]))).toMatchObject({ text: "Aé", encoding: "utf-16le", bom: true });
    expect(decodeBytes(Uint8Array.from([0xfe, 0xff, 0x00, 0x41, 0x00, 0xe9]))).toMatchObject({ text: "Aé", encoding: "utf-16be", bom: true });
  });

  test("UTF-16 without a BOM is recognised by its NUL bytes, and named in a warning", () => {
    const bytes = Uint8Array.from([..."%Round: 1\n"].flatMap((c) => [c.charCodeAt(0), 0]));
    const d = decodeBytes(bytes);
    expect(d.text).toBe("%Round: 1\n");
    expect(d.encoding).toBe("utf-16le");
    expect(d.warnings[0].message).toContain("UTF-16 LE without a byte-order mark");
  });

  test("ASCII and valid UTF-8 need no warning", () => {
    expect(decodeBytes(latin1("%Round: 1\n"))).toMatchObject({ encoding: "ascii", warnings: [], firstNonAsciiLine: 0 });
    const utf8 = new TextEncoder().encode("%_% 180, WÅHLBERG, per-erik\n%_% 1, 松川 怜佳, , JPN\n");
    expect(decodeBytes(utf8)).toMatchObject({ encoding: "utf-8", warnings: [], firstNonAsciiLine: 1 });
  });

  test("Latin-1 names (WÅHLBERG, PINGAUD françois, MÜLLER) are Windows-1252, not Shift_JIS", () => {
    const text = "%_% 180, WÅHLBERG, per-erik, ?, 2.0, 226\n%_% 8023, PINGAUD, françois, ?, 4.0, 277\n%_% 9, MÜLLER, Jörg, GER, 1, 30\n";
    const d = decodeBytes(latin1(text));
    expect(d.text).toBe(text);
    expect(d.encoding).toBe("windows-1252");
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toMatchObject({ line: 1 });
    expect(d.warnings[0].message).toMatch(/^the file is not UTF-8; read as Windows-1252 \(Latin-1\)/);
  });

  test("Japanese names in Shift_JIS are Shift_JIS, not Windows-1252", () => {
    const bytes = sjis(["%_% ??????, ", "松川", " ", "怜佳", ", , JPN, 2.0, 107\n"]);
    const d = decodeBytes(bytes);
    expect(d.encoding).toBe("shift_jis");
    expect(d.text).toBe("%_% ??????, 松川 怜佳, , JPN, 2.0, 107\n");
    expect(d.warnings[0].message).toMatch(/read as Shift_JIS/);
  });

  test("Mac Roman (a Brazilian file: Marcos K-marão, Maurício) reads better than Windows-1252", () => {
    // Mac Roman: ã = 0x8B, í = 0x92; in Windows-1252 they are ‹ and ’.
    const bytes = Uint8Array.from([...latin1("%4155 Marcos K-mar"), 0x8b, ...latin1("o Pires 5\n%4175 Maur"), 0x92, ...latin1("cio Katayama 3\n")]);
    const d = decodeBytes(bytes);
    expect(d.encoding).toBe("macintosh");
    expect(d.text).toBe("%4155 Marcos K-marão Pires 5\n%4175 Maurício Katayama 3\n");
  });

  test("implausible counts what does not belong in a name", () => {
    expect(implausible("MÜLLER", "windows-1252")).toBe(0);
    expect(implausible("K-mar‹o", "windows-1252")).toBe(1);
    expect(implausible("Wﾅhlberg", "shift_jis")).toBe(1);
    expect(implausible("松川 怜佳", "shift_jis")).toBe(0);
  });
});

describe("readTournamentBytes: the encoding is a note of the import summary", () => {
  test("a Latin-1 .ELO file is read with its names and a note naming the encoding and the line", () => {
    const text = "%_% 180, WÅHLBERG, per-erik, SWE, 1, 40\n%_% 2, B, B, NED, 0, 24\n%Round: 1\n180 (40)>(24) 2\n";
    const r = readTournamentBytes(latin1(text));
    expect(r.tournament.players[0].name).toBe("WÅHLBERG per-erik");
    expect(r.notes.filter((n) => n.code === "encoding").map((n) => n.line)).toEqual([1]);
    expect(r.summary.some((s) => s.startsWith("line 1: the file is not UTF-8; read as Windows-1252"))).toBe(true);
  });

  test("a UTF-8 file with non-ASCII names gets one note naming UTF-8 and the line", () => {
    const r = readTournamentBytes(new TextEncoder().encode("%_% 1, A, A, X, 1, 40\n%_% 2, 松川 怜佳, , JPN, 0, 24\n%Round: 1\n1 (40)>(24) 2\n"));
    expect(r.notes.filter((n) => n.code === "encoding")).toEqual([{ line: 2, code: "encoding", message: "the text is UTF-8; read as such (first character outside ASCII on this line)" }]);
  });
});
