/**
 * The KBA events file of `rate-history --method kba --events FILE` (docs/rules.md §6.9): each event's grade and stage
 * (seed 004's weight table), one row per event, so an archive is not weighted by one setting for the whole folder.
 *
 * Columns: file or event, grade, stage, titled in English, Korean or Japanese (src/i18n/ratings.ts
 * EVENT_WEIGHT_TITLES; any order, other columns ignored), or without a header in that order. A row names an event
 * by its .ELO file (its path in the folder, its file name, or the name without .ELO) or by its event name (the
 * %%Tournament line: every event of that name). Grades 1, 2, 3, restricted and stages prelim, main, final, or their
 * Korean and Japanese words. Every bad row is a problem naming file:line and the fix; none is guessed.
 */
import type { KbaGrade, KbaStage } from "../../engine";
import { EVENT_WEIGHT_TITLES, KBA_GRADE_WORDS, KBA_STAGE_WORDS } from "../../i18n/ratings";
import { listsText } from "../../i18n/cliLists";
import type { Locale } from "../../i18n/locale";
import { cellShown, readCell } from "../cells";
import { normalizeTitle } from "../headers";

export interface EventWeightRow {
  /** 1-based line of the file. */
  line: number;
  /** The file or event as written. */
  key: string;
  grade: KbaGrade;
  stage: KbaStage;
}

export interface EventWeights {
  rows: EventWeightRow[];
  /** "FILE:LINE: what is wrong. The fix." */
  problems: string[];
}

type Column = keyof typeof EVENT_WEIGHT_TITLES;
const COLUMNS: Column[] = ["event", "grade", "stage"];

function lookup<K extends string>(words: Record<K, string[]>): Map<string, K> {
  const map = new Map<string, K>();
  for (const k of Object.keys(words) as K[]) for (const w of words[k]) map.set(normalizeTitle(w), k);
  return map;
}

const TITLES = lookup(
  Object.fromEntries(COLUMNS.map((c) => [c, Object.values(EVENT_WEIGHT_TITLES[c]).flat()])) as Record<Column, string[]>,
);
const GRADES = lookup(KBA_GRADE_WORDS);
const STAGES = lookup(KBA_STAGE_WORDS);

const text = (v: unknown) => cellShown(readCell(v)).trim();

/** The rows of an events file's cells (a CSV's rows, line = row + 1), with every problem. */
export function readEventWeights(values: readonly unknown[][], file: string, locale: Locale = "en"): EventWeights {
  const problems: string[] = [];
  const rows: EventWeightRow[] = [];
  const first = (values[0] ?? []).map(text);
  const titled = first.map((t) => TITLES.get(normalizeTitle(t)));
  const header = titled.some((c) => c !== undefined);
  const col: Record<Column, number> = { event: 0, grade: 1, stage: 2 };
  if (header) {
    for (const c of COLUMNS) {
      const at = titled.indexOf(c);
      if (at < 0) {
        const names = COLUMNS.map((x) => `"${EVENT_WEIGHT_TITLES[x].en[0]}"`).join(", ");
        const titles = (l: "ko" | "ja") => COLUMNS.map((x) => EVENT_WEIGHT_TITLES[x][l][0]).join(", ");
        problems.push(
          listsText(locale, "rowNoColumn", {
            where: `${file}:1`,
            column: EVENT_WEIGHT_TITLES[c][locale][0],
            names,
            ko: titles("ko"),
            ja: titles("ja"),
          }),
        );
      } else col[c] = at;
    }
    if (problems.length > 0) return { rows, problems };
  }
  const seen = new Map<string, number>();
  for (let r = header ? 1 : 0; r < values.length; r++) {
    const line = r + 1;
    const cells = values[r] ?? [];
    if (cells.every((v) => text(v) === "")) continue;
    const key = text(cells[col.event]);
    const gradeText = text(cells[col.grade]);
    const stageText = text(cells[col.stage]);
    const grade = GRADES.get(normalizeTitle(gradeText));
    const stage = STAGES.get(normalizeTitle(stageText));
    const where = `${file}:${line}`;
    let bad = false;
    if (key === "") {
      problems.push(listsText(locale, "rowNoKey", { where }));
      bad = true;
    }
    if (grade === undefined) {
      problems.push(listsText(locale, "rowGrade", { where, value: gradeText }));
      bad = true;
    }
    if (stage === undefined) {
      problems.push(listsText(locale, "rowStage", { where, value: stageText }));
      bad = true;
    }
    const id = eventKey(key);
    const earlier = seen.get(id);
    if (key !== "" && earlier !== undefined) {
      problems.push(listsText(locale, "rowDuplicate", { where, key, line: earlier }));
      bad = true;
    }
    if (key !== "" && earlier === undefined) seen.set(id, line);
    if (bad) continue;
    rows.push({ line, key, grade: grade === "restricted" ? grade : (Number(grade) as KbaGrade), stage: stage! });
  }
  return { rows, problems };
}

/** A file or event name as compared: NFKC, case and surrounding space ignored, "\" as "/". */
function eventKey(s: string): string {
  return s.normalize("NFKC").trim().toLowerCase().replace(/\\/g, "/");
}

/**
 * The row of an archived event: the one naming its file (its path in the folder, its file name, or the file name
 * without its extension), else the one naming its event name. Also says which rows matched no event.
 */
export class EventWeightIndex {
  private readonly byKey = new Map<string, EventWeightRow>();
  private readonly used = new Set<EventWeightRow>();

  constructor(readonly rows: readonly EventWeightRow[]) {
    for (const r of rows) this.byKey.set(eventKey(r.key), r);
  }

  of(event: { file: string; name: string }): EventWeightRow | undefined {
    const path = eventKey(event.file);
    const base = path.slice(path.lastIndexOf("/") + 1);
    const dot = base.lastIndexOf(".");
    for (const k of [path, base, dot > 0 ? base.slice(0, dot) : base, eventKey(event.name)]) {
      const row = this.byKey.get(k);
      if (row) {
        this.used.add(row);
        return row;
      }
    }
    return undefined;
  }

  /** The rows no event asked for so far. */
  unused(): EventWeightRow[] {
    return this.rows.filter((r) => !this.used.has(r));
  }
}
