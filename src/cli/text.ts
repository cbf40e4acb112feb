/**
 * Plain-text output helpers: aligned tables and padding by display width (src/sheets/displayWidth.ts, the one
 * measure), number display, problems as lines.
 */
import { displayWidth } from "../sheets/displayWidth";
import { formatProblem } from "../i18n/problems";
import type { Locale } from "../i18n/locale";
import type { Problem } from "../sheets/types";

export { displayWidth };

/** `s` padded with spaces to `width` columns (display width: CJK 2, a combining mark 0, an emoji 2). */
export function padEndTo(s: string, width: number): string {
  return s + " ".repeat(Math.max(0, width - displayWidth(s)));
}

/** `s` right-aligned in `width` columns. */
export function padStartTo(s: string, width: number): string {
  return " ".repeat(Math.max(0, width - displayWidth(s))) + s;
}

/** A value as an Excel number format would show it (only the formats the renderer uses). */
export function formatValue(v: string | number | null, numFmt: string): string {
  if (v === null) return "";
  if (typeof v === "string") return v;
  if (numFmt === "0") return String(Math.round(v));
  if (numFmt === "0.00") return v.toFixed(2);
  return String(Number.isInteger(v) ? v : Number(v.toPrecision(10)));
}

/**
 * Align columns: text left, numbers right, two spaces apart, a rule under the header. Two passes over the values, each
 * cell formatted in both: the first measures the columns and keeps nothing, the second writes the lines (a
 * 20,000-player table has 160,000 cells; keeping each as text between the passes cost more in garbage collection
 * than formatting it twice).
 */
export function alignedTable(values: (string | number | null)[][], numberFormats: string[][]): string {
  const cols = values[0].length;
  const shown = (r: number, c: number): string => formatValue(values[r][c], numberFormats[r]?.[c] ?? "General");
  const numeric: boolean[] = new Array<boolean>(cols).fill(false);
  const widths: number[] = new Array<number>(cols).fill(-Infinity);
  for (let r = 0; r < values.length; r++) {
    for (let c = 0; c < cols; c++) {
      widths[c] = Math.max(widths[c], displayWidth(shown(r, c) ?? ""));
      if (r > 0 && typeof values[r][c] === "number") numeric[c] = true;
    }
  }
  // Numbers (and the titles of number columns) are right-aligned.
  const lines: string[] = new Array<string>(values.length + 1);
  lines[1] = widths.map((w) => "-".repeat(w)).join("  ");
  for (let r = 0; r < values.length; r++) {
    let line = "";
    for (let c = 0; c < values[r].length; c++) {
      const s = shown(r, c);
      const gap = " ".repeat(Math.max(0, widths[c] - displayWidth(s)));
      const right = numeric[c] && (r === 0 || typeof values[r][c] === "number");
      line += (c > 0 ? "  " : "") + (right ? gap + s : s + gap);
    }
    lines[r === 0 ? 0 : r + 1] = line.trimEnd();
  }
  return lines.join("\n") + "\n";
}

/** Every problem on its own line: "error: Results!D14: …". */
export function problemsText(problems: Problem[], locale: Locale = "en"): string {
  return problems.map((p) => `${p.severity}: ${formatProblem(p, locale)}\n`).join("");
}
