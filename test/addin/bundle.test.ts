import vm from "vm";
import { readDist } from "./dist";

/**
 * Loads the built functions bundle the way Excel does: the runtime provides a `CustomFunctions` global and
 * the bundle registers each function with `CustomFunctions.associate(id, fn)` (calls injected at build time by
 * custom-functions-metadata-plugin). Then each function is called by id with Excel-shaped arguments: 2-D arrays
 * for ranges and `null` for omitted optional arguments.
 */
class StandInError extends Error {
  constructor(
    public code: string,
    message?: string,
  ) {
    super(message);
  }
}

function loadBundle(): Map<string, (...args: unknown[]) => unknown> {
  const associated = new Map<string, (...args: unknown[]) => unknown>();
  const CustomFunctions = {
    associate: (id: string, fn: (...args: unknown[]) => unknown) => {
      if (associated.has(id)) throw new Error(`associate called twice for ${id}`);
      associated.set(id, fn);
    },
    Error: StandInError,
    ErrorCode: {
      invalidValue: "#VALUE!",
      notAvailable: "#N/A",
      divisionByZero: "#DIV/0!",
      invalidNumber: "#NUM!",
      nullReference: "#NULL!",
    },
  };
  const context: Record<string, unknown> = { CustomFunctions, console };
  context.self = context;
  context.window = context;
  context.globalThis = context;
  vm.createContext(context);
  vm.runInContext(readDist("functions.js"), context, { filename: "functions.js" });
  return associated;
}

describe("dist/functions.js under a stand-in CustomFunctions runtime", () => {
  const fns = loadBundle();
  const call = (id: string, ...args: unknown[]) => {
    const fn = fns.get(id);
    if (!fn) throw new Error(`${id} was not associated`);
    return fn(...args);
  };
  const metadataIds = (JSON.parse(readDist("functions.json")).functions as { id: string }[]).map((f) => f.id);

  test("every id in functions.json is associated, and nothing else", () => {
    expect([...fns.keys()].sort()).toEqual([...metadataIds].sort());
  });

  test("each function computes from Excel-shaped arguments", () => {
    expect(call("BQ_SCORE", [[180]], [[4], [2], [2], [1.5], [1.5]], 12)).toBe(312);
    expect(call("BQ_SCORE", [[180]], [[4, 2, 2, 1.5, 1.5]], null)).toBe(246);
    expect(call("BRIGHTWELL_C", 13, null, null)).toBe(4);
    expect(call("BRIGHTWELL_C", [[7]], [["EXACT"]], null)).toBe(64 / 7);
    expect(call("ELO_EXPECTED", 1600, [[1600]], null)).toBe(0.5);
    expect(
      1613 +
        (call(
          "ELO_DELTA",
          1613,
          [[1609], [1477], [1388], [1586], [1720]],
          [[0], [0.5], [1], [1], [0]],
          null,
          null,
        ) as number),
    ).toBeCloseTo(1601.27, 2);
    expect(call("PROVISIONAL_RATING", [[9000, 9100, 9200]], [[1, 1, 0]], null)).toBeCloseTo(9250, 9);
    expect(call("BADUK_DELTA", 9700, [[9500]], [[1]], [[3]], null, null, null)).toBeCloseTo(15.1173, 4);
    expect(call("BADUK_WEIGHT", 2, "본선")).toBe(1.9);
    const results = [
      ["Round", "Black", "Black discs", "White discs", "White"],
      [1, "Ann", 40, 24, "Bo"],
      [1, "Cy", "", "", "BYE"],
    ];
    const table = call("STANDINGS", results, null, null, null, null, {
      parameterAddresses: ["Results!A1:E3", "", "", "", ""],
    }) as unknown[][];
    expect(table[0].slice(0, 4)).toEqual(["Rank", "Player", "Country", "Points"]);
    expect(table.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual(
      [
        [1, "Ann", 1],
        [1, "Cy", 1],
        [3, "Bo", 0],
      ].map(([rank, name, pts]) => [rank === 1 ? expect.anything() : rank, name, pts]),
    );
  });

  test("errors reach Excel as CustomFunctions.Error with the message", () => {
    let caught: unknown;
    try {
      call("BRIGHTWELL_C", 0, null, null);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(StandInError);
    expect(caught).toMatchObject({ code: "#VALUE!", message: expect.stringMatching(/Rounds must be a whole number/) });
  });
});
