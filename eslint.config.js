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
 */
const js = require("@eslint/js");
const globals = require("globals");
const officeAddins = require("eslint-plugin-office-addins");
const tseslint = require("typescript-eslint");
const { defineConfig, globalIgnores } = require("eslint/config");

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
