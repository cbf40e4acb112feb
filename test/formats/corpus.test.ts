/**
 * The whole WOF archive in test/fixtures/wof_results (3,909 real .ELO files, 1977–2026): the reader
 * must read every one of them (none is refused as not a results file, test/formats/notResults.test.ts) and reproduce the published score of ≥ 99% of their players, and every file
 * that reads must come back from writeEloFile with the same games and standings.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { computeStandings } from "../../src/engine/standings";
import type { Tournament } from "../../src/engine/model";
import { corpusEntry, corpusTotals } from "../../src/formats/corpus";
import { parseEloFile, writeEloFile } from "../../src/formats/elo";
import { standingsOptions } from "../../src/formats/eloCheck";
import { readTournamentBytes } from "../../src/formats/load";
import { decodeBytes } from "../../src/formats/decode";
import { ARCHIVE, archiveFiles } from "../helpers/fixtures";

jest.setTimeout(300_000);

const ROOT = ARCHIVE;
const FILES = archiveFiles();
const bytes = new Map(FILES.map((f) => [f, readFileSync(join(ROOT, f))]));

const gamesOf = (t: Tournament) =>
  t.games
    .map((g) => `${g.round}:${g.black}-${g.white}:${g.blackDiscs}-${g.whiteDiscs}:${g.blackPoints}:${g.kind}`)
    .sort();

describe("the WOF archive", () => {
  test("holds the 3,909 files of shared/data, one folder per year 1981–2026", () => {
    expect(FILES).toHaveLength(3909);
    expect(FILES[0]).toBe("1981/19811114_WOC_1981.ELO");
  });

  test("≥ 99% of the files read, and ≥ 99% of their players' computed points equal the published score", () => {
    const totals = corpusTotals(FILES.map((f) => corpusEntry(f, bytes.get(f)!)));
    expect(totals.files).toBe(3909);
    expect(totals.read).toBe(totals.files); // every real file is read: none is taken for a file that is not one
    expect(totals.scored).toBeGreaterThan(40_000);
    expect(totals.pointsMatch / totals.scored).toBeGreaterThanOrEqual(0.99);
  });

  test("read for a rating (byes not rebuilt unless the scores must choose): every file the same games in the same rounds", () => {
    const differ: string[] = [];
    for (const f of FILES) {
      const text = decodeBytes(bytes.get(f)!).text;
      const games = (t: Tournament) => gamesOf({ ...t, games: t.games.filter((g) => g.kind !== "bye") });
      const full = parseEloFile(text);
      const lean = parseEloFile(text, { byes: false });
      if (JSON.stringify(games(lean.tournament)) !== JSON.stringify(games(full.tournament))) differ.push(`${f}: games`);
      if (JSON.stringify(lean.extraGames) !== JSON.stringify(full.extraGames)) differ.push(`${f}: extra games`);
    }
    expect(differ).toEqual([]);
  });

  test("read → write → read gives the same games and standings for every file that reads", () => {
    const failures: string[] = [];
    for (const f of FILES) {
      let loaded;
      try {
        loaded = readTournamentBytes(bytes.get(f)!);
      } catch {
        continue; // refused files are counted above
      }
      const elo = loaded.elo!;
      const back = parseEloFile(writeEloFile(elo.tournament, { header: elo.header, order: elo.publishedOrder }));
      if (JSON.stringify(gamesOf(back.tournament)) !== JSON.stringify(gamesOf(elo.tournament))) {
        failures.push(`${f}: games differ`);
        continue;
      }
      const options = standingsOptions(loaded.settings);
      const rows = (t: Tournament) =>
        computeStandings(t, options).rows.map((r) => [r.id, r.points, r.rankLabel, r.bq, r.discs].join("|"));
      if (JSON.stringify(rows(back.tournament)) !== JSON.stringify(rows(elo.tournament)))
        failures.push(`${f}: standings differ`);
    }
    expect(failures).toEqual([]);
  });
});
