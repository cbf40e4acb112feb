/**
 * Does a Korean or Japanese message leak English? A run of three or more English words outside what stays as typed
 * in every language: file names and paths, sheet names and cells ('대회'!B5, Results!D14), flags (--out), codes
 * (EACCES, ENOENT), ids and placeholders, quoted text, the tags error:/warning:/note: and what `keep` names (the
 * data of the test: player names, event names).
 */
export function englishRuns(text: string, keep: readonly string[] = []): string[] {
  let t = text;
  for (const k of keep) t = t.split(k).join(" ");
  t = t
    .replace(/"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|'[^'\n]*'![A-Z]+\d+/g, " ") // quoted text, '시트'!B5
    .replace(/\S*[/\\]\S*/g, " ") // paths
    .replace(/\S+\.[A-Za-z]{2,5}\b/g, " ") // file names (x.xlsx, a.ELO)
    .replace(/--[\w-]+/g, " ") // flags
    .replace(/\b[A-Z][A-Za-z]*!\$?[A-Z]+\$?\d+\b/g, " ") // Results!D14
    .replace(/\b(?:error|warning|note):/g, " ")
    .replace(/\bBrightwell_\w+/g, " ")
    .replace(/\b[A-Z0-9_]{2,}\b/g, " "); // codes and acronyms: EACCES, BQ, WOF, KBA
  // Words in a sentence are separated by spaces; a comma-separated list of ids (woc, ftd, papp) is no sentence.
  const runs = t.match(/\b[A-Za-z]{2,}\b(?: +\b[A-Za-z]{2,}\b){2,}/g) ?? [];
  return runs;
}
