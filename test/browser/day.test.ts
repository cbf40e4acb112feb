/**
 * A director's whole day in the BUILT pane, once per language (English, 한국어, 日本語), on the in-memory
 * workbook: New tournament → the players typed in (through Excel, as a director types) → Sort by rating →
 * Pair round 1 (with result slips) → results typed → Pair round 2 → results → Compute standings → the
 * print setup of every printable sheet checked. Every click is one read sync and one write sync (the fake
 * counts them). The day ends with "Update ratings": the event applied to a new rating list.
 *
 * At 320 px and at 350 px (the narrowest task pane and a usual one): at every screenshot (test/browser/artifacts/
 * day-<language>-<width>-*.png) the layout is measured on its boxes (./layout.ts): no control cut or outside the
 * pane, no sideways scroll, no text overflowing its box, every select's choice shown whole. After the ratings, the
 * list is published (printable).
 */
import type { Page } from "playwright-core";
import type { Locale } from "../../src/i18n/locale";
import { t as ui, UI_STRINGS } from "../../src/i18n/ui";
import { workbookTexts } from "../../src/i18n/workbook";
import {
  PUBLISHED_SHEET_NAMES,
  RATING_LIST_TEXTS,
  ROUND_LABELS,
  STANDINGS_LABELS,
  STANDINGS_SHEET_NAME,
} from "../../src/sheets";
import { RATING_SHEET_NAME } from "../../src/i18n/ratings";
import { DEFAULT_PRESET, exampleEvent } from "../../src/sheets/workbook";
import { keepScreenshots, newWatch, paneContext, panePage, usePaneServer } from "./harness";
import { measureLayout } from "./layout";

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

/** A screenshot, and the layout at that moment: nothing cut, nothing scrolling sideways (./layout.ts). */
async function checkpoint(page: Page, name: string): Promise<void> {
  await keepScreenshots(page, name);
  const layout = await measureLayout(page);
  expect([name, layout.problems]).toEqual([name, []]);
}

describe.each<[Locale, string, number]>([
  ["en", "Spring Open 2026", 320],
  ["ko", "2026 봄 오픈", 320],
  ["ja", "春季オープン2026", 320],
  ["en", "Spring Open 2026", 350],
  ["ko", "2026 봄 오픈", 350],
  ["ja", "春季オープン2026", 350],
])("a director's day in %s", (language, eventName, width) => {
  it(`at ${width} px: New tournament → players → sort → pair 1 (slips) → results → pair 2 → results → standings → print setup → ratings`, async () => {
    const watch = newWatch();
    const context = await paneContext(env.browser, watch, { width, height: 1000 });
    const page = await panePage(context, watch, { sheets: { Sheet1: [] } });
    await page.goto(`${env.origin}/taskpane.html?lang=${language}`);
    const L = UI_STRINGS[language];
    const t = workbookTexts(language);
    const e = exampleEvent(language);
    const shot = (step: string) => `day-${language}-${width}-${step}`;
    const standingsSheet = STANDINGS_SHEET_NAME[language];

    // A new workbook: the New tournament section is open, the preset is the language's usual one.
    await page.waitForFunction(() => !(document.getElementById("new-create") as HTMLButtonElement).disabled);
    await page.waitForFunction(() => (document.getElementById("new-details") as HTMLDetailsElement).open);
    expect(await page.locator("#new-preset").inputValue()).toBe(DEFAULT_PRESET[language]);
    expect(await page.locator("#new-language").inputValue()).toBe(language);
    await page.fill("#new-name", eventName);
    await page.fill("#new-date", "2026-05-02");
    await page.fill("#new-rounds", "5");
    // The page's language is the pane's, so the browser breaks lines as the language does (taskpane.css).
    expect(await page.locator("html").getAttribute("lang")).toBe(language);
    const breaking = await page
      .locator('[data-i18n="newHelp"]')
      .evaluate((n) => [getComputedStyle(n).wordBreak, getComputedStyle(n).lineBreak]);
    expect(breaking).toEqual(
      language === "ko" ? ["keep-all", "auto"] : language === "ja" ? ["normal", "strict"] : ["normal", "auto"],
    );
    // A new workbook: no sheet holds results yet, and the note says so.
    expect(await page.locator("#detect-note").textContent()).toBe(L.noResultsDetected);
    await checkpoint(page, shot("1-form"));

    // 1. New tournament: one read sync, one write sync (then the pair preview reads the new sheets).
    await clickAndWait(page, "#new-create", "#new-message", eventName);
    expect((await syncs(page)).slice(0, 2)).toEqual(["read", "write"]);
    expect(await page.locator("#new-message").getAttribute("class")).toContain("bw-ok");
    expect(await book(page, "sheetNames")).toEqual([
      "Sheet1",
      t.sheet.settings,
      t.sheet.players,
      t.sheet.results,
      standingsSheet,
    ]);
    expect(await page.locator("#results-sheet").inputValue()).toBe(t.sheet.results);
    expect(await page.locator("#players-sheet").inputValue()).toBe(t.sheet.players);
    // The sheets are recognised now: the note about none having results is gone.
    expect(await page.locator("#detect-note").isHidden()).toBe(true);
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
    // Before: the round to pair was read when the Players sheet was empty.
    const none = ui(language, "pairSummary", { round: 1, present: 0 });
    await page.waitForFunction((text) => document.getElementById("pair-summary")!.textContent!.startsWith(text), none);
    await clickAndWait(page, "#sort-players", "#sort-message", t.sheet.players);
    expect((await syncs(page)).slice(0, 2)).toEqual(["read", "write"]);
    // After: the summary says what the sheets hold now (then the round to pair is read again: one more read).
    const seven = ui(language, "pairSummary", { round: 1, present: 7 });
    await page.waitForFunction((text) => document.getElementById("pair-summary")!.textContent === text, seven);
    expect(await syncs(page)).toEqual(["read", "write", "read"]);
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
    await checkpoint(page, shot("2-round1"));

    // 4. Results of round 1, then 5. pair round 2, 6. its results.
    expect(await enterResults(page, t.sheet.results, 1)).toBe(3);
    await clickAndWait(page, "#pair", "#pair-message", ROUND_LABELS[language].sheetName(2));
    expect(await syncs(page)).toEqual(["read", "write"]);
    expect(await enterResults(page, t.sheet.results, 2)).toBe(3);

    // 7. Standings: one read sync, one write sync; the workbook's settings named in the message.
    await clickAndWait(page, "#compute", "#outcome-message", standingsSheet);
    expect(await syncs(page)).toEqual(["read", "write"]);
    const standings = (await book(page, "values", standingsSheet, "values")) as unknown[][];
    const labels = STANDINGS_LABELS[language];
    expect(standings[0][0]).toBe(labels.rank);
    expect(standings).toHaveLength(1 + 7);
    // Six games and two byes: 6 + 2 points in all (a bye is a win); nobody above 2 after two rounds.
    const points = standings.slice(1).map((r) => r[standings[0].indexOf(labels.points)] as number);
    expect(points.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...points)).toBeLessThanOrEqual(2);
    expect(await page.locator("#outcome-message").textContent()).toContain(t.settings.labels.rounds);
    await checkpoint(page, shot("3-standings"));

    // 8. Print setup of every printable sheet: A4 portrait, one page wide, header rows repeated (slips: none).
    for (const sheet of [roundName, ROUND_LABELS[language].sheetName(2), standingsSheet]) {
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
    expect(await page.locator("#rating-table tbody tr.bw-rating-main").count()).toBe(7);
    await checkpoint(page, shot("4-preview"));
    // Expected score, points and games on demand, under each player.
    await page.click("#rating-more");
    expect(await page.locator("#rating-more").getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("#rating-table tr.bw-rating-more").first().isVisible()).toBe(true);
    await checkpoint(page, shot("5-preview-details"));
    await clickAndWait(page, "#rating-apply", "#rating-message", eventName);
    expect((await syncs(page)).slice(0, 2)).toEqual(["read", "write"]);
    const R = RATING_SHEET_NAME[language];
    expect(await book(page, "sheetNames")).toEqual([...sheetsBefore, R.ratings, R.history]);
    const ratings = (await book(page, "values", R.ratings, "values")) as unknown[][];
    expect(ratings).toHaveLength(1 + 7);
    // Elo: the changes of a closed group add up to 0 (all start at 1600).
    expect(ratings.slice(1).reduce((s, r) => s + (r[2] as number) - 1600, 0)).toBeCloseTo(0, 9);
    await checkpoint(page, shot("6-applied"));

    // The published list (docs/rules.md §8): written in the workbook's language as of the event's date, one read
    // and one write sync; ranked on the ratings as published (players shown with the same rating share a rank),
    // A4 portrait one page wide with the title rows repeated.
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
    await checkpoint(page, shot("7-published-list"));

    // No English left on screen in Korean and Japanese, but names: Brightwell, the formats and methods (WOF,
    // FlipTheDisc, PAPP, .json, .ELO, Elo, KBA, and the published list's CSV, SVG, .xlsx), the language switch's
    // "English", and the workbook's own sheet "Sheet1". The sheets Brightwell made are named in the language, the
    // settings read are said in words.
    if (language !== "en") {
      const words = ((await page.evaluate(() => document.body.innerText)).match(/[A-Za-z]{3,}/g) ?? []).filter(
        (w) =>
          ![
            ...["Brightwell", "WOF", "FlipTheDisc", "PAPP", "json", "ELO", "English", "Sheet", "Elo", "KBA"],
            ...["CSV", "SVG", "xlsx"],
          ].includes(w),
      );
      expect(words).toEqual([]);
    }
    expect(L.compute.length).toBeGreaterThan(0);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    await context.close();
  });
});
