/**
 * Seeded randomness: the only kind the engine uses, so that the same input and seed always give the same
 * output (a random first round, a colour coin on a perfect tie). Also used by tests and benchmarks to
 * generate the same events on every run.
 */

/** mulberry32: a small, well-known 32-bit seeded PRNG (deterministic across platforms). Values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
