/** Import a tournament file (FlipTheDisc JSON, WOF .ELO) as new Results and Players sheets. */
import { byId, clear, el } from "../dom";
import { t } from "../../src/i18n/ui";
import { importTournament, parseTournamentFile } from "../flow";
import { errorText, pane, setBusy, showMessage, type Panel } from "../shell";
import { rescan } from "./sheets";

export const importPanel: Panel = {
  id: "import",
  buttons: ["import"],
  bind() {
    byId("import").addEventListener("click", () => void importFile());
  },
  onBusy(busy, label) {
    byId("import").textContent = t(pane.locale, busy && label === "importing" ? "importing" : "importButton");
  },
};

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
