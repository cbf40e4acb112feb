/**
 * Jest for the interoperability tests (test/interop/): Brightwell's files as other programs read and print them,
 * LibreOffice headless (`soffice`, Debian's libreoffice-calc-nogui) and poppler's pdfinfo / pdftotext (Debian's
 * poppler-utils). Run with `npm run test:interop`; each file converts in one soffice run of a few seconds.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/interop"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { diagnostics: false }],
  },
  // One LibreOffice at a time on a 2-core machine.
  maxWorkers: 1,
  testTimeout: 180000,
};
