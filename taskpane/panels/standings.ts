/** The standings settings and "Compute standings": preset, constant, bye and withdrawn rules, round, outcome, preview. */
import { byId, clear, el, setOptions } from "../dom";
import { PRESET_KEYS, t } from "../../src/i18n/ui";
import { computeInWorkbook, ComputeOutcome, ComputeRequest } from "../flow";
import { parseConstantSetting, PRESETS, PRESET_IDS } from "../../src/engine";
import type { ByeRule, PresetId, Standings, WithdrawnRule } from "../../src/engine";
import { shownTiebreaks, STANDINGS_LABELS, tiebreakValue } from "../../src/sheets";
import { pane, runAction, settingsList, showMessage, showProblems, type Panel } from "../shell";
import type { ParsedSettings, SettingKey } from "../../src/sheets/workbook";
import { chosenSheets } from "./sheets";
import { setTiebreakOrder, tiebreakOrder } from "./tiebreaks";

/** How many standings rows the pane previews. */
const PREVIEW_ROWS = 10;

export const standingsPanel: Panel = {
  id: "standings",
  buttons: ["compute", "accept", "stop"],
  bind() {
    byId<HTMLSelectElement>("preset").addEventListener("change", (e) => {
      showPreset((e.target as HTMLSelectElement).value as PresetId);
      paneChoice();
    });
    byId<HTMLSelectElement>("constant").addEventListener("change", (e) => {
      byId("constant-value").hidden = (e.target as HTMLSelectElement).value !== "number";
      paneChoice();
    });
    byId("constant-value").addEventListener("input", paneChoice);
    byId("settings-use-workbook").addEventListener("click", () => {
      settingsState.touched = false;
      applyWorkbookSettings();
    });
    byId("compute").addEventListener("click", () => void compute(false));
    byId("accept").addEventListener("click", () => void compute(true));
    byId("stop").addEventListener("click", () => {
      byId("confirm").hidden = true;
      showMessage("outcome-message", "warn", t(pane.locale, "stopped"));
    });
  },
  render() {
    renderSettings();
    // The language changed: the controls went back to the preset's; the workbook's settings again unless the TD chose others.
    if (!settingsState.touched) applyWorkbookSettings();
    else renderSettingsSource();
  },
  onBusy(busy, label) {
    byId("compute").textContent = t(pane.locale, busy && label === "computing" ? "computing" : "compute");
  },
  onWorkbookSettings(settings) {
    settingsState.workbook = settings;
    settingsState.touched = false;
    applyWorkbookSettings();
  },
};

// ---------------------------------------------------------------------------------------------
// The workbook's settings (its Tournament sheet): shown in the controls, used unless the TD chooses others
// ---------------------------------------------------------------------------------------------

const settingsState: {
  /** The workbook's stored settings, as last read. */
  workbook?: ParsedSettings;
  /** The TD changed the preset or C in the pane since the workbook's were shown. */
  touched: boolean;
} = { touched: false };

/** The workbook's preset and C, when it has them ("workbook" requests then use the cells' current values). */
function workbookHasChoice(): boolean {
  const s = settingsState.workbook;
  return !!s && (s.settings.preset !== undefined || s.sources.constant !== undefined);
}

/** The TD changed the preset or C: the pane's choice wins for this pane (the note says so). */
function paneChoice(): void {
  if (!workbookHasChoice()) return;
  settingsState.touched = true;
  renderSettingsSource();
}

/** Put the workbook's preset and constant into the controls (when it has them) and say where they come from. */
function applyWorkbookSettings(): void {
  const s = settingsState.workbook;
  if (s?.settings.preset) {
    byId<HTMLSelectElement>("preset").value = s.settings.preset;
    showPreset(s.settings.preset);
  }
  if (s && s.sources.constant !== undefined && s.settings.constant !== undefined) {
    const c = s.settings.constant;
    const constant = byId<HTMLSelectElement>("constant");
    const value = byId<HTMLInputElement>("constant-value");
    if (c === 6) constant.value = "6";
    else if (typeof c === "number") {
      constant.value = "number";
      value.value = String(c);
    } else constant.value = c;
    value.hidden = constant.value !== "number";
  }
  renderSettingsSource();
}

/** "From the workbook's Tournament sheet: Preset koa ('대회'!B5), …" or, once the TD chose others, what the workbook says. */
function renderSettingsSource(): void {
  const s = settingsState.workbook;
  const note = byId("settings-source");
  const keys: SettingKey[] = ["preset", "constant", "rounds", "language"];
  const items = keys
    .filter((k) => s?.sources[k] !== undefined)
    .map((k) => ({ key: k, value: String(s!.settings[k] ?? "preset"), address: s!.sources[k]! }));
  note.hidden = items.length === 0;
  const overridden = settingsState.touched && workbookHasChoice();
  note.textContent =
    items.length === 0
      ? ""
      : t(pane.locale, overridden ? "settingsPaneChoice" : "settingsFromWorkbook", { list: settingsList(items) });
  byId("settings-use-workbook").hidden = !overridden;
}

/** The settings' options in the pane's language, then the chosen preset's settings. */
function renderSettings(): void {
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
}

/** Put the preset's settings into the controls. */
export function showPreset(id: PresetId): void {
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
  setTiebreakOrder(s.tiebreaks.slice());
}

// ---------------------------------------------------------------------------------------------
// Compute
// ---------------------------------------------------------------------------------------------

/** The request from the controls, or the message of the first invalid one. */
function readRequest(accept: boolean): ComputeRequest | { error: string } {
  const preset = byId<HTMLSelectElement>("preset").value as PresetId;
  const choice = byId<HTMLSelectElement>("constant").value;
  // The menu's values ("exact", "6", …) and the typed number go through the engine's one reader.
  const text = choice === "number" ? byId<HTMLInputElement>("constant-value").value.trim() : choice;
  const parsed = parseConstantSetting(text);
  if (!parsed.ok || parsed.constant === undefined) return { error: t(pane.locale, "constantInvalid", { value: text }) };
  const constant = parsed.constant;
  const roundText = byId<HTMLInputElement>("round").value.trim();
  let round: number | undefined;
  if (roundText !== "") {
    round = Number(roundText);
    if (!Number.isInteger(round) || round < 1) return { error: t(pane.locale, "roundInvalid", { value: roundText }) };
  }
  return {
    ...chosenSheets(),
    preset,
    overrides: {
      constant,
      byeRule: byId<HTMLSelectElement>("bye-rule").value as ByeRule,
      withdrawnRule: byId<HTMLSelectElement>("withdrawn-rule").value as WithdrawnRule,
      tiebreaks: tiebreakOrder().slice(),
    },
    round,
    locale: pane.locale,
    acceptDiscSum: accept,
    settingsFrom: workbookHasChoice() && !settingsState.touched ? "workbook" : "pane",
  };
}

async function compute(accept: boolean): Promise<void> {
  resetOutcome();
  await runAction(
    "outcome-message",
    "computing",
    () => readRequest(accept),
    async (host, request) => {
      showOutcome(await computeInWorkbook(host, request));
    },
  );
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
      let text = t(L, "written", {
        round: outcome.standings.round,
        sheet: outcome.result.sheetName,
        players: outcome.standings.rows.length,
      });
      if (outcome.target.nameTakenByUser) {
        text += " " + t(L, "writtenRenamed", { base: outcome.target.baseName, sheet: outcome.result.sheetName });
      }
      if (outcome.fromWorkbook.length > 0)
        text += " " + t(L, "writtenFromWorkbook", { list: settingsList(outcome.fromWorkbook) });
      // The Tournament sheet named another preset than the pane showed (changed since): the controls follow it.
      if (byId<HTMLSelectElement>("preset").value !== outcome.preset) {
        byId<HTMLSelectElement>("preset").value = outcome.preset;
        showPreset(outcome.preset);
      }
      showMessage("outcome-message", "ok", text);
      if (outcome.warnings.length > 0) showProblems(outcome.warnings);
      showPreview(outcome.standings);
      return;
    }
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
