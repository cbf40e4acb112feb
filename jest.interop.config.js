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
  },
  // One LibreOffice at a time on a 2-core machine.
  maxWorkers: 1,
  testTimeout: 180000,
};
