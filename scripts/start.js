#!/usr/bin/env node
/**
 * `npm start` / `npm stop`: build, serve and sideload into Excel desktop with office-addin-debugging.
 *
 * office-addin-debugging supports only Windows and macOS, and on Linux it prints an error but exits 0, so a
 * script relying on it would pass silently. Here Linux (and anything else) gets a clear message and exit 1.
 */
"use strict";
const { spawnSync } = require("child_process");

const stop = process.argv.includes("--stop");
const supported = process.platform === "win32" || process.platform === "darwin";

if (!supported) {
  console.error(
    [
      `Excel desktop is not available on ${process.platform}: office-addin-debugging can sideload only on Windows and macOS.`,
      "What you can do here instead:",
      "  npm run cli -- standings samples/dutch-open-2026.xlsx --preset ftd   (the main job, no Excel needed)",
      "  npm run dev-server   then sideload manifest.xml into Excel on the web (README: 'Excel on the web')",
      "  npm test             the unit, metadata, manifest and bundle tests",
    ].join("\n"),
  );
  process.exit(1);
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", shell: true });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (stop) {
  run("npx", ["office-addin-debugging", "stop", "manifest.xml"]);
} else {
  run("npm", ["run", "build:dev"]);
  run("npx", ["office-addin-debugging", "start", "manifest.xml", "desktop", "--app", "excel"]);
}
