/**
 * The task pane's shell: boot (styles, language, Office ready or not), the busy state, messages, the
 * clickable problem list, and runAction (the frame of a button that reads the workbook and writes).
 * Each section of the pane is a panel (./panels/), registered in ./taskpane.ts; the shell calls its
 * hooks (Panel below) and knows nothing else about it.
 *
 * Adding a panel (e.g. "Update ratings", "New tournament"):
 *  1. taskpane.html: its <section>, with ids on the controls and texts only as data-i18n keys (the
 *     HTML holds no text of its own); its message element (class bw-message) sits directly inside
 *     its outcome area, which may start hidden: the first showMessage shows it.
 *  2. src/i18n/ui.ts: its strings in en, ko and ja (a test checks every key in every language).
 *  3. taskpane/flow/<panel>.ts: what its buttons do, without any DOM, over an ExcelHost (one read
 *     sync, one write sync, nothing written when the input is bad), exported from flow/index.ts and
 *     tested on the in-memory Excel (test/taskpane/).
 *  4. taskpane/panels/<panel>.ts: `export const xxxPanel: Panel` with its buttons, bind() (event
 *     listeners), render() (texts and options that depend on the language), onBusy() (its button's
 *     "…ing" text) and, if it needs them, start() and onSheetsChanged(). A click that reads and writes
 *     the workbook goes through runAction (no Excel, an invalid control, an Office error: each a
 *     message); problems with a cell go through showProblems (a click selects the cell). Text is data:
 *     el() / textContent only (./dom.ts), never HTML.
 *  5. taskpane/taskpane.ts: one line adding it to the list given to boot() (render and busy hooks run
 *     in that order).
 *
 * The shell also owns the language (the switch in the header, remembered per user; ?lang=qps-ploc turns on
 * pseudo-localization, src/i18n/pseudo.ts), the busy indicator (#busy: the running action's name, shown
 * when it takes longer than BUSY_DELAY_MS, announced through role="status") and the workbook's stored
 * settings (read by the Sheets panel's scan; panels follow them through onWorkbookSettings).
 */
import css from "./taskpane.css";
import sectionsCss from "./sections.css";
import { applyI18n, byId, clear, el, setOptions, showChoiceTitle } from "./dom";
import { settingValueText, t, UiKey } from "../src/i18n/ui";
import { isLocale, LANGUAGE_NAMES, LOCALES, pickLocale, type Locale } from "../src/i18n/locale";
import { enablePseudoLocale, PSEUDO_LOCALE } from "../src/i18n/pseudo";
import { errorText as localizedError } from "../src/i18n/errors";
import { settingProblemText, workbookTexts, type CheckedSettingKey, type SettingKey } from "../src/i18n/workbook";
import type { ParsedSettings } from "../src/sheets/workbook";
import { currentExcelHost, ExcelHost } from "../src/excel/host";
import { selectCell } from "../src/excel/write";
import { problemMessage } from "../src/sheets";
import type { Problem } from "../src/sheets";

/** A section of the pane. Every hook is optional; the shell calls them for every registered panel. */
export interface Panel {
  /** Short name (e.g. "pair"), for readers and error messages. */
  id: string;
  /** Ids of its buttons: disabled while the pane is busy, and outside Excel. */
  buttons?: readonly string[];
  /** Attach its event listeners (once, at boot, after the first render). */
  bind?(): void;
  /** Fill its texts and options that depend on the language (at boot, and when Office's language differs). */
  render?(): void;
  /** The pane became busy (with the label of the running action, e.g. "computing") or free again. */
  onBusy?(busy: boolean, label?: UiKey): void;
  /** Excel is there (once, when Office is ready): e.g. read the workbook. */
  start?(): Promise<void>;
  /** The chosen Results / Players sheets changed (a rescan, an import, or the TD picked others). */
  onSheetsChanged?(): Promise<void>;
  /** The workbook's stored settings were read (its Tournament sheet; empty when it has none). */
  onWorkbookSettings?(settings: ParsedSettings): void;
}

interface Pane {
  locale: Locale;
  host?: ExcelHost;
  busy: boolean;
  /** Pseudo-localized English (?lang=qps-ploc): a test and review mode. */
  pseudo: boolean;
  /** The workbook's stored settings, as last read. */
  settings?: ParsedSettings;
}

export const pane: Pane = { locale: "en", busy: false, pseudo: false };

/** How long an action runs before the busy indicator shows (short ones do not flash it). */
export const BUSY_DELAY_MS = 400;

// ---------------------------------------------------------------------------------------------
// Language: per user (this browser profile, Office's storage partition), not per workbook
// ---------------------------------------------------------------------------------------------

/**
 * The pane's language is the director's own and is remembered for them (localStorage, inside Office's
 * partition when it has one), not stored in the workbook: a workbook travels between directors (a Korean
 * director, a Japanese arbiter), and it already says in which language its sheets are written
 * (Brightwell_Language on its Tournament sheet), which is what the sheets the add-in writes follow.
 */
const LANGUAGE_KEY = "brightwell.language";

function storageKey(): string {
  const office = (globalThis as { Office?: { context?: { partitionKey?: string } } }).Office;
  let partition: string | undefined;
  try {
    partition = office?.context?.partitionKey || undefined;
  } catch {
    partition = undefined;
  }
  return partition ? `${partition}${LANGUAGE_KEY}` : LANGUAGE_KEY;
}

function rememberedLocale(): Locale | undefined {
  try {
    const v = window.localStorage.getItem(storageKey());
    return isLocale(v) ? v : undefined;
  } catch {
    return undefined; // storage blocked: the pane follows Office's language
  }
}

function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(storageKey(), locale);
  } catch {
    // storage blocked: the choice holds until the pane closes
  }
}

/** Switch the pane's language (the header's switch): every string, at once; outcomes of the old language are cleared. */
export function setLocale(locale: Locale): void {
  if (locale === pane.locale || pane.pseudo) return;
  pane.locale = locale;
  rememberLocale(locale);
  clearOutcomes();
  renderStatic();
  if (!pane.host && !byId("status").hidden) byId("status").textContent = t(pane.locale, "notInExcel");
  setBusy(pane.busy, busyLabel);
}

/** Messages, problem lists and other results of an action (in the old language): cleared. */
function clearOutcomes(): void {
  document.querySelectorAll<HTMLElement>(".bw-message").forEach((n) => {
    n.textContent = "";
    n.className = n.className.replace(/\bbw-(ok|error|warn)\b/g, "").trim();
  });
  document.querySelectorAll<HTMLElement>(".bw-problems, .bw-pairs").forEach((n) => clear(n));
  document.querySelectorAll<HTMLElement>("[data-outcome]").forEach((n) => (n.hidden = true));
}

/** The registered panels, in the order given to boot(). */
const panels: Panel[] = [];

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

/** Start the pane with these panels (in this order). */
export function boot(list: readonly Panel[]): void {
  panels.push(...list);
  const style = document.createElement("style");
  style.textContent = `${css}\n${sectionsCss}`;
  document.head.appendChild(style);

  if (queryLang() === PSEUDO_LOCALE) {
    enablePseudoLocale();
    pane.pseudo = true;
  }
  pane.locale = pane.pseudo ? "en" : pickLocale(queryLang(), rememberedLocale(), navigator.languages);
  renderStatic();
  byId<HTMLSelectElement>("language").addEventListener("change", (e) => {
    const v = (e.target as HTMLSelectElement).value;
    if (isLocale(v)) setLocale(v);
  });
  // A choice the TD makes is the select's tooltip at once (a long one is cut at pane width).
  document.addEventListener("change", (e) => {
    if (e.target instanceof HTMLSelectElement) showChoiceTitle(e.target);
  });
  for (const p of panels) p.bind?.();
  setBusy(false);

  const office = (globalThis as { Office?: typeof Office }).Office;
  if (office && typeof office.onReady === "function") {
    office.onReady(() => void start());
  } else {
    void start(); // office.js did not load (offline, blocked): render the "open in Excel" state
  }
}

async function start(): Promise<void> {
  const locale = pane.pseudo
    ? "en"
    : pickLocale(queryLang(), rememberedLocale(), officeDisplayLanguage(), navigator.languages);
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
  for (const p of panels) await p.start?.();
}

/** Everything that depends only on the language (and what the panels show from their state). */
function renderStatic(): void {
  applyI18n(document, pane.locale);
  setOptions(
    byId<HTMLSelectElement>("language"),
    LOCALES.map((l) => [l, LANGUAGE_NAMES[l]]),
    pane.locale,
  );
  for (const p of panels) p.render?.();
  refreshChoiceTitles();
}

/** Every select's tooltip is its chosen option (panels also set values directly: after a render or an action). */
function refreshChoiceTitles(): void {
  document.querySelectorAll("select").forEach(showChoiceTitle);
}

/** The workbook's stored settings were read (or written): every panel follows them. */
export function workbookSettingsRead(settings: ParsedSettings): void {
  pane.settings = settings;
  for (const p of panels) p.onWorkbookSettings?.(settings);
  refreshChoiceTitles();
}

/**
 * "규정 한국오델로협회('대회'!B5), 예정 라운드 수 5('대회'!B7)": settings with their cells, labels and values in the
 * pane's language (a preset by its name, C's keywords and the language in words: settingValueText).
 */
export function settingsList(items: readonly { key: SettingKey; value: string; address: string }[]): string {
  const labels = workbookTexts(pane.locale).settings.labels;
  return items
    .map((i) =>
      t(pane.locale, "settingItem", {
        label: labels[i.key],
        value: settingValueText(pane.locale, i.key, i.value),
        cell: i.address,
      }),
    )
    .join(", ");
}

/** Tell the panels that the chosen Results / Players sheets changed. */
export async function sheetsChanged(): Promise<void> {
  for (const p of panels) await p.onSheetsChanged?.();
  refreshChoiceTitles();
}

let busyTimer: ReturnType<typeof setTimeout> | undefined;
let busyLabel: UiKey | undefined;

/**
 * Busy (a button running, `label` its action, e.g. "computing") or free: every panel's buttons and texts
 * follow, and once the action has run BUSY_DELAY_MS the busy indicator shows its name (role="status").
 */
export function setBusy(busy: boolean, label?: UiKey): void {
  pane.busy = busy;
  busyLabel = busy ? (label ?? "loading") : undefined;
  const noExcel = !pane.host;
  for (const p of panels) {
    for (const id of p.buttons ?? []) (byId(id) as HTMLButtonElement).disabled = busy || noExcel;
  }
  for (const p of panels) p.onBusy?.(busy, label);
  refreshChoiceTitles();
  const indicator = byId("busy");
  if (busyTimer !== undefined) clearTimeout(busyTimer);
  busyTimer = undefined;
  if (!busy) {
    indicator.hidden = true;
    return;
  }
  const show = () => {
    byId("busy-text").textContent = t(pane.locale, busyLabel ?? "loading");
    indicator.hidden = false;
  };
  if (!indicator.hidden)
    show(); // already showing (a language switch while busy): new text now
  else busyTimer = setTimeout(show, BUSY_DELAY_MS);
}

/** A panel's message (element `id`, class bw-message); its outcome area (the element's parent) is shown. */
export function showMessage(id: string, kind: "ok" | "error" | "warn", text: string): void {
  const node = byId(id);
  node.className = `bw-message ms-font-m bw-${kind}`;
  node.textContent = text;
  if (node.parentElement) node.parentElement.hidden = false;
}

/** An error as the pane says it: an engine error in the pane's language, anything else as its message. */
export function errorText(e: unknown, locale: Locale): string {
  return localizedError(e, locale);
}

/**
 * The frame of a click that reads and writes the workbook ("Compute standings", "Pair"): no Excel →
 * say so; read the request from the controls (an invalid control → its message, nothing run); an
 * optional check (e.g. the Excel version); then run with the pane busy, and turn a thrown Office
 * error into a message the TD can act on (ItemNotFound: the results sheet went away → rescan).
 * `messageId` is the panel's message element.
 */
export async function runAction<R extends object>(
  messageId: string,
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
    const resultsSheet = (request as { resultsSheet?: string }).resultsSheet;
    showMessage(
      messageId,
      "error",
      code === "ItemNotFound" && resultsSheet !== undefined
        ? t(pane.locale, "errorSheetMissing", { sheet: resultsSheet })
        : t(pane.locale, "errorUnexpected", { message: errorText(e, pane.locale) }),
    );
  } finally {
    setBusy(false);
  }
}

/** A problem's message in the pane's language (a workbook setting's too), without its address. */
export function problemText(p: Problem): string {
  if ((p.code as string) === "setting-invalid") {
    return settingProblemText(
      String(p.params?.setting) as CheckedSettingKey,
      String(p.params?.value ?? ""),
      pane.locale,
    );
  }
  return problemMessage(p.code, p.params, pane.locale);
}

/** One clickable entry per problem: the address, then the message; a click selects the cell. */
export function showProblems(problems: Problem[], listId = "problems", message = problemText): void {
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
    showMessage(
      "outcome-message",
      "error",
      t(pane.locale, "selectFailed", { address: p.address, message: errorText(e, pane.locale) }),
    );
  }
}
