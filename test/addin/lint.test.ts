import path from "path";
import { ESLint } from "eslint";

/**
 * The lint configuration (eslint.config.js) does what `npm run lint` promises: the Office add-in rules are on for
 * the add-in's code and catch the Excel API mistakes they exist for, and built, installed and real-event files are
 * never linted. (Whether the code base passes is `npm run lint` itself, run by `npm test`.)
 */

// Loading typescript-eslint on a shared 2-core machine takes a few seconds (not a timing assertion).
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
// The project's eslint.config.js, handed over as an object: ESLint loads config files with a dynamic import,
// which jest's module sandbox does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require("../../eslint.config.js");
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.map((m) => m.ruleId ?? `(fatal) ${m.message}`).sort();
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
