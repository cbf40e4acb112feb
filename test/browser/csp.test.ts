/**
 * The built pane under its own Content-Security-Policy in Chromium (office.js served locally, the in-memory
 * workbook): it loads and computes standings without a single policy violation, and a request to another
 * origin is refused by the policy itself, before it reaches the network.
 */
import { tournamentToSheets } from "../../src/sheets";
import { newWatch, paneContext, panePage, usePaneServer } from "./harness";
import { ftdFixture } from "../helpers/fixtures";

const env = usePaneServer();

/**
 * office.js's own log proxy: outside Office (no host) its ULS logger opens
 * https://telemetryservice.firstpartyapps.oaspapps.com/telemetryservice/telemetryproxy.html in a frame 3 s after it
 * loads (ULSEndpointProxy in o15apptofilemappingtable.js). The pane's policy has no frame-src, so the frame is
 * refused: by design, the pane sends nothing anywhere, and office.js keeps its log lines in memory. Whether the
 * refusal falls inside this test depends on how long the machine takes to get there (under 3 s: none), so exactly
 * this one refusal is set aside and every other violation still fails the test.
 */
const OFFICE_LOG_FRAME = "frame-src https://telemetryservice.firstpartyapps.oaspapps.com";
const violations = (all: string[]) => all.filter((v) => v !== OFFICE_LOG_FRAME);

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
  expect(violations(await page.evaluate(() => (globalThis as any).__csp))).toEqual([]);
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
  await page.waitForFunction(() => ((globalThis as any).__csp as string[]).some((v) => v.startsWith("connect-src")));
  expect(violations(await page.evaluate(() => (globalThis as any).__csp))).toEqual([
    "connect-src https://example.org/collect",
  ]);
  expect(watch.blocked.filter((u) => u.includes("example.org"))).toEqual([]); // never reached the network
  await context.close();
});
