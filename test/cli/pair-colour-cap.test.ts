/**
 * `pair --max-colour-imbalance N`: the strict colour cap as a command-line setting, off by
 * default (WOC preset, PAPP: the imbalance is only a penalty). The hand-built round of
 * test/fixtures/colour-cap-round.ts: without the flag Ann and Ben (both +2, alone on 2 points) meet
 * and one of them ends at 3; with --max-colour-imbalance 2 they both float down instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { runCli } from "../helpers/cli";
import { tournamentToSheets, writeCsv } from "../../src/sheets";
import { colourCapEvent } from "../fixtures/colour-cap-round";

jest.setTimeout(60_000);

const dir = mkdtempSync(join(tmpdir(), "brightwell-cap-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, "r2.csv"), writeCsv(tournamentToSheets(colourCapEvent()).results));

const run = (...argv: string[]) => runCli(argv, dir);

const opponents = (out: string, who: string): string => {
  const rows = JSON.parse(out) as { black: string; white: string }[];
  const row = rows.find((r) => r.black === who || r.white === who)!;
  return row.black === who ? row.white : row.black;
};

describe("pair --max-colour-imbalance", () => {
  it("without the flag (WOC preset): Ann meets Ben, one of them ends at |b−w| = 3", async () => {
    const r = await run("pair", "r2.csv", "--json");
    expect(r.code).toBe(0);
    expect(opponents(r.out, "Ann")).toBe("Ben");
    expect(opponents(r.out, "Gus")).toBe("Hal");
  });

  it("--max-colour-imbalance 2: Ann and Ben float to the 1-point players instead", async () => {
    const r = await run("pair", "r2.csv", "--json", "--max-colour-imbalance", "2");
    expect(r.code).toBe(0);
    for (const top of ["Ann", "Ben", "Gus", "Hal"])
      expect(["Cho", "Dov", "Eva", "Fay"]).toContain(opponents(r.out, top));
    // the readable form names the floats
    const table = await run("pair", "r2.csv", "--max-colour-imbalance=2");
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/floats up/);
  });

  it.each(["0", "-1", "2.5", "two", ""])(
    "a wrong value %p is a usage error (exit 1) that names the flag",
    async (v) => {
      const r = await run("pair", "r2.csv", "--max-colour-imbalance", v);
      expect(r.code).toBe(1);
      expect(r.err).toContain("--max-colour-imbalance must be a whole number from 1 to 999");
      expect(r.out).toBe("");
    },
  );

  it("is listed in pair --help", async () => {
    const r = await run("pair", "--help");
    expect(r.out).toContain("--max-colour-imbalance N");
  });
});
