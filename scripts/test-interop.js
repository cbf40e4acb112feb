#!/usr/bin/env node
/**
 * `npm run test:interop`: LibreOffice opens every workbook the test suite writes (issue 17).
 *
 *   1. jest runs the suites that write workbooks through the test helpers (every test file that uses runCli or
 *      collectWorkbook, test/helpers/collect.ts) with BRIGHTWELL_WORKBOOKS_DIR set to a fresh folder: the helpers
 *      copy every .xlsx / .xlsm written into it. `npm run test:interop -- <jest args>` runs those instead (e.g. one
 *      folder: `npm run test:interop -- test/cli`).
 *   2. jest -c jest.interop.config.js: test/libreoffice/opens.test.ts converts them all with LibreOffice headless
 *      (`soffice`, Debian's libreoffice-calc-nogui) and compares the values.
 *
 * The exit code is the first failure's. The folder is removed when both pass, kept (and named) when one fails.
 * Works in any shell (the variable is set here, not on the command line).
 */
"use strict";
const { spawnSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");
const JEST = require.resolve("jest/bin/jest");

/** Test files (not the browser's nor LibreOffice's own) that write workbooks through the collecting helpers. */
function writingSuites() {
  const found = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!["browser", "libreoffice", "fixtures", "helpers"].includes(e.name)) walk(p);
      } else if (e.name.endsWith(".test.ts") && /\b(runCli|collectWorkbook)\b/.test(fs.readFileSync(p, "utf8"))) {
        found.push(path.relative(ROOT, p));
      }
    }
  };
  walk(path.join(ROOT, "test"));
  return found.sort();
}

function jest(args, env) {
  const run = spawnSync(process.execPath, [JEST, ...args], { cwd: ROOT, env, stdio: "inherit" });
  return run.status ?? 1;
}

function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-workbooks-"));
  const env = { ...process.env, BRIGHTWELL_WORKBOOKS_DIR: dir };
  const asked = process.argv.slice(2);
  const suites = asked.length > 0 ? asked : writingSuites();
  console.log(`test:interop 1/2: the suites that write workbooks (${suites.length}), collected in ${dir}`);
  // Paths as patterns: escape what jest would read as a regular expression.
  const written = jest(asked.length > 0 ? asked : suites.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), env);
  const count = fs.readdirSync(dir).filter((f) => /\.xls[xm]$/i.test(f)).length;
  console.log(`test:interop 2/2: LibreOffice opens the ${count} workbooks written`);
  const opened = jest(["-c", "jest.interop.config.js"], env);
  if (written === 0 && opened === 0) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`test:interop: the workbooks are kept in ${dir}`);
  process.exitCode = written || opened;
}

main();
