/**
 * LibreOffice headless and poppler for the interoperability tests: convert workbooks to CSV (every sheet) or PDF,
 * and read a PDF back page by page (size and text). Each run uses its own LibreOffice profile in a temporary
 * folder, so it neither waits for nor disturbs another LibreOffice on the machine.
 */
import { execFileSync, spawnSync } from "child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "fs";
import * as os from "os";
import * as path from "path";

const TOOLS: Record<string, string> = {
  soffice: "libreoffice-calc-nogui",
  pdfinfo: "poppler-utils",
  pdftotext: "poppler-utils",
};

/** Throws, naming the Debian packages to install, when a tool is missing. */
export function requireTools(): void {
  const missing = Object.keys(TOOLS).filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((t) => TOOLS[t]))].join(" ");
    throw new Error(`${missing.join(", ")} not found: install them with \`apt-get install -y ${packages}\`.`);
  }
}

/** LibreOffice's version line ("LibreOffice 7.4.7.2 40(Build:2)"), for messages. */
export function libreOfficeVersion(): string {
  return execFileSync("soffice", ["--version"], { encoding: "utf8" }).trim();
}

/**
 * CSV filter options: comma, double quote, UTF-8 (76), from line 1, cells as shown (formatted), and the last
 * token -1: every sheet to its own file, `<name>-<sheet>.csv` (LibreOffice 7.2 and later).
 */
const CSV_ALL_SHEETS = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";

/** Convert `files` into `outDir` ("csv": one file per sheet; "pdf": one PDF per workbook, its sheets in order). */
export function convert(files: readonly string[], format: "csv" | "pdf", outDir: string): void {
  const profile = mkdtempSync(path.join(os.tmpdir(), "brightwell-lo-"));
  try {
    const r = spawnSync(
      "soffice",
      [
        `-env:UserInstallation=file://${profile}`,
        "--headless",
        "--convert-to",
        format === "csv" ? CSV_ALL_SHEETS : "pdf",
        "--outdir",
        outDir,
        ...files,
      ],
      { encoding: "utf8", timeout: 170_000 },
    );
    const made = readdirSync(outDir).filter((f) => f.endsWith(`.${format}`));
    if (r.status !== 0 || made.length === 0)
      throw new Error(`soffice --convert-to ${format} failed (exit ${r.status}): ${r.stderr || r.stdout}`);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The CSV of sheet `sheet` of workbook `base` (as convert names it), parsed into rows of cells. */
export function csvOf(outDir: string, base: string, sheet: string): string[][] {
  const file = path.join(outDir, `${base}-${sheet}.csv`);
  if (!existsSync(file)) throw new Error(`LibreOffice wrote no ${file} (files: ${readdirSync(outDir).join(", ")}).`);
  return parseCsv(readFileSync(file, "utf8"));
}

/** RFC 4180 CSV (what LibreOffice writes with the options above). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export interface PdfPage {
  /** Points, as pdfinfo reports them (A4: 595.3 × 841.9). */
  width: number;
  height: number;
  /** The page's text, laid out (`pdftotext -layout`). */
  text: string;
}

/** Every page of a PDF: its size and its text. */
export function pdfPages(pdf: string): PdfPage[] {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "9999", pdf], { encoding: "utf8" });
  const sizes = [...info.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    page: Number(m[1]),
    width: Number(m[2]),
    height: Number(m[3]),
  }));
  return sizes.map(({ page, width, height }) => ({
    width,
    height,
    text: execFileSync("pdftotext", ["-layout", "-f", String(page), "-l", String(page), pdf, "-"], {
      encoding: "utf8",
    }),
  }));
}
