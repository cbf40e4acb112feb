/**
 * PAPP's pairing penalties written out from their sources, for tests, independently of
 * src/engine/pairing (nothing here imports it): the tables of docs/rules.md §4, completed with PAPP
 * 1.37's built-in defaults (EmmanuelLazard/papp src/global.c, init_penalites_defaut; the same
 * figures are in its sample papp.cfg), and the rules of PAPP's src/penalties.c (optimal_pairing:
 * colours, replays, floats with COMPENSATION_FLOATS and ELITISM, chauvinism) and src/results.c
 * (mettre_aj_scores: the last float). Scores are in half-points as in PAPP (a win is 2).
 *
 * Only what the tests need: played games and byes (no forfeits or adjudications).
 */
import type { Game, Tournament } from "../../../src/engine/model";

export interface PappTables {
  /** |blacks − whites| after the game 0, 1, 2, … (the last entry for anything larger). */
  colour: number[];
  /** Same colour as in the previous round. */
  repeatedColour: number;
  /** Score gap in half-points 0, 1, 2, … (the last entry for anything larger). */
  float: number[];
  /** Floating in the same direction as one's last float ("de-suite"). */
  floatSameDirection: number;
  /** Subtracted for floating the other way when the last result explains it ("minoration"). */
  floatOppositeDirection: number;
  /** Elitism per round (index 0 = round 1; the last entry for later rounds). */
  elitism: number[];
  /** A rematch with the colours reversed (the same colours again are forbidden). */
  reversedRematch: number;
  /** Added when the rematch repeats the previous round. */
  immediateRematch: number;
  /** Same country, per round (index 0 = round 1; 0 beyond the list). */
  sameCountry: number[];
}

export const PAPP_DEFAULTS: Readonly<PappTables> = Object.freeze({
  colour: [0, 20, 105, 225, 530, 1075], // docs/rules.md §4: imbalance 0, 1, … 5 or more
  repeatedColour: 15, // docs/rules.md §4: repeating last round's colour
  // docs/rules.md §4 gives 20,000 / 40,588 / 62,785 …; the rest is PAPP's table (24+ half-points = the last).
  float: [
    0, 20000, 40588, 62785, 87119, 114041, 143998, 177453, 214908, 256910, 304062, 357037, 416582, 483534, 558828,
    643514, 738767, 845906, 966413, 1101949, 1254381, 1425805, 1618578, 1835345, 2079081,
  ],
  floatSameDirection: 25, // docs/rules.md §4: floating in the same direction twice
  floatOppositeDirection: 10, // docs/rules.md §4: the opposite direction (from round 3)
  elitism: [100, 100, 100, 200, 200, 300, 300, 300, 300, 400], // PAPP: rounds 10+ = 400
  reversedRematch: 5_000_000, // docs/rules.md §4
  immediateRematch: 1, // PAPP "Repetition: de-suite = 1"
  sameCountry: [2], // PAPP built-in: round 1 only ("optional" in docs/rules.md §4)
});

/** A player's state before the round, computed from the raw games as PAPP does. */
export interface PappState {
  score: number;
  colourDiff: number;
  /** 1 Black, 2 White, 0 no game in the previous round. */
  lastColour: 0 | 1 | 2;
  /** Own score − opponent's score before the player's latest game; a bye counts +1. */
  lastFloat: number;
  /** Previous round: 2 won, 1 drew, 0 lost / bye / no game (PAPP wins_history). */
  prevResult: 0 | 1 | 2;
  byes: number;
  byeLastRound: boolean;
  country?: string;
}

export interface PappRound {
  round: number;
  states: Map<string, PappState>;
  /** [black, white, round] of every earlier game. */
  meetings: [string, string, number][];
  /** Score of the bye: the lowest score of the present players − 1. */
  byeScore: number;
}

function pointsOf(g: Game, black: boolean): number {
  if (g.kind !== "played" && g.kind !== "bye")
    throw new Error(`papp-tables: only played games and byes (round ${g.round}).`);
  return Math.round(2 * (black ? g.blackPoints : g.whitePoints));
}

/** States of every player before `round`, from the games of earlier rounds; `present` sets the bye's score. */
export function pappRound(t: Tournament, round: number, present: readonly string[]): PappRound {
  const states = new Map<string, PappState>();
  for (const p of t.players) {
    states.set(p.id, {
      score: 0,
      colourDiff: 0,
      lastColour: 0,
      lastFloat: 0,
      prevResult: 0,
      byes: 0,
      byeLastRound: false,
      country: p.country,
    });
  }
  const meetings: [string, string, number][] = [];
  const earlier = t.games.filter((g) => g.round < round);
  const rounds = [...new Set(earlier.map((g) => g.round))].sort((a, b) => a - b);
  for (const r of rounds) {
    const before = new Map([...states].map(([id, s]) => [id, s.score]));
    for (const g of earlier.filter((x) => x.round === r)) {
      const b = states.get(g.black)!;
      if (g.white === null) {
        b.score += 2;
        b.byes++;
        b.lastFloat = 1; // PAPP: pcb − 1 with a bye worth a win
        continue;
      }
      const w = states.get(g.white)!;
      meetings.push([g.black, g.white, r]);
      b.colourDiff++;
      w.colourDiff--;
      b.lastFloat = before.get(g.black)! - before.get(g.white)!;
      w.lastFloat = -b.lastFloat;
      b.score += pointsOf(g, true);
      w.score += pointsOf(g, false);
    }
  }
  for (const [id, s] of states) {
    const g = earlier.find((x) => x.round === round - 1 && (x.black === id || x.white === id));
    if (g === undefined) continue;
    if (g.white === null) {
      s.byeLastRound = true;
      continue;
    }
    const black = g.black === id;
    s.lastColour = black ? 1 : 2;
    const mine = pointsOf(g, black);
    const theirs = pointsOf(g, !black);
    s.prevResult = mine > theirs ? 2 : mine === theirs ? 1 : 0;
  }
  const byeScore = Math.min(...present.map((id) => states.get(id)!.score)) - 1;
  return { round, states, meetings, byeScore };
}

const at = (table: readonly number[], i: number): number => table[Math.min(i, table.length - 1)];

function colourCost(s: PappState, black: boolean, tab: PappTables): number {
  return (
    at(tab.colour, Math.abs(s.colourDiff + (black ? 1 : -1))) +
    (s.lastColour === (black ? 1 : 2) ? tab.repeatedColour : 0)
  );
}

/** PAPP's float part between scores sa (player a) and sb (player b, or the bye when b is null). */
function floatCost(pr: PappRound, a: PappState, b: PappState | null, tab: PappTables): number {
  const sa = a.score;
  const sb = b === null ? pr.byeScore : b.score;
  const f = sa - sb;
  let pen = at(tab.float, Math.abs(f));
  if (f === 0) return pen;
  if (f * a.lastFloat > 0) pen += tab.floatSameDirection;
  if (b !== null && f * b.lastFloat < 0) pen += tab.floatSameDirection;
  // COMPENSATION_FLOATS: only from the third round (PAPP's 0-based current_round > 1), and only
  // when the last result explains the change: floated up and lost, or floated down and won.
  const explained = (p: PappState): boolean =>
    (p.lastFloat < 0 && p.prevResult === 0) || (p.lastFloat > 0 && p.prevResult === 2);
  if (pr.round >= 3) {
    if (f * a.lastFloat < 0 && explained(a)) pen -= tab.floatOppositeDirection;
    if (b !== null && f * b.lastFloat > 0 && explained(b)) pen -= tab.floatOppositeDirection;
  }
  const e = at(tab.elitism, pr.round - 1);
  if (e !== 0 && sa >= 0 && sb >= 0) pen += Math.floor((e * (sa + sb) * Math.abs(f)) / 2);
  return pen;
}

/** PAPP's m[black][white] (Infinity when the same colours were played before). */
export function pappGame(pr: PappRound, black: string, white: string, tab: PappTables = PAPP_DEFAULTS): number {
  const b = pr.states.get(black)!;
  const w = pr.states.get(white)!;
  let pen = colourCost(b, true, tab) + colourCost(w, false, tab) + floatCost(pr, b, w, tab);
  for (const [x, y, r] of pr.meetings) {
    if (!((x === black && y === white) || (x === white && y === black))) continue;
    if (x === black) return Infinity; // same colours again: "INFINI"
    pen += tab.reversedRematch;
    if (r === pr.round - 1) pen += tab.immediateRematch;
  }
  if (b.country !== undefined && w.country !== undefined && b.country.toUpperCase() === w.country.toUpperCase()) {
    pen += tab.sameCountry[pr.round - 1] ?? 0;
  }
  return pen;
}

/** PAPP's m[p][bye] (Infinity for a second bye). */
export function pappBye(pr: PappRound, id: string, tab: PappTables = PAPP_DEFAULTS): number {
  const p = pr.states.get(id)!;
  if (p.byes > 0) return Infinity;
  return at(tab.colour, Math.abs(p.colourDiff)) + floatCost(pr, p, null, tab);
}

/** The PAPP penalty of a complete round as played (black, white; white null = the bye). */
export function pappTotal(
  pr: PappRound,
  pairs: readonly { black: string; white: string | null }[],
  tab: PappTables = PAPP_DEFAULTS,
): number {
  return pairs.reduce(
    (sum, p) => sum + (p.white === null ? pappBye(pr, p.black, tab) : pappGame(pr, p.black, p.white, tab)),
    0,
  );
}

/**
 * Every complete pairing of `ids` (a bye when odd), each pair with its cheaper colours as PAPP
 * chooses them, cheapest first. For hand-made rounds of a few players only.
 */
export function allPairings(
  pr: PappRound,
  ids: readonly string[],
  tab: PappTables = PAPP_DEFAULTS,
): { total: number; pairs: string[] }[] {
  const out: { total: number; pairs: string[] }[] = [];
  const rec = (rest: readonly (string | null)[], acc: string[], sum: number): void => {
    if (rest.length === 0) {
      if (Number.isFinite(sum)) out.push({ total: sum, pairs: [...acc].sort() });
      return;
    }
    const [a, ...others] = rest;
    others.forEach((b, k) => {
      const left = others.filter((_, i) => i !== k);
      if (a === null || b === null) {
        const p = (a ?? b)!;
        rec(left, [...acc, `${p}-bye`], sum + pappBye(pr, p, tab));
      } else {
        rec(left, [...acc, [a, b].sort().join("-")], sum + Math.min(pappGame(pr, a, b, tab), pappGame(pr, b, a, tab)));
      }
    });
  };
  rec(ids.length % 2 === 1 ? [...ids, null] : [...ids], [], 0);
  return out.sort((x, y) => x.total - y.total);
}
