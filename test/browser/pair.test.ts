/**
 * "Pair round N" in the BUILT task pane (headless Chromium, real office.js outside Office, the
 * in-memory workbook): WOC 2014 after round 4 with one player renamed `<img src=x onerror=alert(1)>`.
 * Click "Pair round 5": the Results rows and the Round 5 sheet are exactly what the same flow writes
 * in Node; the why-list is shown as text; the name stays text. A second click adds nothing. A small
 * round robin with the reversed rematch switched off: the failure, and the one-click retry.
 */
import type { Page } from "playwright-core";
import { pairInWorkbook } from "../../taskpane/flow";
import { RESULTS_TITLES, tournamentToSheets } from "../../src/sheets";
import type { Tournament } from "../../src/engine/model";
import { createFakeExcel } from "../fakes/fake-excel";
import { newWatch, paneContext, panePage, usePaneServer, Watch } from "./harness";
import { roundRobinAfter3 } from "../fixtures/round-robin";
import { eloTournament } from "../helpers/fixtures";

const XSS = "<img src=x onerror=alert(1)>";

/** WOC 2014 after round 4, the champion renamed to the XSS string. */
function event(): { t: Tournament; sheets: { Results: unknown[][]; Players: unknown[][] } } {
  const woc = eloTournament("20141106_WOC_2014.ELO");
  const t: Tournament = structuredClone({ ...woc, games: woc.games.filter((g) => g.round < 5) });
  t.players[0].name = XSS;
  const s = tournamentToSheets(t);
  return { t, sheets: { Results: s.results, Players: s.players } };
}

const env = usePaneServer();

async function open(
  watch: Watch,
  workbook: { sheets: Record<string, unknown[][]> },
  query = "?lang=en",
): Promise<Page> {
  const context = await paneContext(env.browser, watch);
  const page = await panePage(context, watch, workbook);
  await page.goto(`${env.origin}/taskpane.html${query}`);
  return page;
}

/** The scan and the pairing preview are done: the Pair button names the round. */
async function ready(page: Page, round: number): Promise<void> {
  await page.waitForFunction((n) => {
    const b = document.getElementById("pair") as HTMLButtonElement | null;
    return !!b && !b.disabled && b.textContent === `Pair round ${n}`;
  }, round);
}

/** A screenshot of the pairing section only (the full pane is long). */
async function shootPairing(page: Page, path: string, height = 760): Promise<void> {
  const top = await page.evaluate(
    () => document.getElementById("pairing")!.getBoundingClientRect().top + window.scrollY,
  );
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: top, width: 350, height } });
}

const book = (page: Page, sheet: string) =>
  page.evaluate((name) => (globalThis as any).__fake.book.values(name, "values") as unknown[][], sheet);

describe("Pair round N in the task pane", () => {
  it("pairs WOC 2014 round 5: rows in Results, the Round 5 sheet, the why-list as text, the XSS name as text", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const page = await open(watch, { sheets });
    await ready(page, 5);
    expect(await page.locator("#pairing-title").textContent()).toBe("Pair round 5");
    expect(await page.locator("#pair-summary").textContent()).toBe("Round 5: 64 players to pair.");
    expect(await page.locator("#pair-first").isHidden()).toBe(true); // round-1 settings only for round 1
    expect(await page.locator("#pair-reversed").isChecked()).toBe(true); // WOC/PAPP default

    await page.evaluate(() => (globalThis as any).__fake.book.resetLog());
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-ok");
    expect(await page.locator("#pair-message").textContent()).toBe(
      'Round 5 paired: 32 rows added to "Results" (A130:G161) and the printable sheet "Round 5" written.',
    );
    // The click: one read sync, one write sync, nothing else.
    const log = await page.evaluate(
      () => (globalThis as any).__fake.book.syncLog as { loads: number; writes: number; implicit: boolean }[],
    );
    expect(log.map((e) => [e.loads > 0, e.writes > 0, e.implicit])).toEqual([
      [true, false, false],
      [false, true, false],
    ]);

    // The same flow in Node on the same workbook writes the same cells.
    const node = createFakeExcel({ sheets });
    const expected = await pairInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      locale: "en",
    });
    if (expected.kind !== "written") throw new Error(expected.kind);
    const results = await book(page, "Results");
    expect(results).toEqual(node.book.values("Results", "values"));
    expect(results.slice(129)).toEqual(expected.lines.map((l) => [5, l.table, l.black, "", "", l.white, ""]));
    expect(results.slice(129).flatMap((r) => [r[2], r[5]])).toContain(XSS);
    const round = await book(page, "Round 5");
    expect(round).toEqual(node.book.values("Round 5", "values"));
    expect(round[0]).toEqual(["Table", "Black", "Pts", "White", "Pts", "Why"]);
    expect(round).toHaveLength(33);
    const layout = await page.evaluate(() => (globalThis as any).__fake.book.pageLayout("Round 5"));
    expect(layout).toEqual({
      orientation: "Portrait",
      paperSize: "A4",
      centerHorizontally: true,
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 1 },
      printArea: "A1:E33",
      printTitleRows: "$1:$1",
    });

    // The pane lists every pair with its why, as text.
    const items = page.locator("#pair-list li");
    expect(await items.count()).toBe(32);
    expect(await page.locator("#pair-list .bw-why").allTextContents()).toEqual(expected.lines.map((l) => l.why));
    expect(await page.locator("#pair-list .bw-pair-table").allTextContents()).toEqual(
      expected.lines.map((l) => String(l.table)),
    );
    const xssLine = expected.lines.find((l) => l.black === XSS || l.white === XSS)!;
    const xssItem = items.filter({ hasText: XSS });
    expect(await xssItem.count()).toBe(1);
    expect(await xssItem.locator(".bw-pair-table").textContent()).toBe(String(xssLine.table));
    expect(await page.locator("img").count()).toBe(0);
    // The preview now says the round is in the sheet.
    await page.waitForFunction(() =>
      /every player has a pair/.test(document.getElementById("pair-summary")!.textContent ?? ""),
    );

    await page.locator("#pairing").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/pane-pair.png", fullPage: true });
    await shootPairing(page, "/tmp/pane-pair-top.png"); // the section at full size (the page is ~3,500 px tall)

    // Second click: nothing added, the TD is told why and how to pair again.
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-warn");
    expect(await page.locator("#pair-message").textContent()).toMatch(
      /^Round 5 is already paired: its 32 pairs are in the results sheet, so nothing was added\./,
    );
    expect(await book(page, "Results")).toEqual(results);
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual([
      "Results",
      "Players",
      "Round 5",
    ]);

    // Standings right after pairing: round 5 has no results yet, so the standings after round 4,
    // with the notice at the first row of round 5 (nothing blocked).
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    expect(await page.locator("#outcome-message").textContent()).toBe(
      'Standings after round 4 written to the sheet "Standings" (64 players).',
    );
    const notice = page.locator("#problems .bw-problem.bw-warning");
    expect(await notice.count()).toBe(1);
    expect(await notice.locator(".bw-address").textContent()).toBe("Results!A130");
    expect(await notice.textContent()).toContain("Round 5 has pairings but no results yet");
    expect((await book(page, "Standings"))[0].slice(-2)).toEqual(["R3", "R4"]);

    await page.waitForTimeout(300); // give a (wrongly) inserted onerror handler the chance to fire
    expect(watch.dialogs).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("no complete round with the reversed rematch off: says who and what, writes nothing, and the retry pairs", async () => {
    const rr = roundRobinAfter3();
    const watch = newWatch();
    const page = await open(watch, { sheets: { Results: rr } });
    await ready(page, 4);
    await page.uncheck("#pair-reversed");
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-error");
    const message = await page.locator("#pair-message").textContent();
    expect(message).toMatch(/^No complete pairing exists for round 4/);
    expect(message).toContain("allow a rematch with colours reversed");
    expect(message).toMatch(/Nothing was written\.$/);
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual(["Results"]);
    expect(await book(page, "Results")).toHaveLength(7);
    await shootPairing(page, "/tmp/pane-pair-retry.png", 480);

    await page.click("#pair-retry");
    await page.waitForSelector("#pair-message.bw-ok");
    expect(await page.locator("#pair-reversed").isChecked()).toBe(true);
    expect(await book(page, "Results")).toHaveLength(9);
    expect(await page.locator("#pair-list .bw-why").allTextContents()).toEqual([
      expect.stringMatching(/^Rematch of round \d with colours reversed/),
      expect.stringMatching(/^Rematch of round \d with colours reversed/),
    ]);
    expect(await page.locator("#pair-retry").isHidden()).toBe(true);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("shows the pairs typed for the round and the absent players before pairing, and keeps them", async () => {
    const { sheets } = event();
    const results = [...sheets.Results.map((r) => r.slice()), [5, 3, XSS, null, null, "HOBO Roel", null]];
    const players = sheets.Players.map((r) => r.slice());
    players[0].push("Absent rounds");
    const absentRow = players.findIndex((r) => r[1] === "LEE Mikael");
    for (let r = 1; r < players.length; r++) players[r].push(r === absentRow ? "5-6" : "");
    const watch = newWatch();
    const page = await open(watch, { sheets: { Results: results, Players: players } });
    await ready(page, 5);
    expect(await page.locator("#pair-summary").textContent()).toBe("Round 5: 63 players to pair.");
    expect(await page.locator("#pair-fixed-title").textContent()).toBe(
      "Pairs you typed for round 5 (kept as written):",
    );
    expect(await page.locator("#pair-fixed-list li").allTextContents()).toEqual([`3. ${XSS} – HOBO Roel`]);
    expect(await page.locator("#pair-absent").textContent()).toBe("Absent in round 5: LEE Mikael");
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-ok");
    const written = await book(page, "Results");
    expect(written[129]).toEqual([5, 3, XSS, "", "", "HOBO Roel", ""]); // the typed row, as typed
    // 63 present: the typed pair, 30 new games and the bye; LEE Mikael nowhere in round 5.
    const added = written.slice(130);
    expect(added).toHaveLength(31);
    expect(added.flatMap((r) => [r[2], r[5]])).not.toContain("LEE Mikael");
    expect(added[30][5]).toBe("BYE");
    const fixedItem = page.locator("#pair-list li.bw-fixed");
    expect(await fixedItem.locator(".bw-pair-table").textContent()).toBe("3");
    expect(await fixedItem.locator(".bw-why").textContent()).toMatch(/^Fixed by the director/);
    expect(await page.locator("img").count()).toBe(0);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("bad input: the problems are listed with their cells and a click selects the cell", async () => {
    const { sheets } = event();
    const results = sheets.Results.map((r) => r.slice());
    results[3][3] = 70; // D4
    const watch = newWatch();
    const page = await open(watch, { sheets: { Results: results, Players: sheets.Players } });
    await ready(page, 5);
    expect(await page.locator("#pair-summary").textContent()).toContain("1 problem in the sheets");
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-error");
    const item = page.locator("#pair-problems .bw-problem");
    expect(await item.locator(".bw-address").allTextContents()).toEqual(["Results!D4"]);
    await item.click();
    await page.waitForFunction(() => (globalThis as any).__fake.book.selection !== null);
    expect(await page.evaluate(() => (globalThis as any).__fake.book.selection)).toEqual({
      sheet: "Results",
      address: "D4",
    });
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual(["Results", "Players"]);
    await page.context().close();
  });

  it("round 1 drawn at random shows its seed and keeps it in the Seed box", async () => {
    const players = [
      ["ID", "Name", "Country", "Rating"],
      ...Array.from({ length: 10 }, (_, i) => [`P${i + 1}`, `Player ${i + 1}`, i < 3 ? "JPN" : "FRA", 2000 - i]),
    ];
    const watch = newWatch();
    const page = await open(watch, { sheets: { Results: [RESULTS_TITLES], Players: players } });
    await ready(page, 1);
    expect(await page.locator("#pair-first").isVisible()).toBe(true);
    await page.selectOption("#pair-method", "random");
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-ok");
    await shootPairing(page, "/tmp/pane-pair-round1.png", 700);
    const seed = await page.locator("#pair-seed").inputValue();
    expect(seed).toMatch(/^\d+$/);
    expect(await page.locator("#pair-message").textContent()).toContain(`seed ${seed}`);
    // The same seed in Node gives the same round.
    const node = createFakeExcel({ sheets: { Results: [RESULTS_TITLES], Players: players } });
    await pairInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      locale: "en",
      firstRound: "random",
      seed: Number(seed),
    });
    expect(await book(page, "Results")).toEqual(node.book.values("Results", "values"));
    await page.context().close();
  });
});
