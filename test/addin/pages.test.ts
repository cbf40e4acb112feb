/**
 * Publishing on GitHub Pages: the address the workflow builds for (scripts/pages-url.js) and the workflow
 * itself (.github/workflows/pages.yml): official actions only, the production build with that address,
 * dist/ and the templates published.
 */
import { readFileSync } from "fs";
import path from "path";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS script shared with the workflow
const { pagesUrl } = require("../../scripts/pages-url");

const workflow = readFileSync(path.resolve(__dirname, "../../.github/workflows/pages.yml"), "utf8");

describe("the Pages address", () => {
  test("a project site is https://<owner>.github.io/<repo>/ (the host lower-cased), the owner's site its root", () => {
    expect(pagesUrl({ owner: "Othello-Fed", repo: "Brightwell" })).toBe("https://othello-fed.github.io/Brightwell/");
    expect(pagesUrl({ owner: "Othello-Fed", repo: "othello-fed.github.io" })).toBe("https://othello-fed.github.io/");
  });

  test("a custom domain (repository variable ADDIN_PROD_URL) wins, checked like any production URL", () => {
    expect(pagesUrl({ owner: "a", repo: "b", override: "https://addins.othello.kr/brightwell" })).toBe(
      "https://addins.othello.kr/brightwell/",
    );
    expect(() => pagesUrl({ owner: "a", repo: "b", override: "http://addins.othello.kr/" })).toThrow(
      /must start with https:\/\//,
    );
    expect(() => pagesUrl({ owner: "", repo: "b" })).toThrow(/OWNER and REPO must be set/);
  });
});

/** The workflow's run: | blocks (the shell it runs). */
const scripts = () => [...workflow.matchAll(/run: \|\n((?: {10}.*\n)+)/g)].map((m) => m[1]).join("");

describe(".github/workflows/pages.yml", () => {
  test("uses GitHub's official actions only", () => {
    const uses = [...workflow.matchAll(/uses:\s*(\S+)/g)].map((m) => m[1].split("@")[0]).sort();
    expect(uses).toEqual([
      "actions/checkout",
      "actions/configure-pages",
      "actions/deploy-pages",
      "actions/setup-node",
      "actions/upload-pages-artifact",
    ]);
  });

  test("tests, then builds with ADDIN_PROD_URL from the github context (passed as environment, not spliced into the script)", () => {
    expect(workflow).toContain("run: npm test");
    expect(workflow).toContain("OWNER: ${{ github.repository_owner }}");
    expect(workflow).toContain("REPO: ${{ github.event.repository.name }}");
    expect(workflow).toContain('ADDIN_PROD_URL="$(node scripts/pages-url.js)"');
    expect(workflow.indexOf("npm test")).toBeLessThan(workflow.indexOf("npm run build"));
    const scripts = [...workflow.matchAll(/run: \|\n((?: {10}.*\n)+)/g)].map((m) => m[1]).join("");
    expect(scripts).toContain("npm run build");
    expect(scripts).not.toMatch(/\$\{\{/);
  });

  test("publishes dist/ with the templates, with the permissions Pages needs and no more", () => {
    // The templates are written for the site, naming it for readers without the add-in (scripts/templates.ts).
    expect(scripts()).toContain('npm run templates -- --site "$ADDIN_PROD_URL" --out dist/templates');
    expect(scripts().indexOf("npm run templates")).toBeGreaterThan(scripts().indexOf('ADDIN_PROD_URL="$('));
    expect(workflow).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist\n/);
    expect(workflow).toMatch(/permissions:\n {2}contents: read\n {2}pages: write\n {2}id-token: write\n/);
  });

  test("publishes the command line as an npm package and the sample it reads (README: Command line without git)", () => {
    const run = scripts();
    expect(run).toContain("npm pack --pack-destination dist");
    expect(run).toContain("cp dist/brightwell-*.tgz dist/brightwell.tgz");
    expect(run).toContain("cp samples/dutch-open-2026.xlsx dist/samples/");
    // Packed after the build, which compiles the command line it carries.
    expect(run.indexOf("npm pack")).toBeGreaterThan(run.indexOf("npm run build"));
  });
});
