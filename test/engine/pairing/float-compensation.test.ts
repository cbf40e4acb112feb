/**
 * PAPP's bonus for floating in the opposite direction (docs/rules.md §4.4: −10, "from round 3"), at its boundary.
 * With COMPENSATION_FLOATS (WOC_SETTINGS.floatCompensationNeedsResult) the bonus needs the last result to explain
 * the move, and applies only when the round being paired is 3 or later (PAPP: current_round > 1, 0-based): in
 * round 2 nobody compensates. Both the reference formula (floatPenalty) and its flat twin (roundPenalties, what
 * the pairing uses) are held to it, worked by hand with elitism switched off:
 *
 *   A: 1 point (2 half-points), floated UP in his last game and lost it (lastFloat −2, prevResult 0).
 *   B: 0 points, no float yet. A–B is a float of 2 half-points: table 40,588; A floats DOWN now, the opposite
 *   direction, and his loss explains it: round 3 → 40,588 − 10 = 40,578; round 2 → 40,588 (no bonus).
 *   C: 0 points, floated DOWN in his last game and won it (lastFloat +2, prevResult 2). C–A: C floats UP now and
 *   A down, both against their last float: round 3 → 40,588 − 2 × 10 = 40,568; round 2 → 40,588.
 *
 * (Histories built from real rounds cannot reach this state in round 2: before round 1 every score is 0, so the
 * only float of round 1 is a bye, which is not a win. The rule still holds for any state handed to the pairing.)
 */
import {
  floatPenalty,
  resolvePairingSettings,
  roundPenalties,
  type PlayerState,
} from "../../../src/engine/pairing/penalties";

const settings = resolvePairingSettings({ elitism: [] });
const state = (id: string, score: number, lastFloat: number, prevResult: 0 | 1 | 2): PlayerState => ({
  id,
  score,
  colourDiff: 0,
  lastColour: 0,
  lastFloat,
  prevResult,
  byes: 0,
  byeLastRound: false,
  colours: [],
});
const A = state("A", 2, -2, 0);
const B = state("B", 0, 0, 0);
const C = state("C", 0, 2, 2);

describe("float compensation starts in round 3 (round 2 never compensates)", () => {
  test.each([
    [2, 40588],
    [3, 40578],
    [4, 40578],
  ])("round %i: A (floated up and lost) floats down against B: %i", (round, expected) => {
    expect(floatPenalty(A, B, 0, round, settings)).toBe(expected);
    expect(floatPenalty(B, A, 0, round, settings)).toBe(expected);
    const flat = roundPenalties([A, B], round, settings);
    expect(flat.float(0, flat.score[1], 1)).toBe(expected);
    expect(flat.float(1, flat.score[0], 0)).toBe(expected);
  });

  test.each([
    [2, 40588],
    [3, 40568],
  ])("round %i: C (floated down and won) floats up against A, who floats down: %i", (round, expected) => {
    // Both move opposite to their last float, each explained by his result: from round 3, 40,588 − 2 × 10.
    expect(floatPenalty(C, A, 0, round, settings)).toBe(expected);
    const flat = roundPenalties([C, A], round, settings);
    expect(flat.float(0, flat.score[1], 1)).toBe(expected);
  });

  test("without COMPENSATION_FLOATS the bonus applies in round 2 too (the setting, not the round, decides)", () => {
    const plain = resolvePairingSettings({ elitism: [], floatCompensationNeedsResult: false });
    expect(floatPenalty(A, B, 0, 2, plain)).toBe(40578);
    const flat = roundPenalties([A, B], 2, plain);
    expect(flat.float(0, flat.score[1], 1)).toBe(40578);
  });
});
