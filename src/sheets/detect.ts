/**
 * Which sheet of a workbook holds the results and which the players:
 * 1. a sheet named like Results / Players (en/ko/ja, see SHEET_NAME_ALIASES) — taken even when its
 *    headers are unreadable, so the parser reports exactly what is missing there;
 * 2. otherwise the first sheet whose first rows hold a recognizable header (Standings sheets, which
 *    also have a "Player" column, are skipped; a players header needs Name and one more column).
 */
import { findPlayersHeader, findResultsHeader, normalizeTitle, SHEET_NAME_ALIASES } from "./headers";

export interface SheetCandidate {
  name: string;
  /** The first rows are enough (the header search looks at 30 rows). */
  values: unknown[][];
}

export function detectSheets(sheets: SheetCandidate[]): { results?: string; players?: string } {
  const is = (s: SheetCandidate, aliases: string[]) => aliases.some((a) => normalizeTitle(a) === normalizeTitle(s.name));
  const standings = (s: SheetCandidate) => is(s, SHEET_NAME_ALIASES.standings) || /^standings\s*\(\d+\)$/i.test(s.name.trim());
  const results =
    sheets.find((s) => is(s, SHEET_NAME_ALIASES.results)) ??
    sheets.find((s) => !standings(s) && findResultsHeader(s.values) !== undefined);
  const players =
    sheets.find((s) => s !== results && is(s, SHEET_NAME_ALIASES.players)) ??
    sheets.find((s) => {
      if (s === results || standings(s) || findResultsHeader(s.values) !== undefined) return false;
      // By headers alone, ask for Name plus one more players column (ID, Country, Rating, Withdrawn),
      // so a notes sheet with a "Name" column is not taken for the players list.
      const h = findPlayersHeader(s.values);
      return h !== undefined && Object.keys(h.columns).length >= 2;
    });
  return { results: results?.name, players: players?.name };
}
