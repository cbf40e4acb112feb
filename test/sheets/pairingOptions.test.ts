/**
 * pairingOptionsFrom: the one function the command line and the pane build the engine's options
 * with. Where the two used to differ (the same-country penalty's array, the reversed rematch when
 * allowed), the expectations are the behaviour chosen, worked by hand from PAPP's defaults.
 */
import fc from "fast-check";
import { pairRound, resolvePairingSettings, type Player } from "../../src/engine";
import { pairingOptionsFrom, type PairingChoices } from "../../src/sheets";

const input = (round: number) => ({ round, absent: ["Eve"], fixedPairs: [{ black: "Ann", white: "Bob" }] });

describe("pairingOptionsFrom", () => {
  it("passes the sheets' round, absences and fixed pairs through; no choice changes no setting", () => {
    const o = pairingOptionsFrom(input(5), {});
    expect(o).toEqual({ round: 5, absent: ["Eve"], fixedPairs: [{ black: "Ann", white: "Bob" }], settings: {} });
    // … so the round is paired with PAPP's defaults: a reversed rematch is a last resort at 5,000,000
    expect(resolvePairingSettings(o.settings).reversedColourRematch).toBe(5_000_000);
    expect(resolvePairingSettings(o.settings).sameCountry).toEqual([2]);
  });

  it("a reversed rematch: allowed (true or unset) keeps the preset's price, false forbids it", () => {
    expect(pairingOptionsFrom(input(3), { allowReversedRematch: true }).settings).toEqual({});
    expect(pairingOptionsFrom(input(3), {}).settings).toEqual({});
    expect(pairingOptionsFrom(input(3), { allowReversedRematch: false }).settings).toEqual({
      reversedColourRematch: "forbidden",
    });
  });

  it("the same-country penalty applies in every round up to the one paired", () => {
    expect(pairingOptionsFrom(input(4), { sameCountryPenalty: 3 }).settings?.sameCountry).toEqual([3, 3, 3, 3]);
    expect(pairingOptionsFrom(input(1), { sameCountryPenalty: 0 }).settings?.sameCountry).toEqual([0]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 1000 }), (round, penalty) => {
        const s = resolvePairingSettings(pairingOptionsFrom(input(round), { sameCountryPenalty: penalty }).settings);
        return s.sameCountry.length === round && s.sameCountry[round - 1] === penalty;
      }),
    );
  });

  it("a round that is not a whole number ≥ 1 is left to the engine to refuse (the pane's Math.max(1, NaN) threw)", () => {
    for (const round of [NaN, 0, -2, 2.5]) {
      const o = pairingOptionsFrom(input(round), { sameCountryPenalty: 5 });
      expect(o.settings?.sameCountry).toEqual([5]);
      const players: Player[] = ["Ann", "Bob", "Eve"].map((id) => ({ id, name: id }));
      const res = pairRound({ players, games: [] }, o);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message).toMatch(/^The round to pair must be a whole number ≥ 1/);
    }
  });

  it("the colour cap, the first-round method, the seed and foreigners-first are passed only when chosen", () => {
    const chosen: PairingChoices = {
      maxColourImbalance: 2,
      firstRound: "random",
      seed: 7,
      foreignersMeetLocalsFirst: true,
    };
    expect(pairingOptionsFrom(input(1), chosen)).toEqual({
      ...input(1),
      settings: { maxColourImbalance: 2 },
      firstRound: "random",
      seed: 7,
      foreignersMeetLocalsFirst: true,
    });
    const none = pairingOptionsFrom(input(1), { foreignersMeetLocalsFirst: false });
    expect(Object.keys(none).sort()).toEqual(["absent", "fixedPairs", "round", "settings"]);
  });
});
