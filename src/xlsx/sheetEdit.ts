/**
 * Cells of a user's sheet changed in its part's XML (`pair` appends the round to the Results sheet, `rate` changes
 * cells of the Ratings list): only the rows holding those cells are rewritten, cells in column order, every other
 * byte of the part kept (its other rows, columns, views, validations, conditional formats, drawings' anchors …).
 * A cell that is the master of a shared formula is never overwritten: its dependents would lose their formula.
 */
import { columnIndex, columnLetters } from "../sheets/address";
import { PackageError } from "./package";
import { cellXml, type CellOut } from "./sheetXml";
import type { StyleBook } from "./styles";
import { attribute, element } from "./xml";

/** A cell of a user's sheet to change (0-based row and column). */
export interface CellEdit {
  row: number;
  col: number;
  value: CellOut;
  /** The number format the cell must show (the cell's own look is kept otherwise); undefined: keep the format. */
  numFmt?: string;
}

/**
 * A user's sheet with some cells changed: the rows holding them are rewritten (cells in column order, the others
 * as they were), missing rows inserted in order; every other byte of the part is kept. The dimension grows to hold
 * the new cells.
 */
export function editSheetXml(xml: string, edits: CellEdit[], styles: StyleBook, shown: string, sheet: string): string {
  const byRow = new Map<number, CellEdit[]>();
  for (const e of edits) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const rows = [...byRow.keys()].sort((a, b) => a - b);
  const sdStart = xml.search(/<(\w+:)?sheetData[\s>/]/);
  const p = /<(\w+:)?sheetData/.exec(xml.slice(sdStart))?.[1] ?? "";
  const sdOpenEnd = xml.indexOf(">", sdStart) + 1;
  const selfClosing = xml[sdOpenEnd - 2] === "/";
  const sdEnd = selfClosing ? sdOpenEnd : xml.indexOf(`</${p}sheetData>`, sdOpenEnd);
  const data = selfClosing ? "" : xml.slice(sdOpenEnd, sdEnd);
  let out = "";
  let at = 0;
  let next = 0; // index into rows
  let maxRow = 0;
  let maxCol = 0;
  const emitNew = (upTo: number) => {
    while (next < rows.length && rows[next] < upTo) {
      out += rowWithEdits("", "", byRow.get(rows[next])!, rows[next], styles, shown, sheet, p);
      next++;
    }
  };
  const rowRe = new RegExp(`<${p}row[\\s>/]`, "g");
  let lastRow = 0;
  for (;;) {
    rowRe.lastIndex = at;
    const m = rowRe.exec(data);
    if (!m) break;
    const lt = m.index;
    const gt = data.indexOf(">", lt);
    const tag = data.slice(lt, gt + 1);
    const r = attribute(tag, "r");
    const row0 = (r !== undefined ? Number(r) : lastRow + 1) - 1;
    lastRow = row0 + 1;
    const selfClose = tag.endsWith("/>");
    const end = selfClose ? gt + 1 : data.indexOf(`</${p}row>`, gt) + `</${p}row>`.length;
    out += data.slice(at, lt);
    emitNew(row0);
    if (next < rows.length && rows[next] === row0) {
      const inner = selfClose ? "" : data.slice(gt + 1, end - `</${p}row>`.length);
      out += rowWithEdits(tag, inner, byRow.get(row0)!, row0, styles, shown, sheet, p);
      next++;
    } else out += data.slice(lt, end);
    at = end;
  }
  out += data.slice(at);
  emitNew(Infinity);
  for (const e of edits) {
    maxRow = Math.max(maxRow, e.row + 1);
    maxCol = Math.max(maxCol, e.col + 1);
  }
  let head = xml.slice(0, sdStart);
  const dim = element(head, "dimension");
  if (dim?.attrs.ref) {
    const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(dim.attrs.ref);
    if (m) {
      const lastCol = Math.max(columnIndex(m[3] ?? m[1]) + 1, maxCol);
      const last = Math.max(Number(m[4] ?? m[2]), maxRow);
      const ref = `${m[1]}${m[2]}:${columnLetters(lastCol - 1)}${last}`;
      head = head.slice(0, dim.start) + dim.tag.replace(/ref="[^"]*"/, `ref="${ref}"`) + head.slice(dim.end);
    }
  }
  const open = selfClosing ? `<${p}sheetData>` : xml.slice(sdStart, sdOpenEnd);
  const rest = selfClosing ? xml.slice(sdOpenEnd) : xml.slice(sdEnd + `</${p}sheetData>`.length);
  return head + open + out + `</${p}sheetData>` + rest;
}

/** One row with its edits applied (`tag` and `inner` empty for a new row). */
function rowWithEdits(
  tag: string,
  inner: string,
  edits: CellEdit[],
  row0: number,
  styles: StyleBook,
  shown: string,
  sheet: string,
  p: string,
): string {
  const cells: { col: number; xml: string; style: number }[] = [];
  const cRe = new RegExp(`<${p}c[\\s>/]`, "g");
  let at = 0;
  let next = 0;
  for (;;) {
    cRe.lastIndex = at;
    const m = cRe.exec(inner);
    if (!m) break;
    const gt = inner.indexOf(">", m.index);
    const ctag = inner.slice(m.index, gt + 1);
    const end = ctag.endsWith("/>") ? gt + 1 : inner.indexOf(`</${p}c>`, gt) + `</${p}c>`.length;
    const r = attribute(ctag, "r");
    const col = r !== undefined ? columnIndex(r.replace(/\d+$/, "")) : next;
    next = col + 1;
    cells.push({ col, xml: inner.slice(m.index, end), style: Number(attribute(ctag, "s") ?? 0) });
    at = end;
  }
  const rowStyle = tag ? Number(attribute(tag, "s") ?? 0) : 0;
  for (const e of edits) {
    const i = cells.findIndex((c) => c.col === e.col);
    const old = i >= 0 ? cells[i] : undefined;
    const ref = `${columnLetters(e.col)}${row0 + 1}`;
    if (old && /<(\w+:)?f[^>]*t="shared"[^>]*ref="/.test(old.xml))
      throw new PackageError({ kind: "shared-formula", sheet, ref }, shown);
    const base = old?.style ?? rowStyle;
    const style = e.numFmt !== undefined && e.numFmt !== "General" ? styles.withNumFmt(base, e.numFmt) : base;
    const xml = cellXml(ref, e.value, style);
    if (old) cells[i] = { col: e.col, xml, style };
    else cells.push({ col: e.col, xml, style });
  }
  cells.sort((a, b) => a.col - b.col);
  const body = cells.map((c) => c.xml).join("");
  const open = tag ? tag.replace(/\/>$/, ">").replace(/\sspans="[^"]*"/, "") : `<${p}row r="${row0 + 1}">`;
  return `${open}${body}</${p}row>`;
}
