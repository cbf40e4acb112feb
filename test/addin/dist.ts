import fs from "fs";
import path from "path";

/** The production build that `npm test` makes before jest runs (`npm run build`). */
export const DIST = path.resolve(__dirname, "../../dist");

export function distFile(name: string): string {
  const file = path.join(DIST, name);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first (\`npm test\` does it for you).`);
  }
  return file;
}

export function readDist(name: string): string {
  return fs.readFileSync(distFile(name), "utf8");
}
