/** The Sheets section: which sheet holds the results and the players (recognised, or picked by the TD). */
import { byId, setOptions } from "../dom";
import { detectionNoteText, t } from "../../src/i18n/ui";
import { reviveFormulas, scan } from "../flow";
import { errorText, pane, setBusy, sheetsChanged, workbookSettingsRead, type Panel } from "../shell";

export const sheetsPanel: Panel = {
  id: "sheets",
  buttons: ["rescan"],
  bind() {
    byId("rescan").addEventListener("click", () => void rescan());
    for (const id of ["results-sheet", "players-sheet"])
      byId(id).addEventListener("change", () => void sheetsChanged());
  },
  // At start the scan also finds Brightwell formulas showing #NAME? and enters them again (revive).
  start: () => rescan(undefined, { revive: true }),
  render() {
    // The language changed: the lists' words ("(recognised)", "(none …)") again, the choices kept.
    if (state.names) {
      const chosen = chosenSheets();
      showSheets(state.names, { results: chosen.resultsSheet, players: chosen.playersSheet }, state.recognised);
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
} = {};

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
): void {
  state.names = names;
  state.recognised = recognised;
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
  const note = byId("detect-note");
  setBusy(true, "loading");
  try {
    const found = await scan(host);
    const names = found.sheets.map((s) => s.name);
    const results = prefer?.results ?? found.results;
    showSheets(
      names,
      { results, players: prefer?.players ?? found.players },
      { results: found.results, players: found.players },
    );
    // Which sheet was read when it is hidden in Excel or when other sheets look alike (text, never HTML).
    const notes = found.notes.map((n) => detectionNoteText(n, pane.locale));
    note.hidden = !!results && notes.length === 0;
    note.textContent =
      names.length === 0
        ? t(pane.locale, "noSheets")
        : !results
          ? t(pane.locale, "noResultsDetected")
          : notes.join(" ");
    workbookSettingsRead(found.settings);
    if (options.revive && found.errorFormulas.length > 0) {
      state.revived = await reviveFormulas(host, found.errorFormulas);
      showRevived();
    }
  } catch (e) {
    note.hidden = false;
    note.textContent = t(pane.locale, "errorUnexpected", { message: errorText(e) });
  } finally {
    setBusy(false);
  }
  await sheetsChanged();
}
