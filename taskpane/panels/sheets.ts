/** The Sheets section: which sheet holds the results and the players (recognised, or picked by the TD). */
import { byId, setOptions } from "../dom";
import { detectionNoteText, t } from "../../src/i18n/ui";
import { scan } from "../flow";
import { errorText, pane, setBusy, sheetsChanged, type Panel } from "../shell";

export const sheetsPanel: Panel = {
  id: "sheets",
  buttons: ["rescan"],
  bind() {
    byId("rescan").addEventListener("click", () => void rescan());
    for (const id of ["results-sheet", "players-sheet"]) byId(id).addEventListener("change", () => void sheetsChanged());
  },
  start: () => rescan(),
};

/** The sheets the TD chose: the results, and the players (undefined: "none", names are in the results). */
export function chosenSheets(): { resultsSheet: string; playersSheet?: string } {
  const players = byId<HTMLSelectElement>("players-sheet").value;
  return { resultsSheet: byId<HTMLSelectElement>("results-sheet").value, playersSheet: players === "" ? undefined : players };
}

/** List the sheets again and choose the results and players sheets (`prefer`, else the recognised ones). */
export async function rescan(prefer?: { results?: string; players?: string }): Promise<void> {
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
  await sheetsChanged();
}
