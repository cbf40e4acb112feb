/**
 * A player's name as the .ELO file writes it, in two fields (NAME, Firstname): joined when read, split when
 * written, so that reading what was written gives the same name back.
 */

/** "SURNAME Firstname" (the WOF rating-list style; the by-name tie-break sorts on it). */
export function joinName(surname: string, firstname: string): string {
  return [surname, firstname].filter((s) => s !== "").join(" ");
}

/**
 * Split a name for the player line: a "SURNAME, Firstname" comma wins; else the leading run of
 * all-capital words is the surname ("VAN DEN BIGGELAAR Nicky"); else the last word is.
 */
export function splitName(name: string): { surname: string; firstname: string } {
  const comma = name.indexOf(",");
  if (comma >= 0) return { surname: name.slice(0, comma).trim(), firstname: name.slice(comma + 1).trim() };
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  let k = 0;
  while (k < words.length && isCapitalWord(words[k])) k++;
  if (k === 0 || k === words.length) {
    if (words.length <= 1 || k === words.length) return { surname: words.join(" "), firstname: "" };
    return { surname: words[words.length - 1], firstname: words.slice(0, -1).join(" ") };
  }
  return { surname: words.slice(0, k).join(" "), firstname: words.slice(k).join(" ") };
}

/**
 * The NAME and Firstname fields to write so that the reader joins them back to the same name:
 * splitName's split when it does ("VAN DEN BIGGELAAR", "Nicky"), else the first word and the rest
 * ("Munkhtur", "Davaadorj": splitName would take the last word as the surname), else the whole name.
 */
export function nameFields(name: string): { surname: string; firstname: string } {
  const split = splitName(name);
  if (joinName(split.surname, split.firstname) === name) return split;
  const space = name.indexOf(" ");
  if (
    space > 0 &&
    joinName(name.slice(0, space), name.slice(space + 1)) === name &&
    !name.slice(space + 1).startsWith(" ")
  ) {
    return { surname: name.slice(0, space), firstname: name.slice(space + 1) };
  }
  return { surname: name.trim(), firstname: "" };
}

function isCapitalWord(w: string): boolean {
  return w === w.toUpperCase() && w !== w.toLowerCase();
}
