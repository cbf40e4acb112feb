/**
 * Game line → the events holding it, in order (rate-history's index of rated games with discs, RatedGameIndex).
 *
 * Why not a Map: a game line is a 53-bit hash (the engine's gameKey), so a Map keeps each of the archive's 200,000
 * lines as a boxed number with an entry of its own, about 0.15 s of filling and garbage collection on the WOF archive.
 * Here the lines are in one open-addressing table of doubles (linear probing, kept at most half full) with the first
 * event holding each; the few lines more than one event holds (a re-sent copy, a game repeated by chance) keep the
 * later events in a small map.
 */
export class LineEvents {
  private lines: Float64Array;
  /**
   * One more than the first event holding the line in the same slot; 0 for an empty slot (so that a new table needs
   * no filling: its pages are not touched before a line goes there).
   */
  private first: Int32Array;
  private used = 0;
  /** Line → the events after the first that hold it, in order. */
  private readonly more = new Map<number, number[]>();

  /**
   * `expected`: about how many lines will be added (rate-history: the archive's rated games). The table is made big
   * enough for them at once: growing it on the WOF archive (three times, 230,000 lines moved) took about 45 ms.
   */
  constructor(expected = 1 << 15) {
    let size = 16;
    while (size < 2 * expected) size *= 2;
    this.lines = new Float64Array(size);
    this.first = new Int32Array(size);
  }

  /** Event `k` holds `line` (events are added in increasing order; a line an event holds twice counts once). */
  add(line: number, k: number): void {
    const at = this.slot(line);
    const first = this.first[at] - 1;
    if (first < 0) {
      this.lines[at] = line;
      this.first[at] = k + 1;
      if (++this.used * 2 > this.first.length) this.grow();
      return;
    }
    if (first === k) return;
    const later = this.more.get(line);
    if (!later) this.more.set(line, [k]);
    else if (later[later.length - 1] !== k) later.push(k);
  }

  /** Add the events holding `line` to `into`, in order (without an array a line). */
  addHolding(line: number, into: Set<number>): void {
    const first = this.first[this.slot(line)] - 1;
    if (first < 0) return;
    into.add(first);
    const later = this.more.get(line);
    if (later) for (const k of later) into.add(k);
  }

  /** The slot of `line`: where it is, or the empty slot where it would go. */
  private slot(line: number): number {
    const mask = this.first.length - 1;
    // The low bits of a well-mixed 53-bit hash (`>>> 0` keeps a whole number's low 32 bits, without a division).
    let at = (line >>> 0) & mask;
    while (this.first[at] !== 0 && this.lines[at] !== line) at = (at + 1) & mask;
    return at;
  }

  private grow(): void {
    const lines = this.lines;
    const first = this.first;
    this.lines = new Float64Array(lines.length * 2);
    this.first = new Int32Array(first.length * 2);
    for (let i = 0; i < first.length; i++) {
      if (first[i] === 0) continue;
      const at = this.slot(lines[i]);
      this.lines[at] = lines[i];
      this.first[at] = first[i];
    }
  }
}
