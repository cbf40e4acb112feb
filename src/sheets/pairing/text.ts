/**
 * The texts of a pairing (pure), in en/ko/ja (templates in src/i18n/pairing.ts):
 *
 *   explainPair(pair, tournament, locale) → the localized "Why" of one pair (the one explanation)
 *   pairingFailureText(failure, tournament, locale) → the localized message of a failed round
 */
import type { ColourDueCause, Pairing, PairingFailure, Tournament } from "../../engine";
import type { Locale } from "../types";
import { failureText, reasonText, ROUND_LABELS } from "../../i18n/pairing";
import { errorWordsText } from "../../i18n/errors";

/** Format a score in points for display: 3, 3.5. */
function pts(x: number): string {
  return String(x);
}

/** Names by id. */
export function namesOf(t: Tournament): Map<string, string> {
  return new Map(t.players.map((p) => [p.id, p.name] as const));
}

/** Why a colour was due, in the locale. */
function causeText(cause: ColourDueCause | null, locale: Locale): string {
  if (cause === null) return "";
  switch (cause.kind) {
    case "more-blacks":
      return reasonText("whyMoreBlack", { n: cause.by }, locale);
    case "more-whites":
      return reasonText("whyMoreWhite", { n: cause.by }, locale);
    case "last-colour":
      return reasonText(cause.colour === "black" ? "whyLastBlack" : "whyLastWhite", {}, locale);
  }
}

/**
 * The localized "Why" of one pair: the one explanation, built from the engine's structured
 * reasons (player names, not ids; points, not half-points). Every host shows this text.
 */
export function explainPair(p: Pairing, t: Tournament, locale: Locale = "en"): string {
  return explainWith(p, namesOf(t), locale);
}

export function explainWith(p: Pairing, names: Map<string, string>, locale: Locale): string {
  const L = ROUND_LABELS[locale] ?? ROUND_LABELS.en;
  const nm = (id: string) => names.get(id) ?? id;
  const colour = (c: "black" | "white") => L.colour[c];
  const random = p.reasons.some((r) => r.kind === "first-round" && r.method === "random");
  const fixedBye = p.reasons.some((r) => r.kind === "bye" && r.reason === "fixed");
  const parts: string[] = [];
  let reversedSaid = false;
  for (const r of p.reasons) {
    switch (r.kind) {
      case "fixed":
        if (!fixedBye) parts.push(reasonText("fixed", {}, locale));
        break;
      case "first-round":
        parts.push(
          r.method === "random"
            ? reasonText("firstRandom", { seed: r.seed ?? "" }, locale)
            : reasonText("firstRating", {}, locale),
        );
        break;
      case "float":
        parts.push(
          reasonText(
            "float",
            { up: nm(r.up), down: nm(r.down), gap: pts(r.gap), upScore: pts(r.upScore), downScore: pts(r.downScore) },
            locale,
          ),
        );
        break;
      case "colour": {
        if (r.rule.kind === "table-parity") {
          parts.push(
            random
              ? reasonText("colourRandom", {}, locale)
              : reasonText("colourTable", { table: r.rule.table }, locale),
          );
        } else if (r.rule.kind === "reverse-round") {
          if (!reversedSaid && r.got === "black") {
            parts.push(
              reasonText(
                "colourReversed",
                { player: nm(r.player), colour: colour(r.got), round: r.rule.round },
                locale,
              ),
            );
            reversedSaid = true;
          }
        } else if (r.due !== null) {
          const params = {
            player: nm(r.player),
            colour: colour(r.got),
            due: colour(r.due),
            why: causeText(r.cause, locale),
          };
          parts.push(reasonText(r.due === r.got ? "colourAsDue" : "colourNotDue", params, locale));
        }
        break;
      }
      case "colour-imbalance":
        parts.push(
          reasonText(
            "imbalance",
            { player: nm(r.player), imbalance: `${r.imbalance > 0 ? "+" : ""}${r.imbalance}` },
            locale,
          ),
        );
        break;
      case "rematch": {
        const text = reasonText(
          r.reversedColours ? "rematchReversed" : "rematch",
          { rounds: r.rounds.join(", ") },
          locale,
        );
        parts.push(r.forced ? `${text}${L.sep}${reasonText("rematchForced", {}, locale)}` : text);
        break;
      }
      case "same-country":
        parts.push(reasonText("sameCountry", { country: r.country }, locale));
        break;
      case "bye":
        parts.push(
          reasonText(
            r.reason === "fixed" ? "byeFixed" : r.reason === "lowest-group" ? "byeLowest" : "byeForced",
            { score: pts(r.score) },
            locale,
          ),
        );
        break;
    }
  }
  const text = parts.join(L.sep);
  return locale === "en" && text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * The localized message of a failed round: names (not ids) of the blocking players and the
 * settings that would allow a complete round (as the engine tried them on this round).
 */
export function pairingFailureText(failure: PairingFailure, t: Tournament, locale: Locale = "en"): string {
  const names = namesOf(t);
  const L = ROUND_LABELS[locale] ?? ROUND_LABELS.en;
  const e = failure.error;
  const players = e.blockingPlayers.map((id) => names.get(id) ?? id).join(", ");
  switch (e.code) {
    case "NO_COMPLETE_ROUND": {
      const parts = [
        e.blockingPlayers.length > 0
          ? failureText("noRound", { round: failure.round, players }, locale)
          : failureText("noRoundBye", { round: failure.round }, locale),
      ];
      const known = e.wouldAllow.filter((w) =>
        ["reversedColourRematch", "sameColourRematch", "byeTwice"].includes(w.setting),
      );
      if (known.length > 0) {
        const settings = known.map((w) => failureText(w.setting as "byeTwice", {}, locale)).join(L.or);
        parts.push(failureText("wouldAllow", { settings }, locale));
      } else parts.push(failureText("noSetting", {}, locale));
      if (/fixed pair/i.test(e.message)) parts.push(failureText("fixedHint", {}, locale));
      return parts.join(" ");
    }
    case "INVALID_FIXED_PAIR":
      return failureText("invalidFixed", { players, detail: e.message }, locale);
    case "INVALID_SETTINGS":
      // The engine's message leads with its own "The pairing settings are not valid:"; its details hold the reasons alone.
      return failureText("invalidSettings", { detail: e.details[0] ?? e.message }, locale);
    case "NOBODY_TO_PAIR":
      return failureText("nobody", { round: failure.round }, locale);
    default:
      return failureText("invalidData", { detail: e.reason ? errorWordsText(e.reason, locale) : e.message }, locale);
  }
}
