/**
 * Finding the event's players on the list: by ID (the Players sheet's ID column), else by name, both compared as
 * sheets/results/names.ts compares them (nameIdentity). A name matching two rows of the list is an error (give IDs);
 * so is a name on the list only in another case, width or spacing (nameKey), since it may be another person; a
 * match by name where the event had another ID is a warning. A player found nowhere is a newcomer, keyed by his
 * ID, else his name. Every problem goes on the list's row (or the Results cell) it is about.
 */
import type { Game, Player } from "../../engine";
import { nameIdentity, nameKey } from "../results";
import type { ListBlock, ListRow } from "./readList";

/** An event's player and where he is on the list. */
export interface Matched {
  player: Player;
  key: string;
  /** ID to write for a newcomer ("" when he has none). */
  id: string;
  match: "id" | "name" | "new";
  listRow?: ListRow;
}

/** The list's rows by ID, by name (nameIdentity), by loosely compared name (nameKey) and by key. */
interface ListIndex {
  byId: Map<string, ListRow>;
  byName: Map<string, ListRow[]>;
  byLooseName: Map<string, ListRow[]>;
  byKey: Map<string, ListRow>;
}

function indexList(rows: readonly ListRow[]): ListIndex {
  const index: ListIndex = { byId: new Map(), byName: new Map(), byLooseName: new Map(), byKey: new Map() };
  const push = (map: Map<string, ListRow[]>, k: string, row: ListRow) => map.set(k, [...(map.get(k) ?? []), row]);
  for (const row of rows) {
    if (row.id !== "") index.byId.set(nameIdentity(row.id), row);
    index.byKey.set(row.key, row);
    push(index.byName, nameIdentity(row.name), row);
    push(index.byLooseName, nameKey(nameIdentity(row.name)), row);
  }
  return index;
}

/**
 * The event's players with a rated game, each found on the list or a newcomer (by the event's player id).
 * A player who cannot be matched is left out with an error on `list.problems`.
 */
export function matchPlayers(
  list: ListBlock,
  players: readonly Player[],
  rated: readonly Game[],
  resultsSheet: string,
): Map<string, Matched> {
  const inEvent = new Set<string>();
  for (const g of rated) {
    inEvent.add(g.black);
    inEvent.add(g.white!);
  }
  const index = indexList(list.rows);
  const matched = new Map<string, Matched>();
  const playerOfKey = new Map<string, Player>();
  for (const p of players) {
    if (!inEvent.has(p.id)) continue;
    const m = matchPlayer(p, list, index, rated, resultsSheet);
    if (!m) continue;
    const other = playerOfKey.get(m.key);
    if (other) {
      const row = m.listRow;
      list.problems.add("error", "ratings-same-player", row ? row.r : 0, list.cols.name ?? 0, {
        name: other.name,
        other: p.name,
      });
      continue;
    }
    playerOfKey.set(m.key, p);
    matched.set(p.id, m);
  }
  return matched;
}

/** One player: by ID, else by name; undefined (an error added) when his name is ambiguous or too close to one. */
function matchPlayer(
  p: Player,
  list: ListBlock,
  index: ListIndex,
  rated: readonly Game[],
  resultsSheet: string,
): Matched | undefined {
  const nameCol = list.cols.name ?? 0;
  const explicitId = p.id !== p.name ? nameIdentity(p.id) : "";
  const idRow = index.byId.get(nameIdentity(p.id));
  if (idRow) return { player: p, key: idRow.key, id: idRow.id, match: "id", listRow: idRow };
  const nameRows = index.byName.get(nameIdentity(p.name)) ?? [];
  if (nameRows.length === 1) {
    const row = nameRows[0];
    if (explicitId !== "" && row.id !== "" && nameIdentity(row.id) !== explicitId)
      list.problems.add("warning", "ratings-name-match", row.r, nameCol, {
        name: p.name,
        id: explicitId,
        listId: row.id,
      });
    return { player: p, key: row.key, id: row.id, match: "name", listRow: row };
  }
  if (nameRows.length > 1) {
    list.problems.add("error", "ratings-ambiguous-name", nameRows[0].r, nameCol, {
      name: p.name,
      otherAddress: nameRows.map((x) => list.problems.address(x.r, nameCol)).join(", "),
    });
    return undefined;
  }
  const looseRows = index.byLooseName.get(nameKey(nameIdentity(p.name))) ?? [];
  if (looseRows.length > 0 && explicitId === "") {
    // Written like a listed player except for case, width or spaces: maybe him, maybe another person.
    list.problems.add("error", "ratings-name-close", looseRows[0].r, nameCol, {
      name: p.name,
      other: looseRows[0].name,
    });
    return undefined;
  }
  const key = explicitId !== "" ? explicitId : nameIdentity(p.name);
  const clash = index.byKey.get(key);
  if (clash) {
    // His ID is another player's name on the list (a row without ID): writing him would make the key twice.
    const first = rated.find((x) => x.black === p.id || x.white === p.id);
    list.problems.add("error", "ratings-duplicate", clash.r, list.cols.id ?? nameCol, {
      key,
      otherAddress: first?.origin ?? resultsSheet,
    });
    return undefined;
  }
  return { player: p, key, id: explicitId, match: "new" };
}
