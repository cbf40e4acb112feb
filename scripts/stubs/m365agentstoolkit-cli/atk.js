#!/usr/bin/env node
// Brightwell replaces @microsoft/m365agentstoolkit-cli (a peer dependency of office-addin-dev-settings, which
// office-addin-debugging depends on; npm installs peer dependencies itself) with this stub: the real package pulls
// a few hundred MB, a package missing from the registry (cssomnom) and a native keytar build that needs libsecret.
// Excel desktop sideloading of an XML manifest does not use it (README, "Why a stub").
console.error(
  "Brightwell: the Microsoft 365 Agents Toolkit CLI is not installed in this project (see README, 'Why a stub').\n" +
    "If you need it (JSON manifests, Microsoft 365 account login), run it from outside this folder:\n" +
    "  npx -y @microsoft/m365agentstoolkit-cli atk " +
    process.argv.slice(2).join(" "),
);
process.exit(1);
