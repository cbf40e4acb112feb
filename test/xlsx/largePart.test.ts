/**
 * Large parts are deflated by Node's zlib, small ones by fflate (src/xlsx/zip.ts NATIVE_DEFLATE_BYTES): a rating
 * history of real events (the WOF archive's 2010 files, test/fixtures/wof_results/2010) written as a workbook gives
 * the same bytes twice, its Rating history part is over the threshold and reads back cell for cell (and inflates the
 * same with fflate and with zlib: the chunks are one deflate stream); a large part's bytes do not depend on how its
 * producer cut it into pieces; a part under the threshold is fflate's level 3 stream, as the committed templates hold.
 */
import fc from "fast-check";
import * as zlib from "zlib";
import { Deflate } from "fflate";
import { readArchive, rateEvents } from "../../src/cli/commands/rateHistory";
import { bookWrites } from "../../src/sheets";
import { openWorkbook, writeRatingSheets, WorkbookWriter } from "../../src/xlsx";
import { checksum, crc32, entryBytes, NATIVE_DEFLATE_BYTES, readZip, writeZip } from "../../src/xlsx/zip";
import { fixturePath } from "../helpers/fixtures";
import { collectWorkbook } from "../helpers/collect";

jest.setTimeout(60_000);

/** A part's text produced in pieces cut at `cuts` (byte offsets), each piece a reused buffer as the writer's are. */
function producedIn(bytes: Uint8Array, cuts: number[]) {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  return (write: (piece: Uint8Array) => void) => {
    const scratch = new Uint8Array(bytes.length);
    let from = 0;
    for (const c of [...at, bytes.length]) {
      scratch.set(bytes.subarray(from, c));
      write(scratch.subarray(0, c - from));
      scratch.fill(0);
      from = c;
    }
  };
}

/** Text like a sheet's rows: repetitive markup, varying numbers (about `size` bytes). */
function sheetLike(size: number, seed: number): Uint8Array {
  let s = "";
  for (let r = 1; s.length < size; r++)
    s += `<row r="${r}"><c r="A${r}" t="s"><v>${(r * seed) % 997}</v></c><c r="B${r}" s="2"><v>${1500 + ((r * 7919 * seed) % 1000) / 7}</v></c></row>`;
  return new TextEncoder().encode(s.slice(0, size));
}

describe("a large part", () => {
  test("the ratings of a real year: the same bytes twice, the history part deflated by zlib, read back cell for cell", async () => {
    const run = rateEvents(await readArchive(fixturePath("wof_results", "2010")), { method: "elo" });
    const writes = bookWrites(run.book, [...run.book.players.values()], "elo");
    const write = () => {
      const w = WorkbookWriter.create();
      writeRatingSheets(w, writes);
      return w.toBytes();
    };
    const bytes = write();
    expect(Buffer.from(write()).equals(Buffer.from(bytes))).toBe(true);
    collectWorkbook(bytes, "the Ratings and Rating history of test/fixtures/wof_results/2010", "history-2010.xlsx");
    const entries = readZip(bytes, "history.xlsx");
    const sizes = entries.map((e) => e.size).sort((a, b) => b - a);
    // One part (the Rating history) over the threshold, everything else under it.
    expect(sizes[0]).toBeGreaterThanOrEqual(NATIVE_DEFLATE_BYTES);
    expect(sizes[1]).toBeLessThan(NATIVE_DEFLATE_BYTES);
    for (const e of entries) {
      const inflated = entryBytes(e);
      expect(inflated.length).toBe(e.size);
      expect(crc32(inflated)).toBe(e.crc);
      expect(Buffer.from(zlib.inflateRawSync(e.data)).equals(Buffer.from(inflated))).toBe(true);
    }
    const book = openWorkbook(bytes, "history.xlsx");
    for (const sheet of [writes.ratings, writes.history]) {
      const back = book.values(sheet.sheetName);
      expect(back.length).toBe(sheet.values.length);
      sheet.values.forEach((row, r) => {
        const want = row.map((v) => (v === "" ? null : v));
        while (want.length > 0 && want[want.length - 1] === null) want.pop();
        expect(back[r]).toEqual(want);
      });
    }
  });

  test("property: its bytes do not depend on how the producer cuts it, and read back whole", () => {
    const text = sheetLike(NATIVE_DEFLATE_BYTES * 2 + 12345, 3);
    const whole = writeZip([{ name: "xl/worksheets/sheet1.xml", produce: producedIn(text, []) }]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 8 }), (cuts) => {
        const zip = writeZip([{ name: "xl/worksheets/sheet1.xml", produce: producedIn(text, cuts) }]);
        expect(Buffer.from(zip).equals(Buffer.from(whole))).toBe(true);
      }),
      { numRuns: 12 },
    );
    const [e] = readZip(whole, "z");
    expect(Buffer.from(entryBytes(e)).equals(Buffer.from(text))).toBe(true);
    expect(e.crc).toBe(crc32(text));
  });
});

describe("a small part", () => {
  test("property: fflate's level 3 stream of its pieces, whatever its size under the threshold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000 }), fc.array(fc.nat(), { maxLength: 3 }), (size, cuts) => {
        const text = sheetLike(size, 5);
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const expected: Uint8Array[] = [];
        const deflater = new Deflate({ level: 3 }, (c) => expected.push(c));
        let from = 0;
        for (const c of [...at, text.length]) {
          deflater.push(text.slice(from, c));
          from = c;
        }
        deflater.push(new Uint8Array(0), true);
        const [e] = readZip(writeZip([{ name: "a.xml", produce: producedIn(text, cuts) }]), "z");
        expect(Buffer.from(e.data).equals(Buffer.concat(expected))).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});

describe("checksum", () => {
  test("property: Node's CRC-32 (when this Node has one) is the zip's crc32, continued piece by piece", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(300), (data, cut) => {
        const at = cut % (data.length + 1);
        expect(checksum(data)).toBe(crc32(data));
        expect(checksum(data.subarray(at), checksum(data.subarray(0, at)))).toBe(crc32(data));
      }),
    );
  });
});
