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
  // Plain ASCII (every WOF id) needs no normalising: the common case, without a lookup.
  if (!/[^\x21-\x7e]/.test(id)) return id.toLowerCase();
  return memo(idKeys, id, () => id.normalize("NFKC").toLowerCase().trim());
}

/** The discs of a game when a board shows them (together at least the 4 discs a game starts with), else "". */
function discsOf(g: EventGame): string {
  const a = g.discsA;
  const b = g.discsB;
  return a !== null && a !== undefined && b !== null && b !== undefined && a + b >= 4 ? `${a}-${b}` : "";
}

/** One game as a line, without its round: "black|white|score|discs". */
function gameLine(g: EventGame): string {
  return `${idKey(g.a)}|${idKey(g.b)}|${g.scoreA}|${discsOf(g)}`;
}

/** 53-bit string hash (cyrb53): two 32-bit lanes mixed, well spread; not a security hash. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

/**
 * The fingerprint of an event's games: "D" (some game has discs) or "R" (results only), then a 53-bit hash (14 hex
 * digits) of the sorted lines "round|black|white|score|discs". Independent of the event's name and date, of id case
 * and of the order of games within a round; changed by any game's round, players, colours, result or discs.
 */
export function gamesFingerprint(games: readonly EventGame[]): string {
  const id = identityOf(games);
  if (id.fingerprint === undefined) {
    const lines = games.map((g, i) => `${g.round}|${id.lines[i]}`).sort();
    id.fingerprint = `${id.disc.length > 0 ? "D" : "R"}${hash53(lines.join("\n"))}`;
  }
  return id.fingerprint;
}

/**
 * An event's games as lines (without rounds), its lines with discs, and its fingerprint once computed: kept for the
 * list of games asked about (a host checks an event, then applies it; rate-history also compares its games).
 */
interface Identity {
  lines: string[];
  disc: string[];
  fingerprint?: string;
}
const identities = new WeakMap<readonly EventGame[], Identity>();
function identityOf(games: readonly EventGame[]): Identity {
  let id = identities.get(games);
  if (!id) {
    const lines: string[] = [];
    const disc: string[] = [];
    for (const g of games) {
      const line = gameLine(g);
      lines.push(line);
      if (discsOf(g) !== "") disc.push(line);
    }
    identities.set(games, (id = { lines, disc }));
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

/** The event's games with discs as lines without their rounds (a multiset: a line may repeat), for sharedGameCount. */
export function discGameLines(games: readonly EventGame[]): string[] {
  return identityOf(games).disc;
}

/** How many games two events have in common (multisets of discGameLines). */
export function sharedGameCount(a: readonly string[], b: readonly string[]): number {
  const count = new Map<string, number>();
  for (const l of b) count.set(l, (count.get(l) ?? 0) + 1);
  let n = 0;
  for (const l of a) {
    const c = count.get(l) ?? 0;
    if (c > 0) {
      n++;
      count.set(l, c - 1);
    }
  }
  return n;
}

/**
 * A corrected copy: two events that share more than half of each one's games with discs (sharedGameCount). Two
 * different events share a game with discs only by chance (the same pair, colours and discs); a file re-sent with a
 * player's id or a result corrected shares most of both (the archive's two: 72 of 78 games, 557 of 559). A one-game
 * final whose game is also a game of an earlier conference is not a copy of it.
 */
export function mostlySameGames(shared: number, a: readonly string[], b: readonly string[]): boolean {
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
