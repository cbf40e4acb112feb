/**
 * What a read .ELO file's published player list says about the event, checked against its games
 * with the engine's own presets and standings (one formula, one home):
 * - the players whose computed points equal the published score;
 * - which rule wrote the last column, exactly for every player with a value: the disc count of the
 *   games (as written or with the empty squares given to the winner, a bye counting 0, 32, 33, 40 or
 *   64 discs: docs/rules.md §1.3), or the BQ of a preset (woc: C = 6; papp: C = 6 from 8 rounds, else 0; ftd: C = 64/rounds,
 *   rounded; koa: the even C nearest 64/rounds); or none, with how many players the closest is off;
 * - the standings settings that follow from it (a BQ column: its preset; a disc-count column:
 *   points, then the disc total), and whether those standings list the players in the published
 *   order.
 */

import {
  BOARD_DISCS,
  type Tournament,
  PRESET_IDS,
  playerHistories,
  computeStandings,
  type Standings,
  type StandingsOptions,
  type PresetId,
  type TiebreakId,
} from "../engine";
import type { EloFile } from "./elo";
import type { Locale } from "../i18n/locale";
import { fileNoteText } from "../i18n/fileNotes";

export type LastColumnRule =
  { kind: "discs"; byeDiscs: number; emptiesToWinner: boolean } | { kind: "bq"; preset: PresetId; constant: number };

/** The standings settings an imported event carries: a preset, and for a disc-count column its tie-break. */
export interface CarriedSettings {
  preset: PresetId;
  tiebreaks?: TiebreakId[];
  byeDiscs?: number;
}

export interface LastColumnCheck {
  /** The rule that reproduces every published value, or null when none does. */
  rule: LastColumnRule | null;
  /** The rule closest to the published column (the one found, or the one with fewest players off). */
  closest: LastColumnRule | null;
  /** Players off under `closest` (0 when `rule` is set). */
  off: number;
  /** Players with a published last column (the ones compared). */
  compared: number;
}

export interface EloCheck {
  /** Players with a published score, and those whose computed points equal it. */
  scored: number;
  pointsMatch: number;
  lastColumn: LastColumnCheck;
  /** Standings settings that follow the published list (see the file comment). */
  settings: CarriedSettings;
  order: {
    /** Listed players compared (those in the standings). */
    compared: number;
    /** The standings under `settings` list them in the published order. */
    matches: boolean;
    /** 1-based position in the published list of the first difference. */
    firstDifference?: number;
  };
}

/** A short stable name of a rule, for counting ("discs", "discs, bye 40", "papp"). */
export function ruleId(rule: LastColumnRule): string {
  if (rule.kind === "bq") return rule.preset;
  return ["discs", rule.emptiesToWinner ? "empties to winner" : "", rule.byeDiscs ? `bye ${rule.byeDiscs}` : ""]
    .filter((x) => x)
    .join(", ");
}

/** Words for people: "BQ of preset papp (C = 6)", "the disc count (a bye counts 40 discs)". */
export function ruleLabel(rule: LastColumnRule, locale: Locale = "en"): string {
  if (rule.kind === "bq") {
    const c = rule.constant;
    return fileNoteText("ruleBq", locale, { preset: rule.preset, c: Number.isInteger(c) ? String(c) : c.toFixed(3) });
  }
  const extra = [
    rule.emptiesToWinner ? fileNoteText("ruleEmpties", locale) : "",
    rule.byeDiscs ? fileNoteText("ruleByeDiscs", locale, { discs: rule.byeDiscs }) : "",
  ].filter((x) => x);
  return extra.length > 0
    ? fileNoteText("ruleDiscsWith", locale, { extra: extra.join(fileNoteText("listSeparator", locale)) })
    : fileNoteText("ruleDiscs", locale);
}

/** The CLI / pane form of carried settings: "--preset woc --tiebreaks discs". */
export function settingsLabel(s: CarriedSettings, locale: Locale = "en"): string {
  return [
    fileNoteText("settingsPreset", locale, { preset: s.preset }),
    s.tiebreaks ? fileNoteText("settingsTiebreaks", locale, { tiebreaks: s.tiebreaks.join(",") }) : "",
    s.byeDiscs !== undefined ? fileNoteText("settingsByeDiscs", locale, { discs: s.byeDiscs }) : "",
  ]
    .filter((x) => x)
    .join(fileNoteText("listSeparator", locale));
}

/** Standings options for carried settings. */
export function standingsOptions(s: CarriedSettings): StandingsOptions {
  const overrides: StandingsOptions["overrides"] = {};
  if (s.tiebreaks) overrides.tiebreaks = s.tiebreaks;
  if (s.byeDiscs !== undefined) overrides.byeDiscs = s.byeDiscs;
  return { preset: s.preset, overrides };
}

const BQ_PRESETS = PRESET_IDS.filter((p) => p !== "joa");

/**
 * What a bye (or a forfeit win rebuilt from the score column) adds to a published disc count, in the
 * order tried (docs/rules.md §1.3): none, half the board (WOF, FlipTheDisc), 33 (a 33–31 win: Korean
 * practice, and many European events), 40 (PAPP's default "24/64"), the whole board (a 64–0 win).
 */
const BYE_DISCS = [0, 32, 33, 40, 64];

/** Check a read .ELO file against its published player list (see the file comment). */
export function checkElo(elo: EloFile): EloCheck {
  const t = elo.tournament;
  const h = playerHistories(t);
  let scored = 0;
  let pointsMatch = 0;
  for (const p of elo.players) {
    if (p.score === undefined) continue;
    scored++;
    if (h.get(p.id)?.points === p.score) pointsMatch++;
  }

  const cache = new Map<string, Standings>();
  const standingsOf = (s: CarriedSettings) => {
    const key = JSON.stringify(s);
    let st = cache.get(key);
    if (!st) cache.set(key, (st = computeStandings(t, standingsOptions(s))));
    return st;
  };

  // Candidates in order (a column titled BQ tries the presets' BQ first, else the disc count — its
  // usual title — comes first); the first that reproduces every value wins, so the presets' standings
  // are computed only when needed.
  type Candidate = { rule: () => LastColumnRule; value: () => (id: string) => number | undefined };
  const discCandidates: Candidate[] = [];
  for (const emptiesToWinner of [false, true]) {
    let d: Map<string, number> | undefined;
    for (const byeDiscs of BYE_DISCS) {
      discCandidates.push({
        rule: () => ({ kind: "discs", byeDiscs, emptiesToWinner }),
        value: () => {
          d ??= discTotals(t, emptiesToWinner);
          const totals = d;
          return (id) => (totals.has(id) ? totals.get(id)! + byeDiscs * h.get(id)!.byes : undefined);
        },
      });
    }
  }
  const bqCandidates: Candidate[] = BQ_PRESETS.map((preset) => ({
    rule: () => ({ kind: "bq", preset, constant: standingsOf({ preset }).constant }),
    value: () => {
      const bq = new Map(standingsOf({ preset }).rows.map((r) => [r.id, r.bq]));
      return (id) => bq.get(id);
    },
  }));
  const cols = elo.columns ?? [];
  const title = cols[cols.findIndex((c) => /^score$/i.test(c)) + 1] ?? "";
  const candidates = /bq/i.test(title) ? [...bqCandidates, ...discCandidates] : [...discCandidates, ...bqCandidates];

  const withValue = elo.players.filter((p) => p.discs !== undefined && h.has(p.id));
  let best: { rule: LastColumnRule; off: number } | null = null;
  if (withValue.length > 0) {
    for (const c of candidates) {
      const value = c.value();
      let off = 0;
      for (const p of withValue) {
        const v = value(p.id);
        if (v === undefined || Math.abs(v - p.discs!) > 1e-6) off++;
      }
      if (best === null || off < best.off) best = { rule: c.rule(), off };
      if (off === 0) break;
    }
  }
  const lastColumn: LastColumnCheck =
    best === null || withValue.length === 0
      ? { rule: null, closest: null, off: 0, compared: 0 }
      : { rule: best.off === 0 ? best.rule : null, closest: best.rule, off: best.off, compared: withValue.length };

  // Settings: a BQ column's preset; a disc-count column orders by points then the disc total. When
  // those standings do not give the published order, the first preset that does is taken (PAPP
  // lists a disc count but orders by BQ with C = 6 from 8 rounds); with no rule, the preset that
  // follows the published list longest.
  const rule = lastColumn.rule;
  const discSettings = (byeDiscs: number): CarriedSettings => ({ preset: "woc", tiebreaks: ["discs"], byeDiscs });
  const primary: CarriedSettings =
    rule === null ? { preset: "woc" } : rule.kind === "bq" ? { preset: rule.preset } : discSettings(rule.byeDiscs);
  const alternatives: CarriedSettings[] = [
    ...PRESET_IDS.map((preset) => ({ preset })),
    ...(rule === null ? [discSettings(0)] : []),
  ];
  let settings = primary;
  let order = compareOrder(elo, standingsOf(primary));
  if (!order.matches) {
    let longest = { settings: primary, order };
    for (const alt of alternatives) {
      const o = compareOrder(elo, standingsOf(alt));
      if (o.matches) {
        longest = { settings: alt, order: o };
        break;
      }
      if (rule === null && (o.firstDifference ?? 0) > (longest.order.firstDifference ?? 0))
        longest = { settings: alt, order: o };
    }
    if (longest.order.matches || rule === null) ({ settings, order } = longest);
  }
  return { scored, pointsMatch, lastColumn, settings, order };
}

/** Disc totals of the games as written, or with the empty squares given to the winner (WOF rule). */
function discTotals(t: Tournament, emptiesToWinner: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of t.players) out.set(p.id, 0);
  for (const g of t.games) {
    if (g.blackDiscs === null || g.whiteDiscs === null || g.white === null) continue;
    let b = g.blackDiscs;
    let w = g.whiteDiscs;
    const empty = BOARD_DISCS - b - w;
    if (emptiesToWinner && empty > 0) {
      if (g.blackPoints > g.whitePoints) b += empty;
      else if (g.blackPoints < g.whitePoints) w += empty;
      else {
        b += empty / 2;
        w += empty / 2;
      }
    }
    out.set(g.black, (out.get(g.black) ?? 0) + b);
    out.set(g.white, (out.get(g.white) ?? 0) + w);
  }
  return out;
}

function compareOrder(elo: EloFile, s: Standings): EloCheck["order"] {
  const listed = new Set(elo.publishedOrder);
  const computed = s.rows.map((r) => r.id).filter((id) => listed.has(id));
  const inStandings = new Set(computed);
  const published = elo.publishedOrder.filter((id) => inStandings.has(id));
  const k = published.findIndex((id, i) => computed[i] !== id);
  return k < 0
    ? { compared: published.length, matches: true }
    : { compared: published.length, matches: false, firstDifference: k + 1 };
}
