import path from "path";
import { ESLint } from "eslint";

/**
 * The lint configuration (eslint.config.js) does what `npm run lint` promises: the Office add-in rules are on for
 * the add-in's code and catch the Excel API mistakes they exist for, and built, installed and real-event files are
 * never linted; the layers of docs/architecture.md and the ban on import cycles are enforced (a rule that silently
 * stopped resolving imports would pass everything). (Whether the code base passes is `npm run lint` itself, run by
 * `npm test`.)
 */

// Loading typescript-eslint on a shared 2-core machine takes a few seconds (not a timing assertion).
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
// The project's eslint.config.js, handed over as an object: ESLint loads config files with a dynamic import,
// which jest's module sandbox does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require("../../eslint.config.js");
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages;
}

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  return (await lint(code, filePath)).map((m) => m.ruleId ?? `(fatal) ${m.message}`).sort();
}

test("reading a range's values before load and sync is an error in the add-in's Excel code", async () => {
  const code = [
    "export async function firstValue(context: Excel.RequestContext): Promise<unknown> {",
    '  const range = context.workbook.worksheets.getItem("Results").getRange("A1");',
    "  return range.values[0][0];",
    "}",
    "",
  ].join("\n");
  const ids = await ruleIds(code, "src/excel/lint-example.ts");
  expect(ids).toContain("office-addins/load-object-before-read");
  expect(ids).toContain("office-addins/call-sync-before-read");
});

test("the same code done right (load, one sync, then read) passes", async () => {
  const code = [
    "export async function firstValue(context: Excel.RequestContext): Promise<unknown> {",
    '  const range = context.workbook.worksheets.getItem("Results").getRange("A1");',
    '  range.load("values");',
    "  await context.sync();",
    "  return range.values[0][0];",
    "}",
    "",
  ].join("\n");
  expect(await ruleIds(code, "src/excel/lint-example.ts")).toEqual([]);
});

test("context.sync() inside a loop is reported (a round trip to Excel per iteration)", async () => {
  const code = [
    "export async function clear(context: Excel.RequestContext, names: string[]): Promise<void> {",
    "  for (const name of names) {",
    "    context.workbook.worksheets.getItem(name).getRange().clear();",
    "    await context.sync();",
    "  }",
    "}",
    "",
  ].join("\n");
  expect(await ruleIds(code, "taskpane/lint-example.ts")).toContain("office-addins/no-context-sync-in-loop");
});

test("TypeScript rules apply: an unused variable is an error, a field dropped by a rest pattern is not", async () => {
  expect(
    await ruleIds("export const f = (x: number) => { const unused = 1; return x; };\n", "src/sheets/lint-example.ts"),
  ).toEqual(["@typescript-eslint/no-unused-vars"]);
  expect(
    await ruleIds(
      "export const f = ({ origin, ...rest }: { origin: string; a: number }) => rest;\n",
      "src/sheets/lint-example.ts",
    ),
  ).toEqual([]);
});

test.each([
  "dist/functions.js",
  "build/brightwell.js",
  "node_modules/exceljs/index.js",
  "test/fixtures/round-robin.ts",
  "coverage/lcov-report/index.js",
])("%s is never linted", async (file) => {
  expect(await eslint.isPathIgnored(path.join(ROOT, file))).toBe(true);
});

test.each([
  "src/engine/constant.ts",
  "taskpane/taskpane.ts",
  "test/addin/lint.test.ts",
  "webpack.config.js",
  "scripts/build-cli.js",
])("%s is linted", async (file) => {
  expect(await eslint.isPathIgnored(path.join(ROOT, file))).toBe(false);
});

describe("layers (docs/architecture.md, Rules of the house)", () => {
  test("a deep engine import from src/sheets is reported, with what to import instead", async () => {
    const messages = await lint(
      'import { computeStandings } from "../engine/standings";\nexport const f = computeStandings;\n',
      "src/sheets/lint-example.ts",
    );
    expect(messages.map((m) => m.ruleId)).toEqual(["import-x/no-restricted-paths"]);
    expect(messages[0].message).toContain('import the engine through its index ("../engine")');
  });

  test("the same import through the engine's index passes", async () => {
    expect(
      await ruleIds(
        'import { computeStandings } from "../engine";\nexport const f = computeStandings;\n',
        "src/sheets/lint-example.ts",
      ),
    ).toEqual([]);
  });

  test("a deep engine import from the pane (../src/engine/...) is reported", async () => {
    expect(
      await ruleIds(
        'import { TIEBREAK_LIST } from "../src/engine/standings";\nexport const t = TIEBREAK_LIST;\n',
        "taskpane/lint-example.ts",
      ),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  test("an engine file importing src/excel, or a package, is reported", async () => {
    const messages = await lint(
      'import { asExcelText } from "../excel/queue";\nexport const f = asExcelText;\n',
      "src/engine/lint-example.ts",
    );
    expect(messages.map((m) => m.ruleId)).toEqual(["import-x/no-restricted-paths"]);
    expect(messages[0].message).toContain("The engine is pure");
    expect(
      await ruleIds(
        'import { readFileSync } from "fs";\nexport const f = readFileSync;\n',
        "src/engine/lint-example.ts",
      ),
    ).toEqual(["no-restricted-imports"]);
  });

  test.each([
    ["src/sheets/lint-example.ts", "../cli/files"],
    ["src/formats/lint-example.ts", "../excel/read"],
    ["src/excel/lint-example.ts", "../cli/files"],
    ["src/cli/lint-example.ts", "../excel/read"],
    ["src/functions/lint-example.ts", "../../taskpane/dom"],
    ["taskpane/lint-example.ts", "../src/cli/files"],
    // The package layer (the file's host of a workbook): no host imports it but the command line, it imports no host.
    ["src/xlsx/lint-example.ts", "../cli/files"],
    ["src/xlsx/lint-example.ts", "../excel/read"],
    ["src/excel/lint-example.ts", "../xlsx"],
    ["src/sheets/lint-example.ts", "../xlsx"],
    ["taskpane/lint-example.ts", "../src/xlsx"],
  ])("%s importing %s (another host) is reported", async (file, from) => {
    expect(await ruleIds(`import * as other from "${from}";\nexport const x = other;\n`, file)).toEqual([
      "import-x/no-restricted-paths",
    ]);
  });

  test("the command line and the package layer: src/cli uses src/xlsx, src/xlsx uses src/sheets", async () => {
    expect(
      await ruleIds(
        'import { openWorkbook } from "../xlsx";\nexport const f = openWorkbook;\n',
        "src/cli/lint-example.ts",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'import { readCsv } from "../sheets/csv";\nexport const f = readCsv;\n',
        "src/xlsx/lint-example.ts",
      ),
    ).toEqual([]);
  });

  test("src/i18n importing src/sheets (an arrow back up) is reported, naming src/vocabulary; the shared type passes", async () => {
    const messages = await lint(
      'import type { Problem } from "../sheets/types";\nexport type P = Problem;\n',
      "src/i18n/lint-example.ts",
    );
    expect(messages.map((m) => m.ruleId)).toEqual(["import-x/no-restricted-paths"]);
    expect(messages[0].message).toContain("src/vocabulary");
    expect(
      await ruleIds(
        'import type { Problem } from "../vocabulary";\nexport type P = Problem;\n',
        "src/i18n/lint-example.ts",
      ),
    ).toEqual([]);
  });

  test("an import cycle is reported: a command importing the registry that imports it", async () => {
    // src/cli/registry.ts imports ./commands/import, so this file as src/cli/commands/import.ts closes a cycle.
    expect(
      await ruleIds(
        'import { COMMANDS } from "../registry";\nexport const count = COMMANDS.length;\n',
        "src/cli/commands/import.ts",
      ),
    ).toEqual(["import-x/no-cycle"]);
  });
});
