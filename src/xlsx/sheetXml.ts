/**
 * A worksheet Brightwell writes, as data (SheetBuilder) and as its part's XML (ECMA-376 Part 1 §18.3, CT_Worksheet,
 * whose children must come in the schema's order: sheetPr, dimension, sheetViews, sheetFormatPr, cols, sheetData,
 * mergeCells, conditionalFormatting, dataValidations, printOptions, pageMargins, pageSetup, rowBreaks, tableParts).
 *
 * Cells: numbers as numbers; text as inline strings (`t="inlineStr"`: nothing is added to the workbook's shared
 * strings, so the user's sheets keep their indexes) or, in a new workbook, as indexes into the shared string table
 * the package writer gives the sheet (`t="s"`, SharedStrings below); booleans, errors ("#N/A"), formulas with their saved value
 * (`t="str"` for text), and a spilling formula as Excel 365 stores a dynamic array: `<f t="array" ref="…">` on a cell
 * with `cm` pointing at the dynamic-array cell metadata (metadata.xml, written by the package writer).
 * The XML is produced row by row straight into UTF-8 bytes (`produce`, xmlBytes.ts), handed on in pieces, so a sheet
 * of 66,000 rows is deflated as it is written and never held as text.
 */
import { columnLetters } from "../sheets/address";
import { escapeAttr, escapeFormula, escapeText } from "./xml";
import { NS_MAIN, NS_REL } from "./package";
import { XmlBytes } from "./xmlBytes";

/** A formula cell: the formula as the file stores it (no "="), the value saved with it, a spill block. */
export interface FormulaOut {
  formula: string;
  cached?: string | number | boolean;
  /** The block a dynamic array filled when saved ("A5:H12"): the cell is marked as a dynamic array. */
  spillRef?: string;
}

export type CellOut = string | number | boolean | null | undefined | FormulaOut;

interface RowData {
  values: CellOut[];
  styles: number[];
}

export interface PageSetupOut {
  paperSize?: number;
  orientation?: "portrait" | "landscape";
  fitToWidth?: number;
  fitToHeight?: number;
  horizontalCentered?: boolean;
}

export interface ValidationOut {
  sqref: string;
  type: "whole" | "decimal" | "list" | "custom";
  operator?: string;
  formula1: string;
  formula2?: string;
  errorStyle: "stop" | "warning" | "information";
  errorTitle: string;
  error: string;
  promptTitle?: string;
  prompt?: string;
}

export interface ConditionalOut {
  sqref: string;
  formula: string;
  dxfId: number;
}

/**
 * The shared string table of a new workbook (ECMA-376 Part 1 §18.4, sst): each distinct text once, numbered in the
 * order the sheets first use it, so the same sheets give the same part. A large sheet repeats its texts (the Rating
 * history names an event and a player on each of 66,000 rows): an index in the sheet instead of the text makes the
 * part a quarter shorter and with it the encoding and the deflating. The table is filled while the sheets are written
 * and written after them (the package writer puts it last in the zip); a text asked for after that is a bug.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly list: string[] = [];
  /** Cells that refer to the table (sst's count). */
  private refs = 0;
  private sealed = false;

  /** The index of `text`, added when new. */
  indexOf(text: string): number {
    return this.add(text);
  }

  /** Count one more cell referring to an index `indexOf` gave (a repeated text the caller remembered). */
  again(): void {
    this.refs++;
  }

  private add(text: string): number {
    this.refs++;
    let i = this.index.get(text);
    if (i === undefined) {
      if (this.sealed) throw new Error(`Shared string added after the table was written: ${JSON.stringify(text)}`);
      i = this.list.length;
      this.index.set(text, i);
      this.list.push(text);
    }
    return i;
  }

  get size(): number {
    return this.list.length;
  }

  /** The part's XML (xl/sharedStrings.xml); the table takes no text after this. */
  toXml(): string {
    this.sealed = true;
    const items = this.list.map((t) => `<si><t${preserveSpace(t)}>${escapeText(t)}</t></si>`);
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="${NS_MAIN}" count="${this.refs}" uniqueCount="${this.list.length}">${items.join("")}</sst>`
    );
  }
}

/** ` xml:space="preserve"` for text whose leading or trailing space, tab or line break must survive. */
function preserveSpace(value: string): string {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return first <= 32 || last <= 32 || /[\n\t]/.test(value) ? ' xml:space="preserve"' : "";
}

/** A worksheet to write: cells by row, then the sheet's layout and rules. */
export class SheetBuilder {
  private readonly rows: (RowData | undefined)[] = [];
  /** Column widths (characters) and hidden columns, by 0-based column. */
  readonly cols: { width?: number; hidden?: boolean }[] = [];
  /** Row heights in points, by 1-based row. */
  readonly rowHeights = new Map<number, number>();
  frozenRows = 0;
  tabSelected = false;
  readonly merges: string[] = [];
  readonly validations: ValidationOut[] = [];
  readonly conditionals: ConditionalOut[] = [];
  pageSetup?: PageSetupOut;
  /** Page breaks after these 1-based rows. */
  readonly rowBreaks: number[] = [];
  /** Relationship ids of the sheet's table parts (set by the package writer). */
  tableRIds: string[] = [];
  /** The relationship id of a printer-settings part kept from the sheet this one replaces. */
  printerSettingsRId?: string;
  /** The cell-metadata index of a dynamic array (set by the package writer when a cell spills). */
  dynamicArrayIndex = 1;
  /** The workbook's shared string table (set by the package writer for a new workbook); text is inline without it. */
  sharedStrings?: SharedStrings;

  /** One cell (0-based row and column); `style` a cell format index of the styles part. */
  set(row: number, col: number, value: CellOut, style?: number): void {
    const r = this.rowAt(row);
    while (r.values.length <= col) r.values.push(undefined);
    r.values[col] = value;
    if (style !== undefined) this.style(row, col, style);
  }

  /** The format of one cell, leaving its value. */
  style(row: number, col: number, style: number): void {
    const r = this.rowAt(row);
    while (r.styles.length <= col) r.styles.push(0);
    r.styles[col] = style;
  }

  /**
   * A whole row at once: `values` is kept as given (not copied), `styles` one per value (0: default). Both may be
   * shared with other rows when frozen (Object.freeze): a change to one row's cells copies its array first.
   */
  setRow(row: number, values: CellOut[], styles: readonly number[]): void {
    this.rows[row] = { values, styles: styles as number[] };
  }

  get rowCount(): number {
    return this.rows.length;
  }

  get hasSpill(): boolean {
    return this.rows.some((r) => r?.values.some((v) => typeof v === "object" && v !== null && v.spillRef));
  }

  value(row: number, col: number): CellOut {
    return this.rows[row]?.values[col];
  }

  private rowAt(row: number): RowData {
    let r = this.rows[row];
    if (!r) {
      r = { values: [], styles: [] };
      this.rows[row] = r;
    } else {
      if (!Object.isExtensible(r.values)) r.values = r.values.slice();
      if (!Object.isExtensible(r.styles)) r.styles = r.styles.slice();
    }
    return r;
  }

  /** The used block's address ("A1:H12"; "A1" when empty). */
  dimension(): string {
    let cols = 0;
    let last = -1;
    this.rows.forEach((r, i) => {
      if (!r) return;
      const n = Math.max(r.values.length, r.styles.length);
      if (n > 0) last = i;
      cols = Math.max(cols, n);
    });
    return last < 0 || cols === 0 ? "A1" : `A1:${columnLetters(cols - 1)}${last + 1}`;
  }

  /**
   * The part's XML, piece by piece (UTF-8). A piece is valid only during the call (its bytes are reused): the zip
   * writer checksums and deflates it at once. The rows are written straight into bytes (XmlBytes): a 60 MB sheet
   * never exists as text, and the only strings made per cell are the numbers that are not whole.
   */
  produce(write: (piece: Uint8Array) => void): void {
    const out = new XmlBytes(write);
    out.text(this.head());
    const strings = this.sharedStrings;
    const last: { texts: string[]; indexes: number[] } | undefined = strings ? { texts: [], indexes: [] } : undefined;
    for (let i = 0; i < this.rows.length; i++) {
      const r = this.rows[i];
      const height = this.rowHeights.get(i + 1);
      if (r) writeRow(out, r, i, height, this.dynamicArrayIndex, strings, last);
      else if (height !== undefined) out.text(`<row r="${i + 1}" ht="${height}" customHeight="1"/>`);
    }
    for (const [row, h] of [...this.rowHeights].sort((a, b) => a[0] - b[0]))
      if (row > this.rows.length) out.text(`<row r="${row}" ht="${h}" customHeight="1"/>`);
    out.text(this.tail());
    out.flush();
  }

  private head(): string {
    const fit = this.pageSetup && (this.pageSetup.fitToWidth !== undefined || this.pageSetup.fitToHeight !== undefined);
    let xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      (fit ? '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>' : "") +
      `<dimension ref="${this.dimension()}"/>` +
      `<sheetViews><sheetView${this.tabSelected ? ' tabSelected="1"' : ""} workbookViewId="0">`;
    if (this.frozenRows > 0) {
      const top = `A${this.frozenRows + 1}`;
      xml += `<pane ySplit="${this.frozenRows}" topLeftCell="${top}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="${top}" sqref="${top}"/>`;
    }
    xml += '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>';
    const cols = this.cols
      .map((c, i) =>
        c && (c.width !== undefined || c.hidden)
          ? `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 8.43}"${c.width !== undefined ? ' customWidth="1"' : ""}${c.hidden ? ' hidden="1"' : ""}/>`
          : "",
      )
      .join("");
    if (cols) xml += `<cols>${cols}</cols>`;
    return xml + "<sheetData>";
  }

  private tail(): string {
    let xml = "</sheetData>";
    if (this.merges.length > 0)
      xml += `<mergeCells count="${this.merges.length}">${this.merges.map((m) => `<mergeCell ref="${m}"/>`).join("")}</mergeCells>`;
    this.conditionals.forEach((c, i) => {
      xml += `<conditionalFormatting sqref="${c.sqref}"><cfRule type="expression" dxfId="${c.dxfId}" priority="${i + 1}"><formula>${escapeFormula(c.formula)}</formula></cfRule></conditionalFormatting>`;
    });
    if (this.validations.length > 0) {
      xml += `<dataValidations count="${this.validations.length}">`;
      for (const v of this.validations) {
        xml +=
          `<dataValidation type="${v.type}"` +
          (v.errorStyle !== "stop" ? ` errorStyle="${v.errorStyle}"` : "") +
          (v.operator && v.operator !== "between" ? ` operator="${v.operator}"` : "") +
          ' allowBlank="1"' +
          (v.prompt !== undefined ? ' showInputMessage="1"' : "") +
          ' showErrorMessage="1"' +
          ` errorTitle="${escapeAttr(v.errorTitle)}" error="${escapeAttr(v.error)}"` +
          (v.prompt !== undefined
            ? ` promptTitle="${escapeAttr(v.promptTitle ?? "")}" prompt="${escapeAttr(v.prompt)}"`
            : "") +
          ` sqref="${v.sqref}"><formula1>${escapeFormula(v.formula1)}</formula1>` +
          (v.formula2 !== undefined ? `<formula2>${escapeFormula(v.formula2)}</formula2>` : "") +
          "</dataValidation>";
      }
      xml += "</dataValidations>";
    }
    const ps = this.pageSetup;
    if (ps?.horizontalCentered) xml += '<printOptions horizontalCentered="1"/>';
    xml += '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>';
    if (ps || this.printerSettingsRId) {
      xml +=
        "<pageSetup" +
        (ps?.paperSize !== undefined ? ` paperSize="${ps.paperSize}"` : "") +
        (ps?.fitToWidth !== undefined ? ` fitToWidth="${ps.fitToWidth}"` : "") +
        (ps?.fitToHeight !== undefined ? ` fitToHeight="${ps.fitToHeight}"` : "") +
        (ps?.orientation ? ` orientation="${ps.orientation}"` : "") +
        (this.printerSettingsRId ? ` r:id="${this.printerSettingsRId}"` : "") +
        "/>";
    }
    if (this.rowBreaks.length > 0) {
      const n = this.rowBreaks.length;
      xml += `<rowBreaks count="${n}" manualBreakCount="${n}">${this.rowBreaks.map((r) => `<brk id="${r}" max="16383" man="1"/>`).join("")}</rowBreaks>`;
    }
    if (this.tableRIds.length > 0)
      xml += `<tableParts count="${this.tableRIds.length}">${this.tableRIds.map((id) => `<tablePart r:id="${id}"/>`).join("")}</tableParts>`;
    return xml + "</worksheet>";
  }
}

/** One `<c>` element (0-based column `col` of 1-based row `row`); text as an index of `strings` when given. */
export function cellXml(
  ref: string,
  value: CellOut,
  style: number,
  dynamicArrayIndex = 1,
  strings?: SharedStrings,
): string {
  const s = style ? ` s="${style}"` : "";
  if (value === null || value === undefined) return style ? `<c r="${ref}"${s}/>` : "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return `<c r="${ref}"${s} t="e"><v>#NUM!</v></c>`;
    return `<c r="${ref}"${s}><v>${value}</v></c>`;
  }
  if (typeof value === "boolean") return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === "string") {
    if (value === "") return style ? `<c r="${ref}"${s}/>` : "";
    if (strings) return `<c r="${ref}"${s} t="s"><v>${strings.indexOf(value)}</v></c>`;
    return `<c r="${ref}"${s} t="inlineStr"><is><t${preserveSpace(value)}>${escapeText(value)}</t></is></c>`;
  }
  const f = value.spillRef
    ? `<f t="array" ref="${value.spillRef}">${escapeFormula(value.formula)}</f>`
    : `<f>${escapeFormula(value.formula)}</f>`;
  const cm = value.spillRef ? ` cm="${dynamicArrayIndex}"` : "";
  const c = value.cached;
  if (c === undefined) return `<c r="${ref}"${s}${cm}>${f}</c>`;
  if (typeof c === "number") return `<c r="${ref}"${s}${cm}>${f}<v>${c}</v></c>`;
  if (typeof c === "boolean") return `<c r="${ref}"${s}${cm} t="b">${f}<v>${c ? 1 : 0}</v></c>`;
  return `<c r="${ref}"${s}${cm} t="str">${f}<v>${escapeText(c)}</v></c>`;
}

/** Column letters of every column used so far (a cache: 16 columns × 66,000 rows). */
const LETTERS: string[] = [];
const letters = (c: number) => (LETTERS[c] ??= columnLetters(c));

/**
 * One `<row>` into `out`, byte for byte what cellXml gives for each cell (written by hand for the plain kinds:
 * empty, number, boolean, text; a formula through cellXml). Nothing when the row has no cell to write and no height.
 */
function writeRow(
  out: XmlBytes,
  r: RowData,
  index: number,
  height: number | undefined,
  dynamicArrayIndex: number,
  strings: SharedStrings | undefined,
  last: { texts: string[]; indexes: number[] } | undefined,
): void {
  const { values, styles } = r;
  const n = Math.max(values.length, styles.length);
  let any = height !== undefined;
  for (let c = 0; c < n && !any; c++) {
    const v = values[c];
    any = (styles[c] ?? 0) !== 0 || (v !== null && v !== undefined && v !== "");
  }
  if (!any) return;
  const row = String(index + 1);
  out.text(height !== undefined ? `<row r="${row}" ht="${height}" customHeight="1">` : `<row r="${row}">`);
  for (let c = 0; c < n; c++) {
    const v = values[c];
    const style = styles[c] ?? 0;
    if (v === null || v === undefined || v === "") {
      if (style === 0) continue;
    } else if (typeof v === "object") {
      out.text(cellXml(`${letters(c)}${row}`, v, style, dynamicArrayIndex)); // a formula: no shared string
      continue;
    }
    out.text('<c r="');
    out.text(letters(c));
    out.text(row);
    if (style !== 0) {
      out.text('" s="');
      out.uint(style);
    }
    if (v === null || v === undefined || v === "") out.text('"/>');
    else if (typeof v === "number") {
      if (Number.isFinite(v)) {
        out.text('"><v>');
        out.number(v);
        out.text("</v></c>");
      } else out.text('" t="e"><v>#NUM!</v></c>');
    } else if (typeof v === "boolean") out.text(v ? '" t="b"><v>1</v></c>' : '" t="b"><v>0</v></c>');
    else if (strings) {
      out.text('" t="s"><v>');
      // A column often repeats the row above's text (the event, its date): its index is remembered per column.
      let i: number;
      if (last !== undefined && last.texts[c] === v) {
        i = last.indexes[c];
        strings.again();
      } else {
        i = strings.indexOf(v);
        if (last) {
          last.texts[c] = v;
          last.indexes[c] = i;
        }
      }
      out.uint(i);
      out.text("</v></c>");
    } else {
      out.text(`" t="inlineStr"><is><t${preserveSpace(v)}>`);
      out.text(escapeText(v));
      out.text("</t></is></c>");
    }
  }
  out.text("</row>");
}
