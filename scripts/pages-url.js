/**
 * The GitHub Pages address of a repository, for the production build of .github/workflows/pages.yml:
 *   owner/repo            → https://owner.github.io/repo/   (a project site)
 *   owner/owner.github.io → https://owner.github.io/        (the owner's own site)
 * GitHub serves Pages on the lower-cased owner name; the repository part keeps its case (paths are
 * case-sensitive). A repository variable ADDIN_PROD_URL (a custom domain) wins over both.
 *
 *   OWNER=… REPO=… [OVERRIDE=…] node scripts/pages-url.js   prints the address
 */
"use strict";

const { productionUrl } = require("./addin-url");

/** The Pages address, checked as the production build checks ADDIN_PROD_URL (https, a plain folder). */
function pagesUrl({ owner, repo, override }) {
  if (override && override.trim() !== "") return productionUrl(override);
  if (!owner || !repo)
    throw new Error(
      "pages-url: OWNER and REPO must be set (the workflow passes github.repository_owner and the repository name).",
    );
  const host = `${owner.toLowerCase()}.github.io`;
  return productionUrl(repo.toLowerCase() === host ? `https://${host}/` : `https://${host}/${repo}/`);
}

module.exports = { pagesUrl };

if (require.main === module) {
  try {
    process.stdout.write(
      pagesUrl({ owner: process.env.OWNER, repo: process.env.REPO, override: process.env.OVERRIDE }) + "\n",
    );
  } catch (e) {
    process.stderr.write(`${e.message}\n`);
    process.exitCode = 1;
  }
}
