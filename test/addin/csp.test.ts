/**
 * The Content-Security-Policy of the built pages (dist/, made by `npm test`'s build): the task pane may load
 * scripts only from itself and Office (office.js), connect only to itself, never eval or run inline script;
 * help.html (and help-ko.html, help-ja.html) and support.html run no script at all. Every script the built pane references is allowed by its
 * own policy. (test/browser/csp.test.ts checks the policy in Chromium.)
 */
import { readDist } from "./dist";

const OFFICE_SCRIPT_ORIGINS = [
  "https://appsforoffice.microsoft.com",
  "https://officeapis.public.onecdn.static.microsoft",
];

/** The directives of the page's CSP meta element: name → sources. */
function policy(html: string): Map<string, string[]> {
  // The build minifies the HTML: attribute quotes are optional.
  const metas = [...html.matchAll(/<meta\s+http-equiv="?Content-Security-Policy"?\s+content="([^"]*)"\s*\/?>/gi)];
  expect(metas).toHaveLength(1);
  const out = new Map<string, string[]>();
  for (const part of metas[0][1].split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/**
 * The CSP meta element is in the page and comes before its first script. (Positions of -1 count as failures: a
 * page without a policy, or without any script, is not "a policy before the scripts".)
 */
function cspBeforeScripts(html: string): boolean {
  const csp = html.search(/<meta\s+http-equiv="?Content-Security-Policy"?/i);
  const script = html.search(/<script\b/i);
  return csp >= 0 && script >= 0 && csp < script;
}

/** The sources a fetch directive falls back to (default-src when it is absent). */
const sourcesOf = (p: Map<string, string[]>, name: string) => p.get(name) ?? p.get("default-src") ?? [];

describe("task pane CSP", () => {
  const html = readDist("taskpane.html");
  const p = policy(html);

  test("comes before any script, so it applies to office.js too", () => {
    expect(cspBeforeScripts(html)).toBe(true);
    // The check can fail: the same page without its policy, or with a script moved above it, does not pass.
    const withoutCsp = html.replace(/<meta\s+http-equiv="?Content-Security-Policy"?[^>]*>/i, "");
    expect(withoutCsp).not.toBe(html);
    expect(cspBeforeScripts(withoutCsp)).toBe(false);
    expect(cspBeforeScripts(html.replace(/<head>/i, '<head><script src="x.js"></script>'))).toBe(false);
  });

  test("scripts: this add-in and Office only; no inline script, no eval, no wildcard", () => {
    const scripts = sourcesOf(p, "script-src");
    expect(scripts.filter((s) => s !== "'self'").sort()).toEqual([...OFFICE_SCRIPT_ORIGINS].sort());
    for (const s of scripts) expect(s).not.toMatch(/\*|'unsafe-inline'|'unsafe-eval'|^data:|^http:|^https:$/);
  });

  test("connections: this add-in only (the add-in sends nothing anywhere); defaults, objects and forms shut", () => {
    expect(sourcesOf(p, "connect-src")).toEqual(["'self'"]);
    expect(p.get("default-src")).toEqual(["'self'"]);
    expect(p.get("object-src")).toEqual(["'none'"]);
    expect(p.get("form-action")).toEqual(["'none'"]);
    expect(p.get("base-uri")).toEqual(["'self'"]);
    for (const [name, sources] of p) {
      if (name === "font-src")
        expect(sources).toEqual(["'self'", "https://res-1.cdn.office.net"]); // Fabric's web fonts
      else
        for (const s of sources)
          expect(
            s === "'self'" ||
              s === "'none'" ||
              s === "'unsafe-inline'" ||
              s === "data:" ||
              OFFICE_SCRIPT_ORIGINS.includes(s),
          ).toBe(true);
    }
    // Inline styles are allowed only as styles (see taskpane.html), never as script.
    expect(sourcesOf(p, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test("every script the built page loads is allowed by its policy, and none is inline", () => {
    const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(tags.length).toBeGreaterThanOrEqual(3); // office.js, functions.js, taskpane.js
    for (const [, attrs, body] of tags) {
      const src = /\bsrc="?([^"\s>]+)"?/.exec(attrs)?.[1];
      expect(src).toBeDefined();
      expect(body.trim()).toBe("");
      const origin = /^https?:\/\//.test(src!) ? new URL(src!).origin : "'self'";
      expect(sourcesOf(p, "script-src")).toContain(origin);
    }
  });
});

describe.each(["help.html", "help-ko.html", "help-ja.html", "support.html"])("%s CSP", (page) => {
  const html = readDist(page);
  const p = policy(html);

  test("runs no script at all and connects nowhere", () => {
    expect(p.get("default-src")).toEqual(["'none'"]);
    expect(p.has("script-src")).toBe(false);
    expect(p.has("connect-src")).toBe(false);
    expect(html).not.toMatch(/<script\b/i);
  });

  test("its stylesheet and fonts are allowed (its own and Fabric's on Office's CDN)", () => {
    expect(sourcesOf(p, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sourcesOf(p, "font-src")).toEqual(["'self'", "https://res-1.cdn.office.net"]);
    for (const [, href] of html.matchAll(/<link[^>]*href="?([^"\s>]+)"?/gi)) expect(href).not.toMatch(/^https?:/);
  });
});
