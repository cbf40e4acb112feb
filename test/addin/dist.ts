import fs from "fs";
import path from "path";

/**
 * The production build for the test address (`npm run build:test`): `npm test` makes it before jest, and jest's globalSetup
 * (test/setup/build-dist.js) makes it when these suites run and dist/ is missing or stale.
 */
export const DIST = path.resolve(__dirname, "../../dist");

export function distFile(name: string): string {
  const file = path.join(DIST, name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing although jest's globalSetup builds dist/: run \`npm run build:test\` and read its errors.`,
    );
  }
  return file;
}

export function readDist(name: string): string {
  return fs.readFileSync(distFile(name), "utf8");
}
