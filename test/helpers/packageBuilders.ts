/**
 * Workbook packages built part by part in the tests, as ECMA-376 describes them and as Excel lays them out: a user's
 * event workbook with what directors add (a second sheet using the shared strings and styles, a note, a threaded
 * comment, a chart in a drawing, a custom XML part, a calculation chain, custom properties; macros for an .xlsm), and
 * single parts to read every cell kind. Written with the package layer's zip writer (src/xlsx/zip.ts) so the bytes
 * of every part are known.
 */
import { writeZip } from "../../src/xlsx/zip";

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PR = "http://schemas.openxmlformats.org/package/2006/relationships";

export type Parts = Record<string, string | Uint8Array>;

export function zipOf(parts: Parts): Uint8Array {
  const enc = new TextEncoder();
  return writeZip(
    Object.entries(parts).map(([name, v]) => ({ name, bytes: typeof v === "string" ? enc.encode(v) : v })),
  );
}

const rels = (items: [string, string, string][]) =>
  HEAD +
  `<Relationships xmlns="${PR}">` +
  items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`).join("") +
  "</Relationships>";

/** A minimal workbook of the given sheets' XML (sheetData inner), plus extra parts/overrides. */
export function minimalPackage(options: {
  sheets: { name: string; data: string; state?: string; tail?: string }[];
  sharedStrings?: string[];
  styles?: string;
  workbookExtra?: string;
  date1904?: boolean;
  core?: string;
}): Uint8Array {
  const parts: Parts = {};
  const overrides: string[] = [];
  const wbRels: [string, string, string][] = [];
  options.sheets.forEach((s, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] =
      HEAD + `<worksheet xmlns="${MAIN}" xmlns:r="${R}"><sheetData>${s.data}</sheetData>${s.tail ?? ""}</worksheet>`;
    overrides.push(
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    );
    wbRels.push([`rId${i + 1}`, "worksheet", `worksheets/sheet${i + 1}.xml`]);
  });
  if (options.sharedStrings) {
    parts["xl/sharedStrings.xml"] =
      HEAD +
      `<sst xmlns="${MAIN}" count="${options.sharedStrings.length}" uniqueCount="${options.sharedStrings.length}">${options.sharedStrings.join("")}</sst>`;
    overrides.push(
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>',
    );
    wbRels.push(["rId100", "sharedStrings", "sharedStrings.xml"]);
  }
  if (options.styles) {
    parts["xl/styles.xml"] = HEAD + options.styles;
    overrides.push(
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
    );
    wbRels.push(["rId101", "styles", "styles.xml"]);
  }
  parts["xl/workbook.xml"] =
    HEAD +
    `<workbook xmlns="${MAIN}" xmlns:r="${R}"><workbookPr${options.date1904 ? ' date1904="1"' : ""}/><sheets>` +
    options.sheets
      .map(
        (s, i) =>
          `<sheet name="${s.name}" sheetId="${i + 1}"${s.state ? ` state="${s.state}"` : ""} r:id="rId${i + 1}"/>`,
      )
      .join("") +
    `</sheets>${options.workbookExtra ?? ""}</workbook>`;
  parts["xl/_rels/workbook.xml.rels"] = rels(wbRels);
  if (options.core) {
    parts["docProps/core.xml"] = HEAD + options.core;
    overrides.push(
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
    );
  }
  parts["_rels/.rels"] =
    HEAD +
    `<Relationships xmlns="${PR}"><Relationship Id="rId1" Type="${R}/officeDocument" Target="xl/workbook.xml"/>` +
    (options.core
      ? `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>`
      : "") +
    "</Relationships>";
  parts["[Content_Types].xml"] =
    HEAD +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    overrides.join("") +
    "</Types>";
  // [Content_Types].xml first, as Excel writes it.
  const ordered: Parts = { "[Content_Types].xml": parts["[Content_Types].xml"] };
  for (const [k, v] of Object.entries(parts)) if (k !== "[Content_Types].xml") ordered[k] = v;
  return zipOf(ordered);
}

/** A cell with a shared string. */
export const s = (ref: string, i: number, style = 0) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ""} t="s"><v>${i}</v></c>`;
/** A number cell. */
export const n = (ref: string, v: number, style = 0) => `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${v}</v></c>`;

/** The players and games of a small event (4 players, 2 rounds, a bye-free round robin start). */
export const EVENT = {
  names: ["Ann Lee", "Bo Kim", "Cy Park", "Di Roy"],
  /** Round, Black, Black discs, White discs, White (names by index). */
  games: [
    [1, 0, 40, 24, 1],
    [1, 2, 33, 31, 3],
    [2, 0, 30, 34, 2],
    [2, 1, 20, 44, 3],
  ],
};

/**
 * The user's event workbook as Excel saves it, with what a director adds: Results (shared strings, a style, a
 * formula with a cached value in a helper column, listed in the calculation chain), a Notes sheet using the shared
 * strings and the user's own styles, a note (comments + VML), a threaded comment and its persons part, a chart in a
 * drawing, a custom XML part with its properties, custom document properties, printer settings of the Notes sheet;
 * for `macros`, an .xlsm with vbaProject.bin. Ratings: the officer's list with a formula column of his own.
 */
export function userWorkbook(options: { macros?: boolean; ratings?: boolean } = {}): Uint8Array {
  const strings = [
    ...EVENT.names,
    "Round",
    "Black",
    "Black discs",
    "White discs",
    "White",
    "Check",
    "My notes",
    "ID",
    "Name",
    "Rating",
    "Games",
    "Provisional",
    "Last event",
    "Twice",
  ];
  const si = strings.map((t) => `<si><t>${t}</t></si>`);
  const idx = (t: string) => strings.indexOf(t);
  const header = ["Round", "Black", "Black discs", "White discs", "White", "Check"];
  let results = `<row r="1">${header.map((h, c) => s(`${"ABCDEF"[c]}1`, idx(h), 1)).join("")}</row>`;
  EVENT.games.forEach((g, i) => {
    const r = i + 2;
    results +=
      `<row r="${r}" spans="1:6">${n(`A${r}`, g[0])}${s(`B${r}`, g[1])}${n(`C${r}`, g[2])}${n(`D${r}`, g[3])}${s(`E${r}`, g[4])}` +
      `<c r="F${r}"><f>C${r}+D${r}</f><v>64</v></c></row>`;
  });
  const notes = `<row r="1">${s("A1", idx("My notes"), 3)}${n("B1", 45000, 2)}</row><row r="2">${s("A2", 0)}</row>`;
  const sheets = [
    { name: "Results", data: results },
    { name: "Notes", data: notes },
  ];
  if (options.ratings) {
    let list = `<row r="1">${["ID", "Name", "Rating", "Games", "Provisional", "Last event", "Twice"].map((h, c) => s(`${"ABCDEFG"[c]}1`, idx(h), 1)).join("")}</row>`;
    EVENT.names.forEach((_, i) => {
      const r = i + 2;
      list += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>P${i + 1}</t></is></c>${s(`B${r}`, i)}${n(`C${r}`, 1600 + 50 * i)}${n(`D${r}`, 60)}<c r="G${r}"><f>C${r}*2</f><v>${2 * (1600 + 50 * i)}</v></c></row>`;
    });
    sheets.push({ name: "Ratings", data: list });
  }
  const HEADR = HEAD;
  const MAINTAG = `xmlns="${MAIN}" xmlns:r="${R}"`;
  const parts: Parts = {};
  const sheetXml = (data: string, tail = "") =>
    HEADR + `<worksheet ${MAINTAG}><dimension ref="A1:F5"/><sheetData>${data}</sheetData>${tail}</worksheet>`;
  parts["xl/worksheets/sheet1.xml"] = sheetXml(
    sheets[0].data,
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>',
  );
  parts["xl/worksheets/sheet2.xml"] = sheetXml(
    sheets[1].data,
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><pageSetup paperSize="9" orientation="landscape" r:id="rId4"/><drawing r:id="rId1"/><legacyDrawing r:id="rId2"/>',
  );
  if (options.ratings) parts["xl/worksheets/sheet3.xml"] = sheetXml(sheets[2].data);
  parts["xl/worksheets/_rels/sheet2.xml.rels"] = rels([
    ["rId1", "drawing", "../drawings/drawing1.xml"],
    ["rId2", "vmlDrawing", "../drawings/vmlDrawing1.vml"],
    ["rId3", "comments", "../comments1.xml"],
    ["rId4", "printerSettings", "../printerSettings/printerSettings1.bin"],
  ]).replace(
    "</Relationships>",
    '<Relationship Id="rId5" Type="http://schemas.microsoft.com/office/2017/10/relationships/threadedComment" Target="../threadedComments/threadedComment1.xml"/></Relationships>',
  );
  parts["xl/comments1.xml"] =
    HEADR +
    `<comments xmlns="${MAIN}"><authors><author>tc={00000000-0000-0000-0000-000000000001}</author></authors><commentList><comment ref="A2" authorId="0"><text><t>Seeded first</t></text></comment></commentList></comments>`;
  parts["xl/drawings/vmlDrawing1.vml"] =
    '<xml xmlns:v="urn:schemas-microsoft-com:vml"><v:shape id="_x0000_s1025" type="#_x0000_t202"/></xml>';
  parts["xl/threadedComments/threadedComment1.xml"] =
    HEADR +
    '<ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="A2" dT="2026-05-01T10:00:00.00" personId="{00000000-0000-0000-0000-000000000002}" id="{00000000-0000-0000-0000-000000000001}"><text>Seeded first</text></threadedComment></ThreadedComments>';
  parts["xl/persons/person.xml"] =
    HEADR +
    '<personList xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><person displayName="Director" id="{00000000-0000-0000-0000-000000000002}" userId="director" providerId="None"/></personList>';
  parts["xl/drawings/drawing1.xml"] =
    HEADR +
    '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><xdr:twoCellAnchor><xdr:from><xdr:col>3</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>9</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>15</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rId1" xmlns:r="' +
    R +
    '"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>';
  parts["xl/drawings/_rels/drawing1.xml.rels"] = rels([["rId1", "chart", "../charts/chart1.xml"]]);
  parts["xl/charts/chart1.xml"] =
    HEADR +
    '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/><c:val><c:numRef><c:f>Results!$C$2:$C$5</c:f></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:scaling/><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>';
  parts["xl/printerSettings/printerSettings1.bin"] = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 0, 255]);
  parts["xl/sharedStrings.xml"] =
    HEADR + `<sst xmlns="${MAIN}" count="${si.length}" uniqueCount="${si.length}">${si.join("")}</sst>`;
  parts["xl/styles.xml"] =
    HEADR +
    `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/></numFmts>` +
    '<fonts count="2"><font><sz val="10"/><name val="Meiryo UI"/><family val="3"/><charset val="128"/></font><font><b/><sz val="12"/><color rgb="FF1F4E79"/><name val="Meiryo UI"/></font></fonts>' +
    '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFF2CC"/><bgColor indexed="64"/></patternFill></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/><xf numFmtId="0" fontId="1" fillId="2" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="1" applyFont="1" applyFill="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
    '<cellStyles count="2"><cellStyle name="Normal" xfId="0" builtinId="0"/><cellStyle name="Director heading" xfId="1" customBuiltin="1"/></cellStyles><dxfs count="0"/><tableStyles count="0"/></styleSheet>';
  parts["xl/calcChain.xml"] =
    HEADR +
    `<calcChain xmlns="${MAIN}"><c r="F2" i="1"/><c r="F3"/><c r="F4"/><c r="F5"/>${options.ratings ? '<c r="G2" i="3"/><c r="G3"/><c r="G4"/><c r="G5"/>' : ""}</calcChain>`;
  parts["customXml/item1.xml"] =
    '<?xml version="1.0"?><director xmlns="urn:example:director"><federation>KOA</federation></director>';
  parts["customXml/itemProps1.xml"] =
    HEADR +
    '<ds:datastoreItem ds:itemID="{11111111-2222-3333-4444-555555555555}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"/>';
  parts["customXml/_rels/item1.xml.rels"] = rels([["rId1", "customXmlProps", "itemProps1.xml"]]);
  parts["docProps/custom.xml"] =
    HEADR +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Federation"><vt:lpwstr>KOA</vt:lpwstr></property></Properties>';
  parts["docProps/core.xml"] =
    HEADR +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Spring Cup</dc:title><dc:creator>Director</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2026-04-01T09:00:00Z</dcterms:created></cp:coreProperties>';
  const wbRels: [string, string, string][] = sheets.map((_, i) => [
    `rId${i + 1}`,
    "worksheet",
    `worksheets/sheet${i + 1}.xml`,
  ]);
  wbRels.push(
    ["rId10", "sharedStrings", "sharedStrings.xml"],
    ["rId11", "styles", "styles.xml"],
    ["rId12", "calcChain", "calcChain.xml"],
  );
  parts["xl/_rels/workbook.xml.rels"] = rels(wbRels).replace(
    "</Relationships>",
    '<Relationship Id="rId13" Type="http://schemas.microsoft.com/office/2017/10/relationships/person" Target="persons/person.xml"/>' +
      (options.macros
        ? '<Relationship Id="rId14" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>'
        : "") +
      "</Relationships>",
  );
  if (options.macros)
    parts["xl/vbaProject.bin"] = new Uint8Array(Array.from({ length: 512 }, (_, i) => (i * 37) % 256));
  parts["xl/workbook.xml"] =
    HEADR +
    `<workbook ${MAINTAG}><workbookPr defaultThemeVersion="166925"/><bookViews><workbookView xWindow="0" yWindow="0" windowWidth="28800" windowHeight="12300" activeTab="1"/></bookViews><sheets>` +
    sheets.map((sh, i) => `<sheet name="${sh.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("") +
    '</sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Results!$A$1:$F$5</definedName><definedName name="DirectorList">Notes!$A$1:$A$2</definedName></definedNames><calcPr calcId="191029"/></workbook>';
  parts["_rels/.rels"] =
    HEADR +
    `<Relationships xmlns="${PR}"><Relationship Id="rId1" Type="${R}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${R}/custom-properties" Target="docProps/custom.xml"/></Relationships>`;
  const ct = (part: string, type: string) => `<Override PartName="/${part}" ContentType="${type}"/>`;
  const SML = "application/vnd.openxmlformats-officedocument.spreadsheetml";
  parts["[Content_Types].xml"] =
    HEADR +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.printerSettings"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>' +
    ct(
      "xl/workbook.xml",
      options.macros ? "application/vnd.ms-excel.sheet.macroEnabled.main+xml" : `${SML}.sheet.main+xml`,
    ) +
    sheets.map((_, i) => ct(`xl/worksheets/sheet${i + 1}.xml`, `${SML}.worksheet+xml`)).join("") +
    ct("xl/sharedStrings.xml", `${SML}.sharedStrings+xml`) +
    ct("xl/styles.xml", `${SML}.styles+xml`) +
    ct("xl/calcChain.xml", `${SML}.calcChain+xml`) +
    ct("xl/comments1.xml", `${SML}.comments+xml`) +
    ct("xl/threadedComments/threadedComment1.xml", "application/vnd.ms-excel.threadedcomments+xml") +
    ct("xl/persons/person.xml", "application/vnd.ms-excel.person+xml") +
    ct("xl/drawings/drawing1.xml", "application/vnd.openxmlformats-officedocument.drawing+xml") +
    ct("xl/charts/chart1.xml", "application/vnd.openxmlformats-officedocument.drawingml.chart+xml") +
    ct("customXml/itemProps1.xml", "application/vnd.openxmlformats-officedocument.customXmlProperties+xml") +
    ct("docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml") +
    ct("docProps/custom.xml", "application/vnd.openxmlformats-officedocument.custom-properties+xml") +
    (options.macros ? ct("xl/vbaProject.bin", "application/vnd.ms-office.vbaProject") : "") +
    "</Types>";
  const ordered: Parts = { "[Content_Types].xml": parts["[Content_Types].xml"] };
  for (const [k, v] of Object.entries(parts)) if (k !== "[Content_Types].xml") ordered[k] = v;
  return zipOf(ordered);
}
