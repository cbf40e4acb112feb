/**
 * The reader says no (src/formats/elo/judge.ts, docs/rules.md §7.3): every file of test/fixtures/not-results/ (made by
 * scripts/not-results.ts) is refused with the reason of its kind, by the loader every host uses and by the rating
 * path, while every one of the 3,909 real files of the archive is read (test/formats/corpus.test.ts).
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import fc from "fast-check";
import { corpusEntry } from "../../src/formats/corpus";
import { decodeBytes } from "../../src/formats/decode";
import { NotResultsError, parseEloFile } from "../../src/formats/elo";
import { readEloEvent } from "../../src/formats/eloEvent";
import { readTournamentBytes, readTournamentText, TournamentFileError } from "../../src/formats/load";
import { notResultsText } from "../../src/i18n/files";
import { LOCALES } from "../../src/i18n/locale";
import type { NotResultsReason } from "../../src/vocabulary";
import { NOT_RESULTS_DIR, notResultsCorpus } from "../../scripts/not-results";
import { fixturePath } from "../helpers/fixtures";

const corpus = notResultsCorpus();

/** What each file of the corpus is, as the reader must say it. */
const EXPECTED: Record<string, NotResultsReason["kind"] | "empty"> = {
  "random-bytes-64.ELO": "binary",
  "random-bytes-4k.ELO": "binary",
  "random-bytes-64k.ELO": "binary",
  "random-bytes-4k.json": "binary",
  "random-text-4k.ELO": "few-games",
  "results-comma.ELO": "table",
  "results-semicolon.ELO": "table",
  "page.ELO": "markup",
  "prose.ELO": "no-lines",
  "object.json": "json",
  "array.ELO": "json",
  "workbook-head.ELO": "binary",
  "empty.ELO": "empty",
  "few-games.ELO": "few-games",
  "cut-mid-line.ELO": "cut-mid-line",
  "cut-at-line-end.ELO": "cut-short",
  "cut-last-line.ELO": "cut-mid-line",
  "doubled.ELO": "doubled",
  "two-files.ELO": "doubled",
};

function refusal(bytes: Uint8Array): TournamentFileError {
  try {
    readTournamentBytes(bytes);
  } catch (e) {
    if (e instanceof TournamentFileError) return e;
    throw e;
  }
  throw new Error("read as a tournament");
}

describe("test/fixtures/not-results: every file is refused, with the reason of its kind", () => {
  test("the committed files are what scripts/not-results.ts makes (seeded: the same bytes every run)", () => {
    expect(readdirSync(NOT_RESULTS_DIR).sort()).toEqual([...corpus.keys()].sort());
    for (const [name, bytes] of corpus)
      expect([name, Buffer.compare(readFileSync(join(NOT_RESULTS_DIR, name)), Buffer.from(bytes))]).toEqual([name, 0]);
    expect(Object.keys(EXPECTED).sort()).toEqual([...corpus.keys()].sort());
  });

  test.each([...corpus.keys()])("%s", (name) => {
    const bytes = readFileSync(join(NOT_RESULTS_DIR, name));
    const e = refusal(bytes);
    expect(e.reason?.kind ?? "empty").toBe(EXPECTED[name]);
    if (e.reason) expect(e.message).toBe(notResultsText(e.reason, "en"));
    // The corpus command counts it as refused, not read.
    expect(corpusEntry(name, bytes).refused).toBe(e.message);
    // The rating path (rate-history) refuses it too, for the same reason.
    if (e.reason) {
      const text = decodeBytes(bytes).text;
      expect(() => readEloEvent(text, `20240101_${name}`)).toThrow(NotResultsError);
      try {
        readEloEvent(text, `20240101_${name}`);
      } catch (x) {
        expect((x as NotResultsError).reason).toEqual(e.reason);
      }
    }
  });

  test("the reasons, worked by hand on the corpus: lines and values named", () => {
    const reason = (name: string) => refusal(readFileSync(join(NOT_RESULTS_DIR, name))).reason;
    // 64 seeded random bytes: the reason names a control character and the line that holds it.
    const bin = reason("random-bytes-64.ELO") as Extract<NotResultsReason, { kind: "binary" }>;
    const text = decodeBytes(readFileSync(join(NOT_RESULTS_DIR, "random-bytes-64.ELO"))).text;
    expect(bin.code).toBeLessThan(0xa0);
    expect(text.split("\n")[bin.line - 1]).toContain(String.fromCharCode(bin.code));
    expect(reason("doubled.ELO")).toEqual({
      kind: "doubled",
      what: "header",
      line: 107,
      first: 1,
      text: "%%Tournament:",
    });
    // Moscow 2010: its winner 320000 (line 7) scored 6.5 in 7 rounds; cut after round 3.
    expect(reason("cut-at-line-end.ELO")).toEqual({
      kind: "cut-short",
      player: "320000",
      score: 6.5,
      rounds: 3,
      line: 7,
    });
    expect(reason("few-games.ELO")).toMatchObject({ kind: "few-games", games: 2, others: 6, line: 30 });
    expect(reason("page.ELO")).toEqual({ kind: "markup", line: 1, text: "<!DOCTYPE html>" });
  });

  test("the English verb agrees with the number of game lines (1 is, 2 are)", () => {
    const few = (games: number) =>
      notResultsText({ kind: "few-games", games, others: 102, line: 3, text: "Round 1" }, "en");
    expect(few(1)).toMatch(/: only 1 of its 103 lines outside comments is a game line \(/);
    expect(few(2)).toMatch(/: only 2 of its 104 lines outside comments are game lines \(/);
  });

  test("each reason is one sentence in English, Korean and Japanese", () => {
    for (const name of corpus.keys()) {
      const r = refusal(readFileSync(join(NOT_RESULTS_DIR, name))).reason;
      if (!r) continue;
      for (const locale of LOCALES) {
        const t = notResultsText(r, locale);
        expect(t.length).toBeGreaterThan(20);
        expect(t).not.toMatch(/\{|\}|undefined/);
        expect(t).not.toMatch(/[.。!?]\s+\p{Lu}|。/u);
      }
    }
  });
});

describe("the rules, one by one, on small files worked by hand", () => {
  const LIST = ["%_% 1, ALPHA, Ann, NED, 1, 40", "%_% 2, BETA, Bob, NED, 0, 24"];
  const reasonOf = (text: string) => {
    try {
      parseEloFile(text);
    } catch (e) {
      if (e instanceof NotResultsError) return e.reason;
      throw e;
    }
    return null;
  };

  test("a control character (but tab, form feed, vertical tab, a trailing ^Z) is binary data", () => {
    expect(reasonOf([...LIST, "%Round: 1", "1 (40)>(24)\u0001 2"].join("\n"))).toEqual({
      kind: "binary",
      line: 4,
      code: 1,
    });
    expect(reasonOf([...LIST, "%Round: 1", "1\t(40)>(24)\t2\f", "\u000b"].join("\n") + "\n\u001a")).toBeNull();
    expect(reasonOf([...LIST, "%Round: 1", "1 (40)>(24) 2", "\u001a", "%x"].join("\n"))).toMatchObject({
      kind: "binary",
    });
  });

  test("game lines must outnumber the other lines outside comments; ids must be WOF ids or listed ones", () => {
    // One stray line among two games: read (noted).
    const one = parseEloFile(
      [...LIST, "%Round: 1", "1 (40)>(24) 2", "note this", "%Round: 2", "2 (32)=(32) 1"].join("\n"),
    );
    expect(one.notes.filter((n) => n.code === "not-a-game").map((n) => n.line)).toEqual([5]);
    // As many stray lines as games: refused, naming the first.
    expect(
      reasonOf([...LIST, "%Round: 1", "1 (40)>(24) 2", "note this", "and this", "2 (32)=(32) 1"].join("\n")),
    ).toEqual({
      kind: "few-games",
      games: 2,
      others: 2,
      line: 5,
      text: "note this",
    });
    // Ids that are neither numbers nor listed make a game line no game line: "US$ > &" is junk, "A > B" too.
    expect(reasonOf(["%Round: 1", "US$ > &", "A (40)>(24) B"].join("\n"))).toMatchObject({
      kind: "few-games",
      games: 0,
      others: 2,
      line: 2,
    });
    // Listed ids that are not numbers are the file's own (a Players sheet's ids written by export-elo): read.
    expect(
      parseEloFile(
        ["%_% A, ALPHA, Ann, NED, 1, 40", "%_% B, BETA, Bob, NED, 0, 24", "%Round: 1", "A (40)>(24) B"].join("\n"),
      ).tournament.games,
    ).toHaveLength(1);
  });

  test("a header key again, or a player line, after the games: two files in one", () => {
    const event = ["%%Tournament: Club", ...LIST, "%Round: 1", "1 (40)>(24) 2"];
    expect(reasonOf([...event, ...event].join("\n"))).toEqual({
      kind: "doubled",
      what: "header",
      line: 6,
      first: 1,
      text: "%%Tournament:",
    });
    expect(reasonOf([...event, LIST[0]].join("\n"))).toEqual({
      kind: "doubled",
      what: "players",
      line: 6,
      first: 2,
      text: "",
    });
  });

  test("a last line cut inside its discs, without a line end: cut; the same line ended, or a whole game, is read", () => {
    const head = [...LIST, "%Round: 1"];
    expect(reasonOf([...head, "1 (4"].join("\n"))).toEqual({ kind: "cut-mid-line", line: 4, text: "1 (4" });
    expect(reasonOf([...head, "1 (40)>(24) 2", "1 (4"].join("\n") + "\n")).toMatchObject({ kind: "few-games" });
    expect(reasonOf([...head, "1 (40)>(24) 2"].join("\n"))).toBeNull();
  });

  test("a published score above the rounds (plus the player's play-off games) is a file cut short", () => {
    const list = ["%_% 1, ALPHA, Ann, NED, 2, 80", "%_% 2, BETA, Bob, NED, 0, 48"];
    expect(reasonOf([...list, "%Round: 1", "1 (40)>(24) 2"].join("\n"))).toEqual({
      kind: "cut-short",
      player: "1",
      score: 2,
      rounds: 1,
      line: 1,
    });
    // The second point from a play-off game (not counted in the Swiss standings): the score is within reach.
    const po = parseEloFile([...list, "%Round: 1", "1 (40)>(24) 2", "%Round PO", "1 (40)>(24) 2"].join("\n"));
    expect(po.tournament.games.filter((g) => g.round > 0)).toHaveLength(2);
  });

  test("pasted text goes through the same judgement", () => {
    expect(() => readTournamentText("<html><body>results</body></html>")).toThrow(TournamentFileError);
    expect(() => readTournamentText("Round,Black,Black discs,White discs,White\n1,A,40,24,B\n")).toThrow(
      /it is a table of values \(CSV, line 1/,
    );
  });
});

describe("properties: what real files become when damaged", () => {
  const REAL = [
    "2010/20100306_MOSCOW.ELO",
    "2014/20140906_CH_England.ELO",
    "2012/20120114_EGP_Roma.ELO",
    "2024/20241003_1_Korea_Amateur.ELO",
  ].map((f) => decodeBytes(readFileSync(fixturePath("wof_results", f))).text);

  test("each real file is read as it is", () => {
    for (const t of REAL) expect(parseEloFile(t).tournament.games.length).toBeGreaterThan(0);
  });

  test("a control character anywhere makes it binary data", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.nat(), fc.integer({ min: 0, max: 8 }), (t, at, code) => {
        const k = at % t.length;
        const damaged = t.slice(0, k) + String.fromCharCode(code) + t.slice(k);
        expect(() => parseEloFile(damaged)).toThrow(NotResultsError);
      }),
      { numRuns: 60 },
    );
  });

  test("a file followed by any real file (itself or another) is two files in one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.constantFrom(...REAL), (a, b) => {
        expect(() => parseEloFile(`${a}\n${b}`)).toThrow(/it holds two files/);
      }),
    );
  });

  test("a file cut inside the discs of any game line is cut short", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL), fc.nat(), (t, pick) => {
        const lines = t.split(/\r\n|\r|\n/);
        const games = lines.map((l, i) => i).filter((i) => /^\s*\+?\d+\s*\(\d/.test(lines[i]));
        const k = games[pick % games.length];
        const cut = [...lines.slice(0, k), lines[k].slice(0, lines[k].indexOf("(") + 2)].join("\n");
        expect(() => parseEloFile(cut)).toThrow(NotResultsError);
      }),
      { numRuns: 60 },
    );
  });
});
