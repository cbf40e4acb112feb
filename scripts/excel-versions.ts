/**
 * `npm run excel-versions`: the README's "Excel versions" tables (README.md, README.ko.md, README.ja.md, between
 * the `<!-- excel-versions -->` markers) and docs/excel-api.md (every member used, with its set), made from the API audit (scripts/excel-api-audit.ts: the manifest's ExcelApi
 * minimum and the excelApiSupported checks in the code) and Microsoft's published support of the requirement sets
 * (PLATFORMS below). test/excel/api-sets.test.ts fails when the README differs from what this writes, so the tables
 * cannot drift from the code: change a check, run this, commit the READMEs.
 *
 * Sources (Microsoft, office-js-docs-reference, docs/requirement-sets/; learn.microsoft.com/javascript/api/
 * requirement-sets/…), as published in 2025:
 *   excel/excel-api-requirement-sets.md      ExcelApi 1.1 Office 2016; 1.2–1.7 Office 2019; 1.8–1.14 Office 2021;
 *                                            1.15–1.17 Office 2024 (volume-licensed perpetual, LTSC); Microsoft 365
 *                                            Windows by version (1.9: 1903, 1.11: 2002, 1.13: 2102, 1.20: 2509), Mac
 *                                            (1.9: 16.24, 1.11: 16.33, 1.13: 16.50, 1.20: 16.100), iPad (1.20:
 *                                            16.100), the web (every set).
 *   common/shared-runtime-requirement-sets   SharedRuntime 1.1: Excel on the web; Windows Version 2002; Excel 2021
 *                                            and later (volume-licensed); Mac 16.35; not on iPad.
 *   excel/custom-functions-requirement-sets  CustomFunctionsRuntime 1.3: the web; Windows Version 2008; Office 2021
 *                                            and later (volume-licensed); retail perpetual Version 2311; Mac 16.40;
 *                                            not on iPad.
 * A retail (bought once, Click-to-Run) Office that keeps updating reports the version and build of its install;
 * from Version 2311 it has everything the Microsoft 365 column shows for that version.
 */
import { promises as fs } from "fs";
import * as path from "path";
import type { Locale } from "../src/i18n/locale";
import { t, type UiKey } from "../src/i18n/ui";
import { PROBLEM_TEMPLATES } from "../src/i18n/problems";
import { apiSet, auditExcelApi, type ApiVersion, type ExcelApiAudit } from "./excel-api-audit";

export interface Platform {
  id: string;
  name: Record<Locale, string>;
  /** The highest ExcelApi 1.x it supports (Microsoft's table). */
  excelApi: ApiVersion;
  /** SharedRuntime 1.1 and CustomFunctionsRuntime 1.3, the manifest's other requirements. */
  sharedRuntime: boolean;
  customFunctions: boolean;
  /**
   * For an updating product (Microsoft 365): the first version with each ExcelApi set the tables need, and the
   * first with the runtimes ("runtimes"), as Microsoft numbers them (Windows "2102", Mac "16.50").
   */
  since?: { label: (v: string) => Record<Locale, string>; excelApi: Record<number, string>; runtimes: string };
}

const windows = (v: string): Record<Locale, string> => ({
  en: `Version ${v} or later`,
  ko: `버전 ${v} 이상`,
  ja: `バージョン ${v} 以降`,
});
const mac = (v: string): Record<Locale, string> => ({ en: `${v} or later`, ko: `${v} 이상`, ja: `${v} 以降` });

export const PLATFORMS: Platform[] = [
  {
    id: "2016",
    name: { en: "Excel 2016", ko: "Excel 2016", ja: "Excel 2016" },
    excelApi: 1,
    sharedRuntime: false,
    customFunctions: false,
  },
  {
    id: "2019",
    name: { en: "Excel 2019", ko: "Excel 2019", ja: "Excel 2019" },
    excelApi: 7,
    sharedRuntime: false,
    customFunctions: false,
  },
  {
    id: "2021",
    name: { en: "Excel 2021", ko: "Excel 2021", ja: "Excel 2021" },
    excelApi: 14,
    sharedRuntime: true,
    customFunctions: true,
  },
  {
    id: "2024",
    name: { en: "Excel 2024", ko: "Excel 2024", ja: "Excel 2024" },
    excelApi: 17,
    sharedRuntime: true,
    customFunctions: true,
  },
  {
    id: "m365-windows",
    name: { en: "Microsoft 365, Windows", ko: "Microsoft 365, Windows", ja: "Microsoft 365、Windows" },
    excelApi: 20,
    sharedRuntime: true,
    customFunctions: true,
    since: { label: windows, excelApi: { 7: "1801", 9: "1903", 11: "2002", 13: "2102" }, runtimes: "2008" },
  },
  {
    id: "m365-mac",
    name: { en: "Microsoft 365, Mac", ko: "Microsoft 365, Mac", ja: "Microsoft 365、Mac" },
    excelApi: 20,
    sharedRuntime: true,
    customFunctions: true,
    since: { label: mac, excelApi: { 7: "16.9", 9: "16.24", 11: "16.33", 13: "16.50" }, runtimes: "16.40" },
  },
  {
    id: "web",
    name: { en: "Excel on the web", ko: "웹용 Excel", ja: "Excel on the web" },
    excelApi: 20,
    sharedRuntime: true,
    customFunctions: true,
  },
  {
    id: "ipad",
    name: { en: "Excel on iPad", ko: "iPad용 Excel", ja: "iPad 版 Excel" },
    excelApi: 20,
    sharedRuntime: false,
    customFunctions: false,
  },
];

/** Versions of one product in order: "16.9" < "16.24" < "16.50", "2008" < "2102". */
function laterOf(a: string, b: string): string {
  const [x, y] = [a, b].map((v) => v.split(".").map(Number));
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0) ? a : b;
  return a;
}

/**
 * A feature that depends on a check in the code: found by the function the check is in (the audit's `checks`), so its
 * version is the code's. `missing` is what the pane does where Excel lacks it, in the pane's own words when it says
 * something (a UI string, or a problem's template).
 */
export interface Feature {
  where: { file: string; container: string }[];
  name: Record<Locale, string>;
  missing: (locale: Locale) => string;
}

const quote = (s: string) => `“${s.replace(/\s+/g, " ")}”`;
const ui =
  (key: UiKey, params: Record<string, string> = {}) =>
  (l: Locale) =>
    quote(t(l, key, params));

export const FEATURES: Feature[] = [
  {
    where: [
      { file: "taskpane/panels/newTournament.ts", container: "create" },
      { file: "taskpane/panels/pair.ts", container: "pair" },
    ],
    name: {
      en: "New tournament, Pair round N (data validation, print setup)",
      ko: "새 대회, N 라운드 대진(데이터 유효성 검사, 인쇄 설정)",
      ja: "新しい大会、第 N 回戦の組み合わせ(入力規則、印刷設定)",
    },
    missing: (l) => `${ui("newNeedsNewerExcel")(l)}, ${ui("pairNeedsNewerExcel")(l)}`,
  },
  {
    where: [{ file: "src/excel/read.ts", container: "queueNamedCells" }],
    name: {
      en: "Settings read from the Tournament sheet's named cells",
      ko: "대회 시트의 이름 붙은 셀에서 설정 읽기",
      ja: "大会シートの名前付きセルから設定を読む",
    },
    missing: (l) =>
      ({
        en: "uses the pane's own settings",
        ko: "작업창의 설정을 씀",
        ja: "作業ウィンドウの設定を使う",
      })[l],
  },
  {
    where: [{ file: "src/excel/read.ts", container: "scanWorkbook" }],
    name: {
      en: "Formulas showing #NAME? entered again when the pane opens",
      ko: "창이 열릴 때 #NAME?인 수식 다시 입력",
      ja: "画面を開いたときに #NAME? の数式を入力し直す",
    },
    missing: (l) =>
      ({
        en: "nothing: press Ctrl+Alt+F9",
        ko: "아무것도 하지 않음: Ctrl+Alt+F9를 누르세요",
        ja: "何もしません: Ctrl+Alt+F9 を押してください",
      })[l],
  },
  {
    where: [
      { file: "src/excel/read.ts", container: "readInputs" },
      { file: "src/excel/read.ts", container: "readBlocks" },
    ],
    name: {
      en: "Merged cells read as in every row they cover (a Round number merged over its games)",
      ko: "병합된 셀을 덮은 모든 행의 값으로 읽기(라운드 번호를 그 대국들 위로 병합한 경우)",
      ja: "結合したセルを、覆うすべての行の値として読む(回戦番号をその対局の上に結合した場合)",
    },
    missing: (l) =>
      ({
        en: "each row below a merged Round cell: ",
        ko: "병합된 라운드 셀 아래의 각 행: ",
        ja: "結合した回戦セルの下の各行: ",
      })[l] + quote(PROBLEM_TEMPLATES[l]["round-missing"]),
  },
  {
    where: [
      { file: "taskpane/panels/pair.ts", container: "readPairRequest" },
      { file: "taskpane/flow/pair.ts", container: "pairInWorkbook" },
    ],
    name: {
      en: "The Results table grown over a paired round's new rows",
      ko: "대진한 라운드의 새 행까지 결과 표 늘리기",
      ja: "組み合わせた回戦の新しい行まで結果のテーブルを広げる",
    },
    missing: ui("pairTableOldExcel", { table: "Results" }),
  },
  {
    where: [{ file: "taskpane/panels/ratingList.ts", container: "publish" }],
    name: {
      en: "Publish the rating list (its printable sheet: print setup)",
      ko: "레이팅 순위 발표(인쇄용 시트: 인쇄 설정)",
      ja: "レーティング順位表の発表(印刷用シート: 印刷設定)",
    },
    missing: ui("listNeedsNewerExcel"),
  },
];

/** The version a feature needs: its checks' (the highest, when it has several); throws when a check is gone. */
export function featureVersion(audit: ExcelApiAudit, f: Feature): ApiVersion {
  const versions = f.where.map((w) => {
    const found = audit.checks.filter((c) => c.file === w.file && c.container === w.container);
    if (found.length === 0)
      throw new Error(
        `scripts/excel-versions.ts: no excelApiSupported check in ${w.container} (${w.file}) any more: update FEATURES.`,
      );
    return Math.max(...found.map((c) => c.version));
  });
  return Math.max(...versions);
}

const WORDS: Record<Locale, Record<string, string>> = {
  en: {
    excel: "Excel",
    sets: "ExcelApi (Microsoft)",
    loads: "Brightwell (the pane, the `=OTHELLO.…` functions)",
    yes: "yes",
    no: "no",
    noBrightwell: "no: use the templates and the command line",
    upTo: "up to",
    feature: "Feature",
    needs: "Needs",
    where: "Where",
    says: "Where Excel lacks it, the pane says or does",
    everywhere: "every Excel that loads Brightwell (the pane still asks first)",
  },
  ko: {
    excel: "Excel",
    sets: "ExcelApi(Microsoft)",
    loads: "Brightwell(작업창, `=OTHELLO.…` 함수)",
    yes: "예",
    no: "아니요",
    noBrightwell: "아니요: 서식 파일과 명령줄을 쓰세요",
    upTo: "최대",
    feature: "기능",
    needs: "필요",
    where: "어디서",
    says: "Excel에 없을 때 작업창이 하는 일",
    everywhere: "Brightwell이 로드되는 모든 Excel(작업창은 그래도 먼저 확인)",
  },
  ja: {
    excel: "Excel",
    sets: "ExcelApi(Microsoft)",
    loads: "Brightwell(作業ウィンドウ、`=OTHELLO.…` 関数)",
    yes: "はい",
    no: "いいえ",
    noBrightwell: "いいえ: テンプレートとコマンドラインを使ってください",
    upTo: "最大",
    feature: "機能",
    needs: "必要",
    where: "使える Excel",
    says: "Excel にないときの作業ウィンドウ",
    everywhere: "Brightwell が読み込まれるすべての Excel(作業ウィンドウはそれでも先に確かめる)",
  },
};

/** Whether a platform loads Brightwell at all: the manifest's three requirements. */
export function loads(p: Platform, floor: ApiVersion): boolean {
  return p.sharedRuntime && p.customFunctions && p.excelApi >= floor;
}

/** A platform's cell for "has ExcelApi 1.v where Brightwell loads". */
function cell(p: Platform, v: ApiVersion, floor: ApiVersion, l: Locale): string {
  const w = WORDS[l];
  if (!loads(p, floor)) return w.no;
  if (p.excelApi < v) return w.no;
  if (!p.since) return w.yes;
  const first = [p.since.runtimes, p.since.excelApi[floor], p.since.excelApi[v]].filter((x) => x !== undefined);
  if (first.length < 3)
    throw new Error(`PLATFORMS: ${p.id} needs the first version with ExcelApi 1.${v} and 1.${floor}.`);
  return p.since.label(first.reduce(laterOf))[l];
}

/** The README section's body in a language: the platforms table, then the features table. */
export function renderExcelVersions(audit: ExcelApiAudit, l: Locale): string {
  const w = WORDS[l];
  const floor = audit.floor;
  const above = [...new Set(FEATURES.map((f) => featureVersion(audit, f)).filter((v) => v > floor))].sort(
    (a, b) => a - b,
  );
  const range = (p: Platform) =>
    p.excelApi === 1
      ? "1.1"
      : p.since || p.id === "web" || p.id === "ipad"
        ? `${w.upTo} 1.${p.excelApi}`
        : `1.1–1.${p.excelApi}`;
  const head = [w.excel, w.sets, w.loads, ...above.map((v) => apiSet(v))];
  const rows = PLATFORMS.map((p) => [
    p.name[l],
    range(p),
    loads(p, floor) ? cell(p, floor, floor, l) : w.noBrightwell,
    ...above.map((v) => cell(p, v, floor, l)),
  ]);
  const where = (v: ApiVersion) =>
    v <= floor
      ? w.everywhere
      : PLATFORMS.filter((p) => cell(p, v, floor, l) !== w.no)
          .map((p) => (p.since ? `${p.name[l]} (${cell(p, v, floor, l)})` : p.name[l]))
          .join(", ");
  const features = FEATURES.map((f) => {
    const v = featureVersion(audit, f);
    return [f.name[l], apiSet(v), where(v), f.missing(l)];
  });
  const table = (h: string[], body: string[][]) =>
    [`| ${h.join(" | ")} |`, `|${h.map(() => "---").join("|")}|`, ...body.map((r) => `| ${r.join(" | ")} |`)].join(
      "\n",
    );
  return `${table(head, rows)}\n\n${table([w.feature, w.needs, w.where, w.says], features)}`;
}

/** docs/excel-api.md: every Excel API member the add-in uses, its requirement set, and where. */
export function renderMemberList(audit: ExcelApiAudit): string {
  const files = (member: string) =>
    [...new Set(audit.uses.filter((u) => u.member === member).map((u) => `${u.file} ${u.container}`))]
      .sort()
      .join(", ");
  const guarded = audit.uses.filter((u) => u.version > audit.floor);
  return [
    "# Excel API members the add-in uses",
    "",
    "Made by `npm run excel-versions` from the API audit (`scripts/excel-api-audit.ts`); do not edit. Every member of",
    "the Excel JavaScript API that `src/excel/` and `taskpane/` use, resolved by the TypeScript compiler to its",
    "declaration in `@types/office-js`, with the requirement set its documentation gives (the setter's set for a",
    `property the code writes, where the tag tells them apart). The manifest requires ${apiSet(audit.floor)}; the`,
    'uses above it and the check each runs behind are listed last. README "Excel versions" says what that means for',
    "each Excel; `test/excel/api-sets.test.ts` keeps this file current.",
    "",
    `${audit.members.length} members, ${audit.uses.length} uses.`,
    "",
    "| Member | Requirement set | Uses | In (file, function) |",
    "|---|---|---|---|",
    ...audit.members.map(
      (m) =>
        `| \`${m.member}\` | ${m.tag === "untagged" ? "untagged (the object model itself, in every set)" : m.tag} | ${m.uses} | ${files(m.member)} |`,
    ),
    "",
    `## Uses above ${apiSet(audit.floor)}`,
    "",
    "| Use | Needs | Guarded by |",
    "|---|---|---|",
    ...guarded.map(
      (u) => `| \`${u.member}\` (${u.file}:${u.line}, ${u.container}) | ${apiSet(u.version)} | ${apiSet(u.guard)} |`,
    ),
    "",
  ].join("\n");
}

export const MEMBER_LIST = "docs/excel-api.md";

export const README_FILES: Record<Locale, string> = { en: "README.md", ko: "README.ko.md", ja: "README.ja.md" };
export const BEGIN = "<!-- excel-versions: made by `npm run excel-versions` from the API audit; do not edit -->";
export const END = "<!-- /excel-versions -->";

/** The generated section of a README (between the markers); undefined when the markers are missing. */
export function generatedSection(readme: string): string | undefined {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  return start < 0 || end < start ? undefined : readme.slice(start + BEGIN.length, end).trim();
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const audit = auditExcelApi(root);
  for (const [l, file] of Object.entries(README_FILES) as [Locale, string][]) {
    const p = path.join(root, file);
    const text = await fs.readFile(p, "utf8");
    if (generatedSection(text) === undefined) throw new Error(`${file}: no ${BEGIN} … ${END} section.`);
    const start = text.indexOf(BEGIN) + BEGIN.length;
    await fs.writeFile(
      p,
      `${text.slice(0, start)}\n${renderExcelVersions(audit, l)}\n${text.slice(text.indexOf(END))}`,
    );
    console.log(`wrote the Excel versions tables of ${file}`);
  }
  await fs.writeFile(path.join(root, MEMBER_LIST), renderMemberList(audit));
  console.log(`wrote ${MEMBER_LIST}`);
  if (audit.violations.length > 0)
    console.error(
      `${audit.violations.length} API use(s) above the guard in force: npx jest test/excel/api-sets.test.ts`,
    );
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  });
