/**
 * Bringing a federation's list into the rating sheets (src/sheets/ratings/importList.ts, docs/rules.md §8.5):
 * a Korean list with its membership columns; every check at its cell and nothing planned on an error (duplicate
 * ids, names that differ only in case or width, impossible ratings, games not a whole number); a list that is not
 * empty is refused unless merging, and then a player already on it; KBA provisional players' past games, which a
 * later event's provisional rating is computed from; and the round trip (import, export, import again).
 */
import fc from "fast-check";
import {
  exportList,
  formatListProblem,
  planListImport,
  planRatingUpdate,
  readPublishSource,
  type ListImportPlan,
} from "../../src/sheets";
import { readCsv, writeCsv } from "../../src/sheets/csv";

const csv = (name: string, text: string) => ({ sheetName: name, values: readCsv(text).rows });

function planned(plan: ListImportPlan) {
  if (!plan.ok) throw new Error(plan.problems.map((p) => formatListProblem(p)).join("\n"));
  return plan;
}
const problems = (plan: ListImportPlan) => plan.problems.map((p) => [p.severity, p.address, p.code]);

describe("a federation's list imported", () => {
  test("a Korean CSV with membership columns becomes a new Ratings sheet, the cells as the file had them", () => {
    const source = csv(
      "kba-2024.csv",
      [
        "회원 번호,이름,레이팅,대국 수,잠정,국가,회원,외국인",
        "1001,이창호,9800.5,812,,KOR,예,",
        "1002,조훈현,9700,1204,,KOR,예,",
        "2001,王立誠,9650,130,,CHN,아니오,예",
        "1003,신진서,9900,44,예,KOR,예,",
      ].join("\n"),
    );
    const p = planned(planListImport({ source, locale: "ko", method: "kba" }));
    expect(p.problems).toEqual([]);
    expect([p.players, p.games, p.writes.games]).toEqual([4, 0, undefined]);
    const w = p.writes.ratings;
    // A new list is named in the sheets' language, as every new rating sheet.
    expect(w).toMatchObject({ sheetName: "레이팅", create: true, topLeft: "A1" });
    // Read as an Elo list, KBA's ratings are implausible: a warning at each (nothing blocks).
    const asElo = planned(planListImport({ source, locale: "ko" }));
    expect(asElo.problems.map((x) => [x.severity, x.code])).toEqual(
      Array.from({ length: 4 }, () => ["warning", "ratings-rating-implausible"]),
    );
    expect(w.values).toEqual([
      ["ID", "이름", "레이팅", "대국 수", "잠정", "최근 대회", "국가", "회원", "외국인", "아마추어", "활동"],
      ["1001", "이창호", 9800.5, 812, false, null, "KOR", "예", null, null, null],
      ["1002", "조훈현", 9700, 1204, false, null, "KOR", "예", null, null, null],
      ["2001", "王立誠", 9650, 130, false, null, "CHN", "아니오", "예", null, null],
      ["1003", "신진서", 9900, 44, true, null, "KOR", "예", null, null, null],
    ]);
    // Read back for the published list: the flags in Korean words read as members, a foreigner, a provisional.
    const back = readPublishSource({ ratings: { sheetName: "Ratings", values: w.values } }, []);
    expect(back.entries.map((e) => [e.key, e.rating, e.games, e.provisional, e.member, e.foreign])).toEqual([
      ["1001", 9800.5, 812, false, true, null],
      ["1002", 9700, 1204, false, true, null],
      ["2001", 9650, 130, false, false, true],
      ["1003", 9900, 44, true, true, null],
    ]);
  });

  test("every problem at its cell, and nothing planned (all or nothing)", () => {
    const source = csv(
      "list.csv",
      [
        "ID,Name,Rating,Games",
        "1,Anna Berg,1800,40", // row 2
        "2,Bo Lind,0,12", // a rating of 0 (docs/rules.md §5.3)
        "3,Cy Moe,1000000,12", // no scale reaches it
        "1,Dan Roe,1700,5", // the ID of row 2 again
        ",ANNA BERG,1650,3", // Anna Berg but for case, without an ID
        "4,Eve Nash,1600,12.5", // games not whole
        "5,Ｆｒｅｄ Ｏｌｓ,1600,8", // full-width
        "6,Fred Ols,1610,9", // the same name, half-width: both have IDs → a warning
      ].join("\n"),
    );
    const p = planListImport({ source });
    expect(p.ok).toBe(false);
    expect(problems(p)).toEqual([
      ["error", "list.csv!C3", "ratings-rating-impossible"],
      ["error", "list.csv!C4", "ratings-rating-impossible"],
      ["error", "list.csv!A5", "ratings-duplicate"],
      ["error", "list.csv!D7", "ratings-games-invalid"],
      ["error", "list.csv!B6", "import-name-case"],
      ["warning", "list.csv!B9", "import-name-twice"],
    ]);
    expect(p.problems.find((x) => x.code === "import-name-case")!.message).toBe(
      '"ANNA BERG" and "Anna Berg" (list.csv!B2) differ only in case, width or spaces, and one of them has no ID: they would be taken for each other. Write the name the same way if it is one player (one row), or give both IDs.',
    );
    expect("writes" in p).toBe(false);
  });

  test("an empty list, or a file without a list header, is refused", () => {
    expect(problems(planListImport({ source: csv("x.csv", "ID,Name,Rating\n") }))).toEqual([
      ["error", "x.csv!A1", "import-empty"],
    ]);
    expect(problems(planListImport({ source: csv("x.csv", "Round,Black,White\n1,A,B") }))).toEqual([
      ["error", "x.csv!A1", "ratings-no-header"],
    ]);
  });

  test("into a workbook whose list holds players: refused unless merging; merging refuses a player already on it", () => {
    const ratings = {
      sheetName: "Ratings",
      values: [
        ["ID", "Name", "Rating", "Games"],
        ["1", "Anna Berg", 1800, 40],
      ],
    };
    const source = csv("new.csv", "ID,Name,Rating,Games\n7,Gus Park,1550,3\n1,Anna Berg,1810,41");
    expect(problems(planListImport({ source, ratings }))).toEqual([["error", "Ratings!A1", "import-list-not-empty"]]);
    const merged = planListImport({ source, ratings, merge: true });
    expect(problems(merged)).toEqual([["error", "new.csv!A3", "import-already-on-list"]]);
    expect(merged.problems[0].message).toContain("(Ratings!A2)");
    const ok = planned(
      planListImport({ source: csv("new.csv", "ID,Name,Rating,Games\n7,Gus Park,1550,3"), ratings, merge: true }),
    );
    expect(ok.writes.ratings.values.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ["1", "Anna Berg", 1800, 40],
      ["7", "Gus Park", 1550, 3],
    ]);
  });
});

describe("KBA provisional players and their past games", () => {
  const gamesHeader = "Event,Date,Round,ID,Player,Opponent ID,Opponent,Opponent rating,Result,Weight";
  const list = () =>
    csv(
      "kba.csv",
      ["ID,Name,Rating,Games,Provisional", "1,Cho,9700,120,", "9,Newbie,9250,3,yes", "2,Yi,9500,300,"].join("\n"),
    );

  test("the games are written to Rated games; a game of a player not on the list is refused; a short count warned", () => {
    const games = csv(
      "games.csv",
      [
        gamesHeader,
        "Cup,2024-03-02,1,9,Newbie,,,9000,1,1",
        "Cup,2024-03-02,2,9,Newbie,,,9100,1,1",
        "Cup,2024-03-02,3,9,Newbie,,,9200,0,1",
      ].join("\n"),
    );
    const p = planned(planListImport({ method: "kba", source: list(), sourceGames: games }));
    expect([p.players, p.games]).toEqual([3, 3]);
    expect(p.writes.games!.values.slice(1).map((r) => [r[3], r[7], r[8]])).toEqual([
      ["9", 9000, 1],
      ["9", 9100, 1],
      ["9", 9200, 0],
    ]);
    const short = planListImport({
      method: "kba",
      source: list(),
      sourceGames: csv("games.csv", [gamesHeader, "Cup,2024-03-02,1,9,Newbie,,,9000,1,1"].join("\n")),
    });
    expect(problems(short)).toEqual([["warning", "kba.csv!D3", "import-games-short"]]);
    const unknown = planListImport({
      method: "kba",
      source: list(),
      sourceGames: csv("games.csv", [gamesHeader, "Cup,2024-03-02,1,77,Ghost,,,9000,1,1"].join("\n")),
    });
    expect(problems(unknown)).toEqual([
      ["error", "games.csv!A2", "import-game-unknown"],
      ["warning", "kba.csv!D3", "import-games-short"], // Newbie's 3 games are not given at all
    ]);
  });

  test("the next event's provisional rating is computed from the imported games and the event's (docs/rules.md §6.4)", () => {
    const games = csv(
      "games.csv",
      [
        gamesHeader,
        ...[9000, 9100, 9200].map((r, i) => `Cup,2024-03-02,${i + 1},9,Newbie,,,${r},${i < 2 ? 1 : 0},1`),
      ].join("\n"),
    );
    const p = planned(planListImport({ method: "kba", source: list(), sourceGames: games }));
    const update = planRatingUpdate({
      results: {
        sheetName: "Results",
        values: [
          ["Round", "Black", "Black discs", "White discs", "White"],
          [1, "Newbie", 40, 24, "Cho"],
          [2, "Yi", 40, 24, "Newbie"],
        ],
      },
      ratings: { sheetName: "Ratings", values: p.writes.ratings.values },
      games: { sheetName: "Rated games", values: p.writes.games!.values },
      event: { name: "April open", date: "2024-04-06", appliedAt: "2024-04-07T10:00:00Z" },
      settings: { method: "kba", weight: 1 },
    });
    if (!update.ok) throw new Error(update.problems.map((x) => x.message).join("\n"));
    // Five games (n < 5 no more: 5–9): avg of 9000, 9100, 9200, 9700, 9500 = 9300; 3 won of 5:
    // 9300 + (3/5 − 0.5) × 1666 = 9466.6.
    const newbie = update.preview.find((r) => r.name === "Newbie")!;
    expect(Number(newbie.new.toFixed(4))).toBe(9466.6);
    expect(newbie.provisional).toBe(true);
  });
});

describe("round trip", () => {
  const flag = fc.option(fc.constantFrom("yes", "no", "예", "아니오", "はい", true, false), { nil: null });
  const arbList = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 9999 }).map(String),
        name: fc.stringMatching(/^[A-Z][a-z]{2,8} [A-Z][a-z]{2,8}$/),
        rating: fc.integer({ min: 1000, max: 2800 }),
        games: fc.nat(400),
        provisional: fc.boolean(),
        country: fc.option(fc.constantFrom("KOR", "JPN", "NLD", "FRA"), { nil: null }),
        member: flag,
        foreign: flag,
        amateur: flag,
        active: flag,
      }),
      { selector: (p) => p.id, minLength: 1, maxLength: 12 },
    )
    .filter((ps) => new Set(ps.map((p) => p.name.toLowerCase())).size === ps.length);

  test("import, export, import again: the same Ratings sheet; read back, the same players", () => {
    fc.assert(
      fc.property(arbList, (players) => {
        const source = {
          sheetName: "list.csv",
          values: [
            ["ID", "Name", "Rating", "Games", "Provisional", "Country", "Member", "Foreign", "Amateur", "Active"],
            ...players.map((p) => [
              p.id,
              p.name,
              p.rating,
              p.games,
              p.provisional,
              p.country,
              p.member,
              p.foreign,
              p.amateur,
              p.active,
            ]),
          ],
        };
        const first = planned(planListImport({ source }));
        const sheet = { sheetName: "Ratings", values: first.writes.ratings.values };
        // Exported to a CSV file and imported again into a new workbook.
        const text = writeCsv(exportList(sheet).values);
        const second = planned(planListImport({ source: csv("export.csv", text) }));
        const again = readPublishSource(
          { ratings: { sheetName: "Ratings", values: second.writes.ratings.values } },
          [],
        );
        const once = readPublishSource({ ratings: sheet }, []);
        expect(again.entries).toEqual(once.entries);
        expect(once.entries.map((e) => [e.key, e.name, e.rating, e.games, e.provisional, e.country || null])).toEqual(
          players.map((p) => [p.id, p.name, p.rating, p.games, p.provisional, p.country]),
        );
      }),
      { numRuns: 60 },
    );
  });
});
