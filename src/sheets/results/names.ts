/**
 * Name identity: when two player cells are one player. Spellings that differ only invisibly (NFC, invisible
 * characters, kinds of spaces) are one player; case and inner spaces are not (a "name-variant" warning).
 * PlayerNames resolves a Results sheet's player cells against the players known so far (the Registry).
 */
import type { Player } from "../../engine";
import { cellShown, type Cell } from "../cells";
import { BYE_WORDS } from "../headers";
import type { SheetCursor } from "./cursor";

/** Key used to spot names that differ only by case or whitespace. */
export function nameKey(name: string): string {
  // Printable ASCII and spaces (most names): NFKC changes nothing and the only whitespace is the space.
  if (PRINTABLE_ASCII.test(name))
    return name.indexOf(" ") < 0 ? name.toLowerCase() : name.toLowerCase().replace(/ /g, "");
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Characters that show nothing: zero-width space/joiners, word joiner, direction marks, soft hyphen, BOM. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * The identity of a player's name or ID for matching: Unicode NFC (an accent typed as a separate mark
 * is the same letter), invisible characters removed, every kind of space (non-breaking, ideographic,
 * tab …) as one plain space, trimmed. Two cells with the same identity are one player; the name is
 * shown as first written. (Case and the spaces inside a name still count: those variants stay two
 * players with a "name-variant" warning, as they may really be two people.)
 */
export function nameIdentity(name: string): string {
  if (!/[^\x21-\x7E ]|^ | $| {2}/.test(name)) return name; // plain ASCII, single spaces: already its identity
  return name
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(/[\s\p{Zs}]+/gu, " ")
    .trim();
}

const CHARACTER_NAMES: Record<string, string> = {
  "\u00A0": "non-breaking space",
  "\u00AD": "soft hyphen",
  "\u200B": "zero-width space",
  "\u200C": "zero-width non-joiner",
  "\u200D": "zero-width joiner",
  "\u200E": "left-to-right mark",
  "\u200F": "right-to-left mark",
  "\u2060": "word joiner",
  "\u3000": "ideographic (full-width) space",
  "\uFEFF": "zero-width no-break space",
};

/** What makes two spellings with one identity differ, in words: "a zero-width space (U+200B)", … */
export function invisibleDifference(a: string, b: string): string {
  const found = new Set<string>();
  for (const text of [a, b]) {
    for (const ch of text) {
      const invisible = ch.match(INVISIBLE) !== null;
      const oddSpace = ch !== " " && /[\s\p{Zs}]/u.test(ch);
      if (!invisible && !oddSpace) continue;
      const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      const what = CHARACTER_NAMES[ch] ?? (oddSpace ? "special space" : "invisible character");
      found.add(`${/^[aeiou]/.test(what) ? "an" : "a"} ${what} (${code})`);
    }
    if (text !== text.normalize("NFC")) found.add("letters with accents written as separate marks (Unicode NFD)");
    if (/^ | $| {2}/.test(text)) found.add("extra spaces");
  }
  return [...found].join(", ") || "invisible characters";
}

/** True when the text says "bye" in any supported language (any case). */
export function isByeWord(text: string): boolean {
  // Every bye word is at most 3 characters; skip the (costly) normalization for longer text.
  if (text.trim().length > 8) return false;
  return BYE_WORDS.includes(text.normalize("NFKC").trim().toLowerCase());
}

export interface PlayerEntry {
  player: Player;
  /** Address of the player's row (Players sheet) or of the first game naming him. */
  address: string;
  /**
   * The player's game in each round of the Results sheet as read so far (RoundBook.keep's number), by round: kept on
   * the entry the cell resolved to, so the check of a player twice in a round needs no look-up by id (100,000 rows).
   */
  rounds: number[] | undefined;
}

/** A registry entry for `player`, found at `address`. */
export function playerEntry(player: Player, address: string): PlayerEntry {
  return { player, address, rounds: undefined };
}

/** The players known so far, with look-ups by ID and by name. */
export interface Registry {
  fromSheet: boolean;
  players: Player[];
  /** nameIdentity(id) → entry. */
  byId: Map<string, PlayerEntry>;
  /** nameIdentity(name) → entries (more than one = ambiguous name). */
  byName: Map<string, PlayerEntry[]>;
  /** nameKey → first entry, for near-miss suggestions / variant warnings. */
  byKey: Map<string, PlayerEntry>;
}

export function emptyRegistry(fromSheet: boolean): Registry {
  return { fromSheet, players: [], byId: new Map(), byName: new Map(), byKey: new Map() };
}

/**
 * Name identity: a player cell → the player's id. With a Players sheet the name or ID must be on it;
 * without one, the name as first written is the id and players appear in order of first mention. A
 * name differing from a known one only invisibly is that player (with a "name-merged" warning).
 */
export class PlayerNames {
  /** A name is written in many rows: its identity is worked out once per distinct spelling. */
  private readonly identities = new Map<string, string>();
  /**
   * Spellings that resolved to a player without a problem, and his entry: a player's later cells (ten rounds of
   * 20,000 players) need one look-up instead of the identity's and the registry's.
   */
  private readonly resolved = new Map<string, PlayerEntry>();

  constructor(
    private readonly reg: Registry,
    private readonly cur: SheetCursor,
  ) {}

  private identityOf(text: string): string {
    let id = this.identities.get(text);
    if (id === undefined) this.identities.set(text, (id = nameIdentity(text)));
    return id;
  }

  /** One player written two ways that differ only invisibly: merged, with a warning at this cell. */
  private merged(entry: PlayerEntry, written: string, text: string, r: number, c: number): PlayerEntry {
    if (written === text) this.resolved.set(text, entry);
    else {
      this.cur.add("warning", "name-merged", r, c, {
        name: text,
        other: written,
        otherAddress: entry.address,
        difference: invisibleDifference(text, written),
      });
    }
    return entry;
  }

  /** Resolve a player cell to its player's entry (registering new players when there is no Players sheet). */
  resolve(cell: Cell, r: number, c: number, side: "black" | "white"): PlayerEntry | "BYE" | undefined {
    const { reg, cur } = this;
    if (cell.kind === "empty") {
      cur.add("error", "player-missing", r, c, { side });
      return undefined;
    }
    if (cell.kind === "other") {
      cur.add("error", "player-not-text", r, c, { value: cell.value });
      return undefined;
    }
    if (cell.kind === "error") return undefined; // reported with the row's cell errors
    const text = cellShown(cell);
    const done = this.resolved.get(text);
    if (done) return done;
    if (isByeWord(text)) return "BYE";
    const key = this.identityOf(text);
    if (reg.fromSheet) {
      const byId = reg.byId.get(key);
      if (byId) return this.merged(byId, byId.player.id, text, r, c);
      const byName = reg.byName.get(key);
      if (byName && byName.length === 1) return this.merged(byName[0], byName[0].player.name, text, r, c);
      if (byName && byName.length > 1) {
        cur.add("error", "ambiguous-player", r, c, {
          name: text,
          otherAddress: byName.map((e) => e.address).join(", "),
        });
        return undefined;
      }
      const near = reg.byKey.get(nameKey(key));
      if (near) cur.add("error", "unknown-player-close", r, c, { name: text, suggestion: near.player.name });
      else cur.add("error", "unknown-player", r, c, { name: text });
      return undefined;
    }
    // No Players sheet: the name (as first written) is the id; players appear in order of first mention.
    const known = reg.byId.get(key);
    if (known) return this.merged(known, known.player.name, text, r, c);
    const entry = playerEntry({ id: text, name: text }, cur.address(r, c));
    const near = reg.byKey.get(nameKey(key));
    if (near)
      cur.add("warning", "name-variant", r, c, { name: text, other: near.player.name, otherAddress: near.address });
    else reg.byKey.set(nameKey(key), entry);
    reg.byId.set(key, entry);
    reg.byName.set(key, [entry]);
    reg.players.push(entry.player);
    this.resolved.set(text, entry);
    return entry;
  }

  /** The player's name as shown in messages. */
  nameOf(id: string): string {
    return nameOf(this.reg, id);
  }
}

function nameOf(reg: Registry, id: string): string {
  return reg.byId.get(nameIdentity(id))?.player.name ?? id;
}
