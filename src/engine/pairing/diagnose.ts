/** Why a round cannot be paired: the blocking players and the settings that would allow it. */

import { Tournament } from "../model";
import { maxWeightMatching } from "./matching";
import { EdgeTable } from "./edges";
import { buildEdgeTable, TooLargeError } from "./edgeTable";
import { PairingSettings, resolvePairingSettings, REVERSED_REMATCH_PENALTY } from "./penalties";
import type { RoundContext } from "./prepare";
import { allEdges } from "./solve";
import { fail, PairingFailure, PairingOptions } from "./types";

/** No perfect matching: find the blocking players and the settings that would allow a round. */
export function diagnose(
  t: Tournament,
  options: PairingOptions,
  round: number,
  context: RoundContext,
  edges: EdgeTable,
): PairingFailure {
  const idOf = (v: number): string => (v === context.players.length ? "(bye)" : context.players[v].id);
  const blocking = unmatchable(edges).map(idOf);
  const wouldAllow: PairingFailure["error"]["wouldAllow"] = [];
  const settings = context.settings;
  const changes: { setting: keyof PairingSettings; value: unknown; description: string }[] = [];
  if (settings.reversedColourRematch === "forbidden") {
    changes.push({
      setting: "reversedColourRematch",
      value: REVERSED_REMATCH_PENALTY,
      description: `allow a rematch with colours reversed (PAPP: ${REVERSED_REMATCH_PENALTY.toLocaleString("en-US")})`,
    });
  }
  if (settings.sameColourRematch === "forbidden") {
    changes.push({
      setting: "sameColourRematch",
      value: 10_000_000,
      description: "allow a rematch with the same colours (penalty 10,000,000)",
    });
  }
  if (settings.byeTwice === "forbidden") {
    changes.push({
      setting: "byeTwice",
      value: 10_000_000,
      description: "allow a second bye for the same player (penalty 10,000,000)",
    });
  }
  for (const change of changes) {
    const changed = { ...(options.settings ?? {}), [change.setting]: change.value } as Partial<PairingSettings>;
    const relaxed: RoundContext = { ...context, settings: resolvePairingSettings(changed) };
    try {
      if (unmatchable(buildEdgeTable(relaxed)).length === 0) wouldAllow.push(change);
    } catch (e) {
      if (!(e instanceof TooLargeError)) throw e; // cannot tell for this setting
    }
  }
  const fixedNote = (options.fixedPairs ?? []).length > 0 ? " Removing or changing a fixed pair may also help." : "";
  const who = blocking.filter((x) => x !== "(bye)");
  const byeNote = blocking.includes("(bye)") ? " Every player who could take the bye already had one." : "";
  const allow =
    wouldAllow.length > 0 ? ` It would work if you ${wouldAllow.map((w) => w.description).join(", or ")}.` : "";
  void t;
  return fail(
    round,
    "NO_COMPLETE_ROUND",
    `No complete pairing exists for round ${round} under the current rules: ${who.length > 0 ? `no allowed opponent is left for ${who.join(", ")}` : "the bye cannot be given"}.${byeNote}${allow}${fixedNote}`,
    { blockingPlayers: who, wouldAllow },
  );
}

/** Does the allowed graph of `tab` have a perfect matching? Unmatched vertices when not. */
function unmatchable(edges: EdgeTable): number[] {
  const r = maxWeightMatching(edges.vertexCount, allEdges(edges, true), true);
  const out: number[] = [];
  for (let v = 0; v < edges.vertexCount; v++) if (r.mate[v] < 0) out.push(v);
  return out;
}
