/**
 * What the tournament-file readers say, in Korean and Japanese (issue 18; src/i18n/fileNotes.ts): driven by the real
 * WOF archive (test/fixtures/wof_results), every line of every file's import summary in ko and ja — the check of the
 * published list, the notes and their grouping frame — holds no run of English words (ids and quoted file text
 * stay as written), and every note's English `message` is its `text("en")` (one source for every language).
 */
import { readFileSync } from "fs";
import { join } from "path";
import fc from "fast-check";
import { readTournamentBytes, readTournamentText, TournamentFileError } from "../../src/formats/load";
import { fileNote, summarizeNotes, type FileNote } from "../../src/formats/notes";
import { decodeBytes } from "../../src/formats/decode";
import { englishRuns } from "../helpers/english";
import { ARCHIVE, archiveFiles, fixture } from "../helpers/fixtures";

jest.setTimeout(300_000);

const ROOT = ARCHIVE;
const FILES = archiveFiles();

describe("the import summary of every archive file in Korean and Japanese", () => {
  const leaks: string[] = [];
  const untabled: string[] = [];
  const codes = new Set<string>();
  let lines = 0;
  beforeAll(() => {
    for (const f of FILES) {
      const bytes = readFileSync(join(ROOT, f));
      for (const locale of ["ko", "ja"] as const) {
        const loaded = readTournamentBytes(bytes, locale);
        for (const line of loaded.summary) {
          lines++;
          const runs = englishRuns(line);
          if (runs.length > 0) leaks.push(`${f} (${locale}): ${line} [${runs.join(" | ")}]`);
        }
        if (locale === "ko")
          for (const n of loaded.notes) {
            codes.add(n.code);
            if (!n.text || n.text("en") !== n.message) untabled.push(`${f}: ${n.code}: ${n.message}`);
          }
      }
    }
  });

  test("no summary line leaks English (the check of the list, every kind of note, the frame)", () => {
    // Not vacuous: thousands of lines, of most kinds of note the reader leaves.
    expect(lines).toBeGreaterThan(3909 * 2 * 2);
    expect(codes.size).toBeGreaterThanOrEqual(25);
    expect(leaks.slice(0, 20)).toEqual([]);
  });

  test("every note comes from the table: its English message is its text in English", () => {
    expect(untabled.slice(0, 20)).toEqual([]);
  });
});

describe("the summary follows the locale", () => {
  const woc = fixture("20101111_WOC_2010.ELO");

  test("a real .ELO: the same lines in English, Korean and Japanese, each in its words", () => {
    const en = readTournamentText(woc).summary;
    const ko = readTournamentText(woc, [], "ko").summary;
    const ja = readTournamentText(woc, [], "ja").summary;
    expect(en[0]).toBe("points: all 64 published scores are reproduced by the games");
    expect(ko[0]).toBe("점수: 공개 점수 64개를 모두 대국으로 재현합니다");
    expect(ja[0]).toBe("得点: 公表得点 64件をすべて対局で再現します");
    expect([ko.length, ja.length]).toEqual([en.length, en.length]);
    const playoff = en.findIndex((l) => l.includes('10 games of "%%Added results" are play-off games'));
    expect(playoff).toBeGreaterThan(0);
    expect(ko[playoff]).toMatch(/^\d+행: "%%Added results"의 대국 10국은\(는\) 플레이오프 대국/);
    expect(ja[playoff]).toMatch(/^\d+行目: "%%Added results" の対局 10局はプレーオフの対局/);
  });

  test("the grouping frame: the first place, how many more and on which lines, in each language", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 30 }), (at) => {
        const notes: FileNote[] = at.map((line) => fileNote(line, "extra-text", "extraText", { text: "xx" }));
        const first = Math.min(...at);
        const more = at.length - 1;
        const [en] = summarizeNotes(notes);
        const [ko] = summarizeNotes(notes, "ko");
        const [ja] = summarizeNotes(notes, "ja");
        expect(en.startsWith(`line ${first}: text after the game ignored: "xx"`)).toBe(true);
        expect(ko.startsWith(`${first}행: 대국 뒤의 글은 무시했습니다: "xx"`)).toBe(true);
        expect(ja.startsWith(`${first}行目: 対局の後の文字は無視しました: "xx"`)).toBe(true);
        if (more === 0) expect([ko.includes("같은 종류"), ja.includes("同じ種類")]).toEqual([false, false]);
        else {
          expect(en).toContain(`(and ${more} more like it: line${more > 1 ? "s" : ""} `);
          expect(ko).toContain(`(같은 종류 ${more.toLocaleString("ko")}건 더, ${more.toLocaleString("ko")}개 행: `);
          expect(ja).toContain(`(同じ種類があと${more.toLocaleString("ja")}件、${more.toLocaleString("ja")}行: `);
        }
        for (const line of [ko, ja]) expect(englishRuns(line)).toEqual([]);
      }),
    );
  });
});

describe("a note's words are made when they are read", () => {
  test("not when the note is made (most notes are never shown); the English once, each language from the same key", () => {
    const made: string[] = [];
    const country = (l: "en" | "ko" | "ja") => (made.push(l), `, ${l}`);
    const note = fileNote(7, "player-columns", "playerColumns", { name: "KIM", country, missing: "" });
    expect(made).toEqual([]);
    expect(note.message).toBe(
      'player line not in the standard form "ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]"; read as name "KIM", en',
    );
    expect([note.message, note.text?.("en")]).toEqual([note.message, note.message]);
    expect(made).toEqual(["en"]);
    expect(note.text?.("ja")).toContain("KIM");
    expect(made).toEqual(["en", "ja"]);
    expect([note.line, note.code]).toEqual([7, "player-columns"]);
  });
});

describe("refusals in every language", () => {
  const refusal = (text: string) => {
    try {
      readTournamentText(text);
    } catch (e) {
      if (e instanceof TournamentFileError) return e;
    }
    throw new Error("not refused");
  };

  test.each([
    ["an empty file", "  \n", /^The file is empty/],
    [
      "an .ELO without game lines",
      "%_% 1, ALPHA, Ann, NED, 2, 76\n%_% 2, BETA, Bob, NED, 0, 52\n",
      /has 2 players but/,
    ],
    ["a JSON that does not parse", '{"players_list": [', /^Not valid JSON/],
    ["an export without Swiss games", '{"players_list": [], "rounds": []}', /^The export has no games/],
  ])("%s: English message, Korean and Japanese text", (_, text, english) => {
    const e = refusal(text);
    expect(e.message).toMatch(english);
    expect(e.text("en")).toBe(e.message);
    for (const l of ["ko", "ja"] as const) {
      expect(e.text(l)).not.toMatch(english);
      expect([l, englishRuns(e.text(l))]).toEqual([l, []]);
    }
  });
});

describe("the decoder's warnings in every language", () => {
  const ascii = (s: string) => [...Buffer.from(s, "latin1")];
  test.each([
    ["a Latin-1 file", Uint8Array.from([...ascii("%_% 1, M"), 0xfc, ...ascii("LLER, Jan, GER, 1, 40\n")])],
    ["UTF-16 without a byte-order mark", new Uint8Array(Buffer.from("%_% 1, A, B, C, 1, 40\n%Round: 1\n", "utf16le"))],
    [
      "UTF-8 with a stray byte",
      Uint8Array.from([...Buffer.from("%_% 1, Dvořák Žižka Čapek, A, CZE, 1, 40\n"), 0xff, ...ascii("\n")]),
    ],
    ["Shift_JIS", new Uint8Array([...ascii("%_% 1, "), 0x8f, 0xbc, 0x90, 0xec, ...ascii(", A, JPN, 1, 40\n")])],
  ])("%s: the English message is text('en'); Korean and Japanese hold no English", (_, bytes) => {
    const warnings = decodeBytes(bytes).warnings;
    expect(warnings.length).toBeGreaterThan(0);
    for (const w of warnings) {
      expect(w.text("en")).toBe(w.message);
      for (const l of ["ko", "ja"] as const) {
        expect(w.text(l)).not.toBe(w.message);
        expect([l, englishRuns(w.text(l))]).toEqual([l, []]);
      }
    }
  });
});

describe("a FlipTheDisc export in every language", () => {
  const players = [1, 2, 3, 4].map((id) => ({ id, surname: `P${id}`, name: "" }));
  const game = (b: number, w: number | null, score: unknown, result: unknown) =>
    w === null ? [{ id: b, score, result }, null] : [{ id: b, score, result }, { id: w }];
  // Every finding of the reader: a loss with more discs, a draw with other discs, discs not a number, none, no
  // result, a pair without its second player.
  const flawed = JSON.stringify({
    info: { name: "Flawed", rounds: 2 },
    players_list: players,
    rounds: [
      { currentRound: 1, pairing: [game(1, 2, 40, 0), game(3, 4, "forty", 2)] },
      { currentRound: 2, pairing: [game(1, 3, 40, 1), game(2, 4, null, 2), game(4, null, 33, 2), game(2, 1, 30, "x")] },
    ],
    standings: players.map((p, i) => ({ player_id: p.id, score: 2 - i / 2, mbq: 0 })),
  });

  test.each([
    ["the real export tournament_579.json", fixture("tournament_579.json")],
    ["an export with every kind of finding", flawed],
  ])("%s: the summary in Korean and Japanese holds no English", (_, text) => {
    const en = readTournamentText(text).summary;
    expect(en.length).toBeGreaterThan(0);
    for (const l of ["ko", "ja"] as const) {
      const said = readTournamentText(text, [], l).summary;
      expect(said).toHaveLength(en.length);
      for (const line of said) expect([l, line, englishRuns(line)]).toEqual([l, line, []]);
    }
  });

  test("the findings are English in `message` and in the summary without a locale", () => {
    const loaded = readTournamentText(flawed);
    expect(loaded.notes.filter((n) => n.code === "ftd").map((n) => n.message)).toEqual([
      "rounds[0].pairing[0] (round 1): round 1, board 1, 1 (Black) 40–24 2 (White), but the result field says Black lost: the result was used (0–1), the discs kept as written.",
      'rounds[0].pairing[1] (round 1): Black\'s disc count "forty" is not a number; the game counts by its result only (adjudicated, no discs).',
      "rounds[1].pairing[0] (round 2): round 2, board 1, 1 (Black) 40–24 3 (White), but the result field says a draw: counted as a draw, 32–32 (the discs 40–24 were not used).",
      "rounds[1].pairing[1] (round 2): no disc count for Black; the game counts by its result only (adjudicated, no discs).",
      'rounds[1].pairing[2] (round 2): not a pair of two players ([{"id":4,"score":33,"result":2},null]); the game was left out.',
      'rounds[1].pairing[3] (round 2): no result ("x"); the game was left out.',
    ]);
  });

  test("a refusal of the reader (discs out of range) in each language", () => {
    const bad = JSON.stringify({
      info: { rounds: 1 },
      players_list: players,
      rounds: [{ currentRound: 1, pairing: [game(1, 2, 70, 2)] }],
    });
    let e: unknown;
    try {
      readTournamentText(bad);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(TournamentFileError);
    const refused = e as TournamentFileError;
    expect(refused.message).toBe("rounds[0].pairing[0] (round 1): Black's discs must be 0..64, got 70.");
    for (const l of ["ko", "ja"] as const) expect([l, englishRuns(refused.text(l))]).toEqual([l, []]);
    expect(refused.text("ja")).toBe("rounds[0].pairing[0](第1回戦): 黒の石数は 0..64 のはずが 70 です。");
  });
});
