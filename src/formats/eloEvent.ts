/**
 * Adapters between WOF .ELO files and the rating list / the export command, around the reader and writer of
 * ./elo (which they do not change; see docs/rules.md §7):
 *
 * - readEloEvent(text, fileName): one archived event to rate — its name, its date (from the file name
 *   "YYYYMMDD_…", else the %%Date header) and its games: every real game once (seed 002 rates every game against
 *   every opponent), whatever stage it was played in — the Swiss games, the play-off blocks each in its own rounds
 *   after the last Swiss round, and a second game of a player in a round that the published scores leave out, in
 *   its round (docs/rules.md §7.1). Walkovers are in as forfeits (not rated). Games naming an unknown player
 *   ("??????", the archive's placeholder for several different people) are left out.
 * - eloHeaderOf(file, fileName), eloHeaderText / eloHeaderFromText: the header lines of an imported file (tournament,
 *   country, date, sender), carried by the workbook `import` writes (its Comments property) so that `export-elo`
 *   writes them again.
 * - writeEloEvent(t, standings, header): the event as a canonical .ELO results file — header lines, the player
 *   list in final standings order with score and BQ, then each round's games (writeEloFile writes a disc
 *   count in the last column; this adapter puts the BQ of the standings there and names the column BQ).
 */
import { computeStandings, isIsoDate, type Game, type Player, type Standings, type Tournament } from "../engine";
import type { EloExportRefusal } from "../vocabulary";
import { exportRefusalText } from "../i18n/files";
import { EloFormatError, isUnknownEloId, parseEloFile, splitName, writeEloFile, type EloFile } from "./elo";
import { joinName } from "./elo/names";
import { oneLine } from "./elo/write";

export interface EloEvent {
  /** The %%Tournament header, else the file name without its date prefix and extension. */
  name: string;
  /** YYYY-MM-DD. */
  date: string;
  file: EloFile;
  /** The games to rate: the Swiss games, then the play-off blocks in their own rounds after the last Swiss round. */
  games: Game[];
  /** Games left out because a player's id is unknown ("??????"). */
  unknownIdGames: number;
}

/** The event's date: "YYYYMMDD_…" at the start of the file name, else the first date of the %%Date header. */
export function eloEventDate(fileName: string, header: Readonly<Record<string, string>>): string | undefined {
  const base = fileName.replace(/^.*[\\/]/, "");
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(base);
  if (m) {
    const iso = `${m[1]}-${m[2]}-${m[3]}`;
    if (isIsoDate(iso)) return iso;
  }
  const text = header["Date"] ?? header["date"] ?? "";
  // "11/11/2010 - 13/11/2010" (day first, PAPP), "2010/11/11", "2010-11-11".
  const dmy = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(text);
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2].padStart(2, "0")}-${dmy[1].padStart(2, "0")}`;
    if (isIsoDate(iso)) return iso;
  }
  const ymd = /(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(text);
  if (ymd) {
    const iso = `${ymd[1]}-${ymd[2].padStart(2, "0")}-${ymd[3].padStart(2, "0")}`;
    if (isIsoDate(iso)) return iso;
  }
  return undefined;
}

/**
 * One archived event, ready to rate. Throws EloFormatError (from the reader, or when no date can be found).
 */
export function readEloEvent(text: string, fileName: string): EloEvent {
  // No byes rebuilt from the scores: they are not rated (the games and their rounds are the same).
  const file = parseEloFile(text, { byes: false });
  const date = eloEventDate(fileName, file.header);
  if (!date)
    throw new EloFormatError(
      `no date: the file name does not start with YYYYMMDD and there is no readable %%Date header line.`,
    );
  const stem = fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .replace(/^\d{8}_?/, "");
  const name = (file.tournament.name ?? "").trim() || stem.replace(/_/g, " ").trim() || date;
  const all = [...file.tournament.games, ...file.extraGames];
  const unknown = (id: string) => id.charCodeAt(0) === 63 /* "?" */ && isUnknownEloId(id);
  const games = all.filter((g) => !unknown(g.black) && !(g.white !== null && unknown(g.white)));
  return { name, date, file, games, unknownIdGames: all.length - games.length };
}

export interface EloExportHeader {
  tournament?: string;
  country?: string;
  /** YYYY-MM-DD, written as PAPP does, dd/mm/yyyy; any other text (an imported file's "06/11/2014 - 08/11/2014") as it is. */
  date?: string;
  sender?: string;
}

/** The header lines the export writes, with the .ELO key of each. */
const HEADER_KEYS: ReadonlyArray<[keyof EloExportHeader, string]> = [
  ["tournament", "Tournament"],
  ["country", "Country"],
  ["date", "Date"],
  ["sender", "Sender"],
];

/**
 * The header of a file read (docs/rules.md §7.1: tournament, country, date, sender), as written. Without a %%Date
 * line, the date of the file name ("YYYYMMDD_…"), so that the event exported again can be rated (rate-history).
 */
export function eloHeaderOf(file: Pick<EloFile, "header">, fileName = ""): EloExportHeader {
  const out: EloExportHeader = {};
  for (const [field, key] of HEADER_KEYS) {
    const value = (file.header[key] ?? file.header[key.toLowerCase()] ?? "").trim();
    if (value) out[field] = value;
  }
  if (!out.date) out.date = eloEventDate(fileName, {});
  if (!out.date) delete out.date;
  return out;
}

/** The first line of a workbook's Comments property that carries an imported file's header. */
const HEADER_TITLE = "Brightwell: .ELO header";

/** The header as the workbook's Comments property: a title line, then "Key: value" lines. "" when empty. */
export function eloHeaderText(h: EloExportHeader): string {
  const lines = HEADER_KEYS.filter(([field]) => h[field]).map(
    ([field, key]) => `${key}: ${h[field]!.replace(/[\r\n]+/g, " ")}`,
  );
  return lines.length > 0 ? [HEADER_TITLE, ...lines].join("\n") : "";
}

/** The header a workbook's Comments property carries (eloHeaderText), or {} when it carries none. */
export function eloHeaderFromText(text: string | undefined): EloExportHeader {
  const lines = (text ?? "").split(/\r?\n/);
  if (lines[0]?.trim() !== HEADER_TITLE) return {};
  const out: EloExportHeader = {};
  for (const line of lines.slice(1)) {
    const m = /^\s*(\w+)\s*:\s*(.*?)\s*$/.exec(line);
    const field = m ? HEADER_KEYS.find(([, key]) => key === m[1])?.[0] : undefined;
    if (field && m![2]) out[field] = m![2];
  }
  return out;
}

/**
 * An id the .ELO game lines can carry: what the reader takes for an id (no spaces, parentheses, result signs, commas,
 * semicolons or %: lines.ts), and not the unknown "??????".
 */
const ID_TOKEN = /^(?!\?+$)[^\s()<>=%,;]+$/;

/** Why writeEloEvent writes no file: `refusal` says it (in en/ko/ja with src/i18n/files.ts exportRefusalText). */
export class EloExportError extends Error {
  constructor(readonly refusal: EloExportRefusal) {
    super(exportRefusalText(refusal, "en"));
    this.name = "EloExportError";
  }
}

/**
 * A header date as written must be a real date: "YYYY-MM-DD", or text holding dates (an imported file's
 * "06/11/2014 - 08/11/2014", day first, or year first) every one of which is real. Refused otherwise, naming where it
 * came from.
 */
function checkDate(value: string, source: string): void {
  const refuse = () => {
    throw new EloExportError({ kind: "bad-date", value, source });
  };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isIsoDate(value)) refuse();
    return;
  }
  const dates = [...value.matchAll(/(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})/g)];
  if (dates.length === 0) refuse();
  for (const [, a, m, b] of dates) {
    const [y, d] = a.length === 4 ? [a, b] : [b, a];
    if (y.length !== 4 || !isIsoDate(`${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`)) refuse();
  }
}

/**
 * A player's NAME and Firstname fields as the export writes them: the Players sheet's Surname and First name when
 * it has them, as written; else the WOF archive's way (surname in capitals, "TAKANASHI, Yusuke"): a comma or a
 * leading run of capital words marks the surname, else it is the last word ("Marta Kowalska" → KOWALSKA, Marta).
 */
export function eloNameFields(p: Player): { surname: string; firstname: string } {
  if (p.surname || p.firstName) return { surname: oneLine(p.surname ?? ""), firstname: oneLine(p.firstName ?? "") };
  const { surname, firstname } = splitName(oneLine(p.name));
  return { surname: surname.toLocaleUpperCase(), firstname };
}

export interface EloExport {
  text: string;
  /** Header values written on one line although given with line breaks or control characters (the field, as given). */
  cleaned: { field: keyof EloExportHeader; value: string }[];
  /**
   * Players whose name is written in two fields that read back otherwise than the name as given (eloNameFields: the
   * archive's way, without Surname and First name columns): the name, and the two fields.
   */
  names: { name: string; surname: string; firstname: string }[];
  /** Ids were replaced by numbers 1, 2, … (a game line cannot carry them). */
  renumbered: boolean;
  /** Forfeits: the format has no line for them (docs/rules.md §7.1), only their points in the score column. */
  forfeits: number;
  /**
   * The players (names, standings order) whose rank or BQ differ when the file is read back: a re-import counts a
   * forfeit's point as a bye and the forfeit's loser as absent that round (docs/rules.md §1.3–1.4). Empty when the
   * file reads back to the same standings.
   */
  differ: string[];
}

/**
 * The event as a canonical .ELO file: the player list in the order of `standings` with score and BQ. Ids that
 * a game line cannot carry (a name with spaces, used as id when the workbook has no Players sheet) are
 * replaced by numbers 1, 2, … in player-list order; `renumbered` says whether that happened. With forfeits, the
 * file is read back to say whose standings differ (`differ`). A header value or a name is written on one line
 * (`cleaned` says which header values had line breaks), the names in the archive's way (`names`).
 *
 * @throws EloExportError when the event has no played or adjudicated game, or the date is no real date
 * (`sources.date` says where it came from).
 */
export function writeEloEvent(
  t: Tournament,
  standings: Standings,
  header: EloExportHeader = {},
  sources: Partial<Record<keyof EloExportHeader, string>> = {},
): EloExport {
  if (!t.games.some((g) => g.white !== null && (g.kind === "played" || g.kind === "adjudicated")))
    throw new EloExportError({ kind: "no-games" });
  if (header.date) checkDate(header.date.trim(), sources.date ?? "the date");
  const cleaned = HEADER_KEYS.filter(
    ([field]) => header[field] && oneLine(header[field]!) !== header[field]!.trim(),
  ).map(([field]) => ({ field, value: header[field]! }));
  const renumber = t.players.some((p) => !ID_TOKEN.test(p.id));
  const idOf = new Map<string, string>();
  t.players.forEach((p, i) => idOf.set(p.id, renumber ? String(i + 1) : p.id));
  const map = (id: string) => idOf.get(id) ?? id;
  const tt: Tournament = renumber
    ? {
        ...t,
        players: t.players.map((p) => ({ ...p, id: map(p.id) })),
        games: t.games.map((g) => ({ ...g, black: map(g.black), white: g.white === null ? null : map(g.white) })),
      }
    : t;
  const lines: Record<string, string> = {};
  const name = header.tournament ?? t.name;
  if (name) lines["Tournament"] = name;
  if (header.country) lines["Country"] = header.country;
  if (header.date) lines["Date"] = isIsoDate(header.date) ? header.date.split("-").reverse().join("/") : header.date;
  if (header.sender) lines["Sender"] = header.sender;
  lines["Creator"] = "Brightwell";
  const names: EloExport["names"] = [];
  for (const p of t.players) {
    const f = eloNameFields(p);
    if (joinName(f.surname, f.firstname) !== p.name) names.push({ name: p.name, ...f });
  }
  const text = writeEloFile(tt, {
    header: lines,
    order: standings.rows.map((r) => map(r.id)),
    withRating: false,
    nameFields: eloNameFields,
  });
  // writeEloFile's last column is the disc count: put the standings' BQ there (PAPP's canonical form).
  const bq = new Map(standings.rows.map((r) => [map(r.id), Number(r.bq.toFixed(2))] as const));
  const out = text.split("\n").map((line) => {
    if (line.startsWith("%  ") && line.includes("disc-count")) return line.replace("disc-count", "BQ");
    if (!line.startsWith("%_%")) return line;
    const fields = line.slice(3).split(",");
    const value = bq.get(fields[0].trim());
    if (fields.length < 6 || value === undefined) return line;
    fields[5] = ` ${value}`;
    return `%_%${fields.join(",")}`;
  });
  const text2 = out.join("\n");
  const forfeits = t.games.filter((g) => g.kind === "forfeit").length;
  const differ = forfeits > 0 ? readBackDiffers(text2, standings, map) : [];
  return { text: text2, cleaned, names, renumbered: renumber, forfeits, differ };
}

/** The players whose rank or BQ (to 2 decimals, as written) differ in the standings of `text` read back. */
function readBackDiffers(text: string, standings: Standings, map: (id: string) => string): string[] {
  const back = computeStandings(parseEloFile(text).tournament, {
    preset: standings.preset,
    overrides: { ...standings.settings, constant: standings.constant },
  });
  const after = new Map(back.rows.map((r) => [r.id, r] as const));
  return standings.rows
    .filter((r) => {
      const b = after.get(map(r.id));
      return !b || b.rank !== r.rank || b.bq.toFixed(2) !== r.bq.toFixed(2);
    })
    .map((r) => r.name);
}
