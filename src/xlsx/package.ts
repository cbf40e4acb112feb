/**
 * An .xlsx/.xlsm package opened for reading: the zip's entries (zip.ts), and only the parts every command needs,
 * parsed once: [Content_Types].xml, the package and workbook relationships, xl/workbook.xml (sheets, their
 * hidden/veryHidden state, defined names, the 1904 date system), the core document properties (title, keywords,
 * comments) and, when a sheet is read, the styles' number formats (to tell dates) and the shared strings.
 * Sheets are read on demand (sheetReader.ts). Paths follow ECMA-376 Part 2 (Open Packaging Conventions):
 * part names are case-insensitive, relationship targets are relative to their source part's folder.
 *
 * Refused with one sentence (PackageError), nothing else read: what zip.ts refuses (encrypted/.xls, damaged, not a
 * zip), an OpenDocument spreadsheet (.ods), a zip that is not a workbook, a binary workbook (.xlsb: xl/workbook.bin),
 * Strict Open XML (namespaces under http://purl.oclc.org/ooxml/), and workbook kinds other than .xlsx and .xlsm.
 */
import { entryBytes, readZip, ZipError, type ZipEntry } from "./zip";
import type { PackageRefusal } from "../vocabulary";
import { packageRefusalText } from "../i18n/packages";
import { attribute, attributes, decodeEntities, decodeText, element, elements, stringItemText } from "./xml";

export const NS_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
export const NS_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
export const NS_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
export const NS_CT = "http://schemas.openxmlformats.org/package/2006/content-types";
export const REL = {
  officeDocument: `${NS_REL}/officeDocument`,
  worksheet: `${NS_REL}/worksheet`,
  styles: `${NS_REL}/styles`,
  sharedStrings: `${NS_REL}/sharedStrings`,
  table: `${NS_REL}/table`,
  calcChain: `${NS_REL}/calcChain`,
  printerSettings: `${NS_REL}/printerSettings`,
  sheetMetadata: `${NS_REL}/sheetMetadata`,
  coreProperties: "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
  extendedProperties: `${NS_REL}/extended-properties`,
};
export const CONTENT_TYPE = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  xlsm: "application/vnd.ms-excel.sheet.macroEnabled.main+xml",
  worksheet: "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
  styles: "application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml",
  sharedStrings: "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml",
  table: "application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml",
  metadata: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml",
  core: "application/vnd.openxmlformats-package.core-properties+xml",
  extended: "application/vnd.openxmlformats-officedocument.extended-properties+xml",
  relationships: "application/vnd.openxmlformats-package.relationships+xml",
};

/** A package Brightwell cannot read or change: one sentence saying what it is and what to do. */
/**
 * A workbook Brightwell cannot read or change: `reason` says why (src/vocabulary PackageRefusal), `file` names it as
 * the user did; the message is the English sentence, and src/i18n/packages.ts words it in every language.
 */
export class PackageError extends Error {
  constructor(
    readonly reason: PackageRefusal,
    readonly file: string,
  ) {
    super(packageRefusalText(reason, file, "en"));
    this.name = "PackageError";
  }
}

export interface Relationship {
  id: string;
  type: string;
  /** Resolved part name without a leading "/" ("xl/worksheets/sheet1.xml"), or the target as written when external. */
  target: string;
  external: boolean;
  /** The Target attribute as the file holds it (written back unchanged). */
  rawTarget?: string;
}

export interface PackageSheet {
  name: string;
  sheetId: number;
  /** The workbook relationship's id (r:id). */
  rId: string;
  /** The worksheet part ("xl/worksheets/sheet1.xml"); undefined for a chart sheet or dialog sheet. */
  part?: string;
  state: "visible" | "hidden" | "veryHidden";
}

export interface DefinedName {
  name: string;
  /** The reference or formula as stored (no "="): "'Tournament'!$B$5". */
  formula: string;
  /** Sheet-scoped names: the 0-based index of the sheet in the workbook's list. */
  localSheetId?: number;
}

export interface DocumentProperties {
  title?: string;
  keywords?: string;
  /** "Comments" in Excel's file properties (dc:description). */
  description?: string;
}

/** Resolve a relationship target against the folder of its source part ("xl/workbook.xml" + "worksheets/s.xml"). */
export function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith("/")) return normalizePath(target.slice(1));
  const dir = sourcePart.includes("/") ? sourcePart.slice(0, sourcePart.lastIndexOf("/") + 1) : "";
  return normalizePath(dir + target);
}

function normalizePath(p: string): string {
  const out: string[] = [];
  for (const seg of decodeURI(p).split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return out.join("/");
}

/** The relationships part of a part: "xl/workbook.xml" → "xl/_rels/workbook.xml.rels". */
export function relsPathOf(part: string): string {
  const slash = part.lastIndexOf("/");
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

export function parseRelationships(xml: string, sourcePart: string): Relationship[] {
  return elements(xml, "Relationship").map((e) => {
    const external = e.attrs.TargetMode === "External";
    return {
      id: e.attrs.Id,
      type: e.attrs.Type,
      target: external ? e.attrs.Target : resolveTarget(sourcePart, e.attrs.Target),
      external,
      rawTarget: e.attrs.Target,
    };
  });
}

/** A date number format: what Excel shows as a date or time (built-in ids 14–22, 27–36, 45–47, 50–58, or a code with date letters). */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if ((id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58)) return true;
  if (code === undefined) return false;
  // Drop quoted text, escaped characters, colours/conditions/locales in brackets (but elapsed [h] [m] [s]).
  const bare = code
    .replace(/"[^"]*"/g, "")
    .replace(/\\./g, "")
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, "")
    .split(";")[0];
  return /[dmyhs]/i.test(bare) && !/^[#0.,%\s?/E+-]*$/.test(bare);
}

export interface CellFormats {
  /** Per cell format (xf) index: its number format is a date. */
  date: boolean[];
}

/** The zip's entries by lower-cased name (part names compare case-insensitively). */
type EntryMap = Map<string, ZipEntry>;

export class XlsxPackage {
  readonly entries: ZipEntry[];
  private readonly byName: EntryMap;
  readonly kind: "xlsx" | "xlsm";
  readonly workbookPart: string;
  readonly workbookXml: string;
  readonly workbookRels: Relationship[];
  readonly sheets: PackageSheet[];
  readonly names: DefinedName[];
  readonly date1904: boolean;
  readonly props: DocumentProperties;
  readonly contentTypesXml: string;
  readonly packageRels: Relationship[];
  private strings?: string[];
  private formats?: CellFormats;

  constructor(
    readonly bytes: Uint8Array,
    readonly shown: string,
  ) {
    try {
      this.entries = readZip(bytes, shown);
    } catch (e) {
      if (e instanceof ZipError) throw new PackageError(e.reason, shown);
      throw e;
    }
    this.byName = new Map(this.entries.map((e) => [e.name.toLowerCase(), e]));
    this.refuseOthers();
    this.contentTypesXml = this.text("[Content_Types].xml")!;
    this.packageRels = parseRelationships(this.text("_rels/.rels") ?? "", "");
    const office = this.packageRels.find((r) => r.type === REL.officeDocument);
    if (!office || !this.has(office.target)) throw this.notWorkbook();
    this.workbookPart = office.target;
    const type = this.contentTypeOf(this.workbookPart);
    if (type === CONTENT_TYPE.xlsx) this.kind = "xlsx";
    else if (type === CONTENT_TYPE.xlsm) this.kind = "xlsm";
    else
      throw new PackageError(
        {
          kind: "other-excel",
          what: /template/i.test(type ?? "") ? "template" : /addin/i.test(type ?? "") ? "add-in" : "other",
        },
        shown,
      );
    this.workbookXml = this.text(this.workbookPart)!;
    this.workbookRels = parseRelationships(this.text(relsPathOf(this.workbookPart)) ?? "", this.workbookPart);
    const byId = new Map(this.workbookRels.map((r) => [r.id, r]));
    this.sheets = elements(this.workbookXml, "sheet").map((e) => {
      const rId = e.attrs["r:id"] ?? Object.entries(e.attrs).find(([k]) => k.endsWith(":id"))?.[1] ?? "";
      const rel = byId.get(rId);
      const state = e.attrs.state === "hidden" || e.attrs.state === "veryHidden" ? e.attrs.state : "visible";
      return {
        name: e.attrs.name,
        sheetId: Number(e.attrs.sheetId),
        rId,
        part: rel && rel.type === REL.worksheet && this.has(rel.target) ? rel.target : undefined,
        state,
      };
    });
    this.names = elements(this.workbookXml, "definedName").map((e) => ({
      name: e.attrs.name,
      formula: decodeEntities(e.inner),
      ...(e.attrs.localSheetId !== undefined ? { localSheetId: Number(e.attrs.localSheetId) } : {}),
    }));
    const pr = element(this.workbookXml, "workbookPr");
    this.date1904 = pr?.attrs.date1904 === "1" || pr?.attrs.date1904 === "true";
    this.props = this.readProps();
  }

  /** A zip that is not an .xlsx/.xlsm workbook, named for what it is. */
  private refuseOthers(): void {
    const shown = this.shown;
    const mimetype = this.byName.get("mimetype");
    if (mimetype) {
      const type = new TextDecoder().decode(entryBytes(mimetype));
      if (type.includes("opendocument"))
        throw new PackageError({ kind: "opendocument", spreadsheet: type.includes("spreadsheet") }, shown);
    }
    if (!this.byName.has("[content_types].xml")) throw this.notWorkbook();
    if (this.byName.has("xl/workbook.bin")) throw new PackageError({ kind: "xlsb" }, shown);
    const rels = this.text("_rels/.rels") ?? "";
    if (rels.includes("http://purl.oclc.org/ooxml/")) throw new PackageError({ kind: "strict" }, shown);
  }

  private notWorkbook(): PackageError {
    return new PackageError({ kind: "not-workbook" }, this.shown);
  }

  has(part: string): boolean {
    return this.byName.has(part.toLowerCase());
  }

  entry(part: string): ZipEntry | undefined {
    return this.byName.get(part.toLowerCase());
  }

  /** A part's text (UTF-8; a UTF-16 part with its byte-order mark is decoded as such), or undefined when absent. */
  text(part: string): string | undefined {
    const e = this.entry(part);
    if (!e) return undefined;
    const bytes = entryBytes(e);
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
    return new TextDecoder("utf-8").decode(bytes);
  }

  /** The content type of a part: its Override, else the Default of its extension. */
  contentTypeOf(part: string): string | undefined {
    const lower = `/${part}`.toLowerCase();
    for (const o of elements(this.contentTypesXml, "Override"))
      if (o.attrs.PartName?.toLowerCase() === lower) return o.attrs.ContentType;
    const ext = part.slice(part.lastIndexOf(".") + 1).toLowerCase();
    for (const d of elements(this.contentTypesXml, "Default"))
      if (d.attrs.Extension?.toLowerCase() === ext) return d.attrs.ContentType;
    return undefined;
  }

  /** The relationships of a part (empty when it has none). */
  relsOf(part: string): Relationship[] {
    return parseRelationships(this.text(relsPathOf(part)) ?? "", part);
  }

  private readProps(): DocumentProperties {
    const core = this.packageRels.find((r) => r.type === REL.coreProperties);
    const xml = core ? this.text(core.target) : undefined;
    if (!xml) return {};
    const get = (name: string) => {
      const e = element(xml, name);
      return e ? decodeText(e.inner) : undefined;
    };
    const props: DocumentProperties = {};
    const title = get("title");
    const keywords = get("keywords");
    const description = get("description");
    if (title) props.title = title;
    if (keywords) props.keywords = keywords;
    if (description) props.description = description;
    return props;
  }

  /** The workbook's part of a given relationship type (styles, shared strings …). */
  workbookPartOf(type: string): string | undefined {
    const rel = this.workbookRels.find((r) => r.type === type && !r.external);
    return rel && this.has(rel.target) ? rel.target : undefined;
  }

  /** The shared string table (parsed on first use). */
  sharedStrings(): string[] {
    if (this.strings) return this.strings;
    const part = this.workbookPartOf(REL.sharedStrings);
    const text = part ? this.text(part) : undefined;
    // Items written with a namespace prefix (`<x:si><x:t>`, as the Open XML SDK may write them) read as without one.
    const xml =
      text && /<[A-Za-z_][\w.-]*:si[\s>/]/.test(text) ? text.replace(/<(\/?)[A-Za-z_][\w.-]*:/g, "<$1") : text;
    const out: string[] = [];
    if (xml) {
      let at = 0;
      for (;;) {
        const s = xml.indexOf("<si", at);
        if (s < 0) break;
        const gt = xml.indexOf(">", s);
        if (xml[gt - 1] === "/") {
          out.push("");
          at = gt + 1;
          continue;
        }
        const end = xml.indexOf("</si>", gt);
        if (end < 0) break;
        out.push(stringItemText(xml.slice(gt + 1, end)));
        at = end + 5;
      }
    }
    this.strings = out;
    return out;
  }

  /** Which cell formats (xf indexes) show dates (parsed on first use). */
  cellFormats(): CellFormats {
    if (this.formats) return this.formats;
    const part = this.workbookPartOf(REL.styles);
    const xml = part ? this.text(part) : undefined;
    const date: boolean[] = [];
    if (xml) {
      const codes = new Map<number, string>();
      for (const f of elements(xml, "numFmt")) codes.set(Number(f.attrs.numFmtId), f.attrs.formatCode);
      const xfs = element(xml, "cellXfs");
      if (xfs) {
        for (const xf of elements(xfs.inner, "xf")) {
          const id = Number(attribute(xf.tag, "numFmtId") ?? 0);
          date.push(isDateFormat(id, codes.get(id)));
        }
      }
    }
    this.formats = { date };
    return this.formats;
  }

  /** A sheet by name (Excel compares sheet names case-insensitively). */
  sheet(name: string): PackageSheet | undefined {
    const lower = name.toLowerCase();
    return this.sheets.find((s) => s.name.toLowerCase() === lower);
  }

  /** Every table part of the workbook: its name and id (table names and ids are workbook-wide). */
  tables(): { part: string; sheet: string; name: string; id: number; ref: string }[] {
    const out: { part: string; sheet: string; name: string; id: number; ref: string }[] = [];
    for (const s of this.sheets) {
      if (!s.part) continue;
      for (const r of this.relsOf(s.part)) {
        if (r.type !== REL.table || r.external) continue;
        const xml = this.text(r.target);
        const t = xml ? element(xml, "table") : undefined;
        if (t)
          out.push({
            part: r.target,
            sheet: s.name,
            name: t.attrs.name ?? t.attrs.displayName,
            id: Number(t.attrs.id),
            ref: t.attrs.ref,
          });
      }
    }
    return out;
  }
}

/** Open a package's bytes (`shown`: the file as the user named it). @throws PackageError */
export function openPackage(bytes: Uint8Array, shown: string): XlsxPackage {
  return new XlsxPackage(bytes, shown);
}

/** Attributes of the root element of a part (its namespaces), for the checks on Strict Open XML. */
export function rootAttributes(xml: string): Record<string, string> {
  const at = xml.search(/<[A-Za-z]/);
  return at < 0 ? {} : attributes(xml.slice(at, xml.indexOf(">", at) + 1));
}
