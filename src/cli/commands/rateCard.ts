/**
 * `rate-card <workbook.xlsx> --player ID [--out card.svg] [--decimals N] [--locale en|ko|ja]`: one player's rating
 * card (docs/rules.md §8.6; src/sheets/ratingCard.ts): his events from the Rating history (date, event, rating
 * before, change, rating after, games) with his rating curve, as an SVG file a federation can post. Without --out
 * the card's table is printed.
 */
import * as path from "path";
import {
  CARD_TEXTS,
  cardChangeText,
  formatRatingProblem,
  playerCard,
  renderCardSvg,
  type PlayerCard,
} from "../../sheets";
import { publishedRating } from "../../engine";
import type { Locale } from "../../i18n/locale";
import { listsText } from "../../i18n/cliLists";
import { UsageError, type ParsedArgs } from "../args";
import { EXIT, ioLocale, useWorkbookLocale, type CliIO } from "../io";
import type { Command } from "../command";
import { checkOutput, writeAtomic } from "../files";
import { readWorkbookSettings } from "../settings";
import { FileError, loadFile } from "../workbook";
import { ratingInputs } from "./rate";
import { textTable } from "./rateList";

/** The card as text: its title, then its table (numbers right-aligned). */
function cardText(card: PlayerCard, locale: Locale, decimals: number): string {
  const L = CARD_TEXTS[locale];
  const n = (x: number) => publishedRating(x, decimals).toFixed(decimals);
  const cells = [
    [L.columns.date, L.columns.event, L.columns.old, L.columns.change, L.columns.new, L.columns.games],
    ...card.rows.map((r) => [
      r.date,
      r.event,
      r.old === null ? "–" : n(r.old),
      cardChangeText(r, decimals),
      n(r.new),
      String(r.games),
    ]),
  ];
  return `${L.title(card.name)}\n${L.subtitle(card.id || card.key, n(card.rating), card.games)}\n\n${textTable(cells, new Set([2, 3, 4, 5]))}`;
}

async function run(args: ParsedArgs, io: CliIO): Promise<number> {
  let locale = ioLocale(io);
  if (args.positionals.length !== 1) throw new UsageError(listsText(locale, "cardGiveWorkbook"));
  const player = args.options.player;
  if (typeof player !== "string" || player.trim() === "") throw new UsageError(listsText(locale, "cardPlayer"));
  const decimals = args.options.decimals === undefined ? 0 : Number(args.options.decimals);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4 || !/^\d$/.test(String(args.options.decimals ?? 0)))
    throw new UsageError(listsText(locale, "cardDecimals", { value: String(args.options.decimals) }));
  const file = args.positionals[0];
  let out: string | undefined;
  if (args.options.out !== undefined) {
    if (typeof args.options.out !== "string") throw new UsageError(listsText(locale, "cardOut"));
    const guarded = await checkOutput(io.cwd, args.options.out, {
      command: "rate-card",
      flag: "--out",
      inputs: [{ file, role: "workbook" as const }],
      force: args.options.force === true,
      hasForce: true,
      extension: ".svg",
    });
    if ("error" in guarded) {
      io.stderr(guarded.error);
      return EXIT.INPUT;
    }
    out = guarded.path;
  }
  const loaded = await loadFile(path.resolve(io.cwd, file), file, locale);
  if (loaded.kind !== "xlsx") throw new FileError(listsText(locale, "cardNeedsXlsx", { file }));
  // The workbook's language (its Tournament sheet's setting) unless --locale was given.
  locale = useWorkbookLocale(io, readWorkbookSettings(loaded.book).settings.language);
  const { history } = ratingInputs(loaded);
  if (!history) throw new FileError(listsText(locale, "cardNoHistory", { file }));
  const problems: Parameters<typeof playerCard>[2] = [];
  const card = playerCard(history, player, problems);
  for (const p of problems) io.stderr(`${p.severity}: ${formatRatingProblem(p, locale)}\n`);
  if (!card) {
    io.stderr(listsText(locale, "cardNotFound", { file, player }));
    return EXIT.INPUT;
  }
  if (out) {
    await writeAtomic(
      out,
      new TextEncoder().encode(renderCardSvg(card, locale, { decimals })),
      String(args.options.out),
    );
    io.stderr(
      listsText(locale, "cardWrote", { name: card.name, count: card.rows.length, out: String(args.options.out) }),
    );
  } else io.stdout(cardText(card, locale, decimals));
  return EXIT.OK;
}

export const rateCardCommand: Command = {
  name: "rate-card",
  summary: "A player's rating card: his events and rating curve from the Rating history, as an SVG file.",
  usage: "rate-card <workbook.xlsx> --player ID [--out card.svg] [--decimals N] [--locale en|ko|ja]",
  options: [
    { name: "player", value: true, meta: "ID", help: "The player's ID (his name when the list has no ID for him)." },
    {
      name: "out",
      value: true,
      meta: "FILE.svg",
      help: "Write the card as an SVG file (without it: the card's table).",
    },
    { name: "force", value: false, help: "Replace --out if it exists." },
    { name: "decimals", value: true, meta: "N", help: "Decimals of the ratings shown (default 0, as published)." },
  ],
  details: [
    "Examples:",
    "  npm run cli -- rate-card federation.xlsx --player 1001 --out 1001.svg",
    "  npm run cli -- rate-card federation.xlsx --player 1001 --locale ko",
    "",
    "Names and events are written as text in the SVG (escaped), never as markup.",
    "Exit codes: 0 ok; 1 wrong command line; 2 the player is not on the Rating history, nothing written.",
  ].join("\n"),
  run,
};
