/**
 * Which sheet of a workbook holds the results and which the players:
 * 1. a sheet named like Results / Players (en/ko/ja, see SHEET_NAME_ALIASES) — taken even when its
 *    headers are unreadable, so the parser reports exactly what is missing there;
 * 2. otherwise the first sheet whose first rows hold a recognizable header (Standings sheets, which
 *    also have a "Player" column, are skipped; a players header needs Name and one more column).
 * Visible sheets come first: a hidden sheet (often a stale copy kept out of sight) is taken only when
 * no visible sheet qualifies by name or by headers. The `notes` say when a hidden sheet was taken and
 * when more than one sheet looked like the results (or the players), naming the others, so the user
 * learns which sheet was read (texts: detectionNoteText in src/i18n/detection.ts).
 */
import { findPlayersHeader, findResultsHeader, normalizeTitle, SHEET_NAME_ALIASES } from "./headers";
import { RATING_SHEET_NAMES } from "../i18n/ratings";
import type { DetectionNote, SheetRole } from "../vocabulary";

export interface SheetCandidate {
  name: string;
  /** The first rows are enough (the header search looks at 30 rows). */
  values: unknown[][];
  /** False for a sheet hidden in Excel (hidden or very hidden); default true. */
  visible?: boolean;
}

export type { DetectionNote, SheetRole };

export interface DetectedSheets {
  results?: string;
  players?: string;
  notes: DetectionNote[];
}

export function detectSheets(sheets: SheetCandidate[]): DetectedSheets {
  const is = (s: SheetCandidate, aliases: string[]) =>
    aliases.some((a) => normalizeTitle(a) === normalizeTitle(s.name));
  // Sheets the add-in writes (Standings, and the rating list's Ratings / Rating history / Rated games, whose ID
  // and Name columns look like a Players header) are never taken for the results or the players by headers.
  const standings = (s: SheetCandidate) =>
    is(s, SHEET_NAME_ALIASES.standings) ||
    /^standings\s*\(\d+\)$/i.test(s.name.trim()) ||
    Object.values(RATING_SHEET_NAMES).some((names) => is(s, names));
  const visible = (s: SheetCandidate) => s.visible !== false;
  const resultsHeader = new Map(sheets.map((s) => [s, findResultsHeader(s.values) !== undefined] as const));

  /** Name first, then headers; visible sheets before hidden ones. */
  const choose = (
    byName: (s: SheetCandidate) => boolean,
    byHeader: (s: SheetCandidate) => boolean,
  ): SheetCandidate | undefined => {
    for (const pool of [sheets.filter(visible), sheets.filter((s) => !visible(s))]) {
      const found = pool.find(byName) ?? pool.find(byHeader);
      if (found) return found;
    }
    return undefined;
  };
  const notes: DetectionNote[] = [];
  const noteFor = (role: SheetRole, chosen: SheetCandidate | undefined, looksLike: (s: SheetCandidate) => boolean) => {
    if (!chosen) return;
    if (!visible(chosen)) notes.push({ code: "hidden-sheet-used", role, sheet: chosen.name });
    const others = sheets
      .filter((s) => s !== chosen && looksLike(s))
      .map((s) => ({ name: s.name, hidden: !visible(s) }));
    if (others.length > 0) notes.push({ code: "several-sheets", role, sheet: chosen.name, others });
  };

  const resultsByName = (s: SheetCandidate) => is(s, SHEET_NAME_ALIASES.results);
  const resultsByHeader = (s: SheetCandidate) => !standings(s) && resultsHeader.get(s)!;
  const results = choose(resultsByName, resultsByHeader);
  noteFor("results", results, (s) => resultsByName(s) || resultsByHeader(s));

  const playersByName = (s: SheetCandidate) => s !== results && is(s, SHEET_NAME_ALIASES.players);
  const playersByHeader = (s: SheetCandidate) => {
    if (s === results || standings(s) || resultsHeader.get(s)) return false;
    // By headers alone, ask for Name plus one more players column (ID, Country, Rating, Withdrawn),
    // so a notes sheet with a "Name" column is not taken for the players list.
    const h = findPlayersHeader(s.values);
    return h !== undefined && Object.keys(h.columns).length >= 2;
  };
  const players = choose(playersByName, playersByHeader);
  noteFor("players", players, (s) => playersByName(s) || playersByHeader(s));
  return { results: results?.name, players: players?.name, notes };
}
