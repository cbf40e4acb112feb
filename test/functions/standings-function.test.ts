import fs from "fs";
import path from "path";
import { standingsFunction } from "../../src/functions/functions";
import { parseFtdJson } from "../../src/formats/flipTheDisc";
import { tournamentToSheets } from "../../src/sheets/export";

/** OTHELLO.STANDINGS as Excel calls it: the results range as a 2-D array plus the invocation's addresses. */
const fixture = (name: string) => fs.readFileSync(path.resolve(__dirname, "../fixtures", name), "utf8");
const at = (address: string) => ({ parameterAddresses: [address, "", ""] }) as unknown as CustomFunctions.Invocation;

describe("OTHELLO.STANDINGS on a real event (FlipTheDisc, 125th Dutch Open, a bye every round)", () => {
  const ftd = parseFtdJson(fixture("tournament_579.json"));
  // The Results sheet without a Players sheet: games name players by name.
  const { results } = tournamentToSheets(ftd.tournament);

  test("spills the published order, scores and integer mbq with preset ftd", () => {
    const table = standingsFunction(results as unknown[][], "ftd", null, at("Results!A1:H200"));
    const header = table[0] as string[];
    const col = (title: RegExp) => header.findIndex((h) => title.test(String(h)));
    const [iName, iPoints, iBq] = [col(/^Player$/), col(/^Points$/), col(/^BQ$/)];
    expect([iName, iPoints, iBq].every((i) => i >= 0)).toBe(true);
    const nameOf = new Map(ftd.tournament.players.map((p) => [p.id, p.name]));
    const body = table.slice(1);
    expect(body).toHaveLength(ftd.published.length);
    body.forEach((row, i) => {
      const pub = ftd.published[i];
      expect([row[iName], row[iPoints], Math.round(row[iBq] as number)]).toEqual([nameOf.get(pub.id), pub.score, pub.mbq]);
    });
  });

  test("a bad cell gives #VALUE! naming the sheet and cell, found through the argument's address", () => {
    const bad = results.map((r) => [...r]);
    const discsCol = (bad[0] as string[]).findIndex((h) => /Black discs/i.test(h));
    bad[3][discsCol] = "forty";
    try {
      standingsFunction(bad, null, null, at("'Round robin'!B2:I200"));
      throw new Error("expected an error");
    } catch (e) {
      const err = e as { code: string; message: string };
      expect(err.code).toBe("#VALUE!");
      const column = String.fromCharCode("B".charCodeAt(0) + discsCol);
      expect(err.message).toContain(`'Round robin'!${column}5`);
    }
  });

  test("bad preset or constant", () => {
    expect(() => standingsFunction(results as unknown[][], "fide", null, at("Results!A1:H200"))).toThrow(/preset must be one of "woc", "ftd"/);
    expect(() => standingsFunction(results as unknown[][], null, "big", at("Results!A1:H200"))).toThrow(/constant must be a number, "exact" or "even"/);
  });

  test("the constant override changes BQ linearly: C = 0 gives the disc total", () => {
    const table = standingsFunction(results as unknown[][], "woc", 0, at("Results!A1:H200"));
    const header = table[0] as string[];
    const iBq = header.indexOf("BQ");
    const iDiscs = header.indexOf("Discs");
    expect([iBq, iDiscs].every((i) => i >= 0)).toBe(true);
    for (const row of table.slice(1)) expect(row[iBq]).toBe(row[iDiscs]);
  });
});
