/**
 * Tiny DOM helpers for the pane. Text always goes in through `textContent` / text nodes, never as
 * HTML: player names, sheet names and messages are data (a name may be "<img onerror=…>").
 * No innerHTML / outerHTML / insertAdjacentHTML anywhere in taskpane/ (a test checks the sources).
 */
import { t, UiKey } from "../src/i18n/ui";
import type { Locale } from "../src/i18n/locale";

type Child = Node | string | number | null | undefined | false;

/** Create an element; `props` are DOM properties or attributes ("class", "data-*", "aria-*"). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | number | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (name === "class") node.className = String(value);
    else if (name.startsWith("data-") || name.startsWith("aria-") || name === "role" || name === "for")
      node.setAttribute(name, String(value));
    else (node as unknown as Record<string, unknown>)[name] = value;
  }
  append(node, ...children);
  return node;
}

/** Append children; strings and numbers become text nodes. */
export function append(parent: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    parent.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
}

/** Remove every child. */
export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/** The element with this id (throws a clear error when the HTML and the script disagree). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`taskpane.html has no element with id "${id}"`);
  return node as T;
}

/**
 * Fill every `[data-i18n]` element's text, `[data-i18n-placeholder]` placeholder and
 * `[data-i18n-label]` aria-label from the string tables. Sets <html lang> too.
 */
export function applyI18n(root: ParentNode, locale: Locale): void {
  root.querySelectorAll<HTMLElement>("[data-i18n]").forEach((node) => {
    node.textContent = t(locale, node.dataset.i18n as UiKey);
  });
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-i18n-placeholder]").forEach((node) => {
    node.placeholder = t(locale, node.dataset.i18nPlaceholder as UiKey);
  });
  root.querySelectorAll<HTMLElement>("[data-i18n-label]").forEach((node) => {
    node.setAttribute("aria-label", t(locale, node.dataset.i18nLabel as UiKey));
  });
  document.documentElement.lang = locale;
}

/** Replace a <select>'s options: [value, text] pairs. */
export function setOptions(select: HTMLSelectElement, options: Array<[string, string]>, selected?: string): void {
  clear(select);
  for (const [value, text] of options) select.appendChild(el("option", { value }, text));
  if (selected !== undefined) select.value = selected;
  showChoiceTitle(select);
}

/**
 * A select's chosen option as its tooltip: a native select cuts a long choice at pane width without a mark
 * ("a draw against oneself: 32 + C × own sco"), so the whole text is on the pointer too (opening the list shows
 * every option whole). Kept current by setOptions and the shell (refreshChoiceTitles).
 */
export function showChoiceTitle(select: HTMLSelectElement): void {
  select.title = select.selectedOptions[0]?.textContent ?? "";
}
