/**
 * `pair` on a field above the engine's limit (20,000 players died after 82 s with a
 * RangeError and a stack trace): refused at once, exit 2, the limit and what to do on stderr,
 * nothing on stdout, nothing written.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { main } from "../../src/cli/main";
import { MAX_PAIRING_PLAYERS } from "../../src/engine/pairing";
import { RESULTS_TITLES, writeCsv } from "../../src/sheets";

jest.setTimeout(120_000);

const dir = mkdtempSync(join(tmpdir(), "brightwell-scale-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test(`pair refuses a round of more than ${MAX_PAIRING_PLAYERS} players at once, with the limit and the fix`, async () => {
  const n = MAX_PAIRING_PLAYERS + 2; // round 1 played by everyone; round 2 to pair
  const rows: unknown[][] = [[...RESULTS_TITLES]];
  for (let i = 0; i < n; i += 2) rows.push([1, i / 2 + 1, `Player ${i}`, 40, 24, `Player ${i + 1}`, null]);
  writeFileSync(join(dir, "r1.csv"), writeCsv(rows));
  let out = "";
  let err = "";
  const code = await main(["pair", "r1.csv", "--out", "r2.xlsx"], {
    stdout: (s: string) => (out += s),
    stderr: (s: string) => (err += s),
    cwd: dir,
  });
  expect(code).toBe(2);
  expect(out).toBe("");
  expect(err).toContain(`Round 2 has ${n} players to pair`);
  expect(err).toContain(`at most ${MAX_PAIRING_PLAYERS} in one round`);
  expect(err).toContain("Pair the field in sections");
  expect(err).not.toMatch(/\n\s+at /); // no stack trace
  expect(existsSync(join(dir, "r2.xlsx"))).toBe(false);
});
