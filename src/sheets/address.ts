/** A1-style addresses: column letters, parsing a top-left cell, quoting sheet names. Pure. */

/** 0-based column index → letters: 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Letters → 0-based column index: "A" → 0, "AA" → 26. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * The 0-based row/column of a range's first cell. Accepts "A1", "$C$3", "C3:H40",
 * "Results!C3:H40", "'My sheet'!C3". Anything unreadable → A1 (row 0, column 0).
 */
export function parseTopLeft(topLeft: string | undefined): { row: number; col: number } {
  if (!topLeft) return { row: 0, col: 0 };
  const bang = topLeft.lastIndexOf("!");
  const local = (bang >= 0 ? topLeft.slice(bang + 1) : topLeft).split(":")[0].replace(/\$/g, "");
  const m = /^([A-Za-z]{1,3})(\d+)$/.exec(local.trim());
  if (!m) return { row: 0, col: 0 };
  return { row: Number(m[2]) - 1, col: columnIndex(m[1]) };
}

/** A sheet name as Excel writes it in a reference: quoted when it holds anything but letters/digits/_. */
export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** Address of the cell at 0-based (row, col) of a block whose first cell is `origin`. */
export function cellAddress(origin: { row: number; col: number }, row: number, col: number): string {
  return `${columnLetters(origin.col + col)}${origin.row + row + 1}`;
}

/**
 * A reference as Excel writes it in a name or a formula: "'Round 5'!$A$1", "=Players!$B$2:$B$500",
 * "A1:C3". Returns the sheet (undefined when the reference has none) and the range without "$";
 * undefined for anything else ("=#REF!$A$1" of a deleted sheet, a constant, a formula).
 */
export function parseReference(ref: string): { sheet?: string; range: string } | undefined {
  const m = /^=?(?:(?:'((?:[^']|'')+)'|([^'!#=\s][^!]*))!)?(\$?[A-Za-z]{1,3}\$?\d+(?::\$?[A-Za-z]{1,3}\$?\d+)?)$/.exec(
    ref.trim(),
  );
  if (!m) return undefined;
  const sheet = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
  return { sheet, range: m[3].replace(/\$/g, "").toUpperCase() };
}
