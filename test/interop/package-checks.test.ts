/**
 * The checks of the preservation suite, checked (test/helpers/packages.ts, test/helpers/preservation.ts): they
 * accept a faithful write and reject every loss, so that preservation.test.ts fails only when Brightwell loses
 * something, and always then.
 *
 * A faithful write is done here by hand, the way the package layer must do it (issue 17): `standings` adds a sheet
 * part, its relationship, its content type, its <sheet> and its Brightwell_Standings mark, and appends a shared
 * string and a cell format; `pair` also appends the round's rows to the user's Results sheet. On every workbook
 * fixture that passes both checks; then each way of losing something is made on top of it and must be reported:
 * any byte of any part Brightwell does not own (fast-check), any such part gone, an existing shared string or style
 * changed, a defined name, a sheet's state, the workbook's content type (.xlsm), a relationship, the calculation
 * settings, a document property, a note's relationship on the sheet `pair` writes into, a broken package.
 */
import fc from "fast-check";
import * as path from "path";
import { fixturePath } from "../helpers/fixtures";
import {
  markedSheet,
  partText,
  readPackage,
  relationshipsOf,
  relKind,
  sharedStringsPartOf,
  sheetsOf,
  sheetValues,
  structureProblems,
  workbookPartOf,
  type Package,
} from "../helpers/packages";
import { preservationProblems } from "../helpers/preservation";
import { elements, parseXml } from "../helpers/xml";

const FIXTURES = [
  "libreoffice.xlsx",
  "libreoffice-r6.xlsx",
  "openpyxl.xlsx",
  "openpyxl-r6.xlsx",
  "excel.xlsm",
  "excel-r6.xlsm",
  "google-sheets.xlsx",
  "google-sheets-r6.xlsx",
  "owned-standings-chart.xlsx",
  "owned-standings-note.xlsx",
];
const EDITED = ["libreoffice.xlsx", "openpyxl-r6.xlsx", "excel.xlsm", "google-sheets-r6.xlsx"];
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const ext = (f: string) => path.extname(f) as ".xlsx" | ".xlsm";
const clone = (p: Package): Package => ({ parts: new Map(p.parts) });
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function edit(pkg: Package, part: string, change: (xml: string) => string): void {
  const before = partText(pkg, part);
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${part} changed nothing`);
  pkg.parts.set(part, Buffer.from(after, "utf8"));
}

/** Append to a list element (<sst>, <cellXfs> …), keeping any prefix it is written with. */
const appendTo = (xml: string, list: string, item: string) =>
  xml.replace(new RegExp(`</((?:\\w+:)?${list})>`), (m) => `${item}${m}`);

function styles(pkg: Package): string {
  const wb = workbookPartOf(pkg)!;
  return relationshipsOf(pkg, wb).find((r) => relKind(r.type) === "styles")!.part!;
}

/** Append a string to the shared strings (if the workbook has them) and a cell format; their indexes. */
function appendShared(pkg: Package, text: string): { s?: number; xf: number } {
  const sst = sharedStringsPartOf(pkg);
  let s: number | undefined;
  if (sst && pkg.parts.has(sst)) {
    s = elements(parseXml(partText(pkg, sst)), "si").length;
    edit(pkg, sst, (x) => appendTo(x, "sst", `<si><t>${esc(text)}</t></si>`));
  }
  const part = styles(pkg);
  const xfs = elements(elements(parseXml(partText(pkg, part)), "cellXfs")[0], "xf").length;
  edit(pkg, part, (x) => appendTo(x, "cellXfs", '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'));
  return { s, xf: xfs };
}

/** A new sheet of Brightwell's, marked with `mark`, holding `rows` (strings shared when the workbook shares them). */
function addSheet(pkg: Package, name: string, mark: string, rows: (string | number)[][]): void {
  const wb = workbookPartOf(pkg)!;
  const folder = wb.slice(0, wb.lastIndexOf("/") + 1);
  let n = 1;
  while (pkg.parts.has(`${folder}worksheets/brightwell${n}.xml`)) n++;
  const part = `worksheets/brightwell${n}.xml`;
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((v, c) => {
            const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
            if (typeof v === "number") return `<c r="${ref}"><v>${v}</v></c>`;
            const { s, xf } = appendShared(pkg, v);
            return s === undefined
              ? `<c r="${ref}" s="${xf}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`
              : `<c r="${ref}" s="${xf}" t="s"><v>${s}</v></c>`;
          })
          .join("")}</row>`,
    )
    .join("");
  pkg.parts.set(
    folder + part,
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  );
  const rid = `rIdBrightwell${n}`;
  edit(pkg, `${folder}_rels/${wb.slice(folder.length)}.rels`, (x) =>
    appendTo(x, "Relationships", `<Relationship Id="${rid}" Type="${R}/worksheet" Target="${part}"/>`),
  );
  edit(pkg, "[Content_Types].xml", (x) =>
    appendTo(
      x,
      "Types",
      `<Override PartName="/${folder}${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    ),
  );
  const id = Math.max(...sheetsOf(pkg).map((s) => Number(s.sheetId))) + 1;
  const markName = `<definedName name="${mark}">'${name}'!$A$1</definedName>`;
  edit(pkg, wb, (x) => {
    const y = appendTo(x, "sheets", `<sheet xmlns:r="${R}" name="${name}" sheetId="${id}" r:id="${rid}"/>`);
    return /<\/definedNames>/.test(y)
      ? appendTo(y, "definedNames", markName)
      : y.replace("</sheets>", `</sheets><definedNames>${markName}</definedNames>`);
  });
}

/** `standings --out <same>` done right. */
function faithfulStandings(before: Package): Package {
  const after = clone(before);
  addSheet(after, "Standings", "Brightwell_Standings", [
    ["Rank", "Player", "Points", "BQ"],
    [1, "VAN DEN BIGGELAAR Nicky", 6, 556],
  ]);
  return after;
}

/** `pair --out <same>` done right: the round's rows appended to the user's Results sheet, and a Round sheet. */
function faithfulPair(before: Package): Package {
  const after = clone(before);
  const results = sheetsOf(after).find((s) => s.name === "Results")!.part!;
  const last = sheetValues(after, "Results").length;
  edit(after, results, (x) =>
    x
      .replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="A1:G${last + 1}"/>`)
      .replace(
        /<\/((?:\w+:)?sheetData)>/,
        (m) =>
          `<row r="${last + 1}"><c r="A${last + 1}"><v>7</v></c><c r="B${last + 1}"><v>1</v></c>` +
          `<c r="C${last + 1}" t="inlineStr"><is><t>REIJNDERS Ralph</t></is></c>` +
          `<c r="F${last + 1}" t="inlineStr"><is><t>HOBO Roel</t></is></c></row>${m}`,
      ),
  );
  addSheet(after, "Round 7", "Brightwell_Round_7", [["Table", "Black", "White"]]);
  return after;
}

const loaded = new Map<string, Package>();
beforeAll(async () => {
  for (const f of FIXTURES) loaded.set(f, await readPackage(fixturePath("workbooks", f)));
});

test.each(FIXTURES)("%s is a sound package", (f) => {
  expect(structureProblems(loaded.get(f)!, ext(f))).toEqual([]);
});

describe.each(EDITED)("%s: a faithful write passes both checks", (f) => {
  test("standings", () => {
    const before = loaded.get(f)!;
    const after = faithfulStandings(before);
    expect(structureProblems(after, ext(f))).toEqual([]);
    expect(preservationProblems(before, after)).toEqual([]);
    expect(sheetValues(after, markedSheet(after, "Brightwell_Standings")!)[1]).toEqual([
      1,
      "VAN DEN BIGGELAAR Nicky",
      6,
      556,
    ]);
  });

  test("pair (writing into the user's Results sheet)", () => {
    const before = loaded.get(f)!;
    const after = faithfulPair(before);
    expect(structureProblems(after, ext(f))).toEqual([]);
    expect(preservationProblems(before, after, { writtenInto: ["Results"] })).toEqual([]);
  });
});

/** The parts a faithful standings leaves alone and Brightwell does not share with the user. */
function untouchedParts(before: Package, after: Package): string[] {
  const wb = workbookPartOf(before)!;
  const shared = new Set(["[Content_Types].xml", wb, `${wb.replace(/[^/]+$/, "")}_rels/${wb.split("/").pop()}.rels`]);
  for (const r of relationshipsOf(before, wb))
    if (["sharedStrings", "styles", "calcChain"].includes(relKind(r.type))) shared.add(r.part!);
  const app = relationshipsOf(before, "").find((r) => relKind(r.type) === "extended-properties")?.part;
  if (app) shared.add(app);
  return [...before.parts.keys()]
    .filter((p) => !shared.has(p) && after.parts.get(p)?.equals(before.parts.get(p)!))
    .sort();
}

describe("every loss is reported", () => {
  const cases = () =>
    EDITED.map((f) => {
      const before = loaded.get(f)!;
      const after = faithfulStandings(before);
      return { f, before, after, parts: untouchedParts(before, after) };
    });

  test("any byte of any part Brightwell does not own, changed (fast-check)", () => {
    const all = cases();
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (c, p, b) => {
        const { before, after, parts } = all[c % all.length];
        const part = parts[p % parts.length];
        const bytes = Buffer.from(after.parts.get(part)!);
        bytes[b % bytes.length] ^= 0x20;
        const changed = clone(after);
        changed.parts.set(part, bytes);
        expect(preservationProblems(before, changed)).toContain(
          `${part}: changed (${bytes.length} → ${bytes.length} bytes)`,
        );
      }),
      { numRuns: 100 },
    );
  });

  test("any part Brightwell does not own, gone", () => {
    for (const { before, after, parts } of cases()) {
      for (const part of parts) {
        const lost = clone(after);
        lost.parts.delete(part);
        expect(preservationProblems(before, lost)).toContain(`${part}: gone`);
      }
    }
  });

  test("an existing shared string or style changed (appending keeps them: fast-check)", () => {
    const all = cases().filter((c) => sharedStringsPartOf(c.before) !== undefined);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(fc.string({ unit: "grapheme" }), { maxLength: 5 }),
        fc.nat(),
        (which, extra, pick) => {
          const c = all[which % all.length];
          const appended = clone(c.after);
          for (const s of extra) appendShared(appended, s);
          expect(preservationProblems(c.before, appended)).toEqual([]);
          const sst = sharedStringsPartOf(appended)!;
          const count = elements(parseXml(partText(c.before, sst)), "si").length;
          const i = pick % count;
          const renumbered = clone(appended);
          let seen = -1;
          edit(renumbered, sst, (x) =>
            x.replace(/<si>[\s\S]*?<\/si>/g, (si) => (++seen === i ? "<si><t>another</t></si>" : si)),
          );
          expect(preservationProblems(c.before, renumbered).join("\n")).toContain(`shared string ${i} changed`);
        },
      ),
      { numRuns: 40 },
    );
    for (const c of cases()) {
      const refonted = clone(c.after);
      edit(refonted, styles(refonted), (x) =>
        x.replace(/<fonts([^>]*)>/, '<fonts$1><font><sz val="11"/><name val="Calibri"/></font>'),
      );
      expect(preservationProblems(c.before, refonted).join("\n")).toMatch(/<fonts> item 0 changed/);
    }
  });

  test("the workbook part: a user's name, a sheet's state, the calculation settings, an .xlsm's content type", () => {
    const [lo, op, xl] = cases();
    const problems = (c: { before: Package; after: Package }, part: string, change: (x: string) => string) => {
      const changed = clone(c.after);
      edit(changed, part, change);
      return preservationProblems(c.before, changed).join("\n");
    };
    expect(
      problems(lo, "xl/workbook.xml", (x) =>
        x.replace(/<definedName[^>]*name="TopFive"[^>]*>[^<]*<\/definedName>/, ""),
      ),
    ).toMatch(/defined names lost or changed: .*TopFive/);
    expect(problems(op, "xl/workbook.xml", (x) => x.replace('state="veryHidden"', 'state="visible"'))).toMatch(
      /the user's sheets changed/,
    );
    expect(
      problems(xl, "xl/workbook.xml", (x) =>
        x.replace('<calcPr calcId="191029"/>', '<calcPr calcId="191029" fullCalcOnLoad="1"/>'),
      ),
    ).toMatch(/changed outside the sheet list/);
    expect(
      problems(xl, "[Content_Types].xml", (x) =>
        x.replace(
          "application/vnd.ms-excel.sheet.macroEnabled.main+xml",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
        ),
      ),
    ).toMatch(/xl\/workbook.xml: content type application\/vnd.ms-excel.sheet.macroEnabled.main\+xml → /);
    expect(
      problems(xl, "xl/_rels/workbook.xml.rels", (x) => x.replace(/<Relationship Id="rId13"[^>]*\/>/, "")),
    ).toMatch(/the workbook's relationship vbaProject → xl\/vbaProject.bin is gone/);
    expect(problems(xl, "docProps/app.xml", (x) => x.replace("Nederlandse Othello Bond", "Brightwell"))).toMatch(
      /docProps\/app.xml: changed beyond the sheet titles/,
    );
    // A sheet inserted before the user's: their local names now point at other sheets.
    expect(
      problems(xl, "xl/workbook.xml", (x) =>
        x.replace('localSheetId="0"', 'localSheetId="1"').replace('localSheetId="0"', 'localSheetId="1"'),
      ),
    ).toMatch(/defined names lost or changed/);
  });

  test("the sheet pair writes into: a note's relationship, its view", () => {
    const before = loaded.get("openpyxl-r6.xlsx")!;
    const after = faithfulPair(before);
    const results = sheetsOf(after).find((s) => s.name === "Results")!.part!;
    const rels = `xl/worksheets/_rels/${results.split("/").pop()}.rels`;
    const noNote = clone(after);
    edit(noNote, rels, (x) => x.replace(/<Relationship [^>]*comments[^>]*\/>/, ""));
    expect(preservationProblems(before, noNote, { writtenInto: ["Results"] }).join("\n")).toMatch(
      /its relationship to comments → xl\/comments\/comment2.xml is gone/,
    );
    const moved = clone(after);
    edit(moved, results, (x) => x.replace("<selection", '<selection pane="topLeft"'));
    expect(preservationProblems(before, moved, { writtenInto: ["Results"] }).join("\n")).toMatch(
      /changed beyond its rows/,
    );
  });

  test("a broken package: a missing target, a part without a content type, a duplicate sheet, a string past the end", () => {
    const after = faithfulStandings(loaded.get("excel.xlsm")!);
    const broken = clone(after);
    broken.parts.delete("xl/persons/person.xml");
    broken.parts.set("xl/stray.dat", Buffer.from([1, 2, 3]));
    edit(broken, "xl/workbook.xml", (x) => x.replace('name="Countries"', 'name="SUMMARY"'));
    edit(broken, "xl/worksheets/sheet5.xml", (x) => x.replace(/<v>\d+<\/v>/, "<v>100000</v>"));
    expect(structureProblems(broken, ".xlsm")).toEqual([
      "xl/stray.dat: no content type in [Content_Types].xml",
      "[Content_Types].xml: an Override names /xl/persons/person.xml, which is missing",
      "xl/_rels/workbook.xml.rels: rId15 (person) points at xl/persons/person.xml, which is missing",
      "xl/workbook.xml: two sheets with the same name summary",
      "xl/worksheets/sheet5.xml: Macros!A1 uses shared string 100000, but there are " +
        elements(parseXml(partText(after, "xl/sharedStrings.xml")), "si").length,
    ]);
    expect(structureProblems(after, ".xlsx")).toEqual([
      "xl/workbook.xml: content type application/vnd.ms-excel.sheet.macroEnabled.main+xml, not an .xlsx workbook",
    ]);
  });
});
