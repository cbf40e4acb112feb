/**
 * The Brightwell task pane: plain TypeScript on Fabric Core styles (no framework).
 *
 * Starts everywhere: inside Excel; in a browser with office.js but no Excel (Office.onReady gives
 * host null, `Excel` undefined) it shows an "open in Excel" bar and still renders; without office.js
 * at all (blocked CDN) it renders too. Language: ?lang= (tests, screenshots), else Office's
 * displayLanguage, else the browser's, else English.
 *
 * The pane is a shell (./shell.ts: boot, language, busy state, messages, problem list, runAction)
 * and one panel per section (./panels/), listed here in the order they render. Adding a panel: see
 * the comment at the top of ./shell.ts. All workbook work goes through ./flow/ (src/excel/
 * underneath); the panels only show outcomes. Data (sheet names, player names, messages) is always
 * inserted as text (see ./dom.ts).
 */
import { boot } from "./shell";
import { sheetsPanel } from "./panels/sheets";
import { standingsPanel } from "./panels/standings";
import { tiebreaksPanel } from "./panels/tiebreaks";
import { importPanel } from "./panels/import";
import { pairPanel } from "./panels/pair";
import { newTournamentPanel } from "./panels/newTournament";
import { ratingsPanel } from "./panels/ratings";
import { ratingListPanel } from "./panels/ratingList";

boot([
  newTournamentPanel,
  sheetsPanel,
  standingsPanel,
  tiebreaksPanel,
  importPanel,
  pairPanel,
  ratingsPanel,
  ratingListPanel,
]);
