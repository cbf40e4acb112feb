/**
 * The zip container of an .xlsx/.xlsm package (ECMA-376 Part 2, Open Packaging Conventions: a ZIP file as
 * PKWARE's APPNOTE.TXT describes it), read and written here; the compression itself is fflate's, and Node's zlib
 * deflates the parts written of 1 MB and more (NATIVE_DEFLATE_BYTES below).
 *
 * Why this file and fflate, not a zip library's archive API: a workbook Brightwell changes must keep every part it
 * does not own byte for byte, and the fastest and safest way is to copy those entries' COMPRESSED bytes as they are
 * (no inflate, no deflate, same CRC). Neither fflate's zip/unzip nor yauzl/yazl hand out or take a raw compressed
 * entry, and the container is small (a central directory of fixed-size records). fflate (no dependencies, pure
 * JavaScript, maintained) does the deflate: the same bytes on every platform and Node version for the same input
 * (Node's zlib may change its output between versions, and the committed templates must not). Only a part far larger
 * than any committed file's (a 66,000-row Rating history) is deflated by zlib, for speed: the same bytes again on the
 * same Node build. Reading a part whole uses Node's native zlib (inflateWhole: an inflater's output cannot vary);
 * fflate's streaming Inflate reads the first rows of a sheet and parts too large to inflate at once.
 *
 * What is refused (ZipError, one sentence: what the file is and what to do): an OLE compound file (an encrypted
 * workbook or an old binary .xls), a file that is no zip at all, a zip cut short, an encrypted entry, a compression
 * method other than stored/deflate.
 */
import * as zlib from "zlib";
import { Deflate, Inflate, deflateSync, inflateSync } from "fflate";
import type { PackageRefusal } from "../vocabulary";
import { packageRefusalText } from "../i18n/packages";

/** A file that is no zip Brightwell can read: `reason` says why (worded by src/i18n/packages.ts; the message is English). */
export class ZipError extends Error {
  constructor(
    readonly reason: Extract<PackageRefusal, { kind: "ole" | "not-zip" | "truncated" | "encrypted" | "method" }>,
    shown: string,
  ) {
    super(packageRefusalText(reason, shown, "en"));
    this.name = "ZipError";
  }
}

/** One entry of the archive as stored. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** The general-purpose flags (bit 11: UTF-8 name). */
  flags: number;
  /** MS-DOS time and date of the entry (kept when the entry is copied). */
  time: number;
  date: number;
  /** The compressed bytes (a view into the file, not a copy). */
  data: Uint8Array;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_END64_LOCATOR = 0x07064b50;

/** The first bytes of an OLE compound file (D0 CF 11 E0 A1 B1 1A E1): an encrypted workbook or a .xls. */
export function isOleFile(bytes: Uint8Array): boolean {
  const magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  return bytes.length >= 8 && magic.every((b, i) => bytes[i] === b);
}

/** Read a zip's central directory. `shown` names the file in messages. */
export function readZip(bytes: Uint8Array, shown: string): ZipEntry[] {
  if (isOleFile(bytes)) {
    throw new ZipError({ kind: "ole" }, shown);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  const zipLike = bytes.length >= 4 && u32(0) === SIG_LOCAL;
  const truncated = () => new ZipError({ kind: "truncated" }, shown);
  // The end-of-central-directory record: the last 22 bytes, before a comment of at most 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65535); at--) {
    if (u32(at) === SIG_END) {
      end = at;
      break;
    }
  }
  if (end < 0) {
    if (zipLike) throw truncated();
    throw new ZipError({ kind: "not-zip" }, shown);
  }
  let count = u16(end + 10);
  let dirOffset = u32(end + 16);
  if ((count === 0xffff || dirOffset === 0xffffffff) && end >= 20 && u32(end - 20) === SIG_END64_LOCATOR) {
    const end64 = Number(view.getBigUint64(end - 20 + 8, true));
    if (end64 + 56 > bytes.length || u32(end64) !== SIG_END64) throw truncated();
    count = Number(view.getBigUint64(end64 + 32, true));
    dirOffset = Number(view.getBigUint64(end64 + 48, true));
  }
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  const decoder = new TextDecoder("utf-8");
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== SIG_CENTRAL) throw truncated();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const nameLen = u16(at + 28);
    const extraLen = u16(at + 30);
    const commentLen = u16(at + 32);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    let local = u32(at + 42);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLen));
    // Zip64 sizes and offset live in the extra field (id 1), in this order, for the fields that are 0xFFFFFFFF.
    for (let x = at + 46 + nameLen; x + 4 <= at + 46 + nameLen + extraLen;) {
      const id = u16(x);
      const len = u16(x + 2);
      if (id === 1) {
        let p = x + 4;
        const next = () => {
          const v = Number(view.getBigUint64(p, true));
          p += 8;
          return v;
        };
        if (size === 0xffffffff) size = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (local === 0xffffffff) local = next();
      }
      x += 4 + len;
    }
    if (flags & 1) throw new ZipError({ kind: "encrypted", part: name }, shown);
    if (method !== 0 && method !== 8) throw new ZipError({ kind: "method", part: name, method }, shown);
    if (local + 30 > bytes.length || u32(local) !== SIG_LOCAL) throw truncated();
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + compressedSize > bytes.length) throw truncated();
    entries.push({
      name,
      method,
      crc: u32(at + 16),
      compressedSize,
      size,
      flags,
      time: u16(at + 12),
      date: u16(at + 14),
      data: bytes.subarray(dataStart, dataStart + compressedSize),
    });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** The uncompressed bytes of an entry. */
export function entryBytes(entry: ZipEntry): Uint8Array {
  if (entry.method === 0) return entry.data;
  return inflateWhole(entry) ?? inflateSync(entry.data, { out: new Uint8Array(entry.size) });
}

/**
 * The uncompressed bytes of an entry in pieces (about 64 KB of compressed input at a time), for parts too large to
 * hold inflated at once. `onChunk` returns false to stop early (the rest is not inflated). `whole`: the caller reads
 * to the end, so a part of a reasonable size is inflated at once by Node's zlib (inflateWhole) and handed out as one
 * piece, as a stored (uncompressed) part is.
 */
export function inflateChunks(entry: ZipEntry, onChunk: (chunk: Uint8Array) => boolean | void, whole = false): void {
  const stored = entry.method === 0 ? entry.data : whole ? inflateWhole(entry) : undefined;
  if (stored) {
    onChunk(stored);
    return;
  }
  let stop = false;
  const inflater = new Inflate((chunk) => {
    if (!stop && onChunk(chunk) === false) stop = true;
  });
  // Small steps first, doubling to 64 KB: a read of the first rows (sheet detection, about 30 rows) is done after a
  // few KB of input, where a first step of 64 KB inflated about a megabyte of each sheet for nothing.
  let step = 1 << 12;
  for (let at = 0; at < entry.data.length && !stop; at += step, step = Math.min(step * 2, 1 << 16)) {
    const end = Math.min(entry.data.length, at + step);
    inflater.push(entry.data.subarray(at, end), end === entry.data.length);
  }
}

/** Parts inflated whole by Node's zlib when read to the end (`whole`): up to this size; larger ones stream. */
const WHOLE_INFLATE_LIMIT = 256 << 20;

/**
 * A part read to its end, inflated at once by Node's own zlib (native: about ten times faster than fflate's
 * JavaScript inflate, 0.5 s of CPU less for a 100,000-row sheet). Safe where deflate is not: an inflater's output is
 * the original bytes whatever its version, so nothing a reader sees can change (writing stays with fflate, whose
 * deflate output is the same on every Node version). Undefined (the caller streams with fflate, which reports the
 * damage as before) for a part larger than WHOLE_INFLATE_LIMIT or one zlib cannot inflate.
 */
function inflateWhole(entry: ZipEntry): Uint8Array | undefined {
  if (entry.size > WHOLE_INFLATE_LIMIT) return undefined;
  try {
    // One output chunk of the declared size (plus room to see the end): zlib then hands it out without gathering
    // its 16 KB chunks into a new buffer (a copy of the whole part). At most the limit whatever the part declares
    // (a damaged or hostile zip): beyond it zlib throws and fflate streams the part.
    return zlib.inflateRawSync(entry.data, {
      chunkSize: Math.max(1 << 16, entry.size + 64),
      maxOutputLength: WHOLE_INFLATE_LIMIT,
    });
  } catch {
    return undefined;
  }
}

/**
 * inflateWhole in Node's thread pool, so the caller can read something else meanwhile: the part's bytes, or undefined
 * where inflateWhole gives none (the reader then inflates the part itself and reports what is wrong with it).
 */
export function inflateWholeAsync(entry: ZipEntry): Promise<Uint8Array | undefined> {
  if (entry.method === 0) return Promise.resolve(entry.data);
  if (entry.size > WHOLE_INFLATE_LIMIT) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    zlib.inflateRaw(
      entry.data,
      { chunkSize: Math.max(1 << 16, entry.size + 64), maxOutputLength: WHOLE_INFLATE_LIMIT },
      (error, out) => resolve(error ? undefined : out),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/**
 * The CRC tables for four bytes at a time ("slicing by 4"): table k gives the CRC of a byte followed by k zero bytes.
 * A 50 MB sheet is checksummed about three times faster than a byte at a time (0.18 s of CPU for the Rating history).
 */
const CRC_TABLES = (() => {
  const t = new Int32Array(4 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n];
    for (let k = 1; k < 4; k++) {
      c = t[c & 0xff] ^ (c >>> 8);
      t[k * 256 + n] = c;
    }
  }
  return t;
})();

/** CRC-32 (the zip's, ISO 3309) of `data`, continuing from `crc` (0 to start). */
export function crc32(data: Uint8Array, crc = 0): number {
  const t = CRC_TABLES;
  let c = ~crc;
  let i = 0;
  const n4 = data.length - 3;
  for (; i < n4; i += 4) {
    c ^= data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24);
    c = t[768 + (c & 0xff)] ^ t[512 + ((c >>> 8) & 0xff)] ^ t[256 + ((c >>> 16) & 0xff)] ^ t[c >>> 24];
  }
  for (; i < data.length; i++) c = t[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS date of 1980-01-01 (the earliest a zip can hold), time 00:00: every new entry's, so output is deterministic. */
const FIXED_DATE = (0 << 9) | (1 << 5) | 1;
const FIXED_TIME = 0;

/** An entry to write: copied as stored (`entry`), or new bytes to deflate. */
export type ZipInput = { name: string; entry: ZipEntry } | { name: string; bytes: Uint8Array } | StreamedPart;

/** A part produced in pieces (a large sheet): each piece is deflated as it comes, the whole text is never held. */
export interface StreamedPart {
  name: string;
  /** Calls `write` with the part's bytes, piece by piece, in order (a piece may be reused after the call returns). */
  produce: (write: (piece: Uint8Array) => void) => void;
}

/** Deflate (level 6, zlib's default) a whole part. */
function deflated(name: string, bytes: Uint8Array): ZipEntry {
  const data = deflateSync(bytes, { level: 6 });
  return {
    name,
    method: 8,
    crc: checksum(bytes),
    compressedSize: data.length,
    size: bytes.length,
    flags: 0,
    time: FIXED_TIME,
    date: FIXED_DATE,
    data,
  };
}

/**
 * Parts of at least this many bytes are deflated by Node's zlib (native code, about three times faster than fflate:
 * 0.23 s against 0.78 s of CPU for the 48 MB Rating history of the WOF archive, and smaller, NATIVE_LEVEL). zlib
 * gives the same bytes for the same input with the same zlib build, but its output may change between Node versions,
 * so it is kept to parts far larger than anything a committed file holds (the templates' largest part is about
 * 160 KB): those stay with fflate, whose output is the same on every Node version (`npm run templates` must leave
 * git clean).
 */
export const NATIVE_DEFLATE_BYTES = 1 << 20;

/**
 * zlib's level for a large part: the fastest level that still compresses better than fflate's level 3 did (measured
 * on the 48 MB Rating history, CPU medians of 5 runs in 1 MB chunks: level 1 0.26 s for 9.29 MB, level 2 0.23 s for
 * 8.74 MB, level 4 0.31 s for 8.35 MB, level 6 0.66 s for 7.70 MB; fflate's level 3 0.78 s for 8.91 MB).
 */
const NATIVE_LEVEL = 2;

const nativeCrc = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

/**
 * CRC-32 of a part's bytes, continuing from `crc`: Node's zlib.crc32 where there is one (Node 20.15 and later; the
 * same value as crc32 above, about fifteen times faster: 0.01 s for the Rating history), else crc32.
 */
export function checksum(data: Uint8Array, crc = 0): number {
  return nativeCrc ? nativeCrc(data, crc) : crc32(data, crc);
}

/** An entry as written: a large part's compressed bytes stay in the pieces they were made in (copied once, into the zip). */
type Written = Omit<ZipEntry, "data"> & { data: Uint8Array | readonly Uint8Array[] };

function streamed(part: StreamedPart): Written {
  const out: Uint8Array[] = [];
  let crc = 0;
  let size = 0;
  // The first NATIVE_DEFLATE_BYTES are kept until the part is known to be small (fflate) or large (zlib).
  const first: Uint8Array[] = [];
  let chunk: Uint8Array | undefined;
  let filled = 0;
  // A large part is deflated in chunks of exactly NATIVE_DEFLATE_BYTES (so the output depends on the bytes only,
  // not on how the producer cut them), each by its own zlib call ended with a sync flush: the concatenated chunks
  // are one raw deflate stream (RFC 1951: a sync flush ends on a byte boundary with an empty stored block and no
  // final bit; the last chunk is finished), each chunk compressed without the previous one's window (0.1% larger).
  const take = (piece: Uint8Array) => {
    for (let at = 0; at < piece.length;) {
      const n = Math.min(piece.length - at, chunk!.length - filled);
      chunk!.set(piece.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === chunk!.length) {
        out.push(zlib.deflateRawSync(chunk!, { level: NATIVE_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
        filled = 0;
      }
    }
  };
  part.produce((piece) => {
    crc = checksum(piece, crc);
    size += piece.length;
    if (chunk) take(piece);
    else if (size < NATIVE_DEFLATE_BYTES) first.push(piece.slice());
    else {
      chunk = new Uint8Array(NATIVE_DEFLATE_BYTES);
      for (const p of first) take(p);
      take(piece);
      first.length = 0;
    }
  });
  if (chunk) out.push(zlib.deflateRawSync(chunk.subarray(0, filled), { level: NATIVE_LEVEL }));
  else {
    // A small part (a template's sheet): level 3, the pieces pushed as they came, as this writer always did.
    const deflater = new Deflate({ level: 3 }, (c) => out.push(c));
    for (const p of first) deflater.push(p);
    deflater.push(new Uint8Array(0), true);
  }
  let compressedSize = 0;
  for (const c of out) compressedSize += c.length;
  return {
    name: part.name,
    method: 8,
    crc,
    compressedSize,
    size,
    flags: 0,
    time: 0,
    date: FIXED_DATE,
    data: out,
  };
}

function concat(pieces: readonly Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of pieces) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Write a zip of these entries, in this order: copied entries keep their compressed bytes, CRC, method and date;
 * new ones are deflated and dated 1980-01-01. No zip64 (a workbook part over 4 GB is refused).
 */
export function writeZip(inputs: readonly ZipInput[]): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Written[] = inputs.map((i) =>
    "entry" in i ? i.entry : "bytes" in i ? deflated(i.name, i.bytes) : streamed(i),
  );
  const pieces: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = encoder.encode(e.name);
    const utf8 = /[^\x20-\x7e]/.test(e.name) ? 0x800 : 0;
    // Sizes go into the headers (no data descriptor): clear bit 3; keep the UTF-8 flag; nothing else applies.
    const flags = (e.flags & 0x800) | utf8;
    if (e.compressedSize > 0xfffffffe || e.size > 0xfffffffe || offset > 0xfffffffe)
      throw new RangeError(`The part ${e.name} is too large for a workbook (over 4 GB).`);
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, SIG_LOCAL, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, flags, true);
    lv.setUint16(8, e.method, true);
    lv.setUint16(10, e.time, true);
    lv.setUint16(12, e.date, true);
    lv.setUint32(14, e.crc, true);
    lv.setUint32(18, e.compressedSize, true);
    lv.setUint32(22, e.size, true);
    lv.setUint16(26, name.length, true);
    lv.setUint16(28, 0, true);
    local.set(name, 30);
    const cd = new Uint8Array(46 + name.length);
    const cv = new DataView(cd.buffer);
    cv.setUint32(0, SIG_CENTRAL, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, flags, true);
    cv.setUint16(10, e.method, true);
    cv.setUint16(12, e.time, true);
    cv.setUint16(14, e.date, true);
    cv.setUint32(16, e.crc, true);
    cv.setUint32(20, e.compressedSize, true);
    cv.setUint32(24, e.size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    cd.set(name, 46);
    pieces.push(local);
    if (e.data instanceof Uint8Array) pieces.push(e.data);
    else pieces.push(...e.data);
    central.push(cd);
    offset += local.length + e.compressedSize;
  }
  const dirSize = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, SIG_END, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, dirSize, true);
  ev.setUint32(16, offset, true);
  return concat([...pieces, ...central, end]);
}
