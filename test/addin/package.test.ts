/**
 * The command line without git (README "Command line without git"): `npm pack` gives brightwell-<version>.tgz,
 * which installs on a machine with only Node (`npm install -g ./brightwell-<version>.tgz`), puts `brightwell` on the
 * PATH and runs every command. It carries only what it needs (package.json `files`: the compiled command line and
 * the sample; npm adds package.json and the READMEs) and declares no dependency: the bundle build/brightwell.js
 * needs nothing at run time but Node's own modules, which this test reads from the bundle. The installs here run
 * with --offline: they fetch nothing from any registry. `prepare` (the build, for installs from git) is not run for a
 * tarball: the install would fail if it were, scripts/build-cli.js not being in the package.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import { builtinModules } from "module";
import os from "os";
import path from "path";
import { COMMANDS } from "../../src/cli/registry";
import { runCli } from "../helpers/cli";

// npm pack and two installs on a shared 2-core machine: a guard against hangs, not a timing assertion.
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const SAMPLE = "samples/dutch-open-2026.xlsx";

interface Run {
  code: number;
  out: string;
  err: string;
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Run {
  const r = spawnSync(command, args, { ...options, encoding: "utf8" });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** npm, offline, quiet; its cache in the temporary folder so nothing outside it is touched or used. */
function npm(args: string[], cwd: string): Run {
  const r = run("npm", [...args, "--offline", "--no-audit", "--no-fund", "--cache", path.join(tmp, "npm-cache")], {
    cwd,
  });
  if (r.code !== 0) throw new Error(`npm ${args.join(" ")} failed (${r.code}):\n${r.err}`);
  return r;
}

let tmp: string;
let tgz: string;
let packed: { path: string; size: number }[];
let tarballSize: number;
let unpackedSize: number;
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
/** The sample's standings in the README's "Command line without git", step 2. */
const README_COMMAND = /^ {3}(brightwell standings "\$\(npm root -g\)[^\n]*--preset ftd)/m;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-pack-"));
  // The bundle is the one `npm test` built (build:test) or jest's global setup; --ignore-scripts: not rebuilt while
  // other suites run it.
  const r = npm(["pack", "--json", "--ignore-scripts", "--pack-destination", tmp], ROOT);
  const info = JSON.parse(r.out)[0] as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string; size: number }[];
  };
  tgz = path.join(tmp, info.filename);
  packed = info.files;
  tarballSize = info.size;
  unpackedSize = info.unpackedSize;
});

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the package", () => {
  test("brightwell-<version>.tgz carries the compiled command line, the sample, package.json and the READMEs only", () => {
    expect(path.basename(tgz)).toBe(`brightwell-${pkg.version}.tgz`);
    expect(packed.map((f) => f.path).sort()).toEqual(
      ["README.ja.md", "README.ko.md", "README.md", "build/brightwell.js", "package.json", SAMPLE].sort(),
    );
    expect(pkg.files).toEqual(["build/brightwell.js", SAMPLE]);
    expect(tarballSize).toBeGreaterThan(0);
  });

  test("declares no dependency: the bundle requires nothing but Node's own modules", () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    const bundle = fs.readFileSync(path.join(ROOT, pkg.bin.brightwell), "utf8");
    const required = [...new Set([...bundle.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]))];
    expect(required.length).toBeGreaterThan(0);
    const builtin = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    expect(required.filter((m) => !builtin.has(m))).toEqual([]);
    // No require of a computed name either (one that could name a package at run time).
    expect(bundle.match(/\brequire\(\s*[^"'\s)]/g) ?? []).toEqual([]);
  });
});

describe("installed from the tarball into an empty folder, offline", () => {
  let prefix: string;
  let bin: string;
  beforeAll(() => {
    prefix = path.join(tmp, "local");
    fs.mkdirSync(prefix);
    npm(["install", "--prefix", prefix, tgz], tmp);
    bin = path.join(prefix, "node_modules", ".bin", "brightwell");
  });

  test("the README's main job: standings of the bundled sample, as the source prints them", async () => {
    const sample = path.join(prefix, "node_modules", "brightwell", SAMPLE);
    const got = run(bin, ["standings", sample, "--preset", "ftd"], { cwd: tmp });
    const want = await runCli(["standings", path.join(ROOT, SAMPLE), "--preset", "ftd"], ROOT);
    expect(got).toEqual(want);
    expect(got.out).toMatch(/^125th Dutch Othello Open — standings after round 7 of 7/);
    // Nothing but the package itself was installed.
    expect(fs.readdirSync(path.join(prefix, "node_modules")).filter((d) => !d.startsWith("."))).toEqual(["brightwell"]);
  });

  test.each([[[] as string[]], ...COMMANDS.map((c) => [[c.name]])])(
    "brightwell %j --help: every command runs, with the help the source prints",
    async (command) => {
      const argv = [...command, "--help"];
      const got = run(bin, argv, { cwd: tmp });
      expect(got.code).toBe(0);
      expect(got).toEqual(await runCli(argv, ROOT));
    },
  );
});

describe("installed globally (npm install -g ./brightwell-<version>.tgz)", () => {
  test("puts brightwell on the PATH; the README's command gives the sample's standings", async () => {
    const prefix = path.join(tmp, "global");
    npm(["install", "-g", "--prefix", prefix, tgz], tmp);
    const binDir = path.join(prefix, "bin");
    expect(fs.realpathSync(path.join(binDir, "brightwell"))).toBe(
      path.join(fs.realpathSync(prefix), "lib", "node_modules", "brightwell", "build", "brightwell.js"),
    );
    // The README's step 2, as typed, with this prefix as npm's global one.
    const command = README_COMMAND.exec(readme)?.[1];
    expect(command).toBe('brightwell standings "$(npm root -g)/brightwell/samples/dutch-open-2026.xlsx" --preset ftd');
    const r = run("sh", ["-c", command!], {
      cwd: tmp,
      env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}`, npm_config_prefix: prefix },
    });
    expect(r).toEqual(await runCli(["standings", SAMPLE, "--preset", "ftd"], ROOT));
  });
});

describe("the README says what the package is", () => {
  test("its size and file count (section Command line without git)", () => {
    const m = /The package is about (\d+) KB \(([\d.]+) MB\s+unpacked, (\d+) files/.exec(readme.replace(/\n\s*/g, " "));
    expect(m).not.toBeNull();
    const [kb, mb, files] = [Number(m![1]), Number(m![2]), Number(m![3])];
    // Rounded figures: within a fifth of what npm pack reports.
    expect(Math.abs(tarballSize / 1024 - kb) / kb).toBeLessThan(0.2);
    expect(Math.abs(unpackedSize / 1024 / 1024 - mb) / mb).toBeLessThan(0.2);
    expect(files).toBe(packed.length);
  });
});
