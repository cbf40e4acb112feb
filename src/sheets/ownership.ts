/**
 * Which sheets Brightwell owns and where a sheet it writes goes: pure rules shared by the add-in
 * (src/excel/, taskpane/) and the command line (src/cli/). Hosts read the workbook's sheets, tables,
 * names and ownership record, call these planners, and write what they decide.
 *
 * Ownership: the add-in owns the sheets it created. They are recorded in the workbook settings
 * under OWNED_SETTING_KEY as { role, table, sheet } where `table` is the (workbook-unique) name of
 * the table the add-in put on the sheet. A sheet counts as ours only while it still holds that
 * table: a user's own "Standings" sheet (no table of ours) is never overwritten, even if it has
 * the name we used before; a sheet of ours the user renamed is still found through its table.
 * (Worksheet ids would be nicer, but a new sheet's id is only known after the sync that creates it,
 * which would cost a second write sync; the table name is chosen by us before the sync.)
 *
 * Cross-host ownership of Standings: the command line (`standings --out`, src/cli/workbook.ts)
 * cannot write add-in settings, so it marks the sheet it writes with the workbook name
 * STANDINGS_MARK ("Brightwell_Standings" → 'Standings'!$A$1). The add-in treats a sheet carrying
 * that name as its own too, and adds/refreshes the name on every write (same sync), so the command
 * line recognises a sheet written in Excel and the other way round. Excel keeps a name pointing at
 * its sheet through renames and shows "=#REF!" once the sheet is deleted.
 */
import { freeSheetName } from "./sheetNames";

/** Workbook settings key holding the sheets the add-in created (JSON text of OwnedSheet[]). */
export const OWNED_SETTING_KEY = "brightwell.ownedSheets";

/** A sheet the add-in created and may refresh. */
export interface OwnedSheet {
  /** What the sheet is for, e.g. "standings". One sheet per role. */
  role: string;
  /** Name of the add-in's table on that sheet: the proof of ownership. */
  table: string;
  /** The sheet's name when last written (informative: the table says where the sheet is now). */
  sheet: string;
}

export interface SheetInfo {
  name: string;
  /** 0-based position in the tab order. */
  position: number;
  /** False for a sheet hidden in Excel (Hidden or VeryHidden). Read by scanWorkbook; absent elsewhere. */
  visible?: boolean;
}

export interface TableInfo {
  name: string;
  /** Name of the worksheet holding the table. */
  sheet: string;
}

/** A workbook-level name and what it refers to, as Excel writes it ("='Round 5'!$A$1"). */
export interface WorkbookName {
  name: string;
  formula: string;
}

/** What the planners need to know about a workbook (the host reads it in its read phase). */
export interface WorkbookLayout {
  sheets: SheetInfo[];
  tables: TableInfo[];
  owned: OwnedSheet[];
  /** Every workbook name (the ownership marks: STANDINGS_MARK, ROUND_MARK(n)). */
  names?: WorkbookName[];
}

/** Where an owned sheet goes (decided by planOwnedSheet from the read phase). */
export interface SheetTarget {
  /** "refresh": our sheet exists and is rewritten in place; "create": a new sheet is added. */
  kind: "refresh" | "create";
  sheetName: string;
  /** The name asked for (e.g. "Standings"). */
  baseName: string;
  /** True when `baseName` is taken by a sheet that is not ours, so another name was chosen. */
  nameTakenByUser: boolean;
  /** Tables currently on the target sheet (ours; deleted before rewriting). */
  tablesToDelete: string[];
  /** Name of the table to create. */
  tableName: string;
  /** The ownership record to store after the write. */
  owned: OwnedSheet[];
  role: string;
  /** For "refresh": what proved the sheet ours, our recorded table or the workbook-name mark. */
  foundBy?: "table" | "mark";
  /**
   * The workbook name that marks the sheet (STANDINGS_MARK for Standings) and what the write does
   * with it: "keep" (it already points at A1 of this sheet), "add" (there is none), "replace" (it
   * points elsewhere or at a deleted sheet: deleted and added again, in the same sync).
   */
  mark?: { name: string; action: "keep" | "add" | "replace" };
}

/** Where the printable "Round N" sheet goes (decided by planRoundSheet from the read phase). */
export interface RoundSheetTarget {
  /** "refresh": the sheet our mark points at is cleared and rewritten; "create": a new sheet. */
  kind: "refresh" | "create";
  sheetName: string;
  /** The localized name asked for ("Round 5", "5라운드", "第5回戦"). */
  baseName: string;
  /** True when `baseName` is a sheet the add-in did not create, so another name was chosen. */
  nameTakenByUser: boolean;
  /** The workbook name marking the sheet as ours (ROUND_MARK(n)). */
  mark: string;
  /** The mark exists but its sheet was deleted ("=#REF!"): it is replaced. */
  replaceMark: boolean;
}

/** `base`, or base2, base3 … so that no table in the workbook has that name (case-insensitive). */
export function freeTableName(base: string, existing: string[]): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`.toLowerCase())) return `${base}${i}`;
}

/** Read the ownership setting; anything unreadable counts as "owns nothing" (never overwrite). */
export function parseOwned(value: unknown): OwnedSheet[] {
  let data: unknown = value;
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  return data.filter(
    (o): o is OwnedSheet =>
      !!o && typeof o === "object" && typeof o.role === "string" && typeof o.table === "string" && typeof o.sheet === "string",
  );
}

/**
 * The workbook name marking the Standings sheet as Brightwell's, shared with the command line
 * (src/cli/workbook.ts OWNER_NAME; a test checks they agree).
 */
export const STANDINGS_MARK = "Brightwell_Standings";

export interface PlanOptions {
  /** A workbook name that also proves ownership (and is added/refreshed by the write). */
  mark?: string;
  /** Sheets never to refresh whatever marks them (the Results and Players sheets being read). */
  exclude?: string[];
}

/**
 * Decide where the sheet of `role` goes:
 *  1. ours by the record: the recorded table still exists → its sheet is refreshed in place
 *     (whatever its current name);
 *  2. else ours by the mark: the workbook name `options.mark` points at an existing sheet (e.g. a
 *     Standings sheet written by the command line) → that sheet is refreshed, its tables replaced
 *     by ours;
 *  3. else a new sheet named `baseName`, or "baseName (2)" … when a sheet of that name exists but
 *     is not ours (never overwritten).
 * The record wins over the mark when they disagree (the record is only ever written by the add-in
 * and names the table it made); the mark is then moved to the refreshed sheet. A sheet in
 * `options.exclude` is never a target, whatever proves it ours.
 */
export function planOwnedSheet(
  inputs: WorkbookLayout,
  role: string,
  baseName: string,
  options: PlanOptions = {},
): SheetTarget {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const excluded = (sheet: string) => (options.exclude ?? []).some((x) => same(x, sheet));
  const record = inputs.owned.find((o) => o.role === role);
  const ourTable = record && inputs.tables.find((t) => same(t.name, record.table));
  const others = inputs.owned.filter((o) => o.role !== role);

  const markEntry = options.mark !== undefined ? (inputs.names ?? []).find((n) => same(n.name, options.mark!)) : undefined;
  const markedName = markEntry ? sheetOfFormula(markEntry.formula) : undefined;
  const markedSheet = markedName !== undefined ? inputs.sheets.find((s) => same(s.name, markedName)) : undefined;
  const markFor = (sheetName: string): SheetTarget["mark"] => {
    if (options.mark === undefined) return undefined;
    if (!markEntry) return { name: options.mark, action: "add" };
    const atA1 = /!A1$/.test(markEntry.formula.replace(/\$/g, "").toUpperCase());
    return { name: options.mark, action: markedSheet && same(markedSheet.name, sheetName) && atA1 ? "keep" : "replace" };
  };
  const tableBase = `Brightwell${role.charAt(0).toUpperCase()}${role.slice(1)}`;

  if (record && ourTable && !excluded(ourTable.sheet)) {
    const tablesToDelete = inputs.tables.filter((t) => t.sheet === ourTable.sheet).map((t) => t.name);
    return {
      kind: "refresh",
      sheetName: ourTable.sheet,
      baseName,
      nameTakenByUser: false,
      tablesToDelete,
      tableName: ourTable.name,
      owned: [...others, { role, table: ourTable.name, sheet: ourTable.sheet }],
      role,
      foundBy: "table",
      mark: markFor(ourTable.sheet),
    };
  }
  if (markedSheet && !excluded(markedSheet.name)) {
    // Written by the command line (or by the add-in before its settings were lost): its tables
    // (the CLI's "Standings") are replaced by ours; the name of ours is free outside this sheet.
    const onSheet = inputs.tables.filter((t) => same(t.sheet, markedSheet.name));
    const tableName = freeTableName(tableBase, inputs.tables.filter((t) => !onSheet.includes(t)).map((t) => t.name));
    return {
      kind: "refresh",
      sheetName: markedSheet.name,
      baseName,
      nameTakenByUser: false,
      tablesToDelete: onSheet.map((t) => t.name),
      tableName,
      owned: [...others, { role, table: tableName, sheet: markedSheet.name }],
      role,
      foundBy: "mark",
      mark: markFor(markedSheet.name),
    };
  }
  const names = inputs.sheets.map((s) => s.name);
  const sheetName = freeSheetName(baseName, names);
  const tableName = freeTableName(tableBase, inputs.tables.map((t) => t.name));
  return {
    kind: "create",
    sheetName,
    baseName,
    nameTakenByUser: sheetName !== baseName,
    tablesToDelete: [],
    tableName,
    owned: [...others, { role, table: tableName, sheet: sheetName }],
    role,
    mark: markFor(sheetName),
  };
}

/**
 * The workbook name marking the printable sheet of round n as the add-in's. The command line's
 * `pair --out` uses the same name (src/cli/commands/pair.ts roundOwnerName), so a workbook paired
 * on the command line and opened in Excel is recognised. A name instead of a table (the ownership
 * proof of Standings) because the round sheet's header has "Pts" twice, which a table would
 * rename to "Pts2" on the printed page.
 */
export const ROUND_MARK = (n: number): string => `Brightwell_Round_${n}`;

/**
 * The sheet a name refers to, from its formula ("='Round 5'!$A$1" → "Round 5"); undefined when it
 * refers to a deleted sheet ("=#REF!…") or to something that is not a sheet cell.
 */
export function sheetOfFormula(formula: string): string | undefined {
  const body = formula.replace(/^=/, "");
  const quoted = /^'((?:[^']|'')+)'!\$?[A-Z]+\$?\d+/.exec(body);
  if (quoted) return quoted[1].replace(/''/g, "'");
  const plain = /^([^'!#=][^!]*)!\$?[A-Z]+\$?\d+/.exec(body);
  return plain ? plain[1] : undefined;
}

/**
 * Decide where the printable sheet of round n goes: the sheet our mark points at is refreshed in
 * place (whatever its current name); otherwise a new sheet `baseName`, or "baseName (2)" … when a
 * sheet of that name exists but is not ours (never overwritten).
 */
export function planRoundSheet(
  inputs: Pick<WorkbookLayout, "sheets" | "names">,
  round: number,
  baseName: string,
): RoundSheetTarget {
  const mark = ROUND_MARK(round);
  const entry = (inputs.names ?? []).find((n) => n.name.toLowerCase() === mark.toLowerCase());
  const marked = entry ? sheetOfFormula(entry.formula) : undefined;
  const sheet = marked !== undefined ? inputs.sheets.find((s) => s.name.toLowerCase() === marked.toLowerCase()) : undefined;
  if (sheet) return { kind: "refresh", sheetName: sheet.name, baseName, nameTakenByUser: false, mark, replaceMark: false };
  const sheetName = freeSheetName(baseName, inputs.sheets.map((s) => s.name));
  return { kind: "create", sheetName, baseName, nameTakenByUser: sheetName !== baseName, mark, replaceMark: entry !== undefined };
}
