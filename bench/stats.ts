/** Timing helpers for the benchmarks (wall clock, median and max, heap). */
export function timeRuns<T>(runs: number, fn: () => T): { median: number; max: number; min: number; last: T } {
  const times: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    last = fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times[times.length - 1], min: times[0], last };
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
export const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
