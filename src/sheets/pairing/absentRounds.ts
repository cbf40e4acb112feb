/**
 * The optional "Absent rounds" column of the Players sheet (ABSENT_HEADER_ALIASES in
 * src/i18n/pairing.ts: "5,6", "5-7", 결장 라운드, 欠場回戦): the rounds a player will miss.
 */
import { cellErrorProblem, cellShown, readCell, type Cell } from "../cells";
import { findPlayersHeader, normalizeTitle, type PlayersColumn } from "../headers";
import { nameIdentity } from "../results";
import type { SheetInput } from "../types";
import { ABSENT_HEADER_ALIASES } from "../../i18n/pairing";
import { Sink, type PairingProblem } from "./problems";

const ABSENT_TITLES = new Set(ABSENT_HEADER_ALIASES.map(normalizeTitle));

/**
 * Absent rounds from a cell: a number (5), or text listing rounds and ranges separated by commas,
 * semicolons, spaces or "、": "5,6", "5-7", "５、６". Undefined when the text is not such a list.
 */
export function parseAbsentRounds(cell: Cell): number[] | undefined {
  if (cell.kind === "empty") return [];
  if (cell.kind === "number") return Number.isInteger(cell.value) && cell.value >= 1 ? [cell.value] : undefined;
  if (cell.kind !== "text") return undefined;
  const text = cell.value.normalize("NFKC").replace(/[\u2013\u2014\u2212\u30FC~]/g, "-");
  const out: number[] = [];
  for (const token of text.split(/[,;、，\s]+/)) {
    if (token === "") continue;
    const m = /^(\d+)(?:-(\d+))?$/.exec(token);
    if (!m) return undefined;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (a < 1 || b < a || b - a > 1000) return undefined;
    for (let r = a; r <= b; r++) out.push(r);
  }
  return out;
}

/** The "Absent rounds" column of the Players sheet → ids absent in `round`. */
export function readAbsent(
  input: SheetInput,
  round: number,
  searchRows: number,
  /** Players by nameIdentity of their id. */
  byId: Map<string, { id: string; name: string; withdrawnAfterRound?: number }>,
  fixed: Map<string, string>,
  problems: PairingProblem[],
): string[] {
  const values = Array.isArray(input.values) ? input.values : [];
  const header = findPlayersHeader(values, searchRows);
  if (!header) return []; // reported by the players parser
  const sink = new Sink(input.sheetName, input.topLeft, problems);
  const titles = (values[header.row] ?? []) as unknown[];
  const cols: number[] = [];
  titles.forEach((t, c) => {
    if (typeof t === "string" && ABSENT_TITLES.has(normalizeTitle(t))) cols.push(c);
  });
  if (cols.length === 0) return [];
  if (cols.length > 1) {
    sink.add("error", "duplicate-column", header.row, cols[1], {
      column: String(titles[cols[1]]).trim(),
      otherAddress: sink.address(header.row, cols[0]),
    });
  }
  const ac = cols[0];
  const pc = header.columns as Record<PlayersColumn, number | undefined>;
  const out: string[] = [];
  for (let r = header.row + 1; r < values.length; r++) {
    const row = Array.isArray(values[r]) ? values[r] : [];
    const name = readCell(row[pc.name!]);
    if (name.kind !== "text" && name.kind !== "number") continue; // reported by the players parser
    const idCell = pc.id === undefined ? name : readCell(row[pc.id]);
    const id = idCell.kind === "empty" ? cellShown(name) : cellShown(idCell);
    const cell = readCell(row[ac]);
    if (cell.kind === "error") {
      const p = cellErrorProblem(cell);
      sink.add("error", p.code, r, ac, p.params);
      continue;
    }
    const list = parseAbsentRounds(cell);
    if (list === undefined) {
      sink.add("error", "absent-invalid", r, ac, { value: cellShown(cell) });
      continue;
    }
    const p = byId.get(nameIdentity(id));
    if (!p || !list.includes(round)) continue;
    if (p.withdrawnAfterRound !== undefined && p.withdrawnAfterRound < round) continue; // not paired anyway
    const inPair = fixed.get(p.id);
    if (inPair) {
      sink.add("error", "absent-fixed", r, ac, { name: p.name, round, otherAddress: inPair });
      continue;
    }
    if (!out.includes(p.id)) out.push(p.id);
  }
  return out;
}
