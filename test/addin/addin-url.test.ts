import fs from "fs";
import path from "path";
// The build's own module (plain CommonJS, shared with webpack.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DEV_URL, AddinUrlError, productionUrl, rewriteUrls } = require("../../scripts/addin-url") as {
  DEV_URL: string;
  AddinUrlError: new (message: string) => Error;
  productionUrl: (value: string | undefined) => string;
  rewriteUrls: (text: string, base: string) => string;
};

/** ADDIN_PROD_URL: where a production build points every URL (scripts/addin-url.js, used by webpack.config.js). */

describe("productionUrl(ADDIN_PROD_URL)", () => {
  test.each([
    ["https://addins.example.org/brightwell/", "https://addins.example.org/brightwell/"],
    ["https://addins.example.org/brightwell", "https://addins.example.org/brightwell/"],
    ["https://addins.example.org", "https://addins.example.org/"],
    ["  https://addins.example.org:8443/x/  ", "https://addins.example.org:8443/x/"],
  ])("%s is used as the base %s", (value, base) => {
    expect(productionUrl(value)).toBe(base);
  });

  test.each([
    [undefined, "it is not set"],
    ["", "it is not set"],
    ["   ", "it is not set"],
    ["addins.example.org/brightwell/", "is not a URL"],
    ["http://addins.example.org/", "must start with https://"],
    ["https://addins.example.org/?v=2", "without ?query"],
    ["https://addins.example.org/#top", "#fragment"],
  ])("%p is refused (%s) with the way to set it", (value, why) => {
    let error: unknown;
    try {
      productionUrl(value);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AddinUrlError);
    const message = (error as Error).message;
    expect(message).toContain(why);
    expect(message).toContain("ADDIN_PROD_URL=https://addins.example.org/brightwell/ npm run build");
    expect(message).toContain("npm run build:dev");
  });
});

describe("rewriteUrls on the real manifest", () => {
  const source = fs.readFileSync(path.resolve(__dirname, "../../manifest.xml"), "utf8");
  const out = rewriteUrls(source, "https://addins.example.org/brightwell/");

  test("every development URL becomes a URL under the base, none is left", () => {
    const before = source.split(DEV_URL).length - 1;
    expect(before).toBeGreaterThan(10);
    expect(out).not.toContain("localhost");
    expect(out.split("https://addins.example.org/brightwell/").length - 1).toBe(before);
    expect(out).toContain('<SupportUrl DefaultValue="https://addins.example.org/brightwell/support.html">');
  });

  test("the AppDomain, a bare origin, becomes the base's origin (a domain has no path)", () => {
    expect(source).toContain("<AppDomain>https://localhost:3000</AppDomain>");
    expect(out).toContain("<AppDomain>https://addins.example.org</AppDomain>");
  });
});
