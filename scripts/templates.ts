/**
 * `npm run templates`: writes templates/tournament-en.xlsx, tournament-ko.xlsx and tournament-ja.xlsx
 * from the same definitions the task pane uses (src/sheets/workbook/newTournament.ts templateWorkbook),
 * through the package layer (src/xlsx/spec.ts; the same bytes for the same definitions). Never edit the templates by hand: change the definitions and
 * run this again; test/templates/templates.test.ts fails when the committed files drift from them.
 */
import { promises as fs } from "fs";
import * as path from "path";
import { templateBuffer, TEMPLATE_LANGUAGES, templateFileName } from "../src/cli/templates";

async function main(): Promise<void> {
  const dir = path.resolve(__dirname, "..", "templates");
  await fs.mkdir(dir, { recursive: true });
  for (const language of TEMPLATE_LANGUAGES) {
    const file = path.join(dir, templateFileName(language));
    await fs.writeFile(file, await templateBuffer(language));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
