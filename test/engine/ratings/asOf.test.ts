/**
 * The list as of a date (src/engine/ratings/asOf.ts, docs/rules.md §8.3): at event boundaries (the day before,
 * the day of, the day after), for players added by an event and players without a History, and the properties:
 * the list as of a date equals the list rated with only the events up to that date, and as of the last date
 * it is the list itself. Also the calendar of periodic lists.
 */
import fc from "fast-check";
import {
  addMonths,
  dayBefore,
  lastEventDate,
  listAsOf,
  periodOf,
  periodsBetween,
  RatingBook,
  resolveRatingSettings,
  type EventGame,
  type ListPlayer,
  type RatingSettings,
} from "../../../src/engine";

const g = (round: number, a: string, b: string, scoreA: 0 | 0.5 | 1): EventGame => ({ round, a, b, scoreA });
const player = (key: string, rating: number, games = 0, lastEvent = ""): ListPlayer => ({
  key,
  name: key,
  rating,
  games,
  provisional: false,
  lastEvent,
});
const elo = resolveRatingSettings({ method: "elo" });
const apply = (book: RatingBook, name: string, date: string, games: EventGame[], s: RatingSettings = elo) =>
  book.apply({ name, date, appliedAt: `${date}T20:00:00.000Z`, games }, s);
const view = (players: ReturnType<typeof listAsOf>) =>
  players.map((p) => [p.key, Number(p.rating.toFixed(2)), p.games, p.lastEvent, p.lastDate]);

describe("the list as of a date, at event boundaries", () => {
  // A 1600 and B 1600 on an imported list (no History); C joins at the first event.
  // 2024-03-10 "March cup": A beats B, A beats C (a newcomer at 1600). 2024-04-20 "April open": B beats A.
  function book(): RatingBook {
    const b = RatingBook.from({ players: [player("A", 1600, 4, "2024-01-05 New Year"), player("B", 1600, 2)] });
    apply(b, "March cup", "2024-03-10", [g(1, "A", "B", 1), g(2, "A", "C", 1)]);
    apply(b, "April open", "2024-04-20", [g(1, "B", "A", 1)]);
    return b;
  }

  test("the day before the first event: the list as it was (C not on it yet)", () => {
    const b = book();
    expect(view(listAsOf([...b.players.values()], b.history, "2024-03-09"))).toEqual([
      ["A", 1600, 4, "2024-01-05 New Year", "2024-01-05"],
      ["B", 1600, 2, "", null],
    ]);
  });

  test("the day of and the day after the first event: its new ratings (A 1600 + 16 + 16 = 1632)", () => {
    const b = book();
    const march = [
      ["A", 1632, 6, "2024-03-10 March cup", "2024-03-10"],
      ["B", 1584, 3, "2024-03-10 March cup", "2024-03-10"],
      ["C", 1584, 1, "2024-03-10 March cup", "2024-03-10"],
    ];
    expect(view(listAsOf([...b.players.values()], b.history, "2024-03-10"))).toEqual(march);
    expect(view(listAsOf([...b.players.values()], b.history, "2024-03-11"))).toEqual(march);
    // The day before the second event is still March's list; C played no more, so he is as after March.
    expect(view(listAsOf([...b.players.values()], b.history, "2024-04-19"))).toEqual(march);
  });

  test("on and after the last event: the list itself", () => {
    const b = book();
    const now = [...b.players.values()];
    for (const date of ["2024-04-20", "2024-04-21", "2030-01-01"]) {
      const list = listAsOf(now, b.history, date);
      expect(list.map(({ lastDate: _, ...p }) => p)).toEqual(now);
    }
    // A lost to B 1584 from 1632: 1632 − 32·E(48) ≈ 1632 − 18.2 = 1613.8.
    expect(Number(b.players.get("A")!.rating.toFixed(1))).toBe(1613.8);
  });

  test("a player without any History row (an imported list) is listed with his list values at any date", () => {
    const list = listAsOf([player("Z", 2000, 99, "2023-11-11 Autumn cup")], [], "2020-01-01");
    expect(view(list)).toEqual([["Z", 2000, 99, "2023-11-11 Autumn cup", null]]);
    expect(view(listAsOf([player("Z", 2000, 99, "2023-11-11 Autumn cup")], [], "2024-01-01"))[0][4]).toBe("2023-11-11");
  });

  test("two events on one date: the later applied is the list of that date", () => {
    const b = RatingBook.from({ players: [player("A", 1600), player("B", 1600)] });
    apply(b, "Morning", "2024-05-01", [g(1, "A", "B", 1)]);
    // Another game (a draw): the same games again would be the morning's event re-sent (docs/rules.md §5.3).
    apply(b, "Evening", "2024-05-01", [g(1, "A", "B", 0.5)]);
    apply(b, "Later", "2024-06-01", [g(1, "B", "A", 1)]);
    const asOf = listAsOf([...b.players.values()], b.history, "2024-05-31");
    expect(asOf[0].lastEvent).toBe("2024-05-01 Evening");
    expect(asOf[0].rating).toBe(b.history.find((h) => h.event === "Evening" && h.key === "A")!.new);
    expect(asOf[0].games).toBe(2);
  });

  test("a bad date is refused", () => {
    expect(() => listAsOf([], [], "2024-02-30")).toThrow(/YYYY-MM-DD/);
  });
});

describe("calendar", () => {
  test("addMonths keeps the day or takes the month's last; dayBefore crosses months and years", () => {
    expect(addMonths("2020-01-15", 38)).toBe("2023-03-15");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonths("2024-12-15", 1)).toBe("2025-01-15");
    expect(dayBefore("2024-03-01")).toBe("2024-02-29");
    expect(dayBefore("2024-01-01")).toBe("2023-12-31");
    expect(lastEventDate("2024-03-10 March cup")).toBe("2024-03-10");
    expect(lastEventDate("March cup")).toBeNull();
    expect(lastEventDate("2024-02-30 Not a day")).toBeNull();
  });

  test("periods: month, quarter, year, each with its last day", () => {
    expect(periodOf("2024-02-10", "month")).toEqual({ label: "2024-02", end: "2024-02-29" });
    expect(periodOf("2024-05-10", "quarter")).toEqual({ label: "2024-Q2", end: "2024-06-30" });
    expect(periodOf("2024-05-10", "year")).toEqual({ label: "2024", end: "2024-12-31" });
    expect(periodsBetween("2023-11-20", "2024-02-01", "month").map((p) => p.label)).toEqual([
      "2023-11",
      "2023-12",
      "2024-01",
      "2024-02",
    ]);
    expect(periodsBetween("2023-11-20", "2024-02-01", "quarter").map((p) => p.end)).toEqual([
      "2023-12-31",
      "2024-03-31",
    ]);
    expect(periodsBetween("1999-06-01", "2001-01-01", "year").map((p) => p.label)).toEqual(["1999", "2000", "2001"]);
    expect(periodsBetween("2024-02-01", "2023-01-01", "month")).toEqual([]);
  });
});

describe("properties", () => {
  const keys = ["A", "B", "C", "D", "E"];
  const arbEvent = fc.record({
    day: fc.integer({ min: 0, max: 400 }),
    games: fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.constantFrom<0 | 0.5 | 1>(0, 0.5, 1)), {
      minLength: 1,
      maxLength: 4,
    }),
  });
  const dateOf = (day: number) => new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10);
  const eventGames = (games: [number, number, 0 | 0.5 | 1][]) =>
    games.filter(([a, b]) => a !== b).map(([a, b, s], i) => g(i + 1, keys[a], keys[b], s));

  test("as of any date = the list rated with only the events up to that date; as of the last date = the list", () => {
    fc.assert(
      fc.property(
        fc.array(arbEvent, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -5, max: 410 }),
        fc.constantFrom("elo", "kba"),
        (events, day, method) => {
          const settings = resolveRatingSettings(method === "elo" ? { method } : { method, weight: 1 });
          const dated = events
            .map((e, i) => ({ name: `E${i}`, date: dateOf(e.day), games: eventGames(e.games) }))
            .filter((e) => e.games.length > 0)
            .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
          const start = [player("A", 1700, 60), player("B", 1650, 60)];
          const full = RatingBook.from({ players: start });
          for (const e of dated) apply(full, e.name, e.date, e.games, settings);
          const date = dateOf(day);
          const upTo = RatingBook.from({ players: start });
          for (const e of dated.filter((x) => x.date <= date)) apply(upTo, e.name, e.date, e.games, settings);
          const asOf = listAsOf([...full.players.values()], full.history, date).map(({ lastDate: _, ...p }) => p);
          expect(asOf).toEqual([...upTo.players.values()]);
          const last = dated.length > 0 ? dated[dated.length - 1].date : "2023-01-01";
          expect(listAsOf([...full.players.values()], full.history, last).map(({ lastDate: _, ...p }) => p)).toEqual([
            ...full.players.values(),
          ]);
        },
      ),
    );
  });
});
