/**
 * Jest's node environment plus one fast-check seed per test file, so that every property failure
 * can be replayed.
 *
 * fc.assert already prints `{ seed, path }` when a property fails, but not when the failure
 * happens outside its report: an arbitrary that throws while generating, or an async property
 * stopped by jest's timeout. So the seed is chosen here, handed to fast-check as its global seed
 * (test/setup/fast-check.ts), and added to the message of every failing test of the file:
 *
 *   FC_SEED=<seed> npx jest <file> -t "<test name>"              # replays the whole run
 *   FC_SEED=<seed> FC_PATH=<path> npx jest <file> -t "<test name>"  # only the shrunk counterexample
 *
 * Each fc.assert starts from the same global seed, so a test gives the same values whether it
 * runs alone or with the rest of its file.
 */
const { TestEnvironment } = require("jest-environment-node");

function chooseSeed() {
  const fromEnv = process.env.FC_SEED;
  if (fromEnv !== undefined && fromEnv.trim() !== "") {
    const seed = Number(fromEnv);
    if (!Number.isInteger(seed))
      throw new Error(`FC_SEED must be a whole number (fast-check's "seed"), got "${fromEnv}".`);
    return seed | 0;
  }
  // fast-check's own default: the clock mixed with Math.random, as a 32-bit integer.
  return (Date.now() ^ (Math.random() * 0x100000000)) | 0;
}

class FastCheckEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.fcSeed = chooseSeed();
    this.testPath = context.testPath;
    this.global.__FC_SEED__ = this.fcSeed;
    const path = process.env.FC_PATH;
    if (path !== undefined && path.trim() !== "") this.global.__FC_PATH__ = path.trim();
  }

  async handleTestEvent(event) {
    if (event.name !== "test_fn_failure" && event.name !== "hook_failure") return;
    const name = event.test ? fullName(event.test) : undefined;
    const file = require("path").relative(process.cwd(), this.testPath);
    const note =
      `fast-check seed of this file: ${this.fcSeed}. A property that failed here is replayed by ` +
      `FC_SEED=${this.fcSeed} npx jest ${file}${name ? ` -t ${shellQuote(name)}` : ""}` +
      ` (add FC_PATH=<path> from fast-check's report, when it printed one, to go straight to the counterexample).`;
    const error = event.error;
    if (error !== null && typeof error === "object" && typeof error.message === "string") {
      // jest prints the message above the stack trace; the stack's own copy of it is not shown.
      if (!error.message.includes(note)) error.message = `${error.message}\n\n${note}`;
    } else if (typeof error === "string" && event.test) {
      // e.g. jest's own timeout message: replace the recorded copy with the annotated text.
      const entry = event.test.errors.find((e) => (Array.isArray(e) ? e[0] : e) === error);
      if (Array.isArray(entry)) entry[0] = `${error}\n\n${note}`;
    }
  }
}

/** A test name as jest's -t wants it (a regular expression), quoted as one shell word. */
function shellQuote(text) {
  const pattern = "^" + text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "$";
  return `'${pattern.replace(/'/g, `'\\''`)}'`;
}

/** "describe › nested › test" as jest's -t matches it (names joined by spaces). */
function fullName(test) {
  const names = [];
  for (let t = test; t && t.name !== "ROOT_DESCRIBE_BLOCK"; t = t.parent) names.unshift(t.name);
  return names.join(" ");
}

module.exports = FastCheckEnvironment;
