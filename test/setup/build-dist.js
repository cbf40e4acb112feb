/**
 * Jest globalSetup: the add-in suites (test/addin/bundle, manifest, metadata, csp, support,
 * compiled-cli, package) read the production build in dist/ (made for the test address by `npm run build:test`)
 * and the compiled command line in build/. `npm test` builds before jest; a bare `npx jest` (a fresh clone, or after editing
 * the sources) builds here, once, when one of those suites is part of the run and dist/ is missing
 * or older than what it is built from. A failed build stops the run with webpack's own messages.
 */
const { spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "../..");
/** The suites that read dist/ (test/addin/dist.ts) or the compiled command line (build/brightwell.js, packed by package). */
const READERS = ["bundle", "manifest", "metadata", "csp", "support", "compiled-cli", "package"].map((n) =>
  path.join(ROOT, "test", "addin", `${n}.test.ts`),
);
/** What `npm run build:test` writes and those suites read (relative to the root). */
const OUTPUTS = [
  ...[
    "functions.js",
    "functions.json",
    "functions-ko.json",
    "functions-ja.json",
    "manifest.xml",
    "taskpane.html",
    "help.html",
    "support.html",
  ].map((f) => `dist/${f}`),
  "build/brightwell.js",
];
/** What the build reads: any of these newer than the oldest output makes dist/ stale. */
const INPUTS = [
  "src",
  "taskpane",
  "assets",
  "pages",
  "scripts",
  "manifest.xml",
  "webpack.config.js",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function newestMtime(p) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why dist/ must be (re)built, or null when it is up to date. */
function staleness() {
  let oldest = Infinity;
  for (const f of OUTPUTS) {
    const file = path.join(ROOT, f);
    if (!fs.existsSync(file)) return `${f} is missing`;
    oldest = Math.min(oldest, fs.statSync(file).mtimeMs);
  }
  for (const input of INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > oldest) return `${input} changed after the last build`;
  }
  return null;
}

/** Will this jest run include a suite that reads dist/? (When jest cannot tell us, assume yes.) */
function runIncludesReaders(globalConfig) {
  const patterns = globalConfig.testPathPatterns;
  if (globalConfig.onlyChanged || globalConfig.findRelatedTests || globalConfig.changedSince) return true;
  if (!patterns || typeof patterns.isSet !== "function" || !patterns.isSet()) return true;
  try {
    const executor = patterns.toExecutor({ rootDir: globalConfig.rootDir });
    return READERS.some((file) => executor.isMatch(file));
  } catch {
    return true;
  }
}

module.exports = async function buildDistIfNeeded(globalConfig) {
  if (!runIncludesReaders(globalConfig)) return;
  const why = staleness();
  if (why === null) return;
  process.stderr.write(`\nBuilding dist/ for the add-in tests (${why}): npm run build:test …\n`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["run", "build:test"], { cwd: ROOT, encoding: "utf8", shell: process.platform === "win32" });
  if (r.status !== 0) {
    const output = `${r.stdout ?? ""}${r.stderr ?? ""}`.trim().split("\n").slice(-40).join("\n");
    throw new Error(
      `npm run build:test failed (exit ${r.status ?? r.signal}); the add-in tests need dist/.\n${output}`,
    );
  }
  const still = staleness();
  if (still !== null) throw new Error(`npm run build:test finished but dist/ is still not usable: ${still}.`);
  process.stderr.write("dist/ built.\n");
};
