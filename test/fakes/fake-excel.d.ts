/** Types of the in-memory Excel fake (fake-excel.js), for TypeScript tests. */
export interface SyncEntry {
  run: number;
  loads: number;
  writes: number;
  commands: number;
  /** True for the final sync Excel.run performs itself when commands are left queued. */
  implicit: boolean;
}

export interface FakeBook {
  syncLog: SyncEntry[];
  runCount: number;
  selection: { sheet: string; address: string } | null;
  activeSheetId: string | null;
  sheetNames(): string[];
  /** Cells from A1 to the end of the used range; formulas shown as their text ("=…"). */
  values(sheet: string, prop?: "values" | "formulas" | "numberFormat"): unknown[][];
  numberFormats(sheet: string): string[][];
  cell(sheet: string, a1: string): { value: unknown; numberFormat: string; formula: string | null };
  tablesOn(sheet: string): { name: string; address: string; hasHeaders: boolean; style: string }[];
  frozenRows(sheet: string): number;
  autofitCalls(sheet: string): number;
  /** Page layout set through worksheet.pageLayout (print area and title rows as "A1:E33" / "$1:$1"). */
  pageLayout(sheet: string): {
    orientation: "Portrait" | "Landscape";
    /** Excel.PaperType ("Letter" until set). */
    paperSize: string;
    centerHorizontally: boolean;
    zoom: { scale?: number; horizontalFitToPages?: number; verticalFitToPages?: number };
    printArea: string | null;
    printTitleRows: string | null;
  };
  /** Font size of a cell in points (11 when never set). */
  fontSize(sheet: string, a1: string): number;
  /** Workbook names: [{ name, formula }] with formula like "='Round 5'!$A$1" or "=#REF!$A$1". */
  namesList(): { name: string; formula: string }[];
  addName(name: string, sheet: string, a1: string): FakeBook;
  /** Adds a table over `a1` of `sheet` (header in its first row), as a saved workbook would hold it. */
  addTable(name: string, sheet: string, a1: string): FakeBook;
  setting(key: string): unknown;
  addSheet(name: string, values?: unknown[][]): FakeBook;
  /**
   * Merges `a1` ("A2:A3") on `sheet`, as a saved workbook holds it: only the top-left value is kept,
   * the other cells read "" (values/formulas), and getMergedAreasOrNullObject lists the area.
   */
  mergeCells(sheet: string, a1: string): FakeBook;
  /** The merged areas of a sheet, e.g. ["A2:A3", "A4:A5"]. */
  mergedAreas(sheet: string): string[];
  /** Hides or shows a sheet (Excel.SheetVisibility), as a saved workbook holds it. */
  setVisibility(sheet: string, visibility: "Visible" | "Hidden" | "VeryHidden"): FakeBook;
  /** The look of one cell set through Range.format (unset properties absent; fontSize 11 when never set). */
  look(
    sheet: string,
    a1: string,
  ): {
    bold?: boolean;
    italic?: boolean;
    fontColor?: string;
    fill?: string;
    horizontal?: string;
    vertical?: string;
    wrap?: boolean;
    fontSize: number;
  };
  /** Width of a column ("B") in points, as Range.format.columnWidth set it; undefined when never set. */
  columnWidth(sheet: string, letters: string): number | undefined;
  /** Height of a 1-based row in points; undefined when never set. */
  rowHeight(sheet: string, row: number): number | undefined;
  /** Columns hidden through Range.columnHidden, as letters. */
  hiddenColumns(sheet: string): string[];
  /** Data validations as written (a Range in a rule shows as "=Sheet!$A$1:$A$9"). */
  validations(sheet: string): {
    range: string;
    rule: Record<string, Record<string, unknown>> | null;
    errorAlert: { message?: string; showAlert?: boolean; style?: string; title?: string } | null;
    prompt: { message?: string; showPrompt?: boolean; title?: string } | null;
    ignoreBlanks: boolean;
  }[];
  /** Conditional formats as written (type "Custom"). */
  conditionalFormats(sheet: string): {
    range: string;
    type: string;
    formula: string | null;
    fill: string | null;
    fontColor: string | null;
    bold: boolean | null;
  }[];
  /** Borders set through Range.format.borders.getItem(edge). */
  borders(sheet: string): { range: string; edge: string; style: string; color: string; weight: string }[];
  /** 1-based rows a manual page break goes before (Worksheet.horizontalPageBreaks). */
  rowBreaks(sheet: string): number[];
  /** Puts a formula in a cell that shows `shown` through `values` (e.g. "#NAME?"), as a saved workbook holds it. */
  setFormula(sheet: string, a1: string, formula: string, shown: unknown): FakeBook;
  /** The charts of a sheet as written through Worksheet.charts (source like "'Rating chart'!B1:C4"). */
  charts(sheet: string): {
    name: string;
    type: string;
    source: string;
    seriesBy: string;
    title: string | null;
    /** "E2:L20" after setPosition(start, end); null when never set. */
    position: string | null;
  }[];
  /** Adds a line chart over `source` ("B1:C4") of `sheet`, as a saved workbook holds it. */
  addChart(sheet: string, chartName: string, source: string): FakeBook;
  renameSheet(from: string, to: string): void;
  deleteSheet(name: string): void;
  resetLog(): void;
  snapshot(): string;
}

export interface FakeExcel {
  Excel: { run<T>(batch: (context: any) => Promise<T>): Promise<T>; __isFake: true };
  book: FakeBook;
}

export function createFakeExcel(init?: {
  sheets?: Record<string, unknown[][]>;
  settings?: Record<string, unknown>;
  /** Merged areas per sheet, e.g. { Results: ["A2:A3", "A4:A5"] } (see FakeBook.mergeCells). */
  merged?: Record<string, string[]>;
  /** Every context.sync() takes this long (ms): a slow Excel, to see the pane's busy indicator. */
  syncDelayMs?: number;
}): FakeExcel;

export namespace createFakeExcel {
  /** Parse an A1 reference into a 0-based inclusive box (exposed for tests). */
  function parseRef(ref: string): { r0: number; c0: number; r1: number; c1: number };
}
