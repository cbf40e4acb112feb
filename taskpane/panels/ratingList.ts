/**
 * "Publish the rating list", inside "Update ratings" (docs/rules.md §8): the list as of a date (empty: the latest
 * event's) under a rule set, written as the printable sheet; the card of the player chosen under "Player" (the
 * Update ratings panel's picker) as an SVG file to save; and a federation's list imported from a CSV file
 * (flow/ratingList.ts). Its own outcome area; problems with a cell through showProblems (a click selects the cell).
 */
import { byId, clear, el, setOptions } from "../dom";
import { t, type UiKey } from "../../src/i18n/ui";
import type { Locale } from "../../src/i18n/locale";
import { excelApiSupported } from "../../src/excel/host";
import { SPEC_EXCEL_API } from "../../src/excel/spec";
import { LIST_RULES_IDS, type ListRulesPreset, type RatingMethod } from "../../src/engine";
import { listProblemMessage, type ListProblem, type Problem } from "../../src/sheets";
import { importRatingList, publishRatingList, ratingCardSvg, type RatingListOutcome } from "../flow";
import { pane, runAction, sheetsChanged, showMessage, showProblems, type Panel } from "../shell";

const MESSAGE = "list-message";

const RULE_KEYS: Record<ListRulesPreset, UiKey> = {
  all: "listRulesAll",
  kba: "listRulesKba",
  koa: "listRulesKoa",
  wof: "listRulesWof",
};

const state: { download?: string } = {};

export const ratingListPanel: Panel = {
  id: "ratingList",
  buttons: ["list-publish", "list-card", "list-import"],
  bind() {
    byId("list-publish").addEventListener("click", () => void publish());
    byId("list-card").addEventListener("click", () => void card());
    byId("list-import").addEventListener("click", () => void importList());
    byId("list-file").addEventListener("change", showChosenFile);
  },
  render() {
    showChosenFile();
    const rules = byId<HTMLSelectElement>("list-rules");
    setOptions(
      rules,
      LIST_RULES_IDS.map((id) => [id, t(pane.locale, RULE_KEYS[id])]),
      rules.value || "all",
    );
  },
  onBusy(busy, label) {
    const texts: [string, UiKey, UiKey][] = [
      ["list-publish", "listPublish", "listPublishing"],
      ["list-card", "cardDownload", "cardDrawing"],
      ["list-import", "listImport", "listImporting"],
    ];
    for (const [id, idle, running] of texts)
      byId(id).textContent = t(pane.locale, busy && label === running ? running : idle);
  },
};

/** The chosen file's name beside our button (the browser's own "No file chosen" would be in its language). */
function showChosenFile(): void {
  const file = byId<HTMLInputElement>("list-file").files?.[0];
  byId("list-file-name").textContent = file ? file.name : t(pane.locale, "importNoFile");
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function reset(): void {
  byId(MESSAGE).textContent = "";
  clear(byId("list-problems"));
  byId("list-download").hidden = true;
}

function showListProblems(problems: ListProblem[]): void {
  const errors = problems.filter((p) => p.severity === "error").length;
  showMessage(MESSAGE, "error", t(pane.locale, "listProblemsFound", { count: errors }));
  showProblems(problems as Problem[], "list-problems", (p) => listProblemMessage(p as ListProblem, pane.locale));
}

async function publish(): Promise<void> {
  reset();
  await runAction(
    MESSAGE,
    "listPublishing",
    () => ({
      asOf: byId<HTMLInputElement>("list-asof").value.trim(),
      rules: { preset: byId<HTMLSelectElement>("list-rules").value as ListRulesPreset },
      locale: pane.locale,
      today: today(),
    }),
    async (host, request) => showPublished(await publishRatingList(host, request)),
    () => (excelApiSupported(SPEC_EXCEL_API) ? undefined : t(pane.locale, "listNeedsNewerExcel")),
  );
}

function showPublished(o: RatingListOutcome): void {
  const L = pane.locale;
  if (o.kind === "no-list") return showMessage(MESSAGE, "error", t(L, "listNoList"));
  if (o.kind === "bad-date") return showMessage(MESSAGE, "error", t(L, "listDateInvalid", { value: o.value }));
  if (o.kind === "problems") return showListProblems(o.problems);
  const marked = o.list.rows.filter((r) => r.rank === null).length;
  let text = t(L, "listPublished", {
    date: o.list.asOf,
    sheet: o.sheet,
    ranked: o.list.rows.length - marked,
    marked,
    omitted: o.list.omitted.length,
  });
  if (o.nameTakenByUser) text += " " + t(L, "listRenamed", { base: o.sheet.replace(/ \(\d+\)$/, "") });
  showMessage(MESSAGE, o.warnings.length > 0 ? "warn" : "ok", text);
  if (o.warnings.length > 0)
    showProblems(o.warnings as Problem[], "list-problems", (p) => listProblemMessage(p as ListProblem, L));
}

async function card(): Promise<void> {
  reset();
  await runAction(
    MESSAGE,
    "cardDrawing",
    (): { player: string } | { error: string } => {
      const player = byId<HTMLSelectElement>("rating-player").value;
      return player === "" ? { error: t(pane.locale, "cardChoosePlayer") } : { player };
    },
    async (host, request) => {
      const L = pane.locale;
      const o = await ratingCardSvg(host, { player: request.player, locale: L });
      if (o.kind === "no-history") showMessage(MESSAGE, "error", t(L, "ratingsNoHistory"));
      else if (o.kind === "no-player") showMessage(MESSAGE, "error", t(L, "cardNoPlayer", { player: o.player }));
      else {
        showMessage(MESSAGE, "ok", t(L, "cardDone", { name: o.name, file: o.fileName }));
        offerDownload(o.svg, o.fileName);
      }
    },
  );
}

/** The card as a link to save it (a Blob URL made here; the SVG's text is escaped, and never becomes HTML here). */
function offerDownload(svg: string, fileName: string): void {
  if (state.download) URL.revokeObjectURL(state.download);
  state.download = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml;charset=utf-8" }));
  const box = byId("list-download");
  clear(box);
  box.appendChild(
    el(
      "a",
      { id: "list-download-link", href: state.download, download: fileName },
      t(pane.locale, "cardSave", { file: fileName }),
    ),
  );
  box.hidden = false;
}

async function importList(): Promise<void> {
  reset();
  const file = byId<HTMLInputElement>("list-file").files?.[0];
  // The file's bytes are read before the action: its encoding is found by the loader (UTF-8, EUC-KR, Shift_JIS …).
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
  await runAction(
    MESSAGE,
    "listImporting",
    ():
      | { bytes: Uint8Array; fileName: string; merge: boolean; method: RatingMethod; locale: Locale }
      | { error: string } =>
      bytes && file
        ? {
            bytes,
            fileName: file.name,
            merge: byId<HTMLInputElement>("list-merge").checked,
            // The method chosen above (Update ratings): what ratings the list may plausibly hold.
            method: byId<HTMLSelectElement>("rating-method").value === "kba" ? "kba" : "elo",
            locale: pane.locale,
          }
        : { error: t(pane.locale, "listImportNoFile") },
    async (host, request) => {
      const o = await importRatingList(host, request);
      if (o.kind === "problems") return showListProblems(o.problems);
      showMessage(
        MESSAGE,
        o.warnings.length > 0 ? "warn" : "ok",
        t(pane.locale, "listImported", { sheet: o.sheet, players: o.players }),
      );
      if (o.warnings.length > 0)
        showProblems(o.warnings as Problem[], "list-problems", (p) =>
          listProblemMessage(p as ListProblem, pane.locale),
        );
      // The rating sheets changed: the panels that read them (Update ratings' players and events) read again.
      await sheetsChanged();
    },
  );
}
