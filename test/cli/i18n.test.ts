/**
 * The command line in three languages: the tables are complete (every key, every option's help, the same
 * placeholders in every language), the Korean and Japanese help says how the language is chosen and leaks no English
 * sentence, and the main error paths of the commands done so far (usage errors, the file guard, the loader,
 * `standings`, `pair`, `rate`, `rate-history` with its list options and events file, `import`, `export-elo`, `corpus` and its report, `rate-list`, `rate-card`, `rate-import`) say everything in the chosen language: a table of cases run with --locale en, ko and ja on real
 * events (WOC 2010's games as a CSV results sheet, the Dutch Open sample workbook).
 */
import { promises as fs } from "fs";
import * as os from "os";
import * as path from "path";
import { COMMANDS } from "../../src/cli/registry";
import { commandHelp, generalHelp, internalErrorText } from "../../src/cli/main";
import { CLI_MESSAGES } from "../../src/i18n/cli";
import { CLI_HELP, DETAILS_IN_ENGLISH } from "../../src/i18n/cliHelp";
import { CLI_STANDINGS_MESSAGES } from "../../src/i18n/cliStandings";
import { CLI_PAIR_MESSAGES } from "../../src/i18n/cliPair";
import { CLI_RATINGS_MESSAGES } from "../../src/i18n/cliRatings";
import { CLI_EXCHANGE_MESSAGES } from "../../src/i18n/cliExchange";
import { CLI_LISTS_MESSAGES } from "../../src/i18n/cliLists";
import { CORPUS_MESSAGES } from "../../src/i18n/corpus";
import { FILE_NOTE_MESSAGES } from "../../src/i18n/fileNotes";
import type { MessageTable } from "../../src/i18n/cli";
import { messageArguments } from "../../src/i18n/plural";
import { tournamentToSheets, writeCsv } from "../../src/sheets";
import { eloTournament, fixturePath } from "../helpers/fixtures";
import { runCli } from "../helpers/cli";
import { englishRuns } from "../helpers/english";

jest.setTimeout(60_000);
const ROOT = path.resolve(__dirname, "../..");
const TRANSLATED = ["ko", "ja"] as const;

describe("the tables", () => {
  const tables: [string, MessageTable<string>][] = [
    ["cli", CLI_MESSAGES],
    ["cliStandings", CLI_STANDINGS_MESSAGES],
    ["cliPair", CLI_PAIR_MESSAGES],
    ["cliRatings", CLI_RATINGS_MESSAGES],
    ["cliExchange", CLI_EXCHANGE_MESSAGES],
    ["cliLists", CLI_LISTS_MESSAGES],
    ["corpus", CORPUS_MESSAGES],
    ["fileNotes", FILE_NOTE_MESSAGES],
  ];
  test.each(tables)("%s: every key in every language, with the same placeholders", (_, table) => {
    for (const key of Object.keys(table.en)) {
      for (const l of TRANSLATED) {
        expect([key, messageArguments(table[l][key])]).toEqual([key, messageArguments(table.en[key])]);
      }
    }
  });

  test("every command's summary and every option's description exist in Korean and Japanese", () => {
    for (const l of TRANSLATED) {
      for (const c of COMMANDS) {
        const texts = CLI_HELP[l][c.name];
        expect([c.name, typeof texts?.summary]).toEqual([c.name, "string"]);
        for (const o of c.options) {
          const text = texts.options[o.name];
          expect([c.name, o.name, typeof text]).toEqual([c.name, o.name, "string"]);
          // Its placeholders are the ones the option fills.
          expect([o.name, messageArguments(text)]).toEqual([o.name, Object.keys(o.helpParams ?? {}).sort()]);
        }
      }
    }
  });
});

describe("--help in Korean and Japanese", () => {
  /** The help up to the closing notes that stay in English (said so by a translated line). */
  const translatedPart = (help: string, l: "ko" | "ja") => help.split(DETAILS_IN_ENGLISH[l])[0];
  const KEEP = ["npm run cli", "FlipTheDisc JSON", "Brightwell Quotient"];

  test.each(TRANSLATED)("%s: the general help and every command's help say how the language is chosen", (l) => {
    const helps = [generalHelp(l), ...COMMANDS.map((c) => translatedPart(commandHelp(c, l), l))];
    for (const h of helps) {
      expect(h).toContain("LC_ALL, LC_MESSAGES, LANG".replace(/, /g, l === "ja" ? "、" : ", "));
      expect(h).toContain("Brightwell_Language");
      expect(englishRuns(h, KEEP)).toEqual([]);
    }
    // Every command takes --locale and --help, described in the language.
    for (const c of COMMANDS) expect(commandHelp(c, l)).toMatch(/--locale en\|ko\|ja/);
  });

  test("English help is unchanged in substance and names the rule too", () => {
    expect(generalHelp("en")).toMatch(/else the workbook's language \(its Brightwell_Language setting\)/);
    expect(commandHelp(COMMANDS[0], "en")).toMatch(/--locale en\|ko\|ja +Language of messages/);
  });

  test("`help pair --locale ja` and `pair --help` with LANG=ko print the translated help", async () => {
    const ja = await runCli(["help", "pair", "--locale", "ja"], ROOT);
    expect(ja.out).toContain(CLI_HELP.ja.pair.summary);
    const ko = await runCli(["pair", "--help"], ROOT, { LANG: "ko_KR.UTF-8" });
    expect(ko.out).toContain(CLI_HELP.ko.pair.summary);
  });
});

describe("error paths in every language", () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-i18n-"));
    const sheets = tournamentToSheets(eloTournament("20101111_WOC_2010.ELO"));
    await fs.writeFile(path.join(tmp, "woc.csv"), writeCsv(sheets.results));
    await fs.writeFile(path.join(tmp, "exists.xlsx"), "not replaced");
    await fs.writeFile(path.join(tmp, "broken.csv"), 'Round,Black,Black discs,White discs,White\n1,"Ann,40,24,Bob\n');
    await fs.writeFile(path.join(tmp, "notes.pdf"), "%PDF-1.4");
    await fs.writeFile(path.join(tmp, "x.ELO"), "\u0000\u0001binary");
    await fs.writeFile(path.join(tmp, "blank.ELO"), "\n  \n");
    const latin = "Round,Black,Black discs,White discs,White\n1,M\u00fcller,40,24,Bob\n2,Bob,30,34,M\u00fcller\n";
    await fs.writeFile(path.join(tmp, "latin.csv"), Buffer.from(latin, "latin1"));
    await fs.writeFile(path.join(tmp, "list.ELO"), "%_% 1, ALPHA, Ann, NED, 2, 76\n%_% 2, BETA, Bob, NED, 0, 52\n");
  });
  afterAll(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  /** A case: the command line, the exit code, and what the English message says (so the case tests the path). */
  const CASES: [string, string[], number, RegExp][] = [
    ["unknown command", ["standingz"], 1, /Unknown command "standingz"/],
    ["unknown option", ["standings", "woc.csv", "--colour"], 1, /Unknown option --colour/],
    ["option without its value", ["standings", "woc.csv", "--round"], 1, /needs a value \(R\)/],
    ["flag that takes no value", ["standings", "woc.csv", "--json=1"], 1, /takes no value/],
    ["no results file", ["standings"], 1, /Give the results file/],
    ["two results files", ["standings", "woc.csv", "woc.csv"], 1, /Give one results file, got 2/],
    ["--preset", ["standings", "woc.csv", "--preset", "fide"], 1, /--preset must be one of/],
    ["--constant", ["standings", "woc.csv", "--constant", "0x10"], 1, /--constant must be a decimal/],
    ["--tiebreaks", ["standings", "woc.csv", "--tiebreaks", "bq,coin"], 1, /Unknown tie-break "coin"/],
    ["--disc-sum", ["standings", "woc.csv", "--disc-sum", "maybe"], 1, /--disc-sum must be warn or error/],
    ["--round", ["standings", "woc.csv", "--round", "0"], 1, /whole number of 1 or more/],
    ["--out not .xlsx", ["standings", "woc.csv", "--out", "s.csv"], 1, /must name an \.xlsx file/],
    ["missing file", ["standings", "nosuch.csv"], 2, /cannot read the file \(no such file\)/],
    ["unsupported type", ["standings", "notes.pdf"], 2, /unsupported file type "\.pdf"/],
    ["not a results file", ["standings", "x.ELO"], 2, /not a WOF results file: it is binary data/],
    ["quote never closed", ["standings", "broken.csv"], 2, /is never closed/],
    ["round beyond the results", ["standings", "woc.csv", "--round", "20"], 2, /games up to round 13 only/],
    ["the sheet written", ["standings", "woc.csv", "--out", "woc.xlsx"], 0, /Wrote sheet "Standings"/],
    ["--out exists", ["standings", "woc.csv", "--out", "exists.xlsx"], 2, /add --force to replace it/],
    ["--out in a missing folder", ["standings", "woc.csv", "--out", "no/s.xlsx"], 2, /the folder .* does not exist/],
    ["--out a folder", ["standings", "woc.csv", "--out", "d.xlsx"], 2, /is a folder/],
    ["pair: --first-round", ["pair", "woc.csv", "--first-round", "best"], 1, /--first-round must be rating or random/],
    ["pair: --seed", ["pair", "woc.csv", "--seed", "x"], 1, /whole number from 0 to 4294967295/],
    ["pair: --same-country-penalty", ["pair", "woc.csv", "--same-country-penalty", "-2"], 1, /decimal number of 0/],
    ["pair: --slips without --out", ["pair", "woc.csv", "--slips"], 1, /--slips writes a sheet/],
    ["pair: rows of later rounds", ["pair", "woc.csv", "--round", "3"], 2, /11 errors: nothing paired/],
    ["pair: the round written", ["pair", "woc.csv", "--out", "woc.xlsx"], 0, /Wrote woc\.xlsx: round 14 added/],
    ["rate: no workbook", ["rate"], 1, /Give one workbook/],
    ["rate: --method", ["rate", "woc.csv", "--method", "fide"], 1, /--method must be elo or kba/],
    ["rate: --k", ["rate", "woc.csv", "--k", "x"], 1, /--k must be a number/],
    ["rate: a KBA option without KBA", ["rate", "woc.csv", "--alpha", "0.5"], 1, /is a KBA option/],
    ["rate: KBA without its weight", ["rate", "woc.csv", "--method", "kba"], 1, /needs the event's --grade/],
    ["rate: a CSV has no list", ["rate", "woc.csv", "--date", "2010-11-11"], 2, /a \.csv has no rating list/],
    ["rate-history: not a folder", ["rate-history", "woc.csv"], 2, /not a folder/],
    ["rate-history: nothing rated", ["rate-history", "empty"], 2, /with rated games \(0 files found\)/],
    ["rate-history: rated", ["rate-history", "archive"], 0, /Rated 1 of 1 event file, 2010-11-11/],
    // A file the .ELO reader refuses is skipped, and why is said in the language (src/i18n/fileNotes.ts).
    [
      "rate-history: a file skipped",
      ["rate-history", "with-broken"],
      0,
      /skipped 20200301_Broken\.ELO: Line 1: the player list \(line 1\) has 2 players but holds no game lines/,
    ],
    ["import: no file", ["import"], 1, /Give one tournament file/],
    ["import: no --out", ["import", "x.ELO"], 1, /Give --out FILE\.xlsx/],
    ["import: not a results file", ["import", "x.ELO", "--out", "i.xlsx"], 2, /not a WOF results file/],
    // The reader's own refusals and notes (src/i18n/fileNotes.ts): an empty file, an .ELO without games, a real
    // .ELO whose play-off games are noted (its `note:` lines).
    // A CSV in Latin-1: the decoder's guess, a `warning:` line (src/formats/decode.ts).
    [
      "standings: an encoding guess",
      ["standings", "latin.csv", "--json"],
      0,
      /warning: latin\.csv \(line 2\): The file is not UTF-8/,
    ],
    ["import: an empty file", ["import", "blank.ELO", "--out", "i.xlsx"], 2, /The file is empty: give a FlipTheDisc/],
    ["import: no game lines", ["import", "list.ELO", "--out", "i.xlsx"], 2, /has 2 players but holds no game lines/],
    [
      "import: the notes of a real .ELO",
      ["import", "archive/20101111_WOC_2010.ELO", "--out", "imp.xlsx", "--force"],
      0,
      /note: points: all 64 published scores[^]*note: line \d+: 10 games of "%%Added results" are play-off games/,
    ],
    ["export-elo: no --out", ["export-elo", "woc.csv"], 1, /Give --out FILE\.ELO/],
    [
      "export-elo: --date",
      ["export-elo", "woc.csv", "--out", "w.ELO", "--date", "11/11/2010"],
      1,
      /--date must be YYYY-MM-DD/,
    ],
    ["export-elo: --rounds", ["export-elo", "woc.csv", "--out", "w.ELO", "--rounds", "0"], 1, /whole number of rounds/],
    [
      "export-elo: written",
      ["export-elo", "woc.csv", "--out", "woc.ELO"],
      0,
      /Wrote woc\.ELO: 64 players in standings/,
    ],
    ["corpus: --top", ["corpus", "archive", "--top", "0"], 1, /--top must be a whole number of 1 or more/],
    ["corpus: no .ELO file", ["corpus", "empty"], 2, /no \.ELO file in this folder or below it/],
    // The report itself (src/i18n/corpus.ts), its examples of notes and a refused file's reason.
    ["corpus: the report", ["corpus", "archive"], 0, /- files read: 1 of 1 \(100\.00%\); refused: 0\n[^]*; e\.g\. /],
    [
      "corpus: a refused file",
      ["corpus", "with-broken", "--details"],
      0,
      /\nRefused files:\n- 20200301_Broken\.ELO: Line 1: the player list \(line 1\) has 2 players/,
    ],
    ["--locale wrong", ["standings", "woc.csv", "--locale", "fr"], 1, /--locale must be one of en, ko, ja/],
    ["a damaged workbook", ["standings", "cut.xlsx"], 2, /is a damaged or incomplete file/],
    ["not a workbook", ["standings", "text.xlsx"], 2, /is not an Excel workbook \(not a zip package\)/],
    // The published-list commands and rate-history's list options and events file.
    ["rate-list: no workbook", ["rate-list"], 1, /Give one workbook \(\.xlsx\) with a Ratings sheet/],
    ["rate-list: --as-of", ["rate-list", "nolist.xlsx", "--as-of", "2024-13-01"], 1, /--as-of must be a date/],
    ["rate-list: --rules", ["rate-list", "nolist.xlsx", "--rules", "fide"], 1, /--rules must be one of all, kba/],
    ["rate-list: --min-games", ["rate-list", "nolist.xlsx", "--min-games", "x"], 1, /whole number 0 or more/],
    ["rate-list: --decimals", ["rate-list", "nolist.xlsx", "--decimals", "7"], 1, /--decimals must be 0 to 4, got 7/],
    ["rate-list: --foreign", ["rate-list", "nolist.xlsx", "--foreign", "hide"], 1, /--foreign must be one of ignore/],
    [
      "rate-list: --since after the list",
      ["rate-list", "nolist.xlsx", "--as-of", "2024-01-01", "--since", "2024-02-01"],
      1,
      /must be before the list's date/,
    ],
    ["rate-list: a CSV", ["rate-list", "woc.csv"], 2, /give the \.xlsx workbook that holds the Ratings sheet/],
    ["rate-list: no list", ["rate-list", "nolist.xlsx"], 2, /no rating list/],
    ["rate-card: no workbook", ["rate-card"], 1, /with a Rating history sheet/],
    ["rate-card: --player", ["rate-card", "nolist.xlsx"], 1, /--player needs the player's ID/],
    ["rate-card: --decimals", ["rate-card", "nolist.xlsx", "--player", "1", "--decimals", "9"], 1, /0 to 4/],
    ["rate-card: no history", ["rate-card", "nolist.xlsx", "--player", "1"], 2, /no Rating history sheet/],
    ["rate-import: no list", ["rate-import"], 1, /Give one list to import/],
    ["rate-import: --method", ["rate-import", "list.csv", "--method", "fide"], 1, /--method must be elo or kba/],
    ["rate-import: --into", ["rate-import", "list.csv", "--into", "x.csv"], 1, /--into needs the \.xlsx workbook/],
    [
      "rate-import: a tournament",
      ["rate-import", "archive/20101111_WOC_2010.ELO"],
      2,
      /a tournament file, not a rating list/,
    ],
    ["rate-import: a bad rating", ["rate-import", "bad-list.csv"], 2, /1 error: nothing imported, nothing written/],
    ["rate-import: the preview", ["rate-import", "list.csv"], 0, /Would import 2 players from list\.csv/],
    [
      "rate-import: an encoding guess",
      ["rate-import", "latin-list.csv"],
      0,
      /warning: latin-list\.csv \(line 2\): The file is not UTF-8/,
    ],
    ["rate-history: --every", ["rate-history", "archive", "--every", "week"], 1, /--every must be one of month/],
    ["rate-history: --events without KBA", ["rate-history", "archive", "--events", "ev.csv"], 1, /add --method kba/],
    [
      "rate-history: a bad events row",
      ["rate-history", "archive", "--method", "kba", "--events", "bad-ev.csv"],
      2,
      /the grade "7" is not one of 1, 2, 3, restricted/,
    ],
    [
      "rate-history: an event without a row",
      ["rate-history", "archive", "--method", "kba", "--events", "ev.csv"],
      2,
      /gives no grade and stage for 1 event of the folder/,
    ],
  ];

  beforeAll(async () => {
    await fs.mkdir(path.join(tmp, "d.xlsx"), { recursive: true });
    await fs.mkdir(path.join(tmp, "empty"), { recursive: true });
    await fs.mkdir(path.join(tmp, "archive"), { recursive: true });
    await fs.copyFile(fixturePath("20101111_WOC_2010.ELO"), path.join(tmp, "archive", "20101111_WOC_2010.ELO"));
    await fs.mkdir(path.join(tmp, "with-broken"), { recursive: true });
    await fs.copyFile(fixturePath("20101111_WOC_2010.ELO"), path.join(tmp, "with-broken", "20101111_WOC_2010.ELO"));
    await fs.writeFile(
      path.join(tmp, "with-broken", "20200301_Broken.ELO"),
      "%_% 1, ALPHA, Ann, NED, 2, 76\n%_% 2, BETA, Bob, NED, 0, 52\n",
    );
    // A workbook without a rating list (the standings of the CSV), rating lists good and bad, KBA events files.
    expect((await runCli(["standings", "woc.csv", "--out", "nolist.xlsx", "--locale", "en"], tmp)).code).toBe(0);
    await fs.writeFile(path.join(tmp, "cut.xlsx"), Buffer.from("PK\u0003\u0004 a zip cut after its first bytes"));
    await fs.writeFile(path.join(tmp, "text.xlsx"), "Round,Black,White\n");
    await fs.writeFile(path.join(tmp, "list.csv"), "ID,Name,Rating\n1,Ann,1500\n2,Bob,1600\n");
    await fs.writeFile(path.join(tmp, "latin-list.csv"), Buffer.from("ID,Name,Rating\n1,M\u00fcller,1500\n", "latin1"));
    await fs.writeFile(path.join(tmp, "bad-list.csv"), "ID,Name,Rating\n1,Ann,-500\n2,Bob,1600\n");
    await fs.writeFile(path.join(tmp, "ev.csv"), "File or event,Grade,Stage\nsomething else,1,main\n");
    await fs.writeFile(path.join(tmp, "bad-ev.csv"), "File or event,Grade,Stage\n20101111_WOC_2010.ELO,7,main\n");
  });

  test.each(CASES)("%s", async (_, argv, code, english) => {
    const en = await runCli([...argv, ...(argv.includes("--locale") ? [] : ["--locale", "en"])], tmp);
    expect(en.code).toBe(code);
    expect(en.err + en.out).toMatch(english);
    for (const l of TRANSLATED) {
      for (const f of ["woc.xlsx", "woc.ELO"]) await fs.rm(path.join(tmp, f), { force: true });
      // --locale wrong: the system's language says it.
      const run = argv.includes("--locale")
        ? await runCli(argv, tmp, { LANG: `${l}_XX.UTF-8` })
        : await runCli([...argv, "--locale", l], tmp);
      expect([l, run.code]).toEqual([l, code]);
      // The message itself, without the help that follows a usage error.
      const said = (code === 0 ? run.err : run.err.split("\n\n")[0]) || run.out;
      expect(said).not.toMatch(english);
      expect([l, englishRuns(said)]).toEqual([l, []]);
    }
    for (const f of ["woc.xlsx", "woc.ELO"]) await fs.rm(path.join(tmp, f), { force: true });
  });

  test("the bug message, in each language, names the command and where to report it", () => {
    const e = new TypeError("x is undefined");
    const en = internalErrorText(e, "npm run cli -- standings a.xlsx", "en");
    expect(en).toMatch(/^Internal error: TypeError: x is undefined\nThis is a bug in Brightwell/);
    for (const l of TRANSLATED) {
      const t = internalErrorText(e, "npm run cli -- standings a.xlsx", l);
      expect(t).toContain("TypeError: x is undefined");
      expect(t).toContain("npm run cli -- standings a.xlsx");
      expect(t).toContain("BRIGHTWELL_DEBUG=1");
      expect(englishRuns(t, ["npm run cli", "is undefined"])).toEqual([]);
    }
  });
});
