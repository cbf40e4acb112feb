#!/usr/bin/env node
/**
 * `npm run build:cli` (also run by `npm run build`, `npm run build:test` and, through `prepare`, by `npm install`):
 * bundles the command line (src/cli/main.ts and everything it imports: the package layer src/xlsx and fflate) into one CommonJS file,
 * build/brightwell.js, the `brightwell` bin of package.json.
 *
 * Why a bundle: through tsx the command line spent about 1 s of its 1.4 s on the sample compiling TypeScript and
 * resolving a few hundred files; one pre-built file starts in about 0.15 s (bench: `npm run bench -- startup`).
 * esbuild (tsx's own compiler) does it in well under a second. Type checking stays with `npm run typecheck`.
 *
 * The bundle needs nothing at run time but Node's own modules: package.json declares no dependency (exceljs and
 * jszip are bundled, so they are devDependencies) and its `files` ship this bundle and the sample only, so
 * `npm pack` gives a package that installs on a machine with only Node (README "Command line without git";
 * test/addin/package.test.ts reads the bundle's requires). `prepare` runs this script on `npm install` in the
 * repository and on installs from git; npm does not run it for a packed .tgz, which carries the bundle already.
 */
"use strict";
const path = require("path");
const fs = require("fs");
const esbuild = require("esbuild");

const ROOT = path.resolve(__dirname, "..");
/** The compiled command line (package.json "bin": brightwell). */
const OUT = path.join(ROOT, "build", "brightwell.js");

async function main() {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ["src/cli/main.ts"],
    outfile: OUT,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    banner: { js: "#!/usr/bin/env node" },
    logLevel: "warning",
  });
  if (result.errors.length > 0) process.exit(1);
  fs.chmodSync(OUT, 0o755);
}

main().catch((e) => {
  // esbuild has already printed its errors with file and line; a stack trace would add nothing.
  if (!e || !Array.isArray(e.errors)) console.error(`build:cli failed: ${e && e.message ? e.message : e}`);
  process.exit(1);
});
