/**
 * A workbook file opened for reading, as the command line uses it: the sheets in tab order (hidden or not), their
 * values on demand (the whole sheet, or only its first rows to tell what it holds), single cells (the settings'
 * named cells), the workbook-scoped names, the document's title, keywords and comments, and the layout the ownership
 * planners read (src/sheets/ownership.ts). Reading a sheet scans its part (sheetReader.ts); a sheet read once is
 * kept, and a sheet's part can be inflated ahead in Node's thread pool (prefetch).
 */
import { parseTopLeft } from "../sheets/address";
import type { WorkbookLayout } from "../sheets/ownership";
import { openPackage, type DocumentProperties, type XlsxPackage } from "./package";
import { readSheetValues } from "./sheetReader";
import { inflateWholeAsync } from "./zip";

/** Rows read to tell what a sheet holds (src/sheets/detect.ts looks for the header in the first 30). */
export const HEAD_ROWS = 30;

export class XlsxWorkbook {
  private readonly full = new Map<string, unknown[][]>();
  private readonly heads = new Map<string, unknown[][]>();
  /** Sheets' parts inflated ahead (prefetch), until their values are read. */
  private readonly inflated = new Map<string, Uint8Array>();

  constructor(readonly pkg: XlsxPackage) {}

  get kind(): "xlsx" | "xlsm" {
    return this.pkg.kind;
  }

  get props(): DocumentProperties {
    return this.pkg.props;
  }

  /** Worksheets in tab order (chart sheets left out: they hold no cells). */
  get sheets(): { name: string; visible: boolean }[] {
    return this.pkg.sheets
      .filter((s) => s.part !== undefined)
      .map((s) => ({ name: s.name, visible: s.state === "visible" }));
  }

  /** Every value of a sheet from A1 (merged areas filled). */
  values(sheet: string): unknown[][] {
    const key = sheet.toLowerCase();
    let v = this.full.get(key);
    if (!v) {
      const inflated = this.inflated.get(key);
      this.inflated.delete(key);
      this.full.set(key, (v = readSheetValues(this.pkg, sheet, { inflated })));
    }
    return v;
  }

  /**
   * Start inflating a sheet's part in Node's thread pool, for its values to be read from those bytes: the caller reads
   * another sheet meanwhile (a 100,000-row Results sheet inflates in about 0.14 s while the Players sheet is read).
   * Resolves when the bytes are there (or when the part is left to be inflated as it is read).
   */
  async prefetch(sheet: string): Promise<void> {
    const key = sheet.toLowerCase();
    const part = this.pkg.sheet(sheet)?.part;
    const entry = part ? this.pkg.entry(part) : undefined;
    if (!entry || this.full.has(key)) return;
    const bytes = await inflateWholeAsync(entry);
    if (bytes && !this.full.has(key)) this.inflated.set(key, bytes);
  }

  /** The first `rows` rows of a sheet (the whole sheet when it was read already). */
  head(sheet: string, rows = HEAD_ROWS): unknown[][] {
    const key = sheet.toLowerCase();
    const all = this.full.get(key);
    if (all) return all.slice(0, rows);
    let v = this.heads.get(key);
    if (!v) this.heads.set(key, (v = readSheetValues(this.pkg, sheet, { maxRows: rows })));
    return v;
  }

  /** One cell's value ("B5" or "$B$5"), null when empty or the sheet does not exist. */
  cell(sheet: string, ref: string): unknown {
    if (!this.pkg.sheet(sheet)) return null;
    const at = parseTopLeft(ref.replace(/\$/g, ""));
    return this.values(sheet)[at.row]?.[at.col] ?? null;
  }

  /** Workbook-scoped names and what they refer to (no "="). */
  names(): { name: string; formula: string }[] {
    return this.pkg.names
      .filter((n) => n.localSheetId === undefined)
      .map((n) => ({ name: n.name, formula: n.formula }));
  }

  /** What the ownership planners read: sheets in tab order and the workbook's names. */
  layout(): Pick<WorkbookLayout, "sheets" | "names"> {
    return {
      sheets: this.pkg.sheets.map((s, position) => ({ name: s.name, position })),
      names: this.names(),
    };
  }
}

/** Open a workbook file's bytes (`shown`: the file as the user named it). @throws PackageError */
export function openWorkbook(bytes: Uint8Array, shown: string): XlsxWorkbook {
  return new XlsxWorkbook(openPackage(bytes, shown));
}
