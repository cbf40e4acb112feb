/**
 * Workbook packages (.xlsx / .xlsm) as the tests see them, from the outside: the zip's parts (uncompressed bytes),
 * their relationships and content types (ECMA-376 Part 2, Open Packaging Conventions), the workbook's sheets and
 * defined names, the cell values of a sheet, and whether the package is well-formed. Independent of Brightwell's own
 * reader and writer, so the preservation suite (test/interop/) holds whatever the internals are.
 *
 *   readPackage(file)              → { parts: Map<part name, bytes> }   (part names without the leading "/")
 *   relationshipsOf(pkg, part)     → the part's relationships, targets resolved to part names ("" = the package)
 *   sheetsOf(pkg), definedNamesOf(pkg), sheetValues(pkg, "Standings")
 *   structureProblems(pkg, ".xlsm") → one line per defect: a missing target, a part without a content type, …
 */
import { readFileSync } from "fs";
import JSZip from "jszip";
import { XMLValidator } from "fast-xml-parser";
import { attr, element, elements, parseXml, textOf, type XmlElement } from "./xml";

export interface Package {
  parts: Map<string, Buffer>;
}

export async function readPackage(source: string | Buffer): Promise<Package> {
  const zip = await JSZip.loadAsync(typeof source === "string" ? readFileSync(source) : source);
  const parts = new Map<string, Buffer>();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) parts.set(entry.name, await entry.async("nodebuffer"));
  }
  return { parts };
}

/** A part's text (UTF-8, without a byte-order mark). */
export function partText(pkg: Package, part: string): string {
  const bytes = pkg.parts.get(part);
  if (!bytes) throw new Error(`no part ${part}`);
  return bytes.toString("utf8").replace(/^\uFEFF/, "");
}

/** The relationships part of a part ("" is the package itself: _rels/.rels). */
export function relsPartName(part: string): string {
  const slash = part.lastIndexOf("/");
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationship target as a part name: relative to the source part's folder, or absolute ("/xl/…"). */
export function resolveTarget(sourcePart: string, target: string): string {
  const decoded = decodeURIComponent(target.split("#")[0]);
  const base = decoded.startsWith("/") ? [] : sourcePart.split("/").slice(0, -1);
  for (const seg of decoded.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") base.pop();
    else base.push(seg);
  }
  return base.join("/");
}

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
  /** The part it points at (internal targets). */
  part?: string;
}

export function relationshipsOf(pkg: Package, part: string): Relationship[] {
  const rels = relsPartName(part);
  if (!pkg.parts.has(rels)) return [];
  return elements(parseXml(partText(pkg, rels)), "Relationship").map((r) => {
    const target = attr(r, "Target") ?? "";
    const external = attr(r, "TargetMode") === "External";
    return {
      id: attr(r, "Id") ?? "",
      type: attr(r, "Type") ?? "",
      target,
      external,
      part: external ? undefined : resolveTarget(part, target),
    };
  });
}

/** Relationship types end the same in Transitional and Strict: compare by the last segment. */
export const relKind = (type: string): string => type.slice(type.lastIndexOf("/") + 1);

/** A part's content type: its Override, else the Default of its extension (both compared ignoring case, as OPC says). */
export function contentTypeOf(pkg: Package, part: string): string | undefined {
  const types = parseXml(partText(pkg, "[Content_Types].xml"));
  const name = `/${part}`.toLowerCase();
  const override = elements(types, "Override").find((o) => (attr(o, "PartName") ?? "").toLowerCase() === name);
  if (override) return attr(override, "ContentType");
  const ext = part.slice(part.lastIndexOf(".") + 1).toLowerCase();
  const def = elements(types, "Default").find((d) => (attr(d, "Extension") ?? "").toLowerCase() === ext);
  return def && attr(def, "ContentType");
}

/** The workbook part (the package's officeDocument relationship). */
export function workbookPartOf(pkg: Package): string | undefined {
  return relationshipsOf(pkg, "").find((r) => relKind(r.type) === "officeDocument")?.part;
}

export interface SheetInfo {
  name: string;
  sheetId: string;
  state: string;
  rid: string;
  /** The sheet's part (undefined when its relationship is missing). */
  part?: string;
}

/** The namespaces of relationship ids in a workbook (Transitional and Strict). */
export const R_NAMESPACES = [
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  "http://purl.oclc.org/ooxml/officeDocument/relationships",
];

/** The value of a relationship-id attribute of an element (r:id), whatever its prefix. */
export function ridOf(el: XmlElement, local = "id"): string | undefined {
  return el.attrs.find((a) => a.local === local && a.ns !== undefined && R_NAMESPACES.includes(a.ns))?.value;
}

export function sheetsOf(pkg: Package): SheetInfo[] {
  const wb = workbookPartOf(pkg);
  if (!wb) return [];
  const rels = relationshipsOf(pkg, wb);
  const sheets = element(parseXml(partText(pkg, wb)), "sheets");
  return elements(sheets ?? parseXml("<x/>"), "sheet").map((s) => {
    const rid = ridOf(s) ?? "";
    return {
      name: attr(s, "name") ?? "",
      sheetId: attr(s, "sheetId") ?? "",
      state: attr(s, "state") ?? "visible",
      rid,
      part: rels.find((r) => r.id === rid)?.part,
    };
  });
}

export interface DefinedNameInfo {
  name: string;
  /** The sheet a local name belongs to (by its localSheetId), undefined for a workbook name. */
  scope?: string;
  localSheetId?: string;
  text: string;
  element: XmlElement;
}

export function definedNamesOf(pkg: Package): DefinedNameInfo[] {
  const wb = workbookPartOf(pkg);
  if (!wb) return [];
  const sheets = sheetsOf(pkg);
  const names = element(parseXml(partText(pkg, wb)), "definedNames");
  return elements(names ?? parseXml("<x/>"), "definedName").map((d) => {
    const local = attr(d, "localSheetId");
    return {
      name: attr(d, "name") ?? "",
      localSheetId: local,
      scope: local === undefined ? undefined : (sheets[Number(local)]?.name ?? `#${local}`),
      text: textOf(d),
      element: d,
    };
  });
}

/** The sheet a Brightwell mark (a workbook name such as Brightwell_Standings → 'Standings'!$A$1) points at. */
export function markedSheet(pkg: Package, mark: string): string | undefined {
  const d = definedNamesOf(pkg).find((n) => n.name.toLowerCase() === mark.toLowerCase() && n.scope === undefined);
  const m = d?.text.match(/^=?(?:'((?:[^']|'')+)'|([^!]+))!/);
  return m ? (m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]) : undefined;
}

/** The shared strings part, if any. */
export function sharedStringsPartOf(pkg: Package): string | undefined {
  const wb = workbookPartOf(pkg);
  return wb && relationshipsOf(pkg, wb).find((r) => relKind(r.type) === "sharedStrings")?.part;
}

/** The text of each shared string (runs joined; phonetic runs left out). */
export function sharedStringsOf(pkg: Package): string[] {
  const part = sharedStringsPartOf(pkg);
  if (!part || !pkg.parts.has(part)) return [];
  const siText = (si: XmlElement): string =>
    si.children
      .map((c) => ("local" in c ? (c.local === "t" ? textOf(c) : c.local === "r" ? siText(c) : "") : ""))
      .join("");
  return elements(parseXml(partText(pkg, part)), "si").map(siText);
}

export type CellValue = string | number | boolean | null;

/** "B12" → { row: 11, col: 1 }. */
export function cellPosition(ref: string): { row: number; col: number } {
  const m = ref.match(/^\$?([A-Z]+)\$?(\d+)$/i)!;
  const col = [...m[1].toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return { row: Number(m[2]) - 1, col };
}

/**
 * The values of a sheet as a dense grid from A1: numbers (dates as their serial numbers), strings (shared, inline,
 * a formula's text result), booleans, error texts; null where empty. Formulas give their cached value.
 */
export function sheetValues(pkg: Package, sheetName: string): CellValue[][] {
  const sheet = sheetsOf(pkg).find((s) => s.name === sheetName);
  if (!sheet?.part) throw new Error(`no sheet "${sheetName}"`);
  const strings = sharedStringsOf(pkg);
  const data = element(parseXml(partText(pkg, sheet.part)), "sheetData");
  const grid: CellValue[][] = [];
  let rowIndex = -1;
  for (const row of elements(data ?? parseXml("<x/>"), "row")) {
    rowIndex = attr(row, "r") !== undefined ? Number(attr(row, "r")) - 1 : rowIndex + 1;
    let colIndex = -1;
    for (const c of elements(row, "c")) {
      const ref = attr(c, "r");
      colIndex = ref !== undefined ? cellPosition(ref).col : colIndex + 1;
      const t = attr(c, "t") ?? "n";
      const v = element(c, "v");
      let value: CellValue = null;
      if (t === "inlineStr") value = textOf(element(c, "is") ?? parseXml("<x/>"));
      else if (v !== undefined) {
        const text = textOf(v);
        value =
          t === "s"
            ? (strings[Number(text)] ?? null)
            : t === "b"
              ? text === "1"
              : t === "str" || t === "e"
                ? text
                : Number(text);
      }
      if (value === null) continue;
      (grid[rowIndex] ??= [])[colIndex] = value;
    }
  }
  const width = Math.max(0, ...grid.map((r) => r?.length ?? 0));
  return Array.from({ length: grid.length }, (_, r) => Array.from({ length: width }, (_, c) => grid[r]?.[c] ?? null));
}

/** Worksheet-like relationship types (the targets of <sheet r:id>). */
const SHEET_KINDS = ["worksheet", "chartsheet", "dialogsheet", "xlMacrosheet", "xlIntlMacrosheet"];

/**
 * Every way the package is not a sound workbook, one line each: XML parts that do not parse; parts without a
 * content type; Overrides naming missing parts; relationships whose target is missing; a workbook content type that
 * does not match the file's kind (.xlsm is macro-enabled); duplicate sheet names, ids or relationship ids; a sheet
 * without its part; duplicate defined names or a local one on a missing sheet; duplicate table ids or names; a cell
 * pointing past the shared strings or the cell formats.
 */
export function structureProblems(pkg: Package, extension: ".xlsx" | ".xlsm"): string[] {
  const problems: string[] = [];
  if (!pkg.parts.has("[Content_Types].xml")) return ["[Content_Types].xml is missing"];
  for (const [name, bytes] of pkg.parts) {
    if (/\.(xml|rels)$/i.test(name)) {
      const ok = XMLValidator.validate(bytes.toString("utf8").replace(/^\uFEFF/, ""));
      if (ok !== true) problems.push(`${name}: not well-formed XML (${ok.err.msg}, line ${ok.err.line})`);
    }
  }
  if (problems.length > 0) return problems;
  for (const name of pkg.parts.keys()) {
    if (name !== "[Content_Types].xml" && contentTypeOf(pkg, name) === undefined)
      problems.push(`${name}: no content type in [Content_Types].xml`);
  }
  const lower = new Set([...pkg.parts.keys()].map((p) => p.toLowerCase()));
  for (const o of elements(parseXml(partText(pkg, "[Content_Types].xml")), "Override")) {
    const part = (attr(o, "PartName") ?? "").replace(/^\//, "");
    if (!lower.has(part.toLowerCase()))
      problems.push(`[Content_Types].xml: an Override names /${part}, which is missing`);
  }
  for (const name of pkg.parts.keys()) {
    const m = name.match(/^(.*)_rels\/(.*)\.rels$/);
    if (!m) continue;
    const source = m[1] + m[2];
    if (source !== "" && !pkg.parts.has(source)) problems.push(`${name}: relationships of ${source}, which is missing`);
    for (const r of relationshipsOf(pkg, source))
      if (r.part !== undefined && !pkg.parts.has(r.part))
        problems.push(`${name}: ${r.id} (${relKind(r.type)}) points at ${r.part}, which is missing`);
  }
  const wb = workbookPartOf(pkg);
  if (!wb || !pkg.parts.has(wb)) return [...problems, "no workbook part (officeDocument relationship)"];
  const wbType = contentTypeOf(pkg, wb) ?? "";
  const macro = wbType === "application/vnd.ms-excel.sheet.macroEnabled.main+xml";
  if (extension === ".xlsm" && !macro)
    problems.push(`${wb}: content type ${wbType}, not a macro-enabled workbook (.xlsm)`);
  if (extension === ".xlsx" && wbType !== "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml")
    problems.push(`${wb}: content type ${wbType}, not an .xlsx workbook`);
  const wbRels = relationshipsOf(pkg, wb);
  const sheets = sheetsOf(pkg);
  const dup = (what: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (seen.has(k)) problems.push(`${wb}: two sheets with the same ${what} ${k}`);
      seen.add(k);
    }
  };
  dup(
    "name",
    sheets.map((s) => s.name.toLowerCase()),
  );
  dup(
    "sheetId",
    sheets.map((s) => s.sheetId),
  );
  dup(
    "r:id",
    sheets.map((s) => s.rid),
  );
  for (const s of sheets) {
    const rel = wbRels.find((r) => r.id === s.rid);
    if (!rel || !SHEET_KINDS.includes(relKind(rel.type)) || !s.part || !pkg.parts.has(s.part))
      problems.push(`${wb}: sheet "${s.name}" (${s.rid}) has no sheet part`);
  }
  const names = new Set<string>();
  for (const d of definedNamesOf(pkg)) {
    const key = `${d.name.toLowerCase()}@${d.localSheetId ?? ""}`;
    if (names.has(key)) problems.push(`${wb}: the defined name ${d.name} twice in the same scope`);
    names.add(key);
    if (d.localSheetId !== undefined && Number(d.localSheetId) >= sheets.length)
      problems.push(`${wb}: the defined name ${d.name} belongs to sheet #${d.localSheetId}, which does not exist`);
  }
  problems.push(...tableProblems(pkg), ...cellIndexProblems(pkg, wb, sheets));
  return problems;
}

function tableProblems(pkg: Package): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  for (const name of pkg.parts.keys()) {
    if (contentTypeOf(pkg, name) !== "application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml") continue;
    const t = parseXml(partText(pkg, name));
    const id = attr(t, "id") ?? "";
    const display = (attr(t, "displayName") ?? attr(t, "name") ?? "").toLowerCase();
    if (ids.has(id)) problems.push(`${name}: table id ${id} is also the id of ${ids.get(id)}`);
    if (names.has(display)) problems.push(`${name}: table name ${display} is also the name of ${names.get(display)}`);
    ids.set(id, name);
    names.set(display, name);
  }
  return problems;
}

/** Cells that point past the shared strings (t="s") or the cell formats (s="…"). */
function cellIndexProblems(pkg: Package, wb: string, sheets: SheetInfo[]): string[] {
  const problems: string[] = [];
  const strings = sharedStringsOf(pkg).length;
  const stylesPart = relationshipsOf(pkg, wb).find((r) => relKind(r.type) === "styles")?.part;
  const xfs =
    stylesPart && pkg.parts.has(stylesPart)
      ? elements(element(parseXml(partText(pkg, stylesPart)), "cellXfs") ?? parseXml("<x/>"), "xf").length
      : 1;
  for (const s of sheets) {
    if (!s.part || !pkg.parts.has(s.part)) continue;
    const xml = partText(pkg, s.part);
    for (const m of xml.matchAll(
      /<c\b([^>]*?)(\/?)>(?:\s*<f\b[^>]*?(?:\/>|>[\s\S]*?<\/f>))?\s*(?:<v>([^<]*)<\/v>)?/g,
    )) {
      const attrs = m[1];
      const ref = attrs.match(/\br="([^"]+)"/)?.[1] ?? "?";
      const style = attrs.match(/\bs="(\d+)"/)?.[1];
      if (style !== undefined && Number(style) >= xfs)
        problems.push(`${s.part}: ${s.name}!${ref} uses cell format ${style}, but styles has ${xfs}`);
      if (/\bt="s"/.test(attrs) && m[3] !== undefined && Number(m[3]) >= strings)
        problems.push(`${s.part}: ${s.name}!${ref} uses shared string ${m[3]}, but there are ${strings}`);
    }
  }
  return problems;
}
