/**
 * The parts the package writer makes itself (ECMA-376 Part 1 and Part 2): a new workbook's base parts, relationships
 * parts, table parts, and the cell metadata of a dynamic array; and the words for what a sheet's relationship holds.
 */
import { CONTENT_TYPE, NS_MAIN, NS_PKG_REL, NS_REL, REL, type Relationship } from "./package";
import { BASE_STYLES } from "./styles";
import { writeZip } from "./zip";
import { escapeAttr } from "./xml";
import { PART_KINDS, type PartKind } from "../vocabulary";

/** An Excel table on a sheet Brightwell writes. */
export interface TableOut {
  name: string;
  /** "A1:H12", header row first. */
  ref: string;
  columns: string[];
  style: string;
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * The cell metadata of a dynamic array ([MS-XLSX] 2.3.7 XLDAPR; ECMA-376 Part 1 §18.9): cell metadata 1 says "spill as
 * far as the result needs". A spilling formula's cell carries cm="1" and `<f t="array" ref="…">` over the block it
 * last filled; without the mark Excel reads a legacy array formula fixed to the saved block.
 */
export const DYNAMIC_ARRAY_METADATA =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  `<metadata xmlns="${NS_MAIN}" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">` +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>' +
  '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}"><xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata>' +
  "</metadata>";

/** What a relationship of a sheet Brightwell refreshes holds (for the refusal, worded by src/i18n/packages.ts). */
export function partKindOf(type: string): PartKind | { other: string } {
  const kind = type.slice(type.lastIndexOf("/") + 1);
  return (PART_KINDS as readonly string[]).includes(kind) ? (kind as PartKind) : { other: kind };
}

/** A new, empty package (no sheet yet): the parts every workbook has. */
export function basePackage(): Uint8Array {
  const enc = new TextEncoder();
  const parts: [string, string][] = [
    [
      "[Content_Types].xml",
      XML_HEAD +
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${CONTENT_TYPE.relationships}"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE.xlsx}"/><Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE.styles}"/>` +
        `<Override PartName="/docProps/core.xml" ContentType="${CONTENT_TYPE.core}"/><Override PartName="/docProps/app.xml" ContentType="${CONTENT_TYPE.extended}"/></Types>`,
    ],
    [
      "_rels/.rels",
      XML_HEAD +
        `<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${REL.officeDocument}" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${REL.coreProperties}" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL.extendedProperties}" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      "docProps/core.xml",
      XML_HEAD +
        '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Brightwell</dc:creator></cp:coreProperties>',
    ],
    [
      "docProps/app.xml",
      XML_HEAD +
        '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Brightwell</Application></Properties>',
    ],
    [
      "xl/workbook.xml",
      XML_HEAD +
        `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><workbookPr/><bookViews><workbookView activeTab="0"/></bookViews><sheets></sheets><calcPr calcId="191029"/></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      XML_HEAD +
        `<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${REL.styles}" Target="styles.xml"/></Relationships>`,
    ],
    ["xl/styles.xml", BASE_STYLES],
  ];
  return writeZip(parts.map(([name, text]) => ({ name, bytes: enc.encode(text) })));
}

export function absolute(range: string): string {
  return range
    .split(":")
    .map((p) => p.replace(/^\$?([A-Z]+)\$?(\d+)$/, "$$$1$$$2"))
    .join(":");
}

/** `part` relative to the folder `dir` ("xl/worksheets/"): "../tables/table1.xml". */
function relativeTo(dir: string, part: string): string {
  const from = dir.split("/").filter((x) => x !== "");
  const to = part.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}

/** A relationships part; targets relative to the source part's folder (as every writer does, and every reader reads). */
export function relsXml(rels: Relationship[], sourcePart: string): string {
  const dir = sourcePart.includes("/") ? sourcePart.slice(0, sourcePart.lastIndexOf("/") + 1) : "";
  const rel = (r: Relationship) => {
    const target = r.rawTarget ?? (r.external ? r.target : relativeTo(dir, r.target));
    return `<Relationship Id="${escapeAttr(r.id)}" Type="${escapeAttr(r.type)}" Target="${escapeAttr(target)}"${r.external ? ' TargetMode="External"' : ""}/>`;
  };
  return XML_HEAD + `<Relationships xmlns="${NS_PKG_REL}">${rels.map(rel).join("")}</Relationships>`;
}

/** A table part (§18.5): header row, filter buttons, a built-in table style with row stripes. */
export function tableXml(t: TableOut, id: number): string {
  const cols = t.columns
    .map((c, i) => `<tableColumn id="${i + 1}" name="${escapeAttr(c.replace(/\n/g, "_x000a_"))}"/>`)
    .join("");
  return (
    XML_HEAD +
    `<table xmlns="${NS_MAIN}" id="${id}" name="${escapeAttr(t.name)}" displayName="${escapeAttr(t.name)}" ref="${t.ref}" totalsRowShown="0">` +
    `<autoFilter ref="${t.ref}"/><tableColumns count="${t.columns.length}">${cols}</tableColumns>` +
    `<tableStyleInfo name="${escapeAttr(t.style)}" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`
  );
}
