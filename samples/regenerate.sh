#!/bin/sh
# Rebuild the sample workbooks from the real event files kept in test/fixtures/.
# Run from the repository root:  sh samples/regenerate.sh
#
#   dutch-open-2026.xlsx  125th Dutch Othello Open (FlipTheDisc tournament 579): 11 players, 7 rounds,
#                         a bye every round. `npm run cli -- standings samples/dutch-open-2026.xlsx --preset ftd`
#                         reproduces the published FlipTheDisc scores and mbq.
#   woc-2010.xlsx         World Othello Championship 2010 (PAPP .ELO file): 13 rounds.
#                         `--preset woc` reproduces the official final order.
# Deterministic: the same event files give the same bytes (the package layer fixes the zip's dates).
set -e
npm run --silent cli -- import test/fixtures/tournament_579.json --out samples/dutch-open-2026.xlsx --force
npm run --silent cli -- import test/fixtures/20101111_WOC_2010.ELO --out samples/woc-2010.xlsx --force
