/**
 * From a Tournament's history (scoring.ts `playerHistories`) to what the pairing penalties need:
 * scores in half-points, colour balance, last colour, last float, previous result, byes, and who
 * met whom with which colours. No scoring logic here: points, colours and byes come from
 * scoring.ts; this only re-expresses them in PAPP's terms.
 *
 * Colour balance follows scoring.ts: only played/adjudicated games have a colour. Meetings
 * (rematch rules) use every game with two players, forfeits included, with the colours the pairing
 * gave (the game's black/white), since the pairing happened even if the game was not played.
 */

import { Tournament } from "../model";
import { PlayerHistory, playerHistories } from "../scoring";
import { Meetings, PlayerState } from "./penalties";

export interface PairingHistory {
  /** Histories over rounds 1..round-1 (from scoring.ts). */
  histories: Map<string, PlayerHistory>;
  /** One state per player id, before the round to pair. */
  states: Map<string, PlayerState>;
  /** Earlier games of an ordered pair: key `${a}\u0000${b}`, a had Black in `sameColour` rounds. */
  meetingsOf(black: string, white: string): Meetings;
  /** Every ordered pair that met: [[black, white], rounds]. */
  meetingRounds(): Iterable<[[string, string], number[]]>;
}

const NONE: Meetings = Object.freeze({ sameColour: [], reversed: [] }) as Meetings;

/** The pairing-relevant history of every player before round `round` (1-based). */
export function pairingHistory(t: Tournament, round: number): PairingHistory {
  const R = round - 1;
  const histories = playerHistories(t, R);
  const states = new Map<string, PlayerState>();
  // Ordered-pair meeting rounds: blackWhite.get(a\0b) = rounds where a had Black vs b.
  const blackWhite = new Map<string, number[]>();
  for (const g of t.games) {
    if (g.round > R || g.white === null) continue;
    const key = `${g.black}\u0000${g.white}`;
    const list = blackWhite.get(key);
    if (list) list.push(g.round);
    else blackWhite.set(key, [g.round]);
  }

  for (const [id, h] of histories) {
    let colourDiff = 0;
    const colours: (0 | 1 | 2)[] = [];
    for (const e of h.rounds) {
      if (e.colour === "B") colourDiff++;
      else if (e.colour === "W") colourDiff--;
      colours.push(e.colour === "B" ? 1 : e.colour === "W" ? 2 : 0);
    }
    // Last float (PAPP last_float): from the player's last round with a game or bye; it persists
    // through absences. Scores before that round, in half-points.
    let lastFloat = 0;
    for (let i = h.rounds.length - 1; i >= 0; i--) {
      const e = h.rounds[i];
      if (e.kind === "absent") continue;
      if (e.opponent === null) {
        lastFloat = 1; // bye: "floated down" against the virtual player (PAPP: pcb − 1)
      } else {
        const mine = i === 0 ? 0 : h.cumulative[i - 1];
        const oh = histories.get(e.opponent);
        const theirs = oh === undefined || i === 0 ? 0 : oh.cumulative[i - 1];
        lastFloat = Math.round(2 * mine) - Math.round(2 * theirs);
      }
      break;
    }
    let prevResult: 0 | 1 | 2 = 0;
    let lastColour: 0 | 1 | 2 = 0;
    let byeLastRound = false;
    if (R >= 1) {
      const e = h.rounds[R - 1];
      lastColour = colours[R - 1];
      byeLastRound = e.kind === "bye";
      if (e.opponent !== null && e.game !== null) {
        const opp = e.game.black === id ? e.game.whitePoints : e.game.blackPoints;
        prevResult = e.points > opp ? 2 : e.points === opp ? 1 : 0;
      }
    }
    states.set(id, {
      id,
      score: Math.round(2 * h.points),
      colourDiff,
      lastColour,
      lastFloat,
      prevResult,
      byes: h.byes,
      byeLastRound,
      country: h.player.country,
      rating: h.player.rating,
      colours,
    });
  }

  return new RecordedHistory(histories, states, blackWhite);
}

/**
 * A PairingHistory: its maps as data, the look-ups as methods (on the prototype), so a pairing
 * result holding it is plain data to compare (two equal rounds have equal histories).
 */
class RecordedHistory implements PairingHistory {
  constructor(
    readonly histories: Map<string, PlayerHistory>,
    readonly states: Map<string, PlayerState>,
    /** Ordered-pair meeting rounds: blackWhite.get(a\0b) = rounds where a had Black vs b. */
    private readonly blackWhite: Map<string, number[]>,
  ) {}

  *meetingRounds(): Iterable<[[string, string], number[]]> {
    for (const [key, rounds] of this.blackWhite) {
      const cut = key.indexOf("\u0000");
      yield [[key.slice(0, cut), key.slice(cut + 1)], rounds];
    }
  }

  meetingsOf(black: string, white: string): Meetings {
    const same = this.blackWhite.get(`${black}\u0000${white}`);
    const rev = this.blackWhite.get(`${white}\u0000${black}`);
    if (!same && !rev) return NONE;
    return { sameColour: same ?? [], reversed: rev ?? [] };
  }
}
