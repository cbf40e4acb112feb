#!/usr/bin/env node
// Brightwell replaces @microsoft/m365agentstoolkit-cli (an optional dependency of office-addin-debugging)
// with this stub: the real package pulls ~400 MB, a package missing from the registry (cssomnom) and a
// native keytar build that needs libsecret. Excel desktop sideloading of an XML manifest does not use it.
console.error(
  "Brightwell: the Microsoft 365 Agents Toolkit CLI is not installed in this project (see README, 'Why a stub').\n" +
    "If you need it (JSON manifests, Microsoft 365 account login), run it from outside this folder:\n" +
    "  npx -y @microsoft/m365agentstoolkit-cli atk " + process.argv.slice(2).join(" ")
);
process.exit(1);
