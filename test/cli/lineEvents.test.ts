/**
 * rate-history's table of game lines (src/cli/lineEvents.ts) against a Map doing the same: for any sequence of events
 * and their lines (53-bit hashes, lines repeated within and across events, enough of them to make the table grow),
 * every line is held by the same events in the same order, whatever number of lines the table was made for.
 */
import fc from "fast-check";
import { LineEvents } from "../../src/cli/lineEvents";

describe("the events holding each game line", () => {
  it("are those a Map of lists gives, in order, whatever the lines", () => {
    const line = fc.oneof(
      fc.integer({ min: 0, max: 2 ** 53 - 1 }),
      fc.integer({ min: 0, max: 50 }), // small lines collide in the table's low bits
      fc.constant(2 ** 52 + 4096),
      fc.constant(4096),
    );
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 40 }), { maxLength: 300 }), fc.nat(3000), (events, expected) => {
        // Made for fewer lines than come, it grows (several times from 16 slots); for more, it never does.
        const table = new LineEvents(expected);
        const reference = new Map<number, number[]>();
        events.forEach((lines, k) => {
          for (const l of lines) {
            table.add(l, k);
            const held = reference.get(l) ?? [];
            if (held[held.length - 1] !== k) held.push(k);
            reference.set(l, held);
          }
        });
        for (const [l, held] of reference) {
          const into = new Set<number>([-1]);
          table.addHolding(l, into);
          expect([...into]).toEqual([-1, ...held]);
        }
        const none = new Set<number>();
        table.addHolding(2 ** 53 - 7, none);
        expect([...none]).toEqual(reference.get(2 ** 53 - 7) ?? []);
      }),
      { numRuns: 80 },
    );
  });
});
