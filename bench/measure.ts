/** Timing helpers shared by the benchmarks: run a function n times, report percentiles in ms. */
export type Timing = {
  n: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  mean_ms: number;
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const round = (v: number) => Math.round(v * 1000) / 1000;

export const measure = async (n: number, fn: () => Promise<unknown>): Promise<Timing> => {
  for (let i = 0; i < Math.min(20, n); i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    n,
    p50_ms: round(percentile(samples, 50)),
    p95_ms: round(percentile(samples, 95)),
    p99_ms: round(percentile(samples, 99)),
    mean_ms: round(samples.reduce((a, b) => a + b, 0) / n),
  };
};
