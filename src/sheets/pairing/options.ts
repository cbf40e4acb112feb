/**
 * The engine's pairing options from what a host asks (pure): the round, absences and fixed pairs
 * read from the sheets (PairingInput) plus the director's choices (command-line flags, the pane's
 * controls). The command line (`pair`) and the pane (taskpane/flow/pair.ts) both call this one
 * function, so the same choices pair the same round in every host.
 */
import type { PairingOptions } from "../../engine";
import type { PairingInput } from "./input";

/** What the director chooses beyond the sheets (each undefined: the WOC preset, as PAPP). */
export interface PairingChoices {
  /** Round 1 (nobody has played yet): top half against bottom half by rating (default), or random. */
  firstRound?: "rating" | "random";
  /** Seed of a random round 1 (undefined: the engine derives one from the player ids and returns it). */
  seed?: number;
  /** Round 1: avoid same-country pairs whenever possible (foreigners meet locals first). */
  foreignersMeetLocalsFirst?: boolean;
  /**
   * A rematch with colours reversed as a last resort, at the WOC preset's price
   * (REVERSED_REMATCH_PENALTY). Default true, in every host; false forbids it.
   */
  allowReversedRematch?: boolean;
  /** Same-country penalty in every round up to the one paired; undefined = PAPP's default (2, round 1 only). */
  sameCountryPenalty?: number;
  /** Strict colour cap |blacks − whites| ≤ N; undefined = none (WOC preset, PAPP: a penalty only). */
  maxColourImbalance?: number;
}

/**
 * The options of `pairRound` for round `input.round`. Only what the director changed is put in
 * `settings` (an allowed reversed rematch keeps the preset's price). The same-country penalty
 * fills rounds 1..round; a round that is not a whole number ≥ 1 (the sheets reported it already)
 * is passed on as it is, for the engine to refuse with its own message, never an exception here.
 */
export function pairingOptionsFrom(
  input: Pick<PairingInput, "round" | "absent" | "fixedPairs">,
  choices: PairingChoices,
): PairingOptions {
  const settings: NonNullable<PairingOptions["settings"]> = {};
  if (choices.allowReversedRematch === false) settings.reversedColourRematch = "forbidden";
  if (choices.sameCountryPenalty !== undefined) {
    const rounds = Number.isInteger(input.round) && input.round >= 1 ? input.round : 1;
    settings.sameCountry = new Array<number>(rounds).fill(choices.sameCountryPenalty);
  }
  if (choices.maxColourImbalance !== undefined) settings.maxColourImbalance = choices.maxColourImbalance;
  const options: PairingOptions = { round: input.round, absent: input.absent, fixedPairs: input.fixedPairs, settings };
  if (choices.firstRound) options.firstRound = choices.firstRound;
  if (choices.seed !== undefined) options.seed = choices.seed;
  if (choices.foreignersMeetLocalsFirst) options.foreignersMeetLocalsFirst = true;
  return options;
}
