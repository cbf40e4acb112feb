/** "Pair round N": the round to pair, the director's fixed pairs and absences, the pairing settings, the outcome. */
import { byId, clear, el, setOptions } from "../dom";
import { t } from "../../src/i18n/ui";
import { excelApiSupported } from "../../src/excel/host";
import { pairInWorkbook, previewPairing } from "../flow";
import type { PairLine, PairOutcome, PairPreview, PairRequest } from "../flow";
import { pairingProblemMessage, ROUND_LABELS } from "../../src/sheets";
import type { PairingProblem, Problem } from "../../src/sheets";
import { pane, problemText, runAction, settingsList, showMessage, showProblems, type Panel } from "../shell";
import { chosenSheets } from "./sheets";

/** How many of the director's typed pairs the pairing summary lists. */
const FIXED_SHOWN = 8;

export const pairPanel: Panel = {
  id: "pair",
  buttons: ["pair", "pair-retry"],
  bind() {
    byId("pair").addEventListener("click", () => void pair());
    byId("pair-retry").addEventListener("click", () => {
      byId<HTMLInputElement>("pair-reversed").checked = true;
      void pair();
    });
  },
  render() {
    const method = byId<HTMLSelectElement>("pair-method");
    setOptions(
      method,
      [
        ["rating", t(pane.locale, "pairByRating")],
        ["random", t(pane.locale, "pairRandom")],
      ],
      method.value || "rating",
    );
    showPairPreview(state.preview);
  },
  onBusy(busy, label) {
    byId("pair").dataset.busy = busy && label === "pairing" ? "1" : "0";
    if (busy && label === "pairing") byId("pair").textContent = t(pane.locale, "pairing");
    else renderPairingTitle();
  },
  onSheetsChanged: refreshPairPreview,
};

const state: {
  /** The round "Pair" will pair (from the last pairing preview); undefined = not known yet. */
  round?: number;
  /** The last pairing preview (re-rendered when the language changes). */
  preview?: PairPreview;
} = {};

/** Title of the pairing section and the Pair button: "Pair round N" once N is known. */
function renderPairingTitle(): void {
  const n = state.round;
  byId("pairing-title").textContent =
    n === undefined ? t(pane.locale, "sectionPairingNext") : t(pane.locale, "sectionPairing", { round: n });
  if (!(pane.busy && byId("pair").dataset.busy === "1")) {
    byId("pair").textContent =
      n === undefined ? t(pane.locale, "pairButtonNext") : t(pane.locale, "pairButton", { round: n });
  }
}

// ---------------------------------------------------------------------------------------------
// Pair round N
// ---------------------------------------------------------------------------------------------

/**
 * Read the round to pair (one read sync) and show it with the director's pairs and absences: when the sheets
 * change, and when a command changed what they hold (the players sorted), so the summary never describes an
 * older state ("0 players to pair" once the players are there).
 */
export async function refreshPairPreview(): Promise<void> {
  const host = pane.host;
  const { resultsSheet, playersSheet } = chosenSheets();
  if (!host || !resultsSheet) {
    showPairPreview(undefined);
    return;
  }
  try {
    showPairPreview(await previewPairing(host, { resultsSheet, playersSheet }));
  } catch {
    showPairPreview(undefined); // "Pair" reports the reason with its own message
  }
}

function showPairPreview(preview: PairPreview | undefined): void {
  const L = pane.locale;
  state.preview = preview;
  const ready = preview?.kind === "ready" ? preview : undefined;
  state.round = ready?.round;
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
  let text = done
    ? t(L, "pairSummaryDone", { round: ready.round })
    : t(L, "pairSummary", { round: ready.round, present: ready.present });
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
    if (ready.fixed.length > FIXED_SHOWN)
      list.appendChild(el("li", {}, t(L, "pairFixedMore", { count: ready.fixed.length - FIXED_SHOWN })));
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
    if (!Number.isFinite(sameCountryPenalty) || sameCountryPenalty < 0)
      return { error: t(L, "pairCountryInvalid", { value: countryText }) };
  }
  const capText = byId<HTMLInputElement>("pair-cap").value.trim();
  let maxColourImbalance: number | undefined;
  if (capText !== "") {
    maxColourImbalance = Number(capText);
    if (!/^\d+$/.test(capText) || maxColourImbalance < 1 || maxColourImbalance > 999)
      return { error: t(L, "pairCapInvalid", { value: capText }) };
  }
  return {
    ...chosenSheets(),
    locale: L,
    firstRound: byId<HTMLSelectElement>("pair-method").value === "random" ? "random" : "rating",
    seed,
    foreignersMeetLocalsFirst: byId<HTMLInputElement>("pair-foreigners").checked,
    allowReversedRematch: byId<HTMLInputElement>("pair-reversed").checked,
    sameCountryPenalty,
    maxColourImbalance,
    canResizeTables: excelApiSupported("1.13"),
    slips: byId<HTMLInputElement>("pair-slips").checked,
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
      if ((outcome.kind === "written" || outcome.kind === "already-paired") && state.preview?.kind === "ready") {
        const seated = outcome.lines.map((l) => ({ table: l.table, black: l.black, white: l.white }));
        // The round-1 settings no longer apply: the next click pairs a later round.
        showPairPreview({
          ...state.preview,
          round: outcome.round,
          firstRound: false,
          fixed: seated,
          present: seated.reduce((n, f) => n + (f.white === null ? 1 : 2), 0),
          errors: 0,
        });
      }
    },
    // Print layout and Range.getTables are ExcelApi 1.9 (Excel 2019 stops at 1.8): say so up front.
    () => (excelApiSupported("1.9") ? undefined : t(pane.locale, "pairNeedsNewerExcel")),
  );
}

/** A pairing problem's message without the address in front (the address is shown above it). */
function pairingProblemText(p: Problem): string {
  // A wrong setting of the workbook (its Tournament sheet) is not a pairing problem: its own message.
  if ((p.code as string) === "setting-invalid") return problemText(p);
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
      if (outcome.slipsSheet) text += " " + t(L, "pairSlipsWritten", { sheet: outcome.slipsSheet.sheetName });
      showMessage("pair-message", "warn", text);
      showPairs(outcome.lines, false);
      return;
    }
    case "written": {
      const results = byId<HTMLSelectElement>("results-sheet").value;
      const address = outcome.rowsAddress.slice(outcome.rowsAddress.lastIndexOf("!") + 1);
      let text = t(L, "pairWritten", {
        round: outcome.round,
        rows: outcome.rowsAdded,
        results,
        address,
        sheet: outcome.roundSheet.sheetName,
      });
      if (outcome.tableGrown) text += " " + t(L, "pairTableGrown", { table: outcome.tableGrown });
      if (outcome.tableNotResizable) text += " " + t(L, "pairTableOldExcel", { table: outcome.tableNotResizable });
      if (outcome.tablesNotGrown.length > 0)
        text += " " + t(L, "pairTablesNotGrown", { tables: outcome.tablesNotGrown.join(", ") });
      if (outcome.roundSheet.nameTakenByUser) {
        text += " " + t(L, "pairRenamed", { base: outcome.roundSheet.baseName, sheet: outcome.roundSheet.sheetName });
      }
      if (outcome.slipsSheet) text += " " + t(L, "pairSlipsWritten", { sheet: outcome.slipsSheet.sheetName });
      if (outcome.fromWorkbook.length > 0)
        text += " " + t(L, "writtenFromWorkbook", { list: settingsList(outcome.fromWorkbook) });
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
            el(
              "span",
              { class: "bw-white" },
              l.white === null ? ROUND_LABELS[L].bye : who(l.white, l.whitePoints ?? 0),
            ),
          ),
        ),
        withWhy && l.why !== "" ? el("div", { class: "bw-why" }, l.why) : null,
      ),
    );
  }
  byId("pair-list-title").hidden = lines.length === 0;
}
