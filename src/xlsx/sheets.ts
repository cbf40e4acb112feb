/**
 * Brightwell's sheets as the file host writes them (the Office.js writer maps the same data in src/excel/): a sheet
 * holding one Excel table (Standings, Results and Players of an import, the rating sheets), a block of cells with
 * their looks (the Round sheet), and the page setup every printable sheet shares (src/sheets/standings/print.ts).
 * The definitions of src/sheets/workbook/spec.ts (templates, result slips) are in spec.ts.
 */
import { absoluteRows, widthForFont, type PageSetup } from "../sheets/standings/print";
import { columnLetters, parseTopLeft } from "../sheets/address";
import { SheetBuilder, type CellOut } from "./sheetXml";
import type { Look } from "./styles";
import type { WorkbookWriter } from "./writer";

/** A4 in the paperSize enumeration of ECMA-376 Part 1 §18.18.59 (ST_PaperSize is a number; 9 = A4). */
const A4 = 9;

/** A sheet placed by one of the writers below: its builder, to add a page setup or fonts before the save. */
export interface SheetDraft {
  name: string;
  builder: SheetBuilder;
  /** The look of every cell so far (row → col → look): finished into cell formats by `finish`. */
  looks: Map<number, Map<number, Look>>;
  printArea?: string;
  printTitles?: string;
  /** Number formats of the block written row by row (a table): a cell that also gets a look keeps its format. */
  formats?: readonly (readonly string[])[];
}

export function newDraft(name: string): SheetDraft {
  return { name, builder: new SheetBuilder(), looks: new Map() };
}

/** Add to the look of cell (row, col), 0-based. */
export function addLook(d: SheetDraft, row: number, col: number, look: Look): void {
  let r = d.looks.get(row);
  if (!r) d.looks.set(row, (r = new Map()));
  const old = r.get(col);
  r.set(col, old ? { ...old, ...look, border: look.border ? { ...old.border, ...look.border } : old.border } : look);
}

/** The page setup of a printable sheet: A4, fitted, centred, title rows repeated, the print area. */
export function applyPageSetup(d: SheetDraft, setup: PageSetup, printArea?: string): void {
  d.builder.pageSetup = {
    paperSize: setup.paperSize === "A4" ? A4 : undefined,
    orientation: setup.orientation,
    fitToWidth: setup.fitToWidth,
    fitToHeight: setup.fitToHeight,
    horizontalCentered: setup.horizontalCentered,
  };
  if (printArea) d.printArea = printArea;
  if (setup.printTitleRows) d.printTitles = absoluteRows(setup.printTitleRows);
}

/**
 * Large type on a printed block: the font size of every cell of `area` (bold for the title rows), and the
 * columns of the block widened for it (`widths` in characters of the default font).
 */
export function applyPrintFonts(d: SheetDraft, setup: PageSetup, area: string, widths: readonly number[] = []): void {
  const [a, b] = area.split(":");
  const p = parseTopLeft(a);
  const q = b === undefined ? p : parseTopLeft(b);
  const titleRows = setup.printTitleRows ? Number(absoluteRows(setup.printTitleRows).split(":")[1].slice(1)) : 0;
  for (let r = p.row; r <= q.row; r++)
    for (let c = p.col; c <= q.col; c++)
      addLook(d, r, c, { size: setup.fontSize, ...(r + 1 <= titleRows ? { bold: true } : {}) });
  for (let c = p.col; c <= q.col; c++) {
    const w = widths[c];
    if (w !== undefined) d.builder.cols[c] = { ...d.builder.cols[c], width: widthForFont(w, setup.fontSize) };
  }
}

/** Turn the draft's looks into cell formats and put the sheet into the workbook (new, or refreshing ours). */
export function finish(
  w: WorkbookWriter,
  d: SheetDraft,
  tables: Parameters<WorkbookWriter["putSheet"]>[0]["tables"] = [],
): void {
  const cache = new Map<string, number>();
  for (const [row, cols] of d.looks)
    for (const [col, own] of cols) {
      const f = d.formats?.[row]?.[col];
      const look = own.numFmt === undefined && f && f !== "General" ? { numFmt: f, ...own } : own;
      const key = JSON.stringify(look);
      let xf = cache.get(key);
      if (xf === undefined) cache.set(key, (xf = w.styles.xf(look)));
      if (xf !== 0) d.builder.style(row, col, xf);
    }
  w.putSheet({ name: d.name, builder: d.builder, tables, printArea: d.printArea, printTitles: d.printTitles });
}

/** Unique, non-empty column titles, as Excel requires of a table ("Column3", "Pts " for a second "Pts"). */
export function tableTitles(header: readonly unknown[]): string[] {
  const seen = new Set<string>();
  return header.map((h, i) => {
    let t = h === null || h === undefined || h === "" ? `Column${i + 1}` : String(h);
    while (seen.has(t.toLowerCase())) t += " ";
    seen.add(t.toLowerCase());
    return t;
  });
}

/**
 * A sheet holding one Excel table from A1 (header style, row stripes, filter buttons), frozen header row, bold
 * header, number formats and column widths. Large blocks stay cheap: each row's values are written as given, one
 * cell format per number format. The draft is returned unfinished (add a page setup, then `finish` it with the table).
 */
export function tableSheet(
  w: WorkbookWriter,
  sheetName: string,
  tableName: string,
  rendered: {
    values: readonly (readonly CellOut[])[];
    numberFormats: readonly (readonly string[])[];
    columnWidths?: readonly number[];
  },
): { draft: SheetDraft; table: { name: string; ref: string; columns: string[]; style: string } } {
  const d = newDraft(sheetName);
  d.formats = rendered.numberFormats;
  const b = d.builder;
  b.frozenRows = 1;
  const [header, ...rows] = rendered.values;
  const titles = tableTitles(header);
  const xfOf = new Map<string, number>();
  const xf = (f: string | undefined) => {
    if (!f || f === "General") return 0;
    let i = xfOf.get(f);
    if (i === undefined) xfOf.set(f, (i = w.styles.xf({ numFmt: f })));
    return i;
  };
  titles.forEach((t, c) => {
    b.set(0, c, t);
    addLook(d, 0, c, { bold: true });
  });
  // Rows with the same number formats share one (frozen) array of cell formats: a 66,000-row table makes a handful
  // instead of one per row; the builder copies a row's array before changing it.
  let shared: readonly number[] = [];
  let sharedFormats: readonly string[] | undefined;
  rows.forEach((values, i) => {
    const formats = rendered.numberFormats[i + 1] ?? [];
    if (!sharedFormats || shared.length !== values.length || !sameFormats(formats, sharedFormats, values.length)) {
      shared = Object.freeze(values.map((_, c) => xf(formats[c])));
      sharedFormats = formats;
    }
    b.setRow(i + 1, values as CellOut[], shared);
  });
  (rendered.columnWidths ?? []).forEach((width, c) => (b.cols[c] = { ...b.cols[c], width }));
  const lastRow = Math.max(2, rendered.values.length);
  const ref = `A1:${columnLetters(Math.max(1, titles.length) - 1)}${lastRow}`;
  return { draft: d, table: { name: tableName, ref, columns: titles, style: "TableStyleMedium2" } };
}

/** The first `n` number formats of two rows are the same. */
function sameFormats(a: readonly string[], b: readonly string[], n: number): boolean {
  if (a === b) return true;
  for (let c = 0; c < n; c++) if (a[c] !== b[c]) return false;
  return true;
}
