/**
 * The one way tests read their real inputs: the files under test/fixtures (WOF .ELO files, FlipTheDisc exports,
 * a sample of the WOF results archive in wof_results/, hand-made rounds). Read as UTF-8 unless a test says
 * otherwise (an .ELO file is Latin-1 when its names are).
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import type { Tournament } from "../../src/engine";
import { parseEloFile } from "../../src/formats/elo";
import { parseFtdJson } from "../../src/formats/flipTheDisc";

/** test/fixtures, for tests that hand the command line a path. */
export const FIXTURES = join(__dirname, "..", "fixtures");

/** A path under test/fixtures, e.g. fixturePath("wof_results", "2010", "….ELO"). */
export const fixturePath = (...parts: string[]): string => join(FIXTURES, ...parts);

/** The WOF results archive's folder (test/fixtures/wof_results: one folder per year). */
export const ARCHIVE = fixturePath("wof_results");

/** Every file of the archive as "YEAR/FILE", years and files in name order. */
export function archiveFiles(): string[] {
  return readdirSync(ARCHIVE)
    .sort()
    .flatMap((year) =>
      readdirSync(join(ARCHIVE, year))
        .sort()
        .map((f) => `${year}/${f}`),
    );
}

/** A fixture's text. */
export function fixture(name: string, encoding: BufferEncoding = "utf8"): string {
  return readFileSync(fixturePath(name), encoding);
}

/** A FlipTheDisc export (tournament_559.json: Marche-en-Famenne, tournament_579.json, …), parsed. */
export function ftdFixture(name: string) {
  return parseFtdJson(fixture(name));
}

/** The tournament of a WOF .ELO fixture (e.g. the 2014 World Championship, 20141106_WOC_2014.ELO). */
export function eloTournament(name: string, encoding: BufferEncoding = "utf8"): Tournament {
  return parseEloFile(fixture(name, encoding)).tournament;
}
