/**
 * The pane's import keeps what the command line's `import` keeps, in the Tournament sheet's named cells: the event's
 * name and date, the preset the published list follows, an .ELO file's country and sender. Download .ELO writes the
 * same header lines again; the Standings follow the preset. A Tournament sheet of another event is never changed.
 */
import {
  computeInWorkbook,
  exportEloText,
  importTournament,
  newTournamentInWorkbook,
  parseTournamentFile,
} from "../../taskpane/flow";
import { settingsOf, SETTING_NAME_LIST } from "../../taskpane/flow/settings";
import { readBlocks } from "../../src/excel/read";
import { computeStandings } from "../../src/engine";
import { createFakeExcel, type FakeExcel } from "../fakes/fake-excel";
import { fixture } from "../helpers/fixtures";
import { hostOf, marche } from "../helpers/workbooks";

const WOC_2014 = "20141106_WOC_2014.ELO";
const headerLines = (text: string) => text.split(/\r?\n/).filter((l) => /^%%(Tournament|Country|Date|Sender):/.test(l));

function parsedWoc() {
  const parsed = parseTournamentFile(fixture(WOC_2014), WOC_2014);
  if (parsed.kind !== "elo") throw new Error(parsed.kind);
  return parsed;
}

async function importWoc(fake: FakeExcel) {
  const parsed = parsedWoc();
  const out = await importTournament(hostOf(fake), parsed.tournament, {
    settings: parsed.settings,
    header: parsed.header,
    locale: "en",
  });
  return { parsed, out };
}

async function storedSettings(fake: FakeExcel) {
  const read = await readBlocks(hostOf(fake), { sheets: [], namedCells: SETTING_NAME_LIST });
  return settingsOf(read.namedCells);
}

describe("the pane's import keeps an .ELO file's header and preset", () => {
  it("creates the Tournament sheet with them; Download .ELO writes the file's header lines again", async () => {
    const fake = createFakeExcel();
    const { parsed, out } = await importWoc(fake);
    if (out.kind !== "imported") throw new Error(out.kind);
    expect(fake.book.syncLog.map((e) => e.writes > 0)).toEqual([false, true]);
    expect(out.tournamentSheet).toEqual({ sheet: "Tournament", created: true });
    const stored = await storedSettings(fake);
    expect(stored.problems).toEqual([]);
    expect(stored.settings).toMatchObject({
      event: "WOC_2014",
      date: "06/11/2014 - 08/11/2014",
      preset: parsed.settings.preset,
      country: "World",
      sender: "Emmanuel Lazard",
      rounds: 13,
      language: "en",
    });
    expect(fake.book.cell("Tournament", "A12").value).toBe("Country");
    expect(fake.book.cell("Tournament", "A13").value).toBe("Sender");

    const exported = await exportEloText(hostOf(fake), {
      resultsSheet: out.resultsSheet,
      playersSheet: out.playersSheet,
    });
    if (exported.kind !== "text") throw new Error(exported.kind);
    expect(headerLines(exported.text)).toEqual(headerLines(fixture(WOC_2014)));
    expect(exported.fileName).toBe("20141106_WOC_2014.ELO");
    // The pane's fields win over the cells.
    const renamed = await exportEloText(hostOf(fake), {
      resultsSheet: out.resultsSheet,
      playersSheet: out.playersSheet,
      event: "World Othello Championship 2014",
      date: "2014-11-06",
    });
    if (renamed.kind !== "text") throw new Error(renamed.kind);
    expect(headerLines(renamed.text)).toEqual([
      "%%Tournament: World Othello Championship 2014",
      "%%Country: World",
      "%%Date: 06/11/2014",
      "%%Sender: Emmanuel Lazard",
    ]);
  });

  it("the Standings follow the imported preset (the workbook's settings)", async () => {
    const fake = createFakeExcel();
    const { parsed, out } = await importWoc(fake);
    if (out.kind !== "imported") throw new Error(out.kind);
    const other = parsed.settings.preset === "woc" ? "ftd" : "woc";
    const outcome = await computeInWorkbook(hostOf(fake), {
      resultsSheet: out.resultsSheet,
      playersSheet: out.playersSheet,
      preset: other,
      settingsFrom: "workbook",
      locale: "en",
    });
    if (outcome.kind !== "written") throw new Error(outcome.kind);
    expect(outcome.preset).toBe(parsed.settings.preset);
    const direct = computeStandings(parsed.tournament, { preset: parsed.settings.preset });
    expect(outcome.standings.rows.map((r) => r.id)).toEqual(direct.rows.map((r) => r.id));
  });

  it("fills the Tournament sheet of a new tournament of no name, adding the Country and Sender rows below it", async () => {
    const fake = createFakeExcel();
    await newTournamentInWorkbook(hostOf(fake), { name: "", rounds: 7, preset: "koa", language: "ko" });
    const sheet = "대회";
    fake.book.resetLog();
    const { parsed, out } = await importWoc(fake);
    if (out.kind !== "imported") throw new Error(out.kind);
    expect(fake.book.syncLog.map((e) => e.writes > 0)).toEqual([false, true]);
    expect(out.tournamentSheet).toEqual({ sheet, created: false });
    const stored = await storedSettings(fake);
    expect(stored.settings).toMatchObject({
      event: "WOC_2014",
      date: "06/11/2014 - 08/11/2014",
      preset: parsed.settings.preset,
      country: "World",
      sender: "Emmanuel Lazard",
      rounds: 13,
      language: "ko",
    });
    // Below the note of row 10, a blank row, then the two rows in the sheet's language.
    expect(fake.book.cell(sheet, "A12").value).toBe("국가");
    expect(fake.book.cell(sheet, "A13").value).toBe("보낸 사람");
    expect(fake.book.namesList().find((n) => n.name === "Brightwell_Sender")!.formula).toMatch(/!\$B\$13$/);

    // Imported again (the same event): the cells are written again, no row added.
    const names = fake.book.namesList().length;
    const again = await importWoc(fake);
    expect(again.out.kind).toBe("imported");
    expect(fake.book.namesList()).toHaveLength(names);
    expect(fake.book.cell(sheet, "A14").value ?? "").toBe("");
    const exported = await exportEloText(hostOf(fake), {
      resultsSheet: again.out.kind === "imported" ? again.out.resultsSheet : "",
    });
    if (exported.kind !== "text") throw new Error(exported.kind);
    expect(headerLines(exported.text)).toEqual(headerLines(fixture(WOC_2014)));
  });

  it("refuses to import into a workbook whose Tournament sheet holds another event: nothing written", async () => {
    const fake = createFakeExcel();
    await newTournamentInWorkbook(hostOf(fake), { name: "Paris Open", rounds: 7, preset: "woc", language: "en" });
    const before = fake.book.snapshot();
    fake.book.resetLog();
    const { out } = await importWoc(fake);
    expect(out).toEqual({ kind: "other-event", event: "Paris Open", address: "Tournament!B3" });
    expect(fake.book.syncLog.map((e) => e.writes > 0)).toEqual([false]);
    expect(fake.book.snapshot()).toBe(before);
  });

  it("a FlipTheDisc export stores its name and preset (no country or sender lines to keep)", async () => {
    const fake = createFakeExcel();
    const ftd = marche();
    const out = await importTournament(hostOf(fake), ftd.tournament, { settings: { preset: "ftd" }, locale: "ja" });
    if (out.kind !== "imported") throw new Error(out.kind);
    const stored = await storedSettings(fake);
    expect(stored.settings.preset).toBe("ftd");
    expect(stored.settings.event).toBe(ftd.tournament.name);
    expect(stored.settings.country).toBeUndefined();
    expect(out.tournamentSheet).toEqual({ sheet: "大会", created: true });
  });
});
