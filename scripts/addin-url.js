/**
 * Where the built add-in is served from, for webpack.config.js (and its test, test/addin/addin-url.test.ts).
 *
 * Development builds keep https://localhost:3000/ (the dev server). A production build rewrites every one of those
 * URLs (manifest, functions metadata, help and support pages) to ADDIN_PROD_URL, the https address where `dist/` is
 * hosted, and refuses to guess it: a manifest pointing at a made-up host installs, then fails in Excel with
 * nothing to say why.
 */
"use strict";

const DEV_URL = "https://localhost:3000/";

/** A mistake in the build's settings: webpack.config.js prints the message alone (no stack) and exits 1. */
class AddinUrlError extends Error {}

const HOW =
  "Set ADDIN_PROD_URL to the https address where you host dist/, for example\n" +
  "  ADDIN_PROD_URL=https://addins.example.org/brightwell/ npm run build          (macOS, Linux)\n" +
  '  $env:ADDIN_PROD_URL="https://addins.example.org/brightwell/"; npm run build   (Windows PowerShell)\n' +
  "or build for the local dev server instead: npm run build:dev";

/**
 * The base URL (ending in "/") every https://localhost:3000/ URL becomes. `value` is ADDIN_PROD_URL, from
 * webpack's `--env ADDIN_PROD_URL=…` (works in every shell, used by `npm test`) or the environment.
 */
function productionUrl(value) {
  if (value === undefined || value.trim() === "") {
    throw new AddinUrlError(`A production build needs ADDIN_PROD_URL: it is not set.\n${HOW}`);
  }
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new AddinUrlError(`ADDIN_PROD_URL is not a URL: "${value}".\n${HOW}`);
  }
  if (url.protocol !== "https:") {
    throw new AddinUrlError(
      `ADDIN_PROD_URL must start with https:// (Office loads add-ins only over https): "${value}".\n${HOW}`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new AddinUrlError(
      `ADDIN_PROD_URL must be a plain folder address, without ?query, #fragment or user name: "${value}".\n${HOW}`,
    );
  }
  const href = url.href;
  return href.endsWith("/") ? href : `${href}/`;
}

/**
 * Replaces every development URL in `text`: https://localhost:3000/… becomes `base`…, and the bare origin
 * https://localhost:3000 (the manifest's AppDomain) becomes the origin of `base` (a domain has no path).
 */
function rewriteUrls(text, base) {
  return text.split(DEV_URL).join(base).split(DEV_URL.replace(/\/$/, "")).join(new URL(base).origin);
}

module.exports = { DEV_URL, AddinUrlError, productionUrl, rewriteUrls };
