/**
 * "New tournament": name, first day, planned rounds, preset, language (and a rating list) → the tournament's
 * sheets in this workbook (flow/newTournament.ts); then "Sort players by rating" for round 1. The section
 * opens by itself when the workbook holds no results sheet yet (a new, empty workbook).
 */
import { byId, setOptions } from "../dom";
import { PRESET_KEYS, t } from "../../src/i18n/ui";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "../../src/i18n/locale";
import { PRESET_IDS, type PresetId } from "../../src/engine";
import { DEFAULT_PRESET, MAX_ROUNDS } from "../../src/sheets/workbook";
import { excelApiSupported } from "../../src/excel/host";
import { SPEC_EXCEL_API } from "../../src/excel/spec";
import { newTournamentInWorkbook, sortPlayersByRating, type NewTournamentRequest, type SortOutcome } from "../flow";
import { pane, runAction, sheetsChanged, showMessage, workbookSettingsRead, type Panel } from "../shell";
import { chosenSheets, recognisedResults, showSheets } from "./sheets";
import { refreshPairPreview } from "./pair";

const state: {
  /** The TD picked a preset (a language change then keeps it instead of that language's usual one). */
  presetChosen: boolean;
  /** The section was opened or closed by the first scan (afterwards the TD decides). */
  placed: boolean;
} = { presetChosen: false, placed: false };

export const newTournamentPanel: Panel = {
  id: "new-tournament",
  buttons: ["new-create", "sort-players"],
  bind() {
    byId("new-create").addEventListener("click", () => void create());
    byId("sort-players").addEventListener("click", () => void sortPlayers());
    byId("new-preset").addEventListener("change", () => (state.presetChosen = true));
    byId<HTMLSelectElement>("new-language").addEventListener("change", (e) => {
      const language = (e.target as HTMLSelectElement).value;
      // Each language's usual rules (woc, koa, joa) until the TD picks a preset.
      if (!state.presetChosen && isLocale(language))
        byId<HTMLSelectElement>("new-preset").value = DEFAULT_PRESET[language];
    });
    const date = byId<HTMLInputElement>("new-date");
    if (date.value === "") date.value = today();
  },
  render() {
    const language = byId<HTMLSelectElement>("new-language");
    const chosen = isLocale(language.value) ? language.value : pane.locale;
    setOptions(
      language,
      LOCALES.map((l) => [l, LANGUAGE_NAMES[l]]),
      chosen,
    );
    const preset = byId<HTMLSelectElement>("new-preset");
    const current = PRESET_IDS.includes(preset.value as PresetId) ? (preset.value as PresetId) : DEFAULT_PRESET[chosen];
    setOptions(
      preset,
      PRESET_IDS.map((id) => [id, t(pane.locale, PRESET_KEYS[id])]),
      current,
    );
  },
  onBusy(busy, label) {
    byId("new-create").textContent = t(pane.locale, busy && label === "newCreating" ? "newCreating" : "newCreate");
    byId("sort-players").textContent = t(pane.locale, busy && label === "sorting" ? "sorting" : "sortButton");
  },
  async onSheetsChanged() {
    if (state.placed) return;
    state.placed = true;
    // A workbook without results (a new one): the first thing to do is to create the tournament.
    byId<HTMLDetailsElement>("new-details").open = recognisedResults() === undefined;
  },
};

/** Today as yyyy-mm-dd (the date input's default). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The request from the form, or the message of the first field to correct (that field gets the focus). */
function readNewRequest(): NewTournamentRequest | { error: string } {
  const L = pane.locale;
  const field = (id: string, error: string) => {
    byId(id).focus();
    return { error };
  };
  const name = byId<HTMLInputElement>("new-name").value.trim();
  if (name === "") return field("new-name", t(L, "newNameMissing"));
  const dateText = byId<HTMLInputElement>("new-date").value.trim();
  let date: string | undefined;
  if (dateText !== "") {
    // A real day (2026-02-30 is not one): the date the text names, written back, is the same text.
    const day = /^\d{4}-\d{2}-\d{2}$/.test(dateText) ? new Date(`${dateText}T00:00:00Z`) : undefined;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== dateText) {
      return field("new-date", t(L, "newDateInvalid", { value: dateText }));
    }
    date = dateText;
  }
  const roundsText = byId<HTMLInputElement>("new-rounds").value.trim();
  const rounds = Number(roundsText);
  if (!/^\d+$/.test(roundsText) || rounds < 1 || rounds > MAX_ROUNDS)
    return field("new-rounds", t(L, "newRoundsInvalid", { value: roundsText }));
  const language = byId<HTMLSelectElement>("new-language").value;
  return {
    name,
    date,
    rounds,
    preset: byId<HTMLSelectElement>("new-preset").value as PresetId,
    language: (isLocale(language) ? language : pane.locale) as Locale,
    ratings: byId<HTMLInputElement>("new-ratings").checked,
    site: addinSite(),
  };
}

/**
 * The Brightwell site this pane was loaded from ("https://othello-fed.github.io/brightwell/" for
 * …/brightwell/taskpane.html), named on the new sheets for readers without the add-in. None when the page is not
 * served over https (a test page): the sheets then name "your federation's Brightwell site".
 */
function addinSite(): string | undefined {
  const href = globalThis.location?.href;
  return href?.startsWith("https://") ? new URL(".", href).href : undefined;
}

async function create(): Promise<void> {
  byId("new-message").textContent = "";
  await runAction(
    "new-message",
    "newCreating",
    readNewRequest,
    async (host, request) => {
      const L = pane.locale;
      const outcome = await newTournamentInWorkbook(host, request);
      if (outcome.kind === "exists") {
        const sheet = outcome.taken[0].sheet;
        showMessage(
          "new-message",
          "error",
          t(L, "newExists", {
            names: outcome.taken
              .filter((x) => x.sheet === sheet)
              .map((x) => x.name)
              .join(", "),
            sheet,
          }),
        );
        return;
      }
      // Sheet names quoted as the language quotes them (the messages' own {sheet} are quoted in the strings).
      const q = (name: string) => (L === "ja" ? `「${name}」` : `"${name}"`);
      const sheets = Object.values(outcome.sheets)
        .map(q)
        .join(L === "ja" ? "" : ", ");
      let text = t(L, "newCreated", { name: request.name, sheets, players: outcome.sheets.players ?? "" });
      if (outcome.renamed.length > 0)
        text +=
          " " + t(L, "newRenamed", { list: outcome.renamed.map((r) => `${q(r.base)} → ${q(r.sheet)}`).join(", ") });
      showMessage("new-message", "ok", text);
      // The new sheets become the pane's Results and Players; every panel follows the new settings.
      const made = { results: outcome.sheets.results, players: outcome.sheets.players };
      showSheets(outcome.allSheets, made, made);
      workbookSettingsRead(outcome.settings);
      await sheetsChanged();
    },
    // Data validation (ExcelApi 1.8) and the print setup (1.9): say so before anything is written.
    () => (excelApiSupported(SPEC_EXCEL_API) ? undefined : t(pane.locale, "newNeedsNewerExcel")),
  );
}

async function sortPlayers(): Promise<void> {
  byId("sort-message").textContent = "";
  await runAction(
    "sort-message",
    "sorting",
    (): { playersSheet: string } | { error: string } => {
      const { playersSheet } = chosenSheets();
      return playersSheet ? { playersSheet } : { error: t(pane.locale, "sortNoSheet") };
    },
    async (host, request) => {
      const outcome = await sortPlayersByRating(host, request.playersSheet);
      showSortOutcome(outcome);
      // The players typed since the round to pair was last read are on the sheet now: its summary follows.
      if (outcome.kind === "sorted") await refreshPairPreview();
    },
  );
}

function showSortOutcome(outcome: SortOutcome): void {
  const L = pane.locale;
  switch (outcome.kind) {
    case "missing-sheet":
      showMessage("sort-message", "error", t(L, "errorSheetMissing", { sheet: outcome.sheet }));
      return;
    case "no-header":
      showMessage("sort-message", "error", t(L, "sortNoHeader", { sheet: outcome.sheet }));
      return;
    case "no-rating":
      showMessage("sort-message", "error", t(L, "sortNoRating", { sheet: outcome.sheet, header: outcome.header }));
      return;
    case "nothing":
      showMessage("sort-message", "warn", t(L, "sortNothing", { sheet: outcome.sheet }));
      return;
    case "sorted":
      showMessage(
        "sort-message",
        "ok",
        t(L, "sortDone", { players: outcome.players, sheet: outcome.sheet, address: outcome.address }),
      );
      return;
  }
}
