/** The Sheets section: which sheet holds the results and the players (recognised, or picked by the TD). */
import { byId, setOptions } from "../dom";
import { detectionNoteText, t } from "../../src/i18n/ui";
import { reviveFormulas, scan } from "../flow";
import { errorText, pane, setBusy, sheetsChanged, workbookSettingsRead, type Panel } from "../shell";
import type { DetectionNote } from "../../src/vocabulary";

export const sheetsPanel: Panel = {
  id: "sheets",
  buttons: ["rescan"],
  bind() {
    byId("rescan").addEventListener("click", () => void rescan());
    for (const id of ["results-sheet", "players-sheet"])
      byId(id).addEventListener("change", () => {
        showDetectNote();
        void sheetsChanged();
      });
  },
  // At start the scan also finds Brightwell formulas showing #NAME? and enters them again (revive).
  start: () => rescan(undefined, { revive: true }),
  render() {
    // The language changed: the lists' words ("(recognised)", "(none …)") again, the choices kept.
    if (state.names) {
      const chosen = chosenSheets();
      showSheets(
        state.names,
        { results: chosen.resultsSheet, players: chosen.playersSheet },
        state.recognised,
        state.notes,
      );
    }
    showRevived();
  },
};

const state: {
  /** The sheets listed, in tab order. */
  names?: readonly string[];
  /** What the last scan recognised (undefined: no sheet holds results yet, e.g. a new workbook). */
  recognised?: { results?: string; players?: string };
  /** Cells whose Brightwell formula was entered again at start (shown in the status bar). */
  revived?: string[];
  /** What the last scan said about the sheets it read (hidden, or one of several alike); shown while it holds. */
  notes: DetectionNote[];
  /** The last scan failed: its message, until the next scan. */
  scanError?: string;
} = { notes: [] };

function showRevived(): void {
  if (!state.revived || state.revived.length === 0) return;
  const status = byId("status");
  status.className = "bw-bar bw-info";
  status.textContent = t(pane.locale, "revived", { count: state.revived.length, cells: state.revived.join(", ") });
  status.hidden = false;
}

/** The Results sheet the last scan recognised by its name or headers (undefined: none). */
export function recognisedResults(): string | undefined {
  return state.recognised?.results;
}

/** The sheets the TD chose: the results, and the players (undefined: "none", names are in the results). */
export function chosenSheets(): { resultsSheet: string; playersSheet?: string } {
  const players = byId<HTMLSelectElement>("players-sheet").value;
  return {
    resultsSheet: byId<HTMLSelectElement>("results-sheet").value,
    playersSheet: players === "" ? undefined : players,
  };
}

/**
 * Fill the sheet lists with `names` (tab order) and choose `chosen` (else the recognised ones), marking the
 * recognised ones; used by the scan and by commands that made sheets (New tournament) without rescanning.
 */
export function showSheets(
  names: readonly string[],
  chosen: { results?: string; players?: string },
  recognised = chosen,
  notes: DetectionNote[] = [],
): void {
  state.names = names;
  state.recognised = recognised;
  state.notes = notes;
  setOptions(
    byId<HTMLSelectElement>("results-sheet"),
    names.map((n) => [n, n === recognised.results ? t(pane.locale, "detectedSuffix", { name: n }) : n]),
    chosen.results ?? names[0],
  );
  setOptions(
    byId<HTMLSelectElement>("players-sheet"),
    [
      ["", t(pane.locale, "playersNone")],
      ...names.map((n): [string, string] => [
        n,
        n === recognised.players ? t(pane.locale, "detectedSuffix", { name: n }) : n,
      ]),
    ],
    chosen.players ?? "",
  );
  showDetectNote();
}

/**
 * The note under the sheet lists, from what the pane knows now (never a message about an older state): no sheet
 * at all, no sheet recognised as the results, or what the scan said about the sheet read for a role (hidden, or
 * one of several alike) while that sheet is still the one chosen for it. Nothing to say: the note is hidden.
 */
function showDetectNote(): void {
  const note = byId("detect-note");
  const L = pane.locale;
  const chosen = chosenSheets();
  const chosenFor = { results: chosen.resultsSheet, players: chosen.playersSheet };
  const text =
    state.scanError ??
    (state.names?.length === 0
      ? t(L, "noSheets")
      : state.names && !state.recognised?.results
        ? t(L, "noResultsDetected")
        : state.notes
            .filter((n) => chosenFor[n.role] === n.sheet)
            .map((n) => detectionNoteText(n, L))
            .join(" "));
  note.textContent = text;
  note.hidden = text === "";
}

/**
 * List the sheets again and choose the results and players sheets (`prefer`, else the recognised ones); the
 * workbook's stored settings go to every panel. With `revive`, the Brightwell formulas the scan found showing
 * #NAME? are entered again (one read sync and one write sync, only when there are any) and the pane says so.
 */
export async function rescan(
  prefer?: { results?: string; players?: string },
  options: { revive?: boolean } = {},
): Promise<void> {
  const host = pane.host;
  if (!host) return;
  setBusy(true, "loading");
  state.scanError = undefined;
  try {
    const found = await scan(host);
    const names = found.sheets.map((s) => s.name);
    const results = prefer?.results ?? found.results;
    // Which sheet was read when it is hidden in Excel or when other sheets look alike (text, never HTML).
    showSheets(
      names,
      { results, players: prefer?.players ?? found.players },
      { results: found.results, players: found.players },
      found.notes,
    );
    workbookSettingsRead(found.settings);
    if (options.revive && found.errorFormulas.length > 0) {
      state.revived = await reviveFormulas(host, found.errorFormulas);
      showRevived();
    }
  } catch (e) {
    state.scanError = t(pane.locale, "errorUnexpected", { message: errorText(e, pane.locale) });
    showDetectNote();
  } finally {
    setBusy(false);
  }
  await sheetsChanged();
}
