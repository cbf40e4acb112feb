/**
 * How `npm run dev-server` (webpack.config.js devServer; `npm start` runs it too) serves dist/ on port 3000 (package.json
 * config.dev_server_port), and what
 * it says about it (README "Development server"):
 *
 *   - with the Office development certificate (~/.office-addin-dev-certs: localhost.crt, localhost.key and ca.crt,
 *     made by `npx office-addin-dev-certs install`, which `npm start` runs on Windows and macOS): https on
 *     https://localhost:3000/. It says whether this system trusts the certificate's CA, and when it does not, how
 *     to trust it (Windows, macOS: the install command; Linux: import ca.crt into the browser, which keeps its own
 *     list of authorities);
 *   - without it: plain http on http://127.0.0.1:3000/, for browsers and tests (Excel loads add-ins only over
 *     https), saying how to get https.
 *
 * It never makes, installs or trusts a certificate itself (that asks for an administrator's password): it only
 * reads the files and asks office-addin-dev-certs whether the CA is installed.
 */
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");

/** The files office-addin-dev-certs writes (its defaults: a folder in the user's home). */
function certificateFiles(home = os.homedir()) {
  const dir = path.join(home, ".office-addin-dev-certs");
  return {
    dir,
    cert: path.join(dir, "localhost.crt"),
    key: path.join(dir, "localhost.key"),
    ca: path.join(dir, "ca.crt"),
  };
}

/** Whether this system trusts the development CA (office-addin-dev-certs' own check); undefined when unknown. */
function caTrustedHere() {
  try {
    return require("office-addin-dev-certs").isCaCertificateInstalled();
  } catch {
    return undefined;
  }
}

/** How to trust the development CA on this platform. */
function howToTrust(ca, platform) {
  return platform === "linux"
    ? `import ${ca} into the browser as a certificate authority trusted to identify websites (Chromium: Settings › ` +
        "Privacy and security › Security › Manage certificates › Authorities › Import; Firefox: Settings › Privacy & " +
        "Security › View Certificates › Authorities › Import)"
    : "run `npx office-addin-dev-certs install` (it asks for your permission once)";
}

/**
 * The dev server's address and TLS options, and the lines it prints. `caTrusted` is for tests (undefined: ask
 * office-addin-dev-certs).
 */
function devServerTls({ home = os.homedir(), platform = process.platform, caTrusted, port = 3000 } = {}) {
  const files = certificateFiles(home);
  const present = [files.cert, files.key, files.ca].every((f) => fs.existsSync(f));
  if (!present) {
    return {
      https: null,
      host: "127.0.0.1",
      url: `http://127.0.0.1:${port}/`,
      message: [
        `No Office development certificate in ${files.dir}: serving plain http on http://127.0.0.1:${port}/ ` +
          "(browsers and tests; Excel loads add-ins only over https).",
        "For https: npx office-addin-dev-certs install, then npm run dev-server again" +
          (platform === "linux"
            ? `; on Linux it makes the certificate, asks sudo to add its CA to the system, and you ${howToTrust(files.ca, platform)}.`
            : "."),
      ],
    };
  }
  const trusted = caTrusted === undefined ? caTrustedHere() : caTrusted;
  const trust =
    trusted === true
      ? "This system trusts its CA" +
        (platform === "linux"
          ? `; a browser with its own list of authorities still needs it: ${howToTrust(files.ca, platform)}.`
          : ".")
      : `This system does not trust its CA${trusted === undefined ? " (or could not tell)" : ""}: browsers and Excel on ` +
        `the web refuse the add-in until it does. To trust it, ${howToTrust(files.ca, platform)}.`;
  return {
    https: {
      cert: fs.readFileSync(files.cert),
      key: fs.readFileSync(files.key),
      ca: fs.readFileSync(files.ca),
    },
    host: "localhost",
    url: `https://localhost:${port}/`,
    message: [`Serving https://localhost:${port}/ with the Office development certificate in ${files.dir}.`, trust],
  };
}

module.exports = { devServerTls, certificateFiles };
