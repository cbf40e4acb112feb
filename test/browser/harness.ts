/**
 * Browser-test harness: serve the built pane on 127.0.0.1, launch headless Chromium, route the
 * office.js CDN to the local @microsoft/office-js copy, block every other outside request, inject
 * the in-memory Excel workbook, and record dialogs, page errors and blocked requests.
 */
import { createServer, Server } from "http";
import { existsSync, mkdirSync, readFileSync, statSync } from "fs";
import { AddressInfo } from "net";
import { extname, join, normalize, resolve, sep } from "path";
import { Browser, BrowserContext, chromium, Page } from "playwright-core";

export const ROOT = resolve(__dirname, "..", "..");
export const DIST = resolve(process.env.BRIGHTWELL_DIST ?? join(ROOT, "dist"));
const OFFICE_DIST = join(ROOT, "node_modules", "@microsoft", "office-js", "dist");
const OFFICE_CDN = "https://appsforoffice.microsoft.com/lib/1/hosted/";
const FAKE = join(ROOT, "test", "fakes", "fake-excel.js");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".xml": "application/xml",
  ".map": "application/json",
};

/** A static file server for `dir` on 127.0.0.1 and a free port. */
export async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export interface Watch {
  dialogs: string[];
  pageErrors: string[];
  blocked: string[];
  officeFiles: string[];
}

/**
 * A 350 px wide context: 127.0.0.1 passes, the office.js CDN is answered from node_modules, all
 * else is aborted (and listed in `watch.blocked`).
 */
export async function paneContext(
  browser: Browser,
  watch: Watch,
  viewport = { width: 350, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: "en-US" });
  await context.route("**/*", async (route) => {
    const url = route.request().url();
    const host = new URL(url).hostname;
    if (host === "127.0.0.1") return route.continue();
    if (url.startsWith(OFFICE_CDN)) {
      const rel = url.slice(OFFICE_CDN.length).split(/[?#]/)[0];
      const file = normalize(join(OFFICE_DIST, rel));
      if (file.startsWith(OFFICE_DIST + sep) && existsSync(file) && statSync(file).isFile()) {
        watch.officeFiles.push(rel);
        return route.fulfill({ status: 200, contentType: "text/javascript", body: readFileSync(file) });
      }
    }
    watch.blocked.push(url);
    return route.abort();
  });
  return context;
}

/** A page with dialogs/page errors recorded and (unless `workbook` is null) the fake Excel injected. */
export async function panePage(
  context: BrowserContext,
  watch: Watch,
  workbook: { sheets: Record<string, unknown[][]>; syncDelayMs?: number } | null,
): Promise<Page> {
  const page = await context.newPage();
  page.on("dialog", (d) => {
    watch.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on("pageerror", (e) => watch.pageErrors.push(String(e)));
  if (workbook) {
    await page.addInitScript({ path: FAKE });
    await page.addInitScript((init) => {
      const g = globalThis as unknown as {
        createFakeExcel: (i: unknown) => { Excel: unknown };
        __fake: unknown;
        Excel: unknown;
      };
      const fake = g.createFakeExcel(init);
      g.__fake = fake;
      g.Excel = fake.Excel;
    }, workbook);
  }
  return page;
}

export const newWatch = (): Watch => ({ dialogs: [], pageErrors: [], blocked: [], officeFiles: [] });

/**
 * A full-page screenshot kept as `<name>.png`, and the same page cut into screen-high parts
 * (`<name>-1.png` …) that can be read at full size in an image viewer.
 */
export async function keepScreenshots(page: Page, name: string, partHeight = 900): Promise<string[]> {
  const full = artifact(`${name}.png`);
  await page.screenshot({ path: full, fullPage: true });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  const parts: string[] = [];
  for (let y = 0, i = 1; y < height; y += partHeight, i++) {
    const path = artifact(`${name}-${i}.png`);
    await page.screenshot({ path, fullPage: true, clip: { x: 0, y, width, height: Math.min(partHeight, height - y) } });
    parts.push(path);
  }
  return [full, ...parts];
}

/** Screenshots kept as test artifacts (gitignored): test/browser/artifacts/<name>.png. */
export const ARTIFACTS = join(ROOT, "test", "browser", "artifacts");
export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

/**
 * Serves the built pane and starts Chromium once for a test file (beforeAll/afterAll registered here).
 * The returned object's fields are filled in when beforeAll has run.
 */
export function usePaneServer(): { server: Server; origin: string; browser: Browser } {
  const env = {} as { server: Server; origin: string; browser: Browser };
  beforeAll(async () => {
    if (!existsSync(join(DIST, "taskpane.html"))) {
      throw new Error(`No built pane at ${DIST}/taskpane.html: run "npm run build" first (npm run test:browser does).`);
    }
    Object.assign(env, await serve(DIST));
    env.browser = await launch();
  });
  afterAll(async () => {
    await env.browser?.close();
    await new Promise((ok) => env.server?.close(ok));
  });
  return env;
}
