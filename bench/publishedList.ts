/**
 * Published-list benchmark (`npm run bench -- published-list`, docs/rules.md §8): the WOF archive
 * (../shared/data/wof_results: 3,909 .ELO files) read and rated once (Elo), then, timed: the list as of one date
 * (listAsOf over the whole Rating history), the final published list with its changes (what `rate-history` and
 * `rate-list` print), the periodic lists of `rate-history --every year|quarter|month`, and the printable sheet and
 * the side-by-side sheet as definitions. The archive is found by bench/archive.ts.
 */
import { listAsOf, resolveListRules } from "../src/engine";
import { readArchive, rateEvents } from "../src/cli/commands/rateHistory";
import { archiveCountries, finalList, periodLists } from "../src/cli/commands/historyLists";
import { renderPeriodicSheet, renderPublishedSheet } from "../src/sheets";
import { wofArchive } from "./archive";
import { mb, ms, timeRuns } from "./stats";

export async function benchPublishedList(): Promise<string[]> {
  const dir = wofArchive();
  if (!dir) return ["### published list", "", "Skipped: the WOF archive (wof_results) was not found.", ""];
  const a = await readArchive(dir);
  const run = rateEvents(a, { method: "elo" });
  const book = run.book;
  const countries = archiveCountries(a);
  const rules = resolveListRules({ preset: "wof" });
  const range = { first: run.first!, last: run.last! };
  const lines = [
    `### published list: ${book.players.size} players, ${book.history.length} Rating history rows (${range.first} to ${range.last})`,
    "",
    "| what | lists | median ms | max ms | runs | heap growth (MB) |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  const row = <T>(label: string, lists: number, runs: number, fn: () => T): T => {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const t = timeRuns(runs, fn);
    lines.push(
      `| ${label} | ${lists} | ${ms(t.median)} | ${ms(t.max)} | ${runs} | ${mb(process.memoryUsage().heapUsed - before)} |`,
    );
    return t.last;
  };
  const players = [...book.players.values()];
  row("the list as of 2010-12-31 (listAsOf)", 1, 5, () => listAsOf(players, book.history, "2010-12-31"));
  const final = row("the final published list and its changes (rules wof)", 2, 5, () =>
    finalList(book, rules, range.last, countries),
  );
  for (const every of ["year", "quarter", "month"] as const) {
    const lists = periodLists(book, rules, range, every, countries);
    row(`rate-history --every ${every}: every period's list`, lists.length, every === "month" ? 1 : 3, () =>
      periodLists(book, rules, range, every, countries),
    );
    if (every === "year")
      row(`the side-by-side sheet of ${lists.length} years (definition)`, lists.length, 3, () =>
        renderPeriodicSheet(lists, "en"),
      );
  }
  row(`the printable list of ${final.rows.length} players (definition)`, 1, 3, () => renderPublishedSheet(final, "en"));
  lines.push("", `Peak RSS of the benchmark process: ${mb(process.resourceUsage().maxRSS * 1024)} MB.`, "");
  return lines;
}
