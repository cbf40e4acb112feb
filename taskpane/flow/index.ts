/**
 * What the task pane's buttons do, without any DOM: plain async functions over an ExcelHost
 * (Office's `Excel`, or the in-memory fake in tests). The pane only shows outcomes.
 * One module per panel; this index is what the panels and the tests import.
 *
 *   Compute standings:  readInputs (1 sync) → fillMergedAreas → parseResultsSheet → computeStandings →
 *                       renderStandings → writeOwnedSheet (1 sync). Bad input: nothing is written.
 *                       A last round that is paired but has no results yet is left out (a
 *                       "round-pending" warning): the standings after the last complete round.
 *   Import a file:      parse FlipTheDisc JSON / WOF .ELO → tournamentToSheets → listSheets (1 sync)
 *                       → addSheets with free names (1 sync).
 *   Pair round N:       readInputs forPairing (1 sync) → fillMergedAreas → pairingInputFromSheets → pairRound →
 *                       renderPairingRows + renderRoundSheet → writePairing (1 sync). Bad input or
 *                       no complete round: nothing is written.
 *   Update ratings:     readBlocks (1 sync: Results, Players, the rating sheets) → planRatingUpdate / planRatingUndo →
 *                       the changed cells of Ratings, Rating history, Rated games (1 sync); the rating chart; the
 *                       event as a .ELO text (see ./ratings.ts).
 *   Publish the list:   the same read (1 sync) → planPublishedList → the printable list on its marked sheet (1 sync);
 *                       a player's card as SVG; a federation's list imported (1 sync) (see ./ratingList.ts).
 */
export * from "./sheets";
export * from "./standings";
export * from "./import";
export * from "./pair";
export * from "./settings";
export * from "./newTournament";
export * from "./ratings";
export * from "./ratingList";
