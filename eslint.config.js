/**
 * ESLint 9 flat config: the lint Microsoft's Office add-in templates use (eslint-plugin-office-addins, whose
 * rules catch Excel API mistakes: reading a property before load + sync, context.sync() in a loop, testing a
 * *OrNullObject against null, …) on top of ESLint's and typescript-eslint's recommended rules.
 *
 * Why the plugin's rules are listed here instead of spreading its `configs.recommended`: that config brings its own
 * copy of typescript-eslint (8.8, which does not support TypeScript 5.9) under the plugin name "@typescript-eslint",
 * which ESLint refuses next to the current typescript-eslint; and it runs Prettier as a lint rule, which
 * `npm run format:check` does on its own (README "Commands"). The rule list and levels are the plugin's.
 *
 * No type-aware rules (recommendedTypeChecked): on a 2-core machine they would make `npm test` much slower, and
 * `npm run typecheck` already runs the compiler.
 *
 * The layers of docs/architecture.md ("Rules of the house") are lint rules (brightwell/layers): the engine imports
 * nothing outside itself, hosts never import each other, everything outside src/engine goes through its index, and
 * src/ and taskpane/ have no import cycles. Imports are resolved as TypeScript resolves them, so `../engine/model`
 * and `../../src/engine/model.ts` are the same file; test/addin/lint.test.ts checks that each rule still fires.
 */
const js = require("@eslint/js");
const globals = require("globals");
const officeAddins = require("eslint-plugin-office-addins");
const tseslint = require("typescript-eslint");
const { defineConfig, globalIgnores } = require("eslint/config");
const { importX } = require("eslint-plugin-import-x");
const { createTypeScriptImportResolver } = require("eslint-import-resolver-typescript");

/** Folders relative to this file (no-restricted-paths resolves them against `basePath`). */
const HOSTS = { cli: "src/cli", excel: "src/excel", functions: "src/functions", taskpane: "taskpane" };
/** The package layer (.xlsx/.xlsm files): the file as the second host of a workbook, used by src/cli and scripts/. */
const XLSX = "src/xlsx";
const USE_INSTEAD =
  "Put what both need in src/sheets/ or src/formats/ (pure, any host may use them), see docs/architecture.md.";

/**
 * The layer zones: files under `target` may not import files under `from` (except `except`, relative to `from`).
 * Each message says what to import instead.
 */
const LAYER_ZONES = [
  {
    target: "src/engine",
    from: ["src", "taskpane"],
    except: ["./engine"],
    message: "The engine is pure and imports nothing outside src/engine: let the caller pass the value in.",
  },
  {
    target: ["src/sheets", "src/formats", "src/i18n"],
    from: [...Object.values(HOSTS), XLSX],
    message:
      "src/sheets, src/formats and src/i18n are pure helpers every host uses: they import no host. " + USE_INSTEAD,
  },
  {
    target: ["src/i18n", "src/vocabulary"],
    from: ["src/sheets", "src/formats"],
    message:
      "src/i18n holds words and src/vocabulary the types sheets and i18n share: neither imports src/sheets or src/formats " +
      "(a type both need goes in src/vocabulary).",
  },
  {
    target: HOSTS.excel,
    from: [HOSTS.cli, HOSTS.functions, HOSTS.taskpane, XLSX],
    message: "src/excel is one host and imports no other (cli, functions, taskpane). " + USE_INSTEAD,
  },
  {
    target: HOSTS.cli,
    from: [HOSTS.excel, HOSTS.functions, HOSTS.taskpane],
    message: "src/cli is one host and imports no other (excel, functions, taskpane). " + USE_INSTEAD,
  },
  {
    target: HOSTS.functions,
    from: [HOSTS.cli, HOSTS.excel, HOSTS.taskpane, XLSX],
    message: "src/functions is one host and imports no other (cli, excel, taskpane). " + USE_INSTEAD,
  },
  {
    target: HOSTS.taskpane,
    from: [HOSTS.cli, XLSX],
    message:
      "The task pane uses src/excel, never the command line (src/cli) or the file layer (src/xlsx). " + USE_INSTEAD,
  },
  {
    target: XLSX,
    from: Object.values(HOSTS),
    message:
      "src/xlsx is the file's host of a workbook: it uses src/sheets, src/formats, src/i18n, src/vocabulary and the " +
      "engine, never a host (cli, excel, functions, taskpane); the command line calls it, not the other way round.",
  },
  {
    target: ["src/!(engine)/**", "taskpane/**"],
    from: "src/engine",
    except: ["./index.ts"],
    message:
      'Outside src/engine, import the engine through its index ("../engine"), never a file inside it; ' +
      "export what is missing from src/engine/index.ts.",
  },
];

module.exports = defineConfig([
  globalIgnores(["dist/", "build/", "coverage/", "node_modules/", "test/fixtures/", ".bench-out/", "tmp/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: "brightwell/typescript",
    rules: {
      // `const { origin, ...rest } = x` is how the code drops a field; the dropped name is unused on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // The add-in's own Office code. Not the tests: test/excel deliberately misuses the in-memory workbook
    // (reads before load/sync) to check that it fails the way Excel does.
    name: "brightwell/office-addins",
    files: ["src/**/*.ts", "taskpane/**/*.ts"],
    plugins: { "office-addins": officeAddins },
    rules: {
      "office-addins/call-sync-after-load": "error",
      "office-addins/call-sync-before-read": "error",
      "office-addins/load-object-before-read": "error",
      "office-addins/no-context-sync-in-loop": "warn",
      "office-addins/no-empty-load": "warn",
      "office-addins/no-navigational-load": "warn",
      "office-addins/no-office-initialize": "warn",
      "office-addins/test-for-null-using-isNullObject": "error",
    },
  },
  {
    name: "brightwell/layers",
    files: ["src/**/*.ts", "taskpane/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${__dirname}/tsconfig.json` })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: __dirname, zones: LAYER_ZONES }],
      // A cycle makes load order matter (a value read before its module has run is undefined); type-only imports
      // vanish when compiled and are not counted.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The engine runs in Excel, the pane, Node and tests alike: no package, no Node or DOM module.
    name: "brightwell/engine-pure",
    files: ["src/engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^[^.]",
              message: "The engine is pure TypeScript: no packages or Node/Office modules; the hosts bring those.",
            },
          ],
        },
      ],
    },
  },
  {
    // Custom functions take `any` on purpose: custom-functions-metadata turns a parameter typed `any` (or `any[][]`)
    // into Excel's "any value" (number, text, boolean, blank) type; the functions check the values themselves.
    name: "brightwell/custom-functions",
    files: ["src/functions/functions.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests reach into fakes, the browser page's globals and Excel-shaped values where `any` is the honest type.
    name: "brightwell/tests-any",
    files: ["test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The in-memory Excel is ES5 JavaScript injected into the browser page as is (test/browser), so it keeps
    // `var self = this` for its callbacks.
    name: "brightwell/fake-excel",
    files: ["test/fakes/**/*.js"],
    rules: { "@typescript-eslint/no-this-alias": "off" },
  },
  {
    name: "brightwell/commonjs",
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    name: "brightwell/browser",
    files: ["taskpane/**", "src/excel/**", "src/functions/**", "test/fakes/**", "test/browser/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    name: "brightwell/node",
    files: ["src/cli/**", "bench/**", "scripts/**", "test/**", "*.config.js"],
    languageOptions: { globals: globals.node },
  },
  {
    name: "brightwell/jest",
    files: ["test/**"],
    languageOptions: { globals: globals.jest },
  },
]);
