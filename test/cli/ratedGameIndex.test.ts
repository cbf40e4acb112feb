/**
 * rate-history's index of the rated events' games with discs (RatedGameIndex, src/cli/commands/rateHistory.ts), which
 * finds a corrected copy of an earlier event: it keeps each (line, event) in flat arrays chained from the line's low
 * 20 bits. Property: it answers exactly as the plain index it replaced (a Map from each line to the events holding
 * it), with lines drawn so that many share a bucket (the same low 20 bits, another high part), and games repeated
 * inside an event. The real archive's two corrected copies are test/cli/rateHistoryProof.test.ts's.
 */
import fc from "fast-check";
import { mostlySameGames, sharedGameCount } from "../../src/engine";
import { RatedGameIndex } from "../../src/cli/commands/rateHistory";

/** The index as it was: one list of events per line, compared the same way. */
class PlainIndex {
  private readonly events: { label: string; lines: number[] }[] = [];
  private readonly byLine = new Map<number, number[]>();

  add(lines: number[], label: string): void {
    const k = this.events.length;
    this.events.push({ label, lines });
    for (const l of lines) {
      const list = this.byLine.get(l);
      if (!list) this.byLine.set(l, [k]);
      else if (list[list.length - 1] !== k) list.push(k);
    }
  }

  correctedCopyOf(lines: number[]): { of: string; shared: number } | undefined {
    if (lines.length === 0) return undefined;
    const candidates = new Set<number>();
    for (let i = 0; i <= lines.length >> 1; i++) for (const k of this.byLine.get(lines[i]) ?? []) candidates.add(k);
    for (const k of candidates) {
      const earlier = this.events[k];
      if (earlier.lines.length >= 2 * lines.length || lines.length >= 2 * earlier.lines.length) continue;
      const shared = sharedGameCount(lines, earlier.lines);
      if (mostlySameGames(shared, lines, earlier.lines)) return { of: earlier.label, shared };
    }
    return undefined;
  }
}

const BUCKET = 2 ** 20;
/** A 53-bit line from a small pool: 6 low parts × 4 high parts, so that lines of one bucket are common. */
const line = fc
  .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 }))
  .map(([low, high]) => high * BUCKET * 1024 + low * 7919 + (high === 3 ? BUCKET - 1 - low : 0));

test("finds the same corrected copy as the plain index, whatever lines share a bucket", () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(line, { minLength: 0, maxLength: 12 }), { minLength: 1, maxLength: 25 }),
      (events) => {
        const index = new RatedGameIndex();
        const plain = new PlainIndex();
        events.forEach((lines, k) => {
          expect(index.correctedCopyOf(lines)).toEqual(plain.correctedCopyOf(lines));
          index.add(lines, `event ${k}`);
          plain.add(lines, `event ${k}`);
        });
      },
    ),
    { numRuns: 300 },
  );
});

test("lines of one bucket are told apart: a copy of one event is not taken for a copy of another", () => {
  const index = new RatedGameIndex();
  const a = [5, 6, 7, 8];
  const b = a.map((l) => l + 2 * BUCKET); // the same buckets, other lines
  index.add(a, "A");
  expect(index.correctedCopyOf(b)).toBeUndefined();
  index.add(b, "B");
  expect(index.correctedCopyOf([...b.slice(0, 3), 99])).toEqual({ of: "B", shared: 3 });
  expect(index.correctedCopyOf([...a.slice(0, 3), 99])).toEqual({ of: "A", shared: 3 });
});

test("the earlier event holding a line is compared first, not one holding another line of its bucket", () => {
  // A and B both hold most of the query's games; only B holds its first line p (A holds p', of p's bucket). The plain
  // index meets B first (at p) and reports it; so must this one.
  const [p, c1, c2, c3] = [11, 12, 13, 14];
  const q = [p, c1, c2, c3];
  const index = new RatedGameIndex();
  const plain = new PlainIndex();
  for (const [lines, label] of [
    [[p + 2 * BUCKET, c1, c2, c3], "A"],
    [[p, c1, c2, c3], "B"],
  ] as const) {
    index.add([...lines], label);
    plain.add([...lines], label);
  }
  expect(plain.correctedCopyOf(q)).toEqual({ of: "B", shared: 4 });
  expect(index.correctedCopyOf(q)).toEqual({ of: "B", shared: 4 });
});
