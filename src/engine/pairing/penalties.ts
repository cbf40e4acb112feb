/**
 * PAPP's pairing penalties (docs/rules.md §4.4), each a named setting a tournament director can read and
 * change. Defaults (`WOC_SETTINGS`) are PAPP 1.37's built-in defaults (src/global.c,
 * init_penalites_defaut, with the compile-time options COMPENSATION_FLOATS and ELITISM that its
 * changes.h turns on), i.e. what the World Othello Championship runs with.
 *
 * Units: scores are counted in HALF-POINTS, as in PAPP (a win = 2, a draw = 1). A "float" is a game
 * between players of different scores; its size is the score gap in half-points.
 *
 * The penalty of a game is directional (who has Black matters): PAPP builds the matrix
 * m[black][white] and pairs with min(m[a][b], m[b][a]); the cheaper direction gives the colours.
 *
 * Three rules can be applied as *priorities* above the penalty sum (lexicographic tiers, see
 * swiss.ts) rather than as PAPP's finite weights, so they hold "whenever a pairing exists that
 * respects them": `rematchLastResort`, `maxColourImbalance`, `byeToLowestGroup`. With the tiers
 * switched off the objective is exactly PAPP's. The WOC preset keeps the rematch and bye rules
 * (PAPP's own pairings respect them in every World Championship replayed) but not the colour cap:
 * PAPP has no strict cap, only the colour table, and accepts |blacks − whites| = 3 when that is
 * cheaper than a larger score gap or more floaters (WOC 1994 round 9, WOC 2024 round 13; see
 * test/engine/pairing/colour-cap.test.ts).
 *
 * Two forms of the same numbers live here: the reference functions (colourPenalty, floatPenalty,
 * countryPenalty, gamePenalty, byePenalty: one game at a time, readable) and `roundPenalties` at
 * the end (one round's whole field in flat arrays, for the fast evaluator); a property test holds
 * them equal.
 */

/** A penalty that may also be "forbidden" (the edge is removed from the graph). */
export type PenaltyOrForbidden = number | "forbidden";

export interface PairingSettings {
  /**
   * Colour imbalance after the game, |blacks − whites| = 0, 1, 2, … → penalty. The last entry
   * applies to every larger imbalance (PAPP "Couleur: 1 fois … 5+ fois"). Must be non-decreasing,
   * first entry 0.
   */
  colourImbalance: number[];
  /** Playing the same colour as in the previous round (PAPP "de-suite", 15). */
  repeatedColour: number;
  /**
   * Score gap of a game in half-points 0, 1, 2, … → penalty; the last entry applies to larger gaps
   * (PAPP "Flottement", 25 entries, 24+ = 2,079,081). PAPP's source has no closed formula: the
   * values are a hand-tuned super-linear (convex) table, copied here verbatim.
   */
  float: number[];
  /** Floating in the same direction as in the player's last game (PAPP "de-suite", 25). */
  floatSameDirection: number;
  /**
   * Bonus (subtracted) for floating in the opposite direction to the last game (PAPP "minoration",
   * 10). With `floatCompensationNeedsResult` (PAPP's COMPENSATION_FLOATS, on in PAPP builds) the
   * bonus applies only from round 3, and only when the last result "explains" the move: a player
   * who floated up and lost may now float down; one who floated down and won may now float up.
   */
  floatOppositeDirection: number;
  floatCompensationNeedsResult: boolean;
  /**
   * Elitism (PAPP "Elitisme"): per round (index 0 = round 1; the last entry applies to later
   * rounds) a factor e; a float between half-point scores a and b costs e·(a+b)·|a−b|/2 more, so
   * cross-group games happen low in the standings, not at the top.
   */
  elitism: number[];
  /** Same pair, same colours as an earlier game. PAPP: forbidden ("INFINI"). */
  sameColourRematch: PenaltyOrForbidden;
  /** Same pair with colours reversed. PAPP: 5,000,000 (a last resort). */
  reversedColourRematch: PenaltyOrForbidden;
  /** Extra penalty when the rematch is of the immediately previous round (PAPP: 1). */
  immediateRematch: number;
  /** A second bye for the same player. PAPP: forbidden. */
  byeTwice: PenaltyOrForbidden;
  /**
   * Same-country penalty per round (index 0 = round 1; rounds beyond the array: 0). PAPP's
   * built-in default is 2 in round 1 only (its sample papp.cfg uses 2 in every round).
   */
  sameCountry: number[];
  /**
   * Priority rule (not in PAPP's tables): a reversed-colour rematch only when no pairing without
   * one exists, whatever it costs in floats. PAPP's 5,000,000 can in principle be outbid by several
   * big floats. Default true.
   */
  rematchLastResort: boolean;
  /**
   * Priority rule: no player ends the round with |blacks − whites| above this when some pairing
   * avoids it, whatever it costs in floats (null = only the colour table, as PAPP). Default null:
   * on in no preset; a director whose federation's rules require a cap sets it.
   */
  maxColourImbalance: number | null;
  /**
   * Priority rule: the bye goes to the lowest score group among the players without a bye when
   * any pairing allows it. Default true (PAPP reaches the same through the bye's float cost).
   */
  byeToLowestGroup: boolean;
}

/**
 * PAPP's price of a rematch with colours reversed (a last resort): the WOC preset's
 * `reversedColourRematch`, the value the failure diagnosis offers, and the pane's "allow" choice.
 */
export const REVERSED_REMATCH_PENALTY = 5_000_000;

/** PAPP 1.37 built-in defaults = the World Othello Championship preset. */
export const WOC_SETTINGS: Readonly<PairingSettings> = Object.freeze({
  colourImbalance: [0, 20, 105, 225, 530, 1075],
  repeatedColour: 15,
  float: [
    0, 20000, 40588, 62785, 87119, 114041, 143998, 177453, 214908, 256910, 304062, 357037, 416582, 483534, 558828,
    643514, 738767, 845906, 966413, 1101949, 1254381, 1425805, 1618578, 1835345, 2079081,
  ],
  floatSameDirection: 25,
  floatOppositeDirection: 10,
  floatCompensationNeedsResult: true,
  elitism: [100, 100, 100, 200, 200, 300, 300, 300, 300, 400],
  sameColourRematch: "forbidden",
  reversedColourRematch: REVERSED_REMATCH_PENALTY,
  immediateRematch: 1,
  byeTwice: "forbidden",
  sameCountry: [2],
  rematchLastResort: true,
  maxColourImbalance: null,
  byeToLowestGroup: true,
}) as Readonly<PairingSettings>;

/** The WOC settings with the director's changes applied (arrays are replaced, not merged). */
export function resolvePairingSettings(changes?: Partial<PairingSettings>): PairingSettings {
  const base: PairingSettings = {
    ...WOC_SETTINGS,
    colourImbalance: [...WOC_SETTINGS.colourImbalance],
    float: [...WOC_SETTINGS.float],
    elitism: [...WOC_SETTINGS.elitism],
    sameCountry: [...WOC_SETTINGS.sameCountry],
  };
  return { ...base, ...(changes ?? {}) };
}

/** Problems with a settings object, as messages a director can act on (empty = fine). */
export function validateSettings(s: PairingSettings): string[] {
  const errors: string[] = [];
  const intArray = (name: string, a: number[], minLength: number): void => {
    if (!Array.isArray(a) || a.length < minLength || a.some((x) => !Number.isInteger(x) || x < 0)) {
      errors.push(`Setting "${name}" must be a list of at least ${minLength} whole numbers ≥ 0.`);
    }
  };
  intArray("colourImbalance", s.colourImbalance, 1);
  intArray("float", s.float, 2);
  intArray("elitism", s.elitism, 0);
  intArray("sameCountry", s.sameCountry, 0);
  if (errors.length > 0) return errors;
  if (s.colourImbalance[0] !== 0)
    errors.push(`Setting "colourImbalance" must start with 0 (a balanced player costs nothing).`);
  if (s.float[0] !== 0) errors.push(`Setting "float" must start with 0 (no gap, no float).`);
  for (let i = 1; i < s.colourImbalance.length; i++) {
    if (s.colourImbalance[i] < s.colourImbalance[i - 1]) {
      errors.push(`Setting "colourImbalance" must not decrease (entry ${i} is below entry ${i - 1}).`);
    }
  }
  for (let i = 1; i < s.float.length; i++) {
    if (s.float[i] < s.float[i - 1])
      errors.push(`Setting "float" must not decrease (entry ${i} is below entry ${i - 1}).`);
  }
  if (2 * s.floatOppositeDirection > s.float[1]) {
    errors.push(
      `Setting "floatOppositeDirection" (${s.floatOppositeDirection}) must be at most half of float[1] (${s.float[1]}), as PAPP requires.`,
    );
  }
  for (const [name, v] of [
    ["repeatedColour", s.repeatedColour],
    ["floatSameDirection", s.floatSameDirection],
    ["floatOppositeDirection", s.floatOppositeDirection],
    ["immediateRematch", s.immediateRematch],
  ] as const) {
    if (!Number.isInteger(v) || v < 0) errors.push(`Setting "${name}" must be a whole number ≥ 0, got ${String(v)}.`);
  }
  for (const [name, v] of [
    ["sameColourRematch", s.sameColourRematch],
    ["reversedColourRematch", s.reversedColourRematch],
    ["byeTwice", s.byeTwice],
  ] as const) {
    if (v !== "forbidden" && (!Number.isInteger(v) || v < 0)) {
      errors.push(`Setting "${name}" must be "forbidden" or a whole number ≥ 0, got ${String(v)}.`);
    }
  }
  if (s.maxColourImbalance !== null && (!Number.isInteger(s.maxColourImbalance) || s.maxColourImbalance < 1)) {
    errors.push(`Setting "maxColourImbalance" must be null or a whole number ≥ 1.`);
  }
  const worst =
    s.float[s.float.length - 1] +
    2 * s.floatSameDirection +
    2 * s.colourImbalance[s.colourImbalance.length - 1] +
    2 * s.repeatedColour;
  const big = Math.max(
    typeof s.sameColourRematch === "number" ? s.sameColourRematch : 0,
    typeof s.reversedColourRematch === "number" ? s.reversedColourRematch : 0,
    typeof s.byeTwice === "number" ? s.byeTwice : 0,
  );
  if (worst + big > 1e9)
    errors.push(`Penalties above 1e9 per game are not supported (exact arithmetic limit); lower them.`);
  return errors;
}

/** What the penalties need to know about a player before the round (built by history.ts). */
export interface PlayerState {
  id: string;
  /** Score before this round, in half-points. */
  score: number;
  /** Blacks − whites so far. */
  colourDiff: number;
  /** Colour in the previous round: 1 Black, 2 White, 0 none (absent, bye). */
  lastColour: 0 | 1 | 2;
  /**
   * Direction of the player's last float (PAPP last_float): own score − opponent's score before
   * his last game (> 0: he floated down, met a lower score; < 0: floated up). A bye counts as +1.
   */
  lastFloat: number;
  /** Result in the previous round: 2 win, 1 draw, 0 loss / bye / absent (PAPP wins_history). */
  prevResult: 0 | 1 | 2;
  /** Number of byes received. */
  byes: number;
  /** The player had the bye in the previous round. */
  byeLastRound: boolean;
  country?: string;
  rating?: number;
  /** Colour per earlier round, index r-1: 1 Black, 2 White, 0 none. */
  colours: (0 | 1 | 2)[];
}

function tableAt(table: number[], i: number): number {
  return table[Math.min(i, table.length - 1)];
}

/** Colour part of a player's penalty when he gets Black (asBlack) or White. */
export function colourPenalty(p: PlayerState, asBlack: boolean, s: PairingSettings): number {
  const after = Math.abs(p.colourDiff + (asBlack ? 1 : -1));
  let pen = tableAt(s.colourImbalance, after);
  if (p.lastColour === (asBlack ? 1 : 2)) pen += s.repeatedColour;
  return pen;
}

/** Colour part of the bye (PAPP: the current imbalance, no repeat penalty). */
export function byeColourPenalty(p: PlayerState, s: PairingSettings): number {
  return tableAt(s.colourImbalance, Math.abs(p.colourDiff));
}

/**
 * Float part between a and b (b = null: the bye, with score byeScore). Symmetric in a and b.
 * `round` is the round being paired (1-based).
 */
export function floatPenalty(
  a: PlayerState,
  b: PlayerState | null,
  byeScore: number,
  round: number,
  s: PairingSettings,
): number {
  const sa = a.score;
  const sb = b === null ? byeScore : b.score;
  const f = sa - sb; // > 0: a floats down, b floats up
  let pen = tableAt(s.float, Math.abs(f));
  if (f !== 0) {
    if (f * a.lastFloat > 0) pen += s.floatSameDirection;
    if (b !== null && -f * b.lastFloat > 0) pen += s.floatSameDirection;
    const compensates = (p: PlayerState, dir: number): boolean => {
      if (dir * p.lastFloat >= 0) return false; // not the opposite direction
      if (!s.floatCompensationNeedsResult) return true;
      if (round <= 2) return false; // PAPP: current_round > 1 (0-based)
      return (p.lastFloat < 0 && p.prevResult === 0) || (p.lastFloat > 0 && p.prevResult === 2);
    };
    if (compensates(a, f)) pen -= s.floatOppositeDirection;
    if (b !== null && compensates(b, -f)) pen -= s.floatOppositeDirection;
    const e = s.elitism.length > 0 ? tableAt(s.elitism, round - 1) : 0;
    if (e !== 0 && sa >= 0 && sb >= 0) pen += Math.floor((e * (sa + sb) * Math.abs(f)) / 2);
  }
  return pen;
}

/** Same-country part (0 when a country is unknown). */
export function countryPenalty(a: PlayerState, b: PlayerState, round: number, s: PairingSettings): number {
  if (!a.country || !b.country) return 0;
  if (a.country.trim().toUpperCase() !== b.country.trim().toUpperCase()) return 0;
  return s.sameCountry[round - 1] ?? 0;
}

/** Earlier games of a pair: the rounds where `black` had Black against `white`, and vice versa. */
export interface Meetings {
  sameColour: number[];
  reversed: number[];
}

/** The penalty breakdown of one directed game (black vs white), PAPP's m[black][white]. */
export interface GamePenalty {
  /** PAPP penalty sum (finite part). */
  penalty: number;
  /** True when a "forbidden" rule is hit (same-colour rematch under default settings). */
  forbidden: boolean;
  /** Number of earlier games between the two (any colours) that this game repeats. */
  rematch: boolean;
  /** Players ending above maxColourImbalance (0, 1 or 2). */
  colourCapViolations: number;
  parts: { colour: number; float: number; country: number; rematch: number };
}

export function gamePenalty(
  black: PlayerState,
  white: PlayerState,
  met: Meetings,
  byeScore: number,
  round: number,
  s: PairingSettings,
): GamePenalty {
  const colour = colourPenalty(black, true, s) + colourPenalty(white, false, s);
  const float = floatPenalty(black, white, byeScore, round, s);
  const country = countryPenalty(black, white, round, s);
  let rematch = 0;
  let forbidden = false;
  if (met.sameColour.length > 0) {
    if (s.sameColourRematch === "forbidden") forbidden = true;
    else rematch += s.sameColourRematch * met.sameColour.length;
  }
  if (met.reversed.length > 0) {
    if (s.reversedColourRematch === "forbidden") forbidden = true;
    else rematch += s.reversedColourRematch * met.reversed.length;
  }
  const isRematch = met.sameColour.length + met.reversed.length > 0;
  if (isRematch && (met.sameColour.includes(round - 1) || met.reversed.includes(round - 1)))
    rematch += s.immediateRematch;
  let violations = 0;
  if (s.maxColourImbalance !== null) {
    if (Math.abs(black.colourDiff + 1) > s.maxColourImbalance) violations++;
    if (Math.abs(white.colourDiff - 1) > s.maxColourImbalance) violations++;
  }
  return {
    penalty: colour + float + country + rematch,
    forbidden,
    rematch: isRematch,
    colourCapViolations: violations,
    parts: { colour, float, country, rematch },
  };
}

/** The penalty of giving `p` the bye (PAPP's m[p][bye]). */
export function byePenalty(
  p: PlayerState,
  byeScore: number,
  round: number,
  s: PairingSettings,
): { penalty: number; forbidden: boolean; parts: { colour: number; float: number; rematch: number } } {
  const colour = byeColourPenalty(p, s);
  const float = floatPenalty(p, null, byeScore, round, s);
  let rematch = 0;
  let forbidden = false;
  if (p.byes > 0) {
    if (s.byeTwice === "forbidden") forbidden = true;
    else rematch += s.byeTwice * p.byes;
    if (p.byeLastRound) rematch += s.immediateRematch; // PAPP: immediate replay of the bye
  }
  return { penalty: colour + float + rematch, forbidden, parts: { colour, float, rematch } };
}

// ---------------------------------------------------------------------------------------------
// The same numbers, flat: one round's penalties for a whole field without allocating
// ---------------------------------------------------------------------------------------------

/**
 * The penalties above for one round and one field of players (vertex order), from flat
 * per-player arrays: `asBlack`/`asWhite` are colourPenalty, `float` is floatPenalty, `country` and
 * `sameCountry` are countryPenalty, and the rematch fields are gamePenalty's rematch part. The
 * pairing evaluates millions of games a round with them (edgesFast.ts); the property test
 * swiss.property.test.ts (`__edgeTablesForTest`) holds every edge so computed equal to the
 * reference built on the functions above (edges.ts `evalPair`). A change to a rule above is a
 * change here too.
 */
export interface RoundPenalties {
  /** Score before the round, in half-points. */
  score: Float64Array;
  /** colourPenalty(player, true) and colourPenalty(player, false). */
  asBlack: Float64Array;
  asWhite: Float64Array;
  /** 1 when the player ends above maxColourImbalance with Black (with White). */
  capBreakAsBlack: Uint8Array;
  capBreakAsWhite: Uint8Array;
  /** The player's country as a number (trimmed, case-blind, as countryPenalty compares), −1 for none. */
  country: Int32Array;
  /** countryPenalty of two players of one country in this round. */
  sameCountry: number;
  /**
   * floatPenalty(players[i], players[j]) with sj = players[j].score; j = −1: an opponent of score
   * sj without a float history (floatPenalty's b = null side).
   */
  float(i: number, sj: number, j: number): number;
  /** The float table at the gap |si − sj| (no direction extras, no elitism). */
  floatTableAt(si: number, sj: number): number;
  /** The elitism part of a float between scores si and sj (0 when a score is negative). */
  elitism(si: number, sj: number): number;
  floatSameDirection: number;
  floatOppositeDirection: number;
  /** gamePenalty's rematch part: per earlier game with the same colours / with colours reversed. */
  sameColourRematch: number;
  reversedRematch: number;
  sameColourForbidden: boolean;
  reversedForbidden: boolean;
  /** Added once to a rematch of the previous round. */
  immediateRematch: number;
}

/** The flat penalties of `round` for `players` (see RoundPenalties). */
export function roundPenalties(
  players: readonly PlayerState[],
  round: number,
  settings: PairingSettings,
): RoundPenalties {
  const n = players.length;
  const score = new Float64Array(n);
  const colourDiff = new Int32Array(n);
  const lastColour = new Uint8Array(n);
  const lastFloatSign = new Int8Array(n);
  const compensates = new Uint8Array(n);
  const country = new Int32Array(n);
  const countries = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const p = players[i];
    score[i] = p.score;
    colourDiff[i] = p.colourDiff;
    lastColour[i] = p.lastColour;
    lastFloatSign[i] = Math.sign(p.lastFloat);
    // floatPenalty's `compensates`, the direction aside
    compensates[i] =
      !settings.floatCompensationNeedsResult ||
      (round > 2 && ((p.lastFloat < 0 && p.prevResult === 0) || (p.lastFloat > 0 && p.prevResult === 2)))
        ? 1
        : 0;
    // As countryPenalty: no country, no penalty; else compared trimmed, case-blind.
    if (!p.country) country[i] = -1;
    else {
      const c = p.country.trim().toUpperCase();
      if (!countries.has(c)) countries.set(c, countries.size);
      country[i] = countries.get(c)!;
    }
  }
  const colourTable = settings.colourImbalance;
  const colourLast = colourTable.length - 1;
  const floatTable = settings.float;
  const floatLast = floatTable.length - 1;
  const elitismFactor =
    settings.elitism.length > 0 ? settings.elitism[Math.min(round - 1, settings.elitism.length - 1)] : 0;
  const colourCap = settings.maxColourImbalance;
  const repeatedColour = settings.repeatedColour;
  const sameDirection = settings.floatSameDirection;
  const oppositeDirection = settings.floatOppositeDirection;
  const sameColourForbidden = settings.sameColourRematch === "forbidden";
  const reversedForbidden = settings.reversedColourRematch === "forbidden";
  const colourPenalty = (i: number, black: boolean): number => {
    const after = Math.abs(colourDiff[i] + (black ? 1 : -1));
    return (
      colourTable[after < colourLast ? after : colourLast] + (lastColour[i] === (black ? 1 : 2) ? repeatedColour : 0)
    );
  };
  const float = (i: number, sj: number, j: number): number => {
    const si = score[i];
    const f = si - sj;
    if (f === 0) return 0;
    const af = Math.abs(f);
    let pen = floatTable[af < floatLast ? af : floatLast];
    const dir = f > 0 ? 1 : -1;
    if (lastFloatSign[i] === dir) pen += sameDirection;
    else if (lastFloatSign[i] === -dir && compensates[i]) pen -= oppositeDirection;
    if (j >= 0) {
      if (lastFloatSign[j] === -dir) pen += sameDirection;
      else if (lastFloatSign[j] === dir && compensates[j]) pen -= oppositeDirection;
    }
    if (elitismFactor !== 0 && si >= 0 && sj >= 0) pen += Math.floor((elitismFactor * (si + sj) * af) / 2);
    return pen;
  };
  const asBlack = new Float64Array(n);
  const asWhite = new Float64Array(n);
  const capBreakAsBlack = new Uint8Array(n);
  const capBreakAsWhite = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    asBlack[i] = colourPenalty(i, true);
    asWhite[i] = colourPenalty(i, false);
    capBreakAsBlack[i] = colourCap !== null && Math.abs(colourDiff[i] + 1) > colourCap ? 1 : 0;
    capBreakAsWhite[i] = colourCap !== null && Math.abs(colourDiff[i] - 1) > colourCap ? 1 : 0;
  }
  return {
    score,
    asBlack,
    asWhite,
    capBreakAsBlack,
    capBreakAsWhite,
    country,
    sameCountry: settings.sameCountry[round - 1] ?? 0,
    float,
    floatTableAt: (si, sj) => {
      const af = Math.abs(si - sj);
      return floatTable[af < floatLast ? af : floatLast];
    },
    elitism: (si, sj) =>
      elitismFactor !== 0 && si >= 0 && sj >= 0 ? Math.floor((elitismFactor * (si + sj) * Math.abs(si - sj)) / 2) : 0,
    floatSameDirection: sameDirection,
    floatOppositeDirection: oppositeDirection,
    sameColourRematch: sameColourForbidden ? 0 : (settings.sameColourRematch as number),
    reversedRematch: reversedForbidden ? 0 : (settings.reversedColourRematch as number),
    sameColourForbidden,
    reversedForbidden,
    immediateRematch: settings.immediateRematch,
  };
}
