/**
 * The task pane's colour cap: "Strict colour cap" empty = none (WOC preset, PAPP: a
 * penalty only); a number N = nobody ends above |blacks − whites| = N when any pairing avoids it.
 * Pairs the hand-built round of test/fixtures/colour-cap-round.ts on the in-memory workbook through
 * taskpane/flow/, as the pane does.
 */
import { pairInWorkbook, PairOutcome, PairRequest } from "../../taskpane/flow";
import { pairingInputFromSheets, pairingOptionsFrom, tournamentToSheets } from "../../src/sheets";
import { createFakeExcel } from "../fakes/fake-excel";
import { hostOf } from "../helpers/workbooks";
import { colourCapEvent } from "../fixtures/colour-cap-round";

const request: PairRequest = { resultsSheet: "Results", playersSheet: "Players", locale: "en" };

async function pairWith(extra: Partial<PairRequest>): Promise<Extract<PairOutcome, { kind: "written" }>> {
  const s = tournamentToSheets(colourCapEvent());
  const fake = createFakeExcel({ sheets: { Results: s.results, Players: s.players } });
  const out = await pairInWorkbook(hostOf(fake), { ...request, ...extra });
  if (out.kind !== "written") throw new Error(`expected written, got ${out.kind}`);
  return out;
}

const opponent = (o: Extract<PairOutcome, { kind: "written" }>, who: string): string => {
  const l = o.lines.find((x) => x.black === who || x.white === who)!;
  return l.black === who ? String(l.white) : l.black;
};

describe("the pane's colour cap", () => {
  it("passes the cap to the engine only when the director sets one", () => {
    const s = tournamentToSheets(colourCapEvent());
    const input = pairingInputFromSheets({
      results: { values: s.results, sheetName: "Results" },
      players: { values: s.players, sheetName: "Players" },
    });
    expect(pairingOptionsFrom(input, request).settings?.maxColourImbalance).toBeUndefined();
    expect(pairingOptionsFrom(input, { ...request, maxColourImbalance: 2 }).settings?.maxColourImbalance).toBe(2);
  });

  it("empty (default): Ann meets Ben; with 2: both float to the 1-point players", async () => {
    expect(opponent(await pairWith({}), "Ann")).toBe("Ben");
    const capped = await pairWith({ maxColourImbalance: 2 });
    for (const top of ["Ann", "Ben", "Gus", "Hal"])
      expect(["Cho", "Dov", "Eva", "Fay"]).toContain(opponent(capped, top));
  });
});
