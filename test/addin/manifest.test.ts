import fs from "fs";
import path from "path";
import { XMLParser } from "fast-xml-parser";
import { DIST, readDist } from "./dist";

/**
 * Structural checks of the add-in manifest. `office-addin-manifest validate` posts the file to an online
 * Microsoft service, so offline we check here what breaks a sideload: ids, resource references, the one
 * shared runtime, the namespace, the locale overrides, and the production URLs.
 */

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["bt:Url", "bt:String", "bt:Image", "bt:Override", "Override", "Runtime", "Set"].includes(name),
});

/** Every element (depth first) with its tag. */
function* walk(node: unknown, tag = ""): Generator<[string, Node]> {
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n, tag);
  } else if (node && typeof node === "object") {
    yield [tag, node as Node];
    for (const [k, v] of Object.entries(node)) if (!k.startsWith("@")) yield* walk(v, k);
  }
}

function inspect(xml: string) {
  const doc = parser.parse(xml);
  const elements = [...walk(doc)];
  const resources = new Map<string, string>();
  const overrides = new Map<string, Map<string, string>>();
  const resourcesNode = elements.find(([tag]) => tag === "Resources")![1];
  for (const [tag, n] of walk(resourcesNode, "Resources")) {
    if (["bt:Url", "bt:String", "bt:Image"].includes(tag)) {
      const id = n["@id"] as string;
      expect(resources.has(id)).toBe(false);
      resources.set(id, n["@DefaultValue"] as string);
      const ov = new Map<string, string>();
      for (const o of (n["bt:Override"] as Node[] | undefined) ?? [])
        ov.set(o["@Locale"] as string, o["@Value"] as string);
      overrides.set(id, ov);
    }
  }
  const resids = elements
    .filter(([, n]) => typeof n["@resid"] === "string")
    .map(([tag, n]) => [tag, n["@resid"] as string] as const);
  const urls = [...xml.matchAll(/"(https?:\/\/[^"]+)"/g)].map((m) => m[1]);
  return { doc, elements, resources, overrides, resids, urls };
}

const SOURCE = fs.readFileSync(path.resolve(__dirname, "../../manifest.xml"), "utf8");

describe.each([
  ["source manifest.xml", () => SOURCE, false],
  ["production dist/manifest.xml", () => readDist("manifest.xml"), true],
] as const)("%s", (_label, load, production) => {
  let m: ReturnType<typeof inspect>;
  beforeAll(() => {
    m = inspect(load());
  });

  test("is a task pane add-in for Excel with a GUID id and the shared runtime requirement", () => {
    const app = m.doc.OfficeApp as Node;
    expect(app["@xsi:type"]).toBe("TaskPaneApp");
    expect(app.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    expect((app.Hosts as Node).Host).toEqual({ "@Name": "Workbook" });
    const sets = ((app.Requirements as Node).Sets as Node).Set as Node[];
    expect(sets.map((s) => s["@Name"])).toContain("SharedRuntime");
  });

  test("every resid resolves to a resource, ids at most 32 characters", () => {
    expect(m.resids.length).toBeGreaterThan(10);
    for (const [tag, id] of m.resids) {
      expect([tag, id, m.resources.has(id)]).toEqual([tag, id, true]);
      expect(id.length).toBeLessThanOrEqual(32);
    }
  });

  test("one runtime, lifetime long, and the same resid for the functions page, the function file and the pane", () => {
    const runtimes = m.elements.filter(([tag]) => tag === "Runtime").map(([, n]) => n);
    expect(runtimes).toHaveLength(1);
    expect(runtimes[0]["@lifetime"]).toBe("long");
    const runtimeId = runtimes[0]["@resid"];
    const page = m.elements.find(([tag]) => tag === "Page")![1].SourceLocation as Node;
    const functionFile = m.elements.find(([tag]) => tag === "FunctionFile")![1];
    expect(page["@resid"]).toBe(runtimeId);
    expect(functionFile["@resid"]).toBe(runtimeId);
    // Shared runtime good practice: no second task pane id.
    expect(m.elements.some(([tag]) => tag === "TaskpaneId")).toBe(false);
  });

  test("namespace OTHELLO (at most 32 characters)", () => {
    const ns = m.elements.find(([tag]) => tag === "Namespace")![1]["@resid"] as string;
    expect(m.resources.get(ns)).toBe("OTHELLO");
  });

  test("Korean and Japanese metadata overrides point to files the build emits", () => {
    const meta = m.overrides.get("Functions.Metadata.Url")!;
    expect([...meta.keys()].sort()).toEqual(["ja-JP", "ko-KR"]);
    expect(meta.get("ko-KR")).toMatch(/\/functions-ko\.json$/);
    expect(meta.get("ja-JP")).toMatch(/\/functions-ja\.json$/);
  });

  test("all URLs are under one https base (where dist/ is served) and name files that exist in dist/", () => {
    const own = m.urls.filter((u) => !u.includes("schemas.microsoft.com") && !u.includes("www.w3.org"));
    const pane = (((m.doc.OfficeApp as Node).DefaultSettings as Node).SourceLocation as Node)[
      "@DefaultValue"
    ] as string;
    expect(pane).toMatch(/^https:\/\/.*\/taskpane\.html$/);
    const base = pane.replace(/taskpane\.html$/, "");
    for (const u of own) {
      expect([u, u.startsWith(base)]).toEqual([u, true]);
      const file = decodeURIComponent(new URL(u).pathname.slice(new URL(base).pathname.length));
      expect([u, fs.existsSync(path.join(DIST, file))]).toEqual([u, true]);
    }
  });

  test("SupportUrl is the support page (support.html, its Korean and Japanese sections for ko-KR and ja-JP)", () => {
    const support = (m.doc.OfficeApp as Node).SupportUrl as Node;
    const base = (support["@DefaultValue"] as string).replace(/support\.html$/, "");
    expect(support["@DefaultValue"]).toBe(`${base}support.html`);
    const overrides = (support.Override as Node[]).map((o) => [o["@Locale"], o["@Value"]]);
    expect(overrides).toEqual([
      ["ko-KR", `${base}support.html#ko`],
      ["ja-JP", `${base}support.html#ja`],
    ]);
    // The page the build emits has those sections (test/addin/support.test.ts checks what they say).
    const page = readDist("support.html");
    expect(page).toMatch(/<section id="?ko"? lang="?ko"?>/);
    expect(page).toMatch(/<section id="?ja"? lang="?ja"?>/);
  });

  if (production) {
    test("no localhost URL is left: every development URL was rewritten to the one production base", () => {
      expect(load()).not.toMatch(/localhost/);
      expect(m.urls.length).toBeGreaterThan(10);
      // The base `npm test` builds with (build:test), read back from the pane's address.
      const pane = (((m.doc.OfficeApp as Node).DefaultSettings as Node).SourceLocation as Node)[
        "@DefaultValue"
      ] as string;
      const base = pane.replace(/taskpane\.html$/, "");
      expect(base).toMatch(/^https:\/\/[^/]+\/(.+\/)?$/);
      const source = inspect(SOURCE).urls;
      const expected = source.map((u) =>
        u.startsWith("https://localhost:3000/")
          ? base + u.slice("https://localhost:3000/".length)
          : u === "https://localhost:3000"
            ? new URL(base).origin
            : u,
      );
      expect(m.urls).toEqual(expected);
    });
  } else {
    test("development URLs are https://localhost:3000", () => {
      for (const u of m.urls.filter((x) => !x.includes("schemas.microsoft.com") && !x.includes("www.w3.org"))) {
        expect(u.startsWith("https://localhost:3000")).toBe(true);
      }
    });
  }
});
