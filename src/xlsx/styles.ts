/**
 * The styles part (xl/styles.xml, ECMA-376 Part 1 §18.8) as Brightwell extends it: the looks its cells need are
 * APPENDED (number formats, fonts, fills, borders, cell formats, differential formats for conditional formats) and
 * nothing is renumbered or changed, so every cell of the user's sheets keeps its look. A look Brightwell adds never
 * reuses one of the user's indexes for something else: a new cell format gets a new xf, its font is the workbook's
 * default font (fonts[0]) with only what the look changes (bold, size, colour), so our cells match the workbook.
 * A user's number format with the same code is reused (same look); built-in ids are used for built-in codes.
 * Edits are made by splicing the original text: the part is rewritten only when something was added.
 */
import { element, escapeAttr } from "./xml";

export interface BorderLine {
  style: "thin" | "dashed";
  color: string;
}

/** The look of a cell, as Brightwell's definitions describe it. Colours are RGB hex ("FFC7CE"). */
export interface Look {
  numFmt?: string;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  color?: string;
  fill?: string;
  border?: { top?: BorderLine; bottom?: BorderLine; left?: BorderLine; right?: BorderLine };
  horizontal?: "left" | "center" | "right";
  vertical?: "top" | "middle" | "bottom";
  wrap?: boolean;
}

/** Built-in number formats (ECMA-376 Part 1 §18.8.30) Brightwell writes. */
const BUILT_IN: Record<string, number> = { General: 0, "0": 1, "0.00": 2, "#,##0": 3, "#,##0.00": 4, "0%": 9, "@": 49 };

/** A styles part for a new workbook: the default font (Calibri 11, Excel's), no fill, no border, the Normal style. */
export const BASE_STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="1"><font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '<dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
  "</styleSheet>";

type Collection = "numFmts" | "fonts" | "fills" | "borders" | "cellXfs" | "dxfs";

/** Where a missing collection goes: after the last of these that exists (the schema's order). */
const AFTER: Record<Collection, string[]> = {
  numFmts: [],
  fonts: ["numFmts"],
  fills: ["fonts", "numFmts"],
  borders: ["fills", "fonts", "numFmts"],
  cellXfs: ["cellStyleXfs", "borders", "fills", "fonts", "numFmts"],
  dxfs: ["cellStyles", "cellXfs", "cellStyleXfs", "borders", "fills", "fonts", "numFmts"],
};

const argb = (hex: string) => `FF${hex.toUpperCase()}`;

export class StyleBook {
  private readonly added: Record<Collection, string[]> = {
    numFmts: [],
    fonts: [],
    fills: [],
    borders: [],
    cellXfs: [],
    dxfs: [],
  };
  private readonly base: Record<Collection, number>;
  private readonly numFmtIds = new Map<string, number>();
  private nextNumFmt: number;
  private readonly cache = new Map<string, number>();
  private readonly defaultFont: string;
  private readonly userXfs: string[];

  constructor(private readonly xml: string = BASE_STYLES) {
    this.base = {
      numFmts: childCount(xml, "numFmts", "numFmt"),
      fonts: childCount(xml, "fonts", "font"),
      fills: childCount(xml, "fills", "fill"),
      borders: childCount(xml, "borders", "border"),
      cellXfs: childCount(xml, "cellXfs", "xf"),
      dxfs: childCount(xml, "dxfs", "dxf"),
    };
    let max = 163;
    for (const m of xml.matchAll(/<(?:\w+:)?numFmt\s[^>]*numFmtId="(\d+)"[^>]*formatCode="([^"]*)"/g)) {
      max = Math.max(max, Number(m[1]));
      const code = m[2]
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">");
      if (!this.numFmtIds.has(code)) this.numFmtIds.set(code, Number(m[1]));
    }
    this.nextNumFmt = max + 1;
    const fonts = element(xml, "fonts");
    const first = fonts ? /<(?:\w+:)?font[\s>][\s\S]*?<\/(?:\w+:)?font>|<(?:\w+:)?font\s*\/>/.exec(fonts.inner) : null;
    this.defaultFont = first ? first[0] : "<font/>";
    const xfs = element(xml, "cellXfs");
    // Each xf whole: self-closing, or with its alignment/protection children up to its end tag.
    this.userXfs = xfs
      ? [...xfs.inner.matchAll(/<(?:\w+:)?xf\b[^>]*?\/>|<(?:\w+:)?xf\b[^>]*>[\s\S]*?<\/(?:\w+:)?xf>/g)].map((m) => m[0])
      : [];
  }

  /** True when a look was added: the part must be written again. */
  get changed(): boolean {
    return Object.values(this.added).some((a) => a.length > 0);
  }

  private add(collection: Collection, xml: string): number {
    const key = `${collection}\u0000${xml}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const index = this.base[collection] + this.added[collection].length;
    this.added[collection].push(xml);
    this.cache.set(key, index);
    return index;
  }

  /** The number format id of a format code (built-in, the user's own of that code, or a new one). */
  numFmt(code: string): number {
    if (BUILT_IN[code] !== undefined) return BUILT_IN[code];
    const known = this.numFmtIds.get(code);
    if (known !== undefined) return known;
    const id = this.nextNumFmt++;
    this.numFmtIds.set(code, id);
    this.added.numFmts.push(`<numFmt numFmtId="${id}" formatCode="${escapeAttr(code)}"/>`);
    return id;
  }

  private font(look: Look): number {
    if (look.bold === undefined && look.italic === undefined && look.size === undefined && look.color === undefined)
      return 0;
    const p = /^<(\w+:)?font/.exec(this.defaultFont)?.[1] ?? "";
    const drop = ["b", "i", ...(look.size !== undefined ? ["sz"] : []), ...(look.color !== undefined ? ["color"] : [])];
    const inner = this.defaultFont
      .replace(/^<(?:\w+:)?font[^>]*?\/?>/, "")
      .replace(/<\/(?:\w+:)?font>$/, "")
      .replace(new RegExp(`<(?:\\w+:)?(?:${drop.join("|")})(\\s[^>]*)?\\/>`, "g"), "");
    return this.add(
      "fonts",
      `<${p}font>` +
        (look.bold ? `<${p}b/>` : "") +
        (look.italic ? `<${p}i/>` : "") +
        (look.size !== undefined ? `<${p}sz val="${look.size}"/>` : "") +
        inner +
        (look.color !== undefined ? `<${p}color rgb="${argb(look.color)}"/>` : "") +
        `</${p}font>`,
    );
  }

  private fill(look: Look): number {
    if (!look.fill) return 0;
    return this.add(
      "fills",
      `<fill><patternFill patternType="solid"><fgColor rgb="${argb(look.fill)}"/><bgColor indexed="64"/></patternFill></fill>`,
    );
  }

  private border(look: Look): number {
    const b = look.border;
    if (!b || (!b.top && !b.bottom && !b.left && !b.right)) return 0;
    const side = (name: string, line?: BorderLine) =>
      line ? `<${name} style="${line.style}"><color rgb="${argb(line.color)}"/></${name}>` : `<${name}/>`;
    return this.add(
      "borders",
      `<border>${side("left", b.left)}${side("right", b.right)}${side("top", b.top)}${side("bottom", b.bottom)}<diagonal/></border>`,
    );
  }

  /** The cell format (xf index) of a look: 0 (the workbook's default) for no look at all. */
  xf(look: Look): number {
    const numFmtId = look.numFmt !== undefined ? this.numFmt(look.numFmt) : 0;
    const fontId = this.font(look);
    const fillId = this.fill(look);
    const borderId = this.border(look);
    const align = look.horizontal || look.vertical || look.wrap;
    if (numFmtId === 0 && fontId === 0 && fillId === 0 && borderId === 0 && !align) return 0;
    const attrs =
      `numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="${borderId}" xfId="0"` +
      (numFmtId ? ' applyNumberFormat="1"' : "") +
      (fontId ? ' applyFont="1"' : "") +
      (fillId ? ' applyFill="1"' : "") +
      (borderId ? ' applyBorder="1"' : "") +
      (align ? ' applyAlignment="1"' : "");
    const alignment = align
      ? `<alignment${look.horizontal ? ` horizontal="${look.horizontal}"` : ""}${look.vertical ? ` vertical="${look.vertical === "middle" ? "center" : look.vertical}"` : ""}${look.wrap ? ' wrapText="1"' : ""}/>`
      : "";
    return this.add("cellXfs", alignment ? `<xf ${attrs}>${alignment}</xf>` : `<xf ${attrs}/>`);
  }

  /**
   * A user's cell format with another number format: a NEW xf, a copy of the user's (font, fill, border, alignment
   * kept) with `code` as its number format. The same format when it already shows `code`.
   */
  withNumFmt(userXf: number, code: string): number {
    const source = this.userXfs[userXf];
    if (userXf === 0 || source === undefined) return this.xf({ numFmt: code });
    const id = this.numFmt(code);
    const current = /numFmtId="(\d+)"/.exec(source)?.[1];
    if (Number(current ?? 0) === id) return userXf;
    let xf = /numFmtId="\d+"/.test(source)
      ? source.replace(/numFmtId="\d+"/, `numFmtId="${id}"`)
      : source.replace(/^<((?:\w+:)?xf)/, `<$1 numFmtId="${id}"`);
    xf = /applyNumberFormat="[^"]*"/.test(xf)
      ? xf.replace(/applyNumberFormat="[^"]*"/, 'applyNumberFormat="1"')
      : xf.replace(/^<((?:\w+:)?xf)/, '<$1 applyNumberFormat="1"');
    return this.add("cellXfs", xf);
  }

  /** A differential format (conditional formats): a fill and optionally a font colour. */
  dxf(fill: string, fontColor?: string): number {
    return this.add(
      "dxfs",
      `<dxf>${fontColor ? `<font><color rgb="${argb(fontColor)}"/></font>` : ""}<fill><patternFill><bgColor rgb="${argb(fill)}"/></patternFill></fill></dxf>`,
    );
  }

  /** The part with every addition (the original text when nothing was added). */
  toXml(): string {
    let xml = this.xml;
    for (const collection of ["numFmts", "fonts", "fills", "borders", "cellXfs", "dxfs"] as const) {
      const added = this.added[collection];
      if (added.length === 0) continue;
      const total = this.base[collection] + added.length;
      const e = element(xml, collection);
      if (e) {
        const open = e.tag.endsWith("/>") ? e.tag.slice(0, -2) + ">" : e.tag;
        const prefix = /^<(\w+:)?/.exec(e.tag)?.[1] ?? "";
        const counted = /\scount="\d+"/.test(open)
          ? open.replace(/\scount="\d+"/, ` count="${total}"`)
          : open.replace(/>$/, ` count="${total}">`);
        xml =
          xml.slice(0, e.start) + counted + e.inner + added.join("") + `</${prefix}${collection}>` + xml.slice(e.end);
        continue;
      }
      const block = `<${collection} count="${total}">${added.join("")}</${collection}>`;
      let at = -1;
      for (const before of AFTER[collection]) {
        const b = element(xml, before);
        if (b) {
          at = b.end;
          break;
        }
      }
      if (at < 0) at = xml.indexOf(">", xml.search(/<(\w+:)?styleSheet[\s>]/)) + 1;
      xml = xml.slice(0, at) + block + xml.slice(at);
    }
    return xml;
  }
}

function childCount(xml: string, collection: string, child: string): number {
  const e = element(xml, collection);
  if (!e) return 0;
  const re = new RegExp(`<(?:\\w+:)?${child}[\\s>/]`, "g");
  return (e.inner.match(re) ?? []).length;
}
