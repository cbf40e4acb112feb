/**
 * A sheet part is read as it is inflated (src/xlsx/sheetBytes.ts): a sheet whose rows and characters are cut between
 * inflated pieces reads whole, and a part inflated at once by Node's zlib gives the same bytes as fflate's stream.
 */
import fc from "fast-check";
import { finish, newDraft, openWorkbook, WorkbookWriter } from "../../src/xlsx";
import { entryBytes, inflateChunks, readZip, type ZipEntry } from "../../src/xlsx/zip";
import { deflateSync } from "fflate";

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

describe("a sheet read in pieces", () => {
  it("reads every row of a sheet whose rows and characters are cut between inflated pieces", () => {
    // 40,000 rows of inline text (a sheet added to an existing workbook: no shared strings), several MB of XML
    // inflated in many pieces, each cut somewhere inside a row and some inside a character.
    const rows = Array.from({ length: 40_000 }, (_, i) => [
      i + 1,
      `선수 ${(i * 7919) % 10007} 山田`,
      (i * 37) % 101,
      i / 8,
    ]);
    const first = WorkbookWriter.create();
    const a = newDraft("A");
    a.builder.set(0, 0, "a");
    finish(first, a);
    const w = WorkbookWriter.edit(openWorkbook(first.toBytes(), "a.xlsx").pkg);
    const d = newDraft("Data");
    rows.forEach((row, r) => row.forEach((v, c) => d.builder.set(r, c, v)));
    finish(w, d);
    const bytes = w.toBytes();
    const part = readZip(bytes, "t").find((e) => e.name === "xl/worksheets/sheet2.xml")!;
    expect(new TextDecoder().decode(entryBytes(part))).toContain("inlineStr");
    expect(part.compressedSize).toBeGreaterThan(4 * 65536); // more than four pieces of input
    // A read of the first rows streams the part through fflate's inflater in pieces; a whole read has it at once.
    expect(openWorkbook(bytes, "t.xlsx").head("Data", rows.length)).toEqual(rows);
    expect(openWorkbook(bytes, "t.xlsx").values("Data")).toEqual(rows);
  });
});

describe("a part inflated whole (Node's zlib) or streamed (fflate)", () => {
  const collect = (entry: ZipEntry, whole: boolean): { bytes: Uint8Array; pieces: number } => {
    const pieces: Uint8Array[] = [];
    inflateChunks(entry, (c) => void pieces.push(c.slice()), whole);
    const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of pieces) {
      out.set(p, at);
      at += p.length;
    }
    return { bytes: out, pieces: pieces.length };
  };
  const entryOf = (raw: Uint8Array, data = deflateSync(raw)): ZipEntry => ({
    name: "xl/worksheets/sheet1.xml",
    method: 8,
    crc: 0,
    compressedSize: data.length,
    size: raw.length,
    flags: 0,
    time: 0,
    date: 0,
    data,
  });

  it("hands out the same bytes either way, for any content and size", () => {
    fc.assert(
      fc.property(bytes, fc.nat({ max: 3_000_000 }), (head, filler) => {
        const raw = new Uint8Array(head.length + filler);
        raw.set(head);
        for (let i = head.length; i < raw.length; i++) raw[i] = 60 + ((i * 7) % 5);
        const e = entryOf(raw);
        const whole = collect(e, true);
        // Buffer.equals: jest's toEqual walks a Uint8Array of megabytes element by element (minutes).
        expect(Buffer.from(whole.bytes).equals(raw)).toBe(true);
        expect(Buffer.from(collect(e, false).bytes).equals(raw)).toBe(true);
        expect(whole.pieces).toBe(1); // the whole part at once
      }),
      { numRuns: 10 },
    );
  });

  it("reports a damaged part as the streamed reading does (zlib's failure falls back to fflate)", () => {
    const raw = new TextEncoder().encode('<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(500));
    const good = deflateSync(raw);
    const bad = good.slice();
    bad[0] = 0xff; // an invalid block type: no inflater can read it
    const streamed = (() => {
      try {
        collect(entryOf(raw, bad), false);
      } catch (e) {
        return e;
      }
    })();
    expect(streamed).toBeInstanceOf(Error);
    expect(() => collect(entryOf(raw, bad), true)).toThrow((streamed as Error).message);
  });
});

describe("a sheet inflated ahead in Node's thread pool (XlsxWorkbook.prefetch)", () => {
  const book = () => {
    const w = WorkbookWriter.create();
    const d = newDraft("Results");
    for (let r = 0; r < 3000; r++) [r + 1, `선수 ${r}`, r / 4].forEach((v, c) => d.builder.set(r, c, v));
    finish(w, d);
    return w.toBytes();
  };

  it("reads the same values as a sheet inflated when read", async () => {
    const bytes = book();
    const ahead = openWorkbook(bytes, "a.xlsx");
    await ahead.prefetch("results");
    expect(ahead.values("Results")).toEqual(openWorkbook(bytes, "b.xlsx").values("Results"));
    await ahead.prefetch("Results"); // read already: nothing to do
    await openWorkbook(bytes, "c.xlsx").prefetch("No such sheet");
  });

  it("leaves a part its thread cannot inflate to the reader, which reports the damage as before", async () => {
    const bytes = book();
    const sheet = readZip(bytes, "t").find((e) => e.name === "xl/worksheets/sheet1.xml")!;
    // Damage the part's first deflate block inside the file's bytes (its data is a view into them).
    sheet.data[0] = 0xff;
    const damaged = openWorkbook(bytes, "d.xlsx");
    await damaged.prefetch("Results");
    expect(() => damaged.values("Results")).toThrow();
  });
});
