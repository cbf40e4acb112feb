/**
 * Where the benchmarks find the WOF archive (3,909 .ELO files): $BRIGHTWELL_WOF_RESULTS, then the shared data
 * folder beside the repository (../shared/data/wof_results or ../../shared/data/wof_results), then, when
 * `fixtures` is asked for, the repository's own copy in test/fixtures/wof_results. Undefined when none is there.
 */
import fs from "fs";
import path from "path";

export function wofArchive(options: { fixtures?: boolean } = {}): string | undefined {
  const root = path.resolve(__dirname, "..");
  return [
    process.env.BRIGHTWELL_WOF_RESULTS,
    path.resolve(root, "../shared/data/wof_results"),
    path.resolve(root, "../../shared/data/wof_results"),
    options.fixtures ? path.resolve(root, "test/fixtures/wof_results") : undefined,
  ].find((c): c is string => !!c && fs.existsSync(c));
}
