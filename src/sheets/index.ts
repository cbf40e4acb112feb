/**
 * Public API of src/sheets/: cell tables ⇄ engine model. Pure (no Office, no Node): hosts read
 * cells, call these functions, and write what they return. Keep this surface stable; excel/,
 * cli/ and taskpane/ code against it.
 *
 *   parseResultsSheet({ sheetName, values, topLeft?, players?, options? }) → { tournament, problems }
 *   renderStandings(standings, { locale?, crosstable?, roundBq? }) → { values, numberFormats, headerRowCount: 1, columnWidths }
 *   tournamentToSheets(t) → { results, players }   (2-D values with a header row each)
 *   detectSheets(sheets) → which sheet holds the results / players (by name, then by headers)
 *   formatProblem(problem, locale) → "Results!D14: …" (src/i18n/problems.ts)
 *   fillMergedAreas(values, topLeft, mergedAddresses) → values with each merged area's top-left value in all its cells
 */
export type {
  Problem,
  ProblemCode,
  SheetInput,
  ParseOptions,
  ParseResultsInput,
  ParseResult,
  RenderedSheet,
  RenderOptions,
  Locale,
} from "./types";
export { parseResultsSheet, parsePlayersSheet, parseResultText, isByeWord, nameKey, sortProblems } from "./results";
export { renderStandings, crossCellText, shownTiebreaks, tiebreakValue, STANDINGS_LABELS } from "./standings/render";
export { tournamentToSheets, playerLabels, resultText, RESULTS_TITLES, PLAYERS_TITLES } from "./standings/export";
export {
  RESULTS_HEADER_ALIASES,
  PLAYERS_HEADER_ALIASES,
  SHEET_NAME_ALIASES,
  STANDINGS_SHEET_NAME,
  BYE_WORDS,
  normalizeTitle,
  findResultsHeader,
  findPlayersHeader,
  resultsColumnOf,
  playersColumnOf,
} from "./headers";
export type { ResultsColumn, PlayersColumn, HeaderMatch } from "./headers";
export { detectSheets } from "./detect";
export { displayWidth } from "./displayWidth";
// Which sheets are ours (the add-in's record, the workbook-name marks) and where a written sheet goes.
export {
  OWNED_ROLES,
  roleMark,
  STANDINGS_MARK,
  ROUND_MARK,
  OWNED_SETTING_KEY,
  parseOwned,
  sheetOfFormula,
  findMark,
  markFormula,
  freeTableName,
  planOwnedSheet,
  planMarkedSheet,
  planRoundSheet,
} from "./ownership";
export type {
  OwnedRole,
  OwnedRoleSpec,
  OwnedSheet,
  SheetInfo,
  TableInfo,
  WorkbookName,
  WorkbookLayout,
  PlanOptions,
  SheetTarget,
  MarkedSheetTarget,
} from "./ownership";
export { freeSheetName, isValidSheetName } from "./sheetNames";
// What a host writes: a block of values and formats from A1.
export { blockAddresses, toContent, contentOf } from "./content";
export type { SheetContent } from "./content";
export { columnLetters, columnIndex, parseTopLeft, quoteSheetName } from "./address";
export { readCell, cellNumber, unwrapCell } from "./cells";
// Merged cells (Office.js reads a merged area's value only in its top-left cell).
export { fillMergedAreas, parseAreaList, parseArea, splitAreaList } from "./merged";
export type { CellBox } from "./merged";
export { parseCsv, detectDelimiter, writeCsv } from "./csv";
export { formatProblem, problemMessage, PROBLEM_TEMPLATES } from "../i18n/problems";
// Pair next round: sheets → pairing input (pairing/input.ts, with its problems and the absent rounds),
// pairing → Results rows, the round's lines and the printable "Round N" sheet (pairing/roundOutput.ts), and
// the texts: the one explanation of a pair and the failure message (pairing/text.ts).
export { pairingInputFromSheets } from "./pairing/input";
export type { PairingSheetsInput, PairingInput, FixedRow } from "./pairing/input";
export { formatPairingProblem, pairingProblemMessage } from "./pairing/problems";
export type { PairingProblem } from "./pairing/problems";
export { parseAbsentRounds } from "./pairing/absentRounds";
export {
  renderPairingRows,
  renderRoundSheet,
  applyTypedTables,
  ROUND_SHEET_ONE_PAGE,
  roundLines,
} from "./pairing/roundOutput";
export type { PairingRows, PairingRowsOptions, RoundSheet, RoundPageSetup, RoundLine } from "./pairing/roundOutput";
export { explainPair, pairingFailureText } from "./pairing/text";
export { ABSENT_HEADER_ALIASES, ROUND_LABELS } from "../i18n/pairing";
// The engine's pairing options from the sheets and the director's choices (the CLI and the pane).
export { pairingOptionsFrom } from "./pairing/options";
export type { PairingChoices } from "./pairing/options";
// Rating lists: Ratings / History / Rated games sheets ⇄ the engine's RatingBook.
export {
  planRatingUpdate,
  planRatingUndo,
  appliedEvents,
  findRatingSheets,
  isRatingSheetName,
  renderRatingsSheet,
  bookWrites,
  renderHistorySheet,
  renderRatedGamesSheet,
  historyRowsOf,
  gameRowsOf,
  ratingProblemMessage,
  formatRatingProblem,
  ratingNoteText,
  settingIssueNote,
  ratingEventDate,
  readDate,
  readFlag,
  plainCell,
  widestRow,
} from "./ratings";
export type {
  CellValue,
  RatingProblem,
  RatingSheetWrite,
  RatingPreviewRow,
  RatingSheetsInput,
  RatingEventInput,
  RatingUpdateInput,
  RatingWrites,
  RatingPlan,
  UndoInput,
  UndoPlan,
  UndoPreviewRow,
  AppliedEventInfo,
  HistoryRow,
  GameRow,
  RatingEventDate,
} from "./ratings";
export {
  RATING_SHEET_NAMES,
  RATINGS_TITLES,
  HISTORY_TITLES,
  RATED_GAMES_TITLES,
  PREVIEW_LABELS,
} from "../i18n/ratings";
// The published list (docs/rules.md §8): ranks, rules, as of a date, the printable sheet, the periodic lists.
export {
  planPublishedList,
  readPublishSource,
  entriesAsOf,
  defaultSince,
  publishedTable,
  publishedHeading,
  renderPublishedSheet,
  periodicTable,
  renderPeriodicSheet,
  marksText,
  rulesText,
  formatListProblem,
  listProblemMessage,
  planListImport,
  exportList,
  readEventWeights,
  EventWeightIndex,
} from "./ratings";
export type {
  EventWeightRow,
  EventWeights,
  PublishInput,
  PublishPlan,
  PublishSource,
  CellTable,
  PeriodList,
  ListProblem,
  ListImportInput,
  ListImportPlan,
} from "./ratings";
export { RATING_LIST_TEXTS, PUBLISHED_SHEET_NAMES, PERIODIC_SHEET_NAMES, CARD_TEXTS } from "../i18n/ratingList";
// A player's card: his events and rating curve as an SVG file (docs/rules.md §8.6).
export { playerCard, renderCardSvg, cardChangeText, xmlText } from "./ratingCard";
export type { PlayerCard, CardRow } from "./ratingCard";
// Printing: the one page setup of the Round, Slips and Standings sheets (A4 portrait, one page wide, header repeated).
export {
  wallPageSetup,
  wallFontSize,
  widthForFont,
  absoluteRows,
  standingsPrint,
  ONE_PAGE_ROWS,
} from "./standings/print";
export type { PageSetup } from "./standings/print";
// Live standings (OTHELLO.STANDINGS) and a new tournament workbook as data: see ./workbook/index.ts.
export { liveStandings } from "./standings/live";
export type { LiveStandingsInput, LiveStandingsResult } from "./standings/live";
export * as workbook from "./workbook";
export { parseReference } from "./address";
