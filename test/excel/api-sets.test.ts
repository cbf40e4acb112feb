/**
 * Excel versions told apart (scripts/excel-api-audit.ts, scripts/excel-versions.ts): every Excel API member that
 * src/excel/ and taskpane/ use, resolved by the TypeScript compiler to its declaration in @types/office-js and its
 * "[Api set: ExcelApi 1.x]"; none above the manifest's declared ExcelApi minimum runs outside a matching
 * excelApiSupported check. The analysis itself is checked on a small project written here, where each way of
 * guarding (and of failing to) has its case. The README's "Excel versions" tables and docs/excel-api.md are what
 * `npm run excel-versions` makes from the audit, so they cannot drift from the code.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import { auditExcelApi, manifestFloor, versionOfTag, type ExcelApiAudit } from "../../scripts/excel-api-audit";
import {
  FEATURES,
  featureVersion,
  generatedSection,
  loads,
  MEMBER_LIST,
  PLATFORMS,
  README_FILES,
  renderExcelVersions,
  renderMemberList,
} from "../../scripts/excel-versions";
import type { Locale } from "../../src/i18n/locale";

// Two TypeScript programs over @types/office-js on a shared 2-core machine: a guard against hangs, not a timing.
jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, "../..");
const read = (f: string) => readFileSync(path.join(ROOT, f), "utf8");

describe("the add-in", () => {
  let audit: ExcelApiAudit;
  beforeAll(() => {
    audit = auditExcelApi(ROOT);
  });

  test("no Excel API member above the manifest's minimum runs outside a matching excelApiSupported check", () => {
    expect(audit.floor).toBe(manifestFloor(read("manifest.xml")));
    expect(
      audit.violations.map((v) => `${v.file}:${v.line} ${v.member} (1.${v.version}, guarded 1.${v.guard})`),
    ).toEqual([]);
  });

  test("every member is known by its declaration, in a numbered ExcelApi set", () => {
    expect(audit.members.length).toBeGreaterThan(100);
    expect(audit.members.filter((m) => !Number.isFinite(m.version))).toEqual([]);
    const member = (name: string) => audit.members.find((m) => m.member === name);
    // Through the types, whatever the variable is called: Worksheet.pageLayout (queue.ts: `sheet.pageLayout`),
    // the zoom options of an object literal, the data validation rule.
    expect(member("Excel.Worksheet.pageLayout")).toMatchObject({ version: 9, tag: "ExcelApi 1.9" });
    expect(member("Excel.PageLayoutZoomOptions.horizontalFitToPages")).toMatchObject({ version: 9 });
    expect(member("Excel.DataValidationRule.wholeNumber")).toMatchObject({ version: 8 });
    expect(member("Excel.Range.values")).toMatchObject({ version: 1 });
    // The two uses above the minimum run behind their checks (a parameter, and a property through the pane's flow).
    const above = audit.uses.filter((u) => u.version > audit.floor);
    expect(above.map((u) => [u.member, u.container, u.guard])).toEqual([
      ["Excel.Range.getMergedAreasOrNullObject", "queueUsedBlock", 13],
      ["Excel.Table.resize", "writePairing", 13],
    ]);
  });

  test("the manifest's ExcelApi minimum shuts out no Excel its runtime requirements let in", () => {
    expect(read("manifest.xml")).toMatch(/<Set Name="SharedRuntime" MinVersion="1\.1"\/>/);
    expect(read("manifest.xml")).toMatch(/<Set Name="CustomFunctionsRuntime" MinVersion="1\.3"\/>/);
    for (const p of PLATFORMS.filter((x) => x.sharedRuntime && x.customFunctions)) {
      expect([p.id, p.excelApi >= audit.floor]).toEqual([p.id, true]);
      expect([p.id, loads(p, audit.floor)]).toEqual([p.id, true]);
      // An updating product had the minimum before it had the runtimes.
      if (p.since) {
        const [floor, runtimes] = [p.since.excelApi[audit.floor], p.since.runtimes].map((v) =>
          v.split(".").map(Number),
        );
        expect([p.id, floor[0] * 1000 + (floor[1] ?? 0) <= runtimes[0] * 1000 + (runtimes[1] ?? 0)]).toEqual([
          p.id,
          true,
        ]);
      }
    }
    // Excel 2016, 2019 and the iPad lack the runtimes: the add-in is not offered there.
    expect(PLATFORMS.filter((p) => !loads(p, audit.floor)).map((p) => p.id)).toEqual(["2016", "2019", "ipad"]);
  });

  test("every feature of the README table has its check in the code", () => {
    for (const f of FEATURES) expect([f.name.en, featureVersion(audit, f) > 0]).toEqual([f.name.en, true]);
    // And every check in the code is a feature of the table.
    const listed = new Set(FEATURES.flatMap((f) => f.where.map((w) => `${w.file} ${w.container}`)));
    expect(audit.checks.map((c) => `${c.file} ${c.container}`).filter((c) => !listed.has(c))).toEqual([]);
  });

  test.each(Object.entries(README_FILES) as [Locale, string][])(
    "%s: the Excel versions tables are what `npm run excel-versions` makes from the code",
    (locale, file) => {
      expect(generatedSection(read(file))).toBe(renderExcelVersions(audit, locale));
    },
  );

  test("docs/excel-api.md lists every member with its set, as `npm run excel-versions` makes it", () => {
    expect(read(MEMBER_LIST)).toBe(renderMemberList(audit));
  });
});

describe("requirement-set tags", () => {
  test("a property's setter may need a later set than its getter", () => {
    expect(versionOfTag("ExcelApi 1.1 for get, 1.8 for set", false)).toBe(1);
    expect(versionOfTag("ExcelApi 1.1 for get, 1.8 for set", true)).toBe(8);
    expect(versionOfTag("ExcelApi 1.1 for reading visibility; 1.2 for setting it.", true)).toBe(2);
    expect(versionOfTag("ExcelApi 1.9", true)).toBe(9);
    expect(versionOfTag("ExcelApiOnline 1.1", false)).toBe(Infinity);
  });

  test("the manifest's minimum: the ExcelApi set, else none (1.1)", () => {
    const sets = (inner: string, dflt = "1.1") =>
      `<Requirements><Sets DefaultMinVersion="${dflt}">${inner}</Sets></Requirements>`;
    expect(manifestFloor(sets('<Set Name="ExcelApi" MinVersion="1.11"/>'))).toBe(11);
    expect(manifestFloor(sets('<Set Name="ExcelApi"/>', "1.4"))).toBe(4);
    expect(manifestFloor(sets('<Set Name="SharedRuntime" MinVersion="1.1"/>'))).toBe(1);
    expect(manifestFloor("<OfficeApp/>")).toBe(1);
  });
});

/** A small add-in: one file of cases, each guarded (or not) one way; ExcelApi 1.4 declared. */
const CASES = `
import { excelApiSupported } from "./host";

export function unguarded(s: Excel.Worksheet) { s.pageLayout.orientation = "Landscape"; }
export function ifGuarded(s: Excel.Worksheet) { if (excelApiSupported("1.9")) s.pageLayout.orientation = "Landscape"; }
export function ternary(s: Excel.Worksheet) { return excelApiSupported("1.9") ? s.pageLayout : undefined; }
export function earlyReturn(s: Excel.Worksheet, x: boolean) {
  if (x || !excelApiSupported("1.9")) return;
  s.pageLayout.zoom = { horizontalFitToPages: 1 };
}
export function lowerCheck(s: Excel.Worksheet) { if (excelApiSupported("1.7")) s.pageLayout.orientation = "Portrait"; }
export function constAlias(r: Excel.Range) { const can = excelApiSupported("1.13"); if (can) r.getMergedAreasOrNullObject(); }
function merged(r: Excel.Range, can: boolean) { return can ? r.getMergedAreasOrNullObject() : undefined; }
function merged2(r: Excel.Range, can: boolean) { return can ? r.getMergedAreasOrNullObject() : undefined; }
export function callers(r: Excel.Range) { merged(r, excelApiSupported("1.13")); merged2(r, true); }
function layout(s: Excel.Worksheet) { s.pageLayout.centerHorizontally = true; }
function layout2(s: Excel.Worksheet) { s.pageLayout.centerHorizontally = false; }
export function layouts(s: Excel.Worksheet) {
  if (excelApiSupported("1.9")) { layout(s); layout2(s); }
  layout2(s);
}
interface Request { canResize?: boolean }
function grow(t: Excel.Table, r: Excel.Range, req: Request) { if (req.canResize) t.resize(r); }
export function request(t: Excel.Table, r: Excel.Range) { grow(t, r, { canResize: excelApiSupported("1.13") }); }
function runAction(act: () => void, precheck: () => string | undefined) { if (!precheck()) act(); }
export function withPrecheck(s: Excel.Worksheet) {
  runAction(() => s.pageLayout.setPrintArea("A1:B2"), () => (excelApiSupported("1.9") ? undefined : "needs 1.9"));
}
export function readMode(ctx: Excel.RequestContext) { return ctx.workbook.application.calculationMode; }
export function setMode(ctx: Excel.RequestContext) { ctx.workbook.application.calculationMode = "Manual"; }
export function notExcel(o: { pageLayout: { orientation: string } }) { o.pageLayout.orientation = "Landscape"; }
`;

describe("the analysis, on a small add-in written here (manifest: ExcelApi 1.4)", () => {
  let dir: string;
  let audit: ExcelApiAudit;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "brightwell-audit-"));
    mkdirSync(path.join(dir, "src", "excel"), { recursive: true });
    const types = path.join(ROOT, "node_modules", "@types");
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2020",
          module: "commonjs",
          strict: true,
          lib: ["ES2020", "DOM"],
          typeRoots: [types],
        },
        include: ["src/**/*.ts"],
      }),
    );
    writeFileSync(
      path.join(dir, "manifest.xml"),
      '<OfficeApp><Requirements><Sets DefaultMinVersion="1.1"><Set Name="ExcelApi" MinVersion="1.4"/></Sets></Requirements></OfficeApp>',
    );
    writeFileSync(
      path.join(dir, "src", "excel", "host.ts"),
      "export function excelApiSupported(version: string): boolean { return version !== ''; }\n",
    );
    writeFileSync(path.join(dir, "src", "excel", "cases.ts"), CASES);
    audit = auditExcelApi(dir);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("fails exactly the uses outside a matching check", () => {
    expect(audit.floor).toBe(4);
    const failed = [...new Set(audit.violations.map((v) => `${v.container}: ${v.member}`))].sort();
    expect(failed).toEqual(
      [
        "unguarded: Excel.PageLayout.orientation",
        "unguarded: Excel.Worksheet.pageLayout",
        "lowerCheck: Excel.PageLayout.orientation",
        "lowerCheck: Excel.Worksheet.pageLayout",
        // Called once with `true`: a constant is no check.
        "merged2: Excel.Range.getMergedAreasOrNullObject",
        // Called once inside a check and once outside: it runs unguarded.
        "layout2: Excel.PageLayout.centerHorizontally",
        "layout2: Excel.Worksheet.pageLayout",
        // The setter of a property whose getter is older.
        "setMode: Excel.Application.calculationMode",
      ].sort(),
    );
  });

  test("passes every guarded use, and counts members by type, not by name", () => {
    const ok = (container: string) => audit.uses.filter((u) => u.container === container);
    for (const c of [
      "ifGuarded",
      "ternary",
      "earlyReturn",
      "constAlias",
      "merged",
      "layout",
      "grow",
      "withPrecheck",
      "readMode",
    ]) {
      expect([c, ok(c).length > 0]).toEqual([c, true]);
      expect([c, ok(c).filter((u) => u.version > u.guard)]).toEqual([c, []]);
    }
    expect(ok("earlyReturn").map((u) => u.member)).toContain("Excel.PageLayoutZoomOptions.horizontalFitToPages");
    expect(ok("grow")).toMatchObject([{ member: "Excel.Table.resize", version: 13, guard: 13 }]);
    expect(ok("readMode").find((u) => u.member === "Excel.Application.calculationMode")).toMatchObject({
      version: 1,
      write: false,
    });
    expect(ok("notExcel")).toEqual([]);
    expect(audit.checks.map((c) => [c.container, c.version])).toContainEqual(["withPrecheck", 9]);
  });
});
