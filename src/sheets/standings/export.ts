/**
 * Tournament → Results and Players sheets (for import from FlipTheDisc JSON / WOF .ELO), the inverse
 * of parseResultsSheet: parseResultsSheet(tournamentToSheets(t)) gives back t's players and games.
 *
 * Games name players by name when that is unambiguous (the name is unique, is not another player's
 * ID, has no surrounding spaces and is not a bye word), otherwise by ID, so a TD reads names
 * wherever possible and the round trip stays exact.
 */
import type { Game, Tournament } from "../../engine";
import { canonicalTitle } from "../headers";
import { isByeWord } from "../results";

export const RESULTS_TITLES = ["round", "table", "black", "blackDiscs", "whiteDiscs", "white", "result"].map((k) =>
  canonicalTitle(k as "round"),
);
export const PLAYERS_TITLES = ["id", "name", "country", "rating", "withdrawnAfterRound"].map((k) =>
  canonicalTitle(k as "id"),
);

/** Text of a result without discs: forfeit "1F-0F", adjudicated "1-0" / "½-½". */
export function resultText(g: Game): string {
  const p = (x: number) => (x === 0.5 ? "½" : String(x));
  return g.kind === "forfeit" ? `${g.blackPoints}F-${g.whitePoints}F` : `${p(g.blackPoints)}-${p(g.whitePoints)}`;
}

/**
 * How each player is written in Results rows: the name when it reads back unambiguously (unique,
 * no outer spaces, not empty, not a bye word, not another player's ID), else the ID.
 */
export function playerLabels(t: Tournament): Map<string, string> {
  const nameCount = new Map<string, number>();
  for (const p of t.players) nameCount.set(p.name, (nameCount.get(p.name) ?? 0) + 1);
  const ids = new Set(t.players.map((p) => p.id));
  const label = new Map<string, string>();
  for (const p of t.players) {
    const byName =
      nameCount.get(p.name) === 1 &&
      p.name.trim() === p.name &&
      p.name !== "" &&
      !isByeWord(p.name) &&
      (p.name === p.id || !ids.has(p.name));
    label.set(p.id, byName ? p.name : p.id);
  }
  return label;
}

export function tournamentToSheets(t: Tournament): { results: unknown[][]; players: unknown[][] } {
  // How each player is written in the game rows.
  const label = playerLabels(t);
  const cellOf = (id: string) => label.get(id) ?? id;

  const players: unknown[][] = [PLAYERS_TITLES.slice()];
  for (const p of t.players) {
    players.push([p.id, p.name, p.country ?? null, p.rating ?? null, p.withdrawnAfterRound ?? null]);
  }

  const results: unknown[][] = [RESULTS_TITLES.slice()];
  const games = t.games
    .map((g, i) => ({ g, i }))
    .sort((a, b) => a.g.round - b.g.round || (a.g.table ?? Infinity) - (b.g.table ?? Infinity) || a.i - b.i);
  for (const { g } of games) {
    const table = g.table ?? null;
    if (g.kind === "bye" || g.white === null) {
      results.push([g.round, table, cellOf(g.black), null, null, "BYE", null]);
    } else if (g.kind === "played") {
      results.push([g.round, table, cellOf(g.black), g.blackDiscs, g.whiteDiscs, cellOf(g.white), null]);
    } else {
      results.push([g.round, table, cellOf(g.black), null, null, cellOf(g.white), resultText(g)]);
    }
  }
  return { results, players };
}
