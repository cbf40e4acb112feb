/**
 * One loader for tournament files, used by every host (the CLI's `import`, `standings`, `pair` and
 * `corpus`, and the task pane's import): bytes or text → a Tournament, the notes about the file
 * grouped for people, and the standings settings the file's published list follows.
 *
 * Recognised by content: a JSON object → FlipTheDisc export (refused when it has no "players_list"); anything else
 * → WOF .ELO, whose reader refuses what is not a results file (binary data, another format, few game lines, two files
 * in one, a file cut short: src/formats/elo/judge.ts), with the reason.
 * Pure (no file system): hosts read the bytes.
 */

import { type Tournament, PRESET_IDS, TIEBREAK_LIST } from "../engine";
import type { NotResultsReason } from "../vocabulary";
import { notResultsText } from "../i18n/files";
import { decodeBytes, ENCODING_LABELS } from "./decode";
import { EloFormatError, NotResultsError, parseEloFile, type EloFile } from "./elo";
import { checkElo, ruleLabel, settingsLabel, type CarriedSettings, type EloCheck } from "./eloCheck";
import { FtdFormatError, parseFtdJson } from "./flipTheDisc";
import { checkFtd, ftdCheckSummary } from "./ftdCheck";
import { summarizeNotes, type FileNote } from "./notes";

export interface LoadedTournament {
  kind: "elo" | "ftd";
  tournament: Tournament;
  /** Every note, with its line (0: about the whole file). */
  notes: FileNote[];
  /** For people: the check of the published list first (an .ELO player list, FlipTheDisc standings), then the notes. */
  summary: string[];
  /** Standings settings the published list follows (ftd for a FlipTheDisc export). */
  settings: CarriedSettings;
  /** Games left out of the standings (play-offs, a player's second game in a round). */
  extraGames: number;
  /** .ELO only: the parsed file and its check against the published list. */
  elo?: EloFile;
  check?: EloCheck;
}

/**
 * A file that cannot be read as a tournament: the message names the place and the fix. `reason` is set when the file
 * is not a tournament file at all (binary data, another format, cut short …: src/formats/elo/judge.ts), so that a
 * host can say so in its own language (src/i18n/files.ts notResultsText).
 */
export class TournamentFileError extends Error {
  constructor(
    message: string,
    readonly reason?: NotResultsReason,
  ) {
    super(message);
    this.name = "TournamentFileError";
  }
}

/** The .ELO import summary's first lines: what the published list says and what was matched. */
export function eloCheckSummary(check: EloCheck): string[] {
  const out: string[] = [];
  if (check.scored > 0) {
    out.push(
      check.pointsMatch === check.scored
        ? `points: all ${check.scored} published scores are reproduced by the games`
        : `points: ${check.pointsMatch} of ${check.scored} published scores are reproduced by the games (${check.scored - check.pointsMatch} differ)`,
    );
  }
  const lc = check.lastColumn;
  if (lc.compared > 0) {
    out.push(
      lc.rule !== null
        ? `last column: ${ruleLabel(lc.rule)} reproduces it for all ${lc.compared} players`
        : `last column: no rule reproduces it; the closest, ${ruleLabel(lc.closest!)}, is off for ${lc.off} of ${lc.compared} players`,
    );
  }
  out.push(
    `standings settings: ${settingsLabel(check.settings)}` +
      (check.order.compared > 1
        ? check.order.matches
          ? ` (they give the published order of all ${check.order.compared} players)`
          : ` (the published order differs from position ${check.order.firstDifference} on)`
        : ""),
  );
  return out;
}

/**
 * Read a tournament file's text (already decoded). `decodeNotes` are notes about the bytes
 * (encoding), merged into the summary.
 * @throws TournamentFileError naming the place and the fix.
 */
export function readTournamentText(text: string, decodeNotes: FileNote[] = []): LoadedTournament {
  const body = text.replace(/^\uFEFF/, "");
  const trimmed = body.trimStart();
  if (trimmed === "")
    throw new TournamentFileError(
      "The file is empty: give a FlipTheDisc tournament export (.json) or a WOF results file (.ELO).",
    );
  if (trimmed.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (e) {
      throw new TournamentFileError(
        `Not valid JSON (${e instanceof Error ? e.message : String(e)}). Export the tournament from FlipTheDisc again.`,
      );
    }
    if (typeof json !== "object" || json === null || Array.isArray(json) || !("players_list" in json))
      throw new TournamentFileError(notResultsText({ kind: "json" }), { kind: "json" });
    try {
      const ftd = parseFtdJson(json as never);
      const notes: FileNote[] = [...decodeNotes, ...ftd.warnings.map((w) => ({ line: 0, code: "ftd", message: w }))];
      if (ftd.skippedPlayoffGames > 0)
        notes.push({
          line: 0,
          code: "playoff",
          message: `${ftd.skippedPlayoffGames} play-off game(s) after the Swiss rounds are not imported`,
        });
      if (ftd.tournament.games.length === 0) {
        throw new TournamentFileError(
          "The export has no games in its Swiss rounds (rounds[].pairing is empty). Export the tournament again once a round has results.",
        );
      }
      // The published standings checked as an .ELO file's list is: points, mbq, order (ftdCheck.ts).
      const published = ftd.published.length > 0 ? ftdCheckSummary(checkFtd(ftd)) : [];
      return {
        kind: "ftd",
        tournament: ftd.tournament,
        notes,
        summary: [...published, ...summarizeNotes(notes)],
        settings: { preset: "ftd" },
        extraGames: ftd.skippedPlayoffGames,
      };
    } catch (e) {
      if (e instanceof FtdFormatError) throw new TournamentFileError(e.message);
      throw e;
    }
  }
  // Anything else is read as a WOF .ELO file, whose reader refuses what is not one (src/formats/elo/judge.ts).
  let elo: EloFile;
  try {
    elo = parseEloFile(body);
  } catch (e) {
    if (e instanceof NotResultsError) throw new TournamentFileError(e.message, e.reason);
    if (e instanceof EloFormatError) throw new TournamentFileError(e.message);
    throw e;
  }
  const check = checkElo(elo);
  const notes = [...decodeNotes, ...elo.notes];
  return {
    kind: "elo",
    tournament: elo.tournament,
    notes,
    // A file that stops short of its scores says so first, in one line.
    summary: [
      ...summarizeNotes(notes.filter((x) => x.code === "rounds-short")),
      ...eloCheckSummary(check),
      ...summarizeNotes(notes.filter((x) => x.code !== "rounds-short")),
    ],
    settings: check.settings,
    extraGames: elo.extraGames.length,
    elo,
    check,
  };
}

/**
 * Read a tournament file's bytes: decode (decode.ts) then readTournamentText. The encoding is a
 * note when the file is not plain ASCII (UTF-8 names the line of its first non-ASCII character).
 * @throws TournamentFileError naming the place and the fix.
 */
export function readTournamentBytes(bytes: Uint8Array | ArrayBuffer): LoadedTournament {
  const d = decodeBytes(bytes);
  const notes: FileNote[] = d.warnings.map((w) => ({ line: w.line, code: "encoding", message: w.message }));
  if (d.warnings.length === 0 && d.encoding !== "ascii") {
    notes.push({
      line: d.firstNonAsciiLine || 1,
      code: "encoding",
      message: `the text is ${ENCODING_LABELS[d.encoding]}${d.bom ? " with a byte-order mark" : ""}; read as such (first character outside ASCII on this line)`,
    });
  }
  return readTournamentText(d.text, notes);
}

// The workbook keyword that carries the settings of an imported event (Excel and the package layer both keep
// the document's keywords): "brightwell: preset=papp" or "brightwell: preset=woc tiebreaks=discs byeDiscs=40".
const KEYWORD = /brightwell:\s*preset=(\w+)(?:\s+tiebreaks=([\w,]+))?(?:\s+byeDiscs=(\d+))?/;

/** The keyword text an imported workbook carries for its settings. */
export function settingsKeyword(s: CarriedSettings): string {
  return `brightwell: preset=${s.preset}${s.tiebreaks ? ` tiebreaks=${s.tiebreaks.join(",")}` : ""}${s.byeDiscs !== undefined ? ` byeDiscs=${s.byeDiscs}` : ""}`;
}

/** The settings carried by a workbook's keywords, if any. */
export function settingsFromKeywords(keywords: string | undefined): CarriedSettings | undefined {
  const m = keywords ? KEYWORD.exec(keywords) : null;
  if (!m || !(PRESET_IDS as string[]).includes(m[1])) return undefined;
  if (m[2] && !m[2].split(",").every((id) => TIEBREAK_LIST.some((t) => t.id === id))) return undefined;
  const s: CarriedSettings = { preset: m[1] as CarriedSettings["preset"] };
  if (m[2]) s.tiebreaks = m[2].split(",") as CarriedSettings["tiebreaks"];
  if (m[3]) s.byeDiscs = Number(m[3]);
  return s;
}
