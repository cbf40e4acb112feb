/**
 * Issue 7: names that differ only by what cannot be seen (a zero-width space, a non-breaking space,
 * an accent typed as a separate mark) are one player, shown as first written, with a warning at
 * every cell written the other way; names that differ visibly (case, spaces inside) stay two players
 * with the "name-variant" warning, as before.
 */
import fc from "fast-check";
import { formatProblem, pairingInputFromSheets, parseResultsSheet } from "../../src/sheets";
import { invisibleDifference, nameIdentity, nameKey } from "../../src/sheets/results";

const HEAD = ["Round", "Black", "Black discs", "White discs", "White"];
const parse = (rows: unknown[][], players?: unknown[][]) =>
  parseResultsSheet({
    sheetName: "Results",
    values: [HEAD, ...rows],
    players: players ? { sheetName: "Players", values: players } : undefined,
  });

const NFC = "M\u00FCller"; // "Müller" with ü as one character
const NFD = "Mu\u0308ller"; // "Müller" with u + a combining diaeresis (macOS file names, some web forms)

describe("invisible differences: one player, a warning at each cell written the other way", () => {
  test("NFC vs NFD, no Players sheet", () => {
    const { tournament, problems } = parse([
      [1, NFC, 40, 24, "Kim"],
      [2, "Lee", 30, 34, NFD],
      [3, NFD, 33, 31, "Park"],
    ]);
    expect(NFC).not.toBe(NFD);
    expect(tournament.players.map((p) => p.name)).toEqual([NFC, "Kim", "Lee", "Park"]);
    expect(tournament.games.map((g) => [g.black, g.white])).toEqual([
      [NFC, "Kim"],
      ["Lee", NFC],
      [NFC, "Park"],
    ]);
    expect(problems.map((p) => [p.severity, p.address, p.code])).toEqual([
      ["warning", "Results!E3", "name-merged"],
      ["warning", "Results!B4", "name-merged"],
    ]);
    expect(formatProblem(problems[0])).toBe(
      `Results!E3: "${NFD}" is written like "${NFC}" (Results!B2) except for letters with accents written as separate marks (Unicode NFD), which cannot be seen: both are read as one player, shown as "${NFC}". If they are two different players, make the names differ visibly.`,
    );
  });

  test.each([
    ["a zero-width space", "Kim\u200B Min", "a zero-width space (U+200B)"],
    ["a non-breaking space", "Kim\u00A0Min", "a non-breaking space (U+00A0)"],
    ["an ideographic space", "Kim\u3000Min", "an ideographic (full-width) space (U+3000)"],
    ["a word joiner at the end", "Kim Min\u2060", "a word joiner (U+2060)"],
    ["two spaces", "Kim  Min", "extra spaces"],
  ])("%s", (_label, variant, difference) => {
    const { tournament, problems } = parse([
      [1, "Kim Min", 40, 24, "Ann"],
      [2, "Ann", 30, 34, variant],
    ]);
    expect(tournament.players.map((p) => p.name)).toEqual(["Kim Min", "Ann"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: "warning",
      address: "Results!E3",
      code: "name-merged",
      params: { name: variant, other: "Kim Min", otherAddress: "Results!B2", difference },
    });
  });

  test("with a Players sheet: a game's name or ID written with an invisible difference finds the player", () => {
    const players = [
      ["ID", "Name"],
      ["NL 1", NFC],
      ["KR\u00A02", "Kim"],
    ];
    const { tournament, problems } = parse([[1, NFD, 40, 24, "KR 2"]], players);
    expect(tournament.games[0]).toMatchObject({ black: "NL 1", white: "KR\u00A02" });
    expect(problems.map((p) => [p.address, p.code, p.params?.other])).toEqual([
      ["Results!B2", "name-merged", NFC],
      ["Results!E2", "name-merged", "KR\u00A02"],
    ]);
    // Two Players rows that differ only invisibly are the same name written twice.
    const dup = parse(
      [[1, "Kim", 40, 24, NFC]],
      [
        ["ID", "Name"],
        ["1", NFC],
        ["2", NFD],
        ["3", "Kim"],
      ],
    );
    expect(dup.problems.map((p) => [p.address, p.code])).toEqual([
      ["Players!B3", "players-duplicate-name"],
      ["Results!E2", "ambiguous-player"],
    ]);
  });

  test("case and a missing space still count: separate players, the name-variant warning", () => {
    const { tournament, problems } = parse([
      [1, "Kim Min", 40, 24, "Ann"],
      [2, "Ann", 30, 34, "kim min"],
      [3, "KimMin", 30, 34, "Ann"],
    ]);
    expect(tournament.players).toHaveLength(4);
    expect(problems.map((p) => [p.address, p.code])).toEqual([
      ["Results!E3", "name-variant"],
      ["Results!B4", "name-variant"],
    ]);
  });

  test("a fixed pair of the round to pair finds its players the same way", () => {
    const values = [HEAD, [1, NFC, 40, 24, "Kim"], [1, "Lee", 33, 31, "Park"], [2, NFD, null, null, "Lee"]];
    const input = pairingInputFromSheets({ results: { sheetName: "Results", values } });
    expect(input.round).toBe(2);
    expect(input.fixedPairs).toEqual([{ black: NFC, white: "Lee" }]);
    expect(input.tournament.players).toHaveLength(4);
    expect(input.problems.map((p) => [p.address, p.code, p.params?.otherAddress])).toEqual([
      ["Results!B4", "name-merged", "Results!A2"],
    ]);
  });

  test("property: invisible changes to names never add players, and each changed cell gets one warning", () => {
    const base = fc.constantFrom("Ann Lee", "Kim Min", NFC, "Ødegård", "佐藤 一郎", "Zoë", "José Ruiz");
    const change = fc.option(
      fc.constantFrom(
        (n: string) => n.replace(" ", "\u00A0"),
        (n: string) => n.replace(" ", "\u3000"),
        (n: string) => `${n}\u200B`,
        (n: string) => `\u200E${n}`,
        (n: string) => n.normalize("NFD"),
        (n: string) => n.replace(" ", "  "),
      ),
      { nil: undefined },
    );
    const game = fc.tuple(base, base, change, change).filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 8 }), (games) => {
        const plain = parse(games.map(([a, b], i) => [i + 1, a, 40, 24, b]));
        const changed = games.map(([a, b, ca, cb]) => [ca ? ca(a) : a, cb ? cb(b) : b] as const);
        const odd = parse(changed.map(([a, b], i) => [i + 1, a, 40, 24, b]));
        expect(odd.tournament.players).toHaveLength(plain.tournament.players.length);
        expect(odd.tournament.games.map((g) => [nameIdentity(g.black), nameIdentity(g.white!)])).toEqual(
          plain.tournament.games.map((g) => [g.black, g.white]),
        );
        // A cell differs from the name as first written (by identity) exactly when it is warned about.
        const first = new Map<string, string>();
        const expected: string[] = [];
        changed.forEach(([b, w], i) => {
          for (const [text, col] of [
            [b, "B"],
            [w, "E"],
          ] as const) {
            const k = nameIdentity(text);
            if (!first.has(k)) first.set(k, text);
            else if (first.get(k) !== text) expected.push(`Results!${col}${i + 2}`);
          }
        });
        expect(odd.problems.filter((p) => p.code === "name-merged").map((p) => p.address)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  test("invisibleDifference names each kind once", () => {
    expect(invisibleDifference("A\u200BB\u200B", "AB")).toBe("a zero-width space (U+200B)");
    expect(invisibleDifference(NFD, NFC)).toBe("letters with accents written as separate marks (Unicode NFD)");
  });
});

describe("the key of a name variant (case and spaces ignored)", () => {
  // nameKey reads printable ASCII without NFKC (most names, 20,000 on a large Players sheet): the same key.
  const slowKey = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
  it("is NFKC, lower case, without whitespace, for any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "grapheme" }),
          fc.constantFrom("Player 08395", "KIM Min-jun", "ＡＢ", "a\tb"),
        ),
        (s) => expect(nameKey(s)).toBe(slowKey(s)),
      ),
    );
  });
});
