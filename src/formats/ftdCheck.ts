/**
 * What a FlipTheDisc export's published standings say about the event, checked against its games as the .ELO import
 * checks a player list (eloCheck.ts), with the engine's own standings (one formula, one home):
 * - the players whose computed points equal the published `score`;
 * - the players whose BQ of preset ftd (C = `info.mbq_coef`, else 64/rounds; docs/rules.md §7.2), rounded as
 *   FlipTheDisc publishes it, equals the published `mbq`;
 * - whether the standings list the players in the published order.
 * Every player who differs is named (the first few), so an import says what does not add up.
 */
import { computeStandings } from "../engine";
import type { FtdFile } from "./flipTheDisc";
import type { Locale } from "../i18n/locale";
import { fileNoteText } from "../i18n/fileNotes";

export interface FtdCheck {
  /** Published rows with a score, and those whose computed points equal it. */
  scored: number;
  pointsMatch: number;
  /** Published rows with an mbq, and those whose rounded BQ equals it. */
  mbqCompared: number;
  mbqMatch: number;
  /** The C the BQ was computed with. */
  constant: number;
  /** Rows that differ: the player, what, as published and as computed. */
  differ: { id: string; what: "score" | "mbq"; published: number; computed: number | undefined }[];
  /** Published players compared for the order, whether the standings give it, and the first position that differs. */
  order: { compared: number; matches: boolean; firstDifference?: number };
}

/** Check an export's published standings against its games. */
export function checkFtd(ftd: FtdFile): FtdCheck {
  const standings = computeStandings(ftd.tournament, {
    preset: "ftd",
    overrides: ftd.mbqCoef !== null ? { constant: ftd.mbqCoef } : undefined,
  });
  const row = new Map(standings.rows.map((r) => [r.id, r] as const));
  const check: FtdCheck = {
    scored: 0,
    pointsMatch: 0,
    mbqCompared: 0,
    mbqMatch: 0,
    constant: standings.constant,
    differ: [],
    order: { compared: 0, matches: true },
  };
  for (const p of ftd.published) {
    const r = row.get(p.id);
    if (Number.isFinite(p.score)) {
      check.scored++;
      if (r?.points === p.score) check.pointsMatch++;
      else check.differ.push({ id: p.id, what: "score", published: p.score, computed: r?.points });
    }
    if (Number.isFinite(p.mbq)) {
      check.mbqCompared++;
      const bq = r === undefined ? undefined : Math.round(r.bq);
      if (bq === p.mbq) check.mbqMatch++;
      else check.differ.push({ id: p.id, what: "mbq", published: p.mbq, computed: bq });
    }
  }
  const listed = new Set(ftd.published.map((p) => p.id));
  const computed = standings.rows.map((r) => r.id).filter((id) => listed.has(id));
  const published = ftd.published.map((p) => p.id).filter((id) => row.has(id));
  const k = published.findIndex((id, i) => computed[i] !== id);
  check.order =
    k < 0
      ? { compared: published.length, matches: true }
      : { compared: published.length, matches: false, firstDifference: k + 1 };
  return check;
}

/** The import summary's first lines for an export: what its published standings say and what was matched. */
export function ftdCheckSummary(check: FtdCheck, locale: Locale = "en"): string[] {
  const out: string[] = [];
  const some = (what: "score" | "mbq") => {
    const d = check.differ.filter((x) => x.what === what);
    const shown = d
      .slice(0, 5)
      .map((x) =>
        fileNoteText(what === "score" ? "ftdDiffScore" : "ftdDiffMbq", locale, {
          id: x.id,
          published: x.published,
          computed: x.computed ?? fileNoteText("ftdNothing", locale),
        }),
      )
      .join("; ");
    return d.length > 5 ? fileNoteText("ftdDiffMore", locale, { shown, count: d.length - 5 }) : shown;
  };
  if (check.scored > 0)
    out.push(
      check.pointsMatch === check.scored
        ? fileNoteText("pointsAll", locale, { count: check.scored })
        : fileNoteText("ftdPointsSome", locale, {
            match: check.pointsMatch,
            count: check.scored,
            differ: some("score"),
          }),
    );
  const c = Number.isInteger(check.constant) ? String(check.constant) : check.constant.toFixed(3);
  if (check.mbqCompared > 0)
    out.push(
      check.mbqMatch === check.mbqCompared
        ? fileNoteText("ftdMbqAll", locale, { count: check.mbqCompared, c })
        : fileNoteText("ftdMbqSome", locale, {
            match: check.mbqMatch,
            count: check.mbqCompared,
            c,
            differ: some("mbq"),
          }),
    );
  if (check.order.compared > 1)
    out.push(
      check.order.matches
        ? fileNoteText("ftdOrder", locale, { count: check.order.compared })
        : fileNoteText("ftdOrderDiffers", locale, { position: check.order.firstDifference! }),
    );
  return out;
}
