/**
 * The rating list in a workbook: the Ratings, History and Rated games sheets ⇄ the engine's RatingBook
 * (src/engine/ratings/list.ts). Pure: 2-D cell values in, a plan (preview rows + the 2-D values
 * and number formats of the sheets to write) out, so a host needs one read and one write:
 *
 *   read (1 sync): the used ranges of Results, Players (optional), Ratings, History, Rated games
 *   planRatingUpdate({ results, players?, ratings?, history?, games?, event, settings, locale? })
 *     → { ok: false, problems } (nothing to write) | { ok: true, preview, writes, problems (warnings) }
 *   planRatingUndo({ ratings, history, games?, event: { name, date? }, locale? }) → the same shape
 *   appliedEvents(history) → the events on the History, each with whether it can be undone now
 *   write (1 sync): each RatingSheetWrite (values at `topLeft`, formats first; clear what the old block
 *   covered beyond the new one: `rowsRead` × `columnsRead`)
 *
 * Sheets:
 * - **Ratings** (the user's list, updated in place): ID, Name, Rating, Games, Provisional, Last event, titled
 *   in English, Korean or Japanese, in any order, header row searched in the first rows; other columns and
 *   rows above the header are kept as they are. Missing columns are added at the right. A player's key is his
 *   ID, or his name when the ID cell is empty. Newcomers are appended at the bottom.
 * - **History** (written by Brightwell, rewritten whole): one row per player and applied event — Event, Date,
 *   ID, Name, Old, Expected, Points, Games, Change, New, Provisional, then what undo needs: Games before,
 *   Provisional before, Last event before (the list's cells exactly as they were), Newcomer, Method,
 *   Applied at (ISO 8601 from the host), Games key (identity of the event's games, see list.ts).
 * - **Rated games** (KBA; written by Brightwell): one row per rated game and player — Event, Date, Round, ID,
 *   Player, Opponent ID, Opponent, Opponent rating (the one the game was rated against), Result, Weight.
 *   Not named "Games": that name means the Results sheet.
 *
 * Matching the event's players to the list: by ID (the Players sheet's ID column), else by name, both compared as
 * sheets/results/names.ts compares them (nameIdentity: invisible characters, kinds of spaces and NFD accents aside).
 * A name matching two rows of the list is an error (give IDs); so is a name on the list only in another case,
 * width or spacing (nameKey), since it may be another person; a match by name where the event had another ID
 * is a warning. Keys (ID, else name) are kept as their nameIdentity on every sheet.
 *
 * Undo rule: an event can be undone only while it is the latest event of every one of its players (applied
 * order: Applied at, then row order); otherwise it is refused naming the later event to undo first. Undo
 * restores the Rating, Games, Provisional and Last event cells of its players exactly as they were, removes
 * the players it added, and removes its History and Rated games rows.
 *
 * The modules, in the order of a plan: titles.ts (sheet names, column titles), cells.ts (cell readers),
 * problems.ts (messages, SheetProblems), readList.ts / readHistory.ts / readGames.ts (the three sheets as read),
 * match.ts (the event's players on the list), event.ts (the event's date: given > the workbook's > refused),
 * update.ts (planRatingUpdate in steps) and updateWrites.ts,
 * undo.ts (appliedEvents, planRatingUndo), render.ts (History, Rated games, formats, widths), listSheet.ts
 * (the Ratings sheet written back in place) and bookSheets.ts (the sheets of a book built from scratch). This
 * index is the one entry: import from "src/sheets/ratings".
 */
export type {
  AppliedEventInfo,
  CellValue,
  RatingEventInput,
  RatingPlan,
  RatingPreviewRow,
  RatingProblem,
  RatingSheetsInput,
  RatingSheetWrite,
  RatingUpdateInput,
  RatingWrites,
  UndoInput,
  UndoPlan,
  UndoPreviewRow,
} from "./types";
export type { HistoryRow } from "./readHistory";
export type { GameRow } from "./readGames";
export { formatRatingProblem, ratingNoteText, ratingProblemMessage, settingIssueNote } from "./problems";
export { ratingEventDate, type RatingEventDate } from "./event";
export { plainCell, readDate, readFlag, widestRow } from "./cells";
export { findRatingSheets, isRatingSheetName } from "./titles";
export { gameRowsOf, historyRowsOf, RATINGS_FORMATS, renderHistorySheet, renderRatedGamesSheet } from "./render";
export { renderRatingsSheet } from "./listSheet";
export { bookWrites } from "./bookSheets";
export { planRatingUpdate } from "./update";
export { appliedEvents, planRatingUndo } from "./undo";
// The published list (docs/rules.md §8): publish.ts (the list as of a date, its rules and its last list),
// publishSheet.ts (its table and printable sheet; the periodic lists), listProblems.ts (its own messages).
export { planPublishedList, readPublishSource, entriesAsOf, defaultSince, readMembershipFlag } from "./publish";
export type { PublishInput, PublishPlan, PublishSource } from "./publish";
export {
  publishedTable,
  publishedHeading,
  publishedFormats,
  renderPublishedSheet,
  periodicTable,
  renderPeriodicSheet,
  marksText,
  rulesText,
  PUBLISHED_HEADING_ROWS,
} from "./publishSheet";
export type { CellTable, PeriodList } from "./publishSheet";
export { formatListProblem, listProblemMessage, ListProblems } from "./listProblems";
export type { ListProblem } from "./listProblems";
export { planListImport, exportList } from "./importList";
export type { ListImportInput, ListImportPlan } from "./importList";
export { readEventWeights, EventWeightIndex } from "./eventWeights";
export type { EventWeightRow, EventWeights } from "./eventWeights";
