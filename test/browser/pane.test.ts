/**
 * The BUILT task pane in headless Chromium with the real office.js (outside Office: host null) and
 * the in-memory Excel workbook: compute standings of a real event, problems that select their
 * cell, the 64-disc question, import, the "open in Excel" state, Korean UI, and a player named
 * `<img src=x onerror=alert(1)>` staying text in the pane and in the cells.
 */
import { join } from "path";
import type { Page } from "playwright-core";
import { computeInWorkbook } from "../../taskpane/flow";
import { tournamentToSheets } from "../../src/sheets";
import { parseFtdJson } from "../../src/formats/flipTheDisc";
import { createFakeExcel } from "../fakes/fake-excel";
import { newWatch, paneContext, panePage, usePaneServer, Watch } from "./harness";
import { mkdtempSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { fixture, fixturePath } from "../helpers/fixtures";

const XSS = "<img src=x onerror=alert(1)>";

/** The Marche-en-Famenne event with the winner renamed to the XSS string. */
function event() {
  const ftd = parseFtdJson(fixture("tournament_559.json"));
  const t = structuredClone(ftd.tournament);
  t.players[0].name = XSS;
  return { ftd, t, sheets: tournamentToSheets(t) };
}

const env = usePaneServer();

async function open(
  watch: Watch,
  workbook: { sheets: Record<string, unknown[][]> } | null,
  query = "?lang=en",
): Promise<Page> {
  const context = await paneContext(env.browser, watch);
  const page = await panePage(context, watch, workbook);
  await page.goto(`${env.origin}/taskpane.html${query}`);
  return page;
}

/** Wait until the scan filled the sheet list and the buttons are enabled. */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const b = document.getElementById("compute") as HTMLButtonElement | null;
    const s = document.getElementById("results-sheet") as HTMLSelectElement | null;
    return !!b && !b.disabled && !!s && s.options.length > 0;
  });
}

const bookValues = (page: Page, sheet: string) =>
  page.evaluate((name) => (globalThis as any).__fake.book.values(name, "values") as unknown[][], sheet);

describe("task pane in Chromium with local office.js and the in-memory workbook", () => {
  it("computes the standings of a real event; the XSS name stays text in the pane and the cells", async () => {
    const watch = newWatch();
    const { ftd, sheets } = event();
    const page = await open(watch, { sheets: { Results: sheets.results, Players: sheets.players } });
    await ready(page);

    expect(await page.locator("#results-sheet").inputValue()).toBe("Results");
    expect(await page.locator("#players-sheet").inputValue()).toBe("Players");
    expect(await page.locator("#status").isHidden()).toBe(true); // Excel (the fake) is there

    await page.selectOption("#preset", "ftd");
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    expect(await page.locator("#outcome-message").textContent()).toContain('"Standings"');

    // The same computation in Node (same flow, same fake) gives the same sheet, cell for cell.
    const node = createFakeExcel({ sheets: { Results: sheets.results, Players: sheets.players } });
    await computeInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      preset: "ftd",
      locale: "en",
    });
    const written = await bookValues(page, "Standings");
    expect(written).toEqual(node.book.values("Standings", "values"));
    // And it is the published FlipTheDisc order, the XSS player (SCHOTTE Tom's row) first.
    expect(written[1][1]).toBe(XSS);
    expect(written.slice(1).map((r) => r[3])).toEqual(ftd.published.map((p) => p.score));
    const cell = await page.evaluate(() => (globalThis as any).__fake.book.cell("Standings", "B2"));
    expect(cell).toEqual({ value: XSS, numberFormat: "@", formula: null });

    // In the pane: the name is text in the preview; no <img>, no dialog.
    const firstName = page.locator("#preview-table tbody tr:first-child td:nth-child(2)");
    expect(await firstName.textContent()).toBe(XSS);
    expect(await page.locator("img").count()).toBe(0);

    await page.screenshot({ path: "/tmp/pane.png", fullPage: true });
    await page.waitForTimeout(300); // give a (wrongly) inserted onerror handler the chance to fire
    expect(watch.dialogs).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.blocked.filter((u) => !/\.(woff2?|ttf)(\?|$)/.test(u))).toEqual([]);
    expect(watch.officeFiles).toContain("office.js");
    await page.context().close();
  });

  it("the note under the sheet lists says what holds now: it goes when the TD picks the other results sheet", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const page = await open(watch, {
      sheets: { Results: sheets.results, "Results old": sheets.results, Players: sheets.players },
    });
    await ready(page);
    const note = page.locator("#detect-note");
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toMatch(
      /^The results were read from the sheet "Results"; "Results old" also look/,
    );
    await page.selectOption("#results-sheet", "Results old");
    expect(await note.isHidden()).toBe(true);
    await page.selectOption("#results-sheet", "Results");
    expect(await note.isVisible()).toBe(true);
    // A language switch says it again in the new language (not the old text, not nothing).
    await page.selectOption("#language", "ko");
    expect(await note.textContent()).toMatch(/^결과을\(를\) 시트 "Results"에서 읽었습니다/);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("lists problems with their cells (names as text), writes nothing, and a click selects the cell", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const results = sheets.results.map((r) => r.slice());
    const stranger = "<img src=y onerror=alert(2)>";
    results[1][5] = stranger; // White of the first game: not on the Players sheet → a problem naming it
    results[2][3] = 70; // discs out of range at D3
    const page = await open(watch, { sheets: { Results: results, Players: sheets.players } });
    await ready(page);
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-error");

    const items = page.locator("#problems .bw-problem");
    const addresses = await items.locator(".bw-address").allTextContents();
    expect(addresses).toEqual(expect.arrayContaining(["Results!F2", "Results!D3"]));
    const f2 = items.filter({ hasText: "Results!F2" });
    expect(await f2.textContent()).toContain(stranger);
    expect(await page.locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual(["Results", "Players"]);

    await items.filter({ hasText: "Results!D3" }).click();
    await page.waitForFunction(() => (globalThis as any).__fake.book.selection !== null);
    expect(await page.evaluate(() => (globalThis as any).__fake.book.selection)).toEqual({
      sheet: "Results",
      address: "D3",
    });
    expect(watch.dialogs).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await page.screenshot({ path: "/tmp/pane-problems.png", fullPage: true });
    await page.context().close();
  });

  it("asks before using discs that do not add up to 64: Stop writes nothing, Accept computes", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const results = sheets.results.map((r) => r.slice());
    results[1][4] = 50; // 8-50
    const page = await open(watch, { sheets: { Results: results, Players: sheets.players } });
    await ready(page);
    await page.click("#compute");
    await page.waitForSelector("#confirm:not([hidden])");
    await page.click("#stop");
    expect(await page.locator("#outcome-message").textContent()).toMatch(/nothing was written/);
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual(["Results", "Players"]);

    await page.click("#compute");
    await page.waitForSelector("#confirm:not([hidden])");
    await page.click("#accept");
    await page.waitForSelector("#outcome-message.bw-ok");
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual([
      "Results",
      "Players",
      "Standings",
    ]);
    // The default preset is WOC (C = 6): the same sheet as the flow computes in Node.
    const node = createFakeExcel({ sheets: { Results: results, Players: sheets.players } });
    await computeInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      preset: "woc",
      locale: "en",
      acceptDiscSum: true,
    });
    expect(await bookValues(page, "Standings")).toEqual(node.book.values("Standings", "values"));
    await page.context().close();
  });

  it("passes the settings chosen in the pane to the engine (C = 10, after round 3)", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const page = await open(watch, { sheets: { Results: sheets.results, Players: sheets.players } });
    await ready(page);
    await page.selectOption("#constant", "number");
    await page.fill("#constant-value", "10");
    await page.fill("#round", "3");
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    const node = createFakeExcel({ sheets: { Results: sheets.results, Players: sheets.players } });
    await computeInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      preset: "woc",
      locale: "en",
      round: 3,
      overrides: { constant: 10, byeRule: "selfDraw", withdrawnRule: "selfDraw" },
    });
    const written = await bookValues(page, "Standings");
    expect(written).toEqual(node.book.values("Standings", "values"));
    expect(written[0].slice(-3)).toEqual(["R1", "R2", "R3"]);

    // A bad constant is refused in the pane, naming the value; nothing more is written.
    await page.fill("#constant-value", "ten");
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-error");
    expect(await page.locator("#outcome-message").textContent()).toContain('"ten"');
    // The pane reads the box as every host reads a constant: 1e1 is not a decimal number, 9,5 is 9.5.
    await page.fill("#constant-value", "1e1");
    await page.click("#compute");
    await page.waitForFunction(() => /"1e1"/.test(document.querySelector("#outcome-message")?.textContent ?? ""));
    expect(await page.locator("#outcome-message").getAttribute("class")).toContain("bw-error");
    await page.fill("#constant-value", "9,5");
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    await computeInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      preset: "woc",
      locale: "en",
      round: 3,
      overrides: { constant: 9.5, byeRule: "selfDraw", withdrawnRule: "selfDraw" },
    });
    expect(await bookValues(page, "Standings")).toEqual(node.book.values("Standings", "values"));
    await page.context().close();
  });

  it("edits the tie-break order with the keyboard: discs before BQ changes the written order as the engine says", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const page = await open(watch, { sheets: { Results: sheets.results, Players: sheets.players } });
    await ready(page);
    const names = () => page.locator("#tiebreaks .bw-tb-name").allTextContents();
    const focused = () =>
      page.evaluate(() => {
        const a = document.activeElement as HTMLElement | null;
        return {
          id: a?.closest("li")?.getAttribute("data-tiebreak") ?? a?.id ?? null,
          action: a?.getAttribute("data-action") ?? null,
        };
      });
    const discsUp = 'li[data-tiebreak="discs"] button[data-action="up"]';

    // The preset's order (WOC: BQ, then discs); nothing to reset; buttons named for screen readers.
    expect(await names()).toEqual(["BQ", "Discs"]);
    expect(await page.locator("#tiebreak-reset").isHidden()).toBe(true);
    expect(await page.locator(discsUp).getAttribute("aria-label")).toBe("Move Discs up");
    expect(await page.locator('li[data-tiebreak="bq"] button[data-action="up"]').isDisabled()).toBe(true);

    // Keyboard only: focus "Move Discs up", press Enter. Focus stays on Discs (its ↓: ↑ is now off).
    await page.focus(discsUp);
    await page.keyboard.press("Enter");
    expect(await names()).toEqual(["Discs", "BQ"]);
    expect(await focused()).toEqual({ id: "discs", action: "down" });
    expect(await page.locator("#tiebreak-status").textContent()).toBe("Discs is now number 1.");
    expect(await page.locator("#tiebreak-reset").isHidden()).toBe(false);

    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    const written = await bookValues(page, "Standings");
    const node = createFakeExcel({ sheets: { Results: sheets.results, Players: sheets.players } });
    await computeInWorkbook(node.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      preset: "woc",
      locale: "en",
      overrides: { tiebreaks: ["discs", "bq"] },
    });
    expect(written).toEqual(node.book.values("Standings", "values"));
    expect(written[0].slice(4, 6)).toEqual(["Discs", "BQ"]);
    expect(written[2][1]).toBe("REIJNDERS Ralph"); // 5th by BQ, 2nd by discs
    const byPreset = createFakeExcel({ sheets: { Results: sheets.results, Players: sheets.players } });
    await computeInWorkbook(byPreset.Excel as any, {
      resultsSheet: "Results",
      playersSheet: "Players",
      preset: "woc",
      locale: "en",
    });
    expect(byPreset.book.values("Standings", "values")[5][1]).toBe("REIJNDERS Ralph");

    // Remove BQ (Space on its ✕), add Wins from the list, then back to the preset's order.
    await page.focus('li[data-tiebreak="bq"] button[data-action="remove"]');
    await page.keyboard.press("Space");
    expect(await names()).toEqual(["Discs"]);
    expect(await focused()).toEqual({ id: "discs", action: "remove" });
    expect(await page.locator('#tiebreak-choice option[value="bq"]').count()).toBe(1); // offered again
    await page.selectOption("#tiebreak-choice", "wins");
    await page.click("#tiebreak-add");
    expect(await names()).toEqual(["Discs", "Wins"]);
    expect(await page.locator('#tiebreak-choice option[value="wins"]').count()).toBe(0);
    await page.click("#tiebreak-reset");
    expect(await names()).toEqual(["BQ", "Discs"]);
    expect(await page.locator("#tiebreak-reset").isHidden()).toBe(true);

    // A new preset brings its own order, dropping the edit.
    await page.click(discsUp);
    await page.selectOption("#preset", "papp");
    expect(await names()).toEqual(["BQ", "Discs", "Name"]);
    await page.selectOption("#preset", "woc");
    expect(await names()).toEqual(["BQ", "Discs"]);
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    expect(await bookValues(page, "Standings")).toEqual(byPreset.book.values("Standings", "values"));

    await page.click('li[data-tiebreak="discs"] button[data-action="up"]');
    await page.locator("#tiebreaks").screenshot({ path: "/tmp/pane-tiebreaks.png" });
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("imports a pasted FlipTheDisc export into new sheets next to a user's own Results sheet", async () => {
    const watch = newWatch();
    const page = await open(watch, { sheets: { Results: [["my own sheet"]] } });
    await ready(page);
    await page.fill("#import-text", fixture("tournament_579.json"));
    await page.click("#import");
    await page.waitForSelector("#import-message.bw-ok");
    expect(await page.locator("#import-message").textContent()).toContain('"Results (2)"');
    // The event's settings go on a new Tournament sheet (the workbook had none).
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual([
      "Results",
      "Results (2)",
      "Players",
      "Tournament",
    ]);
    expect(await bookValues(page, "Results")).toEqual([["my own sheet"]]);
    await page.waitForFunction(
      () => (document.getElementById("results-sheet") as HTMLSelectElement).value === "Results (2)",
    );
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    expect((await bookValues(page, "Standings")).length).toBe(12);
    await page.context().close();
  });

  it("leaves a user's own 'Standings' sheet alone and says where the standings went", async () => {
    const watch = newWatch();
    const { sheets } = event();
    const page = await open(watch, {
      sheets: { Results: sheets.results, Players: sheets.players, Standings: [["mine"]] },
    });
    await ready(page);
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-ok");
    const message = await page.locator("#outcome-message").textContent();
    expect(message).toContain('A sheet named "Standings" already exists and was not created by Brightwell');
    expect(message).toContain('"Standings (2)"');
    expect(await bookValues(page, "Standings")).toEqual([["mine"]]);
    await page.fill("#round", "9");
    await page.click("#compute");
    await page.waitForSelector("#outcome-message.bw-error");
    expect(await page.locator("#outcome-message").textContent()).toContain("the last round with games is 7");
    await page.context().close();
  });

  it("imports a chosen WOF .ELO file (file picker)", async () => {
    const watch = newWatch();
    const page = await open(watch, { sheets: { Sheet1: [] } });
    await ready(page);
    expect(await page.locator("#import-file-name").textContent()).toBe("No file chosen");
    await page.setInputFiles("#import-file", fixturePath("20101111_WOC_2010.ELO"));
    expect(await page.locator("#import-file-name").textContent()).toBe("20101111_WOC_2010.ELO");
    await page.click("#import");
    await page.waitForSelector("#import-message.bw-ok");
    expect(await page.evaluate(() => (globalThis as any).__fake.book.sheetNames())).toEqual([
      "Sheet1",
      "Results",
      "Players",
      "Tournament",
    ]);
    await page.waitForFunction(
      () => (document.getElementById("results-sheet") as HTMLSelectElement).value === "Results",
    );
    await page.click("#compute"); // WOC preset, as PAPP wrote the file
    await page.waitForSelector("#outcome-message.bw-ok");
    const written = await bookValues(page, "Standings");
    expect(written[1][1]).toBe("TAKANASHI Yusuke"); // the champion, first in the file's official order
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("imports an .ELO file as bytes (Latin-1 names), shows the grouped summary and takes the settings the file follows", async () => {
    // The 2010 Antwerp Othello Open (its last column: the disc count, a bye counting 40 discs), with a Latin-1 name.
    const text = fixture("wof_results/2010/20100410_Antwerp_Othello_Open.ELO", "latin1").replace(
      "REUNES, Nick",
      "REUNES, Niçk",
    );
    const file = join(mkdtempSync(join(tmpdir(), "bw-pane-")), "antwerp.ELO");
    writeFileSync(file, Buffer.from(text, "latin1"));
    const watch = newWatch();
    const page = await open(watch, { sheets: { Sheet1: [] } });
    await ready(page);
    await page.setInputFiles("#import-file", file);
    await page.click("#import");
    await page.waitForSelector("#import-message.bw-ok");
    const notes = await page.locator("#import-notes li").allTextContents();
    expect(notes).toContain("points: all 13 published scores are reproduced by the games");
    expect(notes).toContain("last column: the disc count (a bye counts 40 discs) reproduces it for all 13 players");
    expect(notes.some((n) => /^line \d+: The file is not UTF-8; read as Windows-1252 \(Latin-1\)/.test(n))).toBe(true);
    expect(notes.filter((n) => n.includes("counted as a bye"))).toEqual([
      "line 12: player 5012 has no game in round 1; counted as a bye (1 point), as his published score needs it (and 3 more like it: lines 15, 16, 18)",
    ]);
    expect(await page.locator("#preset").inputValue()).toBe("woc");
    expect(await page.locator("#tiebreaks .bw-tb-name").allTextContents()).toEqual(["Discs"]);
    const players = await bookValues(page, "Players");
    expect(players.some((row) => row[1] === "REUNES Niçk")).toBe(true);
    expect(watch.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("outside Excel: says so, still renders every control, and fires no error", async () => {
    const watch = newWatch();
    const page = await open(watch, null);
    await page.waitForSelector("#status:not([hidden])");
    expect(await page.locator("#status").textContent()).toMatch(/open this add-in from Excel/);
    expect(await page.locator("#compute").isDisabled()).toBe(true);
    expect(await page.locator("#preset option").count()).toBe(5);
    expect(await page.locator("#tiebreaks li:first-child").textContent()).toBe("Points");
    expect(await page.locator("#tiebreaks .bw-tb-name").allTextContents()).toEqual(["BQ", "Discs"]);
    expect(watch.pageErrors).toEqual([]);
    await page.screenshot({ path: "/tmp/pane-no-excel.png", fullPage: true });
    await page.context().close();
  });

  it("speaks Korean and Japanese, with no English left in the controls", async () => {
    for (const [lang, compute, title] of [
      ["ko", "순위 계산", "시트"],
      ["ja", "順位を計算", "シート"],
    ] as const) {
      const watch = newWatch();
      const page = await open(
        watch,
        { sheets: { Results: [["Round", "Black", "Black discs", "White discs", "White"]] } },
        `?lang=${lang}`,
      );
      await ready(page);
      expect(await page.locator("#compute").textContent()).toBe(compute);
      expect(await page.locator("#sheets-title").textContent()).toBe(title);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      // No English word left on screen except names: the product, presets, formats, the sheet name, and
      // "English" in the language switch (each language is named in itself there).
      const words = ((await page.evaluate(() => document.body.innerText)).match(/[A-Za-z]{3,}/g) ?? []).filter(
        (w) => !["Brightwell", "WOF", "FlipTheDisc", "PAPP", "json", "ELO", "Results", "English"].includes(w),
      );
      expect(words).toEqual([]);
      if (lang === "ko") await page.screenshot({ path: "/tmp/pane-ko.png", fullPage: true });
      await page.context().close();
    }
  });
});
