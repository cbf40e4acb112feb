/**
 * What a Brightwell command may change in a user's workbook, and the check that it changed nothing else (issue 17):
 * every part Brightwell does not own comes back byte for byte (uncompressed bytes), and the parts it shares with
 * the user change only where it writes.
 *
 * Brightwell owns, strictly:
 *  - its own sheets (new in the output, or marked Brightwell_* in the input): their worksheet parts, rels and every
 *    part only they point at (table parts …);
 *  - the sheets it writes into (`writtenInto`, e.g. Results for `pair`): the worksheet part and its table parts; every
 *    other relationship of the sheet must stay (a note, a drawing), and every element of the sheet but its rows
 *    (sheetData, dimension, tableParts) must read the same after parsing;
 *  - the workbook part, where only the sheet list and the Brightwell_* names (and names local to its own sheets) may
 *    change: everything else must read the same after parsing (relationship ids compared by what they point at,
 *    local names by the name of their sheet, user sheets by name, id, state and part);
 *  - the workbook's relationships (every relationship to a part not Brightwell's must stay) and [Content_Types].xml
 *    (every part not Brightwell's keeps its content type);
 *  - the shared strings and styles, only appended to: every existing item keeps its index and its bytes;
 *  - docProps/app.xml's sheet titles (HeadingPairs, TitlesOfParts); the rest must read the same;
 *  - the calculation chain (Excel rebuilds it), and, when it writes into a user's sheet, the workbook's calcPr may gain
 *    fullCalcOnLoad="1" (ECMA-376 §18.2.2: the user's formulas over the cells written have stale saved values).
 */
import {
  contentTypeOf,
  markedSheet,
  partText,
  relationshipsOf,
  relKind,
  relsPartName,
  R_NAMESPACES,
  sharedStringsPartOf,
  sheetsOf,
  workbookPartOf,
  type Package,
  type Relationship,
  type SheetInfo,
} from "./packages";
import { canonical, elements, parseXml, rawOf, type XmlAttr, type XmlElement, type XmlNode } from "./xml";

export interface Ownership {
  /** User sheets the command writes into (pair: the Results sheet). */
  writtenInto?: string[];
}

/** The names of Brightwell's sheet marks, e.g. Brightwell_Standings, Brightwell_Round_7 (src/sheets/ownership.ts). */
const MARK = /^Brightwell_/i;

const lower = (s: string) => s.toLowerCase();

/** Sheets that are Brightwell's in a package: those its marks point at. */
function markedSheets(pkg: Package): Set<string> {
  const wb = workbookPartOf(pkg);
  if (!wb) return new Set();
  const names = elements(parseXml(partText(pkg, wb)), "definedNames").flatMap((d) => elements(d, "definedName"));
  const marked = new Set<string>();
  for (const d of names) {
    const n = d.attrs.find((a) => a.local === "name")?.value ?? "";
    if (!MARK.test(n) || d.attrs.some((a) => a.local === "localSheetId")) continue;
    const sheet = markedSheet(pkg, n);
    if (sheet !== undefined) marked.add(lower(sheet));
  }
  return marked;
}

/** Every part reachable from `part` through its relationships (not through the workbook). */
function reachable(pkg: Package, part: string, out = new Set<string>()): Set<string> {
  for (const r of relationshipsOf(pkg, part)) {
    if (r.part === undefined || out.has(r.part)) continue;
    out.add(r.part);
    reachable(pkg, r.part, out);
  }
  return out;
}

/** The parts of a package Brightwell owns outright (may change or go), given its own sheets and the sheets it writes into. */
function ownedParts(pkg: Package, own: Set<string>, writtenInto: Set<string>): Set<string> {
  const owned = new Set<string>();
  const wb = workbookPartOf(pkg);
  for (const s of sheetsOf(pkg)) {
    if (!s.part) continue;
    if (own.has(lower(s.name))) {
      owned.add(s.part).add(relsPartName(s.part));
      reachable(pkg, s.part).forEach((p) => owned.add(p));
    } else if (writtenInto.has(lower(s.name))) {
      owned.add(s.part).add(relsPartName(s.part));
      for (const r of relationshipsOf(pkg, s.part)) if (relKind(r.type) === "table" && r.part) owned.add(r.part);
    }
  }
  if (wb) {
    owned.add(wb).add(relsPartName(wb));
    for (const r of relationshipsOf(pkg, wb))
      if (["sharedStrings", "styles", "calcChain"].includes(relKind(r.type)) && r.part) owned.add(r.part);
  }
  owned.add("[Content_Types].xml");
  const app = relationshipsOf(pkg, "").find((r) => relKind(r.type) === "extended-properties")?.part;
  if (app) owned.add(app);
  return owned;
}

/** A relationship as what it points at, for comparing across packages. */
const relKey = (r: Relationship) => `${relKind(r.type)} → ${r.external ? `external ${r.target}` : r.part}`;

/** canonical() of a part's element, with every relationship id replaced by what it points at. */
function canonicalWithRels(el: XmlElement, rels: Relationship[], sheets?: SheetInfo[]): string {
  return canonical(el, (e: XmlElement, a: XmlAttr) => {
    if (a.ns !== undefined && R_NAMESPACES.includes(a.ns)) {
      const r = rels.find((x) => x.id === a.value);
      return r ? relKey(r) : `missing ${a.value}`;
    }
    if (sheets && a.local === "localSheetId" && a.ns === undefined)
      return sheets[Number(a.value)]?.name ?? `#${a.value}`;
    return a.value;
  });
}

/** The workbook part: the sheet list and Brightwell's names may change, nothing else. */
function workbookProblems(
  before: Package,
  after: Package,
  own: Set<string>,
  ownAfter: Set<string>,
  recalc: boolean,
): string[] {
  const problems: string[] = [];
  const wbB = workbookPartOf(before)!;
  const wbA = workbookPartOf(after);
  if (wbA !== wbB) return [`the workbook part moved from ${wbB} to ${wbA}`];
  const [xb, xa] = [parseXml(partText(before, wbB)), parseXml(partText(after, wbA))];
  const [rb, ra] = [relationshipsOf(before, wbB), relationshipsOf(after, wbA)];
  const [sb, sa] = [sheetsOf(before), sheetsOf(after)];
  // Written into a user's sheet: fullCalcOnLoad="1" added to calcPr is allowed (and nothing else there).
  const calcBefore = xb.children.find((c) => "local" in c && c.local === "calcPr") as XmlElement | undefined;
  const mayRecalc = recalc && !!calcBefore && !calcBefore.attrs.some((a) => a.local === "fullCalcOnLoad");
  const withoutRecalc = (c: XmlNode): XmlNode =>
    mayRecalc && "local" in c && c.local === "calcPr"
      ? { ...c, attrs: c.attrs.filter((a) => !(a.local === "fullCalcOnLoad" && a.value === "1")) }
      : c;
  const rest = (x: XmlElement, rels: Relationship[]) =>
    canonicalWithRels(
      {
        ...x,
        children: x.children
          .filter((c) => !("local" in c) || (c.local !== "sheets" && c.local !== "definedNames"))
          .map(withoutRecalc),
      },
      rels,
    );
  if (rest(xb, rb) !== rest(xa, ra))
    problems.push(
      `${wbB}: changed outside the sheet list and the defined names (${firstDifference(rest(xb, rb), rest(xa, ra))})`,
    );
  // User sheets: same name, id, state and part, in the same order.
  const userB = sb.filter((s) => !own.has(lower(s.name)));
  const userA = sa.filter((s) => !ownAfter.has(lower(s.name)));
  const show = (s: SheetInfo) => `"${s.name}" (sheetId ${s.sheetId}, ${s.state}, ${s.part})`;
  const listB = userB.map(show);
  const listA = userA.map(show);
  if (listB.join("|") !== listA.join("|"))
    problems.push(`${wbB}: the user's sheets changed: before ${listB.join(", ")}; after ${listA.join(", ")}`);
  // Defined names that are not Brightwell's (nor local to its sheets), compared after parsing.
  const names = (x: XmlElement, sheets: SheetInfo[], rels: Relationship[], mine: Set<string>) =>
    elements(x, "definedNames")
      .flatMap((d) => elements(d, "definedName"))
      .filter((d) => {
        const name = d.attrs.find((a) => a.local === "name")?.value ?? "";
        const local = d.attrs.find((a) => a.local === "localSheetId")?.value;
        return !MARK.test(name) && !(local !== undefined && mine.has(lower(sheets[Number(local)]?.name ?? "")));
      })
      .map((d) => canonicalWithRels(d, rels, sheets))
      .sort();
  const nb = names(xb, sb, rb, own);
  const na = names(xa, sa, ra, ownAfter);
  const lost = nb.filter((n) => !na.includes(n));
  const added = na.filter((n) => !nb.includes(n));
  if (lost.length > 0) problems.push(`${wbB}: defined names lost or changed: ${lost.join("; ")}`);
  if (added.length > 0)
    problems.push(`${wbB}: defined names added or changed that are not Brightwell's: ${added.join("; ")}`);
  return problems;
}

/** A short view of where two canonical texts first differ. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `before …${a.slice(Math.max(0, i - 40), i + 60)}…, after …${b.slice(Math.max(0, i - 40), i + 60)}…`;
}

/** Children of the root, raw, by local name. */
function rawChildren(src: string, root: XmlElement, local: string): string[] {
  return elements(root, local).flatMap((c) => elements(c).map((x) => rawOf(src, x)));
}

/** Shared strings: only appended to. */
function sharedStringProblems(before: Package, after: Package): string[] {
  const part = sharedStringsPartOf(before);
  if (!part || !before.parts.has(part)) return [];
  if (sharedStringsPartOf(after) !== part || !after.parts.has(part)) return [`${part}: the shared strings are gone`];
  const [tb, ta] = [partText(before, part), partText(after, part)];
  const [xb, xa] = [parseXml(tb), parseXml(ta)];
  const [ib, ia] = [elements(xb, "si").map((e) => rawOf(tb, e)), elements(xa, "si").map((e) => rawOf(ta, e))];
  const changed = ib.findIndex((si, i) => ia[i] !== si);
  return changed < 0
    ? []
    : [
        `${part}: shared string ${changed} changed (before ${ib[changed]}, after ${ia[changed] ?? "(none)"}): strings may only be appended`,
      ];
}

/** The styles' lists that may grow at the end; every other element of the styles must stay as it is. */
const APPENDABLE = ["numFmts", "fonts", "fills", "borders", "cellStyleXfs", "cellXfs", "cellStyles", "dxfs"];

function styleProblems(before: Package, after: Package): string[] {
  const wb = workbookPartOf(before)!;
  const part = relationshipsOf(before, wb).find((r) => relKind(r.type) === "styles")?.part;
  if (!part || !before.parts.has(part)) return [];
  if (!after.parts.has(part)) return [`${part}: the styles are gone`];
  const problems: string[] = [];
  const [tb, ta] = [partText(before, part), partText(after, part)];
  const [xb, xa] = [parseXml(tb), parseXml(ta)];
  const head = (x: XmlElement) => canonical({ ...x, children: [] });
  if (head(xb) !== head(xa)) problems.push(`${part}: the styleSheet element changed (${head(xb)} → ${head(xa)})`);
  for (const child of elements(xb)) {
    const name = child.local;
    const other = elements(xa, name)[0];
    if (!other) {
      problems.push(`${part}: <${name}> is gone`);
      continue;
    }
    if (!APPENDABLE.includes(name)) {
      if (rawOf(tb, child) !== rawOf(ta, other)) problems.push(`${part}: <${name}> changed`);
      continue;
    }
    const withoutCount = (x: XmlElement) =>
      canonical({ ...x, children: [] }, (_e, a) => (a.local === "count" ? undefined : a.value));
    if (withoutCount(child) !== withoutCount(other)) problems.push(`${part}: the attributes of <${name}> changed`);
    const [ib, ia] = [rawChildren(tb, xb, name), rawChildren(ta, xa, name)];
    const changed = ib.findIndex((x, i) => ia[i] !== x);
    if (changed >= 0)
      problems.push(
        `${part}: <${name}> item ${changed} changed (before ${ib[changed]}, after ${ia[changed] ?? "(none)"}): styles may only be appended`,
      );
  }
  return problems;
}

/** docProps/app.xml: the sheet titles may change, nothing else. */
function appProblems(before: Package, after: Package): string[] {
  const part = relationshipsOf(before, "").find((r) => relKind(r.type) === "extended-properties")?.part;
  if (!part || !before.parts.has(part)) return [];
  if (!after.parts.has(part)) return [`${part}: the document's properties are gone`];
  const rest = (p: Package) => {
    const x = parseXml(partText(p, part));
    return canonical({
      ...x,
      children: x.children.filter((c) => !("local" in c) || !["HeadingPairs", "TitlesOfParts"].includes(c.local)),
    });
  };
  const [b, a] = [rest(before), rest(after)];
  return b === a ? [] : [`${part}: changed beyond the sheet titles (${firstDifference(b, a)})`];
}

/** A sheet Brightwell writes into: its other relationships stay, and every element but its rows reads the same. */
function writtenSheetProblems(before: Package, after: Package, sheet: string): string[] {
  const sB = sheetsOf(before).find((s) => lower(s.name) === lower(sheet));
  const sA = sheetsOf(after).find((s) => lower(s.name) === lower(sheet));
  if (!sB?.part) return [];
  if (!sA?.part) return [`sheet "${sheet}" is gone`];
  const problems: string[] = [];
  const [rb, ra] = [relationshipsOf(before, sB.part), relationshipsOf(after, sA.part)];
  const keptA = ra.map(relKey);
  for (const r of rb)
    if (relKind(r.type) !== "table" && !keptA.includes(relKey(r)))
      problems.push(`${sB.part}: its relationship to ${relKey(r)} is gone`);
  const rest = (p: Package, part: string, rels: Relationship[]) => {
    const x = parseXml(partText(p, part));
    return elements(x)
      .filter((c) => !["sheetData", "dimension", "tableParts"].includes(c.local))
      .map((c) => canonicalWithRels(c, rels));
  };
  const [eb, ea] = [rest(before, sB.part, rb), rest(after, sA.part, ra)];
  for (const e of eb) if (!ea.includes(e)) problems.push(`${sB.part}: changed beyond its rows: ${e.slice(0, 160)}`);
  return problems;
}

/**
 * Everything Brightwell changed that it does not own, one line each (empty: the user's workbook came back whole).
 * `before` is the user's workbook, `after` what the command wrote.
 */
export function preservationProblems(before: Package, after: Package, ownership: Ownership = {}): string[] {
  const writtenInto = new Set((ownership.writtenInto ?? []).map(lower));
  // Brightwell's sheets in the user's workbook: those marked as its own.
  const own = markedSheets(before);
  const ownedB = ownedParts(before, own, writtenInto);
  const problems: string[] = [];
  for (const [name, bytes] of before.parts) {
    if (ownedB.has(name)) continue;
    const now = after.parts.get(name);
    if (!now) problems.push(`${name}: gone`);
    else if (!now.equals(bytes)) problems.push(`${name}: changed (${bytes.length} → ${now.length} bytes)`);
  }
  try {
    problems.push(...sharedPartProblems(before, after, own, ownedB, writtenInto));
  } catch (e) {
    problems.push(`the written package cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  return problems;
}

/** The checks that read the written package: sheets, relationships, content types and the parts Brightwell shares. */
function sharedPartProblems(
  before: Package,
  after: Package,
  own: Set<string>,
  ownedB: Set<string>,
  writtenInto: Set<string>,
): string[] {
  const problems: string[] = [];
  const sb = sheetsOf(before);
  const sa = sheetsOf(after);
  const namesB = new Set(sb.map((s) => lower(s.name)));
  // …and in what it wrote: those marked, and the new ones.
  const ownAfter = new Set([
    ...markedSheets(after),
    ...sa.filter((s) => !namesB.has(lower(s.name))).map((s) => lower(s.name)),
  ]);
  for (const s of sb)
    if (!own.has(lower(s.name)) && !sa.some((x) => lower(x.name) === lower(s.name)))
      problems.push(`sheet "${s.name}" is gone`);
  for (const name of before.parts.keys())
    if (!ownedB.has(name) && after.parts.has(name) && contentTypeOf(after, name) !== contentTypeOf(before, name))
      problems.push(`${name}: content type ${contentTypeOf(before, name)} → ${contentTypeOf(after, name)}`);
  // The workbook's relationships to parts that are not Brightwell's stay.
  const wb = workbookPartOf(before);
  if (wb) {
    const keptA = relationshipsOf(after, wb).map(relKey);
    for (const r of relationshipsOf(before, wb)) {
      if (r.part !== undefined && ownedB.has(r.part) && !["sharedStrings", "styles", "theme"].includes(relKind(r.type)))
        continue;
      if (!keptA.includes(relKey(r)))
        problems.push(`${relsPartName(wb)}: the workbook's relationship ${relKey(r)} is gone`);
    }
    // Parts Brightwell shares with the user keep their content type (the workbook's tells .xlsm from .xlsx).
    for (const part of [wb, sharedStringsPartOf(before)])
      if (part && after.parts.has(part) && contentTypeOf(after, part) !== contentTypeOf(before, part))
        problems.push(`${part}: content type ${contentTypeOf(before, part)} → ${contentTypeOf(after, part)}`);
    problems.push(...workbookProblems(before, after, own, ownAfter, writtenInto.size > 0));
  }
  problems.push(...sharedStringProblems(before, after), ...styleProblems(before, after), ...appProblems(before, after));
  for (const s of writtenInto) problems.push(...writtenSheetProblems(before, after, s));
  return problems;
}
