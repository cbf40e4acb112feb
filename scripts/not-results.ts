/**
 * `npx tsx scripts/not-results.ts`: writes test/fixtures/not-results/, the corpus of files that are NOT results
 * files, which every reader must refuse (test/formats/notResults.test.ts; the real archive next to it must all be
 * read). Deterministic: random bytes and text come from the engine's seeded PRNG (mulberry32, fixed seeds), the
 * cut and doubled files from fixed real files of test/fixtures/wof_results, so running it again writes the same
 * bytes (the test checks that the committed files equal a fresh run).
 *
 * What it holds, one kind per file (the name says which; the reason each must get is in the test):
 * - random bytes (64 B, 4 KB, 64 KB) and random printable text;
 * - other formats: a results sheet as CSV (comma and semicolon), an HTML page, prose, a JSON object and array that
 *   are not FlipTheDisc exports, the first 4 KB of an Excel workbook, an empty file;
 * - a real file with few game lines among notes written outside comments;
 * - real files cut short (inside a game line half-way, at a line end after half its rounds, inside its last line's
 *   discs) and doubled (a file twice, two files one after the other).
 */
import { mkdirSync, readFileSync, writeFileSync } from "fs";
import * as path from "path";
import { zipSync, strToU8 } from "fflate";
import { mulberry32 } from "../src/engine";
import { parseEloFile } from "../src/formats/elo";
import { decodeBytes } from "../src/formats/decode";
import { writeCsv } from "../src/sheets/csv";
import { tournamentToSheets } from "../src/sheets";

const ROOT = path.resolve(__dirname, "..");
const ARCHIVE = path.join(ROOT, "test", "fixtures", "wof_results");
export const NOT_RESULTS_DIR = path.join(ROOT, "test", "fixtures", "not-results");

/** Real files the cut and doubled ones are made from (small, with a player list and several rounds). */
const MOSCOW = "2010/20100306_MOSCOW.ELO";
const ROME = "2012/20120114_EGP_Roma.ELO";

const real = (file: string) => readFileSync(path.join(ARCHIVE, file));
const text = (s: string) => new TextEncoder().encode(s);

function randomBytes(seed: number, n: number): Uint8Array {
  const next = mulberry32(seed);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.floor(next() * 256);
  return out;
}

/** Printable ASCII with the format's own signs ((, ), <, >, =, %, digits), a line end every 20–60 characters. */
function randomText(seed: number, n: number): Uint8Array {
  const next = mulberry32(seed);
  const alphabet = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ 0123456789 0123456789 ()<>=%,.;:-+?";
  let s = "";
  let lineLeft = 20 + Math.floor(next() * 40);
  while (s.length < n) {
    if (--lineLeft <= 0) {
      s += "\n";
      lineLeft = 20 + Math.floor(next() * 40);
    } else s += alphabet[Math.floor(next() * alphabet.length)];
  }
  return text(s);
}

/** A real event's Results sheet as a CSV file would hold it. */
function resultsCsv(delimiter: string): Uint8Array {
  const t = parseEloFile(decodeBytes(real(MOSCOW)).text).tournament;
  return text(writeCsv(tournamentToSheets(t).results, delimiter));
}

/** The lines of a real file (as decoded) and its text. */
function realLines(file: string): string[] {
  return decodeBytes(real(file)).text.split(/\r\n|\r|\n/);
}

/** The real file cut inside the first disc count of a game line about half-way through its games. */
function cutMidLine(file: string): Uint8Array {
  const lines = realLines(file);
  const games = lines.map((l, i) => ({ l, i })).filter((x) => /^\s*\+?\d+\s*\(/.test(x.l));
  const at = games[Math.floor(games.length / 2)];
  const head = lines.slice(0, at.i).join("\n");
  return text(`${head}\n${at.l.slice(0, at.l.indexOf("(") + 2)}`);
}

/** The real file cut at the line end before its round header about half-way through its rounds. */
function cutAtLineEnd(file: string): Uint8Array {
  const lines = realLines(file);
  const headers = lines.map((l, i) => ({ l, i })).filter((x) => /^%\s*round/i.test(x.l));
  return text(lines.slice(0, headers[Math.floor(headers.length / 2)].i).join("\n") + "\n");
}

/** The real file cut inside the discs of its last game line (no line end after it). */
function cutLastLine(file: string): Uint8Array {
  const lines = realLines(file);
  let k = lines.length - 1;
  while (!/\(\d+\)/.test(lines[k])) k--;
  return text(lines.slice(0, k).join("\n") + "\n" + lines[k].slice(0, lines[k].indexOf("(") + 2));
}

/** A real file's header and player list, then its results written as prose with only two game lines. */
function fewGames(): Uint8Array {
  const lines = realLines(MOSCOW);
  const firstRound = lines.findIndex((l) => /^%\s*round/i.test(l));
  const games = lines.filter((l) => /^\s*\d+\s*\(\d+\)\s*[<>=]/.test(l)).slice(0, 2);
  return text(
    [
      ...lines.slice(0, firstRound),
      "Results of the first round, as the club's secretary wrote them down:",
      games[0],
      "Samchenko won his first game easily, and Syachin had a hard time against Averina.",
      "Sokolov beat Melnikov in the last minute of the game.",
      games[1],
      "Shubyakova and Baluev drew, 32 to 32.",
      "The second round starts at two o'clock; the third after dinner.",
      "All games of the day are on the club's notice board.",
      "",
    ].join("\n"),
  );
}

const HTML = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>1st RFO tournament, Moscow, March 2010</title></head>
<body>
<h1>1st RFO tournament</h1>
<table>
<tr><th>Round</th><th>Black</th><th>Discs</th><th>White</th></tr>
<tr><td>1</td><td>320000</td><td>40-24</td><td>320003</td></tr>
<tr><td>1</td><td>320005</td><td>30-34</td><td>320006</td></tr>
</table>
</body>
</html>
`;

const PROSE = `The Brightwell Quotient
The disc total rewards effort in every game, the opponents' scores reward a hard draw in a Swiss event.
With C = 0, BQ is the disc total; as C grows it approaches the sum of the opponents' scores.
C is chosen so that losing 0-64 to an ideal player who wins every game is worth as much
as winning 64-0 against one who loses every game: 64 = C x N, so C = 64 / N for N rounds.
`;

const JSON_OBJECT = `{
  "name": "1st RFO tournament",
  "players": [{ "id": 320000, "name": "Samchenko Alexandr" }, { "id": 320003, "name": "Syachin Alexandr" }],
  "games": [{ "round": 1, "black": 320000, "white": 320003, "discs": [40, 24] }]
}
`;

const JSON_ARRAY = `[
  { "round": 1, "black": "320000", "white": "320003", "result": "40-24" },
  { "round": 1, "black": "320005", "white": "320006", "result": "30-34" }
]
`;

/** Every file of the corpus: name → bytes. */
export function notResultsCorpus(): Map<string, Uint8Array> {
  const concat = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let k = 0;
    for (const p of parts) out.set(p, (k += p.length) - p.length);
    return out;
  };
  return new Map<string, Uint8Array>([
    ["random-bytes-64.ELO", randomBytes(1, 64)],
    ["random-bytes-4k.ELO", randomBytes(2, 4096)],
    ["random-bytes-64k.ELO", randomBytes(3, 65536)],
    ["random-bytes-4k.json", randomBytes(4, 4096)],
    ["random-text-4k.ELO", randomText(5, 4096)],
    ["results-comma.ELO", resultsCsv(",")],
    ["results-semicolon.ELO", resultsCsv(";")],
    ["page.ELO", text(HTML)],
    ["prose.ELO", text(PROSE)],
    ["object.json", text(JSON_OBJECT)],
    ["array.ELO", text(JSON_ARRAY)],
    ["workbook-head.ELO", workbookHead()],
    ["empty.ELO", new Uint8Array()],
    ["few-games.ELO", fewGames()],
    ["cut-mid-line.ELO", cutMidLine(ROME)],
    ["cut-at-line-end.ELO", cutAtLineEnd(MOSCOW)],
    ["cut-last-line.ELO", cutLastLine(MOSCOW)],
    ["doubled.ELO", concat(real(MOSCOW), real(MOSCOW))],
    ["two-files.ELO", concat(real(MOSCOW), real(ROME))],
  ]);
}

/**
 * The first 4 KB of an .xlsx file (a zip of XML parts), built here with a fixed date rather than cut from a
 * template, so the fixture does not change whenever the templates do.
 */
function workbookHead(): Uint8Array {
  const rows = Array.from(
    { length: 60 },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>Player ${i + 1}</t></is></c></row>`,
  ).join("");
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const zip = zipSync(
    {
      "[Content_Types].xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
      ),
      "xl/workbook.xml": strToU8(
        `<workbook xmlns="${main}"><sheets><sheet name="Results" sheetId="1"/></sheets></workbook>`,
      ),
      "xl/worksheets/sheet1.xml": strToU8(`<worksheet xmlns="${main}"><sheetData>${rows}</sheetData></worksheet>`),
    },
    { level: 0, mtime: new Date(Date.UTC(2026, 0, 1)) },
  );
  return zip.subarray(0, 4096);
}

if (require.main === module) {
  mkdirSync(NOT_RESULTS_DIR, { recursive: true });
  for (const [name, bytes] of notResultsCorpus()) {
    writeFileSync(path.join(NOT_RESULTS_DIR, name), bytes);
    console.log(`wrote test/fixtures/not-results/${name} (${bytes.length} bytes)`);
  }
}
