/**
 * The pane's quality at 320 px in the BUILT pane (headless Chromium, the in-memory workbook):
 *  - pseudo-localization (?lang=qps-ploc, src/i18n/pseudo.ts): every visible text comes from the string
 *    tables (each carries the pseudo marks) or is the workbook's own data; no label or button is cut off;
 *    nothing scrolls sideways; a screenshot is kept (test/browser/artifacts/);
 *  - the language switch: every string at once, remembered after a reload, ?lang= still wins;
 *  - the busy indicator: the running action's name in a role="status" region while a slow Excel works;
 *  - the keyboard: every control reachable with Tab, each showing where the focus is.
 */
import type { Page } from "playwright-core";
import { tournamentToSheets } from "../../src/sheets";
import { LANGUAGE_NAMES } from "../../src/i18n/locale";
import { PSEUDO_MARKS } from "../../src/i18n/pseudo";
import { UI_STRINGS } from "../../src/i18n/ui";
import { artifact, keepScreenshots, newWatch, paneContext, panePage, usePaneServer, Watch } from "./harness";
import { measureLayout } from "./layout";
import { ftdFixture } from "../helpers/fixtures";

const env = usePaneServer();
const NARROW = { width: 320, height: 900 };

const ftd = ftdFixture("tournament_559.json");
const sheets = tournamentToSheets(ftd.tournament);
const workbook = { sheets: { Results: sheets.results, Players: sheets.players } };

async function open(
  watch: Watch,
  query: string,
  init: { sheets: Record<string, unknown[][]>; syncDelayMs?: number } | null = workbook,
): Promise<Page> {
  const context = await paneContext(env.browser, watch, NARROW);
  const page = await panePage(context, watch, init);
  await page.goto(`${env.origin}/taskpane.html${query}`);
  return page;
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const b = document.getElementById("compute") as HTMLButtonElement | null;
    const s = document.getElementById("results-sheet") as HTMLSelectElement | null;
    return !!b && !b.disabled && !!s && s.options.length > 0;
  });
}

/** Every visible text of the page (text nodes laid out on screen, and the texts of <option>s). */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === "none" || s.visibility === "hidden") return false;
        if (
          e.tagName === "DETAILS" &&
          !(e as HTMLDetailsElement).open &&
          el !== e &&
          !e.querySelector("summary")?.contains(el)
        )
          return false;
      }
      return true;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? "").trim();
      const parent = n.parentElement;
      if (text === "" || !parent || parent.closest("script,style") || !shown(parent)) continue;
      if (parent.tagName === "OPTION") {
        if (shown(parent.parentElement)) out.push(text);
        continue;
      }
      const r = parent.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) out.push(text);
    }
    return out;
  });
}

describe("pseudo-localization at 320 px", () => {
  it("every visible text is from the string tables or the workbook's data; no label is clipped; screenshot kept", async () => {
    const watch = newWatch();
    const page = await open(watch, "?lang=qps-ploc");
    await ready(page);
    // Show what a director sees in a day: the New tournament form, computed standings with their preview, a round paired.
    await page.click("#new-details > summary");
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    await page.click("#pair");
    await page.waitForSelector("#pair-message.bw-message:not(:empty)");
    await page.click("#ratings-details > summary");

    // The workbook's own data may show as it is: sheet and player names, and each language's own name.
    const data = new Set<string>([
      "Results",
      "Players",
      "Standings",
      ...ftd.tournament.players.map((p) => p.name),
      ...Object.values(LANGUAGE_NAMES),
    ]);
    const texts = await visibleTexts(page);
    expect(texts.length).toBeGreaterThan(60);
    const english = texts.filter((s) => /[A-Za-z]/.test(s) && ![...s].some((c) => PSEUDO_MARKS.has(c)) && !data.has(s));
    expect(english).toEqual([]);
    // And the pseudo strings are really there (the test would pass vacuously on an empty pane).
    expect(texts).toContain(await page.locator("#compute").textContent());
    expect(await page.locator("#compute").textContent()).toMatch(/^Çöɱþüţé šţåñðîñĝš ~+$/);

    // Nothing cut off: each label, button, heading and note fits its box (long words wrap), and no sideways scroll.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("label, button, legend, h1, h2, h3, summary, p, .bw-check span, li")]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => `${el.tagName}#${el.id}: ${el.textContent?.slice(0, 40)}`),
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    // The day test's measure too (./layout.ts): no control cut, no text overflowing, every select's choice whole.
    expect((await measureLayout(page)).problems).toEqual([]);
    // Player names are whole in the standings preview (they wrap; a name is never cut to "VAN DAMME …").
    const names = await page.locator("#preview-table tbody td:nth-child(2)").allTextContents();
    const players = new Set(ftd.tournament.players.map((p) => p.name));
    expect(names.filter((n) => !players.has(n))).toEqual([]);
    const cut = await page
      .locator("#preview-table tbody td:nth-child(2)")
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
    expect(cut).toEqual([]); // not even an ellipsis with the name as its tooltip
    expect(names.length).toBeGreaterThan(5);

    await keepScreenshots(page, "pseudo-320");
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe("the layout measure (./layout.ts)", () => {
  it("finds what is cut: a control past the edge or inside a clipping box, sideways scroll, overflowing text, a cut choice", async () => {
    const watch = newWatch();
    const page = await open(watch, "?lang=en");
    await ready(page);
    expect((await measureLayout(page)).problems).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const wide = document.createElement("button");
      wide.id = "too-wide";
      wide.style.width = "400px";
      const box = document.createElement("div");
      box.style.cssText = "overflow: hidden; width: 100px";
      const cut = document.createElement("button");
      cut.id = "cut";
      cut.style.cssText = "width: 150px; white-space: nowrap";
      box.appendChild(cut);
      const text = document.createElement("p");
      text.id = "long-text";
      text.style.cssText = "white-space: nowrap; overflow: hidden";
      text.textContent = "a line of text far too long to fit a pane only three hundred and twenty pixels wide";
      const select = document.createElement("select");
      select.id = "long-choice";
      select.style.width = "120px";
      select.appendChild(new Option("a choice much longer than its select"));
      main.prepend(wide, box, text, select);
    });
    const report = await measureLayout(page);
    const flagged = (id: string) => report.problems.some((p) => p.includes(`#${id}`));
    expect(["too-wide", "cut", "long-text", "long-choice"].filter((id) => !flagged(id))).toEqual([]);
    expect(report.scrollWidth).toBeGreaterThan(report.clientWidth);
    expect(report.problems.some((p) => p.startsWith("the page scrolls sideways"))).toBe(true);
    // A cut choice with its text as the tooltip is allowed (the pane sets it on every select).
    await page.evaluate(() => {
      const s = document.getElementById("long-choice") as HTMLSelectElement;
      s.title = s.selectedOptions[0].text;
    });
    expect((await measureLayout(page)).problems.some((p) => p.includes("#long-choice"))).toBe(false);
    await page.context().close();
  });
});

describe("the language switch", () => {
  it("changes every string at once, is remembered after a reload, and ?lang= still wins", async () => {
    const watch = newWatch();
    const page = await open(watch, "");
    await ready(page);
    expect(await page.locator("#compute").textContent()).toBe(UI_STRINGS.en.compute);
    await page.selectOption("#language", "ja");
    expect(await page.locator("#compute").textContent()).toBe(UI_STRINGS.ja.compute);
    expect(await page.locator("#sheets-title").textContent()).toBe(UI_STRINGS.ja.sectionSheets);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    // No English left on screen but names (as the Korean/Japanese pane test checks).
    const words = ((await page.evaluate(() => document.body.innerText)).match(/[A-Za-z]{3,}/g) ?? []).filter(
      (w) => !["Brightwell", "WOF", "FlipTheDisc", "PAPP", "json", "ELO", "Results", "Players", "English"].includes(w),
    );
    expect(words).toEqual([]);
    await page.reload();
    await ready(page);
    expect(await page.locator("#compute").textContent()).toBe(UI_STRINGS.ja.compute);
    expect(await page.locator("#language").inputValue()).toBe("ja");
    await page.goto(`${env.origin}/taskpane.html?lang=ko`);
    await ready(page);
    expect(await page.locator("#compute").textContent()).toBe(UI_STRINGS.ko.compute);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe("the busy indicator", () => {
  it("shows the running action's name in a status region while a slow Excel works, then goes", async () => {
    const watch = newWatch();
    const page = await open(watch, "?lang=en", { ...workbook, syncDelayMs: 1200 });
    await ready(page);
    await page.click("#compute");
    const busy = page.locator("#busy");
    await busy.waitFor({ state: "visible" });
    expect(await busy.getAttribute("role")).toBe("status");
    expect(await page.locator("#busy-text").textContent()).toBe(UI_STRINGS.en.computing);
    expect(await page.locator("#compute").isDisabled()).toBe(true);
    await page.screenshot({ path: artifact("busy-320.png") });
    await page.waitForSelector("#outcome-message.bw-ok");
    await busy.waitFor({ state: "hidden" });
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe("the keyboard", () => {
  it("reaches every control with Tab, and each shows a focus outline", async () => {
    const watch = newWatch();
    const page = await open(watch, "?lang=en");
    await ready(page);
    await page.click("#new-details > summary"); // open: its fields are controls too
    await page.click("#ratings-details > summary"); // Update ratings too
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("button, select, input, textarea, summary")]
        .filter((el) => el.getClientRects().length > 0 && !(el as HTMLButtonElement).disabled)
        .map((el) => el.id || el.tagName),
    );
    const reached: string[] = [];
    const unmarked: string[] = [];
    for (let i = 0; i < controls.length + 40 && reached.length < controls.length; i++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        return { id: el.id || el.tagName, outlined: s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1 };
      });
      if (!focus || reached.includes(focus.id)) continue;
      reached.push(focus.id);
      if (!focus.outlined) unmarked.push(focus.id);
    }
    expect(controls.filter((c) => !reached.includes(c))).toEqual([]);
    expect(unmarked).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });
});
