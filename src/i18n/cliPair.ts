/**
 * The command line's words for `pair`, in English, Korean and Japanese (the reasons and failures themselves come
 * from ./pairing.ts, as in the pane). Templates as in ./cli.ts.
 */
import type { Locale } from "./locale";
import type { Params } from "./plural";
import { message, type MessageTable } from "./cli";

const en = {
  wholeNumberRange: '--{name} must be a whole number from {min} to {max}, got "{value}".',
  firstRoundValue: '--first-round must be rating or random; got "{value}".',
  penaltyValue: '--same-country-penalty must be a decimal number of 0 or more; got "{value}".',
  slipsNeedOut: "--slips writes a sheet into the --out workbook: give --out FILE.xlsx too.",
  settingsWrong:
    "The workbook's settings are wrong: nothing paired, nothing written. Correct the cells above and run again.\n",
  errorsStop:
    "{count, plural, one {# error} other {# errors}}: nothing paired, nothing written. Correct the cells above and run again.\n",
  withoutFlag: "without {flag}",
  wrote: 'Wrote {out}: round {round} added to sheet "{results}", printable sheet "{sheet}".\n',
  wroteSlips:
    'Wrote {out}: round {round} added to sheet "{results}", printable sheet "{sheet}", result slips "{slips}".\n',
} as const;

export type PairKey = keyof typeof en;

const ko: Record<PairKey, string> = {
  wholeNumberRange: '--{name}은(는) {min}부터 {max}까지의 정수여야 합니다. 받은 값: "{value}".',
  firstRoundValue: '--first-round는 rating 또는 random이어야 합니다. 받은 값: "{value}".',
  penaltyValue: '--same-country-penalty는 0 이상의 소수여야 합니다. 받은 값: "{value}".',
  slipsNeedOut: "--slips는 --out 통합 문서에 시트를 씁니다: --out FILE.xlsx도 주세요.",
  settingsWrong:
    "통합 문서의 설정이 잘못되었습니다: 아무것도 대진하지 않았고 쓰지 않았습니다. 위의 셀을 고친 뒤 다시 실행하세요.\n",
  errorsStop:
    "오류 {count, plural, other {#건}}: 아무것도 대진하지 않았고 쓰지 않았습니다. 위의 셀을 고친 뒤 다시 실행하세요.\n",
  withoutFlag: "{flag} 없이",
  wrote: '{out}에 썼습니다: 시트 "{results}"에 {round}라운드를 더하고 인쇄용 시트 "{sheet}"을(를) 만들었습니다.\n',
  wroteSlips:
    '{out}에 썼습니다: 시트 "{results}"에 {round}라운드를 더하고 인쇄용 시트 "{sheet}"와 결과 기록지 "{slips}"을(를) 만들었습니다.\n',
};

const ja: Record<PairKey, string> = {
  wholeNumberRange: "--{name} は {min} から {max} までの整数にしてください。指定された値:「{value}」。",
  firstRoundValue: "--first-round は rating か random にしてください。指定された値:「{value}」。",
  penaltyValue: "--same-country-penalty は 0 以上の小数にしてください。指定された値:「{value}」。",
  slipsNeedOut: "--slips は --out のブックにシートを書きます: --out FILE.xlsx も指定してください。",
  settingsWrong:
    "ブックの設定が正しくありません: 何も組み合わせず、何も書いていません。上のセルを直してから再実行してください。\n",
  errorsStop:
    "エラー {count, plural, other {# 件}}: 何も組み合わせず、何も書いていません。上のセルを直してから再実行してください。\n",
  withoutFlag: "{flag} なしで",
  wrote: "{out} に書きました: シート「{results}」に第 {round} 回戦を加え、印刷用のシート「{sheet}」を作りました。\n",
  wroteSlips:
    "{out} に書きました: シート「{results}」に第 {round} 回戦を加え、印刷用のシート「{sheet}」と結果記入票「{slips}」を作りました。\n",
};

export const CLI_PAIR_MESSAGES: MessageTable<PairKey> = { en, ko, ja };

/** A message of `pair`'s table in `locale`. */
export function pairText(locale: Locale, key: PairKey, params: Params = {}): string {
  return message(CLI_PAIR_MESSAGES, locale, key, params);
}
