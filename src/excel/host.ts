/**
 * src/excel/ is the only code that touches Office.js (Excel JavaScript API): a thin, batched bridge
 * between a workbook and plain 2-D arrays; deciding WHAT to write is pure code elsewhere
 * (src/sheets/, src/engine/). This file: the host (ExcelHost) and what the running Excel supports;
 * ./read.ts: the read phases; ./write.ts: the write phases.
 *
 * Batching rules (docs/excel/performance.md), kept whatever the tournament size:
 *  - a read phase queues every load it needs and runs ONE context.sync();
 *  - a write phase queues every write (values as one 2-D array, number formats as one 2-D array,
 *    tables.add over the written block, freeze panes, autofit, settings) and runs ONE sync;
 *  - never a sync inside a loop.
 *
 * Which sheets are ours, and the free names of new ones: src/sheets/ownership.ts (pure, shared with
 * the command line).
 *
 * Host functions take an `ExcelHost` (anything with Office's `run(batch)`): the real `Excel`
 * namespace in Office, the in-memory fake (test/fakes/fake-excel.js) in tests and browser tests.
 */

/** The part of the `Excel` namespace used here. */
export interface ExcelHost {
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

/** The Excel namespace if this page runs inside Excel (or a fake was injected), else undefined. */
export function currentExcelHost(): ExcelHost | undefined {
  const g = globalThis as { Excel?: ExcelHost };
  return g.Excel && typeof g.Excel.run === "function" ? g.Excel : undefined;
}

/**
 * Whether the running Excel supports ExcelApi `version` ("1.9", "1.13"). Outside Office (tests,
 * the in-memory fake, a browser preview) there is nothing to ask: true.
 */
export function excelApiSupported(version: string): boolean {
  const office = (
    globalThis as {
      Office?: { context?: { requirements?: { isSetSupported?: (name: string, v?: string) => boolean } } };
    }
  ).Office;
  const check = office?.context?.requirements?.isSetSupported;
  if (typeof check !== "function") return true;
  try {
    return check.call(office!.context!.requirements, "ExcelApi", version);
  } catch {
    return true;
  }
}
