/**
 * The zip's CRC-32 (src/xlsx/zip.ts crc32, ISO 3309 / PKWARE APPNOTE 4.4.7): the standard check value, and the same
 * as the byte-at-a-time definition for any bytes, however a part is cut into pieces.
 */
import fc from "fast-check";
import { crc32 } from "../../src/xlsx/zip";

/** The definition, a byte at a time (reflected polynomial 0xEDB88320). */
function reference(data: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (const b of data) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

describe("crc32", () => {
  it('gives the check value of "123456789" (0xCBF43926)', () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it("equals the byte-at-a-time definition, whole or continued piece by piece", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(300), (data, cut) => {
        const at = cut % (data.length + 1);
        expect(crc32(data)).toBe(reference(data));
        expect(crc32(data.subarray(at), crc32(data.subarray(0, at)))).toBe(reference(data));
      }),
    );
  });
});
