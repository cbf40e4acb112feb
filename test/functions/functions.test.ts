/**
 * The custom functions as Excel calls them: ranges as 2-D arrays, omitted optional arguments as null.
 *
 * Bad-input cases handled (each has a test below; all give #VALUE! with a message naming the argument,
 * except where noted):
 *  1. text where a number belongs (scalar or inside a range)      8. zero / negative / fractional rounds, or over 999
 *  2. a logical value where a number belongs                       9. unknown BRIGHTWELL_C method
 *  3. negative disc count or opponent score                       10. scale or k of 0 or less
 *  4. an empty range (all blank)                                  11. unknown BADUK_WEIGHT grade or stage
 *  5. a range where a single number belongs                       12. more than 50 games for
 *  6. ranges of different sizes (opponents vs results vs weights)     PROVISIONAL_RATING → #N/A with message
 *  7. a result other than 1 / 0.5 / 0; a game with an opponent   13. a result too large for a number (#VALUE!
 *     but no result (or the reverse)                                  with a message, not a bare #NUM!)
 *                                                                 14. a negative or zero opponent rating (KBA)
 */
import {
  badukDeltaFunction,
  badukWeightFunction,
  bqScoreFunction,
  brightwellConstantFunction,
  eloDeltaFunction,
  eloExpectedFunction,
  provisionalRatingFunction,
} from "../../src/functions/functions";

const col = (...xs: unknown[]) => xs.map((x) => [x]);
/** What Excel passes for an omitted optional range argument. */
const omitted = null as unknown as any[][];
const row = (...xs: unknown[]) => [xs];

function excelError(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (e) {
    const err = e as { code: string; message: string };
    return { code: err.code, message: err.message };
  }
  throw new Error("expected an Excel error, got a value");
}

describe("OTHELLO.BQ_SCORE", () => {
  // The MBS worked example [MBS-green] (docs/rules.md §2.3): 5 rounds, everyone on 2 points.
  const A = { discs: 180, opp: [4, 2, 2, 1.5, 1.5] };
  const B = { discs: 155, opp: [3, 2, 2, 5, 3] };
  const C = { discs: 147, opp: [4, 1.5, 1.5, 1.5, 3] };
  test("the MBS worked example at C = 12: A 312, B 335, C 285 (B > A > C)", () => {
    expect(bqScoreFunction([[A.discs]], col(...A.opp), 12)).toBe(312);
    expect(bqScoreFunction([[B.discs]], col(...B.opp), 12)).toBe(335);
    expect(bqScoreFunction([[C.discs]], col(...C.opp), 12)).toBe(285);
  });
  test("the MBS worked example at C = 6 (the default when omitted): A 246 > B 245 > C 216", () => {
    expect(bqScoreFunction([[A.discs]], col(...A.opp), null)).toBe(246);
    expect(bqScoreFunction([[B.discs]], col(...B.opp), null)).toBe(245);
    expect(bqScoreFunction([[C.discs]], col(...C.opp), null)).toBe(216);
  });
  test("the WOC column's example: 33-31 against a 5-1 player equals 39-25 against 4-2 and 63-1 against 0-6 (63 each)", () => {
    expect(bqScoreFunction([[33]], [[5]], 6)).toBe(63);
    expect(bqScoreFunction([[39]], [[4]], 6)).toBe(63);
    expect(bqScoreFunction([[63]], [[0]], 6)).toBe(63);
  });
  test("per-game ranges are summed and blank cells skipped", () => {
    expect(bqScoreFunction(row(40, "", 33, null, 20), col(3, 2, "", 1), 6)).toBe(93 + 36);
  });
  test("a blank constant cell counts as omitted", () => {
    expect(bqScoreFunction([[100]], [[10]], [[""]])).toBe(160);
  });
  test("bad input", () => {
    expect(excelError(() => bqScoreFunction(row(40, "abc"), [[3]], null))).toEqual({
      code: "#VALUE!",
      message: 'discs (value 2 of the range) must be a number, got the text "abc".',
    });
    expect(excelError(() => bqScoreFunction([[true]], [[3]], null)).message).toMatch(
      /discs must be a number, got the logical value TRUE/,
    );
    expect(excelError(() => bqScoreFunction([[-5]], [[3]], null)).message).toMatch(/discs must be 0 or more, got -5/);
    expect(excelError(() => bqScoreFunction([[40]], [[-1]], null)).message).toMatch(/opponentScores must be 0 or more/);
    expect(excelError(() => bqScoreFunction([["", null]], [[3]], null)).message).toMatch(/discs is empty/);
    expect(excelError(() => bqScoreFunction([[40]], [[3]], [[6, 8]])).message).toMatch(
      /constant must be a single number/,
    );
    expect(excelError(() => bqScoreFunction([[40]], [[3]], -6)).message).toMatch(/constant \(C\) must be 0 or more/);
    // 1e308 + 6 × 1e308 overflows: Excel shows a message only with #VALUE! and #N/A, so not a bare #NUM!.
    expect(excelError(() => bqScoreFunction([[1e308]], [[1e308]], 6))).toEqual({
      code: "#VALUE!",
      message:
        "BQ = D + C × S is too large to compute (beyond 1.8E+308) for D = 1e+308, C = 6, S = 1e+308. D is a player's disc total (at most 64 per game) and S a sum of scores: check the arguments.",
    });
  });
});

describe("OTHELLO.BRIGHTWELL_C", () => {
  test("EVEN (default) table of docs/rules.md §2", () => {
    const table: Record<number, number> = { 5: 12, 6: 10, 7: 10, 8: 8, 9: 8, 10: 6, 11: 6, 12: 6, 13: 4 };
    for (const [rounds, c] of Object.entries(table))
      expect(brightwellConstantFunction(Number(rounds), null, null)).toBe(c);
  });
  test("EXACT and PAPP, methods in any case, other boards", () => {
    expect(brightwellConstantFunction(7, "EXACT", null)).toBeCloseTo(64 / 7, 15);
    expect(brightwellConstantFunction(7, "exact", null)).toBe(64 / 7);
    expect(brightwellConstantFunction(7, "PAPP", null)).toBe(0);
    expect(brightwellConstantFunction(13, "papp", null)).toBe(6);
    expect(brightwellConstantFunction(10, "EVEN", 100)).toBe(10);
  });
  test("bad input", () => {
    expect(excelError(() => brightwellConstantFunction(0, null, null)).message).toMatch(
      /Rounds must be a whole number from 1 to 999, got 0/,
    );
    // 1e300 is an integer to JavaScript; 64 / 1e300 rounded to an even C gave 0.
    expect(excelError(() => brightwellConstantFunction(1e300, null, null))).toEqual({
      code: "#VALUE!",
      message: "Rounds must be a whole number from 1 to 999, got 1e+300.",
    });
    expect(excelError(() => brightwellConstantFunction(1000, "EXACT", null)).message).toBe(
      "Rounds must be a whole number from 1 to 999, got 1000.",
    );
    expect(brightwellConstantFunction(999, "EXACT", null)).toBe(64 / 999);
    expect(excelError(() => brightwellConstantFunction(7.5, null, null)).message).toMatch(/got 7.5/);
    expect(excelError(() => brightwellConstantFunction("seven", null, null)).message).toMatch(
      /rounds must be a number, got the text "seven"/,
    );
    expect(excelError(() => brightwellConstantFunction(7, "ODD", null))).toEqual({
      code: "#VALUE!",
      message: 'method must be "EVEN", "EXACT" or "PAPP", got "ODD".',
    });
    expect(excelError(() => brightwellConstantFunction(7, null, -64)).message).toMatch(
      /Discs per game must be a whole number/,
    );
  });
  test('the method is read by the one reader of a constant, which a number or "preset" does not pass as a method', () => {
    expect(brightwellConstantFunction(7, " Even ", null)).toBe(10);
    expect(brightwellConstantFunction(7, [["exact"]], null)).toBe(64 / 7);
    for (const notAMethod of [6, "6", "preset"]) {
      expect(excelError(() => brightwellConstantFunction(7, notAMethod, null))).toEqual({
        code: "#VALUE!",
        message: `method must be "EVEN", "EXACT" or "PAPP", got "${String(notAMethod).toUpperCase()}".`,
      });
    }
  });
});

describe("OTHELLO.ELO_EXPECTED and ELO_DELTA", () => {
  test("expected score against one opponent and the total against a range", () => {
    expect(eloExpectedFunction(1600, [[1600]], null)).toBe(0.5);
    const one = eloExpectedFunction(1613, [[1609]], null) + eloExpectedFunction(1613, [[1720]], null);
    expect(eloExpectedFunction(1613, col(1609, "", 1720), null)).toBeCloseTo(one, 15);
  });
  test("1613 vs 1609 L, 1477 D, 1388 W, 1586 W, 1720 L → 1601.27 (K 32 by default)", () => {
    expect(
      1613 + eloDeltaFunction(1613, col(1609, 1477, 1388, 1586, 1720), col(0, 0.5, 1, 1, 0), null, null),
    ).toBeCloseTo(1601.27, 2);
    expect(eloDeltaFunction(1613, col(1609, 1477), col(0, "½"), 16, null)).toBeCloseTo(
      eloDeltaFunction(1613, col(1609, 1477), col(0, 0.5), null, null) / 2,
      12,
    );
  });
  test("rows where both are blank are skipped", () => {
    expect(eloDeltaFunction(1600, col(1600, "", 1600), col(1, "", 0), null, null)).toBeCloseTo(0, 12);
  });
  test("bad input", () => {
    expect(excelError(() => eloDeltaFunction(1600, col(1600, 1500), col(1), null, null)).message).toMatch(
      /results has 1 cell but opponentRatings has 2; give one per game/,
    );
    expect(excelError(() => eloDeltaFunction(1600, col(1600), col(2), null, null)).message).toMatch(
      /results must be 1 \(win\), 0.5 \(draw\) or 0 \(loss\), got 2/,
    );
    expect(excelError(() => eloDeltaFunction(1600, col(1600, 1500), col(1, ""), null, null)).message).toMatch(
      /Game 2: opponentRatings has a value but results is blank/,
    );
    expect(excelError(() => eloExpectedFunction(1600, [[1500]], 0)).message).toMatch(/scale must be greater than 0/);
    expect(excelError(() => eloDeltaFunction(1600, col(1500), col(1), -3, null)).message).toMatch(
      /k must be greater than 0/,
    );
    expect(excelError(() => eloExpectedFunction("x", [[1500]], null)).message).toMatch(/rating must be a number/);
  });
});

describe("OTHELLO.PROVISIONAL_RATING (KBA, five regimes)", () => {
  test("worked examples", () => {
    expect(provisionalRatingFunction(col(9000, 9100, 9200), col(1, 1, 0), null)).toBeCloseTo(9250, 9);
    expect(provisionalRatingFunction(col(9000, 9000, 9000, 9000, 9000, 9000), col(1, 1, 1, 1, 0, 0), null)).toBeCloseTo(
      9277.6667,
      4,
    );
    expect(
      provisionalRatingFunction(col(...Array(10).fill(9000)), col(1, 1, 1, 1, 1, 1, 1, 0, 0, 0), null),
    ).toBeCloseTo(9294.3814, 4);
    expect(provisionalRatingFunction(col(...Array(10).fill(9000)), col(...Array(10).fill(1)), null)).toBe(10170);
    expect(provisionalRatingFunction(col(...Array(10).fill(9000)), col(...Array(10).fill(0)), null)).toBe(7830);
  });
  test("ratings must be greater than 0 (negative ones gave a negative rating, e.g. −4551)", () => {
    // avg = (-9000 + 100 + 100) / 3 = -2933.3…; 1 win, 2 losses: -2933.3 - 150 = -3083.3 without the check.
    expect(excelError(() => provisionalRatingFunction(col(-9000, 100, 100), col(1, 0, 0), null))).toEqual({
      code: "#VALUE!",
      message: "opponent rating 1 must be greater than 0, got -9000.",
    });
    expect(excelError(() => provisionalRatingFunction(col(9000, 0), col(1, 0), null)).message).toBe(
      "opponent rating 2 must be greater than 0, got 0.",
    );
  });
  test("BADUK_DELTA refuses ratings of 0 or less like PROVISIONAL_RATING (it returned 42 for a rating of -9700)", () => {
    expect(excelError(() => badukDeltaFunction(-9700, [[9500]], [[1]], [[3]], null, null, null))).toEqual({
      code: "#VALUE!",
      message: "rating must be greater than 0, got -9700.",
    });
    expect(
      excelError(() => badukDeltaFunction(9700, col(9500, -1), col(1, 0), undefined, null, null, null)).message,
    ).toBe("opponent rating 2 must be greater than 0, got -1.");
  });
  test("over 50 games: #N/A saying the player is no longer provisional", () => {
    const err = excelError(() =>
      provisionalRatingFunction(col(...Array(51).fill(9000)), col(...Array(51).fill(1)), null),
    );
    expect(err.code).toBe("#N/A");
    expect(err.message).toMatch(/51 games .* no longer provisional/);
  });
});

describe("any result too large for a number", () => {
  test("#VALUE! with a message, never a bare #NUM!", () => {
    // k · w · (1 − E) with k = w = 1e308 overflows.
    expect(excelError(() => badukDeltaFunction(9000, [[9000]], [[1]], [[1e308]], 1e308, null, null))).toEqual({
      code: "#VALUE!",
      message: "The result is too large for a number in Excel (beyond 1.8E+308): check the arguments.",
    });
  });
});

describe("OTHELLO.BADUK_DELTA and BADUK_WEIGHT", () => {
  test("equal ratings: +7.0 / −6.2; weighted grade-1 final: +15.1173 / −14.3173", () => {
    expect(badukDeltaFunction(9000, [[9000]], [[1]], omitted, null, null, null)).toBeCloseTo(7, 12);
    expect(badukDeltaFunction(9000, [[9000]], [[0]], omitted, null, null, null)).toBeCloseTo(-6.2, 12);
    expect(
      badukDeltaFunction(9700, [[9500]], [[1]], [[badukWeightFunction(1, "final")]], null, null, null),
    ).toBeCloseTo(15.1173, 4);
    expect(badukDeltaFunction(9500, [[9700]], [[0]], [[3]], null, null, null)).toBeCloseTo(-14.3173, 4);
  });
  test("one weight for all games, or one per game", () => {
    const both = badukDeltaFunction(9000, col(9800, 9000), col(1, 0), col(1, 3), null, null, null);
    const a = badukDeltaFunction(9000, [[9800]], [[1]], [[1]], null, null, null);
    const b = badukDeltaFunction(9000, [[9000]], [[0]], [[3]], null, null, null);
    expect(both).toBeCloseTo(a + b, 12);
    expect(badukDeltaFunction(9000, col(9800, 9000), col(1, 0), [[2]], null, null, null)).toBeCloseTo(
      badukDeltaFunction(9000, col(9800, 9000), col(1, 0), col(2, 2), null, null, null),
      12,
    );
  });
  test("weights by grade and stage, in English and Korean", () => {
    expect(badukWeightFunction(1, "final")).toBe(3);
    expect(badukWeightFunction(2, "본선")).toBe(1.9);
    expect(badukWeightFunction("restricted", "결승")).toBe(1.5);
    expect(badukWeightFunction("제한기전", "예선")).toBe(1);
    expect(badukWeightFunction(3, "Main")).toBe(1.5);
  });
  test("bad input", () => {
    expect(excelError(() => badukWeightFunction(4, "final")).message).toMatch(/grade must be 1, 2, 3 or "restricted"/);
    expect(excelError(() => badukWeightFunction(1, "semi")).message).toMatch(
      /stage must be "prelim", "main" or "final"/,
    );
    expect(
      excelError(() => badukDeltaFunction(9000, col(9000, 9100), col(1, 0), col(1, 2, 3), null, null, null)).message,
    ).toMatch(/weights has 3 cells but opponentRatings has 2/);
    expect(excelError(() => badukDeltaFunction(9000, [[9000]], [[1]], [["heavy"]], null, null, null)).message).toMatch(
      /weights must be a number/,
    );
  });
});

describe("the messages in Excel's display language (Office.context.displayLanguage, the shared runtime)", () => {
  const office = (lang: string | undefined) => {
    (globalThis as { Office?: unknown }).Office = { context: { displayLanguage: lang } };
  };
  afterEach(() => delete (globalThis as { Office?: unknown }).Office);

  test("Korean Excel: #VALUE! with Korean messages, from the arguments and from the engine", () => {
    office("ko-KR");
    expect(excelError(() => bqScoreFunction(row(40, "abc"), [[3]], null))).toEqual({
      code: "#VALUE!",
      message: 'discs(범위의 2번째 값)은(는) 숫자여야 합니다. 받은 값: 텍스트 "abc".',
    });
    expect(excelError(() => eloExpectedFunction(1600, [[1500]], 0))).toEqual({
      code: "#VALUE!",
      message: "척도(scale)은(는) 0보다 커야 합니다. 받은 값: 0.",
    });
    expect(excelError(() => brightwellConstantFunction(1000, "EXACT", null)).message).toBe(
      "라운드 수는 1부터 999까지의 정수여야 합니다. 받은 값: 1000.",
    );
    expect(excelError(() => bqScoreFunction([[1e308]], [[1e308]], 6)).message).toMatch(
      /^D = 1e\+308, C = 6, S = 1e\+308에서는/,
    );
    expect(excelError(() => eloDeltaFunction(1600, col(1600, 1500), col(1), null, null)).message).toBe(
      "results에는 셀이 1개 있지만 opponentRatings에는 2개 있습니다. 대국마다 하나씩 같은 순서로 주세요(같은 크기의 범위).",
    );
  });

  test("Japanese Excel: #N/A after 50 games says why in Japanese", () => {
    office("ja-JP");
    const games = new Array(51).fill(9000);
    expect(excelError(() => provisionalRatingFunction(col(...games), col(...games.map(() => 1)), null))).toEqual({
      code: "#N/A",
      message:
        "この選手は 51 局打っています(50 局超)。もう暫定レーティングの対象ではないので、通常のレーティング更新を使ってください。",
    });
    expect(excelError(() => badukWeightFunction("4", "main")).message).toBe(
      'grade は 1、2、3、"restricted"(制限棋戦)のいずれかでなければなりません(値: "4")。',
    );
  });

  test("English Excel, another language or no Office: the English messages", () => {
    for (const lang of ["en-US", "fr-FR", undefined]) {
      office(lang);
      expect(excelError(() => eloExpectedFunction(1600, [[1500]], 0)).message).toBe(
        "scale must be greater than 0, got 0.",
      );
    }
  });
});
