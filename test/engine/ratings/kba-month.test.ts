/**
 * KBA inside a month (src/engine/ratings/kbaMonth.ts, docs/rules.md §6.5–§6.6), worked by hand:
 * - the 50-game line of revision (3): provisional up to and including the month in which a player's games of the
 *   last three years first pass 50, the update formula from the next month (49 / 50 / 51 games across months);
 * - what a newcomer counts as for his opponents: the seed's provisional rating of his games of the month against
 *   rated players, else the newcomers' rating (the list's median, or the setting);
 * - the windows: the 50-game count over three years, and a foreign player's provisional rating over the last 36
 *   months (rule (7)), each with games dated one day inside and one day outside (calendar months).
 *
 * Closed forms used below: against opponents all rated 9000, the provisional rating of n games with W wins
 * (10 ≤ n) solves n · E(R − 9000) = W, so R = 9000 + 800 · log10(W / (n − W)).
 */
import fc from "fast-check";
import {
  RatingBook,
  withinMonths,
  resolveRatingSettings,
  type EventGame,
  type GameRecord,
  type ListPlayer,
  type RatingSettingsInput,
} from "../../../src/engine";

const g = (round: number, a: string, b: string, scoreA: 0 | 0.5 | 1): EventGame => ({ round, a, b, scoreA });
const player = (key: string, rating: number, games = 0, provisional = false): ListPlayer => ({
  key,
  name: key,
  rating,
  games,
  provisional,
  lastEvent: "",
});
const event = (name: string, date: string, games: EventGame[]) => ({
  name,
  date,
  appliedAt: `${date}T20:00:00.000Z`,
  games,
});
const kba = (extra: RatingSettingsInput = {}) =>
  resolveRatingSettings({ method: "kba", grade: 3, stage: "prelim", ...extra });
/** `n` rated games of `key` in one month against opponents rated 9000, the first `wins` won. */
const past = (key: string, date: string, n: number, wins: number): GameRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    event: "Earlier",
    date,
    round: i + 1,
    player: key,
    opponent: `X${i}`,
    opponentRating: 9000,
    result: i < wins ? 1 : 0,
    weight: 1,
  }));
const solved = (n: number, w: number) => 9000 + 800 * Math.log10(w / (n - w));
/** Established opponents at 9000 (100 undated games): one per month, so each is still 9000 when met. */
const opponents = ["OJun", "OJul", "OAug"].map((k) => player(k, 9000, 100));

describe("the 50-game line (revision (3): provisional up to and including the month games pass 50)", () => {
  test("49 → 50 in June (provisional), → 51 in July (still provisional), the update formula from August", () => {
    // May: 49 games, 28 won → 9000 + 800 log10(28/21) = 9099.9509893.
    const book = RatingBook.from({
      players: [player("P", solved(49, 28), 49, true), ...opponents],
      games: past("P", "2024-05-11", 49, 28),
    });
    const june = book.apply(event("June", "2024-06-08", [g(1, "P", "OJun", 1)]), kba());
    // 50 games, 29 won → 9000 + 800 log10(29/21) = 9112.1429625.
    expect(june.updates[0]).toMatchObject({ key: "P", provisional: true, regime: "solved" });
    expect(june.updates[0].new).toBeCloseTo(9112.1429625, 6);
    const july = book.apply(event("July", "2024-07-06", [g(1, "P", "OJul", 1)]), kba());
    // 51 games (the month he first passes 50): still the provisional method, 30 won → 9000 + 800 log10(30/21).
    expect(july.updates[0]).toMatchObject({ key: "P", provisional: true, regime: "solved", games: 1 });
    expect(july.updates[0].new).toBeCloseTo(9123.921568, 6);
    expect(book.isEstablished("P", "2024-07-20")).toBe(false);
    expect(book.isEstablished("P", "2024-08-01")).toBe(true);
    const august = book.apply(event("August", "2024-08-03", [g(1, "P", "OAug", 1)]), kba());
    // From August the update formula: 10^(−123.921568/800) = 21/30, so E = 1 / (1 + 0.7) = 10/17 and the win is
    // +14 × 7/17 = +5.7647059 → 9129.6862739.
    expect(august.updates[0]).toMatchObject({ key: "P", provisional: false });
    expect(august.updates[0].regime).toBeUndefined();
    expect(august.updates[0].delta).toBeCloseTo(14 * (7 / 17), 9);
    expect(august.updates[0].new).toBeCloseTo(9129.6862739, 6);
  });

  test("50 → 51 in June: June is still provisional (not the update from his old rating), July is not", () => {
    const book = RatingBook.from({
      players: [player("P", solved(50, 29), 50, true), ...opponents],
      games: past("P", "2024-05-11", 50, 29),
    });
    const june = book.apply(event("June", "2024-06-08", [g(1, "P", "OJun", 1)]), kba());
    // Provisional: 51 games, 30 won → 9123.921568. (The update from 9112.1429625 would give 9118.0229625.)
    expect(june.updates[0]).toMatchObject({ provisional: true, regime: "solved" });
    expect(june.updates[0].new).toBeCloseTo(9123.921568, 6);
    const july = book.apply(event("July", "2024-07-06", [g(1, "P", "OJul", 1)]), kba());
    expect(july.updates[0]).toMatchObject({ provisional: false });
    expect(july.updates[0].new).toBeCloseTo(9129.6862739, 6);
  });

  test("51 games in May: past 50 in May, so June already has the update formula", () => {
    const book = RatingBook.from({
      players: [player("P", solved(51, 30), 51, true), ...opponents],
      games: past("P", "2024-05-11", 51, 30),
    });
    const june = book.apply(event("June", "2024-06-08", [g(1, "P", "OJun", 1)]), kba());
    expect(june.updates[0]).toMatchObject({ provisional: false });
    expect(june.updates[0].new).toBeCloseTo(9129.6862739, 6);
  });

  test("45 → 51 in one month: the provisional rating of all 51 games, not the update of his old rating", () => {
    // 45 games, 27 won → 9000 + 800 log10(27/18) = 9140.8730072. June: 6 games against 9000, 3 won → 51 games,
    // 30 won → 9123.921568.
    const six = ["A", "B", "C", "D", "E", "F"].map((k) => player(k, 9000, 100));
    const book = RatingBook.from({
      players: [player("P", solved(45, 27), 45, true), ...six],
      games: past("P", "2024-05-11", 45, 27),
    });
    const june = book.apply(
      event(
        "June",
        "2024-06-08",
        six.map((o, i) => g(i + 1, "P", o.key, i < 3 ? 1 : 0)),
      ),
      kba(),
    );
    const p = june.updates.find((u) => u.key === "P")!;
    expect(p).toMatchObject({ provisional: true, regime: "solved", games: 6 });
    expect(p.new).toBeCloseTo(9123.921568, 6);
    expect(book.players.get("P")).toMatchObject({ games: 51, provisional: true });
  });

  test("the games counted are those of the last 36 months: 40 old and 20 recent games stay provisional", () => {
    // 40 games in January 2019 (24 won) and 20 in June 2023 (12 won): 60 games, but never more than 50 in
    // 36 months, so June 2024 is provisional over all 61 games: 37 won → 9000 + 800 log10(37/24) = 9150.3923859.
    const book = RatingBook.from({
      players: [player("P", solved(60, 36), 60, true), ...opponents],
      games: [...past("P", "2019-01-12", 40, 24), ...past("P", "2023-06-10", 20, 12)],
    });
    expect(book.isEstablished("P", "2024-06-08")).toBe(false);
    const june = book.apply(event("June", "2024-06-08", [g(1, "P", "OJun", 1)]), kba());
    expect(june.updates[0]).toMatchObject({ provisional: true, regime: "solved" });
    expect(june.updates[0].new).toBeCloseTo(9150.3923859, 6);
    // The same 60 games within 36 months pass 50 in June 2023: established since July 2023.
    const recent = RatingBook.from({
      players: [player("P", solved(60, 36), 60, true)],
      games: [...past("P", "2021-01-12", 40, 24), ...past("P", "2023-06-10", 20, 12)],
    });
    expect(recent.isEstablished("P", "2023-06-30")).toBe(false);
    expect(recent.isEstablished("P", "2023-07-01")).toBe(true);
  });

  test("games on the list without a Rated games row count as recent: 60 of them make a player established", () => {
    const book = RatingBook.from({ players: [player("L", 9000, 60), player("M", 9000, 40)] });
    expect(book.isEstablished("L", "2024-06-08")).toBe(true);
    expect(book.isEstablished("M", "2024-06-08")).toBe(false);
  });
});

describe("what a newcomer counts as for his opponents", () => {
  test("his provisional rating from his games of the month against rated players, not 1600 (9000 loses 3.78, not 13.2)", () => {
    /*
     * N beats E (9000), loses to F (9100), beats G (9200): 3 games, 2 won → avg 9100 + (2 − 1) × 150 = 9250 (§6.4).
     * E lost to a player counted as 9250: E(9000 − 9250) = 1 / (1 + 10^(250/800)) = 0.3274904;
     * 14 × (0 − 0.3274904) + 0.8 = −3.7848650. (Counted as 1600, E would lose 13.2.)
     * F beat him: E(−150) = 1 / (1 + 10^(150/800)) = 0.3937122 → +14 × 0.6062878 = +8.4880295.
     */
    const book = RatingBook.from({
      players: [player("E", 9000, 100), player("F", 9100, 100), player("G", 9200, 100)],
    });
    const out = book.apply(
      event("Open", "2024-04-06", [g(1, "N", "E", 1), g(2, "F", "N", 1), g(3, "N", "G", 1)]),
      kba(),
    );
    const by = new Map(out.updates.map((u) => [u.key, u]));
    expect(by.get("N")!.new).toBeCloseTo(9250, 9);
    expect(by.get("E")!.delta).toBeCloseTo(-3.784865, 6);
    expect(by.get("F")!.delta).toBeCloseTo(8.4880295, 6);
    expect(out.games.filter((x) => x.opponent === "N").map((x) => x.opponentRating)).toEqual([9250, 9250, 9250]);
  });

  test("a newcomer who met only newcomers counts as the list's median at the start of the month", () => {
    // The list: 8800, 9000, 9400 → median 9000. N1 beats N2; neither met a rated player: both count as 9000,
    // so N1 → 9000 + 150 = 9150, N2 → 8850.
    const book = RatingBook.from({
      players: [player("A", 8800, 100), player("B", 9000, 100), player("C", 9400, 100)],
    });
    const out = book.apply(event("Juniors", "2024-04-06", [g(1, "N1", "N2", 1)]), kba());
    expect(out.updates.map((u) => [u.key, u.new])).toEqual([
      ["N1", 9150],
      ["N2", 8850],
    ]);
    expect(out.games.map((x) => x.opponentRating)).toEqual([9000, 9000]);
  });

  test("on an empty list the newcomers' rating is 9,000 (the KBA's own level); a rating given (--start) wins", () => {
    const empty = RatingBook.from({}).apply(event("First", "2024-04-06", [g(1, "N1", "N2", 1)]), kba());
    expect(empty.updates.map((u) => u.new)).toEqual([9150, 8850]);
    const given = RatingBook.from({ players: [player("A", 9000, 100)] }).apply(
      event("Juniors", "2024-04-06", [g(1, "N1", "N2", 1)]),
      kba({ start: 7000 }),
    );
    expect(given.updates.map((u) => u.new)).toEqual([7150, 6850]);
  });
});

describe("a list the provisional formulas cannot use", () => {
  test("an opponent rated 0 or less (a list the sheets would refuse) is a RatingInputError naming him, not a crash", () => {
    const book = RatingBook.from({ players: [player("Low", -12.5, 80)] });
    expect(() => book.apply(event("Open", "2024-04-06", [g(1, "N", "Low", 1)]), kba())).toThrow(
      "Low counts as -12.5 for N, but a provisional rating needs opponents rated above 0. Correct the rating on the list, or give the newcomers' rating (above 0).",
    );
  });
});

describe("KBA: a month mixing provisional and established players (worked by hand)", () => {
  /*
   * Scale 800, k 14, α 0.8, weight 1 (grade 3 prelim). E1 2000 (60 games) and E2 1800 (55 games) are established;
   * P is new. E(100) = 0.5714631, E(200) = 0.6400650, E(−200) = 0.3599350.
   *
   * 7 March — P beats E1, E2 beats P. P counts for them as his provisional rating from these games against rated
   * players: avg(2000, 1800) + (1 − 1) × 150 = 1900.
   *   E1 loses to "1900": 14 × (0 − E(100)) + 0.8 = −7.2004836 → 1992.7995164
   *   E2 beats "1900":    14 × (1 − E(−100)) = +8.0004836        → 1808.0004836
   *   P: 1900 (provisional, 2 games); his expected E(−100) + E(100) = 1.
   * 21 March — same month: every game against the ratings of 1 March; P now counts as his provisional rating of
   * his three games of March against rated players: avg(2000, 1800, 2000) − 150 = 1783.3333333.
   *   E2 beats E1: E1 14 × (0 − E(200)) + 0.8 = −8.1609100;  E2 14 × (1 − E(−200)) = +8.9609100
   *   E1 beats "1783.33": E(216.6666667) = 0.6510407 → +14 × 0.3489593 = +4.8854304
   *   E1 = 2000 − 7.2004836 − 8.1609100 + 4.8854304 = 1989.5240368 (this event: −3.2754796)
   *   E2 = 1800 + 8.0004836 + 8.9609100 = 1816.9613936
   *   P (3 games): 1783.3333333
   * 4 April — a new month: E1 starts at 1989.5240368, P at 1783.3333333. P beats E1.
   *   P (4 games, 2 won 2 lost): avg(2000, 1800, 2000, 1989.5240368) + 0 = 1947.3810092
   *   E1: E(206.1907035) = 0.6441597 → 14 × (0 − 0.6441597) + 0.8 = −8.2182355 → 1981.3058013
   */
  const list = () => [player("E1", 2000, 60), player("E2", 1800, 55)];
  const march7 = [g(1, "P", "E1", 1), g(2, "E2", "P", 1)];
  const march21 = [g(1, "E2", "E1", 1), g(2, "E1", "P", 1)];

  test("event by event", () => {
    const book = RatingBook.from({ players: list() });
    const a = book.apply(event("March A", "2026-03-07", march7), kba());
    const byA = new Map(a.updates.map((u) => [u.key, u]));
    expect(byA.get("E1")!.new).toBeCloseTo(1992.7995164, 6);
    expect(byA.get("E2")!.new).toBeCloseTo(1808.0004836, 6);
    expect(byA.get("P")!).toMatchObject({ old: null, new: 1900, provisional: true, newcomer: true, points: 1 });
    expect(byA.get("P")!.expected).toBeCloseTo(1, 9);
    // The Rated games keep what each game was rated against: P's opponents' March ratings, and "1900" for P.
    expect(a.games.filter((x) => x.player === "E1").map((x) => x.opponentRating)).toEqual([1900]);
    expect(a.games.filter((x) => x.player === "P").map((x) => x.opponentRating)).toEqual([2000, 1800]);

    const b = book.apply(event("March B", "2026-03-21", march21), kba());
    const byB = new Map(b.updates.map((u) => [u.key, u]));
    expect(byB.get("E1")!.new).toBeCloseTo(1989.5240368, 6);
    expect(byB.get("E1")!.delta).toBeCloseTo(-3.2754796, 6);
    expect(byB.get("E2")!.new).toBeCloseTo(1816.9613936, 6);
    expect(byB.get("P")!.new).toBeCloseTo(1783.3333333, 6);
    expect(byB.get("P")!.old).toBe(1900);
    expect(b.games.filter((x) => x.player === "E1" && x.opponent === "P")[0].opponentRating).toBeCloseTo(1783.33333, 4);

    const c = book.apply(event("April", "2026-04-04", [g(1, "P", "E1", 1)]), kba());
    const byC = new Map(c.updates.map((u) => [u.key, u]));
    expect(byC.get("P")!.new).toBeCloseTo(1947.3810092, 6);
    expect(byC.get("E1")!.new).toBeCloseTo(1981.3058013, 6);
    expect(book.players.get("P")).toMatchObject({ games: 4, provisional: true, lastEvent: "2026-04-04 April" });
  });

  test("a month applied event by event gives what one event gives, unless a newcomer plays in two of its events", () => {
    const whole = RatingBook.from({ players: list() });
    whole.apply(
      event("March", "2026-03-31", [...march7, ...march21.map((x) => ({ ...x, round: x.round + 2 }))]),
      kba(),
    );
    // As one event P counts as 1783.3333333 in all his games: E1 2000 − 6.9747 − 8.1609 + 4.8854 = 1988.4099508.
    expect(whole.players.get("E1")!.rating).toBeCloseTo(1988.4099508, 6);
    expect(whole.players.get("E2")!.rating).toBeCloseTo(1815.7930454, 6);
    // Event by event, his first event counted him as 1900 (what was known then): E1 1989.5240368 (above).
    // Without a newcomer in two events, splitting changes nothing: Q is new only on 7 March.
    const march7q = [g(1, "Q", "E1", 1), g(2, "E2", "Q", 1)];
    const split = RatingBook.from({ players: list() });
    split.apply(event("March A", "2026-03-07", march7q), kba());
    split.apply(event("March B", "2026-03-21", [g(1, "E2", "E1", 1)]), kba());
    const one = RatingBook.from({ players: list() });
    one.apply(event("March", "2026-03-31", [...march7q, g(3, "E2", "E1", 1)]), kba());
    for (const key of ["E1", "E2", "Q"])
      expect(split.players.get(key)!.rating).toBeCloseTo(one.players.get(key)!.rating, 9);
  });
});

describe("the windows of seed 004 (calendar months, the event's month included)", () => {
  test("the three years of the 50-game count: 30 games on 2021-07-01 count in June 2024, on 2021-06-30 they do not", () => {
    // 30 old games and 21 in June 2024: 51 in the 36 months July 2021 – June 2024, so past 50 in June, established
    // from July; with the old games one day earlier (June 2021) no 36 months hold more than 30 (June 2021's window)
    // or 21.
    const at = (date: string) =>
      RatingBook.from({
        players: [player("P", 9100, 51, true)],
        games: [...past("P", date, 30, 15), ...past("P", "2024-06-20", 21, 11)],
      });
    expect(at("2021-07-01").isEstablished("P", "2024-06-30")).toBe(false);
    expect(at("2021-07-01").isEstablished("P", "2024-07-01")).toBe(true);
    expect(at("2021-06-30").isEstablished("P", "2024-07-01")).toBe(false);
    expect(at("2021-06-30").isEstablished("P", "2027-01-01")).toBe(false);
  });

  test("rule (7): a foreign player's provisional rating uses his games of the last 36 months", () => {
    // P (on the list, provisional): 4 games lost to 9000 on the date given, 2 won against 9000 in May 2024; in June
    // 2024 he beats OJun (9000).
    const june = (oldDate: string, foreign: boolean) => {
      const book = RatingBook.from({
        players: [player("P", 9000, 6, true), ...opponents],
        games: [...past("P", oldDate, 4, 0), ...past("P", "2024-05-11", 2, 2)],
        foreign: foreign ? ["P"] : [],
      });
      return book.apply(event("June", "2024-06-08", [g(1, "P", "OJun", 1)]), kba()).updates.find((u) => u.key === "P")!;
    };
    // One day inside (July 2021 is the first of the 36 months June 2024 looks back): 7 games, 3 won:
    // 9000 + (3/7 − 0.5) × 1666 = 9000 − 1666/14 = 8881.
    expect(june("2021-07-01", true).new).toBeCloseTo(8881, 9);
    // One day outside: 3 games, all won: 9000 + (3 − 0) × 150 = 9450.
    expect(june("2021-06-30", true).new).toBeCloseTo(9450, 9);
    // A player not marked foreign: all his games, however old.
    expect(june("2021-06-30", false).new).toBeCloseTo(8881, 9);
    expect(june("2021-06-30", true)).toMatchObject({ provisional: true });
  });

  test("withinMonths: calendar months, the period's own included, a later month counted", () => {
    expect(withinMonths("2021-07-01", "2024-06", 36)).toBe(true);
    expect(withinMonths("2021-06-30", "2024-06", 36)).toBe(false);
    expect(withinMonths("2024-06-30", "2024-06", 36)).toBe(true);
    expect(withinMonths("2024-08-01", "2024-06", 36)).toBe(true);
    expect(withinMonths("2023-12", "2024-01", 1)).toBe(false);
  });

  test("property: a foreign player's games older than 36 months never change his provisional rating", () => {
    const monthBack = (back: number, day: number) => {
      const m = 2024 * 12 + 5 - back; // June 2024 is month 5 of 2024 (0-based)
      return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    };
    const game = (from: number, to: number) =>
      fc.record({
        back: fc.integer({ min: from, max: to }),
        day: fc.integer({ min: 1, max: 28 }),
        opponentRating: fc.integer({ min: 8000, max: 10000 }),
        result: fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1),
      });
    fc.assert(
      fc.property(
        // At most 45 games in all, so none of his windows passes 50: he stays provisional.
        fc.array(game(1, 35), { maxLength: 20 }),
        fc.array(game(36, 150), { minLength: 1, maxLength: 25 }),
        fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1),
        (recent, old, result) => {
          const records = (list: typeof recent): GameRecord[] =>
            list.map((x, i) => ({
              event: `E${i}`,
              date: monthBack(x.back, x.day),
              round: 1,
              player: "P",
              opponent: `X${i}`,
              opponentRating: x.opponentRating,
              result: x.result,
              weight: 1,
            }));
          const ratingWith = (games: GameRecord[]) => {
            const book = RatingBook.from({
              players: [player("P", 9000, games.length, true), ...opponents],
              games,
              foreign: ["P"],
            });
            const e = event("June", "2024-06-08", [g(1, "P", "OJun", result)]);
            return book.apply(e, kba()).updates.find((u) => u.key === "P")!.new;
          };
          expect(ratingWith([...records(recent), ...records(old)])).toBe(ratingWith(records(recent)));
        },
      ),
    );
  });
});
