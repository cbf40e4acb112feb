/** Plain-text output helpers: display width (East Asian wide = 2), aligned tables, number display. */
import { formatProblem } from "../i18n/problems";
import type { Locale } from "../i18n/locale";
import type { Problem } from "../sheets/types";

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/;

export function displayWidth(s: string): number {
  // Text without any character from U+1100 on (where WIDE starts) is as wide as it is long.
  if (!/[\u1100-\uffff]/.test(s)) return s.length;
  let w = 0;
  for (const ch of s) w += WIDE.test(ch) ? 2 : 1;
  return w;
}

/** A value as an Excel number format would show it (only the formats the renderer uses). */
export function formatValue(v: string | number | null, numFmt: string): string {
  if (v === null) return "";
  if (typeof v === "string") return v;
  if (numFmt === "0") return String(Math.round(v));
  if (numFmt === "0.00") return v.toFixed(2);
  return String(Number.isInteger(v) ? v : Number(v.toPrecision(10)));
}

/** Align columns: text left, numbers right, two spaces apart, a rule under the header. */
export function alignedTable(values: (string | number | null)[][], numberFormats: string[][]): string {
  const cells = values.map((row, r) => row.map((v, c) => formatValue(v, numberFormats[r]?.[c] ?? "General")));
  const numeric = values[0].map(() => false);
  const widths = values[0].map(() => -Infinity);
  // (loops, not Math.max(...column): a spread of 100,000 cells can exceed the call stack)
  cells.forEach((row, r) => {
    for (let c = 0; c < widths.length; c++) {
      widths[c] = Math.max(widths[c], displayWidth(row[c] ?? ""));
      if (r > 0 && typeof values[r][c] === "number") numeric[c] = true;
    }
  });
  const pad = (s: string, c: number, r: number) => {
    const fill = " ".repeat(widths[c] - displayWidth(s));
    // Numbers (and the titles of number columns) are right-aligned.
    return numeric[c] && (r === 0 || typeof values[r][c] === "number") ? fill + s : s + fill;
  };
  const lines = cells.map((row, r) =>
    row
      .map((s, c) => pad(s, c, r))
      .join("  ")
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  return lines.join("\n") + "\n";
}

/** Every problem on its own line: "error: Results!D14: …". */
export function problemsText(problems: Problem[], locale: Locale = "en"): string {
  return problems.map((p) => `${p.severity}: ${formatProblem(p, locale)}\n`).join("");
}
