/**
 * Which sheet was read, in the pane and on the command line (src/sheets/detect.ts's notes): the five texts of the
 * pane's tables (./ui.ts spreads them in) that the command line needs too. A module of their own so that the command
 * line does not load the pane's tables (some 90 KB of its 1.1 MB bundle, built at every start).
 */
import type { DetectionNote } from "../vocabulary";
import type { Locale } from "./locale";
import { formatMessage, type Params } from "./plural";

export const DETECTION_UI_EN = {
  detectHiddenUsed:
    'The {role} were read from the sheet "{sheet}", which is hidden in Excel: no visible sheet holds them. If it is a stale copy, unhide the right sheet or delete the hidden one.',
  detectSeveral:
    'The {role} were read from the sheet "{sheet}"; {others} also look like {role} and were not read. If they are on another sheet, pick it here (command line: make it the only visible sheet named "{canonical}", renaming or deleting the stale one first), or delete the stale sheet.',
  detectHiddenMark: "{name} (hidden)",
  roleResults: "results",
  rolePlayers: "players",
};

export const DETECTION_UI_KO: Record<keyof typeof DETECTION_UI_EN, string> = {
  detectHiddenUsed:
    '{role}을(를) Excel에서 숨겨진 시트 "{sheet}"에서 읽었습니다. 보이는 시트에는 없습니다. 오래된 사본이라면 올바른 시트의 숨기기를 해제하거나 숨겨진 시트를 삭제하세요.',
  detectSeveral:
    '{role}을(를) 시트 "{sheet}"에서 읽었습니다. {others}도 {role}처럼 보이지만 읽지 않았습니다. 다른 시트에 있다면 여기서 고르세요(명령줄: 오래된 시트의 이름을 바꾸거나 삭제한 뒤, 그 시트를 "{canonical}"(이)라는 이름의 유일한 표시 시트로 만들기). 또는 오래된 시트를 삭제하세요.',
  detectHiddenMark: "{name} (숨김)",
  roleResults: "결과",
  rolePlayers: "선수 명단",
};

export const DETECTION_UI_JA: Record<keyof typeof DETECTION_UI_EN, string> = {
  detectHiddenUsed:
    "{role}を Excel で非表示のシート「{sheet}」から読みました(表示中のシートにはありません)。古い写しなら、正しいシートを再表示するか非表示のシートを削除してください。",
  detectSeveral:
    "{role}をシート「{sheet}」から読みました。{others}も{role}のようですが読んでいません。別のシートにあるならここで選んでください(コマンドライン:古いシートの名前を変えるか削除してから、そのシートを「{canonical}」という名前の唯一の表示シートにする)。または古いシートを削除してください。",
  detectHiddenMark: "{name}(非表示)",
  roleResults: "対局結果",
  rolePlayers: "選手名簿",
};

const TABLES = { en: DETECTION_UI_EN, ko: DETECTION_UI_KO, ja: DETECTION_UI_JA };

function text(locale: Locale, key: keyof typeof DETECTION_UI_EN, params: Params = {}): string {
  const table = TABLES[locale] ? locale : "en";
  return formatMessage(TABLES[table][key], params, table);
}

/**
 * A note of detectSheets (src/sheets/detect.ts) as one sentence: which sheet was read when it is
 * hidden in Excel or when other sheets look alike. Sheet names are data: shown as text, never HTML.
 */
export function detectionNoteText(note: DetectionNote, locale: Locale): string {
  const role = text(locale, note.role === "results" ? "roleResults" : "rolePlayers");
  if (note.code === "hidden-sheet-used") return text(locale, "detectHiddenUsed", { role, sheet: note.sheet });
  const others = note.others
    .map((o) => (o.hidden ? text(locale, "detectHiddenMark", { name: `"${o.name}"` }) : `"${o.name}"`))
    .join(", ");
  return text(locale, "detectSeveral", {
    role,
    sheet: note.sheet,
    others,
    canonical: note.role === "results" ? "Results" : "Players",
  });
}
