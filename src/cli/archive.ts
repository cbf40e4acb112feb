/**
 * Reading a folder of WOF .ELO files for `rate-history`: each file read, decoded and parsed (src/formats/eloEvent.ts
 * readEloEvent) down to what rating it needs (its rated games, its players' names, its date), the file itself let go
 * (a whole archive's notes and player lines would otherwise stay in memory, and collecting them cost more time than
 * reading them).
 *
 * Files are read one after the other, synchronously: the archive's thousands of small files are read fastest so
 * (awaiting each read left the process idle most of the time). Reading them on several threads was tried: on this
 * shared 2-core machine it cost more CPU (each thread compiles the reader anew, the results are copied between
 * threads) than it saved in time.
 */
import { readFileSync } from "fs";
import * as path from "path";
import { eventGamesOf, type EventGame } from "../engine";
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
    /** Its rated games (eventGamesOf: byes, forfeits and walkovers are not rated). */
    games: EventGame[];
    /** Player id → name, from the file's player list (or the id). */
    names: Map<string, string>;
    /** Player id → country, where the file's player line gives one (the published list's Country column). */
    countries: Map<string, string>;
    unknownIdGames: number;
  };
}

/** One file of the list, read: its event, or why it was skipped. */
export type FileRead = { event: ArchiveEvent } | { skipped: { file: string; reason: string } };

/** Read one file (`rel`, relative to `dir`). Never throws for a bad file: it is skipped, with the reason (in `locale`). */
export function readArchiveFile(dir: string, rel: string, locale: Locale = "en"): FileRead {
  const file = path.join(dir, rel);
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (e) {
    return { skipped: { file: rel, reason: fsReadReason(e, file, process.platform, locale) } };
  }
  try {
    const text = decodeBytes(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)).text;
    const ev = readEloEvent(text, path.basename(file));
    const names = new Map(ev.file.tournament.players.map((p) => [p.id, p.name] as const));
    const countries = new Map<string, string>();
    for (const p of ev.file.tournament.players) if (p.country?.trim()) countries.set(p.id, p.country.trim());
    const lean = {
      name: ev.name,
      date: ev.date,
      games: eventGamesOf(ev.games),
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
  return files.map((rel) => readArchiveFile(dir, rel, locale));
}
