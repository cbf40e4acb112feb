/**
 * The options of the published list (docs/rules.md §8) that `rate-list` and `rate-history` share: the rule set
 * (--rules all|kba|koa|wof) and each of its settings on its own (--decimals, --min-games, --inactive-months, and
 * what each mark does: --provisional, --inactive, --foreign, --amateurs, --non-members ignore|mark|omit), and a
 * date option. Each bad option is a UsageError naming the flag; the engine's resolveListRules checks again.
 */
import {
  isIsoDate,
  LIST_RULES_IDS,
  MARK_RULES,
  type ListMark,
  type ListRulesInput,
  type ListRulesPreset,
  type MarkRule,
} from "../../engine";
import type { Locale } from "../../i18n/locale";
import { listsText } from "../../i18n/cliLists";
import { UsageError, type OptionSpec, type ParsedArgs } from "../args";

/** A date option (YYYY-MM-DD, a real calendar date), undefined when not given. */
export function dateFlag(args: ParsedArgs, name: string, locale: Locale = "en"): string | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (typeof v !== "string" || !isIsoDate(v))
    throw new UsageError(listsText(locale, "dateValue", { name, value: String(v) }));
  return v;
}

function wholeFlag(args: ParsedArgs, name: string, min: number, locale: Locale): number | undefined {
  const v = args.options[name];
  if (v === undefined) return undefined;
  if (typeof v !== "string" || !/^\d+$/.test(v.trim()) || Number(v) < min)
    throw new UsageError(listsText(locale, "wholeValue", { name, min, value: String(v) }));
  return Number(v);
}

/** The flag of each mark. */
const MARK_FLAGS: [ListMark, string][] = [
  ["provisional", "provisional"],
  ["inactive", "inactive"],
  ["foreign", "foreign"],
  ["amateur", "amateurs"],
  ["nonMember", "non-members"],
];

/** The list rules of --rules and the settings given one by one over it. */
export function listRulesOptions(args: ParsedArgs, locale: Locale = "en"): ListRulesInput {
  const o = args.options;
  const input: ListRulesInput = {};
  if (o.rules !== undefined) {
    if (typeof o.rules !== "string" || !LIST_RULES_IDS.includes(o.rules as ListRulesPreset))
      throw new UsageError(
        listsText(locale, "oneOf", { name: "rules", values: LIST_RULES_IDS.join(", "), value: String(o.rules) }),
      );
    input.preset = o.rules as ListRulesPreset;
  }
  const decimals = wholeFlag(args, "decimals", 0, locale);
  if (decimals !== undefined) {
    if (decimals > 4) throw new UsageError(listsText(locale, "decimalsRange", { value: decimals }));
    input.decimals = decimals;
  }
  const minGames = wholeFlag(args, "min-games", 0, locale);
  if (minGames !== undefined) input.minGames = minGames;
  if (o["inactive-months"] !== undefined)
    input.inactiveMonths = o["inactive-months"] === "none" ? null : wholeFlag(args, "inactive-months", 1, locale)!;
  for (const [mark, flag] of MARK_FLAGS) {
    const v = o[flag];
    if (v === undefined) continue;
    if (typeof v !== "string" || !MARK_RULES.includes(v as MarkRule))
      throw new UsageError(listsText(locale, "oneOf", { name: flag, values: MARK_RULES.join(", "), value: String(v) }));
    input.marks = { ...input.marks, [mark]: v as MarkRule };
  }
  return input;
}

export const LIST_RULE_OPTIONS: OptionSpec[] = [
  {
    name: "rules",
    value: true,
    meta: LIST_RULES_IDS.join("|"),
    help: "Who is listed (docs/rules.md §8.2): all (default: the provisional and those marked\ninactive are listed without a rank), kba (only members with more than 50 games),\nkoa (the professional list: no amateurs or foreigners), wof (not listed after\n38 months without a rated game). Everyone stays rated.",
  },
  {
    name: "decimals",
    value: true,
    meta: "N",
    help: "Decimals of the published ratings (default 0); ranks and changes use them.",
  },
  { name: "min-games", value: true, meta: "N", help: "Fewer rated games than N: provisional." },
  {
    name: "inactive-months",
    value: true,
    meta: "N|none",
    help: "N months without a rated game: inactive (none: only the Active column).",
  },
  ...MARK_FLAGS.map(([, flag]) => ({
    name: flag,
    value: true,
    meta: MARK_RULES.join("|"),
    help: `What the ${flag} mark does: ignore, mark (listed without a rank) or omit (not listed).`,
  })),
];
