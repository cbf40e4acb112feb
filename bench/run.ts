/**
 * `npm run bench [-- standings|standings-rows|corpus|rate-history|rate-history-write|published-list|pairing|pairing-scale|startup|width]`: runs the
 * benchmarks and prints markdown tables.
 * Numbers are wall-clock on this machine; compare runs on the same machine only.
 */
import os from "os";
import { benchStandings, benchStandingsRows } from "./standings";
import { benchStartup } from "./startup";
import { benchRateHistory } from "./rateHistory";
import { benchRateHistoryWrite } from "./writeWorkbook";
import { benchPublishedList } from "./publishedList";
import { benchCorpus } from "./corpus";
import { benchWidth } from "./width";

async function main() {
  const which = process.argv.slice(2);
  const want = (name: string) => which.length === 0 || which.includes(name);
  const out: string[] = [
    `## Brightwell benchmarks (${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores)`,
    "",
  ];
  if (want("standings")) out.push(...(await benchStandings()));
  if (want("standings") || want("standings-rows")) out.push(...(await benchStandingsRows()));
  if (want("rate-history")) out.push(...(await benchRateHistory()));
  if (want("rate-history-write")) out.push(...(await benchRateHistoryWrite()));
  if (want("published-list")) out.push(...(await benchPublishedList()));
  if (want("corpus")) out.push(...(await benchCorpus()));
  if (want("pairing")) {
    // bench/pairing.ts exports benchPairing(): the pairing engine vs the tournament-pairings package.
    const pairingModule = "./pairing"; // loaded by name so `standings` runs even where pairing is not built
    const { benchPairing } = (await import(pairingModule)) as { benchPairing: () => Promise<string[]> };
    out.push(...(await benchPairing()));
  }
  if (want("pairing-scale")) {
    const { benchPairingScale } = await import("./pairing-scale");
    out.push(...(await benchPairingScale()));
  }
  if (want("startup")) out.push(...(await benchStartup()));
  if (want("width")) out.push(...benchWidth());
  console.log(out.join("\n"));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
