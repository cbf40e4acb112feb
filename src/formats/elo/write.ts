/** The .ELO writer: a Tournament in the canonical form the reader reads back to the same games. */
import { playerHistories, type Game, type Player, type PlayerHistory, type Tournament } from "../../engine";
import { nameFields } from "./names";

export interface EloWriteOptions {
  /** Header lines, written as "%%Key: value" in this order (default: Tournament only). */
  header?: Record<string, string>;
  /** Player ids in the order to list them (e.g. standings order); others follow in list order. */
  order?: string[];
  /** Write the rating column (default: when any player has a rating). */
  withRating?: boolean;
  /** The NAME and Firstname fields of a player (default names.ts nameFields: the name read back exactly). */
  nameFields?: (p: Player) => { surname: string; firstname: string };
}

/**
 * Text as one line of a file: line breaks, tabs and other control characters become a space (a name or a header
 * value typed with Alt+Enter in a cell must not start a line of its own: a player, a game, a round). Runs of spaces
 * are one space; the ends are trimmed.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function oneLine(text: string): string {
  return text.replace(CONTROLS, " ").replace(/ {2,}/g, " ").trim();
}

/**
 * Write a WOF .ELO file in the canonical form: header, player list (in `order`, e.g. standings
 * order, as PAPP does), then one `%Round: n` block for every round 1..n (n the last round with a game, bye
 * or forfeit), even a round without a game line: the reader keeps an explicit `%Round: n` as a round. Score and disc-count are computed
 * from the games (a bye or forfeit adds its points to the score and no discs). A game with discs is
 * written "black (bd)>(wd) white B"; an adjudicated game without discs as "black > white" (the
 * format's result-only form). Byes and forfeits are not written as game lines: the format has no
 * syntax for them (their points appear in the score column, and the reader rebuilds them).
 */
export function writeEloFile(t: Tournament, options: EloWriteOptions = {}): string {
  const out: string[] = [];
  const header = options.header ?? (t.name ? { Tournament: t.name } : {});
  for (const [k, v] of Object.entries(header)) out.push(`%%${k}: ${oneLine(v)}`);
  out.push("");
  const withRating = options.withRating ?? t.players.some((p) => p.rating !== undefined);
  out.push(`%        ID, NAME, Firstname, COUNTRY, score, disc-count${withRating ? ", rating" : ""}`);
  const hist = playerHistories(t);
  const fields = options.nameFields ?? ((p: Player) => nameFields(oneLine(p.name).replace(/,/g, " ")));
  for (const p of listOrder(t.players, options.order ?? []))
    out.push(playerLine(p, fields(p), hist.get(p.id)!, withRating));
  out.push("");
  writeRounds(t.games, out);
  out.push("");
  return out.join("\n");
}

/** The players in `order` first (unknown ids and repeats skipped), then the others in list order. */
function listOrder(players: Player[], order: string[]): Player[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const ordered: Player[] = [];
  const seen = new Set<string>();
  for (const id of order) {
    const p = byId.get(id);
    if (p && !seen.has(id)) {
      ordered.push(p);
      seen.add(id);
    }
  }
  for (const p of players) if (!seen.has(p.id)) ordered.push(p);
  return ordered;
}

/** "%_%    5537, TAKANASHI, Yusuke, JPN, 10.5, 505[, 2445]": score and discs from the games. */
function playerLine(
  p: Player,
  name: { surname: string; firstname: string },
  h: PlayerHistory,
  withRating: boolean,
): string {
  const field = (x: string) => oneLine(x).replace(/,/g, " ");
  const fields = [
    p.id.padStart(7),
    field(name.surname),
    field(name.firstname),
    field(p.country ?? ""),
    String(h.points),
    String(h.discs),
  ];
  if (withRating) fields.push(p.rating !== undefined ? String(p.rating) : "");
  return `%_% ${fields.join(", ")}`;
}

/**
 * One "%Round: n" block for every round 1..last, onto `out`: its played and adjudicated games (byes and forfeits are
 * not written). A round without a game line (only byes and forfeits) keeps its header, so it is not closed up.
 */
function writeRounds(games: Game[], out: string[]): void {
  const rounds = new Map<number, Game[]>();
  const last = games.reduce((m, g) => Math.max(m, g.round), 0);
  for (let r = 1; r <= last; r++) rounds.set(r, []);
  for (const g of games) {
    if (g.white === null || (g.kind !== "played" && g.kind !== "adjudicated")) continue;
    let list = rounds.get(g.round);
    if (!list) rounds.set(g.round, (list = []));
    list.push(g);
  }
  for (const r of [...rounds.keys()].sort((a, b) => a - b)) {
    out.push("", `%Round: ${r}`, "");
    for (const g of rounds.get(r)!) {
      const sign = g.blackPoints > g.whitePoints ? ">" : g.blackPoints < g.whitePoints ? "<" : "=";
      if (g.blackDiscs === null || g.whiteDiscs === null) out.push(`${g.black.padStart(6)} ${sign} ${g.white!}`);
      else
        out.push(
          `${g.black.padStart(6)} (${pad2(g.blackDiscs)})${sign}(${pad2(g.whiteDiscs)}) ${g.white!.padStart(6)} B`,
        );
    }
  }
}

function pad2(x: number): string {
  return x < 10 ? `0${x}` : String(x);
}
