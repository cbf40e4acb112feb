/**
 * Dynamic-array formulas in an .xlsx written by exceljs.
 *
 * A formula that spills (OTHELLO.STANDINGS) is stored by Excel 365 as an array formula over the block
 * it last filled, `<f t="array" ref="A1:H8">`, whose cell carries `cm="1"`: an index into
 * xl/metadata.xml, where the metadata type XLDAPR with `fDynamic="1"` says "dynamic array: spill as
 * far as the result needs". Without that mark Excel reads the cell as a legacy Ctrl+Shift+Enter array
 * fixed to the saved block: more players than saved would be cut off, fewer would show #N/A.
 *
 * exceljs 4.4 writes `t="array"` formulas but has no cell-metadata support (it neither keeps nor writes
 * `cm` or metadata.xml), so this module adds them to the written file: the XML of metadata.xml is the
 * one Excel writes (and XlsxWriter reproduces), its content type and its workbook relationship. It
 * marks only Brightwell's own spilling formulas (`_xldudf_OTHELLO_STANDINGS`), which the command line
 * also re-marks when it writes a copy of a workbook (exceljs dropped the mark on reading).
 */
import JSZip from "jszip";

const METADATA_PATH = "xl/metadata.xml";
const METADATA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml";
const METADATA_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata";

/** One metadata record: "cell metadata 1 is a dynamic array". */
export const DYNAMIC_ARRAY_METADATA =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">' +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>' +
  '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}"><xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata>' +
  "</metadata>";

/** The array formulas to mark: Brightwell's spilling functions, as the file stores them. */
const SPILLING = /^_xldudf_OTHELLO_STANDINGS\(/;

/** Anchor cells of array formulas: `<c r="A1" …><f t="array" ref="…">FORMULA</f>`. */
const ARRAY_CELL = /<c r="([A-Z]+\d+)"([^>]*)><f t="array" ref="([A-Z]+\d+:[A-Z]+\d+)"([^>]*)>([^<]*)<\/f>/g;

/**
 * Mark the spilling Brightwell formulas of an .xlsx as dynamic arrays. Returns the new file and the
 * marked cells ("Standings!A1" as sheet file + cell). A file without such formulas is returned as is.
 */
export async function markDynamicArrays(data: Buffer | Uint8Array): Promise<{ data: Buffer; marked: string[] }> {
  const zip = await JSZip.loadAsync(data);
  const marked: string[] = [];
  for (const path of Object.keys(zip.files)
    .filter((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))
    .sort()) {
    const xml = await zip.file(path)!.async("string");
    let changed = false;
    const next = xml.replace(
      ARRAY_CELL,
      (whole, cell: string, attrs: string, ref: string, fAttrs: string, formula: string) => {
        if (!SPILLING.test(formula.replace(/&amp;/g, "&")) || /\bcm="/.test(attrs)) return whole;
        changed = true;
        marked.push(`${path}!${cell}`);
        return `<c r="${cell}"${attrs} cm="1"><f t="array" ref="${ref}"${fAttrs}>${formula}</f>`;
      },
    );
    if (changed) zip.file(path, next);
  }
  if (marked.length === 0) return { data: Buffer.from(data), marked };

  zip.file(METADATA_PATH, DYNAMIC_ARRAY_METADATA);
  const types = await zip.file("[Content_Types].xml")!.async("string");
  if (!types.includes(`PartName="/${METADATA_PATH}"`)) {
    zip.file(
      "[Content_Types].xml",
      types.replace("</Types>", `<Override PartName="/${METADATA_PATH}" ContentType="${METADATA_TYPE}"/></Types>`),
    );
  }
  const relsPath = "xl/_rels/workbook.xml.rels";
  const rels = await zip.file(relsPath)!.async("string");
  if (!rels.includes(METADATA_REL)) {
    const ids = new Set([...rels.matchAll(/Id="([^"]+)"/g)].map((m) => m[1]));
    let n = ids.size + 1;
    while (ids.has(`rId${n}`)) n++;
    zip.file(
      relsPath,
      rels.replace(
        "</Relationships>",
        `<Relationship Id="rId${n}" Type="${METADATA_REL}" Target="metadata.xml"/></Relationships>`,
      ),
    );
  }
  const out = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 } });
  return { data: out, marked };
}

/** Write an exceljs workbook to a buffer, with Brightwell's spilling formulas marked as dynamic arrays. */
export async function workbookBuffer(wb: { xlsx: { writeBuffer(): Promise<ArrayBuffer | Buffer> } }): Promise<Buffer> {
  const raw = await wb.xlsx.writeBuffer();
  return (await markDynamicArrays(Buffer.from(raw as ArrayBuffer))).data;
}
