/** Import a tournament file (FlipTheDisc JSON, WOF .ELO) as new Results and Players sheets. */
import { byId, clear, el } from "../dom";
import { t } from "../../src/i18n/ui";
import { notResultsText } from "../../src/i18n/files";
import { importTournament, parseTournamentFile } from "../flow";
import { PRESETS } from "../../src/engine";
import { errorText, pane, setBusy, showMessage, type Panel } from "../shell";
import { rescan } from "./sheets";
import { showPreset } from "./standings";
import { setTiebreakOrder } from "./tiebreaks";

export const importPanel: Panel = {
  id: "import",
  buttons: ["import"],
  bind() {
    byId("import").addEventListener("click", () => void importFile());
    byId("import-file").addEventListener("change", showChosenFile);
  },
  render: showChosenFile,
  onBusy(busy, label) {
    byId("import").textContent = t(pane.locale, busy && label === "importing" ? "importing" : "importButton");
  },
};

/** The chosen file's name beside the button (the browser's own "No file chosen" would be in its language). */
function showChosenFile(): void {
  const file = byId<HTMLInputElement>("import-file").files?.[0];
  byId("import-file-name").textContent = file ? file.name : t(pane.locale, "importNoFile");
}

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
  const parsed = parseTournamentFile(input, file?.name, L);
  if (parsed.kind === "unknown") {
    showMessage("import-message", "error", t(L, "importUnknown"));
    return;
  }
  if (parsed.kind === "not-results") {
    const reason = notResultsText(parsed.reason, L);
    showMessage(
      "import-message",
      "error",
      t(L, "importNotResults", { file: file?.name ?? t(L, "importPasted"), reason }),
    );
    return;
  }
  if (parsed.kind === "error") {
    showMessage("import-message", "error", t(L, "importFailed", { message: parsed.message }));
    return;
  }
  setBusy(true, "importing");
  try {
    // The file's name, date, preset, country and sender go on the Tournament sheet (made when there is none).
    const out = await importTournament(host, parsed.tournament, {
      settings: parsed.settings,
      header: parsed.header,
      locale: L,
    });
    if (out.kind === "other-event") {
      showMessage("import-message", "error", t(L, "importOtherEvent", { event: out.event, address: out.address }));
      return;
    }
    showMessage(
      "import-message",
      "ok",
      t(L, "imported", {
        players: out.players,
        games: out.games,
        results: out.resultsSheet,
        playersSheet: out.playersSheet,
      }),
    );
    // The standings settings the file's published list follows become the pane's settings.
    const carried = parsed.settings;
    byId<HTMLSelectElement>("preset").value = carried.preset;
    showPreset(carried.preset);
    if (carried.tiebreaks) setTiebreakOrder(carried.tiebreaks.slice());
    notes.appendChild(
      el("li", { class: "bw-plain" }, t(L, "importSettings", { preset: PRESETS[carried.preset].label })),
    );
    if (out.tournamentSheet) {
      const key = out.tournamentSheet.created ? "importSettingsCreated" : "importSettingsUpdated";
      notes.appendChild(el("li", { class: "bw-plain" }, t(L, key, { sheet: out.tournamentSheet.sheet })));
    }
    if (parsed.notes.length > 0) {
      // The summary is grouped (one line per kind of note, with the first line and a count).
      notes.appendChild(el("li", { class: "bw-plain" }, t(L, "importNotes")));
      for (const n of parsed.notes) notes.appendChild(el("li", { class: "bw-plain" }, n));
    }
    setBusy(false);
    await rescan({ results: out.resultsSheet, players: out.playersSheet });
    // The Tournament sheet holds the preset, not a tie-break order the file follows (the rescan showed the preset's).
    if (carried.tiebreaks) setTiebreakOrder(carried.tiebreaks.slice());
  } catch (e) {
    showMessage("import-message", "error", t(L, "errorUnexpected", { message: errorText(e, L) }));
  } finally {
    setBusy(false);
  }
}
