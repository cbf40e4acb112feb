/**
 * A director's whole day in the BUILT pane, once per language (English, 한국어, 日本語), on the in-memory
 * workbook: New tournament → the players typed in (through Excel, as a director types) → Sort by rating →
 * Pair round 1 (with result slips) → results typed → Pair round 2 → results → Compute standings → the
 * print setup of every printable sheet checked. Every click is one read sync and one write sync (the fake
 * counts them). Screenshots kept in test/browser/artifacts/ (day-<language>-*.png).
 *
 * The day ends with "Update ratings": the event applied to a new rating list, and the list published (printable).
 */
import type { Page } from "playwright-core";
import type { Locale } from "../../src/i18n/locale";
import { UI_STRINGS } from "../../src/i18n/ui";
import { workbookTexts } from "../../src/i18n/workbook";
import { PUBLISHED_SHEET_NAMES, RATING_LIST_TEXTS, ROUND_LABELS, STANDINGS_LABELS } from "../../src/sheets";
import { DEFAULT_PRESET, exampleEvent } from "../../src/sheets/workbook";
import { keepScreenshots, newWatch, paneContext, panePage, usePaneServer } from "./harness";

const env = usePaneServer();

type Sync = { loads: number; writes: number; implicit: boolean };
const shape = (log: Sync[]) =>
  log.map((e) => (e.loads > 0 && e.writes === 0 ? "read" : e.writes > 0 && e.loads === 0 ? "write" : "mixed"));

const book = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(([m, a]) => (globalThis as any).__fake.book[m as string](...(a as unknown[])), [method, args] as const);
const resetLog = (page: Page) => book(page, "resetLog");
const syncs = async (page: Page) =>
  shape((await page.evaluate(() => (globalThis as any).__fake.book.syncLog)) as Sync[]);

/** Cells typed through Excel (Range.values), as a director types them; not counted in the pane's syncs. */
async function type(page: Page, sheet: string, address: string, values: unknown[][]): Promise<void> {
  await page.evaluate(
    async ([s, a, v]) => {
      const g = globalThis as any;
      await g.Excel.run(async (ctx: any) => {
        ctx.workbook.worksheets.getItem(s).getRange(a).values = v;
        await ctx.sync();
      });
      g.__fake.book.resetLog();
    },
    [sheet, address, values] as const,
  );
}

/** Results of round `round` typed in: every game but the bye; table 1 a draw, the others won by Black 36–28. */
async function enterResults(page: Page, sheet: string, round: number): Promise<number> {
  const values = (await book(page, "values", sheet, "values")) as unknown[][];
  let games = 0;
  for (let r = 1; r < values.length; r++) {
    const [rd, table, , black, white, w] = values[r] as [number, number, string, unknown, unknown, string];
    if (rd !== round || black !== "" || white !== "" || w === "BYE") continue;
    await type(page, sheet, `D${r + 1}:E${r + 1}`, [table === 1 ? [32, 32] : [36, 28]]);
    games++;
  }
  return games;
}

async function clickAndWait(page: Page, button: string, message: string, expect: RegExp | string): Promise<string> {
  await resetLog(page);
  await page.click(button);
  await page.waitForFunction(
    ([sel, text]) => {
      const el = document.querySelector(sel) as HTMLElement | null;
      return (
        !!el &&
        el.textContent !== "" &&
        (el.classList.contains("bw-ok") || el.classList.contains("bw-error") || el.classList.contains("bw-warn")) &&
        el.textContent!.includes(text)
      );
    },
    [message, typeof expect === "string" ? expect : ""] as const,
  );
  const text = (await page.locator(message).textContent()) ?? "";
  if (expect instanceof RegExp && !expect.test(text)) throw new Error(`${message}: ${text}`);
  return text;
}

describe.each<[Locale, string]>([
  ["en", "Spring Open 2026"],
  ["ko", "2026 봄 오픈"],
  ["ja", "春季オープン2026"],
])("a director's day in %s", (language, eventName) => {
  it("New tournament → players → sort → pair 1 (slips) → results → pair 2 → results → standings → print setup", async () => {
    const watch = newWatch();
    const context = await paneContext(env.browser, watch, { width: 350, height: 1000 });
    const page = await panePage(context, watch, { sheets: { Sheet1: [] } });
    await page.goto(`${env.origin}/taskpane.html?lang=${language}`);
    const L = UI_STRINGS[language];
    const t = workbookTexts(language);
    const e = exampleEvent(language);

    // A new workbook: the New tournament section is open, the preset is the language's usual one.
    await page.waitForFunction(() => !(document.getElementById("new-create") as HTMLButtonElement).disabled);
    await page.waitForFunction(() => (document.getElementById("new-details") as HTMLDetailsElement).open);
    expect(await page.locator("#new-preset").inputValue()).toBe(DEFAULT_PRESET[language]);
    expect(await page.locator("#new-language").inputValue()).toBe(language);
    await page.fill("#new-name", eventName);
    await page.fill("#new-date", "2026-05-02");
    await page.fill("#new-rounds", "5");
    await keepScreenshots(page, `day-${language}-1-form`);

    // 1. New tournament: one read sync, one write sync (then the pair preview reads the new sheets).
    await clickAndWait(page, "#new-create", "#new-message", eventName);
    expect((await syncs(page)).slice(0, 2)).toEqual(["read", "write"]);
    expect(await page.locator("#new-message").getAttribute("class")).toContain("bw-ok");
    expect(await book(page, "sheetNames")).toEqual([
      "Sheet1",
      t.sheet.settings,
      t.sheet.players,
      t.sheet.results,
      "Standings",
    ]);
    expect(await page.locator("#results-sheet").inputValue()).toBe(t.sheet.results);
    expect(await page.locator("#players-sheet").inputValue()).toBe(t.sheet.players);
    // The standings settings now show the workbook's, with their cells.
    await page.waitForSelector("#settings-source:not([hidden])");
    expect(await page.locator("#preset").inputValue()).toBe(DEFAULT_PRESET[language]);
    expect(await page.locator("#settings-source").textContent()).toContain("!B7");

    // 2. The players, typed as they come (not in rating order), then sorted by rating.
    const shuffled = [...e.players].reverse();
    await type(
      page,
      t.sheet.players,
      `A2:D${shuffled.length + 1}`,
      shuffled.map((p) => [p.id, p.name, p.country, p.rating]),
    );
    await clickAndWait(page, "#sort-players", "#sort-message", t.sheet.players);
    expect(await syncs(page)).toEqual(["read", "write"]);
    const players = (await book(page, "values", t.sheet.players, "values")) as unknown[][];
    expect(players.slice(1, 8).map((r) => r[1])).toEqual(e.players.map((p) => p.name)); // the example's players are in rating order

    // 3. Pair round 1, with the result slips: one read sync, one write sync.
    await page.check("#pair-slips");
    await clickAndWait(page, "#pair", "#pair-message", t.sheet.slips(1));
    expect(await syncs(page)).toEqual(["read", "write"]);
    const roundName = ROUND_LABELS[language].sheetName(1);
    expect(await book(page, "sheetNames")).toEqual(expect.arrayContaining([roundName, t.sheet.slips(1)]));
    // Seven players: three games and a bye; three slips (a bye has no slip).
    const slips = (await book(page, "values", t.sheet.slips(1), "values")) as unknown[][];
    expect(slips.filter((r) => r[0] === t.slip.black)).toHaveLength(3);
    await keepScreenshots(page, `day-${language}-2-round1`);

    // 4. Results of round 1, then 5. pair round 2, 6. its results.
    expect(await enterResults(page, t.sheet.results, 1)).toBe(3);
    await clickAndWait(page, "#pair", "#pair-message", ROUND_LABELS[language].sheetName(2));
    expect(await syncs(page)).toEqual(["read", "write"]);
    expect(await enterResults(page, t.sheet.results, 2)).toBe(3);

    // 7. Standings: one read sync, one write sync; the workbook's settings named in the message.
    await clickAndWait(page, "#compute", "#outcome-message", "Standings");
    expect(await syncs(page)).toEqual(["read", "write"]);
    const standings = (await book(page, "values", "Standings", "values")) as unknown[][];
    const labels = STANDINGS_LABELS[language];
    expect(standings[0][0]).toBe(labels.rank);
    expect(standings).toHaveLength(1 + 7);
    // Six games and two byes: 6 + 2 points in all (a bye is a win); nobody above 2 after two rounds.
    const points = standings.slice(1).map((r) => r[standings[0].indexOf(labels.points)] as number);
    expect(points.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...points)).toBeLessThanOrEqual(2);
    expect(await page.locator("#outcome-message").textContent()).toContain(t.settings.labels.rounds);

    // 8. Print setup of every printable sheet: A4 portrait, one page wide, header rows repeated (slips: none).
    for (const sheet of [roundName, ROUND_LABELS[language].sheetName(2), "Standings"]) {
      expect([sheet, await book(page, "pageLayout", sheet)]).toEqual([
        sheet,
        expect.objectContaining({
          paperSize: "A4",
          orientation: "Portrait",
          printTitleRows: "$1:$1",
          zoom: expect.objectContaining({ horizontalFitToPages: 1 }),
        }),
      ]);
    }
    for (const n of [1, 2]) {
      expect(await book(page, "pageLayout", t.sheet.slips(n))).toEqual(
        expect.objectContaining({
          paperSize: "A4",
          orientation: "Portrait",
          printTitleRows: null,
          zoom: { horizontalFitToPages: 1 },
        }),
      );
    }
    // 9. Update ratings: the event's name and date come from the Tournament sheet; no rating list yet, so one is
    // started (every player a newcomer at 1600, a warning). Preview writes nothing; Apply is one read and one write
    // sync (then the pane reads the applied events again).
    await page.click("#ratings-details summary");
    expect(await page.locator("#rating-event").inputValue()).toBe(eventName);
    expect(await page.locator("#rating-date").inputValue()).toBe("2026-05-02");
    const sheetsBefore = await book(page, "sheetNames");
    await clickAndWait(page, "#rating-preview", "#rating-message", eventName);
    expect(await syncs(page)).toEqual(["read"]);
    expect(await book(page, "sheetNames")).toEqual(sheetsBefore);
    expect(await page.locator("#rating-table tbody tr").count()).toBe(7);
    await clickAndWait(page, "#rating-apply", "#rating-message", eventName);
    expect((await syncs(page)).slice(0, 2)).toEqual(["read", "write"]);
    expect(await book(page, "sheetNames")).toEqual([...sheetsBefore, "Ratings", "Rating history"]);
    const ratings = (await book(page, "values", "Ratings", "values")) as unknown[][];
    expect(ratings).toHaveLength(1 + 7);
    // Elo: the changes of a closed group add up to 0 (all start at 1600).
    expect(ratings.slice(1).reduce((s, r) => s + (r[2] as number) - 1600, 0)).toBeCloseTo(0, 9);
    await keepScreenshots(page, `day-${language}-3-ratings`);

    // 10. The published list (docs/rules.md §8): written in the workbook's language as of the event's date, one
    // read and one write sync; ranked on the ratings as published (players shown with the same rating share a
    // rank), A4 portrait one page wide with the title rows repeated.
    const T = RATING_LIST_TEXTS[language];
    await clickAndWait(page, "#list-publish", "#list-message", "2026-05-02");
    expect(await syncs(page)).toEqual(["read", "write"]);
    const listSheet = PUBLISHED_SHEET_NAMES[language];
    const list = (await book(page, "values", listSheet, "values")) as unknown[][];
    expect(list[0][0]).toBe(T.title);
    expect(list[3]).toEqual(Object.values(T.columns).filter((c) => c !== T.columns.id));
    expect(list).toHaveLength(4 + 7);
    const shown = list.slice(4).map((r) => [r[0] as number, r[3] as number]);
    for (const [rank, rating] of shown) expect(rank).toBe(1 + shown.filter(([, r]) => r > rating).length);
    expect(await book(page, "pageLayout", listSheet)).toEqual(
      expect.objectContaining({ paperSize: "A4", orientation: "Portrait", printTitleRows: "$1:$4" }),
    );
    await keepScreenshots(page, `day-${language}-4-published-list`);

    // No English left on screen in Korean and Japanese, but names and the workbook's own contents (the sheet
    // "Sheet1", the Tournament sheet's values "koa"/"joa" and "preset" quoted with their cells).
    if (language !== "en") {
      const words = ((await page.evaluate(() => document.body.innerText)).match(/[A-Za-z]{3,}/g) ?? []).filter(
        (w) =>
          ![
            "Brightwell",
            "WOF",
            "FlipTheDisc",
            "PAPP",
            "json",
            "ELO",
            "Standings",
            "English",
            "Sheet",
            "koa",
            "joa",
            "preset",
            "Ratings",
            "Rating",
            "history",
            "Elo",
            "KBA",
            // File formats the published list reads and writes (Publish the rating list).
            "CSV",
            "SVG",
            "xlsx",
          ].includes(w),
      );
      expect(words).toEqual([]);
    }
    expect(L.compute.length).toBeGreaterThan(0);
    await keepScreenshots(page, `day-${language}-3-standings`);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    await context.close();
  });
});
