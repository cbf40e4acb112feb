/**
 * `rate-history` rates the events of one date in file-name order (README "Rating lists", docs/rules.md §5.4). The
 * order matters only when two of them share a player: then it is said, one note per such pair (SameDateWatch).
 */

/** Two events of one date with players in common, rated `first` then `second`. */
export interface SameDateNote {
  date: string;
  first: string;
  second: string;
  /** Players in both. */
  shared: number;
  /** One of them (a list key). */
  player: string;
}

/** Fed the rated events in order; returns a note for each earlier event of the same date sharing a player. */
export class SameDateWatch {
  private date = "";
  private earlier: { file: string; keys: Set<string> }[] = [];

  add(file: string, date: string, keys: Iterable<string>): SameDateNote[] {
    if (date !== this.date) {
      this.date = date;
      this.earlier = [];
    }
    const mine = new Set(keys);
    const notes: SameDateNote[] = [];
    for (const e of this.earlier) {
      let shared = 0;
      let player = "";
      for (const k of mine) {
        if (!e.keys.has(k)) continue;
        if (shared++ === 0) player = k;
      }
      if (shared > 0) notes.push({ date, first: e.file, second: file, shared, player });
    }
    this.earlier.push({ file, keys: mine });
    return notes;
  }
}
