/**
 * Build of the add-in (after Microsoft's Excel-Custom-Functions-Shared template): one shared runtime, so
 * the task pane page loads both the pane and the custom functions. Differences from the template, and why:
 * - ts-loader (transpile only) instead of Babel 8, which requires Node 22; type checking is `npm run typecheck`.
 * - No IE 11 polyfill chunk: Office add-ins now run in WebView2, WKWebView or a current browser.
 * - Fabric Core CSS is bundled from node_modules (no CDN), so the pane also works offline and in tests.
 * - functions-ko.json / functions-ja.json are emitted beside functions.json (Korean and Japanese help).
 * - The production build rewrites EVERY localhost URL (the template's string replace only rewrote the first), to
 *   ADDIN_PROD_URL, and fails with a message when it is not set (scripts/addin-url.js) instead of guessing a host.
 * - support.html (how to report a problem, what the add-in keeps) is built beside help.html: the manifest's SupportUrl.
 * - The dev server uses the Office dev certificates when they are there (https://localhost:3000), else plain http on
 *   127.0.0.1, and never installs one itself (scripts/dev-server.js, README "Development server").
 */
const path = require("path");
const { sources, Compilation } = require("webpack");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const { localizeMetadata, LANGUAGES } = require("./src/functions/i18n/localize");
const { AddinUrlError, productionUrl, rewriteUrls } = require("./scripts/addin-url");
const { devServerTls } = require("./scripts/dev-server");

/** Emits functions-<lang>.json from the generated functions.json; rewrites URLs in production. */
class FunctionsLocalesPlugin {
  constructor(options) {
    /** Text → text: the production URL rewrite, or nothing in development. */
    this.fix = options.fix;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("FunctionsLocalesPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "FunctionsLocalesPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        (assets) => {
          const base = assets["functions.json"];
          if (!base) return; // the metadata plugin reported an error already
          const text = base.source().toString();
          const fix = this.fix;
          compilation.updateAsset("functions.json", new sources.RawSource(fix(text)));
          const metadata = JSON.parse(text);
          for (const lang of LANGUAGES) {
            try {
              const localized = JSON.stringify(localizeMetadata(metadata, lang), null, 2);
              compilation.emitAsset(`functions-${lang}.json`, new sources.RawSource(fix(localized)));
            } catch (e) {
              compilation.errors.push(new Error(e.message));
            }
          }
        },
      );
    });
  }
}

module.exports = async (env, options) => {
  const dev = options.mode === "development";
  let fix = (text) => text;
  if (!dev) {
    try {
      // `--env ADDIN_PROD_URL=…` (what `npm test` passes: it works in every shell) or the environment variable.
      const base = productionUrl(env.ADDIN_PROD_URL ?? process.env.ADDIN_PROD_URL);
      fix = (text) => rewriteUrls(text.toString(), base);
    } catch (e) {
      if (!(e instanceof AddinUrlError)) throw e;
      console.error(`Build stopped: ${e.message}`);
      process.exit(1);
    }
  }
  const serving = Boolean(process.env.WEBPACK_SERVE);
  const port = Number(process.env.npm_package_config_dev_server_port || 3000);
  const tls = serving ? devServerTls({ port }) : null;
  if (tls) for (const line of tls.message) console.warn(line);
  const https = tls ? tls.https : null;
  return {
    devtool: "source-map",
    entry: {
      taskpane: "./taskpane/taskpane.ts",
      functions: "./src/functions/functions.ts",
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      clean: true,
      // Write every file on every build, so dist/'s times say when it was built (test/setup/build-dist.js
      // rebuilds for jest when a source is newer than dist/).
      compareBeforeEmit: false,
    },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          // ES modules (not tsconfig's CommonJS, which the CLI and jest use) so webpack can drop the engine
          // exports a bundle does not use: the custom functions import the whole engine index.
          use: { loader: "ts-loader", options: { transpileOnly: true, compilerOptions: { module: "esnext" } } },
        },
        { test: /\.css$/, type: "asset/source" },
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({ input: "./src/functions/functions.ts", output: "functions.json" }),
      new FunctionsLocalesPlugin({ fix }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./taskpane/taskpane.html",
        chunks: ["functions", "taskpane"],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          { from: "node_modules/office-ui-fabric-core/dist/css/fabric.min.css", to: "assets/fabric.min.css" },
          { from: "src/functions/help.html", to: "help.html", transform: fix },
          // The same reference in Korean and Japanese: the localized metadata's helpUrl (src/functions/i18n/localize.js).
          { from: "src/functions/help-ko.html", to: "help-ko.html", transform: fix },
          { from: "src/functions/help-ja.html", to: "help-ja.html", transform: fix },
          { from: "pages/support.html", to: "support.html", transform: fix },
          { from: "manifest*.xml", to: "[name][ext]", transform: fix },
        ],
      }),
    ],
    devServer: {
      host: tls ? tls.host : "127.0.0.1",
      headers: { "Access-Control-Allow-Origin": "*" },
      server: https ? { type: "https", options: https } : { type: "http" },
      port,
      static: { directory: path.resolve(__dirname, "dist") },
    },
    performance: { hints: false },
  };
};
