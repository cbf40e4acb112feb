/** `rate-card` (docs/rules.md §8.6) in-process on the worked Elo example rated into a real .xlsx. */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { writeWorkbook } from "../helpers/ratingFiles";
import { seedRatings, seedResults } from "../sheets/ratings-helpers";

jest.setTimeout(60_000);

describe("rate-card", () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-card-"));
    await writeWorkbook(tmp, "seed.xlsx", { Results: seedResults(), Ratings: seedRatings() });
    expect(
      (await runCli(["rate", "seed.xlsx", "--date", "2024-05-01", "--event", "Seed 002", "--out", "rated.xlsx"], tmp))
        .code,
    ).toBe(0);
  });
  afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

  test("prints the card's table; --out writes the SVG; a player not on the History is exit 2", async () => {
    const r = await runCli(["rate-card", "rated.xlsx", "--player", "4", "--locale", "ko"], tmp);
    expect(r.out).toBe(
      [
        "레이팅 카드: D",
        "ID 4 · 레이팅 1651 · 레이팅 대국 13국",
        "",
        "날짜        대회      이전  변동  새 레이팅  대국 수",
        "----------  --------  ----  ----  ---------  -------",
        "2024-05-01  Seed 002  1596   +55       1651        6",
        "",
      ].join("\n"),
    );
    const w = await runCli(["rate-card", "rated.xlsx", "--player", "4", "--out", "d.svg"], tmp);
    expect(w.err).toBe("Wrote the rating card of D (1 event) to d.svg.\n");
    expect(await fs.readFile(path.join(tmp, "d.svg"), "utf8")).toContain("<title>Rating card: D</title>");
    const again = await runCli(["rate-card", "rated.xlsx", "--player", "4", "--out", "d.svg"], tmp);
    expect(again.code).toBe(2); // exists: --force to replace
    const none = await runCli(["rate-card", "rated.xlsx", "--player", "99"], tmp);
    expect([none.code, none.err]).toEqual([
      2,
      'error: rated.xlsx: "99" is not on the Rating history (give his ID, or his name when he has no ID).\n',
    ]);
    expect((await runCli(["rate-card", "rated.xlsx"], tmp)).code).toBe(1);
  });
});
