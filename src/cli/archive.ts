/**
 * Reading a folder of WOF .ELO files for `rate-history`: each file read, decoded and parsed (src/formats/eloEvent.ts
 * readEloEvent) down to what rating it needs (its rated games, its players' names, its date), the file itself let go
 * (a whole archive's notes and player lines would otherwise stay in memory, and collecting them cost more time than
 * reading them).
 *
 * Files are read one after the other, synchronously: the archive's thousands of small files are read fastest so
 * (awaiting each read left the process idle most of the time). Reading them on several threads was tried: on this
 * shared 2-core machine it cost more CPU (each thread compiles the reader anew, the results are copied between
 * threads) than it saved in time. Tried again with the lean events below (half the archive parsed on a worker, its
 * events sent back): the worker's cold reader cost 1 s more CPU and the run was slower (docs/benchmarks.md).
 */
import { closeSync, openSync, readSync } from "fs";
import * as path from "path";
import { isRatedGame, type EventGame, type Game } from "../engine";
import { decodeBytes } from "../formats/decode";
import { EloFormatError } from "../formats/elo";
import { readEloEvent } from "../formats/eloEvent";
import { fsReadReason } from "./files";
import type { Locale } from "../i18n/locale";
import { errorWords, errorWordsText } from "../i18n/errors";

/** What rating an archived event needs of its file. */
export interface ArchiveEvent {
  /** Path relative to the folder. */
  file: string;
  ev: {
    name: string;
    date: string;
    /** Its rated games (the engine's eventGamesOf: byes, forfeits and walkovers are not rated), packed. */
    games: ArchiveGames;
    /** Player id → name, from the file's player list (or the id). */
    names: Map<string, string>;
    /** Player id → country, where the file's player line gives one (the published list's Country column). */
    countries: Map<string, string>;
    unknownIdGames: number;
  };
}

/**
 * An event's rated games as the archive keeps them until they are rated: six whole numbers a game in one Int32Array
 * (round, Black's and White's index in `ids`, 2 × Black's points, Black's and White's discs), the ids shared by every
 * event of the archive. The games as objects (what eventGamesOf makes) are made again by `unpack` when the event is
 * rated, and let go after it. Why: the whole archive's games held as objects until the last file is read (210,000
 * objects, each with its own two id strings and a boxed number for a draw's ½) were copied by every young-generation
 * collection of the reading: holding them packed took about 0.3 s off `rate-history <archive> --json` (10%).
 */
export class ArchiveGames {
  private constructor(
    private readonly packed: Int32Array,
    private readonly ids: readonly string[],
  ) {}

  /** Discs not given (null), and not set at all (undefined). */
  private static readonly NULL = -1;
  private static readonly UNSET = -2;

  /** The rated games of an event's games, in order (as eventGamesOf gives them). `intern` shares each id's text. */
  static of(games: readonly Game[], intern: (id: string) => string): ArchiveGames {
    const rated = games.filter(isRatedGame);
    const packed = new Int32Array(rated.length * 6);
    const ids: string[] = [];
    const index = new Map<string, number>();
    const indexOf = (id: string) => {
      let k = index.get(id);
      if (k === undefined) index.set(id, (k = ids.push(intern(id)) - 1));
      return k;
    };
    const discs = (d: number | null | undefined) =>
      d === null ? ArchiveGames.NULL : d === undefined ? ArchiveGames.UNSET : d;
    rated.forEach((g, i) => {
      const score = g.blackPoints * 2;
      // A disc count is a whole number of 0–64 and a result 0, ½ or 1 (the .ELO reader's); anything else is a bug.
      if (!(score === 0 || score === 1 || score === 2) || !Number.isInteger(g.round))
        throw new Error(`archive: cannot pack game ${g.origin ?? i}`);
      const k = i * 6;
      packed[k] = g.round;
      packed[k + 1] = indexOf(g.black);
      packed[k + 2] = indexOf(g.white!);
      packed[k + 3] = score;
      packed[k + 4] = discs(g.blackDiscs);
      packed[k + 5] = discs(g.whiteDiscs);
    });
    return new ArchiveGames(packed, ids);
  }

  get length(): number {
    return this.packed.length / 6;
  }

  /** The games as the engine rates them: what eventGamesOf gives for the event's games. */
  unpack(): EventGame[] {
    const { packed, ids } = this;
    const disc = (d: number) => (d === ArchiveGames.NULL ? null : d === ArchiveGames.UNSET ? undefined : d);
    const out: EventGame[] = new Array(this.length);
    for (let i = 0, k = 0; k < packed.length; i++, k += 6)
      out[i] = {
        round: packed[k],
        a: ids[packed[k + 1]],
        b: ids[packed[k + 2]],
        scoreA: (packed[k + 3] / 2) as EventGame["scoreA"],
        discsA: disc(packed[k + 4]),
        discsB: disc(packed[k + 5]),
      };
    return out;
  }
}

/**
 * A text of its own: a copy that holds nothing else alive. A name or an event name the reader cut out of a file's
 * text is, in V8, a slice of that text (13 characters or more) and keeps the whole text alive as long as it lives:
 * the archive's 3,909 texts, held by the names kept for rating.
 */
function ownText(s: string): string {
  return s.length < 13 ? s : (" " + s).slice(1);
}

/** The buffer every archive file is read into (grown for a larger file), decoded before the next file is read. */
let readBuffer = Buffer.alloc(1 << 16);

/**
 * A file's bytes, read into the one buffer (valid until the next call): readFileSync asks each file's size first and
 * allocates a buffer for each, about half of the time of reading the archive's 3,909 small files (105 → 49 ms here).
 */
function readWhole(file: string): Uint8Array {
  const fd = openSync(file, "r");
  try {
    let n = 0;
    for (;;) {
      if (n === readBuffer.length) {
        const larger = Buffer.alloc(readBuffer.length * 2);
        readBuffer.copy(larger, 0, 0, n);
        readBuffer = larger;
      }
      const got = readSync(fd, readBuffer, n, readBuffer.length - n, null);
      if (got === 0) return readBuffer.subarray(0, n);
      n += got;
    }
  } finally {
    closeSync(fd);
  }
}

/** One file of the list, read: its event, or why it was skipped. */
export type FileRead = { event: ArchiveEvent } | { skipped: { file: string; reason: string } };

/** Read one file (`rel`, relative to `dir`). Never throws for a bad file: it is skipped, with the reason (in `locale`). */
export function readArchiveFile(
  dir: string,
  rel: string,
  locale: Locale = "en",
  intern: (id: string) => string = (id) => id,
): FileRead {
  const file = path.join(dir, rel);
  let data: Uint8Array;
  try {
    data = readWhole(file);
  } catch (e) {
    return { skipped: { file: rel, reason: fsReadReason(e, file, process.platform, locale) } };
  }
  try {
    const text = decodeBytes(data).text;
    const ev = readEloEvent(text, path.basename(file));
    const names = new Map<string, string>();
    const countries = new Map<string, string>();
    for (const p of ev.file.tournament.players) {
      const id = intern(p.id);
      names.set(id, ownText(p.name));
      if (p.country?.trim()) countries.set(id, ownText(p.country.trim()));
    }
    const lean = {
      name: ownText(ev.name),
      date: ev.date,
      games: ArchiveGames.of(ev.games, intern),
      names,
      countries,
      unknownIdGames: ev.unknownIdGames,
    };
    return { event: { file: rel, ev: lean } };
  } catch (e) {
    // Whatever the reader cannot take (not a results file, a format error …) skips the file: one bad file of
    // thousands must not stop the archive. The reason is reported.
    if (!(e instanceof Error)) throw e;
    const words = errorWords(e);
    const reason =
      e instanceof EloFormatError
        ? (e.text?.(locale) ?? e.message)
        : words
          ? errorWordsText(words, locale)
          : `${e.name}: ${e.message}`;
    return { skipped: { file: rel, reason } };
  }
}

/** Every file of the list read, in list order. */
export function readArchiveFiles(dir: string, files: readonly string[], locale: Locale = "en"): FileRead[] {
  // One text per id for the whole archive (10,804 players in 210,000 games).
  const ids = new Map<string, string>();
  const intern = (id: string) => {
    let own = ids.get(id);
    if (own === undefined) ids.set(id, (own = ownText(id)));
    return own;
  };
  return files.map((rel) => readArchiveFile(dir, rel, locale, intern));
}
