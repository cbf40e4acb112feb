/**
 * A small XML reader for the package checks (test/helpers/packages.ts, preservation.ts): elements with their
 * namespace URIs, attributes, children and their exact place in the source text, so a check can compare an element
 * byte for byte (`rawOf`) or after parsing (`canonical`: namespace URIs instead of prefixes, attributes sorted,
 * whitespace between elements ignored). Comments, processing instructions and DOCTYPEs are skipped; CDATA is text.
 * It reads the parts of a workbook, which are well-formed XML: a malformed part is caught by the well-formedness
 * check (fast-xml-parser's validator) before anything is compared.
 */

export interface XmlAttr {
  /** As written, e.g. "r:id". */
  name: string;
  local: string;
  /** The namespace URI (undefined for an attribute without prefix). */
  ns?: string;
  value: string;
}

export interface XmlElement {
  name: string;
  local: string;
  ns?: string;
  attrs: XmlAttr[];
  children: XmlNode[];
  /** Offsets of the whole element (start tag to end tag) in the source. */
  start: number;
  end: number;
}

export type XmlNode = XmlElement | { text: string };

const isElement = (n: XmlNode): n is XmlElement => "local" in n;

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? m;
  });
}

/** The index of the ">" closing the tag that opens at `lt` (quoted attribute values may hold ">"). */
function tagEnd(src: string, lt: number): number {
  let quote = "";
  for (let i = lt + 1; i < src.length; i++) {
    const ch = src[i];
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ">") return i;
  }
  throw new Error(`unclosed tag at ${lt}`);
}

const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parse an XML document; returns its root element. */
export function parseXml(src: string): XmlElement {
  const stack: { el: XmlElement; ns: Map<string, string> }[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  const text = (t: string) => {
    if (stack.length > 0 && t !== "") stack[stack.length - 1].el.children.push({ text: t });
  };
  while (i < src.length) {
    const lt = src.indexOf("<", i);
    if (lt < 0) break;
    if (lt > i) text(decodeEntities(src.slice(i, lt)));
    if (src.startsWith("<?", lt)) i = src.indexOf("?>", lt) + 2;
    else if (src.startsWith("<!--", lt)) i = src.indexOf("-->", lt) + 3;
    else if (src.startsWith("<![CDATA[", lt)) {
      const e = src.indexOf("]]>", lt);
      text(src.slice(lt + 9, e));
      i = e + 3;
    } else if (src.startsWith("<!", lt)) i = tagEnd(src, lt) + 1;
    else if (src[lt + 1] === "/") {
      const gt = tagEnd(src, lt);
      const open = stack.pop();
      if (!open) throw new Error(`unexpected end tag at ${lt}`);
      open.el.end = gt + 1;
      i = gt + 1;
    } else {
      const gt = tagEnd(src, lt);
      const selfClosing = src[gt - 1] === "/";
      const body = src.slice(lt + 1, selfClosing ? gt - 1 : gt);
      const name = body.match(/^[^\s/>]+/)![0];
      const rawAttrs = [...body.slice(name.length).matchAll(ATTR)].map((m) => ({
        name: m[1],
        value: decodeEntities(m[2] ?? m[3] ?? ""),
      }));
      const ns = new Map(stack.length > 0 ? stack[stack.length - 1].ns : []);
      for (const a of rawAttrs) {
        if (a.name === "xmlns") ns.set("", a.value);
        else if (a.name.startsWith("xmlns:")) ns.set(a.name.slice(6), a.value);
      }
      const split = (q: string) => {
        const c = q.indexOf(":");
        return c < 0 ? { prefix: "", local: q } : { prefix: q.slice(0, c), local: q.slice(c + 1) };
      };
      const en = split(name);
      const el: XmlElement = {
        name,
        local: en.local,
        ns: ns.get(en.prefix),
        attrs: rawAttrs.map((a) => {
          const an = split(a.name);
          return { name: a.name, local: an.local, ns: an.prefix ? ns.get(an.prefix) : undefined, value: a.value };
        }),
        children: [],
        start: lt,
        end: gt + 1,
      };
      if (stack.length > 0) stack[stack.length - 1].el.children.push(el);
      else root ??= el;
      if (!selfClosing) stack.push({ el, ns });
      i = gt + 1;
    }
  }
  if (!root) throw new Error("no root element");
  return root;
}

/** Child elements (of a local name, when given). */
export function elements(el: XmlElement, local?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => isElement(c) && (local === undefined || c.local === local));
}

/** The first child element of a local name. */
export const element = (el: XmlElement, local: string): XmlElement | undefined => elements(el, local)[0];

/** An attribute's value by local name (an attribute without prefix, unless `ns` is given). */
export function attr(el: XmlElement, local: string, ns?: string): string | undefined {
  return el.attrs.find((a) => a.local === local && a.ns === ns)?.value;
}

/** All text inside an element, in order. */
export function textOf(el: XmlElement): string {
  return el.children.map((c) => (isElement(c) ? textOf(c) : c.text)).join("");
}

/** The element exactly as written in the source. */
export const rawOf = (src: string, el: XmlElement): string => src.slice(el.start, el.end);

/**
 * The element after parsing: {namespace}local names, attributes sorted (namespace declarations left out: they only
 * name prefixes), whitespace-only text between elements left out. `value` may rewrite an attribute's value (e.g. a
 * relationship id → the part it points at); returning undefined leaves the attribute out.
 */
export function canonical(
  el: XmlElement,
  value: (el: XmlElement, a: XmlAttr) => string | undefined = (_e, a) => a.value,
): string {
  const attrs = el.attrs
    .filter((a) => a.name !== "xmlns" && !a.name.startsWith("xmlns:"))
    .map((a): [string, string | undefined] => [`{${a.ns ?? ""}}${a.local}`, value(el, a)])
    .filter((a): a is [string, string] => a[1] !== undefined)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([k, v]) => ` ${k}=${JSON.stringify(v)}`)
    .join("");
  const inner = el.children
    .map((c) => (isElement(c) ? canonical(c, value) : c.text.trim() === "" ? "" : JSON.stringify(c.text)))
    .join("");
  return `<{${el.ns ?? ""}}${el.local}${attrs}>${inner}</>`;
}
