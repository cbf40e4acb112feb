/**
 * The XML of a workbook's parts, read and written by hand (no DOM).
 *
 * Why no XML library: the parts Brightwell reads are SpreadsheetML, a regular vocabulary (ECMA-376 Part 1 §18) whose
 * writers emit no DTD, no CDATA in cell data and no processing instructions beyond the XML declaration; a scanner over
 * the text with indexOf reads a 100,000-row sheet several times faster than a general streaming parser (saxes) that
 * calls back for every attribute and text node, and it lets the parts Brightwell does not own be edited by splicing
 * the original text (an element added or replaced, everything else byte for byte) instead of parse-and-reserialize.
 * What the scanner does not understand it skips (comments, processing instructions, unknown elements).
 *
 * Text: the five predefined entities and numeric character references (XML 1.0 §4.6), and the `_xHHHH_` escape of
 * the string type ST_Xstring (ECMA-376 Part 1 §22.9.2.19) for characters XML cannot hold (control characters).
 */

/** Decode entities and character references of XML text or an attribute value. */
export function decodeEntities(s: string): string {
  if (s.indexOf("&") < 0) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, e: string) => {
    switch (e) {
      case "amp":
        return "&";
      case "lt":
        return "<";
      case "gt":
        return ">";
      case "quot":
        return '"';
      case "apos":
        return "'";
    }
    const code = e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Decode the `_xHHHH_` escapes of an ST_Xstring (`_x005F_` is a literal underscore that starts such a pattern). */
export function decodeXstring(s: string): string {
  if (s.indexOf("_x") < 0) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Text of a cell string: entities, then ST_Xstring escapes. */
export function decodeText(s: string): string {
  return decodeXstring(decodeEntities(s));
}

/** Characters XML 1.0 cannot hold, as ST_Xstring writes them (`_x0001_`); CR too, which XML would turn into LF. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000d\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Any character escapeText changes (markup, control characters, "_" of a possible _xHHHH_, surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>_\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

const hex4 = (c: number) => `_x${c.toString(16).toUpperCase().padStart(4, "0")}_`;

/** A cell string as XML element text: `&`, `<`, `>` escaped, a literal `_xHHHH_` kept literal, control characters escaped. */
export function escapeText(s: string): string {
  // Most names and numbers-as-text need nothing: one scan decides (a 66,000-row sheet holds a million strings).
  if (!NEEDS_ESCAPE.test(s)) return s;
  let out = s;
  if (out.indexOf("_x") >= 0) out = out.replace(/_(x[0-9A-Fa-f]{4}_)/g, "_x005F_$1");
  if (/[&<>]/.test(out)) out = out.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return out.replace(NOT_XML, (ch) => hex4(ch.charCodeAt(0)));
}

/** An attribute value (double-quoted): markup, quotes and whitespace other than spaces as character references. */
export function escapeAttr(s: string): string {
  return (
    s
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/\t/g, "&#9;")
      .replace(/\n/g, "&#10;")
      .replace(/\r/g, "&#13;")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

/** Formula text as element content (formulas hold no control characters; markup escaped). */
export function escapeFormula(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The attributes of a start tag's text (`<c r="A1" t="s">` or its inside), decoded; prefixes kept ("r:id"). */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(tag)) !== null) out[m[1]] = decodeEntities(m[3] ?? m[4] ?? "");
  return out;
}

/** One attribute of a start tag's text, decoded (undefined when absent); faster than `attributes` for one. */
export function attribute(tag: string, name: string): string | undefined {
  const at = tag.indexOf(` ${name}=`);
  if (at < 0) return undefined;
  const q = tag[at + name.length + 2];
  const end = tag.indexOf(q, at + name.length + 3);
  return end < 0 ? undefined : decodeEntities(tag.slice(at + name.length + 3, end));
}

/** An element found in a part's text: its start tag, where it starts and ends, and its inner text. */
export interface XmlElement {
  /** The start tag as written (`<sheet name="x" .../>`). */
  tag: string;
  start: number;
  /** Just after the end tag (or the self-closing start tag). */
  end: number;
  /** Between the start and end tags ("" for a self-closing element). */
  inner: string;
  attrs: Record<string, string>;
}

/** Local name of a tag name ("x:sheet" → "sheet"). */
const local = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Every element whose local name is `name` in `xml` (from `from` to `to`), in order, not nested in one another
 * (the scan continues after each match's end). Namespace prefixes are ignored (`<x:sheet>` matches "sheet").
 */
export function elements(xml: string, name: string, from = 0, to = xml.length): XmlElement[] {
  const out: XmlElement[] = [];
  let at = from;
  while (at < to) {
    const lt = xml.indexOf("<", at);
    if (lt < 0 || lt >= to) break;
    const c = xml.charCodeAt(lt + 1);
    // Comments, processing instructions, declarations and end tags.
    if (c === 33 /* ! */) {
      const endComment = xml.startsWith("<!--", lt) ? xml.indexOf("-->", lt) + 3 : xml.indexOf(">", lt) + 1;
      at = endComment > lt ? endComment : to;
      continue;
    }
    const gt = xml.indexOf(">", lt);
    if (gt < 0) break;
    if (c === 63 /* ? */ || c === 47 /* / */) {
      at = gt + 1;
      continue;
    }
    let nameEnd = lt + 1;
    while (nameEnd < gt && !/[\s/>]/.test(xml[nameEnd])) nameEnd++;
    const tagName = xml.slice(lt + 1, nameEnd);
    if (local(tagName) !== name) {
      at = gt + 1;
      continue;
    }
    const tag = xml.slice(lt, gt + 1);
    if (xml[gt - 1] === "/") {
      out.push({ tag, start: lt, end: gt + 1, inner: "", attrs: attributes(tag) });
      at = gt + 1;
      continue;
    }
    const close = closingTag(xml, tagName, gt + 1);
    if (close < 0) break;
    const endTag = xml.indexOf(">", close) + 1;
    out.push({ tag, start: lt, end: endTag, inner: xml.slice(gt + 1, close), attrs: attributes(tag) });
    at = endTag;
  }
  return out;
}

/** Where the end tag of an element named `tagName` (opened just before `from`) starts, counting nested ones. */
function closingTag(xml: string, tagName: string, from: number): number {
  let depth = 1;
  let at = from;
  const open = `<${tagName}`;
  const close = `</${tagName}`;
  for (;;) {
    const c = xml.indexOf(close, at);
    if (c < 0) return -1;
    // Nested elements of the same name between here and the close.
    let o = xml.indexOf(open, at);
    while (o >= 0 && o < c) {
      const after = xml[o + open.length];
      if (after === ">" || after === " " || after === "\t" || after === "\n" || after === "\r" || after === "/") {
        const gt = xml.indexOf(">", o);
        if (xml[gt - 1] !== "/") depth++;
      }
      o = xml.indexOf(open, o + 1);
    }
    const after = xml[c + close.length];
    if (after === ">" || after === " " || after === "\t" || after === "\n" || after === "\r") {
      depth--;
      if (depth === 0) return c;
    }
    at = c + close.length;
  }
}

/** The first element named `name`, if any. */
export function element(xml: string, name: string, from = 0, to = xml.length): XmlElement | undefined {
  // elements() stops after the first match only when asked for all; a small part is cheap to scan whole.
  const all = elements(xml, name, from, to);
  return all[0];
}

/** The text of the `<t>` elements of a string item (`<si>`, `<is>`), rich runs joined; phonetic runs (`<rPh>`) left out. */
export function stringItemText(inner: string): string {
  if (inner.startsWith("<t>") || inner.startsWith("<t ")) {
    const gt = inner.indexOf(">");
    const end = inner.indexOf("</t>", gt);
    if (end >= 0 && inner.indexOf("<", end + 4) < 0) return decodeText(inner.slice(gt + 1, end));
  }
  if (inner.startsWith("<t/>") && inner.length === 4) return "";
  let text = "";
  let at = 0;
  for (;;) {
    const t = inner.indexOf("<t", at);
    if (t < 0) break;
    const after = inner[t + 2];
    if (after !== ">" && after !== " " && after !== "/") {
      at = t + 2;
      continue;
    }
    // A run inside <rPh> (furigana) is not part of the string.
    const ph = inner.lastIndexOf("<rPh", t);
    if (ph >= 0 && inner.indexOf("</rPh>", ph) > t) {
      at = inner.indexOf("</rPh>", ph) + 6;
      continue;
    }
    const gt = inner.indexOf(">", t);
    if (inner[gt - 1] === "/") {
      at = gt + 1;
      continue;
    }
    const end = inner.indexOf("</t>", gt);
    if (end < 0) break;
    text += decodeText(inner.slice(gt + 1, end));
    at = end + 4;
  }
  return text;
}
