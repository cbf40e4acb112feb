/**
 * Which sheets Brightwell owns and where a sheet it writes goes: pure rules shared by the add-in
 * (src/excel/, taskpane/) and the command line (src/cli/). Hosts read the workbook's sheets, tables,
 * names and ownership record, call these planners, and write what they decide. Brightwell never
 * overwrites what the user wrote: a sheet is refreshed only while something proves it ours, and a
 * new sheet never takes the name of an existing one ("Standings (2)").
 *
 * Two proofs of ownership:
 *  - the mark: a workbook-level name (defined name) per role pointing at A1 of the sheet,
 *    e.g. Brightwell_Standings → 'Standings'!$A$1, Brightwell_Round_5 → 'Round 5'!$A$1. Both hosts
 *    read and write it (the command line cannot write add-in settings), so a sheet written by
 *    `standings --out` is refreshed by the add-in and the other way round. Excel keeps a name
 *    pointing at its sheet through renames and shows "=#REF!" once the sheet is deleted.
 *  - the record (add-in only): the workbook setting OWNED_SETTING_KEY holds { role, table, sheet }
 *    where `table` is the (workbook-unique) name of the table the add-in put on the sheet. A sheet
 *    counts as ours while it still holds that table: a user's own "Standings" sheet (no table of
 *    ours) is never overwritten, even if it has the name we used before; a sheet of ours the user
 *    renamed is still found through its table. (Worksheet ids would be nicer, but a new sheet's id
 *    is only known after the sync that creates it, which would cost a second write sync; the table
 *    name is chosen by us before the sync.)
 *
 * Adding an owned sheet (Ratings, Rating history, an Instructions sheet …):
 *  1. one entry in OWNED_ROLES: its role and mark, e.g. `ratings: { mark: "Brightwell_Ratings" }`, or
 *     `{ mark: "Brightwell_Slips", numbered: true }` for one sheet per number (Brightwell_Slips_5).
 *     A mark is stored in users' workbooks: never change one that has been released.
 *  2. plan it from the host's read phase: planOwnedSheet(layout, role, baseName, { mark: roleMark(role) })
 *     for a sheet holding a table of ours (recorded, and marked), or planMarkedSheet(layout,
 *     roleMark(role, n), baseName) for a sheet without a table (proven by its mark alone);
 *  3. write what the plan says with the host's writer (the add-in: src/excel/write.ts writeOwnedSheet,
 *     writePairing; the command line: src/cli/workbook.ts layoutOf, markSheet, ownsSheet, and
 *     src/xlsx/spec.ts writeOwnedSheetSpec for a sheet definition).
 */
import { freeSheetName } from "./sheetNames";
import { quoteSheetName } from "./address";

// ---------------------------------------------------------------------------------------------
// Roles: what each owned sheet is for, and the workbook name that marks it
// ---------------------------------------------------------------------------------------------

export interface OwnedRoleSpec {
  /** The workbook name that marks the sheet as Brightwell's (for a numbered role: its prefix). */
  mark: string;
  /** One sheet per number (a round): the mark is `${mark}_${n}`. */
  numbered?: boolean;
}

/** Every kind of sheet Brightwell creates and refreshes (see "Adding an owned sheet" above). */
export const OWNED_ROLES = {
  /** The standings table (the add-in's "Compute standings", the command line's `standings --out`). */
  standings: { mark: "Brightwell_Standings" },
  /**
   * The printable sheet of round n ("Pair round N", `pair --out`). Proven by its mark alone, not by
   * a table (the ownership proof of Standings), because its header has "Pts" twice, which a table
   * would rename to "Pts2" on the printed page.
   */
  round: { mark: "Brightwell_Round", numbered: true },
  /** The result slips of round n (`pair --out --slips`, src/sheets/workbook/slips.ts), one slip per table. */
  slips: { mark: "Brightwell_Slips", numbered: true },
  /**
   * The chart of one player's rating over his events (the pane's "Rating chart", src/sheets/ratingChart.ts):
   * its data and an Excel line chart. Proven by its mark alone (planMarkedSheet), like a round sheet.
   */
  ratingChart: { mark: "Brightwell_RatingChart" },
  /**
   * The printable rating list (`rate-list --out`, the pane's "Rating list", src/sheets/ratings/publishSheet.ts):
   * proven by its mark alone, like a round sheet (its title rows sit above the header, so it holds no table).
   */
  ratingList: { mark: "Brightwell_RatingList" },
} as const satisfies Record<string, OwnedRoleSpec>;

export type OwnedRole = keyof typeof OWNED_ROLES;

/** The mark of `role`'s sheet: "Brightwell_Standings"; for a numbered role the sheet's number n: "Brightwell_Round_5". */
export function roleMark(role: OwnedRole, n?: number): string {
  const spec: OwnedRoleSpec = OWNED_ROLES[role];
  if (!spec.numbered) return spec.mark;
  if (n === undefined) throw new RangeError(`The "${role}" sheet has a number (e.g. the round): roleMark needs it.`);
  return `${spec.mark}_${n}`;
}

/** The workbook name marking the Standings sheet as Brightwell's (both hosts write and read it). */
export const STANDINGS_MARK = roleMark("standings");

/** The workbook name marking the printable sheet of round n as Brightwell's (both hosts write and read it). */
export const ROUND_MARK = (n: number): string => roleMark("round", n);

// ---------------------------------------------------------------------------------------------
// What a host reads about a workbook
// ---------------------------------------------------------------------------------------------

/** Workbook settings key holding the sheets the add-in created (JSON text of OwnedSheet[]). */
export const OWNED_SETTING_KEY = "brightwell.ownedSheets";

/** A sheet the add-in created and may refresh. */
export interface OwnedSheet {
  /** What the sheet is for, e.g. "standings" (a OwnedRole; a newer version may record others). One sheet per role. */
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
  /**
   * Every workbook name (the ownership marks: STANDINGS_MARK, ROUND_MARK(n)). Always read by the
   * hosts; optional so callers may plan from a hand-built layout.
   */
  names?: WorkbookName[];
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
      !!o &&
      typeof o === "object" &&
      typeof o.role === "string" &&
      typeof o.table === "string" &&
      typeof o.sheet === "string",
  );
}

// ---------------------------------------------------------------------------------------------
// Marks
// ---------------------------------------------------------------------------------------------

/** Excel compares sheet, table and workbook names case-insensitively. */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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
 * The workbook name `mark` (names compare case-insensitively, as in Excel) and the existing sheet it
 * points at. `entry` without `sheet`: the mark is left over from a deleted sheet ("=#REF!") or
 * points at something that is not a sheet of this workbook.
 */
export function findMark(
  layout: Pick<WorkbookLayout, "sheets" | "names">,
  mark: string,
): { entry?: WorkbookName; sheet?: SheetInfo } {
  const entry = (layout.names ?? []).find((n) => same(n.name, mark));
  const marked = entry ? sheetOfFormula(entry.formula) : undefined;
  const sheet = marked !== undefined ? layout.sheets.find((s) => same(s.name, marked)) : undefined;
  return { entry, sheet };
}

/** What a mark refers to, as a host that writes the name's text (the command line) writes it: "'Round 5'!$A$1". */
export function markFormula(sheetName: string): string {
  return `${quoteSheetName(sheetName)}!$A$1`;
}

// ---------------------------------------------------------------------------------------------
// Free names and the planners
// ---------------------------------------------------------------------------------------------

/**
 * `base`, or base2, base3 … so that no table in the workbook has that name (case-insensitive).
 * `separator` goes between the base and the number: "" for the add-in (BrightwellStandings2), "_"
 * for the table the command line writes (Standings_2), as each has always numbered them.
 */
export function freeTableName(base: string, existing: string[], separator = ""): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}${separator}${i}`.toLowerCase())) return `${base}${separator}${i}`;
}

export interface PlanOptions {
  /** A workbook name that also proves ownership (and is added/refreshed by the write): roleMark(role). */
  mark?: string;
  /** Sheets never to refresh whatever marks them (the Results and Players sheets being read). */
  exclude?: string[];
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
 * `options.exclude` is never a target, whatever proves it ours. Our table is named after the role
 * (BrightwellStandings).
 */
export function planOwnedSheet(
  inputs: WorkbookLayout,
  role: OwnedRole,
  baseName: string,
  options: PlanOptions = {},
): SheetTarget {
  const excluded = (sheet: string) => (options.exclude ?? []).some((x) => same(x, sheet));
  const record = inputs.owned.find((o) => o.role === role);
  const ourTable = record && inputs.tables.find((t) => same(t.name, record.table));
  const others = inputs.owned.filter((o) => o.role !== role);

  const { entry: markEntry, sheet: markedSheet } = options.mark !== undefined ? findMark(inputs, options.mark) : {};
  const markFor = (sheetName: string): SheetTarget["mark"] => {
    if (options.mark === undefined) return undefined;
    if (!markEntry) return { name: options.mark, action: "add" };
    const atA1 = /!A1$/.test(markEntry.formula.replace(/\$/g, "").toUpperCase());
    return {
      name: options.mark,
      action: markedSheet && same(markedSheet.name, sheetName) && atA1 ? "keep" : "replace",
    };
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
    const tableName = freeTableName(
      tableBase,
      inputs.tables.filter((t) => !onSheet.includes(t)).map((t) => t.name),
    );
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
  const tableName = freeTableName(
    tableBase,
    inputs.tables.map((t) => t.name),
  );
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

/** Where a sheet proven ours by its mark alone goes (decided by planMarkedSheet from the read phase). */
export interface MarkedSheetTarget {
  /** "refresh": the sheet our mark points at is cleared and rewritten; "create": a new sheet. */
  kind: "refresh" | "create";
  sheetName: string;
  /** The localized name asked for ("Round 5", "5라운드", "第5回戦"). */
  baseName: string;
  /** True when `baseName` is a sheet the add-in did not create, so another name was chosen. */
  nameTakenByUser: boolean;
  /** The workbook name marking the sheet as ours (roleMark(role, n), e.g. ROUND_MARK(n)). */
  mark: string;
  /** The mark exists but its sheet was deleted ("=#REF!"): it is replaced. */
  replaceMark: boolean;
}

/**
 * Decide where the sheet marked `mark` goes: the sheet the mark points at is refreshed in place
 * (whatever its current name); otherwise a new sheet `baseName`, or "baseName (2)" … when a sheet
 * of that name exists but is not ours (never overwritten).
 */
export function planMarkedSheet(
  inputs: Pick<WorkbookLayout, "sheets" | "names">,
  mark: string,
  baseName: string,
): MarkedSheetTarget {
  const { entry, sheet } = findMark(inputs, mark);
  if (sheet)
    return { kind: "refresh", sheetName: sheet.name, baseName, nameTakenByUser: false, mark, replaceMark: false };
  const sheetName = freeSheetName(
    baseName,
    inputs.sheets.map((s) => s.name),
  );
  return {
    kind: "create",
    sheetName,
    baseName,
    nameTakenByUser: sheetName !== baseName,
    mark,
    replaceMark: entry !== undefined,
  };
}

/** Where the printable sheet of round n goes: planMarkedSheet with ROUND_MARK(n). */
export function planRoundSheet(
  inputs: Pick<WorkbookLayout, "sheets" | "names">,
  round: number,
  baseName: string,
): MarkedSheetTarget {
  return planMarkedSheet(inputs, ROUND_MARK(round), baseName);
}
