/** Jest: unit, property, metadata, manifest, Excel-adapter and bundle tests (test/**\/*.test.ts). */
module.exports = {
  // Node, plus one fast-check seed per file, printed with every failure (FC_SEED=… replays it).
  testEnvironment: "<rootDir>/test/setup/fast-check-environment.js",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  // Browser tests run with `npm run test:browser` (they need Debian's chromium), the LibreOffice tests with
  // `npm run test:interop` (LibreOffice and poppler-utils, and the workbooks the other suites write).
  testPathIgnorePatterns: ["/node_modules/", "/test/browser/", "/test/libreoffice/"],
  transform: {
    // Type checking is done once by `npm run typecheck`; jest only transpiles (2-core machine).
    "^.+\\.ts$": ["ts-jest", { diagnostics: false }],
    // get-east-asian-width (src/sheets/displayWidth.ts) ships ES modules only: jest on Node 20 cannot require them, so
    // ts-jest turns them into CommonJS like our own files (esbuild and webpack bundle them as they are).
    "/node_modules/get-east-asian-width/.+\\.js$": ["ts-jest", { diagnostics: false, tsconfig: { allowJs: true } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!get-east-asian-width/)"],
  moduleNameMapper: {
    // office-addin-manifest pulls an ESM-only dependency that jest on Node 20 cannot require.
    "^office-addin-manifest$": "<rootDir>/test/stubs/office-addin-manifest.js",
  },
  // The add-in suites read the production build: build dist/ when it is missing or older than its sources.
  globalSetup: "<rootDir>/test/setup/build-dist.js",
  setupFiles: ["<rootDir>/test/setup/custom-functions.ts"],
  setupFilesAfterEnv: ["<rootDir>/test/setup/fast-check.ts"],
  // A guard against hangs, not a timing assertion: property suites on a loaded 2-core machine can pass 5 s.
  testTimeout: 30000,
};
