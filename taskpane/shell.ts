/**
 * The task pane's shell: boot (styles, language, Office ready or not), the busy state, messages, the
 * clickable problem list, and runAction (the frame of a button that reads the workbook and writes).
 * The panels (./panels/) hold each section's controls and outcomes.
 */
import css from "./taskpane.css";
import { applyI18n, byId, clear, el, setOptions } from "./dom";
import { t, UiKey } from "../src/i18n/ui";
import { pickLocale, type Locale } from "../src/i18n/locale";
import { currentExcelHost, ExcelHost } from "../src/excel/host";
import { selectCell } from "../src/excel/write";
import { problemMessage } from "../src/sheets";
import type { Problem } from "../src/sheets";
import { PRESET_IDS } from "../src/engine";
import type { PresetId, TiebreakId } from "../src/engine";
import type { PairPreview } from "./flow";
import { rescan } from "./panels/sheets";
import { PRESET_KEYS, compute, showPreset } from "./panels/standings";
import { addChosenTiebreak, resetTiebreaks } from "./panels/tiebreaks";
import { pair, refreshPairPreview, renderPairingTitle, showPairPreview } from "./panels/pair";
import { importFile } from "./panels/import";

interface Pane {
  locale: Locale;
  host?: ExcelHost;
  busy: boolean;
  /** The round "Pair" will pair (from the last pairing preview); undefined = not known yet. */
  pairRound?: number;
  /** The last pairing preview (re-rendered when the language changes). */
  pairPreview?: PairPreview;
  /** Tie-breaks after points, as edited in the pane (the preset's order until the TD changes it). */
  tiebreaks: TiebreakId[];
}

export const pane: Pane = { locale: "en", busy: false, tiebreaks: [] };

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

export function boot(): void {
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

export function setBusy(busy: boolean, label?: UiKey): void {
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

export function showMessage(id: string, kind: "ok" | "error" | "warn", text: string): void {
  const node = byId(id);
  node.className = `bw-message ms-font-m bw-${kind}`;
  node.textContent = text;
  if (id === "outcome-message") byId("outcome").hidden = false;
  if (id === "pair-message") byId("pair-outcome").hidden = false;
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The frame shared by the "Compute standings" and "Pair" clicks: no Excel → say so; read the
 * request from the controls (an invalid control → its message, nothing run); an optional check
 * (e.g. the Excel version); then run with the pane busy, and turn a thrown Office error into a
 * message the TD can act on (ItemNotFound: the results sheet went away → rescan).
 */
export async function runAction<R extends { resultsSheet: string }>(
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

/** One clickable entry per problem: the address, then the message; a click selects the cell. */
export function showProblems(problems: Problem[], listId = "problems", message = (p: Problem) => problemMessage(p.code, p.params, pane.locale)): void {
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
