/** Latency figures from raw samples (ms), shared by the benchmark runners. */
export type Figures = {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export function figures(latencies: number[], seconds: number, failures: number): Figures {
  const sorted = Float64Array.from(latencies).sort();
  const list = Array.from(sorted);
  return {
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    rps: latencies.length / seconds,
    requests: latencies.length,
    failures,
  };
}
