/**
 * Jest for the browser tests (test/browser/): the BUILT task pane (dist/) in headless Chromium
 * (Debian's /usr/bin/chromium through playwright-core), with office.js served from
 * node_modules/@microsoft/office-js and the in-memory Excel fake injected. Run with
 * `npm run test:browser` (builds first). BRIGHTWELL_DIST=<dir> tests another build output.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test/browser"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { diagnostics: false }],
    // get-east-asian-width ships ES modules only (see jest.config.js): the tests import the pane's flow, which
    // measures display widths through it.
    "/node_modules/get-east-asian-width/.+\\.js$": ["ts-jest", { diagnostics: false, tsconfig: { allowJs: true } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!get-east-asian-width/)"],
  // One browser at a time on a 2-core machine; page loads take a few seconds.
  maxWorkers: 1,
  testTimeout: 120000,
};
