import { standingsFunction } from "../../src/functions/functions";
import { parseFtdJson } from "../../src/formats/flipTheDisc";
import { tournamentToSheets } from "../../src/sheets/standings/export";
import { fixture } from "../helpers/fixtures";

/** OTHELLO.STANDINGS as Excel calls it: the results range as a 2-D array plus the invocation's addresses. */
const at = (address: string) =>
  ({ parameterAddresses: [address, "", "", "", ""] }) as unknown as CustomFunctions.Invocation;

describe("OTHELLO.STANDINGS on a real event (FlipTheDisc, 125th Dutch Open, a bye every round)", () => {
  const ftd = parseFtdJson(fixture("tournament_579.json"));
  // The Results sheet without a Players sheet: games name players by name.
  const { results } = tournamentToSheets(ftd.tournament);

  test("spills the published order, scores and integer mbq with preset ftd", () => {
    const table = standingsFunction(results as unknown[][], "ftd", null, null, null, at("Results!A1:H200"));
    const header = table[0] as string[];
    const col = (title: RegExp) => header.findIndex((h) => title.test(String(h)));
    const [iName, iPoints, iBq] = [col(/^Player$/), col(/^Points$/), col(/^BQ$/)];
    expect([iName, iPoints, iBq].every((i) => i >= 0)).toBe(true);
    const nameOf = new Map(ftd.tournament.players.map((p) => [p.id, p.name]));
    const body = table.slice(1);
    expect(body).toHaveLength(ftd.published.length);
    body.forEach((row, i) => {
      const pub = ftd.published[i];
      expect([row[iName], row[iPoints], Math.round(row[iBq] as number)]).toEqual([
        nameOf.get(pub.id),
        pub.score,
        pub.mbq,
      ]);
    });
  });

  test("a bad cell gives #VALUE! naming the sheet and cell, found through the argument's address", () => {
    const bad = results.map((r) => [...r]);
    const discsCol = (bad[0] as string[]).findIndex((h) => /Black discs/i.test(h));
    bad[3][discsCol] = "forty";
    try {
      standingsFunction(bad, null, null, null, null, at("'Round robin'!B2:I200"));
      throw new Error("expected an error");
    } catch (e) {
      const err = e as { code: string; message: string };
      expect(err.code).toBe("#VALUE!");
      const column = String.fromCharCode("B".charCodeAt(0) + discsCol);
      expect(err.message).toContain(`'Round robin'!${column}5`);
    }
  });

  test("bad preset or constant", () => {
    expect(() => standingsFunction(results as unknown[][], "fide", null, null, null, at("Results!A1:H200"))).toThrow(
      /preset must be one of "woc", "ftd"/,
    );
    expect(() => standingsFunction(results as unknown[][], null, "big", null, null, at("Results!A1:H200"))).toThrow(
      /constant must be a number, "exact" or "even"/,
    );
  });

  test('the constant is read as the Tournament sheet\'s cell is: text "6" is 6, EXACT is exact, a negative number is refused', () => {
    const run = (constant: unknown) =>
      standingsFunction(results as unknown[][], "woc", constant, null, null, at("Results!A1:H200"));
    expect(run("6")).toEqual(run(6));
    expect(run([["6,5"]])).toEqual(run(6.5));
    expect(run("EXACT")).toEqual(run("exact"));
    // The winner (282 discs, opponents 30 points, 7 rounds): BQ = 282 + 30 × 64/7 with C exact, unrounded under woc.
    const table = run("EXACT");
    const header = table[0] as string[];
    const winner = standingsFunction(results as unknown[][], "ftd", null, null, null, at("Results!A1:H200"))[1][
      header.indexOf("Player")
    ];
    const row = table.find((r) => r[header.indexOf("Player")] === winner)!;
    expect(row[header.indexOf("BQ")]).toBeCloseTo(282 + (30 * 64) / 7, 9);
    expect(() => run(-1)).toThrow("constant must be 0 or more, got -1.");
    expect(() => run("1e1")).toThrow('constant must be a number, "exact" or "even", got "1e1".');
  });

  test("the constant override changes BQ linearly: C = 0 gives the disc total", () => {
    const table = standingsFunction(results as unknown[][], "woc", 0, null, null, at("Results!A1:H200"));
    const header = table[0] as string[];
    const iBq = header.indexOf("BQ");
    const iDiscs = header.indexOf("Discs");
    expect([iBq, iDiscs].every((i) => i >= 0)).toBe(true);
    for (const row of table.slice(1)) expect(row[iBq]).toBe(row[iDiscs]);
  });

  test("rounds: the planned number of rounds sets C = 64/rounds (the winner: 282 discs, opponents 30 points)", () => {
    const col = (table: unknown[][], title: string) => (table[0] as string[]).indexOf(title);
    const seven = standingsFunction(results as unknown[][], "ftd", null, 7, null, at("Results!A1:H200"));
    const eight = standingsFunction(results as unknown[][], "ftd", null, 8, null, at("Results!A1:H200"));
    expect(seven[1][col(seven, "BQ")]).toBe(556); // 282 + 30 × 64/7 = 556.29, published as an integer
    expect(eight[1][col(eight, "BQ")]).toBe(282 + 30 * 8);
    expect(() => standingsFunction(results as unknown[][], "ftd", null, 0, null, at("Results!A1:H200"))).toThrow(
      /rounds must be a whole number of 1 or more/,
    );
  });

  test('language gives the header row in Korean or Japanese; "preset" as the constant means the preset\'s own', () => {
    expect(
      standingsFunction(results as unknown[][], "koa", "preset", null, "ko", at("Results!A1:H200"))[0].slice(0, 4),
    ).toEqual(["순위", "선수", "국가", "승점"]);
    expect(standingsFunction(results as unknown[][], "joa", null, null, "JA", at("Results!A1:H200"))[0][0]).toBe(
      "順位",
    );
    expect(standingsFunction(results as unknown[][], "ftd", "preset", null, null, at("Results!A1:H200"))).toEqual(
      standingsFunction(results as unknown[][], "ftd", null, null, null, at("Results!A1:H200")),
    );
    expect(() => standingsFunction(results as unknown[][], null, null, null, "fr", at("Results!A1:H200"))).toThrow(
      /language must be "en", "ko" or "ja"/,
    );
  });

  test("a round paired but without results yet is left out (it still counts among the planned rounds, N = 8)", () => {
    const paired = [...(results as unknown[][]), [8, 1, "Someone", null, null, "Someone else", null]];
    const header = results[0] as string[];
    const row = header.map((h) =>
      /^Round$/.test(h)
        ? 8
        : /^Black$/.test(h)
          ? ftd.tournament.players[0].name
          : /^White$/.test(h)
            ? ftd.tournament.players[1].name
            : null,
    );
    paired[paired.length - 1] = row;
    expect(standingsFunction(paired, "ftd", null, null, null, at("Results!A1:H200"))).toEqual(
      standingsFunction(results as unknown[][], "ftd", null, 8, null, at("Results!A1:H200")),
    );
  });
});
