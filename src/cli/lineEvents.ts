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
  private lines = new Float64Array(1 << 16);
  /** The first event holding the line in the same slot; -1 for an empty slot. */
  private first = new Int32Array(1 << 16).fill(-1);
  private used = 0;
  /** Line → the events after the first that hold it, in order. */
  private readonly more = new Map<number, number[]>();

  /** Event `k` holds `line` (events are added in increasing order; a line an event holds twice counts once). */
  add(line: number, k: number): void {
    const at = this.slot(line);
    const first = this.first[at];
    if (first < 0) {
      this.lines[at] = line;
      this.first[at] = k;
      if (++this.used * 2 > this.first.length) this.grow();
      return;
    }
    if (first === k) return;
    const later = this.more.get(line);
    if (!later) this.more.set(line, [k]);
    else if (later[later.length - 1] !== k) later.push(k);
  }

  /** The events holding `line`, in order. */
  holding(line: number): readonly number[] {
    const first = this.first[this.slot(line)];
    if (first < 0) return [];
    const later = this.more.get(line);
    return later ? [first, ...later] : [first];
  }

  /** The slot of `line`: where it is, or the empty slot where it would go. */
  private slot(line: number): number {
    const mask = this.first.length - 1;
    // The low bits of a well-mixed 53-bit hash (`>>> 0` keeps a whole number's low 32 bits, without a division).
    let at = (line >>> 0) & mask;
    while (this.first[at] >= 0 && this.lines[at] !== line) at = (at + 1) & mask;
    return at;
  }

  private grow(): void {
    const lines = this.lines;
    const first = this.first;
    this.lines = new Float64Array(lines.length * 2);
    this.first = new Int32Array(first.length * 2).fill(-1);
    for (let i = 0; i < first.length; i++) {
      if (first[i] < 0) continue;
      const at = this.slot(lines[i]);
      this.lines[at] = lines[i];
      this.first[at] = first[i];
    }
  }
}
