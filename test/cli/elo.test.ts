/**
 * The command line on WOF .ELO files: import (the summary, refusals, the carried settings),
 * standings and pair given an .ELO directly (the same loader), and the corpus command. Real events
 * from test/fixtures: WOC 2010 (PAPP, BQ C = 6 order) and the 2010 Antwerp Othello Open (a
 * disc-count column where a bye counts 40 discs).
 */
import { promises as fs, readFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { parseEloFile, writeEloFile } from "../../src/formats/elo";
import { fixturePath } from "../helpers/fixtures";
import { inspectXlsx } from "../helpers/xlsx";

jest.setTimeout(60_000);

const WOC2010 = fixturePath("20101111_WOC_2010.ELO");
const ANTWERP = fixturePath("wof_results/2010/20100410_Antwerp_Othello_Open.ELO");

const cli = runCli;

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-elo-"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});
const exists = (f: string) =>
  fs.access(path.join(tmp, f)).then(
    () => true,
    () => false,
  );

describe("import (honest imports)", () => {
  test("an .ELO cut at a line end (64 players, 3 of 13 rounds) is refused as cut short (exit 2), nothing written", async () => {
    const lines = readFileSync(WOC2010, "latin1").split("\n");
    await fs.writeFile(
      path.join(tmp, "cut.ELO"),
      lines
        .slice(
          0,
          lines.findIndex((l) => l.startsWith("%Round: 4")),
        )
        .join("\n"),
    );
    const r = await cli(["import", "cut.ELO", "--out", "cut.xlsx"], tmp);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toBe(
      "error: cut.ELO: not a WOF results file: it is cut short: player 5537 (line 10) has the published score 10.5, more than the 3 rounds its games fill; send the whole file\n",
    );
    expect(await exists("cut.xlsx")).toBe(false);
  });

  test("a 3-byte file and a player list without games are refused (exit 2) and nothing is written", async () => {
    await fs.writeFile(path.join(tmp, "three.ELO"), "%%\n");
    const three = await cli(["import", "three.ELO", "--out", "three.xlsx"], tmp);
    expect(three.code).toBe(2);
    expect(three.err).toMatch(/^error: three.ELO: not a WOF results file: its one line is not a header line/);
    expect(await exists("three.xlsx")).toBe(false);
    await fs.writeFile(path.join(tmp, "list.ELO"), "%_% 1, ALPHA, Ann, NED, 2, 76\n%_% 2, BETA, Bob, NED, 0, 52\n");
    const list = await cli(["import", "list.ELO", "--out", "list.xlsx"], tmp);
    expect(list.code).toBe(2);
    expect(list.err).toContain("the player list (line 1) has 2 players but holds no game lines");
    expect(await exists("list.xlsx")).toBe(false);
  });

  test("the summary tells what the published list says; the workbook carries its settings, which standings then uses", async () => {
    const r = await cli(["import", ANTWERP, "--out", "antwerp.xlsx"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain("note: points: all 13 published scores are reproduced by the games\n");
    expect(r.err).toContain(
      "note: last column: the disc count (a bye counts 40 discs) reproduces it for all 13 players\n",
    );
    expect(inspectXlsx(path.join(tmp, "antwerp.xlsx")).book.props.keywords).toBe(
      "brightwell: preset=woc tiebreaks=discs byeDiscs=40",
    );
    const s = await cli(["standings", "antwerp.xlsx", "--json"], tmp);
    expect(s.code).toBe(0);
    expect(s.err).toContain("note: standings settings from the file: preset woc, tie-breaks discs, a bye 40 discs");
    const published = parseEloFile(readFileSync(ANTWERP, "latin1"));
    const rows = JSON.parse(s.out) as Array<{ id: string; points: number; discs: number }>;
    expect(rows.map((x) => [x.id, x.points, x.discs])).toEqual(published.players.map((p) => [p.id, p.score, p.discs]));
  });
});

describe("standings and pair take an .ELO file through the same loader", () => {
  test("standings WOC 2010 .ELO: the published (PAPP) order, with the summary on stderr", async () => {
    const r = await cli(["standings", WOC2010, "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain("note: points: all 64 published scores are reproduced by the games\n");
    expect(r.err).toContain("note: last column: the disc count reproduces it for all 64 players\n");
    const rows = JSON.parse(r.out) as Array<{ id: string }>;
    expect(rows.map((x) => x.id)).toEqual(parseEloFile(readFileSync(WOC2010, "latin1")).publishedOrder);
  });

  test("pair the round after the last one of an .ELO file (WOC 2010 after round 5, its list after round 5)", async () => {
    const woc = parseEloFile(readFileSync(WOC2010, "latin1"));
    const r5 = { ...woc.tournament, rounds: 5, games: woc.tournament.games.filter((g) => g.round <= 5) };
    await fs.writeFile(path.join(tmp, "r5.ELO"), writeEloFile(r5, { header: woc.header }));
    const r = await cli(["pair", "r5.ELO", "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain("note: points: all 64 published scores are reproduced by the games\n");
    const pairs = JSON.parse(r.out) as Array<{ black: string; white: string }>;
    expect(pairs).toHaveLength(32);
    expect(new Set(pairs.flatMap((p) => [p.black, p.white])).size).toBe(64);
  });
});

describe("corpus", () => {
  test("counts files read and refused, scores and last-column rules over a folder", async () => {
    const dir = path.join(tmp, "corpus");
    await fs.mkdir(path.join(dir, "2010"), { recursive: true });
    await fs.copyFile(WOC2010, path.join(dir, "2010", "woc.ELO"));
    await fs.copyFile(ANTWERP, path.join(dir, "2010", "antwerp.elo"));
    await fs.writeFile(path.join(dir, "empty.ELO"), "%%Tournament: nothing\n");
    await fs.writeFile(path.join(dir, "notes.txt"), "not an .ELO file");
    const r = await cli(["corpus", "corpus"], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Corpus corpus: 3 files\n");
    expect(r.out).toContain("- files read: 2 of 3 (66.67%); refused: 1\n");
    expect(r.out).toContain("- players whose computed points equal the published score: 77 of 77 (100.00%)\n");
    expect(r.out).toContain("  - discs: 1 event\n  - discs, bye 40: 1 event\n");
    expect(r.out).toContain(
      "- events whose standings give the published order (of those whose last column is reproduced): 2 of 2 (100.00%)\n",
    );
    expect(r.out).toMatch(/Refused files:\n- empty.ELO: Line 1: the file holds no game lines/);
  });

  test("a folder that is missing or holds no .ELO file: exit 2", async () => {
    expect((await cli(["corpus", "no-such-folder"], tmp)).code).toBe(2);
    await fs.mkdir(path.join(tmp, "nothing"), { recursive: true });
    const r = await cli(["corpus", "nothing"], tmp);
    expect([r.code, r.err]).toEqual([2, "error: nothing: no .ELO file in this folder or below it.\n"]);
  });
});
