/** The tie-break order editor of the standings settings (its state changes: ../tiebreak-order.ts). */
import { byId, clear, el, setOptions } from "../dom";
import { t, UiKey } from "../../src/i18n/ui";
import { PRESETS } from "../../src/engine";
import type { PresetId, TiebreakId } from "../../src/engine";
import { addTiebreak, availableTiebreaks, moveTiebreak, removeTiebreak, sameOrder } from "../tiebreak-order";
import { STANDINGS_LABELS } from "../../src/sheets";
import { pane, type Panel } from "../shell";

// ---------------------------------------------------------------------------------------------
// Tie-break order editor: a list with up / down / remove buttons per entry, "Add" from the
// tie-breaks not chosen yet, and "Back to the preset's order". Buttons only (keyboard: Tab and
// Enter/Space); focus stays on the entry that moved; a polite live region says what changed.
// The state changes themselves are pure (./tiebreak-order.ts). Names are the Standings sheet's
// column titles (STANDINGS_LABELS in src/sheets/standings/render.ts), so the pane and the sheet agree.
// ---------------------------------------------------------------------------------------------

export const tiebreaksPanel: Panel = {
  id: "tiebreaks",
  bind() {
    byId("tiebreak-add").addEventListener("click", addChosenTiebreak);
    byId("tiebreak-reset").addEventListener("click", resetTiebreaks);
  },
  render: () => renderTiebreaks(),
};

/** Tie-breaks after points, as edited in the pane (the preset's order until the TD changes it). */
const state: { order: TiebreakId[] } = { order: [] };

/** The order as edited in the pane. */
export function tiebreakOrder(): readonly TiebreakId[] {
  return state.order;
}

/** Replace the order (a new preset's) and redraw the list. */
export function setTiebreakOrder(order: TiebreakId[]): void {
  state.order = order;
  renderTiebreaks();
}

type TiebreakFocus = { id: TiebreakId; action: "up" | "down" } | { removedAt: number } | "add" | "reset";

function presetTiebreaks(): readonly TiebreakId[] {
  const id = byId<HTMLSelectElement>("preset").value as PresetId;
  return (PRESETS[id] ?? PRESETS.woc).settings.tiebreaks;
}

function tiebreakName(id: TiebreakId): string {
  return STANDINGS_LABELS[pane.locale].tiebreaks[id];
}

/** Apply an edit: new order, redraw, keep the keyboard focus sensible, announce the change. */
function editTiebreaks(order: TiebreakId[], focus: TiebreakFocus, notice: string): void {
  state.order = order;
  renderTiebreaks(focus);
  byId("tiebreak-status").textContent = notice;
}

function renderTiebreaks(focus?: TiebreakFocus): void {
  const L = pane.locale;
  const order = state.order;
  const chain = byId("tiebreaks");
  clear(chain);
  chain.appendChild(el("li", { class: "bw-tb-fixed" }, STANDINGS_LABELS[L].points));
  order.forEach((id, i) => {
    const name = tiebreakName(id);
    const button = (action: string, glyph: string, key: UiKey, disabled: boolean, onClick: () => void) => {
      const label = t(L, key, { name });
      const b = el(
        "button",
        {
          type: "button",
          class: "bw-button bw-icon",
          "data-action": action,
          "aria-label": label,
          title: label,
          disabled,
        },
        glyph,
      );
      b.addEventListener("click", onClick);
      return b;
    };
    const moved = (delta: -1 | 1) => () => {
      const next = moveTiebreak(state.order, i, delta);
      editTiebreaks(
        next,
        { id, action: delta < 0 ? "up" : "down" },
        t(pane.locale, "tiebreakMoved", { name, position: next.indexOf(id) + 1 }),
      );
    };
    chain.appendChild(
      el(
        "li",
        { "data-tiebreak": id },
        el(
          "div",
          { class: "bw-tb-row" },
          el("span", { class: "bw-tb-name" }, name),
          button("up", "↑", "tiebreakMoveUp", i === 0, moved(-1)),
          button("down", "↓", "tiebreakMoveDown", i === order.length - 1, moved(1)),
          button("remove", "✕", "tiebreakRemove", false, () =>
            editTiebreaks(
              removeTiebreak(state.order, i),
              { removedAt: i },
              t(pane.locale, "tiebreakRemoved", { name }),
            ),
          ),
        ),
      ),
    );
  });
  byId("tiebreaks-none").hidden = order.length > 0;

  const choice = byId<HTMLSelectElement>("tiebreak-choice");
  const add = byId<HTMLButtonElement>("tiebreak-add");
  const available = availableTiebreaks(order);
  const previous = choice.value as TiebreakId;
  setOptions(
    choice,
    available.length > 0
      ? available.map((id): [string, string] => [id, tiebreakName(id)])
      : [["", t(L, "tiebreakAllAdded")]],
    available.includes(previous) ? previous : (available[0] ?? ""),
  );
  choice.disabled = add.disabled = available.length === 0;
  byId("tiebreak-reset").hidden = sameOrder(order, presetTiebreaks());

  // Keyboard focus: the moved entry's same button (or its other one at the end of the list); after
  // a removal the entry now in that place (or the "Add" list); after Add/Reset the add controls.
  let target: HTMLElement | undefined;
  if (focus && typeof focus === "object" && "id" in focus) {
    const row = chain.querySelector<HTMLElement>(`li[data-tiebreak="${focus.id}"]`);
    const other = focus.action === "up" ? "down" : "up";
    target = [focus.action, other]
      .map((a) => row?.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`))
      .find((b): b is HTMLButtonElement => !!b && !b.disabled);
  } else if (focus && typeof focus === "object") {
    const rows = chain.querySelectorAll<HTMLElement>("li[data-tiebreak]");
    target =
      rows[Math.min(focus.removedAt, rows.length - 1)]?.querySelector<HTMLButtonElement>(
        'button[data-action="remove"]',
      ) ?? undefined;
  }
  if (focus !== undefined && !target) target = add.disabled ? choice : add;
  target?.focus();
}

function addChosenTiebreak(): void {
  const id = byId<HTMLSelectElement>("tiebreak-choice").value as TiebreakId;
  if (!availableTiebreaks(state.order).includes(id)) return;
  editTiebreaks(addTiebreak(state.order, id), "add", t(pane.locale, "tiebreakAdded", { name: tiebreakName(id) }));
}

function resetTiebreaks(): void {
  editTiebreaks(presetTiebreaks().slice(), "reset", t(pane.locale, "tiebreakResetDone"));
}
