/**
 * The package writer: a workbook written back with only Brightwell's parts replaced or added, or a new workbook.
 *
 * What it changes (everything else is copied as stored, compressed bytes and all; zip.ts):
 *  - worksheets Brightwell owns: added (a new part), or refreshed in place (same part name, sheet id, relationship
 *    id and position, so every index of the workbook, e.g. sheet-scoped names' localSheetId, stays valid);
 *  - cells of the user's sheets it must change (`pair` appends the round to the Results sheet, `rate` updates the
 *    Ratings list): only those rows of the sheet's XML are rewritten, every other byte of the part is kept;
 *  - the table parts of its sheets (and the range of a user's table that grows with the Results rows);
 *  - xl/workbook.xml: the sheet list, Brightwell's defined names (ownership marks, settings, print areas);
 *  - [Content_Types].xml and the relationships of the parts it adds or removes;
 *  - xl/styles.xml: appended to only (styles.ts); docProps/core.xml when it sets the title, keywords or comments;
 *  - xl/metadata.xml when a new workbook holds a dynamic array;
 *  - xl/calcChain.xml is dropped when it lists cells of a sheet Brightwell rewrites: the calculation chain is only
 *    Excel's record of the order it last calculated formulas in (ECMA-376 Part 1 §18.6), Excel rebuilds it when it is
 *    missing, and a chain naming a cell that no longer holds a formula makes Excel report the file as damaged.
 * A sheet Brightwell refreshes that carries anything it did not write (a chart or picture, a comment, a pivot table,
 * a hyperlink…) is never dropped silently: the refresh is refused with a sentence naming it (PackageError).
 */
import { writeZip, type ZipInput } from "./zip";
import {
  CONTENT_TYPE,
  NS_REL,
  PackageError,
  REL,
  relsPathOf,
  XlsxPackage,
  type DocumentProperties,
  type PackageSheet,
  type Relationship,
} from "./package";
import { BASE_STYLES, StyleBook } from "./styles";
import { SharedStrings, type SheetBuilder } from "./sheetXml";
import { element, elements, escapeAttr, escapeFormula, escapeText } from "./xml";
import {
  absolute,
  basePackage,
  partKindOf,
  DYNAMIC_ARRAY_METADATA,
  relsXml,
  tableXml,
  XML_HEAD,
  type TableOut,
} from "./parts";
import { editSheetXml, type CellEdit } from "./sheetEdit";
import type { PackageRefusal, PartKind } from "../vocabulary";

export type { TableOut } from "./parts";
export type { CellEdit } from "./sheetEdit";

/** A defined name; `raw`: the element as the file holds it (written back as is while unchanged). */
interface NameEntry {
  name: string;
  formula: string;
  localSheetId?: number;
  raw?: string;
}

interface PlacedSheet {
  name: string;
  builder: SheetBuilder;
  tables: TableOut[];
  /** Print area ("A1:E33") and title rows ("$1:$1"), written as the sheet's _xlnm names. */
  printArea?: string;
  printTitles?: string;
}

interface SheetEntry {
  name: string;
  sheetId: number;
  rId: string;
  part?: string;
  state: PackageSheet["state"];
  /** Added by this writer. */
  isNew: boolean;
  placed?: PlacedSheet;
  edits?: CellEdit[];
}

export class WorkbookWriter {
  readonly styles: StyleBook;
  private readonly entries: SheetEntry[];
  private readonly definedNames: NameEntry[];
  private props: DocumentProperties | undefined;
  private readonly tableGrowth: { part: string; ref: string }[] = [];
  private readonly refused: PackageRefusal[] = [];
  /** A workbook made by `create`: its first sheet is the selected one. */
  private readonly fresh: boolean;

  private constructor(
    private readonly pkg: XlsxPackage,
    fresh: boolean,
  ) {
    this.fresh = fresh;
    const stylesPart = pkg.workbookPartOf(REL.styles);
    this.styles = new StyleBook(stylesPart ? pkg.text(stylesPart) : BASE_STYLES);
    this.entries = pkg.sheets.map((s) => ({ ...s, isNew: false }));
    const raw = elements(pkg.workbookXml, "definedName");
    this.definedNames = pkg.names.map((n, i) => ({
      ...n,
      raw: raw[i]?.tag.endsWith("/>") ? undefined : raw[i] && pkg.workbookXml.slice(raw[i].start, raw[i].end),
    }));
  }

  /** A writer over an opened workbook: its parts are kept unless Brightwell owns them. */
  static edit(pkg: XlsxPackage): WorkbookWriter {
    return new WorkbookWriter(pkg, false);
  }

  /** A writer for a new workbook (.xlsx). */
  static create(): WorkbookWriter {
    return new WorkbookWriter(new XlsxPackage(basePackage(), "(new workbook)"), true);
  }

  get kind(): "xlsx" | "xlsm" {
    return this.pkg.kind;
  }

  /** The sheets in tab order as they will be written. */
  sheets(): { name: string; position: number; visible: boolean }[] {
    return this.entries.map((e, position) => ({ name: e.name, position, visible: e.state === "visible" }));
  }

  /** Workbook-scoped names as they will be written ("'Round 5'!$A$1", no "="). */
  names(): { name: string; formula: string }[] {
    return this.definedNames.filter((n) => n.localSheetId === undefined).map((n) => ({ ...n }));
  }

  /** Table names in the workbook (workbook-wide in Excel), leaving out the tables of `ignoreSheet`. */
  tableNames(ignoreSheet?: string): string[] {
    const ignore = ignoreSheet?.toLowerCase();
    const replaced = new Set(this.entries.filter((e) => e.placed && !e.isNew).map((e) => e.name.toLowerCase()));
    const out = this.pkg
      .tables()
      .filter((t) => t.sheet.toLowerCase() !== ignore && !replaced.has(t.sheet.toLowerCase()))
      .map((t) => t.name);
    for (const e of this.entries)
      if (e.placed && e.name.toLowerCase() !== ignore) out.push(...e.placed.tables.map((t) => t.name));
    return out;
  }

  private entry(name: string): SheetEntry | undefined {
    const lower = name.toLowerCase();
    return this.entries.find((e) => e.name.toLowerCase() === lower);
  }

  hasSheet(name: string): boolean {
    return this.entry(name) !== undefined;
  }

  /**
   * Put a sheet Brightwell owns: a new sheet at the end, or (`name` exists) the sheet refreshed in place. Refreshing
   * a sheet that carries something Brightwell did not write throws a PackageError naming it.
   */
  putSheet(sheet: PlacedSheet): void {
    const existing = this.entry(sheet.name);
    if (existing) {
      if (existing.part && !existing.isNew) this.checkReplaceable(existing);
      existing.placed = sheet;
      existing.edits = undefined;
      return;
    }
    const used = new Set(this.entries.map((e) => e.sheetId));
    let sheetId = 1;
    while (used.has(sheetId)) sheetId++;
    this.entries.push({ name: sheet.name, sheetId, rId: "", state: "visible", isNew: true, placed: sheet });
  }

  private checkReplaceable(e: SheetEntry): void {
    const lost = this.pkg
      .relsOf(e.part!)
      .filter((r) => r.type !== REL.table && r.type !== REL.printerSettings)
      .map((r) => partKindOf(r.type));
    if (lost.length > 0) {
      // Refused when the workbook is written (toBytes), so a command fails where it saves: nothing written.
      this.refused.push({
        kind: "would-lose",
        sheet: e.name,
        parts: lost.filter((k): k is PartKind => typeof k !== "object"),
        other: lost.filter((k): k is { other: string } => typeof k === "object").map((k) => k.other),
      });
    }
  }

  /** Change cells of a user's sheet (everything else in it is kept). */
  editCells(sheetName: string, edits: CellEdit[]): void {
    const e = this.entry(sheetName);
    if (!e) throw new RangeError(`No sheet "${sheetName}" to change.`);
    if (e.placed) {
      for (const x of edits)
        e.placed.builder.set(
          x.row,
          x.col,
          x.value,
          x.numFmt !== undefined && x.numFmt !== "General" ? this.styles.xf({ numFmt: x.numFmt }) : undefined,
        );
      return;
    }
    e.edits = [...(e.edits ?? []), ...edits];
  }

  /** Grow the user's table on `sheetName` whose range is `header`..`lastRow` (1-based rows) by `added` rows. */
  growTable(sheetName: string, headerRow: number, lastRow: number, added: number): void {
    for (const t of this.pkg.tables()) {
      if (t.sheet.toLowerCase() !== sheetName.toLowerCase()) continue;
      const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(t.ref ?? "");
      if (!m || Number(m[2]) !== headerRow || Number(m[4]) !== lastRow) continue;
      this.tableGrowth.push({ part: t.part, ref: `${m[1]}${m[2]}:${m[3]}${lastRow + added}` });
    }
  }

  /** Set (or replace: names compare case-insensitively) a workbook-scoped name. */
  setName(name: string, formula: string): void {
    const lower = name.toLowerCase();
    const i = this.definedNames.findIndex((n) => n.localSheetId === undefined && n.name.toLowerCase() === lower);
    if (i >= 0) {
      if (this.definedNames[i].formula !== formula || this.definedNames[i].name !== name)
        this.definedNames[i] = { name, formula };
    } else this.definedNames.push({ name, formula });
  }

  /** Title, keywords, comments of the document (docProps/core.xml); undefined fields are left as they are. */
  setProps(props: DocumentProperties): void {
    this.props = { ...this.props, ...props };
  }

  /** A new workbook (no user's file under it): its document properties are Brightwell's to set. */
  get isFresh(): boolean {
    return this.fresh;
  }

  get title(): string | undefined {
    return this.props?.title ?? this.pkg.props.title;
  }

  /** The package's bytes. @throws PackageError when a change would lose something */
  toBytes(): Uint8Array {
    if (this.refused.length > 0) throw new PackageError(this.refused[0], this.pkg.shown);
    return new Assembly(this.pkg, this).build();
  }

  /** @internal the state Assembly reads. */
  state() {
    return {
      entries: this.entries,
      definedNames: this.definedNames,
      props: this.props,
      tableGrowth: this.tableGrowth,
      fresh: this.fresh,
    };
  }
}

/** One save: the parts as they will be written, then the zip. */
class Assembly {
  /** Table ids in use: the package's and those given to tables written in this save (ids are workbook-wide). */
  private tableIds: Set<number> | undefined;
  private readonly replaced = new Map<string, Uint8Array | ZipInput>();
  private readonly removed = new Set<string>();
  private readonly added: ZipInput[] = [];
  private contentTypes: string;
  private workbookRels: Relationship[];
  private workbookRelsChanged = false;
  private readonly enc = new TextEncoder();
  private readonly usedParts: Set<string>;
  /** The workbook relationship of each new sheet (the writer's entries are not changed by a save). */
  private readonly newSheetRIds = new Map<SheetEntry, string>();

  constructor(
    private readonly pkg: XlsxPackage,
    private readonly writer: WorkbookWriter,
  ) {
    this.contentTypes = pkg.contentTypesXml;
    this.workbookRels = pkg.workbookRels.slice();
    this.usedParts = new Set(pkg.entries.map((e) => e.name.toLowerCase()));
  }

  private freePart(pattern: (n: number) => string): string {
    for (let n = 1; ; n++) {
      const p = pattern(n);
      if (!this.usedParts.has(p.toLowerCase())) {
        this.usedParts.add(p.toLowerCase());
        return p;
      }
    }
  }

  private freeRelId(rels: { id: string }[]): string {
    const ids = new Set(rels.map((r) => r.id));
    for (let n = 1; ; n++) if (!ids.has(`rId${n}`)) return `rId${n}`;
  }

  private override(part: string, type: string): void {
    this.contentTypes = this.contentTypes.replace(
      /<\/(\w+:)?Types>\s*$/,
      (close) => `<Override PartName="/${escapeAttr(part)}" ContentType="${type}"/>${close}`,
    );
  }

  private dropOverride(part: string): void {
    const lower = `/${part}`.toLowerCase();
    for (const o of elements(this.contentTypes, "Override")) {
      if (o.attrs.PartName?.toLowerCase() === lower) {
        this.contentTypes = this.contentTypes.slice(0, o.start) + this.contentTypes.slice(o.end);
        return;
      }
    }
  }

  private remove(part: string): void {
    this.removed.add(part.toLowerCase());
    this.dropOverride(part);
  }

  private put(part: string, text: string): void {
    if (this.pkg.has(part)) this.replaced.set(part.toLowerCase(), this.enc.encode(text));
    else this.added.push({ name: part, bytes: this.enc.encode(text) });
  }

  build(): Uint8Array {
    const st = this.writer.state();
    const entries = st.entries;
    const touched = new Set<number>();
    let spill = false;
    // The first sheet of a new workbook is the one shown.
    if (st.fresh && entries[0]?.placed) entries[0].placed.builder.tabSelected = true;
    // A new workbook's sheets keep their text in a shared string table (sheetXml.ts SharedStrings); a user's workbook
    // gets inline strings, so its own table and every index into it stay as they are.
    const strings = st.fresh && entries.some((e) => e.placed) ? new SharedStrings() : undefined;
    if (strings) for (const e of entries) if (e.placed) e.placed.builder.sharedStrings = strings;
    // Sheets: new parts, refreshed parts, edited parts.
    for (const e of entries) {
      if (e.placed) {
        touched.add(e.sheetId);
        spill ||= e.placed.builder.hasSpill;
        this.placeSheet(e);
      } else if (e.edits && e.part) {
        touched.add(e.sheetId);
        this.put(e.part, editSheetXml(this.pkg.text(e.part)!, e.edits, this.writer.styles, this.pkg.shown, e.name));
      }
    }
    for (const g of st.tableGrowth) {
      const xml = this.pkg.text(g.part)!;
      const t = element(xml, "table")!;
      const tag = t.tag.replace(/\sref="[^"]*"/, ` ref="${g.ref}"`);
      let inner = t.inner;
      const af = element(inner, "autoFilter");
      if (af)
        inner =
          inner.slice(0, af.start) +
          af.tag.replace(/\sref="[^"]*"/, ` ref="${g.ref}"`) +
          inner.slice(af.start + af.tag.length);
      this.put(g.part, xml.slice(0, t.start) + tag + inner + xml.slice(t.start + t.tag.length + t.inner.length));
    }
    if (strings) this.addSharedStrings(strings);
    if (spill) this.addMetadata();
    this.dropCalcChain(touched);
    this.writeWorkbook(st.definedNames, touched, st.fresh);
    if (this.writer.styles.changed) {
      const part = this.pkg.workbookPartOf(REL.styles);
      if (part) this.put(part, this.writer.styles.toXml());
      else {
        this.put("xl/styles.xml", this.writer.styles.toXml());
        this.override("xl/styles.xml", CONTENT_TYPE.styles);
        this.addWorkbookRel(REL.styles, "styles.xml");
      }
    }
    if (st.props) this.writeProps(st.props);
    if (this.workbookRelsChanged)
      this.put(relsPathOf(this.pkg.workbookPart), relsXml(this.workbookRels, this.pkg.workbookPart));
    this.replaced.set("[content_types].xml", this.enc.encode(this.contentTypes));

    const inputs: ZipInput[] = [];
    for (const entry of this.pkg.entries) {
      const key = entry.name.toLowerCase();
      if (this.removed.has(key)) continue;
      const r = this.replaced.get(key);
      if (r === undefined) inputs.push({ name: entry.name, entry });
      else if (r instanceof Uint8Array) inputs.push({ name: entry.name, bytes: r });
      else inputs.push({ ...r, name: entry.name });
    }
    inputs.push(...this.added);
    return writeZip(inputs);
  }

  private addWorkbookRel(type: string, target: string): string {
    const id = this.freeRelId(this.workbookRels);
    const dir = this.pkg.workbookPart.slice(0, this.pkg.workbookPart.lastIndexOf("/") + 1);
    this.workbookRels.push({ id, type, target: dir + target, external: false });
    this.workbookRelsChanged = true;
    return id;
  }

  /** A sheet of Brightwell's: its XML, its table parts, its relationships; a new one also in the workbook's rels. */
  private placeSheet(e: SheetEntry): void {
    const placed = e.placed!;
    const b = placed.builder;
    const rels: Relationship[] = [];
    let sheetPart = e.isNew ? undefined : e.part;
    if (sheetPart) {
      // Refresh: the old tables go, a printer-settings part stays linked.
      for (const r of this.pkg.relsOf(sheetPart)) {
        if (r.type === REL.table && !r.external) this.remove(r.target);
        else if (r.type === REL.printerSettings) {
          rels.push(r);
          b.printerSettingsRId = r.id;
        }
      }
    } else {
      sheetPart = this.freePart((n) => `xl/worksheets/sheet${n}.xml`);
      this.newSheetRIds.set(e, this.addWorkbookRel(REL.worksheet, sheetPart.slice(sheetPart.indexOf("/") + 1)));
      this.override(sheetPart, CONTENT_TYPE.worksheet);
    }
    const tableIds = (this.tableIds ??= new Set(this.pkg.tables().map((t) => t.id)));
    b.tableRIds = placed.tables.map((t) => {
      let id = 1;
      while (tableIds.has(id)) id++;
      tableIds.add(id);
      const part = this.freePart((n) => `xl/tables/table${n}.xml`);
      this.added.push({ name: part, bytes: this.enc.encode(tableXml(t, id)) });
      this.override(part, CONTENT_TYPE.table);
      const rId = this.freeRelId(rels);
      rels.push({ id: rId, type: REL.table, target: part, external: false });
      return rId;
    });
    const relsPart = relsPathOf(sheetPart);
    if (rels.length > 0) this.put(relsPart, relsXml(rels, sheetPart));
    else if (this.pkg.has(relsPart)) this.removed.add(relsPart.toLowerCase());
    const producer = { name: sheetPart, produce: (w: (p: Uint8Array) => void) => b.produce(w) };
    if (this.pkg.has(sheetPart)) this.replaced.set(sheetPart.toLowerCase(), producer);
    else this.added.push(producer);
  }

  /**
   * xl/sharedStrings.xml of a new workbook, after the sheets in the zip: the zip writer produces its entries in order,
   * so the sheets have filled the table when it is written.
   */
  private addSharedStrings(strings: SharedStrings): void {
    const part = "xl/sharedStrings.xml";
    this.usedParts.add(part.toLowerCase());
    this.added.push({ name: part, produce: (write) => write(this.enc.encode(strings.toXml())) });
    this.override(part, CONTENT_TYPE.sharedStrings);
    this.addWorkbookRel(REL.sharedStrings, "sharedStrings.xml");
  }

  private addMetadata(): void {
    const existing = this.pkg.workbookPartOf(REL.sheetMetadata);
    if (existing) {
      const xml = this.pkg.text(existing)!;
      if (xml !== DYNAMIC_ARRAY_METADATA) throw new PackageError({ kind: "cell-metadata" }, this.pkg.shown);
      return;
    }
    this.put("xl/metadata.xml", DYNAMIC_ARRAY_METADATA);
    this.override("xl/metadata.xml", CONTENT_TYPE.metadata);
    this.addWorkbookRel(REL.sheetMetadata, "metadata.xml");
  }

  /** Drop the calculation chain when it lists a cell of a sheet rewritten here (see the file comment, §18.6). */
  private dropCalcChain(touched: Set<number>): void {
    const part = this.pkg.workbookPartOf(REL.calcChain);
    if (!part || touched.size === 0) return;
    const xml = this.pkg.text(part) ?? "";
    let sheet = 0;
    let hit = false;
    for (const c of elements(xml, "c")) {
      if (c.attrs.i !== undefined) sheet = Number(c.attrs.i);
      if (touched.has(sheet)) {
        hit = true;
        break;
      }
    }
    if (!hit) return;
    this.remove(part);
    this.workbookRels = this.workbookRels.filter((r) => r.type !== REL.calcChain);
    this.workbookRelsChanged = true;
  }

  /** xl/workbook.xml: the new sheets in <sheets>, the names in <definedNames>, a full calculation after edits. */
  private writeWorkbook(names: NameEntry[], touched: Set<number>, fresh: boolean): void {
    const st = this.writer.state();
    let xml = this.pkg.workbookXml;
    const prefix = /<(\w+:)?workbook[\s>]/.exec(xml)?.[1] ?? "";
    // Print areas and titles of Brightwell's sheets (sheet-scoped names; their old ones go).
    const all = names.slice();
    st.entries.forEach((e, i) => {
      if (!e.placed) return;
      for (let k = all.length - 1; k >= 0; k--) {
        const n = all[k];
        if (n.localSheetId === i && (n.name === "_xlnm.Print_Area" || n.name === "_xlnm.Print_Titles"))
          all.splice(k, 1);
      }
      const q = `'${e.name.replace(/'/g, "''")}'`;
      if (e.placed.printArea)
        all.push({ name: "_xlnm.Print_Area", formula: `${q}!${absolute(e.placed.printArea)}`, localSheetId: i });
      if (e.placed.printTitles)
        all.push({ name: "_xlnm.Print_Titles", formula: `${q}!${e.placed.printTitles}`, localSheetId: i });
    });
    const newSheets = st.entries
      .filter((e) => e.isNew)
      .map(
        (e) =>
          `<${prefix}sheet name="${escapeAttr(e.name)}" sheetId="${e.sheetId}" r:id="${this.newSheetRIds.get(e)}"/>`,
      )
      .join("");
    const sheetsEl = element(xml, "sheets")!;
    const sheetsOpen = sheetsEl.tag.endsWith("/>") ? sheetsEl.tag.slice(0, -2) + ">" : sheetsEl.tag;
    let sheetsXml = sheetsOpen + sheetsEl.inner + newSheets + `</${prefix}sheets>`;
    if (fresh && !/\sxmlns:r=/.test(xml))
      sheetsXml = sheetsXml.replace(/^<(\w+:)?sheets/, `<$1sheets xmlns:r="${NS_REL}"`);
    xml = xml.slice(0, sheetsEl.start) + sheetsXml + xml.slice(sheetsEl.end);
    if (newSheets && !/xmlns:r="/.test(xml.slice(0, xml.indexOf(">", xml.search(/<(\w+:)?workbook[\s>]/)))))
      xml = xml.replace(/<((?:\w+:)?workbook)(\s|>)/, `<$1 xmlns:r="${NS_REL}"$2`);
    // Defined names: the whole element again, in the original order, the user's names as they were, ours replaced or added.
    const dn = element(xml, "definedNames");
    const body = all
      .map(
        (n) =>
          n.raw ??
          `<${prefix}definedName name="${escapeAttr(n.name)}"${n.localSheetId !== undefined ? ` localSheetId="${n.localSheetId}"` : ""}>${escapeFormula(n.formula)}</${prefix}definedName>`,
      )
      .join("");
    const block = body ? `<${prefix}definedNames>${body}</${prefix}definedNames>` : "";
    const unchanged = all.length === this.pkg.names.length && all.every((n) => n.raw !== undefined);
    if (dn) {
      if (!unchanged) xml = xml.slice(0, dn.start) + block + xml.slice(dn.end);
    } else if (block) {
      let at = -1;
      for (const before of ["externalReferences", "functionGroups", "sheets"]) {
        const b = element(xml, before);
        if (b) {
          at = b.end;
          break;
        }
      }
      xml = xml.slice(0, at) + block + xml.slice(at);
    }
    // Cells of the user's sheets changed: their formulas' saved values may be stale (§18.2.2 fullCalcOnLoad).
    const edited = st.entries.some((e) => e.edits && e.edits.length > 0 && touched.has(e.sheetId));
    if (edited) {
      const calc = element(xml, "calcPr");
      if (calc && !/fullCalcOnLoad=/.test(calc.tag))
        xml =
          xml.slice(0, calc.start) +
          calc.tag.replace(/^<((?:\w+:)?calcPr)/, '<$1 fullCalcOnLoad="1"') +
          xml.slice(calc.start + calc.tag.length);
    }
    if (xml !== this.pkg.workbookXml) this.put(this.pkg.workbookPart, xml);
  }

  private writeProps(props: DocumentProperties): void {
    const rel = this.pkg.packageRels.find((r) => r.type === REL.coreProperties);
    const part = rel?.target ?? "docProps/core.xml";
    let xml =
      this.pkg.text(part) ??
      XML_HEAD +
        '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>';
    const set = (ns: "dc" | "cp", local: string, value: string | undefined) => {
      if (value === undefined) return;
      const e = element(xml, local);
      const text = `<${ns}:${local}>${escapeText(value)}</${ns}:${local}>`;
      if (e) xml = xml.slice(0, e.start) + text + xml.slice(e.end);
      else xml = xml.replace(/<\/(\w+:)?coreProperties>\s*$/, (close) => text + close);
    };
    set("dc", "title", props.title);
    set("cp", "keywords", props.keywords);
    set("dc", "description", props.description);
    this.put(part, xml);
    if (!rel) {
      this.override(part, CONTENT_TYPE.core);
      const packageRels = this.pkg.packageRels.slice();
      packageRels.push({ id: this.freeRelId(packageRels), type: REL.coreProperties, target: part, external: false });
      this.put("_rels/.rels", relsXml(packageRels, ""));
    }
  }
}
