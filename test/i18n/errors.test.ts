/**
 * The engine's errors and the custom functions' argument errors in three languages (src/i18n/errors.ts): every key
 * says the same placeholders in Korean and Japanese; every error the functions' engine calls throw for bad input
 * carries its words, whose English is the error's message and whose Korean and Japanese have no English sentence.
 */
import fc from "fast-check";
import {
  bqScore,
  brightwellConstant,
  eloDelta,
  eloExpected,
  EngineRangeError,
  EventAlreadyAppliedError,
  kbaDelta,
  kbaWeight,
  NotProvisionalError,
  playerHistories,
  provisionalRating,
  resolveRatingSettings,
  resolveStandingsSettings,
  resolveListRules,
  addMonths,
  listAsOf,
  kbaWeightTable,
  countedRounds,
  pairRound,
  type Tournament,
} from "../../src/engine";
import { pairingFailureText } from "../../src/sheets";
import { ERROR_TEMPLATES, errorText, errorWords, type ErrorWordKey } from "../../src/i18n/errors";
import { messageArguments } from "../../src/i18n/plural";
import { ArgumentError, numberList, requiredNumber, alignedGames } from "../../src/functions/args";
import { englishRuns } from "../helpers/english";

const KEYS = Object.keys(ERROR_TEMPLATES.en) as ErrorWordKey[];

// What stays as typed in every language: Excel's own words and the formula, besides what englishRuns keeps.
const KEEP = ["BQ = D + C × S", "YYYY-MM-DD", "8x8"];

describe("the table", () => {
  test.each(KEYS)("%s: Korean and Japanese say the same placeholders, without English sentences", (key) => {
    const en = ERROR_TEMPLATES.en[key];
    for (const l of ["ko", "ja"] as const) {
      const t = ERROR_TEMPLATES[l][key];
      expect([key, l, messageArguments(t)]).toEqual([key, l, messageArguments(en)]);
      expect([key, l, englishRuns(t, KEEP)]).toEqual([key, l, []]);
    }
  });

  test("the sentences differ by language (a name such as k or a bare word may be the same)", () => {
    const same = KEYS.filter((k) => ERROR_TEMPLATES.ko[k] === ERROR_TEMPLATES.en[k]);
    expect(same).toEqual(["nameK"]);
    expect(KEYS.filter((k) => ERROR_TEMPLATES.ja[k] === ERROR_TEMPLATES.en[k])).toEqual(["nameK"]);
  });
});

/** Runs `call` and returns what it threw (undefined when it returned). */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** An error that carries words: English equal to its message, Korean and Japanese without English sentences. */
function expectSaidInEveryLanguage(e: unknown): void {
  expect(errorWords(e)).toBeDefined();
  const message = (e as Error).message;
  expect(errorText(e, "en")).toBe(message);
  for (const l of ["ko", "ja"] as const) {
    const text = errorText(e, l);
    expect(text).not.toBe(message);
    expect([l, text, englishRuns(text, KEEP)]).toEqual([l, text, []]);
    expect(text).not.toMatch(/\{\w+|plural,/);
  }
}

// Numbers a user types that the engine refuses: not numbers, negative, zero, beyond any rating, text.
const badNumber = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, 0, -1, 1e308, -1e308, 0.5),
  fc.double({ min: -1e6, max: -1e-9, noNaN: true }),
  // Text as typed (braces left out: the check below looks for unfilled {placeholders}).
  fc.string({ maxLength: 12 }).filter((t) => !/[{}]/.test(t)) as unknown as fc.Arbitrary<number>,
);
const anyNumber = fc.oneof(badNumber, fc.integer({ min: 1, max: 3000 }));
const numbers = fc.array(anyNumber, { minLength: 0, maxLength: 4 });

describe("every engine error the custom functions' engine calls throw for bad input is said in every language", () => {
  const calls: [string, fc.Arbitrary<() => unknown>][] = [
    [
      "bqScore",
      fc.tuple(anyNumber, anyNumber, anyNumber).map(
        ([d, s, c]) =>
          () =>
            bqScore(d, s, c),
      ),
    ],
    [
      "brightwellConstant",
      fc.tuple(anyNumber, fc.constantFrom("exact", "even", "papp", "odd"), anyNumber).map(
        ([r, m, d]) =>
          () =>
            brightwellConstant(r, m as "exact", d),
      ),
    ],
    [
      "eloExpected",
      fc.tuple(anyNumber, anyNumber, anyNumber).map(
        ([r, o, s]) =>
          () =>
            eloExpected(r, o, s),
      ),
    ],
    [
      "eloDelta",
      fc.tuple(anyNumber, numbers, numbers, anyNumber, anyNumber).map(
        ([r, o, res, k, s]) =>
          () =>
            eloDelta(r, o, res, k, s),
      ),
    ],
    [
      "provisionalRating",
      fc.tuple(fc.array(anyNumber, { maxLength: 60 }), fc.array(anyNumber, { maxLength: 60 }), anyNumber).map(
        ([o, res, s]) =>
          () =>
            provisionalRating(o, res, s),
      ),
    ],
    [
      "kbaDelta",
      fc.tuple(anyNumber, numbers, numbers, numbers, anyNumber, anyNumber, anyNumber).map(
        ([r, o, res, w, k, alpha, scale]) =>
          () =>
            kbaDelta(r, o, res, w, { k, alpha, scale }),
      ),
    ],
    [
      "kbaWeight",
      fc.tuple(fc.oneof(anyNumber, fc.constant("restricted")), fc.constantFrom("prelim", "main", "final", "semi")).map(
        ([g, s]) =>
          () =>
            kbaWeight(g as 1, s as "main"),
      ),
    ],
  ];

  test.each(calls)("%s (property)", (_, call) => {
    let refused = 0;
    fc.assert(
      fc.property(call, (f) => {
        const e = thrown(f);
        if (e === undefined) return;
        refused++;
        expect(e instanceof EngineRangeError || e instanceof NotProvisionalError).toBe(true);
        if (e instanceof EngineRangeError) expect(e).toBeInstanceOf(RangeError);
        expectSaidInEveryLanguage(e);
      }),
    );
    expect(refused).toBeGreaterThan(0);
  });
});

describe("the other throw sites: English as the message, Korean and Japanese from the same words", () => {
  const settings = (o: object) => () => resolveStandingsSettings("woc", o);
  test.each<[string, () => unknown]>([
    ["unknown preset", () => resolveStandingsSettings("wac" as "woc")],
    ["negative constant", settings({ constant: -2 })],
    ["constant method", settings({ constant: "odd" })],
    ["bye rule", settings({ byeRule: "half" })],
    ["withdrawn rule", settings({ withdrawnRule: "none" })],
    ["discs per game", settings({ discsPerGame: 0 })],
    ["bye discs", settings({ byeDiscs: 65 })],
    ["BQ rounding", settings({ bqRounding: "up" })],
    ["unknown tie-break", settings({ tiebreaks: ["luck"] })],
    ["tie-break twice", settings({ tiebreaks: ["bq", "bq"] })],
    ["counted rounds", () => countedRounds({ players: [], games: [] } as unknown as Tournament, -1)],
    ["rating method", () => resolveRatingSettings({ method: "fide" as "elo" })],
    ["KBA alpha", () => resolveRatingSettings({ method: "kba", weight: 1, alpha: -1 })],
    ["list rules", () => resolveListRules({ preset: "most" as "all" })],
    ["list decimals", () => resolveListRules({ decimals: 5 })],
    ["list minimum games", () => resolveListRules({ minGames: -1 })],
    ["list inactivity", () => resolveListRules({ inactiveMonths: 0 })],
    ["list marks", () => resolveListRules({ marks: { foreign: "hide" } as never })],
    ["a date", () => addMonths("2024-02-30", 1)],
    ["months", () => addMonths("2024-01-31", 1.5)],
    ["the list's date", () => listAsOf([], [], "someday")],
    ["weight table grade", () => kbaWeightTable({ "4": { main: 1 } })],
    ["weight table stage", () => kbaWeightTable({ "1": { semi: 1 } as never })],
    ["weight table weight", () => kbaWeightTable({ "1": { main: 0 } })],
    ["weight table limit", () => kbaWeightTable({ "1": { main: 100000 } })],
    ["constant method (BRIGHTWELL_C)", () => brightwellConstant(8, "odd" as "even")],
    ["discs per game (BRIGHTWELL_C)", () => brightwellConstant(8, "even", 0.5)],
  ])("%s", (_, call) => {
    const e = thrown(call);
    expect(e).toBeInstanceOf(RangeError);
    expectSaidInEveryLanguage(e);
  });
});

describe("examples", () => {
  test("an argument refused by the engine is named in the language", () => {
    const e = thrown(() => eloExpected(1600, 1500, 0));
    expect(errorText(e, "en")).toBe("scale must be greater than 0, got 0.");
    expect(errorText(e, "ko")).toBe("척도(scale)은(는) 0보다 커야 합니다. 받은 값: 0.");
    expect(errorText(e, "ja")).toBe("スケール(scale) は 0 より大きくなければなりません(値: 0)。");
    const text = thrown(() => provisionalRating([9000, "x" as unknown as number], [1, 0]));
    expect(errorText(text, "ko")).toBe('상대 레이팅 2은(는) 숫자여야 합니다. 받은 값: 텍스트 "x".');
  });

  test("one value, two values: the lists of different lengths count in English (no value(s))", () => {
    expect(
      errorText(
        thrown(() => eloDelta(1600, [1500], [1, 0])),
        "en",
      ),
    ).toBe("opponent ratings has 1 value but results has 2; give one per game.");
    expect(
      errorText(
        thrown(() => eloDelta(1600, [1500, 1400], [1])),
        "en",
      ),
    ).toBe("opponent ratings has 2 values but results has 1; give one per game.");
    expect(
      errorText(
        thrown(() => eloDelta(1600, [1500, 1400], [1])),
        "ja",
      ),
    ).toBe("相手のレーティング の値は 2 個ですが、結果 は 1 個です。対局ごとに 1 つずつ指定してください。");
  });

  test("more than 50 games: #N/A's reason in Korean", () => {
    const e = thrown(() => provisionalRating(new Array(51).fill(9000), new Array(51).fill(1)));
    expect(e).toBeInstanceOf(NotProvisionalError);
    expect(errorText(e, "ko")).toBe(
      "이 선수는 51국을 두었습니다(50국 초과). 이제 잠정 레이팅 대상이 아니니 일반 레이팅 갱신을 쓰세요.",
    );
  });

  test("the tournament's data and the settings: where a game is, said in the language", () => {
    const t: Tournament = {
      players: [
        { id: "A", name: "Ann" },
        { id: "B", name: "Bo" },
      ],
      games: [{ round: 1, black: "A", white: "C", blackDiscs: 40, whiteDiscs: 24 }],
    } as Tournament;
    const e = thrown(() => playerHistories(t));
    expect((e as Error).message).toBe(
      'round 1, game A vs C: player "C" is not in the player list; add him or fix the id.',
    );
    expectSaidInEveryLanguage(e);
    expect(errorText(e, "ko")).toBe(
      '1 라운드, A 대 C 대국: 선수 "C"이(가) 선수 명단에 없습니다. 명단에 추가하거나 ID를 고치세요.',
    );
    const bye = { ...t, games: [{ round: 0, black: "A", white: null, blackDiscs: 32, whiteDiscs: 0 }] } as Tournament;
    expect(
      errorText(
        thrown(() => playerHistories(bye)),
        "ja",
      ),
    ).toMatch(/^第 0 ラウンド、A 対 不戦勝 の対局: /);
    const settings = thrown(() => resolveStandingsSettings("woc", { byeRule: "half" as "selfDraw" }));
    expectSaidInEveryLanguage(settings);
    const k = thrown(() => resolveRatingSettings({ method: "elo", k: -1 }));
    expect(errorText(k, "en")).toBe("k must be a number greater than 0 and less than 100,000, got -1.");
    expect(errorText(k, "ja")).toBe("k は 0 超で 100,000 未満の数でなければなりません(値: -1)。");
    expectSaidInEveryLanguage(thrown(() => resolveRatingSettings({ method: "kba" })));
  });

  test("pairing a round after results the engine cannot read: the data's error in the language", () => {
    const t = {
      players: ["A", "B", "C", "D"].map((id) => ({ id, name: `Player ${id}` })),
      games: [
        { round: 1, black: "A", white: "B", blackDiscs: 40, whiteDiscs: 24, blackPoints: 1, whitePoints: 0 },
        { round: 1, black: "A", white: "C", blackDiscs: 40, whiteDiscs: 24, blackPoints: 1, whitePoints: 0 },
      ],
    } as unknown as Tournament;
    const failure = pairRound(t, { round: 2 });
    expect(failure.ok).toBe(false);
    if (failure.ok) return;
    expect(pairingFailureText(failure, t, "en")).toBe(
      'The results cannot be paired: round 1, game A vs C: player "A" already has a game in round 1 (round 1, game A vs B); remove one of them.',
    );
    expect(pairingFailureText(failure, t, "ko")).toBe(
      '결과로 대진할 수 없습니다: 1 라운드, A 대 C 대국: 선수 "A"은(는) 1 라운드에 이미 대국이 있습니다(1 라운드, A 대 B 대국). 둘 중 하나를 지우세요.',
    );
    expect(englishRuns(pairingFailureText(failure, t, "ja"))).toEqual([]);
  });

  test("an event applied twice: the reason in the language", () => {
    const e = new EventAlreadyAppliedError({
      event: "Seoul Open",
      date: "2024-05-01",
      appliedAt: "2024-05-02",
      match: "name-date",
    });
    expect(errorText(e, "en")).toBe(e.message);
    expect(errorText(e, "ko")).toBe(
      '"Seoul Open"(2024-05-01)은(는) 이미 2024-05-02에 반영되었습니다. 다시 반영하려면 먼저 되돌리세요.',
    );
  });

  test("the custom functions' argument errors: English as before, Korean and Japanese from the same words", () => {
    const e = thrown(() => numberList([[40, "abc"]], "discs"));
    expect(e).toBeInstanceOf(ArgumentError);
    expect((e as Error).message).toBe('discs (value 2 of the range) must be a number, got the text "abc".');
    expect(errorText(e, "ko")).toBe('discs(범위의 2번째 값)은(는) 숫자여야 합니다. 받은 값: 텍스트 "abc".');
    expect(errorText(e, "ja")).toBe('discs(範囲の 2 番目の値) は数値でなければなりません(値: テキスト "abc")。');
    expectSaidInEveryLanguage(e);
    expectSaidInEveryLanguage(thrown(() => requiredNumber([[1, 2]], "rating")));
    const sizes = thrown(() =>
      alignedGames([
        { arg: [[1], [2]], name: "opponentRatings", kind: "number" },
        { arg: [[1]], name: "results", kind: "result" },
      ]),
    );
    expect((sizes as Error).message).toBe(
      "results has 1 cell but opponentRatings has 2; give one per game, in the same order (ranges of the same size).",
    );
    expectSaidInEveryLanguage(sizes);
  });

  test("an error without words is shown as its message in every language", () => {
    expect(errorText(new Error("disk full"), "ko")).toBe("disk full");
    expect(errorText("odd", "ja")).toBe("odd");
    expect(errorText(new RangeError("plain"), "ja")).toBe("plain");
  });
});
