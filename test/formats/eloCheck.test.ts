/**
 * Which rule wrote an .ELO file's last column (eloCheck.ts), on tiny hand-written files: each one
 * is reproduced by exactly one rule of docs/rules.md, and the import carries its settings.
 */
import { parseEloFile } from "../../src/formats/elo";
import { checkElo, ruleId } from "../../src/formats/eloCheck";

const file = (...lines: string[]) => lines.join("\n") + "\n";

/** Three players, a round robin: each has the bye once (rebuilt from the published score). */
function roundRobinOfThree(lastColumn: (discs: number) => number): string {
  // Games: 1 beats 2 40-24 (round 1), 3 beats 1 34-30 (round 2), 2 beats 3 36-28 (round 3).
  const discs: Record<string, number> = { "1": 70, "2": 60, "3": 62 };
  return file(
    "%        ID, NAME, Firstname, COUNTRY, score, disc-count",
    `%_% 1, ALPHA, Ann, NED, 2, ${lastColumn(discs["1"])}`,
    `%_% 3, GAMMA, Cy, BEL, 2, ${lastColumn(discs["3"])}`,
    `%_% 2, BETA, Bob, NED, 2, ${lastColumn(discs["2"])}`,
    "%Round: 1",
    "1 (40)>(24) 2",
    "%Round: 2",
    "3 (34)>(30) 1",
    "%Round: 3",
    "2 (36)>(28) 3",
  );
}

describe("the last column: a disc count with the bye at the value the event used (docs/rules.md §1.3)", () => {
  test.each([
    [0, "discs"],
    [32, "discs, bye 32"],
    [33, "discs, bye 33"],
    [40, "discs, bye 40"],
    [64, "discs, bye 64"],
  ])("a bye counting %i discs", (bye, id) => {
    const elo = parseEloFile(roundRobinOfThree((d) => d + bye));
    expect(elo.tournament.games.filter((g) => g.kind === "bye")).toHaveLength(3);
    const check = checkElo(elo);
    expect(check.pointsMatch).toBe(3);
    expect(check.lastColumn.rule && ruleId(check.lastColumn.rule)).toBe(id);
    expect(check.settings.byeDiscs).toBe(bye);
  });

  test("a value no rule gives is reported with the closest rule and how many players it is off", () => {
    const check = checkElo(parseEloFile(roundRobinOfThree((d) => d + 50)));
    expect(check.lastColumn.rule).toBeNull();
    expect(check.lastColumn.compared).toBe(3);
  });
});
