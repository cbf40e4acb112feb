/**
 * The tie-break order editor's state changes, without any DOM (panels/tiebreaks.ts draws the list and its
 * buttons; these functions decide what a click does). An order is a list of distinct tie-break
 * ids from TIEBREAK_LIST, applied after points; every function returns a new array and leaves an
 * impossible request (moving the first up, adding a chosen or unknown id) as a copy of the input.
 */
import { TIEBREAK_LIST, type TiebreakId } from "../src/engine";

/** Every tie-break the engine knows, in its menu order. */
export const ALL_TIEBREAKS: readonly TiebreakId[] = TIEBREAK_LIST.map((t) => t.id);

/** The order with the item at `index` moved one place up (delta −1) or down (+1). */
export function moveTiebreak(order: readonly TiebreakId[], index: number, delta: -1 | 1): TiebreakId[] {
  const next = order.slice();
  const to = index + delta;
  if (index < 0 || index >= next.length || to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The order without the item at `index`. */
export function removeTiebreak(order: readonly TiebreakId[], index: number): TiebreakId[] {
  return order.filter((_, i) => i !== index);
}

/** The order with `id` appended last (unchanged when `id` is already in it or unknown). */
export function addTiebreak(order: readonly TiebreakId[], id: TiebreakId): TiebreakId[] {
  if (order.includes(id) || !ALL_TIEBREAKS.includes(id)) return order.slice();
  return [...order, id];
}

/** The tie-breaks not in the order yet (what "Add" offers), in the engine's menu order. */
export function availableTiebreaks(order: readonly TiebreakId[]): TiebreakId[] {
  return ALL_TIEBREAKS.filter((id) => !order.includes(id));
}

/** Same ids in the same order. */
export function sameOrder(a: readonly TiebreakId[], b: readonly TiebreakId[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
