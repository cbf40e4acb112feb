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
import { fileNoteText, type FileNoteKey, type NoteParams } from "../i18n/fileNotes";
import type { Locale } from "../i18n/locale";
import { decodeBytes, ENCODING_LABELS } from "./decode";
import { EloFormatError, NotResultsError, parseEloFile, type EloFile } from "./elo";
import { checkElo, ruleLabel, settingsLabel, type CarriedSettings, type EloCheck } from "./eloCheck";
import { FtdFormatError, parseFtdJson } from "./flipTheDisc";
import { checkFtd, ftdCheckSummary } from "./ftdCheck";
import { fileNote, summarizeNotes, type FileNote } from "./notes";

export interface LoadedTournament {
  kind: "elo" | "ftd";
  tournament: Tournament;
  /** Every note, with its line (0: about the whole file). */
  notes: FileNote[];
  /**
   * For people, in the language the file was read for (readTournamentBytes/readTournamentText `locale`): the check of
   * the published list first (an .ELO player list, FlipTheDisc standings), then the notes.
   */
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
 * A file that cannot be read as a tournament: the message (English) names the place and the fix, and `text(locale)`
 * says it in any language. `reason` is set when the file is not a tournament file at all (binary data, another format,
 * cut short …: src/formats/elo/judge.ts), worded by src/i18n/files.ts notResultsText.
 */
export class TournamentFileError extends Error {
  /** The refusal in `locale` (the English message when it has no other words). */
  readonly text: (locale: Locale) => string;
  constructor(
    message: string | ((locale: Locale) => string),
    readonly reason?: NotResultsReason,
  ) {
    const text =
      typeof message === "function" ? message : reason ? (l: Locale) => notResultsText(reason, l) : () => message;
    super(text("en"));
    this.text = text;
    this.name = "TournamentFileError";
  }
}

/** A refusal from the readers' table (src/i18n/fileNotes.ts). */
function refusal(key: FileNoteKey, params: NoteParams = {}): TournamentFileError {
  return new TournamentFileError((l) => fileNoteText(key, l, params));
}

/** The .ELO import summary's first lines: what the published list says and what was matched. */
export function eloCheckSummary(check: EloCheck, locale: Locale = "en"): string[] {
  const out: string[] = [];
  const say = (key: FileNoteKey, params: NoteParams) => fileNoteText(key, locale, params);
  if (check.scored > 0) {
    out.push(
      check.pointsMatch === check.scored
        ? say("pointsAll", { count: check.scored })
        : say("pointsSome", {
            match: check.pointsMatch,
            count: check.scored,
            differ: check.scored - check.pointsMatch,
          }),
    );
  }
  const lc = check.lastColumn;
  if (lc.compared > 0) {
    out.push(
      lc.rule !== null
        ? say("lastAll", { rule: ruleLabel(lc.rule, locale), count: lc.compared })
        : say("lastNone", { rule: ruleLabel(lc.closest!, locale), off: lc.off, count: lc.compared }),
    );
  }
  const settings = settingsLabel(check.settings, locale);
  out.push(
    check.order.compared > 1
      ? check.order.matches
        ? say("settingsOrder", { settings, count: check.order.compared })
        : say("settingsOrderDiffers", { settings, position: check.order.firstDifference! })
      : say("settings", { settings }),
  );
  return out;
}

/**
 * Read a tournament file's text (already decoded). `decodeNotes` are notes about the bytes
 * (encoding), merged into the summary.
 * @throws TournamentFileError naming the place and the fix.
 */
export function readTournamentText(
  text: string,
  decodeNotes: FileNote[] = [],
  locale: Locale = "en",
): LoadedTournament {
  const body = text.replace(/^\uFEFF/, "");
  const trimmed = body.trimStart();
  if (trimmed === "") throw refusal("emptyFile");
  if (trimmed.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (e) {
      throw refusal("badJson", { detail: e instanceof Error ? e.message : String(e) });
    }
    if (typeof json !== "object" || json === null || Array.isArray(json) || !("players_list" in json))
      throw new TournamentFileError(notResultsText({ kind: "json" }), { kind: "json" });
    try {
      const ftd = parseFtdJson(json as never);
      const notes: FileNote[] = [...decodeNotes, ...ftd.warnings];
      if (ftd.skippedPlayoffGames > 0)
        notes.push(fileNote(0, "playoff", "ftdPlayoff", { count: ftd.skippedPlayoffGames }));
      if (ftd.tournament.games.length === 0) throw refusal("ftdNoGames");
      // The published standings checked as an .ELO file's list is: points, mbq, order (ftdCheck.ts).
      const published = ftd.published.length > 0 ? ftdCheckSummary(checkFtd(ftd), locale) : [];
      return {
        kind: "ftd",
        tournament: ftd.tournament,
        notes,
        summary: [...published, ...summarizeNotes(notes, locale)],
        settings: { preset: "ftd" },
        extraGames: ftd.skippedPlayoffGames,
      };
    } catch (e) {
      if (e instanceof FtdFormatError) throw new TournamentFileError(e.text);
      throw e;
    }
  }
  // Anything else is read as a WOF .ELO file, whose reader refuses what is not one (src/formats/elo/judge.ts).
  let elo: EloFile;
  try {
    elo = parseEloFile(body);
  } catch (e) {
    if (e instanceof NotResultsError) throw new TournamentFileError(e.message, e.reason);
    if (e instanceof EloFormatError) throw new TournamentFileError(e.text ?? e.message);
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
      ...summarizeNotes(
        notes.filter((x) => x.code === "rounds-short"),
        locale,
      ),
      ...eloCheckSummary(check, locale),
      ...summarizeNotes(
        notes.filter((x) => x.code !== "rounds-short"),
        locale,
      ),
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
 * The summary is in `locale`.
 * @throws TournamentFileError naming the place and the fix (its text(locale) in any language).
 */
export function readTournamentBytes(bytes: Uint8Array | ArrayBuffer, locale: Locale = "en"): LoadedTournament {
  const d = decodeBytes(bytes);
  const notes: FileNote[] = d.warnings.map((w) => ({
    line: w.line,
    code: "encoding",
    message: w.message,
    text: w.text,
  }));
  if (d.warnings.length === 0 && d.encoding !== "ascii") {
    notes.push(
      fileNote(d.firstNonAsciiLine || 1, "encoding", d.bom ? "encodingReadBom" : "encodingRead", {
        encoding: ENCODING_LABELS[d.encoding],
      }),
    );
  }
  return readTournamentText(d.text, notes, locale);
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
