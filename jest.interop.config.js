/**
 * Jest for the LibreOffice interop tests (test/libreoffice/): LibreOffice headless (Debian's libreoffice-calc-nogui,
 * `soffice`) opens every workbook the test suite wrote. Run with `npm run test:interop` (scripts/test-interop.js),
 * which first runs the suites that write workbooks and collects them (BRIGHTWELL_WORKBOOKS_DIR).
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/libreoffice"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { diagnostics: false }],
  },
  // One LibreOffice at a time on a 2-core machine: the conversions run in batches in one process.
  maxWorkers: 1,
  testTimeout: 120000,
};
