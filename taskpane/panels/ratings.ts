/**
 * "Update ratings": the method and its settings (as the command line's `rate` has them), the event's name and
 * date (prefilled from the workbook's Tournament sheet), Preview and Apply (flow/ratings.ts), Undo latest event
 * (the events on the Rating history), a player's Rating chart, and Download .ELO (a link to the file made here).
 * The preview is a table of text cells; numbers in the pane's language. Problems: showProblems (a click selects
 * the cell).
 */
import { byId, clear, el, setOptions } from "../dom";
import { t, type UiKey } from "../../src/i18n/ui";
import { exportRefusalText } from "../../src/i18n/files";
import {
  checkRatingSettings,
  KBA_GRADES,
  KBA_STAGES,
  type KbaGrade,
  type KbaStage,
  type RatingSettingName,
  type RatingSettings,
  type RatingSettingsInput,
} from "../../src/engine";
import { PREVIEW_LABELS } from "../../src/i18n/ratings";
import {
  ratingNoteText,
  ratingProblemMessage,
  settingIssueNote,
  type RatingPreviewRow,
  type UndoPreviewRow,
} from "../../src/sheets/ratings";
import type { Problem } from "../../src/sheets";
import type { ParsedSettings } from "../../src/sheets/workbook";
import {
  applyRatings,
  exportEloText,
  listAppliedEvents,
  previewRatings,
  ratingChart,
  undoRatings,
  type EloExportRequest,
  type RatingFlowProblem,
  type RatingOutcome,
  type RatingRequest,
  type RatingState,
  type UndoOutcome,
} from "../flow";
import { pane, problemText, runAction, showMessage, showProblems, type Panel } from "../shell";
import { chosenSheets } from "./sheets";

const MESSAGE = "rating-message";

const state: {
  /** What the pane last read of the rating sheets (events to undo, players to chart). */
  ratings?: RatingState;
  /** The event fields hold what the workbook said (not typed by the TD): they follow the workbook. */
  prefilled: boolean;
  /** The .ELO link's object URL (revoked when replaced). */
  download?: string;
} = { prefilled: true };

export const ratingsPanel: Panel = {
  id: "ratings",
  buttons: ["rating-preview", "rating-apply", "rating-undo", "rating-chart", "rating-export"],
  bind() {
    byId("rating-preview").addEventListener("click", () => void update(false));
    byId("rating-apply").addEventListener("click", () => void update(true));
    byId("rating-undo").addEventListener("click", () => void undo());
    byId("rating-chart").addEventListener("click", () => void chart());
    byId("rating-export").addEventListener("click", () => void exportElo());
    byId("rating-method").addEventListener("change", showMethod);
    byId("rating-more").addEventListener("click", () =>
      showMore(byId("rating-more").getAttribute("aria-expanded") !== "true"),
    );
    for (const id of ["rating-event", "rating-date"])
      byId(id).addEventListener("input", () => (state.prefilled = false));
    // No date of its own: the workbook's Tournament sheet fills it, or the director types it (never today by
    // itself, as `rate`: the date orders the History and, for KBA, chooses the month).
  },
  render() {
    const L = pane.locale;
    const method = byId<HTMLSelectElement>("rating-method");
    setOptions(
      method,
      [
        ["elo", t(L, "ratingsMethodElo")],
        ["kba", t(L, "ratingsMethodKba")],
      ],
      method.value || "elo",
    );
    const grade = byId<HTMLSelectElement>("rating-grade");
    setOptions(
      grade,
      KBA_GRADES.map((g) => [
        String(g),
        g === "restricted" ? t(L, "ratingsGradeRestricted") : t(L, "ratingsGradeN", { grade: g }),
      ]),
      grade.value || "1",
    );
    const stage = byId<HTMLSelectElement>("rating-stage");
    const stageKey: Record<KbaStage, UiKey> = {
      prelim: "ratingsStagePrelim",
      main: "ratingsStageMain",
      final: "ratingsStageFinal",
    };
    setOptions(
      stage,
      KBA_STAGES.map((s) => [s, t(L, stageKey[s])]),
      stage.value || "main",
    );
    showMethod();
    showState();
  },
  onBusy(busy, label) {
    const texts: [string, UiKey, UiKey][] = [
      ["rating-preview", "ratingsPreview", "ratingsPreviewing"],
      ["rating-apply", "ratingsApply", "ratingsApplying"],
      ["rating-undo", "ratingsUndo", "ratingsUndoing"],
      ["rating-chart", "ratingsChart", "ratingsCharting"],
      ["rating-export", "ratingsDownload", "ratingsExporting"],
    ];
    for (const [id, idle, running] of texts)
      byId(id).textContent = t(pane.locale, busy && label === running ? running : idle);
  },
  start: refreshState,
  onSheetsChanged: refreshState,
  onWorkbookSettings(settings: ParsedSettings) {
    if (!state.prefilled) return;
    if (settings.settings.event) byId<HTMLInputElement>("rating-event").value = settings.settings.event;
    if (settings.settings.date && /^\d{4}-\d{2}-\d{2}$/.test(settings.settings.date))
      byId<HTMLInputElement>("rating-date").value = settings.settings.date;
  },
};

/** The settings of the chosen method: K, scale and start as placeholders (their defaults), per round or grade/stage. */
function showMethod(): void {
  const kba = byId<HTMLSelectElement>("rating-method").value === "kba";
  byId("rating-elo").hidden = kba;
  byId("rating-kba").hidden = !kba;
  byId("rating-kba-note").hidden = !kba;
  byId<HTMLInputElement>("rating-k").placeholder = kba ? "14" : "32";
  byId<HTMLInputElement>("rating-scale").placeholder = kba ? "800" : "400";
  // Elo newcomers start at 1600; KBA's newcomers' rating defaults to the list's median (kbaMonth.ts).
  byId<HTMLInputElement>("rating-start").placeholder = kba ? t(pane.locale, "ratingsStartKba") : "1600";
}

// ---------------------------------------------------------------------------------------------
// What the workbook holds: events to undo, players to chart (one read sync)
// ---------------------------------------------------------------------------------------------

async function refreshState(): Promise<void> {
  if (!pane.host) return;
  try {
    state.ratings = await listAppliedEvents(pane.host);
  } catch {
    state.ratings = undefined; // the buttons say why when clicked
  }
  const s = state.ratings;
  if (s && state.prefilled) {
    if (s.event) byId<HTMLInputElement>("rating-event").value = s.event;
    if (s.date) byId<HTMLInputElement>("rating-date").value = s.date;
  }
  showState();
}

function showState(): void {
  const L = pane.locale;
  const events = state.ratings?.events ?? [];
  const undo = byId<HTMLSelectElement>("rating-undo-event");
  // Latest first: the one that can be undone now is chosen.
  const latest = [...events].reverse();
  setOptions(
    undo,
    latest.length === 0
      ? [["", t(L, "ratingsUndoNone")]]
      : latest.map((e) => [`${e.date}|${e.event}`, t(L, "ratingsUndoOption", { event: e.event, date: e.date })]),
    latest.find((e) => e.undoable)
      ? `${latest.find((e) => e.undoable)!.date}|${latest.find((e) => e.undoable)!.event}`
      : "",
  );
  const players = state.ratings?.players ?? [];
  const player = byId<HTMLSelectElement>("rating-player");
  const chosen = player.value;
  setOptions(
    player,
    players.length === 0
      ? [["", t(L, "ratingsPlayerNone")]]
      : players.map((p) => [p.key, p.key !== p.name ? `${p.name} (${p.key})` : p.name]),
    players.some((p) => p.key === chosen) ? chosen : (players[0]?.key ?? ""),
  );
}

// ---------------------------------------------------------------------------------------------
// Preview and apply
// ---------------------------------------------------------------------------------------------

/** A number field: empty → undefined (the method's default); else a number, or the message. */
function numberField(id: string, label: UiKey, any = false): number | undefined | { error: string } {
  const text = byId<HTMLInputElement>(id).value.trim();
  if (text === "") return undefined;
  const value = Number(text.replace(",", "."));
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text) || !Number.isFinite(value) || (!any && value <= 0)) {
    byId(id).focus();
    return {
      error: any
        ? t(pane.locale, "ratingsStartInvalid", { value: text })
        : t(pane.locale, "ratingsNumberInvalid", { field: t(pane.locale, label), value: text }),
    };
  }
  return value;
}

/** The pane's field and label of each setting it has (src/engine/ratings/sanity.ts names them). */
const SETTING_FIELDS: Partial<Record<RatingSettingName, [string, UiKey]>> = {
  k: ["rating-k", "ratingsK"],
  scale: ["rating-scale", "ratingsScale"],
  start: ["rating-start", "ratingsStart"],
};

/** The first setting no rating can use (−1600, 1,000,000 …), as the message for its field (focused). */
function refusedSetting(settings: RatingSettingsInput): { error: string } | undefined {
  const method = settings.method ?? "elo";
  const issue = checkRatingSettings(method, settings).find((i) => i.severity === "error");
  const field = issue && SETTING_FIELDS[issue.setting];
  if (!issue || !field) return undefined;
  byId(field[0]).focus();
  return { error: settingIssueNote(issue, t(pane.locale, field[1]), method, pane.locale) };
}

/** The settings used that are unusual for the method: one sentence each, in the pane's language. */
function unusualSettings(settings: RatingSettings): string[] {
  return checkRatingSettings(settings.method, settings)
    .filter((i) => i.severity === "warning" && SETTING_FIELDS[i.setting])
    .map((i) => settingIssueNote(i, t(pane.locale, SETTING_FIELDS[i.setting]![1]), settings.method, pane.locale));
}

function readRatingRequest(): RatingRequest | { error: string } {
  const L = pane.locale;
  const { resultsSheet, playersSheet } = chosenSheets();
  if (!resultsSheet) return { error: t(L, "ratingsNoResults") };
  const method = byId<HTMLSelectElement>("rating-method").value === "kba" ? "kba" : "elo";
  const settings: RatingSettingsInput = { method };
  for (const [id, key, label, any] of [
    ["rating-k", "k", "ratingsK", false],
    ["rating-scale", "scale", "ratingsScale", false],
    ["rating-start", "start", "ratingsStart", true],
  ] as const) {
    const v = numberField(id, label, any);
    if (typeof v === "object") return v;
    if (v !== undefined) settings[key] = v;
  }
  if (method === "elo") settings.perRound = byId<HTMLInputElement>("rating-per-round").checked;
  else {
    const grade = byId<HTMLSelectElement>("rating-grade").value;
    settings.grade = (/^[123]$/.test(grade) ? Number(grade) : grade) as KbaGrade;
    settings.stage = byId<HTMLSelectElement>("rating-stage").value as KbaStage;
  }
  const refused = refusedSetting(settings);
  if (refused) return refused;
  const event = byId<HTMLInputElement>("rating-event").value.trim();
  const date = byId<HTMLInputElement>("rating-date").value.trim();
  if (event === "" && !pane.settings?.settings.event) {
    byId("rating-event").focus();
    return { error: t(L, "ratingsEventMissing") };
  }
  return { resultsSheet, playersSheet, settings, event, date, locale: L };
}

function resetOutcome(): void {
  byId(MESSAGE).textContent = "";
  clear(byId("rating-problems"));
  byId("rating-table").hidden = true;
  byId("rating-more").hidden = true;
  byId("rating-download").hidden = true;
}

/** A rating problem (or a workbook setting's) in the pane's language. */
function ratingProblemText(p: Problem): string {
  return (p.code as string) === "setting-invalid" ? problemText(p) : ratingProblemMessage(p, pane.locale);
}

function showRatingProblems(problems: RatingFlowProblem[]): void {
  const errors = problems.filter((p) => p.severity === "error").length;
  showMessage(MESSAGE, "error", t(pane.locale, "ratingsProblems", { count: errors }));
  showProblems(problems as Problem[], "rating-problems", ratingProblemText);
}

async function update(apply: boolean): Promise<void> {
  resetOutcome();
  await runAction(
    MESSAGE,
    apply ? "ratingsApplying" : "ratingsPreviewing",
    readRatingRequest,
    async (host, request) => {
      const outcome = apply ? await applyRatings(host, request) : await previewRatings(host, request);
      showUpdate(outcome);
      if (outcome.kind === "applied") await refreshState();
    },
  );
}

function showUpdate(o: RatingOutcome): void {
  const L = pane.locale;
  switch (o.kind) {
    case "missing-sheet":
      showMessage(MESSAGE, "error", t(L, "errorSheetMissing", { sheet: o.sheet }));
      return;
    case "no-event":
      showMessage(
        MESSAGE,
        "error",
        o.field === "name"
          ? t(L, "ratingsEventMissing")
          : o.value !== undefined
            ? t(L, "ratingsDateInvalid", { value: o.value })
            : ratingNoteText("dateMissing", { how: t(L, "ratingsDateHow") }, L),
      );
      if (o.field === "date") byId("rating-date").focus();
      return;
    case "bad-settings":
      showMessage(MESSAGE, "error", t(L, "ratingsBadSettings", { message: o.message }));
      return;
    case "problems":
      showRatingProblems(o.problems);
      return;
  }
  const params = { event: o.event.name, date: o.event.date, players: o.preview.length };
  let text =
    o.kind === "applied"
      ? t(L, "ratingsApplied", { ...params, sheets: quoted(o.sheets) })
      : t(L, "ratingsPreviewDone", params);
  if (o.settings.method === "elo")
    text +=
      " " +
      t(L, "ratingsSum", {
        sum: fmt(
          o.preview.reduce((s, r) => s + (r.delta ?? 0), 0),
          2,
        ),
      });
  const unusual = unusualSettings(o.settings);
  if (unusual.length > 0) text += " " + unusual.join(" ");
  showMessage(MESSAGE, o.warnings.length > 0 || unusual.length > 0 ? "warn" : "ok", text);
  if (o.warnings.length > 0) showProblems(o.warnings as Problem[], "rating-problems", ratingProblemText);
  showPreviewTable(o.preview);
}

const quoted = (names: readonly string[]) =>
  names.map((n) => (pane.locale === "ja" ? `「${n}」` : `"${n}"`)).join(pane.locale === "ja" ? "" : ", ");

/** A number in the pane's language (1,902.26 / 1 902,26 as the locale writes it). */
function fmt(x: number, digits: number): string {
  return new Intl.NumberFormat(pane.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/** A cell: text (a name, wraps), a number (right, on one line), or old → new (the new rating may wrap below). */
type Cell = string | { num: string } | { from: string; to: string };

/**
 * The table of a preview or an undo, sized for the pane (three columns); `more` gives a player's line of details
 * (shown by the Details toggle) under his row.
 */
function fillTable(headers: Cell[], rows: Cell[][], more?: (HTMLElement | null)[]): void {
  const table = byId("rating-table");
  clear(table);
  const cell = (tag: "th" | "td", c: Cell) =>
    typeof c === "string"
      ? el(tag, tag === "th" ? { scope: "col" } : {}, c)
      : "num" in c
        ? el(tag, { class: "bw-num", ...(tag === "th" ? { scope: "col" } : {}) }, c.num)
        : el(
            tag,
            { class: "bw-num", ...(tag === "th" ? { scope: "col" } : {}) },
            el("span", { class: "bw-nowrap" }, c.from),
            " → ",
            el("span", { class: "bw-nowrap" }, c.to),
          );
  table.appendChild(el("thead", {}, el("tr", {}, ...headers.map((h) => cell("th", h)))));
  const body = el("tbody");
  rows.forEach((row, i) => {
    body.appendChild(el("tr", { class: "bw-rating-main" }, ...row.map((c) => cell("td", c))));
    const details = more?.[i];
    if (details) body.appendChild(el("tr", { class: "bw-rating-more" }, el("td", { colSpan: row.length }, details)));
  });
  table.appendChild(body);
  table.hidden = false;
  // The details stay as the officer left them (shown or not) from one preview to the next.
  byId("rating-more").hidden = !more;
  showMore(byId("rating-more").getAttribute("aria-expanded") === "true");
}

/** The Details toggle: a player's expected score, points and games under his row, or not. */
function showMore(shown: boolean): void {
  byId("rating-table").classList.toggle("bw-show-more", shown);
  const toggle = byId("rating-more");
  toggle.setAttribute("aria-expanded", String(shown));
  toggle.textContent = t(pane.locale, shown ? "ratingsMoreHide" : "ratingsMoreShow");
}

function showPreviewTable(rows: readonly RatingPreviewRow[]): void {
  const P = PREVIEW_LABELS[pane.locale];
  const rating = (x: number | null) => (x === null ? "–" : fmt(x, 2));
  const fact = (label: string, value: string) =>
    el("span", { class: "bw-fact" }, el("span", { class: "bw-fact-label" }, label), " ", value);
  fillTable(
    [P.name, { from: P.old, to: P.new }, { num: P.delta }],
    rows.map((r) => [
      r.newcomer ? `${r.name} (${P.newcomer})` : r.name,
      { from: rating(r.old), to: rating(r.new) },
      { num: r.delta === null ? "–" : `${r.delta > 0 ? "+" : ""}${fmt(r.delta, 2)}` },
    ]),
    rows.map((r) =>
      el(
        "div",
        { class: "bw-rating-facts" },
        fact(P.expected, fmt(r.expected, 2)),
        fact(P.points, new Intl.NumberFormat(pane.locale, { maximumFractionDigits: 1 }).format(r.points)),
        fact(P.games, new Intl.NumberFormat(pane.locale).format(r.games)),
        r.provisional ? el("span", { class: "bw-fact bw-fact-label" }, P.provisional) : null,
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Undo, chart, export
// ---------------------------------------------------------------------------------------------

async function undo(): Promise<void> {
  resetOutcome();
  await runAction(
    MESSAGE,
    "ratingsUndoing",
    (): { event: string; date: string } | { error: string } => {
      const value = byId<HTMLSelectElement>("rating-undo-event").value;
      if (value === "")
        return {
          error: t(
            pane.locale,
            (state.ratings?.events.length ?? 0) === 0 ? "ratingsUndoNothing" : "ratingsChooseEvent",
          ),
        };
      const bar = value.indexOf("|");
      return { date: value.slice(0, bar), event: value.slice(bar + 1) };
    },
    async (host, request) => {
      showUndo(await undoRatings(host, { ...request, locale: pane.locale }));
      await refreshState();
    },
  );
}

function showUndo(o: UndoOutcome): void {
  if (o.kind === "problems") {
    showRatingProblems(o.problems);
    return;
  }
  const L = pane.locale;
  showMessage(
    MESSAGE,
    "ok",
    t(L, "ratingsUndone", {
      event: o.event.name,
      date: o.event.date,
      players: o.preview.length,
      sheets: quoted(o.sheets),
    }),
  );
  const rows: UndoPreviewRow[] = o.preview;
  fillTable(
    [PREVIEW_LABELS[L].name, { num: t(L, "ratingsColNow") }, { num: t(L, "ratingsColRestored") }],
    rows.map((r) => [
      r.name,
      { num: fmt(r.current, 2) },
      r.restored === null ? t(L, "ratingsRemoved") : { num: fmt(r.restored, 2) },
    ]),
  );
}

async function chart(): Promise<void> {
  resetOutcome();
  await runAction(
    MESSAGE,
    "ratingsCharting",
    (): { player: string } | { error: string } => {
      const player = byId<HTMLSelectElement>("rating-player").value;
      return player === ""
        ? {
            error: t(
              pane.locale,
              (state.ratings?.players.length ?? 0) === 0 ? "ratingsNoHistory" : "ratingsChoosePlayer",
            ),
          }
        : { player };
    },
    async (host, request) => {
      const L = pane.locale;
      const o = await ratingChart(host, { player: request.player, locale: L });
      if (o.kind === "no-history") showMessage(MESSAGE, "error", t(L, "ratingsNoHistory"));
      else if (o.kind === "no-player") showMessage(MESSAGE, "error", t(L, "ratingsNoPlayer", { player: o.player }));
      else {
        let text = t(L, "ratingsChartDone", { name: o.name, points: o.points.length, sheet: o.sheet });
        if (o.nameTakenByUser) text += " " + t(L, "ratingsChartRenamed", { base: o.baseName });
        showMessage(MESSAGE, "ok", text);
      }
    },
  );
}

async function exportElo(): Promise<void> {
  resetOutcome();
  await runAction(
    MESSAGE,
    "ratingsExporting",
    (): EloExportRequest | { error: string } => {
      const { resultsSheet, playersSheet } = chosenSheets();
      if (!resultsSheet) return { error: t(pane.locale, "ratingsNoResults") };
      const event = byId<HTMLInputElement>("rating-event").value.trim();
      const date = byId<HTMLInputElement>("rating-date").value.trim();
      return { resultsSheet, playersSheet, event, date, locale: pane.locale };
    },
    async (host, request) => {
      const L = pane.locale;
      const o = await exportEloText(host, request);
      if (o.kind === "missing-sheet") showMessage(MESSAGE, "error", t(L, "errorSheetMissing", { sheet: o.sheet }));
      else if (o.kind === "problems") showRatingProblems(o.problems);
      else if (o.kind === "engine-error") showMessage(MESSAGE, "error", t(L, "errorEngine", { message: o.message }));
      else if (o.kind === "refused") showMessage(MESSAGE, "error", exportRefusalText(o.refusal, L));
      else {
        let text = t(L, "ratingsExported", { file: o.fileName, players: o.players, games: o.games });
        if (o.names.length > 0)
          text +=
            " " +
            t(L, "ratingsNamesSplit", {
              count: o.names.length,
              names: o.names
                .slice(0, 5)
                .map((n) => `${n.name} → ${n.surname}, ${n.firstname}`)
                .join("; "),
            });
        if (o.cleaned.length > 0)
          text += " " + t(L, "ratingsHeaderCleaned", { fields: o.cleaned.map((c) => c.field).join(", ") });
        if (o.renumbered) text += " " + t(L, "ratingsRenumbered");
        if (o.forfeits > 0)
          text +=
            " " +
            (o.differ.length > 0
              ? t(L, "ratingsForfeitsDiffer", { count: o.forfeits, players: o.differ.join(", ") })
              : t(L, "ratingsForfeitsSame", { count: o.forfeits }));
        showMessage(MESSAGE, o.renumbered || o.differ.length > 0 ? "warn" : "ok", text);
        offerDownload(o.text, o.fileName);
      }
    },
  );
}

/** The file as a link to save it (a Blob URL made here; the text never becomes HTML). */
function offerDownload(text: string, fileName: string): void {
  if (state.download) URL.revokeObjectURL(state.download);
  state.download = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const box = byId("rating-download");
  clear(box);
  box.appendChild(
    el(
      "a",
      { id: "rating-download-link", href: state.download, download: fileName },
      t(pane.locale, "ratingsSaveLink", { file: fileName }),
    ),
  );
  box.hidden = false;
}
