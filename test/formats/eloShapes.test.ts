/**
 * The .ELO reader builds each kind of object one way, with all its fields from the start (src/formats/elo/: reader.ts,
 * lines.ts roundHeader, playerLine.ts, assemble.ts playerOf). Why it matters: V8 gives an object built another way,
 * or given a field later, another shape, and the optimised reader went back to the interpreter (and was compiled
 * again) for each new shape it met; over the WOF archive that recompiling was a large part of `rate-history`'s CPU
 * (docs/benchmarks.md). Object.keys in order is the shape as the program can see it: every header, block, game, player
 * line and player of the real files and of random comment lines must show the same keys as every other of its kind.
 */
import fc from "fast-check";
import * as fs from "fs";
import * as path from "path";
import { decodeBytes } from "../../src/formats/decode";
import { parseEloFile, readRoundHeader } from "../../src/formats/elo";
import { readSectionMarker, splitLines } from "../../src/formats/elo/lines";
import { EloReader } from "../../src/formats/elo/reader";
import { ARCHIVE, archiveFiles } from "../helpers/fixtures";

/** Each kind's keys, in order, as first met; a later object of the kind with other keys fails. */
class Shapes {
  private readonly seen = new Map<string, string>();

  check(kind: string, o: object, where: string): void {
    const keys = Object.keys(o).join(",");
    const first = this.seen.get(kind);
    if (first === undefined) this.seen.set(kind, keys);
    else expect([kind, where, keys]).toEqual([kind, where, first]);
  }
}

/** Every 9th file of the archive (some 430 files of every year and writer). */
const files = archiveFiles().filter((_, i) => i % 9 === 0);

test("the lines of real files: the line shape, every block, game and player line the same shape as the others", () => {
  expect(files.length).toBeGreaterThan(400);
  const shapes = new Shapes();
  let games = 0;
  for (const rel of files) {
    const text = decodeBytes(fs.readFileSync(path.join(ARCHIVE, rel))).text;
    const reader = new EloReader([]);
    const shapeBefore = Object.keys(reader.shape).join(",");
    splitLines(text, []).forEach((line, i) => reader.readLine(line, i + 1));
    // The line shape has every field before the first line and keeps them.
    expect([rel, Object.keys(reader.shape).join(",")]).toEqual([rel, shapeBefore]);
    shapes.check("reader", reader, rel);
    for (const b of reader.blocks) {
      shapes.check("block", b, rel);
      for (const g of b.games) {
        shapes.check("game", g, `${rel} line ${g.line}`);
        games++;
      }
    }
    for (const p of reader.players) shapes.check("player line", p, `${rel} line ${p.line}`);
  }
  expect(games).toBeGreaterThan(20000);
});

test("the players of real files: listed or only met in a game, one shape", () => {
  const shapes = new Shapes();
  let unlisted = 0;
  for (const rel of files) {
    let players;
    try {
      players = parseEloFile(decodeBytes(fs.readFileSync(path.join(ARCHIVE, rel))).text).tournament.players;
    } catch {
      continue; // a file the reader refuses has no players to check
    }
    for (const p of players) {
      shapes.check("player", p, `${rel} ${p.id}`);
      if (p.name === p.id) unlisted++;
    }
  }
  // Players named by their id only (met in a game, not on the list) are among them.
  expect(unlisted).toBeGreaterThan(0);
});

test("round headers and section markers: one shape, whatever the comment", () => {
  const shapes = new Shapes();
  const comments = [
    "Round: 1",
    "Round 2 (day 1 - division 2)",
    "round3: 12 > 45",
    "Round PO",
    "Round RR",
    "Final",
    "group A",
    "Swiss",
    "3 rodada",
  ];
  const words = fc.constantFrom(
    "Round",
    "round",
    "Ronde",
    "R",
    "Final",
    "Semi",
    "group",
    "day",
    "Swiss",
    "1",
    "3",
    "A",
  );
  fc.assert(
    fc.property(fc.array(words, { minLength: 1, maxLength: 4 }), (ws) => {
      for (const c of [...comments, ws.join(" ")]) {
        const h = readRoundHeader(c);
        if (h) shapes.check("header", h, c);
        const m = readSectionMarker(c);
        if (m) shapes.check("header", m, c);
      }
    }),
  );
});
