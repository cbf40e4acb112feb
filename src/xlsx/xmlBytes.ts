/**
 * XML written straight into UTF-8 bytes: one reused buffer, handed on in pieces when full. A large sheet's rows go
 * through here (sheetXml.ts SheetBuilder.produce) instead of being joined into strings and encoded afterwards: the
 * markup and the digits of a 66,000-row sheet are bytes at once, so neither the 48 MB of text nor its garbage exist.
 * What is written is exactly what encoding the same text with TextEncoder gives (the caller escapes it first).
 */
const encoder = new TextEncoder();

/** Bytes a UTF-16 code unit can take in UTF-8 (a surrogate pair: 4 bytes for 2 units). */
const MAX_BYTES_PER_UNIT = 3;

export class XmlBytes {
  private readonly buf: Uint8Array;
  private pos = 0;

  /**
   * `write` gets each full piece; a piece is valid only during the call (its bytes are reused afterwards).
   * `size`: the buffer's bytes (at least 32: a number is written whole into it).
   */
  constructor(
    private readonly write: (piece: Uint8Array) => void,
    size = 1 << 20,
  ) {
    this.buf = new Uint8Array(Math.max(size, 32));
  }

  /** Text as it goes into the file (already escaped), UTF-8 encoded; ASCII is copied a code unit at a time. */
  text(s: string): void {
    const n = s.length;
    if (this.pos + n * MAX_BYTES_PER_UNIT > this.buf.length) {
      this.flush();
      // Longer than the whole buffer (a very long text): a piece of its own.
      if (n * MAX_BYTES_PER_UNIT > this.buf.length) {
        this.write(encoder.encode(s));
        return;
      }
    }
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        // The rest through the encoder (it starts at a whole character: everything before is ASCII).
        p += encoder.encodeInto(i === 0 ? s : s.slice(i), buf.subarray(p)).written;
        break;
      }
      buf[p++] = c;
    }
    this.pos = p;
  }

  /** A whole number from 0 to 2^53 in decimal, as String(n) writes it. */
  uint(n: number): void {
    if (this.pos + 17 > this.buf.length) this.flush();
    const buf = this.buf;
    if (n < 10) {
      buf[this.pos++] = 48 + n;
      return;
    }
    let digits = 1;
    for (let x = n; x >= 10; x = Math.floor(x / 10)) digits++;
    let p = this.pos + digits;
    this.pos = p;
    for (let x = n; p > this.pos - digits; x = Math.floor(x / 10)) buf[--p] = 48 + (x % 10);
  }

  /** A finite number as String(n) writes it (integers by hand, fractions and large numbers by String). */
  number(n: number): void {
    if (Number.isSafeInteger(n)) {
      if (n < 0) {
        this.text("-");
        this.uint(-n);
      } else this.uint(n === 0 ? 0 : n);
    } else this.text(String(n));
  }

  /** Hand on what the buffer holds. */
  flush(): void {
    if (this.pos > 0) this.write(this.buf.subarray(0, this.pos));
    this.pos = 0;
  }
}
