/**
 * `npm run templates`: writes templates/tournament-en.xlsx, tournament-ko.xlsx and tournament-ja.xlsx
 * from the same definitions the task pane uses (src/sheets/workbook/newTournament.ts templateWorkbook),
 * through the package layer (src/xlsx/spec.ts; the same bytes for the same definitions). Never edit the templates by hand: change the definitions and
 * run this again; test/templates/templates.test.ts fails when the committed files drift from them.
 *
 *   npm run templates -- [--out DIR] [--site URL]
 *
 * `--site` names the Brightwell site the templates are published on, in the line for readers without the
 * add-in; the GitHub Pages workflow writes the templates it publishes that way, into dist/templates
 * (`--out`). The committed templates are made without it (they name "your federation's Brightwell site").
 */
import { promises as fs } from "fs";
import * as path from "path";
import { templateBuffer, TEMPLATE_LANGUAGES, templateFileName } from "../src/cli/templates";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS script shared with the build
const { productionUrl } = require("./addin-url");

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value.`);
  return value;
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((a, i) => !["--out", "--site"].includes(a) && !["--out", "--site"].includes(args[i - 1]));
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown[0]}: use --out DIR and --site URL.`);
  const out = option(args, "--out");
  const siteOption = option(args, "--site");
  // The same check as the production build's ADDIN_PROD_URL: an https folder address.
  const site: string | undefined = siteOption === undefined ? undefined : productionUrl(siteOption);
  const dir = path.resolve(out ?? path.join(__dirname, "..", "templates"));
  await fs.mkdir(dir, { recursive: true });
  for (const language of TEMPLATE_LANGUAGES) {
    const file = path.join(dir, templateFileName(language));
    await fs.writeFile(file, await templateBuffer(language, { site }));
    console.log(`wrote ${path.relative(process.cwd(), file)}${site ? ` (site ${site})` : ""}`);
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
