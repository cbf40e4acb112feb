/**
 * An event's identity by its content (docs/rules.md §5.3): the one home of "the same games", for `rate`, the pane's
 * Update ratings (through src/sheets/ratings/) and `rate-history`. Pure: games in, text and counts out.
 *
 * - gamesFingerprint(games): the event's games as one short text, independent of the event's name, date and file
 *   name, of how the ids are cased and of the order of the games within a round. Two events hold the same games
 *   when their fingerprints are equal — and, for events whose games carry no discs, when their dates or names are
 *   equal too (sameGames): results without discs cannot tell two events apart (the archive holds the 1995 Kanto
 *   Meijin Junior final and the 1996 Kyoto Champion match, both "698 > 5522" twice: two events, the same results).
 * - discGameLines / sharedGameCount / mostlySameGames: a corrected copy (a file re-sent with a player's id or a
 *   play-off result fixed) shares most of its games with discs (rounds aside) with the earlier event, and most of
 *   that event's; `rate-history`, which holds every file's games, skips it (its archive holds two such copies).
 * - legacyGamesKey: the key Brightwell wrote before (32-bit, same name only), still read from older History sheets.
 */
import type { EventGame } from "./list";

/**
 * The identity of an event by its name and date: its date and its name ignoring case, full/half width and runs of
 * spaces. (Event names are compared more loosely than they are shown; player names have their own key in
 * sheets/results/names.ts.)
 */
export function eventKey(name: string, date: string): string {
  return `${date}|${eventNameKey(name)}`;
}

export function eventNameKey(name: string): string {
  return memo(nameKeys, name, () => name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim());
}

// Keys are asked for again and again (every History row of an event, every game of a player): remembered, up to a
// bound (a rating history of a whole archive has some 11,000 players and 4,000 events).
const nameKeys = new Map<string, string>();
const idKeys = new Map<string, string>();
function memo(cache: Map<string, string>, key: string, make: () => string): string {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= 100_000) cache.clear();
    cache.set(key, (v = make()));
  }
  return v;
}

/** A player's key as the fingerprint compares it: Unicode-normalised (NFKC), lower case, trimmed. */
function idKey(id: string): string {
  // Printable ASCII without spaces (every WOF id) needs no normalising: the common case, read in one pass without a
  // lookup (two regular expressions a player of each of the archive's 210,000 games before).
  let upper = false;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c < 0x21 || c > 0x7e) return memo(idKeys, id, () => id.normalize("NFKC").toLowerCase().trim());
    if (c >= 0x41 && c <= 0x5a) upper = true;
  }
  return upper ? id.toLowerCase() : id;
}

/** Whether a game shows discs a board can hold (together at least the 4 discs a game starts with). */
function showsDiscs(g: EventGame): boolean {
  const a = g.discsA;
  const b = g.discsB;
  return a !== null && a !== undefined && b !== null && b !== undefined && a + b >= 4;
}

/**
 * A 53-bit hash (cyrb53: two 32-bit lanes mixed, well spread; not a security hash) of a list of 16-bit codes, as a
 * number below 2^53 (exact in a double). The lanes are local variables (kept as machine integers), so that hashing
 * the archive's some 210,000 games allocates nothing per code.
 */
function hash53(codes: ArrayLike<number>, length = codes.length): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < length; i++) {
    const c = codes[i];
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Codes to hash, reused (grown when a game's ids are long). */
let codes = new Uint16Array(256);
/** Codes grown (doubled, keeping them) until they hold more than `n`. */
function room(n: number): void {
  if (n < codes.length) return;
  let size = codes.length * 2;
  while (n >= size) size *= 2;
  const bigger = new Uint16Array(size);
  bigger.set(codes);
  codes = bigger;
}
function code(at: number, c: number): number {
  room(at);
  codes[at] = c;
  return at + 1;
}
function codeText(at: number, text: string): number {
  // Room for the whole text at once, then written without a check a code.
  room(at + text.length);
  for (let i = 0; i < text.length; i++) codes[at++] = text.charCodeAt(i);
  return code(at, 0x1f); // a separator no id holds
}
/** A number below 2^53 as four 16-bit codes. */
function codeNumber(at: number, x: number): number {
  at = code(at, x & 0xffff);
  at = code(at, (x / 65536) & 0xffff);
  at = code(at, (x / 4294967296) & 0xffff);
  return code(at, (x / 281474976710656) & 0xffff);
}

/** A game without its round as a number: its Black and White (ids as idKey), result and discs (when shown). */
function gameKey(g: EventGame): number {
  let at = codeText(0, idKey(g.a));
  at = codeText(at, idKey(g.b));
  at = code(at, g.scoreA * 2);
  if (showsDiscs(g)) {
    at = code(at, 100 + g.discsA!);
    at = code(at, 200 + g.discsB!);
  }
  return hash53(codes, at);
}

/**
 * The fingerprint of an event's games: "D" (some game has discs) or "R" (results only), then a 53-bit hash (14 hex
 * digits) of its games, each as its round and its gameKey, in sorted order. Independent of the event's name and
 * date, of id case and of the order of games within a round; changed by any game's round, players, colours, result
 * or discs.
 */
export function gamesFingerprint(games: readonly EventGame[]): string {
  const id = identityOf(games);
  if (id.fingerprint === undefined) {
    const keys = new Float64Array(games.length);
    for (let i = 0; i < games.length; i++)
      keys[i] = hash53(codes, codeNumber(codeNumber(0, games[i].round), id.keys[i]));
    keys.sort();
    const all = new Uint16Array(keys.length * 4);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      all[4 * i] = k & 0xffff;
      all[4 * i + 1] = (k / 65536) & 0xffff;
      all[4 * i + 2] = (k / 4294967296) & 0xffff;
      all[4 * i + 3] = (k / 281474976710656) & 0xffff;
    }
    id.fingerprint = `${id.disc.length > 0 ? "D" : "R"}${hash53(all).toString(16).padStart(14, "0")}`;
  }
  return id.fingerprint;
}

/**
 * An event's games keyed (gameKey), its games with discs, and its fingerprint once computed: kept for the list of
 * games asked about (a host checks an event, then applies it; rate-history also compares its games).
 */
interface Identity {
  keys: number[];
  disc: number[];
  fingerprint?: string;
}
const identities = new WeakMap<readonly EventGame[], Identity>();
function identityOf(games: readonly EventGame[]): Identity {
  let id = identities.get(games);
  if (!id) {
    const keys: number[] = [];
    const disc: number[] = [];
    for (const g of games) {
      const key = gameKey(g);
      keys.push(key);
      if (showsDiscs(g)) disc.push(key);
    }
    identities.set(games, (id = { keys, disc }));
  }
  return id;
}

/** True for a fingerprint gamesFingerprint writes (a History's older key is 8 hex digits: legacyGamesKey). */
export function isGamesFingerprint(key: string): boolean {
  return /^[DR][0-9a-f]{14}$/.test(key);
}

/** An event as sameGames compares it. */
export interface GamesIdentity {
  fingerprint: string;
  date: string;
  name: string;
}

/**
 * Whether two events hold the same games: equal fingerprints; for results without discs ("R"), which two events can
 * share, the same date or the same name (eventNameKey) as well.
 */
export function sameGames(a: GamesIdentity, b: GamesIdentity): boolean {
  return (
    a.fingerprint === b.fingerprint &&
    (a.fingerprint.startsWith("D") || a.date === b.date || eventNameKey(a.name) === eventNameKey(b.name))
  );
}

/**
 * The event's games with discs, rounds aside, each as a number (gameKey: Black, White, result, discs; a multiset: a
 * game may repeat), for sharedGameCount.
 */
export function discGameLines(games: readonly EventGame[]): number[] {
  return identityOf(games).disc;
}

/** How many games two events have in common (multisets of discGameLines). */
export function sharedGameCount(a: readonly number[], b: readonly number[]): number {
  // Both sorted, then walked together: each line counts as often as both hold it. (A map of counts boxed every line:
  // rate-history compares some 2,000 pairs of events, 320,000 lines, on the WOF archive.)
  const x = Float64Array.from(a).sort();
  const y = Float64Array.from(b).sort();
  let n = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] === y[j]) {
      n++;
      i++;
      j++;
    } else if (x[i] < y[j]) i++;
    else j++;
  }
  return n;
}

/**
 * A corrected copy: two events that share more than half of each one's games with discs (sharedGameCount). Two
 * different events share a game with discs only by chance (the same pair, colours and discs); a file re-sent with a
 * player's id or a result corrected shares most of both (the archive's two: 72 of 78 games, 557 of 559). A one-game
 * final whose game is also a game of an earlier conference is not a copy of it.
 */
export function mostlySameGames(shared: number, a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length > 0 && shared * 2 > a.length && shared * 2 > b.length;
}

/**
 * The key Brightwell wrote in the History's Games key column before fingerprints (32-bit FNV-1a, hex, over the sorted
 * lines "round:black:white:score:discs-discs"; compared under the same event name only). Kept to read older Histories.
 */
export function legacyGamesKey(games: readonly EventGame[]): string {
  const lines = games.map((g) => `${g.round}:${g.a}:${g.b}:${g.scoreA}:${g.discsA ?? ""}-${g.discsB ?? ""}`).sort();
  let h = 0x811c9dc5;
  for (const line of lines) {
    for (let i = 0; i < line.length; i++) {
      h ^= line.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= 10;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
