/**
 * "Update ratings" in the BUILT pane (headless Chromium, local office.js, the in-memory workbook): the worked Elo example
 * event (docs/rules.md §5) previewed, applied and undone, with a player named
 * `<img src=x onerror="window.__pwned=1">` shown as text in the preview table, the undo table and the player
 * picker; the rating chart; the player's card (SVG, his name escaped); the .ELO download link.
 */
import { readFileSync } from "fs";
import type { Page } from "playwright-core";
import { newWatch, paneContext, panePage, usePaneServer } from "./harness";
import { MEMBERSHIP_EN, seedRatings, seedResults } from "../sheets/ratings-helpers";

const HOSTILE = '<img src=x onerror="window.__pwned=1">';
const env = usePaneServer();

/** The worked Elo example ("Seed 002") with player A renamed to the hostile name, on the Results and on the rating list. */
function workbook() {
  const rename = (rows: unknown[][]) => rows.map((r) => r.map((v) => (v === "A" ? HOSTILE : v)));
  return { sheets: { Results: rename(seedResults()), Ratings: rename(seedRatings()) } };
}

const bookValues = (page: Page, sheet: string) =>
  page.evaluate((name) => (globalThis as any).__fake.book.values(name, "values") as unknown[][], sheet);
const sheetNames = (page: Page) => page.evaluate(() => (globalThis as any).__fake.book.sheetNames() as string[]);

async function clickAndWait(page: Page, button: string, text: string): Promise<string> {
  await page.click(button);
  await page.waitForFunction((want) => {
    const m = document.getElementById("rating-message");
    return !!m && /\bbw-(ok|warn|error)\b/.test(m.className) && (m.textContent ?? "").includes(want);
  }, text);
  return (await page.locator("#rating-message").textContent()) ?? "";
}

test("Update ratings: preview → apply → undo, a hostile name shown as text; chart and .ELO download", async () => {
  const watch = newWatch();
  const context = await paneContext(env.browser, watch, { width: 350, height: 1000 });
  const page = await panePage(context, watch, workbook());
  await page.goto(`${env.origin}/taskpane.html?lang=en`);
  await page.waitForFunction(() => {
    const b = document.getElementById("rating-preview") as HTMLButtonElement | null;
    const s = document.getElementById("results-sheet") as HTMLSelectElement | null;
    return !!b && !b.disabled && !!s && s.options.length > 0;
  });
  const list = await bookValues(page, "Ratings");

  await page.click("#ratings-details summary");
  await page.fill("#rating-event", "Seed 002");
  // The workbook has no date (no Tournament sheet): the field stays empty and Preview says so, as `rate` does;
  // nothing is dated today by itself.
  expect(await page.locator("#rating-date").inputValue()).toBe("");
  expect(await clickAndWait(page, "#rating-preview", "no date")).toContain(
    "The event has no date: give the event's date in the field above",
  );
  // A newcomers' rating no rating can be: refused naming the field.
  await page.fill("#rating-start", "-1600");
  expect(await clickAndWait(page, "#rating-preview", "Newcomers")).toBe(
    "Newcomers' rating must be a number greater than 0 and less than 100,000, found -1600.",
  );
  await page.fill("#rating-start", "");
  await page.fill("#rating-date", "2024-05-01");

  // Preview: the table shows the hostile name as text; nothing is written.
  expect(await clickAndWait(page, "#rating-preview", "not written yet")).toContain("The changes add up to 0.00.");
  // At pane width: player, old → new, change; expected score, points and games under the player on demand.
  const firstRow = page.locator("#rating-table tbody tr.bw-rating-main").first().locator("td");
  expect(await firstRow.allTextContents()).toEqual([HOSTILE, "1,934.00 → 1,902.26", "-31.74"]);
  const details = page.locator("#rating-table tbody tr.bw-rating-more").first();
  expect(await details.isHidden()).toBe(true);
  expect(await page.locator("#rating-more").getAttribute("aria-expanded")).toBe("false");
  await page.locator("#rating-more").focus();
  await page.keyboard.press("Enter"); // a button: the keyboard opens the details as the pointer does
  expect(await page.locator("#rating-more").getAttribute("aria-expanded")).toBe("true");
  expect(await details.isVisible()).toBe(true);
  expect(await details.locator(".bw-fact").allTextContents()).toEqual(["Expected 4.99", "Points 4", "Games 6"]);
  expect(await page.locator("#rating-table").textContent()).toContain(HOSTILE);
  expect(await sheetNames(page)).toEqual(["Results", "Ratings"]);
  expect(await bookValues(page, "Ratings")).toEqual(list);

  // Apply: the list is updated, the event is on the Rating history and can be undone.
  await clickAndWait(page, "#rating-apply", "applied");
  expect(await sheetNames(page)).toEqual(["Results", "Ratings", "Rating history"]);
  const rated = await bookValues(page, "Ratings");
  expect(rated[1][1]).toBe(HOSTILE);
  expect(Number((rated[1][2] as number).toFixed(2))).toBe(1902.26);
  await page.waitForFunction(() => (document.getElementById("rating-undo-event") as HTMLSelectElement).value !== "");
  expect(await page.locator("#rating-undo-event option").allTextContents()).toEqual(["Seed 002 (2024-05-01)"]);
  expect(await page.locator("#rating-player option").allTextContents()).toContain(`${HOSTILE} (1)`);

  // Applying again is refused, saying when it was applied; the problem names its cell.
  await clickAndWait(page, "#rating-apply", "problem");
  expect(await page.locator("#rating-problems").textContent()).toMatch(
    /"Seed 002" \(2024-05-01\) was already applied on \d{4}-/,
  );

  // The hostile player's rating chart: the chart's title is his name, as text.
  await page.selectOption("#rating-player", "1");
  await clickAndWait(page, "#rating-chart", "Rating chart");
  const charts = await page.evaluate(() => (globalThis as any).__fake.book.charts("Rating chart"));
  expect(charts.map((c: { title: string; type: string }) => [c.type, c.title])).toEqual([["Line", HOSTILE]]);

  // The hostile player's card as SVG: a link to the file made in the page; his name escaped in it (text, not markup).
  await page.click("#list-card");
  await page.waitForFunction(() => /\bbw-ok\b/.test(document.getElementById("list-message")?.className ?? ""));
  const cardLink = page.locator("#list-download-link");
  expect(await cardLink.getAttribute("download")).toBe("rating-card-1.svg");
  const [card] = await Promise.all([page.waitForEvent("download"), cardLink.click()]);
  const svg = readFileSync((await card.path())!, "utf8");
  expect(svg).toContain("&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;");
  expect(svg).not.toContain("<img");

  // Download .ELO: a link to the file made in the page.
  await clickAndWait(page, "#rating-export", "20240501_Seed_002.ELO");
  const link = page.locator("#rating-download-link");
  expect(await link.getAttribute("download")).toBe("20240501_Seed_002.ELO");
  expect(await link.getAttribute("href")).toMatch(/^blob:/);
  // Saving it is a download, not a fetch: the pane's CSP (connect-src 'self') lets it through.
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("20240501_Seed_002.ELO");
  expect(readFileSync((await download.path())!, "utf8")).toContain("%%Tournament: Seed 002");

  // Undo: the list is back exactly (the membership columns the update added stay, titled and empty); the undo
  // table shows the name as text.
  await clickAndWait(page, "#rating-undo", "undone");
  const restored = await bookValues(page, "Ratings");
  expect(restored.map((r) => r.slice(0, 6))).toEqual(list);
  expect(restored[0].slice(6)).toEqual(MEMBERSHIP_EN);
  expect(await page.locator("#rating-table tbody tr:first-child td").allTextContents()).toEqual([
    HOSTILE,
    "1,902.26",
    "1,934.00",
  ]);
  expect(await page.locator("#rating-more").isHidden()).toBe(true); // an undo has no details to show

  expect(await page.locator("img").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(watch.dialogs).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  await context.close();
});
