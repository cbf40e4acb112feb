// Draws Brightwell's icons (a green Othello square with a black and a white disc) as PNG files in assets/.
// Run once with `node scripts/make-icons.js`; the PNGs are committed. No image library: a tiny PNG encoder.
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5, size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
// Super-sampled coverage for smooth edges.
function draw(x0, y0, s) {
  const shapes = (x, y) => {
    const u = x / s,
      v = y / s;
    const r = 0.27;
    if ((u - 0.34) ** 2 + (v - 0.38) ** 2 < r * r) return [20, 20, 20, 255];
    if ((u - 0.66) ** 2 + (v - 0.64) ** 2 < r * r) return [250, 250, 250, 255];
    const m = 0.04,
      rr = 0.16;
    const dx = Math.max(m + rr - u, 0, u - (1 - m - rr)),
      dy = Math.max(m + rr - v, 0, v - (1 - m - rr));
    if (dx * dx + dy * dy < rr * rr) return [16, 124, 65, 255];
    return [0, 0, 0, 0];
  };
  const acc = [0, 0, 0, 0];
  const n = 4;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const c = shapes(x0 - 0.5 + (i + 0.5) / n, y0 - 0.5 + (j + 0.5) / n);
      for (let k = 0; k < 3; k++) acc[k] += c[k] * c[3];
      acc[3] += c[3];
    }
  const a = acc[3] / (n * n);
  return acc[3] ? [acc[0] / acc[3], acc[1] / acc[3], acc[2] / acc[3], a].map(Math.round) : [0, 0, 0, 0];
}
for (const size of [16, 32, 64, 80, 128]) {
  fs.writeFileSync(path.join(__dirname, "..", "assets", `icon-${size}.png`), png(size, draw));
}
console.log("icons written to assets/");
