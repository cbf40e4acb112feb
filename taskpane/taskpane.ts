/**
 * The Brightwell task pane: plain TypeScript on Fabric Core styles (no framework).
 *
 * Starts everywhere: inside Excel; in a browser with office.js but no Excel (Office.onReady gives
 * host null, `Excel` undefined) it shows an "open in Excel" bar and still renders; without office.js
 * at all (blocked CDN) it renders too. Language: ?lang= (tests, screenshots), else Office's
 * displayLanguage, else the browser's, else English.
 *
 * All workbook work goes through ./flow.ts (src/excel/ underneath); this file only shows outcomes.
 * Data (sheet names, player names, messages) is always inserted as text (see ./dom.ts).
 */
import { boot } from "./shell";

boot();
