/**
 * What a written .xlsx/.xlsm holds, read back through the package layer's reader (src/xlsx): sheets, values, the
 * number format and font of a cell, tables, frozen rows, page setup, defined names, document properties and any part's
 * XML. The tests of the command line and the templates inspect their output with it. (Input workbooks are still made
 * with exceljs in many tests, a devDependency: another program's writer, so the reader is tested on files Brightwell
 * did not write.)
 */
import { readFileSync } from "fs";
import { columnIndex } from "../../src/sheets/address";
import { openWorkbook, type XlsxWorkbook } from "../../src/xlsx";
import { relsPathOf, parseRelationships, REL } from "../../src/xlsx/package";
import { attributes, element, elements } from "../../src/xlsx/xml";

const BUILT_IN_FORMATS: Record<number, string> = {
  0: "General",
  1: "0",
  2: "0.00",
  3: "#,##0",
  4: "#,##0.00",
  9: "0%",
  49: "@",
};

export class Inspected {
  readonly book: XlsxWorkbook;
  constructor(readonly bytes: Uint8Array) {
    this.book = openWorkbook(bytes, "(inspected)");
  }
  get pkg() {
    return this.book.pkg;
  }
  get sheetNames(): string[] {
    return this.book.sheets.map((s) => s.name);
  }
  values(sheet: string): unknown[][] {
    return this.book.values(sheet);
  }
  /** The values of a 1-based row (0-based columns, trailing empties left out). */
  row(sheet: string, n: number): unknown[] {
    return this.values(sheet)[n - 1] ?? [];
  }
  cell(sheet: string, ref: string): unknown {
    return this.book.cell(sheet, ref);
  }
  /** Workbook names (no "="), sheet-scoped ones with their localSheetId. */
  get names() {
    return this.pkg.names;
  }
  part(path: string): string | undefined {
    return this.pkg.text(path);
  }
  sheetPart(sheet: string): string {
    const s = this.pkg.sheet(sheet);
    if (!s?.part) throw new Error(`no sheet ${sheet}`);
    return s.part;
  }
  sheetXml(sheet: string): string {
    return this.pkg.text(this.sheetPart(sheet))!;
  }
  private cellTag(sheet: string, ref: string): Record<string, string> | undefined {
    const m = new RegExp(`<c r="${ref}"[^>]*>`).exec(this.sheetXml(sheet));
    return m ? attributes(m[0]) : undefined;
  }
  private xf(sheet: string, ref: string): Record<string, string> {
    const s = Number(this.cellTag(sheet, ref)?.s ?? 0);
    const styles = this.pkg.text(this.pkg.workbookPartOf(REL.styles)!)!;
    const xfs = elements(element(styles, "cellXfs")!.inner, "xf");
    return xfs[s]?.attrs ?? {};
  }
  /** The number format code of a cell ("General" when none). */
  numFmt(sheet: string, ref: string): string {
    const id = Number(this.xf(sheet, ref).numFmtId ?? 0);
    if (BUILT_IN_FORMATS[id] !== undefined) return BUILT_IN_FORMATS[id];
    const styles = this.pkg.text(this.pkg.workbookPartOf(REL.styles)!)!;
    return elements(styles, "numFmt").find((f) => Number(f.attrs.numFmtId) === id)?.attrs.formatCode ?? `#${id}`;
  }
  /** Bold, italic, size and colour of a cell's font. */
  font(sheet: string, ref: string): { bold: boolean; italic: boolean; size?: number; color?: string } {
    const id = Number(this.xf(sheet, ref).fontId ?? 0);
    const styles = this.pkg.text(this.pkg.workbookPartOf(REL.styles)!)!;
    const font = /<font[\s>][\s\S]*?<\/font>|<font\/>/g;
    const all = [...element(styles, "fonts")!.inner.matchAll(font)].map((m) => m[0]);
    const f = all[id] ?? "";
    const sz = /<sz val="([\d.]+)"/.exec(f);
    const color = /<color rgb="([0-9A-F]+)"/.exec(f);
    return {
      bold: /<b\/>|<b val="(1|true)"\/>/.test(f),
      italic: /<i\/>/.test(f),
      ...(sz ? { size: Number(sz[1]) } : {}),
      ...(color ? { color: color[1] } : {}),
    };
  }
  /** The tables of a sheet. */
  tables(sheet: string): { name: string; ref: string; style?: string; columns: string[] }[] {
    const rels = parseRelationships(this.pkg.text(relsPathOf(this.sheetPart(sheet))) ?? "", this.sheetPart(sheet));
    return rels
      .filter((r) => r.type === REL.table)
      .map((r) => {
        const xml = this.pkg.text(r.target)!;
        const t = element(xml, "table")!;
        return {
          name: t.attrs.name,
          ref: t.attrs.ref,
          style: element(xml, "tableStyleInfo")?.attrs.name,
          columns: elements(xml, "tableColumn").map((c) => c.attrs.name),
        };
      });
  }
  /** Rows frozen at the top (0 when none). */
  frozenRows(sheet: string): number {
    const pane = element(this.sheetXml(sheet), "pane");
    return pane?.attrs.state === "frozen" ? Number(pane.attrs.ySplit ?? 0) : 0;
  }
  /** The page setup as written: pageSetup's attributes, fitToPage and horizontalCentered. */
  pageSetup(sheet: string): Record<string, string> {
    const xml = this.sheetXml(sheet);
    return {
      ...(element(xml, "pageSetup")?.attrs ?? {}),
      ...(element(xml, "pageSetUpPr")?.attrs ?? {}),
      ...(element(xml, "printOptions")?.attrs ?? {}),
    };
  }
  /** A sheet-scoped name's formula (e.g. "_xlnm.Print_Area") of `sheet`. */
  localName(sheet: string, name: string): string | undefined {
    const i = this.pkg.sheets.findIndex((s) => s.name === sheet);
    return this.names.find((n) => n.name === name && n.localSheetId === i)?.formula;
  }
  /** Merged ranges of a sheet. */
  merges(sheet: string): string[] {
    return elements(this.sheetXml(sheet), "mergeCell").map((m) => m.attrs.ref);
  }
  /** Data validations of a sheet: type, sqref, formulas. */
  validations(
    sheet: string,
  ): { type?: string; sqref: string; formula1?: string; formula2?: string; attrs: Record<string, string> }[] {
    return elements(this.sheetXml(sheet), "dataValidation").map((v) => ({
      type: v.attrs.type,
      sqref: v.attrs.sqref,
      formula1: element(v.inner, "formula1")?.inner,
      formula2: element(v.inner, "formula2")?.inner,
      attrs: v.attrs,
    }));
  }
  /** Column widths and hidden flags by 0-based column. */
  columns(sheet: string): { width?: number; hidden: boolean }[] {
    const out: { width?: number; hidden: boolean }[] = [];
    for (const c of elements(this.sheetXml(sheet), "col"))
      for (let i = Number(c.attrs.min); i <= Number(c.attrs.max); i++)
        out[i - 1] = { ...(c.attrs.width ? { width: Number(c.attrs.width) } : {}), hidden: c.attrs.hidden === "1" };
    return out;
  }
  /** 0-based column of a letter reference ("E" → 4). */
  static col(letters: string): number {
    return columnIndex(letters);
  }
}

export function inspectXlsx(fileOrBytes: string | Uint8Array): Inspected {
  return new Inspected(typeof fileOrBytes === "string" ? new Uint8Array(readFileSync(fileOrBytes)) : fileOrBytes);
}
