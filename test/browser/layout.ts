/**
 * The pane's layout at its width, measured on layout boxes (not pixels): what a director would see cut off.
 *
 *  - every visible control (button, input, select, textarea, summary) lies within the viewport's width and is not
 *    cut by an ancestor that clips (overflow other than visible);
 *  - nothing scrolls sideways: document.scrollingElement.scrollWidth <= clientWidth;
 *  - no element holding text overflows its box (scrollWidth > clientWidth), but for a deliberate ellipsis whose
 *    full text is there on demand (a title tooltip, or the element sits in a closed <details> summary's reach);
 *  - a <select> shows its chosen option whole (its text's width, measured with the select's font, fits the space
 *    left of the drop-down arrow), or carries the full text as its tooltip (a native select cuts a long choice
 *    without a mark; opening it shows every option whole).
 *
 * Returns one line per problem ("BUTTON#pair: right edge 331 > 320"), empty when the layout is right.
 */
import type { Page } from "playwright-core";

export interface LayoutReport {
  viewport: number;
  scrollWidth: number;
  clientWidth: number;
  problems: string[];
}

export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const viewport = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName}${id}${text ? ` "${text}"` : ""}`;
    };
    const shown = (el: Element) => {
      if (el.getClientRects().length === 0) return false;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden") return false;
      // Read by screen readers only: a 1 px clipped box (.bw-sr-only) is not on screen.
      const r = el.getBoundingClientRect();
      return !(r.width <= 1 && r.height <= 1);
    };
    const clips = (s: CSSStyleDeclaration) => s.overflowX !== "visible" || s.overflowY !== "visible";

    // 1. Controls: inside the viewport, and not cut by a clipping ancestor (body and html scroll the page).
    for (const el of document.querySelectorAll<HTMLElement>("button, input, select, textarea, summary")) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > viewport + 0.5)
        problems.push(`${name(el)}: outside the pane (${Math.round(r.left)}–${Math.round(r.right)} of ${viewport})`);
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (!clips(s)) continue;
        const ar = a.getBoundingClientRect();
        const left = ar.left + a.clientLeft;
        const top = ar.top + a.clientTop;
        if (
          r.left < left - 0.5 ||
          r.right > left + a.clientWidth + 0.5 ||
          r.top < top - 0.5 ||
          r.bottom > top + a.clientHeight + 0.5
        )
          problems.push(`${name(el)}: cut by ${name(a)} (overflow ${s.overflowX}/${s.overflowY})`);
      }
    }

    // 2. No sideways scroll.
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways: scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`);

    // 3. Elements with text: nothing overflows its box, unless it is a deliberate ellipsis with a tooltip.
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      if (el.tagName === "SCRIPT" || el.tagName === "STYLE" || el.tagName === "OPTION") continue;
      if (!shown(el) || (el.textContent ?? "").trim() === "") continue;
      if (getComputedStyle(el).display === "inline") continue; // an inline box has no scroll box: its block is checked
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const s = getComputedStyle(el);
      if (s.textOverflow === "ellipsis" && (el.title ?? "").trim() === (el.textContent ?? "").trim()) continue;
      problems.push(`${name(el)}: text overflows (${el.scrollWidth} > ${el.clientWidth})`);
    }

    // 4. A select shows its chosen option whole (the native control cuts it silently), or holds it as a tooltip.
    const ctx = document.createElement("canvas").getContext("2d")!;
    for (const select of document.querySelectorAll<HTMLSelectElement>("select")) {
      if (!shown(select)) continue;
      const text = select.selectedOptions[0]?.textContent ?? "";
      const s = getComputedStyle(select);
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const arrow = 20; // Chromium's drop-down arrow
      const room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - arrow;
      const width = ctx.measureText(text).width;
      if (width > room && select.title !== text)
        problems.push(`${name(select)}: its choice "${text}" is cut (${Math.round(width)} > ${Math.round(room)})`);
    }
    return { viewport, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, problems };
  });
}
