/**
 * `npm run dev-server` (webpack.config.js devServer, scripts/dev-server.js) does what README "Development server"
 * says: with the Office development certificate in ~/.office-addin-dev-certs, https on https://localhost:3000/ with
 * it (a request trusting its CA gets through, one that does not is refused), saying whether the CA is trusted and
 * how to trust it; without it, plain http on http://127.0.0.1:3000/, saying how to get https. Certificates are made
 * here by office-addin-dev-certs' own generator, into a temporary home: nothing is installed or trusted.
 */
import fs from "fs";
import https from "https";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS modules of the build */
const { devServerTls, certificateFiles } = require("../../scripts/dev-server");
const webpackConfig = require("../../webpack.config.js");
const { generateCertificates } = require("office-addin-dev-certs");
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

let empty: string;
let withCerts: string;
beforeAll(async () => {
  empty = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-home-"));
  withCerts = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-home-"));
  const files = certificateFiles(withCerts);
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  await generateCertificates(files.ca, files.cert, files.key, 1, ["127.0.0.1", "localhost"]);
  jest.restoreAllMocks();
});
afterAll(() => {
  for (const dir of [empty, withCerts]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** GET / from a server with these TLS options; `ca` the authorities the client trusts (none: Node's own). */
async function fetchOver(options: https.ServerOptions, ca?: Buffer): Promise<string> {
  const server = https.createServer(options, (_req, res) => res.end("dist/"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const req = https.get({ host: "127.0.0.1", servername: "localhost", port, path: "/", ca }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve(body));
      });
      req.on("error", reject);
    });
  } finally {
    server.close();
  }
}

describe("scripts/dev-server.js", () => {
  test("without the certificate: plain http on 127.0.0.1, saying how to get https", () => {
    const tls = devServerTls({ home: empty, platform: "linux" });
    expect(tls).toMatchObject({ https: null, host: "127.0.0.1", url: "http://127.0.0.1:3000/" });
    expect(tls.message.join(" ")).toContain("npx office-addin-dev-certs install");
    expect(tls.message.join(" ")).toContain(certificateFiles(empty).ca);
  });

  test("with the certificate: https on localhost; a client trusting its CA gets the page, no other client does", async () => {
    const tls = devServerTls({ home: withCerts, platform: "linux", caTrusted: false });
    expect(tls).toMatchObject({ host: "localhost", url: "https://localhost:3000/" });
    expect(await fetchOver(tls.https, tls.https.ca)).toBe("dist/");
    await expect(fetchOver(tls.https)).rejects.toThrow(/self[- ]signed|unable to (get|verify)/i);
    // Untrusted on Linux: import the CA into the browser; on Windows or macOS: the install command.
    expect(tls.message.join(" ")).toMatch(/does not trust its CA.*import .*ca\.crt into the browser/);
    expect(devServerTls({ home: withCerts, platform: "win32", caTrusted: false }).message.join(" ")).toContain(
      "npx office-addin-dev-certs install",
    );
    expect(devServerTls({ home: withCerts, platform: "darwin", caTrusted: true }).message[1]).toBe(
      "This system trusts its CA.",
    );
  });

  test("never installs anything: no certificate is made where there was none", () => {
    devServerTls({ home: empty });
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});

describe("webpack.config.js devServer", () => {
  const serve = process.env.WEBPACK_SERVE;
  afterEach(() => {
    if (serve === undefined) delete process.env.WEBPACK_SERVE;
    else process.env.WEBPACK_SERVE = serve;
    jest.restoreAllMocks();
  });

  /** The config `webpack serve` gets (WEBPACK_SERVE set) for a user whose home is `home`. */
  async function devServer(home: string) {
    process.env.WEBPACK_SERVE = "true";
    jest.spyOn(os, "homedir").mockReturnValue(home);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    warn.mockClear();
    const config = await webpackConfig({}, { mode: "development" });
    return { ...config.devServer, printed: warn.mock.calls.map((c) => String(c[0])) };
  }

  test("serves what scripts/dev-server.js decides, and prints it", async () => {
    const plain = await devServer(empty);
    expect(plain).toMatchObject({ host: "127.0.0.1", port: 3000, server: { type: "http" } });
    expect(plain.printed[0]).toContain("serving plain http on http://127.0.0.1:3000/");
    const secure = await devServer(withCerts);
    expect(secure).toMatchObject({ host: "localhost", port: 3000, server: { type: "https" } });
    expect(secure.server.options.cert.equals(fs.readFileSync(certificateFiles(withCerts).cert))).toBe(true);
    expect(secure.printed[0]).toContain("Serving https://localhost:3000/");
  });
});

describe("README", () => {
  test('"Development server" names both addresses and the way to trust the CA', () => {
    const start = readme.indexOf("### Development server");
    const section = readme.slice(start, readme.indexOf("\n## ", start));
    for (const url of [devServerTls({ home: empty }).url, devServerTls({ home: withCerts, caTrusted: true }).url])
      expect(section).toContain(url);
    expect(section).toContain("npx office-addin-dev-certs install");
    expect(section).toContain("~/.office-addin-dev-certs/ca.crt");
  });
});
