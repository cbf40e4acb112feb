/**
 * Notes a reader leaves about a file (what it assumed, repaired or left out, and where), and the
 * one way they are grouped for people: one line per kind of note with the first place and a count,
 * never hundreds of lines saying the same thing. Used by the .ELO reader, the import summary of the
 * command line and of the task pane, and the corpus command. The words, in every language, are src/i18n/fileNotes.ts.
 */
import type { Locale } from "../i18n/locale";
import { fileNoteText, type FileNoteKey, type NoteParams } from "../i18n/fileNotes";

export interface FileNote {
  /** 1-based line of the file (0 when the note is about the whole file). */
  line: number;
  /** Kind of note: notes of one kind are grouped. */
  code: string;
  /** The note in English (the corpus command and the tests read it): `text("en")` when the note has `text`. */
  message: string;
  /** The note in any language, from the same template and parameters as `message`. */
  text?: (locale: Locale) => string;
}

/**
 * A note from the readers' table (src/i18n/fileNotes.ts): its key and parameters, its English `message` and its `text`
 * in every language made from them when first read. Most notes are never shown (`rate-history` reads 3,909 files and
 * shows none of their notes): rendering each as English text when it was made took about 5% of that command.
 */
class TableNote implements FileNote {
  private english: string | undefined;

  constructor(
    readonly line: number,
    readonly code: string,
    private readonly key: FileNoteKey,
    private readonly params: NoteParams,
  ) {}

  get message(): string {
    return (this.english ??= fileNoteText(this.key, "en", this.params));
  }

  text(locale: Locale): string {
    return locale === "en" ? this.message : fileNoteText(this.key, locale, this.params);
  }
}

/** A note from the readers' table (src/i18n/fileNotes.ts): its English `message` and its `text` in every language. */
export function fileNote(line: number, code: string, key: FileNoteKey, params: NoteParams = {}): FileNote {
  return new TableNote(line, code, key, params);
}

/** A note's words in `locale` (its English message when it has no other). */
export function noteText(note: FileNote, locale: Locale): string {
  return note.text ? note.text(locale) : note.message;
}

export interface NoteGroup {
  code: string;
  /** The first note of the kind, in line order. */
  first: FileNote;
  /** How many notes of this kind. */
  count: number;
  /** Lines of all of them, ascending (0s left out). */
  lines: number[];
}

/** Group notes by kind, kinds in the order of their first line. */
export function groupNotes(notes: readonly FileNote[]): NoteGroup[] {
  const byCode = new Map<string, NoteGroup>();
  const sorted = [...notes].sort((a, b) => a.line - b.line);
  for (const n of sorted) {
    let g = byCode.get(n.code);
    if (!g) byCode.set(n.code, (g = { code: n.code, first: n, count: 0, lines: [] }));
    g.count++;
    if (n.line > 0 && g.lines[g.lines.length - 1] !== n.line) g.lines.push(n.line);
  }
  return [...byCode.values()].sort((a, b) => a.first.line - b.first.line);
}

/** "12, 25, 38 and 40 more" */
function someLines(lines: number[], locale: Locale, max = 5): string {
  const shown = lines.slice(0, max).join(", ");
  return lines.length > max ? fileNoteText("frameSomeLines", locale, { shown, count: lines.length - max }) : shown;
}

/**
 * One line per group, in `locale`: "line 12: <first message>" and, when there are more of the kind,
 * " (and 14 more like it: lines 25, 38, 51, 64, 77 and 9 more)".
 */
export function formatNoteGroups(groups: readonly NoteGroup[], locale: Locale = "en"): string[] {
  return groups.map((g) => {
    let message = noteText(g.first, locale);
    if (g.count > 1) {
      const rest = g.lines.filter((l) => l !== g.first.line);
      message =
        rest.length > 0
          ? fileNoteText("frameMoreLines", locale, {
              message,
              count: g.count - 1,
              lines: rest.length,
              list: someLines(rest, locale),
            })
          : fileNoteText("frameMore", locale, { message, count: g.count - 1 });
    }
    return g.first.line > 0 ? fileNoteText("frameLine", locale, { line: g.first.line, message }) : message;
  });
}

/** groupNotes then formatNoteGroups, in `locale`. */
export function summarizeNotes(notes: readonly FileNote[], locale: Locale = "en"): string[] {
  return formatNoteGroups(groupNotes(notes), locale);
}
