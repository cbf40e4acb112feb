import path from "path";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import { readDist } from "./dist";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- localize.js is CommonJS shared with webpack.config.js
const { localizeMetadata, LANGUAGES } = require("../../src/functions/i18n/localize");

interface Param {
  name: string;
  description?: string;
  type: string;
  dimensionality?: string;
  optional?: boolean;
}
interface Fn {
  id: string;
  name: string;
  description: string;
  helpUrl?: string;
  parameters: Param[];
  result: { type?: string; dimensionality?: string };
}
interface Metadata {
  functions: Fn[];
}

/** Each function's parameters: [name, dimensionality, optional]. The contract Excel users type against. */
const EXPECTED: Record<string, [string, "scalar" | "matrix", boolean][]> = {
  BQ_SCORE: [
    ["discs", "matrix", false],
    ["opponentScores", "matrix", false],
    ["constant", "scalar", true],
  ],
  BRIGHTWELL_C: [
    ["rounds", "scalar", false],
    ["method", "scalar", true],
    ["discsPerGame", "scalar", true],
  ],
  ELO_EXPECTED: [
    ["rating", "scalar", false],
    ["opponentRatings", "matrix", false],
    ["scale", "scalar", true],
  ],
  ELO_DELTA: [
    ["rating", "scalar", false],
    ["opponentRatings", "matrix", false],
    ["results", "matrix", false],
    ["k", "scalar", true],
    ["scale", "scalar", true],
  ],
  PROVISIONAL_RATING: [
    ["opponentRatings", "matrix", false],
    ["results", "matrix", false],
    ["scale", "scalar", true],
  ],
  BADUK_DELTA: [
    ["rating", "scalar", false],
    ["opponentRatings", "matrix", false],
    ["results", "matrix", false],
    ["weights", "matrix", true],
    ["k", "scalar", true],
    ["alpha", "scalar", true],
    ["scale", "scalar", true],
  ],
  BADUK_WEIGHT: [
    ["grade", "scalar", false],
    ["stage", "scalar", false],
  ],
  STANDINGS: [
    ["results", "matrix", false],
    ["preset", "scalar", true],
    ["constant", "scalar", true],
    ["rounds", "scalar", true],
    ["language", "scalar", true],
  ],
};
/** Functions that spill a table rather than return one number. */
const MATRIX_RESULTS = new Set(["STANDINGS"]);

let generated: Metadata;
beforeAll(async () => {
  const result = await generateCustomFunctionsMetadata(
    [path.resolve(__dirname, "../../src/functions/functions.ts")],
    true,
  );
  expect(result.errors).toEqual([]);
  generated = JSON.parse(result.metadataJson);
}, 60_000);

describe("custom functions metadata (generated from the JSDoc)", () => {
  test("exactly the expected ids, each id and name at least 3 characters and valid", () => {
    expect(generated.functions.map((f) => f.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const f of generated.functions) {
      expect(f.id.length).toBeGreaterThanOrEqual(3);
      expect(f.name.length).toBeGreaterThanOrEqual(3);
      expect(f.id).toMatch(/^[A-Za-z][A-Za-z0-9_.]*$/);
      expect(f.name).toBe(f.id); // names stay English in every locale
    }
  });
  test("parameters, matrix and optional flags, number results, descriptions and help URLs", () => {
    for (const f of generated.functions) {
      const shape = f.parameters.map((p) => [p.name, p.dimensionality ?? "scalar", Boolean(p.optional)]);
      expect([f.id, shape]).toEqual([f.id, EXPECTED[f.id]]);
      if (MATRIX_RESULTS.has(f.id)) expect(f.result).toEqual({ dimensionality: "matrix" });
      else expect(f.result.type).toBe("number");
      expect(f.description.length).toBeGreaterThan(20);
      for (const p of f.parameters) expect(p.description?.length).toBeGreaterThan(5);
      expect(f.helpUrl).toBe(`https://localhost:3000/help.html#${f.id}`);
    }
  });
  test.each(LANGUAGES as string[])(
    "the %s file has the same ids, names and parameters, with translated descriptions",
    (lang) => {
      const localized: Metadata = localizeMetadata(generated, lang);
      const script = lang === "ko" ? /[\uac00-\ud7af]/ : /[\u3040-\u30ff\u4e00-\u9fff]/;
      expect(localized.functions.map((f) => [f.id, f.name])).toEqual(generated.functions.map((f) => [f.id, f.name]));
      localized.functions.forEach((f, i) => {
        const base = generated.functions[i];
        expect(f.parameters.map(({ description, ...rest }) => rest)).toEqual(
          base.parameters.map(({ description, ...rest }) => rest),
        );
        expect(f.description).toMatch(script);
        expect(f.description).not.toBe(base.description);
        f.parameters.forEach((p, j) => {
          expect(p.description).toMatch(script);
          expect(p.description).not.toBe(base.parameters[j].description);
        });
      });
    },
  );
  test("a missing translation is a build error, not a silent English fallback", () => {
    const extra = { functions: [...generated.functions, { ...generated.functions[0], id: "NEW_FUNCTION" }] };
    expect(() => localizeMetadata(extra, "ko")).toThrow(/no description for NEW_FUNCTION/);
  });
});

describe("built metadata files (dist/)", () => {
  test.each(["functions.json", "functions-ko.json", "functions-ja.json"])(
    "%s lists the same functions as the source",
    (file) => {
      const built: Metadata = JSON.parse(readDist(file));
      expect(built.functions.map((f) => f.id)).toEqual(generated.functions.map((f) => f.id));
      for (const f of built.functions) expect(f.helpUrl).not.toMatch(/localhost/);
    },
  );
});
