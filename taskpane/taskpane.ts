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
import css from "./taskpane.css";
import { applyI18n, byId, clear, el, setOptions } from "./dom";
import { pickLocale, t, UiKey, UiLocale } from "../src/i18n/ui";
import { currentExcelHost, ExcelHost, selectCell } from "../src/excel/workbook";
import { computeInWorkbook, ComputeOutcome, ComputeRequest, importTournament, parseTournamentFile, scan } from "./flow";
import { PRESETS, PRESET_IDS } from "../src/engine/presets";
import type { ByeRule, ConstantSetting, PresetId, Standings, WithdrawnRule } from "../src/engine/standings";
import { problemMessage, shownTiebreaks, STANDINGS_LABELS, tiebreakValue } from "../src/sheets";
import type { Problem } from "../src/sheets";

const PRESET_KEYS: Record<PresetId, UiKey> = {
  woc: "presetWoc",
  ftd: "presetFtd",
  papp: "presetPapp",
  koa: "presetKoa",
  joa: "presetJoa",
};

/** How many standings rows the pane previews. */
const PREVIEW_ROWS = 10;

interface Pane {
  locale: UiLocale;
  host?: ExcelHost;
  busy: boolean;
  /** The round the pairing section refers to (last computed round + 1). */
  nextRound?: number;
}

const pane: Pane = { locale: "en", busy: false };

// ---------------------------------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------------------------------

function queryLang(): string | undefined {
  try {
    return new URLSearchParams(window.location.search).get("lang") ?? undefined;
  } catch {
    return undefined;
  }
}

function officeDisplayLanguage(): string | undefined {
  const office = (globalThis as { Office?: typeof Office }).Office;
  try {
    return office?.context?.displayLanguage || undefined;
  } catch {
    return undefined;
  }
}

function boot(): void {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.appendChild(style);

  pane.locale = pickLocale(queryLang(), navigator.languages);
  renderStatic();
  bindEvents();
  setBusy(false);

  const office = (globalThis as { Office?: typeof Office }).Office;
  if (office && typeof office.onReady === "function") {
    office.onReady(() => void start());
  } else {
    void start(); // office.js did not load (offline, blocked): render the "open in Excel" state
  }
}

async function start(): Promise<void> {
  const locale = pickLocale(queryLang(), officeDisplayLanguage(), navigator.languages);
  if (locale !== pane.locale) {
    pane.locale = locale;
    renderStatic();
  }
  pane.host = currentExcelHost();
  const status = byId("status");
  if (!pane.host) {
    status.textContent = t(pane.locale, "notInExcel");
    status.hidden = false;
    setBusy(false);
    return;
  }
  status.hidden = true;
  await rescan();
}

/** Everything that depends only on the language and the chosen preset. */
function renderStatic(): void {
  applyI18n(document, pane.locale);
  const presetSelect = byId<HTMLSelectElement>("preset");
  const current = (presetSelect.value as PresetId) || "woc";
  setOptions(
    presetSelect,
    PRESET_IDS.map((id) => [id, t(pane.locale, PRESET_KEYS[id])]),
    PRESET_IDS.includes(current) ? current : "woc",
  );
  setOptions(byId<HTMLSelectElement>("constant"), [
    ["exact", t(pane.locale, "constantExact")],
    ["even", t(pane.locale, "constantEven")],
    ["papp", t(pane.locale, "constantPapp")],
    ["6", t(pane.locale, "constantNumber", { value: 6 })],
    ["number", t(pane.locale, "constantCustom")],
  ]);
  setOptions(byId<HTMLSelectElement>("bye-rule"), [
    ["selfDraw", t(pane.locale, "byeSelfDraw")],
    ["zeroOpponent", t(pane.locale, "byeZeroOpponent")],
  ]);
  setOptions(byId<HTMLSelectElement>("withdrawn-rule"), [
    ["selfDraw", t(pane.locale, "withdrawnSelfDraw")],
    ["real", t(pane.locale, "withdrawnReal")],
  ]);
  showPreset(presetSelect.value as PresetId);
  renderPairingTitle();
}

function renderPairingTitle(): void {
  byId("pairing-title").textContent = t(pane.locale, "sectionPairing", { round: pane.nextRound ?? "N" });
}

/** Put the preset's settings into the controls. */
function showPreset(id: PresetId): void {
  const s = PRESETS[id].settings;
  const constant = byId<HTMLSelectElement>("constant");
  const value = byId<HTMLInputElement>("constant-value");
  if (s.constant === 6) {
    constant.value = "6"; // the WOF constant has its own entry
    value.value = "6";
  } else if (typeof s.constant === "number") {
    constant.value = "number";
    value.value = String(s.constant);
  } else {
    constant.value = s.constant;
    value.value = "6";
  }
  value.hidden = constant.value !== "number";
  byId<HTMLSelectElement>("bye-rule").value = s.byeRule;
  byId<HTMLSelectElement>("withdrawn-rule").value = s.withdrawnRule;

  const labels = STANDINGS_LABELS[pane.locale];
  const chain = byId("tiebreaks");
  clear(chain);
  chain.appendChild(el("li", {}, labels.points));
  for (const tb of s.tiebreaks) chain.appendChild(el("li", {}, labels.tiebreaks[tb]));
}

function bindEvents(): void {
  byId<HTMLSelectElement>("preset").addEventListener("change", (e) => showPreset((e.target as HTMLSelectElement).value as PresetId));
  byId<HTMLSelectElement>("constant").addEventListener("change", (e) => {
    byId("constant-value").hidden = (e.target as HTMLSelectElement).value !== "number";
  });
  byId("rescan").addEventListener("click", () => void rescan());
  byId("compute").addEventListener("click", () => void compute(false));
  byId("accept").addEventListener("click", () => void compute(true));
  byId("stop").addEventListener("click", () => {
    byId("confirm").hidden = true;
    showMessage("outcome-message", "warn", t(pane.locale, "stopped"));
  });
  byId("import").addEventListener("click", () => void importFile());
}

function setBusy(busy: boolean, label?: UiKey): void {
  pane.busy = busy;
  const noExcel = !pane.host;
  for (const id of ["rescan", "compute", "import", "accept", "stop"]) {
    (byId(id) as HTMLButtonElement).disabled = busy || noExcel;
  }
  byId("compute").textContent = t(pane.locale, busy && label === "computing" ? "computing" : "compute");
  byId("import").textContent = t(pane.locale, busy && label === "importing" ? "importing" : "importButton");
}

function showMessage(id: string, kind: "ok" | "error" | "warn", text: string): void {
  const node = byId(id);
  node.className = `bw-message ms-font-m bw-${kind}`;
  node.textContent = text;
  if (id === "outcome-message") byId("outcome").hidden = false;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

// ---------------------------------------------------------------------------------------------
// Sheets
// ---------------------------------------------------------------------------------------------

async function rescan(prefer?: { results?: string; players?: string }): Promise<void> {
  const host = pane.host;
  if (!host) return;
  const note = byId("detect-note");
  setBusy(true);
  try {
    const found = await scan(host);
    const names = found.sheets.map((s) => s.name);
    const results = prefer?.results ?? found.results;
    const players = prefer?.players ?? found.players;
    setOptions(
      byId<HTMLSelectElement>("results-sheet"),
      names.map((n) => [n, n === found.results ? t(pane.locale, "detectedSuffix", { name: n }) : n]),
      results ?? names[0],
    );
    setOptions(
      byId<HTMLSelectElement>("players-sheet"),
      [["", t(pane.locale, "playersNone")], ...names.map((n): [string, string] => [n, n === found.players ? t(pane.locale, "detectedSuffix", { name: n }) : n])],
      players ?? "",
    );
    note.hidden = !!results;
    note.textContent = names.length === 0 ? t(pane.locale, "noSheets") : t(pane.locale, "noResultsDetected");
  } catch (e) {
    note.hidden = false;
    note.textContent = t(pane.locale, "errorUnexpected", { message: errorText(e) });
  } finally {
    setBusy(false);
  }
}

// ---------------------------------------------------------------------------------------------
// Compute
// ---------------------------------------------------------------------------------------------

/** The request from the controls, or the message of the first invalid one. */
function readRequest(accept: boolean): ComputeRequest | { error: string } {
  const preset = byId<HTMLSelectElement>("preset").value as PresetId;
  const choice = byId<HTMLSelectElement>("constant").value;
  let constant: ConstantSetting;
  if (choice === "number") {
    const text = byId<HTMLInputElement>("constant-value").value.trim();
    const n = Number(text.replace(",", "."));
    if (text === "" || !Number.isFinite(n) || n < 0) return { error: t(pane.locale, "constantInvalid", { value: text }) };
    constant = n;
  } else if (choice === "6") {
    constant = 6;
  } else {
    constant = choice as ConstantSetting;
  }
  const roundText = byId<HTMLInputElement>("round").value.trim();
  let round: number | undefined;
  if (roundText !== "") {
    round = Number(roundText);
    if (!Number.isInteger(round) || round < 1) return { error: t(pane.locale, "roundInvalid", { value: roundText }) };
  }
  const players = byId<HTMLSelectElement>("players-sheet").value;
  return {
    resultsSheet: byId<HTMLSelectElement>("results-sheet").value,
    playersSheet: players === "" ? undefined : players,
    preset,
    overrides: {
      constant,
      byeRule: byId<HTMLSelectElement>("bye-rule").value as ByeRule,
      withdrawnRule: byId<HTMLSelectElement>("withdrawn-rule").value as WithdrawnRule,
    },
    round,
    locale: pane.locale,
    acceptDiscSum: accept,
  };
}

async function compute(accept: boolean): Promise<void> {
  const host = pane.host;
  resetOutcome();
  if (!host) {
    showMessage("outcome-message", "error", t(pane.locale, "errorNoExcel"));
    return;
  }
  const request = readRequest(accept);
  if ("error" in request) {
    showMessage("outcome-message", "error", request.error);
    return;
  }
  setBusy(true, "computing");
  try {
    showOutcome(await computeInWorkbook(host, request));
  } catch (e) {
    const code = (e as { code?: string }).code;
    showMessage(
      "outcome-message",
      "error",
      code === "ItemNotFound"
        ? t(pane.locale, "errorSheetMissing", { sheet: request.resultsSheet })
        : t(pane.locale, "errorUnexpected", { message: errorText(e) }),
    );
  } finally {
    setBusy(false);
  }
}

function resetOutcome(): void {
  clear(byId("problems"));
  byId("confirm").hidden = true;
  byId("preview").hidden = true;
  byId("outcome-message").textContent = "";
}

function showOutcome(outcome: ComputeOutcome): void {
  const L = pane.locale;
  switch (outcome.kind) {
    case "missing-sheet":
      showMessage("outcome-message", "error", t(L, "errorSheetMissing", { sheet: outcome.sheet }));
      return;
    case "problems":
      showMessage("outcome-message", "error", t(L, "problemsTitle", { count: outcome.problems.length }));
      showProblems(outcome.problems);
      return;
    case "confirm":
      showMessage("outcome-message", "warn", t(L, "discSumQuestion", { total: outcome.total }));
      showProblems(outcome.problems);
      byId("confirm").hidden = false;
      return;
    case "round-beyond":
      showMessage("outcome-message", "error", t(L, "roundBeyond", { round: outcome.round, last: outcome.last }));
      return;
    case "engine-error":
      showMessage("outcome-message", "error", t(L, "errorEngine", { message: outcome.message }));
      return;
    case "written": {
      let text = t(L, "written", { round: outcome.standings.round, sheet: outcome.result.sheetName, players: outcome.standings.rows.length });
      if (outcome.target.nameTakenByUser) {
        text += " " + t(L, "writtenRenamed", { base: outcome.target.baseName, sheet: outcome.result.sheetName });
      }
      showMessage("outcome-message", "ok", text);
      if (outcome.warnings.length > 0) showProblems(outcome.warnings);
      showPreview(outcome.standings);
      pane.nextRound = outcome.standings.round + 1;
      renderPairingTitle();
      return;
    }
  }
}

/** One clickable entry per problem: the address, then the message; a click selects the cell. */
function showProblems(problems: Problem[]): void {
  const list = byId("problems");
  clear(list);
  for (const p of problems) {
    const button = el(
      "button",
      { type: "button", class: `bw-problem bw-${p.severity}`, "data-address": p.address },
      el("span", { class: "bw-address" }, p.address),
      problemMessage(p.code, p.params, pane.locale),
    );
    button.addEventListener("click", () => void goTo(p));
    list.appendChild(el("li", {}, button));
  }
}

async function goTo(p: Problem): Promise<void> {
  if (!pane.host) return;
  try {
    await selectCell(pane.host, p.sheet, p.cell);
  } catch (e) {
    showMessage("outcome-message", "error", t(pane.locale, "selectFailed", { address: p.address, message: errorText(e) }));
  }
}

function showPreview(standings: Standings): void {
  const labels = STANDINGS_LABELS[pane.locale];
  const first = shownTiebreaks(standings)[0];
  const number = new Intl.NumberFormat(pane.locale, { maximumFractionDigits: 2 });
  const table = byId("preview-table");
  clear(table);
  table.appendChild(
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        el("th", { class: "bw-rank" }, labels.rank),
        el("th", {}, labels.player),
        el("th", { class: "bw-num" }, labels.points),
        first ? el("th", { class: "bw-num" }, labels.tiebreaks[first]) : null,
      ),
    ),
  );
  const body = el("tbody", {});
  for (const row of standings.rows.slice(0, PREVIEW_ROWS)) {
    const tb = first ? tiebreakValue(row, first) : null;
    body.appendChild(
      el(
        "tr",
        {},
        el("td", { class: "bw-rank" }, row.rankLabel),
        el("td", { title: row.name }, row.name),
        el("td", { class: "bw-num" }, number.format(row.points)),
        first ? el("td", { class: "bw-num" }, tb === null ? "" : number.format(tb)) : null,
      ),
    );
  }
  table.appendChild(body);
  byId("preview").hidden = false;
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

async function importFile(): Promise<void> {
  const host = pane.host;
  const L = pane.locale;
  const notes = byId("import-notes");
  clear(notes);
  if (!host) {
    showMessage("import-message", "error", t(L, "errorNoExcel"));
    return;
  }
  const file = byId<HTMLInputElement>("import-file").files?.[0];
  const text = file ? await file.text() : byId<HTMLTextAreaElement>("import-text").value;
  if (text.trim() === "") {
    showMessage("import-message", "error", t(L, "importEmpty"));
    return;
  }
  const parsed = parseTournamentFile(text);
  if (parsed.kind === "unknown") {
    showMessage("import-message", "error", t(L, "importUnknown"));
    return;
  }
  if (parsed.kind === "error") {
    showMessage("import-message", "error", t(L, "importFailed", { message: parsed.message }));
    return;
  }
  setBusy(true, "importing");
  try {
    const out = await importTournament(host, parsed.tournament);
    showMessage(
      "import-message",
      "ok",
      t(L, "imported", { players: out.players, games: out.games, results: out.resultsSheet, playersSheet: out.playersSheet }),
    );
    if (parsed.notes.length > 0) {
      notes.appendChild(el("li", { class: "bw-plain" }, t(L, "importNotes")));
      for (const n of parsed.notes.slice(0, 20)) notes.appendChild(el("li", { class: "bw-plain" }, n));
    }
    setBusy(false);
    await rescan({ results: out.resultsSheet, players: out.playersSheet });
  } catch (e) {
    showMessage("import-message", "error", t(L, "errorUnexpected", { message: errorText(e) }));
  } finally {
    setBusy(false);
  }
}

boot();
