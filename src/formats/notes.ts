/**
 * Notes a reader leaves about a file (what it assumed, repaired or left out, and where), and the
 * one way they are grouped for people: one line per kind of note with the first place and a count,
 * never hundreds of lines saying the same thing. Used by the .ELO reader, the import summary of the
 * command line and of the task pane, and the corpus command.
 */

export interface FileNote {
  /** 1-based line of the file (0 when the note is about the whole file). */
  line: number;
  /** Kind of note: notes of one kind are grouped. */
  code: string;
  message: string;
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
function someLines(lines: number[], max = 5): string {
  const shown = lines.slice(0, max).join(", ");
  return lines.length > max ? `${shown} and ${lines.length - max} more` : shown;
}

/**
 * One line per group: "line 12: <first message>" and, when there are more of the kind,
 * " (and 14 more like it: lines 25, 38, 51, 64, 77 and 9 more)".
 */
export function formatNoteGroups(groups: readonly NoteGroup[]): string[] {
  return groups.map((g) => {
    const where = g.first.line > 0 ? `line ${g.first.line}: ` : "";
    if (g.count === 1) return `${where}${g.first.message}`;
    const rest = g.lines.filter((l) => l !== g.first.line);
    return `${where}${g.first.message} (and ${g.count - 1} more like it${rest.length > 0 ? `: line${rest.length > 1 ? "s" : ""} ${someLines(rest)}` : ""})`;
  });
}

/** groupNotes then formatNoteGroups. */
export function summarizeNotes(notes: readonly FileNote[]): string[] {
  return formatNoteGroups(groupNotes(notes));
}
