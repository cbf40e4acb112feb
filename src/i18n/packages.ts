/**
 * Why a workbook file cannot be read or changed (src/vocabulary PackageRefusal, decided by src/xlsx), in English,
 * Korean and Japanese: one sentence naming the file, what it is and what to do in Excel. Excel's own menu and format
 * names are given as Excel shows them in each language (파일 > 정보 > 통합 문서 보호; ファイル > 情報 > ブックの保護).
 * The command line prints the one of its language; the English one is the error's message.
 */
import type { Locale } from "./locale";
import type { PackageRefusal, PartKind } from "../vocabulary";

type Texts = {
  [K in PackageRefusal["kind"]]: (file: string, r: Extract<PackageRefusal, { kind: K }>) => string;
};

const PART_WORDS: Record<Locale, Record<PartKind, string>> = {
  en: {
    drawing: "a chart, picture or shape",
    comments: "notes (comments)",
    vmlDrawing: "notes or form controls",
    threadedComment: "threaded comments",
    pivotTable: "a pivot table",
    hyperlink: "a hyperlink",
    image: "a picture",
    oleObject: "an embedded object",
    ctrlProp: "a form control",
    slicer: "a slicer",
    timeline: "a timeline",
    queryTable: "a query table",
  },
  ko: {
    drawing: "차트, 그림 또는 도형",
    comments: "메모",
    vmlDrawing: "메모 또는 양식 컨트롤",
    threadedComment: "스레드 댓글",
    pivotTable: "피벗 테이블",
    hyperlink: "하이퍼링크",
    image: "그림",
    oleObject: "포함된 개체",
    ctrlProp: "양식 컨트롤",
    slicer: "슬라이서",
    timeline: "시간 표시 막대",
    queryTable: "쿼리 테이블",
  },
  ja: {
    drawing: "グラフ、図、または図形",
    comments: "メモ",
    vmlDrawing: "メモまたはフォーム コントロール",
    threadedComment: "スレッド形式のコメント",
    pivotTable: "ピボットテーブル",
    hyperlink: "ハイパーリンク",
    image: "図",
    oleObject: "埋め込みオブジェクト",
    ctrlProp: "フォーム コントロール",
    slicer: "スライサー",
    timeline: "タイムライン",
    queryTable: "クエリ テーブル",
  },
};

/** The parts a refresh would lose, in `locale`, each named once. */
function lostParts(r: Extract<PackageRefusal, { kind: "would-lose" }>, locale: Locale): string[] {
  const words = [
    ...r.parts.map((p) => PART_WORDS[locale][p]),
    ...r.other.map((o) => (locale === "en" ? `a part of kind "${o}"` : `"${o}"`)),
  ];
  return [...new Set(words)];
}

const en: Texts = {
  ole: (f) =>
    `${f} is an encrypted (password-protected) workbook or an old Excel 97-2003 .xls file, which Brightwell cannot open: in Excel remove the password (File > Info > Protect Workbook) or save it as an Excel Workbook (.xlsx), then run again.`,
  "not-zip": (f) =>
    `${f} is not an Excel workbook (not a zip package): give an .xlsx or .xlsm file saved by Excel or another spreadsheet program.`,
  truncated: (f) =>
    `${f} is a damaged or incomplete file (the zip it should be ends too soon): copy or download it again, or open it in Excel and save it again.`,
  encrypted: (f, r) =>
    `${f} has encrypted parts (${r.part}), which Brightwell cannot open: in Excel remove the password (File > Info > Protect Workbook) and save it again.`,
  method: (f, r) =>
    `${f}: the part ${r.part} is compressed with a method Brightwell does not read (${r.method}): open the file in Excel and save it again as .xlsx.`,
  "other-excel": (f, r) =>
    `${f} is an Excel ${r.what === "other" ? "file of another kind" : r.what}, not a workbook Brightwell changes: open it in Excel and save it as an Excel Workbook (.xlsx or .xlsm), then run again.`,
  opendocument: (f, r) =>
    `${f} is an OpenDocument ${r.spreadsheet ? "spreadsheet (.ods)" : "file"}, not an Excel workbook: open it in LibreOffice Calc or Excel and save it as an Excel Workbook (.xlsx), then run again.`,
  xlsb: (f) =>
    `${f} is an Excel Binary Workbook (.xlsb), which Brightwell cannot change: open it in Excel and save it as an Excel Workbook (.xlsx), then run again.`,
  strict: (f) =>
    `${f} is saved as Strict Open XML, which Brightwell cannot change safely: open it in Excel and save it as an Excel Workbook (.xlsx), not "Strict Open XML Spreadsheet", then run again.`,
  "not-workbook": (f) =>
    `${f} is a zip file but not an Excel workbook: give an .xlsx or .xlsm file saved by Excel or another spreadsheet program.`,
  "shared-formula": (f, r) =>
    `${f}: ${r.sheet}!${r.ref} holds a formula that other cells share, and Brightwell must write there: enter the formula in each of those cells (or clear ${r.ref}), then run again. Nothing written.`,
  "cell-metadata": (f) =>
    `${f}: the workbook already has cell metadata of its own, and Brightwell writes a dynamic array only into a new workbook. Nothing written.`,
  "would-lose": (f, r) => {
    const lost = lostParts(r, "en");
    return `${f}: the sheet "${r.sheet}" that Brightwell wrote now also holds ${lost.join(", ")}, which refreshing it would lose: move ${r.parts.length + r.other.length > 1 ? "them" : "it"} to another sheet (or rename the sheet so Brightwell writes a new one), then run again. Nothing written.`;
  },
};

const ko: Texts = {
  ole: (f) =>
    `${f}은(는) 암호로 보호된 통합 문서이거나 예전 Excel 97-2003 .xls 파일이라 Brightwell이 열 수 없습니다. Excel에서 암호를 없애거나(파일 > 정보 > 통합 문서 보호) Excel 통합 문서(.xlsx)로 저장한 뒤 다시 실행하세요.`,
  "not-zip": (f) =>
    `${f}은(는) Excel 통합 문서가 아닙니다(zip 패키지가 아님). Excel이나 다른 스프레드시트 프로그램으로 저장한 .xlsx 또는 .xlsm 파일을 지정하세요.`,
  truncated: (f) =>
    `${f}은(는) 손상되었거나 덜 받은 파일입니다(zip이 너무 일찍 끝남). 다시 복사하거나 내려받거나, Excel에서 열어 다시 저장하세요.`,
  encrypted: (f, r) =>
    `${f}에는 암호화된 부분(${r.part})이 있어 Brightwell이 열 수 없습니다. Excel에서 암호를 없애고(파일 > 정보 > 통합 문서 보호) 다시 저장하세요.`,
  method: (f, r) =>
    `${f}: 부분 ${r.part}은(는) Brightwell이 읽지 못하는 방식(${r.method})으로 압축되어 있습니다. Excel에서 열어 .xlsx로 다시 저장하세요.`,
  "other-excel": (f, r) =>
    `${f}은(는) Excel ${r.what === "template" ? "서식 파일" : r.what === "add-in" ? "추가 기능" : "의 다른 종류 파일"}이며 Brightwell이 바꾸는 통합 문서가 아닙니다. Excel에서 열어 Excel 통합 문서(.xlsx 또는 .xlsm)로 저장한 뒤 다시 실행하세요.`,
  opendocument: (f, r) =>
    `${f}은(는) OpenDocument ${r.spreadsheet ? "스프레드시트(.ods)" : "파일"}이며 Excel 통합 문서가 아닙니다. LibreOffice Calc나 Excel에서 열어 Excel 통합 문서(.xlsx)로 저장한 뒤 다시 실행하세요.`,
  xlsb: (f) =>
    `${f}은(는) Excel 바이너리 통합 문서(.xlsb)라 Brightwell이 바꿀 수 없습니다. Excel에서 열어 Excel 통합 문서(.xlsx)로 저장한 뒤 다시 실행하세요.`,
  strict: (f) =>
    `${f}은(는) Strict Open XML로 저장되어 있어 Brightwell이 안전하게 바꿀 수 없습니다. Excel에서 열어 "Strict Open XML 스프레드시트"가 아닌 Excel 통합 문서(.xlsx)로 저장한 뒤 다시 실행하세요.`,
  "not-workbook": (f) =>
    `${f}은(는) zip 파일이지만 Excel 통합 문서가 아닙니다. Excel이나 다른 스프레드시트 프로그램으로 저장한 .xlsx 또는 .xlsm 파일을 지정하세요.`,
  "shared-formula": (f, r) =>
    `${f}: ${r.sheet}!${r.ref}에는 다른 셀과 공유하는 수식이 있는데 Brightwell이 그 셀에 써야 합니다. 그 셀들 각각에 수식을 입력하거나 ${r.ref}을(를) 지운 뒤 다시 실행하세요. 아무것도 쓰지 않았습니다.`,
  "cell-metadata": (f) =>
    `${f}: 통합 문서에 이미 자체 셀 메타데이터가 있습니다. Brightwell은 동적 배열을 새 통합 문서에만 씁니다. 아무것도 쓰지 않았습니다.`,
  "would-lose": (f, r) =>
    `${f}: Brightwell이 쓴 "${r.sheet}" 시트에 이제 ${lostParts(r, "ko").join(", ")}도 있어, 새로 고치면 잃게 됩니다. 다른 시트로 옮기거나(또는 Brightwell이 새 시트를 쓰도록 시트 이름을 바꾸고) 다시 실행하세요. 아무것도 쓰지 않았습니다.`,
};

const ja: Texts = {
  ole: (f) =>
    `${f} はパスワードで保護されたブックか古い Excel 97-2003 の .xls ファイルで、Brightwell は開けません。Excel でパスワードを外すか(ファイル > 情報 > ブックの保護)、Excel ブック(.xlsx)として保存してから、もう一度実行してください。`,
  "not-zip": (f) =>
    `${f} は Excel ブックではありません(zip パッケージではない)。Excel か他の表計算ソフトで保存した .xlsx または .xlsm ファイルを指定してください。`,
  truncated: (f) =>
    `${f} は壊れているか途中までしかないファイルです(zip が途中で終わっている)。もう一度コピーかダウンロードするか、Excel で開いて保存し直してください。`,
  encrypted: (f, r) =>
    `${f} には暗号化された部分(${r.part})があり、Brightwell は開けません。Excel でパスワードを外し(ファイル > 情報 > ブックの保護)、保存し直してください。`,
  method: (f, r) =>
    `${f}: 部分 ${r.part} は Brightwell が読めない方式(${r.method})で圧縮されています。Excel で開いて .xlsx として保存し直してください。`,
  "other-excel": (f, r) =>
    `${f} は Excel の${r.what === "template" ? "テンプレート" : r.what === "add-in" ? "アドイン" : "別の種類のファイル"}で、Brightwell が変更するブックではありません。Excel で開いて Excel ブック(.xlsx または .xlsm)として保存してから、もう一度実行してください。`,
  opendocument: (f, r) =>
    `${f} は OpenDocument の${r.spreadsheet ? "スプレッドシート(.ods)" : "ファイル"}で、Excel ブックではありません。LibreOffice Calc か Excel で開いて Excel ブック(.xlsx)として保存してから、もう一度実行してください。`,
  xlsb: (f) =>
    `${f} は Excel バイナリ ブック(.xlsb)で、Brightwell は変更できません。Excel で開いて Excel ブック(.xlsx)として保存してから、もう一度実行してください。`,
  strict: (f) =>
    `${f} は Strict Open XML で保存されていて、Brightwell は安全に変更できません。Excel で開いて「Strict Open XML スプレッドシート」ではなく Excel ブック(.xlsx)として保存してから、もう一度実行してください。`,
  "not-workbook": (f) =>
    `${f} は zip ファイルですが Excel ブックではありません。Excel か他の表計算ソフトで保存した .xlsx または .xlsm ファイルを指定してください。`,
  "shared-formula": (f, r) =>
    `${f}: ${r.sheet}!${r.ref} には他のセルと共有する数式があり、Brightwell はそこに書く必要があります。それらのセルそれぞれに数式を入力するか ${r.ref} を消してから、もう一度実行してください。何も書いていません。`,
  "cell-metadata": (f) =>
    `${f}: ブックにはすでに独自のセル メタデータがあります。Brightwell は動的配列を新しいブックにだけ書きます。何も書いていません。`,
  "would-lose": (f, r) =>
    `${f}: Brightwell が書いたシート「${r.sheet}」に ${lostParts(r, "ja").join("、")} も置かれていて、更新すると失われます。別のシートに移すか(または Brightwell が新しいシートを書くようにシート名を変えて)から、もう一度実行してください。何も書いていません。`,
};

const TEXTS: Record<Locale, Texts> = { en, ko, ja };

/** Why `file` cannot be read or changed, in `locale`. */
export function packageRefusalText(r: PackageRefusal, file: string, locale: Locale): string {
  const text = TEXTS[locale][r.kind] as (file: string, r: PackageRefusal) => string;
  return text(file, r);
}
