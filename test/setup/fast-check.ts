/**
 * fast-check's global settings for every jest suite: the seed chosen for this test file by
 * test/setup/fast-check-environment.js (FC_SEED replays a run, FC_PATH goes straight to a
 * counterexample). Per-property options (numRuns, …) still apply on top.
 */
import fc from "fast-check";

const g = globalThis as { __FC_SEED__?: number; __FC_PATH__?: string };
if (typeof g.__FC_SEED__ === "number") {
  fc.configureGlobal({
    ...fc.readConfigureGlobal(),
    seed: g.__FC_SEED__,
    ...(g.__FC_PATH__ !== undefined ? { path: g.__FC_PATH__ } : {}),
  });
}
