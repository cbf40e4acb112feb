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
import { detectionNoteText, pickLocale, t, UiKey, UiLocale } from "../src/i18n/ui";
import { currentExcelHost, excelApiSupported, ExcelHost, selectCell } from "../src/excel/workbook";
import { computeInWorkbook, ComputeOutcome, ComputeRequest, importTournament, parseTournamentFile, scan } from "./flow";
import { pairInWorkbook, previewPairing } from "./flow";
import type { PairLine, PairOutcome, PairPreview, PairRequest } from "./flow";
import { PRESETS, PRESET_IDS } from "../src/engine/presets";
import type { ByeRule, ConstantSetting, PresetId, Standings, TiebreakId, WithdrawnRule } from "../src/engine/standings";
import { addTiebreak, availableTiebreaks, moveTiebreak, removeTiebreak, sameOrder } from "./tiebreak-order";
import { pairingProblemMessage, problemMessage, ROUND_LABELS, shownTiebreaks, STANDINGS_LABELS, tiebreakValue } from "../src/sheets";
import type { PairingProblem, Problem } from "../src/sheets";

const PRESET_KEYS: Record<PresetId, UiKey> = {
  woc: "presetWoc",
  ftd: "presetFtd",
  papp: "presetPapp",
  koa: "presetKoa",
  joa: "presetJoa",
};

/** How many standings rows the pane previews. */
const PREVIEW_ROWS = 10;
/** How many of the director's typed pairs the pairing summary lists. */
const FIXED_SHOWN = 8;

interface Pane {
  locale: UiLocale;
  host?: ExcelHost;
  busy: boolean;
  /** The round "Pair" will pair (from the last pairing preview); undefined = not known yet. */
  pairRound?: number;
  /** The last pairing preview (re-rendered when the language changes). */
  pairPreview?: PairPreview;
  /** Tie-breaks after points, as edited in the pane (the preset's order until the TD changes it). */
  tiebreaks: TiebreakId[];
}

const pane: Pane = { locale: "en", busy: false, tiebreaks: [] };

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
  const method = byId<HTMLSelectElement>("pair-method");
  setOptions(
    method,
    [
      ["rating", t(pane.locale, "pairByRating")],
      ["random", t(pane.locale, "pairRandom")],
    ],
    method.value || "rating",
  );
  showPairPreview(pane.pairPreview);
}

/** Title of the pairing section and the Pair button: "Pair round N" once N is known. */
function renderPairingTitle(): void {
  const n = pane.pairRound;
  byId("pairing-title").textContent = n === undefined ? t(pane.locale, "sectionPairingNext") : t(pane.locale, "sectionPairing", { round: n });
  if (!(pane.busy && byId("pair").dataset.busy === "1")) {
    byId("pair").textContent = n === undefined ? t(pane.locale, "pairButtonNext") : t(pane.locale, "pairButton", { round: n });
  }
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
  // A new preset brings its own tie-break order (any edit of the previous one is dropped).
  pane.tiebreaks = s.tiebreaks.slice();
  renderTiebreaks();
}

// ---------------------------------------------------------------------------------------------
// Tie-break order editor: a list with up / down / remove buttons per entry, "Add" from the
// tie-breaks not chosen yet, and "Back to the preset's order". Buttons only (keyboard: Tab and
// Enter/Space); focus stays on the entry that moved; a polite live region says what changed.
// The state changes themselves are pure (./tiebreak-order.ts). Names are the Standings sheet's
// column titles (STANDINGS_LABELS in src/sheets/render.ts), so the pane and the sheet agree.
// ---------------------------------------------------------------------------------------------

type TiebreakFocus = { id: TiebreakId; action: "up" | "down" } | { removedAt: number } | "add" | "reset";

function presetTiebreaks(): readonly TiebreakId[] {
  const id = byId<HTMLSelectElement>("preset").value as PresetId;
  return (PRESETS[id] ?? PRESETS.woc).settings.tiebreaks;
}

function tiebreakName(id: TiebreakId): string {
  return STANDINGS_LABELS[pane.locale].tiebreaks[id];
}

/** Apply an edit: new order, redraw, keep the keyboard focus sensible, announce the change. */
function editTiebreaks(order: TiebreakId[], focus: TiebreakFocus, notice: string): void {
  pane.tiebreaks = order;
  renderTiebreaks(focus);
  byId("tiebreak-status").textContent = notice;
}

function renderTiebreaks(focus?: TiebreakFocus): void {
  const L = pane.locale;
  const order = pane.tiebreaks;
  const chain = byId("tiebreaks");
  clear(chain);
  chain.appendChild(el("li", { class: "bw-tb-fixed" }, STANDINGS_LABELS[L].points));
  order.forEach((id, i) => {
    const name = tiebreakName(id);
    const button = (action: string, glyph: string, key: UiKey, disabled: boolean, onClick: () => void) => {
      const label = t(L, key, { name });
      const b = el("button", { type: "button", class: "bw-button bw-icon", "data-action": action, "aria-label": label, title: label, disabled }, glyph);
      b.addEventListener("click", onClick);
      return b;
    };
    const moved = (delta: -1 | 1) => () => {
      const next = moveTiebreak(pane.tiebreaks, i, delta);
      editTiebreaks(next, { id, action: delta < 0 ? "up" : "down" }, t(pane.locale, "tiebreakMoved", { name, position: next.indexOf(id) + 1 }));
    };
    chain.appendChild(
      el(
        "li",
        { "data-tiebreak": id },
        el(
          "div",
          { class: "bw-tb-row" },
          el("span", { class: "bw-tb-name" }, name),
          button("up", "↑", "tiebreakMoveUp", i === 0, moved(-1)),
          button("down", "↓", "tiebreakMoveDown", i === order.length - 1, moved(1)),
          button("remove", "✕", "tiebreakRemove", false, () =>
            editTiebreaks(removeTiebreak(pane.tiebreaks, i), { removedAt: i }, t(pane.locale, "tiebreakRemoved", { name })),
          ),
        ),
      ),
    );
  });
  byId("tiebreaks-none").hidden = order.length > 0;

  const choice = byId<HTMLSelectElement>("tiebreak-choice");
  const add = byId<HTMLButtonElement>("tiebreak-add");
  const available = availableTiebreaks(order);
  const previous = choice.value as TiebreakId;
  setOptions(
    choice,
    available.length > 0 ? available.map((id): [string, string] => [id, tiebreakName(id)]) : [["", t(L, "tiebreakAllAdded")]],
    available.includes(previous) ? previous : available[0] ?? "",
  );
  choice.disabled = add.disabled = available.length === 0;
  byId("tiebreak-reset").hidden = sameOrder(order, presetTiebreaks());

  // Keyboard focus: the moved entry's same button (or its other one at the end of the list); after
  // a removal the entry now in that place (or the "Add" list); after Add/Reset the add controls.
  let target: HTMLElement | undefined;
  if (focus && typeof focus === "object" && "id" in focus) {
    const row = chain.querySelector<HTMLElement>(`li[data-tiebreak="${focus.id}"]`);
    const other = focus.action === "up" ? "down" : "up";
    target = [focus.action, other]
      .map((a) => row?.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`))
      .find((b): b is HTMLButtonElement => !!b && !b.disabled);
  } else if (focus && typeof focus === "object") {
    const rows = chain.querySelectorAll<HTMLElement>("li[data-tiebreak]");
    target = rows[Math.min(focus.removedAt, rows.length - 1)]?.querySelector<HTMLButtonElement>('button[data-action="remove"]') ?? undefined;
  }
  if (focus !== undefined && !target) target = add.disabled ? choice : add;
  target?.focus();
}

function addChosenTiebreak(): void {
  const id = byId<HTMLSelectElement>("tiebreak-choice").value as TiebreakId;
  if (!availableTiebreaks(pane.tiebreaks).includes(id)) return;
  editTiebreaks(addTiebreak(pane.tiebreaks, id), "add", t(pane.locale, "tiebreakAdded", { name: tiebreakName(id) }));
}

function resetTiebreaks(): void {
  editTiebreaks(presetTiebreaks().slice(), "reset", t(pane.locale, "tiebreakResetDone"));
}

function bindEvents(): void {
  byId<HTMLSelectElement>("preset").addEventListener("change", (e) => showPreset((e.target as HTMLSelectElement).value as PresetId));
  byId("tiebreak-add").addEventListener("click", addChosenTiebreak);
  byId("tiebreak-reset").addEventListener("click", resetTiebreaks);
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
  byId("pair").addEventListener("click", () => void pair());
  byId("pair-retry").addEventListener("click", () => {
    byId<HTMLInputElement>("pair-reversed").checked = true;
    void pair();
  });
  for (const id of ["results-sheet", "players-sheet"]) byId(id).addEventListener("change", () => void refreshPairPreview());
}

function setBusy(busy: boolean, label?: UiKey): void {
  pane.busy = busy;
  const noExcel = !pane.host;
  for (const id of ["rescan", "compute", "import", "accept", "stop", "pair", "pair-retry"]) {
    (byId(id) as HTMLButtonElement).disabled = busy || noExcel;
  }
  byId("compute").textContent = t(pane.locale, busy && label === "computing" ? "computing" : "compute");
  byId("import").textContent = t(pane.locale, busy && label === "importing" ? "importing" : "importButton");
  byId("pair").dataset.busy = busy && label === "pairing" ? "1" : "0";
  if (busy && label === "pairing") byId("pair").textContent = t(pane.locale, "pairing");
  else renderPairingTitle();
}

function showMessage(id: string, kind: "ok" | "error" | "warn", text: string): void {
  const node = byId(id);
  node.className = `bw-message ms-font-m bw-${kind}`;
  node.textContent = text;
  if (id === "outcome-message") byId("outcome").hidden = false;
  if (id === "pair-message") byId("pair-outcome").hidden = false;
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
    // Which sheet was read when it is hidden in Excel or when other sheets look alike (text, never HTML).
    const notes = found.notes.map((n) => detectionNoteText(n, pane.locale));
    note.hidden = !!results && notes.length === 0;
    note.textContent = names.length === 0 ? t(pane.locale, "noSheets") : !results ? t(pane.locale, "noResultsDetected") : notes.join(" ");
  } catch (e) {
    note.hidden = false;
    note.textContent = t(pane.locale, "errorUnexpected", { message: errorText(e) });
  } finally {
    setBusy(false);
  }
  await refreshPairPreview();
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
      tiebreaks: pane.tiebreaks.slice(),
    },
    round,
    locale: pane.locale,
    acceptDiscSum: accept,
  };
}

/**
 * The frame shared by the "Compute standings" and "Pair" clicks: no Excel → say so; read the
 * request from the controls (an invalid control → its message, nothing run); an optional check
 * (e.g. the Excel version); then run with the pane busy, and turn a thrown Office error into a
 * message the TD can act on (ItemNotFound: the results sheet went away → rescan).
 */
async function runAction<R extends { resultsSheet: string }>(
  messageId: "outcome-message" | "pair-message",
  busyLabel: UiKey,
  readControls: () => R | { error: string },
  act: (host: ExcelHost, request: R) => Promise<void>,
  precheck: () => string | undefined = () => undefined,
): Promise<void> {
  const host = pane.host;
  if (!host) {
    showMessage(messageId, "error", t(pane.locale, "errorNoExcel"));
    return;
  }
  const request = readControls();
  if ("error" in request) {
    showMessage(messageId, "error", request.error);
    return;
  }
  const refused = precheck();
  if (refused !== undefined) {
    showMessage(messageId, "error", refused);
    return;
  }
  setBusy(true, busyLabel);
  try {
    await act(host, request);
  } catch (e) {
    const code = (e as { code?: string }).code;
    showMessage(
      messageId,
      "error",
      code === "ItemNotFound"
        ? t(pane.locale, "errorSheetMissing", { sheet: request.resultsSheet })
        : t(pane.locale, "errorUnexpected", { message: errorText(e) }),
    );
  } finally {
    setBusy(false);
  }
}

async function compute(accept: boolean): Promise<void> {
  resetOutcome();
  await runAction("outcome-message", "computing", () => readRequest(accept), async (host, request) => {
    showOutcome(await computeInWorkbook(host, request));
  });
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
      return;
    }
  }
}

/** One clickable entry per problem: the address, then the message; a click selects the cell. */
function showProblems(problems: Problem[], listId = "problems", message = (p: Problem) => problemMessage(p.code, p.params, pane.locale)): void {
  const list = byId(listId);
  clear(list);
  for (const p of problems) {
    const button = el(
      "button",
      { type: "button", class: `bw-problem bw-${p.severity}`, "data-address": p.address },
      el("span", { class: "bw-address" }, p.address),
      message(p),
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
// Pair round N
// ---------------------------------------------------------------------------------------------

/** Read the round to pair (one read sync) and show it with the director's pairs and absences. */
async function refreshPairPreview(): Promise<void> {
  const host = pane.host;
  const resultsSheet = byId<HTMLSelectElement>("results-sheet").value;
  if (!host || !resultsSheet) {
    showPairPreview(undefined);
    return;
  }
  const players = byId<HTMLSelectElement>("players-sheet").value;
  try {
    showPairPreview(await previewPairing(host, { resultsSheet, playersSheet: players === "" ? undefined : players }));
  } catch {
    showPairPreview(undefined); // "Pair" reports the reason with its own message
  }
}

function showPairPreview(preview: PairPreview | undefined): void {
  const L = pane.locale;
  pane.pairPreview = preview;
  const ready = preview?.kind === "ready" ? preview : undefined;
  pane.pairRound = ready?.round;
  renderPairingTitle();
  const summary = byId("pair-summary");
  const fixed = byId("pair-fixed");
  const absent = byId("pair-absent");
  byId("pair-first").hidden = ready ? !ready.firstRound : false;
  if (!ready) {
    summary.hidden = fixed.hidden = absent.hidden = true;
    return;
  }
  const seated = ready.fixed.reduce((n, f) => n + (f.white === null ? 1 : 2), 0);
  const done = ready.fixed.length > 0 && seated >= ready.present;
  let text = done ? t(L, "pairSummaryDone", { round: ready.round }) : t(L, "pairSummary", { round: ready.round, present: ready.present });
  if (ready.errors > 0) text += " " + t(L, "pairInputErrors", { count: ready.errors });
  summary.textContent = text;
  summary.hidden = false;

  const list = byId("pair-fixed-list");
  clear(list);
  fixed.hidden = done || ready.fixed.length === 0;
  if (!fixed.hidden) {
    byId("pair-fixed-title").textContent = t(L, "pairFixedTitle", { round: ready.round });
    const bye = ROUND_LABELS[L].bye;
    for (const f of ready.fixed.slice(0, FIXED_SHOWN)) {
      list.appendChild(el("li", {}, `${f.table !== undefined ? `${f.table}. ` : ""}${f.black} – ${f.white ?? bye}`));
    }
    if (ready.fixed.length > FIXED_SHOWN) list.appendChild(el("li", {}, t(L, "pairFixedMore", { count: ready.fixed.length - FIXED_SHOWN })));
  }
  absent.hidden = ready.absent.length === 0;
  absent.textContent = t(L, "pairAbsent", { round: ready.round, names: ready.absent.join(", ") });
}

/** The pairing request from the controls, or the message of the first invalid one. */
function readPairRequest(): PairRequest | { error: string } {
  const L = pane.locale;
  const seedText = byId<HTMLInputElement>("pair-seed").value.trim();
  let seed: number | undefined;
  if (seedText !== "") {
    seed = Number(seedText);
    if (!/^\d+$/.test(seedText) || seed > 0xffffffff) return { error: t(L, "pairSeedInvalid", { value: seedText }) };
  }
  const countryText = byId<HTMLInputElement>("pair-country").value.trim();
  let sameCountryPenalty: number | undefined;
  if (countryText !== "") {
    sameCountryPenalty = Number(countryText.replace(",", "."));
    if (!Number.isFinite(sameCountryPenalty) || sameCountryPenalty < 0) return { error: t(L, "pairCountryInvalid", { value: countryText }) };
  }
  const capText = byId<HTMLInputElement>("pair-cap").value.trim();
  let maxColourImbalance: number | undefined;
  if (capText !== "") {
    maxColourImbalance = Number(capText);
    if (!/^\d+$/.test(capText) || maxColourImbalance < 1 || maxColourImbalance > 999) return { error: t(L, "pairCapInvalid", { value: capText }) };
  }
  const players = byId<HTMLSelectElement>("players-sheet").value;
  return {
    resultsSheet: byId<HTMLSelectElement>("results-sheet").value,
    playersSheet: players === "" ? undefined : players,
    locale: L,
    firstRound: byId<HTMLSelectElement>("pair-method").value === "random" ? "random" : "rating",
    seed,
    foreignersMeetLocalsFirst: byId<HTMLInputElement>("pair-foreigners").checked,
    allowReversedRematch: byId<HTMLInputElement>("pair-reversed").checked,
    sameCountryPenalty,
    maxColourImbalance,
    canResizeTables: excelApiSupported("1.13"),
  };
}

function resetPairOutcome(): void {
  clear(byId("pair-problems"));
  clear(byId("pair-list"));
  byId("pair-retry").hidden = true;
  byId("pair-list-title").hidden = true;
  byId("pair-message").textContent = "";
}

async function pair(): Promise<void> {
  resetPairOutcome();
  await runAction(
    "pair-message",
    "pairing",
    readPairRequest,
    async (host, request) => {
      const outcome = await pairInWorkbook(host, request);
      showPairOutcome(outcome);
      // The round is now in the sheet: show that without reading the workbook again (the click
      // costs exactly one read sync and one write sync).
      if ((outcome.kind === "written" || outcome.kind === "already-paired") && pane.pairPreview?.kind === "ready") {
        const seated = outcome.lines.map((l) => ({ table: l.table, black: l.black, white: l.white }));
        showPairPreview({ ...pane.pairPreview, round: outcome.round, fixed: seated, present: seated.reduce((n, f) => n + (f.white === null ? 1 : 2), 0), errors: 0 });
      }
    },
    // Print layout and Range.getTables are ExcelApi 1.9 (Excel 2019 stops at 1.8): say so up front.
    () => (excelApiSupported("1.9") ? undefined : t(pane.locale, "pairNeedsNewerExcel")),
  );
}

/** A pairing problem's message without the address in front (the address is shown above it). */
function pairingProblemText(p: Problem): string {
  return pairingProblemMessage(p as PairingProblem, pane.locale);
}

function showPairOutcome(outcome: PairOutcome): void {
  const L = pane.locale;
  switch (outcome.kind) {
    case "missing-sheet":
      showMessage("pair-message", "error", t(L, "errorSheetMissing", { sheet: outcome.sheet }));
      return;
    case "problems":
      showMessage("pair-message", "error", t(L, "problemsTitle", { count: outcome.problems.length }));
      showProblems(outcome.problems as Problem[], "pair-problems", pairingProblemText);
      return;
    case "no-round":
      showMessage("pair-message", "error", `${outcome.message} ${t(L, "pairNothingWritten")}`);
      byId("pair-retry").hidden = !outcome.retryReversed;
      return;
    case "already-paired": {
      let text = t(L, "pairAlready", { round: outcome.round, rows: outcome.rows });
      if (outcome.wroteSheet) text += " " + t(L, "pairAlreadySheet", { sheet: outcome.roundSheet.sheetName });
      showMessage("pair-message", "warn", text);
      showPairs(outcome.lines, false);
      return;
    }
    case "written": {
      const results = byId<HTMLSelectElement>("results-sheet").value;
      const address = outcome.rowsAddress.slice(outcome.rowsAddress.lastIndexOf("!") + 1);
      let text = t(L, "pairWritten", { round: outcome.round, rows: outcome.rowsAdded, results, address, sheet: outcome.roundSheet.sheetName });
      if (outcome.tableGrown) text += " " + t(L, "pairTableGrown", { table: outcome.tableGrown });
      if (outcome.tableNotResizable) text += " " + t(L, "pairTableOldExcel", { table: outcome.tableNotResizable });
      if (outcome.tablesNotGrown.length > 0) text += " " + t(L, "pairTablesNotGrown", { tables: outcome.tablesNotGrown.join(", ") });
      if (outcome.roundSheet.nameTakenByUser) {
        text += " " + t(L, "pairRenamed", { base: outcome.roundSheet.baseName, sheet: outcome.roundSheet.sheetName });
      }
      if (outcome.method === "random" && outcome.seed !== undefined) {
        text += " " + t(L, "pairSeedUsed", { seed: outcome.seed });
        byId<HTMLInputElement>("pair-seed").value = String(outcome.seed);
      }
      showMessage("pair-message", "ok", text);
      if (outcome.warnings.length > 0) showProblems(outcome.warnings as Problem[], "pair-problems", pairingProblemText);
      showPairs(outcome.lines, true);
      return;
    }
  }
}

/** The round, table by table: "1  Black (pts) – White (pts)", and below it why (as text). */
function showPairs(lines: PairLine[], withWhy: boolean): void {
  const L = pane.locale;
  const number = new Intl.NumberFormat(L, { maximumFractionDigits: 1 });
  const list = byId("pair-list");
  clear(list);
  const who = (name: string, points: number) => t(L, "pairPoints", { name, points: number.format(points) });
  for (const l of lines) {
    list.appendChild(
      el(
        "li",
        { class: `bw-pair${l.fixed ? " bw-fixed" : ""}` },
        el(
          "div",
          { class: "bw-pair-head" },
          el("span", { class: "bw-pair-table" }, l.table),
          el(
            "span",
            { class: "bw-pair-names" },
            el("span", { class: "bw-black" }, who(l.black, l.blackPoints)),
            el("span", { class: "bw-vs" }, " – "),
            el("span", { class: "bw-white" }, l.white === null ? ROUND_LABELS[L].bye : who(l.white, l.whitePoints ?? 0)),
          ),
        ),
        withWhy && l.why !== "" ? el("div", { class: "bw-why" }, l.why) : null,
      ),
    );
  }
  byId("pair-list-title").hidden = lines.length === 0;
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
  // A chosen file is read as bytes: the loader finds its encoding (UTF-8, Latin-1, Shift_JIS …).
  const input = file ? new Uint8Array(await file.arrayBuffer()) : byId<HTMLTextAreaElement>("import-text").value;
  if (typeof input === "string" ? input.trim() === "" : input.length === 0) {
    showMessage("import-message", "error", t(L, "importEmpty"));
    return;
  }
  const parsed = parseTournamentFile(input);
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
    // The standings settings the file's published list follows become the pane's settings.
    const carried = parsed.settings;
    byId<HTMLSelectElement>("preset").value = carried.preset;
    showPreset(carried.preset);
    if (carried.tiebreaks) {
      pane.tiebreaks = carried.tiebreaks.slice();
      renderTiebreaks();
    }
    notes.appendChild(el("li", { class: "bw-plain" }, t(L, "importSettings", { preset: PRESETS[carried.preset].label })));
    if (parsed.notes.length > 0) {
      // The summary is grouped (one line per kind of note, with the first line and a count).
      notes.appendChild(el("li", { class: "bw-plain" }, t(L, "importNotes")));
      for (const n of parsed.notes) notes.appendChild(el("li", { class: "bw-plain" }, n));
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
