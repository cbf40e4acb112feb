/**
 * Jest for the LibreOffice tests (test/libreoffice/): Brightwell's files as another spreadsheet program opens and
 * prints them. LibreOffice headless (`soffice`, Debian's libreoffice-calc-nogui) opens every workbook the test suite
 * wrote (opens.test.ts, fed by scripts/test-interop.js through BRIGHTWELL_WORKBOOKS_DIR) and converts the templates
 * to CSV and PDF, read with poppler's pdfinfo / pdftotext (Debian's poppler-utils; templates.test.ts). Run with
 * `npm run test:interop`.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/libreoffice"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { diagnostics: false }],
    // get-east-asian-width ships ES modules only (see jest.config.js); the tests reach it through src/sheets.
    "/node_modules/get-east-asian-width/.+\\.js$": ["ts-jest", { diagnostics: false, tsconfig: { allowJs: true } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!get-east-asian-width/)"],
  // One LibreOffice at a time on a 2-core machine.
  maxWorkers: 1,
  testTimeout: 180000,
};
