import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/**
 * The development tools start: Microsoft's office-addin CLIs (behind `npm start`, `npm stop`, `npm run validate`)
 * load, and a production build refuses to run without ADDIN_PROD_URL instead of inventing a host.
 */

const ROOT = path.resolve(__dirname, "../..");

/** The file a package's bin `name` runs (resolved like npm does, from the package's own package.json). */
function binOf(pkg: string, name: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`, { paths: [ROOT] });
  const bin = JSON.parse(fs.readFileSync(manifestPath, "utf8")).bin as string | Record<string, string>;
  return path.join(path.dirname(manifestPath), typeof bin === "string" ? bin : bin[name]);
}

function node(args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8", env, timeout: 120_000 });
}

describe("Microsoft's office-addin command lines load (npm start / stop / validate use them)", () => {
  // Both load @microsoft/app-manifest, which requires fs-extra without declaring it: without fs-extra in the
  // project's own devDependencies they crash with "Cannot find module 'fs-extra'" before printing anything.
  test("office-addin-debugging --help prints its usage and exits 0", () => {
    const r = node([binOf("office-addin-debugging", "office-addin-debugging"), "--help"]);
    expect(r.stderr).not.toMatch(/Cannot find module/);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: office-addin-debugging/m);
    expect(r.stdout).toMatch(/^\s+start \[options\] <manifest-path>/m);
    expect(r.stdout).toMatch(/^\s+stop \[options\] <manifest-path>/m);
  });

  test("office-addin-manifest --help prints its usage and exits 0", () => {
    const r = node([binOf("office-addin-manifest", "office-addin-manifest"), "--help"]);
    expect(r.stderr).not.toMatch(/Cannot find module/);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: office-addin-manifest/m);
    expect(r.stdout).toMatch(/^\s+validate \[options\] <manifest-path>/m);
  });

  test("office-addin-manifest info reads our manifest offline (id and name as written in manifest.xml)", () => {
    const r = node([binOf("office-addin-manifest", "office-addin-manifest"), "info", "manifest.xml"]);
    expect(r.status).toBe(0);
    const xml = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
    const id = /<Id>([^<]+)<\/Id>/.exec(xml)![1];
    expect(r.stdout).toContain(`Id: ${id}`);
    expect(r.stdout).toContain("Name: Brightwell");
  });
});

describe("a production build without ADDIN_PROD_URL", () => {
  test("stops at once with a message saying what to set (exit 1, no stack trace, nothing built)", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-build-"));
    try {
      const env = { ...process.env };
      delete env.ADDIN_PROD_URL;
      const r = node([binOf("webpack-cli", "webpack-cli"), "--mode", "production", "--output-path", out], env);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("A production build needs ADDIN_PROD_URL: it is not set.");
      expect(r.stderr).toContain("npm run build:dev");
      expect(r.stderr).not.toMatch(/^\s+at /m);
      expect(fs.readdirSync(out)).toEqual([]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
