/**
 * Why a workbook cannot be read or changed, in three languages (src/i18n/packages.ts): every refusal the package
 * layer makes names the file in each language, says it without English sentences in Korean and Japanese (Excel's own
 * names, sheets and cells excepted), and the English sentence is the error's message, as the command line printed it
 * before the refusals were localized.
 */
import { packageRefusalText } from "../../src/i18n/packages";
import { PackageError } from "../../src/xlsx/package";
import type { PackageRefusal } from "../../src/vocabulary";
import { englishRuns } from "../helpers/english";

const REFUSALS: PackageRefusal[] = [
  { kind: "ole" },
  { kind: "not-zip" },
  { kind: "truncated" },
  { kind: "encrypted", part: "xl/workbook.xml" },
  { kind: "method", part: "xl/styles.xml", method: 12 },
  { kind: "other-excel", what: "template" },
  { kind: "other-excel", what: "add-in" },
  { kind: "other-excel", what: "other" },
  { kind: "opendocument", spreadsheet: true },
  { kind: "opendocument", spreadsheet: false },
  { kind: "xlsb" },
  { kind: "strict" },
  { kind: "not-workbook" },
  { kind: "shared-formula", sheet: "Results", ref: "D7" },
  { kind: "cell-metadata" },
  { kind: "would-lose", sheet: "Standings", parts: ["drawing", "comments", "vmlDrawing"], other: ["webExtension"] },
];

// Excel's and LibreOffice's own names stay as they are in every language.
const KEEP = ["Strict Open XML", "Excel 97-2003", "LibreOffice Calc", "Open XML"];

test.each(REFUSALS.map((r) => [r.kind, r] as const))("%s: named in every language", (_, r) => {
  const en = packageRefusalText(r, "club.xlsx", "en");
  expect(en.startsWith("club.xlsx")).toBe(true);
  expect(new PackageError(r, "club.xlsx").message).toBe(en);
  for (const l of ["ko", "ja"] as const) {
    const t = packageRefusalText(r, "club.xlsx", l);
    expect(t.startsWith("club.xlsx")).toBe(true);
    expect(t).not.toBe(en);
    expect([l, englishRuns(t, KEEP)]).toEqual([l, []]);
  }
});

test("a refresh that would lose the user's parts names each kind once, in the language, and says them or it", () => {
  const r: PackageRefusal = { kind: "would-lose", sheet: "Standings", parts: ["comments", "comments"], other: [] };
  expect(packageRefusalText(r, "a.xlsx", "en")).toContain("now also holds notes (comments), which refreshing it");
  expect(packageRefusalText(r, "a.xlsx", "en")).toContain("move them to another sheet");
  const one: PackageRefusal = { kind: "would-lose", sheet: "Standings", parts: ["pivotTable"], other: [] };
  expect(packageRefusalText(one, "a.xlsx", "en")).toContain("move it to another sheet");
  expect(packageRefusalText(one, "a.xlsx", "ko")).toContain("피벗 테이블");
  expect(packageRefusalText(one, "a.xlsx", "ja")).toContain("ピボットテーブル");
});
