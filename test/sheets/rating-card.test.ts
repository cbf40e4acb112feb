/**
 * A player's rating card (src/sheets/ratingCard.ts, docs/rules.md §8.6): his events from the Rating history in date
 * order, the changes as printed, and the SVG in three languages with every name and event escaped (a name is text,
 * never markup). `rate-card` itself: test/cli/rate-card.test.ts.
 */
import fc from "fast-check";
import { cardChangeText, planRatingUpdate, playerCard, renderCardSvg, xmlText } from "../../src/sheets";
import { ok, RESULTS_HEADER, seedRatings, seedResults, written, type Book } from "./ratings-helpers";

const HOSTILE = '<img src=x onerror="alert(1)"> & "Co"';

/** The worked Elo example applied (2024-05-01), then a second event (2024-06-01: D beats A again), A renamed hostile. */
function twoEvents(): Book {
  const rename = (rows: unknown[][]) => rows.map((r) => r.map((v) => (v === "A" ? HOSTILE : v)));
  let book: Book = { ratings: { sheetName: "Ratings", values: rename(seedRatings()) } };
  const apply = (results: unknown[][], name: string, date: string) =>
    (book = written(
      ok(
        planRatingUpdate({
          results: { sheetName: "Results", values: results },
          ...book,
          event: { name, date, appliedAt: `${date}T20:00:00Z` },
          settings: { method: "elo" },
        }),
      ).writes,
      book,
    ));
  apply(rename(seedResults()), "Seed 002", "2024-05-01");
  apply([RESULTS_HEADER, [1, "D", 40, 24, HOSTILE]], "June <club> night", "2024-06-01");
  return book;
}

describe("the card's rows", () => {
  test("D: before 1596, after Seed 002 1651.44 (+55), after June's win over A (1902.26) more", () => {
    const card = playerCard(twoEvents().history, "4")!;
    expect([card.key, card.id, card.name, card.games]).toEqual(["4", "4", "D", 14]);
    expect(card.rows.map((r) => [r.date, r.event, r.old, r.games])).toEqual([
      ["2024-05-01", "Seed 002", 1596, 6],
      ["2024-06-01", "June <club> night", expect.closeTo(1651.44, 2), 1],
    ]);
    // June: E(D vs A) = 1 / (1 + 10^((1902.2553 − 1651.4362)/400)) = 0.190953; 1651.4362 + 32 × 0.809047 = 1677.3257.
    expect(card.rating).toBeCloseTo(1677.3257, 4);
    expect(card.rows.map((r) => cardChangeText(r, 0))).toEqual(["+55", "+26"]);
    expect(card.rows.map((r) => cardChangeText(r, 2))).toEqual(["+55.44", "+25.89"]); // 1677.33 − 1651.44
    expect(playerCard(twoEvents().history, "nobody")).toBeUndefined();
  });
});

describe("the SVG", () => {
  test("names and events are escaped text; the curve has a point before the first event and one after each", () => {
    const svg = renderCardSvg(playerCard(twoEvents().history, "1")!, "en");
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(
      true,
    );
    expect(svg).not.toContain("<img");
    expect(svg).not.toContain("<club>");
    expect(svg).toContain(`<title>Rating card: ${xmlText(HOSTILE)}</title>`);
    expect(svg).toContain("June &lt;club&gt; night");
    expect((svg.match(/<circle /g) ?? []).length).toBe(3);
    expect((svg.match(/<text /g) ?? []).length).toBe((svg.match(/<\/text>/g) ?? []).length);
    // A: 1934 → 1902 (−32) → lost to D.
    expect(svg).toMatch(/>1934<\/text>[\s\S]*>-32<\/text>[\s\S]*>1902<\/text>/);
  });

  test("Korean and Japanese labels", () => {
    const card = playerCard(twoEvents().history, "4")!;
    expect(renderCardSvg(card, "ko")).toContain("<title>레이팅 카드: D</title>");
    expect(renderCardSvg(card, "ko")).toContain(">대국 수</text>");
    expect(renderCardSvg(card, "ja")).toContain(">対局数</text>");
    expect(renderCardSvg(card, "ja")).toContain('lang="ja"');
  });

  test("xmlText: any text survives escaping and leaves no markup character", () => {
    const unescape = (s: string) =>
      s.replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]!,
      );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const e = xmlText(s);
        expect(/[<>"']/.test(e)).toBe(false);
        expect(unescape(e)).toBe(s);
      }),
    );
  });
});
